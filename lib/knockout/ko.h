/* Knockout internals, shared by the rounds (knockout.c), the stream reader
 * (read.c) and the presets (presets.c). */
#ifndef SWC_KNOCKOUT_KO_H
#define SWC_KNOCKOUT_KO_H

#include <stdint.h>
#include <swisscore/knockout.h>

#include "../core/alloc.h"

typedef struct ko_settings {
    int64_t rounds, pairing, seed, draw_rule, unmatched_advances, quota, repechage;
} ko_settings;

typedef struct ko_player {
    char *name;
    uint32_t seed;
    int32_t status, how_out;
    uint32_t out_round, rounds_won, games;
    uint32_t pair;  /* pair index + 1 in the open round, 0 none */
    int32_t mark;   /* swc_ko_mark in the open round, 0 none */
    int in_repechage; /* out, and playing the repechage round: keeps how and when he went out */
} ko_player;

typedef struct ko_pair {
    uint32_t white, black, winner;
    int32_t how;
    uint32_t games;
    uint32_t last_white, last_black; /* colours of the last game, for the decider */
} ko_pair;

typedef struct ko_round {
    ko_pair *pairs;
    size_t n, cap;
} ko_round;

struct swc_knockout {
    uint32_t magic;
    swc_mem mem;
    ko_settings set;
    ko_player *p;
    size_t n, cap;
    ko_round rounds[33]; /* up to 32 rounds and the repechage */
    size_t nrounds;
    int open;
    char errmsg[320];
};

void ko_settings_default(ko_settings *s);
int ko_create(swc_knockout **out, const swc_mem *mem, const ko_settings *set);
/* Free what the stage owns (not the handle). */
void ko_release(swc_knockout *k);
long ko_find(const swc_knockout *k, const char *name);
int ko_fail(swc_knockout *k, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Seed order of two entrants (ids ia, ib). */
int ko_seed_before(const ko_player *a, uint32_t ia, const ko_player *b, uint32_t ib);
int ko_ok(const swc_knockout *k);
int ko_done(swc_knockout *k);
/* After the repechage round closes: its winners have come back. */
void ko_close_repechage(swc_knockout *k);

typedef struct ko_preset {
    const char *name, *name_zh, *description;
    void (*apply)(ko_settings *s);
} ko_preset;

const ko_preset *ko_preset_find(const char *name);

#endif
