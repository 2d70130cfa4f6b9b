/*
 * Public entry points of prizes.h: rank the tournament through the public
 * standings calls (tiebreak.h), build the field, evaluate the tables.
 */
#include <stdio.h>
#include <string.h>

#include "../grades/gr.h"
#include "../model/model.h"
#include "pz.h"

#define SWC_MAGIC_PRIZES 0x5357435au /* "SWCZ" */

struct swc_prizes {
    uint32_t magic;
    swc_mem mem;          /* copy of the tournament's allocator: the result outlives nothing */
    pz_rules rules;
    pz_result res;
    uint32_t nfield;
    uint32_t *ids;        /* per field entry */
    uint32_t *parts;      /* per field entry: its section */
    int64_t *cash, *points;
    pz_certs certs;
};

static int t_ok(const swc_tournament *t)
{
    return t && t->magic == SWC_MAGIC_TOURNAMENT;
}

static int pr_ok(const swc_prizes *p)
{
    return p && p->magic == SWC_MAGIC_PRIZES;
}

typedef struct field_work {
    pz_entry *e;
    uint32_t n;
    size_t cap;           /* entries allocated */
    uint32_t *beaten;     /* opponents beaten over the board, all entries */
    size_t nbeaten_cap;
    uint32_t *by_id;      /* per section: id -> entry + 1 */
    size_t by_id_len;
} field_work;

static void field_free(const swc_mem *m, field_work *w)
{
    swc_mem_free(m, w->e, (w->cap ? w->cap : 1) * sizeof *w->e);
    swc_mem_free(m, w->beaten, (w->nbeaten_cap ? w->nbeaten_cap : 1) * sizeof *w->beaten);
    swc_mem_free(m, w->by_id, w->by_id_len * sizeof *w->by_id);
}

/* Did the player win game g of this round over the board? Wins of games
 * that lasted less than one move (TRF W/L) are not games played. */
static int won_otb(const swc_player_round_info *ri, int g)
{
    int colour = g == 0 ? ri->colour : ri->colour == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
    int res = ri->result[g];
    return (colour == SWC_COLOUR_WHITE && res == SWC_RESULT_WHITE_WIN) ||
           (colour == SWC_COLOUR_BLACK && res == SWC_RESULT_BLACK_WIN);
}

/* Rank every pairing section and fill the field: places in the section,
 * then the place of every player inside his registration group, and what
 * the awards need of his games. Standings failures keep their message on
 * the section's tournament, *failed says which. */
static int build_field(field_work *w, swc_tournament *const *ts, swc_tournament *const *ranked, uint32_t nt,
                       const swc_mem *m, const pz_rules *r, const swc_prizes_options *o, const pz_voids *voids,
                       swc_tournament **failed)
{
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.ruleset = r->ruleset;
    so.tiebreaks = r->tiebreaks;
    so.unplayed = o->unplayed;
    so.seed = o->seed;
    so.after_round = o->after_round;
    size_t total = 0, idlen = 0, games = 0;
    for (uint32_t q = 0; q < nt; q++) {
        uint32_t maxid = 0;
        for (size_t i = 0; i < ts[q]->nplayers; i++)
            if (ts[q]->players[i]->id > maxid)
                maxid = ts[q]->players[i]->id;
        total += ts[q]->nplayers;
        idlen += (size_t)maxid + 1;
        games += ts[q]->nplayers * ts[q]->nrounds * 2;
    }
    *failed = ts[0];
    w->cap = total;
    w->e = swc_mem_calloc(m, total ? total : 1, sizeof *w->e);
    w->by_id_len = idlen;
    w->by_id = swc_mem_calloc(m, idlen, sizeof *w->by_id);
    w->nbeaten_cap = games;
    w->beaten = swc_mem_calloc(m, games ? games : 1, sizeof *w->beaten);
    if (!w->e || !w->by_id || !w->beaten)
        return swc_fail(ts[0], SWC_ENOMEM, "out of memory");
    size_t idbase = 0, nb = 0;
    for (uint32_t q = 0; q < nt; q++) {
        swc_tournament *t = ts[q];
        *failed = t;
        uint32_t *by_id = w->by_id + idbase;
        uint32_t maxid = 0;
        for (size_t i = 0; i < t->nplayers; i++)
            if (t->players[i]->id > maxid)
                maxid = t->players[i]->id;
        idbase += (size_t)maxid + 1;
        so.group = NULL;
        swc_standings *s = NULL;
        /* the standings of the section as ranked (an annulled copy, or itself);
         * the players and their games are read from the section */
        swc_tournament *rt = ranked[q] ? ranked[q] : t;
        int rc = swc_standings_compute(&s, rt, &so);
        if (rc)
            return rt == t ? rc : swc_fail(t, rc, "%s", swc_tournament_errmsg(rt));
        uint32_t n = swc_standings_count(s);
        uint32_t first = w->n;
        uint32_t rounds = o->after_round ? o->after_round : (uint32_t)t->nrounds;
        for (uint32_t k = 0; k < n; k++) {
            swc_standings_row row = SWC_STANDINGS_ROW_INIT;
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            swc_player *pl;
            int32_t conduct = 0;
            if (swc_standings_row_get(&row, s, k) || !(pl = swc_tournament_player(t, row.id)) ||
                swc_player_get_info(&pi, pl) || swc_player_get_conduct(&conduct, pl) || row.id > maxid) {
                swc_standings_free(s);
                return swc_fail(t, SWC_EINCONSISTENT, "standings row %lu unreadable", (unsigned long)k);
            }
            pz_entry *e = &w->e[w->n];
            e->id = row.id;
            e->name = pi.name;
            e->rating = pi.rating;
            e->flags = pi.flags;
            e->sex = pi.sex;
            e->group = swc_model_player_group(t, pl);
            e->federation = pi.federation ? pi.federation : "";
            e->tags = pi.tags ? pi.tags : "";
            e->title = pi.title ? pi.title : "";
            e->cn_title = pi.cn_title ? pi.cn_title : "";
            e->conduct = conduct;
            e->rank = row.rank;
            e->part = q;
            e->rounds = rounds;
            /* a team event: the player's team and its score, for `by event-team` */
            uint32_t tn = swc_team_of_player(t, row.id);
            swc_team_info ti = SWC_TEAM_INFO_INIT;
            int32_t mp = 0, gp = 0;
            if (tn && swc_team_get_info(&ti, t, tn) == SWC_OK && swc_team_score(&mp, &gp, t, tn, rounds) == SWC_OK) {
                e->event_team = ti.name;
                e->team_mp = mp;
                e->team_gp = gp;
            }
            by_id[row.id] = w->n + 1;
            w->n++;
        }
        swc_standings_free(s);
        /* rounds and games: present in a round, played it, beat whom */
        for (uint32_t k = first; k < w->n; k++) {
            pz_entry *e = &w->e[k];
            swc_player *pl = swc_tournament_player(t, e->id);
            e->beaten = w->beaten + nb;
            for (uint32_t rd = 1; rd <= rounds; rd++) {
                swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
                if (swc_player_round(&ri, pl, rd))
                    continue;
                if (ri.kind == SWC_RK_PLAYED || ri.kind == SWC_RK_FORFEIT_WIN || ri.kind == SWC_RK_PAB)
                    e->present++;
                e->missed += (uint32_t)gr_round_missed(&ri);
                if (ri.kind != SWC_RK_PLAYED)
                    continue;
                e->otb++;
                /* a game the arbiters voided counts for the standings, not for the bounty */
                if (pz_voids_has(voids, q, rd, e->id) || pz_voids_has(voids, q, rd, ri.opponent))
                    continue;
                uint32_t opp = ri.opponent <= maxid ? by_id[ri.opponent] : 0;
                for (int g = 0; g < 2 && opp; g++)
                    if (won_otb(&ri, g) && nb < w->nbeaten_cap) {
                        w->beaten[nb++] = opp - 1;
                        e->nbeaten++;
                    }
            }
        }
        /* one standings per registration group: one pairing, separate rankings */
        for (uint32_t k = first; k < w->n; k++) {
            const char *g = w->e[k].group;
            if (!g[0] || w->e[k].group_rank)
                continue;
            so.group = g;
            rc = swc_standings_compute(&s, rt, &so);
            if (rc)
                return rt == t ? rc : swc_fail(t, rc, "%s", swc_tournament_errmsg(rt));
            for (uint32_t j = 0; j < swc_standings_count(s); j++) {
                swc_standings_row row = SWC_STANDINGS_ROW_INIT;
                if (swc_standings_row_get(&row, s, j) == SWC_OK && row.id <= maxid && by_id[row.id])
                    w->e[by_id[row.id] - 1].group_rank = row.rank;
            }
            swc_standings_free(s);
            s = NULL;
            /* a group the standings left out entirely would loop: mark it */
            for (uint32_t j = first; j < w->n; j++)
                if (!w->e[j].group_rank && !strcmp(w->e[j].group, g))
                    w->e[j].group_rank = UINT32_MAX;
        }
        for (uint32_t k = first; k < w->n; k++)
            if (w->e[k].group_rank == UINT32_MAX)
                w->e[k].group_rank = 0;
    }
    return SWC_OK;
}

/* 此前成绩作废, read as his own results: a disqualified player leaves the
 * ranking and every player below him moves up, so each player has one
 * place in every list of the run (cash, women within M, team points). His
 * opponents keep their results, so the standings order stands. */
static void close_up_places(field_work *w)
{
    for (uint32_t k = 0; k < w->n; k++) {
        pz_entry *e = &w->e[k];
        if (e->disqualified)
            continue;
        uint32_t ahead = 0, group_ahead = 0;
        for (uint32_t d = 0; d < w->n; d++) {
            const pz_entry *x = &w->e[d];
            if (!x->disqualified || x->part != e->part)
                continue;
            ahead += x->rank < e->rank;
            group_ahead += e->group_rank && x->group_rank && x->group_rank < e->group_rank &&
                           !strcmp(x->group, e->group);
        }
        e->rank -= ahead;
        e->group_rank -= group_ahead;
    }
}

static void prizes_release(swc_prizes *p)
{
    swc_mem *m = &p->mem;
    pz_rules_free(&p->rules);
    pz_result_free(&p->res);
    pz_certs_free(&p->certs);
    size_t n1 = p->nfield ? p->nfield : 1;
    swc_mem_free(m, p->ids, n1 * sizeof *p->ids);
    swc_mem_free(m, p->parts, n1 * sizeof *p->parts);
    swc_mem_free(m, p->cash, n1 * sizeof *p->cash);
    swc_mem_free(m, p->points, n1 * sizeof *p->points);
    p->magic = 0;
    swc_mem copy = *m;
    swc_mem_free(&copy, p, sizeof *p);
}

/* Every voided game names a game played over the board. */
static int check_voids(const pz_voids *vs, swc_tournament *const *ts, uint32_t nt, char *err, size_t errcap)
{
    for (size_t i = 0; i < vs->n; i++) {
        const pz_void *v = &vs->v[i];
        swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
        const swc_player *pl = v->section < nt ? swc_tournament_player(ts[v->section], v->id) : NULL;
        if (!pl || swc_player_round(&ri, pl, v->round) || ri.kind != SWC_RK_PLAYED) {
            snprintf(err, errcap, "bounty_void: %lu:%lu:%lu is no game played over the board (section:round:id)",
                     (unsigned long)v->section + 1, (unsigned long)v->round, (unsigned long)v->id);
            return SWC_EINVAL;
        }
    }
    return SWC_OK;
}

/* Failures are reported on the first section; a standings failure of
 * another section is copied there with the section's number. */
static int compute(swc_prizes **out, swc_tournament *const *ts, uint32_t nt, const swc_prizes_options *opts)
{
    swc_tournament *t = ts[0];
    if (!out || !opts || opts->struct_size < offsetof(swc_prizes_options, unplayed))
        return swc_fail(t, SWC_EINVAL, "no output or options, or bad struct_size");
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    memcpy(&o, opts, opts->struct_size < sizeof o ? opts->struct_size : sizeof o);
    const char *text = o.rules;
    if (!text) {
        if (!o.rules_name)
            return swc_fail(t, SWC_EINVAL, "no prize rules given");
        const pz_named *nr = pz_named_find(o.rules_name);
        if (!nr)
            return swc_fail(t, SWC_ENOTFOUND, "no named prize rules '%s'", o.rules_name);
        text = nr->text;
    }
    swc_prizes *p = swc_mem_calloc(&t->mem, 1, sizeof *p);
    if (!p)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    p->magic = SWC_MAGIC_PRIZES;
    p->mem = t->mem;
    char err[320];
    int rc = pz_parse(&p->rules, &p->mem, text, err, sizeof err);
    if (rc) {
        prizes_release(p);
        return swc_fail(t, rc, "prize rules: %s", err);
    }
    pz_voids voids;
    if ((rc = pz_voids_parse(&voids, &p->mem, o.bounty_void, err, sizeof err)) ||
        (rc = check_voids(&voids, ts, nt, err, sizeof err))) {
        pz_voids_free(&voids, &p->mem);
        prizes_release(p);
        return swc_fail(t, rc, "%s", err);
    }
    field_work fw;
    memset(&fw, 0, sizeof fw);
    swc_tournament *failed = t;
    swc_tournament *annulled[SWC_PRIZES_MAX_SECTIONS];
    rc = pz_annul_copies(annulled, ts, nt, &p->rules, &o, &p->mem);
    if (rc == SWC_OK)
        rc = build_field(&fw, ts, annulled, nt, &p->mem, &p->rules, &o, &voids, &failed);
    else
        rc = swc_fail(t, rc, "out of memory");
    pz_annul_free(annulled, nt);
    pz_voids_free(&voids, &p->mem);
    if (rc) {
        field_free(&p->mem, &fw);
        prizes_release(p);
        if (failed != t) {
            uint32_t q = 0;
            while (q < nt && ts[q] != failed)
                q++;
            return swc_fail(t, rc, "section %lu: %s", (unsigned long)q + 1, swc_tournament_errmsg(failed));
        }
        return rc;
    }
    /* 取消比赛资格: out of every award, his certificate withheld */
    for (uint32_t k = 0; k < fw.n && p->rules.disqualify_missed; k++)
        fw.e[k].disqualified = fw.e[k].missed >= p->rules.disqualify_missed;
    close_up_places(&fw);
    pz_field f = { fw.e, fw.n };
    if ((rc = pz_check_entrants(&p->rules, &f, err, sizeof err))) {
        field_free(&p->mem, &fw);
        prizes_release(p);
        return swc_fail(t, rc, "%s", err);
    }
    rc = pz_evaluate(&p->res, &p->mem, &p->rules, &f);
    size_t n1 = fw.n ? fw.n : 1;
    if (!rc) {
        p->nfield = fw.n;
        p->ids = swc_mem_calloc(&p->mem, n1, sizeof *p->ids);
        p->parts = swc_mem_calloc(&p->mem, n1, sizeof *p->parts);
        p->cash = swc_mem_calloc(&p->mem, n1, sizeof *p->cash);
        p->points = swc_mem_calloc(&p->mem, n1, sizeof *p->points);
        if (!p->ids || !p->parts || !p->cash || !p->points)
            rc = SWC_ENOMEM;
    }
    if (!rc) {
        for (uint32_t k = 0; k < fw.n; k++) {
            p->ids[k] = fw.e[k].id;
            p->parts[k] = fw.e[k].part;
        }
        for (size_t a = 0; a < p->res.nawards; a++) {
            const pz_award *aw = &p->res.awards[a];
            if (aw->amount == PZ_NO_AMOUNT)
                continue;
            if (p->rules.tables[aw->table].kind == PZ_POINTS)
                p->points[aw->entry] += aw->amount;
            else
                p->cash[aw->entry] += aw->amount;
        }
    }
    if (rc) {
        field_free(&p->mem, &fw);
        prizes_release(p);
        return swc_fail(t, rc, "out of memory");
    }
    rc = pz_certs_compute(&p->certs, &p->mem, ts, nt, &p->rules, &o, err, sizeof err);
    field_free(&p->mem, &fw);
    if (rc) {
        prizes_release(p);
        return swc_fail(t, rc, "%s", err);
    }
    *out = p;
    return swc_ok(t);
}

int swc_prizes_compute(swc_prizes **out, swc_tournament *t, const swc_prizes_options *opts)
{
    if (out)
        *out = NULL;
    if (!t_ok(t))
        return SWC_EINVAL;
    swc_tournament *ts[1] = { t };
    return compute(out, ts, 1, opts);
}

int swc_prizes_compute_sections(swc_prizes **out, swc_tournament *const *sections, uint32_t count,
                                const swc_prizes_options *opts)
{
    if (out)
        *out = NULL;
    if (!sections || count == 0 || count > SWC_PRIZES_MAX_SECTIONS)
        return SWC_EINVAL;
    for (uint32_t q = 0; q < count; q++)
        if (!t_ok(sections[q]))
            return SWC_EINVAL;
    for (uint32_t q = 1; q < count; q++)
        for (uint32_t j = 0; j < q; j++)
            if (sections[q] == sections[j])
                return swc_fail(sections[0], SWC_EINVAL, "section %lu is section %lu again", (unsigned long)q + 1,
                                (unsigned long)j + 1);
    return compute(out, sections, count, opts);
}

void swc_prizes_free(swc_prizes *p)
{
    if (pr_ok(p))
        prizes_release(p);
}

int swc_prizes_get_info(swc_prizes_info *out, const swc_prizes *p)
{
    if (!out || !pr_ok(p) || out->struct_size < offsetof(swc_prizes_info, currency))
        return SWC_EINVAL;
    swc_prizes_info full = SWC_PRIZES_INFO_INIT;
    full.name = p->rules.name ? p->rules.name : "";
    full.title = p->rules.title ? p->rules.title : "";
    full.ruleset = p->rules.ruleset;
    full.tiebreaks = p->rules.tiebreaks;
    full.currency = p->rules.currency ? p->rules.currency : "";
    full.grade_table = p->certs.table;
    full.grade_note = p->certs.note;
    if (p->rules.disqualify_missed && p->rules.disqualify_annul)
        full.disqualified_reading = "disqualified players (取消比赛资格) are out of every award and the places below "
                                    "them close up; their games count for nobody (此前成绩作废 read as their "
                                    "games, annulled for their opponents too)";
    else if (p->rules.disqualify_missed)
        full.disqualified_reading = "disqualified players (取消比赛资格) are out of every award and the places below "
                                    "them close up; their opponents keep their results (此前成绩作废 read as "
                                    "the player's own results)";
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

int swc_prizes_grades(const swc_grades **out, const swc_prizes *p, uint32_t section)
{
    if (!out || !pr_ok(p))
        return SWC_EINVAL;
    *out = NULL;
    if (section >= p->certs.n)
        return SWC_ENOTFOUND;
    *out = p->certs.g[section];
    return SWC_OK;
}

uint32_t swc_prizes_table_count(const swc_prizes *p)
{
    return pr_ok(p) ? p->res.ntables : 0;
}

int swc_prizes_table(swc_prize_table_info *out, const swc_prizes *p, uint32_t table)
{
    if (!out || !pr_ok(p) || out->struct_size < offsetof(swc_prize_table_info, note))
        return SWC_EINVAL;
    if (table >= p->res.ntables)
        return SWC_ENOTFOUND;
    const pz_table *t = &p->rules.tables[table];
    const pz_tabres *r = &p->res.tab[table];
    swc_prize_table_info full = SWC_PRIZE_TABLE_INFO_INIT;
    full.name = t->name;
    full.title = t->title;
    full.kind = t->kind;
    full.entrants = r->entrants;
    full.places = r->places;
    full.has_amounts = t->kind != PZ_TEAMS && (t->has_amounts || t->topup);
    full.total = r->total;
    full.remainder = r->remainder;
    full.first_award = r->first_award;
    full.award_count = r->nawards;
    full.first_team = r->first_team;
    full.team_count = r->nteams;
    full.note = r->note;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

uint32_t swc_prizes_award_count(const swc_prizes *p)
{
    return pr_ok(p) ? (uint32_t)p->res.nawards : 0;
}

int swc_prizes_award(swc_prize_award *out, const swc_prizes *p, uint32_t index)
{
    if (!out || !pr_ok(p) || out->struct_size < offsetof(swc_prize_award, amount))
        return SWC_EINVAL;
    if (index >= p->res.nawards)
        return SWC_ENOTFOUND;
    const pz_award *a = &p->res.awards[index];
    swc_prize_award full = SWC_PRIZE_AWARD_INIT;
    full.table = a->table;
    full.id = p->ids[a->entry];
    full.rank = a->rank;
    full.first_place = a->first;
    full.last_place = a->last;
    full.paid_places = a->paid;
    full.shared_by = a->shared_by;
    full.amount = a->amount == PZ_NO_AMOUNT ? SWC_PRIZE_NO_AMOUNT : a->amount;
    full.group = a->group ? a->group : "";
    full.count = a->count;
    full.section = p->parts[a->entry];
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

uint32_t swc_prizes_team_count(const swc_prizes *p)
{
    return pr_ok(p) ? (uint32_t)p->res.nteams : 0;
}

int swc_prizes_team(swc_prize_team *out, const swc_prizes *p, uint32_t index)
{
    if (!out || !pr_ok(p) || out->struct_size < offsetof(swc_prize_team, member_count))
        return SWC_EINVAL;
    if (index >= p->res.nteams)
        return SWC_ENOTFOUND;
    const pz_team *tm = &p->res.teams[index];
    swc_prize_team full = SWC_PRIZE_TEAM_INIT;
    full.table = tm->table;
    full.name = tm->name;
    full.rank = tm->rank;
    full.shared = tm->shared;
    full.complete = tm->complete;
    full.score = tm->score;
    full.score_scale =
        p->rules.tables[tm->table].score_points || p->rules.tables[tm->table].team_by == PZ_BY_EVENT_TEAM ? 100 : 1;
    full.member_count = tm->nmembers;
    full.amount = tm->amount == PZ_NO_AMOUNT ? SWC_PRIZE_NO_AMOUNT : tm->amount;
    full.problem = tm->problem;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}

static int team_member(uint32_t *out_section, uint32_t *out_id, uint32_t *out_place, int64_t *out_value,
                       const swc_prizes *p, uint32_t team, uint32_t member)
{
    if (!pr_ok(p))
        return SWC_EINVAL;
    if (team >= p->res.nteams || member >= p->res.teams[team].nmembers)
        return SWC_ENOTFOUND;
    const pz_member *m = &p->res.members[p->res.teams[team].first_member + member];
    if (out_section)
        *out_section = p->parts[m->entry];
    if (out_id)
        *out_id = p->ids[m->entry];
    if (out_place)
        *out_place = m->place;
    if (out_value)
        *out_value = m->value;
    return SWC_OK;
}

int swc_prizes_team_member(uint32_t *out_id, uint32_t *out_place, int64_t *out_value, const swc_prizes *p,
                           uint32_t team, uint32_t member)
{
    return team_member(NULL, out_id, out_place, out_value, p, team, member);
}

int swc_prizes_team_member_section(uint32_t *out_section, const swc_prizes *p, uint32_t team, uint32_t member)
{
    return team_member(out_section, NULL, NULL, NULL, p, team, member);
}

static int player_total(int64_t *out_cash, int64_t *out_points, const swc_prizes *p, uint32_t section, uint32_t id)
{
    if (!pr_ok(p))
        return SWC_EINVAL;
    for (uint32_t k = 0; k < p->nfield; k++) {
        if (p->ids[k] != id || p->parts[k] != section)
            continue;
        if (out_cash)
            *out_cash = p->cash[k];
        if (out_points)
            *out_points = p->points[k];
        return SWC_OK;
    }
    return SWC_ENOTFOUND;
}

int swc_prizes_player_total(int64_t *out_cash, int64_t *out_points, const swc_prizes *p, uint32_t id)
{
    return player_total(out_cash, out_points, p, 0, id);
}

int swc_prizes_player_total_in(int64_t *out_cash, int64_t *out_points, const swc_prizes *p, uint32_t section,
                               uint32_t id)
{
    return player_total(out_cash, out_points, p, section, id);
}

uint32_t swc_prize_rules_count(void)
{
    return (uint32_t)pz_nnamed;
}

int swc_prize_rules_get(swc_prize_rules_info *out, uint32_t index)
{
    if (!out || out->struct_size < offsetof(swc_prize_rules_info, text))
        return SWC_EINVAL;
    if (index >= pz_nnamed)
        return SWC_ENOTFOUND;
    const pz_named *r = &pz_named_rules[index];
    swc_prize_rules_info full = SWC_PRIZE_RULES_INFO_INIT;
    full.name = r->name;
    full.name_zh = r->zh;
    full.description = r->what;
    full.text = r->text;
    full.struct_size = out->struct_size;
    memcpy(out, &full, out->struct_size < sizeof full ? out->struct_size : sizeof full);
    return SWC_OK;
}
