/*
 * Grade certificates: every grade table of the 2015 全国业余棋王争霸赛 and
 * the caps of the 经开区 and 昌平 grading events, against the tables as the
 * documents print them (written out again here, not read from the code).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define T0 1438423200LL /* 2015-08-01 10:00 */

static swc_grades *grades_new(void)
{
    swc_grades *g = NULL;
    ck_assert_int_eq(swc_grades_new(&g, NULL), SWC_OK);
    return g;
}

static const char *grade_of(swc_grades *g, uint32_t id)
{
    swc_grade_row r = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&r, g, id), SWC_OK);
    return r.grade;
}

static uint32_t arena_id(swc_arena *a, const char *name)
{
    swc_arena_row r = SWC_ARENA_ROW_INIT;
    ck_assert_int_eq(swc_arena_find(&r, a, name), SWC_OK);
    return r.id;
}

static void win(swc_arena *a, const char *w, const char *l, int64_t *t)
{
    swc_arena_game g = SWC_ARENA_GAME_INIT;
    g.white = w;
    g.black = l;
    g.result = SWC_RESULT_WHITE_WIN;
    g.duration = 5;
    g.end_time = (*t += 10);
    ck_assert_int_eq(swc_arena_add_game(a, &g), SWC_OK);
}

static void draw(swc_arena *a, const char *w, const char *b, int64_t *t)
{
    swc_arena_game g = SWC_ARENA_GAME_INIT;
    g.white = w;
    g.black = b;
    g.result = SWC_RESULT_DRAW;
    g.duration = 5;
    g.end_time = (*t += 10);
    ck_assert_int_eq(swc_arena_add_game(a, &g), SWC_OK);
}

static swc_arena *arena(const char *preset)
{
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    o.preset = preset;
    swc_arena *a = NULL;
    ck_assert_int_eq(swc_arena_new(&a, &o), SWC_OK);
    return a;
}

static void from_arena(swc_grades *g, swc_arena *a, const char *table)
{
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    p.table = table;
    ck_assert_msg(swc_grades_from_arena(g, a, &p) == SWC_OK, "%s: %s", table, swc_grades_errmsg(g));
}

/* 围棋海选赛: 4分 9级, 6分 8级, 8分及以上 7级. */
START_TEST(test_go_haixuan_points)
{
    swc_arena *a = arena("go-2015-haixuan");
    int64_t t = T0;
    static const char *names[] = { "p2", "p4", "p6", "p8", "p10" };
    for (int i = 0; i < 5; i++)
        for (int w = 0; w <= i; w++)
            win(a, names[i], "S", &t); /* i+1 wins: 2, 4, 6, 8, 10 points */
    swc_grades *g = grades_new();
    from_arena(g, a, "go-2015-haixuan");
    static const char *want[] = { "", "9级", "8级", "7级", "7级" };
    for (int i = 0; i < 5; i++)
        ck_assert_str_eq(grade_of(g, arena_id(a, names[i])), want[i]);
    ck_assert_str_eq(grade_of(g, arena_id(a, "S")), "");
    swc_grades_free(g);
    swc_arena_free(a);
}
END_TEST

/* 象棋/国际象棋海选赛: 5分 六级棋士, 获得等级证书的责任局数为至少10局;
 * 象棋晋级赛: 责任局数5, 6分以上 五级棋士. */
START_TEST(test_cc_points_with_games)
{
    static const char *tables[] = { "xiangqi-2015-haixuan", "chess-2015-haixuan" };
    for (int k = 0; k < 2; k++) {
        swc_arena *a = arena("xiangqi-2015-haixuan");
        int64_t t = T0;
        /* A: 5 points in 9 games (2 wins + 1 draw + 6 draws of 1 point … ) */
        win(a, "A", "S", &t);
        win(a, "A", "S", &t);   /* 4 */
        draw(a, "A", "S", &t);  /* 5 */
        for (int i = 0; i < 6; i++)
            draw(a, "A", "X", &t);  /* 11 points, 9 games */
        /* B: 5 points in 10 games: W W D then 7 draws would be 12; use losses */
        win(a, "B", "S", &t);
        win(a, "B", "S", &t);
        win(a, "B", "S", &t);
        win(a, "B", "S", &t);   /* 8 */
        draw(a, "B", "S", &t);  /* 9 */
        for (int i = 0; i < 2; i++)
            win(a, "S", "B", &t); /* 5 */
        for (int i = 0; i < 3; i++) {
            win(a, "B", "S", &t); /* +2 */
            win(a, "S", "B", &t); /* -2 */
        }                         /* 5 points, 13 games */
        swc_grades *g = grades_new();
        from_arena(g, a, tables[k]);
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        ck_assert_int_eq(swc_arena_find(&r, a, "B"), SWC_OK);
        ck_assert_int_eq(r.points, 50);
        ck_assert_uint_eq(r.games, 13);
        ck_assert_str_eq(grade_of(g, r.id), "六级棋士");
        ck_assert_int_eq(swc_arena_find(&r, a, "A"), SWC_OK);
        ck_assert_int_eq(r.points, 110);
        ck_assert_uint_eq(r.games, 9);
        ck_assert_str_eq(grade_of(g, r.id), ""); /* 9 games < 10 */
        swc_grades_free(g);
        swc_arena_free(a);
    }
    /* 晋级赛: 6 points with 5 games */
    swc_arena *a = arena("xiangqi-2015-jinji");
    int64_t t = T0;
    for (int i = 0; i < 3; i++)
        win(a, "C", "S", &t);  /* 6 points, 3 games */
    for (int i = 0; i < 3; i++)
        win(a, "D", "S", &t);
    draw(a, "D", "S", &t);
    draw(a, "S", "D", &t);     /* 8 points, 5 games */
    swc_grades *g = grades_new();
    from_arena(g, a, "xiangqi-2015-jinji");
    ck_assert_str_eq(grade_of(g, arena_id(a, "C")), "");
    ck_assert_str_eq(grade_of(g, arena_id(a, "D")), "五级棋士");
    swc_grades_free(g);
    swc_arena_free(a);
}
END_TEST

/* 围棋晋级赛 每阶段名次: 1-20 1级, 21-60 2级, 61-100 3级, 101-300 4级,
 * 301-500 5级, 501-800 6级: groups of tied players start at each band. */
START_TEST(test_go_jinji_ranks)
{
    swc_arena *a = arena("go-2015-jinji");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_START, 0), SWC_OK);
    static const int size[] = { 20, 40, 40, 200, 200, 300, 5 };
    static const char *want[] = { "1级", "2级", "3级", "4级", "5级", "6级", "" };
    int64_t t = T0;
    for (int grp = 0; grp < 7; grp++)
        for (int i = 0; i < size[grp]; i++) {
            char name[16];
            snprintf(name, sizeof name, "g%d-%d", grp, i);
            for (int w = 0; w < 7 - grp; w++)
                win(a, name, "S", &t);
        }
    swc_grades *g = grades_new();
    from_arena(g, a, "go-2015-jinji");
    for (int grp = 0; grp < 7; grp++) {
        char name[16];
        snprintf(name, sizeof name, "g%d-%d", grp, size[grp] - 1);
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        ck_assert_int_eq(swc_arena_find(&r, a, name), SWC_OK);
        ck_assert_str_eq(grade_of(g, r.id), want[grp]);
    }
    swc_grades_free(g);
    swc_arena_free(a);
}
END_TEST

/* 国际象棋入围赛 根据积分排名 1-100 三级, 101-200 四级, 200名以后 五级,
 * among players with 责任局数 5. */
START_TEST(test_chess_ruwei_ranks)
{
    swc_arena *a = arena("chess-2015-ruwei");
    ck_assert_int_eq(swc_arena_set_int(a, SWC_ARENA_DAY_START, 0), SWC_OK);
    int64_t t = T0;
    /* Y: 4 games, 8 points: ranked first but without 5 games */
    for (int i = 0; i < 4; i++)
        win(a, "Y", "S", &t);
    static const int size[] = { 100, 100, 3 };
    static const char *want[] = { "三级棋士", "四级棋士", "五级棋士" };
    for (int grp = 0; grp < 3; grp++)
        for (int i = 0; i < size[grp]; i++) {
            char name[16];
            snprintf(name, sizeof name, "c%d-%d", grp, i);
            for (int w = 0; w < 5; w++) {
                if (w < 3 - grp)
                    win(a, name, "S", &t);
                else
                    draw(a, name, "S", &t);
            }
        }
    swc_grades *g = grades_new();
    from_arena(g, a, "chess-2015-ruwei");
    ck_assert_str_eq(grade_of(g, arena_id(a, "Y")), "");
    for (int grp = 0; grp < 3; grp++) {
        char name[16];
        snprintf(name, sizeof name, "c%d-%d", grp, 0);
        ck_assert_str_eq(grade_of(g, arena_id(a, name)), want[grp]);
    }
    /* the sparring partner played hundreds of games and ranks last: 五级 */
    ck_assert_str_eq(grade_of(g, arena_id(a, "S")), "五级棋士");
    swc_grades_free(g);
    swc_arena_free(a);
}
END_TEST

/* 入围赛: Go 第一轮淘汰 ——, 第二轮 1级, 第三轮 1段, 第三轮获胜 2段; xiangqi 胜 三级, 负 四级. */
START_TEST(test_knockout_tables)
{
    static const char stream[] =
        "round\twhite\tblack\tresult\n"
        "1\tA\tB\t1-0\n1\tC\tD\t1-0\n1\tE\tF\t1-0\n1\tG\tH\tblack-escaped\n1\tI\t\tabsent\n"
        "2\tA\tC\t1-0\n2\tE\tG\t1-0\n"
        "3\tA\tE\t1-0\n";
    static const char *names = "ABCDEFGHI";
    static const char *go[] = { "2段", "", "1级", "", "1段", "", "1级", "", "" };
    static const char *xq[] = { "三级棋士", "四级棋士", "四级棋士", "四级棋士", "四级棋士",
                                "四级棋士", "四级棋士", "", "" }; /* H escaped */
    for (int k = 0; k < 2; k++) {
        swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
        o.preset = k ? "xiangqi-2015-ruwei" : "go-2015-ruwei";
        swc_knockout *ko = NULL;
        ck_assert_int_eq(swc_knockout_new(&ko, &o), SWC_OK);
        ck_assert_int_eq(swc_knockout_read(ko, stream, strlen(stream), NULL, NULL), SWC_OK);
        swc_grades *g = grades_new();
        swc_grades_params p = SWC_GRADES_PARAMS_INIT;
        p.table = o.preset;
        ck_assert_int_eq(swc_grades_from_knockout(g, ko, &p), SWC_OK);
        for (int i = 0; i < 9; i++) {
            char nm[2] = { names[i], 0 };
            uint32_t id;
            ck_assert_int_eq(swc_knockout_find(&id, ko, nm), SWC_OK);
            ck_assert_msg(!strcmp(grade_of(g, id), (k ? xq : go)[i]), "%s %s: %s", o.preset, nm, grade_of(g, id));
        }
        swc_grade_row r = SWC_GRADE_ROW_INIT;
        ck_assert_int_eq(swc_grades_find(&r, g, 1), SWC_OK);
        ck_assert_int_eq(r.measure, 4); /* rounds + 1: qualified */
        /* a knockout table cannot read an arena */
        swc_arena *a = arena(NULL);
        ck_assert_int_eq(swc_grades_from_arena(g, a, &p), SWC_EINVAL);
        ck_assert_uint_eq(swc_grades_count(g), 9); /* kept */
        swc_arena_free(a);
        swc_grades_free(g);
        swc_knockout_free(ko);
    }
}
END_TEST

/* A tournament of n players, one round, lots break every tie: ranks 1..n. */
static swc_tournament *field(int n, int women_every)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    for (int i = 1; i <= n; i++) {
        char name[16];
        snprintf(name, sizeof name, "P%03d", i);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.sex = women_every && i % women_every == 0 ? 'w' : 'm';
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    return t;
}

static void count_grades(swc_grades *g, const char *const *grades, const uint32_t *want, int ngrades)
{
    for (int k = 0; k < ngrades; k++) {
        uint32_t c = 0;
        for (uint32_t i = 0; i < swc_grades_count(g); i++) {
            swc_grade_row r = SWC_GRADE_ROW_INIT;
            ck_assert_int_eq(swc_grades_row_get(&r, g, i), SWC_OK);
            c += !strcmp(r.grade, grades[k]);
        }
        ck_assert_msg(c == want[k], "grade '%s': %u, want %u", grades[k], c, want[k]);
    }
}

static void from_field(swc_grades *g, swc_tournament *t, const char *table, int by_sex)
{
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    p.table = table;
    p.tiebreaks = "LOT";
    p.seed = 11;
    p.by_sex = by_sex;
    ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s: %s", table, swc_grades_errmsg(g));
}

/* 线下总决赛 and 双人赛 by place. */
START_TEST(test_final_and_doubles_tables)
{
    swc_tournament *t = field(320, 0);
    swc_grades *g = grades_new();
    /* Go: 1 7段, 2-9 6段, 10-49 5段, 50-119 4段, 120-209 3段, 210-309 2段, 310名以后 1段 */
    from_field(g, t, "go-2015-final", 0);
    static const char *go[] = { "7段", "6段", "5段", "4段", "3段", "2段", "1段" };
    static const uint32_t go_n[] = { 1, 8, 40, 70, 90, 100, 11 };
    count_grades(g, go, go_n, 7);
    swc_tournament_free(t);
    t = field(20, 0);
    /* xiangqi: 1-6 地方大师, 7-17 一级棋士, 18名以后 二级棋士 */
    from_field(g, t, "xiangqi-2015-final", 0);
    static const char *xq[] = { "地方大师", "一级棋士", "二级棋士" };
    static const uint32_t xq_n[] = { 6, 11, 3 };
    count_grades(g, xq, xq_n, 3);
    /* chess: 1-6 候补棋协大师, 7-17 一级棋士, 18名以后 二级棋士 */
    from_field(g, t, "chess-2015-final", 0);
    static const char *ch[] = { "候补棋协大师", "一级棋士", "二级棋士" };
    count_grades(g, ch, xq_n, 3);
    swc_tournament_free(t);
    /* doubles, 8 pairs: places 1..8 */
    t = field(8, 0);
    static const struct { const char *table; const char *g[3]; uint32_t n[3]; } dbl[] = {
        { "go-2015-doubles-men", { "4段", "3段", "2段" }, { 1, 2, 3 } },
        { "go-2015-doubles-women", { "3段", "2段", "1段" }, { 1, 2, 3 } },
        { "go-2015-doubles-mixed", { "3段", "2段", "1段" }, { 1, 2, 3 } },
        { "go-2015-doubles-parent", { "2段", "1段", "" }, { 1, 5, 2 } },
        { "xiangqi-2015-doubles-men", { "一级棋士", "二级棋士", "" }, { 3, 3, 2 } },
        { "xiangqi-2015-doubles-women", { "二级棋士", "三级棋士", "" }, { 3, 3, 2 } },
        { "xiangqi-2015-doubles-mixed", { "二级棋士", "三级棋士", "" }, { 3, 3, 2 } },
        { "xiangqi-2015-doubles-parent", { "三级棋士", "四级棋士", "" }, { 3, 3, 2 } },
        { "chess-2015-doubles-men", { "一级棋士", "二级棋士", "" }, { 3, 3, 2 } },
        { "chess-2015-doubles-women", { "二级棋士", "三级棋士", "" }, { 3, 3, 2 } },
        { "chess-2015-doubles-mixed", { "二级棋士", "三级棋士", "" }, { 3, 3, 2 } },
        { "chess-2015-doubles-parent", { "三级棋士", "四级棋士", "" }, { 3, 3, 2 } },
    };
    for (size_t i = 0; i < sizeof dbl / sizeof dbl[0]; i++) {
        from_field(g, t, dbl[i].table, 0);
        count_grades(g, dbl[i].g, dbl[i].n, 3);
    }
    swc_tournament_free(t);
    /* 男女名次分开录取: 10 men and 10 women, each ranked 1..10 in his list */
    t = field(20, 2);
    from_field(g, t, "xiangqi-2015-final", 1);
    static const uint32_t by_sex_n[] = { 12, 8, 0 };
    count_grades(g, xq, by_sex_n, 3);
    swc_tournament_free(t);
    swc_grades_free(g);
}
END_TEST

static void set_title(swc_tournament *t, uint32_t id, const char *title, const char *group)
{
    swc_player *p = swc_tournament_player(t, id);
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&in, p), SWC_OK);
    in.cn_title = title;
    in.group = group;
    ck_assert_int_eq(swc_player_update(p, &in), SWC_OK);
}

/* The caps exactly as the documents list them: with a threshold that
 * would lift anybody by 17 grades, everyone gets his group's cap. */
START_TEST(test_caps)
{
    static const char *current[] = { "四级棋士", "五级棋士", "六级棋士", "七级棋士", "八级棋士",
                                     "九级棋士", "十级棋士", "十一级棋士", "十二级棋士", "十三级棋士",
                                     "十四级棋士", "十五级棋士", "无级" };
    /* 经开区: 四→三 五→四 六→五 七→六 八→七 九→七 十→八 十一→九 十二(十三 十四 十五)→十 无级→十一 */
    static const char *jkq[] = { "三级棋士", "四级棋士", "五级棋士", "六级棋士", "七级棋士", "七级棋士",
                                 "八级棋士", "九级棋士", "十级棋士", "十级棋士", "十级棋士", "十级棋士",
                                 "十一级棋士" };
    /* 昌平: … 十二→十 十三→十一 十四→十二 十五→十三 无级→十四 */
    static const char *cp[] = { "三级棋士", "四级棋士", "五级棋士", "六级棋士", "七级棋士", "七级棋士",
                                "八级棋士", "九级棋士", "十级棋士", "十一级棋士", "十二级棋士", "十三级棋士",
                                "十四级棋士" };
    for (int k = 0; k < 2; k++) {
        swc_tournament *t = swc_test_tournament(16);
        for (uint32_t i = 0; i < 13; i++)
            set_title(t, i + 1, current[i], "");
        set_title(t, 14, "三级棋士", "");
        set_title(t, 15, "无级", "业余成年组");
        set_title(t, 16, "九段", "");
        swc_grades *g = grades_new();
        swc_grades_params p = SWC_GRADES_PARAMS_INIT;
        p.table = k ? "changping-2024" : "jingkaiqu-2026";
        p.thresholds = "* +17 0%\n成年组 一级棋士 0%\n";
        ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s", swc_grades_errmsg(g));
        for (uint32_t i = 0; i < 13; i++) {
            swc_grade_row r = SWC_GRADE_ROW_INIT;
            ck_assert_int_eq(swc_grades_find(&r, g, i + 1), SWC_OK);
            ck_assert_msg(!strcmp(r.grade, (k ? cp : jkq)[i]), "%s %s: %s", p.table, current[i], r.grade);
            ck_assert_str_eq(r.cap, (k ? cp : jkq)[i]);
            ck_assert_str_eq(r.current, current[i]);
        }
        ck_assert_str_eq(grade_of(g, 14), ""); /* no 三级组 */
        ck_assert_str_eq(grade_of(g, 15), "三级棋士"); /* adult group: at most 三级 */
        swc_grade_row r = SWC_GRADE_ROW_INIT;
        ck_assert_int_eq(swc_grades_find(&r, g, 16), SWC_OK);
        ck_assert_str_eq(r.grade, "");
        ck_assert_ptr_nonnull(strstr(r.reason, "not recognised"));
        swc_grades_free(g);
        swc_tournament_free(t);
    }
}
END_TEST

/* 经开区 九3 可晋升…三级至十二级棋士 (十三至十五级 are 原, abolished grades):
 * no certificate below 十二级, with the reason; 昌平 十4 三级至十五级 keeps
 * them. Thresholds "* +1 0%" give everybody one grade up (no games, so the
 * rate is read as 0%, which 0% reaches). */
START_TEST(test_jingkai_lowest_grade)
{
    static const char *current[] = { "无级", "十五级棋士", "十四级棋士", "十三级棋士", "十二级棋士" };
    /* one grade up: 十五级, 十四级, 十三级, 十二级, 十一级 */
    static const char *cp[] = { "十五级棋士", "十四级棋士", "十三级棋士", "十二级棋士", "十一级棋士" };
    static const char *jkq[] = { "", "", "", "十二级棋士", "十一级棋士" };
    /* two grades up: 十四级, 十三级, 十二级, 十一级, 十级 (十级 is every cap here) */
    static const char *jkq2[] = { "", "", "十二级棋士", "十一级棋士", "十级棋士" };
    swc_tournament *t = swc_test_tournament(5);
    for (uint32_t i = 0; i < 5; i++)
        set_title(t, i + 1, current[i], "");
    swc_grades *g = grades_new();
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    for (int k = 0; k < 3; k++) {
        p.table = k == 0 ? "changping-2024" : "jingkaiqu-2026";
        p.thresholds = k == 2 ? "* +2 0%\n" : "* +1 0%\n";
        const char *const *want = k == 0 ? cp : k == 1 ? jkq : jkq2;
        ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s", swc_grades_errmsg(g));
        for (uint32_t i = 0; i < 5; i++) {
            swc_grade_row r = SWC_GRADE_ROW_INIT;
            ck_assert_int_eq(swc_grades_find(&r, g, i + 1), SWC_OK);
            ck_assert_msg(!strcmp(r.grade, want[i]), "%s %s: '%s'", p.table, current[i], r.grade);
            if (!want[i][0])
                ck_assert_msg(r.reason && strstr(r.reason, "十二级"), "%s: reason %s", current[i], r.reason);
        }
    }
    swc_grades_free(g);
    swc_tournament_free(t);
}
END_TEST

/* 2015 国际象棋总决赛: 1-6名 候补棋协大师 6人, 7-17名 一级棋士 11人, 18名以后
 * 二级棋士 103人. The counts are caps: 20 players, round 1 boards i-(i+10),
 * the lower id wins: ids 1-10 have 1 point, 11-20 none. Shared places
 * would give 10 候补 (rank 1 is in 1-6) and 10 一级 (rank 11 in 7-17);
 * the counts give 6, 11 (ids 7-10 and 11-17) and 3, taking the tied players
 * in standings order (without tie-breaks: the pairing numbers). */
START_TEST(test_chess_final_head_counts)
{
    swc_tournament *t = field(20, 0);
    char spec[256] = "";
    for (int i = 1; i <= 10; i++) {
        char b[16];
        snprintf(b, sizeof b, "%s%d-%d:1", i > 1 ? " " : "", i, i + 10);
        strcat(spec, b);
    }
    swc_test_play(t, spec);
    swc_grades *g = grades_new();
    static const char *ch[] = { "候补棋协大师", "一级棋士", "二级棋士" };
    static const uint32_t want[] = { 6, 11, 3 };
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    p.table = "chess-2015-final";
    ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s", swc_grades_errmsg(g));
    count_grades(g, ch, want, 3);
    ck_assert_str_eq(grade_of(g, 6), "候补棋协大师");
    ck_assert_str_eq(grade_of(g, 7), "一级棋士");
    ck_assert_str_eq(grade_of(g, 17), "一级棋士");
    ck_assert_str_eq(grade_of(g, 18), "二级棋士");
    /* with the event's tie-breaks the same caps follow the standings rows */
    p.tiebreaks = "LOT";
    p.seed = 5;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    count_grades(g, ch, want, 3);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = "LOT";
    so.seed = 5;
    swc_standings *s = NULL;
    ck_assert_int_eq(swc_standings_compute(&s, t, &so), SWC_OK);
    for (uint32_t k = 0; k < 20; k++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&row, s, k), SWC_OK);
        ck_assert_str_eq(grade_of(g, row.id), ch[k < 6 ? 0 : k < 17 ? 1 : 2]);
    }
    swc_standings_free(s);
    swc_tournament_free(t);
    /* the xiangqi final gives no head counts: ties share (10 and 10) */
    t = field(20, 0);
    swc_test_play(t, spec);
    p.table = "xiangqi-2015-final";
    p.tiebreaks = NULL;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    static const char *xq[] = { "地方大师", "一级棋士", "二级棋士" };
    static const uint32_t xq_want[] = { 10, 10, 0 };
    count_grades(g, xq, xq_want, 3);
    swc_tournament_free(t);
    /* 125 finalists (wild cards): 18名以后 gives 二级棋士 to places 18-125
     * (108) by default; with the last count a cap too, 103 (places 18-120)
     * and places 121-125 none */
    t = field(125, 0);
    p.table = "chess-2015-final";
    p.tiebreaks = "LOT";
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    static const uint32_t open_want[] = { 6, 11, 108 };
    count_grades(g, ch, open_want, 3);
    p.last_band_capped = 1;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    static const uint32_t capped_want[] = { 6, 11, 103 };
    count_grades(g, ch, capped_want, 3);
    uint32_t none = 0;
    for (uint32_t i = 0; i < swc_grades_count(g); i++) {
        swc_grade_row r = SWC_GRADE_ROW_INIT;
        ck_assert_int_eq(swc_grades_row_get(&r, g, i), SWC_OK);
        if (!r.grade[0]) {
            none++;
            ck_assert_uint_gt(r.measure, 120);
            ck_assert_ptr_nonnull(strstr(r.reason, "head count"));
        }
    }
    ck_assert_uint_eq(none, 5);
    swc_tournament_free(t);
    swc_grades_free(g);
}
END_TEST

/* Score rates against organiser thresholds, and the adult group (最低六级, 最高三级). */
START_TEST(test_score_rate)
{
    swc_tournament *t = swc_test_tournament(8);
    /* 2 rounds: rates 1: 100%, 2: 75%, … */
    swc_test_play(t, "1-2:1 3-4:= 5-6:0 7-8:1");
    swc_test_play(t, "1-3:1 2-4:= 5-7:1 6-8:0");
    /* scores: 1 W W 2.0 (100%), 2 L D 0.5 (25%), 3 D L 0.5 (25%), 4 D D 1.0 (50%),
     *         5 L W, 6 W L, 7 W L, 8 L W: 1.0 (50%) */
    set_title(t, 1, "无级", "业余成年组");     /* adult, 100%: 三级 at 90% */
    set_title(t, 2, "十级棋士", "");           /* exact rows: 25% below 40% */
    set_title(t, 4, "十级棋士", "");           /* exact row 十级 → 九级 at 40% */
    set_title(t, 5, "无级", "业余成年组");     /* adult, 50% → 六级棋士 */
    set_title(t, 6, "九级棋士", "");           /* * +1 at 50% → 八级, below the cap 七级 */
    set_title(t, 7, "五级棋士", "业余成年组"); /* adult 50%: 六级 is not above 五级 */
    set_title(t, 8, "无级", "");               /* * +1 → 十五级棋士: below 十二级, none here */
    set_title(t, 3, "无级", "");               /* 25%: below 50% */
    swc_grades *g = grades_new();
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    p.table = "jingkaiqu-2026";
    p.thresholds = "# organiser's table\n"
                   "*        +1        50%\n"
                   "*        +2        100%\n"
                   "十级棋士  九级棋士  40%\n"
                   "成年组   六级棋士  50%\n"
                   "成年组   三级棋士  90%\n";
    ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s", swc_grades_errmsg(g));
    ck_assert_str_eq(grade_of(g, 1), "三级棋士");
    ck_assert_str_eq(grade_of(g, 2), "");
    ck_assert_str_eq(grade_of(g, 4), "九级棋士");
    ck_assert_str_eq(grade_of(g, 5), "六级棋士");
    ck_assert_str_eq(grade_of(g, 6), "八级棋士");
    ck_assert_str_eq(grade_of(g, 7), "");
    ck_assert_str_eq(grade_of(g, 8), "");
    ck_assert_str_eq(grade_of(g, 3), "");
    swc_grade_row r = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&r, g, 4), SWC_OK);
    ck_assert_int_eq(r.measure, 500);
    ck_assert_uint_eq(r.games, 2);
    /* the example table is marked as one and parses */
    ck_assert_ptr_nonnull(strstr(swc_grades_example_thresholds(), "EXAMPLE ONLY"));
    p.thresholds = swc_grades_example_thresholds();
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    ck_assert_str_eq(grade_of(g, 8), "");
    ck_assert_str_eq(grade_of(g, 6), "八级棋士");
    ck_assert_str_eq(grade_of(g, 1), "三级棋士");
    /* no thresholds, bad thresholds: the rows stay */
    p.thresholds = NULL;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_EINVAL);
    static const char *bad[] = { "* +1\n", "十六级 +1 50%\n", "* 九级棋士 150%\n", "* +0 50%\n", "# nothing\n",
                                 "\n* +1 50%\n* 九级 5o%\n" };
    static const char *bad_at[] = { "1:5:", "1:1:", "1:8:", "1:3:", "1:1:", "3:6:" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        p.thresholds = bad[i];
        ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_EPARSE);
        ck_assert_msg(strstr(swc_grades_errmsg(g), bad_at[i]), "%zu: %s", i, swc_grades_errmsg(g));
    }
    ck_assert_uint_eq(swc_grades_count(g), 8);
    ck_assert_str_eq(grade_of(g, 1), "三级棋士");
    /* played games only: the same here (no byes) */
    p.thresholds = "* +1 50%\n";
    p.rate_basis = SWC_GRADE_RATE_PLAYED;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    ck_assert_str_eq(grade_of(g, 8), "");
    ck_assert_str_eq(grade_of(g, 3), "");
    ck_assert_str_eq(grade_of(g, 6), "八级棋士");
    ck_assert_str_eq(grade_of(g, 1), ""); /* adult: +1 from 无级 is below 六级 */
    p.table = "no-such-table";
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_ENOTFOUND);
    p.table = "go-2015-haixuan";
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_EINVAL);
    swc_grades_free(g);
    swc_tournament_free(t);
}
END_TEST

/* 经开区 / 昌平 十一4 (two rounds missed: 取消比赛资格) on the grades path:
 * the certificate is withheld exactly as beside the prize list, counting a
 * forfeit loss and a zero-point bye as missed and a requested bye as leave. */
START_TEST(test_disqualified)
{
    swc_tournament *t = swc_test_tournament(6);
    swc_test_play(t, "1-2:1 3-4:+ 5-6:=");
    swc_test_play(t, "1-3:= 2-5:1 4:Z 6:F");
    swc_test_play(t, "4-1:1 2-3:1 5-6:0");
    swc_test_play(t, "4-2:1 3-6:= 1-5:1");
    /* 1 W D L W 62.5%, 2 L W W L 50%, 3 F+ D L D 50%, 4 F- Z W W 50% (two
     * missed), 5 D L L L 12.5%, 6 D F W D 75% (the full bye is leave) */
    for (uint32_t id = 1; id <= 6; id++)
        set_title(t, id, "十级棋士", "十级棋士组");
    swc_grades *g = grades_new();
    swc_grades_params p = SWC_GRADES_PARAMS_INIT;
    p.table = "changping-2024";
    p.thresholds = "* +1 50%\n";
    p.ruleset = "changping-grading";
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    ck_assert_str_eq(grade_of(g, 4), "九级棋士"); /* no rule: 50% reaches one grade up */
    p.disqualify_missed = 2;
    ck_assert_msg(swc_grades_from_tournament(g, t, &p) == SWC_OK, "%s", swc_grades_errmsg(g));
    swc_grade_row r = SWC_GRADE_ROW_INIT;
    ck_assert_int_eq(swc_grades_find(&r, g, 4), SWC_OK);
    ck_assert_str_eq(r.grade, "");
    ck_assert_str_eq(r.reason, "disqualified: missed rounds (取消比赛资格)");
    ck_assert_int_eq(r.measure, 500); /* what he scored is still shown */
    ck_assert_str_eq(r.cap, "八级棋士");
    ck_assert_str_eq(grade_of(g, 6), "九级棋士");
    ck_assert_str_eq(grade_of(g, 3), "九级棋士"); /* a forfeit win is no round missed */
    ck_assert_str_eq(grade_of(g, 1), "九级棋士");
    ck_assert_str_eq(grade_of(g, 5), "");
    /* the same rows as beside the prize list of the event's rules */
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules_name = "changping-grading";
    o.grade_thresholds = p.thresholds;
    swc_prizes *pz = NULL;
    ck_assert_msg(swc_prizes_compute(&pz, t, &o) == SWC_OK, "%s", swc_tournament_errmsg(t));
    const swc_grades *beside = NULL;
    ck_assert_int_eq(swc_prizes_grades(&beside, pz, 0), SWC_OK);
    ck_assert_uint_eq(swc_grades_count(beside), swc_grades_count(g));
    for (uint32_t i = 0; i < swc_grades_count(g); i++) {
        swc_grade_row a = SWC_GRADE_ROW_INIT, b = SWC_GRADE_ROW_INIT;
        ck_assert_int_eq(swc_grades_row_get(&a, g, i), SWC_OK);
        ck_assert_int_eq(swc_grades_row_get(&b, beside, i), SWC_OK);
        ck_assert_uint_eq(a.id, b.id);
        ck_assert_int_eq(a.measure, b.measure);
        ck_assert_uint_eq(a.games, b.games);
        ck_assert_str_eq(a.cap, b.cap);
        ck_assert_str_eq(a.grade, b.grade);
        ck_assert_str_eq(a.reason, b.reason);
    }
    swc_prizes_free(pz);
    /* after round 1 he has missed one round only: no disqualification */
    p.after_round = 1;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    ck_assert_int_eq(swc_grades_find(&r, g, 4), SWC_OK);
    ck_assert_int_eq(r.measure, 0);
    ck_assert_uint_eq(r.games, 1);
    ck_assert_ptr_null(strstr(r.reason, "disqualified"));
    ck_assert_str_eq(grade_of(g, 3), "九级棋士"); /* 1 of 1 */
    /* a round not created yet: refused, the rows stay */
    p.after_round = 5;
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_ERANGE);
    ck_assert_uint_eq(swc_grades_count(g), 6);
    ck_assert_int_eq(swc_grades_find(&r, g, 4), SWC_OK);
    ck_assert_uint_eq(r.games, 1);
    /* a caller built before the field knows nothing of it */
    p.after_round = 0;
    p.struct_size = (uint32_t)offsetof(swc_grades_params, disqualify_missed);
    ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
    ck_assert_str_eq(grade_of(g, 4), "九级棋士");
    swc_grades_free(g);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_table_list)
{
    ck_assert_uint_eq(swc_grade_table_count(), 25);
    for (uint32_t i = 0; i < swc_grade_table_count(); i++) {
        swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
        ck_assert_int_eq(swc_grade_table_get(&ti, i), SWC_OK);
        ck_assert(ti.kind >= SWC_GRADE_BY_POINTS && ti.kind <= SWC_GRADE_BY_SCORE_RATE);
        ck_assert_str_ne(ti.description, "");
    }
    swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
    ck_assert_int_eq(swc_grade_table_get(&ti, 99), SWC_ENOTFOUND);
    ck_assert_uint_eq(swc_grades_count(NULL), 0);
    ck_assert_str_ne(swc_grades_errmsg(NULL), "");
    swc_grades_free(NULL);
}
END_TEST

START_TEST(test_oom)
{
    swc_tournament *t = swc_test_tournament(8);
    swc_test_play(t, "1-2:1 3-4:= 5-6:0 7-8:1");
    for (uint32_t i = 1; i <= 8; i++)
        set_title(t, i, i % 2 ? "十级棋士" : "无级", i == 8 ? "业余成年组" : "");
    long n;
    for (n = 1; n < 2000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator al = swc_test_allocator(&st);
        swc_grades_options o = SWC_GRADES_OPTIONS_INIT;
        o.allocator = &al;
        swc_grades *g = NULL;
        ck_assert_int_eq(swc_grades_new(&g, &o), SWC_OK);
        swc_grades_params p = SWC_GRADES_PARAMS_INIT;
        p.table = "changping-2024";
        p.thresholds = "* +1 50%\n* +2 100%\n";
        ck_assert_int_eq(swc_grades_from_tournament(g, t, &p), SWC_OK);
        p.table = "xiangqi-2015-final";
        st.fail_at = st.calls + n;
        int rc = swc_grades_from_tournament(g, t, &p);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_str_eq(grade_of(g, 1), "地方大师");
            swc_grades_free(g);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        /* the previous rows are intact */
        ck_assert_uint_eq(swc_grades_count(g), 8);
        ck_assert_str_eq(grade_of(g, 1), "八级棋士");
        swc_grades_free(g);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert_int_lt(n, 2000);
    printf("# grades from a tournament: succeeded at allocation %ld\n", n);
    swc_tournament_free(t);
}
END_TEST

/* Grades from an arena and from a knockout with each allocation failing. */
START_TEST(test_oom_sources)
{
    swc_arena *a = arena("xiangqi-2015-jinji");
    int64_t t = T0;
    for (int i = 0; i < 5; i++)
        win(a, "A", "B", &t);
    static const char stream[] = "round\twhite\tblack\tresult\n1\tA\tB\t1-0\n1\tC\tD\t=\n1\tD\tC\t=\n";
    swc_knockout_options ko_opts = SWC_KNOCKOUT_OPTIONS_INIT;
    ko_opts.preset = "xiangqi-2015-ruwei";
    swc_knockout *k = NULL;
    ck_assert_int_eq(swc_knockout_new(&k, &ko_opts), SWC_OK);
    ck_assert_int_eq(swc_knockout_read(k, stream, strlen(stream), NULL, NULL), SWC_OK);
    for (int src = 0; src < 2; src++) {
        long n;
        for (n = 1; n < 500; n++) {
            swc_test_alloc st = { 0, 0, 0, 0 };
            swc_allocator al = swc_test_allocator(&st);
            swc_grades_options o = SWC_GRADES_OPTIONS_INIT;
            o.allocator = &al;
            swc_grades *g = NULL;
            ck_assert_int_eq(swc_grades_new(&g, &o), SWC_OK);
            swc_grades_params p = SWC_GRADES_PARAMS_INIT;
            p.table = src ? "xiangqi-2015-ruwei" : "xiangqi-2015-jinji";
            st.fail_at = st.calls + n;
            int rc = src ? swc_grades_from_knockout(g, k, &p) : swc_grades_from_arena(g, a, &p);
            st.fail_at = 0;
            if (rc == SWC_OK) {
                ck_assert_uint_eq(swc_grades_count(g), src ? 4u : 2u);
                swc_grades_free(g);
                ck_assert_int_eq(st.live_blocks, 0);
                break;
            }
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_uint_eq(swc_grades_count(g), 0);
            swc_grades_free(g);
            ck_assert_int_eq(st.live_blocks, 0);
        }
        ck_assert_int_lt(n, 500);
    }
    swc_knockout_free(k);
    swc_arena_free(a);
}
END_TEST

static Suite *suite(void)
{
    Suite *s = suite_create("grades");
    TCase *tc = tcase_create("grades");
    tcase_add_test(tc, test_go_haixuan_points);
    tcase_add_test(tc, test_cc_points_with_games);
    tcase_add_test(tc, test_go_jinji_ranks);
    tcase_add_test(tc, test_chess_ruwei_ranks);
    tcase_add_test(tc, test_knockout_tables);
    tcase_add_test(tc, test_final_and_doubles_tables);
    tcase_add_test(tc, test_caps);
    tcase_add_test(tc, test_score_rate);
    tcase_add_test(tc, test_jingkai_lowest_grade);
    tcase_add_test(tc, test_chess_final_head_counts);
    tcase_add_test(tc, test_disqualified);
    tcase_add_test(tc, test_table_list);
    tcase_add_test(tc, test_oom);
    tcase_add_test(tc, test_oom_sources);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    return swc_test_run(suite());
}
