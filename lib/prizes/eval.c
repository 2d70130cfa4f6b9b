/*
 * Evaluation of prize tables over a field of placed players.
 *
 * Tables are walked in the order the rules list them, and that order is the
 * priority: a table with an `exclusive` key skips players who already took
 * an award of an earlier table with the same key, and a top-up counts the
 * cash of every earlier table.
 *
 * Ties (奖金评分): the tied players still eligible occupy as many prize
 * places as they are; each receives the sum of the amounts of those places
 * divided by their number, rounded down to the table's rounding unit (one
 * hundredth by default). What rounding leaves over is not paid and is
 * reported as the table's remainder, so that every amount is exact and the
 * sum paid never exceeds the sum listed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <swisscore/common.h>
#include <swisscore/player.h>

#include "pz.h"

uint32_t pz_count(const pz_table *t, uint32_t n)
{
    /* length of the list: amounts, else `places`, else unbounded */
    uint32_t list = UINT32_MAX;
    if (t->has_amounts)
        list = t->namounts;
    else if (t->places)
        list = t->places;
    else if (t->topup)
        list = 1;
    if (t->has_amounts && t->places && t->places < list)
        list = t->places;
    uint32_t v;
    if (t->nclauses == 0) {
        v = list;
    } else {
        const pz_clause *c = NULL;
        for (uint32_t k = 0; k < t->nclauses && !c; k++)
            if (n >= t->clauses[k].lo && n <= t->clauses[k].hi)
                c = &t->clauses[k];
        if (!c)
            return 0;
        v = c->expr == PZ_EXPR_ALL ? list : c->expr == PZ_EXPR_CONST ? c->k : n / c->k;
        if (v < c->min)
            v = c->min;
        if (c->max && v > c->max)
            v = c->max;
    }
    return v < list ? v : list;
}

static int is_woman(const pz_entry *e)
{
    return e->sex == 'w' || e->sex == 'f';
}

/* Unrated and provisional ratings belong to every rating group, as in the
 * standings (tiebreak.h), unless the table says `unrated out`. */
static int in_rating_group(const pz_table *t, const pz_entry *e)
{
    int unrated = e->rating <= 0 || (e->flags & SWC_PLAYER_PROVISIONAL);
    if (unrated)
        return !t->unrated_out;
    return e->rating < t->rating_below;
}

typedef struct sect_item {
    uint32_t place, entry;
} sect_item;

static int cmp_item(const void *a, const void *b)
{
    const sect_item *x = a, *y = b;
    if (x->place != y->place)
        return x->place < y->place ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}

static const char *group_of(const pz_entry *e)
{
    return e->group ? e->group : "";
}

/* The players of one section in ranking order with their place in it;
 * returns the count. part < 0: every pairing section (team tables); group
 * NULL: the whole pairing section, else that registration group (an empty
 * group: the players without one, placed in the whole section). */
static uint32_t section_list(const pz_table *t, const pz_field *f, int64_t part, const char *group, sect_item *out)
{
    uint32_t m = 0;
    for (uint32_t i = 0; i < f->n; i++) {
        const pz_entry *e = &f->e[i];
        uint32_t place;
        if (part >= 0 && e->part != (uint64_t)part)
            continue;
        if (group) {
            if (strcmp(group_of(e), group))
                continue;
            if (group[0] && !e->group_rank)
                continue;
            place = group[0] ? e->group_rank : e->rank;
        } else if (t->section == PZ_SECTION_OWN && group_of(e)[0] && e->group_rank) {
            place = e->group_rank;
        } else {
            place = e->rank;
        }
        out[m].place = place;
        out[m].entry = i;
        m++;
    }
    qsort(out, m, sizeof *out, cmp_item);
    return m;
}

static int sex_ok(const pz_table *t, const pz_entry *e, uint32_t place)
{
    if (t->sex == PZ_SEX_WOMEN && !is_woman(e))
        return 0;
    if (t->sex == PZ_SEX_MEN && is_woman(e))
        return 0;
    return !t->within || place <= t->within;
}

/* Everything a cash or points table asks of a player but his place. */
static int entry_ok(const pz_table *t, const pz_entry *e)
{
    if (e->disqualified)
        return 0;
    if (t->rating_below && !in_rating_group(t, e))
        return 0;
    if (t->members == PZ_MEMBERS_SKIP && !(e->flags & SWC_PLAYER_MEMBER))
        return 0;
    if (t->finished == PZ_FINISHED_PRESENT && e->present < e->rounds)
        return 0;
    if (t->finished == PZ_FINISHED_OTB && e->otb < e->rounds)
        return 0;
    if (t->has_conduct && e->conduct <= t->conduct_above)
        return 0;
    if (t->cn_at_most) {
        int r = pz_title_rank(e->cn_title);
        if (r <= PZ_TITLE_NONE_GRADE || r > t->cn_at_most)
            return 0;
    }
    return 1;
}

/* A player's title rank for the bounty: the higher of the Chinese title
 * and the FIDE title. */
static int title_of(const pz_entry *e)
{
    int a = pz_title_rank(e->cn_title), b = pz_fide_title_rank(e->title);
    return a > b ? a : b;
}

static int push_award(pz_result *res, const pz_award *a)
{
    if (swc_mem_reserve(res->mem, (void **)&res->awards, &res->awards_cap, res->nawards + 1, sizeof *a))
        return SWC_ENOMEM;
    res->awards[res->nawards++] = *a;
    return SWC_OK;
}

typedef struct eval_state {
    const pz_rules *r;
    const pz_field *f;
    pz_result *res;
    sect_item *sect;
    uint32_t *elig;       /* section positions of the eligible players */
    int64_t *cash;        /* per entry: cash awarded so far */
    uint64_t *excl;       /* per entry: exclusive keys taken (bit per key) */
    uint32_t *part_key;   /* per entry: first entry of his pairing section */
    uint32_t *group_key;  /* per entry: first entry of his group in that section */
    uint32_t *kept, *last_place, *before; /* per key: own-list counting of team tables */
    const char *keys[PZ_MAX_TABLES];
    uint32_t nkeys;
} eval_state;

static uint64_t key_bit(eval_state *st, const char *key)
{
    if (!key)
        return 0;
    for (uint32_t k = 0; k < st->nkeys; k++)
        if (!strcmp(st->keys[k], key))
            return 1ull << k;
    st->keys[st->nkeys] = key;  /* at most one key per table: never overflows */
    return 1ull << st->nkeys++;
}

static void note_award(eval_state *st, const pz_table *t, pz_award *aw)
{
    pz_tabres *tr = &st->res->tab[aw->table];
    if (aw->amount != PZ_NO_AMOUNT) {
        tr->total += aw->amount;
        if (t->kind == PZ_CASH)
            st->cash[aw->entry] += aw->amount;
    }
}

/* One section of a cash or points table. */
static int eval_section(eval_state *st, uint32_t ti, int64_t part, const char *group)
{
    const pz_table *t = &st->r->tables[ti];
    const pz_field *f = st->f;
    pz_tabres *tr = &st->res->tab[ti];
    uint32_t m = section_list(t, f, part, group, st->sect);
    uint64_t bit = key_bit(st, t->exclusive);
    const char *label = t->section == PZ_SECTION_EACH && group ? group : "";
    tr->entrants += m;
    if (m < t->min_entrants) {
        tr->note = "fewer entrants than the table needs";
        return SWC_OK;
    }
    uint32_t places = t->everyone || t->per_win ? m : pz_count(t, m);
    if (!t->everyone && !t->per_win)
        tr->places += places;
    if (!places) {
        tr->note = m ? "no places paid for this number of entrants" : "no entrants";
        return SWC_OK;
    }
    uint32_t ne = 0;
    for (uint32_t k = 0; k < m; k++) {
        const pz_entry *e = &f->e[st->sect[k].entry];
        if (!sex_ok(t, e, st->sect[k].place) || !entry_ok(t, e))
            continue;
        if (bit && (st->excl[st->sect[k].entry] & bit))
            continue;
        st->elig[ne++] = k;
    }
    if (t->everyone || t->per_win) {
        for (uint32_t q = 0; q < ne; q++) {
            uint32_t entry = st->sect[st->elig[q]].entry;
            const pz_entry *e = &f->e[entry];
            pz_award aw;
            memset(&aw, 0, sizeof aw);
            aw.table = ti;
            aw.entry = entry;
            aw.rank = st->sect[st->elig[q]].place;
            aw.shared_by = 1;
            aw.group = label;
            aw.amount = t->has_amounts ? t->amounts[0] : PZ_NO_AMOUNT;
            if (t->per_win) {
                for (uint32_t g = 0; g < e->nbeaten; g++)
                    if (e->beaten[g] < f->n && title_of(&f->e[e->beaten[g]]) >= t->beaten_at_least)
                        aw.count++;
                if (!aw.count)
                    continue;
                aw.amount = t->per_win * aw.count;
                if (t->cap && aw.amount > t->cap)
                    aw.amount = t->cap;
            }
            note_award(st, t, &aw);
            st->excl[entry] |= bit;
            if (push_award(st->res, &aw))
                return SWC_ENOMEM;
        }
        return SWC_OK;
    }
    /* tied players form one group unless the table keeps standings order */
    int grouped = t->ties_order != PZ_TIES_ORDER;
    uint32_t slot = 0;
    for (uint32_t a = 0; a < ne && slot < places;) {
        uint32_t b = a + 1;
        if (grouped)
            while (b < ne && st->sect[st->elig[b]].place == st->sect[st->elig[a]].place)
                b++;
        uint32_t k = b - a;
        uint32_t paid = places - slot < k ? places - slot : k;
        int64_t each = PZ_NO_AMOUNT, target = t->topup;
        if (t->has_amounts && !t->topup) {
            int64_t sum = 0;
            for (uint32_t s = slot; s < slot + paid; s++)
                sum += t->amounts[s];
            if (t->ties_order == PZ_TIES_EACH) {
                each = t->amounts[slot];
            } else {
                each = sum / (int64_t)k;
                each -= each % t->rounding;
                tr->remainder += sum - each * (int64_t)k;
            }
        } else if (t->topup && t->ties_order == PZ_TIES_SHARE) {
            /* 奖金评分: the tied players share the top-ups of the places
             * they occupy, each brought up to his part of them */
            target = t->topup * (int64_t)paid / (int64_t)k;
            target -= target % t->rounding;
        }
        for (uint32_t q = a; q < b; q++) {
            uint32_t entry = st->sect[st->elig[q]].entry;
            const pz_entry *e = &f->e[entry];
            if (t->members == PZ_MEMBERS_KEEP && !(e->flags & SWC_PLAYER_MEMBER))
                continue;  /* the place is his, the points lapse */
            pz_award aw;
            memset(&aw, 0, sizeof aw);
            aw.table = ti;
            aw.entry = entry;
            aw.rank = st->sect[st->elig[q]].place;
            aw.first = slot + 1;
            aw.last = slot + k;
            aw.paid = paid;
            aw.shared_by = k;
            aw.amount = each;
            aw.group = label;
            if (t->topup) {
                int64_t have = st->cash[entry];
                aw.amount = have < target ? target - have : 0;
            }
            note_award(st, t, &aw);
            st->excl[entry] |= bit;
            if (push_award(st->res, &aw))
                return SWC_ENOMEM;
        }
        slot += k;
        a = b;
    }
    return SWC_OK;
}

/* Section keys: for every entry the index of the first entry of his
 * pairing section (part_key) and of his registration group in it
 * (group_key). Sections and groups are few, so the search is short. */
static int section_keys(eval_state *st)
{
    const pz_field *f = st->f;
    uint32_t *firsts = swc_mem_calloc(st->res->mem, f->n ? f->n : 1, sizeof *firsts);
    if (!firsts)
        return SWC_ENOMEM;
    uint32_t nf = 0;
    for (uint32_t i = 0; i < f->n; i++) {
        const pz_entry *e = &f->e[i];
        st->part_key[i] = st->group_key[i] = i;
        int part_seen = 0;
        for (uint32_t q = 0; q < nf; q++) {
            const pz_entry *o = &f->e[firsts[q]];
            if (o->part != e->part)
                continue;
            if (!part_seen) {
                st->part_key[i] = st->part_key[firsts[q]];
                part_seen = 1;
            }
            if (!strcmp(group_of(o), group_of(e))) {
                st->group_key[i] = firsts[q];
                break;
            }
        }
        if (st->group_key[i] == i)
            firsts[nf++] = i;
    }
    swc_mem_free(st->res->mem, firsts, (f->n ? f->n : 1) * sizeof *firsts);
    return SWC_OK;
}

/* A cash or points table: once per pairing section, or per registration
 * group of each (in the order of the field). */
static int eval_prizes(eval_state *st, uint32_t ti)
{
    const pz_table *t = &st->r->tables[ti];
    const pz_field *f = st->f;
    pz_tabres *tr = &st->res->tab[ti];
    tr->first_award = (uint32_t)st->res->nawards;
    int by_group = t->section == PZ_SECTION_EACH || t->section == PZ_SECTION_GROUP;
    int rc = SWC_OK;
    int any = 0;
    for (uint32_t i = 0; i < f->n && !rc; i++) {
        const pz_entry *e = &f->e[i];
        if ((by_group ? st->group_key[i] : st->part_key[i]) != i)
            continue;
        if (t->section == PZ_SECTION_GROUP && strcmp(group_of(e), t->group))
            continue;
        any = 1;
        rc = eval_section(st, ti, e->part, by_group ? group_of(e) : NULL);
    }
    if (!any && !rc) {
        /* an empty field, or a group nobody is in; a field where nobody has
         * a registration group is a section run alone whose group was never
         * entered, which must not pass as an empty group */
        int grouped = 0;
        for (uint32_t i = 0; i < f->n && !grouped; i++)
            grouped = group_of(&f->e[i])[0] != '\0';
        tr->note = t->section == PZ_SECTION_GROUP && f->n && !grouped ? PZ_NOTE_NO_GROUPS : "no entrants";
    }
    tr->nawards = (uint32_t)st->res->nawards - tr->first_award;
    if (!tr->nawards && !tr->note)
        tr->note = t->per_win ? "no game counts" : "nobody eligible";
    return rc;
}

/* Value of tag `key` in "a,key=value,b" (spaces around items ignored);
 * sets *len. NULL when absent or empty. */
const char *pz_tag_value(const char *tags, const char *key, size_t *len)
{
    size_t kl = strlen(key);
    const char *s = tags ? tags : "";
    while (*s) {
        while (*s == ' ' || *s == ',')
            s++;
        const char *end = strchr(s, ',');
        if (!end)
            end = s + strlen(s);
        if ((size_t)(end - s) > kl && !strncmp(s, key, kl) && s[kl] == '=') {
            const char *v = s + kl + 1;
            const char *w = end;
            while (v < w && *v == ' ')
                v++;
            while (w > v && w[-1] == ' ')
                w--;
            if (w > v) {
                *len = (size_t)(w - v);
                return v;
            }
            return NULL;
        }
        s = end;
    }
    return NULL;
}

typedef struct team_work {
    const char *key;
    size_t len;
    uint32_t first;        /* first member in tm[] */
    uint32_t n;            /* members */
    uint32_t counted;
    int64_t score;
    int64_t second;        /* by event-team: game points, after match points in score */
    int complete;
    uint32_t men, women, unknown;
    int invalid;           /* its composition is not the table's */
} team_work;

typedef struct team_member {
    uint32_t team, place, entry;
} team_member;

static int cmp_member(const void *a, const void *b)
{
    const team_member *x = a, *y = b;
    if (x->team != y->team)
        return x->team < y->team ? -1 : 1;
    if (x->place != y->place)
        return x->place < y->place ? -1 : 1;
    return x->entry < y->entry ? -1 : x->entry > y->entry;
}

static int64_t place_value(const pz_table *t, uint32_t place)
{
    if (!t->score_points)
        return place;
    return place >= 1 && place <= t->npoints ? t->place_points[place - 1] : t->rest_points;
}

/* -1 when team x ranks ahead of y, 1 behind, 0 equal. */
static int team_cmp(const pz_table *t, const team_work *x, const team_work *y)
{
    if (x->invalid != y->invalid)
        return x->invalid ? 1 : -1;
    if (x->complete != y->complete)
        return x->complete ? -1 : 1;
    /* incomplete teams: more members counted first */
    if (!x->complete && x->counted != y->counted)
        return x->counted > y->counted ? -1 : 1;
    int higher = t->score_points || t->team_by == PZ_BY_EVENT_TEAM;
    if (x->score != y->score) {
        int ahead = higher ? x->score > y->score : x->score < y->score;
        return ahead ? -1 : 1;
    }
    if (x->second != y->second)
        return x->second > y->second ? -1 : 1;
    return 0;
}

/* The composition the table asks: members, men, women (a member whose sex
 * is not recorded fails a men or women count). */
static int composition_ok(const pz_table *t, const team_work *w)
{
    if (t->team_size && w->n != t->team_size)
        return 0;
    if ((t->team_men >= 0 || t->team_women >= 0) && w->unknown)
        return 0;
    if (t->team_men >= 0 && w->men != (uint32_t)t->team_men)
        return 0;
    return t->team_women < 0 || w->women == (uint32_t)t->team_women;
}

static char *composition_problem(const swc_mem *mem, const pz_table *t, const team_work *w)
{
    char want[96] = "", buf[200];
    size_t k = 0;
    if (t->team_size)
        k += (size_t)snprintf(want + k, sizeof want - k, "members %lu", (unsigned long)t->team_size);
    if (t->team_men >= 0)
        k += (size_t)snprintf(want + k, sizeof want - k, "%smen %ld", k ? ", " : "", (long)t->team_men);
    if (t->team_women >= 0)
        snprintf(want + k, sizeof want - k, "%swomen %ld", k ? ", " : "", (long)t->team_women);
    snprintf(buf, sizeof buf, "excluded: %lu members (%lu men, %lu women, %lu of unrecorded sex); the table asks %s",
             (unsigned long)w->n, (unsigned long)w->men, (unsigned long)w->women, (unsigned long)w->unknown, want);
    return swc_mem_strdup(mem, buf);
}

static int eval_teams(eval_state *st, uint32_t ti)
{
    const pz_table *t = &st->r->tables[ti];
    const pz_field *f = st->f;
    pz_result *res = st->res;
    pz_tabres *tr = &res->tab[ti];
    const swc_mem *mem = res->mem;
    uint32_t m = section_list(t, f, -1, NULL, st->sect);
    tr->entrants = m;
    memset(st->kept, 0, (f->n ? f->n : 1) * sizeof *st->kept);
    tr->first_team = (uint32_t)res->nteams;
    size_t m1 = m ? m : 1;
    team_work *tw = swc_mem_calloc(mem, m1, sizeof *tw);
    team_member *tm = swc_mem_calloc(mem, m1, sizeof *tm);
    uint32_t *order = swc_mem_calloc(mem, m1, sizeof *order);
    int rc = SWC_OK;
    if (!tw || !tm || !order) {
        rc = SWC_ENOMEM;
        goto done;
    }
    uint32_t nt = 0, nm = 0;
    for (uint32_t k = 0; k < m; k++) {
        const pz_entry *e = &f->e[st->sect[k].entry];
        if (!sex_ok(t, e, st->sect[k].place) || e->disqualified)
            continue;
        uint32_t place = st->sect[k].place;
        if (t->own_list) {
            /* his place among the players of his section the table keeps:
             * one more than those kept ahead of him (the list is in place
             * order, so ties get the same place) */
            uint32_t i = st->sect[k].entry;
            uint32_t q = t->section == PZ_SECTION_OWN ? st->group_key[i] : st->part_key[i];
            if (!st->kept[q] || st->last_place[q] != place) {
                st->before[q] = st->kept[q];
                st->last_place[q] = place;
            }
            st->kept[q]++;
            place = st->before[q] + 1;
        }
        const char *key;
        size_t len = 0;
        if (t->team_by == PZ_BY_FEDERATION) {
            key = e->federation && e->federation[0] ? e->federation : NULL;
            len = key ? strlen(key) : 0;
        } else if (t->team_by == PZ_BY_EVENT_TEAM) {
            key = e->event_team && e->event_team[0] ? e->event_team : NULL;
            len = key ? strlen(key) : 0;
        } else {
            key = pz_tag_value(e->tags, t->team_tag, &len);
        }
        if (!key)
            continue;
        uint32_t j = 0;
        while (j < nt && !(tw[j].len == len && !memcmp(tw[j].key, key, len)))
            j++;
        if (j == nt) {
            tw[nt].key = key;
            tw[nt].len = len;
            /* the team standings' score, in hundredths as points are */
            if (t->team_by == PZ_BY_EVENT_TEAM) {
                tw[nt].score = e->team_mp * 10;
                tw[nt].second = e->team_gp * 10;
            }
            nt++;
        }
        tw[j].n++;
        if (e->sex == 'm' || e->sex == 'M')
            tw[j].men++;
        else if (is_woman(e))
            tw[j].women++;
        else
            tw[j].unknown++;
        tm[nm].team = j;
        tm[nm].place = place;
        tm[nm].entry = st->sect[k].entry;
        nm++;
    }
    qsort(tm, nm, sizeof *tm, cmp_member);
    for (uint32_t k = 0; k < nm; k++)
        if (k == 0 || tm[k].team != tm[k - 1].team)
            tw[tm[k].team].first = k;
    for (uint32_t j = 0; j < nt; j++) {
        team_work *w = &tw[j];
        w->counted = t->best && w->n > t->best ? t->best : w->n;
        w->complete = !t->best || w->n >= t->best;
        w->invalid = !composition_ok(t, w);
        for (uint32_t q = 0; q < w->counted && t->team_by != PZ_BY_EVENT_TEAM; q++)
            w->score += place_value(t, tm[w->first + q].place);
        order[j] = j;
    }
    /* insertion sort: stable, teams in order of their best member */
    for (uint32_t a = 1; a < nt; a++) {
        uint32_t x = order[a], b = a;
        while (b > 0 && team_cmp(t, &tw[x], &tw[order[b - 1]]) < 0) {
            order[b] = order[b - 1];
            b--;
        }
        order[b] = x;
    }
    uint32_t ncomplete = 0;
    for (uint32_t a = 0; a < nt; a++)
        ncomplete += (uint32_t)(tw[a].complete && !tw[a].invalid);
    uint32_t base = (uint32_t)res->nteams;
    for (uint32_t a = 0; a < nt; a++) {
        const team_work *w = &tw[order[a]];
        if (swc_mem_reserve(mem, (void **)&res->teams, &res->teams_cap, res->nteams + 1, sizeof *res->teams) ||
            swc_mem_reserve(mem, (void **)&res->members, &res->members_cap, res->nmembers + w->counted,
                            sizeof *res->members)) {
            rc = SWC_ENOMEM;
            goto done;
        }
        char *name = swc_mem_strndup(mem, w->key, w->len);
        if (!name) {
            rc = SWC_ENOMEM;
            goto done;
        }
        char *problem = w->invalid ? composition_problem(mem, t, w) : NULL;
        if (w->invalid && !problem) {
            swc_mem_strfree(mem, name);
            rc = SWC_ENOMEM;
            goto done;
        }
        pz_team *pt = &res->teams[res->nteams++];
        memset(pt, 0, sizeof *pt);
        pt->table = ti;
        pt->name = name;
        pt->problem = problem;
        pt->complete = (uint32_t)w->complete;
        pt->score = w->score;
        if (w->invalid) {
            /* excluded: listed after the ranked teams, without a place */
            pt->rank = 0;
        } else if (a > 0 && team_cmp(t, w, &tw[order[a - 1]]) == 0) {
            pt->rank = pt[-1].rank;
            pt->shared = pt[-1].shared = 1;
        } else {
            pt->rank = a + 1;
        }
        pt->amount = PZ_NO_AMOUNT;
        pt->first_member = (uint32_t)res->nmembers;
        pt->nmembers = w->counted;
        for (uint32_t q = 0; q < w->counted; q++) {
            pz_member *pm = &res->members[res->nmembers++];
            pm->entry = tm[w->first + q].entry;
            pm->place = tm[w->first + q].place;
            /* by event-team the members add nothing: the team's own results rank it */
            pm->value = t->team_by == PZ_BY_EVENT_TEAM ? 0 : place_value(t, pm->place);
        }
    }
    tr->nteams = (uint32_t)res->nteams - tr->first_team;
    /* team prizes: complete teams by place, teams sharing a place share the
     * amounts of the places they occupy (complete teams rank first) */
    if (t->has_amounts) {
        uint32_t places = t->namounts < ncomplete ? t->namounts : ncomplete;
        tr->places = places;
        for (uint32_t a = 0; a < ncomplete && a < places;) {
            uint32_t b = a + 1;
            while (b < ncomplete && res->teams[base + b].rank == res->teams[base + a].rank)
                b++;
            int64_t sum = 0;
            for (uint32_t q = a; q < b && q < places; q++)
                sum += t->amounts[q];
            int64_t each = sum / (int64_t)(b - a);
            each -= each % t->rounding;
            tr->remainder += sum - each * (int64_t)(b - a);
            for (uint32_t q = a; q < b; q++) {
                res->teams[base + q].amount = each;
                tr->total += each;
            }
            a = b;
        }
    }
    if (!nt)
        tr->note = "no teams";
done:
    swc_mem_free(mem, tw, m1 * sizeof *tw);
    swc_mem_free(mem, tm, m1 * sizeof *tm);
    swc_mem_free(mem, order, m1 * sizeof *order);
    return rc;
}

void pz_result_free(pz_result *res)
{
    if (!res || !res->mem)
        return;
    const swc_mem *mem = res->mem;
    for (size_t k = 0; k < res->nteams; k++) {
        swc_mem_strfree(mem, res->teams[k].name);
        swc_mem_strfree(mem, res->teams[k].problem);
    }
    swc_mem_free(mem, res->tab, (res->ntables ? res->ntables : 1) * sizeof *res->tab);
    swc_mem_free(mem, res->awards, res->awards_cap * sizeof *res->awards);
    swc_mem_free(mem, res->teams, res->teams_cap * sizeof *res->teams);
    swc_mem_free(mem, res->members, res->members_cap * sizeof *res->members);
    memset(res, 0, sizeof *res);
}

int pz_evaluate(pz_result *out, const swc_mem *mem, const pz_rules *r, const pz_field *f)
{
    memset(out, 0, sizeof *out);
    out->mem = mem;
    out->ntables = r->ntables;
    size_t n1 = f->n ? f->n : 1;
    eval_state st;
    memset(&st, 0, sizeof st);
    st.r = r;
    st.f = f;
    st.res = out;
    out->tab = swc_mem_calloc(mem, r->ntables ? r->ntables : 1, sizeof *out->tab);
    st.sect = swc_mem_calloc(mem, n1, sizeof *st.sect);
    st.elig = swc_mem_calloc(mem, n1, sizeof *st.elig);
    st.cash = swc_mem_calloc(mem, n1, sizeof *st.cash);
    st.excl = swc_mem_calloc(mem, n1, sizeof *st.excl);
    st.part_key = swc_mem_calloc(mem, n1, sizeof *st.part_key);
    st.group_key = swc_mem_calloc(mem, n1, sizeof *st.group_key);
    st.kept = swc_mem_calloc(mem, n1, sizeof *st.kept);
    st.last_place = swc_mem_calloc(mem, n1, sizeof *st.last_place);
    st.before = swc_mem_calloc(mem, n1, sizeof *st.before);
    int rc = SWC_OK;
    if (!out->tab || !st.sect || !st.elig || !st.cash || !st.excl || !st.part_key || !st.group_key || !st.kept ||
        !st.last_place || !st.before)
        rc = SWC_ENOMEM;
    if (!rc)
        rc = section_keys(&st);
    for (uint32_t k = 0; k < r->ntables && !rc; k++)
        rc = r->tables[k].kind == PZ_TEAMS ? eval_teams(&st, k) : eval_prizes(&st, k);
    swc_mem_free(mem, st.sect, n1 * sizeof *st.sect);
    swc_mem_free(mem, st.elig, n1 * sizeof *st.elig);
    swc_mem_free(mem, st.cash, n1 * sizeof *st.cash);
    swc_mem_free(mem, st.excl, n1 * sizeof *st.excl);
    swc_mem_free(mem, st.part_key, n1 * sizeof *st.part_key);
    swc_mem_free(mem, st.group_key, n1 * sizeof *st.group_key);
    swc_mem_free(mem, st.kept, n1 * sizeof *st.kept);
    swc_mem_free(mem, st.last_place, n1 * sizeof *st.last_place);
    swc_mem_free(mem, st.before, n1 * sizeof *st.before);
    if (rc)
        pz_result_free(out);
    return rc;
}
