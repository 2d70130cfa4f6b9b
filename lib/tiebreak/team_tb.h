/*
 * Team tie-breaks (C.07 2026, Art. 11-13 and the team forms of Art. 6-9):
 * the facts of every team's rounds, the criteria over them, and the cascade.
 * Values are exact integers: tenths of a point (scale 10), hundredths for
 * products and averages (scale 100), plain counts and places (scale 1).
 */
#ifndef SWC_TIEBREAK_TEAM_TB_H
#define SWC_TIEBREAK_TEAM_TB_H

#include <stdint.h>

#include "../model/model.h"

#define TT_UNDEF INT64_MIN
#define TT_MAX_SPECS 32
#define TT_LABEL_MAX 24
#define TT_CASCADE_MAX 512

/* Score kinds: match points, game points. */
enum { TT_MP = 0, TT_GP = 1 };

enum tt_crit {
    TT_PTS, TT_MPVGP, TT_WIN, TT_WON, TT_PS, TT_KS, TT_BH, TT_FB, TT_AOB, TT_ESB, TT_SSSC, TT_BC,
    TT_EDE, TT_TBR, TT_BBE, TT_NCRIT
};

/* One parsed code of a cascade. */
typedef struct tt_spec {
    int crit;            /* enum tt_crit */
    int score;           /* TT_MP / TT_GP: the score the code reads (the opponents' for BH/SB) */
    int own;             /* ESB: the team's own score of the round (TT_MP / TT_GP) */
    int explicit_score;  /* 1 when written with :MP / :GP or as EMGSB … */
    int cut_low, cut_high;
    int played;          /* /P: forfeits are regular games (C.07 15): the EDE forms,
                          * the Buchholz forms, the extended SB forms and SSSC */
    int fore;            /* SSSC/F: the Buchholz part is Fore Buchholz */
    int kdiv;            /* SSSC/K<n>: divide the Buchholz part by n, 0 = by the rounds' worth */
    char ede[4];         /* EDE forms: "", "C", "T", "B", "BT", "BB"; "D" = plain DE (primary only) */
    char label[TT_LABEL_MAX];
} tt_spec;

/* One team's round, as the tie-breaks read it. */
typedef struct tt_round {
    int32_t pts[2];      /* match and game points, tenths */
    uint32_t opp;        /* opposing team index + 1, 0 when none */
    uint8_t kind;        /* enum swc_round_kind of the team */
    uint8_t played;      /* a match played on the boards, or the PAB (a round the team elected to play) */
    uint8_t vur;         /* voluntary unplayed round (C.07 16.1): not played and not worth a win */
    uint8_t gvur;        /* no board of the round counts as elected (game-level VUR) */
    uint8_t black;       /* the team was named second */
    int32_t bp[SWC_MAX_BOARDS];    /* game points on each board, tenths */
    uint8_t otb[SWC_MAX_BOARDS];   /* that board was played over the board */
} tt_round;

typedef struct tt_ctx {
    const swc_tournament *t;
    const swc_mem *mem;
    uint32_t n;          /* teams */
    uint32_t R;          /* rounds counted */
    uint32_t nb;         /* boards */
    int rr;              /* pre-determined pairings (round robin, C.07 15) */
    int primary;         /* TT_MP or TT_GP */
    int pab_as_wins;     /* count the PAB as a won board on every board (the FIDE calculator's reading) */
    int32_t win[2], draw[2]; /* a match's and a board's win and draw values, tenths */
    tt_round *r;         /* n * R, team i round k at i * R + k - 1 */
    int32_t *tot[2];     /* final match and game points */
    uint32_t *lna[2];    /* last round that is not a VUR (match level, board level), 0 = none */
    uint32_t *lmp;       /* last round with an opponent or played */
    int64_t *bptot;      /* n * nb: game points on each board over the event */
} tt_ctx;

/* team_facts.c */
int tt_ctx_init(tt_ctx *c, const swc_tournament *t, uint32_t after_round, int pab_as_wins);
void tt_ctx_free(tt_ctx *c);
static inline tt_round *tt_rd(const tt_ctx *c, uint32_t i, uint32_t k)
{
    return &c->r[(size_t)i * c->R + k - 1];
}

/* team_values.c: codes whose value is the team's own (no tied group). out has n entries. */
int tt_value(const tt_ctx *c, const tt_spec *sp, int64_t *out);
/* Scale of a code's values (1, 10, 100) and 1 when lower ranks higher. */
int32_t tt_scale(const tt_spec *sp);
int tt_ascending(const tt_spec *sp);
int tt_grouped(const tt_spec *sp);

/* team_encounter.c: codes that split tied groups (EDE forms, DE, TBR, BBE).
 * rank[i] is the team's place so far (tied teams share the place of the
 * first of them); out[i] receives the new place, which only moves teams
 * down inside their group. */
int tt_split(const tt_ctx *c, const tt_spec *sp, const uint32_t *rank, uint32_t *out);

/* team_standings.c: swc_team_standings_new() with the PAB read as the FIDE
 * calculator reads it (a won board on every board) when pab_as_wins is 1;
 * the reference test uses it to show that this is the only difference. */
int tt_standings_new(swc_team_standings **out, swc_tournament *t, const char *tiebreaks, uint32_t after_round,
                     int pab_as_wins);

/* team_rulesets.c */
typedef struct tt_ruleset {
    const char *name, *zh, *spec, *what;
} tt_ruleset;
extern const tt_ruleset tt_rulesets[];
extern const size_t tt_nrulesets;
/* A ruleset by English or Chinese name, NULL when none. */
const tt_ruleset *tt_ruleset_find(const char *name);
/* Chinese names of codes rewritten as codes; -1 when out is too small. */
int tt_translate(char *out, size_t cap, const char *in);
/* The cascade of the event's 212 (else 202) record, not NUL-terminated: *len bytes. NULL when none. */
const char *tt_file_cascade(const swc_tournament *t, size_t *len);

/* team_codes.c */
int tt_parse(tt_spec *out, int cap, int *primary, const char *text, char *err, size_t errcap);

#endif
