/*
 * The arena (online qualifier stages of the 2015 全国业余棋王争霸赛): the
 * expected leaderboards are worked out by hand from the document's rules
 * (win +2, draw +1, loss -2, escape -2 / +2, more than 5 escapes eliminate,
 * 清零, thresholds, 责任局数, top N with its tie rule) in each test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define T0 1438423200LL /* 2015-08-01 10:00:00 */

static swc_arena *arena(const char *preset)
{
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    o.preset = preset;
    swc_arena *a = NULL;
    ck_assert_int_eq(swc_arena_new(&a, &o), SWC_OK);
    return a;
}

static int game(swc_arena *a, const char *w, const char *b, int result, int escaped, int64_t dur, int64_t t)
{
    swc_arena_game g = SWC_ARENA_GAME_INIT;
    g.white = w;
    g.black = b;
    g.result = result;
    g.escaped = escaped;
    g.duration = dur;
    g.end_time = t;
    return swc_arena_add_game(a, &g);
}

static swc_arena_row row_of(swc_arena *a, const char *name)
{
    swc_arena_row r = SWC_ARENA_ROW_INIT;
    ck_assert_msg(swc_arena_find(&r, a, name) == SWC_OK, "%s not found", name);
    return r;
}

/* The Go leaderboard of the document: 赵大 10-0 … 郑七 4-6, ten games each
 * against sparring partners who play nobody else. */
START_TEST(test_go_leaderboard)
{
    static const char *names[] = { "赵大", "钱二", "孙三", "李四", "周五", "吴六", "郑七" };
    /* 胜 10 9 8 7 6 5 4, 负 0 1 2 … 6: points 2*W - 2*L */
    static const int32_t want_points[] = { 200, 160, 120, 80, 40, 0, -40 };
    static const uint32_t want_rate[] = { 1000, 900, 800, 700, 600, 500, 400 };
    /* 9分21秒, 9分58秒, 10分32秒 … as listed */
    static const int64_t avg[] = { 561, 598, 632, 632, 632, 567, 632 };
    swc_arena *a = arena("go-2015-haixuan");
    int64_t t = T0;
    for (int p = 0; p < 7; p++)
        for (int g = 0; g < 10; g++) {
            char sparring[32];
            snprintf(sparring, sizeof sparring, "陪练%d-%d", p, g);
            int won = g < 10 - p;
            ck_assert_int_eq(game(a, names[p], sparring, won ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN, 0,
                                  avg[p], t += 60), SWC_OK);
        }
    uint32_t prev_rank = 0;
    for (int p = 0; p < 7; p++) {
        swc_arena_row r = row_of(a, names[p]);
        ck_assert_int_eq(r.points, want_points[p]);
        ck_assert_uint_eq(r.win_rate, want_rate[p]);
        ck_assert_uint_eq(r.wins, 10u - (uint32_t)p);
        ck_assert_uint_eq(r.losses, (uint32_t)p);
        ck_assert_uint_eq(r.draws, 0);
        ck_assert_uint_eq(r.escapes, 0);
        ck_assert_uint_eq(r.games, 10);
        ck_assert_uint_eq(r.avg_time, (uint32_t)avg[p]);
        ck_assert_uint_gt(r.rank, prev_rank);
        prev_rank = r.rank;
        /* 4 points or more qualify */
        ck_assert_int_eq(r.status, want_points[p] >= 40 ? SWC_ARENA_QUALIFIED : SWC_ARENA_PLAYING);
    }
    /* the leader is first on the board */
    swc_arena_row top = SWC_ARENA_ROW_INIT;
    ck_assert_int_eq(swc_arena_row_get(&top, a, 0), SWC_OK);
    ck_assert_str_eq(top.name, "赵大");
    ck_assert_uint_eq(top.rank, 1);
    /* Go has no draws */
    ck_assert_int_eq(game(a, "赵大", "钱二", SWC_RESULT_DRAW, 0, 600, t + 60), SWC_EINVAL);
    ck_assert_str_ne(swc_arena_errmsg(a), "");
    swc_arena_info info = SWC_ARENA_INFO_INIT;
    ck_assert_int_eq(swc_arena_get_info(&info, a), SWC_OK);
    ck_assert_uint_eq(info.games, 70);
    ck_assert_uint_eq(info.players, 77);
    /* 赵大 20, 钱二 16, 孙三 12, 李四 8, 周五 4 qualify; the 21 partners
     * who beat someone have 2 */
    ck_assert_uint_eq(info.qualified, 5);
    swc_arena_free(a);
}
END_TEST

/* Xiangqi open qualifier: a draw is +1; 5 points qualify. */
START_TEST(test_xiangqi_draws_threshold)
{
    swc_arena *a = arena("xiangqi-2015-haixuan");
    int64_t t = T0;
    /* A: W W W D L = 2+2+2+1-2 = 5 → qualifies */
    ck_assert_int_eq(game(a, "A", "X1", SWC_RESULT_WHITE_WIN, 0, 300, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "X2", "A", SWC_RESULT_BLACK_WIN, 0, 300, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "A", "X3", SWC_RESULT_WHITE_WIN, 0, 300, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "A", "X4", SWC_RESULT_DRAW, 0, 300, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "A", "X5", SWC_RESULT_BLACK_WIN, 0, 300, t += 600), SWC_OK);
    /* B: W W = 4 → does not */
    ck_assert_int_eq(game(a, "B", "X6", SWC_RESULT_WHITE_WIN, 0, 300, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "B", "X7", SWC_RESULT_WHITE_WIN, 0, 300, t += 600), SWC_OK);
    swc_arena_row r = row_of(a, "A");
    ck_assert_int_eq(r.points, 50);
    ck_assert_uint_eq(r.wins, 3);
    ck_assert_uint_eq(r.draws, 1);
    ck_assert_uint_eq(r.losses, 1);
    ck_assert_uint_eq(r.win_rate, 600);
    ck_assert_int_eq(r.status, SWC_ARENA_QUALIFIED);
    r = row_of(a, "B");
    ck_assert_int_eq(r.points, 40);
    ck_assert_int_eq(r.status, SWC_ARENA_PLAYING);
    r = row_of(a, "X4");
    ck_assert_int_eq(r.points, 10);
    r = row_of(a, "X5");
    ck_assert_int_eq(r.points, 20);
    swc_arena_free(a);
}
END_TEST

/* Six escapes eliminate (逃跑数>5); each costs 2 and gives the opponent 2. */
START_TEST(test_escapes_eliminate_at_six)
{
    swc_arena *a = arena("xiangqi-2015-haixuan");
    int64_t t = T0;
    for (int i = 0; i < 5; i++) {
        char opp[8];
        snprintf(opp, sizeof opp, "O%d", i);
        ck_assert_int_eq(game(a, "E", opp, 0, SWC_COLOUR_WHITE, 120, t += 600), SWC_OK);
    }
    swc_arena_row r = row_of(a, "E");
    ck_assert_int_eq(r.points, -100);
    ck_assert_uint_eq(r.escapes, 5);
    ck_assert_uint_eq(r.games, 5);
    ck_assert_uint_eq(r.losses, 0);
    ck_assert_int_ne(r.status, SWC_ARENA_ELIMINATED);
    ck_assert_uint_gt(r.rank, 0);
    r = row_of(a, "O0");
    ck_assert_int_eq(r.points, 20);
    ck_assert_uint_eq(r.wins, 1);
    /* the sixth: out */
    ck_assert_int_eq(game(a, "O5", "E", 0, SWC_COLOUR_BLACK, 120, t += 600), SWC_OK);
    r = row_of(a, "E");
    ck_assert_int_eq(r.points, -120);
    ck_assert_uint_eq(r.escapes, 6);
    ck_assert_int_eq(r.status, SWC_ARENA_ELIMINATED);
    ck_assert_uint_eq(r.rank, 0);
    ck_assert_int_eq(row_of(a, "O5").points, 20);
    /* a later game of his counts for nobody; he cannot reset */
    ck_assert_int_eq(game(a, "E", "O6", SWC_RESULT_BLACK_WIN, 0, 120, t += 600), SWC_OK);
    ck_assert_int_eq(row_of(a, "O6").points, 0);
    ck_assert_uint_eq(row_of(a, "O6").games, 0);
    ck_assert_int_eq(swc_arena_reset_player(a, "E", t += 60), SWC_ESTATE);
    swc_arena_info info = SWC_ARENA_INFO_INIT;
    ck_assert_int_eq(swc_arena_get_info(&info, a), SWC_OK);
    ck_assert_uint_eq(info.eliminated, 1);
    ck_assert_uint_eq(info.ignored_eliminated, 1);
    /* eliminated players come last */
    swc_arena_row last = SWC_ARENA_ROW_INIT;
    ck_assert_int_eq(swc_arena_row_get(&last, a, swc_arena_player_count(a) - 1), SWC_OK);
    ck_assert_str_eq(last.name, "E");
    swc_arena_free(a);

    /* -1: never eliminated */
    a = arena("xiangqi-2015-haixuan");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_MAX_ESCAPES, -1), SWC_OK);
    for (int i = 0; i < 8; i++)
        ck_assert_int_eq(game(a, "E", "O", 0, SWC_COLOUR_WHITE, 120, T0 + 600 * i), SWC_OK);
    ck_assert_int_ne(row_of(a, "E").status, SWC_ARENA_ELIMINATED);
    ck_assert_int_eq(row_of(a, "O").points, 160);
    swc_arena_free(a);
}
END_TEST

/* 清零: the record starts again, any number of times; escapes stay unless set. */
START_TEST(test_resets)
{
    for (int clears = 0; clears <= 1; clears++) {
        swc_arena *a = arena("xiangqi-2015-haixuan");
        ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_RESET_CLEARS_ESCAPES, clears), SWC_OK);
        int64_t t = T0;
        ck_assert_int_eq(game(a, "R", "S", SWC_RESULT_BLACK_WIN, 0, 100, t += 600), SWC_OK);
        ck_assert_int_eq(game(a, "R", "S", 0, SWC_COLOUR_WHITE, 100, t += 600), SWC_OK);
        ck_assert_int_eq(row_of(a, "R").points, -40);
        ck_assert_int_eq(swc_arena_reset_player(a, "R", t += 60), SWC_OK);
        swc_arena_row r = row_of(a, "R");
        ck_assert_int_eq(r.points, 0);
        ck_assert_uint_eq(r.games, 0);
        ck_assert_uint_eq(r.losses, 0);
        ck_assert_uint_eq(r.resets, 1);
        ck_assert_uint_eq(r.escapes, clears ? 0u : 1u);
        ck_assert_int_eq(row_of(a, "S").points, 40); /* the opponent keeps his */
        ck_assert_int_eq(game(a, "S", "R", SWC_RESULT_BLACK_WIN, 0, 200, t += 600), SWC_OK);
        ck_assert_int_eq(swc_arena_reset_player(a, "R", t += 60), SWC_OK);
        ck_assert_int_eq(swc_arena_reset_player(a, "R", t += 60), SWC_OK);
        ck_assert_int_eq(game(a, "S", "R", SWC_RESULT_BLACK_WIN, 0, 300, t += 600), SWC_OK);
        r = row_of(a, "R");
        ck_assert_int_eq(r.points, 20);
        ck_assert_uint_eq(r.games, 1);
        ck_assert_uint_eq(r.avg_time, 300);
        ck_assert_uint_eq(r.resets, 3);
        /* out of order */
        ck_assert_int_eq(swc_arena_reset_player(a, "R", T0), SWC_ESTATE);
        swc_arena_free(a);
    }
    /* the chess final qualifier allows none */
    swc_arena *a = arena("chess-2015-ruwei");
    ck_assert_int_eq(swc_arena_reset_player(a, "R", T0), SWC_ESTATE);
    swc_arena_free(a);
}
END_TEST

/* Go promotion stage: top N by points, ties by more wins. */
START_TEST(test_tie_wins)
{
    swc_arena *a = arena("go-2015-jinji");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_QUOTA, 1), SWC_OK);
    int64_t t = T0;
    /* X: W W W L = 4 with 3 wins; Y: W W = 4 with 2 wins; Y plays first */
    ck_assert_int_eq(game(a, "Y", "a", SWC_RESULT_WHITE_WIN, 0, 100, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "Y", "b", SWC_RESULT_WHITE_WIN, 0, 100, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "X", "c", SWC_RESULT_WHITE_WIN, 0, 100, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "X", "d", SWC_RESULT_WHITE_WIN, 0, 100, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "X", "e", SWC_RESULT_WHITE_WIN, 0, 100, t += 600), SWC_OK);
    ck_assert_int_eq(game(a, "X", "f", SWC_RESULT_BLACK_WIN, 0, 100, t += 600), SWC_OK);
    swc_arena_row x = row_of(a, "X"), y = row_of(a, "Y");
    ck_assert_int_eq(x.points, 40);
    ck_assert_int_eq(y.points, 40);
    ck_assert_uint_eq(x.rank, 1);
    ck_assert_uint_eq(y.rank, 2);
    ck_assert_int_eq(x.status, SWC_ARENA_QUALIFIED);
    ck_assert_int_eq(y.status, SWC_ARENA_PLAYING);
    swc_arena_free(a);
}
END_TEST

/* Xiangqi promotion: ≥5 games, ≥6 points, ties by less average time, then
 * by who reached the line first. */
START_TEST(test_tie_avg_time_and_reached)
{
    swc_arena *a = arena("xiangqi-2015-jinji");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_QUOTA, 2), SWC_OK);
    int64_t t = T0;
    /* P, Q, R, S each W W W W L = 6 points in 5 games; P avg 400, Q avg 300,
     * R and S avg 500 with R reaching the line before S. */
    const char *who[] = { "R", "S", "P", "Q" };
    const int64_t dur[] = { 500, 500, 400, 300 };
    for (int g = 0; g < 5; g++) {
        for (int k = 0; k < 4; k++) {
            char opp[16];
            snprintf(opp, sizeof opp, "z%d%d", k, g);
            /* within a round of games R ends first: R reaches the line before S */
            ck_assert_int_eq(game(a, who[k], opp, g < 4 ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN, 0, dur[k],
                                  t + 100 + k), SWC_OK);
        }
        t += 1000;
    }
    /* T has 8 points in 4 games: below 责任局数 */
    for (int g = 0; g < 4; g++)
        ck_assert_int_eq(game(a, "T", "zz", SWC_RESULT_WHITE_WIN, 0, 100, t + 200 + g), SWC_OK);
    swc_arena_row p = row_of(a, "P"), q = row_of(a, "Q"), r = row_of(a, "R"), s = row_of(a, "S"),
                  tt = row_of(a, "T");
    ck_assert_int_eq(q.points, 60);
    ck_assert_int_eq(tt.points, 80);
    ck_assert_uint_eq(tt.rank, 1);              /* ranked by points … */
    ck_assert_int_eq(tt.status, SWC_ARENA_PLAYING); /* … but not eligible */
    ck_assert_uint_eq(q.rank, 2);
    ck_assert_uint_eq(p.rank, 3);
    ck_assert_uint_eq(r.rank, 4);
    ck_assert_uint_eq(s.rank, 5);
    ck_assert_int_lt(r.reached_at, s.reached_at);
    ck_assert_int_eq(q.status, SWC_ARENA_QUALIFIED);
    ck_assert_int_eq(p.status, SWC_ARENA_QUALIFIED);
    ck_assert_int_eq(r.status, SWC_ARENA_PLAYING);
    swc_arena_free(a);
}
END_TEST

/* Ties across the quota: all, none, or seeded lots. */
START_TEST(test_boundary)
{
    for (int mode = SWC_ARENA_BOUNDARY_ALL; mode <= SWC_ARENA_BOUNDARY_LOT; mode++) {
        swc_arena *a = arena("go-2015-jinji");
        ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_QUOTA, 2), SWC_OK);
        ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_BOUNDARY, mode), SWC_OK);
        ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_SEED, 7), SWC_OK);
        /* A: 2 wins (4); B, C, D: 1 win (2) each: B, C, D tie for place 2 */
        ck_assert_int_eq(game(a, "A", "a1", SWC_RESULT_WHITE_WIN, 0, 1, T0 + 1), SWC_OK);
        ck_assert_int_eq(game(a, "A", "a2", SWC_RESULT_WHITE_WIN, 0, 1, T0 + 2), SWC_OK);
        ck_assert_int_eq(game(a, "B", "b1", SWC_RESULT_WHITE_WIN, 0, 1, T0 + 3), SWC_OK);
        ck_assert_int_eq(game(a, "C", "c1", SWC_RESULT_WHITE_WIN, 0, 1, T0 + 4), SWC_OK);
        ck_assert_int_eq(game(a, "D", "d1", SWC_RESULT_WHITE_WIN, 0, 1, T0 + 5), SWC_OK);
        const char *tied[] = { "B", "C", "D" };
        int q = 0;
        for (int i = 0; i < 3; i++) {
            swc_arena_row r = row_of(a, tied[i]);
            ck_assert_uint_eq(r.rank, 2);
            ck_assert_uint_eq(r.shared, 1);
            q += r.status == SWC_ARENA_QUALIFIED;
        }
        ck_assert_int_eq(row_of(a, "A").status, SWC_ARENA_QUALIFIED);
        ck_assert_int_eq(q, mode == SWC_ARENA_BOUNDARY_ALL ? 3 : mode == SWC_ARENA_BOUNDARY_NONE ? 0 : 1);
        swc_arena_free(a);
    }
}
END_TEST

/* The threshold at the end of the period, or reached at any time. */
START_TEST(test_threshold_when)
{
    for (int when = SWC_ARENA_AT_END; when <= SWC_ARENA_REACHED; when++) {
        swc_arena *a = arena("go-2015-haixuan");
        ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_THRESHOLD_WHEN, when), SWC_OK);
        /* W W (4, the line) then L (2) */
        ck_assert_int_eq(game(a, "U", "v", SWC_RESULT_WHITE_WIN, 0, 60, T0 + 10), SWC_OK);
        ck_assert_int_eq(game(a, "U", "v", SWC_RESULT_WHITE_WIN, 0, 60, T0 + 20), SWC_OK);
        ck_assert_int_eq(game(a, "U", "v", SWC_RESULT_BLACK_WIN, 0, 60, T0 + 30), SWC_OK);
        swc_arena_row r = row_of(a, "U");
        ck_assert_int_eq(r.points, 20);
        ck_assert_int_eq(r.status, when == SWC_ARENA_REACHED ? SWC_ARENA_QUALIFIED : SWC_ARENA_PLAYING);
        /* the current record met the line with the second game either way */
        ck_assert_int_eq(r.reached_at, T0 + 20);
        swc_arena_free(a);
    }
}
END_TEST

/* Period and the 9:00-23:00 window (by the game's start). */
START_TEST(test_period_window)
{
    swc_arena *a = arena("xiangqi-2015-haixuan");
    const int64_t day = 1438387200LL; /* 2015-08-01 00:00 */
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_PERIOD_START, day), SWC_OK);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_PERIOD_END, day + 14 * 86400), SWC_OK);
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day - 100), SWC_OK);        /* before */
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day + 8 * 3600 + 300), SWC_OK); /* 7:55 */
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day + 9 * 3600 + 600), SWC_OK); /* 9:00 */
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day + 23 * 3600 + 300), SWC_OK); /* 22:55 */
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day + 23 * 3600 + 700), SWC_OK); /* 23:01 */
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 600, day + 14 * 86400 + 36000), SWC_OK); /* after */
    ck_assert_int_eq(row_of(a, "A").games, 2);
    swc_arena_info info = SWC_ARENA_INFO_INIT;
    ck_assert_int_eq(swc_arena_get_info(&info, a), SWC_OK);
    ck_assert_uint_eq(info.ignored_period, 4);
    /* settings are frozen now */
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_WIN, 30), SWC_ESTATE);
    swc_arena_free(a);
}
END_TEST

static const char tsv_stream[] =
    "# period 1\n"
    "white\tblack\tresult\tduration\tend\n"
    "甲\t乙\t1-0\t9:21\t2015-08-01 10:00:00\n"
    "乙\t丙\t=\t10分32秒\t2015-08-01 10:30\n"
    "丙\t甲\twhite-escaped\t300\t2015-08-01 11:00:00\n"
    "乙\t\treset\t\t2015-08-01 12:00:00\n"
    "丙\t乙\t0-1\t600\t2015-08-01 12:30:00\n";

static const char json_stream[] =
    "{\"games\": [\n"
    " {\"white\": \"丙\", \"black\": \"乙\", \"result\": \"0-1\", \"duration\": 600, \"end\": \"2015-08-01 12:30:00\"},\n"
    " {\"white\": \"甲\", \"black\": \"乙\", \"result\": \"1-0\", \"duration\": \"9:21\", \"end\": \"2015-08-01 10:00:00\"},\n"
    " {\"white\": \"乙\", \"black\": \"丙\", \"result\": \"=\", \"duration\": \"10分32秒\", \"end\": \"2015-08-01 10:30\"},\n"
    " {\"white\": \"乙\", \"result\": \"reset\", \"end\": \"2015-08-01 12:00:00\"},\n"
    " {\"white\": \"丙\", \"black\": \"甲\", \"result\": \"white-escaped\", \"duration\": 300, \"end\": 1438426800}\n"
    "]}\n";

static void check_stream_rows(swc_arena *a)
{
    /* 甲: W (+2), opponent escaped (+2): 4, 2 games, avg (561+300)/2 = 430
     * 乙: L (-2), D (+1), reset, W (+2): 2 in 1 game
     * 丙: D (+1), escaped (-2), L (-2): -3 */
    swc_arena_row r = row_of(a, "甲");
    ck_assert_int_eq(r.points, 40);
    ck_assert_uint_eq(r.games, 2);
    ck_assert_uint_eq(r.wins, 2);
    ck_assert_uint_eq(r.avg_time, 430);
    r = row_of(a, "乙");
    ck_assert_int_eq(r.points, 20);
    ck_assert_uint_eq(r.games, 1);
    ck_assert_uint_eq(r.resets, 1);
    r = row_of(a, "丙");
    ck_assert_int_eq(r.points, -30);
    ck_assert_uint_eq(r.escapes, 1);
    ck_assert_uint_eq(r.draws, 1);
    ck_assert_uint_eq(r.losses, 1);
    ck_assert_uint_eq(r.total_time, 632 + 300 + 600);
}

START_TEST(test_read_tsv_json)
{
    swc_arena *a = arena("xiangqi-2015-haixuan");
    ck_assert_int_eq(swc_arena_read(a, tsv_stream, strlen(tsv_stream), NULL, NULL), SWC_OK);
    check_stream_rows(a);
    swc_arena_free(a);
    a = arena("xiangqi-2015-haixuan");
    ck_assert_int_eq(swc_arena_read(a, json_stream, strlen(json_stream), NULL, NULL), SWC_OK);
    check_stream_rows(a);
    swc_arena_free(a);
}
END_TEST

typedef struct bad_case {
    const char *text;
    uint32_t line, column;
    const char *needle;
} bad_case;

START_TEST(test_read_errors)
{
    static const bad_case cases[] = {
        { "white\tblack\tresult\nA\tB\t2-0\n", 2, 5, "unknown result" },
        { "white\tblack\tresult\tend\nA\tB\t1-0\t2015-13-01\n", 2, 9, "bad time" },
        { "white\tblack\tresult\nA\tA\t1-0\n", 2, 3, "himself" },
        { "white\tblack\tresult\tcolour\n", 1, 20, "unknown column" },
        { "white\tblack\tresult\nA\tB\n", 2, 1, "expected 3" },
        { "white\tblack\tresult\tduration\n甲\t乙\t1-0\tlong\n", 2, 9, "bad duration" },
        { "A\tB\t1-0\n", 1, 1, "unknown column" },
        { "white\tblack\tresult\nA\tB\tunmatched\n", 2, 3, "black must be empty" },
        { "white\tblack\tresult\nA\t\tunmatched\n", 2, 1, "knockout" },
        { "white\tblack\tresult\tend\nA\tB\t1-0\t100\nA\tB\t=\t200\nB\tA\t=\t50\n", 0, 0, NULL },
        { "[{\"white\": \"A\", \"black\": \"B\", \"result\": \"1-0\",}]", 1, 0, NULL },
        { "[{\"white\": \"A\", \"black\": \"B\", \"result\": \"1:0\"}]", 0, 0, "$[0].result" },
        { "{\"games\": [{\"white\": \"A\", \"black\": 3, \"result\": \"1-0\"}]}", 0, 0, "$[0].black" },
        { "[{\"white\": \"A\", \"black\": \"B\", \"result\": \"1-0\", \"colour\": 1}]", 0, 0, "$[0].colour" },
        { "[{\"white\": \"A\", \"black\": \"B\", \"result\": \"=\", \"duration\": -5}]", 0, 0, "$[0].duration" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_arena *a = arena("go-2015-haixuan");
        uint32_t line = 99, col = 99;
        int rc = swc_arena_read(a, cases[i].text, strlen(cases[i].text), &line, &col);
        if (i == 9) {
            /* sorted by time, so the draws are refused for Go, at the line of
             * the first draw taken (the one at time 50, line 4) */
            ck_assert_int_eq(rc, SWC_EPARSE);
            ck_assert_uint_eq(line, 4);
            ck_assert_ptr_nonnull(strstr(swc_arena_errmsg(a), "draws are not allowed"));
        } else {
            ck_assert_msg(rc == SWC_EPARSE, "case %zu: rc %d (%s)", i, rc, swc_arena_errmsg(a));
            ck_assert_msg(line == cases[i].line && (cases[i].column == 0 || col == cases[i].column),
                          "case %zu: %u:%u, message %s", i, line, col, swc_arena_errmsg(a));
            if (cases[i].needle)
                ck_assert_msg(strstr(swc_arena_errmsg(a), cases[i].needle), "case %zu: %s", i,
                              swc_arena_errmsg(a));
        }
        /* nothing was taken */
        ck_assert_uint_eq(swc_arena_player_count(a), 0);
        swc_arena_free(a);
    }
}
END_TEST

START_TEST(test_settings_and_presets)
{
    ck_assert_uint_eq(swc_arena_preset_count(), 6);
    for (uint32_t i = 0; i < swc_arena_preset_count(); i++) {
        swc_arena_preset_info pi = SWC_ARENA_PRESET_INFO_INIT;
        ck_assert_int_eq(swc_arena_preset_get(&pi, i), SWC_OK);
        swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
        o.preset = pi.name_zh;
        swc_arena *a = NULL;
        ck_assert_int_eq(swc_arena_new(&a, &o), SWC_OK);
        swc_arena_free(a);
    }
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    o.preset = "nope";
    swc_arena *a = NULL;
    ck_assert_int_eq(swc_arena_new(&a, &o), SWC_ENOTFOUND);
    a = arena("xiangqi-2015-jinji");
    int64_t v = 0;
    ck_assert_int_eq(swc_arena_get_int(&v, a, SWC_ARENA_QUOTA), SWC_OK);
    ck_assert_int_eq(v, 480);
    ck_assert_int_eq(swc_arena_get_int(&v, a, SWC_ARENA_MIN_GAMES), SWC_OK);
    ck_assert_int_eq(v, 5);
    ck_assert_int_eq(swc_arena_get_int(&v, a, SWC_ARENA_THRESHOLD), SWC_OK);
    ck_assert_int_eq(v, 60);
    ck_assert_int_eq(swc_arena_set_int(a, 999, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_BOUNDARY, 9), SWC_ERANGE);
    ck_assert_int_eq(swc_arena_set_string(a, SWC_ARENA_ORDER, "points,nonsense"), SWC_EINVAL);
    ck_assert_int_eq(swc_arena_set_string(a, SWC_ARENA_ORDER, "reached,points"), SWC_OK);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_START, 0), SWC_OK);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_END, 86400), SWC_OK);
    /* custom point system: win 3, draw 1, loss 0 */
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_WIN, 30), SWC_OK);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_LOSS, 0), SWC_OK);
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_BLACK_WIN, 0, 10, 5), SWC_OK);
    ck_assert_int_eq(row_of(a, "B").points, 30);
    ck_assert_int_eq(row_of(a, "A").points, 0);
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 10, 4), SWC_ESTATE);
    ck_assert_int_eq(game(a, "A", NULL, SWC_RESULT_WHITE_WIN, 0, 10, 6), SWC_EINVAL);
    ck_assert_int_eq(game(a, "A", "B", 7, 0, 10, 6), SWC_EINVAL);
    ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 3, 10, 6), SWC_EINVAL);
    swc_arena_free(a);
    ck_assert_int_eq(swc_arena_add_game(NULL, NULL), SWC_EINVAL);
    ck_assert_str_ne(swc_arena_errmsg(NULL), "");
    swc_arena_free(NULL);
}
END_TEST

/* A dump of every row, to compare before and after a failed call. */
static char *dump(swc_arena *a)
{
    size_t cap = 4096, len = 0;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    s[0] = '\0';
    for (uint32_t i = 0; i < swc_arena_player_count(a); i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        ck_assert_int_eq(swc_arena_row_get(&r, a, i), SWC_OK);
        int n = snprintf(s + len, cap - len, "%s %u %d %u %u %u %u %u %u\n", r.name, r.rank, r.points, r.games,
                         r.wins, r.losses, r.draws, r.escapes, r.resets);
        ck_assert(n > 0 && (size_t)n < cap - len);
        len += (size_t)n;
    }
    return s;
}

START_TEST(test_oom)
{
    long n;
    for (n = 1; n < 5000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
        o.allocator = &al;
        o.preset = "xiangqi-2015-haixuan";
        swc_arena *a = NULL;
        ck_assert_int_eq(swc_arena_new(&a, &o), SWC_OK);
        /* some players first, so that the stream both grows and reuses */
        ck_assert_int_eq(game(a, "甲", "丁", SWC_RESULT_WHITE_WIN, 0, 100, T0 - 1000), SWC_OK);
        char *before = dump(a);
        st.fail_at = st.calls + n;
        int rc = swc_arena_read(a, tsv_stream, strlen(tsv_stream), NULL, NULL);
        st.fail_at = 0;
        char *after = dump(a);
        if (rc == SWC_OK) {
            free(before);
            free(after);
            swc_arena_free(a);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld: %d %s", n, rc, swc_arena_errmsg(a));
        ck_assert_str_ne(swc_arena_errmsg(a), "");
        ck_assert_str_eq(before, after);
        free(before);
        free(after);
        swc_arena_free(a);
        ck_assert_msg(st.live_blocks == 0, "allocation %ld: %ld blocks leaked", n, st.live_blocks);
    }
    ck_assert_int_lt(n, 5000);
    printf("# arena read: succeeded at allocation %ld\n", n);
    /* swc_arena_new and add_game */
    for (n = 1; n < 100; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
        o.allocator = &al;
        swc_arena *a = NULL;
        st.fail_at = n;
        int rc = swc_arena_new(&a, &o);
        if (rc == SWC_OK) {
            rc = game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 1, 1);
            if (rc == SWC_OK) {
                swc_arena_free(a);
                ck_assert_int_eq(st.live_blocks, 0);
                break;
            }
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_uint_eq(swc_arena_player_count(a), 0);
            swc_arena_free(a);
        } else {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_ptr_null(a);
        }
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert_int_lt(n, 100);
    /* a reset of a new name */
    for (n = 1; n < 100; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
        o.allocator = &al;
        swc_arena *a = NULL;
        ck_assert_int_eq(swc_arena_new(&a, &o), SWC_OK);
        ck_assert_int_eq(game(a, "A", "B", SWC_RESULT_WHITE_WIN, 0, 1, 1), SWC_OK);
        st.fail_at = st.calls + n;
        int rc = swc_arena_reset_player(a, "C", 2);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_arena_player_count(a), 3);
            swc_arena_free(a);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_uint_eq(swc_arena_player_count(a), 2);
        ck_assert_int_eq(row_of(a, "A").points, 20);
        swc_arena_free(a);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert_int_lt(n, 100);
}
END_TEST

/* Many generated games: totals add up, the order is consistent. */
START_TEST(test_generated_stream)
{
    swc_arena *a = arena("xiangqi-2015-haixuan");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_START, 0), SWC_OK);
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_END, 86400), SWC_OK);
    uint64_t x = 12345;
    int64_t t = T0;
    int64_t sum_points = 0;
    for (int g = 0; g < 20000; g++) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        unsigned w = (unsigned)(x >> 33) % 500, b = (unsigned)(x >> 45) % 500;
        if (w == b)
            continue;
        char wn[16], bn[16];
        snprintf(wn, sizeof wn, "p%u", w);
        snprintf(bn, sizeof bn, "p%u", b);
        int res = 1 + (int)((x >> 20) % 3);
        ck_assert_int_eq(game(a, wn, bn, res, 0, 60 + (int64_t)((x >> 10) % 900), t += 30), SWC_OK);
        sum_points += res == SWC_RESULT_DRAW ? 20 : 0; /* a win and a loss cancel out */
    }
    int64_t total = 0;
    uint32_t games = 0, wins = 0, losses = 0;
    swc_arena_row prev = SWC_ARENA_ROW_INIT;
    for (uint32_t i = 0; i < swc_arena_player_count(a); i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        ck_assert_int_eq(swc_arena_row_get(&r, a, i), SWC_OK);
        total += r.points;
        games += r.games;
        wins += r.wins;
        losses += r.losses;
        ck_assert_int_eq(r.points, 20 * (int32_t)r.wins + 10 * (int32_t)r.draws - 20 * (int32_t)r.losses);
        if (i) {
            ck_assert(prev.points > r.points || (prev.points == r.points && prev.wins >= r.wins));
            ck_assert_uint_ge(r.rank, prev.rank);
        }
        prev = r;
    }
    ck_assert_int_eq(total, sum_points);
    ck_assert_uint_eq(wins, losses);
    swc_arena_info info = SWC_ARENA_INFO_INIT;
    ck_assert_int_eq(swc_arena_get_info(&info, a), SWC_OK);
    ck_assert_uint_eq(games, 2 * info.games);
    swc_arena_free(a);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("arena");
    TCase *tc = tcase_create("arena");
    tcase_add_test(tc, test_go_leaderboard);
    tcase_add_test(tc, test_xiangqi_draws_threshold);
    tcase_add_test(tc, test_escapes_eliminate_at_six);
    tcase_add_test(tc, test_resets);
    tcase_add_test(tc, test_tie_wins);
    tcase_add_test(tc, test_tie_avg_time_and_reached);
    tcase_add_test(tc, test_boundary);
    tcase_add_test(tc, test_threshold_when);
    tcase_add_test(tc, test_period_window);
    tcase_add_test(tc, test_read_tsv_json);
    tcase_add_test(tc, test_read_errors);
    tcase_add_test(tc, test_settings_and_presets);
    tcase_add_test(tc, test_oom);
    tcase_add_test(tc, test_generated_stream);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return swc_test_run(suite());
}
