/* swisscore boards: the boards of any round, or its players by name. */
#include <string.h>

#include "cli.h"
#include "render/sheet.h"
#include "sheets.h"

enum { OPT_ROUND = 1, OPT_BY_NAME, OPT_TRUST };

static const cli_option boards_options[] = {
    { "round", 'r', 1, OPT_ROUND },
    { "by-name", 0, 0, OPT_BY_NAME },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, SHEET_OPT_ENCODING },
    SHEET_OPTIONS,
    { NULL, 0, 0, 0 },
};

static int run_boards(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL;
    swc_report_options ro = SWC_REPORT_OPTIONS_INIT;
    sheet_output out;
    uint32_t flags = 0;
    unsigned long long num;
    int id, taken;

    sheet_output_init(&out);
    cli_parser_init(&p, argc, argv, "boards");
    while ((id = cli_next(&p, boards_options, &value)) != CLI_ARG_END) {
        if ((taken = sheet_take_option(&out, id, value, "boards")) != 0) {
            if (taken < 0)
                return CLI_EUSAGE;
            continue;
        }
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_boards), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_ROUND:
            if (cli_parse_uint(&num, value, SWC_MAX_ROUNDS) || num == 0)
                return cli_usage_error("boards", "--round needs a round from 1 to %d, not '%s'", SWC_MAX_ROUNDS, value);
            ro.round = (uint32_t)num;
            break;
        case OPT_BY_NAME:
            ro.by_name = 1;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("boards", "only one event file, please ('%s' and '%s')", in, value);
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("boards", "no event file given");
    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    if (cli_event_is_team(t) && !ro.by_name) {
        /* A team round: its matches, then its boards by match. */
        uint32_t k = ro.round ? ro.round : swc_tournament_round_count(t);
        sheet ts[2];
        if (cli_team_boards_sheets(ts, t, k, sheet_format_for_people(out.format))) {
            if (k)
                cli_error("%s: round %u is not paired (%u rounds)", in, (unsigned)k,
                          (unsigned)swc_tournament_round_count(t));
            else
                cli_error("%s: no round is paired yet", in);
            swc_tournament_free(t);
            return CLI_EINPUT;
        }
        const sheet *two[2] = { &ts[0], &ts[1] };
        code = sheet_emit(two, 2, &out, ts[1].title);
        sheet_free(&ts[0]);
        sheet_free(&ts[1]);
        swc_tournament_free(t);
        return code;
    }
    swc_report *r = NULL;
    int rc = swc_report_boards(&r, t, &ro);
    if (rc != SWC_OK) {
        cli_error("%s: %s", in, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_ENOTFOUND ? CLI_EINPUT : cli_exit_for_status(rc);
    }
    char title[128];
    snprintf(title, sizeof title, ro.by_name ? cli_tr("Round %u: players by name") : cli_tr("Round %u: boards"),
             (unsigned)swc_report_round(r));
    sheet s;
    sheet_init(&s, title);
    sheet_from_report(&s, r, t, sheet_format_for_people(out.format));
    const sheet *list[1] = { &s };
    code = sheet_emit(list, 1, &out, title);
    sheet_free(&s);
    swc_report_free(r);
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_boards = {
    "boards",
    "show the boards of any round",
    "Usage: swisscore boards EVENT [--round K] [--by-name] [--format FMT] [-o FILE]\n"
    "\n"
    "The boards of a round (default: the last paired): board, white (red) and\n"
    "black with id, name, rating, title or grade, club, the score before the\n"
    "round and the result once entered; then the byes and absences. With\n"
    "--by-name, the wall sheet: every player of the round sorted by name with\n"
    "his board, colour, opponent and result.\n"
    "In a team event: the round's matches (teams, game points, match points)\n"
    "and then every board by match (match, board, the white player's team, id\n"
    "and name, result, the black player's id, name and team).\n"
    "\n"
    "Options:\n"
    "  -r, --round K          the round (default: the last)\n"
    "  --by-name              one row per player, sorted by name\n"
    "  -f, --format FMT       text (default), csv, tsv, json or html\n"
    "  -o, --output FILE      write to FILE instead of standard output\n"
    "  --encoding ENC         CSV and TSV: utf-8 (default; CSV starts with a\n"
    "                         byte order mark for Excel) or gbk (GB18030)\n"
    "  --csv-encoding ENC     the same\n"
    "  --trust-results        accept stated points that disagree with the results\n"
    "  -h, --help             show this help\n"
    "\n"
    "Formats: csv has headings for people and bare numbers; tsv has the column\n"
    "keys (board, white_id, white_name, ... result, black_points, ...) and NA\n"
    "for empty numbers; json gives {\"sheets\": [{\"title\", \"columns\", \"rows\"}]};\n"
    "html a self-contained page that prints on A4.\n"
    "\n"
    "Example:\n"
    "  swisscore boards event.trf --round 3 --by-name --format html -o r3.html\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 input rejected (also a round that\n"
    "does not exist), 3 I/O error.\n",
    run_boards,
};
