/*
 * The FIDE rating report (swc_trf_write_report): header records, the rank
 * column of the 001 lines from the standings, the plain form with FIDE's
 * records only, and refusals that change nothing. Expected ranks are
 * worked out by hand from the games below.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* The report as malloc'd text. */
static char *report(swc_tournament *t, int format, uint32_t flags)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = format;
    size_t need = 0;
    ck_assert_int_eq(swc_trf_write_report(&need, NULL, 0, t, &wo, flags), SWC_EBUFSIZE);
    char *s = malloc(need + 1);
    ck_assert_ptr_nonnull(s);
    size_t got = 0;
    ck_assert_int_eq(swc_trf_write_report(&got, s, need + 1, t, &wo, flags), SWC_OK);
    ck_assert_uint_eq(got, need);
    return s;
}

static char *plain_trf(swc_tournament *t)
{
    size_t need = 0;
    ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *s = malloc(need + 1);
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(swc_trf_write(&need, s, need + 1, t, NULL), SWC_OK);
    return s;
}

/* The rank column (86-89) of the 001 line of starting rank `tpn`; 0 when blank. */
static unsigned rank_of(const char *text, unsigned tpn)
{
    char head[16];
    snprintf(head, sizeof head, "001 %4u", tpn);
    for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
        if (strncmp(line, head, 8) != 0)
            continue;
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        if (len < 89)
            return 0;
        char field[5];
        memcpy(field, line + 85, 4);
        field[4] = '\0';
        return (unsigned)strtoul(field, NULL, 10);
    }
    ck_abort_msg("no 001 line for starting rank %u", tpn);
    return 0;
}

/* 1 when a line of text starts with prefix. */
static int has_line(const char *text, const char *prefix)
{
    size_t n = strlen(prefix);
    for (const char *line = text; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        if (strncmp(line, prefix, n) == 0)
            return 1;
    return 0;
}

START_TEST(test_header_records)
{
    swc_tournament *t = swc_test_tournament(4);
    static const struct {
        int key;
        const char *value;
    } texts[] = {
        { SWC_TEXT_NAME, "Spring Open" },         { SWC_TEXT_CITY, "Suzhou" },
        { SWC_TEXT_FEDERATION, "CHN" },           { SWC_TEXT_START_DATE, "2026/05/01" },
        { SWC_TEXT_END_DATE, "2026/05/03" },      { SWC_TEXT_TYPE, "Swiss" },
        { SWC_TEXT_ARBITER, "Zhang, Wei" },       { SWC_TEXT_DEPUTY, "Li, Na\nWang, Fang" },
        { SWC_TEXT_TIME_CONTROL, "90'+30\"" },
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        ck_assert_int_eq(swc_tournament_set_string(t, texts[i].key, texts[i].value), SWC_OK);
    swc_test_play(t, "1-2:1 3-4:=");
    char *r = report(t, SWC_TRF_16, 0);
    const char *expected = "012 Spring Open\n022 Suzhou\n032 CHN\n042 2026/05/01\n052 2026/05/03\n062 4\n072 4\n"
                           "082 0\n092 Swiss\n102 Zhang, Wei\n112 Li, Na\n112 Wang, Fang\n122 90'+30\"\n";
    ck_assert_msg(strncmp(r, expected, strlen(expected)) == 0, "header records:\n%s", r);
    free(r);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_ranks_by_default_ruleset)
{
    /* P01 2 (beat P02, then P03 with black), P04 1.5 (drew P03, beat P02
     * with black), P03 0.5, P02 0: points alone decide. */
    swc_tournament *t = swc_test_tournament(4);
    char *before = report(t, SWC_TRF_2026, 0);
    for (unsigned tpn = 1; tpn <= 4; tpn++)
        ck_assert_uint_eq(rank_of(before, tpn), 0); /* no round: no rank */
    free(before);
    swc_test_play(t, "1-2:1 3-4:=");
    swc_test_play(t, "3-1:0 2-4:0");
    static const unsigned expected[] = { 1, 4, 3, 2 };
    for (int f = 0; f < 2; f++) {
        char *r = report(t, f ? SWC_TRF_16 : SWC_TRF_2026, 0);
        for (unsigned tpn = 1; tpn <= 4; tpn++)
            ck_assert_msg(rank_of(r, tpn) == expected[tpn - 1], "rank of %u in:\n%s", tpn, r);
        free(r);
    }
    /* The event file's writer keeps the column as it was read: blank here. */
    char *file = plain_trf(t);
    ck_assert_uint_eq(rank_of(file, 1), 0);
    free(file);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_ranks_by_event_tiebreaks)
{
    /* P01 and P03 win, P02 and P04 lose: Buchholz 0 each, so with "BH"
     * alone the winners share place 1 and the losers place 3. */
    swc_tournament *t = swc_test_tournament(4);
    swc_test_play(t, "1-2:1 3-4:1");
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, "BH"), SWC_OK);
    char *r = report(t, SWC_TRF_2026, 0);
    ck_assert_uint_eq(rank_of(r, 1), 1);
    ck_assert_uint_eq(rank_of(r, 3), 1);
    ck_assert_uint_eq(rank_of(r, 2), 3);
    ck_assert_uint_eq(rank_of(r, 4), 3);
    free(r);
    /* A named ruleset that ends with lots gives every player his own place. */
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, "fide-2026"), SWC_OK);
    r = report(t, SWC_TRF_2026, 0);
    unsigned a = rank_of(r, 1), b = rank_of(r, 3), c = rank_of(r, 2), d = rank_of(r, 4);
    ck_assert(a + b == 3 && a * b == 2 && c + d == 7 && c * d == 12);
    free(r);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_read_back)
{
    /* The report is a TRF the library reads; read back and reported again,
     * it gives the same text, and it ranks like the original. */
    swc_tournament *t = swc_test_tournament(6);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "Club"), SWC_OK);
    swc_test_play(t, "1-4:1 5-2:0 3-6:=");
    swc_test_play(t, "2-1:= 4-3:1 6-5:1");
    for (int f = 0; f < 2; f++) {
        int format = f ? SWC_TRF_16 : SWC_TRF_2026;
        char *r = report(t, format, 0);
        swc_tournament *back = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&back, r, strlen(r), NULL, &err) == SWC_OK, "%s", err.message);
        ck_assert_uint_eq(swc_tournament_player_count(back), 6);
        ck_assert_uint_eq(swc_tournament_round_count(back), 2);
        for (uint32_t id = 1; id <= 6; id++) {
            int32_t x = -1, y = -2;
            ck_assert_int_eq(swc_player_score(&x, swc_tournament_player(t, id), 2), SWC_OK);
            ck_assert_int_eq(swc_player_score(&y, swc_tournament_player(back, id), 2), SWC_OK);
            ck_assert_int_eq(x, y);
        }
        char *again = report(back, format, 0);
        ck_assert_str_eq(again, r);
        free(again);
        free(r);
        swc_tournament_free(back);
    }
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_plain)
{
    swc_tournament *t = swc_test_tournament(5);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, "BH,SB"), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 2), SWC_OK);
    swc_test_play(t, "1-3:1 4-2:= 5:U");
    for (int f = 0; f < 2; f++) {
        char *full = report(t, f ? SWC_TRF_16 : SWC_TRF_2026, 0);
        char *r = report(t, f ? SWC_TRF_16 : SWC_TRF_2026, SWC_TRF_REPORT_PLAIN);
        ck_assert(has_line(full, "XXR") && has_line(full, "XTB BH,SB") && has_line(full, "XXP"));
        for (const char *line = r; *line; line = strchr(line, '\n') + 1) {
            ck_assert_msg(line[0] >= '0' && line[0] <= '9', "a record that is not FIDE's in:\n%s", r);
            if (!strchr(line, '\n'))
                break;
        }
        ck_assert_int_eq(has_line(r, "142 "), !f);
        ck_assert_int_eq(has_line(r, "260 "), !f);
        ck_assert(has_line(r, "082 0") && has_line(r, "001    5"));
        /* The same 001 lines, ranks included, as the full report. */
        for (unsigned tpn = 1; tpn <= 5; tpn++)
            ck_assert_uint_eq(rank_of(r, tpn), rank_of(full, tpn));
        ck_assert(strstr(full, strstr(r, "001    1")) != NULL);
        free(r);
        free(full);
    }
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_refusals_change_nothing)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_test_play(t, "1-2:1 3-4:=");
    char *before = plain_trf(t);
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write_report(&len, NULL, 0, t, NULL, 0x80u), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "flags"));
    ck_assert_int_eq(swc_trf_write_report(NULL, NULL, 0, t, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_trf_write_report(&len, NULL, 0, NULL, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_trf_write_report_file(t, NULL, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_trf_write_report_file(t, "/nonexistent-dir/x/report.trf", NULL, 0), SWC_EIO);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, "BH,NOPE"), SWC_OK);
    ck_assert_int_eq(swc_trf_write_report(&len, NULL, 0, t, NULL, 0), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "BH,NOPE"));
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, NULL), SWC_OK);
    char *after = plain_trf(t);
    ck_assert_str_eq(after, before);
    free(after);
    free(before);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_report_file)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_test_play(t, "1-2:1 3-4:=");
    const char *path = "test-trf-report-out.trf";
    ck_assert_int_eq(swc_trf_write_report_file(t, path, NULL, 0), SWC_OK);
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    ck_assert_ptr_nonnull(text);
    char *r = report(t, SWC_TRF_2026, 0);
    ck_assert_str_eq(text, r);
    remove(path);
    free(text);
    free(r);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("trf-report");
    TCase *tc = tcase_create("report");
    tcase_add_test(tc, test_header_records);
    tcase_add_test(tc, test_ranks_by_default_ruleset);
    tcase_add_test(tc, test_ranks_by_event_tiebreaks);
    tcase_add_test(tc, test_read_back);
    tcase_add_test(tc, test_plain);
    tcase_add_test(tc, test_refusals_change_nothing);
    tcase_add_test(tc, test_report_file);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
