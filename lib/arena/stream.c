/*
 * Reading game streams: TSV with a header line, or JSON (jansson). Both
 * give the same records; the TSV reader points at the line and column of a
 * bad cell, the JSON reader at jansson's position for syntax errors and at
 * the path of the value ("$[3].result") for everything else, because
 * jansson keeps no positions of values.
 */
#include "stream.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <swisscore/round.h>
#include <swisscore/tournament.h>

#include "../core/utf8.h"

#define NAME_MAX_BYTES 255

void ev_stream_init(ev_stream *s, const swc_mem *mem)
{
    memset(s, 0, sizeof *s);
    s->mem = mem;
}

static void rec_free(const swc_mem *m, ev_record *r)
{
    swc_mem_strfree(m, r->white);
    swc_mem_strfree(m, r->black);
    r->white = r->black = NULL;
}

void ev_stream_free(ev_stream *s)
{
    for (size_t i = 0; i < s->n; i++)
        rec_free(s->mem, &s->r[i]);
    swc_mem_free(s->mem, s->r, s->cap * sizeof *s->r);
    s->r = NULL;
    s->n = s->cap = 0;
}

/* ---- times ------------------------------------------------------------- */

/* Days from 1970-01-01 of a proleptic Gregorian date (H. Hinnant's method). */
static int64_t days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const unsigned yoe = (unsigned)(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, unsigned *m, unsigned *d)
{
    z += 719468;
    const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const unsigned doe = (unsigned)(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int64_t)yoe + era * 400 + (*m <= 2);
}

/* Digits s[*i..] as a number of at most maxd digits; -1 when none. */
static long digits(const char *s, size_t n, size_t *i, int maxd)
{
    long v = 0;
    int k = 0;
    while (*i < n && s[*i] >= '0' && s[*i] <= '9' && k < maxd) {
        v = v * 10 + (s[*i] - '0');
        (*i)++;
        k++;
    }
    return k ? v : -1;
}

static int parse_integer(int64_t *out, const char *s, size_t n)
{
    size_t i = 0;
    int neg = 0;
    if (i < n && (s[i] == '-' || s[i] == '+'))
        neg = s[i++] == '-';
    if (i == n || n - i > 18)
        return SWC_EPARSE;
    int64_t v = 0;
    for (; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return SWC_EPARSE;
        v = v * 10 + (s[i] - '0');
    }
    *out = neg ? -v : v;
    return SWC_OK;
}

int ev_parse_time(int64_t *out, const char *s, size_t n)
{
    if (parse_integer(out, s, n) == SWC_OK)
        return SWC_OK;
    size_t i = 0;
    long y = digits(s, n, &i, 4);
    if (y < 0 || i != 4 || i >= n || s[i++] != '-')
        return SWC_EPARSE;
    long mo = digits(s, n, &i, 2);
    if (mo < 1 || mo > 12 || i >= n || s[i++] != '-')
        return SWC_EPARSE;
    long d = digits(s, n, &i, 2);
    static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (d < 1 || d > mdays[mo - 1])
        return SWC_EPARSE;
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (mo == 2 && d == 29 && !leap)
        return SWC_EPARSE;
    long hh = 0, mm = 0, ss = 0;
    if (i < n) {
        if (s[i] != ' ' && s[i] != 'T')
            return SWC_EPARSE;
        i++;
        hh = digits(s, n, &i, 2);
        if (hh < 0 || hh > 23 || i >= n || s[i++] != ':')
            return SWC_EPARSE;
        mm = digits(s, n, &i, 2);
        if (mm < 0 || mm > 59)
            return SWC_EPARSE;
        if (i < n) {
            if (s[i++] != ':')
                return SWC_EPARSE;
            ss = digits(s, n, &i, 2);
            if (ss < 0 || ss > 59)
                return SWC_EPARSE;
        }
        if (i != n)
            return SWC_EPARSE;
    }
    *out = days_from_civil(y, (unsigned)mo, (unsigned)d) * 86400 + hh * 3600 + mm * 60 + ss;
    return SWC_OK;
}

const char *ev_format_time(char *buf, size_t cap, int64_t t)
{
    /* years 0000..9999 */
    if (t < -62167219200LL)
        t = -62167219200LL;
    if (t > 253402300799LL)
        t = 253402300799LL;
    int64_t days = t >= 0 ? t / 86400 : -((-t + 86399) / 86400);
    int64_t sec = t - days * 86400;
    int64_t y;
    unsigned m, d;
    civil_from_days(days, &y, &m, &d);
    snprintf(buf, cap, "%04lld-%02u-%02u %02lld:%02lld:%02lld", (long long)y, m, d, (long long)(sec / 3600),
             (long long)(sec / 60 % 60), (long long)(sec % 60));
    return buf;
}

/* Seconds; "M:SS", "H:MM:SS", or "9分21秒", "1时2分3秒", "45秒". */
int ev_parse_duration(int64_t *out, const char *s, size_t n)
{
    int64_t v;
    if (parse_integer(&v, s, n) == SWC_OK) {
        if (v < 0)
            return SWC_ERANGE;
        *out = v;
        return SWC_OK;
    }
    if (memchr(s, ':', n)) {
        size_t i = 0;
        long parts[3];
        int k = 0;
        for (;;) {
            long p = digits(s, n, &i, 9);
            if (p < 0 || k == 3)
                return SWC_EPARSE;
            parts[k++] = p;
            if (i == n)
                break;
            if (s[i++] != ':')
                return SWC_EPARSE;
        }
        if (k < 2)
            return SWC_EPARSE;
        for (int j = 1; j < k; j++)
            if (parts[j] > 59)
                return SWC_EPARSE;
        *out = k == 2 ? parts[0] * 60 + parts[1] : (parts[0] * 60 + parts[1]) * 60 + parts[2];
        return SWC_OK;
    }
    static const struct { const char *u; int64_t f; } units[] = {
        { "小时", 3600 }, { "时", 3600 }, { "分钟", 60 }, { "分", 60 }, { "秒", 1 },
    };
    size_t i = 0;
    int64_t total = 0;
    int any = 0;
    while (i < n) {
        long p = digits(s, n, &i, 9);
        if (p < 0)
            return SWC_EPARSE;
        size_t k;
        for (k = 0; k < sizeof units / sizeof units[0]; k++) {
            size_t ul = strlen(units[k].u);
            if (n - i >= ul && memcmp(s + i, units[k].u, ul) == 0) {
                i += ul;
                break;
            }
        }
        if (k == sizeof units / sizeof units[0])
            return SWC_EPARSE;
        total += p * units[k].f;
        any = 1;
    }
    if (!any)
        return SWC_EPARSE;
    *out = total;
    return SWC_OK;
}

const char *ev_where(char *buf, size_t cap, const ev_record *r)
{
    if (r->json_index >= 0)
        snprintf(buf, cap, "$[%ld]", r->json_index);
    else
        snprintf(buf, cap, "%lu:%lu", (unsigned long)r->line, (unsigned long)r->column);
    return buf;
}

/* ---- results ----------------------------------------------------------- */

typedef struct result_word {
    const char *w;
    int kind;
    int32_t result, escaped;
} result_word;

static const result_word result_words[] = {
    { "1-0", EV_GAME, SWC_RESULT_WHITE_WIN, 0 },
    { "0-1", EV_GAME, SWC_RESULT_BLACK_WIN, 0 },
    { "=", EV_GAME, SWC_RESULT_DRAW, 0 },
    { "1/2-1/2", EV_GAME, SWC_RESULT_DRAW, 0 },
    { "0.5-0.5", EV_GAME, SWC_RESULT_DRAW, 0 },
    { "\xc2\xbd-\xc2\xbd", EV_GAME, SWC_RESULT_DRAW, 0 },
    { "draw", EV_GAME, SWC_RESULT_DRAW, 0 },
    { "white-escaped", EV_GAME, SWC_RESULT_BLACK_WIN, SWC_COLOUR_WHITE },
    { "red-escaped", EV_GAME, SWC_RESULT_BLACK_WIN, SWC_COLOUR_WHITE },
    { "black-escaped", EV_GAME, SWC_RESULT_WHITE_WIN, SWC_COLOUR_BLACK },
    { "reset", EV_RESET, 0, 0 },
    { "unmatched", EV_UNMATCHED, 0, 0 },
    { "absent", EV_ABSENT, 0, 0 },
};

static const result_word *find_result(const char *s, size_t n)
{
    for (size_t i = 0; i < sizeof result_words / sizeof result_words[0]; i++)
        if (strlen(result_words[i].w) == n && memcmp(result_words[i].w, s, n) == 0)
            return &result_words[i];
    return NULL;
}

static int push(ev_stream *s, ev_record **out)
{
    if (swc_mem_reserve(s->mem, (void **)&s->r, &s->cap, s->n + 1, sizeof *s->r))
        return SWC_ENOMEM;
    *out = &s->r[s->n++];
    memset(*out, 0, sizeof **out);
    (*out)->time = EV_NO_TIME;
    (*out)->json_index = -1;
    return SWC_OK;
}

/* Checks shared by both forms once the cells are known. */
static const char *check_name(const char *s, size_t n)
{
    if (n == 0)
        return "empty name";
    if (n > NAME_MAX_BYTES)
        return "name longer than 255 bytes";
    if (!swc_utf8_valid(s, n))
        return "name is not valid UTF-8";
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] < 0x20)
            return "control character in name";
    return NULL;
}

/* ---- TSV --------------------------------------------------------------- */

enum { COL_WHITE, COL_BLACK, COL_RESULT, COL_DURATION, COL_END, COL_ROUND, NCOLS };

static const struct { const char *name; int col; } column_names[] = {
    { "white", COL_WHITE }, { "red", COL_WHITE }, { "black", COL_BLACK }, { "result", COL_RESULT },
    { "duration", COL_DURATION }, { "end", COL_END }, { "time", COL_END }, { "round", COL_ROUND },
};

typedef struct cell {
    const char *s;
    size_t n;
    uint32_t column;
} cell;

#define MAX_CELLS 16

/* Split one line at tabs; columns count code points from 1. */
static size_t split(const char *line, size_t n, cell *c, size_t cap)
{
    size_t k = 0, start = 0;
    uint32_t col = 1;
    for (size_t i = 0; i <= n; i++) {
        if (i == n || line[i] == '\t') {
            if (k < cap) {
                c[k].s = line + start;
                c[k].n = i - start;
                c[k].column = col;
            }
            k++;
            col += (uint32_t)swc_utf8_count(line + start, i - start) + 1;
            start = i + 1;
        }
    }
    /* trim blanks around cells */
    for (size_t j = 0; j < k && j < cap; j++) {
        while (c[j].n && (c[j].s[0] == ' ')) {
            c[j].s++;
            c[j].n--;
            c[j].column++;
        }
        while (c[j].n && (c[j].s[c[j].n - 1] == ' ' || c[j].s[c[j].n - 1] == '\r'))
            c[j].n--;
    }
    return k;
}

static int tsv_fail(char *err, size_t cap, uint32_t *oline, uint32_t *ocol, uint32_t line, uint32_t col,
                    const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 7, 8)))
#endif
    ;

static int tsv_fail(char *err, size_t cap, uint32_t *oline, uint32_t *ocol, uint32_t line, uint32_t col,
                    const char *fmt, ...)
{
    int w = snprintf(err, cap, "%lu:%lu: ", (unsigned long)line, (unsigned long)col);
    if (w > 0 && (size_t)w < cap) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + w, cap - (size_t)w, fmt, ap);
        va_end(ap);
    }
    *oline = line;
    *ocol = col;
    return SWC_EPARSE;
}

static int parse_tsv(ev_stream *s, const char *text, size_t len, char *err, size_t ecap, uint32_t *oline,
                     uint32_t *ocol)
{
    int map[MAX_CELLS];
    int have[NCOLS] = { 0 };
    size_t ncells = 0;
    int header = 0;
    uint32_t lineno = 0;
    size_t pos = 0;
    if (len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
        pos = 3;
    while (pos < len) {
        size_t end = pos;
        while (end < len && text[end] != '\n')
            end++;
        const char *line = text + pos;
        size_t n = end - pos;
        pos = end + 1;
        lineno++;
        if (n && line[n - 1] == '\r')
            n--;
        size_t b = 0;
        while (b < n && (line[b] == ' ' || line[b] == '\t'))
            b++;
        if (b == n || line[b] == '#')
            continue;
        if (!swc_utf8_valid(line, n)) {
            size_t ok = swc_utf8_valid_prefix(line, n);
            return tsv_fail(err, ecap, oline, ocol, lineno, (uint32_t)swc_utf8_count(line, ok) + 1,
                            "%sinvalid UTF-8", "");
        }
        cell c[MAX_CELLS];
        size_t k = split(line, n, c, MAX_CELLS);
        if (k > MAX_CELLS)
            return tsv_fail(err, ecap, oline, ocol, lineno, 1, "more than %s columns", "16");
        if (!header) {
            for (size_t j = 0; j < k; j++) {
                map[j] = -1;
                for (size_t q = 0; q < sizeof column_names / sizeof column_names[0]; q++)
                    if (strlen(column_names[q].name) == c[j].n &&
                        memcmp(column_names[q].name, c[j].s, c[j].n) == 0)
                        map[j] = column_names[q].col;
                if (map[j] < 0) {
                    char name[64];
                    snprintf(name, sizeof name, "%.*s", (int)(c[j].n < 40 ? c[j].n : 40), c[j].s);
                    return tsv_fail(err, ecap, oline, ocol, lineno, c[j].column,
                                    "unknown column '%s' (white, black, result, duration, end, round)", name);
                }
                if (have[map[j]])
                    return tsv_fail(err, ecap, oline, ocol, lineno, c[j].column, "column named twice%s", "");
                have[map[j]] = 1;
            }
            if (!have[COL_WHITE] || !have[COL_RESULT])
                return tsv_fail(err, ecap, oline, ocol, lineno, 1,
                                "the header must name at least the columns white and result%s", "");
            ncells = k;
            header = 1;
            continue;
        }
        if (k != ncells) {
            char num[24];
            snprintf(num, sizeof num, "%lu", (unsigned long)ncells);
            return tsv_fail(err, ecap, oline, ocol, lineno, k > ncells ? c[ncells].column : 1,
                            "expected %s tab-separated cells", num);
        }
        cell v[NCOLS];
        memset(v, 0, sizeof v);
        for (size_t j = 0; j < k; j++)
            v[map[j]] = c[j];
        ev_record *r;
        if (push(s, &r))
            goto nomem;
        r->line = lineno;
        r->column = c[0].column;
        const result_word *rw = find_result(v[COL_RESULT].s, v[COL_RESULT].n);
        if (!rw)
            return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_RESULT].column,
                            "unknown result (1-0, 0-1, =, white-escaped, black-escaped, reset, unmatched, absent)%s",
                            "");
        r->kind = rw->kind;
        r->result = rw->result;
        r->escaped = rw->escaped;
        const char *why = check_name(v[COL_WHITE].s, v[COL_WHITE].n);
        if (why)
            return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_WHITE].column, "white: %s", why);
        if (!(r->white = swc_mem_strndup(s->mem, v[COL_WHITE].s, v[COL_WHITE].n)))
            goto nomem;
        if (r->kind == EV_GAME) {
            if (!have[COL_BLACK])
                return tsv_fail(err, ecap, oline, ocol, lineno, r->column, "a game needs a black column%s", "");
            why = check_name(v[COL_BLACK].s, v[COL_BLACK].n);
            if (why)
                return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_BLACK].column, "black: %s", why);
            if (v[COL_BLACK].n == v[COL_WHITE].n && !memcmp(v[COL_BLACK].s, v[COL_WHITE].s, v[COL_WHITE].n))
                return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_BLACK].column,
                                "a player cannot play himself%s", "");
            if (!(r->black = swc_mem_strndup(s->mem, v[COL_BLACK].s, v[COL_BLACK].n)))
                goto nomem;
        } else if (have[COL_BLACK] && v[COL_BLACK].n && !(v[COL_BLACK].n == 1 && v[COL_BLACK].s[0] == '-')) {
            return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_BLACK].column,
                            "black must be empty or '-' for %s", rw->w);
        }
        if (have[COL_DURATION] && v[COL_DURATION].n && !(v[COL_DURATION].n == 1 && v[COL_DURATION].s[0] == '-')) {
            if (ev_parse_duration(&r->duration, v[COL_DURATION].s, v[COL_DURATION].n))
                return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_DURATION].column,
                                "bad duration (seconds, M:SS, H:MM:SS or 9分21秒)%s", "");
        }
        if (have[COL_END] && v[COL_END].n) {
            if (ev_parse_time(&r->time, v[COL_END].s, v[COL_END].n))
                return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_END].column,
                                "bad time (seconds or YYYY-MM-DD HH:MM[:SS])%s", "");
        }
        if (have[COL_ROUND] && v[COL_ROUND].n) {
            int64_t rd;
            if (parse_integer(&rd, v[COL_ROUND].s, v[COL_ROUND].n) || rd < 1 || rd > 64)
                return tsv_fail(err, ecap, oline, ocol, lineno, v[COL_ROUND].column, "bad round (1..64)%s", "");
            r->round = (uint32_t)rd;
        }
    }
    if (!header)
        return tsv_fail(err, ecap, oline, ocol, lineno ? lineno : 1, 1,
                        "no header line (white, black, result, duration, end, round)%s", "");
    return SWC_OK;
nomem:
    snprintf(err, ecap, "out of memory");
    return SWC_ENOMEM;
}

/* ---- JSON -------------------------------------------------------------- */

static int json_fail(char *err, size_t cap, const char *path, const char *msg)
{
    snprintf(err, cap, "%s: %s", path, msg);
    return SWC_EPARSE;
}

/* A JSON value that is a string or an integer, as text in buf. */
static int json_text(const json_t *v, char *buf, size_t cap, const char **s, size_t *n)
{
    if (json_is_string(v)) {
        *s = json_string_value(v);
        *n = json_string_length(v);
        return 1;
    }
    if (json_is_integer(v)) {
        snprintf(buf, cap, "%lld", (long long)json_integer_value(v));
        *s = buf;
        *n = strlen(buf);
        return 1;
    }
    return 0;
}

static int parse_json_record(ev_stream *s, const json_t *o, size_t index, char *err, size_t ecap)
{
    char path[48];
    snprintf(path, sizeof path, "$[%lu]", (unsigned long)index);
    if (!json_is_object(o))
        return json_fail(err, ecap, path, "a record must be an object");
    const char *key;
    json_t *val;
    json_object_foreach((json_t *)o, key, val) {
        static const char *const known[] = { "white", "red", "black", "result", "duration", "end", "time", "round" };
        size_t q;
        for (q = 0; q < sizeof known / sizeof known[0]; q++)
            if (!strcmp(key, known[q]))
                break;
        if (q == sizeof known / sizeof known[0]) {
            char p2[96];
            snprintf(p2, sizeof p2, "%s.%.40s", path, key);
            return json_fail(err, ecap, p2, "unknown field (white, black, result, duration, end, round)");
        }
    }
    ev_record *r;
    if (push(s, &r)) {
        snprintf(err, ecap, "out of memory");
        return SWC_ENOMEM;
    }
    r->json_index = (long)index;
    char p2[96], num[32];
    const char *str;
    size_t n;
    json_t *res = json_object_get(o, "result");
    snprintf(p2, sizeof p2, "%s.result", path);
    if (!res || !json_is_string(res))
        return json_fail(err, ecap, p2, "missing or not a string");
    const result_word *rw = find_result(json_string_value(res), json_string_length(res));
    if (!rw)
        return json_fail(err, ecap, p2, "unknown result (1-0, 0-1, =, white-escaped, black-escaped, reset, unmatched, absent)");
    r->kind = rw->kind;
    r->result = rw->result;
    r->escaped = rw->escaped;
    json_t *w = json_object_get(o, "white");
    if (!w)
        w = json_object_get(o, "red");
    snprintf(p2, sizeof p2, "%s.white", path);
    if (!w || !json_is_string(w))
        return json_fail(err, ecap, p2, "missing or not a string");
    const char *why = check_name(json_string_value(w), json_string_length(w));
    if (why)
        return json_fail(err, ecap, p2, why);
    if (!(r->white = swc_mem_strndup(s->mem, json_string_value(w), json_string_length(w))))
        goto nomem;
    json_t *b = json_object_get(o, "black");
    snprintf(p2, sizeof p2, "%s.black", path);
    if (r->kind == EV_GAME) {
        if (!b || !json_is_string(b))
            return json_fail(err, ecap, p2, "missing or not a string");
        why = check_name(json_string_value(b), json_string_length(b));
        if (why)
            return json_fail(err, ecap, p2, why);
        if (!strcmp(json_string_value(b), r->white))
            return json_fail(err, ecap, p2, "a player cannot play himself");
        if (!(r->black = swc_mem_strndup(s->mem, json_string_value(b), json_string_length(b))))
            goto nomem;
    } else if (b && !json_is_null(b) && !(json_is_string(b) && json_string_length(b) == 0)) {
        return json_fail(err, ecap, p2, "only a game has a black player");
    }
    json_t *d = json_object_get(o, "duration");
    snprintf(p2, sizeof p2, "%s.duration", path);
    if (d && !json_is_null(d)) {
        if (!json_text(d, num, sizeof num, &str, &n) || ev_parse_duration(&r->duration, str, n))
            return json_fail(err, ecap, p2, "bad duration (seconds, \"M:SS\", \"H:MM:SS\" or \"9分21秒\")");
    }
    json_t *e = json_object_get(o, "end");
    if (!e)
        e = json_object_get(o, "time");
    snprintf(p2, sizeof p2, "%s.end", path);
    if (e && !json_is_null(e)) {
        if (!json_text(e, num, sizeof num, &str, &n) || ev_parse_time(&r->time, str, n))
            return json_fail(err, ecap, p2, "bad time (seconds or \"YYYY-MM-DD HH:MM[:SS]\")");
    }
    json_t *rd = json_object_get(o, "round");
    snprintf(p2, sizeof p2, "%s.round", path);
    if (rd && !json_is_null(rd)) {
        if (!json_is_integer(rd) || json_integer_value(rd) < 1 || json_integer_value(rd) > 64)
            return json_fail(err, ecap, p2, "bad round (an integer 1..64)");
        r->round = (uint32_t)json_integer_value(rd);
    }
    return SWC_OK;
nomem:
    snprintf(err, ecap, "out of memory");
    return SWC_ENOMEM;
}

static int parse_json(ev_stream *s, const char *text, size_t len, char *err, size_t ecap, uint32_t *oline,
                      uint32_t *ocol)
{
    json_error_t je;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
    if (!root) {
        *oline = je.line > 0 ? (uint32_t)je.line : 1;
        *ocol = je.column > 0 ? (uint32_t)je.column : 1;
        snprintf(err, ecap, "%lu:%lu: %s", (unsigned long)*oline, (unsigned long)*ocol, je.text);
        return SWC_EPARSE;
    }
    json_t *arr = root;
    if (json_is_object(root)) {
        arr = json_object_get(root, "games");
        if (!arr || json_object_size(root) != 1) {
            json_decref(root);
            return json_fail(err, ecap, "$", "an object must have exactly one field, \"games\"");
        }
    }
    if (!json_is_array(arr)) {
        json_decref(root);
        return json_fail(err, ecap, arr == root ? "$" : "$.games", "expected an array of records");
    }
    int rc = SWC_OK;
    for (size_t i = 0; i < json_array_size(arr) && rc == SWC_OK; i++)
        rc = parse_json_record(s, json_array_get(arr, i), i, err, ecap);
    json_decref(root);
    return rc;
}

int ev_parse(ev_stream *s, const char *text, size_t len, char *err, size_t errcap, uint32_t *line,
             uint32_t *column)
{
    uint32_t l = 0, c = 0;
    size_t bom = len >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
    size_t i = bom;
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
        i++;
    int rc = (i < len && (text[i] == '[' || text[i] == '{'))
                 ? parse_json(s, text + bom, len - bom, err, errcap, &l, &c)
                 : parse_tsv(s, text, len, err, errcap, &l, &c);
    if (line)
        *line = l;
    if (column)
        *column = c;
    if (rc)
        ev_stream_free(s);
    return rc;
}

int ev_sort_by_time(ev_stream *s)
{
    if (s->n < 2)
        return SWC_OK;
    /* server logs come in order already */
    size_t i = 1;
    while (i < s->n && s->r[i - 1].time <= s->r[i].time)
        i++;
    if (i == s->n)
        return SWC_OK;
    ev_record *tmp = swc_mem_calloc(s->mem, s->n, sizeof *tmp);
    if (!tmp)
        return SWC_ENOMEM;
    /* bottom-up merge sort: stable */
    for (size_t width = 1; width < s->n; width *= 2) {
        for (size_t lo = 0; lo < s->n; lo += 2 * width) {
            size_t mid = lo + width < s->n ? lo + width : s->n;
            size_t hi = lo + 2 * width < s->n ? lo + 2 * width : s->n;
            size_t a = lo, b = mid, k = lo;
            while (a < mid && b < hi)
                tmp[k++] = s->r[b].time < s->r[a].time ? s->r[b++] : s->r[a++];
            while (a < mid)
                tmp[k++] = s->r[a++];
            while (b < hi)
                tmp[k++] = s->r[b++];
        }
        memcpy(s->r, tmp, s->n * sizeof *tmp);
    }
    swc_mem_free(s->mem, tmp, s->n * sizeof *tmp);
    return SWC_OK;
}
