/* Invariants, snapshots and TRF export shared by the fuzz targets. */
#include "check.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../lib/model/model.h"

void fz_fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("invariant broken: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

static int32_t get(const swc_tournament *t, int key)
{
    int32_t v = 0;
    int rc = swc_tournament_get_int(&v, t, key);
    FZ_ASSERT(rc == SWC_OK, "get_int(%d) failed: %d", key, rc);
    return v;
}

/* Points of one game for the player of the given colour, from the settings. */
static int32_t game_points(const swc_tournament *t, int result, int white)
{
    switch (result) {
    case SWC_RESULT_WHITE_WIN:
    case SWC_RESULT_WHITE_WIN_UNRATED:
        return get(t, white ? SWC_SET_POINTS_WIN : SWC_SET_POINTS_LOSS);
    case SWC_RESULT_BLACK_WIN:
    case SWC_RESULT_BLACK_WIN_UNRATED:
        return get(t, white ? SWC_SET_POINTS_LOSS : SWC_SET_POINTS_WIN);
    case SWC_RESULT_DRAW:
    case SWC_RESULT_DRAW_UNRATED:
        return get(t, white ? SWC_SET_POINTS_DRAW_WHITE : SWC_SET_POINTS_DRAW_BLACK);
    case SWC_RESULT_WHITE_FORFEIT_WIN:
        return get(t, white ? SWC_SET_POINTS_FORFEIT_WIN : SWC_SET_POINTS_FORFEIT_LOSS);
    case SWC_RESULT_BLACK_FORFEIT_WIN:
        return get(t, white ? SWC_SET_POINTS_FORFEIT_LOSS : SWC_SET_POINTS_FORFEIT_WIN);
    case SWC_RESULT_DOUBLE_FORFEIT:
        return get(t, SWC_SET_POINTS_FORFEIT_LOSS);
    case SWC_RESULT_NONE:
    case SWC_RESULT_ADJOURNED:
        return 0;
    default:
        fz_fail("unknown result code %d", result);
    }
}

static int32_t bye_points(const swc_tournament *t, int kind)
{
    switch (kind) {
    case SWC_RK_PAB: return get(t, SWC_SET_POINTS_PAB);
    case SWC_RK_FULL_BYE: return get(t, SWC_SET_POINTS_FULL_BYE);
    case SWC_RK_HALF_BYE: return get(t, SWC_SET_POINTS_HALF_BYE);
    case SWC_RK_NOT_ENTERED: return get(t, SWC_SET_POINTS_NOT_ENTERED);
    /* A forfeit without a named opponent (TRF "0000 - +" or "0000 - -"). */
    case SWC_RK_FORFEIT_WIN: return get(t, SWC_SET_POINTS_FORFEIT_WIN);
    case SWC_RK_FORFEIT_LOSS: return get(t, SWC_SET_POINTS_FORFEIT_LOSS);
    case SWC_RK_ZERO_BYE:
    case SWC_RK_NOT_PAIRED:
    case SWC_RK_WITHDRAWN: return get(t, SWC_SET_POINTS_ZERO_BYE);
    default:
        fz_fail("bye of kind %d", kind);
    }
}

typedef struct seat {
    uint32_t seen;     /* times the player appears in the round */
    uint32_t opp;      /* opponent id, 0 for a bye */
    uint32_t board;
    int colour;
    int kind;          /* bye kind, 0 on a board */
    int32_t points;
} seat;

void fz_check_tournament(const swc_tournament *t)
{
    uint32_t np = swc_tournament_player_count(t), nr = swc_tournament_round_count(t);
    int32_t games = get(t, SWC_SET_GAMES_PER_PAIRING);
    FZ_ASSERT(games == 1 || games == 2, "games per pairing %d", (int)games);
    uint32_t maxid = 0;
    for (uint32_t tpn = 1; tpn <= np; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        FZ_ASSERT(p && swc_player_tpn(p) == tpn, "TPN %u does not map back", tpn);
        FZ_ASSERT(swc_tournament_player(t, swc_player_id(p)) == p, "id %u does not map back", swc_player_id(p));
        if (swc_player_id(p) > maxid)
            maxid = swc_player_id(p);
    }
    FZ_ASSERT(swc_tournament_player_by_tpn(t, np + 1) == NULL, "TPN beyond the player count");
    seat *s = calloc((size_t)maxid + 1, sizeof *s);
    int32_t *total = calloc((size_t)maxid + 1, sizeof *total);
    FZ_ASSERT(s && total, "out of memory in the checker");

    for (uint32_t r = 1; r <= nr; r++) {
        const swc_round *rd = swc_tournament_round(t, r);
        FZ_ASSERT(rd && swc_round_number(rd) == r, "round %u missing", r);
        memset(s, 0, ((size_t)maxid + 1) * sizeof *s);
        uint32_t nb = swc_round_board_count(rd), ny = swc_round_bye_count(rd);
        for (uint32_t b = 1; b <= nb; b++) {
            uint32_t w = 0, k = 0;
            FZ_ASSERT(swc_round_board(&w, &k, rd, b) == SWC_OK, "round %u board %u unreadable", r, b);
            FZ_ASSERT(w != k, "round %u board %u: player %u plays himself", r, b, w);
            FZ_ASSERT(w && w <= maxid && k && k <= maxid && swc_tournament_player(t, w) && swc_tournament_player(t, k),
                      "round %u board %u: unknown player", r, b);
            int32_t pw = 0, pb = 0;
            for (uint32_t g = 1; g <= (uint32_t)games; g++) {
                int32_t res = -1;
                FZ_ASSERT(swc_round_game_result(&res, rd, b, g) == SWC_OK, "round %u board %u game %u", r, b, g);
                int w_white = g == 1; /* game 2 of a dual board swaps colours */
                pw += game_points(t, res, w_white);
                pb += game_points(t, res, !w_white);
            }
            s[w].seen++, s[w].opp = k, s[w].board = b, s[w].colour = SWC_COLOUR_WHITE, s[w].points = pw;
            s[k].seen++, s[k].opp = w, s[k].board = b, s[k].colour = SWC_COLOUR_BLACK, s[k].points = pb;
        }
        int pabs = 0;
        for (uint32_t i = 0; i < ny; i++) {
            uint32_t id = 0;
            int32_t kind = 0;
            FZ_ASSERT(swc_round_bye(&id, &kind, rd, i) == SWC_OK, "round %u bye %u unreadable", r, i);
            FZ_ASSERT(id && id <= maxid && swc_tournament_player(t, id), "round %u: bye of unknown player %u", r, id);
            pabs += kind == SWC_RK_PAB;
            s[id].seen++, s[id].kind = kind, s[id].points = bye_points(t, kind) * games;
        }
        FZ_ASSERT(pabs <= 1, "round %u has %d PABs", r, pabs);
        for (uint32_t tpn = 1; tpn <= np; tpn++) {
            const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
            uint32_t id = swc_player_id(p);
            FZ_ASSERT(s[id].seen == 1, "round %u: player %u appears %u times", r, id, s[id].seen);
            swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
            FZ_ASSERT(swc_player_round(&ri, p, r) == SWC_OK, "player %u round %u unreadable", id, r);
            if (s[id].opp) {
                FZ_ASSERT(ri.opponent == s[id].opp && ri.board == s[id].board && ri.colour == s[id].colour,
                          "round %u: player %u's record disagrees with board %u", r, id, s[id].board);
                FZ_ASSERT(ri.kind == SWC_RK_PLAYED || ri.kind == SWC_RK_FORFEIT_WIN || ri.kind == SWC_RK_FORFEIT_LOSS,
                          "round %u: player %u on a board has kind %d", r, id, (int)ri.kind);
            } else {
                FZ_ASSERT(ri.opponent == 0 && ri.kind == s[id].kind,
                          "round %u: player %u's record (kind %d) disagrees with his bye (kind %d)", r, id,
                          (int)ri.kind, s[id].kind);
            }
            total[id] += s[id].points;
            int32_t score = -1;
            FZ_ASSERT(swc_player_score(&score, p, r) == SWC_OK, "score of %u unreadable", id);
            FZ_ASSERT(score == total[id], "player %u: score after round %u is %d, results add up to %d", id, r,
                      (int)score, (int)total[id]);
        }
    }
    free(s);
    free(total);
}

void fz_check_engine_round(const swc_tournament *t, uint32_t k)
{
    const swc_round *rd = swc_tournament_round(t, k);
    FZ_ASSERT(rd, "engine round %u missing", k);
    int system = get(t, SWC_SET_PAIRING_SYSTEM);
    int dutch = system == SWC_SYSTEM_DUTCH;
    /* A round robin follows its table: it may be played more than once
     * over, and forbidden pairs cannot change it. */
    int swiss = system != SWC_SYSTEM_BERGER;
    int final = (int32_t)k >= get(t, SWC_SET_ROUNDS);
    int edition = get(t, SWC_SET_DUTCH_EDITION);
    for (uint32_t b = 1; b <= swc_round_board_count(rd); b++) {
        uint32_t ids[2];
        FZ_ASSERT(swc_round_board(&ids[0], &ids[1], rd, b) == SWC_OK, "engine round %u board %u", k, b);
        FZ_ASSERT(!swiss || swc_tournament_is_forbidden_in_round(t, ids[0], ids[1], k) == 0,
                  "round %u pairs the forbidden pair %u-%u", k, ids[0], ids[1]);
        for (int side = 0; side < 2; side++) {
            const swc_player *p = swc_tournament_player(t, ids[side]);
            int hist[SWC_MAX_ROUNDS + 1];
            int n = 0;
            for (uint32_t r = 1; r <= k; r++) {
                swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
                swc_player_round(&ri, p, r);
                if (ri.kind != SWC_RK_PLAYED)
                    continue;
                FZ_ASSERT(r == k || !swiss || ri.opponent != ids[!side],
                          "round %u: %u and %u meet again (they played in round %u)", k, ids[0], ids[1], r);
                hist[n++] = ri.colour;
            }
            if (!dutch || final)
                continue;
            /* Limits before this round, then after it. */
            int ok_before = 1, ok_after = 1, diff = 0;
            for (int i = 0; i < n; i++) {
                diff += hist[i] == SWC_COLOUR_WHITE ? 1 : -1;
                int three = i >= 2 && hist[i] == hist[i - 1] && hist[i] == hist[i - 2];
                int bad = diff > 2 || diff < -2 || three;
                if (i < n - 1)
                    ok_before = ok_before && !bad;
                else
                    ok_after = !bad;
            }
            FZ_ASSERT(!ok_before || ok_after, "round %u: player %u breaks the colour limits (difference %d)", k,
                      ids[side], diff);
        }
    }
    for (uint32_t i = 0; i < swc_round_bye_count(rd); i++) {
        uint32_t id = 0;
        int32_t kind = 0;
        swc_round_bye(&id, &kind, rd, i);
        if (kind == SWC_RK_PAB && dutch)
            FZ_ASSERT(swc_pab_eligible(swc_tournament_player(t, id), k - 1, edition),
                      "round %u gives the PAB to player %u, who is not eligible", k, id);
    }
}

/* ---- snapshot -------------------------------------------------------- */

typedef struct sbuf {
    char *s;
    size_t len, cap;
} sbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(sbuf *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        FZ_ASSERT(n >= 0, "vsnprintf failed");
        if (b->s && (size_t)n < b->cap - b->len) {
            b->len += (size_t)n;
            return;
        }
        size_t cap = b->cap ? b->cap * 2 : 4096;
        while (cap < b->len + (size_t)n + 1)
            cap *= 2;
        b->s = realloc(b->s, cap);
        FZ_ASSERT(b->s, "out of memory in the checker");
        b->cap = cap;
    }
}

char *fz_trf(swc_tournament *t, size_t *len)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    size_t need = 0;
    if (swc_trf_write(&need, NULL, 0, t, &wo) != SWC_EBUFSIZE)
        return NULL;
    char *buf = malloc(need + 1);
    FZ_ASSERT(buf, "out of memory in the checker");
    size_t got = 0;
    int rc = swc_trf_write(&got, buf, need + 1, t, &wo);
    FZ_ASSERT(rc == SWC_OK && got == need, "TRF writer: size %zu, then %zu (rc %d)", need, got, rc);
    if (len)
        *len = got;
    return buf;
}

static void put_opt(sbuf *b, const char *s)
{
    put(b, "%s|", s ? s : "(null)");
}

char *fz_snapshot(const swc_tournament *t)
{
    sbuf b = { NULL, 0, 0 };
    for (int key = 1; key <= 40; key++) {
        int32_t v = 0;
        int rc = swc_tournament_get_int(&v, t, key);
        put(&b, "s%d=%d/%d ", key, rc, (int)v);
    }
    for (int key = 1; key <= 20; key++) {
        const char *v = NULL;
        int rc = swc_tournament_get_string(&v, t, key);
        put(&b, "t%d=%d/", key, rc);
        put_opt(&b, rc == SWC_OK ? v : NULL);
    }
    uint32_t np = swc_tournament_player_count(t), nr = swc_tournament_round_count(t);
    put(&b, "\nplayers=%u rounds=%u\n", np, nr);
    for (uint32_t tpn = 1; tpn <= np; tpn++) {
        const swc_player *p = swc_tournament_player_by_tpn(t, tpn);
        swc_player_info in = SWC_PLAYER_INFO_INIT;
        FZ_ASSERT(swc_player_get_info(&in, p) == SWC_OK, "player info unreadable");
        put(&b, "%u:%u %d %u %d ", tpn, swc_player_id(p), (int)in.rating, in.flags, (int)in.sex);
        put_opt(&b, in.name), put_opt(&b, in.title), put_opt(&b, in.federation), put_opt(&b, in.fide_id);
        put_opt(&b, in.birth_date), put_opt(&b, in.group), put_opt(&b, in.tags), put_opt(&b, in.cn_title);
        uint32_t fouls = 0;
        int32_t conduct = 0;
        swc_player_get_fouls(&fouls, p);
        swc_player_get_conduct(&conduct, p);
        put(&b, " f%u c%d", fouls, (int)conduct);
        for (uint32_t r = 1; r <= nr; r++) {
            swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
            FZ_ASSERT(swc_player_round(&ri, p, r) == SWC_OK, "round record unreadable");
            put(&b, " %d/%u/%d/%u/%d/%d,%d", (int)ri.kind, ri.opponent, (int)ri.colour, ri.board, (int)ri.points,
                (int)ri.result[0], (int)ri.result[1]);
        }
        for (uint32_t r = 1; r <= nr + 3 && r <= SWC_MAX_ROUNDS; r++) {
            int32_t vp = 0;
            put(&b, " v%d/%d", swc_player_get_virtual_points(&vp, p, r), (int)vp);
        }
        put(&b, "\n");
    }
    if (np <= 64) {
        put(&b, "forbidden:");
        for (uint32_t a = 1; a <= np; a++)
            for (uint32_t c = a + 1; c <= np; c++) {
                uint32_t ia = swc_player_id(swc_tournament_player_by_tpn(t, a));
                uint32_t ic = swc_player_id(swc_tournament_player_by_tpn(t, c));
                if (swc_tournament_is_forbidden(t, ia, ic) == 1)
                    put(&b, " %u-%u", ia, ic);
            }
        put(&b, "\n");
        /* The ranges by starting rank: files keep ranks, not the order of addition. */
        put(&b, "ranges:");
        uint32_t nf = swc_tournament_forbidden_count(t);
        for (uint32_t a = 1; a <= np && nf; a++)
            for (uint32_t c = a + 1; c <= np; c++)
                for (uint32_t i = 0; i < nf; i++) {
                    uint32_t x = 0, y = 0, first = 0, last = 0;
                    swc_tournament_forbidden(&x, &y, &first, &last, t, i);
                    uint32_t tx = swc_player_tpn(swc_tournament_player(t, x));
                    uint32_t ty = swc_player_tpn(swc_tournament_player(t, y));
                    if ((tx == a && ty == c) || (tx == c && ty == a))
                        put(&b, " %u-%u@%u-%u", a, c, first, last);
                }
        put(&b, "\n");
    }
    for (uint32_t r = 1; r <= nr; r++) {
        const swc_round *rd = swc_tournament_round(t, r);
        put(&b, "R%u complete=%d:", r, swc_round_is_complete(rd));
        for (uint32_t k = 1; k <= swc_round_board_count(rd); k++) {
            uint32_t w = 0, bl = 0;
            int32_t r1 = 0, r2 = 0;
            swc_round_board(&w, &bl, rd, k);
            swc_round_game_result(&r1, rd, k, 1);
            swc_round_game_result(&r2, rd, k, 2);
            put(&b, " %u-%u=%d,%d", w, bl, (int)r1, (int)r2);
        }
        for (uint32_t i = 0; i < swc_round_bye_count(rd); i++) {
            uint32_t id = 0;
            int32_t kind = 0;
            swc_round_bye(&id, &kind, rd, i);
            put(&b, " bye%u/%d", id, (int)kind);
        }
        put(&b, "\n");
    }
    /* The TRF export covers what the getters do not (bye requests, ...).
     * The writer records its message on the handle, which a snapshot
     * ignores. */
    char *trf = fz_trf((swc_tournament *)t, NULL);
    put(&b, "TRF:\n%s", trf ? trf : "(not writable)\n");
    free(trf);
    return b.s;
}
