/*
 * Art. 3.6: the first pairing of a bracket, in the lexicographic order of
 * its identifiers, among those that comply best with [C8], [C9], [C10].
 *
 * The teams of the bracket are taken in TPN order (position p = 0, 1, …);
 * in each pair the team of smaller position is the top member. The
 * identifier lists the top members in ascending order, then the bottom
 * members in the order of their top members. A naive enumeration looks at
 * (k - 1)!! pairings; weights that encode the whole order need about k^2
 * bits. This decides the identifier one member at a time instead, with a
 * maximum-weight matching as the oracle:
 *
 *   weight(a, b) = BIG - cost(a, b), cost = [C8], [C9], [C10] in steps of
 *   TSW_K, so that a maximum-weight matching is a perfect one with the best
 *   criteria; W* its weight. A partial identifier can be completed by a
 *   best pairing exactly when the graph restricted to it still has a
 *   matching of weight W*.
 *
 *   1. Top members: for p = 0, 1, … in turn, p becomes a top member when a
 *      matching of weight W* survives removing p's edges to smaller
 *      positions; else p is a bottom member (its edges to larger positions
 *      go). Taking the smaller position first wherever possible is the
 *      lexicographic minimum of the ascending list of top members.
 *   2. Bottom members: for each top member in ascending order, its partner
 *      is the smallest remaining bottom member with which a matching of
 *      weight W* survives; the pair then leaves the graph.
 *
 * Each question is a warm re-solve of the matcher (matching/matcher.h)
 * around one or two vertices, O(k^2), and most are answered by the current
 * optimum without a solve: when it already pairs p upwards, or when no
 * smaller partner has a tight edge (a maximum-weight matching uses tight
 * edges only). The tests check the answers against an enumeration of every
 * pairing of small brackets.
 */
#include <string.h>

#include "../../matching/matcher.h"
#include "../../matching/warm.h"
#include "tsw.h"

/* Above any bracket's sum of costs (fewer than TSW_K / 2 pairs, each below
 * TSW_K^2 + TSW_K): a matching is first of all perfect. */
#define BIG ((int64_t)1 << 43)

typedef struct ex {
    tsw_ctx *c;
    swc_matcher *m;
    size_t k;
    int64_t *w;      /* k * k weights, 0 = no edge (as the matcher holds them) */
    long *mate;
    uint8_t *gone;   /* k: paired and out of the matcher */
    uint64_t limb[8];
} ex;

static void set_edge(ex *e, size_t a, size_t b, int64_t w)
{
    e->w[a * e->k + b] = e->w[b * e->k + a] = w;
    memset(e->limb, 0, sizeof e->limb);
    e->limb[0] = (uint64_t)w;
    swc_matcher_set(e->m, a, b, e->limb);
}

/* Solve and return the weight of the optimum over the vertices left. */
static int solve(ex *e, int64_t *total)
{
    e->c->solves++;
    int rc = swc_matcher_solve(e->m, e->mate);
    if (rc)
        return rc;
    int64_t s = 0;
    for (size_t v = 0; v < e->k; v++)
        if (!e->gone[v] && e->mate[v] > (long)v)
            s += e->w[v * e->k + (size_t)e->mate[v]];
    *total = s;
    return SWC_OK;
}

/* Remove v's live edges to positions in [lo, hi), remembering them in saved. */
static void cut(ex *e, size_t v, size_t lo, size_t hi, int64_t *saved)
{
    for (size_t j = lo; j < hi; j++) {
        saved[j] = e->w[v * e->k + j];
        if (saved[j] && j != v)
            set_edge(e, v, j, 0);
    }
    swc_matcher_touch(e->m, v);
}

static void restore(ex *e, size_t v, size_t lo, size_t hi, const int64_t *saved)
{
    for (size_t j = lo; j < hi; j++)
        if (saved[j] && j != v)
            set_edge(e, v, j, saved[j]);
    swc_matcher_touch(e->m, v);
}

static int run(ex *e, const size_t *ids, long *out)
{
    size_t k = e->k;
    int64_t best, got;
    int rc = solve(e, &best);
    if (rc)
        return rc;
    for (size_t v = 0; v < k; v++)
        if (e->mate[v] < 0)
            return SWC_ENOPAIRING;
    int64_t *saved = e->w + k * k; /* k more entries */
    int64_t *saved2 = saved + k;
    uint8_t *top = (uint8_t *)(saved2 + k);
    /* 1. The top members. */
    for (size_t p = 0; p < k; p++) {
        if (e->mate[p] > (long)p) {
            top[p] = 1;
            cut(e, p, 0, p, saved);
            continue;
        }
        cut(e, p, 0, p, saved);
        if ((rc = solve(e, &got)))
            return rc;
        if (got == best) {
            top[p] = 1;
            continue;
        }
        restore(e, p, 0, p, saved);
        cut(e, p, p + 1, k, saved);
        if ((rc = solve(e, &got)))
            return rc;
        if (got != best)
            return SWC_ENOPAIRING; /* cannot happen: the optimum had p as a bottom member */
    }
    if ((rc = solve(e, &got)))
        return rc;
    /* 2. The bottom members, top member by top member. */
    for (size_t p = 0; p < k; p++) {
        if (!top[p])
            continue;
        size_t q = (size_t)e->mate[p];
        for (size_t j = p + 1; j < q; j++) {
            if (top[j] || e->gone[j] || !e->w[p * k + j] || !swc_matcher_tight(e->m, p, j))
                continue;
            /* Keep only p-j among the edges of p and j. */
            cut(e, p, 0, k, saved);
            cut(e, j, 0, k, saved2);
            set_edge(e, p, j, saved[j]);
            if ((rc = solve(e, &got)))
                return rc;
            if (got == best) {
                q = j;
                break;
            }
            restore(e, j, 0, k, saved2);
            restore(e, p, 0, k, saved);
            if ((rc = solve(e, &got)))
                return rc;
        }
        out[ids[p]] = (long)ids[q];
        out[ids[q]] = (long)ids[p];
        best -= e->w[p * k + q];
        swc_matcher_remove(e->m, p);
        swc_matcher_remove(e->m, q);
        e->gone[p] = e->gone[q] = 1;
        if ((rc = solve(e, &got)))
            return rc;
    }
    return SWC_OK;
}

int tsw_pair_bracket(tsw_ctx *c, const size_t *ids, size_t k, long *mate)
{
    if (k == 0)
        return SWC_OK;
    if (k % 2)
        return SWC_ENOPAIRING;
    const swc_mem *mem = &c->t->mem;
    ex e;
    memset(&e, 0, sizeof e);
    e.c = c;
    e.k = k;
    size_t bytes = (k * k + 3 * k) * sizeof(int64_t) + 2 * k;
    e.w = swc_mem_calloc(mem, 1, bytes);
    e.mate = swc_mem_calloc(mem, k, sizeof *e.mate);
    int rc = e.w && e.mate ? swc_matcher_new(&e.m, mem, k, 42) : SWC_ENOMEM;
    if (e.w)
        e.gone = (uint8_t *)(e.w + k * k + 3 * k) + k; /* after the top flags */
    if (rc == SWC_OK) {
        for (size_t a = 0; a < k; a++)
            for (size_t b = a + 1; b < k; b++)
                if (!c->bar[ids[a] * c->n + ids[b]])
                    set_edge(&e, a, b, BIG - tsw_pair_cost(c, ids[a], ids[b]));
        rc = run(&e, ids, mate);
    }
    swc_matcher_free(e.m);
    swc_mem_free(mem, e.w, bytes);
    swc_mem_free(mem, e.mate, k * sizeof *e.mate);
    return rc;
}
