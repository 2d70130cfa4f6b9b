/*
 * Player cards (card.h) on the bundled examples/data/open9.trf: 9 players,
 * FIDE Dutch 2026, initial colour White, 3 rounds played. The expected
 * explanations are worked out by hand from the file and C.04.3 (2026):
 *
 * Round 1: everybody 0, no colour preferences: 1-5, 2-6, 3-7, 4-8 (S1
 *   1..4 against S2 5..8), 9 (the last) gets the PAB. Colours by 5.2.5:
 *   odd TPN of the higher-ranked player gets the initial colour (White).
 *   Results: 1, 2, 3, 4 win; 9 has the PAB (a downfloat in 2026).
 * Round 2: 1-point group 1, 2, 3, 4, 9 (five: one floats); 0-point group
 *   5, 6, 7, 8. Played: 1-4, 2-9, 3-5 (3 floats down), 6-7, 8 PAB.
 * Round 3: 1 is absent (zero-point bye); 2 is alone on 2 points and
 *   floats down to 3; 7-8 and the rest.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

static swc_tournament *open9(void)
{
    const char *dir = getenv("SWC_EXAMPLES");
    ck_assert_msg(dir && *dir, "SWC_EXAMPLES must name examples/data");
    char *path = swc_test_path(dir, "open9.trf");
    swc_tournament *t = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, &err), SWC_OK);
    free(path);
    return t;
}

static swc_card *card(swc_tournament *t, uint32_t id, int32_t lang)
{
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    o.lang = lang;
    swc_card *c = NULL;
    ck_assert_int_eq(swc_card_new(&c, t, id, &o), SWC_OK);
    ck_assert_ptr_nonnull(c);
    return c;
}

static swc_card_round round_of(const swc_card *c, uint32_t round)
{
    swc_card_round r = SWC_CARD_ROUND_INIT;
    ck_assert_int_eq(swc_card_get_round(&r, c, round - 1), SWC_OK);
    ck_assert_uint_eq(r.round, round);
    return r;
}

#define ck_assert_has(text, part) \
    ck_assert_msg(strstr((text), (part)) != NULL, "'%s' not found in: %s", (part), (text))

/* Round 2, player 3 floats down from the 1-point group to 5. Nobody but
 * the order keeps 2 (or 1, 4, 9) up instead:
 * - 9 floating instead: 9 downfloated in round 1 (the PAB) -> [C14];
 * - 1 floating instead: 1 would meet 5 again (round 1) -> [C1];
 * - 4 floating instead: 4 (Black in round 1, wants White) meets 5 (also
 *   Black, wants White), and 3 meets 1 (both White, both want Black) -> [C12];
 * - 2 floating instead: 2 (Black) meets 5 in the 0-point bracket and 3
 *   meets 9 (no preference) in the 1-point bracket, where it is told
 *   apart first: equal there, so the order of exchanges decides
 *   (keeping S1 = {1, 2} comes first). */
START_TEST(test_downfloat_forced_by_order)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 3, SWC_CARD_LANG_EN);
    swc_card_round r = round_of(c, 2);
    ck_assert_uint_eq(r.opponent, 5);
    ck_assert_int_eq(r.colour, SWC_COLOUR_BLACK);
    ck_assert_int_eq(r.pairing, SWC_CARD_DOWNFLOAT);
    ck_assert_int_eq(r.float_kind, SWC_CARD_FLOAT_DOWN);
    ck_assert_int_eq(r.decided_by, SWC_CARD_BY_ORDER);
    ck_assert_int_eq(r.score_before, 10);
    ck_assert_has(r.opponent_text, "1 [C1]");
    ck_assert_has(r.opponent_text, "4 [C12]");
    ck_assert_has(r.opponent_text, "9 [C14]");
    ck_assert_has(r.opponent_text, "2 equal");
    /* 3 had White (wants Black), 5 had Black (wants White): 5.2.1. */
    ck_assert_int_eq(r.colour_rule, 1);
    ck_assert_str_eq(r.colour_article, "5.2.1");
    ck_assert_int_eq(r.colour_as_rule, 1);
    ck_assert_has(r.colour_text, "both preferences are granted");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Round 2, player 5 meets the downfloater 3 (upfloat). The other residents
 * of the 0-point group fail: 7 met 3 in round 1 ([C1]); 6 and 8 had White
 * in round 1 and want Black like 3 ([C12]). The closest is [C12]: forced by
 * [C12], with 2 preferences not met against 0. */
START_TEST(test_upfloat_forced_by_c12)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 5, SWC_CARD_LANG_EN);
    swc_card_round r = round_of(c, 2);
    ck_assert_uint_eq(r.opponent, 3);
    ck_assert_int_eq(r.pairing, SWC_CARD_UPFLOAT);
    ck_assert_int_eq(r.float_kind, SWC_CARD_FLOAT_UP);
    ck_assert_int_eq(r.decided_by, SWC_CARD_BY_CRITERION);
    ck_assert_int_eq(r.criterion, 12);
    ck_assert_str_eq(r.criterion_name, "[C12]");
    ck_assert_has(r.opponent_text, "colour preference not met");
    ck_assert_has(r.opponent_text, "2 against 0");
    ck_assert_has(r.opponent_text, "7 [C1]; 6, 8 [C12].");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Round 2, player 8 gets the PAB (9 players). Others in his place: 9 had
 * the PAB in round 1 ([C2]); 2, 3, 4 score 1 (a PAB at 1 point, [C5]);
 * 1 would leave 8 against 4, met in round 1 ([C1]); 5 and 7 would leave 8
 * (wants Black) against 3 and 6 (both want Black) ([C12]); 6 is equal: in
 * the remainder 6, 7, 8 the order pairs 6-7 first. */
START_TEST(test_pab_by_order)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 8, SWC_CARD_LANG_EN);
    swc_card_round r = round_of(c, 2);
    ck_assert_int_eq(r.kind, SWC_RK_PAB);
    ck_assert_uint_eq(r.opponent, 0);
    ck_assert_int_eq(r.colour, SWC_COLOUR_NONE);
    ck_assert_int_eq(r.pairing, SWC_CARD_PAB);
    ck_assert_int_eq(r.decided_by, SWC_CARD_BY_ORDER);
    ck_assert_int_eq(r.colour_rule, 0);
    ck_assert_has(r.opponent_text, "9 players were to be paired");
    ck_assert_has(r.opponent_text, "1 [C1]; 9 [C2]; 2, 3, 4 [C5]; 5, 7 [C12]; 6 equal.");
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, c), SWC_OK);
    ck_assert_uint_eq(ci.byes, 1);
    ck_assert_uint_eq(ci.downfloats, 1); /* the PAB is a downfloat in 2026 */
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Round 3, player 2 is alone on 2 points (1 is absent): nobody else could
 * float; player 1's round 3 is a zero-point bye, not paired. */
START_TEST(test_alone_and_absent)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 2, SWC_CARD_LANG_EN);
    swc_card_round r = round_of(c, 3);
    ck_assert_uint_eq(r.opponent, 3);
    ck_assert_int_eq(r.pairing, SWC_CARD_DOWNFLOAT);
    ck_assert_int_eq(r.decided_by, SWC_CARD_BY_NOBODY);
    swc_card_free(c);
    c = card(t, 1, SWC_CARD_LANG_EN);
    r = round_of(c, 3);
    ck_assert_int_eq(r.kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(r.pairing, SWC_CARD_NOT_PAIRED);
    ck_assert_has(r.opponent_text, "Zero-point bye");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Colour rules by hand:
 * - 8 in round 1 (against 4): no preferences; 4 is higher ranked, pairing
 *   number 4 is even, so 4 gets the opposite of the initial White: 5.2.5,
 *   8 White.
 * - 7 in round 3 (against 8): 7 played Black then White (mild, wants
 *   Black); 8 played White only (difference +1: strong, wants Black):
 *   the stronger preference, 5.2.2, gives 8 Black, 7 White.
 * - 9 in round 2 (against 2): 9 has no game yet (the PAB has no colour),
 *   2 played Black and wants White: 5.2.1, 9 Black. */
START_TEST(test_colour_rules)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 8, SWC_CARD_LANG_EN);
    swc_card_round r = round_of(c, 1);
    ck_assert_int_eq(r.colour, SWC_COLOUR_WHITE);
    ck_assert_int_eq(r.colour_rule, 5);
    ck_assert_has(r.colour_text, "pairing number 4, even");
    ck_assert_has(r.colour_text, "the opposite of the initial colour");
    swc_card_free(c);

    c = card(t, 7, SWC_CARD_LANG_EN);
    r = round_of(c, 3);
    ck_assert_int_eq(r.colour, SWC_COLOUR_WHITE);
    ck_assert_int_eq(r.colour_rule, 2);
    ck_assert_str_eq(r.colour_article, "5.2.2");
    ck_assert_has(r.colour_text, "Both wanted Black; your opponent's preference was strong, yours mild");
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, c), SWC_OK);
    /* Black, White, White: difference +1, the last two White: absolute for Black. */
    ck_assert_str_eq(ci.colours, "BWW");
    ck_assert_int_eq(ci.colour_diff, 1);
    ck_assert_int_eq(ci.pref_colour, SWC_COLOUR_BLACK);
    ck_assert_int_eq(ci.pref_strength, SWC_CARD_PREF_ABSOLUTE);
    ck_assert_int_eq(ci.score, 20);
    ck_assert_uint_eq(ci.rounds, 3);
    ck_assert_int_eq(ci.edition, 2026);
    swc_card_free(c);

    c = card(t, 9, SWC_CARD_LANG_EN);
    r = round_of(c, 2);
    ck_assert_int_eq(r.colour, SWC_COLOUR_BLACK);
    ck_assert_int_eq(r.colour_rule, 1);
    ck_assert_has(r.colour_text, "Your opponent wanted White and you had no preference yet");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Every player, every round: the opponent (or bye) and, for a game, the
 * colour are explained, and the played colours are the rules' (the file
 * was paired by an engine of the 2026 rules). */
START_TEST(test_every_round_explained)
{
    swc_tournament *t = open9();
    for (uint32_t id = 1; id <= 9; id++) {
        swc_card *c = card(t, id, id % 2 ? SWC_CARD_LANG_EN : SWC_CARD_LANG_ZH);
        for (uint32_t k = 1; k <= 3; k++) {
            swc_card_round r = round_of(c, k);
            ck_assert_msg(strlen(r.opponent_text) > 20, "player %u round %u: '%s'", id, k, r.opponent_text);
            if (r.pairing == SWC_CARD_NOT_PAIRED)
                continue;
            ck_assert_int_ne(r.decided_by, SWC_CARD_NOT_OPTIMAL);
            if (r.opponent) {
                ck_assert_int_ge(r.colour_rule, 1);
                ck_assert_int_le(r.colour_rule, 5);
                ck_assert_int_eq(r.colour_as_rule, 1);
                ck_assert_msg(strlen(r.colour_text) > 20, "player %u round %u colour", id, k);
            }
        }
        swc_card_free(c);
    }
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_chinese)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 3, SWC_CARD_LANG_ZH);
    swc_card_round r = round_of(c, 2);
    ck_assert_has(r.opponent_text, "你从1分组降组");
    ck_assert_has(r.opponent_text, "9 [C14]");
    ck_assert_has(r.colour_text, "双方的倾向都得到满足（5.2.1）");
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, c), SWC_OK);
    ck_assert_has(ci.preference, "强倾向执黑方");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Tie-breaks come from the standings with the same cascade; the JSON
 * document carries the same rows. */
START_TEST(test_tiebreaks_and_json)
{
    swc_tournament *t = open9();
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    o.tiebreaks = "BH/C1,SB";
    swc_card *c = NULL;
    ck_assert_int_eq(swc_card_new(&c, t, 7, &o), SWC_OK);
    ck_assert_uint_eq(swc_card_tiebreak_count(c), 3);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = o.tiebreaks;
    swc_standings *st = NULL;
    ck_assert_int_eq(swc_standings_compute(&st, t, &so), SWC_OK);
    uint32_t row = UINT32_MAX;
    for (uint32_t i = 0; i < swc_standings_count(st); i++) {
        swc_standings_row sr = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&sr, st, i), SWC_OK);
        if (sr.id == 7)
            row = i;
    }
    ck_assert_uint_ne(row, UINT32_MAX);
    for (uint32_t k = 0; k < 3; k++) {
        swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
        ck_assert_int_eq(swc_card_get_tiebreak(&tb, c, k), SWC_OK);
        int64_t v = 0;
        ck_assert_int_eq(swc_standings_value(&v, st, row, k), SWC_OK);
        ck_assert_int_eq(tb.value, v);
    }
    swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
    ck_assert_int_eq(swc_card_get_tiebreak(&tb, c, 1), SWC_OK);
    ck_assert_str_eq(tb.code, "BH/C1");
    ck_assert_int_eq(swc_card_get_tiebreak(&tb, c, 3), SWC_ENOTFOUND);
    swc_standings_free(st);

    json_error_t je;
    json_t *doc = json_loads(swc_card_json(c), 0, &je);
    ck_assert_msg(doc != NULL, "card JSON does not parse: %s", je.text);
    ck_assert_int_eq(json_integer_value(json_object_get(doc, "id")), 7);
    ck_assert_str_eq(json_string_value(json_object_get(doc, "colours")), "BWW");
    json_t *rounds = json_object_get(doc, "rounds");
    ck_assert_uint_eq(json_array_size(rounds), 3);
    json_t *r3 = json_array_get(rounds, 2);
    ck_assert_int_eq(json_integer_value(json_object_get(r3, "opponent")), 8);
    ck_assert_str_eq(json_string_value(json_object_get(r3, "colour")), "white");
    ck_assert_int_eq(json_integer_value(json_object_get(r3, "colour_rule")), 2);
    ck_assert_str_eq(json_string_value(json_object_get(r3, "colour_article")), "5.2.2");
    ck_assert_uint_eq(json_array_size(json_object_get(doc, "tiebreaks")), 3);
    ck_assert_str_eq(json_string_value(json_object_get(doc, "tiebreak_rules")), "BH/C1,SB");
    json_decref(doc);
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* The same round 2 of player 3 under the 2017 rules: the same reasons by
 * their 2017 numbers (C.1 rematch, C.10 colour preference, C.12 the same
 * downfloat as the round before: in 2017 every unplayed round, the PAB
 * too, is a downfloat), and colour rule E.1. */
START_TEST(test_edition_2017_names)
{
    swc_tournament *t = open9();
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2017), SWC_OK);
    swc_card *c = card(t, 3, SWC_CARD_LANG_EN);
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, c), SWC_OK);
    ck_assert_int_eq(ci.edition, 2017);
    swc_card_round r = round_of(c, 2);
    ck_assert_int_eq(r.decided_by, SWC_CARD_BY_ORDER);
    ck_assert_has(r.opponent_text, "Alternatives: 1 C.1; 4 C.10; 9 C.12; 2 equal.");
    ck_assert_has(r.opponent_text, "(C.04.3 D)");
    ck_assert_str_eq(r.colour_article, "E.1");
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Rounds of another system are not explained by the Dutch rules. */
START_TEST(test_other_system_unexplained)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_generate_options g = SWC_GENERATE_OPTIONS_INIT;
    g.players = 11;
    g.rounds = 3;
    g.seed = 5;
    g.system = SWC_SYSTEM_SEQUENTIAL;
    ck_assert_int_eq(swc_tournament_generate(t, &g), SWC_OK);
    swc_card *c = card(t, 2, SWC_CARD_LANG_ZH);
    for (uint32_t k = 1; k <= 3; k++) {
        swc_card_round r = round_of(c, k);
        if (r.pairing == SWC_CARD_NOT_PAIRED)
            continue;
        ck_assert_int_eq(r.pairing, SWC_CARD_UNEXPLAINED);
        ck_assert_int_eq(r.colour_rule, 0);
        ck_assert_has(r.opponent_text, "按积分编排制编排");
    }
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

/* Without options the card ranks by the event's own rules: a cascade or a
 * named ruleset in SWC_TEXT_TIEBREAKS. */
START_TEST(test_event_tiebreaks)
{
    swc_tournament *t = open9();
    swc_card *c = card(t, 4, SWC_CARD_LANG_EN);
    ck_assert_uint_eq(swc_card_tiebreak_count(c), 1); /* points only */
    swc_card_free(c);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, "BH,SB"), SWC_OK);
    c = card(t, 4, SWC_CARD_LANG_EN);
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, c), SWC_OK);
    ck_assert_str_eq(ci.tiebreaks, "BH,SB");
    swc_card_free(c);
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    ck_assert_int_eq(swc_ruleset_get(&ri, 0), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, ri.name_zh), SWC_OK);
    c = card(t, 4, SWC_CARD_LANG_EN);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.ruleset = ri.name;
    swc_standings *st = NULL;
    ck_assert_int_eq(swc_standings_compute(&st, t, &so), SWC_OK);
    ck_assert_uint_eq(swc_card_tiebreak_count(c), swc_standings_criteria_count(st));
    swc_standings_free(st);
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_bad_calls)
{
    swc_tournament *t = open9();
    swc_card *c = NULL;
    ck_assert_int_eq(swc_card_new(&c, t, 99, NULL), SWC_ENOTFOUND);
    ck_assert_ptr_null(c);
    ck_assert_has(swc_tournament_errmsg(t), "no player with id 99");
    ck_assert_int_eq(swc_card_new(NULL, t, 1, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_card_new(&c, NULL, 1, NULL), SWC_EINVAL);
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    o.lang = 7;
    ck_assert_int_eq(swc_card_new(&c, t, 1, &o), SWC_EINVAL);
    o.lang = SWC_CARD_LANG_EN;
    o.struct_size = 2;
    ck_assert_int_eq(swc_card_new(&c, t, 1, &o), SWC_EINVAL);
    o.struct_size = sizeof o;
    o.tiebreaks = "NOT-A-TIEBREAK";
    ck_assert_int_eq(swc_card_new(&c, t, 1, &o), SWC_EINVAL);
    ck_assert_ptr_null(c);
    o.tiebreaks = NULL;
    o.ruleset = "no-such-ruleset";
    ck_assert_int_eq(swc_card_new(&c, t, 1, &o), SWC_ENOTFOUND);
    /* Accessors refuse what is not a card. */
    swc_card_info ci = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_card_get_info(&ci, (const swc_card *)t), SWC_EINVAL);
    ck_assert_ptr_null(swc_card_json(NULL));
    ck_assert_uint_eq(swc_card_tiebreak_count(NULL), 0);
    swc_card_free(NULL);
    c = card(t, 4, SWC_CARD_LANG_EN);
    swc_card_round r = SWC_CARD_ROUND_INIT;
    ck_assert_int_eq(swc_card_get_round(&r, c, 3), SWC_ENOTFOUND);
    /* The card outlives its tournament. */
    swc_tournament_free(t);
    t = NULL;
    swc_card_info ci4 = SWC_CARD_INFO_INIT;
    ck_assert_int_eq(swc_card_get_info(&ci4, c), SWC_OK);
    ck_assert_str_eq(ci4.name, "Test0004 Player0004");
    ck_assert_ptr_nonnull(strstr(swc_card_json(c), "\"id\": 4"));
    /* A caller built against an older, shorter struct gets only its part. */
    r.struct_size = (uint32_t)(sizeof(uint32_t) * 2);
    r.kind = 77;
    ck_assert_int_eq(swc_card_get_round(&r, c, 0), SWC_OK);
    ck_assert_uint_eq(r.round, 1);
    ck_assert_int_eq(r.kind, 77);
    swc_card_free(c);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("card");
    TCase *tc = tcase_create("card");
    tcase_add_test(tc, test_downfloat_forced_by_order);
    tcase_add_test(tc, test_upfloat_forced_by_c12);
    tcase_add_test(tc, test_pab_by_order);
    tcase_add_test(tc, test_alone_and_absent);
    tcase_add_test(tc, test_colour_rules);
    tcase_add_test(tc, test_every_round_explained);
    tcase_add_test(tc, test_chinese);
    tcase_add_test(tc, test_tiebreaks_and_json);
    tcase_add_test(tc, test_edition_2017_names);
    tcase_add_test(tc, test_other_system_unexplained);
    tcase_add_test(tc, test_event_tiebreaks);
    tcase_add_test(tc, test_bad_calls);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
