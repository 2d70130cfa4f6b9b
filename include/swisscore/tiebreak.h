/**
 * @file tiebreak.h
 * @brief Tie-breaks and standings: criteria, cascades, named rulesets.
 *
 * A standings object is a snapshot computed from a tournament: the ranking
 * order, places (shared when everything ties and the cascade has no lots),
 * and the value of every criterion for every listed player. It does not
 * refer back to the tournament once computed.
 *
 * **Cascades** are written as FIDE / TRF-2026 descriptors separated by
 * commas (`BH/C1,BH,SB,WIN,LOT`) or as Chinese names
 * (`对手分,中间分,累进分,胜局数,后手胜局数,抽签`), mixed freely, or chosen as a
 * named ruleset (swc_ruleset_get()). Points (`PTS`, 积分, 总积分) always
 * come first and need not be written.
 *
 * **Criteria** (code, Chinese name, value scale):
 * - `PTS` 积分 — points, tenths (scale 10).
 * - `DE` 直胜 / 直胜分 — direct encounter among the players tied so far
 *   (C.07 art. 6, the "whatever the missing results" rule for Swiss events);
 *   value: place inside the tied group (1, 2 …; lower ranks higher) or 0
 *   when it separated nobody. Forfeits count with `/P`, and in a round
 *   robin (C.07 15, see ::swc_pairings_kind).
 * - `WIN` 胜局数 / 胜局 — games won with or without playing (byes worth a
 *   win count); `WON` games won over the board; `BPG` 后手局数 games played
 *   with black (后手); `BWG` 后手胜局数 games won with black; `WWG` 先手胜局
 *   games won with white / red — counts (scale 1).
 * - `PS` 累进分 — progressive score, tenths; `/C1` drops the score after
 *   round 1.
 * - `REP` rounds one elected to play; `STD` standard points (1/½/0 per
 *   round against the opponent's points, or a draw's value when unplayed),
 *   tenths; `NUM` games played; `VUR` voluntary unplayed rounds (fewer
 *   first).
 * - `BH` 对手分 — Buchholz, tenths; `/C1`, `/C2` cut the lowest values,
 *   `/M1`, `/M2` the lowest and the highest (中间分 / 中间对手分 = `BH/M1`).
 *   Columns are named by the modified form: `BH/M1` 中间分, `BH/C1`
 *   扣除对手分, `BH/C2` 对手分扣除II型.
 *   `FB` Fore Buchholz, tenths. `AOB` average of opponents' Buchholz,
 *   hundredths (scale 100) rounded half up. `/P` (`BH/P`, `BH/C1/P`,
 *   `FB/M1/P` …, as FIDE's list of mandatory tie-breaks MTB26 writes
 *   them): a forfeit is a regular game against the scheduled opponent
 *   (C.07 art. 15, pre-determined pairings): the opponent's adjusted score
 *   counts instead of the dummy opponent, and the round is no voluntary
 *   unplayed round for the cuts.
 * - `SB` 索伯分 — Sonneborn-Berger = Σ opponent's value × own points of that
 *   round, hundredths of point² (scale 100); `/C1` and `/C2` cuts; `/P`
 *   as for `BH`.
 * - `KS` Koya — points scored against opponents who reached 50 % of the
 *   maximum (`/L60` another percentage, `/L+1` half a point more), tenths.
 * - `ARO`, `TPR`, `PTP`, `APRO`, `APPO`, `RTNG` — ratings (scale 1) over
 *   games played over the board; undefined for everybody when a player is
 *   unrated, unless `/U<rating>` says what unrated players count as.
 * - `TPN` 序号 pairing number (lower first); `FOUL` 犯规 fouls set with
 *   swc_player_set_fouls() (fewer first); `LOT` 抽签 drawing of lots from
 *   the seed (reproducible: the same seed gives the same lots).
 * - Xiangqi 2011 tails: `LRB` 逐轮比较 compares the points of the last
 *   round, then the one before, …; `PSR` 去轮累进分 compares the progressive
 *   score without round 1, then without rounds 1 and 2, … Values are places
 *   inside the tied group like `DE`. Both names are this library's labels:
 *   the rules describe the tails but do not name them.
 *
 * **Readings taken for ambiguous terms**:
 * - 对手分扣除I型 is read as `BH/C1` (Buchholz without the lowest value)
 *   and 对手分扣除II型 as `BH/C2`; 扣除对手分 likewise as `BH/C1`. No primary
 *   text defining "type I/II" was available.
 * - 中间分 and 中间对手分 are the median Buchholz `BH/M1`.
 * - 胜局数 is `WIN` (a bye worth a win counts, as the 2011 xiangqi rules
 *   count a bye as a won game); 后手 is black, 先手 / red is white.
 * - 直胜 / 直胜分 is `DE` applied to every tied group, not only to two
 *   players.
 * - Women's places: the women ranked within the first M overall, the first N
 *   of them (ties at the N-th place are all listed).
 * - Rating groups (U1200 …): players rated below the limit; unrated players
 *   and provisional ratings (::SWC_PLAYER_PROVISIONAL) count as unrated and
 *   belong to every rating group.
 *
 * **Unplayed games** (::swc_unplayed_rule): how a round without a game
 * counts for the player's own Buchholz-type values and how an absent player
 * counts as somebody's opponent.
 */
#ifndef SWISSCORE_TIEBREAK_H
#define SWISSCORE_TIEBREAK_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Opaque standings snapshot; free with swc_standings_free(). */
typedef struct swc_standings swc_standings;

/**
 * @brief Rules for unplayed games, for ::swc_standings_options.unplayed.
 */
enum swc_unplayed_rule {
    /** The ruleset's rule; for a cascade typed out, the rule of the named
     *  ruleset with exactly that cascade (对手分,中间分,胜局数,直胜分,索伯分
     *  is fangzhuang-xiangqi's); else ::SWC_UNPLAYED_FIDE2026. */
    SWC_UNPLAYED_DEFAULT = 0,
    /** FIDE C.07 2026: dummy opponent with the player's own score, capped by
     *  the scheduled opponent's adjusted score (forfeits) or by a draw per
     *  round (other unplayed rounds); absent players count their rounds
     *  after the last one played as draws; cuts remove voluntary unplayed
     *  rounds first (16.5). */
    SWC_UNPLAYED_FIDE2026 = 2026,
    /** FIDE C.07 2023 (Sep 2023 – Feb 2026): as 2026 without the caps. */
    SWC_UNPLAYED_FIDE2023 = 2023,
    /** FIDE 2009 virtual opponent: score before the round + the opposite
     *  result + a draw for every later round; as an opponent every unplayed
     *  round counts as a draw; cuts remove the plain lowest values. */
    SWC_UNPLAYED_FIDE2009 = 2009,
    /** Xiangqi rules 2011 (14.4): a bye's missing opponent counts as the
     *  lowest score among players who have scored; forfeits count the
     *  scheduled opponent's score; opponents count at their own score. */
    SWC_UNPLAYED_XIANGQI2011 = 2011
};

/**
 * @brief Kind of pairings, for ::swc_standings_options.pairings.
 *
 * C.07 art. 15: with pre-determined pairings (round robins) a forfeit
 * against the scheduled opponent counts as a regular game. Here that
 * decides whether `DE` counts forfeits (in a Swiss event it leaves them out,
 * art. 6.1.1, unless written `DE/P`).
 */
enum swc_pairings_kind {
    /** Pre-determined when the tournament is paired by Berger tables
     *  (::SWC_SYSTEM_BERGER) or every player can meet every other (planned
     *  rounds at least the number of players minus one), as the FIDE
     *  Technical Commission's calculator decides; otherwise Swiss. */
    SWC_PAIRINGS_AUTO = 0,
    /** A Swiss event: `DE` leaves forfeits out unless written `DE/P`. */
    SWC_PAIRINGS_SWISS = 1,
    /** Pre-determined pairings (round robin): `DE` counts forfeits. */
    SWC_PAIRINGS_PREDETERMINED = 2
};

/** Value of a criterion that is not defined for a player (e.g. ARO without
 *  rated opponents). Such values rank last. */
#define SWC_TB_UNDEFINED INT64_MIN

/**
 * @brief What to compute. Initialise with ::SWC_STANDINGS_OPTIONS_INIT.
 *
 * Give `tiebreaks` or `ruleset` (both NULL: points only, ties shared).
 */
typedef struct swc_standings_options {
    uint32_t struct_size;    /**< sizeof(swc_standings_options). */
    const char *tiebreaks;   /**< Cascade, e.g. "BH/C1,BH,SB,WIN,LOT" or "对手分,中间分,抽签"; NULL for none. */
    const char *ruleset;     /**< Named ruleset (name or Chinese name), used when `tiebreaks` is NULL. */
    int32_t unplayed;        /**< A ::swc_unplayed_rule. */
    uint64_t seed;           /**< Seed of the drawing of lots (`LOT`). */
    const char *group;       /**< Only this registration group (并组: one pairing, separate rankings); NULL = all. */
    uint32_t women_top;      /**< Women's places: list the first N women; 0 = all players. */
    uint32_t women_within;   /**< With women_top: only women placed within the first M overall; 0 = no limit. */
    int32_t rating_below;    /**< Rating group: only players rated below this (unrated included); 0 = all. */
    uint32_t after_round;    /**< Standings after this round; 0 = every round created. */
    int32_t pairings;        /**< A ::swc_pairings_kind (how `DE` treats forfeits). */
} swc_standings_options;

/** Initialiser for ::swc_standings_options. */
#define SWC_STANDINGS_OPTIONS_INIT { (uint32_t)sizeof(swc_standings_options), NULL, NULL, 0, 0u, NULL, 0u, 0u, 0, 0u, 0 }

/** One row of the standings, from swc_standings_row(). */
typedef struct swc_standings_row {
    uint32_t struct_size;  /**< sizeof(swc_standings_row). */
    uint32_t id;           /**< Player id. */
    uint32_t rank;         /**< Place in this list (1-based); players sharing a place have the same rank. */
    uint32_t shared;       /**< 1 when another listed player has the same place. */
    uint32_t by_lot;       /**< 1 when the drawing of lots decided between this player and another. */
    uint32_t overall_rank; /**< Place among all players of the tournament. */
} swc_standings_row;

/** Initialiser for ::swc_standings_row. */
#define SWC_STANDINGS_ROW_INIT { (uint32_t)sizeof(swc_standings_row), 0u, 0u, 0u, 0u, 0u }

/** Description of one column (criterion) of the standings. */
typedef struct swc_criterion_info {
    uint32_t struct_size;  /**< sizeof(swc_criterion_info). */
    const char *code;      /**< Descriptor as applied, e.g. "BH/C1" (borrowed from the standings). */
    const char *name_zh;   /**< Chinese name, e.g. "对手分" (static). */
    const char *type;      /**< C.07 type letters ("A", "B", "C", "BC" …) or "-" (static). */
    int32_t scale;         /**< Values are in units of 1/scale: 1, 10 or 100. */
    int32_t decimals;      /**< Decimals to print: log10(scale). */
    int32_t ascending;     /**< 1 when lower values rank higher. */
} swc_criterion_info;

/** Initialiser for ::swc_criterion_info. */
#define SWC_CRITERION_INFO_INIT { (uint32_t)sizeof(swc_criterion_info), NULL, NULL, NULL, 0, 0, 0 }

/** A named ruleset, from swc_ruleset_get(). */
typedef struct swc_ruleset_info {
    uint32_t struct_size;   /**< sizeof(swc_ruleset_info). */
    const char *name;       /**< Name to pass as ::swc_standings_options.ruleset, e.g. "jingkai-grading". */
    const char *name_zh;    /**< Chinese name. */
    const char *tiebreaks;  /**< Its cascade as written in the source. */
    int32_t unplayed;       /**< Its ::swc_unplayed_rule. */
    int32_t lots;           /**< 1 when remaining ties are broken by lots, 0 when they share the place. */
    const char *description; /**< One English sentence. */
} swc_ruleset_info;

/** Initialiser for ::swc_ruleset_info. */
#define SWC_RULESET_INFO_INIT { (uint32_t)sizeof(swc_ruleset_info), NULL, NULL, NULL, 0, 0, NULL }

/**
 * @brief Compute standings.
 * @param out receives the new standings; NULL on failure.
 * @param t the tournament (only its message changes).
 * @param opts options, or NULL for points only.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL handle, bad `struct_size`, a cascade
 *         that does not parse, an unknown unplayed rule; the message says
 *         which tie-break), ::SWC_ENOTFOUND (unknown ruleset or group),
 *         ::SWC_ERANGE (after_round beyond the rounds created) or
 *         ::SWC_ENOMEM.
 */
SWC_API int swc_standings_compute(swc_standings **out, swc_tournament *t, const swc_standings_options *opts);

/**
 * @brief Free standings. NULL is accepted.
 * @param s the standings.
 */
SWC_API void swc_standings_free(swc_standings *s);

/**
 * @brief Number of rows (listed players).
 * @param s the standings (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_standings_count(const swc_standings *s);

/**
 * @brief One row, in ranking order.
 * @param out filled in; its `struct_size` must be set.
 * @param s the standings.
 * @param row 0-based row.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (row out of range).
 */
SWC_API int swc_standings_row_get(swc_standings_row *out, const swc_standings *s, uint32_t row);

/**
 * @brief Number of columns: PTS first, then one per tie-break applied.
 * @param s the standings (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_standings_criteria_count(const swc_standings *s);

/**
 * @brief Describe one column.
 * @param out filled in; its `struct_size` must be set. Strings are valid
 *        until the standings are freed.
 * @param s the standings.
 * @param column 0-based column (0 = PTS).
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_standings_criterion(swc_criterion_info *out, const swc_standings *s, uint32_t column);

/**
 * @brief The value of one column for one row, as an exact integer.
 * @param out receives the value in units of 1/scale (see
 *        ::swc_criterion_info), or ::SWC_TB_UNDEFINED.
 * @param s the standings.
 * @param row 0-based row.
 * @param column 0-based column.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_standings_value(int64_t *out, const swc_standings *s, uint32_t row, uint32_t column);

/**
 * @brief The rule for unplayed games the standings were computed with.
 * That is ::swc_standings_options.unplayed when set, else the ruleset's
 * rule, else (for a cascade typed out) the rule of the named ruleset whose
 * cascade it is exactly, else ::SWC_UNPLAYED_FIDE2026.
 * @param s the standings.
 * @return a ::swc_unplayed_rule other than ::SWC_UNPLAYED_DEFAULT; 0 for NULL.
 */
SWC_API int32_t swc_standings_unplayed_rule(const swc_standings *s);

/**
 * @brief Number of named rulesets.
 * @return the count.
 */
SWC_API uint32_t swc_ruleset_count(void);

/**
 * @brief Describe a named ruleset.
 * @param out filled in; its `struct_size` must be set. Strings are static.
 * @param index 0-based index below swc_ruleset_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_ruleset_get(swc_ruleset_info *out, uint32_t index);

SWC_END_DECLS

#endif /* SWISSCORE_TIEBREAK_H */
