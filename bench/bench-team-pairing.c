/*
 * bench-team-pairing: the speed of FIDE's Swiss Team Pairing System
 * (C.04.6) on generated team events. For each field size it builds an event
 * of N teams, pairs every round with swc_tournament_pair_next(), fills in
 * results (the stronger team's player wins 40 % of the games, 30 % are
 * drawn) and reports the time of each pairing: the first round (one bracket
 * of N teams), the slowest round and the total.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "bench.h"

static uint64_t state = 88172645463325252ULL;

static uint32_t rnd(uint32_t n)
{
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (uint32_t)(state % n);
}

static void usage(void)
{
    fprintf(stderr, "usage: bench-team-pairing [--rounds R] [--boards B] [--type-b] [--gp] [--baku] [--seed S] "
                    "[N ...]\n(default: 100 200 500 teams, 9 rounds, 4 boards)\n");
}

static int run(uint32_t n, int rounds, int boards, int typeb, int gp, int baku)
{
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL))
        return 1;
    swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds);
    swc_team_set_int(t, SWC_TEAM_BOARDS, boards);
    swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, typeb);
    swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp);
    if (baku)
        swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    for (uint32_t i = 1; i <= n; i++) {
        uint32_t ids[SWC_MAX_BOARDS];
        char name[40];
        for (int b = 0; b < boards; b++) {
            snprintf(name, sizeof name, "Player %u.%d", i, b + 1);
            swc_player_info in = SWC_PLAYER_INFO_INIT;
            in.name = name;
            in.rating = 2600 - (int32_t)(i * boards) - b;
            if (swc_player_add(&ids[b], t, &in))
                return 1;
        }
        snprintf(name, sizeof name, "Team %u", i);
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        ti.name = name;
        if (swc_team_add(NULL, t, &ti) || swc_team_set_members(t, i, ids, (size_t)boards))
            return 1;
    }
    double first = 0, worst = 0, total = 0;
    int worst_round = 0;
    for (int k = 1; k <= rounds; k++) {
        swc_round *r = NULL;
        double t0 = bench_now();
        int rc = swc_tournament_pair_next(&r, t);
        double dt = bench_now() - t0;
        if (rc) {
            printf("%6u teams: round %d: %s\n", n, k, swc_tournament_errmsg(t));
            break;
        }
        if (k == 1)
            first = dt;
        if (dt > worst) {
            worst = dt;
            worst_round = k;
        }
        total += dt;
        /* Results: the board of the smaller team number (the stronger) is
         * usually won by it. */
        uint32_t nm = swc_team_match_count(t, (uint32_t)k);
        uint32_t board = 0;
        for (uint32_t i = 0; i < nm; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            swc_team_match_get(&m, t, (uint32_t)k, i);
            if (!m.black)
                continue;
            for (int b = 0; b < boards; b++) {
                uint32_t x = rnd(100);
                int white_first = (b % 2 == 0) == (m.white < m.black);
                int res = x < 30 ? SWC_RESULT_DRAW
                          : x < 70 ? (white_first ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN)
                                   : (white_first ? SWC_RESULT_BLACK_WIN : SWC_RESULT_WHITE_WIN);
                uint32_t bd = 0;
                if (swc_team_board(&bd, t, (uint32_t)k, m.white, (uint32_t)b + 1) == SWC_OK && bd)
                    swc_round_set_result(r, bd, res);
            }
            board++;
        }
        (void)board;
    }
    printf("%6u teams %2d rounds  round 1 %8.3f s  slowest (round %d) %8.3f s  all rounds %8.3f s  peak %7.1f MB\n",
           n, rounds, first, worst_round, worst, total, bench_peak_mb());
    swc_tournament_free(t);
    return 0;
}

int main(int argc, char **argv)
{
    int rounds = 9, boards = 4, typeb = 0, gp = 0, baku = 0, nsizes = 0;
    uint32_t sizes[64];
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--rounds") && i + 1 < argc)
            rounds = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--boards") && i + 1 < argc)
            boards = atoi(argv[++i]);
        else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
            state = strtoull(argv[++i], NULL, 10) | 1;
        else if (!strcmp(argv[i], "--type-b"))
            typeb = 1;
        else if (!strcmp(argv[i], "--gp"))
            gp = 1;
        else if (!strcmp(argv[i], "--baku"))
            baku = 1;
        else if (argv[i][0] >= '1' && argv[i][0] <= '9' && nsizes < 64)
            sizes[nsizes++] = (uint32_t)atoi(argv[i]);
        else {
            usage();
            return 2;
        }
    }
    if (rounds < 1 || boards < 1 || boards > SWC_MAX_BOARDS) {
        usage();
        return 2;
    }
    if (!nsizes) {
        sizes[0] = 100;
        sizes[1] = 200;
        sizes[2] = 500;
        nsizes = 3;
    }
    for (int i = 0; i < nsizes; i++)
        if (run(sizes[i], rounds, boards, typeb, gp, baku))
            return 1;
    return 0;
}
