/* The criteria tables of the Dutch engines; see criteria.h. */
#include "criteria.h"

#include <string.h>

enum {
    SC = DUTCH_FACT_SCORE,
    PB = DUTCH_FACT_PAB,
    GM = DUTCH_FACT_GAMES,
    CO = DUTCH_FACT_COLOUR,
    F1 = DUTCH_FACT_FLOAT1,
    F2 = DUTCH_FACT_FLOAT2,
    PT = DUTCH_FACT_PART,
};

/* In 2026 the pair's part of the window (resident pair or pair with the
 * next group) is an argument of ω, not a fact of either player. */
const dutch_criterion dutch26_criteria[D26_NFIELDS] = {
    [D26_C4] = { "C4", 4, DUTCH_W_TOP, DUTCH_ALWAYS, PB, "complete pairing, with a legal PAB of the lowest score ([C2], [C5])" },
    [D26_C6] = { "C6", 6, DUTCH_W_PAIRS, DUTCH_ALWAYS, 0, "number of downfloaters" },
    [D26_C7] = { "C7", 7, DUTCH_W_SCORES, DUTCH_ALWAYS, SC, "scores of the downfloaters" },
    [D26_C8_PAIRS] = { "C8", 8, DUTCH_W_PAIRS, DUTCH_ALWAYS, 0, "downfloaters of the next bracket (number, then scores)" },
    [D26_C8_SCORES] = { "C8", 8, DUTCH_W_SCORES, DUTCH_ALWAYS, SC, "scores of the downfloaters of the next bracket" },
    [D26_C9] = { "C9", 9, DUTCH_W_RANKS, DUTCH_ALWAYS, SC | GM, "unplayed games of the PAB receiver" },
    [D26_C10] = { "C10", 10, DUTCH_W_PAIRS, DUTCH_ALWAYS, CO, "topscorers or opponents with a colour difference beyond 2" },
    [D26_C11] = { "C11", 11, DUTCH_W_PAIRS, DUTCH_ALWAYS, CO, "topscorers or opponents with the same colour three times in a row" },
    [D26_C12] = { "C12", 12, DUTCH_W_PAIRS, DUTCH_ALWAYS, CO, "colour preference not met" },
    [D26_C13] = { "C13", 13, DUTCH_W_PAIRS, DUTCH_ALWAYS, CO, "strong colour preference not met" },
    [D26_C14] = { "C14", 14, DUTCH_W_PAIRS, DUTCH_FLOAT1, SC | F1, "resident downfloaters who downfloated in the previous round" },
    [D26_C15] = { "C15", 15, DUTCH_W_PAIRS, DUTCH_FLOAT1, SC | F1, "MDP opponents who upfloated in the previous round" },
    [D26_C16] = { "C16", 16, DUTCH_W_PAIRS, DUTCH_FLOAT2, SC | F2, "resident downfloaters who downfloated two rounds before" },
    [D26_C17] = { "C17", 17, DUTCH_W_PAIRS, DUTCH_FLOAT2, SC | F2, "MDP opponents who upfloated two rounds before" },
    [D26_C18] = { "C18", 18, DUTCH_W_SCORES, DUTCH_FLOAT1, SC | F1, "scores of downfloaters who downfloated in the previous round" },
    [D26_C19] = { "C19", 19, DUTCH_W_SCORES, DUTCH_FLOAT1, SC | F1, "scores of MDPs whose opponents upfloated in the previous round" },
    [D26_C20] = { "C20", 20, DUTCH_W_SCORES, DUTCH_FLOAT2, SC | F2, "scores of downfloaters who downfloated two rounds before" },
    [D26_C21] = { "C21", 21, DUTCH_W_SCORES, DUTCH_FLOAT2, SC | F2, "scores of MDPs whose opponents upfloated two rounds before" },
    [D26_ORDER] = { "order", 0, DUTCH_W_ORDER, DUTCH_ALWAYS, 0, "the ordering phases of steps 2-8" },
};

const dutch_criterion dutch17_criteria[D17_NFIELDS] = {
    [D17_C4] = { "C.4", 4, DUTCH_W_TOP, DUTCH_SPECIAL, PB, "complete pairing, with a legal PAB (C.2)" },
    [D17_C5] = { "C.5", 5, DUTCH_W_PAIRS, DUTCH_ALWAYS, PT, "number of downfloaters (pairs not made)" },
    [D17_C6] = { "C.6", 6, DUTCH_W_SCORES, DUTCH_ALWAYS, PT | SC, "pairing score difference (PSD)" },
    [D17_C7_PAIRS] = { "C.7", 7, DUTCH_W_NEXT, DUTCH_NORMAL, PT | PB, "pairs and PSD of the next bracket (downfloaters, then PSD)" },
    [D17_C7_PSD] = { "C.7", 7, DUTCH_W_SCORES, DUTCH_NORMAL, PT | SC, "PSD of the next bracket" },
    [D17_C8] = { "C.8", 8, DUTCH_W_PAIRS, DUTCH_ALWAYS, PT | CO, "topscorers or opponents with a colour difference beyond 2" },
    [D17_C9] = { "C.9", 9, DUTCH_W_PAIRS, DUTCH_ALWAYS, PT | CO, "topscorers or opponents with the same colour three times in a row" },
    [D17_C10] = { "C.10", 10, DUTCH_W_PAIRS, DUTCH_ALWAYS, PT | CO, "colour preference not met" },
    [D17_C11] = { "C.11", 11, DUTCH_W_PAIRS, DUTCH_ALWAYS, PT | CO, "strong colour preference not met" },
    [D17_C12] = { "C.12", 12, DUTCH_W_PAIRS, DUTCH_FLOAT1, PT | SC | F1, "players who downfloat as in the previous round" },
    [D17_C13] = { "C.13", 13, DUTCH_W_PAIRS, DUTCH_FLOAT1, PT | SC | F1, "players who upfloat as in the previous round" },
    [D17_C14] = { "C.14", 14, DUTCH_W_PAIRS, DUTCH_FLOAT2, PT | SC | F2, "players who downfloat as two rounds before" },
    [D17_C15] = { "C.15", 15, DUTCH_W_PAIRS, DUTCH_FLOAT2, PT | SC | F2, "players who upfloat as two rounds before" },
    [D17_C16] = { "C.16", 16, DUTCH_W_SCORES, DUTCH_FLOAT1, PT | SC | F1, "score differences of players who downfloat as in the previous round" },
    [D17_C17] = { "C.17", 17, DUTCH_W_SCORES, DUTCH_FLOAT1, PT | SC | F1, "score differences of players who upfloat as in the previous round" },
    [D17_C18] = { "C.18", 18, DUTCH_W_SCORES, DUTCH_FLOAT2, PT | SC | F2, "score differences of players who downfloat as two rounds before" },
    [D17_C19] = { "C.19", 19, DUTCH_W_SCORES, DUTCH_FLOAT2, PT | SC | F2, "score differences of players who upfloat as two rounds before" },
    [D17_ORDER] = { "order", 0, DUTCH_W_ORDER, DUTCH_ALWAYS, 0, "the ordering phases of steps 2-8" },
};

static int present(const dutch_criterion *c, const dutch_sizes *s)
{
    switch (c->when) {
    case DUTCH_FLOAT1:
        return s->rounds >= 1;
    case DUTCH_FLOAT2:
        return s->rounds >= 2;
    case DUTCH_SPECIAL:
        return s->special;
    case DUTCH_NORMAL:
        return !s->special;
    default:
        return 1;
    }
}

static unsigned width_of(const dutch_criterion *c, const dutch_sizes *s)
{
    switch (c->width) {
    case DUTCH_W_TOP:
        return 2;
    case DUTCH_W_PAIRS:
        return s->pairs;
    case DUTCH_W_SCORES:
        return s->scores;
    case DUTCH_W_RANKS:
        return 2 * s->pairs;
    case DUTCH_W_NEXT:
        return s->next;
    default:
        return 3 * s->pairs + 1;
    }
}

unsigned dutch_layout(const dutch_criterion *tab, size_t nf, const dutch_sizes *s, unsigned *off, unsigned *width,
                      uint8_t *has)
{
    unsigned at = 0;
    for (size_t i = nf; i-- > 0;) {
        has[i] = (uint8_t)present(&tab[i], s);
        width[i] = has[i] ? width_of(&tab[i], s) : 0;
        off[i] = at;
        at += width[i];
    }
    return at;
}

unsigned dutch_facts(const dutch_criterion *tab, size_t nf)
{
    unsigned f = 0;
    for (size_t i = 0; i < nf; i++)
        f |= tab[i].facts;
    return f;
}

void dutch_class_key_of(dutch_class_key *out, unsigned facts, const dutch_player *p, const dutch_class_key *derived)
{
    memset(out, 0, sizeof *out);
    if (facts & DUTCH_FACT_SCORE)
        out->score = derived->score;
    if (facts & DUTCH_FACT_PAB)
        out->pab = derived->pab;
    if (facts & DUTCH_FACT_GAMES)
        out->rank = derived->rank;
    if (facts & DUTCH_FACT_PART)
        out->part = derived->part;
    if (facts & DUTCH_FACT_COLOUR) {
        out->imb = derived->imb;
        out->pref = p->pref;
        out->absolute = p->absolute;
        out->abs_imb = p->abs_imb;
        out->strong = p->strong;
        out->rep = p->rep;
    }
    if (facts & DUTCH_FACT_FLOAT1)
        out->fl1 = p->fl1;
    if (facts & DUTCH_FACT_FLOAT2)
        out->fl2 = p->fl2;
}
