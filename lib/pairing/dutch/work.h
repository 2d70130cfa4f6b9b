/*
 * One block of memory for the arrays a Dutch engine keeps for a round.
 * The engine names its arrays in one function, called twice: once to
 * measure (dutch_work_take() returns NULL and counts), then, after
 * dutch_work_alloc(), to hand them out, zeroed. One allocation, one free,
 * and no size formula repeated at the free.
 */
#ifndef SWC_PAIRING_DUTCH_WORK_H
#define SWC_PAIRING_DUTCH_WORK_H

#include <stddef.h>

#include "../../core/alloc.h"

typedef struct dutch_work {
    const swc_mem *mem;
    unsigned char *base;
    size_t size, used;
    int overflow;
} dutch_work;

/* An empty workspace, measuring. */
void dutch_work_init(dutch_work *w, const swc_mem *mem);

/* count elements of `size` bytes, aligned for any type: NULL while
 * measuring. At least one element is kept, so no array is NULL. */
void *dutch_work_take(dutch_work *w, size_t count, size_t size);

/* The block for what was measured; SWC_ENOMEM when it cannot be made.
 * The next takes hand out the arrays in the same order. */
int dutch_work_alloc(dutch_work *w);

void dutch_work_free(dutch_work *w);

#endif
