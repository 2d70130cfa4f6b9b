/*
 * What the players below a relaxed window need of it (doc/internals/
 * dutch-engine.md §14.5, §14.7), for both Dutch engines.
 *
 * The players of one colour class (absolute White, or absolute Black,
 * topscorers excepted) never meet each other. With I the players below
 * of one class and N(I) the others below who may meet one of them, at
 * most |N(I)| of I are paired below, so |I| - |N(I)| of them (one fewer
 * when there is a PAB) take window players who may meet a player of I
 * (role SWC_ROLE_N). A window player of the class who goes below takes
 * one of N(I) and so costs one more, unless a player below outside N(I)
 * may take him (then he is free to go); one of the class who may not go
 * below must be matched in the window, or take the PAB.
 */
#ifndef SWC_PAIRING_RESERVE_H
#define SWC_PAIRING_RESERVE_H

#include <stddef.h>
#include <stdint.h>

enum {
    SWC_ROLE_I = 1,   /* of the class I: matched in the window (or the PAB) */
    SWC_ROLE_IR = 2,  /* of I, may meet a player of N(I) below */
    SWC_ROLE_N = 4,   /* not of I, may meet a player of I below */
    SWC_ROLE_PAB = 8  /* of I, may take the PAB */
};

typedef struct swc_reserve_view {
    int (*linked)(const void *ctx, size_t a, size_t b); /* may a and b be paired? */
    int (*colour)(const void *ctx, size_t a);           /* SWC_CLS_* (complete.h) */
    int (*may_bye)(const void *ctx, size_t a);          /* may take the PAB */
    const void *ctx;
    const size_t *below;     /* the players below, not yet paired */
    size_t nbelow;
    const size_t *window;    /* the window's players not yet paired */
    size_t nwindow;
    size_t unfixed;          /* everybody not yet paired (an odd count has a PAB) */
    size_t *scratch;         /* nbelow entries */
} swc_reserve_view;

/*
 * Of the two classes, the one whose players below need more window
 * players: returns that count (0: none, or more than the window can give)
 * and sets roles[i] of window[i] and *cls (the class, or -1).
 */
size_t swc_reserve_need(const swc_reserve_view *v, uint8_t *roles, int *cls);

/*
 * The relaxation's weight of two window players of roles ra and rb, in
 * place: w (Lm limbs) holds their excess, or zero when they have no edge.
 * A pair with an edge gains H for each end of role SWC_ROLE_I (who must
 * be matched), and a player of role SWC_ROLE_IR and one of role SWC_ROLE_N
 * weigh at least H together (the first goes below to a player of N(I),
 * and one more player of I takes the second).
 */
void swc_reserve_weight(uint64_t *w, int edge, uint8_t ra, uint8_t rb, const uint64_t *H, size_t Lm);

#endif
