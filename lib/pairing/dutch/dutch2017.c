/*
 * FIDE Dutch system, 2017 edition (C.04.3 in force 1 Jul 2017 - 31 Jan
 * 2026), as the reference engine bbpPairings 5.0.1 computes it; §6 of
 * doc/internals/dutch-engine.md describes every step below.
 *
 * Two kinds of graph:
 *  - the validity graph V, 0/1 over all players to be paired (plus a dummy
 *    vertex standing for the PAB when n is odd). It only answers "can the
 *    round still be completed?" (C.4): at the start, and after every bracket
 *    paired in normal mode. When the answer is no, that bracket is the PPB
 *    and is paired again in special mode;
 *  - a fresh weighted bracket graph per bracket, over the window only:
 *    moved-down players D, residents G and the next score group G' (in
 *    special mode G' is every player below, so completion and the PAB are
 *    decided inside the bracket graph itself).
 * Inside a bracket the same Steps 1-8 as in the 2026 engine (§5.2) fix the
 * pairs one decision at a time, each a maximum-weight matching.
 */
#include <stdlib.h>
#include <string.h>
#ifdef SWC_DUTCH_TRACE
#include <stdio.h>
#include <time.h>
#endif
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
#include <stdio.h>
#endif

#include "../../core/wide.h"
#include "../../matching/cardmatch.h"
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

/* One distinct key of the PSD table (§6.3). */
typedef struct psd_key {
    int32_t key;     /* score difference in tenths (downfloaters: ps - minS + 10) */
    unsigned shift;  /* offset of its counter inside an Sd-wide field */
} psd_key;

typedef struct engine {
    dutch_ctx *c;
    const swc_mem *mem;
    size_t n;
    /* The whole round. */
    uint8_t *vfixed;       /* vertex already paired in V */
    swc_cardmatch *V;      /* V itself, once completable() made it: the
                            * players (and the dummy, vertex n) ... */
    uint8_t *vgone;        /* ... of whom these have left it */
    long *final_mate;      /* accepted pairs, by vertex */
    /* The current bracket. Window positions: D = [0, nd), G = [nd, nd + ng),
     * G' = [nd + ng, wn); each part in ranking order, so a smaller position
     * is always the higher player of a pair. */
    size_t *win;           /* position -> vertex */
    size_t nd, ng, wn;
    int special, final;
    unsigned pcB, npcB, Sd, bits;
    size_t L;
    unsigned off[D17_NFIELDS];  /* the fields of dutch17_criteria */
    uint8_t has[D17_NFIELDS];
    unsigned facts;             /* what they read of a player (criteria.h) */
    int32_t minS;
    int32_t *rawkeys;      /* the key list before sorting */
    size_t rawcap;
    psd_key *keys;         /* distinct keys, ascending */
    size_t nkeys, keyscap;
    /* Base weights (step 0, zeroed by steps 5-7), ids into wp (a fresh
     * pool per bracket, in its L): by the classes of the two players
     * (ctab, S x S, when there are few) and a bit per pair zeroed (zbits,
     * a lower triangle over positions), or else a lower triangle of ids
     * (base, 16-bit until one needs more, idtab.h). */
    swc_idtab base;
    int byclass;
    uint32_t *ctab;
    size_t ctabcap;
    uint64_t *zbits;
    size_t zcap;
    swc_wpool wp;
    /* The current weights are the base weights changed by rows: the
     * bonuses and probes of steps 2 and 4-6 add roff[p] to the edges of
     * p towards later players of the bracket, and steps 3 and 8 give one
     * row at a time (exrow) bonuses that differ by partner (exv, L limbs
     * by position, where exset). So no table of current weights is kept,
     * and the matcher takes roff as its row offsets (weights.h). */
    int64_t *roff;
    size_t exrow;
    uint64_t *exv;
    uint8_t *exset;
    uint8_t *fixed;        /* position paired in this bracket */
    long *M;               /* current matching by position, -1 = unmatched */
    long *bmate;           /* pairs fixed in this bracket, by position */
    /* The bracket's matching, re-optimised between decisions (matcher.h):
     * rows written since the last solve are compared again (dirty), pairs
     * fixed since leave it (gone). */
    swc_matcher *dm;
    uint8_t *dirty, *gone;
    /* step 8 by an exchange (exchange.h): search scratch */
    size_t *queue;
    long *par;
    uint32_t *seen, stamp;
    uint64_t *tight;       /* two rows of (n + 63) / 64 words */
    /* A special window with players below the bracket (the PPB paired
     * again, §6.2). The weights towards them are not stored: every such
     * edge weighs the T field alone (tw[], by the number of its players
     * who may not take the PAB), unless step 6 cut the bracket player's
     * edges below. Stored weights cover D + G only (nw positions). The
     * matcher solves D + G with reserve vertices for what the players
     * below need, and a completion of the rest proves its optimum
     * (relaxed_solve()); when no completion is found the whole window is
     * matched from then on (whole). */
    int below;
    size_t nw;             /* positions whose weights are stored */
    int whole;
    uint64_t tw[3][SWC_WIDE_MAX_LIMBS], zero[SWC_WIDE_MAX_LIMBS];
    uint8_t *cut;          /* by position: edges below cut in step 6 */
    uint8_t *role;         /* by position: SWC_ROLE_* of the relaxation (reserve.h) */
    size_t nres, npab, late; /* reserve and PAB vertices; reserve edges still to join */
    int rcls;              /* the class I of the reserve */
    uint64_t H[SWC_WIDE_MAX_LIMBS];
    long *dmate;           /* the matcher's matching, by its vertices */
    /* the completion (complete_below()): a matching by position, the
     * players it pairs, and free lists by colour class */
    long *gmate;
    size_t *gverts, *gnext, *gprev, *gpos;
    uint8_t *gcls;
    long *wpos;            /* position -> itself inside D + G, else -1 (exchange.h) */
    /* Step 0's classes (omega_classes()), for the duals that start the
     * bracket's first matching: the class of each stored position, and
     * their number (0: too many). */
    uint32_t *cls;
    size_t nclass;
} engine;

static int32_t ps_at(const engine *e, size_t p)
{
    return e->c->pl[e->win[p]].ps;
}

/* The base weight of positions a and b, by id and by value (valid until
 * the next new weight is stored). */
static uint32_t Bid(const engine *e, size_t a, size_t b)
{
    size_t t = swc_dutch_tri(a, b);
    if (!e->byclass)
        return swc_idtab_get(&e->base, t);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (hi < e->nd || ((e->zbits[t / 64] >> (t % 64)) & 1u) || !dutch_compatible(e->c, e->win[lo], e->win[hi]))
        return 0; /* two MDPs, zeroed, or they may not meet */
    return e->ctab[(size_t)e->cls[lo] * e->nclass + e->cls[hi]];
}

static const uint64_t *Bp(const engine *e, size_t a, size_t b)
{
    return swc_wpool_get(&e->wp, Bid(e, a, b));
}

/* Set it (a failure is the pool's, reported by mwm() and at the end of
 * the bracket). */
static void Bput(engine *e, size_t a, size_t b, uint32_t id)
{
    swc_wpool_store(&e->wp, &e->base, swc_dutch_tri(a, b), id);
}

/* Zero it (steps 5-7). */
static void Bzero(engine *e, size_t a, size_t b)
{
    size_t t = swc_dutch_tri(a, b);
    if (e->byclass)
        e->zbits[t / 64] |= UINT64_C(1) << (t % 64);
    else
        Bput(e, a, b, 0);
}

/* The weight of an edge towards a player below a special window: the T
 * field alone, or zero where the two may not meet or step 6 cut the
 * bracket player's edges below. */
static const uint64_t *below_weight(const engine *e, size_t a, size_t b)
{
    size_t p = a < b ? a : b;
    if (!dutch_compatible(e->c, e->win[a], e->win[b]) || (p < e->nw && e->cut[p]))
        return e->zero;
    return e->tw[!e->c->pl[e->win[a]].eligible + !e->c->pl[e->win[b]].eligible];
}

/* The current weight of positions a and b without the row offset: the
 * base weight, or the bonus of the row of steps 3 and 8 (valid as Bp's).
 * Base weights are stored only below nw; no step asks for others. */
static const uint64_t *Rp(const engine *e, size_t a, size_t b)
{
    if (a >= e->nw || b >= e->nw)
        return below_weight(e, a, b);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (lo == e->exrow && e->exset[hi])
        return e->exv + hi * e->L;
    return Bp(e, a, b);
}

/* The current weight of positions a and b: Rp, plus the row offset of the
 * earlier one on an edge inside the bracket (into buf then). */
static const uint64_t *Wp(const engine *e, size_t a, size_t b, uint64_t *buf)
{
    const uint64_t *w = Rp(e, a, b);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    int64_t o = hi < e->nd + e->ng ? e->roff[lo] : 0;
    if (!o || wide_is_zero(w, e->L))
        return w;
    wide_add_signed(buf, w, o, e->L);
    return buf;
}

/* Row p's offset (steps 2, 4-6): its edges are compared with the
 * matcher's before the next solve. */
static void set_roff(engine *e, size_t p, int64_t o)
{
    e->roff[p] = o;
    e->dirty[p] = 1;
}

/* Row x takes bonuses that differ by partner (steps 3, 8), set by
 * put_ex(); its offset goes. The row before it is paired by now. */
static void begin_ex(engine *e, size_t x)
{
    e->exrow = x;
    memset(e->exset, 0, e->wn ? e->wn : 1);
    set_roff(e, x, 0);
}

static void put_ex(engine *e, size_t q, const uint64_t *w)
{
    wide_copy(e->exv + q * e->L, w, e->L);
    e->exset[q] = 1;
    e->dirty[e->exrow] = 1;
}

/* w += v·2^at and w -= v·2^at, modulo 2^(64L): a field value may be
 * negative (§6.4); it borrows from the fields above, and every complete
 * weight is non-negative again, so wrap-around leaves the exact value. */
static void put(const engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_add_shifted(w, v, at, e->L);
}

static void take(const engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    uint64_t t[SWC_WIDE_MAX_LIMBS] = { 0 };
    wide_add_shifted(t, v, at, e->L);
    wide_sub(w, t, e->L);
}

/* Counter offset of a key of the PSD table. Every key the weights ask for
 * was put into the table by prepare_bracket, by construction. */
static unsigned key_shift(const engine *e, int32_t key)
{
    size_t lo = 0, hi = e->nkeys;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (e->keys[mid].key <= key)
            lo = mid;
        else
            hi = mid;
    }
    return e->keys[lo].shift;
}

/* Downfloater key: the reference measures a downfloater's score difference
 * from the lowest score of the window plus one point (§11.9). */
static int32_t df_key(const engine *e, size_t p)
{
    return ps_at(e, p) - e->minS + 10;
}

/*
 * The float criteria of one round back (C.12, C.13, C.16, C.17) or two
 * (C.14, C.15, C.18, C.19) for the pair at positions b < a: the fields
 * of the four, in that order.
 */
static void floats17(const engine *e, size_t b, size_t a, int back, int down, int up, int sddown, int sdup,
                     uint64_t *w)
{
    const dutch_player *ph = &e->c->pl[e->win[b]], *pl = &e->c->pl[e->win[a]];
    const unsigned *off = e->off;
    int32_t diff = ph->ps - pl->ps;
    uint8_t fh = back == 1 ? ph->fl1 : ph->fl2, fl = back == 1 ? pl->fl1 : pl->fl2;
    /* C.12/C.14: a repeated downfloater paired in its own group. */
    put(e, w, (uint64_t)(fl == SWC_FLOAT_DOWN) + (ph->ps <= pl->ps && fh == SWC_FLOAT_DOWN), off[down]);
    /* C.13/C.15 are penalties in 2017: subtract, same ordering as a
     * reward on every other pair (§10). */
    int up_again = diff > 0 && fl == SWC_FLOAT_UP;
    if (up_again)
        take(e, w, 1, off[up]);
    /* C.16/C.18: score differences of repeated downfloaters. */
    if (fl == SWC_FLOAT_DOWN)
        put(e, w, 1, off[sddown] + key_shift(e, df_key(e, a)));
    if (fh == SWC_FLOAT_DOWN) {
        put(e, w, 1, off[sddown] + key_shift(e, df_key(e, b)));
        if (diff > 0)
            take(e, w, 1, off[sddown] + key_shift(e, diff));
    }
    /* C.17/C.19: score differences of repeated upfloaters. */
    if (up_again)
        take(e, w, 1, off[sdup] + key_shift(e, diff));
}

/* ω17 of the pair at positions b < a (§6.4), for two players who may meet
 * (the caller asks dutch_compatible()): one line per criterion of
 * dutch17_criteria. */
static void omega17(const engine *e, size_t b, size_t a, uint64_t *w)
{
    const dutch_ctx *c = e->c;
    wide_zero(w, e->L);
    const dutch_player *ph = &c->pl[e->win[b]], *pl = &c->pl[e->win[a]];
    const unsigned *off = e->off;
    size_t nb = e->nd + e->ng;
    int hcur = b < nb, lcur = a < nb;
    int32_t diff = ph->ps - pl->ps;
    /* T: in the PPB/CLB nothing else guarantees completion and a legal PAB. */
    if (e->has[D17_C4])
        put(e, w, 1u + !ph->eligible + !pl->eligible, off[D17_C4]);
    if (lcur) {
        put(e, w, 1, off[D17_C5]);
        /* PSD: paired bracket players stop counting as downfloaters, and the
         * pair's own score difference counts instead (C.6). */
        put(e, w, 1, off[D17_C6] + key_shift(e, df_key(e, b)));
        put(e, w, 1, off[D17_C6] + key_shift(e, df_key(e, a)));
        take(e, w, 1, off[D17_C6] + key_shift(e, diff));
    }
    if (e->has[D17_C7_PAIRS]) {
        /* C.7 look-ahead; before the last bracket it also checks that the
         * player left over could take the PAB (§11.10). */
        put(e, w, e->final ? 1u + !ph->eligible + !pl->eligible : (uint64_t)!lcur, off[D17_C7_PAIRS]);
        if (hcur)
            put(e, w, 1, off[D17_C7_PSD] + key_shift(e, df_key(e, b)));
        if (lcur)
            put(e, w, 1, off[D17_C7_PSD] + key_shift(e, df_key(e, a)));
    }
    if (!lcur)
        return;
    put(e, w, !swc_dutch_v10(ph, pl), off[D17_C8]);
    put(e, w, !swc_dutch_v11(ph, pl), off[D17_C9]);
    put(e, w, !swc_dutch_v12(ph, pl), off[D17_C10]);
    put(e, w, !swc_dutch_v13(ph, pl), off[D17_C11]);
    if (e->has[D17_C12])
        floats17(e, b, a, 1, D17_C12, D17_C13, D17_C16, D17_C17, w);
    if (e->has[D17_C14])
        floats17(e, b, a, 2, D17_C14, D17_C15, D17_C18, D17_C19, w);
}

/* The colour class of a position (complete.h): the players of one class
 * never meet each other (dutch_compatible). */
static int colour_class(const engine *e, size_t p)
{
    const dutch_player *x = &e->c->pl[e->win[p]];
    if (!x->absolute || x->topscorer)
        return SWC_CLS_REST;
    return x->pref == SWC_COLOUR_WHITE ? SWC_CLS_W : x->pref == SWC_COLOUR_BLACK ? SWC_CLS_B : SWC_CLS_REST;
}

/* May positions p and q be paired, as far as a complete pairing of a
 * special window goes? Inside D + G: when the bracket has an edge. */
static int linked(const engine *e, size_t p, size_t q)
{
    return !wide_is_zero(Rp(e, p, q), e->L); /* (an offset leaves an edge an edge) */
}

static int linked_cb(const void *ctx, size_t p, size_t q)
{
    return linked((const engine *)ctx, p, q);
}

static int colour_cb(const void *ctx, size_t p)
{
    return colour_class((const engine *)ctx, p);
}

static int may_bye_cb(const void *ctx, size_t p)
{
    const engine *e = ctx;
    return e->c->pl[e->win[p]].eligible;
}

/*
 * How many bracket players a complete pairing must give to the players
 * below, at least (unfixed players in all), and the roles of the bracket
 * players in the relaxation (reserve.h; a player whose edges below step 6
 * cut may not go below); sets e->role and e->rcls. Scratch: e->gverts,
 * e->queue, e->gpos, e->gcls.
 */
static size_t below_reserve(engine *e, size_t unfixed)
{
    const size_t nb = e->nw, wn = e->wn;
    size_t nw = 0, *items = e->queue, *below = e->gverts;
    for (size_t p = 0; p < nb; p++) {
        e->role[p] = 0;
        if (!e->fixed[p])
            items[nw++] = p;
    }
    for (size_t z = nb; z < wn; z++)
        below[z - nb] = z;
    /* the roles by item land in e->gcls, then go to their positions */
    swc_reserve_view rv = { .linked = linked_cb, .colour = colour_cb, .may_bye = may_bye_cb, .ctx = e,
                            .below = below, .nbelow = wn - nb, .window = items, .nwindow = nw,
                            .unfixed = unfixed, .scratch = e->gpos };
    size_t need = swc_reserve_need(&rv, e->gcls, &e->rcls);
    for (size_t i = 0; i < nw; i++)
        e->role[items[i]] = e->gcls[i];
    return need;
}

/* The matcher's weight of two bracket players: the excess over the T
 * field (positive: field A), with the roles' H (swc_reserve_weight). */
static void relaxed_weight(const engine *e, size_t a, size_t b, size_t Lm, uint64_t *w)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    const uint64_t *wx = Wp(e, a, b, buf);
    int edge = !wide_is_zero(wx, e->L);
    wide_zero(w, Lm);
    if (edge) {
        wide_copy(w, wx, e->L);
        wide_sub(w, e->tw[!e->c->pl[e->win[a]].eligible + !e->c->pl[e->win[b]].eligible], e->L);
    }
    swc_reserve_weight(w, edge, e->role[a], e->role[b], e->H, Lm);
}

/* The edges of the reserve vertices (the last of the matcher) to the
 * players of role SWC_ROLE_N, weight H. */
static void join_reserve(engine *e)
{
    size_t first = e->nw + e->npab;
    for (size_t p = 0; p < e->nw; p++)
        if (e->role[p] & SWC_ROLE_N)
            for (size_t k = 0; k < e->nres; k++)
                swc_matcher_set(e->dm, p, first + k, e->H);
}

/*
 * The matcher of a special window with players below: D + G, then a PAB
 * vertex in an odd round (joined with H to the players of SWC_ROLE_PAB), then
 * the reserve vertices as twins (stored once). Every complete pairing of
 * the window maps to a matching of this graph that matches the reserve
 * and the players of I, with the same excess, so its optimum bounds the
 * window's; a completion proves it optimal. With no player of I in the
 * bracket, H sits on the reserve edges alone, and they join after the
 * first optimum of the bracket alone (§14.10).
 */
static int new_relaxed_matcher(engine *e)
{
    size_t nw = e->nw, wn = e->wn, unfixed = wn - nw;
    for (size_t p = 0; p < nw; p++)
        unfixed += !e->fixed[p];
    size_t nr = below_reserve(e, unfixed), npab = nr ? unfixed % 2 : 0;
    unsigned extra = nr ? swc_dutch_bitlen(nw) + 2 : 0;
    if (nw + nr + npab > wn || (e->bits + extra + 3) / 64 + 1 > SWC_WIDE_MAX_LIMBS) {
        nr = npab = 0;
        extra = 0;
        memset(e->role, 0, nw ? nw : 1);
    }
    int rc = swc_matcher_new_twins(&e->dm, e->mem, nw + npab + nr, nr, e->bits + extra + (extra ? 1 : 0));
    if (rc)
        return rc;
    e->nres = nr;
    e->npab = npab;
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2017: bracket %zu with %zu below: reserve %zu + %zu, cpu %.2f\n", nw, wn - nw, nr, npab,
            (double)clock() / CLOCKS_PER_SEC);
#endif
    wide_zero(e->H, SWC_WIDE_MAX_LIMBS);
    if (extra)
        wide_add_shifted(e->H, 1, e->bits + extra - 1, swc_matcher_limbs(e->dm));
    int any_i = 0;
    for (size_t p = 0; p < nw; p++)
        any_i |= (e->role[p] & SWC_ROLE_I) != 0;
    e->late = nr && !any_i;
    for (size_t p = 0; p < nw && npab; p++)
        if (e->role[p] & SWC_ROLE_PAB)
            swc_matcher_set(e->dm, p, nw, e->H);
    if (!e->late)
        join_reserve(e);
    return SWC_OK;
}

/* Whether the window's matchings go to the relaxation (relaxed_solve()). */
static int relaxing(const engine *e)
{
    return e->below && !e->whole && !e->c->whole_below;
}

/* Step 6 cut p's edges below: p can no longer go below, so it no longer
 * serves the reserve, and a player of the class I must now be matched in
 * the bracket (or take the PAB); the relaxed matcher learns it at once. */
static void apply_cut(engine *e, size_t p)
{
    if (!e->nres)
        return;
    if (e->role[p] & SWC_ROLE_N)
        for (size_t k = 0; k < e->nres; k++)
            swc_matcher_set(e->dm, p, e->nw + e->npab + k, e->zero);
    e->role[p] = 0;
    if (colour_class(e, p) == e->rcls)
        e->role[p] = (uint8_t)(SWC_ROLE_I | (e->c->pl[e->win[p]].eligible ? SWC_ROLE_PAB : 0));
    if (e->npab)
        swc_matcher_set(e->dm, p, e->nw, (e->role[p] & SWC_ROLE_PAB) ? e->H : e->zero);
    swc_matcher_touch(e->dm, p);
}

/*
 * Complete the bracket's matching with the players below (complete.h):
 * the bracket players it leaves unmatched and everybody below pair among
 * themselves into gmate, leaving unmatched at most one player, who may
 * take the PAB. Success proves the combined matching an optimum of the
 * whole window.
 */
static int complete_below(engine *e)
{
    size_t nv = 0;
    for (size_t p = 0; p < e->nw; p++)
        if (!e->fixed[p] && e->M[p] < 0)
            e->gverts[nv++] = p;
    for (size_t z = e->nw; z < e->wn; z++)
        e->gverts[nv++] = z;
    swc_completion c = { .linked = linked_cb, .colour = colour_cb, .ctx = e, .mate = e->gmate, .pos = e->gpos,
                         .par = e->par, .seen = e->seen, .stamp = &e->stamp, .next = e->gnext, .prev = e->gprev,
                         .queue = e->queue, .cls = e->gcls };
    return swc_complete_round(&c, e->gverts, nv, may_bye_cb, e);
}

/*
 * Bring the matcher's weights of the rows written since the last solve up
 * to date, over positions [0, n): the relaxation's weights (relaxed) or
 * the window's. A row whose weights changed is the vertex the warm
 * restart repairs around; a pair of two written rows is compared from the
 * first.
 */
static void sync_rows(engine *e, size_t n, int relaxed)
{
    size_t Lm = swc_matcher_limbs(e->dm);
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    for (size_t a = 0; a < n; a++) {
        if (!e->dirty[a] || e->fixed[a])
            continue;
        int changed = 0;
        /* the window's matcher takes the row offsets as they are; the
         * relaxation's has none (its weights are the window's less T) */
        if (!relaxed && swc_matcher_offset(e->dm, a) != e->roff[a]) {
            swc_matcher_set_offset(e->dm, a, e->roff[a]);
            changed = 1;
        }
        for (size_t b = 0; b < n; b++) {
            if (b == a || e->fixed[b] || (e->dirty[b] && b < a))
                continue;
            const uint64_t *w = buf;
            if (relaxed)
                relaxed_weight(e, a, b, Lm, buf);
            else
                w = Rp(e, a, b);
            if (wide_cmp(w, swc_matcher_weight(e->dm, a, b), Lm) == 0)
                continue;
            swc_matcher_set(e->dm, a, b, w);
            changed = 1;
        }
        if (changed)
            swc_matcher_touch(e->dm, a);
    }
    memset(e->dirty, 0, n ? n : 1);
}

/*
 * The bracket of a special window with players below, solved alone with
 * the reserve (new_relaxed_matcher()), then completed below. Sets
 * *decided when the completion holds: e->M is then an optimum of the
 * whole window, since the T field of a complete pairing is the same
 * whoever is paired below (the PAB receiver may take it, as the
 * completion makes sure), so only the bracket's excess differs.
 */
static int relaxed_solve(engine *e, int *decided)
{
    size_t nw = e->nw;
    int rc;
    *decided = 0;
    if (!e->dm) {
        if ((rc = new_relaxed_matcher(e)))
            return rc;
        memset(e->dirty, 1, nw ? nw : 1);
        memset(e->gone, 0, nw ? nw : 1);
    }
    for (size_t p = 0; p < nw; p++)
        if (e->fixed[p] && !e->gone[p]) {
            e->gone[p] = 1;
            swc_matcher_remove(e->dm, p);
        }
    sync_rows(e, nw, 1);
    if ((rc = swc_matcher_solve(e->dm, e->dmate)))
        return rc;
    if (e->late) {
        /* the reserve joins the bracket's optimum: a warm restart from
         * the reserve vertices only chooses who goes below */
        e->late = 0;
        join_reserve(e);
        for (size_t k = 0; k < e->nres; k++)
            swc_matcher_touch(e->dm, nw + e->npab + k);
        if ((rc = swc_matcher_solve(e->dm, e->dmate)))
            return rc;
    }
    /* a pair of the matcher that stands for pairs below (no edge) is left
     * to the completion */
    for (size_t p = 0; p < e->wn; p++) {
        long q = p < nw && !e->fixed[p] ? e->dmate[p] : -1;
        e->M[p] = q >= 0 && (size_t)q < nw && linked(e, p, (size_t)q) ? q : -1;
    }
    if (!complete_below(e))
        return SWC_OK;
    for (size_t p = 0; p < e->wn; p++)
        if ((p >= nw || !e->fixed[p]) && e->M[p] < 0)
            e->M[p] = e->gmate[p];
    *decided = 1;
    return SWC_OK;
}

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
/* The weight of a matching of the window's unfixed positions. */
static void matching_weight(const engine *e, const long *mate, uint64_t *sum)
{
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    wide_zero(sum, SWC_WIDE_MAX_LIMBS);
    for (size_t p = 0; p < e->wn; p++)
        if (!e->fixed[p] && mate[p] > (long)p)
            wide_add(sum, Wp(e, p, (size_t)mate[p], buf), e->L);
}

/*
 * A development check of relaxed_solve() (doc/internals/dutch-engine.md
 * §14.12): its matching must be one of the whole window, as heavy as the
 * optimum of a matching solved over the whole window from nothing.
 */
static void check_relaxed(engine *e)
{
    size_t wn = e->wn;
    swc_matcher *m;
    long *mate = e->gmate;
    uint64_t got[SWC_WIDE_MAX_LIMBS], want[SWC_WIDE_MAX_LIMBS], buf[SWC_WIDE_MAX_LIMBS];
    for (size_t p = 0; p < wn; p++) {
        long q = e->M[p];
        if (e->fixed[p] ? q >= 0 : q >= 0 && (e->fixed[q] || e->M[q] != (long)p || !linked(e, p, (size_t)q))) {
            fprintf(stderr, "dutch2017: the relaxed matching pairs %zu with %ld\n", p, q);
            abort();
        }
    }
    if (swc_matcher_new(&m, e->mem, wn, e->bits))
        return;
    for (size_t a = 0; a < wn; a++)
        for (size_t b = 0; b < a; b++)
            if (!e->fixed[a] && !e->fixed[b])
                swc_matcher_set(m, a, b, Wp(e, a, b, buf));
    if (swc_matcher_solve(m, mate) == SWC_OK) {
        matching_weight(e, e->M, got);
        matching_weight(e, mate, want);
        if (wide_cmp(got, want, SWC_WIDE_MAX_LIMBS) != 0) {
            fprintf(stderr, "dutch2017: the relaxed matching of a window of %zu is not an optimum\n", wn);
            abort();
        }
    }
    swc_matcher_free(m);
}
#endif

/*
 * Maximum-weight matching of the bracket graph over the positions not yet
 * fixed, into e->M (maximum weight, not cardinality: in 2017 a bracket pair
 * can be worth less than two pairs in the next group). One matcher per
 * bracket, warm-restarted: only the rows written since the last solve are
 * compared, and a row that changed is the vertex the restart repairs
 * around. Any optimum gives the same answers (§9), so this equals a solve
 * from nothing. A special window with players below is first solved as
 * its bracket with a reserve (relaxed_solve()); when its completion fails,
 * the whole window is matched from then on.
 */
static int mwm(engine *e)
{
    size_t wn = e->wn;
    int rc, fresh = 0;
    if (e->wp.failed)
        return SWC_ENOMEM;
    if (relaxing(e)) {
        int decided;
        if ((rc = relaxed_solve(e, &decided)))
            return rc;
        if (decided) {
#ifdef SWC_DUTCH_CHECK_SHORTCUTS
            check_relaxed(e);
#endif
            e->c->relaxed_below++;
            return SWC_OK;
        }
#ifdef SWC_DUTCH_TRACE
        fprintf(stderr, "dutch2017: no completion below, the whole window of %zu from here\n", wn);
#endif
        e->whole = 1;
        swc_matcher_free(e->dm);
        e->dm = NULL;
    }
    if (!e->dm) {
        if ((rc = swc_matcher_new(&e->dm, e->mem, wn, e->bits)))
            return rc;
        if ((rc = swc_matcher_use_offsets(e->dm, e->nd + e->ng)))
            return rc;
        memset(e->dirty, 1, wn ? wn : 1);
        memset(e->gone, 0, wn ? wn : 1);
        fresh = 1;
    }
    for (size_t p = 0; p < wn; p++)
        if (e->fixed[p] && !e->gone[p]) {
            e->gone[p] = 1;
            swc_matcher_remove(e->dm, p);
        }
    sync_rows(e, wn, 0);
    /* A new matcher holds step 0's weights, set by the classes of the two
     * players: start it from the class duals (out of memory: from its
     * usual start). */
    if (fresh && !e->below)
        (void)swc_matcher_start_by_class(e->dm, e->cls, e->nclass);
    return swc_matcher_solve(e->dm, e->M);
}

/*
 * C.4: do the players not yet paired in V still have a perfect matching,
 * the dummy vertex (n odd) taking an eligible player? V is made once; the
 * players paired since the last question leave it (their partners in its
 * matching become exposed), and the matching is completed from what is
 * left, a few searches instead of a new graph and matching each time.
 */
static int completable(engine *e, int *ok)
{
    const dutch_ctx *c = e->c;
    size_t n = e->n, odd = n % 2;
    if (!e->V) {
        int rc = swc_cardmatch_new(&e->V, e->mem, n + odd);
        if (rc)
            return rc;
        for (size_t a = 1; a < n; a++)
            for (size_t b = 0; b < a; b++)
                if (dutch_compatible(c, a, b))
                    swc_cardmatch_add_edge(e->V, a, b);
        for (size_t a = 0; a < n && odd; a++)
            if (c->pl[a].eligible)
                swc_cardmatch_add_edge(e->V, a, n);
    }
    size_t total = odd;
    for (size_t v = 0; v < n; v++) {
        if (e->vfixed[v] && !e->vgone[v]) {
            swc_cardmatch_remove(e->V, v);
            e->vgone[v] = 1;
        }
        total += !e->vfixed[v];
    }
    *ok = total == 0 || 2 * swc_cardmatch_solve(e->V) == total;
#ifdef SWC_DUTCH_TRACE
    fprintf(stderr, "dutch2017: C.4 check of %zu players: %s, cpu %.2f\n", total, *ok ? "yes" : "no",
            (double)clock() / CLOCKS_PER_SEC);
#endif
    return SWC_OK;
}

static void fix_pair(engine *e, size_t a, size_t b)
{
    e->fixed[a] = e->fixed[b] = 1;
    e->bmate[a] = (long)b;
    e->bmate[b] = (long)a;
    /* V learns the pair at once; if the bracket turns out to be the PPB its
     * pairs stay fixed there, harmlessly: V is not consulted again. */
    e->vfixed[e->win[a]] = e->vfixed[e->win[b]] = 1;
}

static int key_cmp(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return (a > b) - (a < b);
}

/* Widths, the PSD table (§6.3), the field layout (§6.4) and a zeroed graph. */
static int prepare_bracket(engine *e)
{
    const size_t nd = e->nd, nb = e->nd + e->ng, wn = e->wn;
    e->minS = ps_at(e, wn - 1);
    /* Key list: every bracket player's downfloater key, and each distinct
     * score difference towards the residents after it. Counted first, then
     * stored. */
    size_t cnt = 0;
    for (int pass = 0; pass < 2; pass++) {
        cnt = 0;
        for (size_t x = 0; x < nb; x++) {
            if (pass)
                e->rawkeys[cnt] = df_key(e, x);
            cnt++;
            size_t first = x + 1 > nd ? x + 1 : nd;
            for (size_t o = first; o < nb; o++)
                if (o == first || ps_at(e, o) < ps_at(e, o - 1)) {
                    if (pass)
                        e->rawkeys[cnt] = ps_at(e, x) - ps_at(e, o);
                    cnt++;
                }
        }
        if (!pass && (swc_mem_reserve(e->mem, (void **)&e->rawkeys, &e->rawcap, cnt, sizeof *e->rawkeys) ||
                      swc_mem_reserve(e->mem, (void **)&e->keys, &e->keyscap, cnt, sizeof *e->keys)))
            return SWC_ENOMEM;
    }
    qsort(e->rawkeys, cnt, sizeof *e->rawkeys, key_cmp);
    /* Larger keys get more significant counters, each as wide as the number
     * of times the key can occur. */
    unsigned sh = 0;
    e->nkeys = 0;
    for (size_t i = 0; i < cnt;) {
        size_t j = i;
        while (j < cnt && e->rawkeys[j] == e->rawkeys[i])
            j++;
        e->keys[e->nkeys].key = e->rawkeys[i];
        e->keys[e->nkeys].shift = sh;
        e->nkeys++;
        sh += swc_dutch_bitlen(j - i);
        i = j;
    }
    e->Sd = sh;
    e->pcB = swc_dutch_bitlen(e->ng);
    e->npcB = swc_dutch_bitlen(wn - nb);
    unsigned pcB = e->pcB;
    dutch_sizes sz = { .rounds = e->c->P, .special = e->special, .pairs = pcB, .scores = e->Sd,
                       .next = e->final ? (pcB > e->npcB ? pcB : e->npcB) + 3 : e->npcB };
    unsigned width[D17_NFIELDS];
    e->bits = dutch_layout(dutch17_criteria, D17_NFIELDS, &sz, e->off, width, e->has);
    e->L = (e->bits + 2) / 64 + 1;
    if (e->L > SWC_WIDE_MAX_LIMBS || 2 * pcB + 1 > 60) /* (the row offsets of step 4 are 64-bit) */
        return SWC_ELIMIT;
    /* Below a special window every edge weighs T alone (omega17): those
     * weights are not stored. */
    e->below = e->special && wn > nb;
    e->nw = e->below ? nb : wn;
    e->whole = 0;
    e->nres = e->npab = e->late = 0;
    wide_zero(e->zero, SWC_WIDE_MAX_LIMBS);
    for (unsigned k = 0; k < 3; k++) {
        wide_zero(e->tw[k], SWC_WIDE_MAX_LIMBS);
        put(e, e->tw[k], 1u + k, e->off[D17_C4]);
    }
    /* No weight of the last window survives, and L may have changed. */
    swc_wpool_free(&e->wp);
    if (swc_wpool_init(&e->wp, e->mem, e->L))
        return SWC_ENOMEM;
    for (size_t p = 0; p < wn; p++) {
        e->fixed[p] = 0;
        e->bmate[p] = -1;
        e->M[p] = -1;
        e->cut[p] = e->role[p] = 0;
        e->wpos[p] = p < e->nw ? (long)p : -1;
        e->roff[p] = 0;
    }
    e->exrow = SIZE_MAX;
    swc_matcher_free(e->dm); /* the next mwm() makes one for this window */
    e->dm = NULL;
    return SWC_OK;
}

/*
 * Step 8 after a step 8 matching of this bracket (doc/internals/
 * dutch-engine.md §14.8): of x's candidates cand[0..nc) in bonus order,
 * the first that some optimum may pair with x. An optimum of the bracket
 * as it is now, with the pairs fixed since, is an optimum of the bracket
 * as last solved (each fix came from an optimum, each bonus only broke
 * ties), so it uses only edges that are tight in the matcher's last
 * optimum; every candidate's edge is in the matcher. Returns that
 * candidate, or -1 with `none` set when every candidate is excluded.
 */
static long first_allowed(engine *e, size_t x, const size_t *cand, size_t nc, int *none)
{
    *none = 0;
    for (size_t k = 0; k < nc; k++)
        if (swc_matcher_tight(e->dm, x, cand[k]))
            return (long)cand[k];
    *none = 1;
    return -1;
}

/* The weight of positions a and b for the exchange. */
static void exchange_weight(void *ctx, size_t a, size_t b, uint64_t *out)
{
    const engine *e = ctx;
    uint64_t buf[SWC_WIDE_MAX_LIMBS];
    wide_copy(out, Wp(e, a, b, buf), e->L); /* (not out itself: memcpy onto itself) */
}

/* x to be paired with t by an exchange along a cycle of tight edges
 * (exchange.h); positions are the matcher's vertices. */
static int cycle_keeps_optimum(engine *e, size_t x, size_t t, size_t budget)
{
    swc_exchange ex = { .dm = e->dm, .wn = e->nw, .L = e->L, .weight = exchange_weight, .ctx = e, .M = e->M,
                        .fixed = e->fixed, .win = NULL, .wpos = e->wpos, .par = e->par, .seen = e->seen,
                        .stamp = &e->stamp, .queue = e->queue, .tight = e->tight,
                        .closing = e->tight + (e->n + 63) / 64 };
    return swc_exchange_cycle(&ex, x, t, budget);
}

/*
 * The class of the player at a position for ω17 (criteria.h): the facts
 * dutch17_criteria lists, as this engine derives them (the part of the
 * window, the score, PAB eligibility, |CD| where v11 reads it: between
 * absolute preferences). Two positions of one class are interchangeable
 * in every weight of step 0.
 */
static void class_at(const engine *e, size_t p, dutch_class_key *out)
{
    const dutch_player *x = &e->c->pl[e->win[p]];
    dutch_class_key d;
    memset(&d, 0, sizeof d);
    d.part = (uint8_t)(p < e->nd ? 0 : p < e->nd + e->ng ? 1 : 2);
    d.score = x->ps;
    d.imb = x->absolute ? (uint32_t)x->imb : 0;
    d.pab = x->eligible;
    dutch_class_key_of(out, e->facts, x, &d);
}

/* Above this many classes step 0 computes every weight. */
#define MAX_CLASSES 1024

/*
 * The class of each stored position into cls, numbered from 0; returns
 * the number of classes, or 0 when there are more than MAX_CLASSES (or no
 * memory). Scratch: e->gverts (the first position of each class).
 */
static size_t omega_classes(engine *e, uint32_t *cls)
{
    size_t nw = e->nw, S;
    dutch_class_key *keys = swc_mem_calloc(e->mem, nw ? nw : 1, sizeof *keys);
    if (!keys)
        return 0;
    for (size_t p = 0; p < nw; p++)
        class_at(e, p, &keys[p]);
    S = swc_dutch_classify(keys, nw, sizeof *keys, cls, MAX_CLASSES, e->gverts);
    swc_mem_free(e->mem, keys, (nw ? nw : 1) * sizeof *keys);
    return S;
}

/* Step 0: the weight of every pair whose later member is not an MDP
 * (MDP-MDP pairs have no edge at all). A weight is set by the classes of
 * the two players (as many as 347 distinct weights among 20 million
 * pairs of the last bracket of big/f9999_r9), so with few classes it is
 * computed once per pair of classes and looked up (Bid()); otherwise
 * each pair's is stored. */
static int step0(engine *e)
{
    size_t nd = e->nd, nw = e->nw, S = omega_classes(e, e->cls);
    size_t pairs = nw * (nw ? nw - 1 : 0) / 2;
    uint32_t *cls = e->cls;
    e->nclass = S;
    e->byclass = S && S * S <= pairs;
    if (e->byclass) {
        size_t words = (pairs + 63) / 64;
        if (swc_mem_reserve(e->mem, (void **)&e->ctab, &e->ctabcap, S * S, sizeof *e->ctab) ||
            swc_mem_reserve(e->mem, (void **)&e->zbits, &e->zcap, words, sizeof *e->zbits))
            return SWC_ENOMEM;
        memset(e->zbits, 0, words * sizeof *e->zbits);
        swc_idtab_free(&e->base, e->mem); /* an earlier bracket's */
        /* a pair of members b < a of classes s and t exists when the first
         * of s comes before the last of t (omega_classes() left the first
         * of each class in gverts) */
        size_t *first = e->gverts, *last = e->gnext;
        for (size_t p = 0; p < nw; p++)
            last[cls[p]] = p;
        for (size_t x = 0; x < S; x++)
            for (size_t y = 0; y < S; y++) {
                size_t b = first[x], a = last[y];
                uint32_t id = 0;
                if (b < a && a >= nd) {
                    uint64_t bw[SWC_WIDE_MAX_LIMBS];
                    omega17(e, b, a, bw);
                    id = swc_wpool_id(&e->wp, bw);
                }
                e->ctab[x * S + y] = id;
            }
        return e->wp.failed ? SWC_ENOMEM : SWC_OK;
    }
    if (swc_idtab_reset(&e->base, e->mem, pairs))
        return SWC_ENOMEM;
    uint32_t *known = NULL;
    if (S)
        known = swc_mem_calloc(e->mem, S * S, sizeof *known); /* id + 1, 0: not yet */
    for (size_t a = nd; a < nw; a++)
        for (size_t b = 0; b < a; b++) {
            uint32_t id = 0, *slot = NULL;
            if (!dutch_compatible(e->c, e->win[b], e->win[a]))
                id = 0;
            else if (known && *(slot = &known[(size_t)cls[b] * S + cls[a]]))
                id = *slot - 1;
            else {
                uint64_t bw[SWC_WIDE_MAX_LIMBS];
                omega17(e, b, a, bw);
                id = swc_wpool_id(&e->wp, bw);
                if (slot && !e->wp.failed)
                    *slot = id + 1;
            }
            Bput(e, a, b, id);
        }
    swc_mem_free(e->mem, known, S * S * sizeof *known);
    return e->wp.failed ? SWC_ENOMEM : SWC_OK;
}

/*
 * The bracket procedure's view of this engine (bracket.h): positions are
 * the engine's own; the current weights are the base weights changed by
 * rows (row offsets, and one row of bonuses).
 */
static int op_step0(void *ctx)
{
    return step0(ctx);
}

static int op_solve(void *ctx)
{
    return mwm(ctx);
}

/* Every matching of this engine is an optimum of the bracket's matcher. */
static int op_decided(const void *ctx)
{
    (void)ctx;
    return 1;
}

static long op_mate(const void *ctx, size_t p)
{
    return ((const engine *)ctx)->M[p];
}

static int op_fixed(const void *ctx, size_t p)
{
    return ((const engine *)ctx)->fixed[p];
}

static void op_fix(void *ctx, size_t p)
{
    engine *e = ctx;
    fix_pair(e, p, (size_t)e->M[p]);
}

static const uint64_t *op_base(const void *ctx, size_t a, size_t b)
{
    return Bp(ctx, a, b);
}

static void op_zero_base(void *ctx, size_t a, size_t b)
{
    Bzero(ctx, a, b);
}

/* Step 2: a probe on d's edges to the residents (the base weights'
 * ordering bits are zero: an offset of 1 is the lowest bit); a bonus
 * above any later probe once d is selected for good. */
static void op_probe_mdp(void *ctx, size_t d)
{
    set_roff(ctx, d, 1);
}

static void op_keep_mdp(void *ctx, size_t d)
{
    engine *e = ctx;
    set_roff(e, d, (int64_t)e->ng + 1);
}

static void op_begin_bonus(void *ctx, size_t x)
{
    begin_ex(ctx, x);
}

static void op_put_bonus(void *ctx, size_t x, size_t y, const uint64_t *w)
{
    (void)x;
    put_ex(ctx, y, w);
}

/* The row offset of ε(t, ·) of Step 4, remainder index t: the
 * 2^(2pcB+1) part counts pairs led by an original S1 player (fewest
 * exchanges), -2t minimises the BSN sum of the S1-role players, and the
 * lowest bit stays free for the probes of Steps 5-6 (`probe`, -1, 0 or
 * +1). An offset weighs only on edges (weights.h), as ε is zero without
 * a base edge. */
static void op_eps_row(void *ctx, const size_t *rem, size_t nrem, size_t R, size_t t, int probe)
{
    engine *e = ctx;
    (void)nrem;
    int64_t o = (t < R ? (int64_t)1 << (2 * e->pcB + 1) : 0) - 2 * (int64_t)t + probe;
    set_roff(e, rem[t], o);
}

/* Step 6: x = rem[t] moved up: in a special window with players below,
 * its edges below are cut (it may no longer go below). */
static void op_moved_up(void *ctx, const size_t *rem, size_t t)
{
    engine *e = ctx;
    size_t x = rem[t];
    e->dirty[x] = 1;
    if (e->below) {
        e->cut[x] = e->dirty[x] = 1; /* its row is compared again */
        if (relaxing(e))
            apply_cut(e, x);
    }
    for (size_t z = e->nd + e->ng; z < e->nw; z++)
        Bzero(e, z, x);
}

static void op_freeze_row(void *ctx, const size_t *rem, size_t nrem, size_t i)
{
    (void)nrem;
    set_roff(ctx, rem[i], 0);
}

static long op_first_allowed(void *ctx, size_t x, const size_t *cand, size_t nc, int *none)
{
    return first_allowed(ctx, x, cand, nc, none);
}

static int op_cycle(void *ctx, size_t x, size_t t, size_t budget)
{
    return cycle_keeps_optimum(ctx, x, t, budget);
}

static const dutch_bracket_ops ops2017 = {
    .name = "dutch2017",
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
    .begin_bonus = op_begin_bonus,
    .put_bonus = op_put_bonus,
    .eps_row = op_eps_row,
    .moved_up = op_moved_up,
    .freeze_row = op_freeze_row,
    .first_allowed = op_first_allowed,
    .cycle = op_cycle,
};

/* Steps 0-8 of §5.2 on the bracket graph (§6.5): positions instead of
 * vertices, pcB instead of B. */
static int run_bracket(engine *e, dutch_bracket_work *work)
{
    dutch_bracket b = { .ops = &ops2017, .ctx = e, .c = e->c, .win = e->win, .nd = e->nd, .ng = e->ng,
                        .wn = e->wn, .L = e->L, .work = work };
    int rc = dutch_run_bracket(&b);
    /* the next bracket's pool would forget a failure of this one */
    return rc ? rc : e->wp.failed ? SWC_ENOMEM : SWC_OK;
}

static void free_engine(engine *e)
{
    const swc_mem *m = e->mem;
    size_t n = e->n;
    swc_mem_free(m, e->vfixed, n);
    swc_mem_free(m, e->vgone, n);
    swc_cardmatch_free(e->V);
    swc_mem_free(m, e->final_mate, n * sizeof(long));
    swc_mem_free(m, e->win, n * sizeof(size_t));
    swc_mem_free(m, e->rawkeys, e->rawcap * sizeof(int32_t));
    swc_mem_free(m, e->keys, e->keyscap * sizeof(psd_key));
    swc_idtab_free(&e->base, m);
    swc_mem_free(m, e->ctab, e->ctabcap * sizeof(uint32_t));
    swc_mem_free(m, e->zbits, e->zcap * sizeof(uint64_t));
    swc_mem_free(m, e->roff, n * sizeof(int64_t));
    swc_mem_free(m, e->exv, n * SWC_WIDE_MAX_LIMBS * sizeof(uint64_t));
    swc_mem_free(m, e->exset, n);
    swc_wpool_free(&e->wp);
    swc_mem_free(m, e->fixed, n);
    swc_mem_free(m, e->M, n * sizeof(long));
    swc_mem_free(m, e->bmate, n * sizeof(long));
    swc_mem_free(m, e->dirty, n);
    swc_mem_free(m, e->gone, n);
    swc_mem_free(m, e->queue, n * sizeof(size_t));
    swc_mem_free(m, e->par, n * sizeof(long));
    swc_mem_free(m, e->seen, n * sizeof(uint32_t));
    swc_mem_free(m, e->tight, 2 * ((n + 63) / 64) * sizeof(uint64_t));
    swc_mem_free(m, e->cut, n);
    swc_mem_free(m, e->role, n);
    swc_mem_free(m, e->dmate, n * sizeof(long));
    swc_mem_free(m, e->gmate, n * sizeof(long));
    swc_mem_free(m, e->gverts, n * sizeof(size_t));
    swc_mem_free(m, e->gnext, n * sizeof(size_t));
    swc_mem_free(m, e->gprev, n * sizeof(size_t));
    swc_mem_free(m, e->gpos, n * sizeof(size_t));
    swc_mem_free(m, e->gcls, n);
    swc_mem_free(m, e->wpos, n * sizeof(long));
    swc_mem_free(m, e->cls, n * sizeof(uint32_t));
    swc_matcher_free(e->dm);
}

/* End (exclusive) of the score group that starts at vertex v. */
static size_t group_end(const dutch_ctx *c, size_t v)
{
    size_t u = v;
    while (u < c->n && c->pl[u].ps == c->pl[v].ps)
        u++;
    return u;
}

int swc_dutch_2017(dutch_ctx *c, long *mate)
{
    size_t n = c->n;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    if (n == 0)
        return SWC_OK;
    engine e;
    memset(&e, 0, sizeof e);
    e.c = c;
    e.mem = &c->t->mem;
    e.n = n;
    e.facts = dutch_facts(dutch17_criteria, D17_NFIELDS);
    const swc_mem *mem = e.mem;
    e.vfixed = swc_mem_calloc(mem, n, 1);
    e.vgone = swc_mem_calloc(mem, n, 1);
    e.final_mate = swc_mem_calloc(mem, n, sizeof(long));
    e.win = swc_mem_calloc(mem, n, sizeof(size_t));
    e.fixed = swc_mem_calloc(mem, n, 1);
    e.M = swc_mem_calloc(mem, n, sizeof(long));
    e.bmate = swc_mem_calloc(mem, n, sizeof(long));
    e.dirty = swc_mem_calloc(mem, n, 1);
    e.gone = swc_mem_calloc(mem, n, 1);
    e.queue = swc_mem_calloc(mem, n, sizeof(size_t));
    e.par = swc_mem_calloc(mem, n, sizeof(long));
    e.seen = swc_mem_calloc(mem, n, sizeof(uint32_t));
    e.tight = swc_mem_calloc(mem, 2 * ((n + 63) / 64), sizeof(uint64_t));
    e.cut = swc_mem_calloc(mem, n, 1);
    e.role = swc_mem_calloc(mem, n, 1);
    e.dmate = swc_mem_calloc(mem, n, sizeof(long));
    e.gmate = swc_mem_calloc(mem, n, sizeof(long));
    e.gverts = swc_mem_calloc(mem, n, sizeof(size_t));
    e.gnext = swc_mem_calloc(mem, n, sizeof(size_t));
    e.gprev = swc_mem_calloc(mem, n, sizeof(size_t));
    e.gpos = swc_mem_calloc(mem, n, sizeof(size_t));
    e.gcls = swc_mem_calloc(mem, n, 1);
    e.wpos = swc_mem_calloc(mem, n, sizeof(long));
    e.cls = swc_mem_calloc(mem, n, sizeof(uint32_t));
    e.roff = swc_mem_calloc(mem, n, sizeof(int64_t));
    e.exv = swc_mem_calloc(mem, n * SWC_WIDE_MAX_LIMBS, sizeof(uint64_t));
    e.exset = swc_mem_calloc(mem, n, 1);
    size_t *dlist = swc_mem_calloc(mem, n, sizeof(size_t));
    dutch_bracket_work work;
    int rc = dutch_bracket_work_init(&work, mem, n), ok;
    if (!e.vfixed || !e.vgone || !e.final_mate || !e.win || !e.fixed || !e.M || !e.bmate ||
        !e.dirty || !e.gone || !e.queue || !e.par ||
        !e.seen || !e.tight || !e.cut || !e.role || !e.dmate || !e.gmate || !e.gverts || !e.gnext ||
        !e.gprev || !e.gpos || !e.gcls || !e.wpos || !e.cls || !e.roff || !e.exv || !e.exset || !dlist || rc) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++)
        e.final_mate[v] = -1;
    /* No legal pairing at all: stop before pairing anything. */
    if ((rc = completable(&e, &ok)))
        goto done;
    if (!ok) {
        rc = SWC_ENOPAIRING;
        goto done;
    }
    /* State between brackets: D (dlist, nd) and G = vertices [gbeg, gend). */
    size_t nd = 0, gbeg = 0, gend = group_end(c, 0);
    e.special = gend == n;
    while (nd + (gend - gbeg) > 1 || gend < n) {
        /* Once special, the window swallows everything below and V is not
         * asked again (§6.2): its graph of the whole round goes. */
        if (e.special && e.V) {
            swc_cardmatch_free(e.V);
            e.V = NULL;
        }
        /* G' is the next score group, or in special mode everything below. */
        size_t gpend = e.special ? n : group_end(c, gend);
        size_t wn = 0;
        for (size_t i = 0; i < nd; i++)
            e.win[wn++] = dlist[i];
        for (size_t v = gbeg; v < gpend; v++)
            e.win[wn++] = v;
        e.nd = nd;
        e.ng = gend - gbeg;
        e.wn = wn;
        e.final = gpend == n;
#ifdef SWC_DUTCH_TRACE
        fprintf(stderr, "dutch2017: bracket D %zu G %zu window %zu%s, cpu %.2f\n", e.nd, e.ng, e.wn,
                e.special ? " special" : "", (double)clock() / CLOCKS_PER_SEC);
#endif
        if ((rc = prepare_bracket(&e)) || (rc = run_bracket(&e, &work)))
            goto done;
        if (!e.special) {
            if ((rc = completable(&e, &ok)))
                goto done;
            if (!ok) {
                /* This bracket is the PPB (C.4): forget its pairs and pair the
                 * same D + G again against everything below. */
                e.special = 1;
                continue;
            }
        }
        /* Accept: the pairs become final, the rest of D + G moves down. */
        size_t nb = e.nd + e.ng, k = 0;
        for (size_t p = 0; p < nb; p++) {
            if (e.bmate[p] >= 0) {
                e.final_mate[e.win[p]] = (long)e.win[e.bmate[p]];
                e.final_mate[e.win[e.bmate[p]]] = (long)e.win[p];
            } else {
                dlist[k++] = e.win[p];
            }
        }
        nd = k;
        e.special = gpend == n;
        gbeg = gend;
        gend = gpend;
    }
    if (e.wp.failed) {
        rc = SWC_ENOMEM;
        goto done;
    }
    for (size_t v = 0; v < n; v++)
        mate[v] = e.final_mate[v];
done:
    dutch_bracket_work_free(&work, mem);
    swc_mem_free(mem, dlist, n * sizeof(size_t));
    free_engine(&e);
    return rc;
}
