/* TRF reader: records that name players (240, 250, 260, XXA, XXP, XXZ, XFP),
 * read once all players are known, and the check of the stated points. */
#include <stdlib.h>
#include <string.h>

#include "trf_read.h"

/* ---- records that name players ------------------------------------------- */

int rd_kind_of_letter(char c)
{
    switch (c) {
    case 'H': case 'h': return SWC_RK_HALF_BYE;
    case 'F': case 'f': return SWC_RK_FULL_BYE;
    case 'Z': case 'z': return SWC_RK_ZERO_BYE;
    default: return 0;
    }
}

const char *rd_kind_name(int kind)
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

int rd_request(rd *r, rd_player *P, uint32_t round, int kind, uint32_t c)
{
    swc_tournament *t = r->t;
    if (round > (uint32_t)t->set.rounds)
        return rd_fail_c(r, SWC_EINCONSISTENT, c, "a bye for round %lu, but the tournament has %ld rounds",
                         (unsigned long)round, (long)t->set.rounds);
    int old = swc_model_request(P->p, round);
    if (old && old != kind)
        return rd_fail_c(r, SWC_EINCONSISTENT, c, "player %lu already has %s for round %lu", (unsigned long)P->id,
                         rd_kind_name(old), (unsigned long)round);
    int rc = swc_model_set_request(P->p, round, kind);
    return rc ? rd_model_fail(r, rc, c, "bye request") : SWC_OK;
}

/* 240: type in column 5, round in 7-9, ids in 11-14, 16-19, ... */
static int record_240(rd *r)
{
    int kind = rd_kind_of_letter(ch(r, 4));
    if (!kind || ch(r, 3) != ' ' || ch(r, 5) != ' ')
        return rd_fail_c(r, SWC_EPARSE, 4, "record 240 starts \"240 H 003\": a bye type (F, H or Z) in column 5");
    uint32_t round;
    int rc = rd_round_field(r, 6, 9, &round);
    if (rc)
        return rc;
    uint32_t nreal = (uint32_t)r->t->nrounds;
    for (uint32_t c = 10; c < r->nchars; c += 5) {
        if (ch(r, c - 1) != ' ')
            return rd_fail_c(r, SWC_EPARSE, c - 1, "record 240: ids are 4 columns wide, one blank apart");
        /* In a team event 240 names teams. A file that defines teams (013,
         * 082) and names one where no player fits is such an event. */
        uint32_t teams = r->n013 > r->n082 ? r->n013 : r->n082, num = 0;
        size_t bad = 0;
        fld f = field(r, c, c + 4);
        int is_team = teams && rd_parse_uint(f.p, f.n, &num, &bad) > 0 && num >= 1 && num <= teams;
        if (is_team && (num > SWC_MAX_PLAYERS || !r->by_id[num]))
            return rd_fail_team(r, f.c, "record 240 names team %lu, not a player (the file defines %lu teams)",
                                (unsigned long)num, (unsigned long)teams);
        rd_player *P = rd_id_field(r, c, c + 4, &rc);
        if (!P)
            return rc;
        if (round <= nreal) {
            int have = P->p->rec[round - 1].kind;
            if (have != kind && !(kind == SWC_RK_ZERO_BYE && have == SWC_RK_NOT_PAIRED) && is_team)
                return rd_fail_team(r, f.c,
                                    "record 240 names team %lu (the file defines %lu teams): player %lu has %s in "
                                    "round %lu, not %s",
                                    (unsigned long)num, (unsigned long)teams, (unsigned long)num, rd_kind_name(have),
                                    (unsigned long)round, rd_kind_name(kind));
            if (have != kind && !(kind == SWC_RK_ZERO_BYE && have == SWC_RK_NOT_PAIRED))
                return rd_fail_c(r, SWC_EINCONSISTENT, c,
                                 "record 240 gives player %lu %s in round %lu, but his round %lu column has %s",
                                 (unsigned long)P->id, rd_kind_name(kind), (unsigned long)round, (unsigned long)round,
                                 rd_kind_name(have));
        } else if ((rc = rd_request(r, P, round, kind, c))) {
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
    if (rd_parse_uint(p, n, &id, &bad) <= 0)
        return rd_fail_c(r, SWC_EPARSE, c + (uint32_t)bad, "XXZ lists starting ranks");
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id])
        return rd_fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, c,
                         "player %lu is not in this file", (unsigned long)id);
    return rd_request(r, &r->pl[r->by_id[id] - 1], (uint32_t)r->t->nrounds + 1, SWC_RK_ZERO_BYE, c);
}

static int virtual_points(rd *r, rd_player *P, uint32_t round, fld f)
{
    int32_t v = 0;
    size_t bad = 0;
    int k = rd_parse_tenths(f.p, f.n, &v, &bad);
    if (k < 0)
        return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                         "acceleration points such as 1.0 were expected");
    int rc = swc_model_set_virtual(P->p, round, v);
    return rc ? rd_model_fail(r, rc, f.c, "acceleration") : SWC_OK;
}

/* XXA: id in 5-8, points of round r at column 10 + 5(r-1). */
static int record_xxa(rd *r)
{
    int rc;
    if (ch(r, 3) != ' ')
        return rd_fail_c(r, SWC_EPARSE, 3, "XXA: column 4 must be blank");
    rd_player *P = rd_id_field(r, 4, 8, &rc);
    if (!P)
        return rc;
    uint32_t round = 1;
    for (uint32_t c = 9; c < r->nchars; c += 5, round++) {
        if (ch(r, c - 1) != ' ')
            return rd_fail_c(r, SWC_EPARSE, c - 1, "XXA: values are 4 columns wide, one blank apart (from column 10)");
        if (round > SWC_MAX_ROUNDS)
            return rd_fail_c(r, SWC_ELIMIT, c, "XXA: more than %d rounds", SWC_MAX_ROUNDS);
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
            return rd_fail_c(r, SWC_EPARSE, seps[i], "record 250: column %lu must be blank (\"250       1.0 001 003    1   90\")",
                             (unsigned long)seps[i] + 1);
    /* Columns 5-8 are the match points of a team; individuals leave them
     * empty (TRF-2026). */
    fld mp = field(r, 4, 8);
    if (mp.n)
        return rd_fail_team(r, mp.c, "record 250 gives match points (columns 5-8), so it names teams");
    uint32_t r1, r2;
    int rc;
    if ((rc = rd_round_field(r, 14, 17, &r1)) || (rc = rd_round_field(r, 18, 21, &r2)))
        return rc;
    if (r1 > r2)
        return rd_fail_c(r, SWC_EPARSE, 18, "record 250: the last round comes before the first");
    rd_player *A = rd_id_field(r, 22, 26, &rc);
    if (!A)
        return rc;
    rd_player *B = rd_id_field(r, 27, 31, &rc);
    if (!B)
        return rc;
    if (A->id > B->id)
        return rd_fail_c(r, SWC_EPARSE, 27, "record 250: the last player comes before the first");
    if ((rc = rd_blank_from(r, 31, "record 250")))
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

/* Forbid every pair among the players (model indices) of one record in
 * rounds first..last. The pairs go in sorted order so the model's sorted
 * list mostly appends. */
static int forbid_all(rd *r, uint32_t *ix, size_t n, uint32_t first, uint32_t last)
{
    qsort(ix, n, sizeof *ix, cmp_u32);
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++)
            if (ix[i] != ix[j] && swc_model_forbid_rounds(r->t, ix[i], ix[j], first, last))
                return rd_nomem(r);
    return SWC_OK;
}

static int xxp_token(rd *r, const char *p, size_t n, size_t at)
{
    uint32_t id = 0;
    size_t bad = 0;
    uint32_t c = char_of(r, at);
    if (rd_parse_uint(p, n, &id, &bad) <= 0)
        return rd_fail_c(r, SWC_EPARSE, c + (uint32_t)bad, "XXP lists starting ranks");
    if (id == 0 || id > SWC_MAX_PLAYERS || !r->by_id[id])
        return rd_fail_c(r, id == 0 || id > SWC_MAX_PLAYERS ? SWC_ERANGE : SWC_EINCONSISTENT, c,
                         "player %lu is not in this file", (unsigned long)id);
    r->list[r->nlist++] = r->by_id[id] - 1;
    return SWC_OK;
}

/* 260: rounds 5-7 and 9-11, ids from column 13, 5 columns apart; the pairs
 * are forbidden in those rounds only. XFP (doc/trf-extensions.md) is laid
 * out the same and may give 000 as the last round: to the end of the event. */
static int record_260(rd *r, const char *code)
{
    int xfp = code[0] == 'X';
    uint32_t r1, r2 = SWC_ROUND_OPEN;
    int rc;
    if (ch(r, 3) != ' ' || ch(r, 7) != ' ')
        return rd_fail_c(r, SWC_EPARSE, ch(r, 3) != ' ' ? 3 : 7, "record %s starts \"%s 001 009\" (first and last round)",
                         code, code);
    if ((rc = rd_round_field(r, 4, 7, &r1)))
        return rc;
    if (!(xfp && ch(r, 8) == '0' && ch(r, 9) == '0' && ch(r, 10) == '0') && (rc = rd_round_field(r, 8, 11, &r2)))
        return rc;
    if (r1 > r2)
        return rd_fail_c(r, SWC_EPARSE, 8, "record %s: the last round comes before the first", code);
    r->nlist = 0;
    for (uint32_t c = 12; c < r->nchars; c += 5) {
        if (ch(r, c - 1) != ' ')
            return rd_fail_c(r, SWC_EPARSE, c - 1, "record %s: ids are 4 columns wide, one blank apart", code);
        rd_player *P = rd_id_field(r, c, c + 4, &rc);
        if (!P)
            return rc;
        r->list[r->nlist++] = (uint32_t)(P - r->pl);
    }
    return forbid_all(r, r->list, r->nlist, r1, r2);
}

/* A number of digits and blanks in columns [c0,c1), 0 when there is none. */
static uint32_t number_at(const rd *r, uint32_t c0, uint32_t c1)
{
    uint32_t v = 0;
    for (uint32_t c = c0; c < c1; c++) {
        char d = ch(r, c);
        if (d >= '0' && d <= '9')
            v = v * 10 + (uint32_t)(d - '0');
        else if (d != ' ')
            return 0;
    }
    return v;
}

/* 260 in a team event names teams. One from round 1 to the end of the
 * event (a last round at or after the planned and the played ones) lists
 * teams of which no two may meet (C.04.6 [C1]); any other 260 is kept as it
 * is. */
static int team_260(rd *r)
{
    const swc_tournament *t = r->t;
    uint32_t nteams = t->teams ? (uint32_t)t->teams->nteams : 0;
    uint32_t r1 = number_at(r, 4, 7), r2 = number_at(r, 8, 11);
    uint32_t end = swc_model_last_round(t);
    if (r1 != 1 || r2 < end || r2 < 1 || ch(r, 3) != ' ' || ch(r, 7) != ' ')
        return rd_keep_line(r);
    r->nlist = 0;
    for (uint32_t c = 12; c < r->nchars; c += 5) {
        uint32_t team = ch(r, c - 1) == ' ' ? number_at(r, c, c + 4) : 0;
        if (!team || team > nteams)
            return rd_keep_line(r);
        r->list[r->nlist++] = team;
    }
    if (r->nlist < 2)
        return rd_keep_line(r);
    for (size_t i = 0; i < r->nlist; i++)
        for (size_t j = i + 1; j < r->nlist; j++)
            if (r->list[i] != r->list[j] && swc_team_model_forbid(r->t, r->list[i], r->list[j]))
                return rd_nomem(r);
    return SWC_OK;
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
    uint32_t last = swc_model_last_round(r->t);
    for (size_t i = 0; i < r->npl; i++) {
        int rc = swc_model_freeze_virtual(r->pl[i].p, last);
        if (rc)
            return rd_model_fail(r, rc, 1, "acceleration");
    }
    return SWC_OK;
}

int rd_later_records(rd *r)
{
    int rc = SWC_OK, stated_acceleration = 0;
    for (size_t i = 0; i < r->nlater && rc == SWC_OK; i++) {
        rd_set_line(r, r->later[i]);
        /* In a team event 240 names teams (read with the team rounds), 250
         * too (rd_team_250()); 260 names teams: a 260 for the whole event
         * forbids team pairs, the others are kept as they are. */
        if (r->team_mode && (code_is(r, "240") || code_is(r, "250")))
            continue;
        if (r->team_mode && code_is(r, "260")) {
            rc = team_260(r);
            continue;
        }
        if (code_is(r, "240"))
            rc = record_240(r);
        else if (code_is(r, "250"))
            rc = record_250(r), stated_acceleration = 1;
        else if (code_is(r, "260"))
            rc = record_260(r, "260");
        else if (code_is(r, "XFP"))
            rc = record_260(r, "XFP");
        else if (code_is(r, "XXA"))
            rc = record_xxa(r), stated_acceleration = 1;
        else if (code_is(r, "XXZ")) {
            rc = rd_tokens(r, 3, xxz_token);
        } else { /* XXP */
            r->nlist = 0;
            rc = rd_tokens(r, 3, xxp_token);
            if (rc == SWC_OK)
                rc = forbid_all(r, r->list, r->nlist, 1, SWC_ROUND_OPEN);
        }
    }
    if (rc == SWC_OK && stated_acceleration)
        rc = freeze_acceleration(r);
    return rc;
}

/* Rounds a 240 or XXZ record asks for beyond the columns, so a file without
 * XXR still plans them. */
uint32_t rd_rounds_named_later(rd *r, uint32_t nreal)
{
    uint32_t most = 0;
    for (size_t i = 0; i < r->nlater; i++) {
        rd_line l = r->later[i];
        if (l.n >= 3 && memcmp(l.s, "XXZ", 3) == 0 && most < nreal + 1)
            most = nreal + 1;
        if (l.n >= 9 && memcmp(l.s, "240", 3) == 0) {
            uint32_t v = 0;
            size_t bad;
            rd_set_line(r, l);
            fld f = field(r, 6, 9);
            if (rd_parse_uint(f.p, f.n, &v, &bad) > 0 && v <= SWC_MAX_ROUNDS && v > most)
                most = v;
        }
    }
    return most;
}
