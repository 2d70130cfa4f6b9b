/*
 * Baku acceleration for teams (C.04.7): group A is the first 2 * ceil(N / 4)
 * teams by pairing number, N the teams that start in round 1. It is fixed
 * then: "the last GA-player shall be the same as in the previous round", so
 * a team entering later (its number is larger) never joins nor moves it.
 * Group A gets the match points of a win in the first half (rounded up) of
 * the accelerated rounds, the first ceil(R / 2), and half of that in the
 * rest. It adds match points: nothing when game points come first.
 */
#include "model.h"

/* C.04.7, its team example: "if gamepoints were the primary score, the Baku
 * Acceleration could not be used". */
const char swc_team_baku_gp_message[] = "the Baku acceleration adds match points: it cannot be used when game "
                                        "points are the primary score (C.04.7)";

uint32_t swc_team_model_baku_last(const swc_tournament *t)
{
    const swc_teams *x = t->teams;
    if (!x)
        return 0;
    size_t n1 = 0;
    for (size_t i = 0; i < x->nteams; i++)
        n1 += x->team[i]->entry_round <= 1;
    size_t size = 2 * ((n1 + 3) / 4);
    return (uint32_t)(size < n1 ? size : n1);
}

int32_t swc_team_model_baku(const swc_tournament *t, uint32_t team, uint32_t round)
{
    if (t->set.acceleration != SWC_ACCEL_BAKU || swc_team_model_get(t, SWC_TEAM_SCORE_ORDER) != 0)
        return 0;
    uint32_t acc = ((uint32_t)t->set.rounds + 1) / 2, full = (acc + 1) / 2;
    if (round < 1 || round > acc || team < 1 || team > swc_team_model_baku_last(t))
        return 0;
    int32_t win = swc_team_model_get(t, SWC_TEAM_MP_WIN);
    return round <= full ? win : win / 2;
}
