/*
 * Warm restart (warm.h). After a solve the matching, the duals and the
 * blossoms with positive dual are kept. For the touched or removed
 * vertices:
 *  - every blossom around one of them is dissolved from the outside in:
 *    its dual is added to the duals of its vertices (edges inside keep
 *    their reduced cost, edges leaving it gain), and since the matched
 *    edge leaving it is then no longer tight, its base and the base's
 *    mate are unmatched;
 *  - a removed vertex and its mate are unmatched;
 *  - each touched vertex, in turn, takes the least dual that keeps all its
 *    edges feasible; a matched edge of a touched vertex that is no longer
 *    tight is broken, one that is still tight stays;
 *  - every exposed vertex with a positive dual then roots one search
 *    phase, which ends by augmenting to another exposed vertex or by
 *    shifting the exposure to a vertex whose dual reached zero.
 * At the end every matched edge is tight and every exposed vertex has a
 * zero dual: the matching is optimal.
 */
#include "warm.h"

#include <string.h>

#include "matcher_state.h"

void swc_matcher_raise_dual(swc_matcher *m, size_t v, const uint64_t *delta)
{
    if (!m->solved || !m->active[v])
        return;
    wide_add(DUAL(v), delta, m->L);
    m->touched[v] = m->touched[v] ? m->touched[v] : 1;
}

/* Dissolve every blossom around v (outermost first), see the file comment. */
static void dissolve_around(swc_matcher *m, long v)
{
    size_t L = m->L;
    for (;;) {
        long b = top_of(m, v);
        if (b < (long)N)
            return;
        size_t nl = swc_blossom_leaves(m, b);
        for (size_t i = 0; i < nl; i++)
            wide_add(DUAL(m->leafbuf[i]), DUAL(b), L);
        if (!wide_is_zero(DUAL(b), L)) {
            long base = m->blossombase[b];
            long mp = m->mate[base];
            if (mp != -1) {
                long o = EP(mp);
                m->mate[o] = -1;
                m->mate[base] = -1;
                m->pending[m->npending++] = o;
            }
            m->pending[m->npending++] = base;
        }
        wide_zero(DUAL(b), L);
        ivec *ch = &m->childs[b];
        for (size_t i = 0; i < ch->n; i++) {
            long s = ch->a[i];
            m->blossomparent[s] = -1;
            if (s < (long)N)
                m->inblossom[s] = s;
            else
                swc_blossom_point_at(m, s);
        }
        swc_blossom_release(m, b);
    }
}

int swc_warm_solve(swc_matcher *m)
{
    size_t n = N, L = m->L;
    uint64_t ks[SWC_WIDE_MAX_LIMBS];
    m->npending = 0;
    for (size_t v = 0; v < n; v++)
        if (m->touched[v] && m->active[v])
            dissolve_around(m, (long)v);
    for (size_t v = 0; v < n; v++) {
        if (m->touched[v] != 2 || !m->active[v])
            continue;
        long mp = m->mate[v];
        if (mp != -1) {
            m->mate[EP(mp)] = -1;
            m->mate[v] = -1;
        }
        deactivate(m, v);
        wide_zero(DUAL(v), L);
    }
    /* Each changed vertex takes the least dual that keeps its edges
     * feasible given the others (processed in turn, so every edge is
     * feasible after the later of its ends). A matched edge that is still
     * tight stays: a bonus on the edge already chosen, or a change that
     * leaves it the best one, costs no search. This holds when most
     * vertices changed, too: balancing their duals as a first solve does
     * would move them off the edges the matching holds, and the searches
     * that repair that cost more than the balance saves. */
    swc_twin_memo memo = { -1, NULL };
    swc_start_pass_begin(m);
    for (size_t v = 0; v < n; v++)
        if (m->touched[v] == 1 && m->active[v]) {
            swc_start_least_feasible_pass(m, (long)v, DUAL(v), &memo);
            swc_start_pass_set(m, (long)v);
        }
    swc_start_pass_end(m);
    for (size_t v = 0; v < n; v++) {
        if (m->touched[v] != 1 || !m->active[v] || m->mate[v] == -1)
            continue;
        long o = EP(m->mate[v]);
        if (has_edge(m, (long)v, o))
            slack_uv(m, (long)v, o, ks);
        if (!has_edge(m, (long)v, o) || !wide_is_zero(ks, L)) {
            m->mate[o] = -1;
            m->mate[v] = -1;
        }
    }
    swc_tight_match_more(m, n / 4 > m->tight_least ? n / 4 : m->tight_least);
    m->npending = 0;
    for (size_t v = n; v-- > 0;)
        if (m->active[v] && m->mate[v] == -1 && !wide_is_zero(DUAL(v), L))
            m->pending[m->npending++] = (long)v;
    return swc_search_run_pending(m);
}
