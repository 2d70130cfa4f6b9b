/* The bracket loop of both Dutch editions; see round.h. */
#include "round.h"

/* End (exclusive) of the score group that starts at vertex v. */
static size_t group_end(const dutch_ctx *c, size_t v)
{
    size_t u = v;
    while (u < c->n && c->pl[u].ps == c->pl[v].ps)
        u++;
    return u;
}

size_t dutch_window_fill(size_t *win, const size_t *down, size_t nd, size_t gbeg, size_t gpend)
{
    size_t k = 0;
    for (size_t i = 0; i < nd; i++)
        win[k++] = down[i];
    for (size_t v = gbeg; v < gpend; v++)
        win[k++] = v;
    return k;
}

int dutch_pair_brackets(const dutch_round_ops *ops, void *ctx, const dutch_ctx *c, size_t *down)
{
    size_t n = c->n, nd = 0, gbeg = 0, gend = group_end(c, 0);
    int rc;
    /* Brackets while a pair can still be made or a group is left. */
    while (nd + (gend - gbeg) > 1 || gend < n) {
        size_t gpend = ops->lookahead(ctx, gend);
        if ((rc = ops->pair(ctx, down, nd, gbeg, gend, gpend)))
            return rc;
        int again = 0;
        if (ops->again && (rc = ops->again(ctx, &again)))
            return rc;
        if (again)
            continue;
        nd = ops->move_down(ctx, down);
        if (gend == n)
            break;
        gbeg = gend;
        gend = gpend;
        if (ops->next)
            ops->next(ctx, down, nd, gbeg, gend);
    }
    return SWC_OK;
}
