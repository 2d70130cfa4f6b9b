/*
 * TRF reader: TRF16, TRF(x) (JaVaFo), TRF(bx) (bbpPairings) and TRF-2026.
 *
 * Two passes. The first walks the lines once: it checks the bytes (line
 * length, NUL, UTF-8), applies header records, adds the players and keeps
 * each player's round blocks; records that name players (240, 250, 260, XXA,
 * XXP, XXZ) are kept for later because players may come after them. The
 * second pass builds the rounds, the requests and the rest through the same
 * model calls the public API uses, then checks the stated points.
 *
 * Columns of the format are counted in characters (code points): a name
 * written in Chinese moves every later field by characters, not bytes, in
 * what other programs write (bbpPairings reads the same way). Error columns
 * are reported in bytes, as swc_trf_error promises.
 *
 * Everything is linear in the size of the file: players are found through
 * an id table, each round is built from one sweep over the players.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/utf8.h"
#include "trf.h"
#include "trf_ext.h"

/* 99 rounds plus the column of the round still to be paired. */
#define MAX_COLS (SWC_MAX_ROUNDS + 1)
/* Where the first round block starts (0-based character index, column 92). */
#define ROUND0 91

typedef struct rd_line {
    const char *s;
    uint32_t n;   /* bytes, trailing blanks removed */
    uint32_t no;  /* 1-based line number */
} rd_line;

/* One round block of a player line, as written. */
typedef struct rd_block {
    uint16_t opp;  /* opponent's starting rank, 0 for 0000 or blanks */
    char colour;   /* 'w', 'b' or ' ' ('-' and blank are the same) */
    char result;   /* result code in upper case, or ' ' */
} rd_block;

typedef struct rd_player {
    rd_line line;
    uint32_t id;
    uint32_t rank;     /* stated rank, 0 when blank */
    uint32_t first;    /* first block in rd.blocks */
    uint32_t nblocks;
    uint32_t tpn;      /* 1-based, once the order is known */
    uint32_t game2;    /* its XDG line (index in rd.game2) + 1, 0 when none */
    uint32_t entry;    /* XLE: first round played, 0 when not stated */
    swc_player *p;
} rd_player;

/* Point values as the file gives them; -1 = not given. */
enum {
    PV_WIN_W, PV_WIN_B, PV_DRAW_W, PV_DRAW_B, PV_LOSS_W, PV_LOSS_B,
    PV_PAB, PV_FW, PV_FL, PV_FPB, PV_HPB, PV_ZPB, PV_X, PV_COUNT
};

/* A game an XAJ record names: round, board (0 or 1), one of its players. */
typedef struct rd_adjourned {
    uint32_t round, player;
    uint8_t game, used;
    rd_line line;
    uint32_t col;
} rd_adjourned;

typedef struct rd {
    swc_tournament *t;
    const swc_mem *mem;
    swc_trf_error *err;
    uint32_t flags;

    /* The line being looked at, for column lookups. */
    rd_line cur;
    uint32_t nchars;
    int ascii;
    uint16_t off[SWC_TRF_MAX_LINE + 2];  /* character index -> byte offset */

    rd_player *pl;
    size_t npl, plcap;
    rd_block *blocks;
    size_t nblocks, blockcap;
    uint32_t by_id[SWC_MAX_PLAYERS + 1];  /* starting rank -> player index + 1 */
    rd_line *later;                       /* 240 250 260 XXA XXP XXZ */
    uint32_t list[SWC_TRF_MAX_LINE / 2 + 1];  /* players of one XXP/260 record */
    size_t nlist;
    size_t nlater, latercap;
    swc_strbuf deputy;                    /* 112 lines joined by newlines */
    size_t nlines_used;                   /* non-blank, non-comment lines */

    int32_t rounds;          /* XXR / 142, 0 when absent */
    rd_line rounds_line;
    int colour;              /* 152 / XXC: SWC_COLOUR_*, 0 when absent */
    int use_rank;            /* XXC rank */
    int sys_092[3], have_092;  /* system, edition, acceleration */
    int sys_192[3], have_192;
    uint32_t line_192;         /* line of the 192 record, 0 when none */
    int32_t pv[PV_COUNT];
    rd_line pv_line[PV_COUNT];
    int any_162_bb, any_xxs;
    int32_t games;           /* XDB: games per pairing, 0 when absent */
    uint32_t games_line;
    rd_line *game2;          /* XDG lines, attached to players in the second pass */
    size_t ngame2, game2cap;
    /* Library records (doc/trf-extensions.md). */
    int xps[2];              /* XPS: system and sequential order, 0 when absent */
    uint32_t xps_line, xne_line;
    int32_t xne;             /* XNE: points of a round before a late entry */
    uint32_t xrp, xrp_line;  /* XRP: rounds paired, when the last one has no game */
    rd_line *shape;          /* XLE and XAJ lines, read before the rounds are built */
    size_t nshape, shapecap;
    rd_adjourned *adj;       /* games XAJ names */
    size_t nadj, adjcap;
} rd;

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

static int vfail(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 0)))
#endif
    ;
static int vfail(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, va_list ap)
{
    char reason[224];
    vsnprintf(reason, sizeof reason, fmt, ap);
    swc_trf_set_error(r->err, line, col, "%s", reason);
    return code;
}

/* Failure at a byte column (1-based) of line `line`. */
static int fail_at(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static int fail_at(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, line, col, fmt, ap);
    va_end(ap);
    return code;
}

static uint32_t bytecol(const rd *r, uint32_t c)
{
    if (c < r->nchars)
        return (uint32_t)r->off[c] + 1;
    return r->cur.n + (c - r->nchars) + 1;
}

/* Failure at character index c (0-based) of the current line. */
static int fail_c(rd *r, int code, uint32_t c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static int fail_c(rd *r, int code, uint32_t c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, r->cur.no, bytecol(r, c), fmt, ap);
    va_end(ap);
    return code;
}

static int nomem(rd *r)
{
    swc_trf_set_error(r->err, 0, 0, "out of memory");
    return SWC_ENOMEM;
}

/* A model call failed: keep its reason, add where. */
static int model_fail(rd *r, int rc, uint32_t c, const char *what)
{
    if (rc == SWC_ENOMEM)
        return nomem(r);
    return fail_c(r, rc == SWC_ELIMIT ? SWC_ELIMIT : SWC_EPARSE, c, "%s: %s", what, swc_tournament_errmsg(r->t));
}

/* ---- the current line ---------------------------------------------------- */

static void set_line(rd *r, rd_line l)
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
    uint32_t k = 0;
    for (i = 0; i < l.n; i++)
        if ((u[i] & 0xC0) != 0x80)
            r->off[k++] = (uint16_t)i;
    r->nchars = k;
    r->off[k] = (uint16_t)l.n;
}

/* Byte of character c, or a blank past the end (short lines are padded). */
static char ch(const rd *r, uint32_t c)
{
    return c < r->nchars ? r->cur.s[r->off[c]] : ' ';
}

/* Character c as text for a message (a whole UTF-8 sequence, not a byte). */
static const char *char_text(const rd *r, uint32_t c, char buf[8])
{
    size_t n = 1;
    if (c >= r->nchars) {
        buf[0] = ' ';
    } else {
        n = (size_t)r->off[c + 1] - r->off[c];
        memcpy(buf, r->cur.s + r->off[c], n);
    }
    buf[n] = '\0';
    return buf;
}

/* A field [c0,c1) with blanks removed on both sides; c is where it starts. */
typedef struct fld {
    const char *p;
    size_t n;
    uint32_t c;
} fld;

static fld field(const rd *r, uint32_t c0, uint32_t c1)
{
    fld f = { r->cur.s, 0, c0 };
    if (c0 >= r->nchars)
        return f;
    if (c1 > r->nchars)
        c1 = r->nchars;
    while (c0 < c1 && ch(r, c0) == ' ')
        c0++;
    while (c1 > c0 && ch(r, c1 - 1) == ' ')
        c1--;
    f.p = r->cur.s + r->off[c0];
    f.n = (size_t)r->off[c1] - r->off[c0];
    f.c = c0;
    return f;
}

static int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Unsigned integer of the field: 1 parsed, 0 empty, -1 not a number (*bad =
 * offset of the first wrong byte). Values are capped, never overflow. */
static int parse_uint(const char *p, size_t n, uint32_t *out, size_t *bad)
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
static int parse_tenths(const char *p, size_t n, int32_t *out, size_t *bad)
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

static void fmt_tenths(char *buf, size_t cap, int32_t v)
{
    snprintf(buf, cap, "%ld.%ld", (long)(v / 10), (long)(v % 10));
}

/* Character index of byte offset b of the current line. */
static uint32_t char_of(const rd *r, size_t b)
{
    if (r->ascii)
        return (uint32_t)b;
    return (uint32_t)swc_utf8_count(r->cur.s, b);
}

/* ---- growing arrays ------------------------------------------------------ */

static int push_later(rd *r, rd_line l)
{
    if (swc_mem_reserve(r->mem, (void **)&r->later, &r->latercap, r->nlater + 1, sizeof *r->later))
        return nomem(r);
    r->later[r->nlater++] = l;
    return SWC_OK;
}

/* ---- header records ------------------------------------------------------ */

static const struct {
    char code[4];
    int key;
} text_records[] = {
    { "012", SWC_TEXT_NAME },       { "022", SWC_TEXT_CITY },       { "032", SWC_TEXT_FEDERATION },
    { "042", SWC_TEXT_START_DATE }, { "052", SWC_TEXT_END_DATE },   { "092", SWC_TEXT_TYPE },
    { "102", SWC_TEXT_ARBITER },    { "112", SWC_TEXT_DEPUTY },     { "122", SWC_TEXT_TIME_CONTROL },
};

/* Tournament type codes of ETT26 that name a system this library pairs. */
int swc_trf_ett_code(const char *p, size_t n, int sys[3])
{
    int accel = SWC_ACCEL_NONE;
    if (n > 5 && memcmp(p + n - 5, "_BAKU", 5) == 0) {
        accel = SWC_ACCEL_BAKU;
        n -= 5;
    }
    int edition;
    if (n == 15 && memcmp(p, "FIDE_DUTCH_2017", 15) == 0)
        edition = 2017;
    else if ((n == 15 && memcmp(p, "FIDE_DUTCH_2026", 15) == 0) ||
             (n == 15 && memcmp(p, "FIDE_DUTCH_2025", 15) == 0) || (n == 10 && memcmp(p, "FIDE_DUTCH", 10) == 0))
        edition = 2026; /* bbpPairings v6 writes _2025 for the rules in force from 2026 */
    else
        return 0;
    sys[0] = SWC_SYSTEM_DUTCH;
    sys[1] = edition;
    sys[2] = accel;
    return 1;
}

static int text_record(rd *r, int key)
{
    fld f = field(r, 3, r->nchars);
    /* Tabs are the only control character worth forgiving in free text. */
    char buf[SWC_TRF_MAX_LINE + 1];
    memcpy(buf, f.p, f.n);
    buf[f.n] = '\0';
    for (size_t i = 0; i < f.n; i++) {
        if (buf[i] == '\t')
            buf[i] = ' ';
        else if ((unsigned char)buf[i] < 0x20 || buf[i] == 0x7f)
            return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + i), "control character 0x%02x in the text",
                          (unsigned)(unsigned char)buf[i]);
    }
    /* A tab at either end became a blank that the field did not trim;
     * trim it too, or the text would not survive a write and a read. */
    char *txt = buf;
    size_t n = f.n;
    while (n && txt[0] == ' ')
        txt++, n--;
    while (n && txt[n - 1] == ' ')
        n--;
    txt[n] = '\0';
    if (key == SWC_TEXT_DEPUTY) {
        if (n == 0)
            return SWC_OK;
        if (r->deputy.len)
            swc_strbuf_putc(&r->deputy, '\n');
        if (swc_strbuf_append(&r->deputy, txt, n))
            return nomem(r);
        return SWC_OK;
    }
    if (key == SWC_TEXT_TYPE)
        r->have_092 = swc_trf_ett_code(txt, n, r->sys_092);
    int rc = swc_model_set_text(r->t, key, n ? txt : NULL);
    return rc ? model_fail(r, rc, f.c, "text") : SWC_OK;
}

/* XXR / 142: one number after the code. */
static int rounds_record(rd *r)
{
    fld f = field(r, 3, r->nchars);
    uint32_t v = 0;
    size_t bad = 0;
    int k = parse_uint(f.p, f.n, &v, &bad);
    if (k == 0)
        return fail_c(r, SWC_EPARSE, 4, "the number of rounds is missing");
    if (k < 0)
        return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                      "the number of rounds must be a whole number");
    if (v == 0)
        return fail_c(r, SWC_ERANGE, f.c, "the number of rounds must be at least 1");
    if (v > SWC_MAX_ROUNDS)
        return fail_c(r, SWC_ELIMIT, f.c, "%lu rounds are more than the %d this library supports",
                      (unsigned long)v, SWC_MAX_ROUNDS);
    r->rounds = (int32_t)v;
    r->rounds_line = r->cur;
    return SWC_OK;
}

static int record_152(rd *r)
{
    char c = ch(r, 4);
    if (ch(r, 3) != ' ' || r->nchars > 5 || (c != 'W' && c != 'B' && c != 'w' && c != 'b'))
        return fail_c(r, SWC_EPARSE, 4, "record 152 must be \"152 W\" or \"152 B\" (the initial colour)");
    r->colour = (c == 'W' || c == 'w') ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
    return SWC_OK;
}

/* Split the current line from byte `from` into blank-separated tokens;
 * calls fn for each with the byte offset. */
typedef int (*token_fn)(rd *r, const char *p, size_t n, size_t at);

static int tokens(rd *r, size_t from, token_fn fn)
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

static int eq_nocase(const char *p, size_t n, const char *word)
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

static int xxc_token(rd *r, const char *p, size_t n, size_t at)
{
    (void)at;
    if (eq_nocase(p, n, "white1"))
        r->colour = SWC_COLOUR_WHITE;
    else if (eq_nocase(p, n, "black1"))
        r->colour = SWC_COLOUR_BLACK;
    else if (eq_nocase(p, n, "rank"))
        r->use_rank = 1;
    /* Other tokens are options of other engines; they do not change the data. */
    return SWC_OK;
}

static void set_pv(rd *r, int which, int32_t v)
{
    r->pv[which] = v;
    r->pv_line[which] = r->cur;
}

/* Parse a point value at byte offset `at` of the current line. */
static int point_value(rd *r, const char *p, size_t n, size_t at, int32_t *v)
{
    size_t bad = 0;
    int k = parse_tenths(p, n, v, &bad);
    if (k <= 0)
        return fail_c(r, SWC_EPARSE, char_of(r, at + bad), "a point value such as 1.0 or 0.5 was expected");
    if (*v > SWC_MAX_POINTS)
        return fail_c(r, SWC_ERANGE, char_of(r, at), "a game is worth at most %d.%d points", SWC_MAX_POINTS / 10,
                      SWC_MAX_POINTS % 10);
    return SWC_OK;
}

static int xxs_token(rd *r, const char *p, size_t n, size_t at)
{
    const char *eq = memchr(p, '=', n);
    if (!eq)
        return fail_c(r, SWC_EPARSE, char_of(r, at), "XXS expects CODE=VALUE pairs such as W=3 D=1");
    size_t cn = (size_t)(eq - p);
    int32_t v;
    int rc = point_value(r, eq + 1, n - cn - 1, at + cn + 1, &v);
    if (rc)
        return rc;
    static const struct {
        const char *code;
        int which[4];
    } codes[] = {
        { "WW", { PV_WIN_W, -1, -1, -1 } },   { "BW", { PV_WIN_B, -1, -1, -1 } },
        { "WD", { PV_DRAW_W, -1, -1, -1 } },  { "BD", { PV_DRAW_B, -1, -1, -1 } },
        { "WL", { PV_LOSS_W, -1, -1, -1 } },  { "BL", { PV_LOSS_B, -1, -1, -1 } },
        { "ZPB", { PV_ZPB, -1, -1, -1 } },    { "HPB", { PV_HPB, -1, -1, -1 } },
        { "FPB", { PV_FPB, -1, -1, -1 } },    { "PAB", { PV_PAB, -1, -1, -1 } },
        { "FW", { PV_FW, -1, -1, -1 } },      { "FL", { PV_FL, -1, -1, -1 } },
        { "W", { PV_WIN_W, PV_WIN_B, PV_FW, PV_FPB } },
        { "D", { PV_DRAW_W, PV_DRAW_B, PV_HPB, -1 } },
    };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        if (strlen(codes[i].code) == cn && memcmp(codes[i].code, p, cn) == 0) {
            for (int k = 0; k < 4 && codes[i].which[k] >= 0; k++)
                set_pv(r, codes[i].which[k], v);
            return SWC_OK;
        }
    }
    return fail_c(r, SWC_EPARSE, char_of(r, at), "unknown XXS code \"%.*s\" (WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D)",
                  (int)(cn > 8 ? 8 : cn), p);
}

/* 162: code at column 6, value in 7-10, the next code 9 columns later. */
static int record_162(rd *r)
{
    if (ch(r, 3) != ' ' || ch(r, 4) != ' ')
        return fail_c(r, SWC_EPARSE, 3, "record 162 has its first code in column 6 (\"162  W 1.0    D 0.5\")");
    uint32_t c = 5;
    for (; c < r->nchars; c += 9) {
        char code = ch(r, c);
        fld f = field(r, c + 1, c + 5);
        int32_t v;
        if (f.n == 0)
            return fail_c(r, SWC_EPARSE, c + 1, "record 162: the value of code %c is missing (columns %lu-%lu)", code,
                          (unsigned long)c + 2, (unsigned long)c + 5);
        int rc = point_value(r, f.p, f.n, (size_t)(f.p - r->cur.s), &v);
        if (rc)
            return rc;
        switch (code) {
        case 'W': set_pv(r, PV_WIN_W, v); set_pv(r, PV_WIN_B, v); break;
        case 'D': set_pv(r, PV_DRAW_W, v); set_pv(r, PV_DRAW_B, v); break;
        case 'L': set_pv(r, PV_LOSS_W, v); set_pv(r, PV_LOSS_B, v); break;
        case 'A': set_pv(r, PV_ZPB, v); set_pv(r, PV_FL, v); break;
        case 'P': set_pv(r, PV_PAB, v); break;
        case 'X': set_pv(r, PV_X, v); break;
        default: {
            char t[8];
            return fail_c(r, SWC_EPARSE, c, "record 162: unknown code '%s' (expected W, D, L, A, P or X in column %lu)",
                          char_text(r, c, t), (unsigned long)c + 1);
        }
        }
        for (uint32_t k = c + 5; k < c + 9 && k < r->nchars; k++)
            if (ch(r, k) != ' ')
                return fail_c(r, SWC_EPARSE, k, "record 162: the next code belongs in column %lu",
                              (unsigned long)c + 10);
    }
    r->any_162_bb = 1;
    return SWC_OK;
}

/* BBW/BBD/BBL/BBZ/BBF/BBU: one value from column 5. */
static int record_bb(rd *r)
{
    fld f = field(r, 3, r->nchars);
    int32_t v;
    if (f.n == 0)
        return fail_c(r, SWC_EPARSE, 4, "the point value is missing");
    int rc = point_value(r, f.p, f.n, (size_t)(f.p - r->cur.s), &v);
    if (rc)
        return rc;
    switch (r->cur.s[2]) {
    case 'W': set_pv(r, PV_WIN_W, v); set_pv(r, PV_WIN_B, v); break;
    case 'D': set_pv(r, PV_DRAW_W, v); set_pv(r, PV_DRAW_B, v); break;
    case 'L': set_pv(r, PV_LOSS_W, v); set_pv(r, PV_LOSS_B, v); break;
    case 'Z': set_pv(r, PV_ZPB, v); break;
    case 'F': set_pv(r, PV_FL, v); break;
    default: set_pv(r, PV_PAB, v); break;
    }
    r->any_162_bb = 1;
    return SWC_OK;
}

/* ---- player records ------------------------------------------------------ */

/* Columns (0-based) that separate the fields of a 001 line. */
static const struct {
    uint32_t c;
    const char *after;
} separators[] = {
    { 3, "the record code" },     { 8, "the starting rank (columns 5-8)" }, { 13, "the title (columns 11-13)" },
    { 47, "the name (columns 15-47)" }, { 52, "the rating (columns 49-52)" }, { 56, "the federation (columns 54-56)" },
    { 68, "the FIDE id (columns 58-68)" }, { 84, "the points (columns 81-84)" }, { 89, "the rank (columns 86-89)" },
    { 90, "the rank (columns 86-89)" },
};

static int player_record(rd *r)
{
    if (r->nchars < 84)
        return fail_c(r, SWC_EPARSE, r->nchars,
                      "truncated player record: the line ends at column %lu, before the points (columns 81-84)",
                      (unsigned long)r->nchars);
    for (size_t i = 0; i < sizeof separators / sizeof separators[0]; i++) {
        uint32_t c = separators[i].c;
        if (ch(r, c) == ' ')
            continue;
        /* Five digits from column 49 on: a rating above 9999, say so. */
        int five = c == 52;
        for (uint32_t k = 48; k <= 52 && five; k++)
            five = is_digit(ch(r, k));
        if (five)
            return fail_c(r, SWC_ERANGE, 48, "the rating does not fit columns 49-52: ratings go up to 9999");
        return fail_c(r, SWC_EPARSE, c, "column %lu must be blank after %s: a field is misaligned",
                      (unsigned long)c + 1, separators[i].after);
    }
    uint32_t id = 0;
    size_t bad = 0;
    fld f = field(r, 4, 8);
    int k = parse_uint(f.p, f.n, &id, &bad);
    if (k == 0)
        return fail_c(r, SWC_EPARSE, 4, "the starting rank (columns 5-8) is missing");
    if (k < 0)
        return fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the starting rank (columns 5-8) must be a number");
    if (id == 0)
        return fail_c(r, SWC_ERANGE, f.c, "starting rank 0: ranks run from 1 to 9999");
    if (r->by_id[id])
        return fail_c(r, SWC_EINCONSISTENT, f.c, "starting rank %lu is used twice (lines %lu and %lu)",
                      (unsigned long)id, (unsigned long)r->pl[r->by_id[id] - 1].line.no, (unsigned long)r->cur.no);

    int32_t sex = 0;
    switch (ch(r, 9)) {
    case ' ': break;
    case 'm': case 'M': sex = 'm'; break;
    case 'w': case 'W': sex = 'w'; break;
    case 'f': case 'F': sex = 'f'; break;
    default: {
        char t[8];
        return fail_c(r, SWC_EPARSE, 9, "unknown sex '%s' in column 10 (expected m, w or blank)", char_text(r, 9, t));
    }
    }

    uint32_t rating = 0;
    f = field(r, 48, 52);
    if (parse_uint(f.p, f.n, &rating, &bad) < 0)
        return fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the rating (columns 49-52) must be digits");

    fld fide = field(r, 57, 68);
    for (size_t i = 0; i < fide.n; i++)
        if (!is_digit(fide.p[i]))
            return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(fide.p - r->cur.s) + i),
                          "the FIDE id (columns 58-68) must be digits");

    /* Points: columns 81-84; a writer with 100 points or more uses column 80 too. */
    int32_t points = -1;
    f = field(r, ch(r, 79) != ' ' ? 79 : 80, 84);
    if (f.n) {
        k = parse_tenths(f.p, f.n, &points, &bad);
        if (k < 0)
            return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                          "the points (columns 81-84) must be a number such as 4.5");
        /* Five columns at most: up to 999.9, or a whole number up to 99999
         * as the writer gives it when the tenths do not fit; either fits
         * the model's tenths. */
    }
    uint32_t rank = 0;
    f = field(r, 85, 89);
    if (parse_uint(f.p, f.n, &rank, &bad) < 0)
        return fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the rank (columns 86-89) must be a number");
    if (rank > SWC_MAX_PLAYERS)
        return fail_c(r, SWC_ERANGE, f.c, "rank %lu is above 9999", (unsigned long)rank);

    /* Round blocks. */
    uint32_t first = (uint32_t)r->nblocks, nb = 0;
    for (uint32_t c = ROUND0; c < r->nchars; c += 10, nb++) {
        if (nb >= MAX_COLS)
            return fail_c(r, SWC_ELIMIT, c, "more than %d round columns", MAX_COLS);
        rd_block b = { 0, ' ', ' ' };
        f = field(r, c, c + 4);
        uint32_t opp = 0;
        if (parse_uint(f.p, f.n, &opp, &bad) < 0)
            return fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad,
                          "round %lu: the opponent (columns %lu-%lu) must be a starting rank or 0000", (unsigned long)nb + 1,
                          (unsigned long)c + 1, (unsigned long)c + 4);
        b.opp = (uint16_t)opp;
        static const uint32_t seps[] = { 4, 6, 8, 9 };
        for (size_t i = 0; i < 4; i++)
            if (ch(r, c + seps[i]) != ' ')
                return fail_c(r, SWC_EPARSE, c + seps[i],
                              "round %lu: column %lu must be blank (a round block is \"OOOO c r\" from column %lu)",
                              (unsigned long)nb + 1, (unsigned long)c + seps[i] + 1, (unsigned long)c + 1);
        char col = ch(r, c + 5);
        switch (col) {
        case 'w': case 'W': b.colour = 'w'; break;
        case 'b': case 'B': b.colour = 'b'; break;
        case '-': case ' ': b.colour = ' '; break;
        default: {
            char t[8];
            return fail_c(r, SWC_EPARSE, c + 5, "round %lu: unknown colour '%s' (expected w, b, - or blank)",
                          (unsigned long)nb + 1, char_text(r, c + 5, t));
        }
        }
        char res = ch(r, c + 7);
        if (res >= 'a' && res <= 'z')
            res = (char)(res - 'a' + 'A');
        if (!strchr("10=+-WDLHFUZ ", res) || res == '\0') {
            char t[8];
            return fail_c(r, SWC_EPARSE, c + 7,
                          "round %lu: unknown result code '%s' (expected 1 = 0 + - W D L H F U Z or blank)",
                          (unsigned long)nb + 1, char_text(r, c + 7, t));
        }
        b.result = res;
        if (swc_mem_reserve(r->mem, (void **)&r->blocks, &r->blockcap, r->nblocks + 1, sizeof *r->blocks))
            return nomem(r);
        r->blocks[r->nblocks++] = b;
    }

    /* Strings of the player, NUL-terminated copies of the fields. */
    char name[34 * 4 + 1], title[3 * 4 + 1], fed[3 * 4 + 1], fid[12], birth[10 * 4 + 1];
    struct {
        char *dst;
        uint32_t c0, c1;
    } strs[] = { { name, 14, 47 }, { title, 10, 13 }, { fed, 53, 56 }, { fid, 57, 68 }, { birth, 69, 79 } };
    for (size_t i = 0; i < sizeof strs / sizeof strs[0]; i++) {
        f = field(r, strs[i].c0, strs[i].c1);
        memcpy(strs[i].dst, f.p, f.n);
        strs[i].dst[f.n] = '\0';
        for (size_t j = 0; j < f.n; j++)
            if ((unsigned char)f.p[j] < 0x20 || f.p[j] == 0x7f)
                return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + j),
                              "control character 0x%02x in a player field", (unsigned)(unsigned char)f.p[j]);
    }
    if (!name[0])
        return fail_c(r, SWC_EPARSE, 14, "player %lu has no name (columns 15-47)", (unsigned long)id);

    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = name;
    info.rating = (int32_t)rating;
    info.title = title;
    info.federation = fed;
    info.fide_id = fid;
    info.sex = sex;
    info.birth_date = birth;
    if (swc_mem_reserve(r->mem, (void **)&r->pl, &r->plcap, r->npl + 1, sizeof *r->pl))
        return nomem(r);
    swc_player *p = NULL;
    int rc = swc_model_add_player(r->t, &info, id, &p);
    if (rc)
        return model_fail(r, rc, 4, "player");
    p->stated_points = points;
    p->stated_rank = rank;
    rd_player *P = &r->pl[r->npl];
    P->line = r->cur;
    P->id = id;
    P->rank = rank;
    P->first = first;
    P->nblocks = nb;
    P->tpn = 0;
    P->game2 = 0;
    P->p = p;
    r->npl++;
    r->by_id[id] = (uint32_t)r->npl;
    return SWC_OK;
}

/* ---- dual-board records (doc/trf-extensions.md) ---------------------------- */

/* A record that may appear once: its line in *line, or an error naming the
 * first one. */
static int once(rd *r, uint32_t *line, const char *code)
{
    if (*line)
        return fail_c(r, SWC_EINCONSISTENT, 0, "a second %s record (the first is on line %lu)", code,
                      (unsigned long)*line);
    *line = r->cur.no;
    return SWC_OK;
}

/* XDB: games per pairing, "XDB 2" for a dual-board event. */
static int record_xdb(rd *r)
{
    fld f = field(r, 3, r->nchars);
    uint32_t v = 0;
    size_t bad = 0;
    if (ch(r, 3) != ' ' || parse_uint(f.p, f.n, &v, &bad) <= 0 || (v != 1 && v != 2))
        return fail_c(r, SWC_EPARSE, 4, "record XDB gives the games per pairing: \"XDB 2\" for a dual-board event");
    r->games = (int32_t)v;
    return once(r, &r->games_line, "XDB");
}

static int push_game2(rd *r)
{
    if (swc_mem_reserve(r->mem, (void **)&r->game2, &r->game2cap, r->ngame2 + 1, sizeof *r->game2))
        return nomem(r);
    r->game2[r->ngame2++] = r->cur;
    return SWC_OK;
}

/* ---- library records (doc/trf-extensions.md) ------------------------------ */

static int blank_from(rd *r, uint32_t c, const char *what);
static int round_field(rd *r, uint32_t c0, uint32_t c1, uint32_t *round);

/* XPS: the pairing system, for the systems TRF has no code for. */
static int record_xps(rd *r)
{
    static const char *const order[] = { "none", "buchholz", "progressive" };
    int rc;
    if ((rc = once(r, &r->xps_line, "XPS")))
        return rc;
    if (ch(r, 3) != ' ')
        return fail_c(r, SWC_EPARSE, 3, "XPS: column 4 must be blank (\"XPS SEQUENTIAL BUCHHOLZ\")");
    uint32_t c = 4, end;
    for (end = c; end < r->nchars && ch(r, end) != ' '; end++)
        ;
    fld f = field(r, c, end);
    if (eq_nocase(f.p, f.n, "berger")) {
        if ((rc = blank_from(r, end, "XPS BERGER")))
            return rc;
        r->xps[0] = SWC_SYSTEM_BERGER;
    } else if (eq_nocase(f.p, f.n, "sequential")) {
        r->xps[0] = SWC_SYSTEM_SEQUENTIAL;
        r->xps[1] = SWC_SEQ_TB_BUCHHOLZ;
        if (end + 1 < r->nchars) {
            uint32_t c2 = end + 1, e2;
            for (e2 = c2; e2 < r->nchars && ch(r, e2) != ' '; e2++)
                ;
            fld g = field(r, c2, e2);
            int k = -1;
            for (int i = 0; i < 3; i++)
                if (eq_nocase(g.p, g.n, order[i]))
                    k = i;
            if (k < 0 || blank_from(r, e2, "XPS") != SWC_OK)
                return fail_c(r, SWC_EPARSE, c2, "XPS SEQUENTIAL: the order of players level on points is NONE, "
                                                 "BUCHHOLZ or PROGRESSIVE");
            r->xps[1] = k;
        }
    } else {
        return fail_c(r, SWC_EPARSE, c, "XPS names the pairing system: \"XPS SEQUENTIAL BUCHHOLZ\" or \"XPS BERGER\"");
    }
    return SWC_OK;
}

/* XNE: points of each round before a late entry. */
static int record_xne(rd *r)
{
    fld f = field(r, 3, r->nchars);
    size_t bad = 0;
    if (ch(r, 3) != ' ' || parse_tenths(f.p, f.n, &r->xne, &bad) <= 0)
        return fail_c(r, SWC_EPARSE, 4, "XNE gives the points of a round before a late entry: \"XNE  0.0\"");
    return once(r, &r->xne_line, "XNE");
}

/* XRP: how many rounds exist, for a last round without any game or PAB,
 * whose column otherwise reads as the byes of the round to be paired. */
static int record_xrp(rd *r)
{
    fld f = field(r, 3, r->nchars);
    size_t bad = 0;
    if (ch(r, 3) != ' ' || parse_uint(f.p, f.n, &r->xrp, &bad) <= 0 || r->xrp == 0 || r->xrp > SWC_MAX_ROUNDS)
        return fail_c(r, SWC_EPARSE, 4, "XRP gives the number of rounds paired, 1..%d: \"XRP 3\"", SWC_MAX_ROUNDS);
    return once(r, &r->xrp_line, "XRP");
}

static int push_shape(rd *r)
{
    if (swc_mem_reserve(r->mem, (void **)&r->shape, &r->shapecap, r->nshape + 1, sizeof *r->shape))
        return nomem(r);
    r->shape[r->nshape++] = r->cur;
    return SWC_OK;
}

/* ---- first pass ------------------------------------------------------------ */

static int code_is(const rd *r, const char *code)
{
    return r->cur.n >= 3 && memcmp(r->cur.s, code, 3) == 0;
}

static int one_line(rd *r)
{
    if (r->cur.n == 0)
        return SWC_OK;
    if (r->cur.n >= 3 && memcmp(r->cur.s, "###", 3) == 0)
        return SWC_OK;
    r->nlines_used++;
    if (code_is(r, "001"))
        return player_record(r);
    for (size_t i = 0; i < sizeof text_records / sizeof text_records[0]; i++)
        if (code_is(r, text_records[i].code))
            return text_record(r, text_records[i].key);
    if (code_is(r, "062") || code_is(r, "072"))
        return SWC_OK; /* counts, recomputed by the writer */
    if (code_is(r, "142") || code_is(r, "XXR"))
        return rounds_record(r);
    if (code_is(r, "152"))
        return record_152(r);
    if (code_is(r, "XXC"))
        return tokens(r, 3, xxc_token);
    if (code_is(r, "162"))
        return record_162(r);
    if (code_is(r, "XXS")) {
        r->any_xxs = 1;
        return tokens(r, 3, xxs_token);
    }
    if (r->cur.n >= 3 && memcmp(r->cur.s, "BB", 2) == 0 && strchr("WDLZFU", r->cur.s[2]) && r->cur.s[2])
        return record_bb(r);
    if (code_is(r, "192")) {
        /* One tournament has one type; a second would leave the writer to
         * choose between a kept line and the settings. */
        if (r->line_192)
            return fail_c(r, SWC_EINCONSISTENT, 0, "a second 192 record (the first is on line %lu)",
                          (unsigned long)r->line_192);
        r->line_192 = r->cur.no;
        fld f = field(r, 3, r->nchars);
        if (swc_trf_ett_code(f.p, f.n, r->sys_192)) {
            r->have_192 = 1;
            return SWC_OK;
        }
        /* A system we do not pair: keep the line so it is written back. */
    }
    if (code_is(r, "XDB"))
        return record_xdb(r);
    if (code_is(r, "XDG"))
        return push_game2(r);
    if (code_is(r, "XPS"))
        return record_xps(r);
    if (code_is(r, "XNE"))
        return record_xne(r);
    if (code_is(r, "XRP"))
        return record_xrp(r);
    if (code_is(r, "XLE") || code_is(r, "XAJ"))
        return push_shape(r);
    if (swc_trf_ext_owns(r->cur.s, r->cur.n))
        return SWC_OK; /* applied by swc_trf_ext_apply once the rest is read */
    if (code_is(r, "240") || code_is(r, "250") || code_is(r, "260") || code_is(r, "XXA") || code_is(r, "XXP") ||
        code_is(r, "XXZ"))
        return push_later(r, r->cur);
    if (swc_model_add_extra_line(r->t, r->cur.s, r->cur.n))
        return nomem(r);
    return SWC_OK;
}

static int first_pass(rd *r, const char *data, size_t len)
{
    size_t i = 0;
    uint32_t no = 0;
    if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        i = 3; /* a byte order mark some editors add */
    while (i < len) {
        no++;
        size_t start = i;
        size_t lim = len - start > SWC_TRF_MAX_LINE ? start + SWC_TRF_MAX_LINE + 1 : len;
        size_t j = start;
        while (j < lim && data[j] != '\n' && data[j] != '\r' && data[j] != '\0')
            j++;
        if (j < len && data[j] == '\0')
            return fail_at(r, SWC_EPARSE, no, (uint32_t)(j - start) + 1, "NUL byte: this is not a text file");
        if (j - start > SWC_TRF_MAX_LINE)
            return fail_at(r, SWC_ELIMIT, no, SWC_TRF_MAX_LINE + 1, "line longer than %d bytes", SWC_TRF_MAX_LINE);
        size_t ok = swc_utf8_valid_prefix(data + start, j - start);
        if (ok < j - start)
            return fail_at(r, SWC_EPARSE, no, (uint32_t)ok + 1, "invalid UTF-8 (byte 0x%02x); TRF files are UTF-8",
                           (unsigned)(unsigned char)data[start + ok]);
        size_t end = j;
        while (end > start && is_blank(data[end - 1]))
            end--;
        rd_line l = { data + start, (uint32_t)(end - start), no };
        set_line(r, l);
        int rc = one_line(r);
        if (rc)
            return rc;
        if (j < len) {
            if (data[j] == '\r' && j + 1 < len && data[j + 1] == '\n')
                j++;
            j++;
        }
        i = j;
    }
    if (r->nlines_used == 0)
        return fail_at(r, SWC_EPARSE, 1, 1, "the file is empty: no TRF records");
    if (r->deputy.len) {
        int rc = swc_model_set_text(r->t, SWC_TEXT_DEPUTY, r->deputy.data);
        if (rc)
            return rc == SWC_ENOMEM ? nomem(r) : fail_at(r, rc, 0, 0, "deputy arbiters: %s", swc_tournament_errmsg(r->t));
    }
    return SWC_OK;
}

/* ---- second pass: order, rounds, requests ----------------------------------- */

static const rd_block blank_block = { 0, ' ', ' ' };

static const rd_block *block(const rd *r, const rd_player *P, uint32_t k)
{
    return k < P->nblocks ? &r->blocks[P->first + k] : &blank_block;
}

/* Move the column lookups to a player's line and report at round k's field. */
static int fail_block(rd *r, const rd_player *P, uint32_t k, uint32_t field_off, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 6, 7)))
#endif
    ;
static int fail_block(rd *r, const rd_player *P, uint32_t k, uint32_t field_off, int code, const char *fmt, ...)
{
    set_line(r, P->line);
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, P->line.no, bytecol(r, ROUND0 + 10 * k + field_off), fmt, ap);
    va_end(ap);
    return code;
}

/* C.04.2 order as the model sorts it: rating, title, name, id. */
static int c042_before(const swc_player *a, const swc_player *b)
{
    if (a->rating != b->rating)
        return a->rating > b->rating;
    int ta = swc_title_rank(a->title), tb = swc_title_rank(b->title);
    if (ta != tb)
        return ta < tb;
    int c = strcmp(a->name, b->name);
    if (c != 0)
        return c < 0;
    return a->id < b->id;
}

static int order_players(rd *r, uint32_t *order)
{
    size_t n = r->npl;
    for (size_t i = 0; i < n; i++)
        order[i] = UINT32_MAX;
    for (size_t i = 0; i < n; i++) {
        rd_player *P = &r->pl[i];
        uint32_t key;
        if (r->use_rank) {
            if (P->rank == 0) {
                set_line(r, P->line);
                return fail_c(r, SWC_EPARSE, 85, "XXC rank pairs by the rank column (86-89), which is blank here");
            }
            key = P->rank;
        } else {
            key = P->id;
        }
        if (key > n) {
            set_line(r, P->line);
            return fail_c(r, SWC_ERANGE, r->use_rank ? 85 : 4,
                          r->use_rank ? "rank %lu is beyond the %lu players of the file (XXC rank needs ranks 1..%lu)"
                                      : "starting rank %lu is beyond the %lu players of the file (ranks must run 1..%lu)",
                          (unsigned long)key, (unsigned long)n, (unsigned long)n);
        }
        if (order[key - 1] != UINT32_MAX) {
            set_line(r, P->line);
            return fail_c(r, SWC_EINCONSISTENT, 85, "rank %lu is given twice (lines %lu and %lu) and XXC rank needs them distinct",
                          (unsigned long)key, (unsigned long)r->pl[order[key - 1]].line.no, (unsigned long)P->line.no);
        }
        order[key - 1] = (uint32_t)i;
    }
    for (size_t i = 0; i < n; i++)
        r->pl[order[i]].tpn = (uint32_t)i + 1;

    swc_tournament *t = r->t;
    swc_model_set_tpn_order(t, order);
    int sorted = 1;
    for (size_t i = 1; i < n && sorted; i++)
        sorted = !c042_before(r->pl[order[i]].p, r->pl[order[i - 1]].p);
    if (sorted) {
        /* The file follows C.04.2: let later changes renumber as usual. */
        swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_AUTO);
        int same = 1;
        for (size_t i = 0; i < n && same; i++)
            same = t->by_tpn[i] == order[i];
        if (!same) {
            swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL);
            swc_model_set_tpn_order(t, order);
        }
    }
    return SWC_OK;
}

static int result_of_pair(char w, char b)
{
    static const struct {
        char w, b;
        int res;
    } table[] = {
        { '1', '0', SWC_RESULT_WHITE_WIN },
        { '=', '=', SWC_RESULT_DRAW },
        { '0', '1', SWC_RESULT_BLACK_WIN },
        { 'W', 'L', SWC_RESULT_WHITE_WIN_UNRATED },
        { 'D', 'D', SWC_RESULT_DRAW_UNRATED },
        { 'L', 'W', SWC_RESULT_BLACK_WIN_UNRATED },
        { '+', '-', SWC_RESULT_WHITE_FORFEIT_WIN },
        { '-', '+', SWC_RESULT_BLACK_FORFEIT_WIN },
        { '-', '-', SWC_RESULT_DOUBLE_FORFEIT },
        { ' ', ' ', SWC_RESULT_NONE },
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].w == w && table[i].b == b)
            return table[i].res;
    return -1;
}

static const char *result_name(char c)
{
    switch (c) {
    case ' ': return "no result";
    case '1': return "1 (win)";
    case '0': return "0 (loss)";
    case '=': return "= (draw)";
    case '+': return "+ (forfeit win)";
    case '-': return "- (forfeit loss)";
    case 'W': return "W (unrated win)";
    case 'L': return "L (unrated loss)";
    default: return "D (unrated draw)";
    }
}

/* Colour and result letter of P's board-2 game in round k (blanks when none).
 * apply_games() has checked the line: it is ASCII, so bytes are columns. */
static void game2_of(const rd *r, const rd_player *P, uint32_t k, char *colour, char *result)
{
    *colour = *result = ' ';
    if (!P->game2)
        return;
    rd_line l = r->game2[P->game2 - 1];
    char c = 9 + 3 * k < l.n ? l.s[9 + 3 * k] : ' ', x = 10 + 3 * k < l.n ? l.s[10 + 3 * k] : ' ';
    *colour = c == 'w' || c == 'W' ? 'w' : c == 'b' || c == 'B' ? 'b' : ' ';
    *result = x >= 'a' && x <= 'z' ? (char)(x - 'a' + 'A') : x;
}

static int set_int(rd *r, int key, int32_t v, const rd_line *where);
static rd_player *id_field(rd *r, uint32_t c0, uint32_t c1, int *rc);

/*
 * Games per pairing, and every XDG line checked and given to its player:
 * blanks where the player had no game, a known colour and result letter
 * elsewhere, nothing past the rounds of the file.
 */
static int apply_games(rd *r, uint32_t nreal)
{
    int rc;
    if (r->ngame2 && r->games != 2) {
        set_line(r, r->game2[0]);
        return fail_c(r, SWC_EINCONSISTENT, 0, "XDG holds the second game of a dual-board event, but no \"XDB 2\" says so");
    }
    if (r->games && (rc = set_int(r, SWC_SET_GAMES_PER_PAIRING, r->games, NULL)))
        return rc;
    for (size_t i = 0; i < r->ngame2; i++) {
        set_line(r, r->game2[i]);
        if (ch(r, 3) != ' ')
            return fail_c(r, SWC_EPARSE, 3, "XDG: column 4 must be blank (\"XDG    1 b1 w=\")");
        rd_player *P = id_field(r, 4, 8, &rc);
        if (!P)
            return rc;
        if (P->game2)
            return fail_c(r, SWC_EINCONSISTENT, 4, "player %lu has a second XDG line (the first is line %lu)",
                          (unsigned long)P->id, (unsigned long)r->game2[P->game2 - 1].no);
        P->game2 = (uint32_t)i + 1;
        for (uint32_t k = 0; 8 + 3 * k < r->nchars; k++) {
            uint32_t c = 8 + 3 * k;
            char col = ch(r, c + 1), res = ch(r, c + 2);
            if (ch(r, c) != ' ')
                return fail_c(r, SWC_EPARSE, c, "XDG: round blocks are \" cr\" (blank, colour, result) from column 9");
            if (col == ' ' && res == ' ')
                continue;
            if (k >= nreal || block(r, P, k)->opp == 0)
                return fail_c(r, SWC_EINCONSISTENT, c + 1, "XDG: player %lu has no game in round %lu, so board 2 has none",
                              (unsigned long)P->id, (unsigned long)k + 1);
            if (!strchr("wWbB", col) || col == '\0')
                return fail_c(r, SWC_EPARSE, c + 1, "XDG: round %lu: the colour on board 2 must be w or b",
                              (unsigned long)k + 1);
            if (!strchr("10=+-WDLwdl ", res) || res == '\0')
                return fail_c(r, SWC_EPARSE, c + 2, "XDG: round %lu: unknown result code (expected 1 = 0 + - W D L or blank)",
                              (unsigned long)k + 1);
        }
    }
    return SWC_OK;
}

/* Board 2 of a dual-board pairing: colours reversed, its own result. */
/* XLE "XLE 003 0012 0015": players who entered in round 3 (ids 4 columns,
 * one blank apart). XAJ "XAJ 003 1 0001": adjourned games of round 3 on
 * board 1, each named by one of its players. */
static int shape_records(rd *r, uint32_t nreal)
{
    int rc;
    for (size_t i = 0; i < r->nshape; i++) {
        set_line(r, r->shape[i]);
        int xaj = code_is(r, "XAJ");
        uint32_t round, game = 1, from = 8;
        if (ch(r, 3) != ' ' || ch(r, 7) != ' ')
            return fail_c(r, SWC_EPARSE, ch(r, 3) != ' ' ? 3 : 7, xaj ? "XAJ starts \"XAJ 003 1\" (round, board)"
                                                                      : "XLE starts \"XLE 003\" (the round of entry)");
        if ((rc = round_field(r, 4, 7, &round)))
            return rc;
        if (xaj) {
            if (ch(r, 8) != '1' && ch(r, 8) != '2')
                return fail_c(r, SWC_EPARSE, 8, "XAJ: the board is 1 or 2 (\"XAJ 003 1 0001\")");
            game = (uint32_t)(ch(r, 8) - '0');
            if (game > (uint32_t)r->t->set.games)
                return fail_c(r, SWC_EINCONSISTENT, 8, "XAJ: board 2, but no \"XDB 2\" makes this a dual-board event");
            if (round > nreal)
                return fail_c(r, SWC_EINCONSISTENT, 4, "XAJ: round %lu is not in the players' records",
                              (unsigned long)round);
            from = 10;
        } else if (round < 2) {
            return fail_c(r, SWC_ERANGE, 4, "XLE: a late entry's first round is 2 or later");
        }
        if (from >= r->nchars)
            return fail_c(r, SWC_EPARSE, from, "%s: player ids follow, 4 columns each", xaj ? "XAJ" : "XLE");
        for (uint32_t c = from; c < r->nchars; c += 5) {
            if (ch(r, c - 1) != ' ')
                return fail_c(r, SWC_EPARSE, c - 1, "%s: ids are 4 columns wide, one blank apart", xaj ? "XAJ" : "XLE");
            rd_player *P = id_field(r, c, c + 4, &rc);
            if (!P)
                return rc;
            if (!xaj) {
                if (P->entry)
                    return fail_c(r, SWC_EINCONSISTENT, c, "XLE: player %lu has a second round of entry",
                                  (unsigned long)P->id);
                P->entry = round;
                P->p->entry_round = round;
                continue;
            }
            if (swc_mem_reserve(r->mem, (void **)&r->adj, &r->adjcap, r->nadj + 1, sizeof *r->adj))
                return nomem(r);
            rd_adjourned a = { round, (uint32_t)(P - r->pl), (uint8_t)(game - 1), 0, r->cur, c };
            r->adj[r->nadj++] = a;
        }
    }
    return SWC_OK;
}

/* The XAJ entry (index + 1) naming the game of player indices a and b on
 * board `game` (0, 1) of round k+1, or 0. */
static size_t adjourned(rd *r, uint32_t k, int game, uint32_t a, uint32_t b)
{
    for (size_t i = 0; i < r->nadj; i++)
        if (r->adj[i].round == k + 1 && r->adj[i].game == game && (r->adj[i].player == a || r->adj[i].player == b)) {
            r->adj[i].used = 1;
            return i + 1;
        }
    return 0;
}

/* An XAJ entry names a game that has a result. */
static int adjourned_has_result(rd *r, size_t entry)
{
    const rd_adjourned *a = &r->adj[entry - 1];
    set_line(r, a->line);
    return fail_c(r, SWC_EINCONSISTENT, a->col, "XAJ: the game of player %lu on board %d of round %lu has a result",
                  (unsigned long)r->pl[a->player].id, a->game + 1, (unsigned long)a->round);
}

/* Every XAJ name must have been a game without a result. */
static int adjourned_all_used(rd *r)
{
    for (size_t i = 0; i < r->nadj; i++)
        if (!r->adj[i].used) {
            set_line(r, r->adj[i].line);
            return fail_c(r, SWC_EINCONSISTENT, r->adj[i].col,
                          "XAJ: player %lu has no game without a result on board %d of round %lu",
                          (unsigned long)r->pl[r->adj[i].player].id, r->adj[i].game + 1,
                          (unsigned long)r->adj[i].round);
        }
    return SWC_OK;
}

static int game2_result(rd *r, uint32_t k, int last_round, const rd_player *W, const rd_player *B, swc_board *out)
{
    char wc, wres, bc, bres;
    game2_of(r, W, k, &wc, &wres);
    game2_of(r, B, k, &bc, &bres);
    const rd_player *wrong = wc == 'w' ? W : bc == 'b' ? B : NULL;
    if (wrong) {
        set_line(r, r->game2[wrong->game2 - 1]);
        return fail_c(r, SWC_EINCONSISTENT, 9 + 3 * k,
                      "round %lu: player %lu has the same colour on both boards; board 2 reverses the colours",
                      (unsigned long)k + 1, (unsigned long)wrong->id);
    }
    int res = result_of_pair(bres, wres); /* the board's black player has white on board 2 */
    const rd_player *later = W->line.no > B->line.no ? W : B;
    size_t adj = adjourned(r, k, 1, (uint32_t)(W - r->pl), (uint32_t)(B - r->pl));
    if (adj) {
        if (res != SWC_RESULT_NONE)
            return adjourned_has_result(r, adj);
        res = SWC_RESULT_ADJOURNED;
    } else if (res < 0 || (res == SWC_RESULT_NONE && !last_round)) {
        const rd_player *at = later->game2 ? later : W->game2 ? W : B;
        if (at->game2)
            set_line(r, r->game2[at->game2 - 1]);
        else
            set_line(r, at->line);
        return fail_c(r, SWC_EINCONSISTENT, at->game2 ? 10 + 3 * k : 0,
                      res < 0 ? "round %lu: the board-2 results of players %lu and %lu do not match"
                              : "round %lu: board 2 of players %lu and %lu has no result, but later rounds exist",
                      (unsigned long)k + 1, (unsigned long)W->id, (unsigned long)B->id);
    }
    out->result[1] = (uint8_t)res;
    return SWC_OK;
}

/* One game of round k between P (visited now) and Q, P before Q in TPN order.
 * Errors point at the later of the two lines. */
static int make_board(rd *r, uint32_t k, int last_round, const rd_player *P, const rd_player *Q, swc_board *out)
{
    const rd_block *e = block(r, P, k), *f = block(r, Q, k);
    const rd_player *second = P->line.no > Q->line.no ? P : Q;
    const rd_block *es = second == P ? e : f;
    int pending = e->result == ' ' || f->result == ' ';
    int forfeit = strchr("+-", e->result) && strchr("+-", f->result);
    if (!forfeit) {
        /* A game played or waiting for its result needs its colours. */
        const rd_player *who = e->colour == ' ' ? P : f->colour == ' ' ? Q : NULL;
        if (who)
            return fail_block(r, who, k, 5, SWC_EPARSE, "round %lu: the game against %lu needs a colour (w or b)",
                              (unsigned long)k + 1, (unsigned long)(who == P ? Q->id : P->id));
    }
    if (e->colour != ' ' && e->colour == f->colour)
        return fail_block(r, second, k, 5, SWC_EINCONSISTENT, "round %lu: players %lu and %lu both have %s",
                          (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)Q->id,
                          e->colour == 'w' ? "white" : "black");
    int p_white = e->colour == 'w' || (e->colour == ' ' && f->colour == 'b') ||
                  (e->colour == ' ' && f->colour == ' ' && P->line.no < Q->line.no);
    const rd_block *wb = p_white ? e : f, *bb = p_white ? f : e;
    int res = result_of_pair(wb->result, bb->result);
    if (res < 0)
        return fail_block(r, second, k, 7, SWC_EINCONSISTENT,
                          "round %lu: player %lu has %s against %lu, but the other line has %s", (unsigned long)k + 1,
                          (unsigned long)second->id, result_name(es->result),
                          (unsigned long)(second == P ? Q->id : P->id), result_name(es == e ? f->result : e->result));
    size_t adj = adjourned(r, k, 0, (uint32_t)(P - r->pl), (uint32_t)(Q - r->pl));
    if (adj && (!pending || e->result != f->result))
        return adjourned_has_result(r, adj);
    if (adj)
        res = SWC_RESULT_ADJOURNED;
    else if (pending && !last_round)
        return fail_block(r, second, k, 7, SWC_EINCONSISTENT,
                          "round %lu: the game of %lu and %lu has no result, but later rounds exist",
                          (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)Q->id);
    const rd_player *W = p_white ? P : Q, *B = p_white ? Q : P;
    out->white = (uint32_t)(W - r->pl);
    out->black = (uint32_t)(B - r->pl);
    out->result[0] = (uint8_t)res;
    out->result[1] = SWC_RESULT_NONE;
    return r->games == 2 ? game2_result(r, k, last_round, W, B, out) : SWC_OK;
}

static int build_rounds(rd *r, const uint32_t *order, uint32_t nreal, swc_board *boards, swc_bye *byes)
{
    size_t n = r->npl;
    for (uint32_t k = 0; k < nreal; k++) {
        size_t nb = 0, nby = 0;
        const rd_player *pab = NULL;
        for (size_t t = 0; t < n; t++) {
            const rd_player *P = &r->pl[order[t]];
            const rd_block *e = block(r, P, k);
            if (k + 1 < P->entry) {
                /* Not entered yet: the writer's Z, or nothing. */
                if (e->opp != 0 || e->colour != ' ' || (e->result != 'Z' && e->result != ' '))
                    return fail_block(r, P, k, 0, SWC_EINCONSISTENT,
                                      "round %lu: player %lu entered in round %lu (XLE), so this round must be "
                                      "\"0000 - Z\" or blank",
                                      (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)P->entry);
                continue;
            }
            if (e->opp == 0) {
                if (e->colour != ' ')
                    return fail_block(r, P, k, 5, SWC_EPARSE,
                                      "round %lu: a bye (opponent 0000) has no colour; write \"0000 - %c\"",
                                      (unsigned long)k + 1, e->result);
                int kind;
                switch (e->result) {
                case 'U': kind = SWC_RK_PAB; break;
                case 'F': kind = SWC_RK_FULL_BYE; break;
                case 'H': kind = SWC_RK_HALF_BYE; break;
                case 'Z': kind = SWC_RK_ZERO_BYE; break;
                case ' ': kind = SWC_RK_NOT_PAIRED; break;
                case '-': kind = SWC_RK_FORFEIT_LOSS; break;
                case '+': kind = SWC_RK_FORFEIT_WIN; break;
                default:
                    return fail_block(r, P, k, 7, SWC_EPARSE, "round %lu: result '%c' needs an opponent, not 0000",
                                      (unsigned long)k + 1, e->result);
                }
                if (kind == SWC_RK_PAB) {
                    if (pab)
                        return fail_block(r, P, k, 7, SWC_EINCONSISTENT,
                                          "round %lu has two pairing-allocated byes (players %lu and %lu)",
                                          (unsigned long)k + 1, (unsigned long)pab->id, (unsigned long)P->id);
                    pab = P;
                }
                byes[nby].player = order[t];
                byes[nby].kind = (uint8_t)kind;
                nby++;
                continue;
            }
            if (strchr("HFUZ", e->result))
                return fail_block(r, P, k, 0, SWC_EPARSE,
                                  "round %lu: result '%c' is a bye, so the opponent must be 0000 (found %lu)",
                                  (unsigned long)k + 1, e->result, (unsigned long)e->opp);
            if (e->opp == P->id)
                return fail_block(r, P, k, 0, SWC_EPARSE, "round %lu: player %lu is paired with himself",
                                  (unsigned long)k + 1, (unsigned long)P->id);
            uint32_t j = e->opp <= SWC_MAX_PLAYERS ? r->by_id[e->opp] : 0;
            if (!j)
                return fail_block(r, P, k, 0, SWC_EINCONSISTENT, "round %lu: opponent %lu is not a player of this file",
                                  (unsigned long)k + 1, (unsigned long)e->opp);
            const rd_player *Q = &r->pl[j - 1];
            const rd_block *f = block(r, Q, k);
            if (f->opp != P->id) {
                const rd_player *second = P->line.no > Q->line.no ? P : Q;
                char what[48];
                if (f->opp)
                    snprintf(what, sizeof what, "opponent %lu", (unsigned long)f->opp);
                else
                    snprintf(what, sizeof what, "no opponent");
                return fail_block(r, second, k, 0, SWC_EINCONSISTENT,
                                  "round %lu: player %lu (line %lu) has opponent %lu, but player %lu (line %lu) has %s",
                                  (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)P->line.no,
                                  (unsigned long)Q->id, (unsigned long)Q->id, (unsigned long)Q->line.no, what);
            }
            if (Q->tpn < P->tpn)
                continue; /* the board was made from the other side */
            int rc = make_board(r, k, k + 1 == nreal, P, Q, &boards[nb]);
            if (rc)
                return rc;
            nb++;
        }
        int rc = swc_model_add_round(r->t, boards, nb, byes, nby, 1, NULL);
        if (rc) {
            if (rc == SWC_ENOMEM)
                return nomem(r);
            return fail_at(r, SWC_EINCONSISTENT, 0, 0, "round %lu: %s", (unsigned long)k + 1,
                           swc_tournament_errmsg(r->t));
        }
    }
    return SWC_OK;
}

/* Round-1 colour of the top-ranked player who had one, as bbpPairings infers
 * it when no XXC/152 says; reversed when that player's TPN is even. */
static int infer_colour(const swc_tournament *t)
{
    for (size_t k = 0; k < t->nrounds; k++) {
        for (size_t i = 0; i < t->nplayers; i++) {
            const swc_player *p = t->players[t->by_tpn[i]];
            const swc_rec *rec = &p->rec[k];
            if (rec->opp == 0)
                continue;
            int c = rec->colour;
            if ((p->tpn % 2) == 0)
                c = c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
            return c;
        }
    }
    return 0;
}

static int set_int(rd *r, int key, int32_t v, const rd_line *where)
{
    int rc = swc_model_set_int(r->t, key, v);
    if (rc == SWC_OK)
        return SWC_OK;
    if (rc == SWC_ENOMEM)
        return nomem(r);
    return fail_at(r, rc == SWC_ERANGE ? SWC_ERANGE : SWC_EINCONSISTENT, where ? where->no : 0, where ? 5 : 0, "%s",
                   swc_tournament_errmsg(r->t));
}

static int apply_points(rd *r)
{
    int32_t *pv = r->pv;
    if (r->any_xxs && !r->any_162_bb) {
        /* JaVaFo: codes an XXS line leaves out keep their fixed defaults. */
        static const int32_t javafo[PV_COUNT] = { 10, 10, 5, 5, 0, 0, 10, 10, 0, 10, 5, 0, -1 };
        for (int i = 0; i < PV_X; i++)
            if (pv[i] < 0)
                pv[i] = javafo[i];
    }
    if (pv[PV_WIN_W] >= 0 && pv[PV_WIN_B] >= 0 && pv[PV_WIN_W] != pv[PV_WIN_B])
        return fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_WIN_B].no, 0,
                       "different values for a win with white and with black are not supported");
    if (pv[PV_LOSS_W] >= 0 && pv[PV_LOSS_B] >= 0 && pv[PV_LOSS_W] != pv[PV_LOSS_B])
        return fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_LOSS_B].no, 0,
                       "different values for a loss with white and with black are not supported");
    int rc;
    int32_t win = pv[PV_WIN_W] >= 0 ? pv[PV_WIN_W] : pv[PV_WIN_B];
    if (win >= 0 && (rc = set_int(r, SWC_SET_POINTS_WIN, win, NULL)))
        return rc;
    int32_t loss = pv[PV_LOSS_W] >= 0 ? pv[PV_LOSS_W] : pv[PV_LOSS_B];
    if (loss >= 0 && (rc = set_int(r, SWC_SET_POINTS_LOSS, loss, NULL)))
        return rc;
    if (pv[PV_DRAW_W] >= 0 && pv[PV_DRAW_W] == pv[PV_DRAW_B]) {
        if ((rc = set_int(r, SWC_SET_POINTS_DRAW, pv[PV_DRAW_W], NULL)))
            return rc;
    } else {
        if (pv[PV_DRAW_W] >= 0 && (rc = set_int(r, SWC_SET_POINTS_DRAW_WHITE, pv[PV_DRAW_W], NULL)))
            return rc;
        if (pv[PV_DRAW_B] >= 0 && (rc = set_int(r, SWC_SET_POINTS_DRAW_BLACK, pv[PV_DRAW_B], NULL)))
            return rc;
    }
    /* The rest follow win and draw in the model; set only what differs, so a
     * file states the same settings however it spelled them. */
    static const struct {
        int pv, key;
    } derived[] = {
        { PV_PAB, SWC_SET_POINTS_PAB },         { PV_FW, SWC_SET_POINTS_FORFEIT_WIN },
        { PV_FL, SWC_SET_POINTS_FORFEIT_LOSS }, { PV_FPB, SWC_SET_POINTS_FULL_BYE },
        { PV_HPB, SWC_SET_POINTS_HALF_BYE },    { PV_ZPB, SWC_SET_POINTS_ZERO_BYE },
    };
    for (size_t i = 0; i < sizeof derived / sizeof derived[0]; i++) {
        int32_t v = pv[derived[i].pv], cur = 0;
        if (v < 0)
            continue;
        swc_model_get_int(r->t, derived[i].key, &cur);
        if (v != cur && (rc = set_int(r, derived[i].key, v, NULL)))
            return rc;
    }
    if (r->xne_line && (rc = set_int(r, SWC_SET_POINTS_NOT_ENTERED, r->xne, NULL)))
        return rc;
    if (pv[PV_X] >= 0 && pv[PV_X] != r->t->set.draw_white)
        return fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_X].no, 0,
                       "record 162: a value for unknown results (X) other than the draw value is not supported");
    return SWC_OK;
}

static int apply_system(rd *r)
{
    int rc;
    const int *sets[2] = { r->have_092 ? r->sys_092 : NULL, r->have_192 ? r->sys_192 : NULL };
    for (int i = 0; i < 2; i++) {
        if (!sets[i])
            continue;
        if ((rc = set_int(r, SWC_SET_PAIRING_SYSTEM, sets[i][0], NULL)) ||
            (rc = set_int(r, SWC_SET_DUTCH_EDITION, sets[i][1], NULL)) ||
            (rc = set_int(r, SWC_SET_ACCELERATION, sets[i][2], NULL)))
            return rc;
    }
    if (r->xps[0]) {
        /* The system TRF has no code for; 192 may still carry Baku. */
        if ((rc = set_int(r, SWC_SET_PAIRING_SYSTEM, r->xps[0], NULL)))
            return rc;
        if (r->xps[0] == SWC_SYSTEM_SEQUENTIAL && (rc = set_int(r, SWC_SET_SEQUENTIAL_TIEBREAK, r->xps[1], NULL)))
            return rc;
    }
    return SWC_OK;
}

/* ---- records that name players ------------------------------------------- */

static int kind_of_letter(char c)
{
    switch (c) {
    case 'H': case 'h': return SWC_RK_HALF_BYE;
    case 'F': case 'f': return SWC_RK_FULL_BYE;
    case 'Z': case 'z': return SWC_RK_ZERO_BYE;
    default: return 0;
    }
}

static const char *kind_name(int kind)
{
    switch (kind) {
    case SWC_RK_PLAYED: return "a game";
    case SWC_RK_FORFEIT_WIN: return "a forfeit win";
    case SWC_RK_FORFEIT_LOSS: return "a forfeit loss";
    case SWC_RK_PAB: return "the pairing-allocated bye";
    case SWC_RK_FULL_BYE: return "a full-point bye";
    case SWC_RK_HALF_BYE: return "a half-point bye";
    case SWC_RK_ZERO_BYE: return "a zero-point bye";
    case SWC_RK_NOT_PAIRED: return "no entry";
    default: return "another record";
    }
}

/* A player id in field [c0,c1) of the current line; 0 with an error set. */
static rd_player *id_field(rd *r, uint32_t c0, uint32_t c1, int *rc)
{
    fld f = field(r, c0, c1);
    uint32_t id = 0;
    size_t bad = 0;
    int k = parse_uint(f.p, f.n, &id, &bad);
    if (k <= 0) {
        *rc = fail_c(r, SWC_EPARSE, k < 0 ? f.c + (uint32_t)bad : c0, "a player's starting rank was expected in columns %lu-%lu",
                     (unsigned long)c0 + 1, (unsigned long)c1);
        return NULL;
    }
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id]) {
        *rc = fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, f.c,
                     "player %lu is not in this file", (unsigned long)id);
        return NULL;
    }
    return &r->pl[r->by_id[id] - 1];
}

static int blank_from(rd *r, uint32_t c, const char *what)
{
    for (; c < r->nchars; c++)
        if (ch(r, c) != ' ')
            return fail_c(r, SWC_EPARSE, c, "%s: column %lu should be blank", what, (unsigned long)c + 1);
    return SWC_OK;
}

static int round_field(rd *r, uint32_t c0, uint32_t c1, uint32_t *round)
{
    fld f = field(r, c0, c1);
    size_t bad = 0;
    int k = parse_uint(f.p, f.n, round, &bad);
    if (k <= 0)
        return fail_c(r, SWC_EPARSE, k < 0 ? f.c + (uint32_t)bad : c0, "a round number was expected in columns %lu-%lu",
                      (unsigned long)c0 + 1, (unsigned long)c1);
    if (*round == 0 || *round > SWC_MAX_ROUNDS)
        return fail_c(r, SWC_ERANGE, f.c, "round %lu is outside 1..%d", (unsigned long)*round, SWC_MAX_ROUNDS);
    return SWC_OK;
}

static int request(rd *r, rd_player *P, uint32_t round, int kind, uint32_t c)
{
    swc_tournament *t = r->t;
    if (round > (uint32_t)t->set.rounds)
        return fail_c(r, SWC_EINCONSISTENT, c, "a bye for round %lu, but the tournament has %ld rounds",
                      (unsigned long)round, (long)t->set.rounds);
    int old = swc_model_request(P->p, round);
    if (old && old != kind)
        return fail_c(r, SWC_EINCONSISTENT, c, "player %lu already has %s for round %lu", (unsigned long)P->id,
                      kind_name(old), (unsigned long)round);
    int rc = swc_model_set_request(P->p, round, kind);
    return rc ? model_fail(r, rc, c, "bye request") : SWC_OK;
}

/* 240: type in column 5, round in 7-9, ids in 11-14, 16-19, ... */
static int record_240(rd *r)
{
    int kind = kind_of_letter(ch(r, 4));
    if (!kind || ch(r, 3) != ' ' || ch(r, 5) != ' ')
        return fail_c(r, SWC_EPARSE, 4, "record 240 starts \"240 H 003\": a bye type (F, H or Z) in column 5");
    uint32_t round;
    int rc = round_field(r, 6, 9, &round);
    if (rc)
        return rc;
    uint32_t nreal = (uint32_t)r->t->nrounds;
    for (uint32_t c = 10; c < r->nchars; c += 5) {
        if (ch(r, c - 1) != ' ')
            return fail_c(r, SWC_EPARSE, c - 1, "record 240: ids are 4 columns wide, one blank apart");
        rd_player *P = id_field(r, c, c + 4, &rc);
        if (!P)
            return rc;
        if (round <= nreal) {
            int have = P->p->rec[round - 1].kind;
            if (have != kind && !(kind == SWC_RK_ZERO_BYE && have == SWC_RK_NOT_PAIRED))
                return fail_c(r, SWC_EINCONSISTENT, c,
                              "record 240 gives player %lu %s in round %lu, but his round %lu column has %s",
                              (unsigned long)P->id, kind_name(kind), (unsigned long)round, (unsigned long)round,
                              kind_name(have));
        } else if ((rc = request(r, P, round, kind, c))) {
            return rc;
        }
    }
    return SWC_OK;
}

static int xxz_token(rd *r, const char *p, size_t n, size_t at)
{
    uint32_t id = 0;
    size_t bad = 0;
    uint32_t c = char_of(r, at);
    if (parse_uint(p, n, &id, &bad) <= 0)
        return fail_c(r, SWC_EPARSE, c + (uint32_t)bad, "XXZ lists starting ranks");
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id])
        return fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, c,
                      "player %lu is not in this file", (unsigned long)id);
    return request(r, &r->pl[r->by_id[id] - 1], (uint32_t)r->t->nrounds + 1, SWC_RK_ZERO_BYE, c);
}

static int virtual_points(rd *r, rd_player *P, uint32_t round, fld f)
{
    int32_t v = 0;
    size_t bad = 0;
    int k = parse_tenths(f.p, f.n, &v, &bad);
    if (k < 0)
        return fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                      "acceleration points such as 1.0 were expected");
    int rc = swc_model_set_virtual(P->p, round, v);
    return rc ? model_fail(r, rc, f.c, "acceleration") : SWC_OK;
}

/* XXA: id in 5-8, points of round r at column 10 + 5(r-1). */
static int record_xxa(rd *r)
{
    int rc;
    if (ch(r, 3) != ' ')
        return fail_c(r, SWC_EPARSE, 3, "XXA: column 4 must be blank");
    rd_player *P = id_field(r, 4, 8, &rc);
    if (!P)
        return rc;
    uint32_t round = 1;
    for (uint32_t c = 9; c < r->nchars; c += 5, round++) {
        if (ch(r, c - 1) != ' ')
            return fail_c(r, SWC_EPARSE, c - 1, "XXA: values are 4 columns wide, one blank apart (from column 10)");
        if (round > SWC_MAX_ROUNDS)
            return fail_c(r, SWC_ELIMIT, c, "XXA: more than %d rounds", SWC_MAX_ROUNDS);
        if ((rc = virtual_points(r, P, round, field(r, c, c + 4))))
            return rc;
    }
    return SWC_OK;
}

/* 250: points 10-13, rounds 15-17 and 19-21, ids 23-26 and 28-31. */
static int record_250(rd *r)
{
    static const uint32_t seps[] = { 3, 8, 13, 17, 21, 26 };
    for (size_t i = 0; i < sizeof seps / sizeof seps[0]; i++)
        if (ch(r, seps[i]) != ' ')
            return fail_c(r, SWC_EPARSE, seps[i], "record 250: column %lu must be blank (\"250       1.0 001 003    1   90\")",
                          (unsigned long)seps[i] + 1);
    fld mp = field(r, 4, 8);
    int32_t v = 0;
    size_t bad = 0;
    if (mp.n && (parse_tenths(mp.p, mp.n, &v, &bad) < 0 || v != 0))
        return fail_c(r, SWC_EUNSUPPORTED, mp.c, "record 250: match points are for team events, which are not supported");
    uint32_t r1, r2;
    int rc;
    if ((rc = round_field(r, 14, 17, &r1)) || (rc = round_field(r, 18, 21, &r2)))
        return rc;
    if (r1 > r2)
        return fail_c(r, SWC_EPARSE, 18, "record 250: the last round comes before the first");
    rd_player *A = id_field(r, 22, 26, &rc);
    if (!A)
        return rc;
    rd_player *B = id_field(r, 27, 31, &rc);
    if (!B)
        return rc;
    if (A->id > B->id)
        return fail_c(r, SWC_EPARSE, 27, "record 250: the last player comes before the first");
    if ((rc = blank_from(r, 31, "record 250")))
        return rc;
    fld gp = field(r, 9, 13);
    for (uint32_t id = A->id; id <= B->id; id++) {
        if (!r->by_id[id])
            continue;
        for (uint32_t round = r1; round <= r2; round++)
            if ((rc = virtual_points(r, &r->pl[r->by_id[id] - 1], round, gp)))
                return rc;
    }
    return SWC_OK;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Forbid every pair among the players (model indices) of one record. The
 * pairs go in sorted order so the model's sorted list mostly appends. */
static int forbid_all(rd *r, uint32_t *ix, size_t n)
{
    qsort(ix, n, sizeof *ix, cmp_u32);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (ix[i] != ix[j] && swc_model_forbid(r->t, ix[i], ix[j]))
                return nomem(r);
    return SWC_OK;
}

static int xxp_token(rd *r, const char *p, size_t n, size_t at)
{
    uint32_t id = 0;
    size_t bad = 0;
    uint32_t c = char_of(r, at);
    if (parse_uint(p, n, &id, &bad) <= 0)
        return fail_c(r, SWC_EPARSE, c + (uint32_t)bad, "XXP lists starting ranks");
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id])
        return fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, c,
                      "player %lu is not in this file", (unsigned long)id);
    r->list[r->nlist++] = r->by_id[id] - 1;
    return SWC_OK;
}

/* 260: rounds 5-7 and 9-11, ids from column 13, 5 columns apart. The model
 * keeps no round range, so the pairs are forbidden for the whole event. */
static int record_260(rd *r)
{
    uint32_t r1, r2;
    int rc;
    if (ch(r, 3) != ' ' || ch(r, 7) != ' ')
        return fail_c(r, SWC_EPARSE, ch(r, 3) != ' ' ? 3 : 7, "record 260 starts \"260 001 009\" (first and last round)");
    if ((rc = round_field(r, 4, 7, &r1)) || (rc = round_field(r, 8, 11, &r2)))
        return rc;
    if (r1 > r2)
        return fail_c(r, SWC_EPARSE, 8, "record 260: the last round comes before the first");
    r->nlist = 0;
    for (uint32_t c = 12; c < r->nchars; c += 5) {
        if (ch(r, c - 1) != ' ')
            return fail_c(r, SWC_EPARSE, c - 1, "record 260: ids are 4 columns wide, one blank apart");
        rd_player *P = id_field(r, c, c + 4, &rc);
        if (!P)
            return rc;
        r->list[r->nlist++] = (uint32_t)(P - r->pl);
    }
    return forbid_all(r, r->list, r->nlist);
}

/* TRF-2026: 250 records, when present, override the acceleration that 192
 * implies. So once a file states acceleration points, Baku derives none for
 * its players (it would recompute group A from the field of round 1, which a
 * file cannot tell apart from later entries); players added later still get
 * Baku points. */
static int freeze_acceleration(rd *r)
{
    const swc_settings *s = &r->t->set;
    if (s->acceleration != SWC_ACCEL_BAKU)
        return SWC_OK;
    uint32_t last = (uint32_t)s->rounds > r->t->nrounds ? (uint32_t)s->rounds : (uint32_t)r->t->nrounds;
    for (size_t i = 0; i < r->npl; i++) {
        int rc = swc_model_freeze_virtual(r->pl[i].p, last);
        if (rc)
            return model_fail(r, rc, 1, "acceleration");
    }
    return SWC_OK;
}

static int later_records(rd *r)
{
    int rc = SWC_OK, stated_acceleration = 0;
    for (size_t i = 0; i < r->nlater && rc == SWC_OK; i++) {
        set_line(r, r->later[i]);
        if (code_is(r, "240"))
            rc = record_240(r);
        else if (code_is(r, "250"))
            rc = record_250(r), stated_acceleration = 1;
        else if (code_is(r, "260"))
            rc = record_260(r);
        else if (code_is(r, "XXA"))
            rc = record_xxa(r), stated_acceleration = 1;
        else if (code_is(r, "XXZ")) {
            rc = tokens(r, 3, xxz_token);
        } else { /* XXP */
            r->nlist = 0;
            rc = tokens(r, 3, xxp_token);
            if (rc == SWC_OK)
                rc = forbid_all(r, r->list, r->nlist);
        }
    }
    if (rc == SWC_OK && stated_acceleration)
        rc = freeze_acceleration(r);
    return rc;
}

/* Rounds a 240 or XXZ record asks for beyond the columns, so a file without
 * XXR still plans them. */
static uint32_t rounds_named_later(rd *r, uint32_t nreal)
{
    uint32_t most = 0;
    for (size_t i = 0; i < r->nlater; i++) {
        rd_line l = r->later[i];
        if (l.n >= 3 && memcmp(l.s, "XXZ", 3) == 0 && most < nreal + 1)
            most = nreal + 1;
        if (l.n >= 9 && memcmp(l.s, "240", 3) == 0) {
            uint32_t v = 0;
            size_t bad;
            set_line(r, l);
            fld f = field(r, 6, 9);
            if (parse_uint(f.p, f.n, &v, &bad) > 0 && v <= SWC_MAX_ROUNDS && v > most)
                most = v;
        }
    }
    return most;
}

static int check_points(rd *r, uint32_t nreal)
{
    const swc_settings *s = &r->t->set;
    for (size_t i = 0; i < r->npl; i++) {
        const rd_player *P = &r->pl[i];
        int32_t stated = P->p->stated_points;
        if (stated < 0)
            continue;
        int32_t sum = swc_score_after(P->p, nreal);
        /* The bye of the round to be paired may or may not be counted yet
         * (JaVaFo asks for it, bbpPairings takes both); the acceleration of
         * that round likewise. */
        int32_t pend = 0;
        switch (swc_model_request(P->p, nreal + 1)) {
        case SWC_RK_HALF_BYE: pend = s->half_bye; break;
        case SWC_RK_FULL_BYE: pend = s->full_bye; break;
        case SWC_RK_ZERO_BYE: pend = s->zero_bye; break;
        default: break;
        }
        int32_t acc = swc_model_virtual(P->p, nreal + 1);
        if (stated == sum || stated == sum + pend || stated == sum + acc || stated == sum + pend + acc)
            continue;
        char a[16], b[16];
        fmt_tenths(a, sizeof a, stated);
        fmt_tenths(b, sizeof b, sum);
        set_line(r, P->line);
        return fail_c(r, SWC_EINCONSISTENT, 80,
                      "player %lu states %s points, but the results add up to %s (use SWC_TRF_TRUST_RESULTS to accept the results)",
                      (unsigned long)P->id, a, b);
    }
    return SWC_OK;
}

static int second_pass(rd *r)
{
    swc_tournament *t = r->t;
    size_t n = r->npl;
    uint32_t *order = swc_mem_calloc(r->mem, n ? n : 1, sizeof *order);
    swc_board *boards = swc_mem_calloc(r->mem, n / 2 + 1, sizeof *boards);
    swc_bye *byes = swc_mem_calloc(r->mem, n ? n : 1, sizeof *byes);
    int rc = SWC_OK;
    if (!order || !boards || !byes)
        rc = nomem(r);

    /* Which columns are rounds: a last column without any game or PAB only
     * marks who is absent from the round to be paired. */
    uint32_t ncols = 0;
    for (size_t i = 0; i < n; i++)
        if (r->pl[i].nblocks > ncols)
            ncols = r->pl[i].nblocks;
    int pending = 0;
    if (ncols) {
        pending = 1;
        for (size_t i = 0; i < n && pending; i++) {
            const rd_block *b = block(r, &r->pl[i], ncols - 1);
            pending = b->opp == 0 && b->colour == ' ' && strchr("HFZ ", b->result);
        }
    }
    uint32_t nreal = ncols - (uint32_t)pending;
    if (r->xrp_line && rc == SWC_OK) {
        /* Rounds past the last column are blank for everybody: nobody was
         * paired (a field without players, say). */
        if (r->xrp >= ncols) {
            pending = 0;
            nreal = r->xrp;
        } else if (!(pending && r->xrp + 1 == ncols)) {
            rc = fail_at(r, SWC_EINCONSISTENT, r->xrp_line, 5,
                         "XRP says %lu rounds were paired, but the players' records hold %lu", (unsigned long)r->xrp,
                         (unsigned long)ncols);
        }
    }
    if (nreal > SWC_MAX_ROUNDS && rc == SWC_OK)
        rc = fail_at(r, SWC_ELIMIT, r->pl[0].line.no, 0, "more than %d rounds", SWC_MAX_ROUNDS);

    if (rc == SWC_OK) {
        uint32_t need = pending ? ncols : nreal, later = rounds_named_later(r, nreal);
        if (r->rounds) {
            if (nreal > (uint32_t)r->rounds)
                rc = fail_at(r, SWC_EINCONSISTENT, r->rounds_line.no, 5,
                             "the file gives %ld rounds, but the players' records hold %lu", (long)r->rounds,
                             (unsigned long)nreal);
            else if (need > (uint32_t)r->rounds)
                rc = fail_at(r, SWC_EINCONSISTENT, r->rounds_line.no, 5,
                             "round %lu has bye marks, but the file gives %ld rounds", (unsigned long)need,
                             (long)r->rounds);
            else
                rc = set_int(r, SWC_SET_ROUNDS, r->rounds, &r->rounds_line);
        } else {
            if (later > need)
                need = later;
            if (need)
                rc = set_int(r, SWC_SET_ROUNDS, (int32_t)need, NULL);
            t->set.rounds_known = 0;
        }
    }
    if (rc == SWC_OK)
        rc = apply_points(r);
    if (rc == SWC_OK)
        rc = apply_system(r);
    if (rc == SWC_OK)
        rc = apply_games(r, nreal);
    if (rc == SWC_OK)
        rc = order_players(r, order);
    if (rc == SWC_OK)
        rc = shape_records(r, nreal);
    if (rc == SWC_OK)
        rc = build_rounds(r, order, nreal, boards, byes);
    if (rc == SWC_OK)
        rc = adjourned_all_used(r);
    if (rc == SWC_OK) {
        int c = r->colour ? r->colour : infer_colour(t);
        if (c)
            rc = set_int(r, SWC_SET_INITIAL_COLOUR, c, NULL);
        if (!r->colour)
            t->set.initial_colour_known = 0;
    }
    for (size_t i = 0; i < n && rc == SWC_OK && pending; i++) {
        rd_player *P = &r->pl[i];
        int kind = kind_of_letter(block(r, P, ncols - 1)->result);
        if (kind) {
            set_line(r, P->line);
            rc = request(r, P, nreal + 1, kind, ROUND0 + 10 * nreal + 7);
        }
    }
    if (rc == SWC_OK)
        rc = later_records(r);
    if (rc == SWC_OK && !(r->flags & SWC_TRF_TRUST_RESULTS))
        rc = check_points(r, nreal);

    swc_mem_free(r->mem, order, (n ? n : 1) * sizeof *order);
    swc_mem_free(r->mem, boards, (n / 2 + 1) * sizeof *boards);
    swc_mem_free(r->mem, byes, (n ? n : 1) * sizeof *byes);
    return rc;
}

int swc_trf_parse(swc_tournament **out, const char *data, size_t len, const swc_allocator *alloc, uint32_t flags,
                  swc_trf_error *err)
{
    *out = NULL;
    swc_tournament *t = NULL;
    int rc = swc_model_new(&t, alloc);
    if (rc) {
        swc_trf_set_error(err, 0, 0, "out of memory");
        return rc;
    }
    /* The reader is large (column map, id table): keep it off the stack. */
    rd *r = swc_mem_calloc(&t->mem, 1, sizeof *r);
    if (!r) {
        swc_model_free(t);
        swc_trf_set_error(err, 0, 0, "out of memory");
        return SWC_ENOMEM;
    }
    r->t = t;
    r->mem = &t->mem;
    r->err = err;
    r->flags = flags;
    for (int i = 0; i < PV_COUNT; i++)
        r->pv[i] = -1;
    swc_strbuf_init(&r->deputy, &t->mem);

    /* Players keep the file's order; adding them must not re-sort each time. */
    rc = swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL);
    if (rc == SWC_OK)
        rc = first_pass(r, data, len);
    if (rc == SWC_OK)
        rc = second_pass(r);
    if (rc == SWC_OK)
        rc = swc_trf_ext_apply(t, data, len, err);

    swc_strbuf_free(&r->deputy);
    swc_mem_free(&t->mem, r->pl, r->plcap * sizeof *r->pl);
    swc_mem_free(&t->mem, r->blocks, r->blockcap * sizeof *r->blocks);
    swc_mem_free(&t->mem, r->later, r->latercap * sizeof *r->later);
    swc_mem_free(&t->mem, r->game2, r->game2cap * sizeof *r->game2);
    swc_mem_free(&t->mem, r->shape, r->shapecap * sizeof *r->shape);
    swc_mem_free(&t->mem, r->adj, r->adjcap * sizeof *r->adj);
    swc_mem_free(&t->mem, r, sizeof *r);
    if (rc) {
        swc_model_free(t);
        return rc;
    }
    swc_ok(t);
    *out = t;
    return SWC_OK;
}
