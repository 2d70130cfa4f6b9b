/**
 * @file xiangqi.h
 * @brief Xiangqi: the natural move limit counter (自然限着) and a board
 * that checks moves and feeds it.
 *
 * Two independent handles, neither tied to a tournament:
 *
 * - ::swc_xq_counter counts plies for the natural move limit. It is fed
 *   one ply at a time with the side that moved and whether the ply
 *   captured or gave check. The default settings follow the 方庄 rule:
 *   counting starts after the next move of the side that proposed a draw,
 *   and 60 plies in all (30 moves each) without a capture and without a
 *   check draw the game; a capture or a check sets the count back to zero.
 *   The general rule of the xiangqi rules (60 moves each, 120 plies,
 *   without a capture) is one setting away: ::SWC_XQ_RULE_GENERAL.
 * - ::swc_xq_board holds a position (the start position or a xiangqi FEN),
 *   reads moves in ICCS coordinates (`h2e2`) or in Chinese notation
 *   (`炮二平五`, `马8进7`, `前车进1`), rejects illegal moves, and reports
 *   for every move whether it captured, gave check or mated, and how often
 *   the position has occurred (threefold repetition).
 *
 * Sides use the values of ::swc_colour: red (who moves first) is 1, like
 * white; black is 2. Handles are not shared between threads by the
 * library. Every function that can fail returns 0 or a negative
 * ::swc_status code and leaves the handle unchanged; the reason is then
 * available from swc_xq_counter_errmsg() or swc_xq_board_errmsg().
 */
#ifndef SWISSCORE_XIANGQI_H
#define SWISSCORE_XIANGQI_H

#include "common.h"

SWC_BEGIN_DECLS

/** Opaque natural move limit counter; create with swc_xq_counter_new(). */
typedef struct swc_xq_counter swc_xq_counter;

/** Opaque xiangqi board; create with swc_xq_board_new(). */
typedef struct swc_xq_board swc_xq_board;

/**
 * @brief Options for swc_xq_counter_new() and swc_xq_board_new().
 *
 * Initialise with ::SWC_XQ_OPTIONS_INIT. Fields are only ever appended.
 */
typedef struct swc_xq_options {
    uint32_t struct_size;              /**< sizeof(swc_xq_options). */
    const swc_allocator *allocator;    /**< Copied; NULL for the C library. */
} swc_xq_options;

/** Initialiser for ::swc_xq_options with all defaults. */
#define SWC_XQ_OPTIONS_INIT { (uint32_t)sizeof(swc_xq_options), NULL }

/** Sides; the same values as ::SWC_COLOUR_WHITE and ::SWC_COLOUR_BLACK. */
enum swc_xq_side {
    SWC_XQ_RED = 1,   /**< Red, who moves first. */
    SWC_XQ_BLACK = 2  /**< Black. */
};

/** What a ply did, as bits for swc_xq_counter_ply() and ::SWC_XQ_SET_RESETS. */
enum swc_xq_ply_flag {
    SWC_XQ_PLY_CAPTURE = 1,  /**< The ply captured a piece. */
    SWC_XQ_PLY_CHECK = 2     /**< The ply gave check. */
};

/** When counting begins after swc_xq_counter_start(), for ::SWC_XQ_SET_START. */
enum swc_xq_start {
    SWC_XQ_START_AFTER_PROPOSER = 0,  /**< After the proposer's next ply, which is not counted (default). */
    SWC_XQ_START_NOW = 1              /**< With the next ply, whoever makes it. */
};

/** Rule presets, for ::SWC_XQ_SET_RULE. */
enum swc_xq_rule {
    SWC_XQ_RULE_CUSTOM = 0,      /**< Read only: the settings match no preset. */
    SWC_XQ_RULE_FANGZHUANG = 1,  /**< 方庄 rule: 60 plies, capture or check resets, start after the proposer's move (default). */
    SWC_XQ_RULE_GENERAL = 2      /**< General rule: 120 plies (60 moves each), only a capture resets, counting from the next ply. */
};

/**
 * @brief Settings of a counter, for swc_xq_counter_set_int() and
 * swc_xq_counter_get_int(). Values are stable and never renumbered.
 */
enum swc_xq_counter_setting {
    SWC_XQ_SET_LIMIT_PLIES = 1,  /**< Plies without a reset that draw the game, 1..::SWC_XQ_MAX_LIMIT (default 60). */
    SWC_XQ_SET_LIMIT_MOVES = 2,  /**< The limit in moves of both sides: sets 2 × value plies; reading gives plies / 2. */
    SWC_XQ_SET_RESETS = 3,       /**< ::swc_xq_ply_flag bits that set the count to zero (default capture | check). */
    SWC_XQ_SET_START = 4,        /**< A ::swc_xq_start (default ::SWC_XQ_START_AFTER_PROPOSER). */
    SWC_XQ_SET_RULE = 5          /**< Write a ::swc_xq_rule to set all of the above; reading tells which preset matches. */
};

/** Largest natural move limit in plies. */
#define SWC_XQ_MAX_LIMIT 1000

/** States of a counter, in ::swc_xq_counter_info. */
enum swc_xq_counter_state {
    SWC_XQ_COUNTER_IDLE = 0,      /**< Not started. */
    SWC_XQ_COUNTER_WAITING = 1,   /**< Started; waiting for the proposer's ply, which is not counted. */
    SWC_XQ_COUNTER_COUNTING = 2,  /**< Counting plies. */
    SWC_XQ_COUNTER_DRAWN = 3      /**< The limit was reached: the game is drawn; no more plies are accepted. */
};

/**
 * @brief Everything a counter knows, from swc_xq_counter_get_info().
 *
 * Set `struct_size` (::SWC_XQ_COUNTER_INFO_INIT) before the call.
 */
typedef struct swc_xq_counter_info {
    uint32_t struct_size;     /**< sizeof(swc_xq_counter_info). */
    int32_t state;            /**< A ::swc_xq_counter_state. */
    int32_t count;            /**< Plies counted since counting began or since the last reset. */
    int32_t limit;            /**< The limit in plies. */
    int32_t left;             /**< Plies still needed for the draw: limit − count. */
    int32_t to_move;          /**< Side expected to make the next ply; 0 when idle. */
    int32_t proposer;         /**< Side that proposed the draw; 0 when not given. */
    int32_t plies;            /**< Plies fed since swc_xq_counter_start(). */
    int32_t resets;           /**< Resets since counting began. */
    int32_t last_reset_ply;   /**< Number (within `plies`) of the last ply that reset the count; 0 when none. */
    int32_t drawn_at_ply;     /**< Number of the ply that reached the limit; 0 when not drawn. */
} swc_xq_counter_info;

/** Initialiser for ::swc_xq_counter_info. */
#define SWC_XQ_COUNTER_INFO_INIT { (uint32_t)sizeof(swc_xq_counter_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 }

/**
 * @brief Create a counter with the default settings (the 方庄 rule), not
 * yet started.
 * @param out receives the handle; set to NULL on failure.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EINVAL (NULL `out`, bad `struct_size`, half-set
 *         allocator) or ::SWC_ENOMEM.
 */
SWC_API int swc_xq_counter_new(swc_xq_counter **out, const swc_xq_options *opts);

/**
 * @brief Free a counter.
 * @param c the counter, or NULL (then nothing happens).
 */
SWC_API void swc_xq_counter_free(swc_xq_counter *c);

/**
 * @brief Message of the last failed call on the counter.
 * @param c the counter.
 * @return "" after a success, a static message for a NULL or foreign
 *         handle; valid until the next call on the counter.
 */
SWC_API const char *swc_xq_counter_errmsg(const swc_xq_counter *c);

/**
 * @brief Change a setting. Only allowed while the counter is idle or after
 * the draw was reached.
 * @param c the counter.
 * @param key a ::swc_xq_counter_setting.
 * @param value the new value.
 * @return ::SWC_OK, ::SWC_EINVAL (bad handle, unknown key or value),
 *         ::SWC_ERANGE (limit outside 1..::SWC_XQ_MAX_LIMIT) or
 *         ::SWC_ESTATE (a count is running).
 */
SWC_API int swc_xq_counter_set_int(swc_xq_counter *c, int key, int32_t value);

/**
 * @brief Read a setting.
 * @param out receives the value.
 * @param c the counter.
 * @param key a ::swc_xq_counter_setting.
 * @return ::SWC_OK or ::SWC_EINVAL (NULL `out`, bad handle, unknown key).
 */
SWC_API int swc_xq_counter_get_int(int32_t *out, const swc_xq_counter *c, int key);

/**
 * @brief Start (or restart) counting.
 *
 * With ::SWC_XQ_START_AFTER_PROPOSER the plies up to and including the
 * proposer's next ply are not counted; counting begins with the ply after
 * it. With ::SWC_XQ_START_NOW the next ply is the first counted and
 * `proposer` may be 0.
 * @param c the counter.
 * @param proposer side that proposed the draw (::swc_xq_side).
 * @param to_move side that makes the next ply.
 * @return ::SWC_OK or ::SWC_EINVAL (bad handle or side).
 */
SWC_API int swc_xq_counter_start(swc_xq_counter *c, int proposer, int to_move);

/**
 * @brief Feed one ply.
 * @param c the counter.
 * @param side side that made the ply; must be the side to move.
 * @param flags ::swc_xq_ply_flag bits describing the ply.
 * @return ::SWC_OK; ::SWC_EINVAL (bad handle, side or flag bits);
 *         ::SWC_ESTATE when the counter was not started, when the draw was
 *         already reached, or when `side` is not the side to move.
 */
SWC_API int swc_xq_counter_ply(swc_xq_counter *c, int side, uint32_t flags);

/**
 * @brief Everything about the count in one call.
 * @param out receives the state; its `struct_size` must be set.
 * @param c the counter.
 * @return ::SWC_OK or ::SWC_EINVAL (NULL `out`, small `struct_size`, bad handle).
 */
SWC_API int swc_xq_counter_get_info(swc_xq_counter_info *out, const swc_xq_counter *c);

/**
 * @brief Plies counted since counting began or since the last reset.
 * @param c the counter.
 * @return the count (0 before counting begins), or ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_counter_count(const swc_xq_counter *c);

/**
 * @brief Plies still needed for the draw.
 * @param c the counter.
 * @return limit − count (0 once drawn), or ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_counter_plies_left(const swc_xq_counter *c);

/**
 * @brief Whether the natural move limit has been reached.
 * @param c the counter.
 * @return 1 when the game is drawn by the limit, 0 when not, or
 *         ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_counter_is_drawn(const swc_xq_counter *c);

/* ---- board ------------------------------------------------------------ */

/** Piece kinds, in ::swc_xq_move_info. */
enum swc_xq_piece {
    SWC_XQ_NONE = 0,      /**< No piece. */
    SWC_XQ_GENERAL = 1,   /**< 帅 / 将 (FEN K). */
    SWC_XQ_ADVISOR = 2,   /**< 仕 / 士 (FEN A). */
    SWC_XQ_ELEPHANT = 3,  /**< 相 / 象 (FEN B, also read as E). */
    SWC_XQ_HORSE = 4,     /**< 马 (FEN N, also read as H). */
    SWC_XQ_CHARIOT = 5,   /**< 车 (FEN R). */
    SWC_XQ_CANNON = 6,    /**< 炮 (FEN C). */
    SWC_XQ_SOLDIER = 7    /**< 兵 / 卒 (FEN P). */
};

/** Largest number of plies a board accepts. */
#define SWC_XQ_MAX_PLIES 10000

/**
 * @brief One move, as read by swc_xq_board_check_move() or played by
 * swc_xq_board_play(), or from the history (swc_xq_board_move()).
 *
 * Squares are numbered rank × 9 + file: file 0..8 is `a`..`i` from red's
 * left, rank 0..9 counts from red's back rank, as in ICCS coordinates.
 */
typedef struct swc_xq_move_info {
    uint32_t struct_size;  /**< sizeof(swc_xq_move_info). */
    int32_t ply;           /**< 1-based number of the ply in the board's history (the next one when only checked). */
    int32_t move_number;   /**< Move number: both sides' plies share it (from the FEN's move counter). */
    int32_t side;          /**< Side that moves (::swc_xq_side). */
    int32_t piece;         /**< Kind moved (::swc_xq_piece). */
    int32_t from;          /**< Square left. */
    int32_t to;            /**< Square reached. */
    int32_t captured;      /**< Kind captured, ::SWC_XQ_NONE when none. */
    int32_t gives_check;   /**< 1 when the move leaves the opponent's general attacked. */
    int32_t mate;          /**< 1 when the opponent has no legal move and is in check. */
    int32_t stalemate;     /**< 1 when the opponent has no legal move but is not in check (困毙: he loses too). */
    int32_t repetition;    /**< How often the position after the move has occurred, this time included. */
    char iccs[8];          /**< The move in ICCS coordinates, e.g. "h2e2". */
    char chinese[24];      /**< The move in Chinese notation (UTF-8), e.g. "炮二平五". */
} swc_xq_move_info;

/** Initialiser for ::swc_xq_move_info. */
#define SWC_XQ_MOVE_INFO_INIT { (uint32_t)sizeof(swc_xq_move_info), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, {0}, {0} }

/**
 * @brief The repetition of the current position, from swc_xq_board_repetition().
 *
 * The span is every ply from the first occurrence of the current position
 * to now; the arbiter uses it to rule on perpetual check or chase.
 */
typedef struct swc_xq_repetition {
    uint32_t struct_size;   /**< sizeof(swc_xq_repetition). */
    int32_t occurrences;    /**< Times the current position has occurred, now included (3 or more: threefold). */
    int32_t first_ply;      /**< Ply after which it first occurred (0 = the starting position). */
    int32_t span_plies;     /**< Plies after first_ply up to now. */
    int32_t red_moves;      /**< Red plies in the span. */
    int32_t red_checks;     /**< Red plies in the span that gave check. */
    int32_t black_moves;    /**< Black plies in the span. */
    int32_t black_checks;   /**< Black plies in the span that gave check. */
} swc_xq_repetition;

/** Initialiser for ::swc_xq_repetition. */
#define SWC_XQ_REPETITION_INIT { (uint32_t)sizeof(swc_xq_repetition), 0, 0, 0, 0, 0, 0, 0 }

/**
 * @brief Create a board in the start position, red to move.
 * @param out receives the handle; set to NULL on failure.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_xq_board_new(swc_xq_board **out, const swc_xq_options *opts);

/**
 * @brief Free a board.
 * @param b the board, or NULL (then nothing happens).
 */
SWC_API void swc_xq_board_free(swc_xq_board *b);

/**
 * @brief Message of the last failed call on the board.
 * @param b the board.
 * @return "" after a success, a static message for a NULL or foreign
 *         handle; valid until the next call on the board.
 */
SWC_API const char *swc_xq_board_errmsg(const swc_xq_board *b);

/**
 * @brief Set up a position and forget the move history.
 *
 * The FEN has the placement (ranks from black's side, red in upper case:
 * K A B N R C P, also E for elephants and H for horses), then optionally
 * the side to move (`w` or `r` red, `b` black; default red), two ignored
 * fields (`-`), the plies since the last capture and the move number. The
 * position must be one a game can reach piece by piece: one general per
 * side in its palace, advisors, elephants and soldiers on their own points,
 * no more pieces than a side starts with, and the side not to move not in
 * check (generals facing each other count as check).
 * @param b the board.
 * @param fen the FEN text, or NULL for the start position.
 * @return ::SWC_OK, ::SWC_EINVAL (bad handle), ::SWC_EPARSE (malformed or
 *         impossible position; the message says what is wrong).
 */
SWC_API int swc_xq_board_set_fen(swc_xq_board *b, const char *fen);

/**
 * @brief The current position as FEN.
 * @param out_len receives the length of the text without the NUL.
 * @param buf destination, or NULL to learn the size.
 * @param cap size of `buf` in bytes.
 * @param b the board.
 * @return ::SWC_OK, ::SWC_EBUFSIZE (`*out_len` still set) or ::SWC_EINVAL.
 */
SWC_API int swc_xq_board_get_fen(size_t *out_len, char *buf, size_t cap, const swc_xq_board *b);

/**
 * @brief Read a move for the side to move and check it, without playing it.
 *
 * Accepted forms: ICCS coordinates (`h2e2`, `H2-E2`) and Chinese notation
 * with traditional, simplified and red/black piece names (车車俥, 马馬傌,
 * 炮砲包, 相象, 仕士, 帅帥将將, 兵卒), 进進/退/平, file and step numbers as
 * Chinese numerals or ASCII or full-width digits, 前/中/后(後) and
 * 一..五 for pieces sharing a file, and 前三进一 or 前兵三进一 where two
 * files hold several soldiers. The text may not contain anything else.
 * @param out receives the move; its `struct_size` must be set.
 * @param b the board (only its message changes).
 * @param text the move (need not be NUL-terminated; any bytes are safe).
 * @param len length of `text` in bytes.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL argument, bad handle);
 *         ::SWC_EPARSE (unreadable, ambiguous, no such piece, or illegal;
 *         the message says which).
 */
SWC_API int swc_xq_board_check_move(swc_xq_move_info *out, swc_xq_board *b,
                                    const char *text, size_t len);

/**
 * @brief Read, check and play a move for the side to move.
 * @param out receives the move as played, or NULL.
 * @param b the board.
 * @param text the move, as for swc_xq_board_check_move().
 * @param len length of `text` in bytes.
 * @return ::SWC_OK; ::SWC_EINVAL; ::SWC_EPARSE (see
 *         swc_xq_board_check_move()); ::SWC_ELIMIT (more than
 *         ::SWC_XQ_MAX_PLIES plies); ::SWC_ENOMEM.
 */
SWC_API int swc_xq_board_play(swc_xq_move_info *out, swc_xq_board *b, const char *text, size_t len);

/**
 * @brief Side to move.
 * @param b the board.
 * @return ::SWC_XQ_RED or ::SWC_XQ_BLACK, or ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_board_side_to_move(const swc_xq_board *b);

/**
 * @brief Whether the side to move is in check.
 * @param b the board.
 * @return 1 or 0, or ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_board_in_check(const swc_xq_board *b);

/**
 * @brief Number of legal moves of the side to move.
 * @param b the board.
 * @return the number (0: mated or stalemated), or ::SWC_EINVAL.
 */
SWC_API int swc_xq_board_legal_move_count(const swc_xq_board *b);

/**
 * @brief Number of plies played since the position was set up.
 * @param b the board.
 * @return the number, or ::SWC_EINVAL for a bad handle.
 */
SWC_API int swc_xq_board_ply_count(const swc_xq_board *b);

/**
 * @brief A ply of the history, as it was played.
 * @param out receives the move; its `struct_size` must be set.
 * @param b the board.
 * @param ply 1..swc_xq_board_ply_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (no such ply).
 */
SWC_API int swc_xq_board_move(swc_xq_move_info *out, const swc_xq_board *b, int32_t ply);

/**
 * @brief Repetition of the current position and who gave check meanwhile.
 * @param out receives the report; its `struct_size` must be set.
 * @param b the board.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_xq_board_repetition(swc_xq_repetition *out, const swc_xq_board *b);

SWC_END_DECLS

#endif /* SWISSCORE_XIANGQI_H */
