/*
 * A solve from nothing (start.h): feasible duals balanced so that many
 * edges are tight (swc_start_solve), or the caller's (from the classes of
 * the vertices, classdual.h), the tight edges matched greedily, and the
 * exposed vertices served as in a warm restart.
 */
#include "start.h"

#include <string.h>

#include "classdual.h"
#include "matcher_state.h"

/* d = 2 W + 2 c, an edge's value with its offset c (a copy without). */
static inline __attribute__((always_inline)) void offset_value(uint64_t *d, const uint64_t *w2, int64_t c, size_t L)
{
    if (c)
        add_twice(d, w2, c, L);
    else
        wide_copy(d, w2, L);
}

/*
 * need = max(need, max over the neighbours w of v in [lo, hi) of
 * 2 W(v, w) + 2 o - dual(w)), where the offset o is c, or the neighbour's
 * own when `theirs`. A row names few distinct weights, so each id keeps
 * the bound 2 W + 2 c - need (m->lfthr, valid for the stamp *st: a new
 * one for each rise of need or change of c), and a neighbour raises need
 * exactly when its dual is below its id's bound: one comparison an edge.
 * With the neighbour's own offset (c is then 0), what is compared is its
 * dual less twice its offset (m->adual in a pass, else computed).
 */
static inline __attribute__((always_inline)) void lf_segment(swc_matcher *m, long v, long lo, long hi, int64_t c,
                                                             int theirs, uint64_t *st, uint64_t *need, size_t L,
                                                             int bycls)
{
    const uint64_t *row = m->ebits + (size_t)v * m->rw;
    uint64_t ybuf[SWC_WIDE_MAX_LIMBS];
    for (long w = next_neighbour(m, row, lo); w >= 0 && w < hi; w = next_neighbour(m, row, w + 1)) {
        uint32_t id = bycls ? swc_clstab_get(&m->CT, TW(v), TW(w)) : swc_idtab_get(&m->W, WIX(v, w));
        const uint64_t *w2 = m->W2 + (size_t)id * L, *y = DUAL(w);
        uint64_t *e = m->lfthr + (size_t)id * (L + 1);
        if (theirs && m->off[w]) {
            if (m->adpass) {
                uint64_t *a = m->adual + (size_t)w * (L + 1);
                if (a[0] != m->adpass) {
                    add_twice(a + 1, y, -m->off[w], L);
                    a[0] = m->adpass;
                }
                y = a + 1;
            } else {
                add_twice(ybuf, y, -m->off[w], L);
                y = ybuf;
            }
        }
        /* the edge's value 2 W + 2 c only where a bound is made or need
         * rises, not for every edge */
        if (e[0] != *st) {
            offset_value(e + 1, w2, c, L);
            wide_sub(e + 1, need, L);
            e[0] = *st;
        }
        if (wide_cmp_signed(y, e + 1, L) >= 0)
            continue;
        offset_value(need, w2, c, L);
        wide_sub(need, y, L);
        *st = ++m->lfstamp; /* every bound rises with need */
    }
}

/* need = the least dual of v that keeps every edge of v feasible given
 * the other duals: max(0, max over w of 2 W(v, w) - dual(w)). An edge
 * {u, w}, u < w < span, carries the offset of u: below v the neighbour's,
 * from v to span v's own, beyond none (taken first, with the edges below:
 * one set of bounds). */
static inline __attribute__((always_inline)) void least_feasible_limbs(swc_matcher *m, long v, uint64_t *need,
                                                                       size_t L, int bycls)
{
    long n = (long)N, span = m->off ? (long)m->span : 0;
    uint64_t st = ++m->lfstamp;
    if (v >= span) {
        lf_segment(m, v, 0, n, 0, 0, &st, need, L, bycls);
        return;
    }
    lf_segment(m, v, 0, v, 0, 1, &st, need, L, bycls);
    lf_segment(m, v, span, n, 0, 0, &st, need, L, bycls);
    if (m->off[v])
        st = ++m->lfstamp;
    lf_segment(m, v, v + 1, span, m->off[v], 0, &st, need, L, bycls);
}

/* A pass of least feasible duals keeps m->adual, each vertex's dual less
 * twice its row offset, as the pass reads it: engaged here (each entry
 * computed when first read), dropped by swc_start_pass_set() for each
 * dual the pass writes and by swc_start_pass_end() before any other
 * change of a dual. */
void swc_start_pass_begin(swc_matcher *m)
{
    if (m->off)
        m->adpass = ++m->adstamp;
}

void swc_start_pass_set(swc_matcher *m, long v)
{
    if (m->adpass && (size_t)v < m->span)
        m->adual[(size_t)v * (m->L + 1)] = 0;
}

void swc_start_pass_end(swc_matcher *m)
{
    m->adpass = 0;
}

void swc_start_least_feasible(swc_matcher *m, long v, uint64_t *out)
{
    uint64_t need[SWC_WIDE_MAX_LIMBS];
    wide_zero(need, m->L);
    if (m->active[v]) {
        /* as in slack_uv, an unrolled copy per usual limb count, and
         * one of each for either table (the scan reads an id an edge) */
#define LEAST_FEASIBLE(bycls)                                                                                          \
    switch (m->L) {                                                                                                    \
    case 1: least_feasible_limbs(m, v, need, 1, bycls); break;                                                         \
    case 2: least_feasible_limbs(m, v, need, 2, bycls); break;                                                         \
    case 3: least_feasible_limbs(m, v, need, 3, bycls); break;                                                         \
    case 4: least_feasible_limbs(m, v, need, 4, bycls); break;                                                         \
    case 5: least_feasible_limbs(m, v, need, 5, bycls); break;                                                         \
    case 6: least_feasible_limbs(m, v, need, 6, bycls); break;                                                         \
    case 7: least_feasible_limbs(m, v, need, 7, bycls); break;                                                         \
    case 8: least_feasible_limbs(m, v, need, 8, bycls); break;                                                         \
    default: least_feasible_limbs(m, v, need, m->L, bycls); break;                                                     \
    }
        if (m->bycls) {
            LEAST_FEASIBLE(1)
        } else {
            LEAST_FEASIBLE(0)
        }
#undef LEAST_FEASIBLE
    }
    wide_copy(out, need, m->L);
}

/* For a pass of least feasible duals that takes the twins (the last
 * vertices) in turn and changes no other dual meanwhile: no twin is a
 * neighbour of another, so twins with the same edges need the same dual,
 * and each after the first copies it instead of scanning its row. */
void swc_start_least_feasible_pass(swc_matcher *m, long v, uint64_t *out, swc_twin_memo *memo)
{
    if ((size_t)v < m->k || !m->active[v] || m->off) {
        swc_start_least_feasible(m, v, out);
        return;
    }
    const uint64_t *row = m->ebits + (size_t)v * m->rw;
    if (memo->twin >= 0 && !memcmp(row, m->ebits + (size_t)memo->twin * m->rw, m->rw * sizeof *row)) {
        wide_copy(out, memo->value, m->L);
        return;
    }
    swc_start_least_feasible(m, v, out);
    memo->twin = v;
    memo->value = out;
}

/* The neighbour w that sets v's least feasible dual (the first maximum of
 * 2 W(v, w) - dual(w)), or -1 when v has no edge. Compared as
 * 2 W(v, w) + dual(x) against 2 W(v, x) + dual(w), never negative. */
static long binding_neighbour(const swc_matcher *m, long v)
{
    size_t L = m->L;
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS], buf[SWC_WIDE_MAX_LIMBS];
    long arg = -1;
    const uint64_t *row = m->ebits + (size_t)v * m->rw;
    for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
        if (arg < 0) {
            arg = w;
            continue;
        }
        wide_copy(a, w2_of(m, v, w, buf), L);
        wide_add(a, DUAL(arg), L);
        wide_copy(b, w2_of(m, v, arg, buf), L);
        wide_add(b, DUAL(w), L);
        if (wide_cmp(a, b, L) > 0)
            arg = w;
    }
    return arg;
}

/*
 * Every active vertex v with skip[v] == 0 at once: dual(v) :=
 * ceil((dual(v) + least feasible dual(v)) / 2). Feasible duals stay
 * feasible. Uses bslack as scratch (the caller invalidates the cache).
 */
static void halve_gaps(swc_matcher *m, const long *skip)
{
    size_t n = N, L = m->L;
    uint64_t *need = m->bslack;
    swc_twin_memo memo = { -1, NULL };
    swc_start_pass_begin(m); /* no dual changes in this pass */
    for (size_t v = 0; v < n; v++)
        if (!skip[v])
            swc_start_least_feasible_pass(m, (long)v, need + v * L, &memo);
    swc_start_pass_end(m);
    for (size_t v = 0; v < n; v++) {
        if (skip[v] || !m->active[v])
            continue;
        uint64_t *d = DUAL(v);
        wide_add(d, need + v * L, L);
        int odd = (int)(d[0] & 1u);
        wide_shr1(d, L);
        if (odd)
            wide_add_shifted(d, 1, 0, L);
    }
}

/*
 * The heaviest edge of v (to a neighbour w with skip[w] == 0, when skip is
 * given), into out: zero without one. A row names few distinct weights,
 * so each id is compared once a row (the stamps of `target`, which
 * maybe_tight() in search.c never confuses with its own: every use takes
 * a new one).
 */
static void heaviest_edge(swc_matcher *m, long v, const long *skip, uint64_t *out)
{
    if (m->off) {
        /* row offsets: each edge's own value (twice it, halved at the end) */
        uint64_t buf[SWC_WIDE_MAX_LIMBS];
        const uint64_t *row = m->ebits + (size_t)v * m->rw;
        wide_zero(out, m->L);
        for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
            const uint64_t *w2 = w2_of(m, v, w, buf);
            if (!(skip && skip[w]) && cmp_limbs(w2, out, m->L) > 0)
                wide_copy(out, w2, m->L);
        }
        wide_shr1(out, m->L);
        return;
    }
    uint32_t best = 0;
    unsigned long st = ++m->scanstamp;
    const uint64_t *row = m->ebits + (size_t)v * m->rw;
    for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
        uint32_t id = edge_id(m, v, w);
        if (m->target[id].stamp == st || (skip && skip[w]))
            continue;
        m->target[id].stamp = st;
        if (cmp_limbs(swc_wpool_get(&m->pool, id), swc_wpool_get(&m->pool, best), m->L) > 0)
            best = id;
    }
    wide_copy(out, swc_wpool_get(&m->pool, best), m->L);
}

/*
 * Least feasible duals by class, for a solve started from classes
 * (swc_matcher_start_by_class()): an edge of v to class C weighs at most
 * sw(cls v, C), the heaviest between the two classes, and each member of
 * C has a dual of at least least(C), so v needs at most the maximum over
 * C of 2 sw(cls v, C) - least(C); when a member of least dual of a class
 * that reaches it is v's neighbour by such an edge, v needs exactly that,
 * and its row is not scanned. The least duals follow the pass (duals only
 * fall in it: the class duals are feasible).
 */
typedef struct class_floor {
    size_t S, L;
    uint64_t *least; /* S values */
    long *arg;       /* a member of that dual; -1 none active, -2 not known */
} class_floor;

static int class_floor_init(swc_matcher *m, class_floor *f)
{
    size_t S = m->sS, L = m->L;
    f->S = S;
    f->L = L;
    f->least = swc_mem_calloc(m->mem, S * L, sizeof *f->least);
    f->arg = swc_mem_alloc(m->mem, S * sizeof *f->arg);
    if (!f->least || !f->arg)
        return SWC_ENOMEM;
    for (size_t c = 0; c < S; c++)
        f->arg[c] = -1;
    for (size_t v = 0; v < N; v++) {
        uint32_t c = m->scls[v];
        if (m->active[v] && (f->arg[c] == -1 || wide_cmp(DUAL(v), f->least + c * L, L) < 0)) {
            wide_copy(f->least + c * L, DUAL(v), L);
            f->arg[c] = (long)v;
        }
    }
    return SWC_OK;
}

static void class_floor_free(swc_matcher *m, class_floor *f)
{
    swc_mem_free(m->mem, f->least, f->S * f->L * sizeof *f->least);
    swc_mem_free(m->mem, f->arg, f->S * sizeof *f->arg);
}

/* v's dual is set: its class's least follows. */
static void class_floor_update(swc_matcher *m, class_floor *f, long v)
{
    size_t L = f->L;
    uint32_t c = m->scls[v];
    uint64_t *y = f->least + c * L;
    if (f->arg[c] == -2)
        return;
    if (f->arg[c] == -1 || wide_cmp(DUAL(v), y, L) < 0) {
        wide_copy(y, DUAL(v), L);
        f->arg[c] = v;
    } else if (f->arg[c] == v && wide_cmp(DUAL(v), y, L) > 0) {
        f->arg[c] = -2; /* risen: no longer known */
    }
}

/* v's least feasible dual into out, from the classes; 0 when the rows
 * must tell. */
static int class_least_feasible(swc_matcher *m, const class_floor *f, long v, uint64_t *out)
{
    size_t S = f->S, L = f->L;
    uint32_t cv = m->scls[v];
    const uint64_t *swv = m->sw + (size_t)cv * S * L;
    uint64_t top[SWC_WIDE_MAX_LIMBS], ub[SWC_WIDE_MAX_LIMBS];
    int any = 0, exact = 0;
    for (size_t c = 0; c < S; c++) {
        const uint64_t *w = swv + c * L;
        long a = f->arg[c];
        if (a == -1 || wide_is_zero(w, L))
            continue; /* no member, or no edge between the classes */
        if (a < 0 || a == v)
            return 0; /* a least not known, or v's own */
        wide_copy(ub, w, L);
        wide_add(ub, w, L);
        wide_sub(ub, f->least + c * L, L);
        int cmp = any ? wide_cmp_signed(ub, top, L) : 1;
        if (cmp < 0 || (cmp == 0 && exact))
            continue;
        if (cmp > 0) {
            wide_copy(top, ub, L);
            any = 1;
        }
        exact = has_edge(m, v, a) && cmp_limbs(swc_wpool_get(&m->pool, edge_id(m, v, a)), w, L) == 0;
    }
    wide_zero(out, L);
    if (!any)
        return 1; /* no edge */
    uint64_t zero[SWC_WIDE_MAX_LIMBS] = { 0 };
    if (wide_cmp_signed(top, zero, L) <= 0)
        return 1; /* every edge is feasible at zero */
    if (!exact)
        return 0;
    wide_copy(out, top, L);
    return 1;
}

/*
 * The end of a start from nothing: each vertex in turn takes its least
 * feasible value given the others (the hubs, hub[v] != 0, last; hub may
 * be NULL), which leaves every edge feasible after the later of its ends
 * whatever the duals were; the exposed vertices joined by a tight edge
 * are matched, and every exposed vertex left roots a phase.
 */
static int solve_from_duals(swc_matcher *m, const long *hub)
{
    size_t n = N;
    m->epoch++;
    class_floor cf = { 0, 0, NULL, NULL };
    int by_class = m->scls && class_floor_init(m, &cf) == SWC_OK; /* no offset since */
    swc_start_pass_begin(m);
    for (int pass = 0; pass < 2; pass++) {
        swc_twin_memo memo = { -1, NULL };
        for (size_t v = 0; v < n; v++)
            if (m->active[v] && (hub ? hub[v] : 0) == pass) {
                if (!(by_class && (size_t)v < m->k && class_least_feasible(m, &cf, (long)v, DUAL(v))))
                    swc_start_least_feasible_pass(m, (long)v, DUAL(v), &memo);
                swc_start_pass_set(m, (long)v);
                if (by_class)
                    class_floor_update(m, &cf, (long)v);
            }
    }
    swc_start_pass_end(m);
    class_floor_free(m, &cf);
    swc_start_drop_classes(m);
    /* (an earlier vertex still exposed had no tight edge to an exposed
     * one, so each vertex scans its whole row alike) */
    for (size_t v = 0; v < n; v++)
        if (m->active[v] && m->mate[v] == -1)
            swc_search_pair_tight(m, (long)v);
    swc_tight_match_more(m, m->tight_least);
    m->npending = 0;
    for (size_t v = n; v-- > 0;)
        if (m->active[v] && m->mate[v] == -1)
            m->pending[m->npending++] = (long)v;
    return swc_search_run_pending(m);
}

/*
 * A start from nothing: every vertex's dual is its heaviest edge (all
 * edges feasible), the mutually heaviest edges are matched greedily (they
 * are tight), and every exposed vertex with a positive dual then roots a
 * phase as in a warm restart. Cheaper than the stages of the textbook
 * start on the dense windows of the Dutch engine.
 */
int swc_start_solve(swc_matcher *m)
{
    size_t n = N, L = m->L;
    for (size_t v = 0; v < 2 * n; v++) {
        m->mate[v] = -1;
        m->labelend[v] = -1;
        m->inblossom[v] = (long)v;
        m->blossomparent[v] = -1;
        m->blossombase[v] = v < n ? (long)v : -1;
        m->bestedgeto[v] = -1;
        m->childs[v].n = m->endps[v].n = 0;
        wide_zero(DUAL(v), L);
    }
    m->nunused = n;
    for (size_t i = 0; i < n; i++)
        m->unused[i] = (long)(n + i);
    if (m->start) {
        /* The caller's duals (swc_matcher_start_duals); the pass of
         * solve_from_duals() makes them feasible, whatever they are. */
        for (size_t v = 0; v < n; v++) {
            wide_copy(DUAL(v), m->start + v * L, L);
            if (!m->active[v])
                wide_zero(DUAL(v), L);
        }
        swc_mem_free(m->mem, m->start, (n ? n : 1) * L * sizeof *m->start);
        m->start = NULL;
        return solve_from_duals(m, NULL);
    }
    for (size_t v = 0; v < n; v++)
        if (m->active[v])
            heaviest_edge(m, (long)v, NULL, DUAL(v));
    /*
     * Better duals before the greedy matching (any feasible duals would
     * do; good ones leave few exposed vertices and short searches):
     *  - halve the gap to the least feasible value, all vertices at once
     *    (feasible: each edge keeps at least the mean of two feasible
     *    states); on the Dutch windows, where a weight is mostly a sum of
     *    per-player terms, a few rounds bring most duals near their
     *    optimum;
     *  - a hub, the binding neighbour of many others (a player of a
     *    higher score whose edges outweigh all others), holds their duals
     *    up: lift it out of
     *    the way (twice its heaviest edge keeps its edges feasible
     *    whatever the others do), restart the others from their heaviest
     *    edge among themselves and repeat the halving on them;
     *  - finally each vertex, in turn, takes its least feasible value,
     *    the hubs last.
     */
    long *hub = m->scratch; /* free until the first augmentation */
    memset(hub, 0, n * sizeof *hub);
    halve_gaps(m, hub);
    size_t nact = 0, nhub = 0;
    for (size_t v = 0; v < n; v++)
        nact += m->active[v];
    for (size_t v = 0; v < n && nact > 16; v++) {
        long b = m->active[v] ? binding_neighbour(m, (long)v) : -1;
        if (b >= 0)
            hub[b]++;
    }
    for (size_t v = 0; v < n; v++) {
        hub[v] = 4 * (size_t)hub[v] > nact;
        nhub += (size_t)hub[v];
    }
    if (nhub && 4 * nhub < nact) {
        for (size_t u = 0; u < n; u++) {
            if (!hub[u])
                continue;
            uint64_t *d = DUAL(u);
            heaviest_edge(m, (long)u, NULL, d);
            wide_shl1(d, L);
        }
        /* and start the others again from their heaviest edge among
         * themselves, so that the halving works at their own scale */
        for (size_t v = 0; v < n; v++) {
            if (hub[v] || !m->active[v])
                continue;
            heaviest_edge(m, (long)v, hub, DUAL(v));
        }
        halve_gaps(m, hub);
    } else {
        memset(hub, 0, n * sizeof *hub);
    }
    return solve_from_duals(m, hub);
}

int swc_matcher_start_duals(swc_matcher *m, const uint64_t *y)
{
    size_t len = (m->n ? m->n : 1) * m->L * sizeof *m->start;
    if (!m->start && !(m->start = swc_mem_alloc(m->mem, len)))
        return SWC_ENOMEM;
    memcpy(m->start, y, m->n * m->L * sizeof *m->start);
    return SWC_OK;
}

/* best[c * S + d]: the id of the heaviest edge between classes c and d (0:
 * none), and cnt[c] the active vertices of class c. A row repeats few
 * ids, so the values are compared seldom; a dense table of 16-bit ids is
 * read along its rows directly. */
static void heaviest_by_class(swc_matcher *m, const uint32_t *cls, size_t S, uint32_t *best, uint32_t *cnt)
{
    size_t n = N, L = m->L, k = m->k;
    for (size_t u = 0; u < n; u++) {
        if (!m->active[u])
            continue;
        cnt[cls[u]]++;
        uint32_t *bu = best + (size_t)cls[u] * S;
        const uint16_t *row = !m->bycls && m->W.a16 ? m->W.a16 + TW(u) * m->D : NULL;
        for (size_t v = 0; v < u; v++) {
            uint32_t id = row ? row[v < k ? v : k] : pair_id(m, (long)u, (long)v);
            if (!id || !m->active[v] || bu[cls[v]] == id)
                continue;
            uint32_t *a = &bu[cls[v]];
            if (!*a || cmp_limbs(swc_wpool_get(&m->pool, id), swc_wpool_get(&m->pool, *a), L) > 0)
                *a = best[(size_t)cls[v] * S + cls[u]] = id;
        }
    }
}

int swc_matcher_start_by_class(swc_matcher *m, const uint32_t *cls, size_t S)
{
    size_t n = N, L = m->L, least = SWC_MATCHER_MIN_FOR_CLASSES;
    if (S == 0 || S > SWC_MATCHER_MAX_CLASSES || n < least)
        return SWC_OK;
    for (size_t v = 0; m->off && v < m->span; v++)
        if (m->off[v])
            return SWC_OK; /* the weights are not the classes' alone */
    const swc_mem *mem = m->mem;
    uint32_t *best = swc_mem_calloc(mem, S * S, sizeof *best), *cnt = swc_mem_calloc(mem, S, sizeof *cnt);
    uint64_t *w = swc_mem_calloc(mem, S * S * L, sizeof *w), *yc = swc_mem_calloc(mem, S * L, sizeof *yc);
    int rc = SWC_ENOMEM, mine = !m->start;
    if (mine)
        m->start = swc_mem_alloc(mem, (n ? n : 1) * L * sizeof *m->start);
    if (best && cnt && w && yc && m->start) {
        heaviest_by_class(m, cls, S, best, cnt);
        for (size_t i = 0; i < S * S; i++)
            if (best[i])
                wide_copy(w + i * L, swc_wpool_get(&m->pool, best[i]), L);
        rc = swc_class_duals(mem, S, cnt, w, L, yc);
        if (rc == SWC_OK)
            for (size_t v = 0; v < n; v++)
                wide_copy(m->start + v * L, yc + cls[v] * L, L);
    }
    if (rc == SWC_OK) {
        /* for the least feasible duals of the solve (class_least_feasible()) */
        swc_start_drop_classes(m);
        m->scls = swc_mem_alloc(mem, (n ? n : 1) * sizeof *m->scls);
        if (m->scls) {
            memcpy(m->scls, cls, n * sizeof *m->scls);
            m->sw = w;
            m->sS = S;
            w = NULL;
        }
    }
    if (rc != SWC_OK && mine) {
        /* the matcher's own start */
        swc_mem_free(mem, m->start, (n ? n : 1) * L * sizeof *m->start);
        m->start = NULL;
    }
    swc_mem_free(mem, best, S * S * sizeof *best);
    swc_mem_free(mem, cnt, S * sizeof *cnt);
    if (w)
        swc_mem_free(mem, w, S * S * L * sizeof *w);
    swc_mem_free(mem, yc, S * L * sizeof *yc);
    return rc == SWC_ENOMEM ? rc : SWC_OK;
}

void swc_start_drop_classes(swc_matcher *m)
{
    size_t n = N, S = m->sS;
    swc_mem_free(m->mem, m->scls, (n ? n : 1) * sizeof *m->scls);
    swc_mem_free(m->mem, m->sw, S * S * m->L * sizeof *m->sw);
    m->scls = NULL;
    m->sw = NULL;
    m->sS = 0;
}
