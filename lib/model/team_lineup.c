/* A new line-up for a team in the last round, or a match of it forfeited or
 * played again: the round is laid out again from its matches, the results
 * of the other boards kept. The new round is built while the old one is
 * hidden, so a refusal (a bad line-up, round k-1 incomplete, no memory)
 * leaves the old one in place untouched. */
#include <string.h>

#include "model.h"

/* A result of play on a board of match m: any result of a played match;
 * in a forfeited match, a result other than the forfeit its layout gave. */
static int match_has_results(const swc_tournament *t, uint32_t round, const swc_tmatch *m)
{
    const swc_round *r = t->rounds[round - 1];
    for (int32_t b = 0; b < t->teams->boards; b++) {
        uint32_t bd = swc_team_model_board_of(t, round, m, (uint32_t)b);
        if (!bd)
            continue;
        for (int g = 0; g < t->set.games; g++) {
            uint8_t res = r->boards[bd - 1].result[g];
            int forfeit = res == SWC_RESULT_WHITE_FORFEIT_WIN || res == SWC_RESULT_BLACK_FORFEIT_WIN ||
                          res == SWC_RESULT_DOUBLE_FORFEIT;
            if (res != SWC_RESULT_NONE && (m->kind == SWC_TEAM_MATCH_PLAYED || !forfeit))
                return 1;
        }
    }
    return 0;
}

static void free_old(swc_tournament *t, swc_tmatch *m, size_t n)
{
    size_t nb = (size_t)t->teams->boards;
    for (size_t i = 0; i < n; i++) {
        if (m[i].lineup)
            swc_mem_free(&t->mem, m[i].lineup, 2 * nb * sizeof *m[i].lineup);
        if (m[i].board)
            swc_mem_free(&t->mem, m[i].board, nb * sizeof *m[i].board);
    }
    if (m)
        swc_mem_free(&t->mem, m, n * sizeof *m);
}

/* One match of the last round changed: `fresh` (when not NULL) is the new
 * line-up of `side`; `kind` is the match's new kind. A match that becomes
 * forfeited names nobody; one played again takes the line-ups it kept, or
 * its teams' board order. */
typedef struct change {
    const swc_tmatch *mine;
    int side;
    const uint32_t *fresh;
    int kind;
} change;

/* Which line-up of the changed match goes into the new layout. */
static const uint32_t *lineup_of(const swc_teams *x, const swc_tmatch *m, int s, const change *c)
{
    size_t nb = (size_t)x->boards;
    if (m != c->mine)
        return m->lineup ? m->lineup + (size_t)s * nb : NULL;
    if (c->fresh && s == c->side)
        return c->fresh;
    if (c->kind != SWC_TEAM_MATCH_PLAYED && m->kind == SWC_TEAM_MATCH_PLAYED)
        return NULL;
    return m->lineup ? m->lineup + (size_t)s * nb : NULL;
}

static int lay_out_again(swc_tournament *t, uint32_t round, const change *c)
{
    swc_teams *x = t->teams;
    uint32_t k = round;
    /* The entries as they stand, every line-up given as stored (members may
     * have been reordered since), the changed match as it becomes. */
    swc_tround old = x->rounds[round - 1];
    swc_tentry *e = swc_mem_calloc(&t->mem, old.n, sizeof *e);
    if (!e)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t i = 0; i < old.n; i++) {
        const swc_tmatch *m = &old.m[i];
        e[i].white = m->white;
        e[i].black = m->black;
        e[i].kind = m == c->mine ? c->kind : m->kind;
        for (int s = 0; s < 2 && m->black; s++)
            e[i].lineup[s] = lineup_of(x, m, s, c);
    }
    swc_round *keep = t->rounds[k - 1], *r = NULL;
    uint32_t baku = t->baku_last;
    t->nrounds = k - 1;
    int rc = swc_team_model_add_round(t, e, old.n, 0, &r);
    swc_mem_free(&t->mem, e, old.n * sizeof *e);
    if (rc != SWC_OK) {
        t->rounds[k - 1] = keep;
        t->nrounds = k;
        t->baku_last = baku;
        return rc;
    }
    /* Results follow the players: a board with the same two players keeps
     * its own, except on the changed match, whose boards are new. */
    uint32_t a = c->mine->white, b = c->mine->black;
    for (size_t i = 0; i < r->nboards; i++) {
        uint32_t of = swc_team_model_team_of(t, r->boards[i].white);
        if (of == a || of == b)
            continue;
        for (size_t j = 0; j < keep->nboards; j++)
            if (keep->boards[j].white == r->boards[i].white && keep->boards[j].black == r->boards[i].black) {
                memcpy(r->boards[i].result, keep->boards[j].result, sizeof r->boards[i].result);
                r->boards[i].colours_unknown = keep->boards[j].colours_unknown;
                break;
            }
    }
    /* Which line-ups were named stays as it was; the changed side is now
     * named, a match that became forfeited names nobody. */
    swc_tround *now = &x->rounds[round - 1];
    for (size_t i = 0; i < now->n && i < old.n; i++) {
        now->m[i].named[0] = old.m[i].named[0];
        now->m[i].named[1] = old.m[i].named[1];
        if (&old.m[i] != c->mine)
            continue;
        for (int s = 0; s < 2; s++)
            if (!lineup_of(x, &old.m[i], s, c))
                now->m[i].named[s] = 0;
        if (c->fresh)
            now->m[i].named[c->side] = 1;
    }
    free_old(t, old.m, old.n);
    /* The round keeps its handle: the new boards go into the old round. */
    swc_board *boards = keep->boards;
    swc_bye *byes = keep->byes;
    size_t boards_cap = keep->boards_cap, byes_cap = keep->byes_cap;
    keep->boards = r->boards, keep->nboards = r->nboards, keep->boards_cap = r->boards_cap;
    keep->byes = r->byes, keep->nbyes = r->nbyes, keep->byes_cap = r->byes_cap;
    r->boards = boards, r->boards_cap = boards_cap;
    r->byes = byes, r->byes_cap = byes_cap;
    t->rounds[k - 1] = keep;
    swc_model_free_round(t, r);
    swc_model_sync(t, keep);
    return swc_ok(t);
}

/* The match of `team` in the last round `round`, or a refusal. */
static int last_round_match(swc_tournament *t, uint32_t round, uint32_t team, int lineups, const swc_tmatch **out,
                            int *side)
{
    swc_teams *x = t->teams;
    if (!x || x->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event");
    if (!swc_team_model_get_team(t, team))
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    uint32_t k = (uint32_t)t->nrounds;
    if (round != k || round > x->nrounds || !x->rounds[round - 1].m) {
        if (lineups)
            return swc_fail(t, SWC_ESTATE, "only the line-ups of the last team round (%lu) can change, not round %lu",
                            (unsigned long)k, (unsigned long)round);
        return swc_fail(t, SWC_ESTATE, "only a match of the last team round (%lu) can be forfeited, not one of round %lu",
                        (unsigned long)k, (unsigned long)round);
    }
    *out = swc_team_model_match_of(t, round, team, side);
    if (*out && !(*out)->black)
        return swc_fail(t, SWC_ENOTFOUND, "team %lu has a bye in round %lu, not a match", (unsigned long)team,
                        (unsigned long)round);
    if (!*out)
        return swc_fail(t, SWC_ENOTFOUND, "team %lu plays no match in round %lu", (unsigned long)team,
                        (unsigned long)round);
    return SWC_OK;
}

int swc_team_model_set_lineup(swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *idx, size_t count)
{
    const swc_tmatch *mine = NULL;
    int side = 0;
    int rc = last_round_match(t, round, team, 1, &mine, &side);
    if (rc != SWC_OK)
        return rc;
    size_t nb = (size_t)t->teams->boards;
    if (count > nb)
        return swc_fail(t, SWC_EINVAL, "a line-up of %zu boards; the matches have %zu", count, nb);
    if (mine->kind != SWC_TEAM_MATCH_PLAYED)
        return swc_fail(t, SWC_ESTATE, "round %lu: the match of teams %lu and %lu is forfeited", (unsigned long)round,
                        (unsigned long)mine->white, (unsigned long)mine->black);
    if (match_has_results(t, round, mine))
        return swc_fail(t, SWC_ESTATE, "round %lu: the match of teams %lu and %lu has results; clear them first",
                        (unsigned long)round, (unsigned long)mine->white, (unsigned long)mine->black);
    uint32_t fresh[SWC_MAX_BOARDS] = { 0 };
    memcpy(fresh, idx, count * sizeof *fresh);
    change c = { mine, side, fresh, SWC_TEAM_MATCH_PLAYED };
    return lay_out_again(t, round, &c);
}

int swc_team_model_set_match_kind(swc_tournament *t, uint32_t round, uint32_t team, int kind)
{
    if (kind < SWC_TEAM_MATCH_PLAYED || kind > SWC_TEAM_MATCH_FORFEIT_BOTH)
        return swc_fail(t, SWC_EINVAL, "%d is not a team match kind (0 played, 1 +-, 2 -+, 3 --)", kind);
    const swc_tmatch *mine = NULL;
    int side = 0;
    int rc = last_round_match(t, round, team, 0, &mine, &side);
    if (rc != SWC_OK)
        return rc;
    if (mine->kind == kind)
        return swc_ok(t);
    if (match_has_results(t, round, mine))
        return swc_fail(t, SWC_ESTATE,
                        "round %lu: the match of teams %lu and %lu has results of play on its boards; clear them "
                        "first", (unsigned long)round, (unsigned long)mine->white, (unsigned long)mine->black);
    change c = { mine, side, NULL, kind };
    return lay_out_again(t, round, &c);
}
