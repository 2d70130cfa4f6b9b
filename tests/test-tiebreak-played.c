/*
 * The /P modifier (forfeits as regular games, C.07 15) against
 * TieBreakServer 1.9.57: every value of the tables in
 * tests/data/tiebreak-played must equal the library's.
 * - <name>.2026.tsv: an individual event of tests/data/tiebreak/trf, the
 *   Buchholz, Fore Buchholz and Sonneborn-Berger forms with /P and DE/P
 *   (Swiss rules, as the reference ran);
 * - <name>.tsv: a team event of tests/data/team-oracle, the Buchholz, Fore
 *   Buchholz, extended SB, SSSC and EDE forms with /P; fide_trf26_sample.tsv
 *   is FIDE's TRF-2026 team sample, read in place from the folder of real
 *   files, with the rank under the file's own 202 cascade.
 * Plus the parser: /P where MTB26 lists it, refused where it means nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define MAX_COLS 64

/* "16.75", "-0" (undefined), "2210" → value at the given scale. */
static int expect_value(const char *s, int32_t scale, int64_t *out)
{
    if (strcmp(s, "-0") == 0)
        return 0;
    int neg = *s == '-';
    if (neg)
        s++;
    int64_t v = 0, p10 = 1;
    int dec = -1;
    for (; *s; s++) {
        if (*s == '.') {
            dec = 0;
            continue;
        }
        v = v * 10 + (*s - '0');
        if (dec >= 0) {
            dec++;
            p10 *= 10;
        }
    }
    ck_assert_msg(scale % p10 == 0 || p10 % scale == 0, "scale %d against %lld", (int)scale, (long long)p10);
    *out = (neg ? -v : v) * scale / p10;
    ck_assert_msg((*out) * p10 == (neg ? -v : v) * scale, "value %s is finer than scale %d", s, (int)scale);
    return 1;
}

typedef struct table {
    int ncols;
    char *cols[MAX_COLS];
    size_t nrows;
    char *cells[256][MAX_COLS];
    char *buf;
} table;

static int split(char *line, char **out)
{
    int n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(line, "\t\r", &save); tok && n < MAX_COLS; tok = strtok_r(NULL, "\t\r", &save))
        out[n++] = tok;
    return n;
}

static table *read_table(const char *path)
{
    table *t = calloc(1, sizeof *t);
    t->buf = swc_test_read_file(path, NULL);
    ck_assert_msg(t->buf != NULL, "cannot read %s", path);
    char *save = NULL;
    for (char *line = strtok_r(t->buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#')
            continue;
        if (!t->ncols) {
            t->ncols = split(line, t->cols);
            continue;
        }
        ck_assert_uint_lt(t->nrows, 256);
        ck_assert_int_eq(split(line, t->cells[t->nrows]), t->ncols);
        t->nrows++;
    }
    ck_assert_int_gt(t->ncols, 2);
    ck_assert_uint_gt(t->nrows, 0);
    return t;
}

static void free_table(table *t)
{
    free(t->buf);
    free(t);
}

static swc_tournament *load(const char *path)
{
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read_file(&t, path, NULL, &e) == SWC_OK, "%s: %s", path, e.message);
    return t;
}

typedef struct tally {
    long values, bad;
} tally;

static void check(tally *c, const char *what, const char *expect, int64_t got, int32_t scale)
{
    int64_t want = 0;
    int defined = expect_value(expect, scale, &want);
    int ok = defined ? got == want : got == SWC_TB_UNDEFINED;
    c->values++;
    if (!ok) {
        c->bad++;
        fprintf(stderr, "# MISMATCH %s: TieBreakServer %s, library %lld/%d\n", what, expect, (long long)got,
                (int)scale);
    }
}

/* ---- individual events -------------------------------------------------- */

static void individual(const char *name, tally *c)
{
    char file[256];
    snprintf(file, sizeof file, "tiebreak-played/%s.2026.tsv", name);
    char *path = swc_test_path(swc_test_data_dir(), file);
    table *tb = read_table(path);
    free(path);
    snprintf(file, sizeof file, "tiebreak/trf/%s.trf", name);
    path = swc_test_path(swc_test_data_dir(), file);
    swc_tournament *t = load(path);
    free(path);
    /* Each column on its own after the points: DE/P is a place inside the
     * group tied on points, as the reference ran it. */
    for (int k = 1; k < tb->ncols; k++) {
        swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
        o.tiebreaks = tb->cols[k];
        o.unplayed = SWC_UNPLAYED_FIDE2026;
        o.pairings = SWC_PAIRINGS_SWISS; /* the reference ran with Swiss rules forced */
        swc_standings *s = NULL;
        ck_assert_msg(swc_standings_compute(&s, t, &o) == SWC_OK, "%s %s: %s", name, tb->cols[k],
                      swc_tournament_errmsg(t));
        uint32_t col = strcmp(tb->cols[k], "PTS") == 0 ? 0 : 1;
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_standings_criterion(&ci, s, col), SWC_OK);
        ck_assert_str_eq(ci.code, tb->cols[k]);
        for (size_t r = 0; r < tb->nrows; r++) {
            uint32_t id = (uint32_t)strtoul(tb->cells[r][0], NULL, 10);
            long row = swc_test_standings_row(s, id);
            ck_assert_int_ge(row, 0);
            int64_t v = 0;
            ck_assert_int_eq(swc_standings_value(&v, s, (uint32_t)row, col), SWC_OK);
            char what[160];
            snprintf(what, sizeof what, "%s player %u %s", name, id, tb->cols[k]);
            check(c, what, tb->cells[r][k], v, ci.scale);
        }
        swc_standings_free(s);
    }
    swc_tournament_free(t);
    free_table(tb);
}

static const char *const individual_events[] = { "hm_210_p10_r6", "hm_forfeit_p10_r6", "hm_mixed_p12_r7",
                                                  "hm_withdraw_p10_r7" };

START_TEST(test_individual)
{
    tally c = { 0, 0 };
    individual(individual_events[_i], &c);
    fprintf(stderr, "# %s: %ld values compared, %ld different\n", individual_events[_i], c.values, c.bad);
    ck_assert_int_eq(c.values, 15L * (_i == 2 ? 12 : 10)); /* 15 columns, 10 or 12 players */
    ck_assert_int_eq(c.bad, 0);
}
END_TEST

/* ---- team events ---------------------------------------------------------- */

static void team(const char *trf, const char *tsv, tally *c, long *ranks)
{
    table *tb = read_table(tsv);
    swc_tournament *t = load(trf);
    const char *primary = tb->cols[1];
    for (int k = 1; k < tb->ncols; k++) {
        int is_rank = strcmp(tb->cols[k], "rank") == 0;
        char casc[128];
        /* The rank under the event's own cascade (its 202 record). */
        snprintf(casc, sizeof casc, "%s,%s", primary, tb->cols[k]);
        swc_team_standings *s = NULL;
        ck_assert_msg(swc_team_standings_new(&s, t, is_rank ? NULL : k == 1 ? primary : casc, 0) == SWC_OK,
                      "%s %s: %s", trf, tb->cols[k], swc_tournament_errmsg(t));
        uint32_t col = k == 1 ? 0 : 1;
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_team_standings_column(&ci, s, col), SWC_OK);
        if (!is_rank)
            ck_assert_msg(strcmp(ci.code, tb->cols[k]) == 0, "column %s labelled %s", tb->cols[k], ci.code);
        uint32_t n = swc_team_standings_count(s);
        ck_assert_uint_eq(n, tb->nrows);
        for (uint32_t r = 0; r < n; r++) {
            swc_team_standing row = SWC_TEAM_STANDING_INIT;
            ck_assert_int_eq(swc_team_standings_get(&row, s, r), SWC_OK);
            /* The tables list the teams by pairing number, 1 first. */
            ck_assert_uint_ge(row.team, 1);
            ck_assert_uint_le(row.team, tb->nrows);
            char **cells = tb->cells[row.team - 1];
            ck_assert_uint_eq(strtoul(cells[0], NULL, 10), row.team);
            char what[200];
            snprintf(what, sizeof what, "%s team %u %s", trf, row.team, tb->cols[k]);
            if (is_rank) {
                check(c, what, cells[k], row.rank, 1);
                (*ranks)++;
            } else {
                int64_t v = 0;
                ck_assert_int_eq(swc_team_standings_value(&v, s, r, col), SWC_OK);
                check(c, what, cells[k], v, ci.scale);
            }
        }
        swc_team_standings_free(s);
    }
    swc_tournament_free(t);
    free_table(tb);
}

static const char *const team_events[] = { "rr09_b6_r9", "sw11_b4_r7_pab", "sw27_b5_r8_pabwin" };

START_TEST(test_team)
{
    char name[128];
    snprintf(name, sizeof name, "team-oracle/%s.trf", team_events[_i]);
    char *trf = swc_test_path(swc_test_data_dir(), name);
    snprintf(name, sizeof name, "tiebreak-played/%s.tsv", team_events[_i]);
    char *tsv = swc_test_path(swc_test_data_dir(), name);
    tally c = { 0, 0 };
    long ranks = 0;
    team(trf, tsv, &c, &ranks);
    fprintf(stderr, "# %s: %ld values compared, %ld different\n", team_events[_i], c.values, c.bad);
    ck_assert_int_gt(c.values, 9 * 41);
    ck_assert_int_eq(c.bad, 0);
    free(trf);
    free(tsv);
}
END_TEST

/* FIDE's TRF-2026 team sample: its own cascade is EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP. */
START_TEST(test_fide_sample)
{
    char *trf = swc_test_path(swc_test_real_dir(), "sharly__example_trf26.trf");
    char *tsv = swc_test_path(swc_test_data_dir(), "tiebreak-played/fide_trf26_sample.tsv");
    tally c = { 0, 0 };
    long ranks = 0;
    team(trf, tsv, &c, &ranks);
    fprintf(stderr, "# FIDE TRF-2026 sample: %ld values compared (%ld ranks), %ld different\n", c.values, ranks,
            c.bad);
    ck_assert_int_eq(c.values, 50L * 43);
    ck_assert_int_eq(ranks, 50);
    ck_assert_int_eq(c.bad, 0);
    free(trf);
    free(tsv);
}
END_TEST

/* ---- the parser ------------------------------------------------------------ */

START_TEST(test_parse)
{
    swc_tournament *t = swc_test_tournament(6);
    swc_test_play(t, "1-2:1 3-4:+ 5-6:=");
    static const char *const ok[] = { "DE/P", "SB/P", "SB/C1/P", "SB/C2/P", "BH/P", "BH/C1/P", "BH/C2/P",
                                      "BH/M1/P", "BH/M2/P", "FB/P", "FB/C1/P", "FB/C2/P", "FB/M1/P", "FB/M2/P" };
    for (size_t k = 0; k < sizeof ok / sizeof ok[0]; k++) {
        swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
        o.tiebreaks = ok[k];
        swc_standings *s = NULL;
        ck_assert_msg(swc_standings_compute(&s, t, &o) == SWC_OK, "%s: %s", ok[k], swc_tournament_errmsg(t));
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_standings_criterion(&ci, s, 1), SWC_OK);
        ck_assert_str_eq(ci.code, ok[k]); /* written back as given */
        /* The Chinese name says /P too, apart from the form without it. */
        size_t zl = strlen(ci.name_zh);
        ck_assert_msg(zl > 2 && strcmp(ci.name_zh + zl - 2, "/P") == 0, "%s: %s", ok[k], ci.name_zh);
        swc_standings_free(s);
    }
    static const char *const bad[] = { "PS/P", "WIN/P", "AOB/P", "KS/P", "ARO/P", "TPR/P", "BH/P1", "BH/PP2" };
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
        o.tiebreaks = bad[k];
        swc_standings *s = NULL;
        ck_assert_int_eq(swc_standings_compute(&s, t, &o), SWC_EINVAL);
        ck_assert_ptr_null(s);
        ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "is not valid for"));
    }
    swc_tournament_free(t);

    char *path = swc_test_path(swc_test_data_dir(), "team-oracle/sw11_b4_r7_pab.trf");
    t = load(path);
    free(path);
    static const char *const tok[] = { "BH:MP/P", "BH:GP/C2/P", "BH:MP/M2/P", "FB:GP/M1/P", "EMMSB/P",
                                       "EGGSB/C2/P", "EDE/P", "EDEBT/P", "EDEBB/P", "EDET/P", "EDEB/P", "SSSC/P",
                                       "SSSC/F/P", "SSSC/P/K4", "SSSC/F/P/K4" };
    for (size_t k = 0; k < sizeof tok / sizeof tok[0]; k++) {
        char casc[64];
        snprintf(casc, sizeof casc, "PTS:MP,%s", tok[k]);
        swc_team_standings *s = NULL;
        ck_assert_msg(swc_team_standings_new(&s, t, casc, 0) == SWC_OK, "%s: %s", tok[k], swc_tournament_errmsg(t));
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        ck_assert_int_eq(swc_team_standings_column(&ci, s, 1), SWC_OK);
        ck_assert_str_eq(ci.code, tok[k]);
        swc_team_standings_free(s);
    }
    static const char *const tbad[] = { "AOB:MP/P", "PS:MP/P", "KS:GP/P", "WIN:MP/P", "BC/P", "TBR/P", "BBE/P",
                                        "MPVGP/P", "BH:MP/F", "BH:MP/K4", "SSSC/K0", "SSSC/KX", "BH:MP/P2",
                                        "SSSC/K99999999999999999999", "SSSC/K1000", "BH:MP//P", "EDE/PP" };
    for (size_t k = 0; k < sizeof tbad / sizeof tbad[0]; k++) {
        char casc[64];
        snprintf(casc, sizeof casc, "PTS:MP,%s", tbad[k]);
        swc_team_standings *s = NULL;
        ck_assert_msg(swc_team_standings_new(&s, t, casc, 0) == SWC_EINVAL, "%s accepted", tbad[k]);
        ck_assert_ptr_null(s);
        ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "does not take the modifier"));
    }
    swc_tournament_free(t);
}
END_TEST

/* ---- the event's own cascade in its files ---------------------------------- */

static char *write_as(swc_tournament *t, int json)
{
    size_t len = 0;
    int rc = json ? swc_json_write(&len, NULL, 0, t, NULL) : swc_trf_write(&len, NULL, 0, t, NULL);
    ck_assert_int_eq(rc, SWC_EBUFSIZE);
    char *buf = malloc(len + 1);
    rc = json ? swc_json_write(&len, buf, len + 1, t, NULL) : swc_trf_write(&len, buf, len + 1, t, NULL);
    ck_assert_int_eq(rc, SWC_OK);
    return buf;
}

/* A cascade with /P kept as the event's tie-breaks (TRF XTB, JSON) comes
 * back as written and ranks the event as the cascade given directly. */
START_TEST(test_files_keep_cascade)
{
    const char *casc = "DE/P,BH/C1/P,sb/p,FB/M1/P,BH/P";
    char *path = swc_test_path(swc_test_data_dir(), "tiebreak/trf/hm_forfeit_p10_r6.trf");
    swc_tournament *t = load(path);
    free(path);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, casc), SWC_OK);
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = casc;
    swc_standings *want = NULL;
    ck_assert_int_eq(swc_standings_compute(&want, t, &o), SWC_OK);
    swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
    ck_assert_int_eq(swc_standings_criterion(&ci, want, 3), SWC_OK);
    ck_assert_str_eq(ci.code, "SB/P"); /* the label is the canonical spelling */
    for (int json = 0; json < 2; json++) {
        char *text = write_as(t, json);
        swc_tournament *back = NULL;
        int rc;
        if (json) {
            swc_json_error e = SWC_JSON_ERROR_INIT;
            rc = swc_json_read(&back, text, strlen(text), NULL, &e);
        } else {
            swc_trf_error e = SWC_TRF_ERROR_INIT;
            rc = swc_trf_read(&back, text, strlen(text), NULL, &e);
        }
        ck_assert_int_eq(rc, SWC_OK);
        const char *got = NULL;
        ck_assert_int_eq(swc_tournament_get_string(&got, back, SWC_TEXT_TIEBREAKS), SWC_OK);
        ck_assert_str_eq(got, casc);
        swc_standings_options bo = SWC_STANDINGS_OPTIONS_INIT;
        bo.tiebreaks = got;
        swc_standings *s = NULL;
        ck_assert_int_eq(swc_standings_compute(&s, back, &bo), SWC_OK);
        ck_assert_uint_eq(swc_standings_count(s), swc_standings_count(want));
        for (uint32_t r = 0; r < swc_standings_count(s); r++) {
            swc_standings_row a = SWC_STANDINGS_ROW_INIT, b = SWC_STANDINGS_ROW_INIT;
            ck_assert_int_eq(swc_standings_row_get(&a, s, r), SWC_OK);
            ck_assert_int_eq(swc_standings_row_get(&b, want, r), SWC_OK);
            ck_assert_uint_eq(a.id, b.id);
            ck_assert_uint_eq(a.rank, b.rank);
            for (uint32_t k = 0; k < 6; k++) {
                int64_t va = 0, vb = 0;
                ck_assert_int_eq(swc_standings_value(&va, s, r, k), SWC_OK);
                ck_assert_int_eq(swc_standings_value(&vb, want, r, k), SWC_OK);
                ck_assert_int_eq(va, vb);
            }
        }
        swc_standings_free(s);
        swc_tournament_free(back);
        free(text);
    }
    swc_standings_free(want);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("tiebreak-played");
    TCase *tc = tcase_create("bundled");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_parse);
    tcase_add_test(tc, test_files_keep_cascade);
    tcase_add_loop_test(tc, test_individual, 0, (int)(sizeof individual_events / sizeof individual_events[0]));
    tcase_add_loop_test(tc, test_team, 0, (int)(sizeof team_events / sizeof team_events[0]));
    suite_add_tcase(s, tc);
    if (swc_test_real_dir()) {
        TCase *ftc = tcase_create("fide-sample");
        tcase_set_timeout(ftc, 300);
        tcase_add_test(ftc, test_fide_sample);
        suite_add_tcase(s, ftc);
    }
    return swc_test_run(s);
}
