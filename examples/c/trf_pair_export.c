/*
 * The platform's daily job: import a TRF file, pair the next round, export
 * the tournament with the new round appended.
 *
 *   trf_pair_export IN.trf OUT.trf
 */
#include <stdio.h>
#include <swisscore/swisscore.h>

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: %s IN.trf OUT.trf\n", argv[0]);
        return 2;
    }
    swc_tournament *t = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    if (swc_trf_read_file(&t, argv[1], NULL, &err) != SWC_OK) {
        /* The message already says "line:column: reason". */
        fprintf(stderr, "%s:%s\n", argv[1], err.message);
        return 1;
    }

    swc_round *r = NULL;
    if (swc_tournament_pair_next(&r, t) != SWC_OK) {
        fprintf(stderr, "cannot pair: %s\n", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    printf("round %u: %u boards\n", swc_round_number(r), swc_round_board_count(r));
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
        uint32_t w, bl;
        swc_round_board(&w, &bl, r, b);
        printf("%3u  %4u - %4u\n", b, w, bl);
    }
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id;
        int32_t kind;
        swc_round_bye(&id, &kind, r, i);
        printf("bye  %4u (kind %d)\n", id, (int)kind);
    }

    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_16;  /* what most other programs read */
    int rc = swc_trf_write_file(t, argv[2], &wo);
    if (rc != SWC_OK)
        fprintf(stderr, "cannot write %s: %s\n", argv[2], swc_tournament_errmsg(t));
    swc_tournament_free(t);
    return rc == SWC_OK ? 0 : 1;
}
