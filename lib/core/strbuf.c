#include "strbuf.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

void swc_strbuf_init(swc_strbuf *b, const swc_mem *mem)
{
    b->mem = mem;
    b->data = NULL;
    b->len = 0;
    b->cap = 0;
    b->failed = 0;
}

void swc_strbuf_free(swc_strbuf *b)
{
    if (b->data)
        swc_mem_free(b->mem, b->data, b->cap);
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = 0;
}

void swc_strbuf_reset(swc_strbuf *b)
{
    b->len = 0;
    b->failed = 0;
    if (b->data)
        b->data[0] = '\0';
}

int swc_strbuf_reserve(swc_strbuf *b, size_t extra)
{
    if (b->failed)
        return SWC_ENOMEM;
    if (extra > SIZE_MAX - b->len - 1) {
        b->failed = 1;
        return SWC_ENOMEM;
    }
    size_t need = b->len + extra + 1;
    if (need <= b->cap)
        return SWC_OK;
    size_t ncap = b->cap ? b->cap : 256;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2) {
            ncap = need;
            break;
        }
        ncap *= 2;
    }
    char *p = swc_mem_realloc(b->mem, b->data, b->cap, ncap);
    if (!p) {
        b->failed = 1;
        return SWC_ENOMEM;
    }
    b->data = p;
    b->cap = ncap;
    return SWC_OK;
}

int swc_strbuf_append(swc_strbuf *b, const void *data, size_t n)
{
    if (swc_strbuf_reserve(b, n) != SWC_OK)
        return SWC_ENOMEM;
    if (n)
        memcpy(b->data + b->len, data, n);
    b->len += n;
    b->data[b->len] = '\0';
    return SWC_OK;
}

int swc_strbuf_puts(swc_strbuf *b, const char *s)
{
    return swc_strbuf_append(b, s, strlen(s));
}

int swc_strbuf_putc(swc_strbuf *b, char c)
{
    return swc_strbuf_append(b, &c, 1);
}

int swc_strbuf_fill(swc_strbuf *b, char c, size_t n)
{
    if (swc_strbuf_reserve(b, n) != SWC_OK)
        return SWC_ENOMEM;
    memset(b->data + b->len, c, n);
    b->len += n;
    b->data[b->len] = '\0';
    return SWC_OK;
}

int swc_strbuf_vprintf(swc_strbuf *b, const char *fmt, va_list ap)
{
    if (b->failed)
        return SWC_ENOMEM;
    char small[128];
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        b->failed = 1;
        return SWC_ENOMEM;
    }
    if ((size_t)n < sizeof small)
        return swc_strbuf_append(b, small, (size_t)n);
    /* Long output: format straight into the buffer. */
    if (swc_strbuf_reserve(b, (size_t)n) != SWC_OK)
        return SWC_ENOMEM;
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
    return SWC_OK;
}

int swc_strbuf_printf(swc_strbuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = swc_strbuf_vprintf(b, fmt, ap);
    va_end(ap);
    return rc;
}

/* Bytes of the first `width` code points of s[0..n), and how many there are. */
static size_t clip(const char *s, size_t n, size_t width, size_t *chars)
{
    size_t i = 0, k = 0;
    while (i < n && k < width) {
        i++;
        while (i < n && ((unsigned char)s[i] & 0xC0) == 0x80)
            i++;
        k++;
    }
    *chars = k;
    return i;
}

int swc_strbuf_field_left(swc_strbuf *b, const char *s, size_t n, size_t width)
{
    size_t chars;
    size_t bytes = clip(s, n, width, &chars);
    swc_strbuf_append(b, s, bytes);
    return swc_strbuf_fill(b, ' ', width - chars);
}

int swc_strbuf_field_right(swc_strbuf *b, const char *s, size_t n, size_t width)
{
    size_t chars;
    size_t bytes = clip(s, n, width, &chars);
    swc_strbuf_fill(b, ' ', width - chars);
    return swc_strbuf_append(b, s, bytes);
}

void swc_strbuf_rtrim(swc_strbuf *b, size_t floor)
{
    while (b->len > floor && b->data[b->len - 1] == ' ')
        b->len--;
    if (b->data)
        b->data[b->len] = '\0';
}
