/* The crosstable in ranking order, and the grid of a round robin. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../model/model.h"
#include "rp.h"

typedef struct ct_work {
    swc_tournament *t;
    const swc_standings *s;
    uint32_t rounds;
    uint32_t *line;     /* line number by player index (id order of the model), 0 = not listed */
    int32_t win, loss;
    int32_t games;
} ct_work;

static uint32_t line_of(const ct_work *w, uint32_t id)
{
    const swc_player *p = swc_tournament_player(w->t, id);
    return p ? w->line[p->index] : 0;
}

/* His result of one round: "1", "½", "0", "+", "-", "" while pending; in
 * a dual-board event the points of both games. */
static void result_symbol(char *buf, size_t cap, const ct_work *w, const swc_player_round_info *ri)
{
    if (ri->kind == SWC_RK_FORFEIT_WIN)
        snprintf(buf, cap, "+");
    else if (ri->kind == SWC_RK_FORFEIT_LOSS)
        snprintf(buf, cap, "-");
    else if (ri->result[0] == SWC_RESULT_NONE || ri->result[0] == SWC_RESULT_ADJOURNED ||
             (w->games > 1 && (ri->result[1] == SWC_RESULT_NONE || ri->result[1] == SWC_RESULT_ADJOURNED)))
        buf[0] = '\0';
    else if (w->games > 1)
        snprintf(buf, cap, "%ld%s", (long)(ri->points / 10), ri->points % 10 ? "½" : "");
    else if (ri->points == w->win)
        snprintf(buf, cap, "1");
    else if (ri->points == w->loss)
        snprintf(buf, cap, "0");
    else
        snprintf(buf, cap, "½");
}

static const char *unpaired_code(int32_t kind)
{
    switch (kind) {
    case SWC_RK_PAB: return "+";
    case SWC_RK_FULL_BYE: return "F";
    case SWC_RK_HALF_BYE: return "=";
    case SWC_RK_ZERO_BYE:
    case SWC_RK_NOT_PAIRED: return "-";
    default: return "";
    }
}

static void round_cell(swc_report *r, const ct_work *w, const swc_player *p, uint32_t k)
{
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    swc_player_round(&ri, p, k);
    if (!ri.opponent) {
        rp_text(r, unpaired_code(ri.kind));
        return;
    }
    char res[16], cell[48];
    result_symbol(res, sizeof res, w, &ri);
    uint32_t line = line_of(w, ri.opponent);
    snprintf(cell, sizeof cell, "%lu%s%s", (unsigned long)(line ? line : ri.opponent),
             ri.colour == SWC_COLOUR_BLACK ? "b" : "w", res);
    rp_text(r, cell);
}

/* Row i's results against row j, in the order of the rounds. */
static void grid_cell(swc_report *r, const ct_work *w, const swc_player *p, uint32_t opp_id)
{
    char cell[64] = "", res[16];
    size_t len = 0;
    for (uint32_t k = 1; k <= w->rounds; k++) {
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, p, k);
        if (ri.opponent != opp_id)
            continue;
        result_symbol(res, sizeof res, w, &ri);
        if (len + strlen(res) < sizeof cell) {
            memcpy(cell + len, res, strlen(res) + 1);
            len += strlen(res);
        }
    }
    rp_text(r, cell);
}

static void fill(swc_report *r, const ct_work *w, int grid)
{
    uint32_t n = swc_standings_count(w->s), nc = swc_standings_criteria_count(w->s);
    char key[24];
    rp_column(r, "no", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "rank", SWC_COLUMN_TEXT, 1);
    rp_column(r, "id", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "name", SWC_COLUMN_TEXT, 1);
    rp_column(r, "rating", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "title", SWC_COLUMN_TEXT, 1);
    rp_column(r, "club", SWC_COLUMN_TEXT, 1);
    uint32_t ncells = grid ? n : w->rounds;
    for (uint32_t k = 1; k <= ncells; k++) {
        snprintf(key, sizeof key, grid ? "%lu" : "r%lu", (unsigned long)k);
        rp_column(r, key, SWC_COLUMN_TEXT, 1);
    }
    /* Criterion 0 is always the points. */
    rp_column(r, "points", SWC_COLUMN_NUMBER, 10);
    for (uint32_t c = 1; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, w->s, c);
        rp_column(r, ci.code, SWC_COLUMN_NUMBER, ci.scale);
    }
    for (uint32_t i = 0; i < n; i++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, w->s, i);
        const swc_player *p = swc_tournament_player(w->t, row.id);
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        swc_player_get_info(&info, p);
        char rank[24];
        snprintf(rank, sizeof rank, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        rp_number(r, i + 1);
        rp_text(r, rank);
        rp_number(r, row.id);
        rp_text(r, info.name);
        if (info.rating > 0)
            rp_number(r, info.rating);
        else
            rp_empty(r);
        rp_text(r, rp_title(&info));
        rp_text(r, info.federation);
        for (uint32_t k = 1; k <= ncells; k++) {
            if (!grid) {
                round_cell(r, w, p, k);
                continue;
            }
            swc_standings_row other = SWC_STANDINGS_ROW_INIT;
            swc_standings_row_get(&other, w->s, k - 1);
            if (k == i + 1)
                rp_text(r, "*");
            else
                grid_cell(r, w, p, other.id);
        }
        for (uint32_t c = 0; c < nc; c++) {
            int64_t v = 0;
            swc_standings_value(&v, w->s, i, c);
            if (v == SWC_TB_UNDEFINED)
                rp_empty(r);
            else
                rp_number(r, v);
        }
    }
}

int swc_report_crosstable(swc_report **out, swc_tournament *t, const swc_report_options *opts)
{
    swc_report_options o;
    int rc = rp_options(&o, out, t, opts, offsetof(swc_report_options, standings) + sizeof(void *));
    if (rc != SWC_OK)
        return rc;
    uint32_t nrounds = swc_tournament_round_count(t);
    if (o.round > nrounds)
        return swc_fail(t, SWC_ERANGE, "round %lu does not exist (the last is %lu)", (unsigned long)o.round,
                        (unsigned long)nrounds);
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    if (o.standings) {
        if (o.standings->struct_size < offsetof(swc_standings_options, seed))
            return swc_fail(t, SWC_EINVAL, "struct_size of the standings options is too small");
        memcpy(&so, o.standings, o.standings->struct_size < sizeof so ? o.standings->struct_size : sizeof so);
        so.struct_size = (uint32_t)sizeof so;
    }
    so.after_round = o.round;
    swc_standings *s = NULL;
    rc = swc_standings_compute(&s, t, &so);
    if (rc)
        return rc;
    ct_work w;
    memset(&w, 0, sizeof w);
    w.t = t;
    w.s = s;
    w.rounds = o.round ? o.round : nrounds;
    w.win = 10;
    w.games = 1;
    swc_model_get_int(t, SWC_SET_POINTS_WIN, &w.win);
    swc_model_get_int(t, SWC_SET_POINTS_LOSS, &w.loss);
    swc_model_get_int(t, SWC_SET_GAMES_PER_PAIRING, &w.games);
    int32_t system = 0;
    swc_model_get_int(t, SWC_SET_PAIRING_SYSTEM, &system);
    int grid = system == SWC_SYSTEM_BERGER;
    size_t np = swc_tournament_player_count(t);
    w.line = swc_mem_calloc(&t->mem, np ? np : 1, sizeof *w.line);
    swc_report *r = NULL;
    if (!w.line || rp_new(&r, &t->mem, grid ? SWC_REPORT_GRID : SWC_REPORT_CROSSTABLE, w.rounds)) {
        swc_mem_free(&t->mem, w.line, (np ? np : 1) * sizeof *w.line);
        swc_standings_free(s);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    for (uint32_t i = 0; i < swc_standings_count(s); i++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, i);
        const swc_player *p = swc_tournament_player(t, row.id);
        if (p)
            w.line[p->index] = i + 1;
    }
    fill(r, &w, grid);
    swc_mem_free(&t->mem, w.line, (np ? np : 1) * sizeof *w.line);
    swc_standings_free(s);
    if (rp_status(r)) {
        swc_report_free(r);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    *out = r;
    return swc_ok(t);
}
