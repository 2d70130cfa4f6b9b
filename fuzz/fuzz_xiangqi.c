/*
 * Fuzz target: the xiangqi move reader, board and natural-limit counter.
 *
 * Input: one mode byte, then lines. With mode bit 0 the first line is a
 * FEN (refused ones fall back to the start position); every other line is
 * a move in any notation. Each move is checked and then played; checks:
 * checking changes nothing, a move that checks also plays (and the other
 * way round), the ICCS and Chinese texts the library gives for a move read
 * back as the same move, the side to move alternates, the FEN survives a
 * write and a read, and a counter fed with the plies keeps its arithmetic
 * (count + left = limit, a drawn counter takes no more plies).
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

#define MAX_MOVES 256

static char *fen_of(const swc_xq_board *b)
{
    size_t need = 0;
    int rc = swc_xq_board_get_fen(&need, NULL, 0, b);
    FZ_ASSERT(rc == SWC_EBUFSIZE || rc == SWC_OK, "FEN size query: %d", rc);
    char *s = malloc(need + 1);
    FZ_ASSERT(s, "out of memory in the checker");
    size_t got = 0;
    rc = swc_xq_board_get_fen(&got, s, need + 1, b);
    FZ_ASSERT(rc == SWC_OK && got == need && strlen(s) == need, "FEN write: %d", rc);
    return s;
}

/* The move text the library wrote reads back as the same move. */
static void reread(swc_xq_board *b, const swc_xq_move_info *mv, const char *text)
{
    size_t n = strnlen(text, 24);
    FZ_ASSERT(n > 0, "empty notation for %d->%d", (int)mv->from, (int)mv->to);
    swc_xq_move_info again = SWC_XQ_MOVE_INFO_INIT;
    int rc = swc_xq_board_check_move(&again, b, text, n);
    FZ_ASSERT(rc == SWC_OK, "notation '%s' of a legal move is refused (%d: %s)", text, rc, swc_xq_board_errmsg(b));
    FZ_ASSERT(again.from == mv->from && again.to == mv->to, "'%s' reads as %d->%d, not %d->%d", text,
              (int)again.from, (int)again.to, (int)mv->from, (int)mv->to);
}

static void check_counter(const swc_xq_counter *c)
{
    swc_xq_counter_info in = SWC_XQ_COUNTER_INFO_INIT;
    FZ_ASSERT(swc_xq_counter_get_info(&in, c) == SWC_OK, "counter info");
    FZ_ASSERT(in.count >= 0 && in.count <= in.limit && in.left == in.limit - in.count,
              "counter: count %d, limit %d, left %d", (int)in.count, (int)in.limit, (int)in.left);
    FZ_ASSERT(swc_xq_counter_count(c) == in.count, "counter count disagrees");
    FZ_ASSERT(swc_xq_counter_is_drawn(c) == (in.state == SWC_XQ_COUNTER_DRAWN), "counter drawn state disagrees");
    FZ_ASSERT(in.state != SWC_XQ_COUNTER_DRAWN || in.count == in.limit, "drawn before the limit");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    unsigned mode = data[0];
    const char *p = (const char *)data + 1, *end = (const char *)data + size;
    swc_xq_board *b = NULL;
    swc_xq_counter *c = NULL;
    if (swc_xq_board_new(&b, NULL) != SWC_OK || swc_xq_counter_new(&c, NULL) != SWC_OK) {
        swc_xq_board_free(b);
        return 0;
    }
    if (mode & 1) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        char *fen = malloc(n + 1);
        FZ_ASSERT(fen, "out of memory in the checker");
        memcpy(fen, p, n);
        fen[n] = '\0';
        char *before = fen_of(b);
        if (swc_xq_board_set_fen(b, fen) != SWC_OK) {
            char *after = fen_of(b);
            FZ_ASSERT(strcmp(before, after) == 0, "refused FEN changed the board");
            free(after);
        }
        free(before);
        free(fen);
        p = nl ? nl + 1 : end;
    }
    swc_xq_counter_set_int(c, SWC_XQ_SET_RULE, mode & 2 ? SWC_XQ_RULE_GENERAL : SWC_XQ_RULE_FANGZHUANG);
    if (mode & 4)
        swc_xq_counter_set_int(c, SWC_XQ_SET_LIMIT_PLIES, 1 + (int32_t)(mode >> 4));
    int side = swc_xq_board_side_to_move(b);
    FZ_ASSERT(side == SWC_XQ_RED || side == SWC_XQ_BLACK, "side to move %d", side);
    FZ_ASSERT(swc_xq_counter_start(c, side, side) == SWC_OK, "counter start");

    for (int k = 0; k < MAX_MOVES && p < end; k++) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        char *fen = fen_of(b);
        int plies = swc_xq_board_ply_count(b);
        int legal = swc_xq_board_legal_move_count(b);
        FZ_ASSERT(legal >= 0, "legal move count %d", legal);
        swc_xq_move_info mv = SWC_XQ_MOVE_INFO_INIT;
        int rc = swc_xq_board_check_move(&mv, b, p, n);
        char *after = fen_of(b);
        FZ_ASSERT(strcmp(fen, after) == 0, "checking a move changed the board");
        free(after);
        if (rc == SWC_OK) {
            FZ_ASSERT(legal > 0, "a move was accepted where no legal move exists");
            FZ_ASSERT(mv.side == side && mv.from != mv.to, "odd move: side %d, %d->%d", (int)mv.side, (int)mv.from,
                      (int)mv.to);
            reread(b, &mv, mv.iccs);
            reread(b, &mv, mv.chinese);
        }
        swc_xq_move_info played = SWC_XQ_MOVE_INFO_INIT;
        int rc2 = swc_xq_board_play(&played, b, p, n);
        if (rc2 == SWC_ENOMEM || rc2 == SWC_ELIMIT) {
            free(fen);
            break;
        }
        FZ_ASSERT((rc == SWC_OK) == (rc2 == SWC_OK), "check says %d, play says %d", rc, rc2);
        if (rc2 != SWC_OK) {
            after = fen_of(b);
            FZ_ASSERT(strcmp(fen, after) == 0, "a refused move changed the board");
            FZ_ASSERT(swc_xq_board_ply_count(b) == plies, "a refused move counted");
            free(after);
        } else {
            FZ_ASSERT(played.from == mv.from && played.to == mv.to, "played another move than checked");
            FZ_ASSERT(swc_xq_board_ply_count(b) == plies + 1, "ply count did not grow");
            int next = swc_xq_board_side_to_move(b);
            FZ_ASSERT(next != side && (next == SWC_XQ_RED || next == SWC_XQ_BLACK), "side to move did not change");
            uint32_t flags = (played.captured ? SWC_XQ_PLY_CAPTURE : 0u) | (played.gives_check ? SWC_XQ_PLY_CHECK : 0u);
            int drawn = swc_xq_counter_is_drawn(c);
            int crc = swc_xq_counter_ply(c, side, flags);
            FZ_ASSERT(drawn ? crc == SWC_ESTATE : crc == SWC_OK, "counter ply: %d (drawn %d)", crc, drawn);
            check_counter(c);
            /* The FEN after the move reads back to itself. */
            char *now = fen_of(b);
            swc_xq_board *copy = NULL;
            FZ_ASSERT(swc_xq_board_new(&copy, NULL) == SWC_OK, "board new");
            FZ_ASSERT(swc_xq_board_set_fen(copy, now) == SWC_OK, "own FEN refused: %s (%s)", now,
                      swc_xq_board_errmsg(copy));
            char *again = fen_of(copy);
            FZ_ASSERT(strcmp(now, again) == 0, "FEN changes on a round trip: %s -> %s", now, again);
            swc_xq_board_free(copy);
            free(again);
            free(now);
            side = next;
        }
        free(fen);
        p = nl ? nl + 1 : end;
    }
    swc_xq_counter_free(c);
    swc_xq_board_free(b);
    return 0;
}
