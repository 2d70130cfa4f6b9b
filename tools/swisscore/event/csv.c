/*
 * Sign-up lists: the CSV files that registration platforms export, read
 * into players.
 *
 * The files come as UTF-8 (with or without a byte order mark) or as GBK
 * from Chinese Excel; GBK is decoded with iconv as GB18030, its superset.
 * Fields follow RFC 4180 (quotes, doubled quotes, line breaks inside
 * quotes); a header row names the columns in English or Chinese. Every
 * complaint points at file:line:column, columns counted in characters.
 */
#include "cli.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

/* ---- decoding ---------------------------------------------------------------- */

/* Length of the valid UTF-8 prefix of s. */
static size_t utf8_valid(const unsigned char *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned char c = s[i];
        size_t k;
        uint32_t v, min;
        if (c < 0x80) {
            i++;
            continue;
        } else if (c >= 0xC2 && c <= 0xDF) {
            k = 2, v = c & 0x1Fu, min = 0x80;
        } else if (c >= 0xE0 && c <= 0xEF) {
            k = 3, v = c & 0x0Fu, min = 0x800;
        } else if (c >= 0xF0 && c <= 0xF4) {
            k = 4, v = c & 0x07u, min = 0x10000;
        } else {
            return i;
        }
        if (i + k > n)
            return i;
        for (size_t j = 1; j < k; j++) {
            if ((s[i + j] & 0xC0) != 0x80)
                return i;
            v = (v << 6) | (s[i + j] & 0x3Fu);
        }
        if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
            return i;
        i += k;
    }
    return n;
}

/* Line and byte column (1-based) of offset `at` in text. */
static void where(const char *text, size_t at, uint32_t *line, uint32_t *col)
{
    uint32_t l = 1;
    size_t start = 0;
    for (size_t i = 0; i < at; i++)
        if (text[i] == '\n') {
            l++;
            start = i + 1;
        }
    *line = l;
    *col = (uint32_t)(at - start) + 1;
}

/* GB18030 -> UTF-8; on failure *bad is the offset of the first byte iconv
 * could not decode. */
static char *from_gbk(const char *in, size_t n, size_t *out_len, size_t *bad, int *nomem)
{
    *nomem = 0;
    *bad = (size_t)-1;
    iconv_t cd = iconv_open("UTF-8", "GB18030");
    if (cd == (iconv_t)-1) {
        *nomem = 1;
        return NULL;
    }
    size_t cap = n * 2 + 16;
    char *out = malloc(cap);
    if (!out) {
        iconv_close(cd);
        *nomem = 1;
        return NULL;
    }
    char *ip = (char *)in, *op = out;
    size_t il = n, ol = cap;
    while (il) {
        if (iconv(cd, &ip, &il, &op, &ol) != (size_t)-1)
            break;
        if (errno == E2BIG) {
            size_t used = (size_t)(op - out);
            char *bigger = realloc(out, cap * 2);
            if (!bigger) {
                free(out);
                iconv_close(cd);
                *nomem = 1;
                return NULL;
            }
            out = bigger;
            cap *= 2;
            op = out + used;
            ol = cap - used;
            continue;
        }
        *bad = (size_t)(ip - in);
        free(out);
        iconv_close(cd);
        return NULL;
    }
    iconv_close(cd);
    *out_len = (size_t)(op - out);
    return out;
}

/* The file as UTF-8 text (malloc'd, NUL-terminated), in *out. */
static int decode(char **out, size_t *out_len, char *raw, size_t n, int encoding, const char *path)
{
    const unsigned char *u = (const unsigned char *)raw;
    size_t skip = n >= 3 && u[0] == 0xEF && u[1] == 0xBB && u[2] == 0xBF ? 3 : 0;
    size_t ok = utf8_valid(u + skip, n - skip);
    uint32_t line, col;
    if (encoding == CLI_ENC_UTF8 || (encoding == CLI_ENC_AUTO && (skip || ok == n - skip))) {
        if (ok != n - skip) {
            where(raw, skip + ok, &line, &col);
            cli_error("%s:%u:%u: invalid UTF-8 (byte 0x%02x); try --encoding gbk", path, (unsigned)line,
                      (unsigned)col, (unsigned)u[skip + ok]);
            return CLI_EINPUT;
        }
        char *s = malloc(n - skip + 1);
        if (!s) {
            cli_error("out of memory");
            return CLI_EINTERNAL;
        }
        memcpy(s, raw + skip, n - skip);
        s[n - skip] = '\0';
        *out = s;
        *out_len = n - skip;
        return CLI_OK;
    }
    size_t bad, len = 0;
    int nomem;
    char *s = from_gbk(raw, n, &len, &bad, &nomem);
    if (!s) {
        if (nomem) {
            cli_error("cannot decode GBK (out of memory, or iconv lacks GB18030)");
            return CLI_EINTERNAL;
        }
        where(raw, bad, &line, &col);
        cli_error("%s:%u:%u: neither UTF-8 nor GBK (byte 0x%02x)", path, (unsigned)line, (unsigned)col,
                  (unsigned)u[bad]);
        return CLI_EINPUT;
    }
    char *z = realloc(s, len + 1);
    if (!z) {
        free(s);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    z[len] = '\0';
    *out = z;
    *out_len = len;
    return CLI_OK;
}

/* ---- fields -------------------------------------------------------------------- */

typedef struct field {
    char *text;       /* unquoted, NUL-terminated */
    uint32_t line, col;
} field;

typedef struct record {
    field *f;
    size_t n, cap;
    uint32_t line;
} record;

typedef struct parser {
    const char *s;
    size_t i, n;
    uint32_t line, col;  /* of s[i]; col counts characters */
    char delim;
    const char *path;
} parser;

static void advance(parser *p)
{
    unsigned char c = (unsigned char)p->s[p->i++];
    if (c == '\n') {
        p->line++;
        p->col = 1;
    } else if ((c & 0xC0) != 0x80) {
        p->col++;
    }
}

static void record_free(record *r)
{
    for (size_t k = 0; k < r->n; k++)
        free(r->f[k].text);
    free(r->f);
    memset(r, 0, sizeof *r);
}

/* One record; returns CLI_OK with r->n == 0 at the end of the text. */
static int next_record(parser *p, record *r)
{
    record_free(r);
    if (p->i >= p->n)
        return CLI_OK;
    r->line = p->line;
    for (;;) {
        if (r->n == r->cap) {
            size_t cap = r->cap ? r->cap * 2 : 16;
            field *f = realloc(r->f, cap * sizeof *f);
            if (!f)
                goto nomem;
            r->f = f;
            r->cap = cap;
        }
        field *f = &r->f[r->n];
        f->line = p->line;
        f->col = p->col;
        size_t cap = 32, len = 0;
        char *t = malloc(cap);
        if (!t)
            goto nomem;
        int quoted = p->i < p->n && p->s[p->i] == '"';
        if (quoted)
            advance(p);
        for (;;) {
            if (p->i >= p->n) {
                if (quoted) {
                    free(t);
                    cli_error("%s:%u:%u: the quote opened here is never closed", p->path, (unsigned)f->line,
                              (unsigned)f->col);
                    return CLI_EINPUT;
                }
                break;
            }
            char c = p->s[p->i];
            if (quoted && c == '"') {
                if (p->i + 1 < p->n && p->s[p->i + 1] == '"') {
                    advance(p);
                } else {
                    advance(p);
                    quoted = 0;
                    /* After the closing quote only blanks, a delimiter or
                     * the end of the line may follow. */
                    while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t') && p->s[p->i] != p->delim)
                        advance(p);
                    if (p->i < p->n && p->s[p->i] != p->delim && p->s[p->i] != '\n' && p->s[p->i] != '\r') {
                        free(t);
                        cli_error("%s:%u:%u: text after a closing quote (a quote inside a field is written \"\")",
                                  p->path, (unsigned)p->line, (unsigned)p->col);
                        return CLI_EINPUT;
                    }
                    continue;
                }
            } else if (!quoted && (c == p->delim || c == '\n' || c == '\r')) {
                break;
            }
            if (len + 2 > cap) {
                char *b = realloc(t, cap *= 2);
                if (!b) {
                    free(t);
                    goto nomem;
                }
                t = b;
            }
            t[len++] = c;
            advance(p);
        }
        t[len] = '\0';
        /* A line break inside a quoted field (an address on two lines)
         * becomes a blank: names and clubs are one line. */
        for (size_t k = 0; k < len; k++)
            if (t[k] == '\n' || t[k] == '\r')
                t[k] = ' ';
        /* Blanks around a field are not part of it. */
        size_t a = 0;
        while (t[a] == ' ' || t[a] == '\t')
            a++;
        while (len > a && (t[len - 1] == ' ' || t[len - 1] == '\t'))
            t[--len] = '\0';
        if (a) {
            memmove(t, t + a, len - a + 1);
            f->col += (uint32_t)a;
        }
        f->text = t;
        r->n++;
        if (p->i >= p->n)
            return CLI_OK;
        char c = p->s[p->i];
        advance(p);
        if (c == '\r') {
            if (p->i < p->n && p->s[p->i] == '\n')
                advance(p);
            else
                p->line++, p->col = 1;
            return CLI_OK;
        }
        if (c == '\n')
            return CLI_OK;
    }
nomem:
    cli_error("out of memory");
    return CLI_EINTERNAL;
}

static int record_blank(const record *r)
{
    for (size_t k = 0; k < r->n; k++)
        if (r->f[k].text[0])
            return 0;
    return 1;
}

/* ---- columns ---------------------------------------------------------------------- */

enum column { COL_IGNORE, COL_NUMBER, COL_NAME, COL_RATING, COL_SEX, COL_FED, COL_GROUP, COL_BIRTH, COL_TITLE,
              COL_CN_TITLE, COL_FIDE_ID, COL_TEAM, COL_UNKNOWN };

static const struct {
    const char *name;
    int col;
} headers[] = {
    { "序号", COL_NUMBER },      { "编号", COL_NUMBER },       { "no", COL_NUMBER },        { "no.", COL_NUMBER },
    { "#", COL_NUMBER },         { "number", COL_NUMBER },     { "姓名", COL_NAME },        { "名字", COL_NAME },
    { "name", COL_NAME },        { "等级分", COL_RATING },     { "rating", COL_RATING },    { "elo", COL_RATING },
    { "性别", COL_SEX },         { "sex", COL_SEX },           { "gender", COL_SEX },       { "单位", COL_FED },
    { "federation", COL_FED },   { "fed", COL_FED },           { "club", COL_FED },         { "俱乐部", COL_FED },
    { "代表队", COL_FED },       { "组别", COL_GROUP },        { "group", COL_GROUP },      { "出生日期", COL_BIRTH },
    { "birth", COL_BIRTH },      { "birthday", COL_BIRTH },    { "birth date", COL_BIRTH }, { "出生年月", COL_BIRTH },
    { "生日", COL_BIRTH },       { "title", COL_TITLE },       { "称号", COL_CN_TITLE },    { "棋协等级", COL_CN_TITLE },
    { "等级", COL_CN_TITLE },    { "fide id", COL_FIDE_ID },   { "fide_id", COL_FIDE_ID },  { "fideid", COL_FIDE_ID },
    { "team", COL_TEAM },        { "队名", COL_TEAM },         { "队伍", COL_TEAM },
};

static int column_of(const char *h)
{
    char low[64];
    size_t n = strlen(h);
    if (n >= sizeof low)
        return COL_UNKNOWN;
    for (size_t i = 0; i <= n; i++)
        low[i] = (h[i] >= 'A' && h[i] <= 'Z') ? (char)(h[i] - 'A' + 'a') : h[i];
    for (size_t k = 0; k < sizeof headers / sizeof headers[0]; k++)
        if (!strcmp(low, headers[k].name))
            return headers[k].col;
    return COL_UNKNOWN;
}

/* ---- values ------------------------------------------------------------------------- */

static int bad(const char *path, const field *f, const char *what)
{
    cli_error("%s:%u:%u: %s, not '%s'", path, (unsigned)f->line, (unsigned)f->col, cli_tr(what), f->text);
    return CLI_EINPUT;
}

static int parse_rating(swc_player_info *in, const field *f, const char *path)
{
    const char *s = f->text;
    if (!*s || !strcmp(s, "-") || !strcmp(s, "0"))
        return CLI_OK;
    long v = 0;
    size_t i = 0;
    while (s[i] >= '0' && s[i] <= '9' && v <= 9999)
        v = v * 10 + (s[i++] - '0');
    if (i == 0 || v > 9999)
        return bad(path, f, "a rating is a number from 0 to 9999, with p after it when provisional");
    if (s[i] == 'p' || s[i] == 'P') {
        in->flags |= SWC_PLAYER_PROVISIONAL;
        i++;
    }
    if (s[i])
        return bad(path, f, "a rating is a number from 0 to 9999, with p after it when provisional");
    in->rating = (int32_t)v;
    return CLI_OK;
}

static int parse_sex(swc_player_info *in, const field *f, const char *path)
{
    const char *s = f->text;
    if (!*s)
        return CLI_OK;
    if (!strcmp(s, "m") || !strcmp(s, "M") || !strcmp(s, "男") || !strcmp(s, "male") || !strcmp(s, "Male"))
        in->sex = 'm';
    else if (!strcmp(s, "w") || !strcmp(s, "W") || !strcmp(s, "f") || !strcmp(s, "F") || !strcmp(s, "女") ||
             !strcmp(s, "female") || !strcmp(s, "Female"))
        in->sex = 'w';
    else
        return bad(path, f, "sex is m or w (男 or 女)");
    return CLI_OK;
}

/* "2010-5-1", "2010/05/01", "2010.05.01", "20100501" or "2010" into buf as
 * "YYYY/MM/DD" or "YYYY". */
static int parse_birth(char *buf, const field *f, const char *path)
{
    const char *s = f->text;
    unsigned y = 0, m = 0, d = 0;
    int n = 0;
    char sep1 = 0, sep2 = 0, extra = 0;
    buf[0] = '\0';
    if (!*s)
        return CLI_OK;
    size_t len = strlen(s);
    int digits = 1;
    for (size_t i = 0; i < len; i++)
        if (s[i] < '0' || s[i] > '9')
            digits = 0;
    if (digits && len == 4) {
        snprintf(buf, 16, "%s", s);
        return CLI_OK;
    }
    if (digits && len == 8) {
        n = sscanf(s, "%4u%2u%2u", &y, &m, &d);
    } else {
        n = sscanf(s, "%4u%c%2u%c%2u%c", &y, &sep1, &m, &sep2, &d, &extra);
        if (n != 5 || sep1 != sep2 || (sep1 != '-' && sep1 != '/' && sep1 != '.'))
            n = 0;
        else
            n = 3;
    }
    if (n != 3 || y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31)
        return bad(path, f, "a birth date is written 2010-05-01, 2010/05/01 or 2010");
    snprintf(buf, 16, "%04u/%02u/%02u", y, m, d);
    return CLI_OK;
}

/* ---- duplicates ----------------------------------------------------------------------- */

/* Where each row of the list went: the id it was added as, its 序号 and
 * its line, so that a later row can name an earlier one. */
typedef struct seen_row {
    uint32_t id, line;
    char *number;  /* NULL when the row has none */
} seen_row;

static int same_text(const char *a, const char *b)
{
    return !strcmp(a ? a : "", b ? b : "");
}

/* A row that repeats a player already in the event or an earlier row:
 * same name and birth date (both may be empty), or the 序号 of an earlier
 * row. Reports it at file:line:column; 1 when it is one. */
static int duplicate(const swc_tournament *t, const swc_player_info *in, const field *name, const field *number,
                     const seen_row *rows, size_t nrows, uint32_t before, const char *path)
{
    if (number && number->text[0])
        for (size_t k = 0; k < nrows; k++)
            if (rows[k].number && !strcmp(rows[k].number, number->text)) {
                cli_error(cli_tr("%s:%u:%u: number %s again (line %u has it); --allow-duplicates imports it"), path,
                          (unsigned)number->line, (unsigned)number->col, number->text, (unsigned)rows[k].line);
                return 1;
            }
    uint32_t n = swc_tournament_player_count(t);
    for (uint32_t tpn = 1; tpn <= n; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        if (swc_player_get_info(&pi, p) != SWC_OK || !same_text(pi.name, in->name) ||
            !same_text(pi.birth_date, in->birth_date))
            continue;
        uint32_t id = swc_player_id(p);
        const char *born = in->birth_date && *in->birth_date ? in->birth_date : cli_tr("no birth date");
        if (id <= before) {
            cli_error(cli_tr("%s:%u:%u: %s (%s) is already in the event as player %u; --allow-duplicates "
                             "imports the row all the same"),
                      path, (unsigned)name->line, (unsigned)name->col, name->text, born,
                      (unsigned)cli_number_of(t, id));
        } else {
            uint32_t line = 0;
            for (size_t k = 0; k < nrows; k++)
                if (rows[k].id == id)
                    line = rows[k].line;
            cli_error(cli_tr("%s:%u:%u: %s (%s) again (line %u has the same); --allow-duplicates imports both"), path,
                      (unsigned)name->line, (unsigned)name->col, name->text, born, (unsigned)line);
        }
        return 1;
    }
    return 0;
}

/* ---- the import ------------------------------------------------------------------------ */

int cli_import_players(swc_tournament *t, const char *path, int encoding, int allow_duplicates,
                       uint32_t *out_added)
{
    return cli_import_rows(t, path, encoding, allow_duplicates, out_added, NULL, NULL);
}

int cli_import_rows(swc_tournament *t, const char *path, int encoding, int allow_duplicates, uint32_t *out_added,
                    cli_row_hook hook, void *ctx)
{
    char *raw = NULL, *text = NULL;
    size_t rawlen = 0, len = 0;
    *out_added = 0;
    int code = cli_slurp(&raw, &rawlen, path);
    if (code != CLI_OK)
        return code;
    code = decode(&text, &len, raw, rawlen, encoding, path);
    free(raw);
    if (code != CLI_OK)
        return code;

    /* Comma-separated, unless the header line has tabs and no commas. */
    char delim = ',';
    const char *eol = strpbrk(text, "\r\n");
    size_t hlen = eol ? (size_t)(eol - text) : len;
    if (!memchr(text, ',', hlen) && memchr(text, '\t', hlen))
        delim = '\t';
    else if (!memchr(text, ',', hlen) && memchr(text, ';', hlen))
        delim = ';';
    parser p = { text, 0, len, 1, 1, delim, path };
    record head = { 0 }, row = { 0 };
    int cols[256];

    code = next_record(&p, &head);
    while (code == CLI_OK && head.n && record_blank(&head))
        code = next_record(&p, &head);
    if (code == CLI_OK && !head.n) {
        cli_error("%s: no header row (姓名/name, 等级分/rating, ...)", path);
        code = CLI_EINPUT;
    }
    if (code == CLI_OK && head.n > 256) {
        cli_error("%s:%u: more than 256 columns", path, (unsigned)head.line);
        code = CLI_EINPUT;
    }
    int name_col = -1;
    for (size_t k = 0; code == CLI_OK && k < head.n; k++) {
        cols[k] = column_of(head.f[k].text);
        if (cols[k] == COL_TEAM && !hook)
            cols[k] = COL_UNKNOWN;
        if (cols[k] == COL_UNKNOWN) {
            if (head.f[k].text[0])
                fprintf(stderr, "%s:%u:%u: %s '%s'\n", path, (unsigned)head.f[k].line, (unsigned)head.f[k].col,
                        cli_tr("note: column ignored:"), head.f[k].text);
            cols[k] = COL_IGNORE;
            continue;
        }
        for (size_t j = 0; j < k; j++)
            if (cols[j] == cols[k] && cols[k] != COL_IGNORE) {
                cli_error("%s:%u:%u: column '%s' says again what column %lu says ('%s')", path,
                          (unsigned)head.f[k].line, (unsigned)head.f[k].col, head.f[k].text, (unsigned long)j + 1,
                          head.f[j].text);
                code = CLI_EINPUT;
            }
        if (cols[k] == COL_NAME)
            name_col = (int)k;
    }
    if (code == CLI_OK && name_col < 0) {
        cli_error("%s:%u: the header names no column of names (姓名 or name)", path, (unsigned)head.line);
        code = CLI_EINPUT;
    }

    /* Ids above this one are the list's own rows. */
    uint32_t before = 0;
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        uint32_t id = swc_player_id(swc_tournament_player_by_tpn(t, tpn));
        before = id > before ? id : before;
    }
    seen_row *rows = NULL;
    size_t nrows = 0, caprows = 0;
    uint32_t added = 0, refused = 0;
    while (code == CLI_OK) {
        code = next_record(&p, &row);
        if (code != CLI_OK || !row.n)
            break;
        if (record_blank(&row))
            continue;
        if (row.n > head.n) {
            const field *f = &row.f[head.n];
            cli_error("%s:%u:%u: more fields than the header has columns (%lu)", path, (unsigned)f->line,
                      (unsigned)f->col, (unsigned long)head.n);
            code = CLI_EINPUT;
            break;
        }
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        char birth[16] = "";
        const field *number = NULL, *team = NULL;
        const field *name = (size_t)name_col < row.n ? &row.f[name_col] : NULL;
        if (!name || !name->text[0]) {
            cli_error("%s:%u:%u: no name", path, (unsigned)(name ? name->line : row.line),
                      (unsigned)(name ? name->col : 1));
            code = CLI_EINPUT;
            break;
        }
        for (size_t k = 0; k < row.n && code == CLI_OK; k++) {
            const field *f = &row.f[k];
            switch (cols[k]) {
            case COL_NAME: in.name = f->text; break;
            case COL_RATING: code = parse_rating(&in, f, path); break;
            case COL_SEX: code = parse_sex(&in, f, path); break;
            case COL_FED: in.federation = f->text; break;
            case COL_GROUP: in.group = f->text; break;
            case COL_BIRTH: code = parse_birth(birth, f, path); break;
            case COL_TITLE: in.title = f->text; break;
            case COL_CN_TITLE: in.cn_title = f->text; break;
            case COL_FIDE_ID: in.fide_id = f->text; break;
            case COL_NUMBER: number = f; break;
            case COL_TEAM: team = f; break;
            default: break;
            }
        }
        if (code != CLI_OK)
            break;
        if (birth[0])
            in.birth_date = birth;
        if (!allow_duplicates && duplicate(t, &in, name, number, rows, nrows, before, path)) {
            /* Every refused row is named before the import gives up. */
            refused++;
            continue;
        }
        uint32_t id = 0;
        int rc = swc_player_add(&id, t, &in);
        if (rc != SWC_OK) {
            cli_error("%s:%u:%u: %s: %s", path, (unsigned)name->line, (unsigned)name->col, name->text,
                      swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
            break;
        }
        added++;
        if (hook) {
            code = team ? hook(ctx, id, team->text, team->line, team->col) : hook(ctx, id, "", name->line, 1);
            if (code != CLI_OK)
                break;
        }
        if (nrows == caprows) {
            size_t cap = caprows ? 2 * caprows : 64;
            seen_row *grown = realloc(rows, cap * sizeof *rows);
            if (!grown) {
                cli_error("out of memory");
                code = CLI_EINTERNAL;
                break;
            }
            rows = grown;
            caprows = cap;
        }
        rows[nrows].id = id;
        rows[nrows].line = name->line;
        rows[nrows].number = NULL;
        if (number && number->text[0]) {
            size_t n = strlen(number->text) + 1;
            rows[nrows].number = malloc(n);
            if (!rows[nrows].number) {
                cli_error("out of memory");
                code = CLI_EINTERNAL;
                break;
            }
            memcpy(rows[nrows].number, number->text, n);
        }
        nrows++;
    }
    for (size_t k = 0; k < nrows; k++)
        free(rows[k].number);
    free(rows);
    if (code == CLI_OK && refused) {
        cli_error(cli_tr("%s: %u rows repeat a player (--allow-duplicates imports them)"), path, (unsigned)refused);
        code = CLI_EINPUT;
    }
    if (code == CLI_OK && added == 0) {
        cli_error("%s: no players below the header", path);
        code = CLI_EINPUT;
    }
    record_free(&head);
    record_free(&row);
    free(text);
    if (code == CLI_OK)
        *out_added = added;
    return code;
}
