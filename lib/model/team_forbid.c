/* Forbidden team pairs: two teams that must not meet (TRF 260 in a team
 * event). C.04.6 keeps them apart as it keeps apart teams that have
 * already played, an absolute criterion ([C1]); they hold for the whole
 * event. The list is sorted so a lookup is a binary search. */
#include "model.h"

static size_t lower(const swc_teams *x, uint32_t a, uint32_t b)
{
    size_t lo = 0, hi = x->nforbidden;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const swc_tpair *p = &x->forbidden[mid];
        if (p->a < a || (p->a == a && p->b < b))
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

int swc_team_model_is_forbidden(const swc_tournament *t, uint32_t a, uint32_t b)
{
    const swc_teams *x = t->teams;
    if (!x || !x->nforbidden || a == b)
        return 0;
    uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    size_t i = lower(x, lo, hi);
    return i < x->nforbidden && x->forbidden[i].a == lo && x->forbidden[i].b == hi;
}

int swc_team_model_forbid(swc_tournament *t, uint32_t a, uint32_t b)
{
    size_t nteams = t->teams ? t->teams->nteams : 0;
    if (!a || !b || a > nteams || b > nteams)
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)(!a || a > nteams ? a : b));
    if (a == b)
        return swc_fail(t, SWC_EINVAL, "a team cannot be forbidden to meet itself (team %lu)", (unsigned long)a);
    if (swc_team_model_is_forbidden(t, a, b))
        return swc_ok(t);
    swc_teams *x = t->teams;
    if (swc_mem_reserve(&t->mem, (void **)&x->forbidden, &x->forbidden_cap, x->nforbidden + 1, sizeof *x->forbidden))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
    size_t i = lower(x, lo, hi);
    for (size_t j = x->nforbidden; j > i; j--)
        x->forbidden[j] = x->forbidden[j - 1];
    x->forbidden[i] = (swc_tpair){ lo, hi };
    x->nforbidden++;
    return swc_ok(t);
}
