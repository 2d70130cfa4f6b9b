/*
 * Team prizes of a team event: `by event-team` ranks the event's teams by
 * the team standings (match points, then game points), not by the places
 * of their members.
 */
#include <stdio.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "testutil.h"

/* Four teams of two, two boards; round 1: 1-2 ends 1.5-0.5, 3-4 0-2;
 * round 2: 4-1 1-1, 2-3 2-0. MP: 1 3, 2 2, 3 0, 4 3; GP: 1 2.5, 2 2.5,
 * 3 0, 4 3. */
static swc_tournament *league(void)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 2), SWC_OK);
    static const char *const names[] = { "甲队", "乙队", "丙队", "丁队" };
    for (uint32_t k = 0; k < 4; k++) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        uint32_t n = 0, ids[2];
        ti.name = names[k];
        ck_assert_int_eq(swc_team_add(&n, t, &ti), SWC_OK);
        for (int b = 0; b < 2; b++) {
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            char name[32];
            snprintf(name, sizeof name, "P%u%d", (unsigned)k + 1, b + 1);
            pi.name = name;
            pi.rating = 2000 - 100 * (int32_t)k - 10 * b;
            ck_assert_int_eq(swc_player_add(&ids[b], t, &pi), SWC_OK);
        }
        ck_assert_int_eq(swc_team_set_members(t, n, ids, 2), SWC_OK);
    }
    /* Boards 1 (W) and 2 (B) of each match, first-named team's view. */
    static const uint32_t pairs[2][4] = { { 1, 2, 3, 4 }, { 4, 1, 2, 3 } };
    static const int res[2][4] = { { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN, SWC_RESULT_WHITE_WIN },
                                   { SWC_RESULT_WHITE_WIN, SWC_RESULT_WHITE_WIN, SWC_RESULT_WHITE_WIN,
                                     SWC_RESULT_BLACK_WIN } };
    for (int r = 0; r < 2; r++) {
        swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
        for (int i = 0; i < 2; i++) {
            m[i].white = pairs[r][2 * i];
            m[i].black = pairs[r][2 * i + 1];
        }
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_team_round_create(&rd, t, m, 2), SWC_OK);
        for (uint32_t b = 1; b <= 4; b++)
            ck_assert_int_eq(swc_round_set_result(rd, b, res[r][b - 1]), SWC_OK);
    }
    return t;
}

START_TEST(test_event_teams_ranked_by_team_standings)
{
    swc_tournament *t = league();
    int32_t mp = 0, gp = 0;
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, 4, 2), SWC_OK);
    ck_assert_int_eq(mp, 30);
    ck_assert_int_eq(gp, 30);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = "teams league 团体名次\n  by event-team\n  amounts 300 200 100\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_prizes_team_count(p), 4);
    /* 丁 3 MP 3 GP; 甲 3 MP 2.5 GP; 乙 2 MP; 丙 0 */
    static const char *const order[] = { "丁队", "甲队", "乙队", "丙队" };
    static const int64_t amount[] = { 30000, 20000, 10000, SWC_PRIZE_NO_AMOUNT };
    static const int64_t score[] = { 300, 300, 200, 0 };
    for (uint32_t k = 0; k < 4; k++) {
        swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
        ck_assert_int_eq(swc_prizes_team(&tm, p, k), SWC_OK);
        ck_assert_str_eq(tm.name, order[k]);
        ck_assert_uint_eq(tm.rank, k + 1);
        ck_assert_uint_eq(tm.shared, 0);
        ck_assert_int_eq(tm.score, score[k]);
        ck_assert_int_eq(tm.score_scale, 100);
        ck_assert_int_eq(tm.amount, amount[k]);
        ck_assert_uint_eq(tm.member_count, 2);
        uint32_t id = 0, place = 0;
        int64_t v = -1;
        ck_assert_int_eq(swc_prizes_team_member(&id, &place, &v, p, k, 0), SWC_OK);
        ck_assert_uint_eq(swc_team_of_player(t, id), k == 0 ? 4 : k == 1 ? 1 : k == 2 ? 2 : 3);
        ck_assert_int_eq(v, 0);
    }
    swc_prizes_free(p);
    /* equal match and game points share the place */
    o.rules = "teams league\n  by event-team\n";
    swc_tournament_free(t);
    t = league();
    swc_round *r1 = swc_tournament_round(t, 1);
    ck_assert_int_eq(swc_round_set_result(r1, 4, SWC_RESULT_DRAW), SWC_OK); /* 丁 3 MP 2.5 GP as 甲 */
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prize_team a = SWC_PRIZE_TEAM_INIT, b = SWC_PRIZE_TEAM_INIT;
    ck_assert_int_eq(swc_prizes_team(&a, p, 0), SWC_OK);
    ck_assert_int_eq(swc_prizes_team(&b, p, 1), SWC_OK);
    ck_assert_uint_eq(a.rank, 1);
    ck_assert_uint_eq(b.rank, 1);
    ck_assert_uint_eq(a.shared, 1);
    swc_prizes_free(p);
    /* a misspelt kind of team is refused with the choices */
    p = NULL;
    o.rules = "teams league\n  by event-teams\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    ck_assert_ptr_null(p);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "by event-team"));
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("prizes-teams");
    TCase *tc = tcase_create("teams");
    tcase_add_test(tc, test_event_teams_ranked_by_team_standings);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
