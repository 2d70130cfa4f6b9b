/*
 * Tie-breaks for 'swisscore verify --tiebreaks': a tournament from the
 * library's generator, written as TRF-2026, its tie-break values computed
 * by the library and by another program with the command line of FIDE's
 * tie-break calculator (TieBreakServer's tiebreakchecker.py: -s -i IN
 * -o OUT -d T -t CODE/V2024|V2026 ...), compared value by value.
 *
 * The same file answers that command line for the self-test
 * (verify_tiebreak_dropin), from the library, so that the harness is
 * tested without the other program.
 */
#define _POSIX_C_SOURCE 200809L
#include "verify.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The C.07 codes the library and the reference calculator both compute,
 * each for itself; DE and the rank come from a second run with a cascade. */
const char *const verify_tb_codes[] = { "PTS",   "BH",  "BH/C1", "BH/C2", "BH/M1", "BH/M2", "SB",
                                        "SB/C1", "SB/C2", "PS",  "PS/C1", "WIN",   "WON",   "BPG",
                                        "BWG",   "REP", "STD", "FB",    "AOB",   "KS",    "ARO",
                                        "ARO/C1", "TPR", "PTP", "APRO",  "APPO",  "NUM",   "VUR",
                                        "TPN",   "RTNG" };
const uint32_t verify_tb_code_count = sizeof verify_tb_codes / sizeof verify_tb_codes[0];

/* DE is the place inside the group tied on points, the rank the place by
 * the whole cascade (as in the bundled reference tables). */
static const char *const cascade_codes[] = { "PTS", "DE", "BH/C1", "BH", "SB", "PS", "WIN", "BPG", "BWG" };
#define NCASCADE (sizeof cascade_codes / sizeof cascade_codes[0])

#define MAX_CODES 64

/* The calculator's rule version for a C.07 edition. */
static const char *version_suffix(int edition)
{
    return edition == 2023 ? "/V2024" : "/V2026";
}

/* ---- the library's values ---------------------------------------------------- */

/* Values of `codes` (PTS first or anywhere) for every player, by pairing
 * number: vals[(tpn - 1) * ncodes + k] in units of 1/scale[k]. */
static int library_values(int64_t **vals, int32_t *scale, uint32_t **rank, swc_tournament *t, const char *const *codes,
                          uint32_t ncodes, int edition)
{
    char spec[1024] = "";
    int32_t col[MAX_CODES];
    uint32_t ncrit = 1; /* column 0 is the points */
    for (uint32_t k = 0; k < ncodes; k++) {
        if (strcmp(codes[k], "PTS") == 0) {
            col[k] = 0;
            continue;
        }
        if (strlen(spec) + strlen(codes[k]) + 2 > sizeof spec)
            return -1;
        if (spec[0])
            strcat(spec, ",");
        strcat(spec, codes[k]);
        col[k] = (int32_t)ncrit++;
    }
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    o.tiebreaks = spec[0] ? spec : NULL;
    o.unplayed = edition;
    o.pairings = SWC_PAIRINGS_SWISS; /* the calculator's -s */
    swc_standings *s = NULL;
    if (swc_standings_compute(&s, t, &o) != SWC_OK)
        return -1;
    uint32_t n = swc_tournament_player_count(t);
    *vals = calloc((size_t)n * ncodes + 1, sizeof **vals);
    *rank = calloc((size_t)n + 1, sizeof **rank);
    int rc = *vals && *rank ? 0 : -1;
    for (uint32_t k = 0; rc == 0 && k < ncodes; k++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        rc = swc_standings_criterion(&ci, s, (uint32_t)col[k]) == SWC_OK ? 0 : -1;
        scale[k] = ci.scale ? ci.scale : 1;
    }
    for (uint32_t r = 0; rc == 0 && r < swc_standings_count(s); r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        uint32_t tpn = swc_player_tpn(swc_tournament_player(t, row.id));
        if (tpn < 1 || tpn > n) {
            rc = -1;
            break;
        }
        (*rank)[tpn - 1] = row.rank;
        for (uint32_t k = 0; k < ncodes; k++)
            swc_standings_value(&(*vals)[(size_t)(tpn - 1) * ncodes + k], s, r, (uint32_t)col[k]);
    }
    swc_standings_free(s);
    if (rc) {
        free(*vals);
        free(*rank);
        *vals = NULL;
        *rank = NULL;
    }
    return rc;
}

/* v in units of 1/scale as the calculator prints it ("-0" undefined). */
static void put_value(FILE *f, int64_t v, int32_t scale)
{
    if (v == SWC_TB_UNDEFINED) {
        fputs("-0", f);
        return;
    }
    int dec = scale >= 100 ? 2 : scale >= 10 ? 1 : 0;
    int neg = v < 0;
    uint64_t a = neg ? (uint64_t)(-(v + 1)) + 1u : (uint64_t)v;
    if (dec == 0)
        fprintf(f, "%s%llu", neg ? "-" : "", (unsigned long long)a);
    else
        fprintf(f, "%s%llu.%0*llu", neg ? "-" : "", (unsigned long long)(a / (uint64_t)scale), dec,
                (unsigned long long)(a % (uint64_t)scale));
}

/* ---- the calculator's answer ------------------------------------------------- */

/* "16.75", "-0", "2210" compared exactly with v/scale. */
static int same_value(const char *text, int64_t v, int32_t scale)
{
    if (strcmp(text, "-0") == 0 || strcmp(text, "None") == 0)
        return v == SWC_TB_UNDEFINED;
    if (v == SWC_TB_UNDEFINED)
        return 0;
    const char *s = text;
    int neg = *s == '-';
    if (neg || *s == '+')
        s++;
    long long num = 0;
    int dec = -1;
    if (!*s)
        return 0;
    for (; *s; s++) {
        if (*s == '.' && dec < 0) {
            dec = 0;
            continue;
        }
        if (*s < '0' || *s > '9' || num > 100000000000000LL)
            return 0;
        num = num * 10 + (*s - '0');
        if (dec >= 0)
            dec++;
    }
    long long p10 = 1;
    for (int k = 0; k < (dec < 0 ? 0 : dec); k++)
        p10 *= 10;
    /* text = num / p10; v / scale; equal when num * scale == v * p10 */
    return (neg ? -num : num) * (long long)scale == (long long)v * p10;
}

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (n + 1 == cap) {
            char *b = realloc(buf, cap * 2);
            if (!b) {
                free(buf);
                buf = NULL;
            }
            buf = b;
            cap *= 2;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = '\0';
    return buf;
}

/* Split at tabs (or blanks) in place. */
static uint32_t split(char *line, char **out, uint32_t max)
{
    uint32_t n = 0;
    char *save = NULL;
    for (char *w = strtok_r(line, "\t \r", &save); w && n < max; w = strtok_r(NULL, "\t \r", &save))
        out[n++] = w;
    return n;
}

/* ---- one tournament ------------------------------------------------------------ */

static char *path_of(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", dir, name);
    return p;
}

static void keep(const verify_job *job, const char *input, const char *answer, const char *answer_name, const char *why)
{
    if (!job->cases)
        return;
    char name[160];
    snprintf(name, sizeof name, "tiebreaks-%s-%d-%llu", job->category->name, job->edition,
             (unsigned long long)job->seed);
    char *dir = path_of(job->cases, name);
    if (!dir || (mkdir(dir, 0755) != 0 && errno != EEXIST)) {
        free(dir);
        return;
    }
    const char *from[2] = { input, answer };
    const char *to[2] = { "input.trf", answer_name };
    for (int i = 0; i < 2; i++) {
        char *text = from[i] ? slurp(from[i]) : NULL;
        char *p = path_of(dir, to[i]);
        FILE *f = text && p ? fopen(p, "w") : NULL;
        if (f) {
            fputs(text, f);
            fclose(f);
        }
        free(text);
        free(p);
    }
    char *p = path_of(dir, "why.txt");
    FILE *f = p ? fopen(p, "w") : NULL;
    if (f) {
        fputs(why, f);
        fclose(f);
    }
    free(p);
    free(dir);
}

/* Compare the calculator's table with the library's values (with the
 * ranks too when `ranks`); *why gets the first differences. Returns -1
 * when the table cannot be read. */
static int compare_table(verify_tally *out, char *table, swc_tournament *t, int edition, int ranks, char *why,
                         size_t cap)
{
    char *save = NULL, *line = strtok_r(table, "\n", &save);
    char *head[MAX_CODES + 2];
    uint32_t nh = line ? split(line, head, MAX_CODES + 2) : 0;
    if (nh < 3 || strcmp(head[0], "StartNo") != 0)
        return -1;
    const char *codes[MAX_CODES];
    char names[MAX_CODES][32];
    uint32_t ncodes = nh - 2;
    for (uint32_t k = 0; k < ncodes; k++) {
        snprintf(names[k], sizeof names[k], "%s", head[k + 2]);
        char *v = strstr(names[k], "/V20");
        if (v)
            *v = '\0';
        codes[k] = names[k];
    }
    int64_t *vals = NULL;
    uint32_t *rank = NULL;
    int32_t scale[MAX_CODES];
    if (library_values(&vals, scale, &rank, t, codes, ncodes, edition) != 0)
        return -1;
    uint32_t n = swc_tournament_player_count(t), rows = 0;
    size_t used = strlen(why);
    int rc = 0;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        if (strncmp(line, "Check:", 6) == 0 || !line[0] || line[0] == '\r')
            continue;
        char *f[MAX_CODES + 2];
        uint32_t nf = split(line, f, MAX_CODES + 2);
        unsigned long tpn = nf == nh ? strtoul(f[0], NULL, 10) : 0; /* f holds nf fields */
        if (nf != nh || tpn < 1 || tpn > n) {
            rc = -1;
            break;
        }
        rows++;
        if (ranks) {
            out->rounds++;
            if (strtoul(f[1], NULL, 10) == rank[tpn - 1]) {
                out->identical++;
            } else {
                out->pairs++;
                if (used + 120 < cap)
                    used += (size_t)snprintf(why + used, cap - used, "player %lu rank: the other program %s, the library %lu\n",
                                             tpn, f[1], (unsigned long)rank[tpn - 1]);
            }
        }
        for (uint32_t k = 0; k < ncodes; k++) {
            int64_t v = vals[(tpn - 1) * ncodes + k];
            out->rounds++;
            if (same_value(f[k + 2], v, scale[k])) {
                out->identical++;
                continue;
            }
            out->pairs++;
            if (used + 120 < cap) {
                char mine[40];
                FILE *m = fmemopen(mine, sizeof mine, "w");
                if (m) {
                    put_value(m, v, scale[k]);
                    fclose(m);
                } else {
                    strcpy(mine, "?");
                }
                used += (size_t)snprintf(why + used, cap - used, "player %lu %s: the other program %s, the library %s\n",
                                         tpn, codes[k], f[k + 2], mine);
            }
        }
    }
    if (rc == 0 && rows != n)
        rc = -1;
    free(vals);
    free(rank);
    return rc;
}

int verify_run_tiebreak_job(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap)
{
    err[0] = '\0';
    swc_tournament *full = NULL;
    uint32_t rounds = 0;
    verify_job pairing = *job;
    pairing.edition = 2026; /* the pairing edition; job->edition is C.07's */
    if (verify_generate(&full, &pairing, &rounds)) {
        snprintf(err, cap, "seed %llu: the library could not generate the tournament", (unsigned long long)job->seed);
        out->failed++;
        return 0;
    }
    char *input = path_of(job->work, "input.trf"), *answer = path_of(job->work, "engine.tsv");
    char *log = path_of(job->work, "engine.log");
    int rc = input && answer && log ? 0 : -1;
    swc_tournament *t = NULL;
    if (rc == 0) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        wo.format = SWC_TRF_2026;
        size_t len = 0;
        char *text = NULL;
        if (swc_trf_write(&len, NULL, 0, full, &wo) == SWC_EBUFSIZE && (text = malloc(len + 1)) != NULL &&
            swc_trf_write(&len, text, len + 1, full, &wo) == SWC_OK) {
            FILE *f = fopen(input, "w");
            rc = f && fwrite(text, 1, len, f) == len ? 0 : -1;
            if (f && fclose(f) != 0)
                rc = -1;
            /* The library computes on the file as the other program reads it. */
            if (rc == 0 && swc_trf_read(&t, text, len, NULL, NULL) != SWC_OK)
                rc = -1;
        } else {
            rc = -1;
        }
        free(text);
    }
    if (rc == 0) {
        out->tournaments++;
        char why[4000] = "";
        uint32_t before = out->pairs;
        int failed = 0;
        static const char *const names[2] = { "engine.tsv", "engine-cascade.tsv" };
        /* First every code for itself, then the cascade for DE and the rank. */
        for (int pass = 0; pass < 2 && !failed; pass++) {
            const char *const *list = pass ? cascade_codes : verify_tb_codes;
            uint32_t nlist = pass ? (uint32_t)NCASCADE : verify_tb_code_count;
            const char *words[8 + MAX_CODES];
            char codes[MAX_CODES][32];
            uint32_t w = 0;
            words[w++] = "-s";
            words[w++] = "-i";
            words[w++] = input;
            words[w++] = "-o";
            words[w++] = answer;
            words[w++] = "-d";
            words[w++] = "T";
            words[w++] = "-t";
            for (uint32_t k = 0; k < nlist; k++) {
                snprintf(codes[k], sizeof codes[k], "%s%s", list[k], version_suffix(job->edition));
                words[w++] = codes[k];
            }
            words[w] = NULL;
            remove(answer);
            int status = verify_engine_run(e, words, log);
            char *table = status == 0 ? slurp(answer) : NULL;
            if (!table || compare_table(out, table, t, job->edition, pass, why, sizeof why) != 0) {
                out->failed++;
                failed = 1;
                snprintf(why, sizeof why, "the other program failed or wrote no readable table (exit status %d)\n",
                         status);
                keep(job, input, table ? answer : log, names[pass], why);
            } else if (out->pairs != before) {
                keep(job, input, answer, names[pass], why);
            }
            before = out->pairs;
            free(table);
        }
    } else {
        snprintf(err, cap, "seed %llu: the library could not write or read its file", (unsigned long long)job->seed);
        out->failed++;
        rc = 0;
    }
    swc_tournament_free(t);
    swc_tournament_free(full);
    if (input)
        remove(input);
    if (answer)
        remove(answer);
    if (log)
        remove(log);
    free(input);
    free(answer);
    free(log);
    return rc;
}

/* ---- the calculator's command line, answered by the library --------------------- */

int verify_tiebreak_dropin(int argc, char **argv)
{
    const char *in = NULL, *out = "-";
    const char *codes[MAX_CODES];
    char names[MAX_CODES][32];
    uint32_t ncodes = 0;
    int edition = 2026;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-s") == 0 || strcmp(a, "-p") == 0 || strcmp(a, "-c") == 0) {
            continue;
        } else if ((strcmp(a, "-i") == 0 || strcmp(a, "-o") == 0 || strcmp(a, "-d") == 0) && i + 1 < argc) {
            if (a[1] == 'i')
                in = argv[i + 1];
            else if (a[1] == 'o')
                out = argv[i + 1];
            else if (strcmp(argv[i + 1], "T") != 0) {
                fprintf(stderr, "only -d T (tabs) is answered\n");
                return 2;
            }
            i++;
        } else if (strcmp(a, "-t") == 0) {
            while (i + 1 < argc && argv[i + 1][0] != '-' && ncodes < MAX_CODES) {
                snprintf(names[ncodes], sizeof names[ncodes], "%s", argv[++i]);
                char *v = strstr(names[ncodes], "/V20");
                if (v) {
                    edition = strcmp(v, "/V2024") == 0 ? 2023 : 2026;
                    *v = '\0';
                }
                codes[ncodes] = names[ncodes];
                ncodes++;
            }
        } else {
            fprintf(stderr, "unknown argument '%s'\n", a);
            return 2;
        }
    }
    if (!in || !ncodes) {
        fprintf(stderr, "usage: -s -i IN -o OUT -d T -t CODE[/V2024|/V2026]...\n");
        return 2;
    }
    swc_tournament *t = NULL;
    swc_trf_error te = SWC_TRF_ERROR_INIT;
    if (swc_trf_read_file(&t, in, NULL, &te) != SWC_OK) {
        fprintf(stderr, "%s: %s\n", in, te.message);
        return 1;
    }
    int64_t *vals = NULL;
    uint32_t *rank = NULL;
    int32_t scale[MAX_CODES];
    if (library_values(&vals, scale, &rank, t, codes, ncodes, edition) != 0) {
        fprintf(stderr, "%s\n", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    FILE *f = strcmp(out, "-") == 0 ? stdout : fopen(out, "w");
    int rc = f ? 0 : 1;
    if (f) {
        fputs("StartNo\tRank", f);
        for (uint32_t k = 0; k < ncodes; k++)
            fprintf(f, "\t%s%s", codes[k], version_suffix(edition));
        fputc('\n', f);
        uint32_t n = swc_tournament_player_count(t);
        for (uint32_t p = 0; p < n; p++) {
            fprintf(f, "%lu\t%lu", (unsigned long)p + 1, (unsigned long)rank[p]);
            for (uint32_t k = 0; k < ncodes; k++) {
                fputc('\t', f);
                put_value(f, vals[(size_t)p * ncodes + k], scale[k]);
            }
            fputc('\n', f);
        }
        if (f != stdout && fclose(f) != 0)
            rc = 1;
    }
    free(vals);
    free(rank);
    swc_tournament_free(t);
    return rc;
}
