/*
 * swisscore pair: pair the next round of a TRF file.
 *
 * Two command lines share one implementation:
 *   swisscore pair [options] IN.trf [-p PAIRS] [-o OUT.trf]
 *   swisscore --dutch IN.trf -p [PAIRS]          (bbpPairings / JaVaFo form)
 * They differ only in how they are parsed and in their exit codes: the
 * native command keeps the tool's scheme, the drop-in form answers with the
 * codes scripts written for bbpPairings already test for.
 */
#include "cli.h"
#include "team_round.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* What happened, before it is turned into either form's exit code. */
typedef enum outcome {
    OUT_OK,
    OUT_USAGE,      /* bad command line */
    OUT_INPUT,      /* input rejected: malformed, inconsistent, not pairable now */
    OUT_IO,         /* a file could not be read or written */
    OUT_NOPAIRING,  /* no pairing satisfies the absolute criteria */
    OUT_NOMEM,      /* out of memory or a size limit */
    OUT_INTERNAL    /* a library failure the tool did not expect */
} outcome;

/* Native scheme: 1 also means "no legal pairing", the code bbpPairings and
 * JaVaFo users already know; the message on stderr tells it from a usage
 * error. */
static int native_code(outcome o)
{
    switch (o) {
    case OUT_OK: return CLI_OK;
    case OUT_USAGE: return CLI_EUSAGE;
    case OUT_NOPAIRING: return CLI_EUSAGE;
    case OUT_INPUT: return CLI_EINPUT;
    case OUT_IO: return CLI_EIO;
    default: return CLI_EINTERNAL;
    }
}

/* bbpPairings' codes (main.cpp): 1 no valid pairing, 2 unexpected error,
 * 3 invalid request (command line or file), 4 limit exceeded (including out
 * of memory), 5 file error. */
static int dropin_code(outcome o)
{
    switch (o) {
    case OUT_OK: return 0;
    case OUT_NOPAIRING: return 1;
    case OUT_USAGE: return 3;
    case OUT_INPUT: return 3;
    case OUT_NOMEM: return 4;
    case OUT_IO: return 5;
    default: return 2;
    }
}

/* cli_load() and cli_write_trf() speak the native codes; CLI_EINTERNAL
 * comes from them only for an allocation failure. */
static outcome from_cli(int code)
{
    switch (code) {
    case CLI_OK: return OUT_OK;
    case CLI_EUSAGE: return OUT_USAGE;
    case CLI_EINPUT: return OUT_INPUT;
    case CLI_EIO: return OUT_IO;
    default: return OUT_NOMEM;
    }
}

typedef struct pair_request {
    const char *in;          /* "-" = stdin */
    const char *pairs;       /* engine pairs file, "-" = stdout, NULL = none */
    const char *trf_out;     /* TRF with the new round, "-" = stdout, NULL = none */
    int32_t edition;         /* 0 = the file's (or the library's default) */
    int32_t system;          /* swc_pairing_system to use; 0 = the file's (Dutch by default) */
    uint32_t read_flags;     /* swc_trf_read_flag bits */
    swc_trf_write_options write_opts;
    int board_list;          /* print the board list on stdout */
    int json;                /* ... as JSON */
    int save;                /* write the new round into the input file */
    int32_t team[4];         /* team events: SWC_TEAM_SYSTEM .. _NO_SECONDARY, + 1; 0 = the file's */
    int baku;                /* the Baku acceleration (C.04.7) */
} pair_request;

/* ---- the pairs file ------------------------------------------------------ */

/* The pairing-allocated bye of a round, 0 when there is none. */
static uint32_t pab_of(const swc_round *r)
{
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = SWC_RK_NONE;
        if (swc_round_bye(&id, &kind, r, i) == SWC_OK && kind == SWC_RK_PAB)
            return id;
    }
    return 0;
}

/* Whether a TRF text gives players ids of their own (XPA ... ID). */
static int gives_ids(const char *text, size_t len)
{
    for (size_t i = 0; text && i + 12 <= len; i++) {
        if ((i == 0 || text[i - 1] == '\n' || text[i - 1] == '\r') && memcmp(text + i, "XPA ", 4) == 0 &&
            memcmp(text + i + 8, " ID ", 4) == 0)
            return 1;
    }
    return 0;
}

/*
 * JaVaFo's format, which bbpPairings copies: the number of pairs (the PAB
 * counts as one), then "white black" per board in board order, the PAB last
 * as "N 0". The numbers are the starting ranks of the input's 001 lines, so
 * the answer refers to the same players as the input: the ids of a TRF the
 * library did not write (it numbers players by starting rank), the pairing
 * numbers of one whose XPA ID records give other ids (the library writes
 * players in pairing-number order), the ids of a JSON document.
 */
static uint32_t file_number(const swc_tournament *t, uint32_t id, int by_tpn)
{
    return by_tpn ? swc_player_tpn(swc_tournament_player(t, id)) : id;
}

static char *pairs_text(const swc_tournament *t, const swc_round *r, int by_tpn, size_t *out_len)
{
    uint32_t boards = swc_round_board_count(r), pab = pab_of(r);
    /* Ids have at most six digits (SWC_MAX_PLAYERS_MODEL): "100000 100000\n" is 14 bytes. */
    size_t cap = 16 + 16 * ((size_t)boards + 1), len = 0;
    char *s = malloc(cap);
    if (!s)
        return NULL;
    len += (size_t)snprintf(s, cap, "%u\n", (unsigned)(boards + (pab ? 1u : 0u)));
    for (uint32_t b = 1; b <= boards; b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, r, b);
        len += (size_t)snprintf(s + len, cap - len, "%u %u\n", (unsigned)file_number(t, w, by_tpn),
                                (unsigned)file_number(t, bl, by_tpn));
    }
    if (pab)
        len += (size_t)snprintf(s + len, cap - len, "%u 0\n", (unsigned)file_number(t, pab, by_tpn));
    *out_len = len;
    return s;
}

static outcome write_pairs(const swc_tournament *t, const swc_round *r, int by_tpn, const char *path)
{
    size_t len = 0;
    char *text = pairs_text(t, r, by_tpn, &len);
    if (!text) {
        cli_error("out of memory");
        return OUT_NOMEM;
    }
    outcome o = OUT_OK;
    if (strcmp(path, "-") == 0) {
        fwrite(text, 1, len, stdout);
        if (cli_finish_stdout(CLI_OK) != CLI_OK)
            o = OUT_IO;
    } else {
        FILE *f = fopen(path, "wb");
        if (!f) {
            cli_error("%s: %s", path, strerror(errno));
            o = OUT_IO;
        } else {
            int bad = fwrite(text, 1, len, f) != len;
            int saved = errno;
            if (fclose(f) != 0 && !bad) {
                bad = 1;
                saved = errno;
            }
            if (bad) {
                cli_error("%s: cannot write: %s", path, strerror(saved));
                o = OUT_IO;
            }
        }
    }
    free(text);
    return o;
}

/* ---- the board list --------------------------------------------------------- */

static int32_t setting(const swc_tournament *t, int key)
{
    int32_t v = 0;
    swc_tournament_get_int(&v, t, key);
    return v;
}

static const char *bye_label(int32_t kind)
{
    switch (kind) {
    case SWC_RK_FULL_BYE: return cli_tr("full-point bye");
    case SWC_RK_HALF_BYE: return cli_tr("half-point bye");
    case SWC_RK_ZERO_BYE: return cli_tr("zero-point bye");
    case SWC_RK_NOT_PAIRED: return cli_tr("not paired");
    default: return NULL;  /* PAB has its own line; withdrawn players are not news */
    }
}

static size_t digits(uint32_t v)
{
    size_t n = 1;
    while (v >= 10) {
        v /= 10;
        n++;
    }
    return n;
}

/* Score before the round being paired. */
static const char *score_before(char *buf, const swc_tournament *t, const swc_player *p, uint32_t round)
{
    int32_t score = 0;
    swc_player_score(&score, p, round - 1);
    return cli_points_shown(buf, t, score);
}


/* A team event: the matches of the round, first-named team first,
 * numbered as boards and result number them (byes have no number). */
static void print_team_matches(const swc_tournament *t, uint32_t round)
{
    uint32_t nm = swc_team_match_count(t, round), number = 0;
    for (uint32_t i = 0; i < nm; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        swc_team_info a = SWC_TEAM_INFO_INIT, b = SWC_TEAM_INFO_INIT;
        if (swc_team_match_get(&m, t, round, i) || swc_team_get_info(&a, t, m.white))
            continue;
        if (!m.black) {
            printf(cli_tr("Team %u %s: %s\n"), (unsigned)m.white, a.name,
                   m.kind == SWC_RK_PAB ? cli_tr("pairing-allocated bye") : cli_tr("bye"));
        } else if (swc_team_get_info(&b, t, m.black) == SWC_OK) {
            printf(cli_tr("Match %u: team %u %s - team %u %s\n"), (unsigned)++number, (unsigned)m.white, a.name,
                   (unsigned)m.black, b.name);
        }
    }
}

/* One "ID  Name  Score" cell group, padded to the widths of the table. */
static void print_player(const swc_tournament *t, uint32_t id, uint32_t round,
                         size_t id_w, size_t name_w, size_t score_w)
{
    const swc_player *p = swc_tournament_player(t, id);
    char pts[16];
    printf("%*u  ", (int)id_w, (unsigned)cli_number_of(t, id));
    cli_print_padded(stdout, swc_player_name(p), name_w, 0);
    printf("  %*s", (int)score_w, score_before(pts, t, p, round));
}

static void print_board_list(const swc_tournament *t, const swc_round *r)
{
    uint32_t round = swc_round_number(r), boards = swc_round_board_count(r);
    uint32_t pab = pab_of(r);
    const char *h_board = cli_tr("Board"), *h_id = cli_number_head(), *h_score = cli_tr("Score");
    const char *h_white = cli_tr_colour(t, SWC_COLOUR_WHITE), *h_black = cli_tr_colour(t, SWC_COLOUR_BLACK);
    size_t id_w = cli_display_width(h_id), score_w = cli_display_width(h_score);
    size_t name_w = cli_display_width(h_white);
    if (cli_display_width(h_black) > name_w)
        name_w = cli_display_width(h_black);
    char buf[16];

    /* Widths over everybody listed, so that the columns line up whatever
     * the names' scripts: the width helper counts CJK characters as 2. */
    for (uint32_t i = 0; i < swc_round_bye_count(r) + boards; i++) {
        uint32_t ids[2] = { 0, 0 };
        int32_t kind = SWC_RK_PAB;
        if (i < boards)
            swc_round_board(&ids[0], &ids[1], r, i + 1);
        else if (swc_round_bye(&ids[0], &kind, r, i - boards) != SWC_OK ||
                 (kind != SWC_RK_PAB && !bye_label(kind)))
            continue;
        for (int k = 0; k < 2 && ids[k]; k++) {
            const swc_player *p = swc_tournament_player(t, ids[k]);
            size_t w = cli_display_width(swc_player_name(p));
            if (w > name_w)
                name_w = w;
            if (digits(cli_number_of(t, ids[k])) > id_w)
                id_w = digits(cli_number_of(t, ids[k]));
            size_t sw = strlen(score_before(buf, t, p, round));
            if (sw > score_w)
                score_w = sw;
        }
    }

    printf(cli_tr("Round %u of %d"), (unsigned)round, (int)setting(t, SWC_SET_ROUNDS));
    int32_t team_system = -1;
    if (swc_team_count(t))
        swc_team_get_int(&team_system, t, SWC_TEAM_SYSTEM);
    switch (team_system >= 0 ? -1 - team_system : setting(t, SWC_SET_PAIRING_SYSTEM)) {
    case -1 - SWC_TEAM_SWISS_2026:
        fputs(cli_tr(" (FIDE Swiss Team Pairing System, C.04.6)"), stdout);
        break;
    case -1 - SWC_TEAM_ROUND_ROBIN:
        fputs(cli_tr(" (team round robin, Berger tables)"), stdout);
        break;
    case SWC_SYSTEM_DUTCH:
        printf(cli_tr(" (FIDE Dutch system, %d edition)"), (int)setting(t, SWC_SET_DUTCH_EDITION));
        break;
    case SWC_SYSTEM_SEQUENTIAL:
        fputs(cli_tr(" (sequential system)"), stdout);
        break;
    case SWC_SYSTEM_BERGER:
        fputs(cli_tr(" (round robin, Berger tables)"), stdout);
        break;
    default:
        break;
    }
    printf(cli_tr(boards == 1 ? ": %u board" : ": %u boards"), (unsigned)boards);
    fputs(pab ? cli_tr(" and a pairing-allocated bye") : "", stdout);
    fputc('\n', stdout);
    print_team_matches(t, round);
    if (setting(t, SWC_SET_GAMES_PER_PAIRING) == 2)
        fputs(cli_tr("Two games per pairing: colours are those of board 1 (xiangqi); board 2 (chess)\n"
                     "is played with the colours reversed.\n"), stdout);
    fputc('\n', stdout);

    /* Header cells are padded like the data so that both halves align. */
    cli_print_padded(stdout, h_board, 5, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, h_id, id_w, 1);
    fputs("  ", stdout);
    cli_print_padded(stdout, h_white, name_w, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, h_score, score_w, 1);
    fputs("    ", stdout);
    cli_print_padded(stdout, h_id, id_w, 1);
    fputs("  ", stdout);
    cli_print_padded(stdout, h_black, name_w, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, h_score, score_w, 1);
    fputc('\n', stdout);
    for (uint32_t b = 1; b <= boards; b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, r, b);
        printf("%5u  ", (unsigned)b);
        print_player(t, w, round, id_w, name_w, score_w);
        fputs("    ", stdout);
        print_player(t, bl, round, id_w, name_w, score_w);
        fputc('\n', stdout);
    }
    if (pab) {
        cli_print_padded(stdout, cli_tr("bye:"), 7, 0);
        print_player(t, pab, round, id_w, name_w, score_w);
        fputc('\n', stdout);
    }

    int header = 0;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = SWC_RK_NONE;
        const char *label;
        if (swc_round_bye(&id, &kind, r, i) != SWC_OK || !(label = bye_label(kind)))
            continue;
        if (!header) {
            printf("\n%s\n", cli_tr("Not playing:"));
            header = 1;
        }
        fputs("       ", stdout);
        print_player(t, id, round, id_w, name_w, score_w);
        printf("  %s\n", label);
    }
}

/* The board list for programs: players by id, with name and score before
 * the round; every player not on a board with the kind of his round. */
static void print_json_player(const swc_tournament *t, uint32_t id, uint32_t round)
{
    const swc_player *p = swc_tournament_player(t, id);
    int32_t score = 0;
    swc_player_score(&score, p, round - 1);
    printf("{\"id\": %lu, \"name\": ", (unsigned long)id);
    cli_json_string(stdout, swc_player_name(p));
    fputs(", \"score\": ", stdout);
    cli_json_points(stdout, score);
}

static void print_board_json(const swc_tournament *t, const swc_round *r)
{
    uint32_t round = swc_round_number(r), boards = swc_round_board_count(r);
    printf("{\"round\": %lu, \"rounds\": %ld, \"system\": \"%s\"", (unsigned long)round,
           (long)setting(t, SWC_SET_ROUNDS), cli_system_word(setting(t, SWC_SET_PAIRING_SYSTEM)));
    if (setting(t, SWC_SET_PAIRING_SYSTEM) == SWC_SYSTEM_DUTCH)
        printf(", \"dutch_edition\": %ld", (long)setting(t, SWC_SET_DUTCH_EDITION));
    printf(", \"games_per_pairing\": %ld,", (long)setting(t, SWC_SET_GAMES_PER_PAIRING));
    if (swc_team_count(t)) {
        /* A team event: its system and the matches (team numbers, the first-named team first). */
        int32_t ts = 0;
        swc_team_get_int(&ts, t, SWC_TEAM_SYSTEM);
        printf("\n \"team_system\": \"%s\", \"matches\": [",
               ts == SWC_TEAM_ROUND_ROBIN ? "team-round-robin" : "team-swiss-2026");
        uint32_t nm = swc_team_match_count(t, round);
        for (uint32_t i = 0; i < nm; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            swc_team_match_get(&m, t, round, i);
            printf("%s{\"first\": %lu, \"second\": %lu, \"kind\": \"%s\"}", i ? ", " : "", (unsigned long)m.white,
                   (unsigned long)m.black, m.black ? "match" : cli_kind_word(m.kind));
        }
        fputs("],", stdout);
    }
    fputs("\n \"boards\": [", stdout);
    for (uint32_t b = 1; b <= boards; b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, r, b);
        printf("%s\n  {\"board\": %lu, \"white\": ", b > 1 ? "," : "", (unsigned long)b);
        print_json_player(t, w, round);
        fputs("}, \"black\": ", stdout);
        print_json_player(t, bl, round);
        fputs("}}", stdout);
    }
    fputs(boards ? "\n ],\n \"byes\": [" : "],\n \"byes\": [", stdout);
    uint32_t n = swc_round_bye_count(r);
    for (uint32_t i = 0; i < n; i++) {
        uint32_t id = 0;
        int32_t kind = SWC_RK_NONE;
        swc_round_bye(&id, &kind, r, i);
        fputs(i ? ",\n  " : "\n  ", stdout);
        print_json_player(t, id, round);
        printf(", \"kind\": \"%s\"}", cli_kind_word(kind));
    }
    fputs(n ? "\n ]\n}\n" : "]\n}\n", stdout);
}

/* ---- pairing ---------------------------------------------------------------- */

static outcome run_request(const pair_request *req)
{
    swc_tournament *t = NULL;
    char *text = NULL;
    size_t text_len = 0;
    int format = CLI_EVENT_TRF;
    outcome o = from_cli(cli_load_event(&t, req->in, req->read_flags, req->pairs ? &text : NULL, &text_len, &format));
    if (o != OUT_OK)
        return o;
    int by_tpn = format == CLI_EVENT_TRF && gives_ids(text, text_len);
    free(text);

    /* The settings come from the command line only after the file is read,
     * so an option always wins over what the file says. */
    int rc = SWC_OK;
    if (req->system)
        rc = swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, req->system);
    if (rc == SWC_OK && req->edition)
        rc = swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, req->edition);
    for (int i = 0; i < 4 && rc == SWC_OK; i++)
        if (req->team[i])
            rc = swc_team_set_int(t, SWC_TEAM_SYSTEM + i, req->team[i] - 1);
    if (rc == SWC_OK && req->baku)
        rc = swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    if (rc == SWC_EINCONSISTENT) {
        /* --baku with game points first (C.04.7): the request, not the tool. */
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return OUT_INPUT;
    }
    if (rc != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return OUT_INTERNAL;
    }
    int32_t acc = 0, boards = 0, tw = 0, td = 0;
    swc_tournament_get_int(&acc, t, SWC_SET_ACCELERATION);
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    swc_team_get_int(&tw, t, SWC_TEAM_MP_WIN);
    swc_team_get_int(&td, t, SWC_TEAM_MP_DRAW);
    if (boards > 0 && acc == SWC_ACCEL_BAKU && tw != 2 * td)
        fprintf(stderr,
                cli_tr("swisscore: warning: Baku for teams assumes a win worth two draws (C.04.7); match points "
                       "%ld.%ld/%ld.%ld give group A %ld.%ld then %ld.%ld virtual match points\n"),
                (long)(tw / 10), (long)(tw % 10), (long)(td / 10), (long)(td % 10), (long)(tw / 10), (long)(tw % 10),
                (long)(tw / 2 / 10), (long)(tw / 2 % 10));

    if (req->save && swc_tournament_player_count(t) < 2) {
        cli_error("%s: %s", req->in, cli_tr("fewer than two players: register players first (swisscore player)"));
        swc_tournament_free(t);
        return OUT_INPUT;
    }
    /* A team round takes the line-ups handed in: its journal entry keeps
     * them, for undo. */
    char *taken = NULL;
    if (req->save && boards > 0 && cli_team_ahead_text(&taken, t) != CLI_OK) {
        swc_tournament_free(t);
        return OUT_NOMEM;
    }
    swc_round *r = NULL;
    rc = swc_tournament_pair_next(&r, t);
    if (rc != SWC_OK) {
        free(taken);
        const char *shown = strcmp(req->in, "-") == 0 ? "(stdin)" : req->in;
        const char *why = swc_tournament_errmsg(t);
        if (rc == SWC_ENOPAIRING) {
            cli_error("%s: no legal pairing exists: %s", shown, why);
            o = OUT_NOPAIRING;
        } else {
            cli_error("%s: cannot pair the next round: %s", shown, *why ? why : swc_strerror(rc));
            /* ESTATE (results missing, every round paired) and EUNSUPPORTED
             * (a system this version cannot pair) are about the file. */
            o = rc == SWC_ENOMEM ? OUT_NOMEM
                : rc == SWC_ELIMIT ? OUT_NOMEM
                : rc == SWC_ESTATE || rc == SWC_EUNSUPPORTED ? OUT_INPUT
                : OUT_INTERNAL;
        }
        swc_tournament_free(t);
        return o;
    }

    /* Machine-readable outputs first: a failure there must not leave a
     * board list on the screen that looks like success. */
    if (req->pairs)
        o = write_pairs(t, r, by_tpn, req->pairs);
    if (o == OUT_OK && req->trf_out) {
        size_t n = strlen(req->trf_out);
        if (n > 5 && strcmp(req->trf_out + n - 5, ".json") == 0)
            o = from_cli(cli_write_event(t, req->trf_out, CLI_EVENT_JSON));
        else
            o = from_cli(cli_write_trf(t, req->trf_out, &req->write_opts));
    }
    /* A saved round is shown as the event file now gives it back, so that
     * board numbers and ids are the ones 'result' and 'player' will use. */
    swc_tournament *back = NULL;
    if (o == OUT_OK && req->save) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = SWC_JOURNAL_ROUND_PAIRED;
        e.round = swc_round_number(r);
        e.after = (int32_t)swc_round_board_count(r);
        e.data = taken;
        o = from_cli(cli_journal(t, &e, req->in));
    }
    free(taken);
    if (o == OUT_OK && req->save)
        o = from_cli(cli_event_save_reread(t, req->in, &back));
    if (o == OUT_OK && req->board_list) {
        swc_tournament *shown = back ? back : t;
        const swc_round *sr = back ? swc_tournament_round(back, swc_tournament_round_count(back)) : r;
        if (req->json)
            print_board_json(shown, sr);
        else
            print_board_list(shown, sr);
        o = from_cli(cli_finish_stdout(CLI_OK));
    }
    swc_tournament_free(back);
    swc_tournament_free(t);
    return o;
}

static int parse_edition(int32_t *out, const char *value)
{
    if (strcmp(value, "2026") == 0)
        *out = 2026;
    else if (strcmp(value, "2017") == 0)
        *out = 2017;
    else
        return -1;
    return 0;
}

/* ---- swisscore pair ---------------------------------------------------------- */

enum { OPT_EDITION = 1, OPT_SYSTEM, OPT_PAIRS, OPT_OUTPUT, OPT_FORMAT, OPT_TRUST, OPT_SAVE, OPT_ENCODING,
       OPT_TEAM_COLOURS, OPT_TEAM_SCORE, OPT_TEAM_SECONDARY, OPT_BAKU };

static const cli_option pair_options[] = {
    { "edition", 'e', 1, OPT_EDITION },
    { "system", 0, 1, OPT_SYSTEM },
    { "pairs", 'p', 1, OPT_PAIRS },
    { "output", 'o', 1, OPT_OUTPUT },
    { "format", 0, 1, OPT_FORMAT },
    { "trust-results", 0, 0, OPT_TRUST },
    { "save", 0, 0, OPT_SAVE },
    { "encoding", 0, 1, OPT_ENCODING },
    { "team-colours", 0, 1, OPT_TEAM_COLOURS },
    { "team-score", 0, 1, OPT_TEAM_SCORE },
    { "team-secondary", 0, 1, OPT_TEAM_SECONDARY },
    { "baku", 0, 0, OPT_BAKU },
    { NULL, 0, 0, 0 },
};

static int run_pair(int argc, char **argv)
{
    cli_parser p;
    const char *value;
    pair_request req = { NULL, NULL, NULL, 0, 0, 0, SWC_TRF_WRITE_OPTIONS_INIT, 1, 0, 0, { 0, 0, 0 }, 0 };
    int id;

    cli_parser_init(&p, argc, argv, "pair");
    while ((id = cli_next(&p, pair_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_pair), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_EDITION:
            if (parse_edition(&req.edition, value))
                return cli_usage_error("pair", "unknown edition '%s' (2026 or 2017)", value);
            break;
        case OPT_SYSTEM:
            if (strcmp(value, "dutch") == 0)
                req.system = SWC_SYSTEM_DUTCH;
            else if (strcmp(value, "sequential") == 0)
                req.system = SWC_SYSTEM_SEQUENTIAL;
            else if (strcmp(value, "berger") == 0)
                req.system = SWC_SYSTEM_BERGER;
            else if (strcmp(value, "team-swiss-2026") == 0)
                req.team[0] = SWC_TEAM_SWISS_2026 + 1;
            else if (strcmp(value, "team-round-robin") == 0)
                req.team[0] = SWC_TEAM_ROUND_ROBIN + 1;
            else
                return cli_usage_error("pair", "unknown system '%s' (dutch, sequential, berger, team-swiss-2026 or "
                                               "team-round-robin)", value);
            break;
        case OPT_TEAM_COLOURS:
            if (strcmp(value, "none") == 0)
                req.team[1] = SWC_TEAM_COLOURS_NONE + 1;
            else if ((value[0] != 'A' && value[0] != 'B' && value[0] != 'a' && value[0] != 'b') || value[1])
                return cli_usage_error("pair", "unknown colour preference type '%s' (A, B or none)", value);
            else
                req.team[1] = (value[0] == 'B' || value[0] == 'b') + 1;
            break;
        case OPT_TEAM_SECONDARY:
            if (strcmp(value, "used") != 0 && strcmp(value, "unused") != 0)
                return cli_usage_error("pair", "unknown secondary score use '%s' (used or unused)", value);
            req.team[3] = (value[0] == 'u' && value[1] == 'n') + 1;
            break;
        case OPT_TEAM_SCORE:
            if (strcmp(value, "mp") != 0 && strcmp(value, "gp") != 0)
                return cli_usage_error("pair", "unknown score order '%s' (mp or gp)", value);
            req.team[2] = (value[0] == 'g') + 1;
            break;
        case OPT_BAKU:
            req.baku = 1;
            break;
        case OPT_PAIRS:
            req.pairs = value;
            break;
        case OPT_OUTPUT:
            req.trf_out = value;
            break;
        case OPT_FORMAT:
            /* text/json choose the board list, trf2026/trf16 the -o file. */
            if (strcmp(value, "json") == 0 || strcmp(value, "text") == 0)
                req.json = value[0] == 'j';
            else if (cli_parse_format(&req.write_opts.format, value))
                return cli_usage_error("pair", "unknown format '%s' (text, json, trf2026 or trf16)", value);
            break;
        case OPT_TRUST:
            req.read_flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_SAVE:
            req.save = 1;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&req.read_flags, value))
                return cli_usage_error("pair", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (req.in)
                return cli_usage_error("pair", "only one input file, please ('%s' and '%s')",
                                       req.in, value);
            req.in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!req.in)
        return cli_usage_error("pair", "no input file given");
    if (req.save && strcmp(req.in, "-") == 0)
        return cli_usage_error("pair", "--save writes the round into the event file: give a file, not -");
    if (req.save && req.read_flags)
        return cli_usage_error("pair", "--save and --trust-results do not go together: fix the event first");
    int pairs_stdout = req.pairs && strcmp(req.pairs, "-") == 0;
    int trf_stdout = req.trf_out && strcmp(req.trf_out, "-") == 0;
    if (pairs_stdout && trf_stdout)
        return cli_usage_error("pair", "-p - and -o - cannot both use standard output");
    /* Standard output carries exactly one thing, so that it can be piped. */
    req.board_list = !pairs_stdout && !trf_stdout;
    if (req.save) {
        int code = cli_event_lock(req.in);
        if (code != CLI_OK)
            return code;
    }
    return native_code(run_request(&req));
}

/* ---- the drop-in form -------------------------------------------------------- */

/* bbpPairings prints its syntax and answers 3 (invalid request). */
static int dropin_usage(const char *flag, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static int dropin_usage(const char *flag, const char *fmt, ...)
{
    va_list ap;
    fprintf(stderr, "swisscore: %s: ", flag);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nUsage: swisscore --dutch [-e 2026|2017] [--trust-results] IN.trf -p [PAIRS]\n"
                    "       swisscore --dutch [-e 2026|2017] -g CONFIG -o OUT.trf [-s SEED]\n"
                    "Try 'swisscore help pair'.\n");
    return dropin_code(OUT_USAGE);
}

int cli_pair_dropin(int argc, char **argv)
{
    const char *flag = argv[0];
    pair_request req = { NULL, NULL, NULL, 2026, SWC_SYSTEM_DUTCH, 0, SWC_TRF_WRITE_OPTIONS_INIT, 0, 0, 0, { 0, 0, 0 }, 0 };
    int seen_p = 0, gen = 0;
    const char *gen_config = NULL, *gen_out = NULL, *gen_seed = NULL;

    if (strcmp(flag, "--dutch") != 0)
        return dropin_usage(flag, "%s is not supported (only --dutch)", flag);

    /*
     * bbpPairings' grammar, positional and order-sensitive: an operand
     * before -p is the input, one after it the output; -p without an input
     * reads standard input and without an output writes standard output.
     * -e/--edition and --trust-results are this tool's additions.
     */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-p") == 0) {
            if (seen_p)
                return dropin_usage(flag, "%s given twice", a);
            seen_p = 1;
        } else if (strcmp(a, "-e") == 0 || strcmp(a, "--edition") == 0) {
            if (i + 1 >= argc)
                return dropin_usage(flag, "option '%s' needs a value", a);
            if (parse_edition(&req.edition, argv[++i]))
                return dropin_usage(flag, "unknown edition '%s' (2026 or 2017)", argv[i]);
        } else if (strncmp(a, "--edition=", 10) == 0) {
            if (parse_edition(&req.edition, a + 10))
                return dropin_usage(flag, "unknown edition '%s' (2026 or 2017)", a + 10);
        } else if (strcmp(a, "--trust-results") == 0) {
            req.read_flags |= SWC_TRF_TRUST_RESULTS;
        } else if (strncmp(a, "--encoding=", 11) == 0) {
            if (cli_parse_encoding(&req.read_flags, a + 11))
                return dropin_usage(flag, "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", a + 11);
        } else if (strcmp(a, "-g") == 0) {
            gen = 1;
            if (i + 1 < argc && argv[i + 1][0] != '-')
                gen_config = argv[++i];
        } else if (strcmp(a, "-o") == 0 || strcmp(a, "-s") == 0) {
            if (i + 1 >= argc)
                return dropin_usage(flag, "option '%s' needs a value", a);
            *(a[1] == 'o' ? &gen_out : &gen_seed) = argv[++i];
        } else if (strcmp(a, "-c") == 0 || strcmp(a, "-l") == 0 || strcmp(a, "-r") == 0) {
            return dropin_usage(flag, "%s is not supported yet (only -p)", a);
        } else if (a[0] == '-' && a[1] != '\0') {
            return dropin_usage(flag, "unknown option '%s'", a);
        } else if (!seen_p) {
            if (req.in)
                return dropin_usage(flag, "unexpected argument '%s' (one input file before -p)", a);
            req.in = a;
        } else {
            if (req.pairs)
                return dropin_usage(flag, "unexpected argument '%s' (one output file after -p)", a);
            req.pairs = a;
        }
    }
    if (gen) {
        if (seen_p || req.in)
            return dropin_usage(flag, "-g generates a tournament: no input file and no -p");
        if (!gen_config || !gen_out)
            return dropin_usage(flag, "-g needs a configuration file and -o OUT.trf");
        return cli_dropin_generate(gen_config, gen_out, gen_seed, req.edition);
    }
    if (gen_out || gen_seed)
        return dropin_usage(flag, "-o and -s go with -g");
    if (!seen_p)
        return dropin_usage(flag, "-p is required");
    if (!req.in)
        req.in = "-";
    if (!req.pairs)
        req.pairs = "-";
    return dropin_code(run_request(&req));
}

const cli_command cli_cmd_pair = {
    "pair",
    "pair the next round of an event file (TRF or JSON); --save keeps it",
    "Usage: swisscore pair [options] IN [-p PAIRS] [-o OUT]\n"
    "       swisscore pair EVENT --save\n"
    "       swisscore --dutch [-e 2026|2017] [--trust-results] IN.trf -p [PAIRS]\n"
    "\n"
    "Pair the next round of an event file (TRF16 with engine extensions,\n"
    "TRF-2026, or a swisscore JSON document) and print the boards: board\n"
    "number, white and black with id, name and score before the round, the\n"
    "pairing-allocated bye (\"bye:\") and the players who asked not to play.\n"
    "Use - to read standard input. The previous round must have all its\n"
    "results.\n"
    "\n"
    "Examples:\n"
    "  swisscore pair open9.trf\n"
    "  swisscore pair --format json event.json     boards and byes as JSON\n"
    "  swisscore pair event.json -o next.json      the event with the new round\n"
    "\n"
    "Options:\n"
    "  -e, --edition 2026|2017  edition of the FIDE Dutch rules (default: the\n"
    "                           one the file names, else 2026)\n"
    "  --system SYSTEM          pair with this system whatever the file says:\n"
    "                           dutch (FIDE Dutch, the default), sequential\n"
    "                           (Chinese sequential Swiss for xiangqi: by score,\n"
    "                           then opponents' scores, each player against the\n"
    "                           highest he may meet) or berger (round robin by\n"
    "                           the Berger tables, seats by pairing number);\n"
    "                           teams: team-swiss-2026 or team-round-robin\n"
    "  --team-colours A|B|none, --team-score mp|gp,\n"
    "  --team-secondary used|unused, --baku  C.04.6 options\n"
    "  -p, --pairs FILE         also write the pairs file engines write: the\n"
    "                           number of pairs, then \"white black\" per board\n"
    "                           by the starting ranks of the input's 001 lines\n"
    "                           (the ids of a JSON document), the bye as \"N 0\";\n"
    "                           - = standard output, without the board list\n"
    "  -o, --output FILE        also write the event with the new round appended,\n"
    "                           results blank (pending): a JSON document when\n"
    "                           FILE ends in .json, else TRF; - = standard\n"
    "                           output (TRF), without the board list\n"
    "  --format FMT             json prints the board list as JSON (boards with\n"
    "                           board number, white and black with id, name and\n"
    "                           score; every player not on a board with id and\n"
    "                           kind); text is the default; trf2026 or trf16\n"
    "                           choose the records of a TRF -o file\n"
    "  --trust-results          accept stated points that disagree with the\n"
    "                           results (see 'swisscore help info')\n"
    "  --save                   write the new round into the event file (.trf\n"
    "                           or .json) itself, replacing it atomically; the\n"
    "                           results are then entered with 'swisscore result'\n"
    "  --encoding NAME          text encoding: auto (default), utf-8,\n"
    "                           latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help               show this help\n"
    "\n"
    "Example (an event made with 'swisscore new'):\n"
    "  swisscore pair fz.trf --save\n"
    "\n"
    "Exit status: 0 ok, 1 usage error or no legal pairing exists (the message\n"
    "says which), 2 input rejected (also: results missing, every round paired,\n"
    "a system this version cannot pair), 3 I/O error, 4 internal error,\n"
    "5 with --save: the event is busy (another command is changing it).\n"
    "\n"
    "Drop-in form for bbpPairings and JaVaFo scripts:\n"
    "  swisscore --dutch IN.trf -p [PAIRS]\n"
    "writes only the pairs file (standard output without PAIRS; standard input\n"
    "without IN.trf). The edition is 2026 unless -e/--edition 2017 is given,\n"
    "whatever the file says, as with bbpPairings. PAIRS is relative to the\n"
    "current directory (bbpPairings puts a bare file name beside IN.trf).\n"
    "  swisscore --dutch -g CONFIG -o OUT.trf [-s SEED]\n"
    "generates a random tournament from bbpPairings' configuration file\n"
    "(see 'swisscore help verify').\n"
    "Its exit status follows bbpPairings: 0 ok, 1 no legal pairing exists,\n"
    "2 unexpected error, 3 invalid request (command line or input file),\n"
    "4 out of memory or a size limit, 5 a file could not be read or written.\n",
    run_pair,
};
