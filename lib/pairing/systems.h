/*
 * Pairing systems other than the FIDE Dutch one. Each reads the model and
 * fills the boards and byes of round t->nrounds + 1; pair.c creates the
 * round. On failure the message is set on t and nothing is changed.
 */
#ifndef SWC_PAIRING_SYSTEMS_H
#define SWC_PAIRING_SYSTEMS_H

#include <stddef.h>
#include <stdint.h>

#include "../model/model.h"

/*
 * Chinese sequential (Monrad-style) pairing. `boards` holds room for
 * nplayers / 2 + 1 boards; *pab receives the index of the player given the
 * pairing-allocated bye, or UINT32_MAX.
 */
int swc_sequential_pair(swc_tournament *t, swc_board *boards, size_t *nboards, uint32_t *pab);
/* The same with a given step budget for the plain backtracking (0: every
 * choice is checked by a matching at once); the answer never depends on it. */
int swc_sequential_pair_budget(swc_tournament *t, swc_board *boards, size_t *nboards, uint32_t *pab, uint64_t budget);

/*
 * Round robin by the Berger tables. `boards` holds room for nplayers / 2 + 1
 * boards and `byes` for nplayers entries; players without a game (the bye
 * seat, opponents of absent players) get SWC_RK_NOT_PAIRED.
 */
int swc_berger_pair(swc_tournament *t, swc_board *boards, size_t *nboards, swc_bye *byes, size_t *nbyes);

/*
 * One board of the Berger table of `seats` seats (even, >= 2) in round
 * `round` of the first cycle (1 .. seats - 1): seat numbers (1-based) of
 * white and black on board `board` (1 .. seats / 2).
 */
void swc_berger_board(uint32_t seats, uint32_t round, uint32_t board, uint32_t *white, uint32_t *black);

/*
 * The seats of `entrants` players or teams (>= 2) in tournament round k,
 * cycles and colours included: the seat numbers (1-based) of white and
 * black on board `board` (1 .. swc_berger_boards(entrants)). A seat above
 * `entrants` is the extra seat of an odd field. Rounds past a cycle repeat
 * the table with the colours reversed; `black_first` (an initial colour of
 * black) reverses every game. Individual and team round robins share it.
 */
uint32_t swc_berger_boards(uint32_t entrants);
void swc_berger_seats(uint32_t entrants, uint32_t k, int black_first, uint32_t board, uint32_t *white,
                      uint32_t *black);

/*
 * The next round of a team event, by the team settings' system: FIDE's
 * Swiss Team Pairing System (C.04.6) or a team round robin
 * (lib/pairing/team/). Creates the team round; message on t on failure.
 */
int swc_team_pair(swc_tournament *t, swc_round **out);

#endif
