/*
 * The order of a team round's entries: matches in the order given (the
 * tables, by which the tool numbers them), then byes; kept by TRF (XTO,
 * only when the order is not the reader's own) and JSON; a file without
 * XTO gets the reader's order; a bad XTO is refused at its line and column.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "team-reference.h"
#include "testutil.h"

static swc_team_match_info entry(uint32_t w, uint32_t b, int kind)
{
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    m.white = w;
    m.black = b;
    m.kind = kind;
    return m;
}

/* "w-b" of every entry of round k, blank-separated. */
static void order_of(char *out, size_t cap, const swc_tournament *t, uint32_t k)
{
    size_t len = 0;
    out[0] = '\0';
    for (uint32_t i = 0; i < swc_team_match_count(t, k); i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        ck_assert_int_eq(swc_team_match_get(&m, t, k, i), SWC_OK);
        len += (size_t)snprintf(out + len, cap - len, "%s%u-%u", i ? " " : "", m.white, m.black);
        ck_assert_uint_lt(len, cap);
    }
}

static char *trf_text(swc_tournament *t, size_t *len)
{
    static char buf[16384];
    ck_assert_int_eq(swc_trf_write(len, buf, sizeof buf, t, NULL), SWC_OK);
    return buf;
}

/* A copy of text with the line starting with `prefix` replaced by `line`
 * ("" drops it). */
static char *with_line(const char *text, const char *prefix, const char *line)
{
    const char *at = strstr(text, prefix);
    ck_assert_ptr_nonnull(at);
    const char *end = strchr(at, '\n') + 1;
    char *out = malloc(strlen(text) + strlen(line) + 2);
    ck_assert_ptr_nonnull(out);
    sprintf(out, "%.*s%s%s%s", (int)(at - text), text, line, *line ? "\n" : "", end);
    return out;
}

/* Round 1 given as a bye first, then 5-2 and 4-1: the matches come first,
 * in their order, and only TRF's XTO can say it. */
static swc_tournament *round_one(void)
{
    swc_tournament *t = event(5, 2, 5);
    swc_team_match_info e[3] = { entry(3, 0, SWC_RK_HALF_BYE), entry(5, 2, SWC_TEAM_MATCH_PLAYED),
                                 entry(4, 1, SWC_TEAM_MATCH_PLAYED) };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, e, 3), SWC_OK);
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
    return t;
}

START_TEST(test_matches_then_byes)
{
    swc_tournament *t = round_one();
    char got[128];
    order_of(got, sizeof got, t, 1);
    ck_assert_str_eq(got, "5-2 4-1 3-0");
    /* The individual round is laid out in the same order. */
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, swc_tournament_round(t, 1), 1), SWC_OK);
    ck_assert_uint_eq(w, 9);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_trf_and_json_keep_the_order)
{
    swc_tournament *t = round_one();
    size_t len = 0;
    const char *text = trf_text(t, &len);
    ck_assert_ptr_nonnull(strstr(text, "\nXTO 001    5    4    3\n"));
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *u = NULL;
    ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
    char got[128];
    order_of(got, sizeof got, u, 1);
    ck_assert_str_eq(got, "5-2 4-1 3-0");
    swc_tournament_free(u);

    static char json[32768];
    size_t jlen = 0;
    ck_assert_int_eq(swc_json_write(&jlen, json, sizeof json, t, NULL), SWC_OK);
    swc_json_error jerr = SWC_JSON_ERROR_INIT;
    ck_assert_msg(swc_json_read(&u, json, jlen, NULL, &jerr) == SWC_OK, "%s", jerr.message);
    order_of(got, sizeof got, u, 1);
    ck_assert_str_eq(got, "5-2 4-1 3-0");
    swc_tournament_free(u);

    /* A plain report keeps FIDE's records only. */
    static char plain[16384];
    size_t plen = 0;
    ck_assert_int_eq(swc_trf_write_report(&plen, plain, sizeof plain, t, NULL, SWC_TRF_REPORT_PLAIN), SWC_OK);
    ck_assert_ptr_null(strstr(plain, "XTO"));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_reader_order_needs_no_record)
{
    swc_tournament *t = round_one();
    size_t len = 0;
    char *text = with_line(trf_text(t, &len), "XTO ", "");
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *u = NULL;
    ck_assert_msg(swc_trf_read(&u, text, strlen(text), NULL, &err) == SWC_OK, "%s", err.message);
    char got[128];
    order_of(got, sizeof got, u, 1);
    ck_assert_str_eq(got, "4-1 5-2 3-0");
    /* In that order already, it is written without XTO. */
    ck_assert_ptr_null(strstr(trf_text(u, &len), "XTO"));
    swc_tournament_free(u);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_bad_records)
{
    static const struct {
        const char *line, *why;
        uint32_t column;
    } bad[] = {
        { "XTO 001    5    5    3", "listed twice", 14 },
        { "XTO 001    5    2    3", "not named first", 14 },
        { "XTO 001    5    4", "has 3 entries, the record lists 2", 17 },
        { "XTO 001    5    4    3    1", "team 1 is one entry too many", 24 },
        { "XTO 001    5    4    9", "team 9 is not in this file", 19 },
        { "XTO 001    5    4    x", "pairing number", 22 },
        { "XTO 00x    5    4    3", "round number", 7 },
    };
    swc_tournament *t = round_one();
    size_t len = 0;
    const char *text = trf_text(t, &len);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *b = with_line(text, "XTO ", bad[i].line);
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        swc_tournament *u = NULL;
        ck_assert_int_ne(swc_trf_read(&u, b, strlen(b), NULL, &err), SWC_OK);
        ck_assert_ptr_null(u);
        ck_assert_msg(strstr(err.message, bad[i].why) && err.column == bad[i].column, "%s: %s (column %u)",
                      bad[i].line, err.message, err.column);
        free(b);
    }
    /* Two records of one round. */
    char *two = with_line(text, "XTO ", "XTO 001    5    4    3\nXTO 001    4    5    3");
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *u = NULL;
    ck_assert_int_ne(swc_trf_read(&u, two, strlen(two), NULL, &err), SWC_OK);
    ck_assert_ptr_nonnull(strstr(err.message, "a second XTO record of round 1"));
    free(two);
    swc_tournament_free(t);
}
END_TEST

/* Rounds paired by the engine keep their table order through TRF. */
START_TEST(test_engine_rounds_keep_their_tables)
{
    swc_tournament *t = event(9, 2, 4);
    int differs = 0;
    for (uint32_t k = 1; k <= 4; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        /* The higher board wins for white, the lower is drawn: uneven scores. */
        for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
            ck_assert_int_eq(swc_round_set_result(r, b, b % 2 ? SWC_RESULT_WHITE_WIN : SWC_RESULT_DRAW), SWC_OK);
        size_t len = 0;
        const char *text = trf_text(t, &len);
        differs |= strstr(text, "XTO ") != NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        swc_tournament *u = NULL;
        ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
        for (uint32_t q = 1; q <= k; q++) {
            char a[256], b[256];
            order_of(a, sizeof a, t, q);
            order_of(b, sizeof b, u, q);
            ck_assert_msg(strcmp(a, b) == 0, "round %u: %s vs %s", q, a, b);
        }
        swc_tournament_free(u);
    }
    /* The engine's order is not always the reader's, or the test shows nothing. */
    ck_assert(differs);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-order");
    TCase *tc = tcase_create("team-order");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_matches_then_byes);
    tcase_add_test(tc, test_trf_and_json_keep_the_order);
    tcase_add_test(tc, test_reader_order_needs_no_record);
    tcase_add_test(tc, test_bad_records);
    tcase_add_test(tc, test_engine_rounds_keep_their_tables);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
