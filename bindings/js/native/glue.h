/*
 * What the glue's files share: building the JSON reply of a swcjs_* call
 * (glue.c explains its form).
 */
#ifndef SWISSCORE_JS_GLUE_H
#define SWISSCORE_JS_GLUE_H

#include <jansson.h>
#include <stdint.h>

#include <swisscore/swisscore.h>

/* {"ok": ok} as text (takes `ok`); NULL when out of memory. */
char *glue_reply(json_t *ok);
/* {"error": …} as text; `message` NULL or "" gives the status's own. */
char *glue_fail(int code, const char *message, uint32_t line, uint32_t column, const char *path);
/* The error of a failed call on `t`, with the tournament's message. */
char *glue_fail_on(int code, const swc_tournament *t);
/* A string that may be NULL, as JSON ("" for NULL). */
json_t *glue_str(const char *s);
/* NULL for NULL or "", else `s`: optional text arguments. */
const char *glue_opt(const char *s);
/* A standings column: {code, nameZh, type, scale, decimals, ascending}. */
json_t *glue_criterion(const swc_criterion_info *ci);

/* The team calls the module exports (teams.c); declared here for the
 * native test of the glue. */
char *swcjs_team_add(swc_tournament *t, const char *info_json);
char *swcjs_team_update(swc_tournament *t, uint32_t team, const char *info_json);
char *swcjs_team(const swc_tournament *t, uint32_t team);
char *swcjs_teams(const swc_tournament *t);
char *swcjs_team_round_create(swc_tournament *t, const char *entries_json);
char *swcjs_team_matches(const swc_tournament *t, uint32_t round);
char *swcjs_team_result(const swc_tournament *t, uint32_t team, uint32_t round);
char *swcjs_team_standings(swc_tournament *t, const char *tiebreaks, uint32_t after_round);
char *swcjs_team_rulesets(void);
char *swcjs_board_ranking(swc_tournament *t, uint32_t board, uint32_t min_games, uint32_t after_round);

#endif
