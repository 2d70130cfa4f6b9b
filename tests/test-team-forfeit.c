/*
 * swc_team_set_match_kind(): a whole match of the last round forfeited by
 * either team or both, and played again. The other boards keep their
 * results, the round keeps its handle, both files keep the forfeit, and
 * every refusal (including each failing allocation) leaves the event as it
 * was.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "team-league.h"
#include "testutil.h"

static swc_team_result result_of(const swc_tournament *t, uint32_t team, uint32_t round)
{
    swc_team_result tr = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&tr, t, team, round), SWC_OK);
    return tr;
}

static int32_t kind_of_match(const swc_tournament *t, uint32_t round, uint32_t index)
{
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    ck_assert_int_eq(swc_team_match_get(&m, t, round, index), SWC_OK);
    return m.kind;
}

/* Match 2 (teams 3 and 4) kept its board: team 3 won board 1 of two. */
static void match_two_kept(const swc_tournament *t)
{
    swc_team_result tr = result_of(t, 3, 1);
    ck_assert_int_eq(tr.kind, SWC_RK_PLAYED);
    ck_assert_int_eq(tr.game_points, 10);
    ck_assert_int_eq(tr.opponent_game_points, 0);
    ck_assert_int_eq(tr.complete, 0);
}

START_TEST(test_forfeit_each_way_and_play_again)
{
    swc_tournament *t = league(NULL);
    swc_round *r = swc_tournament_round(t, 1);
    static const struct {
        int32_t kind, rk1, rk2, mp1, mp2, gp1, gp2;
    } ways[] = {
        { SWC_TEAM_MATCH_FORFEIT_WHITE, SWC_RK_FORFEIT_WIN, SWC_RK_FORFEIT_LOSS, 20, 0, 20, 0 },
        { SWC_TEAM_MATCH_FORFEIT_BLACK, SWC_RK_FORFEIT_LOSS, SWC_RK_FORFEIT_WIN, 0, 20, 0, 20 },
        { SWC_TEAM_MATCH_FORFEIT_BOTH, SWC_RK_FORFEIT_LOSS, SWC_RK_FORFEIT_LOSS, 0, 0, 0, 0 },
    };
    for (size_t w = 0; w < sizeof ways / sizeof ways[0]; w++) {
        /* named by either team of the match */
        uint32_t team = w % 2 ? 2 : 1;
        ck_assert_int_eq(swc_team_set_match_kind(t, 1, team, ways[w].kind), SWC_OK);
        ck_assert_ptr_eq(swc_tournament_round(t, 1), r);
        ck_assert_int_eq(kind_of_match(t, 1, 0), ways[w].kind);
        swc_team_result a = result_of(t, 1, 1), b = result_of(t, 2, 1);
        ck_assert_int_eq(a.kind, ways[w].rk1);
        ck_assert_int_eq(b.kind, ways[w].rk2);
        ck_assert_int_eq(a.match_points, ways[w].mp1);
        ck_assert_int_eq(b.match_points, ways[w].mp2);
        ck_assert_int_eq(a.game_points, ways[w].gp1);
        ck_assert_int_eq(b.game_points, ways[w].gp2);
        /* a forfeited match names nobody: only match 2 has boards */
        uint32_t ids[2] = { 9, 9 };
        ck_assert_int_eq(swc_team_lineup(ids, 2, t, 1, 1), 0);
        ck_assert_uint_eq(swc_round_board_count(r), 2);
        swc_player_round_info pr = SWC_PLAYER_ROUND_INFO_INIT;
        ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, 1), 1), SWC_OK);
        ck_assert_int_eq(pr.kind, SWC_RK_NOT_PAIRED);
        match_two_kept(t);
        int32_t mp = 0, gp = 0;
        ck_assert_int_eq(swc_team_score(&mp, &gp, t, 1, 1), SWC_OK);
        ck_assert_int_eq(mp, ways[w].mp1);
    }
    /* played again: board order, no results yet */
    ck_assert_int_eq(swc_team_set_match_kind(t, 1, 2, SWC_TEAM_MATCH_PLAYED), SWC_OK);
    ck_assert_int_eq(kind_of_match(t, 1, 0), SWC_TEAM_MATCH_PLAYED);
    ck_assert_ptr_eq(swc_tournament_round(t, 1), r);
    ck_assert_uint_eq(swc_round_board_count(r), 4);
    uint32_t ids[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_lineup(ids, 2, t, 1, 2), 2);
    ck_assert_uint_eq(ids[0], 4);
    ck_assert_uint_eq(ids[1], 5);
    swc_team_result a = result_of(t, 1, 1);
    ck_assert_int_eq(a.kind, SWC_RK_PLAYED);
    ck_assert_int_eq(a.complete, 0);
    ck_assert_int_eq(a.game_points, 0);
    match_two_kept(t);
    /* the same kind again changes nothing */
    char *before = doc_of(t);
    ck_assert_int_eq(swc_team_set_match_kind(t, 1, 1, SWC_TEAM_MATCH_PLAYED), SWC_OK);
    char *after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    swc_tournament_free(t);
}
END_TEST

/* Round 1 finished, round 2: 1-3, team 2 a full-point bye, team 4 a half-point bye. */
static swc_tournament *two_rounds(void)
{
    swc_tournament *t = league(NULL);
    swc_round *r = swc_tournament_round(t, 1);
    for (uint32_t b = 1; b <= 4; b++)
        if (b != 3)
            ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
    swc_team_match_info m[3] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
    m[0].white = 1, m[0].black = 3;
    m[1].white = 2, m[1].kind = SWC_RK_FULL_BYE;
    m[2].white = 4, m[2].kind = SWC_RK_HALF_BYE;
    ck_assert_int_eq(swc_team_round_create(NULL, t, m, 3), SWC_OK);
    return t;
}

START_TEST(test_refusals_change_nothing)
{
    swc_tournament *t = two_rounds();
    char *before = doc_of(t);
    ck_assert_int_eq(swc_team_set_match_kind(t, 1, 1, SWC_TEAM_MATCH_FORFEIT_WHITE), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "last team round (2)"));
    ck_assert_int_eq(swc_team_set_match_kind(t, 3, 1, SWC_TEAM_MATCH_FORFEIT_WHITE), SWC_ESTATE);
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 2, SWC_TEAM_MATCH_FORFEIT_WHITE), SWC_ENOTFOUND);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "has a bye in round 2"));
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 9, SWC_TEAM_MATCH_FORFEIT_WHITE), SWC_ENOTFOUND);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "no team 9"));
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 1, 4), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "not a team match kind"));
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 1, -1), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 1, SWC_RK_PAB), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_match_kind(NULL, 2, 1, SWC_TEAM_MATCH_PLAYED), SWC_EINVAL);
    /* a result on a board of the match */
    swc_round *r = swc_tournament_round(t, 2);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_BLACK_WIN), SWC_OK);
    char *with_result = doc_of(t);
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 3, SWC_TEAM_MATCH_FORFEIT_BOTH), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "has results of play"));
    char *after = doc_of(t);
    ck_assert_str_eq(with_result, after);
    free(after);
    /* cleared, the forfeit goes through */
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_NONE), SWC_OK);
    after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(after);
    ck_assert_int_eq(swc_team_set_match_kind(t, 2, 3, SWC_TEAM_MATCH_FORFEIT_BOTH), SWC_OK);
    ck_assert_int_eq(result_of(t, 3, 2).kind, SWC_RK_FORFEIT_LOSS);
    ck_assert_int_eq(result_of(t, 2, 2).kind, SWC_RK_FULL_BYE);
    free(with_result);
    free(before);
    swc_tournament_free(t);
    /* an individual event */
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_team_set_match_kind(t, 1, 1, SWC_TEAM_MATCH_PLAYED), SWC_ESTATE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_files_keep_the_forfeit)
{
    for (int json = 0; json < 2; json++) {
        swc_tournament *t = league(NULL);
        ck_assert_int_eq(swc_team_set_match_kind(t, 1, 2, SWC_TEAM_MATCH_FORFEIT_BLACK), SWC_OK);
        swc_tournament *u = read_back(t, json ? 2 : 0, NULL);
        uint32_t n = swc_team_match_count(u, 1);
        ck_assert_uint_eq(n, 2);
        int found = 0;
        for (uint32_t i = 0; i < n; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            ck_assert_int_eq(swc_team_match_get(&m, u, 1, i), SWC_OK);
            if (m.white == 1) {
                ck_assert_uint_eq(m.black, 2);
                ck_assert_int_eq(m.kind, SWC_TEAM_MATCH_FORFEIT_BLACK);
                found = 1;
            }
        }
        ck_assert(found);
        ck_assert_int_eq(result_of(u, 2, 1).match_points, 20);
        ck_assert_int_eq(result_of(u, 1, 1).kind, SWC_RK_FORFEIT_LOSS);
        match_two_kept(u);
        /* and it can be played again after the reload */
        ck_assert_int_eq(swc_team_set_match_kind(u, 1, 1, SWC_TEAM_MATCH_PLAYED), SWC_OK);
        ck_assert_int_eq(result_of(u, 1, 1).kind, SWC_RK_PLAYED);
        match_two_kept(u);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
}
END_TEST

/* The league with match 1 forfeited by both when the change plays it again. */
static swc_tournament *make_league(const swc_allocator *a, void *ctx)
{
    swc_tournament *t = league(a);
    if (*(const int32_t *)ctx == SWC_TEAM_MATCH_PLAYED)
        ck_assert_int_eq(swc_team_set_match_kind(t, 1, 1, SWC_TEAM_MATCH_FORFEIT_BOTH), SWC_OK);
    return t;
}

static int change_kind(swc_tournament *t, void *ctx)
{
    return swc_team_set_match_kind(t, 1, 1, *(const int32_t *)ctx);
}

static void kind_changed(swc_tournament *t, void *ctx)
{
    ck_assert_int_eq(kind_of_match(t, 1, 0), *(const int32_t *)ctx);
}

START_TEST(test_out_of_memory_changes_nothing)
{
    static const int32_t kinds[] = { SWC_TEAM_MATCH_FORFEIT_WHITE, SWC_TEAM_MATCH_PLAYED };
    for (int k = 0; k < 2; k++) {
        oom_case c = { make_league, change_kind, kind_changed, NULL, (void *)&kinds[k] };
        printf("# set_match_kind %d: succeeded at allocation %ld\n", (int)kinds[k], oom_sweep(&c));
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-forfeit");
    TCase *tc = tcase_create("forfeit");
    tcase_add_test(tc, test_forfeit_each_way_and_play_again);
    tcase_add_test(tc, test_refusals_change_nothing);
    tcase_add_test(tc, test_files_keep_the_forfeit);
    tcase_add_test(tc, test_out_of_memory_changes_nothing);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
