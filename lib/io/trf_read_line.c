/* TRF reader: the current line, its fields and numbers, and located errors. */
#include <stdio.h>
#include <string.h>

#include "trf_read.h"

/* ---- errors ------------------------------------------------------------ */

void swc_trf_set_error(swc_trf_error *err, uint32_t line, uint32_t column, const char *fmt, ...)
{
    char reason[224];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(reason, sizeof reason, fmt, ap);
    va_end(ap);
    err->line = line;
    err->column = column;
    snprintf(err->message, sizeof err->message, "%lu:%lu: %s", (unsigned long)line, (unsigned long)column, reason);
}

int rd_vfail(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, va_list ap)
{
    char reason[224];
    vsnprintf(reason, sizeof reason, fmt, ap);
    swc_trf_set_error(r->err, line, col, "%s", reason);
    return code;
}

/* Failure at a column (1-based) of line `line`. */
int rd_fail_at(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rd_vfail(r, code, line, col, fmt, ap);
    va_end(ap);
    return code;
}

uint32_t rd_col(const rd *r, uint32_t c)
{
    (void)r;
    return c + 1;
}

/* Failure at character index c (0-based) of the current line. */
int rd_fail_c(rd *r, int code, uint32_t c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    rd_vfail(r, code, r->cur.no, rd_col(r, c), fmt, ap);
    va_end(ap);
    return code;
}

int rd_nomem(rd *r)
{
    swc_trf_set_error(r->err, 0, 0, "out of memory");
    return SWC_ENOMEM;
}

/* ---- warnings ------------------------------------------------------------ */

static int vwarn(rd *r, uint32_t line, uint32_t col, const char *fmt, va_list ap)
    RD_PRINTF(4, 0);
static int vwarn(rd *r, uint32_t line, uint32_t col, const char *fmt, va_list ap)
{
    /* The last place is kept for "N more warnings". */
    if (r->t->nwarnings + 1 >= SWC_TRF_MAX_WARNINGS) {
        r->warnings_dropped++;
        return SWC_OK;
    }
    char reason[224];
    vsnprintf(reason, sizeof reason, fmt, ap);
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    w.line = line;
    w.column = col;
    snprintf(w.message, sizeof w.message, "%lu:%lu: %s", (unsigned long)line, (unsigned long)col, reason);
    return swc_model_add_warning(r->t, &w) ? rd_nomem(r) : SWC_OK;
}

int rd_warn(rd *r, uint32_t line, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = vwarn(r, line, col, fmt, ap);
    va_end(ap);
    return rc;
}

int rd_warn_c(rd *r, uint32_t c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = vwarn(r, r->cur.no, rd_col(r, c), fmt, ap);
    va_end(ap);
    return rc;
}

void rd_note_at(rd *r, int note, uint32_t line, uint32_t c)
{
    rd_note *n = &r->notes[note];
    if (n->count++ == 0) {
        n->line = line;
        n->col = c + 1;
    }
}

static int warning_before(const swc_trf_warning *a, const swc_trf_warning *b)
{
    return a->line != b->line ? a->line < b->line : a->column < b->column;
}

int rd_finish_warnings(rd *r)
{
    static const char *const what[NOTE_COUNT] = {
        "\"0000 - -\" or a blank opponent with \"-\": read as not paired in that round (zero-point bye)",
        "legacy \"0000 - =\": read as a half-point bye",
        "legacy \"0000 - +\": read as a full-point bye",
    };
    int rc;
    for (int i = 0; i < NOTE_COUNT; i++) {
        const rd_note *n = &r->notes[i];
        if (!n->count)
            continue;
        if (n->count == 1)
            rc = rd_warn(r, n->line, n->col, "%s", what[i]);
        else
            rc = rd_warn(r, n->line, n->col, "%s (%lu times, the first here)", what[i], (unsigned long)n->count);
        if (rc)
            return rc;
    }
    /* File order; stable, and short (at most SWC_TRF_MAX_WARNINGS). */
    swc_trf_warning *w = r->t->warnings;
    for (size_t i = 1; i < r->t->nwarnings; i++) {
        swc_trf_warning x = w[i];
        size_t j = i;
        for (; j > 0 && warning_before(&x, &w[j - 1]); j--)
            w[j] = w[j - 1];
        w[j] = x;
    }
    if (r->warnings_dropped) {
        swc_trf_warning x = SWC_TRF_WARNING_INIT;
        snprintf(x.message, sizeof x.message, "0:0: %lu more warnings not listed", (unsigned long)r->warnings_dropped);
        if (swc_model_add_warning(r->t, &x))
            return rd_nomem(r);
    }
    return SWC_OK;
}

/* A model call failed: keep its reason, add where. */
int rd_model_fail(rd *r, int rc, uint32_t c, const char *what)
{
    if (rc == SWC_ENOMEM)
        return rd_nomem(r);
    return rd_fail_c(r, rc == SWC_ELIMIT ? SWC_ELIMIT : SWC_EPARSE, c, "%s: %s", what, swc_tournament_errmsg(r->t));
}

/* ---- the current line ---------------------------------------------------- */

void rd_set_line(rd *r, rd_line l)
{
    r->cur = l;
    const unsigned char *u = (const unsigned char *)l.s;
    uint32_t i;
    for (i = 0; i < l.n && u[i] < 0x80; i++)
        ;
    r->ascii = i == l.n;
    if (r->ascii) {
        r->nchars = l.n;
        for (i = 0; i <= l.n; i++)
            r->off[i] = (uint16_t)i;
        return;
    }
    /* A GB18030 file counts columns in bytes: a character beyond ASCII
     * takes two, both mapped to its first byte. The map has room: no
     * character takes more columns than its UTF-8 bytes. */
    uint32_t k = 0;
    for (i = 0; i < l.n; i++)
        if ((u[i] & 0xC0) != 0x80) {
            r->off[k++] = (uint16_t)i;
            if (r->wide && u[i] >= 0x80)
                r->off[k++] = (uint16_t)i;
        }
    r->nchars = k;
    r->off[k] = (uint16_t)l.n;
}

uint32_t rd_char_of(const rd *r, size_t b)
{
    if (r->ascii)
        return (uint32_t)b;
    /* The first column at or after byte b (the map only grows). */
    uint32_t lo = 0, hi = r->nchars;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (r->off[mid] < b)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Character c as text for a message (a whole UTF-8 sequence, not a byte). */
const char *rd_char_text(const rd *r, uint32_t c, char buf[8])
{
    size_t n = 1;
    if (c >= r->nchars) {
        buf[0] = ' ';
    } else {
        size_t at = r->off[c];
        unsigned char u = (unsigned char)r->cur.s[at];
        n = u < 0x80 ? 1 : u >= 0xF0 ? 4 : u >= 0xE0 ? 3 : 2;
        if (at + n > r->cur.n)
            n = r->cur.n - at;
        memcpy(buf, r->cur.s + at, n);
    }
    buf[n] = '\0';
    return buf;
}

/* Unsigned integer of the field: 1 parsed, 0 empty, -1 not a number (*bad =
 * offset of the first wrong byte). Values are capped, never overflow. */
int rd_parse_uint(const char *p, size_t n, uint32_t *out, size_t *bad)
{
    if (n == 0)
        return 0;
    uint32_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (!is_digit(p[i])) {
            *bad = i;
            return -1;
        }
        if (v < 100000000u)
            v = v * 10 + (uint32_t)(p[i] - '0');
    }
    *out = v;
    return 1;
}

/* Decimal in tenths ("3", "3.5", ".5", "3.50"): 1 parsed, 0 empty, -1 bad. */
int rd_parse_tenths(const char *p, size_t n, int32_t *out, size_t *bad)
{
    if (n == 0)
        return 0;
    int32_t v = 0;
    size_t i = 0, digits = 0;
    for (; i < n && is_digit(p[i]); i++, digits++)
        if (v < 10000000)
            v = v * 10 + (p[i] - '0');
    v *= 10;
    if (i < n && p[i] == '.') {
        i++;
        if (i < n && is_digit(p[i])) {
            v += p[i] - '0';
            i++;
            digits++;
        }
        /* Finer than tenths is only accepted when it adds nothing. */
        for (; i < n && p[i] == '0'; i++)
            ;
    }
    if (i < n || digits == 0) {
        *bad = i < n ? i : 0;
        return -1;
    }
    *out = v;
    return 1;
}

void rd_fmt_tenths(char *buf, size_t cap, int32_t v)
{
    snprintf(buf, cap, "%ld.%ld", (long)(v / 10), (long)(v % 10));
}

/* ---- growing arrays ------------------------------------------------------ */

int rd_push_later(rd *r, rd_line l)
{
    if (swc_mem_reserve(r->mem, (void **)&r->later, &r->latercap, r->nlater + 1, sizeof *r->later))
        return rd_nomem(r);
    r->later[r->nlater++] = l;
    return SWC_OK;
}

int rd_tokens(rd *r, size_t from, rd_token_fn fn)
{
    const char *s = r->cur.s;
    size_t n = r->cur.n, i = from;
    while (i < n) {
        while (i < n && is_blank(s[i]))
            i++;
        size_t j = i;
        while (j < n && !is_blank(s[j]))
            j++;
        if (j > i) {
            int rc = fn(r, s + i, j - i, i);
            if (rc)
                return rc;
        }
        i = j;
    }
    return SWC_OK;
}

int rd_eq_nocase(const char *p, size_t n, const char *word)
{
    size_t k = strlen(word);
    if (n != k)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if (c != word[i])
            return 0;
    }
    return 1;
}

/* ---- records and fields ------------------------------------------------- */

/* A record that may appear once: its line in *line, or an error naming the
 * first one. */
int rd_once(rd *r, uint32_t *line, const char *code)
{
    if (*line)
        return rd_fail_c(r, SWC_EINCONSISTENT, 0, "a second %s record (the first is on line %lu)", code,
                         (unsigned long)*line);
    *line = r->cur.no;
    return SWC_OK;
}

/* ---- round blocks ------------------------------------------------------- */

static const rd_block blank_block = { 0, ' ', ' ' };

const rd_block *rd_block_of(const rd *r, const rd_player *P, uint32_t k)
{
    return k < P->nblocks ? &r->blocks[P->first + k] : &blank_block;
}

/* Move the column lookups to a player's line and report at round k's field. */
int rd_fail_block(rd *r, const rd_player *P, uint32_t k, uint32_t field_off, int code, const char *fmt, ...)
{
    rd_set_line(r, P->line);
    va_list ap;
    va_start(ap, fmt);
    rd_vfail(r, code, P->line.no, rd_col(r, ROUND0 + 10 * k + field_off), fmt, ap);
    va_end(ap);
    return code;
}

int rd_set_int(rd *r, int key, int32_t v, const rd_line *where)
{
    int rc = swc_model_set_int(r->t, key, v);
    if (rc == SWC_OK)
        return SWC_OK;
    if (rc == SWC_ENOMEM)
        return rd_nomem(r);
    return rd_fail_at(r, rc == SWC_ERANGE ? SWC_ERANGE : SWC_EINCONSISTENT, where ? where->no : 0, where ? 5 : 0, "%s",
                      swc_tournament_errmsg(r->t));
}

/* A player id in field [c0,c1) of the current line; 0 with an error set. */
int rd_fail_team(rd *r, uint32_t c, const char *fmt, ...)
{
    char what[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return rd_fail_c(r, SWC_EUNSUPPORTED, c,
                     "%s: a team tournament needs its TRF-2026 team records (310 teams, 352 boards), which this "
                     "file lacks", what);
}

rd_player *rd_id_field(rd *r, uint32_t c0, uint32_t c1, int *rc)
{
    fld f = field(r, c0, c1);
    uint32_t id = 0;
    size_t bad = 0;
    int k = rd_parse_uint(f.p, f.n, &id, &bad);
    if (k <= 0) {
        *rc = rd_fail_c(r, SWC_EPARSE, k < 0 ? f.c + (uint32_t)bad : c0, "a player's starting rank was expected in columns %lu-%lu",
                        (unsigned long)c0 + 1, (unsigned long)c1);
        return NULL;
    }
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id]) {
        *rc = rd_fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, f.c,
                        "player %lu is not in this file", (unsigned long)id);
        return NULL;
    }
    return &r->pl[r->by_id[id] - 1];
}

int rd_blank_from(rd *r, uint32_t c, const char *what)
{
    for (; c < r->nchars; c++)
        if (ch(r, c) != ' ')
            return rd_fail_c(r, SWC_EPARSE, c, "%s: column %lu should be blank", what, (unsigned long)c + 1);
    return SWC_OK;
}

int rd_round_field(rd *r, uint32_t c0, uint32_t c1, uint32_t *round)
{
    fld f = field(r, c0, c1);
    size_t bad = 0;
    int k = rd_parse_uint(f.p, f.n, round, &bad);
    if (k <= 0)
        return rd_fail_c(r, SWC_EPARSE, k < 0 ? f.c + (uint32_t)bad : c0, "a round number was expected in columns %lu-%lu",
                         (unsigned long)c0 + 1, (unsigned long)c1);
    if (*round == 0 || *round > SWC_MAX_ROUNDS)
        return rd_fail_c(r, SWC_ERANGE, f.c, "round %lu is outside 1..%d", (unsigned long)*round, SWC_MAX_ROUNDS);
    return SWC_OK;
}
