/*
 * Fuzz target: game streams of the online stages (arena and knockout) and
 * the grade tables applied to them.
 *
 * Input: one mode byte, then a TSV or JSON stream. The low three bits pick
 * an arena preset (or the defaults), bit 3 a knockout preset, bit 4 the
 * random pairing. Checks: a refused stream leaves the handle empty with a
 * message; a taken stream gives a leaderboard in order (points never rise
 * down the board, eliminated players last and without a place, places
 * never fall) and the same board when read again into a fresh arena; a
 * knockout's pairs name their players and winners among them, and every
 * player's status is one of the four; grade tables of the right kind apply
 * and those of another kind are refused without touching the rows.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static const char *const arena_presets[] = { NULL, "go-2015-haixuan", "go-2015-jinji", "xiangqi-2015-haixuan",
                                             "xiangqi-2015-jinji", "chess-2015-haixuan", "chess-2015-ruwei",
                                             NULL };
static const char *const arena_tables[] = { "go-2015-haixuan", "go-2015-jinji", "go-2015-jinji",
                                            "xiangqi-2015-haixuan", "xiangqi-2015-jinji", "chess-2015-haixuan",
                                            "chess-2015-ruwei", "chess-2015-ruwei" };

static void check_board(swc_arena *a)
{
    uint32_t n = swc_arena_player_count(a);
    swc_arena_row prev = SWC_ARENA_ROW_INIT;
    for (uint32_t i = 0; i < n; i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        FZ_ASSERT(swc_arena_row_get(&r, a, i) == SWC_OK, "row %u unreadable", i);
        FZ_ASSERT(r.name && r.name[0], "row %u without a name", i);
        FZ_ASSERT(r.wins + r.losses + r.draws <= r.games + r.escapes, "row %u: more results than games", i);
        FZ_ASSERT(r.games == 0 || r.win_rate <= 1000, "row %u: win rate %u", i, r.win_rate);
        if (r.status == SWC_ARENA_ELIMINATED) {
            FZ_ASSERT(r.rank == 0, "eliminated player %s has place %u", r.name, r.rank);
        } else {
            FZ_ASSERT(r.rank >= 1 && r.rank <= i + 1, "row %u: place %u", i, r.rank);
            if (i) {
                FZ_ASSERT(prev.status != SWC_ARENA_ELIMINATED, "a ranked player after an eliminated one");
                FZ_ASSERT(r.rank >= prev.rank, "places fall down the board");
            }
        }
        prev = r;
    }
}

static char *board_text(swc_arena *a)
{
    uint32_t n = swc_arena_player_count(a);
    size_t cap = 64 + (size_t)n * 320, len = 0;
    char *s = malloc(cap);
    FZ_ASSERT(s, "out of memory in the checker");
    s[0] = '\0';
    for (uint32_t i = 0; i < n; i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        swc_arena_row_get(&r, a, i);
        int w = snprintf(s + len, cap - len, "%s %u %d %u %u %u %u %u %lld\n", r.name, r.rank, r.points, r.games,
                         r.wins, r.losses, r.draws, r.escapes, (long long)r.total_time);
        if (w > 0 && (size_t)w < cap - len)
            len += (size_t)w;
    }
    return s;
}

static void fuzz_arena(unsigned mode, const char *text, size_t len)
{
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    o.preset = arena_presets[mode & 7];
    swc_arena *a = NULL;
    if (swc_arena_new(&a, &o) != SWC_OK)
        return;
    uint32_t line = 0, col = 0;
    int rc = swc_arena_read(a, text, len, &line, &col);
    if (rc != SWC_OK) {
        FZ_ASSERT(swc_arena_player_count(a) == 0, "a refused stream left %u players", swc_arena_player_count(a));
        FZ_ASSERT(swc_arena_errmsg(a)[0], "refused without a message (%d)", rc);
        swc_arena_free(a);
        return;
    }
    check_board(a);
    char *first = board_text(a);
    swc_arena *b = NULL;
    if (swc_arena_new(&b, &o) == SWC_OK) {
        FZ_ASSERT(swc_arena_read(b, text, len, NULL, NULL) == SWC_OK, "a stream read once is refused the second time");
        char *second = board_text(b);
        FZ_ASSERT(strcmp(first, second) == 0, "the same stream gives another board");
        free(second);
        swc_arena_free(b);
    }
    free(first);
    swc_grades *g = NULL;
    if (swc_grades_new(&g, NULL) == SWC_OK) {
        swc_grades_params p = SWC_GRADES_PARAMS_INIT;
        p.table = arena_tables[mode & 7];
        FZ_ASSERT(swc_grades_from_arena(g, a, &p) == SWC_OK, "grades: %s", swc_grades_errmsg(g));
        FZ_ASSERT(swc_grades_count(g) == swc_arena_player_count(a), "a grade row per player");
        p.table = "xiangqi-2015-ruwei";
        FZ_ASSERT(swc_grades_from_arena(g, a, &p) == SWC_EINVAL, "a knockout table read an arena");
        FZ_ASSERT(swc_grades_count(g) == swc_arena_player_count(a), "a refused table dropped the rows");
        swc_grades_free(g);
    }
    swc_arena_free(a);
}

static void fuzz_knockout(unsigned mode, const char *text, size_t len)
{
    swc_knockout_options o = SWC_KNOCKOUT_OPTIONS_INIT;
    o.preset = mode & 1 ? "go-2015-ruwei" : "xiangqi-2015-ruwei";
    swc_knockout *k = NULL;
    if (swc_knockout_new(&k, &o) != SWC_OK)
        return;
    if (mode & 16) {
        swc_knockout_set_int(k, SWC_KO_PAIRING, SWC_KO_PAIR_RANDOM);
        static const char *const names[] = { "甲", "乙", "丙", "丁", "A", "B" };
        for (int i = 0; i < 6; i++)
            swc_knockout_add_player(NULL, k, names[i], 0);
    }
    uint32_t before = swc_knockout_player_count(k);
    int rc = swc_knockout_read(k, text, len, NULL, NULL);
    if (rc != SWC_OK) {
        FZ_ASSERT(swc_knockout_player_count(k) == before && swc_knockout_round_count(k) == 0,
                  "a refused stream changed the stage");
        FZ_ASSERT(swc_knockout_errmsg(k)[0], "refused without a message (%d)", rc);
        swc_knockout_free(k);
        return;
    }
    uint32_t np = swc_knockout_player_count(k);
    for (uint32_t r = 1; r <= swc_knockout_round_count(k); r++)
        for (uint32_t i = 0; i < swc_knockout_pair_count(k, r); i++) {
            swc_knockout_pair pp = SWC_KNOCKOUT_PAIR_INIT;
            FZ_ASSERT(swc_knockout_pair_get(&pp, k, r, i) == SWC_OK, "pair unreadable");
            FZ_ASSERT(pp.white >= 1 && pp.white <= np && pp.black <= np && pp.white != pp.black, "pair players");
            FZ_ASSERT(pp.winner == 0 || pp.winner == pp.white || pp.winner == pp.black, "winner not in the pair");
        }
    for (uint32_t id = 1; id <= np; id++) {
        swc_knockout_player p = SWC_KNOCKOUT_PLAYER_INIT;
        FZ_ASSERT(swc_knockout_player_get(&p, k, id) == SWC_OK, "player unreadable");
        FZ_ASSERT(p.status >= SWC_KO_ALIVE && p.status <= SWC_KO_REPECHAGED, "status %d", p.status);
        FZ_ASSERT((p.status == SWC_KO_OUT || p.status == SWC_KO_REPECHAGED) == (p.out_round != 0),
                  "out round %u of status %d", p.out_round,
                  p.status);
    }
    uint32_t added = 0;
    if (swc_knockout_fill_quota(&added, k) == SWC_OK)
        FZ_ASSERT(added <= np, "the repechage brought back %u of %u", added, np);
    swc_grades *g = NULL;
    if (swc_grades_new(&g, NULL) == SWC_OK) {
        swc_grades_params p = SWC_GRADES_PARAMS_INIT;
        p.table = o.preset;
        FZ_ASSERT(swc_grades_from_knockout(g, k, &p) == SWC_OK, "grades: %s", swc_grades_errmsg(g));
        FZ_ASSERT(swc_grades_count(g) == np, "a grade row per player");
        swc_grades_free(g);
    }
    swc_knockout_free(k);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    unsigned mode = data[0];
    const char *text = (const char *)data + 1;
    if (mode & 8)
        fuzz_knockout(mode, text, size - 1);
    else
        fuzz_arena(mode, text, size - 1);
    return 0;
}
