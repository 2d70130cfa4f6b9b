/* A team round read back, and changed through the library: how `lineup`
 * changes the line-ups and `result` forfeits a whole match of the last
 * round. The library lays the round out again, the results following their
 * players; the journal names a result by its board, so a change that would
 * move one to another board is refused here. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "team_round.h"

int cli_team_round_read(cli_team_entry **out, size_t *out_n, const swc_tournament *t, uint32_t round)
{
    size_t n = swc_team_match_count(t, round);
    cli_team_entry *e = calloc(n ? n : 1, sizeof *e);
    *out = NULL;
    *out_n = 0;
    if (!e) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    for (size_t i = 0; i < n; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        swc_team_match_get(&m, t, round, (uint32_t)i);
        e[i].white = m.white;
        e[i].black = m.black;
        e[i].kind = m.kind;
        for (int s = 0; s < 2 && m.black; s++)
            e[i].named[s] = swc_team_lineup(e[i].lineup[s], SWC_MAX_BOARDS, t, round, s ? m.black : m.white) > 0;
    }
    *out = e;
    *out_n = n;
    return CLI_OK;
}

/* The result on team board b of the match of `team`, NONE when unplayed. */
static int32_t board_result(const swc_tournament *t, uint32_t round, uint32_t team, uint32_t b)
{
    uint32_t ib = 0;
    int32_t res = SWC_RESULT_NONE;
    if (swc_team_board(&ib, t, round, team, b) == SWC_OK && ib)
        swc_round_game_result(&res, swc_tournament_round(t, round), ib, 1);
    return res;
}

int cli_team_match_has_results(const swc_tournament *t, uint32_t round, const cli_team_entry *e)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    if (!e->black || e->kind != SWC_TEAM_MATCH_PLAYED)
        return 0;
    for (uint32_t b = 1; b <= (uint32_t)boards; b++) {
        uint32_t ib = 0;
        int32_t res = board_result(t, round, e->white, b);
        swc_team_board(&ib, t, round, e->white, b);
        uint32_t w = 0, k = 0;
        swc_round_board(&w, &k, swc_tournament_round(t, round), ib);
        /* A board with one player is a forfeit the layout gave, not a result. */
        if (res != SWC_RESULT_NONE && w && k)
            return 1;
    }
    return 0;
}

uint32_t *cli_team_results_where(const swc_tournament *t, uint32_t round)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    uint32_t teams = swc_team_count(t);
    uint32_t *was = calloc((size_t)teams * (size_t)boards + 1, sizeof *was);
    if (!was) {
        cli_error("out of memory");
        return NULL;
    }
    for (uint32_t k = 1; k <= teams; k++)
        for (uint32_t b = 1; b <= (uint32_t)boards; b++)
            if (board_result(t, round, k, b) != SWC_RESULT_NONE)
                swc_team_board(&was[(k - 1) * (uint32_t)boards + b - 1], t, round, k, b);
    return was;
}

int cli_team_results_moved(const swc_tournament *t, uint32_t round, const uint32_t *was, const char *where)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    for (uint32_t k = 1; k <= swc_team_count(t); k++)
        for (uint32_t b = 1; b <= (uint32_t)boards; b++) {
            uint32_t before = was[(k - 1) * (uint32_t)boards + b - 1], now = 0;
            if (!before || board_result(t, round, k, b) == SWC_RESULT_NONE)
                continue;
            swc_team_board(&now, t, round, k, b);
            if (now != before) {
                cli_error("%s: round %u: this would move the result of team board %u of %s from board %u to "
                          "board %u; enter it again afterwards (clear it first)",
                          where, (unsigned)round, (unsigned)b, cli_team_name(t, k), (unsigned)before, (unsigned)now);
                return CLI_EINPUT;
            }
        }
    return CLI_OK;
}

int cli_team_set_lineups(swc_tournament *t, uint32_t round, const cli_team_entry *e, size_t n, const char *where)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    /* Where each result is now: the journal names it by its board. */
    uint32_t *was = cli_team_results_where(t, round);
    if (!was)
        return CLI_EINTERNAL;
    int code = CLI_OK;
    for (size_t i = 0; i < n && code == CLI_OK; i++)
        for (int s = 0; s < 2 && code == CLI_OK; s++) {
            uint32_t team = s ? e[i].black : e[i].white;
            if (!e[i].given[s])
                continue;
            if (swc_team_set_lineup(t, round, team, e[i].lineup[s], (size_t)boards) != SWC_OK) {
                cli_error("%s: round %u, team %u (%s): %s", where, (unsigned)round, (unsigned)team,
                          cli_team_name(t, team), swc_tournament_errmsg(t));
                code = CLI_EINPUT;
            }
        }
    if (code == CLI_OK)
        code = cli_team_results_moved(t, round, was, where);
    free(was);
    return code;
}
