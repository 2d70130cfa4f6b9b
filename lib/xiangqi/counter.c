/*
 * The natural move limit count (自然限着).
 *
 * A small state machine: IDLE until started; WAITING while the proposer's
 * next ply is outstanding (plies before it and that ply are not counted);
 * COUNTING, where every ply adds one unless it does something in the reset
 * mask, which sets the count back to zero; DRAWN once the count reaches
 * the limit. The side to move is tracked so that a ply out of turn is
 * refused instead of silently miscounting.
 */
#include <stdio.h>

#include "xq.h"

void xq_counter_defaults(xq_counter_state *s)
{
    s->limit = 60;
    s->resets_mask = SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK;
    s->start_mode = SWC_XQ_START_AFTER_PROPOSER;
    s->state = SWC_XQ_COUNTER_IDLE;
    s->count = 0;
    s->to_move = 0;
    s->proposer = 0;
    s->plies = 0;
    s->resets = 0;
    s->last_reset_ply = 0;
    s->drawn_at_ply = 0;
}

void xq_counter_start(xq_counter_state *s, int proposer, int to_move)
{
    s->state = s->start_mode == SWC_XQ_START_NOW ? SWC_XQ_COUNTER_COUNTING : SWC_XQ_COUNTER_WAITING;
    s->count = 0;
    s->to_move = to_move;
    s->proposer = proposer;
    s->plies = 0;
    s->resets = 0;
    s->last_reset_ply = 0;
    s->drawn_at_ply = 0;
}

static const char *name(int side)
{
    return side == SWC_XQ_RED ? "red" : "black";
}

int xq_counter_ply(xq_counter_state *s, int side, uint32_t flags, char *err, size_t cap)
{
    switch (s->state) {
    case SWC_XQ_COUNTER_IDLE:
        snprintf(err, cap, "the count has not been started");
        return SWC_ESTATE;
    case SWC_XQ_COUNTER_DRAWN:
        snprintf(err, cap, "the game was already drawn by the natural move limit at ply %ld",
                 (long)s->drawn_at_ply);
        return SWC_ESTATE;
    default:
        break;
    }
    if (side != s->to_move) {
        snprintf(err, cap, "%s is to move, not %s", name(s->to_move), name(side));
        return SWC_ESTATE;
    }
    if (s->plies == INT32_MAX) {
        snprintf(err, cap, "too many plies");
        return SWC_ELIMIT;
    }
    s->plies++;
    s->to_move = side == SWC_XQ_RED ? SWC_XQ_BLACK : SWC_XQ_RED;
    if (s->state == SWC_XQ_COUNTER_WAITING) {
        if (side == s->proposer)
            s->state = SWC_XQ_COUNTER_COUNTING;  /* counting begins with the next ply */
        return SWC_OK;
    }
    if (flags & (uint32_t)s->resets_mask) {
        s->count = 0;
        s->resets++;
        s->last_reset_ply = s->plies;
        return SWC_OK;
    }
    if (++s->count >= s->limit) {
        s->state = SWC_XQ_COUNTER_DRAWN;
        s->drawn_at_ply = s->plies;
    }
    return SWC_OK;
}
