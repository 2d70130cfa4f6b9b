/*
 * swisscore stats: pairing-quality measures of a TRF file, per round and
 * overall (swc_tournament_stats()), as a table, TSV or JSON.
 */
#include "cli.h"

#include <errno.h>
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
    const char *name;   /* TSV / JSON key */
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

/* Squared score differences are in tenths squared: print them in points. */
static const char *squares(char *buf, int64_t tenths_sq)
{
    snprintf(buf, 32, "%lld.%02lld", (long long)(tenths_sq / 100), (long long)(tenths_sq % 100));
    return buf;
}

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
        out[16][0] = '\0';
        for (uint32_t i = 0; i < r->pab_count; i++) {
            int32_t score = 0;
            char pts[16];
            swc_stats_report_pab(NULL, &score, rep, r->round, i);
            size_t len = strlen(out[16]);
            snprintf(out[16] + len, 40 - len, "%s%s", i ? "," : "", cli_points(pts, score));
        }
    } else {
        char pts[16];
        snprintf(out[16], 40, "%s", r->round ? "-" : cli_points(pts, (int32_t)r->pab_score_sum));
    }
    snprintf(out[17], 40, "%lu", (unsigned long)r->rematches);
}

/* The table as a sheet for csv and html: the keys of tsv, numbers bare. */
static int emit_sheet(const swc_stats_report *rep, const sheet_output *out)
{
    sheet s;
    char c[NCOL][40];
    uint32_t n = swc_stats_report_round_count(rep);
    sheet_init(&s, "");
    for (size_t i = 0; i < NCOL; i++)
        sheet_column_add(&s, columns[i].name, columns[i].name, i != 0 && i != 16);
    for (uint32_t r = 1; r <= n + 1; r++) {
        swc_stats_row row = SWC_STATS_ROW_INIT;
        swc_stats_report_row(&row, rep, r <= n ? r : 0);
        cells(c, rep, &row);
        for (size_t i = 0; i < NCOL; i++)
            sheet_cell(&s, c[i]);
    }
    const sheet *one[1] = { &s };
    int code = sheet_emit(one, 1, out, "stats");
    sheet_free(&s);
    return code;
}

static int run_stats(int argc, char **argv)
{
    sheet_output out;
    sheet_output_init(&out);
    cli_parser p;
    const char *value, *in = NULL;
    uint32_t flags = 0;
    int format = CLI_FMT_TEXT, id;

    cli_parser_init(&p, argc, argv, "stats");
    while ((id = cli_next(&p, stats_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_cmd_stats.help, stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_FORMAT:
            /* text, tsv and json keep their own layout; csv and html are sheets. */
            if (sheet_take_option(&out, SHEET_OPT_FORMAT, value, "stats") < 0)
                return CLI_EUSAGE;
            if (out.format != SHEET_CSV && out.format != SHEET_HTML)
                cli_parse_report_format(&format, value);
            break;
        case OPT_OUTPUT:
            out.path = value;
            break;
        case OPT_CSV_ENCODING:
            if (sheet_take_option(&out, SHEET_OPT_ENCODING, value, "stats") < 0)
                return CLI_EUSAGE;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("stats", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("stats", "only one input file, please");
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("stats", "no input file given");
    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    swc_stats_report *rep = NULL;
    int rc = swc_tournament_stats(&rep, t);
    if (rc) {
        cli_error("%s: %s", in, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return cli_exit_for_status(rc);
    }
    if (out.format == SHEET_CSV || out.format == SHEET_HTML) {
        code = emit_sheet(rep, &out);
        swc_stats_report_free(rep);
        swc_tournament_free(t);
        return code;
    }
    if (out.path && strcmp(out.path, "-") && !freopen(out.path, "w", stdout)) {
        cli_error("cannot write %s: %s", out.path, strerror(errno));
        swc_stats_report_free(rep);
        swc_tournament_free(t);
        return CLI_EIO;
    }
    uint32_t n = swc_stats_report_round_count(rep);
    char c[NCOL][40];
    if (format == CLI_FMT_TEXT) {
        for (size_t i = 0; i < NCOL; i++)
            printf(i ? " %7s" : "%5s", columns[i].head);
        putchar('\n');
    } else if (format == CLI_FMT_TSV) {
        for (size_t i = 0; i < NCOL; i++)
            printf("%s%s", i ? "\t" : "", columns[i].name);
        putchar('\n');
    } else {
        fputs("{\n  \"rounds\": [\n", stdout);
    }
    for (uint32_t r = 1; r <= n + 1; r++) {
        uint32_t round = r <= n ? r : 0;
        swc_stats_row row = SWC_STATS_ROW_INIT;
        swc_stats_report_row(&row, rep, round);
        cells(c, rep, &row);
        if (format == CLI_FMT_TEXT) {
            if (!round)
                putchar('\n');
            for (size_t i = 0; i < NCOL; i++)
                printf(i ? " %7s" : "%5s", c[i]);
            putchar('\n');
        } else if (format == CLI_FMT_TSV) {
            for (size_t i = 0; i < NCOL; i++)
                printf("%s%s", i ? "\t" : "", c[i]);
            putchar('\n');
        } else {
            if (!round)
                fputs("\n  ],\n  \"total\": ", stdout);
            else
                fputs(r > 1 ? ",\n    " : "    ", stdout);
            putchar('{');
            for (size_t i = round ? 0 : 1; i < NCOL; i++) {
                printf("%s\"%s\": ", i > (round ? 0u : 1u) ? ", " : "", columns[i].name);
                if (i == 16 && round) {
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
            if (!round)
                fputs("\n}\n", stdout);
        }
    }
    swc_stats_report_free(rep);
    swc_tournament_free(t);
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_stats = {
    "stats",
    "pairing-quality measures per round and overall",
    "Usage: swisscore stats [options] IN.trf\n"
    "\n"
    "Measure the pairings of every round, and the whole event in the last row:\n"
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
    "Options:\n"
    "  -f, --format NAME  text (default), tsv, json, csv or html\n"
    "  -o, --output FILE  write to FILE instead of standard output\n"
    "  --csv-encoding ENC csv: utf-8 (default, with a byte order mark) or gbk\n"
    "  --trust-results    accept stated points that disagree with the results\n"
    "  --encoding NAME    text encoding: auto (default), utf-8,\n"
    "                     latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help         show this help\n"
    "\n"
    "Exit status: 0 success; 1 usage error; 2 input rejected; 3 file error;\n"
    "4 internal error.\n",
    run_stats,
};
