/*
 * The maximum-weight matchings of the 2026 engine: the window's,
 * re-optimised between decisions and proved optimal for the whole round
 * by a completion of the players below it (reserve.h, complete.h), and
 * the whole field's when that completion fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef SWC_DUTCH_TRACE
#include <time.h>
#endif

#include "../../matching/start.h"
#include "../../matching/warm.h"
#include "../../matching/weights.h"
#include "complete.h"
#include "engine2026.h"
#include "reserve.h"

/*
 * The window positions whose rows changed since a reader last looked
 * (dirty, by vertex; cleared here), into e->weights.dlist, flagged in e->weights.dflag.
 * Pairs of window positions to compare: (a, b) for a in the list and any
 * b, skipping b that is listed and after a (each pair once).
 */
static size_t take_dirty(engine *e, uint8_t *dirty)
{
    size_t k = 0;
    for (size_t p = 0; p < e->window.wn; p++) {
        size_t v = e->window.win[p];
        e->weights.dflag[p] = dirty[v];
        if (dirty[v])
            e->weights.dlist[k++] = p;
        dirty[v] = 0;
    }
    return k;
}

static void field_weight(void *ctx, size_t u, size_t v, uint64_t *out)
{
    dutch26_edge_weight(ctx, u, v, out);
}

/* Maximum-weight matching over every unfixed player, into e->pairs.M. */
int dutch26_full_solve(engine *e)
{
    size_t k = 0;
    e->pairs.stat_full++;
    for (size_t v = 0; v < e->n; v++) {
        e->pairs.M[v] = -1;
        if (!e->pairs.fixed[v])
            e->scratch.cinv[k++] = v;
    }
    return swc_matcher_solve_items(e->mem, e->weights.bits, e->scratch.cinv, k, field_weight, e, e->scratch.cmate, e->pairs.M);
}

/* The colour class of a vertex (complete.h). */
static int colour_class(const engine *e, size_t v)
{
    const dutch_player *p = &e->c->pl[v];
    if (!p->absolute || p->topscorer)
        return SWC_CLS_REST;
    return p->pref == SWC_COLOUR_WHITE ? SWC_CLS_W : p->pref == SWC_COLOUR_BLACK ? SWC_CLS_B : SWC_CLS_REST;
}

static int compatible_cb(const void *ctx, size_t a, size_t b)
{
    return dutch_compatible(((const engine *)ctx)->c, a, b);
}

static int colour_cb(const void *ctx, size_t v)
{
    return colour_class((const engine *)ctx, v);
}

/* The completion's view of the engine (complete.h): vertices, who may
 * meet, colour classes, and the engine's scratch. */
static swc_completion completion(engine *e)
{
    swc_completion c = { .linked = compatible_cb, .colour = colour_cb, .ctx = e, .mate = e->scratch.gmate,
                         .pos = e->scratch.gpos, .par = e->scratch.bfs_par, .seen = e->scratch.bfs_seen, .stamp = &e->scratch.bfs_stamp,
                         .next = e->scratch.gnext, .prev = e->scratch.gprev, .queue = e->scratch.bfs_q, .cls = e->scratch.gcls };
    return c;
}

/*
 * Try to pair every vertex of verts[0..nv) with compatible partners from
 * the list, leaving out `reserve` (or nobody when reserve is SIZE_MAX),
 * into e->scratch.gmate (complete.h); 1 on success. A failure proves nothing; the
 * caller then solves exactly.
 */
int dutch26_greedy_complete(engine *e, const size_t *verts, size_t nv, size_t reserve)
{
    swc_completion c = completion(e);
    return swc_complete_greedy(&c, verts, nv, reserve);
}

/* A PAB receiver of the completion: a candidate, and of the least C9
 * value (best) when that field is active. */
typedef struct bye_view {
    const engine *e;
    uint32_t best;
} bye_view;

static int takes_bye(const void *ctx, size_t v)
{
    const bye_view *b = ctx;
    return cand(b->e, v) && (!b->e->round.single0 || dutch26_phi(b->e, v) == b->best);
}

/*
 * Complete a matching of the window with the players outside it: the
 * window players left unmatched and everybody below must pair among
 * themselves with setup-weight edges, leaving unmatched at most one
 * player who may take the PAB (with the smallest C9 value when that
 * field is active). Success proves the combined matching optimal (see
 * dutch26_mwm()).
 */
static int complete_outside(engine *e)
{
    size_t nv = 0;
    size_t *verts = e->scratch.gverts;
    for (size_t p = 0; p < e->window.wn; p++) {
        size_t v = e->window.win[p];
        if (!e->pairs.fixed[v] && e->pairs.M[v] < 0)
            verts[nv++] = v;
    }
    for (size_t v = 0; v < e->n; v++)
        if (!e->pairs.fixed[v] && e->window.wpos[v] < 0)
            verts[nv++] = v;
    bye_view b = { e, UINT32_MAX };
    if (nv % 2)
        for (size_t v = 0; v < e->n; v++)
            if (!e->pairs.fixed[v] && cand(e, v) && (!e->round.single0 || dutch26_phi(e, v) < b.best))
                b.best = e->round.single0 ? dutch26_phi(e, v) : 0;
    swc_completion c = completion(e);
    return swc_complete_round(&c, verts, nv, takes_bye, &b);
}

/*
 * The whole field as one warm-restarted matching, for the rounds in which
 * the players below the window cannot be completed on their own (e.g.
 * many of them must not meet for colour reasons). Engaged at the first
 * such failure and kept for the rest of the round: after one full load
 * only the window's edges change.
 */
static int field_solve(engine *e)
{
    size_t n = e->n, L = e->weights.L;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    int rc;
    e->pairs.stat_full++;
    if (!e->fm.m) {
        /* the players not fixed yet: the matcher never sees the others */
        size_t k = 0;
        for (size_t v = 0; v < n; v++) {
            e->fm.idx[v] = e->pairs.fixed[v] ? -1 : (long)k;
            if (!e->pairs.fixed[v])
                e->fm.inv[k++] = v;
            e->fm.gone[v] = e->pairs.fixed[v];
        }
        if ((rc = swc_matcher_new(&e->fm.m, e->mem, k, e->weights.bits)))
            return rc;
        for (size_t i = 1; i < k; i++)
            for (size_t j = 0; j < i; j++) {
                dutch26_edge_weight(e, e->fm.inv[i], e->fm.inv[j], w);
                swc_matcher_set(e->fm.m, i, j, w);
            }
    } else {
        for (size_t v = 0; v < n; v++)
            if (e->pairs.fixed[v] && !e->fm.gone[v]) {
                swc_matcher_remove(e->fm.m, (size_t)e->fm.idx[v]);
                e->fm.gone[v] = 1;
            }
        size_t nd = take_dirty(e, e->weights.dirty_f);
        for (size_t i = 0; i < nd; i++) {
            size_t a = e->weights.dlist[i];
            size_t u = e->window.win[a];
            if (e->pairs.fixed[u])
                continue;
            int touched = 0;
            for (size_t b = 0; b < e->window.wn; b++) {
                size_t v = e->window.win[b];
                if (b == a || (e->weights.dflag[b] && b > a) || e->pairs.fixed[v])
                    continue;
                const uint64_t *wx = Wp(e, u, v);
                size_t fu = (size_t)e->fm.idx[u], fv = (size_t)e->fm.idx[v];
                if (wide_cmp(wx, swc_matcher_weight(e->fm.m, fu, fv), L) == 0)
                    continue;
                swc_matcher_set(e->fm.m, fu, fv, wx);
                if (!touched && !e->fm.touch[v]) {
                    swc_matcher_touch(e->fm.m, fu);
                    e->fm.touch[u] = 1;
                    touched = 1;
                }
            }
        }
        for (size_t a = 0; a < e->window.wn; a++)
            e->fm.touch[e->window.win[a]] = 0;
    }
    if ((rc = swc_matcher_solve(e->fm.m, e->fm.mate)))
        return rc;
    for (size_t v = 0; v < n; v++) {
        long i = e->fm.idx[v];
        e->pairs.M[v] = e->pairs.fixed[v] || i < 0 || e->fm.mate[i] < 0 ? -1 : (long)e->fm.inv[e->fm.mate[i]];
    }
    return SWC_OK;
}

/* The players below the window, not yet paired. */
static size_t outside_count(const engine *e)
{
    size_t k = 0;
    for (size_t v = 0; v < e->n; v++)
        k += !e->pairs.fixed[v] && e->window.wpos[v] < 0;
    return k;
}

static int may_bye_cb(const void *ctx, size_t v)
{
    return cand((const engine *)ctx, v);
}

/*
 * How many window players a complete pairing must give to the players
 * below the window, at least, and the roles of the window players in the
 * relaxation (reserve.h); sets e->wm.role. Nothing (0) when out of memory.
 */
static size_t window_reserve(engine *e)
{
    size_t n = e->n, wn = e->window.wn, nb = 0, nw = 0, unfixed = 0, need = 0;
    size_t *below = swc_mem_calloc(e->mem, n ? n : 1, sizeof *below);
    size_t *scratch = swc_mem_calloc(e->mem, n ? n : 1, sizeof *scratch);
    size_t *items = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *items);
    size_t *at = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *at);
    uint8_t *roles = swc_mem_calloc(e->mem, wn ? wn : 1, 1);
    memset(e->wm.role, 0, wn ? wn : 1);
    if (below && scratch && items && at && roles) {
        for (size_t v = 0; v < n; v++) {
            unfixed += !e->pairs.fixed[v];
            if (!e->pairs.fixed[v] && e->window.wpos[v] < 0)
                below[nb++] = v;
        }
        for (size_t a = 0; a < wn; a++)
            if (!e->pairs.fixed[e->window.win[a]]) {
                at[nw] = a;
                items[nw++] = e->window.win[a];
            }
        swc_reserve_view rv = { .linked = compatible_cb, .colour = colour_cb, .may_bye = may_bye_cb, .ctx = e,
                                .below = below, .nbelow = nb, .window = items, .nwindow = nw,
                                .unfixed = unfixed, .scratch = scratch };
        int cls;
        need = swc_reserve_need(&rv, roles, &cls);
        for (size_t i = 0; i < nw; i++)
            e->wm.role[at[i]] = roles[i];
    }
    swc_mem_free(e->mem, below, (n ? n : 1) * sizeof *below);
    swc_mem_free(e->mem, scratch, (n ? n : 1) * sizeof *scratch);
    swc_mem_free(e->mem, items, (wn ? wn : 1) * sizeof *items);
    swc_mem_free(e->mem, at, (wn ? wn : 1) * sizeof *at);
    swc_mem_free(e->mem, roles, wn ? wn : 1);
    return need;
}

/* The edges of weight H between the window players of role SWC_ROLE_N and the
 * nr reserve vertices, the matcher's twins. */
static void join_reserve(engine *e, size_t nr)
{
    if (!nr)
        return;
    uint32_t h = swc_matcher_intern(e->wm.m, e->wm.h);
    for (size_t a = 0; a < e->window.wn; a++)
        if (e->wm.role[a] & SWC_ROLE_N)
            swc_matcher_set_twins_id(e->wm.m, a, h);
}

/*
 * The window's matcher, for a new window (see dutch26_mwm()). When the players
 * below need window partners (window_reserve()), the matcher gets that
 * many reserve vertices, joined to the window players of role SWC_ROLE_N, and,
 * in an odd field, one for the PAB, joined to those of role SWC_ROLE_PAB; the
 * PAB vertex comes right after the window and the reserve last, as twins
 * of the matcher (they are alike, so their weights are stored once). A
 * weight H above any sum of window excesses goes to every edge once for
 * each end that must be matched (a reserve vertex, a
 * window player of the class I); a window player of role SWC_ROLE_IR and one
 * of role SWC_ROLE_N are joined by an edge of weight H even when they are not
 * compatible (the first paired below, the second with a player of I).
 * Every complete pairing of the round maps to a matching of this graph
 * that matches all those vertices, with the same window excess, so its
 * optimum bounds the round from above, and a completion of it proves it
 * optimal.
 */
static int new_window_matcher(engine *e)
{
    size_t wn = e->window.wn;
    size_t nr = window_reserve(e);
    size_t npab = 0;
    /* nobody below: every window player but the PAB receiver is paired
     * inside the window */
    int all = !nr && wn && outside_count(e) == 0;
    if (all)
        for (size_t a = 0; a < wn; a++)
            if (!e->pairs.fixed[e->window.win[a]])
                e->wm.role[a] = (uint8_t)(SWC_ROLE_I | (cand(e, e->window.win[a]) ? SWC_ROLE_PAB : 0));
    if (nr || all) {
        size_t unfixed = 0;
        for (size_t v = 0; v < e->n; v++)
            unfixed += !e->pairs.fixed[v];
        npab = unfixed % 2;
    }
    unsigned extra = nr || all ? swc_dutch_bitlen(wn) + 2 : 0;
    if (nr + npab > wn || (e->weights.bits + extra + 3) / 64 + 1 > SWC_WIDE_MAX_LIMBS) {
        nr = npab = 0;
        extra = 0;
        for (size_t a = 0; a < wn; a++)
            e->wm.role[a] = 0;
    }
    /* the PAB vertex right after the window, then the reserve, whose
     * vertices are alike: the matcher stores their weights once */
    int rc = swc_matcher_new_twins(&e->wm.m, e->mem, wn + nr + npab, nr, e->weights.bits + extra + (extra ? 1 : 0));
    if (rc)
        return rc;
    memset(e->wm.gone, 0, wn ? wn : 1);
    e->wm.ndummy = nr + npab;
    e->wm.nout = outside_count(e);
    wide_zero(e->wm.h, SWC_WIDE_MAX_LIMBS);
    if (extra)
        wide_add_shifted(e->wm.h, 1, e->weights.bits + extra - 1, swc_matcher_limbs(e->wm.m));
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "window %zu: reserve %zu + %zu, below %zu, limbs %zu, cpu %.2f, field solves so far %lu\n", wn, nr,
            npab, e->wm.nout, swc_matcher_limbs(e->wm.m), (double)clock() / CLOCKS_PER_SEC, e->pairs.stat_full);
#endif
    if (npab)
        for (size_t a = 0; a < wn; a++)
            if (e->wm.role[a] & SWC_ROLE_PAB)
                swc_matcher_set(e->wm.m, a, wn, e->wm.h);
    join_reserve(e, nr);
    return SWC_OK;
}

/*
 * The completion pairs players by compatibility alone; two window players
 * it pairs must also have an edge of at least their setup weight (no
 * negative excess), or the bound of dutch26_mwm() does not hold.
 */
static int completion_keeps_weights(engine *e)
{
    uint64_t imp[SWC_WIDE_MAX_LIMBS];
    for (size_t a = 0; a < e->window.wn; a++) {
        size_t u = e->window.win[a];
        if (e->pairs.fixed[u] || e->pairs.M[u] >= 0 || e->scratch.gmate[u] < 0 || e->window.wpos[e->scratch.gmate[u]] < 0)
            continue;
        const uint64_t *wx = Wp(e, u, (size_t)e->scratch.gmate[u]);
        if (wide_is_zero(wx, e->weights.L))
            return 0;
        dutch26_implied(e, u, (size_t)e->scratch.gmate[u], imp);
        if (wide_cmp(wx, imp, e->weights.L) < 0)
            return 0;
    }
    return 1;
}

void dutch26_cache_init(weight_cache *c, const swc_mem *mem)
{
    c->key = swc_mem_calloc(mem, MC_CAP, sizeof *c->key);
    c->id = swc_mem_calloc(mem, MC_CAP, sizeof *c->id);
    if (!c->key || !c->id)
        dutch26_cache_free(c, mem);
}

void dutch26_cache_free(weight_cache *c, const swc_mem *mem)
{
    swc_mem_free(mem, c->key, MC_CAP * sizeof *c->key);
    swc_mem_free(mem, c->id, MC_CAP * sizeof *c->id);
    c->key = NULL;
    c->id = NULL;
}

static void sync_cache_clear(engine *e)
{
    if (e->cache.n) {
        memset(e->cache.id, 0, MC_CAP * sizeof *e->cache.id);
        e->cache.n = 0;
    }
}

/* The cache slot of a key (id + 1, or 0 when new and now reserved), or
 * NULL when there is no cache. */
static uint32_t *sync_slot(engine *e, uint64_t key)
{
    if (!e->cache.key)
        return NULL;
    if (2 * e->cache.n >= MC_CAP)
        sync_cache_clear(e);
    size_t mask = MC_CAP - 1;
    for (size_t s = (size_t)((key * UINT64_C(0x9e3779b97f4a7c15)) >> 48) & mask;; s = (s + 1) & mask) {
        if (!e->cache.id[s]) {
            e->cache.key[s] = key;
            e->cache.n++;
            return &e->cache.id[s];
        }
        if (e->cache.key[s] == key)
            return &e->cache.id[s];
    }
}

/*
 * The psi classes of the window positions (players with equal psi), for
 * the cache of dutch26_mwm(): a matcher weight is made of the window weight, the
 * setup weight c0 + psi(u) + psi(v) when compatible, and the roles.
 */
void dutch26_psi_classes(engine *e)
{
    e->cache.npcls = 0;
    sync_cache_clear(e);
    if (!e->cache.pcls || !e->cache.key)
        return;
    size_t first[256], S = 0;
    for (size_t a = 0; a < e->window.wn; a++) {
        const uint64_t *p = e->round.psi + e->window.win[a] * e->weights.L;
        size_t c = 0;
        while (c < S && wide_cmp(e->round.psi + e->window.win[first[c]] * e->weights.L, p, e->weights.L) != 0)
            c++;
        if (c == S) {
            if (S == 256)
                return;
            first[S++] = a;
        }
        e->cache.pcls[a] = (uint8_t)c;
    }
    e->cache.npcls = S;
}

/* Drop the pool's values that no window or base weight names any more
 * (rows rewritten by bonuses and probes), once they outnumber the rest.
 * Called where nobody holds a pointer into the pool. */
static void compact_weights(engine *e)
{
    swc_idtab *tables[2] = { &e->weights.Wx, e->weights.bbase };
    size_t lens[2] = { e->window.wn * (e->window.wn ? e->window.wn - 1 : 0) / 2, e->weights.bbase_n };
    size_t nt = e->weights.bbase ? 2 : 1;
    if (!swc_wpool_compact_due(&e->weights.wp, e->weights.Wx.a16 || (e->weights.bbase && e->weights.bbase->a16)))
        return;
    if (!swc_wpool_compact(&e->weights.wp, tables, lens, nt))
        sync_cache_clear(e); /* its keys hold the old ids */
}

/* What sets a window matcher's weight at its first solve, of one end. */
typedef struct start_key {
    dutch_class_key omega;
    uint64_t psi[SWC_WIDE_MAX_LIMBS];
    uint8_t part, role;
} start_key;

/*
 * Classes of the window matcher's vertices for the duals of its first
 * solve (swc_matcher_start_by_class): its weights are then step 0's
 * excesses, set by what omega reads of the two players (dutch26_class_of()), the
 * part of the window each is in, their psi and their roles; the PAB
 * vertex and the reserve vertices are a class each. Nothing is set when
 * there are more classes than the matcher takes (or no memory).
 */
static void start_window_classes(engine *e)
{
    size_t wn = e->window.wn, nv = wn + e->wm.ndummy, S = 0, L = e->weights.L;
    uint32_t *cls = swc_mem_calloc(e->mem, nv ? nv : 1, sizeof *cls);
    size_t *first = swc_mem_calloc(e->mem, SWC_MATCHER_MAX_CLASSES, sizeof *first);
    start_key *keys = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *keys); /* zeroed: no padding undefined */
    if (cls && first && keys) {
        for (size_t a = 0; a < wn; a++) {
            dutch26_class_of(e, e->window.win[a], &keys[a].omega);
            wide_copy(keys[a].psi, e->round.psi + e->window.win[a] * L, L);
            keys[a].part = (uint8_t)(a < e->window.w_nd ? 0 : a < e->window.w_nb ? 1 : 2);
            keys[a].role = e->wm.role[a];
        }
        S = swc_dutch_classify(keys, wn, sizeof *keys, cls, SWC_MATCHER_MAX_CLASSES - 2, first);
    }
    /* the PAB vertex comes right after the window, the reserve last (with
     * no PAB vertex the first reserve vertex is a class of its own: two
     * classes of the same edges do no harm) */
    if (S) {
        for (size_t d = wn; d < nv; d++)
            cls[d] = (uint32_t)(S + (d == wn ? 0 : 1));
        (void)swc_matcher_start_by_class(e->wm.m, cls, S + 2); /* out of memory: the usual start */
    }
    swc_mem_free(e->mem, cls, (nv ? nv : 1) * sizeof *cls);
    swc_mem_free(e->mem, first, SWC_MATCHER_MAX_CLASSES * sizeof *first);
    swc_mem_free(e->mem, keys, (wn ? wn : 1) * sizeof *keys);
}

/* The last key a walk asked of the cache and its id: a run of equal keys
 * (a new window's row of one class) asks the cache once. */
typedef struct pair_run {
    uint64_t key;
    uint32_t mid;
    int has;
} pair_run;

static int fixed_at(const engine *e, size_t a)
{
    return e->pairs.fixed[e->window.win[a]];
}

/* The cache's key of a window pair: the window weight's id, the psi
 * classes, the roles and the compatibility (the later position's first
 * as the caller names them). */
static uint64_t pair_key(uint32_t wid, uint64_t side_a, uint32_t side_b, int compat)
{
    return (uint64_t)wid << 32 | side_a | side_b | (uint64_t)(compat != 0);
}

/* a's part of the key (pair_key()), and b's */
static uint64_t key_side_a(const engine *e, size_t a)
{
    return (uint64_t)e->cache.pcls[a] << 24 | (uint64_t)e->wm.role[a] << 12;
}

static uint32_t key_side_b(const engine *e, size_t b)
{
    return (uint32_t)e->cache.pcls[b] << 16 | (uint32_t)e->wm.role[b] << 8;
}

/* The window matcher's weight of window positions a and b, whose window
 * weight is wid: their excess over the setup weight, and the reserve's H
 * (new_window_matcher()). */
static void window_pair_weight(engine *e, size_t a, size_t b, uint32_t wid, uint64_t *w)
{
    size_t L = e->weights.L, Lm = swc_matcher_limbs(e->wm.m);
    uint64_t imp[SWC_WIDE_MAX_LIMBS];
    const uint64_t *wx = swc_wpool_get(&e->weights.wp, wid);
    int edge = !wide_is_zero(wx, L);
    wide_zero(w, Lm);
    if (edge) {
        dutch26_implied(e, e->window.win[a], e->window.win[b], imp);
        if (wide_cmp(wx, imp, L) > 0) {
            wide_copy(w, wx, L);
            wide_sub(w, imp, L);
        }
    }
    swc_reserve_weight(w, edge, e->wm.role[a], e->wm.role[b], e->wm.h, Lm);
}

/* The id of a pair whose key (0 without the cache) did not match the
 * walk's last: asked of the cache, or made there. */
static uint32_t keyed_pair_id(engine *e, size_t a, size_t b, uint32_t wid, uint64_t key, pair_run *run)
{
    uint32_t *slot = e->cache.npcls ? sync_slot(e, key) : NULL, mid;
    if (slot && *slot) {
        mid = *slot - 1;
    } else {
        uint64_t w[SWC_WIDE_MAX_LIMBS];
        window_pair_weight(e, a, b, wid, w);
        mid = swc_matcher_intern(e->wm.m, w);
        if (slot)
            *slot = mid + 1;
    }
    if (slot) {
        run->key = key;
        run->mid = mid;
        run->has = 1;
    }
    return mid;
}

/* The id of a pair of window weight wid and key (0 without the cache):
 * the walk's last when the key repeats it (a run is only kept with the
 * cache), else keyed_pair_id(). */
static uint32_t run_pair_id(engine *e, size_t a, size_t b, uint32_t wid, uint64_t key, pair_run *run)
{
    if (run->has && key == run->key)
        return run->mid;
    return keyed_pair_id(e, a, b, wid, key, run);
}

/* The window matcher's id of the weight of window positions a and b (both
 * unpaired): their excess over the setup weight, and the reserve's H
 * (new_window_matcher()). The cache of dutch26_mwm() names it by what it
 * is made of (pair_key()). */
static uint32_t window_pair_id(engine *e, size_t a, size_t b, pair_run *run)
{
    uint32_t wid = swc_idtab_get(&e->weights.Wx, swc_dutch_tri(a, b));
    uint64_t key = e->cache.npcls ? pair_key(wid, key_side_a(e, a), key_side_b(e, b),
                                             dutch_compatible(e->c, e->window.win[a], e->window.win[b]))
                                  : 0;
    return run_pair_id(e, a, b, wid, key, run);
}

/* Before a walk of whole rows: each position's part of the keys, with
 * FIXED_SIDE for a position already paired, and its absolute colour. */
#define FIXED_SIDE UINT32_C(0x80000000)
static void key_sides(engine *e)
{
    for (size_t a = 0; a < e->window.wn; a++) {
        e->wm.side[a] = fixed_at(e, a) ? FIXED_SIDE : key_side_b(e, a);
        e->wm.abs[a] = dutch_absolute_code(&e->c->pl[e->window.win[a]]);
    }
}

/*
 * ids[b] := window_pair_id(e, a, b) for every position b < a (0 for a
 * position already paired), a row of the window's triangle in order.
 * With the cache, the keys are made from key_sides() and a's forbidden
 * partners marked by position, so that a pair whose key repeats the
 * last one costs a few loads (most pairs of a row do).
 */
static void window_row_ids(engine *e, size_t a, uint32_t *ids)
{
    pair_run run = { 0 };
    if (!e->cache.npcls) {
        for (size_t b = 0; b < a; b++)
            ids[b] = fixed_at(e, b) ? 0 : window_pair_id(e, a, b, &run);
        return;
    }
    size_t u = e->window.win[a], base = swc_dutch_tri(a, 0);
    uint8_t *mark = e->wm.forb;
    uint16_t own = e->wm.abs[a];
    dutch_mark_forbidden(e->c, u, e->window.wpos, a, mark, 1);
    uint64_t side_a = key_side_a(e, a);
    for (size_t b = 0; b < a; b++) {
        uint32_t sb = e->wm.side[b];
        if (sb & FIXED_SIDE) {
            ids[b] = 0;
            continue;
        }
        uint32_t wid = swc_idtab_get(&e->weights.Wx, base + b);
        int compat = !mark[b] && !(own && own == e->wm.abs[b]);
        ids[b] = run_pair_id(e, a, b, wid, pair_key(wid, side_a, sb, compat), &run);
    }
    dutch_mark_forbidden(e->c, u, e->window.wpos, a, mark, 0);
}

/* A new matcher with every row to read: each position's pairs with the
 * earlier ones, a row at a time, then the table mirrored (weights.h). */
static void fill_new_matcher(engine *e)
{
    size_t wn = e->window.wn;
    key_sides(e);
    for (size_t a = 0; a < wn; a++) {
        if (fixed_at(e, a))
            continue;
        window_row_ids(e, a, e->wm.row);
        swc_matcher_set_row_lower(e->wm.m, a, e->wm.row);
    }
    swc_matcher_mirror_lower(e->wm.m, wn);
}

/* A changed pair of positions a and b, noted for the warm restart unless
 * the matcher is new (its first solve starts every vertex afresh). */
static void note_change(engine *e, size_t a, size_t b, int fresh)
{
    if (fresh)
        return;
    e->wm.count[a]++;
    e->wm.count[b]++;
    size_t bit = a * e->wm.cap + b;
    e->wm.chg[bit / 64] |= UINT64_C(1) << (bit % 64);
}

/* Row r (changed whole) against the matcher's: the changed pairs noted,
 * and 1 when any changed, the row in e->wm.row then (a paired position
 * keeps the matcher's entry). */
static int compare_row(engine *e, size_t r, int fresh, size_t *nchanged)
{
    uint32_t *row = e->wm.row, *was = e->wm.was;
    int any = 0;
    window_row_ids(e, r, row);
    swc_matcher_get_row_lower(e->wm.m, r, was);
    for (size_t c = 0; c < r; c++) {
        uint32_t old = was[c];
        if (fixed_at(e, c)) {
            row[c] = old;
        } else if (row[c] != old) {
            any = 1;
            note_change(e, r, c, fresh);
            *nchanged += !fresh;
        }
    }
    return any;
}

/*
 * Every pair with a changed end (take_dirty()), each once and from its
 * changed row (both changed: the later one), in the order the window's
 * triangle stores them: the later position's row from the start when it
 * changed, else at the changed earlier positions. A walk down a column
 * of the triangle would miss the cache at every pair, so a row changed
 * whole is set below the diagonal and mirrored with the others of its
 * block at the end (weights.h). The number of pairs whose weight
 * changed.
 */
static size_t update_matcher(engine *e, size_t ndirty, int fresh)
{
    size_t wn = e->window.wn, nchanged = 0, nrew = 0, nlive = 0;
    size_t *live = e->wm.rewritten + wn; /* the changed rows not paired, ascending */
    uint32_t *was = e->wm.was;
    for (size_t i = 0; i < ndirty; i++)
        if (!fixed_at(e, e->weights.dlist[i]))
            live[nlive++] = e->weights.dlist[i];
    key_sides(e);
    for (size_t r = 0, k = 0; r < wn; r++) {
        while (k < nlive && live[k] < r)
            k++; /* live[0..k) are before r */
        if (fixed_at(e, r))
            continue;
        if (e->weights.dflag[r]) {
            if (compare_row(e, r, fresh, &nchanged)) {
                swc_matcher_set_row_lower(e->wm.m, r, e->wm.row);
                e->wm.rewritten[nrew++] = r;
            }
            continue;
        }
        pair_run run = { 0 };
        swc_matcher_get_ids(e->wm.m, r, live, k, was);
        size_t base = swc_dutch_tri(r, 0), u = e->window.win[r];
        uint32_t side_r = e->wm.side[r];
        uint16_t own = e->wm.abs[r];
        for (size_t i = 0; i < k; i++) {
            /* window_pair_id(e, live[i], r) from the sides (the earlier
             * position asks its partner list, as there) */
            size_t a = live[i];
            uint32_t wid = swc_idtab_get(&e->weights.Wx, base + a);
            int compat = !(own && own == e->wm.abs[a]) && !dutch_forbidden(e->c, e->window.win[a], u);
            uint64_t key = e->cache.npcls ? pair_key(wid, key_side_a(e, a), side_r, compat) : 0;
            uint32_t mid = run_pair_id(e, a, r, wid, key, &run);
            if (mid != was[i]) {
                swc_matcher_set_id(e->wm.m, a, r, mid);
                note_change(e, a, r, fresh);
                nchanged += !fresh;
            }
        }
    }
    swc_matcher_mirror_rows(e->wm.m, e->wm.rewritten, nrew);
    return nchanged;
}

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
/* After update_matcher(): every pair of window players still to pair
 * weighs in the matcher what window_pair_weight() makes of its window
 * weight now, the cache and its keys aside. Windows of at most 1 000. */
static void check_window_synced(engine *e)
{
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    size_t wn = e->window.wn, Lm = swc_matcher_limbs(e->wm.m);
    if (wn > 1000)
        return;
    for (size_t a = 0; a < wn; a++)
        for (size_t b = 0; b < a; b++) {
            if (fixed_at(e, a) || fixed_at(e, b))
                continue;
            window_pair_weight(e, a, b, swc_idtab_get(&e->weights.Wx, swc_dutch_tri(a, b)), w);
            if (wide_cmp(w, swc_matcher_weight(e->wm.m, a, b), Lm) != 0 ||
                wide_cmp(w, swc_matcher_weight(e->wm.m, b, a), Lm) != 0) {
                fprintf(stderr, "dutch2026: the window matcher's weight of %zu and %zu is stale\n", a, b);
                abort();
            }
        }
}
#endif

/*
 * Maximum-weight matching over the players not yet fixed, into e->pairs.M.
 *
 * Outside the window every edge still carries its setup weight
 * c0 + psi(u) + psi(v), so for a complete matching (the only kind that
 * can be optimal, D26_C4 being the top field) the weight equals a constant
 * plus the window edges' excess over their setup weight, minus the PAB
 * receiver's psi. A maximum-weight matching of the window on those
 * excesses is therefore optimal overall whenever the rest can be
 * completed with a legal PAB receiver of minimal psi; only when that
 * completion is not found is the whole field solved.
 */
int dutch26_mwm(engine *e)
{
    e->window.window_decided = 0;
    if (!e->weights.in_brackets)
        return dutch26_full_solve(e);
    if (e->weights.wp.failed)
        return SWC_ENOMEM;
    compact_weights(e);
    if (e->fm.m && e->window.field_sticky)
        return field_solve(e);
    size_t wn = e->window.wn;
    int rc;
    for (size_t v = 0; v < e->n; v++)
        e->pairs.M[v] = -1;
    int fresh = !e->wm.m;
    if (fresh) {
        if ((rc = new_window_matcher(e)))
            return rc;
        sync_cache_clear(e);
        e->cache.epoch = swc_matcher_id_epoch(e->wm.m);
    }
    if (e->cache.epoch != swc_matcher_id_epoch(e->wm.m)) {
        sync_cache_clear(e);
        e->cache.epoch = swc_matcher_id_epoch(e->wm.m);
    }
    if (!wide_is_zero(e->wm.h, SWC_WIDE_MAX_LIMBS) && outside_count(e) != e->wm.nout) {
        /* the bound was for other players below: drop the reserve */
        for (size_t k = 0; k < e->wm.ndummy; k++)
            swc_matcher_remove(e->wm.m, wn + k);
        e->wm.ndummy = 0;
        wide_zero(e->wm.h, SWC_WIDE_MAX_LIMBS);
        sync_cache_clear(e);
        for (size_t a = 0; a < wn; a++) {
            e->wm.role[a] = 0;
            e->weights.dirty_w[e->window.win[a]] = 1;
        }
    }
    /* Bring the window matching up to date: the excess weights that
     * changed since the last solve, and the players paired since. A
     * vertex cover of the changed edges is what the warm restart needs. */
    size_t nchanged = 0;
    for (size_t a = 0; a < wn; a++)
        e->wm.count[a] = 0;
    size_t ndirty = take_dirty(e, e->weights.dirty_w);
    if (fresh && ndirty == wn)
        fill_new_matcher(e);
    else
        nchanged = update_matcher(e, ndirty, fresh);
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
    check_window_synced(e);
#endif
    for (size_t a = 0; a < wn; a++) {
        e->wm.touch[a] = 0;
        if (e->pairs.fixed[e->window.win[a]] && !e->wm.gone[a]) {
            e->wm.gone[a] = 1;
            swc_matcher_remove(e->wm.m, a);
        }
    }
    /* the changed edges again, by changed row */
    for (size_t i = 0; i < ndirty && nchanged; i++) {
        size_t a = e->weights.dlist[i];
        /* the set bits of row a, in order, a word at a time */
        size_t lo = a * e->wm.cap, hi = lo + wn;
        for (size_t wi = lo / 64; wn && wi <= (hi - 1) / 64; wi++) {
            uint64_t *word = &e->wm.chg[wi];
            uint64_t x = *word;
            if (wi == lo / 64)
                x &= ~UINT64_C(0) << (lo % 64);
            if (wi == (hi - 1) / 64 && hi % 64)
                x &= ~(~UINT64_C(0) << (hi % 64));
            *word &= ~x;
            for (; x; x &= x - 1) {
                size_t b = wi * 64 + (size_t)__builtin_ctzll(x) - lo;
                if (e->wm.touch[a] || e->wm.touch[b])
                    continue;
                size_t t = e->wm.count[a] >= e->wm.count[b] ? a : b;
                e->wm.touch[t] = 1;
                swc_matcher_touch(e->wm.m, t);
            }
        }
    }
    /* a new matcher holds step 0's excesses: start it from the class
     * duals */
    if (fresh)
        start_window_classes(e);
    if ((rc = swc_matcher_solve(e->wm.m, e->wm.mate)))
        return rc;
    for (size_t a = 0; a < wn; a++) {
        size_t u = e->window.win[a];
        if (e->pairs.fixed[u] || e->wm.mate[a] < 0 || (size_t)e->wm.mate[a] >= wn)
            continue;
        size_t v = e->window.win[e->wm.mate[a]];
        /* a pair of no excess (or one that stands for pairs below) is
         * left to the completion */
        if (dutch26_excess_positive(e, u, v))
            e->pairs.M[u] = (long)v;
    }
    if (complete_outside(e) && completion_keeps_weights(e)) {
        e->pairs.stat_relaxed++;
        e->window.window_decided = 1;
        for (size_t v = 0; v < e->n; v++)
            if (!e->pairs.fixed[v] && e->pairs.M[v] < 0)
                e->pairs.M[v] = e->scratch.gmate[v];
        return SWC_OK;
    }
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "window %zu: whole field from here\n", wn);
#endif
    e->window.field_sticky = 1;
    return field_solve(e);
}

/* Pass a dual hint (warm.h) to the matcher the next dutch26_mwm() will use. */
void dutch26_hint_dual(engine *e, size_t v, const uint64_t *d)
{
    if (e->fm.m && e->window.field_sticky && e->fm.idx[v] >= 0)
        swc_matcher_raise_dual(e->fm.m, (size_t)e->fm.idx[v], d);
    else if (e->wm.m && e->window.wpos[v] >= 0)
        swc_matcher_raise_dual(e->wm.m, (size_t)e->window.wpos[v], d);
}

void dutch26_drop_window_matching(engine *e)
{
    swc_matcher_free(e->wm.m);
    e->wm.m = NULL;
    dutch_work_free(&e->wm.work);
    e->wm.gone = e->wm.touch = e->wm.role = NULL;
    e->wm.count = NULL;
    e->wm.chg = e->wm.tight = NULL;
    e->wm.mate = NULL;
    e->wm.cap = 0;
}

/* The window matching's arrays for cap players (work.h). */
static void window_arrays(window_matching *wm, dutch_work *w, size_t cap)
{
    wm->gone = dutch_work_take(w, cap, sizeof *wm->gone);
    wm->touch = dutch_work_take(w, cap, sizeof *wm->touch);
    wm->role = dutch_work_take(w, cap, sizeof *wm->role);
    wm->count = dutch_work_take(w, cap, sizeof *wm->count);
    wm->row = dutch_work_take(w, cap, sizeof *wm->row);
    wm->was = dutch_work_take(w, cap, sizeof *wm->was);
    wm->side = dutch_work_take(w, cap, sizeof *wm->side);
    wm->abs = dutch_work_take(w, cap, sizeof *wm->abs);
    wm->forb = dutch_work_take(w, cap, sizeof *wm->forb);
    wm->rewritten = dutch_work_take(w, 2 * cap, sizeof *wm->rewritten);
    wm->chg = dutch_work_take(w, (cap * cap + 63) / 64, sizeof *wm->chg);
    wm->mate = dutch_work_take(w, 2 * cap, sizeof *wm->mate);
    wm->tight = dutch_work_take(w, 2 * ((2 * cap + 63) / 64), sizeof *wm->tight);
}

/* Scratch of the window matching for a window of wn players. */
int dutch26_new_window_matching(engine *e, size_t wn)
{
    dutch26_drop_window_matching(e);
    size_t cap = wn ? wn : 1;
    e->wm.cap = cap;
    e->wm.ndummy = 0;
    e->window.field_sticky = 0;
    dutch_work_init(&e->wm.work, e->mem);
    window_arrays(&e->wm, &e->wm.work, cap);
    if (dutch_work_alloc(&e->wm.work))
        return SWC_ENOMEM;
    window_arrays(&e->wm, &e->wm.work, cap);
    return SWC_OK;
}
