/*
 * swisscore xiangqi-limit: play a move list on a xiangqi board and count
 * the natural move limit (自然限着) from a refused draw offer.
 *
 * The move list is untrusted text: it is split into items here and every
 * item goes to the library with its length, so no byte sequence can make
 * the tool misbehave; every refusal names the move and says why.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_FEN = 1, OPT_MOVES, OPT_PROPOSER, OPT_FROM, OPT_LIMIT, OPT_RESET };

static const cli_option xq_options[] = {
    { "fen", 0, 1, OPT_FEN },
    { "moves", 'm', 1, OPT_MOVES },
    { "proposer", 0, 1, OPT_PROPOSER },
    { "from-move", 0, 1, OPT_FROM },
    { "limit", 0, 1, OPT_LIMIT },
    { "reset", 0, 1, OPT_RESET },
    { NULL, 0, 0, 0 },
};

#define CMD "xiangqi-limit"

/* Longest move list read from standard input. */
#define MAX_LIST (1u << 20)

static const char *side_name(int side)
{
    return side == SWC_XQ_RED ? cli_tr("red") : cli_tr("black");
}

/* A whole number in lo..hi; -1 when the text is anything else. */
static long parse_number(const char *s, long lo, long hi)
{
    if (!s || !*s || strlen(s) > 6)
        return -1;
    long v = 0;
    for (const char *c = s; *c; c++) {
        if (*c < '0' || *c > '9')
            return -1;
        v = v * 10 + (*c - '0');
    }
    return v < lo || v > hi ? -1 : v;
}

static int parse_resets(int32_t *out, const char *s)
{
    if (strcmp(s, "none") == 0) {
        *out = 0;
        return 0;
    }
    int32_t mask = 0;
    const char *p = s;
    while (*p) {
        const char *end = strchr(p, ',');
        size_t n = end ? (size_t)(end - p) : strlen(p);
        if (n == 7 && strncmp(p, "capture", 7) == 0)
            mask |= SWC_XQ_PLY_CAPTURE;
        else if (n == 5 && strncmp(p, "check", 5) == 0)
            mask |= SWC_XQ_PLY_CHECK;
        else
            return -1;
        if (!end)
            break;
        p = end + 1;
        if (!*p)
            return -1;
    }
    *out = mask;
    return 0;
}

/* ---- splitting the list -------------------------------------------------- */

/* Length of a separator at s (0 if none): ASCII blanks, ',' ';', the
 * ideographic space and the full-width comma and semicolon. */
static size_t separator(const unsigned char *s, size_t left)
{
    if (*s == ' ' || *s == '\t' || *s == '\n' || *s == '\r' || *s == '\f' || *s == '\v' || *s == ',' ||
        *s == ';')
        return 1;
    if (left >= 3 && s[0] == 0xE3 && s[1] == 0x80 && (s[2] == 0x80 || s[2] == 0x81))
        return 3;  /* U+3000 ideographic space, U+3001 、 */
    if (left >= 3 && s[0] == 0xEF && s[1] == 0xBC && (s[2] == 0x8C || s[2] == 0x9B))
        return 3;  /* U+FF0C ，U+FF1B ； */
    return 0;
}

/* Length of a leading move number ("12." or "12..."), 0 when none. */
static size_t move_number_prefix(const char *s, size_t n)
{
    size_t i = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9')
        i++;
    if (i == 0 || i >= n || s[i] != '.')
        return 0;
    while (i < n && s[i] == '.')
        i++;
    return i;
}

/* ---- printing ------------------------------------------------------------ */

/* The item as it may be shown: printable ASCII and valid UTF-8 as they
 * are, anything else as \xNN; cut at about 40 bytes. */
static void shown_item(char *out, size_t cap, const char *s, size_t n)
{
    size_t o = 0;
    size_t i = 0;
    while (i < n && o + 8 < cap) {
        unsigned char c = (unsigned char)s[i];
        size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        int ok = len > 0 && i + len <= n;
        for (size_t k = 1; ok && k < len; k++)
            ok = ((unsigned char)s[i + k] & 0xC0) == 0x80;
        if (ok && len == 2)
            ok = c >= 0xC2;
        if (ok && len == 3) {
            unsigned cp = ((c & 0x0Fu) << 12) | (((unsigned char)s[i + 1] & 0x3Fu) << 6) | ((unsigned char)s[i + 2] & 0x3Fu);
            ok = cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF);
        }
        if (ok && len == 4) {
            unsigned long cp = ((c & 0x07ul) << 18) | (((unsigned char)s[i + 1] & 0x3Ful) << 12) |
                               (((unsigned char)s[i + 2] & 0x3Ful) << 6) | ((unsigned char)s[i + 3] & 0x3Ful);
            ok = cp >= 0x10000 && cp <= 0x10FFFF;
        }
        if (ok && len == 1)
            ok = c >= 0x20 && c != 0x7F;
        if (ok) {
            memcpy(out + o, s + i, len);
            o += len;
            i += len;
        } else {
            snprintf(out + o, cap - o, "\\x%02X", (unsigned)c);
            o += 4;
            i++;
        }
    }
    if (i < n && o + 4 < cap) {
        memcpy(out + o, "...", 3);
        o += 3;
    }
    out[o] = '\0';
}

static const char *kind_name(int32_t kind)
{
    static const char *const names[] = { "-", "general", "advisor", "elephant", "horse", "chariot", "cannon",
                                         "soldier" };
    return kind > 0 && kind < 8 ? cli_tr(names[kind]) : kind == 0 ? "-" : "?";
}

static void print_header(const swc_xq_counter *c, int proposer, long from_move, int32_t limit, int32_t resets)
{
    const char *what = resets == (SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK) ? cli_tr("without a capture or check")
                       : resets == SWC_XQ_PLY_CAPTURE                    ? cli_tr("without a capture")
                       : resets == SWC_XQ_PLY_CHECK                      ? cli_tr("without a check")
                                                                         : cli_tr("(nothing resets the count)");
    int32_t rule = 0;
    swc_xq_counter_get_int(&rule, c, SWC_XQ_SET_RULE);
    char each[32] = "";
    if (limit % 2 == 0)
        snprintf(each, sizeof each, cli_tr(" (%ld moves each)"), (long)limit / 2);
    printf(cli_tr("Natural move limit: %ld plies%s %s%s\n"), (long)limit, each, what,
           rule == SWC_XQ_RULE_FANGZHUANG ? cli_tr(" (方庄 rule)") : "");
    printf(cli_tr("Proposer: %s; counting starts after %s's move %ld\n\n"), side_name(proposer), side_name(proposer),
           from_move);
    /* Headings padded by the columns they take (Chinese ones are wide). */
    cli_print_padded(stdout, cli_tr("Move"), 5, 1);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Side"), 5, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, "ICCS", 4, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Notation"), 10, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Capture"), 8, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Check"), 5, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, cli_tr("Count"), 5, 1);
    putchar('\n');
}

static void print_row(const swc_xq_move_info *m, const char *count, const char *note)
{
    printf("%5ld  ", (long)m->move_number);
    cli_print_padded(stdout, side_name(m->side), 5, 0);
    printf("  %-4s  ", m->iccs);
    cli_print_padded(stdout, m->chinese, 10, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, kind_name(m->captured), 8, 0);
    fputs("  ", stdout);
    cli_print_padded(stdout, m->mate ? cli_tr("mate") : m->gives_check ? cli_tr("check") : "-", 5, 0);
    printf("  %5s", count);
    if (note && *note)
        printf("  %s", cli_tr(note));
    putchar('\n');
}

static void print_repetition(const swc_xq_board *b)
{
    swc_xq_repetition r = SWC_XQ_REPETITION_INIT;
    if (swc_xq_board_repetition(&r, b) != SWC_OK)
        return;
    char first[64];
    if (r.first_ply == 0) {
        snprintf(first, sizeof first, "%s", cli_tr("the starting position"));
    } else {
        swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
        swc_xq_board_move(&m, b, r.first_ply);
        snprintf(first, sizeof first, cli_tr("after %s's move %ld"), side_name(m.side), (long)m.move_number);
    }
    printf(cli_tr("       repetition: this position has occurred %ld times (first: %s); since then red gave check"
                  " on %ld of %ld moves, black on %ld of %ld\n"),
           (long)r.occurrences, first, (long)r.red_checks, (long)r.red_moves, (long)r.black_checks,
           (long)r.black_moves);
}

/* ---- the command ---------------------------------------------------------- */

typedef struct run_state {
    swc_xq_board *board;
    swc_xq_counter *counter;
    int proposer;
    long from_move;
    int started;
    int drawn;
    int32_t resets;        /* what resets the count */
    long items;            /* items read, move numbers excluded */
    long skipped;          /* moves after the draw */
    swc_xq_move_info last;
    int have_last;
    int repetition_seen;   /* a threefold repetition happened */
    swc_xq_move_info first_repetition;
    int dry;               /* checking pass: no counting, no output */
} run_state;

static int play_item(run_state *st, const char *item, size_t n)
{
    if (st->drawn && !st->dry) {
        st->skipped++;
        return CLI_OK;
    }
    int side = swc_xq_board_side_to_move(st->board);
    long number = 0;
    {
        /* The move number of the coming ply: the last one's, plus one after black. */
        if (st->have_last)
            number = st->last.move_number + (st->last.side == SWC_XQ_BLACK);
        else {
            char fen[160];
            size_t len = 0;
            if (swc_xq_board_get_fen(&len, fen, sizeof fen, st->board) == SWC_OK) {
                const char *sp = strrchr(fen, ' ');
                number = sp ? strtol(sp + 1, NULL, 10) : 1;
            }
        }
    }
    if (!st->started && side == st->proposer && number == st->from_move) {
        if (!st->dry && swc_xq_counter_start(st->counter, st->proposer, side) != SWC_OK) {
            cli_error("%s: %s", CMD, swc_xq_counter_errmsg(st->counter));
            return CLI_EINTERNAL;
        }
        st->started = 1;
    } else if (!st->started && (number > st->from_move || (number == st->from_move && side != st->proposer &&
                                                             st->proposer == SWC_XQ_RED))) {
        cli_error("%s: --from-move %ld: %s's move %ld comes before the first move of the list (%s's move %ld)",
                  CMD, st->from_move, side_name(st->proposer), st->from_move, side_name(side), number);
        return CLI_EINPUT;
    }

    swc_xq_move_info m = SWC_XQ_MOVE_INFO_INIT;
    int rc = swc_xq_board_play(&m, st->board, item, n);
    if (rc != SWC_OK) {
        char shown[200];
        shown_item(shown, sizeof shown, item, n);
        const char *msg = swc_xq_board_errmsg(st->board);
        if (strstr(msg, shown))
            cli_error("%s: move %ld (%s, item %ld): %s", CMD, number, side_name(side), st->items, msg);
        else
            cli_error("%s: move %ld (%s, item %ld) '%s': %s", CMD, number, side_name(side), st->items, shown, msg);
        return cli_exit_for_status(rc);
    }
    st->last = m;
    st->have_last = 1;
    if (st->dry)
        return CLI_OK;

    char count[16] = "-";
    const char *note = "";
    if (st->started) {
        uint32_t flags = (m.captured ? SWC_XQ_PLY_CAPTURE : 0u) | (m.gives_check ? SWC_XQ_PLY_CHECK : 0u);
        swc_xq_counter_info before = SWC_XQ_COUNTER_INFO_INIT, after = SWC_XQ_COUNTER_INFO_INIT;
        swc_xq_counter_get_info(&before, st->counter);
        rc = swc_xq_counter_ply(st->counter, m.side, flags);
        if (rc != SWC_OK) {
            cli_error("%s: move %ld (%s): %s", CMD, (long)m.move_number, side_name(m.side),
                      swc_xq_counter_errmsg(st->counter));
            return CLI_EINTERNAL;
        }
        swc_xq_counter_get_info(&after, st->counter);
        snprintf(count, sizeof count, "%ld", (long)after.count);
        if (before.state == SWC_XQ_COUNTER_WAITING)
            note = after.state == SWC_XQ_COUNTER_COUNTING ? "proposer's move: counting starts" : "";
        else if (after.resets > before.resets)
            note = (flags & (uint32_t)st->resets) == (SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK) ? "reset (capture, check)"
                   : (flags & (uint32_t)st->resets) == SWC_XQ_PLY_CAPTURE                  ? "reset (capture)"
                                                                                           : "reset (check)";
        if (after.state == SWC_XQ_COUNTER_DRAWN) {
            note = "limit reached: draw";
            st->drawn = 1;
        }
    }
    print_row(&m, count, note);
    if (m.repetition >= 3) {
        print_repetition(st->board);
        if (!st->repetition_seen) {
            st->repetition_seen = 1;
            st->first_repetition = m;
        }
    }
    return CLI_OK;
}

/* Length of the first move of an item: up to and including the character
 * after the first 进, 進, 退 or 平; the whole item when there is none. */
static size_t chinese_move_length(const char *s, size_t n)
{
    static const char *const acts[] = { "\xE8\xBF\x9B", "\xE9\x80\xB2", "\xE9\x80\x80", "\xE5\xB9\xB3" };
    for (size_t i = 0; i + 3 < n; i++) {
        for (size_t a = 0; a < 4; a++) {
            if (memcmp(s + i, acts[a], 3) != 0)
                continue;
            unsigned char c = (unsigned char)s[i + 3];
            size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 1;
            size_t end = i + 3 + len;
            return end < n ? end : n;
        }
    }
    return n;
}

static int play_list(run_state *st, const char *s, size_t len)
{
    size_t i = 0;
    while (i < len) {
        size_t sep = separator((const unsigned char *)s + i, len - i);
        if (sep) {
            i += sep;
            continue;
        }
        size_t start = i;
        while (i < len && !separator((const unsigned char *)s + i, len - i))
            i++;
        const char *item = s + start;
        size_t n = i - start;
        size_t skip = move_number_prefix(item, n);
        item += skip;
        n -= skip;
        if (n == 0)
            continue;  /* a bare move number */
        /* Published records often write a move pair without a space
         * (炮二平五马８进７): cut after the number following each 进/退/平. */
        while (n > 0) {
            size_t m = chinese_move_length(item, n);
            st->items++;
            int code = play_item(st, item, m);
            if (code != CLI_OK)
                return code;
            item += m;
            n -= m;
        }
    }
    return CLI_OK;
}

static int run_xiangqi(int argc, char **argv)
{
    cli_parser p;
    const char *value;
    const char *fen = NULL, *moves = NULL;
    int proposer = 0;
    long from_move = -1;
    long limit = 60;
    int32_t resets = SWC_XQ_PLY_CAPTURE | SWC_XQ_PLY_CHECK;
    int id;

    cli_parser_init(&p, argc, argv, CMD);
    while ((id = cli_next(&p, xq_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_xiangqi_limit), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_FEN:
            fen = value;
            break;
        case OPT_MOVES:
            moves = value;
            break;
        case OPT_PROPOSER:
            if (strcmp(value, "red") == 0 || strcmp(value, "r") == 0 || strcmp(value, "w") == 0)
                proposer = SWC_XQ_RED;
            else if (strcmp(value, "black") == 0 || strcmp(value, "b") == 0)
                proposer = SWC_XQ_BLACK;
            else
                return cli_usage_error(CMD, "--proposer must be red or black");
            break;
        case OPT_FROM:
            from_move = parse_number(value, 1, 9999);
            if (from_move < 0)
                return cli_usage_error(CMD, "--from-move needs a move number 1..9999");
            break;
        case OPT_LIMIT:
            limit = parse_number(value, 1, SWC_XQ_MAX_LIMIT);
            if (limit < 0)
                return cli_usage_error(CMD, "--limit needs a number of plies 1..%d", SWC_XQ_MAX_LIMIT);
            break;
        case OPT_RESET:
            if (parse_resets(&resets, value))
                return cli_usage_error(CMD, "--reset takes capture, check, capture,check or none");
            break;
        case CLI_ARG_POSITIONAL:
            return cli_usage_error(CMD, "unexpected argument '%s' (the moves go after --moves)", value);
        default:
            return CLI_EUSAGE;
        }
    }
    if (!moves)
        return cli_usage_error(CMD, "--moves is required");
    if (!proposer)
        return cli_usage_error(CMD, "--proposer is required (red or black)");
    if (from_move < 0)
        return cli_usage_error(CMD, "--from-move is required");

    char *list = NULL;
    size_t list_len = 0;
    if (strcmp(moves, "-") == 0) {
        int code = cli_slurp(&list, &list_len, "-");
        if (code != CLI_OK)
            return code;
        if (list_len > MAX_LIST) {
            free(list);
            cli_error("%s: the move list is longer than %u bytes", CMD, MAX_LIST);
            return CLI_EINPUT;
        }
    }

    run_state st;
    memset(&st, 0, sizeof st);
    st.proposer = proposer;
    st.from_move = from_move;
    st.resets = resets;
    int code = CLI_OK;
    if (swc_xq_board_new(&st.board, NULL) != SWC_OK || swc_xq_counter_new(&st.counter, NULL) != SWC_OK) {
        cli_error("%s: out of memory", CMD);
        code = CLI_EINTERNAL;
        goto done;
    }
    if (fen && swc_xq_board_set_fen(st.board, fen) != SWC_OK) {
        cli_error("%s: --fen: %s", CMD, swc_xq_board_errmsg(st.board));
        code = CLI_EINPUT;
        goto done;
    }
    if (swc_xq_counter_set_int(st.counter, SWC_XQ_SET_LIMIT_PLIES, (int32_t)limit) != SWC_OK ||
        swc_xq_counter_set_int(st.counter, SWC_XQ_SET_RESETS, resets) != SWC_OK) {
        cli_error("%s: %s", CMD, swc_xq_counter_errmsg(st.counter));
        code = CLI_EINTERNAL;
        goto done;
    }

    /* First check every move, so that a bad list prints nothing but the
     * error; then play it again, counting. */
    const char *text = list ? list : moves;
    size_t text_len = list ? list_len : strlen(moves);
    st.dry = 1;
    code = play_list(&st, text, text_len);
    if (code != CLI_OK)
        goto done;
    if (st.items == 0) {
        cli_error("%s: the move list is empty", CMD);
        code = CLI_EINPUT;
        goto done;
    }
    st.dry = 0;
    st.started = 0;
    st.items = 0;
    st.have_last = 0;
    if (swc_xq_board_set_fen(st.board, fen) != SWC_OK) {
        cli_error("%s: --fen: %s", CMD, swc_xq_board_errmsg(st.board));
        code = CLI_EINTERNAL;
        goto done;
    }
    print_header(st.counter, proposer, from_move, (int32_t)limit, resets);
    code = play_list(&st, text, text_len);
    if (code != CLI_OK)
        goto done;

    putchar('\n');
    swc_xq_counter_info in = SWC_XQ_COUNTER_INFO_INIT;
    swc_xq_counter_get_info(&in, st.counter);
    if (st.drawn) {
        printf(cli_tr("Verdict: draw by the natural move limit after %s's move %ld (%ld plies without %s)\n"),
               side_name(st.last.side), (long)st.last.move_number, (long)limit,
               resets == SWC_XQ_PLY_CAPTURE ? cli_tr("a capture") : resets == SWC_XQ_PLY_CHECK ? cli_tr("a check")
               : resets ? cli_tr("a capture or check") : cli_tr("interruption"));
        if (st.skipped)
            printf(cli_tr("Note: %ld later move(s) in the list were not counted: the game ended with the draw\n"),
                   st.skipped);
    } else if (!st.started) {
        printf(cli_tr("Verdict: counting has not started: %s's move %ld is not in the list yet\n"),
               side_name(proposer), from_move);
    } else if (in.state == SWC_XQ_COUNTER_WAITING) {
        fputs(cli_tr("Verdict: counting has not started yet\n"), stdout);
    } else {
        printf(cli_tr("Verdict: no draw yet: %ld plies counted, %ld more needed\n"), (long)in.count, (long)in.left);
    }
    if (st.have_last && (st.last.mate || st.last.stalemate))
        printf(cli_tr("Game over: %s %s after %s's move %ld\n"),
               side_name(st.last.side == SWC_XQ_RED ? SWC_XQ_BLACK : SWC_XQ_RED),
               st.last.mate ? cli_tr("is checkmated") : cli_tr("has no legal move (困毙) and loses"),
               side_name(st.last.side), (long)st.last.move_number);
    if (st.repetition_seen)
        printf(cli_tr("Note: a position occurred for the third time after %s's move %ld; repetition, perpetual check\n"
                      "      and perpetual chase are ruled under the xiangqi rules before the natural move limit\n"),
               side_name(st.first_repetition.side), (long)st.first_repetition.move_number);
    code = cli_finish_stdout(CLI_OK);

done:
    swc_xq_counter_free(st.counter);
    swc_xq_board_free(st.board);
    free(list);
    return code;
}

const cli_command cli_cmd_xiangqi_limit = {
    CMD,
    "count the xiangqi natural move limit (自然限着) over a move list",
    "Usage: swisscore xiangqi-limit [--fen FEN] --moves MOVES --proposer red|black\n"
    "                               --from-move N [--limit PLIES] [--reset WHAT]\n"
    "\n"
    "Play MOVES on a xiangqi board and count the natural move limit that the\n"
    "arbiter starts after a refused draw offer. Every move is checked for\n"
    "legality; captures and checks are found from the position. For each move\n"
    "the tool prints the count, then the verdict.\n"
    "\n"
    "Options:\n"
    "  --fen FEN          starting position (default: the initial position)\n"
    "  -m, --moves MOVES  the moves, separated by blanks or commas, in ICCS\n"
    "                     coordinates (h2e2) or Chinese notation (炮二平五,\n"
    "                     马8进7, 前车进1); move numbers like '12.' are skipped;\n"
    "                     '-' reads the list from standard input\n"
    "  --proposer SIDE    red or black: the side that offered the draw\n"
    "  --from-move N      the proposer's move after which counting starts:\n"
    "                     his first move after the offer was refused. It is\n"
    "                     not counted; the count starts with the next move\n"
    "  --limit PLIES      moves of either side without a reset that draw the\n"
    "                     game (default 60: 30 moves each, the 方庄 rule)\n"
    "  --reset WHAT       what sets the count back to zero: capture,check\n"
    "                     (default), capture, check or none\n"
    "\n"
    "The general rule of the xiangqi rules (60 moves each without a capture)\n"
    "is --limit 120 --reset capture.\n"
    "\n"
    "A position that occurs a third time is reported with the number of checks\n"
    "each side gave since its first occurrence: repetition, perpetual check and\n"
    "perpetual chase are ruled before the natural move limit.\n"
    "\n"
    "Exit status: 0 done (drawn or not), 1 usage error, 2 an illegal or\n"
    "unreadable move or FEN (the message names the move), 4 internal error.\n",
    run_xiangqi,
};
