/*
 * The Chinese sequential (Monrad-style) Swiss system of xiangqi pairing
 * programs.
 *
 * Players to be paired are ranked by pairing score, then by the configured
 * tie-break (对手分 by default), then by TPN. The highest-ranked unpaired
 * player meets the highest-ranked lower player he may meet: not an earlier
 * opponent, not a forbidden pair, and with colours that keep both players
 * within the two absolute colour rules (never the same side three times in a
 * row, colour difference within +-2). When the players left cannot all be
 * paired, the search backtracks to the previous choice. The answer is
 * therefore the first complete pairing in that order. A branch is cut as
 * soon as some player left has no possible opponent, or more than half of
 * the players left are held to one colour (every board has one of each).
 *
 * Round 1 pairs the top half against the bottom half (1 v n/2+1, ...), the
 * upper player with the initial colour (red by default). An odd field gives
 * the pairing-allocated bye to the lowest-ranked player who has not had one
 * (nor a forfeit win) and leaves a pairable rest; only when no such player
 * exists does it go to an ineligible player, again the lowest first.
 *
 * Bounds: the backtracking search counts its steps. Past a budget it stops,
 * asks a maximum matching whether any pairing of the rest exists and, when
 * one does, fixes the boards one at a time, each choice checked by one
 * augmenting-path search (cardmatch.c) after a quick count of the colours. Both ways give the same first pairing in the sequential order,
 * so the budget changes only the time, never the answer, and a field with no
 * pairing at all fails with a message instead of searching forever.
 */
#include <stdlib.h>
#include <string.h>

#include "../tiebreak/tb.h"
#include "../matching/cardmatch.h"
#include "systems.h"

typedef struct seq_player {
    uint32_t ix;            /* player index */
    uint32_t tpn;
    int32_t score;          /* pairing score */
    int64_t tb;             /* tie-break, larger ranks higher */
    int eligible;           /* may receive the pairing-allocated bye */
    uint8_t must;           /* the only colour the rules leave him, NONE when two */
    swc_colour_state cs;
} seq_player;

typedef struct seq {
    swc_tournament *t;
    uint32_t k;             /* rounds before the one being paired */
    size_t n;               /* players to pair, ranked in pl */
    seq_player *pl;
    uint64_t *compat;       /* n rows of rw words, bit b of row a: a and b may meet */
    size_t rw;
    uint8_t *used;
    uint32_t *deg;          /* compatible unused partners of each unused player */
    uint32_t *mate;         /* partner's position, UINT32_MAX when none */
    uint32_t *stack_a, *stack_c;
    size_t left, must_w, must_b; /* unused players, and those held to one colour */
    size_t *ids;            /* positions of the players left */
    long *scratch;          /* matching: partner of each vertex */
    uint64_t steps, budget;
} seq;

/* Work of the plain backtracking search before the matching takes over: a
 * step costs about one pass over the players, so the budget in steps shrinks
 * as the field grows. */
#define SEQ_WORK 20000000u
#define SEQ_MIN_STEPS 1000u

static uint8_t other(uint8_t c)
{
    return c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
}

/* The two absolute colour rules for one player taking colour c. */
static int colour_ok(const swc_colour_state *cs, uint8_t c)
{
    if (cs->last == c && cs->last2 == c)
        return 0;
    int32_t d = cs->diff + (c == SWC_COLOUR_WHITE ? 1 : -1);
    return d >= -2 && d <= 2;
}

static int compat(const seq *s, size_t a, size_t b)
{
    return (int)((s->compat[a * s->rw + b / 64] >> (b % 64)) & 1u);
}

static void clear_compat(seq *s, size_t a, size_t b)
{
    s->compat[a * s->rw + b / 64] &= ~((uint64_t)1 << (b % 64));
    s->compat[b * s->rw + a / 64] &= ~((uint64_t)1 << (a % 64));
}

/*
 * Whether the higher-ranked a takes white (red) against b. Forced when only
 * one assignment keeps both within the rules; otherwise each alternates from
 * his last game, then the counts are balanced, then the higher-ranked
 * player's alternation decides; without any history the upper player gets
 * the initial colour.
 */
static int a_takes_white(const seq *s, const seq_player *a, const seq_player *b)
{
    int aw = colour_ok(&a->cs, SWC_COLOUR_WHITE) && colour_ok(&b->cs, SWC_COLOUR_BLACK);
    int ab = colour_ok(&a->cs, SWC_COLOUR_BLACK) && colour_ok(&b->cs, SWC_COLOUR_WHITE);
    if (aw != ab)
        return aw;
    uint8_t wa = a->cs.last ? other(a->cs.last) : SWC_COLOUR_NONE;
    uint8_t wb = b->cs.last ? other(b->cs.last) : SWC_COLOUR_NONE;
    if (wa && wb && wa != wb)
        return wa == SWC_COLOUR_WHITE;
    if (wa && !wb)
        return wa == SWC_COLOUR_WHITE;
    if (!wa && wb)
        return wb == SWC_COLOUR_BLACK;
    if (wa) {
        if (a->cs.diff != b->cs.diff)
            return a->cs.diff < b->cs.diff;
        return wa == SWC_COLOUR_WHITE;
    }
    return s->t->set.initial_colour != SWC_COLOUR_BLACK;
}

/* ---- ranking ------------------------------------------------------------- */

static int cmp_rank(const void *x, const void *y)
{
    const seq_player *a = x, *b = y;
    if (a->score != b->score)
        return a->score > b->score ? -1 : 1;
    if (a->tb != b->tb)
        return a->tb > b->tb ? -1 : 1;
    return a->tpn < b->tpn ? -1 : a->tpn > b->tpn;
}

/*
 * The ranking tie-break of every player (by index) over rounds 1..k, from
 * the tie-break layer with the xiangqi rules of 2011 for rounds without an
 * opponent (they count the lowest non-zero score of the field).
 */
static int tiebreak_values(const swc_tournament *t, uint32_t k, int64_t *values)
{
    int crit = t->set.seq_tiebreak == SWC_SEQ_TB_BUCHHOLZ ? TB_BH
               : t->set.seq_tiebreak == SWC_SEQ_TB_PROGRESSIVE ? TB_PS : -1;
    if (crit < 0 || k == 0) {
        memset(values, 0, (t->nplayers ? t->nplayers : 1) * sizeof *values);
        return SWC_OK;
    }
    tb_ctx c;
    int rc = tb_ctx_init(&c, t, k, TB_REGIME_XQ2011);
    if (rc)
        return rc;
    tb_spec sp;
    tb_spec_default(&sp, crit);
    rc = tb_compute(&c, &sp, values);
    tb_ctx_free(&c);
    return rc;
}

/* ---- the search ------------------------------------------------------------ */

/* Count an unused player in or out of the colour-bound totals. */
static void count_must(seq *s, size_t x, int sign)
{
    if (s->pl[x].must == SWC_COLOUR_WHITE)
        s->must_w += (size_t)sign;
    else if (s->pl[x].must == SWC_COLOUR_BLACK)
        s->must_b += (size_t)sign;
}

static void take(seq *s, size_t a, size_t c)
{
    s->left -= 2;
    count_must(s, a, -1);
    count_must(s, c, -1);
    s->used[a] = s->used[c] = 1;
    s->mate[a] = (uint32_t)c;
    s->mate[c] = (uint32_t)a;
    for (size_t x = 0; x < s->n; x++) {
        if (s->used[x])
            continue;
        s->deg[x] -= (uint32_t)(compat(s, x, a) + compat(s, x, c));
    }
}

static void untake(seq *s, size_t a, size_t c)
{
    for (size_t x = 0; x < s->n; x++) {
        if (s->used[x])
            continue;
        s->deg[x] += (uint32_t)(compat(s, x, a) + compat(s, x, c));
    }
    s->used[a] = s->used[c] = 0;
    s->mate[a] = s->mate[c] = UINT32_MAX;
    s->left += 2;
    count_must(s, a, 1);
    count_must(s, c, 1);
}

/* The unused players cannot all be paired: every board has one red and one
 * black, so at most half of them may be held to one colour; and nobody may
 * be left without a possible opponent. */
static int colours_fit(size_t left, size_t must_w, size_t must_b)
{
    return 2 * must_w <= left && 2 * must_b <= left;
}

static int dead(const seq *s)
{
    if (!colours_fit(s->left, s->must_w, s->must_b))
        return 1;
    for (size_t x = 0; x < s->n; x++)
        if (!s->used[x] && s->deg[x] == 0)
            return 1;
    return 0;
}

static size_t first_unused(const seq *s, size_t from)
{
    while (from < s->n && s->used[from])
        from++;
    return from;
}

static void reset_degrees(seq *s)
{
    s->left = s->must_w = s->must_b = 0;
    for (size_t x = 0; x < s->n; x++) {
        s->deg[x] = 0;
        if (s->used[x])
            continue;
        s->left++;
        count_must(s, x, 1);
        for (size_t y = 0; y < s->n; y++)
            if (y != x && !s->used[y] && compat(s, x, y))
                s->deg[x]++;
    }
}

/*
 * Backtracking over the unused players: 1 when every one is paired (the
 * pairs stay in mate), 0 when no pairing exists, -1 when the step budget ran
 * out (nothing is left taken).
 */
static int backtrack(seq *s, size_t left, uint64_t budget)
{
    size_t half = left / 2;
    if (half == 0)
        return 1;
    if (dead(s))
        return 0;
    size_t depth = 0;
    s->stack_a[0] = (uint32_t)first_unused(s, 0);
    s->stack_c[0] = s->stack_a[0];
    for (;;) {
        size_t a = s->stack_a[depth];
        size_t c = (size_t)s->stack_c[depth] + 1;
        int placed = 0;
        for (; c < s->n; c++) {
            if (s->used[c] || !compat(s, a, c))
                continue;
            if (++s->steps > budget) {
                for (size_t d = depth; d-- > 0;)
                    untake(s, s->stack_a[d], s->stack_c[d]);
                return -1;
            }
            take(s, a, c);
            if (depth + 1 < half && dead(s)) {
                untake(s, a, c);
                continue;
            }
            placed = 1;
            break;
        }
        if (placed) {
            s->stack_c[depth] = (uint32_t)c;
            if (depth + 1 == half)
                return 1;
            depth++;
            s->stack_a[depth] = (uint32_t)first_unused(s, a + 1);
            s->stack_c[depth] = s->stack_a[depth];
        } else {
            if (depth == 0)
                return 0;
            depth--;
            untake(s, s->stack_a[depth], s->stack_c[depth]);
        }
    }
}

/*
 * The same first pairing as backtrack(), each choice checked by a maximum
 * matching: 1, 0 (no pairing) or a negative code. A perfect matching of the
 * players left is kept; a may take c when the partners a and c leave behind
 * can still be paired through the rest (one augmenting-path search), and a
 * candidate that is a's partner in the matching needs no search at all.
 */
/* The colour counts of dead() after a and c would meet: a quick refusal
 * that spares the matching a search bound to fail. */
typedef struct colour_counts {
    size_t left, must_w, must_b;
} colour_counts;

/* The counts once a and c have met. */
static colour_counts counts_after(const seq *s, colour_counts k, size_t a, size_t c)
{
    k.left -= 2;
    k.must_w -= (size_t)(s->pl[a].must == SWC_COLOUR_WHITE) + (size_t)(s->pl[c].must == SWC_COLOUR_WHITE);
    k.must_b -= (size_t)(s->pl[a].must == SWC_COLOUR_BLACK) + (size_t)(s->pl[c].must == SWC_COLOUR_BLACK);
    return k;
}

static int counts_allow(const seq *s, colour_counts k, size_t a, size_t c)
{
    k = counts_after(s, k, a, c);
    return colours_fit(k.left, k.must_w, k.must_b);
}

static colour_counts counts_now(const seq *s)
{
    colour_counts k = { s->left, s->must_w, s->must_b };
    return k;
}

static int guided(seq *s)
{
    size_t k = 0;
    uint32_t *loc = s->stack_a; /* position -> vertex; the search is over */
    for (size_t x = 0; x < s->n; x++)
        if (!s->used[x]) {
            loc[x] = (uint32_t)k;
            s->ids[k++] = x;
        }
    if (k % 2)
        return 0;
    if (k == 0)
        return 1;
    swc_cardmatch *m = NULL;
    int rc = swc_cardmatch_new(&m, &s->t->mem, k);
    if (rc)
        return rc;
    for (size_t i = 0; i < k; i++)
        for (size_t j = i + 1; j < k; j++)
            if (compat(s, s->ids[i], s->ids[j]))
                swc_cardmatch_add_edge(m, i, j);
    /* Start from the sequential choices as far as the colour counts allow
     * them: the augmenting paths then repair only what they cannot reach,
     * and most choices below are the matching's own pairs. */
    colour_counts cnt = counts_now(s);
    for (size_t i = 0; i < k; i++) {
        size_t a = s->ids[i];
        if (swc_cardmatch_mate(m, i) >= 0)
            continue;
        for (size_t j = i + 1; j < k; j++) {
            size_t c = s->ids[j];
            if (swc_cardmatch_mate(m, j) < 0 && compat(s, a, c) && counts_allow(s, cnt, a, c)) {
                swc_cardmatch_pair(m, i, j);
                cnt = counts_after(s, cnt, a, c);
                break;
            }
        }
    }
    rc = 1;
    if (2 * swc_cardmatch_solve(m) < k)
        rc = 0;
    for (size_t a = first_unused(s, 0); a < s->n && rc == 1; a = first_unused(s, a + 1)) {
        size_t c;
        for (c = a + 1; c < s->n; c++)
            if (!s->used[c] && compat(s, a, c) && counts_allow(s, counts_now(s), a, c) &&
                swc_cardmatch_fix(m, loc[a], loc[c]))
                break;
        if (c == s->n)
            rc = 0; /* cannot happen: the whole rest was pairable */
        else
            take(s, a, c);
    }
    swc_cardmatch_free(m);
    return rc;
}

/* Pair every unused player: 1, 0 (impossible) or a negative code. */
static int pair_rest(seq *s, size_t left)
{
    reset_degrees(s);
    int rc = backtrack(s, left, s->steps + s->budget);
    if (rc >= 0)
        return rc;
    return guided(s);
}

/* Round 1: top half against bottom half, when no forbidden pair is in the way. */
static int fold(seq *s)
{
    size_t m = 0;
    for (size_t x = 0; x < s->n; x++)
        if (!s->used[x])
            s->ids[m++] = x;
    for (size_t i = 0; i < m / 2; i++)
        if (!compat(s, s->ids[i], s->ids[i + m / 2]))
            return 0;
    for (size_t i = 0; i < m / 2; i++)
        take(s, s->ids[i], s->ids[i + m / 2]);
    return 1;
}

/* ---- entry ------------------------------------------------------------------ */

static void free_seq(seq *s)
{
    const swc_mem *m = &s->t->mem;
    size_t n = s->n ? s->n : 1;
    swc_mem_free(m, s->pl, n * sizeof *s->pl);
    swc_mem_free(m, s->compat, n * ((n + 63) / 64) * sizeof *s->compat);
    swc_mem_free(m, s->used, n);
    swc_mem_free(m, s->deg, n * sizeof *s->deg);
    swc_mem_free(m, s->mate, n * sizeof *s->mate);
    swc_mem_free(m, s->stack_a, n * sizeof *s->stack_a);
    swc_mem_free(m, s->stack_c, n * sizeof *s->stack_c);
    swc_mem_free(m, s->ids, n * sizeof *s->ids);
    swc_mem_free(m, s->scratch, n * sizeof *s->scratch);
}

static int build(seq *s, swc_tournament *t)
{
    uint32_t k = (uint32_t)t->nrounds;
    size_t total = t->nplayers, n = 0;
    s->t = t;
    s->k = k;
    for (size_t i = 0; i < total; i++)
        n += swc_available(t->players[i], k + 1) != 0;
    s->n = n;
    size_t cap = n ? n : 1;
    if (cap > SIZE_MAX / cap)
        return SWC_ENOMEM;
    const swc_mem *m = &t->mem;
    s->pl = swc_mem_calloc(m, cap, sizeof *s->pl);
    s->rw = (cap + 63) / 64;
    if (s->rw > SIZE_MAX / sizeof *s->compat / cap)
        return SWC_ENOMEM;
    s->compat = swc_mem_calloc(m, cap * s->rw, sizeof *s->compat);
    uint64_t *can = swc_mem_calloc(m, 2 * s->rw, sizeof *can); /* who may take white, black */
    size_t *pos = swc_mem_calloc(m, total ? total : 1, sizeof *pos);
    s->used = swc_mem_calloc(m, cap, 1);
    s->deg = swc_mem_calloc(m, cap, sizeof *s->deg);
    s->mate = swc_mem_calloc(m, cap, sizeof *s->mate);
    s->stack_a = swc_mem_calloc(m, cap, sizeof *s->stack_a);
    s->stack_c = swc_mem_calloc(m, cap, sizeof *s->stack_c);
    s->ids = swc_mem_calloc(m, cap, sizeof *s->ids);
    s->scratch = swc_mem_calloc(m, cap, sizeof *s->scratch);
    int64_t *tb = swc_mem_calloc(m, total ? total : 1, sizeof *tb);
    if (!s->pl || !s->compat || !s->used || !s->deg || !s->mate || !s->stack_a || !s->stack_c || !s->ids ||
        !s->scratch || !tb || !can || !pos || tiebreak_values(t, k, tb)) {
        swc_mem_free(m, tb, (total ? total : 1) * sizeof *tb);
        swc_mem_free(m, can, 2 * s->rw * sizeof *can);
        swc_mem_free(m, pos, (total ? total : 1) * sizeof *pos);
        return SWC_ENOMEM;
    }
    size_t j = 0;
    for (size_t i = 0; i < total; i++) {
        const swc_player *p = t->players[t->by_tpn[i]];
        if (!swc_available(p, k + 1))
            continue;
        seq_player *q = &s->pl[j++];
        q->ix = p->index;
        q->tpn = p->tpn;
        q->score = swc_pairing_score(p, k);
        q->tb = tb[p->index];
        /* Earlier PAB or forfeit win: the rule of the 2017 Dutch edition,
         * which the model implements once for every engine. */
        q->eligible = swc_pab_eligible(p, k, 2017);
        swc_colour_state_of(p, k, &q->cs);
        int can_w = colour_ok(&q->cs, SWC_COLOUR_WHITE), can_b = colour_ok(&q->cs, SWC_COLOUR_BLACK);
        q->must = can_w && !can_b ? SWC_COLOUR_WHITE : can_b && !can_w ? SWC_COLOUR_BLACK : SWC_COLOUR_NONE;
    }
    swc_mem_free(m, tb, (total ? total : 1) * sizeof *tb);
    qsort(s->pl, n, sizeof *s->pl, cmp_rank);

    /* Two players may meet unless both are held to the same colour, they
     * met before or the pair is forbidden in this round: rows of the colour
     * sets first, then the exceptions. */
    uint64_t *can_w = can, *can_b = can + s->rw;
    for (size_t a = 0; a < total; a++)
        pos[a] = SIZE_MAX;
    for (size_t a = 0; a < n; a++) {
        s->mate[a] = UINT32_MAX;
        pos[s->pl[a].ix] = a;
        if (colour_ok(&s->pl[a].cs, SWC_COLOUR_WHITE))
            can_w[a / 64] |= (uint64_t)1 << (a % 64);
        if (colour_ok(&s->pl[a].cs, SWC_COLOUR_BLACK))
            can_b[a / 64] |= (uint64_t)1 << (a % 64);
    }
    for (size_t a = 0; a < n; a++) {
        uint64_t *row = s->compat + a * s->rw;
        int w = (int)((can_w[a / 64] >> (a % 64)) & 1u), b = (int)((can_b[a / 64] >> (a % 64)) & 1u);
        for (size_t i = 0; i < s->rw; i++)
            row[i] = (w ? can_b[i] : 0) | (b ? can_w[i] : 0);
        row[a / 64] &= ~((uint64_t)1 << (a % 64));
        const swc_player *pa = t->players[s->pl[a].ix];
        for (uint32_t r = 0; r < k && r < t->nrounds; r++)
            if (swc_rec_played(&pa->rec[r]) && pa->rec[r].opp && pos[pa->rec[r].opp - 1] != SIZE_MAX)
                clear_compat(s, a, pos[pa->rec[r].opp - 1]);
    }
    for (size_t i = 0; i < t->nforbidden; i++) {
        const swc_pair_ix *f = &t->forbidden[i];
        size_t a = pos[f->a], b = pos[f->b];
        if (a != SIZE_MAX && b != SIZE_MAX && f->first <= k + 1 && k + 1 <= f->last)
            clear_compat(s, a, b);
    }
    swc_mem_free(m, can, 2 * s->rw * sizeof *can);
    swc_mem_free(m, pos, (total ? total : 1) * sizeof *pos);
    return SWC_OK;
}

/* Try the bye candidates in order; 1 with the pairing in mate, 0, or a code. */
static int with_bye(seq *s, size_t *bye)
{
    for (int pass = 0; pass < 2; pass++) {
        for (size_t x = s->n; x-- > 0;) {
            if (s->pl[x].eligible != (pass == 0))
                continue;
            s->used[x] = 1;
            int rc = s->k == 0 && fold(s) ? 1 : pair_rest(s, s->n - 1);
            if (rc != 0) {
                *bye = x;
                return rc;
            }
            s->used[x] = 0;
        }
    }
    return 0;
}

int swc_sequential_pair(swc_tournament *t, swc_board *boards, size_t *nboards, uint32_t *pab)
{
    return swc_sequential_pair_budget(t, boards, nboards, pab, SEQ_WORK / (t->nplayers + 1) + SEQ_MIN_STEPS);
}

int swc_sequential_pair_budget(swc_tournament *t, swc_board *boards, size_t *nboards, uint32_t *pab, uint64_t budget)
{
    seq s;
    memset(&s, 0, sizeof s);
    s.budget = budget;
    *nboards = 0;
    *pab = UINT32_MAX;
    int rc = build(&s, t);
    if (rc) {
        free_seq(&s);
        return swc_fail(t, rc, "out of memory");
    }
    size_t bye = SIZE_MAX;
    if (s.n % 2)
        rc = with_bye(&s, &bye);
    else
        rc = s.k == 0 && fold(&s) ? 1 : pair_rest(&s, s.n);
    if (rc < 0) {
        free_seq(&s);
        return swc_fail(t, rc, rc == SWC_ENOMEM ? "out of memory" : "the matching check failed: %s", swc_strerror(rc));
    }
    if (rc == 0) {
        size_t n = s.n;
        free_seq(&s);
        return swc_fail(t, SWC_ENOPAIRING,
                        "no pairing of round %lu exists under the sequential system's rules (no rematch, no "
                        "forbidden pair, nobody on the same side three times in a row, colour difference within "
                        "2) for the %zu players to be paired",
                        (unsigned long)t->nrounds + 1, n);
    }
    size_t nb = 0;
    for (size_t a = 0; a < s.n; a++) {
        size_t c = s.mate[a];
        if (c == UINT32_MAX || c < a)
            continue;
        const seq_player *A = &s.pl[a], *C = &s.pl[c];
        int white = a_takes_white(&s, A, C);
        boards[nb].white = white ? A->ix : C->ix;
        boards[nb].black = white ? C->ix : A->ix;
        boards[nb].result[0] = boards[nb].result[1] = SWC_RESULT_NONE;
        nb++;
    }
    *nboards = nb;
    if (bye != SIZE_MAX)
        *pab = s.pl[bye].ix;
    free_seq(&s);
    return SWC_OK;
}
