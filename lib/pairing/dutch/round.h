/*
 * The round as a sequence of brackets, from the top score group down, for
 * both editions (doc/internals/dutch-engine.md §5.2, §6.2): each window is
 * D, the players moved down; G, a score group; G', what the edition looks
 * ahead at. Steps 0-8 (bracket.h) pair it, Step 9 moves the unpaired
 * players of D + G down, and the next score group becomes G.
 *
 * The editions differ in what they look ahead at and in whether a
 * bracket's pairs are final at once, which their hooks say.
 */
#ifndef SWC_PAIRING_DUTCH_ROUND_H
#define SWC_PAIRING_DUTCH_ROUND_H

#include <stddef.h>

#include "dutch.h"

typedef struct dutch_round_ops {
    /* End (exclusive, a vertex) of G' for the window whose G ends at gend:
     * 2026 the next score group; 2017 that too, or every player below
     * in special mode. */
    size_t (*lookahead)(void *ctx, size_t gend);
    /* Lay the window D = down[0..nd), G = [gbeg, gend), G' = [gend,
     * gpend) out and pair it (Steps 0-8). */
    int (*pair)(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend, size_t gpend);
    /* After the bracket: set *again to pair the same D + G once more
     * (2017's C.4: the PPB, in special mode). NULL: the pairs stand. */
    int (*again)(void *ctx, int *again);
    /* Step 9: the bracket's pairs are final; its unpaired players of D + G
     * go to down[], their number returned. */
    size_t (*move_down)(void *ctx, size_t *down);
    /* Before the window whose G is [gbeg, gend), D = down[0..nd) (may be
     * NULL): 2026's C9 switch, 2017's special mode. */
    void (*next)(void *ctx, const size_t *down, size_t nd, size_t gbeg, size_t gend);
} dutch_round_ops;

/* The window's players in window order into win: D = down[0..nd), then
 * the vertices [gbeg, gpend) (G and G'). Returns their number. */
size_t dutch_window_fill(size_t *win, const size_t *down, size_t nd, size_t gbeg, size_t gpend);

/* Pair the round's brackets; down has room for every player. Returns
 * SWC_OK or the first error of a hook. */
int dutch_pair_brackets(const dutch_round_ops *ops, void *ctx, const dutch_ctx *c, size_t *down);

#endif
