/* Handle checks shared by the public entry points. */
#ifndef SWC_API_HANDLES_H
#define SWC_API_HANDLES_H

#include "../model/model.h"

static inline int swc_t_ok(const swc_tournament *t)
{
    return t && t->magic == SWC_MAGIC_TOURNAMENT;
}

static inline int swc_p_ok(const swc_player *p)
{
    return p && p->magic == SWC_MAGIC_PLAYER && swc_t_ok(p->t);
}

static inline int swc_r_ok(const swc_round *r)
{
    return r && r->magic == SWC_MAGIC_ROUND && swc_t_ok(r->t);
}

#endif
