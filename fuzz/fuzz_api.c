/*
 * Fuzz target: sequences of public API calls decoded from the input by the
 * generator of gen.h. After each call the model's invariants are checked; a
 * refused call must leave the tournament exactly as it was, and every round
 * the engine pairs must keep the pairing rules.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "gen.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz_gen g;
    if (fz_gen_start(&g, data, size) != 0)
        return 0;
    fz_check_tournament(g.t);
    while (fz_gen_more(&g)) {
        char *before = fz_snapshot(g.t);
        fz_call c;
        fz_gen_next(&g, &c);
        if (c.rc != SWC_OK) {
            char *after = fz_snapshot(g.t);
            FZ_ASSERT(strcmp(before, after) == 0,
                      "step %d: refused call %u (%d: %s) changed the tournament:\n%s\n----\n%s", g.step - 1, c.op,
                      c.rc, swc_tournament_errmsg(g.t), before, after);
            free(after);
        }
        free(before);
        fz_check_tournament(g.t);
        if (c.engine && c.rc == SWC_OK) {
            FZ_ASSERT(swc_tournament_round_count(g.t) == c.rounds_before + 1, "pairing made no round");
            fz_check_engine_round(g.t, c.rounds_before + 1);
        }
    }
    fz_gen_end(&g);
    return 0;
}
