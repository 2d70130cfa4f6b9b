/*
 * Round robin by the Berger tables, through the public API, against the
 * tables FIDE publishes for 3 to 16 players (tests/data/berger, see the
 * README there). swc_test_tournament(n) gives player i the TPN i, which is
 * his seat in the table.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define MAXB 8
#define MAXR 15

typedef struct table {
    int seats, rounds;
    int white[MAXR][MAXB], black[MAXR][MAXB];
} table;

static void load(table *tb, int seats)
{
    char name[32];
    snprintf(name, sizeof name, "berger/berger-%02d.txt", seats);
    char *path = swc_test_path(swc_test_data_dir(), name);
    char *text = swc_test_read_file(path, NULL);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    memset(tb, 0, sizeof *tb);
    tb->seats = seats;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        if (line[0] == '#')
            continue;
        int r = 0, used = 0;
        ck_assert_msg(sscanf(line, "Rd %d:%n", &r, &used) == 1, "%s: bad line '%s'", path, line);
        ck_assert(r == tb->rounds + 1 && r <= MAXR);
        const char *p = line + used;
        int b = 0, w, bl, n;
        while (sscanf(p, " %d-%d%n", &w, &bl, &n) == 2) {
            ck_assert(b < MAXB);
            tb->white[r - 1][b] = w;
            tb->black[r - 1][b] = bl;
            b++;
            p += n;
            if (*p == ',' || *p == '.')
                p++;
        }
        ck_assert_int_eq(b, seats / 2);
        tb->rounds = r;
    }
    ck_assert_int_eq(tb->rounds, seats - 1);
    free(text);
    free(path);
}

static void set(swc_tournament *t, int key, int32_t value)
{
    int rc = swc_tournament_set_int(t, key, value);
    ck_assert_msg(rc == SWC_OK, "setting %d = %d: %s", key, (int)value, swc_tournament_errmsg(t));
}

static swc_tournament *mk(int n, int rounds)
{
    swc_tournament *t = swc_test_tournament(n);
    ck_assert_ptr_nonnull(t);
    set(t, SWC_SET_ROUNDS, rounds);
    set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_BERGER);
    return t;
}

static swc_round *pair_ok(swc_tournament *t)
{
    swc_round *r = NULL;
    int rc = swc_tournament_pair_next(&r, t);
    ck_assert_msg(rc == SWC_OK, "pairing round %u: %s", swc_tournament_round_count(t) + 1, swc_tournament_errmsg(t));
    return r;
}

static int32_t kind_of(const swc_tournament *t, uint32_t id, uint32_t round)
{
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&ri, swc_tournament_player(t, id), round), SWC_OK);
    return ri.kind;
}

/*
 * Pair round `k` and compare with round `row` of the table (1-based),
 * colours swapped when `reverse`: the boards of the table in its order,
 * without the board of the extra seat of an odd field (whose other player
 * is not paired). Then every game is drawn.
 */
static void check_round(swc_tournament *t, const table *tb, int n, int k, int row, int reverse)
{
    swc_round *r = pair_ok(t);
    ck_assert_uint_eq(swc_round_number(r), (uint32_t)k);
    uint32_t got = 0;
    for (int b = 0; b < tb->seats / 2; b++) {
        int w = tb->white[row - 1][b], bl = tb->black[row - 1][b];
        if (reverse) {
            int x = w;
            w = bl;
            bl = x;
        }
        if (w > n || bl > n) {
            uint32_t free_player = (uint32_t)(w > n ? bl : w);
            ck_assert_msg(kind_of(t, free_player, (uint32_t)k) == SWC_RK_NOT_PAIRED,
                          "%d players, round %d: player %u should have the round off", n, k, free_player);
            continue;
        }
        uint32_t gw = 0, gb = 0;
        got++;
        ck_assert_int_eq(swc_round_board(&gw, &gb, r, got), SWC_OK);
        ck_assert_msg(gw == (uint32_t)w && gb == (uint32_t)bl, "%d players, round %d, board %u: %u-%u, table says %d-%d",
                      n, k, got, gw, gb, w, bl);
    }
    ck_assert_uint_eq(swc_round_board_count(r), got);
    for (uint32_t b = 1; b <= got; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
}

START_TEST(test_published_tables)
{
    /* _i runs over 3..16 players. */
    int n = _i;
    table tb;
    load(&tb, n + n % 2);
    swc_tournament *t = mk(n, tb.rounds);
    for (int k = 1; k <= tb.rounds; k++)
        check_round(t, &tb, n, k, k, 0);
    /* Every planned round exists now. */
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_ESTATE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_double_round_robin)
{
    /* The second cycle repeats the first with colours reversed. */
    for (int n = 5; n <= 6; n++) {
        table tb;
        load(&tb, 6);
        swc_tournament *t = mk(n, 2 * tb.rounds);
        for (int k = 1; k <= 2 * tb.rounds; k++)
            check_round(t, &tb, n, k, (k - 1) % tb.rounds + 1, k > tb.rounds);
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_initial_colour_black)
{
    table tb;
    load(&tb, 4);
    swc_tournament *t = mk(4, 3);
    set(t, SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK);
    for (int k = 1; k <= 3; k++)
        check_round(t, &tb, 4, k, k, 1);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_withdrawn_keeps_seat)
{
    /* Player 3 withdraws after round 1: his seat stays, his opponent of
     * round 2 (table: 6-4, 5-3, 1-2) has the round off. */
    swc_tournament *t = mk(6, 5);
    swc_round *r = pair_ok(t);
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 3), 2), SWC_OK);
    r = pair_ok(t);
    ck_assert_uint_eq(swc_round_board_count(r), 2);
    uint32_t w, b;
    ck_assert_int_eq(swc_round_board(&w, &b, r, 1), SWC_OK);
    ck_assert(w == 6 && b == 4);
    ck_assert_int_eq(swc_round_board(&w, &b, r, 2), SWC_OK);
    ck_assert(w == 1 && b == 2);
    ck_assert_int_eq(kind_of(t, 5, 2), SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(kind_of(t, 3, 2), SWC_RK_WITHDRAWN);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_large_field_meets_everyone_once)
{
    /* Beyond the published tables: 29 and 30 players, every pair exactly
     * once, each player once a round, whites and blacks differing by at most
     * one at the end. */
    for (int n = 29; n <= 30; n++) {
        swc_tournament *t = mk(n, 29);
        static unsigned char met[31][31];
        memset(met, 0, sizeof met);
        int diff[31] = { 0 };
        for (int k = 1; k <= 29; k++) {
            swc_round *r = pair_ok(t);
            for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
                uint32_t w, bl;
                ck_assert_int_eq(swc_round_board(&w, &bl, r, b), SWC_OK);
                ck_assert_msg(!met[w][bl], "%u and %u meet twice", w, bl);
                met[w][bl] = met[bl][w] = 1;
                diff[w]++;
                diff[bl]--;
                ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
            }
        }
        for (int a = 1; a <= n; a++) {
            ck_assert_int_le(abs(diff[a]), 1);
            for (int b = a + 1; b <= n; b++)
                ck_assert_msg(met[a][b], "%d players: %d and %d never meet", n, a, b);
        }
        swc_tournament_free(t);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("berger");
    TCase *tc = tcase_create("tables");
    tcase_add_loop_test(tc, test_published_tables, 3, 17);
    tcase_add_test(tc, test_double_round_robin);
    tcase_add_test(tc, test_initial_colour_black);
    tcase_add_test(tc, test_withdrawn_keeps_seat);
    tcase_add_test(tc, test_large_field_meets_everyone_once);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
