/*
 * swc_team_set_lineup(): a team's new line-up in the last round. The other
 * boards keep their results, the round keeps its handle, and every refusal
 * (including each failing allocation) leaves the event as it was. Also the
 * state a line-up starts from in the tool: a team event without teams yet.
 * Line-ups handed in for the next round are in test-team-ahead.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "team-league.h"
#include "testutil.h"

START_TEST(test_new_lineup_keeps_other_results)
{
    swc_tournament *t = league(NULL);
    swc_round *r = swc_tournament_round(t, 1);
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, r, 1), SWC_OK);
    ck_assert_uint_eq(w, 1);
    ck_assert_uint_eq(b, 4);
    const uint32_t lineup[2] = { 3, 1 };
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, lineup, 2), SWC_OK);
    ck_assert_ptr_eq(swc_tournament_round(t, 1), r); /* the handle stays */
    ck_assert_uint_eq(swc_round_board_count(r), 4);
    ck_assert_int_eq(swc_round_board(&w, &b, r, 1), SWC_OK);
    ck_assert_uint_eq(w, 3);
    ck_assert_uint_eq(b, 4);
    ck_assert_int_eq(swc_round_board(&w, &b, r, 2), SWC_OK);
    ck_assert_uint_eq(w, 5);
    ck_assert_uint_eq(b, 1);
    uint32_t got[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 1, 1), 2);
    ck_assert_uint_eq(got[0], 3);
    ck_assert_uint_eq(got[1], 1);
    /* match 2 kept its result; team 3 won board 1 */
    swc_team_result tr = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&tr, t, 3, 1), SWC_OK);
    ck_assert_int_eq(tr.game_points, 10);
    ck_assert_int_eq(tr.complete, 0);
    int32_t res = 0;
    ck_assert_int_eq(swc_round_game_result(&res, r, 3, 1), SWC_OK);
    ck_assert_int_eq(res, SWC_RESULT_WHITE_WIN);
    /* player 2 plays no more this round */
    swc_player_round_info pr = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, 2), 1), SWC_OK);
    ck_assert_int_eq(pr.kind, SWC_RK_NOT_PAIRED);
    /* an empty board: board 2 of team 2 is a forfeit win for team 1's player */
    const uint32_t short_lineup[1] = { 4 };
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 2, short_lineup, 1), SWC_OK);
    ck_assert_uint_eq(swc_round_board_count(r), 3);
    ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, 1), 1), SWC_OK);
    ck_assert_int_eq(pr.kind, SWC_RK_FORFEIT_WIN);
    /* both files keep it */
    char *doc = doc_of(t);
    swc_tournament *u = NULL;
    swc_json_error je = SWC_JSON_ERROR_INIT;
    ck_assert_int_eq(swc_json_read(&u, doc, strlen(doc), NULL, &je), SWC_OK);
    ck_assert_int_eq(swc_team_lineup(got, 2, u, 1, 1), 2);
    ck_assert_uint_eq(got[0], 3);
    ck_assert_int_eq(swc_team_lineup(got, 2, u, 1, 2), 2);
    ck_assert_uint_eq(got[0], 4);
    ck_assert_uint_eq(got[1], 0);
    swc_tournament_free(u);
    free(doc);
    swc_tournament_free(t);
}
END_TEST

/* What undo and redo of a changed line-up rely on: the line-ups read
 * before, set again, give back the event exactly, results included; the
 * new ones set again give back the changed event. */
START_TEST(test_lineup_set_back_restores_the_event)
{
    swc_tournament *t = league(NULL);
    uint32_t was[2][SWC_MAX_BOARDS] = { { 0 } };
    int nwas[2];
    for (uint32_t k = 1; k <= 2; k++)
        nwas[k - 1] = swc_team_lineup(was[k - 1], SWC_MAX_BOARDS, t, 1, k);
    ck_assert_int_eq(nwas[0], 2);
    ck_assert_int_eq(nwas[1], 2);
    char *before = doc_of(t);
    const uint32_t l1[2] = { 3, 1 }, l2[1] = { 4 };
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, l1, 2), SWC_OK);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 2, l2, 1), SWC_OK);
    char *changed = doc_of(t);
    ck_assert_str_ne(changed, before);
    for (uint32_t k = 1; k <= 2; k++)
        ck_assert_int_eq(swc_team_set_lineup(t, 1, k, was[k - 1], (size_t)nwas[k - 1]), SWC_OK);
    char *undone = doc_of(t);
    ck_assert_str_eq(undone, before);
    /* match 2 kept its result all along */
    int32_t res = 0;
    ck_assert_int_eq(swc_round_game_result(&res, swc_tournament_round(t, 1), 3, 1), SWC_OK);
    ck_assert_int_eq(res, SWC_RESULT_WHITE_WIN);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, l1, 2), SWC_OK);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 2, l2, 1), SWC_OK);
    char *redone = doc_of(t);
    ck_assert_str_eq(redone, changed);
    free(redone);
    free(undone);
    free(changed);
    free(before);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_refusals_change_nothing)
{
    swc_tournament *t = league(NULL);
    char *before = doc_of(t);
    const uint32_t other[2] = { 4, 1 }, twice[2] = { 1, 1 }, three[3] = { 1, 2, 3 }, unknown[1] = { 99 };
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, other, 2), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "player 4 of team 2"));
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, twice, 2), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, three, 3), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, unknown, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 9, twice, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_set_lineup(t, 3, 1, twice, 1), SWC_ESTATE);
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 3, twice, 0), SWC_ESTATE); /* match 2 has a result */
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "has results"));
    ck_assert_int_eq(swc_team_set_lineup(t, 1, 1, NULL, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_lineup(NULL, 1, 1, NULL, 0), SWC_EINVAL);
    char *after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(after);
    free(before);
    swc_tournament_free(t);
}
END_TEST

static swc_tournament *make_league(const swc_allocator *a, void *ctx)
{
    (void)ctx;
    return league(a);
}

static int new_lineup(swc_tournament *t, void *ctx)
{
    static const uint32_t lineup[2] = { 3, 2 };
    (void)ctx;
    return swc_team_set_lineup(t, 1, 1, lineup, 2);
}

START_TEST(test_out_of_memory_changes_nothing)
{
    oom_case c = { make_league, new_lineup, NULL, NULL, NULL };
    printf("# set_lineup: succeeded at allocation %ld\n", oom_sweep(&c));
}
END_TEST

/* A team event without teams yet (just made by `swisscore new --teams`)
 * is written and read back in both TRF formats; line-ups without teams
 * are still refused. */
START_TEST(test_team_event_without_teams_reads_back)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 5), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 4), SWC_OK);
    ck_assert_int_eq(swc_team_set_colours(t, "WBBW"), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_MP_WIN, 30), SWC_OK);
    static const int32_t formats[] = { SWC_TRF_2026, SWC_TRF_16 };
    for (int f = 0; f < 2; f++) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        wo.format = formats[f];
        char buf[4096];
        size_t len = 0;
        ck_assert_int_eq(swc_trf_write(&len, buf, sizeof buf, t, &wo), SWC_OK);
        swc_tournament *u = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&u, buf, len, NULL, &err) == SWC_OK, "format %d: %s", (int)f, err.message);
        int32_t v = 0;
        ck_assert_int_eq(swc_team_get_int(&v, u, SWC_TEAM_BOARDS), SWC_OK);
        ck_assert_int_eq(v, 4);
        ck_assert_str_eq(swc_team_colours(u), "WBBW");
        ck_assert_int_eq(swc_team_get_int(&v, u, SWC_TEAM_MP_WIN), SWC_OK);
        ck_assert_int_eq(v, 30);
        ck_assert_uint_eq(swc_team_count(u), 0);
        swc_tournament_free(u);
    }
    swc_tournament_free(t);
    /* a line-up (300) with no team defined is an error at its line */
    static const char bad[] = "012 Bad\n"
                              "001    1      A                                 2000                             0.0\n"
                              "352 WB\n"
                              "300   1   1   2 0001 0000\n";
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_int_ne(swc_trf_read(&t, bad, sizeof bad - 1, NULL, &err), SWC_OK);
    ck_assert_ptr_null(t);
    ck_assert_ptr_nonnull(strstr(err.message, "defines no team"));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-lineup");
    TCase *tc = tcase_create("lineup");
    tcase_add_test(tc, test_new_lineup_keeps_other_results);
    tcase_add_test(tc, test_lineup_set_back_restores_the_event);
    tcase_add_test(tc, test_refusals_change_nothing);
    tcase_add_test(tc, test_out_of_memory_changes_nothing);
    tcase_add_test(tc, test_team_event_without_teams_reads_back);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
