/*
 * Deterministic pseudo-random numbers (xoshiro256** seeded by splitmix64).
 * The state lives in the caller's struct, so every use is reentrant, and a
 * seed always gives the same sequence on every platform: drawing of lots
 * and generated tournaments can be reproduced and audited from the seed.
 */
#ifndef SWC_CORE_RNG_H
#define SWC_CORE_RNG_H

#include <stddef.h>
#include <stdint.h>

typedef struct swc_rng {
    uint64_t s[4];
} swc_rng;

void swc_rng_seed(swc_rng *r, uint64_t seed);
uint64_t swc_rng_next(swc_rng *r);
/* Uniform in [0, n) without modulo bias; 0 when n is 0. */
uint32_t swc_rng_below(swc_rng *r, uint32_t n);
/* Uniform in [0, 1) with 53 random bits (for simulation, never for scores). */
double swc_rng_unit(swc_rng *r);
/* Fisher-Yates shuffle of n values. */
void swc_rng_shuffle_u32(swc_rng *r, uint32_t *a, size_t n);

#endif
