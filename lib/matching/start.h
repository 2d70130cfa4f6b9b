/*
 * Start duals for a matcher's next solve from nothing (matcher.h), in
 * place of its own balanced start. Each vertex then takes its least
 * feasible value in turn, so any values are safe; good ones leave most of
 * the matching on tight edges.
 */
#ifndef SWC_MATCHING_START_H
#define SWC_MATCHING_START_H

#include <stddef.h>
#include <stdint.h>

#include "matcher.h"

/* n values of swc_matcher_limbs() limbs, for the doubled weights (an edge
 * is feasible when y(u) + y(v) >= 2 W(u, v)). 0 or SWC_ENOMEM. */
int swc_matcher_start_duals(swc_matcher *m, const uint64_t *y);

/* The same from classes of the vertices (cls[v] < S): when the weights are
 * set by the classes of the two ends, the class duals (classdual.h) of
 * the heaviest edge of each pair of classes. Nothing is set when S is 0
 * or above SWC_MATCHER_MAX_CLASSES, when the matcher has fewer than
 * SWC_MATCHER_MIN_FOR_CLASSES vertices (its own start is cheaper there),
 * when row offsets are set, or when the class duals do not fit. 0 or
 * SWC_ENOMEM (then nothing is set either). */
#define SWC_MATCHER_MAX_CLASSES 128
#ifndef SWC_MATCHER_MIN_FOR_CLASSES
#define SWC_MATCHER_MIN_FOR_CLASSES 256
#endif
int swc_matcher_start_by_class(swc_matcher *m, const uint32_t *cls, size_t S);

#endif
