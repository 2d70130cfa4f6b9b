/*
 * JSON event files: the document of <swisscore/json.h>, read and written
 * for the event layer (event.c).
 */
#include "cli.h"

#include <stdlib.h>

int cli_json_serialise(char **out, size_t *out_len, swc_tournament *t, const char *path)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    size_t need = 0;
    *out = NULL;
    int rc = swc_json_write(&need, NULL, 0, t, &wo);
    if (rc != SWC_EBUFSIZE && rc != SWC_OK) {
        cli_error("%s: cannot write the event: %s", path, swc_tournament_errmsg(t));
        return cli_exit_for_status(rc);
    }
    char *buf = malloc(need + 1);
    if (!buf) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    rc = swc_json_write(out_len, buf, need + 1, t, &wo);
    if (rc != SWC_OK) {
        cli_error("%s: cannot write the event: %s", path, swc_tournament_errmsg(t));
        free(buf);
        return cli_exit_for_status(rc);
    }
    *out = buf;
    return CLI_OK;
}

int cli_json_parse(swc_tournament **out, const char *text, size_t len, const char *path)
{
    swc_json_error err = SWC_JSON_ERROR_INIT;
    *out = NULL;
    int rc = swc_json_read(out, text, len, NULL, &err);
    if (rc != SWC_OK)
        return cli_report_json_error(path, rc, &err);
    return CLI_OK;
}
