/*
 * Both matchers against the plain reference (reference-matching.c) on
 * random graphs: the weighted matcher (max weight, one to three limbs,
 * many equal weights, each search policy, with and without the tight
 * pairs before the phases) through sequences of warm
 * restarts that change a vertex's edges, add a bonus with a dual hint,
 * remove a vertex or fix a pair (both ends leave); unit weights for a
 * largest matching; and the cardinality matcher with pairs to start from,
 * removals and fixed pairs. Each answer is checked as a matching, for its
 * weight or size, and for its certificate (exposed vertices of zero dual,
 * matched edges tight).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/wide.h"
#include "matching/cardmatch.h"
#include "matching/matcher.h"
#include "matching/warm.h"
#include "reference-matching.h"
#include "testutil.h"

#define MAXL 3

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

typedef struct case_graph {
    int n;
    size_t L;
    uint64_t w[REF_MAXN * REF_MAXN * MAXL];
    uint32_t live;
} case_graph;

static uint64_t *W(case_graph *g, int u, int v)
{
    return g->w + ((size_t)u * (size_t)g->n + (size_t)v) * g->L;
}

static ref_graph as_ref(const case_graph *g)
{
    ref_graph r = { g->n, g->L, g->w };
    return r;
}

/* A random weight: no edge a quarter of the time; few distinct values, so
 * that optima tie and blossoms form; unit weights when `unit`. */
static void random_weight(uint64_t *s, size_t L, int unit, uint64_t *w)
{
    wide_zero(w, L);
    if (rnd(s) % 4 == 0)
        return;
    if (unit) {
        w[0] = 1;
        return;
    }
    for (size_t i = 0; i < L; i++)
        w[i] = rnd(s) % (i + 1 < L ? 5 : 4);
    if (wide_is_zero(w, L))
        w[0] = 1 + rnd(s) % 3;
}

static void set_edge(case_graph *g, swc_matcher *m, int u, int v, const uint64_t *w)
{
    wide_copy(W(g, u, v), w, g->L);
    wide_copy(W(g, v, u), w, g->L);
    swc_matcher_set(m, (size_t)u, (size_t)v, w);
}

/* mate is a matching of the live vertices on edges, of the reference's
 * weight, with the certificate of its optimum. */
static void check_weighted(case_graph *g, swc_matcher *m, const long *mate)
{
    size_t L = g->L;
    uint64_t sum[SWC_WIDE_MAX_LIMBS] = { 0 }, best[SWC_WIDE_MAX_LIMBS];
    for (int v = 0; v < g->n; v++) {
        long p = mate[v];
        if (!(g->live >> v & 1u)) {
            ck_assert_int_eq(p, -1);
            continue;
        }
        const uint64_t *y = swc_matcher_dual(m, (size_t)v);
        ck_assert_ptr_nonnull(y);
        if (p < 0) {
            ck_assert_msg(wide_is_zero(y, L), "exposed vertex %d has a positive dual", v);
            continue;
        }
        ck_assert(p < g->n && (g->live >> p & 1u));
        ck_assert_int_eq(mate[p], v);
        ck_assert(!wide_is_zero(W(g, v, (int)p), L));
        ck_assert_msg(swc_matcher_tight(m, (size_t)v, (size_t)p), "matched edge %d-%ld not tight", v, p);
        if (v < p)
            wide_add(sum, W(g, v, (int)p), L);
    }
    ref_graph r = as_ref(g);
    ref_max_weight(&r, g->live, best);
    ck_assert_msg(wide_cmp(sum, best, L) == 0, "weight differs from the reference (n %d, L %zu)", g->n, L);
}

static int random_live(uint64_t *s, const case_graph *g)
{
    int k = 0, pick[REF_MAXN];
    for (int v = 0; v < g->n; v++)
        if (g->live >> v & 1u)
            pick[k++] = v;
    return k ? pick[rnd(s) % (uint64_t)k] : -1;
}

static void weighted_case(uint64_t seed, int unit)
{
    uint64_t s = seed * 0x9e3779b97f4a7c15ULL + 7;
    case_graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (int)(rnd(&s) % (REF_MAXN - 1));
    g.L = unit ? 1 : 1 + rnd(&s) % MAXL;
    g.live = (UINT32_C(1) << g.n) - 1;
    unsigned bits = (unsigned)(64 * (g.L - 1) + 8);
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *m = NULL;
    ck_assert_int_eq(swc_matcher_new(&m, &mem, (size_t)g.n, bits), SWC_OK);
    swc_matcher_set_policy(m, (int)(seed % 3)); /* adaptive, single, forest */
    if (seed % 2) /* the tight pairs on every start and warm restart */
        swc_matcher_set_tight_least(m, 0);
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (int u = 0; u < g.n; u++)
        for (int v = u + 1; v < g.n; v++) {
            random_weight(&s, g.L, unit, w);
            set_edge(&g, m, u, v, w);
        }
    long mate[REF_MAXN];
    ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
    check_weighted(&g, m, mate);
    for (int step = 0; step < 12 && g.live; step++) {
        int v = random_live(&s, &g), kind = (int)(rnd(&s) % 4);
        if (kind == 0) {
            /* new weights on v's edges */
            for (int u = 0; u < g.n; u++)
                if (u != v && (g.live >> u & 1u)) {
                    random_weight(&s, g.L, unit, w);
                    set_edge(&g, m, u, v, w);
                }
            swc_matcher_touch(m, (size_t)v);
        } else if (kind == 1 && !unit) {
            /* a bonus b on every edge of v, with the hint 2 b on its dual */
            uint64_t b[SWC_WIDE_MAX_LIMBS] = { 0 }, y[SWC_WIDE_MAX_LIMBS] = { 0 };
            b[0] = 1 + rnd(&s) % 3;
            for (int u = 0; u < g.n; u++)
                if (u != v && (g.live >> u & 1u) && !wide_is_zero(W(&g, u, v), g.L)) {
                    wide_copy(w, W(&g, u, v), g.L);
                    wide_add(w, b, g.L);
                    set_edge(&g, m, u, v, w);
                }
            y[0] = 2 * b[0];
            swc_matcher_raise_dual(m, (size_t)v, y);
            swc_matcher_touch(m, (size_t)v);
        } else if (kind == 2 && mate[v] >= 0) {
            /* fix the pair v-mate: both leave, the rest is re-optimised */
            int p = (int)mate[v];
            g.live &= ~(UINT32_C(1) << v) & ~(UINT32_C(1) << p);
            swc_matcher_remove(m, (size_t)v);
            swc_matcher_remove(m, (size_t)p);
        } else {
            g.live &= ~(UINT32_C(1) << v);
            swc_matcher_remove(m, (size_t)v);
        }
        ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
        check_weighted(&g, m, mate);
    }
    swc_matcher_free(m);
}

START_TEST(test_weighted_against_reference)
{
    for (uint64_t seed = 1; seed <= 600; seed++)
        weighted_case(seed, 0);
}
END_TEST

START_TEST(test_unit_weights_give_a_largest_matching)
{
    for (uint64_t seed = 1; seed <= 300; seed++)
        weighted_case(seed + 100000, 1);
}
END_TEST

/* The cardinality matcher's matching: on edges of live vertices, as large
 * as the reference's. */
static void check_cardinality(const case_graph *g, swc_cardmatch *c, size_t pairs)
{
    size_t seen = 0;
    for (int v = 0; v < g->n; v++) {
        long p = swc_cardmatch_mate(c, (size_t)v);
        if (p < 0 || !(g->live >> v & 1u))
            continue; /* (a fixed pair keeps its mates when it leaves) */
        ck_assert(p < g->n && (g->live >> p & 1u));
        ck_assert_int_eq(swc_cardmatch_mate(c, (size_t)p), v);
        ck_assert(g->w[(size_t)v * (size_t)g->n + (size_t)p] != 0);
        seen++;
    }
    ck_assert_uint_eq(seen, 2 * pairs);
    ref_graph r = as_ref(g);
    ck_assert_uint_eq(pairs, ref_max_cardinality(&r, g->live));
}

static void cardinality_case(uint64_t seed)
{
    uint64_t s = seed * 0x9e3779b97f4a7c15ULL + 3;
    case_graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (int)(rnd(&s) % (REF_MAXN - 1));
    g.L = 1;
    g.live = (UINT32_C(1) << g.n) - 1;
    unsigned density = 30 + (unsigned)(rnd(&s) % 60);
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_cardmatch *c = NULL;
    ck_assert_int_eq(swc_cardmatch_new(&c, &mem, (size_t)g.n), SWC_OK);
    for (int u = 0; u < g.n; u++)
        for (int v = u + 1; v < g.n; v++)
            if (rnd(&s) % 100 < density) {
                g.w[u * g.n + v] = g.w[v * g.n + u] = 1;
                swc_cardmatch_add_edge(c, (size_t)u, (size_t)v);
            }
    /* a few pairs to start from (a greedy start need not be part of a
     * largest matching) */
    for (int u = 0; u < g.n; u++)
        for (int v = u + 1; v < g.n; v++)
            if (g.w[u * g.n + v] && rnd(&s) % 4 == 0 && swc_cardmatch_mate(c, (size_t)u) < 0 &&
                swc_cardmatch_mate(c, (size_t)v) < 0)
                swc_cardmatch_pair(c, (size_t)u, (size_t)v);
    check_cardinality(&g, c, swc_cardmatch_solve(c));
    for (int step = 0; step < 8 && g.live; step++) {
        ref_graph r = as_ref(&g);
        int live = __builtin_popcount(g.live);
        size_t pairs = ref_max_cardinality(&r, g.live);
        int u = random_live(&s, &g);
        if (2 * pairs == (size_t)live && rnd(&s) % 2) {
            /* a perfect matching: may u and a neighbour be fixed? */
            int v = -1;
            for (int k = 0; k < g.n && v < 0; k++) {
                int x = (u + 1 + k) % g.n;
                if (x != u && (g.live >> x & 1u) && g.w[u * g.n + x])
                    v = x;
            }
            if (v >= 0) {
                uint32_t rest = g.live & ~(UINT32_C(1) << u) & ~(UINT32_C(1) << v);
                int want = 2 * ref_max_cardinality(&r, rest) == (size_t)(live - 2);
                ck_assert_int_eq(swc_cardmatch_fix(c, (size_t)u, (size_t)v), want);
                if (want)
                    g.live = rest;
                check_cardinality(&g, c, swc_cardmatch_solve(c));
                continue;
            }
        }
        g.live &= ~(UINT32_C(1) << u);
        swc_cardmatch_remove(c, (size_t)u);
        check_cardinality(&g, c, swc_cardmatch_solve(c));
    }
    swc_cardmatch_free(c);
}

START_TEST(test_cardinality_against_reference)
{
    for (uint64_t seed = 1; seed <= 1500; seed++)
        cardinality_case(seed);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("matching-reference");
    TCase *tc = tcase_create("matching-reference");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_weighted_against_reference);
    tcase_add_test(tc, test_unit_weights_give_a_largest_matching);
    tcase_add_test(tc, test_cardinality_against_reference);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
