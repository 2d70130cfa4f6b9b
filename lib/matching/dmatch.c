/*
 * Dense maximum-weight matching with warm restarts; see dmatch.h.
 *
 * The solver is Edmonds' primal-dual blossom method (as in matching.c)
 * on an n x n matrix of weight ids (wpool.h: the Dutch windows have few
 * distinct weights, so 2 bytes a pair, 4 once there are more than 65 535,
 * instead of 8 a limb; vertices declared twins share one row and column
 * of it). Codes: an
 * endpoint p = from * n + to names the end at `to` of the edge {from, to}; REV(p) is its other end. An
 * edge is named by its canonical code min * n + max. Blossoms are
 * numbered n..2n-1. Reduced costs are dual(u) + dual(v) - 2 w(u, v), so
 * every dual and every step of the method stays an integer.
 *
 * First solve: feasible duals balanced so that many edges are tight (see
 * solve_jump), the tight edges matched greedily, and the exposed vertices
 * handled as in a warm restart.
 *
 * Warm restart. After a solve the matching, the duals and the blossoms
 * with positive dual are kept. For the touched or removed vertices:
 *  - every blossom around one of them is dissolved from the outside in:
 *    its dual is added to the duals of its vertices (edges inside keep
 *    their reduced cost, edges leaving it gain), and since the matched
 *    edge leaving it is then no longer tight, its base and the base's
 *    mate are unmatched;
 *  - a removed vertex and its mate are unmatched;
 *  - each touched vertex, in turn, takes the least dual that keeps all its
 *    edges feasible (many of them at once are balanced first); a matched
 *    edge of a touched vertex that is no longer tight is broken, one that
 *    is still tight stays;
 *  - every exposed vertex with a positive dual then roots one search
 *    phase, which ends by augmenting to another exposed vertex or by
 *    shifting the exposure to a vertex whose dual reached zero.
 * At the end every matched edge is tight and every exposed vertex has a
 * zero dual: the matching is optimal.
 *
 * Phases (run_pending). A phase grows on tight edges first and keeps the
 * least-slack records only once a dual step is needed. On tight edges a
 * neighbour is told apart by a fingerprint of the dual it would need
 * (maybe_tight) before anything else about it is looked up. Where trees keep
 * spreading over the window (many equal weights), all exposed vertices
 * grow a forest at once instead, whose trees augment and leave as they
 * meet; the cheaper of the two is measured as the solve goes.
 */
#include "dmatch.h"

#include <stdlib.h>
#include <string.h>

#include "classdual.h"
#include "../core/wide.h"
#include "wpool.h"

typedef struct ivec {
    long *a;
    size_t n, cap;
} ivec;

struct swc_dmatch {
    const swc_mem *mem;
    size_t n, L;
    size_t k;               /* vertices k..n-1 are twins (swc_dmatch_new_twins) */
    size_t D;               /* the table's side: k, plus one for the twins */
    swc_idtab W;            /* D*D weight ids, both orders: a row is contiguous;
                             * the twins share row and column k */
    swc_wpool pool;         /* the distinct weights */
    unsigned long compactions; /* ids are renumbered by each */
    uint64_t *W2;           /* twice each pooled value, by id: what the
                             * reduced costs subtract (w2n of them valid) */
    size_t w2n, w2cap;
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
    /* Row offsets (swc_dmatch_use_offsets), NULL until used: an edge
     * {u, v}, u < v < span, weighs its stored value plus off[u]. While
     * lazy, a scan of v compares the neighbours after it by target_hi
     * (its own offset in the target) and those before it by dfpa, the
     * fingerprint of dual - 2 off (theirs in the dual). */
    int64_t *off;
    size_t span;
    struct stamped_fp *target_hi;
    size_t hcap;
    uint64_t *dfpa;
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
    unsigned hshift;        /* top_bits(): twice a weight is below 2^(hshift + 61) */
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
    size_t nscans;          /* S vertices scanned so far: what run_pending weighs */
    int policy;             /* SWC_DMATCH_ADAPTIVE, _SINGLE or _FOREST */
    size_t npending;
    uint64_t *ebits;        /* n rows of rw words: the edge exists (non-zero weight) */
    size_t rw;              /* words per row */
    /* slack of bestedge[x], valid while bepoch[x] == epoch (no dual moved) */
    uint64_t *bslack;
    unsigned long *bepoch, epoch;
    /* swc_dmatch_tight_row: the blossoms around its vertex (stamped) and
     * the sum of their duals from the outermost down */
    unsigned long *tstamp, tepoch;
    uint64_t *tcum;
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
#define WID(ix) swc_idtab_get(&m->W, ix)
#define WT(u, v) swc_wpool_get(&m->pool, WID(WIX(u, v)))
#define WT2(u, v) (m->W2 + (size_t)WID(WIX(u, v)) * m->L)

/* Entries of the weight table (one for an empty graph). */
static size_t table_len(const swc_dmatch *m)
{
    return m->D ? m->D * m->D : 1;
}

static int ivec_push(const swc_mem *mem, ivec *v, long x)
{
    if (swc_mem_reserve(mem, (void **)&v->a, &v->cap, v->n + 1, sizeof *v->a))
        return -1;
    v->a[v->n++] = x;
    return 0;
}

static int has_edge(const swc_dmatch *m, long u, long v)
{
    return m->active[u] && m->active[v] && ((m->ebits[(size_t)u * m->rw + (size_t)v / 64] >> ((size_t)v % 64)) & 1u);
}

static int allowed(const swc_dmatch *m, long e)
{
    return (int)((m->allow[(size_t)e / 64] >> ((size_t)e % 64)) & 1u);
}

static void allow_edge(swc_dmatch *m, long e)
{
    m->allow[(size_t)e / 64] |= UINT64_C(1) << ((size_t)e % 64);
}

/* The offset of the edge {u, v} (m->off is set). */
static inline int64_t edge_offset(const swc_dmatch *m, long u, long v)
{
    size_t lo = (size_t)(u < v ? u : v), hi = (size_t)(u < v ? v : u);
    return hi < m->span ? m->off[lo] : 0;
}

/* d = s + 2 o modulo 2^(64 L) (|o| < 2^61, swc_dmatch_use_offsets). */
static inline void add_twice(uint64_t *d, const uint64_t *s, int64_t o, size_t L)
{
    wide_add_signed(d, s, 2 * o, L);
}

/* Twice the weight of {u, v}, row offset included: W2 itself, or buf. */
static inline const uint64_t *w2_of(const swc_dmatch *m, long u, long v, uint64_t *buf)
{
    uint32_t id = WID(WIX(u, v));
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
static int slack_uv(const swc_dmatch *m, long u, long v, uint64_t *out)
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

/* wide_cmp, unrolled for the usual limb counts */
static int cmp_limbs(const uint64_t *a, const uint64_t *b, size_t L)
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

static void slack_e(const swc_dmatch *m, long e, uint64_t *out)
{
    slack_uv(m, EU(e), EV(e), out);
}

static int slack_less(const swc_dmatch *m, long e1, long e2)
{
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS];
    slack_e(m, e1, a);
    slack_e(m, e2, b);
    return wide_cmp(a, b, m->L) < 0;
}

/* The first active neighbour w >= from in an edge row, or -1: whole
 * words of edge bits masked by the active bits, so a scan costs one step
 * per neighbour and none per non-neighbour of a word. */
static inline long next_neighbour(const swc_dmatch *m, const uint64_t *row, long from)
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

static void deactivate(swc_dmatch *m, size_t v)
{
    m->active[v] = 0;
    m->actw[v / 64] &= ~(UINT64_C(1) << (v % 64));
}

/* Slack of bestedge[x], computed once per dual move. */
static const uint64_t *best_slack(swc_dmatch *m, long x)
{
    uint64_t *c = m->bslack + (size_t)x * m->L;
    if (m->bepoch[x] != m->epoch) {
        slack_e(m, m->bestedge[x], c);
        m->bepoch[x] = m->epoch;
    }
    return c;
}

/* Offer edge e with slack ks as x's best edge. */
static void offer_best(swc_dmatch *m, long x, long e, const uint64_t *ks)
{
    if (m->bestedge[x] == -1 || cmp_limbs(ks, best_slack(m, x), m->L) < 0) {
        m->bestedge[x] = e;
        wide_copy(m->bslack + (size_t)x * m->L, ks, m->L);
        m->bepoch[x] = m->epoch;
    }
}

int swc_dmatch_new(swc_dmatch **out, const swc_mem *mem, size_t n, unsigned bits)
{
    return swc_dmatch_new_twins(out, mem, n, 0, bits);
}

int swc_dmatch_new_twins(swc_dmatch **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits)
{
    size_t L = (bits + 2) / 64 + 1;
    if (L > SWC_WIDE_MAX_LIMBS)
        return SWC_ELIMIT;
    if (twins > n)
        twins = n;
    size_t n2 = n ? 2 * n : 1, nn = n ? n : 1;
    swc_dmatch *m = swc_mem_calloc(mem, 1, sizeof *m);
    if (!m)
        return SWC_ENOMEM;
    m->mem = mem;
    m->n = n;
    m->k = n - twins;
    m->D = n - twins + (twins ? 1 : 0);
    m->L = L;
    m->hshift = bits + 1 > 61 ? bits + 1 - 61 : 0;
    m->policy = SWC_DMATCH_DEFAULT_POLICY;
    int bad = swc_idtab_init(&m->W, mem, table_len(m)) != SWC_OK;
    if (!bad && swc_wpool_init(&m->pool, mem, L)) {
        swc_idtab_free(&m->W, mem);
        bad = 1;
    }
    m->active = swc_mem_calloc(mem, nn, 1);
    m->touched = swc_mem_calloc(mem, nn, 1);
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent, &m->blossombase,
                      &m->bestedge, &m->unused, &m->queue, &m->bestedgeto, &m->leafbuf, &m->stack,
                      &m->path, &m->scratch, &m->pending, &m->troot, &m->zstack };
    bad |= !m->active || !m->touched;
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++) {
        *arrs[i] = swc_mem_calloc(mem, n2, sizeof(long));
        bad |= !*arrs[i];
    }
    m->childs = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->endps = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->bestedges = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->has_bestedges = swc_mem_calloc(mem, n2, 1);
    m->dual = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->allow = swc_mem_calloc(mem, (nn * nn + 63) / 64, sizeof(uint64_t));
    m->rw = (nn + 63) / 64;
    m->ebits = swc_mem_calloc(mem, nn * m->rw, sizeof(uint64_t));
    m->actw = swc_mem_calloc(mem, m->rw, sizeof(uint64_t));
    m->bslack = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->bepoch = swc_mem_calloc(mem, n2, sizeof(unsigned long));
    m->dfp = swc_mem_calloc(mem, nn, sizeof *m->dfp);
    m->epoch = 1;
    m->tstamp = swc_mem_calloc(mem, n2, sizeof(unsigned long));
    m->tu = -1;
    m->tcum = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    bad |= !m->tstamp || !m->tcum;
    bad |= !m->ebits || !m->actw || !m->bslack || !m->bepoch || !m->dfp;
    bad |= !m->childs || !m->endps || !m->bestedges || !m->has_bestedges || !m->dual || !m->allow;
    if (bad) {
        swc_dmatch_free(m);
        return SWC_ENOMEM;
    }
    for (size_t v = 0; v < n; v++) {
        m->active[v] = 1;
        m->actw[v / 64] |= UINT64_C(1) << (v % 64);
    }
    *out = m;
    return SWC_OK;
}

void swc_dmatch_free(swc_dmatch *m)
{
    if (!m)
        return;
    const swc_mem *mem = m->mem;
    size_t n = m->n, n2 = n ? 2 * n : 1, nn = n ? n : 1, L = m->L;
    swc_idtab_free(&m->W, mem);
    swc_wpool_free(&m->pool);
    swc_mem_free(mem, m->W2, m->w2cap * L * sizeof(uint64_t));
    swc_mem_free(mem, m->target, m->tcap * sizeof *m->target);
    swc_mem_free(mem, m->active, nn);
    swc_mem_free(mem, m->touched, nn);
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent, &m->blossombase,
                      &m->bestedge, &m->unused, &m->queue, &m->bestedgeto, &m->leafbuf, &m->stack,
                      &m->path, &m->scratch, &m->pending, &m->troot, &m->zstack };
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++)
        swc_mem_free(mem, *arrs[i], n2 * sizeof(long));
    ivec *lists[] = { m->childs, m->endps, m->bestedges };
    for (size_t l = 0; l < 3; l++)
        for (size_t b = 0; lists[l] && b < n2; b++)
            swc_mem_free(mem, lists[l][b].a, lists[l][b].cap * sizeof(long));
    swc_mem_free(mem, m->childs, n2 * sizeof(ivec));
    swc_mem_free(mem, m->endps, n2 * sizeof(ivec));
    swc_mem_free(mem, m->bestedges, n2 * sizeof(ivec));
    swc_mem_free(mem, m->has_bestedges, n2);
    swc_mem_free(mem, m->dual, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->start, nn * L * sizeof(uint64_t));
    swc_mem_free(mem, m->allow, (nn * nn + 63) / 64 * sizeof(uint64_t));
    swc_mem_free(mem, m->ebits, nn * m->rw * sizeof(uint64_t));
    swc_mem_free(mem, m->actw, m->rw * sizeof(uint64_t));
    swc_mem_free(mem, m->bslack, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->bepoch, n2 * sizeof(unsigned long));
    swc_mem_free(mem, m->dfp, nn * sizeof *m->dfp);
    swc_mem_free(mem, m->off, nn * sizeof *m->off);
    swc_mem_free(mem, m->dfpa, nn * sizeof *m->dfpa);
    swc_mem_free(mem, m->target_hi, m->hcap * sizeof *m->target_hi);
    swc_mem_free(mem, m->tstamp, n2 * sizeof(unsigned long));
    swc_mem_free(mem, m->tcum, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m, sizeof *m);
}

size_t swc_dmatch_limbs(const swc_dmatch *m)
{
    return m->L;
}

const uint64_t *swc_dmatch_weight(const swc_dmatch *m, size_t u, size_t v)
{
    static const uint64_t none[SWC_WIDE_MAX_LIMBS];
    return u == v ? none : WT(u, v);
}

int swc_dmatch_use_offsets(swc_dmatch *m, size_t span)
{
    size_t nn = m->n ? m->n : 1;
    if (m->off)
        return SWC_OK;
    m->off = swc_mem_calloc(m->mem, nn, sizeof *m->off);
    m->dfpa = swc_mem_calloc(m->mem, nn, sizeof *m->dfpa);
    if (m->tcap)
        m->target_hi = swc_mem_calloc(m->mem, m->tcap, sizeof *m->target_hi);
    if (!m->off || !m->dfpa || (m->tcap && !m->target_hi)) {
        swc_mem_free(m->mem, m->off, nn * sizeof *m->off);
        swc_mem_free(m->mem, m->dfpa, nn * sizeof *m->dfpa);
        swc_mem_free(m->mem, m->target_hi, m->tcap * sizeof *m->target_hi);
        m->off = NULL;
        m->dfpa = NULL;
        m->target_hi = NULL;
        return SWC_ENOMEM;
    }
    m->hcap = m->target_hi ? m->tcap : 0;
    m->span = span < m->n ? span : m->n;
    m->dfp_epoch = 0; /* dfpa is not computed yet */
    return SWC_OK;
}

void swc_dmatch_set_offset(swc_dmatch *m, size_t u, int64_t off)
{
    if (m->off && u < m->span) {
        m->off[u] = off;
        m->dfp_epoch = 0; /* dfpa changes */
    }
}

int64_t swc_dmatch_offset(const swc_dmatch *m, size_t u)
{
    return m->off && u < m->span ? m->off[u] : 0;
}

uint32_t swc_dmatch_intern(swc_dmatch *m, const uint64_t *w)
{
    uint32_t id = swc_wpool_id(&m->pool, w);
    m->failed |= m->pool.failed;
    return id;
}

uint32_t swc_dmatch_weight_id(const swc_dmatch *m, size_t u, size_t v)
{
    return u == v ? 0 : WID(WIX(u, v));
}

void swc_dmatch_set_id(swc_dmatch *m, size_t u, size_t v, uint32_t id)
{
    if (u == v || (u >= m->k && v >= m->k))
        return; /* twins have no edges among themselves */
    /* an id past 65 535 widens the table (idtab.h); when that fails, the
     * next solve reports it (the second store cannot fail then) */
    if (swc_idtab_set(&m->W, m->mem, WIX(u, v), id) || swc_idtab_set(&m->W, m->mem, WIX(v, u), id)) {
        m->failed = 1;
        return;
    }
    uint64_t *r1 = m->ebits + u * m->rw + v / 64, *r2 = m->ebits + v * m->rw + u / 64;
    uint64_t m1 = UINT64_C(1) << (v % 64), m2 = UINT64_C(1) << (u % 64);
    if (id) {
        *r1 |= m1;
        *r2 |= m2;
    } else {
        *r1 &= ~m1;
        *r2 &= ~m2;
    }
}

void swc_dmatch_set(swc_dmatch *m, size_t u, size_t v, const uint64_t *w)
{
    swc_dmatch_set_id(m, u, v, swc_dmatch_intern(m, w));
}

unsigned long swc_dmatch_id_epoch(const swc_dmatch *m)
{
    return m->compactions;
}

void swc_dmatch_touch(swc_dmatch *m, size_t v)
{
    m->touched[v] = 1;
}

void swc_dmatch_raise_dual(swc_dmatch *m, size_t v, const uint64_t *delta)
{
    if (!m->solved || !m->active[v])
        return;
    wide_add(DUAL(v), delta, m->L);
    m->touched[v] = m->touched[v] ? m->touched[v] : 1;
}

int swc_dmatch_start_duals(swc_dmatch *m, const uint64_t *y)
{
    size_t len = (m->n ? m->n : 1) * m->L * sizeof *m->start;
    if (!m->start && !(m->start = swc_mem_alloc(m->mem, len)))
        return SWC_ENOMEM;
    memcpy(m->start, y, m->n * m->L * sizeof *m->start);
    return SWC_OK;
}

int swc_dmatch_start_by_class(swc_dmatch *m, const uint32_t *cls, size_t S)
{
    size_t n = N, L = m->L, least = SWC_DMATCH_MIN_FOR_CLASSES;
    if (S == 0 || S > SWC_DMATCH_MAX_CLASSES || n < least)
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
        /* the heaviest edge of each pair of classes, by id (a row repeats
         * few ids, so the values are compared seldom) */
        for (size_t u = 0; u < n; u++) {
            if (!m->active[u])
                continue;
            cnt[cls[u]]++;
            for (size_t v = 0; v < u; v++) {
                uint32_t id = m->active[v] ? WID(WIX(u, v)) : 0;
                uint32_t *a = &best[cls[u] * S + cls[v]], *b = &best[cls[v] * S + cls[u]];
                if (!id || *a == id)
                    continue;
                if (!*a || cmp_limbs(swc_wpool_get(&m->pool, id), swc_wpool_get(&m->pool, *a), L) > 0)
                    *a = *b = id;
            }
        }
        for (size_t i = 0; i < S * S; i++)
            if (best[i])
                wide_copy(w + i * L, swc_wpool_get(&m->pool, best[i]), L);
        rc = swc_class_duals(mem, S, cnt, w, L, yc);
        if (rc == SWC_OK)
            for (size_t v = 0; v < n; v++)
                wide_copy(m->start + v * L, yc + cls[v] * L, L);
    }
    if (rc != SWC_OK && mine) {
        /* the matcher's own start */
        swc_mem_free(mem, m->start, (n ? n : 1) * L * sizeof *m->start);
        m->start = NULL;
    }
    swc_mem_free(mem, best, S * S * sizeof *best);
    swc_mem_free(mem, cnt, S * sizeof *cnt);
    swc_mem_free(mem, w, S * S * L * sizeof *w);
    swc_mem_free(mem, yc, S * L * sizeof *yc);
    return rc == SWC_ENOMEM ? rc : SWC_OK;
}

void swc_dmatch_remove(swc_dmatch *m, size_t v)
{
    m->touched[v] = 2;
}

/* ---- the blossom machinery ------------------------------------------------ */

static size_t leaves(swc_dmatch *m, long b)
{
    size_t k = 0, sp = 0;
    m->stack[sp++] = b;
    while (sp) {
        long x = m->stack[--sp];
        if (x < (long)N) {
            m->leafbuf[k++] = x;
            continue;
        }
        ivec *c = &m->childs[x];
        for (size_t i = c->n; i-- > 0;)
            m->stack[sp++] = c->a[i];
    }
    return k;
}

/*
 * The top-level blossom of vertex v. inblossom[x] names, for every vertex
 * or blossom x inside a blossom, some blossom above it (a vertex at the
 * top names itself): add_blossom() points only its children at the new
 * blossom, because pointing every vertex at it made nested blossoms cost
 * the square of their depth, and top_of() follows the pointers up and
 * shortens them. Whatever expands a blossom points everything below each
 * child at the child (point_at()), so no pointer names a released blossom.
 */
static long top_slow(swc_dmatch *m, long v)
{
    long r = m->inblossom[v];
    while (m->blossomparent[r] != -1)
        r = m->inblossom[r];
    for (long x = v; x != r;) {
        long up = m->inblossom[x];
        m->inblossom[x] = r;
        x = up;
    }
    return r;
}

static inline long top_of(swc_dmatch *m, long v)
{
    long b = m->inblossom[v];
    return m->blossomparent[b] == -1 ? b : top_slow(m, v);
}

/* s has just become a top-level blossom: everything below it points at it. */
static void point_at(swc_dmatch *m, long s)
{
    size_t sp = 0;
    const ivec *c = &m->childs[s];
    for (size_t i = 0; i < c->n; i++)
        m->stack[sp++] = c->a[i];
    while (sp) {
        long x = m->stack[--sp];
        m->inblossom[x] = s;
        if (x < (long)N)
            continue;
        c = &m->childs[x];
        for (size_t i = 0; i < c->n; i++)
            m->stack[sp++] = c->a[i];
    }
}

static void assign_label(swc_dmatch *m, long w, long t, long p)
{
    long tree = p == -1 ? w : m->troot[top_of(m, EP(p))];
    for (;;) {
        long b = top_of(m, w);
        m->troot[b] = tree;
        m->label[w] = m->label[b] = t;
        m->labelend[w] = m->labelend[b] = p;
        m->bestedge[w] = m->bestedge[b] = -1;
        if (t == 1) {
            size_t k = leaves(m, b);
            for (size_t i = 0; i < k; i++)
                m->queue[m->qn++] = m->leafbuf[i];
            return;
        }
        long mb = m->mate[m->blossombase[b]];
        w = EP(mb);
        t = 1;
        p = REV(mb);
    }
}

static long scan_blossom(swc_dmatch *m, long v, long w)
{
    size_t np = 0;
    long base = -1;
    while (v != -1 || w != -1) {
        long b = top_of(m, v);
        if (m->label[b] & 4) {
            base = m->blossombase[b];
            break;
        }
        m->path[np++] = b;
        m->label[b] = 5;
        if (m->labelend[b] == -1) {
            v = -1;
        } else {
            v = EP(m->labelend[b]);
            b = top_of(m, v);
            v = EP(m->labelend[b]);
        }
        if (w != -1) {
            long x = v;
            v = w;
            w = x;
        }
    }
    for (size_t i = 0; i < np; i++)
        m->label[m->path[i]] = 1;
    return base;
}

static void reverse(long *a, size_t n)
{
    for (size_t i = 0, j = n ? n - 1 : 0; n && i < j; i++, j--) {
        long x = a[i];
        a[i] = a[j];
        a[j] = x;
    }
}

static int add_blossom(swc_dmatch *m, long base, long e)
{
    const swc_mem *mem = m->mem;
    long v = EU(e), w = EV(e);
    long bb = top_of(m, base), bv = top_of(m, v), bw = top_of(m, w);
    long b = m->unused[--m->nunused];
    m->blossombase[b] = base;
    m->blossomparent[b] = -1;
    ivec *path = &m->childs[b], *endps = &m->endps[b];
    path->n = endps->n = 0;
    while (bv != bb) {
        if (ivec_push(mem, path, bv) || ivec_push(mem, endps, m->labelend[bv]))
            return -1;
        v = EP(m->labelend[bv]);
        bv = top_of(m, v);
    }
    if (ivec_push(mem, path, bb))
        return -1;
    reverse(path->a, path->n);
    reverse(endps->a, endps->n);
    if (ivec_push(mem, endps, PCODE(EV(e), EU(e))))
        return -1;
    while (bw != bb) {
        if (ivec_push(mem, path, bw) || ivec_push(mem, endps, REV(m->labelend[bw])))
            return -1;
        w = EP(m->labelend[bw]);
        bw = top_of(m, w);
    }
    /* the walks above find each child at the top: only now is it not */
    for (size_t ci = 0; ci < path->n; ci++) {
        m->blossomparent[path->a[ci]] = b;
        m->inblossom[path->a[ci]] = b;
    }
    m->label[b] = 1;
    m->labelend[b] = m->labelend[bb];
    m->troot[b] = m->troot[bb];
    wide_zero(DUAL(b), m->L);
    /* the T children turn S: their vertices are scanned */
    for (size_t ci = 0; ci < path->n; ci++) {
        long c = path->a[ci];
        if (m->label[c] != 2)
            continue;
        size_t nl = leaves(m, c);
        for (size_t i = 0; i < nl; i++)
            m->queue[m->qn++] = m->leafbuf[i];
    }
    if (m->lazy) {
        /* no dual step reads the records before the rescan that makes
         * them (phase()); a child without them is read from its rows */
        for (size_t ci = 0; ci < path->n; ci++) {
            m->has_bestedges[path->a[ci]] = 0;
            m->bestedge[path->a[ci]] = -1;
        }
        m->has_bestedges[b] = 0;
        m->bestedge[b] = -1;
        return 0;
    }
    long *bestto = m->bestedgeto;
    ivec touched = { NULL, 0, 0 };
    int rc = 0;
    for (size_t ci = 0; ci < path->n && !rc; ci++) {
        long sub = path->a[ci];
        if (m->has_bestedges[sub]) {
            ivec *lst = &m->bestedges[sub];
            for (size_t k = 0; k < lst->n && !rc; k++) {
                long ee = lst->a[k];
                long i = EU(ee), j = EV(ee);
                if (top_of(m, j) == b)
                    j = i;
                long bj = top_of(m, j);
                if (bj != b && m->label[bj] == 1 && (bestto[bj] == -1 || slack_less(m, ee, bestto[bj]))) {
                    if (bestto[bj] == -1 && ivec_push(mem, &touched, bj))
                        rc = -1;
                    bestto[bj] = ee;
                }
            }
        } else {
            size_t nl2 = leaves(m, sub);
            for (size_t li = 0; li < nl2 && !rc; li++) {
                long x = m->leafbuf[li];
                const uint64_t *row = m->ebits + (size_t)x * m->rw;
                for (long j = next_neighbour(m, row, 0); j >= 0 && !rc; j = next_neighbour(m, row, j + 1)) {
                    long bj = top_of(m, j);
                    long ee = ECODE(x, j);
                    if (bj != b && m->label[bj] == 1 && (bestto[bj] == -1 || slack_less(m, ee, bestto[bj]))) {
                        if (bestto[bj] == -1 && ivec_push(mem, &touched, bj))
                            rc = -1;
                        bestto[bj] = ee;
                    }
                }
            }
        }
        m->has_bestedges[sub] = 0;
        m->bestedge[sub] = -1;
    }
    ivec *mine = &m->bestedges[b];
    mine->n = 0;
    for (size_t i = 0; i < touched.n; i++) {
        long bj = touched.a[i];
        if (!rc && ivec_push(mem, mine, bestto[bj]))
            rc = -1;
        bestto[bj] = -1;
    }
    swc_mem_free(mem, touched.a, touched.cap * sizeof *touched.a);
    if (rc)
        return -1;
    m->has_bestedges[b] = 1;
    m->bestedge[b] = -1;
    for (size_t i = 0; i < mine->n; i++)
        if (m->bestedge[b] == -1 || slack_less(m, mine->a[i], m->bestedge[b]))
            m->bestedge[b] = mine->a[i];
    m->bepoch[b] = 0; /* not cached */
    return 0;
}

static long wrap(long j, size_t len)
{
    long l = (long)len;
    return ((j % l) + l) % l;
}

/*
 * Walking a blossom's cycle from child `from` back to the base (index 0)
 * the even way round: forward from an odd index (j counted negative),
 * backward from an even one. `trick` picks which end of each stored
 * endpoint faces the walk.
 */
static void walk_from(const ivec *ch, long from, long *j, long *jstep, long *trick)
{
    long i = 0;
    while (ch->a[i] != from)
        i++;
    if (i & 1) {
        *j = i - (long)ch->n;
        *jstep = 1;
        *trick = 0;
    } else {
        *j = i;
        *jstep = -1;
        *trick = 1;
    }
}

static void release_blossom(swc_dmatch *m, long b)
{
    m->label[b] = m->labelend[b] = -1;
    m->childs[b].n = 0;
    m->endps[b].n = 0;
    m->blossombase[b] = -1;
    m->has_bestedges[b] = 0;
    m->bestedge[b] = -1;
    m->unused[m->nunused++] = b;
}

static void expand_blossom(swc_dmatch *m, long b, int endstage)
{
    ivec *ch = &m->childs[b];
    for (size_t i = 0; i < ch->n; i++) {
        long s = ch->a[i];
        m->blossomparent[s] = -1;
        if (s < (long)N) {
            m->inblossom[s] = s;
        } else if (endstage && wide_is_zero(DUAL(s), m->L)) {
            expand_blossom(m, s, endstage);
        } else {
            point_at(m, s);
        }
    }
    if (!endstage && m->label[b] == 2) {
        long entrychild = top_of(m, EP(REV(m->labelend[b])));
        long j, jstep, trick;
        walk_from(ch, entrychild, &j, &jstep, &trick);
        ivec *ep = &m->endps[b];
#define FLIP(p, t) ((t) ? REV(p) : (p))
        long p = m->labelend[b];
        while (j != 0) {
            m->label[EP(REV(p))] = 0;
            m->label[EP(REV(FLIP(ep->a[wrap(j - trick, ep->n)], trick)))] = 0;
            assign_label(m, EP(REV(p)), 2, p);
            {
                long q = ep->a[wrap(j - trick, ep->n)];
                allow_edge(m, ECODE(EP(q), EP(REV(q))));
            }
            j += jstep;
            p = FLIP(ep->a[wrap(j - trick, ep->n)], trick);
            allow_edge(m, ECODE(EP(p), EP(REV(p))));
            j += jstep;
        }
        long bv = ch->a[wrap(j, ch->n)];
        m->label[EP(REV(p))] = m->label[bv] = 2;
        m->labelend[EP(REV(p))] = m->labelend[bv] = p;
        m->bestedge[bv] = -1;
        j += jstep;
        while (ch->a[wrap(j, ch->n)] != entrychild) {
            bv = ch->a[wrap(j, ch->n)];
            if (m->label[bv] == 1) {
                j += jstep;
                continue;
            }
            size_t nl = leaves(m, bv);
            long v = -1;
            for (size_t k = 0; k < nl; k++) {
                v = m->leafbuf[k];
                if (m->label[v] != 0)
                    break;
            }
            if (v >= 0 && m->label[v] != 0) {
                m->label[v] = 0;
                m->label[EP(m->mate[m->blossombase[bv]])] = 0;
                assign_label(m, v, 2, m->labelend[v]);
            }
            j += jstep;
        }
    }
    release_blossom(m, b);
}

/* b is a top-level T blossom of zero dual. */
static int zero_t(const swc_dmatch *m, long b)
{
    return m->blossombase[b] >= 0 && m->blossomparent[b] == -1 && m->label[b] == 2 && wide_is_zero(DUAL(b), m->L);
}

/*
 * Expand every top-level T blossom of zero dual, and each of its
 * sub-blossoms that becomes one in turn: each expansion is a dual step of
 * size zero, taken here without the search for the least slack that
 * phase() makes before every step (blossoms nested inside one of positive
 * dual keep their zero dual, and a tree can reach thousands of them).
 * Returns whether any was expanded.
 */
static int expand_zero_t(swc_dmatch *m)
{
    size_t n = N, sp = 0;
    int any = 0;
    for (size_t b = n; b < 2 * n; b++)
        if (zero_t(m, (long)b))
            m->zstack[sp++] = (long)b;
    while (sp) {
        long b = m->zstack[--sp];
        if (!zero_t(m, b))
            continue;
        const ivec *ch = &m->childs[b];
        for (size_t i = 0; i < ch->n; i++)
            if (ch->a[i] >= (long)n)
                m->zstack[sp++] = ch->a[i];
        expand_blossom(m, b, 0);
        any = 1;
    }
    return any;
}

static void rotate(long *v, size_t n, size_t i, long *scratch)
{
    memcpy(scratch, v + i, (n - i) * sizeof *v);
    memcpy(scratch + (n - i), v, i * sizeof *v);
    memcpy(v, scratch, n * sizeof *v);
}

static void augment_blossom(swc_dmatch *m, long b, long v)
{
    long t = v;
    while (m->blossomparent[t] != b)
        t = m->blossomparent[t];
    if (t >= (long)N)
        augment_blossom(m, t, v);
    ivec *ch = &m->childs[b], *ep = &m->endps[b];
    long i = 0;
    while (ch->a[i] != t)
        i++;
    long j, jstep, trick;
    walk_from(ch, t, &j, &jstep, &trick);
    while (j != 0) {
        j += jstep;
        t = ch->a[wrap(j, ch->n)];
        long p = FLIP(ep->a[wrap(j - trick, ep->n)], trick);
        if (t >= (long)N)
            augment_blossom(m, t, EP(p));
        j += jstep;
        t = ch->a[wrap(j, ch->n)];
        if (t >= (long)N)
            augment_blossom(m, t, EP(REV(p)));
        m->mate[EP(p)] = REV(p);
        m->mate[EP(REV(p))] = p;
    }
    rotate(ch->a, ch->n, (size_t)i, m->scratch);
    rotate(ep->a, ep->n, (size_t)i, m->scratch);
    m->blossombase[b] = m->blossombase[ch->a[0]];
}

/* Walk from s (which takes endpoint p, or becomes exposed for p = -1) up
 * to the root of its tree, flipping the alternating path. */
static void augment_side(swc_dmatch *m, long s, long p)
{
    for (;;) {
        long bs = top_of(m, s);
        if (bs >= (long)N)
            augment_blossom(m, bs, s);
        m->mate[s] = p;
        if (m->labelend[bs] == -1)
            break;
        long t = EP(m->labelend[bs]);
        long bt = top_of(m, t);
        s = EP(m->labelend[bt]);
        long j = EP(REV(m->labelend[bt]));
        if (bt >= (long)N)
            augment_blossom(m, bt, j);
        m->mate[j] = m->labelend[bt];
        p = REV(m->labelend[bt]);
    }
}

static void augment_matching(swc_dmatch *m, long e)
{
    long v = EU(e), w = EV(e);
    augment_side(m, v, PCODE(v, w));
    augment_side(m, w, PCODE(w, v));
}

/*
 * Lazy growth of a forest, after an augmentation: the trees of roots r1
 * and r2 (-1: none) leave, the others grow on. No dual has moved in the
 * phase, so the blossoms it formed have zero dual: those of the leaving
 * trees are expanded as at the end of a stage, and everything of theirs
 * is unlabelled.
 */
static void drop_trees(swc_dmatch *m, long r1, long r2)
{
    size_t n = N, nb = 0;
    long *list = m->path;
    for (size_t v = 0; v < n; v++) {
        long b = top_of(m, v);
        if ((m->label[b] == 1 || m->label[b] == 2) && (m->troot[b] == r1 || m->troot[b] == r2)) {
            m->label[b] = 8; /* leaving, until the loop below */
            if (b >= (long)n)
                list[nb++] = b;
        }
        if (m->label[b] == 8) {
            m->label[v] = 0;
            m->labelend[v] = -1;
            m->troot[v] = -2;
        }
    }
    size_t q = 0;
    for (size_t i = 0; i < m->qn; i++)
        if (m->troot[m->queue[i]] != -2)
            m->queue[q++] = m->queue[i];
    m->qn = q;
    for (size_t i = 0; i < nb; i++) {
        long b = list[i];
        m->label[b] = 0;
        m->labelend[b] = -1;
        if (wide_is_zero(DUAL(b), m->L))
            expand_blossom(m, b, 1);
    }
    for (size_t v = 0; v < n; v++) {
        if (m->troot[v] != -2)
            continue;
        long b = top_of(m, v);
        m->label[b] = 0;
        m->labelend[b] = -1;
        m->troot[v] = -1;
    }
    m->ntrees -= (size_t)(r1 >= 0) + (size_t)(r2 >= 0);
}

/* A fixed linear form of the limbs: equal values have equal ones. */
static inline __attribute__((always_inline)) uint64_t fingerprint_limbs(const uint64_t *x, size_t L)
{
    uint64_t h = 0;
    for (size_t i = 0; i < L; i++)
        h = h * UINT64_C(0x9e3779b97f4a7c15) + x[i];
    return h;
}

static inline uint64_t fingerprint(const uint64_t *x, size_t L)
{
    switch (L) {
    case 1: return fingerprint_limbs(x, 1);
    case 2: return fingerprint_limbs(x, 2);
    case 3: return fingerprint_limbs(x, 3);
    case 4: return fingerprint_limbs(x, 4);
    case 5: return fingerprint_limbs(x, 5);
    case 6: return fingerprint_limbs(x, 6);
    case 7: return fingerprint_limbs(x, 7);
    case 8: return fingerprint_limbs(x, 8);
    default: return fingerprint_limbs(x, L);
    }
}

/*
 * Whether the edge {v, w} may be tight, for the scan of v (one
 * scanstamp): dual(w) must equal 2 W(v, w) - dual(v). The fingerprint of
 * that target is computed once per weight id and scan, and those of the
 * duals once per epoch (every phase starts a new one, and every dual
 * step: see grow()); a neighbour whose fingerprint differs is not tight.
 * (A negative target wraps around; the exact test that follows refuses
 * it.)
 */
static inline int maybe_tight(swc_dmatch *m, long v, long w)
{
    uint32_t id = WID(WIX(v, w));
    /* with row offsets, an edge to a later w carries v's (in the target,
     * by id), one to an earlier w carries w's (in dfpa) */
    int hi = 0, lo = 0;
    if (m->off && (size_t)v < m->span && (size_t)w < m->span) {
        hi = w > v && m->off[v];
        lo = w < v;
    }
    struct stamped_fp *t = (hi ? m->target_hi : m->target) + id;
    if (t->stamp != m->scanstamp) {
        uint64_t x[SWC_WIDE_MAX_LIMBS];
        if (hi)
            add_twice(x, m->W2 + (size_t)id * m->L, m->off[v], m->L);
        else
            wide_copy(x, m->W2 + (size_t)id * m->L, m->L);
        wide_sub(x, DUAL(v), m->L);
        t->fp = fingerprint(x, m->L);
        t->stamp = m->scanstamp;
    }
    return t->fp == (lo ? m->dfpa[w] : m->dfp[w]);
}

/*
 * Scan the queued S vertices: grow the trees on tight edges, form
 * blossoms, and augment when a tree reaches an exposed vertex outside it
 * or another tree. Returns 1 after an augmentation (for a forest, once no
 * tree is left), 0 when the queue is empty, -1 when memory runs out.
 * While lazy, edges that are not tight are passed over: only a dual step
 * reads their slacks.
 */
static int grow(swc_dmatch *m)
{
    uint64_t ks[SWC_WIDE_MAX_LIMBS];
    if (m->lazy && m->dfp_epoch != m->epoch) {
        /* no dual moves while the growth is lazy */
        for (size_t v = 0; v < N; v++)
            if (m->active[v])
                m->dfp[v] = fingerprint(DUAL(v), m->L);
        for (size_t v = 0; m->off && v < m->span; v++)
            if (m->active[v]) {
                uint64_t x[SWC_WIDE_MAX_LIMBS];
                add_twice(x, DUAL(v), -m->off[v], m->L);
                m->dfpa[v] = fingerprint(x, m->L);
            }
        m->dfp_epoch = m->epoch;
    }
    while (m->qn) {
        long v = m->queue[--m->qn];
        m->nscans++;
        m->scanstamp++;
        const uint64_t *row = m->ebits + (size_t)v * m->rw;
        for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
            /* growing on tight edges alone, most edges are told apart
             * before anything else is looked up */
            if (m->lazy && !maybe_tight(m, v, w))
                continue;
            long bv = top_of(m, v); /* changes when a blossom forms */
            if (m->label[bv] != 1)
                break; /* its tree augmented and left the forest */
            long bw = top_of(m, w);
            if (bv == bw)
                continue;
            /* A T vertex already reached: nothing below would use the
             * edge (if it turns S, its own scan looks at it again). */
            if (m->label[w] == 2 && m->label[bw] == 2)
                continue;
            long e = ECODE(v, w), p = PCODE(v, w);
            /* (while lazy, no allowed bit is read: they are cleared when
             * the phase leaves its lazy growth) */
            if (m->lazy) {
                if (!slack_uv(m, v, w, ks))
                    continue;
            } else if (!allowed(m, e) && slack_uv(m, v, w, ks)) {
                allow_edge(m, e);
            }
            if (m->lazy || allowed(m, e)) {
                long r1 = m->troot[bv], r2 = -1;
                if (m->label[bw] == 0) {
                    if (m->mate[m->blossombase[bw]] != -1) {
                        assign_label(m, w, 2, REV(p));
                        continue;
                    }
                    /* an exposed vertex outside the trees */
                    m->labelend[bw] = -1;
                } else if (m->label[bw] == 1) {
                    long base = scan_blossom(m, v, w);
                    if (base >= 0) {
                        if (add_blossom(m, base, e))
                            return -1;
                        continue;
                    }
                    r2 = m->troot[bw];
                } else {
                    if (m->label[w] == 0) {
                        m->label[w] = 2;
                        m->labelend[w] = REV(p);
                    }
                    continue;
                }
                augment_matching(m, e);
                if (!m->forest)
                    return 1;
                drop_trees(m, r1, r2);
                if (!m->ntrees)
                    return 1;
            } else if (m->label[bw] == 1) {
                offer_best(m, bv, e, ks);
            } else if (m->label[w] == 0) {
                offer_best(m, w, e, ks);
            }
        }
    }
    return 0;
}

/*
 * One search phase from the roots the caller labelled S. It first grows
 * on tight edges alone (lazy), which on windows full of equal weights
 * often finds the augmenting path at once; only when that stalls are the
 * S vertices scanned again for the least slacks a dual step needs. A
 * single tree grows until it reaches an exposed vertex outside it
 * (augment), or the dual of one of its S vertices reaches zero (the
 * exposure moves there). A forest (run_pending) augments as often as its
 * trees meet while lazy, and then ends the phase; when the lazy growth
 * found nothing it moves the duals of all its trees at once and ends at
 * the first augmentation. Returns 1, or -1 on allocation failure.
 */
static int phase(swc_dmatch *m)
{
    size_t n = N, L = m->L;
    uint64_t delta[SWC_WIDE_MAX_LIMBS], d[SWC_WIDE_MAX_LIMBS];
    size_t trees0 = m->ntrees;
    m->lazy = 1;
    for (;;) {
        int rc = grow(m);
        if (rc) {
            m->forest = 0;
            return rc;
        }
        if (m->lazy) {
            /* Trees left a forest: the vertices inside T blossoms may
             * remember S vertices of theirs, so the next phase starts
             * afresh rather than moving duals. */
            if (m->forest && m->ntrees != trees0) {
                m->forest = 0;
                return 1;
            }
            m->lazy = m->forest = 0;
            memset(m->allow, 0, (n * n + 63) / 64 * sizeof(uint64_t));
            for (size_t v = 0; v < n; v++)
                if (m->active[v] && m->label[top_of(m, v)] == 1)
                    m->queue[m->qn++] = (long)v;
            continue;
        }
        if (expand_zero_t(m))
            continue;
        int deltatype = 1;
        long deltaedge = -1, deltablossom = -1, deltavertex = -1;
        /* delta1: the smallest dual of an S vertex of the trees */
        int first = 1;
        for (size_t v = 0; v < n; v++) {
            if (!m->active[v] || m->label[top_of(m, v)] != 1)
                continue;
            if (first || wide_cmp(DUAL(v), delta, L) < 0) {
                wide_copy(delta, DUAL(v), L);
                deltavertex = (long)v;
                first = 0;
            }
        }
        for (size_t v = 0; v < n; v++) {
            if (m->active[v] && m->label[top_of(m, v)] == 0 && m->bestedge[v] != -1) {
                wide_copy(d, best_slack(m, (long)v), L);
                if (wide_cmp(d, delta, L) < 0) {
                    wide_copy(delta, d, L);
                    deltatype = 2;
                    deltaedge = m->bestedge[v];
                }
            }
        }
        for (size_t b = 0; b < 2 * n; b++) {
            if (m->blossomparent[b] == -1 && m->label[b] == 1 && m->bestedge[b] != -1 &&
                (b >= n ? m->blossombase[b] >= 0 : m->active[b])) {
                wide_copy(d, best_slack(m, (long)b), L);
                wide_shr1(d, L);
                if (wide_cmp(d, delta, L) < 0) {
                    wide_copy(delta, d, L);
                    deltatype = 3;
                    deltaedge = m->bestedge[b];
                }
            }
        }
        for (size_t b = n; b < 2 * n; b++) {
            if (m->blossombase[b] >= 0 && m->blossomparent[b] == -1 && m->label[b] == 2 &&
                wide_cmp(DUAL(b), delta, L) < 0) {
                wide_copy(delta, DUAL(b), L);
                deltatype = 4;
                deltablossom = (long)b;
            }
        }
        /* A zero step (typically a T blossom of zero dual to expand)
         * moves nothing, and the cached slacks stay valid. */
        if (!wide_is_zero(delta, L)) {
            m->epoch++; /* every cached slack is stale now */
            for (size_t v = 0; v < n; v++) {
                if (!m->active[v])
                    continue;
                long lb = m->label[top_of(m, v)];
                if (lb == 1)
                    wide_sub(DUAL(v), delta, L);
                else if (lb == 2)
                    wide_add(DUAL(v), delta, L);
            }
            for (size_t b = n; b < 2 * n; b++) {
                if (m->blossombase[b] >= 0 && m->blossomparent[b] == -1) {
                    if (m->label[b] == 1)
                        wide_add(DUAL(b), delta, L);
                    else if (m->label[b] == 2)
                        wide_sub(DUAL(b), delta, L);
                }
            }
        }
        if (deltatype == 1) {
            /* the exposure moves to the S vertex whose dual reached zero */
            augment_side(m, deltavertex, -1);
            return 1;
        } else if (deltatype == 2) {
            allow_edge(m, deltaedge);
            long i = EU(deltaedge), j = EV(deltaedge);
            if (m->label[top_of(m, i)] == 0)
                i = j;
            m->queue[m->qn++] = i;
        } else if (deltatype == 3) {
            allow_edge(m, deltaedge);
            m->queue[m->qn++] = EU(deltaedge);
        } else {
            expand_blossom(m, deltablossom, 0);
        }
    }
}

static void reset_labels(swc_dmatch *m)
{
    size_t n = N;
    m->epoch++;
    for (size_t v = 0; v < 2 * n; v++) {
        m->label[v] = 0;
        m->bestedge[v] = -1;
        if (v >= n)
            m->has_bestedges[v] = 0;
    }
    m->qn = 0;
}

static void end_stage(swc_dmatch *m)
{
    for (size_t b = N; b < 2 * N; b++)
        if (m->blossomparent[b] == -1 && m->blossombase[b] >= 0 && m->label[b] == 1 && wide_is_zero(DUAL(b), m->L))
            expand_blossom(m, (long)b, 1);
}

/*
 * x >> hshift when that is below 2^61, else 2^61: a lower bound of
 * x / 2^hshift, exact for twice any weight (and for any difference of two
 * such values that is not negative). Two loads, for a quick bound on a
 * difference of wide values before the exact arithmetic.
 */
static inline int64_t top_bits(const swc_dmatch *m, const uint64_t *x, size_t L)
{
    size_t k = m->hshift / 64, r = m->hshift % 64;
    uint64_t lo = x[k] >> r, up = k + 1 < L ? x[k + 1] : 0, rest = up;
    if (r) {
        lo |= up << (64 - r);
        rest = up >> r;
    }
    for (size_t i = k + 2; i < L; i++)
        rest |= x[i];
    if (rest || lo >= UINT64_C(1) << 61)
        return (int64_t)1 << 61;
    return (int64_t)lo;
}

/* out = the least dual of v that keeps every edge of v feasible given the
 * other duals: max(0, max over w of 2 W(v, w) - dual(w)). */
static inline __attribute__((always_inline)) void least_feasible_limbs(const swc_dmatch *m, long v,
                                                                       uint64_t *need, size_t L)
{
    uint64_t t[SWC_WIDE_MAX_LIMBS], buf[SWC_WIDE_MAX_LIMBS];
    const uint64_t *row = m->ebits + (size_t)v * m->rw;
    /* With a = 2 W >> hshift (exact) and d <= dual(w) >> hshift, the
     * value 2 W - dual(w) is below (a + 1 - d) 2^hshift; when that is at
     * most (need >> hshift) 2^hshift <= need, it cannot raise need. */
    int64_t nh = top_bits(m, need, L);
    for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
        const uint64_t *w2 = w2_of(m, v, w, buf);
        if (top_bits(m, w2, L) + 1 - top_bits(m, DUAL(w), L) <= nh)
            continue;
        if (wide_cmp(w2, DUAL(w), L) <= 0)
            continue;
        wide_copy(t, w2, L);
        wide_sub(t, DUAL(w), L);
        if (wide_cmp(t, need, L) > 0) {
            wide_copy(need, t, L);
            nh = top_bits(m, need, L);
        }
    }
}

static void least_feasible_dual(const swc_dmatch *m, long v, uint64_t *out)
{
    uint64_t need[SWC_WIDE_MAX_LIMBS] = { 0 };
    if (m->active[v]) {
        /* as in slack_uv, an unrolled copy per usual limb count */
        switch (m->L) {
        case 1: least_feasible_limbs(m, v, need, 1); break;
        case 2: least_feasible_limbs(m, v, need, 2); break;
        case 3: least_feasible_limbs(m, v, need, 3); break;
        case 4: least_feasible_limbs(m, v, need, 4); break;
        case 5: least_feasible_limbs(m, v, need, 5); break;
        case 6: least_feasible_limbs(m, v, need, 6); break;
        case 7: least_feasible_limbs(m, v, need, 7); break;
        case 8: least_feasible_limbs(m, v, need, 8); break;
        default: least_feasible_limbs(m, v, need, m->L); break;
        }
    }
    wide_copy(out, need, m->L);
}

/* Match r, exposed and of its own, to its first exposed neighbour of its
 * own along a tight edge, if any: the augmenting path of one edge. */
static void pair_tight(swc_dmatch *m, long r)
{
    uint64_t ks[SWC_WIDE_MAX_LIMBS];
    const uint64_t *row = m->ebits + (size_t)r * m->rw;
    for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
        if (m->mate[w] == -1 && top_of(m, w) == w && slack_uv(m, r, w, ks)) {
            m->mate[r] = PCODE(r, w);
            m->mate[w] = PCODE(w, r);
            return;
        }
    }
}

/* An exposed vertex of its own takes the least dual its edges allow (a
 * dissolved blossom around it may just have raised it). */
static void lower_dual(swc_dmatch *m, long r)
{
    uint64_t low[SWC_WIDE_MAX_LIMBS];
    least_feasible_dual(m, r, low);
    if (wide_cmp(low, DUAL(r), m->L) < 0) {
        wide_copy(DUAL(r), low, m->L);
        m->epoch++; /* cached slacks of r's edges are stale */
    }
}

/* Whether r roots a phase: an active exposed vertex of positive dual. */
static int needs_phase(const swc_dmatch *m, long r)
{
    return m->active[r] && m->mate[r] == -1 && !wide_is_zero(DUAL(r), m->L);
}

/*
 * The roots of a forest phase: each pending exposed vertex of its own
 * first lowers its dual and, when that makes its edge to another exposed
 * vertex of its own tight, is matched to it (the path of one edge its
 * phase would find first); then every root left is labelled S. All the
 * pairing comes before any labelling: a labelled root must stay exposed.
 * Returns the number of trees (also in m->ntrees).
 */
static size_t label_roots(swc_dmatch *m)
{
    reset_labels(m);
    for (size_t i = 0; i < m->npending; i++) {
        long r = m->pending[i];
        if (!needs_phase(m, r) || top_of(m, r) != r)
            continue;
        lower_dual(m, r);
        if (!wide_is_zero(DUAL(r), m->L))
            pair_tight(m, r);
    }
    /* Roots whose duals differ in parity would make a dual step of half
     * an odd slack between their trees, and an edge left one short of
     * tight would be taken as tight: only the roots of the first one's
     * parity grow now (within a tree every S vertex, blossoms included,
     * has the parity of its root), the others wait for a later phase. */
    size_t k = 0, roots = 0;
    int parity = -1;
    for (size_t i = 0; i < m->npending; i++) {
        long x = m->pending[i];
        if (!needs_phase(m, x))
            continue;
        m->pending[k++] = x;
        int p = (int)(DUAL(x)[0] & 1u);
        if (m->label[top_of(m, x)] == 0 && (parity < 0 || p == parity)) {
            parity = p;
            assign_label(m, x, 1, -1);
            roots++;
        }
    }
    m->npending = k;
    m->ntrees = roots;
    return roots;
}

/*
 * Phases until no exposed vertex has a positive dual. The list of pending
 * vertices may name a vertex twice, or one matched since: each is
 * re-checked. An exposed vertex is the base of its top-level blossom,
 * which becomes the root as a whole.
 *
 * A phase rooted at one vertex is cheap when its tree stays small. On a
 * window of many equal weights a tree spreads over most of the window
 * before it finds its path, phase after phase; there a forest of all the
 * roots at once (label_roots(), phase()) serves many of them per phase.
 * Which of the two is cheaper is measured as it goes, in S vertices
 * scanned per root resolved: single phases first; a forest once the last
 * eight of them cost more than n / 8 scans each (the last eight, not all
 * so far: the first phases of a window are often cheap, and an average
 * over all of them kept single phases long after they had turned dear);
 * back to single phases when the forests since the switch have cost more
 * per root than they did.
 */
static int run_pending(swc_dmatch *m)
{
    size_t f_scans = 0, f_done = 0, f_phases = 0, s_scans = 0, s_done = 0;
    size_t recent[8] = { 0 }, recent_sum = 0; /* the last eight single phases */
    int forest = m->policy == SWC_DMATCH_FOREST;
    while (m->npending) {
        if (forest) {
            size_t before = 0; /* label_roots() may pair some at once */
            for (size_t i = 0; i < m->npending; i++)
                before += (size_t)needs_phase(m, m->pending[i]);
            size_t roots = label_roots(m);
            if (roots < 2) {
                forest = 0;
                continue;
            }
            size_t scans0 = m->nscans;
            m->forest = 1;
            if (phase(m) < 0)
                return -1;
            end_stage(m);
            size_t left = 0;
            for (size_t i = 0; i < m->npending; i++)
                left += (size_t)needs_phase(m, m->pending[i]);
            f_scans += m->nscans - scans0;
            f_done += before - left;
            if (m->policy == SWC_DMATCH_ADAPTIVE && ++f_phases >= 2 && f_scans * s_done > s_scans * f_done) {
                forest = 0;
                s_scans = s_done = 0;
            }
            continue;
        }
        long r = m->pending[--m->npending];
        if (!needs_phase(m, r))
            continue;
        if (top_of(m, r) == r) {
            /* when its dual reaches zero it needs no phase, which would
             * grow a tree over every tight edge first */
            lower_dual(m, r);
            if (wide_is_zero(DUAL(r), m->L))
                continue;
        }
        size_t scans0 = m->nscans;
        reset_labels(m);
        assign_label(m, r, 1, -1);
        if (phase(m) < 0)
            return -1;
        end_stage(m);
        size_t cost = m->nscans - scans0;
        s_scans += cost;
        recent_sum += cost - recent[s_done % 8];
        recent[s_done % 8] = cost;
        s_done++;
        if (m->policy == SWC_DMATCH_ADAPTIVE && s_done >= 8 && m->npending >= 8 &&
            (f_done ? recent_sum * f_done > f_scans * 8 : recent_sum > N)) {
            forest = 1;
            f_scans = f_done = f_phases = 0;
        }
    }
    return 0;
}

/* The neighbour w that sets v's least feasible dual (the first maximum of
 * 2 W(v, w) - dual(w)), or -1 when v has no edge. Compared as
 * 2 W(v, w) + dual(x) against 2 W(v, x) + dual(w), never negative. */
static long binding_neighbour(const swc_dmatch *m, long v)
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
 * `rounds` times, every active vertex v with skip[v] == 0 at once: dual(v)
 * := ceil((dual(v) + least feasible dual(v)) / 2). Feasible duals stay
 * feasible. Uses bslack as scratch (the caller invalidates the cache).
 */
static void halve_gaps(swc_dmatch *m, const long *skip, int rounds)
{
    size_t n = N, L = m->L;
    uint64_t *need = m->bslack;
    for (int round = 0; round < rounds; round++) {
        for (size_t v = 0; v < n; v++)
            if (!skip[v])
                least_feasible_dual(m, (long)v, need + v * L);
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
}

/*
 * The heaviest edge of v (to a neighbour w with skip[w] == 0, when skip is
 * given), into out: zero without one. A row names few distinct weights,
 * so each id is compared once a row (the stamps of `target`, which
 * maybe_tight() never confuses with its own: every use takes a new one).
 */
static void heaviest_edge(swc_dmatch *m, long v, const long *skip, uint64_t *out)
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
        uint32_t id = WID(WIX(v, w));
        if (m->target[id].stamp == st || (skip && skip[w]))
            continue;
        m->target[id].stamp = st;
        if (cmp_limbs(swc_wpool_get(&m->pool, id), swc_wpool_get(&m->pool, best), m->L) > 0)
            best = id;
    }
    wide_copy(out, swc_wpool_get(&m->pool, best), m->L);
}

/*
 * The end of a start from nothing: each vertex in turn takes its least
 * feasible value given the others (the hubs, hub[v] != 0, last; hub may
 * be NULL), which leaves every edge feasible after the later of its ends
 * whatever the duals were; the exposed vertices joined by a tight edge
 * are matched, and every exposed vertex left roots a phase.
 */
static int solve_from_duals(swc_dmatch *m, const long *hub)
{
    size_t n = N;
    m->epoch++;
    for (int pass = 0; pass < 2; pass++)
        for (size_t v = 0; v < n; v++)
            if (m->active[v] && (hub ? hub[v] : 0) == pass)
                least_feasible_dual(m, (long)v, DUAL(v));
    /* (an earlier vertex still exposed had no tight edge to an exposed
     * one, so each vertex scans its whole row alike) */
    for (size_t v = 0; v < n; v++)
        if (m->active[v] && m->mate[v] == -1)
            pair_tight(m, (long)v);
    m->npending = 0;
    for (size_t v = n; v-- > 0;)
        if (m->active[v] && m->mate[v] == -1)
            m->pending[m->npending++] = (long)v;
    return run_pending(m);
}

/*
 * A start from nothing: every vertex's dual is its heaviest edge (all
 * edges feasible), the mutually heaviest edges are matched greedily (they
 * are tight), and every exposed vertex with a positive dual then roots a
 * phase as in a warm restart. Cheaper than the stages of the textbook
 * start on the dense windows of the Dutch engine.
 */
static int solve_jump(swc_dmatch *m)
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
        /* The caller's duals (swc_dmatch_start_duals); the pass of
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
    halve_gaps(m, hub, 1);
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
        halve_gaps(m, hub, 1);
    } else {
        memset(hub, 0, n * sizeof *hub);
    }
    return solve_from_duals(m, hub);
}

/* Dissolve every blossom around v (outermost first), see the file comment. */
static void dissolve_around(swc_dmatch *m, long v)
{
    size_t L = m->L;
    for (;;) {
        long b = top_of(m, v);
        if (b < (long)N)
            return;
        size_t nl = leaves(m, b);
        for (size_t i = 0; i < nl; i++)
            wide_add(DUAL(m->leafbuf[i]), DUAL(b), L);
        if (!wide_is_zero(DUAL(b), L)) {
            long base = m->blossombase[b];
            long mp = m->mate[base];
            if (mp != -1) {
                long o = EP(mp);
                m->mate[o] = -1;
                m->mate[base] = -1;
                m->pending[m->npending++] = o;
            }
            m->pending[m->npending++] = base;
        }
        wide_zero(DUAL(b), L);
        ivec *ch = &m->childs[b];
        for (size_t i = 0; i < ch->n; i++) {
            long s = ch->a[i];
            m->blossomparent[s] = -1;
            if (s < (long)N)
                m->inblossom[s] = s;
            else
                point_at(m, s);
        }
        release_blossom(m, b);
    }
}

static int solve_warm(swc_dmatch *m)
{
    size_t n = N, L = m->L;
    uint64_t ks[SWC_WIDE_MAX_LIMBS];
    m->npending = 0;
    for (size_t v = 0; v < n; v++)
        if (m->touched[v] && m->active[v])
            dissolve_around(m, (long)v);
    for (size_t v = 0; v < n; v++) {
        if (m->touched[v] != 2 || !m->active[v])
            continue;
        long mp = m->mate[v];
        if (mp != -1) {
            m->mate[EP(mp)] = -1;
            m->mate[v] = -1;
        }
        deactivate(m, v);
        wide_zero(DUAL(v), L);
    }
    /* Each changed vertex takes the least dual that keeps its edges
     * feasible given the others (processed in turn, so every edge is
     * feasible after the later of its ends). A matched edge that is still
     * tight stays: a bonus on the edge already chosen, or a change that
     * leaves it the best one, costs no search. */
    size_t nt = 0;
    for (size_t v = 0; v < n; v++)
        if (m->touched[v] == 1 && m->active[v]) {
            least_feasible_dual(m, (long)v, DUAL(v));
            nt++;
        }
    if (nt > 8) {
        /* Many changed at once (a new window): taken in turn, the first
         * ones get high values that hold the later ones up; balance them
         * as a first solve does. */
        long *skip = m->scratch; /* free until the first augmentation */
        for (size_t v = 0; v < n; v++)
            skip[v] = !(m->touched[v] == 1 && m->active[v]);
        halve_gaps(m, skip, 3);
        m->epoch++;
        for (size_t v = 0; v < n; v++)
            if (!skip[v])
                least_feasible_dual(m, (long)v, DUAL(v));
    }
    for (size_t v = 0; v < n; v++) {
        if (m->touched[v] != 1 || !m->active[v] || m->mate[v] == -1)
            continue;
        long o = EP(m->mate[v]);
        if (has_edge(m, (long)v, o))
            slack_uv(m, (long)v, o, ks);
        if (!has_edge(m, (long)v, o) || !wide_is_zero(ks, L)) {
            m->mate[o] = -1;
            m->mate[v] = -1;
        }
    }
    m->npending = 0;
    for (size_t v = n; v-- > 0;)
        if (m->active[v] && m->mate[v] == -1 && !wide_is_zero(DUAL(v), L))
            m->pending[m->npending++] = (long)v;
    return run_pending(m);
}

/* A table of stamped fingerprints by id (*a, *cap entries) grown to w2cap,
 * the new entries unstamped. */
static int grow_targets(swc_dmatch *m, struct stamped_fp **a, size_t *cap)
{
    struct stamped_fp *t = swc_mem_realloc(m->mem, *a, *cap * sizeof *t, m->w2cap * sizeof *t);
    if (!t)
        return SWC_ENOMEM;
    memset(t + *cap, 0, (m->w2cap - *cap) * sizeof *t);
    *a = t;
    *cap = m->w2cap;
    return SWC_OK;
}

/* W2 for every id the pool has given out (new ones since the last call). */
static int double_weights(swc_dmatch *m)
{
    size_t L = m->L, n = m->pool.n;
    if (n > m->w2cap) {
        size_t cap = m->w2cap ? m->w2cap : 64;
        while (cap < n)
            cap *= 2;
        uint64_t *t = swc_mem_realloc(m->mem, m->W2, m->w2cap * L * sizeof *t, cap * L * sizeof *t);
        if (!t)
            return SWC_ENOMEM;
        m->W2 = t;
        m->w2cap = cap;
    }
    if ((n > m->tcap && grow_targets(m, &m->target, &m->tcap)) ||
        (m->off && n > m->hcap && grow_targets(m, &m->target_hi, &m->hcap)))
        return SWC_ENOMEM;
    for (size_t id = m->w2n; id < n; id++) {
        uint64_t *d = m->W2 + id * L;
        wide_copy(d, swc_wpool_get(&m->pool, (uint32_t)id), L);
        wide_shl1(d, L);
    }
    m->w2n = n;
    return SWC_OK;
}

/* Stamp u's blossoms for tight_edge(), outermost first, each with the
 * duals of those around it added; kept until the next solve. */
static unsigned long stamp_blossoms(swc_dmatch *m, size_t u)
{
    if (m->tu == (long)u && m->tsolve == m->nsolve)
        return m->tepoch;
    size_t L = m->L, k = 0;
    unsigned long st = ++m->tepoch;
    for (long b = m->blossomparent[u]; b != -1; b = m->blossomparent[b])
        m->path[k++] = b;
    uint64_t *prev = NULL;
    while (k--) {
        long b = m->path[k];
        uint64_t *c = m->tcum + (size_t)b * L;
        wide_copy(c, DUAL(b), L);
        if (prev)
            wide_add(c, prev, L);
        prev = c;
        m->tstamp[b] = st;
    }
    m->tu = (long)u;
    m->tsolve = m->nsolve;
    return st;
}

/* The edge u-v (present) has reduced cost zero, the duals of the
 * blossoms around both counted; u's blossoms carry stamp st. */
static int tight_edge(swc_dmatch *m, size_t u, long v, unsigned long st)
{
    size_t L = m->L;
    uint64_t s[SWC_WIDE_MAX_LIMBS], z[SWC_WIDE_MAX_LIMBS];
    slack_uv(m, (long)u, v, s); /* modulo 2^(64 L): below zero inside a blossom */
    if (top_of(m, v) == top_of(m, u)) {
        /* the innermost blossom around both, and all above it */
        long b = m->blossomparent[v];
        while (m->tstamp[b] != st)
            b = m->blossomparent[b];
        wide_copy(z, m->tcum + (size_t)b * L, L);
        wide_shl1(z, L);
        wide_add(s, z, L);
    }
    return wide_is_zero(s, L);
}

int swc_dmatch_tight_row(swc_dmatch *m, size_t u, uint64_t *out)
{
    memset(out, 0, m->rw * sizeof *out);
    if (!m->solved || !m->active[u])
        return 0;
    unsigned long st = stamp_blossoms(m, u);
    const uint64_t *row = m->ebits + u * m->rw;
    for (long v = next_neighbour(m, row, 0); v >= 0; v = next_neighbour(m, row, v + 1))
        if (tight_edge(m, u, v, st))
            out[(size_t)v / 64] |= UINT64_C(1) << ((size_t)v % 64);
    return 1;
}

void swc_dmatch_set_policy(swc_dmatch *m, int policy)
{
    m->policy = policy;
}

int swc_dmatch_solved(const swc_dmatch *m)
{
    return m->solved;
}

int swc_dmatch_tight(swc_dmatch *m, size_t u, size_t v)
{
    if (!m->solved || !has_edge(m, (long)u, (long)v))
        return 0;
    return tight_edge(m, u, (long)v, stamp_blossoms(m, u));
}

int swc_dmatch_solve(swc_dmatch *m, long *mate)
{
    size_t n = N;
    /* Warm even when many vertices changed: one phase per exposed vertex
     * grows a small tree, cheaper than starting again. */
    int warm = m->solved;
    int rc;
    if (m->failed) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    /* A table of 16-bit ids is compacted before its ids run out (and
     * widened only if the values in use outgrow it). */
    if (swc_wpool_compact_due(&m->pool, m->W.a16 != NULL)) {
        swc_idtab *t = &m->W;
        size_t dd = table_len(m);
        if (!swc_wpool_compact(&m->pool, &t, &dd, 1)) {
            m->compactions++;
            m->w2n = 0; /* the ids were renumbered */
        }
    }
    if (double_weights(m)) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    if (!warm) {
        for (size_t v = 0; v < n; v++)
            if (m->touched[v] == 2)
                deactivate(m, v);
        rc = solve_jump(m);
    } else {
        rc = solve_warm(m);
    }
    memset(m->touched, 0, n ? n : 1);
    m->nsolve++;
    if (rc) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    m->solved = 1;
    for (size_t v = 0; v < n; v++)
        mate[v] = m->active[v] && m->mate[v] != -1 ? EP(m->mate[v]) : -1;
    return SWC_OK;
}

int swc_dmatch_solve_items(const swc_mem *mem, unsigned bits, const size_t *ids, size_t k,
                           swc_dmatch_weight_fn fn, void *ctx, long *scratch, long *mate_out)
{
    for (size_t a = 0; a < k; a++)
        mate_out[ids[a]] = -1;
    if (k < 2)
        return SWC_OK;
    swc_dmatch *m = NULL;
    int rc = swc_dmatch_new(&m, mem, k, bits);
    if (rc)
        return rc;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (size_t a = 1; a < k; a++)
        for (size_t b = 0; b < a; b++) {
            fn(ctx, ids[a], ids[b], w);
            swc_dmatch_set(m, a, b, w);
        }
    rc = swc_dmatch_solve(m, scratch);
    swc_dmatch_free(m);
    if (rc)
        return rc;
    for (size_t a = 0; a < k; a++)
        mate_out[ids[a]] = scratch[a] < 0 ? -1 : (long)ids[scratch[a]];
    return SWC_OK;
}
