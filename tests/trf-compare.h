/*
 * Model comparison for the TRF tests: are two tournaments the same event?
 * Players are matched by TPN and keep their ids (XPA ID gives them back
 * where they are not the starting ranks). Everything else must be
 * equal, in both formats: the library's extension records keep
 * withdrawals, late entries and requested byes (tests/observable.c is
 * the complete comparison, through the public API).
 */
#ifndef SWC_TEST_TRF_COMPARE_H
#define SWC_TEST_TRF_COMPARE_H

#include <stdio.h>
#include <string.h>

#include "model/model.h"

static const char *tc_str(const char *s)
{
    return s ? s : "";
}

static int tc_kind(int kind)
{
    /* Withdrawals and late entries are kept (XPA, XLE). */
    return kind;
}

/* What round r will give player p (XPA BYES and WITHDRAWN keep it). */
static int tc_request(const swc_player *p, uint32_t r)
{
    return swc_model_auto_kind(p, r);
}

/*
 * 1 when equal; otherwise 0 and `why` says where they differ. `b` is the
 * tournament read back from a TRF written from `a`; `trf16` when that file
 * was TRF16 (which keeps as much).
 */
static int tc_same(const swc_tournament *a, const swc_tournament *b, int trf16, char *why, size_t cap)
{
#define TC_DIFF(...) (snprintf(why, cap, __VA_ARGS__), 0)
    if (a->nplayers != b->nplayers)
        return TC_DIFF("player count %zu vs %zu", a->nplayers, b->nplayers);
    if (a->nrounds != b->nrounds)
        return TC_DIFF("round count %zu vs %zu", a->nrounds, b->nrounds);
    static const int keys[] = {
        SWC_SET_ROUNDS, SWC_SET_POINTS_WIN, SWC_SET_POINTS_DRAW_WHITE, SWC_SET_POINTS_DRAW_BLACK,
        SWC_SET_POINTS_LOSS, SWC_SET_POINTS_PAB, SWC_SET_POINTS_FORFEIT_WIN, SWC_SET_POINTS_FORFEIT_LOSS,
        SWC_SET_POINTS_FULL_BYE, SWC_SET_POINTS_HALF_BYE, SWC_SET_POINTS_ZERO_BYE, SWC_SET_GAMES_PER_PAIRING,
        SWC_SET_INITIAL_COLOUR, SWC_SET_PAIRING_SYSTEM, SWC_SET_DUTCH_EDITION, SWC_SET_ACCELERATION,
        SWC_SET_TPN_ORDER, SWC_SET_POINTS_NOT_ENTERED, SWC_SET_SEQUENTIAL_TIEBREAK,
    };
    /* TRF has no board numbers: a reader orders the boards by C.04.2, which
     * is the order of the Dutch system only. */
    int dutch = a->set.system == SWC_SYSTEM_DUTCH;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        int32_t va = 0, vb = 0;
        swc_model_get_int(a, keys[i], &va);
        swc_model_get_int(b, keys[i], &vb);
        if (va != vb)
            return TC_DIFF("setting %d: %ld vs %ld", keys[i], (long)va, (long)vb);
    }
    for (int k = SWC_TEXT_NAME; k <= SWC_TEXT_SECTION_GROUP; k++)
        if (strcmp(tc_str(a->text[k]), tc_str(b->text[k])) != 0)
            return TC_DIFF("text %d: \"%s\" vs \"%s\"", k, tc_str(a->text[k]), tc_str(b->text[k]));
    if (a->nextra != b->nextra)
        return TC_DIFF("kept lines %zu vs %zu", a->nextra, b->nextra);
    for (size_t i = 0; i < a->nextra; i++)
        if (strcmp(a->extra_lines[i], b->extra_lines[i]) != 0)
            return TC_DIFF("kept line %zu: \"%s\" vs \"%s\"", i + 1, a->extra_lines[i], b->extra_lines[i]);

    for (size_t i = 0; i < a->nplayers; i++) {
        const swc_player *pa = a->players[a->by_tpn[i]], *pb = b->players[b->by_tpn[i]];
        unsigned long tpn = (unsigned long)i + 1;
        if (pb->id != pa->id || pb->tpn != pa->tpn)
            return TC_DIFF("TPN %lu: id %lu / tpn %lu read back as id %lu / tpn %lu", tpn, (unsigned long)pa->id,
                           (unsigned long)pa->tpn, (unsigned long)pb->id, (unsigned long)pb->tpn);
        const char *fa[] = { pa->name, pa->title, pa->federation, pa->fide_id, pa->birth_date };
        const char *fb[] = { pb->name, pb->title, pb->federation, pb->fide_id, pb->birth_date };
        for (int f = 0; f < 5; f++)
            if (strcmp(tc_str(fa[f]), tc_str(fb[f])) != 0)
                return TC_DIFF("TPN %lu: field %d \"%s\" vs \"%s\"", tpn, f, tc_str(fa[f]), tc_str(fb[f]));
        if (pa->rating != pb->rating || pa->sex != pb->sex || pa->stated_rank != pb->stated_rank)
            return TC_DIFF("TPN %lu: rating/sex/rank %ld/%ld/%lu vs %ld/%ld/%lu", tpn, (long)pa->rating,
                           (long)pa->sex, (unsigned long)pa->stated_rank, (long)pb->rating, (long)pb->sex,
                           (unsigned long)pb->stated_rank);
        int32_t score = swc_score_after(pa, (uint32_t)a->nrounds);
        if (pb->stated_points != score || swc_score_after(pb, (uint32_t)b->nrounds) != score)
            return TC_DIFF("TPN %lu: points %ld, read back as stated %ld / computed %ld", tpn, (long)score,
                           (long)pb->stated_points, (long)swc_score_after(pb, (uint32_t)b->nrounds));
        for (size_t k = 0; k < a->nrounds; k++) {
            const swc_rec *ra = &pa->rec[k], *rb = &pb->rec[k];
            uint32_t oa = ra->opp ? a->players[ra->opp - 1]->tpn : 0;
            uint32_t ob = rb->opp ? b->players[rb->opp - 1]->tpn : 0;
            if (tc_kind(ra->kind) != rb->kind || ra->colour != rb->colour || ra->result[0] != rb->result[0] ||
                oa != ob || (ra->board != rb->board && dutch))
                return TC_DIFF("TPN %lu round %zu: kind/opp/colour/result/board %d/%lu/%d/%d/%lu vs %d/%lu/%d/%d/%lu",
                               tpn, k + 1, ra->kind, (unsigned long)oa, ra->colour, ra->result[0],
                               (unsigned long)ra->board, rb->kind, (unsigned long)ob, rb->colour, rb->result[0],
                               (unsigned long)rb->board);
        }
        uint32_t last = SWC_MAX_ROUNDS;
        (void)trf16;
        for (uint32_t r = (uint32_t)a->nrounds + 1; r <= last; r++)
            if (tc_request(pa, r) != tc_request(pb, r))
                return TC_DIFF("TPN %lu: request for round %lu %d vs %d", tpn, (unsigned long)r, tc_request(pa, r),
                               tc_request(pb, r));
        for (uint32_t r = 1; r <= SWC_MAX_ROUNDS; r++)
            if (swc_model_virtual(pa, r) != swc_model_virtual(pb, r))
                return TC_DIFF("TPN %lu: virtual points of round %lu %ld vs %ld", tpn, (unsigned long)r,
                               (long)swc_model_virtual(pa, r), (long)swc_model_virtual(pb, r));
    }
    if (a->nforbidden != b->nforbidden)
        return TC_DIFF("forbidden pairs %zu vs %zu", a->nforbidden, b->nforbidden);
    for (size_t i = 0; i < a->nforbidden; i++) {
        uint32_t ta = a->players[a->forbidden[i].a]->tpn, tb = a->players[a->forbidden[i].b]->tpn;
        uint32_t xa = b->by_tpn[ta - 1], xb = b->by_tpn[tb - 1], lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa;
        int kept = 0;
        for (size_t j = 0; j < b->nforbidden && !kept; j++)
            kept = b->forbidden[j].a == lo && b->forbidden[j].b == hi && b->forbidden[j].first == a->forbidden[i].first &&
                   b->forbidden[j].last == a->forbidden[i].last;
        if (!kept)
            return TC_DIFF("forbidden pair %lu-%lu in rounds %lu-%lu lost", (unsigned long)ta, (unsigned long)tb,
                           (unsigned long)a->forbidden[i].first, (unsigned long)a->forbidden[i].last);
    }
    for (size_t k = 0; k < a->nrounds; k++)
        if (a->rounds[k]->nboards != b->rounds[k]->nboards)
            return TC_DIFF("round %zu: %zu boards vs %zu", k + 1, a->rounds[k]->nboards, b->rounds[k]->nboards);
    return 1;
#undef TC_DIFF
}

#endif
