/* The event's sheets shared by the commands that print them and by the
 * site (cmd_crosstable.c, cmd_standings.c, cmd_site.c). */
#ifndef SWISSCORE_SHEETS_H
#define SWISSCORE_SHEETS_H

#include "cli.h"
#include "render/sheet.h"

/* Fill *o's cascade with the event's own rules (swisscore new --ruleset)
 * when it names none; leaves it as it is when the event has none. */
int cli_event_standings_options(swc_standings_options *o, const swc_tournament *t);
/* The crosstable (or round-robin grid) after `round` (0 = all) as a sheet,
 * its cells in the chosen language when `words` (a format for people);
 * a library status, the message on t. *s needs sheet_free() only on
 * success. */
int cli_crosstable_sheet(sheet *s, swc_tournament *t, const swc_standings_options *so, uint32_t round, int words);
/* The standings as a sheet (rank, id, name, points, tie-breaks); same rules. */
int cli_standings_sheet(sheet *s, swc_tournament *t, const swc_standings_options *so);

/* One sheet per prize table of pz (awards, then teams), in a new array;
 * sections are the tournaments pz was computed from. -1 when out of
 * memory. Free with cli_prizes_sheets_free(). */
int cli_prizes_sheets(sheet **out, size_t *out_n, const swc_prizes *pz, swc_tournament *const *sections);
void cli_prizes_sheets_free(sheet *sheets, size_t n);

/* A team round as two sheets (the matches with their game and match
 * points, then every board); `people` for headings in words. -1 when the
 * round does not exist. Both need sheet_free(). (team_sheets.c) */
int cli_team_boards_sheets(sheet out[2], const swc_tournament *t, uint32_t round, int people);
/* The team crosstable after a round (0 = all), in the order of the team
 * standings by `tiebreaks` (as for cli_team_standings_sheet()): an SWC_
 * status, the reason on t. */
int cli_team_crosstable_sheet(sheet *s, swc_tournament *t, const char *tiebreaks, uint32_t after_round);

/* Team events (team_standings.c). */
/* The team standings (rank, team, name, the cascade's codes) as a sheet;
 * tiebreaks is a cascade or a team ruleset's name, NULL for the event's own. */
int cli_team_standings_sheet(sheet *s, swc_tournament *t, const char *tiebreaks, uint32_t after_round);
/* The standings' columns from column `from` on: their headings, and their
 * values in one row of a sheet. */
void cli_team_standings_heads(sheet *s, const swc_team_standings *st, uint32_t from);
void cli_team_standings_cells(sheet *s, const swc_team_standings *st, uint32_t row, uint32_t from);
/* swisscore standings on a team event: prints in `format` (CLI_FMT_*) or
 * as out's csv/html sheet; returns the exit code. */
int cli_team_standings_run(swc_tournament *t, const char *tiebreaks, uint32_t after_round, int format,
                           sheet_output *out);

#endif
