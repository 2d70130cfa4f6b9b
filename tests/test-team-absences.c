/*
 * Team pairing with the arbiter's constraints: forbidden team pairs (TRF
 * 260 in a team event) and byes asked for rounds not paired yet (240),
 * against the exhaustive reference of team-reference.c, and by hand
 * (refusals, round robins, the three files, the checker).
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "team-reference.h"
#include "testutil.h"

/* Forbidden team pairs (260): the same exhaustive comparison, the
 * reference keeping the pairs apart as rematches; the checker agrees with
 * every round and names a forbidden pair that was paired by hand. */
START_TEST(test_exhaustive_forbidden)
{
    rng_state = 2600u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 10; e++) {
        int n = 4 + (int)rnd(7);
        int gp = (int)rnd(2);
        run_event_forbidding(n, 1 + (int)rnd(3), 3 + (int)rnd(n < 8 ? n - 3 : 5), (int)rnd(2), gp,
                             !gp && rnd(3) == 0, 1 + (int)rnd(3), &compared);
    }
    ck_assert_int_gt(compared, 10);

    /* Round 1 of four teams folds 1-3, 2-4; with 1-3 forbidden C.04.6 pairs
     * 1-4, 2-3 (1-2 would leave 3-4, a later identifier than 1-4). */
    swc_tournament *t = event(4, 2, 3);
    ck_assert_int_eq(swc_team_forbid_pair(t, 3, 1), SWC_OK);
    ck_assert_int_eq(swc_team_forbid_pair(t, 1, 3), SWC_OK); /* again: no second entry */
    ck_assert_uint_eq(swc_team_forbidden_count(t), 1);
    uint32_t a = 0, b = 0;
    ck_assert_int_eq(swc_team_forbidden(&a, &b, t, 0), SWC_OK);
    ck_assert(a == 1 && b == 3);
    ck_assert_int_eq(swc_team_forbidden(&a, &b, t, 1), SWC_ERANGE);
    ck_assert_int_eq(swc_team_forbid_pair(t, 2, 2), SWC_EINVAL);
    ck_assert_int_eq(swc_team_forbid_pair(t, 2, 5), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_forbid_pair(NULL, 1, 2), SWC_EINVAL);
    ck_assert_uint_eq(swc_team_forbidden_count(t), 1);
    ck_assert_int_eq(swc_team_is_forbidden(t, 1, 2), 0);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert(meet(t, 1, 1, 4) && meet(t, 1, 2, 3));
    play_draws(t, r);
    char text[512];
    ck_assert_int_eq(verdict(t, 1, text, sizeof text).agrees, 1);
    /* By hand, 1-3 and 2-4 in round 2: the checker names the forbidden pair. */
    swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
    m[0].white = 1;
    m[0].black = 3;
    m[1].white = 2;
    m[1].black = 4;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 2), SWC_OK);
    play_draws(t, r);
    swc_check_round_info info = verdict(t, 2, text, sizeof text);
    ck_assert_int_eq(info.agrees, 0);
    ck_assert_int_eq(info.reason, SWC_CHECK_REMATCH);
    ck_assert_msg(strstr(text, "[C1] teams 1 and 3 are a forbidden pair") != NULL, "%s", text);
    /* The pair survives both files (the checker's own copy is a TRF). */
    size_t len = 0;
    ck_assert(swc_json_write(&len, NULL, 0, t, NULL) == SWC_EBUFSIZE || len);
    char *json = malloc(len + 1);
    ck_assert_int_eq(swc_json_write(&len, json, len + 1, t, NULL), SWC_OK);
    const char *teams = strstr(json, "\"teams\"");
    ck_assert_ptr_nonnull(teams);
    ck_assert_ptr_nonnull(strstr(teams, "\"forbidden_pairs\""));
    swc_tournament *u = NULL;
    ck_assert_int_eq(swc_json_read(&u, json, len, NULL, NULL), SWC_OK);
    ck_assert(swc_team_forbidden_count(u) == 1 && swc_team_is_forbidden(u, 3, 1));
    swc_tournament_free(u);
    free(json);
    for (int f = 0; f < 2; f++) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        wo.format = f ? SWC_TRF_16 : SWC_TRF_2026;
        ck_assert(swc_trf_write(&len, NULL, 0, t, &wo) == SWC_EBUFSIZE || len);
        char *trf = malloc(len + 1);
        ck_assert_int_eq(swc_trf_write(&len, trf, len + 1, t, &wo), SWC_OK);
        ck_assert_ptr_nonnull(strstr(trf, "\n260 001 003    1    3\n"));
        ck_assert_int_eq(swc_trf_read(&u, trf, len, NULL, NULL), SWC_OK);
        ck_assert(swc_team_forbidden_count(u) == 1 && swc_team_is_forbidden(u, 1, 3));
        swc_tournament_free(u);
        free(trf);
    }
    swc_tournament_free(t);
}
END_TEST

/* Byes asked for future rounds: the team is left out of the pairing (the
 * reference leaves it out too) and gets its bye; in a round robin its
 * opponent has the round off; the files keep the requests; the checker
 * agrees. */
START_TEST(test_requested_byes)
{
    rng_state = 2400u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 8; e++) {
        int n = 4 + (int)rnd(7);
        run_event_full(n, 1 + (int)rnd(3), 3 + (int)rnd(n < 8 ? n - 3 : 5), (int)rnd(2), 0, 0, (int)rnd(2),
                       1 + (int)rnd(4), 0, &compared);
    }
    ck_assert_int_gt(compared, 8);

    /* Five teams, team 5 absent in round 1 with a half-point bye: four are
     * paired (1-3, 2-4 folded), no PAB; then team 2 asks for round 2. */
    swc_tournament *t = event(5, 2, 3);
    int32_t kind = -1;
    ck_assert_int_eq(swc_team_request_bye(t, 5, 1, SWC_RK_HALF_BYE), SWC_OK);
    ck_assert_int_eq(swc_team_request_bye(t, 2, 2, SWC_RK_FULL_BYE), SWC_OK);
    ck_assert_int_eq(swc_team_request_bye(t, 3, 3, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_eq(swc_team_request_bye(t, 3, 3, SWC_RK_NONE), SWC_OK); /* cancelled */
    ck_assert_int_eq(swc_team_get_bye_request(&kind, t, 3, 3), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_NONE);
    ck_assert_int_eq(swc_team_request_bye(t, 6, 2, SWC_RK_FULL_BYE), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_request_bye(t, 1, 2, SWC_RK_PAB), SWC_EINVAL);
    ck_assert_int_eq(swc_team_request_bye(t, 1, 0, SWC_RK_FULL_BYE), SWC_ERANGE);
    ck_assert_int_eq(swc_team_request_bye(NULL, 1, 2, SWC_RK_FULL_BYE), SWC_EINVAL);
    ck_assert_int_eq(swc_team_get_bye_request(&kind, t, 9, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_get_bye_request(NULL, t, 1, 1), SWC_EINVAL);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert(meet(t, 1, 1, 3) && meet(t, 1, 2, 4));
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 5, 1), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_HALF_BYE);
    ck_assert_uint_eq(res.opponent, 0);
    ck_assert_int_eq(swc_team_get_bye_request(&kind, t, 5, 1), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(swc_team_request_bye(t, 1, 1, SWC_RK_FULL_BYE), SWC_ESTATE);
    play_draws(t, r);
    /* The request of round 2 survives both files. */
    for (int f = 0; f < 3; f++) {
        size_t len = 0;
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        wo.format = f == 1 ? SWC_TRF_16 : SWC_TRF_2026;
        int rc = f < 2 ? swc_trf_write(&len, NULL, 0, t, &wo) : swc_json_write(&len, NULL, 0, t, NULL);
        ck_assert(rc == SWC_EBUFSIZE || rc == SWC_OK);
        char *text = malloc(len + 1);
        rc = f < 2 ? swc_trf_write(&len, text, len + 1, t, &wo) : swc_json_write(&len, text, len + 1, t, NULL);
        ck_assert_int_eq(rc, SWC_OK);
        if (f < 2)
            ck_assert_ptr_nonnull(strstr(text, "\n240 F 002    2\n"));
        swc_tournament *u = NULL;
        ck_assert_int_eq(f < 2 ? swc_trf_read(&u, text, len, NULL, NULL) : swc_json_read(&u, text, len, NULL, NULL),
                         SWC_OK);
        for (uint32_t team = 1; team <= 5; team++)
            for (uint32_t k = 1; k <= 3; k++) {
                int32_t a = -1, b = -1;
                ck_assert_int_eq(swc_team_get_bye_request(&a, t, team, k), SWC_OK);
                ck_assert_int_eq(swc_team_get_bye_request(&b, u, team, k), SWC_OK);
                ck_assert_msg(a == b, "format %d: team %u round %u: %d, read back %d", f, team, k, a, b);
            }
        swc_tournament_free(u);
        free(text);
    }
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert_int_eq(swc_team_round_result(&res, t, 2, 2), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_FULL_BYE);
    for (uint32_t team = 1; team <= 5; team++)
        ck_assert(team == 2 || !meet(t, 2, 2, team));
    play_draws(t, r);
    char text[512];
    for (uint32_t k = 1; k <= 2; k++) {
        swc_check_round_info info = verdict(t, k, text, sizeof text);
        ck_assert_msg(info.agrees == 1, "round %u: %s", k, text);
    }
    /* Deleting round 2 keeps its request: paired again, the same bye. */
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    ck_assert_int_eq(swc_team_get_bye_request(&kind, t, 2, 2), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_FULL_BYE);
    swc_tournament_free(t);

    /* A round robin of four: team 1 absent in round 2, its table opponent
     * has the round off, the other two play as the table says. */
    t = event(4, 1, 3);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    ck_assert_int_eq(swc_team_request_bye(t, 1, 2, SWC_RK_ZERO_BYE), SWC_OK);
    swc_tournament *plain = event(4, 1, 3);
    ck_assert_int_eq(swc_team_set_int(plain, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    for (uint32_t k = 1; k <= 2; k++) {
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        play_draws(t, r);
        ck_assert_int_eq(swc_tournament_pair_next(&r, plain), SWC_OK);
        play_draws(plain, r);
    }
    uint32_t opp = 0;
    for (uint32_t team = 2; team <= 4; team++)
        if (meet(plain, 2, 1, team))
            opp = team;
    ck_assert_uint_gt(opp, 0);
    ck_assert_int_eq(swc_team_round_result(&res, t, 1, 2), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(swc_team_round_result(&res, t, opp, 2), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
    ck_assert_uint_eq(res.opponent, 0);
    for (uint32_t a = 2; a <= 4; a++)
        for (uint32_t b = a + 1; b <= 4; b++)
            if (a != opp && b != opp)
                ck_assert(meet(t, 2, a, b) && meet(plain, 2, a, b));
    ck_assert_int_eq(verdict(t, 2, text, sizeof text).agrees, 1);
    swc_tournament_free(plain);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-absences");
    TCase *tc = tcase_create("team-absences");
    tcase_set_timeout(tc, 600);
    tcase_add_loop_test(tc, test_exhaustive_forbidden, 0, 4);
    tcase_add_loop_test(tc, test_requested_byes, 0, 4);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
