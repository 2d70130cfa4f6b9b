/*
 * Shared state of the FIDE Dutch engines (2026 and 2017 editions): the
 * players to be paired in ranking order with every fact the criteria read,
 * compatibility, colour allocation and board order. The design and the
 * exact behaviour are in doc/internals/dutch-engine.md; section numbers
 * below refer to it.
 */
#ifndef SWC_PAIRING_DUTCH_H
#define SWC_PAIRING_DUTCH_H

#include <stddef.h>
#include <stdint.h>

#include "../../model/model.h"

/* One player to be paired, vertex v = position in ranking order (§2.3). */
typedef struct dutch_player {
    swc_player *p;
    uint32_t rk;         /* effective rank, 0-based (§2.3) */
    int32_t ps;          /* pairing score: score + acceleration of this round */
    int32_t score;       /* score without acceleration (board order) */
    uint8_t eligible;    /* may receive the PAB ([C2]) */
    uint8_t pref;        /* preferred colour, SWC_COLOUR_NONE if none */
    uint8_t absolute;    /* absolute preference */
    uint8_t abs_imb;     /* |CD| >= 2 */
    uint8_t strong;      /* |CD| = 1 and not absolute */
    uint8_t rep;         /* colour of the last two games when equal, else NONE */
    uint8_t fl1, fl2;    /* float one and two rounds back (enum swc_float) */
    uint8_t topscorer;
    int32_t imb;         /* |CD| */
    uint32_t games;      /* games played over the board */
    uint8_t *hist;       /* compressed colour history, oldest first */
    uint32_t nhist;
} dutch_player;

typedef struct dutch_ctx {
    swc_tournament *t;
    int edition;
    uint32_t P;          /* rounds played; the round paired is P+1 */
    size_t n;            /* players to be paired */
    dutch_player *pl;    /* in ranking order */
    /* Pairs that may not meet (§2.8): met over the board, or forbidden
     * in this round. Vertex v's partners, ascending, are
     * forb[fstart[v] .. fstart[v + 1]), and fsig holds DUTCH_SIG_WORDS
     * words a vertex with the bit dutch_sig_bit(w) of each partner w set,
     * so that most pairs are told apart by one load (a matrix of n * n
     * bits takes 12 MB for 10 000 players and 1.2 GB for 100 000). */
    uint32_t *fstart, *forb;
    uint64_t *fsig;
    uint8_t *hist_store;
    int32_t topscore;    /* ps of the first player */
    /* For tests of both engines: solve every step 2, 3 and 8 question
     * instead of taking the tight-edge and cycle shortcuts of
     * doc/internals/dutch-engine.md §14.6, and how many questions of each
     * step the shortcuts answered. */
    int solve_all;
    unsigned long step2_shortcuts, step3_shortcuts, step8_shortcuts;
    /* For tests of the 2017 engine: match a special window with players
     * below as a whole instead of relaxing it (solve2017.c,
     * relaxed_solve()), and how many of its matchings the relaxation
     * decided. */
    int whole_below;
    unsigned long relaxed_below;
    /* For tests of the 2026 engine: keep the base weights as a triangle
     * of ids, as with too many step 0 classes (base_tables() in
     * dutch2026.c), and how many brackets kept them by class. */
    int base_dense;
    unsigned long base_by_class;
} dutch_ctx;

/* Build the context for pairing round t->nrounds+1. */
int swc_dutch_prepare(dutch_ctx *c, swc_tournament *t, int edition);
void swc_dutch_release(dutch_ctx *c);

#define DUTCH_SIG_WORDS 4

static inline unsigned dutch_sig_bit(size_t w)
{
    return (unsigned)(((uint64_t)w * UINT64_C(0x9e3779b97f4a7c15)) >> 56); /* < 64 * DUTCH_SIG_WORDS */
}

static inline int dutch_forbidden(const dutch_ctx *c, size_t a, size_t b)
{
    unsigned h = dutch_sig_bit(b);
    if (!((c->fsig[a * DUTCH_SIG_WORDS + h / 64] >> (h % 64)) & 1u))
        return 0;
    for (uint32_t i = c->fstart[a], end = c->fstart[a + 1]; i < end && c->forb[i] <= b; i++)
        if (c->forb[i] == b)
            return 1;
    return 0;
}

/* [C1] and [C3]: may a and b be paired at all? (§2.8) */
static inline int dutch_compatible(const dutch_ctx *c, size_t a, size_t b)
{
    if (dutch_forbidden(c, a, b))
        return 0;
    const dutch_player *x = &c->pl[a], *y = &c->pl[b];
    return !(x->absolute && y->absolute && x->pref == y->pref && !x->topscorer && !y->topscorer);
}

/* dutch_compatible() a row at a time: players a and b may meet when
 * neither forbids the other and they do not share a nonzero code here
 * (an absolute preference for the same colour, neither a topscorer). */
static inline uint16_t dutch_absolute_code(const dutch_player *p)
{
    return p->absolute && !p->topscorer ? (uint16_t)(1 + p->pref) : 0;
}

/* mark[pos[v]] := val for each v that u forbids (forb[], as
 * dutch_forbidden() reads it) with 0 <= pos[v] < limit. */
static inline void dutch_mark_forbidden(const dutch_ctx *c, size_t u, const long *pos, size_t limit, uint8_t *mark,
                                        uint8_t val)
{
    for (uint32_t i = c->fstart[u], end = c->fstart[u + 1]; i < end; i++) {
        long p = pos[c->forb[i]];
        if (p >= 0 && (size_t)p < limit)
            mark[p] = val;
    }
}

/*
 * Colours and board order (§7, §8). mate[v] is v's partner or -1 (at most
 * one unpaired player: the PAB). Writes boards as player indices of the
 * model, in board order, and the PAB receiver's index or UINT32_MAX.
 */
int swc_dutch_finish(const dutch_ctx *c, const long *mate, swc_board *boards, size_t *nboards, uint32_t *pab);

/* The engines: fill mate[] (size n) or fail with SWC_ENOPAIRING/ENOMEM. */
int swc_dutch_2026(dutch_ctx *c, long *mate);
int swc_dutch_2017(dutch_ctx *c, long *mate);

#endif
