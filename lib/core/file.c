/* Whole-file input and atomic replacement. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#if defined(__unix__) || defined(__APPLE__)
#include <fcntl.h>
#include <unistd.h>
#define SWC_HAVE_POSIX_IO 1
#endif

#include <swisscore/common.h>

#include "file.h"

int swc_file_read(swc_strbuf *out, const char *path, size_t max, int *err)
{
    *err = 0;
    FILE *f = fopen(path, "rb");
    if (!f) {
        *err = errno;
        return SWC_EIO;
    }
    int rc = SWC_OK;
    size_t start = out->len;
    for (;;) {
        if (swc_strbuf_reserve(out, 65536) != SWC_OK) {
            rc = SWC_ENOMEM;
            break;
        }
        size_t room = out->cap - out->len - 1;
        size_t got = fread(out->data + out->len, 1, room, f);
        out->len += got;
        out->data[out->len] = '\0';
        if (out->len - start > max) {
            rc = SWC_ELIMIT;
            break;
        }
        if (got < room) {
            if (ferror(f))
                rc = SWC_EIO;
            break;
        }
    }
    fclose(f);
    return rc;
}

#ifdef SWC_HAVE_POSIX_IO
/* Write all of data to fd; 0 on success. */
static int write_all(int fd, const char *data, size_t n)
{
    while (n) {
        ssize_t k = write(fd, data, n);
        if (k < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        data += k;
        n -= (size_t)k;
    }
    return 0;
}

/* The temporary name carries the process id and a try counter; O_EXCL
 * settles races between writers. */
int swc_file_replace(const char *path, const char *data, size_t n, const char **what)
{
    size_t plen = strlen(path);
    char tmp[4096 + 64];
    *what = "cannot create a file beside";
    if (plen > 4096)
        return ENAMETOOLONG;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; attempt++) {
        snprintf(tmp, sizeof tmp, "%s.%ld.%d.tmp", path, (long)getpid(), attempt);
        fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        return errno ? errno : EEXIST;
    *what = "cannot write";
    int bad = write_all(fd, data, n) != 0 || fsync(fd) != 0;
    int saved = errno;
    if (close(fd) != 0 && !bad) {
        bad = 1;
        saved = errno;
    }
    if (!bad && rename(tmp, path) != 0) {
        bad = 1;
        saved = errno;
    }
    if (bad) {
        unlink(tmp);
        return saved ? saved : EIO;
    }
    return 0;
}
#else
int swc_file_replace(const char *path, const char *data, size_t n, const char **what)
{
    *what = "cannot write";
    FILE *f = fopen(path, "wb");
    if (!f)
        return errno ? errno : EIO;
    int bad = fwrite(data, 1, n, f) != n;
    bad |= fclose(f) != 0;
    return bad ? EIO : 0;
}
#endif
