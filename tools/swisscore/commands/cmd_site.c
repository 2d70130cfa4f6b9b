/*
 * swisscore site: the event's web pages in one folder: an index, every
 * round's boards, the standings after each round, the crosstable, the
 * prize list (when the event's rules have prize rules) and a page per
 * player. Every page is self-contained (render/html.c); links are relative,
 * so the folder works on a web server, a USB stick or a phone.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "render/sheet.h"
#include "sheets.h"

enum { OPT_TIEBREAKS = 1, OPT_RULESET, OPT_OUTPUT, OPT_TRUST };

static const cli_option site_options[] = {
    { "tiebreaks", 't', 1, OPT_TIEBREAKS },
    { "ruleset", 'r', 1, OPT_RULESET },
    { "output", 'o', 1, OPT_OUTPUT },
    { "trust-results", 0, 0, OPT_TRUST },
    { NULL, 0, 0, 0 },
};

typedef struct site {
    const char *dir;
    swc_tournament *t;
    swc_standings_options so;
    const char *event_name;
    const char *lang;
    char *nav;            /* the links on top of every page */
    size_t nav_len;
    int has_prizes;
    const char *prize_rules;
} site;

/* Render sheets as a page of the site. */
static int write_page(const site *st, const char *name, const char *title, const sheet *const *sheets, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (sheets[i]->failed) {
            cli_error("out of memory");
            return CLI_EINTERNAL;
        }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    sheet_render(mem, sheets, n, SHEET_HTML, title, st->lang, st->nav);
    if (fclose(mem) != 0) {
        free(text);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    size_t plen = strlen(st->dir) + strlen(name) + 2;
    char *path = malloc(plen);
    int code = CLI_EINTERNAL;
    if (path) {
        snprintf(path, plen, "%s/%s", st->dir, name);
        code = sheet_write_file(path, text, len);
        free(path);
    } else {
        cli_error("out of memory");
    }
    free(text);
    return code;
}

/* Link the cells of name_key to the player pages of the ids in id_key. */
static void link_players(sheet *s, const char *id_key, const char *name_key)
{
    size_t ic = s->ncols, nc = s->ncols;
    for (size_t c = 0; c < s->ncols; c++) {
        if (!strcmp(s->cols[c].key, id_key))
            ic = c;
        if (!strcmp(s->cols[c].key, name_key))
            nc = c;
    }
    if (ic == s->ncols || nc == s->ncols || s->failed)
        return;
    if (!s->links && !(s->links = calloc(s->cells_cap ? s->cells_cap : 1, sizeof *s->links))) {
        s->failed = 1;
        return;
    }
    for (size_t r = 0; r < sheet_rows(s); r++) {
        const char *id = sheet_at(s, r, ic);
        if (!*id)
            continue;
        char href[32];
        snprintf(href, sizeof href, "p%s.html", id);
        char **slot = &s->links[r * s->ncols + nc];
        free(*slot);
        if (!(*slot = strdup(href)))
            s->failed = 1;
    }
}

static void nav_add(site *st, FILE *f, const char *href, const char *text)
{
    (void)st;
    fputs("<a href=\"", f);
    sheet_html_escape(f, href);
    fputs("\">", f);
    sheet_html_escape(f, text);
    fputs("</a>\n", f);
}

static int build_nav(site *st)
{
    FILE *f = open_memstream(&st->nav, &st->nav_len);
    if (!f)
        return -1;
    fputs("<nav>\n", f);
    nav_add(st, f, "index.html", st->event_name);
    nav_add(st, f, "crosstable.html", cli_tr("Crosstable"));
    uint32_t n = swc_tournament_round_count(st->t);
    if (n) {
        char href[32], text[64];
        snprintf(href, sizeof href, "s%lu.html", (unsigned long)n);
        nav_add(st, f, href, cli_tr("Standings"));
        snprintf(href, sizeof href, "r%lu.html", (unsigned long)n);
        snprintf(text, sizeof text, cli_tr("Rd %u"), (unsigned)n);
        nav_add(st, f, href, text);
    }
    if (st->has_prizes)
        nav_add(st, f, "prizes.html", cli_tr("Prizes"));
    fputs("</nav>\n", f);
    return fclose(f) ? -1 : 0;
}

static int page_boards(const site *st, uint32_t k)
{
    swc_report_options ro = SWC_REPORT_OPTIONS_INIT;
    ro.round = k;
    swc_report *r = NULL;
    if (swc_report_boards(&r, st->t, &ro) != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(st->t));
        return CLI_EINTERNAL;
    }
    char title[128], name[32];
    snprintf(title, sizeof title, cli_tr("Round %u: boards"), (unsigned)k);
    sheet s;
    sheet_init(&s, title);
    sheet_from_report(&s, r, st->t, 1);
    swc_report_free(r);
    link_players(&s, "white_id", "white_name");
    link_players(&s, "black_id", "black_name");
    const sheet *one[1] = { &s };
    snprintf(name, sizeof name, "r%lu.html", (unsigned long)k);
    int code = write_page(st, name, title, one, 1);
    sheet_free(&s);
    return code;
}

/* The cascade given for a team event: --tiebreaks or --ruleset, NULL for the event's own. */
static const char *team_cascade(const site *st)
{
    return st->so.tiebreaks ? st->so.tiebreaks : st->so.ruleset;
}

static int page_standings(const site *st, uint32_t k)
{
    swc_standings_options o = st->so;
    o.after_round = k;
    sheet s;
    int team = cli_event_is_team(st->t);
    if (team ? cli_team_standings_sheet(&s, st->t, team_cascade(st), k) != SWC_OK
             : cli_standings_sheet(&s, st->t, &o) != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(st->t));
        return CLI_EUSAGE;
    }
    if (!team)
        link_players(&s, "id", "name");
    char name[32];
    snprintf(name, sizeof name, "s%lu.html", (unsigned long)k);
    const sheet *one[1] = { &s };
    int code = write_page(st, name, s.title, one, 1);
    sheet_free(&s);
    return code;
}

static int page_crosstable(const site *st)
{
    sheet s;
    int rc = cli_event_is_team(st->t) ? cli_team_crosstable_sheet(&s, st->t, team_cascade(st), 0)
                                      : cli_crosstable_sheet(&s, st->t, &st->so, 0, 1);
    if (rc != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(st->t));
        return CLI_EUSAGE;
    }
    link_players(&s, "id", "name");
    const sheet *one[1] = { &s };
    int code = write_page(st, "crosstable.html", s.title, one, 1);
    sheet_free(&s);
    return code;
}

/* One sheet per prize table. */
static int page_prizes(const site *st)
{
    swc_prizes_options po = SWC_PRIZES_OPTIONS_INIT;
    po.rules_name = st->prize_rules;
    po.seed = st->so.seed;
    swc_prizes *pz = NULL;
    if (swc_prizes_compute(&pz, st->t, &po) != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(st->t));
        return CLI_EINPUT;
    }
    sheet *sheets = NULL;
    size_t n = 0;
    swc_tournament *sections[1] = { st->t };
    int code = CLI_EINTERNAL;
    const sheet **list = NULL;
    if (cli_prizes_sheets(&sheets, &n, pz, sections) || !(list = calloc(n ? n : 1, sizeof *list))) {
        cli_error("out of memory");
    } else {
        for (size_t k = 0; k < n; k++) {
            link_players(&sheets[k], "id", "name");
            list[k] = &sheets[k];
        }
        code = write_page(st, "prizes.html", cli_tr("Prizes"), list, n);
    }
    free(list);
    cli_prizes_sheets_free(sheets, n);
    swc_prizes_free(pz);
    return code;
}

/* His own result of a round: 1, ½, 0, +, -, or the kind of round. */
static const char *own_result(const swc_tournament *t, const swc_player_round_info *ri, int32_t win, int32_t loss)
{
    int words = cli_lang_is_zh() && cli_event_is_xiangqi(t); /* 胜, 和, 负 */
    switch (ri->kind) {
    case SWC_RK_FORFEIT_WIN: return "+";
    case SWC_RK_FORFEIT_LOSS: return "-";
    case SWC_RK_PAB: return cli_tr("bye");
    case SWC_RK_FULL_BYE: return cli_tr("full-point bye");
    case SWC_RK_HALF_BYE: return cli_tr("half-point bye");
    case SWC_RK_ZERO_BYE: return cli_tr("zero-point bye");
    case SWC_RK_NOT_PAIRED: return cli_tr("not paired");
    case SWC_RK_WITHDRAWN: return cli_tr("withdrawn");
    case SWC_RK_PLAYED:
        if (ri->result[0] == SWC_RESULT_NONE || ri->result[0] == SWC_RESULT_ADJOURNED)
            return "";
        if (words)
            return cli_tr(ri->points == win ? "won" : ri->points == loss ? "lost" : "draw");
        return ri->points == win ? "1" : ri->points == loss ? "0" : "½";
    default: return "";
    }
}

static int page_player(const site *st, const swc_player *p, int32_t win, int32_t loss)
{
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&info, p);
    char title[320], buf[64];
    snprintf(title, sizeof title, cli_lang_is_zh() ? "%s（%lu）" : "%s (%lu)", info.name,
             (unsigned long)swc_player_id(p));
    sheet s;
    sheet_init(&s, title);
    sheet_column_add(&s, "round", cli_tr("Round"), 1);
    sheet_column_add(&s, "board", cli_tr("Board"), 1);
    sheet_column_add(&s, "colour", cli_tr("Colour"), 0);
    sheet_column_add(&s, "opponent_id", cli_tr("ID"), 1);
    sheet_column_add(&s, "opponent_name", cli_tr("Opponent"), 0);
    sheet_column_add(&s, "opponent_rating", cli_tr("Rating"), 1);
    sheet_column_add(&s, "result", cli_tr("Result"), 0);
    sheet_column_add(&s, "score", cli_tr("Score after"), 1);
    for (uint32_t k = 1; k <= swc_tournament_round_count(st->t); k++) {
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, p, k);
        if (ri.kind == SWC_RK_NOT_ENTERED)
            continue;
        snprintf(buf, sizeof buf, "%lu", (unsigned long)k);
        sheet_cell(&s, buf);
        snprintf(buf, sizeof buf, "%lu", (unsigned long)ri.board);
        sheet_cell(&s, ri.board ? buf : "");
        sheet_cell(&s, ri.opponent ? cli_tr_colour(st->t, ri.colour) : "");
        const swc_player *o = ri.opponent ? swc_tournament_player(st->t, ri.opponent) : NULL;
        snprintf(buf, sizeof buf, "%lu", (unsigned long)ri.opponent);
        sheet_cell(&s, o ? buf : "");
        sheet_cell(&s, o ? swc_player_name(o) : "");
        snprintf(buf, sizeof buf, "%ld", (long)swc_player_rating(o));
        sheet_cell(&s, o && swc_player_rating(o) > 0 ? buf : "");
        sheet_cell(&s, own_result(st->t, &ri, win, loss));
        int32_t score = 0;
        swc_player_score(&score, p, k);
        sheet_cell(&s, cli_points_shown(buf, st->t, score));
    }
    link_players(&s, "opponent_id", "opponent_name");
    if (info.rating > 0) {
        snprintf(buf, sizeof buf, cli_tr("Rating: %ld"), (long)info.rating);
        sheet_note(&s, buf);
    }
    const char *titles = info.title && *info.title ? info.title : info.cn_title;
    char line[320];
    if (titles && *titles) {
        snprintf(line, sizeof line, cli_tr("Title: %s"), titles);
        sheet_note(&s, line);
    }
    if (info.federation && *info.federation) {
        snprintf(line, sizeof line, cli_tr("Club: %s"), info.federation);
        sheet_note(&s, line);
    }
    snprintf(buf, sizeof buf, "p%lu.html", (unsigned long)swc_player_id(p));
    const sheet *one[1] = { &s };
    int code = write_page(st, buf, title, one, 1);
    sheet_free(&s);
    return code;
}

/* The index: links to every sheet, then the players by pairing number. */
static int page_index(const site *st)
{
    sheet links, players;
    sheet_init(&links, st->event_name);
    sheet_column_add(&links, "round", cli_tr("Round"), 1);
    sheet_column_add(&links, "boards", cli_tr("Boards"), 0);
    sheet_column_add(&links, "standings", cli_tr("Standings"), 0);
    char buf[64], href[32];
    for (uint32_t k = 1; k <= swc_tournament_round_count(st->t); k++) {
        snprintf(buf, sizeof buf, "%lu", (unsigned long)k);
        sheet_cell_link(&links, buf, NULL);
        snprintf(href, sizeof href, "r%lu.html", (unsigned long)k);
        snprintf(buf, sizeof buf, cli_tr("Round %u: boards"), (unsigned)k);
        sheet_cell_link(&links, buf, href);
        snprintf(href, sizeof href, "s%lu.html", (unsigned long)k);
        snprintf(buf, sizeof buf, cli_tr("Standings after round %u"), (unsigned)k);
        sheet_cell_link(&links, buf, href);
    }
    sheet_init(&players, cli_tr("Players"));
    sheet_column_add(&players, "id", cli_tr("ID"), 1);
    sheet_column_add(&players, "name", cli_tr("Name"), 0);
    sheet_column_add(&players, "rating", cli_tr("Rating"), 1);
    sheet_column_add(&players, "title", cli_tr("Title"), 0);
    sheet_column_add(&players, "club", cli_tr("Club"), 0);
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(st->t); tpn++) {
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        const swc_player *p = swc_tournament_player_by_tpn(st->t, tpn);
        swc_player_get_info(&info, p);
        snprintf(buf, sizeof buf, "%lu", (unsigned long)swc_player_id(p));
        sheet_cell(&players, buf);
        sheet_cell(&players, info.name);
        snprintf(buf, sizeof buf, "%ld", (long)info.rating);
        sheet_cell(&players, info.rating > 0 ? buf : "");
        sheet_cell(&players, info.title && *info.title ? info.title : info.cn_title);
        sheet_cell(&players, info.federation);
    }
    link_players(&players, "id", "name");
    const sheet *two[2] = { &links, &players };
    int code = write_page(st, "index.html", st->event_name, two, 2);
    sheet_free(&links);
    sheet_free(&players);
    return code;
}

static int build(site *st)
{
    int32_t win = 10, loss = 0;
    swc_tournament_get_int(&win, st->t, SWC_SET_POINTS_WIN);
    swc_tournament_get_int(&loss, st->t, SWC_SET_POINTS_LOSS);
    if (build_nav(st)) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code = page_index(st);
    uint32_t n = swc_tournament_round_count(st->t);
    for (uint32_t k = 1; k <= n && code == CLI_OK; k++)
        if ((code = page_boards(st, k)) == CLI_OK)
            code = page_standings(st, k);
    if (code == CLI_OK)
        code = page_crosstable(st);
    if (code == CLI_OK && st->has_prizes)
        code = page_prizes(st);
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(st->t) && code == CLI_OK; tpn++)
        code = page_player(st, swc_tournament_player_by_tpn(st->t, tpn), win, loss);
    return code;
}

static int run_site(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL;
    site st;
    uint32_t flags = 0;
    int id;

    memset(&st, 0, sizeof st);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    st.so = so;
    cli_parser_init(&p, argc, argv, "site");
    while ((id = cli_next(&p, site_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_site), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_TIEBREAKS:
            st.so.tiebreaks = value;
            break;
        case OPT_RULESET:
            st.so.ruleset = value;
            break;
        case OPT_OUTPUT:
            st.dir = value;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("site", "only one event file, please ('%s' and '%s')", in, value);
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("site", "no event file given");
    if (!st.dir)
        return cli_usage_error("site", "give the folder of the pages with -o DIR");
    if (st.so.tiebreaks && st.so.ruleset)
        return cli_usage_error("site", "give either --tiebreaks or --ruleset, not both");
    int code = cli_load(&st.t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    /* Refuse a cascade that does not parse before writing anything; a team
     * event ranks its teams (team_standings.c). */
    if (cli_event_is_team(st.t)) {
        swc_team_standings *tprobe = NULL;
        if (swc_team_standings_new(&tprobe, st.t, team_cascade(&st), 0) != SWC_OK) {
            code = cli_usage_error("site", "%s", swc_tournament_errmsg(st.t));
            swc_tournament_free(st.t);
            return code;
        }
        swc_team_standings_free(tprobe);
    } else {
        cli_event_standings_options(&st.so, st.t);
        swc_standings *probe = NULL;
        if (swc_standings_compute(&probe, st.t, &st.so) != SWC_OK) {
            code = cli_usage_error("site", "%s", swc_tournament_errmsg(st.t));
            swc_tournament_free(st.t);
            return code;
        }
        swc_standings_free(probe);
    }
    const char *own = cli_event_tiebreaks(st.t);
    if (own && cli_prize_rules_text(own)) {
        st.has_prizes = 1;
        st.prize_rules = own;
    }
    const char *name = NULL;
    swc_tournament_get_string(&name, st.t, SWC_TEXT_NAME);
    st.event_name = name && *name ? name : in;
    st.lang = cli_lang_is_zh() ? "zh" : "en";
    if (mkdir(st.dir, 0777) != 0 && errno != EEXIST) {
        cli_error("cannot create the folder %s: %s", st.dir, strerror(errno));
        swc_tournament_free(st.t);
        return CLI_EIO;
    }
    code = build(&st);
    free(st.nav);
    swc_tournament_free(st.t);
    return code;
}

const cli_command cli_cmd_site = {
    "site",
    "write the event's web pages into a folder",
    "Usage: swisscore site EVENT -o DIR [--tiebreaks SPEC | --ruleset NAME]\n"
    "\n"
    "Write the event's pages into DIR (created when missing; pages of the same\n"
    "names are replaced): index.html with links to everything and the list of\n"
    "players, rN.html the boards of round N, sN.html the standings after round\n"
    "N, crosstable.html, prizes.html when the event's rules have prize rules\n"
    "(swisscore new --ruleset NAME), and pID.html a page per player with his\n"
    "rounds. Every page is self-contained: its style is inline and it fetches\n"
    "nothing, so the folder works on a web server, offline and on a phone, and\n"
    "prints on A4 with the table headings repeated on every page. With --lang zh\n"
    "the pages are in Chinese.\n"
    "\n"
    "Options:\n"
    "  -o, --output DIR       the folder of the pages (required)\n"
    "  -t, --tiebreaks SPEC   a cascade, as for swisscore standings\n"
    "  -r, --ruleset NAME     a named ruleset (default: the event's own rules)\n"
    "  --trust-results        accept stated points that disagree with the results\n"
    "  -h, --help             show this help\n"
    "\n"
    "Example:\n"
    "  swisscore site event.trf -o public_html --lang zh\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 input rejected, 3 I/O error.\n",
    run_site,
};
