/* Team tie-breaks: the facts of every team's rounds, read once from the
 * model's team results and board games. */
#include <string.h>

#include "team_tb.h"

static int otb_result(int res)
{
    return res == SWC_RESULT_WHITE_WIN || res == SWC_RESULT_DRAW || res == SWC_RESULT_BLACK_WIN ||
           res == SWC_RESULT_WHITE_WIN_UNRATED || res == SWC_RESULT_DRAW_UNRATED ||
           res == SWC_RESULT_BLACK_WIN_UNRATED;
}

/* The boards of a match played on the boards: each lined-up player's points. */
static void match_boards(const tt_ctx *c, tt_round *rd, const swc_tmatch *m, int side, uint32_t k)
{
    const swc_tournament *t = c->t;
    int elected = 0;
    for (uint32_t b = 0; b < c->nb; b++) {
        uint32_t p = m->lineup ? m->lineup[side * c->nb + b] : 0;
        if (!p)
            continue;
        const swc_rec *rec = &t->players[p - 1]->rec[k - 1];
        /* As in the model's team result: a board without an opponent is won by forfeit. */
        if (rec->kind == SWC_RK_PAB || rec->kind == SWC_RK_FULL_BYE)
            rd->bp[b] = t->set.forfeit_win;
        else
            rd->bp[b] = swc_rec_points(&t->set, rec, 0);
        rd->otb[b] = (uint8_t)(rec->kind == SWC_RK_PLAYED && rec->opp && otb_result(rec->result[0]));
        if (rec->kind != SWC_RK_FORFEIT_LOSS && !(rec->kind == SWC_RK_PLAYED && !rec->opp))
            elected = 1;
    }
    rd->gvur = (uint8_t)!elected;
}

/* A round without boards: its game points spread over the boards. A
 * forfeited match or a bye worth a win is a win on every board, a bye worth
 * a draw a draw on every board; the PAB's game points go to the boards from
 * board 1 down in equal shares (C.07 13.2: board points are the points
 * scored on each board), unless the calculator's reading is asked for. */
static void spread(const tt_ctx *c, tt_round *rd)
{
    int32_t gp = rd->pts[TT_GP];
    if (rd->kind == SWC_RK_PAB && c->pab_as_wins) {
        for (uint32_t b = 0; b < c->nb; b++)
            rd->bp[b] = c->win[TT_GP];
        return;
    }
    int32_t share = c->nb ? gp / (int32_t)c->nb : 0, rest = c->nb ? gp % (int32_t)c->nb : 0;
    for (uint32_t b = 0; b < c->nb; b++)
        rd->bp[b] = share + ((int32_t)b < rest ? 1 : 0);
}

static int is_vur_kind(int kind)
{
    return kind == SWC_RK_FORFEIT_LOSS || kind == SWC_RK_HALF_BYE || kind == SWC_RK_ZERO_BYE ||
           kind == SWC_RK_NOT_PAIRED || kind == SWC_RK_NOT_ENTERED || kind == SWC_RK_WITHDRAWN;
}

int tt_ctx_init(tt_ctx *c, const swc_tournament *t, uint32_t after_round, int pab_as_wins)
{
    memset(c, 0, sizeof *c);
    c->t = t;
    c->mem = &t->mem;
    c->n = (uint32_t)(t->teams ? t->teams->nteams : 0);
    c->nb = (uint32_t)(t->teams ? t->teams->boards : 0);
    c->R = (uint32_t)t->nrounds;
    if (after_round && after_round < c->R)
        c->R = after_round;
    c->pab_as_wins = pab_as_wins;
    c->win[TT_MP] = swc_team_model_get(t, SWC_TEAM_MP_WIN);
    c->draw[TT_MP] = swc_team_model_get(t, SWC_TEAM_MP_DRAW);
    c->win[TT_GP] = t->set.win;
    c->draw[TT_GP] = t->set.draw_white;
    /* Pre-determined pairings: as the event's team system says (given by the
     * arbiter, a 192/XTP record or a JSON document), as the pairing engine
     * reads it (pair.c: a Berger event is a round robin too). Only an event
     * that never said falls back to a kept 192 record, else to the numbers. */
    if (swc_team_model_system_set(t)) {
        c->rr = swc_team_model_get(t, SWC_TEAM_SYSTEM) == SWC_TEAM_ROUND_ROBIN || t->set.system == SWC_SYSTEM_BERGER;
    } else {
        uint32_t planned = t->set.rounds_known ? (uint32_t)t->set.rounds : (uint32_t)t->nrounds;
        c->rr = t->set.system == SWC_SYSTEM_BERGER || (c->n >= 2 && planned + 1 >= c->n);
        for (size_t i = 0; i < t->nextra; i++) {
            const char *l = t->extra_lines[i];
            if (l && strncmp(l, "192 ", 4) == 0 && strstr(l, "FIDE_TEAM"))
                c->rr = strstr(l, "ROUNDROBIN") != NULL;
        }
    }
    size_t nr = (size_t)c->n * (c->R ? c->R : 1);
    c->r = swc_mem_calloc(c->mem, nr, sizeof *c->r);
    c->tot[0] = swc_mem_calloc(c->mem, c->n + 1, sizeof(int32_t));
    c->tot[1] = swc_mem_calloc(c->mem, c->n + 1, sizeof(int32_t));
    c->lna[0] = swc_mem_calloc(c->mem, c->n + 1, sizeof(uint32_t));
    c->lna[1] = swc_mem_calloc(c->mem, c->n + 1, sizeof(uint32_t));
    c->lmp = swc_mem_calloc(c->mem, c->n + 1, sizeof(uint32_t));
    c->bptot = swc_mem_calloc(c->mem, (size_t)(c->n + 1) * (c->nb + 1), sizeof(int64_t));
    if (!c->r || !c->tot[0] || !c->tot[1] || !c->lna[0] || !c->lna[1] || !c->lmp || !c->bptot) {
        tt_ctx_free(c);
        return SWC_ENOMEM;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        for (uint32_t k = 1; k <= c->R; k++) {
            tt_round *rd = tt_rd(c, i, k);
            swc_team_result res = SWC_TEAM_RESULT_INIT;
            if (swc_team_model_result(t, i + 1, k, &res) != SWC_OK)
                continue;
            rd->kind = (uint8_t)res.kind;
            rd->opp = res.opponent;
            rd->pts[TT_MP] = res.match_points;
            rd->pts[TT_GP] = res.game_points;
            rd->black = (uint8_t)(res.colour == SWC_COLOUR_BLACK);
            rd->played = (uint8_t)(res.kind == SWC_RK_PLAYED || res.kind == SWC_RK_PAB);
            rd->vur = (uint8_t)is_vur_kind(res.kind);
            rd->gvur = rd->vur;
            int side = 0;
            const swc_tmatch *m = res.kind == SWC_RK_PLAYED ? swc_team_model_match_of(t, k, i + 1, &side) : NULL;
            if (m)
                match_boards(c, rd, m, side, k);
            else
                spread(c, rd);
            for (int s = 0; s < 2; s++)
                c->tot[s][i] += rd->pts[s];
            for (uint32_t b = 0; b < c->nb; b++)
                c->bptot[(size_t)i * c->nb + b] += rd->bp[b];
            if (!rd->vur)
                c->lna[TT_MP][i] = k;
            if (!rd->gvur)
                c->lna[TT_GP][i] = k;
            if (rd->opp || rd->played)
                c->lmp[i] = k;
        }
    }
    return SWC_OK;
}

void tt_ctx_free(tt_ctx *c)
{
    if (!c->mem)
        return;
    size_t nr = (size_t)c->n * (c->R ? c->R : 1);
    swc_mem_free(c->mem, c->r, nr * sizeof *c->r);
    for (int s = 0; s < 2; s++) {
        swc_mem_free(c->mem, c->tot[s], (c->n + 1) * sizeof(int32_t));
        swc_mem_free(c->mem, c->lna[s], (c->n + 1) * sizeof(uint32_t));
    }
    swc_mem_free(c->mem, c->lmp, (c->n + 1) * sizeof(uint32_t));
    swc_mem_free(c->mem, c->bptot, (size_t)(c->n + 1) * (c->nb + 1) * sizeof(int64_t));
    memset(c, 0, sizeof *c);
}
