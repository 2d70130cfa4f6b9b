/* swisscore grades: who may apply for which grade certificate after a
 * tournament, by a named grade table, as text, TSV or JSON. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum {
    OPT_TABLE = 1, OPT_FORMAT, OPT_LIST, OPT_THRESHOLDS, OPT_EXAMPLE, OPT_CURRENT, OPT_RULESET, OPT_TIEBREAKS,
    OPT_SEED, OPT_BY_SEX, OPT_PLAYED, OPT_TRUST
};

static const cli_option grades_options[] = {
    { "table", 't', 1, OPT_TABLE },
    { "format", 'f', 1, OPT_FORMAT },
    { "list", 0, 0, OPT_LIST },
    { "thresholds", 0, 1, OPT_THRESHOLDS },
    { "example-thresholds", 0, 0, OPT_EXAMPLE },
    { "current", 0, 1, OPT_CURRENT },
    { "ruleset", 'r', 1, OPT_RULESET },
    { "tiebreaks", 0, 1, OPT_TIEBREAKS },
    { "seed", 0, 1, OPT_SEED },
    { "by-sex", 0, 0, OPT_BY_SEX },
    { "played", 0, 0, OPT_PLAYED },
    { "trust-results", 0, 0, OPT_TRUST },
    { NULL, 0, 0, 0 },
};

static int list_tables(int format)
{
    if (format == CLI_FMT_TSV)
        fputs("name\tname_zh\tkind\tdescription\n", stdout);
    if (format == CLI_FMT_JSON)
        fputs("[", stdout);
    for (uint32_t i = 0; i < swc_grade_table_count(); i++) {
        swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
        if (swc_grade_table_get(&ti, i))
            continue;
        if (format == CLI_FMT_TSV) {
            printf("%s\t%s\t%s\t%s\n", ti.name, ti.name_zh, cli_grade_kind_name(ti.kind), ti.description);
        } else if (format == CLI_FMT_JSON) {
            fputs(i ? ",\n {\"name\": " : "\n {\"name\": ", stdout);
            cli_json_string(stdout, ti.name);
            fputs(", \"name_zh\": ", stdout);
            cli_json_string(stdout, ti.name_zh);
            printf(", \"kind\": \"%s\", \"description\": ", cli_grade_kind_name(ti.kind));
            cli_json_string(stdout, ti.description);
            fputs("}", stdout);
        } else {
            printf("%-28s %-10s %s\n%28s %s\n", ti.name, cli_grade_kind_name(ti.kind), ti.name_zh, "", ti.description);
        }
    }
    if (format == CLI_FMT_JSON)
        fputs("\n]\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

/* "ID<TAB>current grade[<TAB>group]" per line: the CCA grade of each
 * player and his registration group, overriding those of the event. */
static int load_current(swc_tournament *t, const char *path)
{
    char *text = NULL;
    size_t len = 0;
    int code = cli_slurp(&text, &len, path);
    if (code)
        return code;
    unsigned long lineno = 0;
    char *p = text, *end = text + len;
    while (p < end && code == CLI_OK) {
        char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = (size_t)((nl ? nl : end) - p);
        char line[512];
        lineno++;
        if (n >= sizeof line) {
            cli_error("%s:%lu:1: line too long", path, lineno);
            code = CLI_EINPUT;
            break;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        if (n && line[n - 1] == '\r')
            line[n - 1] = '\0';
        p = nl ? nl + 1 : end;
        if (!line[0] || line[0] == '#')
            continue;
        char *f[3] = { line, NULL, NULL };
        for (int k = 1; k < 3; k++) {
            char *tab = f[k - 1] ? strchr(f[k - 1], '\t') : NULL;
            if (tab) {
                *tab = '\0';
                f[k] = tab + 1;
            }
        }
        unsigned long long id;
        swc_player *pl;
        if (cli_parse_uint(&id, f[0], UINT32_MAX) || !(pl = swc_tournament_player(t, (uint32_t)id))) {
            cli_error("%s:%lu:1: '%s' is not the id of a player", path, lineno, f[0]);
            code = CLI_EINPUT;
            break;
        }
        if (!f[1]) {
            cli_error("%s:%lu:%zu: expected a tab and the current grade", path, lineno, strlen(f[0]) + 1);
            code = CLI_EINPUT;
            break;
        }
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        swc_player_get_info(&in, pl);
        in.cn_title = f[1];
        if (f[2])
            in.group = f[2];
        if (swc_player_update(pl, &in)) {
            cli_error("%s:%lu:%zu: %s", path, lineno, strlen(f[0]) + 2, swc_tournament_errmsg(t));
            code = CLI_EINPUT;
        }
    }
    free(text);
    return code;
}

static int run_grades(int argc, char **argv)
{
    cli_parser p;
    cli_parser_init(&p, argc, argv, "grades");
    const char *path = NULL, *table = NULL, *thresholds = NULL, *current = NULL;
    swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
    int format = CLI_FMT_TEXT, list = 0, example = 0;
    uint32_t flags = 0;
    const char *v;
    int id;
    while ((id = cli_next(&p, grades_options, &v)) != CLI_ARG_END) {
        unsigned long long u;
        switch (id) {
        case CLI_ARG_ERROR:
            return CLI_EUSAGE;
        case CLI_OPT_HELP:
            fputs(cli_cmd_grades.help, stdout);
            return cli_finish_stdout(CLI_OK);
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("grades", "one tournament file, please");
            path = v;
            break;
        case OPT_TABLE: table = v; break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, v))
                return cli_usage_error("grades", "unknown format '%s' (text, tsv, json)", v);
            break;
        case OPT_LIST: list = 1; break;
        case OPT_EXAMPLE: example = 1; break;
        case OPT_THRESHOLDS: thresholds = v; break;
        case OPT_CURRENT: current = v; break;
        case OPT_RULESET: gp.ruleset = v; break;
        case OPT_TIEBREAKS: gp.tiebreaks = v; break;
        case OPT_BY_SEX: gp.by_sex = 1; break;
        case OPT_PLAYED: gp.rate_basis = SWC_GRADE_RATE_PLAYED; break;
        case OPT_TRUST: flags |= SWC_TRF_TRUST_RESULTS; break;
        case OPT_SEED:
            if (cli_parse_uint(&u, v, UINT64_MAX))
                return cli_usage_error("grades", "'%s' is not a number", v);
            gp.seed = u;
            break;
        default:
            return cli_usage_error("grades", "unexpected option");
        }
    }
    if (list)
        return list_tables(format);
    if (example) {
        fputs(swc_grades_example_thresholds(), stdout);
        return cli_finish_stdout(CLI_OK);
    }
    if (!path)
        return cli_usage_error("grades", "no tournament file given");
    if (!table)
        return cli_usage_error("grades", "no grade table given (--table NAME, see --list)");
    gp.table = table;
    char *th_text = NULL;
    int code = CLI_OK;
    if (thresholds) {
        if (!strcmp(thresholds, "example")) {
            gp.thresholds = swc_grades_example_thresholds();
        } else {
            size_t len = 0;
            if ((code = cli_slurp(&th_text, &len, thresholds)))
                return code;
            if (memchr(th_text, '\0', len)) {
                free(th_text);
                cli_error("%s: contains a NUL byte", thresholds);
                return CLI_EINPUT;
            }
            char *z = realloc(th_text, len + 1);
            if (!z) {
                free(th_text);
                return CLI_EINTERNAL;
            }
            th_text = z;
            th_text[len] = '\0';
            gp.thresholds = th_text;
        }
    }
    swc_tournament *t = NULL;
    swc_grades *g = NULL;
    if ((code = cli_load(&t, path, flags, NULL, NULL)))
        goto out;
    if (current && (code = load_current(t, current)))
        goto out;
    if (swc_grades_new(&g, NULL)) {
        code = CLI_EINTERNAL;
        goto out;
    }
    int rc = swc_grades_from_tournament(g, t, &gp);
    if (rc) {
        if (rc == SWC_EPARSE && thresholds)
            cli_error("%s:%s", thresholds, swc_grades_errmsg(g) + strlen("thresholds: "));
        else
            cli_error("%s", swc_grades_errmsg(g));
        code = rc == SWC_ENOMEM ? CLI_EINTERNAL : rc == SWC_EPARSE ? CLI_EINPUT : CLI_EUSAGE;
        goto out;
    }
    swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
    cli_grade_table_info(&ti, table);
    const char *mname = ti.kind == SWC_GRADE_BY_SCORE_RATE ? "rate" : "place";
    if (format == CLI_FMT_TEXT) {
        printf("%s  %s\n\n", ti.name, ti.name_zh);
        printf("%4s  %-14s  %6s  %5s  %-12s  %-12s  %s\n", "id", "name", mname, "games", "current", "cap", "grade");
    } else if (format == CLI_FMT_TSV) {
        printf("id\tname\t%s\tgames\tcurrent\tcap\tgrade\treason\n", mname);
    } else {
        fputs("{\"table\": ", stdout);
        cli_json_string(stdout, ti.name);
        printf(", \"kind\": \"%s\", \"rows\": [", cli_grade_kind_name(ti.kind));
    }
    uint32_t awarded = 0;
    for (uint32_t i = 0; i < swc_grades_count(g); i++) {
        swc_grade_row r = SWC_GRADE_ROW_INIT;
        if (swc_grades_row_get(&r, g, i))
            continue;
        char m[32];
        cli_grade_measure(m, sizeof m, ti.kind, r.measure);
        awarded += r.grade[0] != '\0';
        if (format == CLI_FMT_TEXT) {
            printf("%4u  ", r.id);
            cli_print_padded(stdout, r.name, 14, 0);
            printf("  %6s  %5u  ", m, r.games);
            cli_print_padded(stdout, r.current[0] ? r.current : "-", 12, 0);
            fputs("  ", stdout);
            cli_print_padded(stdout, r.cap[0] ? r.cap : "-", 12, 0);
            printf("  %s\n", r.grade[0] ? r.grade : r.reason);
        } else if (format == CLI_FMT_TSV) {
            printf("%u\t", r.id);
            cli_tsv_cell(stdout, r.name);
            printf("\t%s\t%u\t", m, r.games);
            cli_tsv_cell(stdout, r.current);
            fputc('\t', stdout);
            cli_tsv_cell(stdout, r.cap);
            fputc('\t', stdout);
            cli_tsv_cell(stdout, r.grade);
            fputc('\t', stdout);
            cli_tsv_cell(stdout, r.reason);
            fputc('\n', stdout);
        } else {
            fputs(i ? ",\n  " : "\n  ", stdout);
            cli_grade_row_json(stdout, &r, ti.kind);
        }
    }
    if (format == CLI_FMT_TEXT)
        printf("\n%u of %u may apply for a grade\n", awarded, swc_grades_count(g));
    else if (format == CLI_FMT_JSON)
        fputs("\n ]\n}\n", stdout);
    code = cli_finish_stdout(CLI_OK);
out:
    swc_grades_free(g);
    swc_tournament_free(t);
    free(th_text);
    return code;
}

const cli_command cli_cmd_grades = {
    "grades",
    "who may apply for which grade certificate (等级申报) after a tournament",
    "Usage: swisscore grades IN.trf --table NAME [--thresholds FILE|example] [--current FILE]\n"
    "                        [--ruleset R | --tiebreaks T] [--seed N] [--by-sex] [--played]\n"
    "                        [--format text|tsv|json] [--trust-results]\n"
    "       swisscore grades --list [--format text|tsv|json]\n"
    "       swisscore grades --example-thresholds\n"
    "\n"
    "Apply a grade table to a tournament and print, for every player, what\n"
    "the table read (place, or score rate), his current grade and the cap of\n"
    "his group where the table has them, and the grade he may apply for, or\n"
    "why none.\n"
    "\n"
    "Rank tables (the 2015 finals and doubles) read the standings: ties are\n"
    "shared unless --ruleset or --tiebreaks break them; --by-sex counts the\n"
    "place within the player's sex (男女名次分开录取).\n"
    "\n"
    "Score-rate tables (jingkaiqu-2026, changping-2024) cap the grade by the\n"
    "player's current grade group exactly as the document lists it, and need\n"
    "the score-rate thresholds of the CCA regulation, one line each:\n"
    "FROM TO RATE, e.g. '十级棋士 八级棋士 75%', '* +1 50%' or\n"
    "'成年组 六级棋士 50%' (--example-thresholds shows an example, which is\n"
    "not the regulation). A player's current grade is his Chinese title\n"
    "(cn_title) in the event file; --current FILE overrides it and,\n"
    "optionally, his group: 'ID<TAB>十级棋士[<TAB>业余成年组]' per line.\n"
    "The score rate counts every round (byes and forfeits as scored), or only\n"
    "the games played with --played.\n"
    "\n"
    "Example:\n"
    "  swisscore grades final.trf --table xiangqi-2015-final --by-sex\n"
    "  swisscore grades event.trf --table changping-2024 --thresholds cca.txt --current grades.tsv\n"
    "\n"
    "Exit status: 0 success, 1 usage error, 2 malformed input (file:line:column),\n"
    "3 unreadable file, 4 internal error.\n",
    run_grades,
};
