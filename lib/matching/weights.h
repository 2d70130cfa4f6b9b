/*
 * A matcher's weights by id and by row offset (matcher.h), for callers
 * that set the same few values again and again, or whose weights change
 * by whole rows.
 */
#ifndef SWC_MATCHING_WEIGHTS_H
#define SWC_MATCHING_WEIGHTS_H

#include <stddef.h>
#include <stdint.h>

#include "matcher.h"

/* The id of w (added if new; 0 for zero), the id of (u, v), and setting
 * (u, v) by id. Ids stay valid until the epoch changes (a solve may
 * renumber them). */
uint32_t swc_matcher_intern(swc_matcher *m, const uint64_t *w);
uint32_t swc_matcher_weight_id(const swc_matcher *m, size_t u, size_t v);
void swc_matcher_set_id(swc_matcher *m, size_t u, size_t v, uint32_t id);
unsigned long swc_matcher_id_epoch(const swc_matcher *m);
/* (u, x) := id for every twin x (swc_matcher_new_twins()), u not a twin:
 * the entry they share once, and each twin's edge bit. */
void swc_matcher_set_twins_id(swc_matcher *m, size_t u, uint32_t id);

/*
 * Filling a new matcher's table by rows: swc_matcher_set_row_lower(m, u,
 * ids) sets (u, v) := ids[v] for every v < u in u's row only (the matcher
 * reads (v, u) wrong until the mirror), and swc_matcher_mirror_lower(m,
 * nv) copies every entry below the diagonal among the first nv vertices
 * to the other order, a block at a time, before the next solve or read of
 * the upper triangle. Rows of twins and tables by class take each pair
 * at once.
 */
void swc_matcher_set_row_lower(swc_matcher *m, size_t u, const uint32_t *ids);
/* ids[v] := swc_matcher_weight_id(m, u, v) for every v < u, read as a row;
 * ids[i] := that of (u, vs[i]) for nv vertices vs[i] != u, from u's row. */
void swc_matcher_get_row_lower(const swc_matcher *m, size_t u, uint32_t *ids);
void swc_matcher_get_ids(const swc_matcher *m, size_t u, const size_t *vs, size_t nv, uint32_t *ids);
void swc_matcher_mirror_lower(swc_matcher *m, size_t nv);
/* The same for a solved matcher whose rows rows[0..nrows) (ascending, no
 * twin among them) were set by swc_matcher_set_row_lower() since: their
 * entries below the diagonal copied to the other order, the rows of one
 * block of 64 together, so that a row written is read once for all of
 * them. Before the next solve; touching the vertices is the caller's. */
void swc_matcher_mirror_rows(swc_matcher *m, const size_t *rows, size_t nrows);

/*
 * swc_matcher_new_twins(), the weight table kept by the vertices' classes
 * (clstab.h): cls[v] < nclass for each of the n vertices (the twins take
 * the first twin's). For callers whose weights are mostly a function of
 * two classes: a table of the class pairs and a row for each vertex whose
 * edges differ, instead of n^2 entries. Any classes give the same
 * answers; they only decide the memory. 0, SWC_ELIMIT or SWC_ENOMEM.
 */
int swc_matcher_new_by_class(swc_matcher **out, const swc_mem *mem, size_t n, size_t twins, unsigned bits,
                             const uint32_t *cls, size_t nclass);
/* The number of vertices from which the Dutch engines keep a window's
 * weights by class: a dense table of that side takes 8 MB, and below it
 * the dense rows read a little faster. A build may set another (0: all). */
#ifndef SWC_MATCHER_BY_CLASS_MIN
#define SWC_MATCHER_BY_CLASS_MIN 2048
#endif

/*
 * Row offsets: from swc_matcher_use_offsets(m, span) on, every edge
 * {u, v} with u < v < span weighs its value as set plus the offset of u,
 * a signed amount (|off| < 2^61; each such sum must be a weight of at
 * most `bits` bits again). A value set to zero stays no edge. Offsets
 * start at zero; setting one marks nothing (touch u). Stored per vertex,
 * so a row of distinct weights costs no table entries of its own.
 * use: 0 or SWC_ENOMEM.
 */
int swc_matcher_use_offsets(swc_matcher *m, size_t span);
void swc_matcher_set_offset(swc_matcher *m, size_t u, int64_t off);
int64_t swc_matcher_offset(const swc_matcher *m, size_t u);
/* Before swc_matcher_set_offset(m, u, off): 1 when the kept optimum stays
 * one, so u need not be touched: the offset does not rise (every dual
 * stays feasible), u stands outside any blossom (none of its edges holds
 * one together) and u is exposed or matched by an edge that does not
 * carry u's offset (the matching stays on tight edges). */
int swc_matcher_offset_keeps_optimum(swc_matcher *m, size_t u, int64_t off);

#endif
