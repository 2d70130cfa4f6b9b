/*
 * Tie-breaks: internal interface of lib/tiebreak.
 *
 * Flow: tb_ctx_init() reads the model once into per-round facts (points,
 * opponent, over-the-board or not, voluntary or not) and derives, by the
 * chosen unplayed-game regime, each player's adjusted score as somebody's
 * opponent. Each criterion is one function over that context (criteria.c)
 * producing one int64 per player at the scale given in the criteria table.
 * Criteria that depend on the group of tied players (direct encounter and
 * the xiangqi tails) are evaluated by the cascade (standings.c).
 */
#ifndef SWC_TIEBREAK_TB_H
#define SWC_TIEBREAK_TB_H

#include <stdint.h>

#include "../model/model.h"

/* Value of a criterion that is undefined for a player (e.g. ARO without
 * rated opponents); sorted last. */
#define TB_UNDEF INT64_MIN

enum tb_regime {
    TB_REGIME_2026 = 2026,
    TB_REGIME_2023 = 2023,
    TB_REGIME_2009 = 2009,
    TB_REGIME_XQ2011 = 2011
};

/* Criterion ids (index into tb_criteria[]). */
enum tb_crit {
    TB_PTS, TB_DE, TB_WIN, TB_WON, TB_BPG, TB_BWG, TB_WWG, TB_PS, TB_REP, TB_STD,
    TB_BH, TB_FB, TB_AOB, TB_SB, TB_KS, TB_ARO, TB_TPR, TB_PTP, TB_APRO, TB_APPO,
    TB_TPN, TB_RTNG, TB_NUM, TB_VUR, TB_FOUL, TB_LRB, TB_PSR, TB_LOT,
    TB_NCRIT
};

/* Modifier letters a criterion accepts (tb_criterion.mods). */
#define TB_MOD_CUT 1u    /* /C1, /C2 … */
#define TB_MOD_MEDIAN 2u /* /M1, /M2 … */
#define TB_MOD_LIMIT 4u  /* KS /L… */
#define TB_MOD_PLAYED 8u /* /P: forfeits count as games (C.07 15) */
#define TB_MOD_REV 16u   /* /R: reverse the order */
#define TB_MOD_UNRATED 32u /* /U1000: rating given to unrated players */

typedef struct tb_criterion {
    const char *code;    /* FIDE / TRF-2026 acronym */
    const char *zh;      /* Chinese name */
    const char *type;    /* C.07 type: A, B, C, D, BC, CC, DB, DC; "-" for non-FIDE */
    unsigned mods;       /* TB_MOD_* */
    int decimals;        /* value scale is 10^decimals */
    int ascending;       /* 1 when lower values rank higher */
    int grouped;         /* 1 when the value depends on the tied group */
    const char *what;    /* one-line English description */
} tb_criterion;

extern const tb_criterion tb_criteria[TB_NCRIT];

/* One parsed element of a cascade. */
typedef struct tb_spec {
    int crit;            /* enum tb_crit */
    int cut_low, cut_high;
    int limit_pct;       /* KS threshold in percent of the maximum (default 50) */
    int32_t limit_add;   /* KS threshold shift in tenths */
    int forfeits;        /* /P: forfeits are regular games (DE, BH, FB, SB) */
    int reverse;         /* /R */
    int32_t unrated;     /* /U: rating for unrated players, -1 = none */
} tb_spec;

#define TB_MAX_SPECS 32
#define TB_LABEL_MAX 24

/* Parse a cascade ("BH/C1,BH,SB" or "对手分,中间分,抽签"; commas, Chinese
 * commas, semicolons or spaces between). A leading PTS is dropped. Returns
 * the count (>= 0) or -1 with a message in err. */
int tb_parse(tb_spec *out, int cap, const char *text, char *err, size_t errcap);
/* Canonical descriptor of a spec, e.g. "BH/C1". */
void tb_spec_label(char *buf, size_t cap, const tb_spec *sp);
void tb_spec_default(tb_spec *sp, int crit);
/* Chinese name of a spec: the criterion's, or the modified form's own
 * (BH/M1 中间分, BH/C1 扣除对手分). Static. */
const char *tb_spec_name_zh(const tb_spec *sp);
/* 1 when both cascades are the same criteria with the same modifiers. */
int tb_specs_equal(const tb_spec *a, int na, const tb_spec *b, int nb);

/* Named rulesets. */
typedef struct tb_ruleset {
    const char *name;
    const char *zh;
    const char *spec;     /* cascade */
    int regime;           /* enum tb_regime */
    int lots;             /* 1 when the cascade ends in drawing of lots */
    const char *what;
} tb_ruleset;
extern const tb_ruleset tb_rulesets[];
extern const size_t tb_nrulesets;
const tb_ruleset *tb_ruleset_find(const char *name);
/* The unplayed-game regime of the named rulesets whose cascade is exactly
 * `specs` (PTS first excluded); 0 when none matches or matching rulesets
 * disagree. *name receives the first match's name (NULL when none). */
int tb_ruleset_regime_of(const tb_spec *specs, int n, const char **name);

/* Facts of one round of one player. */
typedef struct tb_round {
    int32_t pts;       /* points of the round, all games, tenths */
    uint32_t opp;      /* opponent index + 1, 0 when none */
    uint8_t kind;      /* enum swc_round_kind */
    uint8_t otb;       /* played over the board */
    uint8_t vur;       /* voluntary unplayed round (C.07 16.1) */
    uint8_t colour;    /* colour of game 1 */
    uint8_t wins, draws, blackgames, blackwins, whitewins; /* per game counts, OTB only except wins */
    int32_t rpts2;     /* OTB result in half points (1-0 = 2, draw = 1) summed over games */
} tb_round;

typedef struct tb_ctx {
    const swc_tournament *t;
    const swc_mem *mem;
    uint32_t n;          /* players */
    uint32_t R;          /* rounds considered */
    int regime;
    int games;
    int32_t win;         /* points of a won pairing (win × games) */
    int32_t draw;        /* points of a drawn pairing */
    tb_round *rd;        /* n × R */
    int32_t *score;      /* final score (tenths) */
    int32_t *adj;        /* adjusted score as an opponent */
    uint32_t *lna;       /* last round that is not a VUR, 0 when none */
    uint32_t *lmp;       /* last round with an opponent or played */
    int32_t min_scored;  /* lowest positive score (xiangqi 2011 bye value) */
    int predetermined;   /* pre-determined pairings (round robin): DE counts forfeits (C.07 15) */
} tb_ctx;

static inline tb_round *tb_rd(const tb_ctx *c, uint32_t i, uint32_t r)
{
    return &c->rd[(size_t)i * c->R + r];
}

int tb_ctx_init(tb_ctx *c, const swc_tournament *t, uint32_t rounds, int regime);
void tb_ctx_free(tb_ctx *c);

/* Compute a non-grouped criterion for every player into out[n]. */
int tb_compute(const tb_ctx *c, const tb_spec *sp, int64_t *out);

/* Grouped criteria: rank codes inside a tied group (members: player
 * indices, in current order). out[k] for members[k]: 1.. place, or 0 when
 * the criterion separated nobody. */
int tb_group_codes(const tb_ctx *c, const tb_spec *sp, const uint32_t *members, size_t m, int64_t *out);

/* FIDE rating tables (B.02 8.1). */
int tb_dp_of_p(int p100);
int tb_pd_of_diff(int diff);

#endif
