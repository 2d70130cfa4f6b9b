/*
 * The 2017 engine's state (engine2017.h), part by part: each part takes
 * its arrays from the round's workspace (work.h) and frees what it owns
 * besides. The takes run twice, once to measure and once to hand out.
 */
#include <string.h>

#include "engine2017.h"

static void validity_take(validity_graph *v, dutch_work *w, size_t n)
{
    v->vfixed = dutch_work_take(w, n, sizeof *v->vfixed);
    v->vgone = dutch_work_take(w, n, sizeof *v->vgone);
}

void dutch17_validity_free(validity_graph *v)
{
    swc_cardmatch_free(v->V);
    v->V = NULL;
}

static void window_state_take(window_state *s, dutch_work *w, size_t n)
{
    s->win = dutch_work_take(w, n, sizeof *s->win);
    s->wpos = dutch_work_take(w, n, sizeof *s->wpos);
}

/* The PSD table grows as brackets need (dutch17_prepare_bracket()). */
static void bracket_layout_free(bracket_layout *l, const swc_mem *m)
{
    swc_mem_free(m, l->rawkeys, l->rawcap * sizeof *l->rawkeys);
    swc_mem_free(m, l->keys, l->keyscap * sizeof *l->keys);
    l->rawkeys = NULL;
    l->keys = NULL;
    l->rawcap = l->keyscap = 0;
}

static void weight_store_take(weight_store *s, dutch_work *w, size_t n)
{
    s->cls = dutch_work_take(w, n, sizeof *s->cls);
    s->roff = dutch_work_take(w, n, sizeof *s->roff);
    s->exv = dutch_work_take(w, n * SWC_WIDE_MAX_LIMBS, sizeof *s->exv);
    s->exset = dutch_work_take(w, n, sizeof *s->exset);
}

/* The base weights' tables grow as brackets need (dutch17_step0()). */
static void weight_store_free(weight_store *s, const swc_mem *m)
{
    swc_idtab_free(&s->base, m);
    swc_mem_free(m, s->ctab, s->ctabcap * sizeof *s->ctab);
    swc_mem_free(m, s->zbits, s->zcap * sizeof *s->zbits);
    s->ctab = NULL;
    s->zbits = NULL;
    s->ctabcap = s->zcap = 0;
    swc_wpool_free(&s->wp);
}

static void bracket_matching_take(bracket_matching *b, dutch_work *w, size_t n)
{
    b->dirty = dutch_work_take(w, n, sizeof *b->dirty);
    b->odirty = dutch_work_take(w, n, sizeof *b->odirty);
    b->zdirty = dutch_work_take(w, n, sizeof *b->zdirty);
    b->gone = dutch_work_take(w, n, sizeof *b->gone);
    b->dmate = dutch_work_take(w, n, sizeof *b->dmate);
    b->fixed = dutch_work_take(w, n, sizeof *b->fixed);
    b->M = dutch_work_take(w, n, sizeof *b->M);
    b->bmate = dutch_work_take(w, n, sizeof *b->bmate);
}

static void bracket_matching_free(bracket_matching *b, const swc_mem *m)
{
    swc_matcher_free(b->dm);
    b->dm = NULL;
    swc_mem_free(m, b->idmap, b->idmap_cap * sizeof *b->idmap);
    b->idmap = NULL;
    b->idmap_cap = 0;
    b->idmap_live = 0;
}

static void relaxation_take(relaxation *r, dutch_work *w, size_t n)
{
    r->cut = dutch_work_take(w, n, sizeof *r->cut);
    r->role = dutch_work_take(w, n, sizeof *r->role);
}

static void search_scratch_take(search_scratch *s, dutch_work *w, size_t n)
{
    s->queue = dutch_work_take(w, n, sizeof *s->queue);
    s->par = dutch_work_take(w, n, sizeof *s->par);
    s->seen = dutch_work_take(w, n, sizeof *s->seen);
    s->tight = dutch_work_take(w, 2 * ((n + 63) / 64), sizeof *s->tight);
    s->gmate = dutch_work_take(w, n, sizeof *s->gmate);
    s->gverts = dutch_work_take(w, n, sizeof *s->gverts);
    s->gnext = dutch_work_take(w, n, sizeof *s->gnext);
    s->gprev = dutch_work_take(w, n, sizeof *s->gprev);
    s->gpos = dutch_work_take(w, n, sizeof *s->gpos);
    s->gcls = dutch_work_take(w, n, sizeof *s->gcls);
}

static void engine_take(engine *e, dutch_work *w)
{
    size_t n = e->n;
    validity_take(&e->validity, w, n);
    e->final_mate = dutch_work_take(w, n, sizeof *e->final_mate);
    e->dlist = dutch_work_take(w, n, sizeof *e->dlist);
    window_state_take(&e->window, w, n);
    weight_store_take(&e->weights, w, n);
    bracket_matching_take(&e->matching, w, n);
    relaxation_take(&e->relax, w, n);
    search_scratch_take(&e->scratch, w, n);
    dutch_bracket_work_take(&e->steps, w, n);
}

int dutch17_engine_init(engine *e, dutch_ctx *c)
{
    memset(e, 0, sizeof *e);
    e->c = c;
    e->mem = &c->t->mem;
    e->n = c->n;
    e->layout.facts = dutch_facts(dutch17_criteria, D17_NFIELDS);
    dutch_work_init(&e->work, e->mem);
    engine_take(e, &e->work);
    if (dutch_work_alloc(&e->work))
        return SWC_ENOMEM;
    engine_take(e, &e->work);
    for (size_t v = 0; v < e->n; v++)
        e->final_mate[v] = -1;
    return SWC_OK;
}

void dutch17_engine_free(engine *e)
{
    const swc_mem *m = e->mem;
    dutch17_validity_free(&e->validity);
    bracket_layout_free(&e->layout, m);
    weight_store_free(&e->weights, m);
    bracket_matching_free(&e->matching, m);
    dutch_work_free(&e->work);
}
