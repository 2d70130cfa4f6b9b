/*
 * TRF reader: the text encoding of a file. TRF text is UTF-8, but Swiss
 * Perfect and older Swiss-Manager write Windows-1252, Chinese Windows
 * programs GB18030 (GBK), and a few editors UTF-16 with a byte-order mark.
 * Anything but UTF-8 is decoded to UTF-8 with iconv(3) before the lines are
 * read, and a warning says what was assumed. In the automatic mode a file is
 * first read as UTF-8 (each line checked as it comes, so a bad file is
 * refused without scanning all of it); only when a line is not UTF-8 is the
 * whole text decoded and read again.
 */
#include <errno.h>
#include <iconv.h>
#include <string.h>

#include "trf_read.h"

static const char *const encoding_names[] = { "UTF-8", "UTF-8", "Windows-1252 (Latin-1)", "GB18030 (GBK)" };

/* Line and column (characters of the valid UTF-8 before it) of byte `at`. */
static void locate(const char *data, size_t at, uint32_t *line, uint32_t *col)
{
    size_t start = 0;
    uint32_t no = 1;
    for (size_t i = 0; i < at; i++) {
        if (data[i] == '\n' || (data[i] == '\r' && (i + 1 >= at || data[i + 1] != '\n'))) {
            no++;
            start = i + 1;
        }
    }
    *line = no;
    *col = (uint32_t)swc_utf8_count(data + start, swc_utf8_valid_prefix(data + start, at - start)) + 1;
}

/*
 * Do the bytes beyond ASCII all come in pairs of GB2312 bytes (both
 * 0xA1..0xFE)? Chinese names do; Windows-1252 names put one accented
 * letter between ASCII ones, which breaks the pairs.
 */
static int looks_chinese(const unsigned char *u, size_t n)
{
    size_t pairs = 0;
    for (size_t i = 0; i < n;) {
        if (u[i] < 0x80) {
            i++;
            continue;
        }
        if (i + 1 < n && u[i] >= 0xA1 && u[i] <= 0xFE && u[i + 1] >= 0xA1 && u[i + 1] <= 0xFE) {
            pairs++;
            i += 2;
            continue;
        }
        return 0;
    }
    return pairs > 0;
}

/* Convert n bytes from `from` to UTF-8 into a new buffer of r->mem: SWC_OK,
 * SWC_EPARSE (*bad = offset of the first byte that does not convert) or
 * SWC_ENOMEM. */
static int convert(rd *r, const char *from, const char *in, size_t n, size_t *bad)
{
    iconv_t cd = iconv_open("UTF-8", from);
    if (cd == (iconv_t)-1)
        return errno == EINVAL ? rd_fail_at(r, SWC_EUNSUPPORTED, 0, 0, "this system cannot decode %s", from)
                               : rd_nomem(r);
    /* Every input byte becomes at most 3 bytes of UTF-8 (4 from 4). */
    size_t cap = n * 3 + 4;
    char *buf = swc_mem_alloc(r->mem, cap);
    if (!buf) {
        iconv_close(cd);
        return rd_nomem(r);
    }
    char *ip = (char *)(uintptr_t)in, *op = buf;
    size_t il = n, ol = cap;
    size_t k = iconv(cd, &ip, &il, &op, &ol);
    int rc = SWC_OK;
    if (k == (size_t)-1 || iconv(cd, NULL, NULL, &op, &ol) == (size_t)-1) {
        *bad = (size_t)(ip - in);
        rc = SWC_EPARSE;
    }
    iconv_close(cd);
    if (rc) {
        swc_mem_free(r->mem, buf, cap);
        return rc;
    }
    r->text = buf;
    r->text_cap = cap;
    r->text_len = cap - ol;
    return SWC_OK;
}

int rd_decode(rd *r, const char *data, size_t len, const char **out, size_t *out_len)
{
    const unsigned char *u = (const unsigned char *)data;
    *out = data;
    *out_len = len;
    size_t bad = 0;
    int rc;
    if (len >= 2 && ((u[0] == 0xFF && u[1] == 0xFE) || (u[0] == 0xFE && u[1] == 0xFF))) {
        int le = u[0] == 0xFF;
        if ((rc = convert(r, le ? "UTF-16LE" : "UTF-16BE", data + 2, len - 2, &bad)) == SWC_EPARSE)
            return rd_fail_at(r, SWC_EPARSE, 0, 0, "invalid UTF-16 at byte %lu (the file starts with a UTF-16 byte-order mark)",
                              (unsigned long)bad + 2);
        if (rc)
            return rc;
        *out = r->text;
        *out_len = r->text_len;
        return rd_warn(r, 1, 1, "the file is UTF-16 (%s byte-order mark): decoded", le ? "little-endian" : "big-endian");
    }
    if (len >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) {
        *out = data + 3; /* a byte order mark some editors add */
        *out_len = len - 3;
        data += 3;
        len -= 3;
    }
    int enc = r->encoding;
    if (enc == SWC_TRF_ENCODING_UTF8 || enc == SWC_TRF_ENCODING_AUTO)
        return SWC_OK; /* the lines are checked as they are read */
    /* RD_NOT_UTF8: the first reading found bytes that are not UTF-8. */
    size_t ok = swc_utf8_valid_prefix(data, len);
    uint32_t line = 0, col = 0;
    if (ok < len)
        locate(data, ok, &line, &col);
    if (enc == RD_NOT_UTF8)
        enc = looks_chinese((const unsigned char *)data, len) ? SWC_TRF_ENCODING_GBK : SWC_TRF_ENCODING_LATIN1;
    if (enc == SWC_TRF_ENCODING_GBK) {
        if ((rc = convert(r, "GB18030", data, len, &bad)) == SWC_EPARSE) {
            locate(data, bad, &line, &col);
            return rd_fail_at(r, SWC_EPARSE, line, col, "invalid GB18030 (byte 0x%02x)",
                              (unsigned)(unsigned char)data[bad]);
        }
        r->wide = 1;
    } else {
        /* Windows-1252 leaves five bytes undefined; ISO-8859-1 takes all. */
        rc = convert(r, "WINDOWS-1252", data, len, &bad);
        if (rc == SWC_EPARSE)
            rc = convert(r, "ISO-8859-1", data, len, &bad);
    }
    if (rc)
        return rc;
    *out = r->text;
    *out_len = r->text_len;
    r->encoding = enc;
    if (r->encoding_asked || ok == len)
        return SWC_OK; /* the caller said so: nothing was assumed */
    return rd_warn(r, line, col, "the file is not valid UTF-8 (byte 0x%02x here): read as %s",
                   (unsigned)(unsigned char)data[ok], encoding_names[enc]);
}
