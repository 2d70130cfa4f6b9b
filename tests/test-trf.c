/*
 * Unit tests of the TRF reader and writer: fields, result codes, byes,
 * point systems, engine extensions, the in-tournament conventions, every
 * kind of malformed input (status, line and column), the writer's layout
 * and size protocol, and out-of-memory paths.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "testutil.h"
#include "trf-compare.h"

/* ---- building TRF text ------------------------------------------------------ */

typedef struct doc {
    char s[1 << 15];
    size_t n;
} doc;

static void line(doc *d, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void line(doc *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(d->s + d->n, sizeof d->s - d->n, fmt, ap);
    va_end(ap);
    ck_assert(k >= 0 && (size_t)k + 2 < sizeof d->s - d->n);
    d->n += (size_t)k;
    d->s[d->n++] = '\n';
    d->s[d->n] = '\0';
}

/* Append s padded with blanks to `width` characters (code points). */
static void pad(char *dst, size_t cap, const char *s, size_t width)
{
    size_t chars = 0, n = strlen(s);
    for (size_t i = 0; i < n; i++)
        chars += ((unsigned char)s[i] & 0xC0) != 0x80;
    snprintf(dst, cap, "%s%*s", s, (int)(width > chars ? width - chars : 0), "");
}

/*
 * A player line: starting rank, name (NULL: "PlayerNN, Test"), rating,
 * points as written in columns 81-84, rank (0 = blank), then the round
 * blocks of 8 characters ("   2 w 1", "0000 - H"), NULL-terminated.
 */
static void player(doc *d, int id, const char *name, int rating, const char *pts, int rank, ...)
{
    char nm[200], def[40], rk[8], rounds[1200] = "";
    snprintf(def, sizeof def, "Player%02d, Test", id);
    pad(nm, sizeof nm, name ? name : def, 33);
    if (rank)
        snprintf(rk, sizeof rk, "%4d", rank);
    else
        snprintf(rk, sizeof rk, "    ");
    va_list ap;
    va_start(ap, rank);
    const char *b;
    while ((b = va_arg(ap, const char *)) != NULL) {
        strcat(rounds, "  ");
        strcat(rounds, b);
    }
    va_end(ap);
    line(d, "001 %4d m    %s %4d NOR %11d 2000/01/01 %4s %s%s", id, nm, rating, 1500000 + id, pts, rk, rounds);
}

static swc_tournament *read_doc(const doc *d, uint32_t flags, int *rc, swc_trf_error *e)
{
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = flags;
    swc_tournament *t = (swc_tournament *)1;
    *rc = swc_trf_read(&t, d->s, d->n, &o, e);
    return t;
}

/* Read and insist on success. */
static swc_tournament *load(const doc *d)
{
    int rc;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    swc_tournament *t = read_doc(d, 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "read failed (%d): %s", rc, e.message);
    ck_assert_ptr_nonnull(t);
    return t;
}

/* Read text that must fail with `code` at line:column. */
static void expect_fail_enc(const char *text, size_t len, uint32_t flags, int32_t encoding, int code, uint32_t ln,
                            uint32_t col)
{
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = flags;
    o.encoding = encoding;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    swc_tournament *t = (swc_tournament *)1;
    int rc = swc_trf_read(&t, text, len, &o, &e);
    ck_assert_msg(rc == code, "status %d (%s), expected %d; message: %s", rc, swc_strerror(rc), code, e.message);
    ck_assert_ptr_null(t);
    ck_assert_msg(e.line == ln && e.column == col, "reported %u:%u, expected %u:%u (%s)", e.line, e.column, ln, col,
                  e.message);
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%u:%u: ", ln, col);
    ck_assert_msg(strncmp(e.message, prefix, strlen(prefix)) == 0 && strlen(e.message) > strlen(prefix) + 10,
                  "message \"%s\" should start with \"%s\" and explain", e.message, prefix);
}

static void expect_fail_n(const char *text, size_t len, uint32_t flags, int code, uint32_t ln, uint32_t col)
{
    expect_fail_enc(text, len, flags, SWC_TRF_ENCODING_AUTO, code, ln, col);
}

static void expect_fail(const doc *d, int code, uint32_t ln, uint32_t col)
{
    expect_fail_n(d->s, d->n, 0, code, ln, col);
}

static const swc_rec *rec(const swc_tournament *t, uint32_t id, uint32_t round)
{
    const swc_player *p = swc_model_player_by_id(t, id);
    ck_assert_ptr_nonnull(p);
    ck_assert_uint_le(round, t->nrounds);
    return &p->rec[round - 1];
}

static int32_t geti(const swc_tournament *t, int key)
{
    int32_t v = -1;
    ck_assert_int_eq(swc_tournament_get_int(&v, t, key), SWC_OK);
    return v;
}

static char *write_str(swc_tournament *t, int format, int eol, size_t *len)
{
    swc_trf_write_options o = SWC_TRF_WRITE_OPTIONS_INIT;
    o.format = format;
    o.eol = eol;
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, NULL, 0, t, &o), SWC_EBUFSIZE);
    char *buf = malloc(n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write(&n, buf, n + 1, t, &o), SWC_OK);
    if (len)
        *len = n;
    return buf;
}

/* Write in every format and line end, read back, compare. */
static void assert_round_trip(swc_tournament *t)
{
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        for (int eol = SWC_TRF_EOL_LF; eol <= SWC_TRF_EOL_CR; eol++) {
            size_t n;
            char *text = write_str(t, format, eol, &n);
            swc_tournament *b = NULL;
            swc_trf_error e = SWC_TRF_ERROR_INIT;
            int rc = swc_trf_read(&b, text, n, NULL, &e);
            ck_assert_msg(rc == SWC_OK, "format %d eol %d: %s\n%s", format, eol, e.message, text);
            char why[512];
            ck_assert_msg(tc_same(t, b, format == SWC_TRF_16, why, sizeof why), "format %d eol %d: %s\n%s", format,
                          eol, why, text);
            swc_tournament_free(b);
            free(text);
        }
    }
}

/* Line `k` (1-based) of text, without its line end, into buf. */
static const char *nth_line(const char *text, int k, char *buf, size_t cap)
{
    const char *p = text;
    for (int i = 1; i < k && p; i++) {
        p = strpbrk(p, "\r\n");
        if (p)
            p += (p[0] == '\r' && p[1] == '\n') ? 2 : 1;
    }
    if (!p || !*p)
        return NULL;
    size_t n = strcspn(p, "\r\n");
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return buf;
}

/* The line of text starting with prefix, or NULL. */
static const char *find_line(const char *text, const char *prefix, char *buf, size_t cap)
{
    for (int k = 1; nth_line(text, k, buf, cap); k++)
        if (strncmp(buf, prefix, strlen(prefix)) == 0)
            return buf;
    return NULL;
}

/* ---- fields ------------------------------------------------------------------- */

START_TEST(test_header_and_player_fields)
{
    doc d = { .n = 0 };
    line(&d, "012 Oslo Open 2026  ");
    line(&d, "022 Oslo");
    line(&d, "032 NOR");
    line(&d, "042 2026/06/01");
    line(&d, "052 2026/06/07");
    line(&d, "062 99");
    line(&d, "072 98");
    line(&d, "092 Individual: Swiss-System");
    line(&d, "102 Arbiter, Chief");
    line(&d, "112 Deputy, One");
    line(&d, "112 Deputy, Two");
    line(&d, "122 90 min + 30 sec");
    line(&d, "XTB fangzhuang-xiangqi");
    line(&d, "132 %82s26/06/01  26/06/02", "");
    line(&d, "### a comment line, kept");
    line(&d, "XYZ an unknown record");
    line(&d, "001    1 w GM %-33s %4d %-3s %11s %-10s %4s %4d  %s", "Carlsen, Magnus", 2839, "NOR", "1503014",
         "1990/11/30", "1.0", 1, "   2 w 1");
    line(&d, "001    2 m    %-33s %4s %-3s %11s %-10s %4s %4d  %s", "Unrated, Junior", "", "ENG", "", "2012", "0.0", 2,
         "   1 b 0");
    line(&d, "XXR 5");
    swc_tournament *t = load(&d);
    const char *s = NULL;
    static const struct {
        int key;
        const char *v;
    } texts[] = {
        { SWC_TEXT_NAME, "Oslo Open 2026" },       { SWC_TEXT_CITY, "Oslo" },
        { SWC_TEXT_FEDERATION, "NOR" },            { SWC_TEXT_START_DATE, "2026/06/01" },
        { SWC_TEXT_END_DATE, "2026/06/07" },       { SWC_TEXT_TYPE, "Individual: Swiss-System" },
        { SWC_TEXT_ARBITER, "Arbiter, Chief" },    { SWC_TEXT_DEPUTY, "Deputy, One\nDeputy, Two" },
        { SWC_TEXT_TIME_CONTROL, "90 min + 30 sec" },
        { SWC_TEXT_TIEBREAKS, "fangzhuang-xiangqi" },
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        ck_assert_int_eq(swc_tournament_get_string(&s, t, texts[i].key), SWC_OK);
        ck_assert_str_eq(s, texts[i].v);
    }
    /* 062/072 are recomputed; comments and unknown records kept. */
    ck_assert_uint_eq(t->nextra, 3);
    ck_assert(strncmp(t->extra_lines[0], "132 ", 4) == 0);
    ck_assert_str_eq(t->extra_lines[1], "### a comment line, kept");
    ck_assert_str_eq(t->extra_lines[2], "XYZ an unknown record");
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);

    swc_player_info info = SWC_PLAYER_INFO_INIT;
    swc_player *p = swc_tournament_player(t, 1);
    ck_assert_int_eq(swc_player_get_info(&info, p), SWC_OK);
    ck_assert_str_eq(info.name, "Carlsen, Magnus");
    ck_assert_str_eq(info.title, "GM");
    ck_assert_int_eq(info.rating, 2839);
    ck_assert_str_eq(info.federation, "NOR");
    ck_assert_str_eq(info.fide_id, "1503014");
    ck_assert_str_eq(info.birth_date, "1990/11/30");
    ck_assert_int_eq(info.sex, 'w');
    ck_assert_int_eq(p->stated_points, 10);
    ck_assert_uint_eq(p->stated_rank, 1);
    p = swc_tournament_player(t, 2);
    ck_assert_int_eq(swc_player_get_info(&info, p), SWC_OK);
    ck_assert_str_eq(info.name, "Unrated, Junior");
    ck_assert_str_eq(info.title, "");
    ck_assert_int_eq(info.rating, 0);
    ck_assert_str_eq(info.federation, "ENG");
    ck_assert_str_eq(info.fide_id, "");
    ck_assert_str_eq(info.birth_date, "2012");
    ck_assert_int_eq(info.sex, 'm');
    ck_assert_uint_eq(p->stated_rank, 2);
    ck_assert_int_eq(geti(t, SWC_SET_ROUNDS), 5);
    ck_assert_uint_eq(t->set.rounds_known, 1);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* Every played result code, upper and lower case, from both sides. */
START_TEST(test_result_codes)
{
    static const struct {
        const char *a, *b; /* blocks of player 1 (vs 2) and 2 (vs 1) */
        int result;        /* board result, white's view */
        int kind1, kind2;
        int white;         /* id of white */
    } cases[] = {
        { "   2 w 1", "   1 b 0", SWC_RESULT_WHITE_WIN, SWC_RK_PLAYED, SWC_RK_PLAYED, 1 },
        { "   2 w =", "   1 b =", SWC_RESULT_DRAW, SWC_RK_PLAYED, SWC_RK_PLAYED, 1 },
        { "   2 b 1", "   1 w 0", SWC_RESULT_BLACK_WIN, SWC_RK_PLAYED, SWC_RK_PLAYED, 2 },
        { "   2 w W", "   1 b L", SWC_RESULT_WHITE_WIN_UNRATED, SWC_RK_PLAYED, SWC_RK_PLAYED, 1 },
        { "   2 w d", "   1 b D", SWC_RESULT_DRAW_UNRATED, SWC_RK_PLAYED, SWC_RK_PLAYED, 1 },
        { "   2 w l", "   1 b w", SWC_RESULT_BLACK_WIN_UNRATED, SWC_RK_PLAYED, SWC_RK_PLAYED, 1 },
        { "   2 w +", "   1 b -", SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RK_FORFEIT_WIN, SWC_RK_FORFEIT_LOSS, 1 },
        { "   2 w -", "   1 b +", SWC_RESULT_BLACK_FORFEIT_WIN, SWC_RK_FORFEIT_LOSS, SWC_RK_FORFEIT_WIN, 1 },
        { "   2 w -", "   1 b -", SWC_RESULT_DOUBLE_FORFEIT, SWC_RK_FORFEIT_LOSS, SWC_RK_FORFEIT_LOSS, 1 },
        /* Forfeits need no colour; the first line then takes white. */
        { "   2 - +", "   1 - -", SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RK_FORFEIT_WIN, SWC_RK_FORFEIT_LOSS, 1 },
        { "   2   -", "   1 w +", SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RK_FORFEIT_LOSS, SWC_RK_FORFEIT_WIN, 2 },
        /* Opponent and colour without result: the game is pending. */
        { "   2 b  ", "   1 w  ", SWC_RESULT_NONE, SWC_RK_PLAYED, SWC_RK_PLAYED, 2 },
        { "   2 b", "   1 w", SWC_RESULT_NONE, SWC_RK_PLAYED, SWC_RK_PLAYED, 2 },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        doc d = { .n = 0 };
        swc_tournament *t = NULL;
        int rc;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        player(&d, 1, NULL, 2400, " 0.0", 0, cases[i].a, NULL);
        player(&d, 2, NULL, 2300, " 0.0", 0, cases[i].b, NULL);
        t = read_doc(&d, SWC_TRF_TRUST_RESULTS, &rc, &e);
        ck_assert_msg(rc == SWC_OK, "case %zu: %s", i, e.message);
        ck_assert_uint_eq(swc_tournament_round_count(t), 1);
        swc_round *r = swc_tournament_round(t, 1);
        ck_assert_uint_eq(swc_round_board_count(r), 1);
        uint32_t w = 0, b = 0;
        int32_t res = -1;
        ck_assert_int_eq(swc_round_board(&w, &b, r, 1), SWC_OK);
        ck_assert_int_eq(swc_round_game_result(&res, r, 1, 1), SWC_OK);
        ck_assert_msg(res == cases[i].result, "case %zu: result %d, expected %d", i, res, cases[i].result);
        ck_assert_msg((int)w == cases[i].white, "case %zu: white is %u", i, w);
        ck_assert_int_eq(rec(t, 1, 1)->kind, cases[i].kind1);
        ck_assert_int_eq(rec(t, 2, 1)->kind, cases[i].kind2);
        ck_assert_uint_eq(rec(t, 1, 1)->opp, swc_model_player_by_id(t, 2)->index + 1);
        if (res != SWC_RESULT_NONE)
            assert_round_trip(t);
        swc_tournament_free(t);
    }
}
END_TEST

/* Byes without opponent, blank fields and points of each. */
START_TEST(test_byes)
{
    doc d = { .n = 0 };
    line(&d, "XXR 3");
    player(&d, 1, NULL, 2400, " 2.5", 0, "0000 - U", "   2 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 0, "0000 - F", "   1 b 0", "0000 - z", NULL);
    player(&d, 3, NULL, 2300, " 2.0", 0, "0000 - +", "     - H", "        ", "   4 w 1", NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, "0000 - -", "0000 - Z", "   3 b 0", NULL);
    player(&d, 5, NULL, 2200, " 0.0", 0, "        ", "     - -", "0000 - Z", NULL);
    /* Player 3 has a fourth column (paired in round 4): so round 3 is a real round. */
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc;
    swc_tournament *t = read_doc(&d, 0, &rc, &e);
    ck_assert_int_eq(rc, SWC_EINCONSISTENT); /* round 4 beyond XXR 3 */
    ck_assert_ptr_null(t);

    d.n = 0;
    line(&d, "XXR 4");
    player(&d, 1, NULL, 2400, " 3.5", 0, "0000 - U", "   2 w 1", "0000 - H", "   5 w 1", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 0, "0000 - F", "   1 b 0", "0000 - z", NULL);
    player(&d, 3, NULL, 2300, " 2.5", 0, "0000 - +", "     - H", "        ", "   4 w 1", NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, "0000 - -", "0000 - Z", "   5 b -", "   3 b 0", NULL);
    player(&d, 5, NULL, 2200, " 1.0", 0, "        ", "     - -", "   4 w +", "   1 b 0", NULL);
    t = load(&d);
    ck_assert_uint_eq(t->nrounds, 4);
    ck_assert_int_eq(rec(t, 1, 1)->kind, SWC_RK_PAB);
    ck_assert_int_eq(rec(t, 2, 1)->kind, SWC_RK_FULL_BYE);
    /* Without an opponent, "+" is the Krause-era full-point bye and "-"
     * (also with a blank opponent, as Lichess writes) an absence. */
    ck_assert_int_eq(rec(t, 3, 1)->kind, SWC_RK_FULL_BYE);
    ck_assert_int_eq(rec(t, 4, 1)->kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(rec(t, 5, 1)->kind, SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(rec(t, 3, 2)->kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(rec(t, 4, 2)->kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(rec(t, 5, 2)->kind, SWC_RK_ZERO_BYE);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 2); /* once per kind, with a count */
    ck_assert_uint_eq(rec(t, 5, 2)->opp, 0);
    ck_assert_int_eq(rec(t, 1, 3)->kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(rec(t, 2, 3)->kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(rec(t, 3, 3)->kind, SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(rec(t, 4, 3)->kind, SWC_RK_FORFEIT_LOSS);
    ck_assert_int_eq(rec(t, 5, 3)->kind, SWC_RK_FORFEIT_WIN);
    ck_assert_uint_ne(rec(t, 5, 3)->opp, 0);
    ck_assert_int_eq(rec(t, 2, 4)->kind, SWC_RK_NOT_PAIRED); /* short line */
    int32_t score = 0;
    ck_assert_int_eq(swc_player_score(&score, swc_tournament_player(t, 1), 4), SWC_OK);
    ck_assert_int_eq(score, 35); /* PAB 1 + win 1 + half 0.5 + win 1 */
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* ---- point systems -------------------------------------------------------------- */

static swc_tournament *two_players_with(const char *l1, const char *l2, const char *pts1, const char *pts2)
{
    doc d = { .n = 0 };
    if (l1)
        line(&d, "%s", l1);
    if (l2)
        line(&d, "%s", l2);
    player(&d, 1, NULL, 2400, pts1, 0, "   2 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2300, pts2, 0, "   1 b 0", "0000 - U", NULL);
    line(&d, "XXR 3");
    return load(&d);
}

START_TEST(test_points_162)
{
    swc_tournament *t = two_players_with("162  W 3.0    D 1.0    L 0.5    A 0.2    P 2.0", NULL, " 4.0", " 2.5");
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_WIN), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_DRAW_WHITE), 10);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_DRAW_BLACK), 10);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_LOSS), 5);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_ZERO_BYE), 2);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FORFEIT_LOSS), 2);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 20);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FORFEIT_WIN), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_HALF_BYE), 10);
    assert_round_trip(t);
    swc_tournament_free(t);

    /* 2/1/0 like hm_210: PAB follows the win. */
    t = two_players_with("162  W 2.0    D 1.0", NULL, " 3.0", " 2.0");
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 20);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_HALF_BYE), 10);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_points_xxs)
{
    /* Shortcuts, then a specific code after them wins. */
    swc_tournament *t = two_players_with("XXS W=3 D=1", "XXS PAB=3 BD=1.5 FL=.5", " 4.0", " 3.0");
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_WIN), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_DRAW_WHITE), 10);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_DRAW_BLACK), 15);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_HALF_BYE), 10);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FULL_BYE), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FORFEIT_WIN), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FORFEIT_LOSS), 5);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 30);
    assert_round_trip(t);
    swc_tournament_free(t);

    /* JaVaFo: without PAB= the pairing-allocated bye keeps its 1.0. */
    t = two_players_with("XXS W=3", "XXS D=1", " 4.0", " 1.0");
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 10);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_points_bb)
{
    swc_tournament *t = two_players_with("BBW  3.0", "BBD  1.0", " 4.0", " 3.0");
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_WIN), 30);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_DRAW), 10);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 30);
    swc_tournament_free(t);

    doc d = { .n = 0 };
    line(&d, "BBW  2.0");
    line(&d, "BBD  1.0");
    line(&d, "BBL  0.5");
    line(&d, "BBZ  0.1");
    line(&d, "BBF  0.2");
    line(&d, "BBU  1.5");
    player(&d, 1, NULL, 2400, " 3.0", 0, "   2 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2300, " 2.0", 0, "   1 b 0", "0000 - U", NULL);
    t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_LOSS), 5);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_ZERO_BYE), 1);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_FORFEIT_LOSS), 2);
    ck_assert_int_eq(geti(t, SWC_SET_POINTS_PAB), 15);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* ---- rounds, colours, acceleration, forbidden pairs, byes to come ----------------- */

START_TEST(test_rounds_and_colour_records)
{
    /* 142 and 152 (TRF-2026) */
    doc d = { .n = 0 };
    line(&d, "142 7");
    line(&d, "152 B");
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "   1 b 0", NULL);
    swc_tournament *t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_ROUNDS), 7);
    ck_assert_int_eq(geti(t, SWC_SET_INITIAL_COLOUR), SWC_COLOUR_BLACK);
    ck_assert_uint_eq(t->set.initial_colour_known, 1);
    swc_tournament_free(t);

    /* XXC rank black1: tokens combined; pairing numbers come from the order
     * of the player lines, not from the rank column (the standings rank),
     * as bbpPairings reads it. */
    d.n = 0;
    line(&d, "XXC rank black1");
    line(&d, "XXR 3");
    player(&d, 7, NULL, 2300, " 0.0", 2, "   9 b 0", NULL);
    player(&d, 9, NULL, 2400, " 1.0", 1, "   7 w 1", NULL);
    t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_INITIAL_COLOUR), SWC_COLOUR_BLACK);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 7)), 1);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 9)), 2);
    swc_tournament_free(t);

    /* No XXR/142: the columns give the rounds, marked as not stated. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", "0000 - Z", NULL);
    player(&d, 2, NULL, 2300, " 1.0", 0, "   1 b 0", "0000 - U", NULL);
    t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_ROUNDS), 2);
    ck_assert_uint_eq(t->set.rounds_known, 0);
    ck_assert_uint_eq(t->nrounds, 2);
    swc_tournament_free(t);
}
END_TEST

/* Without XXC/152, the initial colour is inferred as bbpPairings does. */
START_TEST(test_initial_colour_inferred)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 1.0", 0, "   3 b 1", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 0, "   4 w 1", NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, "   1 w 0", NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, "   2 b 0", NULL);
    swc_tournament *t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_INITIAL_COLOUR), SWC_COLOUR_BLACK);
    ck_assert_uint_eq(t->set.initial_colour_known, 0);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_nonnull(strstr(text, "\nXXC black1\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n152 B\n"));
    free(text);
    swc_tournament_free(t);

    /* TPN 1 absent in round 1: TPN 2 had white, so TPN 1 would have had black. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, "0000 - Z", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 0, "   3 w 1", NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, "   2 b 0", NULL);
    line(&d, "XXR 5");
    t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_INITIAL_COLOUR), SWC_COLOUR_BLACK);
    ck_assert_uint_eq(t->set.initial_colour_known, 0);
    swc_tournament_free(t);

    /* Nothing to infer from: the default stays, marked unknown. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, NULL);
    t = load(&d);
    ck_assert_int_eq(geti(t, SWC_SET_INITIAL_COLOUR), SWC_COLOUR_WHITE);
    ck_assert_uint_eq(t->set.initial_colour_known, 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_acceleration)
{
    doc d = { .n = 0 };
    line(&d, "XXR 5");
    line(&d, "XXA    1  1.0  1.0  0.5");
    line(&d, "XXA    3  1.0");
    line(&d, "250       1.0 001 002    2    2");
    line(&d, "250       0.5 004 005    1    2");
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, NULL);
    swc_tournament *t = load(&d);
    const swc_player *p1 = swc_tournament_player(t, 1), *p2 = swc_tournament_player(t, 2);
    ck_assert_int_eq(swc_model_virtual(p1, 1), 10);
    ck_assert_int_eq(swc_model_virtual(p1, 2), 10);
    ck_assert_int_eq(swc_model_virtual(p1, 3), 5);
    ck_assert_int_eq(swc_model_virtual(p1, 4), 5);
    ck_assert_int_eq(swc_model_virtual(p1, 5), 5);
    ck_assert_int_eq(swc_model_virtual(p2, 1), 10);
    ck_assert_int_eq(swc_model_virtual(p2, 2), 10);
    ck_assert_int_eq(swc_model_virtual(p2, 3), 0);
    ck_assert_int_eq(swc_model_virtual(swc_tournament_player(t, 3), 1), 10);
    assert_round_trip(t);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    char buf[256];
    ck_assert_ptr_nonnull(find_line(text, "XXA    1", buf, sizeof buf));
    ck_assert_str_eq(buf, "XXA    1  1.0  1.0  0.5  0.5  0.5");
    ck_assert_ptr_nonnull(find_line(text, "250", buf, sizeof buf));
    ck_assert_str_eq(buf, "250       1.0 001 001    1    3");
    free(text);
    text = write_str(t, SWC_TRF_16, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_null(find_line(text, "250", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XXA    3  1.0", buf, sizeof buf));
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_forbidden_pairs)
{
    doc d = { .n = 0 };
    line(&d, "XXP 1 2 3");
    line(&d, "260 001 005    4    5");
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, NULL);
    player(&d, 5, NULL, 2200, " 0.0", 0, NULL);
    swc_tournament *t = load(&d);
    ck_assert(swc_tournament_is_forbidden(t, 1, 2));
    ck_assert(swc_tournament_is_forbidden(t, 3, 1));
    ck_assert(swc_tournament_is_forbidden(t, 2, 3));
    ck_assert(swc_tournament_is_forbidden(t, 4, 5));
    ck_assert(!swc_tournament_is_forbidden(t, 1, 4));
    ck_assert_uint_eq(t->nforbidden, 4);
    /* The 260 holds for rounds 1-5 only; XXP for every round. */
    ck_assert(swc_tournament_is_forbidden_in_round(t, 5, 4, 5));
    ck_assert(!swc_tournament_is_forbidden_in_round(t, 4, 5, 6));
    ck_assert(swc_tournament_is_forbidden_in_round(t, 1, 2, 99));
    assert_round_trip(t);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_nonnull(strstr(text, "\n260 001 005    4    5\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n260 001 009    1    3\n"));
    ck_assert_ptr_nonnull(strstr(text, "\nXXP 1 3\n"));
    ck_assert_ptr_null(strstr(text, "\nXXP 4 5\n"));
    free(text);
    swc_tournament_free(t);
}
END_TEST

/* A last column with only H/Z/F byes is the round to be paired. */
START_TEST(test_pending_column_is_requests)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    player(&d, 3, NULL, 2300, " 1.0", 0, "   4 w 1", "0000 - Z", NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, "   3 b 0", "0000 - F", NULL);
    line(&d, "XXR 5");
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(t->nrounds, 1);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 1), 2), SWC_RK_HALF_BYE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 2), 2), SWC_RK_NONE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 3), 2), SWC_RK_ZERO_BYE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 4), 2), SWC_RK_FULL_BYE);
    assert_round_trip(t);
    swc_tournament_free(t);

    /* With a PAB the column is a round that was played. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 2.0", 0, "   2 w 1", "0000 - U", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    t = load(&d);
    ck_assert_uint_eq(t->nrounds, 2);
    ck_assert_int_eq(rec(t, 1, 2)->kind, SWC_RK_PAB);
    ck_assert_int_eq(rec(t, 2, 2)->kind, SWC_RK_NOT_PAIRED);
    swc_tournament_free(t);

    /* Round 1 to be paired: the only column marks absences. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "0000 - Z", NULL);
    line(&d, "XXR 5");
    t = load(&d);
    ck_assert_uint_eq(t->nrounds, 0);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 2), 1), SWC_RK_ZERO_BYE);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_xxz_and_240)
{
    doc d = { .n = 0 };
    line(&d, "XXR 5");
    line(&d, "XXZ 3 4");
    line(&d, "240 H 004    1    2");
    line(&d, "240 F 001    5");
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    player(&d, 3, NULL, 2300, " 1.0", 0, "   4 w 1", NULL);
    player(&d, 4, NULL, 2250, " 0.0", 0, "   3 b 0", NULL);
    player(&d, 5, NULL, 2200, " 1.0", 0, "0000 - F", NULL);
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(t->nrounds, 1);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 3), 2), SWC_RK_ZERO_BYE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 4), 2), SWC_RK_ZERO_BYE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 1), 4), SWC_RK_HALF_BYE);
    ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 2), 4), SWC_RK_HALF_BYE);
    assert_round_trip(t);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_nonnull(strstr(text, "\n240 Z 002    3    4\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n240 H 004    1    2\n"));
    char buf[256];
    ck_assert_ptr_nonnull(find_line(text, "001    3", buf, sizeof buf));
    ck_assert_ptr_nonnull(strstr(buf, "     4 w 1  0000 - Z"));
    free(text);
    swc_tournament_free(t);

    /* A 240 record for a round that exists must agree with the column. */
    d.n = 0;
    line(&d, "240 H 001    1");
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 1, 11);
}
END_TEST

/* UTF-8 names: columns count characters, not bytes. */
START_TEST(test_utf8_names)
{
    doc d = { .n = 0 };
    line(&d, "012 全国象棋个人赛");
    player(&d, 1, "王天一", 2600, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, "Müller, Jürgen", 2500, " 0.0", 0, "   1 b 0", NULL);
    swc_tournament *t = load(&d);
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 1)), "王天一");
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 2)), "Müller, Jürgen");
    ck_assert_int_eq(swc_player_rating(swc_tournament_player(t, 1)), 2600);
    const char *s;
    swc_tournament_get_string(&s, t, SWC_TEXT_NAME);
    ck_assert_str_eq(s, "全国象棋个人赛");
    assert_round_trip(t);
    /* The writer pads by characters too: the rating starts at character 49. */
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    char buf[512];
    ck_assert_ptr_nonnull(find_line(text, "001    1", buf, sizeof buf));
    const char *name = strstr(buf, "王天一");
    ck_assert_ptr_nonnull(name);
    ck_assert_int_eq(name - buf, 14);
    ck_assert(strncmp(name + 9 + 30, " 2600 ", 6) == 0);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_line_ends)
{
    doc d = { .n = 0 };
    line(&d, "012 Line ends");
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    line(&d, "XXR 3");
    swc_tournament *lf = load(&d);
    static const char *const ends[] = { "\r", "\r\n", "\n\r\n", "\r\r\n" };
    for (size_t k = 0; k < 4; k++) {
        doc e = { .n = 0 };
        for (size_t i = 0, l = 0; i < d.n; i++) {
            if (d.s[i] == '\n') {
                /* Mixed: alternate the style with LF. */
                const char *end = (l++ % 2) ? "\n" : ends[k];
                memcpy(e.s + e.n, end, strlen(end));
                e.n += strlen(end);
            } else {
                e.s[e.n++] = d.s[i];
            }
        }
        swc_tournament *t = load(&e);
        char why[512];
        ck_assert_msg(tc_same(t, lf, 0, why, sizeof why), "style %zu: %s", k, why);
        ck_assert_uint_eq(t->nplayers, 2);
        ck_assert_uint_eq(t->nrounds, 1);
        ck_assert_int_eq(geti(t, SWC_SET_ROUNDS), 3);
        swc_tournament_free(t);
    }
    /* Writer line ends. */
    size_t n;
    char *text = write_str(lf, SWC_TRF_2026, SWC_TRF_EOL_CR, &n);
    ck_assert_ptr_null(strchr(text, '\n'));
    ck_assert_ptr_nonnull(strstr(text, "062 2\r072 2\r"));
    free(text);
    text = write_str(lf, SWC_TRF_2026, SWC_TRF_EOL_CRLF, &n);
    ck_assert_ptr_nonnull(strstr(text, "062 2\r\n072 2\r\n"));
    for (size_t i = 0; i < n; i++)
        if (text[i] == '\n')
            ck_assert(i > 0 && text[i - 1] == '\r');
    free(text);
    swc_tournament_free(lf);
}
END_TEST

/* ---- stated points --------------------------------------------------------------- */

START_TEST(test_points_check)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 1.5", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
    line(&d, "XXR 3");
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc;
    swc_tournament *t = read_doc(&d, 0, &rc, &e);
    ck_assert_int_eq(rc, SWC_EINCONSISTENT);
    ck_assert_ptr_null(t);
    ck_assert_uint_eq(e.line, 1);
    ck_assert_uint_eq(e.column, 81);
    ck_assert_ptr_nonnull(strstr(e.message, "player 1"));
    ck_assert_ptr_nonnull(strstr(e.message, "1.5"));
    ck_assert_ptr_nonnull(strstr(e.message, "1.0"));

    t = read_doc(&d, SWC_TRF_TRUST_RESULTS, &rc, &e);
    ck_assert_int_eq(rc, SWC_OK);
    ck_assert_int_eq(swc_tournament_player(t, 1)->stated_points, 15);
    int32_t score;
    swc_player_score(&score, swc_tournament_player(t, 1), 1);
    ck_assert_int_eq(score, 10);
    /* The writer states the points of the results. */
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    char buf[256];
    ck_assert_ptr_nonnull(find_line(text, "001    1", buf, sizeof buf));
    ck_assert(strncmp(buf + 80, " 1.0", 4) == 0);
    free(text);
    swc_tournament_free(t);

    /* The half-point bye of the round to be paired may be counted or not. */
    for (int with = 0; with < 2; with++) {
        d.n = 0;
        player(&d, 1, NULL, 2400, with ? " 1.5" : " 1.0", 0, "   2 w 1", "0000 - H", NULL);
        player(&d, 2, NULL, 2350, " 0.0", 0, "   1 b 0", NULL);
        line(&d, "XXR 3");
        t = load(&d);
        ck_assert_int_eq(swc_model_request(swc_tournament_player(t, 1), 2), SWC_RK_HALF_BYE);
        swc_tournament_free(t);
    }
}
END_TEST

/* ---- malformed input ------------------------------------------------------------ */

static void two(doc *d, const char *a, const char *b)
{
    d->n = 0;
    player(d, 1, NULL, 2400, " 1.0", 0, a, NULL);
    player(d, 2, NULL, 2300, " 0.0", 0, b, NULL);
}

START_TEST(test_bad_truncated_line)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    static const char cut[] = "001    2 m    Player02, Test                    2300 NOR     15000";
    line(&d, "%s", cut);
    expect_fail(&d, SWC_EPARSE, 2, (uint32_t)strlen(cut) + 1);
}
END_TEST

START_TEST(test_bad_misaligned)
{
    doc d = { .n = 0 };
    player(&d, 1, "A name of exactly thirty-four char", 2400, " 0.0", 0, NULL);
    expect_fail(&d, SWC_EPARSE, 1, 48);
    /* A digit where the blank after the starting rank belongs. */
    d.n = 0;
    line(&d, "001 00001m    Player01, Test                    2400 NOR     1500001 2000/01/01  0.0");
    expect_fail(&d, SWC_EPARSE, 1, 9);
    /* A round block shifted by one column. */
    two(&d, "    2 w 1", "   1 b 0");
    expect_fail(&d, SWC_EPARSE, 1, 96);
}
END_TEST

START_TEST(test_bad_result_code)
{
    doc d;
    two(&d, "   2 w X", "   1 b 0");
    expect_fail(&d, SWC_EPARSE, 1, 99);
    two(&d, "0000 - U", "0000 - 1");
    expect_fail(&d, SWC_EPARSE, 2, 99);
    /* H is a bye: no opponent. */
    two(&d, "   2 w H", "   1 b H");
    expect_fail(&d, SWC_EPARSE, 1, 92);
}
END_TEST

START_TEST(test_bad_colour)
{
    doc d;
    two(&d, "   2 r 1", "   1 b 0");
    expect_fail(&d, SWC_EPARSE, 1, 97);
    two(&d, "   2 w 1", "   1 w 0");
    expect_fail(&d, SWC_EINCONSISTENT, 2, 97);
    two(&d, "   2   1", "   1 b 0");
    expect_fail(&d, SWC_EPARSE, 1, 97);
    two(&d, "0000 w U", "        ");
    expect_fail(&d, SWC_EPARSE, 1, 97);
}
END_TEST

START_TEST(test_bad_opponent)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "   3 b 0", NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, "   2 w 0", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 2, 92);
    /* An opponent who is not in the file. */
    two(&d, "   7 w 1", "        ");
    expect_fail(&d, SWC_EINCONSISTENT, 1, 92);
    /* Results that do not match. */
    two(&d, "   2 w 1", "   1 b =");
    expect_fail(&d, SWC_EINCONSISTENT, 2, 99);
    /* Paired with himself. */
    two(&d, "   1 w 1", "        ");
    expect_fail(&d, SWC_EPARSE, 1, 92);
    /* Not a number. */
    two(&d, "  x2 w 1", "   1 b 0");
    expect_fail(&d, SWC_EPARSE, 1, 94);
}
END_TEST

START_TEST(test_bad_ids)
{
    doc d = { .n = 0 };
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, NULL);
    player(&d, 2, NULL, 2200, " 0.0", 0, NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 3, 8);
    d.n = 0;
    player(&d, 0, NULL, 2400, " 0.0", 0, NULL);
    expect_fail(&d, SWC_ERANGE, 1, 8);
    /* Starting ranks are the pairing numbers: 1..n without gaps. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    player(&d, 3, NULL, 2300, " 0.0", 0, NULL);
    expect_fail(&d, SWC_ERANGE, 2, 5);
    d.n = 0;
    line(&d, "XXP 1 12345");
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    expect_fail(&d, SWC_ERANGE, 1, 7);
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    line(&d, "XXZ 2");
    expect_fail(&d, SWC_EINCONSISTENT, 2, 5);
    d.n = 0;
    line(&d, "001    a m    Player01, Test                    2400 NOR     1500001 2000/01/01  0.0");
    expect_fail(&d, SWC_EPARSE, 1, 8);
}
END_TEST

START_TEST(test_bad_numbers)
{
    doc d = { .n = 0 };
    line(&d, "001    1 m    %-33s %5d NOR %11d 2000/01/01 %4s", "Player01, Test", 12400, 1500001, "0.0");
    expect_fail(&d, SWC_ERANGE, 1, 49);
    d.n = 0;
    line(&d, "001    1 m    Player01, Test                    24a0 NOR     1500001 2000/01/01  0.0");
    expect_fail(&d, SWC_EPARSE, 1, 51);
    d.n = 0;
    /* 1000 points: a whole number the writer gives past 999.9; read, and
     * checked against the results like any total */
    player(&d, 1, NULL, 2400, "1000", 0, NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 1, 81);
    int rc = 0;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    swc_tournament *t = read_doc(&d, SWC_TRF_TRUST_RESULTS, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_int_eq(swc_tournament_player(t, 1)->stated_points, 10000);
    swc_tournament_free(t);
    d.n = 0;
    player(&d, 1, NULL, 2400, "4,5", 0, NULL);
    expect_fail(&d, SWC_EPARSE, 1, 83);
    d.n = 0;
    line(&d, "XXR 100");
    expect_fail(&d, SWC_ELIMIT, 1, 5);
    d.n = 0;
    line(&d, "012 x");
    line(&d, "142 0");
    expect_fail(&d, SWC_ERANGE, 2, 5);
    d.n = 0;
    line(&d, "XXR nine");
    expect_fail(&d, SWC_EPARSE, 1, 5);
    d.n = 0;
    line(&d, "162  W 999");
    expect_fail(&d, SWC_ERANGE, 1, 8);
    d.n = 0;
    line(&d, "162  Q 1.0");
    expect_fail(&d, SWC_EPARSE, 1, 6);
    d.n = 0;
    line(&d, "XXS W=1 Q=2");
    expect_fail(&d, SWC_EPARSE, 1, 9);
    d.n = 0;
    line(&d, "152 R");
    expect_fail(&d, SWC_EPARSE, 1, 5);
    d.n = 0;
    line(&d, "162  W 1.0    D 0.5    X 0.0");
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    expect_fail_n(d.s, d.n, 0, SWC_EUNSUPPORTED, 1, 0);
    d.n = 0;
    player(&d, 1, NULL, 2400, " 0.0", 0, NULL);
    line(&d, "001    2 x    Player02, Test                    2400 NOR     1500002 2000/01/01  0.0");
    expect_fail(&d, SWC_EPARSE, 2, 10);
}
END_TEST

START_TEST(test_bad_bytes)
{
    /* Invalid UTF-8: the column of the first bad byte. */
    static const char bad_utf8[] = "012 Caf\xC3(\n";
    expect_fail_enc(bad_utf8, sizeof bad_utf8 - 1, 0, SWC_TRF_ENCODING_UTF8, SWC_EPARSE, 1, 8);
    static const char overlong[] = "012 ok\n022 x\xC0\xAF\n";
    expect_fail_enc(overlong, sizeof overlong - 1, 0, SWC_TRF_ENCODING_UTF8, SWC_EPARSE, 2, 6);
    /* The column counts characters: "é" is one. */
    static const char after_e[] = "012 Caf\xC3\xA9 \xC3(\n";
    expect_fail_enc(after_e, sizeof after_e - 1, 0, SWC_TRF_ENCODING_UTF8, SWC_EPARSE, 1, 10);
    /* NUL bytes. */
    static const char nul[] = "012 A\0B\n";
    expect_fail_n(nul, sizeof nul - 1, 0, SWC_EPARSE, 1, 6);
    /* Empty input. */
    expect_fail_n("", 0, 0, SWC_EPARSE, 1, 1);
    static const char blank[] = "\n\r\n   \n### only a comment\n";
    expect_fail_n(blank, sizeof blank - 1, 0, SWC_EPARSE, 1, 1);
    /* Not a TRF file at all: refused, not an empty tournament. */
    static const char hello[] = "hello world\n";
    expect_fail_n(hello, sizeof hello - 1, 0, SWC_EPARSE, 1, 1);
    static const char csv[] = "\n\nname,rating,fed\nCarlsen,2830,NOR\n";
    expect_fail_n(csv, sizeof csv - 1, 0, SWC_EPARSE, 3, 1);
}
END_TEST

START_TEST(test_bad_long_line)
{
    doc d = { .n = 0 };
    line(&d, "012 fine");
    char *big = malloc(5001);
    memset(big, 'x', 5000);
    big[5000] = '\0';
    line(&d, "XYZ %s", big);
    free(big);
    expect_fail(&d, SWC_ELIMIT, 2, 4097);
    /* 4096 bytes are still a line. */
    d.n = 0;
    line(&d, "012 fine");
    line(&d, "XYZ %4092s", "y");
    line(&d, "XLF 1");
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(strlen(t->extra_lines[0]), 4096);
    swc_tournament_free(t);
}
END_TEST

/* A 10 MB line is rejected after 4 KB, not after scanning 10 MB. */
START_TEST(test_bad_huge_line_fast)
{
    size_t n = 10u << 20;
    char *text = malloc(n);
    memset(text, '9', n);
    memcpy(text, "001", 3);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < 100; i++)
        expect_fail_n(text, n, 0, SWC_ELIMIT, 1, 4097);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    ck_assert_msg(secs < 1.0, "100 rejections of a 10 MB line took %.3f s", secs);
    free(text);
}
END_TEST

START_TEST(test_bad_too_large)
{
    /* The size is refused before any byte is looked at. */
    size_t n = (size_t)SWC_TRF_MAX_SIZE + 1;
    char *text = calloc(n, 1);
    ck_assert_ptr_nonnull(text);
    expect_fail_n(text, n, 0, SWC_ELIMIT, 0, 0);
    free(text);
}
END_TEST

START_TEST(test_bad_rounds)
{
    doc d = { .n = 0 };
    line(&d, "XXR 1");
    player(&d, 1, NULL, 2400, " 2.0", 0, "   2 w 1", "   2 b 1", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "   1 b 0", "   1 w 0", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 1, 5);
    /* Two PABs in one round. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 1.0", 0, "0000 - U", NULL);
    player(&d, 2, NULL, 2300, " 1.0", 0, "0000 - U", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 2, 99);
    /* A game without result before a later round. */
    d.n = 0;
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w  ", "   2 b 1", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "   1 b  ", "   1 w 0", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 2, 99);
    /* Bye marks for a round beyond XXR. */
    d.n = 0;
    line(&d, "XXR 1");
    player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "   1 b 0", NULL);
    expect_fail(&d, SWC_EINCONSISTENT, 1, 5);
}
END_TEST

/* tests/data/bad: one file per defect, the expectation in its first line;
 * one test per file. */
static size_t bad_files(char ***files)
{
    char *dir = swc_test_path(swc_test_data_dir(), "bad");
    size_t n = swc_test_list(dir, ".trf", files);
    free(dir);
    return n;
}

START_TEST(test_bad_file)
{
    char **files = NULL;
    size_t n = bad_files(&files);
    ck_assert_uint_lt((size_t)_i, n);
    static const struct {
        const char *name;
        int code;
    } codes[] = {
        { "EPARSE", SWC_EPARSE },   { "EINCONSISTENT", SWC_EINCONSISTENT }, { "ERANGE", SWC_ERANGE },
        { "ELIMIT", SWC_ELIMIT },   { "EUNSUPPORTED", SWC_EUNSUPPORTED },
    };
    const char *path = files[_i];
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    ck_assert_ptr_nonnull(text);
    char status[32] = "";
    unsigned ln = 0, col = 0;
    ck_assert_msg(sscanf(text, "### expect %31s %u:%u", status, &ln, &col) == 3, "%s: no expectation", path);
    int code = 0;
    for (size_t k = 0; k < sizeof codes / sizeof codes[0]; k++)
        if (strcmp(status, codes[k].name) == 0)
            code = codes[k].code;
    ck_assert_msg(code != 0, "%s: unknown status %s", path, status);
    swc_tournament *t = (swc_tournament *)1;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    /* "encoding=utf-8" after the position: read strictly as UTF-8. */
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    char *eol = strchr(text, '\n');
    if (eol)
        *eol = '\0';
    if (strstr(text, "encoding=utf-8"))
        o.encoding = SWC_TRF_ENCODING_UTF8;
    free(text);
    int rc = swc_trf_read_file(&t, path, &o, &e);
    ck_assert_msg(rc == code && e.line == ln && e.column == col && t == NULL, "%s: got %s at %u:%u (%s), expected %s at %u:%u",
                  path, swc_strerror(rc), e.line, e.column, e.message, status, ln, col);
    swc_test_free_list(files, n);
}
END_TEST

START_TEST(test_bad_files_present)
{
    char **files = NULL;
    size_t n = bad_files(&files);
    swc_test_free_list(files, n);
    ck_assert_msg(n >= 30, "only %zu files in %s/bad", n, swc_test_data_dir());
}
END_TEST

/* ---- writer ---------------------------------------------------------------------- */

/* Pair the next round by the engine and give every board `result`. */
static swc_round *pair_all(swc_tournament *t, int32_t result)
{
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        ck_assert_int_eq(swc_round_set_result(r, b, result), SWC_OK);
    return r;
}

/* Register a player now (a late entry once rounds exist); his id. */
static uint32_t add_player(swc_tournament *t, const char *name, int32_t rating)
{
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = name;
    info.rating = rating;
    uint32_t id = 0;
    ck_assert_int_eq(swc_player_add(&id, t, &info), SWC_OK);
    return id;
}

/* Baku group A is fixed by the field of round 1; a late entry must not move
 * it when the file is read back (the 250 records are taken as complete). */
START_TEST(test_baku_late_entry_round_trip)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 7), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    /* TRF16 has no 192 record: only a type code in 092 says Baku. */
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TYPE, "FIDE_DUTCH_2026_BAKU"), SWC_OK);
    pair_all(t, SWC_RESULT_DRAW);
    add_player(t, "Late, Entry", 2990); /* ranked first: joins group A by C.04.7 */
    add_player(t, "Late, Second", 1000);
    const swc_player *top = swc_tournament_player_by_tpn(t, 1), *last = swc_tournament_player_by_tpn(t, 6);
    ck_assert_int_eq(swc_model_virtual(top, 2), 10);
    ck_assert_int_eq(swc_model_virtual(last, 2), 0);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* What TRF has no place for travels in the library's records
 * (doc/trf-extensions.md): the sequential system and its order, a late
 * entry with the points of the rounds before it, an adjourned game. */
START_TEST(test_extension_records_round_trip)
{
    swc_tournament *t = swc_test_tournament(6);
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 4), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_PROGRESSIVE), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_NOT_ENTERED, 5), SWC_OK);
    swc_round *r = pair_all(t, SWC_RESULT_DRAW);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_ADJOURNED), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_ADJOURNED), SWC_OK);
    uint32_t late = add_player(t, "Late, Entry", 1500);
    uint32_t later = add_player(t, "Later, Entry", 1500);
    ck_assert_int_eq(swc_player_set_entry_round(swc_tournament_player(t, later), 3), SWC_OK);
    pair_all(t, SWC_RESULT_WHITE_WIN);
    assert_round_trip(t);
    /* an entry planned past the round to be paired */
    uint32_t planned = add_player(t, "Planned, Entry", 1400);
    ck_assert_int_eq(swc_player_set_entry_round(swc_tournament_player(t, planned), 4), SWC_OK);
    assert_round_trip(t);

    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    char buf[256];
    ck_assert_ptr_nonnull(find_line(text, "XPS", buf, sizeof buf));
    ck_assert_str_eq(buf, "XPS SEQUENTIAL PROGRESSIVE");
    ck_assert_ptr_nonnull(find_line(text, "XNE", buf, sizeof buf));
    ck_assert_str_eq(buf, "XNE  0.5");
    ck_assert_ptr_nonnull(find_line(text, "XLE 002", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XLE 003", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XAJ 001 1 ", buf, sizeof buf));
    /* two games, named by their white players in pairing-number order */
    unsigned long w1 = 0, w2 = 0;
    ck_assert_int_eq(sscanf(buf + 9, "%lu %lu", &w1, &w2), 2);
    ck_assert_uint_lt(w1, w2);
    ck_assert_ptr_null(find_line(text, "192", buf, sizeof buf));

    swc_tournament *b = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read(&b, text, n, NULL, &e), SWC_OK);
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&ri, swc_tournament_player(b, late), 1), SWC_OK);
    ck_assert_int_eq(ri.kind, SWC_RK_NOT_ENTERED);
    int32_t score = 0;
    ck_assert_int_eq(swc_player_score(&score, swc_tournament_player(b, late), 1), SWC_OK);
    ck_assert_int_eq(score, 5);
    int32_t res = 0;
    ck_assert_int_eq(swc_round_game_result(&res, swc_tournament_round(b, 1), 1, 1), SWC_OK);
    ck_assert_int_eq(res, SWC_RESULT_ADJOURNED);
    int32_t sys = 0;
    ck_assert_int_eq(swc_tournament_get_int(&sys, b, SWC_SET_PAIRING_SYSTEM), SWC_OK);
    ck_assert_int_eq(sys, SWC_SYSTEM_SEQUENTIAL);
    swc_tournament_free(b);
    free(text);
    swc_tournament_free(t);
}
END_TEST

/* Points past 999.9 are written as a whole number in five columns ("1164")
 * and read back. */
START_TEST(test_points_past_999)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 13), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_NOT_ENTERED, 970), SWC_OK);
    uint32_t id = add_player(t, "Late, Very", 1500);
    ck_assert_int_eq(swc_player_set_entry_round(swc_tournament_player(t, id), 13), SWC_OK);
    for (int k = 0; k < 12; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_round_create(&r, t, NULL, NULL, 0, NULL, NULL, 0), SWC_OK);
    }
    int32_t score = 0;
    ck_assert_int_eq(swc_player_score(&score, swc_tournament_player(t, id), 12), SWC_OK);
    ck_assert_int_eq(score, 11640);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* A last round without any game or PAB reads like the byes of the round to
 * be paired; XRP says it was paired. */
START_TEST(test_round_of_byes_only)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 5), SWC_OK);
    swc_round *r = pair_all(t, SWC_RESULT_DRAW);
    uint32_t ids[4] = { 1, 2, 3, 4 };
    int32_t kinds[4] = { SWC_RK_HALF_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE, SWC_RK_FULL_BYE };
    ck_assert_int_eq(swc_round_create(&r, t, NULL, NULL, 0, ids, kinds, 4), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 2), 3, SWC_RK_HALF_BYE), SWC_OK);
    assert_round_trip(t);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    char buf[256];
    ck_assert_ptr_nonnull(find_line(text, "XRP", buf, sizeof buf));
    ck_assert_str_eq(buf, "XRP 2");
    free(text);
    /* Without XRP the same column is the byes of round 2, still to pair. */
    doc d = { .n = 0 };
    line(&d, "XXR 5");
    player(&d, 1, NULL, 2400, " 0.0", 0, "0000 - H", NULL);
    player(&d, 2, NULL, 2300, " 0.0", 0, "0000 - H", NULL);
    swc_tournament *a = load(&d);
    ck_assert_uint_eq(swc_tournament_round_count(a), 0);
    swc_tournament_free(a);
    line(&d, "XRP 1");
    int rc = 0;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    a = read_doc(&d, SWC_TRF_TRUST_RESULTS, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_uint_eq(swc_tournament_round_count(a), 1);
    swc_tournament_free(a);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_bad_extension_records)
{
    static const struct {
        const char *line;
        int code;
        uint32_t col;
    } cases[] = {
        { "XPS SWISS", SWC_EPARSE, 5 },
        { "XPS SEQUENTIAL RATING", SWC_EPARSE, 16 },
        { "XPS BERGER X", SWC_EPARSE, 12 },
        { "XNE half", SWC_EPARSE, 5 },
        { "XLE 001 0001", SWC_ERANGE, 5 },
        { "XLE 002 0001", SWC_EINCONSISTENT, 0 },   /* player 1 played round 1 */
        { "XLE 002 0009", SWC_EINCONSISTENT, 9 },   /* no such player */
        { "XAJ 001 1 0001", SWC_EINCONSISTENT, 11 }, /* the game has a result */
        { "XAJ 001 2 0001", SWC_EINCONSISTENT, 9 },  /* no board 2 */
        { "XAJ 001 3 0001", SWC_EPARSE, 9 },
        { "XAJ 004 1 0001", SWC_EINCONSISTENT, 5 },
        { "XRP 0", SWC_EPARSE, 5 },
        { "XRP three", SWC_EPARSE, 5 },
        { "XRP 4", SWC_EINCONSISTENT, 0 },   /* more than XXR 3 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        doc d = { .n = 0 };
        line(&d, "XXR 3");
        line(&d, "%s", cases[i].line);
        player(&d, 1, NULL, 2400, " 1.0", 0, "   2 w 1", NULL);
        player(&d, 2, NULL, 2300, " 0.0", 0, "   1 b 0", NULL);
        int rc = 0;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        swc_tournament *t = read_doc(&d, 0, &rc, &e);
        ck_assert_msg(t == NULL && rc == cases[i].code, "%s: rc %d (%s)", cases[i].line, rc, e.message);
        if (cases[i].col)
            ck_assert_msg(e.column == cases[i].col, "%s: column %u (%s)", cases[i].line, e.column, e.message);
    }
}
END_TEST

static swc_tournament *small_event(void)
{
    doc d = { .n = 0 };
    line(&d, "012 Small");
    line(&d, "XXR 4");
    player(&d, 1, NULL, 2400, " 1.5", 1, "   3 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 2, "   4 b =", "   3 w =", NULL);
    player(&d, 3, NULL, 2300, " 0.5", 3, "   1 b 0", "   2 b =", NULL);
    player(&d, 4, NULL, 0, " 1.5", 4, "   2 w =", "0000 - U", NULL);
    return load(&d);
}

START_TEST(test_write_layout)
{
    swc_tournament *t = small_event();
    swc_player_request_bye(swc_tournament_player(t, 2), 3, SWC_RK_ZERO_BYE);
    size_t n;
    char *text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    static const char *const expected[] = {
        "012 Small",
        "062 4",
        "072 3",
        "142 4",
        "152 W",
        "240 Z 003    2",
        "XXR 4",
        "XXC white1",
        "XLF 1",
        "001    1 m    Player01, Test                    2400 NOR     1500001 2000/01/01  1.5    1     3 w 1  0000 - H",
        "001    2 m    Player02, Test                    2350 NOR     1500002 2000/01/01  1.0    2     4 b =     3 w =  0000 - Z",
        "001    3 m    Player03, Test                    2300 NOR     1500003 2000/01/01  0.5    3     1 b 0     2 b =",
        "001    4 m    Player04, Test                         NOR     1500004 2000/01/01  1.5    4     2 w =  0000 - U",
        "XPA    2 BYES 3=Z",
    };
    char buf[512];
    for (size_t k = 0; k < sizeof expected / sizeof expected[0]; k++) {
        ck_assert_ptr_nonnull(nth_line(text, (int)k + 1, buf, sizeof buf));
        ck_assert_str_eq(buf, expected[k]);
    }
    ck_assert_ptr_null(nth_line(text, (int)(sizeof expected / sizeof expected[0]) + 1, buf, sizeof buf));
    free(text);

    /* The file named no system, so none is asserted; once set, it is. */
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_DUTCH), SWC_OK);
    text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_nonnull(find_line(text, "192 FIDE_DUTCH_2026", buf, sizeof buf));
    free(text);

    /* TRF16: no 1x2 records of TRF-2026. */
    text = write_str(t, SWC_TRF_16, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_null(find_line(text, "142", buf, sizeof buf));
    ck_assert_ptr_null(find_line(text, "152", buf, sizeof buf));
    ck_assert_ptr_null(find_line(text, "192", buf, sizeof buf));
    ck_assert_ptr_null(find_line(text, "240", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XXR 4", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XXC white1", buf, sizeof buf));
    free(text);

    /* Other points: 162 and BB? in TRF-2026, XXS and BB? in TRF16. */
    swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 30);
    swc_tournament_set_int(t, SWC_SET_POINTS_DRAW, 10);
    text = write_str(t, SWC_TRF_2026, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_nonnull(find_line(text, "162", buf, sizeof buf));
    ck_assert_str_eq(buf, "162  W 3.0    D 1.0    L 0.0");
    ck_assert_ptr_nonnull(find_line(text, "BBW", buf, sizeof buf));
    ck_assert_str_eq(buf, "BBW  3.0");
    ck_assert_ptr_nonnull(find_line(text, "BBD", buf, sizeof buf));
    ck_assert_ptr_null(find_line(text, "XXS", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "001    1", buf, sizeof buf));
    ck_assert(strncmp(buf + 79, "  4.0", 5) == 0); /* 3 + 1 (half-point bye at the draw value) */
    free(text);
    text = write_str(t, SWC_TRF_16, SWC_TRF_EOL_LF, &n);
    ck_assert_ptr_null(find_line(text, "162", buf, sizeof buf));
    ck_assert_ptr_nonnull(find_line(text, "XXS", buf, sizeof buf));
    ck_assert_ptr_nonnull(strstr(buf, "PAB=3.0"));
    free(text);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_write_size_protocol)
{
    swc_tournament *t = small_event();
    size_t need = 0;
    ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, NULL), SWC_EBUFSIZE);
    ck_assert_uint_gt(need, 100);
    char *buf = malloc(need + 1);
    /* Too small: nothing written, size reported. */
    memset(buf, '#', need + 1);
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, buf, need - 1, t, NULL), SWC_EBUFSIZE);
    ck_assert_uint_eq(len, need);
    ck_assert_int_eq(buf[0], '#');
    ck_assert_str_ne(swc_tournament_errmsg(t), "");
    /* Exact: the text without a NUL. */
    ck_assert_int_eq(swc_trf_write(&len, buf, need, t, NULL), SWC_OK);
    ck_assert_uint_eq(len, need);
    ck_assert_int_eq(buf[need], '#');
    ck_assert_int_eq(buf[need - 1], '\n');
    ck_assert_str_eq(swc_tournament_errmsg(t), "");
    /* Room for the NUL. */
    ck_assert_int_eq(swc_trf_write(&len, buf, need + 1, t, NULL), SWC_OK);
    ck_assert_int_eq(buf[need], '\0');
    ck_assert_uint_eq(strlen(buf), need);
    free(buf);
    /* Arguments. */
    ck_assert_int_eq(swc_trf_write(NULL, NULL, 0, t, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, NULL, NULL), SWC_EINVAL);
    swc_trf_write_options o = SWC_TRF_WRITE_OPTIONS_INIT;
    o.format = 7;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &o), SWC_EINVAL);
    o.format = SWC_TRF_16;
    o.eol = 9;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &o), SWC_EINVAL);
    o.eol = 0;
    o.struct_size = 2;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &o), SWC_EINVAL);
    /* An older caller whose options end after `format`. */
    o.struct_size = (uint32_t)(offsetof(swc_trf_write_options, format) + sizeof o.format);
    o.eol = 99;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &o), SWC_EBUFSIZE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_write_dual_board)
{
    /* Dual-board events are written with the XDB/XDG extension records
     * (tests/test-dualboard.c checks them in detail). */
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_OK);
    size_t len;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write(&len, buf, len + 1, t, NULL), SWC_OK);
    ck_assert_ptr_nonnull(strstr(buf, "\nXDB 2\n"));
    free(buf);
    swc_tournament_free(t);
}
END_TEST

/* A tournament built through the API survives the trip through a file. */
START_TEST(test_api_round_trip)
{
    swc_tournament *t = swc_test_tournament(7);
    ck_assert_ptr_nonnull(t);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 5), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 20), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_DRAW_WHITE, 10), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_DRAW_BLACK, 15), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_PAB, 10), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2017), SWC_OK);
    /* TRF16 has no 192 record: only a type code in 092 carries the edition. */
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TYPE, "FIDE_DUTCH_2017"), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "象棋 Open"), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_DEPUTY, "One\nTwo"), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 7), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 1), 1, 10), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 2), 1, 10), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 1), 2, 5), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 6), 2, SWC_RK_HALF_BYE), SWC_OK);

    uint32_t w1[] = { 1, 5, 3 }, b1[] = { 4, 2, 6 }, bye1[] = { 7 };
    int32_t k1[] = { SWC_RK_PAB };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w1, b1, 3, bye1, k1, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_BLACK_FORFEIT_WIN), SWC_OK);
    uint32_t w2[] = { 2, 7, 4 }, b2[] = { 1, 3, 5 };
    ck_assert_int_eq(swc_round_create(&r, t, w2, b2, 3, NULL, NULL, 0), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DOUBLE_FORFEIT), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW_UNRATED), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 3), 3), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 4), 4, SWC_RK_FULL_BYE), SWC_OK);
    assert_round_trip(t);

    /* A pending game in the last round is written as such. */
    uint32_t w3[] = { 1, 2 }, b3[] = { 5, 6 }, bye3[] = { 7, 4 };
    int32_t k3[] = { SWC_RK_PAB, SWC_RK_ZERO_BYE };
    ck_assert_int_eq(swc_round_create(&r, t, w3, b3, 2, bye3, k3, 2), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    assert_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_files)
{
    const char *root = getenv("SWC_BUILD_ROOT");
    char *path = swc_test_path(root && *root ? root : ".", "test-trf-file.trf");
    swc_tournament *t = small_event(), *u = NULL;
    ck_assert_int_eq(swc_trf_write_file(t, path, NULL), SWC_OK);
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read_file(&u, path, NULL, &e), SWC_OK);
    char why[512];
    ck_assert_msg(tc_same(t, u, 0, why, sizeof why), "%s", why);
    swc_tournament_free(u);
    /* Replaced, not appended. */
    ck_assert_int_eq(swc_trf_write_file(t, path, NULL), SWC_OK);
    ck_assert_int_eq(swc_trf_read_file(&u, path, NULL, &e), SWC_OK);
    swc_tournament_free(u);
    remove(path);
    free(path);
    u = (swc_tournament *)1;
    ck_assert_int_eq(swc_trf_read_file(&u, "/nonexistent/dir/x.trf", NULL, &e), SWC_EIO);
    ck_assert_ptr_null(u);
    ck_assert_ptr_nonnull(strstr(e.message, "x.trf"));
    ck_assert_int_eq(swc_trf_write_file(t, "/nonexistent/dir/x.trf", NULL), SWC_EIO);
    ck_assert_int_eq(swc_trf_write_file(t, NULL, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_trf_write_file(NULL, "x", NULL), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_read_arguments)
{
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read(NULL, "012 x\n", 6, NULL, &e), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(e.message, "out"));
    swc_tournament *t = (swc_tournament *)1;
    ck_assert_int_eq(swc_trf_read(&t, NULL, 5, NULL, &e), SWC_EINVAL);
    ck_assert_ptr_null(t);
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = 0x80;
    ck_assert_int_eq(swc_trf_read(&t, "012 x\n", 6, &o, &e), SWC_EINVAL);
    o.flags = 0;
    o.struct_size = 1;
    ck_assert_int_eq(swc_trf_read(&t, "012 x\n", 6, &o, &e), SWC_EINVAL);
    swc_allocator half = { NULL, NULL, NULL, NULL };
    half.malloc_fn = swc_test_allocator(&(swc_test_alloc){ 0, 0, 0, 0 }).malloc_fn;
    o = (swc_trf_read_options)SWC_TRF_READ_OPTIONS_INIT;
    o.allocator = &half;
    ck_assert_int_eq(swc_trf_read(&t, "012 x\n", 6, &o, &e), SWC_EINVAL);
    /* A NULL error struct is fine; so is a short one from an older caller. */
    ck_assert_int_eq(swc_trf_read(&t, "", 0, NULL, NULL), SWC_EPARSE);
    struct {
        swc_trf_error e;
        char guard[8];
    } small;
    memset(&small, 'G', sizeof small);
    small.e.struct_size = (uint32_t)offsetof(swc_trf_error, message) + 8;
    ck_assert_int_eq(swc_trf_read(&t, "", 0, NULL, &small.e), SWC_EPARSE);
    ck_assert_uint_eq(small.e.line, 1);
    ck_assert_int_eq(small.e.message[7], '\0');
    ck_assert_int_eq(small.e.message[8], 'G');
    /* Success clears a previous error. */
    doc d = { .n = 0 };
    line(&d, "012 x");
    line(&d, "XLF 1");
    ck_assert_int_eq(swc_trf_read(&t, d.s, d.n, NULL, &e), SWC_OK);
    ck_assert_uint_eq(e.line, 0);
    ck_assert_str_eq(e.message, "");
    swc_tournament_free(t);
}
END_TEST

/* Every allocation failure is reported and leaks nothing. */
START_TEST(test_out_of_memory)
{
    doc d = { .n = 0 };
    line(&d, "012 Memory");
    line(&d, "112 Deputy");
    line(&d, "XXR 4");
    line(&d, "XXP 1 2");
    line(&d, "XXA    1  1.0");
    line(&d, "XYZ kept");
    player(&d, 1, NULL, 2400, " 1.5", 0, "   3 w 1", "0000 - H", NULL);
    player(&d, 2, NULL, 2350, " 1.0", 0, "   4 b =", "   3 w =", NULL);
    player(&d, 3, NULL, 2300, " 0.5", 0, "   1 b 0", "   2 b =", NULL);
    player(&d, 4, NULL, 2250, " 1.5", 0, "   2 w =", "0000 - U", "0000 - Z", NULL);
    int done = 0;
    for (long k = 1; k < 10000 && !done; k++) {
        swc_test_alloc st = { k, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
        o.allocator = &a;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        swc_tournament *t = NULL;
        int rc = swc_trf_read(&t, d.s, d.n, &o, &e);
        if (rc == SWC_OK) {
            /* Now the writer, failing at each of its own allocations. */
            for (long j = 1; j < 1000; j++) {
                st.fail_at = st.calls + j;
                size_t len;
                int wrc = swc_trf_write(&len, NULL, 0, t, NULL);
                if (wrc == SWC_EBUFSIZE)
                    break;
                ck_assert_int_eq(wrc, SWC_ENOMEM);
                ck_assert_str_eq(swc_tournament_errmsg(t), "out of memory");
            }
            st.fail_at = 0;
            swc_tournament_free(t);
            done = 1;
        } else {
            ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld: %d %s", k, rc, e.message);
            ck_assert_ptr_null(t);
        }
        ck_assert_msg(st.live_blocks == 0 && st.live_bytes == 0, "allocation %ld: %ld blocks, %lld bytes leaked", k,
                      st.live_blocks, st.live_bytes);
    }
    ck_assert(done);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("trf");
    TCase *read = tcase_create("read");
    tcase_add_test(read, test_header_and_player_fields);
    tcase_add_test(read, test_result_codes);
    tcase_add_test(read, test_byes);
    tcase_add_test(read, test_points_162);
    tcase_add_test(read, test_points_xxs);
    tcase_add_test(read, test_points_bb);
    tcase_add_test(read, test_rounds_and_colour_records);
    tcase_add_test(read, test_initial_colour_inferred);
    tcase_add_test(read, test_acceleration);
    tcase_add_test(read, test_baku_late_entry_round_trip);
    tcase_add_test(read, test_extension_records_round_trip);
    tcase_add_test(read, test_round_of_byes_only);
    tcase_add_test(read, test_points_past_999);
    tcase_add_test(read, test_forbidden_pairs);
    tcase_add_test(read, test_pending_column_is_requests);
    tcase_add_test(read, test_xxz_and_240);
    tcase_add_test(read, test_utf8_names);
    tcase_add_test(read, test_line_ends);
    tcase_add_test(read, test_points_check);
    tcase_add_test(read, test_read_arguments);
    suite_add_tcase(s, read);

    TCase *bad = tcase_create("bad");
    tcase_add_test(bad, test_bad_truncated_line);
    tcase_add_test(bad, test_bad_extension_records);
    tcase_add_test(bad, test_bad_misaligned);
    tcase_add_test(bad, test_bad_result_code);
    tcase_add_test(bad, test_bad_colour);
    tcase_add_test(bad, test_bad_opponent);
    tcase_add_test(bad, test_bad_ids);
    tcase_add_test(bad, test_bad_numbers);
    tcase_add_test(bad, test_bad_bytes);
    tcase_add_test(bad, test_bad_long_line);
    tcase_add_test(bad, test_bad_huge_line_fast);
    tcase_add_test(bad, test_bad_too_large);
    tcase_add_test(bad, test_bad_rounds);
    tcase_add_test(bad, test_bad_files_present);
    char **files = NULL;
    size_t nbad = bad_files(&files);
    swc_test_free_list(files, nbad);
    tcase_add_loop_test(bad, test_bad_file, 0, (int)nbad);
    suite_add_tcase(s, bad);

    TCase *write = tcase_create("write");
    tcase_add_test(write, test_write_layout);
    tcase_add_test(write, test_write_size_protocol);
    tcase_add_test(write, test_write_dual_board);
    tcase_add_test(write, test_api_round_trip);
    tcase_add_test(write, test_files);
    tcase_add_test(write, test_out_of_memory);
    suite_add_tcase(s, write);
    return swc_test_run(s);
}
