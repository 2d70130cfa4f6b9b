/* The bracket procedure of both Dutch editions; see bracket.h. */
#include "bracket.h"

#include <string.h>

#include "../../core/wide.h"
#include "exchange.h"

void dutch_bracket_work_take(dutch_bracket_work *w, dutch_work *from, size_t cap)
{
    w->cap = cap;
    w->selected = dutch_work_take(from, cap, sizeof *w->selected);
    w->s1 = dutch_work_take(from, cap, sizeof *w->s1);
    w->rem = dutch_work_take(from, cap, sizeof *w->rem);
    w->cands = dutch_work_take(from, cap, sizeof *w->cands);
    w->idx = dutch_work_take(from, cap, sizeof *w->idx);
}

int dutch_swap_keeps_optimum(const uint64_t *xt, const uint64_t *x2y, const uint64_t *xy, const uint64_t *x2t,
                             size_t L)
{
    if (wide_is_zero(xt, L) || wide_is_zero(x2y, L))
        return 0;
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS];
    wide_copy(a, xt, L);
    wide_add(a, x2y, L);
    wide_copy(b, xy, L);
    wide_add(b, x2t, L);
    return wide_cmp(a, b, L) == 0;
}

void dutch_swap_partners(long *M, size_t x, size_t t)
{
    long y = M[x], x2 = M[t];
    M[x] = (long)t;
    M[t] = (long)x;
    M[x2] = y;
    M[y] = x2;
}

#ifdef SWC_DUTCH_TRACE
#define TRACE(b, step) ((b)->ops->trace ? (b)->ops->trace((b)->ctx, step) : (void)0)
#else
#define TRACE(b, step) ((void)0)
#endif

static long mate(const dutch_bracket *b, size_t p)
{
    return b->ops->mate(b->ctx, p);
}

static int in_G(const dutch_bracket *b, long p)
{
    return p >= (long)b->nd && p < (long)(b->nd + b->ng);
}

static int is_edge(const dutch_bracket *b, size_t p, size_t q)
{
    return !wide_is_zero(b->ops->base(b->ctx, p, q), b->L);
}

static int32_t score(const dutch_bracket *b, size_t p)
{
    return b->c->pl[b->win[p]].ps;
}

/* The current weight of x-y becomes its base weight plus k. */
static void put_bonus(const dutch_bracket *b, size_t x, size_t y, const uint64_t *bw, uint64_t k)
{
    uint64_t dst[SWC_WIDE_MAX_LIMBS];
    wide_copy(dst, bw, b->L);
    wide_add_shifted(dst, k, 0, b->L);
    b->ops->put_bonus(b->ctx, x, y, dst);
}

/* Step 2: how many MDPs of each score the optimum pairs is fixed; probe
 * which ones, lowest BSN first. */
static int step2(const dutch_bracket *b, uint8_t *selected)
{
    const dutch_bracket_ops *ops = b->ops;
    size_t nd = b->nd;
    int rc;
    memset(selected, 0, nd ? nd : 1);
    for (size_t i = 0; i < nd;) {
        int32_t level = score(b, i);
        size_t j = i;
        while (j < nd && score(b, j) == level)
            j++;
        size_t cnt = j - i, m = 0;
        for (size_t k = i; k < j; k++)
            m += (size_t)in_G(b, mate(b, k));
        for (size_t d = i; d < j; d++) {
            if (m == 0)
                continue;
            if (cnt <= m) {
                selected[d] = 1;
                continue;
            }
            cnt--;
            if (!in_G(b, mate(b, d))) {
                ops->probe_mdp(b->ctx, d);
                if ((rc = ops->solve(b->ctx)))
                    return rc;
            }
            if (in_G(b, mate(b, d))) {
                selected[d] = 1;
                m--;
                ops->keep_mdp(b->ctx, d);
            }
        }
        i = j;
    }
    return SWC_OK;
}

/* Step 3: each selected MDP takes the first resident the optimum allows. */
static int step3(const dutch_bracket *b, const uint8_t *selected)
{
    const dutch_bracket_ops *ops = b->ops;
    size_t nd = b->nd, nb = b->nd + b->ng;
    int rc;
    for (size_t d = 0; d < nd; d++) {
        if (!selected[d])
            continue;
        long top = -1;
        for (size_t r = nd; r < nb && top < 0; r++)
            if (!ops->fixed(b->ctx, r) && is_edge(b, r, d))
                top = (long)r;
        int swap = top >= 0 && mate(b, d) != top && ops->swap_keeps_optimum &&
                   ops->swap_keeps_optimum(b->ctx, d, (size_t)top);
        /* d's edges to residents all gain, the one to top the most */
        uint64_t bonus = b->wn;
        if (ops->begin_bonus)
            ops->begin_bonus(b->ctx, d);
        for (size_t r = nb; r-- > nd;) {
            if (ops->fixed(b->ctx, r))
                continue;
            const uint64_t *bw = ops->base(b->ctx, r, d);
            if (wide_is_zero(bw, b->L))
                continue;
            put_bonus(b, d, r, bw, bonus++);
        }
        /* The optimum stands when d already has the partner with the
         * largest bonus: no other matching gains more; the same after a
         * swap that gives it that partner at no cost. */
        if (swap)
            ops->apply_swap(b->ctx, d, (size_t)top);
        else if (mate(b, d) != top && (rc = ops->solve(b->ctx)))
            return rc;
        if (!in_G(b, mate(b, d)))
            return SWC_ENOPAIRING;
        ops->fix(b->ctx, d);
    }
    return SWC_OK;
}

/* rem[i] leads its pair: matched to a later remainder player. */
static int s1_role(const dutch_bracket *b, const size_t *rem, size_t i)
{
    long m = mate(b, rem[i]);
    return m >= 0 && b->work->idx[m] > (long)i;
}

/* Step 8: each S1-role player takes the first partner the optimum allows. */
static int step8(const dutch_bracket *b, const size_t *rem, size_t nrem)
{
    const dutch_bracket_ops *ops = b->ops;
    const uint8_t *s1 = b->work->s1;
    size_t *cands = b->work->cands;
    int rc, fresh = 0; /* the matcher holds a step 8 optimum */
    for (size_t i = 0; i < nrem; i++) {
        size_t x = rem[i];
        if (!s1[i] || ops->fixed(b->ctx, x))
            continue;
        /* x's candidates in bonus order: the later remainder players still
         * free that it may meet; the first gets the largest bonus */
        size_t nc = 0;
        for (size_t j = i + 1; j < nrem; j++)
            if (!ops->fixed(b->ctx, rem[j]) && is_edge(b, rem[j], x))
                cands[nc++] = rem[j];
        long top = nc ? (long)cands[0] : -1;
        long m = mate(b, x);
        int swap = top >= 0 && m != top && ops->swap_keeps_optimum && ops->swap_keeps_optimum(b->ctx, x, (size_t)top);
        /* After a step 8 matching, the tight edges may name the partner
         * without another: M keeps it, or a cycle exchanges it in. */
        int kept = 0;
        long first = -1;
        if (top >= 0 && m != top && !swap && fresh && !b->c->step8_solve_all) {
            int none;
            first = ops->first_allowed(b->ctx, x, cands, nc, &none);
            if (none)
                kept = 1;
            else if (first >= 0)
                kept = first == m || ops->cycle(b->ctx, x, (size_t)first, 64);
        }
        b->c->step8_shortcuts += (unsigned long)kept;
        int checked = 0;
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
        /* A development check (doc/internals/dutch-engine.md §14.6): solve
         * anyway, even when a cycle already gave x its top candidate, and
         * stop if the matching disagrees with the shortcut. */
        checked = kept;
        long claimed = kept && first >= 0 ? first : -1;
        kept = 0;
#endif
        uint64_t k = 0;
        if (ops->begin_bonus)
            ops->begin_bonus(b->ctx, x);
        for (size_t j = nrem; j-- > i + 1;) {
            size_t y = rem[j];
            if (ops->fixed(b->ctx, y))
                continue;
            const uint64_t *bw = ops->base(b->ctx, y, x);
            if (!wide_is_zero(bw, b->L))
                put_bonus(b, x, y, bw, k);
            k++;
        }
        /* As in step 3: the partner with the largest bonus keeps M optimal;
         * so does a swap or a cycle that gives it to x at no cost. */
        if (swap) {
            ops->apply_swap(b->ctx, x, (size_t)top);
        } else if (!kept && (mate(b, x) != top || checked)) {
            if ((rc = ops->solve(b->ctx)))
                return rc;
            fresh = ops->decided(b->ctx);
        }
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
        if (checked)
            swc_exchange_check(ops->name, mate(b, x), claimed, cands, nc);
#endif
        if (mate(b, x) == DUTCH_UNMATCHED)
            return SWC_ENOPAIRING;
        ops->fix(b->ctx, x);
    }
    return SWC_OK;
}

int dutch_run_bracket(const dutch_bracket *b)
{
    const dutch_bracket_ops *ops = b->ops;
    dutch_bracket_work *w = b->work;
    size_t nd = b->nd, ng = b->ng, nb = nd + ng, wn = b->wn;
    int rc;
    TRACE(b, NULL);
    if ((rc = ops->step0(b->ctx)))
        return rc;
    TRACE(b, "step 0");
    /* Step 1 */
    if ((rc = ops->solve(b->ctx)))
        return rc;
    TRACE(b, "step 1");
    if ((rc = step2(b, w->selected)))
        return rc;
    TRACE(b, "step 2");
    if ((rc = step3(b, w->selected)))
        return rc;
    TRACE(b, "step 3");
    /* Step 4: the remainder, with exchanges encoded in the low bits. */
    size_t *rem = w->rem, nrem = 0;
    for (size_t p = 0; p < wn; p++)
        w->idx[p] = -1;
    for (size_t r = nd; r < nb; r++)
        if (!ops->fixed(b->ctx, r)) {
            w->idx[r] = (long)nrem;
            rem[nrem++] = r;
        }
    size_t R = 0;
    for (size_t i = 0; i < nrem; i++) {
        long m = mate(b, rem[i]);
        R += m >= 0 && (size_t)m < rem[i];
    }
    for (size_t i = 0; i < nrem; i++)
        ops->eps_row(b->ctx, rem, nrem, R, i, 0);
    if (ops->hint_s1)
        ops->hint_s1(b->ctx, rem, R);
    if ((rc = ops->solve(b->ctx)))
        return rc;
    size_t E = 0;
    for (size_t i = 0; i < R; i++)
        E += (size_t)!s1_role(b, rem, i);
    TRACE(b, "step 4");
    /* Step 5: which S1 players are exchanged, highest BSN first. */
    size_t left = E;
    for (size_t t = R; t-- > 0 && left > 0;) {
        if (s1_role(b, rem, t)) {
            ops->eps_row(b->ctx, rem, nrem, R, t, -1);
            if ((rc = ops->solve(b->ctx)))
                return rc;
        }
        int exch = !s1_role(b, rem, t);
        left -= (size_t)exch;
        for (size_t j = t + 1; j < nrem && exch; j++) /* never again the higher member of a pair */
            ops->zero_base(b->ctx, rem[j], rem[t]);
        ops->eps_row(b->ctx, rem, nrem, R, t, 0);
    }
    TRACE(b, "step 5");
    /* Step 6: which S2 players move up, lowest BSN first; the last one is
     * forced by the BSN sum and needs no probe. */
    left = E;
    for (size_t t = R; t < nrem && left > 1; t++) {
        int already = s1_role(b, rem, t);
        if (!already) {
            ops->eps_row(b->ctx, rem, nrem, R, t, +1);
            if ((rc = ops->solve(b->ctx)))
                return rc;
        }
        if (s1_role(b, rem, t)) {
            left--;
            for (size_t j = 0; j < t; j++)
                ops->zero_base(b->ctx, rem[t], rem[j]);
            ops->moved_up(b->ctx, rem, t);
        }
        if (!already)
            ops->eps_row(b->ctx, rem, nrem, R, t, 0);
    }
    TRACE(b, "step 6");
    /* Step 7: freeze the roles; the ε addends disappear. */
    for (size_t i = 0; i < nrem; i++)
        w->s1[i] = (uint8_t)s1_role(b, rem, i);
    for (size_t i = 0; i < nrem; i++) {
        for (size_t j = i + 1; j < nrem; j++)
            if (!w->s1[i] || w->s1[j])
                ops->zero_base(b->ctx, rem[j], rem[i]);
        ops->freeze_row(b->ctx, rem, nrem, i);
    }
    TRACE(b, "step 7");
    rc = step8(b, rem, nrem);
    TRACE(b, "step 8");
    return rc;
}
