/* swisscore crosstable: every player's rounds in ranking order. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "render/sheet.h"
#include "sheets.h"

enum { OPT_TIEBREAKS = 1, OPT_RULESET, OPT_UNPLAYED, OPT_SEED, OPT_ROUND, OPT_TRUST };

static const cli_option crosstable_options[] = {
    { "tiebreaks", 't', 1, OPT_TIEBREAKS },
    { "ruleset", 'r', 1, OPT_RULESET },
    { "unplayed", 0, 1, OPT_UNPLAYED },
    { "seed", 0, 1, OPT_SEED },
    { "after-round", 0, 1, OPT_ROUND },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, SHEET_OPT_ENCODING },
    SHEET_OPTIONS,
    { NULL, 0, 0, 0 },
};

int cli_crosstable_sheet(sheet *s, swc_tournament *t, const swc_standings_options *so, uint32_t round, int words)
{
    swc_report_options ro = SWC_REPORT_OPTIONS_INIT;
    ro.standings = so;
    ro.round = round;
    swc_report *r = NULL;
    int rc = swc_report_crosstable(&r, t, &ro);
    if (rc != SWC_OK)
        return rc;
    char title[128];
    snprintf(title, sizeof title, cli_tr("Crosstable after round %u"), (unsigned)swc_report_round(r));
    sheet_init(s, title);
    sheet_from_report(s, r, t, words);
    /* Tie-break columns are named in Chinese as the standings name them. */
    if (cli_lang_is_zh()) {
        swc_standings *st = NULL;
        swc_standings_options o = *so;
        o.after_round = round;
        if (swc_standings_compute(&st, t, &o) == SWC_OK) {
            for (uint32_t c = 1; c < swc_standings_criteria_count(st); c++) {
                swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
                swc_standings_criterion(&ci, st, c);
                for (size_t k = 0; k < s->ncols; k++)
                    if (!strcmp(s->cols[k].key, ci.code) && ci.name_zh && *ci.name_zh) {
                        char *h = strdup(ci.name_zh);
                        if (h) {
                            free(s->cols[k].head);
                            s->cols[k].head = h;
                        }
                    }
            }
            swc_standings_free(st);
        }
    }
    if (swc_report_kind(r) == SWC_REPORT_CROSSTABLE && cli_lang_is_zh() && cli_event_is_xiangqi(t))
        sheet_note(s, cli_tr("Codes: 12r won = against no. 12 with red, won; b black; draw, lost; + - forfeit; "
                             "bye: + pairing-allocated, F full point, = half point, - zero point."));
    else if (swc_report_kind(r) == SWC_REPORT_CROSSTABLE)
        sheet_note(s, cli_tr("Codes: 12w1 = against no. 12 with white, won; b black; ½ draw; + - forfeit; "
                             "bye: + pairing-allocated, F full point, = half point, - zero point."));
    swc_report_free(r);
    return SWC_OK;
}

int cli_event_standings_options(swc_standings_options *o, const swc_tournament *t)
{
    if (o->tiebreaks || o->ruleset)
        return 0;
    const char *own = cli_event_tiebreaks(t);
    if (!own)
        return 0;
    for (uint32_t k = 0; k < swc_ruleset_count(); k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        if (swc_ruleset_get(&ri, k) == SWC_OK && (!strcmp(ri.name, own) || !strcmp(ri.name_zh, own))) {
            o->ruleset = own;
            return 0;
        }
    }
    o->tiebreaks = own;
    return 0;
}

static int run_crosstable(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL;
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    sheet_output out;
    uint32_t flags = 0, round = 0;
    unsigned long long num;
    int id, taken;

    sheet_output_init(&out);
    cli_parser_init(&p, argc, argv, "crosstable");
    while ((id = cli_next(&p, crosstable_options, &value)) != CLI_ARG_END) {
        if ((taken = sheet_take_option(&out, id, value, "crosstable")) != 0) {
            if (taken < 0)
                return CLI_EUSAGE;
            continue;
        }
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_crosstable), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_TIEBREAKS:
            so.tiebreaks = value;
            break;
        case OPT_RULESET:
            so.ruleset = value;
            break;
        case OPT_UNPLAYED:
            if (cli_parse_unplayed(&so.unplayed, value))
                return cli_usage_error("crosstable",
                                       "unknown rule for unplayed games '%s' (2026, 2023, 2009 or xiangqi2011)", value);
            break;
        case OPT_SEED:
            if (cli_parse_uint(&num, value, UINT64_MAX))
                return cli_usage_error("crosstable", "--seed needs a non-negative number, not '%s'", value);
            so.seed = (uint64_t)num;
            break;
        case OPT_ROUND:
            if (cli_parse_uint(&num, value, SWC_MAX_ROUNDS) || num == 0)
                return cli_usage_error("crosstable", "--after-round needs a round from 1 to %d, not '%s'",
                                       SWC_MAX_ROUNDS, value);
            round = (uint32_t)num;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("crosstable", "only one event file, please ('%s' and '%s')", in, value);
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("crosstable", "no event file given");
    if (so.tiebreaks && so.ruleset)
        return cli_usage_error("crosstable", "give either --tiebreaks or --ruleset, not both");
    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    cli_event_standings_options(&so, t);
    sheet s;
    /* Teams rank by their own codes; else the event's own rules. */
    int rc = cli_event_is_team(t)
                 ? cli_team_crosstable_sheet(&s, t,
                                             so.tiebreaks ? so.tiebreaks : so.ruleset ? so.ruleset : cli_event_tiebreaks(t),
                                             round)
                 : cli_crosstable_sheet(&s, t, &so, round,
                                                         sheet_format_for_people(out.format));
    if (rc != SWC_OK) {
        if (rc == SWC_EINVAL || rc == SWC_ENOTFOUND)
            code = cli_usage_error("crosstable", "%s", swc_tournament_errmsg(t));
        else {
            cli_error("%s: %s", in, swc_tournament_errmsg(t));
            code = rc == SWC_ERANGE ? CLI_EINPUT : cli_exit_for_status(rc);
        }
        swc_tournament_free(t);
        return code;
    }
    const sheet *list[1] = { &s };
    code = sheet_emit(list, 1, &out, s.title);
    sheet_free(&s);
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_crosstable = {
    "crosstable",
    "show every player's rounds in ranking order",
    "Usage: swisscore crosstable EVENT [--tiebreaks SPEC | --ruleset NAME] [options]\n"
    "\n"
    "One row per player in the order of the standings: line number, rank,\n"
    "id, name, rating, title, club, then per round the opponent's line number,\n"
    "colour and result (12w1: against line 12 with white, won; 5b½: with black,\n"
    "drawn; 3w+ or 3b-: forfeit won or lost), the points and the tie-breaks.\n"
    "Rounds without a game: + pairing-allocated bye, F full-point bye, = half-point\n"
    "bye, - zero-point bye or not paired; empty before entry and after withdrawal.\n"
    "A round robin (paired by Berger tables) gets the square grid instead: the\n"
    "cell of row i and column j holds i's results against j, * on the diagonal.\n"
    "Without --tiebreaks or --ruleset the event's own rules are used, else\n"
    "points only.\n"
    "A team event gets one row per team in the order of its standings (the\n"
    "team codes, as for swisscore standings), each round as the opponent's\n"
    "line, w or b (named first or second), F for a forfeited match, and the\n"
    "game points (3w2.5); then match points (MP), game points (GP) and the\n"
    "tie-breaks.\n"
    "\n"
    "Options:\n"
    "  -t, --tiebreaks SPEC   a cascade, as for swisscore standings\n"
    "  -r, --ruleset NAME     a named ruleset (swisscore standings --list-rulesets)\n"
    "  --unplayed RULE        2026, 2023, 2009 or xiangqi2011\n"
    "  --seed N               seed of the drawing of lots\n"
    "  --after-round K        only rounds 1..K, ranked after round K\n"
    "  -f, --format FMT       text (default), csv, tsv, json or html\n"
    "  -o, --output FILE      write to FILE instead of standard output\n"
    "  --encoding ENC         CSV and TSV: utf-8 (default, with a byte order\n"
    "                         mark in CSV) or gbk (GB18030)\n"
    "  --csv-encoding ENC     the same\n"
    "  --trust-results        accept stated points that disagree with the results\n"
    "  -h, --help             show this help\n"
    "\n"
    "Columns (tsv and json keys): no rank id name rating title club r1 r2 ...\n"
    "(the grid: 1 2 ...) points, then the tie-break codes.\n"
    "\n"
    "Example:\n"
    "  swisscore crosstable event.trf --ruleset fide-2026 --format csv -o cross.csv\n"
    "\n"
    "Exit status: 0 ok, 1 usage error (also an unknown tie-break or ruleset),\n"
    "2 input rejected (also a round that does not exist), 3 I/O error.\n",
    run_crosstable,
};
