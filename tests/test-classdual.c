/*
 * The class duals (lib/matching/classdual.c) on random class graphs:
 * feasible for every pair of classes, and as small as the transportation
 * problem they come from allows (its optimum, found by the matcher on the
 * double cover written out member by member). A matcher started from
 * them (given, or found by the matcher from the classes of its
 * vertices, also past the size the Dutch engines start so), or from
 * duals that leave edges infeasible, finds a matching as heavy as a
 * matcher left to its own start. Limits and every allocation failing in
 * turn.
 */
#include <stdlib.h>
#include <string.h>

#include "core/wide.h"
#include "matching/classdual.h"
#include "matching/matcher.h"
#include "matching/start.h"
#include "testutil.h"

#define MAXK 6
#define MAXC 5

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

typedef struct classes {
    size_t k;
    uint32_t cnt[MAXK];
    uint64_t w[MAXK * MAXK]; /* one limb */
} classes;

static void random_classes(classes *c, uint64_t *seed)
{
    memset(c, 0, sizeof *c);
    c->k = 1 + (size_t)(rnd(seed) % MAXK);
    for (size_t t = 0; t < c->k; t++)
        c->cnt[t] = 1 + (uint32_t)(rnd(seed) % MAXC);
    for (size_t s = 0; s < c->k; s++)
        for (size_t t = s; t < c->k; t++) {
            uint64_t w = rnd(seed) % 100 < 30 ? 0 : 1 + rnd(seed) % 1000;
            if (s == t && c->cnt[t] < 2)
                w = 0; /* one member: no pair inside the class */
            c->w[s * c->k + t] = c->w[t * c->k + s] = w;
        }
}

/* The members of the classes, in class order: the class of each. */
static size_t members(const classes *c, size_t *of)
{
    size_t n = 0;
    for (size_t t = 0; t < c->k; t++)
        for (uint32_t i = 0; i < c->cnt[t]; i++)
            of[n++] = t;
    return n;
}

static uint64_t matching_weight(size_t n, const long *mate, const uint64_t *w, size_t stride)
{
    uint64_t sum = 0;
    for (size_t v = 0; v < n; v++)
        if (mate[v] > (long)v)
            sum += w[v * stride + (size_t)mate[v]];
    return sum;
}

/* The transportation problem over the classes by the matcher: every
 * member once on each side of the double cover, a left copy and a right
 * copy joined by the weight of their classes. */
static uint64_t cover_optimum(const classes *c, const swc_mem *mem)
{
    size_t of[MAXK * MAXC], n = members(c, of), N = 2 * n;
    uint64_t *w = calloc(N * N, sizeof *w);
    long *mate = calloc(N, sizeof *mate);
    ck_assert_ptr_nonnull(w);
    ck_assert_ptr_nonnull(mate);
    swc_matcher *m = NULL;
    ck_assert_int_eq(swc_matcher_new(&m, mem, N, 20), SWC_OK);
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < n; b++) {
            uint64_t x = c->w[of[a] * c->k + of[b]];
            w[a * N + n + b] = w[(n + b) * N + a] = x;
            swc_matcher_set(m, a, n + b, &x);
        }
    ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
    uint64_t best = matching_weight(N, mate, w, N);
    swc_matcher_free(m);
    free(w);
    free(mate);
    return best;
}

START_TEST(test_feasible_and_optimal)
{
    uint64_t seed = 0x9e3779b97f4a7c15ULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    for (int trial = 0; trial < 500; trial++) {
        classes c;
        random_classes(&c, &seed);
        uint64_t y[MAXK];
        ck_assert_int_eq(swc_class_duals(&mem, c.k, c.cnt, c.w, 1, y), SWC_OK);
        uint64_t objective = 0;
        for (size_t s = 0; s < c.k; s++) {
            objective += c.cnt[s] * y[s];
            for (size_t t = 0; t < c.k; t++)
                if (c.w[s * c.k + t])
                    ck_assert_uint_ge(y[s] + y[t], 2 * c.w[s * c.k + t]);
        }
        /* weak duality makes it at least the optimum; equal is optimal */
        ck_assert_uint_eq(objective, cover_optimum(&c, &mem));
    }
}
END_TEST

/* A matcher over the members, with an edge between two members of
 * compatible classes unless the pair is struck out (players who met). */
static void load_members(swc_matcher *m, const classes *c, const size_t *of, size_t n, uint64_t *seed, uint64_t *w)
{
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < a; b++) {
            uint64_t x = rnd(seed) % 100 < 10 ? 0 : c->w[of[a] * c->k + of[b]];
            w[a * n + b] = w[b * n + a] = x;
            swc_matcher_set(m, a, b, &x);
        }
}

START_TEST(test_matcher_started_from_them)
{
    uint64_t seed = 0x2545f4914f6cdd1dULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    for (int trial = 0; trial < 300; trial++) {
        classes c;
        random_classes(&c, &seed);
        size_t of[MAXK * MAXC], n = members(&c, of);
        uint64_t yc[MAXK], y[MAXK * MAXC], zero[MAXK * MAXC] = { 0 };
        ck_assert_int_eq(swc_class_duals(&mem, c.k, c.cnt, c.w, 1, yc), SWC_OK);
        for (size_t v = 0; v < n; v++)
            y[v] = yc[of[v]];
        uint64_t *w = calloc(n * n, sizeof *w);
        long mate[4][MAXK * MAXC];
        ck_assert_ptr_nonnull(w);
        uint64_t got[4];
        uint32_t cls[MAXK * MAXC];
        for (size_t v = 0; v < n; v++)
            cls[v] = (uint32_t)of[v];
        for (int how = 0; how < 4; how++) {
            uint64_t s2 = seed; /* the same pairs struck out each time */
            swc_matcher *m = NULL;
            ck_assert_int_eq(swc_matcher_new(&m, &mem, n, 12), SWC_OK);
            load_members(m, &c, of, n, &s2, w);
            if (how == 1)
                ck_assert_int_eq(swc_matcher_start_duals(m, y), SWC_OK);
            if (how == 2)
                ck_assert_int_eq(swc_matcher_start_duals(m, zero), SWC_OK); /* infeasible: made feasible */
            if (how == 3) /* the matcher finds the class weights itself */
                ck_assert_int_eq(swc_matcher_start_by_class(m, cls, c.k), SWC_OK);
            ck_assert_int_eq(swc_matcher_solve(m, mate[how]), SWC_OK);
            got[how] = matching_weight(n, mate[how], w, n);
            for (size_t v = 0; v < n; v++)
                if (mate[how][v] >= 0) {
                    ck_assert_int_eq(mate[how][mate[how][v]], (long)v);
                    ck_assert_uint_gt(w[v * n + (size_t)mate[how][v]], 0);
                }
            swc_matcher_free(m);
        }
        rnd(&seed);
        ck_assert_uint_eq(got[1], got[0]);
        ck_assert_uint_eq(got[2], got[0]);
        ck_assert_uint_eq(got[3], got[0]);
        free(w);
    }
}
END_TEST

/*
 * A matcher as large as those the Dutch engines start from classes (from
 * SWC_MATCHER_MIN_FOR_CLASSES vertices), with reserve twins last: the
 * matcher finds the heaviest edge of each pair of classes along its rows
 * of ids, and its optimum weighs what its own start finds. Pairs struck
 * out, and edges above their classes' weight in a few rows.
 */
START_TEST(test_large_matcher_started_from_classes)
{
    enum { K = 7, TWINS = 24 };
    size_t n = SWC_MATCHER_MIN_FOR_CLASSES + 40, k = n - TWINS;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint64_t *w = calloc(n * n, sizeof *w);
    uint32_t *cls = calloc(n, sizeof *cls);
    long *mate = calloc(n, sizeof *mate);
    ck_assert(w && cls && mate);
    for (uint64_t trial = 1; trial <= 6; trial++) {
        uint64_t seed = 0x9e3779b97f4a7c15ULL * trial, cw[K * K], tw[K];
        for (size_t a = 0; a < K; a++) {
            tw[a] = rnd(&seed) % 3 ? 1 + rnd(&seed) % 500 : 0;
            for (size_t b = 0; b <= a; b++)
                cw[a * K + b] = cw[b * K + a] = rnd(&seed) % 4 ? 1 + rnd(&seed) % 1000 : 0;
        }
        for (size_t v = 0; v < k; v++)
            cls[v] = (uint32_t)(rnd(&seed) % K);
        for (size_t v = k; v < n; v++)
            cls[v] = K; /* the twins, a class of their own */
        uint64_t got[2];
        for (int how = 0; how < 2; how++) {
            uint64_t s2 = seed;
            swc_matcher *m = NULL;
            ck_assert_int_eq(swc_matcher_new_twins(&m, &mem, n, TWINS, 14), SWC_OK);
            memset(w, 0, n * n * sizeof *w);
            for (size_t a = 0; a < k; a++) {
                for (size_t b = 0; b < a; b++) {
                    uint64_t x = rnd(&s2) % 10 ? cw[cls[a] * K + cls[b]] : 0;
                    if (x && a % 37 == 0)
                        x += 1 + rnd(&s2) % 50; /* a row above its classes */
                    w[a * n + b] = w[b * n + a] = x;
                    swc_matcher_set(m, a, b, &x);
                }
                for (size_t t = k; t < n; t++) {
                    w[a * n + t] = w[t * n + a] = tw[cls[a]];
                    swc_matcher_set(m, a, t, &tw[cls[a]]);
                }
            }
            if (how)
                ck_assert_int_eq(swc_matcher_start_by_class(m, cls, K + 1), SWC_OK);
            ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
            got[how] = matching_weight(n, mate, w, n);
            swc_matcher_free(m);
        }
        ck_assert_uint_gt(got[0], 0);
        ck_assert_uint_eq(got[1], got[0]);
    }
    free(w);
    free(cls);
    free(mate);
}
END_TEST

/* Too many classes: nothing is set, and the matcher starts on its own. */
START_TEST(test_too_many_classes)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    size_t n = SWC_MATCHER_MAX_CLASSES + 2;
    uint32_t *cls = calloc(n, sizeof *cls);
    long *mate = calloc(n, sizeof *mate);
    ck_assert_ptr_nonnull(cls);
    ck_assert_ptr_nonnull(mate);
    swc_matcher *m = NULL;
    ck_assert_int_eq(swc_matcher_new(&m, &mem, n, 8), SWC_OK);
    for (size_t v = 0; v < n; v++) {
        cls[v] = (uint32_t)v;
        if (v % 2) {
            uint64_t x = 1 + v % 7;
            swc_matcher_set(m, v - 1, v, &x);
        }
    }
    ck_assert_int_eq(swc_matcher_start_by_class(m, cls, n), SWC_OK);
    ck_assert_int_eq(swc_matcher_solve(m, mate), SWC_OK);
    for (size_t v = 0; v < n; v++)
        ck_assert_int_eq(mate[v], (long)(v ^ 1u));
    swc_matcher_free(m);
    free(cls);
    free(mate);
}
END_TEST

START_TEST(test_limits)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    uint32_t cnt[2] = { 3, 1 };
    uint64_t w[2 * 2 * SWC_WIDE_MAX_LIMBS] = { 0 }, y[2 * SWC_WIDE_MAX_LIMBS];
    ck_assert_int_eq(swc_class_duals(&mem, 0, cnt, w, 1, y), SWC_OK);
    /* no room for the search's one extra limb */
    ck_assert_int_eq(swc_class_duals(&mem, 2, cnt, w, SWC_WIDE_MAX_LIMBS, y), SWC_ELIMIT);
    /* no edge at all: every dual zero */
    y[0] = y[1] = 7;
    ck_assert_int_eq(swc_class_duals(&mem, 2, cnt, w, 1, y), SWC_OK);
    ck_assert_uint_eq(y[0], 0);
    ck_assert_uint_eq(y[1], 0);
    /* one edge of weight 5 between the classes: one unit crosses */
    w[1] = w[2] = 5;
    ck_assert_int_eq(swc_class_duals(&mem, 2, cnt, w, 1, y), SWC_OK);
    ck_assert_uint_ge(y[0] + y[1], 10);
    ck_assert_uint_eq(3 * y[0] + 1 * y[1], 10);
}
END_TEST

START_TEST(test_oom_is_reported)
{
    uint64_t seed = 7;
    classes c;
    do
        random_classes(&c, &seed);
    while (c.k < 3);
    for (long n = 1; n < 40; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_mem mem;
        swc_mem_init(&mem, &a);
        st.fail_at = n;
        uint64_t y[MAXK];
        int rc = swc_class_duals(&mem, c.k, c.cnt, c.w, 1, y);
        ck_assert(rc == SWC_OK || rc == SWC_ENOMEM);
        ck_assert_int_eq(st.live_blocks, 0);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("classdual");
    TCase *tc = tcase_create("classdual");
    tcase_add_test(tc, test_feasible_and_optimal);
    tcase_add_test(tc, test_matcher_started_from_them);
    tcase_add_test(tc, test_large_matcher_started_from_classes);
    tcase_add_test(tc, test_too_many_classes);
    tcase_add_test(tc, test_limits);
    tcase_add_test(tc, test_oom_is_reported);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
