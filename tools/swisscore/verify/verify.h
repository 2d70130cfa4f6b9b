/*
 * swisscore verify: differential testing of the Dutch engines against
 * another engine that speaks the bbpPairings/JaVaFo command line.
 *
 * verify_engine.c runs the other engine; verify_case.c plays one
 * tournament in one direction and counts what agrees; cmd_verify.c runs
 * many of them in worker processes and sums them up.
 */
#ifndef SWISSCORE_VERIFY_H
#define SWISSCORE_VERIFY_H

#include <stdint.h>
#include <swisscore/swisscore.h>

/* ---- the other engine ---------------------------------------------------- */

typedef struct verify_engine {
    char **argv;        /* program and its own words, then room for ours */
    int argc;           /* words of the user's command */
    char **extra;       /* --engine-arg words, put right after "--dutch" */
    int nextra;
    unsigned timeout_s; /* a run longer than this counts as no answer */
} verify_engine;

/* How one run of the other engine ended. */
enum verify_run {
    VERIFY_RUN_OK = 0,         /* exit 0 and a readable pairs file */
    VERIFY_RUN_NO_PAIRING = 1, /* exit 1: "no legal pairing exists" */
    VERIFY_RUN_FAILED = 2      /* any other exit, a signal, a time-out, a bad file */
};

/* Split a command given as one string at blanks. Non-zero on an empty one. */
int verify_engine_parse(verify_engine *e, const char *command);
/* One more word to put after "--dutch" (an option of the other engine). */
int verify_engine_add_arg(verify_engine *e, const char *word);
void verify_engine_free(verify_engine *e);

/* Run ENGINE WORDS[0] EXTRA... WORDS[1]... (words NULL-ended) and wait.
 * Its standard output and error go to `log_path` (or nowhere when NULL).
 * Returns the exit status, or -1 for a signal, a time-out or no program. */
int verify_engine_run(const verify_engine *e, const char *const *words, const char *log_path);

/* ---- pairings ---------------------------------------------------------------- */

/* A round's pairing by pairing numbers: boards (white, black) and the PAB. */
typedef struct verify_pairing {
    uint32_t (*boards)[2];
    uint32_t n, cap;
    uint32_t pab; /* 0 when none */
} verify_pairing;

void verify_pairing_free(verify_pairing *p);
/* Read a pairs file ("N" then "white black" lines, the PAB as "id 0").
 * Non-zero when it is not one. */
int verify_pairing_read(verify_pairing *out, const char *path);
/* The pairing of round `number` of t, by pairing numbers. */
int verify_pairing_of_round(verify_pairing *out, const swc_tournament *t, uint32_t number);
/* Write it as a pairs file. */
int verify_pairing_write(const verify_pairing *p, const char *path);

/* How two pairings of one round compare. */
enum verify_diff {
    VERIFY_SAME = 0,      /* same boards, same colours, same PAB */
    VERIFY_COLOURS = 1,   /* same pairs and PAB, some colours swapped */
    VERIFY_PAIRS = 2      /* other pairs or another PAB */
};
int verify_pairing_compare(const verify_pairing *a, const verify_pairing *b);

/* ---- one tournament ------------------------------------------------------------ */

/* A category of random tournaments: what the generator puts in. */
typedef struct verify_category {
    const char *name;
    const char *description;
    uint32_t draw_rate, forfeit_rate, hpb_rate, withdraw_rate, late_rate; /* ppm */
    int32_t win, draw, loss;                                              /* tenths; 0 = 1/½/0 */
    int baku;             /* Baku acceleration (C.04.7), written as XXA */
    uint32_t forbid_rate; /* ppm of round k's boards forbidden (XXP) before round k is paired */
} verify_category;

extern const verify_category verify_categories[];
extern const uint32_t verify_category_count;

/* What one tournament gave, added up over many by cmd_verify.c. */
typedef struct verify_tally {
    uint32_t tournaments;
    uint32_t rounds;         /* rounds compared */
    uint32_t identical;
    uint32_t colours;        /* same pairs, other colours */
    uint32_t pairs;          /* other pairs or PAB */
    uint32_t one_side;       /* one engine answered, the other did not */
    uint32_t neither;        /* neither found a pairing (both exit 1) */
    uint32_t illegal;        /* a round of either engine breaks an absolute criterion */
    uint32_t failed;         /* the other engine failed, or a file could not be made */
} verify_tally;

/* The parameters of one tournament, all drawn from its seed. */
typedef struct verify_job {
    uint64_t seed;
    uint32_t players, rounds;
    const verify_category *category;
    int backward;      /* 0: ours generates, both pair; 1: the other generates, we check */
    int edition;
    const char *work;  /* folder for the files of this job (made and removed) */
    const char *cases; /* folder that keeps every difference (NULL: none kept) */
} verify_job;

/* The job's tournament from the library's generator (its category, the
 * pairing edition job->edition); fewer rounds when the field cannot take
 * them. Non-zero when it cannot be made. */
int verify_generate(swc_tournament **out, const verify_job *job, uint32_t *rounds);

/* ---- tie-breaks ------------------------------------------------------------------ */

/* The C.07 codes compared by --tiebreaks. */
extern const char *const verify_tb_codes[];
extern const uint32_t verify_tb_code_count;

/* One tournament for --tiebreaks (job->edition is the C.07 edition, 2023 or
 * 2026): the library's generator makes it, the other program (TieBreakServer's
 * command line) and the library compute every code of verify_tb_codes; the
 * tally counts values: rounds = values compared, identical, pairs = values
 * that differ, failed. Returns as verify_run_job. */
int verify_run_tiebreak_job(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap);

/* The calculator's command line (-s -i IN -o OUT -d T -t CODE/V2026 ...)
 * answered by the library; 0 on success. */
int verify_tiebreak_dropin(int argc, char **argv);

/* Play one tournament. Adds to *out; non-zero only when the library itself
 * failed in a way that is not about the engines (out of memory). */
int verify_run_job(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap);

#endif /* SWISSCORE_VERIFY_H */
