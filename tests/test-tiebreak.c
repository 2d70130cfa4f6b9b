/*
 * Tie-breaks by hand: a five-player, three-round event with a PAB, a
 * half-point bye, a zero-point bye and a forfeit, whose values under the
 * 2023, 2026, 2009 and xiangqi 2011 rules were worked out on paper (see
 * the comments); cascades written as descriptors and as Chinese names;
 * shared places and lots; the xiangqi tails; fouls; registration groups,
 * women's places and rating groups; dual-board events; rulesets; errors and
 * out-of-memory paths.
 *
 *   R1: 1-2 1-0, 3-4 ½-½, 5 PAB      R2: 3-1 ½-½, 5-2 1-0, 4 half-point bye
 *   R3: 1-5 1-0, 3-2 +/- (forfeit), 4 zero-point bye
 *   Final: P1 2.5, P2 0, P3 2.0, P4 1.0, P5 2.0 (draw = 0.5, 3 rounds)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static swc_tournament *make_event(const swc_allocator *a)
{
    swc_tournament *t = NULL;
    swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
    to.allocator = a;
    ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    static const char *const names[] = { "P1", "P2", "王三", "P4", "P5" };
    for (int i = 0; i < 5; i++) {
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = names[i];
        in.rating = 2000 - 100 * i;
        in.group = (i == 0 || i == 2) ? "A" : "B";
        in.sex = (i == 2 || i == 3) ? 'w' : 'm';
        if (i == 0)
            in.flags = SWC_PLAYER_PROVISIONAL;
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    const uint32_t w1[] = { 1, 3 }, b1[] = { 2, 4 }, y1[] = { 5 };
    const int32_t k1[] = { SWC_RK_PAB };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w1, b1, 2, y1, k1, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    const uint32_t w2[] = { 3, 5 }, b2[] = { 1, 2 }, y2[] = { 4 };
    const int32_t k2[] = { SWC_RK_HALF_BYE };
    ck_assert_int_eq(swc_round_create(&r, t, w2, b2, 2, y2, k2, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_WHITE_WIN), SWC_OK);
    const uint32_t w3[] = { 1, 3 }, b3[] = { 5, 2 }, y3[] = { 4 };
    const int32_t k3[] = { SWC_RK_ZERO_BYE };
    ck_assert_int_eq(swc_round_create(&r, t, w3, b3, 2, y3, k3, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_WHITE_FORFEIT_WIN), SWC_OK);
    return t;
}

static swc_standings *compute(swc_tournament *t, const char *spec, int32_t unplayed)
{
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = spec;
    o.unplayed = unplayed;
    swc_standings *s = NULL;
    int rc = swc_standings_compute(&s, t, &o);
    ck_assert_msg(rc == SWC_OK, "%s: %s", spec, swc_tournament_errmsg(t));
    return s;
}

static swc_standings_row row_for(const swc_standings *s, uint32_t id)
{
    swc_standings_row row = SWC_STANDINGS_ROW_INIT;
    long r = swc_test_standings_row(s, id);
    ck_assert_msg(r >= 0, "player %u not listed", id);
    ck_assert_int_eq(swc_standings_row_get(&row, s, (uint32_t)r), SWC_OK);
    return row;
}

/* Value of column `code` for player `id`, scaled to `scale`. */
static int64_t val(const swc_standings *s, uint32_t id, const char *code, int64_t scale)
{
    long r = swc_test_standings_row(s, id);
    ck_assert_msg(r >= 0, "player %u not listed", id);
    for (uint32_t c = 0; c < swc_standings_criteria_count(s); c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_standings_criterion(&ci, s, c), SWC_OK);
        if (strcmp(ci.code, code) == 0) {
            int64_t v = 0;
            ck_assert_int_eq(swc_standings_value(&v, s, (uint32_t)r, c), SWC_OK);
            if (v == SWC_TB_UNDEFINED)
                return v;
            ck_assert_msg((v * scale) % ci.scale == 0, "%s of %u is not a multiple of 1/%ld", code, id, (long)scale);
            return v * scale / ci.scale;
        }
    }
    ck_abort_msg("no column %s", code);
    return 0;
}

#define CHECK5(s, code, scale, a, b, c, d, e)                                              \
    do {                                                                                   \
        const int64_t want_[5] = { a, b, c, d, e };                                        \
        for (uint32_t id_ = 1; id_ <= 5; id_++)                                            \
            ck_assert_msg(val(s, id_, code, scale) == want_[id_ - 1], "%s of %u: %lld, want %lld", code, id_, \
                          (long long)val(s, id_, code, scale), (long long)want_[id_ - 1]);  \
    } while (0)

/* 2023: adjusted scores as opponents P1 2.5, P2 0, P3 2.0, P4 1.5 (rounds
 * after the last round played count as draws), P5 2.0; own unplayed rounds
 * count the own final score. */
START_TEST(test_fide2023)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = compute(t, "BH,BH/C1,SB,PS,PS/C1,WIN,WON,BPG,REP,VUR,STD,KS,NUM,FB", SWC_UNPLAYED_FIDE2023);
    CHECK5(s, "PTS", 10, 25, 0, 20, 10, 20);
    /* P2: 2.5 + 2.0 + dummy 0; P3: 1.5 + 2.5 + dummy 2.0; P4: 2.0 + 1.0 + 1.0;
     * P5: dummy 2.0 + 0 + 2.5 */
    CHECK5(s, "BH", 10, 40, 45, 60, 40, 45);
    /* cuts: P2 its forfeit loss (a VUR), P3 the lowest (a forfeit win is no
     * VUR), P4 one of its byes (VUR 1.0 before the opponent's 2.0) */
    CHECK5(s, "BH/C1", 10, 40, 45, 45, 30, 45);
    /* SB: P1 0·1 + 2·½ + 2·1; P3 1.5·½ + 2.5·½ + 2·1; P4 2·½ + 1·½ + 1·0 */
    CHECK5(s, "SB", 100, 300, 0, 400, 150, 200);
    CHECK5(s, "PS", 10, 50, 0, 35, 25, 50);
    CHECK5(s, "PS/C1", 10, 40, 0, 30, 20, 40);
    CHECK5(s, "WIN", 1, 2, 0, 1, 0, 2);
    CHECK5(s, "WON", 1, 2, 0, 0, 0, 1);
    CHECK5(s, "BPG", 1, 1, 2, 0, 1, 1);
    CHECK5(s, "REP", 1, 3, 2, 3, 1, 3);
    CHECK5(s, "VUR", 1, 0, 1, 0, 2, 0);
    CHECK5(s, "STD", 10, 25, 0, 20, 10, 20);
    /* KS: opponents with at least 1.5 (50 % of 3): P1 scored ½ + 1 against
     * P3 and P5, P3 ½ against P1, P5 nothing against P1 */
    CHECK5(s, "KS", 10, 15, 0, 5, 5, 0);
    CHECK5(s, "NUM", 1, 3, 2, 2, 1, 2);
    /* FB: last round's paired games as draws: as opponents P1 2.0, P2 0.5,
     * P3 1.5, P4 1.5, P5 2.5; P1 0.5 + 1.5 + 2.5; P2 2.0 + 2.5 + 1.5 (the
     * forfeit counts as paired); P4 1.5 + 1.0 + 1.0; P5 own 2.5 + 0.5 + 2.0 */
    CHECK5(s, "FB", 10, 45, 60, 40, 35, 50);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* 2026: the dummy is capped at a draw per round (1.5) or, for forfeits, at
 * the scheduled opponent's adjusted score. */
START_TEST(test_fide2026)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = compute(t, "BH,BH/C1,SB", SWC_UNPLAYED_FIDE2026);
    /* P3: forfeit win over P2 (0) → min(2.0, 0) = 0; P5: PAB → min(2.0, 1.5) */
    CHECK5(s, "BH", 10, 40, 45, 40, 40, 40);
    CHECK5(s, "BH/C1", 10, 40, 45, 40, 30, 40);
    CHECK5(s, "SB", 100, 300, 0, 200, 150, 150);
    swc_standings_free(s);
    /* the default rule is 2026 */
    s = compute(t, "BH", 0);
    CHECK5(s, "BH", 10, 40, 45, 40, 40, 40);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* 2009 virtual opponent: own unplayed round = score before + opposite
 * result + ½ per later round; as an opponent unplayed rounds are draws
 * (P2 0.5, P3 1.5, P4 1.5, P5 1.5). */
START_TEST(test_fide2009)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = compute(t, "BH,BH/C1,SB", SWC_UNPLAYED_FIDE2009);
    /* P2: 2.5 + 1.5 + (0 + 1); P3: 1.5 + 2.5 + (1 + 0); P4: 1.5 + (.5+.5+.5)
     * + (1 + 1); P5: (0 + 0 + 1) + 0.5 + 2.5 */
    CHECK5(s, "BH", 10, 35, 50, 50, 50, 40);
    /* no VUR preference: the plain lowest value goes */
    CHECK5(s, "BH/C1", 10, 30, 40, 40, 35, 35);
    /* SB: P1 0.5·1 + 1.5·½ + 1.5·1; P3 1.5·½ + 2.5·½ + 1·1; P4 1.5·½ + 1.5·½
     * + 2·0; P5 1·1 + 0.5·1 */
    CHECK5(s, "SB", 100, 275, 0, 300, 150, 150);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* Xiangqi 2011: a bye's missing opponent counts as the lowest score among
 * players who have scored (P4, 1.0); forfeits count the scheduled
 * opponent; opponents count at their own score. */
START_TEST(test_xiangqi2011)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = compute(t, "对手分,索伯分", SWC_UNPLAYED_XIANGQI2011);
    CHECK5(s, "BH", 10, 40, 65, 35, 40, 35);
    /* SB: P3 1·½ + 2.5·½ + 0·1; P5 1·1 + 0 + 2.5·0 */
    CHECK5(s, "SB", 100, 300, 0, 175, 150, 100);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* P3 and P5 tie on 2.0 and never met. */
START_TEST(test_tails_and_de)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = compute(t, "DE", 0);
    /* they never met: DE separates nobody, the place is shared */
    ck_assert_int_eq(val(s, 3, "DE", 1), 0);
    ck_assert_int_eq(val(s, 5, "DE", 1), 0);
    swc_standings_row a = row_for(s, 3), b = row_for(s, 5), c = row_for(s, 4);
    ck_assert_uint_eq(a.rank, 2);
    ck_assert_uint_eq(b.rank, 2);
    ck_assert(a.shared && b.shared);
    ck_assert_uint_eq(c.rank, 4);
    ck_assert(!c.shared);
    swc_standings_free(s);

    /* last round first: P3 won (forfeit) in round 3, P5 lost */
    s = compute(t, "逐轮比较", SWC_UNPLAYED_XIANGQI2011);
    ck_assert_uint_eq(row_for(s, 3).rank, 2);
    ck_assert_uint_eq(row_for(s, 5).rank, 3);
    ck_assert_int_eq(val(s, 3, "LRB", 1), 1);
    ck_assert_int_eq(val(s, 5, "LRB", 1), 2);
    swc_standings_free(s);

    /* PS without round 1: P3 1 + 2 = 3.0, P5 2 + 2 = 4.0 */
    s = compute(t, "去轮累进分", SWC_UNPLAYED_XIANGQI2011);
    ck_assert_uint_eq(row_for(s, 5).rank, 2);
    ck_assert_uint_eq(row_for(s, 3).rank, 3);
    swc_standings_free(s);

    /* fouls: fewer first */
    ck_assert_int_eq(swc_player_set_fouls(swc_tournament_player(t, 3), 2), SWC_OK);
    uint32_t f = 0;
    ck_assert_int_eq(swc_player_get_fouls(&f, swc_tournament_player(t, 3)), SWC_OK);
    ck_assert_uint_eq(f, 2);
    ck_assert_int_eq(swc_player_set_fouls(swc_tournament_player(t, 3), 10000), SWC_ERANGE);
    ck_assert_int_eq(swc_player_set_fouls(NULL, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_player_get_fouls(NULL, swc_tournament_player(t, 3)), SWC_EINVAL);
    s = compute(t, "犯规", 0);
    ck_assert_uint_eq(row_for(s, 5).rank, 2);
    ck_assert_uint_eq(row_for(s, 3).rank, 3);
    ck_assert_int_eq(val(s, 3, "FOUL", 1), 2);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* A cascade typed out that is a named ruleset's gets its unplayed rule. */
START_TEST(test_cascade_takes_ruleset_rule)
{
    swc_tournament *t = make_event(NULL);
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    swc_standings *named = NULL, *typed = NULL, *fide = NULL, *other = NULL;
    o.ruleset = "fangzhuang-xiangqi";
    ck_assert_int_eq(swc_standings_compute(&named, t, &o), SWC_OK);
    o.ruleset = NULL;
    o.tiebreaks = "对手分,中间分,胜局数,直胜分,索伯分";
    ck_assert_int_eq(swc_standings_compute(&typed, t, &o), SWC_OK);
    o.unplayed = SWC_UNPLAYED_FIDE2026;
    ck_assert_int_eq(swc_standings_compute(&fide, t, &o), SWC_OK);
    o.unplayed = 0;
    o.tiebreaks = "中间分,对手分,胜局数,直胜分,索伯分"; /* another order: no ruleset */
    ck_assert_int_eq(swc_standings_compute(&other, t, &o), SWC_OK);
    ck_assert_int_eq(swc_standings_unplayed_rule(named), SWC_UNPLAYED_XIANGQI2011);
    ck_assert_int_eq(swc_standings_unplayed_rule(typed), SWC_UNPLAYED_XIANGQI2011);
    ck_assert_int_eq(swc_standings_unplayed_rule(fide), SWC_UNPLAYED_FIDE2026);
    ck_assert_int_eq(swc_standings_unplayed_rule(other), SWC_UNPLAYED_FIDE2026);
    ck_assert_int_eq(swc_standings_unplayed_rule(NULL), 0);
    /* The same words give the same values as the ruleset. */
    ck_assert_uint_eq(swc_standings_criteria_count(typed), swc_standings_criteria_count(named));
    for (uint32_t r = 0; r < swc_standings_count(named); r++) {
        swc_standings_row ra = SWC_STANDINGS_ROW_INIT, rb = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&ra, named, r), SWC_OK);
        ck_assert_int_eq(swc_standings_row_get(&rb, typed, r), SWC_OK);
        ck_assert_uint_eq(ra.id, rb.id);
        for (uint32_t c = 0; c < swc_standings_criteria_count(named); c++) {
            int64_t va, vb;
            ck_assert_int_eq(swc_standings_value(&va, named, r, c), SWC_OK);
            ck_assert_int_eq(swc_standings_value(&vb, typed, r, c), SWC_OK);
            ck_assert(va == vb);
        }
    }
    swc_standings_free(named);
    swc_standings_free(typed);
    swc_standings_free(fide);
    swc_standings_free(other);
    swc_tournament_free(t);
}
END_TEST

/* Chinese names and descriptors give the same cascade. */
START_TEST(test_chinese_names)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *a = compute(t, "积分，对手分扣除I型、对手分,中间分 累进分;胜局数,后手胜局数,后手局数,直胜,索伯分,抽签", 0);
    swc_standings *b = compute(t, "BH/C1,BH,BH/M1,PS,WIN,BWG,BPG,DE,SB,LOT", 0);
    ck_assert_uint_eq(swc_standings_criteria_count(a), 11);
    ck_assert_uint_eq(swc_standings_criteria_count(b), 11);
    static const char *const labels[] = { "PTS", "BH/C1", "BH", "BH/M1", "PS", "WIN", "BWG", "BPG", "DE", "SB", "LOT" };
    /* Every column has its own name: BH/C1 and BH/M1 are not 对手分. */
    static const char *const zh[] = { "积分", "扣除对手分", "对手分", "中间分", "累进分", "胜局数", "后手胜局数", "后手局数", "直胜", "索伯分", "抽签" };
    for (uint32_t c = 0; c < 11; c++) {
        swc_criterion_info ia = SWC_CRITERION_INFO_INIT, ib = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_standings_criterion(&ia, a, c), SWC_OK);
        ck_assert_int_eq(swc_standings_criterion(&ib, b, c), SWC_OK);
        ck_assert_str_eq(ia.code, labels[c]);
        ck_assert_str_eq(ib.code, labels[c]);
        ck_assert_str_eq(ia.name_zh, zh[c]);
        for (uint32_t r = 0; r < 5; r++) {
            int64_t va, vb;
            ck_assert_int_eq(swc_standings_value(&va, a, r, c), SWC_OK);
            ck_assert_int_eq(swc_standings_value(&vb, b, r, c), SWC_OK);
            ck_assert(va == vb);
        }
    }
    /* BH/M1 of P3 (1.5, 2.5, 2.0 under 2026 the dummy is 0): keeps 1.5 */
    ck_assert_int_eq(val(b, 3, "BH/M1", 10), 15);
    swc_standings_free(a);
    swc_standings_free(b);
    /* modifiers in the old dash form and lower case */
    a = compute(t, "bh-c1,ks/l+1,aro/u1000,de/p", 0);
    swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
    ck_assert_int_eq(swc_standings_criterion(&ci, a, 2), SWC_OK);
    ck_assert_str_eq(ci.code, "KS/L+1");
    ck_assert_int_eq(swc_standings_criterion(&ci, a, 3), SWC_OK);
    ck_assert_str_eq(ci.code, "ARO/U1000");
    ck_assert_int_eq(swc_standings_criterion(&ci, a, 4), SWC_OK);
    ck_assert_str_eq(ci.code, "DE/P");
    /* KS/L+1: threshold 2.0 */
    ck_assert_int_eq(val(a, 1, "KS/L+1", 10), 15);
    ck_assert_int_eq(val(a, 4, "KS/L+1", 10), 5);
    swc_standings_free(a);
    swc_tournament_free(t);
}
END_TEST

/* Lots come from the seed: reproducible, and they decide every tie. */
START_TEST(test_lots)
{
    swc_tournament *t = swc_test_tournament(12);
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    swc_standings *s1 = NULL, *s2 = NULL, *s3 = NULL;
    o.tiebreaks = "抽签";
    o.seed = 20260301;
    ck_assert_int_eq(swc_standings_compute(&s1, t, &o), SWC_OK);
    ck_assert_int_eq(swc_standings_compute(&s2, t, &o), SWC_OK);
    o.seed = 1;
    ck_assert_int_eq(swc_standings_compute(&s3, t, &o), SWC_OK);
    int same_as_other_seed = 1;
    for (uint32_t r = 0; r < 12; r++) {
        swc_standings_row a = SWC_STANDINGS_ROW_INIT, b = SWC_STANDINGS_ROW_INIT, c = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&a, s1, r), SWC_OK);
        ck_assert_int_eq(swc_standings_row_get(&b, s2, r), SWC_OK);
        ck_assert_int_eq(swc_standings_row_get(&c, s3, r), SWC_OK);
        ck_assert_uint_eq(a.id, b.id);
        ck_assert_uint_eq(a.rank, r + 1);
        ck_assert(!a.shared && a.by_lot);
        ck_assert_uint_eq(a.overall_rank, r + 1);
        int64_t lot;
        ck_assert_int_eq(swc_standings_value(&lot, s1, r, 1), SWC_OK);
        ck_assert_int_eq(lot, (int64_t)r + 1);
        if (a.id != c.id)
            same_as_other_seed = 0;
    }
    ck_assert(!same_as_other_seed);
    swc_standings_free(s1);
    swc_standings_free(s2);
    swc_standings_free(s3);
    /* without lots everybody shares first place, in TPN order */
    o.tiebreaks = "BH";
    ck_assert_int_eq(swc_standings_compute(&s1, t, &o), SWC_OK);
    for (uint32_t r = 0; r < 12; r++) {
        swc_standings_row a = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&a, s1, r), SWC_OK);
        ck_assert_uint_eq(a.rank, 1);
        ck_assert(a.shared && !a.by_lot);
        ck_assert_uint_eq(a.id, swc_player_id(swc_tournament_player_by_tpn(t, r + 1)));
    }
    swc_standings_free(s1);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_groups_women_ratings)
{
    swc_tournament *t = make_event(NULL);
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    swc_standings *s = NULL;
    o.tiebreaks = "BH";
    o.group = "B";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_count(s), 3);
    static const uint32_t ids[] = { 5, 4, 2 }, overall[] = { 2, 4, 5 };
    for (uint32_t r = 0; r < 3; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&row, s, r), SWC_OK);
        ck_assert_uint_eq(row.id, ids[r]);
        ck_assert_uint_eq(row.rank, r + 1);
        ck_assert_uint_eq(row.overall_rank, overall[r]);
        ck_assert(!row.shared);
    }
    swc_standings_free(s);
    o.group = "C";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_ENOTFOUND);
    ck_assert_ptr_null(s);

    /* women: P3 (2=) and P4 (4th) */
    o.group = NULL;
    o.women_top = 1;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_count(s), 1);
    ck_assert_uint_eq(row_for(s, 3).rank, 1);
    swc_standings_free(s);
    o.women_top = 3;
    o.women_within = 3;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_count(s), 1);
    swc_standings_free(s);
    o.women_within = 0;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_count(s), 2);
    ck_assert_uint_eq(row_for(s, 4).rank, 2);
    ck_assert_uint_eq(row_for(s, 4).overall_rank, 4);
    swc_standings_free(s);

    /* U1800: P4 1700, P5 1600, and P1 whose provisional 2000 counts as unrated */
    o.women_top = 0;
    o.rating_below = 1800;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_count(s), 3);
    ck_assert_uint_eq(row_for(s, 1).rank, 1);
    ck_assert_uint_eq(row_for(s, 5).rank, 2);
    ck_assert_uint_eq(row_for(s, 4).rank, 3);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* Dual-board pairings rank on the game points of both boards. */
START_TEST(test_dual_board)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_OK);
    const uint32_t w[] = { 1, 2 }, b[] = { 3, 4 };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w, b, 2, NULL, NULL, 0), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 2, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 2, 1, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 2, 2, SWC_RESULT_BLACK_WIN), SWC_OK);
    swc_standings *s = compute(t, "BH,WIN,BPG", 0);
    /* P1 1 + ½, P3 ½, P2 0 + 1 (board 2 reverses colours), P4 1 + 0 */
    ck_assert_int_eq(val(s, 1, "PTS", 10), 15);
    ck_assert_int_eq(val(s, 3, "PTS", 10), 5);
    ck_assert_int_eq(val(s, 2, "PTS", 10), 10);
    ck_assert_int_eq(val(s, 4, "PTS", 10), 10);
    ck_assert_int_eq(val(s, 1, "BH", 10), 5);
    ck_assert_int_eq(val(s, 3, "BH", 10), 15);
    ck_assert_int_eq(val(s, 2, "WIN", 1), 1);
    ck_assert_int_eq(val(s, 4, "WIN", 1), 1);
    ck_assert_int_eq(val(s, 1, "BPG", 1), 1);
    ck_assert_uint_eq(row_for(s, 1).rank, 1);
    ck_assert_uint_eq(row_for(s, 2).rank, 2);
    ck_assert(row_for(s, 2).shared);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_rulesets)
{
    swc_tournament *t = make_event(NULL);
    uint32_t n = swc_ruleset_count();
    ck_assert_uint_ge(n, 7);
    for (uint32_t k = 0; k < n; k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        ck_assert_int_eq(swc_ruleset_get(&ri, k), SWC_OK);
        ck_assert(ri.name[0] && ri.name_zh[0] && ri.tiebreaks[0] && ri.description[0]);
        for (uint32_t j = 0; j < k; j++) {
            swc_ruleset_info rj = SWC_RULESET_INFO_INIT;
            ck_assert_int_eq(swc_ruleset_get(&rj, j), SWC_OK);
            ck_assert_str_ne(ri.name, rj.name);
        }
        swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
        o.ruleset = (k % 2) ? ri.name : ri.name_zh;
        swc_standings *s = NULL;
        ck_assert_msg(swc_standings_compute(&s, t, &o) == SWC_OK, "%s: %s", ri.name, swc_tournament_errmsg(t));
        ck_assert_uint_eq(swc_standings_count(s), 5);
        /* ties share exactly when the ruleset has no lots */
        int shared = row_for(s, 3).shared;
        ck_assert_int_eq(shared, !ri.lots && row_for(s, 3).rank == row_for(s, 5).rank);
        swc_standings_free(s);
    }
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    ck_assert_int_eq(swc_ruleset_get(&ri, n), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_ruleset_get(NULL, 0), SWC_EINVAL);
    /* jingkai: BH/C1 first; P3 (2026: 4.0) ahead of P5 (4.0)? both 4.0,
     * then BH 4.0 / 4.0, SB 2.00 / 1.50: P3 second */
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.ruleset = "jingkai-grading";
    swc_standings *s = NULL;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(row_for(s, 3).rank, 2);
    ck_assert_uint_eq(row_for(s, 5).rank, 3);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_errors)
{
    swc_tournament *t = make_event(NULL);
    swc_standings *s = (swc_standings *)&s;
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = "BH,XYZ";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    ck_assert_ptr_null(s);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "XYZ"));
    o.tiebreaks = "WIN/C1";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "C1"));
    o.tiebreaks = "BH/";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    o.tiebreaks = NULL;
    o.ruleset = "nope";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_ENOTFOUND);
    o.ruleset = NULL;
    o.unplayed = 1999;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    o.unplayed = 0;
    o.after_round = 4;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_ERANGE);
    o.after_round = 1;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_str_eq(swc_tournament_errmsg(t), "");
    ck_assert_int_eq(val(s, 1, "PTS", 10), 10);
    ck_assert_int_eq(val(s, 5, "PTS", 10), 10);
    swc_standings_free(s);
    ck_assert_int_eq(swc_standings_compute(NULL, t, &o), SWC_EINVAL);
    ck_assert_int_eq(swc_standings_compute(&s, NULL, &o), SWC_EINVAL);
    o.struct_size = 4;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    /* accessors on NULL */
    ck_assert_uint_eq(swc_standings_count(NULL), 0);
    ck_assert_uint_eq(swc_standings_criteria_count(NULL), 0);
    swc_standings_row row = SWC_STANDINGS_ROW_INIT;
    ck_assert_int_eq(swc_standings_row_get(&row, NULL, 0), SWC_EINVAL);
    int64_t v;
    ck_assert_int_eq(swc_standings_value(&v, NULL, 0, 0), SWC_EINVAL);
    swc_standings_free(NULL);
    /* points only, out of range rows and columns */
    ck_assert_int_eq(swc_standings_compute(&s, t, NULL), SWC_OK);
    ck_assert_uint_eq(swc_standings_criteria_count(s), 1);
    ck_assert_int_eq(swc_standings_row_get(&row, s, 5), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_standings_value(&v, s, 0, 1), SWC_ENOTFOUND);
    swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
    ck_assert_int_eq(swc_standings_criterion(&ci, s, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_standings_criterion(&ci, s, 0), SWC_OK);
    ck_assert_int_eq(ci.scale, SWC_POINTS_UNIT);
    swc_standings_free(s);
    /* ratings undefined when a player is unrated, unless /U says */
    swc_tournament *u = NULL;
    ck_assert_int_eq(swc_tournament_new(&u, NULL), SWC_OK);
    for (int i = 0; i < 2; i++) {
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        pi.name = i ? "B" : "A";
        pi.rating = i ? 0 : 1500;
        ck_assert_int_eq(swc_player_add(NULL, u, &pi), SWC_OK);
    }
    const uint32_t w[] = { 1 }, b[] = { 2 };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, u, w, b, 1, NULL, NULL, 0), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DRAW), SWC_OK);
    s = compute(u, "ARO,ARO/U1000,TPR/U1000", 0);
    ck_assert(val(s, 1, "ARO", 1) == SWC_TB_UNDEFINED);
    ck_assert_int_eq(val(s, 1, "ARO/U1000", 1), 1000);
    ck_assert_int_eq(val(s, 2, "ARO/U1000", 1), 1500);
    ck_assert_int_eq(val(s, 2, "TPR/U1000", 1), 1500);
    swc_standings_free(s);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

/* Degenerate input: no players, no rounds, too long a cascade. */
START_TEST(test_degenerate)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_standings *s = compute(t, "DE,BH/M1,SB/C2,AOB,APPO,KS,LRB,PSR,FB,LOT", SWC_UNPLAYED_FIDE2009);
    ck_assert_uint_eq(swc_standings_count(s), 0);
    ck_assert_uint_eq(swc_standings_criteria_count(s), 11);
    swc_standings_free(s);
    swc_tournament_free(t);

    t = swc_test_tournament(3);
    s = compute(t, "DE,BH/C5,SB/C2,ARO,PTP,KS,LRB,PSR,FB", SWC_UNPLAYED_XIANGQI2011);
    ck_assert_uint_eq(swc_standings_count(s), 3);
    for (uint32_t r = 0; r < 3; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&row, s, r), SWC_OK);
        ck_assert_uint_eq(row.rank, 1);
        int64_t v;
        ck_assert_int_eq(swc_standings_value(&v, s, r, 4), SWC_OK);
        ck_assert(v == SWC_TB_UNDEFINED); /* ARO without games */
    }
    swc_standings_free(s);
    char spec[400] = "";
    for (int k = 0; k < 33; k++)
        strcat(spec, k ? ",WIN" : "WIN");
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = spec;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "32"));
    o.tiebreaks = " , ，";
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_standings_criteria_count(s), 1);
    swc_standings_free(s);
    swc_tournament_free(t);
}
END_TEST

/* Every allocation failure is reported and leaks nothing. */
START_TEST(test_out_of_memory)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_tournament *t = make_event(&a);
    long base_blocks = st.live_blocks;
    long long base_bytes = st.live_bytes;
    int ok = 0;
    for (long k = 1; k < 400 && !ok; k++) {
        st.calls = 0;
        st.fail_at = k;
        swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
        o.tiebreaks = "DE,BH/C1,SB,AOB,APRO,PTP,LRB,PSR,FB,LOT";
        swc_standings *s = NULL;
        int rc = swc_standings_compute(&s, t, &o);
        if (rc == SWC_OK) {
            ok = 1;
            swc_standings_free(s);
        } else {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            ck_assert_ptr_null(s);
        }
        ck_assert_int_eq(st.live_blocks, base_blocks);
        ck_assert(st.live_bytes == base_bytes);
    }
    ck_assert(ok);
    st.fail_at = 0;
    swc_tournament_free(t);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* ---- direct encounter and forfeits (C.07 6.1.1, 15) ------------------------------ */

/* "id:rank " for every row of DE standings of a TRF file. */
static void de_order(const char *path, const char *spec, int32_t pairings, char *out, size_t cap)
{
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read_file(&t, path, NULL, &e) == SWC_OK, "%s: %s", path, e.message);
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = spec;
    o.pairings = pairings;
    swc_standings *s = NULL;
    ck_assert_msg(swc_standings_compute(&s, t, &o) == SWC_OK, "%s", swc_tournament_errmsg(t));
    size_t len = 0;
    out[0] = 0;
    for (uint32_t r = 0; r < swc_standings_count(s); r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&row, s, r), SWC_OK);
        len += (size_t)snprintf(out + len, cap - len, "%s%u:%u", r ? " " : "", row.id, row.rank);
        ck_assert(len < cap);
    }
    swc_standings_free(s);
    swc_tournament_free(t);
}

/*
 * A four-player round robin (tests/data/tiebreak/de_forfeit_round_robin.trf):
 * 1 2.5, 2 1.5, 3 and 4 1.0 each; 3 and 4 met only through a forfeit that 4
 * won. In a round robin the forfeit is a regular game for DE (C.07 15): 4
 * is ahead. A Swiss event leaves it out (6.1.1): 3 and 4 have not met and
 * either could still be ahead, so they share the place, unless `DE/P`
 * counts forfeits.
 */
START_TEST(test_de_forfeit_round_robin)
{
    char *path = swc_test_path(swc_test_data_dir(), "tiebreak/de_forfeit_round_robin.trf");
    char got[128];
    de_order(path, "DE", SWC_PAIRINGS_AUTO, got, sizeof got); /* 3 rounds, 4 players: a round robin */
    ck_assert_str_eq(got, "1:1 2:2 4:3 3:4");
    de_order(path, "DE", SWC_PAIRINGS_PREDETERMINED, got, sizeof got);
    ck_assert_str_eq(got, "1:1 2:2 4:3 3:4");
    de_order(path, "DE", SWC_PAIRINGS_SWISS, got, sizeof got);
    ck_assert_str_eq(got, "1:1 2:2 3:3 4:3");
    de_order(path, "DE/P", SWC_PAIRINGS_SWISS, got, sizeof got);
    ck_assert_str_eq(got, "1:1 2:2 4:3 3:4");

    /* Six players, two rounds: 3 beat 4 by forfeit and they tie on 1.
     * A Swiss event by the numbers, a round robin when paired by Berger
     * tables. */
    swc_tournament *t = swc_test_tournament(6);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 2), SWC_OK);
    swc_test_play(t, "1-2:1 3-4:+ 5-6:=");
    swc_test_play(t, "1-3:1 4-5:1 6-2:1");
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = "DE";
    swc_standings *s = NULL;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(row_for(s, 3).rank, 3);
    ck_assert_uint_eq(row_for(s, 4).rank, 3);
    swc_standings_free(s);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_BERGER), SWC_OK);
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(row_for(s, 3).rank, 3);
    ck_assert_uint_eq(row_for(s, 4).rank, 4);
    swc_standings_free(s);
    o.pairings = SWC_PAIRINGS_SWISS;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_OK);
    ck_assert_uint_eq(row_for(s, 4).rank, 3);
    swc_standings_free(s);
    /* An unknown kind of pairings is refused. */
    o.pairings = 3;
    ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
    ck_assert_ptr_null(s);
    swc_tournament_free(t);
    free(path);
}
END_TEST

/*
 * FIDE C.07 exercise 26 (the tie-break exercises of IA Mario Held), a
 * six-player round robin: 4, 5 and 6 tie on 1.5; 5 beat 4, 4 and 6 drew,
 * 6 won against 5 by forfeit. The published order is 6, 5, 4: the forfeit
 * counts (C.07 15). Read from the real files when they are present.
 */
START_TEST(test_de_held_exercise)
{
    char *path = swc_test_path(swc_test_real_dir(), "milvang__held_round_robin.trf");
    char got[128];
    de_order(path, "DE", SWC_PAIRINGS_AUTO, got, sizeof got);
    ck_assert_str_eq(got, "1:1 2:2 3:2 6:4 5:5 4:6");
    de_order(path, "DE", SWC_PAIRINGS_SWISS, got, sizeof got);
    ck_assert_str_eq(got, "1:1 2:2 3:2 4:4 5:4 6:4");
    free(path);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tiebreak");
    TCase *tc = tcase_create("tiebreak");
    tcase_add_test(tc, test_fide2023);
    tcase_add_test(tc, test_fide2026);
    tcase_add_test(tc, test_fide2009);
    tcase_add_test(tc, test_xiangqi2011);
    tcase_add_test(tc, test_tails_and_de);
    tcase_add_test(tc, test_chinese_names);
    tcase_add_test(tc, test_cascade_takes_ruleset_rule);
    tcase_add_test(tc, test_lots);
    tcase_add_test(tc, test_groups_women_ratings);
    tcase_add_test(tc, test_dual_board);
    tcase_add_test(tc, test_rulesets);
    tcase_add_test(tc, test_errors);
    tcase_add_test(tc, test_degenerate);
    tcase_add_test(tc, test_out_of_memory);
    tcase_add_test(tc, test_de_forfeit_round_robin);
    /* The real files are optional; their absence is said on stderr. */
    if (swc_test_real_dir())
        tcase_add_test(tc, test_de_held_exercise);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
