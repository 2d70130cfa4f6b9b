/*
 * A tournament that allocates from the caller's allocator: here a counting
 * wrapper with a budget, as a server would use to cap one event's memory.
 * When the budget is exhausted the library reports SWC_ENOMEM and leaves
 * the tournament as it was; nothing aborts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <swisscore/swisscore.h>

typedef struct budget {
    size_t used, peak, limit;
    unsigned long calls;
} budget;

static void *b_malloc(void *ud, size_t size)
{
    budget *b = ud;
    if (b->used + size > b->limit)
        return NULL;
    void *p = malloc(size);
    if (p) {
        b->used += size;
        b->calls++;
        if (b->used > b->peak)
            b->peak = b->used;
    }
    return p;
}

static void *b_realloc(void *ud, void *ptr, size_t old_size, size_t new_size)
{
    budget *b = ud;
    if (new_size > old_size && b->used + (new_size - old_size) > b->limit)
        return NULL;
    void *p = realloc(ptr, new_size);
    if (p) {
        b->used = b->used - old_size + new_size;
        b->calls++;
        if (b->used > b->peak)
            b->peak = b->used;
    }
    return p;
}

static void b_free(void *ud, void *ptr, size_t size)
{
    budget *b = ud;
    b->used -= size;
    free(ptr);
}

int main(void)
{
    budget b = { 0, 0, 64 * 1024, 0 };
    swc_allocator a = { b_malloc, b_realloc, b_free, &b };
    swc_tournament_options opts = SWC_TOURNAMENT_OPTIONS_INIT;
    opts.allocator = &a;

    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, &opts) != SWC_OK)
        return 1;
    int added = 0, rc = SWC_OK;
    while (rc == SWC_OK) {
        char name[32];
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        snprintf(name, sizeof name, "Player %04d", added + 1);
        info.name = name;
        info.rating = 2000;
        rc = swc_player_add(NULL, t, &info);
        if (rc == SWC_OK)
            added++;
    }
    printf("budget %zu bytes: %d players fit, then: %s (%s)\n", b.limit, added,
           swc_strerror(rc), swc_tournament_errmsg(t));
    if (rc != SWC_ENOMEM || swc_tournament_player_count(t) != (uint32_t)added) {
        swc_tournament_free(t);
        return 1;
    }
    printf("peak %zu bytes in %lu allocations\n", b.peak, b.calls);
    swc_tournament_free(t);
    printf("after free: %zu bytes in use\n", b.used);
    return b.used == 0 ? 0 : 1;
}
