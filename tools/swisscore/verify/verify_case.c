/*
 * One tournament of 'swisscore verify'.
 *
 * Forward: the library generates a random tournament; before each round k
 * the event is cut to rounds 1..k-1 with the players who sit out round k
 * marked in it (the held-back layout of the reference data), written as
 * TRF16, and both engines pair that file. Backward: the other engine
 * generates the tournament (its -g form) and the library's checker
 * re-pairs every round of it.
 */
#define _POSIX_C_SOURCE 200809L
#include "verify.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define PPM 1000000u

const verify_category verify_categories[] = {
    { "plain", "1/½/0, 30 % draws, every player plays every round", 300000u, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "draws", "1/½/0, 60 % draws", 600000u, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "forfeits", "5 % of games forfeited", 300000u, 50000u, 0, 0, 0, 0, 0, 0, 0, 0 },
    { "byes", "8 % chance of a requested half-point bye per player and round", 300000u, 0, 80000u, 0, 0, 0, 0, 0, 0, 0 },
    { "withdrawals", "10 % of players withdraw during the event", 300000u, 0, 0, 100000u, 0, 0, 0, 0, 0, 0 },
    { "late", "15 % of players enter late (forward only)", 300000u, 0, 0, 0, 150000u, 0, 0, 0, 0, 0 },
    { "points310", "3/1/0 points", 300000u, 0, 0, 0, 0, 30, 10, 0, 0, 0 },
    { "mixed", "forfeits, byes, withdrawals and late entries together", 300000u, 30000u, 50000u, 50000u, 100000u, 0, 0, 0, 0, 0 },
    { "accelerated", "Baku acceleration, XXA virtual points (forward only)", 300000u, 0, 0, 0, 0, 0, 0, 0, 1, 0 },
    { "forbidden", "forbidden pairs, XXP, among the pairs of the round (forward only)", 300000u, 0, 0, 0, 0, 0, 0, 0, 0, 125000u },
};
const uint32_t verify_category_count = sizeof verify_categories / sizeof verify_categories[0];

/* ---- small helpers ------------------------------------------------------------ */

static char *path_in(const char *dir, const char *name)
{
    size_t n = strlen(dir) + strlen(name) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", dir, name);
    return p;
}

static int copy_file(const char *from, const char *to)
{
    FILE *in = fopen(from, "rb"), *out = in ? fopen(to, "wb") : NULL;
    int rc = in && out ? 0 : -1;
    char buf[8192];
    size_t n;
    while (rc == 0 && in && (n = fread(buf, 1, sizeof buf, in)) > 0)
        if (fwrite(buf, 1, n, out) != n)
            rc = -1;
    if (in)
        fclose(in);
    if (out && fclose(out) != 0)
        rc = -1;
    return rc;
}

static int write_text_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fputs(text, f);
    return fclose(f) == 0 ? 0 : -1;
}

/* The tournament as TRF16 text (the records every engine reads). */
static char *trf16_text(swc_tournament *t, size_t *len)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_16;
    if (swc_trf_write(len, NULL, 0, t, &wo) != SWC_EBUFSIZE)
        return NULL;
    char *buf = malloc(*len + 1);
    if (buf && swc_trf_write(len, buf, *len + 1, t, &wo) != SWC_OK) {
        free(buf);
        buf = NULL;
    }
    return buf;
}

/* Keep a difference: the input, both answers and the reason. */
static void keep_case(const verify_job *job, uint32_t round, const char *input, const verify_pairing *ours,
                      const verify_pairing *theirs, const char *why)
{
    if (!job->cases)
        return;
    char name[160];
    snprintf(name, sizeof name, "%s-%s-%d-%llu-r%lu", job->backward ? "backward" : "forward", job->category->name,
             job->edition, (unsigned long long)job->seed, (unsigned long)round);
    char *dir = path_in(job->cases, name);
    if (!dir || (mkdir(dir, 0755) != 0 && errno != EEXIST)) {
        free(dir);
        return;
    }
    char *p = path_in(dir, "input.trf");
    if (p)
        copy_file(input, p);
    free(p);
    if (ours && (p = path_in(dir, "library.pairs")) != NULL) {
        verify_pairing_write(ours, p);
        free(p);
    }
    if (theirs && (p = path_in(dir, "engine.pairs")) != NULL) {
        verify_pairing_write(theirs, p);
        free(p);
    }
    if ((p = path_in(dir, "why.txt")) != NULL) {
        write_text_file(p, why);
        free(p);
    }
    free(dir);
}

/* ---- legality ------------------------------------------------------------------- */

static int is_absolute(int32_t reason)
{
    return reason == SWC_CHECK_REMATCH || reason == SWC_CHECK_PLAYER_TWICE || reason == SWC_CHECK_ABSOLUTE_COLOUR ||
           reason == SWC_CHECK_PAB_RULE;
}

/*
 * Put a pairing into the cut event as round k and let the checker compare
 * it with the library's own pairing of that round: the reason and the
 * criterion where they part, in words. *reason is SWC_CHECK_SAME when the
 * checker finds them equal.
 */
static int explain(int32_t *reason, char *why, size_t cap, const char *cut_text, size_t cut_len,
                   const verify_pairing *p, int edition, uint32_t k)
{
    *reason = SWC_CHECK_SAME;
    swc_tournament *t = NULL;
    if (swc_trf_read(&t, cut_text, cut_len, NULL, NULL) != SWC_OK)
        return -1;
    swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, edition);
    uint32_t n = swc_tournament_player_count(t);
    uint32_t *w = malloc((p->n + 1) * sizeof *w), *b = malloc((p->n + 1) * sizeof *b);
    uint32_t *bye_ids = malloc((n + 1) * sizeof *bye_ids);
    int32_t *bye_kinds = malloc((n + 1) * sizeof *bye_kinds);
    int rc = w && b && bye_ids && bye_kinds ? 0 : -1;
    size_t nbyes = 0;
    for (uint32_t i = 0; rc == 0 && i < p->n; i++) {
        const swc_player *pw = swc_tournament_player_by_tpn(t, p->boards[i][0]);
        const swc_player *pb = swc_tournament_player_by_tpn(t, p->boards[i][1]);
        if (!pw || !pb)
            rc = -1;
        else {
            w[i] = swc_player_id(pw);
            b[i] = swc_player_id(pb);
        }
    }
    if (rc == 0 && p->pab) {
        const swc_player *pp = swc_tournament_player_by_tpn(t, p->pab);
        if (!pp)
            rc = -1;
        else {
            bye_ids[nbyes] = swc_player_id(pp);
            bye_kinds[nbyes++] = SWC_RK_PAB;
        }
    }
    swc_round *r = NULL;
    if (rc == 0 && swc_round_create(&r, t, w, b, p->n, bye_ids, bye_kinds, nbyes) != SWC_OK) {
        /* The model itself refuses it: a player twice or unknown. */
        *reason = SWC_CHECK_PLAYER_TWICE;
        snprintf(why, cap, "the pairing cannot be entered: %s", swc_tournament_errmsg(t));
        rc = 1;
    }
    if (rc == 0) {
        swc_check_report *rep = NULL;
        swc_check_options co = SWC_CHECK_OPTIONS_INIT;
        co.first_round = co.last_round = k;
        co.edition = edition;
        co.system = SWC_SYSTEM_DUTCH;
        if (swc_tournament_check(&rep, t, &co) == SWC_OK) {
            swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
            if (swc_check_report_round(&ri, rep, 0) == SWC_OK) {
                *reason = ri.reason;
                snprintf(why, cap, "%s", ri.text ? ri.text : "");
            }
        } else {
            rc = -1;
        }
        swc_check_report_free(rep);
    }
    free(w);
    free(b);
    free(bye_ids);
    free(bye_kinds);
    swc_tournament_free(t);
    return rc < 0 ? -1 : 0;
}

/* ---- forward ----------------------------------------------------------------------- */

/* Generate the tournament; fewer rounds when the field cannot take them. */
int verify_generate(swc_tournament **out, const verify_job *job, uint32_t *rounds)
{
    const verify_category *c = job->category;
    for (uint32_t r = job->rounds; r >= 1; r--) {
        swc_tournament *t = NULL;
        if (swc_tournament_new(&t, NULL) != SWC_OK)
            return -1;
        /* The generator pairs with the tournament's acceleration. */
        if (c->baku && swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU) != SWC_OK) {
            swc_tournament_free(t);
            return -1;
        }
        swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
        o.players = job->players;
        o.rounds = r;
        o.seed = job->seed;
        o.system = SWC_SYSTEM_DUTCH;
        o.edition = job->edition;
        if (c->win) {
            o.points_win = c->win;
            o.points_draw = c->draw;
            o.points_loss = c->loss;
        }
        o.draw_rate = c->draw_rate;
        o.forfeit_rate = c->forfeit_rate;
        o.hpb_rate = c->hpb_rate;
        o.withdraw_rate = c->withdraw_rate;
        o.late_rate = c->late_rate;
        int rc = swc_tournament_generate(t, &o);
        if (rc == SWC_OK) {
            *out = t;
            *rounds = r;
            return 0;
        }
        swc_tournament_free(t);
        if (rc != SWC_ENOPAIRING)
            return -1;
    }
    return -1;
}

/* A number from (seed, round, board) alone (splitmix64). */
static uint64_t draw64(uint64_t seed, uint32_t k, uint32_t b)
{
    uint64_t x = seed * 0x9e3779b97f4a7c15ull + ((uint64_t)k << 32) + b + 0x632be59bd9b4e019ull;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
    return x ^ (x >> 31);
}

/*
 * Forbid some pairs of round k of the full tournament in the cut event
 * (each board at the category's rate, at least one): pairs that have not
 * met before round k and that the unconstrained pairing wants, so that
 * every forbidden pair binds and both engines must pair round k otherwise.
 */
static int forbid_some(swc_tournament *c, swc_tournament *full, const verify_job *job, uint32_t k)
{
    verify_pairing p = { 0 };
    if (verify_pairing_of_round(&p, full, k) != 0)
        return -1;
    int rc = 0, any = 0;
    for (uint32_t b = 0; rc == 0 && b <= p.n && p.n; b++) {
        /* b == p.n: the last chance, one board when none was drawn. */
        uint32_t board = b;
        if (b == p.n) {
            if (any)
                break;
            board = (uint32_t)(draw64(job->seed, k, UINT32_MAX) % p.n);
        } else if (draw64(job->seed, k, b) % PPM >= job->category->forbid_rate) {
            continue;
        }
        const swc_player *w = swc_tournament_player_by_tpn(c, p.boards[board][0]);
        const swc_player *k2 = swc_tournament_player_by_tpn(c, p.boards[board][1]);
        rc = w && k2 ? swc_tournament_forbid_pair(c, swc_player_id(w), swc_player_id(k2)) : -1;
        any = 1;
    }
    verify_pairing_free(&p);
    return rc;
}

/* The event before round k, with round k's sitters-out marked. */
static char *cut_before(swc_tournament *full, const char *full_text, size_t full_len, uint32_t k, size_t *len,
                        const verify_job *job)
{
    swc_tournament *c = NULL;
    if (swc_trf_read(&c, full_text, full_len, NULL, NULL) != SWC_OK)
        return NULL;
    int rc = 0;
    while (rc == 0 && swc_tournament_round_count(c) >= k)
        rc = swc_tournament_delete_last_round(c);
    for (uint32_t i = 1; rc == 0 && i <= swc_tournament_player_count(full); i++) {
        const swc_player *p = swc_tournament_player_by_tpn(full, i);
        swc_player_round_info info = SWC_PLAYER_ROUND_INFO_INIT;
        if (swc_player_round(&info, p, k) != SWC_OK)
            continue;
        if (info.kind == SWC_RK_HALF_BYE || info.kind == SWC_RK_FULL_BYE || info.kind == SWC_RK_ZERO_BYE)
            rc = swc_player_request_bye(swc_tournament_player_by_tpn(c, i), k, info.kind);
    }
    if (rc == 0 && job->category->forbid_rate)
        rc = forbid_some(c, full, job, k);
    char *text = rc == 0 ? trf16_text(c, len) : NULL;
    swc_tournament_free(c);
    return text;
}

static void count_diff(verify_tally *out, int diff)
{
    if (diff == VERIFY_SAME)
        out->identical++;
    else if (diff == VERIFY_COLOURS)
        out->colours++;
    else
        out->pairs++;
}

static int forward(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap)
{
    swc_tournament *full = NULL;
    uint32_t rounds = 0;
    if (verify_generate(&full, job, &rounds)) {
        snprintf(err, cap, "seed %llu: the library could not generate the tournament", (unsigned long long)job->seed);
        out->failed++;
        return 0;
    }
    size_t full_len = 0;
    char *full_text = trf16_text(full, &full_len);
    char *input = path_in(job->work, "input.trf"), *answer = path_in(job->work, "engine.pairs");
    char *log = path_in(job->work, "engine.log");
    int rc = full_text && input && answer && log ? 0 : -1;
    out->tournaments++;
    char edition[8];
    snprintf(edition, sizeof edition, "%d", job->edition);

    for (uint32_t k = 1; rc == 0 && k <= rounds; k++) {
        size_t len = 0;
        char *text = cut_before(full, full_text, full_len, k, &len, job);
        if (!text || write_text_file(input, text)) {
            free(text);
            rc = -1;
            break;
        }
        out->rounds++;

        /* Ours, on the file exactly as the other engine reads it. */
        verify_pairing ours = { 0 };
        int ours_ok = 0;
        swc_tournament *t = NULL;
        if (swc_trf_read(&t, text, len, NULL, NULL) == SWC_OK &&
            swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, job->edition) == SWC_OK) {
            swc_round *r = NULL;
            int prc = swc_tournament_pair_next(&r, t);
            if (prc == SWC_OK)
                ours_ok = verify_pairing_of_round(&ours, t, k) == 0;
            else if (prc != SWC_ENOPAIRING)
                rc = -1;
        }
        swc_tournament_free(t);

        remove(answer);
        const char *words[] = { "--dutch", input, "-p", answer, NULL };
        int status = verify_engine_run(e, words, log);
        verify_pairing theirs = { 0 };
        int theirs_ok = status == 0 && verify_pairing_read(&theirs, answer) == 0;
        char why[1200] = "";

        if (rc != 0) {
            /* the library failed on its own file: reported below */
        } else if (status != 0 && status != 1 && !theirs_ok) {
            out->failed++;
            snprintf(why, sizeof why, "the other engine failed (exit status %d)\n", status);
            keep_case(job, k, input, ours_ok ? &ours : NULL, NULL, why);
        } else if (ours_ok && theirs_ok) {
            int diff = verify_pairing_compare(&ours, &theirs);
            count_diff(out, diff);
            if (diff != VERIFY_SAME) {
                int32_t reason = 0;
                char text_why[1000] = "";
                explain(&reason, text_why, sizeof text_why, text, len, &theirs, job->edition, k);
                if (is_absolute(reason))
                    out->illegal++;
                snprintf(why, sizeof why, "%s\nthe library's checker on the other engine's pairing: %s\n",
                         diff == VERIFY_COLOURS ? "same pairs, other colours" : "other pairs", text_why);
                keep_case(job, k, input, &ours, &theirs, why);
            }
        } else if (!ours_ok && !theirs_ok) {
            out->neither++;
        } else {
            out->one_side++;
            snprintf(why, sizeof why, "%s found no pairing\n", ours_ok ? "the other engine" : "the library");
            keep_case(job, k, input, ours_ok ? &ours : NULL, theirs_ok ? &theirs : NULL, why);
        }
        verify_pairing_free(&ours);
        verify_pairing_free(&theirs);
        free(text);
    }
    if (rc != 0)
        snprintf(err, cap, "seed %llu: the library failed on its own cut file", (unsigned long long)job->seed);
    remove(input);
    remove(answer);
    remove(log);
    free(input);
    free(answer);
    free(log);
    free(full_text);
    swc_tournament_free(full);
    return rc;
}

/* ---- backward ------------------------------------------------------------------------ */

/* A rate in ppm as bbpPairings' "one in N". */
static unsigned long one_in(uint32_t ppm)
{
    return (PPM + ppm / 2) / ppm;
}

static int write_config(const char *path, const verify_job *job, uint32_t rounds)
{
    const verify_category *c = job->category;
    FILE *f = fopen(path, "w");
    if (!f)
        return -1;
    fprintf(f, "PlayersNumber=%lu\nRoundsNumber=%lu\nDrawPercentage=%lu\n", (unsigned long)job->players,
            (unsigned long)rounds, (unsigned long)(c->draw_rate / 10000u));
    if (c->forfeit_rate)
        fprintf(f, "ForfeitRate=%lu\n", one_in(c->forfeit_rate));
    if (c->withdraw_rate) {
        unsigned long n = one_in(c->withdraw_rate);
        fprintf(f, "RetiredRate=%lu\n", n < 2 ? 2ul : n);
    }
    if (c->hpb_rate)
        fprintf(f, "HalfPointByeRate=%lu\n", one_in(c->hpb_rate));
    fputs("HighestRating=2700\nLowestRating=1400\n", f);
    if (c->win)
        fprintf(f, "PointsForWin=%d.%d\nPointsForDraw=%d.%d\nPointsForLoss=%d.%d\n", c->win / 10, c->win % 10,
                c->draw / 10, c->draw % 10, c->loss / 10, c->loss % 10);
    return fclose(f) == 0 ? 0 : -1;
}

static int backward(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap)
{
    char *config = path_in(job->work, "generator.cfg"), *made = path_in(job->work, "generated.trf");
    char *log = path_in(job->work, "engine.log");
    int rc = config && made && log ? 0 : -1;
    char seed[32];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)job->seed);
    if (rc == 0) {
        /* Exit 1: the generator could not pair a round, as ours does when
         * a small field has too many rounds; try fewer, as forward does. */
        int status = 1;
        for (uint32_t r = job->rounds; r >= 1 && status == 1 && rc == 0; r--) {
            remove(made);
            const char *words[] = { "--dutch", "-g", config, "-o", made, "-s", seed, NULL };
            if (write_config(config, job, r) != 0)
                rc = -1;
            else
                status = verify_engine_run(e, words, log);
        }
        swc_tournament *t = NULL;
        swc_trf_error te = SWC_TRF_ERROR_INIT;
        if (status != 0 || swc_trf_read_file(&t, made, NULL, &te) != SWC_OK) {
            out->failed++;
            snprintf(err, cap, "seed %s: the other engine's tournament could not be made or read%s%s", seed,
                     status == 0 ? ": " : "", status == 0 ? te.message : "");
            if (status == 0)
                keep_case(job, 0, made, NULL, NULL, err);
        } else {
            out->tournaments++;
            swc_check_report *rep = NULL;
            swc_check_options co = SWC_CHECK_OPTIONS_INIT;
            co.system = SWC_SYSTEM_DUTCH;
            co.edition = job->edition;
            if (swc_tournament_round_count(t) == 0 || swc_tournament_check(&rep, t, &co) != SWC_OK) {
                out->failed++;
                snprintf(err, cap, "seed %s: the library cannot check the tournament: %s", seed,
                         swc_tournament_errmsg(t));
            } else {
                for (uint32_t i = 0; i < swc_check_report_round_count(rep); i++) {
                    swc_check_round_info ri = SWC_CHECK_ROUND_INFO_INIT;
                    if (swc_check_report_round(&ri, rep, i) != SWC_OK)
                        continue;
                    out->rounds++;
                    if (ri.agrees) {
                        out->identical++;
                        continue;
                    }
                    if (ri.reason == SWC_CHECK_ENGINE_FAILED)
                        out->one_side++;
                    else if (ri.reason == SWC_CHECK_COLOUR_RULE)
                        out->colours++;
                    else
                        out->pairs++;
                    if (is_absolute(ri.reason))
                        out->illegal++;
                    char why[1200];
                    snprintf(why, sizeof why, "round %lu as the other engine paired it; the library's checker: %s\n",
                             (unsigned long)ri.round, ri.text ? ri.text : "");
                    keep_case(job, ri.round, made, NULL, NULL, why);
                }
            }
            swc_check_report_free(rep);
        }
        swc_tournament_free(t);
    }
    if (made)
        remove(made);
    if (config)
        remove(config);
    if (log)
        remove(log);
    free(config);
    free(made);
    free(log);
    return rc;
}

int verify_run_job(verify_tally *out, const verify_job *job, const verify_engine *e, char *err, size_t cap)
{
    err[0] = '\0';
    return job->backward ? backward(out, job, e, err, cap) : forward(out, job, e, err, cap);
}
