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

static uint64_t rng_state;

static uint32_t rnd(uint32_t n)
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
        if (entry <= k && (!wd || wd > k))
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

static swc_tournament *event_with(int nteams, int boards, int rounds, const swc_allocator *a)
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

static swc_tournament *event(int nteams, int boards, int rounds)
{
    return event_with(nteams, boards, rounds, NULL);
}

static void play_draws(swc_tournament *t, swc_round *r)
{
    (void)t;
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, SWC_RESULT_DRAW), SWC_OK);
}

static void play(swc_round *r)
{
    static const int res[3] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN };
    uint32_t nb = swc_round_board_count(r);
    for (uint32_t b = 1; b <= nb; b++)
        ck_assert_int_eq(swc_round_set_result(r, b, res[rnd(3)]), SWC_OK);
}

/* Pair every round of one event and compare each with the reference;
 * ctype 0, 1, 2: colour preferences of type A, B, none. */
static int run_event_with(int nteams, int boards, int rounds, int ctype, int gp, int accel, int nosec, int *compared)
{
    swc_tournament *t = event(nteams, boards, rounds);
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
        ck_assert_uint_eq(nm, (uint32_t)(R.n + 1) / 2);
        for (uint32_t i = 0; i < nm; i++) {
            swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
            ck_assert_int_eq(swc_team_match_get(&m, t, (uint32_t)k, i), SWC_OK);
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
        }
        ++*compared;
        play(r);
    }
    swc_tournament_free(t);
    return 0;
}

static int run_event(int nteams, int boards, int rounds, int typeb, int gp, int accel, int *compared)
{
    return run_event_with(nteams, boards, rounds, typeb, gp, accel, 0, compared);
}

/* Round k's match i as "white-black" (black 0 for a bye). */
static void match_of(swc_tournament *t, uint32_t k, uint32_t i, uint32_t *w, uint32_t *b)
{
    swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
    ck_assert_int_eq(swc_team_match_get(&m, t, k, i), SWC_OK);
    *w = m.white;
    *b = m.black;
}

/* Whether teams a and b meet in round k (in either order). */
static int meet(swc_tournament *t, uint32_t k, uint32_t a, uint32_t b)
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
static void score_match(swc_tournament *t, swc_round *r, uint32_t k, uint32_t first, int boards, int won)
{
    const char *seq = swc_team_colours(t);
    for (int b = 0; b < boards; b++) {
        uint32_t bd = 0;
        ck_assert_int_eq(swc_team_board(&bd, t, k, first, (uint32_t)b + 1), SWC_OK);
        int res = b < won ? (seq[b] == 'W' ? SWC_RESULT_WHITE_WIN : SWC_RESULT_BLACK_WIN) : SWC_RESULT_DRAW;
        ck_assert_int_eq(swc_round_set_result(r, bd, res), SWC_OK);
    }
}

START_TEST(test_pab_rules)
{
    /* 5 teams: round 1 gives the PAB to the largest TPN of the lowest
     * score (3.4.4); it is then barred from a second one ([C2]). */
    swc_tournament *t = event(5, 2, 4);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    uint32_t w, b;
    match_of(t, 1, 2, &w, &b);
    ck_assert(w == 5 && b == 0);
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 5, 1), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_PAB);
    ck_assert_int_eq(res.match_points, 10); /* a draw, by default */
    /* Every match drawn: 1, 2, 3, 4 have 1 MP, 5 has 1 MP too; the PAB
     * goes to the largest TPN that has not had one: 4. */
    play_draws(t, r);
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    match_of(t, 2, 2, &w, &b);
    ck_assert(w == 4 && b == 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_score_order)
{
    /* Round 1: 1-4 4:0, 2-5 2.5:1.5, 3-6 3:1. Match points first: 1, 2, 3
     * with 2 MP take team 4 up: 1-3, 2-4, 5-6. Game points first: every
     * score differs: 1-3, then 2 (2.5) takes 6 (1) since it met 5, then 4-5. */
    for (int gp = 0; gp < 2; gp++) {
        swc_tournament *t = event(6, 4, 5);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), SWC_OK);
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 1, 1, 4) && meet(t, 1, 2, 5) && meet(t, 1, 3, 6));
        uint32_t firsts[3];
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t w, b;
            match_of(t, 1, i, &w, &b);
            firsts[i] = w;
        }
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t f = firsts[i];
            int good = f <= 3;           /* teams 1-3 win */
            int margin = f == 1 || f == 4 ? 4 : f == 2 || f == 5 ? 1 : 2;
            /* won boards of the first-named team; the rest drawn */
            score_match(t, r, 1, f, 4, good ? margin : 0);
            if (!good) {
                /* the second-named team wins: give it its boards */
                for (int bd = 0; bd < margin; bd++) {
                    uint32_t x = 0;
                    swc_team_board(&x, t, 1, f, (uint32_t)bd + 1);
                    ck_assert_int_eq(swc_round_set_result(r, x, swc_team_colours(t)[bd] == 'W'
                                                                 ? SWC_RESULT_BLACK_WIN : SWC_RESULT_WHITE_WIN),
                                     SWC_OK);
                }
            }
        }
        int32_t g1 = 0, g2 = 0, g3 = 0;
        swc_team_score(NULL, &g1, t, 1, 1);
        swc_team_score(NULL, &g2, t, 2, 1);
        swc_team_score(NULL, &g3, t, 3, 1);
        ck_assert(g1 == 40 && g2 == 25 && g3 == 30);
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 2, 1, 3));
        if (gp)
            ck_assert(meet(t, 2, 2, 6) && meet(t, 2, 4, 5));
        else
            ck_assert(meet(t, 2, 2, 4) && meet(t, 2, 5, 6));
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_baku_for_teams)
{
    /* 8 teams, 5 rounds: group A is teams 1-4 (2 * ceil(8 / 4)), with 2 MP
     * more in rounds 1-2: round 1 pairs 1-4 apart from 5-8. With game
     * points first Baku cannot be used (C.04.7): the setting is refused
     * and round 1 is the plain fold 1-5, 2-6, ... */
    for (int gp = 0; gp < 2; gp++) {
        swc_tournament *t = event(8, 2, 5);
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), gp ? SWC_EINCONSISTENT : SWC_OK);
        if (gp)
            ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_NONE), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, gp), SWC_OK);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        if (gp)
            ck_assert(meet(t, 1, 1, 5) && meet(t, 1, 2, 6) && meet(t, 1, 3, 7) && meet(t, 1, 4, 8));
        else
            ck_assert(meet(t, 1, 1, 3) && meet(t, 1, 2, 4) && meet(t, 1, 5, 7) && meet(t, 1, 6, 8));
        swc_tournament_free(t);
    }
}
END_TEST

/* The colour of player `id` in round k's individual round. */
static int player_colour(swc_tournament *t, uint32_t k, uint32_t bd, uint32_t id)
{
    const swc_round *r = swc_tournament_round(t, k);
    uint32_t w = 0, b = 0;
    ck_assert_int_eq(swc_round_board(&w, &b, r, bd), SWC_OK);
    ck_assert(w == id || b == id);
    return w == id ? 1 : 2;
}

START_TEST(test_round_robin)
{
    /* A double round robin of 5 teams (10 rounds), 3 boards, sequence BWB:
     * every pair meets twice, named first once each time; the team facing
     * the extra seat has the round off; board colours follow 352. */
    swc_tournament *t = event(5, 3, 10);
    ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, SWC_TEAM_ROUND_ROBIN), SWC_OK);
    ck_assert_int_eq(swc_team_set_colours(t, "BWB"), SWC_OK);
    int met[6][6] = { { 0 } }, named[6][6] = { { 0 } }, off[6] = { 0 };
    for (uint32_t k = 1; k <= 10; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert_uint_eq(swc_team_match_count(t, k), 3);
        for (uint32_t i = 0; i < 3; i++) {
            uint32_t w, b;
            match_of(t, k, i, &w, &b);
            if (!b) {
                swc_team_result res = SWC_TEAM_RESULT_INIT;
                ck_assert_int_eq(swc_team_round_result(&res, t, w, k), SWC_OK);
                ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
                off[w]++;
                continue;
            }
            met[w][b]++;
            met[b][w]++;
            named[w][b]++;
            for (uint32_t bd = 1; bd <= 3; bd++) {
                uint32_t x = 0, id = 0;
                ck_assert_int_eq(swc_team_board(&x, t, k, w, bd), SWC_OK);
                ck_assert_int_eq(swc_team_member(&id, t, w, bd - 1), SWC_OK);
                ck_assert_int_eq(player_colour(t, k, x, id), "BWB"[bd - 1] == 'W' ? 1 : 2);
            }
        }
        play(r);
    }
    for (int a = 1; a <= 5; a++) {
        ck_assert_int_eq(off[a], 2);
        for (int b = 1; b <= 5; b++)
            if (a != b) {
                ck_assert_int_eq(met[a][b], 2);
                ck_assert_int_eq(named[a][b], 1);
            }
    }
    /* Round 1 is the Berger table's first round: 1-6 (6 the extra seat), 2-5, 3-4. */
    ck_assert(meet(t, 1, 2, 5) && meet(t, 1, 3, 4));
    swc_team_result res = SWC_TEAM_RESULT_INIT;
    ck_assert_int_eq(swc_team_round_result(&res, t, 1, 1), SWC_OK);
    ck_assert_int_eq(res.kind, SWC_RK_ZERO_BYE);
    swc_tournament_free(t);
}
END_TEST

/* The checker's verdict on round k (1-based) of t. */
static swc_check_round_info verdict(swc_tournament *t, uint32_t k, char *text, size_t cap)
{
    swc_check_report *rep = NULL;
    ck_assert_msg(swc_tournament_check(&rep, t, NULL) == SWC_OK, "%s", swc_tournament_errmsg(t));
    swc_check_round_info info = SWC_CHECK_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_check_report_round(&info, rep, k - 1), SWC_OK);
    ck_assert_uint_eq(info.round, k);
    snprintf(text, cap, "%s", info.text);
    info.text = NULL;
    swc_check_report_free(rep);
    return info;
}

START_TEST(test_checker_explains)
{
    /* Generated events: every round the library paired agrees with the checker. */
    rng_state = 7;
    for (int e = 0; e < 3; e++) {
        swc_tournament *t = event(6 + 2 * e + (e == 1), 2, 5);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, e == 2), SWC_OK);
        for (int k = 1; k <= 5; k++) {
            swc_round *r = NULL;
            ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
            play(r);
        }
        swc_check_report *rep = NULL;
        ck_assert_int_eq(swc_tournament_check(&rep, t, NULL), SWC_OK);
        ck_assert_uint_eq(swc_check_report_round_count(rep), 5);
        ck_assert_uint_eq(swc_check_report_disagreements(rep), 0);
        swc_check_report_free(rep);
        swc_tournament_free(t);
    }
    /* Four teams, round 1 by C.04.6 (1-3, 6-2 folded) and all drawn. In
     * round 2 C.04.6 pairs 1-4, 2-3 (top members 1, 2); 1-2, 3-4 has the
     * later identifier, 1-3, 2-4 are rematches, and a PAB is not allowed. */
    static const uint32_t pairs[3][4] = { { 1, 2, 3, 4 }, { 1, 3, 2, 4 }, { 1, 4, 3, 2 } };
    static const int reasons[3] = { SWC_CHECK_ORDER, SWC_CHECK_REMATCH, SWC_CHECK_COLOUR_RULE };
    static const char *const says[3] = { "art. 3.6", "[C1]", "4.3." };
    for (int c = 0; c < 3; c++) {
        swc_tournament *t = event(4, 2, 3);
        swc_round *r = NULL;
        ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
        ck_assert(meet(t, 1, 1, 3) && meet(t, 1, 2, 4));
        play_draws(t, r);
        swc_team_match_info m[2] = { SWC_TEAM_MATCH_INFO_INIT, SWC_TEAM_MATCH_INFO_INIT };
        m[0].white = pairs[c][0];
        m[0].black = pairs[c][1];
        m[1].white = pairs[c][2];
        m[1].black = pairs[c][3];
        ck_assert_int_eq(swc_team_round_create(&r, t, m, 2), SWC_OK);
        play_draws(t, r);
        char text[512];
        swc_check_round_info info = verdict(t, 2, text, sizeof text);
        ck_assert_int_eq(info.agrees, 0);
        ck_assert_msg(info.reason == reasons[c], "case %d: reason %d: %s", c, info.reason, text);
        ck_assert_msg(strstr(text, says[c]) != NULL, "case %d: %s", c, text);
        info = verdict(t, 1, text, sizeof text);
        ck_assert_int_eq(info.agrees, 1);
        swc_tournament_free(t);
    }
}
END_TEST

/* Every allocation of a team pairing and of the team checker fails in turn:
 * the call says so, leaves the event as it was and leaks nothing. */
START_TEST(test_out_of_memory)
{
    for (int what = 0; what < 2; what++) {
        long n;
        for (n = 1; n < 100000; n++) {
            swc_test_alloc st = { 0, 0, 0, 0 };
            swc_allocator a = swc_test_allocator(&st);
            swc_tournament *t = event_with(7, 2, 5, &a);
            ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, 1), SWC_OK);
            rng_state = 99;
            for (int k = 0; k < 2; k++) {
                swc_round *r = NULL;
                ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
                play(r);
            }
            st.fail_at = st.calls + n;
            int rc;
            if (what == 0) {
                rc = swc_tournament_pair_next(NULL, t);
            } else {
                swc_check_report *rep = NULL;
                rc = swc_tournament_check(&rep, t, NULL);
                swc_check_report_free(rep);
            }
            st.fail_at = 0;
            if (rc == SWC_OK) {
                ck_assert_uint_eq(swc_tournament_round_count(t), what == 0 ? 3 : 2);
                swc_tournament_free(t);
                ck_assert_int_eq(st.live_blocks, 0);
                break;
            }
            ck_assert_msg(rc == SWC_ENOMEM, "%s, allocation %ld failing: %d (%s)", what ? "check" : "pair", n, rc,
                          swc_tournament_errmsg(t));
            ck_assert_uint_eq(swc_tournament_round_count(t), 2);
            ck_assert_uint_eq(swc_team_match_count(t, 3), 0);
            swc_tournament_free(t);
            ck_assert_int_eq(st.live_blocks, 0);
        }
        ck_assert(n > 1 && n < 100000);
    }
}
END_TEST

START_TEST(test_trf_team_code)
{
    /* 192 FIDE_TEAM_TYPEB_GP_MP: colour preferences of type B, game points first. */
    swc_tournament *t = event(6, 2, 5);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    play(r);
    static char text[1 << 16], edited[1 << 16];
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, text, sizeof text, t, NULL), SWC_OK);
    size_t m = 0;
    for (const char *line = text; *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) + 1 : strlen(line);
        if (strncmp(line, "192 ", 4) != 0) {
            memcpy(edited + m, line, n);
            m += n;
        }
        if (line == text) {
            memcpy(edited + m, "192 FIDE_TEAM_TYPEB_GP_MP\n", 26);
            m += 26;
        }
        line += n;
    }
    swc_tournament *back = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    ck_assert_msg(swc_trf_read(&back, edited, m, NULL, &err) == SWC_OK, "%s", err.message);
    int32_t v = 0;
    ck_assert_int_eq(swc_team_get_int(&v, back, SWC_TEAM_COLOUR_TYPE), SWC_OK);
    ck_assert_int_eq(v, 1);
    ck_assert_int_eq(swc_team_get_int(&v, back, SWC_TEAM_SCORE_ORDER), SWC_OK);
    ck_assert_int_eq(v, 1);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, back), SWC_OK);
    swc_tournament_free(back);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_exhaustive_small_fields)
{
    rng_state = 20260201u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 12; e++) {
        int n = 4 + (int)rnd(9);
        int boards = 1 + (int)rnd(4);
        int rounds = 3 + (int)rnd(n < 8 ? n - 2 : 6);
        int gp = (int)rnd(2);
        run_event(n, boards, rounds, (int)rnd(2), gp, !gp && rnd(3) == 0, &compared);
    }
    ck_assert_int_gt(compared, 12);
}
END_TEST

START_TEST(test_exhaustive_options)
{
    /* No colour preferences (1.7) and no secondary score (4.2.2), alone
     * and with either preference type. */
    rng_state = 17042026u + (uint64_t)_i;
    int compared = 0;
    for (int e = 0; e < 8; e++) {
        int n = 4 + (int)rnd(9);
        int gp = (int)rnd(2);
        run_event_with(n, 1 + (int)rnd(4), 3 + (int)rnd(n < 8 ? n - 2 : 6), e % 2 ? 2 : (int)rnd(3), gp,
                       !gp && rnd(3) == 0, e % 2 ? (int)rnd(2) : 1, &compared);
    }
    ck_assert_int_gt(compared, 8);
}
END_TEST

START_TEST(test_exhaustive_fourteen)
{
    /* Beyond the 12 teams asked for: 13 and 14 teams (135135 pairings a round). */
    rng_state = 1402u + (uint64_t)_i;
    int compared = 0;
    run_event(13 + _i % 2, 2, 7, _i % 2, 0, _i == 2, &compared);
    ck_assert_int_gt(compared, 3);
}
END_TEST

START_TEST(test_first_round_folds)
{
    /* Round 1: one bracket, the top half against the bottom half, colours
     * by 4.3.1 (odd TPN of the first-team: the initial colour). */
    swc_tournament *t = event(8, 4, 5);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    static const uint32_t want[4][2] = { { 1, 5 }, { 6, 2 }, { 3, 7 }, { 8, 4 } };
    for (uint32_t i = 0; i < 4; i++) {
        swc_team_match_info m = SWC_TEAM_MATCH_INFO_INIT;
        ck_assert_int_eq(swc_team_match_get(&m, t, 1, i), SWC_OK);
        ck_assert_uint_eq(m.white, want[i][0]);
        ck_assert_uint_eq(m.black, want[i][1]);
    }
    swc_tournament_free(t);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("team-pairing");
    TCase *tc = tcase_create("team-pairing");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_first_round_folds);
    tcase_add_test(tc, test_pab_rules);
    tcase_add_test(tc, test_score_order);
    tcase_add_test(tc, test_baku_for_teams);
    tcase_add_test(tc, test_round_robin);
    tcase_add_test(tc, test_checker_explains);
    tcase_add_test(tc, test_out_of_memory);
    tcase_add_test(tc, test_trf_team_code);
    tcase_add_loop_test(tc, test_exhaustive_small_fields, 0, 16);
    tcase_add_loop_test(tc, test_exhaustive_options, 0, 8);
    tcase_add_loop_test(tc, test_exhaustive_fourteen, 0, 3);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
