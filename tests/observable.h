/*
 * "Equal in every observable": compare two tournaments through the public
 * API only, as a caller would see them. Used by the lossless-file property
 * test with any file format that has a write and a read function.
 *
 * Players are matched by pairing number (TPN), and must have the same ids:
 * every format keeps them (TRF through its XPA ID records).
 */
#ifndef SWC_TEST_OBSERVABLE_H
#define SWC_TEST_OBSERVABLE_H

#include <stddef.h>
#include <swisscore/swisscore.h>

/*
 * 1 when a and b show the same settings and texts, players (every field of
 * their info, fouls, conduct, acceleration points of rounds 1..99, the
 * record and score of every round), forbidden pairs, rounds (boards in
 * order, results of both games, byes in order with their kinds) and
 * standings by a tie-break cascade with fouls and lots. Otherwise 0, and
 * `why` says where they differ first.
 */
int obs_equal(const swc_tournament *a, const swc_tournament *b, char *why, size_t cap);

/*
 * The future: what both tournaments do next. While rounds remain (at most
 * `max_rounds` of them), complete the last round with the same results on
 * both, pair the next round on both (the same status, the same pairing, the
 * same byes and absences) and compare everything again. This is how
 * withdrawals, late entries and requested byes of later rounds show. Then
 * delete the last round, reinstate every player, change the win value and
 * pair once more, comparing after each: this shows the requests of past
 * rounds and which point values follow the win value. Both tournaments are
 * changed.
 */
int obs_equal_future(swc_tournament *a, swc_tournament *b, uint32_t max_rounds, char *why, size_t cap);

#endif
