/*
 * What the TRF reader interprets in files other programs write, and the
 * warnings it gives: encodings (Windows-1252, GB18030, UTF-16), column
 * rulers and a second name, absences and legacy byes, bye rounds left
 * blank, kept comments, a system not named, forfeits without colours, XXC
 * rank without ranks; and what it refuses: bad team input, team numbers
 * without team records, files that are not TRF, shifted player records.
 * Small hand-made files, one rule each.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "model/model.h"

typedef struct doc {
    char s[1 << 16];
    size_t n;
} doc;

static void raw(doc *d, const char *s, size_t n)
{
    ck_assert(d->n + n + 1 < sizeof d->s);
    memcpy(d->s + d->n, s, n);
    d->n += n;
    d->s[d->n] = '\0';
}

static void line(doc *d, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void line(doc *d, const char *fmt, ...)
{
    char buf[4096];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    ck_assert(k >= 0 && (size_t)k < sizeof buf);
    raw(d, buf, (size_t)k);
    raw(d, "\n", 1);
}

/* A 001 line; `name` is padded to 33 columns of `width` bytes per
 * non-ASCII character (1 for Latin-1, 2 for GBK, the UTF-8 length for
 * UTF-8 counted as one character), and the round blocks follow from
 * column 92. */
static void player(doc *d, int id, const char *name, int utf8, const char *pts, const char *rank, ...)
{
    char nm[200], rounds[1200] = "";
    size_t cols = 0, n = strlen(name);
    for (size_t i = 0; i < n; i++)
        cols += utf8 ? ((unsigned char)name[i] & 0xC0) != 0x80 : 1;
    snprintf(nm, sizeof nm, "%s%*s", name, (int)(33 - cols), "");
    va_list ap;
    va_start(ap, rank);
    const char *b;
    while ((b = va_arg(ap, const char *)) != NULL) {
        strcat(rounds, "  ");
        strcat(rounds, b);
    }
    va_end(ap);
    line(d, "001 %4d m    %s %4d NOR %11d 2000/01/01 %4s %4s%s", id, nm, 2400 - id, 1500000 + id, pts, rank, rounds);
}

static swc_tournament *read_enc(const doc *d, uint32_t flags, int32_t enc, int *rc, swc_trf_error *e)
{
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = flags;
    o.encoding = enc;
    swc_tournament *t = (swc_tournament *)1;
    *e = (swc_trf_error)SWC_TRF_ERROR_INIT;
    *rc = swc_trf_read(&t, d->s, d->n, &o, e);
    return t;
}

static swc_tournament *load_enc(const doc *d, int32_t enc)
{
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_enc(d, 0, enc, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "read failed (%d): %s", rc, e.message);
    return t;
}

static swc_tournament *load(const doc *d)
{
    return load_enc(d, SWC_TRF_ENCODING_AUTO);
}

static void expect_fail(const doc *d, uint32_t flags, int32_t enc, int code, uint32_t ln, uint32_t col, const char *words)
{
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_enc(d, flags, enc, &rc, &e);
    ck_assert_msg(rc == code && t == NULL, "status %d, expected %d: %s", rc, code, e.message);
    ck_assert_msg(e.line == ln && e.column == col, "reported %u:%u, expected %u:%u (%s)", e.line, e.column, ln, col,
                  e.message);
    ck_assert_msg(!words || strstr(e.message, words), "\"%s\" does not say \"%s\"", e.message, words);
}

/* Warning i: its line, column and that its message says `words`. */
static void expect_warning(const swc_tournament *t, size_t i, uint32_t ln, uint32_t col, const char *words)
{
    ck_assert_uint_gt(swc_tournament_warning_count(t), i);
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    ck_assert_int_eq(swc_tournament_warning(&w, t, i), SWC_OK);
    ck_assert_msg(w.line == ln && w.column == col, "warning %zu at %u:%u, expected %u:%u (%s)", i, w.line, w.column, ln,
                  col, w.message);
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%u:%u: ", ln, col);
    ck_assert_msg(strncmp(w.message, prefix, strlen(prefix)) == 0, "%s", w.message);
    ck_assert_msg(strstr(w.message, words), "warning \"%s\" does not say \"%s\"", w.message, words);
}

static char *write_text(swc_tournament *t, int format)
{
    swc_trf_write_options o = SWC_TRF_WRITE_OPTIONS_INIT;
    o.format = format;
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, NULL, 0, t, &o), SWC_EBUFSIZE);
    char *buf = malloc(n + 1);
    ck_assert_int_eq(swc_trf_write(&n, buf, n + 1, t, &o), SWC_OK);
    return buf;
}

static const swc_rec *rec(const swc_tournament *t, uint32_t id, uint32_t round)
{
    const swc_player *p = swc_model_player_by_id(t, id);
    ck_assert_ptr_nonnull(p);
    return &p->rec[round - 1];
}

static int32_t score(const swc_tournament *t, uint32_t id)
{
    return swc_score_after(swc_model_player_by_id(t, id), (uint32_t)t->nrounds);
}

/* Two players, one game each round: the smallest event for a rule. */
static void two_players(doc *d, const char *name1, int utf8)
{
    player(d, 1, name1, utf8, "1.0", "", "   2 w 1", NULL);
    player(d, 2, "Second, Player", 1, "0.0", "", "   1 b 0", NULL);
}

/* ---- encodings ------------------------------------------------------------ */

START_TEST(test_latin1_auto)
{
    doc d = { .n = 0 };
    line(&d, "012 Caf\xE9 \x80 Open");
    two_players(&d, "M\xFCller, J\xFCrgen", 0);
    swc_tournament *t = load(&d);
    ck_assert_str_eq(t->text[SWC_TEXT_NAME], "Caf\xC3\xA9 \xE2\x82\xAC Open");
    ck_assert_str_eq(swc_model_player_by_id(t, 1)->name, "M\xC3\xBCller, J\xC3\xBCrgen");
    ck_assert_int_eq(swc_model_player_by_id(t, 1)->rating, 2399);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 1);
    expect_warning(t, 0, 1, 8, "Windows-1252");
    swc_tournament_free(t);

    /* Asked for: no warning. Strict UTF-8: refused at the character. */
    t = load_enc(&d, SWC_TRF_ENCODING_LATIN1);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);
    ck_assert_str_eq(swc_model_player_by_id(t, 1)->name, "M\xC3\xBCller, J\xC3\xBCrgen");
    swc_tournament_free(t);
    expect_fail(&d, 0, SWC_TRF_ENCODING_UTF8, SWC_EPARSE, 1, 8, "UTF-8");
}
END_TEST

START_TEST(test_gbk)
{
    /* 张三 in GB18030, padded by bytes as Chinese Windows programs do. */
    doc d = { .n = 0 };
    line(&d, "012 \xB1\xC8\xC8\xFC"); /* 比赛 */
    two_players(&d, "\xD5\xC5\xC8\xFD", 0);
    swc_tournament *t = load(&d);
    ck_assert_str_eq(t->text[SWC_TEXT_NAME], "\xE6\xAF\x94\xE8\xB5\x9B");
    ck_assert_str_eq(swc_model_player_by_id(t, 1)->name, "\xE5\xBC\xA0\xE4\xB8\x89");
    ck_assert_int_eq(swc_model_player_by_id(t, 1)->rating, 2399);
    ck_assert_int_eq(score(t, 1), 10);
    expect_warning(t, 0, 1, 5, "GB18030");
    swc_tournament_free(t);
    t = load_enc(&d, SWC_TRF_ENCODING_GBK);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);
    swc_tournament_free(t);

    /* Error columns of a GB18030 file are its byte columns: the bad
     * result code is in column 99 of the file. */
    d.n = 0;
    player(&d, 1, "\xD5\xC5\xC8\xFD", 0, "1.0", "", "   2 w Q", NULL);
    player(&d, 2, "Second, Player", 1, "0.0", "", "   1 b 0", NULL);
    expect_fail(&d, 0, SWC_TRF_ENCODING_GBK, SWC_EPARSE, 1, 99, "result code");
    /* Bytes that are no GB18030. */
    d.n = 0;
    line(&d, "012 \x81\x20");
    expect_fail(&d, 0, SWC_TRF_ENCODING_GBK, SWC_EPARSE, 1, 5, "GB18030");
}
END_TEST

/* The same small file in UTF-16 with either byte-order mark. */
START_TEST(test_utf16)
{
    doc u = { .n = 0 };
    line(&u, "012 Caf\xC3\xA9");
    two_players(&u, "Smith, John", 1);
    for (int be = 0; be < 2; be++) {
        doc d = { .n = 0 };
        raw(&d, be ? "\xFE\xFF" : "\xFF\xFE", 2);
        for (size_t i = 0; i < u.n; i++) {
            unsigned char c = (unsigned char)u.s[i];
            char two[2] = { 0, 0 };
            if (c == 0xC3) { /* é: U+00E9 */
                two[be ? 1 : 0] = (char)0xE9;
                i++;
            } else {
                two[be ? 1 : 0] = (char)c;
            }
            raw(&d, two, 2);
        }
        swc_tournament *t = load(&d);
        ck_assert_str_eq(t->text[SWC_TEXT_NAME], "Caf\xC3\xA9");
        ck_assert_uint_eq(t->nplayers, 2);
        expect_warning(t, 0, 1, 1, be ? "big-endian" : "little-endian");
        swc_tournament_free(t);
    }
    doc bad = { .n = 0 };
    raw(&bad, "\xFF\xFE\x31\x00\x00\xD8", 6); /* a lone surrogate */
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_enc(&bad, 0, 0, &rc, &e);
    ck_assert_int_eq(rc, SWC_EPARSE);
    ck_assert_ptr_null(t);
    ck_assert_ptr_nonnull(strstr(e.message, "UTF-16"));
}
END_TEST

/* Error columns count characters in UTF-8 as the fields do. */
START_TEST(test_error_column_in_characters)
{
    doc d = { .n = 0 };
    player(&d, 1, "\xE5\xBC\xA0\xE4\xB8\x89", 1, "1.0", "", "   2 w Q", NULL);
    player(&d, 2, "Second, Player", 1, "0.0", "", "   1 b 0", NULL);
    expect_fail(&d, 0, 0, SWC_EPARSE, 1, 99, "result code");
    /* The same in a Windows-1252 file read automatically: one byte per
     * character there, and the column is the character's. */
    d.n = 0;
    player(&d, 1, "M\xFCller, J\xFCrgen", 0, "1.0", "", "   2 w Q", NULL);
    player(&d, 2, "Second, Player", 1, "0.0", "", "   1 b 0", NULL);
    expect_fail(&d, 0, 0, SWC_EPARSE, 1, 99, "result code");
    /* A name of wide characters (CJK: one character, three bytes, two
     * terminal columns) moves nothing: the misaligned field is named at
     * its character column. */
    d.n = 0;
    line(&d, "001    1 m    \xE7\x8E\x8B\xE5\xA4\xA9\xE4\xB8\x80%30s 2400 NORX    1500001 2000/01/01  1.0", "");
    expect_fail(&d, 0, 0, SWC_EPARSE, 1, 57, "column 57 must be blank");
}
END_TEST

START_TEST(test_bad_options)
{
    doc d = { .n = 0 };
    two_players(&d, "A", 1);
    expect_fail(&d, 0, 4, SWC_EINVAL, 0, 0, "encoding");
    expect_fail(&d, 0, -1, SWC_EINVAL, 0, 0, "encoding");
    /* A caller of the first version has no encoding field: automatic. */
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.struct_size = (uint32_t)offsetof(swc_trf_read_options, encoding);
    o.encoding = 99;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read(&t, d.s, d.n, &o, NULL), SWC_OK);
    swc_tournament_free(t);
}
END_TEST

/* ---- lines that are not what they look like -------------------------------- */

START_TEST(test_ruler_and_second_name)
{
    doc d = { .n = 0 };
    line(&d, "012 Real Name");
    line(&d, "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR");
    line(&d, "0123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890");
    line(&d, "012 Old Name");
    two_players(&d, "A", 1);
    swc_tournament *t = load(&d);
    ck_assert_str_eq(t->text[SWC_TEXT_NAME], "Real Name");
    ck_assert_uint_eq(swc_tournament_warning_count(t), 2);
    expect_warning(t, 0, 3, 1, "ruler");
    expect_warning(t, 1, 4, 1, "second tournament name");
    /* Both kept, as comments, and they stay so on the next reading. */
    char *text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_nonnull(strstr(text, "\n0123456789"));
    ck_assert_ptr_nonnull(strstr(text, "\n### 012 Old Name\n"));
    swc_tournament *back = NULL;
    ck_assert_int_eq(swc_trf_read(&back, text, strlen(text), NULL, NULL), SWC_OK);
    ck_assert_str_eq(back->text[SWC_TEXT_NAME], "Real Name");
    char *again = write_text(back, SWC_TRF_2026);
    ck_assert_str_eq(text, again);
    free(again);
    free(text);
    swc_tournament_free(back);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_comments_and_unknown_kept)
{
    doc d = { .n = 0 };
    line(&d, "### written by hand");
    line(&d, "012 Club");
    line(&d, "013 Team A    1    2");
    two_players(&d, "A", 1);
    swc_tournament *t = load(&d);
    for (int f = 0; f < 2; f++) {
        char *text = write_text(t, f == 0 ? SWC_TRF_2026 : SWC_TRF_16);
        ck_assert_ptr_nonnull(strstr(text, "### written by hand\n"));
        ck_assert_ptr_nonnull(strstr(text, "013 Team A    1    2\n"));
        free(text);
    }
    swc_tournament_free(t);
}
END_TEST

/* ---- round blocks ----------------------------------------------------------- */

START_TEST(test_absences)
{
    doc d = { .n = 0 };
    line(&d, "XXR 3");
    player(&d, 1, "A", 1, "2.0", "", "   2 w 1", "       -", "   2 b 1", NULL);
    player(&d, 2, "B", 1, "0.0", "", "   1 b 0", "0000 - -", "   1 w 0", NULL);
    swc_tournament *t = load(&d);
    ck_assert_int_eq(rec(t, 1, 2)->kind, SWC_RK_ZERO_BYE);
    ck_assert_int_eq(rec(t, 2, 2)->kind, SWC_RK_ZERO_BYE);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 1);
    expect_warning(t, 0, 2, 109, "not paired");
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    swc_tournament_warning(&w, t, 0);
    ck_assert_ptr_nonnull(strstr(w.message, "2 times"));
    /* Nobody absent is paired: re-pairing round 2 pairs nobody. */
    swc_check_report *rep = NULL;
    ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
    swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_check_report_round(&ri, rep, 1), SWC_OK);
    ck_assert_int_eq(ri.agrees, 1);
    swc_check_report_free(rep);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_legacy_byes)
{
    doc d = { .n = 0 };
    line(&d, "XXR 2");
    player(&d, 1, "A", 1, "1.5", "", "0000 - =", "   2 w 1", NULL);
    player(&d, 2, "B", 1, "1.0", "", "0000 - +", "   1 b 0", NULL);
    swc_tournament *t = load(&d);
    ck_assert_int_eq(rec(t, 1, 1)->kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(rec(t, 2, 1)->kind, SWC_RK_FULL_BYE);
    ck_assert_int_eq(score(t, 1), 15);
    ck_assert_int_eq(score(t, 2), 10);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 2);
    expect_warning(t, 0, 2, 99, "half-point bye");
    expect_warning(t, 1, 3, 99, "full-point bye");
    /* Written in today's letters, which read back without a warning. */
    char *text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_nonnull(strstr(text, "0000 - H"));
    ck_assert_ptr_nonnull(strstr(text, "0000 - F"));
    swc_tournament *back = NULL;
    ck_assert_int_eq(swc_trf_read(&back, text, strlen(text), NULL, NULL), SWC_OK);
    ck_assert_uint_eq(swc_tournament_warning_count(back), 0);
    free(text);
    swc_tournament_free(back);
    swc_tournament_free(t);
}
END_TEST

/* The ICU convention: bye rounds blank, their points in the total only. */
START_TEST(test_blank_rounds_become_byes)
{
    doc d = { .n = 0 };
    line(&d, "XXR 4");
    player(&d, 1, "A", 1, "3.5", "", "   2 w 1", "        ", "   2 b 1", "   3 w 1", NULL);
    player(&d, 2, "B", 1, "1.5", "", "   1 b 0", "        ", "   1 w 0", "        ", NULL);
    player(&d, 3, "C", 1, "0.0", "", "        ", "        ", "        ", "   1 b 0", NULL);
    swc_tournament *t = load(&d);
    /* 0.5 more for A: a half bye; 1.5 for B: a full bye in the first blank
     * round, a half in the next. */
    ck_assert_int_eq(rec(t, 1, 2)->kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(rec(t, 2, 2)->kind, SWC_RK_FULL_BYE);
    ck_assert_int_eq(rec(t, 2, 4)->kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(rec(t, 3, 1)->kind, SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(score(t, 1), 35);
    ck_assert_int_eq(score(t, 2), 15);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 2);
    expect_warning(t, 0, 2, 81, "round 2 (half)");
    expect_warning(t, 1, 3, 81, "rounds 2 (full), 4 (half)");
    swc_tournament_free(t);

    /* The same under --trust-results: the points are not dropped. */
    int rc;
    swc_trf_error e;
    t = read_enc(&d, SWC_TRF_TRUST_RESULTS, 0, &rc, &e);
    ck_assert_int_eq(rc, SWC_OK);
    ck_assert_int_eq(score(t, 1), 35);
    swc_tournament_free(t);

    /* More than the blank rounds can hold: refused, results trusted on request. */
    d.n = 0;
    line(&d, "XXR 3");
    player(&d, 1, "A", 1, "4.5", "", "   2 w 1", "        ", "   2 b 1", NULL);
    player(&d, 2, "B", 1, "0.0", "", "   1 b 0", "        ", "   1 w 0", NULL);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 2, 81, "SWC_TRF_TRUST_RESULTS");
    t = read_enc(&d, SWC_TRF_TRUST_RESULTS, 0, &rc, &e);
    ck_assert_int_eq(rc, SWC_OK);
    ck_assert_int_eq(rec(t, 1, 2)->kind, SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(score(t, 1), 20);
    swc_tournament_free(t);
    /* Less than the results: no bye can explain it. */
    d.n = 0;
    line(&d, "XXR 2");
    player(&d, 1, "A", 1, "0.0", "", "   2 w 1", "        ", NULL);
    player(&d, 2, "B", 1, "0.0", "", "   1 b 0", "        ", NULL);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 2, 81, "states 0.0 points");
}
END_TEST

START_TEST(test_forfeit_colour_kept)
{
    doc d = { .n = 0 };
    line(&d, "XXR 2");
    player(&d, 1, "A", 1, "1.0", "", "   2 - +", NULL);
    player(&d, 2, "B", 1, "0.0", "", "   1 - -", NULL);
    swc_tournament *t = load(&d);
    ck_assert_int_eq(rec(t, 1, 1)->kind, SWC_RK_FORFEIT_WIN);
    ck_assert_int_eq(rec(t, 2, 1)->kind, SWC_RK_FORFEIT_LOSS);
    char *text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_nonnull(strstr(text, "     2 - +\n"));
    ck_assert_ptr_nonnull(strstr(text, "     1 - -\n"));
    free(text);
    /* Once the game has a result of its own, it has colours again. */
    swc_round *r1 = swc_tournament_round(t, 1);
    ck_assert_int_eq(swc_round_set_result(r1, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_null(strstr(text, " - +"));
    free(text);
    swc_tournament_free(t);
}
END_TEST

/* XXC rank takes the order of the 001 lines (Lichess writes it and leaves
 * the rank column blank): no warning, the second line is pairing number 1. */
START_TEST(test_xxc_rank_blank)
{
    doc d = { .n = 0 };
    line(&d, "XXC rank white1");
    player(&d, 2, "Second, Player", 1, "0.0", "", "   1 b 0", NULL);
    player(&d, 1, "A", 1, "1.0", "", "   2 w 1", NULL);
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);
    ck_assert_uint_eq(swc_model_player_by_id(t, 2)->tpn, 1);
    ck_assert_uint_eq(swc_model_player_by_id(t, 1)->tpn, 2);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_system_not_asserted)
{
    doc d = { .n = 0 };
    two_players(&d, "A", 1);
    swc_tournament *t = load(&d);
    char *text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_null(strstr(text, "\n192 "));
    free(text);
    swc_tournament_free(t);
    d.n = 0;
    line(&d, "192 FIDE_DUTCH_2017");
    two_players(&d, "A", 1);
    t = load(&d);
    text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_nonnull(strstr(text, "\n192 FIDE_DUTCH_2017\n"));
    free(text);
    swc_tournament_free(t);
    /* A tournament built by the API has its system. */
    t = swc_test_tournament(2);
    text = write_text(t, SWC_TRF_2026);
    ck_assert_ptr_nonnull(strstr(text, "\n192 FIDE_DUTCH_2026\n"));
    free(text);
    swc_tournament_free(t);
}
END_TEST

/* ---- refused -------------------------------------------------------------------- */

/* A two-board team event: teams 1 (players 1, 2) and 2 (3, 4), one round:
 * 1-3 (board 1, 1-0) and 4-2 (board 2, ½). `extra` goes after 310. */
static void team_doc(doc *d, const char *team1, const char *extra, const char *r1)
{
    d->n = 0;
    line(d, "012 League");
    line(d, "352 WB");
    line(d, "%s", team1);
    line(d, "310   2 Team B                           B          0    0.0    0.0         3    4");
    if (extra)
        line(d, "%s", extra);
    player(d, 1, "One", 1, "1.0", "", r1 ? r1 : "   3 w 1", NULL);
    player(d, 2, "Two", 1, "0.5", "", "   4 b =", NULL);
    player(d, 3, "Three", 1, "0.0", "", "   1 b 0", NULL);
    player(d, 4, "Four", 1, "0.5", "", "   2 w =", NULL);
}

#define TEAM_A "310   1 Team A                           A          0    0.0    0.0         1    2"

START_TEST(test_team_input)
{
    doc d = { .n = 0 };
    /* The event itself loads: two teams, one match, 1.5 - 0.5. */
    team_doc(&d, TEAM_A, NULL, NULL);
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(swc_team_count(t), 2);
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 1, 1), SWC_OK);
    ck_assert(res.opponent == 2 && res.colour == SWC_COLOUR_WHITE && res.match_points == 20 && res.game_points == 15);
    swc_tournament_free(t);
    /* A team bye asked for a later round is a request of the model, written
     * back in the writer's layout; one naming a team the file does not have
     * is kept as it is. */
    team_doc(&d, TEAM_A, "240 H   3    2", NULL);
    t = load(&d);
    int32_t asked = SWC_RK_NONE;
    ck_assert_int_eq(swc_team_get_bye_request(&asked, t, 2, 3), SWC_OK);
    ck_assert_int_eq(asked, SWC_RK_HALF_BYE);
    ck_assert_int_eq(swc_team_get_bye_request(&asked, t, 1, 3), SWC_OK);
    ck_assert_int_eq(asked, SWC_RK_NONE);
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    char out[8192];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, out, sizeof out, t, &wo), SWC_OK);
    ck_assert_ptr_nonnull(strstr(out, "\n240 H 003    2\n"));
    swc_tournament_free(t);
    team_doc(&d, TEAM_A, "240 H   3    7", NULL);
    t = load(&d);
    ck_assert_int_eq(swc_trf_write(&len, out, sizeof out, t, &wo), SWC_OK);
    ck_assert_ptr_nonnull(strstr(out, "\n240 H   3    7\n"));
    swc_tournament_free(t);
    team_doc(&d, TEAM_A, "240 H   0    2", NULL);
    expect_fail(&d, 0, 0, SWC_EPARSE, 5, 7, "round in columns 7-9");
    /* A player in two teams. */
    team_doc(&d, "310   1 Team A                           A          0    0.0    0.0         1    3", NULL, NULL);
    expect_fail(&d, 0, 0, SWC_EPARSE, 4, 74, "player 3 is already a member of team 1");
    /* A line-up with a player of the other team. */
    team_doc(&d, TEAM_A, "300   1   1   2    1    4", NULL);
    expect_fail(&d, 0, 0, SWC_EPARSE, 5, 1, "names player 4 of team 2");
    /* More boards than the event has. */
    team_doc(&d, TEAM_A, "300   1   1   2    1    2    0", NULL);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 5, 27, "lists 3 boards, but the event has 2");
    /* A forfeited match whose boards were played. */
    team_doc(&d, TEAM_A, "330 -+   1   1   2", NULL);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 5, 1, "forfeited, but board 1 was played");
    /* A team with no 310 record. */
    team_doc(&d, TEAM_A, "300   1   3   1    1    2", NULL);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 5, 9, "team 3 is not in this file");
    /* 240 and 250 on their own. A 250 with match points (columns 5-8,
     * empty for individuals) names teams. */
    d.n = 0;
    line(&d, "012 League");
    line(&d, "250  2.0        1   1    1    2");
    two_players(&d, "A", 1);
    expect_fail(&d, 0, 0, SWC_EUNSUPPORTED, 2, 6, "needs its TRF-2026 team records");
    /* A 240 naming a team the file defines (013 records) where the player
     * of that number played: the numbers are teams. */
    d.n = 0;
    line(&d, "012 League");
    line(&d, "013 Team A                            1");
    line(&d, "013 Team B                            2");
    line(&d, "240 F   1    2");
    two_players(&d, "A", 1);
    expect_fail(&d, 0, 0, SWC_EUNSUPPORTED, 4, 14, "needs its TRF-2026 team records");
    expect_fail(&d, 0, 0, SWC_EUNSUPPORTED, 4, 14, "record 240 names team 2");
    /* ... or a team number no player has (082 gives the count). */
    d.n = 0;
    line(&d, "012 League");
    line(&d, "082 3");
    line(&d, "240 H   1    3");
    two_players(&d, "A", 1);
    expect_fail(&d, 0, 0, SWC_EUNSUPPORTED, 3, 14, "needs its TRF-2026 team records");
    /* Without teams in the file, the same 240 is an individual record at
     * odds with the round column: an ordinary inconsistency. */
    d.n = 0;
    line(&d, "012 Open");
    line(&d, "240 F   1    2");
    two_players(&d, "A", 1);
    expect_fail(&d, 0, 0, SWC_EINCONSISTENT, 2, 11, "record 240 gives player 2");
    /* A 240 that fits the players is individual, teams or not: a bye
     * requested for the next round loads. */
    d.n = 0;
    line(&d, "012 League");
    line(&d, "XXR 2");
    line(&d, "013 Team A                            1");
    line(&d, "013 Team B                            2");
    line(&d, "240 H   2    2");
    two_players(&d, "A", 1);
    t = load(&d);
    int32_t kind = 0;
    ck_assert_int_eq(swc_player_get_bye_request(&kind, swc_tournament_player(t, 2), 2), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_HALF_BYE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_not_trf)
{
    doc d = { .n = 0 };
    line(&d, "hello world");
    expect_fail(&d, 0, 0, SWC_EPARSE, 1, 1, "not a TRF file");
    d.n = 0;
    raw(&d, "\n", 1);
    line(&d, "name;rating;federation");
    line(&d, "Carlsen;2830;NOR");
    expect_fail(&d, 0, 0, SWC_EPARSE, 2, 1, "not a TRF file");
    /* Player lines moved one column to the right. */
    d.n = 0;
    line(&d, "012 Shifted");
    line(&d, " 001    1 m    %-33s 2400 NOR     1500001 2000/01/01  1.0         2 w 1", "A");
    expect_fail(&d, 0, 0, SWC_EPARSE, 2, 2, "001");
    /* A header without players: refused, unless the library wrote it
     * (XLF), for an event saved before registration. */
    d.n = 0;
    line(&d, "### set up by hand");
    line(&d, "012 Not yet registered");
    line(&d, "XXR 7");
    expect_fail(&d, 0, 0, SWC_EPARSE, 2, 1, "no player records (001)");
    line(&d, "XLF 1");
    swc_tournament *t = load(&d);
    ck_assert_uint_eq(swc_tournament_player_count(t), 0);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);
    ck_assert_str_eq(t->text[SWC_TEXT_NAME], "Not yet registered");
    /* and what the library writes of it reads back the same */
    for (int f = 0; f < 2; f++) {
        char *text = write_text(t, f == 0 ? SWC_TRF_2026 : SWC_TRF_16);
        swc_tournament *back = NULL;
        ck_assert_int_eq(swc_trf_read(&back, text, strlen(text), NULL, NULL), SWC_OK);
        ck_assert_uint_eq(swc_tournament_player_count(back), 0);
        int32_t rounds = 0;
        swc_tournament_get_int(&rounds, back, SWC_SET_ROUNDS);
        ck_assert_int_eq(rounds, 7);
        swc_tournament_free(back);
        free(text);
    }
    swc_tournament_free(t);
    /* A header with a player line shifted out of its columns among good ones. */
    d.n = 0;
    line(&d, "012 Shifted");
    two_players(&d, "A", 1);
    line(&d, "  001    3 m    %-33s 2300 NOR     1500003 2000/01/01  0.0", "C");
    expect_fail(&d, 0, 0, SWC_EPARSE, 4, 3, "moved 2 columns");
}
END_TEST

/* ---- the warnings API ----------------------------------------------------------- */

START_TEST(test_warning_api)
{
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    ck_assert_uint_eq(swc_tournament_warning_count(NULL), 0);
    ck_assert_int_eq(swc_tournament_warning(&w, NULL, 0), SWC_EINVAL);
    swc_tournament *t = swc_test_tournament(2);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 0);
    ck_assert_int_eq(swc_tournament_warning(&w, t, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_warning(NULL, t, 0), SWC_EINVAL);
    swc_tournament_free(t);

    /* Many interpretations: the first ones kept in file order, then one
     * that counts the rest. */
    doc d = { .n = 0 };
    line(&d, "XXR 2");
    for (int i = 1; i <= 300; i += 2) {
        char g1[16], g2[16];
        snprintf(g1, sizeof g1, "%4d w 1", i + 1);
        snprintf(g2, sizeof g2, "%4d b 0", i);
        player(&d, i, "A", 1, "1.5", "", "        ", g1, NULL);
        player(&d, i + 1, "B", 1, "0.0", "", "        ", g2, NULL);
    }
    t = load(&d);
    ck_assert_uint_eq(swc_tournament_warning_count(t), SWC_TRF_MAX_WARNINGS);
    uint32_t last = 0;
    for (size_t i = 0; i + 1 < SWC_TRF_MAX_WARNINGS; i++) {
        ck_assert_int_eq(swc_tournament_warning(&w, t, i), SWC_OK);
        ck_assert_uint_ge(w.line, last);
        last = w.line;
    }
    expect_warning(t, SWC_TRF_MAX_WARNINGS - 1, 0, 0, "51 more warnings");
    /* A caller's shorter struct gets what fits, still terminated. */
    struct {
        uint32_t struct_size, line, column;
        char message[12];
    } small = { sizeof small, 0, 0, { 0 } };
    ck_assert_int_eq(swc_tournament_warning((swc_trf_warning *)(void *)&small, t, 0), SWC_OK);
    ck_assert_uint_eq(small.line, 2);
    ck_assert_int_eq(small.message[sizeof small.message - 1], '\0');
    ck_assert_int_eq(strncmp(small.message, "2:81: pl", 8), 0);
    w.struct_size = 0;
    ck_assert_int_eq(swc_tournament_warning(&w, t, 0), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

/* Every allocation of a read with warnings and a decoding may fail:
 * reported, nothing leaked. */
START_TEST(test_out_of_memory)
{
    doc d = { .n = 0 };
    line(&d, "012 Caf\xE9");
    line(&d, "XXR 2");
    player(&d, 1, "M\xFCller", 0, "1.5", "", "0000 - =", "   2 w 1", NULL);
    player(&d, 2, "B", 0, "0.0", "", "       -", "   1 b 0", NULL);
    int ok = 0;
    for (long n = 1; n < 400 && !ok; n++) {
        swc_test_alloc st = { n, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
        o.allocator = &a;
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        int rc = swc_trf_read(&t, d.s, d.n, &o, &e);
        if (rc == SWC_OK) {
            ok = 1;
            ck_assert_uint_eq(swc_tournament_warning_count(t), 3);
            swc_tournament_free(t);
        } else {
            ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld: %d %s", n, rc, e.message);
            ck_assert_ptr_null(t);
        }
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(ok);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("trf-lenient");
    TCase *tc = tcase_create("lenient");
    tcase_add_test(tc, test_latin1_auto);
    tcase_add_test(tc, test_gbk);
    tcase_add_test(tc, test_utf16);
    tcase_add_test(tc, test_error_column_in_characters);
    tcase_add_test(tc, test_bad_options);
    tcase_add_test(tc, test_ruler_and_second_name);
    tcase_add_test(tc, test_comments_and_unknown_kept);
    tcase_add_test(tc, test_absences);
    tcase_add_test(tc, test_legacy_byes);
    tcase_add_test(tc, test_blank_rounds_become_byes);
    tcase_add_test(tc, test_forfeit_colour_kept);
    tcase_add_test(tc, test_xxc_rank_blank);
    tcase_add_test(tc, test_system_not_asserted);
    tcase_add_test(tc, test_team_input);
    tcase_add_test(tc, test_not_trf);
    tcase_add_test(tc, test_warning_api);
    tcase_add_test(tc, test_out_of_memory);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
