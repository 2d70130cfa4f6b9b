/* Names of the settings and texts in the lossless records (XST, XTX). */
#ifndef SWC_IO_TRF_EXT_KEYS_H
#define SWC_IO_TRF_EXT_KEYS_H

#include <stddef.h>
#include <stdint.h>

#include <swisscore/tournament.h>

enum swc_ext_type { SWC_EXT_POINTS, SWC_EXT_INT, SWC_EXT_ENUM };

typedef struct swc_trf_ext_word_def {
    const char *word;
    int32_t value;
} swc_trf_ext_word_def;

typedef struct swc_trf_ext_key {
    int key;                            /* enum swc_setting */
    const char *name;                   /* the key without SWC_SET_ */
    int type;                           /* enum swc_ext_type */
    const swc_trf_ext_word_def *words;  /* SWC_EXT_ENUM: the values by name */
} swc_trf_ext_key;

/* Every setting XST may carry (all but the rounds and the games per
 * pairing, which XXR/142 and XDB always say). */
extern const swc_trf_ext_key swc_trf_ext_keys[];
extern const size_t swc_trf_ext_nkeys;

/* The word of an enum value, NULL when it has none. */
const char *swc_trf_ext_word(const swc_trf_ext_key *k, int32_t v);

/* XTX names of the text settings, by enum swc_text_setting (index 0 unused). */
extern const char *const swc_trf_ext_text_names[SWC_TEXT_SECTION_GROUP + 1];

#endif
