/*
 * The checker for team events: re-pair a team round by C.04.6 (or the
 * round robin) and, where the played round differs, name the article or
 * criterion it breaks.
 *
 * Both pairings are read the way the process of art. 3.3 builds them: the
 * PAB first (3.4), then bracket by bracket, the highest remaining score
 * with the opponents of its teams as upfloaters. Each step gives values in
 * the order the rules weigh them: the PAB's place in the order of 3.4; per
 * bracket the number of upfloaters [C4], their scores [C5], [C6], [C7],
 * the set's place in the order of 3.5.4, [C8], [C9], [C10] and the
 * identifier of 3.6.2. The first value where the played pairing is
 * higher is the reason. The absolute criteria come first: a rematch [C1],
 * a PAB against [C2], a team paired twice.
 */
#include <stdio.h>
#include <string.h>

#include "../pairing/systems.h"
#include "../pairing/team/tsw.h"
#include "check.h"
#include <swisscore/analysis.h>

/* What a value of the sequence stands for. */
enum { T_PAB = 1, T_C4, T_C5, T_C6, T_C7, T_SET, T_C8, T_C9, T_C10, T_ID };

#define MAXV(n) (8 * (n) + 16)

typedef struct seq {
    int64_t *v;
    uint8_t *tag;
    int32_t *bracket;  /* score of the bracket of each value */
    size_t len;
} seq;

static void put(seq *s, int64_t v, int tag, int32_t bracket)
{
    s->v[s->len] = v;
    s->tag[s->len] = (uint8_t)tag;
    s->bracket[s->len++] = bracket;
}

/* The values of the pairing mate/pab (context indices) in the rules' order. */
static int values(tsw_ctx *c, const long *mate, long pab, seq *s, uint8_t *rem, uint8_t *br, uint8_t *tmp)
{
    size_t n = c->n;
    int err = 0;
    s->len = 0;
    memset(rem, 1, n);
    if (pab >= 0) {
        const tsw_team *p = &c->tm[pab];
        int64_t rank = 0;
        for (size_t v = 0; v < n; v++) {
            const tsw_team *q = &c->tm[v];
            if ((long)v == pab || !q->pab_ok)
                continue;
            rank += q->score < p->score || (q->score == p->score && q->played > p->played) ||
                    (q->score == p->score && q->played == p->played && q->number > p->number);
        }
        put(s, rank, T_PAB, p->score);
        rem[pab] = 0;
    }
    for (;;) {
        int32_t top = INT32_MIN, next = INT32_MIN;
        for (size_t v = 0; v < n; v++)
            if (rem[v] && c->tm[v].score > top)
                top = c->tm[v].score;
        if (top == INT32_MIN)
            break;
        for (size_t v = 0; v < n; v++)
            if (rem[v] && c->tm[v].score < top && c->tm[v].score > next)
                next = c->tm[v].score;
        memset(br, 0, n);
        memset(c->up, 0, n);
        for (size_t v = 0; v < n; v++)
            if (rem[v] && c->tm[v].score == top) {
                br[v] = 1;
                br[mate[v]] = 1;
            }
        int64_t nu = 0;
        for (size_t v = 0; v < n; v++)
            if (br[v] && c->tm[v].score != top) {
                c->up[v] = 1;
                nu++;
            }
        put(s, nu, T_C4, top);
        /* [C5]: the upfloaters' scores ascending, the higher first. */
        int32_t last = INT32_MIN;
        int64_t done = 0;
        while (done < nu) {
            int32_t lo = INT32_MAX;
            for (size_t v = 0; v < n; v++)
                if (c->up[v] && c->tm[v].score > last && c->tm[v].score < lo)
                    lo = c->tm[v].score;
            for (size_t v = 0; v < n; v++)
                if (c->up[v] && c->tm[v].score == lo) {
                    put(s, -(int64_t)lo, T_C5, top);
                    done++;
                }
            last = lo;
        }
        /* [C6]: what is left of the next scoregroup pairs with 0 or 1 upfloater. */
        size_t kf = 0, kr = 0;
        for (size_t v = 0; v < n; v++) {
            int left = rem[v] && !br[v];
            tmp[v] = left && c->tm[v].score == next;
            kf += tmp[v];
            kr += left;
        }
        int c6 = 1;
        if (kf) {
            c6 = 0;
            for (size_t x = 0; x <= n && !c6; x++) {
                if (kf % 2 && (x == n || !rem[x] || br[x] || c->tm[x].score >= next))
                    continue;
                if (kf % 2)
                    tmp[x] = 1;
                size_t kb = kf + kf % 2;
                c6 = tsw_pairable(c, tmp, kb, &err);
                if (c6) {
                    for (size_t v = 0; v < n; v++)
                        tmp[v] = rem[v] && !br[v] && !tmp[v];
                    c6 = tsw_pairable(c, tmp, kr - kb, &err);
                    for (size_t v = 0; v < n; v++)
                        tmp[v] = rem[v] && !br[v] && !tmp[v];
                }
                if (kf % 2)
                    tmp[x] = 0;
                if (kf % 2 == 0)
                    break;
            }
        }
        put(s, !c6, T_C6, top);
        int64_t c7 = 0;
        for (size_t v = 0; v < n && !c->late; v++)
            c7 += c->up[v] && c->tm[v].floated;
        put(s, c7, T_C7, top);
        /* 3.5.3-3.5.4: the set by descending score, then TPN. */
        int32_t hi = INT32_MAX;
        for (int64_t i = 0; i < nu;) {
            int32_t lvl = INT32_MIN;
            for (size_t v = 0; v < n; v++)
                if (c->up[v] && c->tm[v].score < hi && c->tm[v].score > lvl)
                    lvl = c->tm[v].score;
            for (size_t v = 0; v < n; v++)
                if (c->up[v] && c->tm[v].score == lvl) {
                    put(s, c->tm[v].number, T_SET, top);
                    i++;
                }
            hi = lvl;
        }
        int64_t q8 = 0, q9 = 0, q10 = 0;
        for (size_t v = 0; v < n; v++)
            if (br[v] && mate[v] > (long)v) {
                int a8, a9, a10;
                tsw_cost_split(tsw_pair_cost(c, v, (size_t)mate[v]), &a8, &a9, &a10);
                q8 += a8;
                q9 += a9;
                q10 += a10;
            }
        put(s, q8, T_C8, top);
        put(s, q9, T_C9, top);
        put(s, q10, T_C10, top);
        for (size_t v = 0; v < n; v++)
            if (br[v] && mate[v] > (long)v)
                put(s, c->tm[v].number, T_ID, top);
        for (size_t v = 0; v < n; v++)
            if (br[v] && mate[v] > (long)v)
                put(s, c->tm[mate[v]].number, T_ID, top);
        for (size_t v = 0; v < n; v++)
            if (br[v])
                rem[v] = 0;
    }
    memset(c->up, 0, n);
    return err;
}

static void score_text(swc_strbuf *b, int32_t s)
{
    swc_strbuf_printf(b, "%ld.%ld", (long)(s / 10), (long)(s % 10 < 0 ? -(s % 10) : s % 10));
}

/* Why the played pairing pm/pp is not the engine's em/ep (both complete). */
static int explain(tsw_ctx *c, const long *pm, long pp, const long *em, long ep, int32_t *reason, int32_t *crit,
                   swc_strbuf *b)
{
    const swc_mem *mem = &c->t->mem;
    size_t n = c->n, nn = n ? n : 1, cap = MAXV(nn);
    seq a, e;
    int64_t *v = swc_mem_calloc(mem, 2 * cap, sizeof *v);
    uint8_t *tag = swc_mem_calloc(mem, 2 * cap + 3 * nn, 1);
    int32_t *bs = swc_mem_calloc(mem, 2 * cap, sizeof *bs);
    if (!v || !tag || !bs) {
        swc_mem_free(mem, v, 2 * cap * sizeof *v);
        swc_mem_free(mem, tag, 2 * cap + 3 * nn);
        swc_mem_free(mem, bs, 2 * cap * sizeof *bs);
        return SWC_ENOMEM;
    }
    a = (seq){ v, tag, bs, 0 };
    e = (seq){ v + cap, tag + cap, bs + cap, 0 };
    uint8_t *rem = tag + 2 * cap, *br = rem + nn, *tmp = br + nn;
    int rc = values(c, pm, pp, &a, rem, br, tmp);
    if (!rc)
        rc = values(c, em, ep, &e, rem, br, tmp);
    size_t i = 0;
    while (!rc && i < a.len && i < e.len && a.v[i] == e.v[i] && a.tag[i] == e.tag[i])
        i++;
    if (!rc && (i == a.len || i == e.len || a.tag[i] != e.tag[i])) {
        *reason = SWC_CHECK_ORDER;
        swc_strbuf_puts(b, "the played pairing reads as the engine's on every criterion of C.04.6");
    } else if (!rc) {
        int worse = a.v[i] > e.v[i];
        static const char *const what[] = {
            "",
            ("art. 3.4: the PAB goes to the team with the lowest score, then the most matches played, then the "
             "largest TPN, that leaves a pairing of the others"),
            "[C4] minimise the number of upfloaters",
            "[C5] maximise the scores of the upfloaters (in ascending order)",
            "[C6] leave the next scoregroup a pairing with the fewest upfloaters",
            "[C7] minimise the upfloaters who floated in the previous round",
            "art. 3.5.4: the first set of upfloaters in the lexicographic order of their TPNs",
            "[C8] minimise the teams that do not get their colour preference",
            "[C9] minimise the teams that do not get a strong colour preference",
            "[C10] minimise the upfloaters' opponents who floated in the previous round",
            "art. 3.6: the first pairing of the bracket in the lexicographic order of its identifier",
        };
        int t = a.tag[i];
        *crit = t >= T_C4 && t <= T_C7 ? t - T_C4 + 4 : t >= T_C8 && t <= T_C10 ? t - T_C8 + 8 : 0;
        *reason = !worse ? SWC_CHECK_NOT_WORSE : *crit ? SWC_CHECK_CRITERION : SWC_CHECK_ORDER;
        if (t == T_PAB) {
            swc_strbuf_printf(b, "%s: team %lu, not team %lu", what[t], (unsigned long)c->tm[ep].number,
                              (unsigned long)c->tm[pp].number);
        } else {
            swc_strbuf_puts(b, "bracket of score ");
            score_text(b, a.bracket[i]);
            swc_strbuf_printf(b, ": %s", what[t]);
            if (t == T_ID || t == T_SET)
                swc_strbuf_printf(b, " (the played pairing has team %lld where the engine has team %lld)",
                                  (long long)a.v[i], (long long)e.v[i]);
            else
                swc_strbuf_printf(b, " (played %lld, C.04.6 allows %lld)", (long long)(t == T_C5 ? -a.v[i] : a.v[i]),
                                  (long long)(t == T_C5 ? -e.v[i] : e.v[i]));
            if (!worse)
                swc_strbuf_puts(b, "; the played pairing does better here than the engine's");
        }
    }
    swc_mem_free(mem, v, 2 * cap * sizeof *v);
    swc_mem_free(mem, tag, 2 * cap + 3 * nn);
    swc_mem_free(mem, bs, 2 * cap * sizeof *bs);
    return rc;
}

int swc_check_team_round(swc_tournament *c, uint32_t k, int32_t *agrees, int32_t *reason, int32_t *crit,
                         swc_strbuf *b)
{
    const swc_tround *tr = swc_team_model_round(c, k);
    size_t nt = c->teams->nteams, nm = tr ? tr->n : 0, nn = nt ? nt : 1;
    const swc_mem *mem = &c->mem;
    /* The played round by team index: partner + 1, first-named flag, the PAB. */
    uint32_t *pmate = swc_mem_calloc(mem, nn, sizeof *pmate);
    uint8_t *pfirst = swc_mem_calloc(mem, 3 * nn, 1);
    if (!pmate || !pfirst) {
        swc_mem_free(mem, pmate, nn * sizeof *pmate);
        swc_mem_free(mem, pfirst, 3 * nn);
        return SWC_ENOMEM;
    }
    uint8_t *skip = pfirst + nn, *twice = skip + nn;
    long ppab_team = -1;
    size_t dup = SIZE_MAX;
    for (size_t i = 0; i < nm; i++) {
        const swc_tmatch *m = &tr->m[i];
        uint32_t side[2] = { m->white, m->black };
        for (int s = 0; s < 2; s++)
            if (side[s] && twice[side[s] - 1]++)
                dup = side[s] - 1;
        if (!m->black) {
            if (m->kind == SWC_RK_PAB)
                ppab_team = (long)m->white - 1;
            else
                skip[m->white - 1] = m->kind; /* a requested bye: not paired */
            continue;
        }
        pmate[m->white - 1] = m->black;
        pmate[m->black - 1] = m->white;
        pfirst[m->white - 1] = 1;
    }
    int rc = swc_model_delete_last_round(c);
    tsw_ctx x;
    memset(&x, 0, sizeof x);
    long *em = NULL, *pm = NULL, *ix = NULL;
    long epab = -1;
    int prepared = 0;
    if (!rc) {
        rc = tsw_prepare(&x, c, skip);
        prepared = rc == SWC_OK;
    }
    size_t n = x.n, cn = n ? n : 1;
    if (!rc) {
        em = swc_mem_calloc(mem, cn, sizeof *em);
        pm = swc_mem_calloc(mem, cn, sizeof *pm);
        ix = swc_mem_calloc(mem, nn, sizeof *ix);
        rc = em && pm && ix ? SWC_OK : SWC_ENOMEM;
    }
    *agrees = 0;
    *crit = 0;
    int robin = swc_team_model_get(c, SWC_TEAM_SYSTEM) == SWC_TEAM_ROUND_ROBIN || c->set.system == SWC_SYSTEM_BERGER;
    if (!rc && dup != SIZE_MAX) {
        *reason = SWC_CHECK_PLAYER_TWICE;
        swc_strbuf_printf(b, "team %zu is paired twice", dup + 1);
    } else if (!rc && robin) {
        /* A round robin has one pairing: the table's. */
        swc_tentry *e = swc_mem_calloc(mem, nn, sizeof *e);
        if (!e) {
            rc = SWC_ENOMEM;
        } else {
            size_t ne = tsw_robin(c, k, e, skip);
            int same = 1;
            for (size_t i = 0; i < ne; i++)
                if (e[i].black ? pmate[e[i].white - 1] != e[i].black || !pfirst[e[i].white - 1]
                               : pmate[e[i].white - 1] != 0)
                    same = 0;
            *agrees = same;
            *reason = same ? SWC_CHECK_SAME : SWC_CHECK_ORDER;
            if (!same)
                swc_strbuf_puts(b, "the round differs from the Berger table of the round robin");
            swc_mem_free(mem, e, nn * sizeof *e);
        }
    } else if (!rc) {
        for (size_t v = 0; v < nt; v++)
            ix[v] = -1;
        for (size_t v = 0; v < n; v++)
            ix[x.tm[v].number - 1] = (long)v;
        long ppab = ppab_team >= 0 ? ix[ppab_team] : -1;
        int bad = 0;
        /* Teams the re-pairing does not know (withdrawn, not entered) that
         * the round still lists, and known teams the round leaves out: no
         * re-pairing can be compared, and no index may be taken of them. */
        for (size_t i = 0; i < nt && !bad; i++) {
            int listed = pmate[i] || (long)i == ppab_team;
            if (listed && ix[i] < 0) {
                int ak = swc_team_auto_kind(c->teams->team[i], k);
                *reason = SWC_CHECK_NOT_CHECKED;
                swc_strbuf_printf(b, "team %zu %s but %s round %lu", i + 1,
                                  ak == SWC_RK_NOT_ENTERED ? "had not entered" : ak ? "is withdrawn" : "is not to be paired",
                                  pmate[i] ? "played" : "got the PAB of", (unsigned long)k);
                bad = 1;
            } else if (!listed && !skip[i] && ix[i] >= 0) {
                *reason = SWC_CHECK_NOT_CHECKED;
                swc_strbuf_printf(b, "team %zu is neither paired nor given a bye in round %lu", i + 1, (unsigned long)k);
                bad = 1;
            }
        }
        for (size_t v = 0; v < n && !bad; v++) {
            uint32_t o = pmate[x.tm[v].number - 1];
            pm[v] = o ? ix[o - 1] : -1;
            if (o && x.bar[v * n + (size_t)pm[v]]) {
                *reason = SWC_CHECK_REMATCH;
                *crit = 1;
                swc_strbuf_printf(b, x.bar[v * n + (size_t)pm[v]] == 2 ? "[C1] teams %lu and %lu are a forbidden pair"
                                                                      : "[C1] teams %lu and %lu have met before",
                                  (unsigned long)x.tm[v].number, (unsigned long)o);
                bad = 1;
            }
        }
        if (!bad && ppab >= 0 && (!x.tm[ppab].pab_ok || n % 2 == 0)) {
            *reason = SWC_CHECK_PAB_RULE;
            *crit = 2;
            swc_strbuf_printf(b, "[C2] team %lu may not receive the PAB%s", (unsigned long)x.tm[ppab].number,
                              n % 2 ? " (it had a PAB, a forfeit win or a full-point bye)" : " in an even field");
            bad = 1;
        }
        if (!bad) {
            rc = tsw_pair_round(&x, em, &epab);
            if (rc == SWC_ENOPAIRING) {
                rc = SWC_OK;
                *reason = SWC_CHECK_ENGINE_FAILED;
                swc_strbuf_puts(b, "no pairing of the round satisfies the absolute criteria of C.04.6");
            } else if (!rc) {
                int same = epab == ppab;
                for (size_t v = 0; v < n; v++)
                    same &= em[v] == pm[v];
                if (same) {
                    /* Same pairs: the colours of article 4. */
                    const char *letters = swc_team_colours(c);
                    int board1 = letters[0] == 'B' ? TSW_B : TSW_W;
                    *reason = SWC_CHECK_SAME;
                    *agrees = 1;
                    for (size_t v = 0; v < n; v++) {
                        if (em[v] <= (long)v)
                            continue;
                        int rule = 0;
                        int col = tsw_colour_of(&x, v, (size_t)em[v], &rule);
                        int first = col == board1;
                        if (first != pfirst[x.tm[v].number - 1]) {
                            *agrees = 0;
                            *reason = SWC_CHECK_COLOUR_RULE;
                            *crit = rule;
                            swc_strbuf_printf(b, "art. 4.3.%d names team %lu first against team %lu", rule,
                                              (unsigned long)x.tm[first ? v : (size_t)em[v]].number,
                                              (unsigned long)x.tm[first ? (size_t)em[v] : v].number);
                            break;
                        }
                    }
                } else {
                    rc = explain(&x, pm, ppab, em, epab, reason, crit, b);
                }
            }
        }
    }
    if (prepared)
        tsw_release(&x);
    swc_mem_free(mem, em, cn * sizeof *em);
    swc_mem_free(mem, pm, cn * sizeof *pm);
    swc_mem_free(mem, ix, nn * sizeof *ix);
    swc_mem_free(mem, pmate, nn * sizeof *pmate);
    swc_mem_free(mem, pfirst, 3 * nn);
    return rc;
}
