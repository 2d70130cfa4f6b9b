/*
 * FIDE's Swiss Team Pairing System (C.04.6, 2026): generated events
 * against the exhaustive reference of team-reference.c, and the rules by
 * hand (the fold, the PAB, the score order, Baku, round robins, the
 * checker, out of memory).
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "team-reference.h"
#include "testutil.h"

START_TEST(test_pab_rules)
{
    /* 5 teams: round 1 gives the PAB to the largest TPN of the lowest
     * score (3.4.4); it is then barred from a second one ([C2]). */
    swc_tournament *t = event(5, 2, 4);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    uint32_t w, b;
    match_of(t, 1, 2, &w, &b);
    ck_assert(w == 5 && b == 0);
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 5, 1), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_PAB);
    ck_assert_int_eq(res.match_points, 10); /* a draw, by default */
    /* Every match drawn: 1, 2, 3, 4 have 1 MP, 5 has 1 MP too; the PAB
     * goes to the largest TPN that has not had one: 4. */
    play_draws(t, r);
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    match_of(t, 2, 2, &w, &b);
    ck_assert(w == 4 && b == 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_score_order)
{
    /* Round 1: 1-4 4:0, 2-5 2.5:1.5, 3-6 3:1. Match points first: 1, 2, 3
     * with 2 MP take team 4 up: 1-3, 2-4, 5-6. Game points first: every
     * score differs: 1-3, then 2 (2.5) takes 6 (1) since it met 5, then 4-5. */
    for (int gp = 0; gp < 2; gp++) {
        swc_tournament *t = event(6, 4, 5);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), SWC_OK);
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 1, 1, 4) && meet(t, 1, 2, 5) && meet(t, 1, 3, 6));
        uint32_t firsts[3];
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t w, b;
            match_of(t, 1, i, &w, &b);
            firsts[i] = w;
        }
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t f = firsts[i];
            int good = f <= 3;           /* teams 1-3 win */
            int margin = f == 1 || f == 4 ? 4 : f == 2 || f == 5 ? 1 : 2;
            /* won boards of the first-named team; the rest drawn */
            score_match(t, r, 1, f, 4, good ? margin : 0);
            if (!good) {
                /* the second-named team wins: give it its boards */
                for (int bd = 0; bd < margin; bd++) {
                    uint32_t x = 0;
                    swc_team_board(&x, t, 1, f, (uint32_t)bd + 1);
                    ck_assert_int_eq(swc_round_set_result(r, x, swc_team_colours(t)[bd] == 'W'
                                                                 ? SWC_RESULT_BLACK_WIN : SWC_RESULT_WHITE_WIN),
                                     SWC_OK);
                }
            }
        }
        int32_t g1 = 0, g2 = 0, g3 = 0;
        swc_team_score(NULL, &g1, t, 1, 1);
        swc_team_score(NULL, &g2, t, 2, 1);
        swc_team_score(NULL, &g3, t, 3, 1);
        ck_assert(g1 == 40 && g2 == 25 && g3 == 30);
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 2, 1, 3));
        if (gp)
            ck_assert(meet(t, 2, 2, 6) && meet(t, 2, 4, 5));
        else
            ck_assert(meet(t, 2, 2, 4) && meet(t, 2, 5, 6));
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_baku_for_teams)
{
    /* 8 teams, 5 rounds: group A is teams 1-4 (2 * ceil(8 / 4)), with 2 MP
     * more in rounds 1-2: round 1 pairs 1-4 apart from 5-8. With game
     * points first Baku cannot be used (C.04.7): the setting is refused
     * and round 1 is the plain fold 1-5, 2-6, ... */
    for (int gp = 0; gp < 2; gp++) {
        swc_tournament *t = event(8, 2, 5);
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), gp ? SWC_EINCONSISTENT : SWC_OK);
        if (gp)
            ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_NONE), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), SWC_OK);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        if (gp)
            ck_assert(meet(t, 1, 1, 5) && meet(t, 1, 2, 6) && meet(t, 1, 3, 7) && meet(t, 1, 4, 8));
        else
            ck_assert(meet(t, 1, 1, 3) && meet(t, 1, 2, 4) && meet(t, 1, 5, 7) && meet(t, 1, 6, 8));
        swc_tournament_free(t);
    }
}
END_TEST

/* The colour of player `id` in round k's individual round. */
static int player_colour(swc_tournament *t, uint32_t k, uint32_t bd, uint32_t id)
{
    const swc_round *r = swc_tournament_round(t, k);
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, r, bd), SWC_OK);
    ck_assert(w == id || b == id);
    return w == id ? 1 : 2;
}

START_TEST(test_round_robin)
{
    /* A double round robin of 5 teams (10 rounds), 3 boards, sequence BWB:
     * every pair meets twice, named first once each time; the team facing
     * the extra seat has the round off; board colours follow 352. */
    swc_tournament *t = event(5, 3, 10);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    ck_assert_int_eq(swc_team_set_colours(t, "BWB"), SWC_OK);
    int met[6][6] = { { 0 } }, named[6][6] = { { 0 } }, off[6] = { 0 };
    for (uint32_t k = 1; k <= 10; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert_uint_eq(swc_team_match_count(t, k), 3);
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t w, b;
            match_of(t, k, i, &w, &b);
            if (!b) {
                swc_team_result res = SWC_TEAM_RESULT_INIT;
                ck_assert_int_eq(swc_team_round_result(&res, t, w, k), SWC_OK);
                ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
                off[w]++;
                continue;
            }
            met[w][b]++;
            met[b][w]++;
            named[w][b]++;
            for (uint32_t bd = 1; bd <= 3; bd++) {
                uint32_t x = 0, id = 0;
                ck_assert_int_eq(swc_team_board(&x, t, k, w, bd), SWC_OK);
                ck_assert_int_eq(swc_team_member(&id, t, w, bd - 1), SWC_OK);
                ck_assert_int_eq(player_colour(t, k, x, id), "BWB"[bd - 1] == 'W' ? 1 : 2);
            }
        }
        play(r);
    }
    for (int a = 1; a <= 5; a++) {
        ck_assert_int_eq(off[a], 2);
        for (int b = 1; b <= 5; b++)
            if (a != b) {
                ck_assert_int_eq(met[a][b], 2);
                ck_assert_int_eq(named[a][b], 1);
            }
    }
    /* Round 1 is the Berger table's first round: 1-6 (6 the extra seat), 2-5, 3-4. */
    ck_assert(meet(t, 1, 2, 5) && meet(t, 1, 3, 4));
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 1, 1), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
    swc_tournament_free(t);
}
END_TEST


START_TEST(test_double_round_robin_colours)
{
    /* 4 teams, 6 rounds (two cycles), default sequence WBWB: the second
     * cycle is the first with the colours reversed, as for individual
     * round robins. C.05 Annex 1 only recommends swapping the last two
     * rounds of the first cycle; the library keeps the published table
     * (doc/team-pairing.md, Interpretations), so teams 1 and 3 have the
     * same board-1 colour in rounds 3, 4 and 5. The colours are read from
     * the board games of each round. */
    swc_tournament *t = event(4, 2, 6);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    char got[5][7] = { "", "", "", "", "" };
    for (uint32_t k = 1; k <= 6; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert_uint_eq(swc_team_match_count(t, k), 2);
        for (uint32_t team = 1; team <= 4; team++) {
            uint32_t x = 0, id = 0;
            ck_assert_int_eq(swc_team_board(&x, t, k, team, 1), SWC_OK);
            ck_assert_int_eq(swc_team_member(&id, t, team, 0), SWC_OK);
            got[team][k - 1] = player_colour(t, k, x, id) == 1 ? 'W' : 'B';
        }
        play_draws(t, r);
    }
    static const char *const want[5] = { "", "WWBBBW", "WBWBWB", "BBWWWB", "BWBWBW" };
    for (uint32_t team = 1; team <= 4; team++) {
        ck_assert_str_eq(got[team], want[team]);
        for (int k = 0; k < 3; k++)
            ck_assert_int_ne(got[team][k], got[team][k + 3]); /* cycle 2 reverses cycle 1 */
    }
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_checker_explains)
{
    /* Generated events: every round the library paired agrees with the checker. */
    rng_state = 7;
    for (int e = 0; e < 3; e++) {
        swc_tournament *t = event(6 + 2 * e + (e == 1), 2, 5);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, e == 2), SWC_OK);
        for (int k = 1; k <= 5; k++) {
            swc_round *r = NULL;
            ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
            play(r);
        }
        swc_check_report *rep = NULL;
        ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
        ck_assert_uint_eq(swc_check_report_round_count(rep), 5);
        ck_assert_uint_eq(swc_check_report_disagreements(rep), 0);
        swc_check_report_free(rep);
        swc_tournament_free(t);
    }
    /* Four teams, round 1 by C.04.6 (1-3, 6-2 folded) and all drawn. In
     * round 2 C.04.6 pairs 1-4, 2-3 (top members 1, 2); 1-2, 3-4 has the
     * later identifier, 1-3, 2-4 are rematches, and a PAB is not allowed. */
    static const uint32_t pairs[3][4] = { { 1, 2, 3, 4 }, { 1, 3, 2, 4 }, { 1, 4, 3, 2 } };
    static const int reasons[3] = { SWC_CHECK_ORDER, SWC_CHECK_REMATCH, SWC_CHECK_COLOUR_RULE };
    static const char *const says[3] = { "art. 3.6", "[C1]", "4.3." };
    for (int c = 0; c < 3; c++) {
        swc_tournament *t = event(4, 2, 3);
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 1, 1, 3) && meet(t, 1, 2, 4));
        play_draws(t, r);
        swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
        m[0].white = pairs[c][0];
        m[0].black = pairs[c][1];
        m[1].white = pairs[c][2];
        m[1].black = pairs[c][3];
        ck_assert_int_eq(swc_team_round_create(&r, t, m, 2), SWC_OK);
        play_draws(t, r);
        char text[512];
        swc_check_round_info info = verdict(t, 2, text, sizeof text);
        ck_assert_int_eq(info.agrees, 0);
        ck_assert_msg(info.reason == reasons[c], "case %d: reason %d: %s", c, info.reason, text);
        ck_assert_msg(strstr(text, says[c]) != NULL, "case %d: %s", c, text);
        info = verdict(t, 1, text, sizeof text);
        ck_assert_int_eq(info.agrees, 1);
        swc_tournament_free(t);
    }
}
END_TEST

/* Every allocation of a team pairing and of the team checker fails in turn:
 * the call says so, leaves the event as it was and leaks nothing. */
START_TEST(test_out_of_memory)
{
    for (int what = 0; what < 2; what++) {
        long n;
        for (n = 1; n < 100000; n++) {
            swc_test_alloc st = { 0, 0, 0, 0 };
            swc_allocator a = swc_test_allocator(&st);
            swc_tournament *t = event_with(7, 2, 5, &a);
            ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, 1), SWC_OK);
            rng_state = 99;
            for (int k = 0; k < 2; k++) {
                swc_round *r = NULL;
                ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
                play(r);
            }
            st.fail_at = st.calls + n;
            int rc;
            if (what == 0) {
                rc = swc_tournament_pair_next(NULL, t);
            } else {
                swc_check_report *rep = NULL;
                rc = swc_tournament_check(&rep, t, NULL);
                swc_check_report_free(rep);
            }
            st.fail_at = 0;
            if (rc == SWC_OK) {
                ck_assert_uint_eq(swc_tournament_round_count(t), what == 0 ? 3 : 2);
                swc_tournament_free(t);
                ck_assert_int_eq(st.live_blocks, 0);
                break;
            }
            ck_assert_msg(rc == SWC_ENOMEM, "%s, allocation %ld failing: %d (%s)", what ? "check" : "pair", n, rc,
                          swc_tournament_errmsg(t));
            ck_assert_uint_eq(swc_tournament_round_count(t), 2);
            ck_assert_uint_eq(swc_team_match_count(t, 3), 0);
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
        }
        ck_assert(n > 1 && n < 100000);
    }
}
END_TEST

START_TEST(test_trf_team_code)
{
    /* 192 FIDE_TEAM_TYPEB_GP_MP: colour preferences of type B, game points first. */
    swc_tournament *t = event(6, 2, 5);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    play(r);
    static char text[1 << 16], edited[1 << 16];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text, t, NULL), SWC_OK);
    size_t m = 0;
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) + 1 : strlen(line);
        if (strncmp(line, "192 ", 4) != 0) {
            memcpy(edited + m, line, n);
            m += n;
        }
        if (line == text) {
            memcpy(edited + m, "192 FIDE_TEAM_TYPEB_GP_MP\n", 26);
            m += 26;
        }
        line += n;
    }
    swc_tournament *back = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&back, edited, m, NULL, &err) == SWC_OK, "%s", err.message);
    int32_t v = 0;
    ck_assert_int_eq(swc_team_get_int(&v, back, SWC_TEAM_COLOUR_TYPE), SWC_OK);
    ck_assert_int_eq(v, 1);
    ck_assert_int_eq(swc_team_get_int(&v, back, SWC_TEAM_SCORE_ORDER), SWC_OK);
    ck_assert_int_eq(v, 1);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, back), SWC_OK);
    swc_tournament_free(back);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_exhaustive_small_fields)
{
    rng_state = 20260201u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 12; e++) {
        int n = 4 + (int)rnd(9);
        int boards = 1 + (int)rnd(4);
        int rounds = 3 + (int)rnd(n < 8 ? n - 2 : 6);
        int gp = (int)rnd(2);
        run_event(n, boards, rounds, (int)rnd(2), gp, !gp && rnd(3) == 0, &compared);
    }
    ck_assert_int_gt(compared, 12);
}
END_TEST

START_TEST(test_exhaustive_options)
{
    /* No colour preferences (1.7) and no secondary score (4.2.2), alone
     * and with either preference type. */
    rng_state = 17042026u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 8; e++) {
        int n = 4 + (int)rnd(9);
        int gp = (int)rnd(2);
        run_event_full(n, 1 + (int)rnd(4), 3 + (int)rnd(n < 8 ? n - 2 : 6), e % 2 ? 2 : (int)rnd(3), gp,
                       !gp && rnd(3) == 0, 0, 0, e % 2 ? (int)rnd(2) : 1, &compared);
    }
    ck_assert_int_gt(compared, 8);
}
END_TEST

START_TEST(test_exhaustive_fourteen)
{
    /* Beyond the 12 teams asked for: 13 and 14 teams (135135 pairings a round). */
    rng_state = 1402u + (uint64_t)_i;
    int compared = 0;
    run_event(13 + _i % 2, 2, 7, _i % 2, 0, _i == 2, &compared);
    ck_assert_int_gt(compared, 3);
}
END_TEST

START_TEST(test_first_round_folds)
{
    /* Round 1: one bracket, the top half against the bottom half, colours
     * by 4.3.1 (odd TPN of the first-team: the initial colour). */
    swc_tournament *t = event(8, 4, 5);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    static const uint32_t want[4][2] = { { 1, 5 }, { 6, 2 }, { 3, 7 }, { 8, 4 } };
    for (uint32_t i = 0; i < 4; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        ck_assert_int_eq(swc_team_match_get(&m, t, 1, i), SWC_OK);
        ck_assert_uint_eq(m.white, want[i][0]);
        ck_assert_uint_eq(m.black, want[i][1]);
    }
    swc_tournament_free(t);
}
END_TEST

/* Create a team round of 2-board matches by hand: pairs[i] = { first, second },
 * won[i] = boards the first-named team wins (the rest drawn). */
static void hand_round(swc_tournament *t, uint32_t k, const uint32_t (*pairs)[2], const int *won, size_t n)
{
    swc_team_match_info m[8];
    ck_assert(n <= 8);
    for (size_t i = 0; i < n; i++) {
        m[i] = (swc_team_match_info)SWC_TEAM_MATCH_INFO_INIT;
        m[i].white = pairs[i][0];
        m[i].black = pairs[i][1];
    }
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, n), SWC_OK);
    for (size_t i = 0; i < n; i++)
        score_match(t, r, k, pairs[i][0], 2, won[i]);
}

START_TEST(test_table_order)
{
    /* GHR 3.6: the tables go by the score of the higher-ranked team, the
     * sum of the scores, then the TPN of the higher-ranked team (higher
     * pairing score, then smaller TPN). After three rounds by hand teams
     * 5 and 10 have 4 MP, teams 2 and 3 have 2 MP; 5-10, 2-3, 3-10 and 2-5
     * have been played, so with the others on a bye round 4 is 10-2 and
     * 5-3: same maximum, same sum, and 5 ranks above 10, so 5-3 is table 1
     * although team 2 has the smallest TPN of the four. */
    swc_tournament *t = event(10, 2, 5);
    static const uint32_t r1[5][2] = { { 10, 5 }, { 2, 3 }, { 1, 4 }, { 6, 8 }, { 7, 9 } };
    static const uint32_t r2[5][2] = { { 10, 3 }, { 5, 2 }, { 1, 6 }, { 4, 8 }, { 7, 9 } };
    static const uint32_t r3[5][2] = { { 10, 1 }, { 5, 4 }, { 2, 6 }, { 3, 7 }, { 8, 9 } };
    static const int draws[5] = { 0, 0, 0, 0, 0 }, wins[5] = { 2, 2, 0, 0, 0 };
    hand_round(t, 1, r1, draws, 5);
    hand_round(t, 2, r2, wins, 5);
    hand_round(t, 3, r3, draws, 5);
    static const uint32_t mp[11] = { 0, 30, 20, 20, 30, 40, 30, 30, 30, 30, 40 };
    for (uint32_t i = 1; i <= 10; i++) {
        int32_t m = 0;
        ck_assert_int_eq(swc_team_score(&m, NULL, t, i, 3), SWC_OK);
        ck_assert_int_eq(m, (int32_t)mp[i]);
    }
    static const uint32_t away[6] = { 1, 4, 6, 7, 8, 9 };
    for (size_t i = 0; i < 6; i++)
        ck_assert_int_eq(swc_team_request_bye(t, away[i], 4, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    uint32_t w, b;
    match_of(t, 4, 0, &w, &b);
    ck_assert((w == 5 && b == 3) || (w == 3 && b == 5));
    match_of(t, 4, 1, &w, &b);
    ck_assert((w == 10 && b == 2) || (w == 2 && b == 10));
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-pairing");
    TCase *tc = tcase_create("team-pairing");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_first_round_folds);
    tcase_add_test(tc, test_pab_rules);
    tcase_add_test(tc, test_table_order);
    tcase_add_test(tc, test_score_order);
    tcase_add_test(tc, test_baku_for_teams);
    tcase_add_test(tc, test_round_robin);
    tcase_add_test(tc, test_double_round_robin_colours);
    tcase_add_test(tc, test_checker_explains);
    tcase_add_test(tc, test_out_of_memory);
    tcase_add_test(tc, test_trf_team_code);
    tcase_add_loop_test(tc, test_exhaustive_small_fields, 0, 16);
    tcase_add_loop_test(tc, test_exhaustive_options, 0, 8);
    tcase_add_loop_test(tc, test_exhaustive_fourteen, 0, 3);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
