/*
 * The other engine of 'swisscore verify', run as a child process, and the
 * pairs files it answers with.
 */
#define _POSIX_C_SOURCE 200809L
#include "verify.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int verify_engine_parse(verify_engine *e, const char *command)
{
    memset(e, 0, sizeof *e);
    size_t len = strlen(command);
    /* At most one word per two characters, plus the words we append. */
    e->argv = calloc(len / 2 + 16, sizeof *e->argv);
    char *copy = strdup(command);
    if (!e->argv || !copy) {
        free(copy);
        free(e->argv);
        e->argv = NULL;
        return -1;
    }
    char *save = NULL;
    for (char *w = strtok_r(copy, " \t", &save); w; w = strtok_r(NULL, " \t", &save))
        e->argv[e->argc++] = strdup(w);
    free(copy);
    for (int i = 0; i < e->argc; i++)
        if (!e->argv[i]) {
            verify_engine_free(e);
            return -1;
        }
    if (e->argc == 0) {
        verify_engine_free(e);
        return -1;
    }
    return 0;
}

int verify_engine_add_arg(verify_engine *e, const char *word)
{
    char **grown = realloc(e->extra, (size_t)(e->nextra + 1) * sizeof *grown);
    if (!grown)
        return -1;
    e->extra = grown;
    if (!(e->extra[e->nextra] = strdup(word)))
        return -1;
    e->nextra++;
    return 0;
}

void verify_engine_free(verify_engine *e)
{
    if (e->argv)
        for (int i = 0; i < e->argc; i++)
            free(e->argv[i]);
    for (int i = 0; i < e->nextra; i++)
        free(e->extra[i]);
    free(e->argv);
    free(e->extra);
    memset(e, 0, sizeof *e);
}

int verify_engine_run(const verify_engine *e, const char *const *words, const char *log_path)
{
    int n = 0;
    while (words[n])
        n++;
    char **argv = calloc((size_t)(e->argc + e->nextra + n + 1), sizeof *argv);
    if (!argv)
        return -1;
    int k = 0;
    for (int i = 0; i < e->argc; i++)
        argv[k++] = e->argv[i];
    for (int i = 0; i < n; i++) {
        argv[k++] = (char *)words[i];
        for (int j = 0; i == 0 && j < e->nextra; j++)
            argv[k++] = e->extra[j];
    }

    pid_t pid = fork();
    if (pid < 0) {
        free(argv);
        return -1;
    }
    if (pid == 0) {
        /* A process group of its own, so that a time-out ends all of it. */
        setpgid(0, 0);
        int fd = open(log_path ? log_path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int in = open("/dev/null", O_RDONLY);
        if (fd >= 0) {
            dup2(fd, STDOUT_FILENO);
            dup2(fd, STDERR_FILENO);
            close(fd);
        }
        if (in >= 0) {
            dup2(in, STDIN_FILENO);
            close(in);
        }
        execvp(argv[0], argv);
        _exit(127);
    }
    free(argv);

    /* Poll, starting fine: most rounds take milliseconds. */
    struct timespec start, now;
    clock_gettime(CLOCK_MONOTONIC, &start);
    long nap_ns = 20000;
    for (;;) {
        int status = 0;
        pid_t w = waitpid(pid, &status, WNOHANG);
        if (w == pid)
            return WIFEXITED(status) && WEXITSTATUS(status) != 127 ? WEXITSTATUS(status) : -1;
        if (w < 0 && errno != EINTR)
            return -1;
        clock_gettime(CLOCK_MONOTONIC, &now);
        if (e->timeout_s && (unsigned long)(now.tv_sec - start.tv_sec) >= e->timeout_s) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
                ;
            return -1;
        }
        struct timespec ts = { 0, nap_ns };
        nanosleep(&ts, NULL);
        if (nap_ns < 10000000)
            nap_ns *= 2;
    }
}

/* ---- pairs files ------------------------------------------------------------- */

void verify_pairing_free(verify_pairing *p)
{
    free(p->boards);
    memset(p, 0, sizeof *p);
}

static int add_board(verify_pairing *p, uint32_t w, uint32_t b)
{
    if (p->n == p->cap) {
        uint32_t cap = p->cap ? p->cap * 2 : 32;
        void *grown = realloc(p->boards, cap * sizeof *p->boards);
        if (!grown)
            return -1;
        p->boards = grown;
        p->cap = cap;
    }
    p->boards[p->n][0] = w;
    p->boards[p->n][1] = b;
    p->n++;
    return 0;
}

int verify_pairing_read(verify_pairing *out, const char *path)
{
    memset(out, 0, sizeof *out);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    unsigned long count = 0, a = 0, b = 0;
    int rc = fscanf(f, "%lu", &count) == 1 ? 0 : -1;
    for (unsigned long i = 0; rc == 0 && i < count; i++) {
        if (fscanf(f, "%lu %lu", &a, &b) != 2 || a == 0 || a > 0xffffffu || b > 0xffffffu) {
            rc = -1;
        } else if (b == 0) {
            if (out->pab)
                rc = -1;
            out->pab = (uint32_t)a;
        } else {
            rc = add_board(out, (uint32_t)a, (uint32_t)b);
        }
    }
    fclose(f);
    if (rc)
        verify_pairing_free(out);
    return rc;
}

int verify_pairing_of_round(verify_pairing *out, const swc_tournament *t, uint32_t number)
{
    memset(out, 0, sizeof *out);
    const swc_round *r = swc_tournament_round(t, number);
    if (!r)
        return -1;
    for (uint32_t i = 1; i <= swc_round_board_count(r); i++) {
        uint32_t w = 0, b = 0;
        swc_round_board(&w, &b, r, i);
        if (add_board(out, swc_player_tpn(swc_tournament_player(t, w)),
                      swc_player_tpn(swc_tournament_player(t, b)))) {
            verify_pairing_free(out);
            return -1;
        }
    }
    for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        if (swc_round_bye(&id, &kind, r, i) == SWC_OK && kind == SWC_RK_PAB)
            out->pab = swc_player_tpn(swc_tournament_player(t, id));
    }
    return 0;
}

int verify_pairing_write(const verify_pairing *p, const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fprintf(f, "%lu\n", (unsigned long)p->n + (p->pab ? 1ul : 0ul));
    for (uint32_t i = 0; i < p->n; i++)
        fprintf(f, "%lu %lu\n", (unsigned long)p->boards[i][0], (unsigned long)p->boards[i][1]);
    if (p->pab)
        fprintf(f, "%lu 0\n", (unsigned long)p->pab);
    return fclose(f) == 0 ? 0 : -1;
}

/* Boards as unordered pairs or as (white, black), sorted for comparison. */
static int cmp_board(const void *x, const void *y)
{
    const uint32_t *a = x, *b = y;
    if (a[0] != b[0])
        return a[0] < b[0] ? -1 : 1;
    return a[1] < b[1] ? -1 : a[1] > b[1];
}

static uint32_t (*sorted_copy(const verify_pairing *p, int unordered))[2]
{
    uint32_t (*c)[2] = malloc((p->n ? p->n : 1) * sizeof *c);
    if (!c)
        return NULL;
    for (uint32_t i = 0; i < p->n; i++) {
        uint32_t w = p->boards[i][0], b = p->boards[i][1];
        int swap = unordered && w > b;
        c[i][0] = swap ? b : w;
        c[i][1] = swap ? w : b;
    }
    qsort(c, p->n, sizeof *c, cmp_board);
    return c;
}

int verify_pairing_compare(const verify_pairing *a, const verify_pairing *b)
{
    if (a->n != b->n || a->pab != b->pab)
        return VERIFY_PAIRS;
    int result = VERIFY_SAME;
    for (int unordered = 1; unordered >= 0; unordered--) {
        uint32_t(*x)[2] = sorted_copy(a, unordered), (*y)[2] = sorted_copy(b, unordered);
        int same = x && y && memcmp(x, y, a->n * sizeof *x) == 0;
        free(x);
        free(y);
        if (!same) {
            result = unordered ? VERIFY_PAIRS : VERIFY_COLOURS;
            break;
        }
    }
    return result;
}
