/*
 * A growable byte buffer that allocates through a tournament's allocator.
 *
 * Errors are sticky: after the first failed allocation every append is a
 * no-op that returns SWC_ENOMEM, so a writer can emit many pieces and check
 * once at the end. The text is always NUL-terminated once anything has been
 * appended (the NUL is not counted in len).
 */
#ifndef SWC_CORE_STRBUF_H
#define SWC_CORE_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

#include "alloc.h"

typedef struct swc_strbuf {
    const swc_mem *mem;
    char *data;   /* NULL until the first append */
    size_t len;   /* bytes used, without the NUL */
    size_t cap;   /* bytes allocated */
    int failed;   /* an allocation failed; the contents are incomplete */
} swc_strbuf;

void swc_strbuf_init(swc_strbuf *b, const swc_mem *mem);
/* Release the memory; the buffer may be reused after swc_strbuf_init. */
void swc_strbuf_free(swc_strbuf *b);
/* Forget the contents (and a previous failure) but keep the memory. */
void swc_strbuf_reset(swc_strbuf *b);
/* Make room for `extra` more bytes plus the NUL. */
int swc_strbuf_reserve(swc_strbuf *b, size_t extra);

int swc_strbuf_append(swc_strbuf *b, const void *data, size_t n);
int swc_strbuf_puts(swc_strbuf *b, const char *s);
int swc_strbuf_putc(swc_strbuf *b, char c);
/* n copies of c. */
int swc_strbuf_fill(swc_strbuf *b, char c, size_t n);
int swc_strbuf_printf(swc_strbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
int swc_strbuf_vprintf(swc_strbuf *b, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 0)))
#endif
    ;

/*
 * Fixed-width fields of `width` characters. Widths count UTF-8 code points,
 * not bytes, because column formats such as TRF are read by code point: a
 * Chinese name of 3 characters occupies 3 columns. Text longer than the
 * field is cut at a character boundary. s[0..n) must be valid UTF-8.
 */
int swc_strbuf_field_left(swc_strbuf *b, const char *s, size_t n, size_t width);
int swc_strbuf_field_right(swc_strbuf *b, const char *s, size_t n, size_t width);

/* Drop trailing spaces (a column format pads, but lines must not end in blanks). */
void swc_strbuf_rtrim(swc_strbuf *b, size_t floor);

#endif
