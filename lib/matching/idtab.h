/*
 * A dense table of weight ids (wpool.h) that takes 2 bytes an entry while
 * every id fits in 16 bits, and 4 once one does not.
 *
 * The Dutch windows name a few dozen distinct weights when they open and a
 * few thousand after the bonuses of the bracket's steps, while their tables
 * have millions of entries: the narrow form halves the largest arrays of a
 * round. An id past 65 535 widens the table for the rest of its life (or
 * until swc_idtab_reset()); the owner compacts its pool before that is
 * needed (swc_wpool_compact_due()), so widening stays the exception.
 */
#ifndef SWC_MATCHING_IDTAB_H
#define SWC_MATCHING_IDTAB_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

typedef struct swc_idtab {
    uint16_t *a16; /* the ids while they fit ... */
    uint32_t *a32; /* ... or here (at most one of the two is held) */
    size_t len;    /* entries in use */
    size_t cap;    /* entries allocated (a reset to fewer keeps the block) */
} swc_idtab;

/* The table of len zero ids (16-bit); SWC_ENOMEM leaves it empty. */
int swc_idtab_init(swc_idtab *t, const swc_mem *mem, size_t len);
void swc_idtab_free(swc_idtab *t, const swc_mem *mem);

/* len entries, all zero, 16-bit again (a grown table keeps its block when
 * it can). On SWC_ENOMEM the table is as it was. */
int swc_idtab_reset(swc_idtab *t, const swc_mem *mem, size_t len);

/* Go to 32-bit entries, keeping every id of the len in use (only those
 * are allocated again). On SWC_ENOMEM the table is as it was. */
int swc_idtab_widen(swc_idtab *t, const swc_mem *mem);

static inline uint32_t swc_idtab_get(const swc_idtab *t, size_t i)
{
    return t->a16 ? (uint32_t)t->a16[i] : t->a32[i];
}

/* Entry i := id, widening the table when id needs it; SWC_ENOMEM (the
 * entry not set) when that fails. */
static inline int swc_idtab_set(swc_idtab *t, const swc_mem *mem, size_t i, uint32_t id)
{
    if (t->a16) {
        if (id <= UINT16_MAX) {
            t->a16[i] = (uint16_t)id;
            return SWC_OK;
        }
        if (swc_idtab_widen(t, mem))
            return SWC_ENOMEM;
    }
    t->a32[i] = id;
    return SWC_OK;
}

#endif
