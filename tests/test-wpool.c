/*
 * The pool of interned weights: ids are stable and shared by equal values,
 * zero is id 0, the pool grows past its first table, compaction keeps
 * exactly the values still named (in their order, renumbered in the
 * tables), and running out of memory is reported without losing a value.
 */
#include <string.h>

#include "core/wide.h"
#include "matching/wpool.h"
#include "testutil.h"

#define L 3

static void value(uint64_t *w, uint64_t i)
{
    w[0] = i * 0x9e3779b97f4a7c15u;
    w[1] = i;
    w[2] = i % 7; /* many values share the high limbs */
}

START_TEST(test_ids_name_values)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_wpool p;
    ck_assert_int_eq(swc_wpool_init(&p, &mem, L), SWC_OK);
    uint64_t w[L] = { 0, 0, 0 };
    ck_assert_uint_eq(swc_wpool_id(&p, w), 0);
    ck_assert(wide_is_zero(swc_wpool_get(&p, 0), L));
    enum { K = 5000 }; /* past several doublings of the table */
    static uint32_t ids[K];
    for (uint64_t i = 1; i <= K; i++) {
        value(w, i);
        ids[i - 1] = swc_wpool_id(&p, w);
        ck_assert_uint_eq(ids[i - 1], (uint32_t)i); /* new values in order */
    }
    ck_assert_uint_eq(p.n, K + 1);
    for (uint64_t i = 1; i <= K; i++) {
        value(w, i);
        ck_assert_uint_eq(swc_wpool_id(&p, w), ids[i - 1]); /* found, not added */
        ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, ids[i - 1]), w, L), 0);
    }
    /* a value read from the pool itself interns to its own id */
    ck_assert_uint_eq(swc_wpool_id(&p, swc_wpool_get(&p, 77)), 77);
    ck_assert_uint_eq(p.n, K + 1);
    ck_assert_int_eq(p.failed, 0);
    swc_wpool_free(&p);
}
END_TEST

/* Compact p over the id arrays (as id tables), the new ids back in them. */
static int compact_arrays(swc_wpool *p, const swc_mem *mem, uint32_t *const *arrays, const size_t *lens, size_t n)
{
    swc_idtab tabs[2], *ptrs[2];
    ck_assert_uint_le(n, 2);
    for (size_t t = 0; t < n; t++) {
        ck_assert_int_eq(swc_idtab_init(&tabs[t], mem, lens[t]), SWC_OK);
        for (size_t i = 0; i < lens[t]; i++)
            ck_assert_int_eq(swc_idtab_set(&tabs[t], mem, i, arrays[t][i]), SWC_OK);
        ptrs[t] = &tabs[t];
    }
    int rc = swc_wpool_compact(p, ptrs, lens, n);
    for (size_t t = 0; t < n; t++) {
        for (size_t i = 0; i < lens[t]; i++)
            arrays[t][i] = swc_idtab_get(&tabs[t], i);
        swc_idtab_free(&tabs[t], mem);
    }
    return rc;
}

START_TEST(test_compaction_keeps_what_is_named)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_wpool p;
    ck_assert_int_eq(swc_wpool_init(&p, &mem, L), SWC_OK);
    uint64_t w[L];
    enum { K = 1000 };
    static uint32_t a[K], b[10];
    for (uint64_t i = 1; i <= K; i++) {
        value(w, i);
        a[i - 1] = swc_wpool_id(&p, w);
    }
    /* table a keeps every third value (and some zeros), table b a few
     * repeats of values a also names and one it does not */
    for (size_t i = 0; i < K; i++)
        if (i % 3)
            a[i] = i % 5 ? 0 : a[i - 1];
    for (size_t i = 0; i < 10; i++)
        b[i] = a[3 * i];
    b[9] = 500; /* value 500, which a no longer names */
    uint32_t *tables[2] = { a, b };
    size_t lens[2] = { K, 10 };
    ck_assert_int_eq(compact_arrays(&p, &mem, tables, lens, 2), SWC_OK);
    ck_assert_uint_eq(p.n, 1 + 334 + 1); /* values 1, 4, 7, ..., 1000, and 500 */
    uint32_t last = 0;
    for (size_t i = 0; i < K; i += 3) {
        value(w, i + 1);
        ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, a[i]), w, L), 0);
        ck_assert_uint_gt(a[i], last); /* the order of ids is kept */
        last = a[i];
        ck_assert_uint_eq(swc_wpool_id(&p, w), a[i]); /* the table finds them */
    }
    for (size_t i = 0; i < K; i++)
        if (i % 3 && i % 5)
            ck_assert_uint_eq(a[i], 0);
    for (size_t i = 0; i < 9; i++)
        ck_assert_uint_eq(b[i], a[3 * i]);
    value(w, 500);
    ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, b[9]), w, L), 0);
    /* a value dropped is new again */
    value(w, 2);
    ck_assert_uint_eq(swc_wpool_id(&p, w), (uint32_t)p.n - 1);
    swc_wpool_free(&p);
}
END_TEST

START_TEST(test_compaction_due)
{
    swc_mem mem;
    swc_mem_init(&mem, NULL);
    swc_wpool p;
    ck_assert_int_eq(swc_wpool_init(&p, &mem, L), SWC_OK);
    uint64_t w[L];
    enum { K = 70000 }; /* past the 65 536 values below which it never is */
    static uint32_t t[K];
    for (uint64_t i = 1; i <= K; i++) {
        value(w, i);
        t[i - 1] = swc_wpool_id(&p, w);
        ck_assert_int_eq(swc_wpool_compact_due(&p, 0), i + 1 > 65536);
        /* 16-bit tables: past 49 152 values, 8192 more than the live ones */
        ck_assert_int_eq(swc_wpool_compact_due(&p, 1), i + 1 > 49152);
    }
    /* a table naming every tenth value: more than four times as many dead */
    for (size_t i = 0; i < K; i++)
        if (i % 10)
            t[i] = 0;
    uint32_t *tables[1] = { t };
    size_t lens[1] = { K };
    ck_assert_int_eq(compact_arrays(&p, &mem, tables, lens, 1), SWC_OK);
    ck_assert_uint_eq(p.n, 1 + K / 10);
    ck_assert_uint_eq(p.live, p.n);
    ck_assert_int_eq(swc_wpool_compact_due(&p, 0), 0);
    ck_assert_int_eq(swc_wpool_compact_due(&p, 1), 0);
    swc_wpool_free(&p);
}
END_TEST

START_TEST(test_oom_is_reported)
{
    int reached = 0;
    for (long n = 1; n < 200 && !reached; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_mem mem;
        swc_mem_init(&mem, &al);
        st.fail_at = n;
        swc_wpool p;
        if (swc_wpool_init(&p, &mem, L) != SWC_OK) {
            ck_assert_int_eq(st.live_blocks, 0);
            continue;
        }
        uint64_t w[L];
        uint32_t id = 0;
        uint64_t i;
        for (i = 1; i <= 1000; i++) {
            value(w, i);
            id = swc_wpool_id(&p, w);
            if (p.failed)
                break;
            ck_assert_uint_eq(id, (uint32_t)i);
        }
        if (p.failed) {
            ck_assert_uint_eq(id, 0);
            /* every value stored before the failure is still there */
            for (uint64_t j = 1; j < i; j++) {
                value(w, j);
                ck_assert_int_eq(wide_cmp(swc_wpool_get(&p, (uint32_t)j), w, L), 0);
            }
        } else {
            reached = 1;
        }
        swc_wpool_free(&p);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(reached);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("wpool");
    TCase *tc = tcase_create("wpool");
    tcase_add_test(tc, test_ids_name_values);
    tcase_add_test(tc, test_compaction_keeps_what_is_named);
    tcase_add_test(tc, test_compaction_due);
    tcase_add_test(tc, test_oom_is_reported);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
