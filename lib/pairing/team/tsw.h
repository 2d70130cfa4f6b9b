/*
 * FIDE's Swiss Team Pairing System (C.04.6, 2026) and team round robins.
 *
 * The engine reads the teams and their results from the model once
 * (input.c), pairs them by the articles of C.04.6 (bye.c: the PAB of 3.4;
 * bracket.c: the brackets of 3.3 and the upfloaters of 3.5; exact.c: the
 * first pairing of a bracket in the order of 3.6; criteria.c: colour
 * preferences of 1.7, the quality criteria of 2.3 and the colours of 4),
 * and gives team.c the matches to lay out as a team round.
 *
 * Teams are indexed 0..n-1 in the order of their pairing numbers (TPN):
 * only the teams to be paired this round are in the context.
 */
#ifndef SWC_PAIRING_TEAM_TSW_H
#define SWC_PAIRING_TEAM_TSW_H

#include <stddef.h>
#include <stdint.h>

#include "../../model/model.h"

/* Colours of a team in a match (the colour of its first-board player). */
#define TSW_W 1
#define TSW_B 2

typedef struct tsw_team {
    uint32_t number;     /* team number = TPN */
    int32_t score;       /* pairing score: primary score + acceleration, tenths */
    int32_t primary;     /* match points or game points, by the score order */
    int32_t secondary;   /* the other one */
    uint32_t played;     /* matches played over the boards */
    uint8_t pab_ok;      /* [C2]: no PAB, forfeit win or full-point bye so far */
    uint8_t floated;     /* played an opponent with another score last round (1.5) */
    int32_t cdiff;       /* whites - blacks over played matches (1.6) */
    uint8_t pref;        /* preferred colour (1.7), 0 = none */
    uint8_t strong;      /* 1 = simple (A) or strong (B), 0 = mild (B) */
    uint8_t *seq;        /* colours of the played matches, oldest first */
} tsw_team;

typedef struct tsw_ctx {
    swc_tournament *t;
    uint32_t round;      /* the round being paired */
    size_t n;            /* teams to pair */
    tsw_team *tm;        /* n teams, TPN order */
    uint8_t *seqbuf;     /* storage of the colour sequences */
    uint8_t *bar;        /* n * n: the two may not meet ([C1]): 1 they have met, 2 a forbidden pair */
    int typeb;           /* colour preferences of type B */
    int late;            /* one of the last two rounds: [C7] and [C10] do not apply */
    int initial;         /* TSW_W or TSW_B: the initial colour of 4.3.1 */
    /* Per bracket: 1 for a team that is an upfloater in it. */
    uint8_t *up;
    /* Counters for the benchmark and the tests. */
    unsigned long solves, checks;
} tsw_ctx;

/* Score order of the team settings. */
enum { TSW_ORDER_MP = 0, TSW_ORDER_GP = 1 };

/* ---- input.c ----------------------------------------------------------- */
/* Read the teams to pair in round t->nrounds + 1, leaving out those with
 * skip[team index] set (skip may be NULL). SWC_ENOMEM; SWC_ELIMIT for more
 * than TSW_MAX_TEAMS teams (nothing to release then). */
int tsw_prepare(tsw_ctx *c, swc_tournament *t, const uint8_t *skip);
void tsw_release(tsw_ctx *c);

/* ---- criteria.c -------------------------------------------------------- */
/* Colour preference of 1.7 from a colour difference and sequence. */
void tsw_colour_pref(const tsw_ctx *c, tsw_team *tm);
/* The quality cost of pairing a with b in a bracket, [C8] first, then [C9],
 * then [C10], as one number (TSW_K per step): smaller is better. A bracket's
 * sums of [C9] and [C10] stay below its number of teams, so no sum carries
 * into the next criterion while fewer than TSW_K teams are paired
 * (TSW_MAX_TEAMS; tsw_prepare() refuses more). */
#define TSW_K ((int64_t)1 << 14)
#define TSW_MAX_TEAMS ((size_t)TSW_K - 1)
int64_t tsw_pair_cost(const tsw_ctx *c, size_t a, size_t b);
/* The separate counts of a cost. */
void tsw_cost_split(int64_t cost, int *c8, int *c9, int *c10);
/* Art. 4: the colour of a in the match a-b (TSW_W or TSW_B); *rule gets
 * the rule number of 4.3 that decided (1..9). */
int tsw_colour_of(const tsw_ctx *c, size_t a, size_t b, int *rule);

/* ---- feasibility (bracket.c) -------------------------------------------- */
/* 1 when the teams with in[v] set (k of them) can all be paired under [C1]. */
int tsw_pairable(tsw_ctx *c, const uint8_t *in, size_t k, int *err);

/* ---- bye.c --------------------------------------------------------------- */
/* Art. 3.4: the team to receive the PAB, or -1 when none can (then the
 * round cannot be paired); *err gets SWC_ENOMEM on failure. */
long tsw_pab(tsw_ctx *c, int *err);

/* ---- exact.c ------------------------------------------------------------- */
/* Art. 3.6: the first pairing, in the order of the identifiers, of the k
 * teams ids[] (TPN order) among those that minimise [C8], [C9] and [C10]:
 * mate[ids[i]] gets the partner. SWC_OK, SWC_ENOPAIRING, SWC_ENOMEM. */
int tsw_pair_bracket(tsw_ctx *c, const size_t *ids, size_t k, long *mate);

/* ---- bracket.c ----------------------------------------------------------- */
/* Art. 3.3: pair the whole round: mate[v] = partner, -1 for the PAB;
 * *pab = its index or -1. */
int tsw_pair_round(tsw_ctx *c, long *mate, long *pab);

/* ---- robin.c ------------------------------------------------------------ */
/* Round k of a team round robin into e[] (room for every team); the count.
 * req[team index], when given, is the bye a team asked for (0 none): it
 * gets that bye and its scheduled opponent the round off. */
size_t tsw_robin(const swc_tournament *t, uint32_t k, swc_tentry *e, const uint8_t *req);

#endif
