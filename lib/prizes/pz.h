/*
 * Prizes, group awards, season points and team standings: internal
 * interface of lib/prizes.
 *
 * Flow: pz_parse() reads the rules text (an organiser's own file or a named
 * rule, see doc/prizes.md) into tables. The public entry point (api.c)
 * ranks the tournament through the public standings calls and turns the
 * result into a field: every player with his place overall and in his
 * registration group. pz_evaluate() then walks the tables in order over
 * that field; it knows nothing about tournaments, so tests can give it a
 * field written by hand.
 *
 * Money and points are int64 in hundredths (fen, cents, 0.01 point).
 */
#ifndef SWC_PRIZES_PZ_H
#define SWC_PRIZES_PZ_H

#include <stddef.h>
#include <stdint.h>

#include <swisscore/prizes.h>

#include "../core/alloc.h"

#define PZ_MAX_TABLES 64
#define PZ_MAX_AMOUNTS 128
#define PZ_MAX_CLAUSES 16
#define PZ_MAX_TEXTS 8       /* the file itself plus the rules it uses */
#define PZ_AMOUNT_MAX 100000000000000LL /* 10^12 units, in hundredths */
#define PZ_NO_AMOUNT INT64_MIN

enum pz_kind { PZ_CASH = 1, PZ_POINTS = 2, PZ_TEAMS = 3 };

enum pz_expr { PZ_EXPR_ALL = 0, PZ_EXPR_CONST = 1, PZ_EXPR_DIV = 2 };

/* One clause of a count rule: for lo <= n <= hi, pay EXPR places clamped
 * to [min, max]. */
typedef struct pz_clause {
    uint32_t lo, hi;
    int expr;             /* enum pz_expr */
    uint32_t k;           /* the constant, or the divisor of n/k */
    uint32_t min, max;    /* max 0 = none */
} pz_clause;

enum pz_members { PZ_MEMBERS_ANY = 0, PZ_MEMBERS_SKIP = 1, PZ_MEMBERS_KEEP = 2 };
enum pz_sex { PZ_SEX_ANY = 0, PZ_SEX_WOMEN = 1, PZ_SEX_MEN = 2 };
/* ALL: each pairing section (tournament) as a whole; GROUP: one registration
 * group; OWN: team members each in his own registration group; EACH: every
 * registration group of every pairing section separately. */
enum pz_section { PZ_SECTION_ALL = 0, PZ_SECTION_GROUP = 1, PZ_SECTION_OWN = 2, PZ_SECTION_EACH = 3 };
/* Who finished the event (knight award): present in every round, or played
 * every round over the board. */
enum pz_finished { PZ_FINISHED_ANY = 0, PZ_FINISHED_PRESENT = 1, PZ_FINISHED_OTB = 2 };
/* Tied players: share the places they occupy (奖金评分), keep standings
 * order, or each paid as the first place the group occupies. */
enum pz_ties { PZ_TIES_SHARE = 0, PZ_TIES_ORDER = 1, PZ_TIES_EACH = 2 };
/* PZ_BY_EVENT_TEAM: the teams of a team event, ranked by the team
 * standings (match points, then game points) instead of member places. */
enum pz_team_by { PZ_BY_FEDERATION = 0, PZ_BY_TAG = 1, PZ_BY_EVENT_TEAM = 2 };

typedef struct pz_table {
    int kind;                     /* enum pz_kind */
    const char *name, *title;     /* borrowed from the rules' texts */
    int section;                  /* enum pz_section */
    const char *group;            /* PZ_SECTION_GROUP */
    int sex;                      /* enum pz_sex */
    uint32_t within;              /* women/men placed within the first M of the section; 0 = all */
    int32_t rating_below;         /* rating group; 0 = none */
    int unrated_out;              /* 1: unrated / provisional players are in no rating group */
    int finished;                 /* enum pz_finished */
    int has_conduct;              /* only players whose conduct points are above conduct_above */
    int32_t conduct_above;
    int cn_at_most;               /* > 0: only holders of a grade certificate at most this title rank */
    int everyone;                 /* every eligible player is awarded (no places) */
    int64_t per_win;              /* > 0: bounty per game won over the board against beaten_at_least */
    int64_t cap;                  /* bounty ceiling per player; 0 = none */
    int beaten_at_least;          /* title rank an opponent needs for the bounty */
    int members;                  /* enum pz_members */
    uint32_t min_entrants;
    int has_amounts;
    uint32_t namounts;
    int64_t amounts[PZ_MAX_AMOUNTS];
    uint32_t places;              /* places when no amounts are given; 0 = not set */
    uint32_t nclauses;            /* 0 = every listed place */
    pz_clause clauses[PZ_MAX_CLAUSES];
    int ties_order;               /* enum pz_ties */
    const char *exclusive;        /* at most one award per player among tables with this key */
    int64_t topup;                /* > 0: the award brings the player's cash up to this */
    int64_t rounding;             /* shares are multiples of this (hundredths), >= 1 */
    /* teams */
    int team_by;                  /* enum pz_team_by */
    const char *team_tag;         /* tag key for PZ_BY_TAG */
    uint32_t best;                /* count the best K members; 0 = all */
    int own_list;                 /* 1: a member's place is his place among the players the table keeps */
    int score_points;             /* 1: placement points (higher first), 0: sum of places */
    uint32_t npoints;
    int64_t place_points[PZ_MAX_AMOUNTS];
    int64_t rest_points;
    uint32_t team_size;           /* composition: exactly this many members; 0 = any */
    int32_t team_men, team_women; /* composition: exactly this many men / women; -1 = any */
    char entrant_sexes[8];        /* an entrant is a pair or team: its `sexes` tag holds these letters; "" = any */
    int line;                     /* where it was declared (messages) */
} pz_table;

typedef struct pz_rules {
    const swc_mem *mem;
    char *texts[PZ_MAX_TEXTS];    /* owned, tokenised copies */
    size_t text_sizes[PZ_MAX_TEXTS];
    int ntexts;
    const char *name, *title;
    const char *ruleset;          /* named standings ruleset, or NULL */
    const char *tiebreaks;        /* cascade, or NULL */
    const char *currency;
    const char *grade_table;      /* grade certificates beside the prizes (grades.h), or NULL */
    int grade_by_sex;             /* rank tables: place within the player's sex */
    int grade_played;             /* score rate over the games played only */
    int grade_last_capped;        /* head-count tables: the last band's count is a cap too */
    uint32_t disqualify_missed;   /* players who missed this many rounds are out of every award; 0 = none */
    int disqualify_annul;         /* 1: their games count for nobody (成绩作废 of the games) */
    uint32_t ntables;
    pz_table *tables;             /* PZ_MAX_TABLES, owned */
} pz_rules;

/* Parse rules; a text may `use` named rules. Returns 0, or SWC_EPARSE /
 * SWC_ENOMEM / SWC_ELIMIT with "line N: reason" in err. */
int pz_parse(pz_rules *out, const swc_mem *mem, const char *text, char *err, size_t errcap);
void pz_rules_free(pz_rules *r);

/* The named rules. */
typedef struct pz_named {
    const char *name;
    const char *zh;
    const char *what;
    const char *text;
} pz_named;
extern const pz_named pz_named_rules[];
extern const size_t pz_nnamed;
const pz_named *pz_named_find(const char *name);

/* One player of the field, in the order of the overall standings. */
typedef struct pz_entry {
    uint32_t id;
    const char *name;
    int32_t rating;
    uint32_t flags;           /* swc_player_flag */
    int32_t sex;
    const char *group;        /* registration group, "" when none */
    const char *federation;
    const char *tags;
    uint32_t rank;            /* place in his pairing section */
    uint32_t group_rank;      /* place inside his registration group; 0 = none */
    uint32_t part;            /* pairing section (tournament) index */
    const char *title;        /* FIDE title, or "" */
    const char *cn_title;     /* Chinese title or grade, or "" */
    int32_t conduct;          /* conduct points (行为积分) */
    uint32_t rounds;          /* rounds of his pairing section */
    uint32_t present;         /* rounds played, won by forfeit or with a pairing-allocated bye */
    uint32_t otb;             /* rounds played over the board */
    uint32_t missed;          /* rounds not taken part in without leave: forfeit losses, zero-point
                                 byes (known absence), rounds not paired or after a withdrawal */
    const uint32_t *beaten;   /* field indices of the opponents he beat over the board, one per game */
    uint32_t nbeaten;
    int disqualified;         /* missed the rounds the rules' `disqualify missed N` allows */
    const char *event_team;   /* his team's name in a team event, NULL when none */
    int64_t team_mp, team_gp; /* that team's match and game points (tenths) */
} pz_entry;

/* Order of the Chinese titles and grades (doc/prizes.md): 0 for an empty or
 * unknown title, 1 无级, 2 十五级棋士 … 16 一级棋士, 17 候补棋协大师,
 * 18 棋协大师, 19 国家大师, 20 国际棋联大师, 21 国际大师, 22 特级大师. */
#define PZ_TITLE_NONE_GRADE 1
#define PZ_TITLE_GRADE_1 16
int pz_title_rank(const char *cn_title);
/* The rank a FIDE title stands for (GM, IM, FM), else 0. */
int pz_fide_title_rank(const char *title);

typedef struct pz_field {
    const pz_entry *e;
    uint32_t n;
} pz_field;

typedef struct pz_award {
    uint32_t table;
    uint32_t entry;           /* index into the field */
    uint32_t rank;            /* place in the table's section */
    uint32_t first, last;     /* prize places occupied by the tied group */
    uint32_t paid;            /* how many of them are paid */
    uint32_t shared_by;
    int64_t amount;           /* hundredths, PZ_NO_AMOUNT without amounts */
    const char *group;        /* registration group of an each-group table, else "" */
    uint32_t count;           /* games counted by a bounty table */
} pz_award;

typedef struct pz_member {
    uint32_t entry;
    uint32_t place;
    int64_t value;            /* the place, or placement points in hundredths */
} pz_member;

typedef struct pz_team {
    uint32_t table;
    char *name;               /* owned */
    uint32_t rank, shared, complete;
    int64_t score;            /* sum of places, or of points in hundredths */
    int64_t amount;           /* prize of the team place, PZ_NO_AMOUNT without amounts */
    uint32_t first_member, nmembers;
    char *problem;            /* owned; why the team's composition excludes it, or NULL */
} pz_team;

/* The note of a table for one registration group when no player of the
 * event has one (the tool repeats it as a warning). */
#define PZ_NOTE_NO_GROUPS                                                                             \
    "no player has a registration group: this table pays one group only; give the section its group " \
    "(swisscore new or set --group G) or the players theirs (--players ID group=G), or use the rules " \
    "of a section run alone"
typedef struct pz_tabres {
    uint32_t entrants;        /* players in the section */
    uint32_t places;          /* places to pay by the count rule */
    int64_t total, remainder; /* paid, and left over by rounding of shares */
    uint32_t first_award, nawards;
    uint32_t first_team, nteams;
    const char *note;         /* static; why nothing was paid, or NULL */
} pz_tabres;

typedef struct pz_result {
    const swc_mem *mem;
    uint32_t ntables;
    pz_tabres *tab;
    pz_award *awards;
    size_t nawards, awards_cap;
    pz_team *teams;
    size_t nteams, teams_cap;
    pz_member *members;
    size_t nmembers, members_cap;
} pz_result;

int pz_evaluate(pz_result *out, const swc_mem *mem, const pz_rules *r, const pz_field *f);
void pz_result_free(pz_result *res);

/* Grade certificates beside the prize list: one grade result per pairing
 * section (certificates.c). */
typedef struct pz_certs {
    const char *table;        /* the grade table asked for, or NULL */
    const char *note;         /* static; why none were computed, or NULL */
    uint32_t n;
    swc_grades *g[SWC_PRIZES_MAX_SECTIONS];
} pz_certs;

/* Compute them when a table is named (the options' over the rules'), with
 * the rules' disqualification; a failure leaves nothing allocated and its
 * message in err. */
int pz_certs_compute(pz_certs *out, const swc_mem *mem, swc_tournament *const *ts, uint32_t nt, const pz_rules *r,
                     const swc_prizes_options *o, char *err, size_t errcap);
void pz_certs_free(pz_certs *c);

/* Games the arbiters voided for the bounty (棋士挑战大师奖 clause 7):
 * (section, round, player) triples, parsed from `[SECTION:]ROUND:ID` words. */
typedef struct pz_void {
    uint32_t section, round, id;
} pz_void;

typedef struct pz_voids {
    pz_void *v;
    size_t n, cap;
} pz_voids;

int pz_voids_parse(pz_voids *out, const swc_mem *mem, const char *text, char *err, size_t errcap);
int pz_voids_has(const pz_voids *vs, uint32_t section, uint32_t round, uint32_t id);
void pz_voids_free(pz_voids *vs, const swc_mem *mem);

/* 成绩作废 read as the disqualified players' games (`disqualify missed N
 * annul`): out[q] is a copy of section q in which every game of a player
 * who missed N rounds counts for nobody (a double forfeit), NULL when the
 * section has no such player; the caller ranks the copies. */
int pz_annul_copies(swc_tournament **out, swc_tournament *const *ts, uint32_t nt, const pz_rules *r,
                    const swc_prizes_options *o, const swc_mem *mem);
void pz_annul_free(swc_tournament **c, uint32_t nt);

/* Entrants that are pairs (2015 doubles): each entrant of a table with
 * `entrant-sexes` must carry a `sexes` tag with those letters; the first
 * that does not is named in err (SWC_EINVAL). */
int pz_check_entrants(const pz_rules *r, const pz_field *f, char *err, size_t errcap);
/* Value of KEY=VALUE in a comma-separated tag list, not terminated; NULL when absent. */
const char *pz_tag_value(const char *tags, const char *key, size_t *len);

/* Places to pay for n entrants by the table's count rule (before the field
 * size is applied). */
uint32_t pz_count(const pz_table *t, uint32_t n);

#endif
