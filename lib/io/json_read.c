/*
 * JSON document to model. The tournament is built through the model calls
 * the public API uses: settings, then players (in the document's order,
 * with their ids), their plans, forbidden pairs, then the rounds one by
 * one. Every check that names a place in the document happens here; what
 * the model refuses is reported at the element being applied. On any
 * failure the half-built tournament is freed.
 */
#include <string.h>

#include "json_read.h"

static const char *const root_members[] = { "format", "version", "event", "settings", "players",
                                            "forbidden_pairs", "rounds", "journal", "trf_records", "teams", NULL };
static const char *const journal_members[] = { "time", "kind", "round", "board", "game", "player",
                                               "before", "after", "author", "data", NULL };
static const char *const settings_members[] = { "rounds", "rounds_known", "system", "system_stated", "dutch_edition",
                                                "games_per_pairing", "initial_colour", "initial_colour_known",
                                                "acceleration", "baku_group_a_last", "tpn_order",
                                                "sequential_tiebreak", "forfeit_withdraw", "points",
                                                "points_by_default", NULL };
static const char *const player_members[] = { "id", "tpn", "name", "rating", "provisional", "member",
                                              "other_flags", "title", "cn_title", "federation", "fide_id",
                                              "sex", "birth_date", "group", "tags", "fouls", "conduct",
                                              "entry_round", "withdrawn_from", "bye_requests",
                                              "virtual_points", "trf_rank", "score", NULL };
static const char *const request_members[] = { "round", "kind", NULL };
static const char *const virtual_members[] = { "round", "points", NULL };

static const struct {
    const char *name;
    int key;
} event_texts[] = {
    { "name", SWC_TEXT_NAME }, { "city", SWC_TEXT_CITY }, { "federation", SWC_TEXT_FEDERATION },
    { "start_date", SWC_TEXT_START_DATE }, { "end_date", SWC_TEXT_END_DATE }, { "type", SWC_TEXT_TYPE },
    { "arbiter", SWC_TEXT_ARBITER }, { "deputy", SWC_TEXT_DEPUTY }, { "time_control", SWC_TEXT_TIME_CONTROL },
        { "tiebreaks", SWC_TEXT_TIEBREAKS }, { "section_group", SWC_TEXT_SECTION_GROUP },
};
#define NTEXTS (sizeof event_texts / sizeof event_texts[0])

/* Settings applied only once the rounds exist: they would change how the
 * rounds are rebuilt (automatic withdrawals, renumbering). */
typedef struct late_settings {
    int tpn_order;
    long long forfeit_withdraw;
    int rounds_known, colour_known, system_stated;
    long long baku_last;  /* player id, 0 for none, -1 when not given */
} late_settings;

static int header(jr *r, json_t *doc)
{
    const char *format;
    int rc = jr_string(r, doc, "format", 1, &format);
    if (rc < 0)
        return rc;
    if (strcmp(format, "swisscore") != 0)
        return jr_fail_at(r, "format", SWC_EUNSUPPORTED, "\"%.60s\" is not a swisscore document", format);
    json_t *v = json_object_get(doc, "version");
    if (!v)
        return jr_fail_at(r, "version", SWC_EPARSE, "required member is missing");
    if (!json_is_integer(v))
        return jr_fail_at(r, "version", SWC_EPARSE, "expected a number");
    if (json_integer_value(v) != SWC_JSON_VERSION)
        return jr_fail_at(r, "version", SWC_EUNSUPPORTED, "version %lld is not supported (this library reads version %d)",
                          (long long)json_integer_value(v), SWC_JSON_VERSION);
    return jr_members(r, doc, root_members);
}

static int event(jr *r, json_t *doc)
{
    json_t *ev = json_object_get(doc, "event");
    if (!ev)
        return SWC_OK;
    size_t at = jr_key(r, "event");
    int rc = jr_object(r, ev);
    const char *names[NTEXTS + 1];
    for (size_t i = 0; i < NTEXTS; i++)
        names[i] = event_texts[i].name;
    names[NTEXTS] = NULL;
    if (rc == SWC_OK)
        rc = jr_members(r, ev, names);
    for (size_t i = 0; i < NTEXTS && rc == SWC_OK; i++) {
        const char *s;
        int got = jr_string(r, ev, event_texts[i].name, 0, &s);
        if (got < 0)
            rc = got;
        else if (got && (rc = swc_model_set_text(r->t, event_texts[i].key, s)) != SWC_OK) {
            size_t k = jr_key(r, event_texts[i].name);
            rc = rc == SWC_EINVAL ? jr_fail(r, SWC_EPARSE, "%s", r->t->errmsg) : jr_model_fail(r, rc);
            jr_pop(r, k);
        }
    }
    jr_pop(r, at);
    return rc;
}

/* One integer setting through the model (whose range checks apply). */
static int set_int(jr *r, const char *key, int setting, long long v)
{
    int rc = swc_model_set_int(r->t, setting, (int32_t)v);
    if (rc) {
        size_t k = jr_key(r, key);
        rc = jr_model_fail(r, rc);
        jr_pop(r, k);
    }
    return rc;
}

/* The value a point setting follows until set (the win or the draw
 * value), or -1 for one that follows nothing. */
static int32_t followed(const swc_tournament *t, int key)
{
    if (key == SWC_SET_POINTS_PAB || key == SWC_SET_POINTS_FORFEIT_WIN || key == SWC_SET_POINTS_FULL_BYE)
        return t->set.win;
    return key == SWC_SET_POINTS_HALF_BYE ? t->set.draw_white : -1;
}

/* settings.points_by_default: the point values that still follow the win
 * or draw value, as bits by key. Returns 1 when given, 0 when not. */
static int points_by_default(jr *r, json_t *s, uint32_t *mask)
{
    json_t *list = json_object_get(s, "points_by_default");
    *mask = 0;
    if (!list)
        return 0;
    size_t at = jr_key(r, "points_by_default");
    int rc = jr_array(r, list);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(list); i++) {
        json_t *v = json_array_get(list, i);
        size_t ai = jr_index(r, i);
        int key = 0;
        for (size_t k = 0; k < swc_json_npoints && json_is_string(v); k++)
            if (strcmp(json_string_value(v), swc_json_points[k].name) == 0)
                key = swc_json_points[k].key;
        if (!json_is_string(v))
            rc = jr_fail(r, SWC_EPARSE, "expected a string");
        else if (!key || followed(r->t, key) < 0)
            rc = jr_fail(r, SWC_EPARSE, "\"%.40s\" is not one of pab, forfeit_win, full_bye, half_bye", json_string_value(v));
        else
            *mask |= 1u << key;
        jr_pop(r, ai);
    }
    jr_pop(r, at);
    return rc ? rc : 1;
}

static int points(jr *r, json_t *pts, int have_defaults, uint32_t defaults)
{
    size_t at = jr_key(r, "points");
    int rc = pts ? jr_object(r, pts) : SWC_OK;
    const char *names[16];
    for (size_t i = 0; i < swc_json_npoints; i++)
        names[i] = swc_json_points[i].name;
    names[swc_json_npoints] = NULL;
    if (rc == SWC_OK && pts)
        rc = jr_members(r, pts, names);
    for (size_t i = 0; i < swc_json_npoints && rc == SWC_OK; i++) {
        int32_t v;
        int key = swc_json_points[i].key;
        int got = pts ? jr_points(r, pts, swc_json_points[i].name, 0, 0, SWC_MAX_POINTS, &v) : 0;
        if (got < 0) {
            rc = got;
            break;
        }
        int32_t follows = followed(r->t, key);
        if (have_defaults && (defaults & (1u << key))) {
            /* Said to follow: then it must be the value it follows. */
            if (got && v != follows) {
                char a[24], b[24];
                swc_json_tenths(a, sizeof a, v);
                swc_json_tenths(b, sizeof b, follows);
                size_t k = jr_key(r, swc_json_points[i].name);
                rc = jr_fail(r, SWC_EINCONSISTENT, "%s, but settings.points_by_default says it is the %s value, %s", a,
                             key == SWC_SET_POINTS_HALF_BYE ? "draw" : "win", b);
                jr_pop(r, k);
            }
            continue;
        }
        if (!got && have_defaults && follows >= 0) {
            /* Not following, and not given: its own value is the default. */
            got = 1;
            v = follows;
        }
        /* Without points_by_default, a value equal to the one it follows
         * is taken to follow it. */
        if (!got || (!have_defaults && v == follows && !(r->t->set.explicit_mask & (1u << key))))
            continue;
        rc = set_int(r, swc_json_points[i].name, key, v);
    }
    jr_pop(r, at);
    return rc;
}

static int settings(jr *r, json_t *doc, late_settings *late)
{
    late->tpn_order = SWC_TPN_AUTO;
    late->forfeit_withdraw = 0;
    late->rounds_known = late->colour_known = late->system_stated = 1;
    late->baku_last = -1;
    json_t *s = json_object_get(doc, "settings");
    if (!s)
        return SWC_OK;
    size_t at = jr_key(r, "settings");
    int rc = jr_object(r, s);
    if (rc == SWC_OK)
        rc = jr_members(r, s, settings_members);
    long long v;
    int w, got;
#define STEP(expr) \
    do { \
        if (rc == SWC_OK && (got = (expr)) < 0) \
            rc = got; \
    } while (0)
    /* Win and draw before the values that follow them. */
    json_t *pts = json_object_get(s, "points");
    uint32_t defaults = 0;
    int have_defaults = 0;
    if (rc == SWC_OK && (have_defaults = points_by_default(r, s, &defaults)) < 0)
        rc = have_defaults;
    if (rc == SWC_OK && (pts || have_defaults))
        rc = points(r, pts, have_defaults, defaults);
    STEP(jr_int(r, s, "rounds", 0, 1, SWC_MAX_ROUNDS, &v));
    if (rc == SWC_OK && got)
        rc = set_int(r, "rounds", SWC_SET_ROUNDS, v);
    STEP(jr_word(r, s, "system", 0, swc_json_systems, "pairing system", &w));
    if (rc == SWC_OK && got)
        rc = set_int(r, "system", SWC_SET_PAIRING_SYSTEM, w);
    STEP(jr_int(r, s, "dutch_edition", 0, 0, 9999, &v));
    if (rc == SWC_OK && got)
        rc = set_int(r, "dutch_edition", SWC_SET_DUTCH_EDITION, v);
    STEP(jr_int(r, s, "games_per_pairing", 0, 1, 2, &v));
    if (rc == SWC_OK && got)
        rc = set_int(r, "games_per_pairing", SWC_SET_GAMES_PER_PAIRING, v);
    STEP(jr_word(r, s, "initial_colour", 0, swc_json_colours, "colour", &w));
    if (rc == SWC_OK && got)
        rc = set_int(r, "initial_colour", SWC_SET_INITIAL_COLOUR, w);
    STEP(jr_word(r, s, "acceleration", 0, swc_json_accels, "acceleration", &w));
    if (rc == SWC_OK && got)
        rc = set_int(r, "acceleration", SWC_SET_ACCELERATION, w);
    STEP(jr_word(r, s, "sequential_tiebreak", 0, swc_json_seq_tbs, "sequential tie-break", &w));
    if (rc == SWC_OK && got)
        rc = set_int(r, "sequential_tiebreak", SWC_SET_SEQUENTIAL_TIEBREAK, w);
    STEP(jr_word(r, s, "tpn_order", 0, swc_json_tpn_orders, "TPN order", &late->tpn_order));
    STEP(jr_int(r, s, "forfeit_withdraw", 0, 0, SWC_MAX_ROUNDS, &late->forfeit_withdraw));
    STEP(jr_bool(r, s, "rounds_known", &late->rounds_known));
    STEP(jr_bool(r, s, "system_stated", &late->system_stated));
    STEP(jr_bool(r, s, "initial_colour_known", &late->colour_known));
    STEP(jr_int(r, s, "baku_group_a_last", 0, 0, SWC_MAX_PLAYERS_MODEL, &late->baku_last));
#undef STEP
    jr_pop(r, at);
    return rc;
}

/* ---- players ------------------------------------------------------------ */

static int player_info(jr *r, json_t *o, swc_player_info *info, long long *id)
{
    int rc, got, flag;
    long long v;
    if ((rc = jr_members(r, o, player_members)) != SWC_OK || (rc = jr_int(r, o, "id", 1, 1, SWC_MAX_PLAYERS_MODEL, id)) < 0 ||
        (rc = jr_string(r, o, "name", 1, &info->name)) < 0)
        return rc;
    if (!*info->name)
        return jr_fail_at(r, "name", SWC_EPARSE, "a player needs a name");
    if ((got = jr_int(r, o, "rating", 0, 0, 9999, &v)) < 0)
        return got;
    info->rating = got ? (int32_t)v : 0;
    if ((got = jr_bool(r, o, "provisional", &flag)) < 0)
        return got;
    if (got && flag)
        info->flags |= SWC_PLAYER_PROVISIONAL;
    if ((got = jr_bool(r, o, "member", &flag)) < 0)
        return got;
    if (got && flag)
        info->flags |= SWC_PLAYER_MEMBER;
    if ((got = jr_int(r, o, "other_flags", 0, 0, 0xffffffffLL, &v)) < 0)
        return got;
    if (got && ((uint32_t)v & (SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER)))
        return jr_fail_at(r, "other_flags", SWC_EINCONSISTENT, "bits 0 and 1 are \"provisional\" and \"member\"");
    if (got)
        info->flags |= (uint32_t)v;
    const struct {
        const char *key;
        const char **dst;
    } texts[] = {
        { "title", &info->title }, { "cn_title", &info->cn_title }, { "federation", &info->federation },
        { "fide_id", &info->fide_id }, { "birth_date", &info->birth_date }, { "group", &info->group },
        { "tags", &info->tags },
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        if ((got = jr_string(r, o, texts[i].key, 0, texts[i].dst)) < 0)
            return got;
    int sex;
    if ((got = jr_word(r, o, "sex", 0, swc_json_sexes, "sex", &sex)) < 0)
        return got;
    info->sex = got ? sex : 0;
    return SWC_OK;
}

/* Plans and counters of a player that need no rounds. */
static int player_extras(jr *r, json_t *o, swc_player *p)
{
    long long v;
    int got;
    int32_t pts;
    if ((got = jr_int(r, o, "fouls", 0, 0, 9999, &v)) < 0)
        return got;
    p->fouls = got ? (uint32_t)v : 0;
    if ((got = jr_int(r, o, "conduct", 0, -9999, 9999, &v)) < 0)
        return got;
    p->conduct = got ? (int32_t)v : 0;
    if ((got = jr_int(r, o, "entry_round", 0, 1, SWC_MAX_ROUNDS, &v)) < 0)
        return got;
    p->entry_round = got ? (uint32_t)v : 1;
    if ((got = jr_int(r, o, "withdrawn_from", 0, 1, SWC_MAX_ROUNDS, &v)) < 0)
        return got;
    p->withdrawn_from = got ? (uint32_t)v : 0;
    if ((got = jr_int(r, o, "trf_rank", 0, 1, SWC_MAX_PLAYERS, &v)) < 0)
        return got;
    p->stated_rank = got ? (uint32_t)v : 0;

    /* Per-round lists: requested byes and acceleration points. */
    for (int which = 0; which < 2; which++) {
        const char *key = which ? "virtual_points" : "bye_requests";
        json_t *list = json_object_get(o, key);
        if (!list)
            continue;
        size_t at = jr_key(r, key);
        int rc = jr_array(r, list);
        for (size_t i = 0; rc == SWC_OK && i < json_array_size(list); i++) {
            json_t *e = json_array_get(list, i);
            size_t ai = jr_index(r, i);
            long long round;
            int kind;
            if ((rc = jr_object(r, e)) == SWC_OK &&
                (rc = jr_members(r, e, which ? virtual_members : request_members)) == SWC_OK &&
                (rc = jr_int(r, e, "round", 1, 1, SWC_MAX_ROUNDS, &round)) > 0) {
                int dup = which ? round <= (long long)p->virtual_cap && p->virtual_pts[round - 1]
                                : swc_model_request(p, (uint32_t)round) != SWC_RK_NONE;
                if (dup)
                    rc = jr_fail_at(r, "round", SWC_EINCONSISTENT, "round %lld is listed twice", round);
                else if (which && (rc = jr_points(r, e, "points", 1, 0, 4 * SWC_MAX_POINTS, &pts)) > 0)
                    rc = swc_model_set_virtual(p, (uint32_t)round, pts) ? jr_model_fail(r, SWC_ENOMEM) : SWC_OK;
                else if (!which && (rc = jr_word(r, e, "kind", 1, swc_json_requests, "bye kind", &kind)) > 0) {
                    /* Requests of rounds the document holds are kept too (they
                     * come back when such a round is deleted), so they are set
                     * before the rounds exist. */
                    rc = swc_model_set_request(p, (uint32_t)round, kind) ? jr_model_fail(r, SWC_ENOMEM) : SWC_OK;
                }
            }
            if (rc > 0)
                rc = SWC_OK;
            jr_pop(r, ai);
        }
        jr_pop(r, at);
        if (rc)
            return rc;
    }
    return SWC_OK;
}

static int players(jr *r, json_t *doc, const late_settings *late)
{
    json_t *list = json_object_get(doc, "players");
    size_t at = jr_key(r, "players");
    int rc = list ? jr_array(r, list) : SWC_OK;
    size_t n = json_array_size(list);
    if (rc == SWC_OK && n > SWC_MAX_PLAYERS_MODEL)
        rc = jr_fail(r, SWC_ELIMIT, "%zu players; a tournament holds at most %d", n, SWC_MAX_PLAYERS_MODEL);
    if (rc == SWC_OK) {
        r->ncap = n ? n : 1;
        r->tpn = swc_mem_calloc(&r->t->mem, r->ncap, sizeof *r->tpn);
        r->seen = swc_mem_calloc(&r->t->mem, r->ncap, sizeof *r->seen);
        if (!r->tpn || !r->seen)
            rc = jr_fail(r, SWC_ENOMEM, "out of memory");
    }
    for (size_t i = 0; i < n && rc == SWC_OK; i++) {
        json_t *o = json_array_get(list, i);
        size_t pi = jr_index(r, i);
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        long long id, tpn;
        swc_player *p = NULL;
        if ((rc = jr_object(r, o)) == SWC_OK && (rc = player_info(r, o, &info, &id)) == SWC_OK) {
            const swc_player *other = swc_model_player_by_id(r->t, (uint32_t)id);
            if (other)
                rc = jr_fail_at(r, "id", SWC_EINCONSISTENT, "id %lld is also the id of players[%lu]", id,
                                (unsigned long)other->index);
        }
        if (rc == SWC_OK && (rc = swc_model_add_player(r->t, &info, (uint32_t)id, &p)) != SWC_OK) {
            /* The model refuses a malformed value (a FIDE id with letters,
             * a control character): the document is malformed there. */
            rc = rc == SWC_EINVAL ? jr_fail(r, SWC_EPARSE, "%s", r->t->errmsg) : jr_model_fail(r, rc);
        }
        if (rc == SWC_OK && (rc = player_extras(r, o, p)) == SWC_OK) {
            int got = jr_int(r, o, "tpn", 0, 1, (long long)n, &tpn);
            if (got < 0)
                rc = got;
            else if (got)
                r->tpn[i] = (uint32_t)tpn;
        }
        jr_pop(r, pi);
    }
    if (rc == SWC_OK) {
        /* TPNs: for every player or for none (then the document's order,
         * or the automatic order when that is in force). */
        size_t given = 0;
        for (size_t i = 0; i < n; i++)
            given += r->tpn[i] != 0;
        uint32_t *order = r->seen; /* free until the rounds */
        for (size_t i = 0; i < n && rc == SWC_OK; i++) {
            size_t pi = jr_index(r, i);
            if (given && !r->tpn[i])
                rc = jr_fail_at(r, "tpn", SWC_EPARSE, "required member is missing (give every player a tpn, or none)");
            else if (given && order[r->tpn[i] - 1])
                rc = jr_fail_at(r, "tpn", SWC_EINCONSISTENT, "tpn %lu is also the tpn of players[%lu]",
                                (unsigned long)r->tpn[i], (unsigned long)order[r->tpn[i] - 1] - 1);
            else if (given)
                order[r->tpn[i] - 1] = (uint32_t)i + 1;
            jr_pop(r, pi);
        }
        if (rc == SWC_OK && given) {
            for (size_t i = 0; i < n; i++)
                order[i]--;
            swc_model_set_tpn_order(r->t, order);
        } else if (rc == SWC_OK && late->tpn_order == SWC_TPN_AUTO) {
            /* The automatic order already, so that round 1 fixes Baku
             * group A among the right players. */
            r->t->set.tpn_order = SWC_TPN_AUTO;
            swc_model_renumber(r->t);
            r->t->set.tpn_order = SWC_TPN_MANUAL;
        }
        memset(r->seen, 0, r->ncap * sizeof *r->seen);
    }
    jr_pop(r, at);
    return rc;
}

static int forbidden(jr *r, json_t *doc)
{
    json_t *list = json_object_get(doc, "forbidden_pairs");
    if (!list)
        return SWC_OK;
    size_t at = jr_key(r, "forbidden_pairs");
    int rc = jr_array(r, list);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(list); i++) {
        json_t *pair = json_array_get(list, i);
        size_t pi = jr_index(r, i);
        uint32_t a = 0, b = 0, range[2] = { 1, SWC_ROUND_OPEN };
        size_t len = json_array_size(pair);
        if ((rc = jr_array(r, pair)) == SWC_OK && (len < 2 || len > 4))
            rc = jr_fail(r, SWC_EPARSE,
                         "a forbidden pair is two player ids, then its first and last round if not all: "
                         "[1, 2], [1, 2, 3] or [1, 2, 3, 5]");
        for (size_t s = 0; s < 2 && rc == SWC_OK; s++) {
            size_t si = jr_index(r, s);
            rc = jr_player_value(r, json_array_get(pair, s), s ? &b : &a);
            rc = rc > 0 ? SWC_OK : rc;
            jr_pop(r, si);
        }
        for (size_t s = 2; s < len && rc == SWC_OK; s++) {
            size_t si = jr_index(r, s);
            long long v = 0;
            json_t *x = json_array_get(pair, s);
            if (json_is_real(x) || !json_is_integer(x))
                rc = jr_fail(r, SWC_EPARSE, "expected a round number");
            else if ((v = json_integer_value(x)) < 1 || v > SWC_MAX_ROUNDS)
                rc = jr_fail(r, SWC_ERANGE, "%lld is out of range (1..%d)", v, SWC_MAX_ROUNDS);
            else
                range[s - 2] = (uint32_t)v;
            jr_pop(r, si);
        }
        if (rc == SWC_OK && range[1] < range[0]) {
            size_t si = jr_index(r, 3);
            rc = jr_fail(r, SWC_EINCONSISTENT, "the last round comes before the first");
            jr_pop(r, si);
        }
        if (rc == SWC_OK && a == b)
            rc = jr_fail(r, SWC_EINCONSISTENT, "a player cannot be forbidden to meet himself");
        if (rc == SWC_OK && (rc = swc_model_forbid_rounds(r->t, a, b, range[0], range[1])) != SWC_OK)
            rc = jr_model_fail(r, rc);
        jr_pop(r, pi);
    }
    jr_pop(r, at);
    return rc;
}

static int journal_entry(jr *r, json_t *o)
{
    int rc = jr_object(r, o);
    if (rc == SWC_OK)
        rc = jr_members(r, o, journal_members);
    if (rc != SWC_OK)
        return rc;
    const char *when = NULL, *kind = NULL;
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    if ((rc = jr_string(r, o, "time", 1, &when)) < 0)
        return rc;
    if (!swc_journal_time_parse(&e.time, when, strlen(when)))
        return jr_fail_at(r, "time", SWC_EPARSE, "a time is written \"2026-05-01T14:30:00Z\" (UTC), a valid date");
    if ((rc = jr_string(r, o, "kind", 1, &kind)) < 0)
        return rc;
    if (!(e.kind = swc_journal_kind_of(kind, strlen(kind))))
        return jr_fail_at(r, "kind", SWC_EPARSE, "unknown kind \"%.32s\"", kind);
    long long v[6] = { 0 };
    static const char *const keys[6] = { "round", "board", "game", "player", "before", "after" };
    for (int k = 0; k < 6; k++)
        if ((rc = jr_int(r, o, keys[k], 0, k < 4 ? 0 : -999999999, k == 0 ? SWC_MAX_ROUNDS : 999999999, &v[k])) < 0)
            return rc;
    if ((rc = jr_string(r, o, "author", 0, &e.author)) < 0 || (rc = jr_string(r, o, "data", 0, &e.data)) < 0)
        return rc;
    e.round = (uint32_t)v[0];
    e.board = (uint32_t)v[1];
    e.game = (uint32_t)v[2];
    e.player = (uint32_t)v[3];
    e.before = (int32_t)v[4];
    e.after = (int32_t)v[5];
    rc = swc_model_journal_append(r->t, &e);
    return rc ? jr_model_fail(r, rc) : SWC_OK;
}

static int journal(jr *r, json_t *doc)
{
    json_t *list = json_object_get(doc, "journal");
    if (!list)
        return SWC_OK;
    size_t at = jr_key(r, "journal");
    int rc = jr_array(r, list);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(list); i++) {
        size_t li = jr_index(r, i);
        rc = journal_entry(r, json_array_get(list, i));
        jr_pop(r, li);
    }
    jr_pop(r, at);
    return rc;
}

static int finish(jr *r, json_t *doc, const late_settings *late)
{
    swc_tournament *t = r->t;
    int rc;
    size_t at = jr_key(r, "settings");
    if (late->baku_last >= 0) {
        const swc_player *p = swc_model_player_by_id(t, (uint32_t)late->baku_last);
        if (!t->nrounds)
            rc = jr_fail_at(r, "baku_group_a_last", SWC_EINCONSISTENT, "Baku group A is fixed by round 1, which does not exist");
        else if (!p && late->baku_last)
            rc = jr_fail_at(r, "baku_group_a_last", SWC_EINCONSISTENT, "no player has id %lld", late->baku_last);
        else
            t->baku_last = p ? p->index + 1 : 0, rc = SWC_OK;
        if (rc) {
            jr_pop(r, at);
            return rc;
        }
    }
    if ((rc = set_int(r, "forfeit_withdraw", SWC_SET_FORFEIT_WITHDRAW, late->forfeit_withdraw)) ||
        (rc = set_int(r, "tpn_order", SWC_SET_TPN_ORDER, late->tpn_order))) {
        jr_pop(r, at);
        return rc;
    }
    jr_pop(r, at);
    t->set.rounds_known = (uint8_t)late->rounds_known;
    t->set.system_known = (uint8_t)late->system_stated;
    t->set.initial_colour_known = (uint8_t)late->colour_known;

    /* In the automatic order the document's TPNs must be the ones the
     * library computes. */
    at = jr_key(r, "players");
    for (size_t i = 0; i < t->nplayers; i++) {
        const swc_player *p = t->players[i];
        size_t pi = jr_index(r, i);
        if (r->tpn[i] && r->tpn[i] != p->tpn) {
            rc = jr_fail_at(r, "tpn", SWC_EINCONSISTENT,
                            "%lu, but the automatic order (rating, title, name) gives %lu; say \"tpn_order\": \"manual\" to keep it",
                            (unsigned long)r->tpn[i], (unsigned long)p->tpn);
        } else {
            int32_t want;
            int got = jr_points(r, json_array_get(json_object_get(doc, "players"), i), "score", 0, -99999999, 99999999, &want);
            int32_t score = swc_score_after(p, (uint32_t)t->nrounds);
            if (got < 0)
                rc = got;
            else if (got && want != score) {
                char a[24], b[24];
                swc_json_tenths(a, sizeof a, want);
                swc_json_tenths(b, sizeof b, score);
                rc = jr_fail_at(r, "score", SWC_EINCONSISTENT, "%s, but the results add up to %s", a, b);
            }
        }
        jr_pop(r, pi);
        if (rc)
            break;
    }
    jr_pop(r, at);
    if (rc)
        return rc;

    json_t *lines = json_object_get(doc, "trf_records");
    if (!lines)
        return SWC_OK;
    at = jr_key(r, "trf_records");
    rc = jr_array(r, lines);
    for (size_t i = 0; rc == SWC_OK && i < json_array_size(lines); i++) {
        json_t *l = json_array_get(lines, i);
        size_t li = jr_index(r, i);
        if (!json_is_string(l)) {
            rc = jr_fail(r, SWC_EPARSE, "expected a string");
        } else {
            const char *s = json_string_value(l);
            size_t n = json_string_length(l);
            for (size_t c = 0; c < n && rc == SWC_OK; c++)
                if ((unsigned char)s[c] < 0x20)
                    rc = jr_fail(r, SWC_EPARSE, "a TRF record is one line without control characters");
            if (rc == SWC_OK && (n < 3 || n > 4096))
                rc = jr_fail(r, SWC_EPARSE, "a TRF record has 3 to 4096 bytes");
            if (rc == SWC_OK && swc_model_add_extra_line(t, s, n) != SWC_OK)
                rc = jr_fail(r, SWC_ENOMEM, "out of memory");
        }
        jr_pop(r, li);
    }
    jr_pop(r, at);
    return rc;
}

int swc_json_parse(swc_tournament **out, const char *data, size_t len, const swc_allocator *alloc, uint32_t flags,
                   swc_json_error *err)
{
    (void)flags;
    *out = NULL;
    json_error_t je;
    json_t *doc = json_loadb(data, len, JSON_REJECT_DUPLICATES, &je);
    if (!doc) {
        int oom = json_error_code(&je) == json_error_out_of_memory;
        err->line = je.line > 0 ? (uint32_t)je.line : 0;
        err->column = je.column > 0 ? (uint32_t)je.column : 0;
        err->path[0] = '\0';
        /* jansson names its own flag where it refuses a NUL character. */
        char *flag = strstr(je.text, " without JSON_ALLOW_NUL");
        if (flag)
            memmove(flag, flag + 23, strlen(flag + 23) + 1);
        snprintf(err->message, sizeof err->message, "%lu:%lu: %s", (unsigned long)err->line,
                 (unsigned long)err->column, je.text);
        return oom ? SWC_ENOMEM : SWC_EPARSE;
    }
    jr r;
    memset(&r, 0, sizeof r);
    r.err = err;
    int rc = SWC_OK;
    if (!json_is_object(doc))
        rc = jr_fail(&r, SWC_EPARSE, "a swisscore document is a JSON object");
    if (rc == SWC_OK)
        rc = header(&r, doc);
    if (rc == SWC_OK && (rc = swc_model_new(&r.t, alloc)) != SWC_OK)
        rc = jr_fail(&r, SWC_ENOMEM, "out of memory");
    late_settings late;
    /* Players keep the document's order while they are added. */
    if (rc == SWC_OK && (rc = swc_model_set_int(r.t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL)) != SWC_OK)
        rc = jr_model_fail(&r, rc);
    if (rc == SWC_OK)
        rc = event(&r, doc);
    if (rc == SWC_OK)
        rc = settings(&r, doc, &late);
    if (rc == SWC_OK)
        rc = players(&r, doc, &late);
    if (rc == SWC_OK)
        rc = forbidden(&r, doc);
    if (rc == SWC_OK)
        rc = swc_json_read_team_defs(&r, doc);
    if (rc == SWC_OK)
        rc = swc_json_read_rounds(&r, doc);
    if (rc == SWC_OK)
        rc = swc_json_read_team_rounds(&r, doc);
    if (rc == SWC_OK)
        rc = finish(&r, doc, &late);
    if (rc == SWC_OK)
        rc = journal(&r, doc);
    json_decref(doc);
    if (r.t) {
        swc_mem_free(&r.t->mem, r.tpn, r.ncap * sizeof *r.tpn);
        swc_mem_free(&r.t->mem, r.seen, r.ncap * sizeof *r.seen);
    }
    if (rc) {
        swc_model_free(r.t);
        return rc;
    }
    swc_ok(r.t);
    *out = r.t;
    return SWC_OK;
}
