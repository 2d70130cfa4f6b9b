/*
 * The pairing of a team event's next round: the system of the team
 * settings (C.04.6 or a round robin) gives the matches, the model lays
 * them out on the boards (swc_team_model_add_round).
 */
#include <string.h>

#include "../systems.h"
#include "tsw.h"

/* The higher-ranked team of a match: the higher pairing score, then the
 * smaller TPN. */
static const tsw_team *higher_ranked(const tsw_team *x, const tsw_team *y)
{
    if (x->score != y->score)
        return x->score > y->score ? x : y;
    return x->number < y->number ? x : y;
}

/* The order of the matches on the tables (GHR 3.6): the score of the
 * higher-ranked team, then the sum of the scores, then the TPN of the
 * higher-ranked team; the bye last. */
static int table_before(const tsw_ctx *c, const swc_tentry *a, const swc_tentry *b, const long *ix)
{
    const tsw_team *a1 = &c->tm[ix[a->white]], *a2 = &c->tm[ix[a->black]];
    const tsw_team *b1 = &c->tm[ix[b->white]], *b2 = &c->tm[ix[b->black]];
    const tsw_team *ah = higher_ranked(a1, a2), *bh = higher_ranked(b1, b2);
    if (ah->score != bh->score)
        return ah->score > bh->score;
    if (a1->score + a2->score != b1->score + b2->score)
        return a1->score + a2->score > b1->score + b2->score;
    return ah->number < bh->number;
}

static int swiss(swc_tournament *t, swc_tentry *e, size_t *ne, const uint8_t *req)
{
    /* The settings refuse this pair; a model built otherwise is refused here. */
    if (t->set.acceleration == SWC_ACCEL_BAKU && swc_team_model_get(t, SWC_TEAM_SCORE_ORDER) == 1)
        return swc_fail(t, SWC_EINCONSISTENT, "%s", swc_team_baku_gp_message);
    tsw_ctx c;
    int rc = tsw_prepare(&c, t, req);
    if (rc == SWC_ELIMIT)
        return swc_fail(t, rc, "C.04.6 pairs at most %zu teams in a round", (size_t)TSW_MAX_TEAMS);
    if (rc)
        return swc_fail(t, rc, "out of memory");
    size_t n = c.n, nn = n ? n : 1, nt = t->teams->nteams;
    long *mate = swc_mem_calloc(&t->mem, nn, sizeof *mate);
    long *ix = swc_mem_calloc(&t->mem, nt + 1, sizeof *ix); /* team number -> index */
    long pab = -1;
    if (!mate || !ix)
        rc = SWC_ENOMEM;
    else
        rc = tsw_pair_round(&c, mate, &pab);
    if (rc == SWC_ENOPAIRING)
        rc = swc_fail(t, rc,
                      "no pairing of team round %lu satisfies the absolute criteria of C.04.6 (no team meets "
                      "another twice, a PAB only for a team that had none, no forfeit win and no full-point bye)",
                      (unsigned long)c.round);
    else if (rc)
        rc = swc_fail(t, rc, "out of memory");
    *ne = 0;
    const char *seq = swc_team_colours(t);
    int board1 = seq[0] == 'B' ? TSW_B : TSW_W;
    for (size_t v = 0; v < n && rc == SWC_OK; v++) {
        ix[c.tm[v].number] = (long)v;
        if (mate[v] <= (long)v)
            continue;
        int rule;
        int col = tsw_colour_of(&c, v, (size_t)mate[v], &rule);
        /* The first-named team's first board has the sequence's first colour. */
        size_t first = col == board1 ? v : (size_t)mate[v];
        size_t second = first == v ? (size_t)mate[v] : v;
        e[(*ne)++] = (swc_tentry){ c.tm[first].number, c.tm[second].number, SWC_TEAM_MATCH_PLAYED, { NULL, NULL } };
    }
    if (rc == SWC_OK) {
        for (size_t i = 1; i < *ne; i++) {
            swc_tentry x = e[i];
            size_t j = i;
            while (j > 0 && table_before(&c, &x, &e[j - 1], ix)) {
                e[j] = e[j - 1];
                j--;
            }
            e[j] = x;
        }
        if (pab >= 0)
            e[(*ne)++] = (swc_tentry){ c.tm[pab].number, 0, SWC_RK_PAB, { NULL, NULL } };
        /* The teams that asked for a bye are not paired and get it. */
        for (size_t i = 0; i < nt; i++)
            if (req[i])
                e[(*ne)++] = (swc_tentry){ (uint32_t)i + 1, 0, req[i], { NULL, NULL } };
    }
    swc_mem_free(&t->mem, mate, nn * sizeof *mate);
    swc_mem_free(&t->mem, ix, (nt + 1) * sizeof *ix);
    tsw_release(&c);
    return rc;
}

int swc_team_pair(swc_tournament *t, swc_round **out)
{
    size_t nt = t->teams->nteams;
    swc_tentry *e = swc_mem_calloc(&t->mem, nt + 1, sizeof *e);
    if (!e)
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    /* The byes asked for this round, by team index, for teams that take
     * part in it (a withdrawn or not entered team has its own kind). */
    uint8_t *req = swc_mem_calloc(&t->mem, nt + 1, 1);
    if (!req) {
        swc_mem_free(&t->mem, e, (nt + 1) * sizeof *e);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    uint32_t k = (uint32_t)t->nrounds + 1;
    for (size_t i = 0; i < nt; i++)
        if (!swc_team_auto_kind(t->teams->team[i], k))
            req[i] = (uint8_t)swc_team_model_bye_request(t, (uint32_t)i + 1, k);
    size_t ne = 0;
    int rc = SWC_OK;
    if (swc_team_model_get(t, SWC_TEAM_SYSTEM) == SWC_TEAM_ROUND_ROBIN || t->set.system == SWC_SYSTEM_BERGER)
        ne = tsw_robin(t, k, e, req);
    else
        rc = swiss(t, e, &ne, req);
    if (rc == SWC_OK)
        rc = swc_team_model_add_round(t, e, ne, 1, out);
    swc_mem_free(&t->mem, req, nt + 1);
    swc_mem_free(&t->mem, e, (nt + 1) * sizeof *e);
    return rc;
}
