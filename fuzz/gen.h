/*
 * The API call-sequence generator: a history of public API calls decoded
 * from bytes. The API fuzz target checks the tournament after every call;
 * the lossless-file property test (tests/test-lossless.c) builds random
 * histories with it and checks what a file keeps of them.
 *
 * The first bytes choose the settings and the starting field; every
 * following group of bytes is one call: add, change, withdraw or reinstate
 * players, request byes, forbid pairs, change settings and texts, set fouls
 * and conduct points, pair with the engine, create rounds by hand, enter
 * and correct results, delete rounds, compute standings, round-trip
 * through TRF.
 */
#ifndef SWC_FUZZ_GEN_H
#define SWC_FUZZ_GEN_H

#include "check.h"

typedef struct fz_gen {
    fz_bytes in;
    swc_tournament *t;
    int step;
    int trace;  /* print each call on stderr */
} fz_gen;

/* What one call did. */
typedef struct fz_call {
    unsigned op;             /* which call */
    int rc;                  /* its status */
    int engine;              /* 1 when it paired a round with the engine */
    uint32_t rounds_before;  /* rounds before the call */
} fz_call;

/* A tournament with the settings and field the first bytes choose;
 * 0, or -1 when it cannot be created. */
int fz_gen_start(fz_gen *g, const uint8_t *data, size_t size);
/* 1 while calls are left. */
int fz_gen_more(const fz_gen *g);
/* Make the next call on g->t (a TRF round trip replaces g->t). */
void fz_gen_next(fz_gen *g, fz_call *out);
/* Free the tournament. */
void fz_gen_end(fz_gen *g);

#endif
