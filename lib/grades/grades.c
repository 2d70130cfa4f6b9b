/*
 * The grade result: one row per player of a tournament, an arena or a
 * knockout stage, read through their public calls, with the grade the
 * table gives. A new result is built aside and swapped in only when
 * complete, so a failed call keeps the rows of the last good one.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <swisscore/player.h>
#include <swisscore/tiebreak.h>

#include "gr.h"

#define MAGIC_GRADES 0x53574752u /* "SWGR" */

typedef struct gr_row {
    uint32_t id;
    char *name;
    char *current;
    int64_t measure;
    uint32_t games;
    const char *cap, *grade, *reason;
} gr_row;

typedef struct gr_rows {
    gr_row *r;
    size_t n, cap;
} gr_rows;

struct swc_grades {
    uint32_t magic;
    swc_mem mem;
    gr_rows rows;
    char errmsg[320];
};

static const char bad_handle[] = "invalid grades handle";

static int g_ok(const swc_grades *g)
{
    return g && g->magic == MAGIC_GRADES;
}

static int g_fail(swc_grades *g, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int g_fail(swc_grades *g, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(g->errmsg, sizeof g->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

static void rows_free(const swc_mem *m, gr_rows *rs)
{
    for (size_t i = 0; i < rs->n; i++) {
        swc_mem_strfree(m, rs->r[i].name);
        swc_mem_strfree(m, rs->r[i].current);
    }
    swc_mem_free(m, rs->r, rs->cap * sizeof *rs->r);
    memset(rs, 0, sizeof *rs);
}

static gr_row *rows_push(const swc_mem *m, gr_rows *rs, uint32_t id, const char *name, const char *current)
{
    if (swc_mem_reserve(m, (void **)&rs->r, &rs->cap, rs->n + 1, sizeof *rs->r))
        return NULL;
    gr_row *r = &rs->r[rs->n];
    memset(r, 0, sizeof *r);
    r->id = id;
    r->cap = r->grade = r->reason = "";
    if (!(r->name = swc_mem_strdup(m, name)))
        return NULL;
    if (!(r->current = swc_mem_strdup(m, current ? current : ""))) {
        swc_mem_strfree(m, r->name);
        return NULL;
    }
    rs->n++;
    return r;
}

int swc_grades_new(swc_grades **out, const swc_grades_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    if (opts && (opts->struct_size < offsetof(swc_grades_options, allocator) + sizeof(void *) ||
                 (opts->allocator && !swc_mem_valid(opts->allocator))))
        return SWC_EINVAL;
    swc_mem mem;
    swc_mem_init(&mem, opts ? opts->allocator : NULL);
    swc_grades *g = swc_mem_calloc(&mem, 1, sizeof *g);
    if (!g)
        return SWC_ENOMEM;
    g->magic = MAGIC_GRADES;
    g->mem = mem;
    *out = g;
    return SWC_OK;
}

void swc_grades_free(swc_grades *g)
{
    if (!g_ok(g))
        return;
    rows_free(&g->mem, &g->rows);
    g->magic = 0;
    swc_mem mem = g->mem;
    swc_mem_free(&mem, g, sizeof *g);
}

const char *swc_grades_errmsg(const swc_grades *g)
{
    return g_ok(g) ? g->errmsg : bad_handle;
}

/* The table of the params, of one of the allowed kinds. */
static int table_of(swc_grades *g, const swc_grades_params *p, const gr_table **out, int kind1, int kind2,
                    const char *source)
{
    if (!p || p->struct_size < offsetof(swc_grades_params, rate_basis) + sizeof(int32_t))
        return g_fail(g, SWC_EINVAL, "no params or bad struct_size");
    if (!p->table)
        return g_fail(g, SWC_EINVAL, "no grade table given");
    const gr_table *tb = gr_table_find(p->table);
    if (!tb)
        return g_fail(g, SWC_ENOTFOUND, "no grade table '%.60s'", p->table);
    if (tb->kind != kind1 && tb->kind != kind2)
        return g_fail(g, SWC_EINVAL, "grade table '%s' does not read %s", tb->name, source);
    *out = tb;
    return SWC_OK;
}

/* Band lookup: the grade of a value, NULL when no band holds it. Points
 * tables take the highest band reached; the others the band that holds
 * the value. */
static const char *band_grade(const gr_table *tb, int64_t v)
{
    const char *best = NULL;
    for (size_t i = 0; i < tb->nbands; i++) {
        const gr_band *b = &tb->bands[i];
        if (tb->kind == SWC_GRADE_BY_POINTS) {
            if (v >= b->lo)
                best = b->grade;
        } else if (v >= b->lo && (b->hi == 0 || v <= b->hi)) {
            best = b->grade;
        }
    }
    return best;
}

static void grade_by_band(gr_row *r, const gr_table *tb, int64_t v)
{
    r->measure = v;
    if (r->games < tb->min_games) {
        r->reason = "fewer games than the certificate needs";
        return;
    }
    const char *gr = band_grade(tb, v);
    if (!gr || !gr[0]) {
        r->reason = tb->kind == SWC_GRADE_BY_POINTS ? "points below the table" : "outside the table";
        return;
    }
    r->grade = gr;
}

static void swap_in(swc_grades *g, gr_rows *fresh)
{
    rows_free(&g->mem, &g->rows);
    g->rows = *fresh;
    g->errmsg[0] = '\0';
}

/* ---- arena ------------------------------------------------------------- */

int swc_grades_from_arena(swc_grades *g, swc_arena *a, const swc_grades_params *p)
{
    if (!g_ok(g))
        return SWC_EINVAL;
    if (!a)
        return g_fail(g, SWC_EINVAL, "no arena");
    const gr_table *tb;
    int rc = table_of(g, p, &tb, SWC_GRADE_BY_POINTS, SWC_GRADE_BY_RANK, "an arena");
    if (rc)
        return rc;
    gr_rows fresh = { NULL, 0, 0 };
    uint32_t n = swc_arena_player_count(a);
    /* rank tables count only players with the games the table asks */
    uint32_t place = 0, prev_rank = 0, counted = 0;
    for (uint32_t i = 0; i < n; i++) {
        swc_arena_row ar = SWC_ARENA_ROW_INIT;
        if ((rc = swc_arena_row_get(&ar, a, i))) {
            rows_free(&g->mem, &fresh);
            return g_fail(g, rc, "arena row %u: %s", i, swc_arena_errmsg(a));
        }
        gr_row *r = rows_push(&g->mem, &fresh, ar.id, ar.name, NULL);
        if (!r) {
            rows_free(&g->mem, &fresh);
            return g_fail(g, SWC_ENOMEM, "out of memory");
        }
        r->games = ar.games;
        if (ar.status == SWC_ARENA_ELIMINATED) {
            r->reason = "eliminated by escapes";
            continue;
        }
        if (tb->kind == SWC_GRADE_BY_POINTS) {
            grade_by_band(r, tb, ar.points);
            continue;
        }
        if (ar.games < tb->min_games) {
            r->reason = "fewer games than the certificate needs";
            continue;
        }
        counted++;
        if (ar.rank != prev_rank)
            place = counted;
        prev_rank = ar.rank;
        grade_by_band(r, tb, place);
    }
    swap_in(g, &fresh);
    return SWC_OK;
}

/* ---- knockout ---------------------------------------------------------- */

int swc_grades_from_knockout(swc_grades *g, swc_knockout *k, const swc_grades_params *p)
{
    if (!g_ok(g))
        return SWC_EINVAL;
    if (!k)
        return g_fail(g, SWC_EINVAL, "no knockout stage");
    const gr_table *tb;
    int rc = table_of(g, p, &tb, SWC_GRADE_BY_KNOCKOUT, SWC_GRADE_BY_KNOCKOUT, "a knockout stage");
    if (rc)
        return rc;
    int64_t rounds = 0;
    swc_knockout_get_int(&rounds, k, SWC_KO_ROUNDS);
    gr_rows fresh = { NULL, 0, 0 };
    uint32_t n = swc_knockout_player_count(k);
    for (uint32_t id = 1; id <= n; id++) {
        swc_knockout_player kp = SWC_KNOCKOUT_PLAYER_INIT;
        if ((rc = swc_knockout_player_get(&kp, k, id))) {
            rows_free(&g->mem, &fresh);
            return g_fail(g, rc, "knockout player %u: %s", id, swc_knockout_errmsg(k));
        }
        gr_row *r = rows_push(&g->mem, &fresh, kp.id, kp.name, NULL);
        if (!r) {
            rows_free(&g->mem, &fresh);
            return g_fail(g, SWC_ENOMEM, "out of memory");
        }
        r->games = kp.games;
        if (kp.status == SWC_KO_ALIVE) {
            r->reason = "the stage is not over";
            continue;
        }
        if (kp.status == SWC_KO_QUALIFIED) {
            r->measure = rounds + 1;
            const char *gr = band_grade(tb, GR_KO_WON);
            r->grade = gr ? gr : "";
            continue;
        }
        r->measure = kp.out_round;
        if (kp.games == 0) {
            r->reason = "did not play";
            continue;
        }
        if (kp.how_out == SWC_KO_BY_ESCAPE) {
            r->reason = "eliminated by escaping";
            continue;
        }
        /* a repechage brings him to the next stage; his grade is the round he lost in */
        const char *gr = band_grade(tb, kp.out_round);
        if (!gr || !gr[0])
            r->reason = "no grade for this round";
        else
            r->grade = gr;
    }
    swap_in(g, &fresh);
    return SWC_OK;
}

/* ---- tournament -------------------------------------------------------- */

static int is_adult_group(const char *group)
{
    return group && (strstr(group, "成年") || strstr(group, "成人"));
}

int gr_round_missed(const swc_player_round_info *ri)
{
    return ri->kind == SWC_RK_FORFEIT_LOSS || ri->kind == SWC_RK_ZERO_BYE || ri->kind == SWC_RK_NOT_PAIRED ||
           ri->kind == SWC_RK_WITHDRAWN;
}

/* Score and games on the basis asked, and the rounds missed without
 * leave; the denominator in tenths of the win. */
static void score_rate(const swc_player *pl, uint32_t rounds, int basis, int32_t win, int32_t *permille,
                       uint32_t *games, uint32_t *missed)
{
    int64_t pts = 0;
    uint32_t n = 0;
    for (uint32_t r = 1; r <= rounds; r++) {
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        if (swc_player_round(&ri, pl, r))
            continue;
        *missed += (uint32_t)gr_round_missed(&ri);
        if (ri.kind == SWC_RK_NOT_ENTERED || ri.kind == SWC_RK_WITHDRAWN)
            continue;
        if (basis == SWC_GRADE_RATE_PLAYED && ri.kind != SWC_RK_PLAYED)
            continue;
        pts += ri.points;
        n++;
    }
    *games = n;
    if (!n || win <= 0) {
        *permille = 0;
        return;
    }
    int64_t den = (int64_t)n * win;
    *permille = (int32_t)((pts * 2000 + den) / (2 * den));
}

int swc_grades_from_tournament(swc_grades *g, swc_tournament *t, const swc_grades_params *params)
{
    if (!g_ok(g))
        return SWC_EINVAL;
    if (!t)
        return g_fail(g, SWC_EINVAL, "no tournament");
    const gr_table *tb;
    int rc = table_of(g, params, &tb, SWC_GRADE_BY_RANK, SWC_GRADE_BY_SCORE_RATE, "a tournament");
    if (rc)
        return rc;
    /* callers built against a shorter struct get the defaults of the rest */
    swc_grades_params full = SWC_GRADES_PARAMS_INIT;
    memcpy(&full, params, params->struct_size < sizeof full ? params->struct_size : sizeof full);
    const swc_grades_params *p = &full;
    uint32_t rounds = swc_tournament_round_count(t);
    if (p->after_round > rounds)
        return g_fail(g, SWC_ERANGE, "after_round %lu: only %lu rounds created", (unsigned long)p->after_round,
                      (unsigned long)rounds);
    if (p->after_round)
        rounds = p->after_round;
    if (p->rate_basis != SWC_GRADE_RATE_ROUNDS && p->rate_basis != SWC_GRADE_RATE_PLAYED)
        return g_fail(g, SWC_EINVAL, "bad rate_basis %d", (int)p->rate_basis);
    gr_thresholds th = { NULL, 0, 0 };
    if (tb->kind == SWC_GRADE_BY_SCORE_RATE) {
        if (!p->thresholds)
            return g_fail(g, SWC_EINVAL,
                          "table '%s' needs the score-rate thresholds of the CCA regulation (see "
                          "swc_grades_example_thresholds() for the format)",
                          tb->name);
        char err[200];
        if ((rc = gr_thresholds_parse(&th, &g->mem, p->thresholds, err, sizeof err)))
            return g_fail(g, rc, "thresholds: %s", err);
    }
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.ruleset = p->ruleset;
    so.tiebreaks = p->tiebreaks;
    so.seed = p->seed;
    so.after_round = p->after_round;
    so.unplayed = p->unplayed;
    swc_standings *s = NULL;
    if ((rc = swc_standings_compute(&s, t, &so))) {
        gr_thresholds_free(&th, &g->mem);
        return g_fail(g, rc, "standings: %s", swc_tournament_errmsg(t));
    }
    int32_t win = 10;
    swc_tournament_get_int(&win, t, SWC_SET_POINTS_WIN);
    gr_rows fresh = { NULL, 0, 0 };
    uint32_t n = swc_standings_count(s);
    /* place within the player's sex: 1 + players of his sex ranked before him */
    uint32_t men_before = 0, women_before = 0, men_seen = 0, women_seen = 0, prev_rank = 0;
    for (uint32_t k = 0; k < n && !rc; k++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        swc_player *pl;
        if (swc_standings_row_get(&row, s, k) || !(pl = swc_tournament_player(t, row.id)) ||
            swc_player_get_info(&pi, pl)) {
            rc = g_fail(g, SWC_EINCONSISTENT, "standings row %u unreadable", k);
            break;
        }
        if (row.rank != prev_rank) {
            men_before = men_seen;
            women_before = women_seen;
            prev_rank = row.rank;
        }
        int woman = pi.sex == 'w' || pi.sex == 'f';
        uint32_t place = p->by_sex ? (woman ? women_before : men_before) + 1 : row.rank;
        /* head counts are caps: players tied after the tie-breaks are taken
         * in standings order, as a prize list in standings order does */
        if (tb->head_counts)
            place = p->by_sex ? (woman ? women_seen : men_seen) + 1 : k + 1;
        if (woman)
            women_seen++;
        else
            men_seen++;
        gr_row *r = rows_push(&g->mem, &fresh, row.id, pi.name, tb->kind == SWC_GRADE_BY_SCORE_RATE ? pi.cn_title : NULL);
        if (!r) {
            rc = g_fail(g, SWC_ENOMEM, "out of memory");
            break;
        }
        int32_t permille;
        uint32_t missed = 0;
        score_rate(pl, rounds, p->rate_basis, win, &permille, &r->games, &missed);
        if (tb->kind == SWC_GRADE_BY_RANK) {
            grade_by_band(r, tb, place);
            if (p->last_band_capped && tb->last_hi && place > tb->last_hi) {
                r->grade = "";
                r->reason = "after the head count of the last band";
            }
        } else {
            r->measure = permille;
            const char *ct = pi.cn_title ? pi.cn_title : "";
            int current = gr_level_parse(ct, strlen(ct));
            int cap = -1;
            const char *why = "current grade not recognised";
            int level = current < 0 ? -1
                                    : gr_score_rate_grade(tb, &th, current, is_adult_group(pi.group), permille, &cap, &why);
            r->cap = cap >= 0 ? gr_level_name(cap) : "";
            if (level < 0)
                r->reason = why;
            else
                r->grade = gr_level_name(level);
        }
        /* 取消比赛资格: his place stays in the standings, his certificate goes */
        if (p->disqualify_missed && missed >= p->disqualify_missed) {
            r->grade = "";
            r->reason = GR_DISQUALIFIED;
        }
    }
    swc_standings_free(s);
    gr_thresholds_free(&th, &g->mem);
    if (rc) {
        rows_free(&g->mem, &fresh);
        return rc;
    }
    swap_in(g, &fresh);
    return SWC_OK;
}

/* ---- rows -------------------------------------------------------------- */

uint32_t swc_grades_count(const swc_grades *g)
{
    return g_ok(g) ? (uint32_t)g->rows.n : 0;
}

#define ROW_V1 (offsetof(swc_grade_row, reason) + sizeof(void *))

static void fill(swc_grade_row *out, const gr_row *r)
{
    swc_grade_row o = SWC_GRADE_ROW_INIT;
    o.struct_size = out->struct_size;
    o.id = r->id;
    o.name = r->name;
    o.measure = r->measure;
    o.games = r->games;
    o.current = r->current;
    o.cap = r->cap;
    o.grade = r->grade;
    o.reason = r->reason;
    memcpy(out, &o, out->struct_size < sizeof o ? out->struct_size : sizeof o);
}

int swc_grades_row_get(swc_grade_row *out, const swc_grades *g, uint32_t index)
{
    if (!g_ok(g) || !out || out->struct_size < ROW_V1)
        return SWC_EINVAL;
    if (index >= g->rows.n)
        return SWC_ENOTFOUND;
    fill(out, &g->rows.r[index]);
    return SWC_OK;
}

int swc_grades_find(swc_grade_row *out, const swc_grades *g, uint32_t id)
{
    if (!g_ok(g) || !out || out->struct_size < ROW_V1)
        return SWC_EINVAL;
    for (size_t i = 0; i < g->rows.n; i++)
        if (g->rows.r[i].id == id) {
            fill(out, &g->rows.r[i]);
            return SWC_OK;
        }
    return SWC_ENOTFOUND;
}

uint32_t swc_grade_table_count(void)
{
    return gr_table_count();
}

int swc_grade_table_get(swc_grade_table_info *out, uint32_t index)
{
    if (!out || out->struct_size < offsetof(swc_grade_table_info, description) + sizeof(void *))
        return SWC_EINVAL;
    const gr_table *tb = gr_table_at(index);
    if (!tb)
        return SWC_ENOTFOUND;
    out->name = tb->name;
    out->name_zh = tb->name_zh;
    out->kind = tb->kind;
    out->description = tb->description;
    return SWC_OK;
}

const char *swc_grades_example_thresholds(void)
{
    return gr_example_thresholds;
}
