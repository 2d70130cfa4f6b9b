/*
 * Team tie-breaks against TieBreakServer 1.9.57: for every team event of the
 * reference folder (team/, read in place when the build knows where it is)
 * and of the bundled copy (tests/data/team-oracle), every value of the main
 * table (<name>.tsv) and the final rank under the file's own cascade (its
 * 212 record) must equal the library's, except the differences listed in
 * team-tiebreak-accepted.h, each explained in doc/teams.md.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/tiebreak/team_tb.h"
#include "team-tiebreak-accepted.h"
#include "testutil.h"

typedef struct tally {
    unsigned long values, accepted, events, ranks;
    unsigned long bad;
    int calculator;      /* read the PAB as the calculator does: nothing is accepted */
} tally;

static int calculator_reading;

static int64_t scaled(const char *s, int32_t scale)
{
    double v = strtod(s, NULL) * scale;
    return (int64_t)(v + (v < 0 ? -0.5 : 0.5));
}

static size_t cells(char *line, char **out, size_t cap)
{
    size_t n = 0;
    char *save = NULL;
    for (char *c = strtok_r(line, "\t\r\n", &save); c && n < cap; c = strtok_r(NULL, "\t\r\n", &save))
        out[n++] = c;
    return n;
}

static int is_accepted(const char *event, unsigned team, const char *code)
{
    for (size_t i = 0; accepted_diffs[i].event; i++)
        if (strcmp(accepted_diffs[i].event, event) == 0 && accepted_diffs[i].team == team &&
            strcmp(accepted_diffs[i].code, code) == 0)
            return 1;
    return 0;
}

/* The value of `code` for every team, computed after the primary score
 * alone (as the reference ran each place code on its own). */
static int64_t *column(swc_tournament *t, const char *primary, const char *code, int32_t *scale)
{
    char casc[128];
    snprintf(casc, sizeof casc, "%s,%s", primary, code);
    swc_team_standings *s = NULL;
    ck_assert_msg(tt_standings_new(&s, t, casc, 0, calculator_reading) == SWC_OK, "%s: %s", casc, swc_tournament_errmsg(t));
    ck_assert_uint_eq(swc_team_standings_columns(s), 2);
    swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
    ck_assert_int_eq(swc_team_standings_column(&ci, s, 1), SWC_OK);
    *scale = ci.scale;
    uint32_t n = swc_team_standings_count(s);
    int64_t *v = calloc(n + 1, sizeof *v);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        ck_assert_int_eq(swc_team_standings_get(&row, s, r), SWC_OK);
        ck_assert_int_eq(swc_team_standings_value(&v[row.team], s, r, 1), SWC_OK);
    }
    swc_team_standings_free(s);
    return v;
}

/* Final ranks under the file's 212 cascade. */
static uint32_t *ranks(swc_tournament *t, const char *cascade)
{
    swc_team_standings *s = NULL;
    ck_assert_msg(tt_standings_new(&s, t, cascade, 0, calculator_reading) == SWC_OK, "%s: %s", cascade, swc_tournament_errmsg(t));
    uint32_t n = swc_team_standings_count(s);
    uint32_t *rk = calloc(n + 1, sizeof *rk);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        ck_assert_int_eq(swc_team_standings_get(&row, s, r), SWC_OK);
        rk[row.team] = row.rank;
    }
    swc_team_standings_free(s);
    return rk;
}

static void event_name(char *out, size_t cap, const char *trf)
{
    const char *b = strrchr(trf, '/');
    b = b ? b + 1 : trf;
    snprintf(out, cap, "%.*s", (int)(strlen(b) - 4), b);
}

/* The 212 record of the file: the event's own cascade. */
static char *cascade_of(const char *trf)
{
    size_t len = 0;
    char *text = swc_test_read_file(trf, &len);
    char *line = strstr(text, "\n212 ");
    ck_assert_ptr_nonnull(line);
    line += 5;
    size_t l = strcspn(line, "\r\n");
    char *out = strndup(line, l);
    free(text);
    return out;
}

/* Only DE and DE/P of the extra table are team codes this library has. */
static int wanted(const char *code, int extra)
{
    return !extra || strcmp(code, "DE") == 0 || strcmp(code, "DE/P") == 0;
}

/* Compare one table of the event; `extra` is the <name>.ext.tsv table. */
static void run_table(swc_tournament *t, const char *trf, const char *event, char *text, int extra, tally *tl)
{
    char *hdr[96], *save = NULL;
    size_t nh = 0;
    int64_t *vals[96] = { 0 };
    int32_t scale[96] = { 0 };
    uint32_t *rk = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#')
            continue;
        if (!nh) {
            nh = cells(line, hdr, 96);
            for (size_t i = 2; i < nh; i++)
                if (strcmp(hdr[i], "rank") != 0 && wanted(hdr[i], extra))
                    vals[i] = column(t, hdr[1], hdr[i], &scale[i]);
            char *casc = cascade_of(trf);
            rk = ranks(t, casc);
            free(casc);
            continue;
        }
        char *row[96];
        size_t nr = cells(line, row, 96);
        ck_assert_uint_eq(nr, nh);
        unsigned team = (unsigned)strtoul(row[0], NULL, 10);
        for (size_t i = 2; i < nr; i++) {
            int same;
            if (!wanted(hdr[i], extra))
                continue;
            if (strcmp(hdr[i], "rank") == 0) {
                same = rk[team] == strtoul(row[i], NULL, 10);
                tl->ranks++;
            } else {
                same = vals[i][team] == scaled(row[i], scale[i]);
            }
            tl->values++;
            if (same)
                continue;
            if (!tl->calculator && is_accepted(event, team, hdr[i])) {
                tl->accepted++;
                continue;
            }
            tl->bad++;
            printf("# DIFF %s team %u %s: library %lld/%d, TieBreakServer %s\n", event, team, hdr[i],
                   strcmp(hdr[i], "rank") ? (long long)vals[i][team] : (long long)rk[team],
                   strcmp(hdr[i], "rank") ? scale[i] : 1, row[i]);
        }
    }
    for (size_t i = 0; i < 96; i++)
        free(vals[i]);
    free(rk);
}

static void run_event(const char *trf, tally *tl)
{
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read_file(&t, trf, NULL, &e) == SWC_OK, "%s: %s", trf, e.message);
    char event[128], path[1024];
    event_name(event, sizeof event, trf);
    for (int extra = 0; extra < 2; extra++) {
        snprintf(path, sizeof path, "%.*s%s", (int)(strlen(trf) - 4), trf, extra ? ".ext.tsv" : ".tsv");
        size_t len = 0;
        char *text = swc_test_read_file(path, &len);
        ck_assert_msg(text != NULL || extra, "cannot read %s", path);
        if (text)
            run_table(t, trf, event, text, extra, tl);
        free(text);
    }
    tl->events++;
    swc_tournament_free(t);
}

static void run_folder(const char *dir, tally *tl)
{
    char **files = NULL;
    calculator_reading = tl->calculator;
    size_t n = swc_test_list(dir, ".trf", &files);
    ck_assert_msg(n > 0, "no .trf files in %s", dir);
    for (size_t i = 0; i < n; i++)
        run_event(files[i], tl);
    swc_test_free_list(files, n);
}

START_TEST(test_bundled)
{
    tally tl = { 0, 0, 0, 0, 0, 0 };
    char *dir = swc_test_path(swc_test_data_dir(), "team-oracle");
    run_folder(dir, &tl);
    free(dir);
    printf("# bundled: %lu events, %lu values compared, %lu accepted differences, %lu unexpected\n", tl.events,
           tl.values, tl.accepted, tl.bad);
    ck_assert_uint_eq(tl.events, 3);
    ck_assert_uint_gt(tl.values, 2000);
    ck_assert_uint_eq(tl.bad, 0);
}
END_TEST

START_TEST(test_full)
{
    tally tl = { 0, 0, 0, 0, 0, 0 };
    char *dir = swc_test_path(swc_test_oracle_dir(), "team");
    run_folder(dir, &tl);
    printf("# reference folder: %lu events, %lu values compared (%lu ranks), %lu accepted differences, "
           "%lu unexpected\n", tl.events, tl.values, tl.ranks, tl.accepted, tl.bad);
    ck_assert_uint_eq(tl.events, 16);
    ck_assert_uint_eq(tl.bad, 0);
    /* Every listed difference still occurs: none is stale. */
    ck_assert_uint_eq(tl.accepted, sizeof accepted_diffs / sizeof accepted_diffs[0] - 1);

    /* With the calculator's reading of the PAB every value is equal. */
    tally calc = { 0, 0, 0, 0, 0, 1 };
    run_folder(dir, &calc);
    free(dir);
    printf("# reference folder, PAB read as the calculator does: %lu values compared, %lu different\n",
           calc.values, calc.bad);
    ck_assert_uint_eq(calc.values, tl.values);
    ck_assert_uint_eq(calc.bad, 0);
}
END_TEST

static char *bundled(const char *name)
{
    char *dir = swc_test_path(swc_test_data_dir(), "team-oracle");
    char *path = swc_test_path(dir, name);
    free(dir);
    return path;
}

/* The API's edges: bad handles, bad codes, an individual event, labels. */
START_TEST(test_api)
{
    char *path = bundled("sw11_b4_r7_pab.trf");
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    swc_team_standings *s = (swc_team_standings *)1;
    ck_assert_int_eq(swc_team_standings_new(&s, NULL, NULL, 0), SWC_EINVAL);
    ck_assert_ptr_null(s);
    ck_assert_int_eq(swc_team_standings_new(NULL, t, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_team_standings_new(&s, t, "PTS:MP,XYZ", 0), SWC_EINVAL);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "unknown team tie-break \"XYZ\""));
    ck_assert_int_eq(swc_team_standings_new(&s, t, "BC/C1", 0), SWC_EINVAL);
    ck_assert_int_eq(swc_team_standings_new(&s, t, "EDE,PTS:GP", 0), SWC_EINVAL);
    ck_assert_int_eq(swc_team_standings_new(&s, t, "WIN:XP", 0), SWC_EINVAL);

    /* The primary score written or not; codes echo as applied. */
    ck_assert_int_eq(swc_team_standings_new(&s, t, "MPVGP", 0), SWC_OK);
    ck_assert_str_eq(swc_tournament_errmsg(t), "");
    ck_assert_uint_eq(swc_team_standings_count(s), 11);
    ck_assert_uint_eq(swc_team_standings_columns(s), 2);
    swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
    ck_assert_int_eq(swc_team_standings_column(&ci, s, 0), SWC_OK);
    ck_assert_str_eq(ci.code, "PTS:MP");
    ck_assert_str_eq(ci.name_zh, "场分");
    ck_assert_int_eq(ci.scale, 10);
    ck_assert_int_eq(swc_team_standings_column(&ci, s, 1), SWC_OK);
    ck_assert_str_eq(ci.code, "MPvGP");
    ck_assert_str_eq(ci.name_zh, "局分");
    ck_assert_int_eq(swc_team_standings_column(&ci, s, 2), SWC_ENOTFOUND);
    swc_team_standing row = SWC_TEAM_STANDING_INIT;
    ck_assert_int_eq(swc_team_standings_get(&row, s, 0), SWC_OK);
    ck_assert_uint_eq(row.rank, 1);
    int64_t v = 0;
    ck_assert_int_eq(swc_team_standings_value(&v, s, 0, 0), SWC_OK);
    ck_assert_int_ge(v, 100);
    ck_assert_int_eq(swc_team_standings_get(&row, s, 11), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_standings_value(&v, s, 0, 2), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_standings_value(NULL, s, 0, 0), SWC_EINVAL);
    swc_team_standings_free(s);
    swc_team_standings_free(NULL);
    ck_assert_uint_eq(swc_team_standings_count(NULL), 0);

    /* Lower-case codes, /V2026 and Chinese spaces between them are read. */
    ck_assert_int_eq(swc_team_standings_new(&s, t, "pts:mp/v2026 emgsb/c1/v2026, bh:gp/m1 ede/p", 0), SWC_OK);
    const char *want[] = { "PTS:MP", "EMGSB/C1", "BH:GP/M1", "EDE/P" };
    for (uint32_t c = 0; c < 4; c++) {
        ck_assert_int_eq(swc_team_standings_column(&ci, s, c), SWC_OK);
        ck_assert_str_eq(ci.code, want[c]);
    }
    swc_team_standings_free(s);

    /* After round 3: the primary score of round 1..3 only. */
    ck_assert_int_eq(swc_team_standings_new(&s, t, "PTS:MP", 3), SWC_OK);
    for (uint32_t r = 0; r < swc_team_standings_count(s); r++) {
        ck_assert_int_eq(swc_team_standings_get(&row, s, r), SWC_OK);
        ck_assert_int_eq(swc_team_standings_value(&v, s, r, 0), SWC_OK);
        int32_t mp = 0;
        ck_assert_int_eq(swc_team_score(&mp, NULL, t, row.team, 3), SWC_OK);
        ck_assert_int_eq(v, mp);
    }
    swc_team_standings_free(s);
    swc_tournament_free(t);

    /* An individual event has no team standings. */
    swc_tournament *solo = swc_test_tournament(4);
    ck_assert_int_eq(swc_team_standings_new(&s, solo, NULL, 0), SWC_ESTATE);
    swc_tournament_free(solo);
    free(path);
}
END_TEST

/* Named rulesets, Chinese names, and the event's own cascade (212). */
START_TEST(test_rulesets)
{
    ck_assert_uint_eq(swc_team_ruleset_count(), 4);
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    ck_assert_int_eq(swc_team_ruleset_get(&ri, 0), SWC_OK);
    ck_assert_str_eq(ri.name, "fide-team-2026");
    ck_assert_int_eq(swc_team_ruleset_get(&ri, 3), SWC_OK);
    ck_assert_str_eq(ri.name, "chinese-team");
    ck_assert_str_eq(ri.name_zh, "中国团体赛");
    ck_assert_int_eq(ri.unplayed, SWC_UNPLAYED_FIDE2026);
    ck_assert_int_eq(swc_team_ruleset_get(&ri, 4), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_team_ruleset_get(NULL, 0), SWC_EINVAL);

    char *path = bundled("sw11_b4_r7_pab.trf");
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    swc_team_standings *s = NULL;
    ck_assert_int_eq(swc_team_standings_new(&s, t, NULL, 0), SWC_OK);
    ck_assert_str_eq(swc_team_standings_cascade(s), "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR");
    ck_assert_uint_eq(swc_team_standings_columns(s), 7);
    swc_team_standings_free(s);

    const char *cases[][2] = {
        { "chinese-team", "PTS:MP MPvGP BH:MP DE BC" },
        { "中国团体赛", "PTS:MP MPvGP BH:MP DE BC" },
        { "场分,局分,对手分,直胜", "PTS:MP MPvGP BH:MP DE" },
        { "局分，场分、中间分", "PTS:GP MPvGP BH:GP/M1" },
        { "PTS:GP,对手分,台次分", "PTS:GP BH:GP BC" },
        { "fide-team-gp-2026", "PTS:GP MPvGP BH:MP/C1 EMGSB EDE TBR" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ck_assert_msg(swc_team_standings_new(&s, t, cases[i][0], 0) == SWC_OK, "%s: %s", cases[i][0],
                      swc_tournament_errmsg(t));
        char got[256] = "";
        for (uint32_t c = 0; c < swc_team_standings_columns(s); c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            ck_assert_int_eq(swc_team_standings_column(&ci, s, c), SWC_OK);
            if (c)
                strcat(got, " ");
            strcat(got, ci.code);
        }
        ck_assert_str_eq(got, cases[i][1]);
        swc_team_standings_free(s);
    }
    swc_tournament_free(t);

    /* Without a 212 record: the FIDE ruleset (Swiss here). */
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    char *line = strstr(text, "\n212 ");
    ck_assert_ptr_nonnull(line);
    memcpy(line + 1, "###", 3);
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&t, text, len, NULL, &e) == SWC_OK, "%s", e.message);
    ck_assert_int_eq(swc_team_standings_new(&s, t, NULL, 0), SWC_OK);
    ck_assert_str_eq(swc_team_standings_cascade(s), "PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC");
    swc_team_standings_free(s);
    swc_tournament_free(t);
    free(text);

    /* The 192 record says round robin or Swiss: a Swiss reading of the
     * round robin (its resting teams get dummy opponents) changes BH. */
    char *rrpath = bundled("rr09_b6_r9.trf");
    text = swc_test_read_file(rrpath, &len);
    ck_assert_ptr_nonnull(strstr(text, "\n192 FIDE_TEAM_ROUNDROBIN"));
    ck_assert_int_eq(swc_trf_read(&t, text, len, NULL, &e), SWC_OK);
    swc_tournament *u = NULL;
    char *sw = strstr(text, "FIDE_TEAM_ROUNDROBIN");
    memcpy(sw, "FIDE_TEAM_TYPEA_MPGP", 20);
    ck_assert_int_eq(swc_trf_read(&u, text, len, NULL, &e), SWC_OK);
    swc_team_standings *a = NULL, *b = NULL;
    ck_assert_int_eq(swc_team_standings_new(&a, t, "PTS:MP,BH:MP", 0), SWC_OK);
    ck_assert_int_eq(swc_team_standings_new(&b, u, "PTS:MP,BH:MP", 0), SWC_OK);
    int64_t sum_a = 0, sum_b = 0, v = 0;
    for (uint32_t r = 0; r < 9; r++) {
        ck_assert_int_eq(swc_team_standings_value(&v, a, r, 1), SWC_OK);
        sum_a += v;
        ck_assert_int_eq(swc_team_standings_value(&v, b, r, 1), SWC_OK);
        sum_b += v;
    }
    ck_assert_int_lt(sum_a, sum_b);
    swc_team_standings_free(a);
    swc_team_standings_free(b);
    swc_tournament_free(t);
    swc_tournament_free(u);
    free(text);
    free(rrpath);

    /* A round robin without one: the round-robin ruleset. */
    char *rr = bundled("rr09_b6_r9.trf");
    text = swc_test_read_file(rr, &len);
    line = strstr(text, "\n212 ");
    ck_assert_ptr_nonnull(line);
    memcpy(line + 1, "###", 3);
    ck_assert_msg(swc_trf_read(&t, text, len, NULL, &e) == SWC_OK, "%s", e.message);
    ck_assert_int_eq(swc_team_standings_new(&s, t, "", 0), SWC_OK);
    ck_assert_str_eq(swc_team_standings_cascade(s), "PTS:MP,MPVGP,EDE,EMGSB,BC");
    swc_team_standings_free(s);
    swc_tournament_free(t);
    free(text);
    free(rr);
    free(path);
}
END_TEST

/* Sum of one column of the standings over all teams. */
static int64_t column_sum(swc_tournament *t, const char *cascade, uint32_t column)
{
    swc_team_standings *s = NULL;
    ck_assert_msg(swc_team_standings_new(&s, t, cascade, 0) == SWC_OK, "%s", swc_tournament_errmsg(t));
    int64_t sum = 0, v = 0;
    for (uint32_t r = 0; r < swc_team_standings_count(s); r++) {
        ck_assert_int_eq(swc_team_standings_value(&v, s, r, column), SWC_OK);
        sum += v;
    }
    swc_team_standings_free(s);
    return sum;
}

/* The text of a tournament in TRF (format >= 0) or JSON (format < 0). */
static char *written(swc_tournament *t, int format, size_t *n)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = format >= 0 ? format : SWC_TRF_2026;
    int rc = format >= 0 ? swc_trf_write(n, NULL, 0, t, &wo) : swc_json_write(n, NULL, 0, t, NULL);
    ck_assert(rc == SWC_OK || rc == SWC_EBUFSIZE);
    char *out = malloc(*n + 1);
    ck_assert_int_eq(format >= 0 ? swc_trf_write(n, out, *n + 1, t, &wo) : swc_json_write(n, out, *n + 1, t, NULL),
                     SWC_OK);
    return out;
}

static const char *default_cascade(swc_tournament *t, char *buf, size_t cap)
{
    swc_team_standings *s = NULL;
    ck_assert_int_eq(swc_team_standings_new(&s, t, NULL, 0), SWC_OK);
    snprintf(buf, cap, "%s", swc_team_standings_cascade(s));
    swc_team_standings_free(s);
    return buf;
}

/* The event's team system decides what a round robin is, before the kept
 * 192 record and the number of rounds: a round robin's resting teams count
 * for nothing in BH, a Swiss gives them dummy opponents. */
START_TEST(test_system_setting)
{
    static const char *const rr_cascade = "PTS:MP,MPVGP,EDE,EMGSB,BC", *const swiss_cascade =
        "PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC";
    char *path = bundled("rr09_b6_r9.trf");
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    char *line = strstr(text, "\n212 ");
    ck_assert_ptr_nonnull(line);
    memcpy(line + 1, "###", 3);
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    swc_tournament *t = NULL;
    ck_assert_msg(swc_trf_read(&t, text, len, NULL, &e) == SWC_OK, "%s", e.message);
    char buf[128];
    int32_t sys = -1;
    ck_assert_int_eq(swc_team_get_int(&sys, t, SWC_TEAM_SYSTEM), SWC_OK);
    ck_assert_int_eq(sys, SWC_TEAM_ROUND_ROBIN);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), rr_cascade);
    int64_t bh_rr = column_sum(t, "PTS:MP,BH:MP", 1);
    /* Set to Swiss: the kept 192 still says ROUNDROBIN and there are as many
     * rounds as teams, but the setting wins. */
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_SWISS_2026), SWC_OK);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), swiss_cascade);
    int64_t bh_swiss = column_sum(t, "PTS:MP,BH:MP", 1);
    ck_assert_int_lt(bh_rr, bh_swiss);
    /* And back. */
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), rr_cascade);
    ck_assert_int_eq(column_sum(t, "PTS:MP,BH:MP", 1), bh_rr);
    /* The setting survives both files. */
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_SWISS_2026), SWC_OK);
    int formats[3] = { SWC_TRF_2026, SWC_TRF_16, -1 };
    for (int f = 0; f < 3; f++) {
        size_t n = 0;
        char *out = written(t, formats[f], &n);
        if (formats[f] < 0)
            ck_assert_ptr_nonnull(strstr(out, "\"system\": \"swiss\""));
        swc_tournament *u = NULL;
        if (formats[f] >= 0)
            ck_assert_msg(swc_trf_read(&u, out, n, NULL, &e) == SWC_OK, "%s", e.message);
        else
            ck_assert_int_eq(swc_json_read(&u, out, n, NULL, NULL), SWC_OK);
        int32_t back = -1;
        ck_assert_int_eq(swc_team_get_int(&back, u, SWC_TEAM_SYSTEM), SWC_OK);
        ck_assert_int_eq(back, SWC_TEAM_SWISS_2026);
        ck_assert_str_eq(default_cascade(u, buf, sizeof buf), swiss_cascade);
        ck_assert_int_eq(column_sum(u, "PTS:MP,BH:MP", 1), bh_swiss);
        swc_tournament_free(u);
        free(out);
    }
    swc_tournament_free(t);

    /* A file that does not say (no 192): nine teams, nine rounds, a round robin. */
    line = strstr(text, "\n192 ");
    ck_assert_ptr_nonnull(line);
    memcpy(line + 1, "###", 3);
    ck_assert_msg(swc_trf_read(&t, text, len, NULL, &e) == SWC_OK, "%s", e.message);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), rr_cascade);
    ck_assert_int_eq(column_sum(t, "PTS:MP,BH:MP", 1), bh_rr);
    swc_tournament_free(t);
    free(text);
    free(path);

    /* A Swiss set to a round robin. */
    path = bundled("sw11_b4_r7_pab.trf");
    text = swc_test_read_file(path, &len);
    line = strstr(text, "\n212 ");
    ck_assert_ptr_nonnull(line);
    memcpy(line + 1, "###", 3);
    ck_assert_msg(swc_trf_read(&t, text, len, NULL, &e) == SWC_OK, "%s", e.message);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), swiss_cascade);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    ck_assert_str_eq(default_cascade(t, buf, sizeof buf), rr_cascade);
    swc_tournament_free(t);
    free(text);
    free(path);
}
END_TEST

static int real_result(int r)
{
    return r == SWC_RESULT_WHITE_WIN || r == SWC_RESULT_DRAW || r == SWC_RESULT_BLACK_WIN ||
           r == SWC_RESULT_WHITE_WIN_UNRATED || r == SWC_RESULT_DRAW_UNRATED || r == SWC_RESULT_BLACK_WIN_UNRATED;
}

/* Board prizes: games over the board on each board, counted again here
 * from the line-ups and the players' rounds. */
START_TEST(test_board_ranking)
{
    char *path = bundled("sw11_b4_r7_pab.trf");
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    uint32_t np = swc_tournament_player_count(t);
    for (uint32_t board = 1; board <= 4; board++) {
        uint32_t *games = calloc(np + 1, sizeof *games);
        int32_t *points = calloc(np + 1, sizeof *points);
        for (uint32_t k = 1; k <= swc_tournament_round_count(t); k++)
            for (uint32_t team = 1; team <= swc_team_count(t); team++) {
                uint32_t ids[4];
                swc_team_result res = SWC_TEAM_RESULT_INIT;
                ck_assert_int_eq(swc_team_round_result(&res, t, team, k), SWC_OK);
                if (res.kind != SWC_RK_PLAYED || swc_team_lineup(ids, 4, t, k, team) != 4 || !ids[board - 1])
                    continue;
                swc_player_round_info pr = SWC_PLAYER_ROUND_INFO_INIT;
                ck_assert_int_eq(swc_player_round(&pr, swc_tournament_player(t, ids[board - 1]), k), SWC_OK);
                if (pr.kind != SWC_RK_PLAYED || !pr.opponent || !real_result(pr.result[0]))
                    continue;
                games[ids[board - 1]]++;
                points[ids[board - 1]] += pr.points;
            }
        swc_board_ranking *r = NULL;
        ck_assert_int_eq(swc_board_ranking_new(&r, t, board, 5, 0), SWC_OK);
        uint32_t listed = 0;
        for (uint32_t id = 1; id <= np; id++)
            listed += games[id] >= 5;
        ck_assert_uint_eq(swc_board_ranking_count(r), listed);
        ck_assert_uint_gt(listed, 2);
        swc_board_rank prev = SWC_BOARD_RANK_INIT;
        for (uint32_t row = 0; row < listed; row++) {
            swc_board_rank x = SWC_BOARD_RANK_INIT;
            ck_assert_int_eq(swc_board_ranking_get(&x, r, row), SWC_OK);
            ck_assert_uint_eq(x.games, games[x.player]);
            ck_assert_int_eq(x.points, points[x.player]);
            ck_assert_int_eq(x.percent, (x.points * 1000 + x.games / 2) / x.games);
            ck_assert_uint_eq(x.team, swc_team_of_player(t, x.player));
            if (row) {
                ck_assert(prev.percent >= x.percent);
                ck_assert(x.rank == (x.percent == prev.percent && x.points == prev.points && x.games == prev.games
                                         ? prev.rank : row + 1));
            } else {
                ck_assert_uint_eq(x.rank, 1);
            }
            prev = x;
        }
        swc_board_rank x = SWC_BOARD_RANK_INIT;
        ck_assert_int_eq(swc_board_ranking_get(&x, r, listed), SWC_ENOTFOUND);
        swc_board_ranking_free(r);
        /* Without a minimum: everybody who played the board. */
        ck_assert_int_eq(swc_board_ranking_new(&r, t, board, 0, 0), SWC_OK);
        uint32_t all = 0;
        for (uint32_t id = 1; id <= np; id++)
            all += games[id] > 0;
        ck_assert_uint_eq(swc_board_ranking_count(r), all);
        swc_board_ranking_free(r);
        free(games);
        free(points);
    }
    swc_board_ranking *r = (swc_board_ranking *)1;
    ck_assert_int_eq(swc_board_ranking_new(&r, t, 5, 0, 0), SWC_ERANGE);
    ck_assert_ptr_null(r);
    ck_assert_int_eq(swc_board_ranking_new(&r, NULL, 1, 0, 0), SWC_EINVAL);
    swc_board_ranking_free(NULL);
    ck_assert_uint_eq(swc_board_ranking_count(NULL), 0);
    /* After round 1: one game at most. */
    ck_assert_int_eq(swc_board_ranking_new(&r, t, 1, 0, 1), SWC_OK);
    for (uint32_t row = 0; row < swc_board_ranking_count(r); row++) {
        swc_board_rank x = SWC_BOARD_RANK_INIT;
        ck_assert_int_eq(swc_board_ranking_get(&x, r, row), SWC_OK);
        ck_assert_uint_eq(x.games, 1);
    }
    swc_board_ranking_free(r);
    swc_tournament_free(t);
    swc_tournament *solo = swc_test_tournament(4);
    ck_assert_int_eq(swc_board_ranking_new(&r, solo, 1, 0, 0), SWC_ESTATE);
    swc_tournament_free(solo);
    free(path);
}
END_TEST

/* Out of memory at every allocation: an error, nothing leaked, then success. */
START_TEST(test_oom)
{
    char *path = bundled("sw11_b4_r7_pab.trf");
    long n;
    for (n = 1; n < 2000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
        ro.allocator = &a;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_trf_read_file(&t, path, &ro, NULL), SWC_OK);
        long live = st.live_blocks;
        st.fail_at = st.calls + n;
        swc_team_standings *s = NULL;
        int rc = swc_team_standings_new(&s, t, "PTS:MP,MPVGP,EDEBT,EMGSB/C1,BH:MP/C1,AOB:GP,SSSC,TBR,BBE,BC", 0);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_uint_eq(swc_team_standings_count(s), 11);
            swc_team_standings_free(s);
            ck_assert_int_eq(st.live_blocks, live);
            swc_tournament_free(t);
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_ptr_null(s);
        ck_assert_int_eq(st.live_blocks, live);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
    }
    ck_assert(n > 1 && n < 2000);
    printf("# team standings: succeeded at allocation %ld\n", n);
    free(path);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-tiebreak");
    TCase *tc = tcase_create("team-tiebreak");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_api);
    tcase_add_test(tc, test_rulesets);
    tcase_add_test(tc, test_system_setting);
    tcase_add_test(tc, test_board_ranking);
    tcase_add_test(tc, test_oom);
    tcase_add_test(tc, test_bundled);
    if (swc_test_oracle_dir())
        tcase_add_test(tc, test_full);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
