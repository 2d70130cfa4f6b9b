/* Teams: settings of a team event, registration, members, withdrawal. */
#include <string.h>

#include "../core/utf8.h"
#include "model.h"

static const swc_teams defaults = { 0, 20, 10, 0, -1, -1, "", NULL, 0, 0, NULL, 0, NULL, 0, 0, { 0, 0, 0, 0 }, 0, NULL, 0, 0, NULL, 0, 0 };

void swc_team_model_free(swc_tournament *t)
{
    swc_teams *x = t->teams;
    if (!x)
        return;
    while (x->nrounds)
        swc_team_model_drop_round(t, (uint32_t)x->nrounds);
    swc_mem_free(&t->mem, x->rounds, x->rounds_cap * sizeof *x->rounds);
    for (size_t i = 0; i < x->nteams; i++) {
        swc_team *tm = x->team[i];
        swc_mem_strfree(&t->mem, tm->name);
        swc_mem_strfree(&t->mem, tm->short_name);
        swc_mem_strfree(&t->mem, tm->federation);
        swc_mem_free(&t->mem, tm->members, tm->members_cap * sizeof *tm->members);
        if (tm->ahead)
            swc_mem_free(&t->mem, tm->ahead, (size_t)x->boards * sizeof *tm->ahead);
        swc_mem_free(&t->mem, tm, sizeof *tm);
    }
    swc_mem_free(&t->mem, x->team, x->teams_cap * sizeof *x->team);
    swc_mem_free(&t->mem, x->team_of, x->of_cap * sizeof *x->team_of);
    swc_mem_free(&t->mem, x->forbidden, x->forbidden_cap * sizeof *x->forbidden);
    swc_mem_free(&t->mem, x->byereq, x->byereq_cap * sizeof *x->byereq);
    swc_mem_free(&t->mem, x, sizeof *x);
    t->teams = NULL;
}

int swc_team_model_ensure(swc_tournament *t)
{
    if (t->teams)
        return SWC_OK;
    swc_teams *x = swc_mem_alloc(&t->mem, sizeof *x);
    if (!x)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    *x = defaults;
    t->teams = x;
    return SWC_OK;
}

int32_t swc_team_model_get(const swc_tournament *t, int key)
{
    const swc_teams *x = t->teams ? t->teams : &defaults;
    switch (key) {
    case SWC_TEAM_BOARDS: return x->boards;
    case SWC_TEAM_MP_WIN: return x->mp_win;
    case SWC_TEAM_MP_DRAW: return x->mp_draw;
    case SWC_TEAM_MP_LOSS: return x->mp_loss;
    case SWC_TEAM_PAB_MP: return x->pab_mp >= 0 ? x->pab_mp : x->mp_draw;
    case SWC_TEAM_PAB_GP: return x->pab_gp >= 0 ? x->pab_gp : x->boards * t->set.draw_white;
    case SWC_TEAM_SYSTEM:
    case SWC_TEAM_COLOUR_TYPE:
    case SWC_TEAM_SCORE_ORDER:
    case SWC_TEAM_NO_SECONDARY: return x->pairing[key - SWC_TEAM_SYSTEM];
    default: return -1;
    }
}

int swc_team_model_system_set(const swc_tournament *t)
{
    return t->teams && t->teams->system_set;
}

int swc_team_model_set_int(swc_tournament *t, int key, int32_t value)
{
    if (key < SWC_TEAM_BOARDS || key > SWC_TEAM_NO_SECONDARY)
        return swc_fail(t, SWC_EINVAL, "unknown team setting %d", key);
    if (key >= SWC_TEAM_SYSTEM) {
        /* The pairing options: a system, a colour preference type, a score
         * order, whether the secondary score is used. */
        int32_t top = key == SWC_TEAM_SYSTEM        ? SWC_TEAM_ROUND_ROBIN
                      : key == SWC_TEAM_COLOUR_TYPE ? SWC_TEAM_COLOURS_NONE
                                                    : 1;
        if (value < 0 || value > top)
            return swc_fail(t, SWC_ERANGE, "team pairing option %d cannot be %ld", key, (long)value);
        if (key == SWC_TEAM_SCORE_ORDER && value == 1 && t->set.acceleration == SWC_ACCEL_BAKU)
            return swc_fail(t, SWC_EINCONSISTENT, "%s", swc_team_baku_gp_message);
        int rc = swc_team_model_ensure(t);
        if (rc)
            return rc;
        t->teams->pairing[key - SWC_TEAM_SYSTEM] = value;
        if (key == SWC_TEAM_SYSTEM)
            t->teams->system_set = 1;
        return swc_ok(t);
    }
    if (key == SWC_TEAM_BOARDS) {
        if (value < 0 || value > SWC_MAX_BOARDS)
            return swc_fail(t, SWC_ERANGE, "boards must be 0..%d, got %ld", SWC_MAX_BOARDS, (long)value);
        if (t->teams && t->teams->nrounds && value != t->teams->boards)
            return swc_fail(t, SWC_ESTATE, "the number of boards is fixed once a team round exists");
        for (size_t i = 0; t->teams && i < t->teams->nteams && value != t->teams->boards; i++)
            if (t->teams->team[i]->ahead)
                return swc_fail(t, SWC_ESTATE, "the number of boards is fixed once a team has handed in a line-up");
    } else if (value < 0 || value > (key == SWC_TEAM_PAB_GP ? SWC_MAX_BOARDS * SWC_MAX_POINTS : SWC_MAX_POINTS)) {
        return swc_fail(t, SWC_ERANGE, "team point value %ld is out of range", (long)value);
    }
    int rc = swc_team_model_ensure(t);
    if (rc)
        return rc;
    swc_teams *x = t->teams;
    switch (key) {
    case SWC_TEAM_BOARDS:
        /* The sequence is always explicit: WBWB… until set. */
        if (value != x->boards)
            for (int32_t b = 0; b <= value; b++)
                x->colours[b] = b == value ? 0 : b % 2 ? 'B' : 'W';
        x->boards = value;
        break;
    case SWC_TEAM_MP_WIN: x->mp_win = value; break;
    case SWC_TEAM_MP_DRAW: x->mp_draw = value; break;
    case SWC_TEAM_MP_LOSS: x->mp_loss = value; break;
    case SWC_TEAM_PAB_MP: x->pab_mp = value; break;
    default: x->pab_gp = value; break;
    }
    return swc_ok(t);
}

int swc_team_model_set_colours(swc_tournament *t, const char *seq)
{
    size_t n = seq ? strlen(seq) : 0;
    int32_t boards = swc_team_model_get(t, SWC_TEAM_BOARDS);
    if (n && (int32_t)n != boards)
        return swc_fail(t, SWC_EINVAL, "the colour sequence has %zu letters for %ld boards", n, (long)boards);
    for (size_t i = 0; i < n; i++)
        if (seq[i] != 'W' && seq[i] != 'B')
            return swc_fail(t, SWC_EINVAL, "colour sequence letter %zu is not W or B", i + 1);
    if (t->teams && t->teams->nrounds)
        return swc_fail(t, SWC_ESTATE, "the colour sequence is fixed once a team round exists");
    int rc = swc_team_model_ensure(t);
    if (rc)
        return rc;
    if (n)
        memcpy(t->teams->colours, seq, n + 1);
    else
        for (int32_t b = 0; b <= boards; b++)
            t->teams->colours[b] = b == boards ? 0 : b % 2 ? 'B' : 'W';
    return swc_ok(t);
}

int swc_team_colour_of_board(const swc_tournament *t, uint32_t b)
{
    const char *c = t->teams ? t->teams->colours : "";
    if (c[0])
        return c[b] == 'W' ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
    return b % 2 == 0 ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK;
}

const swc_team *swc_team_model_get_team(const swc_tournament *t, uint32_t team)
{
    if (!t->teams || team < 1 || team > t->teams->nteams)
        return NULL;
    return t->teams->team[team - 1];
}

uint32_t swc_team_model_team_of(const swc_tournament *t, uint32_t player)
{
    if (!t->teams || player >= t->teams->of_cap)
        return 0;
    return t->teams->team_of[player];
}

static int check_text(swc_tournament *t, const char *what, const char *s, size_t max)
{
    if (!s)
        return SWC_OK;
    size_t n = strlen(s);
    if (n > max)
        return swc_fail(t, SWC_ELIMIT, "team %s is %zu bytes; at most %zu allowed", what, n, max);
    if (!swc_utf8_valid(s, n))
        return swc_fail(t, SWC_EINVAL, "team %s is not valid UTF-8", what);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
            return swc_fail(t, SWC_EINVAL, "team %s contains a control character at byte %zu", what, i + 1);
    return SWC_OK;
}

/* Check an info struct against team `team` (0 = a new team). */
static int check_info(swc_tournament *t, const swc_team_info *info, uint32_t team)
{
    int rc;
    if (info->struct_size < sizeof *info)
        return swc_fail(t, SWC_EINVAL, "swc_team_info.struct_size %u is too small", (unsigned)info->struct_size);
    if (!info->name || strspn(info->name, " ") == strlen(info->name))
        return swc_fail(t, SWC_EINVAL, "a team needs a name");
    /* TRF-2026 record 310 has 32 columns for the name and 5 for the short name. */
    size_t nn = strlen(info->name), ns = info->short_name ? strlen(info->short_name) : 0;
    if (info->name[0] == ' ' || info->name[nn - 1] == ' ' || (ns && (info->short_name[0] == ' ' || info->short_name[ns - 1] == ' ')))
        return swc_fail(t, SWC_EINVAL, "a team name has no blanks at either end");
    if (swc_utf8_valid(info->name, nn) && swc_utf8_count(info->name, nn) > 32)
        return swc_fail(t, SWC_ELIMIT, "a team name has at most 32 characters");
    if (ns && swc_utf8_valid(info->short_name, ns) && swc_utf8_count(info->short_name, ns) > 5)
        return swc_fail(t, SWC_ELIMIT, "a team's short name has at most 5 characters");
    if ((rc = check_text(t, "name", info->name, SWC_NAME_MAX)) ||
        (rc = check_text(t, "short name", info->short_name, SWC_TEAM_SHORT_MAX)) ||
        (rc = check_text(t, "federation", info->federation, 64)))
        return rc;
    if (info->strength < 0 || info->strength > 9999)
        return swc_fail(t, SWC_ERANGE, "team strength must be 0..9999, got %ld", (long)info->strength);
    if (info->captain) {
        const swc_player *p = swc_model_player_by_id(t, info->captain);
        if (!team || !p || swc_team_model_team_of(t, p->index) != team)
            return swc_fail(t, SWC_EINVAL, "the captain (player %lu) is not a member of the team",
                            (unsigned long)info->captain);
    }
    return SWC_OK;
}

typedef struct team_text {
    char *s[3];
} team_text;

static int copy_text(const swc_mem *m, const swc_team_info *info, team_text *f)
{
    const char *src[3] = { info->name, info->short_name, info->federation };
    for (int i = 0; i < 3; i++) {
        f->s[i] = swc_mem_strdup(m, src[i]);
        if (!f->s[i]) {
            for (int j = 0; j < i; j++)
                swc_mem_strfree(m, f->s[j]);
            return SWC_ENOMEM;
        }
    }
    return SWC_OK;
}

static void put_info(const swc_mem *m, swc_team *tm, const swc_team_info *info, team_text *f)
{
    char **dst[3] = { &tm->name, &tm->short_name, &tm->federation };
    for (int i = 0; i < 3; i++) {
        swc_mem_strfree(m, *dst[i]);
        *dst[i] = f->s[i];
    }
    tm->strength = info->strength;
}

int swc_team_model_add(swc_tournament *t, const swc_team_info *info, uint32_t *out_number)
{
    int rc = check_info(t, info, 0);
    if (rc)
        return rc;
    if (t->teams && t->teams->nteams >= SWC_MAX_PLAYERS)
        return swc_fail(t, SWC_ELIMIT, "a tournament holds at most %d teams", SWC_MAX_PLAYERS);
    if ((rc = swc_team_model_ensure(t)))
        return rc;
    swc_teams *x = t->teams;
    team_text f;
    swc_team *tm = NULL;
    if (swc_mem_reserve(&t->mem, (void **)&x->team, &x->teams_cap, x->nteams + 1, sizeof *x->team) ||
        !(tm = swc_mem_calloc(&t->mem, 1, sizeof *tm)))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    if (copy_text(&t->mem, info, &f)) {
        swc_mem_free(&t->mem, tm, sizeof *tm);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    put_info(&t->mem, tm, info, &f);
    tm->captain = 0;
    tm->number = (uint32_t)x->nteams + 1;
    tm->entry_round = (uint32_t)t->nrounds + 1;
    x->team[x->nteams++] = tm;
    if (out_number)
        *out_number = tm->number;
    return swc_ok(t);
}

int swc_team_model_update(swc_tournament *t, uint32_t team, const swc_team_info *info)
{
    swc_team *tm = (swc_team *)swc_team_model_get_team(t, team);
    if (!tm)
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    int rc = check_info(t, info, team);
    if (rc)
        return rc;
    team_text f;
    if (copy_text(&t->mem, info, &f))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    put_info(&t->mem, tm, info, &f);
    tm->captain = info->captain ? swc_model_player_by_id(t, info->captain)->index + 1 : 0;
    return swc_ok(t);
}

int swc_team_model_played(const swc_tournament *t, uint32_t player)
{
    const swc_teams *x = t->teams;
    if (!x)
        return 0;
    int32_t nb = x->boards;
    for (size_t r = 0; r < x->nrounds; r++)
        for (size_t i = 0; i < x->rounds[r].n; i++) {
            const swc_tmatch *m = &x->rounds[r].m[i];
            if (m->lineup)
                for (int32_t b = 0; b < 2 * nb; b++)
                    if (m->lineup[b] == player + 1)
                        return 1;
        }
    return 0;
}

int swc_team_model_set_members(swc_tournament *t, uint32_t team, const uint32_t *idx, size_t n)
{
    swc_team *tm = (swc_team *)swc_team_model_get_team(t, team);
    if (!tm)
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    if (n > SWC_MAX_TEAM_MEMBERS)
        return swc_fail(t, SWC_ELIMIT, "a team has at most %d members", SWC_MAX_TEAM_MEMBERS);
    for (size_t i = 0; i < n; i++) {
        const swc_player *p = t->players[idx[i]];
        uint32_t other = swc_team_model_team_of(t, idx[i]);
        if (other && other != team)
            return swc_fail(t, SWC_EINVAL, "player %lu is already a member of team %lu", (unsigned long)p->id,
                            (unsigned long)other);
        for (size_t j = 0; j < i; j++)
            if (idx[j] == idx[i])
                return swc_fail(t, SWC_EINVAL, "player %lu is listed twice in team %lu", (unsigned long)p->id,
                                (unsigned long)team);
    }
    /* A member who played for the team, or its captain, stays. */
    for (size_t k = 0; k < tm->nmembers; k++) {
        uint32_t old = tm->members[k];
        size_t j = 0;
        while (j < n && idx[j] != old)
            j++;
        if (j < n)
            continue;
        if (swc_team_model_played(t, old))
            return swc_fail(t, SWC_ESTATE, "player %lu played for team %lu and stays a member",
                            (unsigned long)t->players[old]->id, (unsigned long)team);
        if (swc_team_model_ahead_names(t, team, old))
            return swc_fail(t, SWC_ESTATE, "player %lu is in the line-up team %lu handed in for round %lu",
                            (unsigned long)t->players[old]->id, (unsigned long)team, (unsigned long)t->nrounds + 1);
        if (tm->captain == old + 1)
            return swc_fail(t, SWC_ESTATE, "player %lu is the captain of team %lu", (unsigned long)t->players[old]->id,
                            (unsigned long)team);
    }
    swc_teams *x = t->teams;
    if (swc_mem_reserve(&t->mem, (void **)&tm->members, &tm->members_cap, n ? n : 1, sizeof *tm->members) ||
        swc_mem_reserve(&t->mem, (void **)&x->team_of, &x->of_cap, t->nplayers ? t->nplayers : 1, sizeof *x->team_of))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    for (size_t k = 0; k < tm->nmembers; k++)
        x->team_of[tm->members[k]] = 0;
    for (size_t i = 0; i < n; i++) {
        tm->members[i] = idx[i];
        x->team_of[idx[i]] = team;
    }
    tm->nmembers = n;
    return swc_ok(t);
}

int swc_team_auto_kind(const swc_team *tm, uint32_t k)
{
    if (k < tm->entry_round)
        return SWC_RK_NOT_ENTERED;
    if (tm->withdrawn_from && k >= tm->withdrawn_from)
        return SWC_RK_WITHDRAWN;
    return 0;
}

int swc_team_model_withdraw(swc_tournament *t, uint32_t team, uint32_t from_round)
{
    swc_team *tm = (swc_team *)swc_team_model_get_team(t, team);
    if (!tm)
        return swc_fail(t, SWC_ENOTFOUND, "no team %lu", (unsigned long)team);
    if (from_round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "round %lu is beyond the limit", (unsigned long)from_round);
    if (from_round && from_round <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "round %lu already exists; a team withdraws from a later round",
                        (unsigned long)from_round);
    if (!from_round && tm->withdrawn_from && tm->withdrawn_from <= t->nrounds)
        return swc_fail(t, SWC_ESTATE, "the withdrawal of team %lu has already taken effect", (unsigned long)team);
    if (from_round && from_round < tm->entry_round)
        return swc_fail(t, SWC_ERANGE, "team %lu enters in round %lu", (unsigned long)team,
                        (unsigned long)tm->entry_round);
    tm->withdrawn_from = from_round;
    return swc_ok(t);
}
