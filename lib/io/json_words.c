/* Words the JSON document uses for the model's codes. */
#include <stdio.h>
#include <string.h>

#include "json.h"

const swc_json_word swc_json_results[] = {
    { "none", SWC_RESULT_NONE },
    { "white_win", SWC_RESULT_WHITE_WIN },
    { "draw", SWC_RESULT_DRAW },
    { "black_win", SWC_RESULT_BLACK_WIN },
    { "white_forfeit_win", SWC_RESULT_WHITE_FORFEIT_WIN },
    { "black_forfeit_win", SWC_RESULT_BLACK_FORFEIT_WIN },
    { "double_forfeit", SWC_RESULT_DOUBLE_FORFEIT },
    { "adjourned", SWC_RESULT_ADJOURNED },
    { "white_win_unrated", SWC_RESULT_WHITE_WIN_UNRATED },
    { "draw_unrated", SWC_RESULT_DRAW_UNRATED },
    { "black_win_unrated", SWC_RESULT_BLACK_WIN_UNRATED },
    { NULL, 0 },
};

const swc_json_word swc_json_kinds[] = {
    { "pab", SWC_RK_PAB },
    { "full_bye", SWC_RK_FULL_BYE },
    { "half_bye", SWC_RK_HALF_BYE },
    { "zero_bye", SWC_RK_ZERO_BYE },
    { "not_paired", SWC_RK_NOT_PAIRED },
    { "not_entered", SWC_RK_NOT_ENTERED },
    { "withdrawn", SWC_RK_WITHDRAWN },
    { "forfeit_win", SWC_RK_FORFEIT_WIN },
    { "forfeit_loss", SWC_RK_FORFEIT_LOSS },
    { NULL, 0 },
};

const swc_json_word swc_json_requests[] = {
    { "full_bye", SWC_RK_FULL_BYE },
    { "half_bye", SWC_RK_HALF_BYE },
    { "zero_bye", SWC_RK_ZERO_BYE },
    { NULL, 0 },
};

const swc_json_word swc_json_systems[] = {
    { "dutch", SWC_SYSTEM_DUTCH },
    { "sequential", SWC_SYSTEM_SEQUENTIAL },
    { "berger", SWC_SYSTEM_BERGER },
    { NULL, 0 },
};

const swc_json_word swc_json_colours[] = {
    { "white", SWC_COLOUR_WHITE },
    { "black", SWC_COLOUR_BLACK },
    { NULL, 0 },
};

const swc_json_word swc_json_accels[] = {
    { "none", SWC_ACCEL_NONE },
    { "baku", SWC_ACCEL_BAKU },
    { NULL, 0 },
};

const swc_json_word swc_json_tpn_orders[] = {
    { "auto", SWC_TPN_AUTO },
    { "manual", SWC_TPN_MANUAL },
    { NULL, 0 },
};

const swc_json_word swc_json_seq_tbs[] = {
    { "none", SWC_SEQ_TB_NONE },
    { "buchholz", SWC_SEQ_TB_BUCHHOLZ },
    { "progressive", SWC_SEQ_TB_PROGRESSIVE },
    { NULL, 0 },
};

const swc_json_word swc_json_sexes[] = {
    { "m", 'm' },
    { "w", 'w' },
    { "f", 'f' },
    { NULL, 0 },
};

const swc_json_point_setting swc_json_points[] = {
    { "win", SWC_SET_POINTS_WIN },
    { "draw_white", SWC_SET_POINTS_DRAW_WHITE },
    { "draw_black", SWC_SET_POINTS_DRAW_BLACK },
    { "loss", SWC_SET_POINTS_LOSS },
    { "pab", SWC_SET_POINTS_PAB },
    { "forfeit_win", SWC_SET_POINTS_FORFEIT_WIN },
    { "forfeit_loss", SWC_SET_POINTS_FORFEIT_LOSS },
    { "full_bye", SWC_SET_POINTS_FULL_BYE },
    { "half_bye", SWC_SET_POINTS_HALF_BYE },
    { "zero_bye", SWC_SET_POINTS_ZERO_BYE },
    { "not_entered", SWC_SET_POINTS_NOT_ENTERED },
};
const size_t swc_json_npoints = sizeof swc_json_points / sizeof swc_json_points[0];

const char *swc_json_word_of(const swc_json_word *table, int value)
{
    for (; table->word; table++)
        if (table->value == value)
            return table->word;
    return NULL;
}

int swc_json_value_of(const swc_json_word *table, const char *word, int *value)
{
    for (; table->word; table++)
        if (strcmp(table->word, word) == 0) {
            *value = table->value;
            return 1;
        }
    return 0;
}

void swc_json_tenths(char *buf, size_t cap, int32_t v)
{
    const char *sign = v < 0 ? "-" : "";
    long a = v < 0 ? -(long)v : (long)v;
    if (a % 10)
        snprintf(buf, cap, "%s%ld.%ld", sign, a / 10, a % 10);
    else
        snprintf(buf, cap, "%s%ld", sign, a / 10);
}
