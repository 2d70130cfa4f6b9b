/* Rounds: creation from boards and byes, results, deletion, records. */
#include <string.h>

#include "model.h"

static void sync_board(swc_tournament *t, const swc_round *r, size_t b);

/* Is rec a forfeit loss the player is responsible for (policy counting)? */
static int own_forfeit(const swc_rec *rec)
{
    return rec->kind == SWC_RK_FORFEIT_LOSS;
}

int swc_model_auto_kind(const swc_player *p, uint32_t round)
{
    const swc_tournament *t = p->t;
    if (round < p->entry_round)
        return SWC_RK_NOT_ENTERED;
    if (p->withdrawn_from && round >= p->withdrawn_from)
        return SWC_RK_WITHDRAWN;
    int32_t n = t->set.forfeit_withdraw;
    if (n > 0 && round > (uint32_t)n) {
        /* Withdrawn by policy after n consecutive forfeit losses. */
        uint32_t run = 0;
        for (uint32_t r = 1; r < round && r <= t->nrounds; r++) {
            run = own_forfeit(&p->rec[r - 1]) ? run + 1 : 0;
            if (run >= (uint32_t)n)
                return SWC_RK_WITHDRAWN;
        }
    }
    return swc_model_request(p, round);
}

static int is_bye_kind(int k)
{
    return k == SWC_RK_PAB || k == SWC_RK_FULL_BYE || k == SWC_RK_HALF_BYE || k == SWC_RK_ZERO_BYE ||
           k == SWC_RK_NOT_PAIRED || k == SWC_RK_NOT_ENTERED || k == SWC_RK_WITHDRAWN ||
           k == SWC_RK_FORFEIT_WIN || k == SWC_RK_FORFEIT_LOSS;
}

/* Results that allow the next round to be paired (adjourned counts as a draw). */
static int result_settled(int res)
{
    return res != SWC_RESULT_NONE;
}

int swc_model_round_complete(const swc_round *r)
{
    int games = r->t->set.games;
    for (size_t b = 0; b < r->nboards; b++)
        for (int g = 0; g < games; g++)
            if (r->boards[b].result[g] == SWC_RESULT_NONE || r->boards[b].result[g] == SWC_RESULT_ADJOURNED)
                return 0;
    return 1;
}

static int round_pairable_after(const swc_round *r)
{
    int games = r->t->set.games;
    for (size_t b = 0; b < r->nboards; b++)
        for (int g = 0; g < games; g++)
            if (!result_settled(r->boards[b].result[g]))
                return 0;
    return 1;
}

int swc_model_add_round(swc_tournament *t, const swc_board *boards, size_t nboards,
                        const swc_bye *byes, size_t nbyes, int fill_unpaired, swc_round **out)
{
    uint32_t k = (uint32_t)t->nrounds + 1;
    if (t->nrounds && !round_pairable_after(t->rounds[t->nrounds - 1]))
        return swc_fail(t, SWC_ESTATE, "round %lu still has games without a result", (unsigned long)t->nrounds);
    if (k > (uint32_t)t->set.rounds)
        return swc_fail(t, SWC_ESTATE, "all %ld planned rounds already exist", (long)t->set.rounds);
    size_t n = t->nplayers;
    if (nboards > n / 2 || nbyes > n)
        return swc_fail(t, SWC_EINVAL, "more boards or byes than players");

    /* Mark who is placed where; seen[i] = 1 + slot. */
    uint8_t *seen = swc_mem_calloc(&t->mem, n ? n : 1, 1);
    if (!seen)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    int rc = SWC_OK;
    int pabs = 0;
    for (size_t b = 0; b < nboards && rc == SWC_OK; b++) {
        uint32_t w = boards[b].white, bl = boards[b].black;
        if (w >= n || bl >= n) {
            rc = swc_fail(t, SWC_ENOTFOUND, "board %zu names an unknown player", b + 1);
            break;
        }
        if (w == bl) {
            rc = swc_fail(t, SWC_EINVAL, "board %zu pairs player %lu with himself", b + 1, (unsigned long)t->players[w]->id);
            break;
        }
        uint32_t two[2] = { w, bl };
        for (int s = 0; s < 2; s++) {
            const swc_player *p = t->players[two[s]];
            if (seen[two[s]]) {
                rc = swc_fail(t, SWC_EINVAL, "player %lu appears twice in round %lu", (unsigned long)p->id, (unsigned long)k);
                break;
            }
            seen[two[s]] = 1;
            int ak = swc_model_auto_kind(p, k);
            if (ak) {
                rc = swc_fail(t, SWC_ESTATE, "player %lu cannot play round %lu (%s)", (unsigned long)p->id, (unsigned long)k,
                              ak == SWC_RK_NOT_ENTERED ? "not entered yet" :
                              ak == SWC_RK_WITHDRAWN ? "withdrawn" : "has a bye requested");
                break;
            }
        }
        for (int g = 0; g < 2 && rc == SWC_OK; g++)
            if (boards[b].result[g] > SWC_RESULT_BLACK_WIN_UNRATED)
                rc = swc_fail(t, SWC_EINVAL, "board %zu has an unknown result code", b + 1);
    }
    for (size_t i = 0; i < nbyes && rc == SWC_OK; i++) {
        uint32_t x = byes[i].player;
        if (x >= n) {
            rc = swc_fail(t, SWC_ENOTFOUND, "a bye names an unknown player");
            break;
        }
        const swc_player *p = t->players[x];
        if (seen[x]) {
            rc = swc_fail(t, SWC_EINVAL, "player %lu appears twice in round %lu", (unsigned long)p->id, (unsigned long)k);
            break;
        }
        seen[x] = 1;
        int kind = byes[i].kind;
        int api_kind = kind == SWC_RK_PAB || kind == SWC_RK_FULL_BYE || kind == SWC_RK_HALF_BYE || kind == SWC_RK_ZERO_BYE;
        if (!is_bye_kind(kind) || (!fill_unpaired && !api_kind)) {
            rc = swc_fail(t, SWC_EINVAL, "player %lu has an invalid bye kind %d", (unsigned long)p->id, kind);
            break;
        }
        /* In a team event the PAB goes to a team: its players may each show it. */
        if (kind == SWC_RK_PAB && ++pabs > 1 && !(t->teams && t->teams->nteams)) {
            rc = swc_fail(t, SWC_EINVAL, "round %lu has more than one pairing-allocated bye", (unsigned long)k);
            break;
        }
        int ak = swc_model_auto_kind(p, k);
        if (ak && !fill_unpaired) {
            rc = swc_fail(t, SWC_ESTATE, "player %lu must not be listed in round %lu (%s)", (unsigned long)p->id, (unsigned long)k,
                          ak == SWC_RK_NOT_ENTERED ? "not entered yet" :
                          ak == SWC_RK_WITHDRAWN ? "withdrawn" : "the requested bye is applied automatically");
            break;
        }
    }
    size_t missing = 0;
    for (size_t i = 0; i < n && rc == SWC_OK; i++) {
        if (seen[i])
            continue;
        if (!swc_model_auto_kind(t->players[i], k) && !fill_unpaired) {
            rc = swc_fail(t, SWC_EINVAL, "player %lu is neither paired nor given a bye in round %lu",
                          (unsigned long)t->players[i]->id, (unsigned long)k);
            break;
        }
        missing++;
    }

    swc_round *r = NULL;
    if (rc == SWC_OK) {
        r = swc_mem_calloc(&t->mem, 1, sizeof *r);
        if (!r || swc_mem_reserve(&t->mem, (void **)&r->boards, &r->boards_cap, nboards ? nboards : 1, sizeof *r->boards) ||
            swc_mem_reserve(&t->mem, (void **)&r->byes, &r->byes_cap, nbyes + missing ? nbyes + missing : 1, sizeof *r->byes) ||
            swc_mem_reserve(&t->mem, (void **)&t->rounds, &t->rounds_cap, t->nrounds + 1, sizeof *t->rounds))
            rc = swc_fail(t, SWC_ENOMEM, "out of memory");
        for (size_t i = 0; i < n && rc == SWC_OK; i++)
            if (swc_mem_reserve(&t->mem, (void **)&t->players[i]->rec, &t->players[i]->rec_cap, k, sizeof(swc_rec)))
                rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    if (rc != SWC_OK) {
        if (r)
            swc_model_free_round(t, r);
        swc_mem_free(&t->mem, seen, n ? n : 1);
        return rc;
    }
    r->magic = SWC_MAGIC_ROUND;
    r->t = t;
    r->number = k;
    memcpy(r->boards, boards, nboards * sizeof *boards);
    r->nboards = nboards;
    for (size_t b = 0; b < nboards; b++)
        if (t->set.games < 2)
            r->boards[b].result[1] = SWC_RESULT_NONE;
    memcpy(r->byes, byes, nbyes * sizeof *byes);
    r->nbyes = nbyes;
    /* Players filled in follow the pairing numbers, which a TRF file keeps
     * (the order of addition it does not). */
    for (size_t j = 0; j < n; j++) {
        uint32_t i = t->by_tpn[j];
        if (seen[i])
            continue;
        int ak = swc_model_auto_kind(t->players[i], k);
        r->byes[r->nbyes].player = i;
        r->byes[r->nbyes].kind = (uint8_t)(ak ? ak : SWC_RK_NOT_PAIRED);
        r->nbyes++;
    }
    swc_mem_free(&t->mem, seen, n ? n : 1);
    if (k == 1) {
        /* Baku group A is fixed by the field that starts round 1. */
        size_t size = 2 * ((n + 3) / 4);
        t->baku_last = size ? t->by_tpn[(size < n ? size : n) - 1] + 1 : 0;
    }
    t->rounds[t->nrounds++] = r;
    swc_model_sync(t, r);
    if (out)
        *out = r;
    return swc_ok(t);
}

int swc_model_delete_last_round(swc_tournament *t)
{
    if (!t->nrounds)
        return swc_fail(t, SWC_ESTATE, "there is no round to delete");
    swc_round *r = t->rounds[--t->nrounds];
    swc_team_model_drop_round(t, (uint32_t)t->nrounds + 1);
    swc_team_model_drop_ahead(t);
    if (t->nrounds == 0)
        t->baku_last = 0;
    for (size_t i = 0; i < t->nplayers; i++)
        memset(&t->players[i]->rec[t->nrounds], 0, sizeof(swc_rec));
    swc_model_free_round(t, r);
    return swc_ok(t);
}

/* Category of a result for corrections: 0 none, 1 played, 2 unplayed. */
static int result_class(int res)
{
    switch (res) {
    case SWC_RESULT_NONE: return 0;
    case SWC_RESULT_WHITE_FORFEIT_WIN:
    case SWC_RESULT_BLACK_FORFEIT_WIN:
    case SWC_RESULT_DOUBLE_FORFEIT: return 2;
    default: return 1;
    }
}

int swc_model_set_result(swc_round *r, uint32_t board, uint32_t game, int result)
{
    swc_tournament *t = r->t;
    if (board < 1 || board > r->nboards)
        return swc_fail(t, SWC_ENOTFOUND, "round %lu has no board %lu", (unsigned long)r->number, (unsigned long)board);
    if (game < 1 || game > (uint32_t)t->set.games)
        return swc_fail(t, SWC_ENOTFOUND, "board %lu has no game %lu", (unsigned long)board, (unsigned long)game);
    if (result < SWC_RESULT_NONE || result > SWC_RESULT_BLACK_WIN_UNRATED)
        return swc_fail(t, SWC_EINVAL, "unknown result code %d", result);
    int old = r->boards[board - 1].result[game - 1];
    if (r->number < t->nrounds && result_class(old) != result_class(result))
        return swc_fail(t, SWC_ESTATE,
                        "round %lu is followed by other rounds: its results may only be corrected between played results",
                        (unsigned long)r->number);
    r->boards[board - 1].result[game - 1] = (uint8_t)result;
    sync_board(t, r, board - 1);
    return swc_ok(t);
}

/* Kind of a board's record for one side from the results of its games. */
static int board_kind(const swc_board *b, int games, int colour)
{
    for (int g = 0; g < games; g++) {
        int res = b->result[g];
        if (result_class(res) != 2)
            return SWC_RK_PLAYED;
    }
    int res = b->result[0];
    if (res == SWC_RESULT_WHITE_FORFEIT_WIN)
        return colour == SWC_COLOUR_WHITE ? SWC_RK_FORFEIT_WIN : SWC_RK_FORFEIT_LOSS;
    if (res == SWC_RESULT_BLACK_FORFEIT_WIN)
        return colour == SWC_COLOUR_BLACK ? SWC_RK_FORFEIT_WIN : SWC_RK_FORFEIT_LOSS;
    return SWC_RK_FORFEIT_LOSS;
}

/* Re-derive the two records of one board. */
static void sync_board(swc_tournament *t, const swc_round *r, size_t b)
{
    uint32_t k = r->number - 1;
    const swc_board *bd = &r->boards[b];
    swc_rec *w = &t->players[bd->white]->rec[k];
    swc_rec *bl = &t->players[bd->black]->rec[k];
    w->kind = (uint8_t)board_kind(bd, t->set.games, SWC_COLOUR_WHITE);
    bl->kind = (uint8_t)board_kind(bd, t->set.games, SWC_COLOUR_BLACK);
    w->colour = SWC_COLOUR_WHITE;
    bl->colour = SWC_COLOUR_BLACK;
    w->opp = bd->black + 1;
    bl->opp = bd->white + 1;
    w->board = bl->board = (uint32_t)b + 1;
    w->result[0] = bl->result[0] = bd->result[0];
    w->result[1] = bl->result[1] = bd->result[1];
}

void swc_model_sync(swc_tournament *t, const swc_round *r)
{
    uint32_t k = r->number - 1;
    for (size_t b = 0; b < r->nboards; b++)
        sync_board(t, r, b);
    for (size_t i = 0; i < r->nbyes; i++) {
        swc_rec *rec = &t->players[r->byes[i].player]->rec[k];
        memset(rec, 0, sizeof *rec);
        rec->kind = r->byes[i].kind;
    }
}
