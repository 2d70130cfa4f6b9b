/*
 * Model to JSON document. The document is built as a jansson tree, then
 * dumped into the caller's buffer through the tournament's allocator.
 * Keys keep their insertion order, so the text is the same for the same
 * tournament. Values at their default are left out (see the schema).
 */
#include <jansson.h>
#include <string.h>

#include "json.h"

/* A tree under construction: the first failed allocation is remembered and
 * every later addition is skipped, so the caller checks once. */
typedef struct jw {
    swc_tournament *t;
    int failed;
} jw;

static void put(jw *w, json_t *obj, const char *key, json_t *v)
{
    if (!v) {
        w->failed = 1;
    } else if (w->failed || !obj) {
        json_decref(v);
        w->failed = 1;
    } else if (json_object_set_new(obj, key, v) != 0) { /* takes v even when it fails */
        w->failed = 1;
    }
}

static void push(jw *w, json_t *arr, json_t *v)
{
    if (!v) {
        w->failed = 1;
    } else if (w->failed || !arr) {
        json_decref(v);
        w->failed = 1;
    } else if (json_array_append_new(arr, v) != 0) {
        w->failed = 1;
    }
}

static void put_int(jw *w, json_t *obj, const char *key, long long v)
{
    put(w, obj, key, json_integer(v));
}

static void put_str(jw *w, json_t *obj, const char *key, const char *s)
{
    put(w, obj, key, json_string(s ? s : ""));
}

/* A text member only when the text is not empty. */
static void put_text(jw *w, json_t *obj, const char *key, const char *s)
{
    if (s && *s)
        put_str(w, obj, key, s);
}

static void put_word(jw *w, json_t *obj, const char *key, const swc_json_word *table, int value)
{
    const char *word = swc_json_word_of(table, value);
    put_str(w, obj, key, word ? word : "?");
}

static void put_points(jw *w, json_t *obj, const char *key, int32_t tenths)
{
    char buf[24];
    swc_json_tenths(buf, sizeof buf, tenths);
    put_str(w, obj, key, buf);
}

static json_t *event_object(jw *w)
{
    static const struct {
        const char *name;
        int key;
    } texts[] = {
        { "name", SWC_TEXT_NAME }, { "city", SWC_TEXT_CITY }, { "federation", SWC_TEXT_FEDERATION },
        { "start_date", SWC_TEXT_START_DATE }, { "end_date", SWC_TEXT_END_DATE }, { "type", SWC_TEXT_TYPE },
        { "arbiter", SWC_TEXT_ARBITER }, { "deputy", SWC_TEXT_DEPUTY }, { "time_control", SWC_TEXT_TIME_CONTROL },
        { "tiebreaks", SWC_TEXT_TIEBREAKS }, { "section_group", SWC_TEXT_SECTION_GROUP },
    };
    json_t *o = json_object();
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        put_text(w, o, texts[i].name, w->t->text[texts[i].key]);
    return o;
}

static json_t *settings_object(jw *w)
{
    const swc_tournament *t = w->t;
    const swc_settings *s = &t->set;
    json_t *o = json_object();
    put_int(w, o, "rounds", s->rounds);
    if (!s->rounds_known)
        put(w, o, "rounds_known", json_false());
    put_word(w, o, "system", swc_json_systems, s->system);
    if (!s->system_known)
        put(w, o, "system_stated", json_false());
    put_int(w, o, "dutch_edition", s->edition);
    put_int(w, o, "games_per_pairing", s->games);
    put_word(w, o, "initial_colour", swc_json_colours, s->initial_colour);
    if (!s->initial_colour_known)
        put(w, o, "initial_colour_known", json_false());
    put_word(w, o, "acceleration", swc_json_accels, s->acceleration);
    /* Fixed when round 1 was created; 0 when nobody was there yet. */
    if (t->nrounds)
        put_int(w, o, "baku_group_a_last", t->baku_last ? t->players[t->baku_last - 1]->id : 0);
    put_word(w, o, "tpn_order", swc_json_tpn_orders, s->tpn_order);
    put_word(w, o, "sequential_tiebreak", swc_json_seq_tbs, s->seq_tiebreak);
    put_int(w, o, "forfeit_withdraw", s->forfeit_withdraw);
    json_t *pts = json_object();
    for (size_t i = 0; i < swc_json_npoints; i++) {
        int32_t v = 0;
        swc_model_get_int(t, swc_json_points[i].key, &v);
        put_points(w, pts, swc_json_points[i].name, v);
    }
    put(w, o, "points", pts);
    /* Which of them still follow the win or draw value (a later change of
     * that value carries them along). */
    json_t *defaults = json_array();
    const int follow[] = { SWC_SET_POINTS_PAB, SWC_SET_POINTS_FORFEIT_WIN, SWC_SET_POINTS_FULL_BYE,
                           SWC_SET_POINTS_HALF_BYE };
    for (size_t i = 0; i < sizeof follow / sizeof follow[0]; i++)
        if (!(s->explicit_mask & (1u << follow[i])))
            for (size_t k = 0; k < swc_json_npoints; k++)
                if (swc_json_points[k].key == follow[i])
                    push(w, defaults, json_string(swc_json_points[k].name));
    put(w, o, "points_by_default", defaults);
    return o;
}

static json_t *round_list(jw *w, const char *key_name, const char *value_name, const swc_player *p, int points)
{
    json_t *a = json_array();
    size_t n = points ? p->virtual_cap : p->request_cap;
    for (size_t r = 0; r < n; r++) {
        int v = points ? p->virtual_pts[r] : p->bye_request[r];
        if (!v)
            continue;
        json_t *e = json_object();
        put_int(w, e, key_name, (long long)r + 1);
        if (points)
            put_points(w, e, value_name, v - 1);
        else
            put_word(w, e, value_name, swc_json_requests, v);
        push(w, a, e);
    }
    return a;
}

static json_t *player_object(jw *w, const swc_player *p)
{
    json_t *o = json_object();
    put_int(w, o, "id", p->id);
    put_int(w, o, "tpn", p->tpn);
    put_str(w, o, "name", p->name);
    put_int(w, o, "rating", p->rating);
    if (p->flags & SWC_PLAYER_PROVISIONAL)
        put(w, o, "provisional", json_true());
    if (p->flags & SWC_PLAYER_MEMBER)
        put(w, o, "member", json_true());
    uint32_t other = p->flags & ~(uint32_t)(SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER);
    if (other)
        put_int(w, o, "other_flags", other);
    put_text(w, o, "title", p->title);
    put_text(w, o, "cn_title", p->cn_title);
    put_text(w, o, "federation", p->federation);
    put_text(w, o, "fide_id", p->fide_id);
    if (p->sex)
        put_word(w, o, "sex", swc_json_sexes, p->sex);
    put_text(w, o, "birth_date", p->birth_date);
    put_text(w, o, "group", p->group);
    put_text(w, o, "tags", p->tags);
    if (p->fouls)
        put_int(w, o, "fouls", p->fouls);
    if (p->conduct)
        put_int(w, o, "conduct", p->conduct);
    if (p->entry_round != 1)
        put_int(w, o, "entry_round", p->entry_round);
    if (p->withdrawn_from)
        put_int(w, o, "withdrawn_from", p->withdrawn_from);
    json_t *req = round_list(w, "round", "kind", p, 0);
    if (!req || json_array_size(req))
        put(w, o, "bye_requests", req); /* NULL: out of memory, put() says so */
    else
        json_decref(req);
    json_t *acc = round_list(w, "round", "points", p, 1);
    if (json_array_size(acc))
        put(w, o, "virtual_points", acc);
    else
        json_decref(acc);
    if (p->stated_rank)
        put_int(w, o, "trf_rank", p->stated_rank);
    put_points(w, o, "score", swc_score_after(p, (uint32_t)w->t->nrounds));
    return o;
}

static json_t *round_object(jw *w, const swc_round *r)
{
    const swc_tournament *t = w->t;
    json_t *o = json_object();
    put_int(w, o, "round", r->number);
    json_t *boards = json_array();
    for (size_t b = 0; b < r->nboards; b++) {
        const swc_board *bd = &r->boards[b];
        json_t *e = json_object();
        put_int(w, e, "board", (long long)b + 1);
        put_int(w, e, "white", t->players[bd->white]->id);
        put_int(w, e, "black", t->players[bd->black]->id);
        put_word(w, e, "result", swc_json_results, bd->result[0]);
        if (t->set.games == 2)
            put_word(w, e, "result2", swc_json_results, bd->result[1]);
        push(w, boards, e);
    }
    put(w, o, "boards", boards);
    json_t *byes = json_array();
    for (size_t i = 0; i < r->nbyes; i++) {
        json_t *e = json_object();
        put_int(w, e, "id", t->players[r->byes[i].player]->id);
        put_word(w, e, "kind", swc_json_kinds, r->byes[i].kind);
        push(w, byes, e);
    }
    put(w, o, "byes", byes);
    return o;
}

/* Numbers at 0 and empty texts are left out. */
static json_t *journal_object(jw *w, const swc_journal_rec *r)
{
    json_t *o = json_object();
    char when[21];
    swc_journal_time_text(when, r->time);
    put_str(w, o, "time", when);
    put_str(w, o, "kind", swc_journal_kind_name(r->kind));
    const struct {
        const char *key;
        long long v;
    } numbers[] = { { "round", r->round },   { "board", r->board },   { "game", r->game },
                    { "player", r->player }, { "before", r->before }, { "after", r->after } };
    for (size_t k = 0; k < sizeof numbers / sizeof numbers[0]; k++)
        if (numbers[k].v)
            put_int(w, o, numbers[k].key, numbers[k].v);
    put_text(w, o, "author", r->author);
    put_text(w, o, "data", r->data);
    return o;
}

static json_t *lineup_array(jw *w, const uint32_t *l, size_t nb)
{
    json_t *a = json_array();
    for (size_t b = 0; b < nb; b++)
        push(w, a, json_integer(l[b] ? w->t->players[l[b] - 1]->id : 0));
    return a;
}

/* The team side of a team event (doc/json.md, "teams"). */
static json_t *teams_object(jw *w)
{
    const swc_tournament *t = w->t;
    const swc_teams *x = t->teams;
    static const char *const match_kinds[] = { "played", "+-", "-+", "--" };
    size_t nb = (size_t)x->boards;
    json_t *o = json_object();
    put_int(w, o, "boards", x->boards);
    put_str(w, o, "colours", x->colours);
    json_t *mp = json_object();
    put_points(w, mp, "win", x->mp_win);
    put_points(w, mp, "draw", x->mp_draw);
    put_points(w, mp, "loss", x->mp_loss);
    put(w, o, "match_points", mp);
    if (x->pab_mp >= 0)
        put_points(w, o, "pab_match_points", x->pab_mp);
    if (x->pab_gp >= 0)
        put_points(w, o, "pab_game_points", x->pab_gp);
    /* The pairing options, when not the defaults (a C.04.6 Swiss, type A, match points first, game
     * points for colours). */
    if (x->pairing[0] == SWC_TEAM_ROUND_ROBIN || x->system_set)
        put_str(w, o, "system", x->pairing[0] == SWC_TEAM_ROUND_ROBIN ? "round_robin" : "swiss");
    if (x->pairing[1])
        put_str(w, o, "colour_type", x->pairing[1] == SWC_TEAM_COLOURS_NONE ? "none" : "B");
    if (x->pairing[2])
        put_str(w, o, "score_order", "game_points");
    if (x->pairing[3])
        put_str(w, o, "secondary_score", "not_used");
    if (x->nforbidden) {
        json_t *fp = json_array();
        for (size_t i = 0; i < x->nforbidden; i++) {
            json_t *pair = json_array();
            push(w, pair, json_integer(x->forbidden[i].a));
            push(w, pair, json_integer(x->forbidden[i].b));
            push(w, fp, pair);
        }
        put(w, o, "forbidden_pairs", fp);
    }
    json_t *req = json_array();
    for (size_t i = 0; i < x->nbyereq; i++) {
        if (x->byereq[i].round <= t->nrounds)
            continue; /* the round says what happened */
        json_t *e = json_object();
        put_int(w, e, "team", x->byereq[i].team);
        put_int(w, e, "round", x->byereq[i].round);
        put_word(w, e, "kind", swc_json_requests, x->byereq[i].kind);
        push(w, req, e);
    }
    if (!req || json_array_size(req))
        put(w, o, "bye_requests", req); /* NULL: out of memory, put() says so */
    else
        json_decref(req);
    /* Line-ups handed in for the next round, by team. */
    json_t *ahead = json_array();
    for (size_t i = 0; ahead && i < x->nteams; i++) {
        const swc_team *tm = x->team[i];
        if (!tm->ahead)
            continue;
        json_t *e = json_object(), *ids = json_array();
        put_int(w, e, "team", tm->number);
        put_int(w, e, "round", (long long)t->nrounds + 1);
        for (int32_t b = 0; b < x->boards; b++)
            push(w, ids, json_integer(tm->ahead[b] ? t->players[tm->ahead[b] - 1]->id : 0));
        put(w, e, "lineup", ids);
        push(w, ahead, e);
    }
    if (!ahead || json_array_size(ahead))
        put(w, o, "lineups_ahead", ahead); /* NULL: out of memory, put() says so */
    else
        json_decref(ahead);
    json_t *list = json_array();
    for (size_t i = 0; i < x->nteams; i++) {
        const swc_team *tm = x->team[i];
        json_t *e = json_object();
        put_int(w, e, "number", tm->number);
        put_str(w, e, "name", tm->name);
        put_text(w, e, "short_name", tm->short_name);
        put_text(w, e, "federation", tm->federation);
        if (tm->captain)
            put_int(w, e, "captain", t->players[tm->captain - 1]->id);
        if (tm->strength)
            put_int(w, e, "strength", tm->strength);
        json_t *members = json_array();
        for (size_t m = 0; m < tm->nmembers; m++)
            push(w, members, json_integer(t->players[tm->members[m]]->id));
        put(w, e, "members", members);
        if (tm->entry_round > 1)
            put_int(w, e, "entry_round", tm->entry_round);
        if (tm->withdrawn_from)
            put_int(w, e, "withdrawn_from", tm->withdrawn_from);
        push(w, list, e);
    }
    put(w, o, "list", list);
    json_t *rounds = json_array();
    for (size_t k = 0; k < x->nrounds; k++) {
        const swc_tround *tr = &x->rounds[k];
        json_t *ro = json_object();
        put_int(w, ro, "round", (long long)k + 1);
        json_t *matches = json_array(), *byes = json_array();
        for (size_t i = 0; i < tr->n; i++) {
            const swc_tmatch *m = &tr->m[i];
            json_t *e = json_object();
            if (!m->black) {
                put_int(w, e, "team", m->white);
                put_word(w, e, "kind", swc_json_kinds, m->kind);
                push(w, byes, e);
                continue;
            }
            put_int(w, e, "white", m->white);
            put_int(w, e, "black", m->black);
            put_str(w, e, "kind", match_kinds[m->kind]);
            if (m->lineup) {
                put(w, e, "white_lineup", lineup_array(w, m->lineup, nb));
                put(w, e, "black_lineup", lineup_array(w, m->lineup + nb, nb));
            }
            push(w, matches, e);
        }
        put(w, ro, "matches", matches);
        put(w, ro, "byes", byes);
        push(w, rounds, ro);
    }
    put(w, o, "rounds", rounds);
    return o;
}

static json_t *document(jw *w)
{
    const swc_tournament *t = w->t;
    json_t *doc = json_object();
    put_str(w, doc, "format", "swisscore");
    put_int(w, doc, "version", SWC_JSON_VERSION);
    put(w, doc, "event", event_object(w));
    put(w, doc, "settings", settings_object(w));
    json_t *players = json_array();
    for (size_t i = 0; i < t->nplayers; i++)
        push(w, players, player_object(w, t->players[i]));
    put(w, doc, "players", players);
    json_t *forbidden = json_array();
    for (size_t i = 0; i < t->nforbidden; i++) {
        json_t *pair = json_array();
        push(w, pair, json_integer(t->players[t->forbidden[i].a]->id));
        push(w, pair, json_integer(t->players[t->forbidden[i].b]->id));
        /* [a, b] every round, [a, b, first] to the end, [a, b, first, last]. */
        if (t->forbidden[i].first != 1 || t->forbidden[i].last != SWC_ROUND_OPEN)
            push(w, pair, json_integer(t->forbidden[i].first));
        if (t->forbidden[i].last != SWC_ROUND_OPEN)
            push(w, pair, json_integer(t->forbidden[i].last));
        push(w, forbidden, pair);
    }
    put(w, doc, "forbidden_pairs", forbidden);
    json_t *rounds = json_array();
    for (size_t k = 0; k < t->nrounds; k++)
        push(w, rounds, round_object(w, t->rounds[k]));
    put(w, doc, "rounds", rounds);
    if (t->njournal) {
        json_t *journal = json_array();
        for (size_t i = 0; i < t->njournal; i++)
            push(w, journal, journal_object(w, &t->journal[i]));
        put(w, doc, "journal", journal);
    }
    if (t->teams && t->teams->boards > 0)
        put(w, doc, "teams", teams_object(w));
    if (t->nextra) {
        json_t *lines = json_array();
        for (size_t i = 0; i < t->nextra; i++)
            push(w, lines, json_string(t->extra_lines[i]));
        put(w, doc, "trf_records", lines);
    }
    return doc;
}

static int append(const char *buffer, size_t size, void *data)
{
    return swc_strbuf_append(data, buffer, size) == SWC_OK ? 0 : -1;
}

int swc_json_format(swc_strbuf *out, swc_tournament *t, int indent)
{
    jw w = { t, 0 };
    json_t *doc = document(&w);
    int rc = SWC_OK;
    if (w.failed || !doc) {
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    } else {
        size_t flags = indent > 0 ? JSON_INDENT(indent) : JSON_COMPACT;
        if (json_dump_callback(doc, append, out, flags) != 0 || swc_strbuf_putc(out, '\n') != SWC_OK)
            rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    json_decref(doc);
    return rc;
}
