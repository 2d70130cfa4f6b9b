/*
 * TRF writer. One text serves both people and engines: the header records
 * of TRF16, the TRF-2026 in-tournament records when asked for, and the
 * engine lines (XXR, XXC, XXA, XXP, BB?/XXS) every engine needs because
 * none of them reads all the others' records. Player lines follow in TPN
 * order with TPNs as starting ranks. Nothing here changes the tournament
 * except its error message.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trf.h"
#include "trf_ext.h"

typedef struct wr {
    swc_strbuf *b;
    swc_tournament *t;
    const char *eol;
    int format;
    const uint32_t *ranks;  /* rank column by player index, NULL: the ranks a file stated */
    int plain;              /* FIDE's records only */
} wr;

static void end_line(wr *w)
{
    swc_strbuf_puts(w->b, w->eol);
}

/* A whole line from a format. */
static void put_line(wr *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void put_line(wr *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    swc_strbuf_vprintf(w->b, fmt, ap);
    va_end(ap);
    end_line(w);
}

/* v right-aligned in `width` columns (v < 10^width). Player lines hold tens
 * of thousands of numbers in a large field; printf would dominate. */
static void put_uint(wr *w, uint32_t v, int width)
{
    char buf[12];
    int i = (int)sizeof buf;
    do {
        buf[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v && i > 0);
    while ((int)sizeof buf - i < width && i > 0)
        buf[--i] = ' ';
    swc_strbuf_append(w->b, buf + i, sizeof buf - (size_t)i);
}

/* "d.d" for points in tenths; 0 when it does not fit `width` columns. A
 * whole number may drop its decimal to fit ("120" for 120.0). */
static int points_text(char *buf, size_t cap, int32_t v, size_t width)
{
    if (v < 0)
        v = 0;
    int n = snprintf(buf, cap, "%ld.%ld", (long)(v / 10), (long)(v % 10));
    if ((size_t)n <= width)
        return 1;
    if (v % 10 == 0) {
        n = snprintf(buf, cap, "%ld", (long)(v / 10));
        if ((size_t)n <= width)
            return 1;
    }
    return 0;
}

static const swc_player *by_tpn(const swc_tournament *t, size_t i)
{
    return t->players[t->by_tpn[i]];
}

/* Lists of pairing numbers (240, XLE, XAJ): `head` starts each line, then
 * " nnnn" per player, at most `per_line` of them. */
static void id_list_add(wr *w, size_t *on_line, size_t per_line, const char *head, uint32_t tpn)
{
    if (*on_line == per_line) {
        end_line(w);
        *on_line = 0;
    }
    if (*on_line == 0)
        swc_strbuf_puts(w->b, head);
    swc_strbuf_putc(w->b, ' ');
    put_uint(w, tpn, 4);
    (*on_line)++;
}

static void id_list_end(wr *w, size_t on_line)
{
    if (on_line)
        end_line(w);
}

/* ---- header ---------------------------------------------------------------- */

static void text_line(wr *w, const char *code, int key)
{
    const char *s = w->t->text[key];
    if (!s || !*s)
        return;
    /* Deputy arbiters: one 112 line each. */
    while (*s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        if (n) {
            /* Longer text is cut to what a reader takes (XTX holds it whole). */
            size_t k = n + 4 > SWC_TRF_MAX_LINE ? SWC_TRF_MAX_LINE - 4 : n;
            while (k < n && ((unsigned char)s[k] & 0xC0) == 0x80)
                k--;
            swc_strbuf_printf(w->b, "%s ", code);
            swc_strbuf_append(w->b, s, k);
            end_line(w);
        }
        s += n;
        if (*s)
            s++;
    }
}

/* ETT26 code of the current system, or NULL for systems it has no code for. */
static const char *system_code(const swc_settings *s, char *buf, size_t cap)
{
    if (s->system != SWC_SYSTEM_DUTCH)
        return NULL;
    snprintf(buf, cap, "FIDE_DUTCH_%d%s", s->edition == 2017 ? 2017 : 2026,
             s->acceleration == SWC_ACCEL_BAKU ? "_BAKU" : "");
    return buf;
}

/* 092 is free text, but a file whose 092 is a tournament-type code is read
 * as that system: keep the code in step with the settings. */
static void type_line(wr *w)
{
    const char *type = w->t->text[SWC_TEXT_TYPE];
    if (!type || !*type)
        return;
    int sys[3];
    if (swc_trf_ett_code(type, strlen(type), sys)) {
        const swc_settings *s = &w->t->set;
        if (sys[0] != s->system || sys[1] != s->edition || sys[2] != s->acceleration) {
            char buf[32];
            const char *code = system_code(s, buf, sizeof buf);
            if (code)
                put_line(w, "092 %s", code);
            return;
        }
    }
    text_line(w, "092", SWC_TEXT_TYPE);
}

static int has_extra(const swc_tournament *t, const char *code)
{
    for (size_t i = 0; i < t->nextra; i++)
        if (strncmp(t->extra_lines[i], code, 3) == 0)
            return 1;
    return 0;
}

/* XTP: a team event's pairing options where 192 cannot say them: a round
 * robin's C.04.6 options (kept for a later Swiss), or any of them in TRF16. */
static void record_xtp(wr *w, int format)
{
    const swc_tournament *t = w->t;
    if (swc_team_model_get(t, SWC_TEAM_BOARDS) <= 0)
        return;
    swc_trf_team_opts o;
    swc_trf_team_opts_of(t, &o);
    int rr = o.system == SWC_TEAM_ROUND_ROBIN, opts = o.colour_type || o.score_order || o.no_secondary;
    int set = swc_team_model_system_set(t);
    if (!(opts || ((rr || set) && format != SWC_TRF_2026)) || (format == SWC_TRF_2026 && !rr))
        return;
    char words[48];
    o.baku = 0; /* acceleration is a setting of its own (XTS) */
    swc_trf_team_words(&o, words, sizeof words);
    put_line(w, "XTP %s %s", rr ? "ROUNDROBIN" : "SWISS", words + 1);
}

/* ---- points system --------------------------------------------------------- */

static int points_default(const swc_settings *s)
{
    return s->win == 10 && s->draw_white == 5 && s->draw_black == 5 && s->loss == 0 && s->pab == 10 &&
           s->forfeit_win == 10 && s->forfeit_loss == 0 && s->full_bye == 10 && s->half_bye == 5 && s->zero_bye == 0;
}

/* Whether 162 (W D L A P) says everything about the point values. */
static int points_fit_162(const swc_settings *s)
{
    return s->draw_white == s->draw_black && s->forfeit_win == s->win && s->full_bye == s->win &&
           s->half_bye == s->draw_white && s->forfeit_loss == s->zero_bye;
}

static void code_value(wr *w, const char *prefix, int32_t v)
{
    char buf[16];
    points_text(buf, sizeof buf, v, 5);
    swc_strbuf_printf(w->b, "%s%4s", prefix, buf);
}

static void record_162(wr *w)
{
    const swc_settings *s = &w->t->set;
    code_value(w, "162  W", s->win);
    code_value(w, "    D", s->draw_white);
    code_value(w, "    L", s->loss);
    if (s->zero_bye != 0)
        code_value(w, "    A", s->zero_bye);
    if (s->pab != s->win)
        code_value(w, "    P", s->pab);
    end_line(w);
}

/* bbpPairings' own point lines (it reads neither XXS nor, before v6, 162). */
static void records_bb(wr *w)
{
    const swc_settings *s = &w->t->set;
    const struct {
        const char *code;
        int32_t v;
        int needed;
    } lines[] = {
        { "BBW ", s->win, 1 },
        { "BBD ", s->draw_white, 1 },
        { "BBL ", s->loss, 1 },
        { "BBZ ", s->zero_bye, s->zero_bye != 0 },
        { "BBF ", s->forfeit_loss, s->forfeit_loss != 0 },
        { "BBU ", s->pab, s->pab != s->win },
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        if (!lines[i].needed)
            continue;
        code_value(w, lines[i].code, lines[i].v);
        end_line(w);
    }
}

/* JaVaFo's XXS, complete: its defaults do not follow the win value. */
static void record_xxs(wr *w)
{
    const swc_settings *s = &w->t->set;
    const struct {
        const char *code;
        int32_t v;
    } codes[] = {
        { "WW", s->win },        { "BW", s->win },         { "WD", s->draw_white }, { "BD", s->draw_black },
        { "WL", s->loss },       { "BL", s->loss },        { "ZPB", s->zero_bye },  { "HPB", s->half_bye },
        { "FPB", s->full_bye },  { "PAB", s->pab },        { "FW", s->forfeit_win }, { "FL", s->forfeit_loss },
    };
    swc_strbuf_puts(w->b, "XXS");
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++)
        swc_strbuf_printf(w->b, " %s=%ld.%ld", codes[i].code, (long)(codes[i].v / 10), (long)(codes[i].v % 10));
    end_line(w);
}

/* ---- byes of rounds not yet created ------------------------------------------ */

/* Bye letter of a player for a round not created yet, 0 when none. For the
 * next round every reason not to pair counts (engines must skip the player);
 * later rounds carry only explicit requests. */
static char mark_for(const swc_tournament *t, const swc_player *p, uint32_t round)
{
    int k = round == t->nrounds + 1 ? swc_model_auto_kind(p, round) : swc_model_request(p, round);
    switch (k) {
    case SWC_RK_HALF_BYE: return 'H';
    case SWC_RK_FULL_BYE: return 'F';
    case SWC_RK_ZERO_BYE:
    case SWC_RK_WITHDRAWN:
    case SWC_RK_NOT_ENTERED: return 'Z';
    default: return 0;
    }
}

static void records_240(wr *w)
{
    const swc_tournament *t = w->t;
    /* In a team event 240 names teams; the players' requests are in XPA. */
    if (t->teams && t->teams->nteams)
        return;
    /* Requests end where the longest request array ends. */
    size_t most = t->nrounds + 1;
    for (size_t i = 0; i < t->nplayers; i++)
        if (t->players[i]->request_cap > most)
            most = t->players[i]->request_cap;
    uint32_t last = (uint32_t)t->set.rounds;
    if (most < last)
        last = (uint32_t)most;
    for (uint32_t round = (uint32_t)t->nrounds + 1; round <= last; round++) {
        static const char kinds[] = "FHZ";
        for (int k = 0; k < 3; k++) {
            char head[48];
            snprintf(head, sizeof head, "240 %c %03lu", kinds[k], (unsigned long)round);
            size_t on_line = 0;
            for (size_t i = 0; i < t->nplayers; i++) {
                const swc_player *p = by_tpn(t, i);
                if (mark_for(t, p, round) == kinds[k])
                    id_list_add(w, &on_line, 100, head, p->tpn);
            }
            id_list_end(w, on_line);
        }
    }
}

/* ---- acceleration ------------------------------------------------------------ */

typedef struct run {
    uint32_t r1, r2, first, last;
    int32_t v;
} run;

/* Whether every acceleration value fits the 4 columns of 250 and XXA. When
 * one does not, neither record is written: the library's XPA records and
 * Baku settings keep the values, and no record is better than a wrong one. */
static int acceleration_fits(const swc_tournament *t)
{
    for (size_t i = 0; i < t->nplayers; i++) {
        const swc_player *p = t->players[i];
        uint32_t last = swc_model_virtual_last(p);
        for (uint32_t r = 1; r <= last && r <= SWC_MAX_ROUNDS; r++) {
            char buf[16];
            if (!points_text(buf, sizeof buf, swc_model_virtual(p, r), 4))
                return 0;
        }
    }
    return 1;
}

/* 250: runs of consecutive TPNs with the same points, merged over rounds. */
static int records_250(wr *w)
{
    swc_tournament *t = w->t;
    size_t n = t->nplayers;
    if (!acceleration_fits(t))
        return SWC_OK;
    uint32_t maxr = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t last = swc_model_virtual_last(t->players[i]);
        if (last > maxr)
            maxr = last;
    }
    if (maxr > SWC_MAX_ROUNDS)
        maxr = SWC_MAX_ROUNDS;
    if (!maxr)
        return SWC_OK;
    run *runs = NULL;
    size_t nruns = 0, cap = 0;
    size_t *prev = swc_mem_calloc(&t->mem, n + 1, sizeof *prev), *cur = swc_mem_calloc(&t->mem, n + 1, sizeof *cur);
    size_t nprev = 0, ncur;
    int rc = prev && cur ? SWC_OK : SWC_ENOMEM;
    for (uint32_t r = 1; r <= maxr && rc == SWC_OK; r++) {
        ncur = 0;
        size_t pi = 0;
        for (size_t i = 0; i < n && rc == SWC_OK;) {
            int32_t v = swc_model_virtual(by_tpn(t, i), r);
            size_t j = i + 1;
            while (j < n && swc_model_virtual(by_tpn(t, j), r) == v)
                j++;
            if (v) {
                uint32_t first = (uint32_t)i + 1, lastt = (uint32_t)j;
                while (pi < nprev && runs[prev[pi]].first < first)
                    pi++;
                if (pi < nprev && runs[prev[pi]].first == first && runs[prev[pi]].last == lastt && runs[prev[pi]].v == v) {
                    runs[prev[pi]].r2 = r;
                    cur[ncur++] = prev[pi];
                } else if (swc_mem_reserve(&t->mem, (void **)&runs, &cap, nruns + 1, sizeof *runs)) {
                    rc = SWC_ENOMEM;
                } else {
                    run x = { r, r, first, lastt, v };
                    runs[nruns] = x;
                    cur[ncur++] = nruns++;
                }
            }
            i = j;
        }
        size_t *tmp = prev;
        prev = cur;
        cur = tmp;
        nprev = ncur;
    }
    for (size_t i = 0; i < nruns && rc == SWC_OK; i++) {
        char buf[16];
        points_text(buf, sizeof buf, runs[i].v, 4);
        put_line(w, "250      %4s %03lu %03lu %4lu %4lu", buf, (unsigned long)runs[i].r1, (unsigned long)runs[i].r2,
                 (unsigned long)runs[i].first, (unsigned long)runs[i].last);
    }
    swc_mem_free(&t->mem, runs, cap * sizeof *runs);
    swc_mem_free(&t->mem, prev, (n + 1) * sizeof *prev);
    swc_mem_free(&t->mem, cur, (n + 1) * sizeof *cur);
    return rc == SWC_ENOMEM ? swc_fail(t, SWC_ENOMEM, "out of memory") : rc;
}

/* XXA: every round up to the last with points, so the history is complete. */
static int records_xxa(wr *w)
{
    swc_tournament *t = w->t;
    if (!acceleration_fits(t))
        return SWC_OK;
    for (size_t i = 0; i < t->nplayers; i++) {
        const swc_player *p = by_tpn(t, i);
        uint32_t last = swc_model_virtual_last(p);
        if (last > SWC_MAX_ROUNDS)
            last = SWC_MAX_ROUNDS;
        if (!last)
            continue;
        swc_strbuf_printf(w->b, "XXA %4lu", (unsigned long)p->tpn);
        for (uint32_t r = 1; r <= last; r++) {
            char buf[16];
            points_text(buf, sizeof buf, swc_model_virtual(p, r), 4);
            swc_strbuf_printf(w->b, " %4s", buf);
        }
        end_line(w);
    }
    return SWC_OK;
}

/* ---- forbidden pairs ----------------------------------------------------------- */

/* One forbidden range by starting ranks, a < b. */
typedef struct {
    uint32_t a, b, first, last;
} fpair;

static int cmp_pair(const void *x, const void *y)
{
    const fpair *p = x, *q = y;
    if (p->a != q->a)
        return p->a < q->a ? -1 : 1;
    if (p->b != q->b)
        return p->b < q->b ? -1 : 1;
    return p->first < q->first ? -1 : p->first > q->first;
}

/* A pair forbidden in every round goes as 260 over the planned rounds plus
 * XXP, which readers of both formats take for the whole event. Any other
 * range goes as 260 with its rounds; XFP carries what 260 cannot say (TRF16
 * has no 260; a range to the end that starts after round 1). The reader
 * joins what these records say of one pair, so the file gives back exactly
 * the ranges of the model (doc/trf-extensions.md). The plain report
 * (with_ext 0) keeps FIDE's 260 only. */
static int records_forbidden(wr *w, int with_260, int with_ext)
{
    swc_tournament *t = w->t;
    size_t n = t->nforbidden;
    /* In a team event 260 names teams: forbidden team pairs for the whole
     * event, last round the planned or played last one (TRF16 too, as the
     * other team records); the players' pairs go in XXP and XFP only. */
    if (swc_team_model_get(t, SWC_TEAM_BOARDS) > 0) {
        const swc_teams *x = t->teams;
        uint32_t end = (uint32_t)(t->set.rounds > (int32_t)t->nrounds ? t->set.rounds : (int32_t)t->nrounds);
        for (size_t i = 0; i < x->nforbidden; i++)
            put_line(w, "260 001 %03lu %4lu %4lu", (unsigned long)(end ? end : 1), (unsigned long)x->forbidden[i].a,
                     (unsigned long)x->forbidden[i].b);
        with_260 = 0;
    }
    if (!n)
        return SWC_OK;
    fpair *pairs = swc_mem_calloc(&t->mem, n, sizeof *pairs);
    if (!pairs)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t i = 0; i < n; i++) {
        const swc_pair_ix *f = &t->forbidden[i];
        uint32_t a = t->players[f->a]->tpn, b = t->players[f->b]->tpn;
        pairs[i] = (fpair){ a < b ? a : b, a < b ? b : a, f->first, f->last };
    }
    qsort(pairs, n, sizeof *pairs, cmp_pair);
    uint32_t planned = (uint32_t)t->set.rounds;
    for (size_t i = 0; with_260 && i < n; i++) {
        const fpair *p = &pairs[i];
        uint32_t last = p->last == SWC_ROUND_OPEN ? planned : p->last;
        if (p->first <= last)
            put_line(w, "260 %03lu %03lu %4lu %4lu", (unsigned long)p->first, (unsigned long)last, (unsigned long)p->a,
                     (unsigned long)p->b);
    }
    for (size_t i = 0; with_ext && i < n; i++)
        if (pairs[i].first == 1 && pairs[i].last == SWC_ROUND_OPEN)
            put_line(w, "XXP %lu %lu", (unsigned long)pairs[i].a, (unsigned long)pairs[i].b);
    for (size_t i = 0; with_ext && i < n; i++) {
        const fpair *p = &pairs[i];
        int open = p->last == SWC_ROUND_OPEN;
        if ((open && p->first == 1) || (with_260 && !open))
            continue;
        put_line(w, "XFP %03lu %03lu %4lu %4lu", (unsigned long)p->first, open ? 0ul : (unsigned long)p->last,
                 (unsigned long)p->a, (unsigned long)p->b);
    }
    swc_mem_free(&t->mem, pairs, n * sizeof *pairs);
    return SWC_OK;
}

/* ---- player lines ------------------------------------------------------------- */

static void field_left(wr *w, const char *s, size_t width)
{
    s = s ? s : "";
    swc_strbuf_field_left(w->b, s, strlen(s), width);
}

static void field_right(wr *w, const char *s, size_t width)
{
    s = s ? s : "";
    swc_strbuf_field_right(w->b, s, strlen(s), width);
}

/* Result letter of one side of a board. */
static char result_char(int result, int white)
{
    switch (result) {
    case SWC_RESULT_WHITE_WIN: return white ? '1' : '0';
    case SWC_RESULT_BLACK_WIN: return white ? '0' : '1';
    case SWC_RESULT_DRAW: return '=';
    case SWC_RESULT_WHITE_WIN_UNRATED: return white ? 'W' : 'L';
    case SWC_RESULT_BLACK_WIN_UNRATED: return white ? 'L' : 'W';
    case SWC_RESULT_DRAW_UNRATED: return 'D';
    case SWC_RESULT_WHITE_FORFEIT_WIN: return white ? '+' : '-';
    case SWC_RESULT_BLACK_FORFEIT_WIN: return white ? '-' : '+';
    case SWC_RESULT_DOUBLE_FORFEIT: return '-';
    default: return ' '; /* no result yet; TRF has no code for adjourned */
    }
}

static void round_block(wr *w, const swc_tournament *t, const swc_rec *rec, size_t k)
{
    char res = ' ';
    if (rec->opp) {
        const swc_player *o = t->players[rec->opp - 1];
        int white = rec->colour == SWC_COLOUR_WHITE;
        char tail[4] = { ' ', white ? 'w' : 'b', ' ', result_char(rec->result[0], white) };
        /* A forfeit read without colours is written without them. */
        const swc_board *bd = rec->board ? &t->rounds[k]->boards[rec->board - 1] : NULL;
        if (bd && bd->colours_unknown && (tail[3] == '+' || tail[3] == '-'))
            tail[1] = '-';
        swc_strbuf_append(w->b, "  ", 2);
        put_uint(w, o->tpn, 4);
        swc_strbuf_append(w->b, tail, 4);
        return;
    }
    switch (rec->kind) {
    case SWC_RK_PAB: res = 'U'; break;
    case SWC_RK_FULL_BYE: res = 'F'; break;
    case SWC_RK_HALF_BYE: res = 'H'; break;
    case SWC_RK_ZERO_BYE:
    case SWC_RK_WITHDRAWN:
    case SWC_RK_NOT_ENTERED: res = 'Z'; break;
    case SWC_RK_FORFEIT_LOSS: res = '-'; break;
    case SWC_RK_FORFEIT_WIN: res = '+'; break;
    default: /* not paired: blank */
        swc_strbuf_fill(w->b, ' ', 10);
        return;
    }
    char block[10] = { ' ', ' ', '0', '0', '0', '0', ' ', '-', ' ', res };
    swc_strbuf_append(w->b, block, 10);
}

static int player_line(wr *w, const swc_player *p)
{
    swc_tournament *t = w->t;
    size_t start = w->b->len;
    char buf[16];
    swc_strbuf_append(w->b, "001 ", 4);
    put_uint(w, p->tpn, 4);
    swc_strbuf_putc(w->b, ' ');
    swc_strbuf_putc(w->b, p->sex == 'm' || p->sex == 'w' || p->sex == 'f' ? (char)p->sex : ' ');
    field_right(w, p->title, 3);
    swc_strbuf_putc(w->b, ' ');
    /* Leading blanks would be trimmed anyway (XPA NAME keeps the name as it is). */
    const char *name = p->name;
    while (*name == ' ')
        name++;
    field_left(w, name, 33);
    swc_strbuf_putc(w->b, ' ');
    if (p->rating > 0 && p->rating <= 9999)
        put_uint(w, (uint32_t)p->rating, 4);
    else
        swc_strbuf_fill(w->b, ' ', 4);
    swc_strbuf_putc(w->b, ' ');
    field_left(w, p->federation, 3);
    swc_strbuf_putc(w->b, ' ');
    field_right(w, p->fide_id, 11);
    swc_strbuf_putc(w->b, ' ');
    field_left(w, p->birth_date, 10);
    /* Points in 81-84; 100 points and more borrow column 80. */
    int32_t pts = swc_score_after(p, (uint32_t)t->nrounds);
    if (!points_text(buf, sizeof buf, pts, 5))
        buf[0] = '\0'; /* more than the field holds: left blank, the results say it */
    swc_strbuf_printf(w->b, "%5s ", buf);
    uint32_t rank = w->ranks ? w->ranks[p->index] : p->stated_rank;
    if (rank > 0 && rank <= SWC_MAX_PLAYERS)
        put_uint(w, rank, 4);
    else
        swc_strbuf_fill(w->b, ' ', 4);
    for (size_t k = 0; k < t->nrounds; k++)
        round_block(w, t, &p->rec[k], k);
    if (t->nrounds < (size_t)t->set.rounds) {
        char m = mark_for(t, p, (uint32_t)t->nrounds + 1);
        if (m) {
            char block[10] = { ' ', ' ', '0', '0', '0', '0', ' ', '-', ' ', m };
            swc_strbuf_append(w->b, block, 10);
        }
    }
    swc_strbuf_rtrim(w->b, start);
    end_line(w);
    return SWC_OK;
}

/* ---- dual-board events --------------------------------------------------------- */

/*
 * XDG: the second game of every pairing, one line per player after the
 * player lines (doc/trf-extensions.md). Round r takes columns 9+3(r-1) (blank),
 * 10+3(r-1) (the player's colour on board 2) and 11+3(r-1) (his result
 * there, in the letters of the player lines); rounds without a game stay
 * blank. The 001 lines carry game 1, so single-game readers see board 1.
 */
static void records_xdg(wr *w)
{
    const swc_tournament *t = w->t;
    for (size_t i = 0; i < t->nplayers; i++) {
        const swc_player *p = by_tpn(t, i);
        size_t start = w->b->len;
        swc_strbuf_append(w->b, "XDG ", 4);
        put_uint(w, p->tpn, 4);
        size_t head = w->b->len;
        for (size_t k = 0; k < t->nrounds; k++) {
            const swc_rec *rec = &p->rec[k];
            char block[3] = { ' ', ' ', ' ' };
            if (rec->opp) {
                int white2 = rec->colour != SWC_COLOUR_WHITE; /* colours swap on board 2 */
                block[1] = white2 ? 'w' : 'b';
                block[2] = result_char(rec->result[1], white2);
            }
            swc_strbuf_append(w->b, block, 3);
        }
        swc_strbuf_rtrim(w->b, head);
        if (w->b->len == head) {
            w->b->len = start; /* no game yet: no line */
            if (w->b->data)
                w->b->data[start] = '\0';
        } else
            end_line(w);
    }
}

/* ---- library records (doc/trf-extensions.md) ------------------------------------ */

/* XPS: a pairing system TRF has no code for (the Dutch system is 192). */
static void record_xps(wr *w)
{
    const swc_settings *s = &w->t->set;
    if (s->system == SWC_SYSTEM_BERGER) {
        put_line(w, "XPS BERGER");
    } else if (s->system == SWC_SYSTEM_SEQUENTIAL) {
        static const char *const order[] = { "NONE", "BUCHHOLZ", "PROGRESSIVE" };
        int k = s->seq_tiebreak >= 0 && s->seq_tiebreak <= 2 ? s->seq_tiebreak : 1;
        put_line(w, "XPS SEQUENTIAL %s", order[k]);
    }
}

/* XLE: the players who entered after round 1, grouped by their first round,
 * so that the rounds before count as not entered (written there as Z). */
static void records_xle(wr *w)
{
    const swc_tournament *t = w->t;
    uint32_t next = 2;
    while (next) {
        uint32_t round = next;
        size_t on_line = 0;
        char head[48];
        snprintf(head, sizeof head, "XLE %03lu", (unsigned long)round);
        next = 0;
        for (size_t i = 0; i < t->nplayers; i++) {
            const swc_player *p = by_tpn(t, i);
            if (p->entry_round > round && (!next || p->entry_round < next))
                next = p->entry_round;
            if (p->entry_round == round)
                id_list_add(w, &on_line, 20, head, p->tpn);
        }
        id_list_end(w, on_line);
    }
}

/* XAJ: adjourned games, which the round columns leave without a result:
 * round, board (1, or 2 in a dual-board event), the white player of each
 * on that board, in pairing-number order (board numbers are not in TRF). */
static void records_xaj(wr *w)
{
    const swc_tournament *t = w->t;
    for (size_t k = 0; k < t->nrounds; k++) {
        for (int g = 0; g < t->set.games; g++) {
            size_t on_line = 0;
            char head[48];
            snprintf(head, sizeof head, "XAJ %03lu %d", (unsigned long)k + 1, g + 1);
            /* board 2 reverses the colours */
            uint8_t white = g == 0 ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
            for (size_t i = 0; i < t->nplayers; i++) {
                const swc_rec *rec = &by_tpn(t, i)->rec[k];
                if (rec->opp && rec->colour == white && rec->result[g] == SWC_RESULT_ADJOURNED)
                    id_list_add(w, &on_line, 20, head, by_tpn(t, i)->tpn);
            }
            id_list_end(w, on_line);
        }
    }
}

/* XRP: a last round without any game or PAB writes a column of byes only,
 * which readers take for the byes of the round to be paired; say that it
 * was paired. */
static void record_xrp(wr *w)
{
    const swc_tournament *t = w->t;
    if (!t->nrounds)
        return;
    const swc_round *rd = t->rounds[t->nrounds - 1];
    if (rd->nboards)
        return;
    for (size_t i = 0; i < rd->nbyes; i++)
        if (rd->byes[i].kind == SWC_RK_PAB)
            return;
    put_line(w, "XRP %lu", (unsigned long)t->nrounds);
}

/* ---- the file ------------------------------------------------------------------ */

/* Extension lines read from a file stay, except that a plain report keeps
 * only FIDE's numbered records. */
static void extra_lines(wr *w)
{
    const swc_tournament *t = w->t;
    char code[32];
    /* A team event's 192 (its pairing options) is read back as a kept line:
     * first among them, or where the file had it. */
    if (w->format == SWC_TRF_2026 && swc_trf_team_code(t, code, sizeof code) && !has_extra(t, "192")) {
        swc_strbuf_printf(w->b, "192 %s", code);
        end_line(w);
    }
    for (size_t i = 0; i < t->nextra; i++) {
        const char *line = t->extra_lines[i];
        if (w->plain && !(line[0] >= '0' && line[0] <= '9'))
            continue;
        if (w->ranks && strncmp(line, "082", 3) == 0)
            continue; /* record_082() wrote it */
        if (strncmp(line, "192", 3) == 0 && swc_trf_team_code(t, code, sizeof code) &&
            !swc_trf_team_code_agrees(t, line)) {
            swc_strbuf_printf(w->b, "192 %s", code); /* a team event's 192 follows its settings */
            end_line(w);
            continue;
        }
        swc_strbuf_puts(w->b, line);
        end_line(w);
    }
}

/* The report's number of teams: the one a file stated, else none. */
static void record_082(wr *w)
{
    const swc_tournament *t = w->t;
    for (size_t i = 0; i < t->nextra; i++) {
        if (strncmp(t->extra_lines[i], "082", 3) == 0) {
            swc_strbuf_puts(w->b, t->extra_lines[i]);
            end_line(w);
            return;
        }
    }
    put_line(w, "082 0");
}

/* The engine and library records of a full file (doc/trf-extensions.md). */
static int library_records(wr *w)
{
    const swc_settings *s = &w->t->set;
    int rc;
    int team = w->t->teams && w->t->teams->boards > 0;
    if ((!team && (rc = records_xxa(w))) || (rc = records_forbidden(w, w->format == SWC_TRF_2026, 1)))
        return rc;
    put_line(w, "XXR %ld", (long)s->rounds);
    put_line(w, "XXC %s", s->initial_colour == SWC_COLOUR_BLACK ? "black1" : "white1");
    if (!points_default(s)) {
        records_bb(w);
        if (w->format == SWC_TRF_16 || !points_fit_162(s))
            record_xxs(w);
    }
    if (s->games == 2)
        put_line(w, "XDB 2");
    record_xps(w);
    if (s->not_entered) {
        char buf[16];
        points_text(buf, sizeof buf, s->not_entered, 4);
        put_line(w, "XNE %4s", buf);
    }
    records_xle(w);
    records_xaj(w);
    record_xrp(w);
    swc_trf_ext_write_header(w->b, w->t, w->eol);
    return SWC_OK;
}

int swc_trf_format(swc_strbuf *out, swc_tournament *t, int format, int eol)
{
    return swc_trf_format_report(out, t, format, eol, NULL, 0);
}

int swc_trf_format_report(swc_strbuf *out, swc_tournament *t, int format, int eol, const uint32_t *ranks,
                          int plain)
{
    const swc_settings *s = &t->set;
    wr w = { out, t, eol == SWC_TRF_EOL_CRLF ? "\r\n" : eol == SWC_TRF_EOL_CR ? "\r" : "\n", format, ranks, plain };
    int rc;

    /* TRF numbers players with four digits (XID ids are read back up to the
     * same limit): a larger event would come back as another one. */
    if (t->nplayers > SWC_MAX_PLAYERS)
        return swc_fail(t, SWC_ELIMIT, "%zu players do not fit a TRF file (at most %d); save the event as JSON",
                        t->nplayers, SWC_MAX_PLAYERS);
    for (size_t i = 0; i < t->nplayers; i++)
        if (t->players[i]->id > SWC_MAX_PLAYERS)
            return swc_fail(t, SWC_ELIMIT, "player id %lu does not fit a TRF file (at most %d); save the event as JSON",
                            (unsigned long)t->players[i]->id, SWC_MAX_PLAYERS);

    text_line(&w, "012", SWC_TEXT_NAME);
    text_line(&w, "022", SWC_TEXT_CITY);
    text_line(&w, "032", SWC_TEXT_FEDERATION);
    text_line(&w, "042", SWC_TEXT_START_DATE);
    text_line(&w, "052", SWC_TEXT_END_DATE);
    size_t rated = 0;
    for (size_t i = 0; i < t->nplayers; i++)
        rated += t->players[i]->rating > 0;
    put_line(&w, "062 %lu", (unsigned long)t->nplayers);
    put_line(&w, "072 %lu", (unsigned long)rated);
    if (ranks)
        record_082(&w);
    type_line(&w);
    text_line(&w, "102", SWC_TEXT_ARBITER);
    text_line(&w, "112", SWC_TEXT_DEPUTY);
    text_line(&w, "122", SWC_TEXT_TIME_CONTROL);
    if (!plain) {
        text_line(&w, "XTB", SWC_TEXT_TIEBREAKS);
        text_line(&w, "XSG", SWC_TEXT_SECTION_GROUP);
    }

    if (format == SWC_TRF_2026) {
        put_line(&w, "142 %ld", (long)s->rounds);
        put_line(&w, "152 %c", s->initial_colour == SWC_COLOUR_BLACK ? 'B' : 'W');
        if (!points_default(s))
            record_162(&w);
        char buf[32];
        const char *code = system_code(s, buf, sizeof buf);
        const char *team = swc_trf_team_code(t, buf, sizeof buf);
        /* A team event's 192 goes with the kept lines (extra_lines()). */
        if (!team && code && s->system_known && !has_extra(t, "192"))
            put_line(&w, "192 %s", code);
        records_240(&w);
        /* A team event's acceleration is its teams' (C.04.7), not its players'. */
        if (team) {
            if (!has_extra(t, "250")) /* a file's own team 250 records stay as they were */
                swc_trf_write_team_250(out, t, w.eol);
        } else if ((rc = records_250(&w)))
            return rc;
    }
    if (!plain)
        record_xtp(&w, format);
    if (plain) {
        if ((format == SWC_TRF_2026 || swc_team_model_get(t, SWC_TEAM_BOARDS) > 0) && (rc = records_forbidden(&w, 1, 0)))
            return rc;
    } else if ((rc = library_records(&w))) {
        return rc;
    }
    extra_lines(&w);
    for (size_t i = 0; i < t->nplayers; i++)
        if ((rc = player_line(&w, by_tpn(t, i))))
            return rc;
    if (!plain && s->games == 2)
        records_xdg(&w);
    swc_trf_write_team(out, t, w.eol, plain);
    if (!plain) {
        swc_trf_ext_write_players(out, t, w.eol);
        swc_trf_ext_write_journal(out, t, w.eol);
    }
    if (out->failed)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    return SWC_OK;
}
