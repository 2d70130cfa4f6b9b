/*
 * The Chinese sequential (Monrad-style) system on small hand-checked
 * tournaments, through the public API. Points are xiangqi's 2/1/0.
 *
 * Notation (see show()): boards in board order as "red-black" by player id,
 * then "|" and the byes by id as "id:kind" (U = pairing-allocated bye).
 * swc_test_tournament(n) rates the players 2400, 2390, ... so every
 * player's TPN equals his id. One white-box test calls the engine with a
 * zero search budget to compare its two search paths.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairing/systems.h"
#include "testutil.h"

static void set(swc_tournament *t, int key, int32_t value)
{
    int rc = swc_tournament_set_int(t, key, value);
    ck_assert_msg(rc == SWC_OK, "setting %d = %d: %s", key, (int)value, swc_tournament_errmsg(t));
}

static swc_tournament *mk(int n, int rounds)
{
    swc_tournament *t = swc_test_tournament(n);
    ck_assert_ptr_nonnull(t);
    set(t, SWC_SET_ROUNDS, rounds);
    set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
    set(t, SWC_SET_POINTS_WIN, 20);
    set(t, SWC_SET_POINTS_DRAW, 10);
    return t;
}

static const char *show(char *buf, size_t cap, const swc_round *r)
{
    size_t len = 0;
    buf[0] = 0;
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
        uint32_t w = 0, bl = 0;
        ck_assert_int_eq(swc_round_board(&w, &bl, r, b), SWC_OK);
        len += (size_t)snprintf(buf + len, cap - len, "%s%u-%u", b > 1 ? " " : "", w, bl);
    }
    int first = 1;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        ck_assert_int_eq(swc_round_bye(&id, &kind, r, i), SWC_OK);
        if (kind != SWC_RK_PAB)
            continue;
        len += (size_t)snprintf(buf + len, cap - len, "%s%u:U", first ? " | " : " ", id);
        first = 0;
    }
    ck_assert(len < cap);
    return buf;
}

static swc_round *pair_ok(swc_tournament *t)
{
    swc_round *r = NULL;
    int rc = swc_tournament_pair_next(&r, t);
    ck_assert_msg(rc == SWC_OK, "pairing round %u: %s: %s", swc_tournament_round_count(t) + 1, swc_strerror(rc),
                  swc_tournament_errmsg(t));
    return r;
}

#define EXPECT(t, want)                                                                  \
    do {                                                                                 \
        char got_[512];                                                                  \
        show(got_, sizeof got_, pair_ok(t));                                             \
        ck_assert_msg(strcmp(got_, want) == 0, "paired \"%s\", expected \"%s\"", got_, want); \
    } while (0)

/* ---- round 1 ------------------------------------------------------------------ */

START_TEST(test_first_round_even)
{
    /* Top half against bottom half, the upper player red on every board. */
    swc_tournament *t = mk(8, 5);
    EXPECT(t, "1-5 2-6 3-7 4-8");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_first_round_odd)
{
    /* The lowest-ranked player (TPN 7) gets the bye; the rest fold. */
    swc_tournament *t = mk(7, 5);
    EXPECT(t, "1-4 2-5 3-6 | 7:U");
    /* A bye counts as a win: 2 points. */
    int32_t s = 0;
    ck_assert_int_eq(swc_player_score(&s, swc_tournament_player(t, 7), 1), SWC_OK);
    ck_assert_int_eq(s, 20);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_first_round_initial_black)
{
    swc_tournament *t = mk(4, 3);
    set(t, SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK);
    EXPECT(t, "3-1 4-2");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_first_round_forbidden)
{
    /* 1-3 is forbidden: the fold gives way to the sequential search, which
     * gives 1 the highest player he may meet (2) and pairs 3-4. */
    swc_tournament *t = mk(4, 3);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 3), SWC_OK);
    EXPECT(t, "1-2 3-4");
    swc_tournament_free(t);
}
END_TEST

/* ---- later rounds ------------------------------------------------------------ */

START_TEST(test_second_round_colours)
{
    /* After round 1 (1-5 1-0, 2-6 1-0, 3-7 =, 4-8 0-1) the order is
     * 1 2 8 (2 points), 3 7 (1), 4 5 6 (0); 对手分 ties everywhere, so TPN.
     * 1 meets 2: both were red and want black, equal counts, so the
     * higher-ranked 1 has his way: 2-1. 8 (black) and 3 (red) alternate: 8-3;
     * likewise 7-4. 5 and 6 both were black: 5 (higher) is red. */
    swc_tournament *t = mk(8, 5);
    swc_test_play(t, "1-5:1 2-6:1 3-7:= 4-8:0");
    EXPECT(t, "2-1 8-3 7-4 5-6");
    swc_tournament_free(t);
}
END_TEST

/*
 * Six players, two rounds by hand:
 *   R1: 1-4 1-0, 2-5 1-0, 3-6 0-1
 *   R2: 2-1 =,   6-4 1-0, 5-3 1-0
 * Scores: 6: 4, 1: 3, 2: 3, 5: 2, 3: 0, 4: 0.
 * 对手分: 1: 0+3 = 3, 2: 2+3 = 5, 3: 4+2 = 6, 4: 3+4 = 7.
 * Sides: 2 red twice (must be black), 4 black twice (must be red).
 */
static swc_tournament *six(void)
{
    swc_tournament *t = mk(6, 5);
    swc_test_play(t, "1-4:1 2-5:1 3-6:0");
    swc_test_play(t, "2-1:= 6-4:1 5-3:1");
    return t;
}

START_TEST(test_tiebreak_buchholz)
{
    /* Order 6 2 1 5 4 3. 6 takes 2, who must be black: 6-2. 1 takes 5
     * (1 alternates to red, 5 to black): 1-5. 4 must be red: 4-3. */
    swc_tournament *t = six();
    EXPECT(t, "6-2 1-5 4-3");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_tiebreak_none)
{
    /* Order 6 1 2 5 3 4. 6 takes 1 (6 alternates to black): 1-6. 2 has met
     * 1 and 5 and must be black: 3-2. 5 and 4 remain: 4 must be red: 4-5. */
    swc_tournament *t = six();
    set(t, SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_NONE);
    EXPECT(t, "1-6 3-2 4-5");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_tiebreak_progressive)
{
    /* 累进分: 1: 2+3, 2: 2+3; 3: 0+0, 4: 0+0; ties go to TPN, as without a
     * tie-break. */
    swc_tournament *t = six();
    set(t, SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_PROGRESSIVE);
    EXPECT(t, "1-6 3-2 4-5");
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_SEQUENTIAL_TIEBREAK, 7), SWC_ERANGE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_backtracking)
{
    /* As six() but 3 was red in round 2 (3-5 0-1). Sides: 1 r b, 2 r r,
     * 3 r r, 4 b b, 5 b b, 6 b r: 2 and 3 must be black, 4 and 5 red.
     * Without a tie-break the order is 6 1 2 5 3 4. 6 first takes 1; then 5
     * has nobody left (met 2 and 3, and 4 must be red like him), so the
     * search backtracks: 6 takes 2 (6-2), 1 takes 5, who must be red (5-1),
     * and 4-3 remains. */
    swc_tournament *t = mk(6, 5);
    set(t, SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_NONE);
    swc_test_play(t, "1-4:1 2-5:1 3-6:0");
    swc_test_play(t, "2-1:= 6-4:1 3-5:0");
    EXPECT(t, "6-2 5-1 4-3");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_three_in_a_row)
{
    /* Four players; 1 and 2 were red twice, 3 and 4 black twice.
     * R1: 1-3 =, 2-4 =;  R2: 1-4 =, 2-3 =. All on 2 points, order 1 2 3 4.
     * 1 may not meet 2: both would need black (the third red is barred).
     * 1 has met 3 and 4 as well: no pairing exists. */
    swc_tournament *t = mk(4, 5);
    swc_test_play(t, "1-3:= 2-4:=");
    swc_test_play(t, "1-4:= 2-3:=");
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_ENOPAIRING);
    ck_assert_ptr_null(r);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "three times in a row"));
    ck_assert_uint_eq(swc_tournament_round_count(t), 2);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_colour_difference)
{
    /* Six players, four rounds of draws (all level, so TPN order):
     *   R1: 1-2 3-4 6-5   R2: 1-3 5-2 6-4   R3: 4-1 2-6 5-3   R4: 1-5 4-2 3-6
     * 1 was r r b r: difference +2, so red (+3) is barred although it would
     * not be a third in a row; 1 has met everyone but 6, who must be red
     * after b b. 2 (difference -2) must be red against his last opponent
     * left, 3; 4 (r r) must be black against 5. */
    swc_tournament *t = mk(6, 6);
    swc_test_play(t, "1-2:= 3-4:= 6-5:=");
    swc_test_play(t, "1-3:= 5-2:= 6-4:=");
    swc_test_play(t, "4-1:= 2-6:= 5-3:=");
    swc_test_play(t, "1-5:= 4-2:= 3-6:=");
    EXPECT(t, "6-1 2-3 5-4");
    swc_tournament_free(t);
}
END_TEST

/* ---- byes ----------------------------------------------------------------------- */

START_TEST(test_bye_lowest_eligible)
{
    /* R1 (5 players): 1-3 1-0, 2-4 1-0, 5 bye. 5's 对手分 counts the bye as
     * the lowest score among those who scored (2), so 5 ranks first:
     * order 5 1 2 | 3 4. The bye goes to 4, the lowest. 5 (no colour yet)
     * meets 1, who alternates to black: 5-1. 3 (black) meets 2: 3-2. */
    swc_tournament *t = mk(5, 5);
    swc_test_play(t, "1-3:1 2-4:1 5:U");
    EXPECT(t, "5-1 3-2 | 4:U");
    /* R2: 5-1 0-1, 3-2 1-0. Scores 1: 4, the rest 2. 对手分: 3: 6, 5: 6,
     * 2: 4, 4: 4; order 1 3 5 2 4. 4 and 5 have had the bye: it goes to 2.
     * 1 (met 3, 5) meets 4; both alternate to red, 4 has the lower count
     * (b, bye: -1 against 0): 4-1. 3 meets 5, both alternate to black, 3
     * has the lower count: 3-5. */
    swc_round *r = swc_tournament_round(t, 2);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_WHITE_WIN), SWC_OK);
    EXPECT(t, "4-1 3-5 | 2:U");
    swc_tournament_free(t);
}
END_TEST

/* ---- properties ------------------------------------------------------------------ */

/* Deterministic pseudo-random results from a seed. */
static uint32_t next_rand(uint32_t *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 16) & 0x7fff;
}

/* Play `rounds` rounds of an n-player event with pseudo-random results and
 * check the absolute rules on every round; the pairings go to out. */
static void run_event(char *out, size_t cap, int n, int rounds, uint32_t seed)
{
    swc_tournament *t = mk(n, rounds);
    size_t len = 0;
    for (int k = 1; k <= rounds; k++) {
        swc_round *r = pair_ok(t);
        /* The same round again with a zero search budget (every choice
         * checked by a matching): the answer must not change. */
        uint32_t w[64], bl[64];
        uint32_t nb = swc_round_board_count(r), pab = 0;
        for (uint32_t b = 1; b <= nb; b++)
            swc_round_board(&w[b - 1], &bl[b - 1], r, b);
        for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
            uint32_t id;
            int32_t kind;
            swc_round_bye(&id, &kind, r, i);
            if (kind == SWC_RK_PAB)
                pab = id;
        }
        ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
        {
            size_t gnb = 0;
            uint32_t gpab = UINT32_MAX;
            swc_board g[64];
            ck_assert_int_eq(swc_sequential_pair_budget(t, g, &gnb, &gpab, 0), SWC_OK);
            ck_assert_uint_eq(gnb, nb);
            for (uint32_t b = 0; b < nb; b++) {
                ck_assert_uint_eq(t->players[g[b].white]->id, w[b]);
                ck_assert_uint_eq(t->players[g[b].black]->id, bl[b]);
            }
            ck_assert_uint_eq(gpab == UINT32_MAX ? 0 : t->players[gpab]->id, pab);
        }
        r = pair_ok(t);
        char buf[1024];
        len += (size_t)snprintf(out + len, cap - len, "%s;", show(buf, sizeof buf, r));
        for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
            static const int res[3] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN };
            ck_assert_int_eq(swc_round_set_result(r, b, res[next_rand(&seed) % 3]), SWC_OK);
        }
    }
    ck_assert(len < cap);
    /* No rematch, no side three times in a row, difference within 2, at
     * most one bye each (n >= rounds). */
    for (int i = 1; i <= n; i++) {
        const swc_player *p = swc_tournament_player(t, (uint32_t)i);
        int diff = 0, run = 0, last = 0, byes = 0;
        uint32_t opps[64];
        int nopp = 0;
        for (int k = 1; k <= rounds; k++) {
            swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
            ck_assert_int_eq(swc_player_round(&ri, p, (uint32_t)k), SWC_OK);
            if (ri.kind == SWC_RK_PAB) {
                byes++;
                continue;
            }
            ck_assert_int_eq(ri.kind, SWC_RK_PLAYED);
            for (int j = 0; j < nopp; j++)
                ck_assert_msg(opps[j] != ri.opponent, "player %d meets %u twice", i, ri.opponent);
            opps[nopp++] = ri.opponent;
            diff += ri.colour == SWC_COLOUR_WHITE ? 1 : -1;
            run = ri.colour == last ? run + 1 : 1;
            last = ri.colour;
            ck_assert_msg(run <= 2, "player %d has the same side three times in a row", i);
            ck_assert_msg(diff >= -2 && diff <= 2, "player %d has a colour difference of %d", i, diff);
        }
        ck_assert_int_le(byes, 1);
    }
    swc_tournament_free(t);
}

START_TEST(test_random_events_rules_and_determinism)
{
    static const int sizes[][2] = { { 10, 7 }, { 11, 7 }, { 24, 9 }, { 31, 9 }, { 60, 11 } };
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        char *a = malloc(1 << 16), *b = malloc(1 << 16);
        ck_assert(a && b);
        run_event(a, 1 << 16, sizes[i][0], sizes[i][1], (uint32_t)(7 + i));
        run_event(b, 1 << 16, sizes[i][0], sizes[i][1], (uint32_t)(7 + i));
        ck_assert_str_eq(a, b);
        free(a);
        free(b);
    }
}
END_TEST

START_TEST(test_no_pairing_odd_groups)
{
    /* Two groups of 15 who may not meet across: each group is odd, so no
     * pairing exists. The search must say so, not run for ever: the plain
     * backtracking gives up after its budget and the matching check proves
     * it. */
    swc_tournament *t = mk(30, 5);
    for (uint32_t a = 1; a <= 15; a++)
        for (uint32_t b = 16; b <= 30; b++)
            ck_assert_int_eq(swc_tournament_forbid_pair(t, a, b), SWC_OK);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_ENOPAIRING);
    ck_assert_uint_eq(swc_tournament_round_count(t), 0);
    /* A group of 16 and one of 14 can be paired, each group in order. */
    swc_tournament *u = mk(30, 5);
    for (uint32_t a = 1; a <= 16; a++)
        for (uint32_t b = 17; b <= 30; b++)
            ck_assert_int_eq(swc_tournament_forbid_pair(u, a, b), SWC_OK);
    EXPECT(u, "1-2 3-4 5-6 7-8 9-10 11-12 13-14 15-16 17-18 19-20 21-22 23-24 25-26 27-28 29-30");
    swc_tournament_free(t);
    swc_tournament_free(u);
}
END_TEST

START_TEST(test_out_of_memory)
{
    /* Every allocation of a sequential pairing may fail: the call reports
     * SWC_ENOMEM, leaves the tournament as it was and leaks nothing. */
    for (long fail = 1;; fail++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
        o.allocator = &al;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
        for (int i = 0; i < 7; i++) {
            char name[8];
            snprintf(name, sizeof name, "P%d", i + 1);
            swc_player_info info = SWC_PLAYER_INFO_INIT;
            info.name = name;
            info.rating = 2000 - i;
            ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_OK);
        }
        set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
        st.fail_at = st.calls + fail;
        swc_round *r = NULL;
        int rc = swc_tournament_pair_next(&r, t);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_tournament_round_count(t), 1);
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_uint_eq(swc_tournament_round_count(t), 0);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("sequential");
    TCase *tc = tcase_create("first-round");
    tcase_add_test(tc, test_first_round_even);
    tcase_add_test(tc, test_first_round_odd);
    tcase_add_test(tc, test_first_round_initial_black);
    tcase_add_test(tc, test_first_round_forbidden);
    suite_add_tcase(s, tc);

    tc = tcase_create("later-rounds");
    tcase_add_test(tc, test_second_round_colours);
    tcase_add_test(tc, test_tiebreak_buchholz);
    tcase_add_test(tc, test_tiebreak_none);
    tcase_add_test(tc, test_tiebreak_progressive);
    tcase_add_test(tc, test_backtracking);
    tcase_add_test(tc, test_three_in_a_row);
    tcase_add_test(tc, test_colour_difference);
    suite_add_tcase(s, tc);

    tc = tcase_create("byes");
    tcase_add_test(tc, test_bye_lowest_eligible);
    suite_add_tcase(s, tc);

    tc = tcase_create("properties");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_random_events_rules_and_determinism);
    tcase_add_test(tc, test_no_pairing_odd_groups);
    tcase_add_test(tc, test_out_of_memory);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
