/*
 * TRF reading and writing speed on a large field.
 *
 *   bench-trf-io [FILE.trf [N]]
 *
 * Loads FILE once, then N times (default 20) parses it with swc_trf_read()
 * and writes it back with swc_trf_write() into memory, and prints the
 * minimum and median wall time of each step and the peak resident memory.
 * Files are kept out of the timed part so that the numbers measure the
 * library, not the disk. Without FILE it uses the 9 999-player file of the
 * reference data when that folder is present.
 */
#include <swisscore/swisscore.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#ifndef SWC_BENCH_DEFAULT_TRF
#define SWC_BENCH_DEFAULT_TRF "f9999_r9.trf"
#endif

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : SWC_BENCH_DEFAULT_TRF;
    long runs = argc > 2 ? strtol(argv[2], NULL, 10) : 20;
    if (argc > 3 || runs < 1 || (argc > 1 && strcmp(argv[1], "--help") == 0)) {
        fprintf(stderr, "usage: bench-trf-io [FILE.trf [RUNS]]\n");
        return 1;
    }

    size_t len;
    char *text = bench_load(path, &len);
    if (!text) {
        fprintf(stderr, "bench-trf-io: %s: %s\n", path, strerror(errno));
        return 1;
    }

    swc_trf_read_options ropts = SWC_TRF_READ_OPTIONS_INIT;
    swc_trf_write_options wopts = SWC_TRF_WRITE_OPTIONS_INIT;
    double *t_read = calloc((size_t)runs, sizeof *t_read);
    double *t_write = calloc((size_t)runs, sizeof *t_write);
    char *out = NULL;
    size_t out_cap = 0, out_len = 0;
    uint32_t players = 0, rounds = 0;
    int status = 0;
    if (!t_read || !t_write) {
        fprintf(stderr, "bench-trf-io: out of memory\n");
        return 1;
    }

    for (long i = 0; i < runs && status == 0; i++) {
        swc_tournament *t = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        double t0 = bench_now();
        int rc = swc_trf_read(&t, text, len, &ropts, &err);
        double t1 = bench_now();
        if (rc == SWC_EINCONSISTENT && !(ropts.flags & SWC_TRF_TRUST_RESULTS)) {
            /* Generated fields may state rounded totals; time the load anyway. */
            fprintf(stderr, "note: %s: %s; reading with SWC_TRF_TRUST_RESULTS\n", path, err.message);
            ropts.flags |= SWC_TRF_TRUST_RESULTS;
            i--;
            continue;
        }
        if (rc != SWC_OK) {
            fprintf(stderr, "bench-trf-io: %s:%s\n", path, err.message);
            status = 1;
            break;
        }
        players = swc_tournament_player_count(t);
        rounds = swc_tournament_round_count(t);

        /* Size query plus the real write: what a caller of the API does. */
        double t2 = bench_now();
        size_t need = 0;
        rc = swc_trf_write(&need, NULL, 0, t, &wopts);
        if (rc == SWC_EBUFSIZE && need + 1 > out_cap) {
            free(out);
            out_cap = need + 1;
            out = malloc(out_cap);
        }
        if (rc == SWC_EBUFSIZE && out)
            rc = swc_trf_write(&out_len, out, out_cap, t, &wopts);
        double t3 = bench_now();
        if (rc != SWC_OK) {
            fprintf(stderr, "bench-trf-io: write failed: %s\n", swc_tournament_errmsg(t));
            status = 1;
        }
        swc_tournament_free(t);
        t_read[i] = t1 - t0;
        t_write[i] = t3 - t2;
    }

    if (status == 0) {
        double r_med = bench_sorted_median(t_read, (size_t)runs);
        double w_med = bench_sorted_median(t_write, (size_t)runs);
        double r_min = t_read[0], w_min = t_write[0];
        printf("file:     %s\n", path);
        printf("input:    %zu bytes, %u players, %u rounds; output %zu bytes\n", len,
               (unsigned)players, (unsigned)rounds, out_len);
        printf("runs:     %ld\n", runs);
        printf("read:     min %8.2f ms   median %8.2f ms   (%.0f MB/s)\n", r_min * 1e3,
               r_med * 1e3, (double)len / r_min / 1e6);
        printf("write:    min %8.2f ms   median %8.2f ms   (%.0f MB/s)\n", w_min * 1e3,
               w_med * 1e3, (double)out_len / w_min / 1e6);
        printf("peak RSS: %.1f MB\n", bench_peak_mb());
    }
    free(out);
    free(t_read);
    free(t_write);
    free(text);
    return status;
}
