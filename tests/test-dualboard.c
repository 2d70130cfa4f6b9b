/*
 * Dual-board (双弈) events: every pairing plays a xiangqi game on board 1
 * and a chess game on board 2 with the colours reversed; each game scores
 * on its own. Tested here: the TRF form (XDB / XDG records) written and read
 * back, the reader's checks, colour history taken from board 1, and a
 * five-round event run end to end through the command-line tool.
 *
 * The command-line test needs SWC_CLI (the swisscore program) and
 * SWC_EXAMPLES (examples/data), which the build sets; it fails when they are
 * missing rather than being skipped.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "testutil.h"

static void set(swc_tournament *t, int key, int32_t value)
{
    int rc = swc_tournament_set_int(t, key, value);
    ck_assert_msg(rc == SWC_OK, "setting %d = %d: %s", key, (int)value, swc_tournament_errmsg(t));
}

static swc_round *pair_ok(swc_tournament *t)
{
    swc_round *r = NULL;
    int rc = swc_tournament_pair_next(&r, t);
    ck_assert_msg(rc == SWC_OK, "pairing round %u: %s", swc_tournament_round_count(t) + 1, swc_tournament_errmsg(t));
    return r;
}

/* The whole TRF text of t (malloc'd). */
static char *trf_text(swc_tournament *t)
{
    size_t len = 0;
    ck_assert_int_eq(swc_trf_write(&len, NULL, 0, t, NULL), SWC_EBUFSIZE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    int rc = swc_trf_write(&len, buf, len + 1, t, NULL);
    ck_assert_msg(rc == SWC_OK, "writing TRF: %s", swc_tournament_errmsg(t));
    return buf;
}

static swc_tournament *read_text(const char *text, int expect, const char *expect_msg)
{
    swc_tournament *t = NULL;
    swc_trf_error err;
    memset(&err, 0, sizeof err);
    err.struct_size = sizeof err;
    int rc = swc_trf_read(&t, text, strlen(text), NULL, &err);
    ck_assert_msg(rc == expect, "reading gave %s (%s), expected %s", swc_strerror(rc), err.message, swc_strerror(expect));
    if (expect_msg)
        ck_assert_msg(strstr(err.message, expect_msg) != NULL, "message \"%s\" lacks \"%s\"", err.message, expect_msg);
    return t;
}

/* A dual-board event of 5 players, two rounds paired by the sequential
 * system, with every kind of result on the two boards. */
static swc_tournament *sample(void)
{
    swc_tournament *t = swc_test_tournament(5);
    ck_assert_ptr_nonnull(t);
    set(t, SWC_SET_ROUNDS, 4);
    set(t, SWC_SET_GAMES_PER_PAIRING, 2);
    set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
    swc_round *r = pair_ok(t); /* 1-3 2-4, 5 bye */
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 2, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 2, 1, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 2, 2, SWC_RESULT_WHITE_FORFEIT_WIN), SWC_OK);
    r = pair_ok(t);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 1, SWC_RESULT_DRAW), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 2, SWC_RESULT_BLACK_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 2, 1, SWC_RESULT_WHITE_WIN_UNRATED), SWC_OK);
    /* board 2, game 2 left pending: the last round may wait for results */
    return t;
}

START_TEST(test_trf_round_trip)
{
    swc_tournament *t = sample();
    char *text = trf_text(t);
    ck_assert_ptr_nonnull(strstr(text, "\nXDB 2\n"));
    ck_assert_ptr_nonnull(strstr(text, "\nXDG    1"));
    swc_tournament *u = read_text(text, SWC_OK, NULL);
    int32_t games = 0;
    ck_assert_int_eq(swc_tournament_get_int(&games, u, SWC_SET_GAMES_PER_PAIRING), SWC_OK);
    ck_assert_int_eq(games, 2);
    ck_assert_uint_eq(swc_tournament_round_count(u), 2);
    for (uint32_t k = 1; k <= 2; k++) {
        const swc_round *a = swc_tournament_round(t, k), *b = swc_tournament_round(u, k);
        ck_assert_uint_eq(swc_round_board_count(a), swc_round_board_count(b));
        for (uint32_t bd = 1; bd <= swc_round_board_count(a); bd++) {
            uint32_t w1, b1, w2, b2;
            swc_round_board(&w1, &b1, a, bd);
            swc_round_board(&w2, &b2, b, bd);
            ck_assert(w1 == w2 && b1 == b2);
            for (uint32_t g = 1; g <= 2; g++) {
                int32_t x = -1, y = -2;
                ck_assert_int_eq(swc_round_game_result(&x, a, bd, g), SWC_OK);
                ck_assert_int_eq(swc_round_game_result(&y, b, bd, g), SWC_OK);
                ck_assert_msg(x == y, "round %u board %u game %u: %d became %d", k, bd, g, x, y);
            }
        }
    }
    for (uint32_t id = 1; id <= 5; id++)
        for (uint32_t k = 0; k <= 2; k++) {
            int32_t x = 0, y = 0;
            swc_player_score(&x, swc_tournament_player(t, id), k);
            swc_player_score(&y, swc_tournament_player(u, id), k);
            ck_assert_int_eq(x, y);
        }
    /* TRF names no code for the sequential system: say it again. */
    set(u, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
    char *again = trf_text(u);
    ck_assert_str_eq(text, again);
    free(again);
    free(text);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

/* The text with the first occurrence of `from` replaced by `to` (same length). */
static char *patched(const char *text, const char *from, const char *to)
{
    char *s = strdup(text);
    ck_assert_ptr_nonnull(s);
    char *p = strstr(s, from);
    ck_assert_msg(p != NULL, "\"%s\" not in the text", from);
    ck_assert_uint_eq(strlen(from), strlen(to));
    memcpy(p, to, strlen(to));
    return s;
}

START_TEST(test_reader_checks)
{
    swc_tournament *t = sample();
    char *text = trf_text(t);
    /* Round 1: 1-3 (1 red on board 1, so black on board 2; game 2 drawn). */
    ck_assert_ptr_nonnull(strstr(text, "XDG    1 b="));
    char *s;

    s = patched(text, "XDB 2", "XDB 1");
    swc_tournament_free(read_text(s, SWC_EINCONSISTENT, "no \"XDB 2\""));
    free(s);
    s = patched(text, "XDB 2", "XDB 3");
    swc_tournament_free(read_text(s, SWC_EPARSE, "XDB"));
    free(s);
    s = patched(text, "XDG    1 b=", "XDG    1 w=");
    swc_tournament_free(read_text(s, SWC_EINCONSISTENT, "same colour on both boards"));
    free(s);
    s = patched(text, "XDG    1 b=", "XDG    1 b1");
    swc_tournament_free(read_text(s, SWC_EINCONSISTENT, "board-2 results"));
    free(s);
    s = patched(text, "XDG    1 b=", "XDG    1 bx");
    swc_tournament_free(read_text(s, SWC_EPARSE, "unknown result"));
    free(s);
    s = patched(text, "XDG    1 b=", "XDG    1 b ");
    swc_tournament_free(read_text(s, SWC_EINCONSISTENT, "do not match"));
    char *s2 = patched(s, "XDG    3 w=", "XDG    3 w ");
    swc_tournament_free(read_text(s2, SWC_EINCONSISTENT, "no result, but later rounds exist"));
    free(s2);
    free(s);
    s = patched(text, "XDG    1 b=", "XDGx   1 b=");
    swc_tournament_free(read_text(s, SWC_EPARSE, "column 4"));
    free(s);
    s = patched(text, "XDG    1 b=", "XDG    1xb=");
    swc_tournament_free(read_text(s, SWC_EPARSE, "round blocks"));
    free(s);
    /* Player 5 had the bye in round 1: no game there, none on board 2. */
    s = patched(text, "XDG    5   ", "XDG    5 w1");
    swc_tournament_free(read_text(s, SWC_EINCONSISTENT, "no game in round 1"));
    free(s);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_colour_history_board1)
{
    /* Board-1 colours decide: 1 was red twice on board 1 (black twice on
     * board 2), so the sequential system gives him black on board 1 now.
     * R1: 1-3 2-4; R2: 1-4 3-2; all games drawn, order 1 2 3 4. 1 meets 2
     * (2: r b, alternates to red): 2-1; 4 was black twice: 4-3. */
    swc_tournament *t = swc_test_tournament(4);
    set(t, SWC_SET_ROUNDS, 4);
    set(t, SWC_SET_GAMES_PER_PAIRING, 2);
    set(t, SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL);
    static const uint32_t w[2][2] = { { 1, 2 }, { 1, 3 } }, b[2][2] = { { 3, 4 }, { 4, 2 } };
    for (int k = 0; k < 2; k++) {
        swc_round *r = NULL;
        ck_assert_int_eq(swc_round_create(&r, t, w[k], b[k], 2, NULL, NULL, 0), SWC_OK);
        ck_assert_int_eq(swc_round_set_result(r, 1, SWC_RESULT_DRAW), SWC_OK);
        ck_assert_int_eq(swc_round_set_result(r, 2, SWC_RESULT_DRAW), SWC_OK);
    }
    swc_round *r = pair_ok(t);
    uint32_t x, y;
    ck_assert_int_eq(swc_round_board(&x, &y, r, 1), SWC_OK);
    ck_assert(x == 2 && y == 1);
    ck_assert_int_eq(swc_round_board(&x, &y, r, 2), SWC_OK);
    ck_assert(x == 4 && y == 3);
    swc_tournament_free(t);
}
END_TEST

/* ---- end to end through the command-line tool ------------------------------ */

static char *join(const char *dir, const char *name)
{
    char *p = swc_test_path(dir, name);
    ck_assert_ptr_nonnull(p);
    return p;
}

static void copy_file(const char *from, const char *to)
{
    size_t len = 0;
    char *data = swc_test_read_file(from, &len);
    ck_assert_msg(data != NULL, "cannot read %s", from);
    FILE *f = fopen(to, "wb");
    ck_assert_msg(f != NULL, "cannot write %s", to);
    ck_assert_uint_eq(fwrite(data, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
    free(data);
}

/* Byte offset of character (code point) c of a UTF-8 line, or -1. */
static long char_at(const char *line, size_t n, size_t c)
{
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (((unsigned char)line[i] & 0xC0) == 0x80)
            continue;
        if (k++ == c)
            return (long)i;
    }
    return -1;
}

static char col_char(const char *line, size_t n, size_t c)
{
    long i = char_at(line, n, c);
    return i < 0 ? ' ' : line[i];
}

static int32_t letter_points(char c)
{
    switch (c) {
    case '1': case '+': case 'W': return 10;
    case '=': case 'D': return 5;
    default: return 0;
    }
}

/*
 * Read a dual-board TRF file as text, as another program would, and check:
 * board 2 has the reverse colours of board 1 in every game, every stated
 * total equals the game points of the letters on both boards (a bye: a win
 * on each board), no pair meets twice, nobody has the same board-1 colour
 * three times in a row, and the totals of the field add up to 1 point per
 * game played plus 2 per bye.
 */
static void check_file(const char *path, int rounds)
{
    size_t len = 0;
    char *text = swc_test_read_file(path, &len);
    ck_assert_ptr_nonnull(text);
    enum { MAXP = 16, MAXR = 8 };
    char c1[MAXP][MAXR], r1[MAXP][MAXR], c2[MAXP][MAXR], r2[MAXP][MAXR];
    int opp[MAXP][MAXR];
    int32_t stated[MAXP];
    int seen1[MAXP] = { 0 }, seen2[MAXP] = { 0 }, np = 0;
    memset(c2, ' ', sizeof c2);
    memset(r2, ' ', sizeof r2);
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        size_t n = strlen(line);
        if (strncmp(line, "001", 3) == 0) {
            char num[8] = { 0 };
            for (int i = 0; i < 4; i++)
                num[i] = col_char(line, n, 4 + (size_t)i);
            int id = atoi(num);
            ck_assert(id > 0 && id < MAXP);
            seen1[id] = 1;
            np = id > np ? id : np;
            char pts[8] = { 0 };
            for (int i = 0; i < 5; i++)
                pts[i] = col_char(line, n, 79 + (size_t)i);
            stated[id] = (int32_t)(atof(pts) * 10 + 0.5);
            for (int k = 0; k < rounds; k++) {
                size_t c = 91 + 10 * (size_t)k;
                for (int i = 0; i < 4; i++)
                    num[i] = col_char(line, n, c + (size_t)i);
                opp[id][k] = atoi(num);
                c1[id][k] = col_char(line, n, c + 5);
                r1[id][k] = col_char(line, n, c + 7);
            }
        } else if (strncmp(line, "XDG", 3) == 0) {
            char num[8] = { 0 };
            memcpy(num, line + 4, 4);
            int id = atoi(num);
            ck_assert(id > 0 && id < MAXP);
            seen2[id] = 1;
            for (int k = 0; k < rounds; k++) {
                c2[id][k] = col_char(line, n, 9 + 3 * (size_t)k);
                r2[id][k] = col_char(line, n, 10 + 3 * (size_t)k);
            }
        }
    }
    free(text);
    int32_t total = 0, expect_total = 0;
    for (int id = 1; id <= np; id++) {
        ck_assert_msg(seen1[id], "player %d has no 001 line", id);
        int32_t mine = 0;
        int run = 0;
        char last = 0;
        for (int k = 0; k < rounds; k++) {
            if (opp[id][k] == 0) {
                ck_assert_msg(r1[id][k] == 'U', "player %d, round %d: no game and no bye ('%c')", id, k + 1, r1[id][k]);
                mine += 20;
                expect_total += 20;
                continue;
            }
            ck_assert_msg(seen2[id], "player %d has games but no XDG line", id);
            ck_assert_msg((c1[id][k] == 'w' && c2[id][k] == 'b') || (c1[id][k] == 'b' && c2[id][k] == 'w'),
                          "player %d, round %d: colours %c on board 1 and %c on board 2", id, k + 1, c1[id][k], c2[id][k]);
            int o = opp[id][k];
            ck_assert_int_eq(opp[o][k], id);
            for (int j = 0; j < k; j++)
                ck_assert_msg(opp[id][j] != o, "players %d and %d meet twice", id, o);
            run = c1[id][k] == last ? run + 1 : 1;
            last = c1[id][k];
            ck_assert_msg(run <= 2, "player %d has the same board-1 colour three times in a row", id);
            mine += letter_points(r1[id][k]) + letter_points(r2[id][k]);
            if (id < o)
                expect_total += 20; /* two games, one point each */
        }
        ck_assert_msg(mine == stated[id], "player %d states %d tenths, his games add up to %d", id, stated[id], mine);
        total += stated[id];
    }
    ck_assert_int_eq(total, expect_total);
}

static uint32_t next_rand(uint32_t *s)
{
    *s = *s * 1103515245u + 12345u;
    return (*s >> 16) & 0x7fff;
}

static void run_cli(const char *cmd, const char *log)
{
    int st = system(cmd);
    char *out = swc_test_read_file(log, NULL);
    ck_assert_msg(st != -1 && WIFEXITED(st) && WEXITSTATUS(st) == 0, "command failed (%d): %s\n%s", st, cmd,
                  out ? out : "");
    free(out);
}

START_TEST(test_cli_five_rounds)
{
    const char *cli = getenv("SWC_CLI"), *examples = getenv("SWC_EXAMPLES"), *root = getenv("SWC_BUILD_ROOT");
    ck_assert_msg(cli && *cli && examples && *examples && root && *root,
                  "SWC_CLI, SWC_EXAMPLES and SWC_BUILD_ROOT must name the tool, examples/data and the build");
    char *dir = join(root, "dualboard-cli");
    ck_assert_msg(mkdir(dir, 0777) == 0 || errno == EEXIST, "cannot create %s", dir);
    char *example = join(examples, "dual5.trf");
    char *cur = join(dir, "event.trf"), *next = join(dir, "paired.trf"), *log = join(dir, "pair.log");
    copy_file(example, cur);

    uint32_t seed = 2026;
    for (int k = 1; k <= 5; k++) {
        char cmd[4096];
        snprintf(cmd, sizeof cmd, "\"%s\" pair --system sequential \"%s\" -o \"%s\" > \"%s\" 2>&1", cli, cur, next, log);
        run_cli(cmd, log);
        swc_tournament *t = NULL;
        swc_trf_error err;
        memset(&err, 0, sizeof err);
        err.struct_size = sizeof err;
        int rc = swc_trf_read_file(&t, next, NULL, &err);
        ck_assert_msg(rc == SWC_OK, "round %d: reading the tool's output: %s", k, err.message);
        int32_t games = 0;
        swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
        ck_assert_int_eq(games, 2);
        ck_assert_uint_eq(swc_tournament_round_count(t), (uint32_t)k);
        swc_round *r = swc_tournament_round(t, (uint32_t)k);
        ck_assert_uint_eq(swc_round_board_count(r), 4); /* nine players: four boards and a bye */
        for (uint32_t b = 1; b <= 4; b++)
            for (uint32_t g = 1; g <= 2; g++) {
                static const int res[3] = { SWC_RESULT_WHITE_WIN, SWC_RESULT_DRAW, SWC_RESULT_BLACK_WIN };
                ck_assert_int_eq(swc_round_set_game_result(r, b, g, res[next_rand(&seed) % 3]), SWC_OK);
            }
        ck_assert_msg(swc_trf_write_file(t, cur, NULL) == SWC_OK, "%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        check_file(cur, k);
    }
    /* Every planned round is paired; the tool still reads the event. */
    char cmd[4096];
    snprintf(cmd, sizeof cmd, "\"%s\" info \"%s\" > \"%s\" 2>&1", cli, cur, log);
    run_cli(cmd, log);
    free(example);
    free(cur);
    free(next);
    free(log);
    free(dir);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("dualboard");
    TCase *tc = tcase_create("trf");
    tcase_add_test(tc, test_trf_round_trip);
    tcase_add_test(tc, test_reader_checks);
    suite_add_tcase(s, tc);
    tc = tcase_create("pairing");
    tcase_add_test(tc, test_colour_history_board1);
    suite_add_tcase(s, tc);
    tc = tcase_create("cli");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_cli_five_rounds);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
