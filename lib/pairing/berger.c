/*
 * Round robin by the Berger tables (FIDE C.05 Annex 1).
 *
 * Every player takes the seat of his TPN; an odd field adds a last seat
 * whose opponent has the round off. The tables follow one rule: in round r
 * the seats other than the last are written out from
 * ((r - 1) * seats / 2) mod (seats - 1) + 1 upwards (wrapping), the first of
 * them meets the last seat (white in odd rounds, black in even ones) and the
 * rest pair from the outside in, the earlier one white. Round numbers past a
 * cycle start the table again with all colours reversed (double round robin
 * and beyond). An initial colour of black reverses every game.
 *
 * Players withdrawn, not yet entered or with a requested bye keep their
 * seat; their opponent has the round off (not paired, no points), as does
 * the opponent of the extra seat.
 */
#include "systems.h"

void swc_berger_board(uint32_t seats, uint32_t round, uint32_t board, uint32_t *white, uint32_t *black)
{
    uint32_t m = seats - 1;
    uint32_t start = (uint32_t)(((uint64_t)(round - 1) * (seats / 2)) % m);
    if (board == 1) {
        uint32_t q0 = start + 1;
        *white = round % 2 ? q0 : seats;
        *black = round % 2 ? seats : q0;
        return;
    }
    *white = (start + board - 1) % m + 1;
    *black = (start + seats - board) % m + 1;
}

uint32_t swc_berger_boards(uint32_t entrants)
{
    return (entrants + entrants % 2) / 2;
}

void swc_berger_seats(uint32_t entrants, uint32_t k, int black_first, uint32_t board, uint32_t *white,
                      uint32_t *black)
{
    uint32_t seats = entrants + entrants % 2, cycle = seats - 1;
    int reverse = ((k - 1) / cycle) % 2 == 1;
    if (black_first)
        reverse = !reverse;
    uint32_t w, b;
    swc_berger_board(seats, (k - 1) % cycle + 1, board, &w, &b);
    *white = reverse ? b : w;
    *black = reverse ? w : b;
}

int swc_berger_pair(swc_tournament *t, swc_board *boards, size_t *nboards, swc_bye *byes, size_t *nbyes)
{
    size_t n = t->nplayers;
    uint32_t k = (uint32_t)t->nrounds + 1;
    *nboards = 0;
    *nbyes = 0;
    if (n < 2)
        return SWC_OK;
    for (uint32_t b = 1; b <= swc_berger_boards((uint32_t)n); b++) {
        uint32_t w, bl;
        swc_berger_seats((uint32_t)n, k, t->set.initial_colour == SWC_COLOUR_BLACK, b, &w, &bl);
        uint32_t pw = w <= n ? t->by_tpn[w - 1] : UINT32_MAX;
        uint32_t pb = bl <= n ? t->by_tpn[bl - 1] : UINT32_MAX;
        int okw = pw != UINT32_MAX && swc_available(t->players[pw], k);
        int okb = pb != UINT32_MAX && swc_available(t->players[pb], k);
        if (okw && okb) {
            boards[*nboards].white = pw;
            boards[*nboards].black = pb;
            boards[*nboards].result[0] = boards[*nboards].result[1] = SWC_RESULT_NONE;
            (*nboards)++;
            continue;
        }
        /* The other side keeps his seat's round off; unavailable players get
         * their own kind when the round is created. */
        if (okw) {
            byes[*nbyes].player = pw;
            byes[*nbyes].kind = SWC_RK_NOT_PAIRED;
            (*nbyes)++;
        }
        if (okb) {
            byes[*nbyes].player = pb;
            byes[*nbyes].kind = SWC_RK_NOT_PAIRED;
            (*nbyes)++;
        }
    }
    return SWC_OK;
}
