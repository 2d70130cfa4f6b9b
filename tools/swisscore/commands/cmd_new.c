/* swisscore new: create an event file. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { OPT_ROUNDS = 1, OPT_SYSTEM, OPT_EDITION, OPT_POINTS, OPT_GAMES, OPT_RULESET, OPT_TEAMS, OPT_BOARDS,
       OPT_COLOURS, OPT_MATCH_POINTS, OPT_FIELD = 100 };

static const cli_option new_options[] = {
    { "rounds", 'r', 1, OPT_ROUNDS },
    { "system", 0, 1, OPT_SYSTEM },
    { "edition", 'e', 1, OPT_EDITION },
    { "points", 0, 1, OPT_POINTS },
    { "games", 0, 1, OPT_GAMES },
    { "ruleset", 0, 1, OPT_RULESET },
    { "teams", 0, 0, OPT_TEAMS },
    { "boards", 0, 1, OPT_BOARDS },
    { "colours", 0, 1, OPT_COLOURS },
    { "match-points", 0, 1, OPT_MATCH_POINTS },
};
#define N_NEW_OPTIONS (sizeof new_options / sizeof new_options[0])

/* One point value "2", "1.5", "0": tenths in *out. */
static int parse_points(int32_t *out, const char *s, size_t n)
{
    int32_t v = 0;
    size_t i = 0;
    if (n == 0)
        return -1;
    while (i < n && s[i] >= '0' && s[i] <= '9' && v <= SWC_MAX_POINTS)
        v = v * 10 + (s[i++] - '0') * 10;
    if (i == 0)
        return -1;
    if (i < n && s[i] == '.') {
        i++;
        if (i >= n || s[i] < '0' || s[i] > '9')
            return -1;
        v += s[i++] - '0';
    }
    if (i != n || v > SWC_MAX_POINTS)
        return -1;
    *out = v;
    return 0;
}

/* "W,D,L", e.g. "2,1,0" or "1,0.5,0" (match points: "2/1/0" too). */
static int parse_wdl(int32_t v[3], const char *s)
{
    for (int k = 0; k < 3; k++) {
        const char *end = strpbrk(s, ",/");
        size_t n = end ? (size_t)(end - s) : strlen(s);
        if ((k < 2) != (end != NULL) || parse_points(&v[k], s, n))
            return -1;
        s = end ? end + 1 : s + n;
    }
    return v[0] >= v[1] && v[1] >= v[2] ? 0 : -1;
}

static int new_event(int argc, char **argv, const cli_option *opts, size_t nfields, cli_field_values *given)
{
    cli_parser p;
    const char *value, *path = NULL, *ruleset = NULL;
    unsigned long long rounds = 0, games = 1;
    int32_t system = SWC_SYSTEM_DUTCH, edition = 2026, wdl[3] = { 10, 5, 0 };
    int have_points = 0, teams = 0;
    unsigned long long boards = 0;
    const char *colours = NULL;
    int32_t mp[3] = { 20, 10, 0 };
    int id;

    cli_parser_init(&p, argc, argv, "new");
    while ((id = cli_next(&p, opts, &value)) != CLI_ARG_END) {
        if (id >= OPT_FIELD && id < OPT_FIELD + (int)nfields) {
            if (cli_field_values_take(given, (size_t)(id - OPT_FIELD), value)) {
                cli_error("out of memory");
                return CLI_EINTERNAL;
            }
            continue;
        }
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_new), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_ROUNDS:
            if (cli_parse_uint(&rounds, value, SWC_MAX_ROUNDS) || rounds == 0)
                return cli_usage_error("new", "--rounds needs a number from 1 to %d, not '%s'", SWC_MAX_ROUNDS, value);
            break;
        case OPT_SYSTEM:
            if (!strcmp(value, "dutch"))
                system = SWC_SYSTEM_DUTCH;
            else if (!strcmp(value, "sequential"))
                system = SWC_SYSTEM_SEQUENTIAL;
            else if (!strcmp(value, "berger"))
                system = SWC_SYSTEM_BERGER;
            else
                return cli_usage_error("new", "unknown system '%s' (dutch, sequential or berger)", value);
            break;
        case OPT_EDITION:
            if (!strcmp(value, "2026"))
                edition = 2026;
            else if (!strcmp(value, "2017"))
                edition = 2017;
            else
                return cli_usage_error("new", "unknown edition '%s' (2026 or 2017)", value);
            break;
        case OPT_POINTS:
            if (parse_wdl(wdl, value))
                return cli_usage_error("new", "--points needs win,draw,loss such as 2,1,0 or 1,0.5,0, not '%s'", value);
            have_points = 1;
            break;
        case OPT_GAMES:
            if (cli_parse_uint(&games, value, 2) || games == 0)
                return cli_usage_error("new", "--games is 1 or 2 (dual-board: xiangqi and chess), not '%s'", value);
            break;
        case OPT_RULESET:
            ruleset = value;
            break;
        case OPT_TEAMS:
            teams = 1;
            break;
        case OPT_BOARDS:
            if (cli_parse_uint(&boards, value, SWC_MAX_BOARDS) || boards == 0)
                return cli_usage_error("new", "--boards needs a number from 1 to %d, not '%s'", SWC_MAX_BOARDS, value);
            teams = 1;
            break;
        case OPT_COLOURS:
            colours = value;
            teams = 1;
            break;
        case OPT_MATCH_POINTS:
            if (parse_wdl(mp, value))
                return cli_usage_error("new", "--match-points needs win/draw/loss such as 2/1/0, not '%s'", value);
            teams = 1;
            break;
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("new", "only one event file, please ('%s' and '%s')", path, value);
            path = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error("new", "no event file given");
    if (!rounds)
        return cli_usage_error("new", "--rounds N is required");
    if (teams && !boards)
        return cli_usage_error("new", "a team event needs --boards N (boards per match)");
    if (teams && system == SWC_SYSTEM_SEQUENTIAL)
        return cli_usage_error("new", "a team event is paired by FIDE's Swiss Team Pairing System (--system dutch, "
                                      "the default) or as a round robin (--system berger), not by the sequential "
                                      "system");
    struct stat st;
    if (stat(path, &st) == 0) {
        cli_error("%s: %s", path, cli_tr("the file exists already; an event is created only once"));
        return CLI_EINPUT;
    }

    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int rc = swc_tournament_set_int(t, SWC_SET_ROUNDS, (int32_t)rounds);
    if (!rc)
        rc = swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, system);
    if (!rc)
        rc = swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, edition);
    if (!rc)
        rc = swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, (int32_t)games);
    if (!rc && have_points) {
        /* Byes and forfeits follow the game values unless set otherwise. */
        static const int keys[] = { SWC_SET_POINTS_WIN, SWC_SET_POINTS_DRAW, SWC_SET_POINTS_LOSS };
        for (int k = 0; k < 3 && !rc; k++)
            rc = swc_tournament_set_int(t, keys[k], wdl[k]);
        if (!rc)
            rc = swc_tournament_set_int(t, SWC_SET_POINTS_FORFEIT_LOSS, wdl[2]);
    }
    if (!rc && teams) {
        static const int keys[] = { SWC_TEAM_MP_WIN, SWC_TEAM_MP_DRAW, SWC_TEAM_MP_LOSS };
        rc = swc_team_set_int(t, SWC_TEAM_BOARDS, (int32_t)boards);
        /* Given, so that the tie-breaks read it rather than guess. */
        if (!rc)
            rc = swc_team_set_int(t, SWC_TEAM_SYSTEM,
                                  system == SWC_SYSTEM_BERGER ? SWC_TEAM_ROUND_ROBIN : SWC_TEAM_SWISS_2026);
        if (!rc && colours)
            rc = swc_team_set_colours(t, colours);
        for (int k = 0; k < 3 && !rc; k++)
            rc = swc_team_set_int(t, keys[k], mp[k]);
    }
    if (rc) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EUSAGE;
    }
    /* A named ruleset's own withdrawal rule, unless the organiser gave one. */
    int fw = cli_event_field_index("forfeit-withdraw");
    int32_t withdraw = cli_ruleset_forfeit_withdraw(ruleset);
    if (withdraw && !given->value[fw] && swc_tournament_set_int(t, SWC_SET_FORFEIT_WITHDRAW, withdraw) != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return CLI_EINTERNAL;
    }
    int code = cli_field_values_apply(t, given);
    if (code != CLI_OK) {
        swc_tournament_free(t);
        return code;
    }
    swc_tournament_get_int(&withdraw, t, SWC_SET_FORFEIT_WITHDRAW);
    const char *group = NULL;
    swc_tournament_get_string(&group, t, SWC_TEXT_SECTION_GROUP);
    if (ruleset) {
        /* A ruleset name or a cascade: the standings must accept it. */
        swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
        swc_standings *s = NULL;
        so.ruleset = ruleset;
        if (teams) {
            /* A team event ranks its teams: a team ruleset or cascade. */
            swc_team_standings *ts = NULL;
            rc = swc_team_standings_new(&ts, t, ruleset, 0);
            swc_team_standings_free(ts);
        } else {
            rc = swc_standings_compute(&s, t, &so);
            if (rc == SWC_ENOTFOUND) {
                so.ruleset = NULL;
                so.tiebreaks = ruleset;
                rc = swc_standings_compute(&s, t, &so);
            }
            swc_standings_free(s);
        }
        if (rc != SWC_OK) {
            /* The library's reason sits inside the sentence, so it is put
             * into the chosen language here. */
            char why[600];
            code = cli_usage_error("new", "--ruleset: '%s' is neither a named ruleset nor a cascade (%s); "
                                       "see 'swisscore standings --list-rulesets'",
                                       ruleset, cli_tr_message(why, sizeof why, swc_tournament_errmsg(t)));
            swc_tournament_free(t);
            return code;
        }
        rc = swc_tournament_set_string(t, SWC_TEXT_TIEBREAKS, ruleset);
        if (rc) {
            cli_error("%s", swc_tournament_errmsg(t));
            swc_tournament_free(t);
            return CLI_EUSAGE;
        }
    }
    code = cli_event_lock(path);
    if (code == CLI_OK) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = SWC_JOURNAL_CREATED;
        e.after = (int32_t)rounds;
        code = cli_journal(t, &e, path);
    }
    if (code == CLI_OK)
        code = cli_event_create(t, path);
    if (code == CLI_OK) {
        printf(cli_tr("Created %s: %d rounds"), path, (int)rounds);
        static const char *const systems[] = { "", "FIDE Dutch system", "sequential system", "round robin" };
        const char *name = !teams                      ? systems[system]
                           : system == SWC_SYSTEM_BERGER ? "team round robin (Berger)"
                                                         : "FIDE Swiss Team (C.04.6)";
        printf("%s%s", cli_lang_is_zh() ? "，" : ", ", cli_tr(name));
        if (ruleset)
            printf(cli_tr(", tie-breaks %s"), cli_ruleset_title(ruleset));
        if (withdraw)
            printf(cli_tr(", withdrawn after %d forfeits in a row"), (int)withdraw);
        if (group && *group)
            printf(cli_tr(", group %s"), group);
        if (teams)
            printf(cli_tr(", teams of %u boards (%s)"), (unsigned)boards, swc_team_colours(t));
        fputs("\n", stdout);
        if (teams)
            printf("%s\n", cli_tr("Next: swisscore team import EVENT TEAMS.csv, or swisscore team add EVENT NAME"));
        else
            printf("%s\n",
                   cli_tr("Next: swisscore player import EVENT LIST.csv, or swisscore player add EVENT --name NAME"));
        code = cli_finish_stdout(CLI_OK);
    }
    swc_tournament_free(t);
    return code;
}

static int run_new(int argc, char **argv)
{
    /* Its own options, then the event's settings that `set` changes too. */
    cli_option opts[N_NEW_OPTIONS + CLI_MAX_EVENT_FIELDS + 1];
    memcpy(opts, new_options, sizeof new_options);
    size_t nfields = cli_event_field_options(opts + N_NEW_OPTIONS, CLI_MAX_EVENT_FIELDS, OPT_FIELD);
    memset(&opts[N_NEW_OPTIONS + nfields], 0, sizeof opts[0]);
    cli_field_values given;
    cli_field_values_init(&given);
    int code = new_event(argc, argv, opts, nfields, &given);
    cli_field_values_free(&given);
    return code;
}

const cli_command cli_cmd_new = {
    "new",
    "create an event file for the arbiter's commands",
    "Usage: swisscore new EVENT --rounds N [options]\n"
    "\n"
    "Create the event file EVENT (.trf, or .json for the JSON document) that\n"
    "the arbiter's commands (player, pair --save, result, undo, redo) read and\n"
    "rewrite, and that standings, prizes, check, stats and info read. An\n"
    "existing file is never replaced.\n"
    "\n"
    "Options:\n"
    "  -r, --rounds N         rounds planned (required)\n"
    "  --system SYSTEM        dutch (default), sequential (Chinese sequential\n"
    "                         Swiss, xiangqi) or berger (round robin)\n"
    "  -e, --edition 2026|2017  edition of the FIDE Dutch rules (default 2026)\n"
    "  --points W,D,L         points of a win, a draw and a loss (default 1,0.5,0;\n"
    "                         xiangqi events often use 2,1,0); byes and forfeit\n"
    "                         wins score a win\n"
    "  --games 2              dual-board event: xiangqi on board 1, chess on 2\n"
    "  --ruleset NAME         tie-break rules kept in the event: a named ruleset\n"
    "                         (swisscore standings --list-rulesets) or a cascade;\n"
    "                         standings and prizes use it when given none\n"
    "\n"
    "What the FIDE rating report writes in its header (swisscore set changes it\n"
    "later):\n"
    "  --name TEXT            the event's name (TRF 012)\n"
    "  --city TEXT            city (TRF 022)\n"
    "  --federation FED       federation hosting it, e.g. CHN (TRF 032)\n"
    "  --start DATE           first day, 2026/05/01 or 2026-05-01 (TRF 042)\n"
    "  --end DATE             last day (TRF 052)\n"
    "  --arbiter NAME         chief arbiter (TRF 102)\n"
    "  --deputy NAME          deputy arbiter; repeat for several (TRF 112)\n"
    "  --time-control TEXT    time control, e.g. 90'/40+30'+30\" (TRF 122)\n"
    "  --type TEXT            type of event, e.g. Swiss (TRF 092)\n"
    "\n"
    "Rules of the event (swisscore set changes them later too):\n"
    "  --forfeit-withdraw N   withdraw a player after N forfeit losses in a row\n"
    "                         (0: never); --ruleset fangzhuang-chess sets 2\n"
    "                         (连续两轮弃权者，视为退出比赛)\n"
    "  --group G              the section this file is, e.g. 公开组: players\n"
    "                         entered without a group are in it, so the prize\n"
    "                         tables of that group count them\n"
    "  -h, --help             show this help\n"
    "\n"
    "Team events ('swisscore help team'):\n"
    "  --teams --boards N     a team event, N boards per match\n"
    "  --colours SEQ          first-named team's colour per board (default WBWB..)\n"
    "  --match-points W/D/L   of a won, drawn, lost match (default 2/1/0)\n"
    "\n"
    "Examples (the settings of the events' own rules):\n"
    "  swisscore new fz.trf --rounds 7 --system sequential \\\n"
    "      --ruleset fangzhuang-xiangqi --name '方庄象棋周赛'\n"
    "  swisscore new open.json --rounds 5 --ruleset fangzhuang-chess \\\n"
    "      --group 公开组 --name '方庄国际象棋大奖赛'\n"

    "\n"
    "Every command that changes an event writes a temporary file beside it,\n"
    "flushes it to the disk and renames it over the event, so an interrupted\n"
    "command leaves the event as it was. A command that does not fit the\n"
    "event's state (a result for a board that does not exist, pairing while\n"
    "results are missing ...) changes nothing and says why.\n"
    "Test hook: SWISSCORE_TEST_SAVE_PAUSE=S makes a save wait S seconds after\n"
    "the temporary file is written, before the rename.\n"
    "\n"
    "Several arbiters and programs may run these commands on one event at the\n"
    "same time: each holds the event's lock (an fcntl lock on the file\n"
    ".EVENT.lock beside it, created once and left there) from before it reads\n"
    "the event until it ends, so the next one waits and then works on its\n"
    "result. A command that waited longer than --lock-wait S (before the\n"
    "command name), SWISSCORE_LOCK_WAIT=S or 10 seconds gives up with exit\n"
    "status 5 and changes nothing. The next command that changes the event\n"
    "removes temporary files a killed save left beside it. Each change goes\n"
    "into the event's journal with its time and author ('swisscore help log').\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 the file exists, 3 I/O error,\n"
    "5 the event is busy.\n",
    run_new,
};
