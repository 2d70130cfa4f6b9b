/*
 * The warm-restarted dense matching against exhaustive search and against
 * the cold solver, over random sequences of changes: new weights on the
 * edges of one vertex, several vertices at once, removals.
 */
#include <stdlib.h>
#include <string.h>

#include "pairing/dmatch.h"
#include "pairing/matching.h"
#include "pairing/wide.h"
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

static void check(graph *g, swc_dmatch *dm, uint64_t seed, int step)
{
    long mate[MAXN];
    ck_assert_int_eq(swc_dmatch_solve(dm, mate), SWC_OK);
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
}

static void run(uint64_t seed, int big)
{
    uint64_t s = seed * 104729 + 7;
    graph g;
    memset(&g, 0, sizeof g);
    g.n = 2 + (int)(rnd(&s) % (MAXN - 1));
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_dmatch *dm = NULL;
    ck_assert_int_eq(swc_dmatch_new(&dm, &mem, (size_t)g.n, big ? 140 : 20), SWC_OK);
    g.L = swc_dmatch_limbs(dm);
    for (int i = 0; i < g.n; i++) {
        g.active[i] = 1;
        for (int j = i + 1; j < g.n; j++) {
            random_weight(&s, big, g.w[i][j], g.L);
            wide_copy(g.w[j][i], g.w[i][j], g.L);
            swc_dmatch_set(dm, (size_t)i, (size_t)j, g.w[i][j]);
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
                swc_dmatch_set(dm, (size_t)v, (size_t)j, g.w[v][j]);
            }
            swc_dmatch_touch(dm, (size_t)v);
        }
        if (nch == 0) {
            int v = (int)(rnd(&s) % (uint64_t)g.n);
            if (g.active[v]) {
                g.active[v] = 0;
                swc_dmatch_remove(dm, (size_t)v);
            }
        }
        check(&g, dm, seed, step);
    }
    swc_dmatch_free(dm);
}

START_TEST(test_warm_small_weights)
{
    for (uint64_t seed = 1; seed <= 400; seed++)
        run(seed, 0);
}
END_TEST

START_TEST(test_warm_multi_limb)
{
    for (uint64_t seed = 1; seed <= 400; seed++)
        run(seed, 1);
}
END_TEST

/* Larger graphs: the warm solver and a cold solve of the same graph reach
 * the same optimum weight after every change. */
START_TEST(test_warm_vs_cold)
{
    enum { NV = 40 };
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        uint64_t s = seed * 7 + 3;
        static uint64_t w[NV][NV][MAXL];
        int active[NV];
        swc_dmatch *dm = NULL;
        ck_assert_int_eq(swc_dmatch_new(&dm, &mem, NV, 130), SWC_OK);
        size_t L = swc_dmatch_limbs(dm);
        memset(w, 0, sizeof w);
        for (int i = 0; i < NV; i++) {
            active[i] = 1;
            for (int j = i + 1; j < NV; j++) {
                random_weight(&s, 1, w[i][j], L);
                wide_copy(w[j][i], w[i][j], L);
                swc_dmatch_set(dm, (size_t)i, (size_t)j, w[i][j]);
            }
        }
        for (int step = 0; step < 60; step++) {
            if (step) {
                int v = (int)(rnd(&s) % NV);
                if (!active[v])
                    continue;
                if (rnd(&s) % 8 == 0) {
                    active[v] = 0;
                    swc_dmatch_remove(dm, (size_t)v);
                } else {
                    for (int j = 0; j < NV; j++) {
                        if (j == v || !active[j])
                            continue;
                        random_weight(&s, 1, w[v][j], L);
                        wide_copy(w[j][v], w[v][j], L);
                        swc_dmatch_set(dm, (size_t)v, (size_t)j, w[v][j]);
                    }
                    swc_dmatch_touch(dm, (size_t)v);
                }
            }
            long mate[NV];
            ck_assert_int_eq(swc_dmatch_solve(dm, mate), SWC_OK);
            uint64_t got[MAXL] = { 0 }, want[MAXL] = { 0 };
            for (int v = 0; v < NV; v++)
                if (mate[v] > v)
                    wide_add(got, w[v][mate[v]], L);
            swc_matching *cm = NULL;
            ck_assert_int_eq(swc_matching_new(&cm, &mem, NV, 130), SWC_OK);
            for (int i = 0; i < NV; i++)
                for (int j = i + 1; j < NV; j++)
                    if (active[i] && active[j] && !wide_is_zero(w[i][j], L))
                        ck_assert_int_eq(swc_matching_add_edge(cm, (size_t)i, (size_t)j, w[i][j]), SWC_OK);
            size_t cmate[NV];
            ck_assert_int_eq(swc_matching_solve(cm, 0, cmate), SWC_OK);
            swc_matching_free(cm);
            for (int v = 0; v < NV; v++)
                if (cmate[v] != SIZE_MAX && (int)cmate[v] > v)
                    wide_add(want, w[v][cmate[v]], L);
            ck_assert_msg(wide_cmp(got, want, L) == 0, "seed %llu step %d: warm and cold optima differ",
                          (unsigned long long)seed, step);
        }
        swc_dmatch_free(dm);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dmatch");
    TCase *tc = tcase_create("dmatch");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_warm_small_weights);
    tcase_add_test(tc, test_warm_multi_limb);
    tcase_add_test(tc, test_warm_vs_cold);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
