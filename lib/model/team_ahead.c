/* Line-ups handed in before the next round is paired: captains often give
 * theirs before the pairing is published. A team keeps the one it handed in
 * until the round is created, which takes it for the team's side of a
 * played match given no line-up, and then drops them all; deleting a round
 * drops them too, since the round they were meant for is no longer next. */
#include <string.h>

#include "model.h"

int swc_team_model_set_ahead(swc_tournament *t, uint32_t team, const uint32_t *idx, size_t count)
{
    swc_teams *x = t->teams;
    if (!x || x->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event");
    swc_team *tm = (swc_team *)swc_team_model_get_team(t, team);
    if (!tm)
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    size_t nb = (size_t)x->boards;
    if (count > nb)
        return swc_fail(t, SWC_EINVAL, "a line-up of %zu boards; the matches have %zu", count, nb);
    uint32_t k = (uint32_t)t->nrounds + 1;
    int ak = swc_team_auto_kind(tm, k);
    if (ak)
        return swc_fail(t, SWC_ESTATE, "team %lu cannot play round %lu (%s)", (unsigned long)team, (unsigned long)k,
                        ak == SWC_RK_NOT_ENTERED ? "not entered yet" : "withdrawn");
    size_t named = 0;
    for (size_t b = 0; b < count; b++)
        named += idx[b] != 0;
    if (!named) {
        if (tm->ahead)
            swc_mem_free(&t->mem, tm->ahead, nb * sizeof *tm->ahead);
        tm->ahead = NULL;
        return swc_ok(t);
    }
    uint32_t fresh[SWC_MAX_BOARDS] = { 0 };
    memcpy(fresh, idx, count * sizeof *fresh);
    uint8_t *used = swc_mem_calloc(&t->mem, t->nplayers + 1, 1);
    if (!used)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    int rc = swc_team_model_check_lineup(t, team, fresh, k, 1, used);
    swc_mem_free(&t->mem, used, t->nplayers + 1);
    if (rc)
        return rc;
    if (!tm->ahead && !(tm->ahead = swc_mem_alloc(&t->mem, nb * sizeof *tm->ahead)))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    memcpy(tm->ahead, fresh, nb * sizeof *tm->ahead);
    return swc_ok(t);
}

const uint32_t *swc_team_model_ahead(const swc_tournament *t, uint32_t team)
{
    const swc_team *tm = swc_team_model_get_team(t, team);
    return tm ? tm->ahead : NULL;
}

int swc_team_model_ahead_names(const swc_tournament *t, uint32_t team, uint32_t player)
{
    const uint32_t *l = swc_team_model_ahead(t, team);
    for (int32_t b = 0; l && b < t->teams->boards; b++)
        if (l[b] == player + 1)
            return 1;
    return 0;
}

void swc_team_model_drop_ahead(swc_tournament *t)
{
    swc_teams *x = t->teams;
    for (size_t i = 0; x && i < x->nteams; i++)
        if (x->team[i]->ahead) {
            swc_mem_free(&t->mem, x->team[i]->ahead, (size_t)x->boards * sizeof *x->team[i]->ahead);
            x->team[i]->ahead = NULL;
        }
}
