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
 * O(n^3) of a new solve. Any exact optimum serves the engine, so the
 * answers equal those of swc_matching (tests compare both).
 */
#ifndef SWC_MATCHING_DMATCH_H
#define SWC_MATCHING_DMATCH_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

typedef struct swc_dmatch swc_dmatch;

/* A graph of n vertices and no edges, for weights of at most `bits` bits. */
int swc_dmatch_new(swc_dmatch **out, const swc_mem *mem, size_t n, unsigned bits);
/* The same, where the last `twins` vertices are interchangeable: no edges
 * among themselves, and every other vertex has one weight to all of them
 * (the caller sets each edge alike). Their weights are stored once, so the
 * table is (n - twins + 1)^2 instead of n^2 (the Dutch engine's reserve
 * vertices). */
int swc_dmatch_new_twins(swc_dmatch **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits);
void swc_dmatch_free(swc_dmatch *m);
size_t swc_dmatch_limbs(const swc_dmatch *m);
/* Weight of (u, v) as set (L limbs), zero for no edge; a row offset
 * (below) is not included. */
const uint64_t *swc_dmatch_weight(const swc_dmatch *m, size_t u, size_t v);
/*
 * Row offsets, for a caller whose weights change by rows: from
 * swc_dmatch_use_offsets(m, span) on, every edge {u, v} with u < v < span
 * weighs its value as set plus the offset of u, a signed amount (|off| <
 * 2^61; each such sum must be a weight of at most `bits` bits again).
 * A value set to zero stays no edge. Offsets start at zero; setting one
 * marks nothing (touch u). Stored per vertex, so a row of distinct
 * weights costs no table entries of its own. use: 0 or SWC_ENOMEM.
 */
int swc_dmatch_use_offsets(swc_dmatch *m, size_t span);
void swc_dmatch_set_offset(swc_dmatch *m, size_t u, int64_t off);
int64_t swc_dmatch_offset(const swc_dmatch *m, size_t u);
/* Set the weight of (u, v); zero removes the edge. Marks nothing: call
 * swc_dmatch_touch for a vertex that covers every changed edge. */
void swc_dmatch_set(swc_dmatch *m, size_t u, size_t v, const uint64_t *w);
/* Weights by id, for a caller that sets the same few values again and
 * again: the id of w (added if new; 0 for zero), the id of (u, v), and
 * setting (u, v) by id. Ids stay valid until the epoch changes (a solve
 * may renumber them). */
uint32_t swc_dmatch_intern(swc_dmatch *m, const uint64_t *w);
uint32_t swc_dmatch_weight_id(const swc_dmatch *m, size_t u, size_t v);
void swc_dmatch_set_id(swc_dmatch *m, size_t u, size_t v, uint32_t id);
unsigned long swc_dmatch_id_epoch(const swc_dmatch *m);
/* v's edges changed since the last solve. */
void swc_dmatch_touch(swc_dmatch *m, size_t v);
/* A hint before a warm re-solve: add delta (L limbs) to v's dual, for a
 * change that raised v's edges by about delta / 2 (e.g. a bonus on every
 * edge of v). The edges that stay tight keep the matching. v counts as
 * touched; without a kept optimum this does nothing. */
void swc_dmatch_raise_dual(swc_dmatch *m, size_t v, const uint64_t *delta);
/* v leaves the graph for good (e.g. it has been paired). */
void swc_dmatch_remove(swc_dmatch *m, size_t v);
/* Duals for the next solve from nothing, instead of its balanced start: n
 * values of swc_dmatch_limbs() limbs, for the doubled weights (an edge is
 * feasible when y(u) + y(v) >= 2 W(u, v)). Each vertex then takes its
 * least feasible value in turn, so any values are safe; good ones
 * (classdual.h) leave most of the matching on tight edges. 0 or
 * SWC_ENOMEM. */
int swc_dmatch_start_duals(swc_dmatch *m, const uint64_t *y);
/* The same from classes of the vertices (cls[v] < S): when the weights are
 * set by the classes of the two ends, the class duals (classdual.h) of
 * the heaviest edge of each pair of classes. Nothing is set when S is 0
 * or above SWC_DMATCH_MAX_CLASSES, when the matcher has fewer than
 * SWC_DMATCH_MIN_FOR_CLASSES vertices (its own start is cheaper there) or
 * when the class duals do not fit. 0 or SWC_ENOMEM (then nothing is set
 * either). */
#define SWC_DMATCH_MAX_CLASSES 128
#ifndef SWC_DMATCH_MIN_FOR_CLASSES
#define SWC_DMATCH_MIN_FOR_CLASSES 256
#endif
int swc_dmatch_start_by_class(swc_dmatch *m, const uint32_t *cls, size_t S);
/* Maximum-weight matching (not maximum cardinality): mate[v] = partner or
 * -1. The first call solves from scratch; later calls re-optimise around
 * touched and removed vertices. 0 or SWC_ENOMEM (then the next call solves
 * from scratch). */
int swc_dmatch_solve(swc_dmatch *m, long *mate);
/* How the exposed vertices are served: one search tree each, a forest of
 * all of them, or whichever measures cheaper as the solve goes (the
 * default). Every choice gives an optimum; tests compare them. */
enum { SWC_DMATCH_ADAPTIVE, SWC_DMATCH_SINGLE, SWC_DMATCH_FOREST };
void swc_dmatch_set_policy(swc_dmatch *m, int policy);
/* A new matcher's policy; a checking build may set another (every
 * policy must give the engines the same pairings). */
#ifndef SWC_DMATCH_DEFAULT_POLICY
#define SWC_DMATCH_DEFAULT_POLICY SWC_DMATCH_ADAPTIVE
#endif

/*
 * The neighbours v of u whose edge is tight in the kept optimum (reduced
 * cost zero, the duals of the blossoms around both counted), as bits of
 * out (one bit per vertex, (n + 63) / 64 words). Every maximum-weight
 * matching of the graph as last solved uses tight edges only. Returns 1,
 * or 0 with no bits when no optimum is kept (or u was removed).
 */
int swc_dmatch_tight_row(swc_dmatch *m, size_t u, uint64_t *out);
/* The same for one edge: 1 if u-v is an edge, tight in the kept optimum.
 * Successive questions about one u share its blossoms' sums. */
int swc_dmatch_tight(swc_dmatch *m, size_t u, size_t v);
/* An optimum is kept (the last solve succeeded). */
int swc_dmatch_solved(const swc_dmatch *m);

/* Weight of the edge between two of the caller's items, into out. */
typedef void (*swc_dmatch_weight_fn)(void *ctx, size_t a, size_t b, uint64_t *out);

/*
 * One maximum-weight matching of the items ids[0..k), numbered by the
 * caller, with weights from fn: mate_out[ids[i]] receives the partner's
 * number or -1 (entries of other numbers are left alone). scratch holds
 * k longs. 0, SWC_ELIMIT or SWC_ENOMEM.
 */
int swc_dmatch_solve_items(const swc_mem *mem, unsigned bits, const size_t *ids, size_t k,
                           swc_dmatch_weight_fn fn, void *ctx, long *scratch, long *mate_out);

#endif
