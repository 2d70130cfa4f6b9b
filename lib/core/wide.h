/*
 * Unsigned integers of a few 64-bit limbs (little-endian), for matching
 * weights that encode many pairing criteria, one bit field each. The limb
 * count is a run-time value, so the same code serves a 9-player club open
 * (one limb) and a 10 000-player qualifier (several).
 */
#ifndef SWC_CORE_WIDE_H
#define SWC_CORE_WIDE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Largest limb count supported: 64 limbs = 4096 bits. */
#define SWC_WIDE_MAX_LIMBS 64

static inline void wide_zero(uint64_t *a, size_t n)
{
    memset(a, 0, n * sizeof *a);
}

static inline void wide_copy(uint64_t *d, const uint64_t *s, size_t n)
{
    memcpy(d, s, n * sizeof *d);
}

static inline int wide_is_zero(const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (a[i])
            return 0;
    return 1;
}

/* -1, 0, 1 as a <, =, > b */
static inline int wide_cmp(const uint64_t *a, const uint64_t *b, size_t n)
{
    for (size_t i = n; i-- > 0;)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

/* -1, 0, 1 as a <, =, > b, both read as two's complement (n >= 1) */
static inline int wide_cmp_signed(const uint64_t *a, const uint64_t *b, size_t n)
{
    int64_t ta = (int64_t)a[n - 1], tb = (int64_t)b[n - 1];
    if (ta != tb)
        return ta < tb ? -1 : 1;
    return wide_cmp(a, b, n - 1);
}

/* a += b */
static inline void wide_add(uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t s = a[i] + carry;
        uint64_t c1 = s < carry;
        uint64_t t = s + b[i];
        a[i] = t;
        carry = c1 | (t < s);
    }
}

/* a -= b (requires a >= b) */
static inline void wide_sub(uint64_t *a, const uint64_t *b, size_t n)
{
    uint64_t borrow = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t bi = b[i] + borrow;
        uint64_t b1 = bi < borrow;
        borrow = b1 | (a[i] < bi);
        a[i] -= bi;
    }
}

/* d = s + o modulo 2^(64 n), o sign-extended (d may be s) */
static inline void wide_add_signed(uint64_t *d, const uint64_t *s, int64_t o, size_t n)
{
    uint64_t lo = (uint64_t)o, ext = o < 0 ? ~UINT64_C(0) : 0, carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t a = s[i], b = i ? ext : lo;
        uint64_t r = a + b, c1 = r < a;
        uint64_t r2 = r + carry;
        carry = c1 | (r2 < r);
        d[i] = r2;
    }
}

/* a >>= 1 */
static inline void wide_shr1(uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        a[i] = (a[i] >> 1) | (i + 1 < n ? a[i + 1] << 63 : 0);
}

/* a <<= 1 */
static inline void wide_shl1(uint64_t *a, size_t n)
{
    for (size_t i = n; i-- > 0;)
        a[i] = (a[i] << 1) | (i ? a[i - 1] >> 63 : 0);
}

/* a += v << shift (bit position), v < 2^64 */
static inline void wide_add_shifted(uint64_t *a, uint64_t v, unsigned shift, size_t n)
{
    size_t limb = shift / 64;
    unsigned off = shift % 64;
    if (limb >= n || v == 0)
        return;
    /* in place: a temporary of SWC_WIDE_MAX_LIMBS zeroed per call costs more
     * than the addition on the usual one to eight limbs */
    uint64_t add = v << off, hi = off ? v >> (64 - off) : 0;
    for (size_t i = limb; i < n && (add | hi); i++) {
        uint64_t s = a[i] + add;
        uint64_t carry = s < add;
        a[i] = s;
        add = hi + carry; /* hi < 2^63, no overflow */
        hi = 0;
    }
}

/* a -= v << shift (bit position), v < 2^64; requires a >= v << shift */
static inline void wide_sub_shifted(uint64_t *a, uint64_t v, unsigned shift, size_t n)
{
    size_t limb = shift / 64;
    unsigned off = shift % 64;
    if (limb >= n || v == 0)
        return;
    uint64_t sub = v << off, hi = off ? v >> (64 - off) : 0;
    for (size_t i = limb; i < n && (sub | hi); i++) {
        uint64_t borrow = a[i] < sub;
        a[i] -= sub;
        sub = hi + borrow;
        hi = 0;
    }
}

/* The `width` bits (at most 64) of a at bit position `at`. */
static inline uint64_t wide_get_bits(const uint64_t *a, unsigned at, unsigned width, size_t n)
{
    size_t limb = at / 64;
    unsigned off = at % 64;
    if (width == 0 || limb >= n)
        return 0;
    uint64_t v = a[limb] >> off;
    if (off && limb + 1 < n)
        v |= a[limb + 1] << (64 - off);
    return width < 64 ? v & ((UINT64_C(1) << width) - 1) : v;
}

#endif
