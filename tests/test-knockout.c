/*
 * Knockout stages (网络入围赛 of the 2015 全国业余棋王争霸赛): winners go
 * through, a draw is replayed with colours swapped and a drawn decider is
 * a win for Black, escapers are out, an unmatched player goes through, and
 * the repechage fills the quota. Expected outcomes are worked out by hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static swc_knockout *ko(const char *preset)
{
    swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
    o.preset = preset;
    swc_knockout *k = NULL;
    ck_assert_int_eq(swc_knockout_new(&k, &o), SWC_OK);
    return k;
}

static int play(swc_knockout *k, const char *w, const char *b, int result, int escaped)
{
    swc_knockout_game g = SWC_KNOCKOUT_GAME_INIT;
    g.white = w;
    g.black = b;
    g.result = result;
    g.escaped = escaped;
    return swc_knockout_add_game(k, &g);
}

static swc_knockout_player player(swc_knockout *k, const char *name)
{
    uint32_t id = 0;
    ck_assert_msg(swc_knockout_find(&id, k, name) == SWC_OK, "%s not found", name);
    swc_knockout_player p = SWC_KNOCKOUT_PLAYER_INIT;
    ck_assert_int_eq(swc_knockout_player_get(&p, k, id), SWC_OK);
    return p;
}

static void add(swc_knockout *k, const char *names)
{
    char buf[8];
    for (const char *c = names; *c; c++) {
        snprintf(buf, sizeof buf, "%c", *c);
        ck_assert_int_eq(swc_knockout_add_player(NULL, k, buf, 0), SWC_OK);
    }
}

/* One round of eight with a repechage by seeds: A, C, E beat B, D, F, G is
 * absent, and H too when asked (with the server, H is out either way). */
static void eight_after_round_one(swc_knockout *k, int64_t quota, int h_absent)
{
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, quota), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_REPECHAGE, SWC_KO_REPECHAGE_LATEST_SEED), SWC_OK);
    add(k, "ABCDEFGH");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "E", "F", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_mark(k, "G", SWC_KO_MARK_ABSENT), SWC_OK);
    if (h_absent)
        ck_assert_int_eq(swc_knockout_mark(k, "H", SWC_KO_MARK_ABSENT), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
}

/* The xiangqi rule: 如和棋则交换先后手加赛一局快棋 … 和棋黑胜. */
START_TEST(test_decider_black_wins)
{
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    add(k, "ABCDEF");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    /* A-B: draw, decider B-A drawn: Black of the decider (A) wins */
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_EINVAL); /* colours not swapped */
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_ESTATE);           /* decider due */
    ck_assert_ptr_nonnull(strstr(swc_knockout_errmsg(k), "decider"));
    ck_assert_int_eq(play(k, "B", "A", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL); /* decided */
    /* C-D: draw, decider D-C won by White (D) */
    ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "D", "C", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    /* E-F: won outright by Black */
    ck_assert_int_eq(play(k, "E", "F", SWC_RESULT_BLACK_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "A").status, SWC_KO_QUALIFIED);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_OUT);
    ck_assert_int_eq(player(k, "B").how_out, SWC_KO_BY_DECIDER);
    ck_assert_uint_eq(player(k, "B").games, 2);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_QUALIFIED);
    ck_assert_int_eq(player(k, "C").status, SWC_KO_OUT);
    ck_assert_int_eq(player(k, "F").status, SWC_KO_QUALIFIED);
    ck_assert_int_eq(player(k, "E").how_out, SWC_KO_BY_GAME);
    swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
    ck_assert_uint_eq(swc_knockout_pair_count(k, 1), 3);
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 1, 0), SWC_OK);
    ck_assert_uint_eq(pp.winner, 1);
    ck_assert_int_eq(pp.how, SWC_KO_BY_DECIDER);
    ck_assert_uint_eq(pp.games, 2);
    swc_knockout_free(k);
}
END_TEST

START_TEST(test_draw_rules)
{
    /* white wins a drawn decider */
    swc_knockout *k = ko(NULL);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_DRAW_RULE, SWC_KO_DECIDER_WHITE_WINS), SWC_OK);
    add(k, "AB");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "B", "A", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_QUALIFIED);
    swc_knockout_free(k);
    /* replay until decided, colours swapped each time */
    k = ko(NULL);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_DRAW_RULE, SWC_KO_DECIDER_REPLAY), SWC_OK);
    add(k, "AB");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "B", "A", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_ESTATE);
    ck_assert_int_eq(play(k, "B", "A", SWC_RESULT_BLACK_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "A").status, SWC_KO_QUALIFIED);
    ck_assert_uint_eq(player(k, "A").games, 4);
    swc_knockout_free(k);
    /* Go: no draws */
    k = ko("go-2015-ruwei");
    add(k, "AB");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_DRAW, 0), SWC_EINVAL);
    swc_knockout_free(k);
}
END_TEST

/* 逃跑棋手直接淘汰，由另一方棋手晋级 — also in a decider. */
START_TEST(test_escape_eliminates)
{
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    add(k, "ABCD");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", 0, SWC_COLOUR_WHITE), SWC_OK);
    ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "D", "C", 0, SWC_COLOUR_BLACK), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "A").how_out, SWC_KO_BY_ESCAPE);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_QUALIFIED);
    ck_assert_int_eq(player(k, "C").how_out, SWC_KO_BY_ESCAPE);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_QUALIFIED);
    swc_knockout_free(k);
}
END_TEST

/* 1小时内未配对到对手，则自动晋级; a survivor without any record did not come. */
START_TEST(test_unmatched_and_absent)
{
    for (int adv = 0; adv <= 1; adv++) {
        swc_knockout *k = ko("xiangqi-2015-ruwei");
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_UNMATCHED_ADVANCES, adv), SWC_OK);
        add(k, "ABCDE");
        ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
        ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
        ck_assert_int_eq(swc_knockout_mark(k, "C", SWC_KO_MARK_UNMATCHED), SWC_OK);
        ck_assert_int_eq(swc_knockout_mark(k, "C", SWC_KO_MARK_ABSENT), SWC_EINVAL);
        ck_assert_int_eq(swc_knockout_mark(k, "A", SWC_KO_MARK_ABSENT), SWC_EINVAL); /* he played */
        ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL);     /* marked */
        ck_assert_int_eq(swc_knockout_mark(k, "D", SWC_KO_MARK_ABSENT), SWC_OK);
        /* E has no record at all */
        ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
        swc_knockout_player c = player(k, "C");
        ck_assert_int_eq(c.status, adv ? SWC_KO_ALIVE : SWC_KO_OUT);
        ck_assert_uint_eq(c.rounds_won, adv ? 1u : 0u);
        ck_assert_int_eq(player(k, "D").how_out, SWC_KO_BY_ABSENCE);
        ck_assert_int_eq(player(k, "E").status, SWC_KO_OUT);
        ck_assert_int_eq(player(k, "E").how_out, SWC_KO_BY_ABSENCE);
        ck_assert_int_eq(player(k, "A").status, SWC_KO_ALIVE);
        /* out players cannot play on */
        ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
        ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL);
        swc_knockout_free(k);
    }
}
END_TEST

/* Seed positions: 6 players in a bracket of 8 (1-8, 4-5, 2-7, 3-6): the
 * top two seeds get the byes, 1 and 2 can meet only in the last round. */
START_TEST(test_seeded_bracket)
{
    swc_knockout *k = ko(NULL);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_PAIRING, SWC_KO_PAIR_SEEDED), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 3), SWC_OK);
    /* entered in another order than their seeds */
    static const char *names[] = { "s3", "s1", "s6", "s2", "s5", "s4" };
    static const uint32_t seeds[] = { 3, 1, 6, 2, 5, 4 };
    for (int i = 0; i < 6; i++)
        ck_assert_int_eq(swc_knockout_add_player(NULL, k, names[i], seeds[i]), SWC_OK);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_uint_eq(swc_knockout_pair_count(k, 1), 4);
    /* ids: s3 1, s1 2, s6 3, s2 4, s5 5, s4 6 */
    static const uint32_t want[4][2] = { { 2, 0 }, { 6, 5 }, { 4, 0 }, { 1, 3 } };
    for (uint32_t i = 0; i < 4; i++) {
        swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
        ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 1, i), SWC_OK);
        ck_assert_uint_eq(pp.white, want[i][0]);
        ck_assert_uint_eq(pp.black, want[i][1]);
    }
    /* the better seed wins everywhere */
    ck_assert_int_eq(play(k, "s4", "s5", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "s3", "s6", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "s1").status, SWC_KO_ALIVE);
    swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 1, 0), SWC_OK);
    ck_assert_int_eq(pp.how, SWC_KO_BY_BYE);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    /* round 2: s1-s4 and s2-s3 */
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 2, 0), SWC_OK);
    ck_assert_uint_eq(pp.white, 2);
    ck_assert_uint_eq(pp.black, 6);
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 2, 1), SWC_OK);
    ck_assert_uint_eq(pp.white, 4);
    ck_assert_uint_eq(pp.black, 1);
    ck_assert_int_eq(play(k, "s2", "s3", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "s1", "s4", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 3, 0), SWC_OK);
    ck_assert_uint_eq(pp.white, 2);
    ck_assert_uint_eq(pp.black, 4);
    ck_assert_int_eq(play(k, "s2", "s1", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "s2").status, SWC_KO_QUALIFIED);
    ck_assert_uint_eq(player(k, "s1").out_round, 3);
    ck_assert_uint_eq(player(k, "s2").rounds_won, 3);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_ESTATE);
    swc_knockout_free(k);
}
END_TEST

static void random_round_pairs(uint64_t seed, uint32_t out[][2], uint32_t *n)
{
    swc_knockout *k = ko(NULL);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_PAIRING, SWC_KO_PAIR_RANDOM), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_SEED, (int64_t)seed), SWC_OK);
    add(k, "ABCDEFGHIJK");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    *n = swc_knockout_pair_count(k, 1);
    for (uint32_t i = 0; i < *n; i++) {
        swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
        ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 1, i), SWC_OK);
        out[i][0] = pp.white;
        out[i][1] = pp.black;
    }
    swc_knockout_free(k);
}

/* Random pairing: reproducible from the seed; 11 players give 5 pairs and a bye. */
START_TEST(test_random_reproducible)
{
    uint32_t a[8][2], b[8][2], na, nb;
    random_round_pairs(42, a, &na);
    random_round_pairs(42, b, &nb);
    ck_assert_uint_eq(na, 6);
    ck_assert_uint_eq(nb, 6);
    ck_assert_mem_eq(a, b, sizeof a[0] * na);
    int byes = 0, seen[12] = { 0 };
    for (uint32_t i = 0; i < na; i++) {
        byes += a[i][1] == 0;
        seen[a[i][0]]++;
        if (a[i][1])
            seen[a[i][1]]++;
    }
    ck_assert_int_eq(byes, 1);
    for (int i = 1; i <= 11; i++)
        ck_assert_int_eq(seen[i], 1);
    int differs = 0;
    for (uint64_t s = 1; s <= 5 && !differs; s++) {
        random_round_pairs(s, b, &nb);
        differs = memcmp(a, b, sizeof a[0] * na) != 0;
    }
    ck_assert(differs);
}
END_TEST

/* 如录取人数未满N人，则举行复活赛: escapers and absent players never come
 * back, later rounds first. */
START_TEST(test_repechage)
{
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, 5), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_REPECHAGE, SWC_KO_REPECHAGE_LATEST_SEED), SWC_OK);
    add(k, "ABCDEFGH");
    ck_assert_int_eq(swc_knockout_fill_quota(NULL, k), SWC_ESTATE);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_mark(k, "E", SWC_KO_MARK_ABSENT), SWC_OK);
    ck_assert_int_eq(swc_knockout_mark(k, "F", SWC_KO_MARK_ABSENT), SWC_OK);
    ck_assert_int_eq(play(k, "G", "H", 0, SWC_COLOUR_WHITE), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    /* A, C, H qualify: 3 of 5; candidates B and D (lost a game); E, F absent, G escaped */
    uint32_t added = 99;
    ck_assert_int_eq(swc_knockout_fill_quota(&added, k), SWC_OK);
    ck_assert_uint_eq(added, 2);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "G").status, SWC_KO_OUT);
    ck_assert_int_eq(player(k, "E").status, SWC_KO_OUT);
    ck_assert_int_eq(swc_knockout_fill_quota(&added, k), SWC_OK);
    ck_assert_uint_eq(added, 0);
    swc_knockout_free(k);

    /* two rounds: the loser of round 2 comes back before those of round 1 */
    for (int mode = SWC_KO_REPECHAGE_LATEST_LOT; mode <= SWC_KO_REPECHAGE_LATEST_SEED; mode++) {
        k = ko(NULL);
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 2), SWC_OK);
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, 3), SWC_OK);
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_REPECHAGE, mode), SWC_OK);
        add(k, "ABCDEF");
        ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
        ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
        ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
        ck_assert_int_eq(play(k, "E", "F", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
        ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
        ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
        ck_assert_int_eq(play(k, "A", "C", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
        ck_assert_int_eq(swc_knockout_mark(k, "E", SWC_KO_MARK_UNMATCHED), SWC_OK);
        ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
        /* A and E qualify; one place: C (out in round 2) before B, D, F */
        ck_assert_int_eq(swc_knockout_fill_quota(&added, k), SWC_OK);
        ck_assert_uint_eq(added, 1);
        ck_assert_int_eq(player(k, "C").status, SWC_KO_REPECHAGED);
        ck_assert_int_eq(player(k, "B").status, SWC_KO_OUT);
        swc_knockout_free(k);
    }
    k = ko(NULL);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    add(k, "AB");
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(swc_knockout_fill_quota(NULL, k), SWC_ESTATE); /* no repechage set */
    swc_knockout_free(k);
}
END_TEST

static const char stream[] =
    "round\twhite\tblack\tresult\n"
    "# round 1: 8 players\n"
    "1\t甲\t乙\t1-0\n"
    "1\t丙\t丁\t=\n"
    "1\t丁\t丙\t=\n"
    "1\t戊\t己\tblack-escaped\n"
    "1\t庚\t\tunmatched\n"
    "1\t辛\t\tabsent\n"
    "2\t甲\t丙\t0-1\n"
    "2\t戊\t庚\t1-0\n"
    "3\t丙\t戊\t1-0\n";

START_TEST(test_read_stream)
{
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_read(k, stream, strlen(stream), NULL, NULL), SWC_OK);
    ck_assert_uint_eq(swc_knockout_round_count(k), 3);
    ck_assert_uint_eq(swc_knockout_player_count(k), 8);
    /* round 1: 甲, 丙 (drawn decider: Black), 戊 (己 escaped), 庚 (unmatched) */
    ck_assert_int_eq(player(k, "乙").out_round, 1);
    ck_assert_int_eq(player(k, "丁").how_out, SWC_KO_BY_DECIDER);
    ck_assert_int_eq(player(k, "己").how_out, SWC_KO_BY_ESCAPE);
    ck_assert_int_eq(player(k, "辛").how_out, SWC_KO_BY_ABSENCE);
    ck_assert_int_eq(player(k, "甲").out_round, 2);
    ck_assert_int_eq(player(k, "庚").out_round, 2);
    ck_assert_int_eq(player(k, "戊").out_round, 3);
    ck_assert_int_eq(player(k, "丙").status, SWC_KO_QUALIFIED);
    ck_assert_uint_eq(player(k, "丙").games, 4);
    swc_knockout_free(k);
}
END_TEST

START_TEST(test_read_errors)
{
    static const struct { const char *text; uint32_t line, col; const char *needle; } cases[] = {
        { "white\tblack\tresult\nA\tB\t1-0\n", 2, 1, "needs its round" },
        { "round\twhite\tblack\tresult\n1\tA\tB\t=\n1\tA\tB\t=\n", 3, 1, "swap" },
        { "round\twhite\tblack\tresult\n1\tA\tB\t1-0\n2\tB\tA\t1-0\n", 3, 1, "out" },
        { "round\twhite\tblack\tresult\n1\tA\tB\treset\n", 2, 5, "black must be empty" },
        { "round\twhite\tblack\tresult\n1\tA\t\treset\n", 2, 1, "no resets" },
        { "round\twhite\tblack\tresult\n1\tA\tB\t=\n", 0, 0, "no decisive result" },
        /* round 4 is the preset's repechage; round 5 is beyond it */
        { "round\twhite\tblack\tresult\n5\tA\tB\t1-0\n", 0, 0, "round 5, the stage 3 rounds and the repechage" },
        { "[{\"round\": 1, \"white\": \"A\", \"black\": \"B\", \"result\": \"=\"},"
          " {\"round\": 1, \"white\": \"A\", \"black\": \"B\", \"result\": \"1-0\"}]", 0, 0, "$[1]" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_knockout *k = ko("xiangqi-2015-ruwei");
        uint32_t line = 99, col = 99;
        int rc = swc_knockout_read(k, cases[i].text, strlen(cases[i].text), &line, &col);
        ck_assert_msg(rc == SWC_EPARSE || rc == SWC_ESTATE, "case %zu: %d %s", i, rc, swc_knockout_errmsg(k));
        ck_assert_msg(line == cases[i].line && (cases[i].line == 0 || col == cases[i].col), "case %zu: %u:%u %s",
                      i, line, col, swc_knockout_errmsg(k));
        ck_assert_msg(strstr(swc_knockout_errmsg(k), cases[i].needle), "case %zu: %s", i, swc_knockout_errmsg(k));
        /* nothing kept */
        ck_assert_uint_eq(swc_knockout_player_count(k), 0);
        ck_assert_uint_eq(swc_knockout_round_count(k), 0);
        swc_knockout_free(k);
    }
}
END_TEST

START_TEST(test_api_misuse)
{
    swc_knockout *k = ko(NULL);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_ESTATE); /* no players */
    add(k, "AB");
    ck_assert_int_eq(swc_knockout_add_player(NULL, k, "A", 0), SWC_EINVAL);
    ck_assert_int_eq(swc_knockout_add_player(NULL, k, "", 0), SWC_EINVAL);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_ESTATE);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_knockout_set_int(k, 77, 0), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_ESTATE);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 2), SWC_ESTATE);
    ck_assert_int_eq(swc_knockout_add_player(NULL, k, "C", 0), SWC_ESTATE);
    ck_assert_int_eq(play(k, "A", "Z", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL);
    ck_assert_int_eq(play(k, "A", "A", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL);
    ck_assert_int_eq(play(k, "A", "B", 9, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_knockout_mark(k, "A", 9), SWC_EINVAL);
    int64_t v = 0;
    ck_assert_int_eq(swc_knockout_get_int(&v, k, SWC_KO_ROUNDS), SWC_OK);
    ck_assert_int_eq(v, 3);
    swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 2, 0), SWC_ENOTFOUND);
    swc_knockout_player kp = SWC_KNOCKOUT_PLAYER_INIT;
    ck_assert_int_eq(swc_knockout_player_get(&kp, k, 0), SWC_ENOTFOUND);
    swc_knockout_free(k);
    ck_assert_int_eq(swc_knockout_pair_round(NULL), SWC_EINVAL);
    ck_assert_str_ne(swc_knockout_errmsg(NULL), "");
    swc_knockout_free(NULL);
    ck_assert_uint_eq(swc_knockout_preset_count(), 2);
    swc_knockout_preset_info pi = SWC_KNOCKOUT_PRESET_INFO_INIT;
    ck_assert_int_eq(swc_knockout_preset_get(&pi, 1), SWC_OK);
    ck_assert_str_eq(pi.name, "xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_preset_get(&pi, 2), SWC_ENOTFOUND);
}
END_TEST

static char *dump(swc_knockout *k)
{
    char *s = calloc(1, 8192);
    size_t len = 0;
    ck_assert_ptr_nonnull(s);
    for (uint32_t id = 1; id <= swc_knockout_player_count(k); id++) {
        swc_knockout_player p = SWC_KNOCKOUT_PLAYER_INIT;
        ck_assert_int_eq(swc_knockout_player_get(&p, k, id), SWC_OK);
        len += (size_t)snprintf(s + len, 8192 - len, "%s %d %u %u\n", p.name, p.status, p.out_round, p.games);
    }
    len += (size_t)snprintf(s + len, 8192 - len, "rounds %u\n", swc_knockout_round_count(k));
    return s;
}

/* Every allocation of read, pair_round, add_game, mark and fill_quota failing in turn. */
START_TEST(test_oom)
{
    long n;
    for (n = 1; n < 5000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
        o.allocator = &al;
        o.preset = "xiangqi-2015-ruwei";
        swc_knockout *k = NULL;
        ck_assert_int_eq(swc_knockout_new(&k, &o), SWC_OK);
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, 4), SWC_OK);
        char *before = dump(k);
        st.fail_at = st.calls + n;
        int rc = swc_knockout_read(k, stream, strlen(stream), NULL, NULL);
        uint32_t added = 0;
        if (rc == SWC_OK) {
            /* the repechage: 丙 qualified; 戊 (round 3) and 甲, 庚 (round 2) come back */
            rc = swc_knockout_fill_quota(&added, k);
            if (rc == SWC_OK)
                ck_assert_uint_eq(added, 3);
        }
        st.fail_at = 0;
        char *after = dump(k);
        if (rc == SWC_OK) {
            free(before);
            free(after);
            swc_knockout_free(k);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld: %d %s", n, rc, swc_knockout_errmsg(k));
        ck_assert_str_ne(swc_knockout_errmsg(k), "");
        if (strstr(after, "rounds 3") == NULL)
            ck_assert_str_eq(before, after); /* a failed read keeps nothing */
        free(before);
        free(after);
        swc_knockout_free(k);
        ck_assert_msg(st.live_blocks == 0, "allocation %ld: %ld blocks leaked", n, st.live_blocks);
    }
    ck_assert_int_lt(n, 5000);
    printf("# knockout read + repechage: succeeded at allocation %ld\n", n);
    /* pairing the repechage games: a failure keeps the stage as it was */
    for (n = 1; n < 1000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
        o.allocator = &al;
        swc_knockout *k = NULL;
        ck_assert_int_eq(swc_knockout_new(&k, &o), SWC_OK);
        eight_after_round_one(k, 4, 1);
        char *before = dump(k);
        st.fail_at = st.calls + n;
        int rc = swc_knockout_pair_repechage(NULL, k);
        st.fail_at = 0;
        char *after = dump(k);
        if (rc != SWC_OK) {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_str_eq(before, after);
        }
        free(before);
        free(after);
        swc_knockout_free(k);
        ck_assert_int_eq(st.live_blocks, 0);
        if (rc == SWC_OK)
            break;
    }
    ck_assert_int_lt(n, 1000);
    /* pairing a random round */
    for (n = 1; n < 1000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
        o.allocator = &al;
        swc_knockout *k = NULL;
        ck_assert_int_eq(swc_knockout_new(&k, &o), SWC_OK);
        ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_PAIRING, SWC_KO_PAIR_SEEDED), SWC_OK);
        add(k, "ABCDE");
        st.fail_at = st.calls + n;
        int rc = swc_knockout_pair_round(k);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_knockout_pair_count(k, 1), 4);
            swc_knockout_free(k);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_uint_eq(swc_knockout_round_count(k), 0);
        swc_knockout_free(k);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert_int_lt(n, 1000);
}
END_TEST


/* 复活赛 with games: the candidates play for the missing places. */
START_TEST(test_repechage_games)
{
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, 8), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_REPECHAGE, SWC_KO_REPECHAGE_LATEST_SEED), SWC_OK);
    add(k, "ABCDEFGHIJKL");
    ck_assert_int_eq(swc_knockout_pair_repechage(NULL, k), SWC_ESTATE); /* before the last round */
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_OK);
    ck_assert_int_eq(play(k, "A", "B", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "C", "D", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "E", "F", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_mark(k, "G", SWC_KO_MARK_ABSENT), SWC_OK);
    ck_assert_int_eq(swc_knockout_mark(k, "H", SWC_KO_MARK_ABSENT), SWC_OK);
    ck_assert_int_eq(play(k, "I", "J", SWC_RESULT_WHITE_WIN, 0), SWC_OK);
    ck_assert_int_eq(play(k, "K", "L", 0, SWC_COLOUR_WHITE), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    /* qualified A C E I L: 5 of 8, 3 missing; candidates by seed (entry):
     * B D F J (G, H absent, K escaped). 4 candidates for 3 places: B and D
     * come back without a game (2 × 3 − 4 = 2), F plays J for the last */
    uint32_t pairs = 0;
    ck_assert_int_eq(swc_knockout_pair_repechage(&pairs, k), SWC_OK);
    ck_assert_uint_eq(pairs, 3);
    ck_assert_uint_eq(swc_knockout_round_count(k), 2);
    swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 2, 2), SWC_OK);
    ck_assert_uint_eq(pp.white, 6); /* F, the better candidate, has White */
    ck_assert_uint_eq(pp.black, 10);
    ck_assert_int_eq(swc_knockout_pair_round(k), SWC_ESTATE);
    ck_assert_int_eq(swc_knockout_fill_quota(NULL, k), SWC_ESTATE);
    ck_assert_int_eq(play(k, "A", "F", SWC_RESULT_WHITE_WIN, 0), SWC_EINVAL); /* A is not in it */
    ck_assert_int_eq(swc_knockout_mark(k, "J", SWC_KO_MARK_UNMATCHED), SWC_EINVAL);
    /* a draw, then the decider with colours swapped: drawn, Black (F) wins */
    ck_assert_int_eq(play(k, "F", "J", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(play(k, "J", "F", SWC_RESULT_DRAW, 0), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "F").status, SWC_KO_REPECHAGED);
    ck_assert_uint_eq(player(k, "F").out_round, 1); /* the round he lost in, for his grade */
    ck_assert_uint_eq(player(k, "F").rounds_won, 0);
    ck_assert_int_eq(player(k, "J").status, SWC_KO_OUT);
    ck_assert_uint_eq(player(k, "J").out_round, 1);
    ck_assert_int_eq(player(k, "J").how_out, SWC_KO_BY_GAME);
    ck_assert_uint_eq(player(k, "J").games, 3);
    ck_assert_int_eq(swc_knockout_pair_get(&pp, k, 2, 2), SWC_OK);
    ck_assert_uint_eq(pp.winner, 6);
    ck_assert_int_eq(pp.how, SWC_KO_BY_DECIDER);
    ck_assert_int_eq(swc_knockout_pair_repechage(NULL, k), SWC_ESTATE); /* played */
    /* his grade is that of the round he lost in: 负 四级棋士 */
    swc_grades *g = NULL;
    ck_assert_int_eq(swc_grades_new(&g, NULL), SWC_OK);
    swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
    gp.table = "xiangqi-2015-ruwei";
    ck_assert_int_eq(swc_grades_from_knockout(g, k, &gp), SWC_OK);
    swc_grade_row gr = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&gr, g, 6), SWC_OK);
    ck_assert_str_eq(gr.grade, "四级棋士");
    swc_grades_free(g);
    swc_knockout_free(k);

    /* more candidates than twice the places: the first two play, the
     * escaper of the repechage stays out as he first went out */
    k = ko(NULL);
    eight_after_round_one(k, 3, 0);
    /* A C E qualify (G absent, H without a record): the quota of 3 is full */
    ck_assert_int_eq(swc_knockout_pair_repechage(NULL, k), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_knockout_errmsg(k), "quota is full"));
    swc_knockout_free(k);

    k = ko(NULL);
    eight_after_round_one(k, 4, 1);
    /* 3 qualify, 1 missing, candidates B D F: B plays D, F waits */
    ck_assert_int_eq(swc_knockout_pair_repechage(&pairs, k), SWC_OK);
    ck_assert_uint_eq(pairs, 1);
    ck_assert_int_eq(play(k, "B", "D", 0, SWC_COLOUR_WHITE), SWC_OK);
    ck_assert_int_eq(swc_knockout_close_round(k), SWC_OK);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_OUT);
    ck_assert_int_eq(player(k, "B").how_out, SWC_KO_BY_GAME);
    ck_assert_int_eq(player(k, "F").status, SWC_KO_OUT);
    swc_knockout_free(k);
}
END_TEST

/* The repechage games in a stream: the round after the last. */
START_TEST(test_repechage_stream)
{
    static const char text[] = "round\twhite\tblack\tresult\n"
                               "1\tA\tB\t1-0\n1\tC\tD\t1-0\n1\tE\tF\t1-0\n1\tG\t\tabsent\n1\tH\t\tabsent\n"
                               "2\tB\tF\t1-0\n";
    swc_knockout *k = ko("xiangqi-2015-ruwei");
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_QUOTA, 4), SWC_OK);
    ck_assert_int_eq(swc_knockout_set_int(k, SWC_KO_REPECHAGE, SWC_KO_REPECHAGE_LATEST_SEED), SWC_OK);
    /* candidates B D F (by entry) for one place: B plays D, F waits */
    ck_assert_int_eq(swc_knockout_read(k, text, strlen(text), NULL, NULL), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_knockout_errmsg(k), "F is out"));
    ck_assert_uint_eq(swc_knockout_round_count(k), 0);
    static const char ok[] = "round\twhite\tblack\tresult\n"
                             "1\tA\tB\t1-0\n1\tC\tD\t1-0\n1\tE\tF\t1-0\n1\tG\t\tabsent\n1\tH\t\tabsent\n"
                             "2\tB\tD\t0-1\n";
    ck_assert_int_eq(swc_knockout_read(k, ok, strlen(ok), NULL, NULL), SWC_OK);
    ck_assert_uint_eq(swc_knockout_round_count(k), 2);
    ck_assert_int_eq(player(k, "D").status, SWC_KO_REPECHAGED);
    ck_assert_int_eq(player(k, "B").status, SWC_KO_OUT);
    ck_assert_int_eq(player(k, "F").status, SWC_KO_OUT);
    swc_knockout_free(k);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("knockout");
    TCase *tc = tcase_create("knockout");
    tcase_add_test(tc, test_decider_black_wins);
    tcase_add_test(tc, test_draw_rules);
    tcase_add_test(tc, test_escape_eliminates);
    tcase_add_test(tc, test_unmatched_and_absent);
    tcase_add_test(tc, test_seeded_bracket);
    tcase_add_test(tc, test_random_reproducible);
    tcase_add_test(tc, test_repechage);
    tcase_add_test(tc, test_repechage_games);
    tcase_add_test(tc, test_repechage_stream);
    tcase_add_test(tc, test_read_stream);
    tcase_add_test(tc, test_read_errors);
    tcase_add_test(tc, test_api_misuse);
    tcase_add_test(tc, test_oom);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return swc_test_run(suite());
}
