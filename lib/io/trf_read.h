/*
 * The TRF reader's shared state and the helpers its files share. The reader
 * (trf_read*.c) is one idea per file: the current line and its fields and
 * errors (trf_read_line.c), header records and settings
 * (trf_read_header.c), player records (trf_read_player.c), rounds
 * (trf_read_rounds.c), records that name players and the stated points
 * (trf_read_later.c), and the two passes (trf_read.c).
 */
#ifndef SWC_IO_TRF_READ_H
#define SWC_IO_TRF_READ_H

#include <stdarg.h>
#include <string.h>

#include "../core/utf8.h"
#include "trf.h"

/* 99 rounds plus the column of the round still to be paired. */
#define MAX_COLS (SWC_MAX_ROUNDS + 1)
/* Where the first round block starts (0-based character index, column 92). */
#define ROUND0 91

typedef struct rd_line {
    const char *s;
    uint32_t n;   /* bytes, trailing blanks removed */
    uint32_t no;  /* 1-based line number */
} rd_line;

/* One round block of a player line, as written. */
typedef struct rd_block {
    uint16_t opp;  /* opponent's starting rank, 0 for 0000 or blanks */
    char colour;   /* 'w', 'b' or ' ' ('-' and blank are the same) */
    char result;   /* result code in upper case, or ' ' */
} rd_block;

typedef struct rd_player {
    rd_line line;
    uint32_t id;
    uint32_t rank;     /* stated rank, 0 when blank */
    uint32_t first;    /* first block in rd.blocks */
    uint32_t nblocks;
    uint32_t tpn;      /* 1-based, once the order is known */
    uint32_t game2;    /* its XDG line (index in rd.game2) + 1, 0 when none */
    uint32_t entry;    /* XLE: first round played, 0 when not stated */
    swc_player *p;
} rd_player;

/* Point values as the file gives them; -1 = not given. */
enum {
    PV_WIN_W, PV_WIN_B, PV_DRAW_W, PV_DRAW_B, PV_LOSS_W, PV_LOSS_B,
    PV_PAB, PV_FW, PV_FL, PV_FPB, PV_HPB, PV_ZPB, PV_X, PV_COUNT
};

/* A game an XAJ record names: round, board (0 or 1), one of its players. */
typedef struct rd_adjourned {
    uint32_t round, player;
    uint8_t game, used;
    rd_line line;
    uint32_t col;
} rd_adjourned;

/* Interpretations that repeat over a file, reported once with a count. */
enum {
    NOTE_ABSENT,      /* 0000 - - or a blank opponent with - : not paired */
    NOTE_LEGACY_HALF, /* 0000 - = : half-point bye */
    NOTE_LEGACY_FULL, /* 0000 - + : full-point bye */
    NOTE_COUNT
};

typedef struct rd_note {
    uint32_t count, line, col;
} rd_note;

typedef struct rd {
    swc_tournament *t;
    const swc_mem *mem;
    swc_trf_error *err;
    uint32_t flags;

    /* The text: the caller's bytes, or their UTF-8 decoding. */
    int32_t encoding;        /* swc_trf_encoding asked, then the one read */
    int encoding_asked;      /* the caller named the encoding */
    int not_utf8;            /* automatic mode: a line is not UTF-8, read again decoded */
    int wide;                /* GB18030: characters beyond ASCII take two columns */
    char *text;              /* decoded text (r->mem), NULL when none */
    size_t text_len, text_cap;

    /* Warnings beyond what the tournament keeps, and repeated ones. */
    size_t warnings_dropped;
    rd_note notes[NOTE_COUNT];

    /* The line being looked at, for column lookups. */
    rd_line cur;
    uint32_t nchars;
    int ascii;
    uint16_t off[SWC_TRF_MAX_LINE + 2];  /* character index -> byte offset */

    rd_player *pl;
    size_t npl, plcap;
    rd_block *blocks;
    size_t nblocks, blockcap;
    uint32_t by_id[SWC_MAX_PLAYERS + 1];  /* starting rank -> player index + 1 */
    rd_line *later;                       /* 240 250 260 XXA XXP XXZ XFP */
    uint32_t list[SWC_TRF_MAX_LINE / 2 + 1];  /* players of one XXP/260 record */
    size_t nlist;
    size_t nlater, latercap;
    swc_strbuf deputy;                    /* 112 lines joined by newlines */
    size_t nlines_used;                   /* non-blank, non-comment lines */
    uint32_t name_line;                   /* line of the 012 record, 0 when none */
    size_t nunknown;                      /* lines of no record this reader knows */
    uint32_t first_unknown;               /* the first of them */
    uint32_t first_record;                /* line of the first record (not a comment) */
    uint32_t n013, n082;                  /* teams the file defines: 013 records, and what 082 says */
    int complete_file;                    /* an XLF record: the library wrote the whole state */

    int32_t rounds;          /* XXR / 142, 0 when absent */
    rd_line rounds_line;
    int colour;              /* 152 / XXC: SWC_COLOUR_*, 0 when absent */
    int use_rank;            /* XXC rank */
    int sys_092[3], have_092;  /* system, edition, acceleration */
    int sys_192[3], have_192;
    int team_baku;           /* a FIDE_TEAM..._BAKU 192 code */
    uint32_t line_192;         /* line of the 192 record, 0 when none */
    int32_t pv[PV_COUNT];
    rd_line pv_line[PV_COUNT];
    int any_162_bb, any_xxs;
    int32_t games;           /* XDB: games per pairing, 0 when absent */
    uint32_t games_line;
    rd_line *game2;          /* XDG lines, attached to players in the second pass */
    size_t ngame2, game2cap;
    /* Library records (doc/trf-extensions.md). */
    int xps[2];              /* XPS: system and sequential order, 0 when absent */
    uint32_t xps_line, xne_line;
    int32_t xne;             /* XNE: points of a round before a late entry */
    uint32_t xrp, xrp_line;  /* XRP: rounds paired, when the last one has no game */
    rd_line *shape;          /* XLE and XAJ lines, read before the rounds are built */
    size_t nshape, shapecap;
    rd_adjourned *adj;       /* games XAJ names */
    size_t nadj, adjcap;
    /* Team events (trf_read_team.c). */
    int team_mode;           /* a 310, 300, 320, 330, 352, 362 record or a FIDE_TEAM 192 */
    rd_line *team;           /* 013 310 300 320 330 352 362 lines, in file order */
    size_t nteam, teamcap;
    size_t *extra013;        /* index in t->extra_lines of each 013 line kept there */
    size_t nextra013, extra013cap;
} rd;

/* Byte of character c, or a blank past the end (short lines are padded). */
static inline char ch(const rd *r, uint32_t c)
{
    return c < r->nchars ? r->cur.s[r->off[c]] : ' ';
}

/* A field [c0,c1) with blanks removed on both sides; c is where it starts. */
typedef struct fld {
    const char *p;
    size_t n;
    uint32_t c;
} fld;

static inline fld field(const rd *r, uint32_t c0, uint32_t c1)
{
    fld f = { r->cur.s, 0, c0 };
    if (c0 >= r->nchars)
        return f;
    if (c1 > r->nchars)
        c1 = r->nchars;
    while (c0 < c1 && ch(r, c0) == ' ')
        c0++;
    while (c1 > c0 && ch(r, c1 - 1) == ' ')
        c1--;
    f.p = r->cur.s + r->off[c0];
    f.n = (size_t)r->off[c1] - r->off[c0];
    f.c = c0;
    return f;
}

static inline int is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static inline int is_blank(char c)
{
    return c == ' ' || c == '\t';
}

/* Column index (0-based) of byte offset b of the current line. */
uint32_t rd_char_of(const rd *r, size_t b);
static inline uint32_t char_of(const rd *r, size_t b)
{
    return rd_char_of(r, b);
}


static inline int code_is(const rd *r, const char *code)
{
    return r->cur.n >= 3 && memcmp(r->cur.s, code, 3) == 0;
}

/* ---- trf_read_line.c: errors, the current line, numbers ------------------ */

#if defined(__GNUC__)
#define RD_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define RD_PRINTF(f, a)
#endif

int rd_vfail(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, va_list ap) RD_PRINTF(5, 0);
/* Failure at a byte column (1-based) of line `line`. */
int rd_fail_at(rd *r, int code, uint32_t line, uint32_t col, const char *fmt, ...) RD_PRINTF(5, 6);
/* Failure at character index c (0-based) of the current line. */
int rd_fail_c(rd *r, int code, uint32_t c, const char *fmt, ...) RD_PRINTF(4, 5);
/* The refusal of a team tournament written without its team records
 * (SWC_EUNSUPPORTED) at character index c of the current line; the format
 * says which record shows it ("record 240 names team 2"). */
int rd_fail_team(rd *r, uint32_t c, const char *fmt, ...) RD_PRINTF(3, 4);
/* Move the column lookups to a player's line and report at round k's field. */
int rd_fail_block(rd *r, const rd_player *P, uint32_t k, uint32_t field_off, int code, const char *fmt, ...)
    RD_PRINTF(6, 7);
/* The 1-based column of index c that errors and warnings report. */
uint32_t rd_col(const rd *r, uint32_t c);
int rd_nomem(rd *r);
/* Keep the current line as it is (the writer gives it back). */
int rd_keep_line(rd *r);
/* A warning at a line and column (0 for none); SWC_ENOMEM or SWC_OK. */
int rd_warn(rd *r, uint32_t line, uint32_t col, const char *fmt, ...) RD_PRINTF(4, 5);
/* A warning at index c of the current line. */
int rd_warn_c(rd *r, uint32_t c, const char *fmt, ...) RD_PRINTF(3, 4);
/* Count one more of a repeated interpretation at index c of line `line`. */
void rd_note_at(rd *r, int note, uint32_t line, uint32_t c);
/* Turn the counted notes into warnings and put all warnings in file order. */
int rd_finish_warnings(rd *r);

/* ---- trf_read_decode.c ------------------------------------------------------ */

/* Encoding of a second reading in the automatic mode, after the first found
 * bytes that are not UTF-8: Windows-1252 or GB18030, whichever fits. */
#define RD_NOT_UTF8 (-1)

/* The text to read as UTF-8: data itself (without a UTF-8 byte-order
 * mark) or its decoding into r->text. */
int rd_decode(rd *r, const char *data, size_t len, const char **out, size_t *out_len);

/* A model call failed: keep its reason, add where. */
int rd_model_fail(rd *r, int rc, uint32_t c, const char *what);
/* A model setting; an error names the line `where` when given. */
int rd_set_int(rd *r, int key, int32_t v, const rd_line *where);

/* Make l the current line (builds the character -> byte map). */
void rd_set_line(rd *r, rd_line l);
/* Character c as text for a message (a whole UTF-8 sequence, not a byte). */
const char *rd_char_text(const rd *r, uint32_t c, char buf[8]);
/* Round block k of a player (a blank block past the end of his line). */
const rd_block *rd_block_of(const rd *r, const rd_player *P, uint32_t k);

/* Unsigned integer: 1 parsed, 0 empty, -1 not a number (*bad = offset of
 * the first wrong byte). Values are capped, never overflow. */
int rd_parse_uint(const char *p, size_t n, uint32_t *out, size_t *bad);
/* Decimal in tenths ("3", "3.5", ".5", "3.50"): 1 parsed, 0 empty, -1 bad. */
int rd_parse_tenths(const char *p, size_t n, int32_t *out, size_t *bad);
void rd_fmt_tenths(char *buf, size_t cap, int32_t v);
int rd_eq_nocase(const char *p, size_t n, const char *word);

/* Split the current line from byte `from` into blank-separated tokens;
 * calls fn for each with the byte offset. */
typedef int (*rd_token_fn)(rd *r, const char *p, size_t n, size_t at);
int rd_tokens(rd *r, size_t from, rd_token_fn fn);

/* A record that may appear once: its line in *line, or an error naming the
 * first one. */
int rd_once(rd *r, uint32_t *line, const char *code);
/* A player id in field [c0,c1) of the current line; NULL with an error set. */
rd_player *rd_id_field(rd *r, uint32_t c0, uint32_t c1, int *rc);
int rd_blank_from(rd *r, uint32_t c, const char *what);
int rd_round_field(rd *r, uint32_t c0, uint32_t c1, uint32_t *round);
int rd_push_later(rd *r, rd_line l);

/* ---- trf_read_header.c: header records and the settings they make -------- */

int rd_text_record(rd *r, int key);
int rd_rounds_record(rd *r);
int rd_record_152(rd *r);
int rd_xxc_token(rd *r, const char *p, size_t n, size_t at);
int rd_xxs_token(rd *r, const char *p, size_t n, size_t at);
int rd_record_162(rd *r);
int rd_record_bb(rd *r);
int rd_record_xdb(rd *r);
int rd_push_game2(rd *r);
int rd_record_xps(rd *r);
int rd_record_xne(rd *r);
int rd_record_xrp(rd *r);
int rd_push_shape(rd *r);
int rd_apply_points(rd *r);
int rd_apply_system(rd *r);

/* ---- trf_read_player.c ------------------------------------------------------ */

int rd_player_record(rd *r);

/* ---- trf_read_rounds.c: pairing order, games, byes ------------------------- */

int rd_order_players(rd *r, uint32_t *order);
int rd_apply_games(rd *r, uint32_t nreal);
int rd_shape_records(rd *r, uint32_t nreal);
int rd_build_rounds(rd *r, const uint32_t *order, uint32_t nreal, swc_board *boards, swc_bye *byes);
int rd_adjourned_all_used(rd *r);
int rd_infer_colour(const swc_tournament *t);

/* ---- trf_read_later.c: records that name players, stated points ------------ */

int rd_kind_of_letter(char c);
const char *rd_kind_name(int kind);
int rd_request(rd *r, rd_player *P, uint32_t round, int kind, uint32_t c);
int rd_later_records(rd *r);

/* ---- trf_read_team.c: team records ----------------------------------------- */
/* Keep a team record for the second pass (first pass). */
int rd_push_team(rd *r);
/* Teams, members and team settings, before the rounds are built. */
int rd_team_define(rd *r);
/* The team pairing of every round, once the rounds and 240 are read. */
int rd_team_rounds(rd *r, uint32_t nreal);
/* trf_read_team_baku.c: a team file's 250 records, once its teams are known. */
int rd_team_250(rd *r);
uint32_t rd_rounds_named_later(rd *r, uint32_t nreal);

/* ---- trf_read_points.c ------------------------------------------------------ */

/* Stated points against the results: blank rounds that the legacy
 * convention left for byes become those byes; any other difference is an
 * error unless SWC_TRF_TRUST_RESULTS. */
int rd_check_points(rd *r, uint32_t nreal);

#endif
