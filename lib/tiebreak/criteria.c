/*
 * One function per criterion over the facts of tb_ctx. Values are exact
 * integers at the scale of the criteria table: points and Buchholz-type
 * sums in tenths, Sonneborn-Berger in hundredths (score × points), AOB in
 * hundredths (rounded half up), counts and ratings as plain integers.
 */
#include <string.h>

#include "tb.h"

const tb_criterion tb_criteria[TB_NCRIT] = {
    [TB_PTS] = { "PTS", "积分", "-", 0, 1, 0, 0, "points" },
    [TB_DE] = { "DE", "直胜", "A", TB_MOD_PLAYED, 0, 1, 1, "direct encounter among the tied players (C.07 6)" },
    [TB_WIN] = { "WIN", "胜局数", "B", TB_MOD_REV, 0, 0, 0, "rounds won, with or without playing (7.1)" },
    [TB_WON] = { "WON", "对局胜局数", "B", TB_MOD_REV, 0, 0, 0, "games won over the board (7.2)" },
    [TB_BPG] = { "BPG", "后手局数", "B", TB_MOD_REV, 0, 0, 0, "games played with black (7.3)" },
    [TB_BWG] = { "BWG", "后手胜局数", "B", TB_MOD_REV, 0, 0, 0, "games won with black (7.4)" },
    [TB_WWG] = { "WWG", "先手胜局", "-", TB_MOD_REV, 0, 0, 0, "games won with white (red)" },
    [TB_PS] = { "PS", "累进分", "B", TB_MOD_CUT | TB_MOD_REV, 1, 0, 0, "sum of progressive scores (7.5)" },
    [TB_REP] = { "REP", "选择对局轮数", "B", TB_MOD_REV, 0, 0, 0, "rounds one elected to play (7.6)" },
    [TB_STD] = { "STD", "标准分", "B", TB_MOD_REV, 1, 0, 0, "standard points 1/0.5/0 per round (7.7)" },
    [TB_BH] = { "BH", "对手分", "C", TB_MOD_CUT | TB_MOD_MEDIAN | TB_MOD_PLAYED | TB_MOD_REV, 1, 0, 0, "Buchholz (8.1)" },
    [TB_FB] = { "FB", "预测对手分", "C", TB_MOD_CUT | TB_MOD_MEDIAN | TB_MOD_PLAYED | TB_MOD_REV, 1, 0, 0, "Fore Buchholz (8.3)" },
    [TB_AOB] = { "AOB", "对手平均对手分", "CC", TB_MOD_REV, 2, 0, 0, "average of opponents' Buchholz (8.2)" },
    [TB_SB] = { "SB", "索伯分", "BC", TB_MOD_CUT | TB_MOD_PLAYED | TB_MOD_REV, 2, 0, 0, "Sonneborn-Berger (9.1)" },
    [TB_KS] = { "KS", "科亚分", "BC", TB_MOD_LIMIT | TB_MOD_REV, 1, 0, 0, "Koya system (9.2)" },
    [TB_ARO] = { "ARO", "对手平均等级分", "D", TB_MOD_CUT | TB_MOD_MEDIAN | TB_MOD_UNRATED | TB_MOD_REV, 0, 0, 0, "average rating of opponents (10.1)" },
    [TB_TPR] = { "TPR", "表现等级分", "DB", TB_MOD_CUT | TB_MOD_MEDIAN | TB_MOD_UNRATED | TB_MOD_REV, 0, 0, 0, "tournament performance rating (10.2)" },
    [TB_PTP] = { "PTP", "完美表现分", "DB", TB_MOD_CUT | TB_MOD_MEDIAN | TB_MOD_UNRATED | TB_MOD_REV, 0, 0, 0, "perfect tournament performance (10.3)" },
    [TB_APRO] = { "APRO", "对手平均表现分", "DC", TB_MOD_UNRATED | TB_MOD_REV, 0, 0, 0, "average TPR of opponents (10.4)" },
    [TB_APPO] = { "APPO", "对手平均完美表现分", "DC", TB_MOD_UNRATED | TB_MOD_REV, 0, 0, 0, "average PTP of opponents (10.5)" },
    [TB_TPN] = { "TPN", "序号", "B", TB_MOD_REV, 0, 1, 0, "tournament pairing number, lower first (7.8)" },
    [TB_RTNG] = { "RTNG", "等级分", "B", TB_MOD_REV | TB_MOD_UNRATED, 0, 0, 0, "rating (10.6)" },
    [TB_NUM] = { "NUM", "对局数", "-", TB_MOD_REV, 0, 0, 0, "games played over the board" },
    [TB_VUR] = { "VUR", "自愿未赛轮数", "-", TB_MOD_REV, 0, 1, 0, "voluntary unplayed rounds, fewer first" },
    [TB_FOUL] = { "FOUL", "犯规", "-", TB_MOD_REV, 0, 1, 0, "fouls, fewer first (xiangqi)" },
    [TB_LRB] = { "LRB", "逐轮比较", "-", 0, 0, 1, 1, "results of the last round, then the one before … (xiangqi 2011 14.3.1)" },
    [TB_PSR] = { "PSR", "去轮累进分", "-", 0, 0, 1, 1, "progressive score without round 1, then without rounds 1-2 … (xiangqi 2011 14.3.2)" },
    [TB_LOT] = { "LOT", "抽签", "-", 0, 0, 1, 0, "drawing of lots from the seed" },
};

/* Chinese names of modified criteria that have one of their own, so that
 * two columns of a cascade never share a name (对手分 and 中间分). */
static const struct {
    int crit, cut_low, cut_high;
    const char *zh;
} zh_modified[] = {
    { TB_BH, 1, 1, "中间分" },
    { TB_BH, 1, 0, "扣除对手分" },
    { TB_BH, 2, 0, "对手分扣除II型" },
    { TB_BH, 2, 2, "中间分M2" },
    { TB_PS, 1, 0, "扣除累进分" },
    { TB_SB, 1, 0, "扣除索伯分" },
};

/* The /P forms of MTB26 (forfeits as games): the name of the form without
 * /P, then /P, so that BH/C1 and BH/C1/P never share a column name. */
static const struct {
    int crit, cut_low, cut_high;
    const char *zh;
} zh_played[] = {
    { TB_DE, 0, 0, "直胜/P" },         { TB_BH, 0, 0, "对手分/P" },
    { TB_BH, 1, 0, "扣除对手分/P" },   { TB_BH, 2, 0, "对手分扣除II型/P" },
    { TB_BH, 1, 1, "中间分/P" },       { TB_BH, 2, 2, "中间分M2/P" },
    { TB_FB, 0, 0, "预测对手分/P" },   { TB_FB, 1, 0, "预测对手分C1/P" },
    { TB_FB, 2, 0, "预测对手分C2/P" }, { TB_FB, 1, 1, "预测对手分M1/P" },
    { TB_FB, 2, 2, "预测对手分M2/P" }, { TB_SB, 0, 0, "索伯分/P" },
    { TB_SB, 1, 0, "扣除索伯分/P" },   { TB_SB, 2, 0, "索伯分C2/P" },
};

const char *tb_spec_name_zh(const tb_spec *sp)
{
    for (size_t k = 0; sp->forfeits && k < sizeof zh_played / sizeof zh_played[0]; k++)
        if (zh_played[k].crit == sp->crit && zh_played[k].cut_low == sp->cut_low &&
            zh_played[k].cut_high == sp->cut_high)
            return zh_played[k].zh;
    for (size_t k = 0; k < sizeof zh_modified / sizeof zh_modified[0]; k++)
        if (zh_modified[k].crit == sp->crit && zh_modified[k].cut_low == sp->cut_low &&
            zh_modified[k].cut_high == sp->cut_high)
            return zh_modified[k].zh;
    return tb_criteria[sp->crit].zh;
}

/* ---- Buchholz family ---------------------------------------------------- */

typedef struct bh_item {
    int64_t score;    /* opponent's (or dummy's) value, tenths */
    int64_t tbvalue;  /* score for BH, score × points for SB */
    int vur;
} bh_item;

/* Stable insertion sort, as the reference calculator's sorted(). */
typedef int (*item_less)(const bh_item *a, const bh_item *b);

static void stable_sort(bh_item *a, size_t n, item_less less)
{
    for (size_t i = 1; i < n; i++) {
        bh_item x = a[i];
        size_t j = i;
        while (j > 0 && less(&x, &a[j - 1])) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = x;
    }
}

static int less_all(const bh_item *a, const bh_item *b)
{
    if (a->score != b->score)
        return a->score < b->score;
    return a->tbvalue < b->tbvalue;
}

static int less_vur(const bh_item *a, const bh_item *b)
{
    if (a->vur != b->vur)
        return a->vur > b->vur;
    if (a->score != b->score)
        return a->score < b->score;
    return a->tbvalue < b->tbvalue;
}

static int less_high(const bh_item *a, const bh_item *b)
{
    if (a->score != b->score)
        return a->score > b->score;
    return a->tbvalue > b->tbvalue;
}

/* Apply cuts (with the C.07 16.5 VUR exception under the 2023/2026 rules)
 * and return the sum of what is left. items is reordered. */
static int64_t cut_sum(const tb_ctx *c, bh_item *items, size_t n, int low, int high, bh_item *tmp)
{
    int R = (int)c->R;
    if (low > R)
        low = R;
    if (low + high > R)
        high = R - low;
    int fide = c->regime == TB_REGIME_2023 || c->regime == TB_REGIME_2026;
    while (low > 0 && n > 0) {
        memcpy(tmp, items, n * sizeof *items);
        stable_sort(tmp, n, less_all);
        if (fide) {
            bh_item *exp = items;
            stable_sort(exp, n, less_vur);
            if (exp[0].vur && !(tmp[0].tbvalue > exp[0].tbvalue)) {
                memmove(items, items + 1, (n - 1) * sizeof *items);
                n--;
                low--;
                continue;
            }
        }
        memcpy(items, tmp + 1, (n - 1) * sizeof *items);
        n--;
        low--;
    }
    while (high > 0 && n > 0) {
        stable_sort(items, n, less_high);
        memmove(items, items + 1, (n - 1) * sizeof *items);
        n--;
        high--;
    }
    int64_t sum = 0;
    for (size_t k = 0; k < n; k++)
        sum += items[k].tbvalue;
    return sum;
}

/* Opposite result of a round for the 2009 virtual opponent. */
static int32_t opposite(const tb_ctx *c, int32_t pts)
{
    int32_t loss = c->t->set.loss * c->games;
    if (pts >= c->win)
        return loss;
    if (pts <= loss)
        return c->win;
    return c->draw;
}

/* Fore Buchholz facts: adjusted scores and own scores with the last round's
 * paired games counted as draws (C.07 8.3). With mode 2 only the first step
 * is taken: a player paired in the last round counts every earlier round at
 * face value. The reference calculator computes AOB that way (it keeps that
 * step from FB), and its tables are the bar this library is held to. */
static void fore_scores(const tb_ctx *c, int mode, int32_t *adj, int32_t *own)
{
    uint32_t R = c->R;
    for (uint32_t i = 0; i < c->n; i++) {
        uint32_t lna = c->lna[i];
        if (c->lmp[i] == R)
            lna = R;
        int32_t a = 0;
        for (uint32_t r = 0; r < R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            a += (r + 1 <= lna || x->opp) ? x->pts : c->draw;
        }
        int32_t o = c->score[i];
        if (mode == 1 && R > 0 && tb_rd(c, i, R - 1)->opp) {
            int32_t d = c->draw - tb_rd(c, i, R - 1)->pts;
            a += d;
            o += d;
        }
        adj[i] = a;
        own[i] = o;
    }
}

/* Buchholz (sb = 0) or Sonneborn-Berger (sb = 1) of every player; fore 1
 * for Fore Buchholz, 2 for the adjusted scores AOB uses. */
static int bh_sb(const tb_ctx *c, const tb_spec *sp, int sb, int fore, int64_t *out)
{
    if (fore == 2 && c->regime != TB_REGIME_2023 && c->regime != TB_REGIME_2026)
        fore = 0;
    size_t R = c->R ? c->R : 1;
    bh_item *items = swc_mem_calloc(c->mem, R, sizeof *items);
    bh_item *tmp = swc_mem_calloc(c->mem, R, sizeof *tmp);
    int32_t *fadj = NULL, *fown = NULL;
    if (fore) {
        fadj = swc_mem_calloc(c->mem, c->n ? c->n : 1, sizeof *fadj);
        fown = swc_mem_calloc(c->mem, c->n ? c->n : 1, sizeof *fown);
    }
    if (!items || !tmp || (fore && (!fadj || !fown))) {
        swc_mem_free(c->mem, items, R * sizeof *items);
        swc_mem_free(c->mem, tmp, R * sizeof *tmp);
        swc_mem_free(c->mem, fadj, (c->n ? c->n : 1) * sizeof *fadj);
        swc_mem_free(c->mem, fown, (c->n ? c->n : 1) * sizeof *fown);
        return SWC_ENOMEM;
    }
    const int32_t *adj = c->adj;
    if (fore) {
        fore_scores(c, fore, fadj, fown);
        adj = fadj;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        size_t n = 0;
        int32_t own = fore ? fown[i] : c->score[i];
        int32_t before = 0; /* score before the round (2009 virtual opponent) */
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            /* /P: a forfeit is a regular game against the scheduled
             * opponent, as with pre-determined pairings (C.07 15). */
            int played = x->otb || ((sp->forfeits || (fore == 1 && r + 1 == c->R)) && x->opp);
            int64_t score;
            int vur = x->vur;
            if (played && x->opp) {
                vur = 0;
                score = adj[x->opp - 1];
            } else {
                switch (c->regime) {
                case TB_REGIME_2009:
                    score = before + opposite(c, x->pts) + (int64_t)c->draw * (int64_t)(c->R - r - 1);
                    break;
                case TB_REGIME_XQ2011:
                    score = x->opp ? c->adj[x->opp - 1] : c->min_scored;
                    break;
                case TB_REGIME_2026:
                    score = own;
                    if (x->opp) {
                        if (adj[x->opp - 1] < score)
                            score = adj[x->opp - 1]; /* 16.4.1 */
                    } else if ((int64_t)c->draw * c->R < score) {
                        score = (int64_t)c->draw * c->R; /* 16.4.2 */
                    }
                    break;
                default:
                    score = own; /* 16.4: dummy with the player's own score */
                    break;
                }
            }
            before += x->pts;
            items[n].score = score;
            items[n].tbvalue = sb ? score * x->pts : score;
            items[n].vur = vur;
            n++;
        }
        out[i] = cut_sum(c, items, n, sp->cut_low, sp->cut_high, tmp);
    }
    swc_mem_free(c->mem, items, R * sizeof *items);
    swc_mem_free(c->mem, tmp, R * sizeof *tmp);
    swc_mem_free(c->mem, fadj, (c->n ? c->n : 1) * sizeof *fadj);
    swc_mem_free(c->mem, fown, (c->n ? c->n : 1) * sizeof *fown);
    return SWC_OK;
}

static int64_t floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

/* num / den rounded half up, den > 0 */
static int64_t half_up_div(int64_t num, int64_t den)
{
    return floor_div(2 * num + den, 2 * den);
}

static int aob(const tb_ctx *c, int64_t *out)
{
    size_t n1 = c->n ? c->n : 1;
    int64_t *bh = swc_mem_calloc(c->mem, n1, sizeof *bh);
    if (!bh)
        return SWC_ENOMEM;
    tb_spec plain;
    tb_spec_default(&plain, TB_BH);
    int rc = bh_sb(c, &plain, 0, 2, bh);
    if (rc) {
        swc_mem_free(c->mem, bh, n1 * sizeof *bh);
        return rc;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t sum = 0, num = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            if (x->otb && x->opp) {
                sum += bh[x->opp - 1];
                num++;
            }
        }
        /* BH in tenths → average in hundredths, half up */
        out[i] = num ? half_up_div(sum * 10, num) : TB_UNDEF;
    }
    swc_mem_free(c->mem, bh, n1 * sizeof *bh);
    return SWC_OK;
}

/* ---- ratings ------------------------------------------------------------ */

static int all_rated(const tb_ctx *c, const tb_spec *sp)
{
    if (sp->unrated >= 0)
        return 1;
    for (uint32_t i = 0; i < c->n; i++)
        if (c->t->players[i]->rating <= 0)
            return 0;
    return 1;
}

static int32_t rating_of(const tb_ctx *c, const tb_spec *sp, uint32_t i)
{
    int32_t r = c->t->players[i]->rating;
    if (r <= 0)
        return sp->unrated >= 0 ? sp->unrated : -1;
    return r;
}

/* Expected score in hundredths of a player rated `me` against `opp`. */
static int expected100(int32_t me, int32_t opp)
{
    int diff = opp - me;
    if (diff > 800)
        diff = 800;
    if (diff < -800)
        diff = -800;
    if (diff < 0)
        return tb_pd_of_diff(-diff);
    return 100 - tb_pd_of_diff(diff);
}

static int64_t sum_expected(int32_t me, const int32_t *ratings, size_t n)
{
    int64_t s = 0;
    for (size_t k = 0; k < n; k++)
        s += expected100(me, ratings[k]);
    return s;
}

static int64_t aro_of(const int32_t *ratings, size_t n)
{
    int64_t sum = 0;
    for (size_t k = 0; k < n; k++)
        sum += ratings[k];
    return half_up_div(sum, (int64_t)n);
}

static int64_t tpr_of(int64_t score100, const int32_t *ratings, size_t n)
{
    int64_t p = half_up_div(score100, (int64_t)n);
    if (p < 0)
        p = 0;
    if (p > 100)
        p = 100;
    return aro_of(ratings, n) + tb_dp_of_p((int)p);
}

static int64_t ptp_of(int64_t score100, const int32_t *ratings, size_t n)
{
    int32_t lo = ratings[0], hi = ratings[0];
    for (size_t k = 1; k < n; k++) {
        if (ratings[k] < lo)
            lo = ratings[k];
        if (ratings[k] > hi)
            hi = ratings[k];
    }
    if (score100 == 0)
        return lo - 800;
    if (score100 > 100 * (int64_t)n)
        return hi + 800;
    /* The reference calculator's search, step for step. */
    int64_t start = tpr_of(score100, ratings, n);
    int64_t step = 16, low, high;
    if (sum_expected((int32_t)start, ratings, n) >= score100) {
        high = start;
        while (sum_expected((int32_t)(start - step), ratings, n) >= score100 && step < (1 << 20)) {
            high = start - step;
            step *= 2;
        }
        low = start - step;
    } else {
        low = start;
        while (sum_expected((int32_t)(start + step), ratings, n) < score100 && step < (1 << 20)) {
            low = start + step;
            step *= 2;
        }
        high = start + step;
    }
    step = high - low;
    while (high - low > 1) {
        step /= 2;
        if (step == 0)
            break;
        if (sum_expected((int32_t)(low + step), ratings, n) >= score100)
            high -= step;
        else
            low += step;
    }
    return high;
}

/* ARO, TPR or PTP of every player; unrated opponents are skipped unless /U
 * gives them a rating, and nothing is defined when some player is unrated
 * and no /U was given (C.07 2026 10.6). */
static int rating_perf(const tb_ctx *c, const tb_spec *sp, int which, int64_t *out)
{
    size_t cap = (size_t)(c->R ? c->R : 1) * (size_t)c->games;
    int32_t *rt = swc_mem_calloc(c->mem, cap, sizeof *rt);
    int32_t *r2 = swc_mem_calloc(c->mem, cap, sizeof *r2);
    if (!rt || !r2) {
        swc_mem_free(c->mem, rt, cap * sizeof *rt);
        swc_mem_free(c->mem, r2, cap * sizeof *r2);
        return SWC_ENOMEM;
    }
    int valid = all_rated(c, sp);
    for (uint32_t i = 0; i < c->n; i++) {
        size_t n = 0, trounds = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            if (!x->otb || !x->opp)
                continue;
            trounds++;
            int32_t orat = rating_of(c, sp, x->opp - 1);
            if (orat < 0)
                continue;
            /* one entry per pairing, with its half points */
            rt[n] = orat;
            r2[n] = x->rpts2;
            n++;
        }
        int low = sp->cut_low, high = sp->cut_high;
        if (low > (int)c->R)
            low = (int)c->R;
        if (low + high > (int)c->R)
            high = (int)c->R - low;
        /* Keep entries sorted by rating (stable), as the reference does. */
        int sorted = 0;
        while (low > 0 || high > 0) {
            if (!sorted) {
                for (size_t a = 1; a < n; a++) {
                    int32_t xr = rt[a], x2 = r2[a];
                    size_t b = a;
                    while (b > 0 && xr < rt[b - 1]) {
                        rt[b] = rt[b - 1];
                        r2[b] = r2[b - 1];
                        b--;
                    }
                    rt[b] = xr;
                    r2[b] = x2;
                }
                sorted = 1;
            }
            if (low > 0) {
                if (trounds == n && n > 0) {
                    memmove(rt, rt + 1, (n - 1) * sizeof *rt);
                    memmove(r2, r2 + 1, (n - 1) * sizeof *r2);
                    n--;
                }
                trounds--;
                low--;
            } else {
                if (trounds == n && n > 0)
                    n--;
                trounds--;
                high--;
            }
        }
        if (!valid || n == 0) {
            out[i] = TB_UNDEF;
            continue;
        }
        int64_t score100 = 0;
        for (size_t k = 0; k < n; k++)
            score100 += (int64_t)r2[k] * 50;
        if (which == TB_ARO)
            out[i] = aro_of(rt, n);
        else if (which == TB_TPR)
            out[i] = tpr_of(score100, rt, n);
        else
            out[i] = ptp_of(score100, rt, n);
    }
    swc_mem_free(c->mem, rt, cap * sizeof *rt);
    swc_mem_free(c->mem, r2, cap * sizeof *r2);
    return SWC_OK;
}

static int avg_perf(const tb_ctx *c, const tb_spec *sp, int which, int64_t *out)
{
    size_t n1 = c->n ? c->n : 1;
    int64_t *v = swc_mem_calloc(c->mem, n1, sizeof *v);
    if (!v)
        return SWC_ENOMEM;
    tb_spec plain = *sp;
    plain.cut_low = plain.cut_high = 0;
    int rc = rating_perf(c, &plain, which, v);
    if (rc) {
        swc_mem_free(c->mem, v, n1 * sizeof *v);
        return rc;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t sum = 0, num = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            if (x->otb && x->opp && v[x->opp - 1] != TB_UNDEF) {
                sum += v[x->opp - 1];
                num++;
            }
        }
        out[i] = num ? half_up_div(sum, num) : TB_UNDEF;
    }
    swc_mem_free(c->mem, v, n1 * sizeof *v);
    return SWC_OK;
}

/* ---- simple criteria ---------------------------------------------------- */

static void progressive(const tb_ctx *c, uint32_t skip, int64_t *out)
{
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t run = 0, ps = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            run += tb_rd(c, i, r)->pts;
            if (r >= skip)
                ps += run;
        }
        out[i] = ps;
    }
}

static void koya(const tb_ctx *c, const tb_spec *sp, int64_t *out)
{
    /* threshold: limit_pct % of the maximum score, shifted by limit_add */
    int64_t lim100 = (int64_t)sp->limit_pct * c->win * c->R + (int64_t)sp->limit_add * 100;
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t ks = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            if (x->opp && (int64_t)c->score[x->opp - 1] * 100 >= lim100)
                ks += x->pts;
        }
        out[i] = ks;
    }
}

static void standard(const tb_ctx *c, int64_t *out)
{
    for (uint32_t i = 0; i < c->n; i++) {
        int64_t v = 0;
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            int32_t ref = c->draw;
            if (x->otb && x->opp)
                ref = tb_rd(c, x->opp - 1, r)->pts; /* the opponent's points that round */
            if (x->pts > ref)
                v += 10;
            else if (x->pts == ref)
                v += 5;
        }
        out[i] = v;
    }
}

int tb_compute(const tb_ctx *c, const tb_spec *sp, int64_t *out)
{
    const swc_tournament *t = c->t;
    switch (sp->crit) {
    case TB_BH:
        return bh_sb(c, sp, 0, 0, out);
    case TB_FB:
        return bh_sb(c, sp, 0, 1, out);
    case TB_SB:
        return bh_sb(c, sp, 1, 0, out);
    case TB_AOB:
        return aob(c, out);
    case TB_ARO:
    case TB_TPR:
    case TB_PTP:
        return rating_perf(c, sp, sp->crit, out);
    case TB_APRO:
        return avg_perf(c, sp, TB_TPR, out);
    case TB_APPO:
        return avg_perf(c, sp, TB_PTP, out);
    case TB_PS:
        progressive(c, (uint32_t)(sp->cut_low > 0 ? sp->cut_low : 0), out);
        return SWC_OK;
    case TB_KS:
        koya(c, sp, out);
        return SWC_OK;
    case TB_STD:
        standard(c, out);
        return SWC_OK;
    default:
        break;
    }
    for (uint32_t i = 0; i < c->n; i++) {
        const swc_player *p = t->players[i];
        int64_t v = 0;
        switch (sp->crit) {
        case TB_PTS:
            v = c->score[i];
            break;
        case TB_TPN:
            v = p->tpn;
            break;
        case TB_RTNG:
            v = p->rating > 0 ? p->rating : (sp->unrated >= 0 ? sp->unrated : TB_UNDEF);
            break;
        case TB_FOUL:
            v = p->fouls;
            break;
        default:
            for (uint32_t r = 0; r < c->R; r++) {
                const tb_round *x = tb_rd(c, i, r);
                switch (sp->crit) {
                case TB_WIN: v += x->wins; break;
                case TB_WON: v += x->otb ? x->wins : 0; break;
                case TB_BPG: v += x->blackgames; break;
                case TB_BWG: v += x->blackwins; break;
                case TB_WWG: v += x->whitewins; break;
                case TB_NUM: v += x->otb; break;
                case TB_VUR: v += x->vur; break;
                case TB_REP:
                    v += (x->otb || x->kind == SWC_RK_PAB || (x->pts >= c->win && c->win > 0)) ? 1 : 0;
                    break;
                default: break;
                }
            }
            break;
        }
        out[i] = v;
    }
    return SWC_OK;
}
