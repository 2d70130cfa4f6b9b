/*
 * The pairing process of C.04.6 (art. 3.3): after the PAB (3.4), the
 * highest remaining scoregroup (the residents) is completed with the set of
 * upfloaters that art. 3.5 chooses, the bracket is paired (3.6, exact.c),
 * and the process repeats until every team is paired. There are no
 * downfloaters: a bracket that cannot be paired takes more upfloaters.
 *
 * Art. 3.5 orders the candidate sets: fewest upfloaters first ([C4]), then
 * their scores taken in ascending order, the highest first ([C5]); within
 * that, every set is written as its teams by descending score and
 * ascending TPN, and the sets are taken in the lexicographic order of those
 * lists. A set is legal when the bracket can be paired ([C1]) and the teams
 * left can all be paired ([C3]); among the legal sets of the first count
 * and score profile that has one, the first that complies with [C6], and
 * among those the first with the fewest previous floaters ([C7]), wins.
 * Every question "can these teams all be paired" is a maximum-cardinality
 * matching (matching/cardmatch.h).
 */
#include <stdlib.h>
#include <string.h>

#include "../../matching/cardmatch.h"
#include "tsw.h"

int tsw_pairable(tsw_ctx *c, const uint8_t *in, size_t k, int *err)
{
    if (k % 2)
        return 0;
    if (k == 0)
        return 1;
    c->checks++;
    const swc_mem *mem = &c->t->mem;
    size_t *ids = swc_mem_alloc(mem, k * sizeof *ids);
    swc_cardmatch *m = NULL;
    if (!ids || swc_cardmatch_new(&m, mem, k)) {
        swc_mem_free(mem, ids, k * sizeof *ids);
        *err = SWC_ENOMEM;
        return 0;
    }
    size_t j = 0;
    for (size_t v = 0; v < c->n && j < k; v++)
        if (in[v])
            ids[j++] = v;
    for (size_t a = 0; a < k; a++) {
        const uint8_t *row = c->bar + ids[a] * c->n;
        for (size_t b = a + 1; b < k; b++)
            if (!row[ids[b]])
                swc_cardmatch_add_edge(m, a, b);
    }
    int ok = 2 * swc_cardmatch_solve(m) == k;
    swc_cardmatch_free(m);
    swc_mem_free(mem, ids, k * sizeof *ids);
    return ok;
}

/* The state of one round's process. */
typedef struct proc {
    tsw_ctx *c;
    uint8_t *rem;     /* teams not paired yet */
    uint8_t *in;      /* scratch: a bracket */
    uint8_t *rest;    /* scratch: the teams left after it */
    uint8_t *tmp;
    size_t *lv;       /* scratch: teams of one level, TPN order */
    int err;
} proc;

static size_t count(const uint8_t *f, size_t n)
{
    size_t k = 0;
    for (size_t v = 0; v < n; v++)
        k += f[v] != 0;
    return k;
}

/*
 * [C6]: the scoregroup next below the bracket's (what is left of it) can
 * still be paired with the fewest upfloaters its size allows, [C1] and
 * [C3] holding. `rest` holds the teams left after the bracket.
 */
static int c6_holds(proc *p, int32_t next)
{
    tsw_ctx *c = p->c;
    size_t n = c->n, kf = 0;
    memset(p->tmp, 0, n);
    for (size_t v = 0; v < n; v++)
        if (p->rest[v] && c->tm[v].score == next) {
            p->tmp[v] = 1;
            kf++;
        }
    if (kf == 0)
        return 1;
    size_t kr = count(p->rest, n);
    for (size_t x = 0; x <= n; x++) {
        if (kf % 2 == 1) {
            if (x == n)
                break;
            if (!p->rest[x] || c->tm[x].score >= next)
                continue;
            p->tmp[x] = 1;
        }
        size_t kb = kf + kf % 2;
        int ok = tsw_pairable(c, p->tmp, kb, &p->err);
        if (ok) {
            for (size_t v = 0; v < n; v++)
                p->tmp[v] = p->rest[v] && !p->tmp[v];
            ok = tsw_pairable(c, p->tmp, kr - kb, &p->err);
            for (size_t v = 0; v < n; v++)
                p->tmp[v] = p->rest[v] && !p->tmp[v];
        }
        if (kf % 2 == 1)
            p->tmp[x] = 0;
        if (ok || p->err || kf % 2 == 0)
            return ok;
    }
    return 0;
}

/* A score profile: how many upfloaters come from each lower level. */
typedef struct prof {
    uint32_t *cnt;    /* per lower level (descending scores) */
} prof;

/* Compare two profiles by their scores in ascending order, the higher list first. */
static int prof_cmp(const uint32_t *a, const uint32_t *b, size_t nl)
{
    /* Walk both ascending lists from the lowest level up. */
    size_t ia = nl, ib = nl;
    uint32_t ra = 0, rb = 0;
    for (;;) {
        while (ra == 0 && ia > 0)
            ra = a[--ia];
        while (rb == 0 && ib > 0)
            rb = b[--ib];
        if (ra == 0 || rb == 0)
            return 0;
        if (ia != ib)
            return ia < ib ? -1 : 1; /* a's next score is higher (a smaller level index): a first */
        uint32_t m = ra < rb ? ra : rb;
        ra -= m;
        rb -= m;
    }
}

/* Append every profile of u upfloaters over levels l.. (caps cap[]) to out. */
static int profiles(uint32_t *cur, const uint32_t *cap, size_t l, size_t nl, uint32_t u, uint32_t **out,
                    size_t *nout, size_t *capout, const swc_mem *mem)
{
    if (l == nl) {
        if (u)
            return SWC_OK;
        if (swc_mem_reserve(mem, (void **)out, capout, (*nout + 1) * nl, sizeof **out))
            return SWC_ENOMEM;
        if (nl) /* no levels: *out may still be NULL */
            memcpy(*out + *nout * nl, cur, nl * sizeof *cur);
        (*nout)++;
        return SWC_OK;
    }
    for (uint32_t k = 0; k <= cap[l] && k <= u; k++) {
        cur[l] = k;
        int rc = profiles(cur, cap, l + 1, nl, u - k, out, nout, capout, mem);
        if (rc)
            return rc;
    }
    cur[l] = 0;
    return SWC_OK;
}

/* Insertion sort of the profiles (few of them in practice), best first. */
static void sort_profiles(uint32_t *pr, size_t np, size_t nl, uint32_t *tmp)
{
    if (!nl) /* one empty profile, and pr may be NULL */
        return;
    for (size_t i = 1; i < np; i++) {
        memcpy(tmp, pr + i * nl, nl * sizeof *tmp);
        size_t j = i;
        while (j > 0 && prof_cmp(tmp, pr + (j - 1) * nl, nl) < 0) {
            memcpy(pr + j * nl, pr + (j - 1) * nl, nl * sizeof *tmp);
            j--;
        }
        memcpy(pr + j * nl, tmp, nl * sizeof *tmp);
    }
}

/* The teams below the bracket's score, by level (descending) then TPN. */
typedef struct lower {
    size_t *team;     /* all of them */
    size_t *start;    /* per level: first index in team[]; start[nl] = total */
    int32_t *score;   /* per level */
    size_t nl;
} lower;

/* Try one candidate set (the residents are in p->in already, the set in
 * set[0..u)); *c6 and *c7 get its criteria. 1 when legal. */
static int try_set(proc *p, const size_t *set, size_t u, size_t kres, int has_next, int32_t next, int *c6,
                   int *c7)
{
    tsw_ctx *c = p->c;
    size_t n = c->n;
    for (size_t i = 0; i < u; i++)
        p->in[set[i]] = 1;
    int ok = tsw_pairable(c, p->in, kres + u, &p->err);
    if (ok) {
        size_t kr = 0;
        for (size_t v = 0; v < n; v++) {
            p->rest[v] = p->rem[v] && !p->in[v];
            kr += p->rest[v];
        }
        ok = tsw_pairable(c, p->rest, kr, &p->err);
        if (ok) {
            *c6 = has_next ? c6_holds(p, next) : 1;
            *c7 = 0;
            for (size_t i = 0; i < u && !c->late; i++)
                *c7 += c->tm[set[i]].floated;
        }
    }
    for (size_t i = 0; i < u; i++)
        p->in[set[i]] = 0;
    return ok && !p->err;
}

/* Art. 3.5: the upfloaters of the bracket of the residents (p->in), into
 * out[0..*nu). SWC_OK, SWC_ENOPAIRING, SWC_ENOMEM. */
static int choose(proc *p, const lower *lw, size_t kres, int has_next, int32_t next, size_t *out, size_t *nu)
{
    tsw_ctx *c = p->c;
    const swc_mem *mem = &c->t->mem;
    size_t nl = lw->nl, total = lw->start[nl];
    size_t cap_sz = (nl + 1) * 3 + 2 * (total + 1);
    uint32_t *buf = swc_mem_calloc(mem, cap_sz, sizeof *buf);
    size_t *set = swc_mem_calloc(mem, 2 * (total + 1), sizeof *set);
    uint32_t *pr = NULL;
    size_t prcap = 0;
    int rc = buf && set ? SWC_ENOPAIRING : SWC_ENOMEM;
    /* No arithmetic on a failed allocation. */
    uint32_t *cap = buf, *cur = buf ? buf + nl + 1 : NULL, *tmp = buf ? buf + 2 * (nl + 1) : NULL;
    size_t *comb = set ? set + total + 1 : NULL; /* positions within each level */
    for (size_t l = 0; l < nl && rc != SWC_ENOMEM; l++)
        cap[l] = (uint32_t)(lw->start[l + 1] - lw->start[l]);
    for (size_t u = kres % 2; u <= total && rc == SWC_ENOPAIRING; u += 2) {
        size_t np = 0;
        if (profiles(cur, cap, 0, nl, (uint32_t)u, &pr, &np, &prcap, mem)) {
            rc = SWC_ENOMEM;
            break;
        }
        sort_profiles(pr, np, nl, tmp);
        for (size_t ip = 0; ip < np && rc == SWC_ENOPAIRING; ip++) {
            const uint32_t *pf = nl ? pr + ip * nl : pr; /* no levels: pr may be NULL */
            /* First combination of each level: its first teams. */
            size_t j = 0;
            for (size_t l = 0; l < nl; l++)
                for (uint32_t i = 0; i < pf[l]; i++)
                    comb[j++] = i;
            int best6 = -1, best7 = 0;
            for (;;) {
                j = 0;
                for (size_t l = 0; l < nl; l++)
                    for (uint32_t i = 0; i < pf[l]; i++, j++)
                        set[j] = lw->team[lw->start[l] + comb[j]];
                int c6 = 0, c7 = 0;
                if (try_set(p, set, u, kres, has_next, next, &c6, &c7) &&
                    (best6 < 0 || (!c6 < !best6) || (!c6 == !best6 && c7 < best7))) {
                    best6 = c6;
                    best7 = c7;
                    memcpy(out, set, u * sizeof *set);
                    *nu = u;
                    rc = SWC_OK;
                    if (c6 && c7 == 0)
                        break;
                }
                if (p->err) {
                    rc = p->err;
                    break;
                }
                /* Next set: the last level's combination moves first. */
                size_t end = u, l = nl;
                int moved = 0;
                while (l > 0 && !moved) {
                    l--;
                    size_t r = pf[l], m = cap[l];
                    if (!r)
                        continue;
                    size_t b = end - r;
                    for (size_t q = r; q-- > 0;) {
                        if (comb[b + q] < m - r + q) {
                            comb[b + q]++;
                            for (size_t z = q + 1; z < r; z++)
                                comb[b + z] = comb[b + z - 1] + 1;
                            moved = 1;
                            break;
                        }
                    }
                    if (!moved)
                        for (size_t z = 0; z < r; z++)
                            comb[b + z] = z;
                    end = b;
                }
                if (!moved)
                    break;
            }
        }
    }
    swc_mem_free(mem, pr, prcap * sizeof *pr);
    swc_mem_free(mem, buf, cap_sz * sizeof *buf);
    swc_mem_free(mem, set, 2 * (total + 1) * sizeof *set);
    return rc;
}

static int by_level(const void *a, const void *b, const tsw_ctx *c)
{
    const tsw_team *x = &c->tm[*(const size_t *)a], *y = &c->tm[*(const size_t *)b];
    if (x->score != y->score)
        return x->score > y->score ? -1 : 1;
    return x->number < y->number ? -1 : 1;
}

/* One bracket: the residents of the highest remaining score and their upfloaters. */
static int one_bracket(proc *p, long *mate, size_t *team, size_t *start, int32_t *lscore, size_t *pick)
{
    tsw_ctx *c = p->c;
    size_t n = c->n, kres = 0, total = 0;
    int32_t s = INT32_MIN;
    for (size_t v = 0; v < n; v++)
        if (p->rem[v] && c->tm[v].score > s)
            s = c->tm[v].score;
    memset(p->in, 0, n);
    for (size_t v = 0; v < n; v++) {
        if (!p->rem[v])
            continue;
        if (c->tm[v].score == s) {
            p->in[v] = 1;
            kres++;
        } else {
            team[total++] = v;
        }
    }
    /* Sort the lower teams by level then TPN (insertion: they come in TPN order). */
    for (size_t i = 1; i < total; i++) {
        size_t x = team[i], j = i;
        while (j > 0 && by_level(&x, &team[j - 1], c) < 0) {
            team[j] = team[j - 1];
            j--;
        }
        team[j] = x;
    }
    lower lw = { team, start, lscore, 0 };
    for (size_t i = 0; i < total; i++)
        if (i == 0 || c->tm[team[i]].score != c->tm[team[i - 1]].score) {
            lscore[lw.nl] = c->tm[team[i]].score;
            start[lw.nl++] = i;
        }
    start[lw.nl] = total;
    size_t nu = 0;
    int rc = choose(p, &lw, kres, lw.nl > 0, lw.nl ? lscore[0] : 0, pick, &nu);
    if (rc)
        return rc;
    for (size_t i = 0; i < nu; i++) {
        p->in[pick[i]] = 1;
        c->up[pick[i]] = 1;
    }
    size_t k = 0;
    for (size_t v = 0; v < n; v++)
        if (p->in[v])
            team[k++] = v;
    rc = tsw_pair_bracket(c, team, k, mate);
    for (size_t v = 0; v < n; v++) {
        c->up[v] = 0;
        if (p->in[v])
            p->rem[v] = 0;
    }
    return rc;
}

int tsw_pair_round(tsw_ctx *c, long *mate, long *pab)
{
    size_t n = c->n, nn = n ? n : 1;
    const swc_mem *mem = &c->t->mem;
    *pab = -1;
    for (size_t v = 0; v < n; v++)
        mate[v] = -1;
    proc p = { c, NULL, NULL, NULL, NULL, NULL, 0 };
    uint8_t *flags = swc_mem_calloc(mem, 4 * nn, 1);
    size_t *team = swc_mem_calloc(mem, 3 * (nn + 1), sizeof *team);
    int32_t *lscore = swc_mem_calloc(mem, nn + 1, sizeof *lscore);
    int rc = flags && team && lscore ? SWC_OK : SWC_ENOMEM;
    if (rc == SWC_OK) {
        p.rem = flags;
        p.in = flags + nn;
        p.rest = flags + 2 * nn;
        p.tmp = flags + 3 * nn;
        memset(p.rem, 1, n);
        if (n % 2) {
            *pab = tsw_pab(c, &p.err);
            rc = p.err ? p.err : *pab < 0 ? SWC_ENOPAIRING : SWC_OK;
            if (rc == SWC_OK)
                p.rem[*pab] = 0;
        } else if (!tsw_pairable(c, p.rem, n, &p.err)) {
            rc = p.err ? p.err : SWC_ENOPAIRING;
        }
    }
    while (rc == SWC_OK && count(p.rem, n))
        rc = one_bracket(&p, mate, team, team + nn + 1, lscore, team + 2 * (nn + 1));
    swc_mem_free(mem, flags, 4 * nn);
    swc_mem_free(mem, team, 3 * (nn + 1) * sizeof *team);
    swc_mem_free(mem, lscore, (nn + 1) * sizeof *lscore);
    return rc;
}
