/**
 * @file knockout.h
 * @brief Knockout stages (网络入围赛): single elimination over rounds.
 *
 * The survivors of each round are paired at random (seeded, so the draw can
 * be reproduced), by seed positions of a bracket, or by the game server
 * (the games of the round say who met). Each pair is decided by its game:
 * a win advances, an **escape** (逃跑) eliminates the escaper, a **draw**
 * is settled by a decider with swapped colours in which a draw counts as a
 * win for Black (the 2015 xiangqi rule: 和棋黑胜; ::SWC_KO_DRAW_RULE). A
 * player left without opponent advances: the bye of an odd number, and
 * with the server "not matched within an hour" (::SWC_KO_MARK_UNMATCHED).
 * A player who did not play (::SWC_KO_MARK_ABSENT, or a survivor without
 * any record in a server round) is eliminated. When fewer qualify than
 * the quota, a **repechage** (复活赛) fills it from the eliminated players
 * (swc_knockout_fill_quota()). doc/events.md states the readings.
 */
#ifndef SWISSCORE_KNOCKOUT_H
#define SWISSCORE_KNOCKOUT_H

#include "common.h"

SWC_BEGIN_DECLS

/** Opaque knockout stage; create with swc_knockout_new(). */
typedef struct swc_knockout swc_knockout;

/** Options of swc_knockout_new(). Initialise with ::SWC_KNOCKOUT_OPTIONS_INIT. */
typedef struct swc_knockout_options {
    uint32_t struct_size;            /**< sizeof(swc_knockout_options). */
    const swc_allocator *allocator;  /**< Copied; NULL for the C library. */
    const char *preset;              /**< Named preset (swc_knockout_preset_get()), or NULL. */
} swc_knockout_options;

/** Initialiser for ::swc_knockout_options. */
#define SWC_KNOCKOUT_OPTIONS_INIT { (uint32_t)sizeof(swc_knockout_options), NULL, NULL }

/** Settings of swc_knockout_set_int(); defaults in brackets. */
enum swc_knockout_setting {
    SWC_KO_ROUNDS = 1,             /**< Rounds of the stage, 1..32 [3]. */
    SWC_KO_PAIRING = 2,            /**< An ::swc_ko_pairing [::SWC_KO_PAIR_SERVER]. */
    SWC_KO_SEED = 3,               /**< Seed of the random pairing and of the repechage lots [0]. */
    SWC_KO_DRAW_RULE = 4,          /**< An ::swc_ko_draw_rule [::SWC_KO_DECIDER_BLACK_WINS]. */
    SWC_KO_UNMATCHED_ADVANCES = 5, /**< 1: an unmatched player advances; 0: he is eliminated [1]. */
    SWC_KO_QUOTA = 6,              /**< Qualifiers planned; 0 = no quota [0]. */
    SWC_KO_REPECHAGE = 7           /**< An ::swc_ko_repechage [::SWC_KO_REPECHAGE_NONE]. */
};

/** How survivors meet, ::SWC_KO_PAIRING. */
enum swc_ko_pairing {
    SWC_KO_PAIR_SERVER = 0,  /**< The games of a round say who met (random matching by the server). */
    SWC_KO_PAIR_RANDOM = 1,  /**< Seeded random pairs every round; an odd one out gets the bye. */
    SWC_KO_PAIR_SEEDED = 2   /**< Bracket by seed positions (1 meets 2 only in the last round); byes to the top seeds. */
};

/** A drawn game, ::SWC_KO_DRAW_RULE. */
enum swc_ko_draw_rule {
    SWC_KO_DRAW_REFUSED = 0,        /**< Draws are refused (Go). */
    SWC_KO_DECIDER_BLACK_WINS = 1,  /**< One decider with swapped colours; its draw is a win for Black. */
    SWC_KO_DECIDER_WHITE_WINS = 2,  /**< One decider with swapped colours; its draw is a win for White. */
    SWC_KO_DECIDER_REPLAY = 3       /**< Deciders with colours swapped each time until one is won. */
};

/** Repechage order, ::SWC_KO_REPECHAGE. Escapers and absent players never come back. */
enum swc_ko_repechage {
    SWC_KO_REPECHAGE_NONE = 0,         /**< No repechage: swc_knockout_fill_quota() refuses. */
    SWC_KO_REPECHAGE_LATEST_LOT = 1,   /**< Latest round of elimination first, then seeded lots. */
    SWC_KO_REPECHAGE_LATEST_SEED = 2   /**< Latest round of elimination first, then the better seed. */
};

/** Marks of swc_knockout_mark(). */
enum swc_ko_mark {
    SWC_KO_MARK_UNMATCHED = 1,  /**< Waited in the room and found no opponent (1小时内未配对). */
    SWC_KO_MARK_ABSENT = 2      /**< Did not play the round. */
};

/** One game of the open round for swc_knockout_add_game(). Initialise with ::SWC_KNOCKOUT_GAME_INIT. */
typedef struct swc_knockout_game {
    uint32_t struct_size;  /**< sizeof(swc_knockout_game). */
    const char *white;     /**< White's (red's) name. */
    const char *black;     /**< Black's name. */
    int32_t result;        /**< ::SWC_RESULT_WHITE_WIN, ::SWC_RESULT_DRAW or ::SWC_RESULT_BLACK_WIN; ignored for an escape. */
    int32_t escaped;       /**< ::SWC_COLOUR_WHITE or ::SWC_COLOUR_BLACK when that side escaped, else 0. */
} swc_knockout_game;

/** Initialiser for ::swc_knockout_game. */
#define SWC_KNOCKOUT_GAME_INIT { (uint32_t)sizeof(swc_knockout_game), NULL, NULL, 0, 0 }

/** Player status, ::swc_knockout_player.status. */
enum swc_ko_status {
    SWC_KO_ALIVE = 0,       /**< Still in (the stage is not over). */
    SWC_KO_QUALIFIED = 1,   /**< Won through every round. */
    SWC_KO_OUT = 2,         /**< Eliminated. */
    SWC_KO_REPECHAGED = 3   /**< Eliminated, then qualified by the repechage. */
};

/** How a pair was decided, ::swc_knockout_pair.how and ::swc_knockout_player.how_out. */
enum swc_ko_how {
    SWC_KO_UNDECIDED = 0,  /**< Not yet. */
    SWC_KO_BY_GAME = 1,    /**< The game was won. */
    SWC_KO_BY_DECIDER = 2, /**< A decider after a draw. */
    SWC_KO_BY_ESCAPE = 3,  /**< The loser escaped. */
    SWC_KO_BY_BYE = 4,     /**< Bye: no opponent in the draw. */
    SWC_KO_BY_UNMATCHED = 5, /**< Not matched by the server. */
    SWC_KO_BY_ABSENCE = 6  /**< The opponent (or both) did not play. */
};

/** One pair of a round, from swc_knockout_pair_get(). */
typedef struct swc_knockout_pair {
    uint32_t struct_size;  /**< sizeof(swc_knockout_pair). */
    uint32_t white;        /**< White's id in the first game. */
    uint32_t black;        /**< Black's id; 0 for a bye or an unmatched or absent player alone. */
    uint32_t winner;       /**< Id of the player who goes through; 0 when none (both absent) or undecided. */
    int32_t how;           /**< An ::swc_ko_how. */
    uint32_t games;        /**< Games played (deciders included). */
} swc_knockout_pair;

/** Initialiser for ::swc_knockout_pair. */
#define SWC_KNOCKOUT_PAIR_INIT { (uint32_t)sizeof(swc_knockout_pair), 0u, 0u, 0u, 0, 0u }

/** One player, from swc_knockout_player_get(). */
typedef struct swc_knockout_player {
    uint32_t struct_size;  /**< sizeof(swc_knockout_player). */
    uint32_t id;           /**< 1, 2, … in the order of entry. */
    const char *name;      /**< Borrowed from the stage. */
    uint32_t seed;         /**< Seed number given at entry (0 = none). */
    int32_t status;        /**< An ::swc_ko_status. */
    uint32_t out_round;    /**< Round in which he was eliminated, 0 when not. */
    int32_t how_out;       /**< An ::swc_ko_how: how he lost (::SWC_KO_BY_ESCAPE when he escaped). */
    uint32_t rounds_won;   /**< Rounds he came through (byes and unmatched rounds included). */
    uint32_t games;        /**< Games played. */
} swc_knockout_player;

/** Initialiser for ::swc_knockout_player. */
#define SWC_KNOCKOUT_PLAYER_INIT { (uint32_t)sizeof(swc_knockout_player), 0u, NULL, 0u, 0, 0u, 0, 0u, 0u }

/** A named preset, from swc_knockout_preset_get(). */
typedef struct swc_knockout_preset_info {
    uint32_t struct_size;     /**< sizeof(swc_knockout_preset_info). */
    const char *name;         /**< Name for ::swc_knockout_options.preset. */
    const char *name_zh;      /**< Chinese name. */
    const char *description;  /**< One English sentence. */
} swc_knockout_preset_info;

/** Initialiser for ::swc_knockout_preset_info. */
#define SWC_KNOCKOUT_PRESET_INFO_INIT { (uint32_t)sizeof(swc_knockout_preset_info), NULL, NULL, NULL }

/**
 * @brief Create a knockout stage.
 * @param out receives it; NULL on failure.
 * @param opts options or NULL.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ENOTFOUND (preset) or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_new(swc_knockout **out, const swc_knockout_options *opts);

/**
 * @brief Free a stage.
 * @param k the stage, or NULL.
 */
SWC_API void swc_knockout_free(swc_knockout *k);

/**
 * @brief Message of the last failed call.
 * @param k the stage.
 * @return "" after a success; a static text for a NULL or foreign handle.
 */
SWC_API const char *swc_knockout_errmsg(const swc_knockout *k);

/**
 * @brief Change a setting; only before the first round.
 * @param k the stage.
 * @param key an ::swc_knockout_setting.
 * @param value the value.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ENOTFOUND, ::SWC_ERANGE or ::SWC_ESTATE.
 */
SWC_API int swc_knockout_set_int(swc_knockout *k, int key, int64_t value);

/**
 * @brief Read a setting.
 * @param out receives the value.
 * @param k the stage.
 * @param key an ::swc_knockout_setting.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_knockout_get_int(int64_t *out, const swc_knockout *k, int key);

/**
 * @brief Enter a player; before the first round.
 * @param out_id receives the id (may be NULL).
 * @param k the stage.
 * @param name UTF-8, 1..255 bytes, unique.
 * @param seed seed number for ::SWC_KO_PAIR_SEEDED (1 = best), 0 for none;
 *        unseeded players follow the seeded ones in the order of entry.
 * @return ::SWC_OK, ::SWC_EINVAL (bad or duplicate name), ::SWC_ESTATE or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_add_player(uint32_t *out_id, swc_knockout *k, const char *name, uint32_t seed);

/**
 * @brief Open the next round: pair the survivors (or, with the server, wait for its games).
 * @param k the stage.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ESTATE (a round is open, all rounds
 *         played, or no player) or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_pair_round(swc_knockout *k);

/**
 * @brief Take a game of the open round. A second game of the same pair is its decider.
 * @param k the stage.
 * @param g the game.
 * @return ::SWC_OK, ::SWC_EINVAL (unknown player, not a survivor, not his
 *         pair, colours not swapped in a decider, draw refused, game after the
 *         pair was decided), ::SWC_ESTATE (no open round) or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_add_game(swc_knockout *k, const swc_knockout_game *g);

/**
 * @brief Mark a survivor unmatched or absent in the open round.
 * @param k the stage.
 * @param name the player.
 * @param mark an ::swc_ko_mark.
 * @return ::SWC_OK, ::SWC_EINVAL (unknown, not a survivor, already played
 *         or paired with a game), ::SWC_ESTATE or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_mark(swc_knockout *k, const char *name, int32_t mark);

/**
 * @brief Close the open round: decide every pair.
 * @param k the stage.
 * @return ::SWC_OK, ::SWC_ESTATE (no open round, or a pair without a
 *         decisive result: the message names it).
 */
SWC_API int swc_knockout_close_round(swc_knockout *k);

/**
 * @brief Repechage: after the last round, qualify eliminated players until the quota is full.
 * @param out_added receives how many came back (may be NULL).
 * @param k the stage.
 * @return ::SWC_OK, ::SWC_ESTATE (rounds remain, or no repechage set).
 */
SWC_API int swc_knockout_fill_quota(uint32_t *out_added, swc_knockout *k);

/**
 * @brief Pair the repechage round (复活赛) whose games fill the quota.
 *
 * After the last round, when fewer than ::SWC_KO_QUOTA qualified, the
 * candidates (eliminated players who lost a game: no escapers, no absent
 * players) in the order of ::SWC_KO_REPECHAGE play one extra round, number
 * ::SWC_KO_ROUNDS + 1. With need places missing and m candidates: the first
 * 2 × need − m come back without a game when m < 2 × need (all of them when
 * m ≤ need); the next ones play, the best against the worst of those who
 * play (White the better), until as many pairs as the places left. Record
 * the games with swc_knockout_add_game() or swc_knockout_mark() (absent),
 * as in any round: a draw goes to the decider of ::SWC_KO_DRAW_RULE, an
 * escape loses. swc_knockout_close_round() then makes the winners
 * ::SWC_KO_REPECHAGED; losers stay out as they were (round and manner).
 * @param out_pairs receives the pairs (byes included), or NULL.
 * @param k the stage.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ESTATE (not after the last round,
 *         the repechage was played, no repechage or quota set, or nothing to
 *         fill) or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_pair_repechage(uint32_t *out_pairs, swc_knockout *k);

/**
 * @brief Play a whole stage from a game stream (doc/events.md): every
 *        round in the `round` column is opened, fed and closed in turn.
 *
 * With the server pairing the entrants are the players of round 1 and those
 * already entered. Nothing is kept when anything fails.
 * @param k the stage, before its first round.
 * @param text the stream.
 * @param len its length.
 * @param out_line receives the line of an error (0 for none or a JSON path), may be NULL.
 * @param out_column receives its column, may be NULL.
 * @return ::SWC_OK, ::SWC_EPARSE (message "LINE:COLUMN: …" or a JSON path),
 *         ::SWC_ESTATE or ::SWC_ENOMEM.
 */
SWC_API int swc_knockout_read(swc_knockout *k, const char *text, size_t len, uint32_t *out_line,
                              uint32_t *out_column);

/**
 * @brief Rounds opened so far.
 * @param k the stage (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_knockout_round_count(const swc_knockout *k);

/**
 * @brief Pairs of a round.
 * @param k the stage.
 * @param round 1-based.
 * @return the count (0 for NULL or an unknown round).
 */
SWC_API uint32_t swc_knockout_pair_count(const swc_knockout *k, uint32_t round);

/**
 * @brief One pair.
 * @param out filled in; set its struct_size.
 * @param k the stage.
 * @param round 1-based.
 * @param index 0-based.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_knockout_pair_get(swc_knockout_pair *out, const swc_knockout *k, uint32_t round, uint32_t index);

/**
 * @brief Number of players.
 * @param k the stage (NULL gives 0).
 * @return the count; ids run from 1 to it.
 */
SWC_API uint32_t swc_knockout_player_count(const swc_knockout *k);

/**
 * @brief One player.
 * @param out filled in; set its struct_size.
 * @param k the stage.
 * @param id 1-based.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_knockout_player_get(swc_knockout_player *out, const swc_knockout *k, uint32_t id);

/**
 * @brief A player's id by name.
 * @param out_id receives the id.
 * @param k the stage.
 * @param name the name.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_knockout_find(uint32_t *out_id, const swc_knockout *k, const char *name);

/**
 * @brief Number of named presets.
 * @return the count.
 */
SWC_API uint32_t swc_knockout_preset_count(void);

/**
 * @brief Describe a named preset.
 * @param out filled in; set its struct_size. Strings are static.
 * @param index 0-based.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_knockout_preset_get(swc_knockout_preset_info *out, uint32_t index);

SWC_END_DECLS

#endif /* SWISSCORE_KNOCKOUT_H */
