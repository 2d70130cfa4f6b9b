/* A team round read back and changed through the library (team_round.c). */
#ifndef SWISSCORE_TEAM_ROUND_H
#define SWISSCORE_TEAM_ROUND_H

#include "cli.h"

/* One match or bye of a team round with its line-ups. */
typedef struct cli_team_entry {
    uint32_t white, black;               /* teams; black 0 = a bye of white */
    int32_t kind;                        /* swc_team_match_kind, or the bye's kind */
    uint32_t lineup[2][SWC_MAX_BOARDS];  /* player ids per board, 0 = empty */
    int named[2];                        /* 0: nobody named (a forfeited match) */
    int changed;                         /* its line-ups change */
    int given[2];                        /* a line-up file gave that side's line-up */
} cli_team_entry;

/* The matches and byes of a round (malloc'd, free()). */
int cli_team_round_read(cli_team_entry **out, size_t *out_n, const swc_tournament *t, uint32_t round);
/* 1 when a board of the match has a result of a game over the board. */
int cli_team_match_has_results(const swc_tournament *t, uint32_t round, const cli_team_entry *e);
/* Where each team board's result is: the individual board per team and
 * board (teams x boards, 0 = no result), malloc'd; NULL when out of memory. */
uint32_t *cli_team_results_where(const swc_tournament *t, uint32_t round);
/* CLI_EINPUT, with the message, when a result of `was` is now on another board. */
int cli_team_results_moved(const swc_tournament *t, uint32_t round, const uint32_t *was, const char *where);

/* Give the line-ups e[i].given of the last round with swc_team_set_lineup(),
 * refusing a change that would move a result to another board. On failure
 * the tournament is not fit to be saved. */
int cli_team_set_lineups(swc_tournament *t, uint32_t round, const cli_team_entry *e, size_t n, const char *where);

/* ---- the line-ups a journal entry keeps (team_lineup_journal.c) ---- */

/* A team's line-up before a change: its team, ids board by board, n 0 when none. */
typedef struct cli_lineup_was {
    uint32_t team;
    int n;
    uint32_t ids[SWC_MAX_BOARDS];
} cli_lineup_was;

/* The line-up of `team` in `round` (the next round: the one handed in):
 * the number of boards, 0 when none. */
int cli_team_lineup_of(uint32_t ids[SWC_MAX_BOARDS], const swc_tournament *t, uint32_t round, uint32_t team);
/* The line-ups handed in for the next round, "lineup TEAM: ID ..." a line
 * each (malloc'd; NULL when none): what creating the round takes. */
int cli_team_ahead_text(char **out, const swc_tournament *t);
/* Journal a `lineup` entry: the line-ups of the teams of `was` in `round`
 * now, and as `was` gives them before (`ahead`: handed in for the next round). */
int cli_journal_lineups(swc_tournament *t, uint32_t round, int ahead, const cli_lineup_was *was, size_t n,
                        const char *path);
/* Set the line-ups of the lines "WORD TEAM: ID ..." of `data` in `round`
 * again; an swc_ status, the first failure's. */
int cli_team_lineups_set(swc_tournament *t, uint32_t round, const char *data, const char *word);

#endif
