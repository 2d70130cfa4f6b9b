/**
 * @file card.h
 * @brief A player's card: his rounds, colours, floats, byes and tie-breaks,
 * and for every round paired by the FIDE Dutch system the rules that gave
 * him his opponent and his colour, in words (English or Chinese).
 *
 * The card is data: a summary, one row per round and one row per tie-break,
 * each with fixed-width fields and texts, plus the same content as one JSON
 * document. Tools render it (text, CSV, HTML) without knowing the rules.
 */
#ifndef SWISSCORE_CARD_H
#define SWISSCORE_CARD_H

#include <stddef.h>
#include <stdint.h>

#include "common.h"
#include "tournament.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A player's card. Opaque; free with swc_card_free(). */
typedef struct swc_card swc_card;

/** Language of the card's texts, for ::swc_card_options.lang. */
enum swc_card_lang {
    SWC_CARD_LANG_EN = 0, /**< English. */
    SWC_CARD_LANG_ZH = 1  /**< Chinese (simplified). */
};

/** Why a player met his opponent (or none) in a round: ::swc_card_round.pairing. */
enum swc_card_pairing {
    SWC_CARD_NOT_PAIRED = 0,  /**< Not paired: a requested bye, an absence, before entry or after withdrawal. */
    SWC_CARD_IN_GROUP = 1,    /**< Paired within his score group. */
    SWC_CARD_DOWNFLOAT = 2,   /**< Moved down to a lower score group. */
    SWC_CARD_UPFLOAT = 3,     /**< Met a player moved down from a higher score group. */
    SWC_CARD_PAB = 4,         /**< Received the pairing-allocated bye. */
    SWC_CARD_UNEXPLAINED = 5  /**< Paired by another system (or a dual-board event): no Dutch explanation. */
};

/** What decided a float or a bye: ::swc_card_round.decided_by. */
enum swc_card_decision {
    SWC_CARD_BY_NONE = 0,      /**< Nothing to decide (no float, no bye). */
    SWC_CARD_BY_CRITERION = 1, /**< A criterion: every alternative breaks it or does worse on it. */
    SWC_CARD_BY_ORDER = 2,     /**< Alternatives are equal on every criterion: the order of the
                                    system's transpositions and exchanges decides. */
    SWC_CARD_BY_NOBODY = 3,    /**< Nobody else of his score group could take his place. */
    SWC_CARD_NOT_OPTIMAL = 4   /**< An alternative does better: the played round is not the system's. */
};

/** Colour preference strength (C.04.3 1.6 / A.6): ::swc_card_info.pref_strength. */
enum swc_card_pref {
    SWC_CARD_PREF_NONE = 0,    /**< No preference (no game played yet). */
    SWC_CARD_PREF_MILD = 1,    /**< Colour difference 0. */
    SWC_CARD_PREF_STRONG = 2,  /**< Colour difference +1 or -1. */
    SWC_CARD_PREF_ABSOLUTE = 3 /**< Difference beyond 1, or the same colour twice in a row. */
};

/** Float of a round: ::swc_card_round.float_kind. */
enum swc_card_float {
    SWC_CARD_FLOAT_NONE = 0, /**< No float. */
    SWC_CARD_FLOAT_DOWN = 1, /**< Downfloat (also the PAB, and by the edition some unplayed rounds). */
    SWC_CARD_FLOAT_UP = 2    /**< Upfloat. */
};

/** Options of swc_card_new(). Initialise with ::SWC_CARD_OPTIONS_INIT. */
typedef struct swc_card_options {
    uint32_t struct_size;  /**< sizeof(swc_card_options). */
    int32_t lang;          /**< A ::swc_card_lang. */
    const char *tiebreaks; /**< Tie-break cascade; NULL: `ruleset`, else the event's own rules (::SWC_TEXT_TIEBREAKS). */
    const char *ruleset;   /**< Named ruleset, used when `tiebreaks` is NULL. */
} swc_card_options;

/** Initialiser for ::swc_card_options. */
#define SWC_CARD_OPTIONS_INIT { (uint32_t)sizeof(swc_card_options), 0, NULL, NULL }

/** The card's summary, from swc_card_get_info(). Strings live as long as the card. */
typedef struct swc_card_info {
    uint32_t struct_size;    /**< sizeof(swc_card_info). */
    uint32_t id;             /**< Player id. */
    uint32_t tpn;            /**< Tournament pairing number. */
    const char *name;        /**< Name. */
    int32_t rating;          /**< Rating, 0 when unrated. */
    int32_t score;           /**< Score after the last round, in tenths. */
    uint32_t rank;           /**< Place in the standings by the tie-breaks. */
    uint32_t rounds;         /**< Rounds on the card (the rounds created). */
    int32_t system;          /**< The event's ::swc_pairing_system. */
    int32_t edition;         /**< Dutch edition of the explanations: 2026 or 2017. */
    const char *colours;     /**< Colour history of played games, oldest first: "W" (white, red in xiangqi) and "B". */
    int32_t colour_diff;     /**< Whites minus blacks over played games. */
    int32_t pref_colour;     /**< Colour preference for the next round: a ::swc_colour. */
    int32_t pref_strength;   /**< Its ::swc_card_pref. */
    const char *preference;  /**< The preference in words. */
    uint32_t downfloats;     /**< Rounds with a downfloat. */
    uint32_t upfloats;       /**< Rounds with an upfloat. */
    uint32_t byes;           /**< Rounds without an opponent (PAB and requested or given byes). */
    const char *tiebreaks;   /**< The cascade applied, e.g. "BH/C1,BH,SB" (empty: points only). */
} swc_card_info;

/** Initialiser for ::swc_card_info. */
#define SWC_CARD_INFO_INIT \
    { (uint32_t)sizeof(swc_card_info), 0u, 0u, NULL, 0, 0, 0u, 0u, 0, 0, NULL, 0, 0, 0, NULL, 0u, 0u, 0u, NULL }

/** One round of the card, from swc_card_get_round(). Strings live as long as the card. */
typedef struct swc_card_round {
    uint32_t struct_size;     /**< sizeof(swc_card_round). */
    uint32_t round;           /**< Round number. */
    int32_t kind;             /**< A ::swc_round_kind. */
    uint32_t opponent;        /**< Opponent's id, 0 when none. */
    int32_t colour;           /**< ::swc_colour (scheduled colour for forfeits), ::SWC_COLOUR_NONE without a game. */
    int32_t points;           /**< Points of the round, in tenths. */
    int32_t score;            /**< Running score after the round, in tenths. */
    int32_t score_before;     /**< Pairing score before the round (acceleration included), in tenths. */
    int32_t float_kind;       /**< A ::swc_card_float of the round, by the edition. */
    int32_t pairing;          /**< A ::swc_card_pairing. */
    int32_t decided_by;       /**< A ::swc_card_decision for a float or the PAB. */
    int32_t criterion;        /**< Number of the criterion that decided (C.04.3 [C1]-[C21] or C.1-C.19), 0 when none. */
    const char *criterion_name; /**< Its name in the edition ("[C14]", "C.12"), empty when none. */
    const char *opponent_text;  /**< Why this opponent (or the bye), in words. */
    int32_t colour_rule;      /**< Colour rule that decided (5.2.1-5.2.5 / E.1-E.5 as 1-5), 0 without a game. */
    const char *colour_article; /**< Its article in the edition ("5.2.2", "E.2"), empty when none. */
    const char *colour_text;  /**< Why this colour, in words. */
    int32_t colour_as_rule;   /**< 1 when his colour is the one the rule gives, 0 when not (or no rule). */
} swc_card_round;

/** Initialiser for ::swc_card_round. */
#define SWC_CARD_ROUND_INIT \
    { (uint32_t)sizeof(swc_card_round), 0u, 0, 0u, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, 0, NULL, NULL, 0 }

/** One tie-break of the card, from swc_card_get_tiebreak(). Strings live as long as the card. */
typedef struct swc_card_tiebreak {
    uint32_t struct_size;  /**< sizeof(swc_card_tiebreak). */
    const char *code;      /**< Descriptor as applied, e.g. "BH/C1"; "PTS" for the points. */
    const char *name_zh;   /**< Chinese name. */
    int64_t value;         /**< Value in units of 1/scale, or ::SWC_TB_UNDEFINED. */
    int32_t scale;         /**< 1, 10 or 100. */
} swc_card_tiebreak;

/** Initialiser for ::swc_card_tiebreak. */
#define SWC_CARD_TIEBREAK_INIT { (uint32_t)sizeof(swc_card_tiebreak), NULL, NULL, 0, 0 }

/**
 * @brief Build the card of one player.
 *
 * Rounds paired by the FIDE Dutch system (the event's edition) are
 * explained from the facts before each round: the colour rule that gives
 * the colours of his board, and for a float or the PAB the criterion that
 * forced it, found by trying every player of his score group in his place
 * (any player for the PAB) and measuring each alternative on the
 * criteria as the checker (swc_tournament_check()) does.
 *
 * The card holds copies of everything it shows: it stays valid when the
 * tournament changes or is freed (it frees through the tournament's
 * allocator, which must outlive it).
 * @param out receives the card, NULL on failure.
 * @param t the tournament (only its message changes).
 * @param id the player's id.
 * @param opts options, or NULL for English and the event's own tie-breaks.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL arguments, bad `struct_size` or
 *         language, a cascade that does not parse), ::SWC_ENOTFOUND (no
 *         such player, unknown ruleset) or ::SWC_ENOMEM.
 */
SWC_API int swc_card_new(swc_card **out, swc_tournament *t, uint32_t id, const swc_card_options *opts);

/**
 * @brief Free a card. NULL is accepted.
 * @param c the card.
 */
SWC_API void swc_card_free(swc_card *c);

/**
 * @brief The card's summary.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param c the card.
 * @return ::SWC_OK or ::SWC_EINVAL.
 */
SWC_API int swc_card_get_info(swc_card_info *out, const swc_card *c);

/**
 * @brief One round of the card.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param c the card.
 * @param index 0-based (round index + 1).
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (index out of range).
 */
SWC_API int swc_card_get_round(swc_card_round *out, const swc_card *c, uint32_t index);

/**
 * @brief Number of tie-break rows (points first, then each tie-break).
 * @param c the card (NULL gives 0).
 * @return the count.
 */
SWC_API uint32_t swc_card_tiebreak_count(const swc_card *c);

/**
 * @brief One tie-break row.
 * @param out filled in; its `struct_size` must be set by the caller.
 * @param c the card.
 * @param index 0-based (0 = points).
 * @return ::SWC_OK, ::SWC_EINVAL or ::SWC_ENOTFOUND (index out of range).
 */
SWC_API int swc_card_get_tiebreak(swc_card_tiebreak *out, const swc_card *c, uint32_t index);

/**
 * @brief The whole card as one JSON document (UTF-8, ends with a newline):
 * the summary's members, `rounds` and `tiebreaks` arrays with the members
 * of the round and tie-break rows; codes are words ("white", "downfloat").
 * @param c the card.
 * @return the text, valid as long as the card; NULL for a NULL card.
 */
SWC_API const char *swc_card_json(const swc_card *c);

#ifdef __cplusplus
}
#endif

#endif
