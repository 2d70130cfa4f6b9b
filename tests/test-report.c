/* Reports: a round's boards, the wall sheet by name, the crosstable and the
 * round-robin grid, with cells worked out by hand from the rounds played. */
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Five players (P01 2400 … P05 2360), three rounds:
 *   R1 P1-P2 1-0, P3-P4 ½-½, P5 pairing-allocated bye
 *   R2 P5-P1 0-1, P2-P3 +/- (P3 forfeits), P4 half-point bye
 *   R3 P1-P4 ½-½, P3-P5 1-0, P2 zero-point bye
 * Scores: P1 2.5, P3 1.5, P4 1.5, P2 1, P5 1. */
static swc_tournament *swiss_event(void)
{
    swc_tournament *t = swc_test_tournament(5);
    swc_test_play(t, "1-2:1 3-4:= 5:U");
    swc_test_play(t, "5-1:0 2-3:+ 4:H");
    swc_test_play(t, "1-4:= 3-5:1 2:Z");
    return t;
}

static int column_of(const swc_report *r, const char *key)
{
    for (uint32_t c = 0; c < swc_report_column_count(r); c++) {
        swc_report_column_info ci = SWC_REPORT_COLUMN_INFO_INIT;
        ck_assert_int_eq(swc_report_column(&ci, r, c), SWC_OK);
        if (!strcmp(ci.key, key))
            return (int)c;
    }
    ck_abort_msg("no column %s", key);
    return -1;
}

static const char *cell(const swc_report *r, uint32_t row, const char *key)
{
    swc_report_cell_info ci = SWC_REPORT_CELL_INFO_INIT;
    ck_assert_int_eq(swc_report_cell(&ci, r, row, (uint32_t)column_of(r, key)), SWC_OK);
    return ci.text;
}

static int64_t value(const swc_report *r, uint32_t row, const char *key)
{
    swc_report_cell_info ci = SWC_REPORT_CELL_INFO_INIT;
    ck_assert_int_eq(swc_report_cell(&ci, r, row, (uint32_t)column_of(r, key)), SWC_OK);
    ck_assert_msg(ci.has_value, "cell %s of row %u has no value", key, row);
    return ci.value;
}

START_TEST(test_crosstable_cells)
{
    swc_tournament *t = swiss_event();
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_crosstable(&r, t, NULL), SWC_OK);
    ck_assert_int_eq(swc_report_kind(r), SWC_REPORT_CROSSTABLE);
    ck_assert_uint_eq(swc_report_round(r), 3);
    ck_assert_uint_eq(swc_report_row_count(r), 5);
    /* Lines by points, ties in pairing-number order: P1, P3, P4, P2, P5. */
    static const char *const expect[5][6] = {
        { "1", "P01", "4w1", "5b1", "3w½", "2.5" },
        { "2=", "P03", "3w½", "4b-", "5w1", "1.5" },
        { "2=", "P04", "2b½", "=", "1b½", "1.5" },
        { "4=", "P02", "1b0", "2w+", "-", "1.0" },
        { "4=", "P05", "+", "1w0", "2b0", "1.0" },
    };
    static const char *const keys[6] = { "rank", "name", "r1", "r2", "r3", "points" };
    for (uint32_t i = 0; i < 5; i++) {
        ck_assert_int_eq(value(r, i, "no"), i + 1);
        for (int k = 0; k < 6; k++)
            ck_assert_msg(!strcmp(cell(r, i, keys[k]), expect[i][k]), "row %u %s: '%s', expected '%s'", i, keys[k],
                          cell(r, i, keys[k]), expect[i][k]);
    }
    ck_assert_int_eq(value(r, 0, "points"), 25);
    ck_assert_int_eq(value(r, 0, "rating"), 2400);
    swc_report_free(r);

    /* After round 1 the order and the columns change. */
    swc_report_options o = SWC_REPORT_OPTIONS_INIT;
    o.round = 1;
    ck_assert_int_eq(swc_report_crosstable(&r, t, &o), SWC_OK);
    ck_assert_uint_eq(swc_report_column_count(r), 7 + 1 + 1);
    ck_assert_str_eq(cell(r, 0, "name"), "P01");
    ck_assert_str_eq(cell(r, 0, "r1"), "5w1"); /* P2 is last: line 5 */
    ck_assert_str_eq(cell(r, 1, "name"), "P05");
    ck_assert_str_eq(cell(r, 1, "r1"), "+");
    swc_report_free(r);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_crosstable_tiebreaks)
{
    swc_tournament *t = swiss_event();
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = "WIN";
    swc_report_options o = SWC_REPORT_OPTIONS_INIT;
    o.standings = &so;
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_crosstable(&r, t, &o), SWC_OK);
    /* WIN counts the forfeit win and the PAB: P2 and P5 have one each, P3 one
     * (R3), P4 none; so P3 is ahead of P4 and P2, P5 still tie. */
    ck_assert_str_eq(cell(r, 1, "name"), "P03");
    ck_assert_str_eq(cell(r, 1, "rank"), "2");
    ck_assert_str_eq(cell(r, 2, "name"), "P04");
    ck_assert_str_eq(cell(r, 2, "rank"), "3");
    ck_assert_int_eq(value(r, 1, "WIN"), 1);
    ck_assert_int_eq(value(r, 2, "WIN"), 0);
    ck_assert_str_eq(cell(r, 0, "r3"), "3w½");
    size_t len = 0;
    ck_assert_int_eq(swc_report_json(&len, NULL, 0, r), SWC_EBUFSIZE);
    char *json = malloc(len + 1);
    ck_assert_int_eq(swc_report_json(&len, json, len + 1, r), SWC_OK);
    ck_assert_ptr_nonnull(strstr(json, "\"kind\": \"crosstable\""));
    ck_assert_ptr_nonnull(strstr(json, "[1, \"1\", 1, \"P01\", 2400, null, null, \"4w1\", \"5b1\", \"3w½\", 2.5, 2]"));
    free(json);
    swc_report_free(r);

    so.tiebreaks = "XYZ";
    ck_assert_int_eq(swc_report_crosstable(&r, t, &o), SWC_EINVAL);
    ck_assert_ptr_null(r);
    ck_assert_str_ne(swc_tournament_errmsg(t), "");
    so.tiebreaks = NULL;
    o.round = 4;
    ck_assert_int_eq(swc_report_crosstable(&r, t, &o), SWC_ERANGE);
    ck_assert_ptr_null(r);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_boards)
{
    swc_tournament *t = swiss_event();
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_boards(&r, t, NULL), SWC_OK);
    ck_assert_int_eq(swc_report_kind(r), SWC_REPORT_BOARDS);
    ck_assert_uint_eq(swc_report_round(r), 3);
    ck_assert_uint_eq(swc_report_row_count(r), 3);
    ck_assert_int_eq(value(r, 0, "board"), 1);
    ck_assert_str_eq(cell(r, 0, "white_name"), "P01");
    ck_assert_int_eq(value(r, 0, "white_points"), 20);
    ck_assert_str_eq(cell(r, 0, "result"), "½-½");
    ck_assert_str_eq(cell(r, 0, "black_name"), "P04");
    ck_assert_str_eq(cell(r, 0, "black_points"), "1.0");
    ck_assert_int_eq(value(r, 0, "black_rating"), 2370);
    ck_assert_str_eq(cell(r, 1, "white_name"), "P03");
    ck_assert_str_eq(cell(r, 1, "white_points"), "0.5");
    ck_assert_str_eq(cell(r, 1, "result"), "1-0");
    ck_assert_str_eq(cell(r, 1, "black_name"), "P05");
    /* The zero-point bye: no board, the player in the white columns. */
    ck_assert_str_eq(cell(r, 2, "board"), "");
    ck_assert_str_eq(cell(r, 2, "white_name"), "P02");
    ck_assert_str_eq(cell(r, 2, "white_points"), "1.0");
    ck_assert_str_eq(cell(r, 2, "result"), "zero_bye");
    ck_assert_str_eq(cell(r, 2, "black_name"), "");
    swc_report_free(r);

    swc_report_options o = SWC_REPORT_OPTIONS_INIT;
    o.round = 2;
    o.by_name = 1;
    ck_assert_int_eq(swc_report_boards(&r, t, &o), SWC_OK);
    ck_assert_int_eq(swc_report_kind(r), SWC_REPORT_BOARDS_BY_NAME);
    ck_assert_uint_eq(swc_report_row_count(r), 5);
    static const char *const expect[5][5] = {
        { "P01", "1", "b", "P05", "1" },
        { "P02", "2", "w", "P03", "+" },
        { "P03", "2", "b", "P02", "-" },
        { "P04", "", "", "", "half_bye" },
        { "P05", "1", "w", "P01", "0" },
    };
    static const char *const keys[5] = { "name", "board", "colour", "opponent_name", "result" };
    for (uint32_t i = 0; i < 5; i++)
        for (int k = 0; k < 5; k++)
            ck_assert_msg(!strcmp(cell(r, i, keys[k]), expect[i][k]), "row %u %s: '%s', expected '%s'", i, keys[k],
                          cell(r, i, keys[k]), expect[i][k]);
    ck_assert_int_eq(value(r, 0, "points"), 10);
    swc_report_free(r);

    o.round = 4;
    ck_assert_int_eq(swc_report_boards(&r, t, &o), SWC_ENOTFOUND);
    ck_assert_ptr_null(r);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "round 4"));
    swc_tournament_free(t);

    t = swc_test_tournament(4);
    ck_assert_int_eq(swc_report_boards(&r, t, NULL), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_report_boards(NULL, t, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_report_boards(&r, NULL, NULL), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_grid)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_BERGER), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    swc_test_play(t, "1-4:1 2-3:=");
    swc_test_play(t, "4-3:0 1-2:=");
    swc_test_play(t, "2-4:1 3-1:0");
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_crosstable(&r, t, NULL), SWC_OK);
    ck_assert_int_eq(swc_report_kind(r), SWC_REPORT_GRID);
    /* P1 2.5, P2 2, P3 1.5, P4 0. */
    static const char *const expect[4][5] = {
        { "P01", "*", "½", "1", "1" },
        { "P02", "½", "*", "½", "1" },
        { "P03", "0", "½", "*", "1" },
        { "P04", "0", "0", "0", "*" },
    };
    static const char *const keys[5] = { "name", "1", "2", "3", "4" };
    for (uint32_t i = 0; i < 4; i++)
        for (int k = 0; k < 5; k++)
            ck_assert_msg(!strcmp(cell(r, i, keys[k]), expect[i][k]), "row %u column %s: '%s', expected '%s'", i,
                          keys[k], cell(r, i, keys[k]), expect[i][k]);
    ck_assert_int_eq(value(r, 1, "points"), 20);
    swc_report_free(r);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_accessors_refuse)
{
    swc_report_cell_info cell_info = SWC_REPORT_CELL_INFO_INIT;
    swc_report_column_info col = SWC_REPORT_COLUMN_INFO_INIT;
    size_t len = 0;
    ck_assert_int_eq(swc_report_kind(NULL), 0);
    ck_assert_uint_eq(swc_report_row_count(NULL), 0);
    ck_assert_uint_eq(swc_report_column_count(NULL), 0);
    ck_assert_int_eq(swc_report_cell(&cell_info, NULL, 0, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_report_column(&col, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_report_json(&len, NULL, 0, NULL), SWC_EINVAL);
    swc_report_free(NULL);
    swc_tournament *t = swiss_event();
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_boards(&r, t, NULL), SWC_OK);
    ck_assert_int_eq(swc_report_cell(&cell_info, r, 3, 0), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_report_cell(&cell_info, r, 0, 99), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_report_column(&col, r, 99), SWC_ENOTFOUND);
    cell_info.struct_size = 4;
    ck_assert_int_eq(swc_report_cell(&cell_info, r, 0, 0), SWC_EINVAL);
    swc_report_free(r);
    swc_tournament_free(t);
}
END_TEST

/* The JSON text allocates through the tournament's allocator: each failing
 * allocation gives SWC_ENOMEM and leaks nothing. */
START_TEST(test_json_out_of_memory)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
    to.allocator = &a;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
    for (int i = 0; i < 4; i++) {
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = i % 2 ? "棋手" : "Player";
        ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    }
    swc_test_play(t, "1-2:1 3-4:=");
    swc_report *r = NULL;
    ck_assert_int_eq(swc_report_crosstable(&r, t, NULL), SWC_OK);
    long n;
    for (n = 1; n < 100; n++) {
        long blocks = st.live_blocks;
        size_t len = 0;
        st.fail_at = st.calls + n;
        int rc = swc_report_json(&len, NULL, 0, r);
        st.fail_at = 0;
        ck_assert_int_eq(st.live_blocks, blocks);
        if (rc == SWC_EBUFSIZE)
            break;
        ck_assert_int_eq(rc, SWC_ENOMEM);
    }
    ck_assert_int_lt(n, 100);
    swc_report_free(r);
    swc_tournament_free(t);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("report");
    TCase *tc = tcase_create("report");
    tcase_add_test(tc, test_crosstable_cells);
    tcase_add_test(tc, test_crosstable_tiebreaks);
    tcase_add_test(tc, test_boards);
    tcase_add_test(tc, test_grid);
    tcase_add_test(tc, test_accessors_refuse);
    tcase_add_test(tc, test_json_out_of_memory);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
