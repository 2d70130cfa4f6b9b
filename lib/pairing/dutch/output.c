/*
 * Colour allocation (C.04.3 5.2.1-5.2.5 / E.1-E.5) and board order
 * (C.04.2 3.6), identical in both editions; §7 and §8 of
 * doc/internals/dutch-engine.md.
 */
#include <stdlib.h>

#include "dutch.h"

static uint8_t opposite(uint8_t c)
{
    return c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
}

/* Ranking order of the pairing (pairing score, then effective rank). */
static int ranked_higher(const dutch_player *a, const dutch_player *b)
{
    if (a->ps != b->ps)
        return a->ps > b->ps;
    return a->rk < b->rk;
}

/* Colour of p (the player with the smaller rank number) against o. */
static uint8_t colour_for(const dutch_ctx *c, const dutch_player *p, const dutch_player *o)
{
    const dutch_player *hi = ranked_higher(p, o) ? p : o;
    /* 5.2.1: both preferences can be granted. */
    if (p->pref != o->pref || p->pref == SWC_COLOUR_NONE) {
        if (p->pref != SWC_COLOUR_NONE)
            return p->pref;
        if (o->pref != SWC_COLOUR_NONE)
            return opposite(o->pref);
        /* 5.2.5: nobody has a preference; the TPN parity of the higher-ranked
         * player decides, from the initial colour. */
        uint8_t init = (uint8_t)c->t->set.initial_colour;
        uint8_t hc = (hi->rk % 2 == 0) ? init : opposite(init);
        return hi == p ? hc : opposite(hc);
    }
    /* 5.2.2: the stronger preference. */
    if (p->absolute && (p->imb > o->imb || !o->absolute))
        return p->pref;
    if (o->absolute && (o->imb > p->imb || !p->absolute))
        return opposite(o->pref);
    if (p->strong && !o->strong)
        return p->pref;
    if (o->strong && !p->strong)
        return opposite(o->pref);
    /* 5.2.3: alternate from the latest round in which they differed. */
    for (uint32_t i = p->nhist, j = o->nhist; i > 0 && j > 0; i--, j--) {
        if (p->hist[i - 1] != o->hist[j - 1])
            return o->hist[j - 1];
    }
    /* 5.2.4: the higher-ranked player's preference. */
    return hi == p ? p->pref : opposite(o->pref);
}

typedef struct board_key {
    int32_t hi_score, lo_score;
    uint32_t hi_rk;
    size_t seq;       /* stable order */
    uint32_t white, black;
} board_key;

static int board_cmp(const void *x, const void *y)
{
    const board_key *a = x, *b = y;
    if (a->hi_score != b->hi_score)
        return a->hi_score > b->hi_score ? -1 : 1;
    if (a->lo_score != b->lo_score)
        return a->lo_score > b->lo_score ? -1 : 1;
    if (a->hi_rk != b->hi_rk)
        return a->hi_rk < b->hi_rk ? -1 : 1;
    return a->seq < b->seq ? -1 : a->seq > b->seq;
}

int swc_dutch_finish(const dutch_ctx *c, const long *mate, swc_board *boards, size_t *nboards, uint32_t *pab)
{
    size_t n = c->n, nb = 0;
    *pab = UINT32_MAX;
    board_key *keys = swc_mem_calloc(&c->t->mem, n ? n : 1, sizeof *keys);
    if (!keys)
        return SWC_ENOMEM;
    for (size_t v = 0; v < n; v++) {
        if (mate[v] < 0) {
            *pab = c->pl[v].p->index;
            continue;
        }
        if ((size_t)mate[v] < v)
            continue;
        const dutch_player *a = &c->pl[v], *b = &c->pl[mate[v]];
        /* p = smaller rank number */
        const dutch_player *p = a->rk < b->rk ? a : b, *o = p == a ? b : a;
        uint8_t pc = colour_for(c, p, o);
        const dutch_player *w = pc == SWC_COLOUR_WHITE ? p : o, *bl = w == p ? o : p;
        /* Board order uses the scores without acceleration. */
        const dutch_player *hi = (a->score > b->score || (a->score == b->score && a->rk < b->rk)) ? a : b;
        const dutch_player *lo = hi == a ? b : a;
        board_key *k = &keys[nb];
        k->hi_score = hi->score;
        k->lo_score = lo->score;
        k->hi_rk = hi->rk;
        k->seq = nb;
        k->white = w->p->index;
        k->black = bl->p->index;
        nb++;
    }
    qsort(keys, nb, sizeof *keys, board_cmp);
    for (size_t i = 0; i < nb; i++) {
        boards[i].white = keys[i].white;
        boards[i].black = keys[i].black;
        boards[i].result[0] = boards[i].result[1] = SWC_RESULT_NONE;
    }
    *nboards = nb;
    swc_mem_free(&c->t->mem, keys, (n ? n : 1) * sizeof *keys);
    return SWC_OK;
}
