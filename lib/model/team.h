/*
 * The team side of the model: teams, their members, and each round's team
 * pairing (matches with line-ups, team byes). The board games themselves
 * are the individual round; team results are derived from them here, once,
 * and read by the files, the tie-breaks and the API.
 *
 * Included by model.h; t->teams is NULL until a team setting or a team
 * exists, and every reader treats NULL as "no teams, default settings".
 */
#ifndef SWC_MODEL_TEAM_H
#define SWC_MODEL_TEAM_H

#include <stddef.h>
#include <stdint.h>

#define SWC_TEAM_SHORT_MAX 64

typedef struct swc_team {
    uint32_t number;          /* pairing number = index + 1 */
    char *name, *short_name, *federation;
    uint32_t captain;         /* player index + 1, 0 = none */
    int32_t strength;
    uint32_t *members;        /* player indices in board order */
    size_t nmembers, members_cap;
    uint32_t entry_round;     /* first round taken part in */
    uint32_t withdrawn_from;  /* first round missed after withdrawal, 0 = active */
    uint32_t *ahead;          /* line-up handed in for the next round (boards entries, player index + 1,
                                 0 = empty board), NULL when none (team_ahead.c) */
} swc_team;

/* One entry of a team round. For a match black is the second team's index
 * + 1 and lineup holds 2 * boards player indices + 1 (0 = empty board),
 * white's first; lineup is NULL when nobody was named (forfeited match). */
typedef struct swc_tmatch {
    uint32_t white, black;    /* team index + 1; black 0 = a bye of white */
    uint8_t kind;             /* enum swc_team_match_kind, or the bye's swc_round_kind */
    uint8_t named[2];         /* 1 when that side's line-up was given (or named) */
    uint32_t *lineup;
    uint32_t *board;          /* scratch of the layout: 1-based board of the individual round; read
                                 the board with swc_team_model_board_of(), which follows reorderings */
} swc_tmatch;

typedef struct swc_tround {
    swc_tmatch *m;
    size_t n;
} swc_tround;

/* Two team numbers, a < b. */
typedef struct swc_tpair {
    uint32_t a, b;
} swc_tpair;

/* A bye a team asked for in a round not created yet. */
typedef struct swc_tbye {
    uint32_t team, round;
    int32_t kind;             /* SWC_RK_FULL_BYE, SWC_RK_HALF_BYE or SWC_RK_ZERO_BYE */
} swc_tbye;

typedef struct swc_teams {
    int32_t boards;
    int32_t mp_win, mp_draw, mp_loss;
    int32_t pab_mp, pab_gp;   /* -1 = the default (a draw) */
    char colours[40];         /* 352: 'W'/'B' per board, "" = alternate from W */
    swc_team **team;
    size_t nteams, teams_cap;
    uint32_t *team_of;        /* player index -> team index + 1, length of_cap */
    size_t of_cap;
    swc_tround *rounds;       /* index round-1; rounds_cap entries, nrounds used */
    size_t nrounds, rounds_cap;
        int32_t pairing[4];       /* SWC_TEAM_SYSTEM, _COLOUR_TYPE, _SCORE_ORDER, _NO_SECONDARY */
    uint8_t system_set;       /* 1 once SWC_TEAM_SYSTEM was given (API, 192/XTP, JSON): the
                                 tie-breaks then read it instead of guessing a round robin */
    swc_tpair *forbidden; /* teams that may never meet, sorted, a < b (C.04.6 [C1]) */
    size_t nforbidden, forbidden_cap;
    swc_tbye *byereq;         /* requested byes, sorted by round, then team */
    size_t nbyereq, byereq_cap;
} swc_teams;

/* ---- Baku acceleration of the teams (team_baku.c) ----------------------- */
/* Why Baku and game points first are refused together. */
extern const char swc_team_baku_gp_message[];
/* The number of the last team of group A, fixed by the teams of round 1. */
uint32_t swc_team_model_baku_last(const swc_tournament *t);
/* Virtual match points of a team in a round (0 without Baku or with game
 * points first). */
int32_t swc_team_model_baku(const swc_tournament *t, uint32_t team, uint32_t round);

/* ---- teams (team.c) ----------------------------------------------------- */
void swc_team_model_free(swc_tournament *t);
/* Create t->teams with defaults when it does not exist (SWC_ENOMEM). */
int swc_team_model_ensure(swc_tournament *t);
int swc_team_model_set_int(swc_tournament *t, int key, int32_t value);
int32_t swc_team_model_get(const swc_tournament *t, int key);
/* 1 when the event's team pairing system was given, not left at the default. */
int swc_team_model_system_set(const swc_tournament *t);
int swc_team_model_set_colours(swc_tournament *t, const char *seq);
/* Colour of the first-named team on board b (0-based). */
int swc_team_colour_of_board(const swc_tournament *t, uint32_t b);
int swc_team_model_add(swc_tournament *t, const swc_team_info *info, uint32_t *out_number);
int swc_team_model_update(swc_tournament *t, uint32_t team, const swc_team_info *info);
/* Members by player index. */
int swc_team_model_set_members(swc_tournament *t, uint32_t team, const uint32_t *idx, size_t n);
const swc_team *swc_team_model_get_team(const swc_tournament *t, uint32_t team);
/* Team index + 1 of a player index, 0 when none. */
uint32_t swc_team_model_team_of(const swc_tournament *t, uint32_t player);
int swc_team_model_withdraw(swc_tournament *t, uint32_t team, uint32_t from_round);
/* Kind a team gets automatically in round k (not entered, withdrawn), 0 when none. */
int swc_team_auto_kind(const swc_team *tm, uint32_t k);
/* Forbidden team pairs (team_forbid.c): team numbers, for the whole event. */
int swc_team_model_forbid(swc_tournament *t, uint32_t a, uint32_t b);
int swc_team_model_is_forbidden(const swc_tournament *t, uint32_t a, uint32_t b);
/* Requested team byes (team_byes.c). kind SWC_RK_NONE cancels; only rounds
 * not created yet. The request of round k, SWC_RK_NONE when none: for a
 * created round the team's own bye in it. */
int swc_team_model_request_bye(swc_tournament *t, uint32_t team, uint32_t round, int kind);
int swc_team_model_bye_request(const swc_tournament *t, uint32_t team, uint32_t round);
/* 1 when a player index appears in some line-up. */
int swc_team_model_played(const swc_tournament *t, uint32_t player);
/* Line-ups handed in for the next round, before it is paired (team_ahead.c).
 * Set (player index + 1 per board, count <= boards; naming nobody clears);
 * the team's one or NULL; 1 when it names the player; drop them all (a
 * round was created or deleted). */
int swc_team_model_set_ahead(swc_tournament *t, uint32_t team, const uint32_t *idx, size_t count);
const uint32_t *swc_team_model_ahead(const swc_tournament *t, uint32_t team);
int swc_team_model_ahead_names(const swc_tournament *t, uint32_t team, uint32_t player);
void swc_team_model_drop_ahead(swc_tournament *t);

/* ---- team rounds (team_round.c) ------------------------------------------ */
/* One entry of a team round by indices: white/black team index + 1, line-ups
 * by player index + 1 (NULL = default order or nobody). */
typedef struct swc_tentry {
    uint32_t white, black;
    int kind;
    const uint32_t *lineup[2];
} swc_tentry;
/* A new round (`fresh`: a played match's side given no line-up takes the one
 * handed in for it, and every line-up handed in is dropped once the round
 * exists) or the last round laid out again (fresh 0). */
int swc_team_model_add_round(swc_tournament *t, const swc_tentry *e, size_t n, int fresh, swc_round **out);
/* Check a line-up of team for round k (player index + 1 per board); `avail`
 * asks whether each player may play round k; used[] marks players (nplayers). */
int swc_team_model_check_lineup(swc_tournament *t, uint32_t team, const uint32_t *l, uint32_t k, int avail,
                                uint8_t *used);
/* Where an entry goes when nothing names the order of a round (a TRF file
 * without XTO): matches by their lower team number, then byes by team. */
static inline uint64_t swc_team_entry_key(uint32_t white, uint32_t black)
{
    if (!black)
        return ((uint64_t)1 << 32) | white;
    return white < black ? white : black;
}
/* A new line-up (player index + 1 per board, count <= boards) for team in
 * the last round, laid out again (team_lineup.c). */
int swc_team_model_set_lineup(swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *idx, size_t count);
/* The match of team in the last round forfeited or played again (a
 * swc_team_match_kind), laid out again (team_lineup.c). */
int swc_team_model_set_match_kind(swc_tournament *t, uint32_t round, uint32_t team, int kind);
/* Give existing round k (read from a file) its team pairing; the line-ups
 * must match the board games. *bad gets the failing entry. */
int swc_team_model_attach_round(swc_tournament *t, uint32_t k, const swc_tentry *e, size_t n, size_t *bad);
/* Drop the team pairing of the last individual round (round deletion). */
void swc_team_model_drop_round(swc_tournament *t, uint32_t round);
const swc_tround *swc_team_model_round(const swc_tournament *t, uint32_t round);
/* The match of a team in a round, and its side (0 white, 1 black). */
const swc_tmatch *swc_team_model_match_of(const swc_tournament *t, uint32_t round, uint32_t team, int *side);
/* The board of the individual round where board b (0-based) of match m
 * was played, 1-based; 0 when nobody played it. Read from the players'
 * records, so a reordering of the round's boards does not matter. */
uint32_t swc_team_model_board_of(const swc_tournament *t, uint32_t round, const swc_tmatch *m, uint32_t b);
int swc_team_model_result(const swc_tournament *t, uint32_t team, uint32_t round, swc_team_result *out);

#endif
