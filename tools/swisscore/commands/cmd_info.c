/* swisscore info: settings and players of an event file (TRF or JSON). */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_TRUST = 1, OPT_FORMAT, OPT_ENCODING };

static const cli_option info_options[] = {
    { "trust-results", 0, 0, OPT_TRUST },
    { "format", 'f', 1, OPT_FORMAT },
    { "encoding", 0, 1, OPT_ENCODING },
    { NULL, 0, 0, 0 },
};

/* Stop collecting inconsistencies after this many: the table is for
 * reading, and every one costs a full re-read of the file. */
#define MAX_NOTES 50

typedef struct note {
    uint32_t player_id;  /* 0 when the line is not a player record */
    uint32_t line, column;
    char reason[256];
} note;

typedef struct notes {
    note items[MAX_NOTES];
    size_t n;
    int truncated;
} notes;

static int32_t setting(const swc_tournament *t, int key)
{
    int32_t v = 0;
    swc_tournament_get_int(&v, t, key);
    return v;
}

static const char *text_setting(const swc_tournament *t, int key)
{
    const char *s = NULL;
    return swc_tournament_get_string(&s, t, key) == SWC_OK && s ? s : "";
}

/* Start and length of 1-based line `number`; CR, LF and CRLF all end a
 * line, as in the reader. */
static char *find_line(char *text, size_t len, uint32_t number, size_t *line_len)
{
    size_t i = 0;
    for (uint32_t current = 1; i <= len; current++) {
        size_t start = i;
        while (i < len && text[i] != '\r' && text[i] != '\n')
            i++;
        if (current == number) {
            *line_len = i - start;
            return text + start;
        }
        if (i >= len)
            break;
        if (text[i] == '\r' && i + 1 < len && text[i + 1] == '\n')
            i++;
        i++;
    }
    return NULL;
}

/* Byte offset of 1-based character column `column` in a UTF-8 line, or
 * `len` when the line is shorter. */
static size_t byte_of_column(const char *line, size_t len, uint32_t column)
{
    uint32_t chars = 0;
    for (size_t i = 0; i < len; i++) {
        if (((unsigned char)line[i] & 0xC0) == 0x80)
            continue;  /* continuation byte */
        if (++chars == column)
            return i;
    }
    return len;
}

/*
 * The reader stops at the first player whose stated points (columns 81-84)
 * disagree with the results. To list them all, blank the stated points of
 * the reported line in a private copy and read again, until the copy loads
 * or the reader objects to something else.
 */
static void collect_notes(notes *out, const char *text, size_t len)
{
    char *copy = malloc(len ? len : 1);
    uint32_t last_line = 0;
    out->n = 0;
    out->truncated = 0;
    if (!copy)
        return;
    memcpy(copy, text, len);
    for (;;) {
        swc_tournament *t = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        int rc = swc_trf_read(&t, copy, len, NULL, &err);
        swc_tournament_free(t);
        if (rc != SWC_EINCONSISTENT || err.line == 0 || err.line == last_line)
            break;
        if (out->n == MAX_NOTES) {
            out->truncated = 1;
            break;
        }
        size_t line_len = 0;
        char *line = find_line(copy, len, err.line, &line_len);
        note *nt = &out->items[out->n++];
        nt->line = err.line;
        nt->column = err.column;
        nt->player_id = 0;
        cli_reader_reason(nt->reason, sizeof nt->reason, &err);
        /* TRF columns count characters: find where column 81 starts. */
        size_t points_at = line ? byte_of_column(line, line_len, 81) : line_len;
        if (!line || strncmp(line, "001", 3) != 0 || points_at + 4 > line_len)
            break;
        char id[5];
        memcpy(id, line + 4, 4);
        id[4] = '\0';
        nt->player_id = (uint32_t)strtoul(id, NULL, 10);
        memset(line + points_at, ' ', 4);
        last_line = err.line;
    }
    free(copy);
}

static const char *find_note(const notes *ns, uint32_t id)
{
    for (size_t i = 0; i < ns->n; i++)
        if (ns->items[i].player_id == id)
            return ns->items[i].reason;
    return NULL;
}

static const char *system_name(int32_t system)
{
    switch (system) {
    case SWC_SYSTEM_DUTCH: return cli_tr("FIDE Dutch system");
    case SWC_SYSTEM_SEQUENTIAL: return cli_tr("Chinese sequential (Monrad-style)");
    case SWC_SYSTEM_BERGER: return cli_tr("round robin (Berger tables)");
    default: return cli_tr("unknown");
    }
}

static void print_field(const char *label, const char *value)
{
    if (value && *value) {
        /* Labels are padded by the columns they take (Chinese ones are wide). */
        cli_print_padded(stdout, *label ? cli_tr(label) : "", 18, 0);
        printf(" %s\n", value);
    }
}

/* The pairs kept apart, one line each: "ids 1 and 3, rounds 1-4". */
static void print_forbidden(const swc_tournament *t)
{
    uint32_t n = swc_tournament_forbidden_count(t);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a = 0, b = 0, first = 0, last = 0;
        char line[128];
        if (swc_tournament_forbidden(&a, &b, &first, &last, t, i) != SWC_OK)
            continue;
        int len = snprintf(line, sizeof line, cli_tr("ids %lu and %lu, "), (unsigned long)a, (unsigned long)b);
        if (len < 0 || (size_t)len >= sizeof line)
            continue;
        if (first == 1 && last == 0)
            snprintf(line + len, sizeof line - (size_t)len, "%s", cli_tr("every round"));
        else if (last == 0)
            snprintf(line + len, sizeof line - (size_t)len, cli_tr("from round %lu"), (unsigned long)first);
        else if (first == last)
            snprintf(line + len, sizeof line - (size_t)len, cli_tr("round %lu"), (unsigned long)first);
        else
            snprintf(line + len, sizeof line - (size_t)len, cli_tr("rounds %lu-%lu"), (unsigned long)first,
                     (unsigned long)last);
        print_field(i ? "" : "Kept apart:", line);
    }
}

static void print_summary(const swc_tournament *t, uint32_t n_players)
{
    char line[512], a[16], b[16], c[16], d[16], e[16], f[16], g[16];
    uint32_t created = swc_tournament_round_count(t), complete = 0;
    for (uint32_t r = 1; r <= created; r++)
        complete += (uint32_t)swc_round_is_complete(swc_tournament_round(t, r));

    print_field("Tournament:", text_setting(t, SWC_TEXT_NAME));
    print_field("City:", text_setting(t, SWC_TEXT_CITY));
    print_field("Federation:", text_setting(t, SWC_TEXT_FEDERATION));
    print_field("Start date:", text_setting(t, SWC_TEXT_START_DATE));
    print_field("End date:", text_setting(t, SWC_TEXT_END_DATE));
    print_field("Chief arbiter:", text_setting(t, SWC_TEXT_ARBITER));
    print_field("Time control:", text_setting(t, SWC_TEXT_TIME_CONTROL));
    print_field("Tie-breaks:", cli_ruleset_title(text_setting(t, SWC_TEXT_TIEBREAKS)));

    snprintf(line, sizeof line, "%u", (unsigned)n_players);
    print_field("Players:", line);
    if (cli_event_is_team(t)) {
        /* A team event: its teams and how a match is scored. */
        int32_t boards = 0, mp[3] = { 0, 0, 0 };
        swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
        swc_team_get_int(&mp[0], t, SWC_TEAM_MP_WIN);
        swc_team_get_int(&mp[1], t, SWC_TEAM_MP_DRAW);
        swc_team_get_int(&mp[2], t, SWC_TEAM_MP_LOSS);
        /* Chinese arbiters write whole match points as they are: 2/1/0. */
        int whole = cli_lang_is_zh() && mp[0] % 10 == 0 && mp[1] % 10 == 0 && mp[2] % 10 == 0;
        if (whole) {
            snprintf(a, sizeof a, "%d", (int)(mp[0] / 10));
            snprintf(b, sizeof b, "%d", (int)(mp[1] / 10));
            snprintf(c, sizeof c, "%d", (int)(mp[2] / 10));
        }
        snprintf(line, sizeof line, cli_tr("%u, %d boards a match (%s), match points %s/%s/%s"),
                 (unsigned)swc_team_count(t), (int)boards, swc_team_colours(t), whole ? a : cli_points(a, mp[0]),
                 whole ? b : cli_points(b, mp[1]), whole ? c : cli_points(c, mp[2]));
        print_field("Teams:", line);
    }

    int len = snprintf(line, sizeof line, cli_tr("%u played of %d planned"), (unsigned)complete,
                       (int)setting(t, SWC_SET_ROUNDS));
    if (created > complete && len > 0)
        snprintf(line + len, sizeof line - (size_t)len, cli_tr(" (%u paired, results pending)"),
                 (unsigned)(created - complete));
    print_field("Rounds:", line);

    int32_t dw = setting(t, SWC_SET_POINTS_DRAW_WHITE), db = setting(t, SWC_SET_POINTS_DRAW_BLACK);
    if (dw == db)
        cli_points_shown(b, t, dw);
    else
        snprintf(b, sizeof b, "%s/%s", cli_points_shown(c, t, dw), cli_points_shown(d, t, db));
    snprintf(line, sizeof line, cli_tr("win %s, draw %s, loss %s"),
             cli_points_shown(a, t, setting(t, SWC_SET_POINTS_WIN)), b,
             cli_points_shown(c, t, setting(t, SWC_SET_POINTS_LOSS)));
    print_field("Point system:", line);
    snprintf(line, sizeof line, cli_tr("PAB %s, forfeit win %s, forfeit loss %s, full bye %s, "
                                       "half bye %s, zero bye %s"),
             cli_points_shown(a, t, setting(t, SWC_SET_POINTS_PAB)),
             cli_points_shown(c, t, setting(t, SWC_SET_POINTS_FORFEIT_WIN)),
             cli_points_shown(d, t, setting(t, SWC_SET_POINTS_FORFEIT_LOSS)),
             cli_points_shown(e, t, setting(t, SWC_SET_POINTS_FULL_BYE)),
             cli_points_shown(f, t, setting(t, SWC_SET_POINTS_HALF_BYE)),
             cli_points_shown(g, t, setting(t, SWC_SET_POINTS_ZERO_BYE)));
    print_field("Byes and forfeits:", line);

    int32_t colour = setting(t, SWC_SET_INITIAL_COLOUR);
    if (cli_event_is_xiangqi(t))
        print_field("Initial colour:", colour == SWC_COLOUR_BLACK ? cli_tr("black (TPN 1 has black in round 1)")
                                                                 : cli_tr("red (TPN 1 has red in round 1)"));
    else
        print_field("Initial colour:", colour == SWC_COLOUR_BLACK ? cli_tr("black (TPN 1 has black in round 1)")
                                                                 : cli_tr("white (TPN 1 has white in round 1)"));

    int32_t system = setting(t, SWC_SET_PAIRING_SYSTEM);
    if (system == SWC_SYSTEM_DUTCH)
        snprintf(line, sizeof line, cli_tr("%s, %d edition"), system_name(system),
                 (int)setting(t, SWC_SET_DUTCH_EDITION));
    else
        snprintf(line, sizeof line, "%s", system_name(system));
    if (setting(t, SWC_SET_ACCELERATION) == SWC_ACCEL_BAKU)
        snprintf(line + strlen(line), sizeof line - strlen(line), "%s", cli_tr(", Baku acceleration"));
    print_field("Pairing system:", line);

    if (setting(t, SWC_SET_GAMES_PER_PAIRING) == 2)
        print_field("Games per pairing:", cli_tr("2 (board 1 xiangqi, board 2 chess)"));
    print_forbidden(t);
}

/* What the arbiter entered about a player beyond his games: late entry,
 * withdrawal, absences of rounds not yet paired. "" when nothing. */
static const char *status_of(char *buf, size_t cap, const swc_tournament *t, const swc_player *p)
{
    uint32_t entry = 1, out = 0, created = swc_tournament_round_count(t);
    int32_t rounds = setting(t, SWC_SET_ROUNDS);
    size_t len = 0;
    buf[0] = '\0';
    swc_player_get_entry_round(&entry, p);
    swc_player_get_withdrawal(&out, p);
#define ADD(...)                                                                        \
    do {                                                                                \
        int w = snprintf(buf + len, cap - len, "%s", len ? cli_tr("; ") : "");                  \
        if (w > 0 && (size_t)w < cap - len)                                             \
            len += (size_t)w;                                                           \
        w = snprintf(buf + len, cap - len, __VA_ARGS__);                                \
        if (w > 0 && (size_t)w < cap - len)                                             \
            len += (size_t)w;                                                           \
    } while (0)
    if (entry > 1)
        ADD(cli_tr("late entry from round %u"), (unsigned)entry);
    if (out)
        ADD(cli_tr("withdrawn from round %u"), (unsigned)out);
    for (uint32_t r = created + 1; r <= (uint32_t)rounds; r++) {
        int32_t kind = SWC_RK_NONE;
        swc_player_get_bye_request(&kind, p, r);
        if (kind == SWC_RK_ZERO_BYE)
            ADD(cli_tr("absent in round %u"), (unsigned)r);
        else if (kind == SWC_RK_HALF_BYE)
            ADD(cli_tr("half-point bye in round %u"), (unsigned)r);
        else if (kind == SWC_RK_FULL_BYE)
            ADD(cli_tr("full-point bye in round %u"), (unsigned)r);
    }
#undef ADD
    return buf;
}

static void print_players(const swc_tournament *t, uint32_t n_players, const notes *ns)
{
    uint32_t rounds = swc_tournament_round_count(t);
    size_t name_w = cli_display_width(cli_tr("Name"));
    if (n_players == 0) {
        fputs(cli_tr("\nNo players.\n"), stdout);
        return;
    }
    for (uint32_t tpn = 1; tpn <= n_players; tpn++) {
        size_t w = cli_display_width(swc_player_name(swc_tournament_player_by_tpn(t, tpn)));
        if (w > name_w)
            name_w = w;
    }

    fputs("\n", stdout);
    cli_print_padded(stdout, cli_tr("TPN"), 5, 1);
    fputs(" ", stdout);
    cli_print_padded(stdout, cli_tr("ID"), 5, 1);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Name"), name_w, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Rating"), 6, 1);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Score"), 5, 1);
    int any_status = 0;
    char status[512];
    for (uint32_t tpn = 1; tpn <= n_players && !any_status; tpn++)
        any_status = *status_of(status, sizeof status, t, swc_tournament_player_by_tpn(t, tpn)) != '\0';
    fputs(ns->n ? cli_tr("  Note") : any_status ? cli_tr("  Status") : "", stdout);
    fputc('\n', stdout);

    for (uint32_t tpn = 1; tpn <= n_players; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        int32_t score = 0;
        char pts[16], rating[16];
        swc_player_score(&score, p, rounds);
        int32_t r = swc_player_rating(p);
        if (r > 0)
            snprintf(rating, sizeof rating, "%d", (int)r);
        else
            snprintf(rating, sizeof rating, "-");
        printf("%5u %5u  ", (unsigned)tpn, (unsigned)swc_player_id(p));
        cli_print_padded(stdout, swc_player_name(p), name_w, 0);
        printf("  %6s  %5s", rating, cli_points_shown(pts, t, score));
        const char *why = find_note(ns, swc_player_id(p));
        if (why)
            printf("  %s", why);
        else if (*status_of(status, sizeof status, t, p))
            printf("  %s", status);
        fputc('\n', stdout);
    }
}

/* The same facts for programs: ids, words and points as numbers. */
static void print_json(const swc_tournament *t, uint32_t n_players, const notes *ns, const char *path)
{
    static const struct {
        const char *name;
        int key;
    } texts[] = {
        { "name", SWC_TEXT_NAME }, { "city", SWC_TEXT_CITY }, { "federation", SWC_TEXT_FEDERATION },
        { "start_date", SWC_TEXT_START_DATE }, { "end_date", SWC_TEXT_END_DATE }, { "type", SWC_TEXT_TYPE },
        { "arbiter", SWC_TEXT_ARBITER }, { "deputy", SWC_TEXT_DEPUTY }, { "time_control", SWC_TEXT_TIME_CONTROL },
    };
    static const struct {
        const char *name;
        int key;
    } points[] = {
        { "win", SWC_SET_POINTS_WIN }, { "draw_white", SWC_SET_POINTS_DRAW_WHITE },
        { "draw_black", SWC_SET_POINTS_DRAW_BLACK }, { "loss", SWC_SET_POINTS_LOSS }, { "pab", SWC_SET_POINTS_PAB },
        { "forfeit_win", SWC_SET_POINTS_FORFEIT_WIN }, { "forfeit_loss", SWC_SET_POINTS_FORFEIT_LOSS },
        { "full_bye", SWC_SET_POINTS_FULL_BYE }, { "half_bye", SWC_SET_POINTS_HALF_BYE },
        { "zero_bye", SWC_SET_POINTS_ZERO_BYE }, { "not_entered", SWC_SET_POINTS_NOT_ENTERED },
    };
    uint32_t created = swc_tournament_round_count(t), complete = 0;
    for (uint32_t r = 1; r <= created; r++)
        complete += (uint32_t)swc_round_is_complete(swc_tournament_round(t, r));
    fputs("{\"event\": {", stdout);
    int first = 1;
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        const char *v = text_setting(t, texts[i].key);
        if (!*v)
            continue;
        printf("%s\"%s\": ", first ? "" : ", ", texts[i].name);
        cli_json_string(stdout, v);
        first = 0;
    }
    printf("},\n \"player_count\": %lu,\n \"rounds\": {\"planned\": %ld, \"paired\": %lu, \"complete\": %lu},\n",
           (unsigned long)n_players, (long)setting(t, SWC_SET_ROUNDS), (unsigned long)created, (unsigned long)complete);
    printf(" \"settings\": {\"system\": \"%s\", \"dutch_edition\": %ld, \"games_per_pairing\": %ld, "
           "\"initial_colour\": \"%s\", \"acceleration\": \"%s\", \"points\": {",
           cli_system_word(setting(t, SWC_SET_PAIRING_SYSTEM)), (long)setting(t, SWC_SET_DUTCH_EDITION),
           (long)setting(t, SWC_SET_GAMES_PER_PAIRING),
           setting(t, SWC_SET_INITIAL_COLOUR) == SWC_COLOUR_BLACK ? "black" : "white",
           setting(t, SWC_SET_ACCELERATION) == SWC_ACCEL_BAKU ? "baku" : "none");
    for (size_t i = 0; i < sizeof points / sizeof points[0]; i++) {
        printf("%s\"%s\": ", i ? ", " : "", points[i].name);
        cli_json_points(stdout, setting(t, points[i].key));
    }
    fputs("}},\n \"forbidden_pairs\": [", stdout);
    for (uint32_t i = 0, n = swc_tournament_forbidden_count(t); i < n; i++) {
        uint32_t a = 0, b = 0, f = 0, l = 0;
        swc_tournament_forbidden(&a, &b, &f, &l, t, i);
        printf("%s{\"a\": %lu, \"b\": %lu, \"first_round\": %lu, \"last_round\": ", i ? ", " : "",
               (unsigned long)a, (unsigned long)b, (unsigned long)f);
        if (l)
            printf("%lu}", (unsigned long)l);
        else
            fputs("null}", stdout);
    }
    fputs("],\n \"players\": [", stdout);
    for (uint32_t tpn = 1; tpn <= n_players; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        int32_t score = 0;
        swc_player_score(&score, p, created);
        printf("%s\n  {\"tpn\": %lu, \"id\": %lu, \"name\": ", tpn > 1 ? "," : "", (unsigned long)tpn,
               (unsigned long)swc_player_id(p));
        cli_json_string(stdout, swc_player_name(p));
        printf(", \"rating\": %ld, \"score\": ", (long)swc_player_rating(p));
        cli_json_points(stdout, score);
        fputc('}', stdout);
    }
    fputs(n_players ? "\n ],\n \"notes\": [" : "],\n \"notes\": [", stdout);
    const char *shown = strcmp(path, "-") == 0 ? "(stdin)" : path;
    for (size_t i = 0; i < ns->n; i++) {
        printf("%s\n  {\"id\": %lu, \"file\": ", i ? "," : "", (unsigned long)ns->items[i].player_id);
        cli_json_string(stdout, shown);
        printf(", \"line\": %lu, \"column\": %lu, \"reason\": ", (unsigned long)ns->items[i].line,
               (unsigned long)ns->items[i].column);
        cli_json_string(stdout, ns->items[i].reason);
        fputc('}', stdout);
    }
    printf("%s],\n \"notes_truncated\": %s\n}\n", ns->n ? "\n " : "", ns->truncated ? "true" : "false");
}

static int run_info(int argc, char **argv)
{
    cli_parser p;
    const char *value, *path = NULL;
    uint32_t flags = 0;
    int id, format = CLI_FMT_TEXT;

    cli_parser_init(&p, argc, argv, "info");
    while ((id = cli_next(&p, info_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_info), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, value) || format == CLI_FMT_TSV)
                return cli_usage_error("info", "unknown format '%s' (text or json)", value);
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("info", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("info", "only one file, please ('%s' and '%s')", path, value);
            path = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error("info", "no event file given");

    swc_tournament *t = NULL;
    char *text = NULL;
    size_t len = 0;
    int kind = CLI_EVENT_TRF;
    int code = cli_load_event(&t, path, flags, &text, &len, &kind);
    if (code != CLI_OK)
        return code;

    notes *ns = calloc(1, sizeof *ns);
    if (!ns) {
        swc_tournament_free(t);
        free(text);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    if ((flags & SWC_TRF_TRUST_RESULTS) && kind == CLI_EVENT_TRF)
        collect_notes(ns, text, len);
    free(text);

    uint32_t n_players = swc_tournament_player_count(t);
    if (format == CLI_FMT_JSON) {
        print_json(t, n_players, ns, path);
        free(ns);
        swc_tournament_free(t);
        return cli_finish_stdout(CLI_OK);
    }
    print_summary(t, n_players);
    print_players(t, n_players, ns);

    if (ns->n) {
        const char *shown = strcmp(path, "-") == 0 ? "(stdin)" : path;
        fputs(cli_tr("\nLoaded with --trust-results; the results were used where the stated points "
                     "disagree:\n"),
              stdout);
        for (size_t i = 0; i < ns->n; i++)
            printf("  %s:%u:%u: %s\n", shown, (unsigned)ns->items[i].line,
                   (unsigned)ns->items[i].column, ns->items[i].reason);
        if (ns->truncated)
            printf("  (only the first %d are listed)\n", MAX_NOTES);
    }
    free(ns);
    swc_tournament_free(t);
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_info = {
    "info",
    "show a tournament's settings and its players",
    "Usage: swisscore info [--trust-results] [--format text|json] FILE\n"
    "\n"
    "Print the tournament name, number of players, rounds played and planned,\n"
    "point system, initial colour and pairing system of an event file (TRF16,\n"
    "TRF-2026 or a swisscore JSON document), the pairs kept apart and in which\n"
    "rounds (TRF-2026 record 260, XXP), then its players in pairing-number\n"
    "(TPN) order with id, TPN, name, rating and score. Use - to read standard\n"
    "input.\n"
    "\n"
    "Example:\n"
    "  swisscore info --format json event.json\n"
    "\n"
    "Options:\n"
    "  -f, --format FMT  text (default) or json: the same facts with player ids,\n"
    "                    settings as words and points as numbers\n"
    "  --trust-results  load a file whose stated points (columns 81-84)\n"
    "                   disagree with its results, use the results, and list\n"
    "                   every disagreement the reader finds\n"
    "  --encoding NAME  text encoding: auto (default), utf-8,\n"
    "                   latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help       show this help\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 input rejected, 3 I/O error.\n",
    run_info,
};
