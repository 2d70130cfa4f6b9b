/*
 * The natural move limit (自然限着) on a real game: play the moves on a
 * xiangqi board, which tells which moves capture or check, and feed them to
 * the counter from the move after a refused draw offer.
 *
 * The game is the opening of a master game (Jiafun Cup 1997); the short
 * limit of 20 plies makes the counter's work visible on it.
 */
#include <stdio.h>
#include <string.h>
#include <swisscore/swisscore.h>

static const char *const moves[] = {
    "炮二平五", "马２进３", "马二进三", "炮８平６", "兵三进一", "马８进７",
    "炮八平七", "车９平８", "马八进九", "车１平２", "车九平八", "炮２进４",
    "兵七进一", "车８进４", "车一平二", "车８平４", "炮七进四", "象３进５",
    "炮五平四", "车４退１", "兵七进一", "炮２进１", "车二进八", "炮２平７",
    "车八进九", "马３退２", "车二平八", "炮７平１", "相七进九", "马２进４",
};

int main(void)
{
    swc_xq_board *board = NULL;
    swc_xq_counter *counter = NULL;
    if (swc_xq_board_new(&board, NULL) != SWC_OK || swc_xq_counter_new(&counter, NULL) != SWC_OK)
        return 1;
    /* The 方庄 rule resets on capture and check; 20 plies instead of 60. */
    swc_xq_counter_set_int(counter, SWC_XQ_SET_LIMIT_PLIES, 20);

    /* Red proposed a draw before his 4th move and black refused: counting
     * starts after red's 4th move (ply 7). */
    const int proposal_ply = 7;
    int rc = SWC_OK;
    for (size_t i = 0; i < sizeof moves / sizeof moves[0] && rc == SWC_OK; i++) {
        swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
        rc = swc_xq_board_play(&m, board, moves[i], strlen(moves[i]));
        if (rc != SWC_OK) {
            fprintf(stderr, "move %zu: %s\n", i + 1, swc_xq_board_errmsg(board));
            break;
        }
        if ((int)i + 1 == proposal_ply)
            swc_xq_counter_start(counter, m.side, m.side);
        if ((int)i + 1 >= proposal_ply) {
            uint32_t flags = (m.captured ? SWC_XQ_PLY_CAPTURE : 0) | (m.gives_check ? SWC_XQ_PLY_CHECK : 0);
            rc = swc_xq_counter_ply(counter, m.side, flags);
        }
        printf("%2d. %-5s count %2d  %-8s%-6s%s\n", m.move_number, m.iccs,
               swc_xq_counter_count(counter), m.captured ? "capture" : "",
               m.gives_check ? "check" : "", m.chinese);
        if (swc_xq_counter_is_drawn(counter)) {
            printf("drawn by the natural move limit after ply %d\n", (int)i + 1);
            break;
        }
    }
    if (!swc_xq_counter_is_drawn(counter))
        printf("not drawn: %d plies left\n", swc_xq_counter_plies_left(counter));
    swc_xq_counter_free(counter);
    swc_xq_board_free(board);
    return rc == SWC_OK ? 0 : 1;
}
