/*
 * Reference answers for the matchers (lib/matching/), written to be
 * obviously right rather than fast: the best matching inside every subset
 * of the live vertices, by dynamic programming over bit masks (O(2^n n)).
 * Only for the small random graphs of the tests (n <= REF_MAXN).
 */
#ifndef SWC_TESTS_REFERENCE_MATCHING_H
#define SWC_TESTS_REFERENCE_MATCHING_H

#include <stddef.h>
#include <stdint.h>

#define REF_MAXN 14

/* A graph of n vertices: w[(u * n + v) * L ..] the weight of {u, v} in L
 * limbs (zero: no edge), stored both ways. */
typedef struct ref_graph {
    int n;
    size_t L;
    const uint64_t *w;
} ref_graph;

/* The weight of a heaviest matching of the vertices in `live` (a bit
 * mask), into best (L limbs). */
void ref_max_weight(const ref_graph *g, uint32_t live, uint64_t *best);

/* The number of pairs of a largest matching of the vertices in `live`,
 * counting every non-zero weight as an edge. */
size_t ref_max_cardinality(const ref_graph *g, uint32_t live);

#endif
