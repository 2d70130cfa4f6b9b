/*
 * The public API at its edges: NULL and foreign handles, unknown ids,
 * boards that do not exist, rounds out of order, bad settings. Every
 * refused call must leave the tournament exactly as it was: the tests
 * compare a full snapshot of what the API can observe before and after.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

/* Everything observable through the public API, as text. */
static char *snapshot(const swc_tournament *t)
{
    size_t cap = 1 << 16, len = 0;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
#define PUT(...)                                                                        \
    do {                                                                                \
        int n_ = snprintf(s + len, cap - len, __VA_ARGS__);                             \
        ck_assert(n_ >= 0 && (size_t)n_ < cap - len);                                   \
        len += (size_t)n_;                                                              \
    } while (0)
    for (int key = SWC_SET_ROUNDS; key <= SWC_SET_TPN_ORDER; key++) {
        int32_t v = -1;
        ck_assert_int_eq(swc_tournament_get_int(&v, t, key), SWC_OK);
        PUT("s%d=%d ", key, (int)v);
    }
    for (int key = SWC_TEXT_NAME; key <= SWC_TEXT_SECTION_GROUP; key++) {
        const char *v = NULL;
        ck_assert_int_eq(swc_tournament_get_string(&v, t, key), SWC_OK);
        PUT("t%d=%s ", key, v);
    }
    uint32_t np = swc_tournament_player_count(t), nr = swc_tournament_round_count(t);
    PUT("\nplayers=%u rounds=%u\n", np, nr);
    for (uint32_t tpn = 1; tpn <= np; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        ck_assert_int_eq(swc_player_get_info(&in, p), SWC_OK);
        PUT("%u:%u %s %d %u %s %s %s %d %s %s %s|", tpn, swc_player_id(p), in.name, (int)in.rating, in.flags,
            in.title, in.federation, in.fide_id, (int)in.sex, in.birth_date, in.group, in.tags);
        for (uint32_t r = 1; r <= nr; r++) {
            swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
            ck_assert_int_eq(swc_player_round(&ri, p, r), SWC_OK);
            PUT(" %d/%u/%d/%u/%d/%d,%d", (int)ri.kind, ri.opponent, (int)ri.colour, ri.board, (int)ri.points,
                (int)ri.result[0], (int)ri.result[1]);
        }
        for (uint32_t r = 1; r <= 12; r++) {
            int32_t vp;
            ck_assert_int_eq(swc_player_get_virtual_points(&vp, p, r), SWC_OK);
            PUT(" v%d", (int)vp);
        }
        PUT("\n");
    }
    for (uint32_t r = 1; r <= nr; r++) {
        const swc_round *rd = swc_tournament_round(t, r);
        PUT("R%u:", swc_round_number(rd));
        for (uint32_t b = 1; b <= swc_round_board_count(rd); b++) {
            uint32_t w, bl;
            int32_t g1;
            ck_assert_int_eq(swc_round_board(&w, &bl, rd, b), SWC_OK);
            ck_assert_int_eq(swc_round_game_result(&g1, rd, b, 1), SWC_OK);
            PUT(" %u-%u=%d", w, bl, (int)g1);
        }
        for (uint32_t i = 0; i < swc_round_bye_count(rd); i++) {
            uint32_t id;
            int32_t kind;
            ck_assert_int_eq(swc_round_bye(&id, &kind, rd, i), SWC_OK);
            PUT(" %u:%d", id, (int)kind);
        }
        PUT("\n");
    }
    for (uint32_t a = 1; a <= np; a++)
        for (uint32_t b = a + 1; b <= np; b++)
            if (swc_tournament_is_forbidden(t, a, b))
                PUT("X%u-%u ", a, b);
#undef PUT
    return s;
}

static swc_tournament *two_rounds(void)
{
    swc_tournament *t = swc_test_tournament(5);
    ck_assert_ptr_nonnull(t);
    uint32_t w[] = { 1, 2 }, b[] = { 3, 4 }, bye[] = { 5 };
    int32_t k[] = { SWC_RK_PAB };
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w, b, 2, bye, k, 1), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    uint32_t w2[] = { 4, 5 }, b2[] = { 1, 2 }, bye2[] = { 3 };
    int32_t k2[] = { SWC_RK_HALF_BYE };
    ck_assert_int_eq(swc_round_create(&r, t, w2, b2, 2, bye2, k2, 1), SWC_OK);
    return t;
}

START_TEST(test_null_handles)
{
    ck_assert_int_eq(swc_tournament_new(NULL, NULL), SWC_EINVAL);
    swc_tournament_free(NULL);
    ck_assert_str_ne(swc_tournament_errmsg(NULL), "");
    ck_assert_int_eq(swc_tournament_set_int(NULL, SWC_SET_ROUNDS, 5), SWC_EINVAL);
    int32_t v;
    ck_assert_int_eq(swc_tournament_get_int(&v, NULL, SWC_SET_ROUNDS), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_set_string(NULL, SWC_TEXT_NAME, "x"), SWC_EINVAL);
    ck_assert_uint_eq(swc_tournament_player_count(NULL), 0);
    ck_assert_uint_eq(swc_tournament_round_count(NULL), 0);
    ck_assert_int_eq(swc_player_add(NULL, NULL, NULL), SWC_EINVAL);
    ck_assert_ptr_null(swc_tournament_player(NULL, 1));
    ck_assert_uint_eq(swc_player_id(NULL), 0);
    ck_assert_str_eq(swc_player_name(NULL), "");
    ck_assert_int_eq(swc_player_withdraw(NULL, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_player_request_bye(NULL, 1, SWC_RK_HALF_BYE), SWC_EINVAL);
    ck_assert_int_eq(swc_round_create(NULL, NULL, NULL, NULL, 0, NULL, NULL, 0), SWC_EINVAL);
    ck_assert_int_eq(swc_round_set_result(NULL, 1, SWC_RESULT_DRAW), SWC_EINVAL);
    ck_assert_uint_eq(swc_round_board_count(NULL), 0);
    ck_assert_int_eq(swc_round_is_complete(NULL), 0);
    ck_assert_int_eq(swc_tournament_delete_last_round(NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_forbid_pair(NULL, 1, 2), SWC_EINVAL);
}
END_TEST

START_TEST(test_foreign_handles)
{
    /* A player handle passed where a round is expected, and vice versa, is refused. */
    swc_tournament *t = two_rounds();
    swc_player *p = swc_tournament_player(t, 1);
    swc_round *r = swc_tournament_round(t, 1);
    ck_assert_int_eq(swc_round_set_result((swc_round *)(void *)p, 1, SWC_RESULT_DRAW), SWC_EINVAL);
    ck_assert_int_eq(swc_player_withdraw((swc_player *)(void *)r, 3), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_set_int((swc_tournament *)(void *)p, SWC_SET_ROUNDS, 5), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_options_struct_size)
{
    swc_tournament *t = NULL;
    swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
    o.struct_size = 2;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_EINVAL);
    ck_assert_ptr_null(t);
    o.struct_size = (uint32_t)sizeof o + 64; /* from a newer header than this library */
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_EINVAL);
    /* An older caller that knows only struct_size gets the defaults. */
    o.struct_size = (uint32_t)sizeof(uint32_t);
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
    swc_tournament_free(t);
    /* A half-set allocator is refused. */
    swc_allocator a = { NULL, NULL, NULL, NULL };
    a.malloc_fn = NULL;
    swc_test_alloc st = { 0, 0, 0, 0 };
    a = swc_test_allocator(&st);
    a.realloc_fn = NULL;
    o = (swc_tournament_options)SWC_TOURNAMENT_OPTIONS_INIT;
    o.allocator = &a;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_EINVAL);
}
END_TEST

START_TEST(test_settings_validation_changes_nothing)
{
    swc_tournament *t = two_rounds();
    char *before = snapshot(t);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 1), SWC_ESTATE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, SWC_MAX_ROUNDS + 1), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, -1), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_DRAW, SWC_MAX_POINTS + 1), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 3), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_ESTATE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_INITIAL_COLOUR, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, 99), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2020), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, 7), SWC_ERANGE);
    ck_assert_int_eq(swc_tournament_set_int(t, 9999, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_tournament_set_string(t, 0, "x"), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "bad \xFF utf8"), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "tab\there"), SWC_EINVAL);
    ck_assert_str_ne(swc_tournament_errmsg(t), "");
    char *after = snapshot(t);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    /* A success clears the message. */
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "象棋公开赛"), SWC_OK);
    ck_assert_str_eq(swc_tournament_errmsg(t), "");
    const char *name;
    ck_assert_int_eq(swc_tournament_get_string(&name, t, SWC_TEXT_NAME), SWC_OK);
    ck_assert_str_eq(name, "象棋公开赛");
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_round_misuse_changes_nothing)
{
    swc_tournament *t = two_rounds();
    char *before = snapshot(t);
    swc_round *r2 = swc_tournament_round(t, 2);
    /* Round 3 while round 2 has no results. */
    uint32_t w[] = { 1, 3 }, b[] = { 5, 4 }, bye[] = { 2 };
    int32_t k[] = { SWC_RK_PAB };
    ck_assert_int_eq(swc_round_create(NULL, t, w, b, 2, bye, k, 1), SWC_ESTATE);
    /* Results for boards and games that do not exist, bad codes. */
    ck_assert_int_eq(swc_round_set_result(r2, 0, SWC_RESULT_DRAW), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_round_set_result(r2, 3, SWC_RESULT_DRAW), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_round_set_game_result(r2, 1, 2, SWC_RESULT_DRAW), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_round_set_result(r2, 1, 42), SWC_EINVAL);
    ck_assert_int_eq(swc_round_set_result(r2, 1, -1), SWC_EINVAL);
    int32_t res;
    ck_assert_int_eq(swc_round_game_result(&res, r2, 9, 1), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_round_board(NULL, NULL, r2, 9), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_round_bye(NULL, NULL, r2, 9), SWC_ENOTFOUND);
    /* Round 1 is followed by round 2: played results may not become forfeits. */
    swc_round *r1 = swc_tournament_round(t, 1);
    ck_assert_int_eq(swc_round_set_result(r1, 1, SWC_RESULT_WHITE_FORFEIT_WIN), SWC_ESTATE);
    ck_assert_int_eq(swc_round_set_result(r1, 1, SWC_RESULT_NONE), SWC_ESTATE);
    ck_assert_ptr_null(swc_tournament_round(t, 3));
    ck_assert_ptr_null(swc_tournament_round(t, 0));
    char *after = snapshot(t);
    ck_assert_str_eq(before, after);
    free(after);
    /* A played result may be corrected to another played result. */
    ck_assert_int_eq(swc_round_set_result(r1, 1, SWC_RESULT_BLACK_WIN), SWC_OK);
    int32_t s;
    ck_assert_int_eq(swc_player_score(&s, swc_tournament_player(t, 3), 1), SWC_OK);
    ck_assert_int_eq(s, 10);
    free(before);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_round_create_rejects_bad_lists)
{
    swc_tournament *t = swc_test_tournament(5);
    char *before = snapshot(t);
    uint32_t pab[] = { 5 };
    int32_t kpab[] = { SWC_RK_PAB };
    /* player twice */
    uint32_t w1[] = { 1, 1 }, b1[] = { 2, 3 };
    ck_assert_int_eq(swc_round_create(NULL, t, w1, b1, 2, pab, kpab, 1), SWC_EINVAL);
    /* paired with himself */
    uint32_t w2[] = { 1, 3 }, b2[] = { 1, 4 };
    ck_assert_int_eq(swc_round_create(NULL, t, w2, b2, 2, pab, kpab, 1), SWC_EINVAL);
    /* unknown id */
    uint32_t w3[] = { 1, 3 }, b3[] = { 2, 77 };
    ck_assert_int_eq(swc_round_create(NULL, t, w3, b3, 2, pab, kpab, 1), SWC_ENOTFOUND);
    /* player 5 missing */
    uint32_t w4[] = { 1, 3 }, b4[] = { 2, 4 };
    ck_assert_int_eq(swc_round_create(NULL, t, w4, b4, 2, NULL, NULL, 0), SWC_EINVAL);
    /* bad bye kind, two PABs */
    int32_t kbad[] = { SWC_RK_PLAYED };
    ck_assert_int_eq(swc_round_create(NULL, t, w4, b4, 2, pab, kbad, 1), SWC_EINVAL);
    uint32_t w5[] = { 1 }, b5[] = { 2 }, two[] = { 3, 4, 5 };
    int32_t k2[] = { SWC_RK_PAB, SWC_RK_PAB, SWC_RK_ZERO_BYE };
    ck_assert_int_eq(swc_round_create(NULL, t, w5, b5, 1, two, k2, 3), SWC_EINVAL);
    /* NULL arrays with counts */
    ck_assert_int_eq(swc_round_create(NULL, t, NULL, b4, 2, pab, kpab, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_round_create(NULL, t, w4, b4, 2, NULL, kpab, 1), SWC_EINVAL);
    char *after = snapshot(t);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    ck_assert_uint_eq(swc_tournament_round_count(t), 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_requested_bye_is_applied)
{
    swc_tournament *t = swc_test_tournament(5);
    swc_player *p5 = swc_tournament_player(t, 5);
    ck_assert_int_eq(swc_player_request_bye(p5, 1, SWC_RK_HALF_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(p5, 1, SWC_RK_PAB), SWC_EINVAL);
    ck_assert_int_eq(swc_player_request_bye(p5, 0, SWC_RK_HALF_BYE), SWC_ERANGE);
    uint32_t w[] = { 1, 2 }, b[] = { 3, 4 };
    /* listing the player with a requested bye on a board is refused */
    uint32_t w2[] = { 1, 5 }, b2[] = { 3, 4 }, y2[] = { 2 };
    int32_t k2[] = { SWC_RK_ZERO_BYE };
    ck_assert_int_eq(swc_round_create(NULL, t, w2, b2, 2, y2, k2, 1), SWC_ESTATE);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_round_create(&r, t, w, b, 2, NULL, NULL, 0), SWC_OK);
    uint32_t id;
    int32_t kind;
    ck_assert_uint_eq(swc_round_bye_count(r), 1);
    ck_assert_int_eq(swc_round_bye(&id, &kind, r, 0), SWC_OK);
    ck_assert_uint_eq(id, 5);
    ck_assert_int_eq(kind, SWC_RK_HALF_BYE);
    int32_t s;
    ck_assert_int_eq(swc_player_score(&s, p5, 1), SWC_OK);
    ck_assert_int_eq(s, 5);
    /* requests for existing rounds are refused */
    ck_assert_int_eq(swc_player_request_bye(p5, 1, SWC_RK_ZERO_BYE), SWC_ESTATE);
    swc_tournament_free(t);
}
END_TEST

/* What was entered about a player can be read back: requests, withdrawal, entry. */
START_TEST(test_status_getters)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_player *p2 = swc_tournament_player(t, 2), *p3 = swc_tournament_player(t, 3);
    int32_t kind = -1;
    uint32_t v = 99;
    ck_assert_int_eq(swc_player_get_bye_request(&kind, p2, 3), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_NONE);
    ck_assert_int_eq(swc_player_request_bye(p2, 3, SWC_RK_HALF_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_get_bye_request(&kind, p2, 3), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_HALF_BYE);
    ck_assert_int_eq(swc_player_get_bye_request(&kind, p2, 1000), SWC_OK);
    ck_assert_int_eq(kind, SWC_RK_NONE);
    ck_assert_int_eq(swc_player_get_withdrawal(&v, p3), SWC_OK);
    ck_assert_uint_eq(v, 0);
    ck_assert_int_eq(swc_player_withdraw(p3, 4), SWC_OK);
    ck_assert_int_eq(swc_player_get_withdrawal(&v, p3), SWC_OK);
    ck_assert_uint_eq(v, 4);
    ck_assert_int_eq(swc_player_get_entry_round(&v, p3), SWC_OK);
    ck_assert_uint_eq(v, 1);
    ck_assert_int_eq(swc_player_set_entry_round(p2, 2), SWC_OK);
    ck_assert_int_eq(swc_player_get_entry_round(&v, p2), SWC_OK);
    ck_assert_uint_eq(v, 2);
    ck_assert_int_eq(swc_player_get_withdrawal(NULL, p3), SWC_EINVAL);
    ck_assert_int_eq(swc_player_get_entry_round(&v, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_player_get_bye_request(NULL, p2, 1), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_delete_last_round)
{
    swc_tournament *t = swc_test_tournament(5);
    char *empty = snapshot(t);
    uint32_t w[] = { 1, 2 }, b[] = { 3, 4 }, bye[] = { 5 };
    int32_t k[] = { SWC_RK_PAB };
    ck_assert_int_eq(swc_round_create(NULL, t, w, b, 2, bye, k, 1), SWC_OK);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_OK);
    char *after = snapshot(t);
    ck_assert_str_eq(empty, after);
    ck_assert_int_eq(swc_tournament_delete_last_round(t), SWC_ESTATE);
    free(empty);
    free(after);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_player_misuse)
{
    swc_tournament *t = two_rounds();
    char *before = snapshot(t);
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_EINVAL);  /* no name */
    info.name = "";
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_EINVAL);
    info.name = "Bad\xC3";
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_EINVAL);
    info.name = "Ok";
    info.rating = 10000;
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_ERANGE);
    info.rating = -5;
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_ERANGE);
    info.rating = 2000;
    info.fide_id = "12ab";
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_EINVAL);
    info.fide_id = NULL;
    info.sex = 'x';
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_EINVAL);
    info.sex = 0;
    char longname[300];
    memset(longname, 'a', sizeof longname - 1);
    longname[sizeof longname - 1] = '\0';
    info.name = longname;
    ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_ELIMIT);
    ck_assert_int_eq(swc_player_add(NULL, t, NULL), SWC_EINVAL);
    ck_assert_ptr_null(swc_tournament_player(t, 0));
    ck_assert_ptr_null(swc_tournament_player(t, 99));
    ck_assert_ptr_null(swc_tournament_player_by_tpn(t, 0));
    ck_assert_ptr_null(swc_tournament_player_by_tpn(t, 6));
    swc_player *p1 = swc_tournament_player(t, 1);
    ck_assert_int_eq(swc_player_withdraw(p1, 2), SWC_ESTATE);  /* has a game in round 2 */
    ck_assert_int_eq(swc_player_withdraw(p1, 0), SWC_ERANGE);
    ck_assert_int_eq(swc_player_set_entry_round(p1, 2), SWC_ESTATE);
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&ri, p1, 3), SWC_ENOTFOUND);
    int32_t s;
    ck_assert_int_eq(swc_player_score(&s, p1, 3), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 42), SWC_ENOTFOUND);
    ck_assert_int_eq(swc_player_set_virtual_points(p1, 0, 10), SWC_ERANGE);
    ck_assert_int_eq(swc_player_set_virtual_points(p1, 3, -10), SWC_ERANGE);
    /* rating change that would renumber TPNs after round 1 is refused */
    swc_player_info cur = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&cur, swc_tournament_player(t, 5)), SWC_OK);
    cur.rating = 2999;
    ck_assert_int_eq(swc_player_update(swc_tournament_player(t, 5), &cur), SWC_ESTATE);
    char *after = snapshot(t);
    ck_assert_str_eq(before, after);
    free(before);
    free(after);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_chinese_names_round_trip)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = "王天一";
    info.federation = "浙江";
    info.group = "大师冲刺组";
    info.tags = "女子,U1200";
    info.rating = 1650;
    info.flags = SWC_PLAYER_PROVISIONAL;
    info.sex = 'w';
    uint32_t id;
    ck_assert_int_eq(swc_player_add(&id, t, &info), SWC_OK);
    swc_player_info out = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&out, swc_tournament_player(t, id)), SWC_OK);
    ck_assert_str_eq(out.name, "王天一");
    ck_assert_str_eq(out.federation, "浙江");
    ck_assert_str_eq(out.group, "大师冲刺组");
    ck_assert_str_eq(out.tags, "女子,U1200");
    ck_assert_int_eq(out.rating, 1650);
    ck_assert_uint_eq(out.flags, SWC_PLAYER_PROVISIONAL);
    ck_assert_int_eq(out.sex, 'w');
    ck_assert_str_eq(out.title, "");
    ck_assert_str_eq(out.cn_title, "");
    swc_tournament_free(t);
}
END_TEST

/* The Chinese title beside the FIDE one, and conduct points (行为积分). */
START_TEST(test_cn_title_and_conduct)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = "李四";
    info.title = "FM";
    info.cn_title = "候补棋协大师";
    uint32_t id;
    ck_assert_int_eq(swc_player_add(&id, t, &info), SWC_OK);
    swc_player *p = swc_tournament_player(t, id);
    swc_player_info out = SWC_PLAYER_INFO_INIT;
    ck_assert_int_eq(swc_player_get_info(&out, p), SWC_OK);
    ck_assert_str_eq(out.title, "FM");
    ck_assert_str_eq(out.cn_title, "候补棋协大师");

    /* An older caller's struct (without cn_title) reads the fields it has. */
    swc_player_info old = SWC_PLAYER_INFO_INIT;
    old.struct_size = (uint32_t)offsetof(swc_player_info, cn_title);
    old.cn_title = "untouched";
    ck_assert_int_eq(swc_player_get_info(&old, p), SWC_OK);
    ck_assert_str_eq(old.cn_title, "untouched");
    ck_assert_str_eq(old.name, "李四");

    /* Too long a title is refused and changes nothing. */
    char longtitle[80];
    memset(longtitle, 'x', sizeof longtitle - 1);
    longtitle[sizeof longtitle - 1] = 0;
    info.cn_title = longtitle;
    ck_assert_int_eq(swc_player_update(p, &info), SWC_ELIMIT);
    ck_assert_int_eq(swc_player_get_info(&out, p), SWC_OK);
    ck_assert_str_eq(out.cn_title, "候补棋协大师");

    int32_t c = 7;
    ck_assert_int_eq(swc_player_get_conduct(&c, p), SWC_OK);
    ck_assert_int_eq(c, 0);
    ck_assert_int_eq(swc_player_set_conduct(p, -3), SWC_OK);
    ck_assert_int_eq(swc_player_get_conduct(&c, p), SWC_OK);
    ck_assert_int_eq(c, -3);
    ck_assert_int_eq(swc_player_set_conduct(p, 10000), SWC_ERANGE);
    ck_assert_int_eq(swc_player_set_conduct(p, -10000), SWC_ERANGE);
    ck_assert_int_eq(swc_player_get_conduct(&c, p), SWC_OK);
    ck_assert_int_eq(c, -3);
    ck_assert_int_eq(swc_player_set_conduct(NULL, 1), SWC_EINVAL);
    ck_assert_int_eq(swc_player_get_conduct(NULL, p), SWC_EINVAL);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_forbidden_pairs)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 3, 1), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 3), SWC_OK); /* idempotent */
    ck_assert(swc_tournament_is_forbidden(t, 1, 3));
    ck_assert(swc_tournament_is_forbidden(t, 3, 1));
    ck_assert(!swc_tournament_is_forbidden(t, 1, 2));
    ck_assert(!swc_tournament_is_forbidden(t, 1, 99));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_oom_sweep_add_player_and_round)
{
    /* Every allocation of these calls may fail; each failure is reported
     * and leaves the tournament as it was, and nothing leaks. */
    for (long n = 1; n < 200; n++) {
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
        o.allocator = &a;
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
        for (int i = 0; i < 4; i++) {
            char name[8];
            snprintf(name, sizeof name, "P%d", i);
            swc_player_info info = SWC_PLAYER_INFO_INIT;
            info.name = name;
            info.rating = 2000 - i;
            ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_OK);
        }
        uint32_t w[] = { 1, 2 }, b[] = { 3, 4 };
        char *before = snapshot(t);
        st.fail_at = st.calls + n;
        int rc = swc_round_create(NULL, t, w, b, 2, NULL, NULL, 0);
        if (rc == SWC_OK) {
            swc_player_info late = SWC_PLAYER_INFO_INIT;
            late.name = "Late";
            free(before);
            before = snapshot(t);
            rc = swc_player_add(NULL, t, &late);
        }
        st.fail_at = 0;
        if (rc != SWC_OK) {
            ck_assert_int_eq(rc, SWC_ENOMEM);
            char *after = snapshot(t);
            ck_assert_str_eq(before, after);
            free(after);
        }
        free(before);
        swc_tournament_free(t);
        ck_assert_int_eq(st.live_blocks, 0);
        ck_assert_int_eq(st.live_bytes, 0);
        if (rc == SWC_OK)
            break;
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("api");
    TCase *tc = tcase_create("api");
    tcase_add_test(tc, test_null_handles);
    tcase_add_test(tc, test_foreign_handles);
    tcase_add_test(tc, test_options_struct_size);
    tcase_add_test(tc, test_settings_validation_changes_nothing);
    tcase_add_test(tc, test_round_misuse_changes_nothing);
    tcase_add_test(tc, test_round_create_rejects_bad_lists);
    tcase_add_test(tc, test_requested_bye_is_applied);
    tcase_add_test(tc, test_status_getters);
    tcase_add_test(tc, test_delete_last_round);
    tcase_add_test(tc, test_player_misuse);
    tcase_add_test(tc, test_chinese_names_round_trip);
    tcase_add_test(tc, test_cn_title_and_conduct);
    tcase_add_test(tc, test_forbidden_pairs);
    tcase_add_test(tc, test_oom_sweep_add_player_and_round);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
