/* Shared helpers of the Check test programs. */
#ifndef SWC_TESTUTIL_H
#define SWC_TESTUTIL_H

#include <check.h>
#include <stddef.h>
#include <swisscore/swisscore.h>

/* Run one suite with TAP output on stdout; returns the process exit code. */
int swc_test_run(Suite *s);

/* Folder of the bundled test data (tests/data), from SWC_TEST_DATA. */
const char *swc_test_data_dir(void);
/* Full reference-data folder, or NULL when it is not present (the runner
 * then says so on stderr once). */
const char *swc_test_oracle_dir(void);

/* Read a whole file; NULL on failure. Free with free(). */
char *swc_test_read_file(const char *path, size_t *len);
/* Join folder and name into a static-free malloc'd path. */
char *swc_test_path(const char *dir, const char *name);

/* List regular files of dir whose names end with suffix, sorted; returns the
 * count and a malloc'd array of malloc'd full paths (free with
 * swc_test_free_list). */
size_t swc_test_list(const char *dir, const char *suffix, char ***out);
void swc_test_free_list(char **list, size_t n);

/* Allocator that fails the Nth allocation (1-based; 0 = never) and counts
 * live bytes, for out-of-memory sweeps. */
typedef struct swc_test_alloc {
    long fail_at;      /* fail when this many allocations have been made */
    long calls;        /* allocations attempted so far */
    long live_blocks;  /* blocks not yet freed */
    long long live_bytes;
} swc_test_alloc;
swc_allocator swc_test_allocator(swc_test_alloc *state);

/* The folder of real TRF files from other programs (SWC_REAL_DIR), or NULL
 * with a note on stderr when it is not present. */
const char *swc_test_real_dir(void);

/* A tournament with n players rated 2400 down in steps of 10, named "P01"… */
swc_tournament *swc_test_tournament(int n);

/* A result code of the round strings below: 1 1-0, = draw, 0 0-1, + white
 * forfeit win, - black forfeit win, * double forfeit. */
int swc_test_result_code(char c);
/* Create the next round by hand from "1-2:1 3-4:= 5:U" (see testutil.c). */
void swc_test_play(swc_tournament *t, const char *spec);
/* The 0-based row of player id in the standings, -1 when not listed. */
long swc_test_standings_row(const swc_standings *s, uint32_t id);

#endif
