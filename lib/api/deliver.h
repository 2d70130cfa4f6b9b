/* Text the library renders, handed to a caller's buffer. */
#ifndef SWC_API_DELIVER_H
#define SWC_API_DELIVER_H

#include "../core/strbuf.h"
#include "../model/model.h"

/*
 * Copy the rendered text `b` into `buf` (NUL-terminated when room allows)
 * and free it. `*out_len` always receives its length; a NULL or too small
 * buffer gives SWC_EBUFSIZE with a message naming `what` ("TRF", "JSON").
 */
int swc_deliver_text(swc_tournament *t, swc_strbuf *b, size_t *out_len, char *buf, size_t cap, const char *what);

#endif
