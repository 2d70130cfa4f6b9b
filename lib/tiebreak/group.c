/*
 * Criteria whose value depends on the group of tied players: direct
 * encounter (C.07 6) and the xiangqi 2011 tails (14.3.1: the last round's
 * result, then the one before …; 14.3.2: progressive score without round 1,
 * then without rounds 1 and 2 …). Each returns rank codes inside the
 * group: 1.. by place (shared places share the code), or 0 for everybody
 * when the criterion separates nobody.
 */
#include <string.h>

#include "tb.h"

/* Repeated meetings are averaged (6.1.2); sums are kept in units of
 * 1/DE_K of a tenth so that averages over up to 10 games stay exact. */
#define DE_K 2520

typedef struct de_state {
    const tb_ctx *c;
    const tb_spec *sp;
    const uint32_t *members;  /* player indices */
    int64_t *dv;              /* current rank value per member position */
    int32_t *pos;             /* player index → member position, -1 when not a member */
    int64_t *val, *maxv;      /* per member position */
    int32_t *cnt;             /* scratch per member position: games against */
    int64_t *sum;             /* scratch per member position: points against */
    size_t *order;            /* scratch */
} de_state;

static uint32_t id_of(const de_state *st, size_t k)
{
    return st->c->t->players[st->members[k]]->id;
}

/* Sort positions idx[0..m) by (-val, -maxv, id). */
static void de_sort(const de_state *st, size_t *idx, size_t m, int with_max)
{
    for (size_t a = 1; a < m; a++) {
        size_t x = idx[a], b = a;
        while (b > 0) {
            size_t y = idx[b - 1];
            int less;
            if (st->val[x] != st->val[y])
                less = st->val[x] > st->val[y];
            else if (with_max && st->maxv[x] != st->maxv[y])
                less = st->maxv[x] > st->maxv[y];
            else
                less = id_of(st, x) < id_of(st, y);
            if (!less)
                break;
            idx[b] = y;
            b--;
        }
        idx[b] = x;
    }
}

/* One pass over the members idx[0..m) that all hold rank value `base`;
 * recurses into the subgroups it creates. */
static void de_split(de_state *st, size_t *idx, size_t m)
{
    const tb_ctx *c = st->c;
    int64_t base = st->dv[idx[0]];
    int64_t metmax = (int64_t)m - 1;
    int metall = 1;
    for (size_t a = 0; a < m; a++) {
        size_t k = idx[a];
        uint32_t i = st->members[k];
        for (size_t b = 0; b < m; b++) {
            st->cnt[idx[b]] = 0;
            st->sum[idx[b]] = 0;
        }
        for (uint32_t r = 0; r < c->R; r++) {
            const tb_round *x = tb_rd(c, i, r);
            /* Forfeits are left out (6.1.1) unless `/P` asks for them or the
             * pairings were pre-determined, where they count as regular
             * games (15). */
            if (!x->opp || !(x->otb || st->sp->forfeits || c->predetermined))
                continue;
            int32_t q = st->pos[x->opp - 1];
            if (q < 0 || st->dv[q] != base)
                continue;
            st->cnt[q]++;
            st->sum[q] += x->pts;
        }
        int64_t v = 0, num = 0;
        for (size_t b = 0; b < m; b++) {
            size_t q = idx[b];
            if (st->cnt[q]) {
                num++;
                v += st->sum[q] * DE_K / st->cnt[q];
            }
        }
        st->val[k] = v;
        if (num < metmax) {
            metall = 0;
            st->maxv[k] = v + (metmax - num) * (int64_t)c->win * DE_K;
        } else {
            st->maxv[k] = v;
        }
    }
    int changes = 0;
    if (metall) {
        de_sort(st, idx, m, 0);
        int64_t crank = base;
        for (size_t a = 1; a < m; a++) {
            if (st->val[idx[a]] != st->val[idx[a - 1]]) {
                crank = base + (int64_t)a;
                changes++;
            }
            st->dv[idx[a]] = crank;
        }
    } else {
        de_sort(st, idx, m, 1);
        int64_t crank = base;
        int unique = 1;
        int64_t v = st->val[idx[0]];
        for (size_t a = 1; a < m; a++) {
            int64_t mx = st->maxv[idx[a]];
            for (size_t b = a + 1; b < m; b++)
                if (st->maxv[idx[b]] > mx)
                    mx = st->maxv[idx[b]];
            /* ahead only if no missing result could catch up (6.3) */
            if (unique && v > mx) {
                crank = base + (int64_t)a;
                changes++;
            } else {
                unique = 0;
            }
            st->dv[idx[a]] = crank;
            v = st->val[idx[a]];
        }
    }
    if (!changes)
        return;
    for (size_t a = 0; a < m;) {
        size_t b = a + 1;
        while (b < m && st->dv[idx[b]] == st->dv[idx[a]])
            b++;
        if (b - a > 1)
            de_split(st, idx + a, b - a);
        a = b;
    }
}

static void finish_codes(const int64_t *dv, size_t m, int64_t *out)
{
    int all_same = 1;
    for (size_t k = 1; k < m; k++)
        if (dv[k] != dv[0])
            all_same = 0;
    for (size_t k = 0; k < m; k++)
        out[k] = all_same ? 0 : dv[k];
}

static int direct_encounter(const tb_ctx *c, const tb_spec *sp, const uint32_t *members, size_t m, int64_t *out)
{
    const swc_mem *mem = c->mem;
    size_t n1 = c->n ? c->n : 1;
    de_state st = { c, sp, members, NULL, NULL, NULL, NULL, NULL, NULL, NULL };
    st.dv = swc_mem_calloc(mem, m, sizeof *st.dv);
    st.pos = swc_mem_calloc(mem, n1, sizeof *st.pos);
    st.val = swc_mem_calloc(mem, m, sizeof *st.val);
    st.maxv = swc_mem_calloc(mem, m, sizeof *st.maxv);
    st.cnt = swc_mem_calloc(mem, m, sizeof *st.cnt);
    st.sum = swc_mem_calloc(mem, m, sizeof *st.sum);
    st.order = swc_mem_calloc(mem, m, sizeof *st.order);
    int rc = SWC_OK;
    if (!st.dv || !st.pos || !st.val || !st.maxv || !st.cnt || !st.sum || !st.order) {
        rc = SWC_ENOMEM;
    } else {
        for (size_t i = 0; i < c->n; i++)
            st.pos[i] = -1;
        for (size_t k = 0; k < m; k++) {
            st.pos[members[k]] = (int32_t)k;
            st.dv[k] = 1;
            st.order[k] = k;
        }
        if (m > 1)
            de_split(&st, st.order, m);
        finish_codes(st.dv, m, out);
    }
    swc_mem_free(mem, st.dv, m * sizeof *st.dv);
    swc_mem_free(mem, st.pos, n1 * sizeof *st.pos);
    swc_mem_free(mem, st.val, m * sizeof *st.val);
    swc_mem_free(mem, st.maxv, m * sizeof *st.maxv);
    swc_mem_free(mem, st.cnt, m * sizeof *st.cnt);
    swc_mem_free(mem, st.sum, m * sizeof *st.sum);
    swc_mem_free(mem, st.order, m * sizeof *st.order);
    return rc;
}

/* Lexicographic tails: keys[k * L + j], compared from j = 0, higher first. */
static int vector_codes(const int64_t *keys, size_t L, size_t m, int64_t *out, const swc_mem *mem)
{
    size_t *idx = swc_mem_calloc(mem, m, sizeof *idx);
    int64_t *dv = swc_mem_calloc(mem, m, sizeof *dv);
    if (!idx || !dv) {
        swc_mem_free(mem, idx, m * sizeof *idx);
        swc_mem_free(mem, dv, m * sizeof *dv);
        return SWC_ENOMEM;
    }
    for (size_t k = 0; k < m; k++)
        idx[k] = k;
    for (size_t a = 1; a < m; a++) {
        size_t x = idx[a], b = a;
        while (b > 0) {
            size_t y = idx[b - 1];
            int cmp = 0;
            for (size_t j = 0; j < L && !cmp; j++)
                if (keys[x * L + j] != keys[y * L + j])
                    cmp = keys[x * L + j] > keys[y * L + j] ? 1 : -1;
            if (cmp <= 0)
                break;
            idx[b] = y;
            b--;
        }
        idx[b] = x;
    }
    int64_t crank = 1;
    for (size_t a = 0; a < m; a++) {
        if (a > 0 && memcmp(&keys[idx[a] * L], &keys[idx[a - 1] * L], L * sizeof *keys) != 0)
            crank = (int64_t)a + 1;
        dv[idx[a]] = crank;
    }
    finish_codes(dv, m, out);
    swc_mem_free(mem, idx, m * sizeof *idx);
    swc_mem_free(mem, dv, m * sizeof *dv);
    return SWC_OK;
}

static int tails(const tb_ctx *c, int which, const uint32_t *members, size_t m, int64_t *out)
{
    size_t L = c->R ? c->R : 1;
    int64_t *keys = swc_mem_calloc(c->mem, m * L, sizeof *keys);
    if (!keys)
        return SWC_ENOMEM;
    for (size_t k = 0; k < m; k++) {
        uint32_t i = members[k];
        if (which == TB_LRB) {
            for (uint32_t j = 0; j < c->R; j++)
                keys[k * L + j] = tb_rd(c, i, c->R - 1 - j)->pts;
        } else {
            /* PS without the first `skip` rounds, skip = 1, 2, … */
            for (uint32_t skip = 1; skip < c->R; skip++) {
                int64_t run = 0, ps = 0;
                for (uint32_t r = 0; r < c->R; r++) {
                    run += tb_rd(c, i, r)->pts;
                    if (r >= skip)
                        ps += run;
                }
                keys[k * L + skip - 1] = ps;
            }
        }
    }
    int rc = vector_codes(keys, L, m, out, c->mem);
    swc_mem_free(c->mem, keys, m * L * sizeof *keys);
    return rc;
}

int tb_group_codes(const tb_ctx *c, const tb_spec *sp, const uint32_t *members, size_t m, int64_t *out)
{
    if (m == 0)
        return SWC_OK;
    if (m == 1) {
        out[0] = 0;
        return SWC_OK;
    }
    if (sp->crit == TB_DE)
        return direct_encounter(c, sp, members, m, out);
    return tails(c, sp->crit, members, m, out);
}
