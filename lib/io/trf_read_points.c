/*
 * TRF reader: the stated points (columns 81-84) against the results.
 *
 * Swiss Perfect and the Irish files of its time left a bye round blank and
 * counted its point only in the stated total. When a player's total exceeds
 * his results by what full- and half-point byes in his blank rounds give,
 * those rounds become the byes (earliest rounds first, full points before a
 * half), with a warning. Any other difference refuses the file, unless the
 * caller trusts the results.
 */
#include <stdio.h>
#include <string.h>

#include "trf_read.h"

/* Give player index `pi` bye `kind` in round k+1 (a blank round of his). */
static void make_bye(rd *r, uint32_t pi, uint32_t k, int kind)
{
    swc_round *rd_ = r->t->rounds[k];
    for (size_t i = 0; i < rd_->nbyes; i++)
        if (rd_->byes[i].player == pi)
            rd_->byes[i].kind = (uint8_t)kind;
    swc_model_sync(r->t, rd_);
}

/* Points `need` as full and half byes over the blank rounds of P: the number
 * of full byes and whether a half one follows; 0 when they cannot add up. */
static int bye_split(const swc_settings *s, int32_t need, uint32_t blanks, uint32_t *full, int *half)
{
    if (need <= 0 || blanks == 0 || s->full_bye <= 0)
        return 0;
    uint32_t f = (uint32_t)(need / s->full_bye);
    int32_t rest = need - (int32_t)f * s->full_bye;
    int h = 0;
    if (rest && rest == s->half_bye) {
        h = 1;
        rest = 0;
    }
    if (rest || f + (uint32_t)h > blanks)
        return 0;
    *full = f;
    *half = h;
    return 1;
}

/* Blank rounds of P become the byes its stated total needs: 1 done, 0 not. */
static int reconcile(rd *r, const rd_player *P, uint32_t nreal, int32_t need, int *rc)
{
    const swc_settings *s = &r->t->set;
    uint32_t pi = P->p->index, blanks = 0;
    for (uint32_t k = 0; k < nreal; k++)
        blanks += P->p->rec[k].kind == SWC_RK_NOT_PAIRED;
    uint32_t full = 0;
    int half = 0;
    if (!bye_split(s, need, blanks, &full, &half))
        return 0;
    char list[160];
    size_t len = 0;
    list[0] = '\0';
    for (uint32_t k = 0; k < nreal && (full || half); k++) {
        if (P->p->rec[k].kind != SWC_RK_NOT_PAIRED)
            continue;
        int kind = full ? SWC_RK_FULL_BYE : SWC_RK_HALF_BYE;
        if (full)
            full--;
        else
            half = 0;
        make_bye(r, pi, k, kind);
        if (len + 16 < sizeof list)
            len += (size_t)snprintf(list + len, sizeof list - len, "%s%lu (%s)", len ? ", " : "", (unsigned long)k + 1,
                                    kind == SWC_RK_FULL_BYE ? "full" : "half");
    }
    char a[16];
    rd_fmt_tenths(a, sizeof a, P->p->stated_points);
    rd_set_line(r, P->line);
    *rc = rd_warn_c(r, 80, "player %lu states %s points; his blank round%s %s read as the bye%s that total needs "
                           "(the legacy convention of bye rounds left blank)",
                    (unsigned long)P->id, a, strchr(list, ',') ? "s" : "", list, strchr(list, ',') ? "s" : "");
    return 1;
}

int rd_check_points(rd *r, uint32_t nreal)
{
    const swc_settings *s = &r->t->set;
    int trust = (r->flags & SWC_TRF_TRUST_RESULTS) != 0;
    /* A player's points in a team event are informative only: programs
     * count the team PAB or an empty board differently. */
    if (r->team_mode)
        return SWC_OK;
    for (size_t i = 0; i < r->npl; i++) {
        const rd_player *P = &r->pl[i];
        int32_t stated = P->p->stated_points;
        if (stated < 0)
            continue;
        int32_t sum = swc_score_after(P->p, nreal);
        /* The bye of the round to be paired may or may not be counted yet
         * (JaVaFo asks for it, bbpPairings takes both); the acceleration of
         * that round likewise. */
        int32_t pend = 0;
        switch (swc_model_request(P->p, nreal + 1)) {
        case SWC_RK_HALF_BYE: pend = s->half_bye; break;
        case SWC_RK_FULL_BYE: pend = s->full_bye; break;
        case SWC_RK_ZERO_BYE: pend = s->zero_bye; break;
        default: break;
        }
        int32_t acc = swc_model_virtual(P->p, nreal + 1);
        if (stated == sum || stated == sum + pend || stated == sum + acc || stated == sum + pend + acc)
            continue;
        int rc = SWC_OK;
        if (reconcile(r, P, nreal, stated - sum, &rc) || reconcile(r, P, nreal, stated - sum - pend, &rc)) {
            if (rc)
                return rc;
            continue;
        }
        if (trust)
            continue;
        char a[16], b[16];
        rd_fmt_tenths(a, sizeof a, stated);
        rd_fmt_tenths(b, sizeof b, sum);
        rd_set_line(r, P->line);
        return rd_fail_c(r, SWC_EINCONSISTENT, 80,
                         "player %lu states %s points, but the results add up to %s (use SWC_TRF_TRUST_RESULTS to "
                         "accept the results)",
                         (unsigned long)P->id, a, b);
    }
    return SWC_OK;
}
