/* Xiangqi internals: position, move rules, notation, the limit counter. */
#ifndef SWC_XIANGQI_XQ_H
#define SWC_XIANGQI_XQ_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/xiangqi.h>

#include "../core/alloc.h"

enum { XQ_FILES = 9, XQ_RANKS = 10, XQ_SQUARES = 90 };

/* A square holds 0 (empty) or a kind (enum swc_xq_piece) with XQ_BLACK
 * added for black pieces. */
#define XQ_BLACK 8
#define XQ_KIND(pc) ((pc) & 7)
#define XQ_SIDE(pc) ((pc) >> 3)  /* 0 red, 1 black; only for pieces */
#define XQ_SQ(file, rank) ((rank) * XQ_FILES + (file))
#define XQ_FILE(sq) ((sq) % XQ_FILES)
#define XQ_RANK(sq) ((sq) / XQ_FILES)

/* Upper bound of legal moves in any position (the pseudo-legal maximum
 * is below 120). */
#define XQ_MAX_MOVES 160

typedef struct xq_pos {
    uint8_t sq[XQ_SQUARES];
    uint8_t side;       /* 0 red to move, 1 black */
    int32_t halfmove;   /* plies since the last capture, as the FEN says */
    int32_t fullmove;   /* move number, >= 1 */
} xq_pos;

typedef struct xq_move {
    uint8_t from, to;
} xq_move;

/* ---- board.c ---- */
void xq_pos_start(xq_pos *p);
/* Read a FEN; SWC_EPARSE with a message in err on failure (p untouched). */
int xq_fen_parse(xq_pos *p, const char *fen, size_t len, char *err, size_t errcap);
/* Write the FEN; returns the length it needs (without NUL), writes what fits. */
size_t xq_fen_write(char *buf, size_t cap, const xq_pos *p);
/* Whether the piece on `from` may go to `to` by its movement rule
 * (ignoring whose turn it is and whether its own general is left in check). */
int xq_pseudo_ok(const xq_pos *p, int from, int to);
/* Whether side (0 red, 1 black) is in check; facing generals count. */
int xq_in_check(const xq_pos *p, int side);
/* Whether the move is legal for the side to move. */
int xq_legal(const xq_pos *p, xq_move m);
/* All legal moves of the side to move; out holds XQ_MAX_MOVES. */
int xq_gen_legal(const xq_pos *p, xq_move *out);
int xq_has_legal(const xq_pos *p);
/* Play a legal move; returns the piece captured (0 none). */
int xq_make(xq_pos *p, xq_move m);
/* Hash of placement and side to move, for repetition lookups. */
uint64_t xq_hash(const xq_pos *p);
/* 1 when placement and side to move are equal. */
int xq_same(const xq_pos *a, const xq_pos *b);

/* ---- notation.c ---- */
/* Read ICCS or Chinese notation for the side to move; checks legality.
 * SWC_EPARSE with a message in err. */
int xq_parse_move(xq_move *out, const xq_pos *p, const char *text, size_t len, char *err, size_t errcap);
void xq_format_iccs(char out[8], xq_move m);
/* Chinese notation of a legal move of the side to move; out needs 24 bytes. */
void xq_format_chinese(char *out, size_t cap, const xq_pos *p, xq_move m);

/* ---- counter.c ---- */
typedef struct xq_counter_state {
    int32_t limit, resets_mask, start_mode;
    int32_t state, count, to_move, proposer, plies, resets, last_reset_ply, drawn_at_ply;
} xq_counter_state;

void xq_counter_defaults(xq_counter_state *s);
/* Feed one ply; returns 0 or an SWC_E* code with a message in err and s untouched. */
int xq_counter_ply(xq_counter_state *s, int side, uint32_t flags, char *err, size_t errcap);
void xq_counter_start(xq_counter_state *s, int proposer, int to_move);

#endif
