/*
 * The cardinality matching against exhaustive search: the size of a
 * maximum matching on random graphs (sparse and dense, with odd cycles
 * that need blossoms), fixing pairs one after another exactly when a
 * perfect matching of the rest exists, starting pairs given by the caller,
 * vertices leaving and the matching completed again (also on graphs of
 * colour classes, like the Dutch validity graph), and every allocation
 * failing in turn.
 */
#include <stdlib.h>
#include <string.h>

#include "matching/cardmatch.h"
#include "testutil.h"

#define MAXN 14

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

typedef struct graph {
    int n;
    int adj[MAXN][MAXN];
    int live[MAXN];
} graph;

/* Largest number of pairs among the live vertices, by exhaustive search. */
static int brute_max(const graph *g, int *used, int from)
{
    while (from < g->n && (used[from] || !g->live[from]))
        from++;
    if (from >= g->n)
        return 0;
    used[from] = 1;
    int best = brute_max(g, used, from + 1); /* from stays single */
    for (int j = from + 1; j < g->n; j++) {
        if (used[j] || !g->live[j] || !g->adj[from][j])
            continue;
        used[j] = 1;
        int k = 1 + brute_max(g, used, from + 1);
        if (k > best)
            best = k;
        used[j] = 0;
    }
    used[from] = 0;
    return best;
}

static int max_pairs(const graph *g)
{
    int used[MAXN] = { 0 };
    return brute_max(g, used, 0);
}

static int live_count(const graph *g)
{
    int k = 0;
    for (int i = 0; i < g->n; i++)
        k += g->live[i];
    return k;
}

static void random_graph(graph *g, uint64_t *seed, int n, int density_pct)
{
    memset(g, 0, sizeof *g);
    g->n = n;
    for (int i = 0; i < n; i++) {
        g->live[i] = 1;
        for (int j = i + 1; j < n; j++)
            if ((int)(rnd(seed) % 100) < density_pct)
                g->adj[i][j] = g->adj[j][i] = 1;
    }
}

static swc_cardmatch *load(const graph *g, const swc_mem *mem)
{
    swc_cardmatch *m = NULL;
    ck_assert_int_eq(swc_cardmatch_new(&m, mem, (size_t)g->n), SWC_OK);
    for (int i = 0; i < g->n; i++)
        for (int j = i + 1; j < g->n; j++)
            if (g->adj[i][j])
                swc_cardmatch_add_edge(m, (size_t)i, (size_t)j);
    return m;
}

/* The matching is one: symmetric, along edges, among distinct vertices. */
static int check_matching(const swc_cardmatch *m, const graph *g)
{
    int pairs = 0;
    for (int i = 0; i < g->n; i++) {
        long j = swc_cardmatch_mate(m, (size_t)i);
        if (j < 0 || !g->live[i])
            continue;
        ck_assert(j < g->n && j != i);
        ck_assert_int_eq(swc_cardmatch_mate(m, (size_t)j), i);
        ck_assert(g->adj[i][j]);
        pairs += j > i;
    }
    return pairs;
}

START_TEST(test_maximum_on_random_graphs)
{
    uint64_t seed = 0x9e3779b97f4a7c15ULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    static const int density[] = { 15, 30, 50, 80 };
    for (int trial = 0; trial < 800; trial++) {
        graph g;
        random_graph(&g, &seed, 1 + (int)(rnd(&seed) % MAXN), density[trial % 4]);
        swc_cardmatch *m = load(&g, &mem);
        size_t pairs = swc_cardmatch_solve(m);
        ck_assert_int_eq((int)pairs, max_pairs(&g));
        ck_assert_int_eq(check_matching(m, &g), (int)pairs);
        swc_cardmatch_free(m);
    }
}
END_TEST

/* An odd cycle on the way: the search from the exposed vertex meets the
 * five-cycle, must contract it and leave it at the pendant. */
START_TEST(test_blossom_needed)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    graph g;
    swc_cardmatch *m;
    /* Vertex 5 hangs on 0; the only perfect matching pairs 5-0 and goes
     * round the rest of the cycle. */
    memset(&g, 0, sizeof g);
    g.n = 6;
    for (int i = 0; i < 5; i++)
        g.adj[i][(i + 1) % 5] = g.adj[(i + 1) % 5][i] = 1;
    g.adj[0][5] = g.adj[5][0] = 1;
    for (int i = 0; i < 6; i++)
        g.live[i] = 1;
    m = load(&g, &mem);
    swc_cardmatch_pair(m, 0, 1);
    swc_cardmatch_pair(m, 2, 3);
    ck_assert_int_eq((int)swc_cardmatch_solve(m), 3);
    ck_assert_int_eq(swc_cardmatch_mate(m, 5), 0);
    swc_cardmatch_free(m);
}
END_TEST

/* Fixing: a pair is accepted exactly when the rest still has a perfect
 * matching, a refusal changes nothing, and the matching stays perfect. */
START_TEST(test_fix_matches_exhaustive_search)
{
    uint64_t seed = 0x2545f4914f6cdd1dULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    int checked = 0, refused = 0;
    for (int trial = 0; trial < 600; trial++) {
        graph g;
        int n = 2 * (1 + (int)(rnd(&seed) % (MAXN / 2)));
        random_graph(&g, &seed, n, trial % 2 ? 35 : 60);
        if (2 * max_pairs(&g) < n)
            continue;
        swc_cardmatch *m = load(&g, &mem);
        ck_assert_int_eq(2 * (int)swc_cardmatch_solve(m), n);
        /* The sequential rule: each first live vertex takes its first
         * neighbour that leaves a pairable rest. */
        for (int a = 0; a < n; a++) {
            if (!g.live[a])
                continue;
            int taken = 0;
            for (int c = a + 1; c < n && !taken; c++) {
                if (!g.live[c] || !g.adj[a][c])
                    continue;
                g.live[a] = g.live[c] = 0;
                int possible = 2 * max_pairs(&g) == live_count(&g);
                g.live[a] = g.live[c] = 1;
                long before[MAXN];
                for (int i = 0; i < n; i++)
                    before[i] = swc_cardmatch_mate(m, (size_t)i);
                int got = swc_cardmatch_fix(m, (size_t)a, (size_t)c);
                ck_assert_int_eq(got, possible);
                checked++;
                if (!got) {
                    refused++;
                    for (int i = 0; i < n; i++)
                        ck_assert_int_eq(swc_cardmatch_mate(m, (size_t)i), before[i]);
                    continue;
                }
                ck_assert_int_eq(swc_cardmatch_mate(m, (size_t)a), c);
                g.live[a] = g.live[c] = 0;
                ck_assert_int_eq(2 * check_matching(m, &g), live_count(&g));
                taken = 1;
            }
            ck_assert(taken);
        }
        swc_cardmatch_free(m);
    }
    ck_assert_int_gt(checked, 500);
    ck_assert_int_gt(refused, 20);
}
END_TEST

/* Vertices leave a solved graph a few at a time (their partners exposed),
 * and each solve completes a maximum matching of those left. */
START_TEST(test_remove_then_solve)
{
    uint64_t seed = 0x5851f42d4c957f2dULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    static const int density[] = { 10, 25, 50, 80 };
    for (int trial = 0; trial < 400; trial++) {
        graph g;
        random_graph(&g, &seed, 2 + (int)(rnd(&seed) % (MAXN - 1)), density[trial % 4]);
        swc_cardmatch *m = load(&g, &mem);
        ck_assert_int_eq((int)swc_cardmatch_solve(m), max_pairs(&g));
        while (live_count(&g) > 0) {
            int k = 1 + (int)(rnd(&seed) % 3);
            for (int i = 0; i < k && live_count(&g) > 0; i++) {
                int v;
                do
                    v = (int)(rnd(&seed) % (uint64_t)g.n);
                while (!g.live[v]);
                swc_cardmatch_remove(m, (size_t)v);
                g.live[v] = 0;
                ck_assert_int_eq(swc_cardmatch_mate(m, (size_t)v), -1);
            }
            size_t pairs = swc_cardmatch_solve(m);
            ck_assert_int_eq((int)pairs, max_pairs(&g));
            ck_assert_int_eq(check_matching(m, &g), (int)pairs);
            for (int i = 0; i < g.n; i++)
                if (!g.live[i])
                    ck_assert_int_eq(swc_cardmatch_mate(m, (size_t)i), -1);
        }
        swc_cardmatch_free(m);
    }
}
END_TEST

/*
 * Graphs shaped like the Dutch validity graph: players of an absolute
 * colour (two classes) never meet their own class, the rest meet nearly
 * everybody; pairs leave as brackets are paired, and the matching is
 * completed again. An exposed player of a class then reaches a partner
 * only through blossoms of the others (the case cardmatch.c scans the
 * even vertices last labelled first for).
 */
START_TEST(test_colour_classes_then_pairs_leave)
{
    uint64_t seed = 0x2545f4914f6cdd1dULL;
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    for (int trial = 0; trial < 300; trial++) {
        graph g;
        int n = 4 + (int)(rnd(&seed) % (MAXN - 3)), cls[MAXN];
        memset(&g, 0, sizeof g);
        g.n = n;
        for (int i = 0; i < n; i++) {
            g.live[i] = 1;
            cls[i] = (int)(rnd(&seed) % 4); /* 0, 1: a class; 2, 3: neither */
        }
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if ((cls[i] != cls[j] || cls[i] > 1) && rnd(&seed) % 100 < 85)
                    g.adj[i][j] = g.adj[j][i] = 1;
        swc_cardmatch *m = load(&g, &mem);
        ck_assert_int_eq((int)swc_cardmatch_solve(m), max_pairs(&g));
        for (;;) {
            /* a pair of the graph that is not the matching's leaves */
            int a = -1, b = -1;
            for (int i = 0; i < n && a < 0; i++)
                for (int j = i + 1; j < n; j++)
                    if (g.live[i] && g.live[j] && g.adj[i][j] && swc_cardmatch_mate(m, (size_t)i) != j &&
                        rnd(&seed) % 3 == 0) {
                        a = i;
                        b = j;
                        break;
                    }
            if (a < 0)
                break;
            swc_cardmatch_remove(m, (size_t)a);
            swc_cardmatch_remove(m, (size_t)b);
            g.live[a] = g.live[b] = 0;
            size_t pairs = swc_cardmatch_solve(m);
            ck_assert_int_eq((int)pairs, max_pairs(&g));
            ck_assert_int_eq(check_matching(m, &g), (int)pairs);
        }
        swc_cardmatch_free(m);
    }
}
END_TEST

START_TEST(test_oom_is_reported)
{
    for (long n = 1; n < 100; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_mem mem;
        swc_mem_init(&mem, &a);
        st.fail_at = n;
        swc_cardmatch *m = NULL;
        int rc = swc_cardmatch_new(&m, &mem, 70);
        if (rc == SWC_OK) {
            swc_cardmatch_add_edge(m, 0, 69);
            ck_assert_int_eq((int)swc_cardmatch_solve(m), 1);
        } else {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_ptr_null(m);
        }
        swc_cardmatch_free(m);
        ck_assert_int_eq(st.live_blocks, 0);
        if (rc == SWC_OK)
            break;
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("cardmatch");
    TCase *tc = tcase_create("cardmatch");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_maximum_on_random_graphs);
    tcase_add_test(tc, test_blossom_needed);
    tcase_add_test(tc, test_fix_matches_exhaustive_search);
    tcase_add_test(tc, test_remove_then_solve);
    tcase_add_test(tc, test_colour_classes_then_pairs_leave);
    tcase_add_test(tc, test_oom_is_reported);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
