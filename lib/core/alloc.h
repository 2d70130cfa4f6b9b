/* Allocation through a tournament's allocator, with overflow-checked sizes. */
#ifndef SWC_CORE_ALLOC_H
#define SWC_CORE_ALLOC_H

#include <stddef.h>
#include <swisscore/common.h>

/* The allocator a tournament was created with; libc when all hooks are NULL. */
typedef struct swc_mem {
    swc_allocator a;
} swc_mem;

void swc_mem_init(swc_mem *m, const swc_allocator *a);
int swc_mem_valid(const swc_allocator *a);

void *swc_mem_alloc(const swc_mem *m, size_t size);
/* Zero-filled n * size bytes; NULL on overflow or failure. */
void *swc_mem_calloc(const swc_mem *m, size_t n, size_t size);
/* Resize; the old block survives a failure. size 0 frees and returns NULL. */
void *swc_mem_realloc(const swc_mem *m, void *p, size_t old_size, size_t new_size);
void swc_mem_free(const swc_mem *m, void *p, size_t size);

/* Copy of s (NULL copies as ""); NULL on failure. */
char *swc_mem_strdup(const swc_mem *m, const char *s);
char *swc_mem_strndup(const swc_mem *m, const char *s, size_t n);
void swc_mem_strfree(const swc_mem *m, char *s);

/*
 * Grow *arr (element size elem, *cap elements) so it holds at least need
 * elements, doubling. New elements are zeroed. 0 on success, SWC_ENOMEM.
 */
int swc_mem_reserve(const swc_mem *m, void **arr, size_t *cap, size_t need, size_t elem);

#endif
