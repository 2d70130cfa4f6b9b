/*
 * The dense matching against exhaustive search: first solves on random
 * graphs (one-limb and multi-limb weights, unit weights for the largest
 * matching), warm restarts over random sequences of changes (new weights
 * on the edges of one vertex, several vertices at once, removals), larger
 * graphs against a fresh solve, the dual hint and the other kinds of
 * change the Dutch engine makes, every allocation failing in turn, and
 * the three ways of serving exposed vertices against each other (and
 * against a matcher that stores the reserve vertices once, as twins), the
 * table of 16-bit ids widened and compacted, a table filled by rows
 * against one filled by pairs, row offsets against the weights written
 * out, a table kept by class against a dense one, and the storage of
 * long least-slack records given back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/wide.h"
#include "matching/matcher.h"
#include "matching/matcher_state.h"
#include "matching/warm.h"
#include "matching/weights.h"
#include "testutil.h"

#define MAXN 12
#define MAXL 4

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

typedef struct graph {
    int n;
    size_t L;
    uint64_t w[MAXN][MAXN][MAXL];
    int active[MAXN];
} graph;

static void brute(const graph *g, int *used, int from, uint64_t *sum, uint64_t *best)
{
    while (from < g->n && (used[from] || !g->active[from]))
        from++;
    if (from >= g->n) {
        if (wide_cmp(sum, best, g->L) > 0)
            wide_copy(best, sum, g->L);
        return;
    }
    used[from] = 1;
    brute(g, used, from + 1, sum, best); /* from stays unmatched */
    for (int j = from + 1; j < g->n; j++) {
        if (used[j] || !g->active[j] || wide_is_zero(g->w[from][j], g->L))
            continue;
        used[j] = 1;
        uint64_t next[MAXL];
        wide_copy(next, sum, g->L);
        wide_add(next, g->w[from][j], g->L);
        brute(g, used, from + 1, next, best);
        used[j] = 0;
    }
    used[from] = 0;
}

static void random_weight(uint64_t *s, int big, uint64_t *w, size_t L)
{
    wide_zero(w, L);
    if (rnd(s) % 100 < 25)
        return; /* no edge */
    w[0] = rnd(s) % (big ? 6 : 9);
    if (big) {
        w[1] = rnd(s) % 3;
        w[2] = rnd(s) % 2;
    }
}

/* Edges found tight and not tight by the checks below, over the run. */
static long n_tight, n_loose;

/*
 * swc_matcher_tight_row after a solve: only edges are reported, every
 * matched edge is tight, and so is every edge that some maximum-weight
 * matching uses (the best matching through it, by exhaustive search,
 * weighs the optimum). swc_matcher_slack_below() agrees with it (k = 1),
 * and an edge it puts at 2 or more from tight, raised by one, is still in
 * no matching heavier than the optimum.
 */
static void check_tight(graph *g, swc_matcher *dm, const long *mate, const uint64_t *best)
{
    uint64_t bits[1];
    for (int u = 0; u < g->n; u++) {
        if (!g->active[u])
            continue;
        ck_assert_int_eq(swc_matcher_tight_row(dm, (size_t)u, bits), 1);
        for (int v = 0; v < g->n; v++) {
            int tight = (int)((bits[0] >> v) & 1u);
            if (v == u || !g->active[v] || wide_is_zero(g->w[u][v], g->L)) {
                ck_assert_int_eq(tight, 0);
                if (v != u && g->active[v])
                    ck_assert_int_eq(swc_matcher_slack_below(dm, (size_t)u, (size_t)v, 2), 1);
                continue;
            }
            ck_assert_int_eq(swc_matcher_slack_below(dm, (size_t)u, (size_t)v, 1), tight);
            int far = !swc_matcher_slack_below(dm, (size_t)u, (size_t)v, 2);
            ck_assert(!far || !tight);
            if (mate[u] == v)
                ck_assert_int_eq(tight, 1);
            int used[MAXN] = { 0 };
            uint64_t sum[MAXL], rest[MAXL] = { 0 };
            used[u] = used[v] = 1;
            wide_copy(sum, g->w[u][v], g->L);
            brute(g, used, 0, sum, rest);
            if (wide_cmp(rest, best, g->L) == 0)
                ck_assert_msg(tight, "edge %d-%d is in an optimum but not tight", u, v);
            if (far) {
                /* the best matching through u-v, with u-v one heavier */
                uint64_t one[MAXL] = { 1 };
                wide_add(rest, one, g->L);
                ck_assert_msg(wide_cmp(rest, best, g->L) <= 0, "edge %d-%d two from tight, raised, beats the optimum",
                              u, v);
            }
            n_tight += tight;
            n_loose += !tight;
        }
    }
}

static void check(graph *g, swc_matcher *dm, uint64_t seed, int step)
{
    long mate[MAXN];
    ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
    uint64_t got[MAXL] = { 0 };
    for (int v = 0; v < g->n; v++) {
        if (mate[v] < 0)
            continue;
        ck_assert_msg(g->active[v] && g->active[mate[v]], "seed %llu step %d: removed vertex matched",
                      (unsigned long long)seed, step);
        ck_assert_int_eq(mate[mate[v]], v);
        ck_assert(!wide_is_zero(g->w[v][mate[v]], g->L));
        if (mate[v] > v)
            wide_add(got, g->w[v][mate[v]], g->L);
    }
    int used[MAXN] = { 0 };
    uint64_t zero[MAXL] = { 0 }, best[MAXL] = { 0 };
    brute(g, used, 0, zero, best);
    ck_assert_msg(wide_cmp(got, best, g->L) == 0, "seed %llu step %d: weight differs from the optimum",
                  (unsigned long long)seed, step);
    if (step % 5 == 0)
        check_tight(g, dm, mate, best);
}

static void run(uint64_t seed, int big)
{
    uint64_t s = seed * 104729 + 7;
    graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (int)(rnd(&s) % (MAXN - 1));
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, (size_t)g.n, big ? 140 : 20), SWC_OK);
    g.L = swc_matcher_limbs(dm);
    for (int i = 0; i < g.n; i++) {
        g.active[i] = 1;
        for (int j = i + 1; j < g.n; j++) {
            random_weight(&s, big, g.w[i][j], g.L);
            wide_copy(g.w[j][i], g.w[i][j], g.L);
            swc_matcher_set(dm, (size_t)i, (size_t)j, g.w[i][j]);
        }
    }
    check(&g, dm, seed, 0);
    for (int step = 1; step <= 25; step++) {
        int kind = (int)(rnd(&s) % 10);
        int nch = kind < 6 ? 1 : kind < 8 ? 2 : 0;
        for (int c = 0; c < nch; c++) {
            int v = (int)(rnd(&s) % (uint64_t)g.n);
            if (!g.active[v])
                continue;
            for (int j = 0; j < g.n; j++) {
                if (j == v || !g.active[j] || rnd(&s) % 3 == 0)
                    continue;
                random_weight(&s, big, g.w[v][j], g.L);
                wide_copy(g.w[j][v], g.w[v][j], g.L);
                swc_matcher_set(dm, (size_t)v, (size_t)j, g.w[v][j]);
            }
            swc_matcher_touch(dm, (size_t)v);
        }
        if (nch == 0) {
            int v = (int)(rnd(&s) % (uint64_t)g.n);
            if (g.active[v]) {
                g.active[v] = 0;
                swc_matcher_remove(dm, (size_t)v);
            }
        }
        check(&g, dm, seed, step);
    }
    swc_matcher_free(dm);
}

/* First solves: random graphs of 2..12 vertices. */
static void first_solve_case(uint64_t seed, int big, int unit)
{
    uint64_t s = seed * 7919 + 1;
    graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (int)(rnd(&s) % (MAXN - 1));
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, (size_t)g.n, big ? 150 : 20), SWC_OK);
    g.L = swc_matcher_limbs(dm);
    int density = 30 + (int)(rnd(&s) % 70);
    for (int i = 0; i < g.n; i++) {
        g.active[i] = 1;
        for (int j = i + 1; j < g.n; j++) {
            if ((int)(rnd(&s) % 100) >= density)
                continue;
            if (unit)
                g.w[i][j][0] = 1;
            else
                random_weight(&s, big, g.w[i][j], g.L);
            wide_copy(g.w[j][i], g.w[i][j], g.L);
            swc_matcher_set(dm, (size_t)i, (size_t)j, g.w[i][j]);
        }
    }
    check(&g, dm, seed, 0);
    swc_matcher_free(dm);
}

START_TEST(test_first_solve)
{
    for (uint64_t seed = 1; seed <= 1500; seed++) {
        first_solve_case(seed, 0, 0);
        first_solve_case(seed, 1, 0);
        /* unit weights: the heaviest matching is a largest one */
        first_solve_case(seed, 0, 1);
    }
}
END_TEST

START_TEST(test_limits_and_empty)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, 3, 10), SWC_OK);
    long mate[3];
    ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
    ck_assert_int_eq(mate[0], -1);
    ck_assert_int_eq(mate[2], -1);
    swc_matcher_free(dm);
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, 3, 64 * SWC_WIDE_MAX_LIMBS), SWC_ELIMIT);
}
END_TEST

START_TEST(test_oom_is_reported)
{
    for (long n = 1; n < 400; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_mem mem;
        swc_mem_init(&mem, &a);
        st.fail_at = n;
        swc_matcher *dm = NULL;
        int rc = swc_matcher_new(&dm, &mem, 8, 40);
        long mate[8];
        if (rc == SWC_OK) {
            for (int i = 0; i < 8; i++)
                for (int j = i + 1; j < 8; j++) {
                    uint64_t w[1] = { (uint64_t)((i * 7 + j * 3) % 5) };
                    swc_matcher_set(dm, (size_t)i, (size_t)j, w);
                }
            rc = swc_matcher_solve(dm, mate);
            if (rc == SWC_OK) {
                uint64_t w[1] = { 9 };
                swc_matcher_set(dm, 0, 5, w);
                swc_matcher_touch(dm, 0);
                rc = swc_matcher_solve(dm, mate);
            }
            /* row offsets, and the targets they add */
            if (rc == SWC_OK)
                rc = swc_matcher_use_offsets(dm, 6);
            if (rc == SWC_OK) {
                swc_matcher_set_offset(dm, 1, 3);
                swc_matcher_touch(dm, 1);
                uint64_t w[1] = { 11 };
                swc_matcher_set(dm, 2, 7, w);
                swc_matcher_touch(dm, 2);
                rc = swc_matcher_solve(dm, mate);
            }
        }
        swc_matcher_free(dm);
        ck_assert(rc == SWC_OK || rc == SWC_ENOMEM);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
        if (rc == SWC_OK)
            break;
    }
}
END_TEST

START_TEST(test_warm_small_weights)
{
    for (uint64_t seed = 1; seed <= 400; seed++)
        run(seed, 0);
    /* the tightness checks saw both kinds of edge */
    ck_assert_int_gt(n_tight, 1000);
    ck_assert_int_gt(n_loose, 1000);
}
END_TEST

START_TEST(test_warm_multi_limb)
{
    for (uint64_t seed = 1; seed <= 400; seed++)
        run(seed, 1);
}
END_TEST

/* Weight of the optimum of the active vertices, solved from nothing. */
static void fresh_optimum(const swc_mem *mem, size_t nv, unsigned bits, const uint64_t *w, const int *active,
                          size_t L, uint64_t *want)
{
    swc_matcher *fresh = NULL;
    ck_assert_int_eq(swc_matcher_new(&fresh, mem, nv, bits), SWC_OK);
    for (size_t i = 0; i < nv; i++)
        for (size_t j = i + 1; j < nv; j++)
            if (active[i] && active[j])
                swc_matcher_set(fresh, i, j, w + (i * nv + j) * L);
    long *cmate = malloc(nv * sizeof *cmate);
    ck_assert_ptr_nonnull(cmate);
    ck_assert_int_eq(swc_matcher_solve(fresh, cmate), SWC_OK);
    swc_matcher_free(fresh);
    wide_zero(want, L);
    for (size_t v = 0; v < nv; v++)
        if (cmate[v] > (long)v)
            wide_add(want, w + (v * nv + (size_t)cmate[v]) * L, L);
    free(cmate);
}

/* Solve warm and compare the weight with a fresh solve; `what` names
 * the case in a failure. */
static void solve_and_compare(const swc_mem *mem, swc_matcher *dm, size_t nv, unsigned bits, const uint64_t *w,
                              const int *active, long *mate, const char *what)
{
    size_t L = swc_matcher_limbs(dm);
    ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
    uint64_t got[MAXL] = { 0 }, want[MAXL];
    for (size_t v = 0; v < nv; v++)
        if (mate[v] > (long)v)
            wide_add(got, w + (v * nv + (size_t)mate[v]) * L, L);
    fresh_optimum(mem, nv, bits, w, active, L, want);
    ck_assert_msg(wide_cmp(got, want, L) == 0, "%s: not an optimum", what);
}

/* Larger graphs (several words of vertex bits): after every change the
 * warm restart reaches the weight of a fresh solve of the same graph. */
static void warm_vs_fresh(size_t nv, uint64_t seeds, int steps)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint64_t *w = malloc(nv * nv * MAXL * sizeof *w);
    int *active = malloc(nv * sizeof *active);
    long *mate = malloc(nv * sizeof *mate);
    ck_assert(w && active && mate);
    for (uint64_t seed = 1; seed <= seeds; seed++) {
        uint64_t s = seed * 7 + 3;
        swc_matcher *dm = NULL;
        ck_assert_int_eq(swc_matcher_new(&dm, &mem, nv, 130), SWC_OK);
        size_t L = swc_matcher_limbs(dm);
#define W(i, j) (w + ((size_t)(i) * nv + (size_t)(j)) * L)
        memset(w, 0, nv * nv * L * sizeof *w);
        for (size_t i = 0; i < nv; i++) {
            active[i] = 1;
            for (size_t j = i + 1; j < nv; j++) {
                random_weight(&s, 1, W(i, j), L);
                wide_copy(W(j, i), W(i, j), L);
                swc_matcher_set(dm, i, j, W(i, j));
            }
        }
        for (int step = 0; step < steps; step++) {
            if (step) {
                size_t v = (size_t)(rnd(&s) % nv);
                if (!active[v])
                    continue;
                if (rnd(&s) % 8 == 0) {
                    active[v] = 0;
                    swc_matcher_remove(dm, v);
                } else {
                    for (size_t j = 0; j < nv; j++) {
                        if (j == v || !active[j])
                            continue;
                        random_weight(&s, 1, W(v, j), L);
                        wide_copy(W(j, v), W(v, j), L);
                        swc_matcher_set(dm, v, j, W(v, j));
                    }
                    swc_matcher_touch(dm, v);
                }
            }
            char what[64];
            snprintf(what, sizeof what, "n %zu seed %llu step %d", nv, (unsigned long long)seed, step);
            solve_and_compare(&mem, dm, nv, 130, w, active, mate, what);
        }
#undef W
        swc_matcher_free(dm);
    }
    free(w);
    free(active);
    free(mate);
}

START_TEST(test_warm_vs_fresh)
{
    warm_vs_fresh(40, 12, 60);
    warm_vs_fresh(150, 3, 40);
}
END_TEST

/*
 * The three ways of serving exposed vertices (one tree each, a forest of
 * all, the measured choice) on graphs shaped like the Dutch engine's
 * windows with reserve vertices: few distinct weights (so ties and
 * blossoms abound), a class of "must" vertices that never meet each other
 * and carry a weight H above everything else on each of their edges, and
 * reserve vertices joined by H to every vertex of a set N. Each policy
 * must reach the weight of the single-tree solve, first and warm (rows
 * given new weights, vertices removed); that one serves every exposed
 * vertex by phases, the measured one pairs tight edges first whenever
 * it can (swc_matcher_set_tight_least()).
 */
static void policies_case(size_t nv, size_t nres, uint64_t seed)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    const unsigned bits = 100;
    /* the fourth holds the reserve as twins, measured policy */
    const int policy[4] = { SWC_MATCHER_SINGLE, SWC_MATCHER_FOREST, SWC_MATCHER_ADAPTIVE, SWC_MATCHER_ADAPTIVE };
    swc_matcher *dm[4] = { NULL, NULL, NULL, NULL };
    for (int k = 0; k < 4; k++) {
        ck_assert_int_eq(swc_matcher_new_twins(&dm[k], &mem, nv, k == 3 ? nres : 0, bits), SWC_OK);
        swc_matcher_set_policy(dm[k], policy[k]);
    }
    swc_matcher_set_tight_least(dm[0], SIZE_MAX);
    swc_matcher_set_tight_least(dm[2], 0);
    size_t L = swc_matcher_limbs(dm[0]);
    uint64_t *w = calloc(nv * nv * L, sizeof *w);
    long *mate = malloc(nv * sizeof *mate);
    int *role = malloc(nv * sizeof *role); /* 0 plain, 1 must, 2 of N, 3 reserve */
    ck_assert(w && mate && role);
    uint64_t s = seed * 0x9e3779b97f4a7c15ULL + 1;
    size_t win = nv - nres;
    for (size_t i = 0; i < nv; i++)
        role[i] = i >= win ? 3 : (int)(rnd(&s) % 3);
#define W(i, j) (w + ((size_t)(i) * nv + (size_t)(j)) * L)
    /* a few distinct small weights, then H on the ends that must match */
    for (int step = 0; step < 12; step++) {
        size_t v = (size_t)(rnd(&s) % win);
        for (size_t i = 0; i < nv; i++) {
            if (step && i != v)
                continue;
            for (size_t j = 0; j < nv; j++) {
                if (j == i || (step == 0 && j < i))
                    continue;
                uint64_t x[MAXL] = { 0 };
                int ri = role[i], rj = role[j];
                if (ri == 3 || rj == 3) {
                    if ((ri == 3 && rj == 2) || (rj == 3 && ri == 2))
                        wide_add_shifted(x, 1, 90, L);
                } else if (!(ri == 1 && rj == 1) && rnd(&s) % 5) {
                    x[0] = 1 + rnd(&s) % 4;
                    if (ri == 1)
                        wide_add_shifted(x, 1, 90, L);
                    if (rj == 1)
                        wide_add_shifted(x, 1, 90, L);
                }
                wide_copy(W(i, j), x, L);
                wide_copy(W(j, i), x, L);
                for (int k = 0; k < 4; k++)
                    swc_matcher_set(dm[k], i, j, x);
            }
        }
        if (step) {
            for (int k = 0; k < 4; k++)
                swc_matcher_touch(dm[k], v);
            if (step % 4 == 0) {
                size_t u = (size_t)(rnd(&s) % win);
                for (int k = 0; k < 4; k++)
                    swc_matcher_remove(dm[k], u);
                for (size_t j = 0; j < nv; j++) {
                    wide_zero(W(u, j), L);
                    wide_zero(W(j, u), L);
                }
            }
        }
        uint64_t got[4][MAXL];
        for (int k = 0; k < 4; k++) {
            ck_assert_int_eq(swc_matcher_solve(dm[k], mate), SWC_OK);
            wide_zero(got[k], L);
            for (size_t v2 = 0; v2 < nv; v2++)
                if (mate[v2] > (long)v2) {
                    ck_assert(!wide_is_zero(W(v2, mate[v2]), L));
                    wide_add(got[k], W(v2, mate[v2]), L);
                }
        }
        ck_assert_msg(wide_cmp(got[0], got[1], L) == 0, "forest: n %zu seed %llu step %d", nv,
                      (unsigned long long)seed, step);
        ck_assert_msg(wide_cmp(got[0], got[2], L) == 0, "adaptive: n %zu seed %llu step %d", nv,
                      (unsigned long long)seed, step);
        ck_assert_msg(wide_cmp(got[0], got[3], L) == 0, "twins: n %zu seed %llu step %d", nv,
                      (unsigned long long)seed, step);
    }
#undef W
    for (int k = 0; k < 4; k++)
        swc_matcher_free(dm[k]);
    free(w);
    free(mate);
    free(role);
}

/*
 * The table of ids starts at 16 bits. A planted perfect matching whose
 * edges outweigh every other matching, on a complete graph whose other
 * edges all weigh differently: with more distinct weights than 16 bits
 * hold, the table widens while the edges are set; with fewer, set again
 * with a thousand values (the first ones dead), the solve compacts them
 * first. Either way the
 * planted matching is the optimum, before and after a warm change.
 */
static void planted_case(size_t nv, int twice)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, nv, 60), SWC_OK);
    long *mate = malloc(nv * sizeof *mate);
    ck_assert_ptr_nonnull(mate);
    uint64_t *planted = malloc(nv * sizeof *planted);
    ck_assert_ptr_nonnull(planted);
    uint64_t k = 1;
    for (int pass = 0; pass <= twice; pass++)
        for (size_t i = 0; i < nv; i++)
            for (size_t j = i + 1; j < nv; j++) {
                /* planted: i even, j = i + 1; the others small, all distinct
                 * in the first pass, a thousand values in the second */
                uint64_t small = pass ? 1 + k++ % 1000 : k++;
                uint64_t w[1] = { (i % 2 == 0 && j == i + 1 ? (UINT64_C(1) << 40) : 0) + small };
                swc_matcher_set(dm, i, j, w);
                if (i % 2 == 0 && j == i + 1)
                    planted[i] = w[0];
            }
    /* every weight reads back, those set before a widening too */
    for (size_t i = 0; i + 1 < nv; i += 2)
        ck_assert_uint_eq(swc_matcher_weight(dm, i, i + 1)[0], planted[i]);
    free(planted);
    ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
    for (size_t v = 0; v < nv; v++)
        ck_assert_int_eq(mate[v], (long)(v ^ 1u));
    /* a warm change: 0-1 no longer planted, 0-3 and 1-2 instead */
    uint64_t lo[1] = { 1 }, hi[1] = { (UINT64_C(1) << 41) };
    swc_matcher_set(dm, 0, 1, lo);
    swc_matcher_set(dm, 0, 3, hi);
    swc_matcher_set(dm, 1, 2, hi);
    swc_matcher_touch(dm, 0);
    swc_matcher_touch(dm, 1);
    ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
    ck_assert_int_eq(mate[0], 3);
    ck_assert_int_eq(mate[1], 2);
    for (size_t v = 4; v < nv; v++)
        ck_assert_int_eq(mate[v], (long)(v ^ 1u));
    swc_matcher_free(dm);
    free(mate);
}

START_TEST(test_wide_ids)
{
    planted_case(400, 0); /* 79 800 distinct weights: the table widens */
    planted_case(320, 1); /* 51 040, then dead: compacted, still 16 bits */
}
END_TEST

START_TEST(test_policies_agree)
{
    for (uint64_t seed = 1; seed <= 16; seed++)
        policies_case(40 + (size_t)(seed % 4) * 30, (size_t)(seed % 4) * 7, seed);
}
END_TEST

/*
 * The pattern of the Dutch engine's transpositions on a graph full of
 * ties (weights 1..3, so blossoms abound): a vertex gets a bonus on every
 * edge, larger for earlier partners; after the solve it and its partner
 * leave the graph. Blossoms around it are dissolved each time and their
 * exposed bases lower their duals again; every optimum must still be one.
 */
START_TEST(test_warm_transpositions)
{
    enum { NV = 130 };
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint64_t *w = malloc((size_t)NV * NV * MAXL * sizeof *w);
    int active[NV];
    long mate[NV];
    ck_assert_ptr_nonnull(w);
    for (uint64_t seed = 1; seed <= 4; seed++) {
        uint64_t s = seed * 31 + 5;
        swc_matcher *dm = NULL;
        ck_assert_int_eq(swc_matcher_new(&dm, &mem, NV, 40), SWC_OK);
        size_t L = swc_matcher_limbs(dm);
#define W(i, j) (w + ((size_t)(i) * NV + (size_t)(j)) * L)
        memset(w, 0, (size_t)NV * NV * L * sizeof *w);
        for (size_t i = 0; i < NV; i++) {
            active[i] = 1;
            for (size_t j = i + 1; j < NV; j++) {
                if (rnd(&s) % 5 == 0)
                    continue;
                W(i, j)[0] = (1 + rnd(&s) % 3) << 10; /* room for the bonuses below */
                wide_copy(W(j, i), W(i, j), L);
                swc_matcher_set(dm, i, j, W(i, j));
            }
        }
        ck_assert_int_eq(swc_matcher_solve(dm, mate), SWC_OK);
        for (size_t x = 0; x < NV; x++) {
            if (!active[x])
                continue;
            uint64_t k = 1;
            for (size_t y = NV; y-- > x + 1;) {
                if (!active[y] || wide_is_zero(W(x, y), L))
                    continue;
                wide_add_shifted(W(x, y), k++, 0, L);
                wide_copy(W(y, x), W(x, y), L);
                swc_matcher_set(dm, x, y, W(x, y));
            }
            swc_matcher_touch(dm, x);
            char what[64];
            snprintf(what, sizeof what, "seed %llu vertex %zu", (unsigned long long)seed, x);
            solve_and_compare(&mem, dm, NV, 40, w, active, mate, what);
            if (mate[x] >= 0) {
                active[mate[x]] = 0;
                swc_matcher_remove(dm, (size_t)mate[x]);
            }
            active[x] = 0;
            swc_matcher_remove(dm, x);
        }
#undef W
        swc_matcher_free(dm);
    }
    free(w);
}
END_TEST

/*
 * Changes of the kinds the Dutch engine makes, against exhaustive search:
 * a bonus on every edge of one vertex with the matching dual hint
 * (swc_matcher_raise_dual), a bonus on a single edge, and new weights on
 * most vertices at once.
 */
static void run_hints(uint64_t seed)
{
    uint64_t s = seed * 15485863 + 11;
    graph g;
    memset(&g, 0, sizeof g);
    g.n = 4 + (int)(rnd(&s) % (MAXN - 3));
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, (size_t)g.n, 100), SWC_OK);
    g.L = swc_matcher_limbs(dm);
    for (int i = 0; i < g.n; i++) {
        g.active[i] = 1;
        for (int j = i + 1; j < g.n; j++) {
            random_weight(&s, 1, g.w[i][j], g.L);
            wide_copy(g.w[j][i], g.w[i][j], g.L);
            swc_matcher_set(dm, (size_t)i, (size_t)j, g.w[i][j]);
        }
    }
    check(&g, dm, seed, 0);
    for (int step = 1; step <= 20; step++) {
        int kind = (int)(rnd(&s) % 3);
        int v = (int)(rnd(&s) % (uint64_t)g.n);
        if (kind == 0) {
            uint64_t bonus = 1 + rnd(&s) % 5, d[MAXL] = { 0 };
            for (int j = 0; j < g.n; j++) {
                if (j == v || wide_is_zero(g.w[v][j], g.L))
                    continue;
                wide_add_shifted(g.w[v][j], bonus, 0, g.L);
                wide_copy(g.w[j][v], g.w[v][j], g.L);
                swc_matcher_set(dm, (size_t)v, (size_t)j, g.w[v][j]);
            }
            wide_add_shifted(d, 2 * bonus, 0, g.L);
            swc_matcher_raise_dual(dm, (size_t)v, d);
        } else if (kind == 1) {
            int j = (int)(rnd(&s) % (uint64_t)g.n);
            if (j == v || wide_is_zero(g.w[v][j], g.L))
                continue;
            wide_add_shifted(g.w[v][j], 1 + rnd(&s) % 3, 0, g.L);
            wide_copy(g.w[j][v], g.w[v][j], g.L);
            swc_matcher_set(dm, (size_t)v, (size_t)j, g.w[v][j]);
            swc_matcher_touch(dm, (size_t)v);
        } else {
            for (int a = 0; a < g.n; a++) {
                for (int b = a + 1; b < g.n; b++)
                    if (rnd(&s) % 2) {
                        random_weight(&s, 1, g.w[a][b], g.L);
                        wide_copy(g.w[b][a], g.w[a][b], g.L);
                        swc_matcher_set(dm, (size_t)a, (size_t)b, g.w[a][b]);
                    }
                swc_matcher_touch(dm, (size_t)a);
            }
        }
        check(&g, dm, seed, step);
    }
    swc_matcher_free(dm);
}

START_TEST(test_warm_hints)
{
    for (uint64_t seed = 1; seed <= 300; seed++)
        run_hints(seed);
}
END_TEST

/*
 * Row offsets (swc_matcher_use_offsets): a matcher whose rows change by
 * offsets (the 2017 engine's step 4: each row of a bracket its own
 * amount, then probes of one row, then all gone) reaches, after every
 * change, the weight of a fresh solve of the weights written out; a
 * matched edge is tight; the vertices from `span` on take no offset. The
 * stored weights are few and far apart, the offsets of both signs and
 * too small to outweigh them, so that they decide between the many ties,
 * as in the engine; some matchers are solved first with offsets
 * already set. Under both policies: these ties made the forest take an
 * edge one short of tight (roots of duals of different parity), which
 * the check of matched edges caught.
 */
/* v's offset := o, touching v unless (spare) the matcher says its kept
 * optimum stays one (swc_matcher_offset_keeps_optimum()); the number of
 * touches spared */
static size_t put_offset(swc_matcher *dm, size_t v, int64_t o, int spare)
{
    int keep = spare && swc_matcher_offset_keeps_optimum(dm, v, o);
    if (keep)
        ck_assert_int_le(o, swc_matcher_offset(dm, v));
    swc_matcher_set_offset(dm, v, o);
    if (!keep)
        swc_matcher_touch(dm, v);
    return (size_t)keep;
}

static size_t offsets_case(size_t nv, size_t span, uint64_t seed, int steps, int early, int policy, int spare)
{
    size_t spared = 0;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint64_t *stored = calloc(nv * nv * MAXL, sizeof *stored), *w = calloc(nv * nv * MAXL, sizeof *w);
    int64_t *off = calloc(nv, sizeof *off);
    int *active = malloc(nv * sizeof *active);
    long *mate = malloc(nv * sizeof *mate);
    ck_assert(stored && w && off && active && mate);
    uint64_t s = seed * 11 + 5;
    swc_matcher *dm = NULL;
    ck_assert_int_eq(swc_matcher_new(&dm, &mem, nv, 130), SWC_OK);
    ck_assert_int_eq(swc_matcher_use_offsets(dm, span), SWC_OK);
    swc_matcher_set_policy(dm, policy);
    size_t L = swc_matcher_limbs(dm);
#define SW(i, j) (stored + ((size_t)(i) * nv + (size_t)(j)) * L)
#define EW(i, j) (w + ((size_t)(i) * nv + (size_t)(j)) * L)
    for (size_t i = 0; i < nv; i++) {
        active[i] = 1;
        for (size_t j = i + 1; j < nv; j++) {
            if (rnd(&s) % 100 < 20)
                continue; /* no edge */
            SW(i, j)[0] = (UINT64_C(1) << 30) + (rnd(&s) % 3) * (UINT64_C(1) << 24);
            SW(i, j)[1] = rnd(&s) % 2;
            swc_matcher_set(dm, i, j, SW(i, j));
        }
    }
    for (int step = 0; step < steps; step++) {
        uint64_t kind = rnd(&s) % 6;
        if (step == 0 && !early)
            kind = 5; /* the first solve without offsets */
        if (kind == 0) {
            /* every row of the span its own offset (step 4) */
            for (size_t v = 0; v < span; v++) {
                off[v] = (int64_t)(rnd(&s) % 2) * 1024 - 2 * (int64_t)v;
                spared += put_offset(dm, v, off[v], spare);
            }
        } else if (kind == 1 || kind == 2) {
            /* a probe of one row */
            size_t v = (size_t)(rnd(&s) % span);
            off[v] += kind == 1 ? 1 : -1;
            spared += put_offset(dm, v, off[v], spare);
        } else if (kind == 3) {
            /* all gone (step 7) */
            for (size_t v = 0; v < span; v++) {
                off[v] = 0;
                spared += put_offset(dm, v, 0, spare);
            }
        } else if (kind == 4) {
            /* a removal, or a row of new stored weights */
            size_t v = (size_t)(rnd(&s) % nv);
            if (active[v] && rnd(&s) % 3 == 0) {
                active[v] = 0;
                swc_matcher_remove(dm, v);
            } else if (active[v]) {
                for (size_t j = 0; j < nv; j++) {
                    if (j == v)
                        continue;
                    size_t a = v < j ? v : j, b = v < j ? j : v;
                    wide_zero(SW(a, b), L);
                    if (rnd(&s) % 100 >= 20) {
                        SW(a, b)[0] = (UINT64_C(1) << 30) + (rnd(&s) % 3) * (UINT64_C(1) << 24);
                        SW(a, b)[1] = rnd(&s) % 2;
                    }
                    swc_matcher_set(dm, a, b, SW(a, b));
                }
                swc_matcher_touch(dm, v);
            }
        }
        /* the weights written out: stored, plus the earlier end's offset
         * inside the span */
        for (size_t i = 0; i < nv; i++)
            for (size_t j = i + 1; j < nv; j++) {
                wide_copy(EW(i, j), SW(i, j), L);
                if (!wide_is_zero(SW(i, j), L) && j < span && off[i]) {
                    uint64_t d[MAXL] = { 0 };
                    d[0] = (uint64_t)(off[i] < 0 ? -off[i] : off[i]);
                    if (off[i] < 0)
                        wide_sub(EW(i, j), d, L);
                    else
                        wide_add(EW(i, j), d, L);
                }
                wide_copy(EW(j, i), EW(i, j), L);
            }
        for (size_t v = 0; v < nv; v++)
            ck_assert_int_eq(swc_matcher_offset(dm, v), v < span ? off[v] : 0);
        char what[80];
        snprintf(what, sizeof what, "offsets n %zu span %zu seed %llu step %d", nv, span, (unsigned long long)seed,
                 step);
        solve_and_compare(&mem, dm, nv, 130, w, active, mate, what);
        for (size_t v = 0; v < nv; v++)
            if (mate[v] >= 0)
                ck_assert_msg(swc_matcher_tight(dm, v, (size_t)mate[v]), "%s: matched edge not tight", what);
    }
#undef SW
#undef EW
    swc_matcher_free(dm);
    free(stored);
    free(w);
    free(off);
    free(active);
    free(mate);
    return spared;
}

START_TEST(test_row_offsets)
{
    int policies[2] = { SWC_MATCHER_SINGLE, SWC_MATCHER_ADAPTIVE };
    /* then the same with the touches a lower offset may spare: the
     * optimum must be one still, and some touches must have been spared */
    for (int spare = 0; spare < 2; spare++) {
        size_t spared = 0;
        for (int p = 0; p < 2; p++) {
            for (uint64_t seed = 1; seed <= 6; seed++) {
                spared += offsets_case(40, 40, seed, 40, (int)(seed % 2), policies[p], spare);
                spared += offsets_case(40, 29, seed, 40, (int)(seed % 2), policies[p], spare);
            }
            spared += offsets_case(300, 270, 7, 25, 0, policies[p], spare);
            spared += offsets_case(300, 300, 8, 25, 1, policies[p], spare);
        }
        if (spare)
            ck_assert_uint_gt(spared, 100);
        else
            ck_assert_uint_eq(spared, 0);
    }
}
END_TEST

/*
 * A matcher that keeps its weights by class (swc_matcher_new_by_class)
 * against a dense one given the same changes: weights mostly set by two
 * classes, a tenth of the pairs no edge, reserve twins, then bonus rows,
 * rows back to their classes, single pairs, pairs that stop being edges
 * and removals, with a solve after each. The ids are interned alike, so
 * both must give the same matching and the same duals, step by step.
 */
static void by_class_case(size_t n, size_t twins, size_t nclass, uint64_t seed, int fail_at)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator al = swc_test_allocator(&st);
    swc_mem mem, plain;
    swc_mem_init(&mem, &al);
    swc_mem_init(&plain, NULL);
    st.fail_at = fail_at;
    uint64_t s = seed * 7001 + 11;
    uint32_t cls[400];
    uint64_t cw[8][8];
    ck_assert_uint_le(n, 400);
    ck_assert_uint_le(nclass, 8);
    for (size_t v = 0; v < n; v++)
        cls[v] = v < n - twins ? (uint32_t)(rnd(&s) % nclass) : (uint32_t)nclass - 1;
    for (size_t a = 0; a < nclass; a++)
        for (size_t b = 0; b <= a; b++)
            cw[a][b] = cw[b][a] = (1 + rnd(&s) % 6) << 8;
    swc_matcher *dm = NULL, *cm = NULL;
    ck_assert_int_eq(swc_matcher_new_twins(&dm, &plain, n, twins, 30), SWC_OK);
    int rc = swc_matcher_new_by_class(&cm, &mem, n, twins, 30, cls, nclass);
    if (rc) {
        ck_assert_int_eq(rc, SWC_ENOMEM);
        swc_matcher_free(dm);
        return;
    }
    long *m1 = calloc(n, sizeof *m1), *m2 = calloc(n, sizeof *m2);
    int *gone = calloc(n, sizeof *gone);
    ck_assert(m1 && m2 && gone);
    size_t k = n - twins;
#define SET2(u, v, x)                                                                                                  \
    do {                                                                                                               \
        uint64_t w_[1] = { (x) };                                                                                      \
        swc_matcher_set(dm, (u), (v), w_);                                                                             \
        swc_matcher_set(cm, (u), (v), w_);                                                                             \
    } while (0)
    for (size_t u = 0; u < k; u++)
        for (size_t v = u + 1; v < n; v++) {
            uint64_t x = rnd(&s) % 10 ? cw[cls[u]][cls[v]] : 0;
            if (v >= k) {
                /* one weight to all twins */
                for (size_t t = k; t < n; t++)
                    SET2(u, t, x);
                break;
            }
            SET2(u, v, x);
        }
    for (int step = 0; step < 30 && rc == SWC_OK; step++) {
        if (step) {
            size_t x = rnd(&s) % k;
            int kind = (int)(rnd(&s) % 5);
            if (gone[x])
                continue;
            for (size_t v = 0; v < n && kind < 2; v++) {
                if (v == x || (v >= k && v > k))
                    continue;
                /* a bonus row, or the row back to its classes */
                uint64_t base = cw[cls[x]][cls[v]], w = kind ? base : base + 1 + rnd(&s) % 200;
                if (!swc_matcher_weight(cm, x, v)[0] && rnd(&s) % 2)
                    continue; /* still no edge */
                if (v >= k)
                    for (size_t t = k; t < n; t++)
                        SET2(x, t, w);
                else
                    SET2(x, v, w);
            }
            if (kind == 2 || kind == 3) {
                size_t y = rnd(&s) % k;
                if (y != x && !gone[y])
                    SET2(x, y, kind == 2 ? 0 : cw[cls[x]][cls[y]] + 7);
            }
            if (kind == 4) {
                gone[x] = 1;
                swc_matcher_remove(dm, x);
                swc_matcher_remove(cm, x);
            } else {
                swc_matcher_touch(dm, x);
                swc_matcher_touch(cm, x);
            }
        }
        ck_assert_int_eq(swc_matcher_solve(dm, m1), SWC_OK);
        rc = swc_matcher_solve(cm, m2);
        if (rc)
            break;
        /* (counted, then asserted once: check records every assertion) */
        size_t mates = 0, duals = 0, ids = 0;
        for (size_t v = 0; v < n; v++) {
            mates += m1[v] != m2[v];
            const uint64_t *y1 = swc_matcher_dual(dm, v), *y2 = swc_matcher_dual(cm, v);
            duals += (y1 == NULL) != (y2 == NULL) || (y1 && wide_cmp(y1, y2, swc_matcher_limbs(dm)) != 0);
            for (size_t u = 0; u < n; u++)
                ids += swc_matcher_weight_id(dm, u, v) != swc_matcher_weight_id(cm, u, v);
        }
        ck_assert_msg(mates == 0 && duals == 0 && ids == 0, "seed %llu step %d: %zu mates, %zu duals, %zu ids differ",
                      (unsigned long long)seed, step, mates, duals, ids);
    }
#undef SET2
    ck_assert(rc == SWC_OK || rc == SWC_ENOMEM);
    swc_matcher_free(dm);
    swc_matcher_free(cm);
    free(m1);
    free(m2);
    free(gone);
    ck_assert_int_eq(st.live_blocks, 0);
    ck_assert_int_eq(st.live_bytes, 0);
}

START_TEST(test_by_class_as_dense)
{
    for (uint64_t seed = 1; seed <= 12; seed++)
        by_class_case(20 + (size_t)seed * 7, seed % 3 ? 0 : 5, 1 + (size_t)seed % 6, seed, 0);
    by_class_case(300, 40, 7, 99, 0);
    /* every allocation failing in turn */
    for (int f = 1; f < 120; f++)
        by_class_case(30, 4, 3, 5, f);
}
END_TEST

/*
 * The least-slack records of a blossom that no longer holds them give a
 * long list's storage back (swc_blossom_drop_bestedges()): dense graphs of
 * a few hundred vertices with few distinct weights nest many blossoms,
 * each with records towards hundreds of others, and every optimum must
 * leave no slot without records holding more than 64 entries of storage.
 */
START_TEST(test_records_given_back)
{
    const int policies[] = { SWC_MATCHER_ADAPTIVE, SWC_MATCHER_SINGLE, SWC_MATCHER_FOREST };
    for (size_t pi = 0; pi < 3; pi++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            size_t n = 150 * (size_t)seed;
            swc_mem mem;
            swc_mem_init(&mem, NULL);
            swc_matcher *m = NULL;
            ck_assert_int_eq(swc_matcher_new(&m, &mem, n, 40), SWC_OK);
            swc_matcher_set_policy(m, policies[pi]);
            uint64_t s = seed * 7919 + pi;
            for (size_t u = 0; u < n; u++)
                for (size_t v = u + 1; v < n; v++) {
                    /* Dutch-like: heavy within and near a score group,
                     * a little noise, some pairs that may not meet */
                    size_t gu = u / 25, gv = v / 25, d = gu > gv ? gu - gv : gv - gu;
                    uint64_t w[1] = { rnd(&s) % 5 && d < 8 ? (8 - d) * 1000 + (u ^ v) % 7 * 10 + rnd(&s) % 3 : 0 };
                    swc_matcher_set(m, u, v, w);
                }
            long *mate = malloc(n * sizeof *mate);
            ck_assert_ptr_nonnull(mate);
            ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
            size_t held = 0;
            for (size_t b = n; b < 2 * n; b++) {
                if (!m->has_bestedges[b])
                    ck_assert_uint_le(m->bestedges[b].cap, 64);
                held += m->bestedges[b].cap;
            }
            ck_assert_uint_le(held, 64 * n);
            free(mate);
            swc_matcher_free(m);
        }
}
END_TEST

/* wide_add_signed (the row offsets' arithmetic) against wide_add and
 * wide_sub of the magnitude, with carries and borrows across limbs. */
/* Solve a and b (single-limb weights, the same graph): optima of the
 * same weight, as a weighs them. */
static void solve_both_alike(swc_matcher *a, swc_matcher *b, size_t nv, long *ma, long *mb)
{
    ck_assert_int_eq(swc_matcher_solve(a, ma), SWC_OK);
    ck_assert_int_eq(swc_matcher_solve(b, mb), SWC_OK);
    uint64_t wa = 0, wb = 0;
    for (size_t v = 0; v < nv; v++) {
        if (ma[v] > (long)v)
            wa += swc_matcher_weight(a, v, (size_t)ma[v])[0];
        if (mb[v] > (long)v)
            wb += swc_matcher_weight(a, v, (size_t)mb[v])[0];
    }
    ck_assert_uint_eq(wa, wb);
}

/*
 * A new matcher's table filled a row at a time and mirrored
 * (swc_matcher_set_row_lower(), swc_matcher_mirror_lower()) against one
 * filled a pair at a time: the same weight of every pair both ways round
 * and optima of the same weight; with twins after the rows (joined to a
 * row at once by swc_matcher_set_twins_id(), and parted again), pairs
 * without an edge, and ids past 16 bits that widen the table in the
 * middle of the fill.
 */
static void rows_case(size_t nv, size_t twins, int distinct, uint64_t seed)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *a = NULL, *b = NULL;
    ck_assert_int_eq(swc_matcher_new_twins(&a, &mem, nv, twins, 60), SWC_OK);
    ck_assert_int_eq(swc_matcher_new_twins(&b, &mem, nv, twins, 60), SWC_OK);
    size_t k = nv - twins;
    uint32_t *ids = malloc((nv ? nv : 1) * sizeof *ids);
    long *ma = malloc((nv ? nv : 1) * sizeof *ma), *mb = malloc((nv ? nv : 1) * sizeof *mb);
    ck_assert(ids && ma && mb);
    uint64_t s = seed, next = 1;
    for (size_t u = 0; u < k; u++) {
        for (size_t v = 0; v < u; v++) {
            uint64_t w[1] = { 0 };
            if (rnd(&s) % 4)
                w[0] = distinct ? next++ : 1 + rnd(&s) % 50;
            swc_matcher_set(a, u, v, w);
            ids[v] = swc_matcher_intern(b, w);
        }
        swc_matcher_set_row_lower(b, u, ids);
    }
    /* the twins' edges, then some taken away again */
    for (int pass = 0; pass < 2; pass++)
        for (size_t u = pass; u < k; u += 1 + (size_t)pass * 2) {
            uint64_t w[1] = { !pass && rnd(&s) % 3 ? 1000 + rnd(&s) % 50 : 0 }; /* heavy: the twins are matched */
            for (size_t x = k; x < nv; x++)
                swc_matcher_set(a, u, x, w);
            swc_matcher_set_twins_id(b, u, swc_matcher_intern(b, w));
        }
    swc_matcher_mirror_lower(b, nv); /* only the rows before the twins are mirrored */
    for (size_t u = 0; u < nv; u++)
        for (size_t v = 0; v < nv; v++)
            if (u != v && (u < k || v < k))
                ck_assert_msg(swc_matcher_weight(a, u, v)[0] == swc_matcher_weight(b, u, v)[0],
                              "%zu vertices, pair %zu-%zu: %llu, not %llu", nv, u, v,
                              (unsigned long long)swc_matcher_weight(b, u, v)[0],
                              (unsigned long long)swc_matcher_weight(a, u, v)[0]);
    solve_both_alike(a, b, nv, ma, mb);
    /* each matched pair is an edge, tight, seen from either end */
    for (size_t v = 0; v < nv; v++)
        if (mb[v] >= 0)
            ck_assert_msg(swc_matcher_tight(b, v, (size_t)mb[v]), "%zu vertices: %zu-%ld not tight from %zu", nv, v,
                          mb[v], v);
    swc_matcher_free(a);
    swc_matcher_free(b);
    free(ids);
    free(ma);
    free(mb);
}

START_TEST(test_fill_by_rows)
{
    rows_case(1, 0, 0, 1);
    rows_case(2, 0, 0, 2);
    rows_case(64, 0, 0, 3);
    rows_case(65, 0, 0, 4);
    rows_case(130, 7, 0, 5);
    rows_case(150, 70, 0, 8); /* twins over two words of edge bits */
    rows_case(200, 0, 0, 6);
    rows_case(440, 0, 1, 7); /* some 72 000 values: the table widens */
}
END_TEST

/*
 * A solved matcher whose rows are set again whole below the diagonal and
 * mirrored by block (swc_matcher_set_row_lower(), swc_matcher_mirror_rows())
 * against one set a pair at a time: every pair's weight both ways round
 * (and as swc_matcher_get_row_lower() and swc_matcher_get_ids() read it),
 * the edge bits (pairs that lose or gain their edge), and the warm
 * re-solves' optima. The rows chosen fall alone or together in blocks of
 * 64, at a block's first and last row, and new values past 16 bits widen
 * the table between two rounds.
 */
static void rewrite_case(size_t nv, int distinct, uint64_t seed)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matcher *a = NULL, *b = NULL;
    ck_assert_int_eq(swc_matcher_new(&a, &mem, nv, 60), SWC_OK);
    ck_assert_int_eq(swc_matcher_new(&b, &mem, nv, 60), SWC_OK);
    uint32_t *ids = calloc(nv, sizeof *ids);
    size_t *rows = calloc(nv, sizeof *rows), *cols = calloc(nv, sizeof *cols);
    long *ma = calloc(nv, sizeof *ma), *mb = calloc(nv, sizeof *mb);
    ck_assert(ids && rows && cols && ma && mb);
    uint64_t s = seed, next = 1;
    for (int round = 0; round < 4; round++) {
        size_t nrows = 0;
        for (size_t u = 0; u < nv; u++) {
            int pick = !round || u == 63 || u == 64 || rnd(&s) % (round == 1 ? 2 : 9) == 0;
            if (!pick)
                continue;
            rows[nrows++] = u;
            for (size_t v = 0; v < u; v++) {
                uint64_t w[1] = { 0 };
                if (rnd(&s) % 4)
                    w[0] = distinct && round == 1 ? next++ : 1 + rnd(&s) % 40;
                swc_matcher_set(a, u, v, w);
                ids[v] = swc_matcher_intern(b, w);
            }
            swc_matcher_set_row_lower(b, u, ids);
        }
        if (round)
            swc_matcher_mirror_rows(b, rows, nrows);
        else
            swc_matcher_mirror_lower(b, nv);
        for (size_t r = 0; round && r < nrows; r++) {
            swc_matcher_touch(a, rows[r]);
            swc_matcher_touch(b, rows[r]);
        }
        for (size_t u = 0; u < nv; u++) {
            swc_matcher_get_row_lower(b, u, ids);
            for (size_t v = 0; v < u; v++)
                ck_assert_uint_eq(ids[v], swc_matcher_weight_id(b, u, v));
            /* the rows chosen, read from u's row (u itself left out) */
            size_t nc = 0;
            for (size_t r = 0; r < nrows; r++)
                if (rows[r] != u)
                    cols[nc++] = rows[r];
            swc_matcher_get_ids(b, u, cols, nc, ids);
            for (size_t i = 0; i < nc; i++)
                ck_assert_uint_eq(ids[i], swc_matcher_weight_id(b, u, cols[i]));
        }
        for (size_t u = 0; u < nv; u++)
            for (size_t v = 0; v < nv; v++) {
                if (u == v)
                    continue;
                uint64_t wa = swc_matcher_weight(a, u, v)[0];
                ck_assert_msg(wa == swc_matcher_weight(b, u, v)[0], "round %d, pair %zu-%zu: %llu, not %llu", round,
                              u, v, (unsigned long long)swc_matcher_weight(b, u, v)[0], (unsigned long long)wa);
                int bit = (int)((b->ebits[u * b->rw + v / 64] >> (v % 64)) & 1u);
                ck_assert_msg(bit == (wa != 0), "round %d, pair %zu-%zu: edge bit %d", round, u, v, bit);
            }
        solve_both_alike(a, b, nv, ma, mb);
    }
    if (distinct)
        ck_assert_ptr_null(b->W.a16); /* the table widened on the way */
    swc_matcher_free(a);
    swc_matcher_free(b);
    free(ids);
    free(rows);
    free(cols);
    free(ma);
    free(mb);
}

START_TEST(test_rows_rewritten)
{
    rewrite_case(2, 0, 11);
    rewrite_case(65, 0, 12);
    rewrite_case(130, 0, 13);
    rewrite_case(200, 0, 14);
    rewrite_case(640, 1, 15); /* some 77 000 new values in round 1 */
}
END_TEST

/*
 * tight_uv() against slack_uv() over every edge of solved matchers of one
 * to four limbs, with their duals then set so that half the pairs tested
 * are tight through carries across limbs (dual(v) := 2 W - dual(u),
 * modulo 2^(64 L)) and the others differ in one limb only, the lowest,
 * a middle or the top one.
 */
START_TEST(test_tight_without_slack)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint64_t s = 77;
    for (unsigned bits = 40; bits <= 180; bits += 70) {
        size_t nv = 24;
        swc_matcher *m = NULL;
        ck_assert_int_eq(swc_matcher_new(&m, &mem, nv, bits), SWC_OK);
        size_t L = swc_matcher_limbs(m);
        ck_assert_uint_le(L, MAXL);
        for (size_t u = 0; u < nv; u++)
            for (size_t v = 0; v < u; v++) {
                /* a weight of `bits` bits */
                uint64_t w[MAXL] = { 0 };
                for (size_t i = 0; i < L && 64 * i < bits; i++)
                    w[i] = bits - 64 * i >= 64 ? rnd(&s) : rnd(&s) >> (64 - (bits - 64 * i));
                if (rnd(&s) % 5)
                    swc_matcher_set(m, u, v, w);
            }
        long *mate = malloc(nv * sizeof *mate);
        ck_assert_ptr_nonnull(mate);
        ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
        size_t tight = 0, loose = 0;
        uint64_t ks[SWC_WIDE_MAX_LIMBS]; /* slack_uv() writes up to the widest weight it unrolls */
        for (int round = 0; round < 40; round++) {
            for (size_t u = 0; u < nv; u++)
                for (size_t v = 0; v < nv; v++) {
                    if (u == v || !has_edge(m, (long)u, (long)v))
                        continue;
                    ck_assert_int_eq(tight_uv(m, (long)u, (long)v), slack_uv(m, (long)u, (long)v, ks));
                    tight += (size_t)tight_uv(m, (long)u, (long)v);
                    loose += (size_t)!tight_uv(m, (long)u, (long)v);
                }
            /* a pair made tight by its duals, carries and all, or off by
             * one limb */
            size_t u = rnd(&s) % nv, v = (u + 1 + rnd(&s) % (nv - 1)) % nv;
            if (!has_edge(m, (long)u, (long)v))
                continue;
            uint64_t buf[SWC_WIDE_MAX_LIMBS];
            const uint64_t *w2 = w2_of(m, (long)u, (long)v, buf);
            for (size_t i = 0; i < L; i++)
                DUAL(u)[i] = rnd(&s);
            uint64_t borrow = 0;
            for (size_t i = 0; i < L; i++) {
                uint64_t d = w2[i] - DUAL(u)[i], b1 = w2[i] < DUAL(u)[i];
                DUAL(v)[i] = d - borrow;
                borrow = b1 | (d < borrow);
            }
            if (round % 2)
                DUAL(v)[(size_t)round / 2 % L] ^= UINT64_C(1) << (rnd(&s) % 64);
        }
        ck_assert_uint_gt(tight, 0);
        ck_assert_uint_gt(loose, 0);
        free(mate);
        swc_matcher_free(m);
    }
}
END_TEST

START_TEST(test_wide_add_signed)
{
    uint64_t s = 99;
    for (int k = 0; k < 2000; k++) {
        uint64_t a[MAXL], got[MAXL], want[MAXL], mag[MAXL] = { 0 };
        for (size_t i = 0; i < MAXL; i++)
            a[i] = rnd(&s) % 4 == 0 ? ~UINT64_C(0) : rnd(&s) % 4 == 0 ? 0 : rnd(&s);
        int64_t o = (int64_t)(rnd(&s) >> (rnd(&s) % 63 + 1));
        if (rnd(&s) % 2)
            o = -o;
        mag[0] = o < 0 ? (uint64_t)0 - (uint64_t)o : (uint64_t)o;
        wide_copy(want, a, MAXL);
        if (o < 0)
            wide_sub(want, mag, MAXL); /* modulo 2^(64 MAXL), as the helper */
        else
            wide_add(want, mag, MAXL);
        wide_add_signed(got, a, o, MAXL);
        ck_assert_int_eq(wide_cmp(got, want, MAXL), 0);
        wide_add_signed(a, a, o, MAXL); /* in place */
        ck_assert_int_eq(wide_cmp(a, want, MAXL), 0);
    }
}
END_TEST

/* wide_cmp_signed (the least feasible duals' bounds, which may be
 * negative) against the unsigned order of the values with their sign bit
 * flipped, for each length; and -1 < 0 < 1 < 2^64 by hand. */
START_TEST(test_wide_cmp_signed)
{
    uint64_t s = 7;
    for (size_t n = 1; n <= MAXL; n++)
        for (int k = 0; k < 2000; k++) {
            uint64_t a[MAXL], b[MAXL];
            for (size_t i = 0; i < n; i++) {
                a[i] = rnd(&s) % 4 == 0 ? ~UINT64_C(0) : rnd(&s) % 4 == 0 ? 0 : rnd(&s);
                b[i] = rnd(&s) % 3 == 0 ? a[i] : rnd(&s);
            }
            int want = 0;
            for (size_t i = n; i-- > 0 && !want;) {
                uint64_t x = a[i], y = b[i];
                if (i == n - 1) {
                    x ^= UINT64_C(1) << 63;
                    y ^= UINT64_C(1) << 63;
                }
                want = x < y ? -1 : x > y;
            }
            ck_assert_int_eq(wide_cmp_signed(a, b, n), want);
            ck_assert_int_eq(wide_cmp_signed(b, a, n), -want);
        }
    uint64_t minus1[2] = { ~UINT64_C(0), ~UINT64_C(0) }, zero[2] = { 0, 0 }, one[2] = { 1, 0 }, big[2] = { 0, 1 };
    ck_assert_int_eq(wide_cmp_signed(minus1, zero, 2), -1);
    ck_assert_int_eq(wide_cmp_signed(zero, one, 2), -1);
    ck_assert_int_eq(wide_cmp_signed(one, big, 2), -1);
    ck_assert_int_eq(wide_cmp_signed(minus1, big, 2), -1);
    ck_assert_int_eq(wide_cmp_signed(big, big, 2), 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("matcher");
    TCase *tc = tcase_create("matcher");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_first_solve);
    tcase_add_test(tc, test_limits_and_empty);
    tcase_add_test(tc, test_oom_is_reported);
    tcase_add_test(tc, test_warm_small_weights);
    tcase_add_test(tc, test_warm_multi_limb);
    tcase_add_test(tc, test_warm_vs_fresh);
    tcase_add_test(tc, test_warm_transpositions);
    tcase_add_test(tc, test_warm_hints);
    tcase_add_test(tc, test_policies_agree);
    tcase_add_test(tc, test_wide_ids);
    tcase_add_test(tc, test_fill_by_rows);
    tcase_add_test(tc, test_rows_rewritten);
    tcase_add_test(tc, test_tight_without_slack);
    tcase_add_test(tc, test_row_offsets);
    tcase_add_test(tc, test_by_class_as_dense);
    tcase_add_test(tc, test_records_given_back);
    tcase_add_test(tc, test_wide_add_signed);
    tcase_add_test(tc, test_wide_cmp_signed);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
