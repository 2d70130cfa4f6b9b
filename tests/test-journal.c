/*
 * The event's journal (journal.h): appending and reading entries, what is
 * refused, the UTC times, the TRF records XJL/XJA/XJD (malformed ones with
 * line and column), and out-of-memory sweeps of appending and reading.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define MAX_STEPS 2000

static swc_journal_entry result_entry(int64_t time, uint32_t board, int before, int after, const char *by)
{
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_RESULT;
    e.time = time;
    e.round = 2;
    e.board = board;
    e.before = before;
    e.after = after;
    e.author = by;
    return e;
}

static char *trf_of(swc_tournament *t, size_t *len)
{
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *text = malloc(n + 1);
    ck_assert_int_eq(swc_trf_write(&n, text, n + 1, t, NULL), SWC_OK);
    if (len)
        *len = n;
    return text;
}

START_TEST(test_append_and_get)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_uint_eq(swc_journal_count(t), 0);
    swc_journal_entry e = result_entry(1777645800, 3, SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, "李四");
    char author[] = "李四";
    e.author = author;
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
    author[0] = 'X'; /* the library keeps its own copy */
    swc_journal_entry n = SWC_JOURNAL_ENTRY_INIT;
    n.kind = SWC_JOURNAL_NOTE;
    n.time = 1777645860;
    n.data = "appeal by player 7:\nresult stands";
    ck_assert_int_eq(swc_journal_append(t, &n), SWC_OK);
    ck_assert_uint_eq(swc_journal_count(t), 2);

    swc_journal_entry g = SWC_JOURNAL_ENTRY_INIT;
    ck_assert_int_eq(swc_journal_get(&g, t, 1), SWC_OK);
    ck_assert_int_eq(g.kind, SWC_JOURNAL_RESULT);
    ck_assert(g.time == 1777645800);
    ck_assert_uint_eq(g.round, 2);
    ck_assert_uint_eq(g.board, 3);
    ck_assert_int_eq(g.before, SWC_RESULT_WHITE_WIN);
    ck_assert_int_eq(g.after, SWC_RESULT_DRAW);
    ck_assert_str_eq(g.author, "李四");
    ck_assert_str_eq(g.data, "");
    ck_assert_int_eq(swc_journal_get(&g, t, 2), SWC_OK);
    ck_assert_str_eq(g.author, "");
    ck_assert_str_eq(g.data, "appeal by player 7:\nresult stands");
    ck_assert_int_eq(swc_journal_get(&g, t, 0), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_journal_get(&g, t, 3), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_journal_get(NULL, t, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_journal_get(&g, NULL, 1), SWC_EINVAL);
    ck_assert_uint_eq(swc_journal_count(NULL), 0);

    /* A caller built against a shorter struct gets the fields it has. */
    struct {
        uint32_t struct_size;
        int32_t kind;
    } old = { 2 * sizeof(uint32_t), 0 };
    ck_assert_int_eq(swc_journal_get((swc_journal_entry *)(void *)&old, t, 2), SWC_OK);
    ck_assert_int_eq(old.kind, SWC_JOURNAL_NOTE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_refused_entries_change_nothing)
{
    swc_tournament *t = swc_test_tournament(2);
    char long_author[300];
    memset(long_author, 'a', 256);
    long_author[256] = '\0';
    char *big = malloc(SWC_JOURNAL_DATA_MAX + 2);
    memset(big, 'x', SWC_JOURNAL_DATA_MAX + 1);
    big[SWC_JOURNAL_DATA_MAX + 1] = '\0';
    static const struct {
        int kind;
        int64_t time;
        uint32_t round, board;
        int32_t after;
        const char *author, *data;
        int rc;
        const char *says;
    } cases[] = {
        { 0, 0, 0, 0, 0, NULL, NULL, SWC_EINVAL, "unknown kind" },
        { 14, 0, 0, 0, 0, NULL, NULL, SWC_EINVAL, "unknown kind" },
        { SWC_JOURNAL_NOTE, -1, 0, 0, 0, NULL, NULL, SWC_ERANGE, "1970 to 9999" },
        { SWC_JOURNAL_NOTE, SWC_JOURNAL_TIME_MAX + 1, 0, 0, 0, NULL, NULL, SWC_ERANGE, "1970 to 9999" },
        { SWC_JOURNAL_RESULT, 0, 100, 1, 0, NULL, NULL, SWC_ERANGE, "round 100" },
        { SWC_JOURNAL_RESULT, 0, 1, 1000000000, 0, NULL, NULL, SWC_ERANGE, "nine digits" },
        { SWC_JOURNAL_RESULT, 0, 1, 1, -1000000000, NULL, NULL, SWC_ERANGE, "nine digits" },
        { SWC_JOURNAL_NOTE, 0, 0, 0, 0, "two\nlines", NULL, SWC_EINVAL, "control character" },
        { SWC_JOURNAL_NOTE, 0, 0, 0, 0, NULL, "tab\there", SWC_EINVAL, "control character" },
        { SWC_JOURNAL_NOTE, 0, 0, 0, 0, "\xff\xfe", NULL, SWC_EINVAL, "not UTF-8" },
        { SWC_JOURNAL_NOTE, 0, 0, 0, 0, NULL, "\xe4\xb8", SWC_EINVAL, "not UTF-8" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = cases[i].kind;
        e.time = cases[i].time;
        e.round = cases[i].round;
        e.board = cases[i].board;
        e.after = cases[i].after;
        e.author = cases[i].author;
        e.data = cases[i].data;
        ck_assert_int_eq(swc_journal_append(t, &e), cases[i].rc);
        ck_assert_msg(strstr(swc_tournament_errmsg(t), cases[i].says), "case %zu: %s", i, swc_tournament_errmsg(t));
    }
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_NOTE;
    e.author = long_author;
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_ELIMIT);
    e.author = NULL;
    e.data = big;
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_ELIMIT);
    big[SWC_JOURNAL_DATA_MAX] = '\0';
    long_author[255] = '\0';
    e.author = long_author;
    ck_assert_int_eq(swc_journal_append(t, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_journal_append(NULL, &e), SWC_EINVAL);
    ck_assert_uint_eq(swc_journal_count(t), 0);
    /* At the limits it is taken. */
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
    ck_assert_uint_eq(swc_journal_count(t), 1);
    free(big);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_times_and_words)
{
    static const struct {
        int64_t time;
        const char *text;
    } cases[] = {
        { 0, "1970-01-01T00:00:00Z" },
        { 951782400, "2000-02-29T00:00:00Z" },          /* 30 years and 7 leap days, then 59 days */
        { 1777645800, "2026-05-01T14:30:00Z" },
        { 4107542399, "2100-02-28T23:59:59Z" },         /* 2100 is no leap year */
        { SWC_JOURNAL_TIME_MAX, "9999-12-31T23:59:59Z" },
    };
    char buf[32];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_int_eq(swc_journal_format_time(buf, sizeof buf, cases[i].time), SWC_OK);
        ck_assert_str_eq(buf, cases[i].text);
    }
    ck_assert_int_eq(swc_journal_format_time(buf, 20, 0), SWC_EBUFSIZE);
    ck_assert_int_eq(swc_journal_format_time(buf, sizeof buf, -1), SWC_ERANGE);
    ck_assert_int_eq(swc_journal_format_time(NULL, 21, 0), SWC_EINVAL);
    ck_assert_str_eq(swc_journal_kind_name(SWC_JOURNAL_RESULT), "result");
    ck_assert_str_eq(swc_journal_kind_name(SWC_JOURNAL_PLAYERS_IMPORTED), "players_imported");
    ck_assert_str_eq(swc_journal_kind_name(SWC_JOURNAL_NOTE), "note");
    ck_assert_ptr_null(swc_journal_kind_name(0));
    ck_assert_str_eq(swc_journal_kind_name(SWC_JOURNAL_TEAM_MATCH), "team_match");
    ck_assert_str_eq(swc_journal_kind_name(SWC_JOURNAL_LINEUP), "lineup");
    ck_assert_ptr_null(swc_journal_kind_name(14));
}
END_TEST

/* The records as the writer makes them, read back the same. */
START_TEST(test_trf_records)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_journal_entry e = result_entry(1777645800, 1, SWC_RESULT_NONE, SWC_RESULT_BLACK_WIN, "王 \\ 五 ");
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
    /* data longer than one record, with Chinese cut at character bounds */
    char data[4000] = "";
    for (int i = 0; i < 300; i++)
        strcat(data, i % 50 == 49 ? "棋\n" : "象棋 ");
    swc_journal_entry r = SWC_JOURNAL_ENTRY_INIT;
    r.kind = SWC_JOURNAL_ROUND_REMOVED;
    r.time = 1777646400;
    r.round = 3;
    r.after = 12;
    r.data = data;
    ck_assert_int_eq(swc_journal_append(t, &r), SWC_OK);
    size_t len = 0;
    char *text = trf_of(t, &len);
    ck_assert_ptr_nonnull(strstr(text, "XJL 1 2026-05-01T14:30:00Z result 2 1 0 0 0 3\n"
                                       "XJA 1 王 \\\\ 五\\s\n"));
    ck_assert_ptr_nonnull(strstr(text, "XJL 2 2026-05-01T14:40:00Z round_removed 3 0 0 0 0 12\nXJD 2 "));
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read(&u, text, len, NULL, &err), SWC_OK);
    ck_assert_uint_eq(swc_journal_count(u), 2);
    swc_journal_entry g = SWC_JOURNAL_ENTRY_INIT;
    ck_assert_int_eq(swc_journal_get(&g, u, 1), SWC_OK);
    ck_assert_str_eq(g.author, "王 \\ 五 ");
    ck_assert_int_eq(swc_journal_get(&g, u, 2), SWC_OK);
    ck_assert_str_eq(g.data, data);
    ck_assert_uint_eq(g.round, 3);
    ck_assert_int_eq(g.after, 12);
    char *again = trf_of(u, NULL);
    ck_assert_str_eq(again, text);
    free(again);
    free(text);
    swc_tournament_free(u);

    /* Another program's file has no journal: it starts one. */
    static const char plain[] = "012 Plain\n"
                                "001    1      One                               2000                             0.0\n"
                                "001    2      Two                               1900                             0.0\n";
    ck_assert_int_eq(swc_trf_read(&u, plain, strlen(plain), NULL, &err), SWC_OK);
    ck_assert_uint_eq(swc_journal_count(u), 0);
    ck_assert_int_eq(swc_journal_append(u, &e), SWC_OK);
    ck_assert_uint_eq(swc_journal_count(u), 1);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

/* A line-up entry (team line-ups before and after, a line each) and a
 * round paired with the line-ups it took: both formats give them back. */
START_TEST(test_lineup_entries)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_journal_entry l = SWC_JOURNAL_ENTRY_INIT;
    l.kind = SWC_JOURNAL_LINEUP;
    l.time = 1777645800;
    l.round = 2;
    l.before = 1;
    l.after = 2;
    l.data = "lineup 1: 3 1\nwas 1:\nlineup 2: 0 5\nwas 2: 4 5\n";
    ck_assert_int_eq(swc_journal_append(t, &l), SWC_OK);
    swc_journal_entry p = SWC_JOURNAL_ENTRY_INIT;
    p.kind = SWC_JOURNAL_ROUND_PAIRED;
    p.time = 1777646400;
    p.round = 2;
    p.after = 3;
    p.data = "lineup 1: 3 1\nlineup 2: 0 5\n";
    ck_assert_int_eq(swc_journal_append(t, &p), SWC_OK);
    size_t len = 0, jlen = 0;
    char *text = trf_of(t, &len);
    ck_assert_ptr_nonnull(strstr(text, "XJL 1 2026-05-01T14:30:00Z lineup 2 0 0 0 1 2\n"));
    ck_assert_int_eq(swc_json_write(&jlen, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *json = malloc(jlen + 1);
    ck_assert_int_eq(swc_json_write(&jlen, json, jlen + 1, t, NULL), SWC_OK);
    ck_assert_ptr_nonnull(strstr(json, "\"kind\": \"lineup\""));
    for (int format = 0; format < 2; format++) {
        swc_tournament *u = NULL;
        swc_trf_error te = SWC_TRF_ERROR_INIT;
        swc_json_error je = SWC_JSON_ERROR_INIT;
        ck_assert_int_eq(format ? swc_json_read(&u, json, jlen, NULL, &je) : swc_trf_read(&u, text, len, NULL, &te),
                         SWC_OK);
        ck_assert_uint_eq(swc_journal_count(u), 2);
        const swc_journal_entry *want[2] = { &l, &p };
        for (uint32_t k = 1; k <= 2; k++) {
            swc_journal_entry g = SWC_JOURNAL_ENTRY_INIT;
            ck_assert_int_eq(swc_journal_get(&g, u, k), SWC_OK);
            ck_assert_int_eq(g.kind, want[k - 1]->kind);
            ck_assert_int_eq(g.time, want[k - 1]->time);
            ck_assert_uint_eq(g.round, 2);
            ck_assert_int_eq(g.before, want[k - 1]->before);
            ck_assert_int_eq(g.after, want[k - 1]->after);
            ck_assert_str_eq(g.data, want[k - 1]->data);
        }
        swc_tournament_free(u);
    }
    free(json);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_bad_records)
{
    static const struct {
        const char *lines;
        uint32_t line, col;
        const char *says;
    } cases[] = {
        { "XJL 2 2026-05-01T14:30:00Z result 1 1 0 0 0 1", 4, 5, "entry 1 comes next" },
        { "XJL 1 2026-02-30T14:30:00Z result 1 1 0 0 0 1", 4, 7, "valid date" },
        { "XJL 1 2026-05-01 result 1 1 0 0 0 1", 4, 7, "valid date" },
        { "XJL 1 2026-05-01T14:30:00Z score 1 1 0 0 0 1", 4, 28, "unknown kind" },
        { "XJL 1 2026-05-01T14:30:00Z result 1 1 0 0 0", 4, 5, "number, time, kind" },
        { "XJL 1 2026-05-01T14:30:00Z result 1 1 0 0 0 1 7", 4, 5, "number, time, kind" },
        { "XJL 1 2026-05-01T14:30:00Z result 1 -1 0 0 0 1", 4, 37, "not negative" },
        { "XJL 1 2026-05-01T14:30:00Z result 1 1 0 0 0 1234567890", 4, 45, "nine digits" },
        { "XJL 1 2026-05-01T14:30:00Z result 100 1 0 0 0 1", 4, 5, "round 100" },
        { "XJA 1 Somebody", 4, 5, "follows the XJL" },
        { "XJL 1 2026-05-01T14:30:00Z note 0 0 0 0 0 0\nXJD 2 text", 5, 5, "follows the XJL" },
        { "XJL 1 2026-05-01T14:30:00Z note 0 0 0 0 0 0\nXJA 1 a\\qb", 5, 8, "backslash" },
        { "XJL 1 2026-05-01T14:30:00Z note 0 0 0 0 0 0\nXJA 1 two\\nlines", 4, 5, "control character" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text,
                 "XXR 3\n"
                 "001    1      One                               2000                             0.0\n"
                 "001    2      Two                               1900                             0.0\n"
                 "%s\n",
                 cases[i].lines);
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        int rc = swc_trf_read(&t, text, strlen(text), NULL, &e);
        ck_assert_msg(rc != SWC_OK, "%s is accepted", cases[i].lines);
        ck_assert_ptr_null(t);
        ck_assert_msg(e.line == cases[i].line && e.column == cases[i].col && strstr(e.message, cases[i].says),
                      "%s: %u:%u: %s", cases[i].lines, e.line, e.column, e.message);
    }
}
END_TEST

/* ---- out of memory ------------------------------------------------------------ */

START_TEST(test_oom_append)
{
    long n;
    for (n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
        to.allocator = &a;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
        swc_journal_entry e = result_entry(1777645800, 1, 0, 1, "first");
        ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
        e.author = "裁判";
        e.data = "with data";
        st.fail_at = st.calls + n;
        int rc = swc_journal_append(t, &e);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_journal_count(t), 2);
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_str_eq(swc_tournament_errmsg(t), "out of memory");
        ck_assert_uint_eq(swc_journal_count(t), 1);
        swc_journal_entry g = SWC_JOURNAL_ENTRY_INIT;
        ck_assert_int_eq(swc_journal_get(&g, t, 1), SWC_OK);
        ck_assert_str_eq(g.author, "first");
        swc_tournament_free(t);
        ck_assert_msg(st.live_blocks == 0, "allocation %ld failing leaked %ld block(s)", n, st.live_blocks);
    }
    ck_assert(n > 1 && n < MAX_STEPS);
    printf("# journal append: succeeded at allocation %ld\n", n);
}
END_TEST

START_TEST(test_oom_read)
{
    swc_tournament *t = swc_test_tournament(4);
    for (uint32_t b = 1; b <= 5; b++) {
        swc_journal_entry e = result_entry(1777645800 + b, b, 0, 1, b % 2 ? "李四" : NULL);
        e.data = b == 3 ? "some\ndata" : NULL;
        ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
    }
    size_t len = 0;
    char *trf = trf_of(t, &len);
    size_t jlen = 0;
    ck_assert_int_eq(swc_json_write(&jlen, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *json = malloc(jlen + 1);
    ck_assert_int_eq(swc_json_write(&jlen, json, jlen + 1, t, NULL), SWC_OK);
    for (int format = 0; format < 2; format++) {
        long n;
        for (n = 1; n < MAX_STEPS; n++) {
            swc_test_alloc st = { n, 0, 0, 0 };
            swc_allocator a = swc_test_allocator(&st);
            swc_tournament *u = NULL;
            int rc;
            const char *msg;
            swc_trf_error te = SWC_TRF_ERROR_INIT;
            swc_json_error je = SWC_JSON_ERROR_INIT;
            if (format == 0) {
                swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
                ro.allocator = &a;
                rc = swc_trf_read(&u, trf, len, &ro, &te);
                msg = te.message;
            } else {
                swc_json_read_options ro = SWC_JSON_READ_OPTIONS_INIT;
                ro.allocator = &a;
                rc = swc_json_read(&u, json, jlen, &ro, &je);
                msg = je.message;
            }
            if (rc == SWC_OK) {
                ck_assert_uint_eq(swc_journal_count(u), 5);
                swc_tournament_free(u);
                ck_assert_int_eq(st.live_blocks, 0);
                break;
            }
            ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld failing: %d (%s)", n, rc, msg);
            ck_assert_ptr_null(u);
            ck_assert_msg(st.live_blocks == 0, "allocation %ld failing leaked %ld block(s)", n, st.live_blocks);
        }
        ck_assert(n < MAX_STEPS);
        printf("# %s read with a journal: succeeded at allocation %ld\n", format ? "JSON" : "TRF", n);
    }
    free(trf);
    free(json);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("journal");
    TCase *tc = tcase_create("journal");
    tcase_add_test(tc, test_append_and_get);
    tcase_add_test(tc, test_refused_entries_change_nothing);
    tcase_add_test(tc, test_times_and_words);
    tcase_add_test(tc, test_trf_records);
    tcase_add_test(tc, test_lineup_entries);
    tcase_add_test(tc, test_bad_records);
    tcase_add_test(tc, test_oom_append);
    tcase_add_test(tc, test_oom_read);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
