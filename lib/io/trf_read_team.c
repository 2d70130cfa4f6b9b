/* TRF reader: the team records of TRF-2026 (310 and the older 013, 300,
 * 320, 330, 352, 362, and 240 naming teams). Teams are defined before the
 * rounds are built; each round's matches come from the board games, the
 * line-ups of 300 and the matches of 330, and are checked against them. */
#include <stdlib.h>
#include <string.h>

#include "trf_read.h"

int rd_push_team(rd *r)
{
    if (swc_mem_reserve(r->mem, (void **)&r->team, &r->teamcap, r->nteam + 1, sizeof *r->team))
        return rd_nomem(r);
    r->team[r->nteam++] = r->cur;
    if (!code_is(r, "013")) {
        r->team_mode = 1;
        return SWC_OK;
    }
    /* 013 also appears in individual events (a league's teams): kept as it
     * is unless the file turns out to be a team event. */
    r->n013++;
    if (swc_mem_reserve(r->mem, (void **)&r->extra013, &r->extra013cap, r->nextra013 + 1, sizeof *r->extra013))
        return rd_nomem(r);
    r->extra013[r->nextra013++] = r->t->nextra;
    return rd_keep_line(r);
}

/* An unsigned number in [c0,c1); blank gives 0 with *blank set. */
static int num_field(rd *r, uint32_t c0, uint32_t c1, uint32_t *out, const char *what)
{
    fld f = field(r, c0, c1);
    size_t bad = 0;
    *out = 0;
    if (!f.n)
        return SWC_OK;
    if (rd_parse_uint(f.p, f.n, out, &bad) <= 0)
        return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "%s was expected in columns %lu-%lu", what,
                         (unsigned long)c0 + 1, (unsigned long)c1);
    return SWC_OK;
}

static int tenths_field(rd *r, uint32_t c0, uint32_t c1, int32_t *out, const char *what)
{
    fld f = field(r, c0, c1);
    size_t bad = 0;
    *out = -1;
    if (!f.n)
        return SWC_OK;
    if (rd_parse_tenths(f.p, f.n, out, &bad) < 0)
        return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "%s such as 2.0 was expected in columns %lu-%lu", what,
                         (unsigned long)c0 + 1, (unsigned long)c1);
    return SWC_OK;
}

/* The text of field [c0,c1) as a C string in buf. */
static void text_field(rd *r, uint32_t c0, uint32_t c1, char *buf, size_t cap)
{
    fld f = field(r, c0, c1);
    size_t n = f.n < cap - 1 ? f.n : cap - 1;
    memcpy(buf, f.p, n);
    buf[n] = 0;
}

/* Player indices of an id list starting at column c0, 5 apart (0000 = none). */
static int id_list(rd *r, uint32_t c0, uint32_t *idx, size_t cap, size_t *n, int allow_empty)
{
    *n = 0;
    for (uint32_t c = c0; c < r->nchars; c += 5) {
        if (*n >= cap)
            return rd_fail_c(r, SWC_ELIMIT, c, "more than %zu players in one record", cap);
        uint32_t id = 0;
        int rc = num_field(r, c, c + 4, &id, "a player's starting rank");
        if (rc)
            return rc;
        fld f = field(r, c, c + 4);
        if (!f.n && !allow_empty)
            continue;
        if (id == 0) {
            if (!allow_empty)
                return rd_fail_c(r, SWC_EPARSE, c, "a player's starting rank was expected");
            idx[(*n)++] = 0;
            continue;
        }
        rd_player *P = rd_id_field(r, c, c + 4, &rc);
        if (!P)
            return rc;
        idx[(*n)++] = P->p->index + 1;
    }
    return SWC_OK;
}

/* ---- definitions ------------------------------------------------------------ */

static int record_362(rd *r)
{
    static const char *const sym[3] = { "TW", "TD", "TL" };
    static const int key[3] = { SWC_TEAM_MP_WIN, SWC_TEAM_MP_DRAW, SWC_TEAM_MP_LOSS };
    for (uint32_t c = 4; c < r->nchars;) {
        while (c < r->nchars && ch(r, c) == ' ')
            c++;
        if (c >= r->nchars)
            break;
        int k = -1;
        for (int i = 0; i < 3; i++)
            if (ch(r, c) == sym[i][0] && ch(r, c + 1) == sym[i][1])
                k = i;
        if (k < 0)
            return rd_fail_c(r, SWC_EPARSE, c, "record 362 gives TW, TD and TL, each with its match points");
        uint32_t e = c + 2;
        while (e < r->nchars && ch(r, e) == ' ')
            e++;
        uint32_t v0 = e;
        while (e < r->nchars && ch(r, e) != ' ')
            e++;
        int32_t v = -1;
        int rc = tenths_field(r, v0, e, &v, "match points");
        if (rc)
            return rc;
        if (v < 0)
            return rd_fail_c(r, SWC_EPARSE, v0, "record 362: %s has no value", sym[k]);
        if ((rc = swc_team_model_set_int(r->t, key[k], v)))
            return rd_model_fail(r, rc, v0, "record 362");
        c = e;
    }
    return SWC_OK;
}

static int record_352(rd *r)
{
    fld f = field(r, 4, r->nchars);
    char seq[SWC_MAX_BOARDS + 1];
    if (f.n == 0 || f.n > SWC_MAX_BOARDS)
        return rd_fail_c(r, SWC_ELIMIT, 4, "record 352 gives the colour of 1 to %d boards", SWC_MAX_BOARDS);
    for (size_t i = 0; i < f.n; i++) {
        char c = f.p[i];
        if (c != 'W' && c != 'B' && c != 'w' && c != 'b')
            return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)i, "record 352 is a sequence of W and B, one per board");
        seq[i] = (char)(c == 'w' ? 'W' : c == 'b' ? 'B' : c);
    }
    seq[f.n] = 0;
    int rc = swc_team_model_set_int(r->t, SWC_TEAM_BOARDS, (int32_t)f.n);
    if (!rc)
        rc = swc_team_model_set_colours(r->t, seq);
    return rc ? rd_model_fail(r, rc, 4, "record 352") : SWC_OK;
}

/* 310: TPN 5-7, name 9-40, short name 42-46, strength 48-53, members from 74.
 * 013: name 5-36, members from 37, numbered in file order. */
static int define_team(rd *r, uint32_t number, int is310)
{
    char name[SWC_NAME_MAX + 1], nick[16], strength_s[8];
    uint32_t idx[SWC_MAX_TEAM_MEMBERS];
    size_t n = 0;
    text_field(r, is310 ? 8 : 4, is310 ? 40 : 36, name, sizeof name);
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = name;
    if (is310) {
        text_field(r, 41, 46, nick, sizeof nick);
        ti.short_name = nick;
        uint32_t st = 0;
        int rc = num_field(r, 47, 53, &st, "the team's strength");
        if (rc)
            return rc;
        (void)strength_s;
        ti.strength = (int32_t)st;
    }
    if (!name[0])
        return rd_fail_c(r, SWC_EPARSE, is310 ? 8 : 4, "team %lu has no name", (unsigned long)number);
    int rc = id_list(r, is310 ? 73 : 36, idx, SWC_MAX_TEAM_MEMBERS, &n, 0);
    if (rc)
        return rc;
    for (size_t i = 0; i < n; i++)
        idx[i]--; /* id_list gives index + 1 */
    uint32_t got = 0;
    if ((rc = swc_team_model_add(r->t, &ti, &got)))
        return rd_model_fail(r, rc, is310 ? 8 : 4, "team");
    if (got != number)
        return rd_fail_c(r, SWC_EINCONSISTENT, 4, "team %lu comes where team %lu was expected (numbered 1, 2, 3 …)",
                         (unsigned long)number, (unsigned long)got);
    rc = swc_team_model_set_members(r->t, number, idx, n);
    return rc ? rd_model_fail(r, rc, is310 ? 73 : 36, "team members") : SWC_OK;
}

/* A 300 line-up may name a player whom no team record lists (exports that
 * list as many members as boards): he joins that team as a reserve. */
static int adopt_reserves(rd *r)
{
    swc_tournament *t = r->t;
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if (!code_is(r, "300"))
            continue;
        uint32_t team = 0;
        int rc = num_field(r, 8, 11, &team, "a team's pairing number");
        if (rc)
            return rc;
        const swc_team *tm = swc_team_model_get_team(t, team);
        if (!tm)
            return rd_fail_c(r, SWC_EINCONSISTENT, 8, "team %lu is not in this file", (unsigned long)team);
        for (uint32_t c = 16; c < r->nchars; c += 5) {
            uint32_t id = 0;
            if ((rc = num_field(r, c, c + 4, &id, "a player's starting rank")))
                return rc;
            if (!id)
                continue;
            rd_player *P = rd_id_field(r, c, c + 4, &rc);
            if (!P)
                return rc;
            if (swc_team_model_team_of(t, P->p->index))
                continue;
            uint32_t idx[SWC_MAX_TEAM_MEMBERS];
            if (tm->nmembers >= SWC_MAX_TEAM_MEMBERS)
                return rd_fail_c(r, SWC_ELIMIT, c, "team %lu has more than %d members", (unsigned long)team,
                                 SWC_MAX_TEAM_MEMBERS);
            memcpy(idx, tm->members, tm->nmembers * sizeof *idx);
            idx[tm->nmembers] = P->p->index;
            if ((rc = swc_team_model_set_members(t, team, idx, tm->nmembers + 1)))
                return rd_model_fail(r, rc, c, "team members");
            if ((rc = rd_warn_c(r, c, "player %lu plays for team %lu but is not in its team record: added as a reserve",
                                (unsigned long)P->id, (unsigned long)team)))
                return rc;
        }
    }
    return SWC_OK;
}

/* XTE / XTW (library records): team in 5-7, round in 9-11: the first
 * round it takes part in, or the first it misses after withdrawing. XTF:
 * the team's federation or club from column 9; XTC: its captain (9-12). */
static int record_xte(rd *r)
{
    uint32_t team = 0, round = 0;
    int rc = num_field(r, 4, 7, &team, "a team's pairing number");
    if (rc)
        return rc;
    swc_team *tm = (swc_team *)swc_team_model_get_team(r->t, team);
    if (!tm)
        return rd_fail_c(r, SWC_EINCONSISTENT, 4, "team %lu is not in this file", (unsigned long)team);
    if (code_is(r, "XTF") || code_is(r, "XTC")) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        char fed[80];
        ti.name = tm->name;
        ti.short_name = tm->short_name;
        ti.federation = tm->federation;
        ti.strength = tm->strength;
        ti.captain = tm->captain ? r->t->players[tm->captain - 1]->id : 0;
        if (code_is(r, "XTF")) {
            text_field(r, 8, r->nchars, fed, sizeof fed);
            ti.federation = fed;
        } else {
            rd_player *P = rd_id_field(r, 8, 12, &rc);
            if (!P)
                return rc;
            ti.captain = P->p->id;
        }
        rc = swc_team_model_update(r->t, team, &ti);
        return rc ? rd_model_fail(r, rc, 8, "team") : SWC_OK;
    }
    if ((rc = num_field(r, 8, 11, &round, "a round number")))
        return rc;
    if (round < 1 || round > SWC_MAX_ROUNDS)
        return rd_fail_c(r, SWC_ERANGE, 8, "round %lu is out of range", (unsigned long)round);
    if (code_is(r, "XTE"))
        tm->entry_round = round;
    else
        tm->withdrawn_from = round;
    return SWC_OK;
}

int rd_team_define(rd *r)
{
    if (!r->team_mode)
        return SWC_OK;
    int rc = swc_team_model_ensure(r->t);
    if (rc)
        return rd_nomem(r);
    /* Teams in TPN order: 310 by its number, else 013 in file order. */
    size_t n310 = 0;
    for (size_t i = 0; i < r->nteam; i++)
        n310 += r->team[i].n >= 3 && memcmp(r->team[i].s, "310", 3) == 0;
    for (uint32_t want = 1; n310 && want <= n310; want++) {
        size_t i;
        for (i = 0; i < r->nteam; i++) {
            rd_set_line(r, r->team[i]);
            uint32_t num = 0;
            if (!code_is(r, "310"))
                continue;
            if ((rc = num_field(r, 4, 7, &num, "the team's pairing number")))
                return rc;
            if (num == want)
                break;
        }
        if (i == r->nteam)
            return rd_fail_at(r, SWC_EINCONSISTENT, r->team[0].no, 5, "no 310 record for team %lu (of %zu)",
                              (unsigned long)want, n310);
        if ((rc = define_team(r, want, 1)))
            return rc;
    }
    uint32_t k013 = 0;
    for (size_t i = 0; i < r->nteam && !n310; i++) {
        rd_set_line(r, r->team[i]);
        if (code_is(r, "013") && (rc = define_team(r, ++k013, 0)))
            return rc;
    }
    /* Settings alone (352, 362) are a team event whose teams are not
     * entered yet; line-ups or team results without teams are an error. */
    int team_rounds = 0;
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        team_rounds |= code_is(r, "300") || code_is(r, "320") || code_is(r, "330");
    }
    if (!r->t->teams->nteams && team_rounds)
        return rd_fail_at(r, SWC_EINCONSISTENT, r->nteam ? r->team[0].no : r->line_192, 1,
                          "the file has team records but defines no team (records 310 or 013)");
    /* 013 lines that defined the teams are written back as 310. */
    for (size_t k = r->nextra013; k-- > 0 && !n310;) {
        swc_tournament *t = r->t;
        size_t at = r->extra013[k];
        swc_mem_strfree(&t->mem, t->extra_lines[at]);
        memmove(t->extra_lines + at, t->extra_lines + at + 1, (t->nextra - at - 1) * sizeof *t->extra_lines);
        t->nextra--;
    }
    r->nextra013 = 0;
    if ((rc = adopt_reserves(r)))
        return rc;
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if ((code_is(r, "XTE") || code_is(r, "XTW") || code_is(r, "XTF") || code_is(r, "XTC")) && (rc = record_xte(r)))
            return rc;
    }
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if (code_is(r, "352") && (rc = record_352(r)))
            return rc;
        if (code_is(r, "362") && (rc = record_362(r)))
            return rc;
    }
    return SWC_OK;
}

/* ---- rounds ------------------------------------------------------------------- */

typedef struct tr_state {
    uint32_t k;
    size_t nt, nb;
    swc_tentry *e;
    size_t n;
    uint32_t *lineups;       /* 2 * nt line-ups of nb boards */
    uint32_t *line;          /* per entry: the line to blame */
    uint8_t *placed;         /* per team */
    const rd_line **l300;    /* per team: its 300 line of round k */
} tr_state;

/* Lineup 300 of team `team` in this round (nb entries) or 0 when none;
 * *opp gets its opponent. */
static int lineup_300(rd *r, tr_state *s, uint32_t team, uint32_t *dst, uint32_t *opp, int *have)
{
    *have = 0;
    const rd_line *l = s->l300[team - 1];
    if (!l)
        return SWC_OK;
    rd_set_line(r, *l);
    uint32_t idx[SWC_TRF_MAX_LINE / 5 + 1];
    size_t n = 0;
    int rc = num_field(r, 12, 15, opp, "the opposing team");
    if (rc || (rc = id_list(r, 16, idx, sizeof idx / sizeof idx[0], &n, 1)))
        return rc;
    if (n > s->nb)
        return rd_fail_c(r, SWC_EINCONSISTENT, 16 + 5 * (uint32_t)s->nb,
                         "record 300 lists %zu boards, but the event has %zu (record 352)", n, s->nb);
    memset(dst, 0, s->nb * sizeof *dst);
    memcpy(dst, idx, n * sizeof *idx);
    *have = 1;
    return SWC_OK;
}

/* Members of a team who took part in round k: a game, or a forfeit against an empty board. */
static int took_part(const swc_rec *rec)
{
    return rec->opp || rec->kind == SWC_RK_FORFEIT_WIN || rec->kind == SWC_RK_FULL_BYE;
}

static int add_entry(tr_state *s, uint32_t white, uint32_t black, int kind, const uint32_t *lw, const uint32_t *lb,
                     uint32_t line)
{
    swc_tentry *e = &s->e[s->n];
    e->white = white;
    e->black = black;
    e->kind = kind;
    e->lineup[0] = lw;
    e->lineup[1] = lb;
    s->line[s->n++] = line;
    s->placed[white - 1] = 1;
    if (black)
        s->placed[black - 1] = 1;
    return SWC_OK;
}

/* The match of team a (lower number) with team b: line-ups from 300 or the
 * games, the first-named team from the colours and 352. */
static int add_match(rd *r, tr_state *s, uint32_t a, uint32_t b, int kind, int named_order, uint32_t line)
{
    swc_tournament *t = r->t;
    size_t nb = s->nb;
    uint32_t *la = s->lineups + 2 * s->n * nb, *lb = la + nb;
    uint32_t opp = 0;
    int have_a = 0, have_b = 0, rc;
    if ((rc = lineup_300(r, s, a, la, &opp, &have_a)) || (rc = lineup_300(r, s, b, lb, &opp, &have_b)))
        return rc;
    const swc_team *ta = swc_team_model_get_team(t, a), *tb = swc_team_model_get_team(t, b);
    uint32_t k = s->k;
    if (!have_a) {
        size_t n = 0;
        memset(la, 0, nb * sizeof *la);
        for (size_t i = 0; i < ta->nmembers; i++)
            if (took_part(&t->players[ta->members[i]]->rec[k - 1])) {
                if (n == nb)
                    return rd_fail_at(r, SWC_EINCONSISTENT, line, 1,
                                      "round %lu: team %lu has more players with a game than the %zu boards",
                                      (unsigned long)k, (unsigned long)a, nb);
                la[n++] = ta->members[i] + 1;
            }
    }
    if (!have_b) {
        memset(lb, 0, nb * sizeof *lb);
        for (size_t i = 0; i < nb; i++) {
            uint32_t p = la[i];
            uint32_t o = p ? t->players[p - 1]->rec[k - 1].opp : 0;
            if (o && swc_team_model_team_of(t, o - 1) == b)
                lb[i] = o;
        }
        for (size_t i = 0; i < tb->nmembers; i++) {
            uint32_t p = tb->members[i];
            const swc_rec *rec = &t->players[p]->rec[k - 1];
            if (!took_part(rec) || rec->opp)
                continue;
            size_t j = 0;
            while (j < nb && (lb[j] || (la[j] && t->players[la[j] - 1]->rec[k - 1].opp)))
                j++;
            if (j == nb)
                return rd_fail_at(r, SWC_EINCONSISTENT, line, 1,
                                  "round %lu: team %lu has more players with a game than the %zu boards",
                                  (unsigned long)k, (unsigned long)b, nb);
            lb[j] = p + 1;
        }
    }
    int a_first = 1, decided = 0;
    if (!named_order) {
        for (size_t i = 0; i < nb && !decided; i++) {
            const swc_rec *rec = la[i] ? &t->players[la[i] - 1]->rec[k - 1] : NULL;
            if (rec && rec->opp && rec->colour != SWC_COLOUR_NONE) {
                a_first = rec->colour == swc_team_colour_of_board(t, (uint32_t)i);
                decided = 1;
            }
        }
        /* No game tells the colours: the first 300 line names the first team. */
        if (!decided && have_a && have_b)
            a_first = s->l300[a - 1]->no < s->l300[b - 1]->no;
    }
    int none = kind != SWC_TEAM_MATCH_PLAYED && !have_a && !have_b;
    for (size_t i = 0; i < nb && none; i++)
        none = !la[i] && !lb[i];
    if (none)
        la = lb = NULL;
    return a_first ? add_entry(s, a, b, kind, la, lb, line) : add_entry(s, b, a, kind, lb, la, line);
}

/* Team number in [c0,c1) of the current line. */
/* A number of digits and blanks in columns [c0,c1): 1 and *out, else 0. */
static int num_field_quiet(const rd *r, uint32_t c0, uint32_t c1, uint32_t *out)
{
    uint32_t v = 0;
    int any = 0;
    for (uint32_t c = c0; c < c1; c++) {
        char d = ch(r, c);
        if (d >= '0' && d <= '9')
            v = v * 10 + (uint32_t)(d - '0'), any = 1;
        else if (d != ' ')
            return 0;
    }
    *out = v;
    return any;
}

static int team_field(rd *r, tr_state *s, uint32_t c0, uint32_t c1, uint32_t *out)
{
    int rc = num_field(r, c0, c1, out, "a team's pairing number");
    if (rc)
        return rc;
    if (*out < 1 || *out > s->nt)
        return rd_fail_c(r, SWC_EINCONSISTENT, c0, "team %lu is not in this file", (unsigned long)*out);
    return SWC_OK;
}

static int round_of(rd *r, uint32_t c0, uint32_t c1, uint32_t nreal, uint32_t *k)
{
    int rc = num_field(r, c0, c1, k, "a round number");
    if (rc)
        return rc;
    if (*k < 1 || *k > nreal)
        return rd_fail_c(r, SWC_EINCONSISTENT, c0, "round %lu was not played (the file has %lu rounds)",
                         (unsigned long)*k, (unsigned long)nreal);
    return SWC_OK;
}

static int pab_of(const tr_state *s, uint32_t team)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->e[i].white == team && !s->e[i].black && s->e[i].kind == SWC_RK_PAB)
            return 1;
    return 0;
}

/* Entry i of the round moves to position j < i, the others after it. */
static void move_entry(tr_state *s, size_t i, size_t j)
{
    swc_tentry e = s->e[i];
    uint32_t line = s->line[i];
    memmove(s->e + j + 1, s->e + j, (i - j) * sizeof *s->e);
    memmove(s->line + j + 1, s->line + j, (i - j) * sizeof *s->line);
    s->e[j] = e;
    s->line[j] = line;
}

/* The order of the round's entries: XTO when the file has one (the
 * first-named team of each entry, in order, from column 9 in steps of 5),
 * else swc_team_entry_key(). */
static int order_entries(rd *r, tr_state *s)
{
    for (size_t i = 1; i < s->n; i++) {
        size_t j = i;
        uint64_t key = swc_team_entry_key(s->e[i].white, s->e[i].black);
        while (j > 0 && swc_team_entry_key(s->e[j - 1].white, s->e[j - 1].black) > key)
            j--;
        if (j < i)
            move_entry(s, i, j);
    }
    const rd_line *xto = NULL;
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        uint32_t rk = 0;
        if (!code_is(r, "XTO"))
            continue;
        int rc = num_field(r, 4, 7, &rk, "a round number");
        if (rc)
            return rc;
        if (rk != s->k)
            continue;
        if (xto)
            return rd_fail_c(r, SWC_EINCONSISTENT, 4, "a second XTO record of round %lu (the first is on line %lu)",
                             (unsigned long)s->k, (unsigned long)xto->no);
        xto = &r->team[i];
    }
    if (!xto)
        return SWC_OK;
    rd_set_line(r, *xto);
    size_t at = 0;
    for (uint32_t c = 8; c < r->nchars; c += 5, at++) {
        uint32_t team = 0;
        int rc = team_field(r, s, c, c + 4, &team);
        if (rc)
            return rc;
        size_t i = at;
        while (i < s->n && s->e[i].white != team)
            i++;
        if (at >= s->n)
            return rd_fail_c(r, SWC_EINCONSISTENT, c, "XTO: round %lu has %lu entries; team %lu is one entry too many",
                             (unsigned long)s->k, (unsigned long)s->n, (unsigned long)team);
        if (i == s->n)
            return rd_fail_c(r, SWC_EINCONSISTENT, c,
                             "XTO: team %lu is listed twice or is not named first in an entry of round %lu",
                             (unsigned long)team, (unsigned long)s->k);
        if (i > at)
            move_entry(s, i, at);
    }
    if (at != s->n)
        return rd_fail_c(r, SWC_EINCONSISTENT, r->nchars ? r->nchars - 1 : 0,
                         "XTO: round %lu has %lu entries, the record lists %lu", (unsigned long)s->k,
                         (unsigned long)s->n, (unsigned long)at);
    return SWC_OK;
}

static int one_round(rd *r, tr_state *s, uint32_t nreal)
{
    swc_tournament *t = r->t;
    uint32_t k = s->k;
    int rc = SWC_OK;
    s->n = 0;
    memset(s->placed, 0, s->nt);
    memset(s->l300, 0, s->nt * sizeof *s->l300);
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        uint32_t rk = 0, team = 0;
        if (!code_is(r, "300"))
            continue;
        if ((rc = round_of(r, 4, 7, nreal, &rk)) || (rc = team_field(r, s, 8, 11, &team)))
            return rc;
        if (rk != k)
            continue;
        if (s->l300[team - 1])
            return rd_fail_c(r, SWC_EINCONSISTENT, 8, "a second 300 record of team %lu in round %lu (the first is on line %lu)",
                             (unsigned long)team, (unsigned long)k, (unsigned long)s->l300[team - 1]->no);
        s->l300[team - 1] = &r->team[i];
    }
    /* Forfeited matches (330), then byes (320, 240), then the games. */
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if (!code_is(r, "330"))
            continue;
        uint32_t rk = 0, w = 0, b = 0;
        if ((rc = round_of(r, 7, 10, nreal, &rk)))
            return rc;
        if (rk != k)
            continue;
        char c1 = ch(r, 4), c2 = ch(r, 5);
        int kind = c1 == '+' && c2 == '-' ? SWC_TEAM_MATCH_FORFEIT_WHITE :
                   c1 == '-' && c2 == '+' ? SWC_TEAM_MATCH_FORFEIT_BLACK :
                   c1 == '-' && c2 == '-' ? SWC_TEAM_MATCH_FORFEIT_BOTH : -1;
        if (kind < 0)
            return rd_fail_c(r, SWC_EPARSE, 4, "record 330 starts with +-, -+ or --");
        if ((rc = team_field(r, s, 11, 14, &w)) || (rc = team_field(r, s, 15, 18, &b)))
            return rc;
        if (w == b || s->placed[w - 1] || s->placed[b - 1])
            return rd_fail_c(r, SWC_EINCONSISTENT, 11, "round %lu: team %lu or %lu is in two matches", (unsigned long)k,
                             (unsigned long)w, (unsigned long)b);
        uint32_t line = r->cur.no;
        if ((rc = add_match(r, s, w, b, kind, 1, line)))
            return rc;
    }
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if (!code_is(r, "320"))
            continue;
        uint32_t c = 14 + 4 * (k - 1), team = 0;
        if (!field(r, c, c + 3).n)
            continue;
        if ((rc = team_field(r, s, c, c + 3, &team)))
            return rc;
        if (s->placed[team - 1])
            return rd_fail_c(r, SWC_EINCONSISTENT, c, "round %lu: team %lu has the PAB and a match", (unsigned long)k,
                             (unsigned long)team);
        add_entry(s, team, 0, SWC_RK_PAB, NULL, NULL, r->cur.no);
    }
    for (size_t i = 0; i < r->nlater; i++) {
        rd_set_line(r, r->later[i]);
        if (!code_is(r, "240"))
            continue;
        int kind = rd_kind_of_letter(ch(r, 4));
        uint32_t rk = 0;
        if (!kind)
            return rd_fail_c(r, SWC_EPARSE, 4, "record 240 starts \"240 H 003\": a bye type (F, H or Z) in column 5");
        if ((rc = num_field(r, 6, 9, &rk, "a round number")))
            return rc;
        if (rk != k)
            continue;
        for (uint32_t c = 10; c < r->nchars; c += 5) {
            uint32_t team = 0;
            if ((rc = team_field(r, s, c, c + 4, &team)))
                return rc;
            if (s->placed[team - 1] && pab_of(s, team)) {
                /* FIDE's own team sample has such a pair: the PAB stands. */
                if ((rc = rd_warn_c(r, c, "round %lu: team %lu has the PAB (record 320) and this bye; the PAB is kept",
                                    (unsigned long)k, (unsigned long)team)))
                    return rc;
                continue;
            }
            if (s->placed[team - 1])
                return rd_fail_c(r, SWC_EINCONSISTENT, c, "round %lu: team %lu has a bye and another entry",
                                 (unsigned long)k, (unsigned long)team);
            add_entry(s, team, 0, kind, NULL, NULL, r->cur.no);
        }
    }
    for (uint32_t a = 1; a <= s->nt; a++) {
        if (s->placed[a - 1])
            continue;
        const swc_team *ta = swc_team_model_get_team(t, a);
        uint32_t b = 0, line = 0;
        for (size_t i = 0; i < ta->nmembers && !b; i++) {
            const swc_rec *rec = &t->players[ta->members[i]]->rec[k - 1];
            if (rec->opp) {
                b = swc_team_model_team_of(t, rec->opp - 1);
                line = r->pl[r->by_id[t->players[ta->members[i]]->id] - 1].line.no;
                if (!b || b == a)
                    return rd_fail_at(r, SWC_EINCONSISTENT, line, 1,
                                      "round %lu: player %lu of team %lu plays player %lu, %s", (unsigned long)k,
                                      (unsigned long)t->players[ta->members[i]]->id, (unsigned long)a,
                                      (unsigned long)t->players[rec->opp - 1]->id,
                                      b ? "of the same team" : "who is in no team");
            }
        }
        if (!b && s->l300[a - 1]) {
            uint32_t opp = 0;
            rd_set_line(r, *s->l300[a - 1]);
            if ((rc = team_field(r, s, 12, 15, &opp)))
                return rc;
            b = opp;
            line = r->cur.no;
        }
        if (!b)
            continue;
        if (s->placed[b - 1])
            return rd_fail_at(r, SWC_EINCONSISTENT, line, 1, "round %lu: team %lu meets teams %lu and another",
                              (unsigned long)k, (unsigned long)b, (unsigned long)a);
        /* A 300 line-up is what a failing match is most likely about. */
        if (s->l300[a - 1] || s->l300[b - 1])
            line = (s->l300[a - 1] ? s->l300[a - 1] : s->l300[b - 1])->no;
        if ((rc = add_match(r, s, a, b, SWC_TEAM_MATCH_PLAYED, 0, line)))
            return rc;
    }
    if ((rc = order_entries(r, s)))
        return rc;
    size_t bad = 0;
    rc = swc_team_model_attach_round(t, k, s->e, s->n, &bad);
    if (rc == SWC_ENOMEM)
        return rd_nomem(r);
    if (rc)
        return rd_fail_at(r, rc == SWC_EINCONSISTENT ? SWC_EINCONSISTENT : SWC_EPARSE, s->n ? s->line[bad] : 0, 1, "%s",
                          swc_tournament_errmsg(t));
    return SWC_OK;
}

/* XTL RRR TTT PPPP PPPP ...: the line-up team TTT handed in for round RRR,
 * the one after the file's, players by starting rank from column 13. */
static int record_xtl(rd *r, uint32_t nreal)
{
    uint32_t round = 0, team = 0, idx[SWC_TRF_MAX_LINE / 5 + 1];
    size_t n = 0;
    int rc = num_field(r, 4, 7, &round, "a round number");
    if (rc || (rc = num_field(r, 8, 11, &team, "a team's pairing number")))
        return rc;
    if (round != nreal + 1)
        return rd_fail_c(r, SWC_EINCONSISTENT, 4, "a line-up is handed in for the next round (%lu), not round %lu",
                         (unsigned long)nreal + 1, (unsigned long)round);
    if (!swc_team_model_get_team(r->t, team))
        return rd_fail_c(r, SWC_EINCONSISTENT, 8, "team %lu is not in this file", (unsigned long)team);
    if (swc_team_model_ahead(r->t, team))
        return rd_fail_c(r, SWC_EINCONSISTENT, 8, "team %lu hands in a second line-up for round %lu",
                         (unsigned long)team, (unsigned long)round);
    if ((rc = id_list(r, 12, idx, sizeof idx / sizeof idx[0], &n, 1)))
        return rc;
    size_t nb = (size_t)r->t->teams->boards;
    if (n > nb)
        return rd_fail_c(r, SWC_EINVAL, 12 + 5 * (uint32_t)nb, "a line-up of %zu boards; the matches have %zu", n, nb);
    if ((rc = swc_team_model_set_ahead(r->t, team, idx, n)))
        return rc == SWC_ENOMEM ? rd_nomem(r) : rd_model_fail(r, rc, 12, "record XTL");
    return SWC_OK;
}

int rd_team_rounds(rd *r, uint32_t nreal)
{
    swc_tournament *t = r->t;
    if (!r->team_mode || !t->teams)
        return SWC_OK;
    size_t nt = t->teams->nteams;
    if (t->teams->boards <= 0) {
        /* No 352: as many boards as the most players a team fielded. */
        size_t most = 1;
        for (uint32_t k = 1; k <= nreal; k++)
            for (size_t a = 0; a < nt; a++) {
                const swc_team *tm = t->teams->team[a];
                size_t n = 0;
                for (size_t i = 0; i < tm->nmembers; i++)
                    n += (size_t)took_part(&t->players[tm->members[i]]->rec[k - 1]);
                if (n > most)
                    most = n;
            }
        if (most > SWC_MAX_BOARDS)
            return rd_fail_at(r, SWC_ELIMIT, r->nteam ? r->team[0].no : 0, 1, "a team fielded more than %d players",
                              SWC_MAX_BOARDS);
        int rc = swc_team_model_set_int(t, SWC_TEAM_BOARDS, (int32_t)most);
        if (rc)
            return rd_nomem(r);
    }
    for (size_t i = 0; i < r->nteam; i++) {
        rd_set_line(r, r->team[i]);
        if (!code_is(r, "320"))
            continue;
        int32_t mp = -1, gp = -1;
        int rc = tenths_field(r, 4, 8, &mp, "match points");
        if (!rc)
            rc = tenths_field(r, 9, 13, &gp, "game points");
        if (!rc && mp >= 0)
            rc = swc_team_model_set_int(t, SWC_TEAM_PAB_MP, mp);
        if (!rc && gp >= 0)
            rc = swc_team_model_set_int(t, SWC_TEAM_PAB_GP, gp);
        if (rc)
            return rc < 0 && rc != SWC_ENOMEM ? rd_model_fail(r, rc, 4, "record 320") : rd_nomem(r);
    }
    /* A team bye asked for a round not played yet is a request of the
     * model (swc_team_request_bye()); a record naming a team that is not in
     * the file is kept as it is, so that it is written back. */
    for (size_t i = 0; i < r->nlater; i++) {
        rd_set_line(r, r->later[i]);
        uint32_t rk = 0;
        if (!code_is(r, "240"))
            continue;
        int rc = num_field(r, 6, 9, &rk, "a round number");
        if (rc)
            return rc;
        if (rk == 0)
            return rd_fail_c(r, SWC_EPARSE, 6, "record 240 gives its round in columns 7-9, from 1");
        if (rk <= nreal)
            continue;
        int kind = rd_kind_of_letter(ch(r, 4));
        int teams_ok = kind == SWC_RK_FULL_BYE || kind == SWC_RK_HALF_BYE || kind == SWC_RK_ZERO_BYE;
        for (uint32_t c = 10; teams_ok && c < r->nchars; c += 5) {
            uint32_t team = 0;
            teams_ok = num_field_quiet(r, c, c + 4, &team) && team >= 1 && team <= nt;
        }
        for (uint32_t c = 10; teams_ok && c < r->nchars; c += 5) {
            uint32_t team = 0;
            num_field_quiet(r, c, c + 4, &team);
            if ((rc = swc_team_model_request_bye(t, team, rk, kind)))
                return rc == SWC_ENOMEM ? rd_nomem(r) : rd_model_fail(r, rc, c, "record 240");
        }
        if (!teams_ok && swc_model_add_extra_line(t, r->cur.s, r->cur.n))
            return rd_nomem(r);
    }
    size_t nb = (size_t)t->teams->boards;
    tr_state s;
    memset(&s, 0, sizeof s);
    s.nt = nt;
    s.nb = nb;
    s.e = swc_mem_calloc(r->mem, nt + 1, sizeof *s.e);
    s.lineups = swc_mem_calloc(r->mem, 2 * (nt + 1) * nb, sizeof *s.lineups);
    s.line = swc_mem_calloc(r->mem, nt + 1, sizeof *s.line);
    s.placed = swc_mem_calloc(r->mem, nt + 1, 1);
    s.l300 = swc_mem_calloc(r->mem, nt + 1, sizeof *s.l300);
    int rc = SWC_OK;
    if (!s.e || !s.lineups || !s.line || !s.placed || !s.l300)
        rc = rd_nomem(r);
    for (uint32_t k = 1; k <= nreal && rc == SWC_OK; k++) {
        s.k = k;
        rc = one_round(r, &s, nreal);
    }
    for (size_t i = 0; i < r->nteam && rc == SWC_OK; i++) {
        rd_set_line(r, r->team[i]);
        if (code_is(r, "XTL"))
            rc = record_xtl(r, nreal);
    }
    swc_mem_free(r->mem, s.e, (nt + 1) * sizeof *s.e);
    swc_mem_free(r->mem, s.lineups, 2 * (nt + 1) * nb * sizeof *s.lineups);
    swc_mem_free(r->mem, s.line, (nt + 1) * sizeof *s.line);
    swc_mem_free(r->mem, s.placed, nt + 1);
    swc_mem_free(r->mem, s.l300, (nt + 1) * sizeof *s.l300);
    return rc;
}
