/*
 * `--format json` for the commands that change an event (new, set, player,
 * result, undo, redo): instead of the lines written for people, one JSON
 * object on standard output, for programs that drive the tool as a
 * subprocess. It lists the changes the command made, as the journal keeps
 * them, or says why it made none.
 *
 * The commands keep printing their text as usual; in this mode that text
 * goes to /dev/null and the answer is written to the real standard output
 * when the command returns. Messages still go to standard error; the last
 * one is also the answer's "error".
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct change {
    char kind[24], when[32], text[400];
    swc_journal_entry e;
    char *author, *data;
    uint32_t number;
} change;

/* The tool runs one command per process: this is that command's answer. */
static struct {
    int on;
    int stdout_fd;
    const char *command;
    change *changes;
    size_t n, cap;
    char error[600];
} answer = { 0, -1, NULL, NULL, 0, 0, "" };

static int is_writing_command(const char *name)
{
    static const char *const names[] = { "new", "set", "player", "result", "undo", "redo" };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(name, names[i]) == 0)
            return 1;
    return 0;
}

int cli_answer_options(int *argc, char **argv)
{
    if (*argc < 2 || !is_writing_command(argv[1]))
        return CLI_OK;
    int out = 1, json = 0;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i], *v = NULL;
        if (!strcmp(a, "--")) {
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        if (!strcmp(a, "--format")) {
            if (i + 1 >= *argc)
                return cli_usage_error(argv[1], "option '--format' needs a value (text or json)");
            v = argv[++i];
        } else if (!strncmp(a, "--format=", 9)) {
            v = a + 9;
        } else {
            argv[out++] = argv[i];
            continue;
        }
        if (strcmp(v, "json") && strcmp(v, "text"))
            return cli_usage_error(argv[1], "unknown format '%s' (text or json)", v);
        json = !strcmp(v, "json");
    }
    argv[out] = NULL;
    *argc = out;
    if (!json)
        return CLI_OK;
    /* The people's lines go nowhere; the answer goes to the real output. */
    fflush(stdout);
    answer.stdout_fd = dup(STDOUT_FILENO);
    int null = open("/dev/null", O_WRONLY);
    if (answer.stdout_fd < 0 || null < 0 || dup2(null, STDOUT_FILENO) < 0) {
        if (null >= 0)
            close(null);
        cli_error("cannot set up the JSON answer");
        return CLI_EINTERNAL;
    }
    close(null);
    answer.on = 1;
    answer.command = argv[1];
    return CLI_OK;
}

void cli_answer_change(const swc_tournament *t, const swc_journal_entry *e)
{
    if (!answer.on)
        return;
    if (answer.n == answer.cap) {
        size_t cap = answer.cap ? 2 * answer.cap : 8;
        change *grown = realloc(answer.changes, cap * sizeof *grown);
        if (!grown)
            return; /* the answer then lists fewer changes; the event is right */
        answer.changes = grown;
        answer.cap = cap;
    }
    change *c = &answer.changes[answer.n];
    memset(c, 0, sizeof *c);
    c->e = *e;
    c->e.author = c->e.data = NULL;
    c->author = e->author ? strdup(e->author) : NULL;
    c->data = e->data ? strdup(e->data) : NULL;
    c->number = swc_journal_count(t);
    snprintf(c->kind, sizeof c->kind, "%s", swc_journal_kind_name(e->kind));
    if (swc_journal_format_time(c->when, sizeof c->when, e->time) != SWC_OK)
        c->when[0] = '\0';
    cli_journal_describe(c->text, sizeof c->text, t, e);
    answer.n++;
}

void cli_answer_error(const char *message)
{
    if (answer.on)
        snprintf(answer.error, sizeof answer.error, "%s", message);
}

int cli_answer_finish(int code)
{
    if (!answer.on)
        return code;
    fflush(stdout);
    dup2(answer.stdout_fd, STDOUT_FILENO);
    close(answer.stdout_fd);
    answer.on = 0;
    printf("{\"command\": ");
    cli_json_string(stdout, answer.command);
    printf(", \"ok\": %s, \"exit_status\": %d", code == CLI_OK ? "true" : "false", code);
    if (code != CLI_OK) {
        fputs(", \"error\": ", stdout);
        cli_json_string(stdout, answer.error);
    }
    /* A command that failed saved nothing: it made no change. */
    fputs(", \"changes\": [", stdout);
    for (size_t i = 0; code == CLI_OK && i < answer.n; i++) {
        const change *c = &answer.changes[i];
        printf("%s\n  {\"number\": %lu, \"kind\": \"%s\", \"time\": ", i ? "," : "", (unsigned long)c->number, c->kind);
        cli_json_string(stdout, c->when);
        fputs(", \"author\": ", stdout);
        cli_json_string(stdout, c->author);
        printf(", \"round\": %lu, \"board\": %lu, \"game\": %lu, \"player\": %lu, \"before\": %ld, \"after\": %ld",
               (unsigned long)c->e.round, (unsigned long)c->e.board, (unsigned long)c->e.game,
               (unsigned long)c->e.player, (long)c->e.before, (long)c->e.after);
        fputs(", \"data\": ", stdout);
        cli_json_string(stdout, c->data);
        fputs(", \"text\": ", stdout);
        cli_json_string(stdout, c->text);
        putchar('}');
    }
    fputs(code == CLI_OK && answer.n ? "\n]}\n" : "]}\n", stdout);
    for (size_t i = 0; i < answer.n; i++) {
        free(answer.changes[i].author);
        free(answer.changes[i].data);
    }
    free(answer.changes);
    answer.changes = NULL;
    answer.n = answer.cap = 0;
    int out = cli_finish_stdout(CLI_OK);
    return code != CLI_OK ? code : out;
}
