/*
 * Tie-break values against the reference calculator's tables: for every
 * <name>.<edition>.tsv and <name>.<edition>.ext.tsv (editions 2023 and
 * 2026), read trf/<name>.trf, compute every column with the same unplayed
 * rule and compare each value exactly; DE and rank come from the cascade
 * PTS > DE > BH/C1 > BH > SB > PS > WIN > BPG > BWG with shared places.
 * The bundled copy in tests/data/tiebreak always runs; the full reference
 * folder runs when the build knows where it is.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define MAX_COLS 40
#define RANK_CASCADE "DE,BH/C1,BH,SB,PS,WIN,BPG,BWG"

typedef struct case_list {
    char **names;  /* full path prefix: dir/name */
    char **dirs;
    size_t n;
} case_list;

static case_list bundled, full;

static void find_cases(const char *dir, case_list *out)
{
    char **files = NULL;
    size_t n = swc_test_list(dir, ".2023.tsv", &files);
    out->names = calloc(n ? n : 1, sizeof *out->names);
    out->dirs = calloc(n ? n : 1, sizeof *out->dirs);
    for (size_t i = 0; i < n; i++) {
        const char *base = strrchr(files[i], '/');
        base = base ? base + 1 : files[i];
        size_t len = strlen(base) - strlen(".2023.tsv");
        out->names[i] = strndup(base, len);
        out->dirs[i] = strdup(dir);
    }
    out->n = n;
    swc_test_free_list(files, n);
}

/* Parse "16.75", "-0", "2210" into value × 10^decimals; returns 0 for an
 * undefined value ("-0"). */
static int parse_num(const char *s, long long *val, int *decimals)
{
    if (strcmp(s, "-0") == 0)
        return 0;
    int neg = *s == '-';
    if (neg)
        s++;
    long long v = 0;
    int d = -1;
    for (; *s; s++) {
        if (*s == '.') {
            d = 0;
            continue;
        }
        v = v * 10 + (*s - '0');
        if (d >= 0)
            d++;
    }
    *val = neg ? -v : v;
    *decimals = d < 0 ? 0 : d;
    return 1;
}

typedef struct table {
    int ncols;
    char *cols[MAX_COLS];
    size_t nrows;
    char ***cells; /* nrows × ncols */
} table;

static void split_tab(char *line, char **out, int *n)
{
    *n = 0;
    char *save = NULL;
    for (char *tok = strtok_r(line, "\t\r\n", &save); tok && *n < MAX_COLS; tok = strtok_r(NULL, "\t\r\n", &save))
        out[(*n)++] = tok;
}

static int read_table(const char *path, table *t, char **buf)
{
    memset(t, 0, sizeof *t);
    *buf = swc_test_read_file(path, NULL);
    if (!*buf)
        return -1;
    size_t cap = 0;
    char *save = NULL;
    for (char *line = strtok_r(*buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#')
            continue;
        char *f[MAX_COLS];
        int nf;
        split_tab(line, f, &nf);
        if (!t->ncols) {
            t->ncols = nf;
            memcpy(t->cols, f, sizeof(char *) * (size_t)nf);
            continue;
        }
        if (t->nrows == cap) {
            cap = cap ? cap * 2 : 64;
            t->cells = realloc(t->cells, cap * sizeof *t->cells);
        }
        char **row = calloc((size_t)t->ncols, sizeof *row);
        for (int k = 0; k < nf && k < t->ncols; k++)
            row[k] = f[k];
        t->cells[t->nrows++] = row;
    }
    return 0;
}

static void free_table(table *t)
{
    for (size_t r = 0; r < t->nrows; r++)
        free(t->cells[r]);
    free(t->cells);
}

typedef struct counts {
    long values, bad;
} counts;

/* Row of the standings for player id, or -1. */
static void compare(const char *what, const char *expect, int64_t got, int32_t scale, counts *c)
{
    long long v = 0;
    int d = 0;
    c->values++;
    int ok;
    if (!parse_num(expect, &v, &d)) {
        ok = got == SWC_TB_UNDEFINED;
    } else if (got == SWC_TB_UNDEFINED) {
        ok = 0;
    } else {
        long long p10 = 1;
        for (int k = 0; k < d; k++)
            p10 *= 10;
        ok = (long long)got * p10 == v * (long long)scale;
    }
    if (!ok) {
        if (c->bad < 25)
            fprintf(stderr, "# MISMATCH %s: expected %s, got %lld/%d\n", what, expect, (long long)got, (int)scale);
        c->bad++;
    }
}

static void check_table(swc_tournament *t, const char *name, int edition, const char *path, int ext, counts *c)
{
    table tb;
    char *buf = NULL;
    ck_assert_msg(read_table(path, &tb, &buf) == 0, "cannot read %s", path);
    /* every column except id, DE and rank, computed in one cascade */
    char spec[512] = "";
    int colmap[MAX_COLS];
    int ncrit = 1; /* column 0 of the standings is PTS */
    for (int k = 0; k < tb.ncols; k++) {
        colmap[k] = -1;
        const char *code = tb.cols[k];
        if (!strcmp(code, "id") || !strcmp(code, "DE") || !strcmp(code, "rank"))
            continue;
        if (!strcmp(code, "PTS")) {
            colmap[k] = 0;
            continue;
        }
        if (spec[0])
            strcat(spec, ",");
        strcat(spec, code);
        colmap[k] = ncrit++;
    }
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = spec;
    o.unplayed = edition;
    o.pairings = SWC_PAIRINGS_SWISS; /* the reference ran with Swiss rules forced */
    swc_standings *s = NULL;
    int rc = swc_standings_compute(&s, t, &o);
    ck_assert_msg(rc == SWC_OK, "%s: %s", name, swc_tournament_errmsg(t));
    ck_assert_int_eq((int)swc_standings_criteria_count(s), ncrit);
    swc_standings *sr = NULL;
    if (!ext) {
        swc_standings_options ro = SWC_STANDINGS_OPTIONS_INIT;
        ro.tiebreaks = RANK_CASCADE;
        ro.unplayed = edition;
        ro.pairings = SWC_PAIRINGS_SWISS;
        rc = swc_standings_compute(&sr, t, &ro);
        ck_assert_msg(rc == SWC_OK, "%s: %s", name, swc_tournament_errmsg(t));
    }
    for (size_t r = 0; r < tb.nrows; r++) {
        char **row = tb.cells[r];
        uint32_t id = (uint32_t)strtoul(row[0], NULL, 10);
        long sri = swc_test_standings_row(s, id);
        ck_assert_msg(sri >= 0, "%s: player %u missing", name, id);
        for (int k = 1; k < tb.ncols; k++) {
            char what[160];
            snprintf(what, sizeof what, "%s.%d%s player %u %s", name, edition, ext ? ".ext" : "", id, tb.cols[k]);
            if (colmap[k] >= 0) {
                swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
                swc_standings_criterion(&ci, s, (uint32_t)colmap[k]);
                int64_t v = 0;
                swc_standings_value(&v, s, (uint32_t)sri, (uint32_t)colmap[k]);
                compare(what, row[k], v, ci.scale, c);
            } else if (sr && !strcmp(tb.cols[k], "DE")) {
                int64_t v = 0;
                swc_standings_value(&v, sr, (uint32_t)swc_test_standings_row(sr, id), 1);
                compare(what, row[k], v, 1, c);
            } else if (sr && !strcmp(tb.cols[k], "rank")) {
                swc_standings_row sw = SWC_STANDINGS_ROW_INIT;
                swc_standings_row_get(&sw, sr, (uint32_t)swc_test_standings_row(sr, id));
                compare(what, row[k], sw.rank, 1, c);
            }
        }
    }
    ck_assert_int_eq((int)swc_standings_count(s), (int)tb.nrows);
    swc_standings_free(s);
    swc_standings_free(sr);
    free_table(&tb);
    free(buf);
}

static void run_case(const char *dir, const char *name)
{
    char trf[1024], path[1024];
    snprintf(trf, sizeof trf, "%s/trf/%s.trf", dir, name);
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read_file(&t, trf, NULL, &e);
    ck_assert_msg(rc == SWC_OK, "%s: %s", trf, e.message);
    counts c = { 0, 0 };
    int files = 0;
    static const int editions[] = { 2023, 2026 };
    for (int k = 0; k < 2; k++) {
        for (int ext = 0; ext < 2; ext++) {
            snprintf(path, sizeof path, "%s/%s.%d%s.tsv", dir, name, editions[k], ext ? ".ext" : "");
            check_table(t, name, editions[k], path, ext, &c);
            files++;
        }
    }
    fprintf(stderr, "# %s: %d files, %ld values compared, %ld different\n", name, files, c.values, c.bad);
    swc_tournament_free(t);
    ck_assert_msg(c.bad == 0, "%s: %ld of %ld values differ from the reference", name, c.bad, c.values);
}

START_TEST(test_bundled)
{
    run_case(bundled.dirs[_i], bundled.names[_i]);
}
END_TEST

START_TEST(test_full)
{
    run_case(full.dirs[_i], full.names[_i]);
}
END_TEST

START_TEST(test_bundled_present)
{
    ck_assert_msg(bundled.n >= 6, "tests/data/tiebreak holds %zu cases", bundled.n);
}
END_TEST

static void free_cases(case_list *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->names[i]);
        free(l->dirs[i]);
    }
    free(l->names);
    free(l->dirs);
}

int main(void)
{
    char *dir = swc_test_path(swc_test_data_dir(), "tiebreak");
    find_cases(dir, &bundled);
    free(dir);
    Suite *s = suite_create("tiebreak-oracle");
    TCase *tc = tcase_create("bundled");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_bundled_present);
    tcase_add_loop_test(tc, test_bundled, 0, (int)bundled.n);
    suite_add_tcase(s, tc);
    if (swc_test_oracle_dir()) {
        char *fdir = swc_test_path(swc_test_oracle_dir(), "tiebreak");
        find_cases(fdir, &full);
        free(fdir);
        TCase *ftc = tcase_create("full");
        tcase_set_timeout(ftc, 600);
        tcase_add_loop_test(ftc, test_full, 0, (int)full.n);
        suite_add_tcase(s, ftc);
    }
    int rc = swc_test_run(s);
    free_cases(&bundled);
    free_cases(&full);
    return rc;
}
