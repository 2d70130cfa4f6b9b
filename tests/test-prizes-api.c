/*
 * Prizes through the public API on real tournaments: standings, shared
 * prizes, teams, errors, dual-board events and every out-of-memory path.
 */
#include "prizes-fixture.h"

#include <swisscore/prizes.h>

/* ---- through the public API --------------------------------------------- */

/* A tournament whose points are set by byes: player k gets pts[k] full-point
 * byes in `rounds` rounds (zero-point byes otherwise). */
static swc_tournament *bye_event(const swc_allocator *a, const int *pts, size_t n, int rounds)
{
    swc_tournament *t = NULL;
    swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
    to.allocator = a;
    ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds), SWC_OK);
    for (size_t k = 0; k < n; k++) {
        char name[16];
        snprintf(name, sizeof name, "P%02u", (unsigned)(k + 1));
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 2000 - 10 * (int32_t)k;
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    uint32_t ids[64];
    int32_t kinds[64];
    for (int r = 0; r < rounds; r++) {
        for (size_t k = 0; k < n; k++) {
            ids[k] = (uint32_t)(k + 1);
            kinds[k] = r < pts[k] ? SWC_RK_FULL_BYE : SWC_RK_ZERO_BYE;
        }
        ck_assert_int_eq(swc_round_create(NULL, t, NULL, NULL, 0, ids, kinds, n), SWC_OK);
    }
    return t;
}

static void set_player(swc_tournament *t, uint32_t id, const char *group, int sex, uint32_t flags, const char *tags)
{
    swc_player *p = swc_tournament_player(t, id);
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&in, p), SWC_OK);
    in.group = group;
    in.sex = sex;
    in.flags = flags;
    in.tags = tags;
    ck_assert_int_eq(swc_player_update(p, &in), SWC_OK);
}

static int64_t api_award(const swc_prizes *p, const char *table, uint32_t id)
{
    for (uint32_t a = 0; a < swc_prizes_award_count(p); a++) {
        swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
        ck_assert_int_eq(swc_prizes_award(&aw, p, a), SWC_OK);
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        ck_assert_int_eq(swc_prizes_table(&ti, p, aw.table), SWC_OK);
        if (aw.id == id && !strcmp(ti.name, table))
            return aw.amount;
    }
    return NONE;
}

static const int twelve[12] = { 3, 2, 2, 2, 1, 0, 0, 0, 0, 0, 0, 0 };

START_TEST(test_api_standings)
{
    /* points only (no ruleset): P1 3, P2-P4 2 (tied), P5 1. 12 entrants, 3
     * places of 1000 800 600: P1 1000; P2-P4 occupy places 2-4, paid 2 and
     * 3: (800 + 600) / 3 = 466.66 each, 0.02 not paid */
    swc_tournament *t = bye_event(NULL, twelve, 12, 3);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = "prizes places\n  count -23: n/4; 24-: all\n  amounts 1000 800 600 500 400 300\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_prizes_table_count(p), 1);
    swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.entrants, 12);
    ck_assert_uint_eq(ti.places, 3);
    ck_assert_int_eq(ti.total, 239998);
    ck_assert_int_eq(ti.remainder, 2);
    ck_assert_int_eq(api_award(p, "places", 1), Y(1000));
    for (uint32_t id = 2; id <= 4; id++)
        ck_assert_int_eq(api_award(p, "places", id), 46666);
    ck_assert_int_eq(api_award(p, "places", 5), NONE);
    swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
    ck_assert_int_eq(swc_prizes_award(&aw, p, 1), SWC_OK);
    ck_assert_uint_eq(aw.first_place, 2);
    ck_assert_uint_eq(aw.last_place, 4);
    ck_assert_uint_eq(aw.paid_places, 2);
    ck_assert_uint_eq(aw.shared_by, 3);
    ck_assert_uint_eq(aw.rank, 2);
    int64_t cash = 0, pts = 0;
    ck_assert_int_eq(swc_prizes_player_total(&cash, &pts, p, 1), SWC_OK);
    ck_assert_int_eq(cash, Y(1000));
    ck_assert_int_eq(pts, 0);
    ck_assert_int_eq(swc_prizes_player_total(&cash, &pts, p, 99), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_prizes_award(&aw, p, 99), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 1), SWC_ENOTFOUND);
    swc_prizes_info info = SWC_PRIZES_INFO_INIT;
    ck_assert_int_eq(swc_prizes_get_info(&info, p), SWC_OK);
    ck_assert_ptr_null(info.ruleset);
    swc_prizes_free(p);

    /* the same with a named ruleset that draws lots: no shared places, so
     * no shares either (places 2 and 3 paid whole) */
    o.rules = "ruleset changping-grading\nprizes places\n  count -23: n/4\n  amounts 1000 800 600\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    int paid_full = 0;
    for (uint32_t id = 2; id <= 4; id++) {
        int64_t v = api_award(p, "places", id);
        ck_assert(v == Y(800) || v == Y(600) || v == NONE);
        paid_full += v != NONE;
    }
    ck_assert_int_eq(paid_full, 2);
    swc_prizes_free(p);

    /* registration groups: P1-P6 公开组, P7-P12 大师冲刺组 (6 entrants,
     * merged: first place only, 500); the ruleset draws lots, so one
     * player of the group takes it whole */
    for (uint32_t id = 1; id <= 12; id++)
        set_player(t, id, id <= 6 ? "公开组" : "大师冲刺组", 'm', 0, "");
    o.rules = NULL;
    o.rules_name = "fangzhuang-chess";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_get_info(&info, p), SWC_OK);
    ck_assert_str_eq(info.name, "fangzhuang-chess");
    ck_assert_str_eq(info.ruleset, "fangzhuang-chess");
    swc_prize_table_info sp = SWC_PRIZE_TABLE_INFO_INIT;
    for (uint32_t k = 0; k < swc_prizes_table_count(p); k++) {
        ck_assert_int_eq(swc_prizes_table(&ti, p, k), SWC_OK);
        if (!strcmp(ti.name, "sprint"))
            sp = ti;
    }
    ck_assert_str_eq(sp.name, "sprint");
    ck_assert_uint_eq(sp.entrants, 6);
    ck_assert_uint_eq(sp.places, 1);
    ck_assert_uint_eq(sp.award_count, 1); /* lots: one winner */
    ck_assert_int_eq(sp.has_amounts, 1);
    ck_assert_int_eq(swc_prizes_award(&aw, p, sp.first_award), SWC_OK);
    ck_assert_uint_ge(aw.id, 7);
    ck_assert_uint_eq(aw.rank, 1);
    ck_assert_int_eq(aw.amount, Y(500));
    swc_prizes_free(p);
    o.rules_name = NULL;
    o.rules = L_CHESS "ruleset\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    o.rules = "tiebreaks WIN\nprizes s\n  section group 大师冲刺组\n  count 6-11: 1\n  amounts 2000\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.award_count, 6);
    ck_assert_int_eq(ti.total, 6 * 33333);
    ck_assert_int_eq(ti.remainder, 2);
    swc_prizes_free(p);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_api_teams_and_errors)
{
    swc_tournament *t = bye_event(NULL, twelve, 12, 3);
    set_player(t, 1, "", 'm', SWC_PLAYER_MEMBER, "team=甲");
    set_player(t, 5, "", 'w', 0, "team=甲");
    set_player(t, 6, "", 'm', 0, "team=乙");
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    /* placement points: 甲 = 1st (11) + 5th (7) = 18; 乙 = P6, tied 6th
     * with P7-P12 (points only): 6 points */
    o.rules = "teams mixed\n  by tag team\n  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n"
              "points gp\n  only members\n  amounts 20 15 10\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_prizes_team_count(p), 2);
    swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
    ck_assert_int_eq(swc_prizes_team(&tm, p, 0), SWC_OK);
    ck_assert_str_eq(tm.name, "甲");
    ck_assert_int_eq(tm.score, Y(18));
    ck_assert_int_eq(tm.score_scale, 100);
    ck_assert_uint_eq(tm.member_count, 2);
    uint32_t id = 0, place = 0;
    int64_t v = 0;
    ck_assert_int_eq(swc_prizes_team_member(&id, &place, &v, p, 0, 1), SWC_OK);
    ck_assert_uint_eq(id, 5);
    ck_assert_uint_eq(place, 5);
    ck_assert_int_eq(v, Y(7));
    ck_assert_int_eq(swc_prizes_team_member(&id, &place, &v, p, 0, 2), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_prizes_team(&tm, p, 1), SWC_OK);
    ck_assert_int_eq(tm.score, Y(6));
    ck_assert_int_eq(swc_prizes_team(&tm, p, 2), SWC_ENOTFOUND);
    int64_t cash = -1, pts = -1;
    ck_assert_int_eq(swc_prizes_player_total(&cash, &pts, p, 1), SWC_OK);
    ck_assert_int_eq(cash, 0);
    ck_assert_int_eq(pts, Y(20));
    swc_prizes_free(p);

    /* errors: the message is on the tournament, nothing is returned */
    p = (swc_prizes *)&o;
    o.rules = "prizes p\n  amounts 1\n  bogus\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    ck_assert_ptr_null(p);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "line 3"));
    o.rules = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    o.rules_name = "nope";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_ENOTFOUND);
    o.rules_name = NULL;
    o.rules = "ruleset no-such-ruleset\nprizes p\n  amounts 1\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_ENOTFOUND);
    o.rules = "prizes p\n  amounts 1\n";
    o.after_round = 9;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_ERANGE);
    o.after_round = 1;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prizes_free(p);
    o.struct_size = 4;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    ck_assert_int_eq(swc_prizes_compute(&p, NULL, &o), SWC_EINVAL);
    ck_assert_int_eq(swc_prizes_compute(NULL, t, &o), SWC_EINVAL);
    swc_prizes_free(NULL);
    ck_assert_uint_eq(swc_prizes_table_count(NULL), 0);
    ck_assert_uint_eq(swc_prizes_award_count(NULL), 0);
    ck_assert_uint_eq(swc_prizes_team_count(NULL), 0);
    ck_assert_int_eq(swc_prizes_team_member(NULL, NULL, NULL, NULL, 0, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_prizes_player_total(NULL, NULL, NULL, 1), SWC_EINVAL);

    /* an event without players: every table says why it paid nothing */
    swc_tournament *empty = NULL;
    ck_assert_int_eq(swc_tournament_new(&empty, NULL), SWC_OK);
    o.struct_size = sizeof o;
    o.after_round = 0;
    o.rules = L_XQ "use province-teams\n";
    ck_assert_int_eq(swc_prizes_compute(&p, empty, &o), SWC_OK);
    ck_assert_uint_eq(swc_prizes_award_count(p), 0);
    ck_assert_uint_eq(swc_prizes_team_count(p), 0);
    for (uint32_t k = 0; k < swc_prizes_table_count(p); k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        ck_assert_int_eq(swc_prizes_table(&ti, p, k), SWC_OK);
        ck_assert_uint_eq(ti.entrants, 0);
        ck_assert_ptr_nonnull(ti.note);
    }
    swc_prizes_free(p);
    swc_tournament_free(empty);
    o.rules = "prizes p\n  amounts 1\n";

    /* named rules */
    ck_assert_uint_ge(swc_prize_rules_count(), 6);
    swc_prize_rules_info ri = SWC_PRIZE_RULES_INFO_INIT;
    ck_assert_int_eq(swc_prize_rules_get(&ri, 0), SWC_OK);
    ck_assert_str_eq(ri.name, "fangzhuang-xiangqi");
    ck_assert_ptr_nonnull(strstr(ri.text, "ties share"));
    ck_assert_int_eq(swc_prize_rules_get(&ri, swc_prize_rules_count()), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_prize_rules_get(NULL, 0), SWC_EINVAL);
    for (uint32_t k = 0; k < swc_prize_rules_count(); k++) {
        ck_assert_int_eq(swc_prize_rules_get(&ri, k), SWC_OK);
        o.struct_size = sizeof o;
        o.after_round = 0;
        o.rules = NULL;
        o.rules_name = ri.name_zh; /* by the Chinese name too */
        ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
        swc_prizes_free(p);
    }
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_api_dual_board)
{
    /* 方庄 双弈: six players, one round of two games per pairing (xiangqi
     * and chess). 6 entrants: 2 places of 1200 800. The expected amounts
     * are worked out from the places the standings give: tied players share
     * the places they occupy. */
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 1), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_OK);
    for (int k = 0; k < 6; k++) {
        char name[8];
        snprintf(name, sizeof name, "D%d", k + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 1800 - 10 * k;
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    const uint32_t w[] = { 1, 3, 5 }, b[] = { 2, 4, 6 };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w, b, 3, NULL, NULL, 0), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 3, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 3, 2, SWC_RESULT_BLACK_WIN), SWC_OK);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = L_DUAL "prizes places\n  amounts 1200 800 500\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.entrants, 6);
    ck_assert_uint_eq(ti.places, 2);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.ruleset = "fangzhuang-dual";
    swc_standings *s = NULL;
    ck_assert_int_eq(swc_standings_compute(&s, t, &so), SWC_OK);
    uint32_t n2 = 0;
    swc_standings_row row = SWC_STANDINGS_ROW_INIT;
    for (uint32_t k = 0; k < swc_standings_count(s); k++) {
        ck_assert_int_eq(swc_standings_row_get(&row, s, k), SWC_OK);
        if (row.rank == 2)
            n2++;
    }
    ck_assert_uint_gt(n2, 0);
    /* the winner of both games is alone in first place */
    ck_assert_int_eq(swc_standings_row_get(&row, s, 0), SWC_OK);
    int32_t top = 0;
    ck_assert_int_eq(swc_player_score(&top, swc_tournament_player(t, row.id), 1), SWC_OK);
    ck_assert_int_eq(top, 2 * SWC_POINTS_UNIT);
    ck_assert_uint_eq(row.rank, 1);
    ck_assert_uint_eq(row.shared, 0);
    for (uint32_t k = 0; k < swc_standings_count(s); k++) {
        ck_assert_int_eq(swc_standings_row_get(&row, s, k), SWC_OK);
        /* the players at place 2 share place 2 (paid) and the places
         * after it (unpaid): 800 / n2 each; nobody else is paid */
        int64_t want = row.rank == 1 ? Y(1200) : row.rank == 2 ? Y(800) / n2 : NONE;
        ck_assert_int_eq(api_award(p, "places", row.id), want);
    }
    swc_standings_free(s);
    swc_prizes_free(p);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_out_of_memory)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_tournament *t = bye_event(&a, twelve, 12, 3);
    for (uint32_t id = 1; id <= 12; id++)
        set_player(t, id, id <= 6 ? "公开组" : "大师冲刺组", id % 3 ? 'm' : 'w', id % 2 ? SWC_PLAYER_MEMBER : 0,
                   id % 4 ? "doubles=A" : "doubles=B,family=C");
    long base_blocks = st.live_blocks;
    long long base_bytes = st.live_bytes;
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = L_CHESS L_TEAMS "use province-teams\n"
              "prizes open\n  amounts 3000 2000 1000\n";
    /* then with the certificates beside the prizes, and with the games of
     * the disqualified annulled (copies of the section) */
    for (int pass = 0; pass < 3; pass++) {
    if (pass == 1) {
        /* the zero-point byes that make the scores would disqualify */
        o.rules = "use changping-grading\ndisqualify none\n";
        o.grade_thresholds = "* +1 50%\n";
    }
    if (pass == 2)
        o.rules = "use changping-grading\ndisqualify missed 1 annul\n";
    int ok = 0;
    for (long k = 1; k < 2000 && !ok; k++) {
        st.fail_at = st.calls + k;
        swc_prizes *p = NULL;
        int rc = swc_prizes_compute(&p, t, &o);
        if (rc == SWC_OK) {
            ok = 1;
            const swc_grades *g = NULL;
            ck_assert_uint_gt(swc_prizes_team_count(p), 0);
            ck_assert_int_eq(swc_prizes_grades(&g, p, 0), pass ? SWC_OK : SWC_ENOTFOUND);
            swc_prizes_free(p);
        } else {
            if (rc != SWC_ENOMEM)
                ck_abort_msg("allocation %ld: %d %s", k, rc, swc_tournament_errmsg(t));
            ck_assert_ptr_null(p);
        }
        ck_assert_int_eq(st.live_blocks, base_blocks);
        ck_assert(st.live_bytes == base_bytes);
    }
    ck_assert(ok);
    }
    st.fail_at = 0;
    swc_tournament_free(t);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* Two pairing sections and the rules that use every new path: groups ranked
 * apart, knights, a bounty, team prizes with own-list places. */
START_TEST(test_out_of_memory_sections)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_tournament *ts[2] = { bye_event(&a, twelve, 12, 3), bye_event(&a, twelve, 12, 3) };
    for (int q = 0; q < 2; q++)
        for (uint32_t id = 1; id <= 12; id++) {
            set_player(ts[q], id, id <= 6 ? "十级棋士组" : "十一级棋士组", id % 3 ? 'm' : 'w', 0,
                       id % 4 ? "doubles=A" : "doubles=B,family=C");
            ck_assert_int_eq(swc_player_set_conduct(swc_tournament_player(ts[q], id), (int32_t)(id % 3)), SWC_OK);
        }
    long base_blocks = st.live_blocks;
    long long base_bytes = st.live_bytes;
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    /* the zero-point byes that make the scores would disqualify */
    o.rules = "use changping-grading\nuse fangzhuang-chess-open\ndisqualify none\n"
              "teams men-team\n  by tag doubles\n  only men\n  best 2\n  member-places own-list\n"
              "  amounts 100 50\n";
    int ok = 0;
    for (long k = 1; k < 4000 && !ok; k++) {
        st.fail_at = st.calls + k;
        swc_prizes *p = NULL;
        int rc = swc_prizes_compute_sections(&p, ts, 2, &o);
        if (rc == SWC_OK) {
            ok = 1;
            ck_assert_uint_gt(swc_prizes_team_count(p), 0);
            ck_assert_uint_gt(swc_prizes_award_count(p), 16);
            swc_prizes_free(p);
        } else {
            if (rc != SWC_ENOMEM)
                ck_abort_msg("allocation %ld: %d %s", k, rc, swc_tournament_errmsg(ts[0]));
            ck_assert_ptr_null(p);
        }
        ck_assert_int_eq(st.live_blocks, base_blocks);
        ck_assert(st.live_bytes == base_bytes);
    }
    ck_assert(ok);
    st.fail_at = 0;
    /* bad calls leave everything as it was */
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute_sections(&p, ts, 0, &o), SWC_EINVAL);
    swc_tournament *twice[2] = { ts[0], ts[0] };
    ck_assert_int_eq(swc_prizes_compute_sections(&p, twice, 2, &o), SWC_EINVAL);
    ck_assert_ptr_null(p);
    ck_assert_int_eq(st.live_blocks, base_blocks);
    swc_tournament_free(ts[0]);
    swc_tournament_free(ts[1]);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* A standings failure of the second section is reported on the first. */
START_TEST(test_sections_errors)
{
    swc_tournament *ts[2] = { bye_event(NULL, twelve, 12, 3), bye_event(NULL, twelve, 12, 2) };
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    /* the zero-point byes that make the scores would disqualify */
    o.rules = "use changping-grading\ndisqualify none\n";
    o.after_round = 3;
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute_sections(&p, ts, 2, &o), SWC_ERANGE);
    ck_assert_ptr_null(p);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(ts[0]), "section 2"));
    o.after_round = 0;
    ck_assert_int_eq(swc_prizes_compute_sections(&p, ts, 2, &o), SWC_OK);
    /* ids repeat between sections: each award and total knows its section */
    int64_t c0 = -1, pts = -1;
    ck_assert_int_eq(swc_prizes_player_total_in(&c0, &pts, p, 1, 1), SWC_OK);
    ck_assert_int_eq(swc_prizes_player_total_in(&c0, &pts, p, 2, 1), SWC_ENOTFOUND);
    uint32_t seen[2] = { 0, 0 };
    for (uint32_t k = 0; k < swc_prizes_award_count(p); k++) {
        swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
        ck_assert_int_eq(swc_prizes_award(&aw, p, k), SWC_OK);
        ck_assert_uint_lt(aw.section, 2);
        seen[aw.section]++;
    }
    /* top 8 of each section (no groups: one group each) */
    ck_assert_uint_ge(seen[0], 8);
    ck_assert_uint_ge(seen[1], 8);
    uint32_t sec = 9;
    ck_assert_int_eq(swc_prizes_team_member_section(&sec, p, 0, 0), SWC_ENOTFOUND);
    swc_prizes_free(p);
    swc_tournament_free(ts[0]);
    swc_tournament_free(ts[1]);
}
END_TEST

static swc_tournament *empty_event(int rounds)
{
    swc_tournament *t = NULL;
    swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
    ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds), SWC_OK);
    return t;
}

/* 棋士挑战大师奖 through the tournament's own records: only games won over
 * the board count. Five players (one a PAB each round), two rounds. */
START_TEST(test_api_bounty_games)
{
    swc_tournament *t = empty_event(2);
    static const char *const titles[] = { "一级棋士", "棋协大师", "二级棋士", "国家大师", "三级棋士" };
    for (int k = 0; k < 5; k++) {
        char name[8];
        snprintf(name, sizeof name, "P%d", k + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.cn_title = titles[k];
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    /* round 1: P1-P2 1-0 (counts), P3-P4 +/- (forfeit: does not), P5 PAB */
    uint32_t w1[] = { 1, 3 }, b1[] = { 2, 4 }, bye1[] = { 5 };
    int32_t pab[] = { SWC_RK_PAB };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w1, b1, 2, bye1, pab, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_WHITE_FORFEIT_WIN), SWC_OK);
    /* round 2: P4-P1 0-1 (P1 wins with black: counts), P5-P2 W (less than
     * one move: does not), P3 PAB */
    uint32_t w2[] = { 4, 5 }, b2[] = { 1, 2 }, bye2[] = { 3 };
    ck_assert_int_eq(swc_round_create(&r, t, w2, b2, 2, bye2, pab, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_WHITE_WIN_UNRATED), SWC_OK);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = "prizes challenge\n  bounty 100 cap 300 against 棋协大师\n  only cn-title-at-most 一级棋士\n"
              "prizes knight\n  everyone\n  only finished\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.award_count, 1);
    swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
    ck_assert_int_eq(swc_prizes_award(&aw, p, ti.first_award), SWC_OK);
    ck_assert_uint_eq(aw.id, 1);
    ck_assert_uint_eq(aw.count, 2);
    ck_assert_int_eq(aw.amount, Y(200));
    /* present in both rounds: everybody (a forfeit win, a PAB and a game
     * shorter than one move all count as rounds taken part in) but P4,
     * who lost round 1 by forfeit */
    ck_assert_int_eq(swc_prizes_table(&ti, p, 1), SWC_OK);
    ck_assert_uint_eq(ti.award_count, 4);
    for (uint32_t k = 0; k < ti.award_count; k++) {
        ck_assert_int_eq(swc_prizes_award(&aw, p, ti.first_award + k), SWC_OK);
        ck_assert_uint_ne(aw.id, 4);
    }
    swc_prizes_free(p);

    /* clause 7: the arbiters void P1's round-2 win for the bounty (named
     * by his opponent P4): one game of 100 left; the standings keep it */
    o.bounty_void = "2:4";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_int_eq(swc_prizes_award(&aw, p, ti.first_award), SWC_OK);
    ck_assert_uint_eq(aw.count, 1);
    ck_assert_int_eq(aw.amount, Y(100));
    swc_prizes_free(p);
    /* both games voided (SECTION:ROUND:ID too): no award at all */
    o.bounty_void = "1:1:2, 2:1";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.award_count, 0);
    swc_prizes_free(p);
    /* a bye, a forfeit or a malformed word is refused, nothing returned */
    static const struct { const char *v; int rc; const char *needle; } bad[] = {
        { "1:5", SWC_EINVAL, "no game played" }, { "1:3", SWC_EINVAL, "no game played" },
        { "3:1", SWC_EINVAL, "no game played" }, { "2:1:1", SWC_EINVAL, "no game played" },
        { "x", SWC_EPARSE, "is not [SECTION:]ROUND:ID" }, { "0:1", SWC_EPARSE, "count from 1" },
        { "1", SWC_EPARSE, "is not" },
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        o.bounty_void = bad[k].v;
        p = (swc_prizes *)&o;
        ck_assert_int_eq(swc_prizes_compute(&p, t, &o), bad[k].rc);
        ck_assert_ptr_null(p);
        ck_assert_msg(strstr(swc_tournament_errmsg(t), bad[k].needle), "%s: %s", bad[k].v, swc_tournament_errmsg(t));
    }
    swc_tournament_free(t);
}
END_TEST

/* Grade certificates beside the prize list: the 2015 chess final's table
 * read on the standings the prizes use, and a score-rate table that needs
 * the thresholds the organiser enters. */
START_TEST(test_api_grades_beside_prizes)
{
    /* 12 players by points 3 2 2 2 1 0…: places 1, 2-4 (shared), 5, 6-12 */
    swc_tournament *t = bye_event(NULL, twelve, 12, 3);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = "prizes places\n  amounts 100 50\ngrades chess-2015-final\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prizes_info pi = SWC_PRIZES_INFO_INIT;
    ck_assert_int_eq(swc_prizes_get_info(&pi, p), SWC_OK);
    ck_assert_str_eq(pi.grade_table, "chess-2015-final");
    ck_assert_ptr_null(pi.grade_note);
    const swc_grades *g = NULL;
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_OK);
    ck_assert_uint_eq(swc_grades_count(g), 12);
    /* 1-6名 候补棋协大师 (6人), 7-17名 一级棋士 (11人): the counts are caps,
     * so of the seven players sharing place 6 the first in the standings
     * order is sixth and the other six (the last of them id 12, twelfth)
     * take 一级棋士: 6 and 6 */
    swc_grade_row r = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&r, g, 1), SWC_OK);
    ck_assert_str_eq(r.grade, "候补棋协大师");
    ck_assert_int_eq(swc_grades_find(&r, g, 12), SWC_OK);
    ck_assert_int_eq(r.measure, 12);
    ck_assert_str_eq(r.grade, "一级棋士");
    uint32_t candidates = 0;
    for (uint32_t i = 0; i < swc_grades_count(g); i++) {
        ck_assert_int_eq(swc_grades_row_get(&r, g, i), SWC_OK);
        candidates += !strcmp(r.grade, "候补棋协大师");
    }
    ck_assert_uint_eq(candidates, 6);
    ck_assert_int_eq(swc_prizes_grades(&g, p, 1), SWC_ENOTFOUND);
    ck_assert_ptr_null(g);
    ck_assert_int_eq(swc_prizes_grades(NULL, p, 0), SWC_EINVAL);
    swc_prizes_free(p);

    /* the options override the rules; "none" drops the certificates */
    o.grade_table = "none";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_get_info(&pi, p), SWC_OK);
    ck_assert_ptr_null(pi.grade_table);
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_ENOTFOUND);
    swc_prizes_free(p);

    /* a score-rate table: current grade from cn_title; without thresholds
     * the prizes stand and the note says what is missing */
    set_player(t, 1, "十级棋士组", 'm', 0, "");
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&in, swc_tournament_player(t, 1)), SWC_OK);
    in.cn_title = "十级棋士";
    ck_assert_int_eq(swc_player_update(swc_tournament_player(t, 1), &in), SWC_OK);
    o.grade_table = "changping-2024";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_get_info(&pi, p), SWC_OK);
    ck_assert_str_eq(pi.grade_table, "changping-2024");
    ck_assert_ptr_nonnull(strstr(pi.grade_note, "thresholds"));
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_ENOTFOUND);
    ck_assert_int_eq(api_award(p, "places", 1), Y(100));
    swc_prizes_free(p);
    /* P1 scored 3 of 3: 100%; the threshold of 75% for two grades up
     * reaches 八级棋士, within the cap of 十级棋士组 (八级) */
    o.grade_thresholds = "十级棋士 +2 75%\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_OK);
    ck_assert_int_eq(swc_grades_find(&r, g, 1), SWC_OK);
    ck_assert_str_eq(r.current, "十级棋士");
    ck_assert_str_eq(r.cap, "八级棋士");
    ck_assert_str_eq(r.grade, "八级棋士");
    ck_assert_int_eq(r.measure, 1000);
    swc_prizes_free(p);
    /* errors: unknown table, a knockout table, bad thresholds */
    static const struct { const char *table, *th; int rc; const char *needle; } bad[] = {
        { "nope", NULL, SWC_ENOTFOUND, "no grade table" },
        { "xiangqi-2015-ruwei", NULL, SWC_EINVAL, "not a tournament" },
        { "changping-2024", "bogus line\n", SWC_EPARSE, "grades: thresholds" },
    };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        o.grade_table = bad[k].table;
        o.grade_thresholds = bad[k].th;
        p = (swc_prizes *)&o;
        ck_assert_int_eq(swc_prizes_compute(&p, t, &o), bad[k].rc);
        ck_assert_ptr_null(p);
        ck_assert_msg(strstr(swc_tournament_errmsg(t), bad[k].needle), "%s", swc_tournament_errmsg(t));
    }
    /* the rules' statement: grades TABLE [by-sex] [played], or none */
    o.grade_table = NULL;
    o.grade_thresholds = NULL;
    o.rules = "grades chess-2015-final sideways\nprizes p\n  amounts 1\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "line 1"));
    o.rules = "use national2015-chess\ngrades none\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_get_info(&pi, p), SWC_OK);
    ck_assert_ptr_null(pi.grade_table);
    swc_prizes_free(p);
    swc_tournament_free(t);
}
END_TEST

/* 昌平 / 经开区 十一4: two rounds missed, disqualified: no award, no
 * certificate; the places of the others stand. */
START_TEST(test_api_disqualified)
{
    swc_tournament *t = empty_event(4);
    for (int k = 0; k < 4; k++) {
        char name[8];
        snprintf(name, sizeof name, "P%d", k + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.cn_title = "十级棋士";
        in.group = "十级棋士组";
        in.sex = 'm';
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
        ck_assert_int_eq(swc_player_set_conduct(swc_tournament_player(t, (uint32_t)k + 1), 5), SWC_OK);
    }
    /* P4 loses rounds 1 and 2 by forfeit, then beats P3 and P1: 2 of 4 */
    static const uint32_t w[4][2] = { { 1, 2 }, { 4, 1 }, { 1, 3 }, { 4, 2 } };
    static const uint32_t b[4][2] = { { 4, 3 }, { 2, 3 }, { 2, 4 }, { 1, 3 } };
    static const int32_t res[4][2] = { { SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RESULT_WHITE_WIN },
                                       { SWC_RESULT_BLACK_FORFEIT_WIN, SWC_RESULT_WHITE_WIN },
                                       { SWC_RESULT_WHITE_WIN, SWC_RESULT_BLACK_WIN },
                                       { SWC_RESULT_WHITE_WIN, SWC_RESULT_WHITE_WIN } };
    for (int r = 0; r < 4; r++) {
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_round_create(&rd, t, w[r], b[r], 2, NULL, NULL, 0), SWC_OK);
        for (uint32_t k = 0; k < 2; k++)
            ck_assert_int_eq(swc_round_set_result(rd, k + 1, res[r][k]), SWC_OK);
    }
    /* P1 3 (F+, W, W, L), P2 3 (W, F+, L, W), P4 2 (F-, F-, W, W), P3 0 */
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules_name = "changping-grading";
    o.grade_thresholds = "* +1 50%\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_str_eq(ti.name, "top8");
    ck_assert_uint_eq(ti.award_count, 3);
    swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
    ck_assert_int_eq(swc_prizes_award(&aw, p, ti.first_award + 2), SWC_OK);
    ck_assert_uint_eq(aw.id, 3);   /* P3 takes the third prize place */
    ck_assert_uint_eq(aw.rank, 3); /* and is third: P4's place closes up */
    const swc_grades *g = NULL;
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_OK);
    swc_grade_row gr = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&gr, g, 4), SWC_OK);
    ck_assert_str_eq(gr.grade, "");
    ck_assert_ptr_nonnull(strstr(gr.reason, "disqualified"));
    ck_assert_int_eq(swc_grades_find(&gr, g, 1), SWC_OK);
    ck_assert_str_eq(gr.grade, "九级棋士"); /* 75%: one grade up */
    swc_prizes_free(p);
    /* without the rule P4's 50% reaches 九级 too, and he is placed */
    o.rules_name = NULL;
    o.rules = "use changping-grading\ndisqualify none\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_grades(&g, p, 0), SWC_OK);
    ck_assert_int_eq(swc_grades_find(&gr, g, 4), SWC_OK);
    ck_assert_str_eq(gr.grade, "九级棋士");
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.award_count, 4);
    swc_prizes_free(p);
    o.rules = "disqualify missed\nprizes p\n  places 1\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    swc_tournament_free(t);
}
END_TEST

/* 昌平 十一4 两轮未参加比赛，取消比赛资格，成绩作废 with 十5 混双 名次分: one place
 * per player in the run. P4 (two forfeits) is disqualified at place 3; P3
 * (place 4 of the standings) is third in the top-8 list and third for his
 * team: 十5a 第三名 9 points, not the 8 of place 4. P1 and P2 (3 points) hold
 * places 1 and 2, so team 甲 (P2 and P3, a man and a woman) scores 10 or
 * 11 for P2 plus 9. */
START_TEST(test_api_disqualified_one_place)
{
    swc_tournament *t = empty_event(4);
    for (int k = 0; k < 4; k++) {
        char name[8];
        snprintf(name, sizeof name, "P%d", k + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.group = "十级棋士组";
        in.sex = k == 2 ? 'w' : 'm';
        in.tags = k == 1 || k == 2 ? "doubles=甲" : "";
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    /* as test_api_disqualified: P1 3, P2 3, P4 2 (F-, F-, W, W), P3 0 */
    static const uint32_t w[4][2] = { { 1, 2 }, { 4, 1 }, { 1, 3 }, { 4, 2 } };
    static const uint32_t b[4][2] = { { 4, 3 }, { 2, 3 }, { 2, 4 }, { 1, 3 } };
    static const int32_t res[4][2] = { { SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RESULT_WHITE_WIN },
                                       { SWC_RESULT_BLACK_FORFEIT_WIN, SWC_RESULT_WHITE_WIN },
                                       { SWC_RESULT_WHITE_WIN, SWC_RESULT_BLACK_WIN },
                                       { SWC_RESULT_WHITE_WIN, SWC_RESULT_WHITE_WIN } };
    for (int r = 0; r < 4; r++) {
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_round_create(&rd, t, w[r], b[r], 2, NULL, NULL, 0), SWC_OK);
        for (uint32_t k = 0; k < 2; k++)
            ck_assert_int_eq(swc_round_set_result(rd, k + 1, res[r][k]), SWC_OK);
    }
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules_name = "changping-grading";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prizes_info info = SWC_PRIZES_INFO_INIT;
    ck_assert_int_eq(swc_prizes_get_info(&info, p), SWC_OK);
    ck_assert_ptr_nonnull(info.disqualified_reading);
    ck_assert_ptr_nonnull(strstr(info.disqualified_reading, "opponents keep their results"));
    uint32_t top8_place = 0, team_place = 0;
    int64_t team_value = 0;
    for (uint32_t a = 0; a < swc_prizes_award_count(p); a++) {
        swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
        ck_assert_int_eq(swc_prizes_award(&aw, p, a), SWC_OK);
        ck_assert_uint_ne(aw.id, 4);
        if (aw.id == 3 && aw.table == 0)
            top8_place = aw.rank;
    }
    for (uint32_t k = 0; k < swc_prizes_team_count(p); k++) {
        swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
        ck_assert_int_eq(swc_prizes_team(&tm, p, k), SWC_OK);
        for (uint32_t m = 0; m < tm.member_count; m++) {
            uint32_t id = 0, place = 0;
            int64_t value = 0;
            ck_assert_int_eq(swc_prizes_team_member(&id, &place, &value, p, k, m), SWC_OK);
            if (id == 3) {
                team_place = place;
                team_value = value;
            }
        }
    }
    ck_assert_uint_eq(top8_place, 3);
    ck_assert_uint_eq(team_place, 3);
    ck_assert_int_eq(team_value, Y(9));
    swc_prizes_free(p);
    swc_tournament_free(t);
}
END_TEST

/* 此前成绩作废, the other reading: the disqualified player's games count for
 * nobody. Six players of one group, three rounds; X (id 6) loses rounds 1
 * and 2 by forfeit (to A and B) and beats C in round 3; every other game is
 * drawn. As played: A 1+½+½ = 2, B ½+1+½ = 2, D and E 1½, C 1, X 1. With his
 * games annulled: A ½+½ = 1, B ½+½ = 1, C ½+½ = 1, D and E 1½, X 0, so D
 * and E hold places 1-2 instead of A and B. */
START_TEST(test_api_disqualified_annulled)
{
    static const char doc[] =
        "{\"format\": \"swisscore\", \"version\": 1, \"settings\": {\"rounds\": 3},"
        " \"players\": [{\"id\": 1, \"name\": \"A\", \"group\": \"G\"}, {\"id\": 2, \"name\": \"B\", \"group\": \"G\"},"
        "  {\"id\": 3, \"name\": \"C\", \"group\": \"G\"}, {\"id\": 4, \"name\": \"D\", \"group\": \"G\"},"
        "  {\"id\": 5, \"name\": \"E\", \"group\": \"G\"}, {\"id\": 6, \"name\": \"X\", \"group\": \"G\"}],"
        " \"rounds\": ["
        "  {\"round\": 1, \"boards\": [{\"white\": 1, \"black\": 6, \"result\": \"white_forfeit_win\"},"
        "   {\"white\": 2, \"black\": 3, \"result\": \"draw\"}, {\"white\": 4, \"black\": 5, \"result\": \"draw\"}]},"
        "  {\"round\": 2, \"boards\": [{\"white\": 2, \"black\": 6, \"result\": \"white_forfeit_win\"},"
        "   {\"white\": 1, \"black\": 4, \"result\": \"draw\"}, {\"white\": 3, \"black\": 5, \"result\": \"draw\"}]},"
        "  {\"round\": 3, \"boards\": [{\"white\": 6, \"black\": 3, \"result\": \"white_win\"},"
        "   {\"white\": 1, \"black\": 5, \"result\": \"draw\"}, {\"white\": 2, \"black\": 4, \"result\": \"draw\"}]}]}";
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_json_read(&t, doc, sizeof doc - 1, NULL, NULL), SWC_OK);
    static const char *const rules[2] = { "use changping-grading\n", "use changping-grading\ndisqualify missed 2 annul\n" };
    static const uint32_t top[2][2] = { { 1, 2 }, { 4, 5 } };
    for (int k = 0; k < 2; k++) {
        swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
        o.rules = rules[k];
        swc_prizes *p = NULL;
        ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
        uint32_t first_two[2] = { 0, 0 }, n = 0;
        for (uint32_t a = 0; a < swc_prizes_award_count(p); a++) {
            swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
            ck_assert_int_eq(swc_prizes_award(&aw, p, a), SWC_OK);
            ck_assert_uint_ne(aw.id, 6);
            if (aw.table == 0 && aw.rank <= 2 && n < 2)
                first_two[n++] = aw.id;
        }
        ck_assert_uint_eq(n, 2);
        uint32_t lo = first_two[0] < first_two[1] ? first_two[0] : first_two[1];
        uint32_t hi = first_two[0] < first_two[1] ? first_two[1] : first_two[0];
        ck_assert_uint_eq(lo, top[k][0]);
        ck_assert_uint_eq(hi, top[k][1]);
        swc_prizes_info info = SWC_PRIZES_INFO_INIT;
        ck_assert_int_eq(swc_prizes_get_info(&info, p), SWC_OK);
        ck_assert_ptr_nonnull(strstr(info.disqualified_reading, k ? "count for nobody" : "opponents keep"));
        swc_prizes_free(p);
    }
    /* the tournament itself is untouched: A still has his forfeit win */
    const swc_round *r1 = swc_tournament_round(t, 1);
    int32_t res = 0;
    ck_assert_int_eq(swc_round_game_result(&res, r1, 1, 1), SWC_OK);
    ck_assert_int_eq(res, SWC_RESULT_WHITE_FORFEIT_WIN);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = "use changping-grading\ndisqualify missed 2 void\n";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    swc_tournament_free(t);
}
END_TEST

/* 方庄国际象棋 十一(一): 12 entrants of the open section run alone under the
 * merged rule (`section group 公开组`): 少于32人 ⌊12/4⌋ = 3 places, 2200 1100
 * 600. Nobody has a group: nothing is paid and the note says why; once the
 * file says its players are 公开组 (SWC_TEXT_SECTION_GROUP, `new --group`),
 * the three places are paid: 2200 to P1 (3 points), 1100 + 600 to two of
 * P2-P4 (2 points, lots), 3900 in all. */
START_TEST(test_api_section_group)
{
    swc_tournament *t = bye_event(NULL, twelve, 12, 3);
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules_name = "fangzhuang-chess";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_str_eq(ti.name, "open");
    ck_assert_uint_eq(ti.entrants, 0);
    ck_assert_uint_eq(ti.award_count, 0);
    ck_assert_ptr_nonnull(ti.note);
    ck_assert_ptr_nonnull(strstr(ti.note, "no player has a registration group"));
    ck_assert_ptr_nonnull(strstr(ti.note, "--group"));
    swc_prizes_free(p);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_SECTION_GROUP, "公开组"), SWC_OK);
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.entrants, 12);
    ck_assert_uint_eq(ti.places, 3);
    ck_assert_int_eq(ti.total, Y(3900));
    ck_assert_int_eq(api_award(p, "open", 1), Y(2200));
    /* the sprint group has nobody: no entrants, and no warning */
    ck_assert_int_eq(swc_prizes_table(&ti, p, 3), SWC_OK);
    ck_assert_str_eq(ti.name, "sprint");
    ck_assert_uint_eq(ti.entrants, 0);
    ck_assert_str_eq(ti.note, "no entrants");
    swc_prizes_free(p);
    /* a player's own group stands: P12 in 大师冲刺组 leaves the open group */
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&in, swc_tournament_player(t, 12)), SWC_OK);
    in.group = "大师冲刺组";
    ck_assert_int_eq(swc_player_update(swc_tournament_player(t, 12), &in), SWC_OK);
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    ck_assert_int_eq(swc_prizes_table(&ti, p, 0), SWC_OK);
    ck_assert_uint_eq(ti.entrants, 11);
    ck_assert_uint_eq(ti.places, 2);
    swc_prizes_free(p);
    swc_tournament_free(t);
}
END_TEST

/* 2015 doubles: an entrant is a pair; a pair whose recorded sexes are not
 * the event's is refused (男女混双: one man and one woman). */
START_TEST(test_api_doubles_pairs)
{
    swc_tournament *t = bye_event(NULL, twelve, 12, 3);
    for (uint32_t id = 1; id <= 12; id++)
        set_player(t, id, "", 0, 0, id == 7 ? "sexes=wm" : "sexes=mw");
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules_name = "national2015-doubles-mixed";
    swc_prizes *p = NULL;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    /* 10000 to the first; 8000+6000+3000 shared by the three tied second */
    ck_assert_int_eq(api_award(p, "places", 1), Y(10000));
    ck_assert_int_eq(api_award(p, "places", 3), Y(17000) / 3 - Y(17000) / 3 % 1);
    swc_prizes_free(p);
    set_player(t, 7, "", 0, 0, "sexes=mm");
    p = (swc_prizes *)&o;
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    ck_assert_ptr_null(p);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "entrant 7 (P07) is sexes=mm"));
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "1 men, 1 women"));
    o.rules_name = "national2015-doubles-men";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "entrant 1 (P01) is sexes=mw"));
    /* the parent-child pairs: any two members; three letters are no pair */
    o.rules_name = "national2015-doubles-parent";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_OK);
    swc_prizes_free(p);
    set_player(t, 7, "", 0, 0, "sexes=mmw");
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    /* an entrant without the tag is taken as registered */
    set_player(t, 7, "", 0, 0, "");
    o.rules_name = "national2015-doubles-women";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "entrant 1 "));
    o.rules_name = NULL;
    o.rules = "prizes p\n  amounts 1\n  entrant-sexes mx\n";
    ck_assert_int_eq(swc_prizes_compute(&p, t, &o), SWC_EPARSE);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("prizes-api");
    TCase *tc = tcase_create("prizes");
    tcase_add_test(tc, test_api_standings);
    tcase_add_test(tc, test_api_teams_and_errors);
    tcase_add_test(tc, test_api_dual_board);
    tcase_add_test(tc, test_out_of_memory);
    tcase_add_test(tc, test_out_of_memory_sections);
    tcase_add_test(tc, test_sections_errors);
    tcase_add_test(tc, test_api_bounty_games);
    tcase_add_test(tc, test_api_grades_beside_prizes);
    tcase_add_test(tc, test_api_doubles_pairs);
    tcase_add_test(tc, test_api_disqualified);
    tcase_add_test(tc, test_api_disqualified_one_place);
    tcase_add_test(tc, test_api_section_group);
    tcase_add_test(tc, test_api_disqualified_annulled);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
