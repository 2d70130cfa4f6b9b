/*
 * Fields for the pairing benchmark made round by round by the library's own
 * Dutch engine, with the unplayed rounds real events have: half-point byes
 * requested for a round, forfeited games and players who join in round 2
 * or 3.
 */
#ifndef SWC_BENCH_FIELD_H
#define SWC_BENCH_FIELD_H

#include <stddef.h>
#include <stdint.h>

#include <swisscore/swisscore.h>

typedef struct field_options {
    uint32_t players;     /* all players, late entries included */
    uint32_t rounds;      /* rounds paired, each by the engine */
    uint64_t seed;
    int32_t edition;      /* 2026 or 2017 */
    uint32_t bye_ppm;     /* chance that a player requests a half-point bye for a round */
    uint32_t forfeit_ppm; /* chance that a game is forfeited by one side */
    uint32_t late;        /* players who join in round 2 or 3 */
} field_options;

/* What one pairing of the field cost. */
typedef struct field_round {
    uint32_t round;
    uint32_t players; /* registered when the round was paired */
    double cpu, wall; /* of swc_tournament_pair_next() alone */
    int complete;     /* every player on a board, a bye or not yet entered */
} field_round;

/* Called before each pairing (to arm a CPU limit) and after it (to report). */
typedef struct field_hooks {
    void (*before)(void *user, uint32_t round);
    void (*after)(void *user, const field_round *r);
    void *user;
} field_hooks;

/*
 * Parse "dutch:N:R[:SEED]" into o (players, rounds, seed; the rest is left
 * as it is). Returns 0, or -1 with a message on stderr.
 */
int field_parse(field_options *o, const char *spec);

/*
 * Make the field: N - late players registered, then round by round the
 * late entries of that round added, the byes requested, the round paired
 * by the Dutch engine of the edition, and results drawn from the Elo
 * expectation with 30 % draws between equal players (the model of
 * swc_tournament_generate()), all from the seed. Returns SWC_OK with the
 * complete tournament in *out, or the library's error with *out holding
 * the tournament as far as it got (NULL when not even that) and the
 * message in err.
 */
int field_make(swc_tournament **out, const field_options *o, const field_hooks *hooks, char *err, size_t errlen);

/* Whether every registered player has a record in `round`: a board, a
 * bye, or not yet entered. */
int field_round_complete(const swc_tournament *t, uint32_t round);

/* The tournament as TRF text up to SWC_MAX_PLAYERS players, else as a
 * compact JSON document (which has no player number limit); NULL after a
 * message on stderr. */
char *field_text(swc_tournament *t, size_t *len);

/* Write text to the file; 0, or -1 after a message on stderr. */
int field_save_text(const char *path, const char *text, size_t len);

#endif
