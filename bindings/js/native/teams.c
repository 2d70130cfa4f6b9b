/*
 * Team events for the npm package (团体赛): teams, team rounds with their
 * line-ups, team results and team standings, as JSON replies (glue.c
 * explains their form). Points are in tenths, as the C API gives them;
 * the JavaScript side turns them into numbers. Calls that only read cannot
 * leave a message on the tournament, so their errors carry the status's
 * own text (the JavaScript side says what was asked).
 */
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "glue.h"

static char *no_memory(void)
{
    return glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

static json_t *id_list(const uint32_t *ids, size_t n)
{
    json_t *a = json_array();
    for (size_t i = 0; a && i < n; i++) {
        if (json_array_append_new(a, json_integer(ids[i])) != 0) {
            json_decref(a);
            return NULL;
        }
    }
    return a;
}

static json_t *team_json(const swc_tournament *t, uint32_t k)
{
    swc_team_info in = SWC_TEAM_INFO_INIT;
    if (swc_team_get_info(&in, t, k) != SWC_OK)
        return NULL;
    uint32_t entry = 0, withdrawn = 0;
    swc_team_status(&entry, &withdrawn, t, k);
    uint32_t ids[SWC_MAX_TEAM_MEMBERS];
    uint32_t n = swc_team_member_count(t, k);
    for (uint32_t i = 0; i < n && i < SWC_MAX_TEAM_MEMBERS; i++)
        swc_team_member(&ids[i], t, k, i);
    return json_pack("{s:I, s:o, s:o, s:o, s:I, s:I, s:o, s:I, s:o}", "number", (json_int_t)k,
                     "name", glue_str(in.name), "shortName", glue_str(in.short_name),
                     "federation", glue_str(in.federation), "captain", (json_int_t)in.captain,
                     "strength", (json_int_t)in.strength,
                     "members", id_list(ids, n < SWC_MAX_TEAM_MEMBERS ? n : SWC_MAX_TEAM_MEMBERS),
                     "entryRound", (json_int_t)entry,
                     "withdrawnFrom", withdrawn ? json_integer(withdrawn) : json_null());
}

char *swcjs_team(const swc_tournament *t, uint32_t team)
{
    swc_team_info in = SWC_TEAM_INFO_INIT;
    int rc = swc_team_get_info(&in, t, team);
    if (rc != SWC_OK)
        return glue_fail(rc, NULL, 0, 0, NULL);
    json_t *o = team_json(t, team);
    return o ? glue_reply(o) : no_memory();
}

char *swcjs_teams(const swc_tournament *t)
{
    json_t *list = json_array();
    uint32_t n = swc_team_count(t);
    for (uint32_t k = 1; list && k <= n; k++) {
        if (json_array_append_new(list, team_json(t, k)) != 0) {
            json_decref(list);
            list = NULL;
        }
    }
    return list ? glue_reply(list) : no_memory();
}

/* The fields of `o` that are there replace those of `in` (strings stay
 * owned by `o`). */
static void info_from(swc_team_info *in, json_t *o)
{
    json_t *v;
    if (json_is_string(v = json_object_get(o, "name")))
        in->name = json_string_value(v);
    if (json_is_string(v = json_object_get(o, "shortName")))
        in->short_name = json_string_value(v);
    if (json_is_string(v = json_object_get(o, "federation")))
        in->federation = json_string_value(v);
    if (json_is_integer(v = json_object_get(o, "captain")))
        in->captain = (uint32_t)json_integer_value(v);
    if (json_is_integer(v = json_object_get(o, "strength")))
        in->strength = (int32_t)json_integer_value(v);
}

/* Add the team of `o` to `t`: the team, its members, then its captain
 * (the library takes a captain only among the members). */
static int add_team(uint32_t *out, swc_tournament *t, json_t *o)
{
    swc_team_info in = SWC_TEAM_INFO_INIT;
    info_from(&in, o);
    uint32_t captain = in.captain;
    in.captain = 0;
    int rc = swc_team_add(out, t, &in);
    json_t *members = json_object_get(o, "members");
    size_t n = json_array_size(members);
    if (rc == SWC_OK && n > 0) {
        uint32_t *ids = malloc(n * sizeof *ids);
        if (!ids)
            return SWC_ENOMEM;
        for (size_t i = 0; i < n; i++)
            ids[i] = (uint32_t)json_integer_value(json_array_get(members, i));
        rc = swc_team_set_members(t, *out, ids, n);
        free(ids);
    }
    if (rc == SWC_OK && captain) {
        in.captain = captain;
        rc = swc_team_update(t, *out, &in);
    }
    return rc;
}

/* A copy of `t` through its JSON document, to try a change on. */
static swc_tournament *copy_of(swc_tournament *t)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = 0;
    size_t need = 0;
    int rc = swc_json_write(&need, NULL, 0, t, &wo);
    if (rc != SWC_OK && rc != SWC_EBUFSIZE)
        return NULL;
    char *buf = malloc(need + 1);
    if (!buf)
        return NULL;
    swc_tournament *copy = NULL;
    if (swc_json_write(&need, buf, need + 1, t, &wo) == SWC_OK)
        swc_json_read(&copy, buf, need, NULL, NULL);
    free(buf);
    return copy;
}

/* Whether the members and captain of `o` will be taken once the team is
 * added: players that exist, in no team, each listed once, not too many,
 * and a captain among them. What swc_team_set_members() and
 * swc_team_update() would refuse for a new team is refused here. */
static int members_fit(const swc_tournament *t, json_t *o)
{
    json_t *members = json_object_get(o, "members");
    size_t n = json_array_size(members);
    json_t *c = json_object_get(o, "captain");
    json_int_t captain = json_integer_value(c);
    int captain_in = captain == 0;
    if (n > SWC_MAX_TEAM_MEMBERS || (c && !json_is_integer(c)))
        return 0;
    for (size_t i = 0; i < n; i++) {
        json_t *v = json_array_get(members, i);
        json_int_t id = json_integer_value(v);
        if (!json_is_integer(v) || id <= 0 || id > (json_int_t)UINT32_MAX)
            return 0;
        if (!swc_tournament_player(t, (uint32_t)id) || swc_team_of_player(t, (uint32_t)id) != 0)
            return 0;
        for (size_t j = 0; j < i; j++)
            if (json_integer_value(json_array_get(members, j)) == id)
                return 0;
        captain_in |= id == captain;
    }
    return captain_in;
}

/* A team with members or a captain takes several calls. When one of them
 * would be refused, they are tried on a copy for the library's message,
 * so that a refused team adds nothing; only running out of memory between
 * them can leave the team without its members. */
char *swcjs_team_add(swc_tournament *t, const char *info_json)
{
    json_error_t je;
    json_t *o = json_loads(info_json, 0, &je);
    if (!json_is_object(o)) {
        json_decref(o);
        return glue_fail(SWC_EINVAL, NULL, 0, 0, NULL);
    }
    uint32_t number = 0;
    int rc = SWC_OK;
    if (!members_fit(t, o)) {
        swc_tournament *copy = copy_of(t);
        if (!copy) {
            json_decref(o);
            return no_memory();
        }
        rc = add_team(&number, copy, o);
        char *out = rc == SWC_OK ? NULL : glue_fail_on(rc, copy);
        swc_tournament_free(copy);
        if (rc != SWC_OK) {
            json_decref(o);
            return out;
        }
    }
    rc = add_team(&number, t, o);
    json_decref(o);
    return rc == SWC_OK ? glue_reply(json_integer(number)) : glue_fail_on(rc, t);
}

static char *dup(const char *s)
{
    size_t n = strlen(s ? s : "") + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s ? s : "", n);
    return d;
}

/* The fields given replace the team's; the others stay. */
char *swcjs_team_update(swc_tournament *t, uint32_t team, const char *info_json)
{
    json_error_t je;
    json_t *o = json_loads(info_json, 0, &je);
    swc_team_info cur = SWC_TEAM_INFO_INIT;
    int is_object = json_is_object(o);
    int rc = is_object ? swc_team_get_info(&cur, t, team) : SWC_EINVAL;
    if (rc != SWC_OK) {
        json_decref(o);
        return glue_fail(rc, NULL, 0, 0, NULL);
    }
    /* The current strings belong to the team the update replaces. */
    char *name = dup(cur.name), *short_name = dup(cur.short_name), *federation = dup(cur.federation);
    if (name && short_name && federation) {
        swc_team_info in = cur;
        in.name = name;
        in.short_name = short_name;
        in.federation = federation;
        info_from(&in, o);
        rc = swc_team_update(t, team, &in);
    } else {
        rc = SWC_ENOMEM;
    }
    free(name);
    free(short_name);
    free(federation);
    json_decref(o);
    if (rc == SWC_ENOMEM)
        return no_memory();
    return rc == SWC_OK ? glue_reply(json_null()) : glue_fail_on(rc, t);
}

/* A line-up of `boards` entries from a JSON list (missing boards empty),
 * or NULL for null. */
static int lineup_from(uint32_t **out, json_t *list, uint32_t boards)
{
    *out = NULL;
    if (!json_is_array(list))
        return SWC_OK;
    *out = calloc(boards ? boards : 1, sizeof **out);
    if (!*out)
        return SWC_ENOMEM;
    for (size_t i = 0; i < json_array_size(list) && i < boards; i++)
        (*out)[i] = (uint32_t)json_integer_value(json_array_get(list, i));
    return SWC_OK;
}

/* Entries: [{white, black, kind, whiteLineup, blackLineup}], line-ups
 * null (board order) or lists. Replies the new round's number. */
char *swcjs_team_round_create(swc_tournament *t, const char *entries_json)
{
    json_error_t je;
    json_t *list = json_loads(entries_json, 0, &je);
    if (!json_is_array(list)) {
        json_decref(list);
        return glue_fail(SWC_EINVAL, NULL, 0, 0, NULL);
    }
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    size_t n = json_array_size(list);
    swc_team_match_info *e = calloc(n ? n : 1, sizeof *e);
    uint32_t **lineups = calloc(2 * (n ? n : 1), sizeof *lineups);
    int rc = e && lineups ? SWC_OK : SWC_ENOMEM;
    for (size_t i = 0; rc == SWC_OK && i < n; i++) {
        json_t *m = json_array_get(list, i);
        swc_team_match_info mi = SWC_TEAM_MATCH_INFO_INIT;
        mi.white = (uint32_t)json_integer_value(json_object_get(m, "white"));
        mi.black = (uint32_t)json_integer_value(json_object_get(m, "black"));
        mi.kind = (int32_t)json_integer_value(json_object_get(m, "kind"));
        rc = lineup_from(&lineups[2 * i], json_object_get(m, "whiteLineup"), (uint32_t)boards);
        if (rc == SWC_OK)
            rc = lineup_from(&lineups[2 * i + 1], json_object_get(m, "blackLineup"), (uint32_t)boards);
        mi.white_lineup = lineups[2 * i];
        mi.black_lineup = lineups[2 * i + 1];
        e[i] = mi;
    }
    if (rc == SWC_OK)
        rc = swc_team_round_create(NULL, t, e, n);
    for (size_t i = 0; lineups && i < 2 * n; i++)
        free(lineups[i]);
    free(lineups);
    free(e);
    json_decref(list);
    if (rc == SWC_ENOMEM)
        return no_memory();
    return rc == SWC_OK ? glue_reply(json_integer(swc_tournament_round_count(t))) : glue_fail_on(rc, t);
}

static json_t *lineup_json(const swc_tournament *t, uint32_t round, uint32_t team)
{
    uint32_t ids[SWC_MAX_BOARDS];
    int n = swc_team_lineup(ids, SWC_MAX_BOARDS, t, round, team);
    return id_list(ids, n > 0 ? (size_t)n : 0);
}

/* The matches of a round in order, then its byes; [] for a round that
 * has no team pairing. */
char *swcjs_team_matches(const swc_tournament *t, uint32_t round)
{
    json_t *list = json_array();
    uint32_t n = swc_team_match_count(t, round);
    for (uint32_t i = 0; list && i < n; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        int rc = swc_team_match_get(&m, t, round, i);
        if (rc != SWC_OK) {
            json_decref(list);
            return glue_fail(rc, NULL, 0, 0, NULL);
        }
        json_t *o = json_pack("{s:I, s:I, s:I, s:o, s:o}", "white", (json_int_t)m.white, "black",
                              (json_int_t)m.black, "kind", (json_int_t)m.kind,
                              "whiteLineup", m.black ? lineup_json(t, round, m.white) : json_array(),
                              "blackLineup", m.black ? lineup_json(t, round, m.black) : json_array());
        if (json_array_append_new(list, o) != 0) {
            json_decref(list);
            list = NULL;
        }
    }
    return list ? glue_reply(list) : no_memory();
}

char *swcjs_team_result(const swc_tournament *t, uint32_t team, uint32_t round)
{
    swc_team_result r = SWC_TEAM_RESULT_INIT;
    int rc = swc_team_round_result(&r, t, team, round);
    if (rc != SWC_OK)
        return glue_fail(rc, NULL, 0, 0, NULL);
    json_t *o = json_pack("{s:I, s:I, s:I, s:I, s:I, s:I, s:b}", "kind", (json_int_t)r.kind,
                          "opponent", (json_int_t)r.opponent, "colour", (json_int_t)r.colour,
                          "matchPoints", (json_int_t)r.match_points, "gamePoints", (json_int_t)r.game_points,
                          "opponentGamePoints", (json_int_t)r.opponent_game_points, "complete", r.complete == 1);
    return o ? glue_reply(o) : no_memory();
}

char *swcjs_team_standings(swc_tournament *t, const char *tiebreaks, uint32_t after_round)
{
    swc_team_standings *s = NULL;
    int rc = swc_team_standings_new(&s, t, glue_opt(tiebreaks), after_round);
    if (rc != SWC_OK)
        return glue_fail_on(rc, t);
    json_t *crit = json_array(), *rows = json_array();
    uint32_t nc = swc_team_standings_columns(s), nr = swc_team_standings_count(s);
    for (uint32_t c = 0; crit && c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, s, c);
        json_array_append_new(crit, glue_criterion(&ci));
    }
    for (uint32_t r = 0; rows && r < nr; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, s, r);
        json_t *vals = json_array();
        for (uint32_t c = 0; vals && c < nc; c++) {
            int64_t v = 0;
            swc_team_standings_value(&v, s, r, c);
            json_array_append_new(vals, v == SWC_TB_UNDEFINED ? json_null() : json_integer((json_int_t)v));
        }
        swc_team_info in = SWC_TEAM_INFO_INIT;
        swc_team_get_info(&in, t, row.team);
        json_array_append_new(rows, json_pack("{s:I, s:o, s:I, s:b, s:o}", "team", (json_int_t)row.team,
                                              "name", glue_str(in.name), "rank", (json_int_t)row.rank,
                                              "shared", row.shared != 0, "values", vals));
    }
    json_t *out = json_pack("{s:o, s:o, s:o}", "criteria", crit, "rows", rows,
                            "cascade", glue_str(swc_team_standings_cascade(s)));
    swc_team_standings_free(s);
    return out ? glue_reply(out) : no_memory();
}

char *swcjs_team_rulesets(void)
{
    json_t *list = json_array();
    for (uint32_t i = 0; list && i < swc_team_ruleset_count(); i++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        if (swc_team_ruleset_get(&ri, i) == SWC_OK)
            json_array_append_new(list, json_pack("{s:o, s:o, s:o, s:I, s:b, s:o}", "name", glue_str(ri.name),
                                                  "nameZh", glue_str(ri.name_zh), "tiebreaks", glue_str(ri.tiebreaks),
                                                  "unplayed", (json_int_t)ri.unplayed, "lots", ri.lots != 0,
                                                  "description", glue_str(ri.description)));
    }
    return list ? glue_reply(list) : no_memory();
}

char *swcjs_board_ranking(swc_tournament *t, uint32_t board, uint32_t min_games, uint32_t after_round)
{
    swc_board_ranking *r = NULL;
    int rc = swc_board_ranking_new(&r, t, board, min_games, after_round);
    if (rc != SWC_OK)
        return glue_fail_on(rc, t);
    json_t *list = json_array();
    for (uint32_t i = 0; list && i < swc_board_ranking_count(r); i++) {
        swc_board_rank b = SWC_BOARD_RANK_INIT;
        swc_board_ranking_get(&b, r, i);
        const swc_player *p = swc_tournament_player(t, b.player);
        json_array_append_new(list, json_pack("{s:I, s:o, s:I, s:I, s:b, s:I, s:I, s:I}", "player",
                                              (json_int_t)b.player, "name", glue_str(p ? swc_player_name(p) : NULL),
                                              "team", (json_int_t)b.team, "rank", (json_int_t)b.rank,
                                              "shared", b.shared != 0, "games", (json_int_t)b.games,
                                              "points", (json_int_t)b.points, "percent", (json_int_t)b.percent));
    }
    swc_board_ranking_free(r);
    return list ? glue_reply(list) : no_memory();
}
