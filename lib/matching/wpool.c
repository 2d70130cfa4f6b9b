/* Interned wide values; see wpool.h. */
#include "wpool.h"

#include <string.h>

#include "../core/wide.h"

static uint64_t hash(const uint64_t *w, size_t L)
{
    uint64_t h = 0x243f6a8885a308d3u;
    for (size_t i = 0; i < L; i++) {
        h ^= w[i];
        h *= 0x9e3779b97f4a7c15u;
        h ^= h >> 29;
    }
    return h;
}

/* Put id into the table (known absent); the table has a free slot. */
static void place(swc_wpool *p, uint32_t id)
{
    size_t mask = p->nslot - 1;
    for (size_t s = (size_t)hash(swc_wpool_get(p, id), p->L) & mask;; s = (s + 1) & mask)
        if (!p->slot[s]) {
            p->slot[s] = id;
            return;
        }
}

static int rehash(swc_wpool *p, size_t nslot)
{
    uint32_t *t = swc_mem_calloc(p->mem, nslot, sizeof *t);
    if (!t)
        return SWC_ENOMEM;
    swc_mem_free(p->mem, p->slot, p->nslot * sizeof *p->slot);
    p->slot = t;
    p->nslot = nslot;
    for (size_t id = 1; id < p->n; id++)
        place(p, (uint32_t)id);
    return SWC_OK;
}

int swc_wpool_init(swc_wpool *p, const swc_mem *mem, size_t L)
{
    memset(p, 0, sizeof *p);
    p->mem = mem;
    p->L = L;
    p->cap = 64;
    p->val = swc_mem_calloc(mem, p->cap * L, sizeof(uint64_t));
    p->nslot = 128;
    p->slot = swc_mem_calloc(mem, p->nslot, sizeof *p->slot);
    if (!p->val || !p->slot) {
        swc_wpool_free(p);
        return SWC_ENOMEM;
    }
    p->n = p->live = 1; /* value 0: zero */
    return SWC_OK;
}

void swc_wpool_free(swc_wpool *p)
{
    if (!p->mem)
        return;
    swc_mem_free(p->mem, p->val, p->cap * p->L * sizeof(uint64_t));
    swc_mem_free(p->mem, p->slot, p->nslot * sizeof *p->slot);
    memset(p, 0, sizeof *p);
}

uint32_t swc_wpool_id(swc_wpool *p, const uint64_t *w)
{
    size_t L = p->L;
    if (wide_is_zero(w, L))
        return 0;
    size_t mask = p->nslot - 1;
    size_t s = (size_t)hash(w, L) & mask;
    for (; p->slot[s]; s = (s + 1) & mask)
        if (!memcmp(swc_wpool_get(p, p->slot[s]), w, L * sizeof *w))
            return p->slot[s];
    if (p->n >= UINT32_MAX) {
        p->failed = 1;
        return 0;
    }
    /* A new value, so w does not point into val, which may move. */
    if (p->n == p->cap) {
        size_t ncap = 2 * p->cap;
        uint64_t *v = swc_mem_realloc(p->mem, p->val, p->cap * L * sizeof *v, ncap * L * sizeof *v);
        if (!v) {
            p->failed = 1;
            return 0;
        }
        p->val = v;
        p->cap = ncap;
    }
    uint32_t id = (uint32_t)p->n;
    wide_copy(p->val + (size_t)id * L, w, L);
    if (2 * (p->n + 1) > p->nslot) {
        p->n++;
        if (rehash(p, 2 * p->nslot)) {
            p->n--;
            p->failed = 1;
            return 0;
        }
        return id;
    }
    p->slot[s] = id;
    p->n++;
    return id;
}

int swc_wpool_compact(swc_wpool *p, swc_idtab *const *tabs, const size_t *lens, size_t ntabs)
{
    size_t n = p->n;
    uint32_t *remap = swc_mem_calloc(p->mem, n, sizeof *remap);
    if (!remap)
        return SWC_ENOMEM;
    for (size_t t = 0; t < ntabs; t++)
        for (size_t i = 0; i < lens[t]; i++)
            remap[swc_idtab_get(tabs[t], i)] = 1;
    /* New ids in the old order: a value only moves down. */
    size_t k = 1;
    for (size_t id = 1; id < n; id++) {
        if (!remap[id])
            continue;
        if (k != id)
            wide_copy(p->val + k * p->L, p->val + id * p->L, p->L);
        remap[id] = (uint32_t)k++;
    }
    remap[0] = 0;
    for (size_t t = 0; t < ntabs; t++) {
        swc_idtab *tab = tabs[t];
        for (size_t i = 0; i < lens[t]; i++) {
            /* no id grows, so a narrow table stays narrow */
            if (tab->a16)
                tab->a16[i] = (uint16_t)remap[tab->a16[i]];
            else
                tab->a32[i] = remap[tab->a32[i]];
        }
    }
    swc_mem_free(p->mem, remap, n * sizeof *remap);
    p->n = p->live = k;
    memset(p->slot, 0, p->nslot * sizeof *p->slot);
    for (size_t id = 1; id < p->n; id++)
        place(p, (uint32_t)id);
    return SWC_OK;
}
