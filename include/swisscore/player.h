/**
 * @file player.h
 * @brief Players: registration, their data, status changes and their record.
 *
 * Every player has a stable integer id (1, 2, 3 … in the order of addition,
 * or the starting rank of a TRF file another program wrote; TRF files the
 * library writes and JSON documents keep ids) that never changes, and a tournament
 * pairing number (TPN) that follows the C.04.2 order (rating, title, name)
 * and may change when late entries arrive. Player handles are borrowed from
 * the tournament and stay valid until it is freed.
 */
#ifndef SWISSCORE_PLAYER_H
#define SWISSCORE_PLAYER_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Opaque player handle, owned by its tournament. */
typedef struct swc_player swc_player;

/** Flags of ::swc_player_info. */
enum swc_player_flag {
    SWC_PLAYER_PROVISIONAL = 1u << 0, /**< The rating is provisional (e.g. "1650p"): it counts as unrated for rating groups. */
    SWC_PLAYER_MEMBER = 1u << 1       /**< Member of the organising body (season points). */
};

/**
 * @brief What is known about a player when adding or changing him or her.
 *
 * Initialise with ::SWC_PLAYER_INFO_INIT. Strings are UTF-8 and copied; NULL
 * means empty. Returned by swc_player_get_info() with borrowed strings.
 */
typedef struct swc_player_info {
    uint32_t struct_size;     /**< sizeof(swc_player_info). */
    const char *name;         /**< Name, e.g. "Carlsen, Magnus" or "王天一"; required, at most 255 bytes. */
    int32_t rating;           /**< Rating, 0 = unrated; 0..9999. */
    uint32_t flags;           /**< ::swc_player_flag bits. */
    const char *title;        /**< FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM) or empty. */
    const char *federation;   /**< Federation or province, e.g. "CHN" or "北京". */
    const char *fide_id;      /**< FIDE id, digits only, or empty. */
    int32_t sex;              /**< 'm', 'w' (or 'f'), or 0 when unknown. */
    const char *birth_date;   /**< Birth date, "YYYY/MM/DD" or "YYYY", or empty. */
    const char *group;        /**< Registration group in a merged event, e.g. "公开组", or empty. */
    const char *tags;         /**< Free-form category tags separated by commas, or empty. */
    const char *cn_title;     /**< Chinese Chess Association title or grade, e.g. "棋协大师", "候补棋协大师",
                                   "一级棋士" … "十五级棋士", "无级"; or empty. At most 64 bytes. */
} swc_player_info;

/** Initialiser for ::swc_player_info. */
#define SWC_PLAYER_INFO_INIT { (uint32_t)sizeof(swc_player_info), NULL, 0, 0u, NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL }

/**
 * @brief The kind of one round in a player's record.
 */
enum swc_round_kind {
    SWC_RK_NONE = 0,          /**< The round does not exist yet. */
    SWC_RK_PLAYED = 1,        /**< Game played (or adjourned, or pending a result). */
    SWC_RK_FORFEIT_WIN = 2,   /**< Scheduled game won by forfeit. */
    SWC_RK_FORFEIT_LOSS = 3,  /**< Scheduled game lost by forfeit (also a double forfeit). */
    SWC_RK_PAB = 4,           /**< Pairing-allocated bye. */
    SWC_RK_FULL_BYE = 5,      /**< Requested full-point bye. */
    SWC_RK_HALF_BYE = 6,      /**< Requested half-point bye. */
    SWC_RK_ZERO_BYE = 7,      /**< Zero-point bye (known absence). */
    SWC_RK_NOT_PAIRED = 8,    /**< Not paired, nothing recorded (blank in TRF); scores as a zero-point bye. */
    SWC_RK_NOT_ENTERED = 9,   /**< Round before a late entry. */
    SWC_RK_WITHDRAWN = 10     /**< Round after withdrawal. */
};

/**
 * @brief One round of a player's record, from swc_player_round().
 */
typedef struct swc_player_round_info {
    uint32_t struct_size;  /**< sizeof(swc_player_round_info). */
    int32_t kind;          /**< A ::swc_round_kind. */
    uint32_t opponent;     /**< Opponent's id, 0 when none. */
    int32_t colour;        /**< ::swc_colour on board 1 (scheduled colour for forfeits). */
    uint32_t board;        /**< Board number (1-based) in that round, 0 when none. */
    int32_t points;        /**< Points scored in the round, in tenths (both games in dual-board events). */
    int32_t result[2];     /**< Per game: the ::swc_result of the board, ::SWC_RESULT_NONE when none. */
} swc_player_round_info;

/** Initialiser for ::swc_player_round_info. */
#define SWC_PLAYER_ROUND_INFO_INIT { (uint32_t)sizeof(swc_player_round_info), 0, 0u, 0, 0u, 0, { 0, 0 } }

/**
 * @brief Register a player.
 *
 * With ::SWC_TPN_AUTO the TPNs of all players are recomputed (rating
 * descending, then title, then name). A player added after rounds exist is a
 * late entry: the rounds already created count as ::SWC_RK_NOT_ENTERED.
 * @param out_id receives the new player's id (may be NULL).
 * @param t the tournament.
 * @param info the player's data.
 * @return ::SWC_OK, ::SWC_EINVAL (bad info, invalid UTF-8, empty name),
 *         ::SWC_ERANGE (rating), ::SWC_ELIMIT (too many players, text too
 *         long) or ::SWC_ENOMEM.
 */
SWC_API int swc_player_add(uint32_t *out_id, swc_tournament *t, const swc_player_info *info);

/**
 * @brief Change a player's data (same rules as swc_player_add()).
 * @param p the player.
 * @param info the new data; all fields are replaced.
 * @return as swc_player_add(); ::SWC_ESTATE when the change of rating, title
 *         or name would renumber TPNs after a round was created.
 */
SWC_API int swc_player_update(swc_player *p, const swc_player_info *info);

/**
 * @brief The player with this id.
 * @param t the tournament.
 * @param id the player's id.
 * @return a borrowed handle, or NULL for an unknown id or NULL tournament.
 */
SWC_API swc_player *swc_tournament_player(const swc_tournament *t, uint32_t id);

/**
 * @brief The player with this tournament pairing number.
 * @param t the tournament.
 * @param tpn 1-based pairing number.
 * @return a borrowed handle, or NULL.
 */
SWC_API swc_player *swc_tournament_player_by_tpn(const swc_tournament *t, uint32_t tpn);

/**
 * @brief A player's stable id.
 * @param p the player (NULL gives 0).
 * @return the id.
 */
SWC_API uint32_t swc_player_id(const swc_player *p);

/**
 * @brief A player's current tournament pairing number.
 * @param p the player (NULL gives 0).
 * @return the 1-based TPN.
 */
SWC_API uint32_t swc_player_tpn(const swc_player *p);

/**
 * @brief A player's name.
 * @param p the player.
 * @return a borrowed UTF-8 string ("" for NULL), valid until the player changes.
 */
SWC_API const char *swc_player_name(const swc_player *p);

/**
 * @brief A player's rating.
 * @param p the player.
 * @return the rating, 0 when unrated or for NULL.
 */
SWC_API int32_t swc_player_rating(const swc_player *p);

/**
 * @brief All of a player's data.
 * @param out filled in; its `struct_size` must be set by the caller. Strings
 *        are borrowed from the player and valid until it changes.
 * @param p the player.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_info(swc_player_info *out, const swc_player *p);

/**
 * @brief Withdraw a player from round `from_round` on.
 *
 * Rounds from `from_round` are not paired for the player; rounds already
 * created from that round on must not contain him or her in a game.
 * @param p the player.
 * @param from_round first round missed (1-based); must be after the last
 *        round in which the player has a game.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ERANGE or ::SWC_ESTATE.
 */
SWC_API int swc_player_withdraw(swc_player *p, uint32_t from_round);

/**
 * @brief Undo a withdrawal for rounds not yet created.
 * @param p the player.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ESTATE (rounds after the
 *         withdrawal already exist).
 */
SWC_API int swc_player_reinstate(swc_player *p);

/**
 * @brief Round from which a player takes part (late entry).
 *
 * Rounds before it count as ::SWC_RK_NOT_ENTERED and score
 * ::SWC_SET_POINTS_NOT_ENTERED each. Only rounds not yet created may change.
 * @param p the player.
 * @param from_round first round played (1 = from the start).
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ERANGE or ::SWC_ESTATE.
 */
SWC_API int swc_player_set_entry_round(swc_player *p, uint32_t from_round);

/**
 * @brief Mark a player absent for a future round (a check-in event).
 *
 * When that round is created the player is not paired and gets the bye.
 * @param p the player.
 * @param round the round (must not exist yet).
 * @param kind ::SWC_RK_ZERO_BYE, ::SWC_RK_HALF_BYE or ::SWC_RK_FULL_BYE;
 *        ::SWC_RK_NONE cancels an earlier request.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ERANGE, ::SWC_ESTATE or ::SWC_ENOMEM.
 */
SWC_API int swc_player_request_bye(swc_player *p, uint32_t round, int kind);

/**
 * @brief The round from which a player is withdrawn (swc_player_withdraw()).
 * @param out_from_round receives the first round missed, 0 when the player
 *        is not withdrawn.
 * @param p the player.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_withdrawal(uint32_t *out_from_round, const swc_player *p);

/**
 * @brief The first round a player takes part in (swc_player_set_entry_round()).
 * @param out receives the round, 1 for a player there from the start.
 * @param p the player.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_entry_round(uint32_t *out, const swc_player *p);

/**
 * @brief The bye requested for a round (swc_player_request_bye()).
 * Requests stay recorded when the round is created.
 * @param out_kind receives ::SWC_RK_ZERO_BYE, ::SWC_RK_HALF_BYE,
 *        ::SWC_RK_FULL_BYE or ::SWC_RK_NONE when none was requested.
 * @param p the player.
 * @param round 1-based round.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_bye_request(int32_t *out_kind, const swc_player *p, uint32_t round);

/**
 * @brief One round of a player's record.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param p the player.
 * @param round 1-based round number.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (no such round).
 */
SWC_API int swc_player_round(swc_player_round_info *out, const swc_player *p, uint32_t round);

/**
 * @brief A player's score after a round, in tenths of a point.
 * @param out receives the score (acceleration points excluded).
 * @param p the player.
 * @param after_round 0 for the start, up to the number of rounds created.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND.
 */
SWC_API int swc_player_score(int32_t *out, const swc_player *p, uint32_t after_round);

/**
 * @brief Set acceleration (virtual) points for one round (TRF XXA / 250).
 *
 * They count in the pairing score of that round only: score groups, order
 * and floats, never standings.
 * @param p the player.
 * @param round 1-based round.
 * @param points virtual points in tenths, 0..::SWC_MAX_POINTS * 4.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_ERANGE or ::SWC_ENOMEM.
 */
SWC_API int swc_player_set_virtual_points(swc_player *p, uint32_t round, int32_t points);

/**
 * @brief Acceleration points of one round set with swc_player_set_virtual_points().
 * @param out receives the points (0 when none were set).
 * @param p the player.
 * @param round 1-based round.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_virtual_points(int32_t *out, const swc_player *p, uint32_t round);

/**
 * @brief Set a player's number of fouls (rule violations, xiangqi 犯规).
 *
 * Used by the `FOUL` tie-break, where fewer fouls rank higher.
 * @param p the player.
 * @param fouls the count, 0..9999.
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ERANGE.
 */
SWC_API int swc_player_set_fouls(swc_player *p, uint32_t fouls);

/**
 * @brief A player's number of fouls set with swc_player_set_fouls().
 * @param out receives the count (0 when never set).
 * @param p the player.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_fouls(uint32_t *out, const swc_player *p);

/**
 * @brief Set a player's conduct points (行为积分) for the whole event.
 *
 * Grading events keep a per-player conduct score that the arbiters lower
 * for misbehaviour, including between rounds; the knight award (骑士奖)
 * goes only to players whose conduct points stay above 0.
 * @param p the player.
 * @param points the conduct points, -9999..9999 (0 when never set).
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ERANGE.
 */
SWC_API int swc_player_set_conduct(swc_player *p, int32_t points);

/**
 * @brief A player's conduct points set with swc_player_set_conduct().
 * @param out receives the points (0 when never set).
 * @param p the player.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_player_get_conduct(int32_t *out, const swc_player *p);

SWC_END_DECLS

#endif /* SWISSCORE_PLAYER_H */
