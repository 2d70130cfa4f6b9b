/*
 * Team results against TieBreakServer 1.9.57: for every team event of the
 * reference folder (team/, read in place when the build knows where it is)
 * and of the bundled copy (tests/data/team-oracle), the match and game
 * points of every team in every round (<name>.rounds.tsv) and the primary
 * score of the main table (PTS:MP or PTS:GP in <name>.tsv) must equal the
 * library's. No value is accepted as different: where the server reads a
 * rule its own way (doc/teams.md), none of these values is concerned.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

typedef struct tally {
    unsigned long values, events;
} tally;

/* Tenths of a decimal cell such as "2.5" or "13.0". */
static int32_t tenths_of(const char *s)
{
    double v = strtod(s, NULL);
    return (int32_t)(v * 10 + (v < 0 ? -0.5 : 0.5));
}

/* Split a tab-separated line in place; returns the cell count. */
static size_t cells(char *line, char **out, size_t cap)
{
    size_t n = 0;
    for (char *c = strtok(line, "\t\r\n"); c && n < cap; c = strtok(NULL, "\t\r\n"))
        out[n++] = c;
    return n;
}

/* Compare one table: for each row (team id first) and each wanted column,
 * `value` gives the library's number. */
static void compare_table(const char *path, swc_tournament *t, tally *tl)
{
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    char *hdr[128], *row[128];
    size_t nh = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#')
            continue;
        char *copy = strdup(line);
        if (!nh) {
            nh = cells(copy, hdr, 128);
            for (size_t i = 0; i < nh; i++)
                hdr[i] = strdup(hdr[i]);
            free(copy);
            continue;
        }
        size_t nr = cells(copy, row, 128);
        ck_assert_uint_eq(nr, nh);
        uint32_t team = (uint32_t)strtoul(row[0], NULL, 10);
        for (size_t i = 1; i < nr; i++) {
            unsigned round = 0;
            char what[8];
            int32_t want = tenths_of(row[i]), got;
            if (strcmp(hdr[i], "PTS:MP") == 0 || strcmp(hdr[i], "PTS:GP") == 0) {
                int32_t mp = 0, gp = 0;
                ck_assert_int_eq(swc_team_score(&mp, &gp, t, team, 99), SWC_OK);
                got = hdr[i][4] == 'M' ? mp : gp;
            } else if (sscanf(hdr[i], "%2[MGP]%u", what, &round) == 2 && (!strcmp(what, "MP") || !strcmp(what, "GP"))) {
                swc_team_result res = SWC_TEAM_RESULT_INIT;
                ck_assert_int_eq(swc_team_round_result(&res, t, team, round), SWC_OK);
                got = what[0] == 'M' ? res.match_points : res.game_points;
            } else {
                continue;
            }
            ck_assert_msg(got == want, "%s: team %u %s: %d tenths, TieBreakServer %s", path, team, hdr[i], got,
                          row[i]);
            tl->values++;
        }
        free(copy);
    }
    for (size_t i = 0; i < nh; i++)
        free(hdr[i]);
    free(text);
}

static void run_folder(const char *dir, tally *tl)
{
    char **files = NULL;
    size_t n = swc_test_list(dir, ".trf", &files);
    ck_assert_msg(n > 0, "no .trf files in %s", dir);
    for (size_t i = 0; i < n; i++) {
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read_file(&t, files[i], NULL, &e) == SWC_OK, "%s: %s", files[i], e.message);
        ck_assert_uint_gt(swc_team_count(t), 0);
        size_t k = strlen(files[i]) - 4;
        char path[1024];
        snprintf(path, sizeof path, "%.*s.rounds.tsv", (int)k, files[i]);
        compare_table(path, t, tl);
        snprintf(path, sizeof path, "%.*s.tsv", (int)k, files[i]);
        compare_table(path, t, tl);
        tl->events++;
        swc_tournament_free(t);
    }
    swc_test_free_list(files, n);
}

START_TEST(test_bundled)
{
    tally tl = { 0, 0 };
    char *dir = swc_test_path(swc_test_data_dir(), "team-oracle");
    run_folder(dir, &tl);
    free(dir);
    printf("# bundled: %lu events, %lu values compared, 0 accepted differences\n", tl.events, tl.values);
    ck_assert_uint_eq(tl.events, 3);
    ck_assert_uint_gt(tl.values, 500);
}
END_TEST

START_TEST(test_full)
{
    tally tl = { 0, 0 };
    char *dir = swc_test_path(swc_test_oracle_dir(), "team");
    run_folder(dir, &tl);
    free(dir);
    printf("# reference folder: %lu events, %lu values compared, 0 accepted differences\n", tl.events, tl.values);
    ck_assert_uint_eq(tl.events, 16);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-oracle");
    TCase *tc = tcase_create("team-oracle");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_bundled);
    if (swc_test_oracle_dir())
        tcase_add_test(tc, test_full);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
