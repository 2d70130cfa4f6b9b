/*
 * swisscore check: re-pair every round of a TRF file from the rounds before
 * it and say, round by round, whether the played pairing agrees and if not
 * why (swc_tournament_check()).
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Exit status when the file was checked and some round differs. */
#define CHECK_EXIT_DIFFER 5

enum { OPT_SYSTEM = 1, OPT_EDITION, OPT_ROUND, OPT_TRUST, OPT_QUIET, OPT_FORMAT, OPT_ENCODING };

static const cli_option check_options[] = {
    { "system", 0, 1, OPT_SYSTEM },
    { "edition", 0, 1, OPT_EDITION },
    { "round", 'r', 1, OPT_ROUND },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, OPT_ENCODING },
    { "quiet", 'q', 0, OPT_QUIET },
    { "format", 'f', 1, OPT_FORMAT },
    { NULL, 0, 0, 0 },
};

static void progress(void *user, uint32_t done, uint32_t total)
{
    (void)user;
    fprintf(stderr, "\rchecking: %lu/%lu rounds", (unsigned long)done, (unsigned long)total);
    if (done == total)
        fputs("\r\033[K", stderr);
    fflush(stderr);
}

static const char *system_name(int32_t system)
{
    switch (system) {
    case SWC_SYSTEM_DUTCH: return cli_tr("FIDE Dutch");
    case SWC_SYSTEM_SEQUENTIAL: return cli_tr("Chinese sequential");
    case SWC_SYSTEM_BERGER: return cli_tr("round robin (Berger)");
    default: return cli_tr("unknown system");
    }
}

/* A team event is checked by its team system (C.04.6 or a team round robin),
 * whatever the individual system says. */
static int checks_teams(const swc_tournament *t)
{
    return cli_event_is_team(t) && swc_team_count(t) > 0;
}

static int32_t team_option(const swc_tournament *t, int key)
{
    int32_t v = 0;
    swc_team_get_int(&v, t, key);
    return v;
}

/* "FIDE Swiss Team (C.04.6), colour type A, match points first", or the round robin. */
static const char *team_system_name(const swc_tournament *t, char *buf, size_t cap)
{
    if (team_option(t, SWC_TEAM_SYSTEM) == SWC_TEAM_ROUND_ROBIN)
        return cli_tr("team round robin (Berger)");
    int32_t ct = team_option(t, SWC_TEAM_COLOUR_TYPE);
    snprintf(buf, cap, cli_tr("%s, %s, %s%s"), cli_tr("FIDE Swiss Team (C.04.6)"),
             ct == SWC_TEAM_COLOURS_NONE ? cli_tr("no colour preferences")
                                         : cli_tr(ct == SWC_TEAM_COLOURS_B ? "colour type B" : "colour type A"),
             cli_tr(team_option(t, SWC_TEAM_SCORE_ORDER) ? "game points first" : "match points first"),
             team_option(t, SWC_TEAM_NO_SECONDARY) ? cli_tr(", secondary score not used") : "");
    return buf;
}

static int parse_system(int32_t *out, const char *value)
{
    if (strcmp(value, "dutch") == 0)
        *out = SWC_SYSTEM_DUTCH;
    else if (strcmp(value, "sequential") == 0)
        *out = SWC_SYSTEM_SEQUENTIAL;
    else if (strcmp(value, "berger") == 0)
        *out = SWC_SYSTEM_BERGER;
    else
        return -1;
    return 0;
}

static void print_boards(const swc_tournament *t, const swc_check_report *rep, uint32_t index, uint32_t count, int side,
                         const char *label)
{
    int any = 0;
    for (uint32_t b = 0; b < count; b++) {
        swc_check_board_info bi = SWC_CHECK_BOARD_INFO_INIT;
        if (swc_check_report_board(&bi, rep, index, b) || bi.side != side)
            continue;
        if (!any) {
            fputs("    ", stdout);
            cli_print_padded(stdout, cli_tr(label), 8, 0);
        }
        any = 1;
        if (bi.black)
            printf(" %lu-%lu", (unsigned long)cli_number_of(t, bi.white), (unsigned long)cli_number_of(t, bi.black));
        else
            printf(cli_tr(" %lu-bye"), (unsigned long)cli_number_of(t, bi.white));
    }
    if (any)
        putchar('\n');
}

/* Boards of one side as JSON: pairs by id, the PAB as {"pab": id}. */
static void json_boards(const swc_check_report *rep, uint32_t index, uint32_t count, int side)
{
    int any = 0;
    fputs("[", stdout);
    for (uint32_t b = 0; b < count; b++) {
        swc_check_board_info bi = SWC_CHECK_BOARD_INFO_INIT;
        if (swc_check_report_board(&bi, rep, index, b) || bi.side != side)
            continue;
        fputs(any ? ", " : "", stdout);
        any = 1;
        if (bi.black)
            printf("{\"white\": %lu, \"black\": %lu}", (unsigned long)bi.white, (unsigned long)bi.black);
        else
            printf("{\"pab\": %lu}", (unsigned long)bi.white);
    }
    fputs("]", stdout);
}

static void print_json(const swc_tournament *t, const swc_check_report *rep, const char *in, int quiet)
{
    int32_t system = 0, edition = 0;
    swc_check_report_system(&system, &edition, rep);
    uint32_t n = swc_check_report_round_count(rep), bad = swc_check_report_disagreements(rep);
    fputs("{\"file\": ", stdout);
    cli_json_string(stdout, strcmp(in, "-") == 0 ? "(stdin)" : in);
    if (checks_teams(t) && team_option(t, SWC_TEAM_SYSTEM) == SWC_TEAM_ROUND_ROBIN)
        fputs(", \"system\": \"team-round-robin\"", stdout);
    else if (checks_teams(t))
        printf(", \"system\": \"team-swiss-2026\", \"colour_type\": \"%s\", \"score_order\": \"%s\", "
               "\"secondary_score\": \"%s\"",
               team_option(t, SWC_TEAM_COLOUR_TYPE) == SWC_TEAM_COLOURS_NONE ? "none"
               : team_option(t, SWC_TEAM_COLOUR_TYPE)                        ? "B"
                                                                              : "A",
               team_option(t, SWC_TEAM_SCORE_ORDER) ? "game_points" : "match_points",
               team_option(t, SWC_TEAM_NO_SECONDARY) ? "not_used" : "used");
    else
        printf(", \"system\": \"%s\"", cli_system_word(system));
    if (system == SWC_SYSTEM_DUTCH && !checks_teams(t))
        printf(", \"dutch_edition\": %ld", (long)edition);
    printf(", \"rounds_checked\": %lu, \"agree\": %lu, \"differ\": %lu,\n \"rounds\": [", (unsigned long)n,
           (unsigned long)(n - bad), (unsigned long)bad);
    int first = 1;
    for (uint32_t i = 0; i < n; i++) {
        swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
        if (swc_check_report_round(&ri, rep, i) || (quiet && ri.agrees))
            continue;
        printf("%s\n  {\"round\": %lu, \"agrees\": %s", first ? "" : ",", (unsigned long)ri.round,
               ri.agrees ? "true" : "false");
        first = 0;
        if (!ri.agrees) {
            printf(", \"reason\": %ld, \"criterion\": %ld, \"text\": ", (long)ri.reason, (long)ri.criterion);
            cli_json_string(stdout, ri.text);
            fputs(",\n   \"played\": ", stdout);
            json_boards(rep, i, ri.board_count, SWC_CHECK_PLAYED);
            fputs(",\n   \"engine\": ", stdout);
            json_boards(rep, i, ri.board_count, SWC_CHECK_ENGINE);
        }
        fputs("}", stdout);
    }
    fputs(first ? "]\n}\n" : "\n ]\n}\n", stdout);
}

static int run_check(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL;
    swc_check_options opts = SWC_CHECK_OPTIONS_INIT;
    uint32_t flags = 0;
    int quiet = 0, id, format = CLI_FMT_TEXT;

    cli_parser_init(&p, argc, argv, "check");
    while ((id = cli_next(&p, check_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_check), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_SYSTEM:
            if (parse_system(&opts.system, value))
                return cli_usage_error("check", "unknown system '%s' (dutch, sequential or berger)", value);
            break;
        case OPT_EDITION:
            if (strcmp(value, "2026") == 0)
                opts.edition = 2026;
            else if (strcmp(value, "2017") == 0)
                opts.edition = 2017;
            else
                return cli_usage_error("check", "unknown edition '%s' (2026 or 2017)", value);
            break;
        case OPT_ROUND: {
            char *end = NULL;
            unsigned long r = strtoul(value, &end, 10);
            if (!*value || *end || r < 1 || r > SWC_MAX_ROUNDS)
                return cli_usage_error("check", "bad round '%s'", value);
            opts.first_round = opts.last_round = (uint32_t)r;
            break;
        }
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("check", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case OPT_QUIET:
            quiet = 1;
            break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, value) || format == CLI_FMT_TSV)
                return cli_usage_error("check", "unknown format '%s' (text or json)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("check", "only one input file, please");
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("check", "no input file given");

    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    if (isatty(fileno(stderr)))
        opts.progress = progress;
    swc_check_report *rep = NULL;
    int rc = swc_tournament_check(&rep, t, &opts);
    if (rc) {
        cli_error("%s: %s", in, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_EINVAL ? CLI_EUSAGE : cli_exit_for_status(rc);
    }
    int32_t system = 0, edition = 0;
    swc_check_report_system(&system, &edition, rep);
    uint32_t n = swc_check_report_round_count(rep), bad = swc_check_report_disagreements(rep);
    if (format == CLI_FMT_JSON) {
        print_json(t, rep, in, quiet);
        n = 0; /* nothing more to print */
    } else if (checks_teams(t)) {
        char name[160];
        printf(cli_tr("%s: %s, %lu rounds checked: %lu agree, %lu differ\n"), in, team_system_name(t, name, sizeof name),
               (unsigned long)n, (unsigned long)(n - bad), (unsigned long)bad);
    } else if (system == SWC_SYSTEM_DUTCH)
        printf(cli_tr("%s: %s %ld, %lu rounds checked: %lu agree, %lu differ\n"), in, system_name(system), (long)edition,
               (unsigned long)n, (unsigned long)(n - bad), (unsigned long)bad);
    else
        printf(cli_tr("%s: %s, %lu rounds checked: %lu agree, %lu differ\n"), in, system_name(system), (unsigned long)n,
               (unsigned long)(n - bad), (unsigned long)bad);
    for (uint32_t i = 0; i < n; i++) {
        swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
        if (swc_check_report_round(&ri, rep, i))
            continue;
        if (ri.agrees) {
            if (!quiet)
                printf(cli_tr("round %lu: agrees\n"), (unsigned long)ri.round);
            continue;
        }
        char why[600];
        printf(cli_tr("round %lu: differs: %s\n"), (unsigned long)ri.round, cli_tr_message(why, sizeof why, ri.text));
        print_boards(t, rep, i, ri.board_count, SWC_CHECK_PLAYED, "played:");
        print_boards(t, rep, i, ri.board_count, SWC_CHECK_ENGINE, "engine:");
    }
    swc_check_report_free(rep);
    swc_tournament_free(t);
    code = cli_finish_stdout(CLI_OK);
    return code != CLI_OK ? code : bad ? CHECK_EXIT_DIFFER : CLI_OK;
}

const cli_command cli_cmd_check = {
    "check",
    "re-pair every round and explain where the played pairing differs",
    "Usage: swisscore check [options] IN\n"
    "\n"
    "Re-pair every round of IN (TRF or a swisscore JSON document) from the rounds before it, with the players\n"
    "who sat a round out left out again, and compare with what was played\n"
    "(boards, colours and the pairing-allocated bye; not the board order).\n"
    "For each round that differs, print the boards that differ and the reason:\n"
    "the absolute rule the played pairing breaks (rematch, player twice,\n"
    "absolute colour, PAB rule) or the first criterion of the edition, by its\n"
    "number there (C12 in 2026, C.10 in 2017), on which the played pairing is\n"
    "worse than the engine's, judged bracket by bracket as the Dutch system\n"
    "builds the pairing. Same pairs with other colours name the colour rule.\n"
    "\n"
    "Options:\n"
    "  --system NAME      dutch, sequential or berger (default: the file's)\n"
    "  --edition YEAR     Dutch edition, 2026 or 2017 (default: the file's, else 2026)\n"
    "  -r, --round N      check round N only\n"
    "  -q, --quiet        list only the rounds that differ\n"
    "  -f, --format FMT   text (default) or json: per round \"agrees\", the reason\n"
    "                     (code, criterion, text) and the differing boards by\n"
    "                     player id ({\"white\": 3, \"black\": 8}, {\"pab\": 5})\n"
    "  --trust-results    accept stated points that disagree with the results\n"
    "  --encoding NAME    text encoding: auto (default), utf-8,\n"
    "                     latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help         show this help\n"
    "\n"
    "Progress goes to standard error when it is a terminal.\n"
    "\n"
    "Exit status: 0 every round agrees; 5 some round differs; 1 usage error;\n"
    "2 input rejected; 3 file error; 4 internal error.\n",
    run_check,
};
