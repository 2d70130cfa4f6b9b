/*
 * Speed of swc_tournament_pair_next() on large fields.
 *
 *   bench-pairing [--system dutch|sequential] [--edition 2026|2017] [--repeat N]
 *                 [--max-seconds S] [--cpu-limit S] [--mem-limit MB]
 *                 [FILE.trf | gen:N:R[:SEED] ...]
 *
 * The system timed is the FIDE Dutch system unless --system says
 * sequential (the Chinese sequential system of xiangqi events).
 *
 * `gen:N:R:SEED` is a random field made here, no file needed: N players
 * whose first R-1 rounds are paired by the library's sequential system
 * (fast at any size, and its score groups are those of a Swiss), results
 * from the Elo expectation with 30 % draws; round R is the one timed, by
 * the system being measured. The field is made, and written as
 * TRF, before the timed process starts.
 *
 * For each file: read it, pair the next round, repeat N times from a fresh
 * copy, and print the players, the minimum and median wall time, the CPU
 * time of the fastest run, the peak resident memory and whether the pairing
 * equals the reference: FILE.expected beside the input (the engines' pairs
 * format, compared byte for byte; a 2026 answer, so only for that
 * edition), or, for a complete tournament, the round
 * this program removed (compared as a set of pairs: a TRF file has no board
 * numbers). The machine may be shared: the CPU time is the steadier figure.
 *
 * Each file runs in a process of its own, so the peak memory is that of
 * the file alone (reading included), and a file whose pairing uses more
 * than S CPU seconds (--cpu-limit, default 900) is stopped and reported as
 * such instead of holding up the others. The process may not map more than
 * MB megabytes (--mem-limit, default 4096; 0 = no limit): a field too large
 * for that fails with the library's out-of-memory error instead of
 * crowding out the machine.
 *
 * A complete tournament (every planned round exists, as in the reference
 * folder's corpus/) has its last round deleted first, and the byes
 * requested for that round requested again, so that the last round is
 * paired again under the same conditions.
 *
 * Without FILE it runs a default set from the reference folder (when
 * present), one field size after the other: 300 players (the smallest
 * size class, "250"), 1000 (a round of p1000_r9_a and big/f1000_r9), 2000,
 * 3000 and 9999 (big/). The big/ fields' earlier rounds were paired by a
 * rough Swiss, so their score groups are large and irregular, and the
 * players below a bracket often cannot be paired among themselves (the
 * whole field is then matched at once). Give files explicitly for a quick
 * run. The files are read before the timed part, so the times measure the
 * engine, not the disk or the TRF reader. N defaults to 5 for up to 500
 * players and 1 for larger fields; further runs of a file are skipped once
 * one run takes more than S seconds (default 10).
 */
#include <swisscore/swisscore.h>

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "bench.h"

#ifndef SWC_BENCH_ORACLE_DIR
#define SWC_BENCH_ORACLE_DIR "../shared/oracle"
#endif

/* The default set, by field size. */
static const char *const default_files[] = {
    "dutch-2026/p300_r9_a_r9.trf",
    "dutch-2026/p1000_r9_a_r5.trf",
    "big/f1000_r9.trf",
    "big/f2000_r5.trf",
    "big/f3000_r9.trf",
    "big/f9999_r9.trf",
};

/* The default set without the reference folder: the size classes of the
 * goals (250, 1000, 3000 and the largest field, 9999 players), 9 rounds. */
static const char *const default_generated[] = {
    "gen:250:9:1", "gen:1000:9:1", "gen:3000:9:1", "gen:9999:9:1",
};

typedef struct options {
    int32_t system;      /* the swc_pairing_system timed */
    int32_t edition;     /* 0 = the file's */
    long repeat;         /* 0 = by field size */
    double max_seconds;
    long cpu_limit;      /* seconds of CPU per file */
    long mem_limit;      /* MB of address space per file, 0 = none */
} options;

/* CPU time of this process (user + system), in seconds. */
static double cpu_now(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec * 1e-6 + (double)ru.ru_stime.tv_sec +
           (double)ru.ru_stime.tv_usec * 1e-6;
}

/* The reference files come with either line end; compare them as LF. */
static void to_lf(char *s)
{
    char *d = s;
    for (char *p = s; *p; p++) {
        if (*p == '\r') {
            if (p[1] != '\n')
                *d++ = '\n';
            continue;
        }
        *d++ = *p;
    }
    *d = '\0';
}

/* A round in the engines' pairs format: count, "white black", PAB "id 0". */
static char *pairs_text(const swc_round *r)
{
    uint32_t boards = swc_round_board_count(r), pab = 0;
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        if (swc_round_bye(&id, &kind, r, i) == SWC_OK && kind == SWC_RK_PAB)
            pab = id;
    }
    size_t cap = 16 + 12 * ((size_t)boards + 1), len = 0;
    char *s = malloc(cap);
    if (!s)
        return NULL;
    len += (size_t)snprintf(s, cap, "%u\n", (unsigned)(boards + (pab ? 1u : 0u)));
    for (uint32_t b = 1; b <= boards; b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, r, b);
        len += (size_t)snprintf(s + len, cap - len, "%u %u\n", (unsigned)w, (unsigned)bl);
    }
    if (pab)
        snprintf(s + len, cap - len, "%u 0\n", (unsigned)pab);
    return s;
}

/* The numbers of a pairs text after its count line, as unsigned longs;
 * returns how many, or -1 when out of memory. */
static long numbers(const char *s, unsigned long **out)
{
    size_t cap = 16, n = 0;
    unsigned long *v = malloc(cap * sizeof *v);
    const char *p = strchr(s, '\n');
    while (v && p && *p) {
        char *end;
        unsigned long x = strtoul(p, &end, 10);
        if (end == p)
            break;
        if (n == cap) {
            unsigned long *bigger = realloc(v, 2 * cap * sizeof *v);
            if (!bigger) {
                free(v);
                v = NULL;
                break;
            }
            v = bigger;
            cap *= 2;
        }
        v[n++] = x;
        p = end;
    }
    *out = v;
    return v ? (long)n : -1;
}

static int cmp_pair(const void *a, const void *b)
{
    const unsigned long *x = a, *y = b;
    return x[0] != y[0] ? (x[0] > y[0]) - (x[0] < y[0]) : (x[1] > y[1]) - (x[1] < y[1]);
}

/* Same pairs with the same colours, in any board order. */
static int same_pair_set(const char *a, const char *b)
{
    unsigned long *va = NULL, *vb = NULL;
    long na = numbers(a, &va), nb = numbers(b, &vb);
    int same = na >= 0 && na == nb && na % 2 == 0;
    if (same) {
        qsort(va, (size_t)na / 2, 2 * sizeof *va, cmp_pair);
        qsort(vb, (size_t)nb / 2, 2 * sizeof *vb, cmp_pair);
        same = memcmp(va, vb, (size_t)na * sizeof *va) == 0;
    }
    free(va);
    free(vb);
    return same;
}

static int32_t setting(const swc_tournament *t, int key)
{
    int32_t v = 0;
    swc_tournament_get_int(&v, t, key);
    return v;
}

/*
 * A tournament ready to pair: read from `text`, the edition set, and for a
 * complete tournament the last round removed (its pairs in *removed when
 * removed is not NULL, its requested byes requested again).
 */
static swc_tournament *prepare(const char *path, const char *text, size_t len,
                               const options *o, uint32_t *flags, char **removed)
{
    swc_tournament *t = NULL;
    swc_trf_read_options ropts = SWC_TRF_READ_OPTIONS_INIT;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ropts.flags = *flags;
    int rc;
    if (len && text[0] == '{') { /* a JSON document: fields above the TRF limit */
        swc_json_error jerr = SWC_JSON_ERROR_INIT;
        if ((rc = swc_json_read(&t, text, len, NULL, &jerr)) != SWC_OK)
            snprintf(err.message, sizeof err.message, " %.200s", jerr.message);
    } else {
        rc = swc_trf_read(&t, text, len, &ropts, &err);
    }
    if (rc == SWC_EINCONSISTENT && !(*flags & SWC_TRF_TRUST_RESULTS)) {
        /* Generated fields may state rounded totals; pair them anyway. */
        fprintf(stderr, "note: %s:%s; reading with SWC_TRF_TRUST_RESULTS\n", path, err.message);
        *flags |= SWC_TRF_TRUST_RESULTS;
        return prepare(path, text, len, o, flags, removed);
    }
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: %s:%s\n", path, err.message);
        return NULL;
    }
    /* The system measured, whatever system made the field. */
    if (swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, o->system) != SWC_OK ||
        (o->edition && swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, o->edition) != SWC_OK)) {
        fprintf(stderr, "bench-pairing: %s: %s\n", path, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return NULL;
    }

    uint32_t rounds = swc_tournament_round_count(t);
    if (rounds == 0 || (int32_t)rounds < setting(t, SWC_SET_ROUNDS))
        return t;

    swc_round *last = swc_tournament_round(t, rounds);
    uint32_t nbyes = swc_round_bye_count(last);
    uint32_t *ids = calloc((size_t)nbyes + 1, sizeof *ids);
    int32_t *kinds = calloc((size_t)nbyes + 1, sizeof *kinds);
    if (!ids || !kinds) {
        free(ids);
        free(kinds);
        swc_tournament_free(t);
        return NULL;
    }
    for (uint32_t i = 0; i < nbyes; i++)
        swc_round_bye(&ids[i], &kinds[i], last, i);
    if (removed)
        *removed = pairs_text(last);
    rc = swc_tournament_delete_last_round(t);
    for (uint32_t i = 0; i < nbyes && rc == SWC_OK; i++) {
        if (kinds[i] == SWC_RK_FULL_BYE || kinds[i] == SWC_RK_HALF_BYE ||
            kinds[i] == SWC_RK_ZERO_BYE)
            rc = swc_player_request_bye(swc_tournament_player(t, ids[i]), rounds, kinds[i]);
    }
    free(ids);
    free(kinds);
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: %s: cannot remove the last round: %s\n", path,
                swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return NULL;
    }
    return t;
}

/* Reference pairs beside the input: X.trf -> X.expected. */
static char *expected_for(const char *path)
{
    size_t n = strlen(path);
    char *p = malloc(n + 16);
    if (!p)
        return NULL;
    memcpy(p, path, n + 1);
    if (n > 4 && strcmp(p + n - 4, ".trf") == 0)
        p[n - 4] = '\0';
    strcat(p, ".expected");
    size_t len;
    char *text = bench_load(p, &len);
    free(p);
    if (text)
        to_lf(text);
    return text;
}

/* Pair the input (TRF text, owned by the caller) named `path`. */
static int bench_file(const char *path, const char *text, size_t len, const options *o)
{
    uint32_t flags = 0;
    char *removed = NULL;
    swc_tournament *t = prepare(path, text, len, o, &flags, &removed);
    if (!t)
        return 1;
    uint32_t players = swc_tournament_player_count(t);
    uint32_t round = swc_tournament_round_count(t) + 1;
    int32_t edition = setting(t, SWC_SET_DUTCH_EDITION);
    long repeat = o->repeat ? o->repeat : players <= 500 ? 5 : 1;
    double *times = calloc((size_t)repeat, sizeof *times);
    double best_cpu = -1;
    /* the .expected files beside the benchmark fields are the 2026
     * reference engine's answers */
    char *expected = strncmp(path, "gen:", 4) && edition == 2026 ? expected_for(path) : NULL;
    char *got = NULL;
    long runs = 0;
    int status = 0;

    for (; runs < repeat && times; runs++) {
        if (runs > 0 && !(t = prepare(path, text, len, o, &flags, NULL))) {
            status = 1;
            break;
        }
        swc_round *r = NULL;
        double c0 = cpu_now(), t0 = bench_now();
        int rc = swc_tournament_pair_next(&r, t);
        double t1 = bench_now(), c1 = cpu_now();
        times[runs] = t1 - t0;
        if (best_cpu < 0 || c1 - c0 < best_cpu)
            best_cpu = c1 - c0;
        if (rc != SWC_OK) {
            fprintf(stderr, "bench-pairing: %s: %s: %s\n", path, swc_strerror(rc),
                    swc_tournament_errmsg(t));
            const char *base = strrchr(path, '/');
            printf("%-24s %5u %5u  failed (%s) after %.3f s CPU, peak %.1f MB\n", base ? base + 1 : path,
                   (unsigned)players, (unsigned)round, swc_strerror(rc), c1 - c0, bench_peak_mb());
            swc_tournament_free(t);
            status = 1;
            break;
        }
        if (!got)
            got = pairs_text(r);
        swc_tournament_free(t);
        if (times[runs] > o->max_seconds) {
            runs++;
            break;
        }
    }

    if (status == 0 && runs > 0) {
        double med = bench_sorted_median(times, (size_t)runs);
        const char *base = strrchr(path, '/');
        const char *verdict = "no reference";
        if (expected)
            verdict = got && strcmp(got, expected) == 0 ? "matches .expected" : "DIFFERS from .expected";
        else if (removed)
            verdict = got && same_pair_set(got, removed) ? "matches the removed round"
                                                         : "DIFFERS from the removed round";
        char sys[8];
        snprintf(sys, sizeof sys, "%d", (int)edition);
        printf("%-24s %5u %5u%s %4s %4ld %9.3f %9.3f %9.3f %8.1f  %s\n", base ? base + 1 : path,
               (unsigned)players, (unsigned)round, removed ? "*" : " ",
               o->system == SWC_SYSTEM_SEQUENTIAL ? "seq" : sys, runs,
               times[0], med, best_cpu, bench_peak_mb(), verdict);
        fflush(stdout);
    }
    free(times);
    free(got);
    free(expected);
    free(removed);
    return status;
}

/*
 * The TRF text of a generated field "gen:N:R[:SEED]" (see the top of this
 * file), or of the file at `path`; NULL after a message on failure.
 */
static char *input_text(const char *path, size_t *len)
{
    if (strncmp(path, "gen:", 4) != 0) {
        char *text = bench_load(path, len);
        if (!text)
            fprintf(stderr, "bench-pairing: %s: %s\n", path, strerror(errno ? errno : EIO));
        return text;
    }
    unsigned long n = 0, r = 0;
    unsigned long long seed = 0;
    int k = sscanf(path + 4, "%lu:%lu:%llu", &n, &r, &seed);
    if (k < 2 || n < 2 || n > SWC_MAX_PLAYERS_MODEL || r < 2 || r > SWC_MAX_ROUNDS) {
        fprintf(stderr, "bench-pairing: %s: expected gen:PLAYERS:ROUNDS[:SEED], 2..%d players, 2..%d rounds\n", path,
                SWC_MAX_PLAYERS_MODEL, SWC_MAX_ROUNDS);
        return NULL;
    }
    double c0 = cpu_now();
    swc_tournament *t = NULL;
    swc_generate_options g = SWC_GENERATE_OPTIONS_INIT;
    g.players = (uint32_t)n;
    g.rounds = (uint32_t)r - 1;
    g.seed = seed;
    g.system = SWC_SYSTEM_SEQUENTIAL;
    int rc = swc_tournament_new(&t, NULL);
    if (rc == SWC_OK && (rc = swc_tournament_generate(t, &g)) == SWC_OK)
        rc = swc_tournament_set_int(t, SWC_SET_ROUNDS, (int32_t)r);
    char *text = NULL;
    size_t need = 0;
    if (rc == SWC_OK && n <= SWC_MAX_PLAYERS) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        rc = swc_trf_write(&need, NULL, 0, t, &wo);
        if (rc == SWC_EBUFSIZE && (text = malloc(need + 1)) != NULL)
            rc = swc_trf_write(len, text, need + 1, t, &wo);
        else if (rc == SWC_EBUFSIZE)
            rc = SWC_ENOMEM;
    } else if (rc == SWC_OK) { /* beyond TRF: a compact JSON document */
        swc_json_write_options jo = SWC_JSON_WRITE_OPTIONS_INIT;
        jo.indent = 0;
        rc = swc_json_write(&need, NULL, 0, t, &jo);
        if (rc == SWC_EBUFSIZE && (text = malloc(need + 1)) != NULL)
            rc = swc_json_write(len, text, need + 1, t, &jo);
        else if (rc == SWC_EBUFSIZE)
            rc = SWC_ENOMEM;
    }
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: %s: %s: %s\n", path, swc_strerror(rc), t ? swc_tournament_errmsg(t) : "");
        free(text);
        text = NULL;
    } else {
        fprintf(stderr, "note: %s: %lu rounds made by the sequential system in %.1f s of CPU\n", path, r - 1,
                cpu_now() - c0);
    }
    swc_tournament_free(t);
    return text;
}

/* bench_file() in a process of its own, stopped after o->cpu_limit CPU
 * seconds: its own peak memory, and a runaway file does not stop the rest. */
static int bench_file_apart(const char *path, const options *o)
{
    size_t len = 0;
    char *text = input_text(path, &len);
    if (!text)
        return 1;
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        int st = bench_file(path, text, len, o);
        free(text);
        return st;
    }
    if (pid == 0) {
        struct rlimit rl;
        rl.rlim_cur = (rlim_t)o->cpu_limit;
        rl.rlim_max = (rlim_t)o->cpu_limit + 5;
        setrlimit(RLIMIT_CPU, &rl);
        if (o->mem_limit > 0) {
            rl.rlim_cur = rl.rlim_max = (rlim_t)o->mem_limit << 20;
            setrlimit(RLIMIT_AS, &rl);
        }
        int st = bench_file(path, text, len, o);
        fflush(stdout);
        _exit(st);
    }
    free(text);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        ;
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    const char *base = strrchr(path, '/');
    if (WIFSIGNALED(status) && (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL))
        printf("%-24s stopped after the CPU limit of %ld s\n", base ? base + 1 : path, o->cpu_limit);
    else
        printf("%-24s failed (signal %d)\n", base ? base + 1 : path, WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return 1;
}

static int usage(void)
{
    fprintf(stderr, "usage: bench-pairing [--system dutch|sequential] [--edition 2026|2017] [--repeat N] "
                    "[--max-seconds S] [--cpu-limit S] [--mem-limit MB] [FILE.trf | gen:PLAYERS:ROUNDS[:SEED] ...]\n");
    return 2;
}

int main(int argc, char **argv)
{
    options o = { SWC_SYSTEM_DUTCH, 0, 0, 10.0, 900, 4096 };
    int first_file = argc;

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        char *end = NULL;
        if (strcmp(a, "--") == 0) {
            first_file = i + 1;
            break;
        }
        if (a[0] != '-') {
            first_file = i;
            break;
        }
        if (i + 1 >= argc)
            return usage();
        const char *v = argv[++i];
        errno = 0;
        if (strcmp(a, "--system") == 0) {
            if (strcmp(v, "dutch") == 0)
                o.system = SWC_SYSTEM_DUTCH;
            else if (strcmp(v, "sequential") == 0)
                o.system = SWC_SYSTEM_SEQUENTIAL;
            else
                return usage();
        } else if (strcmp(a, "--edition") == 0) {
            long e = strtol(v, &end, 10);
            if (*end || (e != 2017 && e != 2026))
                return usage();
            o.edition = (int32_t)e;
        } else if (strcmp(a, "--repeat") == 0) {
            o.repeat = strtol(v, &end, 10);
            if (*end || errno || o.repeat < 1 || o.repeat > 100000)
                return usage();
        } else if (strcmp(a, "--cpu-limit") == 0) {
            o.cpu_limit = strtol(v, &end, 10);
            if (*end || errno || o.cpu_limit < 1 || o.cpu_limit > 86400)
                return usage();
        } else if (strcmp(a, "--mem-limit") == 0) {
            o.mem_limit = strtol(v, &end, 10);
            if (*end || errno || o.mem_limit < 0 || o.mem_limit > (1L << 24))
                return usage();
        } else if (strcmp(a, "--max-seconds") == 0) {
            o.max_seconds = strtod(v, &end);
            if (*end || errno || !(o.max_seconds > 0))
                return usage();
        } else {
            return usage();
        }
    }

    printf("%-24s %5s %6s %4s %4s %9s %9s %9s %8s  %s\n", "file", "plrs", "round", "sys.", "runs",
           "min s", "median s", "CPU s", "peak MB", "reference");
    int status = 0, any = 0;
    if (first_file < argc) {
        for (int i = first_file; i < argc; i++, any++)
            status |= bench_file_apart(argv[i], &o);
    } else {
        for (size_t i = 0; i < sizeof default_files / sizeof default_files[0]; i++) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", SWC_BENCH_ORACLE_DIR, default_files[i]);
            FILE *f = fopen(path, "rb");
            if (!f) {
                fprintf(stderr, "note: %s not found; skipped\n", path);
                continue;
            }
            fclose(f);
            status |= bench_file_apart(path, &o);
            any++;
        }
    }
    if (!any) {
        fprintf(stderr, "note: the reference folder %s is missing; pairing generated fields\n", SWC_BENCH_ORACLE_DIR);
        for (size_t i = 0; i < sizeof default_generated / sizeof default_generated[0]; i++, any++)
            status |= bench_file_apart(default_generated[i], &o);
    }
    printf("* = a complete tournament: its last round was removed and paired again\n");
    return status;
}
