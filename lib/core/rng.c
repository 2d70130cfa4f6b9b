#include "rng.h"

static uint64_t splitmix64(uint64_t *x)
{
    uint64_t z = (*x += 0x9e3779b97f4a7c15u);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

void swc_rng_seed(swc_rng *r, uint64_t seed)
{
    uint64_t x = seed;
    for (int i = 0; i < 4; i++)
        r->s[i] = splitmix64(&x);
}

uint64_t swc_rng_next(swc_rng *r)
{
    uint64_t *s = r->s;
    uint64_t result = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint32_t swc_rng_below(swc_rng *r, uint32_t n)
{
    if (n == 0)
        return 0;
    /* Reject the last partial block of 2^64 so every value is equally likely. */
    uint64_t rem = (UINT64_MAX % n + 1) % n; /* 2^64 mod n */
    uint64_t x;
    do
        x = swc_rng_next(r);
    while (rem != 0 && x > UINT64_MAX - rem);
    return (uint32_t)(x % n);
}

double swc_rng_unit(swc_rng *r)
{
    return (double)(swc_rng_next(r) >> 11) * (1.0 / 9007199254740992.0);
}

void swc_rng_shuffle_u32(swc_rng *r, uint32_t *a, size_t n)
{
    for (size_t i = n; i > 1; i--) {
        size_t j = swc_rng_below(r, (uint32_t)i);
        uint32_t tmp = a[i - 1];
        a[i - 1] = a[j];
        a[j] = tmp;
    }
}
