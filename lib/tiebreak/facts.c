/*
 * The facts every criterion reads, taken from the model once: points per
 * round (through the model's points functions, so dual-board pairings
 * count the game points of both boards), opponents, over-the-board games,
 * voluntary unplayed rounds, and each player's adjusted score as somebody's
 * opponent under the chosen unplayed-game regime.
 */
#include <string.h>

#include "tb.h"

static int is_vur(int kind)
{
    switch (kind) {
    case SWC_RK_HALF_BYE:
    case SWC_RK_ZERO_BYE:
    case SWC_RK_FORFEIT_LOSS:
    case SWC_RK_NOT_PAIRED:
    case SWC_RK_NOT_ENTERED:
    case SWC_RK_WITHDRAWN:
        return 1;
    default:
        /* Played games, forfeit wins, the PAB and full-point byes are
         * rounds the player elected to play (C.07 16.1). */
        return 0;
    }
}

/* 2 win, 1 draw, 0 loss of one game result for the given colour, -1 none. */
static int outcome(int result, int colour)
{
    int white = colour == SWC_COLOUR_WHITE;
    switch (result) {
    case SWC_RESULT_WHITE_WIN:
    case SWC_RESULT_WHITE_WIN_UNRATED:
        return white ? 2 : 0;
    case SWC_RESULT_BLACK_WIN:
    case SWC_RESULT_BLACK_WIN_UNRATED:
        return white ? 0 : 2;
    case SWC_RESULT_DRAW:
    case SWC_RESULT_DRAW_UNRATED:
        return 1;
    default:
        return -1;
    }
}

static void fill_round(const swc_settings *s, const swc_rec *rec, tb_round *out)
{
    out->kind = rec->kind;
    out->opp = rec->opp;
    out->colour = rec->colour;
    out->pts = swc_rec_points(s, rec, 0);
    out->otb = (uint8_t)swc_rec_played(rec);
    out->vur = (uint8_t)(rec->kind != SWC_RK_NONE && is_vur(rec->kind));
    if (rec->kind == SWC_RK_NONE)
        out->vur = 1; /* a round without any record scores nothing, like an absence */
    if (rec->opp == 0) {
        /* Byes: a win when worth a win (C.07 7.1: with or without playing). */
        if (s->games > 0 && out->pts == s->win * s->games && s->win > 0)
            out->wins = (uint8_t)s->games;
        return;
    }
    for (int g = 0; g < s->games; g++) {
        int colour = (g == 0) ? rec->colour
                              : (rec->colour == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE);
        int res = rec->result[g];
        int32_t gp = swc_game_points(s, res, colour);
        int black = colour == SWC_COLOUR_BLACK;
        if (!out->otb) {
            if (gp == s->win && s->win > 0)
                out->wins++;
            continue;
        }
        int o = outcome(res, colour);
        if (o < 0)
            continue; /* pending or adjourned: not counted yet */
        if (black)
            out->blackgames++;
        if (o == 2) {
            out->wins++;
            if (black)
                out->blackwins++;
            else
                out->whitewins++;
        } else if (o == 1) {
            out->draws++;
        }
        out->rpts2 += o;
    }
}

void tb_ctx_free(tb_ctx *c)
{
    if (!c || !c->mem)
        return;
    swc_mem_free(c->mem, c->rd, sizeof *c->rd * (size_t)(c->n ? c->n : 1) * (c->R ? c->R : 1));
    swc_mem_free(c->mem, c->score, sizeof *c->score * (c->n ? c->n : 1));
    swc_mem_free(c->mem, c->adj, sizeof *c->adj * (c->n ? c->n : 1));
    swc_mem_free(c->mem, c->lna, sizeof *c->lna * (c->n ? c->n : 1));
    swc_mem_free(c->mem, c->lmp, sizeof *c->lmp * (c->n ? c->n : 1));
    c->rd = NULL;
    c->score = c->adj = NULL;
    c->lna = c->lmp = NULL;
}

int tb_ctx_init(tb_ctx *c, const swc_tournament *t, uint32_t rounds, int regime)
{
    const swc_settings *s = &t->set;
    memset(c, 0, sizeof *c);
    c->t = t;
    c->mem = &t->mem;
    c->n = (uint32_t)t->nplayers;
    c->R = rounds;
    c->regime = regime;
    c->games = s->games > 0 ? s->games : 1;
    c->win = s->win * c->games;
    c->draw = (s->draw_white + s->draw_black) * c->games / 2;
    size_t n1 = c->n ? c->n : 1;
    c->rd = swc_mem_calloc(c->mem, n1 * (c->R ? c->R : 1), sizeof *c->rd);
    c->score = swc_mem_calloc(c->mem, n1, sizeof *c->score);
    c->adj = swc_mem_calloc(c->mem, n1, sizeof *c->adj);
    c->lna = swc_mem_calloc(c->mem, n1, sizeof *c->lna);
    c->lmp = swc_mem_calloc(c->mem, n1, sizeof *c->lmp);
    if (!c->rd || !c->score || !c->adj || !c->lna || !c->lmp) {
        tb_ctx_free(c);
        return SWC_ENOMEM;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        const swc_player *p = t->players[i];
        int32_t sum = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            tb_round *x = tb_rd(c, i, r);
            fill_round(s, &p->rec[r], x);
            sum += x->pts;
            if (!x->vur)
                c->lna[i] = r + 1;
            if (x->opp || x->otb || x->kind == SWC_RK_PAB)
                c->lmp[i] = r + 1;
        }
        c->score[i] = sum;
    }
    c->min_scored = 0;
    for (uint32_t i = 0; i < c->n; i++)
        if (c->score[i] > 0 && (c->min_scored == 0 || c->score[i] < c->min_scored))
            c->min_scored = c->score[i];
    for (uint32_t i = 0; i < c->n; i++) {
        int32_t a = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            switch (regime) {
            case TB_REGIME_2009:
                /* Every unplayed result of an opponent counts as a draw. */
                a += x->otb ? x->pts : c->draw;
                break;
            case TB_REGIME_XQ2011:
                a += x->pts; /* opponents count at their own score */
                break;
            default:
                /* 16.3: rounds after the last round played or won without
                 * playing, that had no opponent, count as draws (16.2.5). */
                a += (r + 1 <= c->lna[i] || x->opp) ? x->pts : c->draw;
                break;
            }
        }
        c->adj[i] = a;
    }
    return SWC_OK;
}
