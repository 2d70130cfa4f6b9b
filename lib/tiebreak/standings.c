/*
 * Standings: the cascade evaluator and the public entry points of
 * tiebreak.h. Criteria are applied in order to every group of players still
 * tied (C.07 2026 2.x wording); what remains tied shares the place, or is
 * separated by lots when the cascade says LOT.
 */
#include <string.h>

#include "../core/rng.h"
#include "tb.h"

#define SWC_MAGIC_STANDINGS 0x53574353u /* "SWCS" */

typedef struct st_row {
    uint32_t id, rank, shared, by_lot, overall;
    uint32_t player; /* index */
} st_row;

struct swc_standings {
    uint32_t magic;
    swc_mem mem;
    uint32_t nrows, ncols;
    st_row *rows;
    int64_t *values;                 /* nrows × ncols */
    size_t rows_bytes, values_bytes; /* allocated sizes */
    int crit[TB_MAX_SPECS + 1];
    char label[TB_MAX_SPECS + 1][TB_LABEL_MAX];
    const char *label_zh[TB_MAX_SPECS + 1];
    int regime;                      /* unplayed-game rule applied */
};

static int st_ok(const swc_standings *s)
{
    return s && s->magic == SWC_MAGIC_STANDINGS;
}

/* Work area of one computation. */
typedef struct work {
    tb_ctx c;
    tb_spec spec[TB_MAX_SPECS + 1];
    int nspec;
    int64_t *vals;      /* nspec × n */
    uint32_t *order;    /* player indices in ranking order */
    uint32_t *gstart;   /* 1 where a tied group starts */
    uint8_t *lot_split; /* 1 when lots split the player's group */
    int64_t *gbuf;
} work;

static void work_free(work *w, const swc_mem *m, uint32_t n)
{
    size_t n1 = n ? n : 1;
    swc_mem_free(m, w->vals, (size_t)(w->nspec ? w->nspec : 1) * n1 * sizeof *w->vals);
    swc_mem_free(m, w->order, n1 * sizeof *w->order);
    swc_mem_free(m, w->gstart, (n1 + 1) * sizeof *w->gstart);
    swc_mem_free(m, w->lot_split, n1 * sizeof *w->lot_split);
    swc_mem_free(m, w->gbuf, n1 * sizeof *w->gbuf);
    tb_ctx_free(&w->c);
}

/* 1 when a ranks strictly ahead of b on this value (undefined last). */
static int better(int64_t a, int64_t b, int asc)
{
    if (a == b)
        return 0;
    if (a == TB_UNDEF)
        return 0;
    if (b == TB_UNDEF)
        return 1;
    return asc ? a < b : a > b;
}

static int apply_cascade(work *w, const swc_tournament *t)
{
    uint32_t n = w->c.n;
    /* initial order: pairing numbers */
    for (uint32_t k = 0; k < n; k++)
        w->order[k] = t->by_tpn[k];
    memset(w->gstart, 0, (size_t)(n + 1) * sizeof *w->gstart);
    w->gstart[0] = 1;
    w->gstart[n] = 1;
    for (int s = 0; s < w->nspec; s++) {
        const tb_spec *sp = &w->spec[s];
        const tb_criterion *cr = &tb_criteria[sp->crit];
        int64_t *v = w->vals + (size_t)s * n;
        int asc = cr->ascending ^ sp->reverse;
        for (uint32_t a = 0; a < n;) {
            uint32_t b = a + 1;
            while (b < n && !w->gstart[b])
                b++;
            if (cr->grouped) {
                int rc = tb_group_codes(&w->c, sp, w->order + a, b - a, w->gbuf);
                if (rc)
                    return rc;
                for (uint32_t k = a; k < b; k++)
                    v[w->order[k]] = w->gbuf[k - a];
            }
            if (b - a > 1) {
                /* stable insertion sort of the group by the value */
                for (uint32_t x = a + 1; x < b; x++) {
                    uint32_t p = w->order[x], y = x;
                    while (y > a && better(v[p], v[w->order[y - 1]], asc)) {
                        w->order[y] = w->order[y - 1];
                        y--;
                    }
                    w->order[y] = p;
                }
                for (uint32_t x = a + 1; x < b; x++) {
                    if (v[w->order[x]] != v[w->order[x - 1]]) {
                        w->gstart[x] = 1;
                        if (sp->crit == TB_LOT)
                            for (uint32_t k = a; k < b; k++)
                                w->lot_split[w->order[k]] = 1;
                    }
                }
            }
            a = b;
        }
    }
    return SWC_OK;
}

static int lots(work *w, const swc_tournament *t, uint64_t seed, int64_t *v)
{
    uint32_t n = w->c.n;
    uint32_t *perm = swc_mem_calloc(w->c.mem, n ? n : 1, sizeof *perm);
    if (!perm)
        return SWC_ENOMEM;
    for (uint32_t k = 0; k < n; k++)
        perm[k] = t->by_tpn[k];
    swc_rng rng;
    swc_rng_seed(&rng, seed);
    swc_rng_shuffle_u32(&rng, perm, n);
    for (uint32_t k = 0; k < n; k++)
        v[perm[k]] = (int64_t)k + 1;
    swc_mem_free(w->c.mem, perm, (n ? n : 1) * sizeof *perm);
    return SWC_OK;
}

static int is_woman(const swc_player *p)
{
    return p->sex == 'w' || p->sex == 'f';
}

static int unrated_for_groups(const swc_player *p)
{
    return p->rating <= 0 || (p->flags & SWC_PLAYER_PROVISIONAL);
}

/* Pre-determined pairings (C.07 15): asked for, or a round robin by the
 * system or by the numbers (every player can meet every other), the test
 * of the FIDE Technical Commission's calculator. */
static int predetermined(const swc_tournament *t, int32_t kind)
{
    if (kind != SWC_PAIRINGS_AUTO)
        return kind == SWC_PAIRINGS_PREDETERMINED;
    if (t->set.system == SWC_SYSTEM_BERGER)
        return 1;
    uint32_t rounds = t->set.rounds_known ? (uint32_t)t->set.rounds : (uint32_t)t->nrounds;
    return t->nplayers >= 2 && rounds + 1 >= t->nplayers;
}

int swc_standings_compute(swc_standings **out, swc_tournament *t, const swc_standings_options *opts)
{
    if (out)
        *out = NULL;
    if (!t || t->magic != SWC_MAGIC_TOURNAMENT)
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "out is NULL");
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    if (opts) {
        if (opts->struct_size < offsetof(swc_standings_options, seed))
            return swc_fail(t, SWC_EINVAL, "struct_size of the standings options is too small");
        memcpy(&o, opts, opts->struct_size < sizeof o ? opts->struct_size : sizeof o);
        o.struct_size = (uint32_t)sizeof o;
    }
    work w;
    memset(&w, 0, sizeof w);
    char err[200] = "";
    int regime = 0;
    const char *text = o.tiebreaks;
    if (!text && o.ruleset) {
        const tb_ruleset *rs = tb_ruleset_find(o.ruleset);
        if (!rs)
            return swc_fail(t, SWC_ENOTFOUND, "unknown ruleset '%s'", o.ruleset);
        text = rs->spec;
        regime = rs->regime;
    }
    tb_spec_default(&w.spec[0], TB_PTS);
    int ns = text ? tb_parse(w.spec + 1, TB_MAX_SPECS, text, err, sizeof err) : 0;
    if (ns < 0)
        return swc_fail(t, SWC_EINVAL, "%s", err);
    w.nspec = ns + 1;
    /* A cascade typed out that is a named ruleset's gets that ruleset's
     * rule for unplayed games: the same words give the same values. */
    if (!regime && o.tiebreaks) {
        const char *matched;
        regime = tb_ruleset_regime_of(w.spec + 1, ns, &matched);
    }
    if (o.unplayed) {
        if (o.unplayed != TB_REGIME_2026 && o.unplayed != TB_REGIME_2023 && o.unplayed != TB_REGIME_2009 &&
            o.unplayed != TB_REGIME_XQ2011)
            return swc_fail(t, SWC_EINVAL, "unknown rule for unplayed games %ld (2026, 2023, 2009 or 2011)",
                            (long)o.unplayed);
        regime = o.unplayed;
    }
    if (!regime)
        regime = TB_REGIME_2026;
    uint32_t rounds = (uint32_t)t->nrounds;
    if (o.after_round) {
        if (o.after_round > t->nrounds)
            return swc_fail(t, SWC_ERANGE, "round %lu does not exist (%lu created)", (unsigned long)o.after_round,
                            (unsigned long)t->nrounds);
        rounds = o.after_round;
    }
    if (o.pairings < SWC_PAIRINGS_AUTO || o.pairings > SWC_PAIRINGS_PREDETERMINED)
        return swc_fail(t, SWC_EINVAL, "unknown kind of pairings %ld (0 auto, 1 Swiss, 2 pre-determined)",
                        (long)o.pairings);
    if (o.group) {
        int found = 0;
        for (size_t i = 0; i < t->nplayers && !found; i++)
            found = !strcmp(swc_model_player_group(t, t->players[i]), o.group);
        if (!found)
            return swc_fail(t, SWC_ENOTFOUND, "no player is registered in group '%s'", o.group);
    }

    const swc_mem *m = &t->mem;
    int rc = tb_ctx_init(&w.c, t, rounds, regime);
    if (rc)
        return swc_fail(t, rc, "out of memory");
    w.c.predetermined = predetermined(t, o.pairings);
    uint32_t n = w.c.n;
    size_t n1 = n ? n : 1;
    swc_standings *s = NULL;
    w.vals = swc_mem_calloc(m, (size_t)w.nspec * n1, sizeof *w.vals);
    w.order = swc_mem_calloc(m, n1, sizeof *w.order);
    w.gstart = swc_mem_calloc(m, n1 + 1, sizeof *w.gstart);
    w.lot_split = swc_mem_calloc(m, n1, sizeof *w.lot_split);
    w.gbuf = swc_mem_calloc(m, n1, sizeof *w.gbuf);
    if (!w.vals || !w.order || !w.gstart || !w.lot_split || !w.gbuf) {
        rc = SWC_ENOMEM;
        goto fail;
    }
    for (int k = 0; k < w.nspec; k++) {
        const tb_spec *sp = &w.spec[k];
        if (tb_criteria[sp->crit].grouped)
            continue;
        rc = sp->crit == TB_LOT ? lots(&w, t, o.seed, w.vals + (size_t)k * n) : tb_compute(&w.c, sp, w.vals + (size_t)k * n);
        if (rc)
            goto fail;
    }
    rc = apply_cascade(&w, t);
    if (rc)
        goto fail;

    s = swc_mem_calloc(m, 1, sizeof *s);
    if (!s) {
        rc = SWC_ENOMEM;
        goto fail;
    }
    s->magic = SWC_MAGIC_STANDINGS;
    s->mem = t->mem;
    s->ncols = (uint32_t)w.nspec;
    for (int k = 0; k < w.nspec; k++) {
        s->crit[k] = w.spec[k].crit;
        tb_spec_label(s->label[k], TB_LABEL_MAX, &w.spec[k]);
        s->label_zh[k] = tb_spec_name_zh(&w.spec[k]);
    }
    s->regime = regime;
    s->rows = swc_mem_calloc(m, n1, sizeof *s->rows);
    s->values = swc_mem_calloc(m, n1 * (size_t)w.nspec, sizeof *s->values);
    s->rows_bytes = n1 * sizeof *s->rows;
    s->values_bytes = n1 * (size_t)w.nspec * sizeof *s->values;
    if (!s->rows || !s->values) {
        rc = SWC_ENOMEM;
        goto fail;
    }
    /* overall places (standard competition ranking) */
    uint32_t place = 1;
    uint32_t nr = 0;
    uint32_t women = 0, last_women_overall = 0;
    for (uint32_t k = 0; k < n; k++) {
        if (w.gstart[k])
            place = k + 1;
        uint32_t i = w.order[k];
        const swc_player *p = t->players[i];
        int keep = 1;
        if (o.group && strcmp(swc_model_player_group(t, p), o.group))
            keep = 0;
        if (o.rating_below > 0 && !unrated_for_groups(p) && p->rating >= o.rating_below)
            keep = 0;
        if (keep && o.women_top) {
            if (!is_woman(p) || (o.women_within && place > o.women_within))
                keep = 0;
            else if (women >= o.women_top && place != last_women_overall)
                keep = 0;
            if (keep) {
                women++;
                last_women_overall = place;
            }
        }
        if (!keep)
            continue;
        st_row *row = &s->rows[nr];
        row->player = i;
        row->id = p->id;
        row->overall = place;
        row->by_lot = w.lot_split[i];
        for (int c = 0; c < w.nspec; c++)
            s->values[(size_t)nr * (size_t)w.nspec + (size_t)c] = w.vals[(size_t)c * n + i];
        nr++;
    }
    s->nrows = nr;
    /* places inside the list: shared exactly when the overall place is */
    for (uint32_t k = 0; k < nr; k++) {
        if (k > 0 && s->rows[k].overall == s->rows[k - 1].overall) {
            s->rows[k].rank = s->rows[k - 1].rank;
            s->rows[k].shared = s->rows[k - 1].shared = 1;
        } else {
            s->rows[k].rank = k + 1;
        }
    }
    work_free(&w, m, n);
    *out = s;
    return swc_ok(t);

fail:
    work_free(&w, m, n);
    swc_standings_free(s);
    return swc_fail(t, rc, "out of memory");
}

void swc_standings_free(swc_standings *s)
{
    if (!st_ok(s))
        return;
    swc_mem m = s->mem;
    s->magic = 0;
    swc_mem_free(&m, s->rows, s->rows_bytes);
    swc_mem_free(&m, s->values, s->values_bytes);
    swc_mem_free(&m, s, sizeof *s);
}

uint32_t swc_standings_count(const swc_standings *s)
{
    return st_ok(s) ? s->nrows : 0;
}

uint32_t swc_standings_criteria_count(const swc_standings *s)
{
    return st_ok(s) ? s->ncols : 0;
}

int swc_standings_row_get(swc_standings_row *out, const swc_standings *s, uint32_t row)
{
    if (!out || !st_ok(s) || out->struct_size < offsetof(swc_standings_row, overall_rank))
        return SWC_EINVAL;
    if (row >= s->nrows)
        return SWC_ENOTFOUND;
    const st_row *r = &s->rows[row];
    swc_standings_row full = SWC_STANDINGS_ROW_INIT;
    full.id = r->id;
    full.rank = r->rank;
    full.shared = r->shared;
    full.by_lot = r->by_lot;
    full.overall_rank = r->overall;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

int swc_standings_criterion(swc_criterion_info *out, const swc_standings *s, uint32_t column)
{
    if (!out || !st_ok(s) || out->struct_size < offsetof(swc_criterion_info, ascending))
        return SWC_EINVAL;
    if (column >= s->ncols)
        return SWC_ENOTFOUND;
    const tb_criterion *cr = &tb_criteria[s->crit[column]];
    swc_criterion_info full = SWC_CRITERION_INFO_INIT;
    full.code = s->label[column];
    full.name_zh = s->label_zh[column] ? s->label_zh[column] : cr->zh;
    full.type = cr->type;
    full.decimals = cr->decimals;
    full.scale = cr->decimals == 2 ? 100 : cr->decimals == 1 ? 10 : 1;
    full.ascending = cr->ascending;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

int swc_standings_value(int64_t *out, const swc_standings *s, uint32_t row, uint32_t column)
{
    if (!out || !st_ok(s))
        return SWC_EINVAL;
    if (row >= s->nrows || column >= s->ncols)
        return SWC_ENOTFOUND;
    *out = s->values[(size_t)row * s->ncols + column];
    return SWC_OK;
}

int32_t swc_standings_unplayed_rule(const swc_standings *s)
{
    return st_ok(s) ? (int32_t)s->regime : 0;
}

uint32_t swc_ruleset_count(void)
{
    return (uint32_t)tb_nrulesets;
}

int swc_ruleset_get(swc_ruleset_info *out, uint32_t index)
{
    if (!out || out->struct_size < offsetof(swc_ruleset_info, description))
        return SWC_EINVAL;
    if (index >= tb_nrulesets)
        return SWC_ENOTFOUND;
    const tb_ruleset *r = &tb_rulesets[index];
    swc_ruleset_info full = SWC_RULESET_INFO_INIT;
    full.name = r->name;
    full.name_zh = r->zh;
    full.tiebreaks = r->spec;
    full.unplayed = r->regime;
    full.lots = r->lots;
    full.description = r->what;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}
