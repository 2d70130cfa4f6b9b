/*
 * Writer of the lossless records (doc/trf-extensions.md). Each record is
 * written only when the standard records cannot say the same, so a plain
 * tournament gets a plain file plus the one XLF line.
 */
#include <stdio.h>
#include <string.h>

#include "../core/utf8.h"
#include "trf_ext.h"
#include "trf_ext_keys.h"

/* Source bytes of text per line; escaped, a line stays far below the
 * reader's limit. */
#define CHUNK 1000

static void end_line(swc_strbuf *b, const char *eol)
{
    swc_strbuf_puts(b, eol);
}

/* Text escaped for a record: backslash and newline always, a blank when it
 * would end the line (the reader drops trailing blanks). */
static void put_escaped(swc_strbuf *b, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '\\')
            swc_strbuf_puts(b, "\\\\");
        else if (c == '\n')
            swc_strbuf_puts(b, "\\n");
        else if (c == ' ' && i + 1 == n)
            swc_strbuf_puts(b, "\\s");
        else
            swc_strbuf_putc(b, c);
    }
}

/* One or more lines "head text": long text is cut at character boundaries
 * into lines that the reader joins again. */
static void put_text(swc_strbuf *b, const char *eol, const char *head, const char *s)
{
    size_t n = strlen(s), at = 0;
    do {
        size_t k = n - at > CHUNK ? CHUNK : n - at;
        while (at + k < n && ((unsigned char)s[at + k] & 0xC0) == 0x80)
            k--;
        swc_strbuf_puts(b, head);
        swc_strbuf_putc(b, ' ');
        put_escaped(b, s + at, k);
        end_line(b, eol);
        at += k;
    } while (at < n);
}

char swc_trf_ext_bye_letter(int kind)
{
    switch (kind) {
    case SWC_RK_PAB: return 'U';
    case SWC_RK_FULL_BYE: return 'F';
    case SWC_RK_HALF_BYE: return 'H';
    case SWC_RK_ZERO_BYE: return 'Z';
    case SWC_RK_NOT_PAIRED: return 'N';
    case SWC_RK_NOT_ENTERED: return 'E';
    case SWC_RK_WITHDRAWN: return 'W';
    case SWC_RK_FORFEIT_WIN: return '+';
    case SWC_RK_FORFEIT_LOSS: return '-';
    default: return '\0';
    }
}

int swc_trf_ext_field_exact(const char *s, size_t width)
{
    size_t n = s ? strlen(s) : 0;
    if (n == 0)
        return 1;
    if (s[0] == ' ' || s[n - 1] == ' ')
        return 0;
    return swc_utf8_count(s, n) <= width;
}

/* One header line holds it: no blank at either end, and short enough. */
static int line_exact(const char *s, size_t n)
{
    return n > 0 && s[0] != ' ' && s[n - 1] != ' ' && n + 4 <= SWC_TRF_MAX_LINE;
}

int swc_trf_ext_text_exact(const swc_tournament *t, int key)
{
    const char *s = t->text[key];
    if (!s || !*s)
        return 1;
    if (key == SWC_TEXT_DEPUTY) {
        /* one 112 line per deputy: no empty line, each one exact */
        for (;;) {
            const char *nl = strchr(s, '\n');
            size_t n = nl ? (size_t)(nl - s) : strlen(s);
            if (!line_exact(s, n))
                return 0;
            if (!nl)
                return 1;
            s = nl + 1;
        }
    }
    if (!line_exact(s, strlen(s)))
        return 0;
    if (key == SWC_TEXT_TYPE) {
        /* a type code that disagrees with the settings is rewritten */
        int sys[3];
        if (swc_trf_ett_code(s, strlen(s), sys)) {
            const swc_settings *st = &t->set;
            return sys[0] == st->system && sys[1] == st->edition && sys[2] == st->acceleration;
        }
    }
    return 1;
}

static void points_value(char *buf, size_t cap, int32_t v)
{
    snprintf(buf, cap, "%ld.%ld", (long)(v / 10), (long)(v % 10));
}

static void records_xst(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    swc_settings def;
    swc_model_default_settings(&def);
    for (size_t i = 0; i < swc_trf_ext_nkeys; i++) {
        const swc_trf_ext_key *k = &swc_trf_ext_keys[i];
        int32_t v = 0, d = 0;
        swc_model_get_int(t, k->key, &v);
        swc_settings_get(&def, k->key, &d);
        int follows = k->key == SWC_SET_POINTS_PAB || k->key == SWC_SET_POINTS_FORFEIT_WIN ||
                      k->key == SWC_SET_POINTS_FULL_BYE || k->key == SWC_SET_POINTS_HALF_BYE;
        if (follows ? !(t->set.explicit_mask & (1u << k->key)) : v == d)
            continue;
        char buf[32];
        const char *word = NULL;
        if (k->type == SWC_EXT_POINTS)
            points_value(buf, sizeof buf, v);
        else if (k->type == SWC_EXT_ENUM)
            word = swc_trf_ext_word(k, v);
        if (k->type == SWC_EXT_INT || (k->type == SWC_EXT_ENUM && !word))
            snprintf(buf, sizeof buf, "%ld", (long)v);
        swc_strbuf_printf(b, "XST %s %s", k->name, word ? word : buf);
        end_line(b, eol);
    }
}

static void records_xtx(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    for (int key = SWC_TEXT_NAME; key <= SWC_TEXT_SECTION_GROUP; key++) {
        if (swc_trf_ext_text_exact(t, key))
            continue;
        char head[32];
        snprintf(head, sizeof head, "XTX %s", swc_trf_ext_text_names[key]);
        put_text(b, eol, head, t->text[key]);
    }
}

/* The Baku group A fixed at round 1, when the reader would not find the
 * same: it takes the first 2*ceil(N/4) players of the file. */
static void record_xbk(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    if (!t->nrounds)
        return;
    size_t n = t->nplayers, size = 2 * ((n + 3) / 4);
    uint32_t derived = n ? (uint32_t)(size < n ? size : n) : 0;
    uint32_t actual = t->baku_last ? t->players[t->baku_last - 1]->tpn : 0;
    if (actual != derived) {
        swc_strbuf_printf(b, "XBK %4lu", (unsigned long)actual);
        end_line(b, eol);
    }
}

/* Lists of starting ranks per round, 20 a line: "head nnnn nnnn ...". */
typedef struct list {
    swc_strbuf *b;
    const char *eol;
    char head[32];
    size_t on_line;
} list;

static void list_add(list *l, uint32_t tpn, char letter)
{
    if (l->on_line == 20) {
        end_line(l->b, l->eol);
        l->on_line = 0;
    }
    if (l->on_line == 0)
        swc_strbuf_puts(l->b, l->head);
    swc_strbuf_printf(l->b, " %4lu", (unsigned long)tpn);
    if (letter)
        swc_strbuf_putc(l->b, letter);
    l->on_line++;
}

static void list_end(list *l)
{
    if (l->on_line)
        end_line(l->b, l->eol);
}

static uint32_t board_key(const swc_tournament *t, const swc_board *bd)
{
    uint32_t w = t->players[bd->white]->tpn, k = t->players[bd->black]->tpn;
    return w < k ? w : k;
}

/* Boards in an order other than by the lower starting rank (XBO); byes not
 * by starting rank, or of a kind their round column cannot say (XBY). */
static void records_round_order(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    for (size_t k = 0; k < t->nrounds; k++) {
        const swc_round *r = t->rounds[k];
        int sorted = 1;
        for (size_t i = 1; i < r->nboards && sorted; i++)
            sorted = board_key(t, &r->boards[i - 1]) < board_key(t, &r->boards[i]);
        if (!sorted) {
            list l = { b, eol, "", 0 };
            snprintf(l.head, sizeof l.head, "XBO %03lu", (unsigned long)k + 1);
            for (size_t i = 0; i < r->nboards; i++)
                list_add(&l, t->players[r->boards[i].white]->tpn, 0);
            list_end(&l);
        }
        sorted = 1;
        for (size_t i = 0; i < r->nbyes && sorted; i++) {
            const swc_player *p = t->players[r->byes[i].player];
            int kind = r->byes[i].kind;
            if (i > 0 && t->players[r->byes[i - 1].player]->tpn > p->tpn)
                sorted = 0;
            if (kind == SWC_RK_WITHDRAWN || (kind == SWC_RK_NOT_ENTERED) != (k + 1 < p->entry_round))
                sorted = 0;
            /* A forfeit without an opponent (a team's empty board) reads as a bye. */
            if (kind == SWC_RK_FORFEIT_WIN || kind == SWC_RK_FORFEIT_LOSS)
                sorted = 0;
        }
        if (!sorted) {
            list l = { b, eol, "", 0 };
            snprintf(l.head, sizeof l.head, "XBY %03lu", (unsigned long)k + 1);
            for (size_t i = 0; i < r->nbyes; i++)
                list_add(&l, t->players[r->byes[i].player]->tpn, swc_trf_ext_bye_letter(r->byes[i].kind));
            list_end(&l);
        }
    }
}

void swc_trf_ext_write_header(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    swc_strbuf_puts(b, "XLF 1");
    end_line(b, eol);
    records_xst(b, t, eol);
    records_xtx(b, t, eol);
    record_xbk(b, t, eol);
    records_round_order(b, t, eol);
}

/* ---- players ------------------------------------------------------------------ */

static void player_text(swc_strbuf *b, const char *eol, const swc_player *p, const char *key, const char *s)
{
    char head[32];
    snprintf(head, sizeof head, "XPA %4lu %s", (unsigned long)p->tpn, key);
    put_text(b, eol, head, s);
}

static void player_head(swc_strbuf *b, const swc_player *p, const char *key)
{
    swc_strbuf_printf(b, "XPA %4lu %s", (unsigned long)p->tpn, key);
}

static void player_records(swc_strbuf *b, const char *eol, const swc_player *p)
{
    static const struct {
        const char *key;
        size_t width;  /* of the 001 field; 0 = none */
        size_t off;
    } texts[] = {
        { "NAME", 33, offsetof(swc_player, name) },
        { "TITLE", 3, offsetof(swc_player, title) },
        { "FEDERATION", 3, offsetof(swc_player, federation) },
        { "BIRTH", 10, offsetof(swc_player, birth_date) },
        { "GROUP", 0, offsetof(swc_player, group) },
        { "TAGS", 0, offsetof(swc_player, tags) },
        { "CNTITLE", 0, offsetof(swc_player, cn_title) },
    };
    /* The player's id, when it is not his starting rank (what readers
     * number him by without this record). */
    if (p->id != p->tpn) {
        player_head(b, p, "ID");
        swc_strbuf_printf(b, " %lu", (unsigned long)p->id);
        end_line(b, eol);
    }
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        const char *s = *(char *const *)((const char *)p + texts[i].off);
        if (!s || !*s || (texts[i].width && swc_trf_ext_field_exact(s, texts[i].width)))
            continue;
        player_text(b, eol, p, texts[i].key, s);
    }
    if (p->flags) {
        player_head(b, p, "FLAGS");
        uint32_t rest = p->flags & ~(uint32_t)(SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER);
        if (p->flags & SWC_PLAYER_PROVISIONAL)
            swc_strbuf_puts(b, " PROVISIONAL");
        if (p->flags & SWC_PLAYER_MEMBER)
            swc_strbuf_puts(b, " MEMBER");
        if (rest)
            swc_strbuf_printf(b, " 0x%lx", (unsigned long)rest);
        end_line(b, eol);
    }
    if (p->fouls) {
        player_head(b, p, "FOULS");
        swc_strbuf_printf(b, " %lu", (unsigned long)p->fouls);
        end_line(b, eol);
    }
    if (p->conduct) {
        player_head(b, p, "CONDUCT");
        swc_strbuf_printf(b, " %ld", (long)p->conduct);
        end_line(b, eol);
    }
    if (p->withdrawn_from) {
        player_head(b, p, "WITHDRAWN");
        swc_strbuf_printf(b, " %lu", (unsigned long)p->withdrawn_from);
        end_line(b, eol);
    }
    int any = 0;
    for (size_t r = 0; r < p->request_cap; r++) {
        char c = swc_trf_ext_bye_letter(p->bye_request[r]);
        if (!c)
            continue;
        if (!any++)
            player_head(b, p, "BYES");
        swc_strbuf_printf(b, " %lu=%c", (unsigned long)r + 1, c);
    }
    if (any)
        end_line(b, eol);
    any = 0;
    for (size_t r = 0; r < p->virtual_cap; r++) {
        if (!p->virtual_pts[r])
            continue;
        if (!any++)
            player_head(b, p, "VIRTUAL");
        char buf[32];
        points_value(buf, sizeof buf, p->virtual_pts[r] - 1);
        swc_strbuf_printf(b, " %lu=%s", (unsigned long)r + 1, buf);
    }
    if (any)
        end_line(b, eol);
}

void swc_trf_ext_write_players(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    for (size_t i = 0; i < t->nplayers; i++)
        player_records(b, eol, t->players[t->by_tpn[i]]);
}

/* ---- the journal ----------------------------------------------------------------- */

void swc_trf_ext_write_journal(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    for (size_t i = 0; i < t->njournal; i++) {
        const swc_journal_rec *r = &t->journal[i];
        char when[21], head[32];
        swc_journal_time_text(when, r->time);
        swc_strbuf_printf(b, "XJL %lu %s %s %lu %lu %lu %lu %ld %ld", (unsigned long)i + 1, when,
                          swc_journal_kind_name(r->kind), (unsigned long)r->round, (unsigned long)r->board,
                          (unsigned long)r->game, (unsigned long)r->player, (long)r->before, (long)r->after);
        end_line(b, eol);
        if (r->author) {
            snprintf(head, sizeof head, "XJA %lu", (unsigned long)i + 1);
            put_text(b, eol, head, r->author);
        }
        if (r->data) {
            snprintf(head, sizeof head, "XJD %lu", (unsigned long)i + 1);
            put_text(b, eol, head, r->data);
        }
    }
}
