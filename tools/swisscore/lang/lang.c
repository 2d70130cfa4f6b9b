/*
 * The language of what the tool prints for people: English, or Chinese
 * with --lang zh (or a zh_* locale in LC_ALL, LC_MESSAGES or LANG).
 *
 * Messages are looked up by their English text in the catalogue of
 * lang_zh.c; a text missing there is printed in English. Machine formats
 * (tsv, json, TRF) never change with the language.
 */
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Chosen once in main() before a command runs, then only read. */
static int lang_zh = 0;
static int numbers_tpn = 0;  /* --pairing-numbers */

int cli_numbers_are_tpn(void)
{
    return numbers_tpn;
}

uint32_t cli_number_of(const swc_tournament *t, uint32_t id)
{
    return numbers_tpn ? swc_player_tpn(swc_tournament_player(t, id)) : id;
}

const char *cli_number_head(void)
{
    return cli_tr(numbers_tpn ? "TPN" : "ID");
}

swc_player *cli_player_of_number(const swc_tournament *t, uint32_t n)
{
    return numbers_tpn ? swc_tournament_player_by_tpn(t, n) : swc_tournament_player(t, n);
}

int cli_lang_is_zh(void)
{
    return lang_zh;
}

static int parse_lang(const char *v)
{
    if (!strcmp(v, "zh") || !strncmp(v, "zh_", 3) || !strncmp(v, "zh-", 3))
        return 1;
    if (!strcmp(v, "en") || !strncmp(v, "en_", 3) || !strncmp(v, "en-", 3) || !strcmp(v, "C") ||
        !strcmp(v, "POSIX"))
        return 0;
    return -1;
}

/* The locale's choice, as setlocale() would take it: the first of LC_ALL,
 * LC_MESSAGES, LANG that is set and not empty. */
static int lang_from_env(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strncmp(v, "zh", 2) == 0;
    }
    return 0;
}

int cli_lang_init(int *argc, char **argv)
{
    lang_zh = lang_from_env();
    int out = 1;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            /* Everything from here on is an operand. */
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        const char *v = NULL;
        if (!strcmp(a, "--pairing-numbers")) {
            numbers_tpn = 1;
            continue;
        }
        if (!strcmp(a, "--lang")) {
            if (i + 1 >= *argc)
                return cli_usage_error(NULL, "option '--lang' needs a value (zh or en)");
            v = argv[++i];
        } else if (!strncmp(a, "--lang=", 7)) {
            v = a + 7;
        } else {
            argv[out++] = argv[i];
            continue;
        }
        int zh = parse_lang(v);
        if (zh < 0)
            return cli_usage_error(NULL, "unknown language '%s' (zh or en)", v);
        lang_zh = zh;
    }
    argv[out] = NULL;
    *argc = out;
    return CLI_OK;
}

static const char *look_up(const cli_message *table, const char *en);

const char *cli_tr(const char *en)
{
    if (!lang_zh)
        return en;
    const char *zh = look_up(cli_catalogue_zh, en);
    if (!zh)
        zh = look_up(cli_errors_zh, en);
    return zh ? zh : en;
}

static const char *look_up(const cli_message *table, const char *en)
{
    for (size_t i = 0; table[i].en; i++)
        if (!strcmp(table[i].en, en))
            return table[i].zh;
    return NULL;
}

const char *cli_help(const cli_command *c)
{
    if (!lang_zh)
        return c->help;
    static const cli_message *const tables[] = { cli_help_event_zh, cli_help_sheets_zh, cli_help_research_zh };
    for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++) {
        const char *zh = look_up(tables[i], c->name);
        if (zh)
            return zh;
    }
    return c->help;
}

const char *cli_tr_description(const char *en)
{
    if (!lang_zh || !en)
        return en;
    const char *zh = look_up(cli_rules_zh, en);
    return zh ? zh : en;
}

const char *cli_tr_colour(const swc_tournament *t, int colour)
{
    if (cli_event_is_xiangqi(t))
        return colour == SWC_COLOUR_WHITE ? cli_tr("Red") : cli_tr("Black");
    return colour == SWC_COLOUR_WHITE ? cli_tr("White") : cli_tr("Black");
}

const char *cli_ruleset_title(const char *name)
{
    if (!name || !lang_zh)
        return name;
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    for (uint32_t i = 0; swc_ruleset_get(&ri, i) == SWC_OK; i++)
        if (ri.name && !strcmp(ri.name, name))
            return ri.name_zh && *ri.name_zh ? ri.name_zh : name;
    for (uint32_t i = 0; swc_team_ruleset_get(&ri, i) == SWC_OK; i++)
        if (ri.name && !strcmp(ri.name, name))
            return ri.name_zh && *ri.name_zh ? ri.name_zh : name;
    return name;
}

int cli_event_whole_points(const swc_tournament *t)
{
    static const int keys[] = { SWC_SET_POINTS_WIN, SWC_SET_POINTS_DRAW_WHITE, SWC_SET_POINTS_DRAW_BLACK,
                                SWC_SET_POINTS_LOSS, SWC_SET_POINTS_PAB, SWC_SET_POINTS_HALF_BYE };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        int32_t v = 0;
        if (swc_tournament_get_int(&v, t, keys[i]) != SWC_OK || v % 10)
            return 0;
    }
    return 1;
}

const char *cli_points_shown(char *buf, const swc_tournament *t, int32_t tenths)
{
    /* Chinese sheets of a 2/1/0 event read "12", as arbiters write them. */
    if (lang_zh && tenths % 10 == 0 && cli_event_whole_points(t)) {
        snprintf(buf, 16, "%ld", (long)(tenths / 10));
        return buf;
    }
    return cli_points(buf, tenths);
}

const char *cli_result_shown(const swc_tournament *t, int32_t result)
{
    if (lang_zh && cli_event_is_xiangqi(t)) {
        switch (result) {
        case SWC_RESULT_WHITE_WIN: return cli_tr("red wins");
        case SWC_RESULT_BLACK_WIN: return cli_tr("black wins");
        case SWC_RESULT_DRAW: return cli_tr("draw");
        default: break;
        }
    }
    return cli_result_text(result);
}

/* ---- the library's messages ------------------------------------------------------------ */

enum { MAX_HOLES = 8 };

/* Match `s` against the printf format `fmt` (conversions %d %u %ld %lu %zu
 * %s and %.Ns only): 1 when it matches, with the text of each conversion
 * in holes[]. %s takes as little as it can. */
static int match(const char *fmt, const char *s, const char *start[], size_t len[], int n)
{
    while (*fmt && *fmt != '%') {
        if (*fmt++ != *s++)
            return 0;
    }
    if (!*fmt)
        return !*s;
    if (fmt[1] == '%')
        return *s == '%' && match(fmt + 2, s + 1, start, len, n);
    if (n >= MAX_HOLES)
        return 0;
    const char *conv = fmt + 1;
    while (*conv && strchr(".0123456789lzh", *conv))
        conv++;
    if (*conv == 's') {
        for (const char *e = s; ; e++) {
            start[n] = s;
            len[n] = (size_t)(e - s);
            if (match(conv + 1, e, start, len, n + 1))
                return 1;
            if (!*e)
                return 0;
        }
    }
    if (*conv != 'd' && *conv != 'u')
        return 0;
    const char *e = s + (*s == '-');
    while (*e >= '0' && *e <= '9')
        e++;
    if (e == s + (*s == '-'))
        return 0;
    start[n] = s;
    len[n] = (size_t)(e - s);
    return match(conv + 1, e, start, len, n + 1);
}

/* Nesting of messages inside messages ("round 3: <a reader's message>"). */
enum { MAX_DEPTH = 3 };

static const char *tr_message(char *buf, size_t cap, const char *msg, int depth)
{
    for (size_t i = 0; cli_library_zh[i].en; i++) {
        const char *start[MAX_HOLES];
        size_t len[MAX_HOLES];
        if (!match(cli_library_zh[i].en, msg, start, len, 0))
            continue;
        /* The Chinese text takes the holes in the same order; a text hole
         * may itself be a message of the table. */
        size_t at = 0;
        int k = 0;
        for (const char *z = cli_library_zh[i].zh; *z && at + 1 < cap;) {
            if (*z != '%') {
                buf[at++] = *z++;
                continue;
            }
            z++;
            if (*z == '%') {
                buf[at++] = *z++;
                continue;
            }
            while (*z && strchr(".0123456789lzh", *z))
                z++;
            int text = *z == 's';
            if (*z)
                z++;
            const char *hole = k < MAX_HOLES ? start[k] : "";
            size_t n = k < MAX_HOLES ? len[k] : 0;
            char sub[600], inner[600];
            if (text && depth + 1 < MAX_DEPTH && n > 0 && n < sizeof sub) {
                memcpy(sub, hole, n);
                sub[n] = '\0';
                const char *t = tr_message(inner, sizeof inner, sub, depth + 1);
                if (t != sub) {
                    hole = t;
                    n = strlen(t);
                }
            }
            if (n > cap - 1 - at)
                n = cap - 1 - at;
            memcpy(buf + at, hole, n);
            at += n;
            k++;
        }
        buf[at] = '\0';
        return buf;
    }
    return msg;
}

const char *cli_tr_message(char *buf, size_t cap, const char *msg)
{
    if (!lang_zh || !msg || !cap)
        return msg;
    return tr_message(buf, cap, msg, 0);
}
