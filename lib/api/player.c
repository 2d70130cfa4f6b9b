/* Public entry points of player.h. */
#include <string.h>

#include "handles.h"

int swc_player_add(uint32_t *out_id, swc_tournament *t, const swc_player_info *info)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!info)
        return swc_fail(t, SWC_EINVAL, "player info is NULL");
    swc_player *p = NULL;
    int rc = swc_model_add_player(t, info, 0, &p);
    if (rc == SWC_OK && out_id)
        *out_id = p->id;
    return rc;
}

int swc_player_update(swc_player *p, const swc_player_info *info)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    if (!info)
        return swc_fail(p->t, SWC_EINVAL, "player info is NULL");
    return swc_model_update_player(p, info);
}

swc_player *swc_tournament_player(const swc_tournament *t, uint32_t id)
{
    return swc_t_ok(t) ? swc_model_player_by_id(t, id) : NULL;
}

swc_player *swc_tournament_player_by_tpn(const swc_tournament *t, uint32_t tpn)
{
    if (!swc_t_ok(t) || tpn < 1 || tpn > t->nplayers)
        return NULL;
    return t->players[t->by_tpn[tpn - 1]];
}

uint32_t swc_player_id(const swc_player *p)
{
    return swc_p_ok(p) ? p->id : 0;
}

uint32_t swc_player_tpn(const swc_player *p)
{
    return swc_p_ok(p) ? p->tpn : 0;
}

const char *swc_player_name(const swc_player *p)
{
    return swc_p_ok(p) ? p->name : "";
}

int32_t swc_player_rating(const swc_player *p)
{
    return swc_p_ok(p) ? p->rating : 0;
}

int swc_player_get_info(swc_player_info *out, const swc_player *p)
{
    if (!out || !swc_p_ok(p) || out->struct_size < offsetof(swc_player_info, group))
        return SWC_EINVAL;
    uint32_t size = out->struct_size > sizeof *out ? (uint32_t)sizeof *out : out->struct_size;
    swc_player_info full = SWC_PLAYER_INFO_INIT;
    full.name = p->name;
    full.rating = p->rating;
    full.flags = p->flags;
    full.title = p->title;
    full.federation = p->federation;
    full.fide_id = p->fide_id;
    full.sex = p->sex;
    full.birth_date = p->birth_date;
    full.group = p->group;
    full.tags = p->tags;
    full.cn_title = p->cn_title;
    full.struct_size = out->struct_size;
    memcpy(out, &full, size);
    return SWC_OK;
}

int swc_player_withdraw(swc_player *p, uint32_t from_round)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    swc_tournament *t = p->t;
    if (from_round < 1 || from_round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "round %lu is outside 1..%d", (unsigned long)from_round, SWC_MAX_ROUNDS);
    for (uint32_t r = from_round; r <= t->nrounds; r++) {
        if (p->rec[r - 1].opp || p->rec[r - 1].kind == SWC_RK_PAB)
            return swc_fail(t, SWC_ESTATE, "player %lu is paired in round %lu; delete that round or withdraw from round %lu",
                            (unsigned long)p->id, (unsigned long)r, (unsigned long)t->nrounds + 1);
    }
    /* Rounds that exist already keep what they recorded (byes, absences). */
    p->withdrawn_from = from_round <= t->nrounds ? (uint32_t)t->nrounds + 1 : from_round;
    return swc_ok(t);
}

int swc_player_reinstate(swc_player *p)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    swc_tournament *t = p->t;
    if (p->withdrawn_from && p->withdrawn_from <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "rounds after the withdrawal already exist");
    p->withdrawn_from = 0;
    return swc_ok(t);
}

int swc_player_set_entry_round(swc_player *p, uint32_t from_round)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    swc_tournament *t = p->t;
    if (from_round < 1 || from_round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "round %lu is outside 1..%d", (unsigned long)from_round, SWC_MAX_ROUNDS);
    if (from_round <= t->nrounds || p->entry_round <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "only rounds not yet created can change the entry round of player %lu",
                        (unsigned long)p->id);
    p->entry_round = from_round;
    return swc_ok(t);
}

int swc_player_request_bye(swc_player *p, uint32_t round, int kind)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    return swc_model_set_request(p, round, kind);
}

int swc_player_get_withdrawal(uint32_t *out_from_round, const swc_player *p)
{
    if (!out_from_round || !swc_p_ok(p))
        return SWC_EINVAL;
    *out_from_round = p->withdrawn_from;
    return SWC_OK;
}

int swc_player_get_entry_round(uint32_t *out, const swc_player *p)
{
    if (!out || !swc_p_ok(p))
        return SWC_EINVAL;
    *out = p->entry_round ? p->entry_round : 1;
    return SWC_OK;
}

int swc_player_get_bye_request(int32_t *out_kind, const swc_player *p, uint32_t round)
{
    if (!out_kind || !swc_p_ok(p))
        return SWC_EINVAL;
    *out_kind = round >= 1 && round <= SWC_MAX_ROUNDS ? swc_model_request(p, round) : SWC_RK_NONE;
    return SWC_OK;
}

int swc_player_round(swc_player_round_info *out, const swc_player *p, uint32_t round)
{
    if (!out || !swc_p_ok(p) || out->struct_size < sizeof(uint32_t))
        return SWC_EINVAL;
    const swc_tournament *t = p->t;
    if (round < 1 || round > t->nrounds)
        return SWC_ENOTFOUND;
    const swc_rec *rec = &p->rec[round - 1];
    swc_player_round_info full = SWC_PLAYER_ROUND_INFO_INIT;
    full.struct_size = out->struct_size;
    full.kind = rec->kind;
    full.opponent = rec->opp ? t->players[rec->opp - 1]->id : 0;
    full.colour = rec->colour;
    full.board = rec->board;
    full.points = swc_rec_points(&t->set, rec, 0);
    full.result[0] = rec->result[0];
    full.result[1] = rec->result[1];
    memcpy(out, &full, out->struct_size > sizeof *out ? sizeof *out : out->struct_size);
    return SWC_OK;
}

int swc_player_score(int32_t *out, const swc_player *p, uint32_t after_round)
{
    if (!out || !swc_p_ok(p))
        return SWC_EINVAL;
    if (after_round > p->t->nrounds)
        return SWC_ENOTFOUND;
    *out = swc_score_after(p, after_round);
    return SWC_OK;
}

int swc_player_set_virtual_points(swc_player *p, uint32_t round, int32_t points)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    return swc_model_set_virtual(p, round, points);
}

int swc_player_get_virtual_points(int32_t *out, const swc_player *p, uint32_t round)
{
    if (!out || !swc_p_ok(p))
        return SWC_EINVAL;
    *out = swc_model_virtual(p, round);
    return SWC_OK;
}

int swc_player_set_fouls(swc_player *p, uint32_t fouls)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    if (fouls > 9999)
        return swc_fail(p->t, SWC_ERANGE, "fouls %lu are outside 0..9999", (unsigned long)fouls);
    p->fouls = fouls;
    return swc_ok(p->t);
}

int swc_player_get_fouls(uint32_t *out, const swc_player *p)
{
    if (!out || !swc_p_ok(p))
        return SWC_EINVAL;
    *out = p->fouls;
    return SWC_OK;
}

int swc_player_set_conduct(swc_player *p, int32_t points)
{
    if (!swc_p_ok(p))
        return SWC_EINVAL;
    if (points < -9999 || points > 9999)
        return swc_fail(p->t, SWC_ERANGE, "conduct points %ld are outside -9999..9999", (long)points);
    p->conduct = points;
    return swc_ok(p->t);
}

int swc_player_get_conduct(int32_t *out, const swc_player *p)
{
    if (!out || !swc_p_ok(p))
        return SWC_EINVAL;
    *out = p->conduct;
    return SWC_OK;
}
