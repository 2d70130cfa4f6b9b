/*
 * A player's card: every round of one player with its explanation, the
 * colour history and preference, floats, byes and tie-breaks, kept as rows
 * (fixed fields and texts) and as one JSON document built at once.
 *
 * The explanations (card_why.c) read the tournament in place: the facts
 * of round k are those of rounds 1..k-1 (lib/model), and the played
 * pairing of round k is compared with pairings that differ from it by one
 * exchange of places.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../api/handles.h"
#include "../core/strbuf.h"
#include "card.h"
#include <swisscore/card.h>
#include <swisscore/tiebreak.h>

#define MAGIC_CARD 0x53574344u /* "SWCD" */

typedef struct card_row {
    uint32_t round, opponent;
    int32_t kind, colour, points, score, score_before, float_kind, pairing, decided_by, criterion;
    int32_t colour_rule, colour_as_rule;
    size_t crit_off, opp_off, art_off, col_off;
} card_row;

typedef struct card_tb {
    size_t code_off, zh_off;
    int64_t value;
    int32_t scale;
} card_tb;

struct swc_card {
    uint32_t magic;
    swc_mem mem;
    int zh;
    uint32_t id, tpn, rank;
    int32_t rating, score, system, edition, colour_diff, pref_colour, pref_strength;
    uint32_t downfloats, upfloats, byes;
    size_t name_off, colours_off, pref_off, tbs_off;
    card_row *rows;
    size_t nrows;
    card_tb *tbs;
    size_t ntbs, tbs_cap;
    swc_strbuf text;  /* the strings, each ended by a NUL */
    swc_strbuf json;
};

/* Append s with its NUL; its offset goes to *off. */
static void keep(swc_card *c, size_t *off, const char *s)
{
    *off = c->text.len;
    swc_strbuf_append(&c->text, s ? s : "", strlen(s ? s : "") + 1);
}

static const char *str(const swc_card *c, size_t off)
{
    return c->text.data ? c->text.data + off : "";
}

/* ---- tie-breaks --------------------------------------------------------- */

static int is_ruleset(const char *s)
{
    for (uint32_t k = 0; k < swc_ruleset_count(); k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        if (swc_ruleset_get(&ri, k) == SWC_OK && (!strcmp(ri.name, s) || !strcmp(ri.name_zh, s)))
            return 1;
    }
    return 0;
}

static int load_tiebreaks(swc_card *c, swc_tournament *t, const swc_card_options *o, const swc_player *p)
{
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = o->tiebreaks;
    so.ruleset = o->tiebreaks ? NULL : o->ruleset;
    const char *own = t->text[SWC_TEXT_TIEBREAKS];
    if (!so.tiebreaks && !so.ruleset && own && *own) {
        if (is_ruleset(own))
            so.ruleset = own;
        else
            so.tiebreaks = own;
    }
    swc_standings *st = NULL;
    int rc = swc_standings_compute(&st, t, &so);
    if (rc)
        return rc;
    uint32_t rows = swc_standings_count(st), cols = swc_standings_criteria_count(st), row = UINT32_MAX;
    for (uint32_t r = 0; r < rows && row == UINT32_MAX; r++) {
        swc_standings_row sr = SWC_STANDINGS_ROW_INIT;
        if (swc_standings_row_get(&sr, st, r) == SWC_OK && sr.id == p->id) {
            row = r;
            c->rank = sr.rank;
        }
    }
    c->tbs = swc_mem_calloc(&c->mem, cols ? cols : 1, sizeof *c->tbs);
    c->tbs_cap = c->tbs ? (cols ? cols : 1) : 0;
    if (!c->tbs) {
        swc_standings_free(st);
        return SWC_ENOMEM;
    }
    swc_strbuf cascade;
    swc_strbuf_init(&cascade, &c->mem);
    for (uint32_t k = 0; k < cols; k++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        if (swc_standings_criterion(&ci, st, k) != SWC_OK)
            continue;
        card_tb *b = &c->tbs[c->ntbs++];
        keep(c, &b->code_off, ci.code);
        keep(c, &b->zh_off, ci.name_zh);
        b->scale = ci.scale;
        b->value = SWC_TB_UNDEFINED;
        if (row != UINT32_MAX)
            swc_standings_value(&b->value, st, row, k);
        if (k > 0) {
            if (k > 1)
                swc_strbuf_putc(&cascade, ',');
            swc_strbuf_puts(&cascade, ci.code ? ci.code : "");
        }
    }
    keep(c, &c->tbs_off, cascade.data ? cascade.data : "");
    rc = cascade.failed ? SWC_ENOMEM : 0;
    swc_strbuf_free(&cascade);
    swc_standings_free(st);
    return rc;
}

/* ---- rounds ------------------------------------------------------------- */

typedef struct card_work {
    ck_ctx x;
    ck_pairing pl, vr;
    uint32_t *rank;
    int32_t *res;
    size_t nn;
} card_work;

static int work_init(card_work *w, swc_tournament *t)
{
    size_t nn = t->nplayers ? t->nplayers : 1;
    const swc_mem *m = &t->mem;
    w->nn = nn;
    w->x.c = t;
    w->x.n = t->nplayers;
    w->x.edition = t->set.edition == 2017 ? 2017 : 2026;
    w->x.f = swc_mem_calloc(m, nn, sizeof *w->x.f);
    w->x.groups = swc_mem_calloc(m, nn, sizeof *w->x.groups);
    w->x.va = swc_mem_calloc(m, nn + 2, sizeof *w->x.va);
    w->x.vb = swc_mem_calloc(m, nn + 2, sizeof *w->x.vb);
    w->x.hl = swc_mem_calloc(m, nn + 2, sizeof *w->x.hl);
    w->rank = swc_mem_calloc(m, nn, sizeof *w->rank);
    w->res = swc_mem_calloc(m, nn, sizeof *w->res);
    w->x.member_buf = swc_mem_calloc(m, nn, sizeof *w->x.member_buf);
    ck_pairing *ps[2] = { &w->pl, &w->vr };
    int ok = w->x.f && w->x.groups && w->x.va && w->x.vb && w->x.hl && w->rank && w->res && w->x.member_buf;
    for (int k = 0; k < 2; k++) {
        ps[k]->mate = swc_mem_calloc(m, nn, sizeof *ps[k]->mate);
        ps[k]->col = swc_mem_calloc(m, nn, 1);
        ps[k]->twice = swc_mem_calloc(m, nn, 1);
        ps[k]->boards = swc_mem_calloc(m, nn, sizeof *ps[k]->boards);
        ok = ok && ps[k]->mate && ps[k]->col && ps[k]->twice && ps[k]->boards;
    }
    return ok ? 0 : SWC_ENOMEM;
}

static void work_free(card_work *w, swc_tournament *t)
{
    const swc_mem *m = &t->mem;
    size_t nn = w->nn;
    swc_mem_free(m, w->x.f, nn * sizeof *w->x.f);
    swc_mem_free(m, w->x.groups, nn * sizeof *w->x.groups);
    swc_mem_free(m, w->x.va, (nn + 2) * sizeof *w->x.va);
    swc_mem_free(m, w->x.vb, (nn + 2) * sizeof *w->x.vb);
    swc_mem_free(m, w->x.hl, (nn + 2) * sizeof *w->x.hl);
    swc_mem_free(m, w->rank, nn * sizeof *w->rank);
    swc_mem_free(m, w->res, nn * sizeof *w->res);
    swc_mem_free(m, w->x.member_buf, nn * sizeof *w->x.member_buf);
    ck_pairing *ps[2] = { &w->pl, &w->vr };
    for (int k = 0; k < 2; k++) {
        swc_mem_free(m, ps[k]->mate, nn * sizeof *ps[k]->mate);
        swc_mem_free(m, ps[k]->col, nn);
        swc_mem_free(m, ps[k]->twice, nn);
        swc_mem_free(m, ps[k]->boards, nn * sizeof *ps[k]->boards);
    }
}

/* The facts before round k, with the players of the played round as the
 * players to be paired, and the effective ranks the Dutch engine numbers
 * them by (TPN order over players present or paired before). */
static void load_round(card_work *w, uint32_t k)
{
    swc_tournament *t = w->x.c;
    w->x.k = k;
    swc_check_capture(&w->pl, t, t->rounds[k - 1]);
    swc_check_load_facts(&w->x);
    for (size_t i = 0; i < w->x.n; i++)
        w->x.f[i].avail = (uint8_t)(w->pl.mate[i] || w->pl.pab == i + 1);
    swc_check_score_groups(&w->x);
    uint32_t rk = 0;
    for (size_t q = 0; q < t->nplayers; q++) {
        const swc_player *p = t->players[t->by_tpn[q]];
        int valid = w->x.f[p->index].avail;
        for (uint32_t r = 0; r + 1 < k && !valid; r++)
            valid = swc_rec_participated(&p->rec[r]);
        w->rank[p->index] = valid ? rk++ : UINT32_MAX;
    }
}

static const char *kind_text(int kind, int zh)
{
    switch (kind) {
    case SWC_RK_FULL_BYE: return CARD_TR(zh, "Requested full-point bye: not paired.", "申请全分轮空，未参加编排。");
    case SWC_RK_HALF_BYE: return CARD_TR(zh, "Requested half-point bye: not paired.", "申请半分轮空（请假），未参加编排。");
    case SWC_RK_ZERO_BYE: return CARD_TR(zh, "Zero-point bye (absent): not paired.", "零分轮空（缺席），未参加编排。");
    case SWC_RK_NOT_PAIRED: return CARD_TR(zh, "Not paired in this round.", "本轮未参加编排。");
    case SWC_RK_NOT_ENTERED: return CARD_TR(zh, "Not yet entered.", "尚未报到参赛。");
    case SWC_RK_WITHDRAWN: return CARD_TR(zh, "Withdrawn.", "已退赛。");
    default: return "";
    }
}

static const char *system_name(int32_t s, int zh)
{
    switch (s) {
    case SWC_SYSTEM_SEQUENTIAL: return CARD_TR(zh, "Chinese sequential", "积分编排制");
    case SWC_SYSTEM_BERGER: return CARD_TR(zh, "round robin (Berger)", "单循环（伯格表）");
    default: return CARD_TR(zh, "FIDE Dutch", "FIDE荷兰制");
    }
}

static int explain_round(swc_card *c, card_work *w, const swc_player *p, uint32_t k, card_row *row, swc_strbuf *b)
{
    swc_tournament *t = w->x.c;
    const swc_rec *rec = &p->rec[k - 1];
    int zh = c->zh;
    char art[16];
    row->round = k;
    row->kind = rec->kind;
    row->opponent = rec->opp ? t->players[rec->opp - 1]->id : 0;
    int game = rec->opp && (rec->kind == SWC_RK_PLAYED || rec->kind == SWC_RK_FORFEIT_WIN || rec->kind == SWC_RK_FORFEIT_LOSS);
    row->colour = game ? rec->colour : SWC_COLOUR_NONE;
    row->points = swc_rec_points(&t->set, rec, 0);
    row->score = swc_score_after(p, k);
    row->score_before = swc_pairing_score(p, k - 1);
    row->float_kind = swc_float_in_round(p, k, w->x.edition);
    if (!swc_rec_participated(rec)) {
        row->pairing = SWC_CARD_NOT_PAIRED;
        keep(c, &row->opp_off, kind_text(rec->kind, zh));
        keep(c, &row->crit_off, "");
        keep(c, &row->art_off, "");
        keep(c, &row->col_off, "");
        return 0;
    }
    if (t->set.system != SWC_SYSTEM_DUTCH || t->set.games != 1) {
        row->pairing = SWC_CARD_UNEXPLAINED;
        swc_strbuf_reset(b);
        swc_strbuf_printf(b, CARD_TR(zh, "Paired by the %s system%s: the card explains Dutch pairings only.",
                                "按%s%s编排：本卡只解释荷兰制编排。"),
                          system_name(t->set.system, zh),
                          t->set.games != 1 ? CARD_TR(zh, " (two boards)", "（双弈）") : "");
        keep(c, &row->opp_off, b->data);
        keep(c, &row->crit_off, "");
        keep(c, &row->art_off, "");
        keep(c, &row->col_off, "");
        return b->failed ? SWC_ENOMEM : 0;
    }
    load_round(w, k);
    card_opponent why;
    swc_strbuf_reset(b);
    swc_card_why_opponent(&w->x, &w->pl, &w->vr, w->res, p->index, zh, b, &why);
    row->pairing = why.pairing;
    row->decided_by = why.decided_by;
    row->criterion = why.criterion;
    keep(c, &row->opp_off, b->data);
    char lab[16] = "";
    if (why.criterion)
        swc_card_criterion_label(lab, sizeof lab, w->x.edition, why.criterion);
    keep(c, &row->crit_off, lab);
    swc_strbuf_reset(b);
    if (w->pl.mate[p->index]) {
        card_colour cc;
        size_t o = w->pl.mate[p->index] - 1;
        swc_card_why_colour(&w->x, w->rank, p->index, o, w->pl.col[p->index], zh, b, &cc);
        row->colour_rule = cc.rule;
        row->colour_as_rule = cc.expected == w->pl.col[p->index];
        snprintf(art, sizeof art, w->x.edition == 2017 ? "E.%d" : "5.2.%d", cc.rule);
        keep(c, &row->art_off, art);
    } else {
        swc_strbuf_puts(b, CARD_TR(zh, "No game, no colour.", "无对局，无颜色。"));
        keep(c, &row->art_off, "");
    }
    keep(c, &row->col_off, b->data);
    return b->failed ? SWC_ENOMEM : 0;
}

/* ---- summary ------------------------------------------------------------ */

static void summary(swc_card *c, const swc_tournament *t, const swc_player *p, swc_strbuf *b)
{
    uint32_t n = (uint32_t)t->nrounds;
    uint8_t hist[SWC_MAX_ROUNDS];
    size_t nh = swc_colour_history(p, n, hist, sizeof hist);
    char cols[SWC_MAX_ROUNDS + 1];
    for (size_t i = 0; i < nh; i++)
        cols[i] = hist[i] == SWC_COLOUR_WHITE ? 'W' : 'B';
    cols[nh] = 0;
    keep(c, &c->colours_off, cols);
    swc_colour_state cs;
    swc_colour_state_of(p, n, &cs);
    c->colour_diff = cs.diff;
    c->pref_colour = cs.pref_colour;
    c->pref_strength = cs.pref_strength;
    int zh = c->zh;
    swc_strbuf_reset(b);
    if (cs.pref_colour == SWC_COLOUR_NONE)
        swc_strbuf_puts(b, CARD_TR(zh, "No colour preference yet (no game played).", "尚无颜色倾向（未下过棋）。"));
    else
        swc_strbuf_printf(b, CARD_TR(zh, "%s preference for %s (colour difference %+ld).", "%s倾向执%s（颜色差%+ld）。"),
                          cs.pref_strength == SWC_PREF_ABSOLUTE ? CARD_TR(zh, "Absolute", "绝对")
                          : cs.pref_strength == SWC_PREF_STRONG ? CARD_TR(zh, "Strong", "强")
                                                                : CARD_TR(zh, "Mild", "温和"),
                          cs.pref_colour == SWC_COLOUR_WHITE ? CARD_TR(zh, "White", "白方") : CARD_TR(zh, "Black", "黑方"),
                          (long)cs.diff);
    keep(c, &c->pref_off, b->data);
    for (size_t i = 0; i < c->nrows; i++) {
        c->downfloats += c->rows[i].float_kind == SWC_FLOAT_DOWN;
        c->upfloats += c->rows[i].float_kind == SWC_FLOAT_UP;
        c->byes += c->rows[i].opponent == 0 && c->rows[i].kind != SWC_RK_NOT_ENTERED &&
                   c->rows[i].kind != SWC_RK_WITHDRAWN && c->rows[i].kind != SWC_RK_NONE;
    }
}

/* ---- JSON ----------------------------------------------------------------- */

static void jstr(swc_strbuf *b, const char *s)
{
    swc_strbuf_putc(b, '"');
    for (const unsigned char *q = (const unsigned char *)(s ? s : ""); *q; q++) {
        if (*q == '"' || *q == '\\')
            swc_strbuf_printf(b, "\\%c", *q);
        else if (*q < 0x20)
            swc_strbuf_printf(b, "\\u%04x", *q);
        else
            swc_strbuf_putc(b, (char)*q);
    }
    swc_strbuf_putc(b, '"');
}

static void jpoints(swc_strbuf *b, int32_t tenths)
{
    char buf[16];
    swc_strbuf_puts(b, swc_card_points(buf, tenths));
}

static const char *const kind_words[] = { "none", "played", "forfeit_win", "forfeit_loss", "pab", "full_bye",
                                          "half_bye", "zero_bye", "not_paired", "not_entered", "withdrawn" };
static const char *const pairing_words[] = { "not_paired", "in_group", "downfloat", "upfloat", "pab", "unexplained" };
static const char *const decision_words[] = { "none", "criterion", "order", "nobody", "not_optimal" };
static const char *const float_words[] = { "none", "down", "up" };
static const char *const strength_words[] = { "none", "mild", "strong", "absolute" };

static const char *word(const char *const *tab, size_t n, int v)
{
    return v >= 0 && (size_t)v < n ? tab[v] : "none";
}
#define WORD(tab, v) word(tab, sizeof tab / sizeof *tab, v)

static const char *colour_json(int32_t c)
{
    return c == SWC_COLOUR_WHITE ? "white" : c == SWC_COLOUR_BLACK ? "black" : "none";
}

static void build_json(swc_card *c)
{
    swc_strbuf *b = &c->json;
    swc_strbuf_printf(b, "{\"id\": %lu, \"tpn\": %lu, \"name\": ", (unsigned long)c->id, (unsigned long)c->tpn);
    jstr(b, str(c, c->name_off));
    swc_strbuf_printf(b, ", \"rating\": %ld, \"score\": ", (long)c->rating);
    jpoints(b, c->score);
    swc_strbuf_printf(b, ", \"rank\": %lu, \"round_count\": %lu, \"system\": \"%s\", \"edition\": %ld, \"colours\": ",
                      (unsigned long)c->rank, (unsigned long)c->nrows,
                      c->system == SWC_SYSTEM_SEQUENTIAL ? "sequential" : c->system == SWC_SYSTEM_BERGER ? "berger" : "dutch",
                      (long)c->edition);
    jstr(b, str(c, c->colours_off));
    swc_strbuf_printf(b, ", \"colour_diff\": %ld, \"preference\": {\"colour\": \"%s\", \"strength\": \"%s\", \"text\": ",
                      (long)c->colour_diff, colour_json(c->pref_colour), WORD(strength_words, c->pref_strength));
    jstr(b, str(c, c->pref_off));
    swc_strbuf_printf(b, "}, \"downfloats\": %lu, \"upfloats\": %lu, \"byes\": %lu, \"rounds\": [",
                      (unsigned long)c->downfloats, (unsigned long)c->upfloats, (unsigned long)c->byes);
    for (size_t i = 0; i < c->nrows; i++) {
        const card_row *r = &c->rows[i];
        swc_strbuf_printf(b, "%s\n  {\"round\": %lu, \"kind\": \"%s\", \"opponent\": %lu, \"colour\": \"%s\", \"points\": ",
                          i ? "," : "", (unsigned long)r->round, WORD(kind_words, r->kind), (unsigned long)r->opponent,
                          colour_json(r->colour));
        jpoints(b, r->points);
        swc_strbuf_puts(b, ", \"score\": ");
        jpoints(b, r->score);
        swc_strbuf_puts(b, ", \"score_before\": ");
        jpoints(b, r->score_before);
        swc_strbuf_printf(b, ", \"float\": \"%s\", \"pairing\": \"%s\", \"decided_by\": \"%s\", \"criterion\": %ld, "
                             "\"criterion_name\": ",
                          WORD(float_words, r->float_kind), WORD(pairing_words, r->pairing),
                          WORD(decision_words, r->decided_by), (long)r->criterion);
        jstr(b, str(c, r->crit_off));
        swc_strbuf_puts(b, ", \"opponent_text\": ");
        jstr(b, str(c, r->opp_off));
        swc_strbuf_printf(b, ", \"colour_rule\": %ld, \"colour_article\": ", (long)r->colour_rule);
        jstr(b, str(c, r->art_off));
        swc_strbuf_puts(b, ", \"colour_text\": ");
        jstr(b, str(c, r->col_off));
        swc_strbuf_printf(b, ", \"colour_as_rule\": %s}", r->colour_as_rule ? "true" : "false");
    }
    swc_strbuf_puts(b, "],\n \"tiebreak_rules\": ");
    jstr(b, str(c, c->tbs_off));
    swc_strbuf_puts(b, ", \"tiebreaks\": [");
    for (size_t i = 0; i < c->ntbs; i++) {
        const card_tb *tb = &c->tbs[i];
        swc_strbuf_puts(b, i ? ", {\"code\": " : "{\"code\": ");
        jstr(b, str(c, tb->code_off));
        swc_strbuf_puts(b, ", \"name_zh\": ");
        jstr(b, str(c, tb->zh_off));
        swc_strbuf_puts(b, ", \"value\": ");
        if (tb->value == SWC_TB_UNDEFINED) {
            swc_strbuf_puts(b, "null");
        } else {
            int64_t v = tb->value, a = v < 0 ? -v : v;
            int d = tb->scale >= 100 ? 2 : tb->scale >= 10 ? 1 : 0;
            if (d == 2)
                swc_strbuf_printf(b, "%s%lld.%02lld", v < 0 ? "-" : "", (long long)(a / 100), (long long)(a % 100));
            else if (d == 1)
                swc_strbuf_printf(b, "%s%lld.%lld", v < 0 ? "-" : "", (long long)(a / 10), (long long)(a % 10));
            else
                swc_strbuf_printf(b, "%lld", (long long)v);
        }
        swc_strbuf_printf(b, ", \"scale\": %ld}", (long)tb->scale);
    }
    swc_strbuf_puts(b, "]}\n");
}

/* ---- the public functions ----------------------------------------------- */

void swc_card_free(swc_card *c)
{
    if (!c || c->magic != MAGIC_CARD)
        return;
    swc_mem m = c->mem;
    swc_mem_free(&m, c->rows, (c->nrows ? c->nrows : 1) * sizeof *c->rows);
    swc_mem_free(&m, c->tbs, c->tbs_cap * sizeof *c->tbs);
    swc_strbuf_free(&c->text);
    swc_strbuf_free(&c->json);
    c->magic = 0;
    swc_mem_free(&m, c, sizeof *c);
}

int swc_card_new(swc_card **out, swc_tournament *t, uint32_t id, const swc_card_options *opts)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "no place for the card");
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    if (opts) {
        if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof o)
            return swc_fail(t, SWC_EINVAL, "swc_card_options has a bad struct_size");
        memcpy(&o, opts, opts->struct_size);
        o.struct_size = sizeof o;
    }
    if (o.lang != SWC_CARD_LANG_EN && o.lang != SWC_CARD_LANG_ZH)
        return swc_fail(t, SWC_EINVAL, "unknown card language %ld", (long)o.lang);
    const swc_player *p = swc_model_player_by_id(t, id);
    if (!p)
        return swc_fail(t, SWC_ENOTFOUND, "no player with id %lu", (unsigned long)id);

    swc_card *c = swc_mem_calloc(&t->mem, 1, sizeof *c);
    if (!c)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    c->magic = MAGIC_CARD;
    c->mem = t->mem;
    swc_strbuf_init(&c->text, &c->mem);
    swc_strbuf_init(&c->json, &c->mem);
    c->zh = o.lang == SWC_CARD_LANG_ZH;
    c->id = p->id;
    c->tpn = p->tpn;
    c->rating = p->rating;
    c->score = swc_score_after(p, (uint32_t)t->nrounds);
    c->system = t->set.system;
    c->edition = t->set.edition == 2017 ? 2017 : 2026;
    keep(c, &c->name_off, p->name);
    c->nrows = t->nrounds;
    c->rows = swc_mem_calloc(&c->mem, c->nrows ? c->nrows : 1, sizeof *c->rows);
    int rc = c->rows ? 0 : SWC_ENOMEM;
    if (!rc)
        rc = load_tiebreaks(c, t, &o, p);
    if (rc && rc != SWC_ENOMEM) {
        swc_card_free(c);
        return rc; /* the standings' message is on t */
    }
    card_work w;
    memset(&w, 0, sizeof w);
    int wrc = rc ? rc : work_init(&w, t);
    swc_strbuf b;
    swc_strbuf_init(&b, &t->mem);
    for (uint32_t k = 1; k <= c->nrows && !rc && !wrc; k++)
        rc = explain_round(c, &w, p, k, &c->rows[k - 1], &b);
    if (!rc && !wrc)
        summary(c, t, p, &b);
    if (!rc)
        rc = wrc;
    if (!rc && (c->text.failed || b.failed))
        rc = SWC_ENOMEM;
    if (!rc) {
        build_json(c);
        if (c->json.failed)
            rc = SWC_ENOMEM;
    }
    work_free(&w, t);
    swc_strbuf_free(&b);
    if (rc) {
        swc_card_free(c);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    *out = c;
    return swc_ok(t);
}

static int card_ok(const swc_card *c)
{
    return c && c->magic == MAGIC_CARD;
}

int swc_card_get_info(swc_card_info *out, const swc_card *c)
{
    if (!out || !card_ok(c) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    swc_card_info i = SWC_CARD_INFO_INIT;
    i.id = c->id;
    i.tpn = c->tpn;
    i.name = str(c, c->name_off);
    i.rating = c->rating;
    i.score = c->score;
    i.rank = c->rank;
    i.rounds = (uint32_t)c->nrows;
    i.system = c->system;
    i.edition = c->edition;
    i.colours = str(c, c->colours_off);
    i.colour_diff = c->colour_diff;
    i.pref_colour = c->pref_colour;
    i.pref_strength = c->pref_strength;
    i.preference = str(c, c->pref_off);
    i.downfloats = c->downfloats;
    i.upfloats = c->upfloats;
    i.byes = c->byes;
    i.tiebreaks = str(c, c->tbs_off);
    uint32_t size = out->struct_size;
    memcpy(out, &i, size < sizeof i ? size : sizeof i);
    out->struct_size = size;
    return SWC_OK;
}

int swc_card_get_round(swc_card_round *out, const swc_card *c, uint32_t index)
{
    if (!out || !card_ok(c) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    if (index >= c->nrows)
        return SWC_ENOTFOUND;
    const card_row *r = &c->rows[index];
    swc_card_round i = SWC_CARD_ROUND_INIT;
    i.round = r->round;
    i.kind = r->kind;
    i.opponent = r->opponent;
    i.colour = r->colour;
    i.points = r->points;
    i.score = r->score;
    i.score_before = r->score_before;
    i.float_kind = r->float_kind;
    i.pairing = r->pairing;
    i.decided_by = r->decided_by;
    i.criterion = r->criterion;
    i.criterion_name = str(c, r->crit_off);
    i.opponent_text = str(c, r->opp_off);
    i.colour_rule = r->colour_rule;
    i.colour_article = str(c, r->art_off);
    i.colour_text = str(c, r->col_off);
    i.colour_as_rule = r->colour_as_rule;
    uint32_t size = out->struct_size;
    memcpy(out, &i, size < sizeof i ? size : sizeof i);
    out->struct_size = size;
    return SWC_OK;
}

uint32_t swc_card_tiebreak_count(const swc_card *c)
{
    return card_ok(c) ? (uint32_t)c->ntbs : 0;
}

int swc_card_get_tiebreak(swc_card_tiebreak *out, const swc_card *c, uint32_t index)
{
    if (!out || !card_ok(c) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    if (index >= c->ntbs)
        return SWC_ENOTFOUND;
    swc_card_tiebreak i = SWC_CARD_TIEBREAK_INIT;
    i.code = str(c, c->tbs[index].code_off);
    i.name_zh = str(c, c->tbs[index].zh_off);
    i.value = c->tbs[index].value;
    i.scale = c->tbs[index].scale;
    uint32_t size = out->struct_size;
    memcpy(out, &i, size < sizeof i ? size : sizeof i);
    out->struct_size = size;
    return SWC_OK;
}

const char *swc_card_json(const swc_card *c)
{
    return card_ok(c) && c->json.data ? c->json.data : NULL;
}
