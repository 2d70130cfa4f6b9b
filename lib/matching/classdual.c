/* Start duals from the classes of a matching's vertices; see classdual.h. */
#include "classdual.h"

#include <string.h>

#include "../core/wide.h"

/*
 * The network: source S, a left node per class (capacity cnt from S), a
 * right node per class (capacity cnt to the sink K), and an arc of cost
 * C - w(s, t) from left s to right t for every edge, C above every weight.
 * A path S -> s -> t -> K costs C less its gain, and so does every
 * augmenting path (one more forward middle arc than backward ones); an
 * arc S -> K of cost C (units left unused) ends the search when no path
 * gains anything.
 */
enum { ARC_NONE, ARC_SOURCE, ARC_SOURCE_BACK, ARC_MIDDLE, ARC_MIDDLE_BACK, ARC_SINK, ARC_SINK_BACK, ARC_UNUSED };

typedef struct net {
    size_t k, Lc, V;
    const uint32_t *cnt;
    const uint64_t *w; /* k x k, L limbs */
    size_t L;
    uint64_t *C;       /* Lc limbs */
    uint64_t *pot;     /* V x Lc: potentials (true distances, never negative) */
    uint64_t *dist;    /* V x Lc: reduced distances of the last search */
    uint32_t *flow;    /* k x k units on the middle arcs */
    uint32_t *out, *in;
    uint8_t *reached, *done, *how;
    size_t *from;
} net;

#define NODE_S 0
#define LEFT(n, s) (1 + (s))
#define RIGHT(n, t) (1 + (n)->k + (t))
#define NODE_K(n) (1 + 2 * (n)->k)
#define POT(n, v) ((n)->pot + (v) * (n)->Lc)
#define DIST(n, v) ((n)->dist + (v) * (n)->Lc)

static const uint64_t *weight(const net *n, size_t s, size_t t)
{
    return n->w + (s * n->k + t) * n->L;
}

static int has_edge(const net *n, size_t s, size_t t)
{
    return !wide_is_zero(weight(n, s, t), n->L);
}

/* The reduced cost of an arc a -> b of true cost plus - minus (both not
 * negative): plus + pot(a) - pot(b) - minus, which the potentials keep
 * from being negative; a rounding the invariant forbids reads as zero. */
static void reduced(const net *n, size_t a, size_t b, const uint64_t *plus, const uint64_t *minus, uint64_t *out)
{
    uint64_t hi[SWC_WIDE_MAX_LIMBS], lo[SWC_WIDE_MAX_LIMBS];
    size_t Lc = n->Lc;
    wide_copy(hi, POT(n, a), Lc);
    if (plus)
        wide_add(hi, plus, Lc);
    wide_copy(lo, POT(n, b), Lc);
    if (minus)
        wide_add(lo, minus, Lc);
    if (wide_cmp(hi, lo, Lc) <= 0) {
        wide_zero(out, Lc);
        return;
    }
    wide_copy(out, hi, Lc);
    wide_sub(out, lo, Lc);
}

/* The cost of a middle arc, C - w(s, t). */
static void middle_cost(const net *n, size_t s, size_t t, uint64_t *out)
{
    uint64_t wc[SWC_WIDE_MAX_LIMBS];
    wide_copy(wc, weight(n, s, t), n->L);
    wide_zero(wc + n->L, n->Lc - n->L);
    wide_copy(out, n->C, n->Lc);
    wide_sub(out, wc, n->Lc);
}

static void offer(net *n, size_t a, size_t b, const uint64_t *rc, uint8_t how)
{
    uint64_t d[SWC_WIDE_MAX_LIMBS];
    if (n->done[b])
        return;
    wide_copy(d, DIST(n, a), n->Lc);
    wide_add(d, rc, n->Lc);
    if (!n->reached[b] || wide_cmp(d, DIST(n, b), n->Lc) < 0) {
        wide_copy(DIST(n, b), d, n->Lc);
        n->reached[b] = 1;
        n->how[b] = how;
        n->from[b] = a;
    }
}

/* Shortest reduced distances from S over the residual arcs (dense
 * Dijkstra: the network is small and nearly complete). */
static void search(net *n)
{
    size_t k = n->k, V = n->V, Lc = n->Lc;
    uint64_t rc[SWC_WIDE_MAX_LIMBS], c[SWC_WIDE_MAX_LIMBS];
    memset(n->reached, 0, V);
    memset(n->done, 0, V);
    wide_zero(DIST(n, NODE_S), Lc);
    n->reached[NODE_S] = 1;
    n->how[NODE_S] = ARC_NONE;
    for (;;) {
        size_t a = V;
        for (size_t v = 0; v < V; v++)
            if (n->reached[v] && !n->done[v] && (a == V || wide_cmp(DIST(n, v), DIST(n, a), Lc) < 0))
                a = v;
        if (a == V)
            return;
        n->done[a] = 1;
        if (a == NODE_S) {
            /* the unused units first: on a tie they end the search */
            reduced(n, NODE_S, NODE_K(n), n->C, NULL, rc);
            offer(n, NODE_S, NODE_K(n), rc, ARC_UNUSED);
            for (size_t s = 0; s < k; s++)
                if (n->out[s] < n->cnt[s]) {
                    reduced(n, NODE_S, LEFT(n, s), NULL, NULL, rc);
                    offer(n, NODE_S, LEFT(n, s), rc, ARC_SOURCE);
                }
        } else if (a <= k) {
            size_t s = a - 1;
            for (size_t t = 0; t < k; t++)
                if (has_edge(n, s, t)) {
                    middle_cost(n, s, t, c);
                    reduced(n, a, RIGHT(n, t), c, NULL, rc);
                    offer(n, a, RIGHT(n, t), rc, ARC_MIDDLE);
                }
            if (n->out[s] > 0) {
                reduced(n, a, NODE_S, NULL, NULL, rc);
                offer(n, a, NODE_S, rc, ARC_SOURCE_BACK);
            }
        } else if (a <= 2 * k) {
            size_t t = a - 1 - k;
            for (size_t s = 0; s < k; s++)
                if (n->flow[s * k + t] > 0) {
                    middle_cost(n, s, t, c);
                    reduced(n, a, LEFT(n, s), NULL, c, rc);
                    offer(n, a, LEFT(n, s), rc, ARC_MIDDLE_BACK);
                }
            if (n->in[t] < n->cnt[t]) {
                reduced(n, a, NODE_K(n), NULL, NULL, rc);
                offer(n, a, NODE_K(n), rc, ARC_SINK);
            }
        } else {
            for (size_t t = 0; t < k; t++)
                if (n->in[t] > 0) {
                    reduced(n, a, RIGHT(n, t), NULL, NULL, rc);
                    offer(n, a, RIGHT(n, t), rc, ARC_SINK_BACK);
                }
        }
    }
}

/* pot += min(dist, dist(K)); the reduced costs of the residual arcs stay
 * non-negative, and those of the path just found become zero. */
static void update_potentials(net *n)
{
    const uint64_t *dk = DIST(n, NODE_K(n));
    for (size_t v = 0; v < n->V; v++) {
        const uint64_t *d = n->reached[v] && wide_cmp(DIST(n, v), dk, n->Lc) < 0 ? DIST(n, v) : dk;
        wide_add(POT(n, v), d, n->Lc);
    }
}

/* Push as many units as the path to K allows. */
static void augment(net *n)
{
    size_t k = n->k;
    uint32_t units = UINT32_MAX;
    for (size_t b = NODE_K(n); b != NODE_S; b = n->from[b]) {
        size_t a = n->from[b];
        uint32_t room = UINT32_MAX;
        switch (n->how[b]) {
        case ARC_SOURCE: room = n->cnt[b - 1] - n->out[b - 1]; break;
        case ARC_SINK: room = n->cnt[a - 1 - k] - n->in[a - 1 - k]; break;
        case ARC_MIDDLE_BACK: room = n->flow[(b - 1) * k + (a - 1 - k)]; break;
        default: break;
        }
        if (room < units)
            units = room;
    }
    for (size_t b = NODE_K(n); b != NODE_S; b = n->from[b]) {
        size_t a = n->from[b];
        switch (n->how[b]) {
        case ARC_SOURCE: n->out[b - 1] += units; break;
        case ARC_MIDDLE: n->flow[(a - 1) * k + (b - 1 - k)] += units; break;
        case ARC_MIDDLE_BACK: n->flow[(b - 1) * k + (a - 1 - k)] -= units; break;
        case ARC_SINK: n->in[a - 1 - k] += units; break;
        default: break;
        }
    }
}

int swc_class_duals(const swc_mem *mem, size_t k, const uint32_t *cnt, const uint64_t *w, size_t L, uint64_t *y)
{
    size_t Lc = L + 1;
    if (k == 0)
        return SWC_OK;
    if (Lc > SWC_WIDE_MAX_LIMBS || k > SIZE_MAX / k / sizeof(uint32_t))
        return SWC_ELIMIT;
    net n;
    memset(&n, 0, sizeof n);
    n.k = k;
    n.Lc = Lc;
    n.V = 2 * k + 2;
    n.cnt = cnt;
    n.w = w;
    n.L = L;
    uint64_t C[SWC_WIDE_MAX_LIMBS];
    wide_zero(C, Lc);
    for (size_t i = 0; i < k * k; i++)
        if (wide_cmp(w + i * L, C, L) > 0)
            wide_copy(C, w + i * L, L);
    wide_add_shifted(C, 1, 0, Lc);
    n.C = C;
    n.pot = swc_mem_calloc(mem, n.V * Lc, sizeof *n.pot);
    n.dist = swc_mem_calloc(mem, n.V * Lc, sizeof *n.dist);
    n.flow = swc_mem_calloc(mem, k * k, sizeof *n.flow);
    n.out = swc_mem_calloc(mem, k, sizeof *n.out);
    n.in = swc_mem_calloc(mem, k, sizeof *n.in);
    n.reached = swc_mem_calloc(mem, n.V, 1);
    n.done = swc_mem_calloc(mem, n.V, 1);
    n.how = swc_mem_calloc(mem, n.V, 1);
    n.from = swc_mem_calloc(mem, n.V, sizeof *n.from);
    int rc = SWC_OK;
    if (!n.pot || !n.dist || !n.flow || !n.out || !n.in || !n.reached || !n.done || !n.how || !n.from) {
        rc = SWC_ENOMEM;
        goto done;
    }
    /* each path saturates a source or sink arc or empties a middle arc;
     * a bound far above what the brackets need */
    size_t limit = 4 * k * k + 64;
    for (size_t round = 0;; round++) {
        if (round == limit) {
            rc = SWC_ELIMIT;
            goto done;
        }
        search(&n);
        update_potentials(&n);
        if (n.how[NODE_K(&n)] == ARC_UNUSED)
            break;
        augment(&n);
    }
    /* u(s) = pot(left s), v(t) = max(0, C - pot(right t)): u(s) + v(t) is
     * at least C + pot(left s) - pot(right t) >= w(s, t) on every middle
     * arc, and y(t) = u(t) + v(t) counts both sides of the cover */
    for (size_t t = 0; t < k; t++) {
        uint64_t v[SWC_WIDE_MAX_LIMBS];
        wide_copy(v, POT(&n, LEFT(&n, t)), Lc);
        if (wide_cmp(POT(&n, RIGHT(&n, t)), C, Lc) < 0) {
            uint64_t r[SWC_WIDE_MAX_LIMBS];
            wide_copy(r, C, Lc);
            wide_sub(r, POT(&n, RIGHT(&n, t)), Lc);
            wide_add(v, r, Lc);
        }
        if (v[L] != 0) {
            rc = SWC_ELIMIT;
            goto done;
        }
        wide_copy(y + t * L, v, L);
    }
done:
    swc_mem_free(mem, n.pot, n.V * Lc * sizeof *n.pot);
    swc_mem_free(mem, n.dist, n.V * Lc * sizeof *n.dist);
    swc_mem_free(mem, n.flow, k * k * sizeof *n.flow);
    swc_mem_free(mem, n.out, k * sizeof *n.out);
    swc_mem_free(mem, n.in, k * sizeof *n.in);
    swc_mem_free(mem, n.reached, n.V);
    swc_mem_free(mem, n.done, n.V);
    swc_mem_free(mem, n.how, n.V);
    swc_mem_free(mem, n.from, n.V * sizeof *n.from);
    return rc;
}
