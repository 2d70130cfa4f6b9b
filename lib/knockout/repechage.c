/*
 * The repechage (网络复活赛): when fewer than the quota won through, the
 * eliminated players who lost a game come back in order (latest round of
 * elimination first, then lots or seeds). Either they fill the missing
 * places directly (swc_knockout_fill_quota()), or they play for them
 * (swc_knockout_pair_repechage()): one extra round after the last, the
 * best candidate against the worst of those who play, its winners filling
 * the quota. Escapers and absent players never come back.
 */
#include <string.h>
#include <swisscore/knockout.h>

#include "ko.h"

static uint64_t lot(uint64_t seed, uint32_t id)
{
    uint64_t z = seed + 0x9e3779b97f4a7c15ull * id;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Whether candidate a comes back before b. */
static int comes_first(const swc_knockout *k, uint32_t a, uint32_t b)
{
    const ko_player *x = &k->p[a - 1], *y = &k->p[b - 1];
    if (x->out_round != y->out_round)
        return x->out_round > y->out_round;
    if (k->set.repechage == SWC_KO_REPECHAGE_LATEST_SEED) {
        if (ko_seed_before(x, a, y, b) != ko_seed_before(y, b, x, a))
            return ko_seed_before(x, a, y, b);
        return a < b;
    }
    uint64_t la = lot((uint64_t)k->set.seed, a), lb = lot((uint64_t)k->set.seed, b);
    return la != lb ? la < lb : a < b;
}

static int is_candidate(const ko_player *p)
{
    return p->status == SWC_KO_OUT && p->how_out != SWC_KO_BY_ESCAPE && p->how_out != SWC_KO_BY_ABSENCE &&
           p->games > 0;
}

/* The candidates in the order they come back, and the places missing.
 * *out is NULL when there is nothing to do (quota full or no candidate). */
static int candidates(swc_knockout *k, uint32_t **out, uint32_t *count, uint32_t *need)
{
    *out = NULL;
    *count = *need = 0;
    if (k->open || k->nrounds < (size_t)k->set.rounds)
        return ko_fail(k, SWC_ESTATE, "the repechage comes after the last round");
    if (k->nrounds > (size_t)k->set.rounds)
        return ko_fail(k, SWC_ESTATE, "the repechage was played");
    if (k->set.repechage == SWC_KO_REPECHAGE_NONE || k->set.quota == 0)
        return ko_fail(k, SWC_ESTATE, "no repechage or no quota set");
    uint32_t have = 0, m = 0;
    for (size_t i = 0; i < k->n; i++) {
        have += k->p[i].status == SWC_KO_QUALIFIED || k->p[i].status == SWC_KO_REPECHAGED;
        m += (uint32_t)is_candidate(&k->p[i]);
    }
    if (have >= (uint64_t)k->set.quota || !m)
        return SWC_OK;
    uint32_t *c = swc_mem_calloc(&k->mem, m, sizeof *c);
    if (!c)
        return ko_fail(k, SWC_ENOMEM, "out of memory");
    uint32_t n = 0;
    for (size_t i = 0; i < k->n; i++)
        if (is_candidate(&k->p[i]))
            c[n++] = (uint32_t)i + 1;
    for (uint32_t i = 1; i < n; i++) {
        uint32_t v = c[i], j = i;
        while (j && comes_first(k, v, c[j - 1])) {
            c[j] = c[j - 1];
            j--;
        }
        c[j] = v;
    }
    *out = c;
    *count = n;
    *need = (uint32_t)k->set.quota - have;
    return SWC_OK;
}

int swc_knockout_fill_quota(uint32_t *out_added, swc_knockout *k)
{
    if (out_added)
        *out_added = 0;
    if (!ko_ok(k))
        return SWC_EINVAL;
    uint32_t *c, m, need;
    int rc = candidates(k, &c, &m, &need);
    if (rc || !c)
        return rc ? rc : ko_done(k);
    uint32_t added = 0;
    for (uint32_t i = 0; i < m && added < need; i++) {
        k->p[c[i] - 1].status = SWC_KO_REPECHAGED;
        added++;
    }
    swc_mem_free(&k->mem, c, m * sizeof *c);
    if (out_added)
        *out_added = added;
    return ko_done(k);
}

static int push(swc_knockout *k, ko_round *r, uint32_t white, uint32_t black)
{
    if (swc_mem_reserve(&k->mem, (void **)&r->pairs, &r->cap, r->n + 1, sizeof *r->pairs))
        return SWC_ENOMEM;
    ko_pair *pp = &r->pairs[r->n++];
    memset(pp, 0, sizeof *pp);
    pp->white = white;
    pp->black = black;
    return SWC_OK;
}

int swc_knockout_pair_repechage(uint32_t *out_pairs, swc_knockout *k)
{
    if (out_pairs)
        *out_pairs = 0;
    if (!ko_ok(k))
        return SWC_EINVAL;
    uint32_t *c, m, need;
    int rc = candidates(k, &c, &m, &need);
    if (rc)
        return rc;
    if (!c)
        return ko_fail(k, SWC_ESTATE, "no repechage is needed: the quota is full or nobody can come back");
    /* with fewer than two candidates a place, the first ones come back
     * without a game (a bye); the next 2 × (need − byes) play for the rest */
    uint32_t byes = m >= 2 * need ? 0 : m <= need ? m : 2 * need - m;
    uint32_t games = m <= need ? 0 : need - byes;
    ko_round *r = &k->rounds[k->nrounds];
    memset(r, 0, sizeof *r);
    for (uint32_t i = 0; i < byes && !rc; i++)
        rc = push(k, r, c[i], 0);
    for (uint32_t i = 0; i < games && !rc; i++)
        rc = push(k, r, c[byes + i], c[byes + 2 * games - 1 - i]);
    swc_mem_free(&k->mem, c, m * sizeof *c);
    if (rc) {
        swc_mem_free(&k->mem, r->pairs, r->cap * sizeof *r->pairs);
        memset(r, 0, sizeof *r);
        return ko_fail(k, SWC_ENOMEM, "out of memory");
    }
    for (size_t i = 0; i < k->n; i++) {
        k->p[i].pair = 0;
        k->p[i].mark = 0;
    }
    for (size_t i = 0; i < r->n; i++) {
        const ko_pair *pp = &r->pairs[i];
        uint32_t ids[2] = { pp->white, pp->black };
        for (int s = 0; s < 2; s++)
            if (ids[s]) {
                ko_player *p = &k->p[ids[s] - 1];
                p->pair = (uint32_t)i + 1;
                p->status = SWC_KO_ALIVE;
                p->in_repechage = 1;
            }
    }
    k->nrounds++;
    k->open = 1;
    if (out_pairs)
        *out_pairs = (uint32_t)r->n;
    return ko_done(k);
}

void ko_close_repechage(swc_knockout *k)
{
    if (k->nrounds <= (size_t)k->set.rounds)
        return;
    for (size_t i = 0; i < k->n; i++)
        if (k->p[i].in_repechage && k->p[i].status == SWC_KO_ALIVE) {
            k->p[i].status = SWC_KO_REPECHAGED;
            k->p[i].in_repechage = 0;
        }
}
