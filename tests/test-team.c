/*
 * The team model through the public API: teams and members, line-ups laid
 * out as board games, team results derived from board results (worked out
 * by hand below), byes, forfeited matches, late and withdrawn teams, bad
 * input refused with nothing changed, and out-of-memory sweeps.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Four teams of three (team k: players 3k-2, 3k-1, 3k), two boards, WB. */
static swc_tournament *fixture_with(const swc_allocator *a)
{
    swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
    o.allocator = a;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 5), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 2), SWC_OK);
    for (int i = 1; i <= 14; i++) {
        char name[16];
        snprintf(name, sizeof name, "P%02d", i);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 2000 - 10 * i;
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    const char *names[] = { "Beijing", "Shanghai", "Guangdong", "Sichuan" };
    for (uint32_t k = 1; k <= 4; k++) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        ti.name = names[k - 1];
        ti.short_name = "T";
        uint32_t num = 0;
        ck_assert_int_eq(swc_team_add(&num, t, &ti), SWC_OK);
        ck_assert_uint_eq(num, k);
        uint32_t ids[3] = { 3 * k - 2, 3 * k - 1, 3 * k };
        ck_assert_int_eq(swc_team_set_members(t, k, ids, 3), SWC_OK);
    }
    return t;
}

static swc_tournament *fixture(void)
{
    return fixture_with(NULL);
}

static swc_team_match_info match(uint32_t w, uint32_t b, int kind, const uint32_t *lw, const uint32_t *lb)
{
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    m.white = w;
    m.black = b;
    m.kind = kind;
    m.white_lineup = lw;
    m.black_lineup = lb;
    return m;
}

static swc_team_result result_of(swc_tournament *t, uint32_t team, uint32_t round)
{
    swc_team_result r = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&r, t, team, round), SWC_OK);
    return r;
}

static void check_result(swc_tournament *t, uint32_t team, uint32_t round, int kind, uint32_t opp, int32_t mp,
                         int32_t gp)
{
    swc_team_result r = result_of(t, team, round);
    ck_assert_msg(r.kind == kind && r.opponent == opp && r.match_points == mp && r.game_points == gp,
                  "team %u round %u: kind %d opp %u mp %d gp %d, expected %d %u %d %d", team, round, r.kind,
                  r.opponent, r.match_points, r.game_points, kind, opp, mp, gp);
}

static int player_kind(swc_tournament *t, uint32_t id, uint32_t round)
{
    swc_player_round_info pr = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, id), round), SWC_OK);
    return pr.kind;
}

/* Round 1: 1-2 in board order; 3-4 with 3 out of order ([9, 7]) and 4 one
 * player short ([10, empty]). */
static void round1(swc_tournament *t)
{
    static const uint32_t l3[2] = { 9, 7 }, l4[2] = { 10, 0 };
    swc_team_match_info m[2] = { match(1, 2, SWC_TEAM_MATCH_PLAYED, NULL, NULL),
                                 match(3, 4, SWC_TEAM_MATCH_PLAYED, l3, l4) };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 2), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_BLACK_WIN), SWC_OK);
}

START_TEST(test_team_settings)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    int32_t v = -1;
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_BOARDS), SWC_OK);
    ck_assert_int_eq(v, 0);
    ck_assert_str_eq(swc_team_colours(t), "");
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_MP_WIN), SWC_OK);
    ck_assert_int_eq(v, 20);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 4), SWC_OK);
    /* The PAB follows a drawn match: 1 match point, half of every board. */
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_PAB_MP), SWC_OK);
    ck_assert_int_eq(v, 10);
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_PAB_GP), SWC_OK);
    ck_assert_int_eq(v, 20);
    ck_assert_str_eq(swc_team_colours(t), "WBWB");
    ck_assert_int_eq(swc_team_set_colours(t, "WBBW"), SWC_OK);
    ck_assert_str_eq(swc_team_colours(t), "WBBW");
    ck_assert_int_eq(swc_team_set_colours(t, "WBW"), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_colours(t, "WBXW"), SWC_EINVAL);
    ck_assert_str_eq(swc_team_colours(t), "WBBW");
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 33), SWC_ERANGE);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_MP_WIN, -1), SWC_ERANGE);
    ck_assert_int_eq(swc_team_set_int(t, 99, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_MP_WIN, 30), SWC_OK);
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_MP_WIN), SWC_OK);
    ck_assert_int_eq(v, 30);
    ck_assert_int_eq(swc_team_set_int(NULL, SWC_TEAM_MP_WIN, 30), SWC_EINVAL);
    ck_assert_int_eq(swc_team_get_int(&v, NULL, SWC_TEAM_MP_WIN), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_members)
{
    swc_tournament *t = fixture();
    ck_assert_uint_eq(swc_team_count(t), 4);
    ck_assert_uint_eq(swc_team_member_count(t, 2), 3);
    uint32_t id = 0;
    ck_assert_int_eq(swc_team_member(&id, t, 2, 1), SWC_OK);
    ck_assert_uint_eq(id, 5);
    ck_assert_int_eq(swc_team_member(&id, t, 2, 3), SWC_ENOTFOUND);
    ck_assert_uint_eq(swc_team_of_player(t, 5), 2);
    ck_assert_uint_eq(swc_team_of_player(t, 13), 0);

    /* A player in two teams, twice in one, unknown: refused, nothing changes. */
    uint32_t two[2] = { 13, 4 };
    ck_assert_int_eq(swc_team_set_members(t, 1, two, 2), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "already a member of team 2"));
    uint32_t twice[2] = { 13, 13 };
    ck_assert_int_eq(swc_team_set_members(t, 1, twice, 2), SWC_EINVAL);
    uint32_t unknown[1] = { 99 };
    ck_assert_int_eq(swc_team_set_members(t, 1, unknown, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_set_members(t, 9, NULL, 0), SWC_ENOTFOUND);
    ck_assert_uint_eq(swc_team_member_count(t, 1), 3);
    ck_assert_uint_eq(swc_team_of_player(t, 13), 0);

    /* Captain: must be a member; update replaces every field. */
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = "Beijing A";
    ti.short_name = "BJA";
    ti.federation = "北京";
    ti.captain = 4;
    ti.strength = 1985;
    ck_assert_int_eq(swc_team_update(t, 1, &ti), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "not a member"));
    ti.captain = 2;
    ck_assert_int_eq(swc_team_update(t, 1, &ti), SWC_OK);
    swc_team_info got = SWC_TEAM_INFO_INIT;
    ck_assert_int_eq(swc_team_get_info(&got, t, 1), SWC_OK);
    ck_assert_str_eq(got.name, "Beijing A");
    ck_assert_str_eq(got.short_name, "BJA");
    ck_assert_str_eq(got.federation, "北京");
    ck_assert_uint_eq(got.captain, 2);
    ck_assert_int_eq(got.strength, 1985);
    /* The captain stays a member. */
    uint32_t without[2] = { 1, 3 };
    ck_assert_int_eq(swc_team_set_members(t, 1, without, 2), SWC_ESTATE);
    /* A new order, with a reserve joining. */
    uint32_t order[4] = { 3, 1, 2, 13 };
    ck_assert_int_eq(swc_team_set_members(t, 1, order, 4), SWC_OK);
    ck_assert_int_eq(swc_team_member(&id, t, 1, 0), SWC_OK);
    ck_assert_uint_eq(id, 3);
    ck_assert_uint_eq(swc_team_of_player(t, 13), 1);

    swc_team_info bad = SWC_TEAM_INFO_INIT;
    ck_assert_int_eq(swc_team_add(NULL, t, &bad), SWC_EINVAL);
    bad.name = "   ";
    ck_assert_int_eq(swc_team_add(NULL, t, &bad), SWC_EINVAL);
    bad.name = "x\ty";
    ck_assert_int_eq(swc_team_add(NULL, t, &bad), SWC_EINVAL);
    bad.name = "Late";
    bad.captain = 1;
    ck_assert_int_eq(swc_team_add(NULL, t, &bad), SWC_EINVAL);
    ck_assert_uint_eq(swc_team_count(t), 4);
    ck_assert_int_eq(swc_team_get_info(&got, t, 5), SWC_ENOTFOUND);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_round_layout)
{
    swc_tournament *t = fixture();
    round1(t);
    swc_round *r = swc_tournament_round(t, 1);
    /* 1-2: board 1 P01 (white) - P04; board 2 the sequence gives team 1 black: P05 - P02.
     * 3-4: board 1 P09 - P10; board 2 P07 alone (empty board of team 4). */
    ck_assert_uint_eq(swc_round_board_count(r), 3);
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, r, 1), SWC_OK);
    ck_assert(w == 1 && b == 4);
    ck_assert_int_eq(swc_round_board(&w, &b, r, 2), SWC_OK);
    ck_assert(w == 5 && b == 2);
    ck_assert_int_eq(swc_round_board(&w, &b, r, 3), SWC_OK);
    ck_assert(w == 9 && b == 10);
    ck_assert_int_eq(player_kind(t, 7, 1), SWC_RK_FORFEIT_WIN);
    ck_assert_int_eq(player_kind(t, 8, 1), SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(player_kind(t, 3, 1), SWC_RK_NOT_PAIRED);

    uint32_t board = 0;
    ck_assert_int_eq(swc_team_board(&board, t, 1, 2, 2), SWC_OK);
    ck_assert_uint_eq(board, 2);
    ck_assert_int_eq(swc_team_board(&board, t, 1, 4, 2), SWC_OK);
    ck_assert_uint_eq(board, 0);
    ck_assert_int_eq(swc_team_board(&board, t, 1, 4, 3), SWC_EINVAL);

    uint32_t l[2] = { 0, 0 };
    ck_assert_int_eq(swc_team_lineup(l, 2, t, 1, 3), 2);
    ck_assert(l[0] == 9 && l[1] == 7);
    ck_assert_int_eq(swc_team_lineup(l, 2, t, 1, 4), 2);
    ck_assert(l[0] == 10 && l[1] == 0);
    ck_assert_int_eq(swc_team_lineup(l, 1, t, 1, 4), SWC_EBUFSIZE);
    ck_assert_uint_eq(swc_team_match_count(t, 1), 2);
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    ck_assert_int_eq(swc_team_match_get(&m, t, 1, 1), SWC_OK);
    ck_assert(m.white == 3 && m.black == 4 && m.kind == SWC_TEAM_MATCH_PLAYED);
    ck_assert_int_eq(swc_team_match_get(&m, t, 1, 2), SWC_ENOTFOUND);

    /* Team 1: 1 + ½ = 1.5 against 0.5, a won match (2 MP). Team 3: a lost
     * board and a forfeit win on the empty board = 1 against 1: a draw. */
    check_result(t, 1, 1, SWC_RK_PLAYED, 2, 20, 15);
    check_result(t, 2, 1, SWC_RK_PLAYED, 1, 0, 5);
    check_result(t, 3, 1, SWC_RK_PLAYED, 4, 10, 10);
    check_result(t, 4, 1, SWC_RK_PLAYED, 3, 10, 10);
    swc_team_result res = result_of(t, 2, 1);
    ck_assert_int_eq(res.colour, SWC_COLOUR_BLACK);
    ck_assert_int_eq(res.opponent_game_points, 15);
    ck_assert_int_eq(res.complete, 1);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_byes_forfeits_late_withdrawn)
{
    swc_tournament *t = fixture();
    round1(t);
    /* Team 5 enters late (players 13 and 14). */
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = "Late";
    uint32_t five = 0;
    ck_assert_int_eq(swc_team_add(&five, t, &ti), SWC_OK);
    uint32_t ids[2] = { 13, 14 };
    ck_assert_int_eq(swc_team_set_members(t, five, ids, 2), SWC_OK);
    uint32_t entry = 0, wd = 9;
    ck_assert_int_eq(swc_team_status(&entry, &wd, t, 5), SWC_OK);
    ck_assert(entry == 2 && wd == 0);
    check_result(t, 5, 1, SWC_RK_NOT_ENTERED, 0, 0, 0);

    /* Round 2: 1-3 forfeited by team 3, 2-5 played, 4 gets the PAB. */
    swc_team_match_info m[3] = { match(1, 3, SWC_TEAM_MATCH_FORFEIT_WHITE, NULL, NULL),
                                 match(2, 5, SWC_TEAM_MATCH_PLAYED, NULL, NULL),
                                 match(4, 0, SWC_RK_PAB, NULL, NULL) };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 3), SWC_OK);
    ck_assert_uint_eq(swc_round_board_count(r), 2);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    check_result(t, 1, 2, SWC_RK_FORFEIT_WIN, 3, 20, 20);
    check_result(t, 3, 2, SWC_RK_FORFEIT_LOSS, 1, 0, 0);
    check_result(t, 2, 2, SWC_RK_PLAYED, 5, 10, 10);
    check_result(t, 5, 2, SWC_RK_PLAYED, 2, 10, 10);
    check_result(t, 4, 2, SWC_RK_PAB, 0, 10, 10);
    ck_assert_int_eq(player_kind(t, 1, 2), SWC_RK_NOT_PAIRED);

    /* Team 2 withdraws from round 3; listing it then is refused. */
    ck_assert_int_eq(swc_team_withdraw(t, 2, 2), SWC_ESTATE);
    ck_assert_int_eq(swc_team_withdraw(t, 2, 3), SWC_OK);
    swc_team_match_info bad[3] = { match(1, 4, SWC_TEAM_MATCH_FORFEIT_BOTH, NULL, NULL),
                                   match(3, 5, SWC_TEAM_MATCH_PLAYED, NULL, NULL),
                                   match(2, 0, SWC_RK_HALF_BYE, NULL, NULL) };
    ck_assert_int_eq(swc_team_round_create(NULL, t, bad, 3), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "withdrawn"));
    ck_assert_uint_eq(swc_tournament_round_count(t), 2);
    /* Round 3: 1-4 double forfeit with named players, 3-5 played, 2 withdrawn. */
    static const uint32_t l1[2] = { 1, 2 }, l4[2] = { 10, 11 };
    bad[0].white_lineup = l1;
    bad[0].black_lineup = l4;
    ck_assert_int_eq(swc_team_round_create(&r, t, bad, 2), SWC_OK);
    ck_assert_uint_eq(swc_round_board_count(r), 4);
    int32_t code = -1;
    ck_assert_int_eq(swc_round_game_result(&code, r, 1, 1), SWC_OK);
    ck_assert_int_eq(code, SWC_RESULT_DOUBLE_FORFEIT);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 4, SWC_RESULT_WHITE_WIN), SWC_OK);
    check_result(t, 1, 3, SWC_RK_FORFEIT_LOSS, 4, 0, 0);
    check_result(t, 4, 3, SWC_RK_FORFEIT_LOSS, 1, 0, 0);
    /* Board 1 P07 (team 3) beats P13; board 2 P14 (team 5, white) beats P08. */
    check_result(t, 3, 3, SWC_RK_PLAYED, 5, 10, 10);
    check_result(t, 2, 3, SWC_RK_WITHDRAWN, 0, 0, 0);

    /* Totals after three rounds, by hand from the rounds above. */
    int32_t mp = 0, gp = 0;
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, 1, 3), SWC_OK);
    ck_assert(mp == 40 && gp == 35);
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, 3, 99), SWC_OK);
    ck_assert(mp == 20 && gp == 20);
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, 4, 3), SWC_OK);
    ck_assert(mp == 20 && gp == 20);
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, 4, 1), SWC_OK);
    ck_assert(mp == 10 && gp == 10);

    /* A team event is paired by teams (C.04.6), never player by player.
     * Team 3 played 4 and 5; its match with 1 was forfeited, not played, so
     * round 4 pairs 1-3 and 4-5 (team 2 has withdrawn). */
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    ck_assert_uint_eq(swc_team_match_count(t, 4), 2);
    swc_team_result res4 = result_of(t, 3, 4);
    ck_assert_uint_eq(res4.opponent, 1);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    ck_assert_uint_eq(swc_tournament_round_count(t), 3);
    /* Deleting the round drops its team pairing. */
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    ck_assert_uint_eq(swc_team_match_count(t, 3), 0);
    ck_assert_uint_eq(swc_team_match_count(t, 2), 3);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_team_bad_rounds)
{
    swc_tournament *t = fixture();
    static const uint32_t other[2] = { 4, 7 }, stranger[2] = { 13, 7 }, twice[2] = { 7, 7 }, unknown[2] = { 77, 7 };
    struct {
        swc_team_match_info m[2];
        size_t n;
        int rc;
        const char *says;
    } cases[] = {
        { { match(1, 2, 0, NULL, NULL), match(3, 4, 0, other, NULL) }, 2, SWC_EINVAL, "player 4 of team 2" },
        { { match(1, 2, 0, NULL, NULL), match(3, 4, 0, stranger, NULL) }, 2, SWC_EINVAL, "not its member" },
        { { match(1, 2, 0, NULL, NULL), match(3, 4, 0, twice, NULL) }, 2, SWC_EINVAL, "two boards" },
        { { match(1, 2, 0, NULL, NULL), match(3, 4, 0, unknown, NULL) }, 2, SWC_ENOTFOUND, "unknown player" },
        { { match(1, 2, 0, NULL, NULL), match(3, 1, 0, NULL, NULL) }, 2, SWC_EINVAL, "appears twice" },
        { { match(1, 2, 0, NULL, NULL), match(3, 0, SWC_RK_PAB, NULL, NULL) }, 2, SWC_EINVAL, "team 4 is neither" },
        { { match(1, 2, 0, NULL, NULL), match(3, 4, 7, NULL, NULL) }, 2, SWC_EINVAL, "invalid kind" },
        { { match(1, 2, 0, NULL, NULL), match(3, 0, SWC_RK_PLAYED, NULL, NULL) }, 2, SWC_EINVAL, "invalid kind" },
        { { match(1, 9, 0, NULL, NULL), match(3, 4, 0, NULL, NULL) }, 2, SWC_ENOTFOUND, "unknown team" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int rc = swc_team_round_create(NULL, t, cases[i].m, cases[i].n);
        ck_assert_msg(rc == cases[i].rc && strstr(swc_tournament_errmsg(t), cases[i].says),
                      "case %zu: %d %s", i, rc, swc_tournament_errmsg(t));
        ck_assert_uint_eq(swc_tournament_round_count(t), 0);
        ck_assert_uint_eq(swc_team_match_count(t, 1), 0);
    }
    /* An individual event has no team rounds. */
    swc_tournament *ind = swc_test_tournament(4);
    swc_team_match_info m = match(1, 2, 0, NULL, NULL);
    ck_assert_int_eq(swc_team_round_create(NULL, ind, &m, 1), SWC_ESTATE);
    swc_tournament_free(ind);
    /* The boards are fixed once a round exists. */
    round1(t);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 3), SWC_ESTATE);
    ck_assert_int_eq(swc_team_set_colours(t, "BW"), SWC_ESTATE);
    /* A member who played stays. */
    uint32_t keep[2] = { 8, 9 };
    ck_assert_int_eq(swc_team_set_members(t, 3, keep, 2), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "player 7 played"));
    swc_tournament_free(t);
}
END_TEST

/* ---- the JSON document ------------------------------------------------------ */

/* s with the first `from` replaced by `to` (malloc'd). */
static char *replaced(const char *s, const char *from, const char *to)
{
    const char *at = strstr(s, from);
    ck_assert_msg(at != NULL, "\"%s\" not in the document", from);
    size_t n = strlen(s), nf = strlen(from), nt = strlen(to);
    char *out = malloc(n - nf + nt + 1);
    ck_assert_ptr_nonnull(out);
    memcpy(out, s, (size_t)(at - s));
    memcpy(out + (at - s), to, nt);
    strcpy(out + (at - s) + nt, at + nf);
    return out;
}

static void expect_json_error(const char *doc, int code, const char *path, const char *words)
{
    swc_tournament *t = NULL;
    swc_json_error e = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&t, doc, strlen(doc), NULL, &e);
    ck_assert_msg(rc == code && t == NULL, "status %d, expected %d: %s", rc, code, e.message);
    ck_assert_msg(strcmp(e.path, path) == 0, "path %s, expected %s (%s)", e.path, path, e.message);
    ck_assert_msg(strstr(e.message, words) != NULL, "\"%s\" does not say \"%s\"", e.message, words);
}

START_TEST(test_team_json)
{
    swc_tournament *t = fixture();
    round1(t);
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = 0;
    size_t len = 0;
    ck_assert_int_eq(swc_json_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *doc = malloc(len + 1);
    ck_assert_int_eq(swc_json_write(&len, doc, len + 1, t, &wo), SWC_OK);
    ck_assert_ptr_nonnull(strstr(doc, "\"white_lineup\":[9,7],\"black_lineup\":[10,0]"));
    /* Read back: the same results. */
    swc_tournament *back = NULL;
    swc_json_error e = SWC_JSON_ERROR_INIT;
    ck_assert_int_eq(swc_json_read(&back, doc, len, NULL, &e), SWC_OK);
    swc_team_result r = result_of(back, 3, 1);
    ck_assert(r.opponent == 4 && r.match_points == 10 && r.game_points == 10);
    swc_tournament_free(back);
    /* A player in two teams. */
    char *bad = replaced(doc, "\"members\":[4,5,6]", "\"members\":[4,5,1]");
    expect_json_error(bad, SWC_EINCONSISTENT, "teams.list[1].members", "player 1 is already a member of team 1");
    free(bad);
    /* A line-up with a player of another team. */
    bad = replaced(doc, "\"white_lineup\":[9,7]", "\"white_lineup\":[9,4]");
    expect_json_error(bad, SWC_EPARSE, "teams.rounds[0].matches[1]", "names player 4 of team 2");
    free(bad);
    /* More boards than the event has. */
    bad = replaced(doc, "\"white_lineup\":[9,7]", "\"white_lineup\":[9,7,8]");
    expect_json_error(bad, SWC_ELIMIT, "teams.rounds[0].matches[1].white_lineup", "at most 2 entries");
    free(bad);
    /* A forfeited match whose boards were played. */
    bad = replaced(doc, "\"white\":3,\"black\":4,\"kind\":\"played\"", "\"white\":3,\"black\":4,\"kind\":\"-+\"");
    expect_json_error(bad, SWC_EINCONSISTENT, "teams.rounds[0].matches[1]", "forfeited, but board 1 was played");
    free(bad);
    /* A match between players who did not meet. */
    bad = replaced(doc, "\"black_lineup\":[10,0]", "\"black_lineup\":[11,0]");
    expect_json_error(bad, SWC_EINCONSISTENT, "teams.rounds[0].matches[1]", "did not play each other");
    free(bad);
    /* Out of memory while reading the team side: refused, nothing leaks. */
    long n;
    for (n = 1; n < 5000; n++) {
        swc_test_alloc st = { n, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_json_read_options ro = SWC_JSON_READ_OPTIONS_INIT;
        ro.allocator = &al;
        swc_tournament *u = NULL;
        swc_json_error je = SWC_JSON_ERROR_INIT;
        int rc = swc_json_read(&u, doc, len, &ro, &je);
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_team_count(u), 4);
            swc_tournament_free(u);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM && u == NULL, "allocation %ld failing: %d %s", n, rc, je.message);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(n > 1 && n < 5000);
    printf("# JSON read (team event): succeeded at allocation %ld\n", n);
    free(doc);
    swc_tournament_free(t);
}
END_TEST

/* ---- out-of-memory sweeps ------------------------------------------------- */

/* What the team API shows, as text. */
static void dump(swc_tournament *t, char *s, size_t cap)
{
    size_t len = (size_t)snprintf(s, cap, "rounds %u teams %u colours %s\n", swc_tournament_round_count(t),
                                  swc_team_count(t), swc_team_colours(t));
    for (int key = SWC_TEAM_BOARDS; key <= SWC_TEAM_PAB_GP; key++) {
        int32_t v = 0;
        swc_team_get_int(&v, t, key);
        len += (size_t)snprintf(s + len, cap - len, "%d=%d ", key, v);
    }
    for (uint32_t k = 1; k <= swc_team_count(t); k++) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        swc_team_get_info(&ti, t, k);
        len += (size_t)snprintf(s + len, cap - len, "\n%u %s %s %s %u %d:", k, ti.name, ti.short_name, ti.federation,
                                ti.captain, ti.strength);
        for (uint32_t i = 0; i < swc_team_member_count(t, k); i++) {
            uint32_t id = 0;
            swc_team_member(&id, t, k, i);
            len += (size_t)snprintf(s + len, cap - len, " %u", id);
        }
        for (uint32_t r = 1; r <= swc_tournament_round_count(t); r++) {
            swc_team_result res = result_of(t, k, r);
            len += (size_t)snprintf(s + len, cap - len, " [%d %u %d %d]", res.kind, res.opponent, res.match_points,
                                    res.game_points);
        }
    }
    ck_assert(len < cap);
}

typedef int (*op_fn)(swc_tournament *t);

static void sweep(const char *what, int rounds, op_fn op)
{
    long n;
    for (n = 1; n < 5000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament *t = fixture_with(&a);
        if (rounds)
            round1(t);
        char before[4096], after[4096];
        dump(t, before, sizeof before);
        long base = st.calls;
        st.fail_at = base + n;
        int rc = op(t);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "%s with allocation %ld failing returned %d (%s)", what, n, rc,
                      swc_tournament_errmsg(t));
        dump(t, after, sizeof after);
        ck_assert_msg(strcmp(before, after) == 0, "%s with allocation %ld failing changed:\n%s\n%s", what, n, before,
                      after);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(n < 5000);
    printf("# %s: succeeded at allocation %ld\n", what, n);
}

static int op_add(swc_tournament *t)
{
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = "Fifth";
    ti.short_name = "V";
    ti.federation = "CHN";
    return swc_team_add(NULL, t, &ti);
}

static int op_members(swc_tournament *t)
{
    uint32_t ids[5] = { 1, 2, 3, 13, 14 };
    return swc_team_set_members(t, 1, ids, 5);
}

static int op_update(swc_tournament *t)
{
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = "Renamed";
    ti.captain = 1;
    return swc_team_update(t, 1, &ti);
}

static int op_round(swc_tournament *t)
{
    static const uint32_t l3[2] = { 9, 0 };
    swc_team_match_info m[2] = { match(1, 3, SWC_TEAM_MATCH_PLAYED, NULL, l3),
                                 match(2, 4, SWC_TEAM_MATCH_FORFEIT_BLACK, NULL, NULL) };
    return swc_team_round_create(NULL, t, m, 2);
}

START_TEST(test_team_oom)
{
    sweep("team add", 0, op_add);
    sweep("team add after a round (late team)", 1, op_add);
    sweep("team members", 0, op_members);
    sweep("team update", 0, op_update);
    sweep("team round create", 0, op_round);
    sweep("team round create after a round", 1, op_round);
}
END_TEST

/* The first team setting of a tournament allocates the team side. */
START_TEST(test_team_oom_first_setting)
{
    long n;
    for (n = 1; n < 100; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
        o.allocator = &a;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
        st.fail_at = st.calls + n;
        int rc = swc_team_set_int(t, SWC_TEAM_BOARDS, 4);
        st.fail_at = 0;
        int32_t v = -1;
        swc_team_get_int(&v, t, SWC_TEAM_BOARDS);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
        if (rc == SWC_OK) {
            ck_assert_int_eq(v, 4);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_int_eq(v, 0);
    }
    ck_assert(n > 1 && n < 100);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team");
    TCase *tc = tcase_create("team");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_team_settings);
    tcase_add_test(tc, test_team_members);
    tcase_add_test(tc, test_team_round_layout);
    tcase_add_test(tc, test_team_byes_forfeits_late_withdrawn);
    tcase_add_test(tc, test_team_bad_rounds);
    tcase_add_test(tc, test_team_json);
    tcase_add_test(tc, test_team_oom);
    tcase_add_test(tc, test_team_oom_first_setting);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
