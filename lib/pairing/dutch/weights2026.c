/*
 * The edge weight ω of the 2026 engine (doc/internals/dutch-engine.md
 * §4.2): its fields, laid out from dutch26_criteria, and the layout of a
 * window's weights, with score counters for the groups of its players
 * only; the setup weights and the C9 ranks of §5.1.
 */
#include <string.h>

#include "engine2026.h"

/* The float of p `back` rounds ago (1 or 2). */
static uint8_t float_back(const dutch_player *p, int back)
{
    return back == 1 ? p->fl1 : p->fl2;
}

/* The lower player l downfloated `back` rounds ago, and so did the higher
 * player h when both have the same score: the residents of the bracket
 * who downfloat again if this pair is not made. */
static uint64_t downfloated(const dutch_player *h, const dutch_player *l, int back)
{
    return (uint64_t)(float_back(l, back) == SWC_FLOAT_DOWN) + (h->ps == l->ps && float_back(h, back) == SWC_FLOAT_DOWN);
}

/* The pair makes l, an MDP's opponent, upfloat again. */
static int upfloats_again(const dutch_player *h, const dutch_player *l, int back)
{
    return h->ps > l->ps && float_back(l, back) == SWC_FLOAT_UP;
}

/*
 * The float criteria of one round back ([C14], [C15], [C18], [C19]) or
 * two ([C16], [C17], [C20], [C21]) for the bracket pair h, l: the
 * fields of the four, in that order.
 */
static void floats26(engine *e, size_t h, size_t l, int back, int down, int up, int sddown, int sdup, uint64_t *w)
{
    const dutch_player *ph = &e->c->pl[h], *pl = &e->c->pl[l];
    const field *f = e->weights.f;
    unsigned sh_h = e->weights.lshift[e->round.grp[h]], sh_l = e->weights.lshift[e->round.grp[l]];
    add_at(e, w, downfloated(ph, pl, back), f[down].off);
    add_at(e, w, !upfloats_again(ph, pl, back), f[up].off);
    if (float_back(pl, back) == SWC_FLOAT_DOWN)
        add_at(e, w, 1, f[sddown].off + sh_l);
    if (float_back(ph, back) == SWC_FLOAT_DOWN)
        add_at(e, w, 1, f[sddown].off + sh_h);
    if (!upfloats_again(ph, pl, back))
        add_at(e, w, 1, f[sdup].off + sh_h);
}

/*
 * ω(h, l; cur, nxt) with the engine's current β, single and rank9 (§4.2),
 * one line per criterion of dutch26_criteria. cur: l is a resident of the
 * bracket; nxt: l is in the next score group.
 */
void dutch26_omega(engine *e, size_t h, size_t l, int cur, int nxt, uint64_t *w)
{
    wide_zero(w, e->weights.L);
    const dutch_ctx *c = e->c;
    if (!dutch_compatible(c, h, l))
        return;
    const dutch_player *ph = &c->pl[h], *pl = &c->pl[l];
    const field *f = e->weights.f;
    unsigned sh_h = e->weights.lshift[e->round.grp[h]];
    add_at(e, w, 1u + !cand(e, h) + !cand(e, l), f[D26_C4].off);
    if (cur) {
        add_at(e, w, 1, f[D26_C6].off);
        add_at(e, w, 1, f[D26_C7].off + sh_h);
    }
    if (nxt) {
        add_at(e, w, 1, f[D26_C8_PAIRS].off);
        add_at(e, w, 1, f[D26_C8_SCORES].off + sh_h);
    }
    if (e->round.single) {
        uint64_t r = 0;
        if (ph->ps == e->round.beta)
            r += e->round.rank9[ph->games];
        if (pl->ps == e->round.beta)
            r += e->round.rank9[pl->games];
        add_at(e, w, r, f[D26_C9].off);
    }
    if (!cur)
        return;
    add_at(e, w, !swc_dutch_v10(ph, pl), f[D26_C10].off);
    add_at(e, w, !swc_dutch_v11(ph, pl), f[D26_C11].off);
    add_at(e, w, !swc_dutch_v12(ph, pl), f[D26_C12].off);
    add_at(e, w, !swc_dutch_v13(ph, pl), f[D26_C13].off);
    if (e->weights.has[D26_C14])
        floats26(e, h, l, 1, D26_C14, D26_C15, D26_C18, D26_C19, w);
    if (e->weights.has[D26_C16])
        floats26(e, h, l, 2, D26_C16, D26_C17, D26_C20, D26_C21, w);
}

/*
 * The class of a player for ω (criteria.h): the facts dutch26_criteria
 * lists, as this engine derives them (the score group, PAB candidacy and
 * the C9 rank). Two players of one class are interchangeable in every ω
 * of the round's step 0.
 */
void dutch26_class_of(const engine *e, size_t v, dutch_class_key *out)
{
    const dutch_player *p = &e->c->pl[v];
    dutch_class_key d;
    memset(&d, 0, sizeof d);
    d.score = (int64_t)e->round.grp[v];
    d.imb = (uint32_t)p->imb;
    d.rank = e->round.single && p->ps == e->round.beta ? e->round.rank9[p->games] : 0;
    d.pab = (uint8_t)cand(e, v);
    dutch_class_key_of(out, e->weights.facts, p, &d);
}

/* Above this many classes in a window, step 0 computes every ω. */
#define MAX_CLASSES 512

/*
 * The class of each of the wn window players x[], numbered from 0, into
 * cls; returns the number of classes, or 0 when there are more than
 * MAX_CLASSES (cls is then unused).
 */
size_t dutch26_omega_classes(const engine *e, const size_t *x, size_t wn, uint32_t *cls)
{
    size_t first[MAX_CLASSES], S = 0;
    dutch_class_key *keys = swc_mem_calloc(e->mem, wn ? wn : 1, sizeof *keys);
    if (!keys)
        return 0;
    for (size_t a = 0; a < wn; a++)
        dutch26_class_of(e, x[a], &keys[a]);
    S = swc_dutch_classify(keys, wn, sizeof *keys, cls, MAX_CLASSES, first);
    swc_mem_free(e->mem, keys, (wn ? wn : 1) * sizeof *keys);
    return S;
}

#define NO_SHIFT UINT32_MAX
/* prepare_window(): a carried weight that cannot be re-expressed */
#define MOVED_NOWHERE UINT32_MAX

/* A field of score counters, one per score group present. */
static int score_field(int i)
{
    return dutch26_criteria[i].width == DUTCH_W_SCORES;
}

static unsigned group_width(const engine *e, size_t g)
{
    return swc_dutch_bitlen(e->round.gstart[g + 1] - e->round.gstart[g]);
}

/* The fields of dutch26_criteria for the current B and S. */
static void layout(engine *e)
{
    dutch_sizes sz = { .rounds = e->c->P, .pairs = e->weights.B, .scores = e->weights.S };
    unsigned off[D26_NFIELDS], width[D26_NFIELDS];
    e->weights.bits = dutch_layout(dutch26_criteria, D26_NFIELDS, &sz, off, width, e->weights.has);
    for (int i = 0; i < D26_NFIELDS; i++) {
        e->weights.f[i].off = off[i];
        e->weights.f[i].width = width[i];
    }
    e->weights.L = (e->weights.bits + 2) / 64 + 1;
}

/* The layout with score counters for the groups flagged in `present`
 * only, lowest score in the lowest bits as in the round's layout. */
void dutch26_set_layout(engine *e, const uint8_t *present)
{
    unsigned sh = 0;
    for (size_t g = e->round.ngroups; g-- > 0;) {
        e->weights.lshift[g] = present[g] ? sh : NO_SHIFT;
        if (present[g])
            sh += group_width(e, g);
    }
    e->weights.S = sh;
    layout(e);
}

/*
 * A weight of the previous layout (fields of, counters at oshift, oL
 * limbs) expressed in the current one: every field and every score
 * counter keeps its value, so a sum over a matching compares as before.
 * 0, or -1 when the weight counts a group the current layout lacks.
 */
static int relayout(const engine *e, const field *of, size_t oL, const uint64_t *src, uint64_t *dst)
{
    wide_zero(dst, e->weights.L);
    for (int i = 0; i < D26_NFIELDS; i++) {
        if (!e->weights.has[i])
            continue;
        if (!score_field(i)) {
            uint64_t v = wide_get_bits(src, of[i].off, of[i].width, oL);
            wide_add_shifted(dst, v, e->weights.f[i].off, e->weights.L);
            continue;
        }
        for (size_t g = 0; g < e->round.ngroups; g++) {
            if (e->weights.oshift[g] == NO_SHIFT)
                continue;
            uint64_t v = wide_get_bits(src, of[i].off + e->weights.oshift[g], group_width(e, g), oL);
            if (!v)
                continue;
            if (e->weights.lshift[g] == NO_SHIFT)
                return -1;
            wide_add_shifted(dst, v, e->weights.f[i].off + e->weights.lshift[g], e->weights.L);
        }
    }
    return 0;
}

/* The setup weight of an edge (§5.1): omega with cur = nxt = 0, which is
 * c0 + psi(u) + psi(v) for compatible players and 0 otherwise. */
void dutch26_implied(engine *e, size_t u, size_t v, uint64_t *out)
{
    wide_zero(out, e->weights.L);
    if (!dutch_compatible(e->c, u, v))
        return;
    wide_copy(out, e->round.c0, e->weights.L);
    wide_add(out, e->round.psi + u * e->weights.L, e->weights.L);
    wide_add(out, e->round.psi + v * e->weights.L, e->weights.L);
}

int dutch26_excess_positive(engine *e, size_t u, size_t v)
{
    const uint64_t *w = Wp(e, u, v);
    if (wide_is_zero(w, e->weights.L))
        return 0;
    uint64_t imp[SWC_WIDE_MAX_LIMBS];
    dutch26_implied(e, u, v, imp);
    return wide_cmp(w, imp, e->weights.L) > 0;
}

/* The weights of the very first matching of an odd round (§5.1 step 1),
 * taken while the round's layout (every group) is the current one. */
static void setup_weight(engine *e, size_t i, size_t j, uint64_t *out)
{
    const dutch_ctx *c = e->c;
    wide_zero(out, e->weights.L);
    if (!dutch_compatible(c, i, j))
        return;
    if (i < j) {
        size_t x = i;
        i = j;
        j = x;
    }
    unsigned B = e->weights.B, S = e->weights.S;
    add_at(e, out, 1u + !c->pl[i].eligible + !c->pl[j].eligible, S + B);
    add_at(e, out, (uint64_t)e->weights.lshift[e->round.grp[i]] + e->weights.lshift[e->round.grp[j]], B);
    add_at(e, out, c->pl[i].ps >= c->topscore, 0);
}

/* Current weight of any edge between unfixed players. */
void dutch26_edge_weight(engine *e, size_t u, size_t v, uint64_t *out)
{
    if (!e->weights.in_brackets && e->n % 2)
        setup_weight(e, u, v, out);
    else if (e->window.wpos[u] >= 0 && e->window.wpos[v] >= 0)
        wide_copy(out, Wp(e, u, v), e->weights.L);
    else
        dutch26_implied(e, u, v, out);
}


/* PAB value of a vertex in the setup weights (D26_C9 part of psi). */
uint32_t dutch26_phi(const engine *e, size_t v)
{
    const dutch_player *p = &e->c->pl[v];
    return p->ps == e->round.beta ? e->round.rank9[p->games] : 0;
}

/* The C9 ranks (§5.1): games played by the players at score β, sorted
 * descending; each count maps to the last position it occupies. */
int dutch26_make_rank9(engine *e)
{
    const dutch_ctx *c = e->c;
    size_t cnt = 0, k = 0;
    for (size_t v = 0; v < e->n; v++)
        cnt += c->pl[v].ps == e->round.beta;
    uint32_t *gs = swc_mem_calloc(e->mem, cnt ? cnt : 1, sizeof *gs);
    if (!gs)
        return SWC_ENOMEM;
    for (size_t v = 0; v < e->n; v++)
        if (c->pl[v].ps == e->round.beta)
            gs[k++] = c->pl[v].games;
    for (size_t i = 1; i < k; i++) {
        uint32_t g = gs[i];
        size_t j = i;
        while (j > 0 && gs[j - 1] < g) {
            gs[j] = gs[j - 1];
            j--;
        }
        gs[j] = g;
    }
    for (size_t i = 0; i < k; i++)
        e->round.rank9[gs[i]] = (uint32_t)i;
    swc_mem_free(e->mem, gs, (cnt ? cnt : 1) * sizeof *gs);
    return SWC_OK;
}

/* psi(v) and c0: the setup weight of every edge is c0 + psi(u) + psi(v). */
void dutch26_make_psi(engine *e)
{
    wide_zero(e->round.c0, e->weights.L);
    add_at(e, e->round.c0, 1, e->weights.f[D26_C4].off);
    for (size_t v = 0; v < e->n; v++) {
        uint64_t *p = e->round.psi + v * e->weights.L;
        wide_zero(p, e->weights.L);
        add_at(e, p, !cand(e, v), e->weights.f[D26_C4].off);
        if (e->round.single0)
            add_at(e, p, dutch26_phi(e, v), e->weights.f[D26_C9].off);
    }
}

/* Make the window matrix hold wn players, keeping the weights among the
 * first nkeep players (the MDPs, carried over from the previous window in
 * the same order, and re-expressed from that window's layout, fields of
 * and oL limbs) and zeroing the rest. old_pos gives their old positions.
 * Returns 1, leaving everything as it was, when a carried weight needs a
 * score counter the current layout lacks. */
static int prepare_window(engine *e, size_t wn, size_t nkeep, const long *old_pos, const field *of, size_t oL)
{
    /* The carried weights go to a small array first: the window's table
     * is then grown in place (one buffer for the round, never two large
     * ones at once, and no large block freed for every window). They are
     * its first entries, since swc_dutch_tri() puts the rows of the first players
     * first. */
    size_t need = wn * (wn ? wn - 1 : 0) / 2, nc = nkeep * (nkeep ? nkeep - 1 : 0) / 2;
    /* A carried weight is re-expressed once per distinct old id (the
     * MDPs' pairs repeat few values): newid[id] is its new id + 1, or
     * MOVED_NOWHERE when it counts a group the layout lacks, 0 until
     * seen. */
    size_t nold = e->weights.wp.n ? e->weights.wp.n : 1;
    uint32_t *carry = swc_mem_calloc(e->mem, nc ? nc : 1, sizeof *carry);
    uint32_t *newid = swc_mem_calloc(e->mem, nold, sizeof *newid);
    swc_wpool np;
    if (!carry || !newid || swc_wpool_init(&np, e->mem, e->weights.L)) {
        swc_mem_free(e->mem, carry, (nc ? nc : 1) * sizeof *carry);
        swc_mem_free(e->mem, newid, nold * sizeof *newid);
        return SWC_ENOMEM;
    }
    int rc = SWC_OK;
    uint64_t w[SWC_WIDE_MAX_LIMBS];
    for (size_t i = 1; i < nkeep && !rc; i++)
        for (size_t j = 0; j < i && !rc; j++) {
            uint32_t oid = swc_idtab_get(&e->weights.Wx, swc_dutch_tri((size_t)old_pos[i], (size_t)old_pos[j]));
            if (!newid[oid]) {
                if (relayout(e, of, oL, swc_wpool_get(&e->weights.wp, oid), w))
                    newid[oid] = MOVED_NOWHERE;
                else
                    newid[oid] = swc_wpool_id(&np, w) + 1;
            }
            if (newid[oid] == MOVED_NOWHERE)
                rc = 1;
            else
                carry[swc_dutch_tri(i, j)] = newid[oid] - 1;
        }
    swc_mem_free(e->mem, newid, nold * sizeof *newid);
    if (!rc && np.failed)
        rc = SWC_ENOMEM;
    if (!rc && swc_idtab_reset(&e->weights.Wx, e->mem, need))
        rc = SWC_ENOMEM;
    for (size_t i = 0; i < nc && !rc; i++)
        if (swc_idtab_set(&e->weights.Wx, e->mem, i, carry[i]))
            rc = SWC_ENOMEM;
    swc_mem_free(e->mem, carry, (nc ? nc : 1) * sizeof *carry);
    if (rc) {
        swc_wpool_free(&np);
        return rc;
    }
    swc_wpool_free(&e->weights.wp);
    e->weights.wp = np;
    e->weights.wp.live = np.n; /* the carried weights are live */
    return SWC_OK;
}

/*
 * The layout of a new window (§14.3): score counters for the groups of its
 * players only (the MDPs, G and G'), the carried weights re-expressed, the
 * setup terms recomputed. Should a carried weight count another group, the
 * window keeps the round's full layout instead. The whole-field matcher,
 * if engaged, holds the old layout and is dropped (rebuilt on demand).
 */
int dutch26_window_layout(engine *e, size_t wn, size_t nd, const size_t *mdps, const long *old_pos, size_t g,
                         size_t gnext, uint8_t *present)
{
    field of[D26_NFIELDS];
    memcpy(of, e->weights.f, sizeof of);
    size_t oL = e->weights.L;
    unsigned *t = e->weights.oshift;
    e->weights.oshift = e->weights.lshift;
    e->weights.lshift = t;
    memset(present, 0, e->round.ngroups);
    for (size_t i = 0; i < nd; i++)
        present[e->round.grp[mdps[i]]] = 1;
    present[g] = 1;
    if (gnext != SIZE_MAX)
        present[gnext] = 1;
    dutch26_set_layout(e, present);
    int rc = prepare_window(e, wn, nd, old_pos, of, oL);
    if (rc == 1) {
        /* every counter has its place here: this cannot fail that way */
        memset(present, 1, e->round.ngroups);
        dutch26_set_layout(e, present);
        rc = prepare_window(e, wn, nd, old_pos, of, oL);
    }
    if (rc)
        return rc;
    dutch26_make_psi(e);
    if (e->fm.m) {
        swc_matcher_free(e->fm.m);
        e->fm.m = NULL;
    }
    return SWC_OK;
}

uint64_t *dutch26_row_memo(engine *e, uint32_t *stamp)
{
    weight_store *s = &e->weights;
    void *p = s->memo;
    int rc = swc_mem_reserve(e->mem, &p, &s->memo_cap, s->wp.n, sizeof *s->memo);
    s->memo = p;
    if (rc)
        return NULL;
    if (++s->memo_stamp == 0) { /* every stamp used: start again */
        memset(s->memo, 0, s->memo_cap * sizeof *s->memo);
        s->memo_stamp = 1;
    }
    *stamp = s->memo_stamp;
    return s->memo;
}
