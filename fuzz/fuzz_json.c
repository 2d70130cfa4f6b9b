/*
 * Fuzz target: the JSON reader.
 *
 * Any input must be either refused with an error code, a message (with a
 * path, or a line and column for text that is not JSON) and no tournament,
 * or loaded into a tournament that keeps the model's invariants. A loaded
 * tournament must survive a round trip: its JSON reads back into a
 * tournament every public call sees alike, which writes the same text.
 * Small tournaments whose last round is complete are also paired once more,
 * and the new round is checked against the pairing rules.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"

static char *json_of(swc_tournament *t, int indent, size_t *len)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = indent;
    size_t need = 0;
    int rc = swc_json_write(&need, NULL, 0, t, &wo);
    FZ_ASSERT(rc == SWC_EBUFSIZE, "JSON size query: %d (%s)", rc, swc_tournament_errmsg(t));
    char *buf = malloc(need + 1);
    FZ_ASSERT(buf, "out of memory");
    rc = swc_json_write(len, buf, need + 1, t, &wo);
    FZ_ASSERT(rc == SWC_OK && *len == need, "JSON write: %d (%s)", rc, swc_tournament_errmsg(t));
    return buf;
}

static void round_trip(swc_tournament *t)
{
    size_t len = 0, len2 = 0;
    char *text = json_of(t, (int)(swc_tournament_player_count(t) % 3), &len);
    swc_tournament *copy = NULL;
    swc_json_error err = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&copy, text, len, NULL, &err);
    FZ_ASSERT(rc == SWC_OK, "the reader refuses the writer's output (%d: %s):\n%s", rc, err.message, text);
    char *a = fz_snapshot(t), *b = fz_snapshot(copy);
    FZ_ASSERT(strcmp(a, b) == 0, "write, read changes what the API sees:\n%s\n----\n%s\n----\n%s", a, b, text);
    char *again = json_of(copy, (int)(swc_tournament_player_count(t) % 3), &len2);
    FZ_ASSERT(len == len2 && memcmp(text, again, len) == 0, "write, read, write changes the text:\n%s\n----\n%s",
              text, again);
    fz_check_tournament(copy);
    free(a);
    free(b);
    free(again);
    free(text);
    swc_tournament_free(copy);

    /* What JSON loads, TRF can at least be asked about. */
    size_t need = 0;
    rc = swc_trf_write(&need, NULL, 0, t, NULL);
    FZ_ASSERT(rc == SWC_EBUFSIZE || rc == SWC_ELIMIT || rc == SWC_EUNSUPPORTED, "TRF size query: %d", rc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    swc_tournament *t = (swc_tournament *)data; /* must be overwritten */
    swc_json_error err = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&t, (const char *)data, size, NULL, &err);
    if (rc != SWC_OK) {
        FZ_ASSERT(rc < 0 && rc >= -12, "unexpected status %d", rc);
        FZ_ASSERT(t == NULL, "failed read returned a tournament");
        FZ_ASSERT(err.message[0] != '\0', "failed read without a message (%d)", rc);
        FZ_ASSERT(memchr(err.message, '\0', sizeof err.message) != NULL, "message not terminated");
        FZ_ASSERT(memchr(err.path, '\0', sizeof err.path) != NULL, "path not terminated");
        FZ_ASSERT(err.line || err.path[0] || rc != SWC_EINCONSISTENT, "an inconsistency without a path: %s",
                  err.message);
        return 0;
    }
    FZ_ASSERT(t != NULL, "successful read without a tournament");
    fz_check_tournament(t);
    round_trip(t);

    uint32_t nr = swc_tournament_round_count(t);
    if (swc_tournament_player_count(t) <= 40) {
        char *before = fz_snapshot(t);
        swc_round *r = NULL;
        rc = swc_tournament_pair_next(&r, t);
        if (rc == SWC_OK) {
            FZ_ASSERT(r && swc_tournament_round_count(t) == nr + 1, "pairing made no round");
            fz_check_tournament(t);
            fz_check_engine_round(t, nr + 1);
            round_trip(t);
        } else {
            char *after = fz_snapshot(t);
            FZ_ASSERT(strcmp(before, after) == 0, "failed pairing (%d) changed the tournament", rc);
            free(after);
        }
        free(before);
    }
    swc_tournament_free(t);
    return 0;
}
