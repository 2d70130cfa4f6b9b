/*
 * The event's settings that `new` and `set` take as options, in one table:
 * a setting added here is an option of both commands and a line of their
 * help texts (a test checks that both list every entry). Each entry parses
 * its own value, so other kinds of setting (a number, a yes/no rule) fit
 * beside the texts.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* FIDE's reports write dates YYYY/MM/DD; YYYY-MM-DD is taken too. */
static int normal_date(char out[11], const char *s)
{
    if (strlen(s) != 10)
        return -1;
    for (int i = 0; i < 10; i++) {
        int sep = i == 4 || i == 7;
        if (sep ? s[i] != '/' && s[i] != '-' && s[i] != '.' : s[i] < '0' || s[i] > '9')
            return -1;
    }
    int month = (s[5] - '0') * 10 + (s[6] - '0'), day = (s[8] - '0') * 10 + (s[9] - '0');
    if (month < 1 || month > 12 || day < 1 || day > 31)
        return -1;
    memcpy(out, s, 10);
    out[4] = out[7] = '/';
    out[10] = '\0';
    return 0;
}

static int apply_text(swc_tournament *t, const cli_event_field *f, const char *value)
{
    return swc_tournament_set_string(t, f->key, value);
}

static int apply_date(swc_tournament *t, const cli_event_field *f, const char *value)
{
    char date[11];
    if (*value == '\0')
        return swc_tournament_set_string(t, f->key, NULL);
    if (normal_date(date, value)) {
        cli_error("--%s needs a date such as 2026/05/01 or 2026-05-01, not '%s'", f->option, value);
        return CLI_FIELD_USAGE;
    }
    return swc_tournament_set_string(t, f->key, date);
}

/* A count such as the forfeits in a row that withdraw a player. */
static int apply_count(swc_tournament *t, const cli_event_field *f, const char *value)
{
    unsigned long long v;
    if (cli_parse_uint(&v, value, SWC_MAX_ROUNDS)) {
        cli_error("--%s needs a number from 0 to %d, not '%s'", f->option, SWC_MAX_ROUNDS, value);
        return CLI_FIELD_USAGE;
    }
    return swc_tournament_set_int(t, f->key, (int32_t)v);
}

static void show_int(FILE *out, const swc_tournament *t, const cli_event_field *f)
{
    int32_t v = 0;
    swc_tournament_get_int(&v, t, f->key);
    fprintf(out, "%ld", (long)v);
}

/* A text as one line: deputies are separated by "; ". */
static void show_text(FILE *out, const swc_tournament *t, const cli_event_field *f)
{
    const char *s = NULL;
    if (swc_tournament_get_string(&s, t, f->key) != SWC_OK || !s)
        s = "";
    for (; *s; s++) {
        if (*s == '\n')
            fputs("; ", out);
        else
            fputc(*s, out);
    }
}

const cli_event_field cli_event_fields[] = {
    { "name", "TEXT", "the event's name (TRF 012)", apply_text, show_text, SWC_TEXT_NAME, 0 },
    { "city", "TEXT", "city (TRF 022)", apply_text, show_text, SWC_TEXT_CITY, 0 },
    { "federation", "FED", "federation hosting it, e.g. CHN (TRF 032)",
      apply_text, show_text, SWC_TEXT_FEDERATION, 0 },
    { "start", "DATE", "first day, 2026/05/01 or 2026-05-01 (TRF 042)",
      apply_date, show_text, SWC_TEXT_START_DATE, 0 },
    { "end", "DATE", "last day (TRF 052)", apply_date, show_text, SWC_TEXT_END_DATE, 0 },
    { "arbiter", "NAME", "chief arbiter (TRF 102)", apply_text, show_text, SWC_TEXT_ARBITER, 0 },
    { "deputy", "NAME", "deputy arbiter; repeat for several (TRF 112)",
      apply_text, show_text, SWC_TEXT_DEPUTY, 1 },
    { "time-control", "TEXT", "time control, e.g. 90'/40+30'+30\" (TRF 122)",
      apply_text, show_text, SWC_TEXT_TIME_CONTROL, 0 },
    { "type", "TEXT", "type of event, e.g. Swiss (TRF 092)", apply_text, show_text, SWC_TEXT_TYPE, 0 },
    { "forfeit-withdraw", "N", "withdraw a player after N forfeit losses in a row (0: never)",
      apply_count, show_int, SWC_SET_FORFEIT_WITHDRAW, 0 },
    { "group", "G", "the section this file is (公开组 ...): players entered without a group are in it",
      apply_text, show_text, SWC_TEXT_SECTION_GROUP, 0 },
    { NULL, NULL, NULL, NULL, NULL, 0, 0 },
};

size_t cli_event_field_count(void)
{
    size_t n = 0;
    while (cli_event_fields[n].option)
        n++;
    return n;
}

int cli_event_field_index(const char *option)
{
    for (int k = 0; cli_event_fields[k].option; k++)
        if (strcmp(cli_event_fields[k].option, option) == 0)
            return k;
    return -1;
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

size_t cli_event_field_options(cli_option *out, size_t cap, int first_id)
{
    size_t n = 0;
    for (size_t k = 0; cli_event_fields[k].option && n < cap; k++, n++) {
        out[n].name = cli_event_fields[k].option;
        out[n].short_name = 0;
        out[n].has_arg = 1;
        out[n].id = first_id + (int)k;
    }
    return n;
}

/* ---- values gathered from the command line ---------------------------------- */

void cli_field_values_init(cli_field_values *v)
{
    memset(v, 0, sizeof *v);
}

void cli_field_values_free(cli_field_values *v)
{
    for (size_t k = 0; k < CLI_MAX_EVENT_FIELDS; k++)
        free(v->value[k]);
    cli_field_values_init(v);
}

int cli_field_values_take(cli_field_values *v, size_t k, const char *value)
{
    const cli_event_field *f = &cli_event_fields[k];
    char *old = v->value[k];
    if (f->repeatable && old && *value) {
        /* Several deputies: one per line, as TRF gives one 112 per deputy. */
        size_t a = strlen(old), b = strlen(value);
        char *s = malloc(a + b + 2);
        if (!s)
            return -1;
        memcpy(s, old, a);
        s[a] = '\n';
        memcpy(s + a + 1, value, b + 1);
        free(old);
        v->value[k] = s;
        return 0;
    }
    char *s = malloc(strlen(value) + 1);
    if (!s)
        return -1;
    strcpy(s, value);
    free(old);
    v->value[k] = s;
    return 0;
}

int cli_field_values_apply(swc_tournament *t, const cli_field_values *v)
{
    for (size_t k = 0; cli_event_fields[k].option; k++) {
        if (!v->value[k])
            continue;
        int rc = cli_event_fields[k].apply(t, &cli_event_fields[k], v->value[k]);
        if (rc == CLI_FIELD_USAGE)
            return CLI_EUSAGE;
        if (rc) {
            cli_error("--%s: %s", cli_event_fields[k].option, swc_tournament_errmsg(t));
            return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EUSAGE;
        }
    }
    return CLI_OK;
}
