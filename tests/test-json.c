/*
 * The JSON document: every field written and read back, the words and
 * numbers of the text, every kind of malformed document with its exact
 * path message, the buffer and file protocol, out-of-memory sweeps of the
 * reader and the writer, and pairing from a document. Every document the
 * tests write is also kept in SWC_JSON_DUMP_DIR, and the last test
 * validates them all against doc/tournament.schema.json.
 */
#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json-compare.h"
#include "testutil.h"

/* ---- documents -------------------------------------------------------- */

static unsigned dump_count;

/* Keep a written document for the schema test. */
static void dump(const char *text, size_t len)
{
    const char *dir = getenv("SWC_JSON_DUMP_DIR");
    if (!dir || !*dir)
        return;
    char path[4096];
    snprintf(path, sizeof path, "%s/doc-%ld-%u.json", dir, (long)getpid(), dump_count++);
    FILE *f = fopen(path, "wb");
    ck_assert_msg(f != NULL, "cannot write %s: %s", path, strerror(errno));
    ck_assert_uint_eq(fwrite(text, 1, len, f), len);
    ck_assert_int_eq(fclose(f), 0);
}

/* The document of t (malloc'd, NUL-terminated). */
static char *json_of(swc_tournament *t, int indent, size_t *len_out)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = indent;
    size_t need = 0, len = 0;
    ck_assert_int_eq(swc_json_write(&need, NULL, 0, t, &wo), SWC_EBUFSIZE);
    char *s = malloc(need + 1);
    ck_assert_ptr_nonnull(s);
    ck_assert_int_eq(swc_json_write(&len, s, need + 1, t, &wo), SWC_OK);
    ck_assert_uint_eq(len, need);
    ck_assert_uint_eq(strlen(s), len);
    dump(s, len);
    if (len_out)
        *len_out = len;
    return s;
}

static swc_tournament *read_ok(const char *text)
{
    swc_tournament *t = NULL;
    swc_json_error err = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&t, text, strlen(text), NULL, &err);
    ck_assert_msg(rc == SWC_OK, "read failed (%d): %s\n%s", rc, err.message, text);
    ck_assert_ptr_nonnull(t);
    return t;
}

static void set_result(swc_tournament *t, uint32_t round, uint32_t board, int result)
{
    ck_assert_int_eq(swc_round_set_result(swc_tournament_round(t, round), board, result), SWC_OK);
}

static uint32_t add(swc_tournament *t, const char *name, int32_t rating)
{
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = name;
    in.rating = rating;
    uint32_t id = 0;
    ck_assert_int_eq(swc_player_add(&id, t, &in), SWC_OK);
    return id;
}

/*
 * An event that uses every field: xiangqi points with an explicit PAB
 * value, texts, all player data, a late entry, a withdrawal, requested
 * byes (one of a round that exists since), acceleration points, a
 * forbidden pair, forfeits, an adjourned game and a round still running.
 */
static swc_tournament *rich_tournament(const swc_allocator *a)
{
    swc_tournament_options to = SWC_TOURNAMENT_OPTIONS_INIT;
    to.allocator = a;
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_tournament_new(&t, &to), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_NAME, "方庄 Open \"2026\""), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_CITY, "北京"), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_DEPUTY, "李四\n王五"), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_TIME_CONTROL, "15'+10\""), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_SECTION_GROUP, "公开组"), SWC_OK);
    const int32_t settings[][2] = {
        { SWC_SET_ROUNDS, 5 }, { SWC_SET_POINTS_WIN, 20 }, { SWC_SET_POINTS_DRAW, 10 }, { SWC_SET_POINTS_PAB, 15 },
        { SWC_SET_FORFEIT_WITHDRAW, 2 }, { SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK },
        { SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_PROGRESSIVE }, { SWC_SET_DUTCH_EDITION, 2017 },
    };
    for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++)
        ck_assert_int_eq(swc_tournament_set_int(t, settings[i][0], settings[i][1]), SWC_OK);

    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = "王天一";
    in.rating = 2610;
    in.title = "GM";
    in.cn_title = "棋协大师";
    in.federation = "北京";
    in.fide_id = "8603006";
    in.sex = 'm';
    in.birth_date = "1989/04/21";
    in.group = "公开组";
    in.tags = "U16,女子";
    in.flags = SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER | (1u << 5);
    ck_assert_int_eq(swc_player_add(NULL, t, &in), SWC_OK);
    const char *names[] = { "Li, Chao", "赵鑫鑫", "Chen, Ning", "孙勇征", "Zhou, Jian", "Wu, Ming", "Xu, Bo" };
    for (int i = 0; i < 7; i++)
        add(t, names[i], 2500 - 30 * i);
    swc_player *p1 = swc_tournament_player(t, 1), *p5 = swc_tournament_player(t, 5);
    ck_assert_int_eq(swc_player_set_fouls(p1, 3), SWC_OK);
    ck_assert_int_eq(swc_player_set_conduct(p5, -4), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 2), 1, 15), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 3), 2, 0), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 1, 2), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair(t, 7, 4), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 6, 3, 2, 4), SWC_OK);
    ck_assert_int_eq(swc_tournament_forbid_pair_rounds(t, 5, 8, 3, 0), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 8), 1, SWC_RK_HALF_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_set_entry_round(swc_tournament_player(t, 7), 4), SWC_OK);

    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert_uint_eq(swc_round_board_count(r), 3);
    set_result(t, 1, 1, SWC_RESULT_WHITE_WIN);
    set_result(t, 1, 2, SWC_RESULT_WHITE_FORFEIT_WIN);
    set_result(t, 1, 3, SWC_RESULT_DRAW_UNRATED);

    add(t, "Late, Entry", 2300);                       /* id 9, enters round 2 */
    ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 6), 3), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 4), 3, SWC_RK_ZERO_BYE), SWC_OK);
    ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 3), 4, SWC_RK_FULL_BYE), SWC_OK);

    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    set_result(t, 2, 1, SWC_RESULT_BLACK_WIN);
    for (uint32_t b = 2; b <= swc_round_board_count(r); b++)
        set_result(t, 2, b, b % 2 ? SWC_RESULT_DRAW : SWC_RESULT_BLACK_FORFEIT_WIN);
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    set_result(t, 3, 1, SWC_RESULT_ADJOURNED);
    /* The journal: a result with its author, a round removed with data. */
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_RESULT;
    e.time = 1777645800; /* 2026-05-01T14:30:00Z */
    e.round = 1;
    e.board = 2;
    e.before = SWC_RESULT_WHITE_WIN;
    e.after = SWC_RESULT_WHITE_FORFEIT_WIN;
    e.author = "裁判 李四";
    ck_assert_int_eq(swc_journal_append(t, &e), SWC_OK);
    swc_journal_entry e2 = SWC_JOURNAL_ENTRY_INIT;
    e2.kind = SWC_JOURNAL_ROUND_REMOVED;
    e2.time = 1777646400;
    e2.round = 3;
    e2.data = "1-2 =\n3-4 \\ \"x\"";
    ck_assert_int_eq(swc_journal_append(t, &e2), SWC_OK);
    return t;
}

/* A dual-board event (xiangqi on board 1, chess on board 2), one round
 * with different results on the two boards, the second still running. */
static swc_tournament *dual_tournament(void)
{
    swc_tournament *t = swc_test_tournament(5);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 4), SWC_OK);
    swc_test_play(t, "1-2:10 3-4:== 5:U");
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 1, SWC_RESULT_WHITE_WIN), SWC_OK);
    ck_assert_int_eq(swc_round_set_game_result(r, 1, 2, SWC_RESULT_DOUBLE_FORFEIT), SWC_OK);
    return t;
}

/* Write, read, compare every field, and write again: the same text. */
static void check_round_trip(swc_tournament *t)
{
    for (int indent = 0; indent <= 4; indent += 2) {
        size_t len = 0, len2 = 0;
        char *text = json_of(t, indent, &len);
        swc_tournament *u = read_ok(text);
        char why[512];
        ck_assert_msg(jc_same(t, u, why, sizeof why), "differs after write/read: %s\n%s", why, text);
        char *again = json_of(u, indent, &len2);
        ck_assert_str_eq(again, text);
        /* What the TRF writer makes of it is the same too. */
        size_t n1 = 0, n2 = 0;
        ck_assert_int_eq(swc_trf_write(&n1, NULL, 0, t, NULL), SWC_EBUFSIZE);
        ck_assert_int_eq(swc_trf_write(&n2, NULL, 0, u, NULL), SWC_EBUFSIZE);
        ck_assert_uint_eq(n1, n2);
        free(again);
        free(text);
        swc_tournament_free(u);
    }
}

START_TEST(test_round_trip_every_field)
{
    swc_tournament *t = rich_tournament(NULL);
    check_round_trip(t);
    /* Once the running round is finished and the next paired, still. */
    set_result(t, 3, 1, SWC_RESULT_WHITE_WIN);
    for (uint32_t b = 2; b <= swc_round_board_count(swc_tournament_round(t, 3)); b++)
        set_result(t, 3, b, SWC_RESULT_DRAW);
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    check_round_trip(t);
    swc_tournament_free(t);

    t = dual_tournament();
    check_round_trip(t);
    swc_tournament_free(t);

    ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
    check_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* ---- the words and numbers of the text -------------------------------- */

/* A member by a path of keys and indices: "players", 0, "name" … */
static json_t *at(json_t *v, const char *path)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", path);
    for (char *tok = strtok(buf, "."); tok && v; tok = strtok(NULL, ".")) {
        if (tok[0] >= '0' && tok[0] <= '9')
            v = json_array_get(v, (size_t)atoi(tok));
        else
            v = json_object_get(v, tok);
    }
    ck_assert_msg(v != NULL, "no %s in the document", path);
    return v;
}

static void expect_str(json_t *doc, const char *path, const char *want)
{
    json_t *v = at(doc, path);
    ck_assert_msg(json_is_string(v), "%s is not a string", path);
    ck_assert_str_eq(json_string_value(v), want);
}

static void expect_int(json_t *doc, const char *path, long long want)
{
    json_t *v = at(doc, path);
    ck_assert_msg(json_is_integer(v), "%s is not an integer", path);
    ck_assert_int_eq(json_integer_value(v), want);
}

static void expect_absent(json_t *doc, const char *obj_path, const char *key)
{
    ck_assert_msg(json_object_get(at(doc, obj_path), key) == NULL, "%s.%s should be left out", obj_path, key);
}

/* The index of the player with this id in the document's list. */
static int index_of(json_t *doc, long long id)
{
    json_t *list = at(doc, "players");
    for (size_t i = 0; i < json_array_size(list); i++)
        if (json_integer_value(json_object_get(json_array_get(list, i), "id")) == id)
            return (int)i;
    ck_abort_msg("no player %lld", id);
    return -1;
}

START_TEST(test_document_fields)
{
    swc_tournament *t = rich_tournament(NULL);
    char *text = json_of(t, 2, NULL);
    json_error_t je;
    json_t *doc = json_loads(text, 0, &je);
    ck_assert_msg(doc != NULL, "not JSON: %s", je.text);
    expect_str(doc, "format", "swisscore");
    expect_int(doc, "version", 1);
    expect_str(doc, "event.name", "方庄 Open \"2026\"");
    expect_str(doc, "event.deputy", "李四\n王五");
    expect_absent(doc, "event", "arbiter");
    expect_int(doc, "settings.rounds", 5);
    expect_str(doc, "settings.system", "dutch");
    expect_int(doc, "settings.dutch_edition", 2017);
    expect_str(doc, "settings.initial_colour", "black");
    expect_str(doc, "settings.sequential_tiebreak", "progressive");
    expect_int(doc, "settings.forfeit_withdraw", 2);
    expect_str(doc, "settings.points.win", "2");
    expect_str(doc, "settings.points.draw_white", "1");
    expect_str(doc, "settings.points.pab", "1.5");
    expect_str(doc, "settings.points.full_bye", "2");
    expect_str(doc, "settings.points.half_bye", "1");

    expect_int(doc, "players.0.id", 1);
    expect_str(doc, "players.0.name", "王天一");
    expect_int(doc, "players.0.rating", 2610);
    ck_assert(json_is_true(at(doc, "players.0.provisional")));
    ck_assert(json_is_true(at(doc, "players.0.member")));
    expect_int(doc, "players.0.other_flags", 32);
    expect_str(doc, "players.0.title", "GM");
    expect_str(doc, "players.0.cn_title", "棋协大师");
    expect_str(doc, "players.0.fide_id", "8603006");
    expect_str(doc, "players.0.sex", "m");
    expect_str(doc, "players.0.birth_date", "1989/04/21");
    expect_str(doc, "players.0.group", "公开组");
    expect_str(doc, "players.0.tags", "U16,女子");
    expect_int(doc, "players.0.fouls", 3);
    expect_int(doc, "players.4.conduct", -4);
    expect_absent(doc, "players.1", "fouls");
    expect_absent(doc, "players.1", "sex");
    expect_str(doc, "players.1.virtual_points.0.points", "1.5");
    expect_int(doc, "players.1.virtual_points.0.round", 1);
    expect_str(doc, "players.2.virtual_points.0.points", "0");
    expect_int(doc, "players.5.withdrawn_from", 3);
    expect_int(doc, "players.6.entry_round", 4);
    expect_int(doc, "players.8.entry_round", 2);
    expect_str(doc, "players.7.bye_requests.0.kind", "half_bye");
    expect_int(doc, "players.7.bye_requests.0.round", 1);
    expect_str(doc, "players.3.bye_requests.0.kind", "zero_bye");
    expect_str(doc, "players.2.bye_requests.0.kind", "full_bye");
    expect_int(doc, "forbidden_pairs.0.0", 1);
    expect_int(doc, "forbidden_pairs.0.1", 2);
    ck_assert_uint_eq(json_array_size(at(doc, "forbidden_pairs.0")), 2);
    /* Players in order of addition; a range after the ids, no last round
     * when it lasts to the end. */
    ck_assert_uint_eq(json_array_size(at(doc, "forbidden_pairs.1")), 4);
    expect_int(doc, "forbidden_pairs.1.0", 3);
    expect_int(doc, "forbidden_pairs.1.1", 6);
    expect_int(doc, "forbidden_pairs.1.2", 2);
    expect_int(doc, "forbidden_pairs.1.3", 4);
    expect_int(doc, "forbidden_pairs.2.0", 4);
    expect_int(doc, "forbidden_pairs.2.1", 7);
    ck_assert_uint_eq(json_array_size(at(doc, "forbidden_pairs.3")), 3);
    expect_int(doc, "forbidden_pairs.3.0", 5);
    expect_int(doc, "forbidden_pairs.3.1", 8);
    expect_int(doc, "forbidden_pairs.3.2", 3);

    /* Rounds in the model's terms, checked against the API's own view. */
    ck_assert_uint_eq(json_array_size(at(doc, "rounds")), 3);
    const char *words[] = { "none", "white_win", "draw", "black_win", "white_forfeit_win", "black_forfeit_win",
                            "double_forfeit", "adjourned", "white_win_unrated", "draw_unrated", "black_win_unrated" };
    const char *kinds[] = { "", "", "forfeit_win", "forfeit_loss", "pab", "full_bye", "half_bye", "zero_bye",
                            "not_paired", "not_entered", "withdrawn" };
    for (uint32_t k = 1; k <= 3; k++) {
        const swc_round *r = swc_tournament_round(t, k);
        char path[64];
        for (uint32_t b = 1; b <= swc_round_board_count(r); b++) {
            uint32_t w = 0, bl = 0;
            int32_t res = 0;
            swc_round_board(&w, &bl, r, b);
            swc_round_game_result(&res, r, b, 1);
            snprintf(path, sizeof path, "rounds.%u.boards.%u.", k - 1, b - 1);
            char p2[96];
            snprintf(p2, sizeof p2, "%sboard", path);
            expect_int(doc, p2, b);
            snprintf(p2, sizeof p2, "%swhite", path);
            expect_int(doc, p2, w);
            snprintf(p2, sizeof p2, "%sblack", path);
            expect_int(doc, p2, bl);
            snprintf(p2, sizeof p2, "%sresult", path);
            expect_str(doc, p2, words[res]);
            snprintf(p2, sizeof p2, "rounds.%u.boards.%u", k - 1, b - 1);
            expect_absent(doc, p2, "result2");
        }
        ck_assert_uint_eq(json_array_size(at(doc, "rounds")), 3);
        for (uint32_t i = 0; i < swc_round_bye_count(r); i++) {
            uint32_t id = 0;
            int32_t kind = 0;
            swc_round_bye(&id, &kind, r, i);
            snprintf(path, sizeof path, "rounds.%u.byes.%u.id", k - 1, i);
            expect_int(doc, path, id);
            snprintf(path, sizeof path, "rounds.%u.byes.%u.kind", k - 1, i);
            expect_str(doc, path, kinds[kind]);
        }
    }
    expect_str(doc, "rounds.0.boards.0.result", "white_win");
    expect_str(doc, "rounds.0.boards.1.result", "white_forfeit_win");
    expect_str(doc, "rounds.0.boards.2.result", "draw_unrated");
    expect_str(doc, "rounds.2.boards.0.result", "adjourned");
    expect_str(doc, "rounds.2.boards.1.result", "none");
    /* Scores: decimal text, the library's own totals. */
    for (uint32_t id = 1; id <= 9; id++) {
        int32_t s = 0;
        ck_assert_int_eq(swc_player_score(&s, swc_tournament_player(t, id), 3), SWC_OK);
        char want[16], path[48];
        if (s % 10)
            snprintf(want, sizeof want, "%d.%d", (int)s / 10, (int)s % 10);
        else
            snprintf(want, sizeof want, "%d", (int)s / 10);
        snprintf(path, sizeof path, "players.%d.score", index_of(doc, id));
        expect_str(doc, path, want);
    }
    json_decref(doc);
    free(text);

    /* Both games of a dual-board round. */
    swc_tournament_free(t);
    t = dual_tournament();
    text = json_of(t, 0, NULL);
    doc = json_loads(text, 0, &je);
    ck_assert_ptr_nonnull(doc);
    expect_int(doc, "settings.games_per_pairing", 2);
    expect_str(doc, "rounds.0.boards.0.result", "white_win");
    expect_str(doc, "rounds.0.boards.0.result2", "black_win");
    expect_str(doc, "rounds.0.boards.1.result2", "draw");
    expect_str(doc, "rounds.0.byes.0.kind", "pab");
    expect_str(doc, "rounds.1.boards.0.result", "white_win");
    expect_str(doc, "rounds.1.boards.0.result2", "double_forfeit");
    expect_str(doc, "rounds.1.boards.1.result2", "none");
    json_decref(doc);
    free(text);
    swc_tournament_free(t);
}
END_TEST

/* A platform's document: no TPNs, no byes listed, points as numbers. */
START_TEST(test_read_short_document)
{
    const char *doc = "{\"format\": \"swisscore\", \"version\": 1,\n"
                      " \"settings\": {\"rounds\": 3, \"points\": {\"win\": 2, \"draw_white\": 1, \"draw_black\": 1.0}},\n"
                      " \"players\": [{\"id\": 10, \"name\": \"Low\", \"rating\": 1500},\n"
                      "             {\"id\": 20, \"name\": \"High\", \"rating\": 2500},\n"
                      "             {\"id\": 30, \"name\": \"Mid\", \"rating\": 2000}],\n"
                      " \"rounds\": [{\"boards\": [{\"white\": 20, \"black\": 30, \"result\": \"draw\"}]}]}";
    swc_tournament *t = read_ok(doc);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 20)), 1);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 30)), 2);
    ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 10)), 3);
    int32_t v = 0;
    ck_assert_int_eq(swc_tournament_get_int(&v, t, SWC_SET_POINTS_PAB), SWC_OK);
    ck_assert_int_eq(v, 20); /* follows the win value */
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&ri, swc_tournament_player(t, 10), 1), SWC_OK);
    ck_assert_int_eq(ri.kind, SWC_RK_NOT_PAIRED);
    ck_assert_int_eq(swc_player_score(&v, swc_tournament_player(t, 30), 1), SWC_OK);
    ck_assert_int_eq(v, 10);
    /* The next round is paired from the document's state. */
    swc_round *r = NULL;
    ck_assert_int_eq(swc_tournament_pair_next(&r, t), SWC_OK);
    ck_assert_uint_eq(swc_round_board_count(r), 1);
    check_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* A point value set to what it follows stays set: a later change of the
 * win value does not carry it along, in the copy either. */
START_TEST(test_points_by_default)
{
    swc_tournament *t = swc_test_tournament(4);
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_PAB, 10), SWC_OK);
    char *text = json_of(t, 0, NULL);
    ck_assert_ptr_nonnull(strstr(text, "\"points_by_default\":[\"forfeit_win\",\"full_bye\",\"half_bye\"]"));
    swc_tournament *u = read_ok(text);
    int32_t a = 0, b = 0;
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 20), SWC_OK);
    ck_assert_int_eq(swc_tournament_set_int(u, SWC_SET_POINTS_WIN, 20), SWC_OK);
    const int keys[] = { SWC_SET_POINTS_PAB, SWC_SET_POINTS_FORFEIT_WIN, SWC_SET_POINTS_FULL_BYE };
    const int32_t want[] = { 10, 20, 20 };
    for (int i = 0; i < 3; i++) {
        swc_tournament_get_int(&a, t, keys[i]);
        swc_tournament_get_int(&b, u, keys[i]);
        ck_assert_int_eq(a, want[i]);
        ck_assert_int_eq(b, want[i]);
    }
    free(text);
    swc_tournament_free(u);
    /* Without the list (a platform's document), an equal value follows. */
    u = read_ok("{\"format\":\"swisscore\",\"version\":1,\"settings\":{\"points\":{\"win\":\"2\",\"pab\":\"2\",\"half_bye\":\"0.5\"}}}");
    ck_assert_int_eq(swc_tournament_set_int(u, SWC_SET_POINTS_WIN, 30), SWC_OK);
    ck_assert_int_eq(swc_tournament_get_int(&b, u, SWC_SET_POINTS_PAB), SWC_OK);
    ck_assert_int_eq(b, 30);
    ck_assert_int_eq(swc_tournament_get_int(&b, u, SWC_SET_POINTS_HALF_BYE), SWC_OK);
    ck_assert_int_eq(b, 5);
    swc_tournament_free(u);
    /* With it, a value left out that does not follow keeps its default. */
    u = read_ok("{\"format\":\"swisscore\",\"version\":1,\"settings\":{\"points\":{\"win\":\"2\"},\"points_by_default\":[]}}");
    ck_assert_int_eq(swc_tournament_set_int(u, SWC_SET_POINTS_WIN, 30), SWC_OK);
    ck_assert_int_eq(swc_tournament_get_int(&b, u, SWC_SET_POINTS_PAB), SWC_OK);
    ck_assert_int_eq(b, 20);
    swc_tournament_free(u);
    swc_tournament_free(t);
}
END_TEST

/* Without TPNs, round 1 fixes Baku group A by rating, not by the list. */
START_TEST(test_read_baku_without_tpns)
{
    const char *doc = "{\"format\": \"swisscore\", \"version\": 1,\n"
                      " \"settings\": {\"rounds\": 5, \"acceleration\": \"baku\"},\n"
                      " \"players\": [{\"id\": 1, \"name\": \"A\", \"rating\": 1000}, {\"id\": 2, \"name\": \"B\", \"rating\": 1100},\n"
                      "  {\"id\": 3, \"name\": \"C\", \"rating\": 1200}, {\"id\": 4, \"name\": \"D\", \"rating\": 1300},\n"
                      "  {\"id\": 5, \"name\": \"E\", \"rating\": 1400}, {\"id\": 6, \"name\": \"F\", \"rating\": 1500}],\n"
                      " \"rounds\": [{\"boards\": [{\"white\": 6, \"black\": 3, \"result\": \"draw\"},\n"
                      "  {\"white\": 2, \"black\": 5, \"result\": \"draw\"}, {\"white\": 4, \"black\": 1, \"result\": \"draw\"}]}]}";
    swc_tournament *t = read_ok(doc);
    /* 2 * ceil(6 / 4) = 4 players in group A: the four best rated. */
    ck_assert_uint_eq(t->baku_last, swc_tournament_player(t, 3)->index + 1);
    ck_assert_int_eq(swc_model_virtual(swc_tournament_player(t, 3), 2), 10);
    ck_assert_int_eq(swc_model_virtual(swc_tournament_player(t, 2), 2), 0);
    check_round_trip(t);
    swc_tournament_free(t);
}
END_TEST

/* ---- malformed documents ---------------------------------------------- */

typedef struct bad_doc {
    const char *text;
    int code;
    const char *message;
} bad_doc;

#define HEAD "{\"format\":\"swisscore\",\"version\":1,"
#define FOUR                                                                                              \
    "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"},{\"id\":3,\"name\":\"C\"},{\"id\":4," \
    "\"name\":\"D\",\"rating\":1500}]"
#define R1(boards, byes) ",\"rounds\":[{\"boards\":[" boards "],\"byes\":[" byes "]}]}"

static const bad_doc bad_docs[] = {
    /* not JSON, or not a document */
    { "", SWC_EPARSE, "1:0: '[' or '{' expected near end of file" },
    { "{\"format\": \"swisscore\",\n \"version\": 1,,}", SWC_EPARSE, "2:15: string or '}' expected near ','" },
    { HEAD "\"players\":[],\"players\":[]}", SWC_EPARSE, "1:56: duplicate object key near '\"players\"'" },
    { "[1, 2]", SWC_EPARSE, "a swisscore document is a JSON object" },
    { "{\"version\":1}", SWC_EPARSE, "format: required member is missing" },
    { "{\"format\":\"trf\",\"version\":1}", SWC_EUNSUPPORTED, "format: \"trf\" is not a swisscore document" },
    { "{\"format\":\"swisscore\"}", SWC_EPARSE, "version: required member is missing" },
    { "{\"format\":\"swisscore\",\"version\":2}", SWC_EUNSUPPORTED,
      "version: version 2 is not supported (this library reads version 1)" },
    { "{\"format\":\"swisscore\",\"version\":\"1\"}", SWC_EPARSE, "version: expected a number" },
    { HEAD "\"player\":[]}", SWC_EPARSE, "player: unknown member" },
    /* wrong types, missing and unknown members */
    { HEAD "\"players\":{}}", SWC_EPARSE, "players: expected an array, found an object" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},[]]}", SWC_EPARSE, "players[1]: expected an object, found an array" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"},{\"id\":3,\"name\":\"C\"},"
           "{\"id\":4,\"name\":\"D\",\"rating\":\"1500\"}]}",
      SWC_EPARSE, "players[3].rating: expected a number, found a string" },
    { HEAD "\"players\":[{\"id\":1.5,\"name\":\"A\"}]}", SWC_EPARSE, "players[0].id: expected a whole number, found 1.5" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2}]}", SWC_EPARSE, "players[1].name: required member is missing" },
    { HEAD "\"players\":[{\"name\":\"A\"}]}", SWC_EPARSE, "players[0].id: required member is missing" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"\"}]}", SWC_EPARSE, "players[0].name: a player needs a name" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"ratng\":5}]}", SWC_EPARSE, "players[0].ratng: unknown member" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"rating\":12000}]}", SWC_ERANGE,
      "players[0].rating: 12000 is out of range (0..9999)" },
    { HEAD "\"players\":[{\"id\":0,\"name\":\"A\"}]}", SWC_ERANGE, "players[0].id: 0 is out of range (1..100000)" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"provisional\":1}]}", SWC_EPARSE,
      "players[0].provisional: expected true or false, found a number" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"sex\":\"x\"}]}", SWC_EPARSE,
      "players[0].sex: unknown sex \"x\" (expected m, w, f)" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"fide_id\":\"12a\"}]}", SWC_EPARSE,
      "players[0]: FIDE id must be digits only" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"bye_requests\":[{\"round\":2,\"kind\":\"pab\"}]}]}", SWC_EPARSE,
      "players[0].bye_requests[0].kind: unknown bye kind \"pab\" (expected full_bye, half_bye, zero_bye)" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"bye_requests\":[{\"round\":2,\"kind\":\"half_bye\"},"
           "{\"round\":2,\"kind\":\"zero_bye\"}]}]}",
      SWC_EINCONSISTENT, "players[0].bye_requests[1].round: round 2 is listed twice" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"virtual_points\":[{\"round\":1,\"points\":\"1,5\"}]}]}", SWC_EPARSE,
      "players[0].virtual_points[0].points: \"1,5\" is not points with at most one decimal, such as \"1.5\"" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"virtual_points\":[{\"round\":1,\"points\":0.25}]}]}", SWC_EPARSE,
      "players[0].virtual_points[0].points: 0.25 is not a whole number of tenths of a point" },
    { HEAD "\"settings\":{\"points\":{\"full_bye\":\"777777777\"}}}", SWC_EPARSE,
      "settings.points.full_bye: \"777777777\" is not points with at most one decimal, such as \"1.5\"" },
    { HEAD "\"settings\":{\"points\":{\"win\":\"100\"}}}", SWC_ERANGE,
      "settings.points.win: 100 points are out of range (0..99.9)" },
    { HEAD "\"settings\":{\"points\":{\"draw\":\"1\"}}}", SWC_EPARSE, "settings.points.draw: unknown member" },
    { HEAD "\"settings\":{\"points\":{\"pab\":\"0.5\"},\"points_by_default\":[\"pab\"]}}", SWC_EINCONSISTENT,
      "settings.points.pab: 0.5, but settings.points_by_default says it is the win value, 1" },
    { HEAD "\"settings\":{\"points_by_default\":[\"win\"]}}", SWC_EPARSE,
      "settings.points_by_default[0]: \"win\" is not one of pab, forfeit_win, full_bye, half_bye" },
    { HEAD "\"settings\":{\"system\":\"swiss\"}}", SWC_EPARSE,
      "settings.system: unknown pairing system \"swiss\" (expected dutch, sequential, berger)" },
    { HEAD "\"settings\":{\"dutch_edition\":2020}}", SWC_ERANGE,
      "settings.dutch_edition: Dutch edition must be 2026 or 2017, got 2020" },
    { HEAD "\"settings\":{\"rounds\":0}}", SWC_ERANGE, "settings.rounds: 0 is out of range (1..99)" },
    { HEAD "\"event\":{\"name\":\"A\\u0001B\"}}", SWC_EPARSE, "event.name: text contains control character 0x01 at byte 2" },
    { HEAD "\"event\":{\"name\":\"A\\u0000B\"}}", SWC_EPARSE, "1:60: \\u0000 is not allowed near '\"A\\u0000B\"'" },
    { HEAD "\"trf_records\":[\"XYZ\\nAB\"]}", SWC_EPARSE, "trf_records[0]: a TRF record is one line without control characters" },
    /* duplicate ids and TPNs */
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":1,\"name\":\"B\"}]}", SWC_EINCONSISTENT,
      "players[1].id: id 1 is also the id of players[0]" },
    { HEAD "\"players\":[{\"id\":1,\"tpn\":1,\"name\":\"A\"},{\"id\":2,\"tpn\":1,\"name\":\"B\"}]}", SWC_EINCONSISTENT,
      "players[1].tpn: tpn 1 is also the tpn of players[0]" },
    { HEAD "\"players\":[{\"id\":1,\"tpn\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}]}", SWC_EPARSE,
      "players[1].tpn: required member is missing (give every player a tpn, or none)" },
    { HEAD "\"players\":[{\"id\":1,\"tpn\":3,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}]}", SWC_ERANGE,
      "players[0].tpn: 3 is out of range (1..2)" },
    { HEAD "\"players\":[{\"id\":1,\"tpn\":1,\"name\":\"A\",\"rating\":1000},{\"id\":2,\"tpn\":2,\"name\":\"B\",\"rating\":2000}]}",
      SWC_EINCONSISTENT,
      "players[0].tpn: 1, but the automatic order (rating, title, name) gives 2; say \"tpn_order\": \"manual\" to keep it" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"}],\"forbidden_pairs\":[[1,1]]}", SWC_EINCONSISTENT,
      "forbidden_pairs[0]: a player cannot be forbidden to meet himself" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"}],\"forbidden_pairs\":[[1,2]]}", SWC_EINCONSISTENT,
      "forbidden_pairs[0][1]: no player has id 2" },
    { HEAD "\"forbidden_pairs\":[[1]]}", SWC_EPARSE, "forbidden_pairs[0]: a forbidden pair is two player ids, then its first and last round if not all: "
      "[1, 2], [1, 2, 3] or [1, 2, 3, 5]" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}],\"forbidden_pairs\":[[1,2,0]]}", SWC_ERANGE,
      "forbidden_pairs[0][2]: 0 is out of range (1..99)" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}],\"forbidden_pairs\":[[1,2,3,\"5\"]]}", SWC_EPARSE,
      "forbidden_pairs[0][3]: expected a round number" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}],\"forbidden_pairs\":[[1,2,5,3]]}",
      SWC_EINCONSISTENT, "forbidden_pairs[0][3]: the last round comes before the first" },
    /* results and kinds */
    { HEAD FOUR R1("{\"white\":1,\"black\":2,\"result\":\"1-0\"}", ""), SWC_EPARSE,
      "rounds[0].boards[0].result: unknown result \"1-0\" (expected none, white_win, draw, black_win, white_forfeit_win, "
      "black_forfeit_win, double_forfeit, adjourned, white_win_unrated, draw_unrated, black_win_unrated)" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2,\"result\":1}", ""), SWC_EPARSE,
      "rounds[0].boards[0].result: expected a string, found a number" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2}", "{\"id\":3,\"kind\":\"bye\"}"), SWC_EPARSE,
      "rounds[0].byes[0].kind: unknown bye kind \"bye\" (expected pab, full_bye, half_bye, zero_bye, not_paired, "
      "not_entered, withdrawn, forfeit_win, forfeit_loss)" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2}", "{\"id\":3}"), SWC_EPARSE, "rounds[0].byes[0].kind: required member is missing" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2,\"result\":\"draw\",\"result2\":\"draw\"}", ""), SWC_EINCONSISTENT,
      "rounds[0].boards[0].result2: a second game exists only when settings.games_per_pairing is 2" },
    /* inconsistent boards */
    { HEAD FOUR R1("{\"white\":1,\"black\":9}", ""), SWC_EINCONSISTENT, "rounds[0].boards[0].black: no player has id 9" },
    { HEAD FOUR R1("{\"white\":1,\"black\":1}", ""), SWC_EINCONSISTENT, "rounds[0].boards[0].black: player 1 cannot play himself" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2},{\"white\":3,\"black\":1}", ""), SWC_EINCONSISTENT,
      "rounds[0].boards[1].black: player 1 appears twice in round 1" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2}", "{\"id\":2,\"kind\":\"pab\"}"), SWC_EINCONSISTENT,
      "rounds[0].byes[0].id: player 2 appears twice in round 1" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2}", "{\"id\":3,\"kind\":\"pab\"},{\"id\":4,\"kind\":\"pab\"}"), SWC_EINCONSISTENT,
      "rounds[0].byes[1].kind: round 1 has a second pairing-allocated bye" },
    { HEAD FOUR R1("{\"board\":2,\"white\":1,\"black\":2}", ""), SWC_EINCONSISTENT,
      "rounds[0].boards[0].board: board 2 is listed as board 1 (boards are numbered in order)" },
    { HEAD FOUR ",\"rounds\":[{\"round\":2,\"boards\":[]}]}", SWC_EINCONSISTENT,
      "rounds[0].round: round 2 is listed as round 1 (rounds are in order)" },
    { HEAD FOUR ",\"rounds\":[{\"byes\":[]}]}", SWC_EPARSE, "rounds[0].boards: required member is missing" },
    { HEAD FOUR ",\"rounds\":[{\"boards\":[{\"white\":1,\"black\":2}]},{\"boards\":[]}]}", SWC_EINCONSISTENT,
      "rounds[0].boards[0].result: round 1 has no result here, but later rounds exist" },
    { HEAD "\"settings\":{\"rounds\":1}," FOUR ",\"rounds\":[{\"boards\":[]},{\"boards\":[]}]}", SWC_EINCONSISTENT,
      "rounds[1]: round 2 is beyond the 1 rounds of settings.rounds" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2},{\"white\":3,\"black\":4},{\"white\":4,\"black\":3}", ""), SWC_EINCONSISTENT,
      "rounds[0].boards: 3 boards need 6 players; the document has 4" },
    /* plans that disagree with the rounds */
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\",\"entry_round\":2}]" R1("{\"white\":1,\"black\":2}", ""),
      SWC_EINCONSISTENT, "rounds[0].boards[0].black: player 2 enters in round 2 (entry_round), so round 1 is \"not_entered\"" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\"}]" R1("", "{\"id\":2,\"kind\":\"not_entered\"}"),
      SWC_EINCONSISTENT, "rounds[0].byes[0].id: player 2 entered in round 1 (entry_round), not after round 1" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\",\"withdrawn_from\":1}]" R1("", "{\"id\":2,\"kind\":\"zero_bye\"}"),
      SWC_EINCONSISTENT, "rounds[0].byes[0].id: player 2 withdrew from round 1 (withdrawn_from), so round 1 is \"withdrawn\"" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\"},{\"id\":2,\"name\":\"B\",\"bye_requests\":[{\"round\":1,\"kind\":\"half_bye\"}]}]"
           R1("{\"white\":1,\"black\":2}", ""),
      SWC_EINCONSISTENT, "rounds[0].boards[0].black: player 2 asked for a bye in round 1 (bye_requests), so is not on a board" },
    { HEAD FOUR R1("{\"white\":1,\"black\":2,\"result\":\"draw\"}", "") "", SWC_OK, "" },
    { HEAD "\"players\":[{\"id\":1,\"name\":\"A\",\"score\":\"1\"},{\"id\":2,\"name\":\"B\"}]"
           R1("{\"white\":1,\"black\":2,\"result\":\"black_win\"}", ""),
      SWC_EINCONSISTENT, "players[0].score: 1, but the results add up to 0" },
    { HEAD "\"settings\":{\"baku_group_a_last\":1}," FOUR "}", SWC_EINCONSISTENT,
      "settings.baku_group_a_last: Baku group A is fixed by round 1, which does not exist" },
};

static void expect_bad(size_t i, const swc_allocator *a)
{
    const bad_doc *d = &bad_docs[i];
    swc_tournament *t = (swc_tournament *)&t; /* must be overwritten */
    swc_json_error err = SWC_JSON_ERROR_INIT;
    swc_json_read_options ro = SWC_JSON_READ_OPTIONS_INIT;
    ro.allocator = a;
    int rc = swc_json_read(&t, d->text, strlen(d->text), &ro, &err);
    ck_assert_msg(rc == d->code, "document %zu: status %d, expected %d (%s)\n%s", i, rc, d->code, err.message, d->text);
    if (d->code == SWC_OK) {
        swc_tournament_free(t);
        return;
    }
    ck_assert_ptr_null(t);
    ck_assert_str_eq(err.message, d->message);
    /* The path is the message's own prefix; a syntax error has a position instead. */
    if (err.line) {
        ck_assert_str_eq(err.path, "");
    } else if (err.path[0]) {
        size_t n = strlen(err.path);
        ck_assert_msg(strncmp(err.message, err.path, n) == 0 && err.message[n] == ':', "path %s, message %s", err.path,
                      err.message);
    }
}

START_TEST(test_malformed)
{
    expect_bad((size_t)_i, NULL);
}
END_TEST

/* A failed read leaves nothing behind in the tournament's allocator. */
START_TEST(test_malformed_leaks_nothing)
{
    for (size_t i = 0; i < sizeof bad_docs / sizeof bad_docs[0]; i++) {
        if (bad_docs[i].code == SWC_OK)
            continue;
        swc_test_alloc st = { 0, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        expect_bad(i, &a);
        ck_assert_msg(st.live_blocks == 0 && st.live_bytes == 0, "document %zu leaves %ld blocks", i, st.live_blocks);
    }
}
END_TEST

/* ---- protocol ------------------------------------------------------------ */

START_TEST(test_write_protocol)
{
    swc_tournament *t = rich_tournament(NULL);
    size_t need = 0, len = 0;
    ck_assert_int_eq(swc_json_write(&need, NULL, 0, t, NULL), SWC_EBUFSIZE);
    ck_assert_str_ne(swc_tournament_errmsg(t), "");
    char *buf = malloc(need + 1);
    memset(buf, 'x', need + 1);
    /* Too small by one: nothing written, the size again. */
    ck_assert_int_eq(swc_json_write(&len, buf, need - 1, t, NULL), SWC_EBUFSIZE);
    ck_assert_uint_eq(len, need);
    ck_assert_int_eq(buf[0], 'x');
    /* Exactly the size: no NUL; one more: NUL. */
    ck_assert_int_eq(swc_json_write(&len, buf, need, t, NULL), SWC_OK);
    ck_assert_int_eq(buf[need], 'x');
    ck_assert_int_eq(buf[need - 1], '\n');
    ck_assert_str_eq(swc_tournament_errmsg(t), "");
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, t, NULL), SWC_OK);
    ck_assert_int_eq(buf[need], '\0');
    /* NULL options are the defaults (indent 2). */
    char *text = json_of(t, 2, NULL);
    ck_assert_str_eq(buf, text);
    free(text);
    /* Indent 0: one line. */
    text = json_of(t, 0, &len);
    ck_assert_ptr_null(memchr(text, '\n', len - 1));
    free(text);

    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = 32;
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, t, &wo), SWC_EINVAL);
    ck_assert_str_eq(swc_tournament_errmsg(t), "indent 32 is outside 0..31");
    wo.indent = -1;
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, t, &wo), SWC_EINVAL);
    wo.indent = 2;
    wo.struct_size = 2;
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, t, &wo), SWC_EINVAL);
    /* An older caller's struct without indent: the default. */
    wo.struct_size = sizeof(uint32_t);
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, t, &wo), SWC_OK);
    ck_assert_int_eq(swc_json_write(NULL, buf, need + 1, t, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, NULL, NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_json_write(&len, buf, need + 1, (swc_tournament *)buf, NULL), SWC_EINVAL);
    free(buf);

    /* Reader arguments. */
    swc_tournament *u = NULL;
    swc_json_error err = SWC_JSON_ERROR_INIT;
    ck_assert_int_eq(swc_json_read(NULL, "{}", 2, NULL, &err), SWC_EINVAL);
    ck_assert_str_eq(err.message, "invalid argument: out is NULL");
    ck_assert_int_eq(swc_json_read(&u, NULL, 2, NULL, &err), SWC_EINVAL);
    swc_json_read_options ro = SWC_JSON_READ_OPTIONS_INIT;
    ro.flags = 1;
    ck_assert_int_eq(swc_json_read(&u, "{}", 2, &ro, &err), SWC_EINVAL);
    ck_assert_int_eq(swc_json_read(&u, "{}", (size_t)SWC_JSON_MAX_SIZE + 1, NULL, &err), SWC_ELIMIT);
    ck_assert_ptr_null(u);
    /* A shorter error struct (an older caller) gets a terminated message. */
    struct {
        uint32_t struct_size, line, column;
        char path[128];
        char message[16];
    } small = { (uint32_t)sizeof small, 0, 0, { 0 }, { 0 } };
    ck_assert_int_eq(swc_json_read(&u, "[]", 2, NULL, (swc_json_error *)&small), SWC_EPARSE);
    ck_assert_uint_eq(strlen(small.message), sizeof small.message - 1);
    ck_assert_int_eq(swc_json_read(&u, "[]", 2, NULL, NULL), SWC_EPARSE);
    /* Data need not end with a NUL. */
    text = json_of(t, 0, &len);
    char *copy = malloc(len + 5);
    memcpy(copy, text, len);
    memcpy(copy + len, "junk", 4);
    ck_assert_int_eq(swc_json_read(&u, copy, len, NULL, &err), SWC_OK);
    swc_tournament_free(u);
    ck_assert_int_eq(swc_json_read(&u, copy, len + 4, NULL, &err), SWC_EPARSE);
    free(copy);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_files)
{
    char dir[] = "/tmp/swc-json-test-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/event.json", dir);
    swc_tournament *t = rich_tournament(NULL);
    ck_assert_int_eq(swc_json_write_file(t, path, NULL), SWC_OK);
    /* Replace it: the old file is renamed over, nothing else is left. */
    ck_assert_int_eq(swc_json_write_file(t, path, NULL), SWC_OK);
    swc_tournament *u = NULL;
    swc_json_error err = SWC_JSON_ERROR_INIT;
    ck_assert_int_eq(swc_json_read_file(&u, path, NULL, &err), SWC_OK);
    char why[512];
    ck_assert_msg(jc_same(t, u, why, sizeof why), "%s", why);
    swc_tournament_free(u);
    size_t len = 0;
    char *on_disk = swc_test_read_file(path, &len);
    char *text = json_of(t, 2, NULL);
    ck_assert_str_eq(on_disk, text);
    free(on_disk);
    free(text);
    char cmd[512];
    snprintf(cmd, sizeof cmd, "test $(ls -A %s | wc -l) -eq 1", dir);
    ck_assert_int_eq(system(cmd), 0);

    snprintf(path, sizeof path, "%s/missing.json", dir);
    ck_assert_int_eq(swc_json_read_file(&u, path, NULL, &err), SWC_EIO);
    ck_assert_ptr_null(u);
    ck_assert_msg(strstr(err.message, "cannot open") && strstr(err.message, "No such file"), "%s", err.message);
    snprintf(path, sizeof path, "%s/no/such/dir/x.json", dir);
    ck_assert_int_eq(swc_json_write_file(t, path, NULL), SWC_EIO);
    ck_assert_ptr_nonnull(strstr(swc_tournament_errmsg(t), "cannot create a file beside"));
    ck_assert_int_eq(swc_json_write_file(t, "", NULL), SWC_EINVAL);
    ck_assert_int_eq(swc_json_read_file(&u, NULL, NULL, &err), SWC_EINVAL);
    swc_tournament_free(t);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    ck_assert_int_eq(system(cmd), 0);
}
END_TEST

/* ---- out of memory ------------------------------------------------------- */

#define MAX_STEPS 200000L

START_TEST(test_oom_read)
{
    swc_tournament *t = rich_tournament(NULL);
    size_t len = 0;
    char *text = json_of(t, 1, &len);
    long steps = 0;
    for (long n = 1; n < MAX_STEPS; n++) {
        swc_test_alloc st = { n, 0, 0, 0 };
        swc_allocator a = swc_test_allocator(&st);
        swc_json_read_options ro = SWC_JSON_READ_OPTIONS_INIT;
        ro.allocator = &a;
        swc_json_error err = SWC_JSON_ERROR_INIT;
        swc_tournament *u = NULL;
        int rc = swc_json_read(&u, text, len, &ro, &err);
        if (rc == SWC_OK) {
            char why[512];
            ck_assert_msg(jc_same(t, u, why, sizeof why), "%s", why);
            swc_tournament_free(u);
            ck_assert_int_eq(st.live_blocks, 0);
            steps = n;
            break;
        }
        ck_assert_msg(rc == SWC_ENOMEM, "allocation %ld failed: status %d (%s)", n, rc, err.message);
        ck_assert_ptr_null(u);
        ck_assert_msg(strstr(err.message, "out of memory") != NULL, "allocation %ld: %s", n, err.message);
        ck_assert_msg(st.live_blocks == 0, "allocation %ld failed: %ld blocks leaked", n, st.live_blocks);
    }
    ck_assert_msg(steps > 100, "the sweep ended after %ld allocations", steps);
    free(text);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_oom_write)
{
    swc_test_alloc st = { 0, 0, 0, 0 };
    swc_allocator a = swc_test_allocator(&st);
    swc_tournament *t = rich_tournament(&a);
    size_t len = 0;
    char *want = json_of(t, 2, &len);
    long steps = 0;
    for (long n = 1; n < MAX_STEPS; n++) {
        st.calls = 0;
        st.fail_at = n;
        long blocks = st.live_blocks;
        size_t got = 0;
        char *buf = malloc(len + 1);
        int rc = swc_json_write(&got, buf, len + 1, t, NULL);
        st.fail_at = 0;
        if (rc == SWC_OK) {
            ck_assert_str_eq(buf, want);
            free(buf);
            steps = n;
            break;
        }
        ck_assert_int_eq(rc, SWC_ENOMEM);
        ck_assert_str_eq(swc_tournament_errmsg(t), "out of memory");
        ck_assert_int_eq(st.live_blocks, blocks);
        free(buf);
        /* Unchanged. */
        char *now = json_of(t, 2, NULL);
        ck_assert_str_eq(now, want);
        free(now);
    }
    ck_assert_msg(steps > 1, "the writer made no allocation");
    free(want);
    swc_tournament_free(t);
    ck_assert_int_eq(st.live_blocks, 0);
}
END_TEST

/* ---- pairing from a document ------------------------------------------- */

static void same_round(const swc_round *x, const swc_round *y)
{
    ck_assert_uint_eq(swc_round_board_count(x), swc_round_board_count(y));
    for (uint32_t b = 1; b <= swc_round_board_count(x); b++) {
        uint32_t w1, b1, w2, b2;
        swc_round_board(&w1, &b1, x, b);
        swc_round_board(&w2, &b2, y, b);
        ck_assert_uint_eq(w1, w2);
        ck_assert_uint_eq(b1, b2);
    }
    ck_assert_uint_eq(swc_round_bye_count(x), swc_round_bye_count(y));
    for (uint32_t i = 0; i < swc_round_bye_count(x); i++) {
        uint32_t p1, p2;
        int32_t k1, k2;
        swc_round_bye(&p1, &k1, x, i);
        swc_round_bye(&p2, &k2, y, i);
        ck_assert_uint_eq(p1, p2);
        ck_assert_int_eq(k1, k2);
    }
}

START_TEST(test_pairing_from_document)
{
    const int32_t systems[] = { SWC_SYSTEM_DUTCH, SWC_SYSTEM_SEQUENTIAL };
    for (int s = 0; s < 2; s++) {
        swc_tournament *t = rich_tournament(NULL);
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, systems[s]), SWC_OK);
        set_result(t, 3, 1, SWC_RESULT_DRAW);
        for (uint32_t b = 2; b <= swc_round_board_count(swc_tournament_round(t, 3)); b++)
            set_result(t, 3, b, SWC_RESULT_BLACK_WIN);
        char *text = json_of(t, 0, NULL);
        swc_tournament *u = read_ok(text);
        for (int k = 0; k < 2; k++) {
            swc_round *x = NULL, *y = NULL;
            ck_assert_int_eq(swc_tournament_pair_next(&x, t), SWC_OK);
            ck_assert_int_eq(swc_tournament_pair_next(&y, u), SWC_OK);
            same_round(x, y);
            for (uint32_t b = 1; b <= swc_round_board_count(x); b++) {
                set_result(t, swc_round_number(x), b, (int)(b % 3) + 1);
                set_result(u, swc_round_number(y), b, (int)(b % 3) + 1);
            }
        }
        free(text);
        swc_tournament_free(t);
        swc_tournament_free(u);
    }
}
END_TEST

/* ---- schema ---------------------------------------------------------------- */

START_TEST(test_schema)
{
    const char *dir = getenv("SWC_JSON_DUMP_DIR");
    const char *validator = getenv("SWC_JSON_VALIDATOR");
    ck_assert_msg(dir && validator, "SWC_JSON_DUMP_DIR and SWC_JSON_VALIDATOR are set by meson");
    ck_assert_msg(*validator, "no python3 with the jsonschema module: apt-get install python3-jsonschema");
    /* This process's own documents too, so the folder is never empty. */
    swc_tournament *t = rich_tournament(NULL);
    free(json_of(t, 2, NULL));
    swc_tournament_free(t);
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "%s %s", validator, dir);
    int rc = system(cmd);
    ck_assert_msg(rc == 0, "schema validation failed (%d): see the log above", rc);
}
END_TEST

static void clean_dump_dir(void)
{
    const char *dir = getenv("SWC_JSON_DUMP_DIR");
    if (!dir || !*dir)
        return;
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", dir, dir);
    if (system(cmd) != 0) {
        fprintf(stderr, "cannot prepare %s\n", dir);
        exit(EXIT_FAILURE);
    }
}

int main(void)
{
    clean_dump_dir();
    Suite *s = suite_create("json");
    TCase *tc = tcase_create("json");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_round_trip_every_field);
    tcase_add_test(tc, test_document_fields);
    tcase_add_test(tc, test_read_short_document);
    tcase_add_test(tc, test_read_baku_without_tpns);
    tcase_add_test(tc, test_points_by_default);
    tcase_add_loop_test(tc, test_malformed, 0, (int)(sizeof bad_docs / sizeof bad_docs[0]));
    tcase_add_test(tc, test_malformed_leaks_nothing);
    tcase_add_test(tc, test_write_protocol);
    tcase_add_test(tc, test_files);
    tcase_add_test(tc, test_oom_read);
    tcase_add_test(tc, test_oom_write);
    tcase_add_test(tc, test_pairing_from_document);
    tcase_add_test(tc, test_schema);
    suite_add_tcase(s, tc);
    return swc_test_run(s);
}
