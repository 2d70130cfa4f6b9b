/*
 * Every named prize rule against its source document (../shared/seeds/,
 * doc/prizes.md): hand-built fields, and amounts worked out here from the
 * document's own lists, never taken from the code. Each test names the
 * document and the clause it checks.
 */
#include "prizes-fixture.h"

/* Sum of what player `id` received in cash tables (NONE counts 0). */
static int64_t cash_of(const run *r, const fx *f, uint32_t id)
{
    int64_t sum = 0;
    for (size_t a = 0; a < r->res.nawards; a++) {
        const pz_award *aw = &r->res.awards[a];
        if (f->e[aw->entry].id == id && r->rules.tables[aw->table].kind == PZ_CASH && aw->amount != PZ_NO_AMOUNT)
            sum += aw->amount;
    }
    return sum;
}

static int has_table(const run *r, const char *name)
{
    for (uint32_t k = 0; k < r->rules.ntables; k++)
        if (!strcmp(r->rules.tables[k].name, name))
            return 1;
    return 0;
}

/* Awards of table `name` for the registration group g. */
static uint32_t group_awards(const run *r, const char *name, const char *g)
{
    uint32_t t = table_of(r, name), n = 0;
    for (size_t a = 0; a < r->res.nawards; a++)
        n += r->res.awards[a].table == t && !strcmp(r->res.awards[a].group, g);
    return n;
}

static uint32_t count_for(const char *rule, const char *table, uint32_t n)
{
    pz_rules rules;
    swc_mem m;
    char err[256];
    swc_mem_init(&m, NULL);
    const pz_named *nr = pz_named_find(rule);
    ck_assert_ptr_nonnull(nr);
    ck_assert_int_eq(pz_parse(&rules, &m, nr->text, err, sizeof err), SWC_OK);
    uint32_t got = UINT32_MAX;
    for (uint32_t j = 0; j < rules.ntables; j++)
        if (!strcmp(rules.tables[j].name, table))
            got = pz_count(&rules.tables[j], n);
    pz_rules_free(&rules);
    ck_assert_uint_ne(got, UINT32_MAX);
    return got;
}

/* ---- 方庄 中国象棋赛 (六) ------------------------------------------------ */

START_TEST(test_fz_xiangqi_places)
{
    /* (六)1: 1000 500 300 200 150 100; fewer than 24 entrants: ⌊n/4⌋ places */
    ck_assert_uint_eq(count_for("fangzhuang-xiangqi", "places", 3), 0);
    ck_assert_uint_eq(count_for("fangzhuang-xiangqi", "places", 10), 2);
    ck_assert_uint_eq(count_for("fangzhuang-xiangqi", "places", 23), 5);
    ck_assert_uint_eq(count_for("fangzhuang-xiangqi", "places", 24), 6);
    ck_assert_uint_eq(count_for("fangzhuang-xiangqi", "places", 60), 6);
    /* 30 entrants: places 1-5 alone, two players tied 6th cross the last
     * paid place: (100 + 0) / 2 = 50 each (奖金评分) */
    fx f = { .n = 0 };
    plain(&f, 5);
    add(&f, 6);
    add(&f, 6);
    while (f.n < 30)
        add(&f, f.n + 1);
    run r;
    eval(&r, "use fangzhuang-xiangqi\n", &f);
    ck_assert_int_eq(award(&r, &f, "places", 1), Y(1000));
    ck_assert_int_eq(award(&r, &f, "places", 2), Y(500));
    ck_assert_int_eq(award(&r, &f, "places", 3), Y(300));
    ck_assert_int_eq(award(&r, &f, "places", 4), Y(200));
    ck_assert_int_eq(award(&r, &f, "places", 5), Y(150));
    ck_assert_int_eq(award(&r, &f, "places", 6), Y(50));
    ck_assert_int_eq(award(&r, &f, "places", 7), Y(50));
    ck_assert_int_eq(award(&r, &f, "places", 8), NONE);
    ck_assert_int_eq(r.res.tab[table_of(&r, "places")].total, Y(2250));
    /* the document has no women's places */
    ck_assert(!has_table(&r, "women"));
    done(&r);
    /* 10 entrants: 2 places, amounts unchanged */
    fx g = { .n = 0 };
    plain(&g, 10);
    eval(&r, "use fangzhuang-xiangqi\n", &g);
    ck_assert_uint_eq(nawards(&r, "places"), 2);
    ck_assert_int_eq(award(&r, &g, "places", 2), Y(500));
    ck_assert_int_eq(award(&r, &g, "places", 3), NONE);
    done(&r);
}
END_TEST

/* 32 entrants: place 5 rated 1100, place 7 unrated, place 8 rated 900,
 * place 9 rated 700, place 11 rated 1000p (provisional). */
static void rating_field(fx *f, uint32_t n)
{
    plain(f, n);
    f->e[4].rating = 1100;
    f->e[6].rating = 0;
    f->e[7].rating = 900;
    f->e[8].rating = 700;
    f->e[10].rating = 1000;
    f->e[10].flags = SWC_PLAYER_PROVISIONAL;
}

START_TEST(test_fz_xiangqi_rating_groups)
{
    /* (六)2: from 32 entrants, the first of U1200, U1000, U800 has his place
     * prize topped up to 200; unrated and 'p' ratings count as unrated */
    fx f = { .n = 0 };
    rating_field(&f, 32);
    run r;
    eval(&r, "use fangzhuang-xiangqi\n", &f);
    /* place 5 (1100): 150 + 50 */
    ck_assert_int_eq(award(&r, &f, "places", 5), Y(150));
    ck_assert_int_eq(award(&r, &f, "u1200", 5), Y(50));
    ck_assert_int_eq(cash_of(&r, &f, 5), Y(200));
    /* U1000: place 7, unrated, no place prize (100 went to place 6): 200 */
    ck_assert_int_eq(award(&r, &f, "u1000", 7), Y(200));
    /* U800: place 7 holds a rating-group award; place 8 (900) is not below
     * 800; place 9 (700) takes it */
    ck_assert_int_eq(award(&r, &f, "u800", 8), NONE);
    ck_assert_int_eq(award(&r, &f, "u800", 9), Y(200));
    done(&r);
    /* 31 entrants: no rating groups */
    fx g = { .n = 0 };
    rating_field(&g, 31);
    eval(&r, "use fangzhuang-xiangqi\n", &g);
    ck_assert_uint_eq(nawards(&r, "u1200") + nawards(&r, "u1000") + nawards(&r, "u800"), 0);
    done(&r);
    /* the setting: unrated out of the groups, U1000 goes to place 8 */
    eval(&r, "use fangzhuang-xiangqi\nprizes u1000\n  unrated out\nprizes u800\n  unrated out\n", &f);
    ck_assert_int_eq(award(&r, &f, "u1000", 7), NONE);
    ck_assert_int_eq(award(&r, &f, "u1000", 8), Y(200));
    done(&r);
}
END_TEST

START_TEST(test_fz_rating_group_tied_top)
{
    /* (五)6 如无法区分，则按并列处理，奖金评分, applied to (六)2: ids 7 and 8
     * tied at place 7, both below 1200, no place prize (32 entrants pay
     * places 1-6). They occupy places 1 and 2 of U1200, of which the
     * top-up pays one: they share it, each brought up to 200 * 1 / 2 = 100.
     * Id 9 (900) is then the first of U1000: 0 + 200. */
    fx f = { .n = 0 };
    for (uint32_t k = 0; k < 32; k++)
        add(&f, k < 6 ? k + 1 : k == 6 || k == 7 ? 7 : k + 1);
    f.e[6].rating = 1100;
    f.e[7].rating = 1150;
    f.e[8].rating = 900;
    run r;
    eval(&r, "use fangzhuang-xiangqi\n", &f);
    ck_assert_int_eq(award(&r, &f, "places", 7), NONE);
    ck_assert_int_eq(award(&r, &f, "u1200", 7), Y(100));
    ck_assert_int_eq(award(&r, &f, "u1200", 8), Y(100));
    const pz_award *a = award_rec(&r, &f, "u1200", 8);
    ck_assert_uint_eq(a->shared_by, 2);
    ck_assert_uint_eq(a->paid, 1);
    ck_assert_int_eq(award(&r, &f, "u1000", 9), Y(200));
    done(&r);
    /* the other reading: both are 排名第一 and each is topped up to 200 */
    eval(&r, "use fangzhuang-xiangqi\nprizes u1200\n  ties each\n", &f);
    ck_assert_int_eq(award(&r, &f, "u1200", 7), Y(200));
    ck_assert_int_eq(award(&r, &f, "u1200", 8), Y(200));
    done(&r);
    /* a tied player with a place prize of 150 and a share target of 100
     * gets no top-up: ids 6 and 7 tied at place 6 share 100 (50 each) of
     * the places; U1200 then brings each up to 100: 50 more */
    fx g = { .n = 0 };
    for (uint32_t k = 0; k < 32; k++)
        add(&g, k == 6 ? 6 : k + 1);
    g.e[5].rating = 1100;
    g.e[6].rating = 1100;
    eval(&r, "use fangzhuang-xiangqi\n", &g);
    ck_assert_int_eq(award(&r, &g, "places", 6), Y(50));
    ck_assert_int_eq(award(&r, &g, "places", 7), Y(50));
    ck_assert_int_eq(award(&r, &g, "u1200", 6), Y(50));
    ck_assert_int_eq(award(&r, &g, "u1200", 7), Y(50));
    done(&r);
}
END_TEST

START_TEST(test_fz_grand_prix_points)
{
    /* (六)3: the top two, if members, get 15 and 10 points. Place 1 is no
     * member: his 15 lapse; place 2 (member) gets 10 */
    fx f = { .n = 0 };
    plain(&f, 12);
    f.e[1].flags = SWC_PLAYER_MEMBER;
    f.e[2].flags = SWC_PLAYER_MEMBER;
    run r;
    eval(&r, "use fangzhuang-xiangqi\n", &f);
    ck_assert_int_eq(award(&r, &f, "grand-prix", 1), NONE);
    ck_assert_int_eq(award(&r, &f, "grand-prix", 2), Y(10));
    ck_assert_int_eq(award(&r, &f, "grand-prix", 3), NONE);
    done(&r);
    /* a member and a non-member tied first share (15 + 10) / 2: the
     * member gets 7.5 + 5 = 12.5, the non-member's share lapses */
    fx g = { .n = 0 };
    add(&g, 1);
    add(&g, 1);
    while (g.n < 12)
        add(&g, g.n + 1);
    g.e[0].flags = SWC_PLAYER_MEMBER;
    eval(&r, "use fangzhuang-xiangqi\n", &g);
    ck_assert_int_eq(award(&r, &g, "grand-prix", 1), 1250);
    ck_assert_int_eq(award(&r, &g, "grand-prix", 2), NONE);
    ck_assert_int_eq(award(&r, &g, "grand-prix", 3), NONE);
    /* and the money: (1000 + 500) / 2 each */
    ck_assert_int_eq(award(&r, &g, "places", 1), Y(750));
    ck_assert_int_eq(award(&r, &g, "places", 2), Y(750));
    done(&r);
}
END_TEST

/* ---- 方庄 双弈赛 (六) ------------------------------------------------------ */

START_TEST(test_fz_dual)
{
    /* (六)1: 4-5 entrants 1 place, 6-8 two, 9-10 three, more than 10 ⌊n/3⌋
     * (at most the six amounts); fewer than 4: no event */
    static const uint32_t n[] = { 3, 4, 5, 6, 8, 9, 10, 11, 17, 18, 40 };
    static const uint32_t want[] = { 0, 1, 1, 2, 2, 3, 3, 3, 5, 6, 6 };
    for (size_t k = 0; k < sizeof n / sizeof n[0]; k++)
        ck_assert_uint_eq(count_for("fangzhuang-dual", "places", n[k]), want[k]);
    /* 12 entrants: 4 places of 1000 500 300 200. Places 2-3 tied, both
     * members: (500 + 300) / 2 = 400 and (10 + 0) / 2 = 5 points each
     * (奖金评分，大奖赛积分评分); two tied 4th cross the last paid place:
     * (200 + 0) / 2 = 100 */
    fx f = { .n = 0 };
    add(&f, 1);
    add(&f, 2);
    add(&f, 2);
    add(&f, 4);
    add(&f, 4);
    while (f.n < 12)
        add(&f, f.n + 1);
    f.e[1].flags = f.e[2].flags = SWC_PLAYER_MEMBER;
    run r;
    eval(&r, "use fangzhuang-dual\n", &f);
    ck_assert_int_eq(award(&r, &f, "places", 1), Y(1000));
    ck_assert_int_eq(award(&r, &f, "places", 2), Y(400));
    ck_assert_int_eq(award(&r, &f, "places", 3), Y(400));
    ck_assert_int_eq(award(&r, &f, "places", 4), Y(100));
    ck_assert_int_eq(award(&r, &f, "places", 5), Y(100));
    ck_assert_int_eq(award(&r, &f, "places", 6), NONE);
    ck_assert_int_eq(award(&r, &f, "grand-prix", 1), NONE);
    ck_assert_int_eq(award(&r, &f, "grand-prix", 2), Y(5));
    ck_assert_int_eq(award(&r, &f, "grand-prix", 3), Y(5));
    done(&r);
    /* 40 entrants: the six amounts 1000 500 300 200 200 200, and the
     * rating groups of (六)2 */
    fx g = { .n = 0 };
    rating_field(&g, 40);
    eval(&r, "use fangzhuang-dual\n", &g);
    ck_assert_int_eq(award(&r, &g, "places", 6), Y(200));
    ck_assert_int_eq(r.res.tab[table_of(&r, "places")].total, Y(2400));
    /* place 5 (1100) has 200 already: the award, nothing to add */
    ck_assert_int_eq(award(&r, &g, "u1200", 5), 0);
    ck_assert_int_eq(award(&r, &g, "u1000", 7), Y(200));
    done(&r);
}
END_TEST

/* ---- 方庄 国际象棋赛 十一 ---------------------------------------------------- */

START_TEST(test_fz_chess_open)
{
    /* 十一(一): 2200 1100 600 500 400 300 300 300; fewer than 32: ⌊n/4⌋, at
     * least 1, at most 8 */
    ck_assert_uint_eq(count_for("fangzhuang-chess-open", "open", 3), 1);
    ck_assert_uint_eq(count_for("fangzhuang-chess-open", "open", 8), 2);
    ck_assert_uint_eq(count_for("fangzhuang-chess-open", "open", 31), 7);
    ck_assert_uint_eq(count_for("fangzhuang-chess-open", "open", 32), 8);
    ck_assert_uint_eq(count_for("fangzhuang-chess-open", "open", 60), 8);
    fx f = { .n = 0 };
    plain(&f, 32);
    run r;
    eval(&r, "use fangzhuang-chess-open\n", &f);
    ck_assert_int_eq(r.res.tab[table_of(&r, "open")].total, Y(2200 + 1100 + 600 + 500 + 400 + 300 * 3));
    ck_assert_int_eq(award(&r, &f, "open", 8), Y(300));
    /* year-end points 20 / 15 / 10 (the list has three places) */
    ck_assert_int_eq(award(&r, &f, "year-end", 1), Y(20));
    ck_assert_int_eq(award(&r, &f, "year-end", 3), Y(10));
    ck_assert_int_eq(award(&r, &f, "year-end", 4), NONE);
    /* no women's places, no rating groups in this document */
    ck_assert(!has_table(&r, "women") && !has_table(&r, "u1200"));
    done(&r);
}
END_TEST

START_TEST(test_fz_bounty)
{
    /* 棋士挑战大师奖: 100 a game won over the board against 棋协大师 or
     * higher, at most 300; holders of 一级棋士 and below only; 候补棋协大师
     * does not count; it adds to the place prizes */
    fx f = { .n = 0 };
    plain(&f, 16);
    static const char *const titles[] = { "一级棋士", "棋协大师", "国家大师", "", "候补棋协大师", "国际大师",
                                          "二级棋士", "无级", "候补棋协大师", "特级大师", "棋协大师" };
    for (uint32_t k = 0; k < 11; k++)
        f.e[k].cn_title = titles[k];
    f.e[3].title = "FM"; /* 国际棋联大师 by his FIDE title */
    /* id 1 (一级棋士, place 1) beat ids 2 (棋协大师), 3 (国家大师), 4 (FM),
     * 5 (候补棋协大师), 6 (国际大师): four count, 400 capped at 300 */
    static const uint32_t b1[] = { 1, 2, 3, 4, 5 };
    f.e[0].beaten = b1;
    f.e[0].nbeaten = 5;
    /* id 7 (二级棋士) beat id 2 once and id 5 (候补棋协大师): 100 */
    static const uint32_t b7[] = { 1, 4 };
    f.e[6].beaten = b7;
    f.e[6].nbeaten = 2;
    /* id 8 (无级: no certificate) and id 9 (候补棋协大师) beat masters: nothing */
    static const uint32_t b8[] = { 9 };
    f.e[7].beaten = b8;
    f.e[7].nbeaten = 1;
    f.e[8].beaten = b8;
    f.e[8].nbeaten = 1;
    run r;
    eval(&r, "use fangzhuang-chess-open\n", &f);
    const pz_award *a1 = award_rec(&r, &f, "challenge", 1);
    ck_assert_ptr_nonnull(a1);
    ck_assert_uint_eq(a1->count, 4);
    ck_assert_int_eq(a1->amount, Y(300));
    /* with his first place (16 entrants: 4 places): 2200 + 300 */
    ck_assert_int_eq(cash_of(&r, &f, 1), Y(2500));
    ck_assert_uint_eq(award_rec(&r, &f, "challenge", 7)->count, 1);
    ck_assert_int_eq(award(&r, &f, "challenge", 7), Y(100));
    ck_assert_int_eq(award(&r, &f, "challenge", 8), NONE);
    ck_assert_int_eq(award(&r, &f, "challenge", 9), NONE);
    ck_assert_uint_eq(nawards(&r, "challenge"), 2);
    done(&r);
}
END_TEST

START_TEST(test_fz_sprint)
{
    /* 十一(二): 500 300 150 100 50 50 from 24; fewer: ⌊n/4⌋; merged with
     * 6-11 entrants: first place 500; fewer than 6: no cash */
    ck_assert_uint_eq(count_for("fangzhuang-chess-sprint", "sprint", 5), 0);
    ck_assert_uint_eq(count_for("fangzhuang-chess-sprint", "sprint", 12), 3);
    ck_assert_uint_eq(count_for("fangzhuang-chess-sprint", "sprint", 23), 5);
    ck_assert_uint_eq(count_for("fangzhuang-chess-sprint", "sprint", 24), 6);
    ck_assert_uint_eq(count_for("fangzhuang-chess", "sprint", 5), 0);
    ck_assert_uint_eq(count_for("fangzhuang-chess", "sprint", 6), 1);
    ck_assert_uint_eq(count_for("fangzhuang-chess", "sprint", 11), 1);
    ck_assert_uint_eq(count_for("fangzhuang-chess", "sprint", 12), 3);
    ck_assert_uint_eq(count_for("fangzhuang-chess", "sprint", 24), 6);
    fx f = { .n = 0 };
    plain(&f, 24);
    run r;
    eval(&r, "use fangzhuang-chess-sprint\n", &f);
    ck_assert_int_eq(r.res.tab[0].total, Y(500 + 300 + 150 + 100 + 50 + 50));
    done(&r);
    /* merged: 20 in 公开组, 8 in 大师冲刺组 placed 2nd, 4th … 16th overall:
     * the group's first takes 500; 公开组 pays 20 / 4 = 5 places */
    fx g = { .n = 0 };
    uint32_t go = 0, gs = 0;
    for (uint32_t k = 0; k < 28; k++) {
        pz_entry *e = add(&g, k + 1);
        int sprint = k % 2 == 1 && gs < 8;
        e->group = sprint ? "大师冲刺组" : "公开组";
        e->group_rank = sprint ? ++gs : ++go;
    }
    eval(&r, "use fangzhuang-chess\n", &g);
    ck_assert_uint_eq(nawards(&r, "sprint"), 1);
    ck_assert_int_eq(award(&r, &g, "sprint", 2), Y(500));
    ck_assert_uint_eq(nawards(&r, "open"), 5);
    ck_assert_int_eq(award(&r, &g, "open", 3), Y(1100));
    /* 大师复盘奖: every sprint player, none of 公开组 */
    ck_assert_uint_eq(nawards(&r, "review"), 8);
    ck_assert_ptr_null(award_rec(&r, &g, "review", 1));
    done(&r);
}
END_TEST

/* ---- 昌平 and 经开区 grading events ----------------------------------------- */

/* One pairing section of two merged groups: 十级棋士组 of 20 (overall
 * places 1-20 mixed with the other group at 3, 7, 11, 15), 十一级棋士组 of 4. */
static void merged_field(fx *f)
{
    uint32_t a = 0, b = 0;
    for (uint32_t k = 1; k <= 24; k++) {
        pz_entry *e = add(f, k);
        int other = k == 3 || k == 7 || k == 11 || k == 15;
        e->group = other ? "十一级棋士组" : "十级棋士组";
        e->group_rank = other ? ++b : ++a;
        e->rounds = 5;
        e->present = 5;
        e->conduct = 10;
    }
}

START_TEST(test_grading_groups_and_women)
{
    fx f = { .n = 0 };
    merged_field(&f);
    /* women of 十级棋士组 at group places 3, 14, 15, 16, 18 (overall 4, 18,
     * 19, 20, 22) and one of 十一级棋士组 at group place 4 (overall 15) */
    static const uint32_t women[] = { 4, 18, 19, 20, 22, 15 };
    for (size_t k = 0; k < 6; k++)
        f.e[women[k] - 1].sex = 'w';
    run r;
    eval(&r, "use changping-grading\n", &f);
    /* each group apart: 8 of 十级, all 4 of 十一级 (fewer than 8) */
    ck_assert_uint_eq(group_awards(&r, "top8", "十级棋士组"), 8);
    ck_assert_uint_eq(group_awards(&r, "top8", "十一级棋士组"), 4);
    /* overall 3 is first of 十一级: group place 1 */
    ck_assert_uint_eq(award_rec(&r, &f, "top8", 3)->rank, 1);
    /* women within the top 15 of the group: group places 3, 14, 15; the
     * one at 3 is also in the top 8 (both lists) */
    ck_assert_int_eq(award(&r, &f, "women", 4), PZ_NO_AMOUNT);
    ck_assert_ptr_nonnull(award_rec(&r, &f, "top8", 4));
    ck_assert_ptr_nonnull(award_rec(&r, &f, "women", 18));
    ck_assert_ptr_nonnull(award_rec(&r, &f, "women", 19));
    ck_assert_ptr_null(award_rec(&r, &f, "women", 20));
    ck_assert_ptr_null(award_rec(&r, &f, "women", 22));
    ck_assert_uint_eq(award_rec(&r, &f, "women", 15)->rank, 4);
    ck_assert_uint_eq(group_awards(&r, "women", "十一级棋士组"), 1);
    done(&r);
    /* 经开区: the women's top 3 of each group, with no place limit: 4, 18, 19 */
    eval(&r, "use jingkai-grading\n", &f);
    ck_assert_uint_eq(group_awards(&r, "women", "十级棋士组"), 3);
    ck_assert_ptr_nonnull(award_rec(&r, &f, "women", 19));
    ck_assert_ptr_null(award_rec(&r, &f, "women", 20));
    ck_assert_uint_eq(group_awards(&r, "top8", "十一级棋士组"), 4);
    done(&r);
}
END_TEST

START_TEST(test_grading_knight)
{
    /* 骑士奖: finished every game and conduct points above 0 */
    fx f = { .n = 0 };
    merged_field(&f);
    f.e[0].conduct = 1;  /* awarded */
    f.e[1].conduct = 0;  /* not: conduct 0 */
    f.e[2].conduct = 3;
    f.e[2].present = 4;  /* not: missed a game */
    f.e[3].conduct = -2; /* not */
    run r;
    eval(&r, "use changping-grading\n", &f);
    ck_assert_ptr_nonnull(award_rec(&r, &f, "knight", 1));
    ck_assert_ptr_null(award_rec(&r, &f, "knight", 2));
    ck_assert_ptr_null(award_rec(&r, &f, "knight", 3));
    ck_assert_ptr_null(award_rec(&r, &f, "knight", 4));
    /* the other 20 finished with 10 points */
    ck_assert_uint_eq(nawards(&r, "knight"), 21);
    done(&r);
}
END_TEST

START_TEST(test_grading_teams)
{
    /* 名次分: 11, 10 … 2 for places 1-10, 1 after; merged groups by the
     * merged ranking (并组比赛的，按并组名次) */
    fx f = { .n = 0 };
    merged_field(&f);
    f.e[2].tags = "doubles=甲";  /* overall 3 (first of 十一级): 9 */
    f.e[11].tags = "doubles=甲"; /* overall 12: 1 */
    f.e[0].tags = "doubles=乙";  /* overall 1: 11 */
    f.e[5].tags = "doubles=乙";  /* overall 6: 6 */
    f.e[1].tags = "family=王家"; /* 10, 8 (overall 4), 2 (overall 10) */
    f.e[3].tags = "family=王家";
    f.e[9].tags = "family=王家";
    /* 混双: 一名男棋手和一名女棋手 */
    f.e[11].sex = 'w';
    f.e[5].sex = 'w';
    /* not a mixed-doubles team: two men (overall 5 and 7, 7 + 5 = 12
     * points, more than 甲), and a member whose sex is not recorded */
    f.e[4].tags = "doubles=丙";
    f.e[6].tags = "doubles=丙";
    f.e[7].tags = "doubles=丁";
    f.e[8].tags = "doubles=丁";
    f.e[8].sex = 0;
    f.e[7].sex = 'w';
    /* 家庭奖 needs three members: two are no family team */
    f.e[12].tags = "family=李家";
    f.e[13].tags = "family=李家";
    run r;
    eval(&r, "use changping-grading\n", &f);
    const pz_team *a = team_named(&r, "doubles", "甲"), *b = team_named(&r, "doubles", "乙");
    ck_assert_int_eq(a->score, Y(9 + 1));
    ck_assert_int_eq(b->score, Y(11 + 6));
    ck_assert_uint_eq(b->rank, 1);
    ck_assert_uint_eq(a->rank, 2);
    ck_assert_ptr_null(a->problem);
    const pz_team *c = team_named(&r, "doubles", "丙"), *d = team_named(&r, "doubles", "丁");
    ck_assert_uint_eq(c->rank, 0);
    ck_assert_ptr_nonnull(strstr(c->problem, "2 members (2 men, 0 women, 0 of unrecorded sex)"));
    ck_assert_ptr_nonnull(strstr(c->problem, "the table asks members 2, men 1, women 1"));
    ck_assert_uint_eq(d->rank, 0);
    ck_assert_ptr_nonnull(strstr(d->problem, "1 of unrecorded sex"));
    /* excluded teams come after the ranked ones */
    ck_assert(c > a && d > a);
    ck_assert_int_eq(team_named(&r, "family", "王家")->score, Y(10 + 8 + 2));
    ck_assert_uint_eq(team_named(&r, "family", "王家")->rank, 1);
    ck_assert_uint_eq(team_named(&r, "family", "李家")->rank, 0);
    ck_assert_ptr_nonnull(strstr(team_named(&r, "family", "李家")->problem, "the table asks members 3"));
    done(&r);
}
END_TEST

START_TEST(test_changping_open)
{
    /* 补充说明 (四): 1000 500 300 300 200 200 200 200; women within the top
     * 20; a private lesson for the winner; a lesson for who finished */
    fx f = { .n = 0 };
    plain(&f, 25);
    for (uint32_t k = 0; k < 25; k++) {
        f.e[k].rounds = 6;
        f.e[k].present = k == 1 ? 5 : 6;
    }
    f.e[4].sex = f.e[18].sex = f.e[19].sex = f.e[20].sex = 'w';
    run r;
    eval(&r, "use changping-open\n", &f);
    ck_assert_int_eq(r.res.tab[table_of(&r, "places")].total, Y(1000 + 500 + 300 * 2 + 200 * 4));
    ck_assert_int_eq(award(&r, &f, "places", 4), Y(300));
    ck_assert_ptr_nonnull(award_rec(&r, &f, "women", 5));
    ck_assert_ptr_nonnull(award_rec(&r, &f, "women", 20));
    ck_assert_ptr_null(award_rec(&r, &f, "women", 21));
    ck_assert_uint_eq(nawards(&r, "lesson"), 1);
    ck_assert_uint_eq(nawards(&r, "broadcast"), 24);
    ck_assert_ptr_null(award_rec(&r, &f, "broadcast", 2));
    done(&r);
}
END_TEST

/* ---- 2015 全国业余棋王争霸赛 ------------------------------------------------- */

/* 40 players; women at places 2, 35, 38; 北京: places 1, 2 (w), 3, 4, 35
 * (w); 上海: 5, 6, 7, 38 (w); 天津: 8, 9. Places 32 and 33 tied (32=). */
static void national_field(fx *f)
{
    for (uint32_t k = 1; k <= 40; k++)
        add(f, k == 33 ? 32 : k);
    f->e[1].sex = f->e[34].sex = f->e[37].sex = 'w';
    static const uint32_t bj[] = { 1, 2, 3, 4, 35 }, sh[] = { 5, 6, 7, 38 }, tj[] = { 8, 9 };
    for (size_t k = 0; k < 5; k++)
        f->e[bj[k] - 1].federation = "北京";
    for (size_t k = 0; k < 4; k++)
        f->e[sh[k] - 1].federation = "上海";
    for (size_t k = 0; k < 2; k++)
        f->e[tj[k] - 1].federation = "天津";
}

START_TEST(test_national_xiangqi)
{
    fx f = { .n = 0 };
    national_field(&f);
    run r;
    eval(&r, "use national2015-xiangqi\n", &f);
    /* 男子组 is the mixed ranking: 50000 20000 10000, 4-8 3000, 9-16 2000,
     * 17-32 1000; the woman at 2 keeps 20000 and takes the women's 3000
     * (女子选手获得混合名次奖金可以累积) */
    ck_assert_int_eq(award(&r, &f, "open", 1), Y(50000));
    ck_assert_int_eq(award(&r, &f, "open", 2), Y(20000));
    ck_assert_int_eq(award(&r, &f, "women", 2), Y(3000));
    ck_assert_int_eq(cash_of(&r, &f, 2), Y(23000));
    ck_assert_int_eq(award(&r, &f, "open", 8), Y(3000));
    ck_assert_int_eq(award(&r, &f, "open", 16), Y(2000));
    /* 32= crosses the last paid place: (1000 + 0) / 2 */
    ck_assert_int_eq(award(&r, &f, "open", 32), Y(500));
    ck_assert_int_eq(award(&r, &f, "open", 33), Y(500));
    ck_assert_int_eq(r.res.tab[table_of(&r, "open")].total,
                     Y(50000 + 20000 + 10000 + 5 * 3000 + 8 * 2000 + 15 * 1000 + 1000));
    /* women 3000 2000 1000 …: places 35 and 38 */
    ck_assert_int_eq(award(&r, &f, "women", 35), Y(2000));
    ck_assert_int_eq(award(&r, &f, "women", 38), Y(1000));
    /* men's teams, best 3 by places among men: 北京 1, 2, 3 (overall 1, 3,
     * 4) = 6; 上海 4, 5, 6 = 15; 天津 two men: incomplete, unpaid */
    const pz_team *bj = team_named(&r, "men-team", "北京"), *sh = team_named(&r, "men-team", "上海"),
                  *tj = team_named(&r, "men-team", "天津");
    ck_assert_int_eq(bj->score, 6);
    ck_assert_int_eq(sh->score, 15);
    ck_assert_int_eq(bj->amount, Y(12000));
    ck_assert_int_eq(sh->amount, Y(9000));
    ck_assert_uint_eq(tj->complete, 0);
    ck_assert(tj->amount == PZ_NO_AMOUNT);
    /* women's teams, best 2 among women: 北京 1 + 2 = 3; 上海 one woman */
    ck_assert_int_eq(team_named(&r, "women-team", "北京")->score, 3);
    ck_assert_int_eq(team_named(&r, "women-team", "北京")->amount, Y(12000));
    ck_assert_uint_eq(team_named(&r, "women-team", "上海")->complete, 0);
    done(&r);
    /* chess: the same lists */
    eval(&r, "use national2015-chess\n", &f);
    ck_assert_int_eq(cash_of(&r, &f, 2), Y(23000));
    done(&r);
}
END_TEST

START_TEST(test_national_go_and_doubles)
{
    fx f = { .n = 0 };
    national_field(&f);
    run r;
    eval(&r, "use national2015-go\n", &f);
    /* men and women ranked apart: the men's second prize (30000) goes to
     * overall 3, the woman at 2 takes the women's 10000 only */
    ck_assert_int_eq(award(&r, &f, "men", 1), Y(60000));
    ck_assert_int_eq(award(&r, &f, "men", 2), NONE);
    ck_assert_int_eq(award(&r, &f, "men", 3), Y(30000));
    ck_assert_int_eq(cash_of(&r, &f, 2), Y(10000));
    ck_assert_int_eq(award(&r, &f, "women", 35), Y(5000));
    ck_assert_int_eq(team_named(&r, "men-team", "北京")->amount, Y(25000));
    ck_assert_int_eq(team_named(&r, "women-team", "北京")->amount, Y(15000));
    done(&r);
    /* doubles: 8 pairs to start; six places 10000 8000 6000 3000 3000 3000 */
    fx seven = { .n = 0 }, eight = { .n = 0 };
    plain(&seven, 7);
    plain(&eight, 8);
    eval(&r, "use national2015-doubles\n", &seven);
    ck_assert_uint_eq(nawards(&r, "places"), 0);
    done(&r);
    eval(&r, "use national2015-doubles\n", &eight);
    ck_assert_int_eq(r.res.tab[0].total, Y(10000 + 8000 + 6000 + 3 * 3000));
    ck_assert_int_eq(award(&r, &eight, "places", 6), Y(3000));
    ck_assert_int_eq(award(&r, &eight, "places", 7), NONE);
    done(&r);
}
END_TEST

START_TEST(test_title_order)
{
    /* doc/prizes.md: 无级 < 十五级棋士 < … < 一级棋士 < 候补棋协大师 <
     * 棋协大师 < 国家大师 < 国际棋联大师 < 国际大师 < 特级大师 */
    static const char *const order[] = { "无级", "十五级棋士", "十二级棋士", "十级棋士", "九级棋士", "二级棋士",
                                         "一级棋士", "候补棋协大师", "棋协大师", "国家大师", "国际棋联大师",
                                         "国际大师", "特级大师" };
    for (size_t k = 1; k < sizeof order / sizeof order[0]; k++)
        ck_assert_int_lt(pz_title_rank(order[k - 1]), pz_title_rank(order[k]));
    ck_assert_int_eq(pz_title_rank("一级棋士"), pz_title_rank("1级棋士"));
    ck_assert_int_eq(pz_title_rank("十五级棋士"), pz_title_rank("15级"));
    ck_assert_int_eq(pz_title_rank(""), 0);
    ck_assert_int_eq(pz_title_rank("大师"), 0);
    ck_assert_int_eq(pz_title_rank("十六级棋士"), 0);
    ck_assert_int_eq(pz_fide_title_rank("FM"), pz_title_rank("国际棋联大师"));
    ck_assert_int_eq(pz_fide_title_rank("WGM"), 0);
}
END_TEST

START_TEST(test_new_settings_parse)
{
    pz_rules rules;
    swc_mem m;
    char err[256];
    swc_mem_init(&m, NULL);
    static const struct {
        const char *text;
        int rc;
        const char *msg;
    } cases[] = {
        { "prizes p\n  amounts 100*3 50\n", SWC_OK, "" },
        { "prizes p\n  amounts 100*0\n", SWC_EPARSE, "repeat" },
        { "prizes p\n  amounts 100*200\n", SWC_EPARSE, "repeat" },
        { "prizes p\n  bounty 100\n", SWC_EPARSE, "against" },
        { "prizes p\n  bounty 100 against 大师\n", SWC_EPARSE, "bounty" },
        { "prizes p\n  bounty 100 cap 300 against 棋协大师\n  places 3\n", SWC_EPARSE, "bounty has no" },
        { "prizes p\n  everyone\n  only conduct-above x\n", SWC_EPARSE, "conduct-above" },
        { "prizes p\n  everyone\n  only cn-title-at-most 棋协大师\n", SWC_EPARSE, "grade" },
        { "prizes p\n  everyone\n  places 3\n", SWC_EPARSE, "everyone" },
        { "prizes p\n  everyone\n  only finished twice\n", SWC_EPARSE, "finished" },
        { "prizes p\n  places 1\n  unrated maybe\n", SWC_EPARSE, "unrated" },
        { "teams t\n  section each-group\n", SWC_EPARSE, "each-group" },
        { "teams t\n  member-places where\n", SWC_EPARSE, "member-places" },
        { "prizes p\n  everyone\n  only conduct-above -3\n  only finished otb\n", SWC_OK, "" },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        int rc = pz_parse(&rules, &m, cases[k].text, err, sizeof err);
        if (rc != cases[k].rc || (rc && !strstr(err, cases[k].msg)))
            ck_abort_msg("case %u: %d '%s', expected %d with '%s'", (unsigned)k, rc, err, cases[k].rc, cases[k].msg);
        if (!rc)
            pz_rules_free(&rules);
    }
    /* finished otb: every round over the board */
    fx f = { .n = 0 };
    plain(&f, 3);
    for (uint32_t k = 0; k < 3; k++) {
        f.e[k].rounds = 4;
        f.e[k].present = 4;
        f.e[k].otb = k == 0 ? 3 : 4;
    }
    run r;
    eval(&r, "prizes p\n  everyone\n  only finished otb\n  amounts 10\n", &f);
    ck_assert_int_eq(award(&r, &f, "p", 1), NONE);
    ck_assert_int_eq(award(&r, &f, "p", 2), Y(10));
    done(&r);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("prizes-rules");
    TCase *tc = tcase_create("prizes-rules");
    tcase_add_test(tc, test_fz_xiangqi_places);
    tcase_add_test(tc, test_fz_xiangqi_rating_groups);
    tcase_add_test(tc, test_fz_rating_group_tied_top);
    tcase_add_test(tc, test_fz_grand_prix_points);
    tcase_add_test(tc, test_fz_dual);
    tcase_add_test(tc, test_fz_chess_open);
    tcase_add_test(tc, test_fz_bounty);
    tcase_add_test(tc, test_fz_sprint);
    tcase_add_test(tc, test_grading_groups_and_women);
    tcase_add_test(tc, test_grading_knight);
    tcase_add_test(tc, test_grading_teams);
    tcase_add_test(tc, test_changping_open);
    tcase_add_test(tc, test_national_xiangqi);
    tcase_add_test(tc, test_national_go_and_doubles);
    tcase_add_test(tc, test_title_order);
    tcase_add_test(tc, test_new_settings_parse);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
