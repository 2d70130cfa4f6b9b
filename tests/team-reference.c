/*
 * FIDE's Swiss Team Pairing System (C.04.6, 2026) against an exhaustive
 * search written here, from the public API only.
 *
 * No other program pairs by C.04.6, so the reference is a second reading
 * of the articles that shares no code and no method with the library: it
 * enumerates every complete pairing of the round (every PAB, every perfect
 * matching of the others that no meeting forbids), gives each one the key
 * of the rules' order, and takes the smallest:
 *
 *   the PAB's place in the order of 3.4, then bracket by bracket (the
 *   highest remaining score, its residents and their opponents): the number
 *   of upfloaters [C4], their scores in ascending order, the highest first
 *   [C5], [C6], [C7], the set in the order of 3.5.3-3.5.4, the sums of
 *   [C8], [C9] and [C10], and the identifier of 3.6.2.
 *
 * The library decides the same with matchings (lib/pairing/team/). Events
 * are generated with random results, 4 to 12 teams, colour preference types
 * A and B, match points or game points first, with and without the Baku
 * acceleration; every round is compared, and the colours of article 4 too.
 */
#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <swisscore/swisscore.h>

#include "team-reference.h"
#include "testutil.h"

#define MAXT 14
#define KEYLEN 256

typedef struct ref_team {
    uint32_t number;
    int32_t score, primary, secondary;
    int played, pab_ok, floated, cdiff, pref, strong;
    int seq[64];
} ref_team;

typedef struct ref {
    int n;                 /* teams to pair */
    ref_team tm[MAXT];
    int bar[MAXT][MAXT];
    int typeb, late, last_round, initial;
    int8_t memo[1 << MAXT];
    /* the search */
    int mate[MAXT];
    int pab;
    int64_t best[KEYLEN];
    int bestlen;
    int bestmate[MAXT];
    int bestpab;
    int found;
} ref;

uint64_t rng_state;

uint32_t rnd(uint32_t n)
{
    rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (uint32_t)((rng_state >> 33) % n);
}

/* ---- reading the event ---------------------------------------------------- */

static int32_t baku(swc_tournament *t, uint32_t number, uint32_t nteams, uint32_t round, int gp_first)
{
    int32_t acc = 0, rounds = 0, win = 0;
    swc_tournament_get_int(&acc, t, SWC_SET_ACCELERATION);
    swc_tournament_get_int(&rounds, t, SWC_SET_ROUNDS);
    swc_team_get_int(&win, t, SWC_TEAM_MP_WIN);
    if (acc != SWC_ACCEL_BAKU || gp_first)
        return 0;
    uint32_t accelerated = ((uint32_t)rounds + 1) / 2;
    uint32_t groupa = 2 * ((nteams + 3) / 4);
    if (number > groupa || round > accelerated)
        return 0;
    return round <= (accelerated + 1) / 2 ? win : win / 2;
}

static void score_of(swc_tournament *t, uint32_t team, uint32_t after, int gp_first, int32_t *pri, int32_t *sec)
{
    int32_t mp = 0, gp = 0;
    ck_assert_int_eq(swc_team_score(&mp, &gp, t, team, after), SWC_OK);
    *pri = gp_first ? gp : mp;
    *sec = gp_first ? mp : gp;
}

static void read_event(ref *R, swc_tournament *t)
{
    memset(R, 0, sizeof *R);
    uint32_t k = swc_tournament_round_count(t) + 1, nt = swc_team_count(t);
    int32_t v = 0, rounds = 0, init = 0;
    swc_team_get_int(&v, t, SWC_TEAM_COLOUR_TYPE);
    R->typeb = v == 1;
    int no_prefs = v == 2; /* 1.7: no colour preferences at all */
    swc_team_get_int(&v, t, SWC_TEAM_SCORE_ORDER);
    int gp_first = v == 1;
    swc_team_get_int(&v, t, SWC_TEAM_NO_SECONDARY);
    int no_secondary = v == 1; /* 4.2.2: the secondary score never decides */
    swc_tournament_get_int(&rounds, t, SWC_SET_ROUNDS);
    swc_tournament_get_int(&init, t, SWC_SET_INITIAL_COLOUR);
    R->initial = init == SWC_COLOUR_BLACK ? 2 : 1;
    R->late = (int)k > rounds - 2;
    R->last_round = (int)k == rounds;
    int board1 = swc_team_colours(t)[0] == 'B' ? 2 : 1;
    int pos[64];
    for (uint32_t i = 1; i <= nt; i++) {
        uint32_t entry = 0, wd = 0;
        ck_assert_int_eq(swc_team_status(&entry, &wd, t, i), SWC_OK);
        pos[i] = -1;
        int32_t asked = SWC_RK_NONE;
        ck_assert_int_eq(swc_team_get_bye_request(&asked, t, i, k), SWC_OK);
        if (entry <= k && (!wd || wd > k) && asked == SWC_RK_NONE)
            pos[i] = R->n++;
    }
    for (uint32_t i = 1; i <= nt; i++) {
        if (pos[i] < 0)
            continue;
        ref_team *x = &R->tm[pos[i]];
        x->number = i;
        x->pab_ok = 1;
        score_of(t, i, k - 1, gp_first, &x->primary, &x->secondary);
        if (no_secondary)
            x->secondary = 0;
        x->score = x->primary + baku(t, i, nt, k, gp_first);
        for (uint32_t r = 1; r < k; r++) {
            swc_team_result res = SWC_TEAM_RESULT_INIT;
            ck_assert_int_eq(swc_team_round_result(&res, t, i, r), SWC_OK);
            if (res.kind == SWC_RK_PAB || res.kind == SWC_RK_FULL_BYE || res.kind == SWC_RK_FORFEIT_WIN)
                x->pab_ok = 0;
            if (res.kind != SWC_RK_PLAYED)
                continue; /* a forfeited match was not played: the teams may meet */
            if (pos[res.opponent] >= 0)
                R->bar[pos[i]][pos[res.opponent]] = 1;
            int col = res.colour == SWC_COLOUR_WHITE ? board1 : 3 - board1;
            x->seq[x->played++] = col;
            x->cdiff += col == 1 ? 1 : -1;
            if (r == k - 1) {
                int32_t a, b, s;
                score_of(t, i, k - 2, gp_first, &a, &s);
                score_of(t, res.opponent, k - 2, gp_first, &b, &s);
                a += baku(t, i, nt, k - 1, gp_first);
                b += baku(t, res.opponent, nt, k - 1, gp_first);
                x->floated = a != b;
            }
        }
        /* 1.7 */
        if (no_prefs)
            continue;
        int d = x->cdiff, last = x->played ? x->seq[x->played - 1] : 0;
        int two = x->played >= 2 && x->seq[x->played - 2] == last ? last : 0;
        if (d < -1 || (d <= 0 && d >= -1 && two == 2)) {
            x->pref = 1;
            x->strong = 1;
        } else if (d > 1 || (d >= 0 && d <= 1 && two == 1)) {
            x->pref = 2;
            x->strong = 1;
        } else if (R->typeb) {
            if (d == -1)
                x->pref = 1;
            else if (d == 1)
                x->pref = 2;
            else if (last && !R->last_round)
                x->pref = 3 - last;
        }
    }
    /* [C1] also keeps apart the pairs the arbiter forbade. */
    for (uint32_t f = 0; f < swc_team_forbidden_count(t); f++) {
        uint32_t a = 0, b = 0;
        ck_assert_int_eq(swc_team_forbidden(&a, &b, t, f), SWC_OK);
        if (pos[a] >= 0 && pos[b] >= 0)
            R->bar[pos[a]][pos[b]] = R->bar[pos[b]][pos[a]] = 1;
    }
    memset(R->memo, -1, sizeof R->memo);
}

/* ---- brute force ---------------------------------------------------------- */

/* Can the teams of mask all be paired? By trying every partner of the first. */
static int matchable(ref *R, unsigned mask)
{
    if (!mask)
        return 1;
    if (R->memo[mask] >= 0)
        return R->memo[mask];
    int a = __builtin_ctz(mask), ok = 0;
    for (int b = a + 1; b < R->n && !ok; b++)
        if ((mask >> b & 1) && !R->bar[a][b])
            ok = matchable(R, mask & ~(1u << a) & ~(1u << b));
    R->memo[mask] = (int8_t)ok;
    return ok;
}

static int cmp_key(const int64_t *a, int la, const int64_t *b, int lb)
{
    for (int i = 0; i < la && i < lb; i++)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return la == lb ? 0 : la < lb ? -1 : 1;
}

/* The key of the complete pairing in R->mate / R->pab. */
static int key_of(ref *R, int64_t *key)
{
    int len = 0, n = R->n;
    unsigned rem = (1u << n) - 1;
    if (R->pab >= 0) {
        const ref_team *p = &R->tm[R->pab];
        if (!p->pab_ok)
            return -1;
        int rank = 0;
        for (int v = 0; v < n; v++) {
            const ref_team *q = &R->tm[v];
            if (v == R->pab || !q->pab_ok)
                continue;
            rank += q->score < p->score || (q->score == p->score && q->played > p->played) ||
                    (q->score == p->score && q->played == p->played && q->number > p->number);
        }
        key[len++] = rank;
        rem &= ~(1u << R->pab);
    }
    while (rem) {
        int32_t s = INT32_MIN;
        for (int v = 0; v < n; v++)
            if ((rem >> v & 1) && R->tm[v].score > s)
                s = R->tm[v].score;
        unsigned br = 0, up = 0;
        for (int v = 0; v < n; v++)
            if ((rem >> v & 1) && R->tm[v].score == s)
                br |= 1u << v | 1u << R->mate[v];
        for (int v = 0; v < n; v++)
            if ((br >> v & 1) && R->tm[v].score != s)
                up |= 1u << v;
        int nu = __builtin_popcount(up), ord[MAXT], no = 0;
        key[len++] = nu;
        /* [C5]: the scores ascending, the higher list first. */
        int32_t sc[MAXT];
        for (int v = 0; v < n; v++)
            if (up >> v & 1)
                sc[no++] = R->tm[v].score;
        for (int i = 1; i < no; i++)
            for (int j = i; j > 0 && sc[j] < sc[j - 1]; j--) {
                int32_t x = sc[j];
                sc[j] = sc[j - 1];
                sc[j - 1] = x;
            }
        for (int i = 0; i < no; i++)
            key[len++] = -sc[i];
        /* [C6]: the next scoregroup left behind pairs with 0 or 1 upfloater. */
        unsigned rest = rem & ~br, fol = 0, low = 0;
        int32_t next = INT32_MIN;
        for (int v = 0; v < n; v++)
            if ((rem >> v & 1) && R->tm[v].score < s && R->tm[v].score > next)
                next = R->tm[v].score;
        for (int v = 0; v < n; v++) {
            if (!(rest >> v & 1))
                continue;
            if (R->tm[v].score == next)
                fol |= 1u << v;
            else if (R->tm[v].score < next)
                low |= 1u << v;
        }
        int c6 = 1;
        if (fol) {
            c6 = 0;
            if (__builtin_popcount(fol) % 2 == 0)
                c6 = matchable(R, fol) && matchable(R, rest & ~fol);
            for (int x = 0; x < n && !c6 && __builtin_popcount(fol) % 2; x++)
                if (low >> x & 1)
                    c6 = matchable(R, fol | 1u << x) && matchable(R, rest & ~fol & ~(1u << x));
        }
        key[len++] = !c6;
        int c7 = 0;
        for (int v = 0; v < n && !R->late; v++)
            c7 += (up >> v & 1) && R->tm[v].floated;
        key[len++] = c7;
        /* 3.5.3-3.5.4: the set by descending score, then ascending TPN. */
        no = 0;
        for (int v = 0; v < n; v++)
            if (up >> v & 1)
                ord[no++] = v;
        for (int i = 1; i < no; i++)
            for (int j = i; j > 0; j--) {
                const ref_team *a = &R->tm[ord[j]], *b = &R->tm[ord[j - 1]];
                if (a->score > b->score || (a->score == b->score && a->number < b->number)) {
                    int x = ord[j];
                    ord[j] = ord[j - 1];
                    ord[j - 1] = x;
                }
            }
        for (int i = 0; i < no; i++)
            key[len++] = R->tm[ord[i]].number;
        int c8 = 0, c9 = 0, c10 = 0;
        for (int v = 0; v < n; v++) {
            int w = R->mate[v];
            if (!(br >> v & 1) || w < v)
                continue;
            const ref_team *a = &R->tm[v], *b = &R->tm[w];
            if (a->pref && a->pref == b->pref) {
                c8++;
                c9 += R->typeb && a->strong && b->strong;
            }
            if (!R->late)
                c10 += ((up >> v & 1) && b->floated) + ((up >> w & 1) && a->floated);
        }
        key[len++] = c8;
        key[len++] = c9;
        key[len++] = c10;
        /* 3.6.2: top members ascending, then their partners. Teams are in TPN order. */
        for (int v = 0; v < n; v++)
            if ((br >> v & 1) && R->mate[v] > v)
                key[len++] = R->tm[v].number;
        for (int v = 0; v < n; v++)
            if ((br >> v & 1) && R->mate[v] > v)
                key[len++] = R->tm[R->mate[v]].number;
        rem &= ~br;
    }
    return len;
}

static void enumerate(ref *R, unsigned left)
{
    if (!left) {
        int64_t key[KEYLEN];
        int len = key_of(R, key);
        if (len >= 0 && (!R->found || cmp_key(key, len, R->best, R->bestlen) < 0)) {
            R->found = 1;
            memcpy(R->best, key, (size_t)len * sizeof *key);
            R->bestlen = len;
            memcpy(R->bestmate, R->mate, sizeof R->mate);
            R->bestpab = R->pab;
        }
        return;
    }
    int a = __builtin_ctz(left);
    for (int b = a + 1; b < R->n; b++)
        if ((left >> b & 1) && !R->bar[a][b]) {
            R->mate[a] = b;
            R->mate[b] = a;
            enumerate(R, left & ~(1u << a) & ~(1u << b));
        }
}

static void search(ref *R)
{
    unsigned all = (1u << R->n) - 1;
    R->found = 0;
    if (R->n % 2 == 0) {
        R->pab = -1;
        enumerate(R, all);
        return;
    }
    for (int p = 0; p < R->n; p++) {
        R->pab = p;
        R->mate[p] = -1;
        enumerate(R, all & ~(1u << p));
    }
}

/* Article 4 by the reference's own reading: the colour of a (1 W, 2 B). */
static int colour_of(const ref *R, int a, int b)
{
    const ref_team *f = &R->tm[a], *s = &R->tm[b];
    int first = f->primary != s->primary       ? f->primary > s->primary
                : f->secondary != s->secondary ? f->secondary > s->secondary
                                               : f->number < s->number;
    if (!first) {
        const ref_team *x = f;
        f = s;
        s = x;
    }
    int col = 0;
    if (!f->played && !s->played)
        col = f->number % 2 ? R->initial : 3 - R->initial;
    else if (f->pref && !s->pref)
        col = f->pref;
    else if (!f->pref && s->pref)
        col = 3 - s->pref;
    else if (f->pref && s->pref && f->pref != s->pref)
        col = f->pref;
    else if (R->typeb && f->pref && s->pref && f->strong != s->strong)
        col = f->strong ? f->pref : 3 - s->pref;
    else if (f->cdiff != s->cdiff)
        col = f->cdiff < s->cdiff ? 1 : 2;
    else {
        for (int i = 1; i <= f->played && i <= s->played && !col; i++)
            if (f->seq[f->played - i] != s->seq[s->played - i])
                col = 3 - f->seq[f->played - i];
        if (!col)
            col = f->pref ? f->pref : f->played ? 3 - f->seq[f->played - 1] : s->seq[s->played - 1];
    }
    return first ? col : 3 - col;
}

/* ---- the events ------------------------------------------------------------ */

swc_tournament *event_with(int nteams, int boards, int rounds, const swc_allocator *a)
{
    swc_tournament *t = NULL;
    swc_tournament_options o = SWC_TOURNAMENT_OPTIONS_INIT;
    o.allocator = a;
    ck_assert_int_eq(swc_tournament_new(&t, &o), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, rounds), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, boards), SWC_OK);
    for (int i = 0; i < nteams; i++) {
        uint32_t ids[SWC_MAX_BOARDS];
        for (int b = 0; b < boards; b++) {
            char name[32];
            snprintf(name, sizeof name, "T%02d B%d", i + 1, b + 1);
            swc_player_info in = SWC_PLAYER_INFO_INIT;
            in.name = name;
            in.rating = 2400 - 10 * (i * boards + b);
            ck_assert_int_eq(swc_player_add(&ids[b], t, &in), SWC_OK);
        }
        char name[32];
        snprintf(name, sizeof name, "Team %d", i + 1);
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        ti.name = name;
        ck_assert_int_eq(swc_team_add(NULL, t, &ti), SWC_OK);
        ck_assert_int_eq(swc_team_set_members(t, (uint32_t)i + 1, ids, (size_t)boards), SWC_OK);
    }
    return t;
}

swc_tournament *event(int nteams, int boards, int rounds)
{
    return event_with(nteams, boards, rounds, NULL);
}

void play_draws(swc_tournament *t, swc_round *r)
{
    (void)t;
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
}

/* Board b of round k: a draw, a white win or a black win as (b + k) % 3
 * is 0, 1 or 2; the same results in every run without random numbers. */
void play_cycle(swc_round *r, uint32_t k)
{
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, (b + k) % 3 == 0 ? SWC_RESULT_DRAW
                                                    : (b + k) % 3 == 1 ? SWC_RESULT_WHITE_WIN
                                                                       : SWC_RESULT_BLACK_WIN),
                         SWC_OK);
}

void play(swc_round *r)
{
    static const int res[3] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN };
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, res[rnd(3)]), SWC_OK);
}

/* Pair every round of one event and compare each with the reference;
 * nforbid random team pairs are forbidden first, and never meet, and nbyes
 * random byes are asked for in rounds 2 and later; ctype 0, 1, 2: colour
 * preferences of type A, B, none; nosec: no secondary score (4.2.2). */
int run_event_full(int nteams, int boards, int rounds, int ctype, int gp, int accel, int nforbid, int nbyes,
                   int nosec, int *compared)
{
    swc_tournament *t = event(nteams, boards, rounds);
    for (int f = 0; f < nforbid; f++) {
        uint32_t a = 1 + rnd((uint32_t)nteams), b = 1 + rnd((uint32_t)nteams - 1);
        b += b >= a;
        ck_assert_int_eq(swc_team_forbid_pair(t, a, b), SWC_OK);
        ck_assert_int_eq(swc_team_is_forbidden(t, b, a), 1);
    }
    static const int kinds[3] = { SWC_RK_FULL_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE };
    for (int q = 0; q < nbyes && rounds > 1; q++)
        ck_assert_int_eq(swc_team_request_bye(t, 1 + rnd((uint32_t)nteams), 2 + rnd((uint32_t)rounds - 1), kinds[rnd(3)]),
                         SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, ctype), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_NO_SECONDARY, nosec), SWC_OK);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), SWC_OK);
    if (accel)
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
    static ref R;
    for (int k = 1; k <= rounds; k++) {
        read_event(&R, t);
        search(&R);
        swc_round *r = NULL;
        int rc = swc_tournament_pair_next(&r, t);
        if (!R.found) {
            ck_assert_msg(rc == SWC_ENOPAIRING, "round %d: the reference finds no pairing, the library %d", k, rc);
            break;
        }
        ck_assert_msg(rc == SWC_OK, "round %d: %s", k, swc_tournament_errmsg(t));
        uint32_t nm = swc_team_match_count(t, (uint32_t)k);
        if (getenv("SWC_TEAM_DEBUG")) {
            /* The library's pairing under the reference's key, beside the best. */
            int lm[MAXT], lp = -1;
            for (uint32_t i = 0; i < nm; i++) {
                swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
                swc_team_match_get(&m, t, (uint32_t)k, i);
                int a = -1, b = -1;
                for (int v = 0; v < R.n; v++) {
                    a = R.tm[v].number == m.white ? v : a;
                    b = R.tm[v].number == m.black ? v : b;
                }
                if (b < 0)
                    lp = a;
                else {
                    lm[a] = b;
                    lm[b] = a;
                }
            }
            memcpy(R.mate, lm, sizeof lm);
            R.pab = lp;
            int64_t key[KEYLEN];
            int len = key_of(&R, key);
            for (int v = 0; v < R.n; v++)
                fprintf(stderr, "team %u score %d pref %d%s fl %d pab %d\n", R.tm[v].number, R.tm[v].score,
                        R.tm[v].pref, R.tm[v].strong ? "s" : "", R.tm[v].floated, R.tm[v].pab_ok);
            fprintf(stderr, "lib:");
            for (int i = 0; i < len; i++)
                fprintf(stderr, " %lld", (long long)key[i]);
            fprintf(stderr, "\nref:");
            for (int i = 0; i < R.bestlen; i++)
                fprintf(stderr, " %lld", (long long)R.best[i]);
            fprintf(stderr, "\n");
        }
        uint32_t asked = 0;
        for (uint32_t i = 0; i < nm; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            int32_t kind = SWC_RK_NONE;
            ck_assert_int_eq(swc_team_match_get(&m, t, (uint32_t)k, i), SWC_OK);
            ck_assert_int_eq(swc_team_get_bye_request(&kind, t, m.white, (uint32_t)k), SWC_OK);
            if (!m.black && m.kind != SWC_RK_PAB)
                ck_assert_msg(kind == m.kind, "round %d: team %u has bye %d, asked for %d", k, m.white, m.kind, kind);
            asked += !m.black && m.kind != SWC_RK_PAB;
        }
        ck_assert_uint_eq(nm - asked, (uint32_t)(R.n + 1) / 2);
        for (uint32_t i = 0; i < nm; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            ck_assert_int_eq(swc_team_match_get(&m, t, (uint32_t)k, i), SWC_OK);
            if (!m.black && m.kind != SWC_RK_PAB)
                continue; /* a bye the team asked for */
            int a = -1, b = -1;
            for (int v = 0; v < R.n; v++) {
                if (R.tm[v].number == m.white)
                    a = v;
                if (R.tm[v].number == m.black)
                    b = v;
            }
            ck_assert_int_ge(a, 0);
            if (!m.black) {
                ck_assert_int_eq(m.kind, SWC_RK_PAB);
                ck_assert_msg(R.bestpab == a, "round %d: PAB to team %u, the reference gives it to %u", k,
                              m.white, R.tm[R.bestpab].number);
                continue;
            }
            ck_assert_msg(R.bestmate[a] == b, "round %d of %d teams (%c, %s%s): %u-%u, the reference pairs %u-%u",
                          k, nteams, "AB-"[ctype], gp ? "GP" : "MP", accel ? ", Baku" : "", m.white, m.black,
                          m.white, R.tm[R.bestmate[a]].number);
            /* The first-named team has White on board 1 (sequence WBWB...). */
            ck_assert_msg(colour_of(&R, a, b) == 1, "round %d: colours of %u-%u", k, m.white, m.black);
            ck_assert_msg(!swc_team_is_forbidden(t, m.white, m.black), "round %d: forbidden pair %u-%u meets", k,
                          m.white, m.black);
        }
        ++*compared;
        play(r);
    }
    swc_tournament_free(t);
    return 0;
}

int run_event_forbidding(int nteams, int boards, int rounds, int typeb, int gp, int accel, int nforbid,
                                int *compared)
{
    return run_event_full(nteams, boards, rounds, typeb, gp, accel, nforbid, 0, 0, compared);
}

int run_event(int nteams, int boards, int rounds, int typeb, int gp, int accel, int *compared)
{
    return run_event_forbidding(nteams, boards, rounds, typeb, gp, accel, 0, compared);
}


/* Round k's match i as "white-black" (black 0 for a bye). */
void match_of(swc_tournament *t, uint32_t k, uint32_t i, uint32_t *w, uint32_t *b)
{
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    ck_assert_int_eq(swc_team_match_get(&m, t, k, i), SWC_OK);
    *w = m.white;
    *b = m.black;
}

/* Whether teams a and b meet in round k (in either order). */
int meet(swc_tournament *t, uint32_t k, uint32_t a, uint32_t b)
{
    for (uint32_t i = 0; i < swc_team_match_count(t, k); i++) {
        uint32_t w, x;
        match_of(t, k, i, &w, &x);
        if ((w == a && x == b) || (w == b && x == a))
            return 1;
    }
    return 0;
}

/* Set every board of a match: the first-named team wins `won` boards, the rest are drawn. */
void score_match(swc_tournament *t, swc_round *r, uint32_t k, uint32_t first, int boards, int won)
{
    const char *seq = swc_team_colours(t);
    for (int b = 0; b < boards; b++) {
        uint32_t bd = 0;
        ck_assert_int_eq(swc_team_board(&bd, t, k, first, (uint32_t)b + 1), SWC_OK);
        int res = b < won ? (seq[b] == 'W' ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN) : SWC_RESULT_DRAW;
        ck_assert_int_eq(swc_round_set_result(r, bd, res), SWC_OK);
    }
}
/* Round k's entry of the checker's report on t: the k-th entry, which
 * must be round k, or (by_number) whichever entry is round k. */
static swc_check_round_info report_round(swc_tournament *t, uint32_t k, int by_number, char *text, size_t cap)
{
    swc_check_report *rep = NULL;
    ck_assert_msg(swc_tournament_check(&rep, t, NULL) == SWC_OK, "%s", swc_tournament_errmsg(t));
    swc_check_round_info info = SWC_CHECK_ROUND_INFO_INIT;
    if (by_number) {
        uint32_t n = swc_check_report_round_count(rep);
        int found = 0;
        for (uint32_t i = 0; i < n && !found; i++) {
            ck_assert_int_eq(swc_check_report_round(&info, rep, i), SWC_OK);
            found = info.round == k;
        }
        ck_assert_msg(found, "round %u is in the report", k);
    } else {
        ck_assert_int_eq(swc_check_report_round(&info, rep, k - 1), SWC_OK);
        ck_assert_uint_eq(info.round, k);
    }
    snprintf(text, cap, "%s", info.text ? info.text : "");
    /* The text belongs to the report, freed below. */
    info.text = NULL;
    swc_check_report_free(rep);
    return info;
}

swc_check_round_info verdict(swc_tournament *t, uint32_t k, char *text, size_t cap)
{
    return report_round(t, k, 0, text, cap);
}

swc_check_round_info verdict_of_round(swc_tournament *t, uint32_t k, char *text, size_t cap)
{
    return report_round(t, k, 1, text, cap);
}
