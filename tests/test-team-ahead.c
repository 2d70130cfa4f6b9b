/*
 * Line-ups handed in for the next round, before it is paired
 * (swc_team_set_lineup() for round k + 1, swc_team_next_lineup()): kept
 * with the team, taken by swc_team_round_create() and the team pairing for
 * a side given no line-up, dropped once the round exists or a round is
 * deleted, kept by both files; bad ones, in the API or a file, are refused
 * with their place and change nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "team-league.h"
#include "testutil.h"

static void assert_next(const swc_tournament *t, uint32_t team, uint32_t b1, uint32_t b2)
{
    uint32_t got[2] = { 99, 99 };
    int n = swc_team_next_lineup(got, 2, t, team);
    if (!b1 && !b2) {
        ck_assert_int_eq(n, 0);
        return;
    }
    ck_assert_int_eq(n, 2);
    ck_assert_uint_eq(got[0], b1);
    ck_assert_uint_eq(got[1], b2);
}

/* Round 1 of the league finished: every board a draw but board 3 (1-0). */
static swc_tournament *round_one_done(const swc_allocator *a)
{
    swc_tournament *t = league(a);
    swc_round *r = swc_tournament_round(t, 1);
    for (uint32_t b = 1; b <= 4; b++)
        if (b != 3)
            ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
    return t;
}

START_TEST(test_hand_in_replace_withdraw)
{
    swc_tournament *t = league(NULL);
    const uint32_t one[2] = { 3, 1 }, other[2] = { 2, 3 }, empty_first[2] = { 0, 5 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, one, 2), SWC_OK);
    assert_next(t, 1, 3, 1);
    assert_next(t, 2, 0, 0);
    /* not a line-up of round 2 yet: swc_team_lineup() keeps its meaning */
    uint32_t got[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 1), 0);
    ck_assert_int_eq(swc_team_next_lineup(got, 1, t, 1), SWC_EBUFSIZE);
    ck_assert_int_eq(swc_team_next_lineup(NULL, 2, t, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_team_next_lineup(got, 2, t, 9), 0);
    /* replaced, an empty board, boards not given are empty */
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, other, 2), SWC_OK);
    assert_next(t, 1, 2, 3);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 2, empty_first, 2), SWC_OK);
    assert_next(t, 2, 0, 5);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 3, &one[1] + 0, 0), SWC_OK); /* nothing to withdraw */
    const uint32_t seven[1] = { 7 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 3, seven, 1), SWC_OK);
    assert_next(t, 3, 7, 0);
    /* withdrawn: count 0, or a line-up naming nobody */
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, NULL, 0), SWC_OK);
    assert_next(t, 1, 0, 0);
    const uint32_t nobody[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 3, nobody, 2), SWC_OK);
    assert_next(t, 3, 0, 0);
    assert_next(t, 2, 0, 5);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_refusals_change_nothing)
{
    swc_tournament *t = league(NULL);
    const uint32_t mine[2] = { 3, 1 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, mine, 2), SWC_OK);
    char *before = doc_of(t);
    const uint32_t other[2] = { 4, 1 }, twice[2] = { 2, 2 }, three[3] = { 1, 2, 3 }, unknown[1] = { 99 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, other, 2), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "round 2: board 1 of team 1 names player 4 of team 2"));
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, twice, 2), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "player 2 is on two boards of team 1"));
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, three, 3), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "a line-up of 3 boards; the matches have 2"));
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, unknown, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 9, mine, 2), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_set_lineup(t, 3, 1, mine, 2), SWC_ESTATE); /* neither the last round nor the next */
    /* a withdrawn team, a withdrawn player */
    ck_assert_int_eq(swc_team_withdraw(t, 4, 2), SWC_OK);
    char *withdrawn = doc_of(t);
    const uint32_t four[1] = { 10 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 4, four, 1), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "team 4 cannot play round 2 (withdrawn)"));
    ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 8), 2), SWC_OK);
    const uint32_t eight[1] = { 8 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 3, eight, 1), SWC_ESTATE);
    ck_assert_int_eq(swc_player_reinstate(swc_tournament_player(t, 8)), SWC_OK);
    char *after = doc_of(t);
    ck_assert_str_eq(withdrawn, after);
    free(after);
    ck_assert_int_eq(swc_team_withdraw(t, 4, 0), SWC_OK);
    after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(after);
    /* a member in a line-up handed in stays; so do the boards */
    const uint32_t without_three[2] = { 1, 2 };
    ck_assert_int_eq(swc_team_set_members(t, 1, without_three, 2), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "player 3 is in the line-up team 1 handed in for round 2"));
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 3), SWC_ESTATE);
    after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(after);
    free(withdrawn);
    free(before);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_round_create_takes_and_drops_them)
{
    swc_tournament *t = round_one_done(NULL);
    const uint32_t l1[2] = { 3, 1 }, l2[2] = { 6, 4 }, l4[2] = { 12, 0 };
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, l1, 2), SWC_OK);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 2, l2, 2), SWC_OK);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 4, l4, 2), SWC_OK);
    /* 1-3 played with no line-up given; 2-4 forfeited (names nobody);
     * team 3 has none handed in: its board order */
    swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
    m[0].white = 1, m[0].black = 3;
    m[1].white = 2, m[1].black = 4, m[1].kind = SWC_TEAM_MATCH_FORFEIT_WHITE;
    ck_assert_int_eq(swc_team_round_create(NULL, t, m, 2), SWC_OK);
    uint32_t got[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 1), 2);
    ck_assert_uint_eq(got[0], 3);
    ck_assert_uint_eq(got[1], 1);
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 3), 2);
    ck_assert_uint_eq(got[0], 7);
    ck_assert_uint_eq(got[1], 8);
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 2), 0);
    /* consumed: nothing is handed in for round 3 */
    for (uint32_t k = 1; k <= 4; k++)
        assert_next(t, k, 0, 0);
    /* a given line-up wins over the one handed in */
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, l1, 2), SWC_OK);
    const uint32_t given[2] = { 2, 0 };
    m[0].white_lineup = given;
    m[1].kind = SWC_TEAM_MATCH_PLAYED;
    ck_assert_int_eq(swc_team_round_create(NULL, t, m, 2), SWC_OK);
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 1), 2);
    ck_assert_uint_eq(got[0], 2);
    ck_assert_uint_eq(got[1], 0);
    /* deleting a round drops what was handed in after it */
    ck_assert_int_eq(swc_team_set_lineup(t, 3, 2, l2, 2), SWC_OK);
    assert_next(t, 2, 6, 4);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    assert_next(t, 2, 0, 0);
    swc_tournament_free(t);
}
END_TEST

/* What undoing a paired round relies on: the line-ups the pairing took,
 * read before it, handed in again once the round is deleted, give back the
 * event exactly, and pairing again gives the same round. */
START_TEST(test_taken_ones_handed_in_again)
{
    swc_tournament *t = round_one_done(NULL);
    const uint32_t l[3][2] = { { 2, 3 }, { 0, 6 }, { 11, 12 } };
    const uint32_t team_of[3] = { 1, 2, 4 };
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(swc_team_set_lineup(t, 2, team_of[i], l[i], 2), SWC_OK);
    uint32_t taken[5][SWC_MAX_BOARDS] = { { 0 } };
    int ntaken[5] = { 0 };
    for (uint32_t k = 1; k <= 4; k++)
        ntaken[k] = swc_team_next_lineup(taken[k], SWC_MAX_BOARDS, t, k);
    ck_assert_int_eq(ntaken[3], 0);
    char *before = doc_of(t);
    ck_assert_msg(swc_tournament_pair_next(NULL, t) == SWC_OK, "%s", swc_tournament_errmsg(t));
    char *paired = doc_of(t);
    for (uint32_t k = 1; k <= 4; k++)
        assert_next(t, k, 0, 0);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    for (uint32_t k = 1; k <= 4; k++)
        ck_assert_int_eq(swc_team_set_lineup(t, 2, k, taken[k], (size_t)ntaken[k]), SWC_OK);
    for (int i = 0; i < 3; i++)
        assert_next(t, team_of[i], l[i][0], l[i][1]);
    assert_next(t, 3, 0, 0);
    char *undone = doc_of(t);
    ck_assert_str_eq(undone, before);
    ck_assert_msg(swc_tournament_pair_next(NULL, t) == SWC_OK, "%s", swc_tournament_errmsg(t));
    char *again = doc_of(t);
    ck_assert_str_eq(again, paired);
    free(again);
    free(undone);
    free(paired);
    free(before);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_pairing_takes_them)
{
    swc_tournament *t = round_one_done(NULL);
    const uint32_t l[4][2] = { { 2, 3 }, { 0, 6 }, { 9, 7 }, { 11, 12 } };
    for (uint32_t k = 1; k <= 4; k++)
        ck_assert_int_eq(swc_team_set_lineup(t, 2, k, l[k - 1], 2), SWC_OK);
    /* a player withdrawn since he was handed in: the pairing says so, pairs nothing */
    ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 11), 2), SWC_OK);
    char *before = doc_of(t);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t),
                                 "the line-up team 4 handed in names player 11, who cannot play (withdrawn)"));
    char *after = doc_of(t);
    ck_assert_str_eq(before, after);
    free(after);
    free(before);
    ck_assert_int_eq(swc_player_reinstate(swc_tournament_player(t, 11)), SWC_OK);
    swc_round *r = NULL;
    ck_assert_msg(swc_tournament_pair_next(&r, t) == SWC_OK, "%s", swc_tournament_errmsg(t));
    for (uint32_t k = 1; k <= 4; k++) {
        uint32_t got[2] = { 0, 0 };
        ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, k), 2);
        ck_assert_uint_eq(got[0], l[k - 1][0]);
        ck_assert_uint_eq(got[1], l[k - 1][1]);
        assert_next(t, k, 0, 0);
    }
    /* team 2's empty board 1: a forfeit win for the player opposite */
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    uint32_t opp = 0;
    for (uint32_t i = 0; i < swc_team_match_count(t, 2); i++) {
        ck_assert_int_eq(swc_team_match_get(&m, t, 2, i), SWC_OK);
        if (m.white == 2 || m.black == 2)
            opp = m.white == 2 ? m.black : m.white;
    }
    ck_assert_uint_ne(opp, 0);
    swc_player_round_info pr = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, l[opp - 1][0]), 2), SWC_OK);
    ck_assert_int_eq(pr.kind, SWC_RK_FORFEIT_WIN);
    swc_tournament_free(t);
}
END_TEST

/* The FIDE report (a plain TRF) has no X records, so none of these. */
static void plain_report_leaves_them_out(swc_tournament *t)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_2026;
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write_report(&len, NULL, 0, t, &wo, SWC_TRF_REPORT_PLAIN), SWC_EBUFSIZE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write_report(&len, buf, len + 1, t, &wo, SWC_TRF_REPORT_PLAIN), SWC_OK);
    ck_assert_ptr_null(strstr(buf, "XTL"));
    ck_assert_ptr_nonnull(strstr(buf, "310   1"));
    free(buf);
}

START_TEST(test_files_keep_them)
{
    for (int how = 0; how < 3; how++) {
        swc_tournament *t = league(NULL);
        const uint32_t l1[2] = { 3, 1 }, l2[1] = { 0 }, l2b[2] = { 0, 4 };
        ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, l1, 2), SWC_OK);
        ck_assert_int_eq(swc_team_set_lineup(t, 2, 2, l2, 1), SWC_OK); /* names nobody: none */
        ck_assert_int_eq(swc_team_set_lineup(t, 2, 2, l2b, 2), SWC_OK);
        swc_tournament *u = read_back(t, how, "XTL   2   2 0000 0004");
        if (how == 0)
            plain_report_leaves_them_out(t);
        assert_next(u, 1, 3, 1);
        assert_next(u, 2, 0, 4);
        assert_next(u, 3, 0, 0);
        assert_next(u, 4, 0, 0);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
}
END_TEST

/* A TRF file of the league with `extra` lines appended: refused at line:column. */
static void trf_refused(const char *extra, unsigned long line, const char *where, const char *what)
{
    swc_tournament *t = league(NULL);
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_2026;
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *buf = malloc(len + strlen(extra) + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write(&len, buf, len + 1, t, &wo), SWC_OK);
    unsigned long lines = 0;
    for (size_t i = 0; i < len; i++)
        lines += buf[i] == '\n';
    strcpy(buf + len, extra);
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *u = NULL;
    ck_assert_int_ne(swc_trf_read(&u, buf, strlen(buf), NULL, &err), SWC_OK);
    ck_assert_ptr_null(u);
    char at[32];
    snprintf(at, sizeof at, "%lu:%s", lines + line, where);
    char place[64];
    snprintf(place, sizeof place, "%lu:%lu", (unsigned long)err.line, (unsigned long)err.column);
    ck_assert_msg(strcmp(place, at) == 0, "%s: at %s, not %s (%s)", what, place, at, err.message);
    ck_assert_msg(strstr(err.message, what) != NULL, "%s: %s", what, err.message);
    free(buf);
    swc_tournament_free(t);
}

START_TEST(test_bad_files_are_refused_with_their_place)
{
    /* players by starting rank: team 1 = 1 2 3, team 2 = 4 5 6 */
    trf_refused("XTL   2   1 0004 0001\n", 1, "13", "names player 4 of team 2");
    trf_refused("XTL   2   1 0001 0001\n", 1, "13", "player 1 is on two boards of team 1");
    trf_refused("XTL   2   1 0001 0002 0003\n", 1, "23", "a line-up of 3 boards; the matches have 2");
    trf_refused("XTL   3   1 0001 0002\n", 1, "5", "for the next round (2), not round 3");
    trf_refused("XTL   2   9 0001 0002\n", 1, "9", "team 9 is not in this file");
    trf_refused("XTL   2   1 0001 0002\nXTL   2   1 0002 0001\n", 2, "9", "a second line-up");
    /* JSON: the path of the bad element */
    static const struct {
        const char *entry, *path, *what;
    } cases[] = {
        { "{\"team\": 1, \"round\": 2, \"lineup\": [4, 1]}", "teams.lineups_ahead[0].lineup", "player 4 of team 2" },
        { "{\"team\": 1, \"round\": 2, \"lineup\": [1, 1]}", "teams.lineups_ahead[0].lineup", "on two boards" },
        { "{\"team\": 1, \"round\": 2, \"lineup\": [1, 2, 3]}", "teams.lineups_ahead[0].lineup", "3 boards" },
        { "{\"team\": 1, \"round\": 3, \"lineup\": [1, 2]}", "teams.lineups_ahead[0].round", "not round 3" },
        { "{\"team\": 1, \"round\": 2, \"lineup\": [1, 2]}, {\"team\": 1, \"round\": 2, \"lineup\": [2]}",
          "teams.lineups_ahead[1]", "a second line-up" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_tournament *t = league(NULL);
        char *doc = doc_of(t);
        const char *teams = strstr(doc, "\"teams\": {");
        ck_assert_ptr_nonnull(teams);
        size_t cut = (size_t)(teams - doc) + strlen("\"teams\": {");
        char *bad = malloc(strlen(doc) + strlen(cases[i].entry) + 64);
        ck_assert_ptr_nonnull(bad);
        memcpy(bad, doc, cut);
        sprintf(bad + cut, "\"lineups_ahead\": [%s], %s", cases[i].entry, doc + cut);
        swc_json_error je = SWC_JSON_ERROR_INIT;
        swc_tournament *u = NULL;
        ck_assert_int_ne(swc_json_read(&u, bad, strlen(bad), NULL, &je), SWC_OK);
        ck_assert_ptr_null(u);
        ck_assert_msg(strstr(je.message, cases[i].what) != NULL, "case %zu: %s", i, je.message);
        ck_assert_msg(strcmp(je.path, cases[i].path) == 0, "case %zu: path %s, not %s", i, je.path, cases[i].path);
        free(bad);
        free(doc);
        swc_tournament_free(t);
    }
}
END_TEST

static swc_tournament *make_round_one(const swc_allocator *a, void *ctx)
{
    (void)ctx;
    return round_one_done(a);
}

static int hand_in_and_pair(swc_tournament *t, void *ctx)
{
    static const uint32_t lineup[2] = { 3, 2 };
    (void)ctx;
    int rc = swc_team_set_lineup(t, 2, 1, lineup, 2);
    return rc == SWC_OK ? swc_tournament_pair_next(NULL, t) : rc;
}

static void paired_with_it(swc_tournament *t, void *ctx)
{
    uint32_t got[2] = { 0, 0 };
    (void)ctx;
    ck_assert_int_eq(swc_team_lineup(got, 2, t, 2, 1), 2);
    ck_assert_uint_eq(got[0], 3);
}

/* The line-up may have gone in before the pairing failed: the round did not. */
static void withdraw_it(swc_tournament *t, void *ctx)
{
    (void)ctx;
    ck_assert_uint_eq(swc_tournament_round_count(t), 1);
    ck_assert_int_eq(swc_team_set_lineup(t, 2, 1, NULL, 0), SWC_OK);
}

START_TEST(test_out_of_memory_changes_nothing)
{
    oom_case c = { make_round_one, hand_in_and_pair, paired_with_it, withdraw_it, NULL };
    printf("# hand in and pair: succeeded at allocation %ld\n", oom_sweep(&c));
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-ahead");
    TCase *tc = tcase_create("ahead");
    tcase_add_test(tc, test_hand_in_replace_withdraw);
    tcase_add_test(tc, test_refusals_change_nothing);
    tcase_add_test(tc, test_round_create_takes_and_drops_them);
    tcase_add_test(tc, test_team_pairing_takes_them);
    tcase_add_test(tc, test_taken_ones_handed_in_again);
    tcase_add_test(tc, test_files_keep_them);
    tcase_add_test(tc, test_bad_files_are_refused_with_their_place);
    tcase_add_test(tc, test_out_of_memory_changes_nothing);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
