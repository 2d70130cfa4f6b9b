/*
 * The TRF layer: text to model and model to text. The public functions in
 * api/trf.c check their arguments and call these; nothing here re-checks
 * handles.
 */
#ifndef SWC_IO_TRF_H
#define SWC_IO_TRF_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/trf.h>

#include "../core/strbuf.h"
#include "../model/model.h"

/* Longest line the reader accepts, in bytes (the line end not counted). */
#define SWC_TRF_MAX_LINE 4096

/*
 * Build a tournament from TRF text in `encoding` (enum swc_trf_encoding).
 * On failure *out is NULL, nothing is left allocated and `err` (never NULL
 * here, full size) holds line, column and reason; on success the warnings
 * are on the tournament.
 */
int swc_trf_parse(swc_tournament **out, const char *data, size_t len,
                  const swc_allocator *alloc, uint32_t flags, int32_t encoding, swc_trf_error *err);

/*
 * Append the TRF text of t to `out` (format: enum swc_trf_format, eol: enum
 * swc_trf_eol). On failure the reason is recorded on t and `out` holds a
 * partial text the caller must discard.
 */
int swc_trf_format(swc_strbuf *out, swc_tournament *t, int format, int eol);
/* The team records of a team event (trf_write_team.c); nothing otherwise.
 * `plain` (a FIDE report) leaves out the library's X records. */
void swc_trf_write_team(swc_strbuf *b, const swc_tournament *t, const char *eol, int plain);
/* The 250 records of a team event's Baku acceleration: virtual match points
 * of group A by rounds (trf_write_team.c); nothing otherwise. */
void swc_trf_write_team_250(swc_strbuf *b, const swc_tournament *t, const char *eol);
/* A team event's pairing options as the 192 code says them (trf_team_code.c). */
typedef struct swc_trf_team_opts {
    int32_t system, colour_type, score_order, no_secondary;
    int baku;
} swc_trf_team_opts;
/* Read a code "FIDE_TEAM..." of n bytes: 1 when it is one of the team codes,
 * 0 (and *o the defaults) otherwise. */
int swc_trf_team_code_parse(const char *p, size_t n, swc_trf_team_opts *o);
/* The options of t (baku: Baku acceleration with match points first). */
void swc_trf_team_opts_of(const swc_tournament *t, swc_trf_team_opts *o);
/* The words after FIDE_TEAM of a Swiss: "_TYPEA_MP_GP", "_GP", ... */
void swc_trf_team_words(const swc_trf_team_opts *o, char *buf, size_t cap);
/* The 192 code of a team event's pairing options (FIDE_TEAM_ROUNDROBIN or
 * FIDE_TEAM_TYPEA_MP_GP and the like) into buf, or NULL for an individual event. */
const char *swc_trf_team_code(const swc_tournament *t, char *buf, size_t cap);
/* 1 when a kept 192 line says the team event's pairing options as the reader
 * takes them: it is then written back as it is. */
int swc_trf_team_code_agrees(const swc_tournament *t, const char *line);

/*
 * The same text as a FIDE rating report: `ranks` (by player index) fill the
 * rank column of the 001 lines and an 082 line says that no team played;
 * `plain` leaves out every record that is not FIDE's (engine and library
 * extensions).
 */
int swc_trf_format_report(swc_strbuf *out, swc_tournament *t, int format, int eol, const uint32_t *ranks,
                          int plain);

/* Tournament type codes of TRF-2026 (ETT26) this library pairs, such as
 * FIDE_DUTCH_2017 or FIDE_DUTCH_2026_BAKU: fills sys with pairing system,
 * Dutch edition and acceleration and returns 1; 0 for other text. */
int swc_trf_ett_code(const char *p, size_t n, int sys[3]);

/* Fill a full-size err with a located message "line:column: reason". */
void swc_trf_set_error(swc_trf_error *err, uint32_t line, uint32_t column, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

#endif
