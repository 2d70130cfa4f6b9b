/*
 * Independent tournaments in 8 threads at once. The library keeps no
 * global mutable state, so each thread must produce exactly what the same
 * work produces alone: every thread builds a field, pairs all rounds with
 * results computed from its seed, writes the TRF, reads it back and writes
 * it again. The text of each thread is compared with a run of the same
 * seed done before, on one thread. Run under ThreadSanitizer with
 * `meson test --setup tsan threads` in a tree configured with
 * -Db_sanitize=thread.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "testutil.h"

#define NTHREADS 8

typedef struct job {
    unsigned seed;
    char *trf;     /* result: the final TRF text, malloc'd */
    int rc;        /* first failing status, 0 when all went well */
    char where[64];
} job;

static unsigned next_rand(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 16) & 0x7fffu;
}

static char *write_trf(swc_tournament *t, int *rc)
{
    size_t need = 0;
    *rc = swc_trf_write(&need, NULL, 0, t, NULL);
    if (*rc != SWC_EBUFSIZE)
        return NULL;
    char *buf = malloc(need + 1);
    if (!buf) {
        *rc = SWC_ENOMEM;
        return NULL;
    }
    *rc = swc_trf_write(&need, buf, need + 1, t, NULL);
    if (*rc) {
        free(buf);
        return NULL;
    }
    return buf;
}

#define STEP(call, what)                                            \
    do {                                                            \
        int rc_ = (call);                                           \
        if (rc_ != SWC_OK) {                                        \
            j->rc = rc_;                                            \
            snprintf(j->where, sizeof j->where, "%s", what);        \
            goto out;                                               \
        }                                                           \
    } while (0)

static void *work(void *arg)
{
    job *j = arg;
    unsigned s = j->seed;
    swc_tournament *t = NULL, *copy = NULL;
    char *first = NULL;
    STEP(swc_tournament_new(&t, NULL), "new");
    int np = 14 + (int)(j->seed % 11), rounds = 7;
    STEP(swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds), "rounds");
    if (j->seed % 2)
        STEP(swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2017), "edition");
    for (int i = 0; i < np; i++) {
        char name[32];
        snprintf(name, sizeof name, "Seed %u player %d", j->seed, i);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        in.name = name;
        in.rating = 1500 + (int32_t)(next_rand(&s) % 1000);
        STEP(swc_player_add(NULL, t, &in), "add");
    }
    for (int r = 1; r <= rounds; r++) {
        swc_round *rd = NULL;
        STEP(swc_tournament_pair_next(&rd, t), "pair");
        for (uint32_t b = 1; b <= swc_round_board_count(rd); b++)
            STEP(swc_round_set_result(rd, b, 1 + (int)(next_rand(&s) % 3)), "result");
        for (int i = 1; i <= np; i++) {
            int32_t score;
            STEP(swc_player_score(&score, swc_tournament_player(t, (uint32_t)i), (uint32_t)r), "score");
        }
    }
    int rc;
    first = write_trf(t, &rc);
    STEP(first ? SWC_OK : rc, "write");
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    STEP(swc_trf_read(&copy, first, strlen(first), NULL, &err), "read");
    j->trf = write_trf(copy, &rc);
    STEP(j->trf ? SWC_OK : rc, "write again");
    if (strcmp(first, j->trf) != 0) {
        j->rc = SWC_EINCONSISTENT;
        snprintf(j->where, sizeof j->where, "round trip");
    }
out:
    free(first);
    swc_tournament_free(copy);
    swc_tournament_free(t);
    return NULL;
}

START_TEST(test_threads_match_single_thread)
{
    job alone[NTHREADS], together[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        memset(&alone[i], 0, sizeof alone[i]);
        alone[i].seed = 1000u + (unsigned)i;
        together[i] = alone[i];
        work(&alone[i]);
        ck_assert_msg(alone[i].rc == 0, "seed %u: %s failed with %d", alone[i].seed, alone[i].where, alone[i].rc);
    }
    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++)
        ck_assert_int_eq(pthread_create(&th[i], NULL, work, &together[i]), 0);
    for (int i = 0; i < NTHREADS; i++)
        ck_assert_int_eq(pthread_join(th[i], NULL), 0);
    for (int i = 0; i < NTHREADS; i++) {
        ck_assert_msg(together[i].rc == 0, "thread %d: %s failed with %d", i, together[i].where, together[i].rc);
        ck_assert_str_eq(together[i].trf, alone[i].trf);
        /* Different seeds must give different tournaments, or the
         * comparison above would prove little. */
        if (i > 0)
            ck_assert_str_ne(together[i].trf, together[i - 1].trf);
    }
    for (int i = 0; i < NTHREADS; i++) {
        free(together[i].trf);
        free(alone[i].trf);
    }
}
END_TEST

/* Read-only calls on one shared tournament from many threads at once. */
typedef struct reader {
    swc_tournament *t;
    long sum;
} reader;

static void *read_only(void *arg)
{
    reader *rd = arg;
    const swc_tournament *t = rd->t;
    for (int pass = 0; pass < 20; pass++)
        for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
            const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
            int32_t score = 0;
            swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
            if (swc_player_score(&score, p, swc_tournament_round_count(t)) == SWC_OK &&
                swc_player_round(&ri, p, 1) == SWC_OK)
                rd->sum += score + (long)ri.opponent + (long)swc_player_rating(p);
        }
    return NULL;
}

START_TEST(test_concurrent_readers)
{
    swc_tournament *t = swc_test_tournament(20);
    ck_assert_ptr_nonnull(t);
    for (int r = 1; r <= 3; r++) {
        swc_round *rd = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&rd, t), SWC_OK);
        for (uint32_t b = 1; b <= swc_round_board_count(rd); b++)
            ck_assert_int_eq(swc_round_set_result(rd, b, 1 + (int)(b % 3)), SWC_OK);
    }
    reader rs[NTHREADS];
    pthread_t th[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        rs[i].t = t;
        rs[i].sum = 0;
        ck_assert_int_eq(pthread_create(&th[i], NULL, read_only, &rs[i]), 0);
    }
    for (int i = 0; i < NTHREADS; i++)
        ck_assert_int_eq(pthread_join(th[i], NULL), 0);
    for (int i = 1; i < NTHREADS; i++)
        ck_assert_int_eq(rs[i].sum, rs[0].sum);
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("threads");
    TCase *tc = tcase_create("threads");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_threads_match_single_thread);
    tcase_add_test(tc, test_concurrent_readers);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
