/*
 * Tables of weight ids that start at 16 bits: every id set reads back,
 * one past 65 535 widens the table and keeps the others, a reset gives a
 * zeroed narrow table again, a compaction of the pool renumbers narrow and
 * wide tables alike, a widening that runs out of memory leaves the table
 * as it was, and a widening allocates only the entries in use.
 */
#include "matching/idtab.h"
#include "core/wide.h"
#include "matching/wpool.h"
#include "testutil.h"

START_TEST(test_narrow_until_needed)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_idtab t;
    enum { K = 1000 };
    ck_assert_int_eq(swc_idtab_init(&t, &mem, K), SWC_OK);
    ck_assert_ptr_nonnull(t.a16);
    for (size_t i = 0; i < K; i++)
        ck_assert_uint_eq(swc_idtab_get(&t, i), 0);
    for (size_t i = 0; i < K; i++)
        ck_assert_int_eq(swc_idtab_set(&t, &mem, i, (uint32_t)(i * 65)), SWC_OK);
    ck_assert_ptr_nonnull(t.a16); /* 999 * 65 = 64 935 still fits */
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 7, 65535), SWC_OK);
    ck_assert_ptr_nonnull(t.a16);
    ck_assert_uint_eq(swc_idtab_get(&t, 7), 65535);
    /* the first id past 16 bits widens, and nothing else changes */
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 3, 65536), SWC_OK);
    ck_assert_ptr_null(t.a16);
    ck_assert_ptr_nonnull(t.a32);
    ck_assert_uint_eq(swc_idtab_get(&t, 3), 65536);
    ck_assert_uint_eq(swc_idtab_get(&t, 7), 65535);
    for (size_t i = 0; i < K; i++)
        if (i != 3 && i != 7)
            ck_assert_uint_eq(swc_idtab_get(&t, i), (uint32_t)(i * 65));
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 9, 4000000000u), SWC_OK);
    ck_assert_uint_eq(swc_idtab_get(&t, 9), 4000000000u);
    /* a reset is narrow and zero again, larger or smaller */
    ck_assert_int_eq(swc_idtab_reset(&t, &mem, 2 * K), SWC_OK);
    ck_assert_ptr_nonnull(t.a16);
    ck_assert_ptr_null(t.a32);
    ck_assert_uint_eq(t.len, 2 * K);
    for (size_t i = 0; i < 2 * K; i++)
        ck_assert_uint_eq(swc_idtab_get(&t, i), 0);
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 2 * K - 1, 12), SWC_OK);
    ck_assert_int_eq(swc_idtab_reset(&t, &mem, 10), SWC_OK);
    ck_assert_uint_eq(t.len, 10);
    ck_assert_uint_ge(t.cap, 2 * K); /* the grown block is kept */
    for (size_t i = 0; i < 10; i++)
        ck_assert_uint_eq(swc_idtab_get(&t, i), 0);
    swc_idtab_free(&t, &mem);
    ck_assert_ptr_null(t.a16);
    ck_assert_ptr_null(t.a32);
}
END_TEST

static void value(uint64_t *w, uint64_t i)
{
    w[0] = i * 0x9e3779b97f4a7c15u;
    w[1] = i % 11;
}

START_TEST(test_compaction_renumbers_both_widths)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_wpool p;
    ck_assert_int_eq(swc_wpool_init(&p, &mem, 2), SWC_OK);
    enum { K = 70000 }; /* ids past 16 bits */
    uint64_t w[2];
    for (uint64_t i = 1; i <= K; i++) {
        value(w, i);
        ck_assert_uint_eq(swc_wpool_id(&p, w), (uint32_t)i);
    }
    /* a narrow table naming every 100th of the first 60 000 values, a
     * wide one naming every 1000th value of all of them */
    swc_idtab a, b;
    ck_assert_int_eq(swc_idtab_init(&a, &mem, 600), SWC_OK);
    ck_assert_int_eq(swc_idtab_init(&b, &mem, 70), SWC_OK);
    for (size_t i = 0; i < 600; i++)
        ck_assert_int_eq(swc_idtab_set(&a, &mem, i, (uint32_t)(100 * i + 1)), SWC_OK);
    for (size_t i = 0; i < 70; i++)
        ck_assert_int_eq(swc_idtab_set(&b, &mem, i, (uint32_t)(1000 * i + 1000)), SWC_OK);
    ck_assert_ptr_nonnull(a.a16);
    ck_assert_ptr_null(b.a16);
    swc_idtab *tabs[2] = { &a, &b };
    size_t lens[2] = { 600, 70 };
    ck_assert_int_eq(swc_wpool_compact(&p, tabs, lens, 2), SWC_OK);
    /* 600 values of a, 70 of b, of which 1000 * i + 1000 = 100 * j + 1
     * never holds: 670 distinct, and zero */
    ck_assert_uint_eq(p.n, 671);
    uint32_t last = 0;
    for (size_t i = 0; i < 600; i++) {
        uint32_t id = swc_idtab_get(&a, i);
        value(w, 100 * i + 1);
        ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, id), w, 2), 0);
        ck_assert_uint_gt(id, last); /* the order is kept */
        last = id;
    }
    for (size_t i = 0; i < 70; i++) {
        value(w, 1000 * i + 1000);
        ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, swc_idtab_get(&b, i)), w, 2), 0);
    }
    swc_idtab_free(&a, &mem);
    swc_idtab_free(&b, &mem);
    swc_wpool_free(&p);
}
END_TEST

START_TEST(test_failed_widening_changes_nothing)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator al = swc_test_allocator(&st);
    swc_mem mem;
    swc_mem_init(&mem, &al);
    swc_idtab t;
    ck_assert_int_eq(swc_idtab_init(&t, &mem, 100), SWC_OK);
    for (size_t i = 0; i < 100; i++)
        ck_assert_int_eq(swc_idtab_set(&t, &mem, i, (uint32_t)i + 1), SWC_OK);
    st.fail_at = st.calls + 1; /* the next allocation fails */
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 5, 70000), SWC_ENOMEM);
    ck_assert_ptr_nonnull(t.a16);
    for (size_t i = 0; i < 100; i++)
        ck_assert_uint_eq(swc_idtab_get(&t, i), (uint32_t)i + 1);
    ck_assert_int_eq(swc_idtab_reset(&t, &mem, 1000), SWC_ENOMEM); /* a larger block fails too */
    for (size_t i = 0; i < 100; i++)
        ck_assert_uint_eq(swc_idtab_get(&t, i), (uint32_t)i + 1);
    st.fail_at = 0;
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 5, 70000), SWC_OK);
    ck_assert_uint_eq(swc_idtab_get(&t, 5), 70000);
    swc_idtab_free(&t, &mem);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* A table reset to fewer entries widens only those. */
START_TEST(test_widening_takes_the_entries_in_use)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator al = swc_test_allocator(&st);
    swc_mem mem;
    swc_mem_init(&mem, &al);
    swc_idtab t;
    ck_assert_int_eq(swc_idtab_init(&t, &mem, 100000), SWC_OK);
    ck_assert_int_eq(swc_idtab_reset(&t, &mem, 300), SWC_OK);
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 299, 7), SWC_OK);
    ck_assert_int_eq(swc_idtab_set(&t, &mem, 0, 100000), SWC_OK);
    ck_assert_ptr_null(t.a16);
    ck_assert_int_eq(st.live_bytes, 300 * 4);
    ck_assert_uint_eq(swc_idtab_get(&t, 299), 7);
    ck_assert_uint_eq(swc_idtab_get(&t, 0), 100000);
    swc_idtab_free(&t, &mem);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("idtab");
    TCase *tc = tcase_create("idtab");
    tcase_add_test(tc, test_narrow_until_needed);
    tcase_add_test(tc, test_compaction_renumbers_both_widths);
    tcase_add_test(tc, test_failed_widening_changes_nothing);
    tcase_add_test(tc, test_widening_takes_the_entries_in_use);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
