/*
 * swisscore stats: pairing-quality measures of event files, per round and
 * overall (swc_tournament_stats()), as a table, TSV, JSON, CSV or HTML.
 * Many files (and quoted globs) make one TSV for a data frame: every row
 * names its file, system, edition and seed.
 */
#include "cli.h"

#include <errno.h>
#include <glob.h>
#include <stdlib.h>
#include <string.h>

#include "render/sheet.h"

enum { OPT_FORMAT = 1, OPT_TRUST, OPT_ENCODING, OPT_OUTPUT, OPT_CSV_ENCODING };

static const cli_option stats_options[] = {
    { "format", 'f', 1, OPT_FORMAT },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, OPT_ENCODING },
    { "output", 'o', 1, OPT_OUTPUT },
    { "csv-encoding", 0, 1, OPT_CSV_ENCODING },
    { NULL, 0, 0, 0 },
};

typedef struct column {
    const char *name;   /* JSON key */
    const char *head;   /* text table heading */
} column;

static const column columns[] = {
    { "round", "round" },
    { "boards", "boards" },
    { "score_diff_pairs", "sdpairs" },
    { "score_diff_sq", "sd^2" },
    { "downfloaters", "down" },
    { "upfloaters", "up" },
    { "down_repeat1", "down1" },
    { "up_repeat1", "up1" },
    { "down_repeat2", "down2" },
    { "up_repeat2", "up2" },
    { "pref_mild_unmet", "mild" },
    { "pref_strong_unmet", "strong" },
    { "pref_absolute_unmet", "abs" },
    { "colour_diff_beyond2", "cd>2" },
    { "same_colour3", "3same" },
    { "pab", "pab" },
    { "pab_scores", "pabpts" },
    { "rematches", "rematch" },
};
#define NCOL (sizeof columns / sizeof columns[0])
#define COL_PAB_SCORES 16

/* What a row says of its file. */
typedef struct file_facts {
    const char *path;
    const char *system;   /* "dutch", "sequential", "berger" */
    int32_t edition;      /* Dutch edition, 0 for the other systems */
    int have_seed;        /* the file is one swisscore generate wrote */
    unsigned long long seed;
} file_facts;

/* Squared score differences are in tenths squared: print them in points. */
static const char *squares(char *buf, int64_t tenths_sq)
{
    snprintf(buf, 32, "%lld.%02lld", (long long)(tenths_sq / 100), (long long)(tenths_sq % 100));
    return buf;
}

/* Cells of the text table and JSON; in TSV the round and PAB cells differ
 * (see tsv_row). */
static void cells(char out[NCOL][40], const swc_stats_report *rep, const swc_stats_row *r)
{
    char buf[32];
    snprintf(out[0], 40, "%s", r->round ? "" : "all");
    if (r->round)
        snprintf(out[0], 40, "%lu", (unsigned long)r->round);
    snprintf(out[1], 40, "%lu", (unsigned long)r->boards);
    snprintf(out[2], 40, "%lu", (unsigned long)r->score_diff_pairs);
    snprintf(out[3], 40, "%s", squares(buf, r->score_diff_sq));
    const uint32_t v[] = { r->downfloaters, r->upfloaters, r->down_repeat1, r->up_repeat1, r->down_repeat2,
                           r->up_repeat2, r->pref_mild_unmet, r->pref_strong_unmet, r->pref_absolute_unmet,
                           r->colour_diff_beyond2, r->same_colour3, r->pab_count };
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++)
        snprintf(out[4 + i], 40, "%lu", (unsigned long)v[i]);
    /* PAB receivers' scores: the list in a round, the sum overall. */
    if (r->round && r->pab_count) {
        out[COL_PAB_SCORES][0] = '\0';
        for (uint32_t i = 0; i < r->pab_count; i++) {
            int32_t score = 0;
            char pts[16];
            swc_stats_report_pab(NULL, &score, rep, r->round, i);
            size_t len = strlen(out[COL_PAB_SCORES]);
            snprintf(out[COL_PAB_SCORES] + len, 40 - len, "%s%s", i ? "," : "", cli_points(pts, score));
        }
    } else {
        char pts[16];
        snprintf(out[COL_PAB_SCORES], 40, "%s", r->round ? "-" : cli_points(pts, (int32_t)r->pab_score_sum));
    }
    snprintf(out[17], 40, "%lu", (unsigned long)r->rematches);
}

/* The seed of a file `generate` wrote, from the name it gave the event. */
static void find_seed(file_facts *f, const swc_tournament *t)
{
    const char *name = NULL;
    size_t n = strlen(CLI_GENERATED_NAME);
    f->have_seed = 0;
    if (swc_tournament_get_string(&name, t, SWC_TEXT_NAME) != SWC_OK || !name || strncmp(name, CLI_GENERATED_NAME, n))
        return;
    unsigned long long v = 0;
    if (cli_parse_uint(&v, name + n, ~0ULL) == 0) {
        f->seed = v;
        f->have_seed = 1;
    }
}

/* ---- TSV: one table for every file, numbers only in number columns ------- */

static void tsv_head(void)
{
    fputs("file\tsystem\tedition\tseed", stdout);
    for (size_t i = 0; i < NCOL; i++)
        printf("\t%s", i == COL_PAB_SCORES ? "pab_score_sum" : columns[i].name);
    putchar('\n');
}

static void tsv_row(const file_facts *f, const swc_stats_report *rep, const swc_stats_row *r)
{
    char c[NCOL][40], pts[16];
    cells(c, rep, r);
    /* The totals row has no round; a row without a PAB no PAB score. */
    if (!r->round)
        snprintf(c[0], sizeof c[0], "NA");
    snprintf(c[COL_PAB_SCORES], sizeof c[0], "%s", r->pab_count ? cli_points(pts, (int32_t)r->pab_score_sum) : "NA");
    cli_tsv_cell(stdout, f->path);
    printf("\t%s\t", f->system);
    if (f->edition)
        printf("%ld", (long)f->edition);
    else
        fputs("NA", stdout);
    if (f->have_seed)
        printf("\t%llu", f->seed);
    else
        fputs("\tNA", stdout);
    for (size_t i = 0; i < NCOL; i++)
        printf("\t%s", c[i]);
    putchar('\n');
}

/* ---- text and JSON: a table or an object per file ------------------------- */

static void text_table(const file_facts *f, const swc_stats_report *rep, int several)
{
    uint32_t n = swc_stats_report_round_count(rep);
    char c[NCOL][40];
    if (several) {
        printf("%s: %s", f->path, f->system);
        if (f->edition)
            printf(" %ld", (long)f->edition);
        if (f->have_seed)
            printf(", seed %llu", f->seed);
        putchar('\n');
    }
    for (size_t i = 0; i < NCOL; i++)
        printf(i ? " %7s" : "%5s", columns[i].head);
    putchar('\n');
    for (uint32_t r = 1; r <= n + 1; r++) {
        swc_stats_row row = SWC_STATS_ROW_INIT;
        swc_stats_report_row(&row, rep, r <= n ? r : 0);
        cells(c, rep, &row);
        if (r > n)
            putchar('\n');
        for (size_t i = 0; i < NCOL; i++)
            printf(i ? " %7s" : "%5s", c[i]);
        putchar('\n');
    }
}

static void json_object(const file_facts *f, const swc_stats_report *rep, const char *indent)
{
    uint32_t n = swc_stats_report_round_count(rep);
    char c[NCOL][40];
    printf("%s{\n%s  \"file\": ", indent, indent);
    cli_json_string(stdout, f->path);
    printf(",\n%s  \"system\": \"%s\",\n%s  \"edition\": ", indent, f->system, indent);
    if (f->edition)
        printf("%ld", (long)f->edition);
    else
        fputs("null", stdout);
    printf(",\n%s  \"seed\": ", indent);
    if (f->have_seed)
        printf("%llu", f->seed);
    else
        fputs("null", stdout);
    printf(",\n%s  \"rounds\": [\n", indent);
    for (uint32_t r = 1; r <= n + 1; r++) {
        uint32_t round = r <= n ? r : 0;
        swc_stats_row row = SWC_STATS_ROW_INIT;
        swc_stats_report_row(&row, rep, round);
        cells(c, rep, &row);
        if (!round)
            printf("\n%s  ],\n%s  \"total\": ", indent, indent);
        else
            printf("%s%s    ", r > 1 ? ",\n" : "", indent);
        putchar('{');
        for (size_t i = round ? 0 : 1; i < NCOL; i++) {
            printf("%s\"%s\": ", i > (round ? 0u : 1u) ? ", " : "", columns[i].name);
            if (i == COL_PAB_SCORES && round) {
                /* The list of PAB receivers' scores. */
                fputs("[", stdout);
                for (uint32_t k = 0; k < row.pab_count; k++) {
                    int32_t score = 0;
                    char pts[16];
                    swc_stats_report_pab(NULL, &score, rep, round, k);
                    printf("%s%s", k ? ", " : "", cli_points(pts, score));
                }
                fputs("]", stdout);
            } else {
                fputs(c[i], stdout);
            }
        }
        putchar('}');
    }
    printf("\n%s}", indent);
}

/* ---- CSV and HTML: a sheet per file, the keys of TSV, numbers bare ------- */

static void fill_sheet(sheet *s, const swc_stats_report *rep)
{
    char c[NCOL][40];
    uint32_t n = swc_stats_report_round_count(rep);
    for (size_t i = 0; i < NCOL; i++)
        sheet_column_add(s, columns[i].name, columns[i].name, i != 0 && i != COL_PAB_SCORES);
    for (uint32_t r = 1; r <= n + 1; r++) {
        swc_stats_row row = SWC_STATS_ROW_INIT;
        swc_stats_report_row(&row, rep, r <= n ? r : 0);
        cells(c, rep, &row);
        for (size_t i = 0; i < NCOL; i++)
            sheet_cell(s, c[i]);
    }
}

/* ---- the files ------------------------------------------------------------ */

typedef struct file_list {
    char **paths;
    size_t n, cap;
} file_list;

static int list_add(file_list *l, const char *path)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? 2 * l->cap : 16;
        char **p = realloc(l->paths, cap * sizeof *p);
        if (!p)
            return -1;
        l->paths = p;
        l->cap = cap;
    }
    char *copy = malloc(strlen(path) + 1);
    if (!copy)
        return -1;
    strcpy(copy, path);
    l->paths[l->n++] = copy;
    return 0;
}

static void list_free(file_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->paths[i]);
    free(l->paths);
}

/* An operand with * ? or [ is a pattern the shell did not expand (quoted,
 * or a shell without globs): its matches in sorted order. */
static int add_operand(file_list *l, const char *arg)
{
    if (!strpbrk(arg, "*?[") || !strcmp(arg, "-"))
        return list_add(l, arg) ? CLI_EINTERNAL : CLI_OK;
    glob_t g;
    int rc = glob(arg, 0, NULL, &g);
    if (rc == GLOB_NOMATCH) {
        cli_error("%s: no file matches", arg);
        return CLI_EIO;
    }
    if (rc) {
        cli_error("%s: cannot expand the pattern", arg);
        return rc == GLOB_NOSPACE ? CLI_EINTERNAL : CLI_EIO;
    }
    int code = CLI_OK;
    for (size_t i = 0; i < g.gl_pathc && code == CLI_OK; i++)
        if (list_add(l, g.gl_pathv[i]))
            code = CLI_EINTERNAL;
    globfree(&g);
    return code;
}

/* Load one file and measure it; reports failures. */
static int measure(swc_tournament **out_t, swc_stats_report **out_rep, file_facts *f, uint32_t flags)
{
    int code = cli_load(out_t, f->path, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    int rc = swc_tournament_stats(out_rep, *out_t);
    if (rc) {
        cli_error("%s: %s", f->path, swc_tournament_errmsg(*out_t));
        swc_tournament_free(*out_t);
        *out_t = NULL;
        return cli_exit_for_status(rc);
    }
    int32_t system = SWC_SYSTEM_DUTCH, edition = 0;
    swc_tournament_get_int(&system, *out_t, SWC_SET_PAIRING_SYSTEM);
    if (system == SWC_SYSTEM_DUTCH)
        swc_tournament_get_int(&edition, *out_t, SWC_SET_DUTCH_EDITION);
    f->system = cli_system_word(system);
    f->edition = edition;
    find_seed(f, *out_t);
    return CLI_OK;
}

static int run_stats(int argc, char **argv)
{
    cli_parser p;
    const char *value;
    uint32_t flags = 0;
    int format = CLI_FMT_TEXT, id, code = CLI_OK;
    file_list files = { NULL, 0, 0 };
    sheet_output out;
    sheet_output_init(&out);

    cli_parser_init(&p, argc, argv, "stats");
    while ((id = cli_next(&p, stats_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            list_free(&files);
            fputs(cli_help(&cli_cmd_stats), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_FORMAT:
            /* text, tsv and json keep their own layout; csv and html are sheets. */
            if (sheet_take_option(&out, SHEET_OPT_FORMAT, value, "stats") < 0) {
                list_free(&files);
                return CLI_EUSAGE;
            }
            if (out.format != SHEET_CSV && out.format != SHEET_HTML)
                cli_parse_report_format(&format, value);
            break;
        case OPT_OUTPUT:
            out.path = value;
            break;
        case OPT_CSV_ENCODING:
            if (sheet_take_option(&out, SHEET_OPT_ENCODING, value, "stats") < 0) {
                list_free(&files);
                return CLI_EUSAGE;
            }
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value)) {
                list_free(&files);
                return cli_usage_error("stats", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            }
            break;
        case CLI_ARG_POSITIONAL:
            if ((code = add_operand(&files, value)) != CLI_OK) {
                list_free(&files);
                return code;
            }
            break;
        default:
            list_free(&files);
            return CLI_EUSAGE;
        }
    }
    if (!files.n) {
        list_free(&files);
        return cli_usage_error("stats", "no input file given");
    }
    if (out.format == SHEET_CSV || out.format == SHEET_HTML) {
        sheet *sheets = calloc(files.n, sizeof *sheets);
        const sheet **ptrs = calloc(files.n, sizeof *ptrs);
        size_t made = 0;
        code = sheets && ptrs ? CLI_OK : CLI_EINTERNAL;
        for (size_t k = 0; k < files.n && code == CLI_OK; k++) {
            file_facts f = { files.paths[k], NULL, 0, 0, 0 };
            swc_tournament *t = NULL;
            swc_stats_report *rep = NULL;
            if ((code = measure(&t, &rep, &f, flags)) != CLI_OK)
                break;
            sheet_init(&sheets[made], files.n > 1 ? f.path : "");
            fill_sheet(&sheets[made], rep);
            ptrs[made] = &sheets[made];
            made++;
            swc_stats_report_free(rep);
            swc_tournament_free(t);
        }
        if (code == CLI_OK)
            code = sheet_emit(ptrs, made, &out, "stats");
        for (size_t k = 0; k < made; k++)
            sheet_free(&sheets[k]);
        free(sheets);
        free(ptrs);
        list_free(&files);
        return code;
    }
    /* The text, tsv and json printers write to standard output. */
    if (out.path && strcmp(out.path, "-") && !freopen(out.path, "w", stdout)) {
        cli_error("cannot write %s: %s", out.path, strerror(errno));
        list_free(&files);
        return CLI_EIO;
    }
    int several = files.n > 1;
    if (format == CLI_FMT_TSV)
        tsv_head();
    else if (format == CLI_FMT_JSON && several)
        fputs("{\n  \"files\": [\n", stdout);
    for (size_t k = 0; k < files.n && code == CLI_OK; k++) {
        file_facts f = { files.paths[k], NULL, 0, 0, 0 };
        swc_tournament *t = NULL;
        swc_stats_report *rep = NULL;
        if ((code = measure(&t, &rep, &f, flags)) != CLI_OK)
            break;
        if (format == CLI_FMT_TSV) {
            uint32_t n = swc_stats_report_round_count(rep);
            for (uint32_t r = 1; r <= n + 1; r++) {
                swc_stats_row row = SWC_STATS_ROW_INIT;
                swc_stats_report_row(&row, rep, r <= n ? r : 0);
                tsv_row(&f, rep, &row);
            }
        } else if (format == CLI_FMT_JSON) {
            json_object(&f, rep, several ? "    " : "");
            fputs(several && k + 1 < files.n ? ",\n" : "\n", stdout);
        } else {
            if (k)
                putchar('\n');
            text_table(&f, rep, several);
        }
        swc_stats_report_free(rep);
        swc_tournament_free(t);
    }
    if (code == CLI_OK && format == CLI_FMT_JSON && several)
        fputs("  ]\n}\n", stdout);
    list_free(&files);
    if (code != CLI_OK) {
        fflush(stdout);
        return code;
    }
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_stats = {
    "stats",
    "pairing-quality measures per round and overall, of one file or many",
    "Usage: swisscore stats [options] FILE...\n"
    "\n"
    "Measure the pairings of every round of each event file, and the whole\n"
    "event in the last row:\n"
    "  boards     pairs on the boards (forfeited games included)\n"
    "  sdpairs    pairs whose players had different scores before the round\n"
    "  sd^2       sum of their squared score differences (points squared)\n"
    "  down, up   players paired against a lower / higher score (the PAB\n"
    "             counts as a downfloat)\n"
    "  down1/up1  of those, the ones who floated the same way the round before\n"
    "  down2/up2  ... in one of the two rounds before\n"
    "  mild, strong, abs   colour preferences of that strength not met\n"
    "  cd>2       players whose whites minus blacks is now beyond +-2\n"
    "  3same      players who now have the same colour three times in a row\n"
    "  pab        pairing-allocated byes; pabpts their receivers' scores\n"
    "             (the sum in the last row)\n"
    "  rematch    boards of players who had already played (must be 0)\n"
    "Colour measures count games played over the board; scores exclude\n"
    "acceleration.\n"
    "\n"
    "Many files, for a study: give them all, or a quoted pattern such as\n"
    "'runs/*.trf' (expanded in sorted order). --format tsv then writes one\n"
    "table for all of them, one row per file and round, which a data frame\n"
    "reads as it is: the columns file, system (dutch, sequential, berger),\n"
    "edition (of the Dutch rules), seed (of a file swisscore generate wrote,\n"
    "found in its name) come first, then round and the measures under the\n"
    "JSON names (score_diff_pairs, downfloaters ...; pab_score_sum is the sum\n"
    "of the PAB receivers' scores). Every cell of a number column is a number\n"
    "or NA: NA is the round of the totals row, an edition or seed unknown, or\n"
    "the PAB score of a row without a PAB. --format json gives one object per\n"
    "file (with file, system, edition, seed: null when unknown), inside\n"
    "{\"files\": [...]} when there are several. The first file that cannot be\n"
    "read stops the run with its error.\n"
    "\n"
    "Options:\n"
    "  -f, --format NAME  text (default), tsv, json, csv or html (csv and html:\n"
    "                     a sheet per file)\n"
    "  -o, --output FILE  write to FILE instead of standard output\n"
    "  --csv-encoding ENC csv: utf-8 (default, with a byte order mark) or gbk\n"
    "  --trust-results    accept stated points that disagree with the results\n"
    "  --encoding NAME    text encoding: auto (default), utf-8,\n"
    "                     latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help         show this help\n"
    "\n"
    "Example:\n"
    "  swisscore stats --format tsv 'runs/*.trf' > stats.tsv\n"
    "\n"
    "Exit status: 0 success; 1 usage error; 2 input rejected; 3 file error;\n"
    "4 internal error.\n",
    run_stats,
};
