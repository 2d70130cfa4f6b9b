/*
 * FIDE Dutch system, 2026 edition (C.04.3 applied from 1 Feb 2026), as the
 * reference engine computes it: one persistent weight matrix over every
 * player to be paired, criteria encoded as bit fields of each edge weight
 * (weights2026.c), decisions fixed bracket by bracket (bracket.c) through
 * maximum-weight matchings (solve2026.c). §4 and §5 of
 * doc/internals/dutch-engine.md describe every step.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef SWC_DUTCH_TRACE
#include <time.h>
#endif

#include "../../matching/warm.h"
#include "bracket.h"
#include "engine2026.h"
#include "exchange.h"
#include "round.h"
#include "work.h"

static void fix_pair(engine *e, size_t a, size_t b)
{
    e->pairs.fixed[a] = e->pairs.fixed[b] = 1;
    e->pairs.final_mate[a] = (long)b;
    e->pairs.final_mate[b] = (long)a;
}

/* ε(i, j) of step 4 for remainder players i < j (i among the R of S1)
 * whose base weight is bw: that weight plus the exchange terms, 0 for no
 * edge. */
static void eps(engine *e, const uint64_t *bw, size_t R, size_t i, uint64_t *out)
{
    wide_zero(out, e->weights.L);
    if (wide_is_zero(bw, e->weights.L))
        return;
    wide_copy(out, bw, e->weights.L);
    if (i < R)
        add_at(e, out, 1, 2 * e->weights.B + 1);
    sub_at(e, out, 2 * (uint64_t)i, 0);
}

/* Write ε(t, j) for every later remainder player j (positions in rem),
 * plus `probe` (-1, 0 or +1 in the lowest bit) on the edges that exist:
 * steps 4-6. Along a row the weight follows the base weight alone, and
 * a row of thousands names a few dozen: each is interned once. */
static void op_eps_row(void *ctx, const size_t *rem, size_t nrem, size_t R, size_t t, int probe)
{
    engine *e = ctx;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    uint32_t stamp = 0;
    uint64_t *memo = dutch26_row_memo(e, &stamp);
    for (size_t j = t + 1; j < nrem; j++) {
        uint32_t base = Bid(e->window.br, rem[j], rem[t]), id;
        if (memo && memo[base] >> 32 == stamp) {
            id = (uint32_t)memo[base];
        } else {
            eps(e, swc_wpool_get(&e->weights.wp, base), R, t, w);
            if (probe > 0 && !wide_is_zero(w, e->weights.L))
                add_at(e, w, 1, 0);
            else if (probe < 0 && !wide_is_zero(w, e->weights.L))
                sub_at(e, w, 1, 0);
            id = swc_wpool_id(&e->weights.wp, w);
            if (memo)
                memo[base] = (uint64_t)stamp << 32 | id;
        }
        Wput_id(e, e->window.win[rem[t]], e->window.win[rem[j]], id);
    }
}

/* An S1 player's edges to later players gain 2^(2B+1) - 2 idx: raising
 * its dual by twice that keeps its pair with an S2 player tight, so the
 * warm re-solve only repairs the pairs that are not of that kind. */
static void op_hint_s1(void *ctx, const size_t *rem, size_t R)
{
    engine *e = ctx;
    for (size_t i = 0; i < R; i++) {
        /* whole: the matcher may have more limbs than the layout */
        uint64_t d[SWC_WIDE_MAX_LIMBS] = { 0 };
        add_at(e, d, 1, 2 * e->weights.B + 2);
        sub_at(e, d, 4 * (uint64_t)i, 0);
        dutch26_hint_dual(e, e->window.win[rem[i]], d);
    }
}

/* The swap shortcut (bracket.h), for four window players. */
static int op_swap_keeps_optimum(void *ctx, size_t px, size_t pt)
{
    engine *e = ctx;
    size_t x = e->window.win[px], t = e->window.win[pt];
    long y = e->pairs.M[x], x2 = e->pairs.M[t];
    if (y < 0 || x2 < 0 || (size_t)x2 == x || (size_t)y == t)
        return 0;
    if (e->window.wpos[y] < 0 || e->window.wpos[x2] < 0)
        return 0;
    return dutch_swap_keeps_optimum(Wp(e, x, t), Wp(e, (size_t)x2, (size_t)y), Wp(e, x, (size_t)y),
                                    Wp(e, (size_t)x2, t), e->weights.L);
}

static void op_apply_swap(void *ctx, size_t px, size_t pt)
{
    engine *e = ctx;
    dutch_swap_partners(e->pairs.M, e->window.win[px], e->window.win[pt]);
}

/*
 * Steps 3 and 8 after a matching of the same step decided by the window
 * (bracket.c): of
 * x's candidates cand[0..nc) in bonus order, the first that some optimum
 * may pair with x. An optimum of the round as it is now, with the pairs
 * fixed since, is an optimum of the round as last solved (each fix came
 * from an optimum; each bonus only breaks ties), and its window pairs of
 * positive excess form an optimum of the window matcher (§14.5 fact 2), so
 * they are tight edges there. A candidate whose excess is positive and
 * whose edge is not tight is therefore never x's partner. Returns the
 * first candidate that is not excluded so, or -1 when the matcher keeps
 * no optimum; a candidate of no excess (not in the matcher) counts as not
 * excluded. `none` is set when every candidate is excluded.
 */
static long op_first_allowed(void *ctx, size_t a, const size_t *cand, size_t nc, int *none)
{
    engine *e = ctx;
    *none = 0;
    if (!e->wm.m || !swc_matcher_solved(e->wm.m))
        return -1;
    size_t x = e->window.win[a];
    for (size_t k = 0; k < nc; k++)
        if (!dutch26_excess_positive(e, x, e->window.win[cand[k]]) || swc_matcher_tight(e->wm.m, a, cand[k]))
            return (long)cand[k];
    *none = 1;
    return -1;
}

/* The window weight of positions a and b, for the exchange. */
static void exchange_weight(void *ctx, size_t a, size_t b, uint64_t *out)
{
    const engine *e = ctx;
    wide_copy(out, swc_wpool_get(&e->weights.wp, swc_idtab_get(&e->weights.Wx, swc_dutch_tri(a, b))), e->weights.L);
}

/* Steps 3 and 8, x to be paired with t, answered by an exchange along an
 * alternating cycle of tight edges in the window matcher's last optimum
 * (exchange.h); then M pairs x with t and the step needs no matching. */
static int op_cycle(void *ctx, size_t x, size_t t, size_t budget)
{
    engine *e = ctx;
    if (!e->wm.m)
        return 0;
    swc_exchange ex = { .dm = e->wm.m, .wn = e->window.wn, .L = e->weights.L, .weight = exchange_weight, .ctx = e, .M = e->pairs.M,
                        .fixed = e->pairs.fixed, .win = e->window.win, .wpos = e->window.wpos, .par = e->scratch.bfs_par,
                        .seen = e->scratch.bfs_seen, .stamp = &e->scratch.bfs_stamp, .queue = e->scratch.bfs_q,
                        .tight = e->wm.tight, .closing = e->wm.tight + (2 * e->wm.cap + 63) / 64 };
    return swc_exchange_cycle(&ex, e->window.win[x], e->window.win[t], budget);
}

#ifdef SWC_DUTCH_TRACE
/* CPU time and matchings solved since the last step of a bracket. */
static void op_trace(void *ctx, const char *step)
{
    engine *e = ctx;
    double cpu = (double)clock() / CLOCKS_PER_SEC;
    unsigned long n = e->pairs.stat_relaxed + e->pairs.stat_full;
    if (step)
        fprintf(stderr, "  window %zu %s: %.3f s, %lu matchings\n", e->window.wn, step, cpu - e->pairs.trace_cpu,
                n - e->pairs.trace_solves);
    e->pairs.trace_cpu = cpu;
    e->pairs.trace_solves = n;
}
#endif

/* The bracket's tables of base weights (bracket in engine2026.h): by
 * class when the window's players fall into few enough step 0 classes,
 * else a triangle of ids; each empty, and named to the pool's compaction
 * (compact_weights()). */
static int base_tables(engine *e, bracket *br)
{
    size_t wn = br->wn, dg = br->nd + br->ng, need = dg * (dg ? dg - 1 : 0) / 2;
    void *cls = br->cls;
    int rc = swc_mem_reserve(e->mem, &cls, &br->ncls, wn, sizeof *br->cls);
    br->cls = cls;
    if (rc)
        return rc;
    br->S = wn ? dutch26_omega_classes(e, br->win, wn, br->cls) : 0;
    br->byclass = br->S > 0 && !e->c->base_dense;
    if (br->byclass) {
        e->c->base_by_class++;
        size_t words = (need + 63) / 64;
        void *z = br->zbits;
        rc = swc_mem_reserve(e->mem, &z, &br->nzw, words, sizeof *br->zbits);
        br->zbits = z;
        if (rc)
            return rc;
        if (words)
            memset(br->zbits, 0, words * sizeof *br->zbits);
        if (swc_idtab_reset(&br->ctab, e->mem, br->S * br->S) || swc_idtab_reset(&br->base, e->mem, 0))
            return SWC_ENOMEM;
        e->weights.bbase = &br->ctab;
        e->weights.bbase_n = br->S * br->S;
        return SWC_OK;
    }
    if (swc_idtab_reset(&br->base, e->mem, need))
        return SWC_ENOMEM;
    e->weights.bbase = &br->base;
    e->weights.bbase_n = need;
    return SWC_OK;
}

/* Step 0: base weights for every pair whose later member is not an MDP.
 * Compatible pairs of the same two classes (dutch26_class_of()) have the same
 * ω: it is computed once per pair of classes and role of the later
 * player (in G or in G'). */
static int op_step0(void *ctx)
{
    engine *e = ctx;
    bracket *br = e->window.br;
    size_t nd = br->nd, ng = br->ng, wn = br->wn;
    size_t *x = br->win;
    e->window.w_nd = nd;
    e->window.w_nb = nd + ng;
    dutch26_psi_classes(e);
    int rc = base_tables(e, br);
    if (rc)
        return rc;
    uint32_t *cls = br->cls;
    size_t S = br->S;
    uint32_t *known = S ? swc_mem_calloc(e->mem, S * S * 2, sizeof *known) : NULL; /* id + 1, 0 unknown */
    /* dutch_compatible() by row: the row's forbidden partners marked by
     * position, the absolute colours by position */
    uint8_t *mark = e->wm.forb;
    uint16_t *code = e->wm.abs;
    for (size_t a = 0; a < wn; a++)
        code[a] = dutch_absolute_code(&e->c->pl[x[a]]);
    for (size_t a = nd; a < wn; a++) {
        int nxt = a >= nd + ng;
        size_t ta = swc_dutch_tri(a, 0);
        uint32_t *krow = known ? known + (size_t)cls[a] * S * 2 + (size_t)nxt : NULL;
        /* the window weights of row a, written here as Wput_id() would */
        e->weights.dirty_w[x[a]] = e->weights.dirty_f[x[a]] = 1;
        dutch_mark_forbidden(e->c, x[a], e->window.wpos, a, mark, 1);
        for (size_t b = 0; b < a; b++) {
            uint32_t *slot = krow ? krow + (size_t)cls[b] * 2 : NULL;
            uint32_t id;
            int fresh = 0; /* computed here: the class pair's first */
            if (mark[b] || (code[a] && code[a] == code[b])) {
                id = 0;
            } else if (slot && *slot) {
                id = *slot - 1;
            } else {
                uint64_t bw[SWC_WIDE_MAX_LIMBS];
                dutch26_omega(e, x[b], x[a], !nxt, nxt, bw);
                id = swc_wpool_id(&e->weights.wp, bw);
                if (slot)
                    *slot = id + 1;
                fresh = 1;
            }
            if (!nxt) {
                if (br->byclass && id) {
                    if (fresh || !slot) /* every pair of the classes has this id */
                        swc_wpool_store(&e->weights.wp, &br->ctab, (size_t)cls[a] * S + cls[b], id);
                } else {
                    Bput(e, br, a, b, id);
                }
            }
            swc_wpool_store(&e->weights.wp, &e->weights.Wx, ta + b, id);
        }
        dutch_mark_forbidden(e->c, x[a], e->window.wpos, a, mark, 0);
    }
    swc_mem_free(e->mem, known, S * S * 2 * sizeof *known);
    return SWC_OK;
}

static int op_solve(void *ctx)
{
    return dutch26_mwm(ctx);
}

static int op_decided(const void *ctx)
{
    return ((const engine *)ctx)->window.window_decided;
}

static long op_mate(const void *ctx, size_t p)
{
    const engine *e = ctx;
    long v = e->pairs.M[e->window.win[p]];
    return v < 0 ? DUTCH_UNMATCHED : e->window.wpos[v] < 0 ? DUTCH_OUTSIDE : e->window.wpos[v];
}

static int op_fixed(const void *ctx, size_t p)
{
    const engine *e = ctx;
    return e->pairs.fixed[e->window.win[p]];
}

static void op_fix(void *ctx, size_t p)
{
    engine *e = ctx;
    size_t v = e->window.win[p];
    fix_pair(e, v, (size_t)e->pairs.M[v]);
}

static const uint64_t *op_base(const void *ctx, size_t a, size_t b)
{
    const engine *e = ctx;
    return Bp(e, e->window.br, a, b);
}

static void op_zero_base(void *ctx, size_t a, size_t b)
{
    engine *e = ctx;
    Bput(e, e->window.br, a, b, 0);
}

/* Step 2: MDP d's edges to the residents, their base weights with `low`
 * or-ed into the lowest bits plus `add`. */
static void mdp_row(engine *e, size_t d, uint64_t low, uint64_t add)
{
    bracket *br = e->window.br;
    for (size_t r = br->nd; r < br->nd + br->ng; r++) {
        const uint64_t *bw = Bp(e, br, r, d);
        if (wide_is_zero(bw, e->weights.L))
            continue;
        uint64_t dst[SWC_WIDE_MAX_LIMBS];
        wide_copy(dst, bw, e->weights.L);
        dst[0] |= low;
        if (add)
            add_at(e, dst, add, 0);
        Wput(e, br->win[d], br->win[r], dst);
    }
}

static void op_probe_mdp(void *ctx, size_t d)
{
    mdp_row(ctx, d, 1, 0);
}

/* The bonus raises all d's edges to the residents by the same amount
 * (probed or not). When the window matcher pairs d with one of them, a
 * pair of positive excess, its optimum stays an optimum and its duals a
 * certificate, but for d's own dual, raised by twice that amount; the
 * questions about the other MDPs never read it, and the next solve takes
 * d's row afresh. */
static int op_keep_mdp(void *ctx, size_t d)
{
    engine *e = ctx;
    const bracket *br = e->window.br;
    size_t x = e->window.win[d];
    long a = e->wm.m && !e->window.field_sticky && swc_matcher_solved(e->wm.m) ? e->wm.mate[d] : -1;
    int kept = a >= (long)br->nd && a < (long)(br->nd + br->ng) && e->pairs.M[x] == (long)e->window.win[a] &&
               dutch26_excess_positive(e, x, e->window.win[a]);
    mdp_row(e, d, br->ng, 1);
    return kept;
}

/*
 * Step 2 from the duals of the window matcher's optimum (§14.6): no
 * optimum pairs d with a resident when each such pair has a positive
 * excess (the window matcher holds it) and a reduced cost of at least 2,
 * the probe's one unit on the doubled weights: not tight, so in no
 * optimum of the window matcher, and so in no optimum of the round
 * (§14.5, fact 2). The probe then leaves the duals feasible: they still
 * certify M, and the next question may read them. The matcher takes the
 * probe with d's row at the next solve.
 */
static int op_probe_keeps_optimum(void *ctx, size_t d)
{
    engine *e = ctx;
    const bracket *br = e->window.br;
    if (!e->wm.m || e->window.field_sticky || !swc_matcher_solved(e->wm.m))
        return 0;
    size_t x = e->window.win[d];
    for (size_t r = br->nd; r < br->nd + br->ng; r++) {
        size_t t = e->window.win[r];
        if (e->pairs.fixed[t] || wide_is_zero(Bp(e, br, r, d), e->weights.L))
            continue;
        if (!dutch26_excess_positive(e, x, t) || swc_matcher_slack_below(e->wm.m, d, r, 2))
            return 0;
    }
    return 1;
}

static void op_put_bonus(void *ctx, size_t x, size_t y, const uint64_t *w)
{
    engine *e = ctx;
    Wput(e, e->window.win[x], e->window.win[y], w);
}

/* Step 6: rem[t] moved up: its window edges to earlier remainder players
 * and to the next group go. */
static void op_moved_up(void *ctx, const size_t *rem, size_t t)
{
    engine *e = ctx;
    size_t v = e->window.win[rem[t]];
    for (size_t j = 0; j < t; j++)
        Wput_id(e, v, e->window.win[rem[j]], 0);
    for (size_t z = e->window.br->nd + e->window.br->ng; z < e->window.br->wn; z++)
        Wput_id(e, v, e->window.win[z], 0);
}

static void op_freeze_row(void *ctx, const size_t *rem, size_t nrem, size_t i)
{
    engine *e = ctx;
    for (size_t j = i + 1; j < nrem; j++)
        Wput_id(e, e->window.win[rem[i]], e->window.win[rem[j]], Bid(e->window.br, rem[j], rem[i]));
}

static const dutch_bracket_ops ops2026 = {
    .name = "dutch2026",
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
    .probe_keeps_optimum = op_probe_keeps_optimum,
    .put_bonus = op_put_bonus,
    .eps_row = op_eps_row,
    .hint_s1 = op_hint_s1,
    .moved_up = op_moved_up,
    .freeze_row = op_freeze_row,
    .swap_keeps_optimum = op_swap_keeps_optimum,
    .apply_swap = op_apply_swap,
    .first_allowed = op_first_allowed,
    .cycle = op_cycle,
#ifdef SWC_DUTCH_TRACE
    .trace = op_trace,
#endif
};

/* G' is the next score group: the players below it act through the
 * completion and the reserve (§14.5). */
static size_t op_lookahead(void *ctx, size_t gend)
{
    const engine *e = ctx;
    return gend < e->n ? e->round.gstart[e->round.grp[gend] + 1] : gend;
}

/* The window D + G + G' in the window's layout, with its own matching,
 * paired by Steps 0-8. */
static int op_pair_window(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend, size_t gpend)
{
    engine *e = ctx;
    bracket *br = e->window.br;
    size_t ng = gend - gbeg, ngp = gpend - gend, wn = nd + ng + ngp;
    size_t gi = e->round.grp[gbeg], nextg = ngp ? e->round.grp[gend] : SIZE_MAX;
    long *old_pos = e->window.old_pos;
    int rc;
    /* the MDPs keep their weights among themselves (§11 item 15) */
    for (size_t i = 0; i < nd; i++)
        old_pos[i] = e->window.wpos[down[i]];
    /* the last window's matcher goes before the new weights come:
     * the two largest tables of a round never meet */
    dutch26_drop_window_matching(e);
    if ((rc = dutch26_window_layout(e, wn, nd, down, old_pos, gi, nextg, e->window.present)) ||
        (rc = dutch26_new_window_matching(e, wn)))
        return rc;
    for (size_t p = 0; p < e->window.wn; p++)
        e->window.wpos[e->window.win[p]] = -1;
    e->window.wn = dutch_window_fill(e->window.win, down, nd, gbeg, gpend);
    for (size_t p = 0; p < wn; p++) {
        e->window.wpos[e->window.win[p]] = (long)p;
        e->weights.dirty_w[e->window.win[p]] = e->weights.dirty_f[e->window.win[p]] = 1;
    }
    br->nd = nd;
    br->ng = ng;
    br->ngp = ngp;
    br->wn = wn;
    e->weights.bbase = NULL; /* until step 0 makes the bracket's (base_tables()) */
    e->weights.bbase_n = 0;
    dutch_bracket db = { .ops = &ops2026, .ctx = e, .c = e->c, .win = e->window.win, .nd = nd, .ng = ng, .wn = wn,
                         .L = e->weights.L, .work = &e->window.steps };
    return dutch_run_bracket(&db);
}

/* Step 9: the pairs were fixed as they were made; the unpaired bracket
 * players move down. */
static size_t op_move_down(void *ctx, size_t *down)
{
    const engine *e = ctx;
    const bracket *br = e->window.br;
    size_t k = 0;
    for (size_t p = 0; p < br->nd + br->ng; p++)
        if (!e->pairs.fixed[e->window.win[p]])
            down[k++] = e->window.win[p];
    return k;
}

/* The C9 switch of the next window, G = [gbeg, gend): on in an odd round
 * whose PAB goes at G's score or above when the matching in hand pairs
 * no player of D + G below that score. */
static void op_next_window(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend)
{
    engine *e = ctx;
    const dutch_ctx *c = e->c;
    int32_t gscore = c->pl[gbeg].ps;
    int single = (e->n % 2) && e->round.beta >= gscore;
    for (size_t i = 0; i < nd && single; i++) {
        long m = e->pairs.M[down[i]];
        if (c->pl[m < 0 ? down[i] : (size_t)m].ps < gscore)
            single = 0;
    }
    for (size_t v = gbeg; v < gend && single; v++) {
        long m = e->pairs.M[v];
        if (c->pl[m < 0 ? v : (size_t)m].ps < gscore)
            single = 0;
    }
    e->round.single = single;
}

static const dutch_round_ops round2026 = {
    .lookahead = op_lookahead,
    .pair = op_pair_window,
    .move_down = op_move_down,
    .next = op_next_window,
};

/*
 * §5.1: the lowest score that can take the PAB (β) and the C9 switch.
 * The reference reads them from one matching of the whole field; a greedy
 * complete pairing that leaves out an eligible player of the lowest score
 * group that has one proves the same β without it. Everything else, and
 * every case the greedy pairing cannot settle, uses that matching.
 */
static int setup(engine *e)
{
    dutch_ctx *c = e->c;
    size_t n = e->n;
    int odd = (int)(n % 2);
    int rc;
    dutch26_make_psi(e); /* β = 0 and no C9 for an even field; redone below when odd */
    for (size_t v = 0; v < n; v++)
        e->scratch.gverts[v] = v;
    int settled = 0;
    if (!odd) {
        settled = dutch26_greedy_complete(e, e->scratch.gverts, n, SIZE_MAX);
    } else {
        for (size_t g = e->round.ngroups; g-- > 0 && !settled;) {
            int any = 0, tries = 0;
            for (size_t v = e->round.gstart[g + 1]; v-- > e->round.gstart[g] && tries < 4;) {
                if (!c->pl[v].eligible)
                    continue;
                any = 1;
                tries++;
                if (dutch26_greedy_complete(e, e->scratch.gverts, n, v)) {
                    e->round.beta = c->pl[v].ps;
                    settled = 1;
                    break;
                }
            }
            if (any)
                break;
        }
        /* β at the top score: the C9 switch needs the matching itself,
         * unless there is only one score group. */
        if (settled && e->round.beta >= c->topscore && e->round.ngroups > 1)
            settled = 0;
        if (settled)
            e->round.single0 = e->round.beta >= c->topscore;
    }
    if (!settled) {
        if ((rc = dutch26_full_solve(e)))
            return rc;
        size_t unmatched = 0, u = 0;
        for (size_t v = 0; v < n; v++)
            if (e->pairs.M[v] < 0) {
                unmatched++;
                u = v;
            }
        if (unmatched > (size_t)odd || (odd && !c->pl[u].eligible))
            return SWC_ENOPAIRING;
        if (odd) {
            e->round.beta = c->pl[u].ps;
            int single0 = e->round.beta >= c->topscore;
            for (size_t v = e->round.gstart[0]; v < e->round.gstart[1] && single0; v++)
                if (e->pairs.M[v] >= 0 && e->round.grp[e->pairs.M[v]] != 0)
                    single0 = 0;
            e->round.single0 = single0;
        }
    }
    if (odd && (rc = dutch26_make_rank9(e)))
        return rc;
    e->round.single = e->round.single0;
    dutch26_make_psi(e);
    e->weights.in_brackets = 1;
    return SWC_OK;
}

int swc_dutch_2026(dutch_ctx *c, long *mate)
{
    size_t n = c->n;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    if (n == 0)
        return SWC_OK;
    engine e;
    bracket br;
    memset(&br, 0, sizeof br);
    int rc = dutch26_engine_init(&e, c);
    if (rc)
        goto done;
    const swc_mem *mem = e.mem;
    size_t nn = n;
    e.window.br = &br;
    size_t *nextd = e.window.nextd;
    uint8_t *present = e.window.present;
    /* §4.1 score groups; dutch26_set_layout() makes the shift table */
    size_t maxc = 0;
    for (size_t v = 0; v < n; v++) {
        if (v == 0 || c->pl[v].ps != c->pl[v - 1].ps)
            e.round.gstart[e.round.ngroups++] = v;
        e.round.grp[v] = e.round.ngroups - 1;
    }
    e.round.gstart[e.round.ngroups] = n;
    for (size_t g = 0; g < e.round.ngroups; g++)
        if (e.round.gstart[g + 1] - e.round.gstart[g] > maxc)
            maxc = e.round.gstart[g + 1] - e.round.gstart[g];
    e.weights.B = swc_dutch_bitlen(maxc);
    memset(present, 1, e.round.ngroups);
    dutch26_set_layout(&e, present); /* the round's layout: every group */
    if (e.weights.L > SWC_WIDE_MAX_LIMBS) {
        rc = SWC_ELIMIT;
        goto done;
    }
    e.round.psi_L = e.weights.L;
    e.round.psi = swc_mem_calloc(mem, nn * e.weights.L, sizeof(uint64_t));
    if (!e.round.psi) {
        rc = SWC_ENOMEM;
        goto done;
    }
    if (swc_dutch_first_round(c, mate))
        goto done;
    if ((rc = setup(&e)))
        goto done;

    /* §5.2 bracket loop */
    br.pos = e.window.wpos;
    br.win = e.window.win;
    if ((rc = dutch_pair_brackets(&round2026, &e, c, nextd)))
        goto done;
    if (e.weights.wp.failed) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++)
        mate[v] = e.pairs.final_mate[v];
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2026: %zu players, %lu window matchings, %lu whole-field matchings\n", n,
            e.pairs.stat_relaxed, e.pairs.stat_full);
#endif
done:
    swc_idtab_free(&br.base, e.mem);
    swc_idtab_free(&br.ctab, e.mem);
    swc_mem_free(e.mem, br.cls, br.ncls * sizeof *br.cls);
    swc_mem_free(e.mem, br.zbits, br.nzw * sizeof *br.zbits);
    dutch26_engine_free(&e);
    return rc;
}
