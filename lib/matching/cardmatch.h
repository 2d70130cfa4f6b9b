/*
 * Maximum-cardinality matching on a graph given as bit rows, for questions
 * of the form "can these two still meet and everybody else be paired?"
 * (the sequential system's choices). Edmonds' blossom search, one
 * augmenting path at a time; no weights, so a question costs one search,
 * not a weighted re-solve.
 */
#ifndef SWC_MATCHING_CARDMATCH_H
#define SWC_MATCHING_CARDMATCH_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

typedef struct swc_cardmatch swc_cardmatch;

/* A graph of n vertices without edges; SWC_OK or SWC_ENOMEM. */
int swc_cardmatch_new(swc_cardmatch **out, const swc_mem *mem, size_t n);
void swc_cardmatch_free(swc_cardmatch *m);
void swc_cardmatch_add_edge(swc_cardmatch *m, size_t u, size_t v);
/* u's neighbours := the set bits of row ((n + 63) / 64 words, none past
 * n), for callers that write every row: they keep the graph symmetric
 * and without loops. */
void swc_cardmatch_set_row(swc_cardmatch *m, size_t u, const uint64_t *row);

/* Start the matching with the pair u-v (both unmatched live neighbours). */
void swc_cardmatch_pair(swc_cardmatch *m, size_t u, size_t v);

/* v leaves the graph; its partner, if any, becomes exposed. */
void swc_cardmatch_remove(swc_cardmatch *m, size_t v);

/* A maximum matching of the live vertices, from the pairs already made;
 * returns its number of pairs. */
size_t swc_cardmatch_solve(swc_cardmatch *m);

/* Partner of v in the current matching, -1 when none. */
long swc_cardmatch_mate(const swc_cardmatch *m, size_t v);

/*
 * With a perfect matching of the live vertices (after solve()): 1 when the
 * live vertices other than u and v can still all be paired, in which case
 * u and v are paired, leave the graph and the matching stays perfect on the
 * rest; 0 (and nothing changed) otherwise. u and v must be live neighbours.
 */
int swc_cardmatch_fix(swc_cardmatch *m, size_t u, size_t v);

#endif
