/* Grade certificates internals: the grade ladder, the named tables and the
 * score-rate thresholds. */
#ifndef SWC_GRADES_GR_H
#define SWC_GRADES_GR_H

#include <stddef.h>
#include <stdint.h>
#include <swisscore/grades.h>
#include <swisscore/player.h>

#include "../core/alloc.h"

/* Chess grade ladder of the CCA: 0 无级, 1 十五级棋士 … 15 一级棋士,
 * 16 候补棋协大师, 17 棋协大师. */
#define GR_NONE 0
#define GR_LEVEL(n) (16 - (n)) /* n级棋士 */
#define GR_CANDIDATE_MASTER 16
#define GR_MASTER 17
#define GR_TOP 17

/* Level of a grade name ("十级棋士", "10级棋士", "十级", "无级", "" …);
 * -1 when it is none of them. */
int gr_level_parse(const char *s, size_t n);
/* "十级棋士", "无级", "候补棋协大师" (static). */
const char *gr_level_name(int level);

/* Knockout stage value of a qualified player in the bands. */
#define GR_KO_WON 1000

typedef struct gr_band {
    int64_t lo, hi;      /* value range, inclusive; hi 0 = open upwards (points: lo only) */
    const char *grade;   /* "" = none (the document's ——) */
} gr_band;

typedef struct gr_cap {
    int from;   /* current level */
    int to;     /* highest level he may apply for */
} gr_cap;

typedef struct gr_table {
    const char *name, *name_zh;
    int kind;                /* enum swc_grade_kind */
    const char *description;
    uint32_t min_games;
    const gr_band *bands;
    size_t nbands;
    const gr_cap *caps;
    size_t ncaps;
    int adult_min, adult_max; /* 业余成年组 */
    int lowest;              /* score rate: the lowest grade the event awards; 0 = any */
    int head_counts;         /* rank: the bands are head counts, places taken in standings order */
    int64_t last_hi;         /* rank: where the open last band ends when its head count is a cap too */
} gr_table;

const gr_table *gr_table_find(const char *name);
uint32_t gr_table_count(void);
const gr_table *gr_table_at(uint32_t i);

/* Score-rate thresholds entered by the organiser. */
#define GR_FROM_ANY (-1)
#define GR_FROM_ADULT (-2)

typedef struct gr_threshold {
    int from;        /* a level, GR_FROM_ANY or GR_FROM_ADULT */
    int to;          /* a level when relative is 0, else the steps up */
    int relative;
    int32_t permille;
} gr_threshold;

typedef struct gr_thresholds {
    gr_threshold *t;
    size_t n, cap;
} gr_thresholds;

/* Parse the text; SWC_EPARSE with "line N: …" in err, or SWC_ENOMEM. */
int gr_thresholds_parse(gr_thresholds *out, const swc_mem *m, const char *text, char *err, size_t errcap);
void gr_thresholds_free(gr_thresholds *t, const swc_mem *m);

/* The grade a player may apply for under a score-rate table: level, or -1
 * with *why set. cap_out receives the cap used (-1 none). */
int gr_score_rate_grade(const gr_table *tb, const gr_thresholds *th, int current, int adult, int32_t permille,
                        int *cap_out, const char **why);

extern const char gr_example_thresholds[];

/* A round the player missed without leave (取消比赛资格 counts these):
 * a forfeit loss, a zero-point bye, a round not paired or after his
 * withdrawal. A requested bye with points is leave the organiser granted. */
int gr_round_missed(const swc_player_round_info *ri);

/* Reason of a certificate withheld for those missed rounds. */
#define GR_DISQUALIFIED "disqualified: missed rounds (取消比赛资格)"

#endif
