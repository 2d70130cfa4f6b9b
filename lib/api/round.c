/* Public entry points of round.h. */
#include "handles.h"

int swc_round_create(swc_round **out, swc_tournament *t,
                     const uint32_t *white, const uint32_t *black, size_t n_boards,
                     const uint32_t *bye_ids, const int32_t *bye_kinds, size_t n_byes)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if ((n_boards && (!white || !black)) || (n_byes && (!bye_ids || !bye_kinds)))
        return swc_fail(t, SWC_EINVAL, "NULL array with a non-zero count");
    if (n_boards > t->nplayers || n_byes > t->nplayers)
        return swc_fail(t, SWC_EINVAL, "more boards or byes than players");
    swc_board *boards = swc_mem_calloc(&t->mem, n_boards ? n_boards : 1, sizeof *boards);
    swc_bye *byes = swc_mem_calloc(&t->mem, n_byes ? n_byes : 1, sizeof *byes);
    int rc = SWC_OK;
    if (!boards || !byes)
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t i = 0; i < n_boards && rc == SWC_OK; i++) {
        swc_player *w = swc_model_player_by_id(t, white[i]), *b = swc_model_player_by_id(t, black[i]);
        if (!w || !b)
            rc = swc_fail(t, SWC_ENOTFOUND, "board %zu: no player with id %lu", i + 1,
                          (unsigned long)(w ? black[i] : white[i]));
        else {
            boards[i].white = w->index;
            boards[i].black = b->index;
        }
    }
    for (size_t i = 0; i < n_byes && rc == SWC_OK; i++) {
        swc_player *p = swc_model_player_by_id(t, bye_ids[i]);
        if (!p)
            rc = swc_fail(t, SWC_ENOTFOUND, "bye %zu: no player with id %lu", i + 1, (unsigned long)bye_ids[i]);
        else if (bye_kinds[i] < 0 || bye_kinds[i] > 255)
            rc = swc_fail(t, SWC_EINVAL, "bye %zu: invalid kind %ld", i + 1, (long)bye_kinds[i]);
        else {
            byes[i].player = p->index;
            byes[i].kind = (uint8_t)bye_kinds[i];
        }
    }
    swc_round *r = NULL;
    if (rc == SWC_OK)
        rc = swc_model_add_round(t, boards, n_boards, byes, n_byes, 0, &r);
    /* Line-ups handed in for this round were meant for a team round. */
    if (rc == SWC_OK)
        swc_team_model_drop_ahead(t);
    swc_mem_free(&t->mem, boards, (n_boards ? n_boards : 1) * sizeof *boards);
    swc_mem_free(&t->mem, byes, (n_byes ? n_byes : 1) * sizeof *byes);
    if (rc == SWC_OK && out)
        *out = r;
    return rc;
}

int swc_tournament_delete_last_round(swc_tournament *t)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_model_delete_last_round(t);
}

swc_round *swc_tournament_round(const swc_tournament *t, uint32_t number)
{
    if (!swc_t_ok(t) || number < 1 || number > t->nrounds)
        return NULL;
    return t->rounds[number - 1];
}

uint32_t swc_round_number(const swc_round *r)
{
    return swc_r_ok(r) ? r->number : 0;
}

uint32_t swc_round_board_count(const swc_round *r)
{
    return swc_r_ok(r) ? (uint32_t)r->nboards : 0;
}

int swc_round_board(uint32_t *out_white, uint32_t *out_black, const swc_round *r, uint32_t board)
{
    if (!swc_r_ok(r))
        return SWC_EINVAL;
    if (board < 1 || board > r->nboards)
        return SWC_ENOTFOUND;
    const swc_board *b = &r->boards[board - 1];
    if (out_white)
        *out_white = r->t->players[b->white]->id;
    if (out_black)
        *out_black = r->t->players[b->black]->id;
    return SWC_OK;
}

uint32_t swc_round_bye_count(const swc_round *r)
{
    return swc_r_ok(r) ? (uint32_t)r->nbyes : 0;
}

int swc_round_bye(uint32_t *out_id, int32_t *out_kind, const swc_round *r, uint32_t index)
{
    if (!swc_r_ok(r))
        return SWC_EINVAL;
    if (index >= r->nbyes)
        return SWC_ENOTFOUND;
    if (out_id)
        *out_id = r->t->players[r->byes[index].player]->id;
    if (out_kind)
        *out_kind = r->byes[index].kind;
    return SWC_OK;
}

int swc_round_set_result(swc_round *r, uint32_t board, int result)
{
    if (!swc_r_ok(r))
        return SWC_EINVAL;
    swc_tournament *t = r->t;
    if (board < 1 || board > r->nboards)
        return swc_fail(t, SWC_ENOTFOUND, "round %lu has no board %lu", (unsigned long)r->number, (unsigned long)board);
    /* Check every game first so that a refusal changes no game. */
    uint8_t saved[2] = { r->boards[board - 1].result[0], r->boards[board - 1].result[1] };
    for (int32_t g = 1; g <= t->set.games; g++) {
        int rc = swc_model_set_result(r, board, (uint32_t)g, result);
        if (rc != SWC_OK) {
            r->boards[board - 1].result[0] = saved[0];
            r->boards[board - 1].result[1] = saved[1];
            swc_model_sync(t, r);
            return rc;
        }
    }
    return SWC_OK;
}

int swc_round_set_game_result(swc_round *r, uint32_t board, uint32_t game, int result)
{
    if (!swc_r_ok(r))
        return SWC_EINVAL;
    return swc_model_set_result(r, board, game, result);
}

int swc_round_game_result(int32_t *out, const swc_round *r, uint32_t board, uint32_t game)
{
    if (!out || !swc_r_ok(r))
        return SWC_EINVAL;
    if (board < 1 || board > r->nboards || game < 1 || game > (uint32_t)r->t->set.games)
        return SWC_ENOTFOUND;
    *out = r->boards[board - 1].result[game - 1];
    return SWC_OK;
}

int swc_round_is_complete(const swc_round *r)
{
    return swc_r_ok(r) ? swc_model_round_complete(r) : 0;
}
