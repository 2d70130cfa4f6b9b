/* JSON reader: the "teams" member of a team event (doc/json.md). The teams
 * are defined before the rounds are built (the players of a PAB team may
 * each show it); each round's matches are attached once the rounds exist
 * and are checked against their board games. */
#include <string.h>

#include "json_read.h"

static const char *const teams_members[] = { "boards", "colours", "match_points", "pab_match_points",
                                             "pab_game_points", "list", "rounds", "system", "colour_type",
                                             "score_order", "secondary_score", "forbidden_pairs", "bye_requests",
                                             "lineups_ahead", NULL };
static const char *const team_members[] = { "number", "name", "short_name", "federation", "captain", "strength",
                                            "members", "entry_round", "withdrawn_from", NULL };
static const char *const mp_members[] = { "win", "draw", "loss", NULL };
static const char *const round_members[] = { "round", "matches", "byes", NULL };
static const char *const match_members[] = { "white", "black", "kind", "white_lineup", "black_lineup", NULL };
static const char *const bye_members[] = { "team", "kind", NULL };

static int set_team_int(jr *r, const char *key, int setting, int32_t v)
{
    int rc = swc_team_model_set_int(r->t, setting, v);
    if (rc == SWC_ENOMEM)
        return jr_fail(r, SWC_ENOMEM, "out of memory");
    return rc ? jr_fail_at(r, key, rc == SWC_ERANGE ? SWC_ERANGE : SWC_EINCONSISTENT, "%s",
                           swc_tournament_errmsg(r->t))
              : SWC_OK;
}

/* Player ids of an array as indices (+1 when `plus_one`; 0 allowed then). */
static int id_array(jr *r, json_t *obj, const char *key, uint32_t *out, size_t cap, size_t *n, int plus_one)
{
    json_t *a = json_object_get(obj, key);
    size_t at = jr_key(r, key);
    int rc = jr_array(r, a);
    *n = 0;
    if (rc == SWC_OK && json_array_size(a) > cap)
        rc = jr_fail(r, SWC_ELIMIT, "at most %zu entries", cap);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(a); i++) {
        json_t *v = json_array_get(a, i);
        size_t ii = jr_index(r, i);
        if (plus_one && json_is_integer(v) && json_integer_value(v) == 0) {
            out[(*n)++] = 0;
        } else {
            uint32_t ix = 0;
            rc = jr_player_value(r, v, &ix);
            if (rc > 0)
                rc = SWC_OK, out[(*n)++] = ix + (plus_one ? 1u : 0u);
        }
        jr_pop(r, ii);
    }
    jr_pop(r, at);
    return rc;
}

int swc_json_read_team_defs(jr *r, json_t *doc)
{
    json_t *o = json_object_get(doc, "teams");
    if (!o)
        return SWC_OK;
    size_t at = jr_key(r, "teams");
    long long v = 0;
    int rc = jr_object(r, o);
    if (rc == SWC_OK)
        rc = jr_members(r, o, teams_members);
    if (rc == SWC_OK && (rc = jr_int(r, o, "boards", 1, 1, SWC_MAX_BOARDS, &v)) > 0)
        rc = set_team_int(r, "boards", SWC_TEAM_BOARDS, (int32_t)v);
    const char *seq = NULL;
    if (rc == SWC_OK && (rc = jr_string(r, o, "colours", 0, &seq)) > 0) {
        rc = swc_team_model_set_colours(r->t, seq);
        if (rc)
            rc = rc == SWC_ENOMEM ? jr_fail(r, SWC_ENOMEM, "out of memory")
                                  : jr_fail_at(r, "colours", SWC_EPARSE, "%s", swc_tournament_errmsg(r->t));
    }
    json_t *mp = json_object_get(o, "match_points");
    if (rc == SWC_OK && mp) {
        size_t mi = jr_key(r, "match_points");
        static const int keys[3] = { SWC_TEAM_MP_WIN, SWC_TEAM_MP_DRAW, SWC_TEAM_MP_LOSS };
        if ((rc = jr_object(r, mp)) == SWC_OK)
            rc = jr_members(r, mp, mp_members);
        for (int i = 0; i < 3 && rc == SWC_OK; i++) {
            int32_t p = 0;
            if ((rc = jr_points(r, mp, mp_members[i], 0, 0, SWC_MAX_POINTS, &p)) > 0)
                rc = set_team_int(r, mp_members[i], keys[i], p);
        }
        jr_pop(r, mi);
    }
    int32_t p = 0;
    if (rc == SWC_OK && (rc = jr_points(r, o, "pab_match_points", 0, 0, SWC_MAX_POINTS, &p)) > 0)
        rc = set_team_int(r, "pab_match_points", SWC_TEAM_PAB_MP, p);
    if (rc == SWC_OK && (rc = jr_points(r, o, "pab_game_points", 0, 0, SWC_MAX_BOARDS * SWC_MAX_POINTS, &p)) > 0)
        rc = set_team_int(r, "pab_game_points", SWC_TEAM_PAB_GP, p);
    /* The pairing options: each a word, its index the value of the setting. */
    static const char *const opt_keys[4] = { "system", "colour_type", "score_order", "secondary_score" };
    static const char *const opt_words[4][3] = {
        { "swiss", "round_robin", NULL }, { "A", "B", "none" }, { "match_points", "game_points", NULL }, { "used", "not_used", NULL }
    };
    for (int i = 0; i < 4 && rc == SWC_OK; i++) {
        const char *word = NULL;
        if ((rc = jr_string(r, o, opt_keys[i], 0, &word)) <= 0)
            continue;
        int w = 0;
        while (w < 3 && opt_words[i][w] && strcmp(word, opt_words[i][w]) != 0)
            w++;
        rc = w < 3 && opt_words[i][w] ? set_team_int(r, opt_keys[i], SWC_TEAM_SYSTEM + i, w)
             : opt_words[i][2]        ? jr_fail_at(r, opt_keys[i], SWC_EPARSE, "\"%s\", \"%s\" or \"%s\"", opt_words[i][0],
                                                   opt_words[i][1], opt_words[i][2])
                                      : jr_fail_at(r, opt_keys[i], SWC_EPARSE, "\"%s\" or \"%s\"", opt_words[i][0],
                                                   opt_words[i][1]);
    }
    json_t *list = json_object_get(o, "list");
    size_t li = jr_key(r, "list");
    if (rc == SWC_OK)
        rc = jr_array(r, list);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(list); i++) {
        json_t *e = json_array_get(list, i);
        size_t ei = jr_index(r, i);
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        long long num = 0, strength = 0, entry = 0, wd = 0;
        uint32_t captain = 0, idx[SWC_MAX_TEAM_MEMBERS];
        size_t n = 0;
        if ((rc = jr_object(r, e)) == SWC_OK)
            rc = jr_members(r, e, team_members);
        if (rc == SWC_OK && (rc = jr_int(r, e, "number", 1, 1, SWC_MAX_PLAYERS, &num)) > 0 && num != (long long)i + 1)
            rc = jr_fail_at(r, "number", SWC_EINCONSISTENT, "teams are numbered 1, 2, 3 … in order; %lld here", num);
        if (rc >= 0)
            rc = jr_string(r, e, "name", 1, &ti.name);
        if (rc >= 0)
            rc = jr_string(r, e, "short_name", 0, &ti.short_name);
        if (rc >= 0)
            rc = jr_string(r, e, "federation", 0, &ti.federation);
        if (rc >= 0 && (rc = jr_int(r, e, "strength", 0, 0, 9999, &strength)) >= 0)
            ti.strength = (int32_t)strength;
        if (rc >= 0 && json_object_get(e, "captain"))
            rc = jr_player(r, e, "captain", &captain);
        if (rc >= 0)
            rc = jr_int(r, e, "entry_round", 0, 1, SWC_MAX_ROUNDS, &entry);
        if (rc >= 0)
            rc = jr_int(r, e, "withdrawn_from", 0, 1, SWC_MAX_ROUNDS, &wd);
        if (rc >= 0)
            rc = id_array(r, e, "members", idx, SWC_MAX_TEAM_MEMBERS, &n, 0);
        if (rc > 0)
            rc = SWC_OK;
        uint32_t got = 0;
        if (rc == SWC_OK && (rc = swc_team_model_add(r->t, &ti, &got)) != SWC_OK)
            rc = jr_model_fail(r, rc);
        if (rc == SWC_OK && (rc = swc_team_model_set_members(r->t, got, idx, n)) != SWC_OK) {
            size_t mi = jr_key(r, "members");
            rc = jr_model_fail(r, rc);
            jr_pop(r, mi);
        }
        if (rc == SWC_OK && json_object_get(e, "captain")) {
            ti.captain = r->t->players[captain]->id;
            if ((rc = swc_team_model_update(r->t, got, &ti)) != SWC_OK) {
                size_t ci = jr_key(r, "captain");
                rc = jr_model_fail(r, rc);
                jr_pop(r, ci);
            }
        }
        if (rc == SWC_OK) {
            swc_team *tm = (swc_team *)swc_team_model_get_team(r->t, got);
            tm->entry_round = entry ? (uint32_t)entry : 1;
            tm->withdrawn_from = (uint32_t)wd;
        }
        jr_pop(r, ei);
    }
    jr_pop(r, li);
    /* Teams that must not meet: [a, b] by team number. */
    json_t *fp = json_object_get(o, "forbidden_pairs");
    if (rc == SWC_OK && fp) {
        size_t fi = jr_key(r, "forbidden_pairs");
        rc = jr_array(r, fp);
        for (size_t i = 0; rc == SWC_OK && i < json_array_size(fp); i++) {
            json_t *pair = json_array_get(fp, i);
            size_t pi = jr_index(r, i);
            json_t *a = json_array_get(pair, 0), *b = json_array_get(pair, 1);
            if (!json_is_array(pair) || json_array_size(pair) != 2 || !json_is_integer(a) || !json_is_integer(b))
                rc = jr_fail(r, SWC_EPARSE, "a forbidden pair is [team, team]");
            else if (json_integer_value(a) < 1 || json_integer_value(b) < 1 ||
                     json_integer_value(a) > (json_int_t)r->t->teams->nteams ||
                     json_integer_value(b) > (json_int_t)r->t->teams->nteams)
                rc = jr_fail(r, SWC_EINCONSISTENT, "no team %lld (the document has %zu)",
                             (long long)(json_integer_value(a) < 1 || json_integer_value(a) > (json_int_t)r->t->teams->nteams
                                             ? json_integer_value(a) : json_integer_value(b)),
                             r->t->teams->nteams);
            else if ((rc = swc_team_model_forbid(r->t, (uint32_t)json_integer_value(a),
                                                 (uint32_t)json_integer_value(b))) != SWC_OK)
                rc = jr_model_fail(r, rc);
            jr_pop(r, pi);
        }
        jr_pop(r, fi);
    }
    jr_pop(r, at);
    return rc;
}

static int team_number(jr *r, json_t *obj, const char *key, int required, uint32_t *out)
{
    long long v = 0;
    size_t nt = r->t->teams->nteams;
    int rc = jr_int(r, obj, key, required, 1, SWC_MAX_PLAYERS, &v);
    if (rc > 0 && (size_t)v > nt)
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "no team %lld (the document has %zu)", v, nt);
    *out = (uint32_t)v;
    return rc;
}

static int one_round(jr *r, json_t *ro, uint32_t k, swc_tentry *e, uint32_t *lineups, size_t nb)
{
    size_t n = 0, nt = r->t->teams->nteams;
    int rc = jr_object(r, ro);
    long long num = 0;
    if (rc == SWC_OK)
        rc = jr_members(r, ro, round_members);
    if (rc == SWC_OK && (rc = jr_int(r, ro, "round", 1, 1, SWC_MAX_ROUNDS, &num)) > 0 && num != (long long)k)
        rc = jr_fail_at(r, "round", SWC_EINCONSISTENT, "round %lld where round %lu was expected", num, (unsigned long)k);
    if (rc > 0)
        rc = SWC_OK;
    if (rc == SWC_OK && num > (long long)r->t->nrounds)
        rc = jr_fail_at(r, "round", SWC_EINCONSISTENT, "round %lld has no games (the document has %zu rounds)", num,
                        r->t->nrounds);
    static const char *const kinds[] = { "played", "+-", "-+", "--" };
    size_t nmatches = 0;
    for (int part = 0; part < 2 && rc == SWC_OK; part++) {
        if (part)
            nmatches = n;
        const char *key = part ? "byes" : "matches";
        json_t *a = json_object_get(ro, key);
        if (!a)
            continue;
        size_t at = jr_key(r, key);
        rc = jr_array(r, a);
        for (size_t i = 0; rc == SWC_OK && i < json_array_size(a); i++) {
            json_t *m = json_array_get(a, i);
            size_t mi = jr_index(r, i);
            if (n >= nt)
                rc = jr_fail(r, SWC_EINCONSISTENT, "more entries than teams");
            if (rc == SWC_OK && (rc = jr_object(r, m)) == SWC_OK)
                rc = jr_members(r, m, part ? bye_members : match_members);
            swc_tentry *x = &e[n];
            memset(x, 0, sizeof *x);
            if (part) {
                if (rc == SWC_OK && (rc = team_number(r, m, "team", 1, &x->white)) > 0)
                    rc = jr_word(r, m, "kind", 1, swc_json_kinds, "team bye", &x->kind);
                if (rc > 0 && x->kind != SWC_RK_PAB && x->kind != SWC_RK_FULL_BYE && x->kind != SWC_RK_HALF_BYE &&
                    x->kind != SWC_RK_ZERO_BYE)
                    rc = jr_fail_at(r, "kind", SWC_EPARSE, "a team bye is pab, full_bye, half_bye or zero_bye");
            } else {
                const char *kind = NULL;
                if (rc == SWC_OK && (rc = team_number(r, m, "white", 1, &x->white)) > 0)
                    rc = team_number(r, m, "black", 1, &x->black);
                if (rc > 0)
                    rc = jr_string(r, m, "kind", 1, &kind);
                if (rc > 0) {
                    x->kind = -1;
                    for (int q = 0; q < 4; q++)
                        if (strcmp(kind, kinds[q]) == 0)
                            x->kind = q;
                    if (x->kind < 0)
                        rc = jr_fail_at(r, "kind", SWC_EPARSE, "a match is played, +-, -+ or --");
                }
                for (int s = 0; s < 2 && rc > 0; s++) {
                    const char *lk = s ? "black_lineup" : "white_lineup";
                    if (!json_object_get(m, lk))
                        continue;
                    uint32_t *l = lineups + (2 * n + (size_t)s) * nb;
                    size_t got = 0;
                    memset(l, 0, nb * sizeof *l);
                    if ((rc = id_array(r, m, lk, l, nb, &got, 1)) == SWC_OK) {
                        rc = 1;
                        x->lineup[s] = l;
                    }
                }
            }
            if (rc > 0)
                rc = SWC_OK, n++;
            jr_pop(r, mi);
        }
        jr_pop(r, at);
    }
    if (rc)
        return rc;
    size_t bad = 0;
    rc = swc_team_model_attach_round(r->t, k, e, n, &bad);
    if (rc == SWC_ENOMEM)
        return jr_fail(r, SWC_ENOMEM, "out of memory");
    if (!rc)
        return SWC_OK;
    /* Matches come first in e, then byes. */
    int is_match = bad < nmatches;
    size_t at = jr_key(r, is_match ? "matches" : "byes"), bi = jr_index(r, is_match ? bad : bad - nmatches);
    rc = jr_fail(r, rc == SWC_EINCONSISTENT ? SWC_EINCONSISTENT : SWC_EPARSE, "%s", swc_tournament_errmsg(r->t));
    jr_pop(r, bi);
    jr_pop(r, at);
    return rc;
}

/* Byes teams asked for in rounds after the document's:
 * [{"team": 2, "round": 5, "kind": "half_bye"}]. */
static int bye_requests(jr *r, json_t *o)
{
    static const char *const members[] = { "team", "round", "kind", NULL };
    json_t *a = json_object_get(o, "bye_requests");
    size_t at = jr_key(r, "teams"), bi = jr_key(r, "bye_requests");
    int rc = jr_array(r, a);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(a); i++) {
        json_t *e = json_array_get(a, i);
        size_t ei = jr_index(r, i);
        uint32_t team = 0;
        long long round = 0;
        int kind = 0;
        if ((rc = jr_object(r, e)) == SWC_OK)
            rc = jr_members(r, e, members);
        if (rc == SWC_OK)
            rc = team_number(r, e, "team", 1, &team);
        if (rc > 0)
            rc = jr_int(r, e, "round", 1, 1, SWC_MAX_ROUNDS, &round);
        if (rc > 0)
            rc = jr_word(r, e, "kind", 1, swc_json_requests, "requested bye", &kind);
        if (rc > 0 && (rc = swc_team_model_request_bye(r->t, team, (uint32_t)round, kind)) != SWC_OK)
            rc = jr_model_fail(r, rc);
        jr_pop(r, ei);
    }
    jr_pop(r, bi);
    jr_pop(r, at);
    return rc;
}

/* Line-ups handed in for the round after the document's:
 * [{"team": 2, "round": 4, "lineup": [7, 0, 9, 8]}]. */
static int lineups_ahead(jr *r, json_t *o)
{
    static const char *const members[] = { "team", "round", "lineup", NULL };
    json_t *a = json_object_get(o, "lineups_ahead");
    size_t at = jr_key(r, "teams"), li = jr_key(r, "lineups_ahead");
    int rc = jr_array(r, a);
    uint32_t next = (uint32_t)r->t->nrounds + 1;
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(a); i++) {
        json_t *e = json_array_get(a, i);
        size_t ei = jr_index(r, i);
        uint32_t team = 0, ids[SWC_MAX_BOARDS];
        long long round = 0;
        size_t n = 0;
        if ((rc = jr_object(r, e)) == SWC_OK)
            rc = jr_members(r, e, members);
        if (rc == SWC_OK)
            rc = team_number(r, e, "team", 1, &team);
        if (rc > 0)
            rc = jr_int(r, e, "round", 1, 1, SWC_MAX_ROUNDS, &round);
        if (rc > 0 && (uint32_t)round != next) {
            size_t ki = jr_key(r, "round");
            rc = jr_fail(r, SWC_EINCONSISTENT, "a line-up is handed in for the next round (%lu), not round %lu",
                         (unsigned long)next, (unsigned long)round);
            jr_pop(r, ki);
        }
        if (rc > 0 && swc_team_model_ahead(r->t, team))
            rc = jr_fail(r, SWC_EINCONSISTENT, "team %lu hands in a second line-up for round %lu", (unsigned long)team,
                         (unsigned long)round);
        if (rc > 0)
            rc = id_array(r, e, "lineup", ids, SWC_MAX_BOARDS, &n, 1);
        if (rc == SWC_OK) {
            size_t ki = jr_key(r, "lineup");
            if ((rc = swc_team_model_set_ahead(r->t, team, ids, n)) != SWC_OK)
                rc = jr_model_fail(r, rc);
            jr_pop(r, ki);
        }
        jr_pop(r, ei);
    }
    jr_pop(r, li);
    jr_pop(r, at);
    return rc > 0 ? SWC_OK : rc;
}

static int all_rounds(jr *r, json_t *rounds);

int swc_json_read_team_rounds(jr *r, json_t *doc)
{
    json_t *o = json_object_get(doc, "teams");
    json_t *rounds = o ? json_object_get(o, "rounds") : NULL;
    int rc = rounds ? all_rounds(r, rounds) : SWC_OK;
    if (rc == SWC_OK && o && json_object_get(o, "bye_requests"))
        rc = bye_requests(r, o);
    if (rc == SWC_OK && o && json_object_get(o, "lineups_ahead"))
        rc = lineups_ahead(r, o);
    return rc;
}

static int all_rounds(jr *r, json_t *rounds)
{
    size_t at = jr_key(r, "teams"), ri = jr_key(r, "rounds");
    swc_tournament *t = r->t;
    size_t nt = t->teams->nteams, nb = (size_t)t->teams->boards;
    swc_tentry *e = swc_mem_calloc(&t->mem, nt + 1, sizeof *e);
    uint32_t *lineups = swc_mem_calloc(&t->mem, 2 * (nt + 1) * nb + 1, sizeof *lineups);
    int rc = e && lineups ? jr_array(r, rounds) : jr_fail(r, SWC_ENOMEM, "out of memory");
    for (size_t k = 0; rc == SWC_OK && k < json_array_size(rounds); k++) {
        size_t ki = jr_index(r, k);
        rc = one_round(r, json_array_get(rounds, k), (uint32_t)k + 1, e, lineups, nb);
        jr_pop(r, ki);
    }
    if (e)
        swc_mem_free(&t->mem, e, (nt + 1) * sizeof *e);
    if (lineups)
        swc_mem_free(&t->mem, lineups, (2 * (nt + 1) * nb + 1) * sizeof *lineups);
    jr_pop(r, ri);
    jr_pop(r, at);
    return rc;
}
