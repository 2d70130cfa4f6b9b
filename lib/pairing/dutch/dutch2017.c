/*
 * FIDE Dutch system, 2017 edition (C.04.3 in force 1 Jul 2017 - 31 Jan
 * 2026), as the reference engine bbpPairings 5.0.1 computes it; §6 of
 * doc/internals/dutch-engine.md describes every step below.
 *
 * Two kinds of graph:
 *  - the validity graph V, 0/1 over all players to be paired (plus a dummy
 *    vertex standing for the PAB when n is odd). It only answers "can the
 *    round still be completed?" (C.4): at the start, and after every bracket
 *    paired in normal mode. When the answer is no, that bracket is the PPB
 *    and is paired again in special mode;
 *  - a fresh weighted bracket graph per bracket, over the window only:
 *    moved-down players D, residents G and the next score group G' (in
 *    special mode G' is every player below, so completion and the PAB are
 *    decided inside the bracket graph itself).
 * Inside a bracket the Steps 1-8 of bracket.c, shared with the 2026
 * engine, fix the pairs one decision at a time, each a maximum-weight
 * matching.
 */
#include <string.h>
#ifdef SWC_DUTCH_TRACE
#include <stdio.h>
#include <time.h>
#endif

#include "../../matching/warm.h"
#include "bracket.h"
#include "engine2017.h"
#include "exchange.h"
#include "round.h"
#include "work.h"

static void fix_pair(engine *e, size_t a, size_t b)
{
    e->matching.fixed[a] = e->matching.fixed[b] = 1;
    e->matching.bmate[a] = (long)b;
    e->matching.bmate[b] = (long)a;
    /* V learns the pair at once; if the bracket turns out to be the PPB its
     * pairs stay fixed there, harmlessly: V is not consulted again. */
    e->validity.vfixed[e->window.win[a]] = e->validity.vfixed[e->window.win[b]] = 1;
}

/*
 * Steps 3 and 8 after a matching of the same step of this bracket
 * (doc/internals/dutch-engine.md §14.6): of x's candidates cand[0..nc) in bonus order,
 * the first that some optimum may pair with x. An optimum of the bracket
 * as it is now, with the pairs fixed since, is an optimum of the bracket
 * as last solved (each fix came from an optimum, each bonus only broke
 * ties), so it uses only edges that are tight in the matcher's last
 * optimum; every candidate's edge is in the matcher. Returns that
 * candidate, or -1 with `none` set when every candidate is excluded.
 */
static long first_allowed(engine *e, size_t x, const size_t *cand, size_t nc, int *none)
{
    *none = 0;
    for (size_t k = 0; k < nc; k++)
        if (swc_matcher_tight(e->matching.dm, x, cand[k]))
            return (long)cand[k];
    *none = 1;
    return -1;
}

/* The weight of positions a and b for the exchange. */
static void exchange_weight(void *ctx, size_t a, size_t b, uint64_t *out)
{
    const engine *e = ctx;
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    wide_copy(out, Wp(e, a, b, buf), e->layout.L); /* (not out itself: memcpy onto itself) */
}

/* x to be paired with t by an exchange along a cycle of tight edges
 * (exchange.h); positions are the matcher's vertices. */
static int cycle_keeps_optimum(engine *e, size_t x, size_t t, size_t budget)
{
    swc_exchange ex = { .dm = e->matching.dm, .wn = e->relax.nw, .L = e->layout.L, .weight = exchange_weight, .ctx = e, .M = e->matching.M,
                        .fixed = e->matching.fixed, .win = NULL, .wpos = e->window.wpos, .par = e->scratch.par, .seen = e->scratch.seen,
                        .stamp = &e->scratch.stamp, .queue = e->scratch.queue, .tight = e->scratch.tight,
                        .closing = e->scratch.tight + (e->n + 63) / 64 };
    return swc_exchange_cycle(&ex, x, t, budget);
}

/*
 * The bracket procedure's view of this engine (bracket.h): positions are
 * the engine's own; the current weights are the base weights changed by
 * rows (row offsets, and one row of bonuses).
 */
static int op_step0(void *ctx)
{
    return dutch17_step0(ctx);
}

static int op_solve(void *ctx)
{
    return dutch17_mwm(ctx);
}

/* Every matching of this engine is an optimum of the bracket's matcher. */
static int op_decided(const void *ctx)
{
    (void)ctx;
    return 1;
}

static long op_mate(const void *ctx, size_t p)
{
    return ((const engine *)ctx)->matching.M[p];
}

static int op_fixed(const void *ctx, size_t p)
{
    return ((const engine *)ctx)->matching.fixed[p];
}

static void op_fix(void *ctx, size_t p)
{
    engine *e = ctx;
    fix_pair(e, p, (size_t)e->matching.M[p]);
}

static const uint64_t *op_base(const void *ctx, size_t a, size_t b)
{
    return Bp(ctx, a, b);
}

static void op_zero_base(void *ctx, size_t a, size_t b)
{
    Bzero(ctx, a, b);
}

/* Step 2: a probe on d's edges to the residents (the base weights'
 * ordering bits are zero: an offset of 1 is the lowest bit); a bonus
 * above any later probe once d is selected for good. */
static void op_probe_mdp(void *ctx, size_t d)
{
    set_roff(ctx, d, 1);
}

static int op_keep_mdp(void *ctx, size_t d)
{
    engine *e = ctx;
    set_roff(e, d, (int64_t)e->window.ng + 1);
    return 0; /* (no step 2 shortcut: probe_keeps_optimum is not set) */
}

static void op_begin_bonus(void *ctx, size_t x)
{
    begin_ex(ctx, x);
}

static void op_put_bonus(void *ctx, size_t x, size_t y, const uint64_t *w)
{
    (void)x;
    put_ex(ctx, y, w);
}

/* The row offset of ε(t, ·) of Step 4, remainder index t: the
 * 2^(2pcB+1) part counts pairs led by an original S1 player (fewest
 * exchanges), -2t minimises the BSN sum of the S1-role players, and the
 * lowest bit stays free for the probes of Steps 5-6 (`probe`, -1, 0 or
 * +1). An offset weighs only on edges (weights.h), as ε is zero without
 * a base edge. */
static void op_eps_row(void *ctx, const size_t *rem, size_t nrem, size_t R, size_t t, int probe)
{
    engine *e = ctx;
    (void)nrem;
    int64_t o = (t < R ? (int64_t)1 << (2 * e->layout.pcB + 1) : 0) - 2 * (int64_t)t + probe;
    set_roff(e, rem[t], o);
}

/* Step 6: x = rem[t] moved up: in a special window with players below,
 * its edges below are cut (it may no longer go below). */
static void op_moved_up(void *ctx, const size_t *rem, size_t t)
{
    engine *e = ctx;
    size_t x = rem[t];
    e->matching.dirty[x] = 1;
    if (e->relax.below) {
        e->relax.cut[x] = e->matching.dirty[x] = 1; /* its row is compared again */
        if (dutch17_relaxing(e))
            dutch17_apply_cut(e, x);
    }
    for (size_t z = e->window.nd + e->window.ng; z < e->relax.nw; z++)
        Bzero(e, z, x);
}

static void op_freeze_row(void *ctx, const size_t *rem, size_t nrem, size_t i)
{
    (void)nrem;
    set_roff(ctx, rem[i], 0);
}

static long op_first_allowed(void *ctx, size_t x, const size_t *cand, size_t nc, int *none)
{
    return first_allowed(ctx, x, cand, nc, none);
}

static int op_cycle(void *ctx, size_t x, size_t t, size_t budget)
{
    return cycle_keeps_optimum(ctx, x, t, budget);
}

/* The swap shortcut (bracket.h), where the bracket's matcher holds
 * every position (a relaxed window's M is the relaxation's and the
 * completion's). */
static int op_swap_keeps_optimum(void *ctx, size_t x, size_t t)
{
    const engine *e = ctx;
    long y = e->matching.M[x], x2 = e->matching.M[t];
    if (e->relax.below || y < 0 || x2 < 0 || (size_t)x2 == x || (size_t)y == t)
        return 0;
    uint64_t b1[SWC_WIDE_MAX_LIMBS], b2[SWC_WIDE_MAX_LIMBS], b3[SWC_WIDE_MAX_LIMBS], b4[SWC_WIDE_MAX_LIMBS];
    return dutch_swap_keeps_optimum(Wp(e, x, t, b1), Wp(e, (size_t)x2, (size_t)y, b2), Wp(e, x, (size_t)y, b3),
                                    Wp(e, (size_t)x2, t, b4), e->layout.L);
}

static void op_apply_swap(void *ctx, size_t x, size_t t)
{
    dutch_swap_partners(((engine *)ctx)->matching.M, x, t);
}

#ifdef SWC_DUTCH_TRACE
/* CPU time and matchings solved since the last step of a bracket. */
static void op_trace(void *ctx, const char *step)
{
    engine *e = ctx;
    double cpu = (double)clock() / CLOCKS_PER_SEC;
    if (step)
        fprintf(stderr, "  bracket %zu %s: %.3f s, %lu matchings\n", e->window.wn, step, cpu - e->trace_cpu,
                e->solves - e->trace_solves);
    e->trace_cpu = cpu;
    e->trace_solves = e->solves;
}
#endif

static const dutch_bracket_ops ops2017 = {
    .name = "dutch2017",
    .step0 = op_step0,
    .solve = op_solve,
    .decided = op_decided,
    .mate = op_mate,
    .fixed = op_fixed,
    .fix = op_fix,
    .base = op_base,
    .zero_base = op_zero_base,
    .probe_mdp = op_probe_mdp,
    .keep_mdp = op_keep_mdp,
    .begin_bonus = op_begin_bonus,
    .put_bonus = op_put_bonus,
    .eps_row = op_eps_row,
    .moved_up = op_moved_up,
    .freeze_row = op_freeze_row,
    .first_allowed = op_first_allowed,
    .cycle = op_cycle,
    .swap_keeps_optimum = op_swap_keeps_optimum,
    .apply_swap = op_apply_swap,
#ifdef SWC_DUTCH_TRACE
    .trace = op_trace,
#endif
};

/* Steps 0-8 of §5.2 on the bracket graph (§6.5): positions instead of
 * vertices, pcB instead of B. */
static int run_bracket(engine *e, dutch_bracket_work *work)
{
    dutch_bracket b = { .ops = &ops2017, .ctx = e, .c = e->c, .win = e->window.win, .nd = e->window.nd, .ng = e->window.ng,
                        .wn = e->window.wn, .L = e->layout.L, .work = work };
    int rc = dutch_run_bracket(&b);
    /* the next bracket's pool would forget a failure of this one */
    return rc ? rc : e->weights.wp.failed ? SWC_ENOMEM : SWC_OK;
}

/* G' is the next score group, or in special mode (§6.2) every player
 * below, and so from the last score group on. */
static size_t op_lookahead(void *ctx, size_t gend)
{
    engine *e = ctx;
    size_t n = e->n, u = gend;
    if (gend == n)
        e->window.special = 1;
    if (e->window.special)
        return n;
    while (u < n && e->c->pl[u].ps == e->c->pl[gend].ps)
        u++;
    return u;
}

static int op_pair_window(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend, size_t gpend)
{
    engine *e = ctx;
    /* Once special, the window swallows everything below and V is not
     * asked again (§6.2): its graph of the whole round goes. */
    if (e->window.special && e->validity.V)
        dutch17_validity_free(&e->validity);
    e->window.nd = nd;
    e->window.ng = gend - gbeg;
    e->window.wn = dutch_window_fill(e->window.win, down, nd, gbeg, gpend);
    e->window.final = gpend == e->n;
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2017: bracket D %zu G %zu window %zu%s, cpu %.2f\n", e->window.nd, e->window.ng,
            e->window.wn, e->window.special ? " special" : "", (double)clock() / CLOCKS_PER_SEC);
#endif
    int rc = dutch17_prepare_bracket(e);
    return rc ? rc : run_bracket(e, &e->steps);
}

/* C.4: when the rest of the round can no longer be completed, this
 * bracket is the PPB: its pairs are forgotten and the same D + G is
 * paired again against everything below. */
static int op_again(void *ctx, int *again)
{
    engine *e = ctx;
    int ok = 1, rc;
    if (!e->window.special && (rc = dutch17_completable(e, &ok)))
        return rc;
    if (!ok)
        e->window.special = 1;
    *again = !ok;
    return SWC_OK;
}

/* Step 9: the bracket's pairs become final, the rest of D + G moves down. */
static size_t op_move_down(void *ctx, size_t *down)
{
    engine *e = ctx;
    const size_t *win = e->window.win;
    const long *bmate = e->matching.bmate;
    size_t nb = e->window.nd + e->window.ng, k = 0;
    for (size_t p = 0; p < nb; p++) {
        if (bmate[p] >= 0) {
            e->final_mate[win[p]] = (long)win[bmate[p]];
            e->final_mate[win[bmate[p]]] = (long)win[p];
        } else {
            down[k++] = win[p];
        }
    }
    return k;
}

/* The next bracket starts in normal mode (op_lookahead() decides). */
static void op_next_window(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend)
{
    ((engine *)ctx)->window.special = 0;
}

static const dutch_round_ops round2017 = {
    .lookahead = op_lookahead,
    .pair = op_pair_window,
    .again = op_again,
    .move_down = op_move_down,
    .next = op_next_window,
};

int swc_dutch_2017(dutch_ctx *c, long *mate)
{
    size_t n = c->n;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    if (n == 0 || swc_dutch_first_round(c, mate))
        return SWC_OK;
    engine e;
    int ok, rc = dutch17_engine_init(&e, c);
    if (rc)
        goto done;
    /* No legal pairing at all: stop before pairing anything. */
    if ((rc = dutch17_completable(&e, &ok)))
        goto done;
    if (!ok) {
        rc = SWC_ENOPAIRING;
        goto done;
    }
    if ((rc = dutch_pair_brackets(&round2017, &e, c, e.dlist)))
        goto done;
    if (e.weights.wp.failed) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++)
        mate[v] = e.final_mate[v];
done:
    dutch17_engine_free(&e);
    return rc;
}
