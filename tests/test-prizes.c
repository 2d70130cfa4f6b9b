/*
 * Prizes by hand. The first tests give the prize layer a field written out
 * (places, sex, ratings, groups, members, federations, tags) and check the
 * awards against amounts worked out on paper, following the examples and
 * edge cases the source rulesets describe: ties across the paid/unpaid
 * boundary, fewer entrants than places, a player who wins a place and a
 * group prize, rating groups only from 32 entrants with top-ups to 200,
 * women's places within the top 15 / 20 (accumulating in one ruleset),
 * merged groups (no cash below 6, first place only with 6-11), the
 * dual-board count table, season points for members, and team standings.
 * The rules are fixed inputs of the tests (prizes-fixture.h); the named
 * rules are checked against their documents in test-prizes-rules.c, the
 * public API in test-prizes-api.c.
 */
#include "prizes-fixture.h"

START_TEST(test_count_rules)
{
    pz_rules rules;
    swc_mem m;
    char err[256];
    swc_mem_init(&m, NULL);
    struct {
        const char *rule, *table;
        uint32_t n, want;
    } cases[] = {
        /* 方庄 xiangqi: below 24 entrants n/4 places of the six */
        { "fangzhuang-xiangqi", "places", 3, 0 },
        { "fangzhuang-xiangqi", "places", 10, 2 },
        { "fangzhuang-xiangqi", "places", 23, 5 },
        { "fangzhuang-xiangqi", "places", 24, 6 },
        { "fangzhuang-xiangqi", "places", 80, 6 },
        /* 方庄 chess open: n/4, at least 1 and at most 8 */
        { "fangzhuang-chess-open", "open", 2, 1 },
        { "fangzhuang-chess-open", "open", 7, 1 },
        { "fangzhuang-chess-open", "open", 8, 2 },
        { "fangzhuang-chess-open", "open", 31, 7 },
        { "fangzhuang-chess-open", "open", 33, 8 },
        { "fangzhuang-chess-open", "open", 200, 8 },
        /* 大师冲刺组: fewer than 6 no cash, 6-11 first place only */
        { "fangzhuang-chess", "sprint", 5, 0 },
        { "fangzhuang-chess", "sprint", 6, 1 },
        { "fangzhuang-chess", "sprint", 11, 1 },
        { "fangzhuang-chess", "sprint", 12, 3 },
        /* 双弈: 4-5 one place, 6-8 two, 9-10 three, above n/3 */
        { "fangzhuang-dual", "places", 3, 0 },
        { "fangzhuang-dual", "places", 4, 1 },
        { "fangzhuang-dual", "places", 5, 1 },
        { "fangzhuang-dual", "places", 6, 2 },
        { "fangzhuang-dual", "places", 8, 2 },
        { "fangzhuang-dual", "places", 9, 3 },
        { "fangzhuang-dual", "places", 10, 3 },
        { "fangzhuang-dual", "places", 11, 3 },
        { "fangzhuang-dual", "places", 12, 4 },
        { "fangzhuang-dual", "places", 31, 10 },
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const char *text = !strcmp(cases[k].rule, "fangzhuang-xiangqi")      ? L_XQ
                           : !strcmp(cases[k].rule, "fangzhuang-chess-open") ? L_CHESS_OPEN
                           : !strcmp(cases[k].rule, "fangzhuang-chess")      ? L_CHESS
                                                                              : L_DUAL;
        ck_assert_int_eq(pz_parse(&rules, &m, text, err, sizeof err), SWC_OK);
        const pz_table *t = NULL;
        for (uint32_t j = 0; j < rules.ntables; j++)
            if (!strcmp(rules.tables[j].name, cases[k].table))
                t = &rules.tables[j];
        ck_assert_ptr_nonnull(t);
        uint32_t got = pz_count(t, cases[k].n);
        if (got != cases[k].want)
            ck_abort_msg("%s %s with %u entrants: %u places, expected %u", cases[k].rule, cases[k].table,
                         (unsigned)cases[k].n, (unsigned)got, (unsigned)cases[k].want);
        pz_rules_free(&rules);
    }
    /* with amounts the list is as long as the amounts, whatever `places` says */
    ck_assert_int_eq(pz_parse(&rules, &m, L_XQ "prizes places\n  amounts 900 700 500 300\n", err,
                              sizeof err),
                     SWC_OK);
    ck_assert_uint_eq(pz_count(&rules.tables[0], 12), 3);
    ck_assert_uint_eq(pz_count(&rules.tables[0], 40), 4);
    pz_rules_free(&rules);
}
END_TEST

/* 方庄 xiangqi, 12 entrants: n/4 = 3 places paid of 1000 800 600 500 400 300. */
static const char xq_rules[] = L_XQ
                               "prizes places\n"
                               "  amounts 1000 800 600 500 400 300\n"
                               "prizes women\n"
                               "  amounts 300 200 100\n";

START_TEST(test_ties_across_the_boundary)
{
    /* places 1, 2, 3=, 3=, 5 …: the two at 3= occupy places 3 and 4, only
     * place 3 is paid: (600 + 0) / 2 = 300 each */
    fx f = { .n = 0 };
    add(&f, 1);
    add(&f, 2);
    add(&f, 3);
    add(&f, 3);
    for (uint32_t k = 5; k <= 12; k++)
        add(&f, k);
    run r;
    eval(&r, xq_rules, &f);
    ck_assert_uint_eq(r.res.tab[0].places, 3);
    ck_assert_int_eq(award(&r, &f, "places", 1), Y(1000));
    ck_assert_int_eq(award(&r, &f, "places", 2), Y(800));
    ck_assert_int_eq(award(&r, &f, "places", 3), Y(300));
    ck_assert_int_eq(award(&r, &f, "places", 4), Y(300));
    ck_assert_int_eq(award(&r, &f, "places", 5), NONE);
    const pz_award *a = award_rec(&r, &f, "places", 4);
    ck_assert_uint_eq(a->first, 3);
    ck_assert_uint_eq(a->last, 4);
    ck_assert_uint_eq(a->paid, 1);
    ck_assert_uint_eq(a->shared_by, 2);
    ck_assert_int_eq(r.res.tab[0].total, Y(2400));
    ck_assert_int_eq(r.res.tab[0].remainder, 0);
    done(&r);

    /* 1=, 1=, 3=, 3=, 3=: (1000 + 800) / 2 = 900; places 3-5 of which only
     * 3 is paid: 600 / 3 = 200 */
    fx g = { .n = 0 };
    add(&g, 1);
    add(&g, 1);
    add(&g, 3);
    add(&g, 3);
    add(&g, 3);
    for (uint32_t k = 6; k <= 12; k++)
        add(&g, k);
    eval(&r, xq_rules, &g);
    ck_assert_int_eq(award(&r, &g, "places", 1), Y(900));
    ck_assert_int_eq(award(&r, &g, "places", 2), Y(900));
    for (uint32_t id = 3; id <= 5; id++)
        ck_assert_int_eq(award(&r, &g, "places", id), Y(200));
    ck_assert_int_eq(award(&r, &g, "places", 6), NONE);
    ck_assert_uint_eq(nawards(&r, "places"), 5);
    done(&r);

    /* a tie that starts just after the last paid place gets nothing */
    fx h = { .n = 0 };
    plain(&h, 3);
    add(&h, 4);
    add(&h, 4);
    for (uint32_t k = 6; k <= 12; k++)
        add(&h, k);
    eval(&r, xq_rules, &h);
    ck_assert_uint_eq(nawards(&r, "places"), 3);
    ck_assert_int_eq(award(&r, &h, "places", 4), NONE);
    done(&r);
}
END_TEST

START_TEST(test_indivisible_shares)
{
    /* three tied first of 1000 800 500: 2300 / 3 = 766.666… → 766.66 each,
     * 0.02 left over; to the whole yuan: 766 each, 2 yuan left over */
    fx f = { .n = 0 };
    add(&f, 1);
    add(&f, 1);
    add(&f, 1);
    plain(&f, 5);
    run r;
    eval(&r, "prizes p\n  amounts 1000 800 500\n", &f);
    for (uint32_t id = 1; id <= 3; id++)
        ck_assert_int_eq(award(&r, &f, "p", id), 76666);
    ck_assert_int_eq(r.res.tab[0].total, 229998);
    ck_assert_int_eq(r.res.tab[0].remainder, 2);
    ck_assert_int_eq(r.res.tab[0].total + r.res.tab[0].remainder, Y(2300));
    done(&r);
    eval(&r, "prizes p\n  amounts 1000 800 500\n  rounding 1\n", &f);
    for (uint32_t id = 1; id <= 3; id++)
        ck_assert_int_eq(award(&r, &f, "p", id), Y(766));
    ck_assert_int_eq(r.res.tab[0].remainder, Y(2));
    done(&r);
    /* where lots decide (ties order) the standings order stands */
    eval(&r, "prizes p\n  amounts 1000 800 500\n  ties order\n", &f);
    ck_assert_int_eq(award(&r, &f, "p", 1), Y(1000));
    ck_assert_int_eq(award(&r, &f, "p", 2), Y(800));
    ck_assert_int_eq(award(&r, &f, "p", 3), Y(500));
    done(&r);
}
END_TEST

START_TEST(test_fewer_entrants_than_places)
{
    /* six amounts, three players: three awards, nothing invented */
    fx f = { .n = 0 };
    plain(&f, 3);
    run r;
    eval(&r, "prizes p\n  amounts 600 500 400 300 200 100\n", &f);
    ck_assert_uint_eq(nawards(&r, "p"), 3);
    ck_assert_int_eq(award(&r, &f, "p", 3), Y(400));
    ck_assert_int_eq(r.res.tab[0].total, Y(1500));
    done(&r);
    /* 方庄 xiangqi with 5 entrants: n/4 = 1 place */
    fx g = { .n = 0 };
    plain(&g, 5);
    eval(&r, xq_rules, &g);
    ck_assert_uint_eq(nawards(&r, "places"), 1);
    ck_assert_int_eq(award(&r, &g, "places", 1), Y(1000));
    done(&r);
    /* without amounts the places are still listed, with no money */
    eval(&r, L_XQ, &g);
    ck_assert_uint_eq(nawards(&r, "places"), 1);
    ck_assert(award(&r, &g, "places", 1) == PZ_NO_AMOUNT);
    done(&r);
}
END_TEST

/* 方庄 chess open with amounts: 8 places, women, U-groups, season points. */
static const char chess_rules[] = L_CHESS_OPEN
                                  "prizes open\n"
                                  "  amounts 3000 2000 1500 1000 800 600 400 150\n"
                                  "prizes women\n"
                                  "  amounts 500 300 200\n";

/* 32 entrants: X (id 8) rated 1100 at place 8; Z (id 9) unrated at 9; Y
 * (id 10) rated 900 at 10; W (id 12) 1500p (provisional) at 12; everybody
 * else rated 2000. Women: id 2 (place 2), id 15, id 20, id 21. Members:
 * ids 2 and 3 (not 1). */
static void chess_field(fx *f, uint32_t n)
{
    plain(f, n);
    f->e[7].rating = 1100;
    f->e[8].rating = 0;
    f->e[9].rating = 900;
    f->e[11].rating = 1500;
    f->e[11].flags = SWC_PLAYER_PROVISIONAL;
    f->e[1].sex = 'w';
    f->e[14].sex = 'w';
    f->e[19].sex = 'f';
    if (n > 20)
        f->e[20].sex = 'w';
    f->e[1].flags |= SWC_PLAYER_MEMBER;
    f->e[2].flags |= SWC_PLAYER_MEMBER;
}

START_TEST(test_place_and_group_prize)
{
    fx f = { .n = 0 };
    chess_field(&f, 32);
    run r;
    eval(&r, chess_rules, &f);
    /* 32 / 4 = 8 places */
    ck_assert_uint_eq(nawards(&r, "open"), 8);
    /* X wins place 8 (150) and is the best U1200: topped up to 200 */
    ck_assert_int_eq(award(&r, &f, "open", 8), Y(150));
    ck_assert_int_eq(award(&r, &f, "u1200", 8), Y(50));
    /* Z (unrated) belongs to every rating group: best U1000 (200); U800
     * then skips him (one rating-group award) and goes to W, whose
     * provisional rating counts as unrated; Y (900) is behind Z */
    ck_assert_int_eq(award(&r, &f, "u1000", 9), Y(200));
    ck_assert_int_eq(award(&r, &f, "u800", 9), NONE);
    ck_assert_int_eq(award(&r, &f, "u800", 12), Y(200));
    ck_assert_int_eq(award(&r, &f, "u1000", 10), NONE);
    /* women accumulate in this ruleset: id 2 keeps 2000 and takes 500;
     * id 15 and id 20 (within the top 20) follow; id 21 is outside */
    ck_assert_int_eq(award(&r, &f, "open", 2), Y(2000));
    ck_assert_int_eq(award(&r, &f, "women", 2), Y(500));
    ck_assert_int_eq(award(&r, &f, "women", 15), Y(300));
    ck_assert_int_eq(award(&r, &f, "women", 20), Y(200));
    ck_assert_int_eq(award(&r, &f, "women", 21), NONE);
    /* season points 20/15/10 for the top places, members only: place 1
     * is no member and his 20 lapse */
    ck_assert_int_eq(award(&r, &f, "season", 1), NONE);
    ck_assert_int_eq(award(&r, &f, "season", 2), Y(15));
    ck_assert_int_eq(award(&r, &f, "season", 3), Y(10));
    ck_assert_int_eq(r.res.tab[table_of(&r, "season")].total, Y(25));
    done(&r);

    /* 31 entrants: no rating groups at all, and 7 places */
    fx g = { .n = 0 };
    chess_field(&g, 31);
    eval(&r, chess_rules, &g);
    ck_assert_uint_eq(nawards(&r, "open"), 7);
    ck_assert_uint_eq(nawards(&r, "u1200"), 0);
    ck_assert_uint_eq(nawards(&r, "u1000"), 0);
    ck_assert_uint_eq(nawards(&r, "u800"), 0);
    ck_assert_ptr_nonnull(r.res.tab[table_of(&r, "u1200")].note);
    done(&r);
    /* without the 32-entrant condition: X at place 8 is unpaid now (7
     * places) and gets the full 200 of U1200 */
    static const char no_minimum[] = L_CHESS_OPEN
                                     "prizes open\n  amounts 3000 2000 1500 1000 800 600 400 150\n"
                                     "prizes u1200\n  min-entrants 0\n";
    eval(&r, no_minimum, &g);
    ck_assert_int_eq(award(&r, &g, "open", 8), NONE);
    ck_assert_int_eq(award(&r, &g, "u1200", 8), Y(200));
    done(&r);

    /* a place prize above 200 leaves no top-up: the award stays with the
     * best of the group at 0 */
    fx h = { .n = 0 };
    chess_field(&h, 40);
    h.e[7].rating = 2000;
    h.e[0].rating = 1150;
    eval(&r, chess_rules, &h);
    ck_assert_int_eq(award(&r, &h, "open", 1), Y(3000));
    ck_assert_int_eq(award(&r, &h, "u1200", 1), 0);
    done(&r);
}
END_TEST

START_TEST(test_women_without_accumulation)
{
    /* 方庄 xiangqi: one award per player. 16 entrants, 4 places paid.
     * Women at places 1, 6, 9 and 16: the woman at 1 keeps her place prize
     * and is skipped for the women's prizes, which go to 6 and 9 (16 is
     * outside the top 15) */
    fx f = { .n = 0 };
    plain(&f, 16);
    f.e[0].sex = 'w';
    f.e[5].sex = 'w';
    f.e[8].sex = 'w';
    f.e[15].sex = 'w';
    run r;
    eval(&r, xq_rules, &f);
    ck_assert_int_eq(award(&r, &f, "places", 1), Y(1000));
    ck_assert_int_eq(award(&r, &f, "women", 1), NONE);
    ck_assert_int_eq(award(&r, &f, "women", 6), Y(300));
    ck_assert_int_eq(award(&r, &f, "women", 9), Y(200));
    ck_assert_int_eq(award(&r, &f, "women", 16), NONE);
    ck_assert_uint_eq(nawards(&r, "women"), 2);
    done(&r);
}
END_TEST

START_TEST(test_merged_groups)
{
    /* 方庄 chess merged: 公开组 and 大师冲刺组 ranked and paid separately */
    static const char rules[] = L_CHESS
                                "prizes open\n  amounts 3000 2000 1500 1000 800 600 400 150\n"
                                "prizes sprint\n  amounts 2000 1200 800\n";
    for (uint32_t sprint = 4; sprint <= 13; sprint++) {
        fx f = { .n = 0 };
        uint32_t open = 20;
        /* overall order alternates, group places count inside each group */
        uint32_t go = 0, gs = 0;
        for (uint32_t k = 0; k < open + sprint; k++) {
            pz_entry *e = add(&f, k + 1);
            int in_sprint = (k % 2 == 1 && gs < sprint) || go >= open;
            e->group = in_sprint ? "大师冲刺组" : "公开组";
            e->group_rank = in_sprint ? ++gs : ++go;
        }
        run r;
        eval(&r, rules, &f);
        uint32_t want = sprint < 6 ? 0 : sprint < 12 ? 1 : 3;
        ck_assert_uint_eq(nawards(&r, "sprint"), want);
        ck_assert_uint_eq(r.res.tab[table_of(&r, "sprint")].entrants, sprint);
        ck_assert_uint_eq(nawards(&r, "open"), 5); /* 20 / 4 */
        if (want) {
            /* the sprint winner is overall 2nd and first in his group */
            ck_assert_int_eq(award(&r, &f, "sprint", 2), Y(2000));
            ck_assert_int_eq(award(&r, &f, "open", 2), NONE);
            ck_assert_int_eq(award(&r, &f, "open", 3), Y(2000));
        } else {
            ck_assert_ptr_nonnull(r.res.tab[table_of(&r, "sprint")].note);
        }
        done(&r);
    }
}
END_TEST

START_TEST(test_dual_board)
{
    /* 9 entrants: 3 places; two tied at 2 share (800 + 500) / 2 = 650; the
     * count table with 6 entrants pays 2 */
    static const char rules[] = L_DUAL "prizes places\n  amounts 1200 800 500 300\n";
    fx f = { .n = 0 };
    add(&f, 1);
    add(&f, 2);
    add(&f, 2);
    for (uint32_t k = 4; k <= 9; k++)
        add(&f, k);
    run r;
    eval(&r, rules, &f);
    ck_assert_int_eq(award(&r, &f, "places", 1), Y(1200));
    ck_assert_int_eq(award(&r, &f, "places", 2), Y(650));
    ck_assert_int_eq(award(&r, &f, "places", 3), Y(650));
    ck_assert_uint_eq(nawards(&r, "places"), 3);
    done(&r);
    fx g = { .n = 0 };
    plain(&g, 6);
    add(&g, 6); /* 6= : seven entrants, 2 places */
    eval(&r, rules, &g);
    ck_assert_uint_eq(nawards(&r, "places"), 2);
    done(&r);
    fx h = { .n = 0 };
    plain(&h, 3);
    eval(&r, rules, &h);
    ck_assert_uint_eq(nawards(&r, "places"), 0);
    ck_assert_ptr_nonnull(r.res.tab[0].note);
    done(&r);
}
END_TEST

START_TEST(test_season_points)
{
    /* only members, places kept (the default of the named rules), and the
     * variant where the best members take the points */
    fx f = { .n = 0 };
    plain(&f, 10);
    f.e[1].flags = SWC_PLAYER_MEMBER;
    f.e[3].flags = SWC_PLAYER_MEMBER;
    f.e[4].flags = SWC_PLAYER_MEMBER;
    run r;
    eval(&r, "points gp\n  only members keep-places\n  amounts 20 15 10\n", &f);
    ck_assert_int_eq(award(&r, &f, "gp", 2), Y(15));
    ck_assert_uint_eq(nawards(&r, "gp"), 1);
    done(&r);
    eval(&r, "points gp\n  only members\n  amounts 20 15 10\n", &f);
    ck_assert_int_eq(award(&r, &f, "gp", 2), Y(20));
    ck_assert_int_eq(award(&r, &f, "gp", 4), Y(15));
    ck_assert_int_eq(award(&r, &f, "gp", 5), Y(10));
    done(&r);
    /* points are shared like money: 1=, 1= members share (15 + 10) / 2 */
    fx g = { .n = 0 };
    add(&g, 1)->flags = SWC_PLAYER_MEMBER;
    add(&g, 1)->flags = SWC_PLAYER_MEMBER;
    plain(&g, 3);
    eval(&r, "points gp\n  only members\n  amounts 15 10\n", &g);
    ck_assert_int_eq(award(&r, &g, "gp", 1), 1250);
    ck_assert_int_eq(award(&r, &g, "gp", 2), 1250);
    done(&r);
}
END_TEST


START_TEST(test_province_teams)
{
    /* men: 北京 places 1 4 6 9 → best three 1+4+6 = 11; 上海 2 3 8 → 13;
     * 天津 5 7 → incomplete; 广东 10 11 12 → 33.
     * women: 北京 13 15 → 28, 上海 14 16 → 30, 天津 17 → incomplete */
    static const struct {
        uint32_t rank;
        const char *fed;
        int sex;
    } p[] = {
        { 1, "北京", 'm' }, { 2, "上海", 'm' }, { 3, "上海", 'm' }, { 4, "北京", 'm' }, { 5, "天津", 'm' },
        { 6, "北京", 'm' }, { 7, "天津", 'm' }, { 8, "上海", 0 },   { 9, "北京", 'm' }, { 10, "广东", 'm' },
        { 11, "广东", 'm' }, { 12, "广东", 'm' }, { 13, "北京", 'w' }, { 14, "上海", 'w' }, { 15, "北京", 'w' },
        { 16, "上海", 'w' }, { 17, "天津", 'w' }, { 18, "", 'm' },
    };
    fx f = { .n = 0 };
    for (size_t k = 0; k < sizeof p / sizeof p[0]; k++) {
        pz_entry *e = add(&f, p[k].rank);
        e->federation = p[k].fed;
        e->sex = p[k].sex;
    }
    run r;
    eval(&r, "use province-teams\n", &f);
    const pz_team *bj = team_named(&r, "province-men", "北京"), *sh = team_named(&r, "province-men", "上海"),
                  *tj = team_named(&r, "province-men", "天津"), *gd = team_named(&r, "province-men", "广东");
    ck_assert_ptr_nonnull(bj);
    ck_assert_ptr_nonnull(sh);
    ck_assert_ptr_nonnull(tj);
    ck_assert_ptr_nonnull(gd);
    ck_assert_int_eq(bj->score, 11);
    ck_assert_uint_eq(bj->rank, 1);
    ck_assert_uint_eq(bj->nmembers, 3);
    ck_assert_int_eq(sh->score, 13); /* unknown sex counts with the men */
    ck_assert_uint_eq(sh->rank, 2);
    ck_assert_int_eq(gd->score, 33);
    ck_assert_uint_eq(gd->rank, 3);
    ck_assert_uint_eq(tj->complete, 0);
    ck_assert_uint_eq(tj->rank, 4);
    ck_assert_int_eq(team_named(&r, "province-women", "北京")->score, 28);
    ck_assert_uint_eq(team_named(&r, "province-women", "北京")->rank, 1);
    ck_assert_int_eq(team_named(&r, "province-women", "上海")->score, 30);
    ck_assert_uint_eq(team_named(&r, "province-women", "天津")->complete, 0);
    ck_assert_ptr_null(team_named(&r, "province-men", ""));
    /* members in order, best first */
    const pz_member *m = &r.res.members[bj->first_member];
    ck_assert_uint_eq(m[0].place, 1);
    ck_assert_uint_eq(m[1].place, 4);
    ck_assert_uint_eq(m[2].place, 6);
    done(&r);
    /* the player at 8 moves to 北京 and up to 6, 北京's player at 6 down to
     * 8: 北京 counts 1 4 6 = 11 again, 上海 has two men left */
    f.e[5].rank = 8;
    f.e[7].rank = 6;
    f.e[7].federation = "北京";
    eval(&r, "use province-teams\n", &f);
    ck_assert_int_eq(team_named(&r, "province-men", "北京")->score, 11);
    ck_assert_uint_eq(team_named(&r, "province-men", "上海")->complete, 0);
    done(&r);
    /* equal sums share the place */
    fx g = { .n = 0 };
    for (uint32_t k = 0; k < 6; k++) {
        pz_entry *e = add(&g, k + 1);
        e->federation = (k == 0 || k == 3 || k == 4) ? "A" : "B"; /* A: 1 4 5 = 10, B: 2 3 6 = 11 */
    }
    g.e[5].rank = 5; /* B: 2 3 5 = 10 */
    eval(&r, "teams t\n  by federation\n  best 3\n", &g);
    ck_assert_uint_eq(team_named(&r, "t", "A")->rank, 1);
    ck_assert_uint_eq(team_named(&r, "t", "B")->rank, 1);
    ck_assert_uint_eq(team_named(&r, "t", "A")->shared, 1);
    done(&r);
}
END_TEST

START_TEST(test_placement_points)
{
    /* 昌平: each member scored in his own group, 1st 11 … 10th 2, then 1.
     * doubles: 甲 = 少年组 1st (11) + 成人组 12th (1) = 12; 乙 = 少年组 2nd
     * (10) + 成人组 3rd (9) = 19. family: 王家 = 10th (2) + 11th (1) +
     * 1st (11) = 14; 李家 = 2nd (10) + 4th (8) = 18 */
    fx f = { .n = 0 };
    pz_entry *e;
    e = add(&f, 5);
    e->group = "少年组";
    e->group_rank = 1;
    e->tags = "doubles=甲";
    e = add(&f, 30);
    e->group = "成人组";
    e->group_rank = 12;
    e->tags = "doubles=甲, family=王家";
    e = add(&f, 6);
    e->group = "少年组";
    e->group_rank = 2;
    e->tags = "doubles=乙";
    e = add(&f, 3);
    e->group = "成人组";
    e->group_rank = 3;
    e->tags = "doubles=乙";
    e = add(&f, 20);
    e->group = "成人组";
    e->group_rank = 10;
    e->tags = "family=王家";
    e = add(&f, 1);
    e->group = "成人组";
    e->group_rank = 1;
    e->tags = "x,family = no,family=王家";
    e = add(&f, 7);
    e->group = "少年组";
    e->group_rank = 11;
    e->tags = "";
    e = add(&f, 2);
    e->group = "成人组";
    e->group_rank = 2;
    e->tags = "family=李家";
    e = add(&f, 4);
    e->group = "成人组";
    e->group_rank = 4;
    e->tags = "family=李家";
    run r;
    eval(&r, L_TEAMS, &f);
    const pz_team *a = team_named(&r, "doubles", "甲"), *b = team_named(&r, "doubles", "乙");
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    ck_assert_int_eq(a->score, Y(12));
    ck_assert_int_eq(b->score, Y(19));
    ck_assert_uint_eq(b->rank, 1);
    ck_assert_uint_eq(a->rank, 2);
    const pz_team *w = team_named(&r, "family", "王家"), *l = team_named(&r, "family", "李家");
    ck_assert_ptr_nonnull(w);
    ck_assert_ptr_nonnull(l);
    ck_assert_int_eq(w->score, Y(14));
    ck_assert_uint_eq(w->nmembers, 3);
    ck_assert_int_eq(l->score, Y(18));
    ck_assert_uint_eq(l->rank, 1);
    ck_assert_uint_eq(r.res.tab[table_of(&r, "parent-child")].nteams, 0);
    done(&r);
}
END_TEST

START_TEST(test_parse_errors)
{
    static const struct {
        const char *text;
        int code;
        const char *word;
    } cases[] = {
        { "prizes p\n  amounts 12.345\n", SWC_EPARSE, "line 2" },
        { "prizes p\n  amounts 100 x\n", SWC_EPARSE, "'x'" },
        { "prizes p\n  count all\n", SWC_EPARSE, "count 'all'" },
        { "amounts 100\n", SWC_EPARSE, "outside a table" },
        { "frobnicate 1\n", SWC_EPARSE, "frobnicate" },
        { "prizes p\n  amounts 1\n  colour red\n", SWC_EPARSE, "line 3" },
        { "prizes p\n  amounts 1\n  count 5-3: 1\n", SWC_EPARSE, "empty" },
        { "prizes p\n  amounts 1\n  count n/0\n", SWC_EPARSE, "divisor" },
        { "prizes p\n  amounts 1\n  count 1 min 3 max 2\n", SWC_EPARSE, "min above max" },
        { "prizes p\n  amounts 1\n  only women within 0\n", SWC_EPARSE, "within" },
        { "prizes p\n  amounts 1\n  ties maybe\n", SWC_EPARSE, "ties" },
        { "points s\n  places 3\n", SWC_EPARSE, "needs amounts" },
        { "prizes p\n  amounts 1\n  section own-group\n", SWC_EPARSE, "own-group" },
        { "teams t\n  by tag a=b\n", SWC_EPARSE, "tag key" },
        { "teams t\n  topup 1\n", SWC_EPARSE, "unknown team setting" },
        { "prizes t\n  places 2\npoints t\n", SWC_EPARSE, "another kind" },
        { "use nothing-like-this\n", SWC_ENOTFOUND, "nothing-like-this" },
        { "# only a comment\n", SWC_EPARSE, "no tables" },
        { "prizes p\n  amounts 100000000000000\n", SWC_EPARSE, "not an amount" },
        { "prizes p\n  amounts 1\n  exclusive \xff\n", SWC_EPARSE, "line 3: invalid UTF-8" },
    };
    swc_mem m;
    swc_mem_init(&m, NULL);
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        pz_rules rules;
        char err[256];
        int rc = pz_parse(&rules, &m, cases[k].text, err, sizeof err);
        if (rc != cases[k].code || !strstr(err, cases[k].word))
            ck_abort_msg("case %zu: %d '%s', expected %d with '%s'", k, rc, err, cases[k].code, cases[k].word);
    }
    /* comments, blank lines, commas, decimals and re-opened tables */
    pz_rules rules;
    char err[256];
    ck_assert_int_eq(pz_parse(&rules, &m,
                              "# mine\nname mine\ncurrency 元\nprizes p  Prize list # note\n\n  amounts 1000.5, 20.25"
                              "\nprizes p\n  ties order\n",
                              err, sizeof err),
                     SWC_OK);
    ck_assert_uint_eq(rules.ntables, 1);
    ck_assert_str_eq(rules.tables[0].title, "Prize list");
    ck_assert_int_eq(rules.tables[0].amounts[0], 100050);
    ck_assert_int_eq(rules.tables[0].amounts[1], 2025);
    ck_assert_int_eq(rules.tables[0].ties_order, 1);
    ck_assert_str_eq(rules.name, "mine");
    pz_rules_free(&rules);
    /* every named rule parses; a rule that uses another keeps its own name */
    for (size_t k = 0; k < pz_nnamed; k++) {
        ck_assert_int_eq(pz_parse(&rules, &m, pz_named_rules[k].text, err, sizeof err), SWC_OK);
        ck_assert_str_eq(rules.name, pz_named_rules[k].name);
        pz_rules_free(&rules);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("prizes");
    TCase *tc = tcase_create("prizes");
    tcase_add_test(tc, test_count_rules);
    tcase_add_test(tc, test_ties_across_the_boundary);
    tcase_add_test(tc, test_indivisible_shares);
    tcase_add_test(tc, test_fewer_entrants_than_places);
    tcase_add_test(tc, test_place_and_group_prize);
    tcase_add_test(tc, test_women_without_accumulation);
    tcase_add_test(tc, test_merged_groups);
    tcase_add_test(tc, test_dual_board);
    tcase_add_test(tc, test_season_points);
    tcase_add_test(tc, test_province_teams);
    tcase_add_test(tc, test_placement_points);
    tcase_add_test(tc, test_parse_errors);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
