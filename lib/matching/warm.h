/*
 * What a matcher's kept optimum offers (matcher.h): a hint for the next
 * warm solve, and which edges are tight in it.
 */
#ifndef SWC_MATCHING_WARM_H
#define SWC_MATCHING_WARM_H

#include <stddef.h>
#include <stdint.h>

#include "matcher.h"

/* A hint before a warm re-solve: add delta (L limbs) to v's dual, for a
 * change that raised v's edges by about delta / 2 (e.g. a bonus on every
 * edge of v). The edges that stay tight keep the matching. v counts as
 * touched; without a kept optimum this does nothing. */
void swc_matcher_raise_dual(swc_matcher *m, size_t v, const uint64_t *delta);

/*
 * The neighbours v of u whose edge is tight in the kept optimum (reduced
 * cost zero, the duals of the blossoms around both counted), as bits of
 * out (one bit per vertex, (n + 63) / 64 words). Every maximum-weight
 * matching of the graph as last solved uses tight edges only. Returns 1,
 * or 0 with no bits when no optimum is kept (or u was removed).
 */
int swc_matcher_tight_row(swc_matcher *m, size_t u, uint64_t *out);
/* The same for one edge: 1 if u-v is an edge, tight in the kept optimum.
 * Successive questions about one u share its blossoms' sums. */
int swc_matcher_tight(swc_matcher *m, size_t u, size_t v);
/* 1 unless u-v is an edge whose reduced cost in the kept optimum (of the
 * doubled weights, blossom duals counted) is at least k: raising its
 * weight by k / 2 then leaves the duals feasible. */
int swc_matcher_slack_below(swc_matcher *m, size_t u, size_t v, uint64_t k);

#endif
