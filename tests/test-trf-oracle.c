/*
 * Data-driven round trip over TRF files: for every file, read it, write it
 * in both formats with every line end, read that back and check that the
 * two tournaments are the same event, and that writing again gives the same
 * bytes (the writer is a fixed point after one pass). The bundled copy in
 * tests/data/oracle always runs; the full reference folder runs when the
 * build knows where it is.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "testutil.h"
#include "trf-compare.h"

/* Folders holding .trf files under each root, found before the tests run
 * (the forked test processes inherit them). */
typedef struct dir_list {
    char **dirs;
    size_t n, cap;
} dir_list;

static dir_list bundled, full;

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_trf(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && strcmp(name + n - 4, ".trf") == 0;
}

static void find_dirs(const char *dir, dir_list *out)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    int has_trf = 0;
    while ((e = readdir(d)) != NULL && !has_trf)
        has_trf = is_trf(e->d_name);
    if (has_trf) {
        if (out->n == out->cap) {
            out->cap = out->cap ? out->cap * 2 : 16;
            char **grown = realloc(out->dirs, out->cap * sizeof *out->dirs);
            if (!grown) {
                fprintf(stderr, "out of memory listing %s\n", dir);
                exit(EXIT_FAILURE);
            }
            out->dirs = grown;
        }
        out->dirs[out->n++] = strdup(dir);
    }
    rewinddir(d);
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char *sub = swc_test_path(dir, e->d_name);
        struct stat st;
        if (stat(sub, &st) == 0 && S_ISDIR(st.st_mode))
            find_dirs(sub, out);
        free(sub);
    }
    closedir(d);
}

static void find_all(const char *root, dir_list *out)
{
    find_dirs(root, out);
    qsort(out->dirs, out->n, sizeof *out->dirs, cmp_str);
}

static char *write_text(swc_tournament *t, int format, int eol, size_t *len, int *rc)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = format;
    wo.eol = eol;
    *rc = swc_trf_write(len, NULL, 0, t, &wo);
    if (*rc != SWC_EBUFSIZE)
        return NULL;
    char *buf = malloc(*len + 1);
    if (!buf)
        return NULL;
    *rc = swc_trf_write(len, buf, *len + 1, t, &wo);
    return buf;
}

/* Round trip of one file; 1 when fine, else 0 with the reason in why. */
static int round_trip(const char *path, char *why, size_t cap)
{
    swc_tournament *a = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read_file(&a, path, NULL, &e);
    if (rc != SWC_OK) {
        snprintf(why, cap, "read: %s (%s)", e.message, swc_strerror(rc));
        return 0;
    }
    int ok = 1;
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16 && ok; format++) {
        char *first = NULL;
        size_t first_len = 0;
        for (int eol = SWC_TRF_EOL_LF; eol <= SWC_TRF_EOL_CR && ok; eol++) {
            size_t len = 0;
            char *text = write_text(a, format, eol, &len, &rc);
            if (!text || rc != SWC_OK) {
                snprintf(why, cap, "write format %d eol %d: %s", format, eol, swc_tournament_errmsg(a));
                ok = 0;
                free(text);
                break;
            }
            swc_tournament *b = NULL;
            rc = swc_trf_read(&b, text, len, NULL, &e);
            if (rc != SWC_OK) {
                snprintf(why, cap, "format %d eol %d: reading back: %s", format, eol, e.message);
                ok = 0;
            } else if (!tc_same(a, b, format == SWC_TRF_16, why, cap)) {
                ok = 0;
            } else if (eol == SWC_TRF_EOL_LF) {
                /* Writing what was read back must give the same text. */
                size_t len2 = 0;
                char *again = write_text(b, format, eol, &len2, &rc);
                if (!again || len2 != len || memcmp(again, text, len) != 0) {
                    snprintf(why, cap, "format %d: writing the read-back tournament gives other text", format);
                    ok = 0;
                }
                free(again);
                first = text;
                first_len = len;
                text = NULL;
            } else {
                /* Only the line ends differ between the outputs. */
                size_t i = 0, j = 0;
                while (i < len && j < first_len) {
                    if (text[i] == '\r' && first[j] == '\n') {
                        i += (i + 1 < len && text[i + 1] == '\n') ? 2 : 1;
                        j++;
                    } else if (text[i++] != first[j++]) {
                        break;
                    }
                }
                if (i != len || j != first_len) {
                    snprintf(why, cap, "format %d eol %d: text differs from the LF text beyond line ends", format, eol);
                    ok = 0;
                }
            }
            swc_tournament_free(b);
            free(text);
        }
        free(first);
    }
    swc_tournament_free(a);
    return ok;
}

/* Every .trf of one folder. */
static void run_folder(const char *dir)
{
    char **files = NULL;
    size_t n = swc_test_list(dir, ".trf", &files);
    size_t failed = 0;
    char first[640] = "";
    clock_t c0 = clock();
    for (size_t i = 0; i < n; i++) {
        char why[512];
        if (!round_trip(files[i], why, sizeof why)) {
            fprintf(stderr, "# %s: %s\n", files[i], why);
            if (!failed++)
                snprintf(first, sizeof first, "%s: %s", files[i], why);
        }
    }
    double secs = (double)(clock() - c0) / CLOCKS_PER_SEC;
    fprintf(stderr, "# %s: %zu files in %.2f s\n", dir, n, secs);
    swc_test_free_list(files, n);
    ck_assert_msg(failed == 0, "%zu of %zu files failed; first: %s", failed, n, first);
    ck_assert_msg(n > 0, "no .trf files in %s", dir);
}

START_TEST(test_bundled)
{
    run_folder(bundled.dirs[_i]);
}
END_TEST

START_TEST(test_full)
{
    run_folder(full.dirs[_i]);
}
END_TEST

/* The bundled copy must be there: a fresh clone tests itself with it. */
START_TEST(test_bundled_present)
{
    static const char *const needed[] = { "dutch-2026", "dutch-2017", "corpus", "tiebreak/trf", "big" };
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++) {
        int found = 0;
        for (size_t k = 0; k < bundled.n && !found; k++) {
            size_t a = strlen(bundled.dirs[k]), b = strlen(needed[i]);
            found = a > b && strcmp(bundled.dirs[k] + a - b, needed[i]) == 0 && bundled.dirs[k][a - b - 1] == '/';
        }
        ck_assert_msg(found, "tests/data/oracle/%s is missing", needed[i]);
    }
}
END_TEST

/* The largest field of the format must load in linear time. */
START_TEST(test_big_speed)
{
    char *path = swc_test_path(swc_test_oracle_dir(), "big/f9999_r9.trf");
    size_t len = 0;
    char *data = swc_test_read_file(path, &len);
    ck_assert_msg(data != NULL, "cannot read %s", path);
    struct timespec t0, t1, t2;
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = swc_trf_read(&t, data, len, NULL, &e);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_uint_eq(swc_tournament_player_count(t), 9999);
    size_t out = 0;
    rc = swc_trf_write(&out, NULL, 0, t, NULL);
    ck_assert_int_eq(rc, SWC_EBUFSIZE);
    char *buf = malloc(out);
    ck_assert_int_eq(swc_trf_write(&out, buf, out, t, NULL), SWC_OK);
    clock_gettime(CLOCK_MONOTONIC, &t2);
    double rd = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9;
    double wr = (double)(t2.tv_sec - t1.tv_sec) + (double)(t2.tv_nsec - t1.tv_nsec) * 1e-9;
    fprintf(stderr, "# f9999_r9.trf: read %.3f s, write %.3f s (%zu bytes)\n", rd, wr, out);
    /* Generous for sanitizers and valgrind; a quadratic reader takes minutes. */
    ck_assert_msg(rd + wr < 20.0, "reading and writing 9999 players took %.1f s", rd + wr);
    free(buf);
    free(data);
    free(path);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    char *root = swc_test_path(swc_test_data_dir(), "oracle");
    find_all(root, &bundled);
    free(root);
    Suite *s = suite_create("trf-oracle");
    TCase *tc = tcase_create("bundled");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_bundled_present);
    tcase_add_loop_test(tc, test_bundled, 0, (int)bundled.n);
    suite_add_tcase(s, tc);
    if (swc_test_oracle_dir()) {
        find_all(swc_test_oracle_dir(), &full);
        TCase *ftc = tcase_create("full");
        tcase_set_timeout(ftc, 600);
        tcase_add_loop_test(ftc, test_full, 0, (int)full.n);
        tcase_add_test(ftc, test_big_speed);
        suite_add_tcase(s, ftc);
    }
    int rc = swc_test_run(s);
    for (size_t i = 0; i < bundled.n; i++)
        free(bundled.dirs[i]);
    for (size_t i = 0; i < full.n; i++)
        free(full.dirs[i]);
    free(bundled.dirs);
    free(full.dirs);
    return rc;
}
