/*
 * Team round robins: the Berger tables (FIDE C.05 Annex 1) with teams in
 * the seats of their numbers. The team of the table's white seat is named
 * first, so its player on board b takes the colour of the board colour
 * sequence (TRF-2026 352) and the other team's the opposite. Rounds past
 * one cycle repeat it with the seats' colours reversed: a double round
 * robin is twice as many rounds. In an odd field the team facing the extra
 * seat, and the opponent of a team that is withdrawn, not entered yet or
 * absent with a requested bye, has the round off (a zero-point bye).
 */
#include "../systems.h"
#include "tsw.h"

/* Fill e[] (room for nteams entries) with round k's matches and byes. */
size_t tsw_robin(const swc_tournament *t, uint32_t k, swc_tentry *e, const uint8_t *req)
{
    const swc_teams *x = t->teams;
    uint32_t n = (uint32_t)x->nteams;
    size_t ne = 0;
    /* A team that asked for a bye keeps its seat and gets the bye. */
    for (uint32_t i = 0; req && i < n; i++)
        if (req[i])
            e[ne++] = (swc_tentry){ i + 1, 0, req[i], { NULL, NULL } };
    if (n < 2) {
        for (uint32_t i = 0; i < n; i++)
            if (!swc_team_auto_kind(x->team[i], k) && !(req && req[i]))
                e[ne++] = (swc_tentry){ i + 1, 0, SWC_RK_ZERO_BYE, { NULL, NULL } };
        return ne;
    }
    for (uint32_t b = 1; b <= swc_berger_boards(n); b++) {
        uint32_t w, bl;
        swc_berger_seats(n, k, t->set.initial_colour == SWC_COLOUR_BLACK, b, &w, &bl);
        int okw = w <= n && !swc_team_auto_kind(x->team[w - 1], k) && !(req && req[w - 1]);
        int okb = bl <= n && !swc_team_auto_kind(x->team[bl - 1], k) && !(req && req[bl - 1]);
        if (okw && okb)
            e[ne++] = (swc_tentry){ w, bl, SWC_TEAM_MATCH_PLAYED, { NULL, NULL } };
        else if (okw)
            e[ne++] = (swc_tentry){ w, 0, SWC_RK_ZERO_BYE, { NULL, NULL } };
        else if (okb)
            e[ne++] = (swc_tentry){ bl, 0, SWC_RK_ZERO_BYE, { NULL, NULL } };
    }
    return ne;
}
