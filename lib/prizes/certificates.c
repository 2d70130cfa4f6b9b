/*
 * Grade certificates beside the prize list: the grade table the rules or
 * the options name is applied to every pairing section through the public
 * calls of grades.h, with the standings ruleset, rounds and unplayed rule
 * of the prizes and the rules' disqualification, so the certificates are
 * those `swisscore grades` gives for the same rules.
 */
#include <stdio.h>
#include <string.h>

#include "../grades/gr.h"
#include "pz.h"

void pz_certs_free(pz_certs *c)
{
    for (uint32_t q = 0; q < c->n; q++)
        swc_grades_free(c->g[q]);
    memset(c, 0, sizeof *c);
}

int pz_certs_compute(pz_certs *out, const swc_mem *mem, swc_tournament *const *ts, uint32_t nt, const pz_rules *r,
                     const swc_prizes_options *o, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    const char *name = o->grade_table ? o->grade_table : r->grade_table;
    if (!name || !strcmp(name, "none"))
        return SWC_OK;
    const gr_table *tb = gr_table_find(name);
    if (!tb) {
        snprintf(err, errcap, "no grade table '%.60s'", name);
        return SWC_ENOTFOUND;
    }
    out->table = tb->name;
    if (tb->kind != SWC_GRADE_BY_RANK && tb->kind != SWC_GRADE_BY_SCORE_RATE) {
        snprintf(err, errcap, "grade table '%s' reads an arena or a knockout, not a tournament", tb->name);
        memset(out, 0, sizeof *out);
        return SWC_EINVAL;
    }
    if (tb->kind == SWC_GRADE_BY_SCORE_RATE && !o->grade_thresholds) {
        /* the thresholds are the CCA regulation's: without them the prize
         * list still stands and says what is missing */
        out->note = "no certificates: the score-rate thresholds of the CCA regulation were not given";
        return SWC_OK;
    }
    swc_grades_options go = SWC_GRADES_OPTIONS_INIT;
    go.allocator = &mem->a;
    swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
    gp.table = tb->name;
    gp.thresholds = o->grade_thresholds;
    gp.ruleset = r->ruleset;
    gp.tiebreaks = r->tiebreaks;
    gp.seed = o->seed;
    gp.by_sex = r->grade_by_sex;
    gp.last_band_capped = r->grade_last_capped;
    gp.rate_basis = r->grade_played ? SWC_GRADE_RATE_PLAYED : SWC_GRADE_RATE_ROUNDS;
    gp.disqualify_missed = r->disqualify_missed;
    gp.after_round = o->after_round;
    gp.unplayed = o->unplayed;
    for (uint32_t q = 0; q < nt; q++) {
        int rc = swc_grades_new(&out->g[q], &go);
        if (rc == SWC_OK) {
            out->n = q + 1;
            rc = swc_grades_from_tournament(out->g[q], ts[q], &gp);
            if (rc && nt > 1)
                snprintf(err, errcap, "section %lu: grades: %s", (unsigned long)q + 1, swc_grades_errmsg(out->g[q]));
            else if (rc)
                snprintf(err, errcap, "grades: %s", swc_grades_errmsg(out->g[q]));
        } else {
            snprintf(err, errcap, "out of memory");
        }
        if (rc) {
            pz_certs_free(out);
            return rc;
        }
    }
    return SWC_OK;
}
