/**
 * @file grades.h
 * @brief Grade certificates (等级申报 / 晋级): who may apply for which grade.
 *
 * A grade table maps a result to a grade. The named tables give exactly
 * what the source documents list:
 *
 * - **by points** reached in an online qualifier (arena), with the games a
 *   certificate needs (获得等级证书的责任局数);
 * - **by rank bands** of an arena leaderboard or of a tournament's standings
 *   (the 9-round finals, the doubles events);
 * - **by the knockout round** reached (网络入围赛);
 * - **by score rate** (得分率) in the grading events of 经开区 and 昌平: the
 *   grade a player may apply for depends on his current grade (the
 *   ::swc_player_info.cn_title field), is capped per grade group exactly as
 *   each document lists, and is reached by score-rate thresholds that the
 *   CCA regulation sets and the organiser enters
 *   (::swc_grades_params.thresholds; swc_grades_example_thresholds() is an
 *   example, not the regulation).
 *
 * The result is a list of rows, one per player, with the grade or an empty
 * string and the reason. doc/events.md lists every table and reading.
 */
#ifndef SWISSCORE_GRADES_H
#define SWISSCORE_GRADES_H

#include "common.h"
#include "tournament.h"
#include "arena.h"
#include "knockout.h"

SWC_BEGIN_DECLS

/** Opaque grade result; create with swc_grades_new(). */
typedef struct swc_grades swc_grades;

/** Options of swc_grades_new(). Initialise with ::SWC_GRADES_OPTIONS_INIT. */
typedef struct swc_grades_options {
    uint32_t struct_size;            /**< sizeof(swc_grades_options). */
    const swc_allocator *allocator;  /**< Copied; NULL for the C library. */
} swc_grades_options;

/** Initialiser for ::swc_grades_options. */
#define SWC_GRADES_OPTIONS_INIT { (uint32_t)sizeof(swc_grades_options), NULL }

/** What a table reads, ::swc_grade_table_info.kind. */
enum swc_grade_kind {
    SWC_GRADE_BY_POINTS = 1,     /**< Arena points (with a minimum of games). */
    SWC_GRADE_BY_RANK = 2,       /**< Rank bands: arena leaderboard or tournament standings. */
    SWC_GRADE_BY_KNOCKOUT = 3,   /**< Knockout round reached. */
    SWC_GRADE_BY_SCORE_RATE = 4  /**< Current grade, group caps and score-rate thresholds (tournament). */
};

/** Basis of the score rate, ::swc_grades_params.rate_basis. */
enum swc_grade_rate_basis {
    SWC_GRADE_RATE_ROUNDS = 0,  /**< Score over all rounds of the event (byes and forfeits as scored). */
    SWC_GRADE_RATE_PLAYED = 1   /**< Points of games played over the games played. */
};

/** What to compute. Initialise with ::SWC_GRADES_PARAMS_INIT. */
typedef struct swc_grades_params {
    uint32_t struct_size;    /**< sizeof(swc_grades_params). */
    const char *table;       /**< Grade table name (swc_grade_table_get()); required. */
    const char *thresholds;  /**< Score-rate thresholds text (doc/events.md) for ::SWC_GRADE_BY_SCORE_RATE. */
    const char *ruleset;     /**< Standings ruleset for rank tables on a tournament, or NULL. */
    const char *tiebreaks;   /**< Standings cascade, or NULL (points only when both are NULL). */
    uint64_t seed;           /**< Seed of the standings lots. */
    int32_t by_sex;          /**< 1: a tournament rank counts within the player's sex (男女名次分开录取). */
    int32_t rate_basis;      /**< An ::swc_grade_rate_basis. */
    uint32_t disqualify_missed; /**< Tournament: a player who missed this many rounds without leave (forfeit
                                     losses, zero-point byes, rounds not paired or after his withdrawal; a
                                     requested bye with points is leave) gets no grade, reason "disqualified:
                                     …", as `disqualify missed N` of the prize rules; 0 = nobody. */
    uint32_t after_round;    /**< Tournament: standings, score rate and missed rounds after this round;
                                  0 = every round created. */
    int32_t unplayed;        /**< Tournament: a ::swc_unplayed_rule for the standings; 0 = the ruleset's. */
    int32_t last_band_capped; /**< Tournament, tables with head counts (chess-2015-final: 6, 11 and 103 players):
                                   1 = the last band's count is a cap too, so places after 120 get no grade;
                                   0 = the last band holds every later place (18名以后, the default). */
} swc_grades_params;

/** Initialiser for ::swc_grades_params. */
#define SWC_GRADES_PARAMS_INIT                                                                                  \
    { (uint32_t)sizeof(swc_grades_params), NULL, NULL, NULL, NULL, 0u, 0, 0, 0u, 0u, 0, 0 }

/** One player's row, from swc_grades_row_get(). */
typedef struct swc_grade_row {
    uint32_t struct_size;  /**< sizeof(swc_grade_row). */
    uint32_t id;           /**< Id of the player in the source (tournament, arena or knockout). */
    const char *name;      /**< Borrowed from the result. */
    int64_t measure;       /**< What the table read: points in tenths, a rank, the knockout stage
                                (round of elimination, or rounds + 1 when qualified) or the score rate
                                in thousandths. */
    uint32_t games;        /**< Games counted. */
    const char *current;   /**< Current grade as given (score-rate tables), or "". */
    const char *cap;       /**< Highest grade his group may apply for, or "". */
    const char *grade;     /**< Grade he may apply for, or "" when none. */
    const char *reason;    /**< Why none (static English), or "". */
} swc_grade_row;

/** Initialiser for ::swc_grade_row. */
#define SWC_GRADE_ROW_INIT { (uint32_t)sizeof(swc_grade_row), 0u, NULL, 0, 0u, NULL, NULL, NULL, NULL }

/** A named grade table, from swc_grade_table_get(). */
typedef struct swc_grade_table_info {
    uint32_t struct_size;     /**< sizeof(swc_grade_table_info). */
    const char *name;         /**< Name for ::swc_grades_params.table, e.g. "xiangqi-2015-final". */
    const char *name_zh;      /**< Chinese name. */
    int32_t kind;             /**< An ::swc_grade_kind. */
    const char *description;  /**< The table as the document gives it, one line. */
} swc_grade_table_info;

/** Initialiser for ::swc_grade_table_info. */
#define SWC_GRADE_TABLE_INFO_INIT { (uint32_t)sizeof(swc_grade_table_info), NULL, NULL, 0, NULL }

/**
 * @brief Create an empty result.
 * @param out receives it.
 * @param opts options or NULL.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_grades_new(swc_grades **out, const swc_grades_options *opts);

/**
 * @brief Free a result.
 * @param g the result, or NULL.
 */
SWC_API void swc_grades_free(swc_grades *g);

/**
 * @brief Message of the last failed call.
 * @param g the result.
 * @return "" after a success; a static text for a NULL or foreign handle.
 */
SWC_API const char *swc_grades_errmsg(const swc_grades *g);

/**
 * @brief Grades from a tournament: rank tables (standings) or score-rate tables.
 *
 * On success the rows are replaced; on failure they stay as they were.
 * @param g the result.
 * @param t the tournament (not changed).
 * @param p the table and options.
 * @return ::SWC_OK, ::SWC_EINVAL (bad params, a table of another kind, no
 *         thresholds), ::SWC_ENOTFOUND (unknown table), ::SWC_EPARSE (bad
 *         thresholds: "thresholds: LINE:COLUMN: …"), the codes of swc_standings_compute() or
 *         ::SWC_ENOMEM.
 */
SWC_API int swc_grades_from_tournament(swc_grades *g, swc_tournament *t, const swc_grades_params *p);

/**
 * @brief Grades from an arena leaderboard: points or rank tables.
 * @param g the result.
 * @param a the arena.
 * @param p the table.
 * @return as swc_grades_from_tournament().
 */
SWC_API int swc_grades_from_arena(swc_grades *g, swc_arena *a, const swc_grades_params *p);

/**
 * @brief Grades from a knockout stage: knockout tables.
 * @param g the result.
 * @param k the stage.
 * @param p the table.
 * @return as swc_grades_from_tournament().
 */
SWC_API int swc_grades_from_knockout(swc_grades *g, swc_knockout *k, const swc_grades_params *p);

/**
 * @brief Number of rows.
 * @param g the result (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_grades_count(const swc_grades *g);

/**
 * @brief One row, in the order of the source (standings, leaderboard or ids).
 * @param out filled in; set its struct_size.
 * @param g the result.
 * @param index 0-based.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_grades_row_get(swc_grade_row *out, const swc_grades *g, uint32_t index);

/**
 * @brief The row of one player.
 * @param out filled in; set its struct_size.
 * @param g the result.
 * @param id the player's id in the source.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_grades_find(swc_grade_row *out, const swc_grades *g, uint32_t id);

/**
 * @brief Number of named grade tables.
 * @return the count.
 */
SWC_API uint32_t swc_grade_table_count(void);

/**
 * @brief Describe a named grade table.
 * @param out filled in; set its struct_size. Strings are static.
 * @param index 0-based.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_grade_table_get(swc_grade_table_info *out, uint32_t index);

/**
 * @brief An example thresholds text for the score-rate tables.
 *
 * It is **an example of the format, not the CCA regulation**: its first
 * lines say so. Organisers enter the thresholds of the regulation in force.
 * @return a static text.
 */
SWC_API const char *swc_grades_example_thresholds(void);

SWC_END_DECLS

#endif /* SWISSCORE_GRADES_H */
