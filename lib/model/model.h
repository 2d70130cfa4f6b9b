/*
 * The tournament model: the single source of truth every other layer reads.
 *
 * Layout: a tournament holds players (in order of addition, index 0..n-1),
 * a TPN order over them, and rounds. In every round every player appears
 * exactly once: on a board or in the round's bye list with a kind
 * (PAB, requested byes, not paired, not entered, withdrawn). Each player's
 * per-round record (swc_rec) is derived from the rounds by swc_model_sync
 * and read by engines, tie-breaks and the TRF writer.
 */
#ifndef SWC_MODEL_MODEL_H
#define SWC_MODEL_MODEL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <swisscore/swisscore.h>

#include "../core/alloc.h"

#define SWC_NAME_MAX 255
#define SWC_TEXT_MAX 4096

/* One round of one player, derived from the round's boards and byes. */
typedef struct swc_rec {
    uint8_t kind;       /* enum swc_round_kind */
    uint8_t colour;     /* enum swc_colour of game 1 (scheduled colour for forfeits) */
    uint8_t result[2];  /* enum swc_result of the board, white's view; 0 for byes */
    uint32_t opp;       /* opponent's index + 1, 0 when none */
    uint32_t board;     /* 1-based board, 0 for byes */
} swc_rec;

/* Handle tags: a wrong or freed handle is refused instead of misread. */
#define SWC_MAGIC_TOURNAMENT 0x53574354u /* "SWCT" */
#define SWC_MAGIC_PLAYER 0x53574350u     /* "SWCP" */
#define SWC_MAGIC_ROUND 0x53574352u      /* "SWCR" */

struct swc_player {
    uint32_t magic;
    swc_tournament *t;
    uint32_t id;        /* stable id */
    uint32_t index;     /* position in t->players */
    uint32_t tpn;       /* 1-based */
    char *name, *title, *federation, *fide_id, *birth_date, *group, *tags, *cn_title;
    int32_t rating;
    uint32_t flags;
    int32_t sex;
    uint32_t entry_round;     /* first round taken part in (1 = from the start) */
    uint32_t withdrawn_from;  /* first round missed after withdrawal, 0 = active */
    int32_t *virtual_pts;     /* explicit acceleration points + 1 per round (index round-1); 0 = not set */
    size_t virtual_cap;
    uint8_t *bye_request;     /* requested bye kind per future round (index round-1) */
    size_t request_cap;
    int32_t stated_points;    /* TRF columns 81-84 in tenths, -1 when unknown */
    uint32_t stated_rank;     /* TRF columns 86-89, 0 when unknown */
    uint32_t fouls;           /* rule violations (xiangqi 犯规), a tie-break */
    int32_t conduct;          /* conduct points (行为积分), 0 when never set */
    swc_rec *rec;             /* per round (index round-1), t->nrounds valid */
    size_t rec_cap;
};

typedef struct swc_board {
    uint32_t white, black;  /* player indices */
    uint8_t result[2];      /* enum swc_result per game */
    uint8_t colours_unknown; /* a forfeit its TRF file gave no colours ("-"): written back so */
} swc_board;

typedef struct swc_bye {
    uint32_t player;        /* player index */
    uint8_t kind;           /* enum swc_round_kind other than PLAYED/NONE */
} swc_bye;

struct swc_round {
    uint32_t magic;
    swc_tournament *t;
    uint32_t number;
    swc_board *boards;
    size_t nboards, boards_cap;
    swc_bye *byes;
    size_t nbyes, byes_cap;
};

typedef struct swc_settings {
    int32_t rounds;
    int32_t win, draw_white, draw_black, loss;
    int32_t pab, forfeit_win, forfeit_loss, full_bye, half_bye, zero_bye, not_entered;
    int32_t games;           /* games per pairing: 1 or 2 */
    int32_t initial_colour;  /* SWC_COLOUR_WHITE or SWC_COLOUR_BLACK */
    int32_t system;          /* enum swc_pairing_system */
    int32_t edition;         /* 2026 or 2017 */
    int32_t forfeit_withdraw;
    int32_t acceleration;
    int32_t tpn_order;
    int32_t seq_tiebreak;    /* enum swc_sequential_tiebreak */
    uint32_t explicit_mask;  /* bit k set: setting k was set explicitly (defaults follow win/draw otherwise) */
    uint8_t rounds_known;    /* 0 when a TRF gave no number of rounds */
    uint8_t initial_colour_known;
    uint8_t system_known;    /* 0 when a TRF did not say which system it used */
} swc_settings;

/* Rounds without an end: a pair forbidden to the end of the event. */
#define SWC_ROUND_OPEN UINT32_MAX

/* A forbidden pair over rounds first..last (last SWC_ROUND_OPEN: to the
 * end). The list is sorted by (a, b, first); the ranges of one pair neither
 * overlap nor touch, so equal rules have one form. */
typedef struct swc_pair_ix {
    uint32_t a, b;          /* player indices, a < b */
    uint32_t first, last;   /* rounds, 1 <= first <= last */
} swc_pair_ix;

/* One journal entry (journal.h); texts owned, NULL when empty. */
typedef struct swc_journal_rec {
    int64_t time;
    int32_t kind;
    uint32_t round, board, game, player;
    int32_t before, after;
    char *author, *data;
} swc_journal_rec;

struct swc_tournament {
    uint32_t magic;
    swc_mem mem;
    swc_settings set;
    char *text[SWC_TEXT_SECTION_GROUP + 1]; /* enum swc_text_setting, index by key */
    swc_player **players;     /* stable pointers, index order */
    size_t nplayers, players_cap;
    uint32_t *by_tpn;         /* player indices by TPN-1 */
    size_t by_tpn_cap;
    uint32_t *id_index;       /* id -> index + 1 (0 = none), length id_cap */
    size_t id_cap;
    uint32_t next_id;
    swc_round **rounds;
    size_t nrounds, rounds_cap;
    swc_pair_ix *forbidden;   /* sorted */
    size_t nforbidden, forbidden_cap;
    char **extra_lines;       /* TRF lines kept verbatim for the writer */
    size_t nextra, extra_cap;
    uint32_t baku_last;       /* index + 1 of the last player of Baku group A, fixed at round 1 */
    swc_journal_rec *journal; /* the event's journal, in order */
    size_t njournal, journal_cap;
    struct swc_teams *teams;  /* the team side of a team event (team.h), NULL when unused */
    swc_trf_warning *warnings; /* what the TRF reader that built t had to interpret */
    size_t nwarnings, warnings_cap;
    char errmsg[512];
};

/* ---- errors ---------------------------------------------------------- */
/* Record a failure message on t and return code. */
int swc_fail(swc_tournament *t, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Clear the message (a call succeeded) and return SWC_OK. */
int swc_ok(swc_tournament *t);

/* ---- tournament ------------------------------------------------------ */
int swc_model_new(swc_tournament **out, const swc_allocator *a);
void swc_model_free(swc_tournament *t);
/* Validate and apply a setting; message set on failure. */
int swc_model_set_int(swc_tournament *t, int key, int32_t value);
int swc_model_get_int(const swc_tournament *t, int key, int32_t *out);
/* The event's last round, planned (SWC_SET_ROUNDS) or played, whichever
 * comes later. */
uint32_t swc_model_last_round(const swc_tournament *t);
/* The same from a settings struct. */
int swc_settings_get(const swc_settings *s, int key, int32_t *out);
/* The settings of a new tournament. */
void swc_model_default_settings(swc_settings *s);
int swc_model_set_text(swc_tournament *t, int key, const char *value);
/* The registration group a player counts in: his own, else the section's
 * (SWC_TEXT_SECTION_GROUP), else "". */
const char *swc_model_player_group(const swc_tournament *t, const swc_player *p);
int swc_model_add_extra_line(swc_tournament *t, const char *line, size_t len);
/* Append a reader's warning (SWC_ENOMEM when out of memory). */
int swc_model_add_warning(swc_tournament *t, const swc_trf_warning *w);
/* Forbid a pair (indices) in every round. */
int swc_model_forbid(swc_tournament *t, uint32_t a, uint32_t b);
/* Forbid a pair in rounds first..last (SWC_ROUND_OPEN: to the end), joined
 * with the ranges the pair already has. SWC_ENOMEM leaves t unchanged. */
int swc_model_forbid_rounds(swc_tournament *t, uint32_t a, uint32_t b, uint32_t first, uint32_t last);
/* Whether some range keeps the pair apart (in any round). */
int swc_model_is_forbidden(const swc_tournament *t, uint32_t a, uint32_t b);
/* Whether the pair may not meet in round `round`: what the engines and the
 * checker ask. */
int swc_model_forbidden_in(const swc_tournament *t, uint32_t a, uint32_t b, uint32_t round);

/* ---- journal (journal.c) ------------------------------------------------ */
/* Check and append an entry (texts copied); message on t on failure. */
int swc_model_journal_append(swc_tournament *t, const swc_journal_entry *e);
void swc_model_journal_free(swc_tournament *t);
/* "YYYY-MM-DDTHH:MM:SSZ" of a time in range, into buf (21 bytes). */
void swc_journal_time_text(char *buf, int64_t time);
/* The time of such a text (exactly those 20 characters); 0 when it is none. */
int swc_journal_time_parse(int64_t *out, const char *s, size_t n);
/* The kind of a word; 0 when it is none. */
int swc_journal_kind_of(const char *word, size_t n);

/* ---- players --------------------------------------------------------- */
/* Validate an info struct (message on t). */
int swc_model_check_info(swc_tournament *t, const swc_player_info *info);
/* Add a player; id 0 assigns the next free id. Late entry when rounds exist. */
int swc_model_add_player(swc_tournament *t, const swc_player_info *info, uint32_t id, swc_player **out);
int swc_model_update_player(swc_player *p, const swc_player_info *info);
swc_player *swc_model_player_by_id(const swc_tournament *t, uint32_t id);
/* Give every player a new id: ids[i] for the player of index i (each from 1
 * to SWC_MAX_PLAYERS_MODEL, all distinct, which the caller has checked). The next
 * free id becomes the largest plus one. SWC_ENOMEM leaves t unchanged. */
int swc_model_set_ids(swc_tournament *t, const uint32_t *ids);
/* Recompute TPNs by C.04.2 (rating, title, name, then id) when in AUTO mode. */
void swc_model_renumber(swc_tournament *t);
/* Set TPN order explicitly: order[i] = index of the player with TPN i+1. */
void swc_model_set_tpn_order(swc_tournament *t, const uint32_t *order);
/* Rank of a FIDE title for ordering: GM=0 … WCM=7, none=8. */
int swc_title_rank(const char *title);
int swc_model_set_virtual(swc_player *p, uint32_t round, int32_t pts);
/* Acceleration points of a round: the explicit value when one was set,
 * else the Baku value when that acceleration is on (C.04.7), else 0. */
int32_t swc_model_virtual(const swc_player *p, uint32_t round);
/* Make the acceleration points of rounds 1..last explicit: a round without
 * an explicit value gets 0, so Baku no longer derives any for it. */
int swc_model_freeze_virtual(swc_player *p, uint32_t last);
/* Last round with non-zero acceleration points, 0 when none. */
uint32_t swc_model_virtual_last(const swc_player *p);
/* 1 when the player belongs to Baku group A (the first 2*ceil(N/4) by TPN). */
int swc_model_baku_group_a(const swc_player *p);
int swc_model_set_request(swc_player *p, uint32_t round, int kind);
int swc_model_request(const swc_player *p, uint32_t round);

/* ---- rounds ---------------------------------------------------------- */
/*
 * Append round t->nrounds+1. Boards hold player indices. Players neither on
 * a board nor in byes get their automatic kind (not entered, withdrawn,
 * requested bye) or, when `fill_unpaired`, SWC_RK_NOT_PAIRED; otherwise a
 * missing active player is an error. Checks everything before changing t.
 */
int swc_model_add_round(swc_tournament *t, const swc_board *boards, size_t nboards,
                        const swc_bye *byes, size_t nbyes, int fill_unpaired, swc_round **out);
int swc_model_delete_last_round(swc_tournament *t);
void swc_model_free_round(swc_tournament *t, swc_round *r);
int swc_model_set_result(swc_round *r, uint32_t board, uint32_t game, int result);
int swc_model_round_complete(const swc_round *r);
/* Kind a player gets automatically in round k when not listed (0 = none). */
int swc_model_auto_kind(const swc_player *p, uint32_t round);
/* Re-derive every player's record of round r. */
void swc_model_sync(swc_tournament *t, const swc_round *r);

/* ---- derived facts (history.c) ---------------------------------------- */
/* Points of one game result for the player of the given colour. */
int32_t swc_game_points(const swc_settings *s, int result, int colour);
/* Points of one record; `for_pairing` counts adjourned/pending as draws. */
int32_t swc_rec_points(const swc_settings *s, const swc_rec *rec, int for_pairing);
/* Score after round k (0..nrounds), acceleration excluded. */
int32_t swc_score_after(const swc_player *p, uint32_t k);
/* Score used for pairing round k+1: results of rounds 1..k (adjourned as
 * draws) plus acceleration points of round k+1. */
int32_t swc_pairing_score(const swc_player *p, uint32_t k);
/* 1 when the record is a game played over the board. */
int swc_rec_played(const swc_rec *rec);
/* 1 when the player took part in the pairing of that round: had an
 * opponent (even if the game was forfeited) or received the PAB. */
int swc_rec_participated(const swc_rec *rec);
/* 1 when a and b played a game over the board in rounds 1..k. */
int swc_met(const swc_player *a, const swc_player *b, uint32_t k);

/* Colour history over played games of rounds 1..k, oldest first (unplayed
 * rounds dropped, C.04.2 3.4). Returns the count written (at most cap). */
size_t swc_colour_history(const swc_player *p, uint32_t k, uint8_t *out, size_t cap);

enum swc_pref_strength {
    SWC_PREF_NONE = 0,
    SWC_PREF_MILD = 1,
    SWC_PREF_STRONG = 2,
    SWC_PREF_ABSOLUTE = 3
};

typedef struct swc_colour_state {
    int32_t whites, blacks;   /* played games */
    int32_t diff;             /* whites - blacks */
    uint8_t last;             /* colour of the last played game, NONE if none */
    uint8_t last2;            /* colour of the one before, NONE if none */
    uint8_t pref_colour;      /* preferred colour, NONE if no preference */
    uint8_t pref_strength;    /* enum swc_pref_strength */
} swc_colour_state;

/* Colour facts after round k (C.04.3 1.6 / A.6). */
void swc_colour_state_of(const swc_player *p, uint32_t k, swc_colour_state *out);

enum swc_float {
    SWC_FLOAT_NONE = 0,
    SWC_FLOAT_DOWN = 1,
    SWC_FLOAT_UP = 2
};
/* Float of a player in round r (1-based), by the given Dutch edition. */
int swc_float_in_round(const swc_player *p, uint32_t r, int edition);
/* 1 when the player may receive the PAB when pairing round k+1. */
int swc_pab_eligible(const swc_player *p, uint32_t k, int edition);
/* The first round among 1..k whose entry bars the PAB in round k+1 ([C2] /
 * C.2 of the edition), 0 when none does. */
uint32_t swc_pab_barred_by(const swc_player *p, uint32_t k, int edition);
/* Rounds among 1..k not played over the board. */
uint32_t swc_unplayed_rounds(const swc_player *p, uint32_t k);
/* 1 when, pairing round k+1 and it is the final round, the player's
 * pairing score is above half of the most he could have scored. */
int swc_is_topscorer(const swc_player *p, uint32_t k);
/* 1 when the player is to be paired in round k (entered, not withdrawn, no
 * bye requested for it). */
int swc_available(const swc_player *p, uint32_t k);

#include "team.h"

#endif
