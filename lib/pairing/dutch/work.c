/* One block for a round's arrays; see work.h. */
#include "work.h"

#include <stdalign.h>
#include <stdint.h>
#include <string.h>

void dutch_work_init(dutch_work *w, const swc_mem *mem)
{
    memset(w, 0, sizeof *w);
    w->mem = mem;
}

void *dutch_work_take(dutch_work *w, size_t count, size_t size)
{
    const size_t align = alignof(max_align_t);
    if (!count)
        count = 1;
    if (size && count > SIZE_MAX / size) {
        w->overflow = 1;
        return NULL;
    }
    size_t bytes = (count * size + align - 1) / align * align;
    if (bytes > SIZE_MAX - w->used) {
        w->overflow = 1;
        return NULL;
    }
    void *p = w->base ? w->base + w->used : NULL;
    w->used += bytes;
    return p;
}

int dutch_work_alloc(dutch_work *w)
{
    if (w->overflow)
        return SWC_ENOMEM;
    w->size = w->used ? w->used : 1;
    w->used = 0;
    w->base = swc_mem_calloc(w->mem, w->size, 1);
    return w->base ? SWC_OK : SWC_ENOMEM;
}

void dutch_work_free(dutch_work *w)
{
    if (w->base)
        swc_mem_free(w->mem, w->base, w->size);
    w->base = NULL;
    w->size = w->used = 0;
}
