/*
 * More pairs on tight edges before the search phases (matcher_state.h).
 *
 * Any matching of tight edges keeps the duals' invariants, and each
 * exposed vertex of positive dual then roots a phase, a scan of the
 * matcher or more. The greedy pairing of a start takes each vertex's
 * first tight partner in turn and leaves alike vertices (the reserve twins
 * of the Dutch windows, placed last) exposed; a warm restart after a
 * change of most weights (the Dutch step 4) breaks most pairs at once.
 * When many vertices are so left, a maximum matching of the graph of
 * tight edges, grown from the pairs in hand (cardmatch.h), leaves the
 * phases only the vertices no tight path reaches: a bit-row search per
 * path instead of a phase of exact arithmetic.
 *
 * Only vertices outside non-trivial blossoms take part, each with its
 * mate (or exposed): an augmenting path among them changes no blossom,
 * and every pair it makes is tight.
 */
#include <string.h>

#include "cardmatch.h"
#include "matcher_state.h"

/* Whether v may take part: active, alone at the top, and its mate too. */
static int takes_part(swc_matcher *m, size_t v)
{
    if (!m->active[v] || top_of(m, (long)v) != (long)v)
        return 0;
    long mp = m->mate[v];
    return mp == -1 || top_of(m, EP(mp)) == EP(mp);
}

void swc_tight_match_more(swc_matcher *m, size_t least)
{
    size_t n = N, L = m->L, exposed = 0;
    for (size_t v = 0; v < n; v++)
        exposed += m->active[v] && m->mate[v] == -1 && !wide_is_zero(DUAL(v), L);
    swc_cardmatch *cm = NULL;
    if (exposed < least || swc_cardmatch_new(&cm, m->mem, n))
        return; /* out of memory: the phases serve them all */
    uint8_t *part = (uint8_t *)m->scratch; /* free until a phase */
    for (size_t v = 0; v < n; v++)
        part[v] = (uint8_t)takes_part(m, v);
    for (size_t u = 0; u < n; u++) {
        if (!part[u]) {
            swc_cardmatch_remove(cm, u);
            continue;
        }
        const uint64_t *row = m->ebits + u * m->rw;
        for (long w = next_neighbour(m, row, 0); w >= 0 && (size_t)w < u; w = next_neighbour(m, row, w + 1)) {
            /* (outside blossoms: no blossom dual counts) */
            if (!part[w] || !low_limbs_agree(m, (long)u, w, 0))
                continue;
            if (tight_uv(m, (long)u, w))
                swc_cardmatch_add_edge(cm, u, (size_t)w);
        }
    }
    for (size_t v = 0; v < n; v++)
        if (part[v] && m->mate[v] != -1 && (size_t)EP(m->mate[v]) > v)
            swc_cardmatch_pair(cm, v, (size_t)EP(m->mate[v]));
    swc_cardmatch_solve(cm);
    for (size_t v = 0; v < n; v++) {
        long w = part[v] ? swc_cardmatch_mate(cm, v) : -1;
        if (w >= 0)
            m->mate[v] = PCODE((long)v, w);
    }
    swc_cardmatch_free(cm);
}
