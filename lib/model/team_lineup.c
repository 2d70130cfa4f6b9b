/* A new line-up for a team in the last round: the round is laid out again
 * from its matches, the results of the other boards kept. The new round is
 * built while the old one is hidden, so a refusal (a bad line-up, round
 * k-1 incomplete, no memory) leaves the old one in place untouched. */
#include <string.h>

#include "model.h"

/* A game over the board of match m has a result. */
static int match_has_results(const swc_tournament *t, uint32_t round, const swc_tmatch *m)
{
    const swc_round *r = t->rounds[round - 1];
    for (int32_t b = 0; b < t->teams->boards; b++) {
        uint32_t bd = swc_team_model_board_of(t, round, m, (uint32_t)b);
        if (!bd)
            continue;
        for (int g = 0; g < t->set.games; g++)
            if (r->boards[bd - 1].result[g] != SWC_RESULT_NONE)
                return 1;
    }
    return 0;
}

static void free_old(swc_tournament *t, swc_tmatch *m, size_t n)
{
    size_t nb = (size_t)t->teams->boards;
    for (size_t i = 0; i < n; i++) {
        if (m[i].lineup)
            swc_mem_free(&t->mem, m[i].lineup, 2 * nb * sizeof *m[i].lineup);
        if (m[i].board)
            swc_mem_free(&t->mem, m[i].board, nb * sizeof *m[i].board);
    }
    if (m)
        swc_mem_free(&t->mem, m, n * sizeof *m);
}

int swc_team_model_set_lineup(swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *idx, size_t count)
{
    swc_teams *x = t->teams;
    if (!x || x->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event");
    if (!swc_team_model_get_team(t, team))
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    uint32_t k = (uint32_t)t->nrounds;
    if (round != k || round > x->nrounds || !x->rounds[round - 1].m)
        return swc_fail(t, SWC_ESTATE, "only the line-ups of the last team round (%lu) can change, not round %lu",
                        (unsigned long)k, (unsigned long)round);
    size_t nb = (size_t)x->boards;
    if (count > nb)
        return swc_fail(t, SWC_EINVAL, "a line-up of %zu boards; the matches have %zu", count, nb);
    int side = 0;
    const swc_tmatch *mine = swc_team_model_match_of(t, round, team, &side);
    if (!mine || !mine->black)
        return swc_fail(t, SWC_ENOTFOUND, "team %lu plays no match in round %lu", (unsigned long)team,
                        (unsigned long)round);
    if (mine->kind != SWC_TEAM_MATCH_PLAYED)
        return swc_fail(t, SWC_ESTATE, "round %lu: the match of teams %lu and %lu is forfeited", (unsigned long)round,
                        (unsigned long)mine->white, (unsigned long)mine->black);
    if (match_has_results(t, round, mine))
        return swc_fail(t, SWC_ESTATE, "round %lu: the match of teams %lu and %lu has results; clear them first",
                        (unsigned long)round, (unsigned long)mine->white, (unsigned long)mine->black);

    /* The entries as they stand, every line-up given as stored (members may
     * have been reordered since), the team's new one in place of its own. */
    swc_tround old = x->rounds[round - 1];
    swc_tentry *e = swc_mem_calloc(&t->mem, old.n, sizeof *e);
    uint32_t *fresh = swc_mem_calloc(&t->mem, nb, sizeof *fresh);
    if (!e || !fresh) {
        swc_mem_free(&t->mem, e, old.n * sizeof *e);
        swc_mem_free(&t->mem, fresh, nb * sizeof *fresh);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    memcpy(fresh, idx, count * sizeof *fresh);
    for (size_t i = 0; i < old.n; i++) {
        const swc_tmatch *m = &old.m[i];
        e[i].white = m->white;
        e[i].black = m->black;
        e[i].kind = m->kind;
        for (int s = 0; s < 2 && m->black && m->lineup; s++)
            e[i].lineup[s] = m == mine && s == side ? fresh : m->lineup + (size_t)s * nb;
    }
    swc_round *keep = t->rounds[k - 1], *r = NULL;
    uint32_t baku = t->baku_last;
    t->nrounds = k - 1;
    int rc = swc_team_model_add_round(t, e, old.n, &r);
    swc_mem_free(&t->mem, e, old.n * sizeof *e);
    swc_mem_free(&t->mem, fresh, nb * sizeof *fresh);
    if (rc != SWC_OK) {
        t->rounds[k - 1] = keep;
        t->nrounds = k;
        t->baku_last = baku;
        return rc;
    }
    /* Results follow the players: a board with the same two players keeps its own. */
    for (size_t b = 0; b < r->nboards; b++)
        for (size_t j = 0; j < keep->nboards; j++)
            if (keep->boards[j].white == r->boards[b].white && keep->boards[j].black == r->boards[b].black) {
                memcpy(r->boards[b].result, keep->boards[j].result, sizeof r->boards[b].result);
                r->boards[b].colours_unknown = keep->boards[j].colours_unknown;
                break;
            }
    /* Which line-ups were named stays as it was, the team's own now named. */
    swc_tround *now = &x->rounds[round - 1];
    for (size_t i = 0; i < now->n && i < old.n; i++) {
        now->m[i].named[0] = old.m[i].named[0];
        now->m[i].named[1] = old.m[i].named[1];
        if (&old.m[i] == mine)
            now->m[i].named[side] = 1;
    }
    free_old(t, old.m, old.n);
    /* The round keeps its handle: the new boards go into the old round. */
    swc_board *boards = keep->boards;
    swc_bye *byes = keep->byes;
    size_t boards_cap = keep->boards_cap, byes_cap = keep->byes_cap;
    keep->boards = r->boards, keep->nboards = r->nboards, keep->boards_cap = r->boards_cap;
    keep->byes = r->byes, keep->nbyes = r->nbyes, keep->byes_cap = r->byes_cap;
    r->boards = boards, r->boards_cap = boards_cap;
    r->byes = byes, r->byes_cap = byes_cap;
    t->rounds[k - 1] = keep;
    swc_model_free_round(t, r);
    swc_model_sync(t, keep);
    return swc_ok(t);
}
