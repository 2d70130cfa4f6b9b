/*
 * Why a played pairing differs from the engine's: the absolute rules on
 * the played round, then both pairings measured bracket by bracket on the
 * edition's quality criteria in order, with the quantities the engine
 * optimises (doc/internals/dutch-engine.md §4.2, §6.4). The criteria are
 * named as in the engine's tables (lib/pairing/dutch/criteria.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../pairing/dutch/criteria.h"
#include "check.h"
#include <swisscore/analysis.h>

static const char *pts(char *buf, int32_t tenths)
{
    const char *sign = tenths < 0 ? "-" : "";
    int32_t a = tenths < 0 ? -tenths : tenths;
    if (a % 10)
        snprintf(buf, 16, "%s%ld.%ld", sign, (long)(a / 10), (long)(a % 10));
    else
        snprintf(buf, 16, "%s%ld", sign, (long)(a / 10));
    return buf;
}

/* ---- facts -------------------------------------------------------------- */

/* The PAB rule of the tournament's system: the Dutch edition's, and for the
 * sequential system the one it pairs by (an earlier PAB or forfeit win). */
static int pab_rule(const ck_ctx *x)
{
    return x->c->set.system == SWC_SYSTEM_SEQUENTIAL ? 2017 : x->edition;
}

void swc_check_load_facts(ck_ctx *x)
{
    uint32_t P = x->k - 1;
    for (size_t i = 0; i < x->n; i++) {
        const swc_player *p = x->c->players[i];
        ck_fact *f = &x->f[i];
        swc_colour_state cs;
        memset(f, 0, sizeof *f);
        f->avail = (uint8_t)swc_available(p, x->k);
        f->ps = swc_pairing_score(p, P);
        f->tpn = p->tpn;
        f->elig = (uint8_t)swc_pab_eligible(p, P, pab_rule(x));
        f->top = (uint8_t)swc_is_topscorer(p, P);
        f->fl1 = (uint8_t)swc_float_in_round(p, P, x->edition);
        f->fl2 = (uint8_t)(P >= 2 ? swc_float_in_round(p, P - 1, x->edition) : SWC_FLOAT_NONE);
        f->unplayed = swc_unplayed_rounds(p, P);
        swc_colour_state_of(p, P, &cs);
        f->pref = cs.pref_colour;
        f->imb = cs.diff < 0 ? -cs.diff : cs.diff;
        f->abs_imb = f->imb >= 2;
        f->rep = (cs.last != SWC_COLOUR_NONE && cs.last == cs.last2) ? cs.last : SWC_COLOUR_NONE;
        f->absolute = cs.pref_strength == SWC_PREF_ABSOLUTE;
        f->strong = !f->absolute && f->imb == 1;
    }
    swc_check_score_groups(x);
}

void swc_check_score_groups(ck_ctx *x)
{
    /* Score groups of the players to be paired, highest first. */
    x->ngroups = 0;
    for (size_t i = 0; i < x->n; i++) {
        if (!x->f[i].avail)
            continue;
        size_t g = 0;
        while (g < x->ngroups && x->groups[g] > x->f[i].ps)
            g++;
        if (g < x->ngroups && x->groups[g] == x->f[i].ps)
            continue;
        memmove(x->groups + g + 1, x->groups + g, (x->ngroups - g) * sizeof *x->groups);
        x->groups[g] = x->f[i].ps;
        x->ngroups++;
    }
}

/* 1 when a comes before b in the ranking order (score, then TPN). */
static int before(const ck_ctx *x, size_t a, size_t b)
{
    if (x->f[a].ps != x->f[b].ps)
        return x->f[a].ps > x->f[b].ps;
    return x->f[a].tpn < x->f[b].tpn;
}

static uint8_t other_colour(uint8_t c)
{
    return c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
}

/* Colour violations of a pair (h before l), §4.3 of the engine notes. */
static int v10(const ck_fact *h, const ck_fact *l)
{
    return h->pref && l->pref && h->abs_imb && l->abs_imb && h->pref == l->pref;
}

static int v11(const ck_fact *h, const ck_fact *l)
{
    if (!(h->pref && l->pref && h->absolute && l->absolute && h->pref == l->pref))
        return 0;
    if (h->imb == l->imb)
        return l->rep != SWC_COLOUR_NONE && l->rep == h->rep;
    const ck_fact *m = h->imb < l->imb ? h : l;
    return m->rep == other_colour(l->pref);
}

static int v12(const ck_fact *h, const ck_fact *l)
{
    return h->pref && l->pref && h->pref == l->pref;
}

static int v13(const ck_fact *h, const ck_fact *l)
{
    return v12(h, l) && (h->strong || h->absolute) && (l->strong || l->absolute) && !(h->absolute && l->absolute);
}

/* ---- brackets ------------------------------------------------------------ */

#define NO_BRACKET INT32_MIN

/* The players the criteria of a bracket look at: all of them, or the list
 * swc_check_compare() narrowed them to (x->members, ascending). */
#define FOR_MEMBERS(x, i)                                                                   \
    for (size_t m_ = 0, n_ = (x)->members ? (x)->nmembers : (x)->n, i = 0;                \
         m_ < n_ && (i = (x)->members ? (x)->members[m_] : m_, 1); m_++)

/* Score of the bracket in which player i is paired; NO_BRACKET for the PAB. */
static int32_t pair_bracket(const ck_ctx *x, const ck_pairing *p, size_t i)
{
    if (!p->mate[i])
        return NO_BRACKET;
    int32_t a = x->f[i].ps, b = x->f[p->mate[i] - 1].ps;
    return a < b ? a : b;
}

static int member(const ck_ctx *x, const ck_pairing *p, size_t i, int32_t s)
{
    if (!x->f[i].avail)
        return 0;
    if (x->f[i].ps == s)
        return 1;
    return x->f[i].ps > s && pair_bracket(x, p, i) <= s;
}

static int downfloater(const ck_ctx *x, const ck_pairing *p, size_t i, int32_t s)
{
    return member(x, p, i, s) && pair_bracket(x, p, i) < s;
}

/* The pairs of the bracket of s, as (h, l) with h first in the ranking order. */
static size_t bracket_pairs(const ck_ctx *x, const ck_pairing *p, int32_t s, size_t *hl)
{
    size_t n = 0;
    FOR_MEMBERS(x, i) {
        if (!p->mate[i] || p->mate[i] - 1 < i || pair_bracket(x, p, i) != s)
            continue;
        size_t j = p->mate[i] - 1;
        int first = before(x, i, j);
        hl[2 * n] = first ? i : j;
        hl[2 * n + 1] = first ? j : i;
        n++;
    }
    return n;
}

#define FOR_PAIRS(x, p, s, h, l)                                                          \
    for (size_t q_ = 0, np_ = bracket_pairs((x), (p), (s), (x)->hl), h = 0, l = 0;        \
         q_ < np_ && (h = (x)->hl[2 * q_], l = (x)->hl[2 * q_ + 1], 1); q_++)

enum ck_kind {
    K_DF_COUNT, K_DF_SCORES, K_NEXT, K_PAB_UNPLAYED,
    K_V10, K_V11, K_V12, K_V13,
    K_RESDF1, K_UP1, K_RESDF2, K_UP2,
    K_DFSC1, K_UPSC1, K_DFSC2, K_UPSC2,
    K_PSD, K_NEXT17, K_SDDN1, K_SDUP1, K_SDDN2, K_SDUP2
};

/* The criteria the checker compares, in order: each one of the engine's
 * table (its number and description) and how this checker counts it. */
typedef struct ck_crit {
    const dutch_criterion *rule;
    int kind;
    int scores;       /* values are scores (print as points) after `lead` counts */
} ck_crit;

static const ck_crit crit2026[] = {
    { &dutch26_criteria[D26_C6], K_DF_COUNT, 0 },
    { &dutch26_criteria[D26_C7], K_DF_SCORES, 1 },
    { &dutch26_criteria[D26_C8_PAIRS], K_NEXT, 1 },
    { &dutch26_criteria[D26_C9], K_PAB_UNPLAYED, 0 },
    { &dutch26_criteria[D26_C10], K_V10, 0 },
    { &dutch26_criteria[D26_C11], K_V11, 0 },
    { &dutch26_criteria[D26_C12], K_V12, 0 },
    { &dutch26_criteria[D26_C13], K_V13, 0 },
    { &dutch26_criteria[D26_C14], K_RESDF1, 0 },
    { &dutch26_criteria[D26_C15], K_UP1, 0 },
    { &dutch26_criteria[D26_C16], K_RESDF2, 0 },
    { &dutch26_criteria[D26_C17], K_UP2, 0 },
    { &dutch26_criteria[D26_C18], K_DFSC1, 1 },
    { &dutch26_criteria[D26_C19], K_UPSC1, 1 },
    { &dutch26_criteria[D26_C20], K_DFSC2, 1 },
    { &dutch26_criteria[D26_C21], K_UPSC2, 1 },
};

static const ck_crit crit2017[] = {
    { &dutch17_criteria[D17_C5], K_DF_COUNT, 0 },
    { &dutch17_criteria[D17_C6], K_PSD, 1 },
    { &dutch17_criteria[D17_C7_PAIRS], K_NEXT17, 1 },
    { &dutch17_criteria[D17_C8], K_V10, 0 },
    { &dutch17_criteria[D17_C9], K_V11, 0 },
    { &dutch17_criteria[D17_C10], K_V12, 0 },
    { &dutch17_criteria[D17_C11], K_V13, 0 },
    { &dutch17_criteria[D17_C12], K_RESDF1, 0 },
    { &dutch17_criteria[D17_C13], K_UP1, 0 },
    { &dutch17_criteria[D17_C14], K_RESDF2, 0 },
    { &dutch17_criteria[D17_C15], K_UP2, 0 },
    { &dutch17_criteria[D17_C16], K_SDDN1, 1 },
    { &dutch17_criteria[D17_C17], K_SDUP1, 1 },
    { &dutch17_criteria[D17_C18], K_SDDN2, 1 },
    { &dutch17_criteria[D17_C19], K_SDUP2, 1 },
};

static int cmp_desc(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x < y) - (x > y);
}

static int32_t next_group(const ck_ctx *x, int32_t s, int *found)
{
    for (size_t g = 0; g < x->ngroups; g++)
        if (x->groups[g] < s) {
            *found = 1;
            return x->groups[g];
        }
    *found = 0;
    return s;
}

/* PSD of a bracket (2017 A.8): pair differences and downfloater keys. */
static size_t psd(const ck_ctx *x, const ck_pairing *p, int32_t s, int64_t *v)
{
    size_t n = 0;
    int found;
    int32_t mins = next_group(x, s, &found);
    FOR_PAIRS(x, p, s, h, l)
        v[n++] = x->f[h].ps - x->f[l].ps;
    FOR_MEMBERS(x, i)
        if (downfloater(x, p, i, s))
            v[n++] = x->f[i].ps - mins + 10;
    return n;
}

/* The value of one criterion in the bracket of s: a list compared
 * lexicographically, smaller better, a proper prefix better. */
static size_t crit_value(const ck_ctx *x, const ck_pairing *p, int32_t s, int kind, int64_t *v)
{
    size_t n = 0;
    int64_t cnt = 0;
    int sorted = 1;
    switch (kind) {
    case K_DF_COUNT:
        FOR_MEMBERS(x, i)
            cnt += downfloater(x, p, i, s);
        v[n++] = cnt;
        return n;
    case K_DF_SCORES:
        FOR_MEMBERS(x, i)
            if (downfloater(x, p, i, s))
                v[n++] = x->f[i].ps;
        break;
    case K_NEXT:
    case K_NEXT17: {
        int found;
        int32_t t = next_group(x, s, &found);
        if (!found) {
            v[n++] = 0;
            return n;
        }
        FOR_MEMBERS(x, i)
            cnt += downfloater(x, p, i, t);
        if (kind == K_NEXT) {
            FOR_MEMBERS(x, i)
                if (downfloater(x, p, i, t))
                    v[1 + n++] = x->f[i].ps;
        } else {
            n = psd(x, p, t, v + 1);
        }
        qsort(v + 1, n, sizeof *v, cmp_desc);
        v[0] = cnt;
        return n + 1;
    }
    case K_PAB_UNPLAYED: {
        size_t only = SIZE_MAX;
        FOR_MEMBERS(x, i)
            if (downfloater(x, p, i, s)) {
                cnt++;
                only = i;
            }
        v[n++] = (cnt == 1 && p->pab == only + 1) ? x->f[only].unplayed : 0;
        return n;
    }
    case K_V10:
    case K_V11:
    case K_V12:
    case K_V13:
        FOR_PAIRS(x, p, s, h, l) {
            const ck_fact *fh = &x->f[h], *fl = &x->f[l];
            cnt += kind == K_V10 ? v10(fh, fl) : kind == K_V11 ? v11(fh, fl) : kind == K_V12 ? v12(fh, fl) : v13(fh, fl);
        }
        v[n++] = cnt;
        return n;
    case K_RESDF1:
    case K_RESDF2:
        FOR_MEMBERS(x, i)
            if (x->f[i].ps == s && downfloater(x, p, i, s) &&
                (kind == K_RESDF1 ? x->f[i].fl1 : x->f[i].fl2) == SWC_FLOAT_DOWN)
                cnt++;
        v[n++] = cnt;
        return n;
    case K_UP1:
    case K_UP2:
        FOR_PAIRS(x, p, s, h, l)
            cnt += x->f[h].ps > x->f[l].ps && (kind == K_UP1 ? x->f[l].fl1 : x->f[l].fl2) == SWC_FLOAT_UP;
        v[n++] = cnt;
        return n;
    case K_DFSC1:
    case K_DFSC2:
        FOR_MEMBERS(x, i)
            if (downfloater(x, p, i, s) && (kind == K_DFSC1 ? x->f[i].fl1 : x->f[i].fl2) == SWC_FLOAT_DOWN)
                v[n++] = x->f[i].ps;
        break;
    case K_UPSC1:
    case K_UPSC2:
        FOR_PAIRS(x, p, s, h, l)
            if (x->f[h].ps > x->f[l].ps && (kind == K_UPSC1 ? x->f[l].fl1 : x->f[l].fl2) == SWC_FLOAT_UP)
                v[n++] = x->f[h].ps;
        break;
    case K_PSD:
        n = psd(x, p, s, v);
        break;
    case K_SDDN1:
    case K_SDDN2: {
        int found;
        int32_t mins = next_group(x, s, &found);
        FOR_MEMBERS(x, i) {
            if (!member(x, p, i, s) || (kind == K_SDDN1 ? x->f[i].fl1 : x->f[i].fl2) != SWC_FLOAT_DOWN)
                continue;
            if (downfloater(x, p, i, s))
                v[n++] = x->f[i].ps - mins + 10;
            else if (p->mate[i] && x->f[i].ps > x->f[p->mate[i] - 1].ps)
                v[n++] = x->f[i].ps - x->f[p->mate[i] - 1].ps;
        }
        break;
    }
    case K_SDUP1:
    case K_SDUP2:
        FOR_PAIRS(x, p, s, h, l)
            if (x->f[h].ps > x->f[l].ps && (kind == K_SDUP1 ? x->f[l].fl1 : x->f[l].fl2) == SWC_FLOAT_UP)
                v[n++] = x->f[h].ps - x->f[l].ps;
        break;
    default:
        sorted = 0;
        break;
    }
    if (sorted)
        qsort(v, n, sizeof *v, cmp_desc);
    return n;
}

static int cmp_list(const int64_t *a, size_t na, const int64_t *b, size_t nb)
{
    for (size_t i = 0; i < na && i < nb; i++)
        if (a[i] != b[i])
            return a[i] > b[i] ? 1 : -1;
    return (na > nb) - (na < nb);
}

static void put_list(swc_strbuf *b, const ck_crit *cr, const int64_t *v, size_t n)
{
    char buf[16];
    size_t lead = 0;
    if (cr->kind == K_NEXT || cr->kind == K_NEXT17) {
        swc_strbuf_printf(b, "%lld", (long long)v[0]);
        lead = 1;
        if (n == 1)
            return;
        swc_strbuf_puts(b, " (");
    }
    if (n == lead)
        swc_strbuf_puts(b, "none");
    for (size_t i = lead; i < n; i++) {
        if (i > lead)
            swc_strbuf_puts(b, ", ");
        if (cr->scores)
            swc_strbuf_puts(b, pts(buf, (int32_t)v[i]));
        else
            swc_strbuf_printf(b, "%lld", (long long)v[i]);
    }
    if (lead)
        swc_strbuf_puts(b, ")");
}

static const char *cname(int edition)
{
    return edition == 2017 ? "C." : "C";
}

/* ---- the reason ---------------------------------------------------------- */

/* Absolute rules on the played pairing; 1 when one is broken. The text
 * goes to b unless it is NULL; out->who names the players concerned. */
static int absolute_rules(ck_ctx *x, const ck_pairing *pl, swc_strbuf *b, ck_verdict *out)
{
    const char *C = cname(x->edition);
    for (size_t i = 0; i < x->n; i++)
        if (pl->twice[i]) {
            out->reason = SWC_CHECK_PLAYER_TWICE;
            out->who[0] = out->who[1] = i;
            if (b)
                swc_strbuf_printf(b, "player %lu is paired twice", (unsigned long)ck_pid(x, i));
            return 1;
        }
    for (size_t i = 0; i < x->n; i++) {
        if (!pl->mate[i] || pl->mate[i] - 1 < i)
            continue;
        size_t j = pl->mate[i] - 1;
        const swc_player *a = x->c->players[i], *o = x->c->players[j];
        if (swc_met(a, o, x->k - 1) || swc_model_forbidden_in(x->c, (uint32_t)i, (uint32_t)j, x->k)) {
            out->reason = SWC_CHECK_REMATCH;
            out->criterion = 1;
            out->who[0] = i;
            out->who[1] = j;
            if (b)
                swc_strbuf_printf(b, "%s1: players %lu and %lu %s", C, (unsigned long)a->id, (unsigned long)o->id,
                                  swc_met(a, o, x->k - 1) ? "have already played each other" : "must not be paired");
            return 1;
        }
    }
    for (size_t i = 0; i < x->n; i++) {
        if (!pl->mate[i] || pl->mate[i] - 1 < i)
            continue;
        size_t j = pl->mate[i] - 1;
        const ck_fact *a = &x->f[i], *o = &x->f[j];
        if (a->absolute && o->absolute && a->pref == o->pref && !a->top && !o->top) {
            out->reason = SWC_CHECK_ABSOLUTE_COLOUR;
            out->criterion = 3;
            out->who[0] = i;
            out->who[1] = j;
            if (b)
                swc_strbuf_printf(b, "%s3: players %lu and %lu both have an absolute preference for %s", C,
                                  (unsigned long)ck_pid(x, i), (unsigned long)ck_pid(x, j),
                                  a->pref == SWC_COLOUR_WHITE ? "white" : "black");
            return 1;
        }
    }
    size_t navail = 0;
    for (size_t i = 0; i < x->n; i++)
        navail += x->f[i].avail;
    if (pl->pab && !x->f[pl->pab - 1].elig) {
        const swc_player *p = x->c->players[pl->pab - 1];
        uint32_t r = swc_pab_barred_by(p, x->k - 1, pab_rule(x));
        int kind = r ? p->rec[r - 1].kind : SWC_RK_NONE;
        out->reason = SWC_CHECK_PAB_RULE;
        out->criterion = 2;
        out->who[0] = out->who[1] = pl->pab - 1;
        if (b)
            swc_strbuf_printf(b, "%s2: player %lu may not receive the pairing-allocated bye: %s in round %lu", C,
                              (unsigned long)p->id,
                              kind == SWC_RK_PAB ? "he received one"
                              : kind == SWC_RK_FORFEIT_WIN ? "he won by forfeit"
                              : "he scored a win's worth of points without playing",
                              (unsigned long)r);
        return 1;
    }
    if (pl->pab && navail % 2 == 0) {
        out->reason = SWC_CHECK_PAB_RULE;
        out->criterion = 0;
        out->who[0] = out->who[1] = pl->pab - 1;
        if (b)
            swc_strbuf_printf(b, "a pairing-allocated bye (player %lu) with an even number of players to pair",
                              (unsigned long)ck_pid(x, pl->pab - 1));
        return 1;
    }
    return 0;
}

/* Which colour rule (5.2.n / E.n) decides the colours of a pair. */
static int colour_rule(const ck_ctx *x, size_t h, size_t l)
{
    const ck_fact *a = &x->f[h], *o = &x->f[l];
    if (!a->pref && !o->pref)
        return 5;
    if (a->pref != o->pref)
        return 1;
    swc_colour_state sa, so;
    swc_colour_state_of(x->c->players[h], x->k - 1, &sa);
    swc_colour_state_of(x->c->players[l], x->k - 1, &so);
    if (sa.pref_strength != so.pref_strength || (a->absolute && o->absolute && a->imb != o->imb))
        return 2;
    uint8_t ha[SWC_MAX_ROUNDS], hb[SWC_MAX_ROUNDS];
    size_t na = swc_colour_history(x->c->players[h], x->k - 1, ha, sizeof ha);
    size_t nb = swc_colour_history(x->c->players[l], x->k - 1, hb, sizeof hb);
    for (size_t j = 0; j < na && j < nb; j++)
        if (ha[na - 1 - j] != hb[nb - 1 - j])
            return 3;
    return 4;
}

void swc_check_explain(ck_ctx *x, const ck_pairing *pl, const ck_pairing *en, swc_strbuf *b, ck_verdict *out)
{
    const char *C = cname(x->edition);
    char b1[16], b2[16];
    out->reason = SWC_CHECK_ORDER;
    out->criterion = 0;
    if (absolute_rules(x, pl, b, out))
        return;
    if (x->c->set.system != SWC_SYSTEM_DUTCH) {
        swc_strbuf_puts(b, "the pairing differs from the system's; criteria are explained for the Dutch system only");
        return;
    }
    /* Same pairs: only colours differ. */
    int same_pairs = pl->pab == en->pab;
    for (size_t i = 0; i < x->n && same_pairs; i++)
        same_pairs = pl->mate[i] == en->mate[i];
    if (same_pairs) {
        for (size_t i = 0; i < x->n; i++) {
            if (!en->mate[i] || en->col[i] == pl->col[i])
                continue;
            size_t j = en->mate[i] - 1;
            size_t h = before(x, i, j) ? i : j, l = h == i ? j : i;
            int rule = colour_rule(x, h, l);
            size_t w = en->col[i] == SWC_COLOUR_WHITE ? i : j;
            out->reason = SWC_CHECK_COLOUR_RULE;
            out->criterion = rule;
            swc_strbuf_printf(b, "colours: rule %s%d gives white to player %lu against %lu",
                              x->edition == 2017 ? "E." : "5.2.", rule, (unsigned long)ck_pid(x, w),
                              (unsigned long)ck_pid(x, w == i ? j : i));
            return;
        }
        return;
    }
    /* [C5] (2026): the PAB goes to the lowest score that allows a complete pairing. */
    if (x->edition != 2017 && pl->pab && en->pab && x->f[pl->pab - 1].ps != x->f[en->pab - 1].ps) {
        int worse = x->f[pl->pab - 1].ps > x->f[en->pab - 1].ps;
        out->reason = worse ? SWC_CHECK_CRITERION : SWC_CHECK_NOT_WORSE;
        out->criterion = worse ? 5 : 0;
        swc_strbuf_printf(b, "%s%s5: score of the PAB receiver: %s (player %lu) against %s (player %lu) in the engine's pairing",
                          worse ? "" : "better on ", C, pts(b1, x->f[pl->pab - 1].ps), (unsigned long)ck_pid(x, pl->pab - 1),
                          pts(b2, x->f[en->pab - 1].ps), (unsigned long)ck_pid(x, en->pab - 1));
        return;
    }
    /* The first bracket where the two pairings pair different players. */
    for (size_t g = 0; g < x->ngroups; g++) {
        int32_t s = x->groups[g];
        int differ = 0;
        for (size_t i = 0; i < x->n && !differ; i++) {
            if (!x->f[i].avail)
                continue;
            int in_p = pair_bracket(x, pl, i) == s, in_e = pair_bracket(x, en, i) == s;
            differ = in_p != in_e || (in_p && pl->mate[i] != en->mate[i]);
        }
        if (!differ)
            continue;
        const ck_crit *tab = x->edition == 2017 ? crit2017 : crit2026;
        size_t ntab = x->edition == 2017 ? sizeof crit2017 / sizeof *crit2017 : sizeof crit2026 / sizeof *crit2026;
        for (size_t c = 0; c < ntab; c++) {
            size_t na = crit_value(x, pl, s, tab[c].kind, x->va);
            size_t nb = crit_value(x, en, s, tab[c].kind, x->vb);
            int d = cmp_list(x->va, na, x->vb, nb);
            if (!d)
                continue;
            out->reason = d > 0 ? SWC_CHECK_CRITERION : SWC_CHECK_NOT_WORSE;
            out->criterion = d > 0 ? tab[c].rule->rule : 0;
            swc_strbuf_printf(b, "%s%s: %s in the bracket of %s points: ", d > 0 ? "" : "better on ",
                              tab[c].rule->name, tab[c].rule->what, pts(b1, s));
            put_list(b, &tab[c], x->va, na);
            swc_strbuf_puts(b, " against ");
            put_list(b, &tab[c], x->vb, nb);
            swc_strbuf_puts(b, " in the engine's pairing");
            return;
        }
        swc_strbuf_printf(b, "equal on every criterion in the bracket of %s points: the engine's pairing comes first "
                          "in the order of transpositions and exchanges", pts(b1, s));
        return;
    }
    swc_strbuf_puts(b, "the pairings differ but no bracket could be told apart");
}


/* ---- comparing two pairings ----------------------------------------------- */

int32_t swc_check_pair_bracket(const ck_ctx *x, const ck_pairing *p, size_t i)
{
    return pair_bracket(x, p, i);
}

int swc_check_before(const ck_ctx *x, size_t a, size_t b)
{
    return before(x, a, b);
}

void swc_check_put_values(swc_strbuf *b, const ck_cmp *c, const int64_t *v, size_t n, const char *none)
{
    char buf[16];
    size_t lead = c->lead ? 1 : 0;
    if (lead && n) {
        swc_strbuf_printf(b, "%lld", (long long)v[0]);
        if (n == 1)
            return;
        swc_strbuf_puts(b, " (");
    }
    if (n <= lead)
        swc_strbuf_puts(b, none);
    for (size_t i = lead; i < n; i++) {
        if (i > lead)
            swc_strbuf_puts(b, ", ");
        if (c->scores)
            swc_strbuf_puts(b, pts(buf, (int32_t)v[i]));
        else
            swc_strbuf_printf(b, "%lld", (long long)v[i]);
    }
    if (lead && n > 1)
        swc_strbuf_puts(b, ")");
}

void swc_check_compare(ck_ctx *x, const ck_pairing *a, const ck_pairing *b, ck_cmp *out)
{
    memset(out, 0, sizeof *out);
    out->rank = CK_RANK_EQUAL;
    ck_verdict v = { SWC_CHECK_ORDER, 0, { 0, 0 } };
    if (absolute_rules(x, a, NULL, &v)) {
        out->sign = 1;
        out->absolute = 1;
        out->rank = v.criterion ? v.criterion : 1;
        out->name = NULL;
        out->who[0] = v.who[0];
        out->who[1] = v.who[1];
        return;
    }
    if (x->edition != 2017 && a->pab && b->pab && x->f[a->pab - 1].ps != x->f[b->pab - 1].ps) {
        out->sign = x->f[a->pab - 1].ps > x->f[b->pab - 1].ps ? 1 : -1;
        out->rank = 5;
        out->name = "C5";
        out->what = "score of the PAB receiver";
        out->scores = 1;
        x->va[0] = x->f[a->pab - 1].ps;
        x->vb[0] = x->f[b->pab - 1].ps;
        out->na = out->nb = 1;
        return;
    }
    const ck_crit *tab = x->edition == 2017 ? crit2017 : crit2026;
    size_t ntab = x->edition == 2017 ? sizeof crit2017 / sizeof *crit2017 : sizeof crit2026 / sizeof *crit2026;
    /* Only players whose partner differs are in different brackets; the
     * first bracket told apart is the highest of theirs. */
    int32_t s = NO_BRACKET;
    for (size_t i = 0; i < x->n; i++) {
        if (!x->f[i].avail || a->mate[i] == b->mate[i])
            continue;
        int32_t ba = pair_bracket(x, a, i), bb = pair_bracket(x, b, i);
        if (ba > s)
            s = ba;
        if (bb > s)
            s = bb;
    }
    if (s != NO_BRACKET) {
        /* The criteria of s (and of the next bracket, for [C8] / C.7) look
         * only at players of the two score groups and those paired down
         * into them. */
        int found;
        int32_t t = next_group(x, s, &found);
        size_t nm = 0;
        for (size_t i = 0; x->member_buf && i < x->n; i++) {
            const ck_fact *f = &x->f[i];
            if (f->avail && (f->ps == s || (found && f->ps == t) ||
                             (f->ps > s && (pair_bracket(x, a, i) <= s || pair_bracket(x, b, i) <= s))))
                x->member_buf[nm++] = i;
        }
        x->members = x->member_buf;
        x->nmembers = nm;
        for (size_t c = 0; c < ntab; c++) {
            size_t na = crit_value(x, a, s, tab[c].kind, x->va);
            size_t nb = crit_value(x, b, s, tab[c].kind, x->vb);
            int d = cmp_list(x->va, na, x->vb, nb);
            if (!d)
                continue;
            out->sign = d;
            out->rank = tab[c].rule->rule;
            out->name = tab[c].rule->name;
            out->what = tab[c].rule->what;
            out->bracket = s;
            out->scores = tab[c].scores;
            out->lead = tab[c].kind == K_NEXT || tab[c].kind == K_NEXT17;
            out->na = na;
            out->nb = nb;
            break;
        }
        x->members = NULL;
        out->bracket = s;
    }
}
