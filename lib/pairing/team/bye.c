/*
 * Art. 3.4: the pairing-allocated bye is the first step of a round with an
 * odd number of teams. It goes to a team that may have it ([C2]: no PAB,
 * no match won by forfeit and no full-point bye so far) and that leaves a
 * pairing of all the other teams ([C3]), chosen by: the lowest score, then
 * the most matches played, then the largest TPN.
 */
#include <string.h>

#include "tsw.h"

/* a comes before b in the order of 3.4.2-3.4.4. */
static int before(const tsw_team *a, const tsw_team *b)
{
    if (a->score != b->score)
        return a->score < b->score;
    if (a->played != b->played)
        return a->played > b->played;
    return a->number > b->number;
}

long tsw_pab(tsw_ctx *c, int *err)
{
    size_t n = c->n;
    uint8_t *in = swc_mem_alloc(&c->t->mem, n ? n : 1);
    uint8_t *tried = swc_mem_calloc(&c->t->mem, n ? n : 1, 1);
    long found = -1;
    if (!in || !tried) {
        *err = SWC_ENOMEM;
    } else {
        for (;;) {
            long best = -1;
            for (size_t v = 0; v < n; v++)
                if (c->tm[v].pab_ok && !tried[v] && (best < 0 || before(&c->tm[v], &c->tm[best])))
                    best = (long)v;
            if (best < 0)
                break;
            tried[best] = 1;
            memset(in, 1, n);
            in[best] = 0;
            if (tsw_pairable(c, in, n - 1, err)) {
                found = best;
                break;
            }
            if (*err)
                break;
        }
    }
    swc_mem_free(&c->t->mem, in, n ? n : 1);
    swc_mem_free(&c->t->mem, tried, n ? n : 1);
    return found;
}
