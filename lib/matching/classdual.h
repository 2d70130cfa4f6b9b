/*
 * Start duals for a maximum-weight matching whose weights are set by
 * classes of vertices (doc/internals/dutch-engine.md §14.8).
 *
 * In a Dutch bracket the weight of a pair is fixed by what the two players
 * are (score, colour state, floats, ...) once they may meet, and a bracket
 * of thousands has only tens of such classes. The dual of the fractional
 * matching over the classes (class t has cnt[t] members; a pair of classes
 * s, t an edge of weight w(s, t)) gives every member of a class one value:
 * y(s) + y(t) >= 2 w(s, t) for every pair, so the duals are feasible for
 * every pair of members, and they are optimal but for the odd sets and the
 * pairs that may not meet. From them the matcher's first solve finds most
 * of its matching on tight edges at once.
 *
 * The fractional matching is the transportation problem of the bipartite
 * double cover (every class on both sides, each side with cnt[t] units),
 * solved by successive shortest paths with potentials; the duals are read
 * from the final potentials.
 */
#ifndef SWC_MATCHING_CLASSDUAL_H
#define SWC_MATCHING_CLASSDUAL_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

/*
 * k classes with cnt[t] >= 1 members; w: k x k weights of L limbs, row
 * after row, symmetric, zero where there is no edge (w(t, t) an edge only
 * between two members of t). Writes y (k values of L limbs) with
 * y(s) + y(t) >= 2 w(s, t) for every edge. SWC_OK; SWC_ELIMIT when the
 * values would not fit in L limbs or the search runs too long; SWC_ENOMEM.
 */
int swc_class_duals(const swc_mem *mem, size_t k, const uint32_t *cnt, const uint64_t *w, size_t L, uint64_t *y);

#endif
