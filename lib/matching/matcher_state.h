/*
 * The state of a weighted matcher (matcher.h) and the small helpers every
 * part of it uses; included by lib/matching/ only.
 *
 * The solver is Edmonds' primal-dual blossom method with the array layout
 * of Van Rantwijk's mwmatching.py, on an n x n table of weight ids (wpool.h:
 * the Dutch windows have few distinct weights, so 2 bytes a pair, 4 once
 * there are more than 65 535, instead of 8 a limb; vertices declared twins
 * share one row and column of it), or on the same ids kept by vertex
 * class (clstab.h) for a caller that names classes.
 *
 * Codes: an endpoint p = from * n + to names the end at `to` of the edge
 * {from, to}; REV(p) is its other end. An edge is named by its canonical
 * code min * n + max. Blossoms are numbered n..2n-1. Reduced costs are
 * dual(u) + dual(v) - 2 w(u, v), so every dual and every step of the
 * method stays an integer.
 */
#ifndef SWC_MATCHING_MATCHER_STATE_H
#define SWC_MATCHING_MATCHER_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "../core/wide.h"
#include "clstab.h"
#include "matcher.h"
#include "wpool.h"

typedef struct ivec {
    long *a;
    size_t n, cap;
} ivec;

struct swc_matcher {
    const swc_mem *mem;
    size_t n, L;
    size_t k;               /* vertices k..n-1 are twins (swc_matcher_new_twins) */
    size_t D;               /* the table's side: k, plus one for the twins */
    swc_idtab W;            /* D*D weight ids, both orders: a row is contiguous;
                             * the twins share row and column k ... */
    swc_clstab CT;          /* ... or, when bycls, the same by vertex class */
    int bycls;
    swc_wpool pool;         /* the distinct weights */
    unsigned long compactions; /* ids are renumbered by each */
    uint64_t *W2;           /* twice each pooled value, by id: what the
                             * reduced costs subtract (w2n of them valid) */
    size_t w2n, w2cap;
    /* least feasible duals (start.c), by id, L + 1 words: a stamp and
     * the bound 2 W + 2 c - need (two's complement) of the need and row
     * offset c of that stamp */
    uint64_t *lfthr;
    size_t lfcap;
    uint64_t lfstamp;
    /* lazy growth from one vertex v: by weight id, the fingerprint of the
     * dual a neighbour needs for a tight edge, 2 W - dual(v), valid while
     * its stamp is the scan's (maybe_tight) */
    struct stamped_fp {
        uint64_t fp;
        unsigned long stamp;
    } *target;
    unsigned long scanstamp;
    size_t tcap;
    uint64_t *dfp;          /* by vertex: the fingerprint of its dual ... */
    unsigned long dfp_epoch; /* ... as it was in this epoch */
    /* Row offsets (swc_matcher_use_offsets), NULL until used: an edge
     * {u, v}, u < v < span, weighs its stored value plus off[u]. While
     * lazy, a scan of v compares the neighbours after it by target_hi
     * (its own offset in the target) and those before it by dfpa, the
     * fingerprint of dual - 2 off (theirs in the dual). */
    int64_t *off;
    size_t span;
    struct stamped_fp *target_hi;
    size_t hcap;
    uint64_t *dfpa;
    uint64_t *adual;        /* by vertex, L + 1 words: the pass that wrote it and
                             * dual - 2 off, valid while that pass of least
                             * feasible duals runs (adpass, else 0; start.c) */
    uint64_t adpass, adstamp;
    int failed;             /* a weight could not be stored */
    uint8_t *active;
    uint64_t *actw;         /* active as rw words of bits, for row scans */
    uint8_t *touched;
    int solved;             /* a valid optimum is kept */
    /* solver state */
    long *mate, *label, *labelend, *inblossom, *blossomparent, *blossombase, *bestedge;
    ivec *childs, *endps, *bestedges;
    uint8_t *has_bestedges;
    long *unused;
    size_t nunused;
    uint64_t *dual;
    uint64_t *start;        /* n duals for the next solve from nothing, or NULL */
    /* with them, from swc_matcher_start_by_class(): each vertex's class
     * (sS classes) and the heaviest weight between each pair of classes
     * (sS * sS values of L limbs), or NULL */
    uint32_t *scls;
    uint64_t *sw;
    size_t sS;
    uint64_t *allow;        /* n*n bits, by canonical edge code */
    long *queue;
    size_t qn;
    long *bestedgeto, *leafbuf, *stack, *path, *scratch;
    long *zstack;           /* expand_zero_t() */
    long *pending;          /* exposed vertices still to root a phase */
    int lazy;               /* growing on tight edges only: no least-slack records */
    int forest;             /* several trees at once, which leave as they augment */
    long *troot;            /* the root of a labelled top-level blossom's tree */
    size_t ntrees;          /* trees of the forest still growing */
    size_t nscans;          /* S vertices scanned so far: what swc_search_run_pending weighs */
    int policy;             /* SWC_MATCHER_ADAPTIVE, _SINGLE or _FOREST */
    size_t tight_least;     /* swc_matcher_set_tight_least() */
    size_t npending;
    uint64_t *ebits;        /* n rows of rw words: the edge exists (non-zero weight) */
    size_t rw;              /* words per row */
    /* slack of bestedge[x], valid while bepoch[x] == epoch (no dual moved) */
    uint64_t *bslack;
    unsigned long *bepoch, epoch;
    uint64_t *toslack;      /* slack of bestedgeto[x] while it is set (swc_blossom_add) */
    /* swc_matcher_tight_row: the blossoms around its vertex (stamped) and
     * the sum of their duals from the outermost down */
    unsigned long *tstamp, tepoch;
    uint64_t *tcum;
    /* ... and for the other blossoms walked, the innermost of u's above
     * each (tmeet, valid while tmstamp is u's stamp; tchain the walk) */
    long *tmeet, *tchain;
    unsigned long *tmstamp;
    long tu;                /* the vertex stamped, after solve number tsolve */
    unsigned long tsolve, nsolve;
};

#define N (m->n)
#define EP(p) ((long)((size_t)(p) % N))
#define REV(p) ((long)(((size_t)(p) % N) * N + (size_t)(p) / N))
#define PCODE(from, to) ((long)((size_t)(from) * N + (size_t)(to)))
#define ECODE(a, b) ((a) < (b) ? PCODE(a, b) : PCODE(b, a))
#define EU(e) ((long)((size_t)(e) / N))
#define EV(e) ((long)((size_t)(e) % N))
#define DUAL(b) (m->dual + (size_t)(b) * m->L)
#define TW(x) ((size_t)(x) < m->k ? (size_t)(x) : m->k)
#define WIX(u, v) (TW(u) * m->D + TW(v))

/* The weight id of the edge {u, v} (an edge bit is set). */
static inline uint32_t edge_id(const swc_matcher *m, long u, long v)
{
    if (m->bycls)
        return swc_clstab_get(&m->CT, TW(u), TW(v));
    return swc_idtab_get(&m->W, WIX(u, v));
}

/* The weight id of any pair u != v, 0 for no edge (a table by class
 * answers for edges alone). */
static inline uint32_t pair_id(const swc_matcher *m, long u, long v)
{
    if (!m->bycls)
        return swc_idtab_get(&m->W, WIX(u, v));
    if (!((m->ebits[(size_t)u * m->rw + (size_t)v / 64] >> ((size_t)v % 64)) & 1u))
        return 0;
    return swc_clstab_get(&m->CT, TW(u), TW(v));
}

/* blossom.c: nesting, expanding and augmenting through blossoms */
/* b's least-slack records are no longer held; a long list gives its
 * storage back (a solve that nests thousands of blossoms would otherwise
 * keep the longest list each slot ever held) */
void swc_blossom_drop_bestedges(swc_matcher *m, long b);
size_t swc_blossom_leaves(swc_matcher *m, long b);
long swc_blossom_top_slow(swc_matcher *m, long v);
void swc_blossom_point_at(swc_matcher *m, long s);
void swc_blossom_assign_label(swc_matcher *m, long w, long t, long p);
long swc_blossom_scan(swc_matcher *m, long v, long w);
int swc_blossom_add(swc_matcher *m, long base, long e);
void swc_blossom_release(swc_matcher *m, long b);
void swc_blossom_expand(swc_matcher *m, long b, int endstage);
int swc_blossom_expand_zero_t(swc_matcher *m);
void swc_blossom_augment_side(swc_matcher *m, long s, long p);
void swc_blossom_augment_matching(swc_matcher *m, long e);
/* search.c: the phases that serve the exposed vertices */
void swc_search_pair_tight(swc_matcher *m, long r);
int swc_search_run_pending(swc_matcher *m);
/* tightmatch.c: more pairs on tight edges before the phases, when at
 * least `least` vertices of positive dual are exposed
 * (swc_matcher_set_tight_least()) */
void swc_tight_match_more(swc_matcher *m, size_t least);
/* start.c: duals for a solve from nothing */
void swc_start_least_feasible(swc_matcher *m, long v, uint64_t *out);
typedef struct swc_twin_memo {
    long twin;             /* the last twin of the pass that scanned its row, or -1 */
    const uint64_t *value; /* its dual */
} swc_twin_memo;
void swc_start_least_feasible_pass(swc_matcher *m, long v, uint64_t *out, swc_twin_memo *memo);
void swc_start_pass_begin(swc_matcher *m);
void swc_start_pass_set(swc_matcher *m, long v);
void swc_start_pass_end(swc_matcher *m);
int swc_start_solve(swc_matcher *m);
void swc_start_drop_classes(swc_matcher *m);
/* warm.c: re-optimising a kept optimum */
int swc_warm_solve(swc_matcher *m);
/* weights.c: the weights ready for a solve (compacted, doubled); 0 or SWC_ENOMEM */
int swc_weights_prepare(swc_matcher *m);

/*
 * A quick necessary test of a tight edge {u, v}: twice its weight equals
 * dual(u) + dual(v) + extra (extra: twice the duals of the blossoms around
 * both), so their lowest limbs agree modulo 2^64. Most edges of a row fail
 * it at once; with row offsets it answers 1 (the exact test decides).
 */
static inline int low_limbs_agree(const swc_matcher *m, long u, long v, uint64_t extra)
{
    return m->off || DUAL(u)[0] + DUAL(v)[0] + extra == m->W2[(size_t)edge_id(m, u, v) * m->L];
}

/* Entries of the dense weight table (one for an empty graph). */
static inline size_t table_len(const swc_matcher *m)
{
    return m->D ? m->D * m->D : 1;
}

static inline int has_edge(const swc_matcher *m, long u, long v)
{
    return m->active[u] && m->active[v] && ((m->ebits[(size_t)u * m->rw + (size_t)v / 64] >> ((size_t)v % 64)) & 1u);
}

static inline int allowed(const swc_matcher *m, long e)
{
    return (int)((m->allow[(size_t)e / 64] >> ((size_t)e % 64)) & 1u);
}

static inline void allow_edge(swc_matcher *m, long e)
{
    m->allow[(size_t)e / 64] |= UINT64_C(1) << ((size_t)e % 64);
}

/* The offset of the edge {u, v} (m->off is set). */
static inline int64_t edge_offset(const swc_matcher *m, long u, long v)
{
    size_t lo = (size_t)(u < v ? u : v), hi = (size_t)(u < v ? v : u);
    return hi < m->span ? m->off[lo] : 0;
}

/* d = s + 2 o modulo 2^(64 L) (|o| < 2^61, swc_matcher_use_offsets). */
static inline void add_twice(uint64_t *d, const uint64_t *s, int64_t o, size_t L)
{
    wide_add_signed(d, s, 2 * o, L);
}

/* Twice the weight of {u, v}, row offset included: W2 itself, or buf. */
static inline const uint64_t *w2_of(const swc_matcher *m, long u, long v, uint64_t *buf)
{
    uint32_t id = pair_id(m, u, v);
    const uint64_t *w = m->W2 + (size_t)id * m->L;
    int64_t o;
    if (!m->off || !id || !(o = edge_offset(m, u, v)))
        return w;
    add_twice(buf, w, o, m->L);
    return buf;
}

/* One pass of dual[u] + dual[v] - 2 W(u, v) (W2 is valid during and
 * after a solve). */
static inline __attribute__((always_inline)) int slack_limbs(const uint64_t *a, const uint64_t *b,
                                                             const uint64_t *w, uint64_t *out, size_t L)
{
    uint64_t carry = 0, borrow = 0, any = 0;
    for (size_t i = 0; i < L; i++) {
        uint64_t s1 = a[i] + carry;
        uint64_t c1 = s1 < carry;
        uint64_t s2 = s1 + b[i];
        carry = c1 | (s2 < s1);
        uint64_t d1 = s2 - w[i];
        uint64_t b1 = s2 < w[i];
        uint64_t d2 = d1 - borrow;
        borrow = b1 | (d1 < borrow);
        out[i] = d2;
        any |= d2;
    }
    return !any;
}

/* out = dual[u] + dual[v] - 2 W(u, v); returns whether it is zero */
static inline int slack_uv(const swc_matcher *m, long u, long v, uint64_t *out)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    const uint64_t *a = DUAL(u), *b = DUAL(v), *w = w2_of(m, u, v, buf);
    /* the limb counts of real rounds, each as its own unrolled copy */
    switch (m->L) {
    case 1: return slack_limbs(a, b, w, out, 1);
    case 2: return slack_limbs(a, b, w, out, 2);
    case 3: return slack_limbs(a, b, w, out, 3);
    case 4: return slack_limbs(a, b, w, out, 4);
    case 5: return slack_limbs(a, b, w, out, 5);
    case 6: return slack_limbs(a, b, w, out, 6);
    case 7: return slack_limbs(a, b, w, out, 7);
    case 8: return slack_limbs(a, b, w, out, 8);
    default: return slack_limbs(a, b, w, out, m->L);
    }
}

/* slack_uv() == 0 without the slack: dual[u] + dual[v] and 2 W(u, v)
 * compared a limb at a time from the lowest (a limb of the sum depends on
 * the limbs below it alone), so a pair that differs stops at its first
 * differing limb. */
static inline int tight_uv(const swc_matcher *m, long u, long v)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    const uint64_t *a = DUAL(u), *b = DUAL(v), *w = w2_of(m, u, v, buf);
    uint64_t carry = 0;
    for (size_t i = 0; i < m->L; i++) {
        uint64_t s1 = a[i] + carry;
        uint64_t c1 = s1 < carry;
        uint64_t s2 = s1 + b[i];
        carry = c1 | (s2 < s1);
        if (s2 != w[i])
            return 0;
    }
    return 1;
}

/* wide_cmp, unrolled for the usual limb counts */
static inline __attribute__((always_inline)) int cmp_limbs(const uint64_t *a, const uint64_t *b, size_t L)
{
    switch (L) {
    case 1: return wide_cmp(a, b, 1);
    case 2: return wide_cmp(a, b, 2);
    case 3: return wide_cmp(a, b, 3);
    case 4: return wide_cmp(a, b, 4);
    case 5: return wide_cmp(a, b, 5);
    case 6: return wide_cmp(a, b, 6);
    case 7: return wide_cmp(a, b, 7);
    case 8: return wide_cmp(a, b, 8);
    default: return wide_cmp(a, b, L);
    }
}

static inline void slack_e(const swc_matcher *m, long e, uint64_t *out)
{
    slack_uv(m, EU(e), EV(e), out);
}

static inline int slack_less(const swc_matcher *m, long e1, long e2)
{
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS];
    slack_e(m, e1, a);
    slack_e(m, e2, b);
    return wide_cmp(a, b, m->L) < 0;
}

/* The first active neighbour w >= from in an edge row, or -1: whole
 * words of edge bits masked by the active bits, so a scan costs one step
 * per neighbour and none per non-neighbour of a word. */
static inline long next_neighbour(const swc_matcher *m, const uint64_t *row, long from)
{
    size_t i = (size_t)from / 64;
    if (i >= m->rw)
        return -1;
    uint64_t x = row[i] & m->actw[i] & (~UINT64_C(0) << ((size_t)from % 64));
    while (!x) {
        if (++i >= m->rw)
            return -1;
        x = row[i] & m->actw[i];
    }
    return (long)(i * 64 + (size_t)__builtin_ctzll(x));
}

static inline void deactivate(swc_matcher *m, size_t v)
{
    m->active[v] = 0;
    m->actw[v / 64] &= ~(UINT64_C(1) << (v % 64));
}

static inline long top_of(swc_matcher *m, long v)
{
    long b = m->inblossom[v];
    return m->blossomparent[b] == -1 ? b : swc_blossom_top_slow(m, v);
}

#endif
