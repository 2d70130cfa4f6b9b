#include "testutil.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int swc_test_run(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_set_tap(sr, "-");
    srunner_run_all(sr, CK_SILENT);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

const char *swc_test_data_dir(void)
{
    const char *d = getenv("SWC_TEST_DATA");
    return d && *d ? d : "tests/data";
}

const char *swc_test_oracle_dir(void)
{
    static int warned; /* test-process only: one notice per run */
    const char *d = getenv("SWC_ORACLE_DIR");
    struct stat st;
    if (d && *d && stat(d, &st) == 0 && S_ISDIR(st.st_mode))
        return d;
    if (!warned) {
        fprintf(stderr, "note: full oracle folder not present (%s); using bundled data only\n",
                d && *d ? d : "SWC_ORACLE_DIR unset");
        warned = 1;
    }
    return NULL;
}

const char *swc_test_real_dir(void)
{
    static int warned; /* test-process only: one notice per run */
    const char *d = getenv("SWC_REAL_DIR");
    struct stat st;
    if (d && *d && stat(d, &st) == 0 && S_ISDIR(st.st_mode))
        return d;
    if (!warned) {
        fprintf(stderr, "note: folder of real tournament files not present (%s); using bundled data only\n",
                d && *d ? d : "SWC_REAL_DIR unset");
        warned = 1;
    }
    return NULL;
}

char *swc_test_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    if (fseek(f, 0, SEEK_END) != 0) {
        fclose(f);
        return NULL;
    }
    long n = ftell(f);
    rewind(f);
    char *buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        fclose(f);
        return NULL;
    }
    buf[n] = '\0';
    fclose(f);
    if (len)
        *len = (size_t)n;
    return buf;
}

char *swc_test_path(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", dir, name);
    return p;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

size_t swc_test_list(const char *dir, const char *suffix, char ***out)
{
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    size_t n = 0, cap = 0, sl = strlen(suffix);
    char **list = NULL;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l < sl || strcmp(e->d_name + l - sl, suffix) != 0)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 64;
            char **nl = realloc(list, cap * sizeof *list);
            if (!nl)
                break;
            list = nl;
        }
        list[n++] = swc_test_path(dir, e->d_name);
    }
    closedir(d);
    if (n)
        qsort(list, n, sizeof *list, cmp_str);
    *out = list;
    return n;
}

void swc_test_free_list(char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

static void *t_malloc(void *ud, size_t size)
{
    swc_test_alloc *s = ud;
    s->calls++;
    if (s->fail_at && s->calls >= s->fail_at)
        return NULL;
    void *p = malloc(size);
    if (p) {
        s->live_blocks++;
        s->live_bytes += (long long)size;
    }
    return p;
}

static void *t_realloc(void *ud, void *p, size_t old_size, size_t new_size)
{
    swc_test_alloc *s = ud;
    s->calls++;
    if (s->fail_at && s->calls >= s->fail_at)
        return NULL;
    void *q = realloc(p, new_size);
    if (q)
        s->live_bytes += (long long)new_size - (long long)old_size;
    return q;
}

static void t_free(void *ud, void *p, size_t size)
{
    swc_test_alloc *s = ud;
    s->live_blocks--;
    s->live_bytes -= (long long)size;
    free(p);
}

swc_allocator swc_test_allocator(swc_test_alloc *state)
{
    swc_allocator a = { t_malloc, t_realloc, t_free, state };
    return a;
}

swc_tournament *swc_test_tournament(int n)
{
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return NULL;
    for (int i = 0; i < n; i++) {
        char name[16];
        snprintf(name, sizeof name, "P%02d", i + 1);
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        info.name = name;
        info.rating = 2400 - 10 * i;
        if (swc_player_add(NULL, t, &info) != SWC_OK) {
            swc_tournament_free(t);
            return NULL;
        }
    }
    return t;
}

int swc_test_result_code(char c)
{
    switch (c) {
    case '1': return SWC_RESULT_WHITE_WIN;
    case '=': return SWC_RESULT_DRAW;
    case '0': return SWC_RESULT_BLACK_WIN;
    case '+': return SWC_RESULT_WHITE_FORFEIT_WIN;
    case '-': return SWC_RESULT_BLACK_FORFEIT_WIN;
    case '*': return SWC_RESULT_DOUBLE_FORFEIT;
    default: ck_abort_msg("bad result code '%c'", c);
    }
    return SWC_RESULT_NONE;
}

/*
 * Create the next round by hand (history), through swc_round_create:
 *   "1-2:1"   board, 1 white vs 2 black; result 1 = 1-0, '=' draw, 0 = 0-1,
 *             '+' white forfeit win, '-' black forfeit win, '*' double forfeit;
 *             two result characters give the two games of a dual-board event
 *             (each as the game itself records it, swc_round_set_game_result)
 *   "5:U"     bye of player 5: U PAB, F full-point, H half-point, Z zero-point
 * Players with a requested bye, withdrawn or not yet entered are filled in
 * by the library and must not be listed.
 */
void swc_test_play(swc_tournament *t, const char *spec)
{
    uint32_t white[64], black[64], bye[64];
    int32_t kind[64];
    char res[64][3];
    size_t nb = 0, ny = 0;
    char buf[512];
    snprintf(buf, sizeof buf, "%s", spec);
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        unsigned a, b;
        char r[3] = { 0, 0, 0 }, c;
        if (sscanf(tok, "%u-%u:%2[-10=+*]", &a, &b, r) == 3) {
            ck_assert(nb < 64);
            white[nb] = a;
            black[nb] = b;
            memcpy(res[nb], r, sizeof r);
            nb++;
        } else if (sscanf(tok, "%u:%c", &a, &c) == 2) {
            ck_assert(ny < 64);
            bye[ny] = a;
            kind[ny] = c == 'U' ? SWC_RK_PAB : c == 'F' ? SWC_RK_FULL_BYE : c == 'H' ? SWC_RK_HALF_BYE : SWC_RK_ZERO_BYE;
            ck_assert_msg(strchr("UFHZ", c) != NULL, "bad bye kind in %s", tok);
            ny++;
        } else {
            ck_abort_msg("bad token '%s'", tok);
        }
    }
    swc_round *rd = NULL;
    int rc = swc_round_create(&rd, t, white, black, nb, bye, kind, ny);
    ck_assert_msg(rc == SWC_OK, "round '%s': %s", spec, swc_tournament_errmsg(t));
    for (size_t i = 0; i < nb; i++) {
        if (res[i][1] == 0) {
            rc = swc_round_set_result(rd, (uint32_t)i + 1, swc_test_result_code(res[i][0]));
            ck_assert_msg(rc == SWC_OK, "result of board %zu: %s", i + 1, swc_tournament_errmsg(t));
        } else {
            for (uint32_t g = 0; g < 2; g++) {
                rc = swc_round_set_game_result(rd, (uint32_t)i + 1, g + 1, swc_test_result_code(res[i][g]));
                ck_assert_msg(rc == SWC_OK, "result of board %zu game %u: %s", i + 1, g + 1, swc_tournament_errmsg(t));
            }
        }
    }
}

long swc_test_standings_row(const swc_standings *s, uint32_t id)
{
    for (uint32_t r = 0; r < swc_standings_count(s); r++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        ck_assert_int_eq(swc_standings_row_get(&row, s, r), SWC_OK);
        if (row.id == id)
            return (long)r;
    }
    return -1;
}
