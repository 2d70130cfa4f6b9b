/*
 * Maximum-weight matching in a general graph (Edmonds' blossom method with
 * dual variables, O(n^3)), on exact multi-limb integer weights.
 *
 * The Dutch engine encodes its criteria as bit fields of one edge weight;
 * when the weights make the optimum unique, any exact maximum-weight
 * matching returns it, so this module knows nothing about chess.
 */
#ifndef SWC_PAIRING_MATCHING_H
#define SWC_PAIRING_MATCHING_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

typedef struct swc_matching swc_matching;

/*
 * A graph of n vertices whose weights need at most `bits` bits. Edges are
 * added with swc_matching_add_edge; then swc_matching_solve.
 */
int swc_matching_new(swc_matching **out, const swc_mem *mem, size_t n, unsigned bits);
void swc_matching_free(swc_matching *m);
/* Weight given as limbs (little-endian, as many as swc_matching_limbs()). */
int swc_matching_add_edge(swc_matching *m, size_t u, size_t v, const uint64_t *weight);
size_t swc_matching_limbs(const swc_matching *m);
/*
 * Solve. With max_cardinality, the matching is the heaviest among those of
 * largest size. mate[v] receives v's partner or SIZE_MAX. 0 or SWC_ENOMEM.
 */
int swc_matching_solve(swc_matching *m, int max_cardinality, size_t *mate);

#endif
