/**
 * @file tournament.h
 * @brief The tournament handle: creation, settings and error messages.
 *
 * A ::swc_tournament owns its players and rounds. It is not shared between
 * threads by the library: one tournament per thread needs no locks, and two
 * threads may use two tournaments at once.
 */
#ifndef SWISSCORE_TOURNAMENT_H
#define SWISSCORE_TOURNAMENT_H

#include "common.h"

SWC_BEGIN_DECLS

/** Opaque tournament handle; create with swc_tournament_new(). */
typedef struct swc_tournament swc_tournament;

/**
 * @brief Options for swc_tournament_new().
 *
 * Initialise with ::SWC_TOURNAMENT_OPTIONS_INIT (or set `struct_size` to
 * `sizeof(swc_tournament_options)` and the rest to zero). Fields are only
 * ever appended; a caller built against an older header passes a smaller
 * `struct_size` and gets defaults for the rest.
 */
typedef struct swc_tournament_options {
    uint32_t struct_size;              /**< sizeof(swc_tournament_options). */
    const swc_allocator *allocator;    /**< Copied; NULL for the C library. */
} swc_tournament_options;

/** Initialiser for ::swc_tournament_options with all defaults. */
#define SWC_TOURNAMENT_OPTIONS_INIT { (uint32_t)sizeof(swc_tournament_options), NULL }

/**
 * @brief Integer settings, for swc_tournament_set_int() / swc_tournament_get_int().
 *
 * Point values are in tenths of a point (::SWC_POINTS_UNIT) and apply to one
 * game; in a dual-board event each of the two games scores separately.
 * Values are stable and never renumbered.
 */
enum swc_setting {
    SWC_SET_ROUNDS = 1,              /**< Planned number of rounds, 1..::SWC_MAX_ROUNDS (default 9). */
    SWC_SET_POINTS_WIN = 2,          /**< Played win (default 10). */
    SWC_SET_POINTS_DRAW = 3,         /**< Draw for both colours; reading it gives the white/red value (default 5). */
    SWC_SET_POINTS_LOSS = 4,         /**< Played loss (default 0). */
    SWC_SET_POINTS_PAB = 5,          /**< Pairing-allocated bye (default: the win value). */
    SWC_SET_POINTS_FORFEIT_WIN = 6,  /**< Forfeit win (default: the win value). */
    SWC_SET_POINTS_FORFEIT_LOSS = 7, /**< Forfeit loss (default 0). */
    SWC_SET_POINTS_FULL_BYE = 8,     /**< Requested full-point bye (default: the win value). */
    SWC_SET_POINTS_HALF_BYE = 9,     /**< Requested half-point bye (default: the draw value). */
    SWC_SET_POINTS_ZERO_BYE = 10,    /**< Zero-point bye, absence, round after withdrawal (default 0). */
    SWC_SET_POINTS_DRAW_WHITE = 11,  /**< Draw for the player with white (red in xiangqi). */
    SWC_SET_POINTS_DRAW_BLACK = 12,  /**< Draw for the player with black. */
    SWC_SET_POINTS_NOT_ENTERED = 13, /**< Each round missed before a late entry (default 0). */
    SWC_SET_GAMES_PER_PAIRING = 14,  /**< 1, or 2 for dual-board events (board 1 xiangqi, board 2 chess). */
    SWC_SET_INITIAL_COLOUR = 15,     /**< ::swc_colour given to TPN 1 in round 1 (default ::SWC_COLOUR_WHITE). */
    SWC_SET_PAIRING_SYSTEM = 16,     /**< A ::swc_pairing_system (default ::SWC_SYSTEM_DUTCH). */
    SWC_SET_DUTCH_EDITION = 17,      /**< 2026 (default) or 2017: edition of the FIDE Dutch rules. */
    SWC_SET_FORFEIT_WITHDRAW = 18,   /**< Withdraw after this many consecutive forfeit losses; 0 = never (default). */
    SWC_SET_ACCELERATION = 19,       /**< A ::swc_acceleration (default ::SWC_ACCEL_NONE). */
    SWC_SET_TPN_ORDER = 20,          /**< A ::swc_tpn_order (default ::SWC_TPN_AUTO). */
    SWC_SET_SEQUENTIAL_TIEBREAK = 21 /**< A ::swc_sequential_tiebreak: how ::SWC_SYSTEM_SEQUENTIAL orders players
                                          level on points before their TPN (default ::SWC_SEQ_TB_BUCHHOLZ). */
};

/** Largest planned number of rounds. */
#define SWC_MAX_ROUNDS 99
/** Largest number of players, and largest player id, that a TRF file holds
 *  (the format numbers players with four digits): reading TRF stops there and
 *  writing TRF refuses a larger event. */
#define SWC_MAX_PLAYERS 9999
/** Largest number of players, and largest player id, of a tournament built
 *  through the API or read from a JSON document (::SWC_ELIMIT beyond). Such an
 *  event is saved as JSON; it is written as TRF only up to ::SWC_MAX_PLAYERS. */
#define SWC_MAX_PLAYERS_MODEL 100000
/** Largest accepted point value of one game, in tenths (99.9 points). */
#define SWC_MAX_POINTS 999

/** Colours. Red in xiangqi is ::SWC_COLOUR_WHITE (it moves first). */
enum swc_colour {
    SWC_COLOUR_NONE = 0,  /**< No colour (bye, not paired). */
    SWC_COLOUR_WHITE = 1, /**< White; red in xiangqi. */
    SWC_COLOUR_BLACK = 2  /**< Black. */
};

/** Pairing systems, for ::SWC_SET_PAIRING_SYSTEM. */
enum swc_pairing_system {
    SWC_SYSTEM_DUTCH = 1,      /**< FIDE Dutch system (C.04.3), edition by ::SWC_SET_DUTCH_EDITION. */
    SWC_SYSTEM_SEQUENTIAL = 2, /**< Chinese sequential (Monrad-style) pairing used for xiangqi. */
    SWC_SYSTEM_BERGER = 3      /**< Round robin by Berger tables (FIDE C.05 Annex 1). */
};

/** Accelerations, for ::SWC_SET_ACCELERATION. */
enum swc_acceleration {
    SWC_ACCEL_NONE = 0,        /**< No acceleration (explicit per-player virtual points still apply). */
    SWC_ACCEL_BAKU = 1         /**< Baku acceleration, FIDE C.04.7. */
};

/** How tournament pairing numbers (TPN) are kept, for ::SWC_SET_TPN_ORDER. */
enum swc_tpn_order {
    SWC_TPN_AUTO = 0,   /**< Re-sort by rating, title, name (C.04.2) whenever a player is added or changed. */
    SWC_TPN_MANUAL = 1  /**< Keep the order players were added in (or the order of a TRF file). */
};

/**
 * Ranking of players level on points in the sequential system, for
 * ::SWC_SET_SEQUENTIAL_TIEBREAK. Computed on the rounds already played.
 */
enum swc_sequential_tiebreak {
    SWC_SEQ_TB_NONE = 0,        /**< Points, then TPN. */
    SWC_SEQ_TB_BUCHHOLZ = 1,    /**< Sum of the opponents' scores (对手分); a round without an opponent counts
                                     the lowest non-zero score of the field (Chinese xiangqi rules 2011, 14.4). */
    SWC_SEQ_TB_PROGRESSIVE = 2  /**< Sum of the running scores after each round (累进分). */
};

/** String settings, for swc_tournament_set_string() / swc_tournament_get_string(). */
enum swc_text_setting {
    SWC_TEXT_NAME = 1,          /**< Tournament name (TRF 012). */
    SWC_TEXT_CITY = 2,          /**< City (TRF 022). */
    SWC_TEXT_FEDERATION = 3,    /**< Federation (TRF 032). */
    SWC_TEXT_START_DATE = 4,    /**< Start date (TRF 042). */
    SWC_TEXT_END_DATE = 5,      /**< End date (TRF 052). */
    SWC_TEXT_TYPE = 6,          /**< Type of tournament, free text (TRF 092). */
    SWC_TEXT_ARBITER = 7,       /**< Chief arbiter (TRF 102). */
    SWC_TEXT_DEPUTY = 8,        /**< Deputy arbiters, one per line (TRF 112). */
    SWC_TEXT_TIME_CONTROL = 9,  /**< Time control, free text (TRF 122). */
    SWC_TEXT_TIEBREAKS = 10,    /**< The event's tie-break rules for tools that rank it: a named ruleset
                                     (swc_ruleset_get()) or a cascade such as "BH/C1,BH,SB" (TRF extension XTB).
                                     The library keeps it; swc_standings_compute() takes its own options. */
    SWC_TEXT_SECTION_GROUP = 11 /**< The registration group of every player entered without one, for a section
                                     run alone (e.g. "公开组"): the group standings and the prize tables of a
                                     group count him in it (TRF extension XSG). The players' own group is kept
                                     as entered. */
};

/**
 * @brief Create an empty tournament with default settings.
 * @param out receives the new handle; set to NULL on failure.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EINVAL (NULL `out`, bad `struct_size`, half-set
 *         allocator) or ::SWC_ENOMEM.
 */
SWC_API int swc_tournament_new(swc_tournament **out, const swc_tournament_options *opts);

/**
 * @brief Free a tournament and everything it owns. NULL is accepted.
 * @param t the tournament.
 */
SWC_API void swc_tournament_free(swc_tournament *t);

/**
 * @brief Message describing the last failure on this tournament.
 * @param t the tournament (NULL gives a fixed message).
 * @return a string owned by the tournament, valid until its next call; ""
 *         when the last call succeeded. Never NULL.
 */
SWC_API const char *swc_tournament_errmsg(const swc_tournament *t);

/**
 * @brief Change an integer setting.
 * @param t the tournament.
 * @param key a ::swc_setting.
 * @param value the new value.
 * @return ::SWC_OK; ::SWC_EINVAL for a NULL handle, ::SWC_ENOTFOUND for an
 *         unknown key, ::SWC_ERANGE for a value the key does not accept,
 *         ::SWC_ESTATE when rounds already exist and the setting would change
 *         their meaning (rounds below the number played, games per pairing).
 *         Nothing changes on failure.
 */
SWC_API int swc_tournament_set_int(swc_tournament *t, int key, int32_t value);

/**
 * @brief Read an integer setting.
 * @param out receives the value.
 * @param t the tournament.
 * @param key a ::swc_setting.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_tournament_get_int(int32_t *out, const swc_tournament *t, int key);

/**
 * @brief Change a string setting (copied; UTF-8).
 * @param t the tournament.
 * @param key a ::swc_text_setting.
 * @param value the text, or NULL to clear it.
 * @return ::SWC_OK, ::SWC_EINVAL (also for invalid UTF-8 or a control
 *         character other than newline in ::SWC_TEXT_DEPUTY), ::SWC_ENOTFOUND,
 *         ::SWC_ELIMIT (longer than 4096 bytes) or ::SWC_ENOMEM.
 */
SWC_API int swc_tournament_set_string(swc_tournament *t, int key, const char *value);

/**
 * @brief Read a string setting.
 * @param out receives a string owned by the tournament ("" when unset),
 *        valid until the setting changes or the tournament is freed.
 * @param t the tournament.
 * @param key a ::swc_text_setting.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_tournament_get_string(const char **out, const swc_tournament *t, int key);

/**
 * @brief Number of players ever added (withdrawn players included).
 * @param t the tournament (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_tournament_player_count(const swc_tournament *t);

/**
 * @brief Number of rounds created so far (paired, with or without results).
 * @param t the tournament (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_tournament_round_count(const swc_tournament *t);

/**
 * @brief Forbid two players from being paired with each other in every
 * round (TRF XXP / 260).
 * @param t the tournament.
 * @param id_a a player id.
 * @param id_b another player id.
 * @return ::SWC_OK (also when already forbidden), ::SWC_EINVAL (same id twice),
 *         ::SWC_ENOTFOUND or ::SWC_ENOMEM.
 */
SWC_API int swc_tournament_forbid_pair(swc_tournament *t, uint32_t id_a, uint32_t id_b);

/**
 * @brief Whether two players are forbidden to meet in some round.
 * @param t the tournament.
 * @param id_a a player id.
 * @param id_b another player id.
 * @return 1 if forbidden, 0 if not (also for unknown ids or a NULL handle).
 */
SWC_API int swc_tournament_is_forbidden(const swc_tournament *t, uint32_t id_a, uint32_t id_b);

/**
 * @brief Forbid two players from being paired with each other in rounds
 * first_round to last_round (TRF-2026 record 260).
 *
 * The pairing engines and swc_check_tournament() keep the pair apart only
 * in those rounds. Ranges of one pair that overlap or touch are joined into
 * one; swc_tournament_forbid_pair() is this call with 1 and 0.
 * @param t the tournament.
 * @param id_a a player id.
 * @param id_b another player id.
 * @param first_round the first round of the range, 1..::SWC_MAX_ROUNDS.
 * @param last_round its last round, or 0 for "to the end of the event".
 * @return ::SWC_OK, ::SWC_EINVAL (same id twice), ::SWC_ERANGE (a round
 *         outside 1..::SWC_MAX_ROUNDS, or a last round before the first),
 *         ::SWC_ENOTFOUND or
 *         ::SWC_ENOMEM; on failure the tournament is unchanged.
 */
SWC_API int swc_tournament_forbid_pair_rounds(swc_tournament *t, uint32_t id_a, uint32_t id_b, uint32_t first_round,
                                              uint32_t last_round);

/**
 * @brief Whether two players are forbidden to meet in one round.
 * @param t the tournament.
 * @param id_a a player id.
 * @param id_b another player id.
 * @param round the round (from 1).
 * @return 1 if a forbidden range of the pair holds that round, 0 if not
 *         (also for unknown ids or a NULL handle).
 */
SWC_API int swc_tournament_is_forbidden_in_round(const swc_tournament *t, uint32_t id_a, uint32_t id_b, uint32_t round);

/**
 * @brief The number of forbidden ranges (one per pair and range of rounds).
 * @param t the tournament.
 * @return the count, 0 for NULL or an invalid handle.
 */
SWC_API uint32_t swc_tournament_forbidden_count(const swc_tournament *t);

/**
 * @brief One forbidden range, in order of the players' addition.
 * @param out_a receives the id of the player added first.
 * @param out_b receives the other player's id.
 * @param out_first receives the first round of the range.
 * @param out_last receives its last round, 0 when it lasts to the end.
 * @param t the tournament.
 * @param index 0 .. swc_tournament_forbidden_count() - 1.
 * @return ::SWC_OK, ::SWC_EINVAL (a NULL pointer or handle) or ::SWC_ERANGE.
 */
SWC_API int swc_tournament_forbidden(uint32_t *out_a, uint32_t *out_b, uint32_t *out_first, uint32_t *out_last,
                                     const swc_tournament *t, uint32_t index);

SWC_END_DECLS

#endif /* SWISSCORE_TOURNAMENT_H */
