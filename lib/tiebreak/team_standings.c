/* Team standings: the cascade of team tie-breaks applied in turn to the
 * teams still tied (C.07 4.2), and the public snapshot. */
#include <stdio.h>
#include <string.h>

#include "team_tb.h"

#define SWC_MAGIC_TEAM_STANDINGS 0x53575453u /* "SWTS" */

struct swc_team_standings {
    uint32_t magic;
    swc_mem mem;
    uint32_t n, ncols;
    uint32_t *team, *rank, *shared;  /* by row */
    int64_t *values;                 /* n × ncols, by row */
    tt_spec specs[TT_MAX_SPECS];
    char cascade[TT_CASCADE_MAX];    /* as given, before the Chinese names are read */
};

static int ts_ok(const swc_team_standings *s)
{
    return s && s->magic == SWC_MAGIC_TEAM_STANDINGS;
}

static const char *name_zh(const tt_spec *sp)
{
    switch (sp->crit) {
    case TT_PTS: return sp->score == TT_MP ? "场分" : "局分";
    case TT_MPVGP: return sp->score == TT_MP ? "局分" : "场分";
    case TT_WIN: return sp->score == TT_MP ? "胜场数" : "胜局数";
    case TT_WON: return sp->score == TT_MP ? "实胜场数" : "实胜局数";
    case TT_PS: return "累进分";
    case TT_KS: return "科亚分";
    case TT_BH: return sp->cut_high ? "中间对手分" : sp->cut_low ? "扣除对手分" : "对手分";
    case TT_FB: return "预测对手分";
    case TT_AOB: return "对手平均对手分";
    case TT_ESB: return "扩展索伯分";
    case TT_SSSC: return "分数强度组合";
    case TT_BC: return "台次分";
    case TT_EDE: return "直胜";
    case TT_TBR: return "台次成绩";
    default: return "末台淘汰";
    }
}

static const char *type_of(const tt_spec *sp)
{
    switch (sp->crit) {
    case TT_PTS: return "-";
    case TT_BH: case TT_FB: return "C";
    case TT_AOB: return "CC";
    case TT_KS: case TT_ESB: case TT_SSSC: return "BC";
    case TT_EDE: return "A";
    default: return "B";
    }
}

/* Sort key order: -1 when team x ranks before team y on this column. */
static int before(const int64_t *key, int ascending, uint32_t x, uint32_t y)
{
    int64_t a = key[x], b = key[y];
    if (a != b) {
        if (a == TT_UNDEF || b == TT_UNDEF)
            return a == TT_UNDEF ? 1 : -1;
        return (ascending ? a < b : a > b) ? -1 : 1;
    }
    return (x > y) - (x < y);
}

/* Apply one column: order the teams by (place so far, value) and give the
 * places, keeping the earlier separations. */
static void apply(uint32_t n, uint32_t *order, uint32_t *rank, const int64_t *key, int ascending)
{
    for (uint32_t i = 1; i < n; i++) {
        uint32_t x = order[i];
        uint32_t j = i;
        while (j > 0) {
            uint32_t y = order[j - 1];
            int c = rank[y] != rank[x] ? (rank[y] < rank[x] ? -1 : 1) : before(key, ascending, y, x);
            if (c <= 0)
                break;
            order[j] = y;
            j--;
        }
        order[j] = x;
    }
    uint32_t prev_rank = 0;
    for (uint32_t p = 0; p < n; p++) {
        uint32_t x = order[p];
        uint32_t r;
        if (p == 0 || rank[x] == p + 1 || key[x] != key[order[p - 1]])
            r = p + 1;
        else
            r = prev_rank;
        prev_rank = r;
        rank[x] = r;
    }
}

static int compute(swc_team_standings *s, const tt_ctx *c, int ncols)
{
    uint32_t n = c->n;
    size_t sz = (size_t)(n + 1) * sizeof(int64_t);
    int64_t *key = swc_mem_alloc(c->mem, sz);
    int64_t *vals = swc_mem_alloc(c->mem, sz * (size_t)ncols);
    uint32_t *order = swc_mem_calloc(c->mem, 3 * (size_t)n + 1, sizeof *order);
    int rc = (!key || !vals || !order) ? SWC_ENOMEM : SWC_OK;
    uint32_t *rank = order ? order + n : NULL, *pos = order ? order + 2 * n : NULL;
    for (uint32_t i = 0; rc == SWC_OK && i < n; i++) {
        order[i] = i;
        rank[i] = 1;
    }
    for (int col = 0; rc == SWC_OK && col < ncols; col++) {
        const tt_spec *sp = &s->specs[col];
        int64_t *v = vals + (size_t)col * (n + 1);
        if (tt_grouped(sp)) {
            rc = tt_split(c, sp, rank, pos);
            if (rc)
                break;
            /* The value shown: the place inside the tied group, 0 when nobody was separated. */
            for (uint32_t i = 0; i < n; i++) {
                uint32_t lo = UINT32_MAX, hi = 0;
                for (uint32_t j = 0; j < n; j++)
                    if (rank[j] == rank[i]) {
                        lo = pos[j] < lo ? pos[j] : lo;
                        hi = pos[j] > hi ? pos[j] : hi;
                    }
                v[i] = lo != hi ? (int64_t)(pos[i] - lo + 1) : 0;
                key[i] = pos[i];
            }
            apply(n, order, rank, key, 1);
        } else {
            rc = tt_value(c, sp, v);
            if (rc)
                break;
            apply(n, order, rank, v, tt_ascending(sp));
        }
    }
    if (rc == SWC_OK) {
        for (uint32_t p = 0; p < n; p++) {
            uint32_t i = order[p];
            s->team[p] = i + 1;
            s->rank[p] = rank[i];
            s->shared[p] = (p > 0 && rank[order[p - 1]] == rank[i]) || (p + 1 < n && rank[order[p + 1]] == rank[i]);
            for (int col = 0; col < ncols; col++)
                s->values[(size_t)p * (size_t)ncols + (size_t)col] = vals[(size_t)col * (n + 1) + i];
        }
    }
    swc_mem_free(c->mem, key, sz);
    swc_mem_free(c->mem, vals, sz * (size_t)ncols);
    swc_mem_free(c->mem, order, (3 * (size_t)n + 1) * sizeof *order);
    return rc;
}

static size_t bytes_of(uint32_t n, uint32_t ncols)
{
    return (size_t)(n + 1) * (3 * sizeof(uint32_t) + (size_t)ncols * sizeof(int64_t));
}

int swc_team_standings_new(swc_team_standings **out, swc_tournament *t, const char *tiebreaks, uint32_t after_round)
{
    return tt_standings_new(out, t, tiebreaks, after_round, 0);
}

int tt_standings_new(swc_team_standings **out, swc_tournament *t, const char *tiebreaks, uint32_t after_round,
                     int pab_as_wins)
{
    if (out)
        *out = NULL;
    if (!t || t->magic != SWC_MAGIC_TOURNAMENT)
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "out is NULL");
    if (!t->teams || t->teams->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event: team standings need the number of boards");
    tt_ctx c;
    if (tt_ctx_init(&c, t, after_round, pab_as_wins))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    /* The cascade: given (a ruleset's name or codes), else the event's own
     * 212 / 202 record, else the FIDE ruleset for its kind of pairings. */
    char given[TT_CASCADE_MAX], text[TT_CASCADE_MAX], err[160];
    const tt_ruleset *rs = tiebreaks && *tiebreaks ? tt_ruleset_find(tiebreaks) : NULL;
    size_t flen = 0;
    const char *file = tiebreaks && *tiebreaks ? NULL : tt_file_cascade(t, &flen);
    if (rs)
        snprintf(given, sizeof given, "%s", rs->spec);
    else if (tiebreaks && *tiebreaks)
        snprintf(given, sizeof given, "%s", tiebreaks);
    else if (file)
        snprintf(given, sizeof given, "%.*s", (int)(flen < sizeof given ? flen : sizeof given - 1), file);
    else
        snprintf(given, sizeof given, "%s", tt_ruleset_find(c.rr ? "fide-team-rr-2026" : "fide-team-2026")->spec);
    tt_spec specs[TT_MAX_SPECS];
    int primary = TT_MP;
    int ncols = -1;
    if (strlen(given) + 1 >= sizeof given || tt_translate(text, sizeof text, given))
        snprintf(err, sizeof err, "the team cascade is longer than %d bytes", TT_CASCADE_MAX - 1);
    else
        ncols = tt_parse(specs, TT_MAX_SPECS, &primary, text, err, sizeof err);
    if (ncols < 0) {
        tt_ctx_free(&c);
        return swc_fail(t, SWC_EINVAL, "%s", err);
    }
    c.primary = primary;
    uint32_t nteams = c.n;
    swc_team_standings *s = swc_mem_calloc(&t->mem, 1, sizeof *s);
    unsigned char *block = swc_mem_calloc(&t->mem, 1, bytes_of(nteams, (uint32_t)ncols));
    int rc = s && block ? SWC_OK : SWC_ENOMEM;
    if (rc == SWC_OK) {
        s->mem = t->mem;
        s->n = c.n;
        s->ncols = (uint32_t)ncols;
        memcpy(s->specs, specs, (size_t)ncols * sizeof specs[0]);
        memcpy(s->cascade, given, sizeof given);
        s->values = (int64_t *)block;
        s->team = (uint32_t *)(block + (size_t)(s->n + 1) * s->ncols * sizeof(int64_t));
        s->rank = s->team + s->n + 1;
        s->shared = s->rank + s->n + 1;
        rc = compute(s, &c, ncols);
    }
    tt_ctx_free(&c);
    if (rc) {
        swc_mem_free(&t->mem, block, bytes_of(nteams, (uint32_t)ncols));
        swc_mem_free(&t->mem, s, sizeof *s);
        return swc_fail(t, rc, "out of memory");
    }
    s->magic = SWC_MAGIC_TEAM_STANDINGS;
    *out = s;
    return swc_ok(t);
}

const char *swc_team_standings_cascade(const swc_team_standings *s)
{
    return ts_ok(s) ? s->cascade : "";
}

uint32_t swc_team_ruleset_count(void)
{
    return (uint32_t)tt_nrulesets;
}

int swc_team_ruleset_get(swc_ruleset_info *out, uint32_t index)
{
    if (!out || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    if (index >= tt_nrulesets)
        return SWC_ENOTFOUND;
    out->name = tt_rulesets[index].name;
    out->name_zh = tt_rulesets[index].zh;
    out->tiebreaks = tt_rulesets[index].spec;
    out->unplayed = SWC_UNPLAYED_FIDE2026;
    out->lots = 0;
    out->description = tt_rulesets[index].what;
    return SWC_OK;
}

void swc_team_standings_free(swc_team_standings *s)
{
    if (!ts_ok(s))
        return;
    swc_mem m = s->mem;
    s->magic = 0;
    swc_mem_free(&m, s->values, bytes_of(s->n, s->ncols));
    swc_mem_free(&m, s, sizeof *s);
}

uint32_t swc_team_standings_count(const swc_team_standings *s)
{
    return ts_ok(s) ? s->n : 0;
}

int swc_team_standings_get(swc_team_standing *out, const swc_team_standings *s, uint32_t row)
{
    if (!out || !ts_ok(s) || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    if (row >= s->n)
        return SWC_ENOTFOUND;
    out->team = s->team[row];
    out->rank = s->rank[row];
    out->shared = s->shared[row];
    return SWC_OK;
}

uint32_t swc_team_standings_columns(const swc_team_standings *s)
{
    return ts_ok(s) ? s->ncols : 0;
}

int swc_team_standings_column(swc_criterion_info *out, const swc_team_standings *s, uint32_t column)
{
    if (!out || !ts_ok(s) || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    if (column >= s->ncols)
        return SWC_ENOTFOUND;
    const tt_spec *sp = &s->specs[column];
    int32_t scale = tt_scale(sp);
    out->code = sp->label;
    out->name_zh = name_zh(sp);
    out->type = type_of(sp);
    out->scale = scale;
    out->decimals = scale == 100 ? 2 : scale == 10 ? 1 : 0;
    out->ascending = tt_ascending(sp);
    return SWC_OK;
}

int swc_team_standings_value(int64_t *out, const swc_team_standings *s, uint32_t row, uint32_t column)
{
    if (!out || !ts_ok(s))
        return SWC_EINVAL;
    if (row >= s->n || column >= s->ncols)
        return SWC_ENOTFOUND;
    *out = s->values[(size_t)row * s->ncols + column];
    return SWC_OK;
}
