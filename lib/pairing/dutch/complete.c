/* The greedy completion of the Dutch engines' relaxed windows; see complete.h. */
#include "complete.h"

typedef struct lists {
    size_t head[SWC_NCLS], count[SWC_NCLS];
} lists;

static void unlink_free(swc_completion *c, lists *f, size_t i)
{
    size_t *next = c->next, *prev = c->prev;
    uint8_t k = c->cls[i];
    if (prev[i] != SIZE_MAX)
        next[prev[i]] = next[i];
    else
        f->head[k] = next[i];
    if (next[i] != SIZE_MAX)
        prev[next[i]] = prev[i];
    f->count[k]--;
}

/* u found no free partner: an augmenting path from u by an alternating
 * breadth-first search over the list. On success the matching grows by u. */
static int augment_from(swc_completion *c, lists *f, const size_t *items, size_t n, size_t skip, size_t u)
{
    uint32_t stamp = ++*c->stamp;
    size_t qh = 0, qt = 0;
    c->queue[qt++] = u;
    c->seen[u] = stamp;
    while (qh < qt) {
        size_t s = c->queue[qh++];
        for (size_t i = 0; i < n; i++) {
            size_t a = items[i];
            if (a == skip || a == s || c->seen[a] == stamp || !c->linked(c->ctx, s, a))
                continue;
            if (c->mate[a] < 0) {
                /* free: flip the path u ... s, a */
                unlink_free(c, f, c->pos[a]);
                size_t x = s, y = a;
                for (;;) {
                    long t = x == u ? -1 : c->mate[x];
                    c->mate[x] = (long)y;
                    c->mate[y] = (long)x;
                    if (x == u)
                        break;
                    y = (size_t)t;
                    x = (size_t)c->par[t];
                }
                return 1;
            }
            size_t b = (size_t)c->mate[a];
            c->seen[a] = stamp;
            if (c->seen[b] == stamp)
                continue;
            c->seen[b] = stamp;
            c->par[a] = (long)s;
            c->queue[qt++] = b;
        }
    }
    return 0;
}

int swc_complete_greedy(swc_completion *c, const size_t *items, size_t n, size_t skip)
{
    size_t *next = c->next, *prev = c->prev, tail[SWC_NCLS];
    lists f;
    for (int k = 0; k < SWC_NCLS; k++) {
        f.head[k] = tail[k] = SIZE_MAX;
        f.count[k] = 0;
    }
    for (size_t i = 0; i < n; i++) {
        c->mate[items[i]] = -1;
        c->pos[items[i]] = i;
        if (items[i] == skip)
            continue;
        uint8_t k = (uint8_t)c->colour(c->ctx, items[i]);
        c->cls[i] = k;
        prev[i] = tail[k];
        next[i] = SIZE_MAX;
        if (tail[k] == SIZE_MAX)
            f.head[k] = i;
        else
            next[tail[k]] = i;
        tail[k] = i;
        f.count[k]++;
    }
    for (size_t i = 0; i < n; i++) {
        size_t u = items[i];
        if (u == skip || c->mate[u] >= 0)
            continue;
        unlink_free(c, &f, i);
        /* Absolute players look in the opposite class first; the others
         * take from the absolute class with more players left, so that
         * the two stay balanced, else from their own. */
        int order[3], no = 0;
        uint8_t k = c->cls[i];
        if (k != SWC_CLS_REST) {
            order[no++] = k == SWC_CLS_W ? SWC_CLS_B : SWC_CLS_W;
            order[no++] = SWC_CLS_REST;
        } else {
            int big = f.count[SWC_CLS_W] >= f.count[SWC_CLS_B] ? SWC_CLS_W : SWC_CLS_B;
            if (f.count[SWC_CLS_W] != f.count[SWC_CLS_B])
                order[no++] = big;
            order[no++] = SWC_CLS_REST;
            order[no++] = big == SWC_CLS_W ? SWC_CLS_B : SWC_CLS_W;
            if (f.count[SWC_CLS_W] == f.count[SWC_CLS_B])
                order[no++] = big;
        }
        size_t found = SIZE_MAX;
        for (int o = 0; o < no && found == SIZE_MAX; o++)
            for (size_t j = f.head[order[o]]; j != SIZE_MAX; j = next[j])
                if (c->linked(c->ctx, u, items[j])) {
                    found = j;
                    break;
                }
        if (found != SIZE_MAX) {
            unlink_free(c, &f, found);
            c->mate[u] = (long)items[found];
            c->mate[items[found]] = (long)u;
        } else if (!augment_from(c, &f, items, n, skip, u)) {
            return 0;
        }
    }
    return 1;
}

int swc_complete_round(swc_completion *c, const size_t *items, size_t n, int (*bye)(const void *ctx, size_t a),
                       const void *bye_ctx)
{
    if (n % 2 == 0)
        return swc_complete_greedy(c, items, n, SIZE_MAX);
    int tries = 0;
    for (size_t i = n; i-- > 0 && tries < 4;) {
        if (!bye(bye_ctx, items[i]))
            continue;
        tries++;
        if (swc_complete_greedy(c, items, n, items[i]))
            return 1;
    }
    return 0;
}
