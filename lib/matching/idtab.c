/* Weight id tables of 16 bits, widened on need; see idtab.h. */
#include "idtab.h"

#include <string.h>

int swc_idtab_init(swc_idtab *t, const swc_mem *mem, size_t len)
{
    t->a32 = NULL;
    t->a16 = swc_mem_calloc(mem, len ? len : 1, sizeof *t->a16);
    t->len = t->a16 ? len : 0;
    t->cap = t->a16 ? (len ? len : 1) : 0;
    return t->a16 ? SWC_OK : SWC_ENOMEM;
}

void swc_idtab_free(swc_idtab *t, const swc_mem *mem)
{
    swc_mem_free(mem, t->a16, t->cap * sizeof *t->a16);
    swc_mem_free(mem, t->a32, t->cap * sizeof *t->a32);
    t->a16 = NULL;
    t->a32 = NULL;
    t->len = t->cap = 0;
}

int swc_idtab_reset(swc_idtab *t, const swc_mem *mem, size_t len)
{
    size_t want = len ? len : 1;
    if (t->a16 && want <= t->cap) {
        memset(t->a16, 0, len * sizeof *t->a16);
        t->len = len;
        return SWC_OK;
    }
    if (t->a16) {
        /* in place when the allocator can: no second large block */
        uint16_t *a = swc_mem_realloc(mem, t->a16, t->cap * sizeof *a, want * sizeof *a);
        if (!a)
            return SWC_ENOMEM;
        memset(a, 0, want * sizeof *a);
        t->a16 = a;
        t->len = len;
        t->cap = want;
        return SWC_OK;
    }
    /* a wide table (or none) gives way to a narrow one */
    uint16_t *a = swc_mem_calloc(mem, want, sizeof *a);
    if (!a)
        return SWC_ENOMEM;
    swc_idtab_free(t, mem);
    t->a16 = a;
    t->len = len;
    t->cap = want;
    return SWC_OK;
}

int swc_idtab_widen(swc_idtab *t, const swc_mem *mem)
{
    if (!t->a16)
        return SWC_OK;
    size_t want = t->len ? t->len : 1;
    /* Grown in place when the allocator can (a large block is remapped,
     * not copied), so that the narrow and the wide table are not held at
     * once; then the ids are spread from the last down, each 4-byte slot
     * at or after the 2-byte one it comes from (memcpy: the bytes change
     * type in place). */
    unsigned char *b = swc_mem_realloc(mem, t->a16, t->cap * sizeof *t->a16, want * sizeof *t->a32);
    if (!b)
        return SWC_ENOMEM;
    for (size_t i = t->len; i-- > 0;) {
        uint16_t narrow;
        memcpy(&narrow, b + i * sizeof narrow, sizeof narrow);
        uint32_t wide = narrow;
        memcpy(b + i * sizeof wide, &wide, sizeof wide);
    }
    t->a16 = NULL;
    t->a32 = (uint32_t *)(void *)b;
    t->cap = want;
    return SWC_OK;
}
