/*
 * Edmonds' maximum-weight matching with blossoms and dual variables, the
 * O(n^3) primal-dual method (Galil 1986), on exact multi-limb integers.
 *
 * Conventions: vertices 0..n-1; blossoms n..2n-1; an edge k has endpoints
 * 2k and 2k+1, endpoint[p] is the vertex at endpoint p and p^1 the other
 * end. Weights are doubled on entry so that every dual variable and every
 * slack stays an integer.
 */
#include "matching.h"

#include <stdlib.h>
#include <string.h>

#include "wide.h"

typedef struct ivec {
    long *a;
    size_t n, cap;
} ivec;

struct swc_matching {
    const swc_mem *mem;
    size_t n, L;         /* vertices, limbs per number */
    size_t m, eu_cap, ev_cap, w_cap; /* edges */
    long *eu, *ev;
    uint64_t *w;         /* doubled weights, L limbs each */
    int oom;

    /* solver state */
    long *endpoint;
    long *nb_start, *nb;  /* CSR of remote endpoints per vertex */
    long *mate, *label, *labelend, *inblossom, *blossomparent, *blossombase, *bestedge;
    ivec *childs, *endps, *bestedges;
    uint8_t *has_bestedges;
    long *unused;
    size_t nunused;
    uint64_t *dual;
    uint8_t *allowedge;
    long *queue;
    size_t qn;
    long *bestedgeto;
    long *leafbuf, *stack;
};

static int ivec_push(const swc_mem *mem, ivec *v, long x)
{
    if (swc_mem_reserve(mem, (void **)&v->a, &v->cap, v->n + 1, sizeof *v->a))
        return -1;
    v->a[v->n++] = x;
    return 0;
}

int swc_matching_new(swc_matching **out, const swc_mem *mem, size_t n, unsigned bits)
{
    /* One limb of headroom: duals reach twice the doubled weight. */
    size_t L = (bits + 2) / 64 + 1;
    if (L > SWC_WIDE_MAX_LIMBS)
        return SWC_ELIMIT;
    swc_matching *m = swc_mem_calloc(mem, 1, sizeof *m);
    if (!m)
        return SWC_ENOMEM;
    m->mem = mem;
    m->n = n;
    m->L = L;
    *out = m;
    return SWC_OK;
}

size_t swc_matching_limbs(const swc_matching *m)
{
    return m->L;
}

int swc_matching_add_edge(swc_matching *m, size_t u, size_t v, const uint64_t *weight)
{
    if (swc_mem_reserve(m->mem, (void **)&m->eu, &m->eu_cap, m->m + 1, sizeof *m->eu) ||
        swc_mem_reserve(m->mem, (void **)&m->ev, &m->ev_cap, m->m + 1, sizeof *m->ev) ||
        swc_mem_reserve(m->mem, (void **)&m->w, &m->w_cap, (m->m + 1) * m->L, sizeof *m->w))
        return SWC_ENOMEM;
    m->eu[m->m] = (long)u;
    m->ev[m->m] = (long)v;
    uint64_t *dst = m->w + m->m * m->L;
    wide_copy(dst, weight, m->L);
    wide_shl1(dst, m->L);
    m->m++;
    return SWC_OK;
}

#define DUAL(b) (m->dual + (size_t)(b) * m->L)
#define W(k) (m->w + (size_t)(k) * m->L)

/* out = dual[u] + dual[v] - 2 w[k], in one pass over the limbs (the
 * innermost operation of the whole engine). */
static void slack(const swc_matching *m, long k, uint64_t *out)
{
    const uint64_t *a = DUAL(m->eu[k]), *b = DUAL(m->ev[k]), *w = W(k);
    uint64_t carry = 0, borrow = 0, wcarry = 0;
    for (size_t i = 0; i < m->L; i++) {
        uint64_t s1 = a[i] + carry;
        uint64_t c1 = s1 < carry;
        uint64_t s2 = s1 + b[i];
        carry = c1 | (s2 < s1);
        uint64_t w2 = (w[i] << 1) | wcarry; /* 2 w, limb by limb */
        wcarry = w[i] >> 63;
        uint64_t d1 = s2 - w2;
        uint64_t b1 = s2 < w2;
        uint64_t d2 = d1 - borrow;
        borrow = b1 | (d1 < borrow);
        out[i] = d2;
    }
}

/* Leaves (vertices) of blossom b into m->leafbuf; returns the count. */
static size_t leaves(swc_matching *m, long b)
{
    size_t n = 0, sp = 0;
    m->stack[sp++] = b;
    while (sp) {
        long x = m->stack[--sp];
        if (x < (long)m->n) {
            m->leafbuf[n++] = x;
            continue;
        }
        ivec *c = &m->childs[x];
        for (size_t i = c->n; i-- > 0;)
            m->stack[sp++] = c->a[i];
    }
    return n;
}

static void assign_label(swc_matching *m, long w, long t, long p)
{
    for (;;) {
        long b = m->inblossom[w];
        m->label[w] = m->label[b] = t;
        m->labelend[w] = m->labelend[b] = p;
        m->bestedge[w] = m->bestedge[b] = -1;
        if (t == 1) {
            size_t k = leaves(m, b);
            for (size_t i = 0; i < k; i++)
                m->queue[m->qn++] = m->leafbuf[i];
            return;
        }
        /* t == 2: the mate of the base becomes an S-vertex */
        long base = m->blossombase[b];
        long mb = m->mate[base];
        w = m->endpoint[mb];
        t = 1;
        p = mb ^ 1;
    }
}

static long scan_blossom(swc_matching *m, long v, long w, long *path)
{
    size_t np = 0;
    long base = -1;
    while (v != -1 || w != -1) {
        long b = m->inblossom[v];
        if (m->label[b] & 4) {
            base = m->blossombase[b];
            break;
        }
        path[np++] = b;
        m->label[b] = 5;
        if (m->labelend[b] == -1) {
            v = -1;
        } else {
            v = m->endpoint[m->labelend[b]];
            b = m->inblossom[v];
            v = m->endpoint[m->labelend[b]];
        }
        if (w != -1) {
            long x = v;
            v = w;
            w = x;
        }
    }
    for (size_t i = 0; i < np; i++)
        m->label[path[i]] = 1;
    return base;
}

static int slack_less(swc_matching *m, long k1, long k2)
{
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS];
    slack(m, k1, a);
    slack(m, k2, b);
    return wide_cmp(a, b, m->L) < 0;
}

static int add_blossom(swc_matching *m, long base, long k)
{
    const swc_mem *mem = m->mem;
    long v = m->eu[k], w = m->ev[k];
    long bb = m->inblossom[base], bv = m->inblossom[v], bw = m->inblossom[w];
    long b = m->unused[--m->nunused];
    m->blossombase[b] = base;
    m->blossomparent[b] = -1;
    m->blossomparent[bb] = b;
    ivec *path = &m->childs[b], *endps = &m->endps[b];
    path->n = endps->n = 0;
    while (bv != bb) {
        m->blossomparent[bv] = b;
        if (ivec_push(mem, path, bv) || ivec_push(mem, endps, m->labelend[bv]))
            return -1;
        v = m->endpoint[m->labelend[bv]];
        bv = m->inblossom[v];
    }
    if (ivec_push(mem, path, bb))
        return -1;
    /* reverse both lists */
    for (size_t i = 0, j = path->n - 1; i < j; i++, j--) {
        long x = path->a[i];
        path->a[i] = path->a[j];
        path->a[j] = x;
    }
    for (size_t i = 0, j = endps->n ? endps->n - 1 : 0; endps->n && i < j; i++, j--) {
        long x = endps->a[i];
        endps->a[i] = endps->a[j];
        endps->a[j] = x;
    }
    if (ivec_push(mem, endps, 2 * k))
        return -1;
    while (bw != bb) {
        m->blossomparent[bw] = b;
        if (ivec_push(mem, path, bw) || ivec_push(mem, endps, m->labelend[bw] ^ 1))
            return -1;
        w = m->endpoint[m->labelend[bw]];
        bw = m->inblossom[w];
    }
    m->label[b] = 1;
    m->labelend[b] = m->labelend[bb];
    wide_zero(DUAL(b), m->L);
    size_t nl = leaves(m, b);
    for (size_t i = 0; i < nl; i++) {
        long x = m->leafbuf[i];
        if (m->label[m->inblossom[x]] == 2)
            m->queue[m->qn++] = x;
        m->inblossom[x] = b;
    }
    /* Best edges from the new blossom to each neighbouring S-blossom. */
    long *bestto = m->bestedgeto;
    ivec touched = { NULL, 0, 0 };
    int rc = 0;
    for (size_t ci = 0; ci < path->n && !rc; ci++) {
        long sub = path->a[ci];
        if (m->has_bestedges[sub]) {
            ivec *lst = &m->bestedges[sub];
            for (size_t e = 0; e < lst->n && !rc; e++) {
                long kk = lst->a[e];
                long i = m->eu[kk], j = m->ev[kk];
                if (m->inblossom[j] == b) {
                    long x = i;
                    i = j;
                    j = x;
                }
                long bj = m->inblossom[j];
                (void)i;
                if (bj != b && m->label[bj] == 1 && (bestto[bj] == -1 || slack_less(m, kk, bestto[bj]))) {
                    if (bestto[bj] == -1 && ivec_push(mem, &touched, bj))
                        rc = -1;
                    bestto[bj] = kk;
                }
            }
        } else {
            size_t nl2 = leaves(m, sub);
            for (size_t li = 0; li < nl2 && !rc; li++) {
                long x = m->leafbuf[li];
                for (long q = m->nb_start[x]; q < m->nb_start[x + 1] && !rc; q++) {
                    long kk = m->nb[q] / 2;
                    long j = m->endpoint[m->nb[q]];
                    long bj = m->inblossom[j];
                    if (bj != b && m->label[bj] == 1 && (bestto[bj] == -1 || slack_less(m, kk, bestto[bj]))) {
                        if (bestto[bj] == -1 && ivec_push(mem, &touched, bj))
                            rc = -1;
                        bestto[bj] = kk;
                    }
                }
            }
        }
        m->has_bestedges[sub] = 0;
        m->bestedge[sub] = -1;
    }
    ivec *mine = &m->bestedges[b];
    mine->n = 0;
    /* Keep the order of blossom numbers, as the reference formulation does. */
    for (size_t i = 1; i < touched.n; i++) {
        long x = touched.a[i];
        size_t j = i;
        while (j > 0 && touched.a[j - 1] > x) {
            touched.a[j] = touched.a[j - 1];
            j--;
        }
        touched.a[j] = x;
    }
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
    return 0;
}

static long wrap(long j, size_t len)
{
    long l = (long)len;
    return ((j % l) + l) % l;
}

static void expand_blossom(swc_matching *m, long b, int endstage)
{
    ivec *ch = &m->childs[b];
    for (size_t i = 0; i < ch->n; i++) {
        long s = ch->a[i];
        m->blossomparent[s] = -1;
        if (s < (long)m->n) {
            m->inblossom[s] = s;
        } else if (endstage && wide_is_zero(DUAL(s), m->L)) {
            expand_blossom(m, s, endstage);
        } else {
            size_t nl = leaves(m, s);
            for (size_t k = 0; k < nl; k++)
                m->inblossom[m->leafbuf[k]] = s;
        }
    }
    if (!endstage && m->label[b] == 2) {
        long entrychild = m->inblossom[m->endpoint[m->labelend[b] ^ 1]];
        long j = 0;
        while (ch->a[j] != entrychild)
            j++;
        long jstep, endptrick;
        if (j & 1) {
            j -= (long)ch->n;
            jstep = 1;
            endptrick = 0;
        } else {
            jstep = -1;
            endptrick = 1;
        }
        ivec *ep = &m->endps[b];
        long p = m->labelend[b];
        while (j != 0) {
            m->label[m->endpoint[p ^ 1]] = 0;
            m->label[m->endpoint[ep->a[wrap(j - endptrick, ep->n)] ^ endptrick ^ 1]] = 0;
            assign_label(m, m->endpoint[p ^ 1], 2, p);
            m->allowedge[ep->a[wrap(j - endptrick, ep->n)] / 2] = 1;
            j += jstep;
            p = ep->a[wrap(j - endptrick, ep->n)] ^ endptrick;
            m->allowedge[p / 2] = 1;
            j += jstep;
        }
        long bv = ch->a[wrap(j, ch->n)];
        m->label[m->endpoint[p ^ 1]] = m->label[bv] = 2;
        m->labelend[m->endpoint[p ^ 1]] = m->labelend[bv] = p;
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
                m->label[m->endpoint[m->mate[m->blossombase[bv]]]] = 0;
                assign_label(m, v, 2, m->labelend[v]);
            }
            j += jstep;
        }
    }
    m->label[b] = m->labelend[b] = -1;
    ch->n = 0;
    m->endps[b].n = 0;
    m->blossombase[b] = -1;
    m->has_bestedges[b] = 0;
    m->bestedge[b] = -1;
    m->unused[m->nunused++] = b;
}

/* Rotate v[0..n) left by i, using scratch. */
static void rotate(long *v, size_t n, size_t i, long *scratch)
{
    memcpy(scratch, v + i, (n - i) * sizeof *v);
    memcpy(scratch + (n - i), v, i * sizeof *v);
    memcpy(v, scratch, n * sizeof *v);
}

static void augment_blossom(swc_matching *m, long b, long v)
{
    long t = v;
    while (m->blossomparent[t] != b)
        t = m->blossomparent[t];
    if (t >= (long)m->n)
        augment_blossom(m, t, v);
    ivec *ch = &m->childs[b], *ep = &m->endps[b];
    long i = 0;
    while (ch->a[i] != t)
        i++;
    long j = i, jstep, endptrick;
    if (i & 1) {
        j -= (long)ch->n;
        jstep = 1;
        endptrick = 0;
    } else {
        jstep = -1;
        endptrick = 1;
    }
    while (j != 0) {
        j += jstep;
        t = ch->a[wrap(j, ch->n)];
        long p = ep->a[wrap(j - endptrick, ep->n)] ^ endptrick;
        if (t >= (long)m->n)
            augment_blossom(m, t, m->endpoint[p]);
        j += jstep;
        t = ch->a[wrap(j, ch->n)];
        if (t >= (long)m->n)
            augment_blossom(m, t, m->endpoint[p ^ 1]);
        m->mate[m->endpoint[p]] = p ^ 1;
        m->mate[m->endpoint[p ^ 1]] = p;
    }
    rotate(ch->a, ch->n, (size_t)i, m->stack);
    rotate(ep->a, ep->n, (size_t)i, m->stack);
    m->blossombase[b] = m->blossombase[ch->a[0]];
}

static void augment_matching(swc_matching *m, long k)
{
    long ends[2][2] = { { m->eu[k], 2 * k + 1 }, { m->ev[k], 2 * k } };
    for (int e = 0; e < 2; e++) {
        long s = ends[e][0], p = ends[e][1];
        for (;;) {
            long bs = m->inblossom[s];
            if (bs >= (long)m->n)
                augment_blossom(m, bs, s);
            m->mate[s] = p;
            if (m->labelend[bs] == -1)
                break;
            long t = m->endpoint[m->labelend[bs]];
            long bt = m->inblossom[t];
            s = m->endpoint[m->labelend[bt]];
            long j = m->endpoint[m->labelend[bt] ^ 1];
            if (bt >= (long)m->n)
                augment_blossom(m, bt, j);
            m->mate[j] = m->labelend[bt];
            p = m->labelend[bt] ^ 1;
        }
    }
}

static void free_state(swc_matching *m)
{
    const swc_mem *mem = m->mem;
    size_t n = m->n, n2 = n ? 2 * n : 1, L = m->L, e2 = m->m ? 2 * m->m : 1;
    swc_mem_free(mem, m->endpoint, e2 * sizeof(long));
    swc_mem_free(mem, m->nb_start, (n + 1) * sizeof(long));
    swc_mem_free(mem, m->nb, e2 * sizeof(long));
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent,
                      &m->blossombase, &m->bestedge, &m->unused, &m->queue, &m->bestedgeto,
                      &m->leafbuf, &m->stack };
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++) {
        swc_mem_free(mem, *arrs[i], n2 * sizeof(long));
        *arrs[i] = NULL;
    }
    ivec *lists[] = { m->childs, m->endps, m->bestedges };
    for (size_t l = 0; l < 3; l++)
        for (size_t b = 0; lists[l] && b < n2; b++)
            swc_mem_free(mem, lists[l][b].a, lists[l][b].cap * sizeof(long));
    swc_mem_free(mem, m->childs, n2 * sizeof(ivec));
    swc_mem_free(mem, m->endps, n2 * sizeof(ivec));
    swc_mem_free(mem, m->bestedges, n2 * sizeof(ivec));
    swc_mem_free(mem, m->has_bestedges, n2);
    swc_mem_free(mem, m->dual, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->allowedge, m->m ? m->m : 1);
    m->endpoint = m->nb_start = m->nb = NULL;
    m->childs = m->endps = m->bestedges = NULL;
    m->has_bestedges = NULL;
    m->dual = NULL;
    m->allowedge = NULL;
}

void swc_matching_free(swc_matching *m)
{
    if (!m)
        return;
    free_state(m);
    const swc_mem *mem = m->mem;
    swc_mem_free(mem, m->eu, m->eu_cap * sizeof *m->eu);
    swc_mem_free(mem, m->ev, m->ev_cap * sizeof *m->ev);
    swc_mem_free(mem, m->w, m->w_cap * sizeof *m->w);
    swc_mem_free(mem, m, sizeof *m);
}

static int alloc_state(swc_matching *m)
{
    const swc_mem *mem = m->mem;
    size_t n = m->n, n2 = n ? 2 * n : 1, L = m->L, e2 = m->m ? 2 * m->m : 1;
    m->endpoint = swc_mem_calloc(mem, e2, sizeof(long));
    m->nb_start = swc_mem_calloc(mem, n + 1, sizeof(long));
    m->nb = swc_mem_calloc(mem, e2, sizeof(long));
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent,
                      &m->blossombase, &m->bestedge, &m->unused, &m->queue, &m->bestedgeto,
                      &m->leafbuf, &m->stack };
    int bad = !m->endpoint || !m->nb_start || !m->nb;
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++) {
        *arrs[i] = swc_mem_calloc(mem, n2, sizeof(long));
        bad |= !*arrs[i];
    }
    m->childs = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->endps = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->bestedges = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->has_bestedges = swc_mem_calloc(mem, n2, 1);
    m->dual = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->allowedge = swc_mem_calloc(mem, m->m ? m->m : 1, 1);
    bad |= !m->childs || !m->endps || !m->bestedges || !m->has_bestedges || !m->dual || !m->allowedge;
    return bad ? -1 : 0;
}

int swc_matching_solve(swc_matching *m, int max_cardinality, size_t *mate_out)
{
    size_t n = m->n, L = m->L;
    for (size_t v = 0; v < n; v++)
        mate_out[v] = SIZE_MAX;
    if (n == 0 || m->m == 0)
        return SWC_OK;
    free_state(m);
    if (alloc_state(m)) {
        free_state(m);
        return SWC_ENOMEM;
    }
    /* endpoints and neighbour lists (CSR) */
    for (size_t k = 0; k < m->m; k++) {
        m->endpoint[2 * k] = m->eu[k];
        m->endpoint[2 * k + 1] = m->ev[k];
        m->nb_start[m->eu[k] + 1]++;
        m->nb_start[m->ev[k] + 1]++;
    }
    for (size_t v = 0; v < n; v++)
        m->nb_start[v + 1] += m->nb_start[v];
    {
        long *fill = m->bestedgeto; /* scratch */
        for (size_t v = 0; v < n; v++)
            fill[v] = m->nb_start[v];
        for (size_t k = 0; k < m->m; k++) {
            m->nb[fill[m->eu[k]]++] = (long)(2 * k + 1);
            m->nb[fill[m->ev[k]]++] = (long)(2 * k);
        }
    }
    uint64_t maxw[SWC_WIDE_MAX_LIMBS] = { 0 };
    for (size_t k = 0; k < m->m; k++)
        if (wide_cmp(W(k), maxw, L) > 0)
            wide_copy(maxw, W(k), L);
    for (size_t v = 0; v < 2 * n; v++) {
        m->mate[v] = -1;
        m->label[v] = 0;
        m->labelend[v] = -1;
        m->inblossom[v] = (long)v;
        m->blossomparent[v] = -1;
        m->blossombase[v] = v < n ? (long)v : -1;
        m->bestedge[v] = -1;
        m->bestedgeto[v] = -1;
        if (v < n)
            wide_copy(DUAL(v), maxw, L);
    }
    /* Free blossom numbers; popped from the end, 2n-1 first. */
    m->nunused = n;
    for (size_t i = 0; i < n; i++)
        m->unused[i] = (long)(n + i);
    long *path = NULL;
    path = swc_mem_calloc(m->mem, 2 * n, sizeof(long));
    if (!path) {
        free_state(m);
        return SWC_ENOMEM;
    }
    int rc = SWC_OK;
    uint64_t delta[SWC_WIDE_MAX_LIMBS], d[SWC_WIDE_MAX_LIMBS], ks[SWC_WIDE_MAX_LIMBS];

    for (size_t stage = 0; stage < n && rc == SWC_OK; stage++) {
        for (size_t v = 0; v < 2 * n; v++) {
            m->label[v] = 0;
            m->bestedge[v] = -1;
            if (v >= n)
                m->has_bestedges[v] = 0;
        }
        memset(m->allowedge, 0, m->m);
        m->qn = 0;
        for (size_t v = 0; v < n; v++)
            if (m->mate[v] == -1 && m->label[m->inblossom[v]] == 0)
                assign_label(m, (long)v, 1, -1);
        int augmented = 0;
        for (;;) {
            /* The queue is used as a stack (last in, first out). */
            while (m->qn && !augmented) {
                long v = m->queue[--m->qn];
                for (long q = m->nb_start[v]; q < m->nb_start[v + 1]; q++) {
                    long p = m->nb[q];
                    long k = p / 2;
                    long w = m->endpoint[p];
                    if (m->inblossom[v] == m->inblossom[w])
                        continue;
                    if (!m->allowedge[k]) {
                        slack(m, k, ks);
                        if (wide_is_zero(ks, L))
                            m->allowedge[k] = 1;
                    }
                    if (m->allowedge[k]) {
                        if (m->label[m->inblossom[w]] == 0) {
                            assign_label(m, w, 2, p ^ 1);
                        } else if (m->label[m->inblossom[w]] == 1) {
                            long base = scan_blossom(m, v, w, path);
                            if (base >= 0) {
                                if (add_blossom(m, base, k)) {
                                    rc = SWC_ENOMEM;
                                    break;
                                }
                            } else {
                                augment_matching(m, k);
                                augmented = 1;
                                break;
                            }
                        } else if (m->label[w] == 0) {
                            m->label[w] = 2;
                            m->labelend[w] = p ^ 1;
                        }
                    } else if (m->label[m->inblossom[w]] == 1) {
                        long b = m->inblossom[v];
                        if (m->bestedge[b] == -1 || slack_less(m, k, m->bestedge[b]))
                            m->bestedge[b] = k;
                    } else if (m->label[w] == 0) {
                        if (m->bestedge[w] == -1 || slack_less(m, k, m->bestedge[w]))
                            m->bestedge[w] = k;
                    }
                }
                if (rc)
                    break;
            }
            if (augmented || rc)
                break;
            int deltatype = -1;
            long deltaedge = -1, deltablossom = -1;
            if (!max_cardinality) {
                deltatype = 1;
                wide_copy(delta, DUAL(0), L);
                for (size_t v = 1; v < n; v++)
                    if (wide_cmp(DUAL(v), delta, L) < 0)
                        wide_copy(delta, DUAL(v), L);
            }
            for (size_t v = 0; v < n; v++) {
                if (m->label[m->inblossom[v]] == 0 && m->bestedge[v] != -1) {
                    slack(m, m->bestedge[v], d);
                    if (deltatype == -1 || wide_cmp(d, delta, L) < 0) {
                        wide_copy(delta, d, L);
                        deltatype = 2;
                        deltaedge = m->bestedge[v];
                    }
                }
            }
            for (size_t b = 0; b < 2 * n; b++) {
                if (m->blossomparent[b] == -1 && m->label[b] == 1 && m->bestedge[b] != -1) {
                    slack(m, m->bestedge[b], d);
                    wide_shr1(d, L);
                    if (deltatype == -1 || wide_cmp(d, delta, L) < 0) {
                        wide_copy(delta, d, L);
                        deltatype = 3;
                        deltaedge = m->bestedge[b];
                    }
                }
            }
            for (size_t b = n; b < 2 * n; b++) {
                if (m->blossombase[b] >= 0 && m->blossomparent[b] == -1 && m->label[b] == 2 &&
                    (deltatype == -1 || wide_cmp(DUAL(b), delta, L) < 0)) {
                    wide_copy(delta, DUAL(b), L);
                    deltatype = 4;
                    deltablossom = (long)b;
                }
            }
            if (deltatype == -1) {
                /* max cardinality reached: finish with the final dual update */
                deltatype = 1;
                wide_copy(delta, DUAL(0), L);
                for (size_t v = 1; v < n; v++)
                    if (wide_cmp(DUAL(v), delta, L) < 0)
                        wide_copy(delta, DUAL(v), L);
            }
            for (size_t v = 0; v < n; v++) {
                long lb = m->label[m->inblossom[v]];
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
            if (deltatype == 1) {
                break;
            } else if (deltatype == 2) {
                m->allowedge[deltaedge] = 1;
                long i = m->eu[deltaedge], j = m->ev[deltaedge];
                if (m->label[m->inblossom[i]] == 0)
                    i = j;
                m->queue[m->qn++] = i;
            } else if (deltatype == 3) {
                m->allowedge[deltaedge] = 1;
                m->queue[m->qn++] = m->eu[deltaedge];
            } else {
                expand_blossom(m, deltablossom, 0);
            }
        }
        if (rc || !augmented)
            break;
        for (size_t b = n; b < 2 * n; b++)
            if (m->blossomparent[b] == -1 && m->blossombase[b] >= 0 && m->label[b] == 1 &&
                wide_is_zero(DUAL(b), L))
                expand_blossom(m, (long)b, 1);
    }
    if (rc == SWC_OK)
        for (size_t v = 0; v < n; v++)
            if (m->mate[v] >= 0)
                mate_out[v] = (size_t)m->endpoint[m->mate[v]];
    swc_mem_free(m->mem, path, 2 * n * sizeof(long));
    free_state(m);
    return rc;
}
