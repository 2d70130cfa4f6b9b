/*
 * swisscore: command-line front end of libswisscore.
 *
 * To add a command, write cmd_NAME.c defining a cli_command, declare it in
 * cli.h, list it in `commands` below and in meson.build.
 */
#include "cli.h"

#include <string.h>

static const cli_command *const commands[] = {
    &cli_cmd_new,
    &cli_cmd_set,
    &cli_cmd_player,
    &cli_cmd_result,
    &cli_cmd_undo,
    &cli_cmd_redo,
    &cli_cmd_log,
    &cli_cmd_info,
    &cli_cmd_convert,
    &cli_cmd_pair,
    &cli_cmd_xiangqi_limit,
    &cli_cmd_check,
    &cli_cmd_card,
    &cli_cmd_generate,
    &cli_cmd_stats,
    &cli_cmd_quality,
    &cli_cmd_standings,
    &cli_cmd_boards,
    &cli_cmd_crosstable,
    &cli_cmd_site,
    &cli_cmd_prizes,
    &cli_cmd_arena,
    &cli_cmd_knockout,
    &cli_cmd_grades,
    &cli_cmd_verify,
    &cli_cmd_team,
    &cli_cmd_lineup,
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

static const cli_command *find_command(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i]->name, name) == 0)
            return commands[i];
    return NULL;
}

static void print_help(FILE *f)
{
    /* In Chinese the overview's paragraphs come whole from the catalogue
     * (keys named for them, so that the English text may grow). */
    int zh = cli_lang_is_zh();
    if (zh)
        fputs(cli_tr("swisscore help: overview"), f);
    else fputs("Usage: swisscore COMMAND [options] [arguments]\n"
          "       swisscore help COMMAND\n"
          "       swisscore --version\n"
          "       swisscore --dutch IN.trf -p [PAIRS]   (bbpPairings/JaVaFo form)\n"
          "\n"
          "Work with Swiss-system chess and xiangqi tournaments and their TRF files.\n"
          "Run an event: new, player import/add/withdraw/absent, pair --save, result,\n"
          "undo and redo, log, then standings and prizes. A team event: new --teams\n"
          "--boards N, team import/add/list, lineup, result MATCH BOARD RESULT.\n"
          "\n"
          "Commands:\n", f);
    /* The summaries line up after the longest command name. */
    int width = 4; /* "help" */
    for (size_t i = 0; i < N_COMMANDS; i++)
        if ((int)strlen(commands[i]->name) > width)
            width = (int)strlen(commands[i]->name);
    for (size_t i = 0; i < N_COMMANDS; i++)
        fprintf(f, "  %-*s  %s\n", width, commands[i]->name, cli_tr(commands[i]->summary));
    fprintf(f, "  %-*s  %s\n", width, "help", cli_tr("show the help of a command"));
    if (zh)
        fputs(cli_tr("swisscore help: options"), f);
    else fputs("\n"
          "Options:\n"
          "  -h, --help     show this help\n"
          "  --version      show the versions of the tool and the library\n"
          "  --lang zh|en   language of boards, standings and prize lists (default:\n"
          "                 Chinese when LC_ALL, LC_MESSAGES or LANG is zh_*)\n"
          "  --pairing-numbers\n"
          "                 players are numbered by their pairing numbers (TPN) in\n"
          "                 what the tool prints and in the player numbers it takes\n"
          "                 (player withdraw/absent); without it by their ids, which\n"
          "                 never change, in TRF and JSON events alike (info lists\n"
          "                 both; tsv, json and TRF output and the prizes --players\n"
          "                 file always use ids)\n"
          "  --format json  with new, set, player, result, undo and redo: instead of\n"
          "                 the lines for people, one JSON object on standard\n"
          "                 output: command, ok, exit_status, error (when it\n"
          "                 failed) and changes, the journal entries the command\n"
          "                 made, as 'swisscore log --format json' lists them\n"
          "\n"
          "Exit status:\n"
          "  0  success\n"
          "  1  usage error (unknown command or option, missing argument);\n"
          "     for pair also: no legal pairing exists\n"
          "  2  input rejected (malformed or inconsistent file)\n"
          "  3  a file could not be read or written\n"
          "  4  internal error (out of memory, library failure)\n"
          "The --dutch form uses bbpPairings' codes instead: 0 success, 1 no legal\n"
          "pairing, 2 unexpected error, 3 invalid request or input, 4 out of memory\n"
          "or a size limit, 5 file access (see 'swisscore help pair').\n", f);
}

static int cmd_help(int argc, char **argv)
{
    if (argc < 2) {
        print_help(stdout);
        return cli_finish_stdout(CLI_OK);
    }
    if (argc > 2)
        return cli_usage_error("help", "one command at a time, please");
    /* The drop-in form is documented with the command it shares code with. */
    const cli_command *c = find_command(strcmp(argv[1], "--dutch") == 0 ? "pair" : argv[1]);
    if (!c)
        return cli_usage_error(NULL, "unknown command '%s'", argv[1]);
    fputs(cli_help(c), stdout);
    return cli_finish_stdout(CLI_OK);
}

int main(int argc, char **argv)
{
    int code = cli_lang_init(&argc, argv);
    if (code == CLI_OK)
        code = cli_event_options(&argc, argv);
    if (code == CLI_OK)
        code = cli_answer_options(&argc, argv);
    if (code != CLI_OK)
        return code;
    if (argc < 2) {
        print_help(stderr);
        return CLI_EUSAGE;
    }
    const char *name = argv[1];
    if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0) {
        print_help(stdout);
        return cli_finish_stdout(CLI_OK);
    }
    if (strcmp(name, "--version") == 0) {
        /* Both: a tool built against one library may run with another. */
        printf("swisscore %s (libswisscore %s)\n", SWC_VERSION_STRING, swc_version_string());
        return cli_finish_stdout(CLI_OK);
    }
    if (strcmp(name, "help") == 0)
        return cmd_help(argc - 1, argv + 1);
    /* bbpPairings' command line, so that scripts can swap the program name
     * (--burstein is refused there, with the same exit codes). */
    if (strcmp(name, "--dutch") == 0 || strcmp(name, "--burstein") == 0)
        return cli_pair_dropin(argc - 1, argv + 1);
    if (name[0] == '-')
        return cli_usage_error(NULL, "unknown option '%s'", name);

    const cli_command *c = find_command(name);
    if (!c)
        return cli_usage_error(NULL, "unknown command '%s'", name);
    return cli_answer_finish(c->run(argc - 1, argv + 1));
}
