/*
 * The library's lossless records (doc/trf-extensions.md): XLF, XST, XTX,
 * XPA, XBO, XBY and XBK carry what TRF16 and TRF-2026 cannot hold, so that
 * a file written by this library reads back as the same tournament.
 *
 * The writer adds them through swc_trf_ext_write_*; the reader skips them in
 * its first pass (swc_trf_ext_owns) and applies them once the tournament is
 * built (swc_trf_ext_apply).
 */
#ifndef SWC_IO_TRF_EXT_H
#define SWC_IO_TRF_EXT_H

#include <stddef.h>

#include "trf.h"

/* 1 when the line is one of the records swc_trf_ext_apply reads. */
int swc_trf_ext_owns(const char *line, size_t n);

/*
 * Apply the records of the text to a tournament the reader has built from
 * the rest of it (players numbered by starting rank, rounds created). A file
 * with XLF states everything these records cover: what they do not list
 * takes its default. On failure `err` holds line, column and reason.
 */
int swc_trf_ext_apply(swc_tournament *t, const char *data, size_t len, swc_trf_error *err);

/* Header part: XLF, XST, XTX, XBK, XBO, XBY. */
void swc_trf_ext_write_header(swc_strbuf *b, const swc_tournament *t, const char *eol);
/* Player part, after the player lines: XPA. */
void swc_trf_ext_write_players(swc_strbuf *b, const swc_tournament *t, const char *eol);

/* The journal, at the end of the file: XJL, XJA, XJD. */
void swc_trf_ext_write_journal(swc_strbuf *b, const swc_tournament *t, const char *eol);

/* Whether the 001 field of `width` characters holds s exactly: no blank at
 * either end (the reader trims them) and not too long. */
int swc_trf_ext_field_exact(const char *s, size_t width);

/* Whether a text setting survives its header line (012 ... 122) unchanged. */
int swc_trf_ext_text_exact(const swc_tournament *t, int key);

/* Letter of a bye kind in XBY, '\0' for a kind that is not a bye. */
char swc_trf_ext_bye_letter(int kind);

#endif
