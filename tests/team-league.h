/* A small team event for the tests that change a team round. */
#ifndef SWC_TESTS_TEAM_LEAGUE_H
#define SWC_TESTS_TEAM_LEAGUE_H

#include <swisscore/swisscore.h>

/* Four teams of three (ids 3k+1..3k+3), two boards WB, three rounds;
 * round 1: 1-2, 3-4; board 3 (match 2, board 1) won by white. */
swc_tournament *league(const swc_allocator *a);
/* The event as a JSON document (malloc'd): equal documents, equal events. */
char *doc_of(swc_tournament *t);
/* The event written and read back: how 0 TRF-2026, 1 TRF16, 2 JSON; a TRF
 * text must hold `line` (NULL: anything). */
swc_tournament *read_back(swc_tournament *t, int how, const char *line);

/* What an out-of-memory sweep runs: make the event (with allocator a),
 * change it (an SWC_ status), and when the change succeeded, check it. */
typedef struct oom_case {
    swc_tournament *(*make)(const swc_allocator *a, void *ctx);
    int (*change)(swc_tournament *t, void *ctx);
    void (*check)(swc_tournament *t, void *ctx);
    /* After a failure, undo what the change may keep on purpose (NULL: nothing). */
    void (*tidy)(swc_tournament *t, void *ctx);
    void *ctx;
} oom_case;

/* Run the change with allocation 1, 2, ... failing until it succeeds: each
 * failure must be SWC_ENOMEM and leave the event's document as it was, and
 * nothing may leak. Returns the allocation the change succeeded at. */
long oom_sweep(const oom_case *c);

#endif
