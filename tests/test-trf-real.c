/*
 * The TRF files other programs really write (../shared/real, found through
 * SWC_REAL_DIR), each checked against its line of EXPECT.tsv:
 * - load: it loads; written as TRF-2026 and as TRF16 and read back, every
 *   player, result and score is the same (trf-compare.h), and the stated
 *   points agree with the results;
 * - load-with-trust: refused by default for its stated points, with the
 *   message that says so; loads with SWC_TRF_TRUST_RESULTS;
 * - refuse: refused with a line:column message;
 * - refuse-team: written before the library held teams; these files now
 *   load as team events and survive both formats like any other (their
 *   teams, matches and results are checked by hand further down).
 * Then what the files are there for: Latin-1 names decode to the names of
 * the UTF-8 copy, and the checker does not pair Lichess's absent players.
 * The folder is reference data that is never copied into the project; when
 * it is not present the runner says so and checks nothing of it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "testutil.h"
#include "trf-compare.h"

typedef struct row {
    char file[160];
    char expect[32];
} row;

static row *rows;
static size_t nrows;

static const char *real_dir(void)
{
    const char *d = getenv("SWC_REAL_DIR");
    struct stat st;
    if (d && *d && stat(d, &st) == 0 && S_ISDIR(st.st_mode))
        return d;
    return NULL;
}

static void read_expect(const char *dir)
{
    char *path = swc_test_path(dir, "EXPECT.tsv");
    char *text = swc_test_read_file(path, NULL);
    free(path);
    if (!text)
        return;
    size_t cap = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#' || !strchr(line, '\t'))
            continue;
        if (nrows == cap) {
            cap = cap ? cap * 2 : 64;
            rows = realloc(rows, cap * sizeof *rows);
            if (!rows)
                abort();
        }
        row *r = &rows[nrows++];
        memset(r, 0, sizeof *r);
        sscanf(line, "%159[^\t]\t%31[^\t]", r->file, r->expect);
    }
    free(text);
}

static swc_tournament *read_real(const char *file, uint32_t flags, int *rc, swc_trf_error *e)
{
    char *path = swc_test_path(real_dir(), file);
    swc_trf_read_options o = SWC_TRF_READ_OPTIONS_INIT;
    o.flags = flags;
    swc_tournament *t = NULL;
    *e = (swc_trf_error)SWC_TRF_ERROR_INIT;
    *rc = swc_trf_read_file(&t, path, &o, e);
    free(path);
    return t;
}

/* Players, results and scores alike (what TRF16 must carry; settings it
 * has no record for, such as Baku acceleration, are left to TRF-2026). */
static int same_players(const swc_tournament *a, const swc_tournament *b, char *why, size_t cap)
{
    if (a->nplayers != b->nplayers || a->nrounds != b->nrounds)
        return snprintf(why, cap, "%zu players / %zu rounds vs %zu / %zu", a->nplayers, a->nrounds, b->nplayers,
                        b->nrounds), 0;
    for (size_t i = 0; i < a->nplayers; i++) {
        const swc_player *pa = a->players[a->by_tpn[i]], *pb = b->players[b->by_tpn[i]];
        if (pa->id != pb->id)
            return snprintf(why, cap, "TPN %zu: id %lu vs %lu", i + 1, (unsigned long)pa->id, (unsigned long)pb->id), 0;
        if (strcmp(pa->name, pb->name) != 0 || pa->rating != pb->rating)
            return snprintf(why, cap, "TPN %zu: %s %ld vs %s %ld", i + 1, pa->name, (long)pa->rating, pb->name,
                            (long)pb->rating), 0;
        if (swc_score_after(pa, (uint32_t)a->nrounds) != swc_score_after(pb, (uint32_t)b->nrounds))
            return snprintf(why, cap, "TPN %zu: score %ld vs %ld", i + 1, (long)swc_score_after(pa, (uint32_t)a->nrounds),
                            (long)swc_score_after(pb, (uint32_t)b->nrounds)), 0;
        for (size_t k = 0; k < a->nrounds; k++) {
            const swc_rec *ra = &pa->rec[k], *rb = &pb->rec[k];
            uint32_t oa = ra->opp ? a->players[ra->opp - 1]->tpn : 0, ob = rb->opp ? b->players[rb->opp - 1]->tpn : 0;
            if (tc_kind(ra->kind) != rb->kind || oa != ob || ra->colour != rb->colour || ra->result[0] != rb->result[0])
                return snprintf(why, cap, "TPN %zu round %zu differs", i + 1, k + 1), 0;
        }
    }
    return 1;
}

/* Written in `format` and read back: the same event. */
static void assert_survives(const char *file, swc_tournament *t, int format)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = format;
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *buf = malloc(n + 1);
    ck_assert_int_eq(swc_trf_write(&n, buf, n + 1, t, &wo), SWC_OK);
    swc_tournament *back = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(&back, buf, n, NULL, &e);
    ck_assert_msg(rc == SWC_OK, "%s written as %s does not read back: %s", file, format == SWC_TRF_16 ? "TRF16" : "TRF-2026",
                  e.message);
    char why[512] = "";
    int same = format == SWC_TRF_16 ? same_players(t, back, why, sizeof why) : tc_same(t, back, 0, why, sizeof why);
    ck_assert_msg(same, "%s through %s: %s", file,
                  format == SWC_TRF_16 ? "TRF16" : "TRF-2026", why);
    swc_tournament_free(back);
    free(buf);
}

/* A team event converted to JSON and back keeps its teams, matches,
 * line-ups and results, and writes the same document again. */
static void assert_survives_json(const char *file, swc_tournament *t)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(swc_json_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *doc = malloc(len + 1), *again = malloc(len + 1);
    ck_assert_int_eq(swc_json_write(&len, doc, len + 1, t, &wo), SWC_OK);
    swc_tournament *back = NULL;
    swc_json_error e = SWC_JSON_ERROR_INIT;
    ck_assert_msg(swc_json_read(&back, doc, len, NULL, &e) == SWC_OK, "%s as JSON: %s", file, e.message);
    char why[512];
    ck_assert_msg(back->nplayers == t->nplayers && back->nrounds == t->nrounds, "%s as JSON: players or rounds lost",
                  file);
    ck_assert_msg(tc_same_teams(t, back, why, sizeof why), "%s as JSON: %s", file, why);
    ck_assert_int_eq(swc_json_write(&len2, again, len + 1, back, &wo), SWC_OK);
    ck_assert_msg(len2 == len && memcmp(doc, again, len) == 0, "%s: JSON written again differs", file);
    printf("# %s: %u teams through JSON and back\n", file, swc_team_count(back));
    swc_tournament_free(back);
    free(doc);
    free(again);
}

static void assert_loaded_whole(const char *file, swc_tournament *t, int trusted)
{
    ck_assert_uint_gt(t->nplayers, 0);
    if (!trusted)
        for (size_t i = 0; i < t->nplayers; i++) {
            const swc_player *p = t->players[i];
            /* A bye asked for the round to be paired may be counted already. */
            int32_t sum = swc_score_after(p, (uint32_t)t->nrounds), pend = 0;
            int next = swc_model_request(p, (uint32_t)t->nrounds + 1);
            pend = next == SWC_RK_HALF_BYE ? t->set.half_bye : next == SWC_RK_FULL_BYE ? t->set.full_bye : 0;
            pend += swc_model_virtual(p, (uint32_t)t->nrounds + 1);
            ck_assert_msg(p->stated_points < 0 || p->stated_points == sum || p->stated_points == sum + pend,
                          "%s: player %lu states %ld, results %ld", file, (unsigned long)p->id, (long)p->stated_points,
                          (long)swc_score_after(p, (uint32_t)t->nrounds));
        }
    assert_survives(file, t, SWC_TRF_2026);
    assert_survives(file, t, SWC_TRF_16);
}

START_TEST(test_real_file)
{
    const row *r = &rows[_i];
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_real(r->file, 0, &rc, &e);
    if (strcmp(r->expect, "load") == 0) {
        ck_assert_msg(rc == SWC_OK, "%s should load: %s", r->file, e.message);
        assert_loaded_whole(r->file, t, 0);
    } else if (strcmp(r->expect, "load-with-trust") == 0) {
        ck_assert_msg(rc == SWC_EINCONSISTENT && t == NULL && strstr(e.message, "states"),
                      "%s should be refused for its stated points: %d %s", r->file, rc, e.message);
        t = read_real(r->file, SWC_TRF_TRUST_RESULTS, &rc, &e);
        ck_assert_msg(rc == SWC_OK, "%s should load with trust: %s", r->file, e.message);
        assert_loaded_whole(r->file, t, 1);
    } else if (strcmp(r->expect, "refuse") == 0) {
        ck_assert_msg(rc != SWC_OK && t == NULL && e.line > 0 && e.column > 0,
                      "%s should be refused at a line and column: %d %s", r->file, rc, e.message);
        ck_assert(rc == SWC_EPARSE || rc == SWC_EINCONSISTENT);
        ck_assert_msg(strstr(e.message, "team") == NULL, "%s: %s", r->file, e.message);
    } else if (strcmp(r->expect, "refuse-team") == 0) {
        ck_assert_msg(rc == SWC_OK, "%s should load as a team event: %s", r->file, e.message);
        ck_assert_uint_gt(swc_team_count(t), 0);
        assert_survives(r->file, t, SWC_TRF_2026);
        assert_survives(r->file, t, SWC_TRF_16);
        assert_survives_json(r->file, t);
    } else {
        ck_abort_msg("%s: unknown expectation '%s'", r->file, r->expect);
    }
    swc_tournament_free(t);
}
END_TEST

static swc_team_result team_round(const swc_tournament *t, uint32_t team, uint32_t round)
{
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, team, round), SWC_OK);
    return res;
}

static void assert_lineup(const swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *want, int n)
{
    uint32_t got[SWC_MAX_BOARDS];
    ck_assert_int_eq(swc_team_lineup(got, SWC_MAX_BOARDS, t, round, team), n);
    for (int i = 0; i < n; i++)
        ck_assert_msg(got[i] == want[i], "round %u team %u board %d: player %u, expected %u", round, team, i + 1,
                      got[i], want[i]);
}

/* Sharly's team export: 5 teams of 4 boards (352 WBBW, 362 3/1/0, 320 PAB
 * 2.0/5.0), two rounds, the second without results. Worked out from its
 * 001, 300 and 320 lines. */
START_TEST(test_real_team_import)
{
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_real("sharly__trf-team-import-test.trf", 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_uint_eq(swc_team_count(t), 5);
    ck_assert_str_eq(swc_team_colours(t), "WBBW");
    int32_t v = 0;
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_MP_WIN), SWC_OK);
    ck_assert_int_eq(v, 30);
    ck_assert_int_eq(swc_team_get_int(&v, t, SWC_TEAM_PAB_GP), SWC_OK);
    ck_assert_int_eq(v, 50);
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ck_assert_int_eq(swc_team_get_info(&ti, t, 4), SWC_OK);
    ck_assert_str_eq(ti.name, "Lyon olympic Echecs");
    ck_assert_str_eq(ti.short_name, "LYON");
    /* Player 2 plays board 2 for Crest in round 2 without being in its 310
     * record: he joins as a reserve, with a warning. */
    ck_assert_uint_eq(swc_team_member_count(t, 2), 5);
    ck_assert_uint_eq(swc_team_of_player(t, 2), 2);
    ck_assert_uint_eq(swc_tournament_warning_count(t), 1);
    /* Round 1: ERP A - ERP B 3½-½ (10 beats 21, 15 beats 26, 7 draws 18,
     * 14 beats 17); Lyon - Crest 1½-2½ (22 beats 19, 16 beats 5, 6 beats
     * 23, 9 draws 11); Tour the PAB. */
    static const uint32_t erpa[4] = { 10, 15, 7, 14 }, erpb[4] = { 21, 26, 18, 17 };
    assert_lineup(t, 1, 1, erpa, 4);
    assert_lineup(t, 1, 3, erpb, 4);
    swc_team_result res = team_round(t, 1, 1);
    ck_assert(res.kind == SWC_RK_PLAYED && res.opponent == 3 && res.colour == SWC_COLOUR_WHITE &&
              res.match_points == 30 && res.game_points == 35 && res.complete);
    res = team_round(t, 3, 1);
    ck_assert(res.match_points == 0 && res.game_points == 5);
    res = team_round(t, 4, 1);
    ck_assert(res.opponent == 2 && res.colour == SWC_COLOUR_WHITE && res.match_points == 0 && res.game_points == 15);
    res = team_round(t, 2, 1);
    ck_assert(res.match_points == 30 && res.game_points == 25);
    res = team_round(t, 5, 1);
    ck_assert(res.kind == SWC_RK_PAB && res.match_points == 20 && res.game_points == 50);
    /* Round 2: Lyon - ERP A with ERP A two players short (boards 3 and 4
     * empty: won by Lyon's 5 and 9), Crest - Tour, ERP B the PAB; no
     * results yet. */
    static const uint32_t erpa2[4] = { 10, 7, 0, 0 }, crest2[4] = { 19, 2, 6, 11 };
    assert_lineup(t, 2, 1, erpa2, 4);
    assert_lineup(t, 2, 2, crest2, 4);
    res = team_round(t, 4, 2);
    ck_assert(res.opponent == 1 && res.game_points == 20 && !res.complete);
    res = team_round(t, 3, 2);
    ck_assert(res.kind == SWC_RK_PAB && res.complete);
    res = team_round(t, 5, 2);
    ck_assert(res.opponent == 2 && res.colour == SWC_COLOUR_BLACK && res.game_points == 0 && !res.complete);
    swc_tournament_free(t);
}
END_TEST

/* FIDE's TRF-2026 team sample: 50 teams of 4 boards, 14 rounds, 330
 * forfeited matches, 300 line-ups with empty boards. */
START_TEST(test_real_fide_team_sample)
{
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_real("sharly__example_trf26.trf", 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_uint_eq(swc_team_count(t), 50);
    ck_assert_uint_eq(swc_tournament_round_count(t), 14);
    /* Round 1, India 3 - Poland: 242 draws 6, 246 loses to 23, 243 beats
     * 41, 244 beats 31: 2½-1½. */
    static const uint32_t ind3[4] = { 242, 246, 243, 244 }, pol[4] = { 6, 23, 41, 31 };
    assert_lineup(t, 1, 16, ind3, 4);
    assert_lineup(t, 1, 4, pol, 4);
    swc_team_result res = team_round(t, 16, 1);
    ck_assert(res.opponent == 4 && res.colour == SWC_COLOUR_WHITE && res.match_points == 20 && res.game_points == 25);
    res = team_round(t, 4, 1);
    ck_assert(res.match_points == 0 && res.game_points == 15);
    /* 300 1 5 17: France with an empty board 2. */
    static const uint32_t fra[4] = { 14, 0, 29, 39 };
    assert_lineup(t, 1, 5, fra, 4);
    /* 330 +- 4 23 33 and 330 -- 6 24 2. */
    res = team_round(t, 23, 4);
    ck_assert(res.kind == SWC_RK_FORFEIT_WIN && res.opponent == 33 && res.match_points == 20 && res.game_points == 40);
    res = team_round(t, 33, 4);
    ck_assert(res.kind == SWC_RK_FORFEIT_LOSS && res.match_points == 0 && res.game_points == 0);
    res = team_round(t, 2, 6);
    ck_assert(res.kind == SWC_RK_FORFEIT_LOSS && res.opponent == 24 && res.match_points == 0);
    /* Its 320 gives the PAB to teams its 240 also gives a bye: the PAB
     * stands, with a warning for each. Its 192 FIDE_TEAM_BAKU turns on
     * the teams' Baku acceleration; its 250 records give another group A
     * (teams 1-25, team 3 not in round 1): kept, not applied, a warning. */
    ck_assert_uint_eq(swc_tournament_warning_count(t), 4);
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    ck_assert_int_eq(swc_tournament_warning(&w, t, 3), SWC_OK);
    ck_assert_msg(strstr(w.message, "team 250 records"), "%s", w.message);
    int32_t acc = -1;
    ck_assert_int_eq(swc_tournament_get_int(&acc, t, SWC_SET_ACCELERATION), SWC_OK);
    ck_assert_int_eq(acc, SWC_ACCEL_BAKU);
    /* The totals of its 310 records: 49 of 50 teams agree; the one that
     * does not (47) is one of the teams its two 299 records (abnormal
     * points, which the model does not hold) concern. */
    char *path = swc_test_path(real_dir(), "sharly__example_trf26.trf");
    size_t n = 0;
    char *text = swc_test_read_file(path, &n);
    free(path);
    ck_assert_ptr_nonnull(text);
    size_t agree = 0, teams = 0;
    for (char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
        unsigned k = 0;
        double mp = 0, gp = 0;
        if (strncmp(l, "310 ", 4) != 0 || sscanf(l + 4, "%3u", &k) != 1 || sscanf(l + 54, "%lf %lf", &mp, &gp) != 2)
            continue;
        int32_t got_mp = 0, got_gp = 0;
        ck_assert_int_eq(swc_team_score(&got_mp, &got_gp, t, k, 14), SWC_OK);
        teams++;
        if (got_mp == (int32_t)(mp * 10 + 0.5) && got_gp == (int32_t)(gp * 10 + 0.5))
            agree++;
        else
            ck_assert_uint_eq(k, 47);
    }
    free(text);
    ck_assert_uint_eq(teams, 50);
    ck_assert_uint_eq(agree, 49);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_real_all_listed)
{
    ck_assert_uint_eq(nrows, 41);
    size_t n = 0;
    char **files = NULL;
    n = swc_test_list(real_dir(), ".trf", &files);
    ck_assert_uint_eq(n, nrows);
    swc_test_free_list(files, n);
}
END_TEST

/* The Latin-1 copy reads as the same players as the UTF-8 one, with a
 * warning that says which encoding was assumed. */
START_TEST(test_real_latin1_names)
{
    int rc;
    swc_trf_error e;
    swc_tournament *a = read_real("icu__latin-1.trf", 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    swc_tournament *b = read_real("icu__utf-8.trf", 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    ck_assert_uint_eq(a->nplayers, b->nplayers);
    int accented = 0;
    for (size_t i = 0; i < a->nplayers; i++) {
        ck_assert_str_eq(a->players[i]->name, b->players[i]->name);
        for (const char *c = a->players[i]->name; *c; c++)
            accented += (unsigned char)*c >= 0x80;
    }
    ck_assert_str_eq(a->text[SWC_TEXT_NAME] ? a->text[SWC_TEXT_NAME] : "",
                     b->text[SWC_TEXT_NAME] ? b->text[SWC_TEXT_NAME] : "");
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    ck_assert_uint_ge(swc_tournament_warning_count(a), 1);
    ck_assert_int_eq(swc_tournament_warning(&w, a, 0), SWC_OK);
    ck_assert_msg(strstr(w.message, "Windows-1252"), "%s", w.message);
    ck_assert_uint_eq(swc_tournament_warning_count(b), 0);
    swc_tournament_free(a);
    swc_tournament_free(b);
    (void)accented;
}
END_TEST

/* Lichess writes an absence as a blank opponent with "-": the checker must
 * leave those players out of its pairing, as they were. */
static const char *const lichess[] = {
    "openswiss__2021.02.20_sniu3bgA.trf", "openswiss__2024.10.13_hId1KZmF_rapid.trf", "sklangen__2020_06.trf",
    "competichess__testLargeFile.trf",
};

START_TEST(test_real_check_skips_absent)
{
    int rc;
    swc_trf_error e;
    swc_tournament *t = read_real(lichess[_i], 0, &rc, &e);
    ck_assert_msg(rc == SWC_OK, "%s", e.message);
    size_t absent = 0;
    for (size_t k = 0; k < t->nrounds; k++)
        for (size_t i = 0; i < t->nplayers; i++)
            absent += t->players[i]->rec[k].kind == SWC_RK_ZERO_BYE;
    ck_assert_msg(absent > 0, "%s: no absences read", lichess[_i]);
    swc_check_report *rep = NULL;
    ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
    uint32_t nr = swc_check_report_round_count(rep);
    ck_assert_uint_eq(nr, t->nrounds);
    for (uint32_t k = 0; k < nr; k++) {
        swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
        ck_assert_int_eq(swc_check_report_round(&ri, rep, k), SWC_OK);
        for (uint32_t b = 0; b < ri.board_count; b++) {
            swc_check_board_info bi = SWC_CHECK_BOARD_INFO_INIT;
            ck_assert_int_eq(swc_check_report_board(&bi, rep, k, b), SWC_OK);
            if (bi.side != SWC_CHECK_ENGINE)
                continue;
            uint32_t ids[2] = { bi.white, bi.black };
            for (int s = 0; s < 2; s++) {
                if (!ids[s])
                    continue;
                const swc_player *p = swc_model_player_by_id(t, ids[s]);
                ck_assert_ptr_nonnull(p);
                ck_assert_msg(p->rec[ri.round - 1].kind != SWC_RK_ZERO_BYE,
                              "%s round %lu: the checker pairs player %lu, who was absent", lichess[_i],
                              (unsigned long)ri.round, (unsigned long)ids[s]);
            }
        }
    }
    swc_check_report_free(rep);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("trf-real");
    TCase *tc = tcase_create("real");
    tcase_set_timeout(tc, 600);
    if (real_dir()) {
        read_expect(real_dir());
        tcase_add_test(tc, test_real_all_listed);
        tcase_add_loop_test(tc, test_real_file, 0, (int)nrows);
        tcase_add_test(tc, test_real_latin1_names);
        tcase_add_test(tc, test_real_team_import);
        tcase_add_test(tc, test_real_fide_team_sample);
        tcase_add_loop_test(tc, test_real_check_skips_absent, 0, (int)(sizeof lichess / sizeof lichess[0]));
    } else {
        fprintf(stderr, "note: the real-files folder is not present (%s); nothing of it checked\n",
                getenv("SWC_REAL_DIR") ? getenv("SWC_REAL_DIR") : "SWC_REAL_DIR unset");
    }
    suite_add_tcase(s, tc);
    int rc = swc_test_run(s);
    free(rows);
    return rc;
}
