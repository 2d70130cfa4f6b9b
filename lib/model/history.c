/*
 * Derived facts: points, scores, colour history and preference, floats,
 * PAB eligibility, topscorers. Computed here once; engines and tie-breaks
 * call these and never re-derive them.
 */
#include "model.h"

int32_t swc_game_points(const swc_settings *s, int result, int colour)
{
    int white = colour == SWC_COLOUR_WHITE;
    switch (result) {
    case SWC_RESULT_WHITE_WIN:
    case SWC_RESULT_WHITE_WIN_UNRATED:
        return white ? s->win : s->loss;
    case SWC_RESULT_BLACK_WIN:
    case SWC_RESULT_BLACK_WIN_UNRATED:
        return white ? s->loss : s->win;
    case SWC_RESULT_DRAW:
    case SWC_RESULT_DRAW_UNRATED:
        return white ? s->draw_white : s->draw_black;
    case SWC_RESULT_WHITE_FORFEIT_WIN:
        return white ? s->forfeit_win : s->forfeit_loss;
    case SWC_RESULT_BLACK_FORFEIT_WIN:
        return white ? s->forfeit_loss : s->forfeit_win;
    case SWC_RESULT_DOUBLE_FORFEIT:
        return s->forfeit_loss;
    default: /* no result yet, adjourned */
        return 0;
    }
}

static int32_t bye_points(const swc_settings *s, int kind)
{
    switch (kind) {
    case SWC_RK_PAB: return s->pab;
    case SWC_RK_FULL_BYE: return s->full_bye;
    case SWC_RK_HALF_BYE: return s->half_bye;
    case SWC_RK_NOT_ENTERED: return s->not_entered;
    case SWC_RK_FORFEIT_WIN: return s->forfeit_win;
    case SWC_RK_FORFEIT_LOSS: return s->forfeit_loss;
    default: return s->zero_bye; /* zero bye, not paired, withdrawn */
    }
}

int32_t swc_rec_points(const swc_settings *s, const swc_rec *rec, int for_pairing)
{
    if (rec->kind == SWC_RK_NONE)
        return 0;
    if (rec->opp == 0)
        return bye_points(s, rec->kind) * s->games;
    int32_t sum = 0;
    for (int g = 0; g < s->games; g++) {
        /* Board 2 of a dual-board pairing is played with reversed colours. */
        int colour = (g == 0) ? rec->colour : (rec->colour == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE);
        int res = rec->result[g];
        if (for_pairing && (res == SWC_RESULT_ADJOURNED || res == SWC_RESULT_NONE))
            sum += colour == SWC_COLOUR_WHITE ? s->draw_white : s->draw_black;
        else
            sum += swc_game_points(s, res, colour);
    }
    return sum;
}

int32_t swc_score_after(const swc_player *p, uint32_t k)
{
    const swc_tournament *t = p->t;
    int32_t sum = 0;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++)
        sum += swc_rec_points(&t->set, &p->rec[r], 0);
    return sum;
}

int32_t swc_pairing_score(const swc_player *p, uint32_t k)
{
    const swc_tournament *t = p->t;
    int32_t sum = 0;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++)
        sum += swc_rec_points(&t->set, &p->rec[r], 1);
    return sum + swc_model_virtual(p, k + 1);
}

int swc_rec_played(const swc_rec *rec)
{
    return rec->kind == SWC_RK_PLAYED && rec->opp != 0;
}

int swc_rec_participated(const swc_rec *rec)
{
    return rec->opp != 0 || rec->kind == SWC_RK_PAB || rec->kind == SWC_RK_FORFEIT_WIN;
}

int swc_met(const swc_player *a, const swc_player *b, uint32_t k)
{
    const swc_tournament *t = a->t;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++)
        if (swc_rec_played(&a->rec[r]) && a->rec[r].opp == b->index + 1)
            return 1;
    return 0;
}

size_t swc_colour_history(const swc_player *p, uint32_t k, uint8_t *out, size_t cap)
{
    const swc_tournament *t = p->t;
    size_t n = 0;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++)
        if (swc_rec_played(&p->rec[r]) && n < cap)
            out[n++] = p->rec[r].colour;
    return n;
}

static uint8_t other(uint8_t c)
{
    return c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
}

void swc_colour_state_of(const swc_player *p, uint32_t k, swc_colour_state *out)
{
    const swc_tournament *t = p->t;
    swc_colour_state s = { 0, 0, 0, SWC_COLOUR_NONE, SWC_COLOUR_NONE, SWC_COLOUR_NONE, SWC_PREF_NONE };
    for (uint32_t r = 0; r < k && r < t->nrounds; r++) {
        const swc_rec *rec = &p->rec[r];
        if (!swc_rec_played(rec))
            continue; /* C.04.2 3.4: unplayed rounds drop out of the colour history */
        if (rec->colour == SWC_COLOUR_WHITE)
            s.whites++;
        else
            s.blacks++;
        s.last2 = s.last;
        s.last = rec->colour;
    }
    s.diff = s.whites - s.blacks;
    if (s.last == SWC_COLOUR_NONE) {
        s.pref_strength = SWC_PREF_NONE;
    } else if (s.diff < -1 || s.diff > 1) {
        s.pref_strength = SWC_PREF_ABSOLUTE;
        s.pref_colour = s.diff < -1 ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
    } else if (s.last2 == s.last) {
        s.pref_strength = SWC_PREF_ABSOLUTE;
        s.pref_colour = other(s.last);
    } else if (s.diff != 0) {
        s.pref_strength = SWC_PREF_STRONG;
        s.pref_colour = s.diff < 0 ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
    } else {
        s.pref_strength = SWC_PREF_MILD;
        s.pref_colour = other(s.last);
    }
    *out = s;
}

/* Loss points of one pairing, the yardstick of "more than a loss" (2026 floats). */
static int32_t loss_points(const swc_settings *s)
{
    return s->loss * s->games;
}

int swc_float_in_round(const swc_player *p, uint32_t r, int edition)
{
    const swc_tournament *t = p->t;
    if (r < 1 || r > t->nrounds)
        return SWC_FLOAT_NONE;
    const swc_rec *rec = &p->rec[r - 1];
    if (swc_rec_played(rec)) {
        /* Judged on pairing scores, acceleration of that round included. */
        const swc_player *o = t->players[rec->opp - 1];
        int32_t mine = swc_pairing_score(p, r - 1), theirs = swc_pairing_score(o, r - 1);
        if (mine > theirs)
            return SWC_FLOAT_DOWN;
        if (mine < theirs)
            return SWC_FLOAT_UP;
        return SWC_FLOAT_NONE;
    }
    if (rec->kind == SWC_RK_NONE)
        return SWC_FLOAT_NONE;
    if (edition == 2017)
        return SWC_FLOAT_DOWN; /* 2017 A.4: not playing, for whatever reason, is a downfloat */
    /* 2026 1.4.3: the PAB is a downfloat whatever it is worth; any other
     * unplayed round is one when it gave more than a loss (full and
     * half-point byes, forfeit wins); nothing else floats (1.4.4). */
    if (rec->kind == SWC_RK_PAB)
        return SWC_FLOAT_DOWN;
    return swc_rec_points(&t->set, rec, 1) > loss_points(&t->set) ? SWC_FLOAT_DOWN : SWC_FLOAT_NONE;
}

uint32_t swc_pab_barred_by(const swc_player *p, uint32_t k, int edition)
{
    const swc_tournament *t = p->t;
    const swc_settings *s = &t->set;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++) {
        const swc_rec *rec = &p->rec[r];
        if (swc_rec_played(rec) || rec->kind == SWC_RK_NONE)
            continue;
        /* Both editions: an earlier PAB bars a second one, whatever it was
         * worth (C.04.1 d / Art. 4 name it apart from the points rule). */
        if (rec->kind == SWC_RK_PAB)
            return r + 1;
        if (edition == 2017) {
            /* C.04.1 d (2017): so does a forfeit win; requested byes, the
             * full-point bye included, do not. */
            if (rec->kind == SWC_RK_FORFEIT_WIN)
                return r + 1;
        } else if (swc_rec_points(s, rec, 1) >= s->win * s->games) {
            /* 2026 C.04.1 Art. 4: a win's worth of points in one round
             * without playing (forfeit win, full-point bye, any bye or
             * absence scored that high). */
            return r + 1;
        }
    }
    return 0;
}

int swc_pab_eligible(const swc_player *p, uint32_t k, int edition)
{
    return swc_pab_barred_by(p, k, edition) == 0;
}

uint32_t swc_unplayed_rounds(const swc_player *p, uint32_t k)
{
    const swc_tournament *t = p->t;
    uint32_t n = 0;
    for (uint32_t r = 0; r < k && r < t->nrounds; r++)
        if (!swc_rec_played(&p->rec[r]))
            n++;
    return n;
}

int swc_is_topscorer(const swc_player *p, uint32_t k)
{
    const swc_tournament *t = p->t;
    const swc_settings *s = &t->set;
    /* Only when pairing the final round (C.04.3 1.8): more than half of the
     * most a player could have scored, on the pairing score. */
    if (k + 1 < (uint32_t)s->rounds)
        return 0;
    int32_t best = s->win;
    if (s->draw_white > best)
        best = s->draw_white;
    if (s->draw_black > best)
        best = s->draw_black;
    int64_t half = ((int64_t)k * best * s->games) / 2;
    return swc_pairing_score(p, k) > half;
}

int swc_available(const swc_player *p, uint32_t k)
{
    return swc_model_auto_kind(p, k) == SWC_RK_NONE;
}
