/*
 * The colour side of C.04.6: the preferences of 1.7 (type A knows one
 * strength, type B two), the quality criteria of a pair ([C8], [C9],
 * [C10] of 2.3) and the colour allocation of article 4. No colour is ever
 * absolute here: a colour never keeps two teams apart (Preface).
 */
#include "tsw.h"

static int other(int col)
{
    return col == TSW_W ? TSW_B : TSW_W;
}

void tsw_colour_pref(const tsw_ctx *c, tsw_team *tm)
{
    int d = tm->cdiff;
    int last = tm->played ? tm->seq[tm->played - 1] : 0;
    int both = tm->played >= 2 && tm->seq[tm->played - 2] == last ? last : 0;
    tm->pref = 0;
    tm->strong = 0;
    /* 1.7.1 / 1.7.2: the simple (A) or strong (B) preference. */
    if (d < -1 || ((d == 0 || d == -1) && both == TSW_B)) {
        tm->pref = TSW_W;
        tm->strong = 1;
        return;
    }
    if (d > 1 || ((d == 0 || d == 1) && both == TSW_W)) {
        tm->pref = TSW_B;
        tm->strong = 1;
        return;
    }
    if (!c->typeb)
        return;
    /* Type B's mild preferences: towards balance, else alternation, but
     * not for the last round when the colours are balanced. */
    if (d == -1)
        tm->pref = TSW_W;
    else if (d == 1)
        tm->pref = TSW_B;
    else if (d == 0 && last && (int64_t)c->round != (int64_t)c->t->set.rounds)
        tm->pref = (uint8_t)other(last);
}

int64_t tsw_pair_cost(const tsw_ctx *c, size_t a, size_t b)
{
    const tsw_team *x = &c->tm[a], *y = &c->tm[b];
    int64_t c8 = 0, c9 = 0, c10 = 0;
    /* [C8]: both want the same colour, one will not get it. */
    if (x->pref && x->pref == y->pref) {
        c8 = 1;
        /* [C9] (type B): and both preferences are strong. */
        if (c->typeb && x->strong && y->strong)
            c9 = 1;
    }
    /* [C10]: an upfloater whose opponent floated in the previous round. */
    if (!c->late) {
        c10 += c->up[a] && y->floated;
        c10 += c->up[b] && x->floated;
    }
    return (c8 * TSW_K + c9) * TSW_K + c10;
}

void tsw_cost_split(int64_t cost, int *c8, int *c9, int *c10)
{
    *c10 = (int)(cost % TSW_K);
    *c9 = (int)((cost / TSW_K) % TSW_K);
    *c8 = (int)(cost / TSW_K / TSW_K);
}

/* 4.2: a is the first-team: higher primary score, higher secondary, smaller TPN. */
static int first_team(const tsw_team *a, const tsw_team *b)
{
    if (a->primary != b->primary)
        return a->primary > b->primary;
    if (a->secondary != b->secondary)
        return a->secondary > b->secondary;
    return a->number < b->number;
}

int tsw_colour_of(const tsw_ctx *c, size_t a, size_t b, int *rule)
{
    const tsw_team *f = &c->tm[a], *s = &c->tm[b];
    int swap = !first_team(f, s);
    if (swap) {
        const tsw_team *x = f;
        f = s;
        s = x;
    }
    int col; /* of the first-team */
    if (!f->played && !s->played) {
        *rule = 1;
        col = f->number % 2 ? c->initial : other(c->initial);
    } else if (f->pref && !s->pref) {
        *rule = 2;
        col = f->pref;
    } else if (!f->pref && s->pref) {
        *rule = 2;
        col = other(s->pref);
    } else if (f->pref && s->pref && f->pref != s->pref) {
        *rule = 3;
        col = f->pref;
    } else if (c->typeb && f->pref && s->pref && f->strong != s->strong) {
        *rule = 4;
        col = f->strong ? f->pref : other(s->pref);
    } else if (f->cdiff != s->cdiff) {
        *rule = 5;
        col = f->cdiff < s->cdiff ? TSW_W : TSW_B;
    } else {
        col = 0;
        /* 4.3.6: alternate from the latest match where they differed. */
        for (uint32_t i = 1; i <= f->played && i <= s->played; i++) {
            int fc = f->seq[f->played - i], sc = s->seq[s->played - i];
            if (fc != sc) {
                *rule = 6;
                col = other(fc);
                break;
            }
        }
        if (!col && f->pref) {
            *rule = 7;
            col = f->pref;
        } else if (!col && f->played) {
            *rule = 8;
            col = other(f->seq[f->played - 1]);
        } else if (!col) {
            *rule = 9;
            col = s->seq[s->played - 1];
        }
    }
    return swap ? other(col) : col;
}
