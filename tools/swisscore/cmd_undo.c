/* swisscore undo: remove the last round of an event. */
#include "cli.h"

#include <string.h>

static const cli_option undo_options[] = {
    { NULL, 0, 0, 0 },
};

static int run_undo(int argc, char **argv)
{
    cli_parser p;
    const char *value, *path = NULL;
    int id;
    cli_parser_init(&p, argc, argv, "undo");
    while ((id = cli_next(&p, undo_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_cmd_undo.help, stdout);
            return cli_finish_stdout(CLI_OK);
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error("undo", "only one event file, please");
            path = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error("undo", "no event file given");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    uint32_t n = swc_tournament_round_count(t);
    if (n == 0) {
        cli_error(cli_tr("%s: no round to remove"), path);
        swc_tournament_free(t);
        return CLI_EINPUT;
    }
    const swc_round *r = swc_tournament_round(t, n);
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    uint32_t boards = swc_round_board_count(r), results = 0;
    for (uint32_t b = 1; b <= boards; b++)
        for (int g = 1; g <= games; g++) {
            int32_t res = SWC_RESULT_NONE;
            swc_round_game_result(&res, r, b, (uint32_t)g);
            results += res != SWC_RESULT_NONE;
        }
    int rc = swc_tournament_delete_last_round(t);
    if (rc != SWC_OK) {
        cli_error("%s: %s", path, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return cli_exit_for_status(rc);
    }
    code = cli_event_save(t, path);
    if (code == CLI_OK) {
        printf(cli_tr("Removed round %u: %u boards, %u results."), (unsigned)n, (unsigned)boards, (unsigned)results);
        fputs("\n", stdout);
        code = cli_finish_stdout(CLI_OK);
    }
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_undo = {
    "undo",
    "remove the last round of an event",
    "Usage: swisscore undo EVENT\n"
    "\n"
    "Remove the last round of the event with its pairings and results, and\n"
    "say what was removed. It asks nothing: the arbiter re-pairs with\n"
    "'swisscore pair EVENT --save'. Absences and withdrawals entered for\n"
    "later rounds stay.\n"
    "\n"
    "Example:\n"
    "  swisscore undo fz.trf\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 no round to remove (the event is\n"
    "unchanged), 3 I/O error, 5 the event is busy (another command is\n"
    "changing it).\n",
    run_undo,
};
