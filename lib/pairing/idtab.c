/* Weight id tables of 16 bits, widened on need; see idtab.h. */
#include "idtab.h"

#include <string.h>

int swc_idtab_init(swc_idtab *t, const swc_mem *mem, size_t len)
{
    t->a32 = NULL;
    t->a16 = swc_mem_calloc(mem, len ? len : 1, sizeof *t->a16);
    t->len = t->a16 ? len : 0;
    return t->a16 ? SWC_OK : SWC_ENOMEM;
}

void swc_idtab_free(swc_idtab *t, const swc_mem *mem)
{
    size_t n = t->len ? t->len : 1;
    swc_mem_free(mem, t->a16, n * sizeof *t->a16);
    swc_mem_free(mem, t->a32, n * sizeof *t->a32);
    t->a16 = NULL;
    t->a32 = NULL;
    t->len = 0;
}

int swc_idtab_reset(swc_idtab *t, const swc_mem *mem, size_t len)
{
    if (t->a16 && len <= t->len) {
        memset(t->a16, 0, len * sizeof *t->a16);
        return SWC_OK;
    }
    if (t->a16) {
        /* in place when the allocator can: no second large block */
        uint16_t *a = swc_mem_realloc(mem, t->a16, (t->len ? t->len : 1) * sizeof *a, len * sizeof *a);
        if (!a)
            return SWC_ENOMEM;
        memset(a, 0, len * sizeof *a);
        t->a16 = a;
        t->len = len;
        return SWC_OK;
    }
    /* a wide table (or none) gives way to a narrow one */
    uint16_t *a = swc_mem_calloc(mem, len ? len : 1, sizeof *a);
    if (!a)
        return SWC_ENOMEM;
    swc_idtab_free(t, mem);
    t->a16 = a;
    t->len = len;
    return SWC_OK;
}

int swc_idtab_widen(swc_idtab *t, const swc_mem *mem)
{
    if (!t->a16)
        return SWC_OK;
    size_t n = t->len ? t->len : 1;
    uint32_t *a = swc_mem_alloc(mem, n * sizeof *a);
    if (!a)
        return SWC_ENOMEM;
    for (size_t i = 0; i < n; i++)
        a[i] = t->a16[i];
    swc_mem_free(mem, t->a16, n * sizeof *t->a16);
    t->a16 = NULL;
    t->a32 = a;
    return SWC_OK;
}
