/* Public entry points of trf.h: argument checks, then the io layer. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <swisscore/tiebreak.h>

#include "../core/file.h"
#include "../io/trf.h"
#include "deliver.h"
#include "handles.h"

/* Copy the reader's full error into the caller's struct, as far as its
 * struct_size reaches (an older caller may know fewer fields). */
static void give_error(swc_trf_error *dst, const swc_trf_error *src)
{
    if (!dst || dst->struct_size < sizeof(uint32_t))
        return;
    size_t n = dst->struct_size < sizeof *src ? dst->struct_size : sizeof *src;
    uint32_t size = dst->struct_size;
    memcpy((char *)dst + sizeof(uint32_t), (const char *)src + sizeof(uint32_t), n - sizeof(uint32_t));
    dst->struct_size = size;
    if (n > offsetof(swc_trf_error, message) && n < sizeof *src)
        ((char *)dst)[n - 1] = '\0'; /* a shortened message still ends */
}

static int read_fail(swc_trf_error *err, int code, const char *msg)
{
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    swc_trf_set_error(&e, 0, 0, "%s", msg);
    give_error(err, &e);
    return code;
}

/* Options of a reader call: allocator, flags and encoding, or defaults. */
static int read_options(const swc_trf_read_options *opts, const swc_allocator **alloc, uint32_t *flags,
                        int32_t *encoding)
{
    *alloc = NULL;
    *flags = 0;
    *encoding = SWC_TRF_ENCODING_AUTO;
    if (!opts)
        return SWC_OK;
    if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof *opts)
        return SWC_EINVAL;
    if (opts->struct_size >= offsetof(swc_trf_read_options, allocator) + sizeof opts->allocator)
        *alloc = opts->allocator;
    if (opts->struct_size >= offsetof(swc_trf_read_options, flags) + sizeof opts->flags)
        *flags = opts->flags;
    if (opts->struct_size >= offsetof(swc_trf_read_options, encoding) + sizeof opts->encoding)
        *encoding = opts->encoding;
    if (!swc_mem_valid(*alloc) || (*flags & ~(uint32_t)SWC_TRF_TRUST_RESULTS) || *encoding < SWC_TRF_ENCODING_AUTO ||
        *encoding > SWC_TRF_ENCODING_GBK)
        return SWC_EINVAL;
    return SWC_OK;
}

int swc_trf_read(swc_tournament **out, const char *data, size_t len, const swc_trf_read_options *opts,
                 swc_trf_error *err)
{
    if (!out)
        return read_fail(err, SWC_EINVAL, "invalid argument: out is NULL");
    *out = NULL;
    if (!data && len)
        return read_fail(err, SWC_EINVAL, "invalid argument: data is NULL");
    const swc_allocator *alloc;
    uint32_t flags;
    int32_t encoding;
    if (read_options(opts, &alloc, &flags, &encoding) != SWC_OK)
        return read_fail(err, SWC_EINVAL, "invalid options (struct_size, allocator, flags or encoding)");
    if (len > SWC_TRF_MAX_SIZE) {
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        swc_trf_set_error(&e, 0, 0, "the input is %lu bytes; at most %lu are accepted", (unsigned long)len,
                          (unsigned long)SWC_TRF_MAX_SIZE);
        give_error(err, &e);
        return SWC_ELIMIT;
    }
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_parse(out, data ? data : "", len, alloc, flags, encoding, &e);
    give_error(err, &e);
    return rc;
}

int swc_trf_read_file(swc_tournament **out, const char *path, const swc_trf_read_options *opts, swc_trf_error *err)
{
    if (!out)
        return read_fail(err, SWC_EINVAL, "invalid argument: out is NULL");
    *out = NULL;
    if (!path)
        return read_fail(err, SWC_EINVAL, "invalid argument: path is NULL");
    const swc_allocator *alloc;
    uint32_t flags;
    int32_t encoding;
    if (read_options(opts, &alloc, &flags, &encoding) != SWC_OK)
        return read_fail(err, SWC_EINVAL, "invalid options (struct_size, allocator, flags or encoding)");
    swc_mem mem;
    swc_mem_init(&mem, alloc);

    swc_strbuf b;
    swc_strbuf_init(&b, &mem);
    int eno;
    int rc = swc_file_read(&b, path, SWC_TRF_MAX_SIZE, &eno);
    if (rc == SWC_EIO && eno) {
        char msg[200];
        snprintf(msg, sizeof msg, "cannot open %.120s: %s", path, strerror(eno));
        swc_strbuf_free(&b);
        return read_fail(err, SWC_EIO, msg);
    }
    if (rc == SWC_OK) {
        rc = swc_trf_read(out, b.data ? b.data : "", b.len, opts, err);
    } else {
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        if (rc == SWC_ELIMIT)
            swc_trf_set_error(&e, 0, 0, "%.120s is larger than %lu bytes", path, (unsigned long)SWC_TRF_MAX_SIZE);
        else if (rc == SWC_EIO)
            swc_trf_set_error(&e, 0, 0, "cannot read %.120s", path);
        else
            swc_trf_set_error(&e, 0, 0, "out of memory");
        give_error(err, &e);
    }
    swc_strbuf_free(&b);
    return rc;
}

size_t swc_tournament_warning_count(const swc_tournament *t)
{
    return swc_t_ok(t) ? t->nwarnings : 0;
}

int swc_tournament_warning(swc_trf_warning *out, const swc_tournament *t, size_t index)
{
    if (!out || out->struct_size < sizeof(uint32_t) || !swc_t_ok(t))
        return SWC_EINVAL;
    if (index >= t->nwarnings)
        return SWC_ERANGE;
    /* As far as the caller's struct reaches; a shortened message still ends. */
    const swc_trf_warning *w = &t->warnings[index];
    size_t n = out->struct_size < sizeof *w ? out->struct_size : sizeof *w;
    memcpy((char *)out + sizeof(uint32_t), (const char *)w + sizeof(uint32_t), n - sizeof(uint32_t));
    if (n > offsetof(swc_trf_warning, message) && n < sizeof *w)
        ((char *)out)[n - 1] = '\0';
    return SWC_OK;
}

/* Writer options, defaults for fields the caller's struct does not have. */
static int write_options(swc_tournament *t, const swc_trf_write_options *opts, int *format, int *eol)
{
    *format = SWC_TRF_2026;
    *eol = SWC_TRF_EOL_LF;
    if (!opts)
        return SWC_OK;
    if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof *opts)
        return swc_fail(t, SWC_EINVAL, "swc_trf_write_options.struct_size %lu is not valid",
                        (unsigned long)opts->struct_size);
    if (opts->struct_size >= offsetof(swc_trf_write_options, format) + sizeof opts->format)
        *format = opts->format;
    if (opts->struct_size >= offsetof(swc_trf_write_options, eol) + sizeof opts->eol)
        *eol = opts->eol;
    if (*format != SWC_TRF_2026 && *format != SWC_TRF_16)
        return swc_fail(t, SWC_EINVAL, "unknown TRF format %d", *format);
    if (*eol != SWC_TRF_EOL_LF && *eol != SWC_TRF_EOL_CRLF && *eol != SWC_TRF_EOL_CR)
        return swc_fail(t, SWC_EINVAL, "unknown line end %d", *eol);
    return SWC_OK;
}

/* The ruleset that ranks an event which names no tie-breaks of its own. */
static const char *default_ruleset(const swc_settings *s)
{
    if (s->system == SWC_SYSTEM_SEQUENTIAL)
        return s->seq_tiebreak == SWC_SEQ_TB_PROGRESSIVE ? "xiangqi2011-progressive" : "xiangqi2011-buchholz";
    return "fide-2026";
}

/* Rank of every player (by index) in the current standings; all 0 before
 * the first round. */
static int report_ranks(uint32_t *ranks, swc_tournament *t)
{
    if (!t->nrounds)
        return SWC_OK;
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    const char *own = t->text[SWC_TEXT_TIEBREAKS];
    swc_standings *s = NULL;
    int rc;
    if (own && *own) {
        /* A ruleset's name, else a cascade, as the tool reads it. */
        so.ruleset = own;
        rc = swc_standings_compute(&s, t, &so);
        if (rc == SWC_ENOTFOUND) {
            so.ruleset = NULL;
            so.tiebreaks = own;
            rc = swc_standings_compute(&s, t, &so);
        }
    } else {
        so.ruleset = default_ruleset(&t->set);
        rc = swc_standings_compute(&s, t, &so);
    }
    if (rc == SWC_ENOMEM)
        return rc;
    if (rc) {
        char why[320]; /* the message lives on t, which swc_fail() rewrites */
        snprintf(why, sizeof why, "%s", swc_tournament_errmsg(t));
        return swc_fail(t, SWC_EINVAL, "the event's tie-breaks '%.200s' cannot rank it: %s", own ? own : "", why);
    }
    for (uint32_t r = 0; r < swc_standings_count(s); r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        const swc_player *p;
        if (swc_standings_row_get(&row, s, r) == SWC_OK && (p = swc_model_player_by_id(t, row.id)) != NULL)
            ranks[p->index] = row.rank;
    }
    swc_standings_free(s);
    return SWC_OK;
}

static int render_report(swc_strbuf *b, swc_tournament *t, const swc_trf_write_options *opts, int report,
                         uint32_t flags)
{
    int format, eol;
    int rc = write_options(t, opts, &format, &eol);
    if (rc)
        return rc;
    if (flags & ~(uint32_t)SWC_TRF_REPORT_PLAIN)
        return swc_fail(t, SWC_EINVAL, "unknown report flags 0x%lx", (unsigned long)flags);
    uint32_t *ranks = NULL;
    if (report) {
        ranks = swc_mem_calloc(&t->mem, t->nplayers ? t->nplayers : 1, sizeof *ranks);
        if (!ranks)
            return swc_fail(t, SWC_ENOMEM, "out of memory");
        if ((rc = report_ranks(ranks, t))) {
            swc_mem_free(&t->mem, ranks, (t->nplayers ? t->nplayers : 1) * sizeof *ranks);
            return rc;
        }
    }
    swc_strbuf_init(b, &t->mem);
    rc = report ? swc_trf_format_report(b, t, format, eol, ranks, (flags & SWC_TRF_REPORT_PLAIN) != 0)
                : swc_trf_format(b, t, format, eol);
    if (ranks)
        swc_mem_free(&t->mem, ranks, (t->nplayers ? t->nplayers : 1) * sizeof *ranks);
    if (rc)
        swc_strbuf_free(b);
    return rc;
}

static int render(swc_strbuf *b, swc_tournament *t, const swc_trf_write_options *opts)
{
    return render_report(b, t, opts, 0, 0);
}

int swc_trf_write(size_t *out_len, char *buf, size_t cap, swc_tournament *t, const swc_trf_write_options *opts)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out_len)
        return swc_fail(t, SWC_EINVAL, "out_len is NULL");
    swc_strbuf b;
    int rc = render(&b, t, opts);
    if (rc)
        return rc;
    return swc_deliver_text(t, &b, out_len, buf, cap, "TRF");
}

static int replace_file(swc_tournament *t, const char *path, const char *data, size_t n)
{
    const char *what;
    int eno = swc_file_replace(path, data, n, &what);
    if (eno)
        return swc_fail(t, SWC_EIO, "%s %.200s: %s", what, path, strerror(eno));
    return SWC_OK;
}

int swc_trf_write_file(swc_tournament *t, const char *path, const swc_trf_write_options *opts)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!path || !*path)
        return swc_fail(t, SWC_EINVAL, "path is NULL or empty");
    swc_strbuf b;
    int rc = render(&b, t, opts);
    if (rc)
        return rc;
    rc = replace_file(t, path, b.data ? b.data : "", b.len);
    swc_strbuf_free(&b);
    return rc ? rc : swc_ok(t);
}

int swc_trf_write_report(size_t *out_len, char *buf, size_t cap, swc_tournament *t,
                         const swc_trf_write_options *opts, uint32_t flags)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out_len)
        return swc_fail(t, SWC_EINVAL, "out_len is NULL");
    swc_strbuf b;
    int rc = render_report(&b, t, opts, 1, flags);
    if (rc)
        return rc;
    return swc_deliver_text(t, &b, out_len, buf, cap, "TRF");
}

int swc_trf_write_report_file(swc_tournament *t, const char *path, const swc_trf_write_options *opts,
                              uint32_t flags)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!path || !*path)
        return swc_fail(t, SWC_EINVAL, "path is NULL or empty");
    swc_strbuf b;
    int rc = render_report(&b, t, opts, 1, flags);
    if (rc)
        return rc;
    rc = replace_file(t, path, b.data ? b.data : "", b.len);
    swc_strbuf_free(&b);
    return rc;
}
