/* FIDE Dutch system, 2017 edition: see §6 of doc/internals/dutch-engine.md. */
#include "dutch.h"

int swc_dutch_2017(dutch_ctx *c, long *mate)
{
    (void)c;
    (void)mate;
    return SWC_EUNSUPPORTED;
}
