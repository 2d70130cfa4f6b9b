/*
 * The matchings of the 2017 engine: the bracket's, re-optimised between
 * decisions; for a special window with players below, the bracket alone
 * with reserve vertices (reserve.h), proved optimal by a completion of
 * the players below (complete.h); and the C.4 question, whether the
 * round can still be completed.
 */
#include <string.h>
#if defined(SWC_DUTCH_TRACE) || defined(SWC_DUTCH_CHECK_SHORTCUTS)
#include <stdio.h>
#include <stdlib.h>
#endif
#ifdef SWC_DUTCH_TRACE
#include <time.h>
#endif

#include "../../matching/start.h"
#include "../../matching/weights.h"
#include "complete.h"
#include "engine2017.h"
#include "reserve.h"

/* The colour class of a position (complete.h): the players of one class
 * never meet each other (dutch_compatible). */
static int colour_class(const engine *e, size_t p)
{
    const dutch_player *x = &e->c->pl[e->window.win[p]];
    if (!x->absolute || x->topscorer)
        return SWC_CLS_REST;
    return x->pref == SWC_COLOUR_WHITE ? SWC_CLS_W : x->pref == SWC_COLOUR_BLACK ? SWC_CLS_B : SWC_CLS_REST;
}

/* May positions p and q be paired, as far as a complete pairing of a
 * special window goes? Inside D + G: when the bracket has an edge. */
static int linked(const engine *e, size_t p, size_t q)
{
    return !wide_is_zero(Rp(e, p, q), e->layout.L); /* (an offset leaves an edge an edge) */
}

static int linked_cb(const void *ctx, size_t p, size_t q)
{
    return linked((const engine *)ctx, p, q);
}

static int colour_cb(const void *ctx, size_t p)
{
    return colour_class((const engine *)ctx, p);
}

static int may_bye_cb(const void *ctx, size_t p)
{
    const engine *e = ctx;
    return e->c->pl[e->window.win[p]].eligible;
}

/*
 * How many bracket players a complete pairing must give to the players
 * below, at least (unfixed players in all), and the roles of the bracket
 * players in the relaxation (reserve.h; a player whose edges below step 6
 * cut may not go below); sets e->relax.role and e->relax.rcls. Scratch: e->scratch.gverts,
 * e->scratch.queue, e->scratch.gpos, e->scratch.gcls.
 */
static size_t below_reserve(engine *e, size_t unfixed)
{
    const size_t nb = e->relax.nw, wn = e->window.wn;
    size_t nw = 0, *items = e->scratch.queue, *below = e->scratch.gverts;
    for (size_t p = 0; p < nb; p++) {
        e->relax.role[p] = 0;
        if (!e->matching.fixed[p])
            items[nw++] = p;
    }
    for (size_t z = nb; z < wn; z++)
        below[z - nb] = z;
    /* the roles by item land in e->scratch.gcls, then go to their positions */
    swc_reserve_view rv = { .linked = linked_cb, .colour = colour_cb, .may_bye = may_bye_cb, .ctx = e,
                            .below = below, .nbelow = wn - nb, .window = items, .nwindow = nw,
                            .unfixed = unfixed, .scratch = e->scratch.gpos };
    size_t need = swc_reserve_need(&rv, e->scratch.gcls, &e->relax.rcls);
    for (size_t i = 0; i < nw; i++)
        e->relax.role[items[i]] = e->scratch.gcls[i];
    return need;
}

/* The matcher's weight of two bracket players: the excess over the T
 * field (positive: field A), with the roles' H (swc_reserve_weight). */
static void relaxed_weight(const engine *e, size_t a, size_t b, size_t Lm, uint64_t *w)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    const uint64_t *wx = Wp(e, a, b, buf);
    int edge = !wide_is_zero(wx, e->layout.L);
    wide_zero(w, Lm);
    if (edge) {
        wide_copy(w, wx, e->layout.L);
        wide_sub(w, e->relax.tw[!e->c->pl[e->window.win[a]].eligible + !e->c->pl[e->window.win[b]].eligible], e->layout.L);
    }
    swc_reserve_weight(w, edge, e->relax.role[a], e->relax.role[b], e->relax.H, Lm);
}

/* The edges of the reserve vertices (the last of the matcher, its twins)
 * to the players of role SWC_ROLE_N, weight H. */
static void join_reserve(engine *e)
{
    if (!e->relax.nres)
        return;
    uint32_t h = swc_matcher_intern(e->matching.dm, e->relax.H);
    for (size_t p = 0; p < e->relax.nw; p++)
        if (e->relax.role[p] & SWC_ROLE_N)
            swc_matcher_set_twins_id(e->matching.dm, p, h);
}

/*
 * The matcher of a special window with players below: D + G, then a PAB
 * vertex in an odd round (joined with H to the players of SWC_ROLE_PAB), then
 * the reserve vertices as twins (stored once). Every complete pairing of
 * the window maps to a matching of this graph that matches the reserve
 * and the players of I, with the same excess, so its optimum bounds the
 * window's; a completion proves it optimal.
 */
static int new_relaxed_matcher(engine *e)
{
    size_t nw = e->relax.nw, wn = e->window.wn, unfixed = wn - nw;
    for (size_t p = 0; p < nw; p++)
        unfixed += !e->matching.fixed[p];
    size_t nr = below_reserve(e, unfixed), npab = nr ? unfixed % 2 : 0;
    unsigned extra = nr ? swc_dutch_bitlen(nw) + 2 : 0;
    if (nw + nr + npab > wn || (e->layout.bits + extra + 3) / 64 + 1 > SWC_WIDE_MAX_LIMBS) {
        nr = npab = 0;
        extra = 0;
        memset(e->relax.role, 0, nw ? nw : 1);
    }
    int rc = swc_matcher_new_twins(&e->matching.dm, e->mem, nw + npab + nr, nr, e->layout.bits + extra + (extra ? 1 : 0));
    if (rc)
        return rc;
    e->relax.nres = nr;
    e->relax.npab = npab;
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2017: bracket %zu with %zu below: reserve %zu + %zu, cpu %.2f\n", nw, wn - nw, nr, npab,
            (double)clock() / CLOCKS_PER_SEC);
#endif
    wide_zero(e->relax.H, SWC_WIDE_MAX_LIMBS);
    if (extra)
        wide_add_shifted(e->relax.H, 1, e->layout.bits + extra - 1, swc_matcher_limbs(e->matching.dm));
    for (size_t p = 0; p < nw && npab; p++)
        if (e->relax.role[p] & SWC_ROLE_PAB)
            swc_matcher_set(e->matching.dm, p, nw, e->relax.H);
    join_reserve(e);
    return SWC_OK;
}

/* Whether the window's matchings go to the relaxation (relaxed_solve()). */
int dutch17_relaxing(const engine *e)
{
    return e->relax.below && !e->relax.whole && !e->c->whole_below;
}

/* Step 6 cut p's edges below: p can no longer go below, so it no longer
 * serves the reserve, and a player of the class I must now be matched in
 * the bracket (or take the PAB); the relaxed matcher learns it at once. */
void dutch17_apply_cut(engine *e, size_t p)
{
    if (!e->relax.nres)
        return;
    if (e->relax.role[p] & SWC_ROLE_N)
        swc_matcher_set_twins_id(e->matching.dm, p, 0); /* no edge */
    e->relax.role[p] = 0;
    if (colour_class(e, p) == e->relax.rcls)
        e->relax.role[p] = (uint8_t)(SWC_ROLE_I | (e->c->pl[e->window.win[p]].eligible ? SWC_ROLE_PAB : 0));
    if (e->relax.npab)
        swc_matcher_set(e->matching.dm, p, e->relax.nw, (e->relax.role[p] & SWC_ROLE_PAB) ? e->relax.H : e->relax.zero);
    swc_matcher_touch(e->matching.dm, p);
}

/*
 * Complete the bracket's matching with the players below (complete.h):
 * the bracket players it leaves unmatched and everybody below pair among
 * themselves into gmate, leaving unmatched at most one player, who may
 * take the PAB. Success proves the combined matching an optimum of the
 * whole window.
 */
static int complete_below(engine *e)
{
    size_t nv = 0;
    for (size_t p = 0; p < e->relax.nw; p++)
        if (!e->matching.fixed[p] && e->matching.M[p] < 0)
            e->scratch.gverts[nv++] = p;
    for (size_t z = e->relax.nw; z < e->window.wn; z++)
        e->scratch.gverts[nv++] = z;
    swc_completion c = { .linked = linked_cb, .colour = colour_cb, .ctx = e, .mate = e->scratch.gmate, .pos = e->scratch.gpos,
                         .par = e->scratch.par, .seen = e->scratch.seen, .stamp = &e->scratch.stamp, .next = e->scratch.gnext, .prev = e->scratch.gprev,
                         .queue = e->scratch.queue, .cls = e->scratch.gcls };
    return swc_complete_round(&c, e->scratch.gverts, nv, may_bye_cb, e);
}

/* The id in e->weights.wp of Rp(e, a, b) when that is a base weight,
 * else UINT32_MAX. */
static uint32_t base_id(const engine *e, size_t a, size_t b)
{
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (hi >= e->relax.nw || (lo == e->weights.exrow && e->weights.exset[hi]))
        return UINT32_MAX;
    return Bid(e, a, b);
}

/* What the matcher should hold for positions a and b: the relaxation's
 * weight (into buf) or the window's, without its row offset. */
static const uint64_t *matcher_weight_now(const engine *e, size_t a, size_t b, int relaxed, uint64_t *buf)
{
    if (!relaxed)
        return Rp(e, a, b);
    relaxed_weight(e, a, b, swc_matcher_limbs(e->matching.dm), buf);
    return buf;
}

/* Are row a's edges compared with the matcher's? When its weights were
 * written, or its offset and a pair of it zeroed (of a pair zeroed, the
 * end whose offset the step set); in the relaxation, whose weights hold
 * the row offsets, also when only its offset changed. */
static int compare_row(const bracket_matching *bm, size_t a, int relaxed)
{
    return bm->dirty[a] || (bm->odirty[a] && (relaxed || bm->zdirty[a]));
}

/*
 * Bring the matcher's weights of the rows written since the last solve up
 * to date, over positions [0, n): the relaxation's weights (relaxed) or
 * the window's. A row whose weights changed is the vertex the warm
 * restart repairs around; a pair of two written rows is compared from the
 * first.
 */
static void sync_rows(engine *e, size_t n, int relaxed)
{
    size_t Lm = swc_matcher_limbs(e->matching.dm);
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    bracket_matching *bm = &e->matching;
    int by_id = !relaxed && bm->idmap_live;
    if (by_id && bm->idmap_epoch != swc_matcher_id_epoch(bm->dm)) {
        memset(bm->idmap, 0, bm->idmap_n * sizeof *bm->idmap);
        bm->idmap_epoch = swc_matcher_id_epoch(bm->dm);
    }
    for (size_t a = 0; a < n; a++) {
        int pairs = compare_row(bm, a, relaxed);
        if ((!pairs && !bm->odirty[a]) || e->matching.fixed[a])
            continue;
        int changed = 0;
        /* the window's matcher takes the row offsets as they are; the
         * relaxation's has none (its weights are the window's less T) */
        if (!relaxed && swc_matcher_offset(e->matching.dm, a) != e->weights.roff[a]) {
            /* a lower offset may leave the optimum one (step 4's S2 rows) */
            changed = !swc_matcher_offset_keeps_optimum(e->matching.dm, a, e->weights.roff[a]);
            swc_matcher_set_offset(e->matching.dm, a, e->weights.roff[a]);
        }
        for (size_t b = 0; b < n && pairs; b++) {
            if (b == a || e->matching.fixed[b] || (b < a && compare_row(bm, b, relaxed)))
                continue;
            uint32_t bid;
            if (by_id && (bid = base_id(e, a, b)) < bm->idmap_n) {
                /* a base weight: the matcher's id of its value, asked
                 * once (ids of one pool are equal as their values are) */
                if (!bm->idmap[bid])
                    bm->idmap[bid] = swc_matcher_intern(bm->dm, swc_wpool_get(&e->weights.wp, bid)) + 1;
                uint32_t mid = bm->idmap[bid] - 1;
                if (mid == swc_matcher_weight_id(bm->dm, a, b))
                    continue;
                swc_matcher_set_id(bm->dm, a, b, mid);
                changed = 1;
                continue;
            }
            const uint64_t *w = matcher_weight_now(e, a, b, relaxed, buf);
            if (wide_cmp(w, swc_matcher_weight(e->matching.dm, a, b), Lm) == 0)
                continue;
            swc_matcher_set(e->matching.dm, a, b, w);
            changed = 1;
        }
        if (changed)
            swc_matcher_touch(e->matching.dm, a);
    }
    memset(e->matching.dirty, 0, n ? n : 1);
    memset(e->matching.odirty, 0, n ? n : 1);
    memset(e->matching.zdirty, 0, n ? n : 1);
}

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
/* After sync_rows(): every pair of players still to pair weighs in the
 * matcher what the engine's weights say (rows left alone by the flags
 * must not hold a changed pair). Windows of at most 1 000. */
static void check_synced(engine *e, size_t n, int relaxed)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    size_t Lm = swc_matcher_limbs(e->matching.dm);
    if (n > 1000)
        return;
    for (size_t a = 0; a < n; a++)
        for (size_t b = 0; b < a; b++) {
            if (e->matching.fixed[a] || e->matching.fixed[b])
                continue;
            const uint64_t *w = matcher_weight_now(e, a, b, relaxed, buf);
            if (wide_cmp(w, swc_matcher_weight(e->matching.dm, a, b), Lm) != 0 ||
                (!relaxed && swc_matcher_offset(e->matching.dm, a) != e->weights.roff[a])) {
                fprintf(stderr, "dutch2017: the matcher's weight of %zu and %zu is stale\n", a, b);
                abort();
            }
        }
}
#endif

/*
 * The bracket of a special window with players below, solved alone with
 * the reserve (new_relaxed_matcher()), then completed below. Sets
 * *decided when the completion holds: e->matching.M is then an optimum of the
 * whole window, since the T field of a complete pairing is the same
 * whoever is paired below (the PAB receiver may take it, as the
 * completion makes sure), so only the bracket's excess differs.
 */
static int relaxed_solve(engine *e, int *decided)
{
    size_t nw = e->relax.nw;
    int rc;
    *decided = 0;
    if (!e->matching.dm) {
        if ((rc = new_relaxed_matcher(e)))
            return rc;
        memset(e->matching.dirty, 1, nw ? nw : 1);
        memset(e->matching.gone, 0, nw ? nw : 1);
    }
    for (size_t p = 0; p < nw; p++)
        if (e->matching.fixed[p] && !e->matching.gone[p]) {
            e->matching.gone[p] = 1;
            swc_matcher_remove(e->matching.dm, p);
        }
    sync_rows(e, nw, 1);
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
    check_synced(e, nw, 1);
#endif
    if ((rc = swc_matcher_solve(e->matching.dm, e->matching.dmate)))
        return rc;
    /* a pair of the matcher that stands for pairs below (no edge) is left
     * to the completion */
    for (size_t p = 0; p < e->window.wn; p++) {
        long q = p < nw && !e->matching.fixed[p] ? e->matching.dmate[p] : -1;
        e->matching.M[p] = q >= 0 && (size_t)q < nw && linked(e, p, (size_t)q) ? q : -1;
    }
    if (!complete_below(e))
        return SWC_OK;
    for (size_t p = 0; p < e->window.wn; p++)
        if ((p >= nw || !e->matching.fixed[p]) && e->matching.M[p] < 0)
            e->matching.M[p] = e->scratch.gmate[p];
    *decided = 1;
    return SWC_OK;
}

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
/* The weight of a matching of the window's unfixed positions. */
static void matching_weight(const engine *e, const long *mate, uint64_t *sum)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    wide_zero(sum, SWC_WIDE_MAX_LIMBS);
    for (size_t p = 0; p < e->window.wn; p++)
        if (!e->matching.fixed[p] && mate[p] > (long)p)
            wide_add(sum, Wp(e, p, (size_t)mate[p], buf), e->layout.L);
}

/*
 * A development check of relaxed_solve() (doc/internals/dutch-engine.md
 * §14.7): its matching must be one of the whole window, as heavy as the
 * optimum of a matching solved over the whole window from nothing.
 */
static void check_relaxed(engine *e)
{
    size_t wn = e->window.wn;
    swc_matcher *m;
    long *mate = e->scratch.gmate;
    uint64_t got[SWC_WIDE_MAX_LIMBS], want[SWC_WIDE_MAX_LIMBS], buf[SWC_WIDE_MAX_LIMBS];
    for (size_t p = 0; p < wn; p++) {
        long q = e->matching.M[p];
        if (e->matching.fixed[p] ? q >= 0 : q >= 0 && (e->matching.fixed[q] || e->matching.M[q] != (long)p || !linked(e, p, (size_t)q))) {
            fprintf(stderr, "dutch2017: the relaxed matching pairs %zu with %ld\n", p, q);
            abort();
        }
    }
    if (swc_matcher_new(&m, e->mem, wn, e->layout.bits))
        return;
    for (size_t a = 0; a < wn; a++)
        for (size_t b = 0; b < a; b++)
            if (!e->matching.fixed[a] && !e->matching.fixed[b])
                swc_matcher_set(m, a, b, Wp(e, a, b, buf));
    if (swc_matcher_solve(m, mate) == SWC_OK) {
        matching_weight(e, e->matching.M, got);
        matching_weight(e, mate, want);
        if (wide_cmp(got, want, SWC_WIDE_MAX_LIMBS) != 0) {
            fprintf(stderr, "dutch2017: the relaxed matching of a window of %zu is not an optimum\n", wn);
            abort();
        }
    }
    swc_matcher_free(m);
}
#endif

/* An empty id map (bracket_matching) for a new window matcher, over the
 * base weights there are now. */
static int new_idmap(engine *e)
{
    bracket_matching *bm = &e->matching;
    size_t need = e->weights.wp.n ? e->weights.wp.n : 1;
    if (need > bm->idmap_cap) {
        uint32_t *t = swc_mem_realloc(e->mem, bm->idmap, bm->idmap_cap * sizeof *t, need * sizeof *t);
        if (!t)
            return SWC_ENOMEM;
        bm->idmap = t;
        bm->idmap_cap = need;
    }
    bm->idmap_n = need;
    memset(bm->idmap, 0, need * sizeof *bm->idmap);
    bm->idmap_epoch = swc_matcher_id_epoch(bm->dm);
    bm->idmap_live = 1;
    return SWC_OK;
}

/*
 * Maximum-weight matching of the bracket graph over the positions not yet
 * fixed, into e->matching.M (maximum weight, not cardinality: in 2017 a bracket pair
 * can be worth less than two pairs in the next group). One matcher per
 * bracket, warm-restarted: only the rows written since the last solve are
 * compared, and a row that changed is the vertex the restart repairs
 * around. Any optimum gives the same answers (§9), so this equals a solve
 * from nothing. A special window with players below is first solved as
 * its bracket with a reserve (relaxed_solve()); when its completion fails,
 * the whole window is matched from then on.
 */
int dutch17_mwm(engine *e)
{
    size_t wn = e->window.wn;
    int rc, fresh = 0;
    if (e->weights.wp.failed)
        return SWC_ENOMEM;
    e->solves++;
    if (dutch17_relaxing(e)) {
        int decided;
        if ((rc = relaxed_solve(e, &decided)))
            return rc;
        if (decided) {
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
            check_relaxed(e);
#endif
            e->c->relaxed_below++;
            return SWC_OK;
        }
#ifdef SWC_DUTCH_TRACE
        fprintf(stderr, "dutch2017: no completion below, the whole window of %zu from here\n", wn);
#endif
        e->relax.whole = 1;
        swc_matcher_free(e->matching.dm);
        e->matching.dm = NULL;
        e->matching.idmap_live = 0;
    }
    if (!e->matching.dm) {
        /* step 0's weights are set by the players' classes: a big
         * window's matcher keeps them so (clstab.h), not as wn^2 ids */
        int bycls = !e->relax.below && e->weights.nclass && wn + 1 > SWC_MATCHER_BY_CLASS_MIN;
        if ((rc = swc_matcher_new_by_class(&e->matching.dm, e->mem, wn, 0, e->layout.bits,
                                           bycls ? e->weights.cls : NULL, e->weights.nclass)))
            return rc;
        if ((rc = swc_matcher_use_offsets(e->matching.dm, e->window.nd + e->window.ng)))
            return rc;
        memset(e->matching.dirty, 1, wn ? wn : 1);
        memset(e->matching.gone, 0, wn ? wn : 1);
        fresh = 1;
        if ((rc = new_idmap(e)))
            return rc;
    }
    for (size_t p = 0; p < wn; p++)
        if (e->matching.fixed[p] && !e->matching.gone[p]) {
            e->matching.gone[p] = 1;
            swc_matcher_remove(e->matching.dm, p);
        }
    sync_rows(e, wn, 0);
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
    check_synced(e, wn, 0);
#endif
    /* A new matcher holds step 0's weights, set by the classes of the two
     * players: start it from the class duals (out of memory: from its
     * usual start). */
    if (fresh && !e->relax.below)
        (void)swc_matcher_start_by_class(e->matching.dm, e->weights.cls, e->weights.nclass);
    return swc_matcher_solve(e->matching.dm, e->matching.M);
}

/*
 * The edges of V a row at a time: every player but a, less a's forbidden
 * partners and, when a's colour is absolute and a is no topscorer, the
 * players of the same absolute colour who are no topscorers either
 * (dutch_compatible()); the dummy vertex takes the eligible players.
 */
static int validity_rows(engine *e, size_t nv)
{
    const dutch_ctx *c = e->c;
    size_t n = e->n, rw = (nv + 63) / 64;
    /* clash[p]: the players of absolute colour p (NONE, WHITE or BLACK)
     * who are no topscorers */
    uint64_t *words = swc_mem_calloc(e->mem, 5 * rw, sizeof *words);
    if (!words)
        return SWC_ENOMEM;
    uint64_t *clash = words, *eligible = words + 3 * rw, *row = words + 4 * rw;
    for (size_t v = 0; v < n; v++) {
        const dutch_player *p = &c->pl[v];
        if (p->absolute && !p->topscorer)
            clash[(p->pref % 3) * rw + v / 64] |= UINT64_C(1) << (v % 64);
        if (p->eligible)
            eligible[v / 64] |= UINT64_C(1) << (v % 64);
    }
    for (size_t a = 0; a < n; a++) {
        const dutch_player *p = &c->pl[a];
        const uint64_t *cl = p->absolute && !p->topscorer ? clash + (p->pref % 3) * rw : NULL;
        for (size_t w = 0; w < rw; w++) {
            uint64_t all = w < n / 64 ? ~UINT64_C(0) : w == n / 64 ? (UINT64_C(1) << (n % 64)) - 1 : 0;
            row[w] = all & ~(cl ? cl[w] : 0);
        }
        row[a / 64] &= ~(UINT64_C(1) << (a % 64));
        for (uint32_t i = c->fstart[a]; i < c->fstart[a + 1]; i++)
            row[c->forb[i] / 64] &= ~(UINT64_C(1) << (c->forb[i] % 64));
        if (nv > n && p->eligible)
            row[n / 64] |= UINT64_C(1) << (n % 64);
        swc_cardmatch_set_row(e->validity.V, a, row);
    }
    if (nv > n)
        swc_cardmatch_set_row(e->validity.V, n, eligible);
    swc_mem_free(e->mem, words, 5 * rw * sizeof *words);
    return SWC_OK;
}

/*
 * C.4: do the players not yet paired in V still have a perfect matching,
 * the dummy vertex (n odd) taking an eligible player? V is made once; the
 * players paired since the last question leave it (their partners in its
 * matching become exposed), and the matching is completed from what is
 * left, a few searches instead of a new graph and matching each time.
 */
int dutch17_completable(engine *e, int *ok)
{
    size_t n = e->n, odd = n % 2;
    if (!e->validity.V) {
        int rc = swc_cardmatch_new(&e->validity.V, e->mem, n + odd);
        if (rc)
            return rc;
        if ((rc = validity_rows(e, n + odd))) {
            swc_cardmatch_free(e->validity.V); /* not half made at the next question */
            e->validity.V = NULL;
            return rc;
        }
    }
    size_t total = odd;
    for (size_t v = 0; v < n; v++) {
        if (e->validity.vfixed[v] && !e->validity.vgone[v]) {
            swc_cardmatch_remove(e->validity.V, v);
            e->validity.vgone[v] = 1;
        }
        total += !e->validity.vfixed[v];
    }
    *ok = total == 0 || 2 * swc_cardmatch_solve(e->validity.V) == total;
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2017: C.4 check of %zu players: %s, cpu %.2f\n", total, *ok ? "yes" : "no",
            (double)clock() / CLOCKS_PER_SEC);
#endif
    return SWC_OK;
}

