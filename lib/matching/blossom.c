/*
 * Blossoms of a matcher: labelling the trees, finding and nesting
 * blossoms, expanding them, and augmenting along paths through them.
 */
#include <string.h>

#include "matcher_state.h"

static int ivec_push(const swc_mem *mem, ivec *v, long x)
{
    if (swc_mem_reserve(mem, (void **)&v->a, &v->cap, v->n + 1, sizeof *v->a))
        return -1;
    v->a[v->n++] = x;
    return 0;
}

size_t swc_blossom_leaves(swc_matcher *m, long b)
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
 * top names itself): swc_blossom_add() points only its children at the new
 * blossom, because pointing every vertex at it made nested blossoms cost
 * the square of their depth, and top_of() follows the pointers up and
 * shortens them. Whatever expands a blossom points everything below each
 * child at the child (swc_blossom_point_at()), so no pointer names a released blossom.
 */
long swc_blossom_top_slow(swc_matcher *m, long v)
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

/* s has just become a top-level blossom: everything below it points at it. */
void swc_blossom_point_at(swc_matcher *m, long s)
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

void swc_blossom_assign_label(swc_matcher *m, long w, long t, long p)
{
    long tree = p == -1 ? w : m->troot[top_of(m, EP(p))];
    for (;;) {
        long b = top_of(m, w);
        m->troot[b] = tree;
        m->label[w] = m->label[b] = t;
        m->labelend[w] = m->labelend[b] = p;
        m->bestedge[w] = m->bestedge[b] = -1;
        if (t == 1) {
            size_t k = swc_blossom_leaves(m, b);
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

long swc_blossom_scan(swc_matcher *m, long v, long w)
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

/* Edge ee of the new blossom b towards blossom bj: kept as bj's
 * least-slack edge (bestedgeto[bj], its slack in toslack at bj * L) when
 * bj is another S blossom and ee's slack is less than the one held, each
 * candidate's slack made once (no dual moves while b forms); bj joins
 * `touched` at its first edge. -1 when that list cannot grow. */
static inline __attribute__((always_inline)) int offer_to(swc_matcher *m, long b, long bj, long ee, ivec *touched)
{
    if (bj == b || m->label[bj] != 1)
        return 0;
    uint64_t s[SWC_WIDE_MAX_LIMBS];
    uint64_t *held = m->toslack + (size_t)bj * m->L;
    slack_e(m, ee, s);
    if (m->bestedgeto[bj] != -1 && wide_cmp(s, held, m->L) >= 0)
        return 0;
    int rc = m->bestedgeto[bj] == -1 && ivec_push(m->mem, touched, bj) ? -1 : 0;
    m->bestedgeto[bj] = ee;
    wide_copy(held, s, m->L);
    return rc;
}

int swc_blossom_add(swc_matcher *m, long base, long e)
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
        size_t nl = swc_blossom_leaves(m, c);
        for (size_t i = 0; i < nl; i++)
            m->queue[m->qn++] = m->leafbuf[i];
    }
    if (m->lazy) {
        /* no dual step reads the records before the rescan that makes
         * them (phase() in search.c); a child without them is read from its rows */
        for (size_t ci = 0; ci < path->n; ci++) {
            swc_blossom_drop_bestedges(m, path->a[ci]);
            m->bestedge[path->a[ci]] = -1;
        }
        swc_blossom_drop_bestedges(m, b);
        m->bestedge[b] = -1;
        return 0;
    }
    long *bestto = m->bestedgeto;
    size_t L = m->L;
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
                if (offer_to(m, b, top_of(m, j), ee, &touched))
                    rc = -1;
            }
        } else {
            size_t nl2 = swc_blossom_leaves(m, sub);
            for (size_t li = 0; li < nl2 && !rc; li++) {
                long x = m->leafbuf[li];
                const uint64_t *row = m->ebits + (size_t)x * m->rw;
                for (long j = next_neighbour(m, row, 0); j >= 0 && !rc; j = next_neighbour(m, row, j + 1))
                    if (offer_to(m, b, top_of(m, j), ECODE(x, j), &touched))
                        rc = -1;
            }
        }
        swc_blossom_drop_bestedges(m, sub);
        m->bestedge[sub] = -1;
    }
    /* b's list, and its least (the first of the least in the list) */
    ivec *mine = &m->bestedges[b];
    mine->n = 0;
    long least = -1;
    const uint64_t *ls = NULL;
    for (size_t i = 0; i < touched.n; i++) {
        long bj = touched.a[i];
        if (!rc && ivec_push(mem, mine, bestto[bj]))
            rc = -1;
        if (least == -1 || wide_cmp(m->toslack + (size_t)bj * L, ls, L) < 0) {
            least = bestto[bj];
            ls = m->toslack + (size_t)bj * L;
        }
        bestto[bj] = -1;
    }
    swc_mem_free(mem, touched.a, touched.cap * sizeof *touched.a);
    if (rc)
        return -1;
    m->has_bestedges[b] = 1;
    m->bestedge[b] = least;
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

void swc_blossom_release(swc_matcher *m, long b)
{
    m->label[b] = m->labelend[b] = -1;
    m->childs[b].n = 0;
    m->endps[b].n = 0;
    m->blossombase[b] = -1;
    swc_blossom_drop_bestedges(m, b);
    m->bestedge[b] = -1;
    m->unused[m->nunused++] = b;
}

/* Lists of up to this many records keep their storage for the next. */
#define BESTEDGES_KEPT 64

void swc_blossom_drop_bestedges(swc_matcher *m, long b)
{
    ivec *l = &m->bestedges[b];
    m->has_bestedges[b] = 0;
    if (l->cap > BESTEDGES_KEPT) {
        swc_mem_free(m->mem, l->a, l->cap * sizeof *l->a);
        l->a = NULL;
        l->n = l->cap = 0;
    }
}

void swc_blossom_expand(swc_matcher *m, long b, int endstage)
{
    ivec *ch = &m->childs[b];
    for (size_t i = 0; i < ch->n; i++) {
        long s = ch->a[i];
        m->blossomparent[s] = -1;
        if (s < (long)N) {
            m->inblossom[s] = s;
        } else if (endstage && wide_is_zero(DUAL(s), m->L)) {
            swc_blossom_expand(m, s, endstage);
        } else {
            swc_blossom_point_at(m, s);
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
            swc_blossom_assign_label(m, EP(REV(p)), 2, p);
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
            size_t nl = swc_blossom_leaves(m, bv);
            long v = -1;
            for (size_t k = 0; k < nl; k++) {
                v = m->leafbuf[k];
                if (m->label[v] != 0)
                    break;
            }
            if (v >= 0 && m->label[v] != 0) {
                m->label[v] = 0;
                m->label[EP(m->mate[m->blossombase[bv]])] = 0;
                swc_blossom_assign_label(m, v, 2, m->labelend[v]);
            }
            j += jstep;
        }
    }
    swc_blossom_release(m, b);
}

/* b is a top-level T blossom of zero dual. */
static int zero_t(const swc_matcher *m, long b)
{
    return m->blossombase[b] >= 0 && m->blossomparent[b] == -1 && m->label[b] == 2 && wide_is_zero(DUAL(b), m->L);
}

/*
 * Expand every top-level T blossom of zero dual, and each of its
 * sub-blossoms that becomes one in turn: each expansion is a dual step of
 * size zero, taken here without the search for the least slack that
 * phase() (search.c) makes before every step (blossoms nested inside one
 * of positive dual keep their zero dual, and a tree can reach thousands of
 * them).
 * Returns whether any was expanded.
 */
int swc_blossom_expand_zero_t(swc_matcher *m)
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
        swc_blossom_expand(m, b, 0);
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

static void augment_blossom(swc_matcher *m, long b, long v)
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
void swc_blossom_augment_side(swc_matcher *m, long s, long p)
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

void swc_blossom_augment_matching(swc_matcher *m, long e)
{
    long v = EU(e), w = EV(e);
    swc_blossom_augment_side(m, v, PCODE(v, w));
    swc_blossom_augment_side(m, w, PCODE(w, v));
}
