/*
 * The life of a weighted matcher (matcher.h): its tables, its vertices'
 * states and the solve, which starts from nothing (start.c) the first
 * time and re-optimises the kept optimum (warm.c) afterwards.
 */
#include "matcher.h"

#include <string.h>

#include "matcher_state.h"
#include "weights.h"

int swc_matcher_new(swc_matcher **out, const swc_mem *mem, size_t n, unsigned bits)
{
    return swc_matcher_new_by_class(out, mem, n, 0, bits, NULL, 0);
}

int swc_matcher_new_twins(swc_matcher **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits)
{
    return swc_matcher_new_by_class(out, mem, n, twins, bits, NULL, 0);
}

/* The weight table: dense, or by the vertices' classes (the twins' row
 * is the first twin's). */
static int new_table(swc_matcher *m, const uint32_t *cls, size_t nclass)
{
    if (!cls)
        return swc_idtab_init(&m->W, m->mem, table_len(m));
    m->bycls = 1;
    return swc_clstab_init(&m->CT, m->mem, m->D, cls, nclass);
}

int swc_matcher_new_by_class(swc_matcher **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits,
                             const uint32_t *cls, size_t nclass)
{
    size_t L = (bits + 2) / 64 + 1;
    if (L > SWC_WIDE_MAX_LIMBS)
        return SWC_ELIMIT;
    if (twins > n)
        twins = n;
    size_t n2 = n ? 2 * n : 1, nn = n ? n : 1;
    swc_matcher *m = swc_mem_calloc(mem, 1, sizeof *m);
    if (!m)
        return SWC_ENOMEM;
    m->mem = mem;
    m->n = n;
    m->k = n - twins;
    m->D = n - twins + (twins ? 1 : 0);
    m->L = L;
    m->policy = SWC_MATCHER_DEFAULT_POLICY;
    m->tight_least = SWC_MATCHER_TIGHT_LEAST;
    int bad = new_table(m, cls, nclass) != SWC_OK;
    bad |= swc_wpool_init(&m->pool, mem, L) != SWC_OK;
    m->active = swc_mem_calloc(mem, nn, 1);
    m->touched = swc_mem_calloc(mem, nn, 1);
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent, &m->blossombase,
                      &m->bestedge, &m->unused, &m->queue, &m->bestedgeto, &m->leafbuf, &m->stack,
                      &m->path, &m->scratch, &m->pending, &m->troot, &m->zstack };
    bad |= !m->active || !m->touched;
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++) {
        *arrs[i] = swc_mem_calloc(mem, n2, sizeof(long));
        bad |= !*arrs[i];
    }
    m->childs = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->endps = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->bestedges = swc_mem_calloc(mem, n2, sizeof(ivec));
    m->has_bestedges = swc_mem_calloc(mem, n2, 1);
    m->dual = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->allow = swc_mem_calloc(mem, (nn * nn + 63) / 64, sizeof(uint64_t));
    m->rw = (nn + 63) / 64;
    m->ebits = swc_mem_calloc(mem, nn * m->rw, sizeof(uint64_t));
    m->actw = swc_mem_calloc(mem, m->rw, sizeof(uint64_t));
    m->bslack = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->toslack = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->bepoch = swc_mem_calloc(mem, n2, sizeof(unsigned long));
    m->dfp = swc_mem_calloc(mem, nn, sizeof *m->dfp);
    m->epoch = 1;
    m->tstamp = swc_mem_calloc(mem, n2, sizeof(unsigned long));
    m->tu = -1;
    m->tcum = swc_mem_calloc(mem, n2 * L, sizeof(uint64_t));
    m->tmeet = swc_mem_calloc(mem, n2, sizeof(long));
    m->tchain = swc_mem_calloc(mem, n2, sizeof(long));
    m->tmstamp = swc_mem_calloc(mem, n2, sizeof(unsigned long));
    bad |= !m->tstamp || !m->tcum || !m->tmeet || !m->tchain || !m->tmstamp;
    bad |= !m->ebits || !m->actw || !m->bslack || !m->toslack || !m->bepoch || !m->dfp;
    bad |= !m->childs || !m->endps || !m->bestedges || !m->has_bestedges || !m->dual || !m->allow;
    if (bad) {
        swc_matcher_free(m);
        return SWC_ENOMEM;
    }
    for (size_t v = 0; v < n; v++) {
        m->active[v] = 1;
        m->actw[v / 64] |= UINT64_C(1) << (v % 64);
    }
    *out = m;
    return SWC_OK;
}

void swc_matcher_free(swc_matcher *m)
{
    if (!m)
        return;
    const swc_mem *mem = m->mem;
    size_t n = m->n, n2 = n ? 2 * n : 1, nn = n ? n : 1, L = m->L;
    swc_idtab_free(&m->W, mem);
    swc_clstab_free(&m->CT);
    swc_wpool_free(&m->pool);
    swc_mem_free(mem, m->W2, m->w2cap * L * sizeof(uint64_t));
    swc_mem_free(mem, m->target, m->tcap * sizeof *m->target);
    swc_mem_free(mem, m->active, nn);
    swc_mem_free(mem, m->touched, nn);
    long **arrs[] = { &m->mate, &m->label, &m->labelend, &m->inblossom, &m->blossomparent, &m->blossombase,
                      &m->bestedge, &m->unused, &m->queue, &m->bestedgeto, &m->leafbuf, &m->stack,
                      &m->path, &m->scratch, &m->pending, &m->troot, &m->zstack };
    for (size_t i = 0; i < sizeof arrs / sizeof arrs[0]; i++)
        swc_mem_free(mem, *arrs[i], n2 * sizeof(long));
    ivec *lists[] = { m->childs, m->endps, m->bestedges };
    for (size_t l = 0; l < 3; l++)
        for (size_t b = 0; lists[l] && b < n2; b++)
            swc_mem_free(mem, lists[l][b].a, lists[l][b].cap * sizeof(long));
    swc_mem_free(mem, m->childs, n2 * sizeof(ivec));
    swc_mem_free(mem, m->endps, n2 * sizeof(ivec));
    swc_mem_free(mem, m->bestedges, n2 * sizeof(ivec));
    swc_mem_free(mem, m->has_bestedges, n2);
    swc_mem_free(mem, m->dual, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->start, nn * L * sizeof(uint64_t));
    swc_start_drop_classes(m);
    swc_mem_free(mem, m->allow, (nn * nn + 63) / 64 * sizeof(uint64_t));
    swc_mem_free(mem, m->ebits, nn * m->rw * sizeof(uint64_t));
    swc_mem_free(mem, m->actw, m->rw * sizeof(uint64_t));
    swc_mem_free(mem, m->bslack, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->toslack, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->bepoch, n2 * sizeof(unsigned long));
    swc_mem_free(mem, m->dfp, nn * sizeof *m->dfp);
    swc_mem_free(mem, m->lfthr, m->lfcap * (L + 1) * sizeof *m->lfthr);
    swc_mem_free(mem, m->off, nn * sizeof *m->off);
    swc_mem_free(mem, m->dfpa, nn * sizeof *m->dfpa);
    swc_mem_free(mem, m->adual, nn * (L + 1) * sizeof *m->adual);
    swc_mem_free(mem, m->target_hi, m->hcap * sizeof *m->target_hi);
    swc_mem_free(mem, m->tstamp, n2 * sizeof(unsigned long));
    swc_mem_free(mem, m->tcum, n2 * L * sizeof(uint64_t));
    swc_mem_free(mem, m->tmeet, n2 * sizeof(long));
    swc_mem_free(mem, m->tchain, n2 * sizeof(long));
    swc_mem_free(mem, m->tmstamp, n2 * sizeof(unsigned long));
    swc_mem_free(mem, m, sizeof *m);
}

size_t swc_matcher_limbs(const swc_matcher *m)
{
    return m->L;
}

const uint64_t *swc_matcher_weight(const swc_matcher *m, size_t u, size_t v)
{
    static const uint64_t none[SWC_WIDE_MAX_LIMBS];
    return u == v ? none : swc_wpool_get(&m->pool, pair_id(m, (long)u, (long)v));
}

void swc_matcher_touch(swc_matcher *m, size_t v)
{
    m->touched[v] = 1;
}

void swc_matcher_remove(swc_matcher *m, size_t v)
{
    m->touched[v] = 2;
}

void swc_matcher_set_policy(swc_matcher *m, int policy)
{
    m->policy = policy;
}

void swc_matcher_set_tight_least(swc_matcher *m, size_t least)
{
    m->tight_least = least;
}

int swc_matcher_solved(const swc_matcher *m)
{
    return m->solved;
}

const uint64_t *swc_matcher_dual(const swc_matcher *m, size_t v)
{
    return m->solved && m->active[v] ? DUAL(v) : NULL;
}

int swc_matcher_solve(swc_matcher *m, long *mate)
{
    size_t n = N;
    /* Warm even when many vertices changed: one phase per exposed vertex
     * grows a small tree, cheaper than starting again. */
    int warm = m->solved;
    int rc;
    if (m->failed) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    if (swc_weights_prepare(m)) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    if (!warm) {
        for (size_t v = 0; v < n; v++)
            if (m->touched[v] == 2)
                deactivate(m, v);
        rc = swc_start_solve(m);
    } else {
        rc = swc_warm_solve(m);
    }
    memset(m->touched, 0, n ? n : 1);
    m->nsolve++;
    if (rc) {
        m->solved = 0;
        return SWC_ENOMEM;
    }
    m->solved = 1;
    for (size_t v = 0; v < n; v++)
        mate[v] = m->active[v] && m->mate[v] != -1 ? EP(m->mate[v]) : -1;
    return SWC_OK;
}

int swc_matcher_solve_items(const swc_mem *mem, unsigned bits, const size_t *ids, size_t k,
                           swc_matcher_weight_fn fn, void *ctx, long *scratch, long *mate_out)
{
    for (size_t a = 0; a < k; a++)
        mate_out[ids[a]] = -1;
    if (k < 2)
        return SWC_OK;
    swc_matcher *m = NULL;
    int rc = swc_matcher_new(&m, mem, k, bits);
    if (rc)
        return rc;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (size_t a = 1; a < k; a++)
        for (size_t b = 0; b < a; b++) {
            fn(ctx, ids[a], ids[b], w);
            swc_matcher_set(m, a, b, w);
        }
    rc = swc_matcher_solve(m, scratch);
    swc_matcher_free(m);
    if (rc)
        return rc;
    for (size_t a = 0; a < k; a++)
        mate_out[ids[a]] = scratch[a] < 0 ? -1 : (long)ids[scratch[a]];
    return SWC_OK;
}
