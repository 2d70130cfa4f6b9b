/*
 * The criteria of the FIDE Dutch system as fields of an edge weight, one
 * table per edition. Each criterion is named as the rules name it ([C14]
 * of the 2026 rules is D26_C14, C.12 of the 2017 rules is D17_C12), with
 * the width of its field and the player facts its value reads. The weight
 * layout, the weight functions (weights2026.c, weights2017.c), the class
 * keys of their caches and the checker (lib/analysis/check.c) all read
 * these tables: a criterion is changed here and in the one line of its
 * weight function that computes it. doc/internals/dutch-engine.md §4.2
 * (2026) and §6.4 (2017) give every field's value.
 */
#ifndef SWC_PAIRING_DUTCH_CRITERIA_H
#define SWC_PAIRING_DUTCH_CRITERIA_H

#include <stddef.h>
#include <stdint.h>

#include "dutch.h"

/* What a criterion's value reads of each of the two players, besides
 * whether they may meet at all ([C1], [C3]). */
enum dutch_fact {
    DUTCH_FACT_SCORE = 1u << 0,  /* pairing score (its group, its counter) */
    DUTCH_FACT_PAB = 1u << 1,    /* may take the PAB */
    DUTCH_FACT_GAMES = 1u << 2,  /* games played (the C9 rank) */
    DUTCH_FACT_COLOUR = 1u << 3, /* preference, its strength, |CD|, last two colours */
    DUTCH_FACT_FLOAT1 = 1u << 4, /* float one round back */
    DUTCH_FACT_FLOAT2 = 1u << 5, /* float two rounds back */
    DUTCH_FACT_PART = 1u << 6,   /* part of the window: MDP, resident, next group */
};

/* The width of a field, in the counts of the round or the bracket. */
enum dutch_width {
    DUTCH_W_TOP,    /* 2 bits, the most significant field */
    DUTCH_W_PAIRS,  /* a count of pairs: B (2026), pcB (2017) */
    DUTCH_W_SCORES, /* score counters: S (2026), the PSD table Sd (2017) */
    DUTCH_W_RANKS,  /* 2B: the C9 ranks of two players */
    DUTCH_W_NEXT,   /* 2017 C.7 pairs: final ? max(pcB, npcB) + 3 : npcB */
    DUTCH_W_ORDER,  /* 3B + 1: room for the ordering phases of the steps */
};

/* When a field is part of the weight. */
enum dutch_when {
    DUTCH_ALWAYS,
    DUTCH_FLOAT1, /* a round has been played: floats one round back */
    DUTCH_FLOAT2, /* two rounds: floats two rounds back */
    DUTCH_SPECIAL, /* 2017: in the PPB and the CLB only */
    DUTCH_NORMAL,  /* 2017: everywhere else */
};

typedef struct dutch_criterion {
    const char *name; /* as the rules name it: "C14", "C.12" */
    uint8_t rule;     /* its number (0 for the ordering bits) */
    uint8_t width;    /* enum dutch_width */
    uint8_t when;     /* enum dutch_when */
    uint8_t facts;    /* enum dutch_fact, or-ed */
    const char *what; /* what it minimises or maximises */
} dutch_criterion;

/* 2026 (C.04.3 from 1 Feb 2026): the fields of ω, most significant first. */
enum dutch26_field {
    D26_C4,        /* completion, with [C2] and [C5] */
    D26_C6,
    D26_C7,
    D26_C8_PAIRS,  /* [C8], its first part: pairs in the next bracket */
    D26_C8_SCORES, /* [C8], its second part: their scores */
    D26_C9,
    D26_C10,
    D26_C11,
    D26_C12,
    D26_C13,
    D26_C14,
    D26_C15,
    D26_C16,
    D26_C17,
    D26_C18,
    D26_C19,
    D26_C20,
    D26_C21,
    D26_ORDER,
    D26_NFIELDS
};

/* 2017 (C.04.3 from 1 Jul 2017 to 31 Jan 2026): the fields of ω17. */
enum dutch17_field {
    D17_C4,      /* completion and the PAB, in special mode only */
    D17_C5,
    D17_C6,
    D17_C7_PAIRS, /* C.7, its first part: pairs in the next bracket */
    D17_C7_PSD,   /* C.7, its second part: their PSD */
    D17_C8,
    D17_C9,
    D17_C10,
    D17_C11,
    D17_C12,
    D17_C13,
    D17_C14,
    D17_C15,
    D17_C16,
    D17_C17,
    D17_C18,
    D17_C19,
    D17_ORDER,
    D17_NFIELDS
};

extern const dutch_criterion dutch26_criteria[D26_NFIELDS];
extern const dutch_criterion dutch17_criteria[D17_NFIELDS];

/* The counts a layout needs: rounds played, special mode (2017), and the
 * widths named by enum dutch_width. */
typedef struct dutch_sizes {
    uint32_t rounds;
    int special;
    unsigned pairs, scores, next;
} dutch_sizes;

/*
 * Lay the fields of a table out, the first field most significant: off[i]
 * and width[i] (0 for a field that is not part of the weight), has[i].
 * Returns the total number of bits.
 */
unsigned dutch_layout(const dutch_criterion *tab, size_t nf, const dutch_sizes *s, unsigned *off, unsigned *width,
                      uint8_t *has);

/* Every fact some criterion of the table reads. */
unsigned dutch_facts(const dutch_criterion *tab, size_t nf);

/*
 * The class key of a player: two players with equal keys are
 * interchangeable in every weight whose criteria read only the facts
 * given. The facts an engine derives (the score's group or value, the PAB
 * status, the C9 rank, the part of the window, |CD| as the colour rules
 * read it) come in `derived`; the rest is read from the player. Keys are
 * compared byte for byte (swc_dutch_classify()): dutch_class_key_of()
 * zeroes the whole key, padding included, before it fills it in.
 */
typedef struct dutch_class_key {
    int64_t score;
    uint32_t imb, rank;
    uint8_t pab, part, pref, absolute, abs_imb, strong, rep, fl1, fl2;
} dutch_class_key;

void dutch_class_key_of(dutch_class_key *out, unsigned facts, const dutch_player *p, const dutch_class_key *derived);

#endif
