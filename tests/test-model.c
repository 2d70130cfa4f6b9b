/*
 * Derived facts of the model, on hand-made histories: scores, compressed
 * colour history and preferences, floats, PAB eligibility, meetings, late
 * entries, withdrawals, topscorers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model/model.h"
#include "testutil.h"

/*
 * Append a round described as text, players by id:
 *   "1-2:1"  board, 1 white vs 2 black, white wins (results 1 = 0 + - * n a:
 *            white win, draw, black win, white forfeit win, black forfeit
 *            win, double forfeit, none yet, adjourned)
 *   "5:U"    bye of player 5: U PAB, F full, H half, Z zero
 * Unlisted players are filled in as not paired.
 */
static void add_round(swc_tournament *t, const char *spec)
{
    swc_board boards[64];
    swc_bye byes[64];
    size_t nb = 0, ny = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        unsigned a, b;
        char c;
        if (sscanf(tok, "%u-%u:%c", &a, &b, &c) == 3) {
            swc_board *bd = &boards[nb++];
            memset(bd, 0, sizeof *bd);
            bd->white = swc_model_player_by_id(t, a)->index;
            bd->black = swc_model_player_by_id(t, b)->index;
            const char *codes = "1=0+-*na";
            const int res[] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN,
                                SWC_RESULT_WHITE_FORFEIT_WIN, SWC_RESULT_BLACK_FORFEIT_WIN,
                                SWC_RESULT_DOUBLE_FORFEIT, SWC_RESULT_NONE, SWC_RESULT_ADJOURNED };
            const char *pos = strchr(codes, c);
            ck_assert_msg(pos != NULL, "bad result code in %s", tok);
            bd->result[0] = bd->result[1] = (uint8_t)res[pos - codes];
        } else if (sscanf(tok, "%u:%c", &a, &c) == 2) {
            swc_bye *by = &byes[ny++];
            by->player = swc_model_player_by_id(t, a)->index;
            by->kind = c == 'U' ? SWC_RK_PAB : c == 'F' ? SWC_RK_FULL_BYE : c == 'H' ? SWC_RK_HALF_BYE : SWC_RK_ZERO_BYE;
        } else {
            ck_abort_msg("bad token %s", tok);
        }
    }
    int rc = swc_model_add_round(t, boards, nb, byes, ny, 1, NULL);
    ck_assert_msg(rc == SWC_OK, "round '%s': %s", spec, swc_tournament_errmsg(t));
}

static swc_player *P(swc_tournament *t, uint32_t id)
{
    swc_player *p = swc_tournament_player(t, id);
    ck_assert_ptr_nonnull(p);
    return p;
}

START_TEST(test_scores_standard)
{
    swc_tournament *t = swc_test_tournament(4);
    add_round(t, "1-2:1 3-4:=");
    add_round(t, "2-3:0 4-1:+");
    ck_assert_int_eq(swc_score_after(P(t, 1), 0), 0);
    ck_assert_int_eq(swc_score_after(P(t, 1), 1), 10);
    ck_assert_int_eq(swc_score_after(P(t, 1), 2), 10);  /* forfeit loss */
    ck_assert_int_eq(swc_score_after(P(t, 4), 2), 15);  /* draw + forfeit win */
    ck_assert_int_eq(swc_score_after(P(t, 3), 2), 15);
    ck_assert_int_eq(swc_score_after(P(t, 2), 2), 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_scores_xiangqi_colour_draws)
{
    /* 2/1/0 with a draw worth 1 to red and 1.5 to black. */
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 20), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_DRAW_WHITE, 10), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_DRAW_BLACK, 15), SWC_OK);
    int32_t v;
    ck_assert_int_eq(swc_tournament_get_int(&v, t, SWC_SET_POINTS_PAB), SWC_OK);
    ck_assert_int_eq(v, 20); /* follows the win value */
    add_round(t, "1-2:= 3-4:1");
    ck_assert_int_eq(swc_score_after(P(t, 1), 1), 10);
    ck_assert_int_eq(swc_score_after(P(t, 2), 1), 15);
    ck_assert_int_eq(swc_score_after(P(t, 3), 1), 20);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_scores_dual_board)
{
    swc_tournament *t = swc_test_tournament(3);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_OK);
    swc_board b = { 0, 1, { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW }, 0 };
    swc_bye y = { 2, SWC_RK_PAB };
    ck_assert_int_eq(swc_model_add_round(t, &b, 1, &y, 1, 0, NULL), SWC_OK);
    ck_assert_int_eq(swc_score_after(P(t, 1), 1), 15);
    ck_assert_int_eq(swc_score_after(P(t, 2), 1), 5);
    ck_assert_int_eq(swc_score_after(P(t, 3), 1), 20); /* a PAB is a win on both boards */
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_colour_history_compressed)
{
    swc_tournament *t = swc_test_tournament(6);
    add_round(t, "1-2:1 3-4:1 5-6:1");  /* 1: W */
    add_round(t, "2-3:1 4-5:1 1:H");    /* 1: half bye */
    add_round(t, "4-1:= 2-5:1 3-6:1");  /* 1: B */
    add_round(t, "1-3:- 2-6:1 4:Z");    /* 1: forfeit loss, 5 not paired */
    add_round(t, "1-5:1 2-3:= 4-6:0");  /* 1: W */
    uint8_t h[8];
    size_t n = swc_colour_history(P(t, 1), 5, h, 8);
    ck_assert_uint_eq(n, 3);
    ck_assert_int_eq(h[0], SWC_COLOUR_WHITE);
    ck_assert_int_eq(h[1], SWC_COLOUR_BLACK);
    ck_assert_int_eq(h[2], SWC_COLOUR_WHITE);
    swc_colour_state cs;
    swc_colour_state_of(P(t, 1), 5, &cs);
    ck_assert_int_eq(cs.diff, 1);
    ck_assert_int_eq(cs.last, SWC_COLOUR_WHITE);
    ck_assert_int_eq(cs.last2, SWC_COLOUR_BLACK);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_STRONG);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_BLACK);
    /* After round 3 only: W B, difference 0, mild preference for white. */
    swc_colour_state_of(P(t, 1), 3, &cs);
    ck_assert_int_eq(cs.diff, 0);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_MILD);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_WHITE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_colour_preferences)
{
    swc_tournament *t = swc_test_tournament(6);
    swc_colour_state cs;
    swc_colour_state_of(P(t, 1), 0, &cs);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_NONE);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_NONE);
    add_round(t, "1-2:1 3-4:1 5-6:1");
    add_round(t, "1-3:1 4-2:1 6-5:1");
    /* 1: W W -> difference +2, absolute black. */
    swc_colour_state_of(P(t, 1), 2, &cs);
    ck_assert_int_eq(cs.diff, 2);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_ABSOLUTE);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_BLACK);
    /* 2: B B -> absolute white. */
    swc_colour_state_of(P(t, 2), 2, &cs);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_ABSOLUTE);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_WHITE);
    /* 5: W B -> mild white (alternate). */
    swc_colour_state_of(P(t, 5), 2, &cs);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_MILD);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_WHITE);
    add_round(t, "2-5:1 4-6:1 3-1:1");
    /* 5: W B B: difference -1 but the last two are black -> absolute white. */
    swc_colour_state_of(P(t, 5), 3, &cs);
    ck_assert_int_eq(cs.diff, -1);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_ABSOLUTE);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_WHITE);
    /* 1: W W B: difference +1, last two differ -> strong black. */
    swc_colour_state_of(P(t, 1), 3, &cs);
    ck_assert_int_eq(cs.pref_strength, SWC_PREF_STRONG);
    ck_assert_int_eq(cs.pref_colour, SWC_COLOUR_BLACK);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_forfeits_are_not_meetings)
{
    swc_tournament *t = swc_test_tournament(4);
    add_round(t, "1-2:+ 3-4:1");
    add_round(t, "1-3:* 2-4:=");
    ck_assert(!swc_met(P(t, 1), P(t, 2), 2));
    ck_assert(!swc_met(P(t, 1), P(t, 3), 2));
    ck_assert(swc_met(P(t, 3), P(t, 4), 2));
    ck_assert(swc_met(P(t, 4), P(t, 3), 2));
    ck_assert(!swc_met(P(t, 3), P(t, 4), 0));
    ck_assert_int_eq(P(t, 1)->rec[0].kind, SWC_RK_FORFEIT_WIN);
    ck_assert_int_eq(P(t, 2)->rec[0].kind, SWC_RK_FORFEIT_LOSS);
    ck_assert_int_eq(P(t, 1)->rec[1].kind, SWC_RK_FORFEIT_LOSS); /* double forfeit */
    ck_assert_int_eq(P(t, 3)->rec[1].kind, SWC_RK_FORFEIT_LOSS);
    ck_assert_uint_eq(swc_colour_history(P(t, 1), 2, (uint8_t[4]){ 0 }, 4), 0);
    ck_assert_uint_eq(swc_unplayed_rounds(P(t, 1), 2), 2);
    ck_assert_uint_eq(swc_unplayed_rounds(P(t, 4), 2), 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_pab_eligibility_editions)
{
    swc_tournament *t = swc_test_tournament(10);
    add_round(t, "1-2:+ 3-4:1 5-6:1 7:U 8:F 9:H 10:Z");
    /* forfeit win: barred in both editions */
    ck_assert(!swc_pab_eligible(P(t, 1), 1, 2017));
    ck_assert(!swc_pab_eligible(P(t, 1), 1, 2026));
    /* PAB: barred in both */
    ck_assert(!swc_pab_eligible(P(t, 7), 1, 2017));
    ck_assert(!swc_pab_eligible(P(t, 7), 1, 2026));
    /* full-point bye: barred in 2026 only (a win's worth without playing) */
    ck_assert(swc_pab_eligible(P(t, 8), 1, 2017));
    ck_assert(!swc_pab_eligible(P(t, 8), 1, 2026));
    /* half-point and zero-point byes, forfeit losses, played games: eligible */
    ck_assert(swc_pab_eligible(P(t, 9), 1, 2017));
    ck_assert(swc_pab_eligible(P(t, 9), 1, 2026));
    ck_assert(swc_pab_eligible(P(t, 10), 1, 2026));
    ck_assert(swc_pab_eligible(P(t, 2), 1, 2026));
    ck_assert(swc_pab_eligible(P(t, 3), 1, 2026));
    /* before the round nothing bars anybody */
    ck_assert(swc_pab_eligible(P(t, 1), 0, 2026));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_floats_played_games)
{
    swc_tournament *t = swc_test_tournament(4);
    add_round(t, "1-3:1 2-4:1");
    add_round(t, "1-2:= 3-4:1");
    add_round(t, "1-3:1 2-4:=");  /* 1 (1.5) vs 3 (1): 1 floats down, 3 up */
    ck_assert_int_eq(swc_float_in_round(P(t, 1), 1, 2026), SWC_FLOAT_NONE);
    ck_assert_int_eq(swc_float_in_round(P(t, 1), 3, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 3), 3, 2026), SWC_FLOAT_UP);
    ck_assert_int_eq(swc_float_in_round(P(t, 2), 3, 2017), SWC_FLOAT_DOWN); /* 1.5 vs 0 */
    ck_assert_int_eq(swc_float_in_round(P(t, 4), 3, 2017), SWC_FLOAT_UP);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_floats_unplayed_by_edition)
{
    swc_tournament *t = swc_test_tournament(8);
    add_round(t, "1-2:+ 3:U 4:H 5:Z 6-7:1 8:F");
    /* 2017: every unplayed round is a downfloat */
    ck_assert_int_eq(swc_float_in_round(P(t, 1), 1, 2017), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 2), 1, 2017), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 5), 1, 2017), SWC_FLOAT_DOWN);
    /* 2026: only the PAB and unplayed rounds worth more than a loss */
    ck_assert_int_eq(swc_float_in_round(P(t, 1), 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 2), 1, 2026), SWC_FLOAT_NONE);
    ck_assert_int_eq(swc_float_in_round(P(t, 3), 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 4), 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 5), 1, 2026), SWC_FLOAT_NONE);
    ck_assert_int_eq(swc_float_in_round(P(t, 8), 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 6), 1, 2026), SWC_FLOAT_NONE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_pab_worth_nothing)
{
    /* A PAB worth no more than a loss is still a PAB: in both editions it
     * is a downfloat (2026 1.4.3 names the PAB apart from the points rule)
     * and bars a second PAB (C.04.1 d / Art. 4). */
    swc_tournament *t = swc_test_tournament(3);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_PAB, 0), SWC_OK);
    add_round(t, "1-2:1 3:U");
    ck_assert_int_eq(swc_score_after(P(t, 3), 1), 0);
    ck_assert_int_eq(swc_float_in_round(P(t, 3), 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(P(t, 3), 1, 2017), SWC_FLOAT_DOWN);
    ck_assert(!swc_pab_eligible(P(t, 3), 1, 2026));
    ck_assert(!swc_pab_eligible(P(t, 3), 1, 2017));
    ck_assert_uint_eq(swc_pab_barred_by(P(t, 3), 1, 2026), 1);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_late_entry)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_NOT_ENTERED, 5), SWC_OK);
    add_round(t, "1-2:1 3-4:1");
    add_round(t, "1-3:1 2-4:1");
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = "Late, Lucy";
    info.rating = 2500; /* strongest: takes TPN 1 in AUTO order */
    uint32_t id;
    ck_assert_int_eq(swc_player_add(&id, t, &info), SWC_OK);
    swc_player *p = P(t, id);
    ck_assert_uint_eq(p->entry_round, 3);
    ck_assert_uint_eq(swc_player_tpn(p), 1);
    ck_assert_uint_eq(swc_player_tpn(P(t, 1)), 2);
    ck_assert_int_eq(p->rec[0].kind, SWC_RK_NOT_ENTERED);
    ck_assert_int_eq(p->rec[1].kind, SWC_RK_NOT_ENTERED);
    ck_assert_int_eq(swc_score_after(p, 2), 10);
    ck_assert(swc_available(p, 3));
    ck_assert(!swc_available(p, 2));
    ck_assert_uint_eq(swc_round_bye_count(swc_tournament_round(t, 1)), 1);
    /* A missed round is a downfloat in 2017 (every unplayed round is); in
     * 2026 only because it was scored half a point here, more than a loss. */
    ck_assert_int_eq(swc_float_in_round(p, 1, 2017), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_float_in_round(p, 1, 2026), SWC_FLOAT_DOWN);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_NOT_ENTERED, 0), SWC_OK);
    ck_assert_int_eq(swc_float_in_round(p, 1, 2026), SWC_FLOAT_NONE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_withdrawal)
{
    swc_tournament *t = swc_test_tournament(4);
    add_round(t, "1-2:1 3-4:1");
    ck_assert_int_eq(swc_player_withdraw(P(t, 4), 2), SWC_OK);
    ck_assert(!swc_available(P(t, 4), 2));
    ck_assert_int_eq(swc_model_auto_kind(P(t, 4), 2), SWC_RK_WITHDRAWN);
    uint32_t w[] = { 1, 4 }, b[] = { 3, 2 };
    ck_assert_int_eq(swc_round_create(NULL, t, w, b, 2, NULL, NULL, 0), SWC_ESTATE);
    uint32_t w1[] = { 1 }, b1[] = { 2 }, bye[] = { 3 };
    int32_t kind[] = { SWC_RK_PAB };
    ck_assert_int_eq(swc_round_create(NULL, t, w1, b1, 1, bye, kind, 1), SWC_OK);
    ck_assert_int_eq(P(t, 4)->rec[1].kind, SWC_RK_WITHDRAWN);
    ck_assert_int_eq(swc_score_after(P(t, 4), 2), 0);
    ck_assert_int_eq(swc_player_reinstate(P(t, 4)), SWC_ESTATE);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_forfeit_withdraw_policy)
{
    swc_tournament *t = swc_test_tournament(6);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_FORFEIT_WITHDRAW, 2), SWC_OK);
    add_round(t, "1-6:+ 2-3:1 4-5:1");
    ck_assert(swc_available(P(t, 6), 2));
    add_round(t, "6-2:- 1-3:1 4-5:1");
    ck_assert(!swc_available(P(t, 6), 3));
    ck_assert_int_eq(swc_model_auto_kind(P(t, 6), 3), SWC_RK_WITHDRAWN);
    ck_assert(swc_available(P(t, 2), 3));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_topscorers_final_round)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 3), SWC_OK);
    add_round(t, "1-3:1 2-4:1");
    ck_assert(!swc_is_topscorer(P(t, 1), 1)); /* round 2 is not the last */
    ck_assert(!swc_is_topscorer(P(t, 1), 0));
    add_round(t, "1-2:= 3-4:1");
    /* pairing round 3 of 3: more than half of 2 points */
    ck_assert(swc_is_topscorer(P(t, 1), 2));  /* 1.5 */
    ck_assert(swc_is_topscorer(P(t, 2), 2));  /* 1.5 */
    ck_assert(!swc_is_topscorer(P(t, 3), 2)); /* 1.0 is exactly half */
    ck_assert(!swc_is_topscorer(P(t, 4), 2));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_pairing_score_acceleration_and_adjourned)
{
    swc_tournament *t = swc_test_tournament(4);
    add_round(t, "1-2:a 3-4:1");
    ck_assert_int_eq(swc_score_after(P(t, 1), 1), 0);     /* adjourned scores nothing yet */
    ck_assert_int_eq(swc_pairing_score(P(t, 1), 1), 5);   /* but pairs as a draw */
    ck_assert_int_eq(swc_player_set_virtual_points(P(t, 3), 2, 10), SWC_OK);
    ck_assert_int_eq(swc_pairing_score(P(t, 3), 1), 20);
    ck_assert_int_eq(swc_score_after(P(t, 3), 1), 10);
    ck_assert(!swc_round_is_complete(swc_tournament_round(t, 1)));
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_baku_acceleration)
{
    /* C.04.7: 10 players -> group A = first 2*ceil(10/4) = 6; 9 rounds ->
     * 5 accelerated rounds, +1 in rounds 1-3 and +1/2 in rounds 4-5. */
    swc_tournament *t = swc_test_tournament(10);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 9), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    const int32_t want_a[10] = { 10, 10, 10, 5, 5, 0, 0, 0, 0, 0 };
    for (uint32_t r = 1; r <= 10; r++) {
        ck_assert_int_eq(swc_model_virtual(P(t, 6), r), want_a[r - 1]);
        ck_assert_int_eq(swc_model_virtual(P(t, 7), r), 0);
    }
    ck_assert(swc_model_baku_group_a(P(t, 1)));
    ck_assert(!swc_model_baku_group_a(P(t, 7)));
    ck_assert_uint_eq(swc_model_virtual_last(P(t, 1)), 5);
    ck_assert_uint_eq(swc_model_virtual_last(P(t, 10)), 0);
    /* An explicit value, even 0, overrides the Baku points of that round. */
    ck_assert_int_eq(swc_player_set_virtual_points(P(t, 1), 2, 0), SWC_OK);
    ck_assert_int_eq(swc_model_virtual(P(t, 1), 2), 0);
    ck_assert_int_eq(swc_model_virtual(P(t, 1), 3), 10);
    /* 7 rounds -> 4 accelerated: +1, +1, +1/2, +1/2; 2/1/0 points double them. */
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 7), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 20), SWC_OK);
    const int32_t want7[5] = { 20, 20, 10, 10, 0 };
    for (uint32_t r = 1; r <= 5; r++)
        ck_assert_int_eq(swc_model_virtual(P(t, 2), r), want7[r - 1]);
    /* Group A is fixed at round 1: a strong late entry joins it, a weak one
     * does not, and the group does not grow with the field. */
    add_round(t, "1-4:1 2-5:1 3-6:1 7-9:1 8-10:1");
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = "Strong late";
    info.rating = 2395; /* between P01 (2400) and P02 (2390) */
    uint32_t strong, weak;
    ck_assert_int_eq(swc_player_add(&strong, t, &info), SWC_OK);
    info.name = "Weak late";
    info.rating = 1000;
    ck_assert_int_eq(swc_player_add(&weak, t, &info), SWC_OK);
    ck_assert(swc_model_baku_group_a(P(t, strong)));
    ck_assert(!swc_model_baku_group_a(P(t, weak)));
    ck_assert(swc_model_baku_group_a(P(t, 6)));  /* still the last of group A */
    ck_assert(!swc_model_baku_group_a(P(t, 7)));
    /* Acceleration never reaches the standings. */
    ck_assert_int_eq(swc_score_after(P(t, 6), 1), 0);
    ck_assert_int_eq(swc_pairing_score(P(t, 6), 1), 20);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_tpn_order_c042)
{
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    struct { const char *name, *title; int rating; } ps[] = {
        { "Zeta", NULL, 2300 }, { "Alpha", "FM", 2300 }, { "Beta", "GM", 2300 },
        { "Gamma", NULL, 2400 }, { "Delta", NULL, 2300 },
    };
    for (size_t i = 0; i < 5; i++) {
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        info.name = ps[i].name;
        info.title = ps[i].title;
        info.rating = ps[i].rating;
        ck_assert_int_eq(swc_player_add(NULL, t, &info), SWC_OK);
    }
    const char *want[] = { "Gamma", "Beta", "Alpha", "Delta", "Zeta" };
    for (uint32_t i = 0; i < 5; i++)
        ck_assert_str_eq(swc_player_name(swc_tournament_player_by_tpn(t, i + 1)), want[i]);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("model");
    TCase *tc = tcase_create("derived");
    tcase_add_test(tc, test_scores_standard);
    tcase_add_test(tc, test_scores_xiangqi_colour_draws);
    tcase_add_test(tc, test_scores_dual_board);
    tcase_add_test(tc, test_colour_history_compressed);
    tcase_add_test(tc, test_colour_preferences);
    tcase_add_test(tc, test_forfeits_are_not_meetings);
    tcase_add_test(tc, test_pab_eligibility_editions);
    tcase_add_test(tc, test_floats_played_games);
    tcase_add_test(tc, test_floats_unplayed_by_edition);
    tcase_add_test(tc, test_pab_worth_nothing);
    tcase_add_test(tc, test_late_entry);
    tcase_add_test(tc, test_withdrawal);
    tcase_add_test(tc, test_forfeit_withdraw_policy);
    tcase_add_test(tc, test_topscorers_final_round);
    tcase_add_test(tc, test_pairing_score_acceleration_and_adjourned);
    tcase_add_test(tc, test_baku_acceleration);
    tcase_add_test(tc, test_tpn_order_c042);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
