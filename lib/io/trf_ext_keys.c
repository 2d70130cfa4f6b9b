/* Names of the settings and texts in the lossless records. */
#include <swisscore/tournament.h>

#include "trf_ext_keys.h"

static const swc_trf_ext_word_def colours[] = { { "WHITE", SWC_COLOUR_WHITE }, { "BLACK", SWC_COLOUR_BLACK }, { NULL, 0 } };
static const swc_trf_ext_word_def systems[] = {
    { "DUTCH", SWC_SYSTEM_DUTCH }, { "SEQUENTIAL", SWC_SYSTEM_SEQUENTIAL }, { "BERGER", SWC_SYSTEM_BERGER }, { NULL, 0 }
};
static const swc_trf_ext_word_def accelerations[] = { { "NONE", SWC_ACCEL_NONE }, { "BAKU", SWC_ACCEL_BAKU }, { NULL, 0 } };
static const swc_trf_ext_word_def tpn_orders[] = { { "AUTO", SWC_TPN_AUTO }, { "MANUAL", SWC_TPN_MANUAL }, { NULL, 0 } };
static const swc_trf_ext_word_def seq_orders[] = {
    { "NONE", SWC_SEQ_TB_NONE }, { "BUCHHOLZ", SWC_SEQ_TB_BUCHHOLZ }, { "PROGRESSIVE", SWC_SEQ_TB_PROGRESSIVE }, { NULL, 0 }
};

const swc_trf_ext_key swc_trf_ext_keys[] = {
    { SWC_SET_POINTS_WIN, "POINTS_WIN", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_DRAW_WHITE, "POINTS_DRAW_WHITE", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_DRAW_BLACK, "POINTS_DRAW_BLACK", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_LOSS, "POINTS_LOSS", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_PAB, "POINTS_PAB", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_FORFEIT_WIN, "POINTS_FORFEIT_WIN", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_FORFEIT_LOSS, "POINTS_FORFEIT_LOSS", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_FULL_BYE, "POINTS_FULL_BYE", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_HALF_BYE, "POINTS_HALF_BYE", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_ZERO_BYE, "POINTS_ZERO_BYE", SWC_EXT_POINTS, NULL },
    { SWC_SET_POINTS_NOT_ENTERED, "POINTS_NOT_ENTERED", SWC_EXT_POINTS, NULL },
    { SWC_SET_INITIAL_COLOUR, "INITIAL_COLOUR", SWC_EXT_ENUM, colours },
    { SWC_SET_PAIRING_SYSTEM, "PAIRING_SYSTEM", SWC_EXT_ENUM, systems },
    { SWC_SET_DUTCH_EDITION, "DUTCH_EDITION", SWC_EXT_INT, NULL },
    { SWC_SET_FORFEIT_WITHDRAW, "FORFEIT_WITHDRAW", SWC_EXT_INT, NULL },
    { SWC_SET_ACCELERATION, "ACCELERATION", SWC_EXT_ENUM, accelerations },
    { SWC_SET_TPN_ORDER, "TPN_ORDER", SWC_EXT_ENUM, tpn_orders },
    { SWC_SET_SEQUENTIAL_TIEBREAK, "SEQUENTIAL_TIEBREAK", SWC_EXT_ENUM, seq_orders },
};
const size_t swc_trf_ext_nkeys = sizeof swc_trf_ext_keys / sizeof swc_trf_ext_keys[0];

const char *swc_trf_ext_word(const swc_trf_ext_key *k, int32_t v)
{
    for (const swc_trf_ext_word_def *w = k->words; w && w->word; w++)
        if (w->value == v)
            return w->word;
    return NULL;
}

const char *const swc_trf_ext_text_names[SWC_TEXT_SECTION_GROUP + 1] = {
    NULL, "NAME", "CITY", "FEDERATION", "START_DATE", "END_DATE", "TYPE", "ARBITER", "DEPUTY", "TIME_CONTROL", "TIEBREAKS",
    "SECTION_GROUP",
};
