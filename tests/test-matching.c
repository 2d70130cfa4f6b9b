/*
 * The weighted matching against exhaustive search on random small graphs,
 * with one-limb and multi-limb weights, with and without the maximum
 * cardinality rule.
 */
#include <stdlib.h>
#include <string.h>

#include "pairing/matching.h"
#include "pairing/wide.h"
#include "testutil.h"

#define MAXN 12
#define MAXL 4

typedef struct graph {
    int n, m;
    int u[MAXN * MAXN], v[MAXN * MAXN];
    uint64_t w[MAXN * MAXN][MAXL];
    size_t L;
} graph;

/* Exhaustive: best (cardinality, weight) over all matchings. */
static void brute(const graph *g, int *used, int from, int card, uint64_t *wsum, int maxcard,
                  int *best_card, uint64_t *best_w)
{
    int better;
    if (maxcard)
        better = card > *best_card || (card == *best_card && wide_cmp(wsum, best_w, g->L) > 0);
    else
        better = wide_cmp(wsum, best_w, g->L) > 0;
    if (better) {
        *best_card = card;
        wide_copy(best_w, wsum, g->L);
    }
    for (int k = from; k < g->m; k++) {
        if (used[g->u[k]] || used[g->v[k]])
            continue;
        used[g->u[k]] = used[g->v[k]] = 1;
        uint64_t next[MAXL];
        wide_copy(next, wsum, g->L);
        wide_add(next, g->w[k], g->L);
        brute(g, used, k + 1, card + 1, next, maxcard, best_card, best_w);
        used[g->u[k]] = used[g->v[k]] = 0;
    }
}

static uint64_t rnd(uint64_t *s)
{
    /* xorshift64*: deterministic test data */
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

static void run_case(uint64_t seed, int big, int maxcard)
{
    graph g;
    memset(&g, 0, sizeof g);
    uint64_t s = seed * 7919 + 1;
    g.n = 2 + (int)(rnd(&s) % (MAXN - 1));
    unsigned bits = big ? 150 : 20;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matching *mt = NULL;
    ck_assert_int_eq(swc_matching_new(&mt, &mem, (size_t)g.n, bits), SWC_OK);
    g.L = swc_matching_limbs(mt);
    ck_assert_uint_le(g.L, MAXL);
    int density = 30 + (int)(rnd(&s) % 70);
    for (int i = 0; i < g.n; i++)
        for (int j = i + 1; j < g.n; j++) {
            if ((int)(rnd(&s) % 100) >= density)
                continue;
            int k = g.m++;
            g.u[k] = i;
            g.v[k] = j;
            /* Few distinct values make ties and blossoms common. */
            uint64_t lo = rnd(&s) % (big ? 5 : 12);
            g.w[k][0] = lo;
            if (big) {
                g.w[k][1] = rnd(&s) % 3;
                g.w[k][2] = rnd(&s) % 3; /* bits 128..129 */
            }
            ck_assert_int_eq(swc_matching_add_edge(mt, (size_t)i, (size_t)j, g.w[k]), SWC_OK);
        }
    size_t mate[MAXN];
    ck_assert_int_eq(swc_matching_solve(mt, maxcard, mate), SWC_OK);
    /* The result is a matching made of existing edges. */
    uint64_t got[MAXL] = { 0 };
    int card = 0;
    for (int v = 0; v < g.n; v++) {
        if (mate[v] == SIZE_MAX)
            continue;
        ck_assert_uint_lt(mate[v], (size_t)g.n);
        ck_assert_uint_eq(mate[mate[v]], (size_t)v);
        if ((int)mate[v] < v)
            continue;
        int found = -1;
        for (int k = 0; k < g.m; k++)
            if ((g.u[k] == v && g.v[k] == (int)mate[v]) || (g.v[k] == v && g.u[k] == (int)mate[v]))
                found = k;
        ck_assert_int_ge(found, 0);
        wide_add(got, g.w[found], g.L);
        card++;
    }
    int used[MAXN] = { 0 }, best_card = 0;
    uint64_t zero[MAXL] = { 0 }, best[MAXL] = { 0 };
    brute(&g, used, 0, 0, zero, maxcard, &best_card, best);
    ck_assert_msg(wide_cmp(got, best, g.L) == 0, "seed %llu: weight differs from the optimum",
                  (unsigned long long)seed);
    if (maxcard)
        ck_assert_int_eq(card, best_card);
    swc_matching_free(mt);
}

START_TEST(test_small_weights)
{
    for (uint64_t seed = 1; seed <= 1500; seed++)
        run_case(seed, 0, 0);
}
END_TEST

START_TEST(test_multi_limb_weights)
{
    for (uint64_t seed = 1; seed <= 1500; seed++)
        run_case(seed, 1, 0);
}
END_TEST

START_TEST(test_max_cardinality)
{
    for (uint64_t seed = 1; seed <= 1500; seed++)
        run_case(seed, seed & 1, 1);
}
END_TEST

START_TEST(test_empty_and_limits)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_matching *mt = NULL;
    ck_assert_int_eq(swc_matching_new(&mt, &mem, 3, 10), SWC_OK);
    size_t mate[3];
    ck_assert_int_eq(swc_matching_solve(mt, 0, mate), SWC_OK);
    ck_assert_uint_eq(mate[0], SIZE_MAX);
    swc_matching_free(mt);
    ck_assert_int_eq(swc_matching_new(&mt, &mem, 3, 64 * SWC_WIDE_MAX_LIMBS), SWC_ELIMIT);
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
        swc_matching *mt = NULL;
        int rc = swc_matching_new(&mt, &mem, 8, 40);
        for (int i = 0; i < 8 && rc == SWC_OK; i++)
            for (int j = i + 1; j < 8 && rc == SWC_OK; j++) {
                uint64_t w[1] = { (uint64_t)((i * 7 + j * 3) % 5) };
                rc = swc_matching_add_edge(mt, (size_t)i, (size_t)j, w);
            }
        size_t mate[8];
        if (rc == SWC_OK)
            rc = swc_matching_solve(mt, 0, mate);
        swc_matching_free(mt);
        ck_assert(rc == SWC_OK || rc == SWC_ENOMEM);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
        if (rc == SWC_OK)
            break;
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("matching");
    TCase *tc = tcase_create("matching");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_small_weights);
    tcase_add_test(tc, test_multi_limb_weights);
    tcase_add_test(tc, test_max_cardinality);
    tcase_add_test(tc, test_empty_and_limits);
    tcase_add_test(tc, test_oom_is_reported);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
