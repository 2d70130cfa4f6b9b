/*
 * The multi-limb integers of core/wide.h: shifted additions and
 * subtractions done in place against the same value written out as a
 * whole number and added or subtracted limb by limb, across limb
 * boundaries, with carries and borrows that run through many limbs, up to
 * SWC_WIDE_MAX_LIMBS limbs.
 */
#include <stdint.h>
#include <string.h>

#include "core/wide.h"
#include "testutil.h"

static uint64_t rnd(uint64_t *s)
{
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 2685821657736338717ULL;
}

/* v << shift as an n-limb number (bits beyond n limbs dropped). */
static void shifted(uint64_t *t, uint64_t v, unsigned shift, size_t n)
{
    memset(t, 0, n * sizeof *t);
    size_t limb = shift / 64;
    unsigned off = shift % 64;
    if (limb < n)
        t[limb] = v << off;
    if (off && limb + 1 < n)
        t[limb + 1] = v >> (64 - off);
}

/* Limbs that are all ones, all zeros or random: long carries and borrows. */
static void fill(uint64_t *a, size_t n, uint64_t *seed)
{
    int kind = (int)(rnd(seed) % 3);
    for (size_t i = 0; i < n; i++)
        a[i] = kind == 0 ? UINT64_MAX : kind == 1 ? 0 : rnd(seed);
}

/* A random case: a of n limbs, v << shift as a wide value t (the shift
 * may reach past the top, where nothing is left of v). */
typedef struct shift_case {
    size_t n;
    uint64_t a[SWC_WIDE_MAX_LIMBS], t[SWC_WIDE_MAX_LIMBS], v;
    unsigned shift;
} shift_case;

static void draw(shift_case *c, uint64_t *seed)
{
    c->n = 1 + rnd(seed) % SWC_WIDE_MAX_LIMBS;
    fill(c->a, c->n, seed);
    c->v = rnd(seed) >> (rnd(seed) % 64);
    c->shift = (unsigned)(rnd(seed) % (64 * c->n + 70));
    shifted(c->t, c->v, c->shift, c->n);
}

START_TEST(test_add_shifted_in_place)
{
    uint64_t seed = 88172645463325252ULL, want[SWC_WIDE_MAX_LIMBS];
    for (int trial = 0; trial < 20000; trial++) {
        shift_case c;
        draw(&c, &seed);
        wide_copy(want, c.a, c.n);
        wide_add(want, c.t, c.n);
        wide_add_shifted(c.a, c.v, c.shift, c.n);
        ck_assert_msg(memcmp(c.a, want, c.n * sizeof *want) == 0, "trial %d: n %zu shift %u", trial, c.n, c.shift);
    }
}
END_TEST

START_TEST(test_sub_shifted_in_place)
{
    uint64_t seed = 1442695040888963407ULL, want[SWC_WIDE_MAX_LIMBS];
    for (int trial = 0; trial < 20000; trial++) {
        shift_case c;
        draw(&c, &seed);
        if (wide_cmp(c.a, c.t, c.n) < 0) /* the callers only take away what is there */
            wide_add(c.a, c.t, c.n);
        if (wide_cmp(c.a, c.t, c.n) < 0)
            continue;
        wide_copy(want, c.a, c.n);
        wide_sub(want, c.t, c.n);
        wide_sub_shifted(c.a, c.v, c.shift, c.n);
        ck_assert_msg(memcmp(c.a, want, c.n * sizeof *want) == 0, "trial %d: n %zu shift %u", trial, c.n, c.shift);
    }
}
END_TEST

START_TEST(test_carry_through_every_limb)
{
    uint64_t a[SWC_WIDE_MAX_LIMBS];
    for (size_t i = 0; i < SWC_WIDE_MAX_LIMBS; i++)
        a[i] = UINT64_MAX;
    a[SWC_WIDE_MAX_LIMBS - 1] = 0;
    wide_add_shifted(a, 1, 0, SWC_WIDE_MAX_LIMBS);
    for (size_t i = 0; i + 1 < SWC_WIDE_MAX_LIMBS; i++)
        ck_assert_uint_eq(a[i], 0);
    ck_assert_uint_eq(a[SWC_WIDE_MAX_LIMBS - 1], 1);
    wide_sub_shifted(a, 1, 0, SWC_WIDE_MAX_LIMBS);
    for (size_t i = 0; i + 1 < SWC_WIDE_MAX_LIMBS; i++)
        ck_assert_uint_eq(a[i], UINT64_MAX);
    ck_assert_uint_eq(a[SWC_WIDE_MAX_LIMBS - 1], 0);
    /* a field in the top bits of the widest weight */
    unsigned top = 64 * SWC_WIDE_MAX_LIMBS - 3;
    wide_add_shifted(a, 5, top, SWC_WIDE_MAX_LIMBS);
    ck_assert_uint_eq(wide_get_bits(a, top, 3, SWC_WIDE_MAX_LIMBS), 5);
    wide_sub_shifted(a, 5, top, SWC_WIDE_MAX_LIMBS);
    ck_assert_uint_eq(wide_get_bits(a, top, 3, SWC_WIDE_MAX_LIMBS), 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("wide");
    TCase *tc = tcase_create("wide");
    tcase_add_test(tc, test_add_shifted_in_place);
    tcase_add_test(tc, test_sub_shifted_in_place);
    tcase_add_test(tc, test_carry_through_every_limb);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
