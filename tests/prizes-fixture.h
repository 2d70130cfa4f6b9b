/*
 * Shared by the prize tests: fields of placed players written by hand, a
 * run of the prize layer over them, look-ups of awards and teams, and the
 * fixed rules the engine tests use.
 */
#ifndef SWC_TESTS_PRIZES_FIXTURE_H
#define SWC_TESTS_PRIZES_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "prizes/pz.h"
#include "testutil.h"

/* ---- fields written by hand --------------------------------------------- */

typedef struct fx {
    pz_entry e[80];
    uint32_t n;
} fx;

/* Player id n+1 at overall place `rank`. */
static inline pz_entry *add(fx *f, uint32_t rank)
{
    ck_assert_uint_lt(f->n, 80);
    pz_entry *e = &f->e[f->n];
    memset(e, 0, sizeof *e);
    e->id = f->n + 1;
    e->name = "";
    e->rating = 2000;
    e->sex = 'm';
    e->group = "";
    e->federation = "";
    e->tags = "";
    e->rank = rank;
    f->n++;
    return e;
}

/* n players at places 1..n, no ties. */
static inline void plain(fx *f, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++)
        add(f, f->n + 1);
}

typedef struct run {
    swc_mem mem;
    pz_rules rules;
    pz_result res;
} run;

static inline void eval(run *r, const char *text, const fx *f)
{
    char err[320];
    swc_mem_init(&r->mem, NULL);
    int rc = pz_parse(&r->rules, &r->mem, text, err, sizeof err);
    if (rc)
        ck_abort_msg("rules do not parse: %s", err);
    pz_field field = { f->e, f->n };
    ck_assert_int_eq(pz_evaluate(&r->res, &r->mem, &r->rules, &field), SWC_OK);
}

static inline void done(run *r)
{
    pz_result_free(&r->res);
    pz_rules_free(&r->rules);
}

static inline uint32_t table_of(const run *r, const char *name)
{
    for (uint32_t k = 0; k < r->rules.ntables; k++)
        if (!strcmp(r->rules.tables[k].name, name))
            return k;
    ck_abort_msg("no table %s", name);
    return 0;
}

#define NONE (-1)

/* Amount of the award of player `id` in table `name`; NONE when he has none. */
static inline int64_t award(const run *r, const fx *f, const char *name, uint32_t id)
{
    uint32_t t = table_of(r, name);
    for (size_t a = 0; a < r->res.nawards; a++)
        if (r->res.awards[a].table == t && f->e[r->res.awards[a].entry].id == id)
            return r->res.awards[a].amount;
    return NONE;
}

static inline const pz_award *award_rec(const run *r, const fx *f, const char *name, uint32_t id)
{
    uint32_t t = table_of(r, name);
    for (size_t a = 0; a < r->res.nawards; a++)
        if (r->res.awards[a].table == t && f->e[r->res.awards[a].entry].id == id)
            return &r->res.awards[a];
    return NULL;
}

static inline uint32_t nawards(const run *r, const char *name)
{
    return r->res.tab[table_of(r, name)].nawards;
}

/* The engine tests below run on rules of their own (the earlier readings
 * of the source events, kept here as fixed inputs); the named rules are
 * checked against their documents in test-prizes-rules.c. */
#define L_XQ \
    "ruleset fangzhuang-xiangqi\n" \
    "prizes places 名次奖\n" \
    "  # fewer than 24 entrants: pay n/4 places, amounts unchanged\n" \
    "  count -23: n/4; 24-: all\n" \
    "  # places of the list when no amounts are given (24 / 4)\n" \
    "  places 6\n" \
    "  ties share\n" \
    "  exclusive main\n" \
    "prizes women 女子奖\n" \
    "  only women within 15\n" \
    "  places 3\n" \
    "  ties share\n" \
    "  exclusive main\n"

#define L_CHESS_OPEN \
    "ruleset fangzhuang-chess\n" \
    "prizes open 公开组名次奖\n" \
    "  count n/4 min 1 max 8\n" \
    "  places 8\n" \
    "  exclusive main\n" \
    "prizes women 女子奖\n" \
    "  # women keep a place prize and take a women's prize too\n" \
    "  only women within 20\n" \
    "  places 3\n" \
    "prizes u1200 U1200组奖\n" \
    "  only rating-below 1200\n" \
    "  min-entrants 32\n" \
    "  places 1\n" \
    "  topup 200\n" \
    "  exclusive rating\n" \
    "prizes u1000 U1000组奖\n" \
    "  only rating-below 1000\n" \
    "  min-entrants 32\n" \
    "  places 1\n" \
    "  topup 200\n" \
    "  exclusive rating\n" \
    "prizes u800 U800组奖\n" \
    "  only rating-below 800\n" \
    "  min-entrants 32\n" \
    "  places 1\n" \
    "  topup 200\n" \
    "  exclusive rating\n" \
    "points season 赛季积分\n" \
    "  only members keep-places\n" \
    "  amounts 20 15 10\n"

#define L_DUAL \
    "ruleset fangzhuang-dual\n" \
    "prizes places 名次奖\n" \
    "  count 4-5: 1; 6-8: 2; 9-10: 3; 11-: n/3\n" \
    "  ties share\n"

#define L_TEAMS \
    "ruleset changping-grading\n" \
    "teams doubles 混双\n" \
    "  by tag doubles\n" \
    "  section own-group\n" \
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n" \
    "teams parent-child 亲子\n" \
    "  by tag parent-child\n" \
    "  section own-group\n" \
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n" \
    "teams family 家庭\n" \
    "  by tag family\n" \
    "  section own-group\n" \
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n"

#define L_CHESS \
    L_CHESS_OPEN \
    "prizes open\n" \
    "  section group 公开组\n" \
    "prizes women\n" \
    "  section group 公开组\n" \
    "prizes u1200\n" \
    "  section group 公开组\n" \
    "prizes u1000\n" \
    "  section group 公开组\n" \
    "prizes u800\n" \
    "  section group 公开组\n" \
    "points season\n" \
    "  section group 公开组\n" \
    "prizes sprint 大师冲刺组名次奖\n" \
    "  section group 大师冲刺组\n" \
    "  # fewer than 6: no cash; 6-11 (merged with another group): first place only\n" \
    "  count -5: 0; 6-11: 1; 12-: all\n" \
    "  # places of the list when no amounts are given\n" \
    "  places 3\n" \
    "  exclusive main\n" \
    "points sprint-season 大师冲刺组赛季积分\n" \
    "  section group 大师冲刺组\n" \
    "  only members keep-places\n" \
    "  amounts 15 10\n"

/* yuan -> hundredths */
#define Y(x) ((int64_t)(x) * 100)

static inline const pz_team *team_named(const run *r, const char *table, const char *name)
{
    uint32_t t = table_of(r, table);
    for (size_t k = 0; k < r->res.nteams; k++)
        if (r->res.teams[k].table == t && !strcmp(r->res.teams[k].name, name))
            return &r->res.teams[k];
    return NULL;
}

#endif
