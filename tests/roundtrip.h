/*
 * The lossless-file property, for any file format given by its write and
 * read functions: a random API history (the fuzzer's generator,
 * fuzz/gen.h), written and read back, is the same tournament in every
 * observable (observable.h) now and over the next rounds, and writing what
 * was read gives the same bytes.
 */
#ifndef SWC_TEST_ROUNDTRIP_H
#define SWC_TEST_ROUNDTRIP_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/swisscore.h>

typedef struct rt_format {
    const char *name;
    /* Write t as a malloc'd text; a status, and *out NULL on failure. */
    int (*write)(char **out, size_t *len, swc_tournament *t, const void *ctx);
    /* Read a text; a status, and a message in err on failure. */
    int (*read)(swc_tournament **out, const char *text, size_t len, const void *ctx, char *err, size_t cap);
    const void *ctx;
} rt_format;

typedef struct rt_stats {
    unsigned long histories;   /* histories checked */
    unsigned long unwritable;  /* the writer refused with SWC_ELIMIT (a value a field cannot hold) */
    unsigned long rounds;      /* rounds in the histories checked */
    unsigned long players;
    unsigned long journal;     /* journal entries in the histories checked */
    char last_unwritable[160]; /* the writer's reason, the last time */
} rt_stats;

/*
 * Check one history, decoded from bytes, with format f. 1 when it keeps
 * the property; otherwise 0 and `why` (with the texts) says how it broke.
 * `future` is the number of rounds paired afterwards on both sides.
 */
int rt_check(const rt_format *f, const uint8_t *bytes, size_t n, uint32_t future, rt_stats *st, char *why, size_t cap);

/* The same for a team event decided by the bytes (teams, line-ups,
 * forfeited matches, byes, a late team, a withdrawal); no future rounds:
 * team pairing is not the tournament's pairing system. */
int rt_check_team(const rt_format *f, const uint8_t *bytes, size_t n, rt_stats *st, char *why, size_t cap);

#endif
