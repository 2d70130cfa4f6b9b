/* What the players below a relaxed window need of it; see reserve.h. */
#include "reserve.h"

#include <string.h>

#include "complete.h"
#include "../../core/wide.h"

/* The players below of class cls, into out; their number. */
static size_t class_below(const swc_reserve_view *v, int cls, size_t *out)
{
    size_t k = 0;
    for (size_t i = 0; i < v->nbelow; i++)
        if (v->colour(v->ctx, v->below[i]) == cls)
            out[k++] = v->below[i];
    return k;
}

/* Whether x may meet a player of I[0..ni). */
static int meets_one(const swc_reserve_view *v, size_t x, const size_t *I, size_t ni)
{
    for (size_t i = 0; i < ni; i++)
        if (v->linked(v->ctx, x, I[i]))
            return 1;
    return 0;
}

size_t swc_reserve_need(const swc_reserve_view *v, uint8_t *roles, int *cls)
{
    size_t best = 0, *I = v->scratch;
    int best_cls = -1;
    memset(roles, 0, v->nwindow ? v->nwindow : 1);
    *cls = -1;
    for (int c = SWC_CLS_W; c <= SWC_CLS_B; c++) {
        size_t ni = class_below(v, c, I), nn = 0;
        for (size_t i = 0; i < v->nbelow && ni; i++) {
            size_t z = v->below[i];
            nn += v->colour(v->ctx, z) != c && meets_one(v, z, I, ni);
        }
        size_t k = ni > nn ? ni - nn : 0;
        if (k && v->unfixed % 2)
            k--;
        if (k > best) {
            best = k;
            best_cls = c;
        }
    }
    if (best_cls < 0)
        return 0;
    size_t ni = class_below(v, best_cls, I), marked = 0;
    for (size_t w = 0; w < v->nwindow; w++) {
        size_t u = v->window[w];
        if (v->colour(v->ctx, u) == best_cls) {
            uint8_t r = SWC_ROLE_I;
            if (v->may_bye(v->ctx, u))
                r |= SWC_ROLE_PAB;
            for (size_t i = 0; i < v->nbelow && r; i++) {
                size_t z = v->below[i];
                if (v->colour(v->ctx, z) == best_cls || !v->linked(v->ctx, u, z))
                    continue;
                if (meets_one(v, z, I, ni))
                    r |= SWC_ROLE_IR;
                else
                    r = 0; /* a partner below who costs nothing: free to go */
            }
            roles[w] = r;
        } else if (meets_one(v, u, I, ni)) {
            roles[w] = SWC_ROLE_N;
            marked++;
        }
    }
    if (best > marked) {
        /* more than can be given: left to an exact solve */
        memset(roles, 0, v->nwindow ? v->nwindow : 1);
        return 0;
    }
    *cls = best_cls;
    return best;
}

void swc_reserve_weight(uint64_t *w, int edge, uint8_t ra, uint8_t rb, const uint64_t *H, size_t Lm)
{
    if (edge) {
        if (ra & SWC_ROLE_I)
            wide_add(w, H, Lm);
        if (rb & SWC_ROLE_I)
            wide_add(w, H, Lm);
    }
    if (((ra & SWC_ROLE_IR) && (rb & SWC_ROLE_N)) || ((rb & SWC_ROLE_IR) && (ra & SWC_ROLE_N)))
        if (wide_cmp(w, H, Lm) < 0)
            wide_copy(w, H, Lm);
}
