/*
 * The JSON reader's cursor: where in the document it is (a path such as
 * "players[3].rating") and typed access to members, each failure reported
 * with that path. Shared by json_read.c and json_read_values.c.
 */
#ifndef SWC_IO_JSON_READ_H
#define SWC_IO_JSON_READ_H

#include <jansson.h>

#include "json.h"

typedef struct jr {
    swc_tournament *t;
    swc_json_error *err;
    char path[sizeof(((swc_json_error *)0)->path)];
    size_t plen;       /* length of path, which may exceed what fits */
    uint32_t *tpn;     /* per player index: the document's tpn, 0 when not given */
    uint32_t *seen;    /* per player index: 1 + the last round index it was placed in */
    size_t ncap;       /* elements of tpn and seen */
} jr;

/* Path steps: push returns the length to restore with jr_pop. */
size_t jr_key(jr *r, const char *key);
size_t jr_index(jr *r, size_t i);
void jr_pop(jr *r, size_t len);

/* Fail with "path: reason". */
int jr_fail(jr *r, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Fail at a member of the current object ("path.key: reason"). */
int jr_fail_at(jr *r, const char *key, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/* A model call failed: its message, at the current path. */
int jr_model_fail(jr *r, int rc);

/* Every member of obj must be one of `names` (NULL-terminated). */
int jr_members(jr *r, json_t *obj, const char *const *names);
/* The current value must be an object / an array. */
int jr_object(jr *r, json_t *v);
int jr_array(jr *r, json_t *v);

/*
 * Typed members of an object: return 1 when present and valid, 0 when
 * absent (an error when `required`), or a negative status.
 */
int jr_int(jr *r, json_t *obj, const char *key, int required, long long lo, long long hi, long long *out);
int jr_bool(jr *r, json_t *obj, const char *key, int *out);
int jr_string(jr *r, json_t *obj, const char *key, int required, const char **out);
int jr_word(jr *r, json_t *obj, const char *key, int required, const swc_json_word *table, const char *what, int *out);
/* Points: decimal text "1.5" (or a JSON number), tenths in lo..hi. */
int jr_points(jr *r, json_t *obj, const char *key, int required, int32_t lo, int32_t hi, int32_t *out);
/* A player id (1..SWC_MAX_PLAYERS_MODEL) naming a player of the document: its index. */
int jr_player(jr *r, json_t *obj, const char *key, uint32_t *index);
int jr_player_value(jr *r, json_t *v, uint32_t *index);

/* The teams of a team event, before the rounds, and each round's team
 * pairing after them (json_read_teams.c). */
int swc_json_read_team_defs(jr *r, json_t *doc);
int swc_json_read_team_rounds(jr *r, json_t *doc);

/* The rounds of the document, built one by one (json_read_rounds.c). */
int swc_json_read_rounds(jr *r, json_t *doc);

#endif
