/* Weight ids by vertex class, with rows of their own; see clstab.h. */
#include "clstab.h"

#include <string.h>

#define FREE_SLOT UINT32_MAX

int swc_clstab_init(swc_clstab *t, const swc_mem *mem, size_t D, const uint32_t *cls, size_t C)
{
    memset(t, 0, sizeof *t);
    t->mem = mem;
    t->D = D;
    t->C = C ? C : 1;
    size_t dd = D ? D : 1;
    if (t->C >= SWC_CLSTAB_OWN || t->C > SIZE_MAX / t->C)
        return SWC_ENOMEM;
    t->cls = swc_mem_calloc(mem, dd, sizeof *t->cls);
    t->own = swc_mem_calloc(mem, dd, sizeof *t->own);
    t->key = swc_mem_calloc(mem, dd, sizeof *t->key);
    if (!t->cls || !t->own || !t->key || swc_idtab_init(&t->ct, mem, t->C * t->C)) {
        swc_clstab_free(t);
        return SWC_ENOMEM;
    }
    for (size_t i = 0; i < D; i++)
        t->key[i] = t->cls[i] = cls[i] < t->C ? cls[i] : 0;
    return SWC_OK;
}

void swc_clstab_free(swc_clstab *t)
{
    if (!t->mem)
        return;
    size_t dd = t->D ? t->D : 1;
    for (size_t s = 0; s < t->nslots; s++)
        swc_idtab_free(&t->rows[s].ids, t->mem);
    swc_mem_free(t->mem, t->rows, t->scap * sizeof *t->rows);
    swc_mem_free(t->mem, t->cls, dd * sizeof *t->cls);
    swc_mem_free(t->mem, t->own, dd * sizeof *t->own);
    swc_mem_free(t->mem, t->key, dd * sizeof *t->key);
    swc_idtab_free(&t->ct, t->mem);
    memset(t, 0, sizeof *t);
}

static inline size_t pair_of(const swc_clstab *t, size_t x, size_t y)
{
    return (size_t)t->cls[x] * t->C + t->cls[y];
}

/* Entry y of slot s (the row of x) := id, counting how it differs from
 * the classes' id cv. */
static int put(swc_clstab *t, size_t s, size_t y, uint32_t id, uint32_t cv)
{
    uint32_t old = swc_idtab_get(&t->rows[s].ids, y);
    if (swc_idtab_set(&t->rows[s].ids, t->mem, y, id))
        return SWC_ENOMEM;
    t->rows[s].diff -= old && old != cv;
    t->rows[s].diff += id && id != cv;
    return SWC_OK;
}

/* Slot s back to the free ones: its row zeroed (so that a compaction
 * keeps no value for it), its index read by classes again. */
static void give_back(swc_clstab *t, size_t s)
{
    swc_idtab *r = &t->rows[s].ids;
    if (r->a16)
        memset(r->a16, 0, r->len * sizeof *r->a16);
    else
        memset(r->a32, 0, r->len * sizeof *r->a32);
    t->own[t->rows[s].holder] = 0;
    t->key[t->rows[s].holder] = t->cls[t->rows[s].holder];
    t->rows[s].holder = FREE_SLOT;
    t->rows[s].diff = 0;
    t->nown--;
}

/* A free slot, made when there is none; SIZE_MAX when out of memory. */
static size_t free_slot(swc_clstab *t)
{
    for (size_t s = 0; s < t->nslots; s++)
        if (t->rows[s].holder == FREE_SLOT)
            return s;
    size_t n = t->nslots;
    if (n == t->scap) {
        size_t ncap = t->scap ? 2 * t->scap : 4;
        swc_clsrow *r = swc_mem_realloc(t->mem, t->rows, t->scap * sizeof *r, ncap * sizeof *r);
        if (!r)
            return SIZE_MAX;
        t->rows = r;
        t->scap = ncap;
    }
    if (swc_idtab_init(&t->rows[n].ids, t->mem, t->D ? t->D : 1))
        return SIZE_MAX;
    t->rows[n].diff = 0;
    t->rows[n].holder = FREE_SLOT;
    t->nslots = n + 1;
    return n;
}

/* Index x takes a row of its own holding what it reads now; the slot, or
 * SIZE_MAX (nothing changed) when out of memory. */
static size_t take_row(swc_clstab *t, size_t x)
{
    size_t s = free_slot(t);
    if (s == SIZE_MAX)
        return s;
    for (size_t y = 0; y < t->D; y++) {
        uint32_t v = y == x ? 0 : swc_clstab_get(t, x, y);
        if (v && put(t, s, y, v, swc_idtab_get(&t->ct, pair_of(t, x, y)))) {
            t->rows[s].holder = (uint32_t)x; /* given back at once: row zeroed */
            t->own[x] = (uint32_t)s + 1;
            t->key[x] |= SWC_CLSTAB_OWN;
            t->nown++;
            give_back(t, s);
            return SIZE_MAX;
        }
    }
    t->rows[s].holder = (uint32_t)x;
    t->own[x] = (uint32_t)s + 1;
    t->key[x] |= SWC_CLSTAB_OWN;
    t->nown++;
    return s;
}

int swc_clstab_set_slow(swc_clstab *t, size_t x, size_t y, uint32_t id)
{
    size_t c = pair_of(t, x, y);
    uint32_t cv = swc_idtab_get(&t->ct, c);
    if (id && !cv) {
        /* the first edge of these classes names their id */
        if (swc_idtab_set(&t->ct, t->mem, c, id) || swc_idtab_set(&t->ct, t->mem, pair_of(t, y, x), id))
            return SWC_ENOMEM;
        cv = id;
    }
    /* no edge: a row of its own holds the classes' id there */
    uint32_t val = id ? id : cv, ox = t->own[x], oy = t->own[y];
    if (!ox && !oy) {
        if (val == cv)
            return SWC_OK;
        size_t s = take_row(t, x);
        if (s == SIZE_MAX)
            return SWC_ENOMEM;
        ox = (uint32_t)s + 1;
    }
    int rc = SWC_OK;
    if (ox && put(t, ox - 1, y, val, cv))
        rc = SWC_ENOMEM;
    if (oy && put(t, oy - 1, x, val, cv))
        rc = SWC_ENOMEM;
    if (ox && !t->rows[ox - 1].diff)
        give_back(t, ox - 1);
    if (oy && !t->rows[oy - 1].diff)
        give_back(t, oy - 1);
    return rc;
}

size_t swc_clstab_tables(swc_clstab *t, swc_idtab **tabs, size_t *lens)
{
    tabs[0] = &t->ct;
    lens[0] = t->ct.len;
    for (size_t s = 0; s < t->nslots; s++) {
        tabs[1 + s] = &t->rows[s].ids;
        lens[1 + s] = t->rows[s].ids.len;
    }
    return 1 + t->nslots;
}

int swc_clstab_narrow(const swc_clstab *t)
{
    int narrow = t->ct.a16 != NULL;
    for (size_t s = 0; narrow && s < t->nslots; s++)
        narrow = t->rows[s].ids.a16 != NULL;
    return narrow;
}
