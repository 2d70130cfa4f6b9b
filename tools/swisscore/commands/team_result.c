/* swisscore result in a team event: MATCH BOARD RESULT names a team board,
 * MATCH RESULT forfeits (or restores) a whole match. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "team_round.h"

int cli_team_match_entry(const swc_tournament *t, uint32_t round, uint32_t match)
{
    uint32_t seen = 0, n = swc_team_match_count(t, round);
    for (uint32_t i = 0; i < n; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        swc_team_match_get(&m, t, round, i);
        if (m.black && ++seen == match)
            return (int)i;
    }
    return -1;
}

/* The line-ups of a match as journal data, so that an undo that has it
 * played again puts them back: "lineup TEAM: ID ID ...", a line per team. */
static void lineups_text(char *buf, size_t cap, const swc_tournament *t, uint32_t round, const cli_team_entry *m)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int s = 0; s < 2; s++) {
        uint32_t team = s ? m->black : m->white;
        if (!m->named[s] || len >= cap)
            continue;
        uint32_t ids[SWC_MAX_BOARDS] = { 0 };
        int n = swc_team_lineup(ids, SWC_MAX_BOARDS, t, round, team);
        len += (size_t)snprintf(buf + len, cap - len, "%slineup %u:", len ? "\n" : "", (unsigned)team);
        for (int b = 0; b < n && len < cap; b++)
            len += (size_t)snprintf(buf + len, cap - len, " %u", (unsigned)ids[b]);
    }
    if (len >= cap)
        buf[0] = '\0';
}

/* MATCH RESULT: a forfeit of the whole match, or "none" to have it played. */
static int forfeit_match(swc_tournament *t, uint32_t round, uint32_t match, int entry, int32_t result,
                         const char *path)
{
    static const struct {
        int32_t result, kind;
    } kinds[] = {
        { SWC_RESULT_WHITE_FORFEIT_WIN, SWC_TEAM_MATCH_FORFEIT_WHITE },
        { SWC_RESULT_BLACK_FORFEIT_WIN, SWC_TEAM_MATCH_FORFEIT_BLACK },
        { SWC_RESULT_DOUBLE_FORFEIT, SWC_TEAM_MATCH_FORFEIT_BOTH },
        { SWC_RESULT_NONE, SWC_TEAM_MATCH_PLAYED },
    };
    int32_t kind = -1;
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
        if (kinds[k].result == result)
            kind = kinds[k].kind;
    if (kind < 0) {
        cli_error("%s: a whole match takes +-, -+, -- or none; give the board of a game: result EVENT %u BOARD "
                  "RESULT",
                  path, (unsigned)match);
        return CLI_EUSAGE;
    }
    if (round != swc_tournament_round_count(t)) {
        cli_error("%s: round %u: only a match of the last round (%u) can be forfeited", path, (unsigned)round,
                  (unsigned)swc_tournament_round_count(t));
        return CLI_EINPUT;
    }
    cli_team_entry *e = NULL;
    size_t n = 0;
    int code = cli_team_round_read(&e, &n, t, round);
    if (code != CLI_OK)
        return code;
    cli_team_entry *m = &e[entry];
    uint32_t *was = NULL;
    if (kind != SWC_TEAM_MATCH_PLAYED && cli_team_match_has_results(t, round, m)) {
        cli_error("%s: round %u, match %u (%s - %s): the match result %s disagrees with the results on its "
                  "boards; clear them first (result EVENT %u BOARD none)",
                  path, (unsigned)round, (unsigned)match, cli_team_name(t, m->white), cli_team_name(t, m->black),
                  cli_result_text(result), (unsigned)match);
        code = CLI_EINPUT;
    } else if (m->kind != kind && !(was = cli_team_results_where(t, round))) {
        code = CLI_EINTERNAL;
    } else if (m->kind != kind) {
        /* What an undo needs to have the match played as it was. */
        char lineups[2 * SWC_MAX_BOARDS * 11 + 64];
        lineups_text(lineups, sizeof lineups, t, round, m);
        int rc = swc_team_set_match_kind(t, round, m->white, kind);
        if (rc != SWC_OK) {
            cli_error("%s: round %u: %s", path, (unsigned)round, swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        } else {
            code = cli_team_results_moved(t, round, was, path);
        }
        if (code == CLI_OK) {
            swc_journal_entry j = SWC_JOURNAL_ENTRY_INIT;
            j.kind = SWC_JOURNAL_TEAM_MATCH;
            j.round = round;
            j.board = m->white;
            j.before = m->kind;
            j.after = kind;
            j.data = m->kind == SWC_TEAM_MATCH_PLAYED ? lineups : NULL;
            code = cli_journal(t, &j, path);
        }
    }
    if (code == CLI_OK)
        printf(cli_tr("Round %u, match %u: %s - %s %s\n"), (unsigned)round, (unsigned)match,
               cli_team_name(t, m->white), cli_team_name(t, m->black),
               kind == SWC_TEAM_MATCH_PLAYED ? cli_tr("to be played") : cli_result_text(result));
    free(was);
    free(e);
    return code;
}

int cli_team_result(swc_tournament *t, uint32_t round, const char *const *ops, int nops, const char *path,
                    uint32_t *out_board, int32_t *out_result)
{
    unsigned long long match = 0, board = 0;
    int32_t result = SWC_RESULT_NONE;
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    *out_board = 0;
    if (nops < 2)
        return cli_usage_error("result", "in a team event: result EVENT MATCH BOARD RESULT, or MATCH RESULT");
    if (cli_parse_uint(&match, ops[0], 9999) || match == 0)
        return cli_usage_error("result", "'%s' is not a match number", ops[0]);
    if (nops == 3 && (cli_parse_uint(&board, ops[1], SWC_MAX_BOARDS) || board == 0))
        return cli_usage_error("result", "'%s' is not a board number", ops[1]);
    if (cli_parse_result(&result, ops[nops - 1]))
        return cli_usage_error("result", "unknown result '%s' (1-0 0-1 1/2 ½-½ = +- -+ --)", ops[nops - 1]);
    int entry = cli_team_match_entry(t, round, (uint32_t)match);
    if (entry < 0) {
        cli_error("%s: round %u has no match %u (swisscore boards %s --round %u)", path, (unsigned)round,
                  (unsigned)match, path, (unsigned)round);
        return CLI_EINPUT;
    }
    if (nops == 2)
        return forfeit_match(t, round, (uint32_t)match, entry, result, path);
    if (board > (uint32_t)boards) {
        cli_error("%s: the matches have %d boards; there is no board %u", path, (int)boards, (unsigned)board);
        return CLI_EINPUT;
    }
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    swc_team_match_get(&m, t, round, (uint32_t)entry);
    uint32_t ib = 0;
    swc_team_board(&ib, t, round, m.white, (uint32_t)board);
    uint32_t w = 0, b = 0;
    if (ib)
        swc_round_board(&w, &b, swc_tournament_round(t, round), ib);
    if (m.kind != SWC_TEAM_MATCH_PLAYED || !ib || !w || !b) {
        cli_error("%s: round %u, match %u, board %u has no game%s: its result follows %s", path, (unsigned)round,
                  (unsigned)match, (unsigned)board,
                  m.kind != SWC_TEAM_MATCH_PLAYED ? cli_tr(" (the match is forfeited)") : cli_tr(" (an empty board)"),
                  m.kind != SWC_TEAM_MATCH_PLAYED ? cli_tr("the match") : cli_tr("the line-up"));
        return CLI_EINPUT;
    }
    *out_board = ib;
    *out_result = result;
    return CLI_OK;
}
