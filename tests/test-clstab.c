/*
 * Weight ids kept by vertex class (clstab.h) against a dense table and an
 * edge mask: random changes of single pairs, whole rows that differ and
 * go back to their classes' ids, pairs that stop being edges; every edge
 * reads what was set last, rows of their own are given back once they
 * agree with their classes again, the tables handed to a compaction are
 * renumbered with the pool, and every allocation failing in turn is
 * reported and leaks nothing.
 */
#include <string.h>

#include "core/wide.h"
#include "matching/clstab.h"
#include "matching/wpool.h"
#include "testutil.h"

#define D 48
#define C 5

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

typedef struct model {
    uint32_t cls[D];
    uint32_t cw[C][C];   /* the classes' ids (symmetric) */
    uint32_t id[D][D];   /* what was set, 0 for no edge */
} model;

/* Every edge reads its id (one assertion for the table: check records
 * each one it makes). */
static void check_edges(const swc_clstab *t, const model *g)
{
    size_t bad = 0, bx = 0, by = 0;
    for (size_t x = 0; x < D; x++)
        for (size_t y = 0; y < D; y++)
            if (x != y && g->id[x][y] && swc_clstab_get(t, x, y) != g->id[x][y] && !bad++) {
                bx = x;
                by = y;
            }
    ck_assert_msg(bad == 0, "%zu edges read wrong, the first {%zu, %zu}: %u, set %u", bad, bx, by,
                  (unsigned)swc_clstab_get(t, bx, by), (unsigned)g->id[bx][by]);
}

static void set(swc_clstab *t, model *g, size_t x, size_t y, uint32_t id)
{
    if (swc_clstab_set(t, x, y, id) != SWC_OK)
        ck_abort_msg("setting {%zu, %zu} failed", x, y);
    g->id[x][y] = g->id[y][x] = id;
}

/* Every pair set to its classes' id, about a tenth of them no edge. */
static void fill(swc_clstab *t, model *g, uint64_t *s)
{
    for (size_t x = 0; x < D; x++)
        for (size_t y = 0; y < x; y++)
            set(t, g, x, y, rnd(s) % 10 ? g->cw[g->cls[x]][g->cls[y]] : 0);
}

static void new_model(model *g, uint64_t *s)
{
    memset(g, 0, sizeof *g);
    for (size_t x = 0; x < D; x++)
        g->cls[x] = (uint32_t)(rnd(s) % C);
    for (size_t a = 0; a < C; a++)
        for (size_t b = 0; b <= a; b++)
            g->cw[a][b] = g->cw[b][a] = (uint32_t)(1 + rnd(s) % 9);
}

START_TEST(test_edges_read_what_was_set)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    for (uint64_t seed = 1; seed <= 40; seed++) {
        uint64_t s = seed * 977 + 3;
        model g;
        new_model(&g, &s);
        swc_clstab t;
        ck_assert_int_eq(swc_clstab_init(&t, &mem, D, g.cls, C), SWC_OK);
        fill(&t, &g, &s);
        check_edges(&t, &g);
        ck_assert_uint_eq(swc_clstab_rows(&t), 0); /* the classes say it all */
        for (int step = 0; step < 60; step++) {
            size_t x = rnd(&s) % D, y = rnd(&s) % D;
            int kind = (int)(rnd(&s) % 4);
            if (kind == 0 && x != y) {
                /* one pair, any id (its classes' id too) or none */
                uint32_t id = (uint32_t)(rnd(&s) % 12);
                set(&t, &g, x, y, id);
            } else if (kind == 1) {
                /* a bonus row: every edge of x differs */
                for (size_t z = 0; z < D; z++)
                    if (z != x && g.id[x][z])
                        set(&t, &g, x, z, g.id[x][z] + 100);
            } else if (kind == 2) {
                /* x's edges back to their classes' ids (some no edge) */
                for (size_t z = 0; z < D; z++)
                    if (z != x)
                        set(&t, &g, x, z, rnd(&s) % 8 ? g.cw[g.cls[x]][g.cls[z]] : 0);
            } else {
                /* x's edges to one class change: two rows of their own
                 * may meet */
                uint32_t c = (uint32_t)(rnd(&s) % C);
                for (size_t z = 0; z < D; z++)
                    if (z != x && g.cls[z] == c && g.id[x][z])
                        set(&t, &g, x, z, 50 + (uint32_t)step);
            }
            check_edges(&t, &g);
            /* a row of its own at an end of every edge that differs
             * from its classes' id, and nowhere else */
            int uncovered = 0, needless = 0;
            for (size_t a = 0; a < D; a++) {
                int d = 0;
                for (size_t b = 0; b < D; b++) {
                    int differs = a != b && g.id[a][b] && g.id[a][b] != g.cw[g.cls[a]][g.cls[b]];
                    uncovered |= differs && !t.own[a] && !t.own[b];
                    d |= differs;
                }
                needless |= t.own[a] && !d;
            }
            ck_assert(!uncovered);
            ck_assert(!needless);
        }
        /* everything back to the classes: no row of its own is left */
        fill(&t, &g, &s);
        check_edges(&t, &g);
        ck_assert_uint_eq(swc_clstab_rows(&t), 0);
        swc_clstab_free(&t);
    }
}
END_TEST

START_TEST(test_compaction_renumbers_rows_and_classes)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_wpool p;
    ck_assert_int_eq(swc_wpool_init(&p, &mem, 1), SWC_OK);
    uint64_t s = 12345, w[1];
    model g;
    new_model(&g, &s);
    /* ids 1..400 in the pool, of which the table names a few */
    for (uint64_t i = 1; i <= 400; i++) {
        w[0] = 1000 + i;
        ck_assert_uint_eq(swc_wpool_id(&p, w), (uint32_t)i);
    }
    for (size_t a = 0; a < C; a++)
        for (size_t b = 0; b <= a; b++)
            g.cw[a][b] = g.cw[b][a] = (uint32_t)(3 * (a * C + b) + 5);
    swc_clstab t;
    ck_assert_int_eq(swc_clstab_init(&t, &mem, D, g.cls, C), SWC_OK);
    fill(&t, &g, &s);
    for (size_t z = 0; z < D; z++)
        if (z != 7 && g.id[7][z])
            set(&t, &g, 7, z, 300 + (uint32_t)z);
    ck_assert_uint_eq(swc_clstab_rows(&t), 1);
    swc_idtab *tabs[1 + 4];
    size_t lens[1 + 4];
    ck_assert_uint_le(t.nslots, 4);
    size_t nt = swc_clstab_tables(&t, tabs, lens);
    ck_assert_uint_eq(nt, 1 + t.nslots);
    ck_assert_int_eq(swc_wpool_compact(&p, tabs, lens, nt), SWC_OK);
    ck_assert_uint_lt(p.n, 400);
    for (size_t x = 0; x < D; x++)
        for (size_t y = 0; y < D; y++)
            if (x != y && g.id[x][y]) {
                /* the same value under its new id */
                ck_assert_uint_eq(swc_wpool_get(&p, swc_clstab_get(&t, x, y))[0], 1000 + g.id[x][y]);
            }
    swc_clstab_free(&t);
    swc_wpool_free(&p);
}
END_TEST

START_TEST(test_wide_ids_and_failures)
{
    for (long n = 1; n < 200; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_mem mem;
        swc_mem_init(&mem, &a);
        st.fail_at = n;
        uint64_t s = 99;
        model g;
        new_model(&g, &s);
        swc_clstab t;
        int rc = swc_clstab_init(&t, &mem, D, g.cls, C);
        /* class ids past 16 bits, then rows of their own (several, one
         * past 16 bits too) */
        for (size_t x = 0; rc == SWC_OK && x < D; x++)
            for (size_t y = 0; rc == SWC_OK && y < x; y++)
                rc = swc_clstab_set(&t, x, y, 70000 + g.cls[x] + g.cls[y]);
        for (size_t x = 0; rc == SWC_OK && x < 6; x++)
            for (size_t y = 0; rc == SWC_OK && y < D; y++)
                if (y != x)
                    rc = swc_clstab_set(&t, x, y, x == 3 ? 90000 + (uint32_t)y : 10 + (uint32_t)y);
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_clstab_rows(&t), 6);
            ck_assert_uint_eq(swc_clstab_get(&t, 3, 9), 90009);
            ck_assert_uint_eq(swc_clstab_get(&t, 9, 3), 90009);
            ck_assert_uint_eq(swc_clstab_get(&t, 4, 2), 12); /* the later write */
            ck_assert_uint_eq(swc_clstab_get(&t, 2, 4), 12);
            ck_assert_uint_eq(swc_clstab_get(&t, 20, 30), 70000 + g.cls[20] + g.cls[30]);
        }
        swc_clstab_free(&t);
        ck_assert(rc == SWC_OK || rc == SWC_ENOMEM);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
        if (rc == SWC_OK)
            return;
    }
    ck_abort_msg("no run without a failure");
}
END_TEST

int main(void)
{
    Suite *s = suite_create("clstab");
    TCase *tc = tcase_create("clstab");
    tcase_add_test(tc, test_edges_read_what_was_set);
    tcase_add_test(tc, test_compaction_renumbers_rows_and_classes);
    tcase_add_test(tc, test_wide_ids_and_failures);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
