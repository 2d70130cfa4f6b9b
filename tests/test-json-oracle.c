/*
 * Data-driven JSON round trip over reference TRF files: every file is read,
 * written as JSON and read back; the copy must hold the same tournament in
 * every field, write the same TRF text and the same JSON text, and pair the
 * next round exactly as the tournament read from the TRF does. The bundled
 * copy in tests/data/oracle always runs; the full reference corpus and the
 * Dutch 2026 cases run when the build knows where they are. The documents
 * of the first file of each folder are checked against the schema.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "json-compare.h"
#include "testutil.h"

static char *json_text(swc_tournament *t, size_t *len)
{
    size_t need = 0;
    if (swc_json_write(&need, NULL, 0, t, NULL) != SWC_EBUFSIZE)
        return NULL;
    char *s = malloc(need + 1);
    if (s && swc_json_write(len, s, need + 1, t, NULL) != SWC_OK) {
        free(s);
        return NULL;
    }
    return s;
}

static char *trf_text(swc_tournament *t, size_t *len)
{
    size_t need = 0;
    int rc = swc_trf_write(&need, NULL, 0, t, NULL);
    if (rc != SWC_EBUFSIZE)
        return NULL;
    char *s = malloc(need + 1);
    if (s && swc_trf_write(len, s, need + 1, t, NULL) != SWC_OK) {
        free(s);
        return NULL;
    }
    return s;
}

/* The next round of both, compared board by board and bye by bye. */
static int same_pairing(swc_tournament *a, swc_tournament *b, char *why, size_t cap)
{
    swc_round *x = NULL, *y = NULL;
    int ra = swc_tournament_pair_next(&x, a), rb = swc_tournament_pair_next(&y, b);
    if (ra != rb)
        return snprintf(why, cap, "pairing: %d (%s) vs %d (%s)", ra, swc_tournament_errmsg(a), rb,
                        swc_tournament_errmsg(b)), 0;
    if (ra != SWC_OK)
        return 1;
    if (swc_round_board_count(x) != swc_round_board_count(y) || swc_round_bye_count(x) != swc_round_bye_count(y))
        return snprintf(why, cap, "pairing: %u boards vs %u", swc_round_board_count(x), swc_round_board_count(y)), 0;
    for (uint32_t k = 1; k <= swc_round_board_count(x); k++) {
        uint32_t w1, b1, w2, b2;
        swc_round_board(&w1, &b1, x, k);
        swc_round_board(&w2, &b2, y, k);
        if (w1 != w2 || b1 != b2)
            return snprintf(why, cap, "pairing: board %u %u-%u vs %u-%u", k, w1, b1, w2, b2), 0;
    }
    for (uint32_t i = 0; i < swc_round_bye_count(x); i++) {
        uint32_t p1, p2;
        int32_t k1, k2;
        swc_round_bye(&p1, &k1, x, i);
        swc_round_bye(&p2, &k2, y, i);
        if (p1 != p2 || k1 != k2)
            return snprintf(why, cap, "pairing: bye %u", i), 0;
    }
    return 1;
}

/* One file; 1 when fine, else 0 with the reason. `keep` receives the JSON. */
static int round_trip(const char *path, int pair, char **keep, char *why, size_t cap)
{
    swc_tournament *a = NULL, *b = NULL;
    swc_trf_error te = SWC_TRF_ERROR_INIT;
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    ro.flags = SWC_TRF_TRUST_RESULTS;
    if (swc_trf_read_file(&a, path, &ro, &te) != SWC_OK)
        return snprintf(why, cap, "TRF read: %s", te.message), 0;
    size_t jl = 0, jl2 = 0, tl = 0, tl2 = 0;
    char *json = json_text(a, &jl), *json2 = NULL, *trf = NULL, *trf2 = NULL;
    int ok = 0;
    swc_json_error je = SWC_JSON_ERROR_INIT;
    if (!json)
        snprintf(why, cap, "JSON write: %s", swc_tournament_errmsg(a));
    else if (swc_json_read(&b, json, jl, NULL, &je) != SWC_OK)
        snprintf(why, cap, "JSON read: %s", je.message);
    else if (!jc_same(a, b, why, cap))
        ;
    else if (!(json2 = json_text(b, &jl2)) || jl2 != jl || memcmp(json, json2, jl) != 0)
        snprintf(why, cap, "the copy writes other JSON");
    else if (!(trf = trf_text(a, &tl)) || !(trf2 = trf_text(b, &tl2)) || tl != tl2 || memcmp(trf, trf2, tl) != 0)
        snprintf(why, cap, "the copy writes other TRF");
    else
        ok = !pair || same_pairing(a, b, why, cap);
    if (keep)
        *keep = json;
    else
        free(json);
    free(json2);
    free(trf);
    free(trf2);
    swc_tournament_free(a);
    swc_tournament_free(b);
    return ok;
}

static void validate(const char *json, const char *name)
{
    const char *validator = getenv("SWC_JSON_VALIDATOR");
    ck_assert_msg(validator && *validator, "no python3 with the jsonschema module: apt-get install python3-jsonschema");
    char path[] = "/tmp/swc-json-oracle-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    size_t n = strlen(json);
    ck_assert_int_eq(write(fd, json, n), (ssize_t)n);
    close(fd);
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "%s %s >/dev/null", validator, path);
    int rc = system(cmd);
    unlink(path);
    ck_assert_msg(rc == 0, "the JSON of %s does not follow the schema", name);
}

static void run_folder(const char *dir, int pair)
{
    char **files = NULL;
    size_t n = swc_test_list(dir, ".trf", &files);
    size_t failed = 0;
    char first[700] = "";
    for (size_t i = 0; i < n; i++) {
        char why[512], *json = NULL;
        int ok = round_trip(files[i], pair, i == 0 ? &json : NULL, why, sizeof why);
        if (!ok) {
            fprintf(stderr, "# %s: %s\n", files[i], why);
            if (!failed++)
                snprintf(first, sizeof first, "%s: %s", files[i], why);
        } else if (json) {
            validate(json, files[i]);
        }
        free(json);
    }
    fprintf(stderr, "# %s: %zu files\n", dir, n);
    swc_test_free_list(files, n);
    ck_assert_msg(n > 0, "no .trf files in %s", dir);
    ck_assert_msg(failed == 0, "%zu of %zu files failed; first: %s", failed, n, first);
}

static const char *const folders[] = { "corpus", "dutch-2026", "dutch-2017", "tiebreak/trf", "big" };
#define NFOLDERS (sizeof folders / sizeof folders[0])

static void run(const char *root, int i)
{
    char *dir = swc_test_path(root, folders[i]);
    /* Pairing the 9999-player fields twice would only repeat the Dutch
     * oracle test; their documents are still compared. */
    run_folder(dir, strcmp(folders[i], "big") != 0);
    free(dir);
}

START_TEST(test_bundled)
{
    char *root = swc_test_path(swc_test_data_dir(), "oracle");
    run(root, _i);
    free(root);
}
END_TEST

/* Of the full reference data: the corpus, the Dutch 2026 cases and the
 * largest fields. */
static const int full_folders[] = { 0, 1, 4 };

START_TEST(test_full)
{
    run(swc_test_oracle_dir(), full_folders[_i]);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("json-oracle");
    TCase *tc = tcase_create("bundled");
    tcase_set_timeout(tc, 900);
    tcase_add_loop_test(tc, test_bundled, 0, (int)NFOLDERS);
    suite_add_tcase(s, tc);
    if (swc_test_oracle_dir()) {
        TCase *ftc = tcase_create("full");
        tcase_set_timeout(ftc, 900);
        tcase_add_loop_test(ftc, test_full, 0, (int)(sizeof full_folders / sizeof full_folders[0]));
        suite_add_tcase(s, ftc);
    }
    return swc_test_run(s);
}
