/*
 * The team checker on rounds it cannot re-pair: a team that is withdrawn
 * yet played, a team the round leaves out. It must say so, and never
 * index with a team that is not in the re-pairing (run under the asan
 * setup and valgrind).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "team-reference.h"
#include "testutil.h"

START_TEST(test_withdrawn_team_that_played)
{
    /* 8 teams, 5 rounds paired by the library; then team 3 is marked
     * withdrawn from round 2 as a file's "XTW 3 2" would, though it played
     * rounds 2 to 5. Each of those rounds names it; round 1 agrees. */
    swc_tournament *t = event(8, 2, 5);
    for (uint32_t k = 1; k <= 5; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        play_cycle(r, k);
    }
    static char text[1 << 17];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text - 32, t, NULL), SWC_OK);
    len += (size_t)sprintf(text + len, "XTW   3   2\n");
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
    char why[512];
    swc_check_round_info info = verdict_of_round(u, 1, why, sizeof why);
    ck_assert_int_eq(info.agrees, 1);
    for (uint32_t k = 2; k <= 5; k++) {
        info = verdict_of_round(u, k, why, sizeof why);
        ck_assert_int_eq(info.agrees, 0);
        ck_assert_int_eq(info.reason, SWC_CHECK_NOT_CHECKED);
        ck_assert_msg(strstr(why, "team 3 is withdrawn but played round"), "round %u: %s", k, why);
    }
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_left_out_of_a_round)
{
    /* The API refuses a round that leaves a team out; a file can still
     * have one (its round columns blank for a match, no 300 line): the
     * checker names the team instead of reading past its tables. */
    swc_tournament *t = event(8, 2, 3);
    swc_round *r = NULL;
    for (uint32_t k = 1; k <= 2; k++) {
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        play_cycle(r, k);
    }
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    ck_assert_int_eq(swc_team_match_get(&m, t, 2, 3), SWC_OK);
    uint32_t gone[2] = { m.white, m.black };
    static char text[1 << 17];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text, t, NULL), SWC_OK);
    /* Round 2 of both teams' players blank, their 300 line gone. */
    char *o = text;
    for (char *line = text; *line;) {
        char *end = strchr(line, '\n');
        size_t n = (size_t)(end - line) + 1;
        int drop = line[0] == 'X'; /* the library's records would restate round 2 */
        unsigned k = 0, a = 0, b = 0;
        if (strncmp(line, "300", 3) == 0 && sscanf(line + 4, "%u %u %u", &k, &a, &b) == 3 && k == 2 &&
            (a == gone[0] || a == gone[1]))
            drop = 1;
        if (strncmp(line, "001", 3) == 0 && n > 101) {
            unsigned id = (unsigned)atoi(line + 4);
            /* players 2t-1 and 2t belong to team t (two boards) */
            if ((id + 1) / 2 == gone[0] || (id + 1) / 2 == gone[1])
                memset(line + 101, ' ', 8);
        }
        if (!drop) {
            memmove(o, line, n);
            o += n;
        }
        line += n;
    }
    *o = '\0';
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, text, (size_t)(o - text), NULL, &err) == SWC_OK, "%s", err.message);
    ck_assert_uint_eq(swc_team_match_count(u, 2), 3);
    char why[512], want[64];
    swc_check_round_info info = verdict_of_round(u, 2, why, sizeof why);
    ck_assert_int_eq(info.agrees, 0);
    ck_assert_int_eq(info.reason, SWC_CHECK_NOT_CHECKED);
    snprintf(want, sizeof want, "team %u is neither paired nor given a bye", gone[0] < gone[1] ? gone[0] : gone[1]);
    ck_assert_msg(strstr(why, want), "%s", why);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-check");
    TCase *tc = tcase_create("team-check");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_withdrawn_team_that_played);
    tcase_add_test(tc, test_team_left_out_of_a_round);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
