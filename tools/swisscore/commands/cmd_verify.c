/*
 * swisscore verify: many random tournaments, each paired by the library and
 * by another engine, in worker processes; a summary per direction and
 * category, kept in a results file so that a stopped run can go on.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "verify/verify.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum {
    OPT_ENGINE = 1, OPT_ENGINE_ARG, OPT_EDITION, OPT_DIRECTION, OPT_SEEDS, OPT_PLAYERS, OPT_ROUNDS, OPT_CATEGORIES,
    OPT_JOBS, OPT_OUT, OPT_TIMEOUT, OPT_FORMAT, OPT_QUIET, OPT_TIEBREAKS
};

static const cli_option verify_options[] = {
    { "engine", 0, 1, OPT_ENGINE },
    { "engine-arg", 0, 1, OPT_ENGINE_ARG },
    { "edition", 'e', 1, OPT_EDITION },
    { "direction", 0, 1, OPT_DIRECTION },
    { "seeds", 's', 1, OPT_SEEDS },
    { "players", 'n', 1, OPT_PLAYERS },
    { "rounds", 'r', 1, OPT_ROUNDS },
    { "categories", 'c', 1, OPT_CATEGORIES },
    { "jobs", 'j', 1, OPT_JOBS },
    { "out", 'o', 1, OPT_OUT },
    { "timeout", 0, 1, OPT_TIMEOUT },
    { "format", 0, 1, OPT_FORMAT },
    { "quiet", 'q', 0, OPT_QUIET },
    { "tiebreaks", 0, 0, OPT_TIEBREAKS },
    { NULL, 0, 0, 0 },
};

#define MAX_ARGS 64

typedef struct settings {
    const char *engine;
    const char *engine_args[MAX_ARGS];
    int nargs;
    int edition;
    int forward, backward, tiebreaks;
    unsigned long long seed_lo, seed_hi;
    unsigned long long players_lo, players_hi, rounds_lo, rounds_hi;
    uint32_t categories; /* bit per entry of verify_categories */
    unsigned long long jobs, timeout;
    const char *out;
    int format, quiet;
} settings;

/* "A..B" or "A-B" or "A" within 0..max. */
static int parse_range(unsigned long long *lo, unsigned long long *hi, const char *s, unsigned long long min,
                       unsigned long long max)
{
    char buf[64];
    if (strlen(s) >= sizeof buf)
        return -1;
    strcpy(buf, s);
    char *sep = strstr(buf, "..");
    size_t skip = 2;
    if (!sep) {
        sep = strchr(buf, '-');
        skip = 1;
    }
    if (sep) {
        *sep = '\0';
        if (cli_parse_uint(lo, buf, max) || cli_parse_uint(hi, sep + skip, max))
            return -1;
    } else {
        if (cli_parse_uint(lo, buf, max))
            return -1;
        *hi = *lo;
    }
    return *lo < min || *lo > *hi ? -1 : 0;
}

static int parse_categories(uint32_t *out, const char *s)
{
    *out = 0;
    if (strcmp(s, "all") == 0) {
        *out = (1u << verify_category_count) - 1u;
        return 0;
    }
    char buf[256];
    if (strlen(s) >= sizeof buf)
        return -1;
    strcpy(buf, s);
    char *save = NULL;
    for (char *w = strtok_r(buf, ",", &save); w; w = strtok_r(NULL, ",", &save)) {
        uint32_t i = 0;
        while (i < verify_category_count && strcmp(verify_categories[i].name, w) != 0)
            i++;
        if (i == verify_category_count) {
            cli_error("verify: unknown category '%s' (see 'swisscore help verify')", w);
            return -1;
        }
        *out |= 1u << i;
    }
    return *out ? 0 : -1;
}

/* ---- jobs ------------------------------------------------------------------- */

/* Everything about tournament `seed` comes from it, so that a row of the
 * summary can be made again with the same command. */
static uint64_t mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

static void job_for(verify_job *j, const settings *s, uint64_t seed, int backward)
{
    uint32_t cats[32], n = 0;
    for (uint32_t i = 0; i < verify_category_count; i++)
        if (s->categories & (1u << i))
            cats[n++] = i;
    uint64_t h = mix(seed);
    memset(j, 0, sizeof *j);
    j->seed = seed;
    j->category = &verify_categories[cats[seed % n]];
    j->players = (uint32_t)(s->players_lo + h % (s->players_hi - s->players_lo + 1));
    j->rounds = (uint32_t)(s->rounds_lo + (h >> 32) % (s->rounds_hi - s->rounds_lo + 1));
    j->backward = backward;
    j->edition = s->edition;
}

/* A job's direction: 0 forward, 1 backward, 2 tie-breaks (verify_job.backward). */
static const char *const directions[] = { "forward", "backward", "tiebreaks" };
#define NDIR 3

/* One line of the results file: the job's key, then its tally. */
static void format_row(char *buf, size_t cap, const verify_job *j, const verify_tally *t)
{
    snprintf(buf, cap, "%s\t%d\t%s\t%llu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\t%lu\n",
             directions[j->backward], j->edition, j->category->name, (unsigned long long)j->seed,
             (unsigned long)j->players, (unsigned long)j->rounds, (unsigned long)t->tournaments,
             (unsigned long)t->rounds, (unsigned long)t->identical, (unsigned long)t->colours,
             (unsigned long)t->pairs, (unsigned long)t->one_side, (unsigned long)t->neither,
             (unsigned long)t->illegal, (unsigned long)t->failed, 0ul);
}

/* ---- the summary ------------------------------------------------------------ */

typedef struct summary_row {
    int backward;
    uint32_t category;
    verify_tally t;
} summary_row;

typedef struct summary {
    summary_row rows[NDIR * 32];
    verify_tally total;
} summary;

static void tally_add(verify_tally *a, const verify_tally *b)
{
    a->tournaments += b->tournaments;
    a->rounds += b->rounds;
    a->identical += b->identical;
    a->colours += b->colours;
    a->pairs += b->pairs;
    a->one_side += b->one_side;
    a->neither += b->neither;
    a->illegal += b->illegal;
    a->failed += b->failed;
}

/* Add a results line; returns the job's key parts, non-zero when malformed. */
static int summary_add_line(summary *s, const char *line, int *backward, int *edition, uint32_t *cat,
                            unsigned long long *seed)
{
    char dir[16], catname[32];
    unsigned long players, rounds, v[10];
    if (sscanf(line, "%15s %d %31s %llu %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu %lu", dir, edition, catname, seed,
               &players, &rounds, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6], &v[7], &v[8], &v[9]) != 16)
        return -1;
    *backward = 0;
    while (*backward < NDIR && strcmp(dir, directions[*backward]) != 0)
        ++*backward;
    if (*backward == NDIR)
        return -1;
    uint32_t i = 0;
    while (i < verify_category_count && strcmp(verify_categories[i].name, catname) != 0)
        i++;
    if (i == verify_category_count)
        return -1;
    *cat = i;
    verify_tally t = { (uint32_t)v[0], (uint32_t)v[1], (uint32_t)v[2], (uint32_t)v[3], (uint32_t)v[4],
                       (uint32_t)v[5], (uint32_t)v[6], (uint32_t)v[7], (uint32_t)v[8] };
    summary_row *r = &s->rows[*backward * 32 + (int)i];
    r->backward = *backward;
    r->category = i;
    tally_add(&r->t, &t);
    tally_add(&s->total, &t);
    return 0;
}

static const char *const columns[] = { "direction", "category", "tournaments", "rounds", "identical",
                                       "colours_differ", "pairs_differ", "one_side_no_answer", "neither_answers",
                                       "illegal", "failed" };
/* --tiebreaks counts values: tournaments, values, identical, differ, failed. */
static const char *const tb_columns[] = { "direction", "category", "tournaments", "values", "identical", "differ",
                                          "failed" };

static int tally_values(unsigned long v[9], const verify_tally *t, int tiebreaks)
{
    if (tiebreaks) {
        v[0] = t->tournaments;
        v[1] = t->rounds;
        v[2] = t->identical;
        v[3] = t->pairs;
        v[4] = t->failed;
        return 5;
    }
    v[0] = t->tournaments;
    v[1] = t->rounds;
    v[2] = t->identical;
    v[3] = t->colours;
    v[4] = t->pairs;
    v[5] = t->one_side;
    v[6] = t->neither;
    v[7] = t->illegal;
    v[8] = t->failed;
    return 9;
}

static void print_summary(const summary *s, const settings *st)
{
    unsigned long v[9];
    const char *const *cols = st->tiebreaks ? tb_columns : columns;
    int nv = st->tiebreaks ? 5 : 9;
    if (st->format == CLI_FMT_JSON) {
        printf("{\"edition\": %d, %s\"rows\": [", st->edition, st->tiebreaks ? "\"tiebreaks\": true, " : "");
        int first = 1;
        for (int i = 0; i < NDIR * 32; i++) {
            const summary_row *r = &s->rows[i];
            if (!r->t.tournaments && !r->t.failed)
                continue;
            tally_values(v, &r->t, st->tiebreaks);
            printf("%s\n  {\"direction\": \"%s\", \"category\": \"%s\"", first ? "" : ",", directions[r->backward],
                   verify_categories[r->category].name);
            for (int c = 0; c < nv; c++)
                printf(", \"%s\": %lu", cols[c + 2], v[c]);
            putchar('}');
            first = 0;
        }
        tally_values(v, &s->total, st->tiebreaks);
        printf("%s],\n \"total\": {", first ? "" : "\n");
        for (int c = 0; c < nv; c++)
            printf("%s\"%s\": %lu", c ? ", " : "", cols[c + 2], v[c]);
        printf("}}\n");
        return;
    }
    if (st->format == CLI_FMT_TSV) {
        for (int c = 0; c < nv + 2; c++)
            printf("%s%s", c ? "\t" : "", cols[c]);
        putchar('\n');
    } else if (st->tiebreaks) {
        printf(cli_tr("C.07 %d tie-breaks against %s\n\n"), st->edition, st->engine);
        printf("%-9s %-12s %11s %9s %9s %8s %7s\n", "direction", "category", "tournaments", "values", "identical",
               "differ", "failed");
    } else {
        printf(cli_tr("Dutch %d against %s\n\n"), st->edition, st->engine);
        printf("%-9s %-12s %11s %8s %9s %8s %8s %9s %8s %8s %7s\n", "direction", "category", "tournaments", "rounds",
               "identical", "colours", "pairs", "one side", "neither", "illegal", "failed");
    }
    for (int i = 0; i <= NDIR * 32; i++) {
        const summary_row *r = i < NDIR * 32 ? &s->rows[i] : NULL;
        const verify_tally *t = r ? &r->t : &s->total;
        if (r && !t->tournaments && !t->failed)
            continue;
        tally_values(v, t, st->tiebreaks);
        const char *dir = r ? directions[r->backward] : "all";
        const char *cat = r ? verify_categories[r->category].name : "all";
        if (st->format == CLI_FMT_TSV) {
            printf("%s\t%s", dir, cat);
            for (int c = 0; c < nv; c++)
                printf("\t%lu", v[c]);
            putchar('\n');
        } else if (st->tiebreaks) {
            printf("%-9s %-12s %11lu %9lu %9lu %8lu %7lu\n", dir, cat, v[0], v[1], v[2], v[3], v[4]);
        } else {
            printf("%-9s %-12s %11lu %8lu %9lu %8lu %8lu %9lu %8lu %8lu %7lu\n", dir, cat, v[0], v[1], v[2], v[3],
                   v[4], v[5], v[6], v[7], v[8]);
        }
    }
}

/* ---- workers ------------------------------------------------------------------ */

/* Worker `w` of `n` plays its share of the jobs and writes a results line
 * for each to `fd` (lines are short, so each write arrives whole). */
static int worker(const settings *s, const verify_job *jobs, size_t njobs, unsigned w, unsigned n, int fd,
                  const char *cases)
{
    verify_engine e;
    if (verify_engine_parse(&e, s->engine))
        return CLI_EINTERNAL;
    e.timeout_s = (unsigned)s->timeout;
    for (int i = 0; i < s->nargs; i++)
        if (verify_engine_add_arg(&e, s->engine_args[i])) {
            verify_engine_free(&e);
            return CLI_EINTERNAL;
        }
    char work[] = "/tmp/swisscore-verify-XXXXXX";
    const char *tmp = getenv("TMPDIR");
    char *dir = NULL;
    if (tmp && *tmp) {
        size_t len = strlen(tmp) + 32;
        char *t = malloc(len);
        if (t) {
            snprintf(t, len, "%s/swisscore-verify-XXXXXX", tmp);
            dir = mkdtemp(t) ? t : (free(t), NULL);
        }
    } else {
        dir = mkdtemp(work) ? strdup(work) : NULL;
    }
    if (!dir) {
        cli_error("verify: cannot make a working folder: %s", strerror(errno));
        verify_engine_free(&e);
        return CLI_EIO;
    }
    int code = CLI_OK;
    for (size_t i = w; i < njobs && code == CLI_OK; i += n) {
        verify_job job = jobs[i];
        job.work = dir;
        job.cases = cases;
        verify_tally t = { 0 };
        char err[600];
        int jrc = job.backward == 2 ? verify_run_tiebreak_job(&t, &job, &e, err, sizeof err)
                                    : verify_run_job(&t, &job, &e, err, sizeof err);
        if (jrc != 0) {
            cli_error("verify: %s", err[0] ? err : "out of memory");
            code = CLI_EINTERNAL;
            break;
        }
        if (err[0] && !s->quiet)
            fprintf(stderr, "\nswisscore: verify: %s\n", err);
        char line[400];
        format_row(line, sizeof line, &job, &t);
        if (write(fd, line, strlen(line)) < 0)
            code = CLI_EIO;
    }
    rmdir(dir);
    free(dir);
    verify_engine_free(&e);
    return code;
}

/* The jobs of a run, less those the results file already has. */
static int plan(verify_job **out, size_t *njobs, const settings *s, summary *sum, FILE *done)
{
    unsigned long long count = s->seed_hi - s->seed_lo + 1;
    size_t cap = (size_t)count * NDIR;
    verify_job *jobs = malloc((cap ? cap : 1) * sizeof *jobs);
    unsigned char *seen = calloc(cap ? cap : 1, 1);
    if (!jobs || !seen) {
        free(jobs);
        free(seen);
        return -1;
    }
    if (done) {
        char line[512];
        while (fgets(line, sizeof line, done)) {
            int backward, edition;
            uint32_t cat;
            unsigned long long seed;
            if (summary_add_line(sum, line, &backward, &edition, &cat, &seed) == 0 && edition == s->edition &&
                seed >= s->seed_lo && seed <= s->seed_hi)
                seen[(seed - s->seed_lo) * NDIR + (unsigned)backward] = 1;
        }
    }
    size_t n = 0;
    for (unsigned long long k = 0; k < count; k++)
        for (int b = 0; b < NDIR; b++)
            if ((b == 2 ? s->tiebreaks : b ? s->backward : s->forward) && !seen[k * NDIR + (unsigned)b])
                job_for(&jobs[n++], s, s->seed_lo + k, b);
    free(seen);
    *out = jobs;
    *njobs = n;
    return 0;
}

static int run_all(const settings *s)
{
    summary sum;
    memset(&sum, 0, sizeof sum);
    char *results = NULL, *cases = NULL;
    FILE *state = NULL;
    if (s->out) {
        if (mkdir(s->out, 0755) != 0 && errno != EEXIST) {
            cli_error("verify: %s: %s", s->out, strerror(errno));
            return CLI_EIO;
        }
        size_t len = strlen(s->out) + 32;
        results = malloc(len);
        cases = malloc(len);
        if (!results || !cases) {
            free(results);
            free(cases);
            return CLI_EINTERNAL;
        }
        snprintf(results, len, "%s/results.tsv", s->out);
        snprintf(cases, len, "%s/cases", s->out);
        if (mkdir(cases, 0755) != 0 && errno != EEXIST) {
            cli_error("verify: %s: %s", cases, strerror(errno));
            free(results);
            free(cases);
            return CLI_EIO;
        }
    }
    FILE *done = results ? fopen(results, "r") : NULL;
    verify_job *jobs = NULL;
    size_t njobs = 0;
    int prc = plan(&jobs, &njobs, s, &sum, done);
    if (done)
        fclose(done);
    if (prc) {
        free(results);
        free(cases);
        return CLI_EINTERNAL;
    }
    if (results && !(state = fopen(results, "a"))) {
        cli_error("verify: %s: %s", results, strerror(errno));
        free(results);
        free(cases);
        free(jobs);
        return CLI_EIO;
    }

    unsigned n = (unsigned)s->jobs;
    if (n > njobs)
        n = njobs ? (unsigned)njobs : 1;
    int fds[2];
    if (pipe(fds) != 0) {
        cli_error("verify: %s", strerror(errno));
        return CLI_EINTERNAL;
    }
    pid_t *pids = calloc(n, sizeof *pids);
    int code = pids ? CLI_OK : CLI_EINTERNAL;
    fflush(NULL);
    for (unsigned w = 0; code == CLI_OK && w < n && njobs; w++) {
        pids[w] = fork();
        if (pids[w] == 0) {
            close(fds[0]);
            int rc = worker(s, jobs, njobs, w, n, fds[1], cases);
            close(fds[1]);
            _exit(rc);
        }
        if (pids[w] < 0)
            code = CLI_EINTERNAL;
    }
    close(fds[1]);

    /* Lines arrive whole; a partial one waits for its end. */
    FILE *in = fdopen(fds[0], "r");
    char line[512];
    size_t finished = 0;
    while (in && fgets(line, sizeof line, in)) {
        int backward, edition;
        uint32_t cat;
        unsigned long long seed;
        if (summary_add_line(&sum, line, &backward, &edition, &cat, &seed) != 0)
            continue;
        finished++;
        if (state) {
            fputs(line, state);
            fflush(state);
        }
        if (!s->quiet) {
            fputs("\r", stderr);
            fprintf(stderr, cli_tr("verify: %zu/%zu tournaments, %lu %s, %lu identical"), finished, njobs,
                    (unsigned long)sum.total.rounds, s->tiebreaks ? cli_tr("values") : cli_tr("rounds"),
                    (unsigned long)sum.total.identical);
            fflush(stderr);
        }
    }
    if (in)
        fclose(in);
    else
        close(fds[0]);
    if (!s->quiet && njobs)
        fputc('\n', stderr);
    for (unsigned w = 0; pids && w < n && njobs; w++) {
        int status = 0;
        if (pids[w] > 0 && waitpid(pids[w], &status, 0) == pids[w] && (!WIFEXITED(status) || WEXITSTATUS(status)))
            code = code == CLI_OK ? (WIFEXITED(status) ? WEXITSTATUS(status) : CLI_EINTERNAL) : code;
    }
    free(pids);
    if (state && fclose(state) != 0 && code == CLI_OK) {
        cli_error("verify: %s: cannot write", results);
        code = CLI_EIO;
    }
    free(results);
    free(cases);
    free(jobs);
    if (code != CLI_OK)
        return code;
    print_summary(&sum, s);
    code = cli_finish_stdout(CLI_OK);
    const verify_tally *t = &sum.total;
    if (code == CLI_OK && (t->identical != t->rounds || t->failed))
        code = 5;
    return code;
}

static int run_verify(int argc, char **argv)
{
    settings s;
    memset(&s, 0, sizeof s);
    s.edition = 2026;
    s.forward = 1;
    s.seed_lo = 1;
    s.seed_hi = 100;
    s.players_lo = 5;
    s.players_hi = 60;
    s.rounds_lo = 5;
    s.rounds_hi = 11;
    s.categories = (1u << verify_category_count) - 1u;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    s.jobs = cores > 0 ? (unsigned long long)cores : 1;
    s.timeout = 600;
    s.format = CLI_FMT_TEXT;
    /* The tie-break calculator's command line, answered by the library. */
    if (argc >= 2 && strcmp(argv[1], "--as-tiebreakchecker") == 0)
        return verify_tiebreak_dropin(argc - 2, argv + 2);

    cli_parser p;
    cli_parser_init(&p, argc, argv, "verify");
    const char *v = NULL;
    int id;
    while ((id = cli_next(&p, verify_options, &v)) != CLI_ARG_END) {
        switch (id) {
        case CLI_ARG_ERROR: return CLI_EUSAGE;
        case CLI_OPT_HELP: fputs(cli_help(&cli_cmd_verify), stdout); return cli_finish_stdout(CLI_OK);
        case CLI_ARG_POSITIONAL: return cli_usage_error("verify", "unexpected argument '%s'", v);
        case OPT_ENGINE: s.engine = v; break;
        case OPT_ENGINE_ARG:
            if (s.nargs == MAX_ARGS)
                return cli_usage_error("verify", "too many --engine-arg");
            s.engine_args[s.nargs++] = v;
            break;
        case OPT_EDITION:
            if (strcmp(v, "2026") && strcmp(v, "2017") && strcmp(v, "2023"))
                return cli_usage_error("verify", "unknown edition '%s' (2026 or 2017; 2026 or 2023 with --tiebreaks)", v);
            s.edition = atoi(v);
            break;
        case OPT_DIRECTION:
            s.forward = strcmp(v, "forward") == 0 || strcmp(v, "both") == 0;
            s.backward = strcmp(v, "backward") == 0 || strcmp(v, "both") == 0;
            if (!s.forward && !s.backward)
                return cli_usage_error("verify", "unknown direction '%s' (forward, backward or both)", v);
            break;
        case OPT_SEEDS:
            if (parse_range(&s.seed_lo, &s.seed_hi, v, 0, 1ull << 62))
                return cli_usage_error("verify", "bad seed range '%s' (A..B)", v);
            if (s.seed_hi - s.seed_lo >= 100000000ull)
                return cli_usage_error("verify", "at most 100000000 seeds in one run");
            break;
        case OPT_PLAYERS:
            if (parse_range(&s.players_lo, &s.players_hi, v, 2, 9999))
                return cli_usage_error("verify", "bad player range '%s' (MIN..MAX, 2 to 9999)", v);
            break;
        case OPT_ROUNDS:
            if (parse_range(&s.rounds_lo, &s.rounds_hi, v, 1, 99))
                return cli_usage_error("verify", "bad round range '%s' (MIN..MAX, 1 to 99)", v);
            break;
        case OPT_CATEGORIES:
            if (parse_categories(&s.categories, v))
                return cli_usage_error("verify", "bad category list '%s'", v);
            break;
        case OPT_JOBS:
            if (cli_parse_uint(&s.jobs, v, 256) || s.jobs == 0)
                return cli_usage_error("verify", "bad job count '%s' (1 to 256)", v);
            break;
        case OPT_OUT: s.out = v; break;
        case OPT_TIMEOUT:
            if (cli_parse_uint(&s.timeout, v, 86400) || s.timeout == 0)
                return cli_usage_error("verify", "bad time-out '%s' (seconds, 1 to 86400)", v);
            break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&s.format, v))
                return cli_usage_error("verify", "unknown format '%s' (text, tsv or json)", v);
            break;
        case OPT_QUIET: s.quiet = 1; break;
        case OPT_TIEBREAKS: s.tiebreaks = 1; break;
        default: return CLI_EUSAGE;
        }
    }
    if (!s.engine)
        return cli_usage_error("verify", "--engine is required");
    if (s.tiebreaks ? s.edition == 2017 : s.edition == 2023)
        return cli_usage_error("verify", "edition %d is not one of %s", s.edition,
                               s.tiebreaks ? "C.07's (2026 or 2023)" : "the Dutch system's (2026 or 2017)");
    if (s.tiebreaks)
        s.forward = s.backward = 0;
    verify_engine probe;
    if (verify_engine_parse(&probe, s.engine))
        return cli_usage_error("verify", "the --engine command is empty");
    verify_engine_free(&probe);
    /* A worker that dies must not take the run with it through SIGPIPE. */
    signal(SIGPIPE, SIG_IGN);
    return run_all(&s);
}

const cli_command cli_cmd_verify = {
    "verify",
    "pair random tournaments with the library and another engine and compare",
    "Usage: swisscore verify --engine COMMAND [options]\n"
    "\n"
    "Differential test against another engine with the bbpPairings / JaVaFo\n"
    "command line (COMMAND --dutch IN.trf -p OUT; COMMAND --dutch -g CONFIG\n"
    "-o OUT.trf -s SEED to generate), or with --tiebreaks against FIDE's\n"
    "tie-break calculator (COMMAND -s -i IN -o OUT -d T -t CODE/V2026 ...).\n"
    "\n"
    "forward    the library generates a tournament; before each round the\n"
    "           event is cut to the rounds before it (sitters-out marked),\n"
    "           written as TRF16, and both pair it; boards and colours compared\n"
    "backward   COMMAND generates a tournament (-g) and the library re-pairs\n"
    "           every round of it from the rounds before (as 'check')\n"
    "tiebreaks  the library generates a tournament, written as TRF-2026; both\n"
    "           compute every C.07 code both have, then DE and the ranks by a\n"
    "           cascade, compared value by value; -e 2026|2023: C.07's edition\n"
    "\n"
    "This tool answers both other forms too: swisscore --dutch -g CONFIG -o\n"
    "OUT -s SEED (bbpPairings' configuration keys) and swisscore verify\n"
    "--as-tiebreakchecker -s -i IN -o OUT -d T -t CODES.\n"
    "\n"
    "Every tournament comes from its seed: category (in turn from the list),\n"
    "players and rounds (drawn in the ranges), games. A row of the summary is\n"
    "made again by the same command.\n"
    "\n"
    "Categories:\n"
    "  plain        1/½/0, 30 % draws, everybody plays every round\n"
    "  draws        60 % draws\n"
    "  forfeits     5 % of games forfeited\n"
    "  byes         8 % chance of a half-point bye per player and round\n"
    "  withdrawals  10 % of players withdraw\n"
    "  late         15 % of players enter late (not backward)\n"
    "  points310    3/1/0 points\n"
    "  mixed        forfeits, byes, withdrawals and late entries\n"
    "  accelerated  Baku acceleration, XXA (not backward)\n"
    "  forbidden    1 in 8 of the round's pairs forbidden, XXP (not backward)\n"
    "\n"
    "Options:\n"
    "  --engine COMMAND      the other program with its words, e.g.\n"
    "                        \"bbpPairings.exe\"\n"
    "  --engine-arg WORD     a word put right after --dutch or -s (repeatable)\n"
    "  -e, --edition YEAR    Dutch 2026 (default) or 2017; with --tiebreaks\n"
    "                        C.07 2026 (default) or 2023\n"
    "  --direction forward|backward|both   (default forward)\n"
    "  --tiebreaks           compare tie-breaks instead of pairings\n"
    "  -s, --seeds A..B      seeds (default 1..100)\n"
    "  -n, --players MIN..MAX  field sizes (default 5..60)\n"
    "  -r, --rounds MIN..MAX rounds (default 5..11; fewer when a small field\n"
    "                        cannot be paired that often)\n"
    "  -c, --categories LIST comma-separated categories, or all (default)\n"
    "  -j, --jobs N          worker processes (default: the number of cores)\n"
    "  -o, --out DIR         keep results.tsv (a line per tournament) and\n"
    "                        cases/ (each difference: the input, both answers,\n"
    "                        the library's words) in DIR; a run with the same\n"
    "                        DIR skips the tournaments it has\n"
    "  --timeout S           a run of COMMAND over S seconds fails (default 600)\n"
    "  --format text|tsv|json  the summary (default text)\n"
    "  -q, --quiet           no progress line\n"
    "\n"
    "Summary, per direction and category: tournaments, rounds, identical,\n"
    "colours differ (same pairs and PAB), pairs differ, one side has no\n"
    "answer, neither has, illegal (the other's round breaks an absolute\n"
    "criterion by the library's checker), failed (COMMAND crashed, timed out\n"
    "or answered nothing readable). --tiebreaks: tournaments, values,\n"
    "identical, differ, failed.\n"
    "\n"
    "Examples:\n"
    "  swisscore verify --engine bbpPairings.exe --seeds 1..50000 -o runs/2026\n"
    "  swisscore verify --engine \"python3 tiebreakchecker.py\" --tiebreaks\n"
    "\n"
    "Exit status: 0 all identical, 1 usage error, 3 I/O error, 4 internal\n"
    "error, 5 some differ or the other program failed.\n",
    run_verify,
};
