/*
 * A whole Swiss tournament in memory: register players, pair every round
 * with the FIDE Dutch system, enter results, print the final scores.
 *
 *   swiss_in_memory [PLAYERS [ROUNDS]]
 *
 * Results come from a tiny deterministic formula (the higher-rated player
 * usually wins), so the run is the same every time.
 */
#include <stdio.h>
#include <stdlib.h>
#include <swisscore/swisscore.h>

static int fail(swc_tournament *t, const char *what)
{
    fprintf(stderr, "%s: %s\n", what, swc_tournament_errmsg(t));
    swc_tournament_free(t);
    return 1;
}

/* A result that favours the higher rating, with some draws and upsets. */
static int result_for(const swc_tournament *t, uint32_t white, uint32_t black, uint32_t round)
{
    int32_t rw = swc_player_rating(swc_tournament_player(t, white));
    int32_t rb = swc_player_rating(swc_tournament_player(t, black));
    unsigned spin = (white * 31u + black * 17u + round * 7u) % 10u;
    if (spin < 3)
        return SWC_RESULT_DRAW;
    if (spin == 9)  /* an upset */
        return rw >= rb ? SWC_RESULT_BLACK_WIN : SWC_RESULT_WHITE_WIN;
    return rw >= rb ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN;
}

int main(int argc, char **argv)
{
    int players = argc > 1 ? atoi(argv[1]) : 12;
    int rounds = argc > 2 ? atoi(argv[2]) : 5;
    swc_tournament *t = NULL;

    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return 1;
    if (swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds) != SWC_OK)
        return fail(t, "rounds");
    for (int i = 0; i < players; i++) {
        char name[32];
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        snprintf(name, sizeof name, "Player %02d", i + 1);
        info.name = name;
        info.rating = 2300 - 25 * i;
        if (swc_player_add(NULL, t, &info) != SWC_OK)
            return fail(t, "add player");
    }

    for (int k = 1; k <= rounds; k++) {
        swc_round *r = NULL;
        if (swc_tournament_pair_next(&r, t) != SWC_OK)
            return fail(t, "pairing");
        printf("Round %d\n", k);
        for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
            uint32_t w, bl;
            swc_round_board(&w, &bl, r, b);
            int res = result_for(t, w, bl, (uint32_t)k);
            if (swc_round_set_result(r, b, res) != SWC_OK)
                return fail(t, "result");
            printf("  %2u. %-10s %s %-10s\n", b,
                   swc_player_name(swc_tournament_player(t, w)),
                   res == SWC_RESULT_DRAW ? "½-½" : res == SWC_RESULT_WHITE_WIN ? "1-0" : "0-1",
                   swc_player_name(swc_tournament_player(t, bl)));
        }
        for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
            uint32_t id;
            int32_t kind;
            swc_round_bye(&id, &kind, r, i);
            if (kind == SWC_RK_PAB)
                printf("      %-10s bye\n", swc_player_name(swc_tournament_player(t, id)));
        }
    }

    printf("Final scores\n");
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        int32_t score = 0;
        swc_player_score(&score, p, (uint32_t)rounds);
        printf("  %-10s %2d.%d\n", swc_player_name(p), score / SWC_POINTS_UNIT,
               score % SWC_POINTS_UNIT);
    }
    swc_tournament_free(t);
    return 0;
}
