/*
 * Public entry points of the xiangqi part: argument checks, messages and
 * the two handles. The rules themselves live in board.c, notation.c and
 * counter.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "xq.h"

#define MAGIC_COUNTER 0x58514354u /* "XQCT" */
#define MAGIC_BOARD 0x58514244u   /* "XQBD" */

static const char bad_handle[] = "invalid handle";

/* Sizes of the info structs in their first version: callers built against
 * that header pass at least this much. */
#define COUNTER_INFO_V1 (offsetof(swc_xq_counter_info, drawn_at_ply) + sizeof(int32_t))
#define MOVE_INFO_V1 (offsetof(swc_xq_move_info, chinese) + 24)
#define REPETITION_V1 (offsetof(swc_xq_repetition, black_checks) + sizeof(int32_t))

struct swc_xq_counter {
    uint32_t magic;
    swc_mem mem;
    xq_counter_state st;
    char errmsg[256];
};

/* One ply of a board's history, with the position it led to. */
typedef struct xq_ply {
    xq_move m;
    uint8_t piece, captured, check, mate, stalemate;
    int32_t move_number;
    int32_t repetition;
    uint64_t hash;
    xq_pos after;
    char iccs[8];
    char chinese[24];
} xq_ply;

struct swc_xq_board {
    uint32_t magic;
    swc_mem mem;
    xq_pos start;
    uint64_t start_hash;
    xq_pos cur;
    xq_ply *hist;
    size_t n, cap;
    char errmsg[256];
};

static int options_ok(const swc_xq_options *opts)
{
    if (!opts)
        return 1;
    if (opts->struct_size < offsetof(swc_xq_options, allocator) + sizeof(void *))
        return 0;
    return !opts->allocator || swc_mem_valid(opts->allocator);
}

/* ---- counter ------------------------------------------------------------ */

static int c_ok(const swc_xq_counter *c)
{
    return c && c->magic == MAGIC_COUNTER;
}

static int c_fail(swc_xq_counter *c, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int c_fail(swc_xq_counter *c, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->errmsg, sizeof c->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

static int c_done(swc_xq_counter *c)
{
    c->errmsg[0] = '\0';
    return SWC_OK;
}

static int side_ok(int side)
{
    return side == SWC_XQ_RED || side == SWC_XQ_BLACK;
}

int swc_xq_counter_new(swc_xq_counter **out, const swc_xq_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    if (!options_ok(opts))
        return SWC_EINVAL;
    swc_mem mem;
    swc_mem_init(&mem, opts ? opts->allocator : NULL);
    swc_xq_counter *c = swc_mem_calloc(&mem, 1, sizeof *c);
    if (!c)
        return SWC_ENOMEM;
    c->magic = MAGIC_COUNTER;
    c->mem = mem;
    xq_counter_defaults(&c->st);
    *out = c;
    return SWC_OK;
}

void swc_xq_counter_free(swc_xq_counter *c)
{
    if (!c_ok(c))
        return;
    c->magic = 0;
    swc_mem mem = c->mem;
    swc_mem_free(&mem, c, sizeof *c);
}

const char *swc_xq_counter_errmsg(const swc_xq_counter *c)
{
    return c_ok(c) ? c->errmsg : bad_handle;
}

int swc_xq_counter_set_int(swc_xq_counter *c, int key, int32_t value)
{
    if (!c_ok(c))
        return SWC_EINVAL;
    if (c->st.state == SWC_XQ_COUNTER_WAITING || c->st.state == SWC_XQ_COUNTER_COUNTING)
        return c_fail(c, SWC_ESTATE, "settings cannot change while a count is running");
    xq_counter_state s = c->st;
    switch (key) {
    case SWC_XQ_SET_LIMIT_PLIES:
        if (value < 1 || value > SWC_XQ_MAX_LIMIT)
            return c_fail(c, SWC_ERANGE, "the limit must be 1..%d plies, got %ld", SWC_XQ_MAX_LIMIT, (long)value);
        s.limit = value;
        break;
    case SWC_XQ_SET_LIMIT_MOVES:
        if (value < 1 || value > SWC_XQ_MAX_LIMIT / 2)
            return c_fail(c, SWC_ERANGE, "the limit must be 1..%d moves, got %ld", SWC_XQ_MAX_LIMIT / 2, (long)value);
        s.limit = 2 * value;
        break;
    case SWC_XQ_SET_RESETS:
        if (value < 0 || value > (SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK))
            return c_fail(c, SWC_EINVAL, "unknown reset bits 0x%lx", (unsigned long)value);
        s.resets_mask = value;
        break;
    case SWC_XQ_SET_START:
        if (value != SWC_XQ_START_AFTER_PROPOSER && value != SWC_XQ_START_NOW)
            return c_fail(c, SWC_EINVAL, "unknown start mode %ld", (long)value);
        s.start_mode = value;
        break;
    case SWC_XQ_SET_RULE:
        if (value == SWC_XQ_RULE_FANGZHUANG) {
            s.limit = 60;
            s.resets_mask = SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK;
            s.start_mode = SWC_XQ_START_AFTER_PROPOSER;
        } else if (value == SWC_XQ_RULE_GENERAL) {
            s.limit = 120;
            s.resets_mask = SWC_XQ_PLY_CAPTURE;
            s.start_mode = SWC_XQ_START_NOW;
        } else {
            return c_fail(c, SWC_EINVAL, "unknown rule %ld", (long)value);
        }
        break;
    default:
        return c_fail(c, SWC_EINVAL, "unknown counter setting %d", key);
    }
    c->st = s;
    return c_done(c);
}

int swc_xq_counter_get_int(int32_t *out, const swc_xq_counter *c, int key)
{
    if (!out || !c_ok(c))
        return SWC_EINVAL;
    const xq_counter_state *s = &c->st;
    switch (key) {
    case SWC_XQ_SET_LIMIT_PLIES: *out = s->limit; break;
    case SWC_XQ_SET_LIMIT_MOVES: *out = s->limit / 2; break;
    case SWC_XQ_SET_RESETS: *out = s->resets_mask; break;
    case SWC_XQ_SET_START: *out = s->start_mode; break;
    case SWC_XQ_SET_RULE:
        if (s->limit == 60 && s->resets_mask == (SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK) &&
            s->start_mode == SWC_XQ_START_AFTER_PROPOSER)
            *out = SWC_XQ_RULE_FANGZHUANG;
        else if (s->limit == 120 && s->resets_mask == SWC_XQ_PLY_CAPTURE && s->start_mode == SWC_XQ_START_NOW)
            *out = SWC_XQ_RULE_GENERAL;
        else
            *out = SWC_XQ_RULE_CUSTOM;
        break;
    default:
        return SWC_EINVAL;
    }
    return SWC_OK;
}

int swc_xq_counter_start(swc_xq_counter *c, int proposer, int to_move)
{
    if (!c_ok(c))
        return SWC_EINVAL;
    if (!side_ok(to_move))
        return c_fail(c, SWC_EINVAL, "the side to move must be red (1) or black (2), got %d", to_move);
    if (!side_ok(proposer) && !(proposer == 0 && c->st.start_mode == SWC_XQ_START_NOW))
        return c_fail(c, SWC_EINVAL, "the proposer must be red (1) or black (2), got %d", proposer);
    xq_counter_start(&c->st, proposer, to_move);
    return c_done(c);
}

int swc_xq_counter_ply(swc_xq_counter *c, int side, uint32_t flags)
{
    if (!c_ok(c))
        return SWC_EINVAL;
    if (!side_ok(side))
        return c_fail(c, SWC_EINVAL, "the side must be red (1) or black (2), got %d", side);
    if (flags & ~(uint32_t)(SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK))
        return c_fail(c, SWC_EINVAL, "unknown ply flags 0x%lx", (unsigned long)flags);
    xq_counter_state s = c->st;
    int rc = xq_counter_ply(&s, side, flags, c->errmsg, sizeof c->errmsg);
    if (rc)
        return rc;
    c->st = s;
    return c_done(c);
}

int swc_xq_counter_get_info(swc_xq_counter_info *out, const swc_xq_counter *c)
{
    if (!out || !c_ok(c) || out->struct_size < COUNTER_INFO_V1)
        return SWC_EINVAL;
    const xq_counter_state *s = &c->st;
    swc_xq_counter_info full;
    memset(&full, 0, sizeof full);
    full.struct_size = out->struct_size;
    full.state = s->state;
    full.count = s->count;
    full.limit = s->limit;
    full.left = s->state == SWC_XQ_COUNTER_DRAWN ? 0 : s->limit - s->count;
    full.to_move = s->state == SWC_XQ_COUNTER_IDLE ? 0 : s->to_move;
    full.proposer = s->proposer;
    full.plies = s->plies;
    full.resets = s->resets;
    full.last_reset_ply = s->last_reset_ply;
    full.drawn_at_ply = s->drawn_at_ply;
    size_t size = out->struct_size > sizeof full ? sizeof full : out->struct_size;
    memcpy(out, &full, size);
    return SWC_OK;
}

int swc_xq_counter_count(const swc_xq_counter *c)
{
    return c_ok(c) ? c->st.count : SWC_EINVAL;
}

int swc_xq_counter_plies_left(const swc_xq_counter *c)
{
    if (!c_ok(c))
        return SWC_EINVAL;
    return c->st.state == SWC_XQ_COUNTER_DRAWN ? 0 : c->st.limit - c->st.count;
}

int swc_xq_counter_is_drawn(const swc_xq_counter *c)
{
    return c_ok(c) ? c->st.state == SWC_XQ_COUNTER_DRAWN : SWC_EINVAL;
}

/* ---- board -------------------------------------------------------------- */

static int b_ok(const swc_xq_board *b)
{
    return b && b->magic == MAGIC_BOARD;
}

static int b_fail(swc_xq_board *b, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int b_fail(swc_xq_board *b, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(b->errmsg, sizeof b->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

static int b_done(swc_xq_board *b)
{
    b->errmsg[0] = '\0';
    return SWC_OK;
}

int swc_xq_board_new(swc_xq_board **out, const swc_xq_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    if (!options_ok(opts))
        return SWC_EINVAL;
    swc_mem mem;
    swc_mem_init(&mem, opts ? opts->allocator : NULL);
    swc_xq_board *b = swc_mem_calloc(&mem, 1, sizeof *b);
    if (!b)
        return SWC_ENOMEM;
    b->magic = MAGIC_BOARD;
    b->mem = mem;
    xq_pos_start(&b->start);
    b->start_hash = xq_hash(&b->start);
    b->cur = b->start;
    *out = b;
    return SWC_OK;
}

void swc_xq_board_free(swc_xq_board *b)
{
    if (!b_ok(b))
        return;
    b->magic = 0;
    swc_mem mem = b->mem;
    swc_mem_free(&mem, b->hist, b->cap * sizeof *b->hist);
    swc_mem_free(&mem, b, sizeof *b);
}

const char *swc_xq_board_errmsg(const swc_xq_board *b)
{
    return b_ok(b) ? b->errmsg : bad_handle;
}

int swc_xq_board_set_fen(swc_xq_board *b, const char *fen)
{
    if (!b_ok(b))
        return SWC_EINVAL;
    xq_pos p;
    if (!fen) {
        xq_pos_start(&p);
    } else {
        int rc = xq_fen_parse(&p, fen, strlen(fen), b->errmsg, sizeof b->errmsg);
        if (rc)
            return rc;
    }
    b->start = p;
    b->start_hash = xq_hash(&p);
    b->cur = p;
    b->n = 0;
    return b_done(b);
}

int swc_xq_board_get_fen(size_t *out_len, char *buf, size_t cap, const swc_xq_board *b)
{
    if (!out_len || !b_ok(b) || (!buf && cap))
        return SWC_EINVAL;
    size_t need = xq_fen_write(buf, cap, &b->cur);
    *out_len = need;
    return need < cap ? SWC_OK : SWC_EBUFSIZE;
}

/* Everything about move m from the current position, as if played. */
static void describe(xq_ply *rec, const swc_xq_board *b, xq_move m)
{
    const xq_pos *p = &b->cur;
    memset(rec, 0, sizeof *rec);
    rec->m = m;
    rec->piece = (uint8_t)XQ_KIND(p->sq[m.from]);
    rec->captured = (uint8_t)XQ_KIND(p->sq[m.to]);
    rec->move_number = p->fullmove;
    xq_format_iccs(rec->iccs, m);
    xq_format_chinese(rec->chinese, sizeof rec->chinese, p, m);
    rec->after = *p;
    xq_make(&rec->after, m);
    int opp = rec->after.side;
    rec->check = (uint8_t)xq_in_check(&rec->after, opp);
    if (!xq_has_legal(&rec->after)) {
        rec->mate = rec->check;
        rec->stalemate = !rec->check;
    }
    rec->hash = xq_hash(&rec->after);
    /* Earlier positions with the same material: back to the last capture. */
    int32_t seen = 1;
    size_t j = b->n;
    int reached_start = 1;
    if (!rec->captured) {
        while (j > 0) {
            const xq_ply *q = &b->hist[j - 1];
            if (q->hash == rec->hash && xq_same(&q->after, &rec->after))
                seen++;
            if (q->captured) {
                reached_start = 0;
                break;
            }
            j--;
        }
        if (reached_start && b->start_hash == rec->hash && xq_same(&b->start, &rec->after))
            seen++;
    }
    rec->repetition = seen;
}

static void fill_info(swc_xq_move_info *out, const xq_ply *rec, int32_t ply)
{
    swc_xq_move_info full;
    memset(&full, 0, sizeof full);
    full.struct_size = out->struct_size;
    full.ply = ply;
    full.move_number = rec->move_number;
    full.side = XQ_SIDE(rec->after.sq[rec->m.to]) ? SWC_XQ_BLACK : SWC_XQ_RED;
    full.piece = rec->piece;
    full.from = rec->m.from;
    full.to = rec->m.to;
    full.captured = rec->captured;
    full.gives_check = rec->check;
    full.mate = rec->mate;
    full.stalemate = rec->stalemate;
    full.repetition = rec->repetition;
    memcpy(full.iccs, rec->iccs, sizeof full.iccs);
    memcpy(full.chinese, rec->chinese, sizeof full.chinese);
    size_t size = out->struct_size > sizeof full ? sizeof full : out->struct_size;
    memcpy(out, &full, size);
}

static int read_move(xq_move *m, swc_xq_board *b, const char *text, size_t len)
{
    if (!xq_has_legal(&b->cur)) {
        const char *who = b->cur.side ? "black" : "red";
        if (xq_in_check(&b->cur, b->cur.side))
            return b_fail(b, SWC_EPARSE, "the game is over: %s is checkmated", who);
        return b_fail(b, SWC_EPARSE, "the game is over: %s has no legal move", who);
    }
    return xq_parse_move(m, &b->cur, text, len, b->errmsg, sizeof b->errmsg);
}

int swc_xq_board_check_move(swc_xq_move_info *out, swc_xq_board *b, const char *text, size_t len)
{
    if (!out || !b_ok(b) || (!text && len) || out->struct_size < MOVE_INFO_V1)
        return SWC_EINVAL;
    xq_move m;
    int rc = read_move(&m, b, text ? text : "", len);
    if (rc)
        return rc;
    xq_ply rec;
    describe(&rec, b, m);
    fill_info(out, &rec, (int32_t)b->n + 1);
    return b_done(b);
}

int swc_xq_board_play(swc_xq_move_info *out, swc_xq_board *b, const char *text, size_t len)
{
    if (!b_ok(b) || (!text && len) || (out && out->struct_size < MOVE_INFO_V1))
        return SWC_EINVAL;
    if (b->n >= SWC_XQ_MAX_PLIES)
        return b_fail(b, SWC_ELIMIT, "more than %d plies", SWC_XQ_MAX_PLIES);
    xq_move m;
    int rc = read_move(&m, b, text ? text : "", len);
    if (rc)
        return rc;
    if (swc_mem_reserve(&b->mem, (void **)&b->hist, &b->cap, b->n + 1, sizeof *b->hist))
        return b_fail(b, SWC_ENOMEM, "out of memory");
    xq_ply *rec = &b->hist[b->n];
    describe(rec, b, m);
    b->n++;
    b->cur = rec->after;
    if (out)
        fill_info(out, rec, (int32_t)b->n);
    return b_done(b);
}

int swc_xq_board_side_to_move(const swc_xq_board *b)
{
    return b_ok(b) ? (b->cur.side ? SWC_XQ_BLACK : SWC_XQ_RED) : SWC_EINVAL;
}

int swc_xq_board_in_check(const swc_xq_board *b)
{
    return b_ok(b) ? xq_in_check(&b->cur, b->cur.side) : SWC_EINVAL;
}

int swc_xq_board_legal_move_count(const swc_xq_board *b)
{
    if (!b_ok(b))
        return SWC_EINVAL;
    xq_move moves[XQ_MAX_MOVES];
    return xq_gen_legal(&b->cur, moves);
}

int swc_xq_board_ply_count(const swc_xq_board *b)
{
    return b_ok(b) ? (int)b->n : SWC_EINVAL;
}

int swc_xq_board_move(swc_xq_move_info *out, const swc_xq_board *b, int32_t ply)
{
    if (!out || !b_ok(b) || out->struct_size < MOVE_INFO_V1)
        return SWC_EINVAL;
    if (ply < 1 || (size_t)ply > b->n)
        return SWC_ENOTFOUND;
    fill_info(out, &b->hist[ply - 1], ply);
    return SWC_OK;
}

int swc_xq_board_repetition(swc_xq_repetition *out, const swc_xq_board *b)
{
    if (!out || !b_ok(b) || out->struct_size < REPETITION_V1)
        return SWC_EINVAL;
    swc_xq_repetition full;
    memset(&full, 0, sizeof full);
    full.struct_size = out->struct_size;
    full.occurrences = 1;
    full.first_ply = (int32_t)b->n;
    if (b->n > 0) {
        const xq_ply *last = &b->hist[b->n - 1];
        full.occurrences = last->repetition;
        /* The earliest equal position: walk back to the last capture. */
        size_t j = b->n - 1;
        int reached_start = 1;
        while (j > 0) {
            const xq_ply *q = &b->hist[j - 1];
            if (q->captured) {
                if (q->hash == last->hash && xq_same(&q->after, &last->after))
                    full.first_ply = (int32_t)j;
                reached_start = 0;
                break;
            }
            if (q->hash == last->hash && xq_same(&q->after, &last->after))
                full.first_ply = (int32_t)j;
            j--;
        }
        if (reached_start && !last->captured && j == 0 && b->start_hash == last->hash &&
            xq_same(&b->start, &last->after))
            full.first_ply = 0;
        for (size_t k = (size_t)full.first_ply; k < b->n; k++) {
            const xq_ply *q = &b->hist[k];
            if (XQ_SIDE(q->after.sq[q->m.to])) {
                full.black_moves++;
                full.black_checks += q->check;
            } else {
                full.red_moves++;
                full.red_checks += q->check;
            }
        }
    }
    full.span_plies = (int32_t)b->n - full.first_ply;
    size_t size = out->struct_size > sizeof full ? sizeof full : out->struct_size;
    memcpy(out, &full, size);
    return SWC_OK;
}
