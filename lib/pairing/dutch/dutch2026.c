/*
 * FIDE Dutch system, 2026 edition (C.04.3 applied from 1 Feb 2026), as the
 * reference engine computes it: one persistent weight matrix over every
 * player to be paired, criteria encoded as bit fields of each edge weight,
 * decisions fixed bracket by bracket through maximum-weight matchings.
 * §4 and §5 of doc/internals/dutch-engine.md describe every step below.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef SWC_DUTCH_TRACE
#include <time.h>
#endif

#include "../../core/wide.h"
#include "../../matching/matcher.h"
#include "../../matching/start.h"
#include "../../matching/warm.h"
#include "../../matching/weights.h"
#include "../../matching/wpool.h"
#include "bracket.h"
#include "complete.h"
#include "criteria.h"
#include "dutch.h"
#include "common.h"
#include "exchange.h"
#include "reserve.h"

typedef struct field {
    unsigned off, width;
} field;

typedef struct engine {
    dutch_ctx *c;
    const swc_mem *mem;
    size_t n, L;
    unsigned bits, B, S;
    field f[D26_NFIELDS];      /* the fields of dutch26_criteria */
    uint8_t has[D26_NFIELDS];
    unsigned facts;            /* what they read of a player (criteria.h) */
    /* score groups, descending: vertices [gstart[g], gstart[g+1]) */
    size_t ngroups;
    size_t *gstart;
    /* The layout of the weights now stored (§14.5): the round's, with a
     * score counter for every group, during the setup; then a window's,
     * with counters only for the groups of its players. lshift names the
     * shift of each present group's counter (NO_SHIFT for the others) and
     * S, bits, L and f describe that layout; oshift is the previous
     * window's, for carrying weights over. */
    unsigned *lshift, *oshift;
    size_t psi_L;       /* limbs per psi entry as allocated (the round's L) */
    size_t *grp;        /* group of each vertex */
    /* Weights of the edges between window players (lower triangle over
     * window positions, ids into wp); every other edge still has its
     * setup weight, c0 + psi(u) + psi(v) for compatible players (see
     * implied()). wp also holds the bracket's base weights (bbase). */
    swc_idtab Wx;
    swc_wpool wp;       /* the distinct window weights, in the window's layout */
    swc_idtab *bbase;   /* the bracket's base weights (ids), bbase_n of them */
    size_t bbase_n;
    long *wpos;         /* vertex -> window position, -1 outside */
    size_t *win;        /* window vertices */
    size_t wn;
    int in_brackets;    /* setup done: weights follow the window scheme */
    /* Window players whose edges were written since the window matching
     * (dirty_w) or the whole-field matching (dirty_f) last read them:
     * only their rows are compared again. */
    uint8_t *dirty_w, *dirty_f, *dflag;
    size_t *dlist;
    uint64_t *psi;      /* per vertex, L limbs */
    uint64_t c0[SWC_WIDE_MAX_LIMBS];
    int single0;
    uint8_t *fixed;
    long *M;            /* current matching (unfixed vertices), -1 = unmatched */
    long *final_mate;   /* pairs fixed so far */
    int32_t beta;
    int single;
    uint32_t *rank9;    /* indexed by games played */
    size_t *cmap;       /* scratch: vertex -> compact index */
    size_t *cinv;
    long *cmate;
    long *gmate;        /* scratch of the greedy completion */
    size_t *gnext, *gprev, *gverts, *gpos;
    uint8_t *gcls;
    long *bfs_par;
    uint32_t *bfs_seen, bfs_stamp;
    size_t *bfs_q;
    unsigned long stat_relaxed, stat_full; /* matchings solved each way */
#ifdef SWC_DUTCH_TRACE
    double trace_cpu;           /* op_trace(): CPU time and solves at the last step */
    unsigned long trace_solves;
#endif
    /* the window's matching, re-optimised between decisions (matcher.h) */
    swc_matcher *dm;
    uint8_t *dm_gone, *dm_touch;
    size_t *dm_count;
    uint64_t *dm_chg;       /* changed edges of one update, bit a * cap + b */
    uint64_t *dm_tight;     /* two rows of tight edges (cycle_keeps_optimum) */
    long *dm_mate;
    size_t dm_cap;
    size_t dm_ndummy;       /* PAB and reserve vertices after the window (mwm()) */
    size_t dm_late;         /* reserve vertices joined only after a first
                             * optimum of the window alone (mwm()) */
    uint8_t *dm_role;       /* per window position (window_reserve()) */
    uint64_t dm_h[SWC_WIDE_MAX_LIMBS]; /* the weight H of new_window_matcher() */
    size_t dm_nout;         /* players below the window when they were set */
    size_t w_nd, w_nb;      /* the window's MDPs and bracket: [0, w_nd), [0, w_nb) */
    int field_sticky;       /* this window's questions go to the whole field */
    int window_decided;     /* the last mwm() was decided by the window matcher */
    /* mwm(): the matcher's id of a window pair's weight, by what it is made
     * of (weight id, psi classes, roles, compatibility; see sync_slot()) */
    uint8_t *pcls;          /* psi class per window position, npcls of them (0: no cache) */
    size_t npcls;
    uint64_t *mc_key;       /* open addressing, MC_CAP slots; value id + 1, 0 empty */
    uint32_t *mc_id;
    size_t mc_n;
    unsigned long mc_epoch; /* the matcher's id epoch the entries belong to */
    struct bracket *br;     /* the bracket being paired */
    swc_matcher *fdm;        /* the whole field, once engaged (field_solve) */
    uint8_t *fdm_gone, *fdm_touch;
    long *fdm_idx;          /* vertex -> fdm's vertex, -1 if fixed when it was made */
    size_t *fdm_inv;        /* fdm's vertex -> vertex */
    long *fdm_mate;
} engine;

/* Weight of the edge between two window players (valid until the next
 * new weight is stored). */
static const uint64_t *Wp(engine *e, size_t u, size_t v)
{
    return swc_wpool_get(&e->wp, swc_idtab_get(&e->Wx, swc_dutch_tri((size_t)e->wpos[u], (size_t)e->wpos[v])));
}

/* Store the weight of that edge by id: u's row is marked changed (a
 * reader compares every edge of a marked row, so one end suffices). A
 * table that cannot widen for the id fails like an interning (mwm()). */
static void Wput_id(engine *e, size_t u, size_t v, uint32_t id)
{
    e->dirty_w[u] = e->dirty_f[u] = 1;
    swc_wpool_store(&e->wp, &e->Wx, swc_dutch_tri((size_t)e->wpos[u], (size_t)e->wpos[v]), id);
}

/* The same with a value (a failed interning is reported by mwm()). */
static void Wput(engine *e, size_t u, size_t v, const uint64_t *w)
{
    Wput_id(e, u, v, swc_wpool_id(&e->wp, w));
}

/*
 * The window positions whose rows changed since a reader last looked
 * (dirty, by vertex; cleared here), into e->dlist, flagged in e->dflag.
 * Pairs of window positions to compare: (a, b) for a in the list and any
 * b, skipping b that is listed and after a (each pair once).
 */
static size_t take_dirty(engine *e, uint8_t *dirty)
{
    size_t k = 0;
    for (size_t p = 0; p < e->wn; p++) {
        size_t v = e->win[p];
        e->dflag[p] = dirty[v];
        if (dirty[v])
            e->dlist[k++] = p;
        dirty[v] = 0;
    }
    return k;
}

/* value v (< 2^64) at bit `at` of w, added (modular) */
static void add_at(engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_add_shifted(w, v, at, e->L);
}

static void sub_at(engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    uint64_t t[SWC_WIDE_MAX_LIMBS] = { 0 };
    wide_add_shifted(t, v, at, e->L);
    wide_sub(w, t, e->L);
}

static int cand(const engine *e, size_t x)
{
    return e->c->pl[x].eligible && e->c->pl[x].ps <= e->beta;
}

/* The float of p `back` rounds ago (1 or 2). */
static uint8_t float_back(const dutch_player *p, int back)
{
    return back == 1 ? p->fl1 : p->fl2;
}

/* The lower player l downfloated `back` rounds ago, and so did the higher
 * player h when both have the same score: the residents of the bracket
 * who downfloat again if this pair is not made. */
static uint64_t downfloated(const dutch_player *h, const dutch_player *l, int back)
{
    return (uint64_t)(float_back(l, back) == SWC_FLOAT_DOWN) + (h->ps == l->ps && float_back(h, back) == SWC_FLOAT_DOWN);
}

/* The pair makes l, an MDP's opponent, upfloat again. */
static int upfloats_again(const dutch_player *h, const dutch_player *l, int back)
{
    return h->ps > l->ps && float_back(l, back) == SWC_FLOAT_UP;
}

/*
 * ω(h, l; cur, nxt) with the engine's current β, single and rank9 (§4.2),
 * one line per criterion of dutch26_criteria. cur: l is a resident of the
 * bracket; nxt: l is in the next score group.
 */
static void omega(engine *e, size_t h, size_t l, int cur, int nxt, uint64_t *w)
{
    wide_zero(w, e->L);
    const dutch_ctx *c = e->c;
    if (!dutch_compatible(c, h, l))
        return;
    const dutch_player *ph = &c->pl[h], *pl = &c->pl[l];
    const field *f = e->f;
    unsigned sh_h = e->lshift[e->grp[h]], sh_l = e->lshift[e->grp[l]];
    add_at(e, w, 1u + !cand(e, h) + !cand(e, l), f[D26_C4].off);
    if (cur) {
        add_at(e, w, 1, f[D26_C6].off);
        add_at(e, w, 1, f[D26_C7].off + sh_h);
    }
    if (nxt) {
        add_at(e, w, 1, f[D26_C8_PAIRS].off);
        add_at(e, w, 1, f[D26_C8_SCORES].off + sh_h);
    }
    if (e->single) {
        uint64_t r = 0;
        if (ph->ps == e->beta)
            r += e->rank9[ph->games];
        if (pl->ps == e->beta)
            r += e->rank9[pl->games];
        add_at(e, w, r, f[D26_C9].off);
    }
    if (!cur)
        return;
    add_at(e, w, !swc_dutch_v10(ph, pl), f[D26_C10].off);
    add_at(e, w, !swc_dutch_v11(ph, pl), f[D26_C11].off);
    add_at(e, w, !swc_dutch_v12(ph, pl), f[D26_C12].off);
    add_at(e, w, !swc_dutch_v13(ph, pl), f[D26_C13].off);
    if (e->has[D26_C14]) {
        add_at(e, w, downfloated(ph, pl, 1), f[D26_C14].off);
        add_at(e, w, !upfloats_again(ph, pl, 1), f[D26_C15].off);
        if (pl->fl1 == SWC_FLOAT_DOWN)
            add_at(e, w, 1, f[D26_C18].off + sh_l);
        if (ph->fl1 == SWC_FLOAT_DOWN)
            add_at(e, w, 1, f[D26_C18].off + sh_h);
        if (!upfloats_again(ph, pl, 1))
            add_at(e, w, 1, f[D26_C19].off + sh_h);
    }
    if (e->has[D26_C16]) {
        add_at(e, w, downfloated(ph, pl, 2), f[D26_C16].off);
        add_at(e, w, !upfloats_again(ph, pl, 2), f[D26_C17].off);
        if (pl->fl2 == SWC_FLOAT_DOWN)
            add_at(e, w, 1, f[D26_C20].off + sh_l);
        if (ph->fl2 == SWC_FLOAT_DOWN)
            add_at(e, w, 1, f[D26_C20].off + sh_h);
        if (!upfloats_again(ph, pl, 2))
            add_at(e, w, 1, f[D26_C21].off + sh_h);
    }
}

/*
 * The class of a player for ω (criteria.h): the facts dutch26_criteria
 * lists, as this engine derives them (the score group, PAB candidacy and
 * the C9 rank). Two players of one class are interchangeable in every ω
 * of the round's step 0.
 */
static void class_of(const engine *e, size_t v, dutch_class_key *out)
{
    const dutch_player *p = &e->c->pl[v];
    dutch_class_key d;
    memset(&d, 0, sizeof d);
    d.score = (int64_t)e->grp[v];
    d.imb = (uint32_t)p->imb;
    d.rank = e->single && p->ps == e->beta ? e->rank9[p->games] : 0;
    d.pab = (uint8_t)cand(e, v);
    dutch_class_key_of(out, e->facts, p, &d);
}

/* Above this many classes in a window, step 0 computes every ω. */
#define MAX_CLASSES 512

/*
 * The class of each of the wn window players x[], numbered from 0, into
 * cls; returns the number of classes, or 0 when there are more than
 * MAX_CLASSES (cls is then unused).
 */
static size_t omega_classes(const engine *e, const size_t *x, size_t wn, uint32_t *cls)
{
    size_t first[MAX_CLASSES], S = 0;
    dutch_class_key *keys = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *keys);
    if (!keys)
        return 0;
    for (size_t a = 0; a < wn; a++)
        class_of(e, x[a], &keys[a]);
    S = swc_dutch_classify(keys, wn, sizeof *keys, cls, MAX_CLASSES, first);
    swc_mem_free(e->mem, keys, (wn ? wn : 1) * sizeof *keys);
    return S;
}

#define NO_SHIFT UINT32_MAX

/* A field of score counters, one per score group present. */
static int score_field(int i)
{
    return dutch26_criteria[i].width == DUTCH_W_SCORES;
}

static unsigned group_width(const engine *e, size_t g)
{
    return swc_dutch_bitlen(e->gstart[g + 1] - e->gstart[g]);
}

/* The fields of dutch26_criteria for the current B and S. */
static void layout(engine *e)
{
    dutch_sizes sz = { .rounds = e->c->P, .pairs = e->B, .scores = e->S };
    unsigned off[D26_NFIELDS], width[D26_NFIELDS];
    e->bits = dutch_layout(dutch26_criteria, D26_NFIELDS, &sz, off, width, e->has);
    for (int i = 0; i < D26_NFIELDS; i++) {
        e->f[i].off = off[i];
        e->f[i].width = width[i];
    }
    e->L = (e->bits + 2) / 64 + 1;
}

/* The layout with score counters for the groups flagged in `present`
 * only, lowest score in the lowest bits as in the round's layout. */
static void set_layout(engine *e, const uint8_t *present)
{
    unsigned sh = 0;
    for (size_t g = e->ngroups; g-- > 0;) {
        e->lshift[g] = present[g] ? sh : NO_SHIFT;
        if (present[g])
            sh += group_width(e, g);
    }
    e->S = sh;
    layout(e);
}

/*
 * A weight of the previous layout (fields of, counters at oshift, oL
 * limbs) expressed in the current one: every field and every score
 * counter keeps its value, so a sum over a matching compares as before.
 * 0, or -1 when the weight counts a group the current layout lacks.
 */
static int relayout(const engine *e, const field *of, size_t oL, const uint64_t *src, uint64_t *dst)
{
    wide_zero(dst, e->L);
    for (int i = 0; i < D26_NFIELDS; i++) {
        if (!e->has[i])
            continue;
        if (!score_field(i)) {
            uint64_t v = wide_get_bits(src, of[i].off, of[i].width, oL);
            wide_add_shifted(dst, v, e->f[i].off, e->L);
            continue;
        }
        for (size_t g = 0; g < e->ngroups; g++) {
            if (e->oshift[g] == NO_SHIFT)
                continue;
            uint64_t v = wide_get_bits(src, of[i].off + e->oshift[g], group_width(e, g), oL);
            if (!v)
                continue;
            if (e->lshift[g] == NO_SHIFT)
                return -1;
            wide_add_shifted(dst, v, e->f[i].off + e->lshift[g], e->L);
        }
    }
    return 0;
}

/* The setup weight of an edge (§5.1): omega with cur = nxt = 0, which is
 * c0 + psi(u) + psi(v) for compatible players and 0 otherwise. */
static void implied(engine *e, size_t u, size_t v, uint64_t *out)
{
    wide_zero(out, e->L);
    if (!dutch_compatible(e->c, u, v))
        return;
    wide_copy(out, e->c0, e->L);
    wide_add(out, e->psi + u * e->L, e->L);
    wide_add(out, e->psi + v * e->L, e->L);
}

/* The weights of the very first matching of an odd round (§5.1 step 1),
 * taken while the round's layout (every group) is the current one. */
static void setup_weight(engine *e, size_t i, size_t j, uint64_t *out)
{
    const dutch_ctx *c = e->c;
    wide_zero(out, e->L);
    if (!dutch_compatible(c, i, j))
        return;
    if (i < j) {
        size_t x = i;
        i = j;
        j = x;
    }
    unsigned B = e->B, S = e->S;
    add_at(e, out, 1u + !c->pl[i].eligible + !c->pl[j].eligible, S + B);
    add_at(e, out, (uint64_t)e->lshift[e->grp[i]] + e->lshift[e->grp[j]], B);
    add_at(e, out, c->pl[i].ps >= c->topscore, 0);
}

/* Current weight of any edge between unfixed players. */
static void edge_weight(engine *e, size_t u, size_t v, uint64_t *out)
{
    if (!e->in_brackets && e->n % 2)
        setup_weight(e, u, v, out);
    else if (e->wpos[u] >= 0 && e->wpos[v] >= 0)
        wide_copy(out, Wp(e, u, v), e->L);
    else
        implied(e, u, v, out);
}

static void field_weight(void *ctx, size_t u, size_t v, uint64_t *out)
{
    edge_weight(ctx, u, v, out);
}

/* Maximum-weight matching over every unfixed player, into e->M. */
static int full_solve(engine *e)
{
    size_t k = 0;
    e->stat_full++;
    for (size_t v = 0; v < e->n; v++) {
        e->M[v] = -1;
        if (!e->fixed[v])
            e->cinv[k++] = v;
    }
    return swc_matcher_solve_items(e->mem, e->bits, e->cinv, k, field_weight, e, e->cmate, e->M);
}

/* The colour class of a vertex (complete.h). */
static int colour_class(const engine *e, size_t v)
{
    const dutch_player *p = &e->c->pl[v];
    if (!p->absolute || p->topscorer)
        return SWC_CLS_REST;
    return p->pref == SWC_COLOUR_WHITE ? SWC_CLS_W : p->pref == SWC_COLOUR_BLACK ? SWC_CLS_B : SWC_CLS_REST;
}

static int compatible_cb(const void *ctx, size_t a, size_t b)
{
    return dutch_compatible(((const engine *)ctx)->c, a, b);
}

static int colour_cb(const void *ctx, size_t v)
{
    return colour_class((const engine *)ctx, v);
}

/* The completion's view of the engine (complete.h): vertices, who may
 * meet, colour classes, and the engine's scratch. */
static swc_completion completion(engine *e)
{
    swc_completion c = { .linked = compatible_cb, .colour = colour_cb, .ctx = e, .mate = e->gmate,
                         .pos = e->gpos, .par = e->bfs_par, .seen = e->bfs_seen, .stamp = &e->bfs_stamp,
                         .next = e->gnext, .prev = e->gprev, .queue = e->bfs_q, .cls = e->gcls };
    return c;
}

/*
 * Try to pair every vertex of verts[0..nv) with compatible partners from
 * the list, leaving out `reserve` (or nobody when reserve is SIZE_MAX),
 * into e->gmate (complete.h); 1 on success. A failure proves nothing; the
 * caller then solves exactly.
 */
static int greedy_complete(engine *e, const size_t *verts, size_t nv, size_t reserve)
{
    swc_completion c = completion(e);
    return swc_complete_greedy(&c, verts, nv, reserve);
}

/* PAB value of a vertex in the setup weights (D26_C9 part of psi). */
static uint32_t phi(const engine *e, size_t v)
{
    const dutch_player *p = &e->c->pl[v];
    return p->ps == e->beta ? e->rank9[p->games] : 0;
}

/* A PAB receiver of the completion: a candidate, and of the least C9
 * value (best) when that field is active. */
typedef struct bye_view {
    const engine *e;
    uint32_t best;
} bye_view;

static int takes_bye(const void *ctx, size_t v)
{
    const bye_view *b = ctx;
    return cand(b->e, v) && (!b->e->single0 || phi(b->e, v) == b->best);
}

/*
 * Complete a matching of the window with the players outside it: the
 * window players left unmatched and everybody below must pair among
 * themselves with setup-weight edges, leaving unmatched at most one
 * player who may take the PAB (with the smallest C9 value when that
 * field is active). Success proves the combined matching optimal (see
 * mwm()).
 */
static int complete_outside(engine *e)
{
    size_t nv = 0;
    size_t *verts = e->gverts;
    for (size_t p = 0; p < e->wn; p++) {
        size_t v = e->win[p];
        if (!e->fixed[v] && e->M[v] < 0)
            verts[nv++] = v;
    }
    for (size_t v = 0; v < e->n; v++)
        if (!e->fixed[v] && e->wpos[v] < 0)
            verts[nv++] = v;
    bye_view b = { e, UINT32_MAX };
    if (nv % 2)
        for (size_t v = 0; v < e->n; v++)
            if (!e->fixed[v] && cand(e, v) && (!e->single0 || phi(e, v) < b.best))
                b.best = e->single0 ? phi(e, v) : 0;
    swc_completion c = completion(e);
    return swc_complete_round(&c, verts, nv, takes_bye, &b);
}

/*
 * Maximum-weight matching over the players not yet fixed, into e->M.
 *
 * Outside the window every edge still carries its setup weight
 * c0 + psi(u) + psi(v), so for a complete matching (the only kind that
 * can be optimal, D26_C4 being the top field) the weight equals a constant
 * plus the window edges' excess over their setup weight, minus the PAB
 * receiver's psi. A maximum-weight matching of the window on those
 * excesses is therefore optimal overall whenever the rest can be
 * completed with a legal PAB receiver of minimal psi; only when that
 * completion is not found is the whole field solved.
 */
/*
 * The whole field as one warm-restarted matching, for the rounds in which
 * the players below the window cannot be completed on their own (e.g.
 * many of them must not meet for colour reasons). Engaged at the first
 * such failure and kept for the rest of the round: after one full load
 * only the window's edges change.
 */
static int field_solve(engine *e)
{
    size_t n = e->n, L = e->L;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    int rc;
    e->stat_full++;
    if (!e->fdm) {
        /* the players not fixed yet: the matcher never sees the others */
        size_t k = 0;
        for (size_t v = 0; v < n; v++) {
            e->fdm_idx[v] = e->fixed[v] ? -1 : (long)k;
            if (!e->fixed[v])
                e->fdm_inv[k++] = v;
            e->fdm_gone[v] = e->fixed[v];
        }
        if ((rc = swc_matcher_new(&e->fdm, e->mem, k, e->bits)))
            return rc;
        for (size_t i = 1; i < k; i++)
            for (size_t j = 0; j < i; j++) {
                edge_weight(e, e->fdm_inv[i], e->fdm_inv[j], w);
                swc_matcher_set(e->fdm, i, j, w);
            }
    } else {
        for (size_t v = 0; v < n; v++)
            if (e->fixed[v] && !e->fdm_gone[v]) {
                swc_matcher_remove(e->fdm, (size_t)e->fdm_idx[v]);
                e->fdm_gone[v] = 1;
            }
        size_t nd = take_dirty(e, e->dirty_f);
        for (size_t i = 0; i < nd; i++) {
            size_t a = e->dlist[i];
            size_t u = e->win[a];
            if (e->fixed[u])
                continue;
            int touched = 0;
            for (size_t b = 0; b < e->wn; b++) {
                size_t v = e->win[b];
                if (b == a || (e->dflag[b] && b > a) || e->fixed[v])
                    continue;
                const uint64_t *wx = Wp(e, u, v);
                size_t fu = (size_t)e->fdm_idx[u], fv = (size_t)e->fdm_idx[v];
                if (wide_cmp(wx, swc_matcher_weight(e->fdm, fu, fv), L) == 0)
                    continue;
                swc_matcher_set(e->fdm, fu, fv, wx);
                if (!touched && !e->fdm_touch[v]) {
                    swc_matcher_touch(e->fdm, fu);
                    e->fdm_touch[u] = 1;
                    touched = 1;
                }
            }
        }
        for (size_t a = 0; a < e->wn; a++)
            e->fdm_touch[e->win[a]] = 0;
    }
    if ((rc = swc_matcher_solve(e->fdm, e->fdm_mate)))
        return rc;
    for (size_t v = 0; v < n; v++) {
        long i = e->fdm_idx[v];
        e->M[v] = e->fixed[v] || i < 0 || e->fdm_mate[i] < 0 ? -1 : (long)e->fdm_inv[e->fdm_mate[i]];
    }
    return SWC_OK;
}

/* The players below the window, not yet paired. */
static size_t outside_count(const engine *e)
{
    size_t k = 0;
    for (size_t v = 0; v < e->n; v++)
        k += !e->fixed[v] && e->wpos[v] < 0;
    return k;
}

static int may_bye_cb(const void *ctx, size_t v)
{
    return cand((const engine *)ctx, v);
}

/*
 * How many window players a complete pairing must give to the players
 * below the window, at least, and the roles of the window players in the
 * relaxation (reserve.h); sets e->dm_role. Nothing (0) when out of memory.
 */
static size_t window_reserve(engine *e)
{
    size_t n = e->n, wn = e->wn, nb = 0, nw = 0, unfixed = 0, need = 0;
    size_t *below = swc_mem_calloc(e->mem, n ? n : 1, sizeof *below);
    size_t *scratch = swc_mem_calloc(e->mem, n ? n : 1, sizeof *scratch);
    size_t *items = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *items);
    size_t *at = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *at);
    uint8_t *roles = swc_mem_calloc(e->mem, wn ? wn : 1, 1);
    memset(e->dm_role, 0, wn ? wn : 1);
    if (below && scratch && items && at && roles) {
        for (size_t v = 0; v < n; v++) {
            unfixed += !e->fixed[v];
            if (!e->fixed[v] && e->wpos[v] < 0)
                below[nb++] = v;
        }
        for (size_t a = 0; a < wn; a++)
            if (!e->fixed[e->win[a]]) {
                at[nw] = a;
                items[nw++] = e->win[a];
            }
        swc_reserve_view rv = { .linked = compatible_cb, .colour = colour_cb, .may_bye = may_bye_cb, .ctx = e,
                                .below = below, .nbelow = nb, .window = items, .nwindow = nw,
                                .unfixed = unfixed, .scratch = scratch };
        int cls;
        need = swc_reserve_need(&rv, roles, &cls);
        for (size_t i = 0; i < nw; i++)
            e->dm_role[at[i]] = roles[i];
    }
    swc_mem_free(e->mem, below, (n ? n : 1) * sizeof *below);
    swc_mem_free(e->mem, scratch, (n ? n : 1) * sizeof *scratch);
    swc_mem_free(e->mem, items, (wn ? wn : 1) * sizeof *items);
    swc_mem_free(e->mem, at, (wn ? wn : 1) * sizeof *at);
    swc_mem_free(e->mem, roles, wn ? wn : 1);
    return need;
}

/* The edges of weight H between the window players of role SWC_ROLE_N and the
 * nr reserve vertices, the last vertices of the matcher. */
static void join_reserve(engine *e, size_t nr)
{
    size_t wn = e->wn, first = wn + e->dm_ndummy - nr;
    for (size_t a = 0; a < wn; a++)
        if (e->dm_role[a] & SWC_ROLE_N)
            for (size_t k = 0; k < nr; k++)
                swc_matcher_set(e->dm, a, first + k, e->dm_h);
}

/*
 * The window's matcher, for a new window (see mwm()). When the players
 * below need window partners (window_reserve()), the matcher gets that
 * many reserve vertices, joined to the window players of role SWC_ROLE_N, and,
 * in an odd field, one for the PAB, joined to those of role SWC_ROLE_PAB; the
 * PAB vertex comes right after the window and the reserve last, as twins
 * of the matcher (they are alike, so their weights are stored once). A
 * weight H above any sum of window excesses goes to every edge once for
 * each end that must be matched (a reserve vertex, a
 * window player of the class I); a window player of role SWC_ROLE_IR and one
 * of role SWC_ROLE_N are joined by an edge of weight H even when they are not
 * compatible (the first paired below, the second with a player of I).
 * Every complete pairing of the round maps to a matching of this graph
 * that matches all those vertices, with the same window excess, so its
 * optimum bounds the round from above, and a completion of it proves it
 * optimal.
 */
static int new_window_matcher(engine *e)
{
    size_t wn = e->wn;
    size_t nr = window_reserve(e);
    size_t npab = 0;
    /* nobody below: every window player but the PAB receiver is paired
     * inside the window */
    int all = !nr && wn && outside_count(e) == 0;
    if (all)
        for (size_t a = 0; a < wn; a++)
            if (!e->fixed[e->win[a]])
                e->dm_role[a] = (uint8_t)(SWC_ROLE_I | (cand(e, e->win[a]) ? SWC_ROLE_PAB : 0));
    if (nr || all) {
        size_t unfixed = 0;
        for (size_t v = 0; v < e->n; v++)
            unfixed += !e->fixed[v];
        npab = unfixed % 2;
    }
    unsigned extra = nr || all ? swc_dutch_bitlen(wn) + 2 : 0;
    if (nr + npab > wn || (e->bits + extra + 3) / 64 + 1 > SWC_WIDE_MAX_LIMBS) {
        nr = npab = 0;
        extra = 0;
        for (size_t a = 0; a < wn; a++)
            e->dm_role[a] = 0;
    }
    /* the PAB vertex right after the window, then the reserve, whose
     * vertices are alike: the matcher stores their weights once */
    int rc = swc_matcher_new_twins(&e->dm, e->mem, wn + nr + npab, nr, e->bits + extra + (extra ? 1 : 0));
    if (rc)
        return rc;
    memset(e->dm_gone, 0, wn ? wn : 1);
    e->dm_ndummy = nr + npab;
    e->dm_nout = outside_count(e);
    wide_zero(e->dm_h, SWC_WIDE_MAX_LIMBS);
    if (extra)
        wide_add_shifted(e->dm_h, 1, e->bits + extra - 1, swc_matcher_limbs(e->dm));
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "window %zu: reserve %zu + %zu, below %zu, limbs %zu, cpu %.2f, field solves so far %lu\n", wn, nr,
            npab, e->dm_nout, swc_matcher_limbs(e->dm), (double)clock() / CLOCKS_PER_SEC, e->stat_full);
#endif
    /* With no player of the class I in the window, H sits on the reserve
     * edges alone: the window is solved first by itself (a window like
     * any other), and the reserve then only chooses who goes below, which
     * a warm restart from that optimum does in a few phases (§14.10). */
    int any_i = 0;
    for (size_t a = 0; a < wn; a++)
        any_i |= (e->dm_role[a] & SWC_ROLE_I) != 0;
    e->dm_late = nr && !any_i ? nr : 0;
    if (npab)
        for (size_t a = 0; a < wn; a++)
            if (e->dm_role[a] & SWC_ROLE_PAB)
                swc_matcher_set(e->dm, a, wn, e->dm_h);
    if (!e->dm_late)
        join_reserve(e, nr);
    return SWC_OK;
}

/* The reserve edges that new_window_matcher() left for after the first
 * optimum of the window alone, and the warm restart that places them. */
static int join_late_reserve(engine *e)
{
    size_t nr = e->dm_late, first = e->wn + e->dm_ndummy - nr;
    e->dm_late = 0;
    join_reserve(e, nr);
    for (size_t k = 0; k < nr; k++)
        swc_matcher_touch(e->dm, first + k);
    return swc_matcher_solve(e->dm, e->dm_mate);
}

/*
 * The completion pairs players by compatibility alone; two window players
 * it pairs must also have an edge of at least their setup weight (no
 * negative excess), or the bound of mwm() does not hold.
 */
static int completion_keeps_weights(engine *e)
{
    uint64_t imp[SWC_WIDE_MAX_LIMBS];
    for (size_t a = 0; a < e->wn; a++) {
        size_t u = e->win[a];
        if (e->fixed[u] || e->M[u] >= 0 || e->gmate[u] < 0 || e->wpos[e->gmate[u]] < 0)
            continue;
        const uint64_t *wx = Wp(e, u, (size_t)e->gmate[u]);
        if (wide_is_zero(wx, e->L))
            return 0;
        implied(e, u, (size_t)e->gmate[u], imp);
        if (wide_cmp(wx, imp, e->L) < 0)
            return 0;
    }
    return 1;
}

#define MC_CAP ((size_t)1 << 16)

static void sync_cache_clear(engine *e)
{
    if (e->mc_n) {
        memset(e->mc_id, 0, MC_CAP * sizeof *e->mc_id);
        e->mc_n = 0;
    }
}

/* The cache slot of a key (id + 1, or 0 when new and now reserved), or
 * NULL when there is no cache. */
static uint32_t *sync_slot(engine *e, uint64_t key)
{
    if (!e->mc_key)
        return NULL;
    if (2 * e->mc_n >= MC_CAP)
        sync_cache_clear(e);
    size_t mask = MC_CAP - 1;
    for (size_t s = (size_t)((key * UINT64_C(0x9e3779b97f4a7c15)) >> 48) & mask;; s = (s + 1) & mask) {
        if (!e->mc_id[s]) {
            e->mc_key[s] = key;
            e->mc_n++;
            return &e->mc_id[s];
        }
        if (e->mc_key[s] == key)
            return &e->mc_id[s];
    }
}

/*
 * The psi classes of the window positions (players with equal psi), for
 * the cache of mwm(): a matcher weight is made of the window weight, the
 * setup weight c0 + psi(u) + psi(v) when compatible, and the roles.
 */
static void psi_classes(engine *e)
{
    e->npcls = 0;
    sync_cache_clear(e);
    if (!e->pcls || !e->mc_key)
        return;
    size_t first[256], S = 0;
    for (size_t a = 0; a < e->wn; a++) {
        const uint64_t *p = e->psi + e->win[a] * e->L;
        size_t c = 0;
        while (c < S && wide_cmp(e->psi + e->win[first[c]] * e->L, p, e->L) != 0)
            c++;
        if (c == S) {
            if (S == 256)
                return;
            first[S++] = a;
        }
        e->pcls[a] = (uint8_t)c;
    }
    e->npcls = S;
}

/* Drop the pool's values that no window or base weight names any more
 * (rows rewritten by bonuses and probes), once they outnumber the rest.
 * Called where nobody holds a pointer into the pool. */
static void compact_weights(engine *e)
{
    swc_idtab *tables[2] = { &e->Wx, e->bbase };
    size_t lens[2] = { e->wn * (e->wn ? e->wn - 1 : 0) / 2, e->bbase_n };
    size_t nt = e->bbase ? 2 : 1;
    if (!swc_wpool_compact_due(&e->wp, e->Wx.a16 || (e->bbase && e->bbase->a16)))
        return;
    if (!swc_wpool_compact(&e->wp, tables, lens, nt))
        sync_cache_clear(e); /* its keys hold the old ids */
}

/* What sets a window matcher's weight at its first solve, of one end. */
typedef struct start_key {
    dutch_class_key omega;
    uint64_t psi[SWC_WIDE_MAX_LIMBS];
    uint8_t part, role;
} start_key;

/*
 * Classes of the window matcher's vertices for the duals of its first
 * solve (swc_matcher_start_by_class): its weights are then step 0's
 * excesses, set by what omega reads of the two players (class_of()), the
 * part of the window each is in, their psi and their roles; the PAB
 * vertex and the reserve vertices are a class each. Nothing is set when
 * there are more classes than the matcher takes (or no memory).
 */
static void start_window_classes(engine *e)
{
    size_t wn = e->wn, nv = wn + e->dm_ndummy, S = 0, L = e->L;
    uint32_t *cls = swc_mem_calloc(e->mem, nv ? nv : 1, sizeof *cls);
    size_t *first = swc_mem_calloc(e->mem, SWC_MATCHER_MAX_CLASSES, sizeof *first);
    start_key *keys = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *keys); /* zeroed: no padding undefined */
    if (cls && first && keys) {
        for (size_t a = 0; a < wn; a++) {
            class_of(e, e->win[a], &keys[a].omega);
            wide_copy(keys[a].psi, e->psi + e->win[a] * L, L);
            keys[a].part = (uint8_t)(a < e->w_nd ? 0 : a < e->w_nb ? 1 : 2);
            keys[a].role = e->dm_role[a];
        }
        S = swc_dutch_classify(keys, wn, sizeof *keys, cls, SWC_MATCHER_MAX_CLASSES - 2, first);
    }
    /* the PAB vertex comes right after the window, the reserve last (with
     * no PAB vertex the first reserve vertex is a class of its own: two
     * classes of the same edges do no harm) */
    if (S) {
        for (size_t d = wn; d < nv; d++)
            cls[d] = (uint32_t)(S + (d == wn ? 0 : 1));
        (void)swc_matcher_start_by_class(e->dm, cls, S + 2); /* out of memory: the usual start */
    }
    swc_mem_free(e->mem, cls, (nv ? nv : 1) * sizeof *cls);
    swc_mem_free(e->mem, first, SWC_MATCHER_MAX_CLASSES * sizeof *first);
    swc_mem_free(e->mem, keys, (wn ? wn : 1) * sizeof *keys);
}

static int mwm(engine *e)
{
    e->window_decided = 0;
    if (!e->in_brackets)
        return full_solve(e);
    if (e->wp.failed)
        return SWC_ENOMEM;
    compact_weights(e);
    if (e->fdm && e->field_sticky)
        return field_solve(e);
    size_t L = e->L, wn = e->wn;
    int rc;
    for (size_t v = 0; v < e->n; v++)
        e->M[v] = -1;
    int fresh = !e->dm;
    if (fresh) {
        if ((rc = new_window_matcher(e)))
            return rc;
        sync_cache_clear(e);
        e->mc_epoch = swc_matcher_id_epoch(e->dm);
    }
    if (e->mc_epoch != swc_matcher_id_epoch(e->dm)) {
        sync_cache_clear(e);
        e->mc_epoch = swc_matcher_id_epoch(e->dm);
    }
    size_t Lm = swc_matcher_limbs(e->dm);
    if (!wide_is_zero(e->dm_h, SWC_WIDE_MAX_LIMBS) && outside_count(e) != e->dm_nout) {
        /* the bound was for other players below: drop the reserve */
        for (size_t k = 0; k < e->dm_ndummy; k++)
            swc_matcher_remove(e->dm, wn + k);
        e->dm_ndummy = 0;
        wide_zero(e->dm_h, SWC_WIDE_MAX_LIMBS);
        sync_cache_clear(e);
        for (size_t a = 0; a < wn; a++) {
            e->dm_role[a] = 0;
            e->dirty_w[e->win[a]] = 1;
        }
    }
    /* Bring the window matching up to date: the excess weights that
     * changed since the last solve, and the players paired since. A
     * vertex cover of the changed edges is what the warm restart needs. */
    uint64_t w[SWC_WIDE_MAX_LIMBS], imp[SWC_WIDE_MAX_LIMBS];
    size_t nchanged = 0;
    for (size_t a = 0; a < wn; a++)
        e->dm_count[a] = 0;
    size_t ndirty = take_dirty(e, e->dirty_w);
    for (size_t i = 0; i < ndirty; i++) {
        size_t a = e->dlist[i];
        if (e->fixed[e->win[a]])
            continue;
        for (size_t b = 0; b < wn; b++) {
            if (b == a || (e->dflag[b] && b > a) || e->fixed[e->win[b]])
                continue;
            size_t u = e->win[a], v = e->win[b];
            uint32_t wid = swc_idtab_get(&e->Wx, swc_dutch_tri(a, b));
            uint8_t ra = e->dm_role[a], rb = e->dm_role[b];
            uint32_t *slot = NULL, mid;
            if (e->npcls) {
                uint64_t key = (uint64_t)wid << 32 | (uint64_t)e->pcls[a] << 24 | (uint64_t)e->pcls[b] << 16 |
                               (uint64_t)ra << 12 | (uint64_t)rb << 8 | (uint64_t)dutch_compatible(e->c, u, v);
                slot = sync_slot(e, key);
            }
            if (slot && *slot) {
                mid = *slot - 1;
            } else {
                const uint64_t *wx = swc_wpool_get(&e->wp, wid);
                int edge = !wide_is_zero(wx, L);
                wide_zero(w, Lm);
                if (edge) {
                    implied(e, u, v, imp);
                    if (wide_cmp(wx, imp, L) > 0) {
                        wide_copy(w, wx, L);
                        wide_sub(w, imp, L);
                    }
                }
                swc_reserve_weight(w, edge, ra, rb, e->dm_h, Lm);
                mid = swc_matcher_intern(e->dm, w);
                if (slot)
                    *slot = mid + 1;
            }
            if (mid == swc_matcher_weight_id(e->dm, a, b))
                continue;
            swc_matcher_set_id(e->dm, a, b, mid);
            e->dm_count[a]++;
            e->dm_count[b]++;
            size_t bit = a * e->dm_cap + b;
            e->dm_chg[bit / 64] |= UINT64_C(1) << (bit % 64);
            nchanged++;
        }
    }
    for (size_t a = 0; a < wn; a++) {
        e->dm_touch[a] = 0;
        if (e->fixed[e->win[a]] && !e->dm_gone[a]) {
            e->dm_gone[a] = 1;
            swc_matcher_remove(e->dm, a);
        }
    }
    /* the changed edges again, in the order they were found */
    for (size_t i = 0; i < ndirty && nchanged; i++) {
        size_t a = e->dlist[i];
        for (size_t b = 0; b < wn; b++) {
            size_t bit = a * e->dm_cap + b;
            uint64_t *word = &e->dm_chg[bit / 64], mask = UINT64_C(1) << (bit % 64);
            if (!(*word & mask))
                continue;
            *word &= ~mask;
            if (e->dm_touch[a] || e->dm_touch[b])
                continue;
            size_t t = e->dm_count[a] >= e->dm_count[b] ? a : b;
            e->dm_touch[t] = 1;
            swc_matcher_touch(e->dm, t);
        }
    }
    /* a new matcher holds step 0's excesses: start it from the class
     * duals */
    if (fresh)
        start_window_classes(e);
    if ((rc = swc_matcher_solve(e->dm, e->dm_mate)) || (e->dm_late && (rc = join_late_reserve(e))))
        return rc;
    for (size_t a = 0; a < wn; a++) {
        size_t u = e->win[a];
        if (e->fixed[u] || e->dm_mate[a] < 0 || (size_t)e->dm_mate[a] >= wn)
            continue;
        size_t v = e->win[e->dm_mate[a]];
        /* a pair of no excess (or one that stands for pairs below) is
         * left to the completion */
        const uint64_t *wx = Wp(e, u, v);
        if (wide_is_zero(wx, L))
            continue;
        implied(e, u, v, imp);
        if (wide_cmp(wx, imp, L) > 0)
            e->M[u] = (long)v;
    }
    if (complete_outside(e) && completion_keeps_weights(e)) {
        e->stat_relaxed++;
        e->window_decided = 1;
        for (size_t v = 0; v < e->n; v++)
            if (!e->fixed[v] && e->M[v] < 0)
                e->M[v] = e->gmate[v];
        return SWC_OK;
    }
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "window %zu: whole field from here\n", wn);
#endif
    e->field_sticky = 1;
    return field_solve(e);
}

/* Pass a dual hint (warm.h) to the matcher the next mwm() will use. */
static void hint_dual(engine *e, size_t v, const uint64_t *d)
{
    if (e->fdm && e->field_sticky && e->fdm_idx[v] >= 0)
        swc_matcher_raise_dual(e->fdm, (size_t)e->fdm_idx[v], d);
    else if (e->dm && e->wpos[v] >= 0)
        swc_matcher_raise_dual(e->dm, (size_t)e->wpos[v], d);
}

static void fix_pair(engine *e, size_t a, size_t b)
{
    e->fixed[a] = e->fixed[b] = 1;
    e->final_mate[a] = (long)b;
    e->final_mate[b] = (long)a;
}

static void drop_window_matching(engine *e)
{
    const swc_mem *m = e->mem;
    size_t cap = e->dm_cap ? e->dm_cap : 1;
    swc_matcher_free(e->dm);
    e->dm = NULL;
    swc_mem_free(m, e->dm_gone, cap);
    swc_mem_free(m, e->dm_touch, cap);
    swc_mem_free(m, e->dm_role, cap);
    swc_mem_free(m, e->dm_count, cap * sizeof(size_t));
    swc_mem_free(m, e->dm_chg, (cap * cap + 63) / 64 * sizeof(uint64_t));
    swc_mem_free(m, e->dm_mate, 2 * cap * sizeof(long));
    swc_mem_free(m, e->dm_tight, 2 * ((2 * cap + 63) / 64) * sizeof(uint64_t));
    e->dm_tight = NULL;
    e->dm_gone = e->dm_touch = e->dm_role = NULL;
    e->dm_count = NULL;
    e->dm_chg = NULL;
    e->dm_mate = NULL;
    e->dm_cap = 0;
}

/* Scratch of the window matching for a window of wn players. */
static int new_window_matching(engine *e, size_t wn)
{
    drop_window_matching(e);
    size_t cap = wn ? wn : 1;
    const swc_mem *m = e->mem;
    e->dm_gone = swc_mem_calloc(m, cap, 1);
    e->dm_touch = swc_mem_calloc(m, cap, 1);
    e->dm_role = swc_mem_calloc(m, cap, 1);
    e->dm_count = swc_mem_calloc(m, cap, sizeof(size_t));
    e->dm_chg = swc_mem_calloc(m, (cap * cap + 63) / 64, sizeof(uint64_t));
    e->dm_mate = swc_mem_calloc(m, 2 * cap, sizeof(long));
    e->dm_tight = swc_mem_calloc(m, 2 * ((2 * cap + 63) / 64), sizeof(uint64_t));
    e->dm_cap = cap;
    e->dm_ndummy = 0;
    e->dm_late = 0;
    e->field_sticky = 0;
    if (!e->dm_gone || !e->dm_touch || !e->dm_role || !e->dm_count || !e->dm_chg || !e->dm_mate ||
        !e->dm_tight)
        return SWC_ENOMEM;
    return SWC_OK;
}

static void free_engine(engine *e)
{
    const swc_mem *m = e->mem;
    size_t n = e->n ? e->n : 1;
    swc_idtab_free(&e->Wx, m);
    swc_wpool_free(&e->wp);
    swc_mem_free(m, e->psi, n * e->psi_L * sizeof(uint64_t));
    swc_mem_free(m, e->lshift, n * sizeof(unsigned));
    swc_mem_free(m, e->oshift, n * sizeof(unsigned));
    swc_mem_free(m, e->gstart, (n + 1) * sizeof(size_t));
    swc_mem_free(m, e->grp, n * sizeof(size_t));
    swc_mem_free(m, e->fixed, n);
    swc_mem_free(m, e->M, n * sizeof(long));
    swc_mem_free(m, e->final_mate, n * sizeof(long));
    swc_mem_free(m, e->rank9, (e->c->P + 1) * sizeof(uint32_t));
    swc_mem_free(m, e->cmap, n * sizeof(size_t));
    swc_mem_free(m, e->cinv, n * sizeof(size_t));
    swc_mem_free(m, e->cmate, n * sizeof(long));
    swc_mem_free(m, e->gmate, n * sizeof(long));
    swc_mem_free(m, e->gnext, n * sizeof(size_t));
    swc_mem_free(m, e->gprev, n * sizeof(size_t));
    swc_mem_free(m, e->gverts, n * sizeof(size_t));
    swc_mem_free(m, e->gpos, n * sizeof(size_t));
    swc_mem_free(m, e->gcls, n);
    swc_matcher_free(e->fdm);
    swc_mem_free(m, e->fdm_gone, n);
    swc_mem_free(m, e->fdm_touch, n);
    swc_mem_free(m, e->fdm_idx, n * sizeof(long));
    swc_mem_free(m, e->fdm_inv, n * sizeof(size_t));
    swc_mem_free(m, e->fdm_mate, n * sizeof(long));
    swc_mem_free(m, e->bfs_par, n * sizeof(long));
    swc_mem_free(m, e->bfs_seen, n * sizeof(uint32_t));
    swc_mem_free(m, e->bfs_q, n * sizeof(size_t));
    swc_mem_free(m, e->wpos, n * sizeof(long));
    swc_mem_free(m, e->win, n * sizeof(size_t));
    swc_mem_free(m, e->dirty_w, n);
    swc_mem_free(m, e->dirty_f, n);
    swc_mem_free(m, e->dflag, n);
    swc_mem_free(m, e->dlist, n * sizeof(size_t));
    swc_mem_free(m, e->pcls, n);
    swc_mem_free(m, e->mc_key, MC_CAP * sizeof *e->mc_key);
    swc_mem_free(m, e->mc_id, MC_CAP * sizeof *e->mc_id);
    drop_window_matching(e);
}

/* Working state of one bracket (§5.2). */
typedef struct bracket {
    size_t *win;      /* window vertices: D, then G, then G' */
    size_t nd, ng, ngp, wn;
    swc_idtab base;   /* lower triangle over the positions of D and G (the
                       * steps never read the base weights of G'), ids
                       * in e->wp */
    long *pos;        /* vertex -> window position, -1 outside */
} bracket;

/* The base weight of window positions a and b, by id and by value. */
static uint32_t Bid(const bracket *br, size_t a, size_t b)
{
    return swc_idtab_get(&br->base, swc_dutch_tri(a, b));
}

static const uint64_t *Bp(const engine *e, const bracket *br, size_t a, size_t b)
{
    return swc_wpool_get(&e->wp, Bid(br, a, b));
}

/* Set it (as Wput_id(), a table that cannot widen fails in mwm()). */
static void Bput(engine *e, bracket *br, size_t a, size_t b, uint32_t id)
{
    swc_wpool_store(&e->wp, &br->base, swc_dutch_tri(a, b), id);
}

/*
 * The bracket procedure's view of this engine (bracket.h): window
 * positions p stand for vertices e->win[p]; the current weights of the
 * window are e->Wx, the base weights the bracket's table.
 */

/* ε(i, j) of step 4 for remainder players i < j (positions in rem, R of
 * them in S1): the base weight plus the exchange terms, 0 for no edge. */
static void eps(engine *e, const size_t *rem, size_t R, size_t i, size_t j, uint64_t *out)
{
    const uint64_t *bw = Bp(e, e->br, rem[j], rem[i]);
    wide_zero(out, e->L);
    if (wide_is_zero(bw, e->L))
        return;
    wide_copy(out, bw, e->L);
    if (i < R)
        add_at(e, out, 1, 2 * e->B + 1);
    sub_at(e, out, 2 * (uint64_t)i, 0);
}

/* Write ε(t, j) for every later remainder player j, plus `probe` (-1, 0
 * or +1 in the lowest bit) on the edges that exist: steps 4-6. */
static void op_eps_row(void *ctx, const size_t *rem, size_t nrem, size_t R, size_t t, int probe)
{
    engine *e = ctx;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (size_t j = t + 1; j < nrem; j++) {
        eps(e, rem, R, t, j, w);
        if (probe > 0 && !wide_is_zero(w, e->L))
            add_at(e, w, 1, 0);
        else if (probe < 0 && !wide_is_zero(w, e->L))
            sub_at(e, w, 1, 0);
        Wput(e, e->win[rem[t]], e->win[rem[j]], w);
    }
}

/* An S1 player's edges to later players gain 2^(2B+1) - 2 idx: raising
 * its dual by twice that keeps its pair with an S2 player tight, so the
 * warm re-solve only repairs the pairs that are not of that kind. */
static void op_hint_s1(void *ctx, const size_t *rem, size_t R)
{
    engine *e = ctx;
    for (size_t i = 0; i < R; i++) {
        uint64_t d[SWC_WIDE_MAX_LIMBS] = { 0 };
        add_at(e, d, 1, 2 * e->B + 2);
        sub_at(e, d, 4 * (uint64_t)i, 0);
        hint_dual(e, e->win[rem[i]], d);
    }
}

/*
 * Steps 3 and 8 are about to change x's row so that x-t gains more than
 * any other edge of x (nothing else changes), and M pairs t with x2 while
 * x has y. If the four are window players and x-t plus x2-y weigh as much
 * as x-y plus x2-t (weights as they are now, before the change), the
 * swapped matching is optimal as well: M is optimal for these weights
 * (the last solve, minus the pairs fixed since) and the swap changes only
 * these four edges. After the change the swapped matching is then the
 * optimum, and no call is needed. (Vertices here.)
 */
static int swap_keeps_optimum(engine *e, size_t x, size_t t)
{
    long y = e->M[x], x2 = e->M[t];
    if (y < 0 || x2 < 0 || (size_t)x2 == x || (size_t)y == t)
        return 0;
    if (e->wpos[x] < 0 || e->wpos[t] < 0 || e->wpos[y] < 0 || e->wpos[x2] < 0)
        return 0;
    size_t L = e->L;
    const uint64_t *wxt = Wp(e, x, t), *wx2y = Wp(e, (size_t)x2, (size_t)y);
    if (wide_is_zero(wxt, L) || wide_is_zero(wx2y, L))
        return 0;
    uint64_t a[SWC_WIDE_MAX_LIMBS], b[SWC_WIDE_MAX_LIMBS];
    wide_copy(a, wxt, L);
    wide_add(a, wx2y, L);
    wide_copy(b, Wp(e, x, (size_t)y), L);
    wide_add(b, Wp(e, (size_t)x2, t), L);
    return wide_cmp(a, b, L) == 0;
}

static int op_swap_keeps_optimum(void *ctx, size_t x, size_t t)
{
    engine *e = ctx;
    return swap_keeps_optimum(e, e->win[x], e->win[t]);
}

static void op_apply_swap(void *ctx, size_t px, size_t pt)
{
    engine *e = ctx;
    size_t x = e->win[px], t = e->win[pt];
    long y = e->M[x], x2 = e->M[t];
    e->M[x] = (long)t;
    e->M[t] = (long)x;
    e->M[x2] = y;
    e->M[y] = x2;
}

/*
 * Step 8 after a step 8 matching decided by the window (bracket.c): of
 * x's candidates cand[0..nc) in bonus order, the first that some optimum
 * may pair with x. An optimum of the round as it is now, with the pairs
 * fixed since, is an optimum of the round as last solved (each fix came
 * from an optimum; each bonus only breaks ties), and its window pairs of
 * positive excess form an optimum of the window matcher (§14 fact 2), so
 * they are tight edges there. A candidate whose excess is positive and
 * whose edge is not tight is therefore never x's partner. Returns the
 * first candidate that is not excluded so, or -1 when the matcher keeps
 * no optimum; a candidate of no excess (not in the matcher) counts as not
 * excluded. `none` is set when every candidate is excluded.
 */
static long op_first_allowed(void *ctx, size_t a, const size_t *cand, size_t nc, int *none)
{
    engine *e = ctx;
    *none = 0;
    if (!e->dm || !swc_matcher_solved(e->dm))
        return -1;
    uint64_t imp[SWC_WIDE_MAX_LIMBS];
    size_t x = e->win[a];
    for (size_t k = 0; k < nc; k++) {
        size_t t = e->win[cand[k]];
        implied(e, x, t, imp);
        if (wide_cmp(Wp(e, x, t), imp, e->L) <= 0 || swc_matcher_tight(e->dm, a, cand[k]))
            return (long)cand[k];
    }
    *none = 1;
    return -1;
}

/* The window weight of positions a and b, for the exchange. */
static void exchange_weight(void *ctx, size_t a, size_t b, uint64_t *out)
{
    const engine *e = ctx;
    wide_copy(out, swc_wpool_get(&e->wp, swc_idtab_get(&e->Wx, swc_dutch_tri(a, b))), e->L);
}

/* Step 8, x to be paired with t, answered by an exchange along an
 * alternating cycle of tight edges in the window matcher's last optimum
 * (exchange.h); then M pairs x with t and the step needs no matching. */
static int op_cycle(void *ctx, size_t x, size_t t, size_t budget)
{
    engine *e = ctx;
    if (!e->dm)
        return 0;
    swc_exchange ex = { .dm = e->dm, .wn = e->wn, .L = e->L, .weight = exchange_weight, .ctx = e, .M = e->M,
                        .fixed = e->fixed, .win = e->win, .wpos = e->wpos, .par = e->bfs_par,
                        .seen = e->bfs_seen, .stamp = &e->bfs_stamp, .queue = e->bfs_q,
                        .tight = e->dm_tight, .closing = e->dm_tight + (2 * e->dm_cap + 63) / 64 };
    return swc_exchange_cycle(&ex, e->win[x], e->win[t], budget);
}

#ifdef SWC_DUTCH_TRACE
/* CPU time and matchings solved since the last step of a bracket. */
static void op_trace(void *ctx, const char *step)
{
    engine *e = ctx;
    double cpu = (double)clock() / CLOCKS_PER_SEC;
    unsigned long n = e->stat_relaxed + e->stat_full;
    if (step)
        fprintf(stderr, "  window %zu %s: %.3f s, %lu matchings\n", e->wn, step, cpu - e->trace_cpu,
                n - e->trace_solves);
    e->trace_cpu = cpu;
    e->trace_solves = n;
}
#endif

/* Step 0: base weights for every pair whose later member is not an MDP.
 * Compatible pairs of the same two classes (class_of()) have the same
 * ω: it is computed once per pair of classes and role of the later
 * player (in G or in G'). */
static int op_step0(void *ctx)
{
    engine *e = ctx;
    bracket *br = e->br;
    size_t nd = br->nd, ng = br->ng, wn = br->wn;
    size_t *x = br->win;
    e->w_nd = nd;
    e->w_nb = nd + ng;
    psi_classes(e);
    uint32_t *cls = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *cls);
    size_t S = cls ? omega_classes(e, x, wn, cls) : 0;
    uint32_t *known = S ? swc_mem_calloc(e->mem, S * S * 2, sizeof *known) : NULL; /* id + 1, 0 unknown */
    for (size_t a = nd; a < wn; a++)
        for (size_t b = 0; b < a; b++) {
            int nxt = a >= nd + ng;
            uint32_t *slot = known ? &known[((size_t)cls[a] * S + cls[b]) * 2 + (size_t)nxt] : NULL;
            uint32_t id;
            if (!dutch_compatible(e->c, x[b], x[a])) {
                id = 0;
            } else if (slot && *slot) {
                id = *slot - 1;
            } else {
                uint64_t bw[SWC_WIDE_MAX_LIMBS];
                omega(e, x[b], x[a], !nxt, nxt, bw);
                id = swc_wpool_id(&e->wp, bw);
                if (slot)
                    *slot = id + 1;
            }
            if (!nxt)
                Bput(e, br, a, b, id);
            Wput_id(e, x[a], x[b], id);
        }
    swc_mem_free(e->mem, known, S * S * 2 * sizeof *known);
    swc_mem_free(e->mem, cls, (wn ? wn : 1) * sizeof *cls);
    return SWC_OK;
}

static int op_solve(void *ctx)
{
    return mwm(ctx);
}

static int op_decided(const void *ctx)
{
    return ((const engine *)ctx)->window_decided;
}

static long op_mate(const void *ctx, size_t p)
{
    const engine *e = ctx;
    long v = e->M[e->win[p]];
    return v < 0 ? DUTCH_UNMATCHED : e->wpos[v] < 0 ? DUTCH_OUTSIDE : e->wpos[v];
}

static int op_fixed(const void *ctx, size_t p)
{
    const engine *e = ctx;
    return e->fixed[e->win[p]];
}

static void op_fix(void *ctx, size_t p)
{
    engine *e = ctx;
    size_t v = e->win[p];
    fix_pair(e, v, (size_t)e->M[v]);
}

static const uint64_t *op_base(const void *ctx, size_t a, size_t b)
{
    const engine *e = ctx;
    return Bp(e, e->br, a, b);
}

static void op_zero_base(void *ctx, size_t a, size_t b)
{
    engine *e = ctx;
    Bput(e, e->br, a, b, 0);
}

/* Step 2: MDP d's edges to the residents, their base weights with `low`
 * or-ed into the lowest bits plus `add`. */
static void mdp_row(engine *e, size_t d, uint64_t low, uint64_t add)
{
    bracket *br = e->br;
    for (size_t r = br->nd; r < br->nd + br->ng; r++) {
        const uint64_t *bw = Bp(e, br, r, d);
        if (wide_is_zero(bw, e->L))
            continue;
        uint64_t dst[SWC_WIDE_MAX_LIMBS];
        wide_copy(dst, bw, e->L);
        dst[0] |= low;
        if (add)
            add_at(e, dst, add, 0);
        Wput(e, br->win[d], br->win[r], dst);
    }
}

static void op_probe_mdp(void *ctx, size_t d)
{
    mdp_row(ctx, d, 1, 0);
}

static void op_keep_mdp(void *ctx, size_t d)
{
    engine *e = ctx;
    mdp_row(e, d, e->br->ng, 1);
}

static void op_put_bonus(void *ctx, size_t x, size_t y, const uint64_t *w)
{
    engine *e = ctx;
    Wput(e, e->win[x], e->win[y], w);
}

/* Step 6: rem[t] moved up: its window edges to earlier remainder players
 * and to the next group go. */
static void op_moved_up(void *ctx, const size_t *rem, size_t t)
{
    engine *e = ctx;
    size_t v = e->win[rem[t]];
    for (size_t j = 0; j < t; j++)
        Wput_id(e, v, e->win[rem[j]], 0);
    for (size_t z = e->br->nd + e->br->ng; z < e->br->wn; z++)
        Wput_id(e, v, e->win[z], 0);
}

static void op_freeze_row(void *ctx, const size_t *rem, size_t nrem, size_t i)
{
    engine *e = ctx;
    for (size_t j = i + 1; j < nrem; j++)
        Wput_id(e, e->win[rem[i]], e->win[rem[j]], Bid(e->br, rem[j], rem[i]));
}

static const dutch_bracket_ops ops2026 = {
    .name = "dutch2026",
    .step0 = op_step0,
    .solve = op_solve,
    .decided = op_decided,
    .mate = op_mate,
    .fixed = op_fixed,
    .fix = op_fix,
    .base = op_base,
    .zero_base = op_zero_base,
    .probe_mdp = op_probe_mdp,
    .keep_mdp = op_keep_mdp,
    .put_bonus = op_put_bonus,
    .eps_row = op_eps_row,
    .hint_s1 = op_hint_s1,
    .moved_up = op_moved_up,
    .freeze_row = op_freeze_row,
    .swap_keeps_optimum = op_swap_keeps_optimum,
    .apply_swap = op_apply_swap,
    .first_allowed = op_first_allowed,
    .cycle = op_cycle,
#ifdef SWC_DUTCH_TRACE
    .trace = op_trace,
#endif
};

/* The C9 ranks (§5.1): games played by the players at score β, sorted
 * descending; each count maps to the last position it occupies. */
static int make_rank9(engine *e)
{
    const dutch_ctx *c = e->c;
    size_t cnt = 0, k = 0;
    for (size_t v = 0; v < e->n; v++)
        cnt += c->pl[v].ps == e->beta;
    uint32_t *gs = swc_mem_calloc(e->mem, cnt ? cnt : 1, sizeof *gs);
    if (!gs)
        return SWC_ENOMEM;
    for (size_t v = 0; v < e->n; v++)
        if (c->pl[v].ps == e->beta)
            gs[k++] = c->pl[v].games;
    for (size_t i = 1; i < k; i++) {
        uint32_t g = gs[i];
        size_t j = i;
        while (j > 0 && gs[j - 1] < g) {
            gs[j] = gs[j - 1];
            j--;
        }
        gs[j] = g;
    }
    for (size_t i = 0; i < k; i++)
        e->rank9[gs[i]] = (uint32_t)i;
    swc_mem_free(e->mem, gs, (cnt ? cnt : 1) * sizeof *gs);
    return SWC_OK;
}

/* psi(v) and c0: the setup weight of every edge is c0 + psi(u) + psi(v). */
static void make_psi(engine *e)
{
    wide_zero(e->c0, e->L);
    add_at(e, e->c0, 1, e->f[D26_C4].off);
    for (size_t v = 0; v < e->n; v++) {
        uint64_t *p = e->psi + v * e->L;
        wide_zero(p, e->L);
        add_at(e, p, !cand(e, v), e->f[D26_C4].off);
        if (e->single0)
            add_at(e, p, phi(e, v), e->f[D26_C9].off);
    }
}

/*
 * §5.1: the lowest score that can take the PAB (β) and the C9 switch.
 * The reference reads them from one matching of the whole field; a greedy
 * complete pairing that leaves out an eligible player of the lowest score
 * group that has one proves the same β without it. Everything else, and
 * every case the greedy pairing cannot settle, uses that matching.
 */
static int setup(engine *e)
{
    dutch_ctx *c = e->c;
    size_t n = e->n;
    int odd = (int)(n % 2);
    int rc;
    make_psi(e); /* β = 0 and no C9 for an even field; redone below when odd */
    for (size_t v = 0; v < n; v++)
        e->gverts[v] = v;
    int settled = 0;
    if (!odd) {
        settled = greedy_complete(e, e->gverts, n, SIZE_MAX);
    } else {
        for (size_t g = e->ngroups; g-- > 0 && !settled;) {
            int any = 0, tries = 0;
            for (size_t v = e->gstart[g + 1]; v-- > e->gstart[g] && tries < 4;) {
                if (!c->pl[v].eligible)
                    continue;
                any = 1;
                tries++;
                if (greedy_complete(e, e->gverts, n, v)) {
                    e->beta = c->pl[v].ps;
                    settled = 1;
                    break;
                }
            }
            if (any)
                break;
        }
        /* β at the top score: the C9 switch needs the matching itself,
         * unless there is only one score group. */
        if (settled && e->beta >= c->topscore && e->ngroups > 1)
            settled = 0;
        if (settled)
            e->single0 = e->beta >= c->topscore;
    }
    if (!settled) {
        if ((rc = full_solve(e)))
            return rc;
        size_t unmatched = 0, u = 0;
        for (size_t v = 0; v < n; v++)
            if (e->M[v] < 0) {
                unmatched++;
                u = v;
            }
        if (unmatched > (size_t)odd || (odd && !c->pl[u].eligible))
            return SWC_ENOPAIRING;
        if (odd) {
            e->beta = c->pl[u].ps;
            int single0 = e->beta >= c->topscore;
            for (size_t v = e->gstart[0]; v < e->gstart[1] && single0; v++)
                if (e->M[v] >= 0 && e->grp[e->M[v]] != 0)
                    single0 = 0;
            e->single0 = single0;
        }
    }
    if (odd && (rc = make_rank9(e)))
        return rc;
    e->single = e->single0;
    make_psi(e);
    e->in_brackets = 1;
    return SWC_OK;
}

/* Make the window matrix hold wn players, keeping the weights among the
 * first nkeep players (the MDPs, carried over from the previous window in
 * the same order, and re-expressed from that window's layout, fields of
 * and oL limbs) and zeroing the rest. old_pos gives their old positions.
 * Returns 1, leaving everything as it was, when a carried weight needs a
 * score counter the current layout lacks. */
static int prepare_window(engine *e, size_t wn, size_t nkeep, const long *old_pos, const field *of, size_t oL)
{
    /* The carried weights go to a small array first: the window's table
     * is then grown in place (one buffer for the round, never two large
     * ones at once, and no large block freed for every window). They are
     * its first entries, since swc_dutch_tri() puts the rows of the first players
     * first. */
    size_t need = wn * (wn ? wn - 1 : 0) / 2, nc = nkeep * (nkeep ? nkeep - 1 : 0) / 2;
    uint32_t *carry = swc_mem_calloc(e->mem, nc ? nc : 1, sizeof *carry);
    swc_wpool np;
    if (!carry || swc_wpool_init(&np, e->mem, e->L)) {
        swc_mem_free(e->mem, carry, (nc ? nc : 1) * sizeof *carry);
        return SWC_ENOMEM;
    }
    int rc = SWC_OK;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (size_t i = 1; i < nkeep && !rc; i++)
        for (size_t j = 0; j < i && !rc; j++) {
            const uint64_t *src = swc_wpool_get(&e->wp, swc_idtab_get(&e->Wx, swc_dutch_tri((size_t)old_pos[i], (size_t)old_pos[j])));
            if (relayout(e, of, oL, src, w))
                rc = 1;
            else
                carry[swc_dutch_tri(i, j)] = swc_wpool_id(&np, w);
        }
    if (!rc && np.failed)
        rc = SWC_ENOMEM;
    if (!rc && swc_idtab_reset(&e->Wx, e->mem, need))
        rc = SWC_ENOMEM;
    for (size_t i = 0; i < nc && !rc; i++)
        if (swc_idtab_set(&e->Wx, e->mem, i, carry[i]))
            rc = SWC_ENOMEM;
    swc_mem_free(e->mem, carry, (nc ? nc : 1) * sizeof *carry);
    if (rc) {
        swc_wpool_free(&np);
        return rc;
    }
    swc_wpool_free(&e->wp);
    e->wp = np;
    e->wp.live = np.n; /* the carried weights are live */
    return SWC_OK;
}

/*
 * The layout of a new window (§14.5): score counters for the groups of its
 * players only (the MDPs, G and G'), the carried weights re-expressed, the
 * setup terms recomputed. Should a carried weight count another group, the
 * window keeps the round's full layout instead. The whole-field matcher,
 * if engaged, holds the old layout and is dropped (rebuilt on demand).
 */
static int window_layout(engine *e, size_t wn, size_t nd, const size_t *mdps, const long *old_pos, size_t g,
                         size_t gnext, uint8_t *present)
{
    field of[D26_NFIELDS];
    memcpy(of, e->f, sizeof of);
    size_t oL = e->L;
    unsigned *t = e->oshift;
    e->oshift = e->lshift;
    e->lshift = t;
    memset(present, 0, e->ngroups);
    for (size_t i = 0; i < nd; i++)
        present[e->grp[mdps[i]]] = 1;
    present[g] = 1;
    if (gnext != SIZE_MAX)
        present[gnext] = 1;
    set_layout(e, present);
    int rc = prepare_window(e, wn, nd, old_pos, of, oL);
    if (rc == 1) {
        /* every counter has its place here: this cannot fail that way */
        memset(present, 1, e->ngroups);
        set_layout(e, present);
        rc = prepare_window(e, wn, nd, old_pos, of, oL);
    }
    if (rc)
        return rc;
    make_psi(e);
    if (e->fdm) {
        swc_matcher_free(e->fdm);
        e->fdm = NULL;
    }
    return SWC_OK;
}

static int any_forbidden(const dutch_ctx *c)
{
    size_t words = (c->n * c->n + 63) / 64;
    for (size_t i = 0; i < words; i++)
        if (c->forbid[i])
            return 1;
    return 0;
}

int swc_dutch_2026(dutch_ctx *c, long *mate)
{
    engine e;
    memset(&e, 0, sizeof e);
    e.c = c;
    e.mem = &c->t->mem;
    e.n = c->n;
    e.facts = dutch_facts(dutch26_criteria, D26_NFIELDS);
    size_t n = c->n;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    if (n == 0)
        return SWC_OK;
    const swc_mem *mem = e.mem;
    size_t nn = n;
    e.gstart = swc_mem_calloc(mem, nn + 1, sizeof(size_t));
    e.lshift = swc_mem_calloc(mem, nn, sizeof(unsigned));
    e.oshift = swc_mem_calloc(mem, nn, sizeof(unsigned));
    e.grp = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.fixed = swc_mem_calloc(mem, nn, 1);
    e.M = swc_mem_calloc(mem, nn, sizeof(long));
    e.final_mate = swc_mem_calloc(mem, nn, sizeof(long));
    e.rank9 = swc_mem_calloc(mem, c->P + 1, sizeof(uint32_t));
    e.cmap = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.cinv = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.cmate = swc_mem_calloc(mem, nn, sizeof(long));
    e.gmate = swc_mem_calloc(mem, nn, sizeof(long));
    e.gnext = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.gprev = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.gverts = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.gpos = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.gcls = swc_mem_calloc(mem, nn, 1);
    e.fdm_gone = swc_mem_calloc(mem, nn, 1);
    e.fdm_touch = swc_mem_calloc(mem, nn, 1);
    e.fdm_idx = swc_mem_calloc(mem, nn, sizeof(long));
    e.fdm_inv = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.fdm_mate = swc_mem_calloc(mem, nn, sizeof(long));
    e.bfs_par = swc_mem_calloc(mem, nn, sizeof(long));
    e.bfs_seen = swc_mem_calloc(mem, nn, sizeof(uint32_t));
    e.bfs_q = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.wpos = swc_mem_calloc(mem, nn, sizeof(long));
    e.win = swc_mem_calloc(mem, nn, sizeof(size_t));
    e.dirty_w = swc_mem_calloc(mem, nn, 1);
    e.dirty_f = swc_mem_calloc(mem, nn, 1);
    e.dflag = swc_mem_calloc(mem, nn, 1);
    e.dlist = swc_mem_calloc(mem, nn, sizeof(size_t));
    /* the cache of mwm() (optional: without it, every weight is made) */
    e.pcls = swc_mem_calloc(mem, nn, 1);
    e.mc_key = swc_mem_calloc(mem, MC_CAP, sizeof *e.mc_key);
    e.mc_id = swc_mem_calloc(mem, MC_CAP, sizeof *e.mc_id);
    if (!e.pcls || !e.mc_key || !e.mc_id) {
        swc_mem_free(mem, e.mc_key, MC_CAP * sizeof *e.mc_key);
        swc_mem_free(mem, e.mc_id, MC_CAP * sizeof *e.mc_id);
        e.mc_key = NULL;
        e.mc_id = NULL;
    }
    size_t *nextd = swc_mem_calloc(mem, nn, sizeof(size_t));
    long *old_pos = swc_mem_calloc(mem, nn, sizeof(long));
    uint8_t *present = swc_mem_calloc(mem, nn, 1);
    bracket br;
    memset(&br, 0, sizeof br);
    e.br = &br;
    dutch_bracket_work work;
    int rc = dutch_bracket_work_init(&work, mem, nn);
    if (!e.gstart || !e.grp || !e.fixed || !e.M || !e.final_mate || !e.rank9 || !e.cmap ||
        !e.cinv || !e.cmate || !e.gmate || !e.gnext || !e.gprev || !e.gverts || !e.gpos || !e.gcls || !e.fdm_gone || !e.fdm_touch || !e.fdm_idx || !e.fdm_inv || !e.fdm_mate || !e.bfs_par || !e.bfs_seen || !e.bfs_q || !e.wpos || !e.win ||
        !e.dirty_w || !e.dirty_f || !e.dflag || !e.dlist ||
        !nextd || !old_pos || !present || !e.lshift || !e.oshift || rc) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++) {
        e.final_mate[v] = -1;
        e.wpos[v] = -1;
    }
    /* §4.1 score groups; set_layout() makes the shift table */
    size_t maxc = 0;
    for (size_t v = 0; v < n; v++) {
        if (v == 0 || c->pl[v].ps != c->pl[v - 1].ps)
            e.gstart[e.ngroups++] = v;
        e.grp[v] = e.ngroups - 1;
    }
    e.gstart[e.ngroups] = n;
    for (size_t g = 0; g < e.ngroups; g++)
        if (e.gstart[g + 1] - e.gstart[g] > maxc)
            maxc = e.gstart[g + 1] - e.gstart[g];
    e.B = swc_dutch_bitlen(maxc);
    memset(present, 1, e.ngroups);
    set_layout(&e, present); /* the round's layout: every group */
    if (e.L > SWC_WIDE_MAX_LIMBS) {
        rc = SWC_ELIMIT;
        goto done;
    }
    e.psi_L = e.L;
    e.psi = swc_mem_calloc(mem, nn * e.L, sizeof(uint64_t));
    if (!e.psi) {
        rc = SWC_ENOMEM;
        goto done;
    }
    if (c->P == 0 && e.ngroups == 1 && !any_forbidden(c)) {
        /* Round 1 without acceleration or forbidden pairs: one homogeneous
         * bracket in which nobody has a preference or a history, so the
         * first candidate, S1[i] - S2[i], is perfect (§12.2); the PAB goes
         * to the last player of an odd field. */
        size_t h = n / 2;
        for (size_t i = 0; i < h; i++) {
            mate[i] = (long)(i + h);
            mate[i + h] = (long)i;
        }
        goto done;
    }
    if ((rc = setup(&e)))
        goto done;

    /* §5.2 bracket loop */
    br.pos = e.wpos;
    br.win = e.win;
    size_t nd = 0;        /* MDPs: nextd[0..nd) */
    size_t gi = 0;        /* current group G */
    size_t nextg = 1;     /* next group to append */
    while (1) {
        size_t gs0 = e.gstart[gi], gs1 = e.gstart[gi + 1];
        size_t ng = gs1 - gs0;
        int groups_left = nextg < e.ngroups;
        if (!(nd + ng > 1 || groups_left))
            break;
        size_t ngp = groups_left ? e.gstart[nextg + 1] - e.gstart[nextg] : 0;
        /* the MDPs keep their weights among themselves (§11 item 15) */
        for (size_t i = 0; i < nd; i++)
            old_pos[i] = e.wpos[nextd[i]];
        size_t wn = nd + ng + ngp;
        /* the last window's matcher goes before the new weights come:
         * the two largest tables of a round never meet */
        drop_window_matching(&e);
        if ((rc = window_layout(&e, wn, nd, nextd, old_pos, gi, groups_left ? nextg : SIZE_MAX, present)) ||
            (rc = new_window_matching(&e, wn)))
            goto done;
        for (size_t p = 0; p < e.wn; p++)
            e.wpos[e.win[p]] = -1;
        size_t k = 0;
        for (size_t i = 0; i < nd; i++)
            e.win[k++] = nextd[i];
        for (size_t v = gs0; v < gs1; v++)
            e.win[k++] = v;
        for (size_t i = 0; i < ngp; i++)
            e.win[k++] = e.gstart[nextg] + i;
        e.wn = wn;
        for (size_t p = 0; p < wn; p++) {
            e.wpos[e.win[p]] = (long)p;
            e.dirty_w[e.win[p]] = e.dirty_f[e.win[p]] = 1;
        }
        br.nd = nd;
        br.ng = ng;
        br.ngp = ngp;
        br.wn = wn;
        size_t dg = nd + ng, need = dg * (dg ? dg - 1 : 0) / 2;
        if (swc_idtab_reset(&br.base, mem, need)) {
            rc = SWC_ENOMEM;
            goto done;
        }
        e.bbase = &br.base;
        e.bbase_n = need;
        dutch_bracket db = { .ops = &ops2026, .ctx = &e, .c = c, .win = e.win, .nd = nd, .ng = ng, .wn = wn,
                             .L = e.L, .work = &work };
        if ((rc = dutch_run_bracket(&db)))
            goto done;
        /* Step 9: the unpaired bracket players move down; the C9 switch. */
        k = 0;
        for (size_t p = 0; p < nd + ng; p++)
            if (!e.fixed[e.win[p]])
                nextd[k++] = e.win[p];
        nd = k;
        if (!groups_left)
            break;
        int32_t gscore = c->pl[e.gstart[nextg]].ps;
        int single = (n % 2) && ngp > 0 && e.beta >= gscore;
        for (size_t i = 0; i < nd && single; i++) {
            long m = e.M[nextd[i]];
            if (c->pl[m < 0 ? nextd[i] : (size_t)m].ps < gscore)
                single = 0;
        }
        for (size_t v = e.gstart[nextg]; v < e.gstart[nextg + 1] && single; v++) {
            long m = e.M[v];
            if (c->pl[m < 0 ? v : (size_t)m].ps < gscore)
                single = 0;
        }
        e.single = single;
        gi = nextg;
        nextg++;
    }
    if (e.wp.failed) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++)
        mate[v] = e.final_mate[v];
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2026: %zu players, %lu window matchings, %lu whole-field matchings\n", n,
            e.stat_relaxed, e.stat_full);
#endif
done:
    dutch_bracket_work_free(&work, mem);
    swc_idtab_free(&br.base, mem);
    swc_mem_free(mem, nextd, nn * sizeof(size_t));
    swc_mem_free(mem, old_pos, nn * sizeof(long));
    swc_mem_free(mem, present, nn);
    free_engine(&e);
    return rc;
}
