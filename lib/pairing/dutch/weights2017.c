/*
 * The edge weight ω17 of the 2017 engine (doc/internals/dutch-engine.md
 * §6.3, §6.4): the PSD table and the fields of a bracket, laid out from
 * dutch17_criteria, and step 0, the base weights of the bracket.
 */
#include <stdlib.h>
#include <string.h>

#include "engine2017.h"

/* Counter offset of a key of the PSD table. Every key the weights ask for
 * was put into the table by prepare_bracket, by construction. */
static unsigned key_shift(const engine *e, int32_t key)
{
    size_t lo = 0, hi = e->layout.nkeys;
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (e->layout.keys[mid].key <= key)
            lo = mid;
        else
            hi = mid;
    }
    return e->layout.keys[lo].shift;
}

/* Downfloater key: the reference measures a downfloater's score difference
 * from the lowest score of the window plus one point (§11.9). */
static int32_t df_key(const engine *e, size_t p)
{
    return ps_at(e, p) - e->layout.minS + 10;
}

/*
 * The float criteria of one round back (C.12, C.13, C.16, C.17) or two
 * (C.14, C.15, C.18, C.19) for the pair at positions b < a: the fields
 * of the four, in that order.
 */
static void floats17(const engine *e, size_t b, size_t a, int back, int down, int up, int sddown, int sdup,
                     uint64_t *w)
{
    const dutch_player *ph = &e->c->pl[e->window.win[b]], *pl = &e->c->pl[e->window.win[a]];
    const unsigned *off = e->layout.off;
    int32_t diff = ph->ps - pl->ps;
    uint8_t fh = back == 1 ? ph->fl1 : ph->fl2, fl = back == 1 ? pl->fl1 : pl->fl2;
    /* C.12/C.14: a repeated downfloater paired in its own group. */
    put(e, w, (uint64_t)(fl == SWC_FLOAT_DOWN) + (ph->ps <= pl->ps && fh == SWC_FLOAT_DOWN), off[down]);
    /* C.13/C.15 are penalties in 2017: subtract, same ordering as a
     * reward on every other pair (§10). */
    int up_again = diff > 0 && fl == SWC_FLOAT_UP;
    if (up_again)
        take(e, w, 1, off[up]);
    /* C.16/C.18: score differences of repeated downfloaters. */
    if (fl == SWC_FLOAT_DOWN)
        put(e, w, 1, off[sddown] + key_shift(e, df_key(e, a)));
    if (fh == SWC_FLOAT_DOWN) {
        put(e, w, 1, off[sddown] + key_shift(e, df_key(e, b)));
        if (diff > 0)
            take(e, w, 1, off[sddown] + key_shift(e, diff));
    }
    /* C.17/C.19: score differences of repeated upfloaters. */
    if (up_again)
        take(e, w, 1, off[sdup] + key_shift(e, diff));
}

/* ω17 of the pair at positions b < a (§6.4), for two players who may meet
 * (the caller asks dutch_compatible()): one line per criterion of
 * dutch17_criteria. */
static void omega17(const engine *e, size_t b, size_t a, uint64_t *w)
{
    const dutch_ctx *c = e->c;
    wide_zero(w, e->layout.L);
    const dutch_player *ph = &c->pl[e->window.win[b]], *pl = &c->pl[e->window.win[a]];
    const unsigned *off = e->layout.off;
    size_t nb = e->window.nd + e->window.ng;
    int hcur = b < nb, lcur = a < nb;
    int32_t diff = ph->ps - pl->ps;
    /* T: in the PPB/CLB nothing else guarantees completion and a legal PAB. */
    if (e->layout.has[D17_C4])
        put(e, w, 1u + !ph->eligible + !pl->eligible, off[D17_C4]);
    if (lcur) {
        put(e, w, 1, off[D17_C5]);
        /* PSD: paired bracket players stop counting as downfloaters, and the
         * pair's own score difference counts instead (C.6). */
        put(e, w, 1, off[D17_C6] + key_shift(e, df_key(e, b)));
        put(e, w, 1, off[D17_C6] + key_shift(e, df_key(e, a)));
        take(e, w, 1, off[D17_C6] + key_shift(e, diff));
    }
    if (e->layout.has[D17_C7_PAIRS]) {
        /* C.7 look-ahead; before the last bracket it also checks that the
         * player left over could take the PAB (§11.10). */
        put(e, w, e->window.final ? 1u + !ph->eligible + !pl->eligible : (uint64_t)!lcur, off[D17_C7_PAIRS]);
        if (hcur)
            put(e, w, 1, off[D17_C7_PSD] + key_shift(e, df_key(e, b)));
        if (lcur)
            put(e, w, 1, off[D17_C7_PSD] + key_shift(e, df_key(e, a)));
    }
    if (!lcur)
        return;
    put(e, w, !swc_dutch_v10(ph, pl), off[D17_C8]);
    put(e, w, !swc_dutch_v11(ph, pl), off[D17_C9]);
    put(e, w, !swc_dutch_v12(ph, pl), off[D17_C10]);
    put(e, w, !swc_dutch_v13(ph, pl), off[D17_C11]);
    if (e->layout.has[D17_C12])
        floats17(e, b, a, 1, D17_C12, D17_C13, D17_C16, D17_C17, w);
    if (e->layout.has[D17_C14])
        floats17(e, b, a, 2, D17_C14, D17_C15, D17_C18, D17_C19, w);
}

static int key_cmp(const void *x, const void *y)
{
    int32_t a = *(const int32_t *)x, b = *(const int32_t *)y;
    return (a > b) - (a < b);
}

/* Widths, the PSD table (§6.3), the field layout (§6.4) and a zeroed graph. */
int dutch17_prepare_bracket(engine *e)
{
    const size_t nd = e->window.nd, nb = e->window.nd + e->window.ng, wn = e->window.wn;
    e->layout.minS = ps_at(e, wn - 1);
    /* Key list: every bracket player's downfloater key, and each distinct
     * score difference towards the residents after it. Counted first, then
     * stored. */
    size_t cnt = 0;
    for (int pass = 0; pass < 2; pass++) {
        cnt = 0;
        for (size_t x = 0; x < nb; x++) {
            if (pass)
                e->layout.rawkeys[cnt] = df_key(e, x);
            cnt++;
            size_t first = x + 1 > nd ? x + 1 : nd;
            for (size_t o = first; o < nb; o++)
                if (o == first || ps_at(e, o) < ps_at(e, o - 1)) {
                    if (pass)
                        e->layout.rawkeys[cnt] = ps_at(e, x) - ps_at(e, o);
                    cnt++;
                }
        }
        if (!pass && (swc_mem_reserve(e->mem, (void **)&e->layout.rawkeys, &e->layout.rawcap, cnt, sizeof *e->layout.rawkeys) ||
                      swc_mem_reserve(e->mem, (void **)&e->layout.keys, &e->layout.keyscap, cnt, sizeof *e->layout.keys)))
            return SWC_ENOMEM;
    }
    qsort(e->layout.rawkeys, cnt, sizeof *e->layout.rawkeys, key_cmp);
    /* Larger keys get more significant counters, each as wide as the number
     * of times the key can occur. */
    unsigned sh = 0;
    e->layout.nkeys = 0;
    for (size_t i = 0; i < cnt;) {
        size_t j = i;
        while (j < cnt && e->layout.rawkeys[j] == e->layout.rawkeys[i])
            j++;
        e->layout.keys[e->layout.nkeys].key = e->layout.rawkeys[i];
        e->layout.keys[e->layout.nkeys].shift = sh;
        e->layout.nkeys++;
        sh += swc_dutch_bitlen(j - i);
        i = j;
    }
    e->layout.Sd = sh;
    e->layout.pcB = swc_dutch_bitlen(e->window.ng);
    e->layout.npcB = swc_dutch_bitlen(wn - nb);
    unsigned pcB = e->layout.pcB;
    dutch_sizes sz = { .rounds = e->c->P, .special = e->window.special, .pairs = pcB, .scores = e->layout.Sd,
                       .next = e->window.final ? (pcB > e->layout.npcB ? pcB : e->layout.npcB) + 3 : e->layout.npcB };
    unsigned width[D17_NFIELDS];
    e->layout.bits = dutch_layout(dutch17_criteria, D17_NFIELDS, &sz, e->layout.off, width, e->layout.has);
    e->layout.L = (e->layout.bits + 2) / 64 + 1;
    if (e->layout.L > SWC_WIDE_MAX_LIMBS || 2 * pcB + 1 > 60) /* (the row offsets of step 4 are 64-bit) */
        return SWC_ELIMIT;
    /* Below a special window every edge weighs T alone (omega17): those
     * weights are not stored. */
    e->relax.below = e->window.special && wn > nb;
    e->relax.nw = e->relax.below ? nb : wn;
    e->relax.whole = 0;
    e->relax.nres = e->relax.npab = 0;
    wide_zero(e->relax.zero, SWC_WIDE_MAX_LIMBS);
    for (unsigned k = 0; k < 3; k++) {
        wide_zero(e->relax.tw[k], SWC_WIDE_MAX_LIMBS);
        put(e, e->relax.tw[k], 1u + k, e->layout.off[D17_C4]);
    }
    /* No weight of the last window survives, and L may have changed. */
    swc_wpool_free(&e->weights.wp);
    if (swc_wpool_init(&e->weights.wp, e->mem, e->layout.L))
        return SWC_ENOMEM;
    for (size_t p = 0; p < wn; p++) {
        e->matching.fixed[p] = 0;
        e->matching.bmate[p] = -1;
        e->matching.M[p] = -1;
        e->relax.cut[p] = e->relax.role[p] = 0;
        e->window.wpos[p] = p < e->relax.nw ? (long)p : -1;
        e->weights.roff[p] = 0;
    }
    e->weights.exrow = SIZE_MAX;
    swc_matcher_free(e->matching.dm); /* the next dutch17_mwm() makes one for this window */
    e->matching.dm = NULL;
    e->matching.idmap_live = 0;
    return SWC_OK;
}

/*
 * The class of the player at a position for ω17 (criteria.h): the facts
 * dutch17_criteria lists, as this engine derives them (the part of the
 * window, the score, PAB eligibility, |CD| where v11 reads it: between
 * absolute preferences). Two positions of one class are interchangeable
 * in every weight of step 0.
 */
static void class_at(const engine *e, size_t p, dutch_class_key *out)
{
    const dutch_player *x = &e->c->pl[e->window.win[p]];
    dutch_class_key d;
    memset(&d, 0, sizeof d);
    d.part = (uint8_t)(p < e->window.nd ? 0 : p < e->window.nd + e->window.ng ? 1 : 2);
    d.score = x->ps;
    d.imb = x->absolute ? (uint32_t)x->imb : 0;
    d.pab = x->eligible;
    dutch_class_key_of(out, e->layout.facts, x, &d);
}

/* Above this many classes step 0 computes every weight. */
#define MAX_CLASSES 1024

/*
 * The class of each stored position into cls, numbered from 0; returns
 * the number of classes, or 0 when there are more than MAX_CLASSES (or no
 * memory). Scratch: e->scratch.gverts (the first position of each class).
 */
static size_t omega_classes(engine *e, uint32_t *cls)
{
    size_t nw = e->relax.nw, S;
    dutch_class_key *keys = swc_mem_calloc(e->mem, nw ? nw : 1, sizeof *keys);
    if (!keys)
        return 0;
    for (size_t p = 0; p < nw; p++)
        class_at(e, p, &keys[p]);
    S = swc_dutch_classify(keys, nw, sizeof *keys, cls, MAX_CLASSES, e->scratch.gverts);
    swc_mem_free(e->mem, keys, (nw ? nw : 1) * sizeof *keys);
    return S;
}

/* Step 0: the weight of every pair whose later member is not an MDP
 * (MDP-MDP pairs have no edge at all). A weight is set by the classes of
 * the two players (as many as 347 distinct weights among 20 million
 * pairs of the last bracket of big/f9999_r9), so with few classes it is
 * computed once per pair of classes and looked up (Bid()); otherwise
 * each pair's is stored. */
int dutch17_step0(engine *e)
{
    size_t nd = e->window.nd, nw = e->relax.nw, S = omega_classes(e, e->weights.cls);
    size_t pairs = nw * (nw ? nw - 1 : 0) / 2;
    uint32_t *cls = e->weights.cls;
    e->weights.nclass = S;
    e->weights.byclass = S && S * S <= pairs;
    if (e->weights.byclass) {
        size_t words = (pairs + 63) / 64;
        if (swc_mem_reserve(e->mem, (void **)&e->weights.ctab, &e->weights.ctabcap, S * S, sizeof *e->weights.ctab) ||
            swc_mem_reserve(e->mem, (void **)&e->weights.zbits, &e->weights.zcap, words, sizeof *e->weights.zbits))
            return SWC_ENOMEM;
        memset(e->weights.zbits, 0, words * sizeof *e->weights.zbits);
        swc_idtab_free(&e->weights.base, e->mem); /* an earlier bracket's */
        /* a pair of members b < a of classes s and t exists when the first
         * of s comes before the last of t (omega_classes() left the first
         * of each class in gverts) */
        size_t *first = e->scratch.gverts, *last = e->scratch.gnext;
        for (size_t p = 0; p < nw; p++)
            last[cls[p]] = p;
        for (size_t x = 0; x < S; x++)
            for (size_t y = 0; y < S; y++) {
                size_t b = first[x], a = last[y];
                uint32_t id = 0;
                if (b < a && a >= nd) {
                    uint64_t bw[SWC_WIDE_MAX_LIMBS];
                    omega17(e, b, a, bw);
                    id = swc_wpool_id(&e->weights.wp, bw);
                }
                e->weights.ctab[x * S + y] = id;
            }
        return e->weights.wp.failed ? SWC_ENOMEM : SWC_OK;
    }
    if (swc_idtab_reset(&e->weights.base, e->mem, pairs))
        return SWC_ENOMEM;
    uint32_t *known = NULL;
    if (S)
        known = swc_mem_calloc(e->mem, S * S, sizeof *known); /* id + 1, 0: not yet */
    for (size_t a = nd; a < nw; a++)
        for (size_t b = 0; b < a; b++) {
            uint32_t id = 0, *slot = NULL;
            if (!dutch_compatible(e->c, e->window.win[b], e->window.win[a]))
                id = 0;
            else if (known && *(slot = &known[(size_t)cls[b] * S + cls[a]]))
                id = *slot - 1;
            else {
                uint64_t bw[SWC_WIDE_MAX_LIMBS];
                omega17(e, b, a, bw);
                id = swc_wpool_id(&e->weights.wp, bw);
                if (slot && !e->weights.wp.failed)
                    *slot = id + 1;
            }
            Bput(e, a, b, id);
        }
    swc_mem_free(e->mem, known, S * S * sizeof *known);
    return e->weights.wp.failed ? SWC_ENOMEM : SWC_OK;
}

