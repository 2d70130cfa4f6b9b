/*
 * The Dutch engine against the reference engines' answers: every
 * "pair round k" case of tests/data/oracle/dutch-{2026,2017} and, when the
 * full reference folder is present, every case there up to
 * SWC_ORACLE_MAX_PLAYERS players (default 150; 0 = no limit), each folder
 * with its edition set explicitly (the 2017 files name the 2025 system).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* The engine's pairing in the reference format: count, "white black", PAB "id 0". */
static char *pair_case(const char *trf, int edition, char *err, size_t errlen)
{
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    if (swc_trf_read_file(&t, trf, NULL, &e) != SWC_OK) {
        snprintf(err, errlen, "read: %s", e.message);
        return NULL;
    }
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, edition), SWC_OK);
    swc_round *r = NULL;
    if (swc_tournament_pair_next(&r, t) != SWC_OK) {
        snprintf(err, errlen, "pair: %s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return NULL;
    }
    uint32_t nb = swc_round_board_count(r), pab = 0;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id;
        int32_t kind;
        ck_assert_int_eq(swc_round_bye(&id, &kind, r, i), SWC_OK);
        if (kind == SWC_RK_PAB)
            pab = id;
    }
    size_t cap = 32 + 24 * (size_t)(nb + 1), len = 0;
    char *out = malloc(cap);
    ck_assert_ptr_nonnull(out);
    len += (size_t)snprintf(out + len, cap - len, "%u\n", nb + (pab ? 1u : 0u));
    for (uint32_t b = 1; b <= nb; b++) {
        uint32_t w, bl;
        ck_assert_int_eq(swc_round_board(&w, &bl, r, b), SWC_OK);
        len += (size_t)snprintf(out + len, cap - len, "%u %u\n", w, bl);
    }
    if (pab)
        snprintf(out + len, cap - len, "%u 0\n", pab);
    swc_tournament_free(t);
    return out;
}

static size_t players_in(const char *trf)
{
    size_t len, n = 0;
    char *s = swc_test_read_file(trf, &len);
    ck_assert_ptr_nonnull(s);
    for (size_t i = 0; i + 3 <= len; i++)
        if ((i == 0 || s[i - 1] == '\n' || s[i - 1] == '\r') && memcmp(s + i, "001", 3) == 0)
            n++;
    free(s);
    return n;
}

/* Normalise line ends of the expected file to LF. */
static void to_lf(char *s)
{
    char *d = s;
    for (char *p = s; *p; p++) {
        if (*p == '\r') {
            if (p[1] != '\n')
                *d++ = '\n';
            continue;
        }
        *d++ = *p;
    }
    *d = '\0';
}

static void run_folder(const char *dir, int edition, size_t max_players)
{
    char **list;
    size_t n = swc_test_list(dir, ".trf", &list), run = 0, bad = 0;
    char failures[4096] = "";
    for (size_t i = 0; i < n; i++) {
        if (max_players && players_in(list[i]) > max_players)
            continue;
        size_t plen = strlen(list[i]);
        char *exp_path = malloc(plen + 16);
        ck_assert_ptr_nonnull(exp_path);
        memcpy(exp_path, list[i], plen - 4);
        strcpy(exp_path + plen - 4, ".expected");
        char *expected = swc_test_read_file(exp_path, NULL);
        free(exp_path);
        if (!expected)
            continue;
        to_lf(expected);
        char err[512];
        char *got = pair_case(list[i], edition, err, sizeof err);
        run++;
        if (!got || strcmp(got, expected) != 0) {
            bad++;
            const char *base = strrchr(list[i], '/');
            size_t fl = strlen(failures);
            if (fl + 200 < sizeof failures)
                snprintf(failures + fl, sizeof failures - fl, " %s%s%s", base ? base + 1 : list[i],
                         got ? "" : ": ", got ? "" : err);
        }
        free(got);
        free(expected);
    }
    swc_test_free_list(list, n);
    fprintf(stderr, "%s (edition %d): %zu cases, %zu differ\n", dir, edition, run, bad);
    ck_assert_msg(run > 0, "no cases found in %s", dir);
    ck_assert_msg(bad == 0, "%zu of %zu cases differ from the reference:%s", bad, run, failures);
}

static size_t max_players(void)
{
    const char *s = getenv("SWC_ORACLE_MAX_PLAYERS");
    return s && *s ? (size_t)strtoul(s, NULL, 10) : 150;
}

START_TEST(test_bundled_2026)
{
    char *dir = swc_test_path(swc_test_data_dir(), "oracle/dutch-2026");
    run_folder(dir, 2026, 0);
    free(dir);
}
END_TEST

START_TEST(test_full_2026)
{
    const char *o = swc_test_oracle_dir();
    ck_assert_ptr_nonnull(o);
    char *dir = swc_test_path(o, "dutch-2026");
    run_folder(dir, 2026, max_players());
    free(dir);
}
END_TEST

START_TEST(test_bundled_pab_below_win)
{
    char *d26 = swc_test_path(swc_test_data_dir(), "oracle/pab-below-win/dutch-2026");
    char *d17 = swc_test_path(swc_test_data_dir(), "oracle/pab-below-win/dutch-2017");
    run_folder(d26, 2026, 0);
    run_folder(d17, 2017, 0);
    free(d26);
    free(d17);
}
END_TEST

START_TEST(test_full_pab_below_win)
{
    const char *o = swc_test_oracle_dir();
    ck_assert_ptr_nonnull(o);
    char *d26 = swc_test_path(o, "pab-below-win/dutch-2026");
    char *d17 = swc_test_path(o, "pab-below-win/dutch-2017");
    run_folder(d26, 2026, 0);
    run_folder(d17, 2017, 0);
    free(d26);
    free(d17);
}
END_TEST

START_TEST(test_bundled_2017)
{
    char *dir = swc_test_path(swc_test_data_dir(), "oracle/dutch-2017");
    run_folder(dir, 2017, 0);
    free(dir);
}
END_TEST

START_TEST(test_full_2017)
{
    const char *o = swc_test_oracle_dir();
    ck_assert_ptr_nonnull(o);
    char *dir = swc_test_path(o, "dutch-2017");
    run_folder(dir, 2017, max_players());
    free(dir);
}
END_TEST

/*
 * Every allocation made while pairing may fail: the failure is reported as
 * SWC_ENOMEM and nothing leaks. p16_r7_b_r5 goes through a PPB re-pair, so
 * both the normal and the special path of the 2017 engine are swept.
 */
START_TEST(test_oom_sweep_2017)
{
    char *trf = swc_test_path(swc_test_data_dir(), "oracle/dutch-2017/p16_r7_b_r5.trf");
    int done = 0;
    for (long k = 1; k < 100000 && !done; k++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
        o.allocator = &a;
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        ck_assert_int_eq(swc_trf_read_file(&t, trf, &o, &e), SWC_OK);
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2017), SWC_OK);
        st.fail_at = st.calls + k;
        int rc = swc_tournament_pair_next(NULL, t);
        st.fail_at = 0;
        if (rc == SWC_OK)
            done = 1;
        else
            ck_assert_int_eq(rc, SWC_ENOMEM);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
    }
    ck_assert(done);
    free(trf);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dutch-oracle");
    TCase *tc = tcase_create("dutch-oracle");
    tcase_set_timeout(tc, 3000);
    tcase_add_test(tc, test_bundled_2026);
    tcase_add_test(tc, test_bundled_2017);
    tcase_add_test(tc, test_bundled_pab_below_win);
    tcase_add_test(tc, test_oom_sweep_2017);
    /* The full reference folder is optional; its absence is said on stderr. */
    if (swc_test_oracle_dir()) {
        tcase_add_test(tc, test_full_2026);
        tcase_add_test(tc, test_full_2017);
        tcase_add_test(tc, test_full_pab_below_win);
    }
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
