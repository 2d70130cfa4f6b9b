/*
 * Event files: the tournament an arbiter runs, kept in one file (.trf or
 * .json) that every command reads, changes and writes back.
 *
 * A save never leaves a half-written event behind: the new text goes to a
 * temporary file beside the event, is flushed to the disk, and then
 * renamed over the old file in one step. Interrupt signals are held back
 * while that happens, so Ctrl-C ends the command either before the save or
 * after it; a crash or SIGKILL leaves the old file as it was (and at worst
 * a stray ".EVENT.tmp-XXXXXX" file next to it, which the next command that
 * changes the event removes).
 *
 * Commands that change an event hold its lock from before they read it
 * until they end, so two of them never both change the same old text: an
 * exclusive POSIX record lock (fcntl F_SETLK) on ".EVENT.lock" beside it.
 * Not on the event itself, which every save replaces by another file: a
 * lock on the old file would not stop a command that opens the new one.
 * fcntl rather than flock because it also works on network file systems
 * and names the process that holds it; its one trap, that closing any
 * descriptor of the file drops the lock, cannot happen here, as the tool
 * opens the lock file once. The kernel drops the lock when the holder
 * ends, however it ends.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <pwd.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* ---- the event lock --------------------------------------------------------------- */

/* Set once by main() (cli_event_options) and by the first lock; the lock
 * stays held until the process ends. */
static double lock_wait = -1.0;  /* seconds; < 0: SWISSCORE_LOCK_WAIT, else the default */
static int lock_fd = -1;
static const char *author_opt = NULL;  /* --by NAME */

#define LOCK_WAIT_DEFAULT 10.0
#define LOCK_WAIT_MAX 86400.0

/* Seconds as "S" or "S.FFF", 0..LOCK_WAIT_MAX; -1 when it is not that. */
static double parse_seconds(const char *s)
{
    char *end = NULL;
    if (!s || !*s || !(*s >= '0' && *s <= '9'))
        return -1.0;
    double v = strtod(s, &end);
    if (*end || !(v >= 0.0) || v > LOCK_WAIT_MAX)
        return -1.0;
    return v;
}

int cli_event_options(int *argc, char **argv)
{
    int out = 1;
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i], *v;
        if (!strcmp(a, "--")) {
            while (i < *argc)
                argv[out++] = argv[i++];
            break;
        }
        if (!strcmp(a, "--by")) {
            if (i + 1 >= *argc)
                return cli_usage_error(NULL, "option '--by' needs the name of who makes the change");
            author_opt = argv[++i];
            continue;
        } else if (!strncmp(a, "--by=", 5)) {
            author_opt = a + 5;
            continue;
        } else if (!strcmp(a, "--lock-wait")) {
            if (i + 1 >= *argc)
                return cli_usage_error(NULL, "option '--lock-wait' needs a number of seconds");
            v = argv[++i];
        } else if (!strncmp(a, "--lock-wait=", 12)) {
            v = a + 12;
        } else {
            argv[out++] = argv[i];
            continue;
        }
        lock_wait = parse_seconds(v);
        if (lock_wait < 0)
            return cli_usage_error(NULL, "--lock-wait needs seconds from 0 to 86400, not '%s'", v);
    }
    argv[out] = NULL;
    *argc = out;
    return CLI_OK;
}

/* ---- the journal ------------------------------------------------------------------ */

const char *cli_event_author(void)
{
    if (author_opt && *author_opt)
        return author_opt;
    const char *env = getenv("SWISSCORE_ARBITER");
    if (env && *env)
        return env;
    const struct passwd *pw = getpwuid(geteuid());
    if (pw && pw->pw_name && *pw->pw_name)
        return pw->pw_name;
    env = getenv("LOGNAME");
    return env && *env ? env : "";
}

int cli_journal(swc_tournament *t, swc_journal_entry *e, const char *path)
{
    time_t now = time(NULL);
    e->time = now < 0 ? 0 : (int64_t)now;
    e->author = cli_event_author();
    int rc = swc_journal_append(t, e);
    if (rc == SWC_OK) {
        cli_answer_change(t, e);
        return CLI_OK;
    }
    cli_error("%s: %s (--by, SWISSCORE_ARBITER)", path, swc_tournament_errmsg(t));
    return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EUSAGE;
}

static double lock_wait_seconds(void)
{
    if (lock_wait >= 0)
        return lock_wait;
    const char *env = getenv("SWISSCORE_LOCK_WAIT");
    double v = env ? parse_seconds(env) : -1.0;
    return v >= 0 ? v : LOCK_WAIT_DEFAULT;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* "DIR/.NAME" + suffix, malloc'd; NULL when out of memory. */
static char *beside(const char *path, const char *suffix)
{
    const char *slash = strrchr(path, '/');
    size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
    size_t cap = strlen(path) + strlen(suffix) + 2;
    char *s = malloc(cap);
    if (s)
        snprintf(s, cap, "%.*s.%s%s", (int)dlen, path, path + dlen, suffix);
    return s;
}

/* Remove the temporary files a killed save of this event left: only names
 * ".NAME.tmp-XXXXXX" (as replace_file makes them), only regular files last
 * written before the lock was taken. Every save of the event happens under
 * its lock, so such a file belongs to a command that is gone. */
static void remove_stray_temporaries(const char *path, const struct timespec *taken)
{
    char *prefix = beside(path, ".tmp-");
    if (!prefix)
        return;
    const char *slash = strrchr(prefix, '/');
    const char *name = slash ? slash + 1 : prefix;
    size_t nlen = strlen(name);
    char dirbuf[4096];
    const char *dir = slash ? (slash == prefix ? "/" : dirbuf) : ".";
    if (slash && slash != prefix)
        snprintf(dirbuf, sizeof dirbuf, "%.*s", (int)(slash - prefix), prefix);
    DIR *dh = opendir(dir);
    if (dh) {
        struct dirent *e;
        while ((e = readdir(dh)) != NULL) {
            if (strncmp(e->d_name, name, nlen) != 0 || strlen(e->d_name) != nlen + 6)
                continue;
            size_t cap = strlen(dir) + strlen(e->d_name) + 2;
            char *full = malloc(cap);
            if (!full)
                break;
            snprintf(full, cap, "%s/%s", dir, e->d_name);
            struct stat st;
            if (lstat(full, &st) == 0 && S_ISREG(st.st_mode) &&
                (st.st_mtim.tv_sec < taken->tv_sec ||
                 (st.st_mtim.tv_sec == taken->tv_sec && st.st_mtim.tv_nsec < taken->tv_nsec)))
                unlink(full);
            free(full);
        }
        closedir(dh);
    }
    free(prefix);
}

int cli_event_lock(const char *path)
{
    if (lock_fd >= 0)
        return CLI_OK;
    char *lock_path = beside(path, ".lock");
    if (!lock_path) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int fd;
    do
        fd = open(lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        cli_error(cli_tr("%s: cannot open the event's lock file %s: %s"), path, lock_path, strerror(errno));
        free(lock_path);
        return CLI_EIO;
    }
    double wait = lock_wait_seconds(), start = now_seconds();
    /* Polled, with a growing pause: a blocking F_SETLKW could only be
     * bounded by a signal, and signal handlers are the whole process's. */
    long pause_us = 500;
    for (;;) {
        struct flock fl = { 0 };
        fl.l_type = F_WRLCK;
        fl.l_whence = SEEK_SET;
        if (fcntl(fd, F_SETLK, &fl) == 0)
            break;
        if (errno != EACCES && errno != EAGAIN && errno != EINTR) {
            cli_error(cli_tr("%s: cannot lock the event (%s): %s"), path, lock_path, strerror(errno));
            close(fd);
            free(lock_path);
            return CLI_EIO;
        }
        double left = start + wait - now_seconds();
        if (left <= 0) {
            struct flock who = { 0 };
            who.l_type = F_WRLCK;
            who.l_whence = SEEK_SET;
            long pid = fcntl(fd, F_GETLK, &who) == 0 && who.l_type != F_UNLCK ? (long)who.l_pid : 0;
            char secs[32];
            snprintf(secs, sizeof secs, "%g", wait);
            cli_error(cli_tr("%s: another command (process %ld) is changing the event; gave up after %s s "
                             "(--lock-wait S or SWISSCORE_LOCK_WAIT to wait longer). Nothing was changed."),
                      path, pid, secs);
            close(fd);
            free(lock_path);
            return CLI_EBUSY;
        }
        long us = pause_us;
        if ((double)us > left * 1e6)
            us = (long)(left * 1e6) + 1;
        struct timespec ts = { us / 1000000, (us % 1000000) * 1000 };
        nanosleep(&ts, NULL);
        if (pause_us < 20000)
            pause_us *= 2;
    }
    free(lock_path);
    lock_fd = fd;
    struct timespec taken;
    clock_gettime(CLOCK_REALTIME, &taken);
    remove_stray_temporaries(path, &taken);
    return CLI_OK;
}

int cli_event_is_json(const char *path)
{
    /* As the loader decides: by the name, else by the first character of
     * the file (a JSON document opens with a brace, no TRF record does). */
    char head[256];
    size_t n = 0;
    FILE *f = fopen(path, "rb");
    if (f) {
        n = fread(head, 1, sizeof head, f);
        fclose(f);
    }
    return cli_is_json(path, head, n);
}

int cli_event_load(swc_tournament **out, const char *path)
{
    *out = NULL;
    if (strcmp(path, "-") == 0) {
        cli_error("an event file is needed here, not standard input");
        return CLI_EUSAGE;
    }
    int code = cli_event_lock(path);
    if (code != CLI_OK)
        return code;
    return cli_load(out, path, 0, NULL, NULL);
}

/* The event as text, in the format its name asks for. */
static int serialise(char **out, size_t *out_len, swc_tournament *t, const char *path)
{
    char what[300];
    snprintf(what, sizeof what, cli_tr("%s: cannot write the event"), path);
    if (cli_event_is_json(path)) {
        swc_json_write_options jo = SWC_JSON_WRITE_OPTIONS_INIT;
        return cli_render(out, out_len, t, 1, &jo, what);
    }
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    return cli_render(out, out_len, t, 0, &wo, what);
}

/* Test hook, documented in the help of 'new': SWISSCORE_TEST_SAVE_PAUSE=S
 * makes a save wait S seconds once the temporary file is complete and
 * before it replaces the event, so that a test can kill the tool there. */
static void test_pause(void)
{
    const char *v = getenv("SWISSCORE_TEST_SAVE_PAUSE");
    unsigned long long s;
    if (!v || cli_parse_uint(&s, v, 600))
        return;
    struct timespec ts = { (time_t)s, 0 };
    while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
        ;
}

static int write_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = write(fd, p, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        n -= (size_t)w;
    }
    return 0;
}

/* Directory part of path ("." when none), in buf. */
static const char *dir_of(char *buf, size_t cap, const char *path)
{
    const char *slash = strrchr(path, '/');
    if (!slash) {
        snprintf(buf, cap, ".");
    } else if (slash == path) {
        snprintf(buf, cap, "/");
    } else {
        snprintf(buf, cap, "%.*s", (int)(slash - path), path);
    }
    return buf;
}

static int replace_file(const char *path, const char *text, size_t len, int exclusive)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 32);
    if (!tmp) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    /* ".NAME.tmp-XXXXXX" in the event's directory: rename() is atomic only
     * within one file system. */
    const char *slash = strrchr(path, '/');
    size_t dlen = slash ? (size_t)(slash - path) + 1 : 0;
    snprintf(tmp, plen + 32, "%.*s.%s.tmp-XXXXXX", (int)dlen, path, path + dlen);

    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGINT);
    sigaddset(&block, SIGTERM);
    sigaddset(&block, SIGHUP);
    sigaddset(&block, SIGQUIT);
    sigprocmask(SIG_BLOCK, &block, &old);

    int code = CLI_OK;
    const char *what = "create a temporary file for";
    int fd = mkstemp(tmp);
    if (fd < 0) {
        code = CLI_EIO;
    } else {
        /* The new file keeps the old one's permissions (mkstemp makes 0600). */
        struct stat st;
        mode_t mode;
        if (stat(path, &st) == 0) {
            mode = st.st_mode & 07777;
        } else {
            mode_t mask = umask(0);
            umask(mask);
            mode = 0666 & ~mask;
        }
        what = "write";
        if (fchmod(fd, mode) != 0 || write_all(fd, text, len) != 0 || fsync(fd) != 0)
            code = CLI_EIO;
        if (close(fd) != 0 && code == CLI_OK)
            code = CLI_EIO;
        if (code == CLI_OK) {
            test_pause();
            what = "replace";
            if (exclusive) {
                /* A new event must not replace a file that appeared meanwhile. */
                if (link(tmp, path) != 0)
                    code = CLI_EIO;
                unlink(tmp);
            } else if (rename(tmp, path) != 0) {
                code = CLI_EIO;
            }
        }
        if (code != CLI_OK) {
            int saved = errno;
            unlink(tmp);
            errno = saved;
        }
    }
    if (code != CLI_OK) {
        if (!strcmp(what, "write"))
            cli_error("%s: cannot write the event: %s", path, strerror(errno));
        else if (!strcmp(what, "replace"))
            cli_error("%s: cannot replace the event: %s", path, strerror(errno));
        else
            cli_error("%s: cannot create a temporary file for the event: %s", path, strerror(errno));
    } else {
        /* The rename itself must reach the disk too. */
        char dir[4096];
        int dfd = open(dir_of(dir, sizeof dir, path), O_RDONLY);
        if (dfd >= 0) {
            fsync(dfd);
            close(dfd);
        }
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    free(tmp);
    return code;
}

static int save(swc_tournament *t, const char *path, int exclusive, swc_tournament **out_back)
{
    char *text = NULL;
    size_t len = 0;
    swc_tournament *back = NULL;
    int code = serialise(&text, &len, t, path);
    if (code == CLI_OK) {
        /* What was written must read back: refuse to replace a good file
         * with one the next command could not load. */
        code = cli_event_parse(&back, text, len, path);
        if (code != CLI_OK)
            cli_error("%s: not saved: the new event text would not read back", path);
    }
    if (code == CLI_OK)
        code = replace_file(path, text, len, exclusive);
    free(text);
    if (code == CLI_OK && out_back)
        *out_back = back;
    else
        swc_tournament_free(back);
    return code;
}

int cli_event_save(swc_tournament *t, const char *path)
{
    return save(t, path, 0, NULL);
}

int cli_event_save_reread(swc_tournament *t, const char *path, swc_tournament **out)
{
    *out = NULL;
    return save(t, path, 0, out);
}

int cli_event_create(swc_tournament *t, const char *path)
{
    return save(t, path, 1, NULL);
}

int cli_event_parse(swc_tournament **out, const char *text, size_t len, const char *path)
{
    *out = NULL;
    if (cli_event_is_json(path))
        return cli_json_parse(out, text, len, path);
    swc_trf_read_options ro = SWC_TRF_READ_OPTIONS_INIT;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(out, text, len, &ro, &err);
    if (rc != SWC_OK)
        return cli_report_read_error(path, rc, &err);
    return CLI_OK;
}

/* ---- reading the event's own words ------------------------------------------ */

const char *cli_event_tiebreaks(const swc_tournament *t)
{
    const char *s = NULL;
    if (swc_tournament_get_string(&s, t, SWC_TEXT_TIEBREAKS) != SWC_OK || !s || !*s)
        return NULL;
    return s;
}

int cli_event_is_xiangqi(const swc_tournament *t)
{
    int32_t v = 0;
    if (swc_tournament_get_int(&v, t, SWC_SET_PAIRING_SYSTEM) == SWC_OK && v == SWC_SYSTEM_SEQUENTIAL)
        return 1;
    if (swc_tournament_get_int(&v, t, SWC_SET_GAMES_PER_PAIRING) == SWC_OK && v == 2)
        return 1;  /* dual-board: board 1, whose colours are shown, is xiangqi */
    const char *tb = cli_event_tiebreaks(t);
    if (!tb)
        return 0;
    for (uint32_t k = 0; k < swc_ruleset_count(); k++) {
        swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
        if (swc_ruleset_get(&ri, k) == SWC_OK && (!strcmp(ri.name, tb) || !strcmp(ri.name_zh, tb)))
            return strstr(ri.name, "xiangqi") != NULL || strstr(ri.name_zh, "象棋") != NULL;
    }
    return 0;
}
