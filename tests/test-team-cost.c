/*
 * The packed cost of C.04.6's [C8], [C9] and [C10] (lib/pairing/team/):
 * a bracket's sums must never carry from one criterion into the next, even
 * for the largest brackets the engine accepts.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "../lib/pairing/team/tsw.h"
#include "testutil.h"

START_TEST(test_c10_sums_never_outweigh_c9)
{
    /* 2204 teams, type B. Pairing X: one pair of two strong White
     * preferences ([C8] 1, [C9] 1), the rest costing nothing. Pairing Y:
     * one pair of two mild White preferences ([C8] 1, [C9] 0) and 1100
     * upfloaters each against a team that floated last round ([C10] 1100).
     * [C9] comes first: Y must cost less than X. */
    enum { N = 2204, UNITS = 1100 };
    tsw_ctx c;
    memset(&c, 0, sizeof c);
    c.n = N;
    c.typeb = 1;
    c.tm = calloc(N, sizeof *c.tm);
    c.up = calloc(N, 1);
    ck_assert(c.tm && c.up);
    for (size_t v = 0; v < N; v++)
        c.tm[v].number = (uint32_t)v + 1;
    c.tm[0].pref = c.tm[1].pref = TSW_W;
    c.tm[0].strong = c.tm[1].strong = 1;
    c.tm[2].pref = c.tm[3].pref = TSW_W;
    int64_t x = tsw_pair_cost(&c, 0, 1), y = tsw_pair_cost(&c, 2, 3);
    for (size_t i = 0; i < UNITS; i++) {
        size_t a = 4 + 2 * i, b = a + 1;
        c.up[a] = 1;
        c.tm[b].floated = 1;
        int64_t unit = tsw_pair_cost(&c, a, b);
        int c8, c9, c10;
        tsw_cost_split(unit, &c8, &c9, &c10);
        ck_assert_msg(c8 == 0 && c9 == 0 && c10 == 1, "%lld: %d %d %d", (long long)unit, c8, c9, c10);
        y += unit;
    }
    ck_assert_msg(y < x, "[C10] x %d outweighs one [C9]: %lld >= %lld", UNITS, (long long)y, (long long)x);
    int c8, c9, c10;
    tsw_cost_split(x, &c8, &c9, &c10);
    ck_assert(c8 == 1 && c9 == 1 && c10 == 0);
    /* The sums split back into their criteria. */
    ck_assert_int_eq(y % TSW_K, UNITS);
    ck_assert_int_eq((y / TSW_K) % TSW_K, 0);
    ck_assert_int_eq(y / TSW_K / TSW_K, 1);
    /* No event can have a bracket large enough to carry: a tournament
     * holds at most SWC_MAX_PLAYERS teams (the engine refuses more than
     * TSW_MAX_TEAMS all the same). */
    ck_assert_int_gt(TSW_K, (int64_t)TSW_MAX_TEAMS);
    ck_assert_int_le(SWC_MAX_PLAYERS, (int64_t)TSW_MAX_TEAMS);
    free(c.tm);
    free(c.up);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-cost");
    TCase *tc = tcase_create("team-cost");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_c10_sums_never_outweigh_c9);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
