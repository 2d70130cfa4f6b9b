/*
 * Documented limits (tournament.h, player.h, trf.h): SWC_MAX_PLAYERS
 * players in TRF, SWC_MAX_PLAYERS_MODEL through the API and JSON, SWC_MAX_ROUNDS rounds, names of 255 bytes, TRF input of
 * SWC_TRF_MAX_SIZE bytes. Going past one is refused with SWC_ELIMIT (or
 * SWC_ERANGE for a setting) and a message, never a crash or an allocation
 * in proportion to the claimed size. A 100 000-player file is refused
 * early, in little memory.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "testutil.h"

/* Allocator that records the peak of live bytes. */
typedef struct peak {
    long long live, top;
} peak;

static void *pk_malloc(void *ud, size_t n)
{
    peak *p = ud;
    void *q = malloc(n);
    if (q && (p->live += (long long)n) > p->top)
        p->top = p->live;
    return q;
}

static void *pk_realloc(void *ud, void *ptr, size_t old, size_t n)
{
    peak *p = ud;
    void *q = realloc(ptr, n);
    if (q && (p->live += (long long)n - (long long)old) > p->top)
        p->top = p->live;
    return q;
}

static void pk_free(void *ud, void *ptr, size_t n)
{
    peak *p = ud;
    p->live -= (long long)n;
    free(ptr);
}

/* n player lines; `id_of` gives each line's id, written in the 4 columns
 * the format has (wider numbers push the later fields out of place). */
static char *field_text(long n, unsigned long (*id_of)(long), size_t *len)
{
    size_t cap = (size_t)n * 100 + 64, used = 0;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    used += (size_t)snprintf(s, cap, "012 Big field\nXXR 9\n");
    for (long i = 0; i < n; i++) {
        char name[40];
        snprintf(name, sizeof name, "Player %ld", i + 1);
        int k = snprintf(s + used, cap - used, "001 %4lu m    %-33s %4d%28s%4s\n", id_of(i), name,
                         (int)(2800 - i % 1500), "", "0.0");
        ck_assert(k > 0 && (size_t)k < cap - used);
        used += (size_t)k;
    }
    *len = used;
    return s;
}

static unsigned long id_counting(long i)
{
    return (unsigned long)i + 1;
}

static unsigned long id_wrapping(long i)
{
    return (unsigned long)(i % SWC_MAX_PLAYERS) + 1;
}

static double seconds_since(const struct timespec *t0)
{
    struct timespec t1;
    clock_gettime(CLOCK_MONOTONIC, &t1);
    return (double)(t1.tv_sec - t0->tv_sec) + (double)(t1.tv_nsec - t0->tv_nsec) / 1e9;
}

/* Read text with a peak-measuring allocator; returns the status. */
static int read_measured(const char *text, size_t len, peak *pk, swc_trf_error *err, swc_tournament **out)
{
    swc_allocator a = { pk_malloc, pk_realloc, pk_free, pk };
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    ro.allocator = &a;
    *err = (swc_trf_error)SWC_TRF_ERROR_INIT;
    return swc_trf_read(out, text, len, &ro, err);
}

START_TEST(test_hundred_thousand_players_refused)
{
    unsigned long (*ids[2])(long) = { id_counting, id_wrapping };
    for (int v = 0; v < 2; v++) {
        size_t len = 0;
        char *text = field_text(100000, ids[v], &len);
        peak pk = { 0, 0 };
        swc_trf_error err;
        swc_tournament *t = NULL;
        struct timespec t0;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        int rc = read_measured(text, len, &pk, &err, &t);
        double secs = seconds_since(&t0);
        printf("# 100000 players (%s ids, %zu bytes): status %d in %.2f s, peak %lld bytes: %s\n",
               v ? "repeating" : "counting", len, rc, secs, pk.top, err.message);
        ck_assert_int_ne(rc, SWC_OK);
        ck_assert(rc == SWC_ELIMIT || rc == SWC_ERANGE || rc == SWC_EPARSE || rc == SWC_EINCONSISTENT);
        ck_assert_ptr_null(t);
        ck_assert_str_ne(err.message, "");
        /* Refused at the first line beyond the limit, not at the end. */
        ck_assert_uint_ge(err.line, SWC_MAX_PLAYERS);
        ck_assert_uint_le(err.line, SWC_MAX_PLAYERS + 3);
        /* Memory in proportion to the players kept, not to the file. */
        ck_assert_int_lt(pk.top, 32LL << 20);
        ck_assert_int_eq(pk.live, 0);
        free(text);
    }
}
END_TEST

START_TEST(test_largest_field_accepted)
{
    size_t len = 0;
    char *text = field_text(SWC_MAX_PLAYERS, id_counting, &len);
    peak pk = { 0, 0 };
    swc_trf_error err;
    swc_tournament *t = NULL;
    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = read_measured(text, len, &pk, &err, &t);
    printf("# %d players: status %d in %.2f s, peak %lld bytes\n", SWC_MAX_PLAYERS, rc, seconds_since(&t0), pk.top);
    ck_assert_msg(rc == SWC_OK, "%s", err.message);
    ck_assert_uint_eq(swc_tournament_player_count(t), SWC_MAX_PLAYERS);
    /* One more through the API is taken (the model goes further than TRF),
     * but the event no longer fits a TRF file: writing it is refused. */
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = "One more";
    ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    ck_assert_uint_eq(swc_tournament_player_count(t), SWC_MAX_PLAYERS + 1);
    size_t need = 0;
    ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, NULL), SWC_ELIMIT);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "9999"));
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "JSON"));
    swc_tournament_free(t);
    ck_assert_int_eq(pk.live, 0);
    free(text);
}
END_TEST

START_TEST(test_name_and_round_limits)
{
    swc_tournament *t = swc_test_tournament(2);
    ck_assert_ptr_nonnull(t);
    char name[300];
    memset(name, 'a', sizeof name);
    name[255] = '\0';
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = name;
    ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    name[255] = 'a';
    name[256] = '\0';
    ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_ELIMIT);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "255"));
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, SWC_MAX_ROUNDS), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, SWC_MAX_ROUNDS + 1), SWC_ERANGE);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "99"));
    swc_tournament_free(t);

    /* A file that asks for more rounds than the limit. */
    const char *many = "XXR 100\n001    1 m    A                                 2000                             0.0\n";
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *t2 = NULL;
    int rc = swc_trf_read(&t2, many, strlen(many), NULL, &err);
    ck_assert_int_eq(rc, SWC_ELIMIT);
    ck_assert_ptr_null(t2);
    ck_assert_uint_eq(err.line, 1);
}
END_TEST

START_TEST(test_file_size_limit)
{
    /* The length alone is refused: the bytes beyond the first page are
     * never touched, so no memory of that size is needed. */
    size_t n = (size_t)SWC_TRF_MAX_SIZE + 1;
    char *text = malloc(n);
    ck_assert_ptr_nonnull(text);
    memcpy(text, "012 x\n", 6);
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read(&t, text, n, NULL, &err), SWC_ELIMIT);
    ck_assert_ptr_null(t);
    ck_assert_str_ne(err.message, "");
    free(text);
}
END_TEST

static char *json_text(swc_tournament *t, size_t *len)
{
    swc_json_write_options jo = SWC_JSON_WRITE_OPTIONS_INIT;
    jo.indent = 0;
    ck_assert_int_eq(swc_json_write(len, NULL, 0, t, &jo), SWC_EBUFSIZE);
    char *text = malloc(*len + 1);
    ck_assert_ptr_nonnull(text);
    ck_assert_int_eq(swc_json_write(len, text, *len + 1, t, &jo), SWC_OK);
    return text;
}

/* Beyond TRF: 20 000 players built through the API, paired by the Dutch
 * system (2026), saved as JSON and read back unchanged; TRF refuses them. */
START_TEST(test_model_field_beyond_trf)
{
    enum { N = 20000 };
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 9), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2026), SWC_OK);
    for (long i = 0; i < N; i++) {
        char name[40];
        snprintf(name, sizeof name, "Player %ld", i + 1);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = (int32_t)(2800 - i % 1700);
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    swc_round *r = NULL;
    ck_assert_msg(swc_tournament_pair_next(&r, t) == SWC_OK, "%s", swc_tournament_errmsg(t));
    ck_assert_uint_eq(swc_round_board_count(r), N / 2);
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, r, N / 2), SWC_OK);
    ck_assert(w > SWC_MAX_PLAYERS || b > SWC_MAX_PLAYERS);

    size_t need = 0;
    ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, NULL), SWC_ELIMIT);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "do not fit a TRF file"));

    size_t len = 0, len2 = 0;
    char *text = json_text(t, &len);
    swc_tournament *u = NULL;
    swc_json_error jerr = SWC_JSON_ERROR_INIT;
    ck_assert_msg(swc_json_read(&u, text, len, NULL, &jerr) == SWC_OK, "%s", jerr.message);
    ck_assert_uint_eq(swc_tournament_player_count(u), N);
    ck_assert_uint_eq(swc_round_board_count(swc_tournament_round(u, 1)), N / 2);
    char *again = json_text(u, &len2);
    ck_assert_uint_eq(len, len2);
    ck_assert(memcmp(text, again, len) == 0);
    free(again);
    free(text);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

/* Player ids of a JSON document go up to SWC_MAX_PLAYERS_MODEL, no further. */
START_TEST(test_model_id_limit)
{
    char doc[1024];
    static const unsigned long ids[] = { SWC_MAX_PLAYERS_MODEL, SWC_MAX_PLAYERS_MODEL + 1ul };
    for (int k = 0; k < 2; k++) {
        swc_tournament *t = swc_test_tournament(2);
        size_t len = 0;
        char *text = json_text(t, &len);
        swc_tournament_free(t);
        /* Renumber the first player of the document. */
        char *at = strstr(text, "\"id\":1,");
        ck_assert_ptr_nonnull(at);
        *at = '\0';
        snprintf(doc, sizeof doc, "%s\"id\":%lu,%s", text, ids[k], at + 7);
        free(text);
        swc_json_error jerr = SWC_JSON_ERROR_INIT;
        int rc = swc_json_read(&t, doc, strlen(doc), NULL, &jerr);
        ck_assert_msg(rc == (k == 0 ? SWC_OK : SWC_ERANGE), "%d %s", rc, jerr.message);
        if (k == 0) {
            ck_assert_ptr_nonnull(swc_tournament_player(t, SWC_MAX_PLAYERS_MODEL));
            size_t need = 0;
            ck_assert_int_eq(swc_trf_write(&need, NULL, 0, t, NULL), SWC_ELIMIT);
            ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "player id 100000"));
            swc_tournament_free(t);
        }
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("limits");
    TCase *tc = tcase_create("limits");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_hundred_thousand_players_refused);
    tcase_add_test(tc, test_largest_field_accepted);
    tcase_add_test(tc, test_name_and_round_limits);
    tcase_add_test(tc, test_file_size_limit);
    tcase_add_test(tc, test_model_field_beyond_trf);
    tcase_add_test(tc, test_model_id_limit);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
