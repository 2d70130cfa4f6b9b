/* swisscore log: the event's journal, every change with its time and author. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

static const char *player_name(const swc_tournament *t, uint32_t id)
{
    const swc_player *p = swc_tournament_player(t, id);
    return p ? swc_player_name(p) : "?";
}

/* How a team match ended, as `result EVENT MATCH RESULT` gives it. */
static const char *match_kind_text(int32_t kind)
{
    switch (kind) {
    case SWC_TEAM_MATCH_PLAYED:
        return cli_tr("played on the boards");
    case SWC_TEAM_MATCH_FORFEIT_WHITE:
        return cli_tr("+- (forfeit)");
    case SWC_TEAM_MATCH_FORFEIT_BLACK:
        return cli_tr("-+ (forfeit)");
    case SWC_TEAM_MATCH_FORFEIT_BOTH:
        return cli_tr("-- (double forfeit)");
    default:
        return "?";
    }
}

void cli_journal_describe(char *buf, size_t cap, const swc_tournament *t, const swc_journal_entry *e)
{
    char game[32] = "";
    if (e->game)
        snprintf(game, sizeof game, cli_tr(", game %u"), (unsigned)e->game);
    switch (e->kind) {
    case SWC_JOURNAL_CREATED:
        snprintf(buf, cap, cli_tr("event created (%d rounds)"), (int)e->after);
        break;
    case SWC_JOURNAL_RESULT:
        if (e->before == SWC_RESULT_NONE)
            snprintf(buf, cap, cli_tr("round %u, board %u%s: %s"), (unsigned)e->round, (unsigned)e->board, game,
                     cli_result_text(e->after));
        else
            snprintf(buf, cap, cli_tr("round %u, board %u%s: %s, was %s"), (unsigned)e->round, (unsigned)e->board,
                     game, cli_result_text(e->after), cli_result_text(e->before));
        break;
    case SWC_JOURNAL_PLAYER_ADDED:
        if (e->round)
            snprintf(buf, cap, cli_tr("player %u %s added, plays from round %u"),
                     (unsigned)cli_number_of(t, e->player), player_name(t, e->player), (unsigned)e->round);
        else
            snprintf(buf, cap, cli_tr("player %u %s added"), (unsigned)cli_number_of(t, e->player),
                     player_name(t, e->player));
        break;
    case SWC_JOURNAL_PLAYERS_IMPORTED:
        snprintf(buf, cap, cli_tr("%d players imported from %s (ids %u-%u)"), (int)e->after, e->data,
                 (unsigned)e->player, (unsigned)(e->player + (uint32_t)e->after - 1));
        break;
    case SWC_JOURNAL_PLAYER_WITHDRAWN:
        snprintf(buf, cap, cli_tr("player %u %s withdrawn from round %u"), (unsigned)cli_number_of(t, e->player),
                 player_name(t, e->player), (unsigned)e->round);
        break;
    case SWC_JOURNAL_PLAYER_ABSENT:
        snprintf(buf, cap, cli_tr("player %u %s absent in round %u (%s)"), (unsigned)cli_number_of(t, e->player),
                 player_name(t, e->player), (unsigned)e->round,
                 e->after == SWC_RK_HALF_BYE ? cli_tr("half a point") : cli_tr("no points"));
        break;
    case SWC_JOURNAL_ROUND_PAIRED:
        snprintf(buf, cap, cli_tr("round %u paired (%d boards)"), (unsigned)e->round, (int)e->after);
        break;
    case SWC_JOURNAL_TEAM_MATCH:
        snprintf(buf, cap, cli_tr("round %u, the match of %s: %s, was %s"), (unsigned)e->round,
                 cli_team_name(t, e->board), match_kind_text(e->after), match_kind_text(e->before));
        break;
    case SWC_JOURNAL_LINEUP:
        snprintf(buf, cap, cli_tr(e->before ? "round %u: line-ups handed in (teams: %d)" : "round %u: line-ups changed (teams: %d)"),
                 (unsigned)e->round, (int)e->after);
        break;
    case SWC_JOURNAL_ROUND_REMOVED:
        snprintf(buf, cap, cli_tr("round %u removed with its %d results"), (unsigned)e->round, (int)e->after);
        break;
    case SWC_JOURNAL_UNDO:
    case SWC_JOURNAL_REDO: {
        /* "undid #7: round 2, board 3: 1-0"; a redo names the change it
         * put back, or the round it brought back. */
        swc_journal_entry target = SWC_JOURNAL_ENTRY_INIT;
        char inner[400] = "?";
        uint32_t n = (uint32_t)e->before;
        int back = 0;
        for (int hops = 0; hops < 64 && swc_journal_get(&target, t, n) == SWC_OK; hops++) {
            if (target.kind == SWC_JOURNAL_ROUND_REMOVED && (e->kind == SWC_JOURNAL_REDO || hops > 0))
                back = 1;
            if (target.kind != SWC_JOURNAL_UNDO && target.kind != SWC_JOURNAL_REDO)
                break;
            n = (uint32_t)target.before;
        }
        if (back)
            snprintf(inner, sizeof inner, cli_tr("round %u brought back"), (unsigned)target.round);
        else if (target.kind != SWC_JOURNAL_UNDO && target.kind != SWC_JOURNAL_REDO)
            cli_journal_describe(inner, sizeof inner, t, &target);
        snprintf(buf, cap, cli_tr(e->kind == SWC_JOURNAL_UNDO ? "undid #%u: %s" : "redid #%u: %s"), (unsigned)n,
                 inner);
        break;
    }
    default: {
        /* A note the tool wrote in English (team added, line-ups changed). */
        char zh[400];
        snprintf(buf, cap, "%s", cli_tr_message(zh, sizeof zh, e->data ? e->data : ""));
        break;
    }
    }
}

enum { OPT_ROUND = 1, OPT_FORMAT };

static const cli_option log_options[] = {
    { "round", 'r', 1, OPT_ROUND },
    { "format", 'f', 1, OPT_FORMAT },
    { NULL, 0, 0, 0 },
};

static int run_log(int argc, char **argv)
{
    cli_parser p;
    const char *value, *path = NULL;
    unsigned long long round = 0;
    int format = CLI_FMT_TEXT, id;
    cli_parser_init(&p, argc, argv, "log");
    while ((id = cli_next(&p, log_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_log), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_ROUND:
            if (cli_parse_uint(&round, value, SWC_MAX_ROUNDS) || round == 0)
                return cli_usage_error("log", "--round needs a round number, not '%s'", value);
            break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, value) || format == CLI_FMT_TSV)
                return cli_usage_error("log", "--format is text or json, not '%s'", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("log", "only one event file, please");
            path = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error("log", "no event file given");
    swc_tournament *t = NULL;
    int code = cli_load(&t, path, 0, NULL, NULL);
    if (code != CLI_OK)
        return code;
    uint32_t n = swc_journal_count(t), shown = 0;
    if (format == CLI_FMT_JSON)
        fputs("[", stdout);
    for (uint32_t k = 1; k <= n; k++) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        if (swc_journal_get(&e, t, k) != SWC_OK || (round && e.round != round))
            continue;
        char when[32], what[600];
        swc_journal_format_time(when, sizeof when, e.time);
        cli_journal_describe(what, sizeof what, t, &e);
        if (format == CLI_FMT_JSON) {
            printf("%s\n  {\"number\": %u, \"time\": \"%s\", \"kind\": \"%s\", \"author\": ", shown ? "," : "",
                   (unsigned)k, when, swc_journal_kind_name(e.kind));
            cli_json_string(stdout, e.author);
            printf(", \"round\": %u, \"board\": %u, \"game\": %u, \"player\": %u, \"before\": %d, \"after\": %d, "
                   "\"data\": ",
                   (unsigned)e.round, (unsigned)e.board, (unsigned)e.game, (unsigned)e.player, (int)e.before,
                   (int)e.after);
            cli_json_string(stdout, e.data);
            fputs(", \"text\": ", stdout);
            cli_json_string(stdout, what);
            fputs("}", stdout);
        } else {
            /* "#3  2026-05-01 14:30:00 UTC  李四  round 1, board 2: 1-0" */
            when[10] = ' ';
            when[19] = '\0';
            printf("#%-4u %s UTC  ", (unsigned)k, when);
            cli_print_padded(stdout, *e.author ? e.author : "-", 12, 0);
            printf("  %s\n", what);
        }
        shown++;
    }
    if (format == CLI_FMT_JSON)
        fputs(shown ? "\n]\n" : "]\n", stdout);
    else if (!shown)
        printf("%s\n", cli_tr(n ? "No change of that round in the journal." : "The journal is empty."));
    swc_tournament_free(t);
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_log = {
    "log",
    "show the event's journal: every change, when and by whom",
    "Usage: swisscore log EVENT [--round K] [--format text|json]\n"
    "\n"
    "List the changes made to the event, oldest first, as the commands that\n"
    "change it (new, player, pair --save, result, undo, redo) wrote them into\n"
    "its journal: the number of the change, the time (UTC), who made it and\n"
    "what it was, e.g. a result with the one it replaced. The journal travels\n"
    "inside the event file (TRF or JSON); an event that another program wrote\n"
    "has an empty one until the first change.\n"
    "\n"
    "Who: the global option --by NAME (before the command: swisscore --by 李四\n"
    "result ...), else the environment variable SWISSCORE_ARBITER, else the\n"
    "login name of the user running the command.\n"
    "\n"
    "Options:\n"
    "  -r, --round K          only the changes of round K\n"
    "  -f, --format FMT       text (default) or json: number, time, kind,\n"
    "                         author, round, board, game, player, before,\n"
    "                         after (result codes for a result), data, text\n"
    "  -h, --help             show this help\n"
    "\n"
    "Example:\n"
    "  swisscore log fz.trf --round 3\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 the event does not read, 3 I/O error.\n",
    run_log,
};
