/* Team rounds: matches and line-ups laid out as board games, and the team
 * results derived from those games. */
#include <string.h>

#include "model.h"

static void free_match(swc_tournament *t, swc_tmatch *m)
{
    size_t nb = t->teams ? (size_t)t->teams->boards : 0;
    if (m->lineup)
        swc_mem_free(&t->mem, m->lineup, 2 * nb * sizeof *m->lineup);
    if (m->board)
        swc_mem_free(&t->mem, m->board, nb * sizeof *m->board);
    m->lineup = m->board = NULL;
}

static void free_tround(swc_tournament *t, swc_tround *tr)
{
    for (size_t i = 0; i < tr->n; i++)
        free_match(t, &tr->m[i]);
    if (tr->m)
        swc_mem_free(&t->mem, tr->m, tr->n * sizeof *tr->m);
    tr->m = NULL;
    tr->n = 0;
}

void swc_team_model_drop_round(swc_tournament *t, uint32_t round)
{
    swc_teams *x = t->teams;
    if (!x || round < 1 || round > x->nrounds)
        return;
    free_tround(t, &x->rounds[round - 1]);
    if (round == x->nrounds)
        x->nrounds--;
}

const swc_tround *swc_team_model_round(const swc_tournament *t, uint32_t round)
{
    if (!t->teams || round < 1 || round > t->teams->nrounds)
        return NULL;
    return &t->teams->rounds[round - 1];
}

const swc_tmatch *swc_team_model_match_of(const swc_tournament *t, uint32_t round, uint32_t team, int *side)
{
    const swc_tround *tr = swc_team_model_round(t, round);
    for (size_t i = 0; tr && i < tr->n; i++) {
        if (tr->m[i].white == team || (tr->m[i].black && tr->m[i].black == team)) {
            if (side)
                *side = tr->m[i].white == team ? 0 : 1;
            return &tr->m[i];
        }
    }
    return NULL;
}

static int is_bye(int kind)
{
    return kind == SWC_RK_PAB || kind == SWC_RK_FULL_BYE || kind == SWC_RK_HALF_BYE || kind == SWC_RK_ZERO_BYE;
}

/* Check one line-up (player index + 1 per board); `forfeit` allows NULL to name nobody. */
int swc_team_model_check_lineup(swc_tournament *t, uint32_t team, const uint32_t *l, uint32_t k, int avail, uint8_t *used)
{
    int32_t nb = t->teams->boards;
    for (int32_t b = 0; b < nb; b++) {
        if (!l[b])
            continue;
        uint32_t i = l[b] - 1;
        const swc_player *p = t->players[i];
        uint32_t of = swc_team_model_team_of(t, i);
        if (of != team) {
            if (of)
                return swc_fail(t, SWC_EINVAL, "round %lu: board %ld of team %lu names player %lu of team %lu",
                                (unsigned long)k, (long)b + 1, (unsigned long)team, (unsigned long)p->id,
                                (unsigned long)of);
            return swc_fail(t, SWC_EINVAL, "round %lu: board %ld of team %lu names player %lu, who is not its member",
                            (unsigned long)k, (long)b + 1, (unsigned long)team, (unsigned long)p->id);
        }
        if (used[i])
            return swc_fail(t, SWC_EINVAL, "round %lu: player %lu is on two boards of team %lu", (unsigned long)k,
                            (unsigned long)p->id, (unsigned long)team);
        used[i] = 1;
        int ak = avail ? swc_model_auto_kind(p, k) : 0;
        if (ak == SWC_RK_NOT_ENTERED || ak == SWC_RK_WITHDRAWN)
            return swc_fail(t, SWC_ESTATE, "round %lu: player %lu of team %lu cannot play (%s)", (unsigned long)k,
                            (unsigned long)p->id, (unsigned long)team,
                            ak == SWC_RK_NOT_ENTERED ? "not entered yet" : "withdrawn");
    }
    return SWC_OK;
}

/* Result code of a board won by forfeit by the player of `colour`. */
static uint8_t forfeit_result(int colour)
{
    return colour == SWC_COLOUR_WHITE ? SWC_RESULT_WHITE_FORFEIT_WIN : SWC_RESULT_BLACK_FORFEIT_WIN;
}

typedef struct layout {
    swc_board *boards;
    size_t nboards;
    swc_bye *byes;
    size_t nbyes;
} layout;

/* Lay one match out as board games; board[b] gets the individual board + 1. */
static void lay_out(const swc_tournament *t, const swc_tmatch *m, layout *o)
{
    int32_t nb = t->teams->boards;
    for (int32_t b = 0; b < nb; b++) {
        m->board[b] = 0;
        uint32_t pw = m->lineup ? m->lineup[b] : 0, pb = m->lineup ? m->lineup[nb + b] : 0;
        if (!pw && !pb)
            continue;
        int c = swc_team_colour_of_board(t, (uint32_t)b); /* colour of the first team's player */
        if (pw && pb) {
            swc_board *bd = &o->boards[o->nboards++];
            memset(bd, 0, sizeof *bd);
            bd->white = (c == SWC_COLOUR_WHITE ? pw : pb) - 1;
            bd->black = (c == SWC_COLOUR_WHITE ? pb : pw) - 1;
            int other = c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
            if (m->kind == SWC_TEAM_MATCH_FORFEIT_WHITE)
                bd->result[0] = forfeit_result(c);
            else if (m->kind == SWC_TEAM_MATCH_FORFEIT_BLACK)
                bd->result[0] = forfeit_result(other);
            else if (m->kind == SWC_TEAM_MATCH_FORFEIT_BOTH)
                bd->result[0] = SWC_RESULT_DOUBLE_FORFEIT;
            m->board[b] = (uint32_t)o->nboards;
            continue;
        }
        /* One side only: an empty board, or a named player of a forfeited match. */
        int first = pw != 0;
        int wins = m->kind == SWC_TEAM_MATCH_PLAYED || (first && m->kind == SWC_TEAM_MATCH_FORFEIT_WHITE) ||
                   (!first && m->kind == SWC_TEAM_MATCH_FORFEIT_BLACK);
        swc_bye *y = &o->byes[o->nbyes++];
        y->player = (first ? pw : pb) - 1;
        y->kind = (uint8_t)(wins ? SWC_RK_FORFEIT_WIN : SWC_RK_FORFEIT_LOSS);
    }
}

/* Check the entries of round k: teams known and listed once, line-ups of
 * members only. `attach` (a round read from a file) lets teams go unlisted
 * and does not ask who may play; *bad gets the failing entry. */
static int check_entries(swc_tournament *t, uint32_t k, const swc_tentry *e, size_t n, int attach, size_t *bad)
{
    swc_teams *x = t->teams;
    size_t nt = x->nteams, np = t->nplayers;
    if (n > nt)
        return swc_fail(t, SWC_EINVAL, "round %lu lists %zu entries for %zu teams", (unsigned long)k, n, nt);
    uint8_t *seen = swc_mem_calloc(&t->mem, nt + np + 1, 1);
    if (!seen)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    uint8_t *used = seen + nt;
    int rc = SWC_OK;
    size_t pabs = 0, i;
    for (i = 0; i < n && rc == SWC_OK; i++) {
        uint32_t side[2] = { e[i].white, e[i].black };
        if (side[0] < 1 || side[0] > nt || side[1] > nt) {
            rc = swc_fail(t, SWC_ENOTFOUND, "round %lu: entry %zu names an unknown team", (unsigned long)k, i + 1);
            break;
        }
        if (side[1] == 0 ? !is_bye(e[i].kind) : (e[i].kind < SWC_TEAM_MATCH_PLAYED || e[i].kind > SWC_TEAM_MATCH_FORFEIT_BOTH)) {
            rc = swc_fail(t, SWC_EINVAL, "round %lu: entry %zu has an invalid kind %d", (unsigned long)k, i + 1, e[i].kind);
            break;
        }
        if (side[1] == 0 && e[i].kind == SWC_RK_PAB && ++pabs > 1) {
            rc = swc_fail(t, SWC_EINVAL, "round %lu has more than one pairing-allocated bye", (unsigned long)k);
            break;
        }
        for (int s = 0; s < 2 && rc == SWC_OK; s++) {
            if (!side[s])
                continue;
            const swc_team *tm = x->team[side[s] - 1];
            if (seen[side[s] - 1]) {
                rc = swc_fail(t, SWC_EINVAL, "team %lu appears twice in round %lu", (unsigned long)side[s], (unsigned long)k);
                break;
            }
            seen[side[s] - 1] = 1;
            int ak = attach ? 0 : swc_team_auto_kind(tm, k);
            if (ak) {
                rc = swc_fail(t, SWC_ESTATE, "team %lu cannot play round %lu (%s)", (unsigned long)side[s], (unsigned long)k,
                              ak == SWC_RK_NOT_ENTERED ? "not entered yet" : "withdrawn");
                break;
            }
            if (side[1] && e[i].lineup[s])
                rc = swc_team_model_check_lineup(t, side[s], e[i].lineup[s], k, !attach, used);
        }
    }
    if (rc)
        *bad = i ? i - 1 : 0;
    for (size_t j = 0; j < nt && rc == SWC_OK && !attach; j++)
        if (!seen[j] && !swc_team_auto_kind(x->team[j], k))
            rc = swc_fail(t, SWC_EINVAL, "team %zu is neither paired nor given a bye in round %lu", j + 1, (unsigned long)k);
    swc_mem_free(&t->mem, seen, nt + np + 1);
    return rc;
}

/* The stored form of the entries: the matches in their order, then the
 * byes in theirs (what every file keeps); line-ups copied (board order
 * when a played match names nobody) and a board map per match. */
static swc_tmatch *build_matches(swc_tournament *t, const swc_tentry *given, size_t n)
{
    swc_teams *x = t->teams;
    size_t nb = (size_t)x->boards;
    swc_tmatch *m = swc_mem_calloc(&t->mem, n ? n : 1, sizeof *m);
    swc_tentry *e = swc_mem_alloc(&t->mem, (n ? n : 1) * sizeof *e);
    if (!m || !e) {
        swc_mem_free(&t->mem, m, (n ? n : 1) * sizeof *m);
        swc_mem_free(&t->mem, e, (n ? n : 1) * sizeof *e);
        return NULL;
    }
    size_t j = 0;
    for (int byes = 0; byes < 2; byes++)
        for (size_t i = 0; i < n; i++)
            if ((given[i].black == 0) == byes)
                e[j++] = given[i];
    for (size_t i = 0; i < n; i++) {
        m[i].white = e[i].white;
        m[i].black = e[i].black;
        m[i].kind = (uint8_t)e[i].kind;
        if (!e[i].black)
            continue;
        int forfeit = e[i].kind != SWC_TEAM_MATCH_PLAYED;
        if (forfeit && !e[i].lineup[0] && !e[i].lineup[1])
            continue;
        m[i].lineup = swc_mem_calloc(&t->mem, 2 * nb, sizeof *m[i].lineup);
        m[i].board = swc_mem_calloc(&t->mem, nb, sizeof *m[i].board);
        if (!m[i].lineup || !m[i].board) {
            swc_tround tr = { m, n ? n : 1 };
            tr.n = n;
            free_tround(t, &tr);
            swc_mem_free(&t->mem, e, (n ? n : 1) * sizeof *e);
            return NULL;
        }
        for (int s = 0; s < 2; s++) {
            uint32_t *dst = m[i].lineup + s * nb;
            const swc_team *tm = x->team[(s ? e[i].black : e[i].white) - 1];
            if (e[i].lineup[s]) {
                memcpy(dst, e[i].lineup[s], nb * sizeof *dst);
                m[i].named[s] = 1;
            } else if (!forfeit) {
                for (size_t b = 0; b < nb && b < tm->nmembers; b++)
                    dst[b] = tm->members[b] + 1;
            }
        }
    }
    swc_mem_free(&t->mem, e, (n ? n : 1) * sizeof *e);
    return m;
}

static void free_matches(swc_tournament *t, swc_tmatch *m, size_t n)
{
    if (!m)
        return;
    for (size_t i = 0; i < n; i++)
        free_match(t, &m[i]);
    swc_mem_free(&t->mem, m, (n ? n : 1) * sizeof *m);
}

static void commit(swc_tournament *t, uint32_t k, swc_tmatch *m, size_t n)
{
    swc_teams *x = t->teams;
    for (size_t i = x->nrounds; i + 1 < k; i++)
        x->rounds[i].m = NULL, x->rounds[i].n = 0;
    x->rounds[k - 1].m = m;
    x->rounds[k - 1].n = n;
    x->nrounds = k;
}

/* A player of a line-up handed in for round k who can no longer play it
 * (withdrawn since): the arbiter hands in another. */
static int check_ahead(swc_tournament *t, const swc_tentry *given, const swc_tentry *e, size_t n, uint32_t k)
{
    for (size_t i = 0; i < n; i++)
        for (int s = 0; s < 2 && e[i].black; s++) {
            if (e[i].lineup[s] == given[i].lineup[s])
                continue;
            for (int32_t b = 0; b < t->teams->boards; b++) {
                uint32_t p = e[i].lineup[s][b];
                int ak = p ? swc_model_auto_kind(t->players[p - 1], k) : 0;
                if (ak == SWC_RK_NOT_ENTERED || ak == SWC_RK_WITHDRAWN)
                    return swc_fail(t, SWC_ESTATE,
                                    "round %lu: the line-up team %lu handed in names player %lu, who cannot play "
                                    "(%s); hand in another",
                                    (unsigned long)k, (unsigned long)(s ? e[i].black : e[i].white),
                                    (unsigned long)t->players[p - 1]->id,
                                    ak == SWC_RK_NOT_ENTERED ? "not entered yet" : "withdrawn");
            }
        }
    return SWC_OK;
}

/* The entries of a new round with the line-ups handed in for it in place
 * of the played sides given none; NULL when out of memory. */
static swc_tentry *with_ahead(swc_tournament *t, const swc_tentry *e, size_t n)
{
    swc_tentry *c = swc_mem_calloc(&t->mem, n + 1, sizeof *c);
    if (!c)
        return NULL;
    for (size_t i = 0; i < n; i++) {
        c[i] = e[i];
        uint32_t side[2] = { e[i].white, e[i].black };
        for (int s = 0; s < 2 && e[i].black && e[i].kind == SWC_TEAM_MATCH_PLAYED; s++)
            if (!c[i].lineup[s])
                c[i].lineup[s] = swc_team_model_ahead(t, side[s]);
    }
    return c;
}

int swc_team_model_add_round(swc_tournament *t, const swc_tentry *given, size_t n, int fresh, swc_round **out)
{
    swc_teams *x = t->teams;
    if (!x || x->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event: set the number of boards first");
    uint32_t k = (uint32_t)t->nrounds + 1;
    size_t nb = (size_t)x->boards, bad = 0;
    swc_tentry *ahead = fresh ? with_ahead(t, given, n) : NULL;
    if (fresh && !ahead)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    const swc_tentry *e = fresh ? ahead : given;
    /* A line-up handed in is named as such when it went stale. */
    int rc = fresh ? check_ahead(t, given, e, n, k) : SWC_OK;
    if (rc == SWC_OK)
        rc = check_entries(t, k, e, n, 0, &bad);
    if (rc) {
        swc_mem_free(&t->mem, ahead, (n + 1) * sizeof *ahead);
        return rc;
    }

    /* Allocate everything, then lay out the games and add the round. */
    swc_tmatch *m = build_matches(t, e, n);
    layout o = { NULL, 0, NULL, 0 };
    o.boards = swc_mem_alloc(&t->mem, (n * nb + 1) * sizeof *o.boards);
    o.byes = swc_mem_alloc(&t->mem, (n * nb + 1) * sizeof *o.byes);
    if (!m || !o.boards || !o.byes ||
        swc_mem_reserve(&t->mem, (void **)&x->rounds, &x->rounds_cap, k, sizeof *x->rounds)) {
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    } else {
        for (size_t i = 0; i < n; i++)
            if (m[i].board)
                lay_out(t, &m[i], &o);
        swc_round *r = NULL;
        rc = swc_model_add_round(t, o.boards, o.nboards, o.byes, o.nbyes, 1, &r);
        if (rc == SWC_OK) {
            commit(t, k, m, n);
            m = NULL;
            if (out)
                *out = r;
            if (fresh)
                swc_team_model_drop_ahead(t);
        }
    }
    if (ahead)
        swc_mem_free(&t->mem, ahead, (n + 1) * sizeof *ahead);
    swc_mem_free(&t->mem, o.boards, (n * nb + 1) * sizeof *o.boards);
    swc_mem_free(&t->mem, o.byes, (n * nb + 1) * sizeof *o.byes);
    free_matches(t, m, n);
    return rc;
}

/* A lined-up player's individual record says he played over the board. */
static int played_over_board(const swc_rec *rec)
{
    return rec->kind == SWC_RK_PLAYED && rec->result[0] != SWC_RESULT_NONE;
}

/* Where the stored match m was among the entries given. */
static size_t given_index(const swc_tentry *e, size_t n, const swc_tmatch *m)
{
    size_t i = 0;
    while (i + 1 < n && (e[i].white != m->white || e[i].black != m->black))
        i++;
    return i;
}

int swc_team_model_attach_round(swc_tournament *t, uint32_t k, const swc_tentry *e, size_t n, size_t *bad)
{
    swc_teams *x = t->teams;
    *bad = 0;
    if (!x || x->boards <= 0 || k < 1 || k > t->nrounds || (k <= x->nrounds && x->rounds[k - 1].n))
        return swc_fail(t, SWC_ESTATE, "round %lu cannot take a team pairing", (unsigned long)k);
    size_t nb = (size_t)x->boards;
    int rc = check_entries(t, k, e, n, 1, bad);
    if (rc)
        return rc;
    swc_tmatch *m = build_matches(t, e, n);
    if (!m || swc_mem_reserve(&t->mem, (void **)&x->rounds, &x->rounds_cap, k, sizeof *x->rounds)) {
        free_matches(t, m, n);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    /* The board games must be the ones the line-ups say. */
    for (size_t i = 0; i < n && rc == SWC_OK; i++) {
        if (!m[i].lineup)
            continue;
        for (size_t b = 0; b < nb && rc == SWC_OK; b++) {
            uint32_t pw = m[i].lineup[b], pb = m[i].lineup[nb + b];
            const swc_rec *rw = pw ? &t->players[pw - 1]->rec[k - 1] : NULL;
            const swc_rec *rb = pb ? &t->players[pb - 1]->rec[k - 1] : NULL;
            if (pw && pb && (rw->opp != pb || rb->opp != pw)) {
                *bad = given_index(e, n, &m[i]);
                rc = swc_fail(t, SWC_EINCONSISTENT,
                              "round %lu: board %zu pairs player %lu (team %lu) with player %lu (team %lu), "
                              "but they did not play each other", (unsigned long)k, b + 1,
                              (unsigned long)t->players[pw - 1]->id, (unsigned long)m[i].white,
                              (unsigned long)t->players[pb - 1]->id, (unsigned long)m[i].black);
                break;
            }
            if (m[i].kind != SWC_TEAM_MATCH_PLAYED && ((rw && played_over_board(rw)) || (rb && played_over_board(rb)))) {
                *bad = given_index(e, n, &m[i]);
                rc = swc_fail(t, SWC_EINCONSISTENT,
                              "round %lu: the match of teams %lu and %lu is forfeited, but board %zu was played",
                              (unsigned long)k, (unsigned long)m[i].white, (unsigned long)m[i].black, b + 1);
                break;
            }
            const swc_rec *any = rw ? rw : rb;
            m[i].board[b] = any && any->opp ? any->board : 0;
        }
    }
    if (rc) {
        free_matches(t, m, n);
        return rc;
    }
    commit(t, k, m, n);
    return SWC_OK;
}

uint32_t swc_team_model_board_of(const swc_tournament *t, uint32_t round, const swc_tmatch *m, uint32_t b)
{
    size_t nb = (size_t)t->teams->boards;
    if (!m->lineup)
        return 0;
    uint32_t p = m->lineup[b] ? m->lineup[b] : m->lineup[nb + b];
    const swc_rec *rec = p ? &t->players[p - 1]->rec[round - 1] : NULL;
    return rec && rec->opp ? rec->board : 0;
}

int swc_team_model_result(const swc_tournament *t, uint32_t team, uint32_t round, swc_team_result *out)
{
    const swc_team *tm = swc_team_model_get_team(t, team);
    if (!tm || round < 1 || round > t->nrounds)
        return SWC_ENOTFOUND;
    const swc_teams *x = t->teams;
    int32_t nb = x->boards;
    memset((char *)out + sizeof out->struct_size, 0, sizeof *out - sizeof out->struct_size);
    out->complete = 1;
    int side = 0;
    const swc_tmatch *m = swc_team_model_match_of(t, round, team, &side);
    if (!m) {
        int ak = swc_team_auto_kind(tm, round);
        out->kind = ak ? ak : SWC_RK_NOT_PAIRED;
        return SWC_OK;
    }
    if (!m->black) {
        out->kind = m->kind;
        switch (m->kind) {
        case SWC_RK_PAB:
            out->match_points = swc_team_model_get(t, SWC_TEAM_PAB_MP);
            out->game_points = swc_team_model_get(t, SWC_TEAM_PAB_GP);
            break;
        case SWC_RK_FULL_BYE:
            out->match_points = x->mp_win;
            out->game_points = nb * t->set.win;
            break;
        case SWC_RK_HALF_BYE:
            out->match_points = x->mp_draw;
            out->game_points = nb * t->set.draw_white;
            break;
        default:
            out->match_points = x->mp_loss;
            break;
        }
        return SWC_OK;
    }
    out->opponent = side ? m->white : m->black;
    out->colour = side ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
    if (m->kind != SWC_TEAM_MATCH_PLAYED) {
        int won = (m->kind == SWC_TEAM_MATCH_FORFEIT_WHITE && side == 0) ||
                  (m->kind == SWC_TEAM_MATCH_FORFEIT_BLACK && side == 1);
        int lost_other = m->kind == SWC_TEAM_MATCH_FORFEIT_BOTH || won;
        out->kind = won ? SWC_RK_FORFEIT_WIN : SWC_RK_FORFEIT_LOSS;
        out->match_points = won ? x->mp_win : x->mp_loss;
        out->game_points = won ? nb * t->set.win : 0;
        out->opponent_game_points = lost_other ? 0 : nb * t->set.win;
        return SWC_OK;
    }
    const swc_round *r = t->rounds[round - 1];
    int32_t gp[2] = { 0, 0 };
    for (int s = 0; s < 2; s++)
        for (int32_t b = 0; b < nb; b++) {
            uint32_t p = m->lineup[s * nb + b];
            if (!p)
                continue;
            const swc_rec *rec = &t->players[p - 1]->rec[round - 1];
            /* A board of a match has no bye: a file's "0000 - U" or "+" there
             * is a board won by forfeit (the opponent's board was empty). */
            if (rec->kind == SWC_RK_PAB || rec->kind == SWC_RK_FULL_BYE)
                gp[s] += t->set.forfeit_win;
            else
                gp[s] += swc_rec_points(&t->set, rec, 0);
        }
    for (int32_t b = 0; b < nb; b++) {
        uint32_t bd = swc_team_model_board_of(t, round, m, (uint32_t)b);
        if (bd && r->boards[bd - 1].result[0] == SWC_RESULT_NONE)
            out->complete = 0;
    }
    out->kind = SWC_RK_PLAYED;
    out->game_points = gp[side];
    out->opponent_game_points = gp[1 - side];
    out->match_points = gp[side] > gp[1 - side] ? x->mp_win : gp[side] == gp[1 - side] ? x->mp_draw : x->mp_loss;
    return SWC_OK;
}
