/* The public entry point of pairing.h: pick the system, pair, create the round. */
#include "../api/handles.h"
#include "dutch/dutch.h"
#include "systems.h"

static int pair_dutch(swc_tournament *t, swc_round **out)
{
    int edition = t->set.edition;
    dutch_ctx c;
    int rc = swc_dutch_prepare(&c, t, edition);
    if (rc)
        return swc_fail(t, rc, "out of memory");
    size_t n = c.n;
    long *mate = swc_mem_calloc(&t->mem, n ? n : 1, sizeof *mate);
    swc_board *boards = swc_mem_calloc(&t->mem, n / 2 + 1, sizeof *boards);
    if (!mate || !boards) {
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
        goto done;
    }
    rc = edition == 2017 ? swc_dutch_2017(&c, mate) : swc_dutch_2026(&c, mate);
    if (rc == SWC_ENOPAIRING) {
        rc = swc_fail(t, rc,
                      "no pairing of round %lu satisfies the absolute criteria (no rematch, forbidden pairs, "
                      "colour limits, a PAB only for an eligible player) for the %zu players to be paired",
                      (unsigned long)t->nrounds + 1, n);
        goto done;
    }
    if (rc == SWC_ELIMIT) {
        rc = swc_fail(t, rc, "the pairing weights of this round exceed the engine's limit");
        goto done;
    }
    if (rc) {
        rc = swc_fail(t, rc, rc == SWC_ENOMEM ? "out of memory" : "the pairing engine failed: %s", swc_strerror(rc));
        goto done;
    }
    size_t nb = 0, unpaired = 0;
    for (size_t v = 0; v < n; v++)
        unpaired += mate[v] < 0;
    if (unpaired != n % 2) {
        rc = swc_fail(t, SWC_ENOPAIRING, "no complete pairing of round %lu exists", (unsigned long)t->nrounds + 1);
        goto done;
    }
    uint32_t pab;
    if ((rc = swc_dutch_finish(&c, mate, boards, &nb, &pab))) {
        rc = swc_fail(t, rc, "out of memory");
        goto done;
    }
    swc_bye bye = { pab, SWC_RK_PAB };
    rc = swc_model_add_round(t, boards, nb, &bye, pab == UINT32_MAX ? 0 : 1, 0, out);
done:
    swc_mem_free(&t->mem, mate, (n ? n : 1) * sizeof *mate);
    swc_mem_free(&t->mem, boards, (n / 2 + 1) * sizeof *boards);
    swc_dutch_release(&c);
    return rc;
}

/* Sequential and round robin: the system fills boards and byes, this adds the round. */
static int pair_other(swc_tournament *t, swc_round **out)
{
    size_t n = t->nplayers;
    swc_board *boards = swc_mem_calloc(&t->mem, n / 2 + 1, sizeof *boards);
    swc_bye *byes = swc_mem_calloc(&t->mem, n ? n : 1, sizeof *byes);
    int rc;
    if (!boards || !byes) {
        rc = swc_fail(t, SWC_ENOMEM, "out of memory");
    } else if (t->set.system == SWC_SYSTEM_SEQUENTIAL) {
        size_t nb = 0;
        uint32_t pab = UINT32_MAX;
        rc = swc_sequential_pair(t, boards, &nb, &pab);
        if (rc == SWC_OK) {
            swc_bye bye = { pab, SWC_RK_PAB };
            rc = swc_model_add_round(t, boards, nb, &bye, pab == UINT32_MAX ? 0 : 1, 0, out);
        }
    } else {
        size_t nb = 0, ny = 0;
        rc = swc_berger_pair(t, boards, &nb, byes, &ny);
        if (rc == SWC_OK)
            rc = swc_model_add_round(t, boards, nb, byes, ny, 1, out);
    }
    swc_mem_free(&t->mem, boards, (n / 2 + 1) * sizeof *boards);
    swc_mem_free(&t->mem, byes, (n ? n : 1) * sizeof *byes);
    return rc;
}

int swc_tournament_pair_next(swc_round **out, swc_tournament *t)
{
    if (out)
        *out = NULL;
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    int teams = t->teams && t->teams->boards > 0 && t->teams->nteams;
    if (t->nrounds >= (size_t)t->set.rounds)
        return swc_fail(t, SWC_ESTATE, "all %ld planned rounds already exist", (long)t->set.rounds);
    if (t->nrounds) {
        const swc_round *last = t->rounds[t->nrounds - 1];
        int games = t->set.games;
        for (size_t b = 0; b < last->nboards; b++)
            for (int g = 0; g < games; g++)
                if (last->boards[b].result[g] == SWC_RESULT_NONE)
                    return swc_fail(t, SWC_ESTATE, "round %lu still has games without a result (board %zu)",
                                    (unsigned long)t->nrounds, b + 1);
    }
    /* A team event is paired by teams (lib/pairing/team/). */
    if (teams)
        return swc_team_pair(t, out);
    switch (t->set.system) {
    case SWC_SYSTEM_DUTCH:
        return pair_dutch(t, out);
    case SWC_SYSTEM_SEQUENTIAL:
    case SWC_SYSTEM_BERGER:
        return pair_other(t, out);
    default:
        return swc_fail(t, SWC_EUNSUPPORTED, "pairing system %ld is not supported by this version", (long)t->set.system);
    }
}
