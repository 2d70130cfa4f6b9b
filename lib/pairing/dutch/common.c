/* Helpers shared by the Dutch engines; see common.h. */
#include "common.h"

#include <string.h>

unsigned swc_dutch_bitlen(size_t x)
{
    unsigned b = 0;
    while (x) {
        b++;
        x >>= 1;
    }
    return b;
}

int swc_dutch_first_round(const dutch_ctx *c, long *mate)
{
    size_t n = c->n, h = n / 2;
    if (c->P != 0 || n == 0 || c->fstart[n] > 0 || (n % 2 && !c->pl[n - 1].eligible))
        return 0;
    for (size_t v = 1; v < n; v++)
        if (c->pl[v].ps != c->pl[0].ps)
            return 0;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    for (size_t i = 0; i < h; i++) {
        mate[i] = (long)(i + h);
        mate[i + h] = (long)i;
    }
    return 1;
}

size_t swc_dutch_classify(const void *keys, size_t n, size_t size, uint32_t *cls, size_t max, size_t *first)
{
    const unsigned char *k = keys;
    size_t S = 0;
    for (size_t i = 0; i < n; i++) {
        size_t c = 0;
        while (c < S && memcmp(k + first[c] * size, k + i * size, size) != 0)
            c++;
        if (c == S) {
            if (S == max)
                return 0;
            first[S++] = i;
        }
        cls[i] = (uint32_t)c;
    }
    return S;
}

int swc_dutch_v10(const dutch_player *h, const dutch_player *l)
{
    return l->abs_imb && h->abs_imb && l->pref == h->pref;
}

int swc_dutch_v11(const dutch_player *h, const dutch_player *l)
{
    if (!(l->absolute && h->absolute && l->pref == h->pref))
        return 0;
    if (l->imb == h->imb)
        return l->rep != SWC_COLOUR_NONE && l->rep == h->rep;
    /* The player with the smaller imbalance is the one who yields the
     * colour, so it is its repeated colour that would come a third time. */
    const dutch_player *m = l->imb < h->imb ? l : h;
    uint8_t opp = l->pref == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
    return m->rep == opp;
}

int swc_dutch_v12(const dutch_player *h, const dutch_player *l)
{
    return h->pref != SWC_COLOUR_NONE && l->pref != SWC_COLOUR_NONE && l->pref == h->pref;
}

int swc_dutch_v13(const dutch_player *h, const dutch_player *l)
{
    /* Absolute against strong counts as a strong violation; absolute
     * against absolute is already covered by v10-v12. */
    return l->pref == h->pref && l->pref != SWC_COLOUR_NONE && (l->strong || l->absolute) &&
           (h->strong || h->absolute) && !(l->absolute && h->absolute);
}
