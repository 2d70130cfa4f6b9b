/**
 * @file arena.h
 * @brief Online qualifier stages (网络海选赛 / 晋级赛 / 积分入围赛): a stream
 * of games matched at random by a game server, scored into a leaderboard.
 *
 * An arena is not round-based: players are matched by the server and play as
 * often as they like within a period. The arena takes the finished games in
 * the order they ended (white, black, result, duration, end time) and keeps
 * for every player the record the 2015 全国业余棋王争霸赛 leaderboards show:
 * points, win rate, wins, losses, draws, escapes and the average game time.
 *
 * - **Points** follow any point system, negative values included (the
 *   document's +2 / +1 / −2), in tenths (::SWC_POINTS_UNIT).
 * - An **escape** (逃跑: disconnected for more than 3 minutes or more than
 *   twice in one game, as the server decides) costs the escaper
 *   ::SWC_ARENA_ESCAPE_LOSS and gives the opponent ::SWC_ARENA_ESCAPE_WIN;
 *   more than ::SWC_ARENA_MAX_ESCAPES escapes eliminate the player.
 * - A **reset** (清零) starts a player's record again, any number of times.
 * - **Advancement**: players with at least ::SWC_ARENA_MIN_GAMES games
 *   (责任局数) and, when ::SWC_ARENA_USE_THRESHOLD is set, at least
 *   ::SWC_ARENA_THRESHOLD points qualify; with ::SWC_ARENA_QUOTA only the
 *   first N of them in the leaderboard order (::SWC_ARENA_ORDER: points, then
 *   wins, average game time or the time the threshold was reached).
 *
 * Times are whole seconds on any scale the caller chooses (the reader takes
 * "YYYY-MM-DD HH:MM:SS" and counts seconds from 1970-01-01 00:00, without
 * time zones). doc/events.md states every reading of the documents.
 */
#ifndef SWISSCORE_ARENA_H
#define SWISSCORE_ARENA_H

#include "common.h"

SWC_BEGIN_DECLS

/** Opaque arena; create with swc_arena_new(). */
typedef struct swc_arena swc_arena;

/** Options of swc_arena_new(). Initialise with ::SWC_ARENA_OPTIONS_INIT. */
typedef struct swc_arena_options {
    uint32_t struct_size;            /**< sizeof(swc_arena_options). */
    const swc_allocator *allocator;  /**< Copied; NULL for the C library. */
    const char *preset;              /**< Named preset (swc_arena_preset_get()), or NULL for the defaults. */
} swc_arena_options;

/** Initialiser for ::swc_arena_options. */
#define SWC_ARENA_OPTIONS_INIT { (uint32_t)sizeof(swc_arena_options), NULL, NULL }

/** Integer settings of swc_arena_set_int(); defaults in brackets. */
enum swc_arena_setting {
    SWC_ARENA_WIN = 1,                 /**< Points of a win, tenths [20]. */
    SWC_ARENA_DRAW = 2,                /**< Points of a draw, tenths [10]. */
    SWC_ARENA_LOSS = 3,                /**< Points of a loss, tenths [-20]. */
    SWC_ARENA_ESCAPE_LOSS = 4,         /**< Points of the player who escaped, tenths [-20]. */
    SWC_ARENA_ESCAPE_WIN = 5,          /**< Points of his opponent, tenths [20]. */
    SWC_ARENA_DRAWS_ALLOWED = 6,       /**< 0: a drawn game is refused (Go) [1]. */
    SWC_ARENA_MAX_ESCAPES = 7,         /**< Eliminated with more escapes than this; -1 never [5]. */
    SWC_ARENA_RESETS_ALLOWED = 8,      /**< 0: a reset is refused [1]. */
    SWC_ARENA_RESET_CLEARS_ESCAPES = 9,/**< 1: a reset also clears the escapes count [0]. */
    SWC_ARENA_ESCAPE_WIN_COUNTS = 10,  /**< 1: the opponent's game counts as a win in the record [1]. */
    SWC_ARENA_PERIOD_START = 11,       /**< Games that end before this time are ignored [INT64_MIN]. */
    SWC_ARENA_PERIOD_END = 12,         /**< Games that end at or after this time are ignored [INT64_MAX]. */
    SWC_ARENA_DAY_START = 13,          /**< Daily playing window: first second of the day a game may start [0]. */
    SWC_ARENA_DAY_END = 14,            /**< End of the daily window, seconds after midnight [86400]. */
    SWC_ARENA_USE_THRESHOLD = 15,      /**< 1: qualifying needs ::SWC_ARENA_THRESHOLD points [0]. */
    SWC_ARENA_THRESHOLD = 16,          /**< Points needed to qualify, tenths [0]. */
    SWC_ARENA_MIN_GAMES = 17,          /**< Games needed to qualify (责任局数) [0]. */
    SWC_ARENA_QUOTA = 18,              /**< Qualifiers at most, in leaderboard order; 0 = no limit [0]. */
    SWC_ARENA_THRESHOLD_WHEN = 19,     /**< An ::swc_arena_when [::SWC_ARENA_AT_END]. */
    SWC_ARENA_BOUNDARY = 20,           /**< An ::swc_arena_boundary [::SWC_ARENA_BOUNDARY_ALL]. */
    SWC_ARENA_SEED = 21                /**< Seed of the lots of ::SWC_ARENA_BOUNDARY_LOT [0]. */
};

/** String settings of swc_arena_set_string(). */
enum swc_arena_text {
    /** Leaderboard order after points: a comma-separated list of `wins`
     *  (more first), `avg-time` (less first), `reached` (who reached the
     *  threshold first), `games` (more first), `win-rate` (higher first);
     *  [`wins`]. Players still equal share the place. */
    SWC_ARENA_ORDER = 1
};

/** When the threshold counts, ::SWC_ARENA_THRESHOLD_WHEN. */
enum swc_arena_when {
    SWC_ARENA_AT_END = 0,     /**< The record at the end of the period. */
    SWC_ARENA_REACHED = 1     /**< Any record of the period that reached it (kept through later losses and resets). */
};

/** Players tied across the quota, ::SWC_ARENA_BOUNDARY. */
enum swc_arena_boundary {
    SWC_ARENA_BOUNDARY_ALL = 0,   /**< All of them qualify (the quota is exceeded). */
    SWC_ARENA_BOUNDARY_NONE = 1,  /**< None of them qualifies. */
    SWC_ARENA_BOUNDARY_LOT = 2    /**< Seeded lots fill the quota exactly. */
};

/** One finished game for swc_arena_add_game(). Initialise with ::SWC_ARENA_GAME_INIT. */
typedef struct swc_arena_game {
    uint32_t struct_size;  /**< sizeof(swc_arena_game). */
    const char *white;     /**< White's (red's) name, UTF-8, 1..255 bytes. */
    const char *black;     /**< Black's name; different from white. */
    int32_t result;        /**< ::SWC_RESULT_WHITE_WIN, ::SWC_RESULT_DRAW or ::SWC_RESULT_BLACK_WIN; ignored for an escape. */
    int32_t escaped;       /**< ::SWC_COLOUR_WHITE or ::SWC_COLOUR_BLACK when that side escaped, else 0. */
    int64_t duration;      /**< Game time in seconds, 0 or more. */
    int64_t end_time;      /**< When the game ended, seconds. */
} swc_arena_game;

/** Initialiser for ::swc_arena_game. */
#define SWC_ARENA_GAME_INIT { (uint32_t)sizeof(swc_arena_game), NULL, NULL, 0, 0, 0, 0 }

/** Status of a leaderboard row. */
enum swc_arena_status {
    SWC_ARENA_PLAYING = 0,     /**< Ranked, not (yet) qualified. */
    SWC_ARENA_QUALIFIED = 1,   /**< Qualifies for the next stage. */
    SWC_ARENA_ELIMINATED = 2   /**< Eliminated by escapes: not ranked. */
};

/** One leaderboard row, from swc_arena_row_get(). Initialise with ::SWC_ARENA_ROW_INIT. */
typedef struct swc_arena_row {
    uint32_t struct_size;  /**< sizeof(swc_arena_row). */
    const char *name;      /**< Borrowed from the arena, valid until it is freed. */
    uint32_t rank;         /**< Place (1-based, shared places equal); 0 when eliminated. */
    uint32_t shared;       /**< 1 when another player has the same place. */
    int32_t points;        /**< Points of the current record, tenths. */
    uint32_t games;        /**< Games of the current record (escapes included). */
    uint32_t wins;         /**< Wins (escape wins too with ::SWC_ARENA_ESCAPE_WIN_COUNTS). */
    uint32_t losses;       /**< Losses over the board. */
    uint32_t draws;        /**< Draws. */
    uint32_t escapes;      /**< Escapes (over resets unless ::SWC_ARENA_RESET_CLEARS_ESCAPES). */
    uint32_t resets;       /**< Resets made. */
    int64_t total_time;    /**< Sum of the game times of the current record, seconds. */
    uint32_t avg_time;     /**< Average game time, whole seconds (rounded down). */
    uint32_t win_rate;     /**< Wins per thousand games, rounded half up (0 without games). */
    int64_t reached_at;    /**< End time of the game with which the current record first met the
                                threshold and the minimum games; INT64_MAX when it never did. */
    int32_t status;        /**< An ::swc_arena_status. */
    uint32_t id;           /**< The player's id: 1, 2, … in the order of first appearance. */
} swc_arena_row;

/** Initialiser for ::swc_arena_row. */
#define SWC_ARENA_ROW_INIT { (uint32_t)sizeof(swc_arena_row), NULL, 0u, 0u, 0, 0u, 0u, 0u, 0u, 0u, 0u, 0, 0u, 0u, 0, 0, 0u }

/** Totals of the stream, from swc_arena_get_info(). */
typedef struct swc_arena_info {
    uint32_t struct_size;      /**< sizeof(swc_arena_info). */
    uint32_t players;          /**< Players seen. */
    uint32_t games;            /**< Games counted. */
    uint32_t ignored_period;   /**< Games outside the period or the daily window. */
    uint32_t ignored_eliminated; /**< Games of a player already eliminated (counted for neither side). */
    uint32_t resets;           /**< Resets applied. */
    uint32_t qualified;        /**< Players who qualify. */
    uint32_t eliminated;       /**< Players eliminated by escapes. */
    int64_t last_time;         /**< Time of the last event taken, INT64_MIN before any. */
} swc_arena_info;

/** Initialiser for ::swc_arena_info. */
#define SWC_ARENA_INFO_INIT { (uint32_t)sizeof(swc_arena_info), 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0 }

/** A named preset, from swc_arena_preset_get(). */
typedef struct swc_arena_preset_info {
    uint32_t struct_size;     /**< sizeof(swc_arena_preset_info). */
    const char *name;         /**< Name for ::swc_arena_options.preset, e.g. "xiangqi-2015-jinji". */
    const char *name_zh;      /**< Chinese name. */
    const char *description;  /**< One English sentence: what the document says. */
} swc_arena_preset_info;

/** Initialiser for ::swc_arena_preset_info. */
#define SWC_ARENA_PRESET_INFO_INIT { (uint32_t)sizeof(swc_arena_preset_info), NULL, NULL, NULL }

/**
 * @brief Create an arena.
 * @param out receives the arena; NULL on failure.
 * @param opts options, or NULL for the defaults.
 * @return ::SWC_OK, ::SWC_EINVAL (bad struct_size or allocator),
 *         ::SWC_ENOTFOUND (unknown preset) or ::SWC_ENOMEM.
 */
SWC_API int swc_arena_new(swc_arena **out, const swc_arena_options *opts);

/**
 * @brief Free an arena.
 * @param a the arena, or NULL.
 */
SWC_API void swc_arena_free(swc_arena *a);

/**
 * @brief Message of the last failed call.
 * @param a the arena.
 * @return "" after a success; a static text for a NULL or foreign handle.
 */
SWC_API const char *swc_arena_errmsg(const swc_arena *a);

/**
 * @brief Change a setting; only before the first game or reset.
 * @param a the arena.
 * @param key an ::swc_arena_setting.
 * @param value the new value.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ENOTFOUND (unknown key),
 *         ::SWC_ERANGE or ::SWC_ESTATE (games already taken).
 */
SWC_API int swc_arena_set_int(swc_arena *a, int key, int64_t value);

/**
 * @brief Read a setting.
 * @param out receives the value.
 * @param a the arena.
 * @param key an ::swc_arena_setting.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_arena_get_int(int64_t *out, const swc_arena *a, int key);

/**
 * @brief Change a text setting; only before the first game or reset.
 * @param a the arena.
 * @param key an ::swc_arena_text.
 * @param value the new value (copied).
 * @return ::SWC_OK, ::SWC_EINVAL (bad value), ::SWC_ENOTFOUND,
 *         ::SWC_ESTATE or ::SWC_ENOMEM.
 */
SWC_API int swc_arena_set_string(swc_arena *a, int key, const char *value);

/**
 * @brief Take one finished game.
 *
 * Events must come in the order they happened: the end time is not before
 * the time of the last event taken.
 * @param a the arena.
 * @param g the game.
 * @return ::SWC_OK, ::SWC_EINVAL (bad names, result, draw where draws are
 *         refused, negative duration), ::SWC_ESTATE (earlier than the last
 *         event), ::SWC_ELIMIT or ::SWC_ENOMEM.
 */
SWC_API int swc_arena_add_game(swc_arena *a, const swc_arena_game *g);

/**
 * @brief Reset a player's record (清零) at a time.
 * @param a the arena.
 * @param name the player (a new name is registered with an empty record).
 * @param time when; not before the last event.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ESTATE (resets refused, player
 *         eliminated, or earlier than the last event) or ::SWC_ENOMEM.
 */
SWC_API int swc_arena_reset_player(swc_arena *a, const char *name, int64_t time);

/**
 * @brief Read a game stream (TSV or JSON, see doc/events.md) and take it.
 *
 * The events of the text are taken in the order of their times (equal times
 * in the order written). Nothing is taken when anything is wrong.
 * @param a the arena.
 * @param text the stream, UTF-8.
 * @param len its length in bytes.
 * @param out_line receives the line of an error (1-based; 0 when none), may be NULL.
 * @param out_column receives its column (1-based), may be NULL.
 * @return ::SWC_OK, ::SWC_EPARSE (the message starts with "LINE:COLUMN: " or
 *         a JSON path), the codes of swc_arena_add_game(), or ::SWC_ENOMEM.
 */
SWC_API int swc_arena_read(swc_arena *a, const char *text, size_t len, uint32_t *out_line, uint32_t *out_column);

/**
 * @brief Totals of the stream.
 * @param out filled in; set its struct_size.
 * @param a the arena.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_arena_get_info(swc_arena_info *out, swc_arena *a);

/**
 * @brief Number of players (rows of the leaderboard).
 * @param a the arena (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_arena_player_count(const swc_arena *a);

/**
 * @brief One row of the leaderboard, in leaderboard order (eliminated players last).
 * @param out filled in; set its struct_size.
 * @param a the arena.
 * @param index 0-based, below swc_arena_player_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_arena_row_get(swc_arena_row *out, swc_arena *a, uint32_t index);

/**
 * @brief The row of one player.
 * @param out filled in; set its struct_size.
 * @param a the arena.
 * @param name the player's name.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_arena_find(swc_arena_row *out, swc_arena *a, const char *name);

/**
 * @brief Number of named presets.
 * @return the count.
 */
SWC_API uint32_t swc_arena_preset_count(void);

/**
 * @brief Describe a named preset.
 * @param out filled in; set its struct_size. Strings are static.
 * @param index 0-based, below swc_arena_preset_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_arena_preset_get(swc_arena_preset_info *out, uint32_t index);

/**
 * @brief Read a time as the game streams write it.
 * @param out receives seconds since 1970-01-01 00:00 (no time zone).
 * @param text "YYYY-MM-DD", "YYYY-MM-DD HH:MM", "YYYY-MM-DD HH:MM:SS" (also
 *        with 'T'), or a whole number of seconds.
 * @return ::SWC_OK, ::SWC_EINVAL (NULL) or ::SWC_EPARSE.
 */
SWC_API int swc_arena_parse_time(int64_t *out, const char *text);

/**
 * @brief Write a time as "YYYY-MM-DD HH:MM:SS".
 * @param buf receives the text, NUL-terminated and cut to fit.
 * @param cap its size; 20 bytes hold every time of years 0..9999.
 * @param t seconds since 1970-01-01 00:00.
 * @return the length the full text needs (without NUL), or 0 when buf is NULL and cap is not 0.
 */
SWC_API size_t swc_arena_format_time(char *buf, size_t cap, int64_t t);

SWC_END_DECLS

#endif /* SWISSCORE_ARENA_H */
