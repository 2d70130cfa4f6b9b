/*
 * Lossless files: what the model holds comes back from the file. The
 * property test runs random API histories through TRF-2026, TRF16 and the
 * JSON document; the other tests build small tournaments by hand, one TRF
 * record each.
 *
 * SWC_LOSSLESS_HISTORIES and SWC_LOSSLESS_SEED run more or other histories;
 * SWC_LOSSLESS_KEEP_GOING lists every broken history instead of stopping.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "observable.h"
#include "roundtrip.h"
#include "testutil.h"

/* ---- the TRF formats as the property test sees them ---------------------------- */

static int trf_write_text(char **out, size_t *len, swc_tournament *t, const void *ctx)
{
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = *(const int *)ctx;
    *out = NULL;
    size_t need = 0;
    int rc = swc_trf_write(&need, NULL, 0, t, &wo);
    if (rc != SWC_EBUFSIZE)
        return rc == SWC_OK ? SWC_EINVAL : rc;
    char *buf = malloc(need + 1);
    if (!buf)
        return SWC_ENOMEM;
    rc = swc_trf_write(len, buf, need + 1, t, &wo);
    if (rc != SWC_OK) {
        free(buf);
        return rc;
    }
    *out = buf;
    return SWC_OK;
}

static int trf_read_text(swc_tournament **out, const char *text, size_t len, const void *ctx, char *err, size_t cap)
{
    (void)ctx;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(out, text, len, NULL, &e);
    snprintf(err, cap, "%s", e.message);
    return rc;
}

/* ---- the JSON document, indented by *ctx spaces -------------------------------- */

static int json_write_text(char **out, size_t *len, swc_tournament *t, const void *ctx)
{
    swc_json_write_options wo = SWC_JSON_WRITE_OPTIONS_INIT;
    wo.indent = *(const int *)ctx;
    *out = NULL;
    size_t need = 0;
    int rc = swc_json_write(&need, NULL, 0, t, &wo);
    if (rc != SWC_EBUFSIZE)
        return rc == SWC_OK ? SWC_EINVAL : rc;
    char *buf = malloc(need + 1);
    if (!buf)
        return SWC_ENOMEM;
    rc = swc_json_write(len, buf, need + 1, t, &wo);
    if (rc != SWC_OK) {
        free(buf);
        return rc;
    }
    *out = buf;
    return SWC_OK;
}

static int json_read_text(swc_tournament **out, const char *text, size_t len, const void *ctx, char *err, size_t cap)
{
    (void)ctx;
    swc_json_error e = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(out, text, len, NULL, &e);
    snprintf(err, cap, "%s", e.message);
    return rc;
}

static const int trf2026 = SWC_TRF_2026, trf16 = SWC_TRF_16, json_compact = 0;
static const rt_format formats[] = {
    { "TRF-2026", trf_write_text, trf_read_text, &trf2026 },
    { "TRF16", trf_write_text, trf_read_text, &trf16 },
    { "JSON", json_write_text, json_read_text, &json_compact },
};
#define NFORMATS (sizeof formats / sizeof formats[0])
#define TEAM_FORMATS NFORMATS

static uint64_t next_random(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static unsigned long env_number(const char *name, unsigned long fallback)
{
    const char *v = getenv(name);
    return v && *v ? strtoul(v, NULL, 10) : fallback;
}

START_TEST(test_random_histories)
{
    unsigned long count = env_number("SWC_LOSSLESS_HISTORIES", 2000), failed = 0;
    int keep_going = getenv("SWC_LOSSLESS_KEEP_GOING") != NULL;
    uint64_t seed = env_number("SWC_LOSSLESS_SEED", 20260522), s = seed;
    rt_stats st[NFORMATS];
    memset(st, 0, sizeof st);
    static char why[1 << 16];
    uint8_t bytes[512];
    clock_t start = clock();
    for (unsigned long h = 0; h < count; h++) {
        size_t n = 16 + next_random(&s) % 400;
        for (size_t i = 0; i < n; i++)
            bytes[i] = (uint8_t)(next_random(&s) >> 24);
        for (size_t f = 0; f < NFORMATS; f++) {
            int ok = rt_check(&formats[f], bytes, n, 3, &st[f], why, sizeof why);
            if (!ok && keep_going) {
                /* one line per broken history, for surveys: the reason without the file */
                printf("# %s history %lu: %.*s\n", formats[f].name, h, (int)strcspn(why, "\n"), why);
                failed++;
                continue;
            }
            if (!ok) {
                fprintf(stderr, "history %lu (seed %llu), %s: %s\nbytes:", h, (unsigned long long)seed,
                        formats[f].name, why);
                for (size_t i = 0; i < n; i++)
                    fprintf(stderr, "%s%02x", i % 32 ? "" : "\n", bytes[i]);
                fprintf(stderr, "\n");
            }
            ck_assert_msg(ok, "history %lu, %s: %.300s", h, formats[f].name, why);
        }
    }
    double secs = (double)(clock() - start) / CLOCKS_PER_SEC;
    for (size_t f = 0; f < NFORMATS; f++)
        printf("# %s: %lu histories (%lu rounds, %lu players, %lu journal entries), %lu unwritable%s%s, %.1f s for "
               "all formats\n",
               formats[f].name, st[f].histories, st[f].rounds, st[f].players, st[f].journal, st[f].unwritable,
               st[f].unwritable ? ": " : "", st[f].unwritable ? st[f].last_unwritable : "", secs);
    ck_assert_uint_eq(failed, 0);
    /* every tournament the API builds can be written, in every format */
    for (size_t f = 0; f < NFORMATS; f++)
        ck_assert_uint_eq(st[f].unwritable, 0);
    ck_assert_uint_ge(st[0].histories, count * 9 / 10);
    ck_assert_uint_eq(st[NFORMATS - 1].histories, count);
    /* the journal is part of the histories */
    for (size_t f = 0; f < NFORMATS; f++)
        ck_assert_uint_ge(st[f].journal, count / 4);
}
END_TEST


/* Team events through every format: random teams, line-ups, forfeited
 * matches and byes, written, read back and compared in every observable. */
START_TEST(test_team_histories)
{
    unsigned long count = env_number("SWC_LOSSLESS_TEAM_HISTORIES", 400);
    uint64_t s = env_number("SWC_LOSSLESS_SEED", 20260522) + 35;
    rt_stats st[NFORMATS];
    memset(st, 0, sizeof st);
    static char why[1 << 16];
    uint8_t bytes[256];
    for (unsigned long h = 0; h < count; h++) {
        size_t n = 64 + next_random(&s) % 192;
        for (size_t i = 0; i < n; i++)
            bytes[i] = (uint8_t)(next_random(&s) >> 24);
        for (size_t f = 0; f < TEAM_FORMATS; f++) {
            int ok = rt_check_team(&formats[f], bytes, n, &st[f], why, sizeof why);
            if (!ok && getenv("SWC_LOSSLESS_DUMP"))
                fprintf(stderr, "%s\n", why);
            ck_assert_msg(ok, "team history %lu, %s: %.2000s", h, formats[f].name, why);
        }
    }
    for (size_t f = 0; f < TEAM_FORMATS; f++) {
        printf("# %s: %lu team histories (%lu rounds, %lu players)\n", formats[f].name, st[f].histories, st[f].rounds,
               st[f].players);
        ck_assert_uint_eq(st[f].histories, count);
        ck_assert_uint_gt(st[f].rounds, count);
    }
}
END_TEST

/* ---- records, one by one -------------------------------------------------------- */

/* Write t in a format, read it back, and check the copy is t in every
 * observable and writes the same text; returns the copy, frees t. */
static swc_tournament *reload(swc_tournament *t, int format, char **text_out)
{
    char *text = NULL, *again = NULL;
    size_t len = 0, len2 = 0;
    int rc = trf_write_text(&text, &len, t, &format);
    ck_assert_msg(rc == SWC_OK, "write: %s", swc_tournament_errmsg(t));
    swc_tournament *u = NULL;
    char err[256];
    rc = trf_read_text(&u, text, len, NULL, err, sizeof err);
    ck_assert_msg(rc == SWC_OK, "read: %s\n%s", err, text);
    static char why[4096];
    ck_assert_msg(obs_equal(t, u, why, sizeof why), "%s\n%s", why, text);
    ck_assert_int_eq(trf_write_text(&again, &len2, u, &format), SWC_OK);
    ck_assert_msg(len == len2 && memcmp(text, again, len) == 0, "write, read, write:\n%s\n----\n%s", text, again);
    free(again);
    if (text_out)
        *text_out = text;
    else
        free(text);
    swc_tournament_free(t);
    return u;
}

/* The line of text starting with prefix, NUL-terminated in buf; NULL when none. */
static const char *line_with(const char *text, const char *prefix, char *buf, size_t cap)
{
    size_t n = strlen(prefix);
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        if (strncmp(p, prefix, n) == 0) {
            size_t k = strcspn(p, "\n");
            snprintf(buf, cap, "%.*s", (int)(k < cap ? k : cap - 1), p);
            return buf;
        }
    }
    return NULL;
}

static void finish(swc_tournament *t)
{
    swc_round *r = swc_tournament_round(t, swc_tournament_round_count(t));
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        ck_assert_int_eq(swc_round_set_result(r, b, b % 2 ? SWC_RESULT_WHITE_WIN : SWC_RESULT_DRAW), SWC_OK);
}

/* The round-kind of player `id` in round r, and whether he is on a board. */
static int kind_in(const swc_tournament *t, uint32_t id, uint32_t r)
{
    swc_player_round_info ri = SWC_PLAYER_ROUND_INFO_INIT;
    ck_assert_int_eq(swc_player_round(&ri, swc_tournament_player(t, id), r), SWC_OK);
    return ri.kind;
}

/* The case: withdrawn, saved, loaded, saved, loaded, paired. */
START_TEST(test_withdrawal_survives_files)
{
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = swc_test_tournament(7);
        swc_tournament_set_int(t, SWC_SET_ROUNDS, 5);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        finish(t);
        /* the lowest-rated player, who would be first in line for the PAB */
        uint32_t last = swc_player_id(swc_tournament_player_by_tpn(t, 7));
        ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, last), 2), SWC_OK);
        /* another withdraws from round 4, not yet paired */
        ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 3), 4), SWC_OK);
        for (int i = 0; i < 2; i++)
            t = reload(t, format, NULL);
        /* the ids are kept */
        for (uint32_t r = 2; r <= 5; r++) {
            ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
            ck_assert_int_eq(kind_in(t, last, r), SWC_RK_WITHDRAWN);
            ck_assert_int_eq(kind_in(t, 3, r), r < 4 ? SWC_RK_PLAYED : SWC_RK_WITHDRAWN);
            finish(t);
            t = reload(t, format, NULL);
        }
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_long_names_kept_whole)
{
    static const char *const names[] = {
        "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Jr.",
        "欧阳诸葛司马上官东方西门南宫令狐皇甫尉迟公孙慕容长孙宇文司徒夏侯轩辕端木百里东郭",
        "  Blank, Leading",
        "Blank, Trailing  ",
        "Back\\slash \\n not a new line",
    };
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
        for (size_t i = 0; i < 5; i++) {
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            pi.name = names[i];
            pi.rating = 2000 - (int32_t)i;
            pi.title = i == 0 ? "XXXXXXXX" : "";
            pi.federation = i == 1 ? "北京市棋牌运动管理中心" : "NOR";
            ck_assert_int_eq(swc_player_add(NULL, t, &pi), SWC_OK);
        }
        char *text = NULL, buf[512];
        t = reload(t, format, &text);
        for (uint32_t tpn = 1; tpn <= 5; tpn++)
            ck_assert_str_eq(swc_player_name(swc_tournament_player_by_tpn(t, tpn)), names[tpn - 1]);
        /* the 001 line shows what fits; XPA keeps the whole */
        ck_assert_ptr_nonnull(line_with(text, "001    1", buf, sizeof buf));
        ck_assert_msg(strstr(buf, "Wolfeschlegelsteinhausenbergerdor ") != NULL, "%s", buf);
        ck_assert_ptr_nonnull(line_with(text, "XPA    1 NAME", buf, sizeof buf));
        ck_assert_str_eq(buf, "XPA    1 NAME Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Jr.");
        ck_assert_ptr_nonnull(line_with(text, "XPA    4 NAME", buf, sizeof buf));
        ck_assert_str_eq(buf, "XPA    4 NAME Blank, Trailing \\s");
        ck_assert_ptr_null(line_with(text, "XPA    5 NAME", buf, sizeof buf)); /* the 001 line holds it */
        ck_assert_ptr_nonnull(line_with(text, "XPA    1 TITLE XXXXXXXX", buf, sizeof buf));
        ck_assert_ptr_null(line_with(text, "XPA    3 TITLE", buf, sizeof buf));
        free(text);
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_every_player_field)
{
    swc_tournament *t = swc_test_tournament(4);
    swc_player *p = swc_tournament_player(t, 2);
    swc_player_info pi = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&pi, p);
    pi.flags = SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER | 0x100u;
    pi.group = "公开组";
    pi.tags = "U16,女子, local";
    pi.cn_title = "候补棋协大师";
    pi.sex = 'f';
    pi.birth_date = "2010";
    ck_assert_int_eq(swc_player_update(p, &pi), SWC_OK);
    ck_assert_int_eq(swc_player_set_fouls(p, 3), SWC_OK);
    ck_assert_int_eq(swc_player_set_conduct(p, -12), SWC_OK);
    ck_assert_int_eq(swc_player_set_conduct(swc_tournament_player(t, 3), 7), SWC_OK);
    char *text = NULL, buf[256];
    t = reload(t, SWC_TRF_16, &text);
    static const char *const lines[] = {
        "XPA    2 GROUP 公开组", "XPA    2 TAGS U16,女子, local", "XPA    2 CNTITLE 候补棋协大师",
        "XPA    2 FLAGS PROVISIONAL MEMBER 0x100", "XPA    2 FOULS 3", "XPA    2 CONDUCT -12", "XPA    3 CONDUCT 7",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        ck_assert_msg(line_with(text, lines[i], buf, sizeof buf) && strcmp(buf, lines[i]) == 0, "no line %s in\n%s",
                      lines[i], text);
    free(text);
    p = swc_tournament_player(t, 2);
    swc_player_get_info(&pi, p);
    ck_assert_uint_eq(pi.flags, SWC_PLAYER_PROVISIONAL | SWC_PLAYER_MEMBER | 0x100u);
    ck_assert_str_eq(pi.group, "公开组");
    ck_assert_str_eq(pi.cn_title, "候补棋协大师");
    ck_assert_int_eq(pi.sex, 'f');
    uint32_t fouls = 0;
    int32_t conduct = 0;
    swc_player_get_fouls(&fouls, p);
    swc_player_get_conduct(&conduct, p);
    ck_assert_uint_eq(fouls, 3);
    ck_assert_int_eq(conduct, -12);
    swc_tournament_free(t);
}
END_TEST

/* Every setting a file cannot say elsewhere, and defaults that follow. */
START_TEST(test_every_setting)
{
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = swc_test_tournament(6);
        static const int32_t set[][2] = {
            { SWC_SET_PAIRING_SYSTEM, SWC_SYSTEM_SEQUENTIAL }, { SWC_SET_DUTCH_EDITION, 2017 },
            { SWC_SET_ACCELERATION, SWC_ACCEL_BAKU },           { SWC_SET_FORFEIT_WITHDRAW, 2 },
            { SWC_SET_TPN_ORDER, SWC_TPN_MANUAL },              { SWC_SET_SEQUENTIAL_TIEBREAK, SWC_SEQ_TB_PROGRESSIVE },
            { SWC_SET_POINTS_PAB, 10 },                         { SWC_SET_POINTS_NOT_ENTERED, 5 },
            { SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK },       { SWC_SET_POINTS_DRAW_BLACK, 4 },
        };
        for (size_t i = 0; i < sizeof set / sizeof set[0]; i++)
            ck_assert_int_eq(swc_tournament_set_int(t, set[i][0], set[i][1]), SWC_OK);
        char *text = NULL, buf[128];
        t = reload(t, format, &text);
        for (size_t i = 0; i < sizeof set / sizeof set[0]; i++) {
            int32_t v = 0;
            swc_tournament_get_int(&v, t, set[i][0]);
            ck_assert_int_eq(v, set[i][1]);
        }
        ck_assert_ptr_nonnull(line_with(text, "XST FORFEIT_WITHDRAW 2", buf, sizeof buf));
        ck_assert_ptr_nonnull(line_with(text, "XST POINTS_PAB 1.0", buf, sizeof buf));
        ck_assert_ptr_nonnull(line_with(text, "XST SEQUENTIAL_TIEBREAK PROGRESSIVE", buf, sizeof buf));
        free(text);
        /* PAB was set: it keeps its value when the win value changes; the
         * full-point bye was not, and follows */
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 20), SWC_OK);
        int32_t v = 0;
        swc_tournament_get_int(&v, t, SWC_SET_POINTS_PAB);
        ck_assert_int_eq(v, 10);
        swc_tournament_get_int(&v, t, SWC_SET_POINTS_FULL_BYE);
        ck_assert_int_eq(v, 20);
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_future_byes_and_late_entry)
{
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = swc_test_tournament(12);
        swc_tournament_set_int(t, SWC_SET_ROUNDS, 6);
        ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 2), 3, SWC_RK_HALF_BYE), SWC_OK);
        ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 4), 5, SWC_RK_ZERO_BYE), SWC_OK);
        ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 5), 9, SWC_RK_FULL_BYE), SWC_OK);
        ck_assert_int_eq(swc_player_set_entry_round(swc_tournament_player(t, 8), 4), SWC_OK);
        char *text = NULL, buf[128];
        t = reload(t, format, &text);
        ck_assert_ptr_nonnull(line_with(text, "XPA    2 BYES 3=H", buf, sizeof buf));
        ck_assert_ptr_nonnull(line_with(text, "XPA    5 BYES 9=F", buf, sizeof buf));
        free(text);
        for (uint32_t r = 1; r <= 6; r++) {
            ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
            ck_assert_int_eq(kind_in(t, 2, r) == SWC_RK_HALF_BYE, r == 3);
            ck_assert_int_eq(kind_in(t, 4, r) == SWC_RK_ZERO_BYE, r == 5);
            ck_assert_int_eq(kind_in(t, 8, r) == SWC_RK_NOT_ENTERED, r < 4);
            finish(t);
            t = reload(t, format, NULL);
        }
        /* a request beyond the planned rounds waits for more rounds */
        ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 9), SWC_OK);
        for (uint32_t r = 7; r <= 9; r++) {
            ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
            ck_assert_int_eq(kind_in(t, 5, r) == SWC_RK_FULL_BYE, r == 9);
            finish(t);
        }
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_acceleration_points)
{
    swc_tournament *t = swc_test_tournament(8);
    swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    /* an explicit 0 overrides Baku, a value where Baku gives none */
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 1), 1, 0), SWC_OK);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 8), 2, 5), SWC_OK);
    char *text = NULL, buf[128];
    t = reload(t, SWC_TRF_2026, &text);
    ck_assert_ptr_nonnull(line_with(text, "XPA    1 VIRTUAL 1=0.0", buf, sizeof buf));
    ck_assert_ptr_nonnull(line_with(text, "XPA    8 VIRTUAL 2=0.5", buf, sizeof buf));
    free(text);
    /* Baku still derives the rounds nobody set, after more rounds are planned */
    ck_assert_int_eq(swc_tournament_set_int(t, SWC_SET_ROUNDS, 11), SWC_OK);
    int32_t v = -1;
    swc_player_get_virtual_points(&v, swc_tournament_player(t, 2), 5);
    ck_assert_int_eq(v, 5);
    swc_player_get_virtual_points(&v, swc_tournament_player(t, 1), 1);
    ck_assert_int_eq(v, 0);
    swc_tournament_free(t);
}
END_TEST

START_TEST(test_board_and_bye_order)
{
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = swc_test_tournament(7);
        /* boards in the reverse order of the ranks, byes out of order */
        swc_test_play(t, "5-6:1 3-4:= 1-2:0 7:Z");
        ck_assert_int_eq(swc_player_request_bye(swc_tournament_player(t, 7), 2, SWC_RK_HALF_BYE), SWC_OK);
        ck_assert_int_eq(swc_player_withdraw(swc_tournament_player(t, 6), 2), SWC_OK);
        swc_test_play(t, "1-3:1 4-2:0 5:H");
        char *text = NULL, buf[128];
        t = reload(t, format, &text);
        ck_assert_ptr_nonnull(line_with(text, "XBO 001", buf, sizeof buf));
        ck_assert_str_eq(buf, "XBO 001    5    3    1");
        ck_assert_ptr_nonnull(line_with(text, "XBY 002", buf, sizeof buf));
        ck_assert_str_eq(buf, "XBY 002    5H    6W    7H");
        ck_assert_ptr_null(line_with(text, "XBO 002", buf, sizeof buf));
        free(text);
        uint32_t w = 0, b = 0;
        swc_round_board(&w, &b, swc_tournament_round(t, 1), 1);
        ck_assert_uint_eq(w, 5);
        ck_assert_int_eq(kind_in(t, 6, 2), SWC_RK_WITHDRAWN);
        swc_tournament_free(t);
    }
}
END_TEST

START_TEST(test_tournament_texts)
{
    swc_tournament *t = swc_test_tournament(2);
    swc_tournament_set_string(t, SWC_TEXT_NAME, "  Open \\ 2026  ");
    swc_tournament_set_string(t, SWC_TEXT_DEPUTY, "First\n\n Second");
    swc_tournament_set_string(t, SWC_TEXT_TYPE, "FIDE_DUTCH_2017");
    swc_tournament_set_string(t, SWC_TEXT_CITY, "Tromsø");
    swc_tournament_set_string(t, SWC_TEXT_SECTION_GROUP, "公开组");
    char big[4097];
    memset(big, 'x', 4096);
    big[4096] = '\0';
    ck_assert_int_eq(swc_tournament_set_string(t, SWC_TEXT_ARBITER, big), SWC_OK);
    char *text = NULL, buf[128];
    t = reload(t, SWC_TRF_2026, &text);
    ck_assert_ptr_nonnull(line_with(text, "XTX NAME", buf, sizeof buf));
    ck_assert_str_eq(buf, "XTX NAME   Open \\\\ 2026 \\s");
    ck_assert_ptr_nonnull(line_with(text, "XTX DEPUTY", buf, sizeof buf));
    ck_assert_str_eq(buf, "XTX DEPUTY First\\n\\n Second");
    ck_assert_ptr_nonnull(line_with(text, "XTX TYPE", buf, sizeof buf));
    ck_assert_ptr_null(line_with(text, "XTX CITY", buf, sizeof buf));
    ck_assert_ptr_nonnull(line_with(text, "022 Tromsø", buf, sizeof buf));
    ck_assert_ptr_nonnull(line_with(text, "XSG 公开组", buf, sizeof buf));
    free(text);
    const char *s = NULL;
    swc_tournament_get_string(&s, t, SWC_TEXT_SECTION_GROUP);
    ck_assert_str_eq(s, "公开组");
    swc_tournament_get_string(&s, t, SWC_TEXT_ARBITER);
    ck_assert_uint_eq(strlen(s), 4096);
    swc_tournament_free(t);
}
END_TEST

/* Malformed records are refused with their line and column. */
START_TEST(test_bad_records)
{
    static const struct {
        const char *line;
        uint32_t col;
        const char *says;
    } cases[] = {
        { "XPA    1 COLOUR red", 10, "unknown key" },
        { "XPA    9 FOULS 1", 8, "not in this file" },
        { "XPA    1 FOULS 10000", 16, "0..9999" },
        { "XPA    1 BYES 3=Q", 17, "F, H or Z" },
        { "XPA    1 NAME bad \\q escape", 19, "backslash" },
        { "XPA    1 FOULS 1", 10, "a second FOULS" },
        { "XST COLOURS 3", 5, "unknown setting" },
        { "XST FORFEIT_WITHDRAW 200", 22, "forfeit withdrawal limit" },
        { "XTX PLACE Oslo", 5, "unknown text" },
        { "XLF 2", 5, "newer version" },
        { "XBO 001    2", 5, "not a round" },
        { "XBK 3", 1, "round 1" },
        { "XPA    1 ID 2", 1, "both have id 2" },
        { "XPA    1 ID 0", 13, "1..9999" },
        { "XPA    1 ID 10000", 13, "1..9999" },
        { "XPA    1 ID 7 8", 13, "one number" },
        { "XPA    1 ID 7", 10, "a second ID" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text,
                 "XXR 3\n%s"
                 "001    1      One                               2000                             0.0\n"
                 "001    2      Two                               1900                             0.0\n"
                 "%s%s\n",
                 i == 9 ? "\n" : "XLF 1\n", i == 5 ? "XPA    1 FOULS 2\n" : i == 16 ? "XPA    1 ID 7\n" : "",
                 cases[i].line);
        swc_tournament *t = NULL;
        swc_trf_error e = SWC_TRF_ERROR_INIT;
        int rc = swc_trf_read(&t, text, strlen(text), NULL, &e);
        ck_assert_msg(rc != SWC_OK, "%s is accepted", cases[i].line);
        ck_assert_ptr_null(t);
        ck_assert_uint_eq(e.line, i == 5 || i == 16 ? 6 : 5);
        ck_assert_msg(e.column == cases[i].col && strstr(e.message, cases[i].says), "%s: %s (column %u)", cases[i].line,
                      e.message, e.column);
    }
}
END_TEST

/* Ids are not pairing numbers: players registered out of rating order, and
 * a late entry that moves everybody below him, keep their ids through a
 * file; the file names them by starting rank and XPA ID gives each id. */
START_TEST(test_ids_survive)
{
    static const char *const names[] = { "Low, Anna", "High, Bert", "Mid, Carl", "Top, Dora" };
    static const int32_t ratings[] = { 1500, 2300, 1900, 2500 };
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
        swc_tournament_set_int(t, SWC_SET_ROUNDS, 4);
        for (size_t i = 0; i < 4; i++) {
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            pi.name = names[i];
            pi.rating = ratings[i];
            uint32_t id = 0;
            ck_assert_int_eq(swc_player_add(&id, t, &pi), SWC_OK);
            ck_assert_uint_eq(id, i + 1);
        }
        /* pairing numbers by rating: Top 1, High 2, Mid 3, Low 4 */
        ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 4)), 1);
        ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 1)), 4);
        ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
        finish(t);
        char *text = NULL, buf[128];
        t = reload(t, format, &text);
        ck_assert_str_eq(line_with(text, "XPA    1 ID", buf, sizeof buf), "XPA    1 ID 4");
        ck_assert_str_eq(line_with(text, "XPA    4 ID", buf, sizeof buf), "XPA    4 ID 1");
        ck_assert_ptr_null(line_with(text, "XPA    2 ID", buf, sizeof buf)); /* High is id 2, pairing number 2 */
        free(text);
        for (uint32_t id = 1; id <= 4; id++)
            ck_assert_str_eq(swc_player_name(swc_tournament_player(t, id)), names[id - 1]);
        /* a late entry rated between: he is id 5 and moves Mid and Low down */
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        pi.name = "Late, Emil";
        pi.rating = 2000;
        uint32_t late = 0;
        ck_assert_int_eq(swc_player_add(&late, t, &pi), SWC_OK);
        ck_assert_uint_eq(late, 5);
        ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 5)), 3);
        ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 3)), 4);
        t = reload(t, format, NULL);
        for (uint32_t id = 1; id <= 4; id++)
            ck_assert_str_eq(swc_player_name(swc_tournament_player(t, id)), names[id - 1]);
        ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 5)), "Late, Emil");
        ck_assert_uint_eq(swc_player_tpn(swc_tournament_player(t, 5)), 3);
        /* the next player gets the next id, as he would without the file */
        pi.name = "Later, Fritz";
        ck_assert_int_eq(swc_player_add(&late, t, &pi), SWC_OK);
        ck_assert_uint_eq(late, 6);
        swc_tournament_free(t);
    }
    /* Another program's file (no XPA ID): players are numbered by starting
     * rank, as before. */
    const char *text = "XXR 3\n"
                       "001    1      One                               2000                             0.0\n"
                       "001    2      Two                               1900                             0.0\n";
    swc_tournament *t = NULL;
    ck_assert_int_eq(swc_trf_read(&t, text, strlen(text), NULL, NULL), SWC_OK);
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 1)), "One");
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 2)), "Two");
    swc_tournament_free(t);
    /* XPA ID in a file without XLF changes only the ids it names. */
    text = "XXR 3\n"
           "001    1      One                               2000                             0.0\n"
           "001    2      Two                               1900                             0.0\n"
           "XPA    1 ID 17\n";
    ck_assert_int_eq(swc_trf_read(&t, text, strlen(text), NULL, NULL), SWC_OK);
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 17)), "One");
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 2)), "Two");
    ck_assert_ptr_null(swc_tournament_player(t, 1));
    swc_tournament_free(t);
}
END_TEST

/* A file without XLF (another program's, or written by hand) keeps what its
 * standard records say; the records it has still apply. */
START_TEST(test_records_without_xlf)
{
    const char *text = "XXR 3\n240 H 002    1\n"
                       "001    1      One                               2000                             0.0\n"
                       "001    2      Two                               1900                             0.0\n"
                       "XPA    2 FOULS 4\nXPA    2 NAME Two, Full Name\n";
    swc_tournament *t = NULL;
    swc_trf_error e = SWC_TRF_ERROR_INIT;
    ck_assert_int_eq(swc_trf_read(&t, text, strlen(text), NULL, &e), SWC_OK);
    uint32_t fouls = 0;
    swc_player_get_fouls(&fouls, swc_tournament_player(t, 2));
    ck_assert_uint_eq(fouls, 4);
    ck_assert_str_eq(swc_player_name(swc_tournament_player(t, 2)), "Two, Full Name");
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    finish(t);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    ck_assert_int_eq(kind_in(t, 1, 2), SWC_RK_HALF_BYE);
    swc_tournament_free(t);
}
END_TEST

/* Baku group A is fixed by round 1; a late entry above it moves the file's
 * count of 2*ceil(N/4) players. */
START_TEST(test_baku_group_kept)
{
    swc_tournament *t = swc_test_tournament(8);
    swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    swc_tournament_set_int(t, SWC_SET_ROUNDS, 7);
    ck_assert_int_eq(swc_tournament_pair_next(NULL, t), SWC_OK);
    finish(t);
    swc_player_info pi = SWC_PLAYER_INFO_INIT;
    pi.name = "Late, Strong";
    pi.rating = 2800;
    ck_assert_int_eq(swc_player_add(NULL, t, &pi), SWC_OK);
    char *text = NULL, buf[64];
    t = reload(t, SWC_TRF_2026, &text);
    ck_assert_ptr_nonnull(line_with(text, "XBK", buf, sizeof buf));
    ck_assert_str_eq(buf, "XBK    5");
    free(text);
    /* group A is TPNs 1-5: 1.0 in round 2 for TPN 5, nothing for TPN 6 */
    int32_t v = -1;
    swc_player_get_virtual_points(&v, swc_tournament_player_by_tpn(t, 5), 2);
    ck_assert_int_eq(v, 10);
    swc_player_get_virtual_points(&v, swc_tournament_player_by_tpn(t, 6), 2);
    ck_assert_int_eq(v, 0);
    swc_tournament_free(t);
}
END_TEST

/* Values the standard fields cannot hold: the file leaves those fields out
 * and is still the same tournament. */
START_TEST(test_values_past_the_fields)
{
    swc_tournament *t = swc_test_tournament(2);
    swc_tournament_set_int(t, SWC_SET_ROUNDS, 99);
    swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2);
    swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 999);
    swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    ck_assert_int_eq(swc_player_set_virtual_points(swc_tournament_player(t, 2), 1, 3996), SWC_OK);
    for (int r = 0; r < 99; r++)
        swc_test_play(t, r % 2 ? "2-1:01" : "1-2:10"); /* board 2 reverses the colours */
    int32_t score = 0;
    swc_player_score(&score, swc_tournament_player(t, 1), 99);
    ck_assert_int_eq(score, 99 * 2 * 999);
    char *text = NULL, buf[512];
    for (int format = SWC_TRF_2026; format <= SWC_TRF_16; format++) {
        t = reload(t, format, &text);
        ck_assert_ptr_null(line_with(text, "XXA", buf, sizeof buf));
        ck_assert_ptr_nonnull(line_with(text, "XPA    2 VIRTUAL 1=399.6", buf, sizeof buf));
        ck_assert_ptr_nonnull(line_with(text, "001    1", buf, sizeof buf));
        ck_assert_msg(strncmp(buf + 79, "      ", 6) == 0, "points field: %s", buf);
        free(text);
    }
    swc_player_score(&score, swc_tournament_player(t, 1), 99);
    ck_assert_int_eq(score, 99 * 2 * 999);
    swc_tournament_free(t);
}
END_TEST

/* A team event's pairing options: 192 says a Swiss's C.04.6 options or a
 * round robin, XTP what 192 cannot (a round robin's options, all of them in
 * TRF16), JSON its "teams" members; each file gives back what was set. */
START_TEST(test_team_pairing_options)
{
    static const struct {
        int32_t sys, ct, so, nosec;
        const char *l192, *xtp, *json;
    } cases[] = {
        { 0, 0, 0, 0, "192 FIDE_TEAM_TYPEA_MP_GP", NULL, NULL },
        { 0, 1, 1, 0, "192 FIDE_TEAM_TYPEB_GP_MP", NULL, "\"colour_type\":\"B\"" },
        { 0, 0, 1, 0, "192 FIDE_TEAM_TYPEA_GP_MP", NULL, "\"score_order\":\"game_points\"" },
        { 1, 0, 0, 0, "192 FIDE_TEAM_ROUNDROBIN", NULL, "\"system\":\"round_robin\"" },
        { 1, 1, 0, 0, "192 FIDE_TEAM_ROUNDROBIN", "XTP ROUNDROBIN TYPEB_MP_GP", "\"colour_type\":\"B\"" },
        { 0, 2, 1, 0, "192 FIDE_TEAM_GP_MP", NULL, "\"colour_type\":\"none\"" },
        { 0, 2, 0, 1, "192 FIDE_TEAM_MP", NULL, "\"secondary_score\":\"not_used\"" },
        { 0, 1, 0, 1, "192 FIDE_TEAM_TYPEB_MP", NULL, "\"secondary_score\":\"not_used\"" },
        { 1, 2, 1, 1, "192 FIDE_TEAM_ROUNDROBIN", "XTP ROUNDROBIN GP", "\"colour_type\":\"none\"" },
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        swc_tournament *t = NULL;
        ck_assert_int_eq(swc_tournament_new(&t, NULL), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_BOARDS, 1), SWC_OK);
        for (uint32_t k = 1; k <= 2; k++) {
            swc_team_info ti = SWC_TEAM_INFO_INIT;
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            uint32_t num = 0, id = 0;
            ti.name = k == 1 ? "Alpha" : "Beta";
            pi.name = k == 1 ? "A1" : "B1";
            ck_assert_int_eq(swc_team_add(&num, t, &ti), SWC_OK);
            ck_assert_int_eq(swc_player_add(&id, t, &pi), SWC_OK);
            ck_assert_int_eq(swc_team_set_members(t, num, &id, 1), SWC_OK);
        }
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SYSTEM, cases[c].sys), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_COLOUR_TYPE, cases[c].ct), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_SCORE_ORDER, cases[c].so), SWC_OK);
        ck_assert_int_eq(swc_team_set_int(t, SWC_TEAM_NO_SECONDARY, cases[c].nosec), SWC_OK);
        for (size_t f = 0; f < NFORMATS; f++) {
            char *text = NULL, err[256], buf[128];
            size_t len = 0;
            ck_assert_int_eq(formats[f].write(&text, &len, t, formats[f].ctx), SWC_OK);
            if (f == 0) {
                ck_assert_ptr_nonnull(line_with(text, "192 ", buf, sizeof buf));
                ck_assert_str_eq(buf, cases[c].l192);
                ck_assert_ptr_null(strstr(text, "FIDE_DUTCH"));
                if (cases[c].xtp)
                    ck_assert_str_eq(line_with(text, "XTP ", buf, sizeof buf), cases[c].xtp);
                else
                    ck_assert_ptr_null(line_with(text, "XTP ", buf, sizeof buf));
            } else if (f == 1) {
                ck_assert_ptr_null(line_with(text, "192 ", buf, sizeof buf));
                /* The system was given (even the default Swiss), so it is kept:
                 * the tie-breaks read it instead of guessing a round robin. */
                char want[64];
                if (cases[c].sys)
                    snprintf(want, sizeof want, "%s", cases[c].xtp ? cases[c].xtp : "XTP ROUNDROBIN TYPEA_MP_GP");
                else
                    snprintf(want, sizeof want, "XTP SWISS %s", cases[c].l192 + strlen("192 FIDE_TEAM_"));
                ck_assert_ptr_nonnull(line_with(text, "XTP ", buf, sizeof buf));
                ck_assert_str_eq(buf, want);
            } else if (cases[c].json) {
                ck_assert_msg(strstr(text, cases[c].json), "%s in %s", cases[c].json, text);
            }
            swc_tournament *u = NULL;
            ck_assert_msg(formats[f].read(&u, text, len, formats[f].ctx, err, sizeof err) == SWC_OK, "%s: %s",
                          formats[f].name, err);
            for (int key = SWC_TEAM_SYSTEM; key <= SWC_TEAM_NO_SECONDARY; key++) {
                int32_t va = -1, vb = -1;
                swc_team_get_int(&va, t, key);
                swc_team_get_int(&vb, u, key);
                ck_assert_msg(va == vb, "case %zu, %s, setting %d: %d read back as %d", c, formats[f].name, key,
                              (int)va, (int)vb);
            }
            /* written again, the same text */
            char *again = NULL;
            size_t len2 = 0;
            ck_assert_int_eq(formats[f].write(&again, &len2, u, formats[f].ctx), SWC_OK);
            ck_assert_str_eq(again, text);
            free(again);
            free(text);
            swc_tournament_free(u);
        }
        swc_tournament_free(t);
    }
}
END_TEST

int main(void)
{
    Suite *s = suite_create("lossless");
    TCase *prop = tcase_create("property");
    tcase_set_timeout(prop, 600);
    tcase_add_test(prop, test_random_histories);
    tcase_add_test(prop, test_team_histories);
    suite_add_tcase(s, prop);
    TCase *rec = tcase_create("records");
    tcase_add_test(rec, test_withdrawal_survives_files);
    tcase_add_test(rec, test_ids_survive);
    tcase_add_test(rec, test_long_names_kept_whole);
    tcase_add_test(rec, test_every_player_field);
    tcase_add_test(rec, test_every_setting);
    tcase_add_test(rec, test_future_byes_and_late_entry);
    tcase_add_test(rec, test_acceleration_points);
    tcase_add_test(rec, test_board_and_bye_order);
    tcase_add_test(rec, test_baku_group_kept);
    tcase_add_test(rec, test_tournament_texts);
    tcase_add_test(rec, test_values_past_the_fields);
    tcase_add_test(rec, test_bad_records);
    tcase_add_test(rec, test_team_pairing_options);
    tcase_add_test(rec, test_records_without_xlf);
    suite_add_tcase(s, rec);
    return swc_test_run(s);
}
