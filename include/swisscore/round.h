/**
 * @file round.h
 * @brief Rounds: boards, byes and results.
 *
 * A round is a list of boards (white/red player, black player, one result
 * per game) and a list of byes. Round handles are borrowed from the
 * tournament and stay valid until the round is deleted or the tournament
 * freed. Rounds are created in order; only the last one can be deleted.
 */
#ifndef SWISSCORE_ROUND_H
#define SWISSCORE_ROUND_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Opaque round handle, owned by its tournament. */
typedef struct swc_round swc_round;

/**
 * @brief Result of one game, as seen from the board (white first).
 */
enum swc_result {
    SWC_RESULT_NONE = 0,               /**< No result yet. */
    SWC_RESULT_WHITE_WIN = 1,          /**< 1-0. */
    SWC_RESULT_DRAW = 2,               /**< ½-½. */
    SWC_RESULT_BLACK_WIN = 3,          /**< 0-1. */
    SWC_RESULT_WHITE_FORFEIT_WIN = 4,  /**< +/-: black did not play. */
    SWC_RESULT_BLACK_FORFEIT_WIN = 5,  /**< -/+: white did not play. */
    SWC_RESULT_DOUBLE_FORFEIT = 6,     /**< -/-: neither played. */
    SWC_RESULT_ADJOURNED = 7,          /**< Not finished; counts as a draw for pairing only. */
    SWC_RESULT_WHITE_WIN_UNRATED = 8,  /**< White won a game that lasted less than one move (TRF W/L). */
    SWC_RESULT_DRAW_UNRATED = 9,       /**< Draw of less than one move (TRF D). */
    SWC_RESULT_BLACK_WIN_UNRATED = 10  /**< Black won a game that lasted less than one move. */
};

/**
 * @brief Create the next round from a list of boards and byes.
 *
 * Every player who takes part in the round must appear exactly once, on a
 * board or in a bye. Players withdrawn, not yet entered, or with a bye
 * requested for this round are filled in automatically and must not be
 * listed. Fails if the previous round still has games without a result.
 * @param out receives the round (may be NULL).
 * @param t the tournament.
 * @param white ids of the white (red) players, one per board.
 * @param black ids of the black players, one per board.
 * @param n_boards number of boards.
 * @param bye_ids ids of players given a bye.
 * @param bye_kinds for each, ::SWC_RK_PAB, ::SWC_RK_FULL_BYE,
 *        ::SWC_RK_HALF_BYE or ::SWC_RK_ZERO_BYE.
 * @param n_byes number of byes.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL arrays with a non-zero count, a player
 *         twice, a player missing, a player paired with himself, a bad bye
 *         kind, more than one PAB), ::SWC_ENOTFOUND (unknown id),
 *         ::SWC_ESTATE (previous round incomplete, all rounds created, a
 *         withdrawn or absent player listed), ::SWC_ENOMEM. Nothing changes on
 *         failure.
 */
SWC_API int swc_round_create(swc_round **out, swc_tournament *t,
                             const uint32_t *white, const uint32_t *black, size_t n_boards,
                             const uint32_t *bye_ids, const int32_t *bye_kinds, size_t n_byes);

/**
 * @brief Delete the last round and everything recorded in it.
 * @param t the tournament.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ESTATE (no round).
 */
SWC_API int swc_tournament_delete_last_round(swc_tournament *t);

/**
 * @brief A round by number.
 * @param t the tournament.
 * @param number 1-based round number.
 * @return a borrowed handle, or NULL.
 */
SWC_API swc_round *swc_tournament_round(const swc_tournament *t, uint32_t number);

/**
 * @brief A round's number.
 * @param r the round (NULL gives 0).
 * @return the 1-based number.
 */
SWC_API uint32_t swc_round_number(const swc_round *r);

/**
 * @brief Number of boards in a round.
 * @param r the round (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_round_board_count(const swc_round *r);

/**
 * @brief The players of a board.
 * @param out_white receives the white (red) player's id (may be NULL).
 * @param out_black receives the black player's id (may be NULL).
 * @param r the round.
 * @param board 1-based board number.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_round_board(uint32_t *out_white, uint32_t *out_black, const swc_round *r, uint32_t board);

/**
 * @brief Number of byes in a round (players not on a board).
 * @param r the round (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_round_bye_count(const swc_round *r);

/**
 * @brief One bye of a round.
 * @param out_id receives the player's id (may be NULL).
 * @param out_kind receives the ::swc_round_kind (may be NULL).
 * @param r the round.
 * @param index 0-based index below swc_round_bye_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_round_bye(uint32_t *out_id, int32_t *out_kind, const swc_round *r, uint32_t index);

/**
 * @brief Set or correct the result of a board (every game of it).
 *
 * In a dual-board event the same result is given to both games; use
 * swc_round_set_game_result() for different results.
 * @param r the round.
 * @param board 1-based board number.
 * @param result a ::swc_result (::SWC_RESULT_NONE clears it).
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ENOTFOUND or ::SWC_ESTATE (a later
 *         round exists and the correction would change who was paired how:
 *         only a played result may be corrected to another played result).
 */
SWC_API int swc_round_set_result(swc_round *r, uint32_t board, int result);

/**
 * @brief Set or correct the result of one game of a board.
 * @param r the round.
 * @param board 1-based board number.
 * @param game 1 (board 1; xiangqi in dual-board events) or 2 (chess).
 * @param result a ::swc_result.
 * @return as swc_round_set_result(); ::SWC_ENOTFOUND also for a game number
 *         above the tournament's games per pairing.
 */
SWC_API int swc_round_set_game_result(swc_round *r, uint32_t board, uint32_t game, int result);

/**
 * @brief The result of one game of a board.
 * @param out receives the ::swc_result.
 * @param r the round.
 * @param board 1-based board number.
 * @param game 1 or 2.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_round_game_result(int32_t *out, const swc_round *r, uint32_t board, uint32_t game);

/**
 * @brief Whether every game of the round has a final result.
 * @param r the round.
 * @return 1 when complete, 0 otherwise (also for NULL). Adjourned games are
 *         not complete.
 */
SWC_API int swc_round_is_complete(const swc_round *r);

SWC_END_DECLS

#endif /* SWISSCORE_ROUND_H */
