/* Players: registration, data, TPN order, acceleration points, bye requests. */
#include <stdlib.h>
#include <string.h>

#include "../core/utf8.h"
#include "model.h"

static const char *const titles[] = { "GM", "IM", "WGM", "FM", "WIM", "CM", "WFM", "WCM" };

int swc_title_rank(const char *title)
{
    if (title)
        for (int i = 0; i < 8; i++)
            if (strcmp(title, titles[i]) == 0)
                return i;
    return 8;
}

/* Validate one text field of a player: UTF-8, no control characters, length. */
static int check_text(swc_tournament *t, const char *what, const char *s, size_t max)
{
    if (!s)
        return SWC_OK;
    size_t n = strlen(s);
    if (n > max)
        return swc_fail(t, SWC_ELIMIT, "player %s is %zu bytes; at most %zu allowed", what, n, max);
    if (!swc_utf8_valid(s, n))
        return swc_fail(t, SWC_EINVAL, "player %s is not valid UTF-8 (byte %zu)", what, swc_utf8_valid_prefix(s, n) + 1);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
            return swc_fail(t, SWC_EINVAL, "player %s contains a control character at byte %zu", what, i + 1);
    return SWC_OK;
}

int swc_model_check_info(swc_tournament *t, const swc_player_info *info)
{
    int rc;
    if (info->struct_size < offsetof(swc_player_info, group))
        return swc_fail(t, SWC_EINVAL, "swc_player_info.struct_size %u is too small", (unsigned)info->struct_size);
    if (!info->name || !*info->name || strspn(info->name, " ") == strlen(info->name))
        return swc_fail(t, SWC_EINVAL, "a player needs a name");
    if ((rc = check_text(t, "name", info->name, SWC_NAME_MAX)) ||
        (rc = check_text(t, "title", info->title, 8)) ||
        (rc = check_text(t, "federation", info->federation, 64)) ||
        (rc = check_text(t, "birth date", info->birth_date, 10)))
        return rc;
    if (info->fide_id) {
        size_t n = strlen(info->fide_id);
        if (n > 11)
            return swc_fail(t, SWC_ELIMIT, "FIDE id has %zu characters; at most 11 allowed", n);
        for (size_t i = 0; i < n; i++)
            if (info->fide_id[i] < '0' || info->fide_id[i] > '9')
                return swc_fail(t, SWC_EINVAL, "FIDE id must be digits only");
    }
    if (info->rating < 0 || info->rating > 9999)
        return swc_fail(t, SWC_ERANGE, "rating must be 0..9999, got %ld", (long)info->rating);
    if (info->sex != 0 && info->sex != 'm' && info->sex != 'w' && info->sex != 'f')
        return swc_fail(t, SWC_EINVAL, "sex must be 'm', 'w', 'f' or 0");
    if (info->struct_size >= offsetof(swc_player_info, cn_title) + sizeof info->cn_title &&
        (rc = check_text(t, "Chinese title", info->cn_title, 64)))
        return rc;
    if (info->struct_size >= offsetof(swc_player_info, tags) + sizeof info->tags) {
        if ((rc = check_text(t, "group", info->group, 255)) || (rc = check_text(t, "tags", info->tags, SWC_TEXT_MAX)))
            return rc;
    } else if (info->struct_size >= offsetof(swc_player_info, group) + sizeof info->group) {
        if ((rc = check_text(t, "group", info->group, 255)))
            return rc;
    }
    return SWC_OK;
}

/* String fields of a player, so they can be replaced all at once. */
#define TEXT_FIELDS 8
typedef struct text_fields {
    char *s[TEXT_FIELDS];
} text_fields;

static int copy_fields(const swc_mem *m, const swc_player_info *info, text_fields *f)
{
    const char *src[TEXT_FIELDS] = { info->name, info->title, info->federation, info->fide_id, info->birth_date,
                                     NULL, NULL, NULL };
    if (info->struct_size >= offsetof(swc_player_info, group) + sizeof info->group)
        src[5] = info->group;
    if (info->struct_size >= offsetof(swc_player_info, tags) + sizeof info->tags)
        src[6] = info->tags;
    if (info->struct_size >= offsetof(swc_player_info, cn_title) + sizeof info->cn_title)
        src[7] = info->cn_title;
    memset(f, 0, sizeof *f);
    for (int i = 0; i < TEXT_FIELDS; i++) {
        f->s[i] = swc_mem_strdup(m, src[i]);
        if (!f->s[i]) {
            for (int j = 0; j < i; j++)
                swc_mem_strfree(m, f->s[j]);
            return SWC_ENOMEM;
        }
    }
    return SWC_OK;
}

static void swap_fields(swc_player *p, text_fields *f)
{
    char **dst[TEXT_FIELDS] = { &p->name, &p->title, &p->federation, &p->fide_id,
                                &p->birth_date, &p->group, &p->tags, &p->cn_title };
    for (int i = 0; i < TEXT_FIELDS; i++) {
        char *x = *dst[i];
        *dst[i] = f->s[i];
        f->s[i] = x;
    }
}

static void free_fields(const swc_mem *m, text_fields *f)
{
    for (int i = 0; i < TEXT_FIELDS; i++)
        swc_mem_strfree(m, f->s[i]);
}

swc_player *swc_model_player_by_id(const swc_tournament *t, uint32_t id)
{
    if (id == 0 || id >= t->id_cap || t->id_index[id] == 0)
        return NULL;
    return t->players[t->id_index[id] - 1];
}

int swc_model_set_ids(swc_tournament *t, const uint32_t *ids)
{
    uint32_t max = 0;
    for (size_t i = 0; i < t->nplayers; i++)
        if (ids[i] > max)
            max = ids[i];
    if (swc_mem_reserve(&t->mem, (void **)&t->id_index, &t->id_cap, (size_t)max + 1, sizeof *t->id_index))
        return SWC_ENOMEM;
    for (size_t i = 0; i < t->nplayers; i++)
        t->id_index[t->players[i]->id] = 0;
    for (size_t i = 0; i < t->nplayers; i++) {
        t->players[i]->id = ids[i];
        t->id_index[ids[i]] = (uint32_t)i + 1;
    }
    t->next_id = max + 1;
    return SWC_OK;
}

/* C.04.2 2.2: rating, then title, then name; the id keeps it total. */
static int tpn_before(const swc_player *a, const swc_player *b)
{
    if (a->rating != b->rating)
        return a->rating > b->rating;
    int ta = swc_title_rank(a->title), tb = swc_title_rank(b->title);
    if (ta != tb)
        return ta < tb;
    int c = strcmp(a->name, b->name);
    if (c != 0)
        return c < 0;
    return a->id < b->id;
}

void swc_model_renumber(swc_tournament *t)
{
    if (t->set.tpn_order != SWC_TPN_AUTO)
        return;
    /* Insertion sort: stable and fast on the nearly sorted lists we keep. */
    uint32_t *o = t->by_tpn;
    for (size_t i = 1; i < t->nplayers; i++) {
        uint32_t x = o[i];
        size_t j = i;
        while (j > 0 && tpn_before(t->players[x], t->players[o[j - 1]])) {
            o[j] = o[j - 1];
            j--;
        }
        o[j] = x;
    }
    for (size_t i = 0; i < t->nplayers; i++)
        t->players[o[i]]->tpn = (uint32_t)i + 1;
}

void swc_model_set_tpn_order(swc_tournament *t, const uint32_t *order)
{
    for (size_t i = 0; i < t->nplayers; i++) {
        t->by_tpn[i] = order[i];
        t->players[order[i]]->tpn = (uint32_t)i + 1;
    }
}

/* Make room for one more round record in every player (all or nothing). */
static int reserve_recs(swc_tournament *t, swc_player *p, size_t need)
{
    return swc_mem_reserve(&t->mem, (void **)&p->rec, &p->rec_cap, need, sizeof *p->rec);
}

int swc_model_add_player(swc_tournament *t, const swc_player_info *info, uint32_t id, swc_player **out)
{
    int rc = swc_model_check_info(t, info);
    if (rc)
        return rc;
    if (t->nplayers >= SWC_MAX_PLAYERS_MODEL)
        return swc_fail(t, SWC_ELIMIT, "a tournament holds at most %d players", SWC_MAX_PLAYERS_MODEL);
    if (id == 0)
        id = t->next_id;
    if (id > SWC_MAX_PLAYERS_MODEL)
        return swc_fail(t, SWC_ELIMIT, "player id %lu is above the limit %d", (unsigned long)id, SWC_MAX_PLAYERS_MODEL);
    if (swc_model_player_by_id(t, id))
        return swc_fail(t, SWC_EINVAL, "player id %lu is already taken", (unsigned long)id);

    /* Reserve everything first so a failure changes nothing observable
     * (a grown capacity is not a change). */
    if (swc_mem_reserve(&t->mem, (void **)&t->players, &t->players_cap, t->nplayers + 1, sizeof *t->players) ||
        swc_mem_reserve(&t->mem, (void **)&t->by_tpn, &t->by_tpn_cap, t->nplayers + 1, sizeof *t->by_tpn) ||
        swc_mem_reserve(&t->mem, (void **)&t->id_index, &t->id_cap, (size_t)id + 1, sizeof *t->id_index))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t r = 0; r < t->nrounds; r++) {
        swc_round *rd = t->rounds[r];
        if (swc_mem_reserve(&t->mem, (void **)&rd->byes, &rd->byes_cap, rd->nbyes + 1, sizeof *rd->byes))
            return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    swc_player *p = swc_mem_calloc(&t->mem, 1, sizeof *p);
    if (!p)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    text_fields f;
    if (copy_fields(&t->mem, info, &f) != SWC_OK) {
        swc_mem_free(&t->mem, p, sizeof *p);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    if (t->nrounds && reserve_recs(t, p, t->nrounds) != SWC_OK) {
        free_fields(&t->mem, &f);
        swc_mem_free(&t->mem, p, sizeof *p);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    swap_fields(p, &f);
    p->magic = SWC_MAGIC_PLAYER;
    p->t = t;
    p->id = id;
    p->index = (uint32_t)t->nplayers;
    p->rating = info->rating;
    p->flags = info->flags;
    p->sex = info->sex;
    p->stated_points = -1;
    p->entry_round = (uint32_t)t->nrounds + 1;
    if (t->nrounds == 0)
        p->entry_round = 1;
    t->players[t->nplayers] = p;
    t->by_tpn[t->nplayers] = p->index;
    p->tpn = (uint32_t)t->nplayers + 1;
    t->nplayers++;
    t->id_index[id] = p->index + 1;
    if (id >= t->next_id)
        t->next_id = id + 1;
    /* A late entry: the rounds already played count as not entered. */
    for (size_t r = 0; r < t->nrounds; r++) {
        swc_round *rd = t->rounds[r];
        rd->byes[rd->nbyes].player = p->index;
        rd->byes[rd->nbyes].kind = SWC_RK_NOT_ENTERED;
        rd->nbyes++;
        memset(&p->rec[r], 0, sizeof p->rec[r]);
        p->rec[r].kind = SWC_RK_NOT_ENTERED;
    }
    swc_model_renumber(t);
    if (out)
        *out = p;
    return swc_ok(t);
}

int swc_model_update_player(swc_player *p, const swc_player_info *info)
{
    swc_tournament *t = p->t;
    int rc = swc_model_check_info(t, info);
    if (rc)
        return rc;
    int order_changes = info->rating != p->rating || swc_title_rank(info->title) != swc_title_rank(p->title) ||
                        strcmp(info->name, p->name) != 0;
    if (order_changes && t->nrounds && t->set.tpn_order == SWC_TPN_AUTO) {
        /* Would the TPN order actually change? Check on a copy of the keys. */
        swc_player probe = *p;
        probe.rating = info->rating;
        probe.title = (char *)(info->title ? info->title : "");
        probe.name = (char *)info->name;
        uint32_t pos = p->tpn - 1;
        int moves = (pos > 0 && tpn_before(&probe, t->players[t->by_tpn[pos - 1]])) ||
                    (pos + 1 < t->nplayers && tpn_before(t->players[t->by_tpn[pos + 1]], &probe));
        if (moves)
            return swc_fail(t, SWC_ESTATE, "changing player %lu's rating, title or name would renumber pairing numbers after round 1 was created; set SWC_SET_TPN_ORDER to SWC_TPN_MANUAL first",
                            (unsigned long)p->id);
    }
    text_fields f;
    if (copy_fields(&t->mem, info, &f) != SWC_OK)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    swap_fields(p, &f);
    free_fields(&t->mem, &f);
    p->rating = info->rating;
    p->flags = info->flags;
    p->sex = info->sex;
    swc_model_renumber(t);
    return swc_ok(t);
}

int swc_model_set_virtual(swc_player *p, uint32_t round, int32_t pts)
{
    swc_tournament *t = p->t;
    if (round < 1 || round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "round %lu is outside 1..%d", (unsigned long)round, SWC_MAX_ROUNDS);
    if (pts < 0 || pts > 4 * SWC_MAX_POINTS)
        return swc_fail(t, SWC_ERANGE, "virtual points must be 0..%d tenths", 4 * SWC_MAX_POINTS);
    if (swc_mem_reserve(&t->mem, (void **)&p->virtual_pts, &p->virtual_cap, round, sizeof *p->virtual_pts))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    p->virtual_pts[round - 1] = pts + 1; /* an explicit 0 overrides Baku points */
    return swc_ok(t);
}

int swc_model_baku_group_a(const swc_player *p)
{
    const swc_tournament *t = p->t;
    uint32_t last = t->baku_last;
    if (!last) {
        /* Before round 1: group A is the first 2*ceil(N/4) players. */
        size_t size = 2 * ((t->nplayers + 3) / 4);
        if (size > t->nplayers)
            size = t->nplayers;
        if (!size)
            return 0;
        last = t->by_tpn[size - 1] + 1;
    }
    /* Late entries ranked above the last player of group A join it (C.04.7). */
    return p->tpn <= t->players[last - 1]->tpn;
}

static int32_t baku_points(const swc_player *p, uint32_t round)
{
    const swc_settings *s = &p->t->set;
    uint32_t accelerated = ((uint32_t)s->rounds + 1) / 2, full = (accelerated + 1) / 2;
    if (round > accelerated || !swc_model_baku_group_a(p))
        return 0;
    int32_t win = s->win * s->games;
    return round <= full ? win : win / 2;
}

int32_t swc_model_virtual(const swc_player *p, uint32_t round)
{
    if (round >= 1 && round <= p->virtual_cap && p->virtual_pts[round - 1])
        return p->virtual_pts[round - 1] - 1;
    if (round >= 1 && p->t->set.acceleration == SWC_ACCEL_BAKU)
        return baku_points(p, round);
    return 0;
}

int swc_model_freeze_virtual(swc_player *p, uint32_t last)
{
    swc_tournament *t = p->t;
    if (last > SWC_MAX_ROUNDS)
        last = SWC_MAX_ROUNDS;
    if (swc_mem_reserve(&t->mem, (void **)&p->virtual_pts, &p->virtual_cap, last, sizeof *p->virtual_pts))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (uint32_t r = 0; r < last; r++)
        if (!p->virtual_pts[r])
            p->virtual_pts[r] = 1; /* explicit 0 */
    return swc_ok(t);
}

uint32_t swc_model_virtual_last(const swc_player *p)
{
    uint32_t top = (uint32_t)p->virtual_cap;
    if (top < (uint32_t)p->t->set.rounds)
        top = (uint32_t)p->t->set.rounds;
    for (uint32_t r = top; r > 0; r--)
        if (swc_model_virtual(p, r))
            return r;
    return 0;
}

int swc_model_set_request(swc_player *p, uint32_t round, int kind)
{
    swc_tournament *t = p->t;
    if (round < 1 || round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "round %lu is outside 1..%d", (unsigned long)round, SWC_MAX_ROUNDS);
    if (kind != SWC_RK_NONE && kind != SWC_RK_ZERO_BYE && kind != SWC_RK_HALF_BYE && kind != SWC_RK_FULL_BYE)
        return swc_fail(t, SWC_EINVAL, "a requested bye must be SWC_RK_ZERO_BYE, SWC_RK_HALF_BYE or SWC_RK_FULL_BYE");
    if (round <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "round %lu already exists", (unsigned long)round);
    if (kind == SWC_RK_NONE && round > p->request_cap)
        return swc_ok(t);
    if (swc_mem_reserve(&t->mem, (void **)&p->bye_request, &p->request_cap, round, 1))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    p->bye_request[round - 1] = (uint8_t)kind;
    return swc_ok(t);
}

int swc_model_request(const swc_player *p, uint32_t round)
{
    if (round < 1 || round > p->request_cap)
        return SWC_RK_NONE;
    return p->bye_request[round - 1];
}
