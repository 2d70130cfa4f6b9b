/* Board prizes of a team event: the players of each board ranked by their
 * percentage on that board, among those with a minimum of games. */
#include <string.h>

#include "team_tb.h"

#define SWC_MAGIC_BOARD_RANKING 0x53574252u /* "SWBR" */

typedef struct br_row {
    uint32_t player;    /* player id */
    uint32_t team;
    uint32_t games;
    int32_t points;     /* tenths */
    int32_t percent;    /* hundredths of a percent */
    uint32_t rank, shared;
} br_row;

struct swc_board_ranking {
    uint32_t magic;
    swc_mem mem;
    uint32_t n;
    br_row *rows;
    size_t cap;         /* entries allocated in rows */
};

static int otb(const swc_rec *rec)
{
    int r = rec->result[0];
    return rec->kind == SWC_RK_PLAYED && rec->opp &&
           (r == SWC_RESULT_WHITE_WIN || r == SWC_RESULT_DRAW || r == SWC_RESULT_BLACK_WIN ||
            r == SWC_RESULT_WHITE_WIN_UNRATED || r == SWC_RESULT_DRAW_UNRATED || r == SWC_RESULT_BLACK_WIN_UNRATED);
}

/* Higher percentage first, then more points, then more games, then the lower player id. */
static int before(const br_row *a, const br_row *b)
{
    if (a->percent != b->percent)
        return a->percent > b->percent;
    if (a->points != b->points)
        return a->points > b->points;
    if (a->games != b->games)
        return a->games > b->games;
    return a->player < b->player;
}

static int same_place(const br_row *a, const br_row *b)
{
    return a->percent == b->percent && a->points == b->points && a->games == b->games;
}

int swc_board_ranking_new(swc_board_ranking **out, swc_tournament *t, uint32_t board, uint32_t min_games,
                          uint32_t after_round)
{
    if (out)
        *out = NULL;
    if (!t || t->magic != SWC_MAGIC_TOURNAMENT)
        return SWC_EINVAL;
    if (!out)
        return swc_fail(t, SWC_EINVAL, "out is NULL");
    if (!t->teams || t->teams->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event: board prizes need the number of boards");
    uint32_t nb = (uint32_t)t->teams->boards;
    if (board < 1 || board > nb)
        return swc_fail(t, SWC_ERANGE, "board %lu: the event has boards 1 to %lu", (unsigned long)board,
                        (unsigned long)nb);
    size_t np = t->nplayers;
    br_row *all = swc_mem_calloc(&t->mem, np + 1, sizeof *all);
    swc_board_ranking *r = swc_mem_calloc(&t->mem, 1, sizeof *r);
    if (!all || !r) {
        swc_mem_free(&t->mem, all, (np + 1) * sizeof *all);
        swc_mem_free(&t->mem, r, sizeof *r);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    uint32_t R = (uint32_t)t->nrounds;
    if (after_round && after_round < R)
        R = after_round;
    /* The games each player played over the board on this board. */
    for (uint32_t k = 1; k <= R; k++) {
        const swc_tround *tr = swc_team_model_round(t, k);
        for (size_t m = 0; tr && m < tr->n; m++) {
            const swc_tmatch *mt = &tr->m[m];
            if (!mt->black || !mt->lineup || mt->kind != SWC_TEAM_MATCH_PLAYED)
                continue;
            for (int s = 0; s < 2; s++) {
                uint32_t p = mt->lineup[(size_t)s * nb + board - 1];
                if (!p)
                    continue;
                const swc_rec *rec = &t->players[p - 1]->rec[k - 1];
                if (!otb(rec))
                    continue;
                br_row *row = &all[p - 1];
                row->player = t->players[p - 1]->id;
                row->team = s ? mt->black : mt->white;
                row->games++;
                row->points += swc_rec_points(&t->set, rec, 0);
            }
        }
    }
    /* Keep those with enough games, in ranking order (insertion: a board has few players). */
    uint32_t n = 0;
    int32_t win = t->set.win > 0 ? t->set.win : 10;
    for (size_t i = 0; i < np; i++) {
        br_row x = all[i];
        if (!x.games || x.games < min_games)
            continue;
        int64_t num = (int64_t)x.points * 10000 * 2, den = (int64_t)x.games * win * 2;
        x.percent = (int32_t)((num + den / 2) / den);
        uint32_t j = n++;
        while (j > 0 && before(&x, &all[j - 1])) {
            all[j] = all[j - 1];
            j--;
        }
        all[j] = x;
    }
    for (uint32_t i = 0; i < n; i++) {
        all[i].rank = i > 0 && same_place(&all[i], &all[i - 1]) ? all[i - 1].rank : i + 1;
        all[i].shared = (i > 0 && same_place(&all[i], &all[i - 1])) || (i + 1 < n && same_place(&all[i], &all[i + 1]));
    }
    r->magic = SWC_MAGIC_BOARD_RANKING;
    r->mem = t->mem;
    r->n = n;
    r->rows = all;
    r->cap = np + 1;
    *out = r;
    return swc_ok(t);
}

void swc_board_ranking_free(swc_board_ranking *r)
{
    if (!r || r->magic != SWC_MAGIC_BOARD_RANKING)
        return;
    swc_mem m = r->mem;
    r->magic = 0;
    swc_mem_free(&m, r->rows, r->cap * sizeof *r->rows);
    swc_mem_free(&m, r, sizeof *r);
}

uint32_t swc_board_ranking_count(const swc_board_ranking *r)
{
    return r && r->magic == SWC_MAGIC_BOARD_RANKING ? r->n : 0;
}

int swc_board_ranking_get(swc_board_rank *out, const swc_board_ranking *r, uint32_t row)
{
    if (!out || !r || r->magic != SWC_MAGIC_BOARD_RANKING || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    if (row >= r->n)
        return SWC_ENOTFOUND;
    const br_row *x = &r->rows[row];
    out->player = x->player;
    out->team = x->team;
    out->rank = x->rank;
    out->shared = x->shared;
    out->games = x->games;
    out->points = x->points;
    out->percent = x->percent;
    return SWC_OK;
}
