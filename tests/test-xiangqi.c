/*
 * Xiangqi: the natural move limit counter, the board (FEN, legality of
 * every piece kind, check, mate, capture), both notations and repetition.
 *
 * Legality is checked against published perft node counts (the number of
 * move sequences of a given length), which any error in a movement rule,
 * in the flying-general rule or in self-check detection changes. The
 * positions and counts are from the Chinese chess perft table of the
 * Chess Programming Wiki (chessprogramming.org, "Chinese Chess Perft
 * Results").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"
#include "xiangqi/xq.h"

/* ---- helpers ------------------------------------------------------------ */

static swc_xq_counter *new_counter(void)
{
    swc_xq_counter *c = NULL;
    ck_assert_int_eq(swc_xq_counter_new(&c, NULL), SWC_OK);
    ck_assert_ptr_nonnull(c);
    return c;
}

static swc_xq_board *new_board(const char *fen)
{
    swc_xq_board *b = NULL;
    ck_assert_int_eq(swc_xq_board_new(&b, NULL), SWC_OK);
    ck_assert_ptr_nonnull(b);
    if (fen) {
        int rc = swc_xq_board_set_fen(b, fen);
        ck_assert_msg(rc == SWC_OK, "FEN %s: %s", fen, swc_xq_board_errmsg(b));
    }
    return b;
}

static int other(int side)
{
    return side == SWC_XQ_RED ? SWC_XQ_BLACK : SWC_XQ_RED;
}

static swc_xq_counter_info info_of(const swc_xq_counter *c)
{
    swc_xq_counter_info in = SWC_XQ_COUNTER_INFO_INIT;
    ck_assert_int_eq(swc_xq_counter_get_info(&in, c), SWC_OK);
    return in;
}

/* Play a move and return what the board says about it. */
static swc_xq_move_info play(swc_xq_board *b, const char *move)
{
    swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
    int rc = swc_xq_board_play(&mi, b, move, strlen(move));
    ck_assert_msg(rc == SWC_OK, "move %s: %s", move, swc_xq_board_errmsg(b));
    return mi;
}

static int try_move(swc_xq_board *b, const char *move)
{
    swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
    return swc_xq_board_check_move(&mi, b, move, strlen(move));
}

/* ---- counter ------------------------------------------------------------ */

START_TEST(test_counter_defaults_are_fangzhuang)
{
    swc_xq_counter *c = new_counter();
    int32_t v = 0;
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_RULE), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_RULE_FANGZHUANG);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_LIMIT_PLIES), SWC_OK);
    ck_assert_int_eq(v, 60);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_LIMIT_MOVES), SWC_OK);
    ck_assert_int_eq(v, 30);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_RESETS), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_START), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_START_AFTER_PROPOSER);
    swc_xq_counter_info in = info_of(c);
    ck_assert_int_eq(in.state, SWC_XQ_COUNTER_IDLE);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    ck_assert_int_eq(swc_xq_counter_plies_left(c), 60);
    ck_assert_int_eq(swc_xq_counter_is_drawn(c), 0);
    swc_xq_counter_free(c);
}
END_TEST

/* Red offers a draw with his move; black refuses and moves; red's next
 * ply is not counted; then 60 plies without capture or check draw. */
START_TEST(test_counter_starts_after_proposer_move)
{
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_RED, SWC_XQ_BLACK), SWC_OK);
    ck_assert_int_eq(info_of(c).state, SWC_XQ_COUNTER_WAITING);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_BLACK, SWC_XQ_PLY_CAPTURE), SWC_OK);
    ck_assert_int_eq(info_of(c).state, SWC_XQ_COUNTER_WAITING);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_RED, 0), SWC_OK);  /* the proposer's move */
    ck_assert_int_eq(info_of(c).state, SWC_XQ_COUNTER_COUNTING);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    int side = SWC_XQ_BLACK;
    for (int i = 1; i <= 60; i++) {
        ck_assert_int_eq(swc_xq_counter_is_drawn(c), 0);
        ck_assert_int_eq(swc_xq_counter_ply(c, side, 0), SWC_OK);
        ck_assert_int_eq(swc_xq_counter_count(c), i);
        ck_assert_int_eq(swc_xq_counter_plies_left(c), 60 - i);
        side = other(side);
    }
    ck_assert_int_eq(swc_xq_counter_is_drawn(c), 1);
    swc_xq_counter_info in = info_of(c);
    ck_assert_int_eq(in.state, SWC_XQ_COUNTER_DRAWN);
    ck_assert_int_eq(in.plies, 62);
    ck_assert_int_eq(in.drawn_at_ply, 62);
    ck_assert_int_eq(in.left, 0);
    swc_xq_counter_free(c);
}
END_TEST

START_TEST(test_counter_proposer_to_move)
{
    /* When the proposer is to move, his very next ply is the uncounted one. */
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_BLACK, SWC_XQ_BLACK), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_BLACK, SWC_XQ_PLY_CHECK), SWC_OK);
    ck_assert_int_eq(info_of(c).state, SWC_XQ_COUNTER_COUNTING);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_RED, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_count(c), 1);
    ck_assert_int_eq(info_of(c).resets, 0);
    swc_xq_counter_free(c);
}
END_TEST

START_TEST(test_counter_capture_and_check_reset)
{
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_RED, SWC_XQ_RED), SWC_OK);
    int side = SWC_XQ_RED;
    ck_assert_int_eq(swc_xq_counter_ply(c, side, 0), SWC_OK);
    side = other(side);
    for (int i = 0; i < 59; i++, side = other(side))
        ck_assert_int_eq(swc_xq_counter_ply(c, side, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_count(c), 59);
    /* A check one ply before the limit starts everything again. */
    ck_assert_int_eq(swc_xq_counter_ply(c, side, SWC_XQ_PLY_CHECK), SWC_OK);
    side = other(side);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    ck_assert_int_eq(swc_xq_counter_plies_left(c), 60);
    swc_xq_counter_info in = info_of(c);
    ck_assert_int_eq(in.resets, 1);
    ck_assert_int_eq(in.last_reset_ply, 61);
    for (int i = 0; i < 30; i++, side = other(side))
        ck_assert_int_eq(swc_xq_counter_ply(c, side, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_ply(c, side, SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK), SWC_OK);
    side = other(side);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    ck_assert_int_eq(swc_xq_counter_ply(c, side, SWC_XQ_PLY_CAPTURE), SWC_OK);
    side = other(side);
    ck_assert_int_eq(info_of(c).resets, 3);
    for (int i = 0; i < 60; i++, side = other(side))
        ck_assert_int_eq(swc_xq_counter_ply(c, side, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_is_drawn(c), 1);
    ck_assert_int_eq(info_of(c).drawn_at_ply, 1 + 60 + 30 + 2 + 60);
    swc_xq_counter_free(c);
}
END_TEST

START_TEST(test_counter_general_rule)
{
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_set_int(c, SWC_XQ_SET_RULE, SWC_XQ_RULE_GENERAL), SWC_OK);
    int32_t v = 0;
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_LIMIT_PLIES), SWC_OK);
    ck_assert_int_eq(v, 120);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, c, SWC_XQ_SET_RESETS), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_PLY_CAPTURE);
    /* No proposer under the general rule: counting starts at once. */
    ck_assert_int_eq(swc_xq_counter_start(c, 0, SWC_XQ_RED), SWC_OK);
    int side = SWC_XQ_RED;
    for (int i = 1; i < 120; i++, side = other(side)) {
        /* Checks do not reset under this rule. */
        ck_assert_int_eq(swc_xq_counter_ply(c, side, i % 7 == 0 ? SWC_XQ_PLY_CHECK : 0), SWC_OK);
        ck_assert_int_eq(swc_xq_counter_count(c), i);
    }
    ck_assert_int_eq(swc_xq_counter_ply(c, side, SWC_XQ_PLY_CAPTURE), SWC_OK);
    side = other(side);
    ck_assert_int_eq(swc_xq_counter_count(c), 0);
    for (int i = 1; i <= 120; i++, side = other(side))
        ck_assert_int_eq(swc_xq_counter_ply(c, side, SWC_XQ_PLY_CHECK), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_is_drawn(c), 1);
    ck_assert_int_eq(info_of(c).drawn_at_ply, 240);

    /* The same rule from single settings: 60 moves each, capture only. */
    swc_xq_counter *d = new_counter();
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_LIMIT_MOVES, 60), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_RESETS, SWC_XQ_PLY_CAPTURE), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, d, SWC_XQ_SET_RULE), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_RULE_CUSTOM);  /* still starts after the proposer */
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_START, SWC_XQ_START_NOW), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, d, SWC_XQ_SET_RULE), SWC_OK);
    ck_assert_int_eq(v, SWC_XQ_RULE_GENERAL);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_RULE, SWC_XQ_RULE_FANGZHUANG), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_get_int(&v, d, SWC_XQ_SET_LIMIT_PLIES), SWC_OK);
    ck_assert_int_eq(v, 60);
    swc_xq_counter_free(d);
    swc_xq_counter_free(c);
}
END_TEST

START_TEST(test_counter_errors_change_nothing)
{
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_RED, 0), SWC_ESTATE);  /* not started */
    ck_assert_str_ne(swc_xq_counter_errmsg(c), "");
    ck_assert_int_eq(swc_xq_counter_start(c, 3, SWC_XQ_RED), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_start(c, 0, SWC_XQ_RED), SWC_EINVAL);  /* needs a proposer */
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_RED, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_RED, SWC_XQ_BLACK), SWC_OK);
    ck_assert_str_eq(swc_xq_counter_errmsg(c), "");
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_BLACK, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_RED, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_BLACK, 0), SWC_OK);
    swc_xq_counter_info before = info_of(c);

    /* The same side twice in a row is refused and counts nothing. */
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_BLACK, 0), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_xq_counter_errmsg(c), "red is to move"));
    ck_assert_int_eq(swc_xq_counter_ply(c, SWC_XQ_RED, 4), SWC_EINVAL);  /* unknown flag */
    ck_assert_int_eq(swc_xq_counter_ply(c, 0, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_set_int(c, SWC_XQ_SET_LIMIT_PLIES, 10), SWC_ESTATE);
    swc_xq_counter_info after = info_of(c);
    ck_assert_mem_eq(&before, &after, sizeof before);

    /* Drive it to the draw with a short limit, then one ply too many. */
    swc_xq_counter *d = new_counter();
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_LIMIT_PLIES, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_LIMIT_PLIES, SWC_XQ_MAX_LIMIT + 1), SWC_ERANGE);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_RESETS, 8), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_START, 2), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_RULE, 9), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_set_int(d, 99, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_LIMIT_PLIES, 4), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_start(d, SWC_XQ_RED, SWC_XQ_RED), SWC_OK);
    int side = SWC_XQ_RED;
    for (int i = 0; i < 5; i++, side = other(side))
        ck_assert_int_eq(swc_xq_counter_ply(d, side, 0), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_is_drawn(d), 1);
    before = info_of(d);
    ck_assert_int_eq(swc_xq_counter_ply(d, side, 0), SWC_ESTATE);
    ck_assert_ptr_nonnull(strstr(swc_xq_counter_errmsg(d), "already drawn"));
    after = info_of(d);
    ck_assert_mem_eq(&before, &after, sizeof before);
    /* After the draw the settings may change again, and a restart works. */
    ck_assert_int_eq(swc_xq_counter_set_int(d, SWC_XQ_SET_LIMIT_PLIES, 6), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_start(d, SWC_XQ_BLACK, SWC_XQ_RED), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_plies_left(d), 6);

    /* NULL and foreign handles. */
    ck_assert_int_eq(swc_xq_counter_new(NULL, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_ply(NULL, SWC_XQ_RED, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_count(NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_plies_left(NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_counter_is_drawn(NULL), SWC_EINVAL);
    ck_assert_str_eq(swc_xq_counter_errmsg(NULL), "invalid handle");
    uint32_t junk[64] = { 0 };
    ck_assert_int_eq(swc_xq_counter_count((const swc_xq_counter *)(const void *)junk), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_board_ply_count((const swc_xq_board *)(const void *)junk), SWC_EINVAL);
    swc_xq_counter_info small = SWC_XQ_COUNTER_INFO_INIT;
    small.struct_size = 8;
    ck_assert_int_eq(swc_xq_counter_get_info(&small, c), SWC_EINVAL);
    swc_xq_counter_free(NULL);
    swc_xq_counter_free(d);
    swc_xq_counter_free(c);
}
END_TEST

START_TEST(test_counter_out_of_memory)
{
    swc_test_alloc st = { 1, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_xq_options opts = SWC_XQ_OPTIONS_INIT;
    opts.allocator = &a;
    swc_xq_counter *c = (swc_xq_counter *)1;
    ck_assert_int_eq(swc_xq_counter_new(&c, &opts), SWC_ENOMEM);
    ck_assert_ptr_null(c);
    swc_xq_board *b = (swc_xq_board *)1;
    st.fail_at = st.calls + 1;
    ck_assert_int_eq(swc_xq_board_new(&b, &opts), SWC_ENOMEM);
    ck_assert_ptr_null(b);
    ck_assert_int_eq(st.live_blocks, 0);

    /* A board whose history cannot grow refuses the move and stays as it was. */
    st.fail_at = 0;
    ck_assert_int_eq(swc_xq_board_new(&b, &opts), SWC_OK);
    st.fail_at = st.calls + 1;
    ck_assert_int_eq(swc_xq_board_play(NULL, b, "h2e2", 4), SWC_ENOMEM);
    ck_assert_int_eq(swc_xq_board_ply_count(b), 0);
    ck_assert_int_eq(swc_xq_board_side_to_move(b), SWC_XQ_RED);
    st.fail_at = 0;
    ck_assert_int_eq(swc_xq_board_play(NULL, b, "h2e2", 4), SWC_OK);
    swc_xq_board_free(b);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* ---- board: legality ---------------------------------------------------- */

static uint64_t perft(const xq_pos *p, int depth)
{
    xq_move moves[XQ_MAX_MOVES];
    int n = xq_gen_legal(p, moves);
    if (depth == 1)
        return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        xq_pos q = *p;
        xq_make(&q, moves[i]);
        total += perft(&q, depth - 1);
    }
    return total;
}

static const struct {
    const char *fen;
    uint64_t nodes[3];
} perft_cases[] = {
    { "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w", { 44, 1920, 79666 } },
    { "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w", { 38, 1128, 43929 } },
    { "1cbak4/9/n2a5/2p1p3p/5cp2/2n2N3/6PCP/3AB4/2C6/3A1K1N1 w", { 7, 281, 8620 } },
    { "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w", { 25, 424, 9850 } },
    { "CRN1k1b2/3ca4/4ba3/9/2nr5/9/9/4B4/4A4/4KA3 w", { 28, 516, 14808 } },
    { "R1N1k1b2/9/3aba3/9/2nr5/2B6/9/4B4/4A4/4KA3 w", { 21, 364, 7626 } },
    { "C1nNk4/9/9/9/9/9/n1pp5/B3C4/9/3A1K3 w", { 28, 222, 6241 } },
    { "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w", { 23, 345, 8124 } },
    { "2b1ka3/9/b3N4/4n4/9/9/9/4C4/2p6/2BK5 w", { 21, 195, 3883 } },
};

START_TEST(test_perft)
{
    for (size_t i = 0; i < sizeof perft_cases / sizeof perft_cases[0]; i++) {
        xq_pos p;
        char err[128];
        const char *fen = perft_cases[i].fen;
        ck_assert_msg(xq_fen_parse(&p, fen, strlen(fen), err, sizeof err) == SWC_OK, "%s: %s", fen, err);
        for (int d = 1; d <= 3; d++) {
            uint64_t got = perft(&p, d);
            ck_assert_msg(got == perft_cases[i].nodes[d - 1], "%s depth %d: %llu, expected %llu", fen, d,
                          (unsigned long long)got, (unsigned long long)perft_cases[i].nodes[d - 1]);
        }
    }
}
END_TEST

START_TEST(test_piece_rules)
{
    swc_xq_board *b = new_board(NULL);
    ck_assert_int_eq(swc_xq_board_legal_move_count(b), 44);
    /* Chariot: along the file until its own soldier. */
    ck_assert_int_eq(try_move(b, "a0a2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "a0a3"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "its own piece"));
    ck_assert_int_eq(try_move(b, "a0a4"), SWC_EPARSE);
    /* Horse: the elephant on c0 blocks its leg towards d1. */
    ck_assert_int_eq(try_move(b, "b0c2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "b0a2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "b0d1"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "leg"));
    /* Cannon: moves without a screen, captures only over exactly one. */
    ck_assert_int_eq(try_move(b, "h2e2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "h2h9"), SWC_OK);   /* over the black cannon on h7 */
    ck_assert_int_eq(try_move(b, "h2h7"), SWC_EPARSE); /* no screen */
    ck_assert_int_eq(try_move(b, "h2h8"), SWC_EPARSE); /* a screen but nothing to take */
    /* Soldier: forward only before the river. */
    ck_assert_int_eq(try_move(b, "a3a4"), SWC_OK);
    ck_assert_int_eq(try_move(b, "a3b3"), SWC_EPARSE);
    ck_assert_int_eq(try_move(b, "a3a2"), SWC_EPARSE);
    /* General and advisor stay in the palace. */
    ck_assert_int_eq(try_move(b, "e0e1"), SWC_OK);
    ck_assert_int_eq(try_move(b, "e0d0"), SWC_EPARSE);
    ck_assert_int_eq(try_move(b, "d0e1"), SWC_OK);
    ck_assert_int_eq(try_move(b, "d0d1"), SWC_EPARSE);
    /* Elephant: two points diagonally. */
    ck_assert_int_eq(try_move(b, "c0e2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "c0a2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "c0d1"), SWC_EPARSE);
    /* Wrong side and empty squares. */
    ck_assert_int_eq(try_move(b, "h9g7"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "red is to move"));
    ck_assert_int_eq(try_move(b, "e5e6"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "no piece"));
    swc_xq_board_free(b);

    /* Across the river a soldier also moves sideways, never back; an
     * elephant may not cross; its eye blocks it. */
    b = new_board("3k5/9/9/9/2P6/6B2/9/9/9/4K4 w - - 0 1");
    ck_assert_int_eq(try_move(b, "c5b5"), SWC_OK);
    ck_assert_int_eq(try_move(b, "c5d5"), SWC_OK);
    ck_assert_int_eq(try_move(b, "c5c6"), SWC_OK);
    ck_assert_int_eq(try_move(b, "c5c4"), SWC_EPARSE);
    ck_assert_int_eq(try_move(b, "g4e6"), SWC_EPARSE); /* across the river */
    ck_assert_int_eq(try_move(b, "g4e2"), SWC_OK);
    ck_assert_int_eq(try_move(b, "g4i2"), SWC_OK);
    swc_xq_board_free(b);
    b = new_board("3k5/9/9/9/9/6B2/5N3/9/9/4K4 w - - 0 1");
    ck_assert_int_eq(try_move(b, "g4e2"), SWC_EPARSE); /* the horse on f3 fills the eye */
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "middle point"));
    swc_xq_board_free(b);
}
END_TEST

START_TEST(test_flying_general_and_pins)
{
    /* Red's general may not step onto the open file of black's general. */
    swc_xq_board *b = new_board("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    ck_assert_int_eq(swc_xq_board_legal_move_count(b), 1);
    ck_assert_int_eq(try_move(b, "d0e0"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "face each other"));
    ck_assert_int_eq(try_move(b, "d0d1"), SWC_OK);
    swc_xq_board_free(b);

    /* The only piece between the generals is pinned to the file. */
    b = new_board("4k4/9/9/9/9/9/9/9/4N4/4K4 w - - 0 1");
    ck_assert_int_eq(try_move(b, "e1c2"), SWC_EPARSE);
    ck_assert_int_eq(swc_xq_board_legal_move_count(b), 2);  /* general e0-d0, e0-f0 */
    swc_xq_board_free(b);

    /* A chariot pinned by a chariot. */
    b = new_board("4k4/9/9/9/4r4/9/9/9/4R4/3AK4 w - - 0 1");
    ck_assert_int_eq(try_move(b, "e1e5"), SWC_OK);
    ck_assert_int_eq(try_move(b, "e1e3"), SWC_OK);
    ck_assert_int_eq(try_move(b, "e1a1"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "own general in check"));
    swc_xq_board_free(b);

    /* Impossible set-ups are refused with a reason. */
    static const char *const bad[] = {
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",      /* generals face, red to move: black in check */
        "3k5/9/9/9/9/9/9/9/9/9 w",                /* no red general */
        "3k5/9/9/9/9/9/9/9/9/5K3 w extra",        /* junk where '-' belongs */
        "3k5/9/9/9/9/9/9/9/9/6K2 w",              /* general outside the palace */
        "3k5/9/9/9/9/9/9/9/P8/4K4 w",             /* soldier behind its line */
        "3k5/9/9/9/9/9/9/9/9/3KA4 w",             /* advisor off its points */
        "3k5/9/9/9/9/9/9/9/9/4K4 x",
        "3k5/9/9/9/9/9/9/9/9/4K5 w",              /* ten files */
        "3k5/9/9/9/9/9/9/9/9 w",                  /* nine ranks */
        "3k5/9/9/9/9/9/9/9/9/4X4 w",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - x 1",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 0",
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 1",
        "3k5/PPPPPP3/9/9/9/9/9/9/9/4K4 w",        /* six soldiers */
        "",
    };
    b = new_board(NULL);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_msg(swc_xq_board_set_fen(b, bad[i]) == SWC_EPARSE, "accepted %s", bad[i]);
        ck_assert_str_ne(swc_xq_board_errmsg(b), "");
        ck_assert_int_eq(swc_xq_board_legal_move_count(b), 44);  /* unchanged */
    }
    swc_xq_board_free(b);
}
END_TEST

START_TEST(test_fen_round_trip)
{
    swc_xq_board *b = new_board(NULL);
    char buf[128];
    size_t len = 0;
    ck_assert_int_eq(swc_xq_board_get_fen(&len, buf, sizeof buf, b), SWC_OK);
    ck_assert_str_eq(buf, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    ck_assert_uint_eq(len, strlen(buf));
    ck_assert_int_eq(swc_xq_board_get_fen(&len, NULL, 0, b), SWC_EBUFSIZE);
    ck_assert_uint_eq(len, strlen(buf));
    ck_assert_int_eq(swc_xq_board_get_fen(&len, buf, 10, b), SWC_EBUFSIZE);
    ck_assert_uint_eq(strlen(buf), 9);
    play(b, "h2e2");
    play(b, "h9g7");
    ck_assert_int_eq(swc_xq_board_get_fen(&len, buf, sizeof buf, b), SWC_OK);
    ck_assert_str_eq(buf, "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2");
    for (size_t i = 0; i < sizeof perft_cases / sizeof perft_cases[0]; i++) {
        ck_assert_int_eq(swc_xq_board_set_fen(b, perft_cases[i].fen), SWC_OK);
        ck_assert_int_eq(swc_xq_board_get_fen(&len, buf, sizeof buf, b), SWC_OK);
        ck_assert_int_eq(strncmp(buf, perft_cases[i].fen, strlen(perft_cases[i].fen)), 0);
        ck_assert_int_eq(swc_xq_board_legal_move_count(b), (int)perft_cases[i].nodes[0]);
    }
    swc_xq_board_free(b);
}
END_TEST

/* ---- board: capture, check, mate --------------------------------------- */

START_TEST(test_capture_and_check)
{
    /* 中炮 against 左中炮: 1. 炮二平五 炮2平5 2. 炮五进四 takes the centre
     * soldier and checks through black's own cannon. */
    swc_xq_board *b = new_board(NULL);
    swc_xq_move_info m = play(b, "炮二平五");
    ck_assert_str_eq(m.iccs, "h2e2");
    ck_assert_int_eq(m.captured, SWC_XQ_NONE);
    ck_assert_int_eq(m.gives_check, 0);
    m = play(b, "炮2平5");
    ck_assert_str_eq(m.iccs, "b7e7");
    ck_assert_int_eq(m.side, SWC_XQ_BLACK);
    ck_assert_int_eq(m.move_number, 1);
    m = play(b, "炮五进四");
    ck_assert_str_eq(m.iccs, "e2e6");
    ck_assert_int_eq(m.move_number, 2);
    ck_assert_int_eq(m.piece, SWC_XQ_CANNON);
    ck_assert_int_eq(m.captured, SWC_XQ_SOLDIER);
    ck_assert_int_eq(m.gives_check, 1);
    ck_assert_int_eq(m.mate, 0);
    ck_assert_int_eq(swc_xq_board_in_check(b), 1);
    /* Two advisors block, the black cannon leaves the file (six points)
     * or takes the soldier on e3; the general cannot step up. */
    ck_assert_int_eq(swc_xq_board_legal_move_count(b), 9);
    ck_assert_int_eq(try_move(b, "将5进1"), SWC_EPARSE);
    m = play(b, "炮5进4");
    ck_assert_str_eq(m.iccs, "e7e3");
    ck_assert_int_eq(m.captured, SWC_XQ_SOLDIER);
    ck_assert_int_eq(m.gives_check, 0);  /* two screens in front of red's general */
    swc_xq_board_free(b);

    /* 中炮过河车 against 屏风马: checks and captures where a game has them. */
    b = new_board(NULL);
    static const char *const line[] = { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4", "g6g5",
                                        "h0h6", "h7i7", "h6g6", "i7i8", "b0c2", "i8g8" };
    for (size_t i = 0; i < sizeof line / sizeof line[0]; i++)
        m = play(b, line[i]);
    swc_xq_move_info h;
    h.struct_size = sizeof h;
    ck_assert_int_eq(swc_xq_board_move(&h, b, 11), SWC_OK);
    ck_assert_str_eq(h.chinese, "车二平三");
    ck_assert_int_eq(h.captured, SWC_XQ_NONE);
    ck_assert_int_eq(swc_xq_board_move(&h, b, 15), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_xq_board_move(&h, b, 0), SWC_ENOTFOUND);
    /* The cannon on g8 attacks the chariot on g6 over the horse on g7;
     * the chariot could take that horse. */
    ck_assert_int_eq(swc_xq_board_check_move(&h, b, "车三进一", strlen("车三进一")), SWC_OK);
    ck_assert_str_eq(h.iccs, "g6g7");
    ck_assert_int_eq(h.captured, SWC_XQ_HORSE);
    ck_assert_int_eq(h.gives_check, 0);
    ck_assert_int_eq(swc_xq_board_ply_count(b), 14);
    m = play(b, "兵七进一");
    ck_assert_str_eq(m.iccs, "c4c5");
    m = play(b, "炮7进2");
    ck_assert_str_eq(m.iccs, "g8g6");
    ck_assert_int_eq(m.captured, SWC_XQ_CHARIOT);
    ck_assert_int_eq(m.gives_check, 0);
    swc_xq_board_free(b);
}
END_TEST

START_TEST(test_mate_and_stalemate)
{
    /* 车九平六: the general has d8 (on the chariot's file) and e9 (facing
     * the red general) only. */
    swc_xq_board *b = new_board("3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
    swc_xq_move_info m = play(b, "车九平六");
    ck_assert_str_eq(m.iccs, "a1d1");
    ck_assert_int_eq(m.gives_check, 1);
    ck_assert_int_eq(m.mate, 1);
    ck_assert_int_eq(m.stalemate, 0);
    ck_assert_int_eq(swc_xq_board_legal_move_count(b), 0);
    ck_assert_int_eq(swc_xq_board_play(NULL, b, "d9e9", 4), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "checkmated"));
    swc_xq_board_free(b);

    /* 困毙: no legal move without being in check also ends the game. */
    b = new_board("3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1");
    m = play(b, "a7a8");
    ck_assert_str_eq(m.chinese, "车九进一");
    ck_assert_int_eq(m.gives_check, 0);
    ck_assert_int_eq(m.mate, 0);
    ck_assert_int_eq(m.stalemate, 1);
    swc_xq_board_free(b);
}
END_TEST

/* ---- notation ----------------------------------------------------------- */

/* Every legal move, written in Chinese and read back, is the same move;
 * likewise in ICCS. */
static void round_trip_all(const xq_pos *p, int depth)
{
    xq_move moves[XQ_MAX_MOVES];
    int n = xq_gen_legal(p, moves);
    for (int i = 0; i < n; i++) {
        char text[32], iccs[8], err[256], fen[160];
        xq_format_chinese(text, sizeof text, p, moves[i]);
        xq_move back = { 0, 0 };
        xq_fen_write(fen, sizeof fen, p);
        int rc = xq_parse_move(&back, p, text, strlen(text), err, sizeof err);
        ck_assert_msg(rc == SWC_OK, "%s in %s: %s", text, fen, err);
        ck_assert_msg(back.from == moves[i].from && back.to == moves[i].to, "%s in %s read as another move", text, fen);
        xq_format_iccs(iccs, moves[i]);
        ck_assert_int_eq(xq_parse_move(&back, p, iccs, 4, err, sizeof err), SWC_OK);
        ck_assert(back.from == moves[i].from && back.to == moves[i].to);
        if (depth > 1) {
            xq_pos q = *p;
            xq_make(&q, moves[i]);
            round_trip_all(&q, depth - 1);
        }
    }
}

START_TEST(test_notation_round_trip)
{
    static const char *const extra[] = {
        "3k5/9/2P1P4/2P1P4/9/9/9/9/9/4K4 w",       /* soldiers paired on two files */
        "3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w",         /* three soldiers on one file */
        "3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w",       /* four */
        "3k5/9/1n7/9/1n7/9/9/9/9/4K4 b",           /* two black horses on one file */
        "3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w",   /* elephants and advisors sharing files */
        "4k4/4a4/9/9/9/4p4/4p4/9/4A4/3K5 b",       /* black tandem soldiers */
    };
    for (size_t i = 0; i < sizeof perft_cases / sizeof perft_cases[0]; i++) {
        xq_pos p;
        char err[128];
        ck_assert_int_eq(xq_fen_parse(&p, perft_cases[i].fen, strlen(perft_cases[i].fen), err, sizeof err), SWC_OK);
        round_trip_all(&p, 2);
    }
    for (size_t i = 0; i < sizeof extra / sizeof extra[0]; i++) {
        xq_pos p;
        char err[128];
        ck_assert_msg(xq_fen_parse(&p, extra[i], strlen(extra[i]), err, sizeof err) == SWC_OK, "%s: %s", extra[i], err);
        round_trip_all(&p, 2);
    }
}
END_TEST

static const char *chinese_of(swc_xq_board *b, const char *iccs)
{
    static char out[32];
    swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
    int rc = swc_xq_board_check_move(&mi, b, iccs, strlen(iccs));
    ck_assert_msg(rc == SWC_OK, "%s: %s", iccs, swc_xq_board_errmsg(b));
    memcpy(out, mi.chinese, sizeof mi.chinese);
    return out;
}

static const char *iccs_of(swc_xq_board *b, const char *chinese)
{
    static char out[8];
    swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
    int rc = swc_xq_board_check_move(&mi, b, chinese, strlen(chinese));
    ck_assert_msg(rc == SWC_OK, "%s: %s", chinese, swc_xq_board_errmsg(b));
    memcpy(out, mi.iccs, sizeof mi.iccs);
    return out;
}

START_TEST(test_notation_examples)
{
    swc_xq_board *b = new_board(NULL);
    ck_assert_str_eq(chinese_of(b, "h2e2"), "炮二平五");
    ck_assert_str_eq(chinese_of(b, "b0c2"), "马八进七");
    ck_assert_str_eq(chinese_of(b, "c3c4"), "兵七进一");
    ck_assert_str_eq(chinese_of(b, "g0e2"), "相三进五");
    ck_assert_str_eq(chinese_of(b, "f0e1"), "仕四进五");
    ck_assert_str_eq(chinese_of(b, "e0e1"), "帅五进一");
    ck_assert_str_eq(iccs_of(b, "炮二平五"), "h2e2");
    ck_assert_str_eq(iccs_of(b, "砲2平5"), "h2e2");   /* variants and ASCII digits */
    ck_assert_str_eq(iccs_of(b, "傌８進７"), "b0c2"); /* full-width digits */
    ck_assert_str_eq(iccs_of(b, "H2-E2"), "h2e2");
    ck_assert_str_eq(iccs_of(b, " h2e2 "), "h2e2");
    play(b, "h2e2");
    ck_assert_str_eq(chinese_of(b, "h9g7"), "马8进7");
    ck_assert_str_eq(chinese_of(b, "i9i8"), "车9进1");
    ck_assert_str_eq(chinese_of(b, "c9e7"), "象3进5");
    ck_assert_str_eq(chinese_of(b, "e6e5"), "卒5进1");
    ck_assert_str_eq(iccs_of(b, "马8进7"), "h9g7");
    ck_assert_str_eq(iccs_of(b, "馬八進七"), "h9g7");  /* black moves with Chinese numerals too */
    swc_xq_board_free(b);

    /* Two red chariots on one file: 前车 / 后车, and the plain form is ambiguous. */
    b = new_board("3k5/9/9/9/9/9/2R6/9/2R6/4K4 w - - 0 1");
    ck_assert_str_eq(iccs_of(b, "前车进1"), "c3c4");
    ck_assert_str_eq(iccs_of(b, "後俥進一"), "c1c2");
    ck_assert_str_eq(chinese_of(b, "c1c2"), "后车进一");
    ck_assert_str_eq(chinese_of(b, "c3d3"), "前车平六");
    ck_assert_str_eq(chinese_of(b, "c1a1"), "后车平九");
    ck_assert_int_eq(try_move(b, "车七平六"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "ambiguous"));
    ck_assert_int_eq(try_move(b, "车七进1"), SWC_EPARSE);
    /* Only one chariot can go two points up, so the plain form is enough. */
    ck_assert_str_eq(iccs_of(b, "车七进2"), "c3c5");
    ck_assert_int_eq(try_move(b, "中车进1"), SWC_EPARSE);
    ck_assert_int_eq(try_move(b, "前马进1"), SWC_EPARSE);
    swc_xq_board_free(b);

    /* Two black horses on file 2: black's front is towards red. */
    b = new_board("3k5/9/1n7/9/1n7/9/9/9/9/4K4 b - - 0 1");
    ck_assert_str_eq(iccs_of(b, "前马进3"), "b5c3");
    ck_assert_str_eq(iccs_of(b, "后马进3"), "b7c5");
    ck_assert_str_eq(chinese_of(b, "b7a5"), "后马进1");
    ck_assert_str_eq(chinese_of(b, "b5d4"), "前马进4");
    ck_assert_int_eq(try_move(b, "马2进3"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "ambiguous"));
    swc_xq_board_free(b);

    /* Three soldiers on one file: 前 / 中 / 后. */
    b = new_board("3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 1");
    ck_assert_str_eq(chinese_of(b, "e6f6"), "中兵平四");
    ck_assert_str_eq(chinese_of(b, "e7e8"), "前兵进一");
    ck_assert_str_eq(chinese_of(b, "e5d5"), "后兵平六");
    ck_assert_str_eq(iccs_of(b, "中兵平四"), "e6f6");
    ck_assert_str_eq(iccs_of(b, "兵五进一"), "e7e8");  /* the only one that can */
    swc_xq_board_free(b);

    /* Soldiers paired on two files: the file follows the position. */
    b = new_board("3k5/9/2P1P4/2P1P4/9/9/9/9/9/4K4 w - - 0 1");
    ck_assert_str_eq(chinese_of(b, "c7c8"), "前七进一");
    ck_assert_str_eq(chinese_of(b, "e6f6"), "后五平四");
    ck_assert_str_eq(iccs_of(b, "前七进一"), "c7c8");
    ck_assert_str_eq(iccs_of(b, "前兵七进一"), "c7c8");
    ck_assert_int_eq(try_move(b, "前兵进一"), SWC_EPARSE);
    ck_assert_ptr_nonnull(strstr(swc_xq_board_errmsg(b), "name the file"));
    swc_xq_board_free(b);

    /* Elephants and advisors sharing a file need no 前/后: the direction decides. */
    b = new_board("3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w - - 0 1");
    ck_assert_str_eq(chinese_of(b, "c4e2"), "相七退五");
    ck_assert_str_eq(chinese_of(b, "c0e2"), "相七进五");
    ck_assert_str_eq(iccs_of(b, "相七退五"), "c4e2");
    ck_assert_str_eq(iccs_of(b, "相七进五"), "c0e2");
    ck_assert_str_eq(iccs_of(b, "仕六进五"), "d0e1");
    ck_assert_str_eq(iccs_of(b, "仕六退五"), "d2e1");
    swc_xq_board_free(b);
}
END_TEST

START_TEST(test_notation_errors)
{
    swc_xq_board *b = new_board(NULL);
    static const struct {
        const char *text;
        const char *says;
    } cases[] = {
        { "", "empty" },
        { "h2", "ICCS" },
        { "h2e2x", "ICCS" },
        { "j2e2", "ICCS" },
        { "炮二平", "Chinese notation" },
        { "炮二平五五", "Chinese notation" },
        { "炮二平五五五五", "too long" },
        { "车一平二", "its own piece" },
        { "炮二进七", "not legal" },   /* h2h9 needs... a screen: it is legal */
        { "马二平三", "never moves along a rank" },
        { "车五进一", "no chariot on file 5" },
        { "前炮进一", "no two red cannons" },
        { "炮二平二", "no red cannon can make this move" },
        { "炮二到五", "not part of xiangqi notation" },
        { "\xE7\x82", "UTF-8" },
        { "\xFF\xFE", "UTF-8" },
        { "\x01\x02\x03\x04", "ICCS" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
        int rc = swc_xq_board_check_move(&mi, b, cases[i].text, strlen(cases[i].text));
        if (strcmp(cases[i].text, "炮二进七") == 0) {
            ck_assert_int_eq(rc, SWC_OK);
            ck_assert_str_eq(mi.iccs, "h2h9");
            ck_assert_int_eq(mi.captured, SWC_XQ_HORSE);
            continue;
        }
        ck_assert_msg(rc == SWC_EPARSE, "%s accepted", cases[i].text);
        ck_assert_msg(strstr(swc_xq_board_errmsg(b), cases[i].says) != NULL, "%s: message '%s' lacks '%s'",
                      cases[i].text, swc_xq_board_errmsg(b), cases[i].says);
    }
    /* Embedded NUL bytes and lengths without a terminator. */
    ck_assert_int_eq(swc_xq_board_play(NULL, b, "h2\0e2", 5), SWC_EPARSE);
    ck_assert_int_eq(swc_xq_board_play(NULL, b, "h2e2h9g7", 4), SWC_OK);
    ck_assert_int_eq(swc_xq_board_play(NULL, b, NULL, 0), SWC_EPARSE);
    ck_assert_int_eq(swc_xq_board_play(NULL, b, NULL, 3), SWC_EINVAL);
    ck_assert_int_eq(swc_xq_board_play(NULL, NULL, "h9g7", 4), SWC_EINVAL);
    ck_assert_str_eq(swc_xq_board_errmsg(NULL), "invalid handle");
    ck_assert_int_eq(swc_xq_board_ply_count(b), 1);
    swc_xq_board_free(b);
}
END_TEST

/* Random bytes and random mixtures of notation characters never crash
 * the reader, and a refused move leaves the board as it was. */
START_TEST(test_reader_survives_garbage)
{
    static const char *const pieces[] = { "车", "马", "炮", "相", "仕", "帅", "兵", "将", "卒", "前", "中",
                                          "后", "进", "退", "平", "一", "五", "九", "1", "5", "9", "a", "0",
                                          "-", "\xE7", "\x80", "\xFF", " ", "h", "i", "二" };
    uint64_t x = 0x9E3779B97F4A7C15ULL;
    swc_xq_board *b = new_board(NULL);
    for (int round = 0; round < 20000; round++) {
        char text[40];
        size_t len = 0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        int parts = (int)(x % 7);
        for (int k = 0; k < parts; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            const char *piece = pieces[x % (sizeof pieces / sizeof pieces[0])];
            size_t pl = strlen(piece);
            if (len + pl < sizeof text) {
                memcpy(text + len, piece, pl);
                len += pl;
            }
        }
        if (round % 3 == 0)
            for (size_t k = 0; k < len; k++)
                text[k] = (char)(text[k] ^ (char)(x >> (k % 56)));
        int before = swc_xq_board_ply_count(b);
        swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
        int rc = swc_xq_board_play(&mi, b, text, len);
        if (rc != SWC_OK) {
            ck_assert_int_eq(rc, SWC_EPARSE);
            ck_assert_int_eq(swc_xq_board_ply_count(b), before);
        }
        if (swc_xq_board_legal_move_count(b) == 0 || swc_xq_board_ply_count(b) > 200)
            ck_assert_int_eq(swc_xq_board_set_fen(b, NULL), SWC_OK);
    }

    /* FEN-like noise: refused with a message, the board untouched, or a
     * position that survives a round trip. */
    static const char fen_chars[] = "rnbakcpheRNBAKCPHEG123456789///// wb-0\x01";
    for (int round = 0; round < 20000; round++) {
        char fen[120];
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        size_t len = (size_t)(x % 100);
        for (size_t k = 0; k < len; k++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            fen[k] = fen_chars[x % (sizeof fen_chars - 1)];
        }
        fen[len] = '\0';
        if (round % 2)  /* mostly-valid start, random tail */
            memcpy(fen, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/", len < 42 ? len : 42);
        char before[160], after[160];
        size_t n1 = 0, n2 = 0;
        ck_assert_int_eq(swc_xq_board_get_fen(&n1, before, sizeof before, b), SWC_OK);
        int rc = swc_xq_board_set_fen(b, fen);
        ck_assert_int_eq(swc_xq_board_get_fen(&n2, after, sizeof after, b), SWC_OK);
        if (rc != SWC_OK) {
            ck_assert_int_eq(rc, SWC_EPARSE);
            ck_assert_str_eq(before, after);
            ck_assert_str_ne(swc_xq_board_errmsg(b), "");
        } else {
            swc_xq_board *c = new_board(after);
            char again[160];
            ck_assert_int_eq(swc_xq_board_get_fen(&n1, again, sizeof again, c), SWC_OK);
            ck_assert_str_eq(after, again);
            swc_xq_board_free(c);
        }
    }
    swc_xq_board_free(b);
}
END_TEST

/* ---- real games ----------------------------------------------------------- */

typedef struct game {
    char name[128];
    char *moves;  /* the line of moves, in the file's buffer */
} game;

/* The games of a data file: each non-comment line, named by the comment before it. */
static size_t load_games(game *out, size_t cap, char *text)
{
    size_t n = 0;
    char name[128] = "";
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        if (line[0] == '#') {
            snprintf(name, sizeof name, "%s", line + (line[1] == ' ' ? 2 : 1));
        } else if (line[0] && n < cap) {
            snprintf(out[n].name, sizeof out[n].name, "%s", name);
            out[n].moves = line;
            n++;
        }
    }
    return n;
}

/* The square's FEN letter, read from the placement field: an independent
 * way of telling what a move captures. */
static char fen_letter_at(const char *fen, int square)
{
    int rank = 9, file = 0;
    for (const char *c = fen; *c && *c != ' '; c++) {
        if (*c == '/') {
            rank--;
            file = 0;
        } else if (*c >= '1' && *c <= '9') {
            file += *c - '0';
        } else {
            if (rank * 9 + file == square)
                return *c;
            file++;
        }
    }
    return 0;
}

static int kind_of_fen_letter(char c)
{
    static const char letters[] = "KABNRCP";
    const char *at = strchr(letters, c >= 'a' ? c - 'a' + 'A' : c);
    return c && at ? (int)(at - letters) + 1 : SWC_XQ_NONE;
}

START_TEST(test_real_games_iccs)
{
    char *path = swc_test_path(swc_test_data_dir(), "xiangqi/games-iccs.txt");
    char *text = swc_test_read_file(path, NULL);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    game games[16];
    size_t ng = load_games(games, 16, text);
    ck_assert_uint_ge(ng, 7);
    long plies = 0, captures = 0, checks = 0;
    for (size_t g = 0; g < ng; g++) {
        swc_xq_board *b = new_board(NULL);
        char *save = NULL;
        for (char *mv = strtok_r(games[g].moves, " ", &save); mv; mv = strtok_r(NULL, " ", &save)) {
            char fen[160];
            size_t len = 0;
            ck_assert_int_eq(swc_xq_board_get_fen(&len, fen, sizeof fen, b), SWC_OK);
            swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
            int rc = swc_xq_board_play(&m, b, mv, strlen(mv));
            ck_assert_msg(rc == SWC_OK, "%s, ply %d %s: %s", games[g].name, swc_xq_board_ply_count(b) + 1, mv,
                          swc_xq_board_errmsg(b));
            ck_assert_int_eq(m.captured, kind_of_fen_letter(fen_letter_at(fen, m.to)));
            ck_assert_int_eq(m.piece, kind_of_fen_letter(fen_letter_at(fen, m.from)));
            /* Its Chinese form, read in the position before the move, is the same move. */
            swc_xq_board *before = new_board(fen);
            swc_xq_move_info back = SWC_XQ_MOVE_INFO_INIT;
            ck_assert_msg(swc_xq_board_check_move(&back, before, m.chinese, strlen(m.chinese)) == SWC_OK,
                          "%s: %s for %s: %s", games[g].name, m.chinese, mv, swc_xq_board_errmsg(before));
            ck_assert_str_eq(back.iccs, mv);
            swc_xq_board_free(before);
            /* A checked side's reply must leave it out of check, which
             * the next move's legality proves; here only count. */
            ck_assert_int_eq(swc_xq_board_in_check(b), m.gives_check);
            plies++;
            captures += m.captured != SWC_XQ_NONE;
            checks += m.gives_check;
        }
        swc_xq_board_free(b);
    }
    /* Real games capture and check often enough to exercise both. */
    ck_assert_int_gt(captures, plies / 10);
    ck_assert_int_gt(checks, 10);
    free(text);
    free(path);
}
END_TEST

/* Split a published token such as "炮二平五马８进７" into moves: a move in
 * Chinese notation ends with the number after 进, 進, 退 or 平. */
static size_t next_chinese_move(const char *s)
{
    static const char *const acts[] = { "进", "進", "退", "平" };
    for (size_t i = 0; s[i]; i++) {
        for (size_t a = 0; a < 4; a++) {
            size_t al = strlen(acts[a]);
            if (strncmp(s + i, acts[a], al) == 0 && s[i + al]) {
                size_t k = i + al + 1;
                while (((unsigned char)s[k] & 0xC0) == 0x80)
                    k++;
                return k;
            }
        }
    }
    return strlen(s);
}

/* Full-width digits as ASCII, for comparing with the library's output. */
static void ascii_digits(char *out, size_t cap, const char *s, size_t n)
{
    size_t o = 0;
    for (size_t i = 0; i < n && o + 1 < cap; i++) {
        if ((unsigned char)s[i] == 0xEF && i + 2 < n && (unsigned char)s[i + 1] == 0xBC &&
            (unsigned char)s[i + 2] >= 0x91 && (unsigned char)s[i + 2] <= 0x99) {
            out[o++] = (char)('1' + ((unsigned char)s[i + 2] - 0x91));
            i += 2;
        } else {
            out[o++] = s[i];
        }
    }
    out[o] = '\0';
}

/* Where the published Chinese text disagrees with the game's coordinates.
 * Red has soldiers on e3 and e5 and the record plays e5-e6, the front one,
 * so 前兵进一; the text says 后兵. */
static const char *erratum(const char *game_name, int ply)
{
    if (strcmp(game_name, "Jiafun Cup National Champion 1997: LIU DianZhong - LIU DaHua") == 0 && ply == 71)
        return "前兵进一";
    return NULL;
}

START_TEST(test_real_games_chinese)
{
    char *path = swc_test_path(swc_test_data_dir(), "xiangqi/games-chinese.txt");
    char *text = swc_test_read_file(path, NULL);
    ck_assert_msg(text != NULL, "cannot read %s", path);
    char *ipath = swc_test_path(swc_test_data_dir(), "xiangqi/games-iccs.txt");
    char *itext = swc_test_read_file(ipath, NULL);
    ck_assert_ptr_nonnull(itext);
    game games[16], igames[16];
    size_t ng = load_games(games, 16, text);
    size_t ni = load_games(igames, 16, itext);
    ck_assert_uint_ge(ng, 10);
    int compared = 0;
    for (size_t g = 0; g < ng; g++) {
        /* The same game in ICCS, when the other file has it. */
        char *iccs = NULL;
        for (size_t k = 0; k < ni; k++)
            if (strcmp(igames[k].name, games[g].name) == 0)
                iccs = igames[k].moves;
        compared += iccs != NULL;
        swc_xq_board *b = new_board(NULL);
        char *save = NULL;
        for (char *tok = strtok_r(games[g].moves, " ", &save); tok; tok = strtok_r(NULL, " ", &save)) {
            if (tok[0] >= '0' && tok[0] <= '9')
                continue;  /* "12." */
            while (*tok) {
                size_t n = next_chinese_move(tok);
                char want[32];
                ascii_digits(want, sizeof want, tok, n);
                swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
                int ply = swc_xq_board_ply_count(b) + 1;
                const char *fixed = erratum(games[g].name, ply);
                if (iccs) {
                    /* The coordinates are the authority: play them, then
                     * compare the published text with the library's. */
                    while (*iccs == ' ')
                        iccs++;
                    swc_xq_move_info pub = SWC_XQ_MOVE_INFO_INIT;
                    int rc = swc_xq_board_check_move(&pub, b, tok, n);
                    ck_assert_int_eq(swc_xq_board_play(&m, b, iccs, 4), SWC_OK);
                    if (fixed) {
                        ck_assert_str_eq(m.chinese, fixed);
                        ck_assert(rc != SWC_OK || strcmp(pub.iccs, m.iccs) != 0);
                    } else {
                        ck_assert_msg(rc == SWC_OK && strcmp(pub.iccs, m.iccs) == 0,
                                      "%s, ply %d: %s read as %s, ICCS record %.4s", games[g].name, ply, want,
                                      pub.iccs, iccs);
                    }
                    iccs += 4;
                } else {
                    int rc = swc_xq_board_play(&m, b, tok, n);
                    ck_assert_msg(rc == SWC_OK, "%s, ply %d %.*s: %s", games[g].name, ply, (int)n, tok,
                                  swc_xq_board_errmsg(b));
                }
                ck_assert_msg(strcmp(m.chinese, fixed ? fixed : want) == 0, "%s, ply %d: written %s, published %s",
                              games[g].name, ply, m.chinese, want);
                tok += n;
            }
        }
        swc_xq_board_free(b);
    }
    ck_assert_int_eq(compared, 3);
    free(text);
    free(itext);
    free(path);
    free(ipath);
}
END_TEST

/* ---- repetition --------------------------------------------------------- */

START_TEST(test_repetition)
{
    swc_xq_board *b = new_board(NULL);
    static const char *const shuffle[] = { "h0g2", "h9g7", "g2h0", "g7h9" };
    swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
    for (int cycle = 0; cycle < 2; cycle++)
        for (int i = 0; i < 4; i++)
            m = play(b, shuffle[i]);
    ck_assert_int_eq(m.repetition, 3);  /* the start position, now for the third time */
    swc_xq_repetition r = SWC_XQ_REPETITION_INIT;
    ck_assert_int_eq(swc_xq_board_repetition(&r, b), SWC_OK);
    ck_assert_int_eq(r.occurrences, 3);
    ck_assert_int_eq(r.first_ply, 0);
    ck_assert_int_eq(r.span_plies, 8);
    ck_assert_int_eq(r.red_moves, 4);
    ck_assert_int_eq(r.red_checks, 0);
    ck_assert_int_eq(r.black_checks, 0);
    swc_xq_board_free(b);

    /* A perpetual check by red: every red move of the cycle checks. */
    b = new_board("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1");
    static const char *const perpetual[] = { "e9e8", "a9a8", "e8e9", "a8a9" };
    for (int ply = 0; ply < 9; ply++) {
        m = play(b, ply == 0 ? "a7a9" : perpetual[(ply - 1) % 4]);
        ck_assert_int_eq(m.gives_check, ply % 2 == 0);
        ck_assert_int_eq(m.repetition, 1 + ply / 4);
    }
    ck_assert_int_eq(m.repetition, 3);
    ck_assert_int_eq(swc_xq_board_repetition(&r, b), SWC_OK);
    ck_assert_int_eq(r.occurrences, 3);
    ck_assert_int_eq(r.first_ply, 1);
    ck_assert_int_eq(r.span_plies, 8);
    ck_assert_int_eq(r.red_moves, 4);
    ck_assert_int_eq(r.red_checks, 4);
    ck_assert_int_eq(r.black_moves, 4);
    ck_assert_int_eq(r.black_checks, 0);
    swc_xq_move_info h = SWC_XQ_MOVE_INFO_INIT;
    ck_assert_int_eq(swc_xq_board_move(&h, b, 2), SWC_OK);
    ck_assert_str_eq(h.chinese, "将5进1");
    ck_assert_int_eq(h.side, SWC_XQ_BLACK);

    /* A capture makes every earlier position unreachable. */
    ck_assert_int_eq(swc_xq_board_set_fen(b, "4k4/9/R8/9/9/9/9/r8/9/3K5 w - - 0 1"), SWC_OK);
    m = play(b, "a7a2");
    ck_assert_int_eq(m.captured, SWC_XQ_CHARIOT);
    ck_assert_int_eq(m.repetition, 1);
    ck_assert_int_eq(swc_xq_board_repetition(&r, b), SWC_OK);
    ck_assert_int_eq(r.occurrences, 1);
    ck_assert_int_eq(r.first_ply, 1);
    ck_assert_int_eq(r.span_plies, 0);
    swc_xq_board_free(b);
}
END_TEST

/* The board feeding the counter, the way the command-line tool does. */
START_TEST(test_board_feeds_counter)
{
    swc_xq_board *b = new_board("4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1");
    swc_xq_counter *c = new_counter();
    ck_assert_int_eq(swc_xq_counter_set_int(c, SWC_XQ_SET_LIMIT_PLIES, 6), SWC_OK);
    ck_assert_int_eq(swc_xq_counter_start(c, SWC_XQ_BLACK, SWC_XQ_RED), SWC_OK);
    static const char *const moves[] = { "a7a6", "e9e8", "a6a7", "e8e9", "a7a6", "e9e8", "a6a8",
                                         "e8e9", "a8a7", "e9e8", "a7a6", "e8e9", "a6a7", "e9e8" };
    static const int counts[] = { 0, 0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 5, 6, -1 };
    for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++) {
        swc_xq_move_info m = play(b, moves[i]);
        uint32_t flags = (m.captured ? SWC_XQ_PLY_CAPTURE : 0) | (m.gives_check ? SWC_XQ_PLY_CHECK : 0);
        int rc = swc_xq_counter_ply(c, m.side, flags);
        if (counts[i] < 0) {
            ck_assert_int_eq(rc, SWC_ESTATE);
            break;
        }
        ck_assert_int_eq(rc, SWC_OK);
        ck_assert_msg(swc_xq_counter_count(c) == counts[i], "after %s: %d", moves[i], swc_xq_counter_count(c));
    }
    ck_assert_int_eq(swc_xq_counter_is_drawn(c), 1);
    swc_xq_counter_free(c);
    swc_xq_board_free(b);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("xiangqi");
    TCase *tc = tcase_create("counter");
    tcase_add_test(tc, test_counter_defaults_are_fangzhuang);
    tcase_add_test(tc, test_counter_starts_after_proposer_move);
    tcase_add_test(tc, test_counter_proposer_to_move);
    tcase_add_test(tc, test_counter_capture_and_check_reset);
    tcase_add_test(tc, test_counter_general_rule);
    tcase_add_test(tc, test_counter_errors_change_nothing);
    tcase_add_test(tc, test_counter_out_of_memory);
    suite_add_tcase(s, tc);
    tc = tcase_create("board");
    tcase_set_timeout(tc, 300);
    tcase_add_test(tc, test_perft);
    tcase_add_test(tc, test_piece_rules);
    tcase_add_test(tc, test_flying_general_and_pins);
    tcase_add_test(tc, test_fen_round_trip);
    tcase_add_test(tc, test_capture_and_check);
    tcase_add_test(tc, test_mate_and_stalemate);
    tcase_add_test(tc, test_notation_round_trip);
    tcase_add_test(tc, test_notation_examples);
    tcase_add_test(tc, test_notation_errors);
    tcase_add_test(tc, test_reader_survives_garbage);
    tcase_add_test(tc, test_real_games_iccs);
    tcase_add_test(tc, test_real_games_chinese);
    tcase_add_test(tc, test_repetition);
    tcase_add_test(tc, test_board_feeds_counter);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
