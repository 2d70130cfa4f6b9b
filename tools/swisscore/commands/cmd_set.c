/* swisscore set: change the event's own settings after `new`. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

#define OPT_FIELD 100

/* The change goes in the journal as a note ("set --city Shanghai ..."):
 * it is on record, though undo does not take settings back. */
static int journal_settings(swc_tournament *t, const cli_field_values *given, size_t n, const char *path)
{
    size_t cap = 8;
    for (size_t k = 0; k < n; k++)
        if (given->value[k])
            cap += strlen(cli_event_fields[k].option) + strlen(given->value[k]) + 8;
    char *data = malloc(cap);
    if (!data) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    size_t len = (size_t)snprintf(data, cap, "set");
    for (size_t k = 0; k < n; k++)
        if (given->value[k])
            len += (size_t)snprintf(data + len, cap - len, " --%s '%s'", cli_event_fields[k].option, given->value[k]);
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_NOTE;
    e.data = data;
    int code = cli_journal(t, &e, path);
    free(data);
    return code;
}

static int run_set(int argc, char **argv)
{
    cli_option opts[CLI_MAX_EVENT_FIELDS + 1];
    size_t n = cli_event_field_options(opts, CLI_MAX_EVENT_FIELDS, OPT_FIELD);
    memset(&opts[n], 0, sizeof opts[n]);
    cli_parser p;
    cli_field_values given;
    const char *value, *path = NULL;
    int id, any = 0;

    cli_field_values_init(&given);
    cli_parser_init(&p, argc, argv, "set");
    while ((id = cli_next(&p, opts, &value)) != CLI_ARG_END) {
        if (id == CLI_OPT_HELP) {
            cli_field_values_free(&given);
            fputs(cli_help(&cli_cmd_set), stdout);
            return cli_finish_stdout(CLI_OK);
        }
        if (id == CLI_ARG_POSITIONAL) {
            if (path) {
                cli_field_values_free(&given);
                return cli_usage_error("set", "only one event file, please ('%s' and '%s')", path, value);
            }
            path = value;
            continue;
        }
        if (id < OPT_FIELD || id >= OPT_FIELD + (int)n) {
            cli_field_values_free(&given);
            return CLI_EUSAGE;
        }
        if (cli_field_values_take(&given, (size_t)(id - OPT_FIELD), value)) {
            cli_field_values_free(&given);
            cli_error("out of memory");
            return CLI_EINTERNAL;
        }
        any = 1;
    }
    if (!path || !any) {
        cli_field_values_free(&given);
        return cli_usage_error("set", path ? "nothing to set: give an option such as --city NAME"
                                           : "no event file given");
    }
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code == CLI_OK)
        code = cli_field_values_apply(t, &given);
    if (code == CLI_OK)
        code = journal_settings(t, &given, n, path);
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    if (code == CLI_OK) {
        /* What the event now says, as the report will write it. */
        for (size_t k = 0; k < n; k++) {
            if (!given.value[k])
                continue;
            /* The option's name is a code; Chinese reads it as typed. */
            printf(cli_lang_is_zh() ? "--%s：" : "%s: ", cli_event_fields[k].option);
            cli_event_fields[k].show(stdout, t, &cli_event_fields[k]);
            fputc('\n', stdout);
        }
        code = cli_finish_stdout(CLI_OK);
    }
    swc_tournament_free(t);
    cli_field_values_free(&given);
    return code;
}

const cli_command cli_cmd_set = {
    "set",
    "change the event's name, place, dates, arbiters, rules and section",
    "Usage: swisscore set EVENT --OPTION VALUE ...\n"
    "\n"
    "Change what the event file says of the event itself: what the FIDE rating\n"
    "report (swisscore convert) writes in its header records, and the event's\n"
    "own rules below. Every option of new below can be given again; an empty\n"
    "value clears a text setting; a bad value changes nothing. A repeated\n"
    "--deputy gives several deputy arbiters, which replace the ones the event had.\n"
    "Nothing else changes: players, rounds and results stay as they are.\n"
    "\n"
    "Options:\n"
    "  --name TEXT            the event's name (TRF 012)\n"
    "  --city TEXT            city (TRF 022)\n"
    "  --federation FED       federation hosting it, e.g. CHN (TRF 032)\n"
    "  --start DATE           first day, 2026/05/01 or 2026-05-01 (TRF 042)\n"
    "  --end DATE             last day (TRF 052)\n"
    "  --arbiter NAME         chief arbiter (TRF 102)\n"
    "  --deputy NAME          deputy arbiter; repeat for several (TRF 112)\n"
    "  --time-control TEXT    time control, e.g. 90'/40+30'+30\" (TRF 122)\n"
    "  --type TEXT            type of event, e.g. Swiss (TRF 092)\n"
    "  --forfeit-withdraw N   withdraw a player after N forfeit losses in a row\n"
    "                         (0: never); the next pairing leaves him out\n"
    "  --group G              the registration group of every player entered\n"
    "                         without one: the section this file is (公开组 ...);\n"
    "                         prize tables of a group count him in it\n"
    "  -h, --help             show this help\n"
    "\n"
    "Example:\n"
    "  swisscore set open.trf --city Beijing --end 2026-05-07 \\\n"
    "      --deputy 'Li, Na' --deputy 'Wang, Fang'\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 input rejected, 3 I/O error.\n",
    run_set,
};
