/**
 * @file teamtiebreak.h
 * @brief Team standings: match points, game points and the team tie-breaks of C.07 (2026).
 *
 * A team standings object is a snapshot of a team event (::SWC_TEAM_BOARDS
 * above 0): the teams in ranking order, their places, and the value of
 * every code of the cascade for every team. It does not refer back to the
 * tournament once computed.
 *
 * **Cascades** are written as C.07 and TRF-2026 (records 202/212) write
 * them, separated by commas: `PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC`. The
 * primary score (`PTS:MP` match points 场分, `PTS:GP` game points 局分)
 * comes first; when it is not written, `PTS:MP` is. Codes without `:MP` or
 * `:GP` read the primary score. A `/V2026` suffix is accepted and ignored.
 * Chinese names may stand for codes: 场分 and 局分 (the first one named is
 * the primary score, the other one then MPVGP), 对手分 (`BH` of the primary
 * score), 中间分 (`BH/M1`), 扣除对手分 (`BH/C1`), 直胜 (`DE`), 台次分 (`BC`),
 * 累进分 (`PS`), 胜场数 (`WIN:MP`), 胜局数 (`WIN:GP`), 索伯分 (`EMGSB`),
 * 科亚分 (`KS`).
 *
 * **Named rulesets** (swc_team_ruleset_get()) give whole cascades:
 * `fide-team-2026`, `fide-team-rr-2026`, `fide-team-gp-2026` and
 * `chinese-team` (中国团体赛: 场分, 局分, 对手分, 直胜, 台次分). An organiser
 * who wants another order writes the cascade instead. Without a cascade the
 * event's own one is used: its TRF-2026 212 record (else 202), else
 * `fide-team-rr-2026` for a round robin and `fide-team-2026` otherwise.
 *
 * **Codes** (value scale in brackets):
 * - `PTS:MP`, `PTS:GP` — match and game points (10: tenths).
 * - `MPVGP` — the other score: game points when the primary is match points (10).
 * - `WIN:MP`, `WIN:GP` — matches won, boards won, with or without playing; `WON:MP`, `WON:GP` —
 *   over the board only (1).
 * - `PS:MP`, `PS:GP` — progressive scores; `KS:MP`, `KS:GP` — Koya (10).
 * - `BH:MP`, `BH:GP` with `/C1`, `/C2`, `/M1` …, `FB:MP`, `FB:GP` — Buchholz and Fore Buchholz of
 *   the opponents' match or game points, the unplayed rounds as C.07 (2026) Art. 16 says (10).
 * - `AOB:MP`, `AOB:GP` — average of the opponents' Buchholz, rounded half up (100: hundredths).
 * - `EMMSB`, `EMGSB`, `EGMSB`, `EGGSB` (with `/C1` …) — extended Sonneborn-Berger: the opponent's
 *   match (M) or game (G) points times the team's own match or game points in that round (100).
 * - `SSSC` — score-strength combination: the other score plus the primary Buchholz divided by the
 *   rounds' worth (100); `/F` takes the Fore Buchholz, `/K4` divides by 4 (any `/K<n>`, n ≥ 1).
 * - `BC` — board count: Σ board number × game points on that board; lower ranks higher (10).
 * - `EDE`, `EDE/P`, `EDEC`, `EDET`, `EDEB`, `EDEBT`, `EDEBB`, `DE`, `DE/P` — (extended) direct
 *   encounter; `TBR` top board result, `BBE` bottom board elimination. Their value is the place
 *   inside the group tied before them (1, 2 …), 0 when they separated nobody (1).
 * - `/P` (as FIDE's list of mandatory tie-breaks MTB26 writes it) on the `BH`, `FB` and extended
 *   SB forms, on `SSSC` and on the `EDE` forms: forfeited matches count as regular matches against
 *   the scheduled opponent, as C.07 (2026) Art. 15 says for pre-determined pairings — the
 *   opponent's adjusted score instead of the dummy (Art. 16.4), no voluntary unplayed round for
 *   the cuts (16.5), the forfeit in the direct encounter. It applies to that code only; a round
 *   robin reads every code so already. Modifiers come in the order `/C1` or `/M1`, `/F`, `/P`,
 *   `/K4` (`BH:MP/C1/P`, `SSSC/F/P/K4`); other codes refuse `/P`.
 *
 * Where this library reads a rule differently from FIDE's tie-break calculator
 * (TieBreakServer), doc/teams.md says so article by article.
 */
#ifndef SWISSCORE_TEAMTIEBREAK_H
#define SWISSCORE_TEAMTIEBREAK_H

#include "common.h"
#include "tiebreak.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Team standings: an opaque snapshot. */
typedef struct swc_team_standings swc_team_standings;

/** One row of the team standings, from swc_team_standings_get(). */
typedef struct swc_team_standing {
    uint32_t struct_size;  /**< sizeof(swc_team_standing). */
    uint32_t team;         /**< Team number (pairing number). */
    uint32_t rank;         /**< Place (1-based); teams sharing a place have the same rank. */
    uint32_t shared;       /**< 1 when another team has the same place. */
} swc_team_standing;

/** Initialiser for ::swc_team_standing. */
#define SWC_TEAM_STANDING_INIT { (uint32_t)sizeof(swc_team_standing), 0u, 0u, 0u }

/**
 * @brief Compute the team standings.
 * @param out receives the new standings; NULL on failure.
 * @param t a team event.
 * @param tiebreaks the cascade, e.g. "PTS:MP,MPVGP,EDE,BH:MP/C1" or "场分,局分,直胜", or the name of a
 *        ruleset ("chinese-team", "中国团体赛"); NULL or "" for the event's own (see above).
 * @param after_round standings after this round; 0 for every round created.
 * @return ::SWC_OK; ::SWC_EINVAL (bad handle, unknown code: the message says which);
 *         ::SWC_ESTATE when the tournament is not a team event; ::SWC_ENOMEM.
 */
SWC_API int swc_team_standings_new(swc_team_standings **out, swc_tournament *t, const char *tiebreaks,
                                   uint32_t after_round);

/**
 * @brief Free team standings.
 * @param s the standings, or NULL.
 */
SWC_API void swc_team_standings_free(swc_team_standings *s);

/**
 * @brief Number of rows (teams).
 * @param s the standings.
 * @return the count, 0 for NULL.
 */
SWC_API uint32_t swc_team_standings_count(const swc_team_standings *s);

/**
 * @brief One row, in ranking order.
 * @param out receives the row.
 * @param s the standings.
 * @param row 0-based row.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_standings_get(swc_team_standing *out, const swc_team_standings *s, uint32_t row);

/**
 * @brief Number of columns: the codes of the cascade, the primary score first.
 * @param s the standings.
 * @return the count, 0 for NULL.
 */
SWC_API uint32_t swc_team_standings_columns(const swc_team_standings *s);

/**
 * @brief Describe one column.
 * @param out receives the code as applied (e.g. "BH:MP/C1"), its Chinese name, C.07 type, scale and order;
 *        its strings are borrowed from the standings.
 * @param s the standings.
 * @param column 0-based column.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_standings_column(swc_criterion_info *out, const swc_team_standings *s, uint32_t column);

/**
 * @brief The value of one column for one row.
 * @param out receives the value in units of 1/scale (see swc_team_standings_column()), or
 *        ::SWC_TB_UNDEFINED.
 * @param s the standings.
 * @param row 0-based row.
 * @param column 0-based column.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_standings_value(int64_t *out, const swc_team_standings *s, uint32_t row, uint32_t column);

/**
 * @brief The cascade the standings were computed with, as given, read from the event or named.
 * @param s the standings.
 * @return the cascade text (borrowed from the standings), "" for NULL.
 */
SWC_API const char *swc_team_standings_cascade(const swc_team_standings *s);

/**
 * @brief Number of named team rulesets.
 * @return the count.
 */
SWC_API uint32_t swc_team_ruleset_count(void);

/**
 * @brief One named team ruleset.
 * @param out receives its name, Chinese name, cascade and description (static strings); `unplayed`
 *        is 2026 (C.07 2026) and `lots` 0.
 * @param index 0-based, below swc_team_ruleset_count().
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_ruleset_get(swc_ruleset_info *out, uint32_t index);

/** Board prizes: the players of one board ranked by percentage (opaque). */
typedef struct swc_board_ranking swc_board_ranking;

/** One player of a board ranking, from swc_board_ranking_get(). */
typedef struct swc_board_rank {
    uint32_t struct_size;  /**< sizeof(swc_board_rank). */
    uint32_t player;       /**< Player id. */
    uint32_t team;         /**< The team he played that board for (the last one, should it change). */
    uint32_t rank;         /**< Place (1-based); players sharing a place have the same rank. */
    uint32_t shared;       /**< 1 when another player has the same place. */
    uint32_t games;        /**< Games played over the board on this board. */
    int32_t points;        /**< Points of those games, in tenths. */
    int32_t percent;       /**< points ÷ (games × a win's points), in hundredths of a percent (8333 = 83.33 %). */
} swc_board_rank;

/** Initialiser for ::swc_board_rank. */
#define SWC_BOARD_RANK_INIT { (uint32_t)sizeof(swc_board_rank), 0u, 0u, 0u, 0u, 0u, 0, 0 }

/**
 * @brief Rank the players of one board for the board prizes: by percentage on that board, then points,
 *        then games.
 *
 * Only games played over the board on that board count (forfeits and byes do not); players with fewer
 * than `min_games` such games are left out (the usual board-prize condition, e.g. 80 % of the rounds).
 * @param out receives the ranking; NULL on failure.
 * @param t a team event.
 * @param board the board, 1..::SWC_TEAM_BOARDS.
 * @param min_games the minimum number of games; 0 or 1 lists everyone who played that board.
 * @param after_round count rounds 1..after_round; 0 for every round.
 * @return ::SWC_OK; ::SWC_EINVAL; ::SWC_ESTATE (not a team event); ::SWC_ERANGE (no such board); ::SWC_ENOMEM.
 */
SWC_API int swc_board_ranking_new(swc_board_ranking **out, swc_tournament *t, uint32_t board, uint32_t min_games,
                                  uint32_t after_round);

/**
 * @brief Free a board ranking.
 * @param r the ranking, or NULL.
 */
SWC_API void swc_board_ranking_free(swc_board_ranking *r);

/**
 * @brief Number of players in a board ranking.
 * @param r the ranking.
 * @return the count, 0 for NULL.
 */
SWC_API uint32_t swc_board_ranking_count(const swc_board_ranking *r);

/**
 * @brief One player of a board ranking, in ranking order.
 * @param out receives the row.
 * @param r the ranking.
 * @param row 0-based row.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_board_ranking_get(swc_board_rank *out, const swc_board_ranking *r, uint32_t row);

SWC_END_DECLS

#endif
