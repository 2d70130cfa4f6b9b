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

/*
 * Step 2: how many MDPs of each score the optimum pairs is fixed; probe
 * which ones, lowest BSN first. A probe is a bonus of one unit, below
 * any other difference, on d's edges to the residents: d is selected
 * when some optimum pairs it with a resident. When the duals of an
 * optimum (fresh) show that none does, M stands without a matching
 * (probe_keeps_optimum(), §14.6), and the duals stay valid for the next
 * question; a selected MDP's bonus keeps them valid when the window
 * matcher pairs it with its resident (keep_mdp()).
 */
static int step2(const dutch_bracket *b, uint8_t *selected)
{
    const dutch_bracket_ops *ops = b->ops;
    size_t nd = b->nd;
    int rc, fresh = ops->decided(b->ctx); /* after step 1 */
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
                int kept = fresh && ops->probe_keeps_optimum && !b->c->solve_all && ops->probe_keeps_optimum(b->ctx, d);
                b->c->step2_shortcuts += (unsigned long)kept;
                ops->probe_mdp(b->ctx, d);
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
                /* a development check: solve anyway */
                if (kept) {
                    if ((rc = ops->solve(b->ctx)))
                        return rc;
                    swc_exchange_check_unpaired(ops->name, in_G(b, mate(b, d)));
                    fresh = ops->decided(b->ctx);
                }
#endif
                if (!kept) {
                    if ((rc = ops->solve(b->ctx)))
                        return rc;
                    fresh = ops->decided(b->ctx);
                }
            }
            if (in_G(b, mate(b, d))) {
                selected[d] = 1;
                m--;
                fresh &= ops->keep_mdp(b->ctx, d);
            }
        }
        i = j;
    }
    return SWC_OK;
}

/*
 * Steps 3 and 8, before x gets a row of bonuses over its candidates
 * cand[0..nc) (in bonus order: the first gets the largest), when the
 * matcher holds the duals of a matching of this step (fresh): may M stand
 * without a matching (§14.6)? It may when M pairs x with the first
 * candidate some optimum allows, which the tight edges name
 * (first_allowed), or a cycle of equal weight exchanges that candidate
 * in. *claimed: the candidate M then pairs x with (-1: none of them).
 * Without fresh duals the cycle is not tried: the tight edges of an older
 * optimum send it far for little.
 */
static int keeps_optimum(const dutch_bracket *b, size_t x, const size_t *cand, size_t nc, int fresh, long *claimed)
{
    const dutch_bracket_ops *ops = b->ops;
    long m = mate(b, x);
    int none;
    *claimed = -1;
    if (!nc || m == (long)cand[0] || !fresh || b->c->solve_all)
        return 0;
    long first = ops->first_allowed(b->ctx, x, cand, nc, &none);
    if (none)
        return 1;
    if (first < 0 || (first != m && !ops->cycle(b->ctx, x, (size_t)first, 64)))
        return 0;
    *claimed = first;
    return 1;
}

/* What steps 3 and 8 know before x's row of bonuses: its first candidate
 * (top, the largest bonus), and whether a swap gives M top or M stands by
 * keeps_optimum() (claimed as there). */
typedef struct question {
    long top, claimed;
    int swap, kept, checked;
} question;

static question ask(const dutch_bracket *b, size_t x, const size_t *cand, size_t nc, int fresh, unsigned long *taken)
{
    const dutch_bracket_ops *ops = b->ops;
    question q = { nc ? (long)cand[0] : -1, -1, 0, 0, 0 };
    q.swap = q.top >= 0 && mate(b, x) != q.top && ops->swap_keeps_optimum &&
             ops->swap_keeps_optimum(b->ctx, x, (size_t)q.top);
    q.kept = !q.swap && keeps_optimum(b, x, cand, nc, fresh, &q.claimed);
    *taken += (unsigned long)q.kept;
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
    /* A development check: solve anyway, and stop if the matching
     * disagrees with the shortcut. */
    q.checked = q.kept;
    q.kept = 0;
#endif
    return q;
}

/*
 * After x's row of bonuses: M stands when it pairs x with top (no other
 * matching gains more), after a swap that gave it top, or when
 * keeps_optimum() said so; otherwise the step solves, and *fresh says
 * whether the matcher now holds the duals of a matching of this step.
 */
static int settle(const dutch_bracket *b, size_t x, const question *q, const size_t *cand, size_t nc, int *fresh)
{
    const dutch_bracket_ops *ops = b->ops;
    int rc;
    if (q->swap) {
        ops->apply_swap(b->ctx, x, (size_t)q->top);
    } else if (!q->kept && (mate(b, x) != q->top || q->checked)) {
        if ((rc = ops->solve(b->ctx)))
            return rc;
        *fresh = ops->decided(b->ctx);
    }
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
    if (q->checked)
        swc_exchange_check(ops->name, mate(b, x), q->claimed, cand, nc);
#else
    (void)cand;
    (void)nc;
#endif
    return SWC_OK;
}

/* Step 3: each selected MDP takes the first resident the optimum allows. */
static int step3(const dutch_bracket *b, const uint8_t *selected)
{
    const dutch_bracket_ops *ops = b->ops;
    size_t nd = b->nd, nb = b->nd + b->ng, *cands = b->work->cands;
    int rc, fresh = 0; /* the matcher holds a step 3 optimum */
    for (size_t d = 0; d < nd; d++) {
        if (!selected[d])
            continue;
        /* d's candidates in bonus order: the residents still free that it
         * may meet */
        size_t nc = 0;
        for (size_t r = nd; r < nb; r++)
            if (!ops->fixed(b->ctx, r) && is_edge(b, r, d))
                cands[nc++] = r;
        question q = ask(b, d, cands, nc, fresh, &b->c->step3_shortcuts);
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
        if ((rc = settle(b, d, &q, cands, nc, &fresh)))
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
        question q = ask(b, x, cands, nc, fresh, &b->c->step8_shortcuts);
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
        if ((rc = settle(b, x, &q, cands, nc, &fresh)))
            return rc;
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
