/*
 * Reader of the lossless records (doc/trf-extensions.md). The TRF reader
 * has built the tournament from the rest of the file (players numbered by
 * starting rank, rounds created); this walks the text once more, takes the
 * records it owns, and applies them. With XLF the file is complete: the
 * settings, bye requests and acceleration points the records do not list
 * take their defaults, and rounds without XBO/XBY are ordered by starting
 * rank.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf_ext.h"
#include "trf_ext_keys.h"

typedef struct xline {
    const char *s;
    uint32_t n, no;
} xline;

/* Per-player keys of XPA, in the order of the table below. */
enum { K_NAME, K_TITLE, K_FEDERATION, K_BIRTH, K_GROUP, K_TAGS, K_CNTITLE, K_FLAGS, K_FOULS, K_CONDUCT,
       K_WITHDRAWN, K_BYES, K_VIRTUAL, K_ID, K_COUNT };
static const char *const pkeys[K_COUNT] = { "NAME", "TITLE", "FEDERATION", "BIRTH", "GROUP", "TAGS", "CNTITLE",
                                           "FLAGS", "FOULS", "CONDUCT", "WITHDRAWN", "BYES", "VIRTUAL", "ID" };
#define K_TEXTS 7

/* One starting rank of an XBO or XBY list. */
typedef struct entry {
    uint32_t round, tpn, no, col;
    char letter;
} entry;

typedef struct ext {
    swc_tournament *t;
    const swc_mem *mem;
    swc_trf_error *err;
    xline *lines;
    size_t nlines, linecap;
    uint8_t *seen;       /* [player index][K_COUNT]: key given */
    uint32_t *pline;     /* line of each player's last XPA record */
    uint32_t *id_line;   /* line of each player's XPA ID record, 0 = none */
    uint32_t *new_id;    /* the id XPA ID gives each player, 0 = his starting rank */
    uint32_t tx_line[SWC_TEXT_SECTION_GROUP + 1]; /* last line of each XTX key given, 0 = none */
    swc_strbuf tx[SWC_TEXT_SECTION_GROUP + 1];
    entry *bo, *by;
    size_t nbo, bocap, nby, bycap;
    swc_journal_entry jpend; /* the journal entry of the last XJL, not yet appended */
    uint32_t jline;          /* its line, 0 = none */
    swc_strbuf jtext[2];     /* its author (XJA) and data (XJD) */
} ext;

static int fail(ext *x, int code, uint32_t line, uint32_t col, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
static int fail(ext *x, int code, uint32_t line, uint32_t col, const char *fmt, ...)
{
    char reason[224];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(reason, sizeof reason, fmt, ap);
    va_end(ap);
    swc_trf_set_error(x->err, line, col, "%s", reason);
    return code;
}

static int nomem(ext *x)
{
    swc_trf_set_error(x->err, 0, 0, "out of memory");
    return SWC_ENOMEM;
}

static const char *const codes[] = { "XLF", "XST", "XTX", "XPA", "XBO", "XBY", "XBK", "XJL", "XJA", "XJD" };

int swc_trf_ext_owns(const char *line, size_t n)
{
    if (n < 3)
        return 0;
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        if (memcmp(line, codes[i], 3) == 0)
            return 1;
    return 0;
}

/* The lines the reader left to us, with their numbers, as the reader counts
 * them (CR, LF or CRLF; trailing blanks dropped). */
static int collect(ext *x, const char *data, size_t len)
{
    size_t i = len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    uint32_t no = 0;
    while (i < len) {
        no++;
        size_t j = i;
        while (j < len && data[j] != '\n' && data[j] != '\r')
            j++;
        size_t end = j;
        while (end > i && (data[end - 1] == ' ' || data[end - 1] == '\t'))
            end--;
        if (swc_trf_ext_owns(data + i, end - i)) {
            if (swc_mem_reserve(x->mem, (void **)&x->lines, &x->linecap, x->nlines + 1, sizeof *x->lines))
                return nomem(x);
            xline l = { data + i, (uint32_t)(end - i), no };
            x->lines[x->nlines++] = l;
        }
        if (j < len && data[j] == '\r' && j + 1 < len && data[j + 1] == '\n')
            j++;
        i = j + 1;
    }
    return SWC_OK;
}

/* ---- small parsers ---------------------------------------------------------------- */

/* The next blank-separated word of l from *at: its offset and length. */
static int word(const xline *l, size_t *at, size_t *w0, size_t *wn)
{
    size_t i = *at;
    while (i < l->n && l->s[i] == ' ')
        i++;
    size_t j = i;
    while (j < l->n && l->s[j] != ' ')
        j++;
    *w0 = i;
    *wn = j - i;
    *at = j;
    return j > i;
}

static int is_word(const char *p, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(p, w, n) == 0;
}

/* A whole number, optionally negative; 0 when it is not one. */
static int number(const char *p, size_t n, int64_t *out)
{
    size_t i = 0;
    int neg = 0;
    if (n && p[0] == '-')
        neg = 1, i = 1;
    if (i == n || n - i > 9)
        return 0;
    int64_t v = 0;
    for (; i < n; i++) {
        if (p[i] < '0' || p[i] > '9')
            return 0;
        v = v * 10 + (p[i] - '0');
    }
    *out = neg ? -v : v;
    return 1;
}

/* Points "d.d" (or "d") in tenths; 0 when malformed. */
static int tenths(const char *p, size_t n, int32_t *out)
{
    const char *dot = memchr(p, '.', n);
    int64_t whole = 0;
    if (!number(p, dot ? (size_t)(dot - p) : n, &whole) || whole < 0 || whole > 100000)
        return 0;
    int32_t v = (int32_t)whole * 10;
    if (dot) {
        size_t k = n - (size_t)(dot - p) - 1;
        if (k != 1 || dot[1] < '0' || dot[1] > '9')
            return 0;
        v += dot[1] - '0';
    }
    *out = v;
    return 1;
}

/* Decode an escaped text (\\ \n \s) onto b; 0 with *bad at a wrong escape. */
static int unescape(swc_strbuf *b, const char *s, size_t n, size_t *bad)
{
    for (size_t i = 0; i < n; i++) {
        if (s[i] != '\\') {
            swc_strbuf_putc(b, s[i]);
            continue;
        }
        char c = i + 1 < n ? s[i + 1] : '\0';
        if (c != '\\' && c != 'n' && c != 's') {
            *bad = i;
            return 0;
        }
        swc_strbuf_putc(b, c == 'n' ? '\n' : c == 's' ? ' ' : '\\');
        i++;
    }
    return 1;
}

/* A starting rank in the fixed columns [c0, c1) (0-based). */
static swc_player *rank_at(ext *x, const xline *l, size_t c0, size_t c1, int *rc)
{
    int64_t v = 0;
    size_t a = c0, b = c1 < l->n ? c1 : l->n;
    while (a < b && l->s[a] == ' ')
        a++;
    if (a >= b || !number(l->s + a, b - a, &v) || v < 1 || v > SWC_MAX_PLAYERS) {
        *rc = fail(x, SWC_EPARSE, l->no, (uint32_t)c0 + 1, "%.3s: a starting rank was expected in columns %lu-%lu",
                   l->s, (unsigned long)c0 + 1, (unsigned long)c1);
        return NULL;
    }
    swc_player *p = swc_model_player_by_id(x->t, (uint32_t)v);
    if (!p)
        *rc = fail(x, SWC_EINCONSISTENT, l->no, (uint32_t)a + 1, "%.3s: player %lu is not in this file", l->s,
                   (unsigned long)v);
    return p;
}

/* ---- XLF, XST, XTX, XBK -------------------------------------------------------------- */

static int record_xlf(ext *x, const xline *l, int *complete)
{
    if (*complete)
        return fail(x, SWC_EINCONSISTENT, l->no, 1, "a second XLF record");
    if (l->n != 5 || memcmp(l->s, "XLF ", 4) != 0 || l->s[4] < '1' || l->s[4] > '9')
        return fail(x, SWC_EPARSE, l->no, 5, "XLF gives the version of the library's records: \"XLF 1\"");
    if (l->s[4] != '1')
        return fail(x, SWC_EUNSUPPORTED, l->no, 5, "XLF %c: the file was written by a newer version of the library",
                    l->s[4]);
    *complete = 1;
    return SWC_OK;
}

static int record_xst(ext *x, const xline *l)
{
    size_t at = 3, k0, kn, v0, vn;
    if (!word(l, &at, &k0, &kn) || !word(l, &at, &v0, &vn))
        return fail(x, SWC_EPARSE, l->no, 5, "XST names a setting and its value: \"XST FORFEIT_WITHDRAW 2\"");
    size_t e0, en;
    if (word(l, &at, &e0, &en))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)e0 + 1, "XST: one value per record");
    const swc_trf_ext_key *k = NULL;
    for (size_t i = 0; i < swc_trf_ext_nkeys && !k; i++)
        if (is_word(l->s + k0, kn, swc_trf_ext_keys[i].name))
            k = &swc_trf_ext_keys[i];
    if (!k)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)k0 + 1, "XST: unknown setting \"%.*s\"", (int)(kn > 32 ? 32 : kn),
                    l->s + k0);
    int32_t v = 0;
    int ok = 0;
    if (k->type == SWC_EXT_POINTS) {
        ok = tenths(l->s + v0, vn, &v);
    } else {
        for (const swc_trf_ext_word_def *w = k->words; w && w->word && !ok; w++)
            if (is_word(l->s + v0, vn, w->word))
                v = w->value, ok = 1;
        int64_t n = 0;
        if (!ok && number(l->s + v0, vn, &n))
            v = (int32_t)n, ok = 1;
    }
    if (!ok)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)v0 + 1, "XST %s: \"%.*s\" is not a value of this setting", k->name,
                    (int)(vn > 32 ? 32 : vn), l->s + v0);
    int rc = swc_model_set_int(x->t, k->key, v);
    if (rc == SWC_ENOMEM)
        return nomem(x);
    if (rc)
        return fail(x, rc, l->no, (uint32_t)v0 + 1, "XST %s: %s", k->name, swc_tournament_errmsg(x->t));
    return SWC_OK;
}

/* The text of a keyed record: everything after the key and one blank. */
static int text_value(ext *x, const xline *l, size_t after_key, swc_strbuf *b)
{
    size_t from = after_key < l->n ? after_key + 1 : l->n, bad = 0;
    if (b->len + (l->n - from) > 2 * SWC_TEXT_MAX)
        return fail(x, SWC_ELIMIT, l->no, (uint32_t)from + 1, "%.3s: the text is longer than %d bytes", l->s,
                    SWC_TEXT_MAX);
    if (!unescape(b, l->s + from, l->n - from, &bad))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)(from + bad) + 1,
                    "%.3s: a backslash starts \\\\, \\n or \\s (backslash, new line, blank)", l->s);
    return b->failed ? nomem(x) : SWC_OK;
}

static int record_xtx(ext *x, const xline *l)
{
    size_t at = 3, k0, kn;
    if (!word(l, &at, &k0, &kn))
        return fail(x, SWC_EPARSE, l->no, 5, "XTX names a text and gives it: \"XTX NAME Open 2026\"");
    int key = 0;
    for (int i = SWC_TEXT_NAME; i <= SWC_TEXT_SECTION_GROUP && !key; i++)
        if (is_word(l->s + k0, kn, swc_trf_ext_text_names[i]))
            key = i;
    if (!key)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)k0 + 1, "XTX: unknown text \"%.*s\"", (int)(kn > 32 ? 32 : kn),
                    l->s + k0);
    x->tx_line[key] = l->no;
    return text_value(x, l, k0 + kn, &x->tx[key]);
}

static int record_xbk(ext *x, const xline *l)
{
    int64_t v = 0;
    size_t at = 3, w0, wn;
    if (!word(l, &at, &w0, &wn) || !number(l->s + w0, wn, &v) || v < 0 || v > SWC_MAX_PLAYERS || word(l, &at, &w0, &wn))
        return fail(x, SWC_EPARSE, l->no, 5, "XBK gives the starting rank of the last player of Baku group A");
    swc_tournament *t = x->t;
    if (!t->nrounds)
        return fail(x, SWC_EINCONSISTENT, l->no, 1, "XBK: group A is fixed by round 1, which the file does not have");
    if (v == 0) {
        t->baku_last = 0;
        return SWC_OK;
    }
    const swc_player *p = swc_model_player_by_id(t, (uint32_t)v);
    if (!p)
        return fail(x, SWC_EINCONSISTENT, l->no, 5, "XBK: player %ld is not in this file", (long)v);
    t->baku_last = p->index + 1;
    return SWC_OK;
}

/* ---- the journal: XJL, XJA, XJD ----------------------------------------------------------- */

/* Append the entry of the last XJL with its texts. */
static int journal_flush(ext *x)
{
    if (!x->jline)
        return SWC_OK;
    if (x->jtext[0].failed || x->jtext[1].failed)
        return nomem(x);
    x->jpend.author = x->jtext[0].data;
    x->jpend.data = x->jtext[1].data;
    int rc = swc_model_journal_append(x->t, &x->jpend);
    if (rc == SWC_ENOMEM)
        return nomem(x);
    if (rc)
        return fail(x, rc, x->jline, 5, "XJL %lu: %s", (unsigned long)x->t->njournal + 1,
                    swc_tournament_errmsg(x->t));
    swc_strbuf_reset(&x->jtext[0]);
    swc_strbuf_reset(&x->jtext[1]);
    x->jline = 0;
    return SWC_OK;
}

/* "XJL N TIME KIND ROUND BOARD GAME PLAYER BEFORE AFTER": entry N, the next one. */
static int record_xjl(ext *x, const xline *l)
{
    int rc = journal_flush(x);
    if (rc)
        return rc;
    size_t at = 3, w0[9], wn[9];
    int n = 0;
    while (n < 9 && word(l, &at, &w0[n], &wn[n]))
        n++;
    size_t e0, en;
    if (n < 9 || word(l, &at, &e0, &en))
        return fail(x, SWC_EPARSE, l->no, 5,
                    "XJL gives number, time, kind, round, board, game, player, before and after: "
                    "\"XJL 1 2026-05-01T14:30:00Z result 1 3 0 0 0 1\"");
    int64_t v[9] = { 0 };
    if (!number(l->s + w0[0], wn[0], &v[0]) || v[0] != (int64_t)x->t->njournal + 1)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)w0[0] + 1, "XJL: entry %lu comes next",
                    (unsigned long)x->t->njournal + 1);
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    if (!swc_journal_time_parse(&e.time, l->s + w0[1], wn[1]))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)w0[1] + 1,
                    "XJL: a time is written 2026-05-01T14:30:00Z (UTC), a valid date");
    if (!(e.kind = swc_journal_kind_of(l->s + w0[2], wn[2])))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)w0[2] + 1, "XJL: unknown kind \"%.*s\"",
                    (int)(wn[2] > 32 ? 32 : wn[2]), l->s + w0[2]);
    for (int k = 3; k < 9; k++)
        if (!number(l->s + w0[k], wn[k], &v[k]) || (k < 7 && v[k] < 0))
            return fail(x, SWC_EPARSE, l->no, (uint32_t)w0[k] + 1, "XJL: a number of at most nine digits%s",
                        k < 7 ? ", not negative" : "");
    e.round = (uint32_t)(v[3] > SWC_MAX_ROUNDS ? SWC_MAX_ROUNDS + 1 : v[3]);
    e.board = (uint32_t)v[4];
    e.game = (uint32_t)v[5];
    e.player = (uint32_t)v[6];
    e.before = (int32_t)v[7];
    e.after = (int32_t)v[8];
    x->jpend = e;
    x->jline = l->no;
    return SWC_OK;
}

/* "XJA N text" / "XJD N text": the author or data of entry N, the last XJL's. */
static int record_xj_text(ext *x, const xline *l)
{
    int data = l->s[2] == 'D';
    size_t at = 3, w0, wn;
    int64_t v = 0;
    if (!word(l, &at, &w0, &wn) || !number(l->s + w0, wn, &v))
        return fail(x, SWC_EPARSE, l->no, 5, "%.3s names its journal entry: \"%.3s 1 text\"", l->s, l->s);
    if (!x->jline || v != (int64_t)x->t->njournal + 1)
        return fail(x, SWC_EINCONSISTENT, l->no, (uint32_t)w0 + 1, "%.3s %ld: it follows the XJL of its entry",
                    l->s, (long)v);
    swc_strbuf *b = &x->jtext[data];
    size_t from = at < l->n ? at + 1 : l->n, bad = 0;
    size_t max = data ? SWC_JOURNAL_DATA_MAX : SWC_JOURNAL_AUTHOR_MAX;
    if (b->len + (l->n - from) > 2 * max)
        return fail(x, SWC_ELIMIT, l->no, (uint32_t)from + 1, "%.3s: the text is longer than %lu bytes", l->s,
                    (unsigned long)max);
    if (!unescape(b, l->s + from, l->n - from, &bad))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)(from + bad) + 1,
                    "%.3s: a backslash starts \\\\, \\n or \\s (backslash, new line, blank)", l->s);
    return b->failed ? nomem(x) : SWC_OK;
}

/* ---- XBO, XBY ---------------------------------------------------------------------- */

static int record_list(ext *x, const xline *l, int byes)
{
    const char *code = byes ? "XBY" : "XBO";
    if (l->n < 8 || l->s[3] != ' ' || (l->n > 7 && l->s[7] != ' '))
        return fail(x, SWC_EPARSE, l->no, 4, "%s starts \"%s 003\" (the round)", code, code);
    int64_t round = 0;
    if (!number(l->s + 4, 3, &round) || round < 1 || (size_t)round > x->t->nrounds)
        return fail(x, SWC_EINCONSISTENT, l->no, 5, "%s: round %.3s is not a round of this file", code, l->s + 4);
    size_t step = byes ? 6 : 5;
    for (size_t c = 8; c < l->n; c += step) {
        if (l->s[c - 1] != ' ')
            return fail(x, SWC_EPARSE, l->no, (uint32_t)c, "%s: entries are %lu columns wide, one blank apart", code,
                        (unsigned long)step - 1);
        int rc = SWC_OK;
        swc_player *p = rank_at(x, l, c, c + 4, &rc);
        if (!p)
            return rc;
        entry e = { (uint32_t)round, p->tpn, l->no, (uint32_t)c + 1, 0 };
        if (byes) {
            e.letter = c + 4 < l->n ? l->s[c + 4] : ' ';
            if (!strchr("UFHZNEW+-", e.letter) || e.letter == '\0')
                return fail(x, SWC_EPARSE, l->no, (uint32_t)c + 5,
                            "XBY: the kind of a bye is one of U F H Z N E W + - after the starting rank");
        }
        entry **arr = byes ? &x->by : &x->bo;
        size_t *n = byes ? &x->nby : &x->nbo, *cap = byes ? &x->bycap : &x->bocap;
        if (swc_mem_reserve(x->mem, (void **)arr, cap, *n + 1, sizeof **arr))
            return nomem(x);
        (*arr)[(*n)++] = e;
    }
    return SWC_OK;
}

static int kind_of(char letter)
{
    switch (letter) {
    case 'U': return SWC_RK_PAB;
    case 'F': return SWC_RK_FULL_BYE;
    case 'H': return SWC_RK_HALF_BYE;
    case 'Z': return SWC_RK_ZERO_BYE;
    case 'N': return SWC_RK_NOT_PAIRED;
    case 'E': return SWC_RK_NOT_ENTERED;
    case 'W': return SWC_RK_WITHDRAWN;
    case '+': return SWC_RK_FORFEIT_WIN;
    default: return SWC_RK_FORFEIT_LOSS;
    }
}

/* Boards of one round in the order of entries e[0..n). */
static int order_boards(ext *x, swc_round *r, const entry *e, size_t n)
{
    swc_tournament *t = x->t;
    if (n != r->nboards)
        return fail(x, SWC_EINCONSISTENT, e[0].no, e[0].col, "XBO: round %lu has %lu boards, the record lists %lu",
                    (unsigned long)r->number, (unsigned long)r->nboards, (unsigned long)n);
    swc_board *nb = swc_mem_calloc(x->mem, n, sizeof *nb);
    if (!nb)
        return nomem(x);
    for (size_t i = 0; i < n; i++) {
        const swc_player *p = t->players[t->by_tpn[e[i].tpn - 1]];
        const swc_rec *rec = &p->rec[r->number - 1];
        if (!rec->opp || rec->colour != SWC_COLOUR_WHITE || !rec->board) {
            swc_mem_free(x->mem, nb, n * sizeof *nb);
            return fail(x, SWC_EINCONSISTENT, e[i].no, e[i].col, "XBO: player %lu has no white in round %lu",
                        (unsigned long)e[i].tpn, (unsigned long)r->number);
        }
        nb[i] = r->boards[rec->board - 1];
    }
    /* every board once: a white player names one board, so distinct names suffice */
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (nb[i].white == nb[j].white) {
                swc_mem_free(x->mem, nb, n * sizeof *nb);
                return fail(x, SWC_EINCONSISTENT, e[j].no, e[j].col, "XBO: player %lu is listed twice",
                            (unsigned long)e[j].tpn);
            }
    memcpy(r->boards, nb, n * sizeof *nb);
    swc_mem_free(x->mem, nb, n * sizeof *nb);
    swc_model_sync(t, r);
    return SWC_OK;
}

/* Byes of one round in the order and of the kinds of entries e[0..n). */
static int order_byes(ext *x, swc_round *r, const entry *e, size_t n)
{
    swc_tournament *t = x->t;
    if (n != r->nbyes)
        return fail(x, SWC_EINCONSISTENT, e[0].no, e[0].col, "XBY: round %lu has %lu byes, the record lists %lu",
                    (unsigned long)r->number, (unsigned long)r->nbyes, (unsigned long)n);
    swc_bye *nb = swc_mem_calloc(x->mem, n, sizeof *nb);
    uint8_t *used = swc_mem_calloc(x->mem, t->nplayers, 1);
    int rc = nb && used ? SWC_OK : nomem(x);
    for (size_t i = 0; i < n && rc == SWC_OK; i++) {
        uint32_t ix = t->by_tpn[e[i].tpn - 1];
        const swc_rec *rec = &t->players[ix]->rec[r->number - 1];
        int have = rec->opp ? 0 : rec->kind, want = kind_of(e[i].letter);
        /* the round column says Z for a withdrawal and for a zero-point bye */
        /* A board of a team match without an opponent reads "0000 - +" or
         * "0000 - -": a forfeit, which the column alone cannot tell from a
         * full-point bye or no entry. */
        int fits = have == want || (have == SWC_RK_ZERO_BYE && want == SWC_RK_WITHDRAWN) ||
                   (have == SWC_RK_WITHDRAWN && want == SWC_RK_ZERO_BYE) ||
                   (have == SWC_RK_FULL_BYE && want == SWC_RK_FORFEIT_WIN) ||
                   (have == SWC_RK_ZERO_BYE && want == SWC_RK_FORFEIT_LOSS);
        if (!have || !fits || used[ix])
            rc = fail(x, SWC_EINCONSISTENT, e[i].no, e[i].col,
                      used[ix] ? "XBY: player %lu is listed twice in round %lu"
                               : "XBY: player %lu has no such bye in round %lu",
                      (unsigned long)e[i].tpn, (unsigned long)r->number);
        else {
            used[ix] = 1;
            nb[i].player = ix;
            nb[i].kind = (uint8_t)want;
        }
    }
    if (rc == SWC_OK) {
        memcpy(r->byes, nb, n * sizeof *nb);
        swc_model_sync(t, r);
    }
    swc_mem_free(x->mem, nb, n * sizeof *nb);
    swc_mem_free(x->mem, used, t->nplayers);
    return rc;
}

/* Canonical orders of a complete file: boards by their lower starting rank,
 * byes by starting rank. Insertion sorts: the reader builds them nearly so. */
static uint32_t bkey(const swc_tournament *t, const swc_board *b)
{
    uint32_t w = t->players[b->white]->tpn, k = t->players[b->black]->tpn;
    return w < k ? w : k;
}

static void canonical(swc_tournament *t, swc_round *r, int boards, int byes)
{
    for (size_t i = 1; boards && i < r->nboards; i++) {
        swc_board v = r->boards[i];
        size_t j = i;
        while (j > 0 && bkey(t, &r->boards[j - 1]) > bkey(t, &v)) {
            r->boards[j] = r->boards[j - 1];
            j--;
        }
        r->boards[j] = v;
    }
    for (size_t i = 1; byes && i < r->nbyes; i++) {
        swc_bye v = r->byes[i];
        size_t j = i;
        while (j > 0 && t->players[r->byes[j - 1].player]->tpn > t->players[v.player]->tpn) {
            r->byes[j] = r->byes[j - 1];
            j--;
        }
        r->byes[j] = v;
    }
    swc_model_sync(t, r);
}

static int apply_rounds(ext *x, int complete)
{
    swc_tournament *t = x->t;
    int rc = SWC_OK;
    for (size_t k = 0; k < t->nrounds && rc == SWC_OK; k++) {
        swc_round *r = t->rounds[k];
        size_t b0 = 0, bn = 0, y0 = 0, yn = 0;
        for (size_t i = 0; i < x->nbo; i++)
            if (x->bo[i].round == k + 1 && !bn++)
                b0 = i;
        for (size_t i = 0; i < x->nby; i++)
            if (x->by[i].round == k + 1 && !yn++)
                y0 = i;
        if (complete)
            canonical(t, r, !bn, !yn);
        /* entries of a round are consecutive: lines of one round follow each other */
        for (size_t i = b0; i < b0 + bn && rc == SWC_OK; i++)
            if (x->bo[i].round != k + 1)
                rc = fail(x, SWC_EPARSE, x->bo[i].no, 1, "XBO: the lines of round %lu must follow each other",
                          (unsigned long)k + 1);
        for (size_t i = y0; i < y0 + yn && rc == SWC_OK; i++)
            if (x->by[i].round != k + 1)
                rc = fail(x, SWC_EPARSE, x->by[i].no, 1, "XBY: the lines of round %lu must follow each other",
                          (unsigned long)k + 1);
        if (rc == SWC_OK && bn)
            rc = order_boards(x, r, x->bo + b0, bn);
        if (rc == SWC_OK && yn)
            rc = order_byes(x, r, x->by + y0, yn);
    }
    return rc;
}

/* ---- XPA ------------------------------------------------------------------------ */

static char **text_slot(swc_player *p, int key)
{
    switch (key) {
    case K_NAME: return &p->name;
    case K_TITLE: return &p->title;
    case K_FEDERATION: return &p->federation;
    case K_BIRTH: return &p->birth_date;
    case K_GROUP: return &p->group;
    case K_TAGS: return &p->tags;
    default: return &p->cn_title;
    }
}

/* "r=v" tokens of BYES and VIRTUAL. */
static int round_tokens(ext *x, const xline *l, size_t at, swc_player *p, int key)
{
    size_t w0, wn;
    int any = 0;
    while (word(l, &at, &w0, &wn)) {
        any = 1;
        const char *eq = memchr(l->s + w0, '=', wn);
        int64_t round = 0;
        if (!eq || !number(l->s + w0, (size_t)(eq - (l->s + w0)), &round) || round < 1 || round > SWC_MAX_ROUNDS)
            return fail(x, SWC_EPARSE, l->no, (uint32_t)w0 + 1, "XPA %s: ROUND=VALUE pairs such as 3=%s, rounds 1..%d",
                        pkeys[key], key == K_BYES ? "H" : "1.0", SWC_MAX_ROUNDS);
        const char *v = eq + 1;
        size_t vn = wn - (size_t)(v - (l->s + w0));
        uint32_t col = (uint32_t)(v - l->s) + 1;
        if (key == K_BYES) {
            int kind = vn == 1 && v[0] == 'F' ? SWC_RK_FULL_BYE : vn == 1 && v[0] == 'H' ? SWC_RK_HALF_BYE
                     : vn == 1 && v[0] == 'Z' ? SWC_RK_ZERO_BYE : 0;
            if (!kind)
                return fail(x, SWC_EPARSE, l->no, col, "XPA BYES: a requested bye is F, H or Z");
            if (swc_mem_reserve(x->mem, (void **)&p->bye_request, &p->request_cap, (size_t)round, 1))
                return nomem(x);
            p->bye_request[round - 1] = (uint8_t)kind;
        } else {
            int32_t pts = 0;
            if (!tenths(v, vn, &pts))
                return fail(x, SWC_EPARSE, l->no, col, "XPA VIRTUAL: points such as 1.0 were expected");
            int rc = swc_model_set_virtual(p, (uint32_t)round, pts);
            if (rc == SWC_ENOMEM)
                return nomem(x);
            if (rc)
                return fail(x, rc, l->no, col, "XPA VIRTUAL: %s", swc_tournament_errmsg(x->t));
        }
    }
    if (!any)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)at + 1, "XPA %s: at least one ROUND=VALUE pair", pkeys[key]);
    return SWC_OK;
}

/* A single value (FOULS, CONDUCT, WITHDRAWN). */
static int one_number(ext *x, const xline *l, size_t at, int key, int64_t lo, int64_t hi, int64_t *v)
{
    size_t w0, wn, e0, en;
    if (!word(l, &at, &w0, &wn) || !number(l->s + w0, wn, v) || *v < lo || *v > hi || word(l, &at, &e0, &en))
        return fail(x, SWC_EPARSE, l->no, (uint32_t)(wn ? w0 : at) + 1, "XPA %s: one number %ld..%ld", pkeys[key],
                    (long)lo, (long)hi);
    return SWC_OK;
}

static int xpa_withdrawn(ext *x, const xline *l, size_t at, swc_player *p)
{
    int64_t v = 0;
    int rc = one_number(x, l, at, K_WITHDRAWN, 1, SWC_MAX_ROUNDS, &v);
    if (rc)
        return rc;
    for (uint32_t r = (uint32_t)v; r <= x->t->nrounds; r++)
        if (p->rec[r - 1].opp || p->rec[r - 1].kind == SWC_RK_PAB)
            return fail(x, SWC_EINCONSISTENT, l->no, 1, "XPA WITHDRAWN: player %lu withdrew from round %ld but plays round %lu",
                        (unsigned long)p->tpn, (long)v, (unsigned long)r);
    p->withdrawn_from = (uint32_t)v;
    return SWC_OK;
}

static int xpa_flags(ext *x, const xline *l, size_t at, swc_player *p)
{
    size_t w0, wn;
    uint32_t flags = 0;
    while (word(l, &at, &w0, &wn)) {
        const char *s = l->s + w0;
        if (is_word(s, wn, "PROVISIONAL"))
            flags |= SWC_PLAYER_PROVISIONAL;
        else if (is_word(s, wn, "MEMBER"))
            flags |= SWC_PLAYER_MEMBER;
        else if (wn > 2 && wn <= 10 && s[0] == '0' && s[1] == 'x') {
            uint32_t v = 0;
            for (size_t i = 2; i < wn; i++) {
                char c = s[i];
                int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
                if (d < 0)
                    return fail(x, SWC_EPARSE, l->no, (uint32_t)(w0 + i) + 1, "XPA FLAGS: a hexadecimal digit was expected");
                v = v * 16 + (uint32_t)d;
            }
            flags |= v;
        } else {
            return fail(x, SWC_EPARSE, l->no, (uint32_t)w0 + 1, "XPA FLAGS: PROVISIONAL, MEMBER or other bits as 0x...");
        }
    }
    p->flags = flags;
    return SWC_OK;
}

static int record_xpa(ext *x, const xline *l, swc_strbuf *tmp)
{
    int rc = SWC_OK;
    if (l->n < 10 || l->s[3] != ' ' || l->s[8] != ' ')
        return fail(x, SWC_EPARSE, l->no, 4, "XPA starts \"XPA    3 KEY\" (starting rank in columns 5-8, then a key)");
    swc_player *p = rank_at(x, l, 4, 8, &rc);
    if (!p)
        return rc;
    size_t at = 8, k0, kn;
    word(l, &at, &k0, &kn);
    int key = -1;
    for (int i = 0; i < K_COUNT && key < 0; i++)
        if (is_word(l->s + k0, kn, pkeys[i]))
            key = i;
    if (key < 0)
        return fail(x, SWC_EPARSE, l->no, (uint32_t)k0 + 1, "XPA: unknown key \"%.*s\"", (int)(kn > 32 ? 32 : kn),
                    l->s + k0);
    uint8_t *seen = &x->seen[(size_t)p->index * K_COUNT + (size_t)key];
    x->pline[p->index] = l->no;
    if (key < K_TEXTS) {
        /* lines of one text join: the first replaces what the 001 line gave */
        char **slot = text_slot(p, key);
        swc_strbuf_reset(tmp);
        if (*seen)
            swc_strbuf_puts(tmp, *slot);
        if ((rc = text_value(x, l, k0 + kn, tmp)))
            return rc;
        char *copy = swc_mem_strndup(x->mem, tmp->data ? tmp->data : "", tmp->len);
        if (!copy)
            return nomem(x);
        swc_mem_strfree(x->mem, *slot);
        *slot = copy;
        *seen = 1;
        return SWC_OK;
    }
    if (*seen)
        return fail(x, SWC_EINCONSISTENT, l->no, (uint32_t)k0 + 1, "XPA: a second %s for player %lu", pkeys[key],
                    (unsigned long)p->tpn);
    *seen = 1;
    int64_t v = 0;
    switch (key) {
    case K_FLAGS: return xpa_flags(x, l, at, p);
    case K_FOULS:
        if ((rc = one_number(x, l, at, key, 0, 9999, &v)) == SWC_OK)
            p->fouls = (uint32_t)v;
        return rc;
    case K_CONDUCT:
        if ((rc = one_number(x, l, at, key, -9999, 9999, &v)) == SWC_OK)
            p->conduct = (int32_t)v;
        return rc;
    case K_WITHDRAWN: return xpa_withdrawn(x, l, at, p);
    case K_ID:
        if ((rc = one_number(x, l, at, key, 1, SWC_MAX_PLAYERS, &v)) == SWC_OK) {
            x->new_id[p->index] = (uint32_t)v;
            x->id_line[p->index] = l->no;
        }
        return rc;
    default: return round_tokens(x, l, at, p, key);
    }
}

/* Texts given by XPA must be what the API would accept. */
static int check_players(ext *x)
{
    swc_tournament *t = x->t;
    for (size_t i = 0; i < t->nplayers; i++) {
        if (!x->pline[i])
            continue;
        const swc_player *p = t->players[i];
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = p->name;
        in.rating = p->rating;
        in.flags = p->flags;
        in.title = p->title;
        in.federation = p->federation;
        in.fide_id = p->fide_id;
        in.sex = p->sex;
        in.birth_date = p->birth_date;
        in.group = p->group;
        in.tags = p->tags;
        in.cn_title = p->cn_title;
        int rc = swc_model_check_info(t, &in);
        if (rc)
            return fail(x, rc == SWC_ENOMEM ? rc : rc == SWC_ELIMIT ? SWC_ELIMIT : SWC_EPARSE, x->pline[i], 1,
                        "XPA: player %lu: %s", (unsigned long)p->tpn, swc_tournament_errmsg(t));
    }
    return SWC_OK;
}

/* XPA ID: every player takes the id the file gives him, the others keep
 * their starting rank. Done last, as the records name players by starting
 * rank. */
static int apply_ids(ext *x)
{
    swc_tournament *t = x->t;
    size_t n = t->nplayers, any = 0;
    for (size_t i = 0; i < n; i++)
        any |= x->new_id[i] != 0;
    if (!any)
        return SWC_OK;
    uint32_t *ids = swc_mem_calloc(x->mem, n, sizeof *ids);
    uint32_t *owner = swc_mem_calloc(x->mem, (size_t)SWC_MAX_PLAYERS + 1, sizeof *owner);
    int rc = ids && owner ? SWC_OK : nomem(x);
    for (size_t i = 0; i < n && rc == SWC_OK; i++)
        ids[i] = x->new_id[i] ? x->new_id[i] : t->players[i]->id;
    for (size_t i = 0; i < n && rc == SWC_OK; i++) {
        uint32_t id = ids[i];
        if (owner[id]) {
            /* Name the line with an ID record: there is one of the two. */
            size_t j = owner[id] - 1, k = x->id_line[i] ? i : j;
            rc = fail(x, SWC_EINCONSISTENT, x->id_line[k], 1,
                      "XPA ID: players %lu and %lu would both have id %lu (a player without XPA ID keeps his "
                      "starting rank as id)",
                      (unsigned long)t->players[j]->tpn, (unsigned long)t->players[i]->tpn, (unsigned long)id);
        }
        owner[id] = (uint32_t)i + 1;
    }
    if (rc == SWC_OK && swc_model_set_ids(t, ids) != SWC_OK)
        rc = nomem(x);
    swc_mem_free(x->mem, ids, ids ? n * sizeof *ids : 0);
    swc_mem_free(x->mem, owner, owner ? ((size_t)SWC_MAX_PLAYERS + 1) * sizeof *owner : 0);
    return rc;
}

/* ---- the whole -------------------------------------------------------------------- */

/* A complete file states every setting, request and acceleration point. */
static void reset_for_complete(swc_tournament *t)
{
    swc_settings s;
    swc_model_default_settings(&s);
    s.rounds = t->set.rounds;
    s.games = t->set.games;
    /* Whether the file named its system is the reader's finding, not a setting. */
    s.system_known = t->set.system_known;
    t->set = s;
    for (size_t i = 0; i < t->nplayers; i++) {
        swc_player *p = t->players[i];
        if (p->request_cap)
            memset(p->bye_request, 0, p->request_cap);
        if (p->virtual_cap)
            memset(p->virtual_pts, 0, p->virtual_cap * sizeof *p->virtual_pts);
    }
}

static int run(ext *x)
{
    swc_tournament *t = x->t;
    int rc = SWC_OK, complete = 0;
    for (size_t i = 0; i < x->nlines && rc == SWC_OK; i++)
        if (memcmp(x->lines[i].s, "XLF", 3) == 0)
            rc = record_xlf(x, &x->lines[i], &complete);
    if (rc)
        return rc;
    if (complete)
        reset_for_complete(t);
    x->seen = swc_mem_calloc(x->mem, t->nplayers ? t->nplayers : 1, K_COUNT);
    x->pline = swc_mem_calloc(x->mem, t->nplayers ? t->nplayers : 1, sizeof *x->pline);
    x->id_line = swc_mem_calloc(x->mem, t->nplayers ? t->nplayers : 1, sizeof *x->id_line);
    x->new_id = swc_mem_calloc(x->mem, t->nplayers ? t->nplayers : 1, sizeof *x->new_id);
    if (!x->seen || !x->pline || !x->id_line || !x->new_id)
        return nomem(x);
    swc_strbuf tmp;
    swc_strbuf_init(&tmp, x->mem);
    for (size_t i = 0; i < x->nlines && rc == SWC_OK; i++) {
        const xline *l = &x->lines[i];
        if (l->n > 3 && l->s[3] != ' ')
            rc = fail(x, SWC_EPARSE, l->no, 4, "%.3s: column 4 must be blank", l->s);
        else if (memcmp(l->s, "XST", 3) == 0)
            rc = record_xst(x, l);
        else if (memcmp(l->s, "XTX", 3) == 0)
            rc = record_xtx(x, l);
        else if (memcmp(l->s, "XPA", 3) == 0)
            rc = record_xpa(x, l, &tmp);
        else if (memcmp(l->s, "XBK", 3) == 0)
            rc = record_xbk(x, l);
        else if (memcmp(l->s, "XBO", 3) == 0 || memcmp(l->s, "XBY", 3) == 0)
            rc = record_list(x, l, l->s[2] == 'Y');
        else if (memcmp(l->s, "XJL", 3) == 0)
            rc = record_xjl(x, l);
        else if (memcmp(l->s, "XJA", 3) == 0 || memcmp(l->s, "XJD", 3) == 0)
            rc = record_xj_text(x, l);
    }
    if (rc == SWC_OK)
        rc = journal_flush(x);
    swc_strbuf_free(&tmp);
    for (int k = SWC_TEXT_NAME; k <= SWC_TEXT_SECTION_GROUP && rc == SWC_OK; k++) {
        if (!x->tx_line[k])
            continue;
        if (x->tx[k].failed)
            return nomem(x);
        rc = swc_model_set_text(t, k, x->tx[k].data ? x->tx[k].data : "");
        if (rc == SWC_ENOMEM)
            return nomem(x);
        if (rc)
            rc = fail(x, rc, x->tx_line[k], 5, "XTX %s: %s", swc_trf_ext_text_names[k], swc_tournament_errmsg(t));
    }
    if (rc == SWC_OK)
        rc = check_players(x);
    if (rc == SWC_OK)
        rc = apply_rounds(x, complete);
    if (rc == SWC_OK)
        rc = apply_ids(x);
    return rc;
}

int swc_trf_ext_apply(swc_tournament *t, const char *data, size_t len, swc_trf_error *err)
{
    ext x;
    memset(&x, 0, sizeof x);
    x.t = t;
    x.mem = &t->mem;
    x.err = err;
    for (int k = 0; k <= SWC_TEXT_SECTION_GROUP; k++)
        swc_strbuf_init(&x.tx[k], &t->mem);
    swc_strbuf_init(&x.jtext[0], &t->mem);
    swc_strbuf_init(&x.jtext[1], &t->mem);
    int rc = collect(&x, data, len);
    if (rc == SWC_OK && x.nlines)
        rc = run(&x);
    size_t np = t->nplayers ? t->nplayers : 1;
    swc_mem_free(x.mem, x.lines, x.linecap * sizeof *x.lines);
    swc_mem_free(x.mem, x.seen, x.seen ? np * K_COUNT : 0);
    swc_mem_free(x.mem, x.pline, x.pline ? np * sizeof *x.pline : 0);
    swc_mem_free(x.mem, x.id_line, x.id_line ? np * sizeof *x.id_line : 0);
    swc_mem_free(x.mem, x.new_id, x.new_id ? np * sizeof *x.new_id : 0);
    swc_mem_free(x.mem, x.bo, x.bocap * sizeof *x.bo);
    swc_mem_free(x.mem, x.by, x.bycap * sizeof *x.by);
    for (int k = 0; k <= SWC_TEXT_SECTION_GROUP; k++)
        swc_strbuf_free(&x.tx[k]);
    swc_strbuf_free(&x.jtext[0]);
    swc_strbuf_free(&x.jtext[1]);
    if (rc == SWC_OK)
        swc_ok(t);
    return rc;
}
