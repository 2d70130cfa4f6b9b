/*
 * The npm package's team glue (bindings/js/native/teams.c) compiled
 * natively, so the sanitizer trees check it too (the WebAssembly module
 * itself is built in plain trees only): every call's JSON reply against
 * the C API's answers, refused calls that leave the event byte for byte
 * as it was, and malformed JSON arguments.
 */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glue.h"
#include "testutil.h"

/* The parsed reply; frees the text. */
static json_t *parsed(char *text)
{
    ck_assert_ptr_nonnull(text);
    json_error_t e;
    json_t *doc = json_loads(text, 0, &e);
    free(text);
    ck_assert_ptr_nonnull(doc);
    return doc;
}

/* The "ok" value of a reply (a new reference); fails on an error reply. */
static json_t *ok(char *text)
{
    json_t *doc = parsed(text);
    json_t *v = json_object_get(doc, "ok");
    if (!v)
        ck_abort_msg("error reply: %s", json_string_value(json_object_get(json_object_get(doc, "error"), "message")));
    json_incref(v);
    json_decref(doc);
    return v;
}

/* An error reply: its code, and its message copied into `msg`. */
static int error_of(char *text, char *msg, size_t cap)
{
    json_t *doc = parsed(text);
    json_t *e = json_object_get(doc, "error");
    ck_assert_ptr_nonnull(e);
    int code = (int)json_integer_value(json_object_get(e, "code"));
    snprintf(msg, cap, "%s", json_string_value(json_object_get(e, "message")));
    json_decref(doc);
    return code;
}

static char *document(swc_tournament *t)
{
    size_t need = 0;
    swc_json_write_options o = SWC_JSON_WRITE_OPTIONS_INIT;
    int rc = swc_json_write(&need, NULL, 0, t, &o);
    ck_assert(rc == SWC_OK || rc == SWC_EBUFSIZE);
    char *buf = malloc(need + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_json_write(&need, buf, need + 1, t, &o), SWC_OK);
    return buf;
}

/* Two boards, eight players, no teams yet. */
static swc_tournament *event(void)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 2), SWC_OK);
    for (int i = 1; i <= 8; i++) {
        char name[8];
        snprintf(name, sizeof name, "P%d", i);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 2000 - 10 * i;
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    return t;
}

START_TEST(test_add_update_and_refusals)
{
    swc_tournament *t = event();
    json_t *n = ok(swcjs_team_add(t, "{\"name\":\"北京\",\"members\":[1,2],\"captain\":2,\"shortName\":\"BJ\","
                                      "\"federation\":\"CHN\",\"strength\":1990}"));
    ck_assert_int_eq(json_integer_value(n), 1);
    json_decref(n);
    swc_team_info in = SWC_TEAM_INFO_INIT;
    ck_assert_int_eq(swc_team_get_info(&in, t, 1), SWC_OK);
    ck_assert_str_eq(in.name, "北京");
    ck_assert_str_eq(in.short_name, "BJ");
    ck_assert_uint_eq(in.captain, 2);
    ck_assert_int_eq(in.strength, 1990);
    ck_assert_uint_eq(swc_team_member_count(t, 1), 2);

    /* Refused: a player of team 1, a captain who is no member, bad JSON. */
    char *before = document(t), msg[256];
    ck_assert_int_eq(error_of(swcjs_team_add(t, "{\"name\":\"X\",\"members\":[3,1]}"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(msg, "team 1"));
    ck_assert_int_eq(error_of(swcjs_team_add(t, "{\"name\":\"X\",\"members\":[3,4],\"captain\":5}"), msg, sizeof msg),
                     SWC_EINVAL);
    ck_assert_int_eq(error_of(swcjs_team_add(t, "[1,"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_int_eq(error_of(swcjs_team_add(t, "{\"name\":\"X\",\"members\":[3,3]}"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(msg, "twice"));
    char many[512] = "{\"name\":\"X\",\"members\":[3";
    for (int i = 0; i < SWC_MAX_TEAM_MEMBERS; i++)
        strcat(many, ",4");
    strcat(many, "]}");
    ck_assert_int_eq(error_of(swcjs_team_add(t, many), msg, sizeof msg), SWC_ELIMIT);
    ck_assert_int_eq(error_of(swcjs_team_update(t, 1, "{\"captain\":5}"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_int_eq(error_of(swcjs_team_update(t, 1, "nonsense"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_int_eq(error_of(swcjs_team_update(t, 7, "{}"), msg, sizeof msg), SWC_ENOTFOUND);
    ck_assert_str_eq(msg, swc_strerror(SWC_ENOTFOUND));
    char *after = document(t);
    ck_assert_str_eq(after, before);
    free(after);
    free(before);
    ck_assert_uint_eq(swc_team_count(t), 1);

    /* An update changes what it names and keeps the rest. */
    json_decref(ok(swcjs_team_update(t, 1, "{\"name\":\"Beijing\",\"strength\":2000}")));
    json_t *team = ok(swcjs_team(t, 1));
    ck_assert_str_eq(json_string_value(json_object_get(team, "name")), "Beijing");
    ck_assert_str_eq(json_string_value(json_object_get(team, "shortName")), "BJ");
    ck_assert_str_eq(json_string_value(json_object_get(team, "federation")), "CHN");
    ck_assert_int_eq(json_integer_value(json_object_get(team, "captain")), 2);
    ck_assert_int_eq(json_integer_value(json_object_get(team, "strength")), 2000);
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(team, "members"), 1)), 2);
    ck_assert(json_is_null(json_object_get(team, "withdrawnFrom")));
    json_decref(team);
    ck_assert_int_eq(error_of(swcjs_team(t, 0), msg, sizeof msg), SWC_ENOTFOUND);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_round_results_and_standings)
{
    swc_tournament *t = event();
    for (int k = 0; k < 4; k++) {
        char info[96];
        snprintf(info, sizeof info, "{\"name\":\"T%d\",\"members\":[%d,%d]}", k + 1, 2 * k + 1, 2 * k + 2);
        json_decref(ok(swcjs_team_add(t, info)));
    }
    json_t *teams = ok(swcjs_teams(t));
    ck_assert_uint_eq(json_array_size(teams), 4);
    json_decref(teams);

    /* Refused: a player of team 3 in team 1's line-up; not a list. */
    char msg[256];
    ck_assert_int_eq(error_of(swcjs_team_round_create(t, "[{\"white\":1,\"black\":2,\"kind\":0,\"whiteLineup\":[5,1]},"
                                                         "{\"white\":3,\"black\":4,\"kind\":0}]"), msg, sizeof msg),
                     SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(msg, "team 3"));
    ck_assert_int_eq(error_of(swcjs_team_round_create(t, "{}"), msg, sizeof msg), SWC_EINVAL);
    ck_assert_uint_eq(swc_tournament_round_count(t), 0);

    /* Team 1 names one player: board 2 is empty, a forfeit win for team 2's. */
    json_t *r = ok(swcjs_team_round_create(t, "[{\"white\":1,\"black\":2,\"kind\":0,\"whiteLineup\":[2],"
                                              "\"blackLineup\":null},{\"white\":3,\"black\":4,\"kind\":1}]"));
    ck_assert_int_eq(json_integer_value(r), 1);
    json_decref(r);
    uint32_t ids[2] = { 9, 9 };
    ck_assert_int_eq(swc_team_lineup(ids, 2, t, 1, 1), 2);
    ck_assert_uint_eq(ids[0], 2);
    ck_assert_uint_eq(ids[1], 0);
    json_t *m = ok(swcjs_team_matches(t, 1));
    ck_assert_uint_eq(json_array_size(m), 2);
    json_t *first = json_array_get(m, 0), *second = json_array_get(m, 1);
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(first, "whiteLineup"), 0)), 2);
    ck_assert_int_eq(json_integer_value(json_array_get(json_object_get(first, "blackLineup"), 1)), 4);
    ck_assert_int_eq(json_integer_value(json_object_get(second, "kind")), SWC_TEAM_MATCH_FORFEIT_WHITE);
    json_decref(m);

    /* Board 1: player 2 (white) beats player 3. Team 1: 1 game point of 2
     * (board 2 lost by forfeit): a drawn match, 1 match point. */
    ck_assert_int_eq(swc_round_set_result(swc_tournament_round(t, 1), 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    json_t *res = ok(swcjs_team_result(t, 1, 1));
    ck_assert_int_eq(json_integer_value(json_object_get(res, "matchPoints")), 10);
    ck_assert_int_eq(json_integer_value(json_object_get(res, "gamePoints")), 10);
    ck_assert_int_eq(json_integer_value(json_object_get(res, "opponentGamePoints")), 10);
    ck_assert_int_eq(json_integer_value(json_object_get(res, "opponent")), 2);
    ck_assert_int_eq(json_integer_value(json_object_get(res, "colour")), SWC_COLOUR_WHITE);
    json_decref(res);
    res = ok(swcjs_team_result(t, 3, 1));
    ck_assert_int_eq(json_integer_value(json_object_get(res, "kind")), SWC_RK_FORFEIT_WIN);
    ck_assert_int_eq(json_integer_value(json_object_get(res, "matchPoints")), 20);
    json_decref(res);
    ck_assert_int_eq(error_of(swcjs_team_result(t, 9, 1), msg, sizeof msg), SWC_ENOTFOUND);

    /* Standings: the columns and values are those of the C API. */
    json_t *s = ok(swcjs_team_standings(t, "fide-team-2026", 0));
    swc_team_standings *st = NULL;
    ck_assert_int_eq(swc_team_standings_new(&st, t, "fide-team-2026", 0), SWC_OK);
    json_t *rows = json_object_get(s, "rows"), *crit = json_object_get(s, "criteria");
    ck_assert_uint_eq(json_array_size(rows), swc_team_standings_count(st));
    ck_assert_uint_eq(json_array_size(crit), swc_team_standings_columns(st));
    ck_assert_str_eq(json_string_value(json_object_get(json_array_get(crit, 0), "code")), "PTS:MP");
    for (uint32_t i = 0; i < swc_team_standings_count(st); i++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        ck_assert_int_eq(swc_team_standings_get(&row, st, i), SWC_OK);
        json_t *jr = json_array_get(rows, i);
        ck_assert_int_eq(json_integer_value(json_object_get(jr, "team")), row.team);
        ck_assert_int_eq(json_integer_value(json_object_get(jr, "rank")), row.rank);
        for (uint32_t c = 0; c < swc_team_standings_columns(st); c++) {
            int64_t v = 0;
            ck_assert_int_eq(swc_team_standings_value(&v, st, i, c), SWC_OK);
            json_t *jv = json_array_get(json_object_get(jr, "values"), c);
            if (v == SWC_TB_UNDEFINED)
                ck_assert(json_is_null(jv));
            else
                ck_assert_int_eq(json_integer_value(jv), v);
        }
    }
    swc_team_standings_free(st);
    json_decref(s);
    ck_assert_int_eq(error_of(swcjs_team_standings(t, "PTS:GP,PTS:MP", 0), msg, sizeof msg), SWC_EINVAL);
    ck_assert_str_eq(msg, "the primary score comes first in a team cascade");

    json_t *sets = ok(swcjs_team_rulesets());
    ck_assert_uint_eq(json_array_size(sets), swc_team_ruleset_count());
    json_decref(sets);
    json_t *b = ok(swcjs_board_ranking(t, 1, 0, 0));
    ck_assert_uint_eq(json_array_size(b), 2); /* players 2 and 3 played board 1 */
    ck_assert_int_eq(json_integer_value(json_object_get(json_array_get(b, 0), "player")), 2);
    json_decref(b);
    ck_assert_int_eq(error_of(swcjs_board_ranking(t, 9, 0, 0), msg, sizeof msg), SWC_ERANGE);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("js-glue-teams");
    TCase *tc = tcase_create("js-glue-teams");
    tcase_add_test(tc, test_add_update_and_refusals);
    tcase_add_test(tc, test_round_results_and_standings);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
