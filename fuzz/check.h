/*
 * Shared pieces of the fuzz targets: invariants checked after every step,
 * a snapshot of everything a caller can observe, and a byte reader.
 *
 * A broken invariant prints what broke on stderr and aborts, so that
 * libFuzzer (or the replay driver under `meson test`) reports the input.
 */
#ifndef SWC_FUZZ_CHECK_H
#define SWC_FUZZ_CHECK_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/swisscore.h>

/* The entry point every target defines (libFuzzer's name). */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Abort with a message: the input broke an invariant. */
#if defined(__GNUC__)
__attribute__((noreturn, format(printf, 1, 2)))
#endif
void fz_fail(const char *fmt, ...);

#define FZ_ASSERT(cond, ...)          \
    do {                              \
        if (!(cond))                  \
            fz_fail(__VA_ARGS__);     \
    } while (0)

/*
 * Structure of every round (each player at most once per round and on a
 * board or in a bye exactly once, opponents agree with each other, nobody
 * plays himself) and scores (each player's score after every round equals
 * the sum of the points of his results, computed here from the boards,
 * the byes and the point settings, independently of the library).
 */
void fz_check_tournament(const swc_tournament *t);

/*
 * Rules of a round the pairing engine made (round number `k`): no rematch
 * of a game played over the board, no forbidden pair, the PAB only to an
 * eligible player, and for the Dutch system the absolute colour limits
 * (colour difference within -2..2, never the same colour three times in a
 * row) for every player who kept them before the round, except in the
 * final round where topscorers may break them.
 */
void fz_check_engine_round(const swc_tournament *t, uint32_t k);

/* Everything observable through the public API, as malloc'd text. */
char *fz_snapshot(const swc_tournament *t);

/* The tournament as TRF-2026 (malloc'd), or NULL when it cannot be written. */
char *fz_trf(swc_tournament *t, size_t *len);

/* Bytes of a fuzz input, read front to back; 0 once exhausted. */
typedef struct fz_bytes {
    const uint8_t *p;
    size_t n, pos;
} fz_bytes;

static inline unsigned fz_u8(fz_bytes *b)
{
    return b->pos < b->n ? b->p[b->pos++] : 0u;
}

static inline unsigned fz_u16(fz_bytes *b)
{
    unsigned hi = fz_u8(b);
    return hi << 8 | fz_u8(b);
}

static inline int fz_left(const fz_bytes *b)
{
    return b->pos < b->n;
}

#endif
