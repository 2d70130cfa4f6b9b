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

#endif
