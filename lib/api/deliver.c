/* The size-then-fill protocol of the public writers (swc_trf_write, swc_json_write). */
#include <string.h>

#include "deliver.h"

int swc_deliver_text(swc_tournament *t, swc_strbuf *b, size_t *out_len, char *buf, size_t cap, const char *what)
{
    int rc;
    *out_len = b->len;
    if (!buf || cap < b->len) {
        rc = swc_fail(t, SWC_EBUFSIZE, "the %s text needs %lu bytes (plus 1 for the NUL); the buffer has %lu", what,
                      (unsigned long)b->len, (unsigned long)(buf ? cap : 0));
    } else {
        memcpy(buf, b->data, b->len);
        if (cap > b->len)
            buf[b->len] = '\0';
        rc = swc_ok(t);
    }
    swc_strbuf_free(b);
    return rc;
}
