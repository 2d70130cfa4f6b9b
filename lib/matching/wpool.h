/*
 * Interned wide values: each distinct weight is stored once and named by
 * a 32-bit id, id 0 being zero (no edge).
 *
 * The Dutch engines hold the weights of a window of players as dense
 * tables, but those weights are sums of a few per-class terms: a
 * 3000-player window of a real Swiss round has fewer than twenty distinct
 * weights before the bracket's steps add their per-row terms. A table of
 * ids costs 4 bytes a pair instead of 8 per limb, and the values it names
 * stay in cache.
 *
 * A pointer returned by swc_wpool_get() stays valid until the next
 * interning of a new value or the next compaction; interning a value read
 * from the pool itself is safe (it is found, never added).
 */
#ifndef SWC_MATCHING_WPOOL_H
#define SWC_MATCHING_WPOOL_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"
#include "idtab.h"

typedef struct swc_wpool {
    const swc_mem *mem;
    size_t L;          /* limbs per value */
    uint64_t *val;     /* n values of L limbs; value 0 is zero */
    size_t n, cap;
    uint32_t *slot;    /* open-addressing table of ids, 0 = empty */
    size_t nslot;      /* a power of two, at least twice n */
    size_t live;       /* values held after the last compaction (or set by the owner) */
    int failed;        /* an interning (or a store) ran out of memory */
} swc_wpool;

/* An empty pool of L-limb values (zero only). */
int swc_wpool_init(swc_wpool *p, const swc_mem *mem, size_t L);
void swc_wpool_free(swc_wpool *p);

/* The id of w, added when new. When memory runs out, p->failed is set
 * and 0 is returned: the caller checks `failed` before trusting ids. */
uint32_t swc_wpool_id(swc_wpool *p, const uint64_t *w);

/* Entry i of the id table t := id, one of p's. A table that cannot widen
 * for it sets p->failed, as a failed interning does, so the owner checks
 * one flag for both. */
static inline void swc_wpool_store(swc_wpool *p, swc_idtab *t, size_t i, uint32_t id)
{
    if (swc_idtab_set(t, p->mem, i, id))
        p->failed = 1;
}

static inline const uint64_t *swc_wpool_get(const swc_wpool *p, uint32_t id)
{
    return p->val + (size_t)id * p->L;
}

/*
 * Worth compacting: rows rewritten again and again (bonuses, probes)
 * leave values that no table names. With 32-bit tables, once those
 * outnumber the rest; with 16-bit ones (narrow), before the ids run out.
 */
static inline int swc_wpool_compact_due(const swc_wpool *p, int narrow)
{
    if (narrow)
        return p->n > 49152 && p->n > p->live + 8192;
    return p->n > 65536 && p->n > 4 * p->live;
}

/*
 * Keep only the values that the id tables name and renumber them in
 * place (the first lens[i] entries of tabs[i]). The order of ids is kept,
 * and no id grows. On SWC_ENOMEM nothing changes.
 */
int swc_wpool_compact(swc_wpool *p, swc_idtab *const *tabs, const size_t *lens, size_t ntabs);

#endif
