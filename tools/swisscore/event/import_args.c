/* The arguments of the sign-up imports, `player import` and `team import`:
 * one list, its encoding, whether repeated players are allowed. One parser
 * so both commands accept the same spellings and say the same things. */
#include <stdio.h>
#include <string.h>

#include "../cli.h"

int cli_encoding_name(int *out, const char *name)
{
    if (!strcmp(name, "auto"))
        *out = CLI_ENC_AUTO;
    else if (!strcmp(name, "utf-8") || !strcmp(name, "utf8"))
        *out = CLI_ENC_UTF8;
    else if (!strcmp(name, "gbk") || !strcmp(name, "gb18030") || !strcmp(name, "gb2312"))
        *out = CLI_ENC_GBK;
    else
        return -1;
    return 0;
}

int cli_import_args_parse(cli_import_args *out, int argc, char **argv, const char *cmd, const char *missing)
{
    enum { OPT_ENCODING = 1, OPT_DUPLICATES };
    static const cli_option options[] = {
        { "encoding", 0, 1, OPT_ENCODING },
        { "allow-duplicates", 0, 0, OPT_DUPLICATES },
        { NULL, 0, 0, 0 },
    };
    char name[64];
    snprintf(name, sizeof name, "%s import", cmd);
    *out = (cli_import_args){ NULL, CLI_ENC_AUTO, 0, 0 };
    cli_parser p;
    const char *value;
    int id;
    cli_parser_init(&p, argc, argv, name);
    while ((id = cli_next(&p, options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            out->help = 1;
            return CLI_OK;
        case OPT_ENCODING:
            if (cli_encoding_name(&out->encoding, value))
                return cli_usage_error(cmd, "unknown encoding '%s' (auto, utf-8 or gbk)", value);
            break;
        case OPT_DUPLICATES:
            out->allow_duplicates = 1;
            break;
        case CLI_ARG_POSITIONAL:
            if (out->list)
                return cli_usage_error(cmd, "one list at a time, please");
            out->list = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!out->list)
        return cli_usage_error(cmd, "%s", cli_tr(missing)); /* each command's own message, translated */
    return CLI_OK;
}
