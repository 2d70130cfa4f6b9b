/* Tournament lifecycle, settings, forbidden pairs and kept TRF lines. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/utf8.h"
#include "model.h"

int swc_fail(swc_tournament *t, int code, const char *fmt, ...)
{
    if (t) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(t->errmsg, sizeof t->errmsg, fmt, ap);
        va_end(ap);
    }
    return code;
}

int swc_ok(swc_tournament *t)
{
    if (t)
        t->errmsg[0] = '\0';
    return SWC_OK;
}

void swc_model_default_settings(swc_settings *s)
{
    memset(s, 0, sizeof *s);
    s->rounds = 9;
    s->win = 10;
    s->draw_white = s->draw_black = 5;
    s->loss = 0;
    s->pab = s->forfeit_win = s->full_bye = 10;
    s->half_bye = 5;
    s->forfeit_loss = s->zero_bye = s->not_entered = 0;
    s->games = 1;
    s->initial_colour = SWC_COLOUR_WHITE;
    s->system = SWC_SYSTEM_DUTCH;
    s->edition = 2026;
    s->acceleration = SWC_ACCEL_NONE;
    s->tpn_order = SWC_TPN_AUTO;
    s->seq_tiebreak = SWC_SEQ_TB_BUCHHOLZ;
    s->rounds_known = 1;
    s->initial_colour_known = 1;
    s->system_known = 1;
}

int swc_model_new(swc_tournament **out, const swc_allocator *a)
{
    swc_mem mem;
    swc_mem_init(&mem, a);
    swc_tournament *t = swc_mem_calloc(&mem, 1, sizeof *t);
    if (!t)
        return SWC_ENOMEM;
    t->magic = SWC_MAGIC_TOURNAMENT;
    t->mem = mem;
    swc_model_default_settings(&t->set);
    t->next_id = 1;
    *out = t;
    return SWC_OK;
}

static void free_player(swc_tournament *t, swc_player *p)
{
    const swc_mem *m = &t->mem;
    swc_mem_strfree(m, p->name);
    swc_mem_strfree(m, p->title);
    swc_mem_strfree(m, p->federation);
    swc_mem_strfree(m, p->fide_id);
    swc_mem_strfree(m, p->birth_date);
    swc_mem_strfree(m, p->group);
    swc_mem_strfree(m, p->tags);
    swc_mem_strfree(m, p->cn_title);
    swc_mem_free(m, p->virtual_pts, p->virtual_cap * sizeof *p->virtual_pts);
    swc_mem_free(m, p->bye_request, p->request_cap);
    swc_mem_free(m, p->rec, p->rec_cap * sizeof *p->rec);
    p->magic = 0;
    swc_mem_free(m, p, sizeof *p);
}

void swc_model_free_round(swc_tournament *t, swc_round *r)
{
    if (!r)
        return;
    swc_mem_free(&t->mem, r->boards, r->boards_cap * sizeof *r->boards);
    swc_mem_free(&t->mem, r->byes, r->byes_cap * sizeof *r->byes);
    r->magic = 0;
    swc_mem_free(&t->mem, r, sizeof *r);
}

void swc_model_free(swc_tournament *t)
{
    if (!t)
        return;
    swc_mem mem = t->mem;
    swc_team_model_free(t);
    for (size_t i = 0; i < t->nplayers; i++)
        free_player(t, t->players[i]);
    swc_mem_free(&mem, t->players, t->players_cap * sizeof *t->players);
    swc_mem_free(&mem, t->by_tpn, t->by_tpn_cap * sizeof *t->by_tpn);
    swc_mem_free(&mem, t->id_index, t->id_cap * sizeof *t->id_index);
    swc_mem_free(&mem, t->warnings, t->warnings_cap * sizeof *t->warnings);
    for (size_t i = 0; i < t->nrounds; i++)
        swc_model_free_round(t, t->rounds[i]);
    swc_mem_free(&mem, t->rounds, t->rounds_cap * sizeof *t->rounds);
    swc_mem_free(&mem, t->forbidden, t->forbidden_cap * sizeof *t->forbidden);
    swc_model_journal_free(t);
    for (size_t i = 0; i < t->nextra; i++)
        swc_mem_strfree(&mem, t->extra_lines[i]);
    swc_mem_free(&mem, t->extra_lines, t->extra_cap * sizeof *t->extra_lines);
    for (size_t i = 0; i < sizeof t->text / sizeof t->text[0]; i++)
        swc_mem_strfree(&mem, t->text[i]);
    t->magic = 0;
    swc_mem_free(&mem, t, sizeof *t);
}

/* Settings whose default follows another one until set explicitly. */
static void apply_follow_defaults(swc_settings *s)
{
    if (!(s->explicit_mask & (1u << SWC_SET_POINTS_PAB)))
        s->pab = s->win;
    if (!(s->explicit_mask & (1u << SWC_SET_POINTS_FORFEIT_WIN)))
        s->forfeit_win = s->win;
    if (!(s->explicit_mask & (1u << SWC_SET_POINTS_FULL_BYE)))
        s->full_bye = s->win;
    if (!(s->explicit_mask & (1u << SWC_SET_POINTS_HALF_BYE)))
        s->half_bye = s->draw_white;
}

static int check_points(swc_tournament *t, int32_t v)
{
    if (v < 0 || v > SWC_MAX_POINTS)
        return swc_fail(t, SWC_ERANGE, "points must be between 0 and %d tenths, got %ld",
                        SWC_MAX_POINTS, (long)v);
    return SWC_OK;
}

int swc_model_set_int(swc_tournament *t, int key, int32_t value)
{
    swc_settings s = t->set;
    int rc;
    switch (key) {
    case SWC_SET_ROUNDS:
        if (value < 1 || value > SWC_MAX_ROUNDS)
            return swc_fail(t, SWC_ERANGE, "number of rounds must be 1..%d, got %ld", SWC_MAX_ROUNDS, (long)value);
        if ((size_t)value < t->nrounds)
            return swc_fail(t, SWC_ESTATE, "%zu rounds already exist; cannot plan only %ld", t->nrounds, (long)value);
        s.rounds = value;
        s.rounds_known = 1;
        break;
    case SWC_SET_POINTS_WIN:
    case SWC_SET_POINTS_DRAW:
    case SWC_SET_POINTS_LOSS:
    case SWC_SET_POINTS_PAB:
    case SWC_SET_POINTS_FORFEIT_WIN:
    case SWC_SET_POINTS_FORFEIT_LOSS:
    case SWC_SET_POINTS_FULL_BYE:
    case SWC_SET_POINTS_HALF_BYE:
    case SWC_SET_POINTS_ZERO_BYE:
    case SWC_SET_POINTS_DRAW_WHITE:
    case SWC_SET_POINTS_DRAW_BLACK:
    case SWC_SET_POINTS_NOT_ENTERED:
        if ((rc = check_points(t, value)) != SWC_OK)
            return rc;
        switch (key) {
        case SWC_SET_POINTS_WIN: s.win = value; break;
        case SWC_SET_POINTS_DRAW: s.draw_white = s.draw_black = value; break;
        case SWC_SET_POINTS_LOSS: s.loss = value; break;
        case SWC_SET_POINTS_PAB: s.pab = value; break;
        case SWC_SET_POINTS_FORFEIT_WIN: s.forfeit_win = value; break;
        case SWC_SET_POINTS_FORFEIT_LOSS: s.forfeit_loss = value; break;
        case SWC_SET_POINTS_FULL_BYE: s.full_bye = value; break;
        case SWC_SET_POINTS_HALF_BYE: s.half_bye = value; break;
        case SWC_SET_POINTS_ZERO_BYE: s.zero_bye = value; break;
        case SWC_SET_POINTS_DRAW_WHITE: s.draw_white = value; break;
        case SWC_SET_POINTS_DRAW_BLACK: s.draw_black = value; break;
        default: s.not_entered = value; break;
        }
        s.explicit_mask |= 1u << key;
        apply_follow_defaults(&s);
        break;
    case SWC_SET_GAMES_PER_PAIRING:
        if (value != 1 && value != 2)
            return swc_fail(t, SWC_ERANGE, "games per pairing must be 1 or 2, got %ld", (long)value);
        if (t->nrounds && value != s.games)
            return swc_fail(t, SWC_ESTATE, "games per pairing cannot change once rounds exist");
        s.games = value;
        break;
    case SWC_SET_INITIAL_COLOUR:
        if (value != SWC_COLOUR_WHITE && value != SWC_COLOUR_BLACK)
            return swc_fail(t, SWC_ERANGE, "initial colour must be SWC_COLOUR_WHITE (1) or SWC_COLOUR_BLACK (2), got %ld", (long)value);
        s.initial_colour = value;
        s.initial_colour_known = 1;
        break;
    case SWC_SET_PAIRING_SYSTEM:
        if (value != SWC_SYSTEM_DUTCH && value != SWC_SYSTEM_SEQUENTIAL && value != SWC_SYSTEM_BERGER)
            return swc_fail(t, SWC_ERANGE, "unknown pairing system %ld", (long)value);
        s.system = value;
        s.system_known = 1;
        break;
    case SWC_SET_DUTCH_EDITION:
        if (value != 2017 && value != 2026)
            return swc_fail(t, SWC_ERANGE, "Dutch edition must be 2026 or 2017, got %ld", (long)value);
        s.edition = value;
        s.system_known = 1;
        break;
    case SWC_SET_FORFEIT_WITHDRAW:
        if (value < 0 || value > SWC_MAX_ROUNDS)
            return swc_fail(t, SWC_ERANGE, "forfeit withdrawal limit must be 0..%d, got %ld", SWC_MAX_ROUNDS, (long)value);
        s.forfeit_withdraw = value;
        break;
    case SWC_SET_ACCELERATION:
        if (value != SWC_ACCEL_NONE && value != SWC_ACCEL_BAKU)
            return swc_fail(t, SWC_ERANGE, "unknown acceleration %ld", (long)value);
        if (value == SWC_ACCEL_BAKU && swc_team_model_get(t, SWC_TEAM_SCORE_ORDER) == 1)
            return swc_fail(t, SWC_EINCONSISTENT, "%s", swc_team_baku_gp_message);
        s.acceleration = value;
        break;
    case SWC_SET_TPN_ORDER:
        if (value != SWC_TPN_AUTO && value != SWC_TPN_MANUAL)
            return swc_fail(t, SWC_ERANGE, "TPN order must be SWC_TPN_AUTO (0) or SWC_TPN_MANUAL (1), got %ld", (long)value);
        s.tpn_order = value;
        break;
    case SWC_SET_SEQUENTIAL_TIEBREAK:
        if (value != SWC_SEQ_TB_NONE && value != SWC_SEQ_TB_BUCHHOLZ && value != SWC_SEQ_TB_PROGRESSIVE)
            return swc_fail(t, SWC_ERANGE, "unknown sequential tie-break %ld (0 none, 1 Buchholz, 2 progressive)", (long)value);
        s.seq_tiebreak = value;
        break;
    default:
        return swc_fail(t, SWC_ENOTFOUND, "unknown setting %d", key);
    }
    t->set = s;
    if (key == SWC_SET_TPN_ORDER && value == SWC_TPN_AUTO)
        swc_model_renumber(t);
    return swc_ok(t);
}

uint32_t swc_model_last_round(const swc_tournament *t)
{
    return t->set.rounds > 0 && (size_t)t->set.rounds > t->nrounds ? (uint32_t)t->set.rounds : (uint32_t)t->nrounds;
}

int swc_model_get_int(const swc_tournament *t, int key, int32_t *out)
{
    return swc_settings_get(&t->set, key, out);
}

int swc_settings_get(const swc_settings *s, int key, int32_t *out)
{
    switch (key) {
    case SWC_SET_ROUNDS: *out = s->rounds; break;
    case SWC_SET_POINTS_WIN: *out = s->win; break;
    case SWC_SET_POINTS_DRAW: *out = s->draw_white; break;
    case SWC_SET_POINTS_LOSS: *out = s->loss; break;
    case SWC_SET_POINTS_PAB: *out = s->pab; break;
    case SWC_SET_POINTS_FORFEIT_WIN: *out = s->forfeit_win; break;
    case SWC_SET_POINTS_FORFEIT_LOSS: *out = s->forfeit_loss; break;
    case SWC_SET_POINTS_FULL_BYE: *out = s->full_bye; break;
    case SWC_SET_POINTS_HALF_BYE: *out = s->half_bye; break;
    case SWC_SET_POINTS_ZERO_BYE: *out = s->zero_bye; break;
    case SWC_SET_POINTS_DRAW_WHITE: *out = s->draw_white; break;
    case SWC_SET_POINTS_DRAW_BLACK: *out = s->draw_black; break;
    case SWC_SET_POINTS_NOT_ENTERED: *out = s->not_entered; break;
    case SWC_SET_GAMES_PER_PAIRING: *out = s->games; break;
    case SWC_SET_INITIAL_COLOUR: *out = s->initial_colour; break;
    case SWC_SET_PAIRING_SYSTEM: *out = s->system; break;
    case SWC_SET_DUTCH_EDITION: *out = s->edition; break;
    case SWC_SET_FORFEIT_WITHDRAW: *out = s->forfeit_withdraw; break;
    case SWC_SET_ACCELERATION: *out = s->acceleration; break;
    case SWC_SET_TPN_ORDER: *out = s->tpn_order; break;
    case SWC_SET_SEQUENTIAL_TIEBREAK: *out = s->seq_tiebreak; break;
    default: return SWC_ENOTFOUND;
    }
    return SWC_OK;
}

int swc_model_set_text(swc_tournament *t, int key, const char *value)
{
    if (key < SWC_TEXT_NAME || key > SWC_TEXT_SECTION_GROUP)
        return swc_fail(t, SWC_ENOTFOUND, "unknown text setting %d", key);
    if (key == SWC_TEXT_SECTION_GROUP && value && strlen(value) > 255)
        return swc_fail(t, SWC_ELIMIT, "section group is %zu bytes; at most 255 allowed", strlen(value));
    size_t n = value ? strlen(value) : 0;
    if (n > SWC_TEXT_MAX)
        return swc_fail(t, SWC_ELIMIT, "text is %zu bytes; at most %d allowed", n, SWC_TEXT_MAX);
    if (value && !swc_utf8_valid(value, n))
        return swc_fail(t, SWC_EINVAL, "text is not valid UTF-8 (byte %zu)", swc_utf8_valid_prefix(value, n) + 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)value[i];
        if ((c < 0x20 && !(c == '\n' && key == SWC_TEXT_DEPUTY)) || c == 0x7f)
            return swc_fail(t, SWC_EINVAL, "text contains control character 0x%02x at byte %zu", c, i + 1);
    }
    char *copy = NULL;
    if (n) {
        copy = swc_mem_strdup(&t->mem, value);
        if (!copy)
            return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    swc_mem_strfree(&t->mem, t->text[key]);
    t->text[key] = copy;
    return swc_ok(t);
}

const char *swc_model_player_group(const swc_tournament *t, const swc_player *p)
{
    if (p->group && *p->group)
        return p->group;
    return t->text[SWC_TEXT_SECTION_GROUP] ? t->text[SWC_TEXT_SECTION_GROUP] : "";
}

int swc_model_add_extra_line(swc_tournament *t, const char *line, size_t len)
{
    if (swc_mem_reserve(&t->mem, (void **)&t->extra_lines, &t->extra_cap, t->nextra + 1, sizeof *t->extra_lines))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    char *copy = swc_mem_strndup(&t->mem, line, len);
    if (!copy)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    t->extra_lines[t->nextra++] = copy;
    return SWC_OK;
}

int swc_model_add_warning(swc_tournament *t, const swc_trf_warning *w)
{
    if (swc_mem_reserve(&t->mem, (void **)&t->warnings, &t->warnings_cap, t->nwarnings + 1, sizeof *t->warnings))
        return SWC_ENOMEM;
    t->warnings[t->nwarnings++] = *w;
    return SWC_OK;
}

static int pair_cmp(const swc_pair_ix *x, uint32_t a, uint32_t b)
{
    if (x->a != a)
        return x->a < a ? -1 : 1;
    if (x->b != b)
        return x->b < b ? -1 : 1;
    return 0;
}

/* Position of the first range of (a,b) in the sorted list, or where it
 * would be inserted; *found tells whether the pair has one. */
static size_t forbidden_pos(const swc_tournament *t, uint32_t a, uint32_t b, int *found)
{
    size_t lo = 0, hi = t->nforbidden;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (pair_cmp(&t->forbidden[mid], a, b) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    *found = lo < t->nforbidden && pair_cmp(&t->forbidden[lo], a, b) == 0;
    return lo;
}

int swc_model_forbid(swc_tournament *t, uint32_t a, uint32_t b)
{
    return swc_model_forbid_rounds(t, a, b, 1, SWC_ROUND_OPEN);
}

int swc_model_forbid_rounds(swc_tournament *t, uint32_t a, uint32_t b, uint32_t first, uint32_t last)
{
    if (a > b) {
        uint32_t x = a;
        a = b;
        b = x;
    }
    int found;
    size_t lo = forbidden_pos(t, a, b, &found), hi = lo;
    /* The pair's ranges that overlap or touch the new one are joined with
     * it: [lo, hi) of the list is replaced by one range. */
    while (hi < t->nforbidden && pair_cmp(&t->forbidden[hi], a, b) == 0) {
        const swc_pair_ix *x = &t->forbidden[hi];
        if (x->last != SWC_ROUND_OPEN && x->last + 1 < first) {
            lo = ++hi;
            continue;
        }
        if (last != SWC_ROUND_OPEN && x->first > last + 1)
            break;
        if (x->first < first)
            first = x->first;
        if (x->last > last)
            last = x->last;
        hi++;
    }
    if (hi == lo) {
        if (swc_mem_reserve(&t->mem, (void **)&t->forbidden, &t->forbidden_cap, t->nforbidden + 1, sizeof *t->forbidden))
            return swc_fail(t, SWC_ENOMEM, "out of memory");
        memmove(t->forbidden + lo + 1, t->forbidden + lo, (t->nforbidden - lo) * sizeof *t->forbidden);
        t->nforbidden++;
    } else if (hi > lo + 1) {
        memmove(t->forbidden + lo + 1, t->forbidden + hi, (t->nforbidden - hi) * sizeof *t->forbidden);
        t->nforbidden -= hi - lo - 1;
    }
    t->forbidden[lo] = (swc_pair_ix){ a, b, first, last };
    return SWC_OK;
}

int swc_model_is_forbidden(const swc_tournament *t, uint32_t a, uint32_t b)
{
    if (a > b) {
        uint32_t x = a;
        a = b;
        b = x;
    }
    int found;
    forbidden_pos(t, a, b, &found);
    return found;
}

int swc_model_forbidden_in(const swc_tournament *t, uint32_t a, uint32_t b, uint32_t round)
{
    if (a > b) {
        uint32_t x = a;
        a = b;
        b = x;
    }
    int found;
    for (size_t i = forbidden_pos(t, a, b, &found); i < t->nforbidden && pair_cmp(&t->forbidden[i], a, b) == 0; i++)
        if (t->forbidden[i].first <= round && round <= t->forbidden[i].last)
            return 1;
    return 0;
}
