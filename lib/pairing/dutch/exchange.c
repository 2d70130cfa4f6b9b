/* Step 8 by an exchange along an alternating cycle; see exchange.h. */
#include "exchange.h"

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
#include <stdio.h>
#include <stdlib.h>
#endif

#include "../../core/wide.h"
#include "../../matching/warm.h"

static int in_window(const swc_exchange *ex, long v)
{
    return v >= 0 && (!ex->wpos || ex->wpos[v] >= 0);
}

static size_t pos_of(const swc_exchange *ex, size_t v)
{
    return ex->wpos ? (size_t)ex->wpos[v] : v;
}

/* The weight of two window vertices now, into out (returned). */
static const uint64_t *wt(const swc_exchange *ex, size_t u, size_t v, uint64_t *out)
{
    ex->weight(ex->ctx, pos_of(ex, u), pos_of(ex, v), out);
    return out;
}

/* The cycle closed by the edge o-y, o an outer vertex (par leads back to
 * x2): taken into M if its new edges weigh as much as its old ones. */
static int close_cycle(swc_exchange *ex, size_t x, size_t t, size_t o_end)
{
    size_t L = ex->L;
    long *M = ex->M, y = M[x], x2 = M[t];
    uint64_t in[SWC_WIDE_MAX_LIMBS], out[SWC_WIDE_MAX_LIMBS], w[SWC_WIDE_MAX_LIMBS];
    if (wide_is_zero(wt(ex, o_end, (size_t)y, w), L))
        return 0;
    wide_copy(in, wt(ex, x, t, w), L);
    wide_add(in, wt(ex, o_end, (size_t)y, w), L);
    wide_copy(out, wt(ex, x, (size_t)y, w), L);
    wide_add(out, wt(ex, t, (size_t)x2, w), L);
    for (size_t o = o_end; o != (size_t)x2; o = (size_t)ex->par[o]) {
        size_t in_v = (size_t)M[o];
        wide_add(in, wt(ex, (size_t)ex->par[o], in_v, w), L);
        wide_add(out, wt(ex, in_v, o, w), L);
    }
    if (wide_cmp(in, out, L) != 0)
        return 0;
    long np = y;
    for (size_t o = o_end;;) {
        long old = M[o];
        M[o] = np;
        M[np] = (long)o;
        if (o == (size_t)x2)
            break;
        np = old;
        o = (size_t)ex->par[o];
    }
    M[x] = (long)t;
    M[t] = (long)x;
    return 1;
}

int swc_exchange_cycle(swc_exchange *ex, size_t x, size_t t, size_t budget)
{
    long *M = ex->M, y = M[x], x2 = M[t];
    uint64_t w1[SWC_WIDE_MAX_LIMBS];
    if (y < 0 || x2 < 0 || (size_t)x2 == x || (size_t)y == t)
        return 0;
    if (!in_window(ex, (long)x) || !in_window(ex, (long)t) || !in_window(ex, y) || !in_window(ex, x2) ||
        wide_is_zero(wt(ex, x, t, w1), ex->L))
        return 0;
    size_t wn = ex->wn, words = (wn + 63) / 64;
    /* the outer vertices that can close the cycle: tight edges to y */
    if (!swc_matcher_tight_row(ex->dm, pos_of(ex, (size_t)y), ex->closing))
        return 0;
#define CLOSES(o) ((ex->closing[pos_of(ex, o) / 64] >> (pos_of(ex, o) % 64)) & 1u)
    uint32_t stamp = ++*ex->stamp;
    ex->seen[x] = ex->seen[t] = ex->seen[x2] = ex->seen[y] = stamp;
    if (CLOSES((size_t)x2) && close_cycle(ex, x, t, (size_t)x2))
        return 1;
    size_t qh = 0, qt = 0;
    ex->queue[qt++] = (size_t)x2;
    /* outer vertices: x2, then the mates of the players reached; par of an
     * outer vertex is the outer vertex it was reached from, and its inner
     * vertex is its mate */
    while (qh < qt && qh < budget) {
        size_t u = ex->queue[qh++];
        if (!swc_matcher_tight_row(ex->dm, pos_of(ex, u), ex->tight))
            return 0;
        for (size_t w = 0; w < words; w++) {
            for (uint64_t bits = ex->tight[w]; bits; bits &= bits - 1) {
                size_t b = w * 64 + (size_t)__builtin_ctzll(bits);
                if (b >= wn)
                    break; /* the matcher's vertices after the window */
                size_t a = ex->win ? ex->win[b] : b;
                if (ex->fixed[a] || ex->seen[a] == stamp || wide_is_zero(wt(ex, u, a, w1), ex->L))
                    continue;
                long ma = M[a];
                if (!in_window(ex, ma) || ex->seen[ma] == stamp)
                    continue;
                ex->seen[a] = ex->seen[ma] = stamp;
                ex->par[ma] = (long)u;
                ex->queue[qt++] = (size_t)ma;
                if (CLOSES((size_t)ma) && close_cycle(ex, x, t, (size_t)ma))
                    return 1;
            }
        }
    }
#undef CLOSES
    return 0;
}

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
void swc_exchange_check(const char *engine, long partner, long claimed, const size_t *cand, size_t nc)
{
    int is_cand = 0;
    for (size_t c = 0; c < nc; c++)
        is_cand |= partner == (long)cand[c];
    if (claimed >= 0 ? partner != claimed : is_cand) {
        fprintf(stderr, "%s: a step 3 or 8 shortcut gave %ld, the matching %ld\n", engine, claimed, partner);
        abort();
    }
}

void swc_exchange_check_unpaired(const char *engine, int paired)
{
    if (paired) {
        fprintf(stderr, "%s: the step 2 shortcut left an MDP that the matching pairs\n", engine);
        abort();
    }
}
#endif
