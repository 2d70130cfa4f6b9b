/*
 * The WebAssembly module's half of the npm package: the calls whose C
 * arguments or answers are structs, flattened into JSON text so JavaScript
 * needs no struct layouts. Every swcjs_* function returns a reply allocated
 * with malloc (the caller frees it): {"ok": value} or
 * {"error": {"code", "message", "line", "column", "path"}}. Handles travel
 * as numbers (wasm32 addresses). Plain calls (settings, results, counts) go
 * straight to the exported swc_* functions instead. Team events are in
 * teams.c.
 */
#include <jansson.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "glue.h"

/* Functions the module exports: no header needs them. */
char *swcjs_json_read(const char *data, size_t len);
char *swcjs_trf_read(const char *data, size_t len, uint32_t flags, int32_t encoding);
char *swcjs_json_write(swc_tournament *t, int32_t indent);
char *swcjs_trf_write(swc_tournament *t, int32_t format, int32_t eol);
char *swcjs_trf_write_report(swc_tournament *t, int32_t format, int32_t eol, int32_t plain);
char *swcjs_warnings(const swc_tournament *t);
char *swcjs_player_add(swc_tournament *t, const char *info_json);
char *swcjs_players(const swc_tournament *t);
char *swcjs_round(const swc_tournament *t, uint32_t number);
char *swcjs_standings(swc_tournament *t, const char *ruleset, const char *tiebreaks, int32_t unplayed,
                      uint32_t after_round, int32_t pairings, const char *group);
char *swcjs_prizes(swc_tournament *t, const char *rules, const char *rules_name, uint32_t after_round);
char *swcjs_check(swc_tournament *t);
char *swcjs_rulesets(void);
char *swcjs_prize_rules(void);

char *glue_reply(json_t *ok)
{
    json_t *doc = json_object();
    char *out = NULL;
    if (doc && ok && json_object_set_new(doc, "ok", ok) == 0)
        out = json_dumps(doc, JSON_COMPACT);
    else
        json_decref(ok);
    json_decref(doc);
    return out;
}

char *glue_fail(int code, const char *message, uint32_t line, uint32_t column, const char *path)
{
    json_t *e = json_pack("{s:I, s:s, s:I, s:I, s:s}", "code", (json_int_t)code,
                          "message", message && message[0] ? message : swc_strerror(code),
                          "line", (json_int_t)line, "column", (json_int_t)column, "path", path ? path : "");
    json_t *doc = e ? json_pack("{s:o}", "error", e) : NULL;
    char *out = doc ? json_dumps(doc, JSON_COMPACT) : NULL;
    json_decref(doc);
    return out;
}

char *glue_fail_on(int code, const swc_tournament *t)
{
    return glue_fail(code, swc_tournament_errmsg(t), 0, 0, NULL);
}

json_t *glue_str(const char *s)
{
    return json_string(s ? s : "");
}

char *swcjs_json_read(const char *data, size_t len)
{
    swc_tournament *t = NULL;
    swc_json_error e = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&t, data, len, NULL, &e);
    if (rc != SWC_OK)
        return glue_fail(rc, e.message, e.line, e.column, e.path);
    char *out = glue_reply(json_integer((json_int_t)(uintptr_t)t));
    if (!out)
        swc_tournament_free(t);
    return out;
}

char *swcjs_trf_read(const char *data, size_t len, uint32_t flags, int32_t encoding)
{
    swc_tournament *t = NULL;
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = flags;
    o.encoding = encoding;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(&t, data, len, &o, &e);
    if (rc != SWC_OK)
        return glue_fail(rc, e.message, e.line, e.column, NULL);
    char *out = glue_reply(json_integer((json_int_t)(uintptr_t)t));
    if (!out)
        swc_tournament_free(t);
    return out;
}

/* Text of one of the two writers: measure, then write. */
static char *written(int rc, size_t need, char *buf, const swc_tournament *t)
{
    if (rc != SWC_OK) {
        free(buf);
        return glue_fail_on(rc, t);
    }
    json_t *s = json_stringn(buf, need);
    free(buf);
    return s ? glue_reply(s) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

char *swcjs_json_write(swc_tournament *t, int32_t indent)
{
    swc_json_write_options o = SWC_JSON_WRITE_OPTIONS_INIT;
    o.indent = indent;
    size_t need = 0;
    int rc = swc_json_write(&need, NULL, 0, t, &o);
    if (rc != SWC_OK && rc != SWC_EBUFSIZE)
        return glue_fail_on(rc, t);
    char *buf = malloc(need + 1);
    if (!buf)
        return glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
    rc = swc_json_write(&need, buf, need + 1, t, &o);
    return written(rc, need, buf, t);
}

/* TRF text of the event: the writer's, or the FIDE rating report's. */
static char *trf_text(swc_tournament *t, int32_t format, int32_t eol, int report, uint32_t flags)
{
    swc_trf_write_options o = SWC_TRF_WRITE_OPTIONS_INIT;
    o.format = format;
    o.eol = eol;
    size_t need = 0;
    int rc = report ? swc_trf_write_report(&need, NULL, 0, t, &o, flags) : swc_trf_write(&need, NULL, 0, t, &o);
    if (rc != SWC_OK && rc != SWC_EBUFSIZE)
        return glue_fail_on(rc, t);
    char *buf = malloc(need + 1);
    if (!buf)
        return glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
    rc = report ? swc_trf_write_report(&need, buf, need + 1, t, &o, flags) : swc_trf_write(&need, buf, need + 1, t, &o);
    return written(rc, need, buf, t);
}

char *swcjs_trf_write(swc_tournament *t, int32_t format, int32_t eol)
{
    return trf_text(t, format, eol, 0, 0u);
}

/* The FIDE rating report: ranks filled in, FIDE's records only when plain. */
char *swcjs_trf_write_report(swc_tournament *t, int32_t format, int32_t eol, int32_t plain)
{
    return trf_text(t, format, eol, 1, plain ? SWC_TRF_REPORT_PLAIN : 0u);
}

char *swcjs_warnings(const swc_tournament *t)
{
    json_t *list = json_array();
    size_t n = swc_tournament_warning_count(t);
    for (size_t i = 0; list && i < n; i++) {
        swc_trf_warning w = SWC_TRF_WARNING_INIT;
        if (swc_tournament_warning(&w, t, i) == SWC_OK)
            json_array_append_new(list, json_pack("[I, I, s]", (json_int_t)w.line, (json_int_t)w.column, w.message));
    }
    return glue_reply(list);
}

/* The text field `key` of a player object, or NULL. */
static const char *field(json_t *o, const char *key)
{
    return json_string_value(json_object_get(o, key));
}

char *swcjs_player_add(swc_tournament *t, const char *info_json)
{
    json_error_t je;
    json_t *o = json_loads(info_json, 0, &je);
    if (!json_is_object(o)) {
        json_decref(o);
        return glue_fail(SWC_EINVAL, "player: expected an object", 0, 0, NULL);
    }
    swc_player_info p = SWC_PLAYER_INFO_INIT;
    p.name = field(o, "name");
    p.rating = (int32_t)json_integer_value(json_object_get(o, "rating"));
    p.flags = (uint32_t)json_integer_value(json_object_get(o, "flags"));
    p.title = field(o, "title");
    p.federation = field(o, "federation");
    p.fide_id = field(o, "fideId");
    const char *sex = field(o, "sex");
    p.sex = sex && sex[0] ? (unsigned char)sex[0] : 0;
    p.birth_date = field(o, "birthDate");
    p.group = field(o, "group");
    p.tags = field(o, "tags");
    p.cn_title = field(o, "cnTitle");
    uint32_t id = 0;
    int rc = swc_player_add(&id, t, &p);
    json_decref(o);
    return rc == SWC_OK ? glue_reply(json_integer(id)) : glue_fail_on(rc, t);
}

static json_t *player_json(const swc_player *p, uint32_t rounds)
{
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&in, p);
    char sex[2] = { (char)(in.sex > 0 && in.sex < 128 ? in.sex : 0), 0 };
    uint32_t from = 0;
    int32_t score = 0;
    swc_player_score(&score, p, rounds);
    json_t *o = json_pack("{s:I, s:I, s:s, s:I, s:I, s:o, s:o, s:o, s:s, s:o, s:o, s:o, s:o, s:I}",
                          "id", (json_int_t)swc_player_id(p), "tpn", (json_int_t)swc_player_tpn(p),
                          "name", swc_player_name(p), "rating", (json_int_t)in.rating,
                          "flags", (json_int_t)in.flags, "title", glue_str(in.title),
                          "federation", glue_str(in.federation), "fideId", glue_str(in.fide_id), "sex", sex,
                          "birthDate", glue_str(in.birth_date), "group", glue_str(in.group), "tags", glue_str(in.tags),
                          "cnTitle", glue_str(in.cn_title), "score", (json_int_t)score);
    if (o && swc_player_get_withdrawal(&from, p) == SWC_OK && from)
        json_object_set_new(o, "withdrawnFrom", json_integer(from));
    return o;
}

char *swcjs_players(const swc_tournament *t)
{
    json_t *list = json_array();
    uint32_t n = swc_tournament_player_count(t), rounds = swc_tournament_round_count(t);
    for (uint32_t k = 1; list && k <= n; k++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, k);
        if (p && json_array_append_new(list, player_json(p, rounds)) != 0) {
            json_decref(list);
            list = NULL;
        }
    }
    return list ? glue_reply(list) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

char *swcjs_round(const swc_tournament *t, uint32_t number)
{
    const swc_round *r = swc_tournament_round(t, number);
    if (!r)
        return glue_fail(SWC_ENOTFOUND, "no such round", 0, 0, NULL);
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    json_t *boards = json_array(), *byes = json_array();
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; boards && b <= nb; b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, r, b);
        json_t *res = json_array();
        for (int32_t g = 1; res && g <= games; g++) {
            int32_t v = 0;
            swc_round_game_result(&v, r, b, (uint32_t)g);
            json_array_append_new(res, json_integer(v));
        }
        json_array_append_new(boards, json_pack("{s:I, s:I, s:I, s:o}", "number", (json_int_t)b,
                                                "white", (json_int_t)w, "black", (json_int_t)bl, "results", res));
    }
    for (uint32_t i = 0; byes && i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        swc_round_bye(&id, &kind, r, i);
        json_array_append_new(byes, json_pack("{s:I, s:I}", "player", (json_int_t)id, "kind", (json_int_t)kind));
    }
    json_t *o = json_pack("{s:I, s:o, s:o, s:b}", "number", (json_int_t)number, "boards", boards,
                          "byes", byes, "complete", swc_round_is_complete(r) == 1);
    return o ? glue_reply(o) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

const char *glue_opt(const char *s)
{
    return s && s[0] ? s : NULL;
}

json_t *glue_criterion(const swc_criterion_info *ci)
{
    return json_pack("{s:o, s:o, s:o, s:I, s:I, s:b}", "code", glue_str(ci->code), "nameZh", glue_str(ci->name_zh),
                     "type", glue_str(ci->type), "scale", (json_int_t)ci->scale, "decimals",
                     (json_int_t)ci->decimals, "ascending", ci->ascending);
}

char *swcjs_standings(swc_tournament *t, const char *ruleset, const char *tiebreaks, int32_t unplayed,
                      uint32_t after_round, int32_t pairings, const char *group)
{
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.ruleset = glue_opt(ruleset);
    o.tiebreaks = glue_opt(tiebreaks);
    o.unplayed = unplayed;
    o.after_round = after_round;
    o.pairings = pairings;
    o.group = glue_opt(group);
    swc_standings *s = NULL;
    int rc = swc_standings_compute(&s, t, &o);
    if (rc != SWC_OK)
        return glue_fail_on(rc, t);
    json_t *crit = json_array(), *rows = json_array();
    uint32_t nc = swc_standings_criteria_count(s), nr = swc_standings_count(s);
    for (uint32_t c = 0; crit && c < nc; c++) {
        swc_criterion_info ci = { sizeof ci, NULL, NULL, NULL, 0, 0, 0 };
        swc_standings_criterion(&ci, s, c);
        json_array_append_new(crit, glue_criterion(&ci));
    }
    for (uint32_t r = 0; rows && r < nr; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        json_t *vals = json_array();
        for (uint32_t c = 0; vals && c < nc; c++) {
            int64_t v = 0;
            swc_standings_value(&v, s, r, c);
            json_array_append_new(vals, v == SWC_TB_UNDEFINED ? json_null() : json_integer((json_int_t)v));
        }
        const swc_player *p = swc_tournament_player(t, row.id);
        json_array_append_new(rows, json_pack("{s:I, s:s, s:I, s:b, s:b, s:I, s:o}", "id", (json_int_t)row.id,
                                              "name", p ? swc_player_name(p) : "", "rank", (json_int_t)row.rank,
                                              "shared", row.shared != 0, "byLot", row.by_lot != 0,
                                              "overallRank", (json_int_t)row.overall_rank, "values", vals));
    }
    json_t *out = json_pack("{s:o, s:o, s:I}", "criteria", crit, "rows", rows,
                            "unplayed", (json_int_t)swc_standings_unplayed_rule(s));
    swc_standings_free(s);
    return out ? glue_reply(out) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

/* Money in hundredths as JSON, null for "no amount". */
static json_t *amount(int64_t v)
{
    return v == SWC_PRIZE_NO_AMOUNT ? json_null() : json_integer((json_int_t)v);
}

char *swcjs_prizes(swc_tournament *t, const char *rules, const char *rules_name, uint32_t after_round)
{
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    o.rules = glue_opt(rules);
    o.rules_name = glue_opt(rules_name);
    o.after_round = after_round;
    swc_prizes *p = NULL;
    int rc = swc_prizes_compute(&p, t, &o);
    if (rc != SWC_OK)
        return glue_fail_on(rc, t);
    json_t *tables = json_array();
    for (uint32_t k = 0; tables && k < swc_prizes_table_count(p); k++) {
        swc_prize_table_info ti = { sizeof ti, NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL };
        swc_prizes_table(&ti, p, k);
        json_t *awards = json_array();
        for (uint32_t a = ti.first_award; awards && a < ti.first_award + ti.award_count; a++) {
            swc_prize_award aw;
            memset(&aw, 0, sizeof aw);
            aw.struct_size = sizeof aw;
            swc_prizes_award(&aw, p, a);
            const swc_player *pl = swc_tournament_player(t, aw.id);
            json_array_append_new(awards, json_pack("{s:I, s:s, s:I, s:I, s:I, s:I, s:o, s:s}",
                                                    "id", (json_int_t)aw.id, "name", pl ? swc_player_name(pl) : "",
                                                    "rank", (json_int_t)aw.rank, "firstPlace", (json_int_t)aw.first_place,
                                                    "lastPlace", (json_int_t)aw.last_place,
                                                    "sharedBy", (json_int_t)aw.shared_by, "amount", amount(aw.amount),
                                                    "group", aw.group ? aw.group : ""));
        }
        json_array_append_new(tables, json_pack("{s:s, s:s, s:I, s:I, s:I, s:b, s:I, s:I, s:s, s:o}",
                                                "name", ti.name ? ti.name : "", "title", ti.title ? ti.title : "",
                                                "kind", (json_int_t)ti.kind, "entrants", (json_int_t)ti.entrants,
                                                "places", (json_int_t)ti.places, "hasAmounts", ti.has_amounts != 0,
                                                "total", (json_int_t)ti.total, "remainder", (json_int_t)ti.remainder,
                                                "note", ti.note ? ti.note : "", "awards", awards));
    }
    swc_prizes_free(p);
    return tables ? glue_reply(tables) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

char *swcjs_check(swc_tournament *t)
{
    swc_check_report *r = NULL;
    int rc = swc_tournament_check(&r, t, NULL);
    if (rc != SWC_OK)
        return glue_fail_on(rc, t);
    json_t *rounds = json_array();
    for (uint32_t i = 0; rounds && i < swc_check_report_round_count(r); i++) {
        swc_check_round_info ri;
        memset(&ri, 0, sizeof ri);
        ri.struct_size = sizeof ri;
        swc_check_report_round(&ri, r, i);
        json_array_append_new(rounds, json_pack("{s:I, s:b, s:I, s:I, s:s}", "round", (json_int_t)ri.round,
                                                "agrees", ri.agrees == 1, "reason", (json_int_t)ri.reason,
                                                "criterion", (json_int_t)ri.criterion, "text", ri.text ? ri.text : ""));
    }
    json_t *o = json_pack("{s:I, s:o}", "disagreements", (json_int_t)swc_check_report_disagreements(r),
                          "rounds", rounds);
    swc_check_report_free(r);
    return o ? glue_reply(o) : glue_fail(SWC_ENOMEM, NULL, 0, 0, NULL);
}

char *swcjs_rulesets(void)
{
    json_t *list = json_array();
    for (uint32_t i = 0; list && i < swc_ruleset_count(); i++) {
        swc_ruleset_info ri;
        memset(&ri, 0, sizeof ri);
        ri.struct_size = sizeof ri;
        if (swc_ruleset_get(&ri, i) == SWC_OK)
            json_array_append_new(list, json_pack("{s:s, s:s, s:s}", "name", ri.name ? ri.name : "",
                                                  "nameZh", ri.name_zh ? ri.name_zh : "",
                                                  "tiebreaks", ri.tiebreaks ? ri.tiebreaks : ""));
    }
    return glue_reply(list);
}

char *swcjs_prize_rules(void)
{
    json_t *list = json_array();
    for (uint32_t i = 0; list && i < swc_prize_rules_count(); i++) {
        swc_prize_rules_info ri;
        memset(&ri, 0, sizeof ri);
        ri.struct_size = sizeof ri;
        if (swc_prize_rules_get(&ri, i) == SWC_OK)
            json_array_append_new(list, json_pack("{s:s, s:s, s:s, s:s}", "name", ri.name ? ri.name : "",
                                                  "nameZh", ri.name_zh ? ri.name_zh : "",
                                                  "description", ri.description ? ri.description : "",
                                                  "text", ri.text ? ri.text : ""));
    }
    return glue_reply(list);
}
