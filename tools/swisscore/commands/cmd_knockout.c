/* swisscore knockout: a knockout stage (网络入围赛) from a games file, or
 * the pairing of its next round, as text, TSV or JSON. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum {
    OPT_PRESET = 1, OPT_FORMAT, OPT_LIST, OPT_ROUNDS, OPT_PAIRING, OPT_SEED, OPT_DRAW, OPT_UNMATCHED, OPT_QUOTA,
    OPT_REPECHAGE, OPT_PLAYERS, OPT_PAIR, OPT_GRADES
};

static const cli_option ko_options[] = {
    { "preset", 'p', 1, OPT_PRESET },
    { "format", 'f', 1, OPT_FORMAT },
    { "list-presets", 0, 0, OPT_LIST },
    { "rounds", 'r', 1, OPT_ROUNDS },
    { "pairing", 0, 1, OPT_PAIRING },
    { "seed", 0, 1, OPT_SEED },
    { "draw-rule", 0, 1, OPT_DRAW },
    { "unmatched", 0, 1, OPT_UNMATCHED },
    { "quota", 0, 1, OPT_QUOTA },
    { "repechage", 0, 1, OPT_REPECHAGE },
    { "players", 0, 1, OPT_PLAYERS },
    { "pair", 0, 0, OPT_PAIR },
    { "grades", 'g', 1, OPT_GRADES },
    { NULL, 0, 0, 0 },
};

static const char *how_name(int32_t how)
{
    switch (how) {
    case SWC_KO_BY_GAME: return "game";
    case SWC_KO_BY_DECIDER: return "decider";
    case SWC_KO_BY_ESCAPE: return "escape";
    case SWC_KO_BY_BYE: return "bye";
    case SWC_KO_BY_UNMATCHED: return "unmatched";
    case SWC_KO_BY_ABSENCE: return "absent";
    default: return "";
    }
}

static const char *status_name(int32_t s)
{
    switch (s) {
    case SWC_KO_QUALIFIED: return "qualified";
    case SWC_KO_OUT: return "out";
    case SWC_KO_REPECHAGED: return "repechage";
    default: return "alive";
    }
}

static const char *name_of(swc_knockout *k, uint32_t id)
{
    swc_knockout_player p = SWC_KNOCKOUT_PLAYER_INIT;
    return id && swc_knockout_player_get(&p, k, id) == SWC_OK ? p.name : "-";
}

static int preset_at(cli_preset *out, uint32_t i)
{
    swc_knockout_preset_info pi = SWC_KNOCKOUT_PRESET_INFO_INIT;
    if (swc_knockout_preset_get(&pi, i))
        return -1;
    out->name = pi.name;
    out->name_zh = pi.name_zh;
    out->description = pi.description;
    return 0;
}

static int list_presets(int format)
{
    return cli_list_presets(format, swc_knockout_preset_count(), preset_at, 20);
}

/* "name[<TAB>seed]" per line; '#' comments. */
static int load_players(swc_knockout *k, const char *path)
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
        char *le = nl ? nl : end;
        lineno++;
        if (le > p && le[-1] == '\r')
            le--;
        char save = *le == '\n' || *le == '\r' ? *le : 0;
        size_t n = (size_t)(le - p);
        char line[600];
        if (n >= sizeof line) {
            cli_error("%s:%lu:1: line too long", path, lineno);
            code = CLI_EINPUT;
            break;
        }
        memcpy(line, p, n);
        line[n] = '\0';
        (void)save;
        p = nl ? nl + 1 : end;
        if (!line[0] || line[0] == '#')
            continue;
        char *tab = strchr(line, '\t');
        unsigned long long seed = 0;
        if (tab) {
            *tab = '\0';
            if (cli_parse_uint(&seed, tab + 1, UINT32_MAX)) {
                size_t col = 2;
                for (const char *c = line; c < tab; c++)
                    col += ((unsigned char)*c & 0xC0) != 0x80;
                cli_error("%s:%lu:%zu: '%s' is not a seed number", path, lineno, col, tab + 1);
                code = CLI_EINPUT;
                break;
            }
        }
        if (swc_knockout_add_player(NULL, k, line, (uint32_t)seed)) {
            cli_error("%s:%lu:1: %s", path, lineno, swc_knockout_errmsg(k));
            code = CLI_EINPUT;
        }
    }
    free(text);
    return code;
}

static int set(swc_knockout *k, int key, long long v, const char *opt)
{
    if (v < 0)
        return CLI_OK;
    if (swc_knockout_set_int(k, key, v)) {
        cli_error("--%s: %s", opt, swc_knockout_errmsg(k));
        return CLI_EUSAGE;
    }
    return CLI_OK;
}

static int word_of(const char *v, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(v, words[i]))
            return i;
    return -1;
}

static void print_pairs_text(swc_knockout *k, uint32_t round)
{
    int64_t rounds = 0;
    swc_knockout_get_int(&rounds, k, SWC_KO_ROUNDS);
    printf(round > rounds ? cli_tr("round %u (repechage)\n") : cli_tr("round %u\n"), round);
    for (uint32_t i = 0; i < swc_knockout_pair_count(k, round); i++) {
        swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
        if (swc_knockout_pair_get(&pp, k, round, i))
            continue;
        printf("  %3u  ", i + 1);
        cli_print_padded(stdout, name_of(k, pp.white), 14, 0);
        fputs(" - ", stdout);
        cli_print_padded(stdout, pp.black ? name_of(k, pp.black) : "", 14, 0);
        const char *winner = pp.winner ? name_of(k, pp.winner) : cli_tr("nobody");
        if (pp.how && pp.games)
            printf(pp.games == 1 ? cli_tr("  %s (%s, %u game)") : cli_tr("  %s (%s, %u games)"), winner,
                   cli_tr(how_name(pp.how)), pp.games);
        else if (pp.how)
            printf(cli_tr("  %s (%s)"), winner, cli_tr(how_name(pp.how)));
        fputc('\n', stdout);
    }
}

static int print_stage(swc_knockout *k, swc_grades *g, int format, uint32_t only_round)
{
    uint32_t rounds = swc_knockout_round_count(k);
    uint32_t first = only_round ? only_round : 1;
    if (format == CLI_FMT_JSON) {
        fputs("{\"rounds\": [", stdout);
        for (uint32_t r = first; r <= rounds; r++) {
            printf("%s\n  {\"round\": %u, \"pairs\": [", r > first ? "," : "", r);
            for (uint32_t i = 0; i < swc_knockout_pair_count(k, r); i++) {
                swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
                swc_knockout_pair_get(&pp, k, r, i);
                fputs(i ? ",\n    {\"white\": " : "\n    {\"white\": ", stdout);
                cli_json_string(stdout, name_of(k, pp.white));
                fputs(", \"black\": ", stdout);
                if (pp.black)
                    cli_json_string(stdout, name_of(k, pp.black));
                else
                    fputs("null", stdout);
                fputs(", \"winner\": ", stdout);
                if (pp.winner)
                    cli_json_string(stdout, name_of(k, pp.winner));
                else
                    fputs("null", stdout);
                printf(", \"how\": \"%s\", \"games\": %u}", how_name(pp.how), pp.games);
            }
            fputs("]}", stdout);
        }
        fputs("],\n \"players\": [", stdout);
    } else if (format == CLI_FMT_TEXT) {
        for (uint32_t r = first; r <= rounds; r++)
            print_pairs_text(k, r);
        if (only_round)
            return cli_finish_stdout(CLI_OK);
        fputs("\n", stdout);
    } else {
        if (only_round) {
            fputs("round\tboard\twhite\tblack\n", stdout);
            for (uint32_t i = 0; i < swc_knockout_pair_count(k, only_round); i++) {
                swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
                swc_knockout_pair_get(&pp, k, only_round, i);
                printf("%u\t%u\t", only_round, i + 1);
                cli_tsv_cell(stdout, name_of(k, pp.white));
                fputc('\t', stdout);
                cli_tsv_cell(stdout, pp.black ? name_of(k, pp.black) : "");
                fputc('\n', stdout);
            }
            return cli_finish_stdout(CLI_OK);
        }
        fputs("id\tname\tseed\tstatus\tout_round\thow_out\trounds_won\tgames", stdout);
        fputs(g ? "\tgrade\n" : "\n", stdout);
    }
    if (only_round && format == CLI_FMT_JSON) {
        fputs("]}\n", stdout);
        return cli_finish_stdout(CLI_OK);
    }
    for (uint32_t id = 1; id <= swc_knockout_player_count(k); id++) {
        swc_knockout_player p = SWC_KNOCKOUT_PLAYER_INIT;
        if (swc_knockout_player_get(&p, k, id))
            continue;
        const char *grade = "";
        swc_grade_row gr = SWC_GRADE_ROW_INIT;
        if (g && swc_grades_find(&gr, g, id) == SWC_OK)
            grade = gr.grade;
        if (format == CLI_FMT_TEXT) {
            printf("%4u  ", id);
            cli_print_padded(stdout, p.name, 14, 0);
            fputs("  ", stdout);
            cli_print_padded(stdout, cli_tr(status_name(p.status)), 9, 0);
            if (p.out_round)
                printf(cli_tr("  out in round %u (%s)"), p.out_round, cli_tr(how_name(p.how_out)));
            printf(p.games == 1 ? cli_tr("  %u game") : cli_tr("  %u games"), p.games);
            if (grade[0])
                printf("  %s", grade);
            fputc('\n', stdout);
        } else if (format == CLI_FMT_TSV) {
            printf("%u\t", id);
            cli_tsv_cell(stdout, p.name);
            printf("\t%u\t%s\t%u\t%s\t%u\t%u", p.seed, status_name(p.status), p.out_round, how_name(p.how_out),
                   p.rounds_won, p.games);
            if (g) {
                fputc('\t', stdout);
                cli_tsv_cell(stdout, grade);
            }
            fputc('\n', stdout);
        } else {
            fputs(id > 1 ? ",\n  {\"id\": " : "\n  {\"id\": ", stdout);
            printf("%u, \"name\": ", id);
            cli_json_string(stdout, p.name);
            printf(", \"seed\": %u, \"status\": \"%s\", \"out_round\": %u, \"how_out\": \"%s\", "
                   "\"rounds_won\": %u, \"games\": %u",
                   p.seed, status_name(p.status), p.out_round, how_name(p.how_out), p.rounds_won, p.games);
            if (g) {
                fputs(", \"grade\": ", stdout);
                cli_json_string(stdout, grade);
            }
            fputs("}", stdout);
        }
    }
    if (format == CLI_FMT_JSON)
        fputs("\n ]\n}\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

static int run_knockout(int argc, char **argv)
{
    cli_parser p;
    cli_parser_init(&p, argc, argv, "knockout");
    const char *path = NULL, *preset = NULL, *players = NULL, *grades = NULL;
    int format = CLI_FMT_TEXT, list = 0, pair = 0;
    long long rounds = -1, pairing = -1, seed = -1, draw = -1, unmatched = -1, quota = -1, repechage = -1;
    static const char *const pairings[] = { "server", "random", "seeded" };
    static const char *const draws[] = { "refuse", "black", "white", "replay" };
    static const char *const repechages[] = { "none", "lot", "seed" };
    const char *v;
    int id;
    while ((id = cli_next(&p, ko_options, &v)) != CLI_ARG_END) {
        unsigned long long u;
        switch (id) {
        case CLI_ARG_ERROR:
            return CLI_EUSAGE;
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_knockout), stdout);
            return cli_finish_stdout(CLI_OK);
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("knockout", "one games file, please");
            path = v;
            break;
        case OPT_PRESET: preset = v; break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, v))
                return cli_usage_error("knockout", "unknown format '%s' (text, tsv, json)", v);
            break;
        case OPT_LIST: list = 1; break;
        case OPT_PLAYERS: players = v; break;
        case OPT_PAIR: pair = 1; break;
        case OPT_GRADES: grades = v; break;
        case OPT_ROUNDS:
        case OPT_SEED:
        case OPT_QUOTA:
            if (cli_parse_uint(&u, v, id == OPT_SEED ? (unsigned long long)INT64_MAX : 1000000u))
                return cli_usage_error("knockout", "'%s' is not a number", v);
            *(id == OPT_ROUNDS ? &rounds : id == OPT_SEED ? &seed : &quota) = (long long)u;
            break;
        case OPT_PAIRING:
            if ((pairing = word_of(v, pairings, 3)) < 0)
                return cli_usage_error("knockout", "--pairing takes server, random or seeded");
            break;
        case OPT_DRAW:
            if ((draw = word_of(v, draws, 4)) < 0)
                return cli_usage_error("knockout", "--draw-rule takes black, white, replay or refuse");
            break;
        case OPT_UNMATCHED:
            if (!strcmp(v, "advance"))
                unmatched = 1;
            else if (!strcmp(v, "out"))
                unmatched = 0;
            else
                return cli_usage_error("knockout", "--unmatched takes advance or out");
            break;
        case OPT_REPECHAGE:
            if ((repechage = word_of(v, repechages, 3)) < 0)
                return cli_usage_error("knockout", "--repechage takes none, lot or seed");
            break;
        default:
            return cli_usage_error("knockout", "unexpected option");
        }
    }
    if (list)
        return list_presets(format);
    if (!path && !pair)
        return cli_usage_error("knockout", "no games file given (or --pair with --players)");
    swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
    o.preset = preset;
    swc_knockout *k = NULL;
    int rc = swc_knockout_new(&k, &o);
    if (rc == SWC_ENOTFOUND)
        return cli_usage_error("knockout", "unknown preset '%s' (see --list-presets)", preset);
    if (rc) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code;
    if ((code = set(k, SWC_KO_ROUNDS, rounds, "rounds")) || (code = set(k, SWC_KO_PAIRING, pairing, "pairing")) ||
        (code = set(k, SWC_KO_SEED, seed, "seed")) || (code = set(k, SWC_KO_DRAW_RULE, draw, "draw-rule")) ||
        (code = set(k, SWC_KO_UNMATCHED_ADVANCES, unmatched, "unmatched")) ||
        (code = set(k, SWC_KO_QUOTA, quota, "quota")) || (code = set(k, SWC_KO_REPECHAGE, repechage, "repechage")))
        goto out;
    if (players && (code = load_players(k, players)))
        goto out;
    if (path) {
        char *text = NULL;
        size_t len = 0;
        if ((code = cli_slurp(&text, &len, path)))
            goto out;
        uint32_t line = 0, col = 0;
        rc = swc_knockout_read(k, text, len, &line, &col);
        free(text);
        if (rc) {
            const char *shown = strcmp(path, "-") ? path : "(stdin)";
            if (line)
                cli_error("%s:%s", shown, swc_knockout_errmsg(k));
            else
                cli_error("%s: %s", shown, swc_knockout_errmsg(k));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
            goto out;
        }
    }
    int64_t want_rounds = 0, rep = 0;
    swc_knockout_get_int(&want_rounds, k, SWC_KO_ROUNDS);
    swc_knockout_get_int(&rep, k, SWC_KO_REPECHAGE);
    if (pair) {
        /* after the last round, the next round is the repechage */
        int last = swc_knockout_round_count(k) >= (uint32_t)want_rounds;
        if (last ? swc_knockout_pair_repechage(NULL, k) : swc_knockout_pair_round(k)) {
            cli_error("%s", swc_knockout_errmsg(k));
            code = CLI_EINPUT;
            goto out;
        }
        code = print_stage(k, NULL, format, swc_knockout_round_count(k));
        goto out;
    }
    int64_t q = 0;
    swc_knockout_get_int(&q, k, SWC_KO_QUOTA);
    if (swc_knockout_round_count(k) == (uint32_t)want_rounds && rep && q && swc_knockout_fill_quota(NULL, k)) {
        cli_error("repechage: %s", swc_knockout_errmsg(k));
        code = CLI_EINTERNAL;
        goto out;
    }
    swc_grades *g = NULL;
    if (grades) {
        swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
        gp.table = grades;
        if (swc_grades_new(&g, NULL)) {
            code = CLI_EINTERNAL;
            goto out;
        }
        if ((rc = swc_grades_from_knockout(g, k, &gp))) {
            cli_error("--grades: %s", swc_grades_errmsg(g));
            swc_grades_free(g);
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EUSAGE;
            goto out;
        }
    }
    code = print_stage(k, g, format, 0);
    swc_grades_free(g);
out:
    swc_knockout_free(k);
    return code;
}

const cli_command cli_cmd_knockout = {
    "knockout",
    "knockout stage (入围赛) from a games file, or the pairing of its next round",
    "Usage: swisscore knockout GAMES [--preset NAME] [--rounds N] [--pairing server|random|seeded]\n"
    "                          [--seed N] [--draw-rule black|white|replay|refuse]\n"
    "                          [--unmatched advance|out] [--quota N] [--repechage none|lot|seed]\n"
    "                          [--players FILE] [--grades TABLE] [--format text|tsv|json]\n"
    "       swisscore knockout --pair --players FILE [GAMES] [options]\n"
    "       swisscore knockout --list-presets\n"
    "\n"
    "Play a single-elimination stage from GAMES: TSV with a header naming\n"
    "the columns round, white, black, result (or JSON with the same fields).\n"
    "Results: 1-0, 0-1, = (a draw: the next game of the pair is the decider,\n"
    "colours swapped), white-escaped, black-escaped, unmatched (the server\n"
    "found no opponent: the player goes through) and absent (with black\n"
    "empty). With the server pairing (default) the players of round 1 are\n"
    "the entrants and a survivor without a record in a round is out. Prints\n"
    "every round's pairs with the winner and how, then each player: status,\n"
    "round and manner of elimination, games, and with --grades the grade he\n"
    "may apply for. After the last round a repechage (复活赛) fills the quota:\n"
    "directly, or by the games of round N+1 (N the stage's rounds) when GAMES\n"
    "has them; --pair after the last round pairs that repechage round.\n"
    "\n"
    "With --pair the next round is paired (random from --seed, or by seed\n"
    "positions) among the players of --players (one name per line, a tab and\n"
    "a seed number optional) and the survivors of GAMES, and printed.\n"
    "\n"
    "Example:\n"
    "  swisscore knockout ruwei.tsv --preset xiangqi-2015-ruwei --grades xiangqi-2015-ruwei\n"
    "  swisscore knockout --pair --players entrants.txt --pairing random --seed 20151003\n"
    "\n"
    "Exit status: 0 success, 1 usage error, 2 malformed or contradictory games\n"
    "file (file:line:column or a JSON path), 3 unreadable file, 4 internal error.\n",
    run_knockout,
};
