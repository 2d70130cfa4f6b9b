/**
 * @file pairing.h
 * @brief Pairing the next round with the tournament's pairing system.
 */
#ifndef SWISSCORE_PAIRING_H
#define SWISSCORE_PAIRING_H

#include "common.h"
#include "round.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/**
 * @brief Pair the next round and create it.
 *
 * Uses the system of ::SWC_SET_PAIRING_SYSTEM: the FIDE Dutch system by
 * default (edition by ::SWC_SET_DUTCH_EDITION), the Chinese sequential
 * system (::SWC_SYSTEM_SEQUENTIAL) or a round robin by the Berger tables
 * (::SWC_SYSTEM_BERGER). Players withdrawn, not yet entered or with a
 * requested bye for the round are left out and get their byes; the
 * pairing-allocated bye, when needed, is part of the new round (a round
 * robin gives the opponent of its extra seat, or of an absent player, the
 * round off instead). Boards are ordered as C.04.2 3.6 recommends (Dutch),
 * by the higher-ranked player of each board (sequential) or as the table
 * lists them (Berger). The same tournament always gives the same pairing.
 *
 * A team event (team.h) is paired by teams, by ::SWC_TEAM_SYSTEM: FIDE's
 * Swiss Team Pairing System (C.04.6, 2026; colour preference type and
 * score order by ::SWC_TEAM_COLOUR_TYPE and ::SWC_TEAM_SCORE_ORDER, the
 * Baku acceleration by ::SWC_SET_ACCELERATION) or a team round robin (also
 * when ::SWC_SET_PAIRING_SYSTEM is ::SWC_SYSTEM_BERGER). The matches are
 * laid out as swc_team_round_create() lays them out, with every team's
 * members in board order.
 * @param out receives the new round (may be NULL).
 * @param t the tournament.
 * @return ::SWC_OK; ::SWC_EINVAL; ::SWC_ESTATE (the previous round has games
 *         without a result, or every planned round exists);
 *         ::SWC_ENOPAIRING when no pairing satisfies the absolute rules (the
 *         message says why); ::SWC_EUNSUPPORTED for a system this version
 *         cannot pair; ::SWC_ELIMIT; ::SWC_ENOMEM. Nothing changes on failure.
 */
SWC_API int swc_tournament_pair_next(swc_round **out, swc_tournament *t);

SWC_END_DECLS

#endif /* SWISSCORE_PAIRING_H */
