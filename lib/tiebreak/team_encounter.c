/* Team tie-breaks that split tied groups: the direct encounter between
 * teams and its extended forms EDE, EDEC, EDET, EDEB, EDEBT, EDEBB (C.07
 * 2026, Art. 6 and 13.3), and the board results TBR and BBE (Art. 12).
 * Each works on places: teams sharing a place form a group, and a split
 * gives the lower teams of a group the place of their position. */
#include <stdlib.h>
#include <string.h>

#include "team_tb.h"

typedef struct work {
    const tt_ctx *c;
    uint32_t *val;        /* current place of each team */
    uint32_t *order;      /* teams by (rank, place, index) */
    const uint32_t *rank;
    int64_t *key, *key2;  /* scratch per team */
} work;

/* qsort has no context argument in C11 and a static pointer would be
 * shared state: insertion sort, stable, on groups of at most a few hundred. */
static void isort(uint32_t *a, size_t n, const work *w, int (*cmp)(const work *, uint32_t, uint32_t))
{
    for (size_t i = 1; i < n; i++) {
        uint32_t x = a[i];
        size_t j = i;
        while (j > 0 && cmp(w, a[j - 1], x) > 0) {
            a[j] = a[j - 1];
            j--;
        }
        a[j] = x;
    }
}

static int cmp_place(const work *w, uint32_t x, uint32_t y)
{
    if (w->rank[x] != w->rank[y])
        return w->rank[x] < w->rank[y] ? -1 : 1;
    if (w->val[x] != w->val[y])
        return w->val[x] < w->val[y] ? -1 : 1;
    return (x > y) - (x < y);
}

static int cmp_keys(const work *w, uint32_t x, uint32_t y)
{
    if (w->key[x] != w->key[y])
        return w->key[x] > w->key[y] ? -1 : 1;
    if (w->key2[x] != w->key2[y])
        return w->key2[x] > w->key2[y] ? -1 : 1;
    return (x > y) - (x < y);
}

/* Give a group sorted by key its places: competition ranking from its
 * current place; returns the number of new places. */
static int rank_group(work *w, uint32_t *g, size_t m)
{
    uint32_t start = w->val[g[0]], crank = start;
    int changes = 0;
    for (size_t i = 1; i < m; i++) {
        if (w->key[g[i]] != w->key[g[i - 1]]) {
            crank = start + (uint32_t)i;
            changes++;
        }
        w->val[g[i]] = crank;
    }
    return changes;
}

/* Round points used by the direct encounter: the match or game points, or
 * (weights given) the board points of the match weighted by board. */
static int64_t round_points(const tt_ctx *c, const tt_round *rd, int s, const int *weights)
{
    if (!weights)
        return rd->pts[s];
    int64_t v = 0;
    if (rd->kind == SWC_RK_PLAYED)
        for (uint32_t b = 0; b < c->nb; b++)
            v += (int64_t)weights[b] * rd->bp[b];
    return v;
}

/* Direct encounter inside one group (C.07 6.2, 6.3): when not everybody met,
 * a team is placed ahead only if no missing result could catch it up. */
static int encounter(work *w, uint32_t *g, size_t m, int s, const int *weights, int predetermined)
{
    const tt_ctx *c = w->c;
    uint32_t cur = w->val[g[0]];
    size_t metmax = m - 1;
    int metall = 1;
    int64_t wmax = weights ? c->win[TT_GP] : (int64_t)c->win[s] * (s == TT_GP ? c->nb : 1);
    for (size_t j = 0; j < m; j++) {
        uint32_t i = g[j];
        int64_t deval = 0;
        size_t denum = 0;
        for (uint32_t k = 1; k <= c->R; k++) {
            const tt_round *rd = tt_rd(c, i, k);
            if (!rd->opp || !(predetermined || rd->played) || w->val[rd->opp - 1] != cur)
                continue;
            deval += round_points(c, rd, s, weights);
            denum++;
        }
        w->key[i] = deval;
        w->key2[i] = deval;
        if (!c->rr && denum < metmax) {
            metall = 0;
            w->key2[i] = deval + (int64_t)(metmax - denum) * wmax;
        }
    }
    if (metall) {
        isort(g, m, w, cmp_keys);
        return rank_group(w, g, m);
    }
    isort(g, m, w, cmp_keys);
    int changes = 0, unique = 1;
    uint32_t crank = cur;
    int64_t prev = w->key[g[0]];
    for (size_t j = 1; j < m; j++) {
        int64_t tbmax = INT64_MIN;
        for (size_t q = j; q < m; q++)
            if (w->key2[g[q]] > tbmax)
                tbmax = w->key2[g[q]];
        if (unique && prev > tbmax) {
            crank = cur + (uint32_t)j;
            changes++;
        } else {
            unique = 0;
        }
        w->val[g[j]] = crank;
        prev = w->key[g[j]];
    }
    return changes;
}

/* Apply one step to every group of two or more teams sharing a place. */
typedef int (*step_fn)(work *w, uint32_t *g, size_t m, const void *arg);

static int each_group(work *w, step_fn fn, const void *arg)
{
    const tt_ctx *c = w->c;
    int changes = 0;
    size_t start = 0;
    while (start < c->n) {
        size_t stop = start + 1;
        while (stop < c->n && w->val[w->order[stop]] == w->val[w->order[start]])
            stop++;
        if (stop - start > 1)
            changes += fn(w, w->order + start, stop - start, arg);
        start = stop;
    }
    isort(w->order, c->n, w, cmp_place);
    return changes;
}

typedef struct ede_arg {
    char f;              /* 'P', 'S', 'C', 'T', 'B' */
    int pos;             /* which T or B of the list */
    int primary;
    int predetermined;
} ede_arg;

static int ede_step(work *w, uint32_t *g, size_t m, const void *argp)
{
    const ede_arg *a = argp;
    const tt_ctx *c = w->c;
    if (a->f == 'P' || a->f == 'S')
        return encounter(w, g, m, a->f == 'P' ? a->primary : 1 - a->primary, NULL, a->predetermined);
    /* C.07 13.3.2: the board forms only separate exactly two teams. */
    if (m != 2)
        return 0;
    int weights[SWC_MAX_BOARDS];
    for (uint32_t b = 0; b < c->nb; b++) {
        if (a->f == 'C')
            weights[b] = (int)b + 1;
        else if (a->f == 'T')
            weights[b] = (int)b == a->pos;
        else
            weights[b] = (int)b < (int)c->nb - 1 - a->pos;
    }
    encounter(w, g, m, TT_GP, weights, a->predetermined);
    /* A split by board results does not restart the cycle of the list (as the FIDE calculator). */
    return 0;
}

typedef struct board_arg {
    int bbe;
    uint32_t loop;
} board_arg;

static int board_step(work *w, uint32_t *g, size_t m, const void *argp)
{
    const board_arg *a = argp;
    const tt_ctx *c = w->c;
    for (size_t j = 0; j < m; j++) {
        uint32_t i = g[j];
        const int64_t *bp = c->bptot + (size_t)i * c->nb;
        int64_t v = 0;
        if (!a->bbe) {
            v = bp[a->loop - 1];
        } else {
            for (uint32_t b = 0; b + a->loop < c->nb; b++)
                v += bp[b];
        }
        w->key[i] = w->key2[i] = v;
    }
    isort(g, m, w, cmp_keys);
    return rank_group(w, g, m);
}

int tt_split(const tt_ctx *c, const tt_spec *sp, const uint32_t *rank, uint32_t *out)
{
    size_t n = c->n;
    work w;
    w.c = c;
    w.rank = rank;
    w.val = out;
    w.order = swc_mem_calloc(c->mem, n + 1, sizeof *w.order);
    w.key = swc_mem_calloc(c->mem, 2 * n + 1, sizeof *w.key);
    if (!w.order || !w.key) {
        swc_mem_free(c->mem, w.order, (n + 1) * sizeof *w.order);
        swc_mem_free(c->mem, w.key, (2 * n + 1) * sizeof *w.key);
        return SWC_ENOMEM;
    }
    w.key2 = w.key + n;
    for (uint32_t i = 0; i < n; i++) {
        out[i] = rank[i];
        w.order[i] = i;
    }
    isort(w.order, n, &w, cmp_place);
    if (sp->crit == TT_TBR || sp->crit == TT_BBE) {
        board_arg a = { sp->crit == TT_BBE, 0 };
        for (a.loop = 1; a.loop <= c->nb; a.loop++)
            each_group(&w, board_step, &a);
    } else {
        char funcs[2 * SWC_MAX_BOARDS + 4];
        size_t nf = 0;
        funcs[nf++] = 'P';
        if (strcmp(sp->ede, "D") != 0) {
            funcs[nf++] = 'S';
            if (sp->ede[0] == 'C' || (sp->ede[0] == 'B' && sp->ede[1]))
                funcs[nf++] = 'C';
            char last = sp->ede[0] == 'B' && sp->ede[1] ? sp->ede[1] : sp->ede[0] == 'C' ? 0 : sp->ede[0];
            if (last == 'T')
                for (uint32_t b = 0; b < c->nb; b++)
                    funcs[nf++] = 'T';
            if (last == 'B')
                for (uint32_t b = 0; b + 1 < c->nb; b++)
                    funcs[nf++] = 'B';
        }
        int flags[sizeof funcs];
        for (size_t f = 0; f < nf; f++)
            flags[f] = 1;
        size_t swap = 0;
        /* The FIDE calculator stops after 30 passes; so do we, to give its values. */
        for (int pass = 1;; pass++) {
            ede_arg a = { funcs[swap], 0, c->primary, c->rr || sp->played };
            for (size_t f = 0; f < swap; f++)
                a.pos += funcs[f] == funcs[swap];
            int changes = each_group(&w, ede_step, &a);
            if (changes == 0) {
                flags[swap] = 0;
                swap = (swap + 1) % nf;
            } else {
                for (size_t f = 0; f < nf; f++)
                    flags[f] = 1;
            }
            int more = 0;
            for (size_t f = 0; f < nf; f++)
                more |= flags[f];
            if (!more || pass >= 30)
                break;
        }
    }
    swc_mem_free(c->mem, w.order, (n + 1) * sizeof *w.order);
    swc_mem_free(c->mem, w.key, (2 * n + 1) * sizeof *w.key);
    return SWC_OK;
}
