/*
 * The checker's view of one round (check.c walks the rounds,
 * check_explain.c says why a played pairing is not the engine's).
 */
#ifndef SWC_ANALYSIS_CHECK_H
#define SWC_ANALYSIS_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "../api/handles.h"
#include "../core/strbuf.h"

/* One pairing of one round, by player index. */
typedef struct ck_pairing {
    uint32_t *mate;   /* partner index + 1, 0 when none */
    uint8_t *col;     /* colour of the player on his board */
    uint8_t *twice;   /* player listed more than once */
    uint32_t pab;     /* PAB receiver index + 1, 0 when none */
    swc_board *boards;
    size_t nboards;
} ck_pairing;

/* Facts of every player before the round, from lib/model. */
typedef struct ck_fact {
    int32_t ps;
    uint32_t tpn;
    uint32_t unplayed;
    uint8_t avail, elig, top, fl1, fl2;
    uint8_t pref, absolute, abs_imb, strong, rep;
    int32_t imb;
} ck_fact;

/* The round being checked, on the checker's copy of the tournament. */
typedef struct ck_ctx {
    swc_tournament *c; /* the private copy */
    int edition;
    uint32_t k;        /* round being checked */
    size_t n;          /* players */
    ck_fact *f;
    int32_t *groups;   /* distinct pairing scores of available players, descending */
    size_t ngroups;
    int64_t *va, *vb;  /* criterion value lists, n + 2 each */
    size_t *hl;        /* pairs of one bracket, n + 2 */
} ck_ctx;

/* What check_explain.c found: an SWC_CHECK_* reason and, for a
 * criterion, its number. */
typedef struct ck_verdict {
    int32_t reason, criterion;
} ck_verdict;

static inline uint32_t ck_pid(const ck_ctx *x, size_t i)
{
    return x->c->players[i]->id;
}

/* The facts of every player before round x->k, and the score groups. */
void swc_check_load_facts(ck_ctx *x);

/* Why the played pairing pl is not the engine's en: the first absolute
 * rule it breaks, else the first criterion on which it is worse, in the
 * first bracket where the two differ; the text goes to b. */
void swc_check_explain(ck_ctx *x, const ck_pairing *pl, const ck_pairing *en, swc_strbuf *b, ck_verdict *out);

#endif
