/* Public entry points of json.h: argument checks, then the io layer. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "../core/file.h"
#include "../io/json.h"
#include "deliver.h"
#include "handles.h"

/* Copy the reader's full error into the caller's struct, as far as its
 * struct_size reaches (an older caller may know fewer fields). */
static void give_error(swc_json_error *dst, const swc_json_error *src)
{
    if (!dst || dst->struct_size < sizeof(uint32_t))
        return;
    size_t n = dst->struct_size < sizeof *src ? dst->struct_size : sizeof *src;
    uint32_t size = dst->struct_size;
    memcpy((char *)dst + sizeof(uint32_t), (const char *)src + sizeof(uint32_t), n - sizeof(uint32_t));
    dst->struct_size = size;
    if (n > offsetof(swc_json_error, path) && n < sizeof *src)
        ((char *)dst)[n - 1] = '\0'; /* a shortened text still ends */
}

static int read_fail(swc_json_error *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int read_fail(swc_json_error *err, int code, const char *fmt, ...)
{
    swc_json_error e = SWC_JSON_ERROR_INIT;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(e.message, sizeof e.message, fmt, ap);
    va_end(ap);
    give_error(err, &e);
    return code;
}

static int read_options(const swc_json_read_options *opts, const swc_allocator **alloc, uint32_t *flags)
{
    *alloc = NULL;
    *flags = 0;
    if (!opts)
        return SWC_OK;
    if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof *opts)
        return SWC_EINVAL;
    if (opts->struct_size >= offsetof(swc_json_read_options, allocator) + sizeof opts->allocator)
        *alloc = opts->allocator;
    if (opts->struct_size >= offsetof(swc_json_read_options, flags) + sizeof opts->flags)
        *flags = opts->flags;
    if (!swc_mem_valid(*alloc) || *flags)
        return SWC_EINVAL;
    return SWC_OK;
}

int swc_json_read(swc_tournament **out, const char *data, size_t len, const swc_json_read_options *opts,
                  swc_json_error *err)
{
    if (!out)
        return read_fail(err, SWC_EINVAL, "invalid argument: out is NULL");
    *out = NULL;
    if (!data && len)
        return read_fail(err, SWC_EINVAL, "invalid argument: data is NULL");
    const swc_allocator *alloc;
    uint32_t flags;
    if (read_options(opts, &alloc, &flags) != SWC_OK)
        return read_fail(err, SWC_EINVAL, "invalid options (struct_size, allocator or flags)");
    if (len > SWC_JSON_MAX_SIZE)
        return read_fail(err, SWC_ELIMIT, "the input is %lu bytes; at most %lu are accepted", (unsigned long)len,
                         (unsigned long)SWC_JSON_MAX_SIZE);
    swc_json_error e = SWC_JSON_ERROR_INIT;
    int rc = swc_json_parse(out, data ? data : "", len, alloc, flags, &e);
    give_error(err, &e);
    return rc;
}

int swc_json_read_file(swc_tournament **out, const char *path, const swc_json_read_options *opts,
                       swc_json_error *err)
{
    if (!out)
        return read_fail(err, SWC_EINVAL, "invalid argument: out is NULL");
    *out = NULL;
    if (!path)
        return read_fail(err, SWC_EINVAL, "invalid argument: path is NULL");
    const swc_allocator *alloc;
    uint32_t flags;
    if (read_options(opts, &alloc, &flags) != SWC_OK)
        return read_fail(err, SWC_EINVAL, "invalid options (struct_size, allocator or flags)");
    swc_mem mem;
    swc_mem_init(&mem, alloc);
    swc_strbuf b;
    swc_strbuf_init(&b, &mem);
    int eno;
    int rc = swc_file_read(&b, path, SWC_JSON_MAX_SIZE, &eno);
    if (rc == SWC_OK)
        rc = swc_json_read(out, b.data ? b.data : "", b.len, opts, err);
    else if (rc == SWC_EIO && eno)
        read_fail(err, rc, "cannot open %.120s: %s", path, strerror(eno));
    else if (rc == SWC_EIO)
        read_fail(err, rc, "cannot read %.120s", path);
    else if (rc == SWC_ELIMIT)
        read_fail(err, rc, "%.120s is larger than %lu bytes", path, (unsigned long)SWC_JSON_MAX_SIZE);
    else
        read_fail(err, rc, "out of memory");
    swc_strbuf_free(&b);
    return rc;
}

static int render(swc_strbuf *b, swc_tournament *t, const swc_json_write_options *opts)
{
    int32_t indent = 2;
    if (opts) {
        if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof *opts)
            return swc_fail(t, SWC_EINVAL, "swc_json_write_options.struct_size %lu is not valid",
                            (unsigned long)opts->struct_size);
        if (opts->struct_size >= offsetof(swc_json_write_options, indent) + sizeof opts->indent)
            indent = opts->indent;
    }
    if (indent < 0 || indent > 31)
        return swc_fail(t, SWC_EINVAL, "indent %ld is outside 0..31", (long)indent);
    swc_strbuf_init(b, &t->mem);
    int rc = swc_json_format(b, t, indent);
    if (rc)
        swc_strbuf_free(b);
    return rc;
}

int swc_json_write(size_t *out_len, char *buf, size_t cap, swc_tournament *t, const swc_json_write_options *opts)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out_len)
        return swc_fail(t, SWC_EINVAL, "out_len is NULL");
    swc_strbuf b;
    int rc = render(&b, t, opts);
    if (rc)
        return rc;
    return swc_deliver_text(t, &b, out_len, buf, cap, "JSON");
}

int swc_json_write_file(swc_tournament *t, const char *path, const swc_json_write_options *opts)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!path || !*path)
        return swc_fail(t, SWC_EINVAL, "path is NULL or empty");
    swc_strbuf b;
    int rc = render(&b, t, opts);
    if (rc)
        return rc;
    const char *what;
    int eno = swc_file_replace(path, b.data ? b.data : "", b.len, &what);
    swc_strbuf_free(&b);
    if (eno)
        return swc_fail(t, SWC_EIO, "%s %.200s: %s", what, path, strerror(eno));
    return swc_ok(t);
}
