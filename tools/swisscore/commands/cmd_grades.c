/* swisscore grades: who may apply for which grade certificate after a
 * tournament, by a named grade table, as text, TSV or JSON. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum {
    OPT_TABLE = 1, OPT_FORMAT, OPT_LIST, OPT_THRESHOLDS, OPT_EXAMPLE, OPT_CURRENT, OPT_RULESET, OPT_TIEBREAKS,
    OPT_SEED, OPT_BY_SEX, OPT_PLAYED, OPT_TRUST, OPT_RULES, OPT_DISQUALIFY, OPT_AFTER, OPT_UNPLAYED,
    OPT_LAST_CAPPED
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
    { "last-band-capped", 0, 0, OPT_LAST_CAPPED },
    { "played", 0, 0, OPT_PLAYED },
    { "trust-results", 0, 0, OPT_TRUST },
    { "rules", 0, 1, OPT_RULES },
    { "disqualify-missed", 0, 1, OPT_DISQUALIFY },
    { "after-round", 0, 1, OPT_AFTER },
    { "unplayed", 0, 1, OPT_UNPLAYED },
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
            printf("%-28s %-10s %s\n%28s %s\n", ti.name, cli_grade_kind_name(ti.kind), ti.name_zh, "", cli_tr_description(ti.description));
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

/* Is this the name of a standings ruleset? */
static int is_ruleset(const char *name)
{
    for (uint32_t k = 0; k < swc_ruleset_count(); k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        if (swc_ruleset_get(&ri, k) == SWC_OK && (!strcmp(ri.name, name) || !strcmp(ri.name_zh, name)))
            return 1;
    }
    return 0;
}

/* The certificates of the prize rules, computed as `swisscore prizes`
 * computes those beside the prize list, so both commands agree. */
static int grades_by_rules(swc_prizes **pz, const swc_grades **g, const char **table, swc_tournament *t,
                           const char *rules, const char *rules_text, const swc_grades_params *gp,
                           const char *thresholds)
{
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    if (rules_text)
        o.rules = rules_text;
    else
        o.rules_name = rules;
    o.seed = gp->seed;
    o.after_round = gp->after_round;
    o.unplayed = gp->unplayed;
    o.grade_table = *table;
    o.grade_thresholds = gp->thresholds;
    int rc = swc_prizes_compute(pz, t, &o);
    if (rc) {
        const char *msg = swc_tournament_errmsg(t);
        if ((rc == SWC_EPARSE || rc == SWC_ELIMIT) && !strncmp(msg, "grades: thresholds: ", 20) && thresholds) {
            cli_error("%s:%s", thresholds, msg + 20);
            return CLI_EINPUT;
        }
        if (rc == SWC_EPARSE || rc == SWC_ELIMIT) {
            cli_error("%s: %s", rules, msg);
            return CLI_EINPUT;
        }
        if (rc == SWC_EINVAL || rc == SWC_ENOTFOUND || rc == SWC_ERANGE)
            return cli_usage_error("grades", "%s", msg);
        cli_error("%s", msg);
        return cli_exit_for_status(rc);
    }
    swc_prizes_info pi = SWC_PRIZES_INFO_INIT;
    swc_prizes_get_info(&pi, *pz);
    if (!pi.grade_table)
        return cli_usage_error("grades", "no grade table given (--table NAME, or a 'grades' statement in %s)", rules);
    if (pi.grade_note)
        return cli_usage_error("grades",
                               "table '%s' needs the score-rate thresholds of the CCA regulation "
                               "(--thresholds FILE|example)",
                               pi.grade_table);
    *table = pi.grade_table;
    return swc_prizes_grades(g, *pz, 0) == SWC_OK ? CLI_OK : CLI_EINTERNAL;
}

static int run_grades(int argc, char **argv)
{
    cli_parser p;
    cli_parser_init(&p, argc, argv, "grades");
    const char *path = NULL, *table = NULL, *thresholds = NULL, *current = NULL, *rules = NULL;
    swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
    int format = CLI_FMT_TEXT, list = 0, example = 0, own_flags = 0;
    uint32_t flags = 0;
    const char *v;
    int id;
    while ((id = cli_next(&p, grades_options, &v)) != CLI_ARG_END) {
        unsigned long long u;
        switch (id) {
        case CLI_ARG_ERROR:
            return CLI_EUSAGE;
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_grades), stdout);
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
        case OPT_BY_SEX: gp.by_sex = 1; own_flags = 1; break;
        case OPT_LAST_CAPPED: gp.last_band_capped = 1; own_flags = 1; break;
        case OPT_PLAYED: gp.rate_basis = SWC_GRADE_RATE_PLAYED; own_flags = 1; break;
        case OPT_TRUST: flags |= SWC_TRF_TRUST_RESULTS; break;
        case OPT_RULES: rules = v; break;
        case OPT_SEED:
            if (cli_parse_uint(&u, v, UINT64_MAX))
                return cli_usage_error("grades", "'%s' is not a number", v);
            gp.seed = u;
            break;
        case OPT_DISQUALIFY:
            if (cli_parse_uint(&u, v, 999) || !u)
                return cli_usage_error("grades", "--disqualify-missed needs a number of rounds from 1, not '%s'", v);
            gp.disqualify_missed = (uint32_t)u;
            own_flags = 1;
            break;
        case OPT_AFTER:
            if (cli_parse_uint(&u, v, 99) || !u)
                return cli_usage_error("grades", "--after-round needs a round from 1 to 99, not '%s'", v);
            gp.after_round = (uint32_t)u;
            break;
        case OPT_UNPLAYED:
            if (cli_parse_unplayed(&gp.unplayed, v))
                return cli_usage_error("grades", "unknown rule for unplayed games '%s' (2026, 2023, 2009 or xiangqi2011)",
                                       v);
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
    if (gp.ruleset && gp.tiebreaks)
        return cli_usage_error("grades", "give either --tiebreaks or --ruleset, not both");
    if (rules && (gp.ruleset || gp.tiebreaks || own_flags))
        return cli_usage_error("grades", "--rules names the ruleset, by-sex, played, last-band-capped and the "
                                         "disqualification; --ruleset, --tiebreaks, --by-sex, --played, "
                                         "--last-band-capped and --disqualify-missed go without it");
    if (!table && !rules)
        return cli_usage_error("grades", "no grade table given (--table NAME, see --list)");
    char *th_text = NULL, *rules_text = NULL;
    int code = CLI_OK;
    if (thresholds) {
        if (!strcmp(thresholds, "example"))
            gp.thresholds = swc_grades_example_thresholds();
        else if ((code = cli_read_text(&th_text, thresholds)))
            return code;
        else
            gp.thresholds = th_text;
    }
    if (rules && !cli_prize_rules_text(rules) && (code = cli_read_text(&rules_text, rules))) {
        free(th_text);
        return code;
    }
    swc_tournament *t = NULL;
    swc_grades *own = NULL;
    swc_prizes *pz = NULL;
    const swc_grades *g = NULL;
    if ((code = cli_load(&t, path, flags, NULL, NULL)))
        goto out;
    if (current && (code = load_current(t, current)))
        goto out;
    if (!rules && !gp.ruleset && !gp.tiebreaks) {
        /* the event's own ruleset (swisscore new --ruleset), and with it
         * the prize rules of that name, as `swisscore prizes` takes them */
        const char *mine = cli_event_tiebreaks(t);
        if (mine && cli_prize_rules_text(mine) && !own_flags)
            rules = mine;
        else if (mine && is_ruleset(mine))
            gp.ruleset = mine;
        else
            gp.tiebreaks = mine;
    }
    if (rules) {
        code = grades_by_rules(&pz, &g, &table, t, rules, rules_text, &gp, thresholds);
        if (code)
            goto out;
    } else {
        if (swc_grades_new(&own, NULL)) {
            code = CLI_EINTERNAL;
            goto out;
        }
        gp.table = table;
        int rc = swc_grades_from_tournament(own, t, &gp);
        if (rc) {
            if (rc == SWC_EPARSE && thresholds)
                cli_error("%s:%s", thresholds, swc_grades_errmsg(own) + strlen("thresholds: "));
            else
                cli_error("%s", swc_grades_errmsg(own));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : rc == SWC_EPARSE ? CLI_EINPUT : CLI_EUSAGE;
            goto out;
        }
        g = own;
    }
    swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
    cli_grade_table_info(&ti, table);
    const char *mname = ti.kind == SWC_GRADE_BY_SCORE_RATE ? "rate" : "place";
    if (format == CLI_FMT_TEXT) {
        printf("%s  %s\n\n", ti.name, ti.name_zh);
        /* Headings padded by the columns they take (Chinese ones are wide). */
        static const char *const heads[] = { "id", "name", NULL, "games", "current", "cap", "grade" };
        static const size_t widths[] = { 4, 14, 6, 5, 12, 12, 0 };
        static const int right[] = { 1, 0, 1, 1, 0, 0, 0 };
        for (size_t h = 0; h < sizeof heads / sizeof heads[0]; h++) {
            cli_print_padded(stdout, cli_tr(heads[h] ? heads[h] : mname), widths[h], right[h]);
            fputs(h + 1 < sizeof heads / sizeof heads[0] ? "  " : "\n", stdout);
        }
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
            printf("  %s\n", r.grade[0] ? r.grade : cli_tr(r.reason));
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
        printf(cli_tr("\n%u of %u may apply for a grade\n"), awarded, swc_grades_count(g));
    else if (format == CLI_FMT_JSON)
        fputs("\n ]\n}\n", stdout);
    code = cli_finish_stdout(CLI_OK);
out:
    swc_grades_free(own);
    swc_prizes_free(pz);
    swc_tournament_free(t);
    free(th_text);
    free(rules_text);
    return code;
}

const cli_command cli_cmd_grades = {
    "grades",
    "who may apply for which grade certificate (等级申报) after a tournament",
    "Usage: swisscore grades IN.trf --table NAME [--thresholds FILE|example] [--current FILE]\n"
    "                        [--ruleset R | --tiebreaks T] [--seed N] [--by-sex] [--played]\n"
    "                        [--last-band-capped]\n"
    "                        [--disqualify-missed N] [--after-round K] [--unplayed RULE]\n"
    "                        [--format text|tsv|json] [--trust-results]\n"
    "       swisscore grades IN.trf --rules FILE|NAME [--table NAME] [--thresholds ...] [...]\n"
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
    "place within the player's sex (男女名次分开录取). A table whose bands\n"
    "are head counts (chess-2015-final: 6, 11 and 103 players) never awards\n"
    "more than its counts: players tied after the tie-breaks are taken in the\n"
    "standings order; its last band holds every later place (18名以后) unless\n"
    "--last-band-capped stops it after its count (place 120).\n"
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
    "--disqualify-missed N withholds the grade of a player who missed N rounds\n"
    "without leave (forfeit losses, zero-point byes, rounds not paired or after\n"
    "his withdrawal; a requested bye with points is leave): 取消比赛资格.\n"
    "--rules FILE|NAME takes the prize rules of `swisscore prizes` instead: their\n"
    "ruleset, their 'grades TABLE [by-sex] [played] [last-band-capped]'\n"
    "(--table overrides the table) and their 'disqualify missed N', so the\n"
    "rows are those printed beside the prize list. Without --rules, --ruleset\n"
    "or --tiebreaks an event made with 'swisscore new --ruleset NAME' uses its\n"
    "ruleset and the prize rules of that name when there are any, as\n"
    "`swisscore prizes` does.\n"
    "\n"
    "Example:\n"
    "  swisscore grades final.trf --table xiangqi-2015-final --by-sex\n"
    "  swisscore grades event.trf --table changping-2024 --thresholds cca.txt --current grades.tsv\n"
    "  swisscore grades event.trf --rules changping-grading --thresholds cca.txt\n"
    "\n"
    "Exit status: 0 success, 1 usage error, 2 malformed input (file:line:column),\n"
    "3 unreadable file, 4 internal error.\n",
    run_grades,
};
