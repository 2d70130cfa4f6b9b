/* A round's boards, and its players by name for the wall. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../model/model.h"
#include "rp.h"

static const char *board_result(char *buf, size_t cap, int32_t res)
{
    const char *s;
    switch (res) {
    case SWC_RESULT_WHITE_WIN:
    case SWC_RESULT_WHITE_WIN_UNRATED: s = "1-0"; break;
    case SWC_RESULT_DRAW:
    case SWC_RESULT_DRAW_UNRATED: s = "½-½"; break;
    case SWC_RESULT_BLACK_WIN:
    case SWC_RESULT_BLACK_WIN_UNRATED: s = "0-1"; break;
    case SWC_RESULT_WHITE_FORFEIT_WIN: s = "+-"; break;
    case SWC_RESULT_BLACK_FORFEIT_WIN: s = "-+"; break;
    case SWC_RESULT_DOUBLE_FORFEIT: s = "--"; break;
    case SWC_RESULT_ADJOURNED: s = "*"; break;
    default: s = ""; break;
    }
    snprintf(buf, cap, "%s", s);
    return buf;
}

/* The board's result, both games of a dual-board pairing separated by a blank. */
static const char *pairing_result(char *buf, size_t cap, const swc_player_round_info *ri, int games)
{
    char a[8], b[8];
    board_result(a, sizeof a, ri->result[0]);
    if (games < 2)
        return board_result(buf, cap, ri->result[0]);
    board_result(b, sizeof b, ri->result[1]);
    if (!*a && !*b)
        buf[0] = '\0';
    else
        snprintf(buf, cap, "%s %s", *a ? a : "?", *b ? b : "?");
    return buf;
}

/* His own result from his record: "1", "½", "0", "+", "-", "". */
static const char *own_result(char *buf, size_t cap, const swc_player_round_info *ri, int32_t win, int32_t loss)
{
    if (ri->kind == SWC_RK_FORFEIT_WIN)
        snprintf(buf, cap, "+");
    else if (ri->kind == SWC_RK_FORFEIT_LOSS)
        snprintf(buf, cap, "-");
    else if (ri->result[0] == SWC_RESULT_NONE || ri->result[0] == SWC_RESULT_ADJOURNED)
        buf[0] = '\0';
    else if (ri->points == win)
        snprintf(buf, cap, "1");
    else if (ri->points == loss)
        snprintf(buf, cap, "0");
    else
        snprintf(buf, cap, "½");
    return buf;
}

/* A player's id, name, rating, title and club: the cells of either side. */
static void player_cells(swc_report *r, const swc_player *p)
{
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&info, p);
    rp_number(r, swc_player_id(p));
    rp_text(r, info.name);
    if (info.rating > 0)
        rp_number(r, info.rating);
    else
        rp_empty(r);
    rp_text(r, rp_title(&info));
    rp_text(r, info.federation);
}

static void player_columns(swc_report *r, const char *side)
{
    static const char *const keys[] = { "id", "name", "rating", "title", "club" };
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) {
        char key[32];
        snprintf(key, sizeof key, "%s_%s", side, keys[k]);
        rp_column(r, key, k == 0 || k == 2 ? SWC_COLUMN_NUMBER : SWC_COLUMN_TEXT, 1);
    }
}

static int32_t score_before(const swc_player *p, uint32_t round)
{
    int32_t s = 0;
    if (round > 1)
        swc_player_score(&s, p, round - 1);
    return s;
}

static void boards_sheet(swc_report *r, swc_tournament *t, uint32_t k)
{
    swc_round *rd = swc_tournament_round(t, k);
    int32_t games = 1;
    swc_model_get_int(t, SWC_SET_GAMES_PER_PAIRING, &games);
    rp_column(r, "board", SWC_COLUMN_NUMBER, 1);
    /* The black side's columns mirror the white side's around the result. */
    player_columns(r, "white");
    rp_column(r, "white_points", SWC_COLUMN_NUMBER, 10);
    rp_column(r, "result", SWC_COLUMN_TEXT, 1);
    rp_column(r, "black_points", SWC_COLUMN_NUMBER, 10);
    player_columns(r, "black");
    char buf[32];
    for (uint32_t b = 1; b <= swc_round_board_count(rd); b++) {
        uint32_t w = 0, bl = 0;
        swc_round_board(&w, &bl, rd, b);
        const swc_player *pw = swc_tournament_player(t, w), *pb = swc_tournament_player(t, bl);
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, pw, k);
        rp_number(r, b);
        player_cells(r, pw);
        rp_number(r, score_before(pw, k));
        rp_text(r, pairing_result(buf, sizeof buf, &ri, games));
        rp_number(r, score_before(pb, k));
        player_cells(r, pb);
    }
    /* Then everybody without a board, in pairing-number order. */
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, p, k);
        if (ri.board || ri.kind == SWC_RK_NOT_ENTERED || ri.kind == SWC_RK_NONE)
            continue;
        rp_empty(r);
        player_cells(r, p);
        rp_number(r, score_before(p, k));
        rp_text(r, rp_kind_word(ri.kind));
        for (int c = 0; c < 6; c++)
            rp_empty(r);
    }
}

typedef struct by_name {
    const char *name;
    const swc_player *p;
} by_name;

static int cmp_name(const void *a, const void *b)
{
    const by_name *x = a, *y = b;
    int c = strcmp(x->name, y->name);
    if (c)
        return c;
    return swc_player_id(x->p) < swc_player_id(y->p) ? -1 : 1;
}

static void by_name_sheet(swc_report *r, swc_tournament *t, uint32_t k, by_name *list)
{
    int32_t win = 10, loss = 0;
    swc_model_get_int(t, SWC_SET_POINTS_WIN, &win);
    swc_model_get_int(t, SWC_SET_POINTS_LOSS, &loss);
    rp_column(r, "name", SWC_COLUMN_TEXT, 1);
    rp_column(r, "id", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "points", SWC_COLUMN_NUMBER, 10);
    rp_column(r, "board", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "colour", SWC_COLUMN_TEXT, 1);
    rp_column(r, "opponent_id", SWC_COLUMN_NUMBER, 1);
    rp_column(r, "opponent_name", SWC_COLUMN_TEXT, 1);
    rp_column(r, "result", SWC_COLUMN_TEXT, 1);
    size_t n = 0;
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, p, k);
        if (ri.kind == SWC_RK_NOT_ENTERED || ri.kind == SWC_RK_NONE)
            continue;
        list[n].name = swc_player_name(p);
        list[n].p = p;
        n++;
    }
    qsort(list, n, sizeof *list, cmp_name);
    char buf[16];
    for (size_t i = 0; i < n; i++) {
        const swc_player *p = list[i].p;
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        swc_player_round(&ri, p, k);
        rp_text(r, list[i].name);
        rp_number(r, swc_player_id(p));
        rp_number(r, score_before(p, k));
        if (ri.board) {
            rp_number(r, ri.board);
            rp_text(r, ri.colour == SWC_COLOUR_WHITE ? "w" : ri.colour == SWC_COLOUR_BLACK ? "b" : "");
            rp_number(r, ri.opponent);
            rp_text(r, swc_player_name(swc_tournament_player(t, ri.opponent)));
            rp_text(r, own_result(buf, sizeof buf, &ri, win, loss));
        } else {
            rp_empty(r);
            rp_empty(r);
            rp_empty(r);
            rp_empty(r);
            rp_text(r, rp_kind_word(ri.kind));
        }
    }
}

int swc_report_boards(swc_report **out, swc_tournament *t, const swc_report_options *opts)
{
    swc_report_options o;
    int rc = rp_options(&o, out, t, opts, offsetof(swc_report_options, by_name) + sizeof(uint32_t));
    if (rc != SWC_OK)
        return rc;
    uint32_t nrounds = swc_tournament_round_count(t);
    if (!nrounds)
        return swc_fail(t, SWC_ENOTFOUND, "no round has been paired yet");
    if (o.round > nrounds)
        return swc_fail(t, SWC_ENOTFOUND, "round %lu does not exist (the last is %lu)", (unsigned long)o.round,
                        (unsigned long)nrounds);
    uint32_t k = o.round ? o.round : nrounds;
    swc_report *r = NULL;
    if (rp_new(&r, &t->mem, o.by_name ? SWC_REPORT_BOARDS_BY_NAME : SWC_REPORT_BOARDS, k))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    if (o.by_name) {
        size_t np = swc_tournament_player_count(t);
        by_name *list = swc_mem_calloc(&t->mem, np ? np : 1, sizeof *list);
        if (!list) {
            swc_report_free(r);
            return swc_fail(t, SWC_ENOMEM, "out of memory");
        }
        by_name_sheet(r, t, k, list);
        swc_mem_free(&t->mem, list, (np ? np : 1) * sizeof *list);
    } else {
        boards_sheet(r, t, k);
    }
    if (rp_status(r)) {
        swc_report_free(r);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    *out = r;
    return swc_ok(t);
}
