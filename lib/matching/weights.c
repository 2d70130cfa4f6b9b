/*
 * The weight table of a matcher (weights.h): ids of pooled values, the
 * edge bits that mirror them, row offsets, and the doubled values the
 * reduced costs subtract.
 */
#include "weights.h"

#include <string.h>

#include "matcher_state.h"

int swc_matcher_use_offsets(swc_matcher *m, size_t span)
{
    size_t nn = m->n ? m->n : 1;
    if (m->off)
        return SWC_OK;
    m->off = swc_mem_calloc(m->mem, nn, sizeof *m->off);
    m->dfpa = swc_mem_calloc(m->mem, nn, sizeof *m->dfpa);
    m->adual = swc_mem_calloc(m->mem, nn * (m->L + 1), sizeof *m->adual);
    if (m->tcap)
        m->target_hi = swc_mem_calloc(m->mem, m->tcap, sizeof *m->target_hi);
    if (!m->off || !m->dfpa || !m->adual || (m->tcap && !m->target_hi)) {
        swc_mem_free(m->mem, m->off, nn * sizeof *m->off);
        swc_mem_free(m->mem, m->dfpa, nn * sizeof *m->dfpa);
        swc_mem_free(m->mem, m->adual, nn * (m->L + 1) * sizeof *m->adual);
        swc_mem_free(m->mem, m->target_hi, m->tcap * sizeof *m->target_hi);
        m->off = NULL;
        m->dfpa = NULL;
        m->adual = NULL;
        m->target_hi = NULL;
        return SWC_ENOMEM;
    }
    m->hcap = m->target_hi ? m->tcap : 0;
    m->span = span < m->n ? span : m->n;
    m->dfp_epoch = 0; /* dfpa is not computed yet */
    return SWC_OK;
}

void swc_matcher_set_offset(swc_matcher *m, size_t u, int64_t off)
{
    if (m->off && u < m->span) {
        if (m->scls && off)
            swc_start_drop_classes(m);
        m->off[u] = off;
        m->dfp_epoch = 0; /* dfpa changes */
    }
}

int64_t swc_matcher_offset(const swc_matcher *m, size_t u)
{
    return m->off && u < m->span ? m->off[u] : 0;
}

int swc_matcher_offset_keeps_optimum(swc_matcher *m, size_t u, int64_t off)
{
    if (!m->solved || !m->off || u >= m->span || !m->active[u] || off > m->off[u] || top_of(m, (long)u) != (long)u)
        return 0;
    long mp = m->mate[u];
    if (mp == -1)
        return 1; /* exposed in an optimum: of zero dual */
    size_t w = (size_t)EP(mp);
    return w < u || w >= m->span; /* the edge carries w's offset, or none */
}

uint32_t swc_matcher_intern(swc_matcher *m, const uint64_t *w)
{
    uint32_t id = swc_wpool_id(&m->pool, w);
    m->failed |= m->pool.failed;
    return id;
}

uint32_t swc_matcher_weight_id(const swc_matcher *m, size_t u, size_t v)
{
    return u == v ? 0 : pair_id(m, (long)u, (long)v);
}

/* The table's entry of {u, v} := id, both orders; on failure the matcher
 * is marked (the next solve reports SWC_ENOMEM) and 1 returned. An id
 * past 65 535 widens the table (idtab.h); when that fails the second
 * store cannot fail. */
static int store_pair_id(swc_matcher *m, size_t u, size_t v, uint32_t id)
{
    int rc;
    if (m->bycls)
        rc = swc_clstab_set(&m->CT, TW(u), TW(v), id);
    else
        rc = swc_idtab_set(&m->W, m->mem, WIX(u, v), id) || swc_idtab_set(&m->W, m->mem, WIX(v, u), id);
    if (rc)
        m->failed = 1;
    return rc;
}

void swc_matcher_set_id(swc_matcher *m, size_t u, size_t v, uint32_t id)
{
    if (u == v || (u >= m->k && v >= m->k))
        return; /* twins have no edges among themselves */
    if (m->scls)
        swc_start_drop_classes(m); /* its bounds were for the old weights */
    if (store_pair_id(m, u, v, id))
        return;
    uint64_t *r1 = m->ebits + u * m->rw + v / 64, *r2 = m->ebits + v * m->rw + u / 64;
    uint64_t m1 = UINT64_C(1) << (v % 64), m2 = UINT64_C(1) << (u % 64);
    if (id) {
        *r1 |= m1;
        *r2 |= m2;
    } else {
        *r1 &= ~m1;
        *r2 &= ~m2;
    }
}

void swc_matcher_set_row_lower(swc_matcher *m, size_t u, const uint32_t *ids)
{
    if (m->scls)
        swc_start_drop_classes(m);
    if (m->bycls || u >= m->k) {
        for (size_t v = 0; v < u; v++)
            swc_matcher_set_id(m, u, v, ids[v]);
        return;
    }
    uint32_t top = 0;
    for (size_t v = 0; v < u; v++)
        top |= ids[v];
    if (top > UINT16_MAX && m->W.a16 && swc_idtab_widen(&m->W, m->mem)) {
        m->failed = 1;
        return;
    }
    uint64_t *r = m->ebits + u * m->rw;
    for (size_t w0 = 0; w0 < u; w0 += 64) {
        size_t w1 = w0 + 64 < u ? w0 + 64 : u;
        uint64_t bits = 0;
        if (m->W.a16)
            for (size_t v = w0; v < w1; v++) {
                m->W.a16[u * m->D + v] = (uint16_t)ids[v];
                bits |= (uint64_t)(ids[v] != 0) << (v - w0);
            }
        else
            for (size_t v = w0; v < w1; v++) {
                m->W.a32[u * m->D + v] = ids[v];
                bits |= (uint64_t)(ids[v] != 0) << (v - w0);
            }
        uint64_t mask = w1 - w0 == 64 ? ~UINT64_C(0) : (UINT64_C(1) << (w1 - w0)) - 1;
        r[w0 / 64] = (r[w0 / 64] & ~mask) | bits;
    }
}

void swc_matcher_get_row_lower(const swc_matcher *m, size_t u, uint32_t *ids)
{
    if (m->bycls || u >= m->k) {
        for (size_t v = 0; v < u; v++)
            ids[v] = swc_matcher_weight_id(m, u, v);
    } else if (m->W.a16) {
        const uint16_t *r = m->W.a16 + u * m->D;
        for (size_t v = 0; v < u; v++)
            ids[v] = r[v];
    } else if (u) {
        memcpy(ids, m->W.a32 + u * m->D, u * sizeof *ids);
    }
}

void swc_matcher_get_ids(const swc_matcher *m, size_t u, const size_t *vs, size_t nv, uint32_t *ids)
{
    if (m->bycls || u >= m->k || !m->W.a16) {
        for (size_t i = 0; i < nv; i++)
            ids[i] = swc_matcher_weight_id(m, u, vs[i]);
        return;
    }
    const uint16_t *r = m->W.a16 + u * m->D;
    for (size_t i = 0; i < nv; i++)
        ids[i] = r[TW(vs[i])];
}

/* Entry (b, a) := entry (a, b) for a > b in the block of rows [a0, a1)
 * and columns [b0, b1), and the edge bits of rows b at columns [a0, a1)
 * (a0 a multiple of 64, a1 - a0 at most 64) to match. */
static void mirror_block(swc_matcher *m, size_t a0, size_t a1, size_t b0, size_t b1)
{
    size_t D = m->D;
    for (size_t b = b0; b < b1; b++) {
        uint64_t bits = 0;
        size_t lo = a0 > b ? a0 : b + 1;
        if (m->W.a16)
            for (size_t a = lo; a < a1; a++) {
                uint16_t id = m->W.a16[a * D + b];
                m->W.a16[b * D + a] = id;
                bits |= (uint64_t)(id != 0) << (a - a0);
            }
        else
            for (size_t a = lo; a < a1; a++) {
                uint32_t id = m->W.a32[a * D + b];
                m->W.a32[b * D + a] = id;
                bits |= (uint64_t)(id != 0) << (a - a0);
            }
        if (lo >= a1)
            continue;
        /* the bits of columns [lo, a1) are the ones written */
        uint64_t mask = (a1 - a0 == 64 ? ~UINT64_C(0) : (UINT64_C(1) << (a1 - a0)) - 1) & (~UINT64_C(0) << (lo - a0));
        uint64_t *r = m->ebits + b * m->rw + a0 / 64;
        *r = (*r & ~mask) | bits;
    }
}

void swc_matcher_mirror_lower(swc_matcher *m, size_t nv)
{
    if (m->scls)
        swc_start_drop_classes(m);
    if (m->bycls)
        return;
    if (nv > m->k)
        nv = m->k;
    /* blocks of 64 by 64: the rows read and the rows written both stay
     * in cache, where a column walk misses at every entry */
    for (size_t a0 = 0; a0 < nv; a0 += 64) {
        size_t a1 = a0 + 64 < nv ? a0 + 64 : nv;
        for (size_t b0 = 0; b0 < a1; b0 += 64)
            mirror_block(m, a0, a1, b0, b0 + 64 < a1 ? b0 + 64 : a1);
    }
}

void swc_matcher_mirror_rows(swc_matcher *m, const size_t *rows, size_t nrows)
{
    if (!nrows)
        return;
    if (m->scls)
        swc_start_drop_classes(m);
    if (m->bycls)
        return;
    size_t D = m->D;
    for (size_t i = 0, j; i < nrows; i = j) {
        size_t a0 = rows[i] / 64 * 64;
        for (j = i; j < nrows && rows[j] < a0 + 64; j++)
            ;
        /* entry (b, a) for each row a of the block above b, and the bits
         * of those columns in row b's word */
        for (size_t b = 0; b < rows[j - 1]; b++) {
            uint64_t set = 0, clear = 0;
            for (size_t r = i; r < j; r++) {
                size_t a = rows[r];
                if (a <= b)
                    continue;
                uint32_t id = swc_idtab_get(&m->W, a * D + b);
                if (m->W.a16)
                    m->W.a16[b * D + a] = (uint16_t)id;
                else
                    m->W.a32[b * D + a] = id;
                if (id)
                    set |= UINT64_C(1) << (a - a0);
                else
                    clear |= UINT64_C(1) << (a - a0);
            }
            uint64_t *word = m->ebits + b * m->rw + a0 / 64;
            *word = (*word & ~clear) | set;
        }
    }
}

void swc_matcher_set_twins_id(swc_matcher *m, size_t u, uint32_t id)
{
    if (m->scls)
        swc_start_drop_classes(m);
    size_t k = m->k, n = m->n;
    if (u >= k || k == n)
        return;
    /* the twins share one column of the table (one class row when bycls) */
    if (store_pair_id(m, u, k, id))
        return;
    /* ... but each has its own edge bits */
    uint64_t *row = m->ebits + u * m->rw;
    for (size_t w0 = k / 64; w0 <= (n - 1) / 64; w0++) {
        uint64_t mask = ~UINT64_C(0);
        if (w0 == k / 64)
            mask &= ~UINT64_C(0) << (k % 64);
        if (w0 == (n - 1) / 64 && n % 64)
            mask &= ~(~UINT64_C(0) << (n % 64));
        row[w0] = id ? row[w0] | mask : row[w0] & ~mask;
    }
    uint64_t bit = UINT64_C(1) << (u % 64);
    for (size_t x = k; x < n; x++) {
        uint64_t *r = m->ebits + x * m->rw + u / 64;
        *r = id ? *r | bit : *r & ~bit;
    }
}

void swc_matcher_set(swc_matcher *m, size_t u, size_t v, const uint64_t *w)
{
    swc_matcher_set_id(m, u, v, swc_matcher_intern(m, w));
}

unsigned long swc_matcher_id_epoch(const swc_matcher *m)
{
    return m->compactions;
}

/* A table of stamped fingerprints by id (*a, *cap entries) grown to w2cap,
 * the new entries unstamped. */
static int grow_targets(swc_matcher *m, struct stamped_fp **a, size_t *cap)
{
    struct stamped_fp *t = swc_mem_realloc(m->mem, *a, *cap * sizeof *t, m->w2cap * sizeof *t);
    if (!t)
        return SWC_ENOMEM;
    memset(t + *cap, 0, (m->w2cap - *cap) * sizeof *t);
    *a = t;
    *cap = m->w2cap;
    return SWC_OK;
}

/* W2 for every id the pool has given out (new ones since the last call). */
static int double_weights(swc_matcher *m)
{
    size_t L = m->L, n = m->pool.n;
    if (n > m->w2cap) {
        size_t cap = m->w2cap ? m->w2cap : 64;
        while (cap < n)
            cap *= 2;
        uint64_t *t = swc_mem_realloc(m->mem, m->W2, m->w2cap * L * sizeof *t, cap * L * sizeof *t);
        if (!t)
            return SWC_ENOMEM;
        m->W2 = t;
        m->w2cap = cap;
    }
    if (n > m->lfcap) {
        size_t row = L + 1;
        uint64_t *b = swc_mem_realloc(m->mem, m->lfthr, m->lfcap * row * sizeof *b, m->w2cap * row * sizeof *b);
        if (!b)
            return SWC_ENOMEM;
        memset(b + m->lfcap * row, 0, (m->w2cap - m->lfcap) * row * sizeof *b); /* unstamped */
        m->lfthr = b;
        m->lfcap = m->w2cap;
    }
    if ((n > m->tcap && grow_targets(m, &m->target, &m->tcap)) ||
        (m->off && n > m->hcap && grow_targets(m, &m->target_hi, &m->hcap)))
        return SWC_ENOMEM;
    for (size_t id = m->w2n; id < n; id++) {
        uint64_t *d = m->W2 + id * L;
        wide_copy(d, swc_wpool_get(&m->pool, (uint32_t)id), L);
        wide_shl1(d, L);
    }
    m->w2n = n;
    return SWC_OK;
}

int swc_weights_prepare(swc_matcher *m)
{
    /* A table of 16-bit ids is compacted before its ids run out (and
     * widened only if the values in use outgrow it). */
    if (swc_wpool_compact_due(&m->pool, m->bycls ? swc_clstab_narrow(&m->CT) : m->W.a16 != NULL)) {
        swc_idtab *t = &m->W, **tabs = &t;
        size_t dd = table_len(m), *lens = &dd, ntabs = 1;
        if (m->bycls) {
            /* the class pairs' table and every row of its own (out of
             * memory: not compacted this time) */
            ntabs = 1 + m->CT.nslots;
            tabs = swc_mem_alloc(m->mem, ntabs * sizeof *tabs);
            lens = swc_mem_alloc(m->mem, ntabs * sizeof *lens);
            if (tabs && lens)
                ntabs = swc_clstab_tables(&m->CT, tabs, lens);
            else
                ntabs = 0;
        }
        if (ntabs && !swc_wpool_compact(&m->pool, tabs, lens, ntabs)) {
            m->compactions++;
            m->w2n = 0; /* the ids were renumbered */
        }
        if (m->bycls) {
            swc_mem_free(m->mem, tabs, (1 + m->CT.nslots) * sizeof *tabs);
            swc_mem_free(m->mem, lens, (1 + m->CT.nslots) * sizeof *lens);
        }
    }
    return double_weights(m);
}
