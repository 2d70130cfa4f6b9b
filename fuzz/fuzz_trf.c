/*
 * Fuzz target: the TRF reader.
 *
 * Any input must be either refused with an error code, a message and no
 * tournament, or loaded into a tournament that keeps the model's
 * invariants. A loaded tournament must survive a round trip: its TRF-2026
 * export reads back, and the copy exports to the same text. Small
 * tournaments whose last round is complete are also paired once more, and
 * the new round is checked against the pairing rules. The warnings of a
 * read must be well formed, and the same bytes read in each explicit
 * encoding must be refused or loaded as cleanly.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Warnings: at most the limit, each "line:column: reason" and terminated. */
static void check_warnings(const swc_tournament *t)
{
    size_t n = swc_tournament_warning_count(t);
    FZ_ASSERT(n <= SWC_TRF_MAX_WARNINGS, "%zu warnings", n);
    for (size_t i = 0; i < n; i++) {
        swc_trf_warning w = SWC_TRF_WARNING_INIT;
        FZ_ASSERT(swc_tournament_warning(&w, t, i) == SWC_OK, "warning %zu cannot be read", i);
        FZ_ASSERT(memchr(w.message, '\0', sizeof w.message) != NULL, "warning not terminated");
        char prefix[32];
        snprintf(prefix, sizeof prefix, "%u:%u: ", (unsigned)w.line, (unsigned)w.column);
        FZ_ASSERT(strncmp(w.message, prefix, strlen(prefix)) == 0 && strlen(w.message) > strlen(prefix) + 5,
                  "warning \"%s\" does not start with its position", w.message);
    }
    swc_trf_warning w = SWC_TRF_WARNING_INIT;
    FZ_ASSERT(swc_tournament_warning(&w, t, n) == SWC_ERANGE, "warning past the end");
}

/* The bytes read in an explicit encoding: refused cleanly or a sound
 * tournament. */
static void read_as(const uint8_t *data, size_t size, int32_t encoding)
{
    swc_tournament *t = (swc_tournament *)data;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    ro.encoding = encoding;
    ro.flags = SWC_TRF_TRUST_RESULTS;
    int rc = swc_trf_read(&t, (const char *)data, size, &ro, &err);
    if (rc != SWC_OK) {
        FZ_ASSERT(rc < 0 && rc >= -12 && t == NULL && err.message[0], "encoding %d: bad failure %d", encoding, rc);
        return;
    }
    fz_check_tournament(t);
    check_warnings(t);
    swc_tournament_free(t);
}

static void round_trip(swc_tournament *t)
{
    size_t len = 0;
    char *text = fz_trf(t, &len);
    if (!text)
        return; /* e.g. dual-board events: no TRF form yet */
    swc_tournament *copy = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(&copy, text, len, NULL, &err);
    FZ_ASSERT(rc == SWC_OK, "the reader refuses the writer's output (%d: %s):\n%s", rc, err.message, text);
    size_t len2 = 0;
    char *again = fz_trf(copy, &len2);
    FZ_ASSERT(again, "the copy cannot be written: %s", swc_tournament_errmsg(copy));
    FZ_ASSERT(len == len2 && memcmp(text, again, len) == 0,
              "export, read, export changes the text:\n%s\n----\n%s", text, again);
    /* What was read is kept: ids (XPA ID), players, rounds, settings. */
    char *sa = fz_snapshot(t), *sb = fz_snapshot(copy);
    FZ_ASSERT(strcmp(sa, sb) == 0, "TRF write, read changes what the API sees:\n%s\n----\n%s\n----\n%s", sa, sb, text);
    free(sa);
    free(sb);
    fz_check_tournament(copy);
    free(again);
    free(text);
    swc_tournament_free(copy);

    /* The older format must at least be writable when the new one is. */
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_16;
    wo.eol = SWC_TRF_EOL_CR;
    size_t need = 0;
    rc = swc_trf_write(&need, NULL, 0, t, &wo);
    FZ_ASSERT(rc == SWC_EBUFSIZE || rc == SWC_ELIMIT || rc == SWC_EUNSUPPORTED, "TRF16 size query: %d", rc);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    swc_tournament *t = (swc_tournament *)data; /* must be overwritten */
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    int rc = swc_trf_read(&t, (const char *)data, size, &ro, &err);
    if (rc == SWC_EINCONSISTENT) {
        FZ_ASSERT(t == NULL, "failed read returned a tournament");
        err = (swc_trf_error)SWC_TRF_ERROR_INIT;
        ro.flags = SWC_TRF_TRUST_RESULTS;
        rc = swc_trf_read(&t, (const char *)data, size, &ro, &err);
    }
    for (int32_t enc = SWC_TRF_ENCODING_UTF8; enc <= SWC_TRF_ENCODING_GBK; enc++)
        read_as(data, size, enc);
    if (rc != SWC_OK) {
        FZ_ASSERT(rc < 0 && rc >= -12, "unexpected status %d", rc);
        FZ_ASSERT(t == NULL, "failed read returned a tournament");
        FZ_ASSERT(err.message[0] != '\0', "failed read without a message (%d)", rc);
        FZ_ASSERT(memchr(err.message, '\0', sizeof err.message) != NULL, "message not terminated");
        return 0;
    }
    FZ_ASSERT(t != NULL, "successful read without a tournament");
    fz_check_tournament(t);
    check_warnings(t);
    round_trip(t);

    /* Pair one more round when that is cheap enough for a fuzzer. */
    uint32_t nr = swc_tournament_round_count(t);
    if (swc_tournament_player_count(t) <= 40) {
        char *before = fz_snapshot(t);
        swc_round *r = NULL;
        rc = swc_tournament_pair_next(&r, t);
        if (rc == SWC_OK) {
            FZ_ASSERT(r && swc_tournament_round_count(t) == nr + 1, "pairing made no round");
            fz_check_tournament(t);
            fz_check_engine_round(t, nr + 1);
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
