/**
 * @file team.h
 * @brief Team events: teams, their members, line-ups, team matches and team results.
 *
 * A team event is a tournament with a number of boards per match
 * (::SWC_TEAM_BOARDS above 0). Its players are the members of its teams;
 * its individual rounds hold the board games. A team round is created with
 * swc_team_round_create() from its matches and line-ups: the library lays
 * out the board games as the individual round (colours by the board colour
 * sequence, TRF-2026 record 352) and the results are then entered on those
 * games with swc_round_set_result(). Match and game points of a team are
 * derived from the board results, never stored.
 *
 * Teams are numbered 1, 2, 3 … in the order they are added; that number is
 * their pairing number (TRF-2026 record 310). A team that joins after round
 * k has entered late: its earlier rounds count as not entered.
 */
#ifndef SWISSCORE_TEAM_H
#define SWISSCORE_TEAM_H

#include "common.h"
#include "round.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Largest number of boards in a team match. */
#define SWC_MAX_BOARDS 32
/** Largest number of members in one team. */
#define SWC_MAX_TEAM_MEMBERS 64

/**
 * @brief Integer settings of a team event, for swc_team_set_int() / swc_team_get_int().
 *
 * Point values are in tenths (::SWC_POINTS_UNIT). Game points are the
 * individual points of the board games (::SWC_SET_POINTS_WIN and so on).
 */
enum swc_team_setting {
    SWC_TEAM_BOARDS = 1,        /**< Boards per match, 1..::SWC_MAX_BOARDS; 0 (default) = an individual event.
                                     Fixed once a team round exists. */
    SWC_TEAM_MP_WIN = 2,        /**< Match points of a won match (default 20: 2 match points, 场分). */
    SWC_TEAM_MP_DRAW = 3,       /**< Match points of a drawn match (default 10). */
    SWC_TEAM_MP_LOSS = 4,       /**< Match points of a lost match (default 0). */
    SWC_TEAM_PAB_MP = 5,        /**< Match points of the team PAB (TRF-2026 record 320; default: a draw, C.04.6). */
    SWC_TEAM_PAB_GP = 6,        /**< Game points of the team PAB (default: a draw on every board). */
    SWC_TEAM_SYSTEM = 7,        /**< How swc_tournament_pair_next() pairs the teams: a ::swc_team_system
                                     (default ::SWC_TEAM_SWISS_2026). */
    SWC_TEAM_COLOUR_TYPE = 8,   /**< C.04.6 colour preferences (1.7): a ::swc_team_colour_type, type A by default. */
    SWC_TEAM_SCORE_ORDER = 9,   /**< C.04.6 primary score: 0 = match points first (default), 1 = game points first. */
    SWC_TEAM_NO_SECONDARY = 10  /**< C.04.6 4.2.2: 1 = the secondary score does not decide the first-team;
                                     0 (default) = it does. Since 0.4. */
};

/** C.04.6 colour preferences (1.7), for ::SWC_TEAM_COLOUR_TYPE. */
enum swc_team_colour_type {
    SWC_TEAM_COLOURS_A = 0,     /**< Type A preferences (default). */
    SWC_TEAM_COLOURS_B = 1,     /**< Type B preferences: strong and mild. */
    SWC_TEAM_COLOURS_NONE = 2   /**< No colour preferences: [C8] and [C9] never count, article 4 keeps
                                     4.3.1, 4.3.5, 4.3.6, 4.3.8 and 4.3.9. Since 0.4. */
};

/** Team pairing systems, for ::SWC_TEAM_SYSTEM. Acceleration (Baku, C.04.7) is ::SWC_SET_ACCELERATION. */
enum swc_team_system {
    SWC_TEAM_SWISS_2026 = 0,    /**< FIDE Swiss Team Pairing System, C.04.6 (2026). */
    SWC_TEAM_ROUND_ROBIN = 1    /**< Round robin by the Berger tables; rounds past the first cycle repeat it with
                                     colours reversed (a double round robin). */
};

/** How a team match ended when it was not played over the boards (TRF-2026 record 330). */
enum swc_team_match_kind {
    SWC_TEAM_MATCH_PLAYED = 0,         /**< Played on the boards: its result follows the board results. */
    SWC_TEAM_MATCH_FORFEIT_WHITE = 1,  /**< Forfeited by the second team: the first-named team wins ("+-"). */
    SWC_TEAM_MATCH_FORFEIT_BLACK = 2,  /**< Forfeited by the first-named team ("-+"). */
    SWC_TEAM_MATCH_FORFEIT_BOTH = 3    /**< Neither team appeared ("--"): a loss for both. */
};

/**
 * @brief A team: what swc_team_add() takes and swc_team_get_info() gives back.
 *
 * Initialise with ::SWC_TEAM_INFO_INIT. Strings are UTF-8 and copied; NULL
 * means empty. Returned by swc_team_get_info() with borrowed strings.
 */
typedef struct swc_team_info {
    uint32_t struct_size;     /**< sizeof(swc_team_info). */
    const char *name;         /**< Name, e.g. "Beijing" or "北京队"; required, at most 32 characters (TRF-2026 310). */
    const char *short_name;   /**< Short name (TRF-2026 310 nickname), at most 5 characters, or empty. */
    const char *federation;   /**< Federation or club, at most 64 bytes, or empty. */
    uint32_t captain;         /**< Player id of the captain, a member of the team; 0 when none. */
    int32_t strength;         /**< Strength factor (e.g. the average rating of its first boards), 0..9999. */
} swc_team_info;

/** Initialiser for ::swc_team_info. */
#define SWC_TEAM_INFO_INIT { (uint32_t)sizeof(swc_team_info), NULL, NULL, NULL, 0u, 0 }

/**
 * @brief One entry of a team round for swc_team_round_create(): a match or a team bye.
 *
 * A match names two teams; `white` is the first-named team, whose player has
 * the colour of the board colour sequence on each board. A bye names one team
 * (`black` = 0) and its kind. A line-up lists the player ids on boards 1, 2 …
 * (::SWC_TEAM_BOARDS entries, 0 = an empty board); NULL puts the first
 * members in the team's board order.
 */
typedef struct swc_team_match_info {
    uint32_t struct_size;          /**< sizeof(swc_team_match_info). */
    uint32_t white;                /**< First-named team. */
    uint32_t black;                /**< Second team, or 0 for a bye of `white`. */
    int32_t kind;                  /**< A match: a ::swc_team_match_kind. A bye: ::SWC_RK_PAB, ::SWC_RK_FULL_BYE,
                                        ::SWC_RK_HALF_BYE or ::SWC_RK_ZERO_BYE. */
    const uint32_t *white_lineup;  /**< Line-up of `white`, or NULL for its board order (a forfeited match: may be NULL
                                        to name nobody). */
    const uint32_t *black_lineup;  /**< Line-up of `black`, or NULL (as for `white_lineup`). */
} swc_team_match_info;

/** Initialiser for ::swc_team_match_info. */
#define SWC_TEAM_MATCH_INFO_INIT { (uint32_t)sizeof(swc_team_match_info), 0u, 0u, 0, NULL, NULL }

/**
 * @brief A team's round, from swc_team_round_result().
 */
typedef struct swc_team_result {
    uint32_t struct_size;      /**< sizeof(swc_team_result). */
    int32_t kind;              /**< A ::swc_round_kind: PLAYED, FORFEIT_WIN, FORFEIT_LOSS (a forfeited match, or both
                                    forfeited), PAB, FULL_BYE, HALF_BYE, ZERO_BYE, NOT_PAIRED, NOT_ENTERED, WITHDRAWN. */
    uint32_t opponent;         /**< Opposing team, 0 when none. */
    int32_t colour;            /**< ::SWC_COLOUR_WHITE when the team was named first, ::SWC_COLOUR_BLACK second. */
    int32_t match_points;      /**< Match points of the round, in tenths. */
    int32_t game_points;       /**< Game points of the round, in tenths. */
    int32_t opponent_game_points; /**< The opponent's game points, in tenths (0 when none). */
    int32_t complete;          /**< 1 when every board has its result. */
} swc_team_result;

/** Initialiser for ::swc_team_result. */
#define SWC_TEAM_RESULT_INIT { (uint32_t)sizeof(swc_team_result), 0, 0u, 0, 0, 0, 0, 0 }

/**
 * @brief Change an integer setting of a team event.
 * @param t the tournament.
 * @param key a ::swc_team_setting.
 * @param value the new value.
 * @return ::SWC_OK; ::SWC_EINVAL for an unknown key, ::SWC_ERANGE for a value out of range,
 *         ::SWC_ESTATE when the number of boards changes after team rounds or line-ups exist.
 */
SWC_API int swc_team_set_int(swc_tournament *t, int key, int32_t value);

/**
 * @brief Read an integer setting of a team event.
 * @param out receives the value.
 * @param t the tournament.
 * @param key a ::swc_team_setting.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_team_get_int(int32_t *out, const swc_tournament *t, int key);

/**
 * @brief Set the board colour sequence (TRF-2026 record 352).
 *
 * One letter per board, `W` or `B`: the colour of the first-named team's
 * player on that board. Setting the boards resets it to the default, which
 * alternates from `W` (WBWB…).
 * @param t the tournament.
 * @param sequence the letters, as many as ::SWC_TEAM_BOARDS (set the boards first); NULL or "" for the default.
 * @return ::SWC_OK; ::SWC_EINVAL for a bad letter or length; ::SWC_ESTATE once a team round exists.
 */
SWC_API int swc_team_set_colours(swc_tournament *t, const char *sequence);

/**
 * @brief The board colour sequence.
 * @param t the tournament.
 * @return the letters (borrowed, valid until the next change), "" in an individual event.
 */
SWC_API const char *swc_team_colours(const swc_tournament *t);

/**
 * @brief Add a team; it gets the next pairing number.
 *
 * A team added after round k has entered late: rounds 1..k are not entered.
 * @param out_number receives the team number (may be NULL).
 * @param t the tournament.
 * @param info the team; its captain, if any, must be set after its members.
 * @return ::SWC_OK; ::SWC_EINVAL for bad data; ::SWC_ELIMIT; ::SWC_ENOMEM.
 */
SWC_API int swc_team_add(uint32_t *out_number, swc_tournament *t, const swc_team_info *info);

/**
 * @brief Change a team's name, short name, federation, captain or strength.
 * @param t the tournament.
 * @param team the team number.
 * @param info the new data (all fields replace the old ones).
 * @return ::SWC_OK; ::SWC_ENOTFOUND; ::SWC_EINVAL (e.g. a captain who is not a member); ::SWC_ENOMEM.
 */
SWC_API int swc_team_update(swc_tournament *t, uint32_t team, const swc_team_info *info);

/**
 * @brief Number of teams.
 * @param t the tournament.
 * @return the count (0 for NULL or an individual event).
 */
SWC_API uint32_t swc_team_count(const swc_tournament *t);

/**
 * @brief A team's data.
 * @param out receives the data; its strings are borrowed from the tournament until the team changes.
 * @param t the tournament.
 * @param team the team number.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_get_info(swc_team_info *out, const swc_tournament *t, uint32_t team);

/**
 * @brief Set a team's members in board order (the 310 order).
 *
 * The players must exist and belong to no other team. A member who played
 * for the team (appears in a line-up) cannot be removed.
 * @param t the tournament.
 * @param team the team number.
 * @param player_ids member ids, board 1 first; may be NULL when `count` is 0.
 * @param count number of members, at most ::SWC_MAX_TEAM_MEMBERS.
 * @return ::SWC_OK; ::SWC_ENOTFOUND; ::SWC_EINVAL; ::SWC_ESTATE; ::SWC_ENOMEM.
 */
SWC_API int swc_team_set_members(swc_tournament *t, uint32_t team, const uint32_t *player_ids, size_t count);

/**
 * @brief Number of members of a team.
 * @param t the tournament.
 * @param team the team number.
 * @return the count, 0 for an unknown team.
 */
SWC_API uint32_t swc_team_member_count(const swc_tournament *t, uint32_t team);

/**
 * @brief A member of a team, by board order.
 * @param out receives the player id.
 * @param t the tournament.
 * @param team the team number.
 * @param index 0-based position in board order.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_member(uint32_t *out, const swc_tournament *t, uint32_t team, uint32_t index);

/**
 * @brief The team a player belongs to.
 * @param t the tournament.
 * @param player_id the player.
 * @return the team number, 0 when none.
 */
SWC_API uint32_t swc_team_of_player(const swc_tournament *t, uint32_t player_id);

/**
 * @brief Withdraw a team from a round on, or undo it.
 * @param t the tournament.
 * @param team the team number.
 * @param from_round first round the team misses (after the existing ones), or 0 to undo a withdrawal
 *        that has not taken effect yet.
 * @return ::SWC_OK; ::SWC_ENOTFOUND; ::SWC_ERANGE; ::SWC_ESTATE.
 */
SWC_API int swc_team_withdraw(swc_tournament *t, uint32_t team, uint32_t from_round);

/**
 * @brief When a team takes part.
 * @param out_entry receives the first round it takes part in (1 = from the start; may be NULL).
 * @param out_withdrawn receives the first round missed after its withdrawal, 0 when active (may be NULL).
 * @param t the tournament.
 * @param team the team number.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_status(uint32_t *out_entry, uint32_t *out_withdrawn, const swc_tournament *t, uint32_t team);

/**
 * @brief Forbid two teams from being paired with each other in every round
 * (TRF-2026 record 260 in a team event).
 *
 * C.04.6 keeps them apart as it keeps apart teams that have already met: an
 * absolute criterion ([C1]) of the pairing and of swc_check_tournament().
 * A round robin's table is fixed and does not read them.
 * @param t the tournament.
 * @param team_a a team number.
 * @param team_b another team number.
 * @return ::SWC_OK (also when already forbidden), ::SWC_EINVAL (a NULL handle
 *         or the same team twice), ::SWC_ENOTFOUND (no such team) or
 *         ::SWC_ENOMEM; on failure the tournament is unchanged.
 */
SWC_API int swc_team_forbid_pair(swc_tournament *t, uint32_t team_a, uint32_t team_b);

/**
 * @brief Whether two teams are forbidden to meet.
 * @param t the tournament.
 * @param team_a a team number.
 * @param team_b another team number.
 * @return 1 if forbidden, 0 if not (also for unknown teams or a NULL handle).
 */
SWC_API int swc_team_is_forbidden(const swc_tournament *t, uint32_t team_a, uint32_t team_b);

/**
 * @brief The number of forbidden team pairs.
 * @param t the tournament.
 * @return the count, 0 for NULL or an individual event.
 */
SWC_API uint32_t swc_team_forbidden_count(const swc_tournament *t);

/**
 * @brief One forbidden team pair, in order of the smaller team number, then the larger.
 * @param out_a receives the smaller team number.
 * @param out_b receives the larger one.
 * @param t the tournament.
 * @param index 0 .. swc_team_forbidden_count() - 1.
 * @return ::SWC_OK, ::SWC_EINVAL (a NULL pointer or handle) or ::SWC_ERANGE.
 */
SWC_API int swc_team_forbidden(uint32_t *out_a, uint32_t *out_b, const swc_tournament *t, uint32_t index);

/**
 * @brief Mark a team absent for a round not created yet: a requested bye.
 *
 * When that round is paired (swc_tournament_pair_next()) the team is not
 * paired and gets the bye: its match and game points are those of the
 * team byes (full-point, half-point or zero-point, TRF-2026 240 naming
 * teams); in a round robin its scheduled opponent has the round off.
 * @param t the tournament.
 * @param team the team number.
 * @param round the round (after the existing ones).
 * @param kind ::SWC_RK_ZERO_BYE, ::SWC_RK_HALF_BYE or ::SWC_RK_FULL_BYE;
 *        ::SWC_RK_NONE cancels an earlier request.
 * @return ::SWC_OK, ::SWC_EINVAL (a NULL handle or another kind),
 *         ::SWC_ENOTFOUND (no such team), ::SWC_ERANGE (a round outside
 *         1..::SWC_MAX_ROUNDS), ::SWC_ESTATE (the round exists) or
 *         ::SWC_ENOMEM; on failure the tournament is unchanged.
 */
SWC_API int swc_team_request_bye(swc_tournament *t, uint32_t team, uint32_t round, int kind);

/**
 * @brief The bye a team asked for in a round (swc_team_request_bye()).
 *
 * For a round that exists it is the team's own full-point, half-point or
 * zero-point bye in that round.
 * @param out_kind receives ::SWC_RK_ZERO_BYE, ::SWC_RK_HALF_BYE,
 *        ::SWC_RK_FULL_BYE or ::SWC_RK_NONE.
 * @param t the tournament.
 * @param team the team number.
 * @param round the round (from 1).
 * @return ::SWC_OK, ::SWC_EINVAL (a NULL pointer or handle) or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_get_bye_request(int32_t *out_kind, const swc_tournament *t, uint32_t team, uint32_t round);

/**
 * @brief Create the next round of a team event from its matches, line-ups and byes.
 *
 * Every team that has entered and not withdrawn must be in exactly one entry
 * (a team not listed is an error); teams not entered yet or withdrawn are
 * filled in. The individual round is laid out board by board: match after
 * match, boards 1..::SWC_TEAM_BOARDS, the first-named team's player taking
 * the colour of the sequence. A board with one player is a forfeit win for
 * him; in a forfeited match named players get forfeit results. Members not
 * in a line-up are not paired.
 * @param out receives the new individual round (may be NULL).
 * @param t the tournament.
 * @param entries the matches and byes.
 * @param count number of entries.
 * @return ::SWC_OK; ::SWC_EINVAL (a player in a line-up of a team he is not a member of, twice, …);
 *         ::SWC_ESTATE (no boards set, previous round incomplete); ::SWC_ENOMEM. Nothing changes on failure.
 */
SWC_API int swc_team_round_create(swc_round **out, swc_tournament *t, const swc_team_match_info *entries,
                                  size_t count);

/**
 * @brief Number of matches and byes of a team round.
 * @param t the tournament.
 * @param round the round number.
 * @return the count, 0 when the round has no team pairing.
 */
SWC_API uint32_t swc_team_match_count(const swc_tournament *t, uint32_t round);

/**
 * @brief One match or bye of a team round, as swc_team_round_create() took it.
 *
 * The matches come first, in the order they were given (the order of the
 * tables, by which the tool numbers them), then the byes in theirs.
 * The line-ups are not given here (`white_lineup` and `black_lineup` are
 * NULL): read them with swc_team_lineup().
 * @param out receives the entry.
 * @param t the tournament.
 * @param round the round number.
 * @param index 0-based entry.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_match_get(swc_team_match_info *out, const swc_tournament *t, uint32_t round, uint32_t index);

/**
 * @brief A team's line-up in a round: the player id on each board.
 * @param out_ids receives one id per board (0 = an empty board); ::SWC_TEAM_BOARDS entries.
 * @param cap number of entries `out_ids` holds.
 * @param t the tournament.
 * @param round the round number.
 * @param team the team number.
 * @return the number of boards written; 0 when the team played no match that round or a forfeited
 *         match named nobody; ::SWC_EINVAL, or ::SWC_EBUFSIZE when `cap` is below the number of boards.
 */
SWC_API int swc_team_lineup(uint32_t *out_ids, size_t cap, const swc_tournament *t, uint32_t round, uint32_t team);

/**
 * @brief The board of the individual round on which a team's board was played.
 * @param out receives the 1-based board of swc_tournament_round(), 0 when that board had no game.
 * @param t the tournament.
 * @param round the round number.
 * @param team the team number.
 * @param board the team's board, 1..::SWC_TEAM_BOARDS.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (the team had no match that round).
 */
SWC_API int swc_team_board(uint32_t *out, const swc_tournament *t, uint32_t round, uint32_t team, uint32_t board);

/**
 * @brief A team's result in one round, derived from its board results.
 *
 * Game points are the sum of the points of its players on its boards (an
 * empty board gives nothing, a board forfeit the forfeit value); a
 * forfeited match gives the winner a win on every board. Match points
 * compare the two teams' game points.
 * @param out receives the result.
 * @param t the tournament.
 * @param team the team number.
 * @param round the round number.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_round_result(swc_team_result *out, const swc_tournament *t, uint32_t team, uint32_t round);

/**
 * @brief A team's match points and game points after a round.
 * @param out_match_points receives the match points in tenths (may be NULL).
 * @param out_game_points receives the game points in tenths (may be NULL).
 * @param t the tournament.
 * @param team the team number.
 * @param after_round rounds 1..after_round count (clamped to the rounds that exist).
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_team_score(int32_t *out_match_points, int32_t *out_game_points, const swc_tournament *t,
                           uint32_t team, uint32_t after_round);

/**
 * @brief Change a team's line-up in the last round, before its match has results; or hand in its line-up
 * for the next round, before that round is paired.
 *
 * In the last round the round is laid out again from its matches
 * (swc_team_round_create()): the boards of the other matches keep their
 * results (a result belongs to its two players, whatever board number the
 * game now has); the round keeps its handle. Boards past `count` are empty.
 *
 * For the next round (the rounds created + 1; since 0.4) the line-up is
 * kept with the team until that round is created: swc_team_round_create()
 * and swc_tournament_pair_next() give it to the team's side of a played
 * match that names no line-up, and the round's creation drops every
 * line-up handed in (so does deleting a round). Calling again replaces it;
 * a line-up naming nobody (`count` 0) withdraws it. Read it with
 * swc_team_next_lineup(); the files keep it.
 * @param t the tournament.
 * @param round the last round (only its line-ups change) or the next one.
 * @param team the team number; it must play a match, not forfeited, with no result yet on its boards.
 * @param player_ids the player on each board, board 1 first (0 = an empty board); may be NULL when `count` is 0.
 * @param count number of boards given, at most ::SWC_TEAM_BOARDS.
 * @return ::SWC_OK; ::SWC_EINVAL (a player of another team, twice, too many boards); ::SWC_ENOTFOUND (no such
 *         team or player, or the team has no match); ::SWC_ESTATE (neither the last round nor the next, the match
 *         is forfeited or has results, an earlier round lacks results, the team or a player cannot play the next
 *         round); ::SWC_ENOMEM. Nothing changes on failure.
 */
SWC_API int swc_team_set_lineup(swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *player_ids,
                                size_t count);

/**
 * @brief The line-up a team handed in for the next round (swc_team_set_lineup()), before that round exists.
 *
 * swc_team_lineup() gives the line-ups of the rounds created; this one the
 * line-up the next round will take for the team when it is created. Since 0.4.
 * @param out_ids receives one player id per board (0 = an empty board); ::SWC_TEAM_BOARDS entries.
 * @param cap number of entries `out_ids` holds.
 * @param t the tournament.
 * @param team the team number.
 * @return the number of boards written; 0 when the team handed in none (or there is no such team);
 *         ::SWC_EINVAL, or ::SWC_EBUFSIZE when `cap` is below the number of boards.
 */
SWC_API int swc_team_next_lineup(uint32_t *out_ids, size_t cap, const swc_tournament *t, uint32_t team);

/**
 * @brief Forfeit a whole match of the last round, or have it played again (TRF-2026 record 330).
 *
 * The round is laid out again from its matches as swc_team_set_lineup() does:
 * the boards of the other matches keep their results (a result belongs to its
 * two players) and the round keeps its handle. A match that becomes forfeited
 * names nobody: its line-ups are dropped and its result follows `kind` (the
 * winner wins on every board). A forfeited match played again takes the
 * line-ups it kept, or else its teams' board order, with no results yet.
 * Since 0.4.
 * @param t the tournament.
 * @param round the last round.
 * @param team either team of the match.
 * @param kind a ::swc_team_match_kind: ::SWC_TEAM_MATCH_PLAYED, or forfeited by the second team
 *        (::SWC_TEAM_MATCH_FORFEIT_WHITE), the first-named team (::SWC_TEAM_MATCH_FORFEIT_BLACK) or both
 *        (::SWC_TEAM_MATCH_FORFEIT_BOTH); the kind the match has already is ::SWC_OK and changes nothing.
 * @return ::SWC_OK; ::SWC_EINVAL (a NULL handle, an unknown kind); ::SWC_ENOTFOUND (no such team, or the team has
 *         no match in the round, e.g. a bye); ::SWC_ESTATE (not a team event, not the last round, results of play
 *         on the match's boards: clear them first); ::SWC_ENOMEM. Nothing changes on failure.
 */
SWC_API int swc_team_set_match_kind(swc_tournament *t, uint32_t round, uint32_t team, int32_t kind);

SWC_END_DECLS

#endif
