#include "alloc.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void *libc_malloc(void *ud, size_t size)
{
    (void)ud;
    return malloc(size);
}

static void *libc_realloc(void *ud, void *p, size_t old_size, size_t new_size)
{
    (void)ud;
    (void)old_size;
    return realloc(p, new_size);
}

static void libc_free(void *ud, void *p, size_t size)
{
    (void)ud;
    (void)size;
    free(p);
}

int swc_mem_valid(const swc_allocator *a)
{
    if (!a)
        return 1;
    int set = (a->malloc_fn != NULL) + (a->realloc_fn != NULL) + (a->free_fn != NULL);
    return set == 0 || set == 3;
}

void swc_mem_init(swc_mem *m, const swc_allocator *a)
{
    if (a && a->malloc_fn) {
        m->a = *a;
    } else {
        m->a.malloc_fn = libc_malloc;
        m->a.realloc_fn = libc_realloc;
        m->a.free_fn = libc_free;
        m->a.userdata = NULL;
    }
}

void *swc_mem_alloc(const swc_mem *m, size_t size)
{
    if (size == 0)
        size = 1;
    return m->a.malloc_fn(m->a.userdata, size);
}

void *swc_mem_calloc(const swc_mem *m, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    size_t bytes = n * size;
    void *p = swc_mem_alloc(m, bytes);
    if (p && bytes > 0)
        memset(p, 0, bytes);
    return p;
}

void *swc_mem_realloc(const swc_mem *m, void *p, size_t old_size, size_t new_size)
{
    if (!p)
        return swc_mem_alloc(m, new_size);
    if (new_size == 0) {
        swc_mem_free(m, p, old_size);
        return NULL;
    }
    return m->a.realloc_fn(m->a.userdata, p, old_size, new_size);
}

void swc_mem_free(const swc_mem *m, void *p, size_t size)
{
    if (p)
        m->a.free_fn(m->a.userdata, p, size ? size : 1);
}

char *swc_mem_strndup(const swc_mem *m, const char *s, size_t n)
{
    if (!s)
        n = 0;
    char *d = swc_mem_alloc(m, n + 1);
    if (!d)
        return NULL;
    if (n)
        memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

char *swc_mem_strdup(const swc_mem *m, const char *s)
{
    return swc_mem_strndup(m, s, s ? strlen(s) : 0);
}

void swc_mem_strfree(const swc_mem *m, char *s)
{
    if (s)
        swc_mem_free(m, s, strlen(s) + 1);
}

int swc_mem_reserve(const swc_mem *m, void **arr, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap)
        return SWC_OK;
    size_t ncap = *cap ? *cap : 4;
    while (ncap < need) {
        if (ncap > SIZE_MAX / 2)
            return SWC_ENOMEM;
        ncap *= 2;
    }
    if (elem && ncap > SIZE_MAX / elem)
        return SWC_ENOMEM;
    void *p = swc_mem_realloc(m, *arr, *cap * elem, ncap * elem);
    if (!p)
        return SWC_ENOMEM;
    memset((char *)p + *cap * elem, 0, (ncap - *cap) * elem);
    *arr = p;
    *cap = ncap;
    return SWC_OK;
}
