/*
 * Steps 3 and 8 of the Dutch engines answered by an exchange instead of a
 * matching (doc/internals/dutch-engine.md §14.6).
 *
 * The step is about to give x (step 3: a selected MDP; step 8: an S1
 * player) a row of bonuses whose largest goes to t, and M is an optimum
 * of the weights before them, found by the bracket's matcher. If an alternating cycle x-t, t-x2 (in M), x2-a1,
 * a1-o1 (in M), ..., ok-y, y-x (in M) has new edges that weigh as much as
 * its old ones, M with the cycle exchanged is an optimum too, and it pairs
 * x with t: after the bonuses it is the optimum, and no matching is needed.
 * The cycle is looked for breadth-first over the edges that are tight in
 * the matcher's last optimum (every optimum uses only those), but only the
 * weights decide: a search that finds none proves nothing.
 *
 * Each engine gives the weights of its window by positions; the 2026
 * engine numbers its players over the whole field, the 2017 engine by
 * position, so the view maps between the two when it has to.
 */
#ifndef SWC_PAIRING_EXCHANGE_H
#define SWC_PAIRING_EXCHANGE_H

#include <stddef.h>
#include <stdint.h>

#include "../../matching/matcher.h"

typedef struct swc_exchange {
    swc_matcher *dm;          /* solved; its vertices 0..wn-1 are the positions */
    size_t wn, L;
    swc_matcher_weight_fn weight; /* the weights now, by positions (0: no edge) */
    void *ctx;
    long *M;                 /* the matching by vertex, -1 exposed; changed
                              * when a cycle is taken */
    const uint8_t *fixed;    /* by vertex: paired already */
    const size_t *win;       /* position -> vertex, NULL when they are the same */
    const long *wpos;        /* vertex -> position or -1, NULL likewise */
    long *par;               /* scratch by vertex */
    uint32_t *seen, *stamp;  /* by vertex, and the stamp of the last search */
    size_t *queue;           /* scratch, wn entries */
    uint64_t *tight, *closing; /* two rows of bits over the matcher's vertices */
} swc_exchange;

/*
 * If an alternating cycle through x-t as above keeps M optimal, exchange
 * it into M and return 1; otherwise 0, M unchanged. At most `budget` outer
 * vertices are searched from.
 */
int swc_exchange_cycle(swc_exchange *ex, size_t x, size_t t, size_t budget);

#ifdef SWC_DUTCH_CHECK_SHORTCUTS
/*
 * A development check of the engines' step 3 and 8 shortcuts (§14.6): they
 * solve anyway, and this aborts, naming the engine, unless the matching
 * agrees: x's partner is the candidate the shortcut claimed or, when it
 * claimed none allowed (-1), none of x's candidates cand[0..nc).
 */
void swc_exchange_check(const char *engine, long partner, long claimed, const size_t *cand, size_t nc);
/* The same for step 2: it aborts when the matching paired with a resident
 * (paired != 0) the MDP the shortcut left unpaired. */
void swc_exchange_check_unpaired(const char *engine, int paired);
#endif

#endif
