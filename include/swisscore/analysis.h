/**
 * @file analysis.h
 * @brief Tools for arbiters and researchers: a pairing checker, a random
 * tournament generator and pairing-quality statistics.
 *
 * - swc_tournament_check() re-pairs every round from the rounds before it
 *   and compares the result with what was played. For a round that differs
 *   it names the boards that differ and why: the absolute rule the played
 *   pairing breaks, or the first criterion of the Dutch edition (by its
 *   number in that edition) on which the played pairing is worse.
 * - swc_tournament_generate() fills an empty tournament with a random field
 *   and plays it through, pairing every round with the chosen system and
 *   drawing results from a rating model. The same options and seed always
 *   give the same tournament.
 * - swc_tournament_stats() measures a tournament's pairings: score
 *   differences, floats, colours, byes and rematches, per round and overall.
 *
 * Reports are separate objects: they stay valid after the tournament they
 * were computed from changes or is freed, and are released with their own
 * `_free` function.
 */
#ifndef SWISSCORE_ANALYSIS_H
#define SWISSCORE_ANALYSIS_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/**
 * @brief Progress callback of long analyses.
 * @param user the `progress_user` pointer of the options.
 * @param done units of work finished (rounds).
 * @param total units of work in all.
 */
typedef void (*swc_progress_fn)(void *user, uint32_t done, uint32_t total);

/* ---- checker ----------------------------------------------------------- */

/** Opaque result of swc_tournament_check(). */
typedef struct swc_check_report swc_check_report;

/** Options of swc_tournament_check(). Initialise with ::SWC_CHECK_OPTIONS_INIT. */
typedef struct swc_check_options {
    uint32_t struct_size;         /**< sizeof(swc_check_options). */
    int32_t system;               /**< A ::swc_pairing_system; 0 = the tournament's. */
    int32_t edition;              /**< Dutch edition, 2026 or 2017; 0 = the tournament's. */
    uint32_t first_round;         /**< First round to check; 0 = round 1. */
    uint32_t last_round;          /**< Last round to check; 0 = the last round created. */
    swc_progress_fn progress;     /**< Called after each round checked; NULL for none. */
    void *progress_user;          /**< Passed to `progress`. */
} swc_check_options;

/** Initialiser for ::swc_check_options. */
#define SWC_CHECK_OPTIONS_INIT { (uint32_t)sizeof(swc_check_options), 0, 0, 0u, 0u, NULL, NULL }

/** Why a round differs, in ::swc_check_round_info::reason. Never renumbered. */
enum swc_check_reason {
    SWC_CHECK_SAME = 0,             /**< Played and re-paired rounds agree. */
    SWC_CHECK_REMATCH = 1,          /**< Absolute: two players meet again, or a forbidden pair (C1 / C.1). */
    SWC_CHECK_PLAYER_TWICE = 2,     /**< Absolute: a player is paired twice. */
    SWC_CHECK_ABSOLUTE_COLOUR = 3,  /**< Absolute: two non-topscorers with the same absolute colour preference meet (C3 / C.3). */
    SWC_CHECK_PAB_RULE = 4,         /**< Absolute: the PAB went to an ineligible player, or a PAB with an even field (C2 / C.2). */
    SWC_CHECK_CRITERION = 5,        /**< The played pairing is worse on the criterion in ::swc_check_round_info::criterion. */
    SWC_CHECK_COLOUR_RULE = 6,      /**< Same pairs, other colours: the colour rule 5.2.n (2017: E.n) in `criterion`. */
    SWC_CHECK_ORDER = 7,            /**< Not worse on any criterion: the engine's pairing comes first in the order of transpositions and exchanges. */
    SWC_CHECK_NOT_WORSE = 8,        /**< The played pairing scores better on a criterion than the engine's (see the text). */
    SWC_CHECK_ENGINE_FAILED = 9,    /**< The engine could not pair the round (text gives its message). */
    SWC_CHECK_NOT_CHECKED = 10      /**< The system cannot re-pair this round (not supported). */
};

/** One checked round, from swc_check_report_round(). Initialise with ::SWC_CHECK_ROUND_INFO_INIT. */
typedef struct swc_check_round_info {
    uint32_t struct_size;    /**< sizeof(swc_check_round_info). */
    uint32_t round;          /**< 1-based round number. */
    int32_t agrees;          /**< 1 when the engine's pairing equals the played one (boards, colours, PAB). */
    int32_t reason;          /**< A ::swc_check_reason. */
    int32_t criterion;       /**< Criterion number in the edition (e.g. 12 for [C12] or C.12), colour rule number, or 0. */
    uint32_t board_count;    /**< Boards listed by swc_check_report_board() for this round. */
    const char *text;        /**< The reason in words, borrowed from the report; "" when the round agrees. */
} swc_check_round_info;

/** Initialiser for ::swc_check_round_info. */
#define SWC_CHECK_ROUND_INFO_INIT { (uint32_t)sizeof(swc_check_round_info), 0u, 0, 0, 0, 0u, NULL }

/** Which pairing a differing board belongs to, in ::swc_check_board_info::side. */
enum swc_check_side {
    SWC_CHECK_PLAYED = 1,    /**< On the played pairing only. */
    SWC_CHECK_ENGINE = 2     /**< On the engine's pairing only. */
};

/** One differing board, from swc_check_report_board(). Initialise with ::SWC_CHECK_BOARD_INFO_INIT. */
typedef struct swc_check_board_info {
    uint32_t struct_size;    /**< sizeof(swc_check_board_info). */
    int32_t side;            /**< A ::swc_check_side. */
    uint32_t white;          /**< White (red) player's id; for a PAB the receiver's id. */
    uint32_t black;          /**< Black player's id; 0 for a PAB. */
} swc_check_board_info;

/** Initialiser for ::swc_check_board_info. */
#define SWC_CHECK_BOARD_INFO_INIT { (uint32_t)sizeof(swc_check_board_info), 0, 0u, 0u }

/**
 * @brief Re-pair every round from the rounds before it and compare.
 *
 * Each round is re-paired with the library's pairing system as it stood
 * before the round: the players who did not take part (byes requested,
 * absent, withdrawn, not yet entered) are left out as they were. The
 * engine's boards and PAB are compared with the played ones as sets (board
 * order is not compared). Forfeited games count as pairings. The tournament
 * itself is not changed.
 *
 * The criteria are measured as the Dutch engine measures them
 * (doc/internals/dutch-engine.md): pairs belong to the bracket of their
 * lower player, colour criteria count pairs of equal preferences, float
 * criteria read the float history of lib/model. [C8] (2017: C.7) looks at
 * the next bracket as it was actually paired, not at its best possible
 * pairing, so a played pairing can come out ahead there
 * (::SWC_CHECK_NOT_WORSE).
 * @param out receives the report; NULL on failure. Free with swc_check_report_free().
 * @param t the tournament.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK (whether or not the rounds agree); ::SWC_EINVAL (NULL
 *         arguments, bad `struct_size`, unknown system or edition, a round
 *         range outside the rounds created); ::SWC_EUNSUPPORTED (dual-board
 *         events); ::SWC_ENOMEM.
 */
SWC_API int swc_tournament_check(swc_check_report **out, swc_tournament *t, const swc_check_options *opts);

/**
 * @brief Free a check report. NULL is accepted.
 * @param r the report.
 */
SWC_API void swc_check_report_free(swc_check_report *r);

/**
 * @brief Number of rounds a report covers.
 * @param r the report (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_check_report_round_count(const swc_check_report *r);

/**
 * @brief Number of rounds where the engine and the played pairing differ.
 * @param r the report (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_check_report_disagreements(const swc_check_report *r);

/**
 * @brief Pairing system and Dutch edition a report was computed with.
 * @param out_system receives the ::swc_pairing_system (may be NULL).
 * @param out_edition receives the Dutch edition (may be NULL).
 * @param r the report.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_check_report_system(int32_t *out_system, int32_t *out_edition, const swc_check_report *r);

/**
 * @brief One round of a report.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param r the report.
 * @param index 0-based index below swc_check_report_round_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_check_report_round(swc_check_round_info *out, const swc_check_report *r, uint32_t index);

/**
 * @brief One differing board of a round of a report.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param r the report.
 * @param index 0-based round index, as for swc_check_report_round().
 * @param board 0-based index below the round's `board_count`.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_check_report_board(swc_check_board_info *out, const swc_check_report *r, uint32_t index,
                                   uint32_t board);

/* ---- generator --------------------------------------------------------- */

/**
 * @brief Options of swc_tournament_generate(). Initialise with ::SWC_GENERATE_OPTIONS_INIT.
 *
 * Rates are probabilities in parts per million (1000000 = always).
 */
typedef struct swc_generate_options {
    uint32_t struct_size;     /**< sizeof(swc_generate_options). */
    uint32_t players;         /**< Number of players, 2..::SWC_MAX_PLAYERS_MODEL. */
    uint32_t rounds;          /**< Number of rounds, 1..::SWC_MAX_ROUNDS. */
    uint64_t seed;            /**< Seed of the random numbers. */
    int32_t system;           /**< A ::swc_pairing_system; 0 = the tournament's (Dutch by default). */
    int32_t edition;          /**< Dutch edition, 2026 or 2017; 0 = the tournament's (2026 by default). */
    int32_t points_win;       /**< Win in tenths; 0 = 10. */
    int32_t points_draw;      /**< Draw in tenths; used only when `points_win` is set. */
    int32_t points_loss;      /**< Loss in tenths; used only when `points_win` is set. */
    uint32_t draw_rate;       /**< Share of draws between equal opponents (ppm); fewer for unequal ones. */
    uint32_t forfeit_rate;    /**< Chance that a game is forfeited by one side (ppm). */
    uint32_t hpb_rate;        /**< Chance that a player takes a half-point bye in a round (ppm). */
    uint32_t withdraw_rate;   /**< Chance that a player withdraws during the event (ppm). */
    uint32_t late_rate;       /**< Chance that a player enters late, in round 2 or later (ppm). */
    int32_t rating_low;       /**< Lowest rating, 0..9999. */
    int32_t rating_high;      /**< Highest rating, rating_low..9999; 0 with rating_low 0 = 1400..2700. */
    swc_progress_fn progress; /**< Called after each round paired; NULL for none. */
    void *progress_user;      /**< Passed to `progress`. */
} swc_generate_options;

/** Initialiser for ::swc_generate_options: 2026 Dutch, 1/½/0, 30 % draws, nothing unplayed. */
#define SWC_GENERATE_OPTIONS_INIT \
    { (uint32_t)sizeof(swc_generate_options), 0u, 0u, 0u, 0, 0, 0, 0, 0, 300000u, 0u, 0u, 0u, 0u, 0, 0, NULL, NULL }

/**
 * @brief Fill an empty tournament with a random field and play it through.
 *
 * Players get random ratings; every round is paired by the chosen system
 * and gets results from the Elo expectation (no colour advantage) with the
 * draw rate, plus forfeits, half-point byes, withdrawals and late entries
 * at the given rates. Everything is drawn from the seed, so the same
 * options give the same tournament on every platform.
 * @param t an empty tournament (no players, no rounds). Its allocator and
 *        settings are used (acceleration, initial colour, point values not
 *        given in the options...); the options set the number of rounds and,
 *        when non-zero, the system, edition and points.
 * @param opts the options.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL arguments, bad `struct_size`);
 *         ::SWC_ERANGE (a count, rate, point value or rating out of range);
 *         ::SWC_ESTATE (the tournament is not empty); ::SWC_ENOPAIRING (a
 *         round could not be paired: too many rounds for the field; the
 *         message names it); ::SWC_EUNSUPPORTED (a system this version
 *         cannot pair); ::SWC_ENOMEM. The tournament is unchanged on failure.
 */
SWC_API int swc_tournament_generate(swc_tournament *t, const swc_generate_options *opts);

/* ---- statistics -------------------------------------------------------- */

/** Opaque result of swc_tournament_stats(). */
typedef struct swc_stats_report swc_stats_report;

/**
 * @brief Pairing-quality measures of one round or of the whole event.
 *
 * Scores are those before the round, acceleration excluded, in tenths.
 * Every board counts as a pairing, forfeited ones too; colour measures use
 * the games played over the board. A PAB counts as a downfloat.
 * Initialise with ::SWC_STATS_ROW_INIT.
 */
typedef struct swc_stats_row {
    uint32_t struct_size;        /**< sizeof(swc_stats_row). */
    uint32_t round;              /**< 1-based round, 0 for the whole event. */
    uint32_t boards;             /**< Boards (pairs). */
    uint32_t score_diff_pairs;   /**< Pairs whose players had different scores. */
    int64_t score_diff_sq;       /**< Sum over pairs of the squared score difference, in tenths squared. */
    uint32_t downfloaters;       /**< Players paired with a lower score, or given the PAB. */
    uint32_t upfloaters;         /**< Players paired with a higher score. */
    uint32_t down_repeat1;       /**< Downfloaters who downfloated the round before. */
    uint32_t up_repeat1;         /**< Upfloaters who upfloated the round before. */
    uint32_t down_repeat2;       /**< Downfloaters who downfloated in one of the two rounds before. */
    uint32_t up_repeat2;         /**< Upfloaters who upfloated in one of the two rounds before. */
    uint32_t pref_mild_unmet;    /**< Players who played with the other colour than a mild preference. */
    uint32_t pref_strong_unmet;  /**< As above, strong preferences. */
    uint32_t pref_absolute_unmet;/**< As above, absolute preferences. */
    uint32_t colour_diff_beyond2;/**< Players who played and then have whites − blacks beyond ±2. */
    uint32_t same_colour3;       /**< Players who played and then have three equal colours in a row. */
    uint32_t pab_count;          /**< PAB receivers. */
    int64_t pab_score_sum;       /**< Sum of their scores, in tenths. */
    uint32_t rematches;          /**< Boards of players who had already played each other (must be 0). */
} swc_stats_row;

/** Initialiser for ::swc_stats_row. */
#define SWC_STATS_ROW_INIT \
    { (uint32_t)sizeof(swc_stats_row), 0u, 0u, 0u, 0, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0, 0u }

/**
 * @brief Measure the pairings of every round created so far.
 * @param out receives the report; NULL on failure. Free with swc_stats_report_free().
 * @param t the tournament.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_tournament_stats(swc_stats_report **out, swc_tournament *t);

/**
 * @brief Free a statistics report. NULL is accepted.
 * @param r the report.
 */
SWC_API void swc_stats_report_free(swc_stats_report *r);

/**
 * @brief Number of rounds a statistics report covers.
 * @param r the report (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_stats_report_round_count(const swc_stats_report *r);

/**
 * @brief The measures of one round, or of the whole event.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param r the report.
 * @param round 1-based round, or 0 for the totals.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_stats_report_row(swc_stats_row *out, const swc_stats_report *r, uint32_t round);

/**
 * @brief One PAB receiver of a round.
 * @param out_id receives the player's id (may be NULL).
 * @param out_score receives the score before the round, in tenths (may be NULL).
 * @param r the report.
 * @param round 1-based round.
 * @param index 0-based index below the round's `pab_count`.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_stats_report_pab(uint32_t *out_id, int32_t *out_score, const swc_stats_report *r, uint32_t round,
                                 uint32_t index);

SWC_END_DECLS

#endif /* SWISSCORE_ANALYSIS_H */
