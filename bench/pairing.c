/*
 * Speed of swc_tournament_pair_next() on large fields.
 *
 *   bench-pairing [--system dutch|sequential] [--edition 2026|2017] [--repeat N]
 *                 [--max-seconds S] [--cpu-limit S] [--mem-limit MB] [--every-round | --round K]
 *                 [--byes PCT] [--forfeits PCT] [--late L] [--save-field FILE]
 *                 [FILE.trf | FILE.json | gen:N:R[:SEED] | dutch:N:R[:SEED] ...]
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
 * `dutch:N:R:SEED` is a field whose every round is paired by the library's
 * own Dutch engine in the edition measured (field.c), the hard case of
 * real events: N players, of whom --late L join in round 2 or 3, each
 * requesting a half-point bye for a round with chance --byes PCT, each game
 * forfeited with chance --forfeits PCT, results as above. It is made in
 * the timed process and each pairing is timed as it is made: round R is
 * reported, or with --every-round each round 2..R and the worst.
 * --every-round on a file re-pairs each of its rounds 2..R from the rounds
 * before it, --round K only round K. --save-field FILE keeps a generated field (a dutch: field
 * with all R rounds, a gen: field before round R), as TRF up to 9 999
 * players, else as JSON, so that the identical field can be timed again.
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
 * the file alone (reading included), and a file one of whose pairings uses
 * more than S CPU seconds (--cpu-limit, default 900) is stopped and
 * reported as such instead of holding up the others. The process may not
 * map more than MB megabytes (--mem-limit, default 4096; 0 = no limit): a field too large
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
#include "field.h"

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
    long cpu_limit;      /* seconds of CPU per pairing */
    long mem_limit;      /* MB of address space per file, 0 = none */
    int every_round;     /* time each round 2..R, not only the last */
    uint32_t round;      /* the round of a file to pair, 0 = the last or next */
    const char *save_field; /* write the generated field there */
    field_options field; /* byes, forfeits and late entries of dutch: fields */
} options;

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
 * Let this process use `seconds` more CPU seconds: the limit is armed again
 * before each pairing, so that it bounds one pairing, not a whole series
 * of rounds. Past it the kernel stops the process with SIGXCPU.
 */
static void arm_cpu_limit(long seconds)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_CPU, &rl) != 0)
        return;
    rlim_t soft = (rlim_t)bench_cpu_now() + 1 + (rlim_t)seconds;
    if (rl.rlim_max != RLIM_INFINITY && soft > rl.rlim_max)
        soft = rl.rlim_max;
    rl.rlim_cur = soft;
    setrlimit(RLIMIT_CPU, &rl);
}

/*
 * A tournament ready to pair round `round`: read from `text`, the edition
 * set, and the rounds from `round` on removed (the pairs of `round` in
 * *removed when removed is not NULL, the byes requested for it requested
 * again). Round 0 means the last round of a complete tournament, else the
 * next one.
 */
static swc_tournament *prepare(const char *path, const char *text, size_t len,
                               const options *o, uint32_t *flags, char **removed, uint32_t round)
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
        return prepare(path, text, len, o, flags, removed, round);
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
    if (round == 0)
        round = rounds > 0 && (int32_t)rounds >= setting(t, SWC_SET_ROUNDS) ? rounds : rounds + 1;
    if (round > rounds)
        return t;

    rc = SWC_OK;
    while (swc_tournament_round_count(t) > round && rc == SWC_OK)
        rc = swc_tournament_delete_last_round(t);
    swc_round *last = swc_tournament_round(t, round);
    uint32_t nbyes = rc == SWC_OK ? swc_round_bye_count(last) : 0;
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
    if (removed && rc == SWC_OK)
        *removed = pairs_text(last);
    if (rc == SWC_OK)
        rc = swc_tournament_delete_last_round(t);
    for (uint32_t i = 0; i < nbyes && rc == SWC_OK; i++) {
        if (kinds[i] == SWC_RK_FULL_BYE || kinds[i] == SWC_RK_HALF_BYE ||
            kinds[i] == SWC_RK_ZERO_BYE)
            rc = swc_player_request_bye(swc_tournament_player(t, ids[i]), round, kinds[i]);
    }
    free(ids);
    free(kinds);
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: %s: cannot remove round %lu: %s\n", path, (unsigned long)round,
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

/*
 * Pair round `round` (0: see prepare()) of the input (TRF or JSON text,
 * owned by the caller) named `path`; the CPU and wall time of its fastest
 * run go to *cpu and *wall when they are not NULL.
 */
static int bench_file(const char *path, const char *text, size_t len, const options *o, uint32_t round,
                      double *cpu, double *wall)
{
    uint32_t flags = 0;
    char *removed = NULL;
    int default_round = round == 0;
    swc_tournament *t = prepare(path, text, len, o, &flags, &removed, round);
    if (!t)
        return 1;
    uint32_t players = swc_tournament_player_count(t);
    if (round > swc_tournament_round_count(t) + 1) {
        fprintf(stderr, "bench-pairing: %s: no round %lu: the tournament has %lu rounds\n", path,
                (unsigned long)round, (unsigned long)swc_tournament_round_count(t));
        swc_tournament_free(t);
        return 1;
    }
    round = swc_tournament_round_count(t) + 1;
    int32_t edition = setting(t, SWC_SET_DUTCH_EDITION);
    long repeat = o->repeat ? o->repeat : players <= 500 ? 5 : 1;
    double *times = calloc((size_t)repeat, sizeof *times);
    double best_cpu = -1, best_wall = 0;
    /* the .expected files beside the benchmark fields are the 2026
     * reference engine's answers */
    char *expected = default_round && strncmp(path, "gen:", 4) && edition == 2026 ? expected_for(path) : NULL;
    char *got = NULL;
    long runs = 0;
    int status = 0;

    for (; runs < repeat && times; runs++) {
        if (runs > 0 && !(t = prepare(path, text, len, o, &flags, NULL, round))) {
            status = 1;
            break;
        }
        swc_round *r = NULL;
        arm_cpu_limit(o->cpu_limit);
        double c0 = bench_cpu_now(), t0 = bench_now();
        int rc = swc_tournament_pair_next(&r, t);
        double t1 = bench_now(), c1 = bench_cpu_now();
        times[runs] = t1 - t0;
        if (best_cpu < 0 || t1 - t0 < best_wall) {
            best_cpu = c1 - c0;
            best_wall = t1 - t0;
        }
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
        if (cpu)
            *cpu = best_cpu;
        if (wall)
            *wall = best_wall;
    }
    free(times);
    free(got);
    free(expected);
    free(removed);
    return status;
}

/* Every round 2..R of the input re-paired from the rounds before it and
 * compared with the stored round (and the next round when the tournament
 * is not complete); then the worst. */
static int bench_every_round(const char *path, const char *text, size_t len, const options *o)
{
    uint32_t flags = 0;
    swc_tournament *t = prepare(path, text, len, o, &flags, NULL, UINT32_MAX);
    if (!t)
        return 1;
    uint32_t rounds = swc_tournament_round_count(t), players = swc_tournament_player_count(t);
    uint32_t last = (int32_t)rounds < setting(t, SWC_SET_ROUNDS) ? rounds + 1 : rounds;
    swc_tournament_free(t);
    double worst = -1, worst_wall = 0, total = 0;
    uint32_t worst_round = 0;
    int status = 0;
    for (uint32_t r = 2; r <= last; r++) {
        double cpu = 0, wall = 0;
        int st = bench_file(path, text, len, o, r, &cpu, &wall);
        status |= st;
        if (st)
            break;
        total += cpu;
        if (cpu > worst) {
            worst = cpu;
            worst_wall = wall;
            worst_round = r;
        }
    }
    const char *base = strrchr(path, '/');
    if (worst >= 0)
        printf("%-24s %5u worst round %u: %.3f s CPU (%.3f s wall); rounds 2-%u: %.3f s CPU; peak %.1f MB\n",
               base ? base + 1 : path, (unsigned)players, (unsigned)worst_round, worst, worst_wall,
               (unsigned)last, total, bench_peak_mb());
    fflush(stdout);
    return status;
}

/* What bench_dutch() keeps of the rounds as they are paired. */
typedef struct dutch_run {
    const char *spec;
    const options *o;
    double worst, worst_wall, total;
    uint32_t worst_round, players;
    int incomplete;
} dutch_run;

static void dutch_before(void *user, uint32_t round)
{
    (void)round;
    arm_cpu_limit(((dutch_run *)user)->o->cpu_limit);
}

static void dutch_after(void *user, const field_round *r)
{
    dutch_run *d = user;
    if (!r->complete)
        d->incomplete++;
    if (r->round < 2) { /* one bracket of everybody, paired by rating order: not reported */
        fprintf(stderr, "note: %s: round 1 paired in %.3f s of CPU, peak %.1f MB\n", d->spec, r->cpu, bench_peak_mb());
        return;
    }
    d->players = r->players;
    d->total += r->cpu;
    if (r->cpu > d->worst) {
        d->worst = r->cpu;
        d->worst_wall = r->wall;
        d->worst_round = r->round;
    }
    if (d->o->every_round || r->round == d->o->field.rounds) {
        printf("%-24s %5u %5u  %4d %4d %9.3f %9.3f %9.3f %8.1f  %s\n", d->spec, (unsigned)r->players,
               (unsigned)r->round, (int)d->o->field.edition, 1, r->wall, r->wall, r->cpu, bench_peak_mb(),
               r->complete ? "generated, complete" : "generated, INCOMPLETE");
        fflush(stdout);
    }
}

/* A field "dutch:N:R[:SEED]" (field.h) made here, each round timed as it is
 * paired; saved complete (all R rounds) when asked. */
static int bench_dutch(const char *spec, const options *o)
{
    options mine = *o;
    if (field_parse(&mine.field, spec) != 0)
        return 1;
    mine.field.edition = o->edition ? o->edition : 2026;
    dutch_run d = { spec, &mine, -1, 0, 0, 0, 0, 0 };
    field_hooks hooks = { dutch_before, dutch_after, &d };
    swc_tournament *t = NULL;
    char err[320];
    arm_cpu_limit(o->cpu_limit);
    int rc = field_make(&t, &mine.field, &hooks, err, sizeof err);
    int status = rc != SWC_OK || d.incomplete;
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: %s: %s: %s\n", spec, swc_strerror(rc), err);
        printf("%-24s %5u failed (%s) at %s, peak %.1f MB\n", spec, t ? (unsigned)swc_tournament_player_count(t) : 0u,
               swc_strerror(rc), err, bench_peak_mb());
    }
    if (d.worst >= 0 && (o->every_round || rc != SWC_OK))
        printf("%-24s %5u worst round %u: %.3f s CPU (%.3f s wall); rounds 2-%u: %.3f s CPU; peak %.1f MB\n", spec,
               (unsigned)d.players, (unsigned)d.worst_round, d.worst, d.worst_wall,
               (unsigned)swc_tournament_round_count(t), d.total, bench_peak_mb());
    fflush(stdout);
    /* A field the engine could not pair to the end is saved as far as it
     * got: timing that file pairs the failing round again. */
    if (t && swc_tournament_player_count(t) && o->save_field) {
        size_t len = 0;
        char *text = field_text(t, &len);
        if (!text || field_save_text(o->save_field, text, len) != 0)
            status = 1;
        else
            fprintf(stderr, "note: %s: saved to %s (%lu of %lu rounds, %lu players)\n", spec, o->save_field,
                    (unsigned long)swc_tournament_round_count(t), (unsigned long)mine.field.rounds,
                    (unsigned long)swc_tournament_player_count(t));
        free(text);
    }
    swc_tournament_free(t);
    return status;
}

/*
 * The text of a generated field "gen:N:R[:SEED]" (see the top of this
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
    double c0 = bench_cpu_now();
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
    if (rc != SWC_OK)
        fprintf(stderr, "bench-pairing: %s: %s: %s\n", path, swc_strerror(rc), t ? swc_tournament_errmsg(t) : "");
    else if ((text = field_text(t, len)) != NULL)
        fprintf(stderr, "note: %s: %lu rounds made by the sequential system in %.1f s of CPU\n", path, r - 1,
                bench_cpu_now() - c0);
    swc_tournament_free(t);
    return text;
}

/* The input timed as asked. */
static int bench_input(const char *path, const char *text, size_t len, const options *o)
{
    if (strncmp(path, "dutch:", 6) == 0)
        return bench_dutch(path, o);
    if (o->every_round)
        return bench_every_round(path, text, len, o);
    return bench_file(path, text, len, o, o->round, NULL, NULL);
}

/* bench_input() in a process of its own, each pairing stopped after
 * o->cpu_limit CPU seconds: its own peak memory, and a runaway input does
 * not stop the rest. */
static int bench_file_apart(const char *path, const options *o)
{
    size_t len = 0;
    char *text = NULL;
    int dutch = strncmp(path, "dutch:", 6) == 0;
    if (!dutch && (o->field.bye_ppm || o->field.forfeit_ppm || o->field.late))
        fprintf(stderr, "note: %s: --byes, --forfeits and --late shape dutch: fields only\n", path);
    if (dutch && (o->repeat > 1 || o->round))
        fprintf(stderr, "note: %s: each round of a dutch: field is paired once as it is made; save the field "
                        "to repeat a round or pick one\n", path);
    if (!dutch) { /* a dutch: field is made in the timed process */
        if (!(text = input_text(path, &len)))
            return 1;
        if (o->save_field && strncmp(path, "gen:", 4) == 0 && field_save_text(o->save_field, text, len) != 0) {
            free(text);
            return 1;
        }
    }
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        int st = bench_input(path, text, len, o);
        free(text);
        return st;
    }
    if (pid == 0) {
        if (o->mem_limit > 0) {
            struct rlimit rl;
            rl.rlim_cur = rl.rlim_max = (rlim_t)o->mem_limit << 20;
            setrlimit(RLIMIT_AS, &rl);
        }
        int st = bench_input(path, text, len, o);
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
    fprintf(stderr, "usage: bench-pairing [--system dutch|sequential] [--edition 2026|2017] [--repeat N]\n"
                    "                     [--max-seconds S] [--cpu-limit S] [--mem-limit MB] [--every-round | --round K]\n"
                    "                     [--byes PCT] [--forfeits PCT] [--late L] [--save-field FILE]\n"
                    "                     [FILE.trf | FILE.json | gen:PLAYERS:ROUNDS[:SEED] | dutch:PLAYERS:ROUNDS[:SEED] ...]\n");
    return 2;
}

/* A percentage ("10", "2.5", "10%") in parts per million; -1 when bad. */
static long percent_ppm(const char *v)
{
    char *end = NULL;
    errno = 0;
    double p = strtod(v, &end);
    if (end == v || errno || !(p >= 0 && p <= 100) || (*end && strcmp(end, "%") != 0))
        return -1;
    return (long)(p * 10000.0 + 0.5);
}

int main(int argc, char **argv)
{
    options o = { SWC_SYSTEM_DUTCH, 0, 0, 10.0, 900, 4096, 0, 0, NULL, { 0, 0, 0, 0, 0, 0, 0 } };
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
        if (strcmp(a, "--every-round") == 0) {
            o.every_round = 1;
            continue;
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
        } else if (strcmp(a, "--byes") == 0 || strcmp(a, "--forfeits") == 0) {
            long ppm = percent_ppm(v);
            if (ppm < 0)
                return usage();
            *(a[2] == 'b' ? &o.field.bye_ppm : &o.field.forfeit_ppm) = (uint32_t)ppm;
        } else if (strcmp(a, "--late") == 0) {
            long late = strtol(v, &end, 10);
            if (*end || errno || late < 0 || late > SWC_MAX_PLAYERS_MODEL)
                return usage();
            o.field.late = (uint32_t)late;
        } else if (strcmp(a, "--round") == 0) {
            long r = strtol(v, &end, 10);
            if (*end || errno || r < 1 || r > SWC_MAX_ROUNDS)
                return usage();
            o.round = (uint32_t)r;
        } else if (strcmp(a, "--save-field") == 0) {
            o.save_field = v;
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
    if (o.save_field && (first_file != argc - 1 || (strncmp(argv[first_file], "gen:", 4) != 0 &&
                                                    strncmp(argv[first_file], "dutch:", 6) != 0))) {
        fprintf(stderr, "bench-pairing: --save-field takes exactly one generated input (gen: or dutch:)\n");
        return 2;
    }
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
