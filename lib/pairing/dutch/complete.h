/*
 * A greedy completion of a pairing, for the Dutch engines' relaxed windows
 * (doc/internals/dutch-engine.md §14.5, §14.7): the players a
 * window's matching leaves, and everybody below it, are paired among
 * themselves by who may meet, greedily with free lists by colour class
 * and an augmenting path when a player finds no free partner. A success
 * proves the window's optimum an optimum of the round; a failure proves
 * nothing (the engine then solves exactly).
 *
 * The items are numbers below the caller's bound (vertices in the 2026
 * engine, window positions in the 2017 one); the caller says who may meet
 * and the colour class of each.
 */
#ifndef SWC_PAIRING_COMPLETE_H
#define SWC_PAIRING_COMPLETE_H

#include <stddef.h>
#include <stdint.h>

/* Colour classes: absolute White, absolute Black (neither a topscorer:
 * two of a class never meet) and everybody else. */
enum { SWC_CLS_W, SWC_CLS_B, SWC_CLS_REST, SWC_NCLS };

typedef struct swc_completion {
    int (*linked)(const void *ctx, size_t a, size_t b); /* may a and b be paired? */
    int (*colour)(const void *ctx, size_t a);           /* SWC_CLS_* of a */
    const void *ctx;
    /* scratch by item: */
    long *mate;              /* the result, -1 unpaired */
    size_t *pos;             /* index in the list */
    long *par;               /* the search's tree */
    uint32_t *seen, *stamp;  /* and its marks */
    /* scratch by index in the list: */
    size_t *next, *prev, *queue;
    uint8_t *cls;
} swc_completion;

/*
 * Pair every item of items[0..n) but `skip` (SIZE_MAX: nobody) with
 * another of the list: greedily in list order, and by an alternating
 * breadth-first search when an item finds no free partner (odd cycles are
 * not shrunk, so a path may be missed, never invented). Writes mate for
 * the listed items; 1 on success, 0 when some item stays unpaired.
 */
int swc_complete_greedy(swc_completion *c, const size_t *items, size_t n, size_t skip);

/*
 * The same for a round: with an even count everybody is paired; with an
 * odd one, one item that bye() accepts (bye_ctx its context) is left for
 * the PAB, the last four such in the list tried in turn from the end.
 * 1 on success.
 */
int swc_complete_round(swc_completion *c, const size_t *items, size_t n, int (*bye)(const void *ctx, size_t a),
                       const void *bye_ctx);

#endif
