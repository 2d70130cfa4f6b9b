/* swisscore lineup: a team round's line-ups, shown, changed, or given with
 * the round's matches (a team round paired by hand). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "render/sheet.h"
#include "team_round.h"

#define MAX_TOKENS (SWC_MAX_BOARDS + 4)

typedef struct line_tokens {
    char *tok[MAX_TOKENS];
    uint32_t col[MAX_TOKENS];
    int n;
} line_tokens;

/* Split a line at blanks, tabs and commas; columns count characters. */
static int split(line_tokens *lt, char *s)
{
    uint32_t col = 1;
    lt->n = 0;
    while (*s) {
        while (*s == ' ' || *s == '\t' || *s == ',')
            s++, col++;
        if (!*s)
            break;
        if (lt->n == MAX_TOKENS)
            return -1;
        lt->tok[lt->n] = s;
        lt->col[lt->n++] = col;
        while (*s && *s != ' ' && *s != '\t' && *s != ',') {
            if (((unsigned char)*s & 0xC0) != 0x80)
                col++;
            s++;
        }
        if (*s)
            *s++ = '\0', col++;
    }
    return 0;
}

static int bye_kind(const char *w)
{
    if (!strcmp(w, "bye") || !strcmp(w, "pab"))
        return SWC_RK_PAB;
    if (!strcmp(w, "full"))
        return SWC_RK_FULL_BYE;
    if (!strcmp(w, "half"))
        return SWC_RK_HALF_BYE;
    if (!strcmp(w, "zero"))
        return SWC_RK_ZERO_BYE;
    return 0;
}

/* A line-up handed in for the next round before it is paired: a TEAM: line
 * of a file for the next round that gives no match. */
typedef struct handed_in {
    uint32_t team, line, col;
    uint32_t ids[SWC_MAX_BOARDS];
} handed_in;

typedef struct lineup_file {
    const char *path;
    cli_team_entry *e;
    size_t n, cap;
    int creating;     /* the next round: the file gives its matches, or line-ups only */
    handed_in *ahead; /* the TEAM: lines of the next round before any match */
    size_t nahead, ahead_cap;
} lineup_file;

static cli_team_entry *entry_of(lineup_file *f, uint32_t team, int *side)
{
    for (size_t i = 0; i < f->n; i++)
        for (int s = 0; s < 2; s++)
            if ((s ? f->e[i].black : f->e[i].white) == team) {
                *side = s;
                return &f->e[i];
            }
    return NULL;
}

static int team_at(uint32_t *out, const swc_tournament *t, const lineup_file *f, uint32_t line, const line_tokens *lt,
                   int k)
{
    *out = cli_team_by_name(t, lt->tok[k]);
    if (*out)
        return CLI_OK;
    cli_error("%s:%u:%u: no team '%s' (see swisscore team list)", f->path, (unsigned)line, (unsigned)lt->col[k],
              lt->tok[k]);
    return CLI_EINPUT;
}

/* Room for element n of a growing array of *cap elements of `size` bytes
 * (doubled when full); CLI_EINTERNAL, said, when out of memory. */
static int room_for_one(void **a, size_t *cap, size_t n, size_t size)
{
    if (n < *cap)
        return CLI_OK;
    size_t more = *cap ? 2 * *cap : 8;
    void *g = realloc(*a, more * size);
    if (!g) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    *a = g;
    *cap = more;
    return CLI_OK;
}

/* "TEAM: P1 P2 ...": the line-up of TEAM, checked player by player. */
static int read_lineup(lineup_file *f, const swc_tournament *t, uint32_t line, line_tokens *lt, uint32_t team,
                       int first)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    int side = 0;
    cli_team_entry *e = entry_of(f, team, &side);
    handed_in *h = NULL;
    if (!e && f->creating && !f->n) {
        /* No match yet: a line-up handed in, unless a match follows. */
        for (size_t i = 0; i < f->nahead; i++)
            if (f->ahead[i].team == team) {
                cli_error("%s:%u:%u: team %s is in this round twice", f->path, (unsigned)line, (unsigned)lt->col[0],
                          cli_team_name(t, team));
                return CLI_EINPUT;
            }
        if (room_for_one((void **)&f->ahead, &f->ahead_cap, f->nahead, sizeof *f->ahead) != CLI_OK)
            return CLI_EINTERNAL;
        h = &f->ahead[f->nahead];
        memset(h, 0, sizeof *h);
        h->team = team;
        h->line = line;
        h->col = lt->col[0];
    } else if (!e || !e->black) {
        cli_error("%s:%u:%u: team %s has no match in this round%s", f->path, (unsigned)line, (unsigned)lt->col[0],
                  cli_team_name(t, team), f->creating ? cli_tr(" (give its match on a line before: A - B)") : "");
        return CLI_EINPUT;
    }
    if (lt->n - first > boards) {
        cli_error("%s:%u:%u: the line-up of team %s names %d boards; the event plays %d", f->path, (unsigned)line,
                  (unsigned)lt->col[first + boards], cli_team_name(t, team), lt->n - first, (int)boards);
        return CLI_EINPUT;
    }
    uint32_t ids[SWC_MAX_BOARDS] = { 0 };
    for (int k = first; k < lt->n; k++) {
        unsigned long long n;
        const char *w = lt->tok[k];
        uint32_t col = lt->col[k];
        if (!strcmp(w, "-") || !strcmp(w, "0"))
            continue;
        swc_player *p = cli_parse_uint(&n, w, SWC_MAX_PLAYERS) ? NULL : cli_player_of_number(t, (uint32_t)n);
        if (!p) {
            cli_error("%s:%u:%u: no player '%s' (a player number, or - for an empty board)", f->path, (unsigned)line,
                      (unsigned)col, w);
            return CLI_EINPUT;
        }
        uint32_t id = swc_player_id(p), of = swc_team_of_player(t, id);
        if (of != team) {
            if (of)
                cli_error("%s:%u:%u: player %s (%s) is a member of team %u (%s), not of team %u (%s)", f->path,
                          (unsigned)line, (unsigned)col, w, swc_player_name(p), (unsigned)of, cli_team_name(t, of),
                          (unsigned)team, cli_team_name(t, team));
            else
                cli_error("%s:%u:%u: player %s (%s) is not a member of team %u (%s)", f->path, (unsigned)line,
                          (unsigned)col, w, swc_player_name(p), (unsigned)team, cli_team_name(t, team));
            return CLI_EINPUT;
        }
        for (int j = first; j < k; j++)
            if (ids[j - first] == id) {
                cli_error("%s:%u:%u: player %s is on board %d already", f->path, (unsigned)line, (unsigned)col, w,
                          j - first + 1);
                return CLI_EINPUT;
            }
        ids[k - first] = id;
    }
    if (h) {
        memcpy(h->ids, ids, sizeof ids);
        f->nahead++;
        return CLI_OK;
    }
    memcpy(e->lineup[side], ids, sizeof ids);
    e->named[side] = 1;
    e->changed = 1;
    e->given[side] = 1;
    return CLI_OK;
}

static int add_entry(lineup_file *f, uint32_t white, uint32_t black, int32_t kind)
{
    if (room_for_one((void **)&f->e, &f->cap, f->n, sizeof *f->e) != CLI_OK)
        return CLI_EINTERNAL;
    memset(&f->e[f->n], 0, sizeof f->e[0]);
    f->e[f->n].white = white;
    f->e[f->n].black = black;
    f->e[f->n].kind = kind;
    f->e[f->n].changed = 1;
    f->n++;
    return CLI_OK;
}

/* A file that pairs the next round gives each line-up after its match. */
static int no_match_before(const lineup_file *f, const swc_tournament *t)
{
    const handed_in *h = &f->ahead[0];
    cli_error("%s:%u:%u: team %s has no match in this round%s", f->path, (unsigned)h->line, (unsigned)h->col,
              cli_team_name(t, h->team), cli_tr(" (give its match on a line before: A - B)"));
    return CLI_EINPUT;
}

static int read_file(lineup_file *f, const swc_tournament *t)
{
    char *text = NULL;
    size_t len = 0;
    int code = cli_slurp(&text, &len, f->path);
    uint32_t line = 0;
    char *s = text, *end = text + len;
    if (code == CLI_OK && len >= 3 && !memcmp(s, "\xEF\xBB\xBF", 3))
        s += 3;
    while (code == CLI_OK && s < end) {
        char *nl = memchr(s, '\n', (size_t)(end - s));
        char *stop = nl ? nl : end;
        line_tokens lt;
        line++;
        *stop = '\0';
        if (stop > s && stop[-1] == '\r')
            stop[-1] = '\0';
        char *hash = strchr(s, '#');
        if (hash)
            *hash = '\0';
        if (split(&lt, s)) {
            cli_error("%s:%u: too many words", f->path, (unsigned)line);
            code = CLI_EINPUT;
            break;
        }
        s = stop + 1;
        if (!lt.n)
            continue;
        uint32_t a = 0, b = 0;
        size_t tl = strlen(lt.tok[0]);
        int colon = tl > 1 && lt.tok[0][tl - 1] == ':';
        if (colon || (lt.n > 1 && !strcmp(lt.tok[1], ":"))) {
            if (colon)
                lt.tok[0][tl - 1] = '\0';
            code = team_at(&a, t, f, line, &lt, 0);
            if (code == CLI_OK)
                code = read_lineup(f, t, line, &lt, a, colon ? 1 : 2);
            continue;
        }
        int side;
        if (lt.n == 3 && (!strcmp(lt.tok[1], "-") || !strcmp(lt.tok[1], "vs")) && f->creating) {
            code = team_at(&a, t, f, line, &lt, 0);
            if (code == CLI_OK)
                code = team_at(&b, t, f, line, &lt, 2);
            uint32_t twice = a && entry_of(f, a, &side) ? a : b && entry_of(f, b, &side) ? b : a == b ? a : 0;
            if (code == CLI_OK && twice) {
                cli_error("%s:%u:%u: team %s is in this round twice", f->path, (unsigned)line,
                          (unsigned)lt.col[twice == a ? 0 : 2], cli_team_name(t, twice));
                code = CLI_EINPUT;
            }
            if (code == CLI_OK && f->nahead)
                code = no_match_before(f, t);
            if (code == CLI_OK)
                code = add_entry(f, a, b, SWC_TEAM_MATCH_PLAYED);
            continue;
        }
        if (lt.n == 2 && bye_kind(lt.tok[1]) && f->creating) {
            code = team_at(&a, t, f, line, &lt, 0);
            if (code == CLI_OK && entry_of(f, a, &side)) {
                cli_error("%s:%u:%u: team %s is in this round twice", f->path, (unsigned)line, (unsigned)lt.col[0],
                          cli_team_name(t, a));
                code = CLI_EINPUT;
            }
            if (code == CLI_OK && f->nahead)
                code = no_match_before(f, t);
            if (code == CLI_OK)
                code = add_entry(f, a, 0, bye_kind(lt.tok[1]));
            continue;
        }
        cli_error(f->creating ? "%s:%u:%u: a line is TEAM: PLAYER... (a line-up), TEAM - TEAM (a match) or TEAM bye"
                              : "%s:%u:%u: a line is TEAM: PLAYER... (the round is paired: its matches stay)",
                  f->path, (unsigned)line, (unsigned)lt.col[0]);
        code = CLI_EINPUT;
    }
    free(text);
    if (code == CLI_OK && f->creating && !f->n && !f->nahead) {
        cli_error("%s: no match (a line TEAM - TEAM) for the new round", f->path);
        code = CLI_EINPUT;
    }
    return code;
}

/* ---- showing ----------------------------------------------------------------------- */

static int show(swc_tournament *t, uint32_t round, const sheet_output *out)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    char title[64], key[16], head[32], num[16];
    snprintf(title, sizeof title, "Round %u: line-ups", (unsigned)round);
    sheet s;
    sheet_init(&s, title);
    sheet_column_add(&s, "team", "Team", 1);
    sheet_column_add(&s, "team_name", "Name", 0);
    for (int b = 1; b <= boards; b++) {
        snprintf(key, sizeof key, "board%d", b);
        snprintf(head, sizeof head, "Board %d", b);
        sheet_column_add(&s, key, head, 0);
    }
    int paired = round <= swc_tournament_round_count(t), handed = 0;
    for (uint32_t k = 1; k <= swc_team_count(t); k++) {
        uint32_t ids[SWC_MAX_BOARDS] = { 0 };
        int n = paired ? swc_team_lineup(ids, SWC_MAX_BOARDS, t, round, k) : boards;
        if (n <= 0)
            continue;
        /* Not paired: the line-up handed in, else the board order. */
        if (!paired && swc_team_next_lineup(ids, SWC_MAX_BOARDS, t, k) > 0)
            handed = 1;
        else if (!paired)
            for (uint32_t m = 0; m < (uint32_t)boards && m < swc_team_member_count(t, k); m++)
                swc_team_member(&ids[m], t, k, m);
        snprintf(num, sizeof num, "%u", (unsigned)k);
        sheet_cell(&s, num);
        sheet_cell(&s, cli_team_name(t, k));
        for (int b = 0; b < boards; b++) {
            char cell[160];
            if (ids[b])
                snprintf(cell, sizeof cell, "%u %s", (unsigned)cli_number_of(t, ids[b]),
                         swc_player_name(swc_tournament_player(t, ids[b])));
            else
                snprintf(cell, sizeof cell, "-");
            sheet_cell(&s, cell);
        }
    }
    if (!paired)
        sheet_note(&s, handed ? cli_tr("Not paired yet: the line-ups handed in, else each team's board order.")
                              : cli_tr("Not paired yet: each team's board order."));
    const sheet *one[1] = { &s };
    int code = sheet_emit(one, 1, out, title);
    sheet_free(&s);
    return code;
}

/* ---- the command -------------------------------------------------------------------- */

static const cli_option lineup_options[] = {
    { "encoding", 0, 1, SHEET_OPT_ENCODING },
    SHEET_OPTIONS,
    { NULL, 0, 0, 0 },
};

static int run_lineup(int argc, char **argv)
{
    cli_parser p;
    const char *value, *ops[3] = { NULL, NULL, NULL };
    sheet_output out;
    int id, taken, nops = 0;
    unsigned long long round = 0;
    sheet_output_init(&out);
    cli_parser_init(&p, argc, argv, "lineup");
    while ((id = cli_next(&p, lineup_options, &value)) != CLI_ARG_END) {
        if ((taken = sheet_take_option(&out, id, value, "lineup")) != 0) {
            if (taken < 0)
                return CLI_EUSAGE;
            continue;
        }
        if (id == CLI_OPT_HELP) {
            fputs(cli_help(&cli_cmd_lineup), stdout);
            return cli_finish_stdout(CLI_OK);
        }
        if (id != CLI_ARG_POSITIONAL)
            return CLI_EUSAGE;
        if (nops == 3)
            return cli_usage_error("lineup", "unexpected argument '%s'", value);
        ops[nops++] = value;
    }
    if (nops < 2)
        return cli_usage_error("lineup", "lineup EVENT ROUND [FILE]: give the event and a round");
    if (cli_parse_uint(&round, ops[1], SWC_MAX_ROUNDS) || round == 0)
        return cli_usage_error("lineup", "'%s' is not a round number", ops[1]);
    const char *path = ops[0], *file = ops[2];
    swc_tournament *t = NULL;
    int code = file ? cli_event_load(&t, path) : cli_load(&t, path, 0, NULL, NULL);
    if (code != CLI_OK)
        return code;
    uint32_t last = swc_tournament_round_count(t);
    if (!cli_event_is_team(t)) {
        cli_error("%s: not a team event (swisscore new EVENT --teams --boards N)", path);
        code = CLI_EINPUT;
    } else if (round > last + 1 || (file && round < last)) {
        cli_error("%s: round %u: %u rounds are paired; line-ups are given for the last round or the next one", path,
                  (unsigned)round, (unsigned)last);
        code = CLI_EINPUT;
    }
    if (code == CLI_OK && !file) {
        code = show(t, (uint32_t)round, &out);
        swc_tournament_free(t);
        return code;
    }
    lineup_file f = { file, NULL, 0, 0, round == last + 1, NULL, 0, 0 };
    if (code == CLI_OK && !f.creating)
        code = cli_team_round_read(&f.e, &f.n, t, (uint32_t)round);
    if (code == CLI_OK)
        code = read_file(&f, t);
    for (size_t i = 0; code == CLI_OK && !f.creating && i < f.n; i++) {
        /* A paired match keeps its results unless its line-up changes. */
        cli_team_entry old = f.e[i];
        if (!old.changed)
            continue;
        if (cli_team_match_has_results(t, (uint32_t)round, &old)) {
            cli_error("%s: round %u: the match %s - %s has results; clear them (result ... none) before its "
                      "line-ups change",
                      file, (unsigned)round, cli_team_name(t, old.white), cli_team_name(t, old.black));
            code = CLI_EINPUT;
        }
    }
    if (code == CLI_OK && f.creating && !f.n) {
        /* Line-ups handed in before the round is paired. */
        int32_t boards = 0;
        swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
        /* What each had handed in before, for undo. */
        cli_lineup_was *was = calloc(f.nahead ? f.nahead : 1, sizeof *was);
        if (!was) {
            cli_error("out of memory");
            code = CLI_EINTERNAL;
        }
        for (size_t i = 0; was && i < f.nahead; i++) {
            was[i].team = f.ahead[i].team;
            was[i].n = cli_team_lineup_of(was[i].ids, t, (uint32_t)round, was[i].team);
        }
        for (size_t i = 0; i < f.nahead && code == CLI_OK; i++) {
            const handed_in *h = &f.ahead[i];
            int rc = swc_team_set_lineup(t, (uint32_t)round, h->team, h->ids, (size_t)boards);
            if (rc != SWC_OK) {
                cli_error("%s:%u:%u: %s", file, (unsigned)h->line, (unsigned)h->col, swc_tournament_errmsg(t));
                code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
            }
        }
        if (code == CLI_OK)
            code = cli_journal_lineups(t, (uint32_t)round, 1, was, f.nahead, path);
        free(was);
    } else if (code == CLI_OK && f.creating) {
        /* The round takes the line-ups handed in: its entry keeps them. */
        char *handed = NULL;
        code = cli_team_ahead_text(&handed, t);
        swc_team_match_info *m = code == CLI_OK ? calloc(f.n, sizeof *m) : NULL;
        swc_round *r = NULL;
        int rc = SWC_ENOMEM;
        if (m) {
            for (size_t i = 0; i < f.n; i++) {
                swc_team_match_info x = SWC_TEAM_MATCH_INFO_INIT;
                x.white = f.e[i].white;
                x.black = f.e[i].black;
                x.kind = f.e[i].kind;
                x.white_lineup = f.e[i].named[0] ? f.e[i].lineup[0] : NULL;
                x.black_lineup = f.e[i].named[1] ? f.e[i].lineup[1] : NULL;
                m[i] = x;
            }
            rc = swc_team_round_create(&r, t, m, f.n);
        }
        free(m);
        if (code == CLI_OK && rc != SWC_OK) {
            cli_error("%s: round %u: %s", file, (unsigned)round, swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        } else if (code == CLI_OK) {
            swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
            e.kind = SWC_JOURNAL_ROUND_PAIRED;
            e.round = (uint32_t)round;
            e.after = (int32_t)swc_round_board_count(r);
            e.data = handed;
            code = cli_journal(t, &e, path);
        }
        free(handed);
    } else if (code == CLI_OK) {
        /* The line-ups each side given had before, for undo. */
        cli_lineup_was *was = calloc(2 * f.n + 1, sizeof *was);
        size_t nwas = 0;
        if (!was) {
            cli_error("out of memory");
            code = CLI_EINTERNAL;
        }
        for (size_t i = 0; was && i < f.n; i++)
            for (int side = 0; side < 2; side++)
                if (f.e[i].given[side]) {
                    was[nwas].team = side ? f.e[i].black : f.e[i].white;
                    was[nwas].n = cli_team_lineup_of(was[nwas].ids, t, (uint32_t)round, was[nwas].team);
                    nwas++;
                }
        if (code == CLI_OK)
            code = cli_team_set_lineups(t, (uint32_t)round, f.e, f.n, file);
        if (code == CLI_OK)
            code = cli_journal_lineups(t, (uint32_t)round, 0, was, nwas, path);
        free(was);
    }
    free(f.e);
    free(f.ahead);
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    if (code == CLI_OK && f.creating && !f.n) {
        printf(cli_tr("Round %u: %lu line-ups from %s handed in before the pairing.\n"), (unsigned)round,
               (unsigned long)f.nahead, file);
        code = cli_finish_stdout(CLI_OK);
    } else if (code == CLI_OK) {
        printf(f.creating ? "Round %u paired from %s: %lu matches and byes.\n"
                          : "Round %u: line-ups from %s entered (%lu matches and byes).\n",
               (unsigned)round, file, (unsigned long)swc_team_match_count(t, (uint32_t)round));
        code = cli_finish_stdout(CLI_OK);
    } else {
        fprintf(stderr, "%s\n", cli_tr("The event is unchanged."));
    }
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_lineup = {
    "lineup",
    "show or give the line-ups of a team round",
    "Usage: swisscore lineup EVENT ROUND [FILE] [--format FMT] [-o FILE]\n"
    "\n"
    "Without FILE: the line-ups of round ROUND of a team event, one row per\n"
    "team (team, name, the player on each board); for the round after the last\n"
    "paired one, the line-up each team handed in, else its board order, which\n"
    "a round takes by default.\n"
    "-f text (default), csv, tsv, json or html.\n"
    "\n"
    "With FILE, one line each ('#' starts a comment; blanks, tabs or commas\n"
    "between words; a team by number, name or short name, a player by id, or\n"
    "pairing number with --pairing-numbers):\n"
    "  TEAM: P1 P2 P3 P4     the line-up of TEAM, board 1 first; - is an empty\n"
    "                        board (a forfeit for the player opposite); boards\n"
    "                        not given are empty\n"
    "  TEAM - TEAM           a match, the first-named team taking the colours of\n"
    "                        the board colour sequence (only for a new round)\n"
    "  TEAM bye              the team's pairing-allocated bye; half, full and\n"
    "                        zero for other byes (only for a new round)\n"
    "ROUND is the last paired round (its line-ups change; matches with results\n"
    "on their boards cannot) or the next round. For the next round, a file of\n"
    "TEAM: lines only hands those line-ups in before the round is paired (a\n"
    "captain's line-up before the pairing is published): 'swisscore pair' and\n"
    "a round paired by hand give them to those teams, and a team's line-up\n"
    "given again replaces it (TEAM: - withdraws it). A file with matches pairs\n"
    "the round by hand, with every team that plays in one match or bye, each\n"
    "TEAM: line after the team's match; teams without one play in the line-up\n"
    "they handed in, else in their board order. 'swisscore undo' takes back\n"
    "line-ups handed in or changed, and a round paired hands in again those\n"
    "it took.\n"
    "\n"
    "Refused with file:line:column, the event unchanged: a player of another\n"
    "team or of none, a player twice, more players than boards, an unknown\n"
    "team, a team twice or left out.\n"
    "\n"
    "Examples:\n"
    "  swisscore lineup league.trf 3\n"
    "  swisscore lineup league.trf 3 round3-lineups.txt\n"
    "  swisscore lineup league.trf 4 captains-round4.txt    (before 'pair')\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 refused, 3 I/O error, 5 the event is\n"
    "busy.\n",
    run_lineup,
};
