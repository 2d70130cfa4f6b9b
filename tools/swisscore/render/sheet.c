/* The sheet model, the output options and writing the result. */
#include "sheet.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

#include "../cli.h"

static char *dup_text(sheet *s, const char *t)
{
    char *d = strdup(t ? t : "");
    if (!d)
        s->failed = 1;
    return d;
}

/* Grow *arr to hold need elements of size elem. */
static int grow(sheet *s, void **arr, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return 0;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need)
        n *= 2;
    void *p = realloc(*arr, n * elem);
    if (!p) {
        s->failed = 1;
        return -1;
    }
    memset((char *)p + *cap * elem, 0, (n - *cap) * elem);
    *arr = p;
    *cap = n;
    return 0;
}

void sheet_init(sheet *s, const char *title)
{
    memset(s, 0, sizeof *s);
    /* Titles and headings are for people: a command may pass the English
     * text and have it translated here. */
    s->title = dup_text(s, title ? cli_tr(title) : title);
}

void sheet_free(sheet *s)
{
    for (size_t c = 0; c < s->ncols; c++) {
        free(s->cols[c].key);
        free(s->cols[c].head);
    }
    for (size_t i = 0; i < s->ncells; i++) {
        free(s->cells[i]);
        if (s->links)
            free(s->links[i]);
    }
    for (size_t i = 0; i < s->nnotes; i++)
        free(s->notes[i]);
    free(s->cols);
    free(s->cells);
    free(s->links);
    free(s->notes);
    free(s->title);
    free(s->id);
    memset(s, 0, sizeof *s);
}

void sheet_column_add(sheet *s, const char *key, const char *head, int number)
{
    if (grow(s, (void **)&s->cols, &s->cols_cap, s->ncols + 1, sizeof *s->cols))
        return;
    sheet_column *c = &s->cols[s->ncols++];
    c->key = dup_text(s, key);
    c->head = dup_text(s, head ? cli_tr(head) : head);
    c->number = number;
}

static size_t next_cell(sheet *s)
{
    size_t old = s->cells_cap;
    if (grow(s, (void **)&s->cells, &s->cells_cap, s->ncells + 1, sizeof *s->cells))
        return (size_t)-1;
    if (s->links && s->cells_cap != old) {
        char **l = realloc(s->links, s->cells_cap * sizeof *l);
        if (!l) {
            s->failed = 1;
            return (size_t)-1;
        }
        memset(l + old, 0, (s->cells_cap - old) * sizeof *l);
        s->links = l;
    }
    return s->ncells++;
}

void sheet_cell(sheet *s, const char *text)
{
    size_t i = next_cell(s);
    if (i != (size_t)-1)
        s->cells[i] = dup_text(s, text);
}

void sheet_cell_link(sheet *s, const char *text, const char *href)
{
    if (!s->links) {
        s->links = calloc(s->cells_cap ? s->cells_cap : 1, sizeof *s->links);
        if (!s->links) {
            s->failed = 1;
            return;
        }
    }
    size_t i = next_cell(s);
    if (i == (size_t)-1)
        return;
    s->cells[i] = dup_text(s, text);
    if (href && *href)
        s->links[i] = dup_text(s, href);
}

void sheet_note(sheet *s, const char *text)
{
    if (grow(s, (void **)&s->notes, &s->notes_cap, s->nnotes + 1, sizeof *s->notes))
        return;
    s->notes[s->nnotes++] = dup_text(s, text);
}

size_t sheet_rows(const sheet *s)
{
    return s->ncols ? s->ncells / s->ncols : 0;
}

const char *sheet_at(const sheet *s, size_t row, size_t col)
{
    const char *t = s->cells[row * s->ncols + col];
    return t ? t : "";
}

int sheet_parse_format(const char *name)
{
    static const char *const names[] = { "text", "csv", "tsv", "json", "html" };
    for (int i = 0; i < 5; i++)
        if (!strcmp(name, names[i]))
            return i;
    return -1;
}

int sheet_format_for_people(int format)
{
    return format == SHEET_TEXT || format == SHEET_CSV || format == SHEET_HTML;
}

void sheet_output_init(sheet_output *o)
{
    o->format = SHEET_TEXT;
    o->encoding = SHEET_UTF8;
    o->path = NULL;
    o->lang = cli_lang_is_zh() ? "zh" : "en";
}

int sheet_take_option(sheet_output *o, int id, const char *value, const char *cmd)
{
    switch (id) {
    case SHEET_OPT_FORMAT:
        if ((o->format = sheet_parse_format(value)) < 0) {
            cli_usage_error(cmd, "unknown format '%s' (text, csv, tsv, json or html)", value);
            return -1;
        }
        return 1;
    case SHEET_OPT_OUTPUT:
        o->path = value;
        return 1;
    case SHEET_OPT_ENCODING:
        if ((o->encoding = sheet_parse_encoding(value)) < 0) {
            cli_usage_error(cmd, "unknown output encoding '%s' (utf-8 or gbk)", value);
            return -1;
        }
        return 1;
    default:
        return 0;
    }
}

int sheet_parse_encoding(const char *name)
{
    if (!strcmp(name, "utf-8") || !strcmp(name, "utf8") || !strcmp(name, "UTF-8"))
        return SHEET_UTF8;
    if (!strcmp(name, "gbk") || !strcmp(name, "GBK") || !strcmp(name, "gb18030") || !strcmp(name, "GB18030"))
        return SHEET_GBK;
    return -1;
}

void sheet_render(FILE *f, const sheet *const *sheets, size_t n, int format, const char *page_title,
                  const char *lang, const char *nav)
{
    switch (format) {
    case SHEET_JSON:
        sheet_render_json(f, sheets, n);
        return;
    case SHEET_HTML:
        sheet_html_begin(f, page_title, lang);
        if (nav)
            fputs(nav, f);
        for (size_t i = 0; i < n; i++)
            sheet_html_table(f, sheets[i], i);
        sheet_html_end(f);
        return;
    default:
        for (size_t i = 0; i < n; i++) {
            if (i)
                fputs(format == SHEET_CSV ? "\r\n" : "\n", f);
            if (format == SHEET_TEXT) {
                sheet_render_text(f, sheets[i]);
                continue;
            }
            /* Several tables in one file: each under a line with its title. */
            if (n > 1)
                sheet_render_title(f, sheets[i], format == SHEET_CSV ? ',' : '\t');
            sheet_render_delimited(f, sheets[i], format == SHEET_CSV ? ',' : '\t');
        }
    }
}

/* UTF-8 -> GB18030 (GBK's superset, which every character has a code in). */
static int to_gb18030(char **out, size_t *out_len, const char *in, size_t len)
{
    iconv_t cd = iconv_open("GB18030", "UTF-8");
    if (cd == (iconv_t)-1)
        return -1;
    size_t cap = len * 2 + 16;
    char *buf = malloc(cap);
    if (!buf) {
        iconv_close(cd);
        return -1;
    }
    char *ip = (char *)in, *op = buf;
    size_t il = len, ol = cap;
    size_t rc = iconv(cd, &ip, &il, &op, &ol);
    iconv_close(cd);
    if (rc == (size_t)-1) {
        free(buf);
        return -1;
    }
    *out = buf;
    *out_len = cap - ol;
    return 0;
}

int sheet_write_file(const char *path, const char *data, size_t len)
{
    if (!path || !strcmp(path, "-")) {
        fwrite(data, 1, len, stdout);
        return cli_finish_stdout(CLI_OK);
    }
    FILE *f = fopen(path, "wb");
    if (!f) {
        cli_error("cannot write %s: %s", path, strerror(errno));
        return CLI_EIO;
    }
    size_t w = fwrite(data, 1, len, f);
    int bad = w != len || ferror(f);
    if (fclose(f) != 0 || bad) {
        cli_error("cannot write %s: %s", path, strerror(errno ? errno : EIO));
        return CLI_EIO;
    }
    return CLI_OK;
}

int sheet_emit(const sheet *const *sheets, size_t n, const sheet_output *o, const char *page_title)
{
    for (size_t i = 0; i < n; i++)
        if (sheets[i]->failed) {
            cli_error("out of memory");
            return CLI_EINTERNAL;
        }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    /* Excel on Chinese Windows reads UTF-8 only after a byte order mark. */
    if (o->format == SHEET_CSV && o->encoding == SHEET_UTF8)
        fputs("\xEF\xBB\xBF", mem);
    sheet_render(mem, sheets, n, o->format, page_title ? cli_tr(page_title) : page_title, o->lang, NULL);
    if (fclose(mem) != 0) {
        free(text);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code;
    if (o->encoding == SHEET_GBK && (o->format == SHEET_CSV || o->format == SHEET_TSV)) {
        char *gbk = NULL;
        size_t glen = 0;
        if (to_gb18030(&gbk, &glen, text, len)) {
            free(text);
            cli_error("cannot convert the sheet to GBK");
            return CLI_EINTERNAL;
        }
        code = sheet_write_file(o->path, gbk, glen);
        free(gbk);
    } else {
        code = sheet_write_file(o->path, text, len);
    }
    free(text);
    return code;
}
