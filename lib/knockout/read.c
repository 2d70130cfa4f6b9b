/*
 * A whole knockout stage from a game stream: the rounds are played on a
 * copy of the stage, which replaces it only when every record was taken,
 * so a bad stream leaves the stage as it was.
 */
#include <stdio.h>
#include <string.h>
#include <swisscore/knockout.h>

#include "../arena/stream.h"
#include "ko.h"

/* A copy of the settings and entrants (no rounds yet). */
static int copy_entrants(swc_knockout **out, const swc_knockout *k)
{
    swc_knockout *c = NULL;
    int rc = ko_create(&c, &k->mem, &k->set);
    if (rc)
        return rc;
    for (size_t i = 0; i < k->n; i++)
        if ((rc = swc_knockout_add_player(NULL, c, k->p[i].name, k->p[i].seed))) {
            swc_knockout_free(c);
            return rc;
        }
    *out = c;
    return SWC_OK;
}

static int take_record(swc_knockout *c, const ev_record *r)
{
    if (r->kind == EV_GAME) {
        swc_knockout_game g = SWC_KNOCKOUT_GAME_INIT;
        g.white = r->white;
        g.black = r->black;
        g.result = r->result;
        g.escaped = r->escaped;
        return swc_knockout_add_game(c, &g);
    }
    return swc_knockout_mark(c, r->white, r->kind == EV_UNMATCHED ? SWC_KO_MARK_UNMATCHED : SWC_KO_MARK_ABSENT);
}

int swc_knockout_read(swc_knockout *k, const char *text, size_t len, uint32_t *out_line, uint32_t *out_column)
{
    if (out_line)
        *out_line = 0;
    if (out_column)
        *out_column = 0;
    if (!k || k->magic != 0x53574b4fu)
        return SWC_EINVAL;
    if (!text && len)
        return ko_fail(k, SWC_EINVAL, "no text");
    if (k->nrounds)
        return ko_fail(k, SWC_ESTATE, "a stream is read before the first round");
    ev_stream s;
    ev_stream_init(&s, &k->mem);
    uint32_t line = 0, col = 0;
    int rc = ev_parse(&s, text ? text : "", len, k->errmsg, sizeof k->errmsg, &line, &col);
    if (rc) {
        if (out_line)
            *out_line = line;
        if (out_column)
            *out_column = col;
        return rc;
    }
    uint32_t maxround = 0;
    char where[64];
    for (size_t i = 0; i < s.n; i++) {
        const ev_record *r = &s.r[i];
        if (r->kind == EV_RESET || r->round == 0) {
            rc = ko_fail(k, SWC_EPARSE, "%s: %s", ev_where(where, sizeof where, r),
                         r->kind == EV_RESET ? "a knockout has no resets" : "a knockout record needs its round");
            line = r->line, col = r->column;
            goto done;
        }
        if (r->round > maxround)
            maxround = r->round;
    }
    /* the round after the last is the repechage, when the stage has one */
    uint32_t last = (uint32_t)k->set.rounds + (k->set.repechage != SWC_KO_REPECHAGE_NONE && k->set.quota ? 1u : 0u);
    if (maxround > last) {
        rc = ko_fail(k, SWC_EPARSE, "the stream has round %u, the stage %lld rounds%s", maxround,
                     (long long)k->set.rounds, last > (uint32_t)k->set.rounds ? " and the repechage" : "");
        goto done;
    }
    swc_knockout *c = NULL;
    if ((rc = copy_entrants(&c, k))) {
        ko_fail(k, rc, "out of memory");
        goto done;
    }
    /* with the server, the players of round 1 are the entrants */
    if (k->set.pairing == SWC_KO_PAIR_SERVER)
        for (size_t i = 0; i < s.n && !rc; i++) {
            const ev_record *r = &s.r[i];
            if (r->round != 1)
                continue;
            if (ko_find(c, r->white) < 0)
                rc = swc_knockout_add_player(NULL, c, r->white, 0);
            if (!rc && r->black && ko_find(c, r->black) < 0)
                rc = swc_knockout_add_player(NULL, c, r->black, 0);
        }
    if (rc) {
        ko_fail(k, rc, "%s", swc_knockout_errmsg(c));
        swc_knockout_free(c);
        goto done;
    }
    for (uint32_t round = 1; round <= maxround && !rc; round++) {
        if ((rc = round > (uint32_t)k->set.rounds ? swc_knockout_pair_repechage(NULL, c) : swc_knockout_pair_round(c))) {
            ko_fail(k, rc, "round %u: %s", round, swc_knockout_errmsg(c));
            break;
        }
        for (size_t i = 0; i < s.n && !rc; i++) {
            const ev_record *r = &s.r[i];
            if (r->round != round)
                continue;
            if ((rc = take_record(c, r))) {
                ko_fail(k, rc == SWC_ENOMEM ? rc : SWC_EPARSE, "%s: %s", ev_where(where, sizeof where, r),
                        swc_knockout_errmsg(c));
                if (rc != SWC_ENOMEM)
                    rc = SWC_EPARSE;
                line = r->line, col = r->column;
            }
        }
        if (!rc && (rc = swc_knockout_close_round(c)))
            ko_fail(k, rc, "round %u: %s", round, swc_knockout_errmsg(c));
    }
    if (rc) {
        swc_knockout_free(c);
        goto done;
    }
    /* the copy becomes the stage */
    swc_knockout tmp = *k;
    *k = *c;
    *c = tmp;
    swc_knockout_free(c);
    k->errmsg[0] = '\0';
done:
    if (rc && out_line)
        *out_line = line;
    if (rc && out_column)
        *out_column = col;
    ev_stream_free(&s);
    return rc;
}
