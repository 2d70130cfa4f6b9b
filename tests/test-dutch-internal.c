/*
 * The step 2, 3 and 8 shortcuts of both Dutch engines (doc/internals/
 * dutch-engine.md §14.6) against the same engine solving every such
 * question: fields of a few hundred players, whose earlier rounds the
 * sequential system made (brackets full of ties, where the shortcuts
 * answer most questions), must get the same pairing both ways, and the
 * shortcuts of steps 3 and 8 (and 2, in 2026) must have been taken. And the 2017 engine's relaxation of a
 * PPB paired against everybody below against the whole window.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pairing/dutch/dutch.h"
#include "testutil.h"

/* Shortcuts taken, by step. */
typedef struct taken {
    unsigned long step2, step3, step8;
} taken;

/* The next round of t paired with and without shortcuts: the same
 * pairing (`what` names the case); adds the shortcuts taken to *tk. */
static void compare_pairing(swc_tournament *t, int edition, const char *what, taken *tk)
{
    dutch_ctx fast, full;
    ck_assert_int_eq(swc_dutch_prepare(&fast, t, edition), SWC_OK);
    ck_assert_int_eq(swc_dutch_prepare(&full, t, edition), SWC_OK);
    full.solve_all = 1;
    ck_assert_uint_eq(fast.n, full.n);
    long *a = calloc(fast.n, sizeof *a), *b = calloc(fast.n, sizeof *b);
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    int (*pair)(dutch_ctx *, long *) = edition == 2017 ? swc_dutch_2017 : swc_dutch_2026;
    ck_assert_int_eq(pair(&fast, a), SWC_OK);
    ck_assert_int_eq(pair(&full, b), SWC_OK);
    ck_assert_uint_eq(full.step2_shortcuts, 0);
    ck_assert_uint_eq(full.step3_shortcuts, 0);
    ck_assert_uint_eq(full.step8_shortcuts, 0);
    for (size_t v = 0; v < fast.n; v++)
        ck_assert_msg(a[v] == b[v], "%d, %s: vertex %zu paired with %ld, not %ld", edition, what, v, a[v], b[v]);
    tk->step2 += fast.step2_shortcuts;
    tk->step3 += fast.step3_shortcuts;
    tk->step8 += fast.step8_shortcuts;
    free(a);
    free(b);
    swc_dutch_release(&fast);
    swc_dutch_release(&full);
}

/* A field whose first `played` rounds the sequential system made (points
 * for a win `win`, 0: the default), of `rounds` rounds in all. */
static swc_tournament *sequential_field(uint32_t players, uint32_t played, uint32_t rounds, uint64_t seed, int32_t win)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_generate_options g = SWC_GENERATE_OPTIONS_INIT;
    g.players = players;
    g.rounds = played;
    g.seed = seed;
    g.system = SWC_SYSTEM_SEQUENTIAL;
    if (win) {
        g.points_win = win;
        g.points_draw = win / 2;
    }
    ck_assert_int_eq(swc_tournament_generate(t, &g), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, (int32_t)rounds), SWC_OK);
    return t;
}

/* Round `rounds` of a generated field. */
static void compare_round(taken *tk, int edition, uint32_t players, uint32_t rounds, uint64_t seed, int32_t win)
{
    swc_tournament *t = sequential_field(players, rounds - 1, rounds, seed, win);
    char what[96];
    snprintf(what, sizeof what, "%u players, round %u, seed %llu", players, rounds, (unsigned long long)seed);
    compare_pairing(t, edition, what, tk);
    swc_tournament_free(t);
}

static void compare_rounds(int edition)
{
    taken tk = { 0, 0, 0 };
    for (uint64_t seed = 1; seed <= 3; seed++) {
        compare_round(&tk, edition, 300, 5, seed, 0);
        compare_round(&tk, edition, 500, 9, seed, 0);
        compare_round(&tk, edition, 400, 7, seed, 20); /* 2/1/0 */
    }
    fprintf(stderr, "%d: shortcuts taken: step 2 %lu, step 3 %lu, step 8 %lu\n", edition, tk.step2, tk.step3,
            tk.step8);
    ck_assert_uint_gt(tk.step8, 100);
}

START_TEST(test_shortcuts_agree)
{
    compare_rounds(2026);
}
END_TEST

START_TEST(test_shortcuts_agree_2017)
{
    compare_rounds(2017);
}
END_TEST

/*
 * The same in a 1000-player field (the bundled big/f1000_r9, round 9),
 * where brackets of many MDPs leave steps 2 and 3 many questions that the
 * tight edges answer (step 2 only in 2026).
 */
static void compare_file(int edition, const char *name, unsigned long want2, unsigned long want3)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/oracle/big/%s", swc_test_data_dir(), name);
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    taken tk = { 0, 0, 0 };
    compare_pairing(t, edition, name, &tk);
    fprintf(stderr, "%s %d: shortcuts taken: step 2 %lu, step 3 %lu, step 8 %lu\n", name, edition, tk.step2, tk.step3,
            tk.step8);
    ck_assert_uint_ge(tk.step2, want2);
    ck_assert_uint_ge(tk.step3, want3);
    swc_tournament_free(t);
}

START_TEST(test_shortcuts_agree_big)
{
    compare_file(2017, "f1000_r9.trf", 0, 20); /* 51 when written */
    compare_file(2026, "f1000_r9.trf", 50, 100); /* 94 and 279 */
}
END_TEST

/*
 * The 2017 engine's PPB, paired again against every player below, solved
 * as its bracket with a reserve and a completion below (solve2017.c,
 * relaxed_solve()) and as the whole window: the same pairing. In the
 * bundled 1000-player field a bracket of 147 is the PPB, with 579 players
 * below who need 53 of its players.
 */
START_TEST(test_relaxed_below_agrees_2017)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/oracle/big/f1000_r9.trf", swc_test_data_dir());
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    dutch_ctx relaxed, whole;
    ck_assert_int_eq(swc_dutch_prepare(&relaxed, t, 2017), SWC_OK);
    ck_assert_int_eq(swc_dutch_prepare(&whole, t, 2017), SWC_OK);
    whole.whole_below = 1;
    long *a = calloc(relaxed.n, sizeof *a), *b = calloc(whole.n, sizeof *b);
    ck_assert_ptr_nonnull(a);
    ck_assert_ptr_nonnull(b);
    ck_assert_int_eq(swc_dutch_2017(&relaxed, a), SWC_OK);
    ck_assert_int_eq(swc_dutch_2017(&whole, b), SWC_OK);
    ck_assert_uint_gt(relaxed.relaxed_below, 10);
    ck_assert_uint_eq(whole.relaxed_below, 0);
    size_t paired = 0;
    for (size_t v = 0; v < relaxed.n; v++) {
        ck_assert_msg(a[v] == b[v], "vertex %zu paired with %ld, not %ld", v, a[v], b[v]);
        paired += a[v] >= 0;
    }
    ck_assert_uint_ge(paired + 1, relaxed.n);
    free(a);
    free(b);
    swc_dutch_release(&relaxed);
    swc_dutch_release(&whole);
    swc_tournament_free(t);
}
END_TEST

/*
 * The 2026 base weights kept by class (bracket in engine2026.h) against
 * the triangle of ids the engine keeps with too many step 0 classes: the
 * same pairing on generated fields and big/f1000_r9, the classes taken.
 */
static void compare_base(swc_tournament *t, const char *what)
{
    dutch_ctx byclass, dense;
    ck_assert_int_eq(swc_dutch_prepare(&byclass, t, 2026), SWC_OK);
    ck_assert_int_eq(swc_dutch_prepare(&dense, t, 2026), SWC_OK);
    dense.base_dense = 1;
    long *a = calloc(byclass.n, sizeof *a), *b = calloc(dense.n, sizeof *b);
    ck_assert(a && b);
    ck_assert_int_eq(swc_dutch_2026(&byclass, a), SWC_OK);
    ck_assert_int_eq(swc_dutch_2026(&dense, b), SWC_OK);
    ck_assert_uint_gt(byclass.base_by_class, 0);
    ck_assert_uint_eq(dense.base_by_class, 0);
    for (size_t v = 0; v < byclass.n; v++)
        ck_assert_msg(a[v] == b[v], "%s: vertex %zu paired with %ld, not %ld", what, v, a[v], b[v]);
    free(a);
    free(b);
    swc_dutch_release(&byclass);
    swc_dutch_release(&dense);
}

START_TEST(test_base_by_class)
{
    for (uint64_t seed = 1; seed <= 6; seed++) {
        uint32_t rounds = 2 + (uint32_t)(seed % 5);
        swc_tournament *t = sequential_field(120 + (uint32_t)seed * 37, rounds - 1, rounds, seed, 0);
        char what[64];
        snprintf(what, sizeof what, "seed %llu, round %u", (unsigned long long)seed, rounds);
        compare_base(t, what);
        swc_tournament_free(t);
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/oracle/big/f1000_r9.trf", swc_test_data_dir());
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read_file(&t, path, NULL, NULL), SWC_OK);
    compare_base(t, "f1000_r9.trf");
    swc_tournament_free(t);
}
END_TEST

/*
 * The pairs that may not meet (dutch_ctx: sorted partner lists behind a
 * filter of a few words a player) against the model's own account: a
 * game in the rounds played, or a forbidden range that holds the round
 * being paired. One player is kept from a quarter of the field, so that
 * the filter answers "maybe" for pairs that may meet, too.
 */
START_TEST(test_forbidden_pairs)
{
    swc_tournament *t = sequential_field(160, 5, 7, 7, 0);
    for (uint32_t b = 1; b < 160; b += 4)
        ck_assert_int_eq(swc_model_forbid_rounds(t, 0, b, 1, SWC_ROUND_OPEN), SWC_OK);
    ck_assert_int_eq(swc_model_forbid_rounds(t, 10, 11, 1, 5), SWC_OK); /* over before round 6 */
    ck_assert_int_eq(swc_model_forbid_rounds(t, 12, 13, 7, 7), SWC_OK); /* not yet */
    ck_assert_int_eq(swc_model_forbid_rounds(t, 14, 15, 6, 6), SWC_OK);
    /* a pair that met, forbidden as well */
    uint32_t met = t->players[20]->rec[0].opp - 1;
    ck_assert_int_eq(swc_model_forbid_rounds(t, 20, met, 1, SWC_ROUND_OPEN), SWC_OK);
    dutch_ctx c;
    ck_assert_int_eq(swc_dutch_prepare(&c, t, 2026), SWC_OK);
    ck_assert_uint_eq(c.n, 160);
    size_t games = 0, ranges = 0, maybes = 0;
    for (size_t a = 0; a < c.n; a++) {
        const swc_player *pa = c.pl[a].p;
        for (size_t b = 0; b < c.n; b++) {
            const swc_player *pb = c.pl[b].p;
            int played = 0;
            for (uint32_t r = 0; r < c.P; r++)
                played |= swc_rec_played(&pa->rec[r]) && pa->rec[r].opp == pb->index + 1;
            int kept = swc_model_forbidden_in(t, pa->index, pb->index, c.P + 1);
            int want = played || kept;
            ck_assert_msg(dutch_forbidden(&c, a, b) == want, "vertices %zu and %zu: %d, not %d", a, b,
                          dutch_forbidden(&c, a, b), want);
            games += (size_t)played;
            ranges += (size_t)kept;
            unsigned h = dutch_sig_bit(b);
            maybes += !want && ((c.fsig[a * DUTCH_SIG_WORDS + h / 64] >> (h % 64)) & 1u);
        }
    }
    ck_assert_uint_ge(games, 160 * 4); /* five rounds, byes aside, both ways */
    ck_assert_uint_eq(ranges, 2 * (40 + 2)); /* player 0's, 14-15 and 20's, both ways */
    ck_assert_uint_gt(maybes, 0);
    swc_dutch_release(&c);
    swc_tournament_free(t);
}
END_TEST

/*
 * dutch_compatible() a row at a time, as the 2026 engine's step 0 and
 * window rows read it (dutch_mark_forbidden(), dutch_absolute_code()):
 * the same answer for every pair of a field's last round, with absolute
 * colour preferences, topscorers, kept pairs and pairs that met; positions
 * are the vertices reversed, with a few players left out.
 */
START_TEST(test_compatible_by_row)
{
    swc_tournament *t = sequential_field(160, 8, 9, 11, 0); /* the last round: topscorers */
    for (uint32_t b = 2; b < 160; b += 9)
        ck_assert_int_eq(swc_model_forbid_rounds(t, 3, b, 1, SWC_ROUND_OPEN), SWC_OK);
    dutch_ctx c;
    ck_assert_int_eq(swc_dutch_prepare(&c, t, 2026), SWC_OK);
    size_t n = c.n, clashes = 0, forbidden = 0, topscorers = 0;
    long *pos = malloc(n * sizeof *pos);
    uint8_t *mark = calloc(n, 1);
    uint16_t *code = malloc(n * sizeof *code);
    ck_assert(pos && mark && code);
    for (size_t v = 0; v < n; v++) {
        pos[v] = v % 17 == 5 ? -1 : (long)(n - 1 - v);
        code[v] = dutch_absolute_code(&c.pl[v]);
    }
    for (size_t a = 0; a < n; a++) {
        if (pos[a] < 0)
            continue;
        dutch_mark_forbidden(&c, a, pos, n, mark, 1);
        for (size_t b = 0; b < n; b++) {
            if (b == a || pos[b] < 0)
                continue;
            int by_row = !mark[pos[b]] && !(code[a] && code[a] == code[b]);
            ck_assert_msg(by_row == dutch_compatible(&c, a, b), "vertices %zu and %zu: %d by row", a, b, by_row);
            clashes += !dutch_forbidden(&c, a, b) && !by_row;
            forbidden += (size_t)mark[pos[b]];
            topscorers += by_row && c.pl[a].absolute && c.pl[b].absolute && c.pl[a].pref == c.pl[b].pref;
        }
        dutch_mark_forbidden(&c, a, pos, n, mark, 0);
        for (size_t p = 0; p < n; p++)
            ck_assert_uint_eq(mark[p], 0);
    }
    ck_assert_uint_gt(clashes, 0);
    ck_assert_uint_gt(topscorers, 0); /* the same absolute colour, one a topscorer */
    ck_assert_uint_gt(forbidden, 160 * 4);
    free(pos);
    free(mark);
    free(code);
    swc_dutch_release(&c);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dutch-internal");
    TCase *tc = tcase_create("shortcuts");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_shortcuts_agree);
    tcase_add_test(tc, test_shortcuts_agree_2017);
    tcase_add_test(tc, test_shortcuts_agree_big);
    tcase_add_test(tc, test_relaxed_below_agrees_2017);
    tcase_add_test(tc, test_forbidden_pairs);
    tcase_add_test(tc, test_compatible_by_row);
    tcase_add_test(tc, test_base_by_class);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
