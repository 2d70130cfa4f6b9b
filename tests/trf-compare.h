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
/* The team side, through the public API: settings, teams, members (by
 * TPN), and per round every match with its line-ups and every result. */
static int tc_same_teams(const swc_tournament *a, const swc_tournament *b, char *why, size_t cap)
{
#define TC_DIFF(...) (snprintf(why, cap, __VA_ARGS__), 0)
    for (int key = SWC_TEAM_BOARDS; key <= SWC_TEAM_PAB_GP; key++) {
        int32_t va = 0, vb = 0;
        swc_team_get_int(&va, a, key);
        swc_team_get_int(&vb, b, key);
        if (va != vb)
            return TC_DIFF("team setting %d: %ld vs %ld", key, (long)va, (long)vb);
    }
    if (strcmp(swc_team_colours(a), swc_team_colours(b)) != 0)
        return TC_DIFF("colour sequence %s vs %s", swc_team_colours(a), swc_team_colours(b));
    uint32_t nt = swc_team_count(a);
    if (nt != swc_team_count(b))
        return TC_DIFF("team count %lu vs %lu", (unsigned long)nt, (unsigned long)swc_team_count(b));
    for (uint32_t k = 1; k <= nt; k++) {
        swc_team_info ia = SWC_TEAM_INFO_INIT, ib = SWC_TEAM_INFO_INIT;
        swc_team_get_info(&ia, a, k);
        swc_team_get_info(&ib, b, k);
        if (strcmp(ia.name, ib.name) || strcmp(ia.short_name, ib.short_name) || strcmp(ia.federation, ib.federation) ||
            ia.strength != ib.strength)
            return TC_DIFF("team %lu: \"%s\" \"%s\" %ld vs \"%s\" \"%s\" %ld", (unsigned long)k, ia.name, ia.short_name,
                           (long)ia.strength, ib.name, ib.short_name, (long)ib.strength);
        uint32_t nm = swc_team_member_count(a, k);
        if (nm != swc_team_member_count(b, k))
            return TC_DIFF("team %lu: %lu members vs %lu", (unsigned long)k, (unsigned long)nm,
                           (unsigned long)swc_team_member_count(b, k));
        for (uint32_t i = 0; i < nm; i++) {
            uint32_t ma = 0, mb = 0;
            swc_team_member(&ma, a, k, i);
            swc_team_member(&mb, b, k, i);
            if (swc_model_player_by_id(a, ma)->tpn != swc_model_player_by_id(b, mb)->tpn)
                return TC_DIFF("team %lu: member %lu differs", (unsigned long)k, (unsigned long)i + 1);
        }
        uint32_t ea = 0, eb = 0, wa = 0, wb = 0;
        swc_team_status(&ea, &wa, a, k);
        swc_team_status(&eb, &wb, b, k);
        if (ea != eb || wa != wb)
            return TC_DIFF("team %lu: entry/withdrawal %lu/%lu vs %lu/%lu", (unsigned long)k, (unsigned long)ea,
                           (unsigned long)wa, (unsigned long)eb, (unsigned long)wb);
        for (uint32_t r = 1; r <= a->nrounds; r++) {
            swc_team_result ra = SWC_TEAM_RESULT_INIT, rb = SWC_TEAM_RESULT_INIT;
            swc_team_round_result(&ra, a, k, r);
            swc_team_round_result(&rb, b, k, r);
            if (memcmp(&ra, &rb, sizeof ra) != 0)
                return TC_DIFF("team %lu round %lu: kind/opp/mp/gp %d/%lu/%d/%d vs %d/%lu/%d/%d", (unsigned long)k,
                               (unsigned long)r, ra.kind, (unsigned long)ra.opponent, ra.match_points, ra.game_points,
                               rb.kind, (unsigned long)rb.opponent, rb.match_points, rb.game_points);
            uint32_t la[SWC_MAX_BOARDS], lb[SWC_MAX_BOARDS];
            int na = swc_team_lineup(la, SWC_MAX_BOARDS, a, r, k), nb = swc_team_lineup(lb, SWC_MAX_BOARDS, b, r, k);
            if (na != nb)
                return TC_DIFF("team %lu round %lu: line-up of %d boards vs %d", (unsigned long)k, (unsigned long)r, na, nb);
            for (int i = 0; i < na; i++) {
                uint32_t pa = la[i] ? swc_model_player_by_id(a, la[i])->tpn : 0;
                uint32_t pb = lb[i] ? swc_model_player_by_id(b, lb[i])->tpn : 0;
                if (pa != pb)
                    return TC_DIFF("team %lu round %lu board %d: TPN %lu vs %lu", (unsigned long)k, (unsigned long)r,
                                   i + 1, (unsigned long)pa, (unsigned long)pb);
            }
        }
    }
    for (uint32_t r = 1; r <= a->nrounds; r++) {
        uint32_t n = swc_team_match_count(a, r);
        if (n != swc_team_match_count(b, r))
            return TC_DIFF("round %lu: %lu team entries vs %lu", (unsigned long)r, (unsigned long)n,
                           (unsigned long)swc_team_match_count(b, r));
        /* Entries in any order: each of a's has its twin in b. */
        for (uint32_t i = 0; i < n; i++) {
            swc_team_match_info ma = SWC_TEAM_MATCH_INFO_INIT;
            swc_team_match_get(&ma, a, r, i);
            int found = 0;
            for (uint32_t j = 0; j < n && !found; j++) {
                swc_team_match_info mb = SWC_TEAM_MATCH_INFO_INIT;
                swc_team_match_get(&mb, b, r, j);
                found = ma.white == mb.white && ma.black == mb.black && ma.kind == mb.kind;
            }
            if (!found)
                return TC_DIFF("round %lu: entry %lu-%lu kind %d lost", (unsigned long)r, (unsigned long)ma.white,
                               (unsigned long)ma.black, ma.kind);
        }
    }
    return 1;
#undef TC_DIFF
}

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
    return tc_same_teams(a, b, why, cap);
#undef TC_DIFF
}

#endif
