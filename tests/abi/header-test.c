/*
 * Compiled once per public header (SWC_TEST_HEADER), as strict C99 and as
 * C++, to prove that each header is self-contained and portable. Touching
 * a few symbols of the header makes the linker confirm that they are
 * really exported from the shared library.
 */
#include SWC_TEST_HEADER

#include <stdio.h>
#include <string.h>

static int failures;

static void expect(int ok, const char *what)
{
    if (!ok) {
        fprintf(stderr, "header test failed: %s\n", what);
        failures++;
    }
}

int main(void)
{
    expect(strcmp(swc_strerror(SWC_OK), "") != 0, "swc_strerror(SWC_OK) is empty");
    expect(swc_strerror(-9999) != NULL, "swc_strerror of an unknown code");

#ifdef SWISSCORE_VERSION_H
    expect(swc_version() == SWC_VERSION_NUMBER, "run-time and compile-time versions differ");
    expect(strcmp(swc_version_string(), SWC_VERSION_STRING) == 0, "version strings differ");
    expect(SWC_VERSION_CHECK(0, 0, 0), "SWC_VERSION_CHECK(0, 0, 0)");
#endif

#ifdef SWISSCORE_TOURNAMENT_H
    {
        swc_tournament_options opts = SWC_TOURNAMENT_OPTIONS_INIT;
        swc_tournament *t = NULL;
        int32_t rounds = 0;
        expect(swc_tournament_new(&t, &opts) == SWC_OK && t != NULL, "swc_tournament_new");
        expect(swc_tournament_get_int(&rounds, t, SWC_SET_ROUNDS) == SWC_OK && rounds > 0,
               "swc_tournament_get_int(SWC_SET_ROUNDS)");
        expect(swc_tournament_player_count(t) == 0, "new tournament has players");
        swc_tournament_free(t);
        swc_tournament_free(NULL);
    }
#endif

#ifdef SWISSCORE_PLAYER_H
    {
        swc_tournament *t = NULL;
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        uint32_t id = 0;
        info.name = "Test, Player";
        info.rating = 2000;
        expect(swc_tournament_new(&t, NULL) == SWC_OK, "swc_tournament_new(NULL options)");
        expect(swc_player_add(&id, t, &info) == SWC_OK && id != 0, "swc_player_add");
        expect(strcmp(swc_player_name(swc_tournament_player(t, id)), "Test, Player") == 0,
               "swc_player_name");
        expect(swc_player_id(NULL) == 0, "swc_player_id(NULL)");
        swc_tournament_free(t);
    }
#endif

#ifdef SWISSCORE_ROUND_H
    expect(swc_tournament_round(NULL, 1) == NULL, "swc_tournament_round(NULL)");
    expect(swc_round_board_count(NULL) == 0, "swc_round_board_count(NULL)");
    expect(swc_round_is_complete(NULL) == 0, "swc_round_is_complete(NULL)");
#endif

#ifdef SWISSCORE_PAIRING_H
    expect(swc_tournament_pair_next(NULL, NULL) == SWC_EINVAL, "swc_tournament_pair_next(NULL)");
#endif

#ifdef SWISSCORE_TRF_H
    {
        /* An event the library saved before registration (XLF): no players yet. */
        static const char text[] = "012 Header test\nXLF 1\n";
        swc_trf_read_options ropts = SWC_TRF_READ_OPTIONS_INIT;
        swc_trf_write_options wopts = SWC_TRF_WRITE_OPTIONS_INIT;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        swc_tournament *t = NULL;
        size_t len = 0;
        expect(swc_trf_read(&t, text, sizeof text - 1, &ropts, &err) == SWC_OK,
               "swc_trf_read of a name-only file");
        expect(swc_trf_write(&len, NULL, 0, t, &wopts) == SWC_EBUFSIZE && len > 0,
               "swc_trf_write size query");
        swc_tournament_free(t);
    }
#endif

#ifdef SWISSCORE_XIANGQI_H
    {
        swc_xq_options xopts = SWC_XQ_OPTIONS_INIT;
        swc_xq_counter *c = NULL;
        swc_xq_board *b = NULL;
        swc_xq_move_info mi = SWC_XQ_MOVE_INFO_INIT;
        swc_xq_counter_info ci = SWC_XQ_COUNTER_INFO_INIT;
        swc_xq_repetition rep = SWC_XQ_REPETITION_INIT;
        expect(swc_xq_counter_new(&c, &xopts) == SWC_OK, "swc_xq_counter_new");
        expect(swc_xq_counter_start(c, SWC_XQ_RED, SWC_XQ_RED) == SWC_OK, "swc_xq_counter_start");
        expect(swc_xq_counter_get_info(&ci, c) == SWC_OK && ci.limit == 60, "swc_xq_counter_get_info");
        expect(swc_xq_board_new(&b, &xopts) == SWC_OK, "swc_xq_board_new");
        expect(swc_xq_board_play(&mi, b, "h2e2", 4) == SWC_OK && mi.side == SWC_XQ_RED, "swc_xq_board_play");
        expect(swc_xq_board_repetition(&rep, b) == SWC_OK && rep.occurrences == 1, "swc_xq_board_repetition");
        swc_xq_board_free(b);
        swc_xq_counter_free(c);
    }
#endif

#ifdef SWISSCORE_PRIZES_H
    {
        swc_prize_rules_info ri = SWC_PRIZE_RULES_INFO_INIT;
        swc_prizes_options po = SWC_PRIZES_OPTIONS_INIT;
        swc_prizes *pz = NULL;
        expect(swc_prize_rules_count() > 0, "swc_prize_rules_count");
        expect(swc_prize_rules_get(&ri, 0) == SWC_OK && ri.text != NULL, "swc_prize_rules_get");
        expect(swc_prizes_compute(&pz, NULL, &po) == SWC_EINVAL && pz == NULL, "swc_prizes_compute(NULL)");
        swc_prizes_free(pz);
    }
#endif

    return failures ? 1 : 0;
}
