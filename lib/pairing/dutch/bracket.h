/*
 * Steps 0-8 of the Dutch bracket procedure (doc/internals/dutch-engine.md
 * §5.2 and §6.5), written once for both editions. An edition supplies the
 * weights: step 0 (its criteria table and weight function), the
 * maximum-weight matching, and the weight store the steps write their
 * probes and bonuses to (dutch_bracket_ops). The steps see the bracket's
 * window by position: the MDPs D = [0, nd), the residents G = [nd, nb)
 * and the next group or the players below, G' = [nb, wn), each part in
 * ranking order.
 */
#ifndef SWC_PAIRING_DUTCH_BRACKET_H
#define SWC_PAIRING_DUTCH_BRACKET_H

#include <stddef.h>
#include <stdint.h>

#include "dutch.h"
#include "work.h"

/* mate() of a player who has no partner, or whose partner is outside the
 * window (2026: a player below, in the whole-field matching). */
#define DUTCH_UNMATCHED (-1L)
#define DUTCH_OUTSIDE (-2L)

typedef struct dutch_bracket_ops {
    const char *name; /* for development checks */
    /* Step 0: the base weight of every pair of the window. */
    int (*step0)(void *ctx);
    /* A maximum-weight matching over the players not fixed yet; after it,
     * decided() says whether the matcher holds an optimum whose tight
     * edges step 8 may read (first_allowed()). */
    int (*solve)(void *ctx);
    int (*decided)(const void *ctx);
    long (*mate)(const void *ctx, size_t p);
    int (*fixed)(const void *ctx, size_t p);
    void (*fix)(void *ctx, size_t p); /* p and its mate are a pair of the round */
    /* Base weights (step 0's, zeroed by steps 5-7), by value. */
    const uint64_t *(*base)(const void *ctx, size_t a, size_t b);
    void (*zero_base)(void *ctx, size_t a, size_t b);
    /* Step 2: a probe on MDP d's edges to the residents; a bonus above any
     * later probe for an MDP selected for good, after which keep_mdp says
     * whether the duals of the last optimum still certify M for the
     * questions of probe_keeps_optimum() about the other MDPs. */
    void (*probe_mdp)(void *ctx, size_t d);
    int (*keep_mdp)(void *ctx, size_t d);
    /* Step 2 without a matching (may be NULL): with the duals of the last
     * optimum (decided()), does no optimum pair d with a resident, so that
     * M stands after d's probe and the duals still certify it? */
    int (*probe_keeps_optimum)(void *ctx, size_t d);
    /* Steps 3 and 8: row x takes bonuses that differ by partner: the
     * current weight of x-y becomes w. begin_bonus may be NULL. */
    void (*begin_bonus)(void *ctx, size_t x);
    void (*put_bonus)(void *ctx, size_t x, size_t y, const uint64_t *w);
    /* Steps 4-6: the ε weights of remainder player rem[t] towards the
     * later ones (R of the nrem are in S1), with `probe` (-1, 0, +1) in
     * the lowest bit. */
    void (*eps_row)(void *ctx, const size_t *rem, size_t nrem, size_t R, size_t t, int probe);
    /* Step 4: hints for the warm restart after the ε weights (may be NULL). */
    void (*hint_s1)(void *ctx, const size_t *rem, size_t R);
    /* Step 6: rem[t] moved up into S1; its base edges to earlier remainder
     * players are zero already, the rest of what that means is here. */
    void (*moved_up)(void *ctx, const size_t *rem, size_t t);
    /* Step 7: row rem[i] goes back to its base weights. */
    void (*freeze_row)(void *ctx, const size_t *rem, size_t nrem, size_t i);
    /* Steps 3 and 8 without a matching (both may be NULL): x's edge to t
     * is about to gain more than any other; may the matching swap x's
     * partner for t at no cost (then apply_swap does it)? */
    int (*swap_keeps_optimum)(void *ctx, size_t x, size_t t);
    void (*apply_swap)(void *ctx, size_t x, size_t t);
    /* Step 8 from the tight edges of the last optimum (exchange.h). */
    long (*first_allowed)(void *ctx, size_t x, const size_t *cand, size_t nc, int *none);
    int (*cycle)(void *ctx, size_t x, size_t t, size_t budget);
    /* Progress of the steps, with SWC_DUTCH_TRACE (may be NULL). */
    void (*trace)(void *ctx, const char *step);
} dutch_bracket_ops;

/* Scratch of the steps for windows of up to cap players, once a round. */
typedef struct dutch_bracket_work {
    size_t cap;
    uint8_t *selected; /* step 2: MDPs chosen, by position */
    uint8_t *s1;       /* step 7: frozen S1 roles, by remainder index */
    size_t *rem;       /* step 4: the remainder, positions */
    size_t *cands;     /* step 8: candidates of a player, positions */
    long *idx;         /* position -> remainder index, -1 */
} dutch_bracket_work;

/* Its arrays from the round's workspace (work.h). */
void dutch_bracket_work_take(dutch_bracket_work *w, dutch_work *from, size_t cap);

/* One bracket of the window [0, wn) as above, weights of L limbs. */
typedef struct dutch_bracket {
    const dutch_bracket_ops *ops;
    void *ctx;
    dutch_ctx *c;
    const size_t *win; /* position -> player (vertex of c) */
    size_t nd, ng, wn, L;
    dutch_bracket_work *work;
} dutch_bracket;

/*
 * For the swap shortcut of steps 3 and 8 (swap_keeps_optimum): M pairs x
 * with y and t with x2, and x's edge to t is about to gain more than any
 * other edge of x. When the edges x-t and x2-y exist and weigh as much
 * as x-y plus x2-t (weights as they are now), the swapped matching is an
 * optimum as well, and after the bonus the optimum: no matching is needed.
 */
int dutch_swap_keeps_optimum(const uint64_t *xt, const uint64_t *x2y, const uint64_t *xy, const uint64_t *x2t,
                             size_t L);

/* M pairs x with y and t with x2: pair x with t and x2 with y. */
void dutch_swap_partners(long *M, size_t x, size_t t);

/* Steps 0-8 (step 0 by ops->step0): returns SWC_OK, SWC_ENOPAIRING or
 * an error of the ops. */
int dutch_run_bracket(const dutch_bracket *b);

#endif
