/*
 * JSON event files: the document of <swisscore/json.h>, read and written
 * for the event layer (event.c).
 */
#include "cli.h"

int cli_json_serialise(char **out, size_t *out_len, swc_tournament *t, const char *path)
{
    (void)t;
    *out = NULL;
    *out_len = 0;
    cli_error("%s: this build cannot write JSON event files; use a .trf event", path);
    return CLI_EUSAGE;
}

int cli_json_parse(swc_tournament **out, const char *text, size_t len, const char *path)
{
    (void)text;
    (void)len;
    *out = NULL;
    cli_error("%s: this build cannot read JSON event files; use a .trf event", path);
    return CLI_EUSAGE;
}
