/*
 * Whole-file input and atomic replacement, shared by the TRF and JSON
 * entry points.
 */
#ifndef SWC_CORE_FILE_H
#define SWC_CORE_FILE_H

#include <stddef.h>

#include "strbuf.h"

/*
 * Append the contents of `path` to `out`, reading in chunks (pipes have no
 * size) but never more than `max` bytes. Returns SWC_OK, SWC_EIO (cannot
 * open or read: `*err` holds errno, 0 for a read error), SWC_ELIMIT
 * (larger than max) or SWC_ENOMEM.
 */
int swc_file_read(swc_strbuf *out, const char *path, size_t max, int *err);

/*
 * Write `n` bytes to a temporary file beside `path`, flush it to disk and
 * rename it over `path`, so readers see the old or the new file, never
 * half of one. Returns 0, or an errno value; `what` receives a short
 * description of the failed step.
 */
int swc_file_replace(const char *path, const char *data, size_t n, const char **what);

#endif
