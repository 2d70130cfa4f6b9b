/*
 * JSON event files: the document of <swisscore/json.h>, read and written
 * for the event layer (event.c).
 */
#include "cli.h"

#include <stdlib.h>

int cli_json_parse(swc_tournament **out, const char *text, size_t len, const char *path)
{
    swc_json_error err = SWC_JSON_ERROR_INIT;
    *out = NULL;
    int rc = swc_json_read(out, text, len, NULL, &err);
    if (rc != SWC_OK)
        return cli_report_json_error(path, rc, &err);
    return CLI_OK;
}
