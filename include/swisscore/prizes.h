/**
 * @file prizes.h
 * @brief Prizes, group awards, season points and team standings.
 *
 * A prize result is a snapshot computed from a tournament and a set of
 * prize rules: the rules are written in a small text format (see
 * doc/prizes.md) or chosen by name (swc_prize_rules_get()). The tournament
 * is ranked with the standings calls of tiebreak.h using the ruleset the
 * rules name; then each table of the rules is applied in the order written:
 *
 * - **cash tables** (`prizes`): a list of amounts, a count rule that says how
 *   many places are paid for the number of entrants of the table's section
 *   (the whole event or one registration group), eligibility (women placed
 *   within the first M, a rating group, members only), whether a player may
 *   take an award of more than one table, and top-ups;
 * - **points tables** (`points`): season (grand-prix) points, built the same
 *   way; they are reported per event and accumulated by the caller;
 * - **team tables** (`teams`): teams by federation / province or by a tag
 *   (`team=…`-style entries of ::swc_player_info.tags), ranked by the sum of
 *   their members' places or by placement points.
 *
 * **Ties** (奖金评分): players sharing a place in the standings occupy as
 * many prize places as they are and each receives the sum of the amounts of
 * those places divided by their number, rounded down to the table's rounding
 * unit (0.01 by default); the remainder is not paid and is reported on the
 * table. Where the ruleset draws lots no places are shared.
 *
 * **Money and points** are exact integers in hundredths (1 yuan = 100 fen).
 * The result does not refer back to the tournament once computed; player
 * names are read from the tournament by id.
 */
#ifndef SWISSCORE_PRIZES_H
#define SWISSCORE_PRIZES_H

#include "common.h"
#include "grades.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Opaque prize result; free with swc_prizes_free(). */
typedef struct swc_prizes swc_prizes;

/** Kinds of tables, ::swc_prize_table_info.kind. */
enum swc_prize_kind {
    SWC_PRIZE_CASH = 1,    /**< Money (or place awards when no amounts are given). */
    SWC_PRIZE_POINTS = 2,  /**< Season / grand-prix points. */
    SWC_PRIZE_TEAMS = 3    /**< Team standings. */
};

/** Amount of an award in a table that lists places but no amounts. */
#define SWC_PRIZE_NO_AMOUNT INT64_MIN

/**
 * @brief What to compute. Initialise with ::SWC_PRIZES_OPTIONS_INIT.
 *
 * Give `rules` (a text in the prize rules format) or `rules_name`.
 */
typedef struct swc_prizes_options {
    uint32_t struct_size;    /**< sizeof(swc_prizes_options). */
    const char *rules;       /**< Prize rules text (UTF-8), or NULL. */
    const char *rules_name;  /**< A named rule (name or Chinese name), used when `rules` is NULL. */
    uint64_t seed;           /**< Seed of the drawing of lots of the standings. */
    uint32_t after_round;    /**< Standings after this round; 0 = every round created. */
    int32_t unplayed;        /**< A ::swc_unplayed_rule for the standings; 0 = the ruleset's. */
    const char *grade_table; /**< Grade table (grades.h) of the certificates beside the prizes, overriding
                                  the rules' `grades` statement; "none" for none; NULL = the rules'. */
    const char *grade_thresholds; /**< Score-rate thresholds for a score-rate grade table, or NULL. */
    const char *bounty_void; /**< Games voided for the bounty by the arbiters (棋士挑战大师奖 clause 7):
                                  words `[SECTION:]ROUND:ID` (ID either player of the game), or NULL. */
} swc_prizes_options;

/** Initialiser for ::swc_prizes_options. */
#define SWC_PRIZES_OPTIONS_INIT { (uint32_t)sizeof(swc_prizes_options), NULL, NULL, 0u, 0u, 0, NULL, NULL, NULL }

/** Description of the rules applied, from swc_prizes_get_info(). */
typedef struct swc_prizes_info {
    uint32_t struct_size;    /**< sizeof(swc_prizes_info). */
    const char *name;        /**< Name given in the rules, or "". */
    const char *title;       /**< Title given in the rules, or "". */
    const char *ruleset;     /**< Standings ruleset, or NULL. */
    const char *tiebreaks;   /**< Standings cascade, or NULL (points only when both are NULL). */
    const char *currency;    /**< Currency label given in the rules, or "". */
    const char *grade_table; /**< Grade table of the certificates beside the prizes, or NULL. */
    const char *grade_note;  /**< Why no certificates were computed for it (static English), or NULL. */
    const char *disqualified_reading; /**< With `disqualify missed N`: how a disqualified player's place is
                                           read (static English), or NULL. */
} swc_prizes_info;

/** Initialiser for ::swc_prizes_info. */
#define SWC_PRIZES_INFO_INIT { (uint32_t)sizeof(swc_prizes_info), NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL }

/** One table of the result, from swc_prizes_table(). */
typedef struct swc_prize_table_info {
    uint32_t struct_size;    /**< sizeof(swc_prize_table_info). */
    const char *name;        /**< Table name, e.g. "open". */
    const char *title;       /**< Title, e.g. "公开组名次奖", or "". */
    int32_t kind;            /**< A ::swc_prize_kind. */
    uint32_t entrants;       /**< Players in the table's section (event or group; summed over the sections and groups a table is applied to). */
    uint32_t places;         /**< Places to pay by the count rule, summed likewise (0 for teams, `everyone` and bounty tables; a team table with amounts: teams paid). */
    int32_t has_amounts;     /**< 1 when the table lists amounts (awards carry money or points). */
    int64_t total;           /**< Sum of the awards, hundredths. */
    int64_t remainder;       /**< Left unpaid by the rounding of shared prizes, hundredths. */
    uint32_t first_award;    /**< Index of its first award (swc_prizes_award()). */
    uint32_t award_count;    /**< Number of its awards. */
    uint32_t first_team;     /**< Index of its first team (swc_prizes_team()). */
    uint32_t team_count;     /**< Number of its teams. */
    const char *note;        /**< Why nothing was awarded (static English), or NULL. */
} swc_prize_table_info;

/** Initialiser for ::swc_prize_table_info. */
#define SWC_PRIZE_TABLE_INFO_INIT { (uint32_t)sizeof(swc_prize_table_info), NULL, NULL, 0, 0u, 0u, 0, 0, 0, 0u, 0u, 0u, 0u, NULL }

/** One award of a cash or points table, from swc_prizes_award(). */
typedef struct swc_prize_award {
    uint32_t struct_size;    /**< sizeof(swc_prize_award). */
    uint32_t table;          /**< Table index. */
    uint32_t id;             /**< Player id. */
    uint32_t rank;           /**< The player's place in the table's section. */
    uint32_t first_place;    /**< First prize place occupied by the player's tied group (1-based). */
    uint32_t last_place;     /**< Last prize place occupied (equal to first_place when alone). */
    uint32_t paid_places;    /**< How many of those places the count rule pays. */
    uint32_t shared_by;      /**< Players sharing those places (1 when alone). */
    int64_t amount;          /**< Hundredths, or ::SWC_PRIZE_NO_AMOUNT. */
    const char *group;       /**< Registration group of a table ranked per group (`section each-group`), else "". */
    uint32_t count;          /**< Games counted by a bounty table (棋士挑战大师奖), else 0. */
    uint32_t section;        /**< Pairing section (index into swc_prizes_compute_sections()), 0 for one tournament. */
} swc_prize_award;

/** Initialiser for ::swc_prize_award. */
#define SWC_PRIZE_AWARD_INIT { (uint32_t)sizeof(swc_prize_award), 0u, 0u, 0u, 0u, 0u, 0u, 0u, 0, NULL, 0u, 0u }

/** One team of a team table, from swc_prizes_team(). */
typedef struct swc_prize_team {
    uint32_t struct_size;    /**< sizeof(swc_prize_team). */
    uint32_t table;          /**< Table index. */
    const char *name;        /**< Team name (federation or tag value), valid until the result is freed. */
    uint32_t rank;           /**< Team place (teams sharing it have the same rank). */
    uint32_t shared;         /**< 1 when another team has the same place. */
    uint32_t complete;       /**< 0 when the team has fewer members than the table counts. */
    int64_t score;           /**< Sum of places (scale 1) or of placement points (scale 100). */
    int32_t score_scale;     /**< 1 or 100. */
    uint32_t member_count;   /**< Members counted. */
    int64_t amount;          /**< Prize of the team's place, hundredths, or ::SWC_PRIZE_NO_AMOUNT. */
    const char *problem;     /**< Why the team is excluded (its composition is not the table's: `members`,
                                  `men`, `women`), or NULL. An excluded team has rank 0 and is listed last. */
} swc_prize_team;

/** Initialiser for ::swc_prize_team. */
#define SWC_PRIZE_TEAM_INIT { (uint32_t)sizeof(swc_prize_team), 0u, NULL, 0u, 0u, 0u, 0, 0, 0u, 0, NULL }

/** Most pairing sections swc_prizes_compute_sections() takes. */
#define SWC_PRIZES_MAX_SECTIONS 64

/** A named prize rule, from swc_prize_rules_get(). */
typedef struct swc_prize_rules_info {
    uint32_t struct_size;    /**< sizeof(swc_prize_rules_info). */
    const char *name;        /**< Name to pass as ::swc_prizes_options.rules_name. */
    const char *name_zh;     /**< Chinese name. */
    const char *description; /**< One English sentence. */
    const char *text;        /**< The rule in the prize rules format. */
} swc_prize_rules_info;

/** Initialiser for ::swc_prize_rules_info. */
#define SWC_PRIZE_RULES_INFO_INIT { (uint32_t)sizeof(swc_prize_rules_info), NULL, NULL, NULL, NULL }

/**
 * @brief Rank the tournament and apply prize rules.
 * @param out receives the new result; NULL on failure.
 * @param t the tournament (only its message changes).
 * @param opts the rules and standings options.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL handle, bad `struct_size`, no rules,
 *         or a standings option the standings refuse), ::SWC_EPARSE (the
 *         rules text is malformed; the message starts with "line N: "),
 *         ::SWC_ENOTFOUND (unknown named rule, ruleset or group),
 *         ::SWC_ELIMIT (too many tables or amounts), ::SWC_ERANGE
 *         (after_round beyond the rounds created) or ::SWC_ENOMEM.
 */
SWC_API int swc_prizes_compute(swc_prizes **out, swc_tournament *t, const swc_prizes_options *opts);

/**
 * @brief Rank several pairing sections of one event and apply prize rules.
 *
 * A grading event pairs each group (or each set of merged groups) as its
 * own tournament but awards team prizes over all of them. Each tournament
 * is a pairing section: cash and points tables are applied to each
 * section separately (or to each registration group of each, `section
 * each-group`); team tables pool the members of every section, each placed
 * in his own section (or registration group, `section own-group`). Player
 * ids need not differ between sections: awards and team members carry
 * their section.
 * @param out receives the new result; NULL on failure.
 * @param sections the tournaments, 1 to ::SWC_PRIZES_MAX_SECTIONS, each once.
 * @param count their number.
 * @param opts the rules and standings options (the same for every section).
 * @return as swc_prizes_compute(); messages go to the first section, a
 *         standings failure of another one prefixed "section N: ".
 */
SWC_API int swc_prizes_compute_sections(swc_prizes **out, swc_tournament *const *sections, uint32_t count,
                                        const swc_prizes_options *opts);

/**
 * @brief Free a result. NULL is accepted.
 * @param p the result.
 */
SWC_API void swc_prizes_free(swc_prizes *p);

/**
 * @brief Describe the rules applied.
 * @param out filled in; its `struct_size` must be set. Strings are valid
 *        until the result is freed.
 * @param p the result.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_prizes_get_info(swc_prizes_info *out, const swc_prizes *p);

/**
 * @brief Number of tables, in the order of the rules.
 * @param p the result (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_prizes_table_count(const swc_prizes *p);

/**
 * @brief Describe one table and what it paid.
 * @param out filled in; its `struct_size` must be set. Strings are valid
 *        until the result is freed.
 * @param p the result.
 * @param table 0-based table index.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prizes_table(swc_prize_table_info *out, const swc_prizes *p, uint32_t table);

/**
 * @brief Number of awards of all cash and points tables.
 * @param p the result (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_prizes_award_count(const swc_prizes *p);

/**
 * @brief One award; awards are grouped by table, in place order.
 * @param out filled in; its `struct_size` must be set.
 * @param p the result.
 * @param index 0-based index below swc_prizes_award_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prizes_award(swc_prize_award *out, const swc_prizes *p, uint32_t index);

/**
 * @brief Number of teams of all team tables.
 * @param p the result (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_prizes_team_count(const swc_prizes *p);

/**
 * @brief One team; teams are grouped by table, in ranking order.
 * @param out filled in; its `struct_size` must be set.
 * @param p the result.
 * @param index 0-based index below swc_prizes_team_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prizes_team(swc_prize_team *out, const swc_prizes *p, uint32_t index);

/**
 * @brief One counted member of a team, best first.
 * @param out_id receives the player id (may be NULL).
 * @param out_place receives the member's place in his section (may be NULL).
 * @param out_value receives what he adds to the team score, in the team's
 *        score_scale (may be NULL).
 * @param p the result.
 * @param team 0-based team index.
 * @param member 0-based member index below ::swc_prize_team.member_count.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prizes_team_member(uint32_t *out_id, uint32_t *out_place, int64_t *out_value, const swc_prizes *p,
                                   uint32_t team, uint32_t member);

/**
 * @brief The pairing section of one counted member of a team.
 * @param out_section receives the section index (0 for one tournament).
 * @param p the result.
 * @param team 0-based team index.
 * @param member 0-based member index.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prizes_team_member_section(uint32_t *out_section, const swc_prizes *p, uint32_t team,
                                           uint32_t member);

/**
 * @brief A player's totals over all tables, in one pairing section.
 * @param out_cash receives the cash won, hundredths (may be NULL).
 * @param out_points receives the season points won, hundredths (may be NULL).
 * @param p the result.
 * @param section the section index.
 * @param id the player's id in that section.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (no such player).
 */
SWC_API int swc_prizes_player_total_in(int64_t *out_cash, int64_t *out_points, const swc_prizes *p,
                                       uint32_t section, uint32_t id);

/**
 * @brief A player's totals over all tables (the first section's player with this id).
 * @param out_cash receives the cash won, hundredths (may be NULL).
 * @param out_points receives the season points won, hundredths (may be NULL).
 * @param p the result.
 * @param id the player's id.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (no such player).
 */
SWC_API int swc_prizes_player_total(int64_t *out_cash, int64_t *out_points, const swc_prizes *p, uint32_t id);

/**
 * @brief Grade certificates beside the prize list: who may apply for which grade.
 *
 * Computed when the rules (`grades TABLE`) or ::swc_prizes_options.grade_table
 * name a grade table, one result per pairing section, with the standings
 * ruleset of the rules and the player's current grade from his `cn_title`.
 * @param out receives a result owned by @p p (valid until it is freed).
 * @param p the prize result.
 * @param section the section index.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (no grade table, or a
 *         score-rate table without thresholds: see ::swc_prizes_info.grade_note).
 */
SWC_API int swc_prizes_grades(const swc_grades **out, const swc_prizes *p, uint32_t section);

/**
 * @brief Number of named prize rules.
 * @return the count.
 */
SWC_API uint32_t swc_prize_rules_count(void);

/**
 * @brief Describe a named prize rule.
 * @param out filled in; its `struct_size` must be set. Strings are static.
 * @param index 0-based index below swc_prize_rules_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_prize_rules_get(swc_prize_rules_info *out, uint32_t index);

SWC_END_DECLS

#endif /* SWISSCORE_PRIZES_H */
