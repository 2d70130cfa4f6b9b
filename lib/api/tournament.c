/* Public entry points of tournament.h: argument checks, then the model. */
#include "handles.h"

int swc_tournament_new(swc_tournament **out, const swc_tournament_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    const swc_allocator *a = NULL;
    if (opts) {
        if (opts->struct_size < sizeof(uint32_t) || opts->struct_size > sizeof *opts)
            return SWC_EINVAL;
        if (opts->struct_size >= offsetof(swc_tournament_options, allocator) + sizeof opts->allocator)
            a = opts->allocator;
    }
    if (!swc_mem_valid(a))
        return SWC_EINVAL;
    return swc_model_new(out, a);
}

void swc_tournament_free(swc_tournament *t)
{
    if (swc_t_ok(t))
        swc_model_free(t);
}

const char *swc_tournament_errmsg(const swc_tournament *t)
{
    if (!swc_t_ok(t))
        return "invalid tournament handle";
    return t->errmsg;
}

int swc_tournament_set_int(swc_tournament *t, int key, int32_t value)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_model_set_int(t, key, value);
}

int swc_tournament_get_int(int32_t *out, const swc_tournament *t, int key)
{
    if (!out || !swc_t_ok(t))
        return SWC_EINVAL;
    return swc_model_get_int(t, key, out);
}

int swc_tournament_set_string(swc_tournament *t, int key, const char *value)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    return swc_model_set_text(t, key, value);
}

int swc_tournament_get_string(const char **out, const swc_tournament *t, int key)
{
    if (!out || !swc_t_ok(t))
        return SWC_EINVAL;
    if (key < SWC_TEXT_NAME || key > SWC_TEXT_SECTION_GROUP)
        return SWC_ENOTFOUND;
    *out = t->text[key] ? t->text[key] : "";
    return SWC_OK;
}

uint32_t swc_tournament_player_count(const swc_tournament *t)
{
    return swc_t_ok(t) ? (uint32_t)t->nplayers : 0;
}

uint32_t swc_tournament_round_count(const swc_tournament *t)
{
    return swc_t_ok(t) ? (uint32_t)t->nrounds : 0;
}

int swc_tournament_forbid_pair(swc_tournament *t, uint32_t id_a, uint32_t id_b)
{
    return swc_tournament_forbid_pair_rounds(t, id_a, id_b, 1, 0);
}

int swc_tournament_forbid_pair_rounds(swc_tournament *t, uint32_t id_a, uint32_t id_b, uint32_t first_round,
                                      uint32_t last_round)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    swc_player *a = swc_model_player_by_id(t, id_a), *b = swc_model_player_by_id(t, id_b);
    if (!a || !b)
        return swc_fail(t, SWC_ENOTFOUND, "no player with id %lu", (unsigned long)(a ? id_b : id_a));
    if (a == b)
        return swc_fail(t, SWC_EINVAL, "a player cannot be forbidden from meeting himself");
    if (first_round == 0 || first_round > SWC_MAX_ROUNDS || last_round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "rounds are 1..%d", SWC_MAX_ROUNDS);
    if (last_round && last_round < first_round)
        return swc_fail(t, SWC_ERANGE, "the last round %lu comes before the first %lu", (unsigned long)last_round,
                        (unsigned long)first_round);
    int rc = swc_model_forbid_rounds(t, a->index, b->index, first_round, last_round ? last_round : SWC_ROUND_OPEN);
    return rc ? rc : swc_ok(t);
}

int swc_tournament_is_forbidden(const swc_tournament *t, uint32_t id_a, uint32_t id_b)
{
    if (!swc_t_ok(t))
        return 0;
    swc_player *a = swc_model_player_by_id(t, id_a), *b = swc_model_player_by_id(t, id_b);
    return a && b && swc_model_is_forbidden(t, a->index, b->index);
}

int swc_tournament_is_forbidden_in_round(const swc_tournament *t, uint32_t id_a, uint32_t id_b, uint32_t round)
{
    if (!swc_t_ok(t))
        return 0;
    swc_player *a = swc_model_player_by_id(t, id_a), *b = swc_model_player_by_id(t, id_b);
    return a && b && swc_model_forbidden_in(t, a->index, b->index, round);
}

uint32_t swc_tournament_forbidden_count(const swc_tournament *t)
{
    return swc_t_ok(t) ? (uint32_t)t->nforbidden : 0;
}

int swc_tournament_forbidden(uint32_t *out_a, uint32_t *out_b, uint32_t *out_first, uint32_t *out_last,
                             const swc_tournament *t, uint32_t index)
{
    if (!swc_t_ok(t) || !out_a || !out_b || !out_first || !out_last)
        return SWC_EINVAL;
    if (index >= t->nforbidden)
        return SWC_ERANGE;
    const swc_pair_ix *f = &t->forbidden[index];
    *out_a = t->players[f->a]->id;
    *out_b = t->players[f->b]->id;
    *out_first = f->first;
    *out_last = f->last == SWC_ROUND_OPEN ? 0 : f->last;
    return SWC_OK;
}
