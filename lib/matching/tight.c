/*
 * Which edges are tight in a kept optimum (warm.h): the reduced cost of an
 * edge with the duals of the blossoms around both ends counted.
 */
#include "warm.h"

#include <string.h>

#include "matcher_state.h"

/* Stamp u's blossoms for tight_edge(), outermost first, each with the
 * duals of those around it added; kept until the next solve. */
static unsigned long stamp_blossoms(swc_matcher *m, size_t u)
{
    if (m->tu == (long)u && m->tsolve == m->nsolve)
        return m->tepoch;
    size_t L = m->L, k = 0;
    unsigned long st = ++m->tepoch;
    for (long b = m->blossomparent[u]; b != -1; b = m->blossomparent[b])
        m->path[k++] = b;
    uint64_t *prev = NULL;
    while (k--) {
        long b = m->path[k];
        uint64_t *c = m->tcum + (size_t)b * L;
        wide_copy(c, DUAL(b), L);
        if (prev)
            wide_add(c, prev, L);
        prev = c;
        m->tstamp[b] = st;
    }
    m->tu = (long)u;
    m->tsolve = m->nsolve;
    return st;
}

/* The innermost blossom around v (in u's top-level blossom) that holds u
 * as well, u's blossoms carrying stamp st. Each blossom walked remembers
 * it for the stamp, so a row's walks cost the blossoms once, however deep
 * they nest (the reserve twins of the Dutch windows nest deep). */
static long meet_of(swc_matcher *m, long v, unsigned long st)
{
    long b = m->blossomparent[v];
    size_t k = 0;
    while (m->tstamp[b] != st) {
        if (m->tmstamp[b] == st) {
            b = m->tmeet[b];
            break;
        }
        m->tchain[k++] = b;
        b = m->blossomparent[b];
    }
    while (k--) {
        m->tmeet[m->tchain[k]] = b;
        m->tmstamp[m->tchain[k]] = st;
    }
    return b;
}

/* The reduced cost of the edge u-v (present) into s, the duals of the
 * blossoms around both counted (those from meet, -1 for none: u and v in
 * different top-level blossoms). */
static void reduced_cost(swc_matcher *m, size_t u, long v, long meet, uint64_t *s)
{
    size_t L = m->L;
    uint64_t z[SWC_WIDE_MAX_LIMBS];
    slack_uv(m, (long)u, v, s); /* modulo 2^(64 L): below zero inside a blossom */
    if (meet >= 0) {
        wide_copy(z, m->tcum + (size_t)meet * L, L);
        wide_shl1(z, L);
        wide_add(s, z, L);
    }
}

static long meet_or_none(swc_matcher *m, size_t u, long v, unsigned long st)
{
    return top_of(m, v) == top_of(m, (long)u) ? meet_of(m, v, st) : -1;
}

/* The edge u-v (present) has reduced cost zero. */
static int tight_edge(swc_matcher *m, size_t u, long v, long meet)
{
    uint64_t s[SWC_WIDE_MAX_LIMBS];
    reduced_cost(m, u, v, meet, s);
    return wide_is_zero(s, m->L);
}

int swc_matcher_tight_row(swc_matcher *m, size_t u, uint64_t *out)
{
    memset(out, 0, m->rw * sizeof *out);
    if (!m->solved || !m->active[u])
        return 0;
    unsigned long st = stamp_blossoms(m, u);
    const uint64_t *row = m->ebits + u * m->rw;
    for (long v = next_neighbour(m, row, 0); v >= 0; v = next_neighbour(m, row, v + 1)) {
        long meet = meet_or_none(m, u, v, st);
        if (!low_limbs_agree(m, (long)u, v, meet >= 0 ? 2 * m->tcum[(size_t)meet * m->L] : 0))
            continue;
        if (tight_edge(m, u, v, meet))
            out[(size_t)v / 64] |= UINT64_C(1) << ((size_t)v % 64);
    }
    return 1;
}

int swc_matcher_tight(swc_matcher *m, size_t u, size_t v)
{
    if (!m->solved || !has_edge(m, (long)u, (long)v))
        return 0;
    return tight_edge(m, u, (long)v, meet_or_none(m, u, (long)v, stamp_blossoms(m, u)));
}

int swc_matcher_slack_below(swc_matcher *m, size_t u, size_t v, uint64_t k)
{
    if (!m->solved || !m->active[u] || !has_edge(m, (long)u, (long)v))
        return 1;
    uint64_t s[SWC_WIDE_MAX_LIMBS];
    reduced_cost(m, u, (long)v, meet_or_none(m, u, (long)v, stamp_blossoms(m, u)), s);
    for (size_t i = 1; i < m->L; i++)
        if (s[i])
            return 0;
    return s[0] < k;
}
