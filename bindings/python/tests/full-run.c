/*
 * The reference run of test_full_tournament_matches_c_api: the same
 * tournament as the Python test builds, through the C API, printed as TRF
 * followed by its standings (rank, id, raw values).
 * Usage: full-run SEED PLAYERS ROUNDS
 */
#include <stdio.h>
#include <stdlib.h>
#include <swisscore/swisscore.h>

static uint32_t lcg(uint32_t *state)
{
    *state = *state * 1103515245u + 12345u;
    return (*state >> 16) % 3u;
}

int main(int argc, char **argv)
{
    if (argc != 4)
        return 2;
    uint32_t state = (uint32_t)strtoul(argv[1], NULL, 10);
    int n = atoi(argv[2]), rounds = atoi(argv[3]);
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return 1;
    int rc = swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds);
    for (int i = 0; rc == SWC_OK && i < n; i++) {
        char name[32];
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        snprintf(name, sizeof name, "Player %03d", i + 1);
        info.name = name;
        info.rating = 2000 + (i * 37) % 400;
        rc = swc_player_add(NULL, t, &info);
    }
    static const int results[3] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN };
    for (int k = 0; rc == SWC_OK && k < rounds; k++) {
        swc_round *r = NULL;
        rc = swc_tournament_pair_next(&r, t);
        for (uint32_t b = 1; rc == SWC_OK && b <= swc_round_board_count(r); b++)
            rc = swc_round_set_result(r, b, results[lcg(&state)]);
    }
    size_t len = 0;
    char *buf = NULL;
    if (rc == SWC_OK) {
        swc_trf_write(&len, NULL, 0, t, NULL);
        buf = malloc(len + 1);
        rc = buf ? swc_trf_write(&len, buf, len + 1, t, NULL) : SWC_ENOMEM;
    }
    if (rc != SWC_OK) {
        fprintf(stderr, "full-run: %s\n", swc_tournament_errmsg(t));
        free(buf);
        swc_tournament_free(t);
        return 1;
    }
    fwrite(buf, 1, len, stdout);
    free(buf);
    /* Then the standings by the FIDE 2026 cascade: rank, id and every value. */
    swc_standings *st = NULL;
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.ruleset = "fide-2026";
    if (swc_standings_compute(&st, t, &so) != SWC_OK) {
        fprintf(stderr, "full-run: %s\n", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    for (uint32_t i = 0; i < swc_standings_count(st); i++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, st, i);
        printf("%u %u", row.rank, row.id);
        for (uint32_t c = 0; c < swc_standings_criteria_count(st); c++) {
            int64_t v = 0;
            swc_standings_value(&v, st, i, c);
            printf(" %lld", (long long)v);
        }
        printf("\n");
    }
    swc_standings_free(st);
    swc_tournament_free(t);
    return 0;
}
