/* swisscore set: change an event's settings after it was created. */
#include "cli.h"

#include <string.h>

/* The settings `new` and `set` take by option name; a new one is a line
 * here (and a line of the help texts). */
const cli_event_setting cli_event_settings[] = {
    { "forfeit-withdraw", SWC_SET_FORFEIT_WITHDRAW, 0, 0, SWC_MAX_ROUNDS,
      "withdraw a player after N forfeit losses in a row (0: never)" },
    { "group", SWC_TEXT_SECTION_GROUP, 1, 0, 0, "the registration group of players entered without one" },
    { NULL, 0, 0, 0, 0, NULL },
};

const cli_event_setting *cli_event_setting_find(const char *option)
{
    for (const cli_event_setting *s = cli_event_settings; s->option; s++)
        if (!strcmp(s->option, option))
            return s;
    return NULL;
}

int cli_event_setting_apply(swc_tournament *t, const cli_event_setting *s, const char *value, const char *cmd)
{
    if (s->text) {
        int rc = swc_tournament_set_string(t, s->key, value);
        if (rc == SWC_ENOMEM) {
            cli_error("out of memory");
            return CLI_EINTERNAL;
        }
        if (rc)
            return cli_usage_error(cmd, "--%s: %s", s->option, swc_tournament_errmsg(t));
        return CLI_OK;
    }
    unsigned long long v;
    if (cli_parse_uint(&v, value, (unsigned long long)s->hi) || v < (unsigned long long)s->lo)
        return cli_usage_error(cmd, "--%s needs a number from %ld to %ld, not '%s'", s->option, (long)s->lo,
                               (long)s->hi, value);
    if (swc_tournament_set_int(t, s->key, (int32_t)v) != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(t));
        return CLI_EUSAGE;
    }
    return CLI_OK;
}

/* The rules of a named ruleset (swisscore new --ruleset) that are event
 * settings rather than tie-breaks. */
static const struct {
    const char *ruleset;
    int32_t forfeit_withdraw;
} ruleset_settings[] = {
    /* 方庄国际象棋 十(八)1 无正当理由连续两轮弃权者，视为退出比赛 */
    { "fangzhuang-chess", 2 },
};

int32_t cli_ruleset_forfeit_withdraw(const char *ruleset)
{
    for (size_t i = 0; ruleset && i < sizeof ruleset_settings / sizeof ruleset_settings[0]; i++)
        if (!strcmp(ruleset_settings[i].ruleset, ruleset))
            return ruleset_settings[i].forfeit_withdraw;
    return 0;
}

static int run_set(int argc, char **argv)
{
    const char *path = NULL;
    const cli_event_setting *given[16];
    const char *values[16];
    size_t n = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            fputs(cli_cmd_set.help, stdout);
            return cli_finish_stdout(CLI_OK);
        }
        if (strncmp(a, "--", 2) || !a[2]) {
            if (path)
                return cli_usage_error("set", "only one event file, please ('%s' and '%s')", path, a);
            path = a;
            continue;
        }
        const char *eq = strchr(a + 2, '=');
        char name[64];
        size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
        if (len >= sizeof name)
            return cli_usage_error("set", "unknown setting '%s'", a);
        memcpy(name, a + 2, len);
        name[len] = '\0';
        const cli_event_setting *s = cli_event_setting_find(name);
        if (!s)
            return cli_usage_error("set", "unknown setting '--%s'", name);
        const char *v = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
        if (!v)
            return cli_usage_error("set", "--%s needs a value", name);
        if (n == sizeof given / sizeof given[0])
            return cli_usage_error("set", "too many settings at once");
        given[n] = s;
        values[n++] = v;
    }
    if (!path)
        return cli_usage_error("set", "no event file given");
    if (!n)
        return cli_usage_error("set", "no setting given (see swisscore help set)");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    for (size_t k = 0; k < n && code == CLI_OK; k++)
        code = cli_event_setting_apply(t, given[k], values[k], "set");
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    if (code == CLI_OK) {
        for (size_t k = 0; k < n; k++) {
            int32_t v = 0;
            const char *text = "";
            if (given[k]->text) {
                swc_tournament_get_string(&text, t, given[k]->key);
                printf("%s: %s %s\n", path, given[k]->option, text[0] ? text : "-");
            } else {
                swc_tournament_get_int(&v, t, given[k]->key);
                printf("%s: %s %ld\n", path, given[k]->option, (long)v);
            }
        }
        code = cli_finish_stdout(CLI_OK);
    }
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_set = {
    "set",
    "change an event's settings",
    "Usage: swisscore set EVENT --SETTING VALUE ...\n"
    "\n"
    "Change settings of an event made with 'swisscore new' and write it back;\n"
    "a bad value changes nothing. Settings:\n"
    "  --forfeit-withdraw N   withdraw a player after N forfeit losses in a row\n"
    "                         (0: never); the next pairing leaves him out\n"
    "  --group G              the registration group of every player entered\n"
    "                         without one: the section this file is (公开组 ...);\n"
    "                         prize tables of a group count him in it ('' clears)\n"
    "\n"
    "Examples:\n"
    "  swisscore set open.json --forfeit-withdraw 2   # 连续两轮弃权者，视为退出比赛\n"
    "  swisscore set open.json --group 公开组\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 the event does not read, 3 I/O error.\n",
    run_set,
};
