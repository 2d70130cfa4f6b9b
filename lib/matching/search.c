/*
 * The search phases of a matcher. A phase grows on tight edges first and
 * keeps the least-slack records only once a dual step is needed. On tight
 * edges a neighbour is told apart by a fingerprint of the dual it would
 * need (maybe_tight) before anything else about it is looked up. Where
 * trees keep spreading over the window (many equal weights), all exposed
 * vertices grow a forest at once instead, whose trees augment and leave as
 * they meet; the cheaper of the two is measured as the solve goes
 * (swc_search_run_pending).
 */
#include <string.h>

#include "matcher_state.h"

/* Slack of bestedge[x], computed once per dual move. */
static const uint64_t *best_slack(swc_matcher *m, long x)
{
    uint64_t *c = m->bslack + (size_t)x * m->L;
    if (m->bepoch[x] != m->epoch) {
        slack_e(m, m->bestedge[x], c);
        m->bepoch[x] = m->epoch;
    }
    return c;
}

/* Offer edge e with slack ks as x's best edge. */
static void offer_best(swc_matcher *m, long x, long e, const uint64_t *ks)
{
    if (m->bestedge[x] == -1 || cmp_limbs(ks, best_slack(m, x), m->L) < 0) {
        m->bestedge[x] = e;
        wide_copy(m->bslack + (size_t)x * m->L, ks, m->L);
        m->bepoch[x] = m->epoch;
    }
}

/*
 * Lazy growth of a forest, after an augmentation: the trees of roots r1
 * and r2 (-1: none) leave, the others grow on. No dual has moved in the
 * phase, so the blossoms it formed have zero dual: those of the leaving
 * trees are expanded as at the end of a stage, and everything of theirs
 * is unlabelled.
 */
static void drop_trees(swc_matcher *m, long r1, long r2)
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
            swc_blossom_expand(m, b, 1);
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
static inline int maybe_tight(swc_matcher *m, long v, long w)
{
    uint32_t id = edge_id(m, v, w);
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
static int grow(swc_matcher *m)
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
                if (!tight_uv(m, v, w))
                    continue;
            } else if (!allowed(m, e) && slack_uv(m, v, w, ks)) {
                allow_edge(m, e);
            }
            if (m->lazy || allowed(m, e)) {
                long r1 = m->troot[bv], r2 = -1;
                if (m->label[bw] == 0) {
                    if (m->mate[m->blossombase[bw]] != -1) {
                        swc_blossom_assign_label(m, w, 2, REV(p));
                        continue;
                    }
                    /* an exposed vertex outside the trees */
                    m->labelend[bw] = -1;
                } else if (m->label[bw] == 1) {
                    long base = swc_blossom_scan(m, v, w);
                    if (base >= 0) {
                        if (swc_blossom_add(m, base, e))
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
                swc_blossom_augment_matching(m, e);
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
 * exposure moves there). A forest (swc_search_run_pending) augments as
 * often as its trees meet while lazy, and then ends the phase; when the lazy growth
 * found nothing it moves the duals of all its trees at once and ends at
 * the first augmentation. Returns 1, or -1 on allocation failure.
 */
static int phase(swc_matcher *m)
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
        if (swc_blossom_expand_zero_t(m))
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
            swc_blossom_augment_side(m, deltavertex, -1);
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
            swc_blossom_expand(m, deltablossom, 0);
        }
    }
}

static void reset_labels(swc_matcher *m)
{
    size_t n = N;
    m->epoch++;
    for (size_t v = 0; v < 2 * n; v++) {
        m->label[v] = 0;
        m->bestedge[v] = -1;
        if (v >= n)
            swc_blossom_drop_bestedges(m, (long)v);
    }
    m->qn = 0;
}

static void end_stage(swc_matcher *m)
{
    for (size_t b = N; b < 2 * N; b++)
        if (m->blossomparent[b] == -1 && m->blossombase[b] >= 0 && m->label[b] == 1 && wide_is_zero(DUAL(b), m->L))
            swc_blossom_expand(m, (long)b, 1);
}

/* Match r, exposed and of its own, to its first exposed neighbour of its
 * own along a tight edge, if any: the augmenting path of one edge. */
void swc_search_pair_tight(swc_matcher *m, long r)
{
    const uint64_t *row = m->ebits + (size_t)r * m->rw;
    for (long w = next_neighbour(m, row, 0); w >= 0; w = next_neighbour(m, row, w + 1)) {
        if (m->mate[w] == -1 && top_of(m, w) == w && tight_uv(m, r, w)) {
            m->mate[r] = PCODE(r, w);
            m->mate[w] = PCODE(w, r);
            return;
        }
    }
}

/* An exposed vertex of its own takes the least dual its edges allow (a
 * dissolved blossom around it may just have raised it). */
static void lower_dual(swc_matcher *m, long r)
{
    uint64_t low[SWC_WIDE_MAX_LIMBS];
    swc_start_least_feasible(m, r, low);
    if (wide_cmp(low, DUAL(r), m->L) < 0) {
        wide_copy(DUAL(r), low, m->L);
        m->epoch++; /* cached slacks of r's edges are stale */
    }
}

/* Whether r roots a phase: an active exposed vertex of positive dual. */
static int needs_phase(const swc_matcher *m, long r)
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
static size_t label_roots(swc_matcher *m)
{
    reset_labels(m);
    for (size_t i = 0; i < m->npending; i++) {
        long r = m->pending[i];
        if (!needs_phase(m, r) || top_of(m, r) != r)
            continue;
        lower_dual(m, r);
        if (!wide_is_zero(DUAL(r), m->L))
            swc_search_pair_tight(m, r);
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
            swc_blossom_assign_label(m, x, 1, -1);
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
int swc_search_run_pending(swc_matcher *m)
{
    size_t f_scans = 0, f_done = 0, f_phases = 0, s_scans = 0, s_done = 0;
    size_t recent[8] = { 0 }, recent_sum = 0; /* the last eight single phases */
    int forest = m->policy == SWC_MATCHER_FOREST;
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
            if (m->policy == SWC_MATCHER_ADAPTIVE && ++f_phases >= 2 && f_scans * s_done > s_scans * f_done) {
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
        swc_blossom_assign_label(m, r, 1, -1);
        if (phase(m) < 0)
            return -1;
        end_stage(m);
        size_t cost = m->nscans - scans0;
        s_scans += cost;
        recent_sum += cost - recent[s_done % 8];
        recent[s_done % 8] = cost;
        s_done++;
        if (m->policy == SWC_MATCHER_ADAPTIVE && s_done >= 8 && m->npending >= 8 &&
            (f_done ? recent_sum * f_done > f_scans * 8 : recent_sum > N)) {
            forest = 1;
            f_scans = f_done = f_phases = 0;
        }
    }
    return 0;
}
