/*
 * The 2026 engine's state (engine2026.h), part by part: each part takes
 * its arrays from the round's workspace (work.h) and frees what it owns
 * besides. The takes run twice, once to measure and once to hand out.
 */
#include <string.h>

#include "engine2026.h"

static void round_facts_take(round_facts *r, dutch_work *w, size_t n, size_t games)
{
    r->gstart = dutch_work_take(w, n + 1, sizeof *r->gstart);
    r->grp = dutch_work_take(w, n, sizeof *r->grp);
    r->rank9 = dutch_work_take(w, games + 1, sizeof *r->rank9);
}

/* ψ is sized by the round's layout, known only after the groups. */
static void round_facts_free(round_facts *r, const swc_mem *m, size_t n)
{
    swc_mem_free(m, r->psi, n * r->psi_L * sizeof *r->psi);
    r->psi = NULL;
}

static void weight_store_take(weight_store *s, dutch_work *w, size_t n)
{
    s->lshift = dutch_work_take(w, n, sizeof *s->lshift);
    s->oshift = dutch_work_take(w, n, sizeof *s->oshift);
    s->dirty_w = dutch_work_take(w, n, sizeof *s->dirty_w);
    s->dirty_f = dutch_work_take(w, n, sizeof *s->dirty_f);
    s->dflag = dutch_work_take(w, n, sizeof *s->dflag);
    s->dlist = dutch_work_take(w, n, sizeof *s->dlist);
}

static void weight_store_free(weight_store *s, const swc_mem *m)
{
    swc_idtab_free(&s->Wx, m);
    swc_wpool_free(&s->wp);
    swc_mem_free(m, s->memo, s->memo_cap * sizeof *s->memo);
    s->memo = NULL;
    s->memo_cap = 0;
}

static void round_pairs_take(round_pairs *p, dutch_work *w, size_t n)
{
    p->fixed = dutch_work_take(w, n, sizeof *p->fixed);
    p->M = dutch_work_take(w, n, sizeof *p->M);
    p->final_mate = dutch_work_take(w, n, sizeof *p->final_mate);
}

static void window_state_take(window_state *s, dutch_work *w, size_t n)
{
    s->wpos = dutch_work_take(w, n, sizeof *s->wpos);
    s->win = dutch_work_take(w, n, sizeof *s->win);
    s->nextd = dutch_work_take(w, n, sizeof *s->nextd);
    s->old_pos = dutch_work_take(w, n, sizeof *s->old_pos);
    s->present = dutch_work_take(w, n, sizeof *s->present);
    dutch_bracket_work_take(&s->steps, w, n);
}

static void search_scratch_take(search_scratch *s, dutch_work *w, size_t n)
{
    s->cmap = dutch_work_take(w, n, sizeof *s->cmap);
    s->cinv = dutch_work_take(w, n, sizeof *s->cinv);
    s->cmate = dutch_work_take(w, n, sizeof *s->cmate);
    s->gmate = dutch_work_take(w, n, sizeof *s->gmate);
    s->gnext = dutch_work_take(w, n, sizeof *s->gnext);
    s->gprev = dutch_work_take(w, n, sizeof *s->gprev);
    s->gverts = dutch_work_take(w, n, sizeof *s->gverts);
    s->gpos = dutch_work_take(w, n, sizeof *s->gpos);
    s->gcls = dutch_work_take(w, n, sizeof *s->gcls);
    s->bfs_par = dutch_work_take(w, n, sizeof *s->bfs_par);
    s->bfs_seen = dutch_work_take(w, n, sizeof *s->bfs_seen);
    s->bfs_q = dutch_work_take(w, n, sizeof *s->bfs_q);
}

/* Its matcher is made at the first question it gets (field_solve()). */
static void field_matching_take(field_matching *f, dutch_work *w, size_t n)
{
    f->gone = dutch_work_take(w, n, sizeof *f->gone);
    f->touch = dutch_work_take(w, n, sizeof *f->touch);
    f->idx = dutch_work_take(w, n, sizeof *f->idx);
    f->inv = dutch_work_take(w, n, sizeof *f->inv);
    f->mate = dutch_work_take(w, n, sizeof *f->mate);
}

static void field_matching_free(field_matching *f)
{
    swc_matcher_free(f->m);
    f->m = NULL;
}

static void engine_take(engine *e, dutch_work *w)
{
    size_t n = e->n;
    round_facts_take(&e->round, w, n, e->c->P);
    weight_store_take(&e->weights, w, n);
    round_pairs_take(&e->pairs, w, n);
    window_state_take(&e->window, w, n);
    search_scratch_take(&e->scratch, w, n);
    field_matching_take(&e->fm, w, n);
    e->cache.pcls = dutch_work_take(w, n, sizeof *e->cache.pcls);
}

int dutch26_engine_init(engine *e, dutch_ctx *c)
{
    memset(e, 0, sizeof *e);
    e->c = c;
    e->mem = &c->t->mem;
    e->n = c->n;
    e->weights.facts = dutch_facts(dutch26_criteria, D26_NFIELDS);
    dutch_work_init(&e->work, e->mem);
    engine_take(e, &e->work);
    if (dutch_work_alloc(&e->work))
        return SWC_ENOMEM;
    engine_take(e, &e->work);
    dutch26_cache_init(&e->cache, e->mem);
    for (size_t v = 0; v < e->n; v++) {
        e->pairs.final_mate[v] = -1;
        e->window.wpos[v] = -1;
    }
    return SWC_OK;
}

void dutch26_engine_free(engine *e)
{
    const swc_mem *m = e->mem;
    weight_store_free(&e->weights, m);
    round_facts_free(&e->round, m, e->n);
    field_matching_free(&e->fm);
    dutch26_cache_free(&e->cache, m);
    dutch26_drop_window_matching(e);
    dutch_work_free(&e->work);
}
