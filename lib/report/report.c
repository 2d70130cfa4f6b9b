/* The report container: columns, cells, accessors and the JSON document. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "../model/model.h"
#include "rp.h"

static int rp_ok(const swc_report *r)
{
    return r && r->magic == SWC_MAGIC_REPORT;
}

int rp_new(swc_report **out, const swc_mem *mem, int32_t kind, uint32_t round)
{
    swc_report *r = swc_mem_calloc(mem, 1, sizeof *r);
    *out = NULL;
    if (!r)
        return SWC_ENOMEM;
    r->magic = SWC_MAGIC_REPORT;
    r->mem = *mem;
    r->kind = kind;
    r->round = round;
    swc_strbuf_init(&r->text, &r->mem);
    /* Offset 0 is the empty text every empty cell points at. */
    if (swc_strbuf_putc(&r->text, '\0')) {
        swc_strbuf_free(&r->text);
        swc_mem_free(mem, r, sizeof *r);
        return SWC_ENOMEM;
    }
    *out = r;
    return SWC_OK;
}

int rp_options(swc_report_options *o, swc_report **out, swc_tournament *t, const swc_report_options *opts,
               size_t min_size)
{
    if (out)
        *out = NULL;
    if (!t || t->magic != SWC_MAGIC_TOURNAMENT)
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "out is NULL");
    swc_report_options init = SWC_REPORT_OPTIONS_INIT;
    *o = init;
    if (opts) {
        if (opts->struct_size < min_size)
            return swc_fail(t, SWC_EINVAL, "struct_size of the report options is too small");
        memcpy(o, opts, opts->struct_size < sizeof *o ? opts->struct_size : sizeof *o);
    }
    return SWC_OK;
}

static size_t keep_text(swc_report *r, const char *s)
{
    if (!s || !*s)
        return 0;
    size_t off = r->text.len;
    if (swc_strbuf_append(&r->text, s, strlen(s) + 1)) {
        r->failed = 1;
        return 0;
    }
    return off;
}

void rp_column(swc_report *r, const char *key, int32_t type, int32_t scale)
{
    if (r->failed)
        return;
    if (swc_mem_reserve(&r->mem, (void **)&r->cols, &r->cols_cap, r->ncols + 1, sizeof *r->cols)) {
        r->failed = 1;
        return;
    }
    rp_col *c = &r->cols[r->ncols++];
    c->key = keep_text(r, key);
    c->type = type;
    c->scale = scale > 0 ? scale : 1;
    c->decimals = c->scale >= 100 ? 2 : c->scale >= 10 ? 1 : 0;
}

static rp_cell *next_cell(swc_report *r)
{
    if (r->failed || !r->ncols)
        return NULL;
    if (swc_mem_reserve(&r->mem, (void **)&r->cells, &r->cells_cap, r->ncells + 1, sizeof *r->cells)) {
        r->failed = 1;
        return NULL;
    }
    rp_cell *c = &r->cells[r->ncells++];
    memset(c, 0, sizeof *c);
    return c;
}

void rp_text(swc_report *r, const char *s)
{
    rp_cell *c = next_cell(r);
    if (c)
        c->text = keep_text(r, s);
}

void rp_empty(swc_report *r)
{
    next_cell(r);
}

/* value / scale with the column's decimals: 45 at scale 10 is "4.5". */
static void format_number(char *buf, size_t cap, int64_t v, const rp_col *col)
{
    uint64_t a = v < 0 ? (uint64_t)(-(v + 1)) + 1u : (uint64_t)v;
    uint64_t scale = (uint64_t)col->scale;
    if (col->decimals > 0)
        snprintf(buf, cap, "%s%" PRIu64 ".%0*" PRIu64, v < 0 ? "-" : "", a / scale, (int)col->decimals, a % scale);
    else
        snprintf(buf, cap, "%s%" PRIu64, v < 0 ? "-" : "", a);
}

void rp_number(swc_report *r, int64_t value)
{
    if (r->failed || !r->ncols)
        return;
    const rp_col *col = &r->cols[r->ncells % r->ncols];
    char buf[48];
    format_number(buf, sizeof buf, value, col);
    rp_cell *c = next_cell(r);
    if (!c)
        return;
    c->text = keep_text(r, buf);
    c->value = value;
    c->has_value = 1;
}

int rp_status(const swc_report *r)
{
    return r->failed || r->text.failed ? SWC_ENOMEM : SWC_OK;
}

const char *rp_title(const swc_player_info *info)
{
    if (info->title && *info->title)
        return info->title;
    return info->cn_title ? info->cn_title : "";
}

const char *rp_kind_word(int32_t kind)
{
    switch (kind) {
    case SWC_RK_PAB: return "pab";
    case SWC_RK_FULL_BYE: return "full_bye";
    case SWC_RK_HALF_BYE: return "half_bye";
    case SWC_RK_ZERO_BYE: return "zero_bye";
    case SWC_RK_WITHDRAWN: return "withdrawn";
    case SWC_RK_NOT_ENTERED: return "not_entered";
    default: return "not_paired";
    }
}

void swc_report_free(swc_report *r)
{
    if (!rp_ok(r))
        return;
    swc_mem m = r->mem;
    r->magic = 0;
    swc_strbuf_free(&r->text);
    swc_mem_free(&m, r->cols, r->cols_cap * sizeof *r->cols);
    swc_mem_free(&m, r->cells, r->cells_cap * sizeof *r->cells);
    swc_mem_free(&m, r, sizeof *r);
}

int32_t swc_report_kind(const swc_report *r)
{
    return rp_ok(r) ? r->kind : 0;
}

uint32_t swc_report_round(const swc_report *r)
{
    return rp_ok(r) ? r->round : 0;
}

uint32_t swc_report_column_count(const swc_report *r)
{
    return rp_ok(r) ? (uint32_t)r->ncols : 0;
}

uint32_t swc_report_row_count(const swc_report *r)
{
    return rp_ok(r) && r->ncols ? (uint32_t)(r->ncells / r->ncols) : 0;
}

int swc_report_column(swc_report_column_info *out, const swc_report *r, uint32_t column)
{
    if (!out || !rp_ok(r) || out->struct_size < offsetof(swc_report_column_info, decimals) + sizeof(int32_t))
        return SWC_EINVAL;
    if (column >= r->ncols)
        return SWC_ENOTFOUND;
    const rp_col *c = &r->cols[column];
    swc_report_column_info full = SWC_REPORT_COLUMN_INFO_INIT;
    full.key = r->text.data + c->key;
    full.type = c->type;
    full.scale = c->scale;
    full.decimals = c->decimals;
    size_t n = out->struct_size < sizeof full ? out->struct_size : sizeof full;
    full.struct_size = out->struct_size;
    memcpy(out, &full, n);
    return SWC_OK;
}

int swc_report_cell(swc_report_cell_info *out, const swc_report *r, uint32_t row, uint32_t column)
{
    if (!out || !rp_ok(r) || out->struct_size < offsetof(swc_report_cell_info, value) + sizeof(int64_t))
        return SWC_EINVAL;
    if (column >= r->ncols || row >= swc_report_row_count(r))
        return SWC_ENOTFOUND;
    const rp_cell *c = &r->cells[(size_t)row * r->ncols + column];
    swc_report_cell_info full = SWC_REPORT_CELL_INFO_INIT;
    full.text = r->text.data + c->text;
    full.has_value = c->has_value;
    full.value = c->value;
    size_t n = out->struct_size < sizeof full ? out->struct_size : sizeof full;
    full.struct_size = out->struct_size;
    memcpy(out, &full, n);
    return SWC_OK;
}

static void json_string(swc_strbuf *b, const char *s)
{
    swc_strbuf_putc(b, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\') {
            swc_strbuf_putc(b, '\\');
            swc_strbuf_putc(b, (char)*p);
        } else if (*p < 0x20) {
            swc_strbuf_printf(b, "\\u%04x", *p);
        } else {
            swc_strbuf_putc(b, (char)*p);
        }
    }
    swc_strbuf_putc(b, '"');
}

static const char *kind_name(int32_t kind)
{
    switch (kind) {
    case SWC_REPORT_BOARDS_BY_NAME: return "boards_by_name";
    case SWC_REPORT_CROSSTABLE: return "crosstable";
    case SWC_REPORT_GRID: return "grid";
    default: return "boards";
    }
}

int swc_report_json(size_t *out_len, char *buf, size_t cap, const swc_report *r)
{
    if (!rp_ok(r) || !out_len)
        return SWC_EINVAL;
    swc_mem m = r->mem;
    swc_strbuf b;
    swc_strbuf_init(&b, &m);
    swc_strbuf_printf(&b, "{\"kind\": \"%s\", \"round\": %lu,\n \"columns\": [", kind_name(r->kind),
                      (unsigned long)r->round);
    for (size_t c = 0; c < r->ncols; c++) {
        swc_strbuf_puts(&b, c ? ",\n  {\"key\": " : "\n  {\"key\": ");
        json_string(&b, r->text.data + r->cols[c].key);
        swc_strbuf_printf(&b, ", \"type\": \"%s\", \"scale\": %ld}",
                          r->cols[c].type == SWC_COLUMN_NUMBER ? "number" : "text", (long)r->cols[c].scale);
    }
    swc_strbuf_puts(&b, "],\n \"rows\": [");
    size_t nrows = r->ncols ? r->ncells / r->ncols : 0;
    for (size_t i = 0; i < nrows; i++) {
        swc_strbuf_puts(&b, i ? ",\n  [" : "\n  [");
        for (size_t c = 0; c < r->ncols; c++) {
            const rp_cell *cell = &r->cells[i * r->ncols + c];
            if (c)
                swc_strbuf_puts(&b, ", ");
            if (r->cols[c].type == SWC_COLUMN_NUMBER)
                swc_strbuf_puts(&b, cell->has_value ? r->text.data + cell->text : "null");
            else if (cell->text)
                json_string(&b, r->text.data + cell->text);
            else
                swc_strbuf_puts(&b, "null");
        }
        swc_strbuf_putc(&b, ']');
    }
    swc_strbuf_puts(&b, "]}\n");
    if (b.failed) {
        swc_strbuf_free(&b);
        return SWC_ENOMEM;
    }
    int rc = SWC_OK;
    *out_len = b.len;
    if (!buf || cap < b.len) {
        rc = SWC_EBUFSIZE;
    } else {
        memcpy(buf, b.data, b.len);
        if (cap > b.len)
            buf[b.len] = '\0';
    }
    swc_strbuf_free(&b);
    return rc;
}
