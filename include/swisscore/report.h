/**
 * @file report.h
 * @brief Sheets people read: a round's boards and the crosstable, as tables.
 *
 * A report is a snapshot computed from a tournament: a table of typed
 * columns and rows of cells, with no reference back to the tournament.
 * Programs render it as they like (the command-line tool prints text, CSV
 * and HTML), or take it as a JSON document (swc_report_json()).
 *
 * Every cell has its text (what a sheet prints, numbers with their
 * decimals) and, in a number column, its value in units of 1/scale of the
 * column. An empty cell has the text "" and no value.
 *
 * **Boards of a round** (swc_report_boards()), one row per board, then one
 * per player without a board (a bye or an absence): columns `board`,
 * `white_id`, `white_name`, `white_rating`, `white_title`, `white_club`,
 * `white_points` (score before the round), `result` ("1-0", "½-½", "0-1",
 * "+-", "-+", "--", "" while pending; a dual-board game gives both games,
 * "1-0 ½-½"), `black_points`, `black_id`, `black_name`, `black_rating`,
 * `black_title`, `black_club`. A row without a board names the player in
 * the white columns and has in `result` the kind of round: `pab`,
 * `full_bye`, `half_bye`, `zero_bye`, `not_paired` or `withdrawn`.
 * Titles are the FIDE title, else the Chinese title or grade.
 *
 * **Boards by name** (::swc_report_options.by_name), the wall sheet players
 * look for their names on: one row per player of the round, sorted by name
 * (byte order of UTF-8, which is code point order): `name`, `id`, `points`
 * (before the round), `board`, `colour` ("w", "b" or ""), `opponent_id`,
 * `opponent_name`, `result` (his own: "1", "½", "0", "+", "-", "" while
 * pending, or the kind of round as above).
 *
 * **Crosstable** (swc_report_crosstable()), one row per player in the
 * order of the standings: `no` (line number, 1, 2, … which the round
 * cells refer to), `rank` (place; "3=" when shared), `id`, `name`,
 * `rating`, `title`, `club`, then per round `r1`, `r2`, … and `points` and
 * one column per tie-break of the cascade (keyed by its code). A round cell
 * reads `12w1`: the opponent's line number, the colour (`w` or `b`) and
 * the result (`1`, `½`, `0`; `+` and `-` for a forfeit; nothing while
 * pending). Rounds without a game: `+` pairing-allocated bye, `F` full-point
 * bye, `=` half-point bye, `-` zero-point bye or not paired, "" before
 * entry and after withdrawal.
 *
 * **Round-robin grid**: for a tournament paired by Berger tables
 * (::SWC_SYSTEM_BERGER) the round columns give way to one column per line
 * number, `1`, `2`, …: the cell of row i and column j holds i's results
 * against j in the order played (`1`, `½`, `0`, `+`, `-`; "1½" after two
 * meetings), `*` on the diagonal.
 */
#ifndef SWISSCORE_REPORT_H
#define SWISSCORE_REPORT_H

#include "common.h"
#include "tiebreak.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Opaque report; free with swc_report_free(). */
typedef struct swc_report swc_report;

/** Kinds of column, for ::swc_report_column_info.type. */
enum swc_column_type {
    SWC_COLUMN_TEXT = 0,   /**< Text. */
    SWC_COLUMN_NUMBER = 1  /**< A number: cells carry a value in units of 1/scale. */
};

/** Kinds of report, from swc_report_kind(). */
enum swc_report_kind {
    SWC_REPORT_BOARDS = 1,          /**< A round's boards. */
    SWC_REPORT_BOARDS_BY_NAME = 2,  /**< A round's players sorted by name. */
    SWC_REPORT_CROSSTABLE = 3,      /**< Swiss crosstable: one column per round. */
    SWC_REPORT_GRID = 4             /**< Round-robin grid: one column per player. */
};

/**
 * @brief What to compute. Initialise with ::SWC_REPORT_OPTIONS_INIT.
 */
typedef struct swc_report_options {
    uint32_t struct_size;   /**< sizeof(swc_report_options). */
    uint32_t round;         /**< Boards: the round (1-based); 0 = the last created. Crosstable: only rounds up to
                                 this one, ranked after it; 0 = every round. */
    uint32_t by_name;       /**< Boards: 1 for the sheet sorted by name. */
    const swc_standings_options *standings; /**< Crosstable: the order and the tie-break columns (its
                                                 `after_round` is replaced by `round`); NULL = points only. */
} swc_report_options;

/** Initialiser for ::swc_report_options. */
#define SWC_REPORT_OPTIONS_INIT { (uint32_t)sizeof(swc_report_options), 0u, 0u, NULL }

/** One column, from swc_report_column(). */
typedef struct swc_report_column_info {
    uint32_t struct_size;  /**< sizeof(swc_report_column_info). */
    const char *key;       /**< Key, e.g. "white_name", "r3", "BH/C1" (borrowed from the report). */
    int32_t type;          /**< A ::swc_column_type. */
    int32_t scale;         /**< Number columns: values are in units of 1/scale (1, 10 or 100); else 1. */
    int32_t decimals;      /**< Decimals the texts of the column print. */
} swc_report_column_info;

/** Initialiser for ::swc_report_column_info. */
#define SWC_REPORT_COLUMN_INFO_INIT { (uint32_t)sizeof(swc_report_column_info), NULL, 0, 0, 0 }

/** One cell, from swc_report_cell(). */
typedef struct swc_report_cell_info {
    uint32_t struct_size;  /**< sizeof(swc_report_cell_info). */
    const char *text;      /**< Text as printed, "" when empty (borrowed from the report). */
    int32_t has_value;     /**< 1 when `value` holds a number. */
    int64_t value;         /**< The number in units of 1/scale of its column. */
} swc_report_cell_info;

/** Initialiser for ::swc_report_cell_info. */
#define SWC_REPORT_CELL_INFO_INIT { (uint32_t)sizeof(swc_report_cell_info), NULL, 0, 0 }

/**
 * @brief The boards of a round (or its players by name).
 * @param out receives the report; NULL on failure.
 * @param t the tournament (only its message changes).
 * @param opts options, or NULL for the last round's boards.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL handle, bad `struct_size`),
 *         ::SWC_ENOTFOUND (no such round: none created yet, or beyond the
 *         last) or ::SWC_ENOMEM.
 */
SWC_API int swc_report_boards(swc_report **out, swc_tournament *t, const swc_report_options *opts);

/**
 * @brief The crosstable in the order of the standings (the grid of a round robin).
 * @param out receives the report; NULL on failure.
 * @param t the tournament (only its message changes).
 * @param opts options, or NULL for every round ranked by points.
 * @return ::SWC_OK; the errors of swc_standings_compute(); ::SWC_ERANGE
 *         (a round beyond the last) or ::SWC_ENOMEM.
 */
SWC_API int swc_report_crosstable(swc_report **out, swc_tournament *t, const swc_report_options *opts);

/**
 * @brief Free a report.
 * @param r the report, or NULL.
 */
SWC_API void swc_report_free(swc_report *r);

/**
 * @brief What the report is.
 * @param r the report.
 * @return a ::swc_report_kind, 0 for a NULL or foreign handle.
 */
SWC_API int32_t swc_report_kind(const swc_report *r);

/**
 * @brief The round of a boards report, or the last round of a crosstable.
 * @param r the report.
 * @return the round, 0 for a NULL or foreign handle.
 */
SWC_API uint32_t swc_report_round(const swc_report *r);

/**
 * @brief Number of columns.
 * @param r the report.
 * @return the count, 0 for a NULL or foreign handle.
 */
SWC_API uint32_t swc_report_column_count(const swc_report *r);

/**
 * @brief Describe one column.
 * @param out receives the description (strings borrowed from the report).
 * @param r the report.
 * @param column 0-based column.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_report_column(swc_report_column_info *out, const swc_report *r, uint32_t column);

/**
 * @brief Number of rows.
 * @param r the report.
 * @return the count, 0 for a NULL or foreign handle.
 */
SWC_API uint32_t swc_report_row_count(const swc_report *r);

/**
 * @brief Read one cell.
 * @param out receives the cell (text borrowed from the report).
 * @param r the report.
 * @param row 0-based row.
 * @param column 0-based column.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_report_cell(swc_report_cell_info *out, const swc_report *r, uint32_t row, uint32_t column);

/**
 * @brief The report as a JSON document.
 *
 * `{"kind": "crosstable", "round": 9, "columns": [{"key": "no", "type":
 * "number", "scale": 1}, …], "rows": [[1, "1", 7, "Name", …], …]}`:
 * kind is `boards`, `boards_by_name`, `crosstable` or `grid`; number cells
 * are JSON numbers (points 4.5), empty cells null; the text ends with a
 * newline. Call with `buf` NULL (or too small) to learn the size: the
 * function then returns ::SWC_EBUFSIZE and sets `*out_len` to the bytes
 * needed, not counting the terminating NUL written when room allows.
 * @param out_len receives the length of the text.
 * @param buf where to write, or NULL.
 * @param cap bytes available in buf.
 * @param r the report.
 * @return ::SWC_OK, ::SWC_EBUFSIZE, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_report_json(size_t *out_len, char *buf, size_t cap, const swc_report *r);

SWC_END_DECLS

#endif /* SWISSCORE_REPORT_H */
