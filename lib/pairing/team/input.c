/*
 * What C.04.6 needs to know of each team, read once from the team results
 * of the model: scores (1.2), matches played, the PAB bar of [C2], the
 * float of the previous round (1.5), the colours of the played matches
 * (1.6) and the preference they give (1.7).
 */
#include <string.h>

#include "tsw.h"

/* Score of a team after round k by the score order, and the other score. */
static void scores_after(const swc_tournament *t, uint32_t team, uint32_t k, int gp_first, int32_t *pri,
                         int32_t *sec)
{
    int32_t mp = 0, gp = 0;
    for (uint32_t r = 1; r <= k; r++) {
        swc_team_result res = SWC_TEAM_RESULT_INIT;
        if (swc_team_model_result(t, team, r, &res) == SWC_OK) {
            mp += res.match_points;
            gp += res.game_points;
        }
    }
    *pri = gp_first ? gp : mp;
    *sec = gp_first ? mp : gp;
}

int tsw_prepare(tsw_ctx *c, swc_tournament *t, const uint8_t *skip)
{
    memset(c, 0, sizeof *c);
    c->t = t;
    c->round = (uint32_t)t->nrounds + 1;
    uint32_t k = c->round;
    const swc_teams *x = t->teams;
    size_t all = x->nteams, n = 0;
    for (size_t i = 0; i < all; i++)
        n += (swc_team_auto_kind(x->team[i], k) == 0 && !(skip && skip[i]));
    c->n = n;
    if (n > TSW_MAX_TEAMS)
        return SWC_ELIMIT;
    int32_t ctype = swc_team_model_get(t, SWC_TEAM_COLOUR_TYPE);
    c->typeb = ctype == SWC_TEAM_COLOURS_B;
    /* 4.2.2: a secondary score the rules do not use ties every team. */
    int no_secondary = swc_team_model_get(t, SWC_TEAM_NO_SECONDARY) == 1;
    int gp_first = swc_team_model_get(t, SWC_TEAM_SCORE_ORDER) == TSW_ORDER_GP;
    c->late = t->set.rounds > 0 && (int64_t)k > (int64_t)t->set.rounds - 2;
    c->initial = t->set.initial_colour == SWC_COLOUR_BLACK ? TSW_B : TSW_W;
    size_t nn = n ? n : 1;
    c->tm = swc_mem_calloc(&t->mem, nn, sizeof *c->tm);
    c->seqbuf = swc_mem_calloc(&t->mem, nn * k, 1);
    c->bar = swc_mem_calloc(&t->mem, nn * nn, 1);
    c->up = swc_mem_calloc(&t->mem, nn, 1);
    /* Position of each team number among the teams to pair, + 1. */
    uint32_t *pos = swc_mem_calloc(&t->mem, all + 1, sizeof *pos);
    if (!c->tm || !c->seqbuf || !c->bar || !c->up || !pos) {
        swc_mem_free(&t->mem, pos, (all + 1) * sizeof *pos);
        tsw_release(c);
        return SWC_ENOMEM;
    }
    const char *seq352 = swc_team_colours(t);
    int board1 = seq352[0] == 'B' ? TSW_B : TSW_W;
    size_t j = 0;
    for (size_t i = 0; i < all; i++)
        if ((swc_team_auto_kind(x->team[i], k) == 0 && !(skip && skip[i])))
            pos[i + 1] = (uint32_t)++j;
    for (size_t i = 0; i < all; i++) {
        if (!pos[i + 1])
            continue;
        tsw_team *tm = &c->tm[pos[i + 1] - 1];
        uint32_t number = (uint32_t)i + 1;
        tm->number = number;
        tm->seq = c->seqbuf + (size_t)(pos[i + 1] - 1) * k;
        tm->pab_ok = 1;
        scores_after(t, number, k - 1, gp_first, &tm->primary, &tm->secondary);
        if (no_secondary)
            tm->secondary = 0;
        tm->score = tm->primary + swc_team_model_baku(t, number, k);
        for (uint32_t r = 1; r < k; r++) {
            swc_team_result res = SWC_TEAM_RESULT_INIT;
            if (swc_team_model_result(t, number, r, &res) != SWC_OK)
                continue;
            if (res.kind == SWC_RK_PAB || res.kind == SWC_RK_FULL_BYE || res.kind == SWC_RK_FORFEIT_WIN)
                tm->pab_ok = 0;
            if (res.kind != SWC_RK_PLAYED)
                continue;
            /* [C1]: teams that played each other; a forfeited match was not
             * played, so they may meet (C.04.1 b, as for players). */
            if (pos[res.opponent])
                c->bar[(size_t)(pos[i + 1] - 1) * n + pos[res.opponent] - 1] = 1;
            /* The team's colour is its first-board player's (1.6). */
            int first = res.colour == SWC_COLOUR_WHITE;
            int col = first ? board1 : (board1 == TSW_W ? TSW_B : TSW_W);
            tm->seq[tm->played++] = (uint8_t)col;
            tm->cdiff += col == TSW_W ? 1 : -1;
            if (r == k - 1) {
                int32_t a, b, sa, sb;
                scores_after(t, number, k - 2, gp_first, &a, &sa);
                scores_after(t, res.opponent, k - 2, gp_first, &b, &sb);
                /* Baku group A: C.04.7, lib/model/team_baku.c. */
                a += swc_team_model_baku(t, number, k - 1);
                b += swc_team_model_baku(t, res.opponent, k - 1);
                tm->floated = a != b;
            }
        }
        /* 1.7: the rules may say that no colour preferences are used. */
        if (ctype != SWC_TEAM_COLOURS_NONE)
            tsw_colour_pref(c, tm);
    }
    /* [C1] also keeps apart the pairs the arbiter forbade (260): 2 marks
     * them, so the checker can say which. */
    for (size_t f = 0; f < x->nforbidden; f++) {
        uint32_t a = pos[x->forbidden[f].a], b = pos[x->forbidden[f].b];
        if (a && b && !c->bar[(size_t)(a - 1) * n + b - 1])
            c->bar[(size_t)(a - 1) * n + b - 1] = c->bar[(size_t)(b - 1) * n + a - 1] = 2;
    }
    swc_mem_free(&t->mem, pos, (all + 1) * sizeof *pos);
    return SWC_OK;
}

void tsw_release(tsw_ctx *c)
{
    swc_tournament *t = c->t;
    size_t nn = c->n ? c->n : 1;
    swc_mem_free(&t->mem, c->tm, nn * sizeof *c->tm);
    swc_mem_free(&t->mem, c->seqbuf, nn * c->round);
    swc_mem_free(&t->mem, c->bar, nn * nn);
    swc_mem_free(&t->mem, c->up, nn);
    c->tm = NULL;
    c->seqbuf = c->bar = c->up = NULL;
}
