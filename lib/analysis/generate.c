/*
 * The random tournament generator (analysis.h).
 *
 * Every random choice is drawn from one xoshiro256** stream seeded with the
 * caller's seed, in a fixed order: ratings, then each player's late entry
 * and withdrawal, then round by round the half-point byes before pairing
 * and the results after it. The tournament is built in a private handle
 * through the public calls (so it obeys every rule they check) and moved
 * into the caller's handle only when complete.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../api/handles.h"
#include "../core/rng.h"
#include "elo.h"
#include <swisscore/analysis.h>

#define PPM 1000000u

static int chance(swc_rng *rng, uint32_t ppm)
{
    return ppm && swc_rng_below(rng, PPM) < ppm;
}

static int cmp_rating_desc(const void *a, const void *b)
{
    int32_t x = *(const int32_t *)a, y = *(const int32_t *)b;
    return (x < y) - (x > y);
}

/* Move the generated tournament into the caller's handle. */
static void adopt(swc_tournament *t, swc_tournament *g)
{
    struct swc_tournament tmp = *t;
    *t = *g;
    *g = tmp;
    for (size_t i = 0; i < t->nplayers; i++)
        t->players[i]->t = t;
    for (size_t r = 0; r < t->nrounds; r++)
        t->rounds[r]->t = t;
    for (size_t i = 0; i < g->nplayers; i++)
        g->players[i]->t = g;
    for (size_t r = 0; r < g->nrounds; r++)
        g->rounds[r]->t = g;
}

static int build(swc_tournament *g, const swc_generate_options *o, swc_rng *rng, int32_t lo, int32_t hi)
{
    int rc;
    uint32_t n = o->players, rounds = o->rounds;
    if ((rc = swc_tournament_set_int(g, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL)) ||
        (rc = swc_tournament_set_int(g, SWC_SET_ROUNDS, (int32_t)rounds)) ||
        (o->system && (rc = swc_tournament_set_int(g, SWC_SET_PAIRING_SYSTEM, o->system))) ||
        (o->edition && (rc = swc_tournament_set_int(g, SWC_SET_DUTCH_EDITION, o->edition))))
        return rc;
    if (o->points_win &&
        ((rc = swc_tournament_set_int(g, SWC_SET_POINTS_WIN, o->points_win)) ||
         (rc = swc_tournament_set_int(g, SWC_SET_POINTS_DRAW, o->points_draw)) ||
         (rc = swc_tournament_set_int(g, SWC_SET_POINTS_LOSS, o->points_loss))))
        return rc;
    char name[64];
    snprintf(name, sizeof name, "Random tournament, seed %llu", (unsigned long long)o->seed);
    if ((rc = swc_tournament_set_string(g, SWC_TEXT_NAME, name)))
        return rc;

    int32_t *ratings = swc_mem_calloc(&g->mem, n, sizeof *ratings);
    if (!ratings)
        return swc_fail(g, SWC_ENOMEM, "out of memory");
    for (uint32_t i = 0; i < n; i++)
        ratings[i] = lo + (int32_t)swc_rng_below(rng, (uint32_t)(hi - lo + 1));
    qsort(ratings, n, sizeof *ratings, cmp_rating_desc);
    for (uint32_t i = 0; i < n && !rc; i++) {
        swc_player_info info = SWC_PLAYER_INFO_INIT;
        snprintf(name, sizeof name, "Player %04lu", (unsigned long)i + 1);
        info.name = name;
        info.rating = ratings[i];
        rc = swc_player_add(NULL, g, &info);
    }
    swc_mem_free(&g->mem, ratings, n * sizeof *ratings);
    if (rc)
        return rc;

    /* Late entries and withdrawals are decided before round 1. */
    for (uint32_t i = 0; i < n && !rc; i++) {
        swc_player *p = g->players[i];
        uint32_t entry = 1;
        if (chance(rng, o->late_rate) && rounds >= 2) {
            uint32_t span = rounds / 2 ? rounds / 2 : 1;
            entry = 2 + swc_rng_below(rng, span);
            if (entry > rounds)
                entry = rounds;
            rc = swc_player_set_entry_round(p, entry);
        }
        if (!rc && chance(rng, o->withdraw_rate) && rounds >= 2) {
            uint32_t from = 2 + swc_rng_below(rng, rounds - 1);
            if (from > entry)
                rc = swc_player_withdraw(p, from);
        }
    }
    for (uint32_t r = 1; r <= rounds && !rc; r++) {
        for (uint32_t i = 0; i < n && !rc; i++) {
            swc_player *p = g->players[i];
            if (swc_available(p, r) && chance(rng, o->hpb_rate))
                rc = swc_player_request_bye(p, r, SWC_RK_HALF_BYE);
        }
        if (rc)
            break;
        swc_round *round = NULL;
        if ((rc = swc_tournament_pair_next(&round, g))) {
            if (rc == SWC_ENOPAIRING || rc == SWC_EUNSUPPORTED) {
                char msg[sizeof g->errmsg];
                memcpy(msg, g->errmsg, sizeof msg);
                rc = swc_fail(g, rc, "round %lu: %s", (unsigned long)r, msg);
            }
            break;
        }
        for (size_t b = 0; b < round->nboards && !rc; b++) {
            const swc_player *w = g->players[round->boards[b].white], *k = g->players[round->boards[b].black];
            int result;
            if (chance(rng, o->forfeit_rate)) {
                result = swc_rng_below(rng, 2) ? SWC_RESULT_WHITE_FORFEIT_WIN : SWC_RESULT_BLACK_FORFEIT_WIN;
            } else {
                uint32_t e = swc_elo_ppm(w->rating, k->rating);
                uint32_t balance = e < PPM - e ? e : PPM - e; /* min(E, 1 - E) */
                uint32_t draw = (uint32_t)(((uint64_t)o->draw_rate * 2u * balance) / PPM);
                uint32_t u = swc_rng_below(rng, PPM);
                if (u < e - draw / 2)
                    result = SWC_RESULT_WHITE_WIN;
                else if (u < e - draw / 2 + draw)
                    result = SWC_RESULT_DRAW;
                else
                    result = SWC_RESULT_BLACK_WIN;
            }
            rc = swc_round_set_result(round, (uint32_t)b + 1, result);
        }
        if (!rc && o->progress)
            o->progress(o->progress_user, r, rounds);
    }
    return rc;
}

int swc_tournament_generate(swc_tournament *t, const swc_generate_options *opts)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!opts)
        return swc_fail(t, SWC_EINVAL, "no options");
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof o)
        return swc_fail(t, SWC_EINVAL, "swc_generate_options has a bad struct_size");
    memcpy(&o, opts, opts->struct_size);
    if (t->nplayers || t->nrounds)
        return swc_fail(t, SWC_ESTATE, "the tournament must be empty");
    if (o.players < 2 || o.players > SWC_MAX_PLAYERS_MODEL)
        return swc_fail(t, SWC_ERANGE, "number of players must be 2..%d", SWC_MAX_PLAYERS_MODEL);
    if (o.rounds < 1 || o.rounds > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "number of rounds must be 1..%d", SWC_MAX_ROUNDS);
    if (o.draw_rate > PPM || o.forfeit_rate > PPM || o.hpb_rate > PPM || o.withdraw_rate > PPM || o.late_rate > PPM)
        return swc_fail(t, SWC_ERANGE, "rates are in parts per million, at most %u", PPM);
    if (o.system && o.system != SWC_SYSTEM_DUTCH && o.system != SWC_SYSTEM_SEQUENTIAL && o.system != SWC_SYSTEM_BERGER)
        return swc_fail(t, SWC_ERANGE, "unknown pairing system %ld", (long)o.system);
    if (o.edition && o.edition != 2017 && o.edition != 2026)
        return swc_fail(t, SWC_ERANGE, "Dutch edition must be 2026 or 2017, got %ld", (long)o.edition);
    if (o.points_win && (o.points_win < 0 || o.points_win > SWC_MAX_POINTS || o.points_draw < 0 ||
                         o.points_draw > o.points_win || o.points_loss < 0 || o.points_loss > o.points_draw))
        return swc_fail(t, SWC_ERANGE, "points must satisfy win >= draw >= loss >= 0 and win <= %d", SWC_MAX_POINTS);
    int32_t lo = o.rating_low, hi = o.rating_high;
    if (!lo && !hi) {
        lo = 1400;
        hi = 2700;
    }
    if (lo < 0 || hi > 9999 || lo > hi)
        return swc_fail(t, SWC_ERANGE, "ratings must satisfy 0 <= low <= high <= 9999");

    swc_tournament *g = NULL;
    int rc = swc_model_new(&g, &t->mem.a);
    if (rc)
        return swc_fail(t, rc, "out of memory");
    /* The caller's settings (acceleration, initial colour, forfeit rule...)
     * apply; the options override rounds, system, edition and points. */
    g->set = t->set;
    swc_rng rng;
    swc_rng_seed(&rng, o.seed);
    rc = build(g, &o, &rng, lo, hi);
    if (rc) {
        int code = swc_fail(t, rc, "%s", g->errmsg);
        swc_model_free(g);
        return code;
    }
    adopt(t, g);
    swc_model_free(g);
    return swc_ok(t);
}
