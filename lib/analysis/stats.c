/*
 * Pairing-quality measures of a tournament's rounds (analysis.h).
 *
 * Everything is read from the model's derived facts. Scores are those
 * before the round without acceleration, so the numbers compare pairing
 * systems on the same footing whatever their own pairing scores are.
 */
#include <string.h>

#include "../api/handles.h"
#include <swisscore/analysis.h>

#define MAGIC_STATS 0x53575353u /* "SWSS" */

typedef struct st_pab {
    uint32_t round, id;
    int32_t score;
} st_pab;

struct swc_stats_report {
    uint32_t magic;
    swc_mem mem;
    size_t nrounds;
    swc_stats_row *rows;  /* [0] totals, [r] round r */
    st_pab *pabs;
    size_t npabs, pabs_cap;
};

/* Float of a player in round r: paired against a lower score (down) or a
 * higher one (up), or given the PAB (down). */
static int float_of(const swc_player *p, uint32_t r)
{
    if (r < 1 || r > p->t->nrounds)
        return SWC_FLOAT_NONE;
    const swc_rec *rec = &p->rec[r - 1];
    if (rec->kind == SWC_RK_PAB)
        return SWC_FLOAT_DOWN;
    if (!rec->opp)
        return SWC_FLOAT_NONE;
    int32_t mine = swc_score_after(p, r - 1), theirs = swc_score_after(p->t->players[rec->opp - 1], r - 1);
    return mine > theirs ? SWC_FLOAT_DOWN : mine < theirs ? SWC_FLOAT_UP : SWC_FLOAT_NONE;
}

static void add_row(swc_stats_row *sum, const swc_stats_row *r)
{
    sum->boards += r->boards;
    sum->score_diff_pairs += r->score_diff_pairs;
    sum->score_diff_sq += r->score_diff_sq;
    sum->downfloaters += r->downfloaters;
    sum->upfloaters += r->upfloaters;
    sum->down_repeat1 += r->down_repeat1;
    sum->up_repeat1 += r->up_repeat1;
    sum->down_repeat2 += r->down_repeat2;
    sum->up_repeat2 += r->up_repeat2;
    sum->pref_mild_unmet += r->pref_mild_unmet;
    sum->pref_strong_unmet += r->pref_strong_unmet;
    sum->pref_absolute_unmet += r->pref_absolute_unmet;
    sum->colour_diff_beyond2 += r->colour_diff_beyond2;
    sum->same_colour3 += r->same_colour3;
    sum->pab_count += r->pab_count;
    sum->pab_score_sum += r->pab_score_sum;
    sum->rematches += r->rematches;
}

static int measure_round(swc_stats_report *rep, const swc_tournament *t, uint32_t r, swc_stats_row *row)
{
    const swc_round *rd = t->rounds[r - 1];
    row->round = r;
    row->boards = (uint32_t)rd->nboards;
    for (size_t b = 0; b < rd->nboards; b++) {
        const swc_player *w = t->players[rd->boards[b].white], *k = t->players[rd->boards[b].black];
        int64_t d = (int64_t)swc_score_after(w, r - 1) - swc_score_after(k, r - 1);
        if (d) {
            row->score_diff_pairs++;
            row->score_diff_sq += d * d;
        }
        if (swc_met(w, k, r - 1))
            row->rematches++;
    }
    for (size_t i = 0; i < t->nplayers; i++) {
        const swc_player *p = t->players[i];
        const swc_rec *rec = &p->rec[r - 1];
        int fl = float_of(p, r);
        if (fl != SWC_FLOAT_NONE) {
            int f1 = float_of(p, r - 1), f2 = float_of(p, r >= 2 ? r - 2 : 0);
            if (fl == SWC_FLOAT_DOWN) {
                row->downfloaters++;
                row->down_repeat1 += f1 == SWC_FLOAT_DOWN;
                row->down_repeat2 += f1 == SWC_FLOAT_DOWN || f2 == SWC_FLOAT_DOWN;
            } else {
                row->upfloaters++;
                row->up_repeat1 += f1 == SWC_FLOAT_UP;
                row->up_repeat2 += f1 == SWC_FLOAT_UP || f2 == SWC_FLOAT_UP;
            }
        }
        if (rec->kind == SWC_RK_PAB) {
            int32_t score = swc_score_after(p, r - 1);
            row->pab_count++;
            row->pab_score_sum += score;
            if (swc_mem_reserve(&rep->mem, (void **)&rep->pabs, &rep->pabs_cap, rep->npabs + 1, sizeof *rep->pabs))
                return SWC_ENOMEM;
            st_pab *e = &rep->pabs[rep->npabs++];
            e->round = r;
            e->id = p->id;
            e->score = score;
        }
        if (!swc_rec_played(rec))
            continue;
        swc_colour_state before, after;
        swc_colour_state_of(p, r - 1, &before);
        swc_colour_state_of(p, r, &after);
        if (before.pref_colour != SWC_COLOUR_NONE && rec->colour != before.pref_colour) {
            row->pref_mild_unmet += before.pref_strength == SWC_PREF_MILD;
            row->pref_strong_unmet += before.pref_strength == SWC_PREF_STRONG;
            row->pref_absolute_unmet += before.pref_strength == SWC_PREF_ABSOLUTE;
        }
        row->colour_diff_beyond2 += after.diff > 2 || after.diff < -2;
        uint8_t h[SWC_MAX_ROUNDS];
        size_t n = swc_colour_history(p, r, h, sizeof h);
        row->same_colour3 += n >= 3 && h[n - 1] == h[n - 2] && h[n - 2] == h[n - 3];
    }
    return 0;
}

void swc_stats_report_free(swc_stats_report *r)
{
    if (!r || r->magic != MAGIC_STATS)
        return;
    swc_mem m = r->mem;
    swc_mem_free(&m, r->rows, (r->nrounds + 1) * sizeof *r->rows);
    swc_mem_free(&m, r->pabs, r->pabs_cap * sizeof *r->pabs);
    r->magic = 0;
    swc_mem_free(&m, r, sizeof *r);
}

int swc_tournament_stats(swc_stats_report **out, swc_tournament *t)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "no place for the report");
    swc_stats_report *rep = swc_mem_calloc(&t->mem, 1, sizeof *rep);
    if (!rep)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    rep->magic = MAGIC_STATS;
    rep->mem = t->mem;
    rep->nrounds = t->nrounds;
    rep->rows = swc_mem_calloc(&t->mem, t->nrounds + 1, sizeof *rep->rows);
    if (!rep->rows) {
        rep->nrounds = 0;
        rep->magic = 0;
        swc_mem_free(&t->mem, rep, sizeof *rep);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    swc_stats_row init = SWC_STATS_ROW_INIT;
    rep->rows[0] = init;
    for (uint32_t r = 1; r <= t->nrounds; r++) {
        rep->rows[r] = init;
        if (measure_round(rep, t, r, &rep->rows[r])) {
            swc_stats_report_free(rep);
            return swc_fail(t, SWC_ENOMEM, "out of memory");
        }
        add_row(&rep->rows[0], &rep->rows[r]);
    }
    *out = rep;
    return swc_ok(t);
}

static int rep_ok(const swc_stats_report *r)
{
    return r && r->magic == MAGIC_STATS;
}

uint32_t swc_stats_report_round_count(const swc_stats_report *r)
{
    return rep_ok(r) ? (uint32_t)r->nrounds : 0;
}

int swc_stats_report_row(swc_stats_row *out, const swc_stats_report *r, uint32_t round)
{
    if (!out || !rep_ok(r) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    if (round > r->nrounds)
        return SWC_ENOTFOUND;
    uint32_t size = out->struct_size;
    memcpy(out, &r->rows[round], size < sizeof *out ? size : sizeof *out);
    out->struct_size = size;
    return SWC_OK;
}

int swc_stats_report_pab(uint32_t *out_id, int32_t *out_score, const swc_stats_report *r, uint32_t round,
                         uint32_t index)
{
    if (!rep_ok(r))
        return SWC_EINVAL;
    uint32_t seen = 0;
    for (size_t i = 0; i < r->npabs; i++) {
        if (r->pabs[i].round != round)
            continue;
        if (seen++ == index) {
            if (out_id)
                *out_id = r->pabs[i].id;
            if (out_score)
                *out_score = r->pabs[i].score;
            return SWC_OK;
        }
    }
    return SWC_ENOTFOUND;
}
