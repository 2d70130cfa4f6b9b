/**
 * @file journal.h
 * @brief The event's journal: every change, when, and by whom.
 *
 * A tournament keeps a list of journal entries that travels with it in
 * both file formats (a "journal" list in the JSON document; XJL, XJA and
 * XJD records in TRF, doc/trf-extensions.md) and is read back exactly. The
 * library does not write entries itself: the program that changes an event
 * (the swisscore tool's result, player, pair --save, undo, redo) appends
 * one per change, so that an arbiter can show who entered which result and
 * when. A tournament read from a file without a journal starts with an
 * empty one.
 *
 * Entries are numbered from 1 in the order they were appended; they are
 * never changed or removed through the API.
 */
#ifndef SWISSCORE_JOURNAL_H
#define SWISSCORE_JOURNAL_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/**
 * @brief What a journal entry records. The fields of ::swc_journal_entry
 * that each kind uses are listed; the others are 0.
 */
enum swc_journal_kind {
    SWC_JOURNAL_CREATED = 1,           /**< The event was created. */
    SWC_JOURNAL_RESULT = 2,            /**< A result: round, board, game (0 = every game of the board),
                                            before and after (::swc_result). */
    SWC_JOURNAL_PLAYER_ADDED = 3,      /**< A player registered: player (id), round he enters from. */
    SWC_JOURNAL_PLAYERS_IMPORTED = 4,  /**< A sign-up list: player (the first id), after (how many);
                                            data: the list's name. */
    SWC_JOURNAL_PLAYER_WITHDRAWN = 5,  /**< A withdrawal: player, round (the first round he misses). */
    SWC_JOURNAL_PLAYER_ABSENT = 6,     /**< An absence: player, round, after (the bye kind, ::swc_round_kind). */
    SWC_JOURNAL_ROUND_PAIRED = 7,      /**< A round was paired and saved: round, after (its boards); data
                                            (since 0.4): the line-ups handed in for it that it took, a line
                                            "lineup TEAM: ID ..." each, so that an undo gives them back. */
    SWC_JOURNAL_ROUND_REMOVED = 8,     /**< A round was removed: round, after (results it had); data:
                                            the round as the program can restore it. */
    SWC_JOURNAL_UNDO = 9,              /**< A change was undone: before (the number of its entry); data:
                                            what the undo removed, for a redo. */
    SWC_JOURNAL_REDO = 10,             /**< An undo was reversed: before (the number of the undo's entry). */
    SWC_JOURNAL_NOTE = 11,             /**< Anything else: data says what. */
    SWC_JOURNAL_TEAM_MATCH = 12,       /**< A team match forfeited or played again (swc_team_set_match_kind()):
                                            round, board (the number of the match's first-named team), before
                                            and after (::swc_team_match_kind). Since 0.4. */
    SWC_JOURNAL_LINEUP = 13            /**< Line-ups handed in for the next round, or changed in the last one
                                            (swc_team_set_lineup()): round; data: a line per team, its line-up
                                            after ("lineup TEAM: ID ...") and before ("was TEAM: ID ..."),
                                            ids board by board, 0 an empty board, none when the team had
                                            handed in none. Since 0.4. */
};

/** Longest author: 255 bytes of UTF-8. */
#define SWC_JOURNAL_AUTHOR_MAX 255
/** Longest data of one entry: 1 MiB of UTF-8. */
#define SWC_JOURNAL_DATA_MAX (1024 * 1024)
/** Latest time an entry may have: 9999-12-31 23:59:59 UTC. */
#define SWC_JOURNAL_TIME_MAX INT64_C(253402300799)

/**
 * @brief One journal entry. Initialise with ::SWC_JOURNAL_ENTRY_INIT.
 */
typedef struct swc_journal_entry {
    uint32_t struct_size; /**< sizeof(swc_journal_entry), set by the initialiser. */
    int32_t kind;         /**< ::swc_journal_kind. */
    int64_t time;         /**< Seconds since 1970-01-01 00:00:00 UTC, 0 ... ::SWC_JOURNAL_TIME_MAX. */
    uint32_t round;       /**< Round concerned, 0 = none (0 ... ::SWC_MAX_ROUNDS). */
    uint32_t board;       /**< Board concerned, 0 = none (at most 999999999, as the next three). */
    uint32_t game;        /**< Game of the board (dual-board events), 0 = all or none. */
    uint32_t player;      /**< Player id concerned, 0 = none. */
    int32_t before;       /**< Value before the change (see the kind), -999999999 ... 999999999. */
    int32_t after;        /**< Value after the change (see the kind), -999999999 ... 999999999. */
    const char *author;   /**< Who made the change, UTF-8 without control characters; NULL or "" = unknown. */
    const char *data;     /**< More of the change as UTF-8 text, new lines the only control character
                               allowed; NULL or "" = none. */
} swc_journal_entry;

/** Initialiser of ::swc_journal_entry. */
#define SWC_JOURNAL_ENTRY_INIT { sizeof(swc_journal_entry), 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL }

/**
 * @brief Append an entry to the tournament's journal.
 *
 * The texts are copied.
 * @param t the tournament.
 * @param entry the entry.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL argument, bad struct_size, unknown
 *         kind, a text that is not UTF-8, a control character other than a
 *         new line in the data), ::SWC_ERANGE (time, round, a number of more
 *         than nine digits), ::SWC_ELIMIT (author or data too long),
 *         ::SWC_ENOMEM. Nothing changes on failure.
 */
SWC_API int swc_journal_append(swc_tournament *t, const swc_journal_entry *entry);

/**
 * @brief Number of entries in the journal (0 for NULL).
 * @param t the tournament.
 * @return the count.
 */
SWC_API uint32_t swc_journal_count(const swc_tournament *t);

/**
 * @brief Read entry `number` (1 ... swc_journal_count()).
 *
 * The texts (never NULL, "" when none) stay valid until the tournament is
 * freed. `out->struct_size` must be set (::SWC_JOURNAL_ENTRY_INIT).
 * @param out receives the entry.
 * @param t the tournament.
 * @param number the entry's number, from 1.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL argument, bad struct_size),
 *         ::SWC_ENOTFOUND (no such entry).
 */
SWC_API int swc_journal_get(swc_journal_entry *out, const swc_tournament *t, uint32_t number);

/**
 * @brief The word of a kind, as the files write it ("result",
 *        "player_added" ...), or NULL for an unknown kind.
 * @param kind a ::swc_journal_kind.
 * @return a static string or NULL.
 */
SWC_API const char *swc_journal_kind_name(int kind);

/**
 * @brief A time as the files write it: "2026-05-01T14:30:00Z" (UTC).
 * @param buf receives the text (at least 21 bytes).
 * @param cap size of buf.
 * @param time seconds since 1970-01-01 00:00:00 UTC, 0 ... ::SWC_JOURNAL_TIME_MAX.
 * @return ::SWC_OK; ::SWC_EINVAL (NULL buf), ::SWC_ERANGE (time),
 *         ::SWC_EBUFSIZE (cap below 21).
 */
SWC_API int swc_journal_format_time(char *buf, size_t cap, int64_t time);

SWC_END_DECLS

#endif /* SWISSCORE_JOURNAL_H */
