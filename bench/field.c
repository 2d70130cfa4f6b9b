/*
 * Fields made round by round by the Dutch engine (field.h).
 *
 * Every random choice comes from one splitmix64 stream in a fixed order
 * (ratings, then which late player enters in which round, then round by
 * round the bye requests before the pairing and the results after it), so
 * a spec and its options always give the same field, on every platform:
 * the arithmetic avoids libm.
 */
#include "field.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "../lib/analysis/elo.h" /* the library generator's Elo model */

#define PPM 1000000u

typedef struct rng {
    uint64_t s;
} rng;

static uint64_t rng_next(rng *g)
{
    uint64_t z = (g->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Uniform in 0..n-1 (n > 0); the bias of a 64-bit modulo is negligible. */
static uint32_t rng_below(rng *g, uint32_t n)
{
    return (uint32_t)(rng_next(g) % n);
}

static int chance(rng *g, uint32_t ppm)
{
    return ppm && rng_below(g, PPM) < ppm;
}

/* A result by the Elo expectation, with draws 30 % between equal players
 * and fewer between unequal ones; or a forfeit. */
static int draw_result(rng *g, const field_options *o, int32_t white, int32_t black)
{
    if (chance(g, o->forfeit_ppm))
        return rng_below(g, 2) ? SWC_RESULT_WHITE_FORFEIT_WIN : SWC_RESULT_BLACK_FORFEIT_WIN;
    uint32_t e = swc_elo_ppm(white, black);
    uint32_t balance = e < PPM - e ? e : PPM - e;
    uint32_t draw = (uint32_t)((300000ull * 2u * balance) / PPM);
    uint32_t u = rng_below(g, PPM);
    if (u < e - draw / 2)
        return SWC_RESULT_WHITE_WIN;
    if (u < e - draw / 2 + draw)
        return SWC_RESULT_DRAW;
    return SWC_RESULT_BLACK_WIN;
}

int field_parse(field_options *o, const char *spec)
{
    unsigned long n = 0, r = 0;
    unsigned long long seed = 0;
    char tail = 0;
    int k = sscanf(spec, "dutch:%lu:%lu:%llu%c", &n, &r, &seed, &tail);
    if (strncmp(spec, "dutch:", 6) != 0 || k < 2 || k > 3 || n < 2 || n > SWC_MAX_PLAYERS_MODEL || r < 2 ||
        r > SWC_MAX_ROUNDS) {
        fprintf(stderr, "bench-pairing: %s: expected dutch:PLAYERS:ROUNDS[:SEED], 2..%d players, 2..%d rounds\n",
                spec, SWC_MAX_PLAYERS_MODEL, SWC_MAX_ROUNDS);
        return -1;
    }
    o->players = (uint32_t)n;
    o->rounds = (uint32_t)r;
    o->seed = seed;
    return 0;
}

int field_round_complete(const swc_tournament *t, uint32_t round)
{
    uint32_t n = swc_tournament_player_count(t), pabs = 0;
    for (uint32_t i = 1; i <= n; i++) {
        swc_player *p = swc_tournament_player_by_tpn(t, i);
        swc_player_round_info info = SWC_PLAYER_ROUND_INFO_INIT;
        if (!p || swc_player_round(&info, p, round) != SWC_OK)
            return 0;
        switch (info.kind) {
        case SWC_RK_PLAYED:
        case SWC_RK_FORFEIT_WIN:
        case SWC_RK_FORFEIT_LOSS:
            if (!info.opponent || !info.board)
                return 0;
            break;
        case SWC_RK_PAB:
            pabs++;
            break;
        case SWC_RK_FULL_BYE:
        case SWC_RK_HALF_BYE:
        case SWC_RK_ZERO_BYE:
        case SWC_RK_NOT_ENTERED:
        case SWC_RK_WITHDRAWN:
            break;
        default: /* left out without a reason */
            return 0;
        }
    }
    return pabs <= 1;
}

static int add_player(swc_tournament *t, uint32_t number, int32_t rating)
{
    char name[32];
    swc_player_info info = SWC_PLAYER_INFO_INIT;
    snprintf(name, sizeof name, "Player %06lu", (unsigned long)number);
    info.name = name;
    info.rating = rating;
    return swc_player_add(NULL, t, &info);
}

static int cmp_rating_desc(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x < y) - (x > y);
}

/* Round `r`: late entries, bye requests, the timed pairing, results. */
static int play_round(swc_tournament *t, const field_options *o, rng *g, const int32_t *ratings,
                      const uint8_t *entry, uint32_t r, const field_hooks *hooks)
{
    int rc = SWC_OK;
    uint32_t first = o->players - o->late;
    for (uint32_t i = first; i < o->players && rc == SWC_OK; i++)
        if (entry[i - first] == r) /* a late entry, registered as the round is about to be paired */
            rc = add_player(t, i + 1, ratings[i]);
    uint32_t n = swc_tournament_player_count(t);
    for (uint32_t id = 1; id <= n && rc == SWC_OK; id++)
        if (chance(g, o->bye_ppm))
            rc = swc_player_request_bye(swc_tournament_player(t, id), r, SWC_RK_HALF_BYE);
    if (rc != SWC_OK)
        return rc;

    if (hooks && hooks->before)
        hooks->before(hooks->user, r);
    swc_round *round = NULL;
    double c0 = bench_cpu_now(), w0 = bench_now();
    rc = swc_tournament_pair_next(&round, t);
    double w1 = bench_now(), c1 = bench_cpu_now();
    if (rc != SWC_OK)
        return rc;
    field_round fr = { r, n, c1 - c0, w1 - w0, field_round_complete(t, r) };
    if (hooks && hooks->after)
        hooks->after(hooks->user, &fr);

    uint32_t boards = swc_round_board_count(round);
    for (uint32_t b = 1; b <= boards && rc == SWC_OK; b++) {
        uint32_t w = 0, k = 0;
        swc_round_board(&w, &k, round, b);
        int result = draw_result(g, o, swc_player_rating(swc_tournament_player(t, w)),
                                 swc_player_rating(swc_tournament_player(t, k)));
        rc = swc_round_set_result(round, b, result);
    }
    return rc;
}

int field_make(swc_tournament **out, const field_options *o, const field_hooks *hooks, char *err, size_t errlen)
{
    *out = NULL;
    err[0] = '\0';
    if (o->players < 2 || o->late > o->players - 2 || o->rounds < 2 || o->bye_ppm > PPM || o->forfeit_ppm > PPM) {
        snprintf(err, errlen, "late entries must leave 2 players for round 1; rates at most 100 %%");
        return SWC_ERANGE;
    }
    rng g = { o->seed };
    int32_t *ratings = malloc((size_t)o->players * sizeof *ratings);
    uint8_t *entry = malloc((size_t)o->late + 1);
    swc_tournament *t = NULL;
    int rc = ratings && entry ? swc_tournament_new(&t, NULL) : SWC_ENOMEM;
    if (rc == SWC_OK) {
        /* Ratings 1400..2700 as in swc_tournament_generate(); those who
         * start are registered strongest first, the late ones as drawn. */
        for (uint32_t i = 0; i < o->players; i++)
            ratings[i] = 1400 + (int32_t)rng_below(&g, 1301);
        qsort(ratings, o->players - o->late, sizeof *ratings, cmp_rating_desc);
        for (uint32_t i = 0; i < o->late; i++)
            entry[i] = (uint8_t)(o->rounds >= 3 ? 2 + rng_below(&g, 2) : 2);
        char name[64];
        snprintf(name, sizeof name, "Dutch field, seed %llu", (unsigned long long)o->seed);
        if ((rc = swc_tournament_set_string(t, SWC_TEXT_NAME, name)) == SWC_OK &&
            (rc = swc_tournament_set_int(t, SWC_SET_ROUNDS, (int32_t)o->rounds)) == SWC_OK &&
            (rc = swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_DUTCH)) == SWC_OK)
            rc = swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, o->edition ? o->edition : 2026);
    }
    for (uint32_t i = 0; i < o->players - o->late && rc == SWC_OK; i++)
        rc = add_player(t, i + 1, ratings[i]);
    uint32_t r = 1;
    while (r <= o->rounds && rc == SWC_OK && (rc = play_round(t, o, &g, ratings, entry, r, hooks)) == SWC_OK)
        r++;
    if (rc != SWC_OK)
        snprintf(err, errlen, "round %lu: %.200s", (unsigned long)r, t ? swc_tournament_errmsg(t) : "out of memory");
    free(ratings);
    free(entry);
    *out = t;
    return rc;
}

char *field_text(swc_tournament *t, size_t *len)
{
    char *text = NULL;
    size_t need = 0;
    int rc;
    if (swc_tournament_player_count(t) <= SWC_MAX_PLAYERS) {
        swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
        rc = swc_trf_write(&need, NULL, 0, t, &wo);
        if (rc == SWC_EBUFSIZE && (text = malloc(need + 1)) != NULL)
            rc = swc_trf_write(len, text, need + 1, t, &wo);
        else if (rc == SWC_EBUFSIZE)
            rc = SWC_ENOMEM;
    } else { /* beyond TRF: a compact JSON document */
        swc_json_write_options jo = SWC_JSON_WRITE_OPTIONS_INIT;
        jo.indent = 0;
        rc = swc_json_write(&need, NULL, 0, t, &jo);
        if (rc == SWC_EBUFSIZE && (text = malloc(need + 1)) != NULL)
            rc = swc_json_write(len, text, need + 1, t, &jo);
        else if (rc == SWC_EBUFSIZE)
            rc = SWC_ENOMEM;
    }
    if (rc != SWC_OK) {
        fprintf(stderr, "bench-pairing: writing the field: %s: %s\n", swc_strerror(rc), swc_tournament_errmsg(t));
        free(text);
        return NULL;
    }
    return text;
}

int field_save_text(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(text, 1, len, f) == len;
    if (f && fclose(f) != 0)
        ok = 0;
    if (!ok) {
        fprintf(stderr, "bench-pairing: %s: %s\n", path, strerror(errno ? errno : EIO));
        return -1;
    }
    return 0;
}
