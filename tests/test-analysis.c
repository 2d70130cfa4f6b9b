/*
 * The researchers' toolkit (analysis.h): the pairing checker on complete
 * tournaments paired by the reference engine and on rounds altered on
 * purpose, the random tournament generator (its output re-checks clean),
 * and the statistics on a small tournament computed by hand.
 *
 * swc_test_tournament(n) rates the players 2400, 2390, ... so every
 * player's TPN equals his id.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/model/model.h"
#include "testutil.h"

/* ---- helpers --------------------------------------------------------- */

static swc_tournament *read_trf(const char *path)
{
    swc_tournament *t = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    ro.flags = SWC_TRF_TRUST_RESULTS;
    int rc = swc_trf_read_file(&t, path, &ro, &err);
    ck_assert_msg(rc == SWC_OK, "%s: %s", path, err.message);
    return t;
}

/* Check the whole tournament; returns the number of rounds that differ and
 * prints them as TAP diagnostics. */
static uint32_t check_all(swc_tournament *t, int32_t edition, const char *what)
{
    swc_check_options o = SWC_CHECK_OPTIONS_INIT;
    o.edition = edition;
    swc_check_report *rep = NULL;
    int rc = swc_tournament_check(&rep, t, &o);
    ck_assert_msg(rc == SWC_OK, "%s: %s", what, swc_tournament_errmsg(t));
    ck_assert_uint_eq(swc_check_report_round_count(rep), swc_tournament_round_count(t));
    uint32_t bad = swc_check_report_disagreements(rep);
    for (uint32_t i = 0; i < swc_check_report_round_count(rep); i++) {
        swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
        ck_assert_int_eq(swc_check_report_round(&ri, rep, i), SWC_OK);
        ck_assert_uint_eq(ri.round, i + 1);
        if (!ri.agrees)
            printf("# %s round %u: %s\n", what, (unsigned)ri.round, ri.text);
    }
    swc_check_report_free(rep);
    return bad;
}

typedef struct verdict {
    int32_t agrees, reason, criterion;
    uint32_t boards;
    char text[512];
} verdict;

static verdict check_one(swc_tournament *t, uint32_t round, int32_t edition)
{
    swc_check_options o = SWC_CHECK_OPTIONS_INIT;
    o.edition = edition;
    o.first_round = o.last_round = round;
    swc_check_report *rep = NULL;
    int rc = swc_tournament_check(&rep, t, &o);
    ck_assert_msg(rc == SWC_OK, "check: %s", swc_tournament_errmsg(t));
    ck_assert_uint_eq(swc_check_report_round_count(rep), 1);
    swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_check_report_round(&ri, rep, 0), SWC_OK);
    verdict v;
    v.agrees = ri.agrees;
    v.reason = ri.reason;
    v.criterion = ri.criterion;
    v.boards = ri.board_count;
    snprintf(v.text, sizeof v.text, "%s", ri.text);
    /* Every differing board is one of the two pairings. */
    for (uint32_t b = 0; b < ri.board_count; b++) {
        swc_check_board_info bi = SWC_CHECK_BOARD_INFO_INIT;
        ck_assert_int_eq(swc_check_report_board(&bi, rep, 0, b), SWC_OK);
        ck_assert(bi.side == SWC_CHECK_PLAYED || bi.side == SWC_CHECK_ENGINE);
    }
    swc_check_report_free(rep);
    return v;
}

/* Pair the next round with the engine and give every game a result: the
 * lower id (higher rating) wins. */
static void play_engine_round(swc_tournament *t)
{
    swc_round *r = NULL;
    int rc = swc_tournament_pair_next(&r, t);
    ck_assert_msg(rc == SWC_OK, "pair: %s", swc_tournament_errmsg(t));
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
        uint32_t w = 0, k = 0;
        swc_round_board(&w, &k, r, b);
        ck_assert_int_eq(swc_round_set_result(r, b, w < k ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN), SWC_OK);
    }
}

/* The engine's next round as arrays (white, black, PAB id or 0); the round
 * is deleted again. */
static size_t engine_round(swc_tournament *t, uint32_t *white, uint32_t *black, uint32_t *pab)
{
    swc_round *r = NULL;
    int rc = swc_tournament_pair_next(&r, t);
    ck_assert_msg(rc == SWC_OK, "pair: %s", swc_tournament_errmsg(t));
    size_t n = swc_round_board_count(r);
    for (uint32_t b = 1; b <= n; b++)
        swc_round_board(&white[b - 1], &black[b - 1], r, b);
    *pab = 0;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        swc_round_bye(&id, &kind, r, i);
        if (kind == SWC_RK_PAB)
            *pab = id;
    }
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    return n;
}

/* Create a round from boards and an optional PAB, all games 1-0. */
static void play_round(swc_tournament *t, const uint32_t *white, const uint32_t *black, size_t n, uint32_t pab)
{
    int32_t kind = SWC_RK_PAB;
    swc_round *r = NULL;
    int rc = swc_round_create(&r, t, white, black, n, pab ? &pab : NULL, pab ? &kind : NULL, pab ? 1 : 0);
    ck_assert_msg(rc == SWC_OK, "round: %s", swc_tournament_errmsg(t));
    for (uint32_t b = 1; b <= n; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_WHITE_WIN), SWC_OK);
}

static int32_t score_of(const swc_tournament *t, uint32_t id)
{
    int32_t s = 0;
    swc_player_score(&s, swc_tournament_player(t, id), swc_tournament_round_count(t));
    return s;
}

static int met(const swc_tournament *t, uint32_t a, uint32_t b)
{
    const swc_player *pa = swc_tournament_player(t, a), *pb = swc_tournament_player(t, b);
    return swc_met(pa, pb, (uint32_t)t->nrounds);
}

/* ---- the checker on reference tournaments ------------------------------ */

static size_t check_folder(const char *dir, int skip_big)
{
    char **files = NULL;
    size_t n = swc_test_list(dir, ".trf", &files), done = 0;
    for (size_t i = 0; i < n; i++) {
        const char *base = strrchr(files[i], '/') ? strrchr(files[i], '/') + 1 : files[i];
        /* The 1000-player event takes about a minute per edition: only on request. */
        if (skip_big && strncmp(base, "p1000", 5) == 0 && !getenv("SWC_TEST_SLOW")) {
            printf("# skipping %s (set SWC_TEST_SLOW=1 to include it)\n", base);
            continue;
        }
        swc_tournament *t = read_trf(files[i]);
        int32_t edition = 0;
        swc_tournament_get_int(&edition, t, SWC_SET_DUTCH_EDITION);
        uint32_t bad = check_all(t, 0, base);
        ck_assert_msg(bad == 0, "%s: %u rounds differ from the %d edition", base, (unsigned)bad, (int)edition);
        printf("# %s: %u rounds agree\n", base, (unsigned)swc_tournament_round_count(t));
        swc_tournament_free(t);
        done++;
    }
    swc_test_free_list(files, n);
    return done;
}

START_TEST(test_bundled_corpus)
{
    char *dir = swc_test_path(swc_test_data_dir(), "corpus");
    size_t n = check_folder(dir, 0);
    ck_assert_uint_ge(n, 3);
    free(dir);
    /* PABs worth less than a win, never given twice by the reference. */
    dir = swc_test_path(swc_test_data_dir(), "oracle/pab-below-win/corpus");
    ck_assert_uint_eq(check_folder(dir, 0), 2);
    free(dir);
}
END_TEST

START_TEST(test_full_corpus)
{
    const char *o = swc_test_oracle_dir();
    if (!o)
        return;
    char *dir = swc_test_path(o, "corpus");
    size_t n = check_folder(dir, 1);
    ck_assert_uint_ge(n, 1);
    free(dir);
    dir = swc_test_path(o, "pab-below-win/corpus");
    ck_assert_uint_ge(check_folder(dir, 1), 2);
    free(dir);
}
END_TEST

/* ---- rounds altered on purpose ------------------------------------------ */

/* Round 1 with the colours of board 1 swapped: nobody has a preference, so
 * colour rule 5.2.5 (TPN parity and the initial colour) decides. */
START_TEST(test_altered_colours_round1)
{
    static const int32_t editions[] = { 2026, 2017 };
    for (int e = 0; e < 2; e++) {
        swc_tournament *t = swc_test_tournament(10);
        uint32_t w[8], b[8], pab;
        size_t n = engine_round(t, w, b, &pab);
        uint32_t tmp = w[0];
        w[0] = b[0];
        b[0] = tmp;
        play_round(t, w, b, n, pab);
        verdict v = check_one(t, 1, editions[e]);
        ck_assert_int_eq(v.agrees, 0);
        ck_assert_msg(v.reason == SWC_CHECK_COLOUR_RULE && v.criterion == 5, "%s", v.text);
        ck_assert_uint_eq(v.boards, 2);
        swc_tournament_free(t);
    }
}
END_TEST

/* Round 1 with two opponents exchanged: everybody on 0, no colours, no
 * floats: equal on every criterion, the engine's comes first in order. */
START_TEST(test_altered_order_round1)
{
    swc_tournament *t = swc_test_tournament(10);
    uint32_t w[8], b[8], pab;
    size_t n = engine_round(t, w, b, &pab);
    /* 1-6 and 7-2 become 1-7 and 6-2: colours stay parity-correct. */
    uint32_t tmp = b[0];
    b[0] = w[1];
    w[1] = tmp;
    play_round(t, w, b, n, pab);
    verdict v = check_one(t, 1, 2026);
    ck_assert_msg(!v.agrees && v.reason == SWC_CHECK_ORDER, "%s", v.text);
    swc_tournament_free(t);
}
END_TEST

/* 16 players after round 1 (1-8 beat 9-16). */
static swc_tournament *after_round1(int n)
{
    swc_tournament *t = swc_test_tournament(n);
    play_engine_round(t);
    return t;
}

START_TEST(test_altered_rematch)
{
    swc_tournament *t = after_round1(16);
    /* Player 1 met 9 in round 1; the others are paired among themselves. */
    ck_assert(met(t, 1, 9));
    uint32_t w[8] = { 1, 2, 4, 6, 8, 11, 13, 15 }, b[8] = { 9, 3, 5, 7, 10, 12, 14, 16 };
    play_round(t, w, b, 8, 0);
    verdict v = check_one(t, 2, 2026);
    ck_assert_msg(v.reason == SWC_CHECK_REMATCH && v.criterion == 1, "%s", v.text);
    v = check_one(t, 2, 2017);
    ck_assert_msg(v.reason == SWC_CHECK_REMATCH && v.criterion == 1, "%s", v.text);
    swc_tournament_free(t);
}
END_TEST

/* Two winners paired with losers although the winners can all be paired
 * among themselves: two downfloaters from the top bracket ([C6] / C.5). */
START_TEST(test_altered_downfloaters)
{
    swc_tournament *t = after_round1(16);
    uint32_t w[8], b[8], pab;
    size_t n = engine_round(t, w, b, &pab);
    ck_assert_uint_eq(n, 8);
    /* Find a top board (a, c) and a bottom board (x, y) such that a-x and
     * c-y have not met; exchange c and x. */
    int done = 0;
    for (size_t i = 0; i < n && !done; i++)
        for (size_t j = 0; j < n && !done; j++) {
            if (score_of(t, w[i]) != 10 || score_of(t, b[i]) != 10 || score_of(t, w[j]) != 0 ||
                score_of(t, b[j]) != 0)
                continue;
            if (met(t, w[i], w[j]) || met(t, b[i], b[j]))
                continue;
            uint32_t tmp = b[i];
            b[i] = w[j];
            w[j] = tmp;
            done = 1;
        }
    ck_assert(done);
    play_round(t, w, b, n, 0);
    verdict v = check_one(t, 2, 2026);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 6, "%s", v.text);
    v = check_one(t, 2, 2017);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 5, "%s", v.text);
    swc_tournament_free(t);
}
END_TEST

/* The winners paired so that two pairs want the same colour: [C12] / C.10. */
START_TEST(test_altered_colour_preference)
{
    swc_tournament *t = after_round1(16);
    uint32_t w[8], b[8], pab;
    size_t n = engine_round(t, w, b, &pab);
    /* Winners by the colour they want now (the opposite of round 1). */
    uint32_t want_w[8], want_b[8];
    size_t nw = 0, nb = 0;
    for (uint32_t id = 1; id <= 16; id++) {
        if (score_of(t, id) != 10)
            continue;
        swc_colour_state cs;
        swc_colour_state_of(swc_tournament_player(t, id), 1, &cs);
        if (cs.pref_colour == SWC_COLOUR_WHITE)
            want_w[nw++] = id;
        else
            want_b[nb++] = id;
    }
    ck_assert_uint_eq(nw, 4);
    ck_assert_uint_eq(nb, 4);
    uint32_t pw[8], pbk[8];
    size_t m = 0;
    pw[m] = want_w[0], pbk[m++] = want_w[1];
    pw[m] = want_b[0], pbk[m++] = want_b[1];
    pw[m] = want_w[2], pbk[m++] = want_b[2];
    pw[m] = want_w[3], pbk[m++] = want_b[3];
    /* The losers as the engine paired them. */
    for (size_t i = 0; i < n; i++)
        if (score_of(t, w[i]) == 0) {
            pw[m] = w[i];
            pbk[m++] = b[i];
        }
    ck_assert_uint_eq(m, 8);
    play_round(t, pw, pbk, m, 0);
    verdict v = check_one(t, 2, 2026);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 12, "%s", v.text);
    v = check_one(t, 2, 2017);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 10, "%s", v.text);
    swc_tournament_free(t);
}
END_TEST

/* 15 players: round 1 gives the PAB to 15. In round 2 a second PAB for 15
 * breaks [C2]; the PAB to a 1-point player when a 0-point player could take
 * it breaks [C5] (2026) and costs the top bracket two pairs (C.5, 2017). */
START_TEST(test_altered_pab)
{
    swc_tournament *t = after_round1(15);
    uint32_t w[7] = { 1, 3, 5, 7, 9, 11, 13 }, b[7] = { 2, 4, 6, 8, 10, 12, 14 };
    for (int i = 0; i < 7; i++)
        ck_assert(!met(t, w[i], b[i]));
    play_round(t, w, b, 7, 15);
    verdict v = check_one(t, 2, 2026);
    ck_assert_msg(v.reason == SWC_CHECK_PAB_RULE && v.criterion == 2, "%s", v.text);
    v = check_one(t, 2, 2017);
    ck_assert_msg(v.reason == SWC_CHECK_PAB_RULE && v.criterion == 2, "%s", v.text);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);

    ck_assert_int_eq(score_of(t, 7), 10);
    ck_assert_int_eq(score_of(t, 8), 0);
    uint32_t w2[7] = { 1, 3, 5, 15, 9, 11, 13 }, b2[7] = { 2, 4, 6, 8, 10, 12, 14 };
    for (int i = 0; i < 7; i++)
        ck_assert(!met(t, w2[i], b2[i]));
    play_round(t, w2, b2, 7, 7);
    v = check_one(t, 2, 2026);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 5, "%s", v.text);
    v = check_one(t, 2, 2017);
    ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == 5, "%s", v.text);
    swc_tournament_free(t);
}
END_TEST

/* Two non-topscorers with the same absolute colour preference paired
 * together ([C3] / C.3): found in a generated tournament. */
START_TEST(test_altered_absolute_colour)
{
    swc_tournament *g = NULL;
    ck_assert_int_eq(swc_tournament_new(&g, NULL), SWC_OK);
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    o.players = 30;
    o.rounds = 9;
    o.seed = 11;
    ck_assert_int_eq(swc_tournament_generate(g, &o), SWC_OK);
    int found = 0;
    for (uint32_t k = 9; k >= 3 && !found; k--) {
        while (swc_tournament_round_count(g) >= k)
            ck_assert_int_eq(swc_tournament_delete_last_round(g), SWC_OK);
        uint32_t w[16], b[16], pab;
        size_t n = engine_round(g, w, b, &pab);
        for (size_t i = 0; i < n && !found; i++)
            for (size_t j = i + 1; j < n && !found; j++) {
                /* One player of board i and one of board j, with the same
                 * absolute preference; their opponents meet each other. */
                for (int si = 0; si < 2 && !found; si++)
                    for (int sj = 0; sj < 2 && !found; sj++) {
                        uint32_t a = si ? b[i] : w[i], x = si ? w[i] : b[i];
                        uint32_t c = sj ? b[j] : w[j], y = sj ? w[j] : b[j];
                        const swc_player *pa = swc_tournament_player(g, a), *pc = swc_tournament_player(g, c);
                        const swc_player *px = swc_tournament_player(g, x), *py = swc_tournament_player(g, y);
                        swc_colour_state sa, sc, sx, sy;
                        swc_colour_state_of(pa, k - 1, &sa);
                        swc_colour_state_of(pc, k - 1, &sc);
                        swc_colour_state_of(px, k - 1, &sx);
                        swc_colour_state_of(py, k - 1, &sy);
                        if (sa.pref_strength != SWC_PREF_ABSOLUTE || sc.pref_strength != SWC_PREF_ABSOLUTE ||
                            sa.pref_colour != sc.pref_colour || swc_is_topscorer(pa, k - 1) ||
                            swc_is_topscorer(pc, k - 1) || swc_met(pa, pc, k - 1) || swc_met(px, py, k - 1))
                            continue;
                        if (sx.pref_strength == SWC_PREF_ABSOLUTE && sy.pref_strength == SWC_PREF_ABSOLUTE &&
                            sx.pref_colour == sy.pref_colour)
                            continue;
                        w[i] = a, b[i] = c;
                        w[j] = x, b[j] = y;
                        found = 1;
                    }
            }
        if (found) {
            play_round(g, w, b, n, pab);
            verdict v = check_one(g, k, 2026);
            ck_assert_msg(v.reason == SWC_CHECK_ABSOLUTE_COLOUR && v.criterion == 3, "%s", v.text);
        }
    }
    ck_assert_msg(found, "no round offers two players with the same absolute preference");
    swc_tournament_free(g);
}
END_TEST

/* Colour facts the check compares for a pair: equal preferences, and
 * equal strong-or-absolute preferences not both absolute. */
static int same_pref(const swc_player *a, const swc_player *b, uint32_t k, int strong)
{
    swc_colour_state x, y;
    swc_colour_state_of(a, k, &x);
    swc_colour_state_of(b, k, &y);
    if (!x.pref_colour || !y.pref_colour || x.pref_colour != y.pref_colour)
        return 0;
    if (!strong)
        return 1;
    int xa = x.pref_strength == SWC_PREF_ABSOLUTE, ya = y.pref_strength == SWC_PREF_ABSOLUTE;
    int xs = xa || (x.diff == 1 || x.diff == -1), ys = ya || (y.diff == 1 || y.diff == -1);
    return xs && ys && !(xa && ya);
}

static int abs_clash(const swc_player *a, const swc_player *b, uint32_t k)
{
    swc_colour_state x, y;
    swc_colour_state_of(a, k, &x);
    swc_colour_state_of(b, k, &y);
    return x.pref_strength == SWC_PREF_ABSOLUTE && y.pref_strength == SWC_PREF_ABSOLUTE &&
           x.pref_colour == y.pref_colour && !swc_is_topscorer(a, k) && !swc_is_topscorer(b, k);
}

/*
 * A bracket that floats one resident d down to m, while x, who floated
 * down the round before, is paired inside it with y. Played instead: d-y
 * inside, x floats down to m. Everything above [C14] (C.12 in 2017) is
 * equal by construction (same bracket sizes and scores, same colour
 * clashes), so the check must name that criterion.
 */
START_TEST(test_altered_repeated_downfloat)
{
    static const int32_t editions[] = { 2026, 2017 };
    for (int e = 0; e < 2; e++) {
        int found = 0;
        for (uint64_t seed = 1; seed < 40 && !found; seed++) {
            swc_tournament *g = NULL;
            ck_assert_int_eq(swc_tournament_new(&g, NULL), SWC_OK);
            swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
            o.players = 20;
            o.rounds = 7;
            o.seed = seed;
            o.edition = editions[e];
            ck_assert_int_eq(swc_tournament_generate(g, &o), SWC_OK);
            for (uint32_t k = 6; k >= 3 && !found; k--) {
                while (swc_tournament_round_count(g) >= k)
                    ck_assert_int_eq(swc_tournament_delete_last_round(g), SWC_OK);
                uint32_t w[16], b[16], pab;
                size_t n = engine_round(g, w, b, &pab);
                for (size_t i = 0; i < n && !found; i++)
                    for (size_t j = 0; j < n && !found; j++)
                        for (int sd = 0; sd < 2 && !found; sd++)
                            for (int sx = 0; sx < 2 && !found; sx++) {
                                if (i == j)
                                    continue;
                                uint32_t d = sd ? b[i] : w[i], m = sd ? w[i] : b[i];
                                uint32_t x = sx ? b[j] : w[j], y = sx ? w[j] : b[j];
                                const swc_player *pd = swc_tournament_player(g, d), *pm = swc_tournament_player(g, m);
                                const swc_player *px = swc_tournament_player(g, x), *py = swc_tournament_player(g, y);
                                int32_t s = swc_pairing_score(pd, k - 1);
                                if (swc_pairing_score(pm, k - 1) >= s || swc_pairing_score(px, k - 1) != s ||
                                    swc_pairing_score(py, k - 1) != s)
                                    continue;
                                if (swc_float_in_round(px, k - 1, editions[e]) != SWC_FLOAT_DOWN ||
                                    swc_float_in_round(pd, k - 1, editions[e]) == SWC_FLOAT_DOWN)
                                    continue;
                                if (swc_met(pd, py, k - 1) || swc_met(px, pm, k - 1) ||
                                    swc_tournament_is_forbidden(g, d, y) || swc_tournament_is_forbidden(g, x, m) ||
                                    abs_clash(pd, py, k - 1) || abs_clash(px, pm, k - 1))
                                    continue;
                                if (same_pref(pd, py, k - 1, 0) != same_pref(px, py, k - 1, 0) ||
                                    same_pref(pd, py, k - 1, 1) != same_pref(px, py, k - 1, 1))
                                    continue;
                                uint32_t pw[16], pb[16];
                                memcpy(pw, w, sizeof w);
                                memcpy(pb, b, sizeof b);
                                pw[i] = y, pb[i] = d;
                                pw[j] = x, pb[j] = m;
                                play_round(g, pw, pb, n, pab);
                                verdict v = check_one(g, k, editions[e]);
                                int want = editions[e] == 2017 ? 12 : 14;
                                ck_assert_msg(v.reason == SWC_CHECK_CRITERION && v.criterion == want,
                                              "seed %llu round %u: %s", (unsigned long long)seed, (unsigned)k, v.text);
                                found = 1;
                            }
            }
            swc_tournament_free(g);
        }
        ck_assert_msg(found, "no bracket of the kind in the generated tournaments (%d)", (int)editions[e]);
    }
}
END_TEST

/* Random alterations of generated rounds: every one is reported as
 * different, with a reason the edition has; a reported rematch is one. */
START_TEST(test_altered_sweep)
{
    static const int32_t editions[] = { 2026, 2017 };
    uint32_t seen[16] = { 0 };
    for (int e = 0; e < 2; e++) {
        swc_tournament *g = NULL;
        ck_assert_int_eq(swc_tournament_new(&g, NULL), SWC_OK);
        swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
        o.players = 21;
        o.rounds = 7;
        o.seed = 77 + (uint64_t)e;
        o.edition = editions[e];
        o.hpb_rate = 30000;
        o.forfeit_rate = 30000;
        ck_assert_int_eq(swc_tournament_generate(g, &o), SWC_OK);
        uint32_t state = 12345;
        for (uint32_t k = 7; k >= 1; k--) {
            while (swc_tournament_round_count(g) >= k)
                ck_assert_int_eq(swc_tournament_delete_last_round(g), SWC_OK);
            uint32_t w[16], b[16], pab;
            size_t n = engine_round(g, w, b, &pab);
            for (int trial = 0; trial < 6; trial++) {
                uint32_t pw[16], pb[16], ppab = pab;
                memcpy(pw, w, sizeof w);
                memcpy(pb, b, sizeof b);
                state = state * 1103515245u + 12345u;
                size_t i = (state >> 8) % n, j = (state >> 20) % n;
                if (i == j && !pab)
                    continue;
                uint32_t met_pair = 0;
                if (i == j) {
                    /* The PAB receiver takes the place of a player of board i. */
                    uint32_t out = pb[i];
                    pb[i] = ppab;
                    ppab = out;
                    met_pair = met(g, pw[i], pb[i]);
                } else if (trial % 2) {
                    uint32_t tmp = pb[i];
                    pb[i] = pw[j];
                    pw[j] = tmp;
                    met_pair = met(g, pw[i], pb[i]) || met(g, pw[j], pb[j]);
                } else {
                    uint32_t tmp = pb[i];
                    pb[i] = pb[j];
                    pb[j] = tmp;
                    met_pair = met(g, pw[i], pb[i]) || met(g, pw[j], pb[j]);
                }
                play_round(g, pw, pb, n, ppab);
                verdict v = check_one(g, k, editions[e]);
                ck_assert_int_eq(swc_tournament_delete_last_round(g), SWC_OK);
                ck_assert_msg(!v.agrees && v.boards >= 2, "round %u trial %d: %s", (unsigned)k, trial, v.text);
                ck_assert_int_ge(v.reason, SWC_CHECK_REMATCH);
                ck_assert_int_le(v.reason, SWC_CHECK_NOT_WORSE);
                ck_assert(v.text[0] != '\0');
                if (v.reason == SWC_CHECK_CRITERION) {
                    ck_assert_int_ge(v.criterion, 5);
                    ck_assert_int_le(v.criterion, editions[e] == 2017 ? 19 : 21);
                }
                ck_assert_msg((v.reason == SWC_CHECK_REMATCH) == (met_pair != 0), "round %u: %s", (unsigned)k, v.text);
                seen[v.reason]++;
            }
        }
        swc_tournament_free(g);
    }
    for (int r = 0; r < 16; r++)
        if (seen[r])
            printf("# reason %d: %u altered rounds\n", r, (unsigned)seen[r]);
}
END_TEST

START_TEST(test_check_arguments)
{
    swc_tournament *t = after_round1(8);
    swc_check_report *rep = (swc_check_report *)&rep;
    ck_assert_int_eq(swc_tournament_check(&rep, NULL, NULL), SWC_EINVAL);
    ck_assert_ptr_null(rep);
    ck_assert_int_eq(swc_tournament_check(NULL, t, NULL), SWC_EINVAL);
    swc_check_options o = SWC_CHECK_OPTIONS_INIT;
    o.last_round = 5;
    ck_assert_int_eq(swc_tournament_check(&rep, t, &o), SWC_EINVAL);
    o.last_round = 0;
    o.edition = 2001;
    ck_assert_int_eq(swc_tournament_check(&rep, t, &o), SWC_EINVAL);
    o.edition = 0;
    o.struct_size = 1000;
    ck_assert_int_eq(swc_tournament_check(&rep, t, &o), SWC_EINVAL);
    ck_assert_uint_eq(swc_check_report_round_count(NULL), 0);
    ck_assert_uint_eq(swc_check_report_disagreements(NULL), 0);
    swc_check_report_free(NULL);
    /* A good call and out-of-range accessors. */
    ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
    swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_check_report_round(&ri, rep, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_check_report_round(&ri, rep, 0), SWC_OK);
    ck_assert_int_eq(ri.agrees, 1);
    ck_assert_str_eq(ri.text, "");
    swc_check_board_info bi = SWC_CHECK_BOARD_INFO_INIT;
    ck_assert_int_eq(swc_check_report_board(&bi, rep, 0, 0), SWC_ENOTFOUND);
    int32_t sys = 0, ed = 0;
    ck_assert_int_eq(swc_check_report_system(&sys, &ed, rep), SWC_OK);
    ck_assert_int_eq(sys, SWC_SYSTEM_DUTCH);
    ck_assert_int_eq(ed, 2026);
    swc_check_report_free(rep);
    /* The tournament itself is untouched. */
    ck_assert_uint_eq(swc_tournament_round_count(t), 1);
    swc_tournament_free(t);
}
END_TEST

/* ---- the generator -------------------------------------------------------- */

static void progress_count(void *user, uint32_t done, uint32_t total)
{
    uint32_t *calls = user;
    ck_assert_uint_le(done, total);
    (*calls)++;
}

static char *to_trf(swc_tournament *t, size_t *len)
{
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *buf = malloc(n + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write(&n, buf, n + 1, t, NULL), SWC_OK);
    *len = n;
    return buf;
}

START_TEST(test_generate_rechecks_clean)
{
    static const struct {
        uint32_t players, rounds;
        int32_t edition, win, draw;
        uint32_t forfeit, hpb, withdraw, late;
    } cases[] = {
        { 9, 5, 2026, 0, 0, 0, 0, 0, 0 },
        { 30, 7, 2026, 0, 0, 50000, 50000, 100000, 100000 },
        { 31, 9, 2017, 0, 0, 50000, 50000, 100000, 100000 },
        { 24, 7, 2026, 30, 10, 30000, 30000, 50000, 50000 },
        { 40, 11, 2017, 20, 10, 20000, 20000, 50000, 50000 },
    };
    for (size_t c = 0; c < sizeof cases / sizeof *cases; c++) {
        swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
        uint32_t calls = 0;
        o.players = cases[c].players;
        o.rounds = cases[c].rounds;
        o.edition = cases[c].edition;
        o.points_win = cases[c].win;
        o.points_draw = cases[c].draw;
        o.forfeit_rate = cases[c].forfeit;
        o.hpb_rate = cases[c].hpb;
        o.withdraw_rate = cases[c].withdraw;
        o.late_rate = cases[c].late;
        o.seed = 1000 + c;
        o.progress = progress_count;
        o.progress_user = &calls;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
        int rc = swc_tournament_generate(t, &o);
        ck_assert_msg(rc == SWC_OK, "case %zu: %s", c, swc_tournament_errmsg(t));
        ck_assert_uint_eq(calls, o.rounds);
        ck_assert_uint_eq(swc_tournament_round_count(t), o.rounds);
        ck_assert_uint_eq(swc_tournament_player_count(t), o.players);
        char what[32];
        snprintf(what, sizeof what, "generated case %zu", c);
        ck_assert_uint_eq(check_all(t, 0, what), 0);

        /* Through a TRF file and back, as the command line does. */
        size_t len = 0;
        char *text = to_trf(t, &len);
        swc_tournament *u = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
        ck_assert_uint_eq(check_all(u, 0, what), 0);

        /* The same seed gives the same file; another seed another one. */
        swc_tournament *t2 = NULL;
        ck_assert_int_eq(swc_tournament_new(&t2, NULL), SWC_OK);
        o.progress = NULL;
        ck_assert_int_eq(swc_tournament_generate(t2, &o), SWC_OK);
        size_t len2 = 0;
        char *text2 = to_trf(t2, &len2);
        ck_assert(len == len2 && memcmp(text, text2, len) == 0);
        swc_tournament_free(t2);
        free(text2);
        ck_assert_int_eq(swc_tournament_new(&t2, NULL), SWC_OK);
        o.seed++;
        ck_assert_int_eq(swc_tournament_generate(t2, &o), SWC_OK);
        text2 = to_trf(t2, &len2);
        ck_assert(len != len2 || memcmp(text, text2, len) != 0);
        swc_tournament_free(t2);
        free(text2);
        free(text);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
}
END_TEST

/* The other pairing systems re-check clean against themselves. */
START_TEST(test_generate_other_systems)
{
    static const int32_t sys[] = { SWC_SYSTEM_SEQUENTIAL, SWC_SYSTEM_BERGER };
    for (size_t i = 0; i < 2; i++) {
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
        swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
        o.players = 12;
        o.rounds = 5;
        o.seed = 5;
        o.system = sys[i];
        o.forfeit_rate = 50000;
        int rc = swc_tournament_generate(t, &o);
        if (rc == SWC_EUNSUPPORTED) {
            printf("# system %d is not available in this build\n", (int)sys[i]);
        } else {
            ck_assert_msg(rc == SWC_OK, "system %d: %s", (int)sys[i], swc_tournament_errmsg(t));
            ck_assert_uint_eq(check_all(t, 0, sys[i] == SWC_SYSTEM_BERGER ? "round robin" : "sequential"), 0);
        }
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_generate_arguments)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    ck_assert_int_eq(swc_tournament_generate(NULL, &o), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_generate(t, NULL), SWC_EINVAL);
    o.players = 1;
    o.rounds = 3;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ERANGE);
    o.players = 10;
    o.draw_rate = 1000001;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ERANGE);
    o.draw_rate = 0;
    o.rating_low = 2000;
    o.rating_high = 1000;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ERANGE);
    o.rating_low = o.rating_high = 0;
    o.points_win = 10;
    o.points_draw = 20;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ERANGE);
    o.points_win = 0;
    /* Four players cannot play five rounds without a rematch: nothing is
     * left behind by the failure. */
    o.players = 4;
    o.rounds = 5;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ENOPAIRING);
    ck_assert_uint_eq(swc_tournament_player_count(t), 0);
    ck_assert_uint_eq(swc_tournament_round_count(t), 0);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "round 4"));
    o.rounds = 3;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_OK);
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_ESTATE);
    swc_tournament_free(t);

    /* The caller's settings apply: with black as the initial colour the
     * top player has black in round 1. */
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK), SWC_OK);
    o.players = 6;
    o.rounds = 2;
    ck_assert_int_eq(swc_tournament_generate(t, &o), SWC_OK);
    uint32_t wid = 0, bid = 0;
    ck_assert_int_eq(swc_round_board(&wid, &bid, swc_tournament_round(t, 1), 1), SWC_OK);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, bid)), 1);
    int32_t rounds = 0;
    ck_assert_int_eq(swc_tournament_get_int(&rounds, t, SWC_SET_ROUNDS), SWC_OK);
    ck_assert_int_eq(rounds, 2);
    swc_tournament_free(t);
}
END_TEST

/* ---- statistics on a tournament computed by hand ---------------------------- */

/*
 * Five players, ids = TPN, white wins unless said otherwise.
 *   R1: 1-4 (1-0), 2-5 (½-½), PAB 3          scores 1, ½, 1, 0, ½
 *   R2: 3-1 (1-0), 4-5 (½-½), PAB 2          scores 1, 1½, 2, ½, 1
 *   R3: 4-1 (0-1), 3-2 (½-½), PAB 5          scores 2, 2, 2½, ½, 2
 *   R4: 3-4, 1-2, PAB 5
 * Round by round (scores before the round):
 *   R1: no differences; PAB 3 (0) downfloats.
 *   R2: 4 (0) - 5 (½): 5 down, 4 up, diff ½; PAB 2 (½) down. After one
 *       game every preference is strong (CD ±1): 1 wants black and gets
 *       it, 4 wants white and gets it, 5 (B before) wants white and gets
 *       black: one strong preference not met.
 *   R3: 4 (½) - 1 (1): 1 down, 4 up; 3 (2) - 2 (1½): 3 down, 2 up; PAB 5 (1)
 *       down. 5 downfloated in R2 (repeat 1), 3 had the PAB in R1 (repeat 2);
 *       4 upfloated in R2. 4 (B W: mild black) gets white, 1 (W B: mild
 *       white) gets black, 3 (W: strong black) gets white: 2 mild, 1 strong.
 *       4-1 is a rematch of R1.
 *   R4: 3 (2½) - 4 (½): diff 2, 3 down (R3 too), 4 up (R3 too); PAB 5 (2)
 *       down (R3 PAB too). 3 (W W: absolute black) gets white: absolute
 *       unmet, 3 whites in a row, CD +3. 2 (W B: mild white) gets black.
 */
START_TEST(test_stats_by_hand)
{
    swc_tournament *t = swc_test_tournament(5);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 4), SWC_OK);
    static const uint32_t W[4][2] = { { 1, 2 }, { 3, 4 }, { 4, 3 }, { 3, 1 } };
    static const uint32_t B[4][2] = { { 4, 5 }, { 1, 5 }, { 1, 2 }, { 4, 2 } };
    static const uint32_t PAB[4] = { 3, 2, 5, 5 };
    static const int RES[4][2] = { { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW },
                                   { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW },
                                   { SWC_RESULT_BLACK_WIN, SWC_RESULT_DRAW },
                                   { SWC_RESULT_WHITE_WIN, SWC_RESULT_WHITE_WIN } };
    for (int r = 0; r < 4; r++) {
        int32_t kind = SWC_RK_PAB;
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_round_create(&rd, t, W[r], B[r], 2, &PAB[r], &kind, 1), SWC_OK);
        for (uint32_t b = 0; b < 2; b++)
            ck_assert_int_eq(swc_round_set_result(rd, b + 1, RES[r][b]), SWC_OK);
    }
    swc_stats_report *rep = NULL;
    ck_assert_int_eq(swc_tournament_stats(&rep, t), SWC_OK);
    ck_assert_uint_eq(swc_stats_report_round_count(rep), 4);
    /* round: boards sdpairs sdsq down up d1 u1 d2 u2 mild strong abs cd3 same3 pab pabsum rematch */
    static const int64_t want[5][18] = {
        { 0, 8, 4, 475, 8, 4, 3, 2, 4, 2, 3, 2, 1, 1, 1, 4, 35, 1 },
        { 1, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0 },
        { 2, 2, 1, 25, 2, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 5, 0 },
        { 3, 2, 2, 50, 3, 2, 1, 1, 2, 1, 2, 1, 0, 0, 0, 1, 10, 1 },
        { 4, 2, 1, 400, 2, 1, 2, 1, 2, 1, 1, 0, 1, 1, 1, 1, 20, 0 },
    };
    for (uint32_t r = 0; r <= 4; r++) {
        swc_stats_row row = SWC_STATS_ROW_INIT;
        ck_assert_int_eq(swc_stats_report_row(&row, rep, r), SWC_OK);
        const int64_t got[18] = { row.round, row.boards, row.score_diff_pairs, row.score_diff_sq,
                                  row.downfloaters, row.upfloaters, row.down_repeat1, row.up_repeat1,
                                  row.down_repeat2, row.up_repeat2, row.pref_mild_unmet, row.pref_strong_unmet,
                                  row.pref_absolute_unmet, row.colour_diff_beyond2, row.same_colour3,
                                  row.pab_count, row.pab_score_sum, row.rematches };
        for (int i = 0; i < 18; i++)
            ck_assert_msg(got[i] == want[r][i], "round %u field %d: %lld, expected %lld", (unsigned)r, i,
                          (long long)got[i], (long long)want[r][i]);
    }
    uint32_t id = 0;
    int32_t score = -1;
    ck_assert_int_eq(swc_stats_report_pab(&id, &score, rep, 3, 0), SWC_OK);
    ck_assert_uint_eq(id, 5);
    ck_assert_int_eq(score, 10);
    ck_assert_int_eq(swc_stats_report_pab(&id, &score, rep, 3, 1), SWC_ENOTFOUND);
    swc_stats_row row = SWC_STATS_ROW_INIT;
    ck_assert_int_eq(swc_stats_report_row(&row, rep, 5), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_stats_report_row(&row, NULL, 1), SWC_EINVAL);
    swc_stats_report_free(rep);
    swc_stats_report_free(NULL);
    swc_tournament_free(t);
}
END_TEST

/* ---- out of memory ---------------------------------------------------------- */

START_TEST(test_oom_sweep)
{
    char *path = swc_test_path(swc_test_data_dir(), "corpus/p9_r5_a.trf");
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    ck_assert_ptr_nonnull(text);
    for (int what = 0; what < 3; what++) {
        int ok = 0;
        for (long fail = 1; !ok && fail < 100000; fail++) {
            swc_test_alloc st = { 0, 0, 0, 0 };
            swc_allocator a = swc_test_allocator(&st);
            swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
            ro.allocator = &a;
            swc_tournament *t = NULL;
            int rc;
            if (what < 2) {
                ck_assert_int_eq(swc_trf_read(&t, text, len, &ro, NULL), SWC_OK);
            } else {
                swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
                to.allocator = &a;
                ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
            }
            long blocks = st.live_blocks;
            st.fail_at = st.calls + fail;
            if (what == 0) {
                swc_check_report *rep = NULL;
                rc = swc_tournament_check(&rep, t, NULL);
                if (rc == SWC_OK)
                    ck_assert_uint_eq(swc_check_report_disagreements(rep), 0);
                swc_check_report_free(rep);
            } else if (what == 1) {
                swc_stats_report *rep = NULL;
                rc = swc_tournament_stats(&rep, t);
                swc_stats_report_free(rep);
            } else {
                swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
                o.players = 7;
                o.rounds = 3;
                o.hpb_rate = 100000;
                rc = swc_tournament_generate(t, &o);
                if (rc)
                    ck_assert_uint_eq(swc_tournament_player_count(t), 0);
            }
            ck_assert_msg(rc == SWC_OK || rc == SWC_ENOMEM, "what %d fail %ld: %d %s", what, fail, rc,
                          swc_tournament_errmsg(t));
            if (rc == SWC_OK)
                ok = 1;
            else
                ck_assert_int_eq(st.live_blocks, blocks);
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
        }
        ck_assert(ok);
    }
    free(text);
    free(path);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("analysis");
    TCase *tc = tcase_create("check");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_bundled_corpus);
    tcase_add_test(tc, test_altered_colours_round1);
    tcase_add_test(tc, test_altered_order_round1);
    tcase_add_test(tc, test_altered_rematch);
    tcase_add_test(tc, test_altered_downfloaters);
    tcase_add_test(tc, test_altered_colour_preference);
    tcase_add_test(tc, test_altered_pab);
    tcase_add_test(tc, test_altered_absolute_colour);
    tcase_add_test(tc, test_altered_repeated_downfloat);
    tcase_add_test(tc, test_altered_sweep);
    tcase_add_test(tc, test_check_arguments);
    tcase_add_test(tc, test_generate_rechecks_clean);
    tcase_add_test(tc, test_generate_other_systems);
    tcase_add_test(tc, test_generate_arguments);
    tcase_add_test(tc, test_stats_by_hand);
    tcase_add_test(tc, test_oom_sweep);
    if (swc_test_oracle_dir())
        tcase_add_test(tc, test_full_corpus);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
