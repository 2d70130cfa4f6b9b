/* The lossless-file property (see roundtrip.h). */
#include "roundtrip.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/gen.h"
#include "observable.h"

/* A history of API calls from bytes; NULL when none could start. */
static swc_tournament *history(const uint8_t *bytes, size_t n)
{
    fz_gen g;
    if (fz_gen_start(&g, bytes, n) != 0)
        return NULL;
    while (fz_gen_more(&g)) {
        fz_call c;
        fz_gen_next(&g, &c);
    }
    return g.t;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int broke(char *why, size_t cap, const char *text, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, cap, fmt, ap);
    va_end(ap);
    if (text) {
        size_t k = strlen(why);
        snprintf(why + k, cap - k, "\n---- file ----\n%s", text);
    }
    return 0;
}

int rt_check(const rt_format *f, const uint8_t *bytes, size_t n, uint32_t future, rt_stats *st, char *why, size_t cap)
{
    swc_tournament *t = history(bytes, n), *u = NULL;
    if (!t)
        return broke(why, cap, NULL, "%s", "no tournament");
    char *text = NULL, *again = NULL, detail[1024];
    size_t len = 0, len2 = 0;
    int ok = 1, rc = f->write(&text, &len, t, f->ctx);
    if (rc == SWC_ELIMIT) {
        st->unwritable++;
        snprintf(st->last_unwritable, sizeof st->last_unwritable, "%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    if (rc != SWC_OK) {
        snprintf(detail, sizeof detail, "%d: %s", rc, swc_tournament_errmsg(t));
        ok = broke(why, cap, NULL, "the writer fails (%s)", detail);
    }
    if (ok && (rc = f->read(&u, text, len, f->ctx, detail, sizeof detail)) != SWC_OK)
        ok = broke(why, cap, text, "the reader refuses the writer's file: %s", detail);
    if (ok && !obs_equal(t, u, detail, sizeof detail))
        ok = broke(why, cap, text, "read back, the tournament differs: %s", detail);
    if (ok && (rc = f->write(&again, &len2, u, f->ctx)) != SWC_OK)
        ok = broke(why, cap, text, "%s", "writing what was read fails");
    if (ok && (len != len2 || memcmp(text, again, len) != 0)) {
        size_t i = 0;
        while (i < len && i < len2 && text[i] == again[i])
            i++;
        snprintf(detail, sizeof detail, "at byte %zu; second text:\n%s", i, again);
        ok = broke(why, cap, text, "write, read, write changes the text %s", detail);
    }
    if (ok) {
        st->histories++;
        st->rounds += swc_tournament_round_count(t);
        st->players += swc_tournament_player_count(t);
        st->journal += swc_journal_count(t);
    }
    if (ok && future && !obs_equal_future(t, u, future, detail, sizeof detail))
        ok = broke(why, cap, text, "the next rounds differ: %s", detail);
    free(text);
    free(again);
    swc_tournament_free(t);
    swc_tournament_free(u);
    return ok;
}
