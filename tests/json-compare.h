/*
 * Model comparison for the JSON tests: is a tournament read back from its
 * JSON document the same as the original in every field the model keeps?
 * Unlike TRF, JSON carries everything, so players are matched by index
 * (order of addition) and ids, rounds by their boards and byes in order.
 */
#ifndef SWC_TEST_JSON_COMPARE_H
#define SWC_TEST_JSON_COMPARE_H

#include <stdio.h>
#include <string.h>

#include "model/model.h"

static const char *jc_str(const char *s)
{
    return s ? s : "";
}

/* Entry i of a per-round array, 0 past its end. */
static int jc_at(const void *arr, size_t cap, size_t i, size_t elem)
{
    if (i >= cap)
        return 0;
    return elem == 1 ? ((const uint8_t *)arr)[i] : ((const int32_t *)arr)[i];
}

/* 1 when equal; otherwise 0 and `why` says where they differ. */
static int jc_same(const swc_tournament *a, const swc_tournament *b, char *why, size_t cap)
{
#define JC_DIFF(...) (snprintf(why, cap, __VA_ARGS__), 0)
    const swc_settings *sa = &a->set, *sb = &b->set;
    const int32_t va[] = { sa->rounds, sa->win, sa->draw_white, sa->draw_black, sa->loss, sa->pab, sa->forfeit_win,
                           sa->forfeit_loss, sa->full_bye, sa->half_bye, sa->zero_bye, sa->not_entered, sa->games,
                           sa->initial_colour, sa->system, sa->edition, sa->forfeit_withdraw, sa->acceleration,
                           sa->tpn_order, sa->seq_tiebreak, sa->rounds_known, sa->initial_colour_known };
    const int32_t vb[] = { sb->rounds, sb->win, sb->draw_white, sb->draw_black, sb->loss, sb->pab, sb->forfeit_win,
                           sb->forfeit_loss, sb->full_bye, sb->half_bye, sb->zero_bye, sb->not_entered, sb->games,
                           sb->initial_colour, sb->system, sb->edition, sb->forfeit_withdraw, sb->acceleration,
                           sb->tpn_order, sb->seq_tiebreak, sb->rounds_known, sb->initial_colour_known };
    for (size_t i = 0; i < sizeof va / sizeof va[0]; i++)
        if (va[i] != vb[i])
            return JC_DIFF("setting #%zu: %ld vs %ld", i, (long)va[i], (long)vb[i]);
    /* Which values follow win/draw (the others' explicit bits change nothing). */
    const int follow[] = { SWC_SET_POINTS_PAB, SWC_SET_POINTS_FORFEIT_WIN, SWC_SET_POINTS_FULL_BYE, SWC_SET_POINTS_HALF_BYE };
    for (size_t i = 0; i < 4; i++) {
        uint32_t bit = 1u << follow[i];
        if ((sa->explicit_mask & bit) != (sb->explicit_mask & bit))
            return JC_DIFF("setting %d: explicit %d vs %d", follow[i], !!(sa->explicit_mask & bit),
                           !!(sb->explicit_mask & bit));
    }
    for (int k = SWC_TEXT_NAME; k <= SWC_TEXT_SECTION_GROUP; k++)
        if (strcmp(jc_str(a->text[k]), jc_str(b->text[k])) != 0)
            return JC_DIFF("text %d: \"%s\" vs \"%s\"", k, jc_str(a->text[k]), jc_str(b->text[k]));
    if (a->nextra != b->nextra)
        return JC_DIFF("kept lines %zu vs %zu", a->nextra, b->nextra);
    for (size_t i = 0; i < a->nextra; i++)
        if (strcmp(a->extra_lines[i], b->extra_lines[i]) != 0)
            return JC_DIFF("kept line %zu", i + 1);
    if (a->nplayers != b->nplayers || a->nrounds != b->nrounds)
        return JC_DIFF("%zu players / %zu rounds vs %zu / %zu", a->nplayers, a->nrounds, b->nplayers, b->nrounds);
    if (a->next_id != b->next_id || a->baku_last != b->baku_last)
        return JC_DIFF("next id %lu / Baku %lu vs %lu / %lu", (unsigned long)a->next_id, (unsigned long)a->baku_last,
                       (unsigned long)b->next_id, (unsigned long)b->baku_last);
    for (size_t i = 0; i < a->nplayers; i++) {
        const swc_player *p = a->players[i], *q = b->players[i];
        if (p->id != q->id || p->tpn != q->tpn || a->by_tpn[i] != b->by_tpn[i])
            return JC_DIFF("player %zu: id/tpn %lu/%lu vs %lu/%lu", i, (unsigned long)p->id, (unsigned long)p->tpn,
                           (unsigned long)q->id, (unsigned long)q->tpn);
        const char *fa[] = { p->name, p->title, p->federation, p->fide_id, p->birth_date, p->group, p->tags, p->cn_title };
        const char *fb[] = { q->name, q->title, q->federation, q->fide_id, q->birth_date, q->group, q->tags, q->cn_title };
        for (int f = 0; f < 8; f++)
            if (strcmp(jc_str(fa[f]), jc_str(fb[f])) != 0)
                return JC_DIFF("player %lu: text %d \"%s\" vs \"%s\"", (unsigned long)p->id, f, jc_str(fa[f]), jc_str(fb[f]));
        if (p->rating != q->rating || p->flags != q->flags || p->sex != q->sex || p->fouls != q->fouls ||
            p->conduct != q->conduct || p->entry_round != q->entry_round || p->withdrawn_from != q->withdrawn_from ||
            p->stated_rank != q->stated_rank)
            return JC_DIFF("player %lu: numbers differ", (unsigned long)p->id);
        for (size_t r = 0; r < SWC_MAX_ROUNDS; r++) {
            if (jc_at(p->virtual_pts, p->virtual_cap, r, 4) != jc_at(q->virtual_pts, q->virtual_cap, r, 4))
                return JC_DIFF("player %lu: virtual points of round %zu", (unsigned long)p->id, r + 1);
            if (jc_at(p->bye_request, p->request_cap, r, 1) != jc_at(q->bye_request, q->request_cap, r, 1))
                return JC_DIFF("player %lu: request of round %zu", (unsigned long)p->id, r + 1);
        }
        for (size_t k = 0; k < a->nrounds; k++)
            if (memcmp(&p->rec[k], &q->rec[k], sizeof p->rec[k]) != 0)
                return JC_DIFF("player %lu: record of round %zu", (unsigned long)p->id, k + 1);
    }
    if (a->nforbidden != b->nforbidden ||
        (a->nforbidden && memcmp(a->forbidden, b->forbidden, a->nforbidden * sizeof *a->forbidden) != 0))
        return JC_DIFF("forbidden pairs differ");
    for (size_t k = 0; k < a->nrounds; k++) {
        const swc_round *x = a->rounds[k], *y = b->rounds[k];
        if (x->nboards != y->nboards || x->nbyes != y->nbyes)
            return JC_DIFF("round %zu: %zu boards / %zu byes vs %zu / %zu", k + 1, x->nboards, x->nbyes, y->nboards, y->nbyes);
        for (size_t i = 0; i < x->nboards; i++)
            if (memcmp(&x->boards[i], &y->boards[i], sizeof x->boards[i]) != 0)
                return JC_DIFF("round %zu board %zu", k + 1, i + 1);
        for (size_t i = 0; i < x->nbyes; i++)
            if (x->byes[i].player != y->byes[i].player || x->byes[i].kind != y->byes[i].kind)
                return JC_DIFF("round %zu bye %zu", k + 1, i);
    }
    if (a->njournal != b->njournal)
        return JC_DIFF("journal: %zu entries vs %zu", a->njournal, b->njournal);
    for (size_t i = 0; i < a->njournal; i++) {
        const swc_journal_rec *x = &a->journal[i], *y = &b->journal[i];
        if (x->time != y->time || x->kind != y->kind || x->round != y->round || x->board != y->board ||
            x->game != y->game || x->player != y->player || x->before != y->before || x->after != y->after ||
            strcmp(x->author ? x->author : "", y->author ? y->author : "") != 0 ||
            strcmp(x->data ? x->data : "", y->data ? y->data : "") != 0)
            return JC_DIFF("journal entry %zu", i + 1);
    }
    return 1;
#undef JC_DIFF
}

#endif
