/* The small team event the line-up and forfeit tests change (team-league.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/swisscore.h>

#include "team-league.h"
#include "testutil.h"

/* Four teams of three (ids 3k+1..3k+3), two boards WB; round 1: 1-2, 3-4;
 * board 3 (match 2, board 1) won by white. */
swc_tournament *league(const swc_allocator *a)
{
    swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
    o.allocator = a;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 2), SWC_OK);
    for (uint32_t k = 0; k < 4; k++) {
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        char name[16];
        snprintf(name, sizeof name, "T%u", (unsigned)k + 1);
        ti.name = name;
        uint32_t n = 0, ids[3];
        ck_assert_int_eq(swc_team_add(&n, t, &ti), SWC_OK);
        for (int b = 0; b < 3; b++) {
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            char pn[16];
            snprintf(pn, sizeof pn, "P%u", (unsigned)(3 * k + (uint32_t)b + 1));
            pi.name = pn;
            pi.rating = 2000 - 10 * (int32_t)(3 * k + (uint32_t)b);
            ck_assert_int_eq(swc_player_add(&ids[b], t, &pi), SWC_OK);
        }
        ck_assert_int_eq(swc_team_set_members(t, n, ids, 3), SWC_OK);
    }
    swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
    m[0].white = 1, m[0].black = 2, m[1].white = 3, m[1].black = 4;
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, 2), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 3, SWC_RESULT_WHITE_WIN), SWC_OK);
    return t;
}

char *doc_of(swc_tournament *t)
{
    size_t len = 0;
    ck_assert_int_eq(swc_json_write(&len, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *s = malloc(len + 1);
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(swc_json_write(&len, s, len + 1, t, NULL), SWC_OK);
    return s;
}

swc_tournament *read_back(swc_tournament *t, int how, const char *line)
{
    swc_tournament *u = NULL;
    if (how == 2) {
        char *doc = doc_of(t);
        swc_json_error je = SWC_JSON_ERROR_INIT;
        ck_assert_msg(swc_json_read(&u, doc, strlen(doc), NULL, &je) == SWC_OK, "%s", je.message);
        free(doc);
        return u;
    }
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = how ? SWC_TRF_16 : SWC_TRF_2026;
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(swc_trf_write(&len, buf, len + 1, t, &wo), SWC_OK);
    if (line)
        ck_assert_msg(strstr(buf, line) != NULL, "the TRF text has no \"%s\"", line);
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, buf, len, NULL, &err) == SWC_OK, "%s", err.message);
    free(buf);
    return u;
}

long oom_sweep(const oom_case *c)
{
    long n;
    for (n = 1; n < 5000; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament *t = c->make(&a, c->ctx);
        char *before = doc_of(t);
        st.fail_at = st.calls + n;
        int rc = c->change(t, c->ctx);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            if (c->check)
                c->check(t, c->ctx);
        } else {
            ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld failing returned %d (%s)", n, rc,
                          swc_tournament_errmsg(t));
            if (c->tidy)
                c->tidy(t, c->ctx);
            char *after = doc_of(t);
            ck_assert_msg(strcmp(before, after) == 0, "allocation %ld failing changed the event", n);
            free(after);
        }
        free(before);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
        if (rc == SWC_OK)
            break;
    }
    ck_assert(n > 1 && n < 5000);
    return n;
}
