/*
 * The state of the 2026 Dutch engine, shared by its parts: weights2026.c
 * (the fields of ω, the layout of a window's weights), solve2026.c (the
 * matchings: the window's, the whole field's, the completion below) and
 * dutch2026.c (the bracket procedure's view of the engine, and the round).
 * doc/internals/dutch-engine.md §4 and §5 describe the procedure.
 */
#ifndef SWC_PAIRING_DUTCH_ENGINE2026_H
#define SWC_PAIRING_DUTCH_ENGINE2026_H

#include <stddef.h>
#include <stdint.h>

#include "../../core/wide.h"
#include "../../matching/matcher.h"
#include "../../matching/wpool.h"
#include "bracket.h"
#include "common.h"
#include "criteria.h"
#include "dutch.h"
#include "work.h"

/* Slots of the cache of dutch26_mwm() (open addressing). */
#define MC_CAP ((size_t)1 << 16)

typedef struct field {
    unsigned off, width;
} field;

/* The window's matching, re-optimised between decisions (matcher.h):
 * made for each window by dutch26_new_window_matching(), dropped by
 * dutch26_drop_window_matching(). */
typedef struct window_matching {
    swc_matcher *m;
    uint8_t *gone, *touch;
    size_t *count;
    uint32_t *row;       /* one row of ids (window_row_ids()) ... */
    uint32_t *was;       /* ... and the matcher's before (compare_row()) */
    uint32_t *side;      /* per position: its part of the cache's keys (key_sides()) */
    uint16_t *abs;       /* ... and its absolute colour */
    uint8_t *forb;       /* the row's forbidden partners, by position (zero between rows) */
    size_t *rewritten;   /* rows set whole by update_matcher(), ascending, then its live rows */
    uint64_t *chg;       /* changed edges of one update, bit a * cap + b */
    uint64_t *tight;     /* two rows of tight edges (op_cycle()) */
    long *mate;
    size_t cap;
    size_t ndummy;       /* PAB and reserve vertices after the window (dutch26_mwm()) */
    uint8_t *role;       /* per window position (window_reserve()) */
    uint64_t h[SWC_WIDE_MAX_LIMBS]; /* the weight H of new_window_matcher() */
    size_t nout;         /* players below the window when they were set */
    dutch_work work;     /* the block its arrays come from */
} window_matching;

/* The whole field as one warm-restarted matching (field_solve()). */
typedef struct field_matching {
    swc_matcher *m;
    uint8_t *gone, *touch;
    long *idx;           /* vertex -> m's vertex, -1 if fixed when it was made */
    size_t *inv;         /* m's vertex -> vertex */
    long *mate;
} field_matching;

/* dutch26_mwm(): the matcher's id of a window pair's weight, by what it
 * is made of (weight id, psi classes, roles, compatibility; see
 * sync_slot()). Optional: without it every weight is made. */
typedef struct weight_cache {
    uint8_t *pcls;       /* psi class per window position, npcls of them (0: no cache) */
    size_t npcls;
    uint64_t *key;       /* open addressing, MC_CAP slots; value id + 1, 0 empty */
    uint32_t *id;
    size_t n;
    unsigned long epoch; /* the matcher's id epoch the entries belong to */
} weight_cache;

/* What the round is: its score groups, β and the C9 switch (§5.1), and
 * ψ, the setup weight's part of each player (§14.5). */
typedef struct round_facts {
    /* score groups, descending: vertices [gstart[g], gstart[g+1]) */
    size_t ngroups;
    size_t *gstart;
    size_t *grp;        /* group of each vertex */
    int32_t beta;
    int single0;        /* the C9 switch of the setup ... */
    int single;         /* ... and of the window now paired */
    uint32_t *rank9;    /* indexed by games played */
    uint64_t *psi;      /* per vertex, psi_L limbs */
    size_t psi_L;       /* limbs per psi entry as allocated (the round's L) */
    uint64_t c0[SWC_WIDE_MAX_LIMBS];
} round_facts;

/* The weights now stored and their layout (§14.3, §14.4). */
typedef struct weight_store {
    /* The layout: the round's, with a score counter for every group,
     * during the setup; then a window's, with counters only for the groups
     * of its players. lshift names the shift of each present group's
     * counter (NO_SHIFT for the others) and S, bits, L and f describe that
     * layout; oshift is the previous window's, for carrying weights over. */
    size_t L;
    unsigned bits, B, S;
    field f[D26_NFIELDS];      /* the fields of dutch26_criteria */
    uint8_t has[D26_NFIELDS];
    unsigned facts;            /* what they read of a player (criteria.h) */
    unsigned *lshift, *oshift;
    /* Weights of the edges between window players (lower triangle over
     * window positions, ids into wp); every other edge still has its
     * setup weight, c0 + psi(u) + psi(v) for compatible players (see
     * dutch26_implied()). wp also holds the bracket's base weights (bbase). */
    swc_idtab Wx;
    swc_wpool wp;       /* the distinct window weights, in the window's layout */
    swc_idtab *bbase;   /* the bracket's base weights (ids), bbase_n of them */
    size_t bbase_n;
    int in_brackets;    /* setup done: weights follow the window scheme */
    /* Window players whose edges were written since the window matching
     * (dirty_w) or the whole-field matching (dirty_f) last read them:
     * only their rows are compared again. */
    uint8_t *dirty_w, *dirty_f, *dflag;
    size_t *dlist;
    /* dutch26_row_memo(): by id, the row's stamp above an id below */
    uint64_t *memo;
    size_t memo_cap;
    uint32_t memo_stamp;
} weight_store;

/* The pairs fixed so far and the matching in hand. */
typedef struct round_pairs {
    uint8_t *fixed;
    long *M;            /* current matching (unfixed vertices), -1 = unmatched */
    long *final_mate;   /* pairs fixed so far */
    unsigned long stat_relaxed, stat_full; /* matchings solved each way */
#ifdef SWC_DUTCH_TRACE
    double trace_cpu;           /* op_trace(): CPU time and solves at the last step */
    unsigned long trace_solves;
#endif
} round_pairs;

/* The window being paired (D, G, G′ by position) and the bracket loop's
 * state between windows. */
typedef struct window_state {
    long *wpos;         /* vertex -> window position, -1 outside */
    size_t *win;        /* window vertices */
    size_t wn;
    size_t w_nd, w_nb;  /* the window's MDPs and bracket: [0, w_nd), [0, w_nb) */
    int field_sticky;   /* this window's questions go to the whole field */
    int window_decided; /* the last dutch26_mwm() was decided by the window matcher */
    struct bracket *br; /* the bracket being paired */
    /* the MDPs moving down, their old positions, the groups of a window
     * (window_layout()) */
    size_t *nextd;
    long *old_pos;
    uint8_t *present;
    dutch_bracket_work steps; /* scratch of bracket.c */
} window_state;

/* Scratch of the searches: the whole-field matcher's compaction, the
 * greedy completion (complete.h) and the exchange (exchange.h). */
typedef struct search_scratch {
    size_t *cmap;       /* vertex -> compact index */
    size_t *cinv;
    long *cmate;
    long *gmate;
    size_t *gnext, *gprev, *gverts, *gpos;
    uint8_t *gcls;
    long *bfs_par;
    uint32_t *bfs_seen, bfs_stamp;
    size_t *bfs_q;
} search_scratch;

typedef struct engine {
    dutch_ctx *c;
    const swc_mem *mem;
    size_t n;
    round_facts round;
    weight_store weights;
    round_pairs pairs;
    window_state window;
    search_scratch scratch;
    window_matching wm;     /* the window's matching */
    field_matching fm;      /* the whole field, once engaged (field_solve()) */
    weight_cache cache;     /* the matcher's ids of window weights */
    dutch_work work;        /* the block every array by vertex comes from */
} engine;

/* Weight of the edge between two window players (valid until the next
 * new weight is stored). */
static inline const uint64_t *Wp(engine *e, size_t u, size_t v)
{
    return swc_wpool_get(&e->weights.wp, swc_idtab_get(&e->weights.Wx, swc_dutch_tri((size_t)e->window.wpos[u], (size_t)e->window.wpos[v])));
}

/* Store the weight of that edge by id: u's row is marked changed (a
 * reader compares every edge of a marked row, so one end suffices). A
 * table that cannot widen for the id fails like an interning (dutch26_mwm()). */
static inline void Wput_id(engine *e, size_t u, size_t v, uint32_t id)
{
    e->weights.dirty_w[u] = e->weights.dirty_f[u] = 1;
    swc_wpool_store(&e->weights.wp, &e->weights.Wx, swc_dutch_tri((size_t)e->window.wpos[u], (size_t)e->window.wpos[v]), id);
}

/* The same with a value (a failed interning is reported by dutch26_mwm()). */
static inline void Wput(engine *e, size_t u, size_t v, const uint64_t *w)
{
    Wput_id(e, u, v, swc_wpool_id(&e->weights.wp, w));
}

/* value v (< 2^64) at bit `at` of w, added (modular) */
static inline void add_at(engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_add_shifted(w, v, at, e->weights.L);
}

static inline void sub_at(engine *e, uint64_t *w, uint64_t v, unsigned at)
{
    wide_sub_shifted(w, v, at, e->weights.L);
}

static inline int cand(const engine *e, size_t x)
{
    return e->c->pl[x].eligible && e->c->pl[x].ps <= e->round.beta;
}

/* Working state of one bracket (§5.2). */
typedef struct bracket {
    size_t *win;      /* window vertices: D, then G, then G' */
    size_t nd, ng, ngp, wn;
    /* Step 0's base weights over the positions of D and G (the steps never
     * read those of G'), ids in e->weights.wp: a base weight is that of
     * the two players' classes (op_step0()), so it is kept by class (ctab,
     * the later position's class first; cls by position), zero where
     * step 0 found it zero (players who may not meet) or a step zeroed it
     * (zbits, a bit for each pair of the lower triangle); with too many
     * classes, a lower triangle of ids (base). */
    int byclass;
    swc_idtab base;
    swc_idtab ctab;
    uint32_t *cls;
    size_t S, ncls, nzw;
    uint64_t *zbits;
    long *pos;        /* vertex -> window position, -1 outside */
} bracket;

/* The base weight of window positions a and b, by id and by value. */
static inline uint32_t Bid(const bracket *br, size_t a, size_t b)
{
    size_t t = swc_dutch_tri(a, b);
    if (!br->byclass)
        return swc_idtab_get(&br->base, t);
    size_t lo = a < b ? a : b, hi = a < b ? b : a;
    if (hi < br->nd || ((br->zbits[t / 64] >> (t % 64)) & 1u))
        return 0; /* two MDPs, or zero (they may not meet, or a step zeroed it) */
    return swc_idtab_get(&br->ctab, (size_t)br->cls[hi] * br->S + br->cls[lo]);
}

static inline const uint64_t *Bp(const engine *e, const bracket *br, size_t a, size_t b)
{
    return swc_wpool_get(&e->weights.wp, Bid(br, a, b));
}

/* Set it: step 0's id of the pair's classes (already in the class table
 * when by class) or zero (as Wput_id(), a table that cannot widen fails
 * in dutch26_mwm()). */
static inline void Bput(engine *e, bracket *br, size_t a, size_t b, uint32_t id)
{
    size_t t = swc_dutch_tri(a, b);
    if (!br->byclass)
        swc_wpool_store(&e->weights.wp, &br->base, t, id);
    else if (!id)
        br->zbits[t / 64] |= UINT64_C(1) << (t % 64);
}

/*
 * The bracket procedure's view of this engine (bracket.h): window
 * positions p stand for vertices e->window.win[p]; the current weights of the
 * window are e->weights.Wx, the base weights the bracket's table.
 */

/* state2026.c: the engine's parts, their arrays from one workspace */
int dutch26_engine_init(engine *e, dutch_ctx *c);
void dutch26_engine_free(engine *e);

/* weights2026.c: ω and the window's layout */
void dutch26_omega(engine *e, size_t h, size_t l, int cur, int nxt, uint64_t *w);
void dutch26_class_of(const engine *e, size_t v, dutch_class_key *out);
size_t dutch26_omega_classes(const engine *e, const size_t *x, size_t wn, uint32_t *cls);
void dutch26_set_layout(engine *e, const uint8_t *present);
void dutch26_implied(engine *e, size_t u, size_t v, uint64_t *out);
/* Whether window pair u-v weighs more than its setup weight: the window
 * matcher holds its excess (a pair of none is the completion's, §14.5). */
int dutch26_excess_positive(engine *e, size_t u, size_t v);
void dutch26_edge_weight(engine *e, size_t u, size_t v, uint64_t *out);
/* A memo from the ids of wp to ids, empty, for one row of writes whose
 * weight follows one stored weight: entry x holds id when x >> 32 is
 * *stamp. NULL without memory (the caller works without). */
uint64_t *dutch26_row_memo(engine *e, uint32_t *stamp);
uint32_t dutch26_phi(const engine *e, size_t v);
int dutch26_make_rank9(engine *e);
void dutch26_make_psi(engine *e);
int dutch26_window_layout(engine *e, size_t wn, size_t nd, const size_t *mdps, const long *old_pos, size_t g,
                          size_t gnext, uint8_t *present);

/* solve2026.c: the matchings */
int dutch26_full_solve(engine *e);
int dutch26_greedy_complete(engine *e, const size_t *verts, size_t nv, size_t reserve);
void dutch26_psi_classes(engine *e);
int dutch26_mwm(engine *e);
void dutch26_hint_dual(engine *e, size_t v, const uint64_t *d);
void dutch26_drop_window_matching(engine *e);
int dutch26_new_window_matching(engine *e, size_t wn);
/* The cache's tables (pcls comes from the round's workspace); without
 * memory for them there is no cache. */
void dutch26_cache_init(weight_cache *c, const swc_mem *mem);
void dutch26_cache_free(weight_cache *c, const swc_mem *mem);

#endif
