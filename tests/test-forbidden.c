/*
 * Forbidden pairs over a range of rounds (TRF-2026 record 260: "first
 * round, last round, ids that must not meet each other in those rounds").
 * The expectations are worked out by hand from that text and the pairing
 * rules: a range that ends before round R lets the pair meet from R on,
 * never before; a range that starts after R does not touch round R.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* A TRF16 player line: TPN id, rating, points and one round block
 * ("   4 w 1") or "". */
static size_t player_line(char *out, size_t cap, int id, int rating, const char *pts, const char *block)
{
    char name[40];
    snprintf(name, sizeof name, "Player%02d, Test", id);
    return (size_t)snprintf(out, cap, "001 %4d m    %-33s %4d NOR %11d 2000/01/01 %s       %s\n", id, name, rating,
                            1500000 + id, pts, block);
}

/* Four players, TPN 1-4 rated 2400 down, one round block each when
 * `rounds` is given, then the 260 record and XXR 3. */
static swc_tournament *event(const char *rec260, const char *const rounds[4])
{
    char text[2048];
    size_t n = (size_t)snprintf(text, sizeof text, "012 Ranges\nXXR 3\nXXC white1\n");
    for (int i = 0; i < 4; i++) {
        const char *r = rounds ? rounds[i] : "";
        int won = *r && r[strlen(r) - 1] == '1';
        n += player_line(text + n, sizeof text - n, i + 1, 2400 - 10 * i, won ? " 1.0" : " 0.0", r);
    }
    n += (size_t)snprintf(text + n, sizeof text - n, "%s\n", rec260);
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(&t, text, n, NULL, &e);
    ck_assert_msg(rc == SWC_OK, "%s at %u:%u\n%s", e.message, e.line, e.column, text);
    return t;
}

/* Round 1 as played: 1 (white) beats 4, 3 (white) beats 2. */
static const char *const round1[4] = { "   4 w 1", "   3 b 0", "   2 w 1", "   1 b 0" };

/* Whether the round pairs a with b (either colour). */
static int paired(const swc_round *r, uint32_t a, uint32_t b)
{
    for (uint32_t k = 1; k <= swc_round_board_count(r); k++) {
        uint32_t w = 0, bl = 0;
        ck_assert_int_eq(swc_round_board(&w, &bl, r, k), SWC_OK);
        if ((w == a && bl == b) || (w == b && bl == a))
            return 1;
    }
    return 0;
}

static const swc_round *pair_next(swc_tournament *t)
{
    swc_round *r = NULL;
    ck_assert_msg(swc_tournament_pair_next(&r, t) == SWC_OK, "%s", swc_tournament_errmsg(t));
    ck_assert_uint_eq(swc_round_board_count(r), 2);
    return r;
}

static void set_system(swc_tournament *t, int system, int edition)
{
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, system), SWC_OK);
    if (edition)
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, edition), SWC_OK);
}

static const int editions[] = { 2017, 2026 };

/* Round 1 of four: S1 = {1, 2}, S2 = {3, 4}, so 1-3 and 2-4; with 1-3 kept
 * apart in round 1 the first transposition of S2 gives 1-4 and 2-3. */
START_TEST(test_dutch_round_inside_the_range)
{
    swc_tournament *t = event("260 001 001    1    3", NULL);
    set_system(t, SWC_SYSTEM_DUTCH, editions[_i]);
    ck_assert(swc_tournament_is_forbidden_in_round(t, 3, 1, 1));
    ck_assert(!swc_tournament_is_forbidden_in_round(t, 1, 3, 2));
    const swc_round *r = pair_next(t);
    ck_assert(paired(r, 1, 4) && paired(r, 2, 3));
    swc_tournament_free(t);
}
END_TEST

/* A range that starts in round 2 leaves round 1 as usual: 1-3 and 2-4. */
START_TEST(test_dutch_round_before_the_range)
{
    swc_tournament *t = event("260 002 003    1    3", NULL);
    set_system(t, SWC_SYSTEM_DUTCH, editions[_i]);
    const swc_round *r = pair_next(t);
    ck_assert(paired(r, 1, 3) && paired(r, 2, 4));
    swc_tournament_free(t);
}
END_TEST

/* After round 1 (1 beat 4, 3 beat 2), 1 and 3 lead on 1 point and have not
 * met: with the range ended (rounds 1-1) they meet in round 2, and 2-4
 * below. With the range still holding (rounds 1-2) they cannot: 1 has met 4
 * and 3 has met 2, so the only pairing left is 1-2 and 3-4. */
START_TEST(test_dutch_range_ended)
{
    swc_tournament *t = event("260 001 001    1    3", round1);
    set_system(t, SWC_SYSTEM_DUTCH, editions[_i]);
    const swc_round *r = pair_next(t);
    ck_assert(paired(r, 1, 3) && paired(r, 2, 4));
    swc_tournament_free(t);

    t = event("260 001 002    1    3", round1);
    set_system(t, SWC_SYSTEM_DUTCH, editions[_i]);
    r = pair_next(t);
    ck_assert(paired(r, 1, 2) && paired(r, 3, 4));
    swc_tournament_free(t);
}
END_TEST

/* The sequential system pairs down the score order 1, 3, 2, 4: 1 takes the
 * next player he may meet. */
START_TEST(test_sequential_range_ended)
{
    swc_tournament *t = event("260 001 001    1    3", round1);
    set_system(t, SWC_SYSTEM_SEQUENTIAL, 0);
    const swc_round *r = pair_next(t);
    ck_assert(paired(r, 1, 3) && paired(r, 2, 4));
    swc_tournament_free(t);

    t = event("260 001 002    1    3", round1);
    set_system(t, SWC_SYSTEM_SEQUENTIAL, 0);
    r = pair_next(t);
    ck_assert(paired(r, 1, 2) && paired(r, 3, 4));
    swc_tournament_free(t);

    t = event("260 001 001    1    3", NULL);
    set_system(t, SWC_SYSTEM_SEQUENTIAL, 0);
    r = pair_next(t);
    ck_assert(!paired(r, 1, 3));
    swc_tournament_free(t);
}
END_TEST

/* The checker reads the range of the round it checks: round 1 played 1-3
 * breaks the absolute rule when 1-3 is kept apart in round 1, not when the
 * range starts in round 2. */
START_TEST(test_check_reads_the_round)
{
    /* 1 (white) beats 3, 2 (black) beats 4: the colours of round 1 */
    static const char *const played[4] = { "   3 w 1", "   4 b 1", "   1 b 0", "   2 w 0" };
    static const struct {
        const char *rec;
        int rematch;
    } cases[] = { { "260 001 001    1    3", 1 }, { "260 002 003    1    3", 0 } };
    for (size_t i = 0; i < 2; i++) {
        swc_tournament *t = event(cases[i].rec, played);
        swc_check_report *rep = NULL;
        ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
        swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
        ck_assert_int_eq(swc_check_report_round(&ri, rep, 0), SWC_OK);
        ck_assert_uint_eq(ri.round, 1);
        if (cases[i].rematch) {
            ck_assert_int_eq(ri.reason, SWC_CHECK_REMATCH);
            ck_assert_ptr_nonnull(strstr(ri.text, "players 1 and 3 must not be paired"));
        } else {
            ck_assert_int_eq(ri.agrees, 1);
        }
        swc_check_report_free(rep);
        swc_tournament_free(t);
    }
}
END_TEST

/* The API: ranges joined when they overlap or touch, read back in order. */
START_TEST(test_api_ranges)
{
    swc_tournament *t = swc_test_tournament(4);
    uint32_t a, b, f, l;
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 3, 1, 5, 6), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 3, 1, 2), SWC_OK);
    ck_assert_uint_eq(swc_tournament_forbidden_count(t), 2);
    ck_assert_int_eq(swc_tournament_forbidden(&a, &b, &f, &l, t, 0), SWC_OK);
    ck_assert(a == 1 && b == 3 && f == 1 && l == 2);
    ck_assert_int_eq(swc_tournament_forbidden(&a, &b, &f, &l, t, 1), SWC_OK);
    ck_assert(a == 1 && b == 3 && f == 5 && l == 6);
    ck_assert(swc_tournament_is_forbidden(t, 1, 3));
    ck_assert(!swc_tournament_is_forbidden_in_round(t, 1, 3, 3));
    ck_assert(!swc_tournament_is_forbidden_in_round(t, 1, 3, 7));
    /* 3-4 touches both: one range 1-6 */
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 3, 3, 4), SWC_OK);
    ck_assert_uint_eq(swc_tournament_forbidden_count(t), 1);
    ck_assert_int_eq(swc_tournament_forbidden(&a, &b, &f, &l, t, 0), SWC_OK);
    ck_assert(f == 1 && l == 6);
    /* to the end, then the whole event */
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 2, 4, 4, 0), SWC_OK);
    ck_assert(swc_tournament_is_forbidden_in_round(t, 4, 2, SWC_MAX_ROUNDS));
    ck_assert(!swc_tournament_is_forbidden_in_round(t, 4, 2, 3));
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 4, 2), SWC_OK);
    ck_assert_uint_eq(swc_tournament_forbidden_count(t), 2);
    ck_assert_int_eq(swc_tournament_forbidden(&a, &b, &f, &l, t, 1), SWC_OK);
    ck_assert(a == 2 && b == 4 && f == 1 && l == 0);
    /* refused calls change nothing */
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 2, 0, 3), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 2, 4, 3), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 2, 1, SWC_MAX_ROUNDS + 1), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 1, 1, 3), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 1, 9, 1, 3), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(NULL, 1, 2, 1, 3), SWC_EINVAL);
    ck_assert_uint_eq(swc_tournament_forbidden_count(t), 2);
    ck_assert_int_eq(swc_tournament_forbidden(&a, &b, &f, &l, t, 2), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_forbidden(NULL, &b, &f, &l, t, 0), SWC_EINVAL);
    ck_assert_uint_eq(swc_tournament_forbidden_count(NULL), 0);
    ck_assert(!swc_tournament_is_forbidden_in_round(NULL, 1, 3, 1));
    swc_tournament_free(t);
}
END_TEST

/* What each format writes for each kind of range, and that it reads back. */
START_TEST(test_records_written)
{
    swc_tournament *t = swc_test_tournament(6);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 7), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 2), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 3, 4, 2, 5), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 5, 6, 3, 0), SWC_OK);
    static const struct {
        int format;
        const char *has[5], *lacks[3];
    } cases[] = {
        { SWC_TRF_2026,
          { "\n260 001 007    1    2\n", "\nXXP 1 2\n", "\n260 002 005    3    4\n", "\n260 003 007    5    6\n",
            "\nXFP 003 000    5    6\n" },
          { "XFP 002", "XXP 3", "XXP 5" } },
        { SWC_TRF_16, { "\nXXP 1 2\n", "\nXFP 002 005    3    4\n", "\nXFP 003 000    5    6\n", NULL, NULL },
          { "\n260 ", "XXP 3", "XXP 5" } },
    };
    for (size_t i = 0; i < 2; i++) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        wo.format = cases[i].format;
        char buf[8192];
        size_t len = 0;
        ck_assert_int_eq(swc_trf_write(&len, buf, sizeof buf, t, &wo), SWC_OK);
        for (size_t k = 0; k < 5 && cases[i].has[k]; k++)
            ck_assert_msg(strstr(buf, cases[i].has[k]), "format %d lacks %s:\n%s", cases[i].format, cases[i].has[k], buf);
        for (size_t k = 0; k < 3; k++)
            ck_assert_msg(!strstr(buf, cases[i].lacks[k]), "format %d has %s:\n%s", cases[i].format, cases[i].lacks[k], buf);
        swc_tournament *c = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&c, buf, len, NULL, &e) == SWC_OK, "%s", e.message);
        ck_assert_uint_eq(swc_tournament_forbidden_count(c), 3);
        for (uint32_t r = 1; r <= SWC_MAX_ROUNDS; r++) {
            ck_assert_int_eq(swc_tournament_is_forbidden_in_round(c, 1, 2, r), 1);
            ck_assert_int_eq(swc_tournament_is_forbidden_in_round(c, 3, 4, r), r >= 2 && r <= 5);
            ck_assert_int_eq(swc_tournament_is_forbidden_in_round(c, 5, 6, r), r >= 3);
        }
        swc_tournament_free(c);
    }
    swc_tournament_free(t);
}
END_TEST

/* XFP is read like 260; 000 as its last round only, and not in 260. */
START_TEST(test_bad_ranges)
{
    static const struct {
        const char *rec;
        uint32_t col;
        const char *says;
    } bad[] = {
        { "260 003 002    1    2", 9, "the last round comes before the first" },
        { "260 001 000    1    2", 9, "outside 1..99" },
        { "XFP 000 003    1    2", 5, "outside 1..99" },
        { "XFP 001 003    1    9", 21, "player 9 is not in this file" },
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[1024];
        size_t n = player_line(text, sizeof text, 1, 2400, " 0.0", "");
        n += player_line(text + n, sizeof text - n, 2, 2390, " 0.0", "");
        n += (size_t)snprintf(text + n, sizeof text - n, "%s\n", bad[i].rec);
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&t, text, n, NULL, &e) != SWC_OK, "%s is accepted", bad[i].rec);
        ck_assert_msg(e.line == 3 && e.column == bad[i].col && strstr(e.message, bad[i].says), "%s: %s at column %u",
                      bad[i].rec, e.message, e.column);
    }
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("forbidden");
    TCase *tc = tcase_create("rounds");
    tcase_add_loop_test(tc, test_dutch_round_inside_the_range, 0, 2);
    tcase_add_loop_test(tc, test_dutch_round_before_the_range, 0, 2);
    tcase_add_loop_test(tc, test_dutch_range_ended, 0, 2);
    tcase_add_test(tc, test_sequential_range_ended);
    tcase_add_test(tc, test_check_reads_the_round);
    suite_add_tcase(s, tc);
    TCase *api = tcase_create("api");
    tcase_add_test(api, test_api_ranges);
    tcase_add_test(api, test_records_written);
    tcase_add_test(api, test_bad_ranges);
    suite_add_tcase(s, api);
    return s;
}

int main(void)
{
    return swc_test_run(suite());
}
