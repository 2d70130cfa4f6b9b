/*
 * The reference matchings (reference-matching.h). For a set S of
 * vertices, its lowest vertex i is either left out or paired with some
 * j in S; the best of those choices, each on a smaller set, is the best
 * matching of S. Every subset of the live mask is filled in increasing
 * order, so the smaller sets are known when a set is reached.
 */
#include "reference-matching.h"

#include <stdlib.h>
#include <string.h>

#include "core/wide.h"

static const uint64_t *edge(const ref_graph *g, int u, int v)
{
    return g->w + ((size_t)u * (size_t)g->n + (size_t)v) * g->L;
}

void ref_max_weight(const ref_graph *g, uint32_t live, uint64_t *best)
{
    size_t L = g->L, sets = (size_t)1 << g->n;
    uint64_t *f = calloc(sets * L, sizeof *f); /* f[S]: best weight inside S */
    uint64_t t[SWC_WIDE_MAX_LIMBS];
    if (!f)
        abort();
    for (uint32_t S = 1; S < sets; S++) {
        if (S & ~live)
            continue;
        int i = __builtin_ctz(S);
        uint32_t rest = S & ~(UINT32_C(1) << i);
        uint64_t *fs = f + (size_t)S * L;
        wide_copy(fs, f + (size_t)rest * L, L); /* i left out */
        for (int j = i + 1; j < g->n; j++) {
            if (!(rest >> j & 1u) || wide_is_zero(edge(g, i, j), L))
                continue;
            wide_copy(t, f + (size_t)(rest & ~(UINT32_C(1) << j)) * L, L);
            wide_add(t, edge(g, i, j), L);
            if (wide_cmp(t, fs, L) > 0)
                wide_copy(fs, t, L);
        }
    }
    wide_copy(best, f + (size_t)live * L, L);
    free(f);
}

size_t ref_max_cardinality(const ref_graph *g, uint32_t live)
{
    size_t sets = (size_t)1 << g->n, out;
    unsigned char *f = calloc(sets, 1); /* f[S]: most pairs inside S */
    if (!f)
        abort();
    for (uint32_t S = 1; S < sets; S++) {
        if (S & ~live)
            continue;
        int i = __builtin_ctz(S);
        uint32_t rest = S & ~(UINT32_C(1) << i);
        unsigned char b = f[rest];
        for (int j = i + 1; j < g->n; j++)
            if ((rest >> j & 1u) && !wide_is_zero(edge(g, i, j), g->L) && f[rest & ~(UINT32_C(1) << j)] + 1 > b)
                b = (unsigned char)(f[rest & ~(UINT32_C(1) << j)] + 1);
        f[S] = b;
    }
    out = f[live];
    free(f);
    return out;
}
