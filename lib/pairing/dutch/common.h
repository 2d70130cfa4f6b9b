/*
 * Small pieces shared by the Dutch engines: the colour-violation
 * predicates of §4.3 (C.8-C.11 in 2017, [C10]-[C13] in 2026; the bits
 * computed are the same in both editions, §10), bitlen of §1, the window
 * triangle and the numbering of player classes.
 */
#ifndef SWC_PAIRING_DUTCH_COMMON_H
#define SWC_PAIRING_DUTCH_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "dutch.h"

/* Round 1 without acceleration or forbidden pairs is one homogeneous
 * bracket in which nobody has a preference or a history, so in either
 * edition its first candidate, S1[i] - S2[i], is perfect (2026 §12.2,
 * 2017 B.1-B.3), and the PAB goes to the last player of an odd field.
 * Pairs mate[] and returns 1 for such a round, else 0. */
int swc_dutch_first_round(const dutch_ctx *c, long *mate);

/* Number of binary digits of x: bitlen(0) = 0, bitlen(1) = 1, bitlen(4) = 3. */
unsigned swc_dutch_bitlen(size_t x);

/* Index of the pair of window positions i != j in a lower triangle (both
 * engines keep their window weights so). */
static inline size_t swc_dutch_tri(size_t i, size_t j)
{
    return i > j ? i * (i - 1) / 2 + j : j * (j - 1) / 2 + i;
}

/*
 * Number the distinct keys among keys[0..n) (each `size` bytes, compared
 * byte for byte, so a key must leave no padding undefined) from 0 in the
 * order they first appear, into cls; returns how many there are, or 0
 * when there are more than max. first (max entries) receives the first
 * index of each class.
 */
size_t swc_dutch_classify(const void *keys, size_t n, size_t size, uint32_t *cls, size_t max, size_t *first);

/*
 * For the pair (h, l), h the earlier player in ranking order:
 * v10 - both have |CD| >= 2 and want the same colour (|CD| would pass 2);
 * v11 - both absolute, same colour, and one of them would get the same
 *       colour a third time in a row;
 * v12 - both have a preference and it is the same;
 * v13 - same preference, each strong or absolute, not both absolute.
 */
int swc_dutch_v10(const dutch_player *h, const dutch_player *l);
int swc_dutch_v11(const dutch_player *h, const dutch_player *l);
int swc_dutch_v12(const dutch_player *h, const dutch_player *l);
int swc_dutch_v13(const dutch_player *h, const dutch_player *l);

#endif
