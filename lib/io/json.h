/*
 * The JSON layer: document to model and model to document. The public
 * functions in api/json.c check their arguments and call these.
 */
#ifndef SWC_IO_JSON_H
#define SWC_IO_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/json.h>

#include "../core/strbuf.h"
#include "../model/model.h"

/*
 * Build a tournament from a JSON document. On failure *out is NULL,
 * nothing is left allocated and `err` (never NULL here, full size) holds
 * the path and reason.
 */
int swc_json_parse(swc_tournament **out, const char *data, size_t len, const swc_allocator *alloc,
                   uint32_t flags, swc_json_error *err);

/*
 * Append the JSON document of t to `out` (indent 0 = compact). On failure
 * the reason is recorded on t and `out` holds a partial text to discard.
 */
int swc_json_format(swc_strbuf *out, swc_tournament *t, int indent);

/* The words of the document for the model's codes. */
typedef struct swc_json_word {
    const char *word;
    int value;
} swc_json_word;

extern const swc_json_word swc_json_results[];     /* enum swc_result */
extern const swc_json_word swc_json_kinds[];       /* enum swc_round_kind of byes */
extern const swc_json_word swc_json_requests[];    /* requested bye kinds */
extern const swc_json_word swc_json_systems[];     /* enum swc_pairing_system */
extern const swc_json_word swc_json_colours[];     /* white, black */
extern const swc_json_word swc_json_accels[];      /* enum swc_acceleration */
extern const swc_json_word swc_json_tpn_orders[];  /* enum swc_tpn_order */
extern const swc_json_word swc_json_seq_tbs[];     /* enum swc_sequential_tiebreak */
extern const swc_json_word swc_json_sexes[];       /* 'm', 'w', 'f' */

/* The word of a value (NULL when the table has none). */
const char *swc_json_word_of(const swc_json_word *table, int value);
/* The value of a word: 1 and *value set, or 0 for an unknown word. */
int swc_json_value_of(const swc_json_word *table, const char *word, int *value);

/* Point values of the settings, in document order: member name and key. */
typedef struct swc_json_point_setting {
    const char *name;
    int key;  /* enum swc_setting */
} swc_json_point_setting;
extern const swc_json_point_setting swc_json_points[];
extern const size_t swc_json_npoints;

/* Tenths as decimal text ("1.5", "2", "0.5"): buf holds at least 16 bytes. */
void swc_json_tenths(char *buf, size_t cap, int32_t v);

#endif
