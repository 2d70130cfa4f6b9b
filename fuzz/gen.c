/* The API call-sequence generator (see gen.h). */
#include "gen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLAYERS 40
#define MAX_STEPS 96

static uint32_t pick_id(fz_bytes *b, const swc_tournament *t)
{
    uint32_t np = swc_tournament_player_count(t);
    unsigned v = fz_u8(b);
    if (np == 0 || v == 255)
        return v; /* an id that may not exist */
    return swc_player_id(swc_tournament_player_by_tpn(t, 1 + v % np));
}

static swc_player *pick_player(fz_bytes *b, const swc_tournament *t)
{
    return swc_tournament_player(t, pick_id(b, t));
}

static int add_player(fz_bytes *b, swc_tournament *t)
{
    static const char *const titles[] = { "", "GM", "IM", "FM", "WGM", "CM", "XX" };
    char name[24];
    unsigned n = fz_u8(b);
    if (n == 0)
        name[0] = '\0'; /* refused: a name is required */
    else
        snprintf(name, sizeof name, "Player %u", n);
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    in.name = name;
    in.rating = (int32_t)(fz_u16(b) % 3000) - 50;
    in.title = titles[fz_u8(b) % 7];
    in.sex = "mwf?"[fz_u8(b) % 4];
    uint32_t id = 0;
    return swc_player_add(&id, t, &in);
}

/* A round made by hand: the listed players in input order, two per board;
 * an odd player out gets a bye of a chosen kind. */
static int manual_round(fz_bytes *b, swc_tournament *t)
{
    uint32_t ids[MAX_PLAYERS + 8];
    size_t n = 0, want = fz_u8(b) % (MAX_PLAYERS + 4);
    while (n < want && fz_left(b))
        ids[n++] = pick_id(b, t);
    uint32_t white[MAX_PLAYERS], black[MAX_PLAYERS], bye[1];
    int32_t kind[1] = { (int32_t)(fz_u8(b) % 12) };
    size_t nb = 0;
    for (size_t i = 0; i + 1 < n; i += 2, nb++)
        white[nb] = ids[i], black[nb] = ids[i + 1];
    bye[0] = n % 2 ? ids[n - 1] : 0;
    return swc_round_create(NULL, t, white, black, nb, bye, kind, n % 2);
}

static int random_results(fz_bytes *b, swc_tournament *t)
{
    swc_round *r = swc_tournament_round(t, swc_tournament_round_count(t));
    int rc = SWC_OK;
    for (uint32_t k = 1; k <= swc_round_board_count(r) && rc == SWC_OK; k++) {
        unsigned v = fz_u8(b) % 16;
        /* Mostly ordinary results, so that the engine keeps pairing. */
        rc = swc_round_set_result(r, k, v < 12 ? 1 + (int)v % 3 : 1 + (int)v % 10);
    }
    return rc;
}

/* Standings by a ruleset or by a cascade taken from the input; the rows
 * must list every player once, by points first, with consistent places. */
static int standings(fz_bytes *b, swc_tournament *t)
{
    char cascade[48];
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    unsigned how = fz_u8(b);
    swc_ruleset_info ri = SWC_RULESET_INFO_INIT;
    if (how & 1) {
        size_t n = 0;
        while (n + 1 < sizeof cascade && fz_left(b)) {
            unsigned c = fz_u8(b);
            if (c == 0)
                break;
            cascade[n++] = (char)c;
        }
        cascade[n] = '\0';
        so.tiebreaks = cascade;
    } else if (swc_ruleset_count() > 0 && swc_ruleset_get(&ri, (how >> 1) % swc_ruleset_count()) == SWC_OK) {
        so.ruleset = ri.name;
    }
    so.seed = how;
    so.after_round = fz_u8(b) % 4 == 0 ? swc_tournament_round_count(t) - (how >> 6) % 2 : 0;
    swc_standings *st = NULL;
    int rc = swc_standings_compute(&st, t, &so);
    if (rc != SWC_OK) {
        FZ_ASSERT(st == NULL, "failed standings returned a table");
        return rc;
    }
    uint32_t n = swc_standings_count(st), np = swc_tournament_player_count(t);
    uint32_t after = so.after_round ? so.after_round : swc_tournament_round_count(t);
    FZ_ASSERT(n == np, "standings list %u of %u players", n, np);
    unsigned char seen[SWC_MAX_PLAYERS + 1];
    memset(seen, 0, sizeof seen);
    int32_t last_score = 0;
    uint32_t last_rank = 0;
    for (uint32_t i = 0; i < n; i++) {
        swc_standings_row row = SWC_STANDINGS_ROW_INIT;
        FZ_ASSERT(swc_standings_row_get(&row, st, i) == SWC_OK, "row %u unreadable", i);
        const swc_player *p = swc_tournament_player(t, row.id);
        FZ_ASSERT(p && !seen[row.id], "standings row %u: player %u unknown or listed twice", i, row.id);
        seen[row.id] = 1;
        int32_t score = 0;
        FZ_ASSERT(swc_player_score(&score, p, after) == SWC_OK, "score");
        FZ_ASSERT(i == 0 || score <= last_score, "row %u (player %u, %d) ranks above a higher score (%d)", i, row.id,
                  (int)score, (int)last_score);
        FZ_ASSERT(i == 0 ? row.rank == 1 : (row.rank == last_rank || row.rank == i + 1),
                  "row %u has place %u after place %u", i, row.rank, last_rank);
        FZ_ASSERT(i == 0 || row.rank != last_rank || score == last_score, "a shared place with different scores");
        last_score = score;
        last_rank = row.rank;
    }
    swc_standings_free(st);
    return SWC_OK;
}

/* JSON keeps everything: the copy must look the same to every public call. */
static void json_round_trip(swc_tournament **tp)
{
    size_t need = 0, len = 0;
    FZ_ASSERT(swc_json_write(&need, NULL, 0, *tp, NULL) == SWC_EBUFSIZE, "JSON size query failed");
    char *text = malloc(need + 1);
    FZ_ASSERT(text && swc_json_write(&len, text, need + 1, *tp, NULL) == SWC_OK, "JSON write failed");
    swc_tournament *copy = NULL;
    swc_json_error err = SWC_JSON_ERROR_INIT;
    int rc = swc_json_read(&copy, text, len, NULL, &err);
    FZ_ASSERT(rc == SWC_OK, "the JSON reader refuses the writer's output (%d: %s):\n%s", rc, err.message, text);
    char *a = fz_snapshot(*tp), *b = fz_snapshot(copy);
    FZ_ASSERT(strcmp(a, b) == 0, "JSON write, read changes what the API sees:\n%s\n----\n%s\n----\n%s", a, b, text);
    free(a);
    free(b);
    free(text);
    swc_tournament_free(*tp);
    *tp = copy;
}

static int trf_round_trip(swc_tournament **tp)
{
    json_round_trip(tp);
    size_t len = 0;
    char *text = fz_trf(*tp, &len);
    if (!text)
        return SWC_OK;
    swc_tournament *copy = NULL;
    swc_trf_error err = SWC_TRF_ERROR_INIT;
    int rc = swc_trf_read(&copy, text, len, NULL, &err);
    FZ_ASSERT(rc == SWC_OK, "the reader refuses the writer's output (%d: %s):\n%s", rc, err.message, text);
    size_t len2 = 0;
    char *again = fz_trf(copy, &len2);
    FZ_ASSERT(again && len == len2 && memcmp(text, again, len) == 0,
              "export, read, export changes the text:\n%s\n----\n%s", text, again ? again : "(null)");
    /* Lossless: ids, players, rounds and settings as the API shows them. */
    char *sa = fz_snapshot(*tp), *sb = fz_snapshot(copy);
    FZ_ASSERT(strcmp(sa, sb) == 0, "TRF write, read changes what the API sees:\n%s\n----\n%s\n----\n%s", sa, sb, text);
    free(sa);
    free(sb);
    fz_check_tournament(copy);
    free(text);
    free(again);
    /* Go on with the copy: later steps then also exercise what the reader built. */
    swc_tournament_free(*tp);
    *tp = copy;
    return SWC_OK;
}


/* Text from fragments chosen by the input: blanks at either end, Chinese,
 * backslashes, new lines, long runs; `big` allows texts past every limit,
 * `clean` leaves out the control characters most fields refuse. */
#define TEXT_CAP 6000
static const char *gen_text_of(fz_bytes *b, char *buf, int big, int clean)
{
    static const char *const parts[] = {
        "A", "b", " ", "王天一", "Ñ", "\\", "0123456789", "Wolfeschlegelsteinhausenbergerdorff, Hubert", "-",
        ",", "GM", "###", "\\n", "x", "公开组", "\n", "\x7f",
    };
    size_t nparts = sizeof parts / sizeof parts[0] - (clean ? 2 : 0);
    size_t n = 0, k = fz_u8(b) % 8;
    for (size_t i = 0; i < k; i++) {
        unsigned v = fz_u8(b);
        const char *s = parts[v % nparts];
        size_t len = strlen(s), times = big && v >= 240 ? 300 : 1;
        for (size_t j = 0; j < times && n + len < TEXT_CAP; j++) {
            memcpy(buf + n, s, len);
            n += len;
        }
    }
    buf[n] = '\0';
    return buf;
}

static const char *gen_text(fz_bytes *b, char *buf, int big)
{
    return gen_text_of(b, buf, big, 0);
}

/* Add a player (p NULL) or change one, with every field of the info. */
static int rich_player(fz_bytes *b, swc_tournament *t, swc_player *p)
{
    static const char *const titles[] = { "", "GM", "IM", "WGM", "FM", "CM", "WCM", "XXXXXXXX", " GM", "棋协大师" };
    static char fields[6][TEXT_CAP];
    swc_player_info pi = SWC_PLAYER_INFO_INIT;
    char name[TEXT_CAP];
    int clean = fz_u8(b) % 8 != 0;
    snprintf(name, sizeof name, "R%u", fz_u8(b));
    pi.name = fz_u8(b) % 2 ? gen_text_of(b, name, 0, clean) : name;
    if (!*pi.name)
        pi.name = "Q";
    pi.rating = (int32_t)(fz_u16(b) % 3000);
    pi.flags = fz_u8(b) % 8 == 0 ? (uint32_t)fz_u16(b) << 8 | fz_u8(b) : fz_u8(b) % 4;
    pi.title = titles[fz_u8(b) % (sizeof titles / sizeof titles[0])];
    pi.federation = gen_text_of(b, fields[0], 0, clean);
    pi.fide_id = fz_u8(b) % 2 ? "0012345678" : "";
    pi.sex = "mwf\0"[fz_u8(b) % 4];
    pi.birth_date = fz_u8(b) % 2 ? "1990/01/02" : gen_text_of(b, fields[1], 0, clean);
    pi.group = gen_text_of(b, fields[2], 0, clean);
    pi.tags = gen_text_of(b, fields[3], 1, clean);
    pi.cn_title = gen_text_of(b, fields[4], 0, clean);
    if (!p)
        return swc_player_add(NULL, t, &pi);
    return swc_player_update(p, &pi);
}

/* A value each setting accepts, mostly. */
static int sensible_setting(fz_bytes *b, swc_tournament *t)
{
    int key = 1 + (int)(fz_u8(b) % 21);
    unsigned v = fz_u8(b);
    int32_t value;
    switch (key) {
    case SWC_SET_ROUNDS: value = 1 + (int32_t)(v % 14); break;
    case SWC_SET_GAMES_PER_PAIRING: value = 1 + (int32_t)(v % 2); break;
    case SWC_SET_INITIAL_COLOUR: value = 1 + (int32_t)(v % 2); break;
    case SWC_SET_PAIRING_SYSTEM: value = 1 + (int32_t)(v % 3); break;
    case SWC_SET_DUTCH_EDITION: value = v % 2 ? 2017 : 2026; break;
    case SWC_SET_FORFEIT_WITHDRAW: value = (int32_t)(v % 4); break;
    case SWC_SET_ACCELERATION: value = (int32_t)(v % 2); break;
    case SWC_SET_TPN_ORDER: value = (int32_t)(v % 2); break;
    case SWC_SET_SEQUENTIAL_TIEBREAK: value = (int32_t)(v % 3); break;
    default: value = (int32_t)(v % 4) * 5 + (v >= 250 ? 999 - 15 : 0); break; /* points in tenths */
    }
    return swc_tournament_set_int(t, key, value);
}

int fz_gen_start(fz_gen *g, const uint8_t *data, size_t size)
{
    fz_bytes in = { data, size, 0 };
    g->in = in;
    g->t = NULL;
    g->step = 0;
    g->trace = getenv("FUZZ_TRACE") != NULL;
    fz_bytes *b = &g->in;
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return -1;
    g->t = t;
    unsigned conf = fz_u8(b), sys = fz_u8(b) % 8;
    if (sys >= 6)
        swc_tournament_set_int(t, SWC_SET_PAIRING_SYSTEM, sys == 6 ? SWC_SYSTEM_SEQUENTIAL : SWC_SYSTEM_BERGER);
    swc_tournament_set_int(t, SWC_SET_ROUNDS, 1 + (int32_t)(fz_u8(b) % 12));
    if (conf & 1)
        swc_tournament_set_int(t, SWC_SET_DUTCH_EDITION, 2017);
    if (conf & 2)
        swc_tournament_set_int(t, SWC_SET_ACCELERATION, SWC_ACCEL_BAKU);
    if (conf & 4)
        swc_tournament_set_int(t, SWC_SET_INITIAL_COLOUR, SWC_COLOUR_BLACK);
    if (conf & 8)
        swc_tournament_set_int(t, SWC_SET_POINTS_WIN, 30), swc_tournament_set_int(t, SWC_SET_POINTS_DRAW, 10);
    if (conf & 16)
        swc_tournament_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL);
    if ((conf & 0xE0) == 0xE0)
        swc_tournament_set_int(t, SWC_SET_GAMES_PER_PAIRING, 2);
    unsigned start = fz_u8(b) % (MAX_PLAYERS / 2 + 1);
    for (unsigned i = 0; i < start; i++) {
        char name[16];
        snprintf(name, sizeof name, "P%02u", i);
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        pi.name = name;
        pi.rating = (int32_t)(2400 - 10 * i);
        swc_player_add(NULL, t, &pi);
    }
    /* FUZZ_TRACE=1 with the replay driver shows the calls of one input. */
    if (g->trace)
        fprintf(stderr, "conf %u, system byte %u, %u players\n", conf, sys, start);
    return 0;
}

int fz_gen_more(const fz_gen *g)
{
    return g->step < MAX_STEPS && fz_left(&g->in);
}

void fz_gen_next(fz_gen *g, fz_call *out)
{
    {
        uint32_t nr = swc_tournament_round_count(g->t);
        swc_tournament *t = g->t;
        fz_bytes *b = &g->in;
        /* Pairing and results come more often, so histories reach later rounds. */
        static const unsigned char ops[32] = { 0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15,
                                               16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 4,  11, 5,  28 };
        unsigned op = ops[fz_u8(b) % 32];
        int rc = SWC_OK, engine = 0;
        swc_player *p;
        switch (op) {
        case 0:
            rc = swc_tournament_player_count(t) < MAX_PLAYERS ? add_player(b, t) : SWC_OK;
            break;
        case 1:
            p = pick_player(b, t);
            rc = swc_player_withdraw(p, fz_u8(b) % 14);
            break;
        case 2:
            rc = swc_player_reinstate(pick_player(b, t));
            break;
        case 3:
            p = pick_player(b, t);
            rc = swc_player_request_bye(p, fz_u8(b) % 14, (int)(fz_u8(b) % 12));
            break;
        case 4:
        case 5:
        case 6:
            engine = 1;
            rc = swc_tournament_pair_next(NULL, t);
            break;
        case 7:
            rc = manual_round(b, t);
            break;
        case 8:
        case 9: {
            swc_round *r = swc_tournament_round(t, nr - fz_u8(b) % 3);
            uint32_t board = 1 + fz_u8(b) % 12;
            rc = swc_round_set_result(r, board, (int)(fz_u8(b) % 12));
            break;
        }
        case 10: {
            swc_round *r = swc_tournament_round(t, nr - fz_u8(b) % 3);
            uint32_t board = 1 + fz_u8(b) % 12;
            uint32_t game = fz_u8(b) % 3;
            rc = swc_round_set_game_result(r, board, game, (int)(fz_u8(b) % 12));
            break;
        }
        case 11:
        case 12:
            rc = random_results(b, t);
            break;
        case 13:
            rc = swc_tournament_delete_last_round(t);
            break;
        case 14: {
            uint32_t a = pick_id(b, t), c = pick_id(b, t), how = fz_u8(b);
            /* Every round, or a range (last 0: to the end; some out of order). */
            if (how % 2)
                rc = swc_tournament_forbid_pair(t, a, c);
            else
                rc = swc_tournament_forbid_pair_rounds(t, a, c, 1 + (how >> 1) % 6, (how >> 4) % 8);
            break;
        }
        case 15: {
            int key = 1 + (int)(fz_u8(b) % 21);
            int32_t v = (int32_t)fz_u16(b) - 100;
            if (key == SWC_SET_DUTCH_EDITION)
                v = v & 1 ? 2017 : 2026;
            rc = swc_tournament_set_int(t, key, v % 1000);
            break;
        }
        case 16:
            p = pick_player(b, t);
            rc = swc_player_set_virtual_points(p, fz_u8(b) % 14, (int32_t)(fz_u8(b) % 40) - 5);
            break;
        case 17:
            p = pick_player(b, t);
            rc = swc_player_set_entry_round(p, fz_u8(b) % 14);
            break;
        case 18: {
            p = pick_player(b, t);
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            if (p && swc_player_get_info(&pi, p) == SWC_OK) {
                char name[300];
                snprintf(name, sizeof name, "%s", pi.name);
                pi.name = name;
                pi.rating = (int32_t)(fz_u16(b) % 3000);
                rc = swc_player_update(p, &pi);
            } else {
                rc = swc_player_update(p, &pi);
            }
            break;
        }
        case 19:
            rc = standings(b, t);
            break;
        case 20:
            rc = trf_round_trip(&g->t);
            t = g->t;
            break;
        case 21: {
            char text[TEXT_CAP];
            int key = 1 + (int)(fz_u8(b) % 10);
            rc = swc_tournament_set_string(t, key, gen_text(b, text, fz_u8(b) % 4 == 0));
            break;
        }
        case 22:
            rc = swc_tournament_player_count(t) < MAX_PLAYERS ? rich_player(b, t, NULL) : SWC_OK;
            break;
        case 23:
            rc = rich_player(b, t, pick_player(b, t));
            break;
        case 24:
            p = pick_player(b, t);
            rc = swc_player_set_fouls(p, fz_u16(b) % 10050);
            break;
        case 25:
            p = pick_player(b, t);
            rc = swc_player_set_conduct(p, (int32_t)(fz_u16(b) % 20100) - 10050);
            break;
        case 26:
            rc = sensible_setting(b, t);
            break;
        case 28: {
            /* a journal entry, sometimes one the library must refuse */
            char author[TEXT_CAP], data[TEXT_CAP];
            swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
            e.kind = (int32_t)(fz_u8(b) % 14);
            e.time = (int64_t)fz_u16(b) * (int64_t)fz_u16(b) * (fz_u8(b) % 64 + 1) - (fz_u8(b) == 0);
            e.round = fz_u8(b) % 110;
            e.board = fz_u16(b);
            e.game = fz_u8(b) % 3;
            e.player = pick_id(b, t);
            e.before = (int32_t)fz_u16(b) - 30000;
            e.after = (int32_t)fz_u16(b) * (fz_u8(b) % 2 ? 1 : 20000);
            e.author = fz_u8(b) % 2 ? gen_text(b, author, 0) : NULL;
            e.data = fz_u8(b) % 2 ? gen_text(b, data, 1) : NULL;
            rc = swc_journal_append(t, &e);
            break;
        }
        default:
            /* withdraw from a round that may be paired still */
            p = pick_player(b, t);
            rc = swc_player_withdraw(p, swc_tournament_round_count(t) + fz_u8(b) % 3);
            break;
        }
        out->op = op;
        out->rc = rc;
        out->engine = engine;
        out->rounds_before = nr;
        if (g->trace)
            fprintf(stderr, "step %d: call %u -> %d %s\n", g->step, op, rc, rc ? swc_tournament_errmsg(g->t) : "");
    }
    g->step++;
}

void fz_gen_end(fz_gen *g)
{
    swc_tournament_free(g->t);
    g->t = NULL;
}
