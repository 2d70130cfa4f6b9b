/*
 * swisscore quality: the pairing systems side by side on the same random
 * tournaments. For each configuration (N players, R rounds) it generates
 * K tournaments per system with swc_tournament_generate() (seeds S ...
 * S+K-1: the same fields and result model for every system) and measures
 * each with swc_tournament_stats().
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { OPT_K = 1, OPT_CONFIG, OPT_SYSTEMS, OPT_EVENTS, OPT_DRAW, OPT_SEED, OPT_PER_EVENT, OPT_FORMAT };

static const cli_option quality_options[] = {
    { "tournaments", 'k', 1, OPT_K },
    { "config", 'c', 1, OPT_CONFIG },
    { "systems", 0, 1, OPT_SYSTEMS },
    { "events", 0, 0, OPT_EVENTS },
    { "draw-rate", 0, 1, OPT_DRAW },
    { "seed", 's', 1, OPT_SEED },
    { "per-event", 0, 0, OPT_PER_EVENT },
    { "format", 'f', 1, OPT_FORMAT },
    { NULL, 0, 0, 0 },
};

typedef struct sys {
    const char *key;    /* --systems word */
    const char *label;  /* text table heading */
    int32_t system, edition;
} sys;

static const sys all_systems[] = {
    { "dutch2026", "Dutch 2026", SWC_SYSTEM_DUTCH, 2026 },
    { "dutch2017", "Dutch 2017", SWC_SYSTEM_DUTCH, 2017 },
    { "sequential", "sequential", SWC_SYSTEM_SEQUENTIAL, 0 },
    { "berger", "round robin", SWC_SYSTEM_BERGER, 0 },
};
#define NSYS (sizeof all_systems / sizeof all_systems[0])

enum {
    M_SDPAIRS, M_SDSQ, M_DOWN, M_UP, M_DOWN1, M_UP1, M_DOWN2, M_UP2, M_MILD, M_STRONG, M_ABS,
    M_CD3, M_SAME3, M_PAB, M_PABSCORE, M_REMATCH, NMEASURES
};

/* Column names as swisscore stats names the same measures. */
static const char *const measure_keys[NMEASURES] = {
    "score_diff_pairs", "score_diff_sq", "downfloaters", "upfloaters", "down_repeat1", "up_repeat1",
    "down_repeat2", "up_repeat2", "pref_mild_unmet", "pref_strong_unmet", "pref_absolute_unmet",
    "colour_diff_beyond2", "same_colour3", "pab", "pab_mean_score", "rematches",
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

typedef struct config {
    uint32_t players, rounds;
} config;

typedef struct run_opts {
    uint32_t k;
    uint64_t seed;
    uint32_t draw_ppm;
    int events, per_event, format;
} run_opts;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- rows for programs: TSV and JSON -------------------------------------- */

/* A row is name/value pairs; a value is a number, text or NA (NULL). */
typedef struct row {
    const char *name[40];
    char value[40][48];
    int is_text[40], is_na[40];
    size_t n;
} row;

static void put_text(row *r, const char *name, const char *v)
{
    r->name[r->n] = name;
    snprintf(r->value[r->n], sizeof r->value[0], "%s", v);
    r->is_text[r->n] = 1;
    r->is_na[r->n++] = 0;
}

static void put_num(row *r, const char *name, double v, int decimals)
{
    r->name[r->n] = name;
    snprintf(r->value[r->n], sizeof r->value[0], "%.*f", decimals, v);
    r->is_text[r->n] = 0;
    r->is_na[r->n++] = 0;
}

static void put_na(row *r, const char *name)
{
    r->name[r->n] = name;
    r->value[r->n][0] = '\0';
    r->is_text[r->n] = 0;
    r->is_na[r->n++] = 1;
}

static void emit(const row *r, int format, int first)
{
    if (format == CLI_FMT_TSV) {
        if (first) {
            for (size_t i = 0; i < r->n; i++)
                printf("%s%s", i ? "\t" : "", r->name[i]);
            putchar('\n');
        }
        for (size_t i = 0; i < r->n; i++) {
            fputs(i ? "\t" : "", stdout);
            if (r->is_na[i])
                fputs("NA", stdout);
            else
                cli_tsv_cell(stdout, r->value[i]);
        }
        putchar('\n');
        return;
    }
    fputs(first ? "    {" : ",\n    {", stdout);
    for (size_t i = 0; i < r->n; i++) {
        printf("%s\"%s\": ", i ? ", " : "", r->name[i]);
        if (r->is_na[i])
            fputs("null", stdout);
        else if (r->is_text[i])
            cli_json_string(stdout, r->value[i]);
        else
            fputs(r->value[i], stdout);
    }
    putchar('}');
}

static void put_config(row *r, const config *c, const sys *s)
{
    put_num(r, "players", c->players, 0);
    put_num(r, "rounds", c->rounds, 0);
    put_text(r, "system", cli_system_word(s->system));
    if (s->edition)
        put_num(r, "edition", s->edition, 0);
    else
        put_na(r, "edition");
}

/* ---- one tournament ------------------------------------------------------- */

/* Generate and measure one tournament; v[] receives its measures when it
 * could be paired to the end (return 0), else -1 (failed) or -2 (the
 * system is not in this build). */
static int run_one(double v[NMEASURES], double *seconds, char *note, size_t note_cap, const sys *s,
                   const config *c, uint64_t seed, const run_opts *o)
{
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL))
        return -3;
    swc_generate_options g = SWC_GENERATE_OPTIONS_INIT;
    g.players = c->players;
    g.rounds = c->rounds;
    g.seed = seed;
    g.system = s->system;
    g.edition = s->edition;
    g.draw_rate = o->draw_ppm;
    if (o->events) {
        g.forfeit_rate = 20000;
        g.hpb_rate = 20000;
        g.withdraw_rate = 50000;
        g.late_rate = 50000;
    }
    double t0 = now();
    int rc = swc_tournament_generate(t, &g);
    *seconds = now() - t0;
    int result = 0;
    if (rc == SWC_ENOMEM) {
        result = -3;
    } else if (rc) {
        result = rc == SWC_EUNSUPPORTED ? -2 : -1;
        snprintf(note, note_cap, "%s", swc_tournament_errmsg(t));
    } else {
        swc_stats_report *rep = NULL;
        swc_stats_row r = SWC_STATS_ROW_INIT;
        if (swc_tournament_stats(&rep, t) || swc_stats_report_row(&r, rep, 0)) {
            result = -3;
        } else {
            const double m[NMEASURES] = {
                r.score_diff_pairs, (double)r.score_diff_sq / 100.0, r.downfloaters, r.upfloaters,
                r.down_repeat1, r.up_repeat1, r.down_repeat2, r.up_repeat2, r.pref_mild_unmet,
                r.pref_strong_unmet, r.pref_absolute_unmet, r.colour_diff_beyond2, r.same_colour3, r.pab_count,
                (double)r.pab_score_sum / 10.0, r.rematches,
            };
            memcpy(v, m, sizeof m); /* M_PABSCORE holds the sum here */
        }
        swc_stats_report_free(rep);
    }
    swc_tournament_free(t);
    return result;
}

/* ---- the text table ------------------------------------------------------- */

static void text_table(const config *c, const cell *cells, const sys *const *systems, size_t nsys)
{
    /* Labels are for people (cli_tr); they are padded by display width,
     * which for English is their length. */
    printf(cli_tr("\n%lu players, %lu rounds\n"), (unsigned long)c->players, (unsigned long)c->rounds);
    cli_print_padded(stdout, cli_tr("measure (per tournament)"), 32, 0);
    for (size_t s = 0; s < nsys; s++) {
        fputs(" ", stdout);
        cli_print_padded(stdout, cli_tr(systems[s]->label), 12, 1);
    }
    printf("\n");
    for (int m = 0; m < NMEASURES; m++) {
        cli_print_padded(stdout, cli_tr(measure_names[m]), 32, 0);
        for (size_t s = 0; s < nsys; s++) {
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
    cli_print_padded(stdout, cli_tr("tournaments paired to the end"), 32, 0);
    for (size_t s = 0; s < nsys; s++) {
        char buf[32];
        snprintf(buf, sizeof buf, "%lu/%lu", (unsigned long)cells[s].ok,
                 (unsigned long)(cells[s].ok + cells[s].failed + cells[s].unsupported));
        printf(" %12s", cells[s].unsupported ? "n/a" : buf);
    }
    printf("\n");
    cli_print_padded(stdout, cli_tr("ms to generate one"), 32, 0);
    for (size_t s = 0; s < nsys; s++) {
        uint32_t runs = cells[s].ok + cells[s].failed;
        if (runs)
            printf(" %12.1f", cells[s].seconds * 1000.0 / runs);
        else
            printf(" %12s", "n/a");
    }
    printf("\n");
    for (size_t s = 0; s < nsys; s++) {
        if (cells[s].unsupported)
            printf(cli_tr("note: %s is not available in this build (%s)\n"), cli_tr(systems[s]->label), cells[s].note);
        else if (cells[s].failed)
            printf(cli_tr("note: %s could not pair %lu of %lu tournaments to the end (%s)\n"), cli_tr(systems[s]->label),
                   (unsigned long)cells[s].failed, (unsigned long)(cells[s].ok + cells[s].failed), cells[s].note);
    }
}

/* The averages of one configuration and system as a row. */
static void summary_row(row *r, const config *c, const sys *s, const cell *x)
{
    r->n = 0;
    put_config(r, c, s);
    put_num(r, "tournaments", x->ok + x->failed + x->unsupported, 0);
    put_num(r, "paired", x->ok, 0);
    if (x->ok + x->failed)
        put_num(r, "ms_per_event", x->seconds * 1000.0 / (x->ok + x->failed), 3);
    else
        put_na(r, "ms_per_event");
    for (int m = 0; m < NMEASURES; m++) {
        if (m == M_PABSCORE && x->pab_count > 0)
            put_num(r, measure_keys[m], x->pab_score / x->pab_count, 4);
        else if (!x->ok || m == M_PABSCORE)
            put_na(r, measure_keys[m]);
        else
            put_num(r, measure_keys[m], x->sum[m] / x->ok, 4);
    }
}

/* ---- the command ---------------------------------------------------------- */

static int parse_config(config *out, const char *s)
{
    unsigned long long n = 0, r = 0;
    const char *x = strchr(s, 'x');
    if (!x)
        return -1;
    char head[16];
    size_t len = (size_t)(x - s);
    if (len == 0 || len >= sizeof head)
        return -1;
    memcpy(head, s, len);
    head[len] = '\0';
    if (cli_parse_uint(&n, head, SWC_MAX_PLAYERS) || cli_parse_uint(&r, x + 1, SWC_MAX_ROUNDS) || n < 2 || r < 1)
        return -1;
    out->players = (uint32_t)n;
    out->rounds = (uint32_t)r;
    return 0;
}

static int parse_systems(const sys **out, size_t *n, const char *list)
{
    *n = 0;
    while (*list) {
        size_t len = strcspn(list, ",");
        size_t k;
        for (k = 0; k < NSYS; k++)
            if (strlen(all_systems[k].key) == len && !strncmp(all_systems[k].key, list, len))
                break;
        if (k == NSYS || *n == NSYS)
            return -1;
        out[(*n)++] = &all_systems[k];
        list += len + (list[len] == ',');
    }
    return *n ? 0 : -1;
}

static int parse_rate(uint32_t *out, const char *s)
{
    char *end;
    double p = strtod(s, &end);
    if (end == s || *end || !(p >= 0 && p <= 1))
        return -1;
    *out = (uint32_t)(p * 1e6 + 0.5);
    return 0;
}

static int run_all(const config *confs, size_t nconf, const sys *const *systems, size_t nsys, const run_opts *o)
{
    int tty = isatty(fileno(stderr)), first = 1;
    row r;
    if (o->format == CLI_FMT_TEXT)
        printf(cli_tr("Pairing quality: averages over %lu random tournaments per cell (seeds %llu..%llu), draw rate "
                      "%.2f%s\n"),
               (unsigned long)o->k, (unsigned long long)o->seed, (unsigned long long)(o->seed + o->k - 1),
               o->draw_ppm / 1e6,
               o->events ? cli_tr(", with forfeits, half-point byes, withdrawals and late entries") : "");
    else if (o->format == CLI_FMT_JSON)
        printf("{\n  \"tournaments\": %lu,\n  \"first_seed\": %llu,\n  \"draw_rate\": %.6f,\n  \"events\": %s,\n"
               "  \"rows\": [\n",
               (unsigned long)o->k, (unsigned long long)o->seed, o->draw_ppm / 1e6, o->events ? "true" : "false");
    for (size_t c = 0; c < nconf; c++) {
        cell cells[NSYS];
        memset(cells, 0, sizeof cells);
        for (size_t s = 0; s < nsys; s++) {
            for (uint32_t j = 0; j < o->k; j++) {
                if (tty)
                    fprintf(stderr, "\r%lux%lu %-12s %lu/%lu ", (unsigned long)confs[c].players,
                            (unsigned long)confs[c].rounds, systems[s]->label, (unsigned long)j + 1,
                            (unsigned long)o->k);
                double v[NMEASURES], secs = 0;
                cell *x = &cells[s];
                char note[300] = "";
                int rc = run_one(v, &secs, note, sizeof note, systems[s], &confs[c], o->seed + j, o);
                if (rc == -3) {
                    cli_error("out of memory");
                    return CLI_EINTERNAL;
                }
                if (rc == -2) {
                    x->unsupported++;
                } else {
                    x->seconds += secs;
                    if (rc == -1)
                        x->failed++;
                    else {
                        x->ok++;
                        for (int m = 0; m < NMEASURES; m++)
                            x->sum[m] += v[m];
                        x->pab_score += v[M_PABSCORE];
                        x->pab_count += v[M_PAB];
                    }
                }
                if (note[0] && !x->note[0])
                    snprintf(x->note, sizeof x->note, "%s", note);
                if (o->per_event && o->format != CLI_FMT_TEXT) {
                    r.n = 0;
                    put_config(&r, &confs[c], systems[s]);
                    put_num(&r, "seed", (double)(o->seed + j), 0);
                    put_num(&r, "paired", rc == 0, 0);
                    put_num(&r, "ms", secs * 1000.0, 3);
                    for (int m = 0; m < NMEASURES; m++) {
                        if (rc || (m == M_PABSCORE && v[M_PAB] == 0))
                            put_na(&r, measure_keys[m]);
                        else
                            put_num(&r, measure_keys[m], m == M_PABSCORE ? v[m] / v[M_PAB] : v[m],
                                    m == M_PABSCORE ? 4 : m == M_SDSQ ? 2 : 0);
                    }
                    emit(&r, o->format, first);
                    first = 0;
                }
                if (rc == -2)
                    break; /* the system is missing: once is enough */
            }
        }
        if (tty)
            fputs("\r\033[K", stderr);
        if (o->format == CLI_FMT_TEXT) {
            text_table(&confs[c], cells, systems, nsys);
        } else if (!o->per_event) {
            for (size_t s = 0; s < nsys; s++) {
                summary_row(&r, &confs[c], systems[s], &cells[s]);
                emit(&r, o->format, first);
                first = 0;
            }
        }
    }
    if (o->format == CLI_FMT_JSON)
        fputs("\n  ]\n}\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

static int run_quality(int argc, char **argv)
{
    cli_parser p;
    const char *value;
    run_opts o = { 20, 1, 300000, 0, 0, CLI_FMT_TEXT };
    config confs[16];
    size_t nconf = 0, nsys = NSYS;
    const sys *systems[NSYS];
    unsigned long long v;
    int id;

    for (size_t s = 0; s < NSYS; s++)
        systems[s] = &all_systems[s];
    cli_parser_init(&p, argc, argv, "quality");
    while ((id = cli_next(&p, quality_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_quality), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_K:
            if (cli_parse_uint(&v, value, 100000) || v == 0)
                return cli_usage_error("quality", "-k needs a number of tournaments from 1 to 100000, not '%s'",
                                       value);
            o.k = (uint32_t)v;
            break;
        case OPT_CONFIG:
            if (nconf == sizeof confs / sizeof confs[0])
                return cli_usage_error("quality", "at most %d configurations", (int)(sizeof confs / sizeof confs[0]));
            if (parse_config(&confs[nconf], value))
                return cli_usage_error("quality", "-c needs PLAYERSxROUNDS such as 30x7 (2..%d players, 1..%d rounds), "
                                       "not '%s'", SWC_MAX_PLAYERS, SWC_MAX_ROUNDS, value);
            nconf++;
            break;
        case OPT_SYSTEMS:
            if (parse_systems(systems, &nsys, value))
                return cli_usage_error("quality", "--systems takes a list of dutch2026, dutch2017, sequential and "
                                       "berger, not '%s'", value);
            break;
        case OPT_EVENTS:
            o.events = 1;
            break;
        case OPT_DRAW:
            if (parse_rate(&o.draw_ppm, value))
                return cli_usage_error("quality", "--draw-rate needs a share from 0 to 1, not '%s'", value);
            break;
        case OPT_SEED:
            if (cli_parse_uint(&v, value, ~0ULL))
                return cli_usage_error("quality", "--seed needs a non-negative integer, not '%s'", value);
            o.seed = v;
            break;
        case OPT_PER_EVENT:
            o.per_event = 1;
            break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&o.format, value))
                return cli_usage_error("quality", "unknown format '%s' (text, tsv or json)", value);
            break;
        case CLI_ARG_POSITIONAL:
            return cli_usage_error("quality", "unexpected argument '%s'", value);
        default:
            return CLI_EUSAGE;
        }
    }
    if (o.per_event && o.format == CLI_FMT_TEXT)
        return cli_usage_error("quality", "--per-event goes with --format tsv or json");
    if (!nconf) {
        static const config def[3] = { { 10, 9 }, { 30, 7 }, { 100, 9 } };
        memcpy(confs, def, sizeof def);
        nconf = 3;
    }
    return run_all(confs, nconf, systems, nsys, &o);
}

const cli_command cli_cmd_quality = {
    "quality",
    "compare the pairing systems' quality on the same random tournaments",
    "Usage: swisscore quality [-k K] [-c NxR ...] [--systems LIST] [--events]\n"
    "                         [--draw-rate P] [--seed S] [--per-event] [--format F]\n"
    "\n"
    "For each configuration of N players and R rounds, generate K random\n"
    "tournaments (seeds S to S+K-1) with each pairing system, the same fields\n"
    "and result model for all (as swisscore generate does), and measure each\n"
    "with the measures of swisscore stats. The text table has a row per\n"
    "measure (the average over the K tournaments of the event's total), a\n"
    "column per system, the share of tournaments paired to the end and the\n"
    "mean time to generate one. A system that cannot pair a tournament to the\n"
    "end (more rounds than the field allows without a rematch) is noted, and\n"
    "its measures are those of the tournaments it could pair.\n"
    "\n"
    "--format tsv or json give one row per configuration and system: players,\n"
    "rounds, system, edition, tournaments, paired, ms_per_event, then the\n"
    "means under the names of swisscore stats (score_diff_pairs ... rematches;\n"
    "pab_mean_score is the mean score of all PAB receivers). With --per-event\n"
    "there is one row per tournament instead, with its seed, paired (1 or 0),\n"
    "ms and its own measures. Number columns hold numbers or NA (null in JSON):\n"
    "measures of a tournament that could not be paired, a PAB score where\n"
    "there was no PAB, the edition of a system other than the Dutch one.\n"
    "\n"
    "Options:\n"
    "  -k, --tournaments K    tournaments per configuration and system (default 20)\n"
    "  -c, --config NxR       players x rounds, repeatable (default 10x9, 30x7,\n"
    "                         100x9)\n"
    "  --systems LIST         some of dutch2026,dutch2017,sequential,berger (default\n"
    "                         all four)\n"
    "  --events               add unplayed games as in a real event: 2 % forfeits,\n"
    "                         2 % half-point byes per player and round, 5 %\n"
    "                         withdrawals, 5 % late entries\n"
    "  --draw-rate P          share of draws between equal opponents (default 0.3)\n"
    "  -s, --seed S           first seed (default 1)\n"
    "  --per-event            tsv or json: a row per tournament\n"
    "  -f, --format NAME      text (default), tsv or json\n"
    "  -h, --help             show this help\n"
    "\n"
    "Example:\n"
    "  swisscore quality -k 50 -c 30x7 --systems dutch2026,dutch2017,sequential \\\n"
    "      --format tsv > quality.tsv\n"
    "\n"
    "Progress goes to standard error when it is a terminal.\n"
    "Exit status: 0 success; 1 usage error; 4 internal error.\n",
    run_quality,
};
