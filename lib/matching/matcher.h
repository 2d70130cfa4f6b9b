/*
 * Maximum-weight matching on a dense graph that changes a little between
 * solves, re-optimised from the previous optimum instead of from scratch.
 *
 * The Dutch engine asks one question after another about the same window
 * of players, each time with new weights on the edges of one player (a
 * bonus, a probe, a fixed pair). Keeping the dual solution and the blossom
 * structure, a change at vertex v costs: dissolving the blossoms around v
 * (which exposes a few vertices), resetting v's dual so every edge stays
 * feasible, and one search phase per exposed vertex: O(n^2) instead of the
 * O(n^3) of a new solve. Any exact optimum serves the engine; the tests
 * compare the answers with a plain reference solver.
 *
 * This is the core: set weights, touch or remove vertices, solve, read the
 * matching and the duals. The optional machinery has headers of its own:
 * weights.h (weights by id, row offsets), start.h (start duals for a solve
 * from nothing), warm.h (hints for a warm solve, tight edges of the kept
 * optimum).
 */
#ifndef SWC_MATCHING_MATCHER_H
#define SWC_MATCHING_MATCHER_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

typedef struct swc_matcher swc_matcher;

/* A graph of n vertices and no edges, for weights of at most `bits` bits. */
int swc_matcher_new(swc_matcher **out, const swc_mem *mem, size_t n, unsigned bits);
/* The same, where the last `twins` vertices are interchangeable: no edges
 * among themselves, and every other vertex has one weight to all of them
 * (the caller sets each edge alike). Their weights are stored once, so the
 * table is (n - twins + 1)^2 instead of n^2 (the Dutch engine's reserve
 * vertices). */
int swc_matcher_new_twins(swc_matcher **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits);
void swc_matcher_free(swc_matcher *m);
/* 64-bit limbs of a weight (and of a dual). */
size_t swc_matcher_limbs(const swc_matcher *m);

/* Set the weight of (u, v); zero removes the edge. Marks nothing: call
 * swc_matcher_touch for a vertex that covers every changed edge. */
void swc_matcher_set(swc_matcher *m, size_t u, size_t v, const uint64_t *w);
/* Weight of (u, v) as set (L limbs), zero for no edge; a row offset
 * (weights.h) is not included. */
const uint64_t *swc_matcher_weight(const swc_matcher *m, size_t u, size_t v);
/* v's edges changed since the last solve. */
void swc_matcher_touch(swc_matcher *m, size_t v);
/* v leaves the graph for good (e.g. it has been paired). */
void swc_matcher_remove(swc_matcher *m, size_t v);

/* Maximum-weight matching (not maximum cardinality): mate[v] = partner or
 * -1. The first call solves from scratch; later calls re-optimise around
 * touched and removed vertices. 0 or SWC_ENOMEM (then the next call solves
 * from scratch). */
int swc_matcher_solve(swc_matcher *m, long *mate);
/* An optimum is kept (the last solve succeeded). */
int swc_matcher_solved(const swc_matcher *m);
/* The dual of vertex v in the kept optimum (L limbs), for the doubled
 * weights: y(u) + y(v) >= 2 W(u, v) on every edge outside the blossoms,
 * zero on every exposed vertex. NULL when no optimum is kept or v was
 * removed. Valid until the next call that changes the matcher. */
const uint64_t *swc_matcher_dual(const swc_matcher *m, size_t v);

/* How the exposed vertices are served: one search tree each, a forest of
 * all of them, or whichever measures cheaper as the solve goes (the
 * default). Every choice gives an optimum; tests compare them. */
enum { SWC_MATCHER_ADAPTIVE, SWC_MATCHER_SINGLE, SWC_MATCHER_FOREST };
void swc_matcher_set_policy(swc_matcher *m, int policy);
/* A new matcher's policy; a checking build may set another (every
 * policy must give the engines the same pairings). */
#ifndef SWC_MATCHER_DEFAULT_POLICY
#define SWC_MATCHER_DEFAULT_POLICY SWC_MATCHER_ADAPTIVE
#endif

/* Before the search phases, a maximum matching of the tight edges grown
 * from the pairs in hand, when a start leaves at least `least` vertices of
 * positive dual exposed (a warm restart: also at least a quarter of the
 * vertices); the default is SWC_MATCHER_TIGHT_LEAST. Every setting gives
 * an optimum; tests set 0 to take that path on small graphs. */
void swc_matcher_set_tight_least(swc_matcher *m, size_t least);
#ifndef SWC_MATCHER_TIGHT_LEAST
#define SWC_MATCHER_TIGHT_LEAST 16
#endif

/* Weight of the edge between two of the caller's items, into out. */
typedef void (*swc_matcher_weight_fn)(void *ctx, size_t a, size_t b, uint64_t *out);

/*
 * One maximum-weight matching of the items ids[0..k), numbered by the
 * caller, with weights from fn: mate_out[ids[i]] receives the partner's
 * number or -1 (entries of other numbers are left alone). scratch holds
 * k longs. 0, SWC_ELIMIT or SWC_ENOMEM.
 */
int swc_matcher_solve_items(const swc_mem *mem, unsigned bits, const size_t *ids, size_t k,
                            swc_matcher_weight_fn fn, void *ctx, long *scratch, long *mate_out);

#endif
