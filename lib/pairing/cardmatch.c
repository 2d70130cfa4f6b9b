/*
 * Maximum-cardinality matching by Edmonds' blossom search; see cardmatch.h.
 *
 * The search is the textbook one: a breadth-first alternating tree from
 * one exposed root, odd cycles contracted by relabelling their vertices
 * with the cycle's base (base[]), the path read back through p[] and
 * match[]. A search costs O(n^2) at worst and usually far less, since it
 * stops at the first exposed vertex it reaches. Neighbours are read from
 * bit rows ANDed with the live set, 64 at a time.
 */
#include "cardmatch.h"

#include <string.h>

struct swc_cardmatch {
    const swc_mem *mem;
    size_t n, rw;        /* vertices, 64-bit words per row */
    uint64_t *adj;       /* n rows of rw words */
    uint64_t *live;      /* rw words */
    long *match, *p, *base, *queue;
    uint8_t *used, *blossom, *mark;
};

#define ROW(m, v) ((m)->adj + (size_t)(v) * (m)->rw)

int swc_cardmatch_new(swc_cardmatch **out, const swc_mem *mem, size_t n)
{
    *out = NULL;
    size_t nn = n ? n : 1, rw = (nn + 63) / 64;
    if (rw > SIZE_MAX / sizeof(uint64_t) / nn)
        return SWC_ENOMEM;
    swc_cardmatch *m = swc_mem_calloc(mem, 1, sizeof *m);
    if (!m)
        return SWC_ENOMEM;
    m->mem = mem;
    m->n = n;
    m->rw = rw;
    m->adj = swc_mem_calloc(mem, nn * rw, sizeof *m->adj);
    m->live = swc_mem_calloc(mem, rw, sizeof *m->live);
    m->match = swc_mem_calloc(mem, nn, sizeof(long));
    m->p = swc_mem_calloc(mem, nn, sizeof(long));
    m->base = swc_mem_calloc(mem, nn, sizeof(long));
    m->queue = swc_mem_calloc(mem, nn, sizeof(long));
    m->used = swc_mem_calloc(mem, nn, 1);
    m->blossom = swc_mem_calloc(mem, nn, 1);
    m->mark = swc_mem_calloc(mem, nn, 1);
    if (!m->adj || !m->live || !m->match || !m->p || !m->base || !m->queue || !m->used || !m->blossom || !m->mark) {
        swc_cardmatch_free(m);
        return SWC_ENOMEM;
    }
    for (size_t v = 0; v < n; v++) {
        m->live[v / 64] |= UINT64_C(1) << (v % 64);
        m->match[v] = -1;
    }
    *out = m;
    return SWC_OK;
}

void swc_cardmatch_free(swc_cardmatch *m)
{
    if (!m)
        return;
    size_t nn = m->n ? m->n : 1;
    swc_mem_free(m->mem, m->adj, nn * m->rw * sizeof *m->adj);
    swc_mem_free(m->mem, m->live, m->rw * sizeof *m->live);
    swc_mem_free(m->mem, m->match, nn * sizeof(long));
    swc_mem_free(m->mem, m->p, nn * sizeof(long));
    swc_mem_free(m->mem, m->base, nn * sizeof(long));
    swc_mem_free(m->mem, m->queue, nn * sizeof(long));
    swc_mem_free(m->mem, m->used, nn);
    swc_mem_free(m->mem, m->blossom, nn);
    swc_mem_free(m->mem, m->mark, nn);
    swc_mem_free(m->mem, m, sizeof *m);
}

void swc_cardmatch_add_edge(swc_cardmatch *m, size_t u, size_t v)
{
    ROW(m, u)[v / 64] |= UINT64_C(1) << (v % 64);
    ROW(m, v)[u / 64] |= UINT64_C(1) << (u % 64);
}

void swc_cardmatch_pair(swc_cardmatch *m, size_t u, size_t v)
{
    m->match[u] = (long)v;
    m->match[v] = (long)u;
}

long swc_cardmatch_mate(const swc_cardmatch *m, size_t v)
{
    return m->match[v];
}

static int is_live(const swc_cardmatch *m, size_t v)
{
    return (int)((m->live[v / 64] >> (v % 64)) & 1u);
}

static void set_live(swc_cardmatch *m, size_t v, int on)
{
    if (on)
        m->live[v / 64] |= UINT64_C(1) << (v % 64);
    else
        m->live[v / 64] &= ~(UINT64_C(1) << (v % 64));
}

/* The base of the smallest blossom holding both tree vertices a and b. */
static long common_base(swc_cardmatch *m, long a, long b)
{
    memset(m->mark, 0, m->n);
    for (;;) {
        a = m->base[a];
        m->mark[a] = 1;
        if (m->match[a] == -1)
            break;
        a = m->p[m->match[a]];
    }
    for (;;) {
        b = m->base[b];
        if (m->mark[b])
            return b;
        b = m->p[m->match[b]];
    }
}

static void mark_path(swc_cardmatch *m, long v, long b, long child)
{
    while (m->base[v] != b) {
        m->blossom[m->base[v]] = m->blossom[m->base[m->match[v]]] = 1;
        m->p[v] = child;
        child = m->match[v];
        v = m->p[m->match[v]];
    }
}

/* An augmenting path from the exposed live vertex root: its other end, or
 * -1 when there is none. The path is left in p[] and match[]. */
static long find_path(swc_cardmatch *m, long root)
{
    size_t n = m->n;
    for (size_t i = 0; i < n; i++) {
        m->used[i] = 0;
        m->p[i] = -1;
        m->base[i] = (long)i;
    }
    size_t qh = 0, qt = 0;
    m->used[root] = 1;
    m->queue[qt++] = root;
    while (qh < qt) {
        long v = m->queue[qh++];
        const uint64_t *row = ROW(m, v);
        for (size_t wi = 0; wi < m->rw; wi++) {
            uint64_t bits = row[wi] & m->live[wi];
            while (bits) {
                long to = (long)(wi * 64 + (size_t)__builtin_ctzll(bits));
                bits &= bits - 1;
                if (m->base[v] == m->base[to] || m->match[v] == to)
                    continue;
                if (to == root || (m->match[to] != -1 && m->p[m->match[to]] != -1)) {
                    long cb = common_base(m, v, to);
                    memset(m->blossom, 0, n);
                    mark_path(m, v, cb, to);
                    mark_path(m, to, cb, v);
                    for (size_t i = 0; i < n; i++) {
                        if (!m->blossom[m->base[i]])
                            continue;
                        m->base[i] = cb;
                        if (!m->used[i]) {
                            m->used[i] = 1;
                            m->queue[qt++] = (long)i;
                        }
                    }
                } else if (m->p[to] == -1) {
                    m->p[to] = v;
                    if (m->match[to] == -1)
                        return to;
                    long next = m->match[to];
                    m->used[next] = 1;
                    m->queue[qt++] = next;
                }
            }
        }
    }
    return -1;
}

static void augment(swc_cardmatch *m, long v)
{
    while (v != -1) {
        long pv = m->p[v], ppv = m->match[pv];
        m->match[v] = pv;
        m->match[pv] = v;
        v = ppv;
    }
}

size_t swc_cardmatch_solve(swc_cardmatch *m)
{
    size_t n = m->n, pairs = 0;
    /* greedy first: most vertices of a dense graph find a partner here */
    for (size_t v = 0; v < n; v++) {
        if (!is_live(m, v) || m->match[v] != -1)
            continue;
        const uint64_t *row = ROW(m, v);
        for (size_t wi = 0; wi < m->rw && m->match[v] == -1; wi++) {
            uint64_t bits = row[wi] & m->live[wi];
            while (bits) {
                size_t w = wi * 64 + (size_t)__builtin_ctzll(bits);
                bits &= bits - 1;
                if (m->match[w] == -1) {
                    m->match[v] = (long)w;
                    m->match[w] = (long)v;
                    break;
                }
            }
        }
    }
    for (size_t v = 0; v < n; v++) {
        if (!is_live(m, v) || m->match[v] != -1)
            continue;
        long end = find_path(m, (long)v);
        if (end != -1)
            augment(m, end);
    }
    for (size_t v = 0; v < n; v++)
        pairs += is_live(m, v) && m->match[v] > (long)v;
    return pairs;
}

int swc_cardmatch_fix(swc_cardmatch *m, size_t u, size_t v)
{
    long y = m->match[u], z = m->match[v];
    set_live(m, u, 0);
    set_live(m, v, 0);
    if (y == (long)v)
        return 1;
    /* u and v leave with their partners' edges: y and z must find each
     * other through an alternating path of the rest. */
    m->match[y] = m->match[z] = -1;
    long end = find_path(m, y);
    if (end != -1) {
        augment(m, end);
        m->match[u] = (long)v;
        m->match[v] = (long)u;
        return 1;
    }
    m->match[y] = (long)u;
    m->match[z] = (long)v;
    set_live(m, u, 1);
    set_live(m, v, 1);
    return 0;
}
