/*
 * The players to be paired and the facts the Dutch criteria read (§2 of
 * doc/internals/dutch-engine.md), computed from the model once per round.
 */
#include <stdlib.h>
#include <string.h>

#include "dutch.h"

static int rank_cmp(const void *x, const void *y)
{
    const dutch_player *a = x, *b = y;
    if (a->ps != b->ps)
        return a->ps > b->ps ? -1 : 1;
    return a->rk < b->rk ? -1 : a->rk > b->rk;
}

/* Valid players (§2.2): to be paired now, or took part in some pairing. */
static int is_valid(const swc_player *p, uint32_t P)
{
    if (swc_available(p, P + 1))
        return 1;
    for (uint32_t r = 0; r < P; r++)
        if (swc_rec_participated(&p->rec[r]))
            return 1;
    return 0;
}

/* Each pair (a, b) that may not meet, as the caller of each_forbidden()
 * wants it: from a's games over the board (as a's records name them)
 * and, both ways, the pairs forbidden in round P + 1. */
typedef void (*pair_fn)(dutch_ctx *c, uint32_t a, uint32_t b);

static void each_forbidden(dutch_ctx *c, const uint32_t *vertex_of, pair_fn fn)
{
    const swc_tournament *t = c->t;
    for (size_t i = 0; i < c->n; i++) {
        const swc_player *p = c->pl[i].p;
        for (uint32_t r = 0; r < c->P; r++) {
            const swc_rec *rec = &p->rec[r];
            if (!swc_rec_played(rec))
                continue;
            uint32_t o = vertex_of[rec->opp - 1];
            if (o != UINT32_MAX)
                fn(c, (uint32_t)i, o);
        }
    }
    for (size_t k = 0; k < t->nforbidden; k++) {
        const swc_pair_ix *f = &t->forbidden[k];
        uint32_t a = vertex_of[f->a], b = vertex_of[f->b];
        if (a == UINT32_MAX || b == UINT32_MAX || f->first > c->P + 1 || f->last < c->P + 1)
            continue;
        fn(c, a, b);
        fn(c, b, a);
    }
}

static void count_pair(dutch_ctx *c, uint32_t a, uint32_t b)
{
    (void)b;
    c->fstart[a + 1]++;
}

/* fstart[a] is where a's next partner goes until all are placed. */
static void place_pair(dutch_ctx *c, uint32_t a, uint32_t b)
{
    c->forb[c->fstart[a]++] = b;
    unsigned h = dutch_sig_bit(b);
    c->fsig[(size_t)a * DUTCH_SIG_WORDS + h / 64] |= UINT64_C(1) << (h % 64);
}

static int u32_cmp(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return a < b ? -1 : a > b;
}

/* The lists of forbidden partners (dutch_ctx): counted, placed, sorted. */
static int forbidden_pairs(dutch_ctx *c, const uint32_t *vertex_of)
{
    size_t n = c->n;
    each_forbidden(c, vertex_of, count_pair);
    for (size_t v = 0; v < n; v++)
        c->fstart[v + 1] += c->fstart[v];
    size_t len = c->fstart[n];
    c->forb = swc_mem_calloc(&c->t->mem, len ? len : 1, sizeof *c->forb);
    if (!c->forb)
        return SWC_ENOMEM;
    each_forbidden(c, vertex_of, place_pair);
    /* placing moved each start to the next list's: back by one list */
    for (size_t v = n; v > 0; v--)
        c->fstart[v] = c->fstart[v - 1];
    c->fstart[0] = 0;
    for (size_t v = 0; v < n; v++)
        qsort(c->forb + c->fstart[v], c->fstart[v + 1] - c->fstart[v], sizeof *c->forb, u32_cmp);
    return SWC_OK;
}

int swc_dutch_prepare(dutch_ctx *c, swc_tournament *t, int edition)
{
    memset(c, 0, sizeof *c);
    c->t = t;
    c->edition = edition;
    c->P = (uint32_t)t->nrounds;
    const uint32_t P = c->P;
    size_t total = t->nplayers, n = 0;
    for (size_t i = 0; i < total; i++)
        if (swc_available(t->players[i], P + 1))
            n++;
    c->n = n;
    c->pl = swc_mem_calloc(&t->mem, n ? n : 1, sizeof *c->pl);
    c->hist_store = swc_mem_calloc(&t->mem, (n ? n : 1) * (P ? P : 1), 1);
    c->fstart = swc_mem_calloc(&t->mem, n + 1, sizeof *c->fstart);
    c->fsig = swc_mem_calloc(&t->mem, (n ? n : 1) * DUTCH_SIG_WORDS, sizeof *c->fsig);
    if (!c->pl || !c->hist_store || !c->fstart || !c->fsig) {
        swc_dutch_release(c);
        return SWC_ENOMEM;
    }
    /* Effective ranks: TPN order over valid players only. */
    uint32_t rk = 0;
    size_t v = 0;
    for (size_t i = 0; i < total; i++) {
        swc_player *p = t->players[t->by_tpn[i]];
        if (!is_valid(p, P))
            continue;
        uint32_t my_rk = rk++;
        if (!swc_available(p, P + 1))
            continue;
        dutch_player *d = &c->pl[v];
        d->p = p;
        d->rk = my_rk;
        d->ps = swc_pairing_score(p, P);
        d->score = swc_score_after(p, P);
        d->eligible = (uint8_t)swc_pab_eligible(p, P, edition);
        swc_colour_state cs;
        swc_colour_state_of(p, P, &cs);
        d->imb = cs.diff < 0 ? -cs.diff : cs.diff;
        d->pref = cs.pref_colour;
        d->absolute = cs.pref_strength == SWC_PREF_ABSOLUTE;
        d->abs_imb = d->imb >= 2;
        d->strong = cs.pref_strength == SWC_PREF_STRONG;
        d->rep = (cs.last != SWC_COLOUR_NONE && cs.last == cs.last2) ? cs.last : SWC_COLOUR_NONE;
        d->fl1 = P >= 1 ? (uint8_t)swc_float_in_round(p, P, edition) : SWC_FLOAT_NONE;
        d->fl2 = P >= 2 ? (uint8_t)swc_float_in_round(p, P - 1, edition) : SWC_FLOAT_NONE;
        d->topscorer = (uint8_t)swc_is_topscorer(p, P);
        d->hist = c->hist_store + v * (P ? P : 1);
        d->nhist = (uint32_t)swc_colour_history(p, P, d->hist, P);
        d->games = d->nhist;
        v++;
    }
    /* Ranking order: pairing score descending, then effective rank. */
    qsort(c->pl, n, sizeof *c->pl, rank_cmp);
    c->topscore = n ? c->pl[0].ps : 0;
    /* Forbidden pairs: played games and the pairs forbidden in round P + 1. */
    uint32_t *vertex_of = swc_mem_calloc(&t->mem, total ? total : 1, sizeof *vertex_of);
    if (!vertex_of) {
        swc_dutch_release(c);
        return SWC_ENOMEM;
    }
    for (size_t i = 0; i < total; i++)
        vertex_of[i] = UINT32_MAX;
    for (size_t i = 0; i < n; i++)
        vertex_of[c->pl[i].p->index] = (uint32_t)i;
    int rc = forbidden_pairs(c, vertex_of);
    swc_mem_free(&t->mem, vertex_of, (total ? total : 1) * sizeof *vertex_of);
    if (rc)
        swc_dutch_release(c);
    return rc;
}

void swc_dutch_release(dutch_ctx *c)
{
    if (!c->t)
        return;
    const swc_mem *m = &c->t->mem;
    size_t n = c->n ? c->n : 1;
    swc_mem_free(m, c->pl, n * sizeof *c->pl);
    swc_mem_free(m, c->hist_store, n * (c->P ? c->P : 1));
    swc_mem_free(m, c->forb, (c->fstart && c->fstart[c->n] ? c->fstart[c->n] : 1) * sizeof *c->forb);
    swc_mem_free(m, c->fstart, (c->n + 1) * sizeof *c->fstart);
    swc_mem_free(m, c->fsig, n * DUTCH_SIG_WORDS * sizeof *c->fsig);
    c->pl = NULL;
    c->hist_store = NULL;
    c->fstart = c->forb = NULL;
    c->fsig = NULL;
}
