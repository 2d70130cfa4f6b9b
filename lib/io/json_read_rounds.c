/*
 * The rounds of a JSON document. Each round is checked against the players'
 * plans (entry round, withdrawal, requested byes) and against itself (a
 * player placed twice, a second pairing-allocated bye) with the path of
 * the offending element, then created through swc_model_add_round. Players
 * a round does not list get what the model gives them: their planned kind
 * or "not_paired".
 */
#include <string.h>

#include "json_read.h"

static const char *const round_members[] = { "round", "boards", "byes", NULL };
static const char *const board_members[] = { "board", "white", "black", "result", "result2", NULL };
static const char *const bye_members[] = { "id", "kind", NULL };

/* A player placed on a board or in a bye of round k (1-based): once only,
 * and only where the plans allow. `kind` is the bye kind, 0 for a board. */
static int place(jr *r, const char *key, uint32_t index, uint32_t k, int kind)
{
    const swc_player *p = r->t->players[index];
    unsigned long id = p->id;
    if (r->seen[index] == k)
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "player %lu appears twice in round %lu", id, (unsigned long)k);
    r->seen[index] = k;
    if (k < p->entry_round && kind != SWC_RK_NOT_ENTERED)
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "player %lu enters in round %lu (entry_round), so round %lu is \"not_entered\"",
                          id, (unsigned long)p->entry_round, (unsigned long)k);
    if (k >= p->entry_round && kind == SWC_RK_NOT_ENTERED)
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "player %lu entered in round %lu (entry_round), not after round %lu",
                          id, (unsigned long)p->entry_round, (unsigned long)k);
    if (p->withdrawn_from && k >= p->withdrawn_from && k >= p->entry_round && kind != SWC_RK_WITHDRAWN)
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "player %lu withdrew from round %lu (withdrawn_from), so round %lu is \"withdrawn\"",
                          id, (unsigned long)p->withdrawn_from, (unsigned long)k);
    if (!kind && swc_model_request(p, k))
        return jr_fail_at(r, key, SWC_EINCONSISTENT, "player %lu asked for a bye in round %lu (bye_requests), so is not on a board",
                          id, (unsigned long)k);
    return SWC_OK;
}

static int board(jr *r, json_t *o, size_t b, uint32_t k, int last, swc_board *out)
{
    int rc, got, res;
    long long no;
    if ((rc = jr_object(r, o)) || (rc = jr_members(r, o, board_members)))
        return rc;
    if ((got = jr_int(r, o, "board", 0, 1, SWC_MAX_PLAYERS_MODEL, &no)) < 0)
        return got;
    if (got && no != (long long)b + 1)
        return jr_fail_at(r, "board", SWC_EINCONSISTENT, "board %lld is listed as board %zu (boards are numbered in order)",
                          no, b + 1);
    if ((rc = jr_player(r, o, "white", &out->white)) < 0 || (rc = jr_player(r, o, "black", &out->black)) < 0)
        return rc;
    if (out->white == out->black)
        return jr_fail_at(r, "black", SWC_EINCONSISTENT, "player %lu cannot play himself",
                          (unsigned long)r->t->players[out->white]->id);
    if ((rc = place(r, "white", out->white, k, 0)) || (rc = place(r, "black", out->black, k, 0)))
        return rc;
    int games = r->t->set.games;
    for (int g = 0; g < 2; g++) {
        const char *key = g ? "result2" : "result";
        if ((got = jr_word(r, o, key, 0, swc_json_results, "result", &res)) < 0)
            return got;
        if (!got)
            res = SWC_RESULT_NONE;
        if (g >= games && res != SWC_RESULT_NONE)
            return jr_fail_at(r, key, SWC_EINCONSISTENT,
                              "a second game exists only when settings.games_per_pairing is 2");
        if (g < games && res == SWC_RESULT_NONE && !last)
            return jr_fail_at(r, key, SWC_EINCONSISTENT, "round %lu has no result here, but later rounds exist",
                              (unsigned long)k);
        out->result[g] = (uint8_t)res;
    }
    return SWC_OK;
}

static int bye(jr *r, json_t *o, uint32_t k, int *pabs, swc_bye *out)
{
    int rc, kind;
    if ((rc = jr_object(r, o)) || (rc = jr_members(r, o, bye_members)))
        return rc;
    if ((rc = jr_player(r, o, "id", &out->player)) < 0 || (rc = jr_word(r, o, "kind", 1, swc_json_kinds, "bye kind", &kind)) < 0)
        return rc;
    /* In a team event every player of the PAB team may show it. */
    if (kind == SWC_RK_PAB && ++*pabs > 1 && !(r->t->teams && r->t->teams->nteams))
        return jr_fail_at(r, "kind", SWC_EINCONSISTENT, "round %lu has a second pairing-allocated bye", (unsigned long)k);
    out->kind = (uint8_t)kind;
    return place(r, "id", out->player, k, kind);
}

/* Boards and byes of one round into the scratch arrays, then the round. */
static int one_round(jr *r, json_t *o, uint32_t k, int last, swc_board *boards, swc_bye *byes)
{
    swc_tournament *t = r->t;
    int rc, got;
    long long no;
    if ((rc = jr_object(r, o)) || (rc = jr_members(r, o, round_members)))
        return rc;
    if ((got = jr_int(r, o, "round", 0, 1, SWC_MAX_ROUNDS, &no)) < 0)
        return got;
    if (got && no != (long long)k)
        return jr_fail_at(r, "round", SWC_EINCONSISTENT, "round %lld is listed as round %lu (rounds are in order)", no,
                          (unsigned long)k);
    if (k > (uint32_t)t->set.rounds)
        return jr_fail(r, SWC_EINCONSISTENT, "round %lu is beyond the %ld rounds of settings.rounds", (unsigned long)k,
                       (long)t->set.rounds);
    json_t *bl = json_object_get(o, "boards"), *yl = json_object_get(o, "byes");
    size_t nb = json_array_size(bl), ny = json_array_size(yl);
    if (!bl)
        return jr_fail_at(r, "boards", SWC_EPARSE, "required member is missing");
    size_t at = jr_key(r, "boards");
    rc = jr_array(r, bl);
    if (rc == SWC_OK && 2 * nb > t->nplayers)
        rc = jr_fail(r, SWC_EINCONSISTENT, "%zu boards need %zu players; the document has %zu", nb, 2 * nb, t->nplayers);
    for (size_t b = 0; b < nb && rc == SWC_OK; b++) {
        size_t bi = jr_index(r, b);
        rc = board(r, json_array_get(bl, b), b, k, last, &boards[b]);
        jr_pop(r, bi);
    }
    jr_pop(r, at);
    if (rc)
        return rc;
    int pabs = 0;
    if (yl) {
        at = jr_key(r, "byes");
        rc = jr_array(r, yl);
        if (rc == SWC_OK && ny + 2 * nb > t->nplayers)
            rc = jr_fail(r, SWC_EINCONSISTENT, "more boards and byes than players");
        for (size_t i = 0; i < ny && rc == SWC_OK; i++) {
            size_t yi = jr_index(r, i);
            rc = bye(r, json_array_get(yl, i), k, &pabs, &byes[i]);
            jr_pop(r, yi);
        }
        jr_pop(r, at);
        if (rc)
            return rc;
    }
    rc = swc_model_add_round(t, boards, nb, byes, ny, 1, NULL);
    return rc ? jr_model_fail(r, rc) : SWC_OK;
}

int swc_json_read_rounds(jr *r, json_t *doc)
{
    json_t *list = json_object_get(doc, "rounds");
    if (!list)
        return SWC_OK;
    swc_tournament *t = r->t;
    size_t at = jr_key(r, "rounds");
    int rc = jr_array(r, list);
    size_t n = json_array_size(list), np = t->nplayers ? t->nplayers : 1;
    if (rc == SWC_OK && n > SWC_MAX_ROUNDS)
        rc = jr_fail(r, SWC_ELIMIT, "%zu rounds; a tournament has at most %d", n, SWC_MAX_ROUNDS);
    swc_board *boards = NULL;
    swc_bye *byes = NULL;
    if (rc == SWC_OK && n) {
        boards = swc_mem_calloc(&t->mem, np, sizeof *boards);
        byes = swc_mem_calloc(&t->mem, np, sizeof *byes);
        if (!boards || !byes)
            rc = jr_fail(r, SWC_ENOMEM, "out of memory");
    }
    for (size_t k = 0; k < n && rc == SWC_OK; k++) {
        size_t ki = jr_index(r, k);
        rc = one_round(r, json_array_get(list, k), (uint32_t)k + 1, k + 1 == n, boards, byes);
        jr_pop(r, ki);
    }
    swc_mem_free(&t->mem, boards, np * sizeof *boards);
    swc_mem_free(&t->mem, byes, np * sizeof *byes);
    jr_pop(r, at);
    return rc;
}
