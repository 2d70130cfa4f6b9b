/*
 * Pairing quality of the library's pairing systems, side by side.
 *
 *   bench-quality [-k K] [-c NxR ...] [--events] [--draw-rate P] [--seed S]
 *
 * For each configuration (N players, R rounds) it generates K random
 * tournaments per pairing system with swc_tournament_generate() (seeds
 * S, S+1, ... S+K-1: the same fields and result model for every system)
 * and measures each with swc_tournament_stats(). It prints, per
 * configuration, one table: a row per measure (the average over the K
 * tournaments of the event's total), a column per system, plus the share
 * of tournaments that could be paired to the end and the mean time to
 * generate one. The PAB receivers' mean score is taken over all PABs of
 * the K tournaments ("-" when there was none).
 *
 * Systems: FIDE Dutch 2026 and 2017, the Chinese sequential system and
 * round robin (Berger tables). A system this build cannot pair yet
 * (SWC_EUNSUPPORTED) is shown as "n/a" with a note; round robin applies
 * only when R is at most the number of rounds of a full cycle.
 *
 * --events adds the unplayed games of a real event: 2 % forfeits, 2 %
 * half-point byes per player and round, 5 % withdrawals, 5 % late entries.
 * Defaults: K = 20, configurations 10x9, 30x7, 100x9, draw rate 0.3.
 * Progress goes to standard error when it is a terminal.
 */
#include <swisscore/swisscore.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"

typedef struct sys {
    const char *name;
    int32_t system, edition;
} sys;

static const sys systems[] = {
    { "Dutch 2026", SWC_SYSTEM_DUTCH, 2026 },
    { "Dutch 2017", SWC_SYSTEM_DUTCH, 2017 },
    { "sequential", SWC_SYSTEM_SEQUENTIAL, 0 },
    { "round robin", SWC_SYSTEM_BERGER, 0 },
};
#define NSYS (sizeof systems / sizeof systems[0])

enum {
    M_SDPAIRS, M_SDSQ, M_DOWN, M_UP, M_DOWN1, M_UP1, M_DOWN2, M_UP2, M_MILD, M_STRONG, M_ABS,
    M_CD3, M_SAME3, M_PAB, M_PABSCORE, M_REMATCH, NMEASURES
};

static const char *const measure_names[NMEASURES] = {
    "pairs with score difference", "sum of squared differences", "downfloaters", "upfloaters",
    "repeated downfloats (1 round)", "repeated upfloats (1 round)", "repeated downfloats (2 rounds)",
    "repeated upfloats (2 rounds)", "mild preferences not met", "strong preferences not met",
    "absolute preferences not met", "colour difference beyond 2", "same colour 3 in a row", "PABs",
    "mean score of PAB receivers", "rematches",
};

typedef struct cell {
    double sum[NMEASURES];
    uint32_t ok, failed, unsupported;
    double seconds;
    double pab_score, pab_count;
    char note[300];
} cell;

static void usage(void)
{
    fputs("usage: bench-quality [-k K] [-c NxR ...] [--events] [--draw-rate P] [--seed S]\n", stderr);
    exit(2);
}

static void run_one(cell *c, const sys *s, uint32_t players, uint32_t rounds, uint64_t seed, int events,
                    uint32_t draw_ppm)
{
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL)) {
        fputs("out of memory\n", stderr);
        exit(1);
    }
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    o.players = players;
    o.rounds = rounds;
    o.seed = seed;
    o.system = s->system;
    o.edition = s->edition;
    o.draw_rate = draw_ppm;
    if (events) {
        o.forfeit_rate = 20000;
        o.hpb_rate = 20000;
        o.withdraw_rate = 50000;
        o.late_rate = 50000;
    }
    double t0 = bench_now();
    int rc = swc_tournament_generate(t, &o);
    c->seconds += bench_now() - t0;
    if (rc == SWC_EUNSUPPORTED) {
        c->unsupported++;
        snprintf(c->note, sizeof c->note, "%s", swc_tournament_errmsg(t));
    } else if (rc) {
        c->failed++;
        if (!c->note[0])
            snprintf(c->note, sizeof c->note, "%s", swc_tournament_errmsg(t));
    } else {
        swc_stats_report *rep = NULL;
        swc_stats_row r = SWC_STATS_ROW_INIT;
        if (swc_tournament_stats(&rep, t) || swc_stats_report_row(&r, rep, 0)) {
            fputs("statistics failed\n", stderr);
            exit(1);
        }
        const double v[NMEASURES] = {
            r.score_diff_pairs, (double)r.score_diff_sq / 100.0, r.downfloaters, r.upfloaters,
            r.down_repeat1, r.up_repeat1, r.down_repeat2, r.up_repeat2, r.pref_mild_unmet,
            r.pref_strong_unmet, r.pref_absolute_unmet, r.colour_diff_beyond2, r.same_colour3, r.pab_count,
            r.pab_count ? (double)r.pab_score_sum / 10.0 / r.pab_count : 0.0, r.rematches,
        };
        for (int m = 0; m < NMEASURES; m++)
            c->sum[m] += v[m];
        c->pab_score += (double)r.pab_score_sum / 10.0;
        c->pab_count += r.pab_count;
        c->ok++;
        swc_stats_report_free(rep);
    }
    swc_tournament_free(t);
}

int main(int argc, char **argv)
{
    uint32_t k = 20, draw_ppm = 300000;
    uint64_t seed = 1;
    int events = 0;
    uint32_t conf[16][2];
    size_t nconf = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-k") && i + 1 < argc) {
            k = (uint32_t)strtoul(argv[++i], NULL, 10);
        } else if (!strcmp(a, "-c") && i + 1 < argc && nconf < 16) {
            unsigned long n = 0, r = 0;
            if (sscanf(argv[++i], "%lux%lu", &n, &r) != 2 || n < 2 || n > SWC_MAX_PLAYERS || r < 1 ||
                r > SWC_MAX_ROUNDS)
                usage();
            conf[nconf][0] = (uint32_t)n;
            conf[nconf++][1] = (uint32_t)r;
        } else if (!strcmp(a, "--events")) {
            events = 1;
        } else if (!strcmp(a, "--draw-rate") && i + 1 < argc) {
            double p = strtod(argv[++i], NULL);
            if (p < 0 || p > 1)
                usage();
            draw_ppm = (uint32_t)(p * 1e6 + 0.5);
        } else if (!strcmp(a, "--seed") && i + 1 < argc) {
            seed = strtoull(argv[++i], NULL, 10);
        } else {
            usage();
        }
    }
    if (!k)
        usage();
    if (!nconf) {
        static const uint32_t def[3][2] = { { 10, 9 }, { 30, 7 }, { 100, 9 } };
        memcpy(conf, def, sizeof def);
        nconf = 3;
    }
    int tty = isatty(fileno(stderr));
    printf("Pairing quality: averages over %lu random tournaments per cell (seeds %llu..%llu), draw rate %.2f%s\n",
           (unsigned long)k, (unsigned long long)seed, (unsigned long long)(seed + k - 1), draw_ppm / 1e6,
           events ? ", with forfeits, half-point byes, withdrawals and late entries" : "");
    for (size_t c = 0; c < nconf; c++) {
        cell cells[NSYS];
        memset(cells, 0, sizeof cells);
        for (size_t s = 0; s < NSYS; s++)
            for (uint32_t j = 0; j < k; j++) {
                if (tty)
                    fprintf(stderr, "\r%lux%lu %-12s %lu/%lu ", (unsigned long)conf[c][0],
                            (unsigned long)conf[c][1], systems[s].name, (unsigned long)j + 1, (unsigned long)k);
                run_one(&cells[s], &systems[s], conf[c][0], conf[c][1], seed + j, events, draw_ppm);
                if (cells[s].unsupported)
                    break; /* the system is missing: once is enough */
            }
        if (tty)
            fputs("\r\033[K", stderr);
        printf("\n%lu players, %lu rounds\n", (unsigned long)conf[c][0], (unsigned long)conf[c][1]);
        printf("%-32s", "measure (per tournament)");
        for (size_t s = 0; s < NSYS; s++)
            printf(" %12s", systems[s].name);
        printf("\n");
        for (int m = 0; m < NMEASURES; m++) {
            printf("%-32s", measure_names[m]);
            for (size_t s = 0; s < NSYS; s++) {
                if (m == M_PABSCORE && cells[s].pab_count > 0)
                    printf(" %12.2f", cells[s].pab_score / cells[s].pab_count);
                else if (m == M_PABSCORE && cells[s].ok)
                    printf(" %12s", "-");
                else if (cells[s].ok)
                    printf(" %12.2f", cells[s].sum[m] / cells[s].ok);
                else
                    printf(" %12s", "n/a");
            }
            printf("\n");
        }
        printf("%-32s", "tournaments paired to the end");
        for (size_t s = 0; s < NSYS; s++) {
            char buf[32];
            snprintf(buf, sizeof buf, "%lu/%lu", (unsigned long)cells[s].ok,
                     (unsigned long)(cells[s].ok + cells[s].failed + cells[s].unsupported));
            printf(" %12s", cells[s].unsupported ? "n/a" : buf);
        }
        printf("\n%-32s", "ms to generate one");
        for (size_t s = 0; s < NSYS; s++) {
            uint32_t runs = cells[s].ok + cells[s].failed;
            if (runs)
                printf(" %12.1f", cells[s].seconds * 1000.0 / runs);
            else
                printf(" %12s", "n/a");
        }
        printf("\n");
        for (size_t s = 0; s < NSYS; s++) {
            if (cells[s].unsupported)
                printf("note: %s is not available in this build (%s)\n", systems[s].name, cells[s].note);
            else if (cells[s].failed)
                printf("note: %s could not pair %lu of %lu tournaments to the end (%s)\n", systems[s].name,
                       (unsigned long)cells[s].failed, (unsigned long)(cells[s].ok + cells[s].failed),
                       cells[s].note);
        }
    }
    return 0;
}
