/* swisscore standings: ranking with tie-breaks, as text, TSV or JSON. */
#include "cli.h"
#include "sheets.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_TIEBREAKS = 1, OPT_RULESET, OPT_UNPLAYED, OPT_GROUP, OPT_WOMEN_TOP, OPT_WITHIN, OPT_FORMAT,
    OPT_LIST, OPT_SEED, OPT_RATING_BELOW, OPT_AFTER, OPT_TRUST, OPT_PAIRINGS, OPT_ENCODING, OPT_OUTPUT,
    OPT_CSV_ENCODING
};

static const cli_option standings_options[] = {
    { "tiebreaks", 't', 1, OPT_TIEBREAKS },
    { "ruleset", 'r', 1, OPT_RULESET },
    { "unplayed", 0, 1, OPT_UNPLAYED },
    { "group", 0, 1, OPT_GROUP },
    { "women-top", 0, 1, OPT_WOMEN_TOP },
    { "within", 0, 1, OPT_WITHIN },
    { "format", 'f', 1, OPT_FORMAT },
    { "list-rulesets", 0, 0, OPT_LIST },
    { "seed", 0, 1, OPT_SEED },
    { "rating-below", 0, 1, OPT_RATING_BELOW },
    { "after-round", 0, 1, OPT_AFTER },
    { "trust-results", 0, 0, OPT_TRUST },
    { "pairings", 0, 1, OPT_PAIRINGS },
    { "encoding", 0, 1, OPT_ENCODING },
    { "output", 'o', 1, OPT_OUTPUT },
    { "csv-encoding", 0, 1, OPT_CSV_ENCODING },
    { NULL, 0, 0, 0 },
};

static const char *rule_name(int32_t rule)
{
    switch (rule) {
    case SWC_UNPLAYED_FIDE2023: return "2023";
    case SWC_UNPLAYED_FIDE2009: return "2009";
    case SWC_UNPLAYED_XIANGQI2011: return "xiangqi2011";
    default: return "2026";
    }
}

/* The same for people: whole numbers when a 2/1/0 event reads them so
 * under --lang zh ("12", not "12.0"). */
static const char *shown_value(char *buf, int64_t v, const swc_criterion_info *ci, const swc_tournament *t)
{
    if (v != SWC_TB_UNDEFINED && ci->decimals > 0 && ci->scale > 1 && v % ci->scale == 0 && cli_lang_is_zh() &&
        cli_event_whole_points(t)) {
        snprintf(buf, CLI_VALUE_BUF, "%lld", (long long)(v / ci->scale));
        return buf;
    }
    return cli_criterion_value(buf, v, ci);
}

static const char *rule_label(int32_t rule);

/* The individual rulesets, then the team ones (for team events), each marked
 * with the events it is for. */
static int list_rulesets(int format)
{
    uint32_t n = swc_ruleset_count(), nt = swc_team_ruleset_count();
    if (format == CLI_FMT_JSON)
        fputs("[", stdout);
    if (format == CLI_FMT_TSV)
        fputs("name\tname_zh\tunplayed\tties\ttiebreaks\tdescription\tevents\n", stdout);
    for (uint32_t k = 0; k < n + nt; k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        int team = k >= n;
        if ((team ? swc_team_ruleset_get(&ri, k - n) : swc_ruleset_get(&ri, k)) != SWC_OK)
            continue;
        const char *ties = ri.lots ? "lots" : "shared", *events = team ? "team" : "individual";
        if (format == CLI_FMT_TSV) {
            printf("%s\t%s\t%s\t%s\t%s\t%s\t%s\n", ri.name, ri.name_zh, rule_name(ri.unplayed), ties, ri.tiebreaks,
                   ri.description, events);
        } else if (format == CLI_FMT_JSON) {
            fputs(k ? ",\n {\"name\": " : "\n {\"name\": ", stdout);
            cli_json_string(stdout, ri.name);
            fputs(", \"name_zh\": ", stdout);
            cli_json_string(stdout, ri.name_zh);
            printf(", \"unplayed\": \"%s\", \"ties\": \"%s\", \"tiebreaks\": ", rule_name(ri.unplayed), ties);
            cli_json_string(stdout, ri.tiebreaks);
            fputs(", \"description\": ", stdout);
            cli_json_string(stdout, ri.description);
            printf(", \"events\": \"%s\"}", events);
        } else {
            if (team && k == n)
                fputs(cli_tr("\nTeam rulesets (team events):\n"), stdout);
            printf(cli_tr("%s  %s\n  tie-breaks: %s\n  unplayed games: %s; remaining ties: %s\n  %s\n"), ri.name,
                   ri.name_zh, ri.tiebreaks, cli_lang_is_zh() ? rule_label(ri.unplayed) : rule_name(ri.unplayed),
                   cli_tr(ties), cli_tr_description(ri.description));
        }
    }
    if (format == CLI_FMT_JSON)
        fputs("\n]\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

static const char *player_name(swc_tournament *t, uint32_t id)
{
    return swc_player_name(swc_tournament_player(t, id));
}

/* The rule for unplayed games as people read it. */
static const char *rule_label(int32_t rule)
{
    switch (rule) {
    case SWC_UNPLAYED_FIDE2023: return cli_tr("FIDE 2023");
    case SWC_UNPLAYED_FIDE2009: return cli_tr("FIDE 2009");
    case SWC_UNPLAYED_XIANGQI2011: return cli_tr("xiangqi rules 2011");
    default: return cli_tr("FIDE 2026");
    }
}

static void print_text(swc_tournament *t, const swc_standings *s, const char *what, int32_t rule, uint32_t after,
                       const char *matched)
{
    int zh = cli_lang_is_zh();
    uint32_t n = swc_standings_count(s), nc = swc_standings_criteria_count(s);
    size_t wname = 4;
    for (uint32_t r = 0; r < n; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        size_t w = cli_display_width(player_name(t, row.id));
        if (w > wname)
            wname = w;
    }
    printf(cli_tr("Standings after round %lu: %s; unplayed games: %s"),
           (unsigned long)(after ? after : swc_tournament_round_count(t)), cli_ruleset_title(what),
           zh ? rule_label(rule) : rule_name(rule));
    fputs("\n", stdout);
    if (matched) {
        printf(cli_tr("(the cascade of ruleset %s, so its rule for unplayed games applies; --unplayed changes it)"),
               cli_ruleset_title(matched));
        fputs("\n", stdout);
    }
    fputs("\n", stdout);
    cli_print_padded(stdout, cli_tr("Rank"), 6, 0);
    cli_print_padded(stdout, cli_number_head(), 6, 0);
    cli_print_padded(stdout, cli_tr("Name"), wname + 2, 0);
    char buf[CLI_VALUE_BUF];
    size_t widths[64];
    for (uint32_t c = 0; c < nc && c < 64; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, s, c);
        const char *head = zh ? ci.name_zh : ci.code;
        widths[c] = cli_display_width(head) > 6 ? cli_display_width(head) : 6;
        fputs(" ", stdout);
        cli_print_padded(stdout, head, widths[c], 1);
    }
    fputs("\n", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        char rank[16];
        snprintf(rank, sizeof rank, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        printf("%-5s %-5lu ", rank, (unsigned long)cli_number_of(t, row.id));
        cli_print_padded(stdout, player_name(t, row.id), wname + 2, 0);
        for (uint32_t c = 0; c < nc && c < 64; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_standings_criterion(&ci, s, c);
            int64_t v = 0;
            swc_standings_value(&v, s, r, c);
            fputs(" ", stdout);
            cli_print_padded(stdout, shown_value(buf, v, &ci, t), widths[c], 1);
        }
        fputs(row.by_lot ? cli_tr("  (lots)\n") : "\n", stdout);
    }
}

static void print_tsv(swc_tournament *t, const swc_standings *s)
{
    uint32_t n = swc_standings_count(s), nc = swc_standings_criteria_count(s);
    char buf[CLI_VALUE_BUF];
    fputs("rank\tid\tname", stdout);
    for (uint32_t c = 0; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, s, c);
        printf("\t%s", ci.code);
    }
    fputs("\n", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        printf("%lu\t%lu\t%s", (unsigned long)row.rank, (unsigned long)row.id, player_name(t, row.id));
        for (uint32_t c = 0; c < nc; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_standings_criterion(&ci, s, c);
            int64_t v = 0;
            swc_standings_value(&v, s, r, c);
            printf("\t%s", cli_criterion_value(buf, v, &ci));
        }
        fputs("\n", stdout);
    }
}

static void print_json(swc_tournament *t, const swc_standings *s, const char *ruleset, int32_t rule)
{
    uint32_t n = swc_standings_count(s), nc = swc_standings_criteria_count(s);
    char buf[CLI_VALUE_BUF];
    printf("{\"rounds\": %lu, \"unplayed\": \"%s\", \"ruleset\": ", (unsigned long)swc_tournament_round_count(t),
           rule_name(rule));
    if (ruleset)
        cli_json_string(stdout, ruleset);
    else
        fputs("null", stdout);
    fputs(",\n \"criteria\": [", stdout);
    for (uint32_t c = 0; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, s, c);
        fputs(c ? ", {\"code\": " : "{\"code\": ", stdout);
        cli_json_string(stdout, ci.code);
        fputs(", \"name_zh\": ", stdout);
        cli_json_string(stdout, ci.name_zh);
        printf(", \"scale\": %ld, \"ascending\": %s}", (long)ci.scale, ci.ascending ? "true" : "false");
    }
    fputs("],\n \"standings\": [", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, s, r);
        printf("%s\n  {\"rank\": %lu, \"id\": %lu, \"name\": ", r ? "," : "", (unsigned long)row.rank,
               (unsigned long)row.id);
        cli_json_string(stdout, player_name(t, row.id));
        printf(", \"shared\": %s, \"by_lot\": %s, \"overall_rank\": %lu, \"values\": {", row.shared ? "true" : "false",
               row.by_lot ? "true" : "false", (unsigned long)row.overall_rank);
        for (uint32_t c = 0; c < nc; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_standings_criterion(&ci, s, c);
            int64_t v = 0;
            swc_standings_value(&v, s, r, c);
            fputs(c ? ", " : "", stdout);
            cli_json_string(stdout, ci.code);
            fputs(": ", stdout);
            fputs(v == SWC_TB_UNDEFINED ? "null" : cli_criterion_value(buf, v, &ci), stdout);
        }
        fputs("}}", stdout);
    }
    fputs("\n ]\n}\n", stdout);
}

int cli_standings_sheet(sheet *s, swc_tournament *t, const swc_standings_options *so)
{
    swc_standings *st = NULL;
    int rc = swc_standings_compute(&st, t, so);
    if (rc != SWC_OK)
        return rc;
    int zh = cli_lang_is_zh();
    char title[128], buf[CLI_VALUE_BUF];
    snprintf(title, sizeof title, cli_tr("Standings after round %u"),
             (unsigned)(so->after_round ? so->after_round : swc_tournament_round_count(t)));
    sheet_init(s, title);
    uint32_t n = swc_standings_count(st), nc = swc_standings_criteria_count(st);
    sheet_column_add(s, "rank", cli_tr("Rank"), 0);
    sheet_column_add(s, "id", cli_number_head(), 1);
    sheet_column_add(s, "name", cli_tr("Name"), 0);
    for (uint32_t c = 0; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_standings_criterion(&ci, st, c);
        sheet_column_add(s, ci.code, zh && ci.name_zh && *ci.name_zh ? ci.name_zh : ci.code, 1);
    }
    for (uint32_t r = 0; r < n; r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        swc_standings_row_get(&row, st, r);
        snprintf(buf, sizeof buf, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        sheet_cell(s, buf);
        snprintf(buf, sizeof buf, "%lu", (unsigned long)cli_number_of(t, row.id));
        sheet_cell(s, buf);
        sheet_cell(s, player_name(t, row.id));
        for (uint32_t c = 0; c < nc; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_standings_criterion(&ci, st, c);
            int64_t v = 0;
            swc_standings_value(&v, st, r, c);
            sheet_cell(s, v == SWC_TB_UNDEFINED ? "" : shown_value(buf, v, &ci, t));
        }
    }
    swc_standings_free(st);
    return SWC_OK;
}

static int run_standings(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL;
    swc_standings_options o = SWC_STANDINGS_OPTIONS_INIT;
    int format = CLI_FMT_TEXT, list = 0, have_within = 0;
    sheet_output out;
    sheet_output_init(&out);
    uint32_t flags = 0;
    unsigned long long num;
    int id;

    cli_parser_init(&p, argc, argv, "standings");
    while ((id = cli_next(&p, standings_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_standings), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_TIEBREAKS:
            o.tiebreaks = value;
            break;
        case OPT_RULESET:
            o.ruleset = value;
            break;
        case OPT_UNPLAYED:
            if (cli_parse_unplayed(&o.unplayed, value))
                return cli_usage_error("standings", "unknown rule for unplayed games '%s' (2026, 2023, 2009 or xiangqi2011)",
                                       value);
            break;
        case OPT_GROUP:
            o.group = value;
            break;
        case OPT_WOMEN_TOP:
            if (cli_parse_uint(&num, value, 9999) || num == 0)
                return cli_usage_error("standings", "--women-top needs a number of places from 1 to 9999, not '%s'", value);
            o.women_top = (uint32_t)num;
            break;
        case OPT_WITHIN:
            if (cli_parse_uint(&num, value, 9999) || num == 0)
                return cli_usage_error("standings", "--within needs a place from 1 to 9999, not '%s'", value);
            o.women_within = (uint32_t)num;
            have_within = 1;
            break;
        case OPT_FORMAT:
            /* text, tsv and json keep their own layout; csv and html are sheets. */
            if (sheet_take_option(&out, SHEET_OPT_FORMAT, value, "standings") < 0)
                return CLI_EUSAGE;
            if (out.format != SHEET_CSV && out.format != SHEET_HTML)
                cli_parse_report_format(&format, value);
            break;
        case OPT_OUTPUT:
            out.path = value;
            break;
        case OPT_CSV_ENCODING:
            if (sheet_take_option(&out, SHEET_OPT_ENCODING, value, "standings") < 0)
                return CLI_EUSAGE;
            break;
        case OPT_LIST:
            list = 1;
            break;
        case OPT_SEED:
            if (cli_parse_uint(&num, value, UINT64_MAX))
                return cli_usage_error("standings", "--seed needs a non-negative number, not '%s'", value);
            o.seed = (uint64_t)num;
            break;
        case OPT_RATING_BELOW:
            if (cli_parse_uint(&num, value, 10000) || num == 0)
                return cli_usage_error("standings", "--rating-below needs a rating from 1 to 10000, not '%s'", value);
            o.rating_below = (int32_t)num;
            break;
        case OPT_AFTER:
            if (cli_parse_uint(&num, value, 99) || num == 0)
                return cli_usage_error("standings", "--after-round needs a round from 1 to 99, not '%s'", value);
            o.after_round = (uint32_t)num;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_PAIRINGS:
            if (strcmp(value, "auto") == 0)
                o.pairings = SWC_PAIRINGS_AUTO;
            else if (strcmp(value, "swiss") == 0)
                o.pairings = SWC_PAIRINGS_SWISS;
            else if (strcmp(value, "round-robin") == 0)
                o.pairings = SWC_PAIRINGS_PREDETERMINED;
            else
                return cli_usage_error("standings", "unknown kind of pairings '%s' (auto, swiss or round-robin)", value);
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("standings", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("standings", "only one input file, please ('%s' and '%s')", in, value);
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (list) {
        if (in || o.tiebreaks || o.ruleset)
            return cli_usage_error("standings", "--list-rulesets takes no input file, --tiebreaks or --ruleset");
        return list_rulesets(format);
    }
    if (!in)
        return cli_usage_error("standings", "no input file given");
    if (o.tiebreaks && o.ruleset)
        return cli_usage_error("standings", "give either --tiebreaks or --ruleset, not both");
    if (have_within && !o.women_top)
        return cli_usage_error("standings", "--within goes with --women-top");

    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    if (cli_event_is_team(t)) {
        /* Teams rank by their own codes (team_standings.c). */
        /* Else the event's own rules (swisscore new --teams --ruleset). */
        const char *spec = o.tiebreaks ? o.tiebreaks : o.ruleset ? o.ruleset : cli_event_tiebreaks(t);
        code = cli_team_standings_run(t, spec, o.after_round, format, &out);
        swc_tournament_free(t);
        return code;
    }
    if (!o.tiebreaks && !o.ruleset) {
        /* The event's own rules (swisscore new --ruleset): a name or a cascade. */
        const char *own = cli_event_tiebreaks(t);
        if (!own) {
            swc_tournament_free(t);
            return cli_usage_error("standings", "give --tiebreaks SPEC or --ruleset NAME (see --list-rulesets)");
        }
        int named = 0;
        for (uint32_t k = 0; k < swc_ruleset_count() && !named; k++) {
            swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
            named = swc_ruleset_get(&ri, k) == SWC_OK && (!strcmp(ri.name, own) || !strcmp(ri.name_zh, own));
        }
        if (named)
            o.ruleset = own;
        else
            o.tiebreaks = own;
    }
    swc_standings *s = NULL;
    int rc = swc_standings_compute(&s, t, &o);
    if (rc != SWC_OK) {
        if (rc == SWC_EINVAL || rc == SWC_ENOTFOUND || rc == SWC_ERANGE)
            code = cli_usage_error("standings", "%s", swc_tournament_errmsg(t));
        else {
            cli_error("%s", swc_tournament_errmsg(t));
            code = cli_exit_for_status(rc);
        }
        swc_tournament_free(t);
        return code;
    }
    int32_t rule = swc_standings_unplayed_rule(s);
    /* A cascade typed out that is a ruleset's takes that ruleset's rule for
     * unplayed games: say so, since the command line did not. */
    const char *matched = NULL;
    if (o.tiebreaks && !o.unplayed) {
        for (uint32_t k = 0; k < swc_ruleset_count() && !matched; k++) {
            swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
            if (swc_ruleset_get(&ri, k) != SWC_OK || ri.unplayed != rule)
                continue;
            swc_standings_options probe = o;
            swc_standings *a = NULL;
            probe.unplayed = 0;
            /* Same columns as the ruleset's own: compare the descriptors. */
            probe.tiebreaks = NULL;
            probe.ruleset = ri.name;
            if (swc_standings_compute(&a, t, &probe) == SWC_OK &&
                swc_standings_criteria_count(a) == swc_standings_criteria_count(s)) {
                int same = 1;
                for (uint32_t c = 0; c < swc_standings_criteria_count(s) && same; c++) {
                    swc_criterion_info x = SWC_CRITERION_INFO_INIT, y = SWC_CRITERION_INFO_INIT;
                    swc_standings_criterion(&x, s, c);
                    swc_standings_criterion(&y, a, c);
                    same = !strcmp(x.code, y.code);
                }
                if (same)
                    matched = ri.name;
            }
            swc_standings_free(a);
        }
    }
    if (out.format == SHEET_CSV || out.format == SHEET_HTML) {
        sheet sh;
        o.unplayed = rule;
        int src = cli_standings_sheet(&sh, t, &o);
        swc_standings_free(s);
        if (src != SWC_OK) {
            cli_error("%s", swc_tournament_errmsg(t));
            swc_tournament_free(t);
            return cli_exit_for_status(src);
        }
        const sheet *one[1] = { &sh };
        code = sheet_emit(one, 1, &out, sh.title);
        sheet_free(&sh);
        swc_tournament_free(t);
        return code;
    }
    /* The text, tsv and json printers write to standard output. */
    if (out.path && strcmp(out.path, "-") && !freopen(out.path, "w", stdout)) {
        cli_error("cannot write %s: %s", out.path, strerror(errno));
        swc_standings_free(s);
        swc_tournament_free(t);
        return CLI_EIO;
    }
    if (format == CLI_FMT_TSV)
        print_tsv(t, s);
    else if (format == CLI_FMT_JSON)
        print_json(t, s, o.ruleset, rule);
    else
        print_text(t, s, o.ruleset ? o.ruleset : o.tiebreaks, rule, o.after_round, matched);
    swc_standings_free(s);
    swc_tournament_free(t);
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_standings = {
    "standings",
    "rank the players with tie-breaks",
    "Usage: swisscore standings IN.trf|EVENT [--tiebreaks SPEC | --ruleset NAME] [options]\n"
    "       swisscore standings --list-rulesets [--format text|tsv|json]\n"
    "\n"
    "Rank the players of a TRF file by points and a cascade of tie-breaks.\n"
    "Players still tied share the place unless the cascade ends in lots (LOT).\n"
    "Without --tiebreaks or --ruleset the event's own rules are used (swisscore\n"
    "new --ruleset). A cascade typed out that is exactly a named ruleset's\n"
    "(对手分,中间分,胜局数,直胜分,索伯分 is fangzhuang-xiangqi's) takes that\n"
    "ruleset's rule for unplayed games, and the text output says so.\n"
    "\n"
    "Options:\n"
    "  -t, --tiebreaks SPEC   FIDE/TRF-2026 descriptors or Chinese names separated\n"
    "                         by commas, e.g. BH/C1,BH,SB,WIN,LOT or\n"
    "                         对手分,中间分,累进分,胜局数,后手胜局数,抽签\n"
    "  -r, --ruleset NAME     a named ruleset (see --list-rulesets)\n"
    "  --unplayed RULE        2026, 2023, 2009 or xiangqi2011 (default: the\n"
    "                         ruleset's, else 2026)\n"
    "  --pairings KIND        auto (default), swiss or round-robin: in a round\n"
    "                         robin DE counts forfeits (C.07 15); auto takes a\n"
    "                         Berger event, or rounds >= players - 1, for one\n"
    "  --group G              rank only registration group G (merged events)\n"
    "  --women-top N          women's places: the first N women ...\n"
    "  --within M             ... counted only within the first M overall\n"
    "  --rating-below R       rating group: players rated below R (unrated and\n"
    "                         provisional ratings included)\n"
    "  --seed N               seed of the drawing of lots (default 0)\n"
    "  --after-round K        standings after round K\n"
    "  -f, --format FMT       text (default), tsv, json, csv or html\n"
    "  -o, --output FILE      write to FILE instead of standard output\n"
    "  --csv-encoding ENC     csv: utf-8 (default, with a byte order mark) or gbk\n"
    "  --list-rulesets        print the named rulesets\n"
    "  --trust-results        accept stated points that disagree with the results\n"
    "  --encoding NAME        text encoding: auto (default), utf-8,\n"
    "                         latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help             show this help\n"
    "\n"
    "Codes: PTS DE WIN WON BPG BWG WWG PS REP STD BH FB AOB SB KS ARO TPR PTP\n"
    "APRO APPO TPN RTNG NUM VUR FOUL LRB PSR LOT; modifiers /C1 /M1 /L+1 /P /R /U.\n"
    "The tsv format prints a header (rank, id, name, PTS, then the codes) and a\n"
    "row per player in ranking order, numbers with their decimals.\n"
    "\n"
    "With --lang zh the text output names the criteria in Chinese (对手分,\n"
    "中间分 ...).\n"
    "\n"
    "Team events rank teams by the team codes of C.07 (2026): PTS:MP or PTS:GP\n"
    "first, then e.g. MPVGP EDE EDEC EDET EDEB EDEBT EDEBB DE TBR BBE BC SSSC\n"
    "EMMSB EMGSB EGMSB EGGSB BH:MP BH:GP/C1 FB:MP AOB:GP KS:MP PS:GP WIN:GP WON:MP,\n"
    "or Chinese names (场分,局分,对手分,直胜,台次分); --ruleset takes fide-team-2026,\n"
    "fide-team-rr-2026, fide-team-gp-2026 or chinese-team (中国团体赛). Without\n"
    "either, the file's 212 record, else the FIDE ruleset, is used.\n"
    "/P counts forfeits as played games (C.07 15): on BH FB SB DE for players, on\n"
    "BH FB EMMSB EMGSB EGMSB EGGSB SSSC and the EDE forms for teams (BH:MP/C1/P,\n"
    "SSSC/F/P/K4); SSSC also takes /F (Fore Buchholz) and /K4 (divide by 4).\n"
    "\n"
    "Example:\n"
    "  swisscore standings fz.trf --lang zh\n"
    "\n"
    "Exit status: 0 ok, 1 usage error (also an unknown tie-break, ruleset or\n"
    "group), 2 input rejected, 3 I/O error.\n",
    run_standings,
};
