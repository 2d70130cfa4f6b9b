/*
 * The arena: player records fed by a stream of games, and the leaderboard.
 *
 * Every call that takes events first validates them and makes room for all
 * it may need (names, records, the ranking arrays); only then are they
 * applied, by code that cannot fail. So a rejected stream or an allocation
 * failure leaves the arena exactly as it was.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <swisscore/arena.h>
#include <swisscore/round.h>
#include <swisscore/tournament.h>

#include "../core/utf8.h"
#include "ar.h"
#include "stream.h"

#define MAGIC_ARENA 0x5357414eu /* "SWAN" */
#define NEVER INT64_MAX
#define MAX_PLAYERS 16000000u

typedef struct ar_player {
    char *name;
    size_t name_len;
    int64_t points;
    uint32_t games, wins, losses, draws, escapes, resets;
    int64_t total_time;
    int64_t reached_at;       /* current record met the line */
    int64_t ever_reached_at;  /* any record of the period met it */
    int eliminated;
    /* ranking */
    uint32_t rank, shared;
    int qualified;
} ar_player;

struct swc_arena {
    uint32_t magic;
    swc_mem mem;
    ar_settings set;
    ar_player *p;
    size_t n, cap;
    uint32_t *hash;           /* open addressing: player index + 1, 0 empty */
    size_t hash_cap;          /* power of two */
    uint32_t *order;          /* leaderboard order, cap entries */
    int dirty;
    int started;
    uint32_t games, ignored_period, ignored_elim, resets_done, eliminated_count, qualified_count;
    int64_t last_time;
    char errmsg[320];
};

static const char bad_handle[] = "invalid arena handle";

static int a_ok(const swc_arena *a)
{
    return a && a->magic == MAGIC_ARENA;
}

static int a_fail(swc_arena *a, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int a_fail(swc_arena *a, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(a->errmsg, sizeof a->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

static int a_done(swc_arena *a)
{
    a->errmsg[0] = '\0';
    return SWC_OK;
}

/* ---- names ------------------------------------------------------------- */

static uint32_t hash_name(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 16777619u;
    return h;
}

static long find_player(const swc_arena *a, const char *s, size_t n)
{
    if (!a->hash_cap)
        return -1;
    size_t mask = a->hash_cap - 1;
    for (size_t i = hash_name(s, n) & mask;; i = (i + 1) & mask) {
        uint32_t v = a->hash[i];
        if (!v)
            return -1;
        const ar_player *p = &a->p[v - 1];
        if (p->name_len == n && !memcmp(p->name, s, n))
            return (long)(v - 1);
    }
}

static void hash_insert(uint32_t *h, size_t cap, const ar_player *p, uint32_t index)
{
    size_t mask = cap - 1;
    size_t i = hash_name(p->name, p->name_len) & mask;
    while (h[i])
        i = (i + 1) & mask;
    h[i] = index + 1;
}

/* Room for `extra` more players: records, order and a hash table at most
 * half full. */
static int reserve_players(swc_arena *a, size_t extra)
{
    size_t need = a->n + extra;
    if (need > MAX_PLAYERS)
        return SWC_ELIMIT;
    if (need > a->cap) {
        size_t cap = a->cap ? a->cap : 16;
        while (cap < need)
            cap *= 2;
        ar_player *np = swc_mem_realloc(&a->mem, a->p, a->cap * sizeof *a->p, cap * sizeof *np);
        if (!np)
            return SWC_ENOMEM;
        a->p = np;
        uint32_t *no = swc_mem_realloc(&a->mem, a->order, a->cap * sizeof *a->order, cap * sizeof *no);
        if (!no)
            return SWC_ENOMEM; /* the bigger player array is harmless */
        a->order = no;
        memset(a->p + a->cap, 0, (cap - a->cap) * sizeof *a->p);
        a->cap = cap;
    }
    if (need * 2 > a->hash_cap) {
        size_t hc = a->hash_cap ? a->hash_cap : 32;
        while (need * 2 > hc)
            hc *= 2;
        uint32_t *h = swc_mem_calloc(&a->mem, hc, sizeof *h);
        if (!h)
            return SWC_ENOMEM;
        for (size_t i = 0; i < a->n; i++)
            hash_insert(h, hc, &a->p[i], (uint32_t)i);
        swc_mem_free(&a->mem, a->hash, a->hash_cap * sizeof *a->hash);
        a->hash = h;
        a->hash_cap = hc;
    }
    return SWC_OK;
}

static void new_player(swc_arena *a, char *name)
{
    ar_player *p = &a->p[a->n];
    memset(p, 0, sizeof *p);
    p->name = name;
    p->name_len = strlen(name);
    p->reached_at = p->ever_reached_at = NEVER;
    hash_insert(a->hash, a->hash_cap, p, (uint32_t)a->n);
    a->n++;
}

/* Register the names not known yet (each list entry may be NULL). Either
 * all are registered or none (SWC_ENOMEM / SWC_ELIMIT). */
static int intern_names(swc_arena *a, const char *const *names, size_t count)
{
    size_t fresh = 0;
    for (size_t i = 0; i < count; i++)
        if (names[i] && find_player(a, names[i], strlen(names[i])) < 0)
            fresh++;
    if (!fresh)
        return SWC_OK;
    int rc = reserve_players(a, fresh);
    if (rc)
        return rc;
    size_t base = a->n;
    for (size_t i = 0; i < count; i++) {
        if (!names[i] || find_player(a, names[i], strlen(names[i])) >= 0)
            continue;
        char *copy = swc_mem_strdup(&a->mem, names[i]);
        if (!copy) {
            /* undo: the table only grew, so drop the new entries again */
            for (size_t j = base; j < a->n; j++)
                swc_mem_strfree(&a->mem, a->p[j].name);
            a->n = base;
            memset(a->hash, 0, a->hash_cap * sizeof *a->hash);
            for (size_t j = 0; j < a->n; j++)
                hash_insert(a->hash, a->hash_cap, &a->p[j], (uint32_t)j);
            return SWC_ENOMEM;
        }
        new_player(a, copy);
    }
    return SWC_OK;
}

/* ---- handle ------------------------------------------------------------ */

int swc_arena_new(swc_arena **out, const swc_arena_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    if (opts) {
        if (opts->struct_size < offsetof(swc_arena_options, preset) + sizeof(void *))
            return SWC_EINVAL;
        memcpy(&o, opts, opts->struct_size < sizeof o ? opts->struct_size : sizeof o);
    }
    if (o.allocator && !swc_mem_valid(o.allocator))
        return SWC_EINVAL;
    const ar_preset *pre = NULL;
    if (o.preset && !(pre = ar_preset_find(o.preset)))
        return SWC_ENOTFOUND;
    swc_mem mem;
    swc_mem_init(&mem, o.allocator);
    swc_arena *a = swc_mem_calloc(&mem, 1, sizeof *a);
    if (!a)
        return SWC_ENOMEM;
    a->magic = MAGIC_ARENA;
    a->mem = mem;
    if (pre)
        pre->apply(&a->set);
    else
        ar_settings_default(&a->set);
    a->last_time = INT64_MIN;
    *out = a;
    return SWC_OK;
}

void swc_arena_free(swc_arena *a)
{
    if (!a_ok(a))
        return;
    for (size_t i = 0; i < a->n; i++)
        swc_mem_strfree(&a->mem, a->p[i].name);
    swc_mem_free(&a->mem, a->p, a->cap * sizeof *a->p);
    swc_mem_free(&a->mem, a->order, a->cap * sizeof *a->order);
    swc_mem_free(&a->mem, a->hash, a->hash_cap * sizeof *a->hash);
    a->magic = 0;
    swc_mem mem = a->mem;
    swc_mem_free(&mem, a, sizeof *a);
}

const char *swc_arena_errmsg(const swc_arena *a)
{
    return a_ok(a) ? a->errmsg : bad_handle;
}

static int64_t *setting(ar_settings *s, int key)
{
    switch (key) {
    case SWC_ARENA_WIN: return &s->win;
    case SWC_ARENA_DRAW: return &s->draw;
    case SWC_ARENA_LOSS: return &s->loss;
    case SWC_ARENA_ESCAPE_LOSS: return &s->escape_loss;
    case SWC_ARENA_ESCAPE_WIN: return &s->escape_win;
    case SWC_ARENA_DRAWS_ALLOWED: return &s->draws_allowed;
    case SWC_ARENA_MAX_ESCAPES: return &s->max_escapes;
    case SWC_ARENA_RESETS_ALLOWED: return &s->resets_allowed;
    case SWC_ARENA_RESET_CLEARS_ESCAPES: return &s->reset_clears_escapes;
    case SWC_ARENA_ESCAPE_WIN_COUNTS: return &s->escape_win_counts;
    case SWC_ARENA_PERIOD_START: return &s->period_start;
    case SWC_ARENA_PERIOD_END: return &s->period_end;
    case SWC_ARENA_DAY_START: return &s->day_start;
    case SWC_ARENA_DAY_END: return &s->day_end;
    case SWC_ARENA_USE_THRESHOLD: return &s->use_threshold;
    case SWC_ARENA_THRESHOLD: return &s->threshold;
    case SWC_ARENA_MIN_GAMES: return &s->min_games;
    case SWC_ARENA_QUOTA: return &s->quota;
    case SWC_ARENA_THRESHOLD_WHEN: return &s->when;
    case SWC_ARENA_BOUNDARY: return &s->boundary;
    case SWC_ARENA_SEED: return &s->seed;
    default: return NULL;
    }
}

#define POINTS_LIMIT 100000 /* ±10000 points per game is far beyond any event */

static int value_ok(int key, int64_t v)
{
    switch (key) {
    case SWC_ARENA_WIN: case SWC_ARENA_DRAW: case SWC_ARENA_LOSS:
    case SWC_ARENA_ESCAPE_LOSS: case SWC_ARENA_ESCAPE_WIN:
        return v >= -POINTS_LIMIT && v <= POINTS_LIMIT;
    case SWC_ARENA_DRAWS_ALLOWED: case SWC_ARENA_RESETS_ALLOWED: case SWC_ARENA_RESET_CLEARS_ESCAPES:
    case SWC_ARENA_ESCAPE_WIN_COUNTS: case SWC_ARENA_USE_THRESHOLD:
        return v == 0 || v == 1;
    case SWC_ARENA_MAX_ESCAPES: return v >= -1 && v <= 1000000;
    case SWC_ARENA_DAY_START: case SWC_ARENA_DAY_END: return v >= 0 && v <= 86400;
    case SWC_ARENA_THRESHOLD: return v >= -INT32_MAX && v <= INT32_MAX;
    case SWC_ARENA_MIN_GAMES: case SWC_ARENA_QUOTA: return v >= 0 && v <= UINT32_MAX;
    case SWC_ARENA_THRESHOLD_WHEN: return v == SWC_ARENA_AT_END || v == SWC_ARENA_REACHED;
    case SWC_ARENA_BOUNDARY: return v >= SWC_ARENA_BOUNDARY_ALL && v <= SWC_ARENA_BOUNDARY_LOT;
    default: return 1;
    }
}

int swc_arena_set_int(swc_arena *a, int key, int64_t value)
{
    if (!a_ok(a))
        return SWC_EINVAL;
    int64_t *v = setting(&a->set, key);
    if (!v)
        return a_fail(a, SWC_ENOTFOUND, "unknown arena setting %d", key);
    if (a->started)
        return a_fail(a, SWC_ESTATE, "settings cannot change once games were taken");
    if (!value_ok(key, value))
        return a_fail(a, SWC_ERANGE, "value %lld out of range for setting %d", (long long)value, key);
    *v = value;
    a->dirty = 1;
    return a_done(a);
}

int swc_arena_get_int(int64_t *out, const swc_arena *a, int key)
{
    if (!a_ok(a) || !out)
        return SWC_EINVAL;
    int64_t *v = setting((ar_settings *)&a->set, key);
    if (!v)
        return SWC_ENOTFOUND;
    *out = *v;
    return SWC_OK;
}

int swc_arena_set_string(swc_arena *a, int key, const char *value)
{
    if (!a_ok(a))
        return SWC_EINVAL;
    if (key != SWC_ARENA_ORDER)
        return a_fail(a, SWC_ENOTFOUND, "unknown arena text setting %d", key);
    if (!value)
        return a_fail(a, SWC_EINVAL, "no value");
    if (a->started)
        return a_fail(a, SWC_ESTATE, "settings cannot change once games were taken");
    if (ar_parse_order(&a->set, value))
        return a_fail(a, SWC_EINVAL,
                      "bad order '%.60s': comma-separated keys points, wins, avg-time, reached, games, win-rate",
                      value);
    a->dirty = 1;
    return a_done(a);
}

/* ---- applying events --------------------------------------------------- */

static int meets_line(const ar_settings *s, const ar_player *p)
{
    return p->games >= s->min_games && (!s->use_threshold || p->points >= s->threshold);
}

static void note_reached(const ar_settings *s, ar_player *p, int64_t t)
{
    if (p->reached_at == NEVER && meets_line(s, p))
        p->reached_at = t;
    if (p->ever_reached_at == NEVER && p->reached_at != NEVER)
        p->ever_reached_at = t;
}

/* Whether a game's time falls in the period and its start in the day window. */
static int in_period(const ar_settings *s, int64_t end, int64_t duration)
{
    if (end == EV_NO_TIME)
        return 1;
    if (end < s->period_start || end >= s->period_end)
        return 0;
    if (s->day_start == 0 && s->day_end == 86400)
        return 1;
    int64_t start = end - duration;
    int64_t sod = start % 86400;
    if (sod < 0)
        sod += 86400;
    return sod >= s->day_start && sod < s->day_end;
}

static void apply_game(swc_arena *a, ar_player *w, ar_player *b, int32_t result, int32_t escaped,
                       int64_t duration, int64_t t)
{
    const ar_settings *s = &a->set;
    if (w->eliminated || b->eliminated) {
        a->ignored_elim++;
        return;
    }
    a->games++;
    w->games++;
    b->games++;
    w->total_time += duration;
    b->total_time += duration;
    if (escaped) {
        ar_player *esc = escaped == SWC_COLOUR_WHITE ? w : b;
        ar_player *opp = escaped == SWC_COLOUR_WHITE ? b : w;
        esc->escapes++;
        esc->points += s->escape_loss;
        opp->points += s->escape_win;
        if (s->escape_win_counts)
            opp->wins++;
        if (s->max_escapes >= 0 && esc->escapes > (uint64_t)s->max_escapes) {
            esc->eliminated = 1;
            a->eliminated_count++;
        }
    } else if (result == SWC_RESULT_DRAW) {
        w->draws++;
        b->draws++;
        w->points += s->draw;
        b->points += s->draw;
    } else {
        ar_player *win = result == SWC_RESULT_WHITE_WIN ? w : b;
        ar_player *los = result == SWC_RESULT_WHITE_WIN ? b : w;
        win->wins++;
        los->losses++;
        win->points += s->win;
        los->points += s->loss;
    }
    note_reached(s, w, t);
    note_reached(s, b, t);
}

static void apply_reset(swc_arena *a, ar_player *p, int64_t t)
{
    (void)t;
    if (p->eliminated)
        return; /* elimination is final for the period */
    p->points = 0;
    p->games = p->wins = p->losses = p->draws = 0;
    p->total_time = 0;
    p->reached_at = NEVER;
    if (a->set.reset_clears_escapes)
        p->escapes = 0;
    p->resets++;
    a->resets_done++;
    note_reached(&a->set, p, t);
}

static int check_game(swc_arena *a, const char *where, const swc_arena_game *g)
{
    if (g->escaped && g->escaped != SWC_COLOUR_WHITE && g->escaped != SWC_COLOUR_BLACK)
        return a_fail(a, SWC_EINVAL, "%sescaped must be 0, white or black", where);
    if (!g->escaped && g->result != SWC_RESULT_WHITE_WIN && g->result != SWC_RESULT_DRAW &&
        g->result != SWC_RESULT_BLACK_WIN)
        return a_fail(a, SWC_EINVAL, "%sresult must be a win, a draw or a loss", where);
    if (!g->escaped && g->result == SWC_RESULT_DRAW && !a->set.draws_allowed)
        return a_fail(a, SWC_EINVAL, "%sdraws are not allowed in this arena", where);
    if (g->duration < 0 || g->duration > 366 * 86400)
        return a_fail(a, SWC_EINVAL, "%sduration out of range", where);
    if (g->end_time != EV_NO_TIME && g->end_time < a->last_time)
        return a_fail(a, SWC_ESTATE, "%sevent earlier than the last one taken", where);
    return SWC_OK;
}

static int check_name(swc_arena *a, const char *where, const char *what, const char *s)
{
    if (!s || !*s)
        return a_fail(a, SWC_EINVAL, "%s%s: no name", where, what);
    size_t n = strlen(s);
    if (n > 255 || !swc_utf8_valid(s, n))
        return a_fail(a, SWC_EINVAL, "%s%s: name too long or not UTF-8", where, what);
    return SWC_OK;
}

int swc_arena_add_game(swc_arena *a, const swc_arena_game *g)
{
    if (!a_ok(a))
        return SWC_EINVAL;
    if (!g || g->struct_size < offsetof(swc_arena_game, end_time) + sizeof(int64_t))
        return a_fail(a, SWC_EINVAL, "no game or bad struct_size");
    int rc;
    if ((rc = check_name(a, "", "white", g->white)) || (rc = check_name(a, "", "black", g->black)))
        return rc;
    if (!strcmp(g->white, g->black))
        return a_fail(a, SWC_EINVAL, "a player cannot play himself");
    if ((rc = check_game(a, "", g)))
        return rc;
    int32_t result = g->escaped ? (g->escaped == SWC_COLOUR_WHITE ? SWC_RESULT_BLACK_WIN : SWC_RESULT_WHITE_WIN)
                                : g->result;
    if (!in_period(&a->set, g->end_time, g->duration)) {
        a->ignored_period++;
        a->started = 1;
        return a_done(a);
    }
    const char *names[2] = { g->white, g->black };
    if ((rc = intern_names(a, names, 2)))
        return a_fail(a, rc, rc == SWC_ELIMIT ? "too many players" : "out of memory");
    ar_player *w = &a->p[find_player(a, g->white, strlen(g->white))];
    ar_player *b = &a->p[find_player(a, g->black, strlen(g->black))];
    apply_game(a, w, b, result, g->escaped, g->duration, g->end_time == EV_NO_TIME ? a->last_time : g->end_time);
    if (g->end_time != EV_NO_TIME)
        a->last_time = g->end_time;
    a->started = 1;
    a->dirty = 1;
    return a_done(a);
}

int swc_arena_reset_player(swc_arena *a, const char *name, int64_t time)
{
    if (!a_ok(a))
        return SWC_EINVAL;
    int rc;
    if ((rc = check_name(a, "", "player", name)))
        return rc;
    if (!a->set.resets_allowed)
        return a_fail(a, SWC_ESTATE, "resets are not allowed in this arena");
    if (time < a->last_time)
        return a_fail(a, SWC_ESTATE, "reset earlier than the last event taken");
    long i = find_player(a, name, strlen(name));
    if (i >= 0 && a->p[i].eliminated)
        return a_fail(a, SWC_ESTATE, "%s was eliminated and cannot reset", name);
    const char *names[1] = { name };
    if ((rc = intern_names(a, names, 1)))
        return a_fail(a, rc, rc == SWC_ELIMIT ? "too many players" : "out of memory");
    apply_reset(a, &a->p[find_player(a, name, strlen(name))], time);
    a->last_time = time;
    a->started = 1;
    a->dirty = 1;
    return a_done(a);
}

int swc_arena_read(swc_arena *a, const char *text, size_t len, uint32_t *out_line, uint32_t *out_column)
{
    if (out_line)
        *out_line = 0;
    if (out_column)
        *out_column = 0;
    if (!a_ok(a))
        return SWC_EINVAL;
    if (!text && len)
        return a_fail(a, SWC_EINVAL, "no text");
    ev_stream s;
    ev_stream_init(&s, &a->mem);
    uint32_t line = 0, col = 0;
    int rc = ev_parse(&s, text ? text : "", len, a->errmsg, sizeof a->errmsg, &line, &col);
    if (rc) {
        if (out_line)
            *out_line = line;
        if (out_column)
            *out_column = col;
        return rc;
    }
    const char **names = NULL;
    size_t nnames = 0;
    int all_timed = 1;
    for (size_t i = 0; i < s.n; i++)
        if (s.r[i].time == EV_NO_TIME)
            all_timed = 0;
    /* a stream without times is taken in the order written */
    if (all_timed && (rc = ev_sort_by_time(&s))) {
        a_fail(a, rc, "out of memory");
        goto done;
    }
    /* validate everything first */
    int64_t last = a->last_time;
    for (size_t i = 0; i < s.n; i++) {
        ev_record *r = &s.r[i];
        char where[64], pre[72];
        snprintf(pre, sizeof pre, "%s: ", ev_where(where, sizeof where, r));
        if (r->kind == EV_UNMATCHED || r->kind == EV_ABSENT) {
            rc = a_fail(a, SWC_EPARSE, "%sunmatched and absent belong to knockout stages", pre);
            line = r->line, col = r->column;
            goto done;
        }
        if (r->time != EV_NO_TIME && r->time < last) {
            rc = a_fail(a, SWC_ESTATE, "%sevent earlier than the last one taken", pre);
            line = r->line, col = r->column;
            goto done;
        }
        if (r->kind == EV_RESET) {
            if (!a->set.resets_allowed) {
                rc = a_fail(a, SWC_EPARSE, "%sresets are not allowed in this arena", pre);
                line = r->line, col = r->column;
                goto done;
            }
            continue;
        }
        swc_arena_game g = SWC_ARENA_GAME_INIT;
        g.result = r->result;
        g.escaped = r->escaped;
        g.duration = r->duration;
        g.end_time = EV_NO_TIME;
        if ((rc = check_game(a, pre, &g))) {
            rc = SWC_EPARSE;
            line = r->line, col = r->column;
            goto done;
        }
    }
    names = swc_mem_calloc(&a->mem, s.n ? 2 * s.n : 1, sizeof *names);
    if (!names) {
        rc = a_fail(a, SWC_ENOMEM, "out of memory");
        goto done;
    }
    for (size_t i = 0; i < s.n; i++) {
        ev_record *r = &s.r[i];
        if (r->kind == EV_GAME && !in_period(&a->set, r->time, r->duration))
            continue;
        names[nnames++] = r->white;
        names[nnames++] = r->black;
    }
    if ((rc = intern_names(a, names, nnames))) {
        a_fail(a, rc, rc == SWC_ELIMIT ? "too many players" : "out of memory");
        goto done;
    }
    /* apply: nothing below can fail */
    for (size_t i = 0; i < s.n; i++) {
        ev_record *r = &s.r[i];
        int64_t t = r->time == EV_NO_TIME ? a->last_time : r->time;
        if (r->kind == EV_RESET) {
            apply_reset(a, &a->p[find_player(a, r->white, strlen(r->white))], t);
        } else if (!in_period(&a->set, r->time, r->duration)) {
            a->ignored_period++;
        } else {
            apply_game(a, &a->p[find_player(a, r->white, strlen(r->white))],
                       &a->p[find_player(a, r->black, strlen(r->black))], r->result, r->escaped, r->duration, t);
        }
        if (r->time != EV_NO_TIME)
            a->last_time = r->time;
    }
    if (s.n)
        a->started = 1;
    a->dirty = 1;
    a_done(a);
done:
    if (rc && out_line)
        *out_line = line;
    if (rc && out_column)
        *out_column = col;
    swc_mem_free(&a->mem, names, (s.n ? 2 * s.n : 1) * sizeof *names);
    ev_stream_free(&s);
    return rc;
}

/* ---- leaderboard ------------------------------------------------------- */

static int64_t reach_time(const swc_arena *a, const ar_player *p)
{
    return a->set.when == SWC_ARENA_REACHED ? p->ever_reached_at : p->reached_at;
}

static int eligible(const swc_arena *a, const ar_player *p)
{
    if (p->eliminated)
        return 0;
    if (a->set.when == SWC_ARENA_REACHED)
        return p->ever_reached_at != NEVER;
    return meets_line(&a->set, p);
}

/* Compare x/y with u/v for non-negative values (y, v > 0) exactly. */
static int cmp_ratio(uint64_t x, uint64_t y, uint64_t u, uint64_t v)
{
    /* games are below 2^32, so after the integer parts the products of a
     * remainder and a count stay below 2^64 */
    uint64_t q1 = x / y, q2 = u / v;
    if (q1 != q2)
        return q1 < q2 ? -1 : 1;
    uint64_t r1 = x % y, r2 = u % v;
    /* compare r1/y with r2/v: r1*v vs r2*y, both below 2^64 here */
    uint64_t a1 = r1 * v, a2 = r2 * y;
    return a1 < a2 ? -1 : a1 > a2;
}

/* < 0 when p ranks before q by the order keys (not by lot or id). */
static int cmp_keys(const swc_arena *a, const ar_player *p, const ar_player *q)
{
    if (p->eliminated != q->eliminated)
        return p->eliminated ? 1 : -1;
    for (int k = 0; k < a->set.nkeys; k++) {
        int c = 0;
        switch (a->set.keys[k]) {
        case AR_KEY_POINTS:
            c = p->points > q->points ? -1 : p->points < q->points;
            break;
        case AR_KEY_WINS:
            c = p->wins > q->wins ? -1 : p->wins < q->wins;
            break;
        case AR_KEY_GAMES:
            c = p->games > q->games ? -1 : p->games < q->games;
            break;
        case AR_KEY_AVG_TIME:
            /* players without games last */
            if (!p->games || !q->games)
                c = (!p->games) - (!q->games);
            else
                c = cmp_ratio((uint64_t)p->total_time, p->games, (uint64_t)q->total_time, q->games);
            break;
        case AR_KEY_WIN_RATE:
            if (!p->games || !q->games)
                c = (!p->games) - (!q->games);
            else
                c = -cmp_ratio(p->wins, p->games, q->wins, q->games);
            break;
        case AR_KEY_REACHED: {
            int64_t x = reach_time(a, p), y = reach_time(a, q);
            c = x < y ? -1 : x > y;
            break;
        }
        default:
            break;
        }
        if (c)
            return c;
    }
    return 0;
}

static uint64_t lot_of(uint64_t seed, uint32_t index)
{
    uint64_t z = seed + 0x9e3779b97f4a7c15ull * (index + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Total order: keys, then (for the lots at the boundary) the lot, then id. */
static int cmp_full(const swc_arena *a, uint32_t i, uint32_t j)
{
    int c = cmp_keys(a, &a->p[i], &a->p[j]);
    if (c)
        return c;
    if (a->set.boundary == SWC_ARENA_BOUNDARY_LOT) {
        uint64_t x = lot_of((uint64_t)a->set.seed, i), y = lot_of((uint64_t)a->set.seed, j);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return i < j ? -1 : i > j;
}

static void sift(const swc_arena *a, uint32_t *v, size_t root, size_t n)
{
    for (;;) {
        size_t c = 2 * root + 1;
        if (c >= n)
            return;
        if (c + 1 < n && cmp_full(a, v[c], v[c + 1]) < 0)
            c++;
        if (cmp_full(a, v[root], v[c]) >= 0)
            return;
        uint32_t t = v[root];
        v[root] = v[c];
        v[c] = t;
        root = c;
    }
}

/* In-place heap sort: the ranking needs no memory at query time. */
static void rank_all(swc_arena *a)
{
    if (!a->dirty)
        return;
    size_t n = a->n;
    uint32_t *v = a->order;
    for (size_t i = 0; i < n; i++)
        v[i] = (uint32_t)i;
    for (size_t i = n / 2; i-- > 0;)
        sift(a, v, i, n);
    for (size_t end = n; end-- > 1;) {
        uint32_t t = v[0];
        v[0] = v[end];
        v[end] = t;
        sift(a, v, 0, end);
    }
    /* places */
    for (size_t k = 0; k < n; k++) {
        ar_player *p = &a->p[v[k]];
        p->qualified = 0;
        p->shared = 0;
        if (p->eliminated) {
            p->rank = 0;
            continue;
        }
        if (k && cmp_keys(a, &a->p[v[k - 1]], p) == 0) {
            p->rank = a->p[v[k - 1]].rank;
            p->shared = 1;
            a->p[v[k - 1]].shared = 1;
        } else {
            p->rank = (uint32_t)k + 1;
        }
    }
    /* qualifiers: eligible players in order, the quota and its boundary */
    uint32_t taken = 0;
    uint64_t quota = (uint64_t)a->set.quota;
    int closed = 0;
    for (size_t k = 0; k < n && !closed;) {
        size_t e = k + 1;
        while (e < n && !a->p[v[e]].eliminated && a->p[v[e]].rank == a->p[v[k]].rank)
            e++;
        uint32_t el = 0;
        for (size_t j = k; j < e; j++)
            el += (uint32_t)eligible(a, &a->p[v[j]]);
        int fits = !quota || taken + el <= quota;
        if (fits || a->set.boundary != SWC_ARENA_BOUNDARY_NONE) {
            /* BOUNDARY_ALL takes the whole group; LOT takes it in lot order
             * (the sort put it so) up to the quota */
            for (size_t j = k; j < e; j++)
                if (eligible(a, &a->p[v[j]]) &&
                    (fits || a->set.boundary == SWC_ARENA_BOUNDARY_ALL || taken < quota)) {
                    a->p[v[j]].qualified = 1;
                    taken++;
                }
        }
        if (quota && (taken >= quota || !fits))
            closed = 1;
        k = e;
    }
    a->qualified_count = taken;
    a->dirty = 0;
}

static void fill_row(swc_arena_row *out, const swc_arena *a, uint32_t idx)
{
    const ar_player *p = &a->p[idx];
    swc_arena_row r = SWC_ARENA_ROW_INIT;
    r.name = p->name;
    r.rank = p->rank;
    r.shared = p->shared;
    r.points = (int32_t)(p->points > INT32_MAX ? INT32_MAX : p->points < -INT32_MAX ? -INT32_MAX : p->points);
    r.games = p->games;
    r.wins = p->wins;
    r.losses = p->losses;
    r.draws = p->draws;
    r.escapes = p->escapes;
    r.resets = p->resets;
    r.total_time = p->total_time;
    r.avg_time = p->games ? (uint32_t)(p->total_time / p->games) : 0;
    r.win_rate = p->games ? (uint32_t)(((uint64_t)p->wins * 2000u + p->games) / (2u * p->games)) : 0;
    r.reached_at = reach_time(a, p);
    r.status = p->eliminated ? SWC_ARENA_ELIMINATED : p->qualified ? SWC_ARENA_QUALIFIED : SWC_ARENA_PLAYING;
    r.id = idx + 1;
    size_t sz = out->struct_size < sizeof r ? out->struct_size : sizeof r;
    r.struct_size = out->struct_size;
    memcpy(out, &r, sz);
}

#define ROW_V1 (offsetof(swc_arena_row, id) + sizeof(uint32_t))

int swc_arena_row_get(swc_arena_row *out, swc_arena *a, uint32_t index)
{
    if (!a_ok(a) || !out || out->struct_size < ROW_V1)
        return SWC_EINVAL;
    if (index >= a->n)
        return SWC_ENOTFOUND;
    rank_all(a);
    fill_row(out, a, a->order[index]);
    return SWC_OK;
}

int swc_arena_find(swc_arena_row *out, swc_arena *a, const char *name)
{
    if (!a_ok(a) || !out || !name || out->struct_size < ROW_V1)
        return SWC_EINVAL;
    long i = find_player(a, name, strlen(name));
    if (i < 0)
        return SWC_ENOTFOUND;
    rank_all(a);
    fill_row(out, a, (uint32_t)i);
    return SWC_OK;
}

uint32_t swc_arena_player_count(const swc_arena *a)
{
    return a_ok(a) ? (uint32_t)a->n : 0;
}

int swc_arena_get_info(swc_arena_info *out, swc_arena *a)
{
    if (!a_ok(a) || !out || out->struct_size < offsetof(swc_arena_info, last_time) + sizeof(int64_t))
        return SWC_EINVAL;
    rank_all(a);
    swc_arena_info i = SWC_ARENA_INFO_INIT;
    i.players = (uint32_t)a->n;
    i.games = a->games;
    i.ignored_period = a->ignored_period;
    i.ignored_eliminated = a->ignored_elim;
    i.resets = a->resets_done;
    i.qualified = a->qualified_count;
    i.eliminated = a->eliminated_count;
    i.last_time = a->last_time;
    i.struct_size = out->struct_size;
    memcpy(out, &i, out->struct_size < sizeof i ? out->struct_size : sizeof i);
    return SWC_OK;
}

uint32_t swc_arena_preset_count(void)
{
    return ar_preset_count();
}

int swc_arena_preset_get(swc_arena_preset_info *out, uint32_t index)
{
    if (!out || out->struct_size < offsetof(swc_arena_preset_info, description) + sizeof(void *))
        return SWC_EINVAL;
    const ar_preset *p = ar_preset_at(index);
    if (!p)
        return SWC_ENOTFOUND;
    out->name = p->name;
    out->name_zh = p->name_zh;
    out->description = p->description;
    return SWC_OK;
}

int swc_arena_parse_time(int64_t *out, const char *text)
{
    if (!out || !text)
        return SWC_EINVAL;
    return ev_parse_time(out, text, strlen(text)) ? SWC_EPARSE : SWC_OK;
}

size_t swc_arena_format_time(char *buf, size_t cap, int64_t t)
{
    char tmp[48];
    ev_format_time(tmp, sizeof tmp, t);
    if (!buf && cap)
        return 0;
    if (cap)
        snprintf(buf, cap, "%s", tmp);
    return strlen(tmp);
}
