/* A small team event for the tests that change a team round. */
#ifndef SWC_TESTS_TEAM_LEAGUE_H
#define SWC_TESTS_TEAM_LEAGUE_H

#include <swisscore/swisscore.h>

/* Four teams of three (ids 3k+1..3k+3), two boards WB, three rounds;
 * round 1: 1-2, 3-4; board 3 (match 2, board 1) won by white. */
swc_tournament *league(const swc_allocator *a);
/* The event as a JSON document (malloc'd): equal documents, equal events. */
char *doc_of(swc_tournament *t);

#endif
