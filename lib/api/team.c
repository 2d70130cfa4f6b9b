/* Public entry points of team.h: ids in, indices down to the model. */
#include <string.h>

#include "handles.h"

int swc_team_set_int(swc_tournament *t, int key, int32_t value)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_set_int(t, key, value);
}

int swc_team_get_int(int32_t *out, const swc_tournament *t, int key)
{
    if (!out || !swc_t_ok(t) || key < SWC_TEAM_BOARDS || key > SWC_TEAM_NO_SECONDARY)
        return SWC_EINVAL;
    *out = swc_team_model_get(t, key);
    return SWC_OK;
}

int swc_team_set_colours(swc_tournament *t, const char *sequence)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_set_colours(t, sequence);
}

const char *swc_team_colours(const swc_tournament *t)
{
    return swc_t_ok(t) && t->teams ? t->teams->colours : "";
}

int swc_team_add(uint32_t *out_number, swc_tournament *t, const swc_team_info *info)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!info)
        return swc_fail(t, SWC_EINVAL, "team info is NULL");
    return swc_team_model_add(t, info, out_number);
}

int swc_team_update(swc_tournament *t, uint32_t team, const swc_team_info *info)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!info)
        return swc_fail(t, SWC_EINVAL, "team info is NULL");
    return swc_team_model_update(t, team, info);
}

uint32_t swc_team_count(const swc_tournament *t)
{
    return swc_t_ok(t) && t->teams ? (uint32_t)t->teams->nteams : 0;
}

int swc_team_get_info(swc_team_info *out, const swc_tournament *t, uint32_t team)
{
    if (!out || !swc_t_ok(t) || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    const swc_team *tm = swc_team_model_get_team(t, team);
    if (!tm)
        return SWC_ENOTFOUND;
    out->name = tm->name;
    out->short_name = tm->short_name;
    out->federation = tm->federation;
    out->captain = tm->captain ? t->players[tm->captain - 1]->id : 0;
    out->strength = tm->strength;
    return SWC_OK;
}

int swc_team_set_members(swc_tournament *t, uint32_t team, const uint32_t *player_ids, size_t count)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (count && !player_ids)
        return swc_fail(t, SWC_EINVAL, "member list is NULL");
    if (count > SWC_MAX_TEAM_MEMBERS)
        return swc_fail(t, SWC_ELIMIT, "a team has at most %d members", SWC_MAX_TEAM_MEMBERS);
    uint32_t idx[SWC_MAX_TEAM_MEMBERS];
    for (size_t i = 0; i < count; i++) {
        const swc_player *p = swc_model_player_by_id(t, player_ids[i]);
        if (!p)
            return swc_fail(t, SWC_ENOTFOUND, "no player %lu", (unsigned long)player_ids[i]);
        idx[i] = p->index;
    }
    return swc_team_model_set_members(t, team, idx, count);
}

uint32_t swc_team_member_count(const swc_tournament *t, uint32_t team)
{
    const swc_team *tm = swc_t_ok(t) ? swc_team_model_get_team(t, team) : NULL;
    return tm ? (uint32_t)tm->nmembers : 0;
}

int swc_team_member(uint32_t *out, const swc_tournament *t, uint32_t team, uint32_t index)
{
    if (!out || !swc_t_ok(t))
        return SWC_EINVAL;
    const swc_team *tm = swc_team_model_get_team(t, team);
    if (!tm || index >= tm->nmembers)
        return SWC_ENOTFOUND;
    *out = t->players[tm->members[index]]->id;
    return SWC_OK;
}

uint32_t swc_team_of_player(const swc_tournament *t, uint32_t player_id)
{
    if (!swc_t_ok(t))
        return 0;
    const swc_player *p = swc_model_player_by_id(t, player_id);
    return p ? swc_team_model_team_of(t, p->index) : 0;
}

int swc_team_withdraw(swc_tournament *t, uint32_t team, uint32_t from_round)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_withdraw(t, team, from_round);
}

int swc_team_forbid_pair(swc_tournament *t, uint32_t team_a, uint32_t team_b)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_forbid(t, team_a, team_b);
}

int swc_team_is_forbidden(const swc_tournament *t, uint32_t team_a, uint32_t team_b)
{
    return swc_t_ok(t) ? swc_team_model_is_forbidden(t, team_a, team_b) : 0;
}

uint32_t swc_team_forbidden_count(const swc_tournament *t)
{
    return swc_t_ok(t) && t->teams ? (uint32_t)t->teams->nforbidden : 0;
}

int swc_team_forbidden(uint32_t *out_a, uint32_t *out_b, const swc_tournament *t, uint32_t index)
{
    if (!swc_t_ok(t) || !out_a || !out_b)
        return SWC_EINVAL;
    if (index >= swc_team_forbidden_count(t))
        return SWC_ERANGE;
    *out_a = t->teams->forbidden[index].a;
    *out_b = t->teams->forbidden[index].b;
    return SWC_OK;
}

int swc_team_request_bye(swc_tournament *t, uint32_t team, uint32_t round, int kind)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_request_bye(t, team, round, kind);
}

int swc_team_get_bye_request(int32_t *out_kind, const swc_tournament *t, uint32_t team, uint32_t round)
{
    if (!out_kind || !swc_t_ok(t))
        return SWC_EINVAL;
    if (!swc_team_model_get_team(t, team))
        return SWC_ENOTFOUND;
    *out_kind = swc_team_model_bye_request(t, team, round);
    return SWC_OK;
}

int swc_team_status(uint32_t *out_entry, uint32_t *out_withdrawn, const swc_tournament *t, uint32_t team)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    const swc_team *tm = swc_team_model_get_team(t, team);
    if (!tm)
        return SWC_ENOTFOUND;
    if (out_entry)
        *out_entry = tm->entry_round;
    if (out_withdrawn)
        *out_withdrawn = tm->withdrawn_from;
    return SWC_OK;
}

/* Player ids of a line-up to indices + 1 (0 stays an empty board). */
static int lineup_to_index(swc_tournament *t, const uint32_t *ids, uint32_t *dst, size_t i)
{
    int32_t nb = t->teams ? t->teams->boards : 0;
    for (int32_t b = 0; b < nb; b++) {
        if (!ids[b]) {
            dst[b] = 0;
            continue;
        }
        const swc_player *p = swc_model_player_by_id(t, ids[b]);
        if (!p)
            return swc_fail(t, SWC_ENOTFOUND, "entry %zu: board %ld names an unknown player %lu", i + 1, (long)b + 1,
                            (unsigned long)ids[b]);
        dst[b] = p->index + 1;
    }
    return SWC_OK;
}

int swc_team_round_create(swc_round **out, swc_tournament *t, const swc_team_match_info *entries, size_t count)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (count && !entries)
        return swc_fail(t, SWC_EINVAL, "entries are NULL");
    if (!t->teams || t->teams->boards <= 0)
        return swc_fail(t, SWC_ESTATE, "not a team event: set the number of boards first");
    if (count > t->teams->nteams)
        return swc_fail(t, SWC_EINVAL, "%zu entries for %zu teams", count, t->teams->nteams);
    size_t nb = (size_t)t->teams->boards;
    swc_tentry *e = swc_mem_calloc(&t->mem, count + 1, sizeof *e);
    uint32_t *lineups = swc_mem_calloc(&t->mem, 2 * count * nb + 1, sizeof *lineups);
    int rc = SWC_OK;
    if (!e || !lineups)
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t i = 0; i < count && rc == SWC_OK; i++) {
        const swc_team_match_info *m = &entries[i];
        if (m->struct_size < sizeof *m) {
            rc = swc_fail(t, SWC_EINVAL, "swc_team_match_info.struct_size %u is too small", (unsigned)m->struct_size);
            break;
        }
        e[i].white = m->white;
        e[i].black = m->black;
        e[i].kind = m->kind;
        const uint32_t *src[2] = { m->white_lineup, m->black_lineup };
        for (int s = 0; s < 2 && rc == SWC_OK && m->black; s++) {
            if (!src[s])
                continue;
            uint32_t *dst = lineups + (2 * i + (size_t)s) * nb;
            rc = lineup_to_index(t, src[s], dst, i);
            e[i].lineup[s] = dst;
        }
    }
    if (rc == SWC_OK)
        rc = swc_team_model_add_round(t, e, count, 1, out);
    if (e)
        swc_mem_free(&t->mem, e, (count + 1) * sizeof *e);
    if (lineups)
        swc_mem_free(&t->mem, lineups, (2 * count * nb + 1) * sizeof *lineups);
    return rc;
}

uint32_t swc_team_match_count(const swc_tournament *t, uint32_t round)
{
    const swc_tround *tr = swc_t_ok(t) ? swc_team_model_round(t, round) : NULL;
    return tr ? (uint32_t)tr->n : 0;
}

int swc_team_match_get(swc_team_match_info *out, const swc_tournament *t, uint32_t round, uint32_t index)
{
    if (!out || !swc_t_ok(t) || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    const swc_tround *tr = swc_team_model_round(t, round);
    if (!tr || index >= tr->n)
        return SWC_ENOTFOUND;
    const swc_tmatch *m = &tr->m[index];
    out->white = m->white;
    out->black = m->black;
    out->kind = m->kind;
    out->white_lineup = NULL;
    out->black_lineup = NULL;
    return SWC_OK;
}

int swc_team_board(uint32_t *out, const swc_tournament *t, uint32_t round, uint32_t team, uint32_t board)
{
    if (!out || !swc_t_ok(t) || !t->teams || board < 1 || board > (uint32_t)t->teams->boards)
        return SWC_EINVAL;
    const swc_tmatch *m = swc_team_model_match_of(t, round, team, NULL);
    if (!m || !m->black)
        return SWC_ENOTFOUND;
    *out = swc_team_model_board_of(t, round, m, board - 1);
    return SWC_OK;
}

int swc_team_round_result(swc_team_result *out, const swc_tournament *t, uint32_t team, uint32_t round)
{
    if (!out || !swc_t_ok(t) || out->struct_size < sizeof *out)
        return SWC_EINVAL;
    return swc_team_model_result(t, team, round, out);
}

int swc_team_score(int32_t *out_match_points, int32_t *out_game_points, const swc_tournament *t, uint32_t team,
                   uint32_t after_round)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!swc_team_model_get_team(t, team))
        return SWC_ENOTFOUND;
    int32_t mp = 0, gp = 0;
    uint32_t last = after_round < t->nrounds ? after_round : (uint32_t)t->nrounds;
    for (uint32_t r = 1; r <= last; r++) {
        swc_team_result res = SWC_TEAM_RESULT_INIT;
        swc_team_model_result(t, team, r, &res);
        mp += res.match_points;
        gp += res.game_points;
    }
    if (out_match_points)
        *out_match_points = mp;
    if (out_game_points)
        *out_game_points = gp;
    return SWC_OK;
}

int swc_team_lineup(uint32_t *out_ids, size_t cap, const swc_tournament *t, uint32_t round, uint32_t team)
{
    if (!swc_t_ok(t) || (cap && !out_ids))
        return SWC_EINVAL;
    int side = 0;
    const swc_tmatch *m = swc_team_model_match_of(t, round, team, &side);
    if (!m || !m->black || !m->lineup)
        return 0;
    size_t nb = (size_t)t->teams->boards;
    if (cap < nb)
        return SWC_EBUFSIZE;
    for (size_t b = 0; b < nb; b++) {
        uint32_t p = m->lineup[(size_t)side * nb + b];
        out_ids[b] = p ? t->players[p - 1]->id : 0;
    }
    return (int)nb;
}

int swc_team_set_lineup(swc_tournament *t, uint32_t round, uint32_t team, const uint32_t *player_ids, size_t count)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (count && !player_ids)
        return swc_fail(t, SWC_EINVAL, "line-up is NULL");
    if (count > SWC_MAX_BOARDS)
        return swc_fail(t, SWC_EINVAL, "a line-up has at most %d boards", SWC_MAX_BOARDS);
    uint32_t idx[SWC_MAX_BOARDS];
    for (size_t b = 0; b < count; b++) {
        const swc_player *p = player_ids[b] ? swc_model_player_by_id(t, player_ids[b]) : NULL;
        if (player_ids[b] && !p)
            return swc_fail(t, SWC_ENOTFOUND, "board %zu names an unknown player %lu", b + 1,
                            (unsigned long)player_ids[b]);
        idx[b] = p ? p->index + 1 : 0;
    }
    if (round == t->nrounds + 1)
        return swc_team_model_set_ahead(t, team, idx, count);
    return swc_team_model_set_lineup(t, round, team, idx, count);
}

int swc_team_next_lineup(uint32_t *out_ids, size_t cap, const swc_tournament *t, uint32_t team)
{
    if (!swc_t_ok(t) || (cap && !out_ids))
        return SWC_EINVAL;
    const uint32_t *l = swc_team_model_ahead(t, team);
    if (!l)
        return 0;
    size_t nb = (size_t)t->teams->boards;
    if (cap < nb)
        return SWC_EBUFSIZE;
    for (size_t b = 0; b < nb; b++)
        out_ids[b] = l[b] ? t->players[l[b] - 1]->id : 0;
    return (int)nb;
}

int swc_team_set_match_kind(swc_tournament *t, uint32_t round, uint32_t team, int32_t kind)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_team_model_set_match_kind(t, round, team, (int)kind);
}
