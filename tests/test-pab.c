/*
 * The pairing-allocated bye (PAB) rule, C.04.1 d (2017) / Art. 4 (2026), for
 * every way of scoring without playing, both Dutch editions and several
 * point systems, on tournaments built through the API:
 *   - who is eligible and who floats (lib/model, the facts every engine,
 *     the checker and the generator read);
 *   - who receives the PAB from the Dutch engines and from the sequential
 *     system;
 *   - the pairing checker calling a PAB to an ineligible player a C2 / C.2
 *     violation, with the round that bars him;
 *   - generated tournaments never giving anybody two PABs.
 *
 * The rule read from the texts, which the reference engines follow
 * (doc/internals/dutch-engine.md §2.7, §11):
 *   PAB of any value      bars in both editions
 *   forfeit win           bars in both editions (2026: worth a win)
 *   full-point bye        bars in 2026 only (a win's worth without playing)
 *   half-, zero-point bye never bars
 *
 * swc_test_tournament(n) rates the players 2400, 2390, ... so the TPN of
 * every player equals his id.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/model/model.h"
#include "testutil.h"

/* ---- the matrix ---------------------------------------------------------- */

typedef struct points_system {
    const char *name;
    int32_t win, draw, pab; /* tenths; pab < 0: the default (a win) */
} points_system;

static const points_system systems[] = {
    { "1/0.5/0, PAB 0.5", 10, 5, 5 },
    { "3/1/0, PAB 1", 30, 10, 10 },
    { "2/1/0", 20, 10, -1 },
    { "2/1/0, PAB 1", 20, 10, 10 },
    { "1/0.5/0", 10, 5, -1 },
};
#define NSYSTEMS (sizeof systems / sizeof systems[0])

/* Round 1 for player 5 (player 6 is the forfeit loser or absent). */
typedef struct way {
    const char *name;
    const char *round1; /* the part of round 1 about players 5 and 6 */
    int bars2017, bars2026;
    int float2026;      /* float of player 5 in round 1, 2026 edition */
} way;

static const way ways[] = {
    { "PAB", "5:U 6:Z", 1, 1, SWC_FLOAT_DOWN },
    { "forfeit win", "5-6:+", 1, 1, SWC_FLOAT_DOWN },
    { "full-point bye", "5:F 6:Z", 0, 1, SWC_FLOAT_DOWN },
    { "half-point bye", "5:H 6:Z", 0, 0, SWC_FLOAT_DOWN },
    { "zero-point bye", "5:Z 6:Z", 0, 0, SWC_FLOAT_NONE },
};
#define NWAYS (sizeof ways / sizeof ways[0])

static const int editions[] = { 2017, 2026 };

static void set(swc_tournament *t, int key, int32_t value)
{
    int rc = swc_tournament_set_int(t, key, value);
    ck_assert_msg(rc == SWC_OK, "setting %d = %d: %s", key, (int)value, swc_tournament_errmsg(t));
}

static swc_player *P(const swc_tournament *t, uint32_t id)
{
    swc_player *p = swc_tournament_player(t, id);
    ck_assert_ptr_nonnull(p);
    return p;
}

static swc_tournament *mk(int n, int rounds, const points_system *ps, int edition)
{
    swc_tournament *t = swc_test_tournament(n);
    ck_assert_ptr_nonnull(t);
    set(t, SWC_SET_ROUNDS, rounds);
    set(t, SWC_SET_DUTCH_EDITION, edition);
    set(t, SWC_SET_POINTS_WIN, ps->win);
    set(t, SWC_SET_POINTS_DRAW, ps->draw);
    if (ps->pab >= 0)
        set(t, SWC_SET_POINTS_PAB, ps->pab);
    return t;
}

static int32_t score(const swc_tournament *t, uint32_t id, uint32_t after)
{
    int32_t s = -1;
    ck_assert_int_eq(swc_player_score(&s, P(t, id), after), SWC_OK);
    return s;
}

/* The PAB receiver of the round, 0 when none. */
static uint32_t pab_of(const swc_round *r)
{
    uint32_t pab = 0;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        ck_assert_int_eq(swc_round_bye(&id, &kind, r, i), SWC_OK);
        if (kind == SWC_RK_PAB) {
            ck_assert_uint_eq(pab, 0);
            pab = id;
        }
    }
    return pab;
}

/* ---- eligibility and floats (lib/model) ------------------------------------ */

START_TEST(test_eligibility_matrix)
{
    for (size_t s = 0; s < NSYSTEMS; s++)
        for (size_t w = 0; w < NWAYS; w++)
            for (size_t e = 0; e < 2; e++) {
                const int ed = editions[e];
                swc_tournament *t = mk(6, 9, &systems[s], ed);
                char r1[64];
                snprintf(r1, sizeof r1, "1-3:0 2-4:0 %s", ways[w].round1);
                swc_test_play(t, r1);
                const swc_player *p5 = P(t, 5);
                int bars = ed == 2017 ? ways[w].bars2017 : ways[w].bars2026;
                ck_assert_msg(swc_pab_eligible(p5, 1, ed) == !bars, "%s, %s, edition %d: eligible %d",
                              systems[s].name, ways[w].name, ed, swc_pab_eligible(p5, 1, ed));
                ck_assert_uint_eq(swc_pab_barred_by(p5, 1, ed), bars ? 1u : 0u);
                /* Nothing bars before the round, nor a played game or a loss. */
                ck_assert(swc_pab_eligible(p5, 0, ed));
                ck_assert(swc_pab_eligible(P(t, 1), 1, ed));
                ck_assert(swc_pab_eligible(P(t, 3), 1, ed));
                ck_assert(swc_pab_eligible(P(t, 6), 1, ed));
                /* 2017 A.4: every unplayed round floats down; 2026 1.4.3:
                 * the PAB and anything worth more than a loss. */
                int want = ed == 2017 ? SWC_FLOAT_DOWN : ways[w].float2026;
                ck_assert_msg(swc_float_in_round(p5, 1, ed) == want, "%s, %s, edition %d: float %d",
                              systems[s].name, ways[w].name, ed, swc_float_in_round(p5, 1, ed));
                /* The forfeit loser (or absent player 6) floats only in 2017. */
                ck_assert_int_eq(swc_float_in_round(P(t, 6), 1, ed), ed == 2017 ? SWC_FLOAT_DOWN : SWC_FLOAT_NONE);
                swc_tournament_free(t);
            }
}
END_TEST

/* Point values other than the usual ones: the 2026 rule is about points
 * (a win's worth in one round), the 2017 rule about kinds. */
START_TEST(test_eligibility_by_value)
{
    /* A forfeit win worth less than a win bars in 2017 (a forfeit win) but
     * not in 2026 (not a win's worth). */
    swc_tournament *t = mk(6, 9, &systems[1], 2026);
    set(t, SWC_SET_POINTS_FORFEIT_WIN, 10);
    swc_test_play(t, "1-3:0 2-4:0 5-6:+");
    ck_assert_int_eq(score(t, 5, 1), 10);
    ck_assert(swc_pab_eligible(P(t, 5), 1, 2026));
    ck_assert(!swc_pab_eligible(P(t, 5), 1, 2017));
    swc_tournament_free(t);

    /* A half-point bye scored as a win bars in 2026; a zero-point bye worth
     * a win as well; in 2017 neither does. */
    t = mk(6, 9, &systems[4], 2026);
    set(t, SWC_SET_POINTS_HALF_BYE, 10);
    set(t, SWC_SET_POINTS_ZERO_BYE, 10);
    swc_test_play(t, "1-3:0 2-4:0 5:H 6:Z");
    ck_assert(!swc_pab_eligible(P(t, 5), 1, 2026));
    ck_assert(!swc_pab_eligible(P(t, 6), 1, 2026));
    ck_assert(swc_pab_eligible(P(t, 5), 1, 2017));
    ck_assert(swc_pab_eligible(P(t, 6), 1, 2017));
    swc_tournament_free(t);

    /* Dual-board pairings: a PAB worth less than two wins still bars; a
     * full-point bye worth both games bars in 2026. */
    t = swc_test_tournament(6);
    set(t, SWC_SET_GAMES_PER_PAIRING, 2);
    set(t, SWC_SET_POINTS_PAB, 5);
    swc_test_play(t, "1-3:00 2-4:00 5:U 6:F");
    ck_assert_int_eq(score(t, 5, 1), 10);
    ck_assert(!swc_pab_eligible(P(t, 5), 1, 2026));
    ck_assert(!swc_pab_eligible(P(t, 6), 1, 2026));
    ck_assert(swc_pab_eligible(P(t, 6), 1, 2017));
    swc_tournament_free(t);
}
END_TEST

/* ---- who receives the PAB (Dutch engines) ------------------------------------ */

/*
 * Six players; 5 scores round 1 in the way under test. Round 2: 5 loses to
 * 1, 3 beats 2, 4 has a half-point bye. Round 3: 1, 2 and 6 are absent, so
 * 3, 4, 5 are paired and one gets the PAB. 5 is the lowest in every point
 * system (3 > 4 > 5) and 3-4, 3-5 have not met: 5 gets the PAB when he is
 * eligible, else 4 ([C5] in 2026; in 2017 the CLB {3, 4 | 5} pairs 3-5 on
 * PSD). 4's half-point bye never bars him.
 */
static swc_tournament *pab_event(const points_system *ps, int edition, const char *r1_five)
{
    swc_tournament *t = mk(6, 9, ps, edition);
    char r1[64];
    snprintf(r1, sizeof r1, "1-3:0 2-4:0 %s", r1_five);
    swc_test_play(t, r1);
    swc_test_play(t, "5-1:0 3-2:1 4:H 6:Z");
    ck_assert_int_eq(swc_player_request_bye(P(t, 1), 3, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(P(t, 2), 3, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(P(t, 6), 3, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_gt(score(t, 3, 2), score(t, 4, 2));
    ck_assert_int_gt(score(t, 4, 2), score(t, 5, 2));
    return t;
}

START_TEST(test_receiver_matrix)
{
    for (size_t s = 0; s < NSYSTEMS; s++)
        for (size_t w = 0; w < NWAYS; w++)
            for (size_t e = 0; e < 2; e++) {
                const int ed = editions[e];
                swc_tournament *t = pab_event(&systems[s], ed, ways[w].round1);
                swc_round *r = NULL;
                int rc = swc_tournament_pair_next(&r, t);
                ck_assert_msg(rc == SWC_OK, "%s, %s, edition %d: %s", systems[s].name, ways[w].name, ed,
                              swc_tournament_errmsg(t));
                int bars = ed == 2017 ? ways[w].bars2017 : ways[w].bars2026;
                uint32_t want = bars ? 4 : 5, got = pab_of(r);
                ck_assert_msg(got == want, "%s, %s, edition %d: PAB to %u, expected %u", systems[s].name,
                              ways[w].name, ed, got, want);
                ck_assert_uint_eq(swc_round_board_count(r), 1);
                swc_tournament_free(t);
            }
}
END_TEST

/*
 * A second PAB is never given while an eligible player can take it, and
 * the round fails rather than giving one when nobody can: three players
 * who all had the PAB (worth half a point) and one other.
 */
START_TEST(test_nobody_eligible)
{
    for (size_t e = 0; e < 2; e++) {
        swc_tournament *t = mk(4, 9, &systems[0], editions[e]);
        swc_test_play(t, "1-2:1 3:U 4:Z");
        swc_test_play(t, "1-3:1 4:U 2:Z");
        swc_test_play(t, "4-1:0 2:U 3:Z");
        /* Round 4 without 1: 2, 3, 4 all had the PAB; 2-3, 2-4, 3-4 have
         * not met, but one of the three would need a second PAB. */
        ck_assert_int_eq(swc_player_request_bye(P(t, 1), 4, SWC_RK_ZERO_BYE), SWC_OK);
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_ENOPAIRING);
        ck_assert_uint_eq(swc_tournament_round_count(t), 3);
        swc_tournament_free(t);
    }
}
END_TEST

/* ---- the sequential system ----------------------------------------------------- */

/* The Chinese sequential system bars an earlier PAB (of any value) and a
 * forfeit win, not requested byes: the 2017 reading, for every point
 * system. In the event above 3 > 4 > 5 by score, so the bye goes to 5, the
 * lowest, unless he is barred, then to 4. */
START_TEST(test_sequential_bye)
{
    for (size_t s = 0; s < NSYSTEMS; s++)
        for (size_t w = 0; w < NWAYS; w++) {
            swc_tournament *t = pab_event(&systems[s], 2026, ways[w].round1);
            set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
            swc_round *r = NULL;
            int rc = swc_tournament_pair_next(&r, t);
            ck_assert_msg(rc == SWC_OK, "%s, %s: %s", systems[s].name, ways[w].name, swc_tournament_errmsg(t));
            uint32_t want = ways[w].bars2017 ? 4 : 5, got = pab_of(r);
            ck_assert_msg(got == want, "%s, %s: bye to %u, expected %u", systems[s].name, ways[w].name, got, want);
            swc_tournament_free(t);
        }
}
END_TEST

/* ---- the checker ---------------------------------------------------------------- */

typedef struct verdict {
    int32_t agrees, reason, criterion;
    char text[512];
} verdict;

static verdict check_round(swc_tournament *t, uint32_t round, int32_t edition)
{
    swc_check_options o = SWC_CHECK_OPTIONS_INIT;
    o.edition = edition;
    o.first_round = o.last_round = round;
    swc_check_report *rep = NULL;
    int rc = swc_tournament_check(&rep, t, &o);
    ck_assert_msg(rc == SWC_OK, "check: %s", swc_tournament_errmsg(t));
    swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_check_report_round(&ri, rep, 0), SWC_OK);
    verdict v;
    v.agrees = ri.agrees;
    v.reason = ri.reason;
    v.criterion = ri.criterion;
    snprintf(v.text, sizeof v.text, "%s", ri.text ? ri.text : "");
    swc_check_report_free(rep);
    return v;
}

/*
 * Seven players; in round 1 player 7 scores in the way under test, in
 * round 2 he receives the PAB (no rematch in round 2). The checker calls
 * that a C2 (2026) / C.2 (2017) violation exactly when the rule bars him,
 * and names the round.
 */
START_TEST(test_checker_second_pab)
{
    static const struct {
        const char *r1;
        int bars2017, bars2026;
        const char *why;
    } cases[] = {
        { "1-4:1 2-5:1 3-6:1 7:U", 1, 1, "he received one in round 1" },
        { "1-4:1 2-5:1 3-7:- 6:Z", 1, 1, "he won by forfeit in round 1" },
        { "1-4:1 2-5:1 3-6:1 7:F", 0, 1, "he scored a win's worth of points without playing in round 1" },
        { "1-4:1 2-5:1 3-6:1 7:H", 0, 0, NULL },
        { "1-4:1 2-5:1 3-6:1 7:Z", 0, 0, NULL },
    };
    for (size_t s = 0; s < 2; s++)
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
            for (size_t e = 0; e < 2; e++) {
                const int ed = editions[e];
                swc_tournament *t = mk(7, 5, &systems[s], ed);
                swc_test_play(t, cases[i].r1);
                swc_test_play(t, "1-2:1 3-4:1 5-6:1 7:U");
                verdict v = check_round(t, 2, ed);
                int bars = ed == 2017 ? cases[i].bars2017 : cases[i].bars2026;
                if (bars) {
                    ck_assert_msg(!v.agrees && v.reason == SWC_CHECK_PAB_RULE && v.criterion == 2,
                                  "%s (%s, %d): %s", cases[i].r1, systems[s].name, ed, v.text);
                    ck_assert_msg(strstr(v.text, ed == 2017 ? "C.2:" : "C2:") && strstr(v.text, cases[i].why),
                                  "%s (%s, %d): %s", cases[i].r1, systems[s].name, ed, v.text);
                } else {
                    ck_assert_msg(v.reason != SWC_CHECK_PAB_RULE, "%s (%s, %d): %s", cases[i].r1, systems[s].name,
                                  ed, v.text);
                }
                swc_tournament_free(t);
            }
}
END_TEST

/* The sequential system's checker applies the sequential system's rule: a
 * bye after a full-point bye is no violation there, a second PAB is. */
START_TEST(test_checker_sequential)
{
    static const struct {
        const char *r1;
        int bars;
    } cases[] = { { "1-4:1 2-5:1 3-6:1 7:U", 1 }, { "1-4:1 2-5:1 3-7:- 6:Z", 1 }, { "1-4:1 2-5:1 3-6:1 7:F", 0 } };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_tournament *t = mk(7, 5, &systems[0], 2026);
        set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
        swc_test_play(t, cases[i].r1);
        swc_test_play(t, "1-2:1 3-4:1 5-6:1 7:U");
        verdict v = check_round(t, 2, 2026);
        if (cases[i].bars)
            ck_assert_msg(v.reason == SWC_CHECK_PAB_RULE && v.criterion == 2, "%s: %s", cases[i].r1, v.text);
        else
            ck_assert_msg(v.reason != SWC_CHECK_PAB_RULE, "%s: %s", cases[i].r1, v.text);
        swc_tournament_free(t);
    }
}
END_TEST

/* ---- the generator ------------------------------------------------------------- */

/* Random tournaments with an odd field: nobody ever receives two PABs,
 * whatever the PAB is worth, in both editions and the sequential system;
 * and every generated round re-checks clean. */
START_TEST(test_generated_no_second_pab)
{
    static const int32_t modes[][2] = { { SWC_SYSTEM_DUTCH, 2026 }, { SWC_SYSTEM_DUTCH, 2017 },
                                        { SWC_SYSTEM_SEQUENTIAL, 2026 } };
    size_t pabs = 0;
    for (size_t s = 0; s < 3; s++)
        for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++)
            for (uint64_t seed = 1; seed <= 4; seed++) {
                swc_tournament *t = NULL;
                ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
                if (systems[s].pab >= 0)
                    set(t, SWC_SET_POINTS_PAB, systems[s].pab);
                swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
                o.players = 11;
                o.rounds = 7;
                o.seed = seed;
                o.system = modes[m][0];
                o.edition = modes[m][1];
                o.points_win = systems[s].win;
                o.points_draw = systems[s].draw;
                o.forfeit_rate = 60000;
                o.hpb_rate = 60000;
                int rc = swc_tournament_generate(t, &o);
                ck_assert_msg(rc == SWC_OK, "seed %lu: %s", (unsigned long)seed, swc_tournament_errmsg(t));
                int32_t v = 0;
                ck_assert_int_eq(swc_tournament_get_int(&v, t, SWC_SET_POINTS_PAB), SWC_OK);
                ck_assert_int_eq(v, systems[s].pab >= 0 ? systems[s].pab : systems[s].win);
                for (uint32_t id = 1; id <= 11; id++) {
                    int n = 0;
                    for (uint32_t r = 1; r <= 7; r++) {
                        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
                        ck_assert_int_eq(swc_player_round(&ri, P(t, id), r), SWC_OK);
                        n += ri.kind == SWC_RK_PAB;
                    }
                    ck_assert_msg(n <= 1, "%s, system %d/%d, seed %lu: player %u has %d PABs", systems[s].name,
                                  modes[m][0], modes[m][1], (unsigned long)seed, id, n);
                    pabs += (size_t)n;
                }
                if (modes[m][0] == SWC_SYSTEM_DUTCH) {
                    swc_check_options co = SWC_CHECK_OPTIONS_INIT;
                    co.edition = modes[m][1];
                    swc_check_report *rep = NULL;
                    ck_assert_int_eq(swc_tournament_check(&rep, t, &co), SWC_OK);
                    ck_assert_uint_eq(swc_check_report_disagreements(rep), 0);
                    swc_check_report_free(rep);
                }
                swc_tournament_free(t);
            }
    ck_assert_uint_gt(pabs, 100); /* the odd fields really gave PABs */
}
END_TEST

int main(void)
{
    Suite *s = suite_create("pab");
    TCase *tc = tcase_create("pab");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_eligibility_matrix);
    tcase_add_test(tc, test_eligibility_by_value);
    tcase_add_test(tc, test_receiver_matrix);
    tcase_add_test(tc, test_nobody_eligible);
    tcase_add_test(tc, test_sequential_bye);
    tcase_add_test(tc, test_checker_second_pab);
    tcase_add_test(tc, test_checker_sequential);
    tcase_add_test(tc, test_generated_no_second_pab);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
