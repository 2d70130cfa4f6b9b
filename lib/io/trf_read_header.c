/* TRF reader: header records (texts, rounds, colours, point values, the
 * library's own records) and the settings they make. */
#include <string.h>

#include "trf_read.h"

/* ---- header records ------------------------------------------------------ */

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

int rd_text_record(rd *r, int key)
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
            return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + i), "control character 0x%02x in the text",
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
            return rd_nomem(r);
        return SWC_OK;
    }
    if (key == SWC_TEXT_TYPE)
        r->have_092 = swc_trf_ett_code(txt, n, r->sys_092);
    int rc = swc_model_set_text(r->t, key, n ? txt : NULL);
    return rc ? rd_model_fail(r, rc, f.c, "text") : SWC_OK;
}

/* XXR / 142: one number after the code. */
int rd_rounds_record(rd *r)
{
    fld f = field(r, 3, r->nchars);
    uint32_t v = 0;
    size_t bad = 0;
    int k = rd_parse_uint(f.p, f.n, &v, &bad);
    if (k == 0)
        return rd_fail_c(r, SWC_EPARSE, 4, "the number of rounds is missing");
    if (k < 0)
        return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                         "the number of rounds must be a whole number");
    if (v == 0)
        return rd_fail_c(r, SWC_ERANGE, f.c, "the number of rounds must be at least 1");
    if (v > SWC_MAX_ROUNDS)
        return rd_fail_c(r, SWC_ELIMIT, f.c, "%lu rounds are more than the %d this library supports",
                         (unsigned long)v, SWC_MAX_ROUNDS);
    r->rounds = (int32_t)v;
    r->rounds_line = r->cur;
    return SWC_OK;
}

int rd_record_152(rd *r)
{
    char c = ch(r, 4);
    if (ch(r, 3) != ' ' || r->nchars > 5 || (c != 'W' && c != 'B' && c != 'w' && c != 'b'))
        return rd_fail_c(r, SWC_EPARSE, 4, "record 152 must be \"152 W\" or \"152 B\" (the initial colour)");
    r->colour = (c == 'W' || c == 'w') ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
    return SWC_OK;
}

int rd_xxc_token(rd *r, const char *p, size_t n, size_t at)
{
    (void)at;
    if (rd_eq_nocase(p, n, "white1"))
        r->colour = SWC_COLOUR_WHITE;
    else if (rd_eq_nocase(p, n, "black1"))
        r->colour = SWC_COLOUR_BLACK;
    else if (rd_eq_nocase(p, n, "rank"))
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
    int k = rd_parse_tenths(p, n, v, &bad);
    if (k <= 0)
        return rd_fail_c(r, SWC_EPARSE, char_of(r, at + bad), "a point value such as 1.0 or 0.5 was expected");
    if (*v > SWC_MAX_POINTS)
        return rd_fail_c(r, SWC_ERANGE, char_of(r, at), "a game is worth at most %d.%d points", SWC_MAX_POINTS / 10,
                         SWC_MAX_POINTS % 10);
    return SWC_OK;
}

int rd_xxs_token(rd *r, const char *p, size_t n, size_t at)
{
    const char *eq = memchr(p, '=', n);
    if (!eq)
        return rd_fail_c(r, SWC_EPARSE, char_of(r, at), "XXS expects CODE=VALUE pairs such as W=3 D=1");
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
    return rd_fail_c(r, SWC_EPARSE, char_of(r, at), "unknown XXS code \"%.*s\" (WW BW WD BD WL BL ZPB HPB FPB PAB FW FL W D)",
                     (int)(cn > 8 ? 8 : cn), p);
}

/* 162: code at column 6, value in 7-10, the next code 9 columns later. */
int rd_record_162(rd *r)
{
    if (ch(r, 3) != ' ' || ch(r, 4) != ' ')
        return rd_fail_c(r, SWC_EPARSE, 3, "record 162 has its first code in column 6 (\"162  W 1.0    D 0.5\")");
    uint32_t c = 5;
    for (; c < r->nchars; c += 9) {
        char code = ch(r, c);
        fld f = field(r, c + 1, c + 5);
        int32_t v;
        if (f.n == 0)
            return rd_fail_c(r, SWC_EPARSE, c + 1, "record 162: the value of code %c is missing (columns %lu-%lu)", code,
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
            return rd_fail_c(r, SWC_EPARSE, c, "record 162: unknown code '%s' (expected W, D, L, A, P or X in column %lu)",
                             rd_char_text(r, c, t), (unsigned long)c + 1);
        }
        }
        for (uint32_t k = c + 5; k < c + 9 && k < r->nchars; k++)
            if (ch(r, k) != ' ')
                return rd_fail_c(r, SWC_EPARSE, k, "record 162: the next code belongs in column %lu",
                                 (unsigned long)c + 10);
    }
    r->any_162_bb = 1;
    return SWC_OK;
}

/* BBW/BBD/BBL/BBZ/BBF/BBU: one value from column 5. */
int rd_record_bb(rd *r)
{
    fld f = field(r, 3, r->nchars);
    int32_t v;
    if (f.n == 0)
        return rd_fail_c(r, SWC_EPARSE, 4, "the point value is missing");
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

/* XDB: games per pairing, "XDB 2" for a dual-board event. */
int rd_record_xdb(rd *r)
{
    fld f = field(r, 3, r->nchars);
    uint32_t v = 0;
    size_t bad = 0;
    if (ch(r, 3) != ' ' || rd_parse_uint(f.p, f.n, &v, &bad) <= 0 || (v != 1 && v != 2))
        return rd_fail_c(r, SWC_EPARSE, 4, "record XDB gives the games per pairing: \"XDB 2\" for a dual-board event");
    r->games = (int32_t)v;
    return rd_once(r, &r->games_line, "XDB");
}

int rd_push_game2(rd *r)
{
    if (swc_mem_reserve(r->mem, (void **)&r->game2, &r->game2cap, r->ngame2 + 1, sizeof *r->game2))
        return rd_nomem(r);
    r->game2[r->ngame2++] = r->cur;
    return SWC_OK;
}

/* ---- library records (doc/trf-extensions.md) ------------------------------ */

/* XPS: the pairing system, for the systems TRF has no code for. */
int rd_record_xps(rd *r)
{
    static const char *const order[] = { "none", "buchholz", "progressive" };
    int rc;
    if ((rc = rd_once(r, &r->xps_line, "XPS")))
        return rc;
    if (ch(r, 3) != ' ')
        return rd_fail_c(r, SWC_EPARSE, 3, "XPS: column 4 must be blank (\"XPS SEQUENTIAL BUCHHOLZ\")");
    uint32_t c = 4, end;
    for (end = c; end < r->nchars && ch(r, end) != ' '; end++)
        ;
    fld f = field(r, c, end);
    if (rd_eq_nocase(f.p, f.n, "berger")) {
        if ((rc = rd_blank_from(r, end, "XPS BERGER")))
            return rc;
        r->xps[0] = SWC_SYSTEM_BERGER;
    } else if (rd_eq_nocase(f.p, f.n, "sequential")) {
        r->xps[0] = SWC_SYSTEM_SEQUENTIAL;
        r->xps[1] = SWC_SEQ_TB_BUCHHOLZ;
        if (end + 1 < r->nchars) {
            uint32_t c2 = end + 1, e2;
            for (e2 = c2; e2 < r->nchars && ch(r, e2) != ' '; e2++)
                ;
            fld g = field(r, c2, e2);
            int k = -1;
            for (int i = 0; i < 3; i++)
                if (rd_eq_nocase(g.p, g.n, order[i]))
                    k = i;
            if (k < 0 || rd_blank_from(r, e2, "XPS") != SWC_OK)
                return rd_fail_c(r, SWC_EPARSE, c2, "XPS SEQUENTIAL: the order of players level on points is NONE, "
                                                 "BUCHHOLZ or PROGRESSIVE");
            r->xps[1] = k;
        }
    } else {
        return rd_fail_c(r, SWC_EPARSE, c, "XPS names the pairing system: \"XPS SEQUENTIAL BUCHHOLZ\" or \"XPS BERGER\"");
    }
    return SWC_OK;
}

/* XNE: points of each round before a late entry. */
int rd_record_xne(rd *r)
{
    fld f = field(r, 3, r->nchars);
    size_t bad = 0;
    if (ch(r, 3) != ' ' || rd_parse_tenths(f.p, f.n, &r->xne, &bad) <= 0)
        return rd_fail_c(r, SWC_EPARSE, 4, "XNE gives the points of a round before a late entry: \"XNE  0.0\"");
    return rd_once(r, &r->xne_line, "XNE");
}

/* XRP: how many rounds exist, for a last round without any game or PAB,
 * whose column otherwise reads as the byes of the round to be paired. */
int rd_record_xrp(rd *r)
{
    fld f = field(r, 3, r->nchars);
    size_t bad = 0;
    if (ch(r, 3) != ' ' || rd_parse_uint(f.p, f.n, &r->xrp, &bad) <= 0 || r->xrp == 0 || r->xrp > SWC_MAX_ROUNDS)
        return rd_fail_c(r, SWC_EPARSE, 4, "XRP gives the number of rounds paired, 1..%d: \"XRP 3\"", SWC_MAX_ROUNDS);
    return rd_once(r, &r->xrp_line, "XRP");
}

int rd_push_shape(rd *r)
{
    if (swc_mem_reserve(r->mem, (void **)&r->shape, &r->shapecap, r->nshape + 1, sizeof *r->shape))
        return rd_nomem(r);
    r->shape[r->nshape++] = r->cur;
    return SWC_OK;
}

int rd_apply_points(rd *r)
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
        return rd_fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_WIN_B].no, 0,
                          "different values for a win with white and with black are not supported");
    if (pv[PV_LOSS_W] >= 0 && pv[PV_LOSS_B] >= 0 && pv[PV_LOSS_W] != pv[PV_LOSS_B])
        return rd_fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_LOSS_B].no, 0,
                          "different values for a loss with white and with black are not supported");
    int rc;
    int32_t win = pv[PV_WIN_W] >= 0 ? pv[PV_WIN_W] : pv[PV_WIN_B];
    if (win >= 0 && (rc = rd_set_int(r, SWC_SET_POINTS_WIN, win, NULL)))
        return rc;
    int32_t loss = pv[PV_LOSS_W] >= 0 ? pv[PV_LOSS_W] : pv[PV_LOSS_B];
    if (loss >= 0 && (rc = rd_set_int(r, SWC_SET_POINTS_LOSS, loss, NULL)))
        return rc;
    if (pv[PV_DRAW_W] >= 0 && pv[PV_DRAW_W] == pv[PV_DRAW_B]) {
        if ((rc = rd_set_int(r, SWC_SET_POINTS_DRAW, pv[PV_DRAW_W], NULL)))
            return rc;
    } else {
        if (pv[PV_DRAW_W] >= 0 && (rc = rd_set_int(r, SWC_SET_POINTS_DRAW_WHITE, pv[PV_DRAW_W], NULL)))
            return rc;
        if (pv[PV_DRAW_B] >= 0 && (rc = rd_set_int(r, SWC_SET_POINTS_DRAW_BLACK, pv[PV_DRAW_B], NULL)))
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
        if (v != cur && (rc = rd_set_int(r, derived[i].key, v, NULL)))
            return rc;
    }
    if (r->xne_line && (rc = rd_set_int(r, SWC_SET_POINTS_NOT_ENTERED, r->xne, NULL)))
        return rc;
    if (pv[PV_X] >= 0 && pv[PV_X] != r->t->set.draw_white)
        return rd_fail_at(r, SWC_EUNSUPPORTED, r->pv_line[PV_X].no, 0,
                          "record 162: a value for unknown results (X) other than the draw value is not supported");
    return SWC_OK;
}

int rd_apply_system(rd *r)
{
    int rc;
    const int *sets[2] = { r->have_092 ? r->sys_092 : NULL, r->have_192 ? r->sys_192 : NULL };
    for (int i = 0; i < 2; i++) {
        if (!sets[i])
            continue;
        if ((rc = rd_set_int(r, SWC_SET_PAIRING_SYSTEM, sets[i][0], NULL)) ||
            (rc = rd_set_int(r, SWC_SET_DUTCH_EDITION, sets[i][1], NULL)) ||
            (rc = rd_set_int(r, SWC_SET_ACCELERATION, sets[i][2], NULL)))
            return rc;
    }
    /* A team code's _BAKU: Baku acceleration of the teams (C.04.7). */
    if (r->team_baku && (rc = rd_set_int(r, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU, NULL)))
        return rc;
    /* A file that names no system asserts none: the writer then writes no
     * 192 record for it. */
    if (!r->have_092 && !r->have_192 && !r->xps[0])
        r->t->set.system_known = 0;
    if (r->xps[0]) {
        /* The system TRF has no code for; 192 may still carry Baku. */
        if ((rc = rd_set_int(r, SWC_SET_PAIRING_SYSTEM, r->xps[0], NULL)))
            return rc;
        if (r->xps[0] == SWC_SYSTEM_SEQUENTIAL && (rc = rd_set_int(r, SWC_SET_SEQUENTIAL_TIEBREAK, r->xps[1], NULL)))
            return rc;
    }
    return SWC_OK;
}
