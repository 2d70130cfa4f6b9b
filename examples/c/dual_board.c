/*
 * A dual-board (双弈) event: every pairing plays a xiangqi game on board 1
 * and a chess game on board 2 with the colours reversed; each game scores
 * on its own, and the next round is paired on the total of game points.
 */
#include <stdio.h>
#include <swisscore/swisscore.h>

int main(void)
{
    static const char *const names[] = { "王天一", "郑惟桐", "赵鑫鑫", "蒋川", "许银川", "洪智" };
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return 1;
    swc_tournament_set_int(t, SWC_SET_ROUNDS, 3);
    swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2);
    for (int i = 0; i < 6; i++) {
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        info.name = names[i];
        info.rating = 2600 - 20 * i;
        swc_player_add(NULL, t, &info);
    }

    for (uint32_t k = 1; k <= 3; k++) {
        swc_round *r = NULL;
        if (swc_tournament_pair_next(&r, t) != SWC_OK) {
            fprintf(stderr, "%s\n", swc_tournament_errmsg(t));
            swc_tournament_free(t);
            return 1;
        }
        printf("Round %u (board 1 xiangqi: first player red; board 2 chess: second player white)\n", k);
        for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
            uint32_t red, black;
            swc_round_board(&red, &black, r, b);
            /* Results are given from board 1's red side for both games. */
            swc_round_set_game_result(r, b, 1, b % 2 ? SWC_RESULT_WHITE_WIN : SWC_RESULT_DRAW);
            swc_round_set_game_result(r, b, 2, SWC_RESULT_DRAW);
            int32_t g1, g2;
            swc_round_game_result(&g1, r, b, 1);
            swc_round_game_result(&g2, r, b, 2);
            printf("  %u. %s - %s   xiangqi %s, chess %s\n", b,
                   swc_player_name(swc_tournament_player(t, red)),
                   swc_player_name(swc_tournament_player(t, black)),
                   g1 == SWC_RESULT_WHITE_WIN ? "1-0" : "½-½", g2 == SWC_RESULT_DRAW ? "½-½" : "?");
        }
    }
    printf("Game points after 3 rounds (6 games each):\n");
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        int32_t s = 0;
        swc_player_score(&s, p, 3);
        printf("  %s %d.%d\n", swc_player_name(p), s / SWC_POINTS_UNIT, s % SWC_POINTS_UNIT);
    }
    swc_tournament_free(t);
    return 0;
}
