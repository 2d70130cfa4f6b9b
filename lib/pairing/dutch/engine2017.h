/*
 * The state of the 2017 Dutch engine, shared by its parts: weights2017.c
 * (ω17, the PSD table and the layout of a bracket, step 0), solve2017.c
 * (the bracket's matching, the relaxation of a special window against the
 * players below, the C.4 check) and dutch2017.c (the bracket procedure's
 * view of the engine, and the round). doc/internals/dutch-engine.md §6
 * describes the procedure.
 */
#ifndef SWC_PAIRING_DUTCH_ENGINE2017_H
#define SWC_PAIRING_DUTCH_ENGINE2017_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../../core/wide.h"
#include "../../matching/cardmatch.h"
#include "../../matching/matcher.h"
#include "../../matching/wpool.h"
#include "bracket.h"
#include "common.h"
#include "criteria.h"
#include "dutch.h"
#include "work.h"

/* One distinct key of the PSD table (§6.3). */
typedef struct psd_key {
    int32_t key;     /* score difference in tenths (downfloaters: ps - minS + 10) */
    unsigned shift;  /* offset of its counter inside an Sd-wide field */
} psd_key;

/* The validity graph V of C.4 (§6.1), kept for the round. */
typedef struct validity_graph {
    uint8_t *vfixed;       /* vertex already paired in V */
    swc_cardmatch *V;      /* V itself, once dutch17_completable() made it: the
                            * players (and the dummy, vertex n) ... */
    uint8_t *vgone;        /* ... of whom these have left it */
} validity_graph;

/* The current bracket's window. Positions: D = [0, nd), G = [nd, nd + ng),
 * G' = [nd + ng, wn); each part in ranking order, so a smaller position
 * is always the higher player of a pair. */
typedef struct window_state {
    size_t *win;           /* position -> vertex */
    size_t nd, ng, wn;
    int special, final;
    long *wpos;            /* position -> itself inside D + G, else -1 (exchange.h) */
} window_state;

/* The bracket's weight layout (§6.3, §6.4): the PSD table and the fields. */
typedef struct bracket_layout {
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
} bracket_layout;

/* The bracket's weights (§14.4). */
typedef struct weight_store {
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
    /* Step 0's classes (omega_classes()), for the duals that start the
     * bracket's first matching: the class of each stored position, and
     * their number (0: too many). */
    uint32_t *cls;
    size_t nclass;
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
} weight_store;

/* The bracket's matching, re-optimised between decisions (matcher.h):
 * rows written since the last solve are compared again (dirty), pairs
 * fixed since leave it (gone). */
typedef struct bracket_matching {
    swc_matcher *dm;
    /* by position, since the last solve (sync_rows()): its row's weights
     * were written (dirty), its row offset (odirty), a pair of it zeroed
     * (zdirty; the steps set the offset of one end of each) */
    uint8_t *dirty, *odirty, *zdirty;
    uint8_t *gone;
    long *dmate;           /* the matcher's matching, by its vertices */
    uint8_t *fixed;        /* position paired in this bracket */
    long *M;               /* current matching by position, -1 = unmatched */
    long *bmate;           /* pairs fixed in this bracket, by position */
    /* The window matcher's id of each base weight, by its id in
     * e->weights.wp, plus one (0: not asked yet), while idmap_live: made
     * with the matcher, emptied when its ids are renumbered (epoch). */
    uint32_t *idmap;
    size_t idmap_cap, idmap_n;
    unsigned long idmap_epoch;
    int idmap_live;
} bracket_matching;

/* A special window with players below the bracket (the PPB paired again,
 * §6.2). The weights towards them are not stored: every such edge weighs
 * the T field alone (tw[], by the number of its players who may not take
 * the PAB), unless step 6 cut the bracket player's edges below. Stored
 * weights cover D + G only (nw positions). The matcher solves D + G with
 * reserve vertices for what the players below need, and a completion of
 * the rest proves its optimum (relaxed_solve()); when no completion is
 * found the whole window is matched from then on (whole). */
typedef struct relaxation {
    int below;
    size_t nw;             /* positions whose weights are stored */
    int whole;
    uint64_t tw[3][SWC_WIDE_MAX_LIMBS], zero[SWC_WIDE_MAX_LIMBS];
    uint8_t *cut;          /* by position: edges below cut in step 6 */
    uint8_t *role;         /* by position: SWC_ROLE_* of the relaxation (reserve.h) */
    size_t nres, npab;      /* reserve and PAB vertices */
    int rcls;              /* the class I of the reserve */
    uint64_t H[SWC_WIDE_MAX_LIMBS];
} relaxation;

/* Scratch of the searches: step 8's exchange (exchange.h) and the
 * completion below a special window (complete_below(): a matching by
 * position, the players it pairs, free lists by colour class). */
typedef struct search_scratch {
    size_t *queue;
    long *par;
    uint32_t *seen, stamp;
    uint64_t *tight;       /* two rows of (n + 63) / 64 words */
    long *gmate;
    size_t *gverts, *gnext, *gprev, *gpos;
    uint8_t *gcls;
} search_scratch;

typedef struct engine {
    dutch_ctx *c;
    const swc_mem *mem;
    size_t n;
    validity_graph validity;
    long *final_mate;      /* accepted pairs, by vertex */
    size_t *dlist;         /* the MDPs moving down to the next bracket */
    window_state window;
    bracket_layout layout;
    weight_store weights;
    bracket_matching matching;
    relaxation relax;
    search_scratch scratch;
    dutch_bracket_work steps; /* scratch of bracket.c */
    dutch_work work;          /* the block every array of size n comes from */
    unsigned long solves;     /* matchings solved this round */
#ifdef SWC_DUTCH_TRACE
    double trace_cpu;         /* the trace op: CPU time and solves at the last step */
    unsigned long trace_solves;
#endif
} engine;

static inline int32_t ps_at(const engine *e, size_t p)
{
    return e->c->pl[e->window.win[p]].ps;
}

/* The base weight of positions a and b, by id and by value (valid until
 * the next new weight is stored). */
static inline uint32_t Bid(const engine *e, size_t a, size_t b)
{
    size_t t = swc_dutch_tri(a, b);
    if (!e->weights.byclass)
        return swc_idtab_get(&e->weights.base, t);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (hi < e->window.nd || ((e->weights.zbits[t / 64] >> (t % 64)) & 1u) || !dutch_compatible(e->c, e->window.win[lo], e->window.win[hi]))
        return 0; /* two MDPs, zeroed, or they may not meet */
    return e->weights.ctab[(size_t)e->weights.cls[lo] * e->weights.nclass + e->weights.cls[hi]];
}

static inline const uint64_t *Bp(const engine *e, size_t a, size_t b)
{
    return swc_wpool_get(&e->weights.wp, Bid(e, a, b));
}

/* Set it (a failure is the pool's, reported by dutch17_mwm() and at the end of
 * the bracket). */
static inline void Bput(engine *e, size_t a, size_t b, uint32_t id)
{
    swc_wpool_store(&e->weights.wp, &e->weights.base, swc_dutch_tri(a, b), id);
}

/* Zero it (steps 5-7). */
static inline void Bzero(engine *e, size_t a, size_t b)
{
    size_t t = swc_dutch_tri(a, b);
    e->matching.zdirty[a] = e->matching.zdirty[b] = 1;
    if (e->weights.byclass)
        e->weights.zbits[t / 64] |= UINT64_C(1) << (t % 64);
    else
        Bput(e, a, b, 0);
}

/* The weight of an edge towards a player below a special window: the T
 * field alone, or zero where the two may not meet or step 6 cut the
 * bracket player's edges below. */
static inline const uint64_t *below_weight(const engine *e, size_t a, size_t b)
{
    size_t p = a < b ? a : b;
    if (!dutch_compatible(e->c, e->window.win[a], e->window.win[b]) || (p < e->relax.nw && e->relax.cut[p]))
        return e->relax.zero;
    return e->relax.tw[!e->c->pl[e->window.win[a]].eligible + !e->c->pl[e->window.win[b]].eligible];
}

/* The current weight of positions a and b without the row offset: the
 * base weight, or the bonus of the row of steps 3 and 8 (valid as Bp's).
 * Base weights are stored only below nw; no step asks for others. */
static inline const uint64_t *Rp(const engine *e, size_t a, size_t b)
{
    if (a >= e->relax.nw || b >= e->relax.nw)
        return below_weight(e, a, b);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (lo == e->weights.exrow && e->weights.exset[hi])
        return e->weights.exv + hi * e->layout.L;
    return Bp(e, a, b);
}

/* The current weight of positions a and b: Rp, plus the row offset of the
 * earlier one on an edge inside the bracket (into buf then). */
static inline const uint64_t *Wp(const engine *e, size_t a, size_t b, uint64_t *buf)
{
    const uint64_t *w = Rp(e, a, b);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    int64_t o = hi < e->window.nd + e->window.ng ? e->weights.roff[lo] : 0;
    if (!o || wide_is_zero(w, e->layout.L))
        return w;
    wide_add_signed(buf, w, o, e->layout.L);
    return buf;
}

/* Row p's offset (steps 2, 4-6): the window's matcher takes it as an
 * offset, the relaxation's compares the row's edges (sync_rows()). */
static inline void set_roff(engine *e, size_t p, int64_t o)
{
    e->weights.roff[p] = o;
    e->matching.odirty[p] = 1;
}

/* Row x takes bonuses that differ by partner (steps 3, 8), set by
 * put_ex(); its offset goes. The row before it is paired by now. */
static inline void begin_ex(engine *e, size_t x)
{
    e->weights.exrow = x;
    memset(e->weights.exset, 0, e->window.wn ? e->window.wn : 1);
    set_roff(e, x, 0);
}

static inline void put_ex(engine *e, size_t q, const uint64_t *w)
{
    wide_copy(e->weights.exv + q * e->layout.L, w, e->layout.L);
    e->weights.exset[q] = 1;
    e->matching.dirty[e->weights.exrow] = 1;
}

/* w += v·2^at and w -= v·2^at, modulo 2^(64L): a field value may be
 * negative (§6.4); it borrows from the fields above, and every complete
 * weight is non-negative again, so wrap-around leaves the exact value. */
static inline void put(const engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_add_shifted(w, v, at, e->layout.L);
}

static inline void take(const engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_sub_shifted(w, v, at, e->layout.L);
}

/* state2017.c: the engine's parts, their arrays from one workspace */
int dutch17_engine_init(engine *e, dutch_ctx *c);
void dutch17_engine_free(engine *e);
void dutch17_validity_free(validity_graph *v);

/* weights2017.c: ω17 and the bracket's layout */
int dutch17_prepare_bracket(engine *e);
int dutch17_step0(engine *e);

/* solve2017.c: the matchings */
int dutch17_relaxing(const engine *e);
void dutch17_apply_cut(engine *e, size_t p);
int dutch17_mwm(engine *e);
int dutch17_completable(engine *e, int *ok);

#endif
