/*
 * Knockout stages: rounds of pairs among the survivors, each decided by its
 * game, a decider with swapped colours after a draw, an escape, a bye, the
 * server not matching a player, or absence; then the repechage.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <swisscore/knockout.h>
#include <swisscore/round.h>
#include <swisscore/tournament.h>

#include "../core/rng.h"
#include "../core/utf8.h"
#include "ko.h"

#define MAGIC_KO 0x53574b4fu /* "SWKO" */
#define MAX_ROUNDS 32
#define MAX_KO_PLAYERS 1000000u

static const char bad_handle[] = "invalid knockout handle";

int ko_ok(const swc_knockout *k)
{
    return k && k->magic == MAGIC_KO;
}

int ko_fail(swc_knockout *k, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(k->errmsg, sizeof k->errmsg, fmt, ap);
    va_end(ap);
    return code;
}

int ko_done(swc_knockout *k)
{
    k->errmsg[0] = '\0';
    return SWC_OK;
}

/* ---- handle ------------------------------------------------------------ */

void ko_settings_default(ko_settings *s)
{
    s->rounds = 3;
    s->pairing = SWC_KO_PAIR_SERVER;
    s->seed = 0;
    s->draw_rule = SWC_KO_DECIDER_BLACK_WINS;
    s->unmatched_advances = 1;
    s->quota = 0;
    s->repechage = SWC_KO_REPECHAGE_NONE;
}

int ko_create(swc_knockout **out, const swc_mem *mem, const ko_settings *set)
{
    swc_knockout *k = swc_mem_calloc(mem, 1, sizeof *k);
    if (!k)
        return SWC_ENOMEM;
    k->magic = MAGIC_KO;
    k->mem = *mem;
    k->set = *set;
    *out = k;
    return SWC_OK;
}

int swc_knockout_new(swc_knockout **out, const swc_knockout_options *opts)
{
    if (!out)
        return SWC_EINVAL;
    *out = NULL;
    swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
    if (opts) {
        if (opts->struct_size < offsetof(swc_knockout_options, preset) + sizeof(void *))
            return SWC_EINVAL;
        memcpy(&o, opts, opts->struct_size < sizeof o ? opts->struct_size : sizeof o);
    }
    if (o.allocator && !swc_mem_valid(o.allocator))
        return SWC_EINVAL;
    ko_settings set;
    ko_settings_default(&set);
    if (o.preset) {
        const ko_preset *p = ko_preset_find(o.preset);
        if (!p)
            return SWC_ENOTFOUND;
        p->apply(&set);
    }
    swc_mem mem;
    swc_mem_init(&mem, o.allocator);
    return ko_create(out, &mem, &set);
}

void ko_release(swc_knockout *k)
{
    for (size_t i = 0; i < k->n; i++)
        swc_mem_strfree(&k->mem, k->p[i].name);
    swc_mem_free(&k->mem, k->p, k->cap * sizeof *k->p);
    for (size_t r = 0; r < k->nrounds; r++)
        swc_mem_free(&k->mem, k->rounds[r].pairs, k->rounds[r].cap * sizeof *k->rounds[r].pairs);
    k->p = NULL;
    k->n = k->cap = 0;
    k->nrounds = 0;
}

void swc_knockout_free(swc_knockout *k)
{
    if (!ko_ok(k))
        return;
    ko_release(k);
    k->magic = 0;
    swc_mem mem = k->mem;
    swc_mem_free(&mem, k, sizeof *k);
}

const char *swc_knockout_errmsg(const swc_knockout *k)
{
    return ko_ok(k) ? k->errmsg : bad_handle;
}

static int64_t *ko_setting(ko_settings *s, int key)
{
    switch (key) {
    case SWC_KO_ROUNDS: return &s->rounds;
    case SWC_KO_PAIRING: return &s->pairing;
    case SWC_KO_SEED: return &s->seed;
    case SWC_KO_DRAW_RULE: return &s->draw_rule;
    case SWC_KO_UNMATCHED_ADVANCES: return &s->unmatched_advances;
    case SWC_KO_QUOTA: return &s->quota;
    case SWC_KO_REPECHAGE: return &s->repechage;
    default: return NULL;
    }
}

int swc_knockout_set_int(swc_knockout *k, int key, int64_t value)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    int64_t *v = ko_setting(&k->set, key);
    if (!v)
        return ko_fail(k, SWC_ENOTFOUND, "unknown knockout setting %d", key);
    if (k->nrounds)
        return ko_fail(k, SWC_ESTATE, "settings cannot change once a round was opened");
    int ok = 1;
    switch (key) {
    case SWC_KO_ROUNDS: ok = value >= 1 && value <= MAX_ROUNDS; break;
    case SWC_KO_PAIRING: ok = value >= SWC_KO_PAIR_SERVER && value <= SWC_KO_PAIR_SEEDED; break;
    case SWC_KO_DRAW_RULE: ok = value >= SWC_KO_DRAW_REFUSED && value <= SWC_KO_DECIDER_REPLAY; break;
    case SWC_KO_UNMATCHED_ADVANCES: ok = value == 0 || value == 1; break;
    case SWC_KO_QUOTA: ok = value >= 0 && value <= MAX_KO_PLAYERS; break;
    case SWC_KO_REPECHAGE: ok = value >= SWC_KO_REPECHAGE_NONE && value <= SWC_KO_REPECHAGE_LATEST_SEED; break;
    default: break;
    }
    if (!ok)
        return ko_fail(k, SWC_ERANGE, "value %lld out of range for setting %d", (long long)value, key);
    *v = value;
    return ko_done(k);
}

int swc_knockout_get_int(int64_t *out, const swc_knockout *k, int key)
{
    if (!ko_ok(k) || !out)
        return SWC_EINVAL;
    int64_t *v = ko_setting((ko_settings *)&k->set, key);
    if (!v)
        return SWC_ENOTFOUND;
    *out = *v;
    return SWC_OK;
}

/* ---- players ----------------------------------------------------------- */

long ko_find(const swc_knockout *k, const char *name)
{
    for (size_t i = 0; i < k->n; i++)
        if (!strcmp(k->p[i].name, name))
            return (long)i;
    return -1;
}

int swc_knockout_add_player(uint32_t *out_id, swc_knockout *k, const char *name, uint32_t seed)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    if (!name || !*name || strlen(name) > 255 || !swc_utf8_valid(name, strlen(name)))
        return ko_fail(k, SWC_EINVAL, "a name must be 1..255 bytes of UTF-8");
    if (k->nrounds)
        return ko_fail(k, SWC_ESTATE, "players enter before the first round");
    if (ko_find(k, name) >= 0)
        return ko_fail(k, SWC_EINVAL, "%s entered twice", name);
    if (k->n >= MAX_KO_PLAYERS)
        return ko_fail(k, SWC_ELIMIT, "too many players");
    if (swc_mem_reserve(&k->mem, (void **)&k->p, &k->cap, k->n + 1, sizeof *k->p))
        return ko_fail(k, SWC_ENOMEM, "out of memory");
    char *copy = swc_mem_strdup(&k->mem, name);
    if (!copy)
        return ko_fail(k, SWC_ENOMEM, "out of memory");
    ko_player *p = &k->p[k->n++];
    memset(p, 0, sizeof *p);
    p->name = copy;
    p->seed = seed;
    p->status = SWC_KO_ALIVE;
    if (out_id)
        *out_id = (uint32_t)k->n;
    return ko_done(k);
}

/* ---- pairing ----------------------------------------------------------- */

static ko_pair *push_pair(swc_knockout *k, ko_round *r, uint32_t white, uint32_t black)
{
    if (swc_mem_reserve(&k->mem, (void **)&r->pairs, &r->cap, r->n + 1, sizeof *r->pairs))
        return NULL;
    ko_pair *pp = &r->pairs[r->n++];
    memset(pp, 0, sizeof *pp);
    pp->white = white;
    pp->black = black;
    return pp;
}

/* Seed order: seeded players by number, then the others by entry. */
int ko_seed_before(const ko_player *a, uint32_t ia, const ko_player *b, uint32_t ib)
{
    if ((a->seed != 0) != (b->seed != 0))
        return a->seed != 0;
    if (a->seed != b->seed)
        return a->seed < b->seed;
    return ia < ib;
}

/* Bracket positions 1, P, P/2+1, … of the standard seeding. */
static void bracket_order(uint32_t *pos, uint32_t P)
{
    uint32_t len = 1;
    pos[0] = 1;
    while (len < P) {
        for (uint32_t i = len; i-- > 0;) {
            pos[2 * i] = pos[i];
            pos[2 * i + 1] = 2 * len + 1 - pos[i];
        }
        len *= 2;
    }
}

static int pair_first_seeded(swc_knockout *k, ko_round *r, uint32_t *alive, uint32_t na)
{
    /* insertion sort by seed order: entrants are few thousand at most */
    for (uint32_t i = 1; i < na; i++) {
        uint32_t v = alive[i];
        uint32_t j = i;
        while (j && ko_seed_before(&k->p[v - 1], v, &k->p[alive[j - 1] - 1], alive[j - 1])) {
            alive[j] = alive[j - 1];
            j--;
        }
        alive[j] = v;
    }
    uint32_t P = 1;
    while (P < na)
        P *= 2;
    uint32_t *pos = swc_mem_calloc(&k->mem, P, sizeof *pos);
    if (!pos)
        return SWC_ENOMEM;
    bracket_order(pos, P);
    int rc = SWC_OK;
    for (uint32_t i = 0; i + 1 < P || (P == 1 && i == 0); i += 2) {
        uint32_t s1 = pos[i], s2 = P > 1 ? pos[i + 1] : P + 1;
        uint32_t a = s1 <= na ? alive[s1 - 1] : 0, b = s2 <= na ? alive[s2 - 1] : 0;
        if (!a && !b)
            continue;
        if (!push_pair(k, r, a ? a : b, a ? b : 0)) {
            rc = SWC_ENOMEM;
            break;
        }
        if (P == 1)
            break;
    }
    swc_mem_free(&k->mem, pos, P * sizeof *pos);
    return rc;
}

/* Later seeded rounds: the winners of pairs 2i and 2i+1 meet. */
static int pair_next_seeded(swc_knockout *k, ko_round *r, const ko_round *prev)
{
    for (size_t i = 0; i < prev->n; i += 2) {
        uint32_t a = prev->pairs[i].winner;
        uint32_t b = i + 1 < prev->n ? prev->pairs[i + 1].winner : 0;
        if (!a && !b)
            continue;
        if (!push_pair(k, r, a ? a : b, a ? b : 0))
            return SWC_ENOMEM;
    }
    return SWC_OK;
}

static int pair_random(swc_knockout *k, ko_round *r, uint32_t *alive, uint32_t na, uint32_t round)
{
    swc_rng rng;
    swc_rng_seed(&rng, (uint64_t)k->set.seed ^ (0x9e3779b97f4a7c15ull * round));
    swc_rng_shuffle_u32(&rng, alive, na);
    for (uint32_t i = 0; i < na; i += 2)
        if (!push_pair(k, r, alive[i], i + 1 < na ? alive[i + 1] : 0))
            return SWC_ENOMEM;
    return SWC_OK;
}

int swc_knockout_pair_round(swc_knockout *k)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    if (k->open)
        return ko_fail(k, SWC_ESTATE, "round %u is still open", (unsigned)k->nrounds);
    if (k->nrounds >= (size_t)k->set.rounds)
        return ko_fail(k, SWC_ESTATE, "all %lld rounds were played", (long long)k->set.rounds);
    if (!k->n)
        return ko_fail(k, SWC_ESTATE, "no players");
    uint32_t round = (uint32_t)k->nrounds + 1;
    ko_round *r = &k->rounds[k->nrounds];
    memset(r, 0, sizeof *r);
    int rc = SWC_OK;
    if (k->set.pairing != SWC_KO_PAIR_SERVER) {
        uint32_t *alive = swc_mem_calloc(&k->mem, k->n, sizeof *alive);
        if (!alive)
            return ko_fail(k, SWC_ENOMEM, "out of memory");
        uint32_t na = 0;
        for (size_t i = 0; i < k->n; i++)
            if (k->p[i].status == SWC_KO_ALIVE)
                alive[na++] = (uint32_t)i + 1;
        if (k->set.pairing == SWC_KO_PAIR_RANDOM)
            rc = pair_random(k, r, alive, na, round);
        else if (round == 1)
            rc = pair_first_seeded(k, r, alive, na);
        else
            rc = pair_next_seeded(k, r, &k->rounds[k->nrounds - 1]);
        swc_mem_free(&k->mem, alive, k->n * sizeof *alive);
        if (rc) {
            swc_mem_free(&k->mem, r->pairs, r->cap * sizeof *r->pairs);
            memset(r, 0, sizeof *r);
            return ko_fail(k, rc, "out of memory");
        }
    }
    for (size_t i = 0; i < k->n; i++) {
        k->p[i].pair = 0;
        k->p[i].mark = 0;
    }
    for (size_t i = 0; i < r->n; i++) {
        k->p[r->pairs[i].white - 1].pair = (uint32_t)i + 1;
        if (r->pairs[i].black)
            k->p[r->pairs[i].black - 1].pair = (uint32_t)i + 1;
    }
    k->nrounds++;
    k->open = 1;
    return ko_done(k);
}

/* ---- results ----------------------------------------------------------- */

static int alive_player(swc_knockout *k, const char *name, const char *what, uint32_t *id)
{
    if (!name)
        return ko_fail(k, SWC_EINVAL, "%s: no name", what);
    long i = ko_find(k, name);
    if (i < 0)
        return ko_fail(k, SWC_EINVAL, "%s: %s is not in this stage", what, name);
    if (k->p[i].status != SWC_KO_ALIVE)
        return ko_fail(k, SWC_EINVAL, "%s: %s is out", what, name);
    *id = (uint32_t)i + 1;
    return SWC_OK;
}

int swc_knockout_add_game(swc_knockout *k, const swc_knockout_game *g)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    if (!g || g->struct_size < offsetof(swc_knockout_game, escaped) + sizeof(int32_t))
        return ko_fail(k, SWC_EINVAL, "no game or bad struct_size");
    if (!k->open)
        return ko_fail(k, SWC_ESTATE, "no round is open");
    uint32_t w, b;
    int rc;
    if ((rc = alive_player(k, g->white, "white", &w)) || (rc = alive_player(k, g->black, "black", &b)))
        return rc;
    if (w == b)
        return ko_fail(k, SWC_EINVAL, "a player cannot play himself");
    if (g->escaped && g->escaped != SWC_COLOUR_WHITE && g->escaped != SWC_COLOUR_BLACK)
        return ko_fail(k, SWC_EINVAL, "escaped must be 0, white or black");
    int32_t res = g->result;
    if (!g->escaped && res != SWC_RESULT_WHITE_WIN && res != SWC_RESULT_BLACK_WIN && res != SWC_RESULT_DRAW)
        return ko_fail(k, SWC_EINVAL, "result must be a win, a draw or a loss");
    if (!g->escaped && res == SWC_RESULT_DRAW && k->set.draw_rule == SWC_KO_DRAW_REFUSED)
        return ko_fail(k, SWC_EINVAL, "draws are not allowed in this stage");
    ko_round *r = &k->rounds[k->nrounds - 1];
    ko_player *pw = &k->p[w - 1], *pb = &k->p[b - 1];
    if (pw->mark || pb->mark)
        return ko_fail(k, SWC_EINVAL, "%s was marked unmatched or absent", pw->mark ? pw->name : pb->name);
    ko_pair *pp;
    if (pw->pair && pw->pair == pb->pair) {
        pp = &r->pairs[pw->pair - 1];
    } else if (k->set.pairing == SWC_KO_PAIR_SERVER && !pw->pair && !pb->pair) {
        if (!(pp = push_pair(k, r, w, b)))
            return ko_fail(k, SWC_ENOMEM, "out of memory");
        pw->pair = pb->pair = (uint32_t)r->n;
    } else {
        return ko_fail(k, SWC_EINVAL, "%s and %s are not paired with each other in round %u", pw->name, pb->name,
                       (unsigned)k->nrounds);
    }
    if (pp->how != SWC_KO_UNDECIDED)
        return ko_fail(k, SWC_EINVAL, "%s - %s was already decided", pw->name, pb->name);
    if (pp->games && !(pp->last_white == b && pp->last_black == w))
        return ko_fail(k, SWC_EINVAL, "the decider of %s - %s must swap the colours", pw->name, pb->name);
    int decider = pp->games > 0;
    pp->games++;
    pw->games++;
    pb->games++;
    pp->last_white = w;
    pp->last_black = b;
    if (g->escaped) {
        uint32_t esc = g->escaped == SWC_COLOUR_WHITE ? w : b;
        pp->winner = esc == w ? b : w;
        pp->how = SWC_KO_BY_ESCAPE;
    } else if (res != SWC_RESULT_DRAW) {
        pp->winner = res == SWC_RESULT_WHITE_WIN ? w : b;
        pp->how = decider ? SWC_KO_BY_DECIDER : SWC_KO_BY_GAME;
    } else if (decider && k->set.draw_rule == SWC_KO_DECIDER_BLACK_WINS) {
        pp->winner = b;
        pp->how = SWC_KO_BY_DECIDER;
    } else if (decider && k->set.draw_rule == SWC_KO_DECIDER_WHITE_WINS) {
        pp->winner = w;
        pp->how = SWC_KO_BY_DECIDER;
    }
    /* else: a draw waits for its decider */
    return ko_done(k);
}

int swc_knockout_mark(swc_knockout *k, const char *name, int32_t mark)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    if (!k->open)
        return ko_fail(k, SWC_ESTATE, "no round is open");
    if (mark != SWC_KO_MARK_UNMATCHED && mark != SWC_KO_MARK_ABSENT)
        return ko_fail(k, SWC_EINVAL, "unknown mark %d", (int)mark);
    uint32_t id;
    int rc = alive_player(k, name, "mark", &id);
    if (rc)
        return rc;
    ko_player *p = &k->p[id - 1];
    ko_round *r = &k->rounds[k->nrounds - 1];
    if (p->mark)
        return ko_fail(k, SWC_EINVAL, "%s is marked already", p->name);
    if (p->pair && r->pairs[p->pair - 1].games)
        return ko_fail(k, SWC_EINVAL, "%s played in this round", p->name);
    if (mark == SWC_KO_MARK_UNMATCHED && (k->set.pairing != SWC_KO_PAIR_SERVER || k->nrounds > (size_t)k->set.rounds))
        return ko_fail(k, SWC_EINVAL, "only the server leaves players unmatched; %s was paired", p->name);
    if (!p->pair) {
        ko_pair *pp = push_pair(k, r, id, 0);
        if (!pp)
            return ko_fail(k, SWC_ENOMEM, "out of memory");
        p->pair = (uint32_t)r->n;
    }
    p->mark = mark;
    return ko_done(k);
}

static void eliminate(swc_knockout *k, uint32_t id, int how)
{
    ko_player *p = &k->p[id - 1];
    p->status = SWC_KO_OUT;
    if (p->in_repechage) {
        /* lost the repechage: he stays out as he was */
        p->in_repechage = 0;
        return;
    }
    p->out_round = (uint32_t)k->nrounds;
    p->how_out = how;
}

static void advance(swc_knockout *k, uint32_t id)
{
    if (!k->p[id - 1].in_repechage)
        k->p[id - 1].rounds_won++;
}

int swc_knockout_close_round(swc_knockout *k)
{
    if (!ko_ok(k))
        return SWC_EINVAL;
    if (!k->open)
        return ko_fail(k, SWC_ESTATE, "no round is open");
    ko_round *r = &k->rounds[k->nrounds - 1];
    /* check first: a pair of two present players needs its result */
    for (size_t i = 0; i < r->n; i++) {
        ko_pair *pp = &r->pairs[i];
        if (!pp->black || pp->how != SWC_KO_UNDECIDED)
            continue;
        int mw = k->p[pp->white - 1].mark, mb = k->p[pp->black - 1].mark;
        if (!mw && !mb)
            return ko_fail(k, SWC_ESTATE, "%s - %s has no decisive result%s", k->p[pp->white - 1].name,
                           k->p[pp->black - 1].name, pp->games ? " (a decider is due)" : "");
    }
    for (size_t i = 0; i < r->n; i++) {
        ko_pair *pp = &r->pairs[i];
        ko_player *pw = &k->p[pp->white - 1];
        if (!pp->black) {
            if (pw->mark == SWC_KO_MARK_ABSENT) {
                pp->how = SWC_KO_BY_ABSENCE;
                eliminate(k, pp->white, SWC_KO_BY_ABSENCE);
            } else if (pw->mark == SWC_KO_MARK_UNMATCHED) {
                pp->how = SWC_KO_BY_UNMATCHED;
                if (k->set.unmatched_advances) {
                    pp->winner = pp->white;
                    advance(k, pp->white);
                } else {
                    eliminate(k, pp->white, SWC_KO_BY_UNMATCHED);
                }
            } else {
                pp->how = SWC_KO_BY_BYE;
                pp->winner = pp->white;
                advance(k, pp->white);
            }
            continue;
        }
        ko_player *pb = &k->p[pp->black - 1];
        if (pp->how == SWC_KO_UNDECIDED) {
            pp->how = SWC_KO_BY_ABSENCE;
            if (pw->mark && pb->mark) {
                eliminate(k, pp->white, SWC_KO_BY_ABSENCE);
                eliminate(k, pp->black, SWC_KO_BY_ABSENCE);
                continue;
            }
            pp->winner = pw->mark ? pp->black : pp->white;
            eliminate(k, pw->mark ? pp->white : pp->black, SWC_KO_BY_ABSENCE);
            advance(k, pp->winner);
            continue;
        }
        uint32_t loser = pp->winner == pp->white ? pp->black : pp->white;
        eliminate(k, loser, pp->how);
        advance(k, pp->winner);
    }
    /* with the server, a survivor without any record did not come */
    if (k->set.pairing == SWC_KO_PAIR_SERVER)
        for (size_t i = 0; i < k->n; i++)
            if (k->p[i].status == SWC_KO_ALIVE && !k->p[i].pair)
                eliminate(k, (uint32_t)i + 1, SWC_KO_BY_ABSENCE);
    k->open = 0;
    if (k->nrounds == (size_t)k->set.rounds)
        for (size_t i = 0; i < k->n; i++)
            if (k->p[i].status == SWC_KO_ALIVE)
                k->p[i].status = SWC_KO_QUALIFIED;
    ko_close_repechage(k);
    return ko_done(k);
}

/* ---- queries ----------------------------------------------------------- */

uint32_t swc_knockout_round_count(const swc_knockout *k)
{
    return ko_ok(k) ? (uint32_t)k->nrounds : 0;
}

uint32_t swc_knockout_pair_count(const swc_knockout *k, uint32_t round)
{
    if (!ko_ok(k) || round == 0 || round > k->nrounds)
        return 0;
    return (uint32_t)k->rounds[round - 1].n;
}

int swc_knockout_pair_get(swc_knockout_pair *out, const swc_knockout *k, uint32_t round, uint32_t index)
{
    if (!ko_ok(k) || !out || out->struct_size < offsetof(swc_knockout_pair, games) + sizeof(uint32_t))
        return SWC_EINVAL;
    if (round == 0 || round > k->nrounds || index >= k->rounds[round - 1].n)
        return SWC_ENOTFOUND;
    const ko_pair *pp = &k->rounds[round - 1].pairs[index];
    out->white = pp->white;
    out->black = pp->black;
    out->winner = pp->winner;
    out->how = pp->how;
    out->games = pp->games;
    return SWC_OK;
}

uint32_t swc_knockout_player_count(const swc_knockout *k)
{
    return ko_ok(k) ? (uint32_t)k->n : 0;
}

int swc_knockout_player_get(swc_knockout_player *out, const swc_knockout *k, uint32_t id)
{
    if (!ko_ok(k) || !out || out->struct_size < offsetof(swc_knockout_player, games) + sizeof(uint32_t))
        return SWC_EINVAL;
    if (id == 0 || id > k->n)
        return SWC_ENOTFOUND;
    const ko_player *p = &k->p[id - 1];
    out->id = id;
    out->name = p->name;
    out->seed = p->seed;
    out->status = p->status;
    out->out_round = p->out_round;
    out->how_out = p->how_out;
    out->rounds_won = p->rounds_won;
    out->games = p->games;
    return SWC_OK;
}

int swc_knockout_find(uint32_t *out_id, const swc_knockout *k, const char *name)
{
    if (!ko_ok(k) || !out_id || !name)
        return SWC_EINVAL;
    long i = ko_find(k, name);
    if (i < 0)
        return SWC_ENOTFOUND;
    *out_id = (uint32_t)i + 1;
    return SWC_OK;
}
