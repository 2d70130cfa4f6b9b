/*
 * TRF reader: the 250 records of a team file (TRF-2026): virtual match
 * points in columns 5-8, game points in 10-13, rounds in 15-17 and 19-21,
 * a range of team numbers in 23-26 and 28-31. The library accelerates
 * teams by C.04.7's Baku method only: records that say exactly that turn
 * it on (they override 192); any others are kept as text, not applied.
 */
#include <string.h>

#include "trf_read.h"

/* Tenths of "2", "2.0", "02.0"; -1 when not such a number. */
static int32_t tenths_of(const char *p, size_t n)
{
    size_t i = 0;
    int32_t v = 0;
    for (; i < n && p[i] >= '0' && p[i] <= '9' && v < 100000; i++)
        v = v * 10 + (p[i] - '0');
    if (i == 0)
        return -1;
    if (i == n)
        return v * 10;
    if (i + 2 == n && p[i] == '.' && p[i + 1] >= '0' && p[i + 1] <= '9')
        return v * 10 + (p[i + 1] - '0');
    return -1;
}

/* The six fields of a 250 line by their columns (1-based, inclusive):
 * mp, gp (tenths; a blank game-point field is 0), r1, r2, first, last. */
static int fields_250(const rd_line *l, int32_t f[6])
{
    static const uint32_t col[6][2] = { { 5, 8 }, { 10, 13 }, { 15, 17 }, { 19, 21 }, { 23, 26 }, { 28, 31 } };
    if (l->n > 31)
        return 0;
    for (int k = 0; k < 6; k++) {
        uint32_t c0 = col[k][0] - 1, c1 = col[k][1] < l->n ? col[k][1] : l->n;
        if (c0 > 0 && c0 - 1 < l->n && l->s[c0 - 1] != ' ')
            return 0; /* fields are separated by blanks */
        while (c0 < c1 && l->s[c0] == ' ')
            c0++;
        if (c0 >= c1) {
            if (k != 1)
                return 0;
            f[k] = 0;
            continue;
        }
        if (k < 2) {
            f[k] = tenths_of(l->s + c0, c1 - c0);
        } else {
            int32_t v = 0;
            for (uint32_t c = c0; c < c1; c++)
                v = l->s[c] >= '0' && l->s[c] <= '9' && v < 100000 ? v * 10 + (l->s[c] - '0') : -1000000;
            f[k] = v;
        }
        if (f[k] < 0)
            return 0;
    }
    return f[2] >= 1 && f[2] <= f[3] && f[3] <= SWC_MAX_ROUNDS && f[4] >= 1 && f[4] <= f[5];
}

int rd_team_250(rd *r)
{
    swc_tournament *t = r->t;
    size_t n = 0, cells = 0, want = 0;
    int baku = 1;
    int32_t keep = t->set.acceleration;
    t->set.acceleration = SWC_ACCEL_BAKU; /* what Baku would give */
    for (size_t i = 0; i < r->nlater; i++) {
        const rd_line *l = &r->later[i];
        if (l->n < 3 || memcmp(l->s, "250", 3) != 0)
            continue;
        n++;
        int32_t f[6];
        if (!fields_250(l, f) || f[1] != 0 || (size_t)f[5] > (t->teams ? t->teams->nteams : 0)) {
            baku = 0;
            continue;
        }
        for (int32_t k = f[2]; k <= f[3] && baku; k++)
            for (int32_t team = f[4]; team <= f[5] && baku; team++, cells++)
                baku = swc_team_model_baku(t, (uint32_t)team, (uint32_t)k) == f[0] && f[0] > 0;
    }
    /* Every accelerated team and round stated once, nothing else. */
    uint32_t top = t->teams ? swc_team_model_baku_last(t) : 0;
    for (uint32_t k = 1; k <= (uint32_t)t->set.rounds && k <= SWC_MAX_ROUNDS; k++)
        for (uint32_t team = 1; team <= top; team++)
            want += swc_team_model_baku(t, team, k) != 0;
    t->set.acceleration = keep;
    int rc = SWC_OK;
    if (n && baku && cells == want && want)
        rc = rd_set_int(r, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU, NULL);
    if (rc == SWC_OK && t->set.acceleration == SWC_ACCEL_BAKU && t->teams &&
        swc_team_model_get(t, SWC_TEAM_MP_WIN) != 2 * swc_team_model_get(t, SWC_TEAM_MP_DRAW))
        rc = rd_warn(r, 0, 0, "Baku for teams assumes a win worth two draws (C.04.7); the match points of 362 "
                             "give group A a win's points, then half of them");
    if (rc != SWC_OK || !n || (baku && cells == want && want))
        return rc;
    int warned = 0;
    for (size_t i = 0; i < r->nlater && rc == SWC_OK; i++) {
        rd_set_line(r, r->later[i]);
        if (r->cur.n < 3 || memcmp(r->cur.s, "250", 3) != 0)
            continue;
        if (!warned++)
            rc = rd_warn_c(r, 0, "team 250 records other than C.04.7's Baku acceleration of the teams: kept, not "
                                   "applied%s", t->set.acceleration == SWC_ACCEL_BAKU ? " (Baku by the 192 code is)" : "");
        if (rc == SWC_OK && swc_model_add_extra_line(t, r->cur.s, r->cur.n))
            rc = rd_nomem(r);
    }
    return rc;
}
