/*
 * The other reading of 成绩作废 (昌平 十一4, 经开区 十一4): a disqualified
 * player's games are annulled for his opponents too. The sections are
 * ranked on copies in which each of his games is a double forfeit: no
 * points and no game for either player.
 */
#include <string.h>

#include <swisscore/json.h>
#include <swisscore/player.h>
#include <swisscore/round.h>

#include "../grades/gr.h"
#include "../model/model.h"
#include "pz.h"

/* 1 when the player missed the rules' number of rounds up to `rounds`. */
static int disqualified(const swc_player *pl, uint32_t rounds, uint32_t limit)
{
    uint32_t missed = 0;
    for (uint32_t rd = 1; rd <= rounds; rd++) {
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        if (swc_player_round(&ri, pl, rd) == SWC_OK)
            missed += (uint32_t)gr_round_missed(&ri);
    }
    return missed >= limit;
}

static int copy_of(swc_tournament **out, swc_tournament *t, const swc_mem *mem)
{
    size_t len = 0;
    int rc = swc_json_write(&len, NULL, 0, t, NULL);
    if (rc != SWC_EBUFSIZE)
        return rc ? rc : SWC_EINCONSISTENT;
    char *buf = swc_mem_alloc(mem, len + 1);
    if (!buf)
        return SWC_ENOMEM;
    rc = swc_json_write(&len, buf, len + 1, t, NULL);
    if (rc == SWC_OK) {
        swc_json_read_options jo = SWC_JSON_READ_OPTIONS_INIT;
        jo.allocator = &mem->a;
        rc = swc_json_read(out, buf, len, &jo, NULL);
    }
    swc_mem_free(mem, buf, len + 1);
    return rc;
}

int pz_annul_copies(swc_tournament **out, swc_tournament *const *ts, uint32_t nt, const pz_rules *r,
                    const swc_prizes_options *o, const swc_mem *mem)
{
    for (uint32_t q = 0; q < nt; q++)
        out[q] = NULL;
    if (!r->disqualify_missed || !r->disqualify_annul)
        return SWC_OK;
    int rc = SWC_OK;
    for (uint32_t q = 0; q < nt && rc == SWC_OK; q++) {
        swc_tournament *t = ts[q];
        uint32_t rounds = swc_tournament_round_count(t);
        if (o->after_round && o->after_round < rounds)
            rounds = o->after_round;
        int any = 0;
        for (size_t i = 0; i < t->nplayers && !any; i++)
            any = disqualified(t->players[i], rounds, r->disqualify_missed);
        if (!any)
            continue;
        if ((rc = copy_of(&out[q], t, mem)) != SWC_OK)
            break;
        /* his games, in the rounds the standings read, count for nobody */
        for (uint32_t rd = 1; rd <= rounds && rc == SWC_OK; rd++) {
            swc_round *round = swc_tournament_round(out[q], rd);
            uint32_t nb = swc_round_board_count(round);
            for (uint32_t b = 1; b <= nb && rc == SWC_OK; b++) {
                uint32_t w = 0, k = 0;
                int32_t res = SWC_RESULT_NONE;
                if (swc_round_board(&w, &k, round, b) || swc_round_game_result(&res, round, b, 1) ||
                    res == SWC_RESULT_NONE)
                    continue;
                if (disqualified(swc_tournament_player(t, w), rounds, r->disqualify_missed) ||
                    disqualified(swc_tournament_player(t, k), rounds, r->disqualify_missed))
                    rc = swc_round_set_result(round, b, SWC_RESULT_DOUBLE_FORFEIT);
            }
        }
    }
    if (rc != SWC_OK)
        pz_annul_free(out, nt);
    return rc;
}

void pz_annul_free(swc_tournament **c, uint32_t nt)
{
    for (uint32_t q = 0; q < nt; q++) {
        swc_tournament_free(c[q]);
        c[q] = NULL;
    }
}
