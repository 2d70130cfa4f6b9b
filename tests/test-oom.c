/*
 * Out-of-memory sweeps. For every public call that allocates, the call is
 * repeated on a fresh tournament with the Nth allocation failing, for
 * N = 1, 2, 3, ... until it succeeds. At each N the call must return
 * SWC_ENOMEM with a message, leave the tournament exactly as it was (its
 * TRF export and what the getters show compare equal before and after),
 * and leak nothing (once the tournament is freed, the test allocator
 * counts no live block).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Safety stop: no call of these small fixtures needs this many allocations. */
#define MAX_STEPS 20000L

/* The TRF export plus what the TRF does not carry, as malloc'd text. */
static char *state_of(swc_tournament *t)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    size_t need = 0;
    ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, &wo), SWC_EBUFSIZE);
    size_t cap = need + 4096;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    size_t got = 0;
    ck_assert_int_eq(swc_trf_write(&got, s, cap, t, &wo), SWC_OK);
    size_t len = got;
    uint32_t np = swc_tournament_player_count(t);
    for (uint32_t tpn = 1; tpn <= np; tpn++) {
        swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        ck_assert_int_eq(swc_player_get_info(&in, p), SWC_OK);
        int n = snprintf(s + len, cap - len, "%u %s %s %s\n", swc_player_id(p), in.name, in.group, in.tags);
        ck_assert(n > 0 && (size_t)n < cap - len);
        len += (size_t)n;
    }
    return s;
}

/* 12 players (one late entry when rounds exist), texts, four forbidden
 * pairs (a fifth needs room),
 * `rounds` rounds paired by the engine with all results in, a bye
 * requested for a later round. */
static swc_tournament *fixture(swc_test_alloc *st, int rounds)
{
    swc_allocator a = swc_test_allocator(st);
    swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
    o.allocator = &a;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 7), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "Open"), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_CITY, "Suzhou"), SWC_OK);
    for (int i = 0; i < 11; i++) {
        char name[16];
        snprintf(name, sizeof name, "P%02d", i + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 2400 - 15 * i;
        in.federation = "CHN";
        in.group = i % 2 ? "A" : "";
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 2), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 4, 9, 3, 0), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 5, 6, 1, 1), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 10, 11, 2, 5), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 5), 6, SWC_RK_HALF_BYE), SWC_OK);
    for (int r = 1; r <= rounds; r++) {
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&rd, t), SWC_OK);
        for (uint32_t b = 1; b <= swc_round_board_count(rd); b++)
            ck_assert_int_eq(swc_round_set_result(rd, b, 1 + (int)((b + (uint32_t)r) % 3)), SWC_OK);
        if (r == 1) {
            swc_player_info in = SWC_PLAYER_INFO_INIT;
            in.name = "Late";
            ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
        }
    }
    return t;
}

typedef int (*op_fn)(swc_tournament *t);

/* Run op on fresh fixtures with allocation N failing, N = 1, 2, ... */
static void sweep(const char *what, int rounds, op_fn op)
{
    long n;
    for (n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_tournament *t = fixture(&st, rounds);
        char *before = state_of(t);
        long base = st.calls;
        st.fail_at = base + n;
        int rc = op(t);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            swc_tournament_free(t);
            free(before);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "%s with allocation %ld failing returned %d (%s)", what, n, rc,
                      swc_tournament_errmsg(t));
        ck_assert_msg(st.calls >= base + n, "%s returned SWC_ENOMEM without a failed allocation", what);
        ck_assert_str_ne(swc_tournament_errmsg(t), "");
        char *after = state_of(t);
        ck_assert_msg(strcmp(before, after) == 0,
                      "%s with allocation %ld failing changed the tournament:\n%s\n----\n%s", what, n, before, after);
        free(after);
        free(before);
        swc_tournament_free(t);
        ck_assert_msg(st.live_blocks == 0 && st.live_bytes == 0,
                      "%s with allocation %ld failing leaked %ld block(s), %lld byte(s)", what, n, st.live_blocks,
                      st.live_bytes);
    }
    ck_assert_msg(n < MAX_STEPS, "%s never succeeded", what);
    printf("# %s: succeeded at allocation %ld\n", what, n);
}

static int op_add_player(swc_tournament *t)
{
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = "王天一";
    in.rating = 2700;
    in.title = "GM";
    in.federation = "北京";
    in.fide_id = "8603677";
    in.birth_date = "1989/01/01";
    in.group = "公开组";
    in.tags = "u20,women";
    uint32_t id = 0;
    return swc_player_add(&id, t, &in);
}

static int op_update_player(swc_tournament *t)
{
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    swc_player *p = swc_tournament_player(t, 3);
    ck_assert_int_eq(swc_player_get_info(&in, p), SWC_OK);
    in.tags = "changed tags";
    in.group = "B";
    return swc_player_update(p, &in);
}

static int op_set_text(swc_tournament *t)
{
    return swc_tournament_set_string(t, SWC_TEXT_ARBITER, "IA Li Ming");
}

static int op_replace_text(swc_tournament *t)
{
    return swc_tournament_set_string(t, SWC_TEXT_NAME, "Spring Open 2026");
}

static int op_forbid(swc_tournament *t)
{
    return swc_tournament_forbid_pair(t, 3, 7);
}

static int op_forbid_rounds(swc_tournament *t)
{
    return swc_tournament_forbid_pair_rounds(t, 3, 7, 2, 4);
}

/* Joins the fixture's range of 4-9 (3 to the end): nothing to allocate. */
static int op_forbid_join(swc_tournament *t)
{
    return swc_tournament_forbid_pair_rounds(t, 9, 4, 1, 2);
}

static int op_request_bye(swc_tournament *t)
{
    return swc_player_request_bye(swc_tournament_player(t, 8), 7, SWC_RK_ZERO_BYE);
}

static int op_virtual(swc_tournament *t)
{
    return swc_player_set_virtual_points(swc_tournament_player(t, 2), 5, 10);
}

static int op_withdraw(swc_tournament *t)
{
    return swc_player_withdraw(swc_tournament_player(t, 4), 4);
}

static int op_pair(swc_tournament *t)
{
    return swc_tournament_pair_next(NULL, t);
}

/* A round made by hand: players by TPN, 1-2, 3-4, ..., the odd one a PAB. */
static int op_round_create(swc_tournament *t)
{
    uint32_t white[8], black[8], bye[1];
    int32_t kind[1] = { SWC_RK_PAB };
    uint32_t np = swc_tournament_player_count(t), nb = 0, ids[16];
    ck_assert_uint_le(np, 16);
    for (uint32_t tpn = 1; tpn <= np; tpn++)
        ids[tpn - 1] = swc_player_id(swc_tournament_player_by_tpn(t, tpn));
    for (uint32_t i = 0; i + 1 < np; i += 2, nb++)
        white[nb] = ids[i], black[nb] = ids[i + 1];
    bye[0] = ids[np - 1];
    return swc_round_create(NULL, t, white, black, nb, bye, kind, np % 2);
}

static int op_set_result(swc_tournament *t)
{
    /* A correction in the last round, and a result in a new one. */
    swc_round *last = swc_tournament_round(t, swc_tournament_round_count(t));
    int rc = swc_round_set_result(last, 1, SWC_RESULT_DRAW);
    ck_assert_int_eq(rc, SWC_OK);
    return swc_round_set_game_result(last, 2, 1, SWC_RESULT_WHITE_FORFEIT_WIN);
}

static int op_delete_round(swc_tournament *t)
{
    return swc_tournament_delete_last_round(t);
}

static int op_trf_write(swc_tournament *t)
{
    static char buf[1 << 16];
    size_t len = 0;
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_16;
    return swc_trf_write(&len, buf, sizeof buf, t, &wo);
}

static int op_trf_report(swc_tournament *t)
{
    static char buf[1 << 16];
    size_t len = 0;
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    return swc_trf_write_report(&len, buf, sizeof buf, t, &wo, SWC_TRF_REPORT_PLAIN);
}

/* Standings are freed at once: the sweep then checks that nothing stays. */
static int standings_with(swc_tournament *t, const char *tiebreaks, const char *ruleset)
{
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = tiebreaks;
    so.ruleset = ruleset;
    swc_standings *st = (swc_standings *)t; /* must be reset */
    int rc = swc_standings_compute(&st, t, &so);
    if (rc == SWC_OK) {
        ck_assert_uint_eq(swc_standings_count(st), swc_tournament_player_count(t));
        swc_standings_free(st);
    } else {
        ck_assert_ptr_null(st);
    }
    return rc;
}

static int op_standings_cascade(swc_tournament *t)
{
    return standings_with(t, "BH/C1,BH,SB,PS,WIN,DE,LOT", NULL);
}

static int op_standings_ruleset(swc_tournament *t)
{
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    ck_assert_uint_gt(swc_ruleset_count(), 0);
    ck_assert_int_eq(swc_ruleset_get(&ri, swc_ruleset_count() - 1), SWC_OK);
    return standings_with(t, NULL, ri.name);
}

START_TEST(test_oom_tournament_new)
{
    long n;
    for (n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { n, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
        o.allocator = &a;
        swc_tournament *t = (swc_tournament *)&st; /* must be reset */
        int rc = swc_tournament_new(&t, &o);
        if (rc == SWC_OK) {
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_ptr_null(t);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(n < MAX_STEPS);
}
END_TEST

START_TEST(test_oom_players)
{
    sweep("add player", 0, op_add_player);
    sweep("add player after round 2 (late entry)", 2, op_add_player);
    sweep("update player", 1, op_update_player);
    sweep("withdraw player", 2, op_withdraw);
    sweep("request bye", 1, op_request_bye);
    sweep("virtual points", 0, op_virtual);
}
END_TEST

START_TEST(test_oom_settings)
{
    sweep("set text", 0, op_set_text);
    sweep("replace text", 1, op_replace_text);
    sweep("forbid pair", 0, op_forbid);
    sweep("forbid pair after a round", 1, op_forbid);
    sweep("forbid pair in rounds", 0, op_forbid_rounds);
    sweep("forbid pair in rounds after a round", 1, op_forbid_rounds);
    sweep("forbid pair in rounds joined", 1, op_forbid_join);
}
END_TEST

START_TEST(test_oom_rounds)
{
    sweep("round create", 1, op_round_create);
    sweep("set result", 2, op_set_result);
    sweep("delete last round", 2, op_delete_round);
}
END_TEST

START_TEST(test_oom_pair_next)
{
    sweep("pair round 1", 0, op_pair);
    sweep("pair round 3", 2, op_pair);
    sweep("pair round 5", 4, op_pair);
}
END_TEST

static int op_report_boards(swc_tournament *t)
{
    swc_report *r = NULL;
    swc_report_options o = SWC_REPORT_OPTIONS_INIT;
    o.by_name = 1;
    int rc = swc_report_boards(&r, t, NULL);
    swc_report_free(r);
    if (rc == SWC_OK)
        rc = swc_report_boards(&r, t, &o);
    swc_report_free(r);
    return rc;
}

static int op_report_crosstable(swc_tournament *t)
{
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    swc_report_options o = SWC_REPORT_OPTIONS_INIT;
    so.tiebreaks = "BH/C1,SB";
    o.standings = &so;
    swc_report *r = NULL;
    int rc = swc_report_crosstable(&r, t, &o);
    swc_report_free(r);
    return rc;
}

/* A player's card (its tie-breaks, explanations and JSON), freed at once. */
static int card_of(swc_tournament *t, uint32_t id, int32_t lang)
{
    swc_card_options co = SWC_CARD_OPTIONS_INIT;
    co.lang = lang;
    co.tiebreaks = "BH/C1,BH,SB";
    swc_card *c = (swc_card *)t; /* must be reset */
    int rc = swc_card_new(&c, t, id, &co);
    if (rc == SWC_OK) {
        ck_assert_uint_eq(swc_card_tiebreak_count(c), 4);
        ck_assert_ptr_nonnull(swc_card_json(c));
        swc_card_free(c);
    } else {
        ck_assert_ptr_null(c);
    }
    return rc;
}

static int op_card_en(swc_tournament *t)
{
    return card_of(t, 1, SWC_CARD_LANG_EN);
}

static int op_card_zh(swc_tournament *t)
{
    return card_of(t, 12, SWC_CARD_LANG_ZH);
}

START_TEST(test_oom_card)
{
    sweep("player card", 4, op_card_en);
    sweep("player card in Chinese, late entry", 4, op_card_zh);
}
END_TEST

START_TEST(test_oom_standings)
{
    sweep("standings by a cascade", 4, op_standings_cascade);
    sweep("standings by a ruleset", 4, op_standings_ruleset);
    sweep("boards of a round", 4, op_report_boards);
    sweep("crosstable", 4, op_report_crosstable);
}
END_TEST

/* Xiangqi boards: a failed board_new leaves nothing; a failed move leaves
 * the board (its FEN and its history length) as it was. */
START_TEST(test_oom_xiangqi_board)
{
    static const char *const moves[] = { "h2e2", "马8进7", "马二进三", "车9平8", "车一平二", "卒7进1" };
    const size_t nmoves = sizeof moves / sizeof moves[0];
    long n;
    for (n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_xq_options o = SWC_XQ_OPTIONS_INIT;
        o.allocator = &a;
        st.fail_at = n;
        swc_xq_board *b = NULL;
        int rc = swc_xq_board_new(&b, &o);
        if (rc != SWC_OK) {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_ptr_null(b);
            ck_assert_int_eq(st.live_blocks, 0);
            continue;
        }
        /* Play the moves, each with the remaining budget of allocations. */
        size_t played = 0;
        for (; played < nmoves; played++) {
            char before[128], after[128];
            size_t len = 0;
            long saved = st.fail_at;
            st.fail_at = 0;
            ck_assert_int_eq(swc_xq_board_get_fen(&len, before, sizeof before, b), SWC_OK);
            int plies = swc_xq_board_ply_count(b);
            st.fail_at = saved;
            rc = swc_xq_board_play(NULL, b, moves[played], strlen(moves[played]));
            st.fail_at = 0;
            if (rc != SWC_OK) {
                ck_assert_int_eq(rc, SWC_ENOMEM);
                ck_assert_int_eq(swc_xq_board_get_fen(&len, after, sizeof after, b), SWC_OK);
                ck_assert_str_eq(before, after);
                ck_assert_int_eq(swc_xq_board_ply_count(b), plies);
                break;
            }
            st.fail_at = saved;
        }
        swc_xq_board_free(b);
        ck_assert_int_eq(st.live_blocks, 0);
        if (played == nmoves)
            break;
    }
    ck_assert(n < MAX_STEPS);
    printf("# xiangqi board and %zu moves: succeeded at allocation %ld\n", nmoves, n);
}
END_TEST

START_TEST(test_oom_trf_write)
{
    sweep("TRF write", 3, op_trf_write);
}
END_TEST

START_TEST(test_oom_trf_report)
{
    /* The ranks come from the standings, which allocate too. */
    sweep("TRF report", 3, op_trf_report);
}
END_TEST

/* Reading: every failure leaves no tournament and no live block. */
static void sweep_read(const char *what, const char *text, size_t len)
{
    long n;
    for (n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { n, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
        ro.allocator = &a;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        swc_tournament *t = (swc_tournament *)&st;
        int rc = swc_trf_read(&t, text, len, &ro, &err);
        if (rc == SWC_OK) {
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "%s with allocation %ld failing returned %d (%s)", what, n, rc, err.message);
        ck_assert_ptr_null(t);
        ck_assert_str_ne(err.message, "");
        ck_assert_msg(st.live_blocks == 0, "%s with allocation %ld failing leaked %ld block(s)", what, n,
                      st.live_blocks);
    }
    ck_assert(n < MAX_STEPS);
    printf("# %s: succeeded at allocation %ld\n", what, n);
}

START_TEST(test_oom_trf_read)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_tournament *t = fixture(&st, 3);
    char *text = state_of(t);
    swc_tournament_free(t);
    /* state_of appended player lines after the TRF: cut them off again. */
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    swc_tournament *t2 = fixture(&st, 3);
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t2, &wo), SWC_EBUFSIZE);
    swc_tournament_free(t2);
    sweep_read("TRF read (written by the library)", text, len);
    free(text);

    char *path = swc_test_path(swc_test_data_dir(), "oracle/dutch-2026/p25_r7_c_r6.trf");
    size_t flen = 0;
    char *file = swc_test_read_file(path, &flen);
    ck_assert_ptr_nonnull(file);
    sweep_read("TRF read (reference file)", file, flen);
    free(file);
    free(path);

    /* The library's own records (doc/trf-extensions.md): a late entry, an
     * adjourned game, Baku points stated, the sequential system, forbidden
     * ranges. */
    static const char ext[] =
        "XXR 3\n"
        "192 FIDE_DUTCH_2026_BAKU\n"
        "XPS SEQUENTIAL PROGRESSIVE\n"
        "XNE  0.5\n"
        "XLE 002    4\n"
        "XAJ 001 1    1\n"
        "XXA    1  1.0  1.0\n"
        "260 001 002    3    4\n"
        "XFP 002 000    1    2\n"
        "001    1      A                                 2400                             0.0          2 w  \n"
        "001    2      B                                 2300                             0.0          1 b  \n"
        "001    3      C                                 2200                             1.0       0000 - U\n"
        "001    4      D                                 2100                             0.5       0000 - Z\n";
    sweep_read("TRF read (extension records)", ext, sizeof ext - 1);

    /* The lossless records: XLF, XST, XTX, XPA of every key, XBO, XBY. */
    t = swc_test_tournament(5);
    swc_tournament_set_int(t, SWC_SET_FORFEIT_WITHDRAW, 2);
    swc_tournament_set_string(t, SWC_TEXT_NAME, " Open ");
    swc_player_info pi = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&pi, swc_tournament_player(t, 1));
    pi.name = "Wolfeschlegelsteinhausenbergerdorff, Hubert";
    pi.group = "A";
    pi.tags = "x,y";
    pi.cn_title = "一级棋士";
    pi.flags = SWC_PLAYER_MEMBER;
    ck_assert_int_eq(swc_player_update(swc_tournament_player(t, 1), &pi), SWC_OK);
    swc_player_set_fouls(swc_tournament_player(t, 2), 1);
    swc_player_set_conduct(swc_tournament_player(t, 2), -1);
    swc_player_set_virtual_points(swc_tournament_player(t, 3), 1, 0);
    swc_player_request_bye(swc_tournament_player(t, 4), 4, SWC_RK_HALF_BYE);
    swc_test_play(t, "3-4:1 1-2:= 5:Z");
    swc_player_withdraw(swc_tournament_player(t, 5), 2);
    swc_test_play(t, "1-3:1 2-4:0");
    len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    text = malloc(len + 1);
    ck_assert_int_eq(swc_trf_write(&len, text, len + 1, t, &wo), SWC_OK);
    ck_assert_ptr_nonnull(strstr(text, "XBO 001"));
    ck_assert_ptr_nonnull(strstr(text, "XBY 002"));
    swc_tournament_free(t);
    sweep_read("TRF read (lossless records)", text, len);
    free(text);
}
END_TEST

/* A team event read back: teams, members, line-ups, a forfeited match,
 * the team PAB and a team bye, all through the team records. */
START_TEST(test_oom_trf_read_team)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 2), SWC_OK);
    for (uint32_t k = 1; k <= 5; k++) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        char name[16];
        snprintf(name, sizeof name, "Team %u", k);
        ti.name = name;
        ti.federation = "CHN";
        ck_assert_int_eq(swc_team_add(NULL, t, &ti), SWC_OK);
        uint32_t ids[3];
        for (int i = 0; i < 3; i++) {
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            char pn[16];
            snprintf(pn, sizeof pn, "P%u%d", k, i);
            pi.name = pn;
            ck_assert_int_eq(swc_player_add(&ids[i], t, &pi), SWC_OK);
        }
        ck_assert_int_eq(swc_team_set_members(t, k, ids, 3), SWC_OK);
    }
    static const uint32_t l1[2] = { 3, 0 };
    swc_team_match_info m[4] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT,
                                 SWC_TEAM_MATCH_INFO_INIT };
    m[0].white = 1, m[0].black = 2, m[0].white_lineup = l1;
    m[1].white = 3, m[1].black = 4, m[1].kind = SWC_TEAM_MATCH_FORFEIT_BLACK;
    m[2].white = 5, m[2].kind = SWC_RK_PAB;
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 3), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DRAW), SWC_OK);
    m[0].white = 2, m[0].black = 5, m[0].white_lineup = NULL;
    m[1].white = 4, m[1].black = 1, m[1].kind = SWC_TEAM_MATCH_PLAYED;
    m[2].white = 3, m[2].kind = SWC_RK_HALF_BYE;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 3), SWC_OK);
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *text = malloc(len + 1);
    ck_assert_int_eq(swc_trf_write(&len, text, len + 1, t, &wo), SWC_OK);
    ck_assert_ptr_nonnull(strstr(text, "330 -+   1   3   4"));
    swc_tournament_free(t);
    sweep_read("TRF read (team event)", text, len);
    free(text);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("oom");
    TCase *tc = tcase_create("oom");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_oom_tournament_new);
    tcase_add_test(tc, test_oom_players);
    tcase_add_test(tc, test_oom_settings);
    tcase_add_test(tc, test_oom_rounds);
    tcase_add_test(tc, test_oom_pair_next);
    tcase_add_test(tc, test_oom_standings);
    tcase_add_test(tc, test_oom_card);
    tcase_add_test(tc, test_oom_xiangqi_board);
    tcase_add_test(tc, test_oom_trf_write);
    tcase_add_test(tc, test_oom_trf_report);
    tcase_add_test(tc, test_oom_trf_read);
    tcase_add_test(tc, test_oom_trf_read_team);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
