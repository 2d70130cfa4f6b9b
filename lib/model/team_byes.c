/* Byes a team asked for in rounds not created yet (TRF 240 for a future
 * round in a team event). The team pairing leaves the team out of that
 * round and gives it the bye; once the round exists, the team's entry in
 * it says what happened, so a request of a created round reads from the
 * round, and a request stays stored for the round to be paired again
 * after a deletion. */
#include "model.h"

static size_t find(const swc_teams *x, uint32_t team, uint32_t round)
{
    size_t i = 0;
    while (i < x->nbyereq && (x->byereq[i].round < round || (x->byereq[i].round == round && x->byereq[i].team < team)))
        i++;
    return i;
}

int swc_team_model_request_bye(swc_tournament *t, uint32_t team, uint32_t round, int kind)
{
    if (!swc_team_model_get_team(t, team))
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    if (kind != SWC_RK_NONE && kind != SWC_RK_FULL_BYE && kind != SWC_RK_HALF_BYE && kind != SWC_RK_ZERO_BYE)
        return swc_fail(t, SWC_EINVAL, "a team asks for a full-point, half-point or zero-point bye, not kind %d", kind);
    if (round == 0 || round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "rounds are 1..%d", SWC_MAX_ROUNDS);
    if (round <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "round %lu exists already", (unsigned long)round);
    swc_teams *x = t->teams;
    size_t i = find(x, team, round);
    int have = i < x->nbyereq && x->byereq[i].round == round && x->byereq[i].team == team;
    if (kind == SWC_RK_NONE) {
        if (have) {
            for (size_t j = i + 1; j < x->nbyereq; j++)
                x->byereq[j - 1] = x->byereq[j];
            x->nbyereq--;
        }
        return swc_ok(t);
    }
    if (have) {
        x->byereq[i].kind = kind;
        return swc_ok(t);
    }
    if (swc_mem_reserve(&t->mem, (void **)&x->byereq, &x->byereq_cap, x->nbyereq + 1, sizeof *x->byereq))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t j = x->nbyereq; j > i; j--)
        x->byereq[j] = x->byereq[j - 1];
    x->byereq[i] = (swc_tbye){ team, round, kind };
    x->nbyereq++;
    return swc_ok(t);
}

int swc_team_model_bye_request(const swc_tournament *t, uint32_t team, uint32_t round)
{
    const swc_teams *x = t->teams;
    if (!x || !team || team > x->nteams || !round)
        return SWC_RK_NONE;
    if (round <= t->nrounds) {
        const swc_tround *tr = swc_team_model_round(t, round);
        for (size_t i = 0; tr && i < tr->n; i++) {
            const swc_tmatch *m = &tr->m[i];
            if (!m->black && m->white == team &&
                (m->kind == SWC_RK_FULL_BYE || m->kind == SWC_RK_HALF_BYE || m->kind == SWC_RK_ZERO_BYE))
                return m->kind;
        }
        return SWC_RK_NONE;
    }
    size_t i = find(x, team, round);
    return i < x->nbyereq && x->byereq[i].round == round && x->byereq[i].team == team ? x->byereq[i].kind
                                                                                       : SWC_RK_NONE;
}
