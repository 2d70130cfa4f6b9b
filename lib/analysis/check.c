/*
 * The pairing checker: re-pair every round from the rounds before it and,
 * where the engine and the played round differ, say why.
 *
 * The work happens on a private copy of the tournament (a TRF round trip),
 * walked from the last round down: round k is taken out, the players who
 * did not take part get their bye requested again, the library pairs the
 * round, the two pairings are compared and the engine's round is dropped.
 *
 * Where the two differ, check_explain.c says why: it re-reads both
 * pairings the way the Dutch system builds them, bracket by bracket, and
 * names the first absolute rule or quality criterion the played pairing
 * does worse on.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../api/handles.h"
#include "../core/strbuf.h"
#include "../io/trf.h"
#include "check.h"
#include <swisscore/analysis.h>

#define MAGIC_CHECK 0x5357434bu /* "SWCK" */

typedef struct ck_board {
    int32_t side;
    uint32_t white, black; /* ids */
} ck_board;

typedef struct ck_round {
    uint32_t round;
    int32_t agrees, reason, criterion;
    size_t text_off;
    size_t board_off, nboards;
} ck_round;

struct swc_check_report {
    uint32_t magic;
    swc_mem mem;
    int32_t system, edition;
    ck_round *rounds;
    size_t nrounds;
    ck_board *boards;
    size_t nboards, boards_cap;
    char *text;
    size_t text_len, text_cap;
};

void swc_check_capture(ck_pairing *x, const swc_tournament *c, const swc_round *r)
{
    size_t n = c->nplayers;
    memset(x->mate, 0, n * sizeof *x->mate);
    memset(x->col, 0, n);
    memset(x->twice, 0, n);
    x->pab = 0;
    x->nboards = 0;
    for (size_t b = 0; b < r->nboards; b++) {
        uint32_t w = r->boards[b].white, k = r->boards[b].black;
        if (x->mate[w] || x->pab == w + 1)
            x->twice[w] = 1;
        if (x->mate[k] || x->pab == k + 1)
            x->twice[k] = 1;
        x->mate[w] = k + 1;
        x->mate[k] = w + 1;
        x->col[w] = SWC_COLOUR_WHITE;
        x->col[k] = SWC_COLOUR_BLACK;
        x->boards[x->nboards++] = r->boards[b];
    }
    for (size_t i = 0; i < r->nbyes; i++)
        if (r->byes[i].kind == SWC_RK_PAB) {
            uint32_t p = r->byes[i].player;
            if (x->mate[p] || x->pab)
                x->twice[p] = 1;
            x->pab = p + 1;
        }
}

/* ---- report building -------------------------------------------------- */

static int add_text(swc_check_report *rep, size_t *off, const char *s)
{
    size_t len = strlen(s) + 1;
    if (rep->text_len + len > rep->text_cap) {
        size_t cap = rep->text_cap ? rep->text_cap : 256;
        while (cap < rep->text_len + len)
            cap *= 2;
        char *p = swc_mem_realloc(&rep->mem, rep->text, rep->text_cap, cap);
        if (!p)
            return SWC_ENOMEM;
        rep->text = p;
        rep->text_cap = cap;
    }
    memcpy(rep->text + rep->text_len, s, len);
    *off = rep->text_len;
    rep->text_len += len;
    return 0;
}

static int add_board(swc_check_report *rep, int side, uint32_t white, uint32_t black)
{
    if (swc_mem_reserve(&rep->mem, (void **)&rep->boards, &rep->boards_cap, rep->nboards + 1, sizeof *rep->boards))
        return SWC_ENOMEM;
    ck_board *b = &rep->boards[rep->nboards++];
    b->side = side;
    b->white = white;
    b->black = black;
    return 0;
}

/* ---- the walk ------------------------------------------------------------ */

static int same_board(const swc_board *a, const swc_board *b)
{
    return a->white == b->white && a->black == b->black;
}

static int diff_boards(ck_ctx *x, swc_check_report *rep, const ck_pairing *pl, const ck_pairing *en, size_t *count)
{
    size_t start = rep->nboards;
    for (int side = SWC_CHECK_PLAYED; side <= SWC_CHECK_ENGINE; side++) {
        const ck_pairing *a = side == SWC_CHECK_PLAYED ? pl : en, *o = side == SWC_CHECK_PLAYED ? en : pl;
        for (size_t i = 0; i < a->nboards; i++) {
            int found = 0;
            for (size_t j = 0; j < o->nboards && !found; j++)
                found = same_board(&a->boards[i], &o->boards[j]);
            if (!found && add_board(rep, side, ck_pid(x, a->boards[i].white), ck_pid(x, a->boards[i].black)))
                return SWC_ENOMEM;
        }
        if (a->pab && a->pab != o->pab && add_board(rep, side, ck_pid(x, a->pab - 1), 0))
            return SWC_ENOMEM;
    }
    *count = rep->nboards - start;
    return 0;
}

static int agree(const ck_ctx *x, const ck_pairing *a, const ck_pairing *b)
{
    if (a->pab != b->pab)
        return 0;
    for (size_t i = 0; i < x->n; i++)
        if (a->mate[i] != b->mate[i] || a->col[i] != b->col[i] || a->twice[i] || b->twice[i])
            return 0;
    return 1;
}

/* Players who sat out round k, as bye requests for re-pairing it. */
static int request_of(int kind)
{
    switch (kind) {
    case SWC_RK_FULL_BYE:
    case SWC_RK_HALF_BYE:
    case SWC_RK_ZERO_BYE:
        return kind;
    case SWC_RK_NOT_PAIRED:
        return SWC_RK_ZERO_BYE;
    default:
        return SWC_RK_NONE;
    }
}

static int check_round(ck_ctx *x, swc_check_report *rep, ck_round *out, ck_pairing *pl, ck_pairing *en,
                       swc_strbuf *text)
{
    swc_tournament *c = x->c;
    uint32_t k = x->k;
    const swc_round *r = c->rounds[k - 1];
    swc_check_capture(pl, c, r);
    /* Requests first into a list: deleting the round frees it. */
    size_t nreq = 0;
    for (size_t i = 0; i < r->nbyes; i++)
        if (request_of(r->byes[i].kind) != SWC_RK_NONE)
            nreq++;
    swc_bye *req = swc_mem_calloc(&c->mem, nreq ? nreq : 1, sizeof *req);
    if (!req)
        return SWC_ENOMEM;
    nreq = 0;
    for (size_t i = 0; i < r->nbyes; i++)
        if (request_of(r->byes[i].kind) != SWC_RK_NONE) {
            req[nreq].player = r->byes[i].player;
            req[nreq++].kind = (uint8_t)request_of(r->byes[i].kind);
        }
    int rc = swc_model_delete_last_round(c);
    for (size_t i = 0; i < nreq && !rc; i++)
        rc = swc_model_set_request(c->players[req[i].player], k, req[i].kind);
    swc_mem_free(&c->mem, req, (nreq ? nreq : 1) * sizeof *req);
    if (rc)
        return rc;

    out->round = k;
    out->agrees = 0;
    out->criterion = 0;
    out->board_off = rep->nboards;
    out->nboards = 0;
    swc_strbuf_reset(text);
    rc = swc_tournament_pair_next(NULL, c);
    if (rc == SWC_ENOMEM)
        return rc;
    if (rc) {
        swc_check_load_facts(x);
        out->reason = rc == SWC_EUNSUPPORTED ? SWC_CHECK_NOT_CHECKED : SWC_CHECK_ENGINE_FAILED;
        swc_strbuf_puts(text, c->errmsg);
        for (size_t i = 0; i < pl->nboards; i++)
            if (add_board(rep, SWC_CHECK_PLAYED, ck_pid(x, pl->boards[i].white), ck_pid(x, pl->boards[i].black)))
                return SWC_ENOMEM;
        if (pl->pab && add_board(rep, SWC_CHECK_PLAYED, ck_pid(x, pl->pab - 1), 0))
            return SWC_ENOMEM;
        out->nboards = rep->nboards - out->board_off;
    } else {
        swc_check_capture(en, c, c->rounds[k - 1]);
        if ((rc = swc_model_delete_last_round(c)))
            return rc;
        swc_check_load_facts(x);
        if (agree(x, pl, en)) {
            out->agrees = 1;
            out->reason = SWC_CHECK_SAME;
        } else {
            ck_verdict v = { SWC_CHECK_ORDER, 0, { 0, 0 } };
            swc_check_explain(x, pl, en, text, &v);
            out->reason = v.reason;
            out->criterion = v.criterion;
            if ((rc = diff_boards(x, rep, pl, en, &out->nboards)))
                return rc;
        }
    }
    if (text->failed)
        return SWC_ENOMEM;
    return add_text(rep, &out->text_off, text->data ? text->data : "");
}

/* Round x->k of a team event: compared match by match (check_team.c). */
static int check_team(ck_ctx *x, swc_check_report *rep, ck_round *out, swc_strbuf *text)
{
    out->round = x->k;
    out->criterion = 0;
    out->board_off = rep->nboards;
    out->nboards = 0;
    swc_strbuf_reset(text);
    int rc = swc_check_team_round(x->c, x->k, &out->agrees, &out->reason, &out->criterion, text);
    if (rc)
        return rc;
    if (text->failed)
        return SWC_ENOMEM;
    return add_text(rep, &out->text_off, text->data ? text->data : "");
}

static int make_copy(swc_tournament *t, swc_tournament **out)
{
    swc_strbuf b;
    swc_strbuf_init(&b, &t->mem);
    int rc = swc_trf_format(&b, t, SWC_TRF_2026, SWC_TRF_EOL_LF);
    if (!rc && b.failed)
        rc = SWC_ENOMEM;
    if (!rc) {
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        rc = swc_trf_parse(out, b.data ? b.data : "", b.len, &t->mem.a, SWC_TRF_TRUST_RESULTS, SWC_TRF_ENCODING_UTF8, &err);
        if (rc && rc != SWC_ENOMEM)
            rc = swc_fail(t, rc, "the tournament cannot be copied for checking: %s", err.message);
    }
    swc_strbuf_free(&b);
    return rc;
}

void swc_check_report_free(swc_check_report *r)
{
    if (!r || r->magic != MAGIC_CHECK)
        return;
    swc_mem m = r->mem;
    swc_mem_free(&m, r->rounds, r->nrounds * sizeof *r->rounds);
    swc_mem_free(&m, r->boards, r->boards_cap * sizeof *r->boards);
    swc_mem_free(&m, r->text, r->text_cap);
    r->magic = 0;
    swc_mem_free(&m, r, sizeof *r);
}

int swc_tournament_check(swc_check_report **out, swc_tournament *t, const swc_check_options *opts)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "no place for the report");
    swc_check_options o = SWC_CHECK_OPTIONS_INIT;
    if (opts) {
        if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof o)
            return swc_fail(t, SWC_EINVAL, "swc_check_options has a bad struct_size");
        memcpy(&o, opts, opts->struct_size);
        o.struct_size = sizeof o;
    }
    int32_t system = o.system ? o.system : t->set.system;
    int32_t edition = o.edition ? o.edition : t->set.edition;
    if (system != SWC_SYSTEM_DUTCH && system != SWC_SYSTEM_SEQUENTIAL && system != SWC_SYSTEM_BERGER)
        return swc_fail(t, SWC_EINVAL, "unknown pairing system %ld", (long)system);
    if (edition != 2017 && edition != 2026)
        return swc_fail(t, SWC_EINVAL, "Dutch edition must be 2026 or 2017, got %ld", (long)edition);
    int team = t->teams && t->teams->boards > 0 && t->teams->nteams;
    uint32_t last = o.last_round ? o.last_round : (uint32_t)t->nrounds;
    uint32_t first = o.first_round ? o.first_round : 1;
    if (last > t->nrounds || (t->nrounds && first > last) || (!t->nrounds && (o.first_round || o.last_round)))
        return swc_fail(t, SWC_EINVAL, "rounds %lu..%lu are not all in the tournament (it has %lu)",
                        (unsigned long)first, (unsigned long)last, (unsigned long)t->nrounds);
    if (t->set.games != 1)
        return swc_fail(t, SWC_EUNSUPPORTED, "dual-board events cannot be checked yet");
    for (size_t r = 0; r < t->nrounds; r++)
        if (!swc_model_round_complete(t->rounds[r]) && r + 1 < last)
            return swc_fail(t, SWC_ESTATE, "round %lu has games without a result", (unsigned long)r + 1);

    swc_check_report *rep = swc_mem_calloc(&t->mem, 1, sizeof *rep);
    if (!rep)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    rep->magic = MAGIC_CHECK;
    rep->mem = t->mem;
    rep->system = system;
    rep->edition = edition;
    size_t nr = t->nrounds ? last - first + 1 : 0;
    rep->rounds = swc_mem_calloc(&t->mem, nr ? nr : 1, sizeof *rep->rounds);
    rep->nrounds = nr;
    if (!rep->rounds) {
        rep->nrounds = 0;
        swc_check_report_free(rep);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    if (!nr) {
        *out = rep;
        return swc_ok(t);
    }

    swc_tournament *c = NULL;
    int rc = make_copy(t, &c);
    ck_ctx x;
    memset(&x, 0, sizeof x);
    ck_pairing pl, en;
    memset(&pl, 0, sizeof pl);
    memset(&en, 0, sizeof en);
    swc_strbuf text;
    swc_strbuf_init(&text, &t->mem);
    size_t n = c ? c->nplayers : 0, nn = n ? n : 1;
    if (!rc) {
        x.c = c;
        x.edition = edition;
        x.n = n;
        x.f = swc_mem_calloc(&t->mem, nn, sizeof *x.f);
        x.groups = swc_mem_calloc(&t->mem, nn, sizeof *x.groups);
        x.va = swc_mem_calloc(&t->mem, nn + 2, sizeof *x.va);
        x.vb = swc_mem_calloc(&t->mem, nn + 2, sizeof *x.vb);
        x.hl = swc_mem_calloc(&t->mem, nn + 2, sizeof *x.hl);
        pl.mate = swc_mem_calloc(&t->mem, nn, sizeof *pl.mate);
        en.mate = swc_mem_calloc(&t->mem, nn, sizeof *en.mate);
        pl.col = swc_mem_calloc(&t->mem, nn, 1);
        en.col = swc_mem_calloc(&t->mem, nn, 1);
        pl.twice = swc_mem_calloc(&t->mem, nn, 1);
        en.twice = swc_mem_calloc(&t->mem, nn, 1);
        pl.boards = swc_mem_calloc(&t->mem, nn, sizeof *pl.boards);
        en.boards = swc_mem_calloc(&t->mem, nn, sizeof *en.boards);
        if (!x.f || !x.groups || !x.va || !x.vb || !x.hl || !pl.mate || !en.mate || !pl.col || !en.col || !pl.twice ||
            !en.twice || !pl.boards || !en.boards)
            rc = SWC_ENOMEM;
    }
    if (!rc) {
        c->set.system = system;
        c->set.edition = edition;
        /* The copy pairs by the event's team pairing options. */
        if (team && c->teams)
            memcpy(c->teams->pairing, t->teams->pairing, sizeof c->teams->pairing);
        /* The copy pairs exactly the rounds asked for: drop the later ones. */
        while (c->nrounds > last && !rc)
            rc = swc_model_delete_last_round(c);
    }
    uint32_t done = 0;
    for (uint32_t k = last; k >= first && !rc; k--) {
        x.k = k;
        rc = team ? check_team(&x, rep, &rep->rounds[k - first], &text)
                  : check_round(&x, rep, &rep->rounds[k - first], &pl, &en, &text);
        if (o.progress)
            o.progress(o.progress_user, ++done, (uint32_t)nr);
        if (k == 1)
            break;
    }
    swc_strbuf_free(&text);
    swc_mem_free(&t->mem, x.f, nn * sizeof *x.f);
    swc_mem_free(&t->mem, x.groups, nn * sizeof *x.groups);
    swc_mem_free(&t->mem, x.va, (nn + 2) * sizeof *x.va);
    swc_mem_free(&t->mem, x.vb, (nn + 2) * sizeof *x.vb);
    swc_mem_free(&t->mem, x.hl, (nn + 2) * sizeof *x.hl);
    swc_mem_free(&t->mem, pl.mate, nn * sizeof *pl.mate);
    swc_mem_free(&t->mem, en.mate, nn * sizeof *en.mate);
    swc_mem_free(&t->mem, pl.col, nn);
    swc_mem_free(&t->mem, en.col, nn);
    swc_mem_free(&t->mem, pl.twice, nn);
    swc_mem_free(&t->mem, en.twice, nn);
    swc_mem_free(&t->mem, pl.boards, nn * sizeof *pl.boards);
    swc_mem_free(&t->mem, en.boards, nn * sizeof *en.boards);
    if (c)
        swc_model_free(c);
    if (rc) {
        swc_check_report_free(rep);
        if (rc == SWC_ENOMEM)
            return swc_fail(t, SWC_ENOMEM, "out of memory");
        return rc; /* message already on t */
    }
    *out = rep;
    return swc_ok(t);
}

/* ---- accessors -------------------------------------------------------------- */

static int rep_ok(const swc_check_report *r)
{
    return r && r->magic == MAGIC_CHECK;
}

uint32_t swc_check_report_round_count(const swc_check_report *r)
{
    return rep_ok(r) ? (uint32_t)r->nrounds : 0;
}

uint32_t swc_check_report_disagreements(const swc_check_report *r)
{
    uint32_t n = 0;
    if (!rep_ok(r))
        return 0;
    for (size_t i = 0; i < r->nrounds; i++)
        n += !r->rounds[i].agrees;
    return n;
}

int swc_check_report_system(int32_t *out_system, int32_t *out_edition, const swc_check_report *r)
{
    if (!rep_ok(r))
        return SWC_EINVAL;
    if (out_system)
        *out_system = r->system;
    if (out_edition)
        *out_edition = r->edition;
    return SWC_OK;
}

int swc_check_report_round(swc_check_round_info *out, const swc_check_report *r, uint32_t index)
{
    if (!out || !rep_ok(r) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    if (index >= r->nrounds)
        return SWC_ENOTFOUND;
    const ck_round *k = &r->rounds[index];
    swc_check_round_info i = SWC_CHECK_ROUND_INFO_INIT;
    i.round = k->round;
    i.agrees = k->agrees;
    i.reason = k->reason;
    i.criterion = k->criterion;
    i.board_count = (uint32_t)k->nboards;
    i.text = r->text ? r->text + k->text_off : "";
    uint32_t size = out->struct_size;
    memcpy(out, &i, size < sizeof i ? size : sizeof i);
    out->struct_size = size;
    return SWC_OK;
}

int swc_check_report_board(swc_check_board_info *out, const swc_check_report *r, uint32_t index, uint32_t board)
{
    if (!out || !rep_ok(r) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    if (index >= r->nrounds || board >= r->rounds[index].nboards)
        return SWC_ENOTFOUND;
    const ck_board *b = &r->boards[r->rounds[index].board_off + board];
    swc_check_board_info i = SWC_CHECK_BOARD_INFO_INIT;
    i.side = b->side;
    i.white = b->white;
    i.black = b->black;
    uint32_t size = out->struct_size;
    memcpy(out, &i, size < sizeof i ? size : sizeof i);
    out->struct_size = size;
    return SWC_OK;
}
