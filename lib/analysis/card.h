/*
 * The player card's explanations (card_why.c), used by card.c: why a
 * player of a Dutch-paired round got his colour and his opponent, from
 * the checker's facts and criteria (check.h).
 */
#ifndef SWC_ANALYSIS_CARD_H
#define SWC_ANALYSIS_CARD_H

#include <stddef.h>
#include <stdint.h>

#include "../core/strbuf.h"
#include "check.h"

/* The card's text in its language: English or Chinese. */
#define CARD_TR(zh, en, cn) ((zh) ? (cn) : (en))

/* What decided the colours of a board. */
typedef struct card_colour {
    int rule;          /* 1..5 (5.2.n / E.n) */
    uint8_t expected;  /* the colour the rule gives the player */
} card_colour;

/* What decided the opponent (or the bye). */
typedef struct card_opponent {
    int pairing;       /* enum swc_card_pairing */
    int decided_by;    /* enum swc_card_decision */
    int criterion;     /* number, 0 when none */
    const char *name;  /* "C14", "C.12", "" */
} card_opponent;

/* The name of a criterion of the edition as the rules write it, for
 * criterion numbers 1..21 ("[C14]" in 2026, "C.12" in 2017). */
const char *swc_card_criterion_label(char *buf, size_t cap, int edition, int number);

/* The colour rule of board (i, o) of round x->k and its text into b
 * (played: the colour i had). rank holds effective ranks (0-based). */
void swc_card_why_colour(const ck_ctx *x, const uint32_t *rank, size_t i, size_t o, uint8_t played, int zh,
                         swc_strbuf *b, card_colour *out);

/* Why player i met his opponent in pl (or got the PAB), text into b. vr
 * is scratch of the same size as pl, res scratch of x->n entries. */
void swc_card_why_opponent(ck_ctx *x, const ck_pairing *pl, ck_pairing *vr, int32_t *res, size_t i, int zh,
                           swc_strbuf *b, card_opponent *out);

/* Points in tenths as text ("1.5", "2"); buf holds 16 bytes. */
const char *swc_card_points(char *buf, int32_t tenths);

#endif
