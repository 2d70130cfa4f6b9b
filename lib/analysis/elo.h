/*
 * The Elo expectation of the random fields (swc_tournament_generate() and
 * the benchmark's fields), computed with + - * / only so that a seed gives
 * the same field on every platform, whatever its libm.
 */
#ifndef SWC_ANALYSIS_ELO_H
#define SWC_ANALYSIS_ELO_H

#include <stdint.h>

#define SWC_ELO_PPM 1000000u

/* 10^y for |y| <= 4. */
static inline double swc_elo_pow10_small(double y)
{
    double r = 1.0;
    int neg = y < 0;
    if (neg)
        y = -y;
    while (y >= 1.0) {
        r *= 10.0;
        y -= 1.0;
    }
    /* e^(y ln 10) = (e^(y ln 10 / 16))^16, the inner one by its series. */
    double z = y * 2.302585092994046 / 16.0, term = 1.0, e = 1.0;
    for (int k = 1; k < 20; k++) {
        term = term * z / k;
        e += term;
    }
    for (int k = 0; k < 4; k++)
        e *= e;
    r *= e;
    return neg ? 1.0 / r : r;
}

/* Expected score of a player rated a against one rated b, in millionths;
 * differences beyond 1600 count as 1600. */
static inline uint32_t swc_elo_ppm(int32_t a, int32_t b)
{
    int32_t d = b - a;
    if (d > 1600)
        d = 1600;
    if (d < -1600)
        d = -1600;
    double e = 1.0 / (1.0 + swc_elo_pow10_small(d / 400.0));
    return (uint32_t)(e * SWC_ELO_PPM + 0.5);
}

#endif
