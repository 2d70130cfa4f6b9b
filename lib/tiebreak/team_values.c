/* Team tie-breaks whose value is the team's own: scores, counts,
 * progressive scores, Koya, board count, and the Buchholz family with the
 * extended Sonneborn-Berger forms and SSSC (C.07 2026, Art. 7-9, 12-13,
 * 16). */
#include <stdlib.h>
#include <string.h>

#include "team_tb.h"

int tt_grouped(const tt_spec *sp)
{
    return sp->crit == TT_EDE || sp->crit == TT_TBR || sp->crit == TT_BBE;
}

int32_t tt_scale(const tt_spec *sp)
{
    switch (sp->crit) {
    case TT_WIN: case TT_WON: case TT_EDE: case TT_TBR: case TT_BBE:
        return 1;
    case TT_AOB: case TT_ESB: case TT_SSSC:
        return 100;
    default:
        return 10;
    }
}

/* BC ranks the lower sum first, as the FIDE calculator does; the place codes rank lower first. */
int tt_ascending(const tt_spec *sp)
{
    return sp->crit == TT_BC || tt_grouped(sp);
}

/* Adjusted score of every team as an opponent (C.07 16.3): rounds after the
 * last one it elected to play, without an opponent, count as draws (in a
 * round robin as nothing). `fore` (FB) treats the last round as drawn. */
static void adjusted(const tt_ctx *c, int s, int fore, int64_t *abh, int64_t *own)
{
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t lna = c->lna[s][i];
        int isfore = fore && c->lmp[i] == c->R && c->R > 0;
        if (isfore && s == TT_MP)
            lna = c->R;
        int64_t sum = 0, last = 0;
        int adjust = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            int64_t v = (k <= lna || rd->opp) ? rd->pts[s] : (c->rr ? 0 : c->draw[s] * (s == TT_GP ? (int32_t)c->nb : 1));
            sum += v;
            if (k == c->R) {
                last = rd->pts[s];
                adjust = isfore && rd->opp;
            }
        }
        int64_t ownscore = c->tot[s][i];
        if (adjust) {
            int64_t d = c->draw[s] * (s == TT_GP ? (int64_t)c->nb : 1) - last;
            sum += d;
            ownscore += d;
        }
        abh[i] = sum;
        own[i] = ownscore;
    }
}

typedef struct contrib {
    int vur;
    int64_t score, value;
} contrib;

static int by_score(const void *a, const void *b)
{
    const contrib *x = a, *y = b;
    if (x->score != y->score)
        return x->score < y->score ? -1 : 1;
    return (x->value > y->value) - (x->value < y->value);
}

/* Index of the contribution a low cut removes (C.07 14.1, 16.5): the lowest
 * VUR when there is one, unless the lowest value overall is higher than it. */
static size_t low_cut(const contrib *v, size_t n)
{
    size_t all = 0, exp = SIZE_MAX;
    for (size_t j = 1; j < n; j++)
        if (by_score(&v[j], &v[all]) < 0)
            all = j;
    for (size_t j = 0; j < n; j++)
        if (v[j].vur && (exp == SIZE_MAX || by_score(&v[j], &v[exp]) < 0))
            exp = j;
    if (exp == SIZE_MAX)
        return all;
    return v[all].value > v[exp].value ? all : exp;
}

static size_t high_cut(const contrib *v, size_t n)
{
    size_t hi = 0;
    for (size_t j = 1; j < n; j++)
        if (by_score(&v[j], &v[hi]) > 0)
            hi = j;
    return hi;
}

/* Buchholz-type sums: BH, FB, the extended SB forms (score × own result)
 * and the Buchholz inside SSSC and AOB. */
static int buchholz(const tt_ctx *c, const tt_spec *sp, int is_sb, int fore, int cut_low, int cut_high, int64_t *out)
{
    int s = sp->score;
    size_t n = c->n;
    int64_t *abh = swc_mem_calloc(c->mem, 2 * n + 1, sizeof *abh);
    contrib *v = swc_mem_calloc(c->mem, c->R + 1, sizeof *v);
    if (!abh || !v) {
        swc_mem_free(c->mem, abh, (2 * n + 1) * sizeof *abh);
        swc_mem_free(c->mem, v, (c->R + 1) * sizeof *v);
        return SWC_ENOMEM;
    }
    int64_t *own = abh + n;
    adjusted(c, s, fore, abh, own);
    int64_t drawall = (int64_t)c->draw[s] * (s == TT_GP ? c->nb : 1) * c->R;
    for (uint32_t i = 0; i < c->n; i++) {
        size_t nv = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            /* /P: a forfeited match is a regular one, as in a round robin (C.07 15). */
            int played = c->rr || sp->played || (fore && k == c->R) || rd->played;
            int vur = rd->vur;
            int64_t score;
            if (played && rd->opp) {
                vur = 0;
                score = abh[rd->opp - 1];
            } else if (!c->rr) {
                /* The dummy opponent (16.4), capped as the 2026 text says. */
                score = own[i];
                if (rd->opp)
                    score = score < abh[rd->opp - 1] ? score : abh[rd->opp - 1];
                else
                    score = score < drawall ? score : drawall;
            } else {
                score = 0;
            }
            if (!rd->opp && c->rr)
                continue;
            v[nv].vur = vur;
            v[nv].score = score;
            v[nv].value = is_sb ? score * rd->pts[sp->own] : score;
            nv++;
        }
        int low = cut_low > (int)c->R ? (int)c->R : cut_low;
        int high = low + cut_high > (int)c->R ? (int)c->R - low : cut_high;
        for (; low > 0 && nv > 0; low--) {
            size_t j = low_cut(v, nv);
            v[j] = v[--nv];
        }
        for (; high > 0 && nv > 0; high--) {
            size_t j = high_cut(v, nv);
            v[j] = v[--nv];
        }
        int64_t sum = 0;
        for (size_t j = 0; j < nv; j++)
            sum += v[j].value;
        out[i] = sum;
    }
    swc_mem_free(c->mem, abh, (2 * n + 1) * sizeof *abh);
    swc_mem_free(c->mem, v, (c->R + 1) * sizeof *v);
    return SWC_OK;
}

/* Average of the opponents' Buchholz (C.07 8.2), over matches played on the
 * boards, in hundredths rounded half up; undefined without such a match. */
static int aob(const tt_ctx *c, const tt_spec *sp, int64_t *out)
{
    int64_t *bh = swc_mem_calloc(c->mem, c->n + 1, sizeof *bh);
    if (!bh)
        return SWC_ENOMEM;
    int rc = buchholz(c, sp, 0, 0, 0, 0, bh);
    for (uint32_t i = 0; rc == SWC_OK && i < c->n; i++) {
        int64_t sum = 0, num = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            if (rd->played && rd->opp) {
                sum += bh[rd->opp - 1];
                num++;
            }
        }
        /* tenths -> hundredths: sum * 10 / num, half up. */
        out[i] = num ? (sum * 20 + num) / (2 * num) : TT_UNDEF;
    }
    swc_mem_free(c->mem, bh, (c->n + 1) * sizeof *bh);
    return rc;
}

/* SSSC (C.07 13.4): the other score plus the Buchholz of the primary score
 * divided by the rounds' worth of that score in the other, in hundredths
 * rounded half up. */
static int sssc(const tt_ctx *c, const tt_spec *sp, int64_t *out)
{
    int rc = buchholz(c, sp, 0, sp->fore, 0, 0, out);
    if (rc)
        return rc;
    int other = 1 - sp->score;
    int64_t div;
    if (sp->score == TT_MP)
        div = c->nb ? ((int64_t)c->win[TT_MP] * c->R) / ((int64_t)c->win[TT_GP] * c->nb) : 1;
    else
        div = ((int64_t)c->win[TT_GP] * c->R * c->nb) / c->win[TT_MP];
    if (sp->kdiv)
        div = sp->kdiv;
    if (div < 1)
        div = 1;
    for (uint32_t i = 0; i < c->n; i++)
        out[i] = (int64_t)c->tot[other][i] * 10 + (out[i] * 20 + div) / (2 * div);
    return SWC_OK;
}

/* Koya (C.07 9.2) for teams: points scored against opponents with at least
 * half the maximum score. */
static void koya(const tt_ctx *c, const tt_spec *sp, int64_t *out)
{
    int s = sp->score;
    int64_t maxgames = c->R;
    if (c->rr) {
        if (c->n && c->R % c->n == 0)
            maxgames -= c->R / c->n;
        for (uint32_t i = 0; i < c->n; i++)
            if (!c->lmp[i])
                maxgames--;
    }
    /* lim = 50 % of win × games (× boards for game points), compared doubled. */
    int64_t lim2 = (int64_t)c->win[s] * maxgames * (s == TT_GP ? c->nb : 1);
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t ks = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            if (rd->opp && 2 * (int64_t)c->tot[s][rd->opp - 1] >= lim2)
                ks += rd->pts[s];
        }
        out[i] = ks;
    }
}

int tt_value(const tt_ctx *c, const tt_spec *sp, int64_t *out)
{
    int s = sp->score;
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t v = 0, ps = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            switch (sp->crit) {
            case TT_WIN:
            case TT_WON:
                if (s == TT_MP) {
                    v += rd->pts[TT_MP] == c->win[TT_MP] && (sp->crit == TT_WIN || (rd->played && rd->opp));
                } else {
                    for (uint32_t b = 0; b < c->nb; b++)
                        v += rd->bp[b] == c->win[TT_GP] && (sp->crit == TT_WIN || rd->otb[b]);
                }
                break;
            case TT_PS:
                ps += rd->pts[s];
                v += ps;
                break;
            default:
                break;
            }
        }
        switch (sp->crit) {
        case TT_PTS: v = c->tot[s][i]; break;
        case TT_MPVGP: v = c->tot[1 - s][i]; break;
        case TT_BC:
            v = 0;
            for (uint32_t b = 0; b < c->nb; b++)
                v += (int64_t)(b + 1) * c->bptot[(size_t)i * c->nb + b];
            break;
        default: break;
        }
        out[i] = v;
    }
    switch (sp->crit) {
    case TT_KS: koya(c, sp, out); return SWC_OK;
    case TT_BH: return buchholz(c, sp, 0, 0, sp->cut_low, sp->cut_high, out);
    case TT_FB: return buchholz(c, sp, 0, 1, sp->cut_low, sp->cut_high, out);
    case TT_ESB: return buchholz(c, sp, 1, 0, sp->cut_low, sp->cut_high, out);
    case TT_AOB: return aob(c, sp, out);
    case TT_SSSC: return sssc(c, sp, out);
    default: return SWC_OK;
    }
}
