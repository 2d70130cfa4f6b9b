/*
 * The options of a C.04.6 team event: the 192 codes of the TRF-2026 table,
 * no colour preferences (1.7), the secondary score not used (4.2.2), and
 * the Baku acceleration of the teams (C.04.7).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "../lib/model/model.h"
#include "team-reference.h"
#include "testutil.h"

/* A round of matches first-named vs second (pairs[2i], pairs[2i+1]); res[]
 * gives per match and board the first-named team's game: 2 win, 1 draw, 0 loss. */
static void round_of(swc_tournament *t, const uint32_t *pairs, size_t nm, int boards, const int *res)
{
    swc_team_match_info m[16];
    for (size_t i = 0; i < nm; i++) {
        swc_team_match_info x = SWC_TEAM_MATCH_INFO_INIT;
        x.white = pairs[2 * i];
        x.black = pairs[2 * i + 1];
        m[i] = x;
    }
    swc_round *r = NULL;
    ck_assert_int_eq(swc_team_round_create(&r, t, m, nm), SWC_OK);
    uint32_t k = swc_tournament_round_count(t);
    const char *seq = swc_team_colours(t);
    for (size_t i = 0; i < nm; i++)
        for (int b = 0; b < boards; b++) {
            uint32_t bd = 0;
            ck_assert_int_eq(swc_team_board(&bd, t, k, pairs[2 * i], (uint32_t)b + 1), SWC_OK);
            int g = res[i * (size_t)boards + (size_t)b], white = seq[b] == 'W';
            int out = g == 1 ? SWC_RESULT_DRAW : (g == 2) == white ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN;
            ck_assert_int_eq(swc_round_set_result(r, bd, out), SWC_OK);
        }
}

/* Whether round k has the match a-b with a first-named. */
static int named(swc_tournament *t, uint32_t k, uint32_t a, uint32_t b)
{
    for (uint32_t i = 0; i < swc_team_match_count(t, k); i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        ck_assert_int_eq(swc_team_match_get(&m, t, k, i), SWC_OK);
        if (m.white == a && m.black == b)
            return 1;
    }
    return 0;
}

/* The TRF of t with its 192 line replaced by "192 code" (NULL: removed),
 * as another program would write it: without the library's XLF, which
 * would make the file's XST records the whole truth about the settings. */
static char *with_192(swc_tournament *t, const char *code, size_t *len)
{
    static char text[1 << 16];
    size_t n = 0;
    ck_assert_int_eq(swc_trf_write(&n, text, sizeof text, t, NULL), SWC_OK);
    char *out = malloc(n + 64);
    size_t m = 0;
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t k = end ? (size_t)(end - line) + 1 : strlen(line);
        if (strncmp(line, "192 ", 4) != 0 && strncmp(line, "XLF ", 4) != 0) {
            memcpy(out + m, line, k);
            m += k;
        }
        if (line == text && code)
            m += (size_t)sprintf(out + m, "192 %s\n", code);
        line += k;
    }
    out[m] = '\0';
    *len = m;
    return out;
}

static int32_t team_int(swc_tournament *t, int key)
{
    int32_t v = -1;
    ck_assert_int_eq(swc_team_get_int(&v, t, key), SWC_OK);
    return v;
}

START_TEST(test_team_code_table)
{
    /* Every team code of the TRF-2026 table: system, colour type, primary
     * score, secondary used, acceleration; written back as it was read. */
    static const struct {
        const char *code;
        int sys, ct, gp, nosec, baku;
    } codes[] = {
        { "FIDE_TEAM_TYPEA_MP_GP", 0, 0, 0, 0, 0 },      { "FIDE_TEAM_TYPEA_GP_MP", 0, 0, 1, 0, 0 },
        { "FIDE_TEAM_TYPEA_MP", 0, 0, 0, 1, 0 },         { "FIDE_TEAM_TYPEA_GP", 0, 0, 1, 1, 0 },
        { "FIDE_TEAM_TYPEB_MP_GP", 0, 1, 0, 0, 0 },      { "FIDE_TEAM_TYPEB_GP_MP", 0, 1, 1, 0, 0 },
        { "FIDE_TEAM_TYPEB_MP", 0, 1, 0, 1, 0 },         { "FIDE_TEAM_TYPEB_GP", 0, 1, 1, 1, 0 },
        { "FIDE_TEAM_MP_GP", 0, 2, 0, 0, 0 },            { "FIDE_TEAM_GP_MP", 0, 2, 1, 0, 0 },
        { "FIDE_TEAM_MP", 0, 2, 0, 1, 0 },               { "FIDE_TEAM_GP", 0, 2, 1, 1, 0 },
        { "FIDE_TEAM", 0, 0, 0, 0, 0 },                  { "FIDE_TEAM_TYPEA_MP_GP_BAKU", 0, 0, 0, 0, 1 },
        { "FIDE_TEAM_TYPEA_MP_BAKU", 0, 0, 0, 1, 1 },    { "FIDE_TEAM_TYPEB_MP_GP_BAKU", 0, 1, 0, 0, 1 },
        { "FIDE_TEAM_TYPEB_MP_BAKU", 0, 1, 0, 1, 1 },    { "FIDE_TEAM_MP_GP_BAKU", 0, 2, 0, 0, 1 },
        { "FIDE_TEAM_MP_BAKU", 0, 2, 0, 1, 1 },          { "FIDE_TEAM_BAKU", 0, 0, 0, 0, 1 },
        { "FIDE_TEAM_ROUNDROBIN", 1, 0, 0, 0, 0 },       { "FIDE_TEAM_DOUBLEROUNDROBIN", 1, 0, 0, 0, 0 },
    };
    for (size_t c = 0; c < sizeof codes / sizeof codes[0]; c++) {
        swc_tournament *t = event(6, 2, 5);
        size_t len = 0;
        char *text = with_192(t, codes[c].code, &len);
        swc_tournament *u = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s: %s", codes[c].code, err.message);
        ck_assert_msg(team_int(u, SWC_TEAM_SYSTEM) == codes[c].sys, "%s: system", codes[c].code);
        ck_assert_msg(team_int(u, SWC_TEAM_COLOUR_TYPE) == codes[c].ct, "%s: colour type %d", codes[c].code,
                      (int)team_int(u, SWC_TEAM_COLOUR_TYPE));
        ck_assert_msg(team_int(u, SWC_TEAM_SCORE_ORDER) == codes[c].gp, "%s: score order", codes[c].code);
        ck_assert_msg(team_int(u, SWC_TEAM_NO_SECONDARY) == codes[c].nosec, "%s: secondary", codes[c].code);
        int32_t acc = -1;
        ck_assert_int_eq(swc_tournament_get_int(&acc, u, SWC_SET_ACCELERATION), SWC_OK);
        ck_assert_msg(acc == (codes[c].baku ? SWC_ACCEL_BAKU : SWC_ACCEL_NONE), "%s: acceleration", codes[c].code);
        /* written again: the same 192 line */
        static char again[1 << 16];
        size_t n = 0;
        ck_assert_int_eq(swc_trf_write(&n, again, sizeof again, u, NULL), SWC_OK);
        char want[64];
        snprintf(want, sizeof want, "\n192 %s\n", codes[c].code);
        ck_assert_msg(strstr(again, want), "%s is written back", codes[c].code);
        free(text);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
    /* Not team codes: a warning, the defaults stay. */
    static const char *const bad[] = { "FIDE_TEAM_TYPEC_MP", "FIDE_TEAM_MP_MP", "FIDE_TEAM_GP_BAKU", "FIDE_TEAMX" };
    for (size_t c = 0; c < sizeof bad / sizeof bad[0]; c++) {
        swc_tournament *t = event(4, 1, 3);
        size_t len = 0;
        char *text = with_192(t, bad[c], &len);
        swc_tournament *u = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s: %s", bad[c], err.message);
        ck_assert_int_eq(team_int(u, SWC_TEAM_COLOUR_TYPE), 0);
        ck_assert_int_eq(team_int(u, SWC_TEAM_SCORE_ORDER), 0);
        ck_assert_int_gt(swc_tournament_warning_count(u), 0);
        free(text);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_no_colour_preferences)
{
    /* 8 teams, one board. After two rounds teams 1-4 have won twice; 1 and
     * 3 had White twice (type A: Black wanted), 2 and 4 one of each. Type A
     * avoids 1-3 ([C8]): 1-4, 2-3. Without preferences the first identifier
     * (1 2 3 4) stands: 1-3, 2-4. */
    static const uint32_t r1[] = { 1, 5, 3, 6, 7, 2, 4, 8 }, r2[] = { 1, 6, 3, 5, 2, 8, 7, 4 };
    static const int w1[] = { 2, 2, 0, 2 }, w2[] = { 2, 2, 2, 0 };
    for (int ct = 0; ct <= SWC_TEAM_COLOURS_NONE; ct += SWC_TEAM_COLOURS_NONE) {
        swc_tournament *t = event(8, 1, 5);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, ct), SWC_OK);
        round_of(t, r1, 4, 1, w1);
        round_of(t, r2, 4, 1, w2);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        if (ct == SWC_TEAM_COLOURS_A)
            ck_assert(meet(t, 3, 1, 4) && meet(t, 3, 2, 3));
        else
            ck_assert(meet(t, 3, 1, 3) && meet(t, 3, 2, 4));
        swc_tournament_free(t);
    }
    /* The same from the TRF code FIDE_TEAM_MP_GP. */
    swc_tournament *t = event(8, 1, 5);
    round_of(t, r1, 4, 1, w1);
    round_of(t, r2, 4, 1, w2);
    size_t len = 0;
    char *text = with_192(t, "FIDE_TEAM_MP_GP", &len);
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, u), SWC_OK);
    ck_assert(meet(u, 3, 1, 3) && meet(u, 3, 2, 4));
    ck_assert_int_eq(swc_team_set_int(u, SWC_TEAM_COLOUR_TYPE, 3), SWC_ERANGE);
    free(text);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_first_team_without_secondary)
{
    /* 4 teams, 2 boards. Teams 2 and 3 each won as first-named, then lost
     * as second-named (W B, no preference); both have 2 MP, team 3 more
     * game points (2.5 to 1.5). Round 3 can only be 1-4, 2-3; 4.3.5-4.3.7
     * do not decide and 4.3.8 gives the first-team White: team 3 when the
     * game points count (4.2.2), team 2 (smaller TPN) when they do not. */
    static const uint32_t r1[] = { 2, 1, 3, 4 }, r2[] = { 1, 3, 4, 2 };
    static const int g1[] = { 2, 1, 2, 2 }, g2[] = { 2, 1, 2, 2 };
    for (int nosec = 0; nosec < 2; nosec++) {
        swc_tournament *t = event(4, 2, 3);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_NO_SECONDARY, nosec), SWC_OK);
        round_of(t, r1, 2, 2, g1);
        round_of(t, r2, 2, 2, g2);
        int32_t mp2 = 0, gp2 = 0, mp3 = 0, gp3 = 0;
        ck_assert_int_eq(swc_team_score(&mp2, &gp2, t, 2, 2), SWC_OK);
        ck_assert_int_eq(swc_team_score(&mp3, &gp3, t, 3, 2), SWC_OK);
        ck_assert(mp2 == 20 && mp3 == 20 && gp2 == 15 && gp3 == 25);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        ck_assert(nosec ? named(t, 3, 2, 3) : named(t, 3, 3, 2));
        swc_tournament_free(t);
    }
}
END_TEST

/* Every board of a round: White wins, every third drawn. */
static void play_round(swc_round *r)
{
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, b % 3 == 0 ? SWC_RESULT_DRAW : SWC_RESULT_WHITE_WIN), SWC_OK);
}

static void same_round(swc_tournament *a, swc_tournament *b, uint32_t k)
{
    ck_assert_uint_eq(swc_team_match_count(a, k), swc_team_match_count(b, k));
    for (uint32_t i = 0; i < swc_team_match_count(a, k); i++) {
        swc_team_match_info x = SWC_TEAM_MATCH_INFO_INIT, y = SWC_TEAM_MATCH_INFO_INIT;
        ck_assert_int_eq(swc_team_match_get(&x, a, k, i), SWC_OK);
        ck_assert_int_eq(swc_team_match_get(&y, b, k, i), SWC_OK);
        ck_assert_msg(x.white == y.white && x.black == y.black, "round %u match %u: %u-%u vs %u-%u", k, i, x.white,
                      x.black, y.white, y.black);
    }
}

START_TEST(test_baku_team_records)
{
    /* 16 teams, 7 rounds: group A is teams 1-8 with 2 MP in rounds 1-2 and
     * 1 MP in rounds 3-4 (C.04.7), written as team 250 records. */
    swc_tournament *t = event(16, 2, 7);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert(meet(t, 1, 1, 5) || meet(t, 1, 1, 9) || meet(t, 1, 1, 3));
    ck_assert(!meet(t, 1, 1, 9)); /* group A is paired apart in round 1 */
    play_round(r);
    static char text[1 << 17];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text, t, NULL), SWC_OK);
    ck_assert_ptr_nonnull(strstr(text, "\n250 02.0 00.0 001 002 0001 0008\n"));
    ck_assert_ptr_nonnull(strstr(text, "\n250 01.0 00.0 003 004 0001 0008\n"));
    ck_assert_ptr_null(strstr(text, "\nXXA"));
    ck_assert_ptr_null(strstr(text, "\n250      "));
    ck_assert_ptr_nonnull(strstr(text, "\n192 FIDE_TEAM_TYPEA_MP_GP_BAKU\n"));
    /* Read back, round 2 is paired as in memory. */
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, u), SWC_OK);
    same_round(t, u, 2);
    swc_tournament_free(u);
    /* As another program writes it: 192 FIDE_TEAM_BAKU and no 250; then
     * FIDE_TEAM and the 250 records alone. */
    swc_tournament *back = NULL;
    ck_assert_int_eq(swc_trf_read(&back, text, len, NULL, &err), SWC_OK);
    char *plain = NULL;
    for (int form = 0; form < 3; form++) {
        size_t n = 0;
        plain = with_192(back, form == 2 ? "FIDE_TEAM" : "FIDE_TEAM_BAKU", &n);
        /* drop the library's own records (XST says the acceleration) */
        char *o = plain;
        for (char *line = plain; *line;) {
            char *end = strchr(line, '\n');
            size_t k = end ? (size_t)(end - line) + 1 : strlen(line);
            int drop = strncmp(line, "XST", 3) == 0 || (form == 0 && strncmp(line, "250", 3) == 0);
            if (form == 1 && strncmp(line, "250 01.0", 8) == 0)
                line[30] = '6'; /* 0001 0006: not Baku's group A */
            if (!drop) {
                memmove(o, line, k);
                o += k;
            }
            line += k;
        }
        *o = '\0';
        swc_tournament *v = NULL;
        ck_assert_msg(swc_trf_read(&v, plain, (size_t)(o - plain), NULL, &err) == SWC_OK, "%s", err.message);
        int32_t acc = -1;
        swc_tournament_get_int(&acc, v, SWC_SET_ACCELERATION);
        ck_assert_int_eq(acc, SWC_ACCEL_BAKU);
        if (form == 1) {
            /* 192 says Baku; the odd 250 records are kept, with a warning */
            ck_assert_int_gt(swc_tournament_warning_count(v), 0);
            static char again[1 << 17];
            size_t n2 = 0;
            ck_assert_int_eq(swc_trf_write(&n2, again, sizeof again, v, NULL), SWC_OK);
            ck_assert_ptr_nonnull(strstr(again, "\n250 01.0 00.0 003 004 0001 0006\n"));
        }
        ck_assert_int_eq(swc_tournament_pair_next(NULL, v), SWC_OK);
        same_round(t, v, 2);
        swc_tournament_free(v);
        free(plain);
    }
    swc_tournament_free(back);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_baku_group_fixed_at_round_one)
{
    /* A 17th team entering after round 1 does not move group A (C.04.7:
     * the last GA team stays the same): teams 9 and 10 get nothing. */
    swc_tournament *t = event(16, 1, 7);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    play_round(r);
    ck_assert_uint_eq(swc_team_model_baku_last(t), 8);
    uint32_t id = 0, num = 0;
    swc_player_info pi = SWC_PLAYER_INFO_INIT;
    pi.name = "Late";
    pi.rating = 2500;
    ck_assert_int_eq(swc_player_add(&id, t, &pi), SWC_OK);
    swc_team_info ti = SWC_TEAM_INFO_INIT;
    ti.name = "Late team";
    ck_assert_int_eq(swc_team_add(&num, t, &ti), SWC_OK);
    ck_assert_int_eq(swc_team_set_members(t, num, &id, 1), SWC_OK);
    ck_assert_uint_eq(num, 17);
    ck_assert_uint_eq(swc_team_model_baku_last(t), 8);
    for (uint32_t team = 9; team <= 10; team++)
        ck_assert_int_eq(swc_team_model_baku(t, team, 2), 0);
    ck_assert_int_eq(swc_team_model_baku(t, 8, 2), 20);
    static char text[1 << 17];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text, t, NULL), SWC_OK);
    ck_assert_ptr_nonnull(strstr(text, "\n250 02.0 00.0 001 002 0001 0008\n"));
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
    ck_assert_uint_eq(swc_team_model_baku_last(u), 8);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, u), SWC_OK);
    same_round(t, u, 2);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_baku_refused_with_game_points)
{
    /* C.04.7: "if gamepoints were the primary score, the Baku Acceleration
     * could not be used". Either order of the settings is refused with
     * SWC_EINCONSISTENT and a message; nothing changes. */
    swc_tournament *t = event(8, 2, 5);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, 1), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_EINCONSISTENT);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "game points"));
    int32_t acc = -1;
    swc_tournament_get_int(&acc, t, SWC_SET_ACCELERATION);
    ck_assert_int_eq(acc, SWC_ACCEL_NONE);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, 0), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, 1), SWC_EINCONSISTENT);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "C.04.7"));
    ck_assert_int_eq(team_int(t, SWC_TEAM_SCORE_ORDER), 0);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    swc_tournament_free(t);
    /* A file saying both (192 game points first, XST Baku) is refused. */
    t = event(8, 2, 5);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    size_t len = 0;
    char *text = with_192(t, "FIDE_TEAM_TYPEA_GP_MP", &len);
    swc_tournament *u = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_int_ne(swc_trf_read(&u, text, len, NULL, &err), SWC_OK);
    ck_assert_ptr_null(u);
    ck_assert_msg(strstr(err.message, "game points"), "%s", err.message);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_baku_warns_on_other_match_points)
{
    /* 3/1/0 match points: group A gets 3 then 1.5 virtual match points,
     * outside Baku's premise (a win is two draws): a warning on reading. */
    for (int three = 0; three < 2; three++) {
        swc_tournament *t = event(8, 2, 5);
        if (three)
            ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_MP_WIN, 30), SWC_OK);
        size_t len = 0;
        char *text = with_192(t, "FIDE_TEAM_BAKU", &len);
        swc_tournament *u = NULL;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        ck_assert_msg(swc_trf_read(&u, text, len, NULL, &err) == SWC_OK, "%s", err.message);
        int warned = 0;
        for (size_t i = 0; i < swc_tournament_warning_count(u); i++) {
            swc_trf_warning w = SWC_TRF_WARNING_INIT;
            ck_assert_int_eq(swc_tournament_warning(&w, u, i), SWC_OK);
            warned |= strstr(w.message, "a win worth two draws") != NULL;
        }
        ck_assert_int_eq(warned, three);
        if (three)
            ck_assert_int_eq(swc_team_model_baku(u, 1, 3), 15);
        free(text);
        swc_tournament_free(u);
        swc_tournament_free(t);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-options");
    TCase *tc = tcase_create("team-options");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_team_code_table);
    tcase_add_test(tc, test_no_colour_preferences);
    tcase_add_test(tc, test_first_team_without_secondary);
    tcase_add_test(tc, test_baku_team_records);
    tcase_add_test(tc, test_baku_group_fixed_at_round_one);
    tcase_add_test(tc, test_baku_refused_with_game_points);
    tcase_add_test(tc, test_baku_warns_on_other_match_points);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
