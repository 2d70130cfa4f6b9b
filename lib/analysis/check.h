/*
 * The checker's view of one round (check.c walks the rounds,
 * check_explain.c says why a played pairing is not the engine's).
 */
#ifndef SWC_ANALYSIS_CHECK_H
#define SWC_ANALYSIS_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "../api/handles.h"
#include "../core/strbuf.h"

/* One pairing of one round, by player index. */
typedef struct ck_pairing {
    uint32_t *mate;   /* partner index + 1, 0 when none */
    uint8_t *col;     /* colour of the player on his board */
    uint8_t *twice;   /* player listed more than once */
    uint32_t pab;     /* PAB receiver index + 1, 0 when none */
    swc_board *boards;
    size_t nboards;
} ck_pairing;

/* Facts of every player before the round, from lib/model. */
typedef struct ck_fact {
    int32_t ps;
    uint32_t tpn;
    uint32_t unplayed;
    uint8_t avail, elig, top, fl1, fl2;
    uint8_t pref, absolute, abs_imb, strong, rep;
    int32_t imb;
} ck_fact;

/* The round being checked, on the checker's copy of the tournament. */
typedef struct ck_ctx {
    swc_tournament *c; /* the private copy */
    int edition;
    uint32_t k;        /* round being checked */
    size_t n;          /* players */
    ck_fact *f;
    int32_t *groups;   /* distinct pairing scores of available players, descending */
    size_t ngroups;
    int64_t *va, *vb;  /* criterion value lists, n + 2 each */
    size_t *hl;        /* pairs of one bracket, n + 2 */
    size_t *member_buf; /* n, or NULL: swc_check_compare() then scans everybody */
    const size_t *members; /* while comparing: the players a bracket's criteria see */
    size_t nmembers;
} ck_ctx;

/* What check_explain.c found: an SWC_CHECK_* reason and, for a
 * criterion, its number. */
typedef struct ck_verdict {
    int32_t reason, criterion;
    size_t who[2];   /* players an absolute rule names */
} ck_verdict;

/* How pairing a compares with pairing b on the rules (swc_check_compare). */
typedef struct ck_cmp {
    int sign;             /* > 0: a is worse, < 0: a is better, 0: equal */
    int rank;             /* the criterion's number; CK_RANK_EQUAL when equal */
    int absolute;         /* 1 when a breaks an absolute rule (rank 1..3) */
    const char *name;     /* criterion name in the edition ("C7", "C.6"), NULL when equal */
    const char *what;     /* its description from the engine's table */
    int32_t bracket;      /* score of the bracket where they were told apart */
    int scores;           /* values are scores (tenths) */
    int lead;             /* values start with a count (next-bracket criteria) */
    size_t na, nb;        /* value lists of a and b, in x->va and x->vb */
    size_t who[2];        /* players an absolute rule names */
} ck_cmp;

#define CK_RANK_EQUAL 1000

static inline uint32_t ck_pid(const ck_ctx *x, size_t i)
{
    return x->c->players[i]->id;
}

/* The pairing of round r (arrays of c->nplayers entries in x). */
void swc_check_capture(ck_pairing *x, const swc_tournament *c, const swc_round *r);

/* The facts of every player before round x->k, and the score groups. */
void swc_check_load_facts(ck_ctx *x);
/* The score groups of the available players (part of loading the facts). */
void swc_check_score_groups(ck_ctx *x);

/* Why the played pairing pl is not the engine's en: the first absolute
 * rule it breaks, else the first criterion on which it is worse, in the
 * first bracket where the two differ; the text goes to b. */
void swc_check_explain(ck_ctx *x, const ck_pairing *pl, const ck_pairing *en, swc_strbuf *b, ck_verdict *out);

/* Compare a (complete, for round x->k) with b: the first absolute rule a
 * breaks, else (2026) the PAB receiver's score [C5], else the first
 * criterion on which they differ in the first bracket where they do. */
void swc_check_compare(ck_ctx *x, const ck_pairing *a, const ck_pairing *b, ck_cmp *out);

/* The values of a criterion list as text ("3, 2", "1 (2)"); `none` is
 * written for an empty list. */
void swc_check_put_values(swc_strbuf *b, const ck_cmp *c, const int64_t *v, size_t n, const char *none);

/* Score of the bracket in which player i is paired; INT32_MIN for the PAB
 * or no pairing. */
int32_t swc_check_pair_bracket(const ck_ctx *x, const ck_pairing *p, size_t i);

/* 1 when a comes before b in the ranking order (score, then TPN). */
int swc_check_before(const ck_ctx *x, size_t a, size_t b);

/* Round k of a team event on the checker's copy c (check_team.c): take the
 * round out, re-pair it by the team system, compare; the reason, the
 * criterion (or colour rule) and the text of a difference. */
int swc_check_team_round(swc_tournament *c, uint32_t k, int32_t *agrees, int32_t *reason, int32_t *crit,
                         swc_strbuf *b);

#endif
