/*
 * A symmetric table of weight ids (wpool.h) kept by vertex class: one id
 * per pair of classes, and a full row of its own for a vertex with an
 * edge that differs from its classes' id.
 *
 * A Dutch window's weights are, before the bracket's steps, a function of
 * the two players' classes, and the steps change one player's edges at a
 * time (a bonus row): a 6 000-player bracket needs some 30 distinct ids a
 * row but 6 000^2 entries as a dense table (80 MB at 2 bytes, both
 * orders). Here it takes the class pairs, a class a vertex, and the rows
 * of the few vertices with differing edges; a row whose edges all agree
 * with their classes again is given back.
 *
 * The table answers for edges only: the owner keeps which pairs are edges
 * (a pair set to id 0 leaves its stored id alone, or, in a row of its
 * own, makes it its classes' id), so the id read for a pair without an
 * edge means nothing. Any classes give the same answers; classes that
 * fit the weights keep the rows few.
 */
#ifndef SWC_MATCHING_CLSTAB_H
#define SWC_MATCHING_CLSTAB_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"
#include "idtab.h"

/* A row of its own: the D ids of the index it serves. */
typedef struct swc_clsrow {
    swc_idtab ids;
    uint32_t diff;     /* entries that differ from their classes' id */
    uint32_t holder;   /* the index it serves, UINT32_MAX when free */
} swc_clsrow;

typedef struct swc_clstab {
    const swc_mem *mem;
    size_t D, C;       /* indices and classes */
    uint32_t *cls;     /* by index: its class (< C) */
    swc_idtab ct;      /* C*C ids, both orders; 0 until a pair of the classes is set */
    uint32_t *own;     /* by index: 1 + the slot of its own row, or 0 */
    uint32_t *key;     /* by index: its class, or SWC_CLSTAB_OWN (one load for get) */
    swc_clsrow *rows;  /* by slot */
    size_t nslots;     /* slots made (each holds a row) ... */
    size_t scap;       /* ... and room for them */
    size_t nown;       /* slots in use */
} swc_clstab;

/* The table of D indices of the given classes (cls[i] < C), nothing set.
 * SWC_ENOMEM leaves *t empty (swc_clstab_free() is safe). */
int swc_clstab_init(swc_clstab *t, const swc_mem *mem, size_t D, const uint32_t *cls, size_t C);
void swc_clstab_free(swc_clstab *t);

/* key[x]: x's class, or this bit when x has a row of its own */
#define SWC_CLSTAB_OWN (UINT32_C(1) << 31)

/* The id of the edge {x, y}, x != y, as last set. */
static inline uint32_t swc_clstab_get(const swc_clstab *t, size_t x, size_t y)
{
    uint32_t kx = t->key[x], ky = t->key[y];
    if ((kx | ky) & SWC_CLSTAB_OWN) {
        if (kx & SWC_CLSTAB_OWN)
            return swc_idtab_get(&t->rows[t->own[x] - 1].ids, y);
        return swc_idtab_get(&t->rows[t->own[y] - 1].ids, x);
    }
    return swc_idtab_get(&t->ct, (size_t)kx * t->C + ky);
}

int swc_clstab_set_slow(swc_clstab *t, size_t x, size_t y, uint32_t id);

/* {x, y} := id, x != y (id 0: the pair is no edge, see above). SWC_ENOMEM
 * when a row or a wider id could not be stored; the table must then not
 * be trusted for that pair. Most writes name the classes' id again. */
static inline int swc_clstab_set(swc_clstab *t, size_t x, size_t y, uint32_t id)
{
    uint32_t kx = t->key[x], ky = t->key[y];
    if (!((kx | ky) & SWC_CLSTAB_OWN)) {
        uint32_t cv = swc_idtab_get(&t->ct, (size_t)kx * t->C + ky);
        if (id == cv || (!id && cv))
            return SWC_OK;
    }
    return swc_clstab_set_slow(t, x, y, id);
}

/* Rows of their own held now (the indices whose edges differ). */
static inline size_t swc_clstab_rows(const swc_clstab *t)
{
    return t->nown;
}

/* Every id table the ids live in (at most 1 + nslots), with their lengths,
 * for swc_wpool_compact(); returns how many. */
size_t swc_clstab_tables(swc_clstab *t, swc_idtab **tabs, size_t *lens);
/* All its tables are 16-bit. */
int swc_clstab_narrow(const swc_clstab *t);

#endif
