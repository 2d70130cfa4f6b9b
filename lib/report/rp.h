/* Reports internals: a table of typed columns and cells whose texts live in
 * one buffer, filled row by row. */
#ifndef SWC_REPORT_RP_H
#define SWC_REPORT_RP_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/player.h>
#include <swisscore/report.h>

#include "../core/alloc.h"
#include "../core/strbuf.h"

#define SWC_MAGIC_REPORT 0x53574358u /* "SWCX" */

typedef struct rp_col {
    size_t key;        /* offset of the key in the text buffer */
    int32_t type;      /* enum swc_column_type */
    int32_t scale;
    int32_t decimals;
} rp_col;

typedef struct rp_cell {
    size_t text;       /* offset of the text; 0 is the empty text */
    int64_t value;
    int32_t has_value;
} rp_cell;

struct swc_report {
    uint32_t magic;
    swc_mem mem;
    int32_t kind;      /* enum swc_report_kind */
    uint32_t round;
    rp_col *cols;
    size_t ncols, cols_cap;
    rp_cell *cells;    /* row-major, ncols per row */
    size_t ncells, cells_cap;
    swc_strbuf text;   /* NUL-separated texts */
    int failed;        /* an allocation failed: the report is incomplete */
};

int rp_new(swc_report **out, const swc_mem *mem, int32_t kind, uint32_t round);
/* What every report function checks first: the handle, `out` (cleared),
 * and the caller's options copied into *o, which must reach at least
 * `min_size` bytes. SWC_OK, or the status to return. */
int rp_options(swc_report_options *o, swc_report **out, swc_tournament *t, const swc_report_options *opts,
               size_t min_size);
/* A column; scale 1 for text columns. */
void rp_column(swc_report *r, const char *key, int32_t type, int32_t scale);
/* The next cell of the row being filled: a text, a number (printed with its
 * column's decimals), or nothing. */
void rp_text(swc_report *r, const char *s);
void rp_number(swc_report *r, int64_t value);
void rp_empty(swc_report *r);
/* SWC_OK, or SWC_ENOMEM when any append failed. */
int rp_status(const swc_report *r);

/* The player's title for sheets: FIDE title, else the Chinese title or
 * grade; borrowed from info. */
const char *rp_title(const swc_player_info *info);
/* Word of a round without a board: "pab", "half_bye" … */
const char *rp_kind_word(int32_t kind);

#endif
