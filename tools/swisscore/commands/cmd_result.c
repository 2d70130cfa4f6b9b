/* swisscore result: enter the results of the current round, per board or from a file. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* ---- result words ------------------------------------------------------------ */

static const struct {
    const char *word;
    int32_t result;
} words[] = {
    { "1-0", SWC_RESULT_WHITE_WIN },         { "1:0", SWC_RESULT_WHITE_WIN },
    { "0-1", SWC_RESULT_BLACK_WIN },         { "0:1", SWC_RESULT_BLACK_WIN },
    { "1/2", SWC_RESULT_DRAW },              { "½-½", SWC_RESULT_DRAW },
    { "½", SWC_RESULT_DRAW },                { "=", SWC_RESULT_DRAW },
    { "1/2-1/2", SWC_RESULT_DRAW },          { "0.5-0.5", SWC_RESULT_DRAW },
    { "draw", SWC_RESULT_DRAW },             { "+-", SWC_RESULT_WHITE_FORFEIT_WIN },
    { "+/-", SWC_RESULT_WHITE_FORFEIT_WIN }, { "+:-", SWC_RESULT_WHITE_FORFEIT_WIN },
    { "-+", SWC_RESULT_BLACK_FORFEIT_WIN },  { "-/+", SWC_RESULT_BLACK_FORFEIT_WIN },
    { "-:+", SWC_RESULT_BLACK_FORFEIT_WIN }, { "--", SWC_RESULT_DOUBLE_FORFEIT },
    { "-/-", SWC_RESULT_DOUBLE_FORFEIT },    { "-:-", SWC_RESULT_DOUBLE_FORFEIT },
    /* Xiangqi score sheets: red (先手) first. */
    { "红胜", SWC_RESULT_WHITE_WIN },        { "先胜", SWC_RESULT_WHITE_WIN },
    { "黑胜", SWC_RESULT_BLACK_WIN },        { "后胜", SWC_RESULT_BLACK_WIN },
    { "和", SWC_RESULT_DRAW },               { "和棋", SWC_RESULT_DRAW },
    /* Clearing a result entered by mistake. */
    { "none", SWC_RESULT_NONE },             { "?", SWC_RESULT_NONE },
};

int cli_parse_result(int32_t *out, const char *s)
{
    for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
        if (!strcmp(words[k].word, s)) {
            *out = words[k].result;
            return 0;
        }
    return -1;
}

const char *cli_result_text(int32_t result)
{
    switch (result) {
    case SWC_RESULT_WHITE_WIN: return "1-0";
    case SWC_RESULT_DRAW: return "½-½";
    case SWC_RESULT_BLACK_WIN: return "0-1";
    case SWC_RESULT_WHITE_FORFEIT_WIN: return cli_tr("+- (forfeit)");
    case SWC_RESULT_BLACK_FORFEIT_WIN: return cli_tr("-+ (forfeit)");
    case SWC_RESULT_DOUBLE_FORFEIT: return cli_tr("-- (double forfeit)");
    case SWC_RESULT_ADJOURNED: return cli_tr("adjourned");
    case SWC_RESULT_WHITE_WIN_UNRATED: return "1-0 (W)";
    case SWC_RESULT_DRAW_UNRATED: return "½-½ (D)";
    case SWC_RESULT_BLACK_WIN_UNRATED: return "0-1 (L)";
    default: return "?";
    }
}

/* ---- entering ------------------------------------------------------------------- */

enum { OPT_ROUND = 1, OPT_GAME, OPT_FILE };

static const cli_option result_options[] = {
    { "round", 0, 1, OPT_ROUND },
    { "game", 0, 1, OPT_GAME },
    { "file", 0, 1, OPT_FILE },
    { NULL, 0, 0, 0 },
};

/* Games of a board without a result. */
static uint32_t missing(const swc_round *r, int games)
{
    uint32_t n = 0;
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        for (int g = 1; g <= games; g++) {
            int32_t res = SWC_RESULT_NONE;
            swc_round_game_result(&res, r, b, (uint32_t)g);
            n += res == SWC_RESULT_NONE || res == SWC_RESULT_ADJOURNED;
        }
    return n;
}

/* Set one game (or, game 0, every game) of a board; prints what changed.
 * `where` prefixes messages ("fz.trf" or "results.tsv:3:1"). */
static int enter(swc_tournament *t, swc_round *r, uint32_t board, uint32_t game, int32_t result, const char *where,
                 int quiet)
{
    uint32_t boards = swc_round_board_count(r);
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    if (board == 0 || board > boards) {
        cli_error(cli_tr("%s: round %u has %u boards; there is no board %u"), where, (unsigned)swc_round_number(r),
                  (unsigned)boards, (unsigned)board);
        return CLI_EINPUT;
    }
    if (game > (uint32_t)games) {
        cli_error(cli_tr("%s: this event plays one game per board; there is no game %u"), where, (unsigned)game);
        return CLI_EINPUT;
    }
    /* Each game's result before, so that undo puts back each as it was. */
    int32_t before = SWC_RESULT_NONE, before2 = SWC_RESULT_NONE;
    swc_round_game_result(&before, r, board, game ? game : 1);
    if (!game && games == 2)
        swc_round_game_result(&before2, r, board, 2);
    int rc = game ? swc_round_set_game_result(r, board, game, result) : swc_round_set_result(r, board, result);
    if (rc != SWC_OK) {
        cli_error("%s: %s", where, swc_tournament_errmsg(t));
        return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
    }
    /* One entry per game of the board that changed (both games of a
     * dual-board pairing when no game is named). */
    for (uint32_t g = 1; g <= (game || games != 2 ? 1u : 2u); g++) {
        int32_t was = g == 2 ? before2 : before;
        if (was == result)
            continue;
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = SWC_JOURNAL_RESULT;
        e.round = swc_round_number(r);
        e.board = board;
        e.game = game ? game : games == 2 ? g : 0;
        e.before = was;
        e.after = result;
        int code = cli_journal(t, &e, where);
        if (code != CLI_OK)
            return code;
    }
    /* A correction after later rounds were paired is allowed (the arbiter
     * decides), but those pairings were made on the old score. */
    uint32_t round = swc_round_number(r), last = swc_tournament_round_count(t);
    if (before != result && round < last) {
        char later[32];
        if (round + 1 == last)
            snprintf(later, sizeof later, "%u", (unsigned)last);
        else
            snprintf(later, sizeof later, "%u-%u", (unsigned)round + 1, (unsigned)last);
        fprintf(stderr, cli_tr("%s: warning: round %s was paired on the old result of round %u, board %u (%s); "
                               "'swisscore check' shows where its pairing would differ now\n"),
                where, later, (unsigned)round, (unsigned)board, cli_result_shown(t, before));
    }
    if (quiet)
        return CLI_OK;
    uint32_t w = 0, b = 0;
    swc_round_board(&w, &b, r, board);
    printf(cli_tr("Round %u, board %u"), (unsigned)swc_round_number(r), (unsigned)board);
    if (game && games == 2)
        printf(cli_tr(", game %u"), (unsigned)game);
    printf("%s%u %s  %s  %u %s", cli_lang_is_zh() ? "：" : ": ", (unsigned)cli_number_of(t, w),
           swc_player_name(swc_tournament_player(t, w)), cli_result_shown(t, result), (unsigned)cli_number_of(t, b),
           swc_player_name(swc_tournament_player(t, b)));
    if (before != SWC_RESULT_NONE && before != result)
        printf(cli_tr(" (corrected; was %s)"), cli_result_shown(t, before));
    fputs("\n", stdout);
    return CLI_OK;
}

/* "BOARD RESULT [RESULT2]" per line, blanks or tabs between; # comments. */
static int enter_file(swc_tournament *t, swc_round *r, const char *file, uint32_t game, uint32_t *count)
{
    char *text = NULL;
    size_t len = 0;
    int code = cli_slurp(&text, &len, file);
    if (code != CLI_OK)
        return code;
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    uint32_t line = 0;
    char *s = text, *end = text + len;
    *count = 0;
    if (len >= 3 && !memcmp(s, "\xEF\xBB\xBF", 3))
        s += 3;
    while (code == CLI_OK && s < end) {
        char *nl = memchr(s, '\n', (size_t)(end - s));
        char *stop = nl ? nl : end;
        line++;
        *stop = '\0';
        if (stop > s && stop[-1] == '\r')
            stop[-1] = '\0';
        char *hash = strchr(s, '#');
        if (hash)
            *hash = '\0';
        char *tok[4];
        size_t col[4];
        int n = 0;
        for (char *q = s; *q && n < 4;) {
            while (*q == ' ' || *q == '\t' || *q == ',')
                q++;
            if (!*q)
                break;
            tok[n] = q;
            col[n] = (size_t)(q - s) + 1;
            while (*q && *q != ' ' && *q != '\t' && *q != ',')
                q++;
            if (*q)
                *q++ = '\0';
            n++;
        }
        char where[600];
        snprintf(where, sizeof where, "%s:%u:%u", file, (unsigned)line, (unsigned)(n ? col[0] : 1));
        unsigned long long board = 0;
        int32_t res[2];
        /* A header line ("board result", "台次 结果") is skipped. */
        if (n && line == 1 && cli_parse_uint(&board, tok[0], 9999)) {
            s = stop + 1;
            continue;
        }
        if (n == 0) {
            s = stop + 1;
            continue;
        }
        if (n == 3 && cli_event_is_team(t)) {
            /* A team event: MATCH BOARD RESULT. */
            uint32_t ib = 0;
            int32_t res1 = SWC_RESULT_NONE;
            const char *ops[3] = { tok[0], tok[1], tok[2] };
            code = cli_team_result(t, swc_round_number(r), ops, 3, where, &ib, &res1);
            if (code == CLI_OK && ib)
                code = enter(t, r, ib, 0, res1, where, 1);
            if (code == CLI_OK)
                ++*count;
            s = stop + 1;
            continue;
        }
        if (n == 4 || n == 1 || (n == 3 && games != 2) || cli_parse_uint(&board, tok[0], 9999)) {
            cli_error(cli_tr("%s: a line is BOARD RESULT%s"), where,
                      games == 2 ? cli_tr(" [RESULT OF GAME 2]") : "");
            code = CLI_EINPUT;
            break;
        }
        for (int k = 1; k < n && code == CLI_OK; k++)
            if (cli_parse_result(&res[k - 1], tok[k])) {
                snprintf(where, sizeof where, "%s:%u:%u", file, (unsigned)line, (unsigned)col[k]);
                cli_error(cli_tr("%s: unknown result '%s' (1-0 0-1 1/2 ½-½ = +- -+ --)"), where, tok[k]);
                code = CLI_EINPUT;
            }
        if (code != CLI_OK)
            break;
        if (n == 3) {
            code = enter(t, r, (uint32_t)board, 1, res[0], where, 1);
            if (code == CLI_OK)
                code = enter(t, r, (uint32_t)board, 2, res[1], where, 1);
        } else {
            code = enter(t, r, (uint32_t)board, game, res[0], where, 1);
        }
        if (code == CLI_OK)
            ++*count;
        s = stop + 1;
    }
    free(text);
    return code;
}

static int run_result(int argc, char **argv)
{
    cli_parser p;
    const char *value, *path = NULL, *file = NULL, *ops[3] = { NULL, NULL, NULL };
    unsigned long long round = 0, game = 0, board = 0;
    int nops = 0, id;
    /* Forfeit results start with a dash ("-+", "--"): they are operands
     * here, never options, and "--" is the double forfeit, not the end of
     * the options. */
    char *kept[256], marks[4][3];
    const char *dashed[4];
    int nkept = 0, ndashed = 0;
    for (int i = 0; i < argc && nkept < 255; i++) {
        int32_t r;
        if (i > 0 && argv[i][0] == '-' && cli_parse_result(&r, argv[i]) == 0) {
            if (ndashed == 4)
                return cli_usage_error("result", "unexpected argument '%s'", argv[i]);
            /* A mark the parser passes on as an operand, in its place. */
            marks[ndashed][0] = '\x01';
            marks[ndashed][1] = (char)('0' + ndashed);
            marks[ndashed][2] = '\0';
            dashed[ndashed] = argv[i];
            kept[nkept++] = marks[ndashed++];
            continue;
        }
        kept[nkept++] = argv[i];
    }
    if (nkept == 255)
        return cli_usage_error("result", "too many arguments");
    kept[nkept] = NULL;
    argc = nkept;
    argv = kept;
    cli_parser_init(&p, argc, argv, "result");
    while ((id = cli_next(&p, result_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_result), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_ROUND:
            if (cli_parse_uint(&round, value, SWC_MAX_ROUNDS) || round == 0)
                return cli_usage_error("result", "--round needs a round number, not '%s'", value);
            break;
        case OPT_GAME:
            if (cli_parse_uint(&game, value, 2) || game == 0)
                return cli_usage_error("result", "--game is 1 or 2, not '%s'", value);
            break;
        case OPT_FILE:
            file = value;
            break;
        case CLI_ARG_POSITIONAL:
            if (value[0] == '\x01')
                value = dashed[value[1] - '0'];
            if (!path)
                path = value;
            else if (nops < 3)
                ops[nops++] = value;
            else
                return cli_usage_error("result", "unexpected argument '%s'", value);
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error("result", "no event file given");
    if (file && nops)
        return cli_usage_error("result", "give BOARD RESULT or --file, not both");
    int32_t result = SWC_RESULT_NONE;
    /* A team event's MATCH BOARD RESULT is read once the event is. */
    if (!file && nops < 3) {
        if (nops != 2)
            return cli_usage_error("result", "result EVENT BOARD RESULT: give a board and a result");
        if (cli_parse_uint(&board, ops[0], 9999) || board == 0)
            return cli_usage_error("result", "'%s' is not a board number", ops[0]);
        if (cli_parse_result(&result, ops[1]))
            return cli_usage_error("result", "unknown result '%s' (1-0 0-1 1/2 ½-½ = +- -+ --)", ops[1]);
    }

    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    uint32_t created = swc_tournament_round_count(t);
    if (!round)
        round = created;
    swc_round *r = round ? swc_tournament_round(t, (uint32_t)round) : NULL;
    if (!r) {
        if (created)
            cli_error(cli_tr("%s: round %u is not paired (%u rounds paired)"), path, (unsigned)round,
                      (unsigned)created);
        else
            cli_error(cli_tr("%s: no round is paired yet (swisscore pair %s --save)"), path, path);
        swc_tournament_free(t);
        return CLI_EINPUT;
    }
    if (!file && cli_event_is_team(t)) {
        uint32_t ib = 0;
        code = cli_team_result(t, (uint32_t)round, ops, nops, path, &ib, &result);
        r = swc_tournament_round(t, (uint32_t)round);
        if (code == CLI_OK && ib)
            code = enter(t, r, ib, 0, result, path, 0);
    } else if (nops == 3) {
        code = cli_usage_error("result", "unexpected argument '%s'", ops[2]);
    } else if (file) {
        uint32_t count = 0;
        code = enter_file(t, r, file, (uint32_t)game, &count);
        if (code == CLI_OK) {
            printf(cli_tr("Round %u: %u results entered from %s."), (unsigned)round, (unsigned)count, file);
            fputs("\n", stdout);
        } else {
            fprintf(stderr, "%s\n", cli_tr("No result was entered; the event is unchanged."));
        }
    } else {
        code = enter(t, r, (uint32_t)board, (uint32_t)game, result, path, 0);
    }
    if (code == CLI_OK) {
        int32_t games = 1;
        swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
        uint32_t left = missing(r, games);
        if (left)
            printf(cli_tr("Round %u: %u results still missing."), (unsigned)round, (unsigned)left);
        else if (round == created)
            printf(cli_tr("Round %u is complete. Next: swisscore pair %s --save"), (unsigned)round, path);
        else
            printf(cli_tr("Round %u is complete."), (unsigned)round);
        fputs("\n", stdout);
        code = cli_event_save(t, path);
    }
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

const cli_command cli_cmd_result = {
    "result",
    "enter results of the current round",
    "Usage: swisscore result EVENT BOARD RESULT [--round K] [--game 2]\n"
    "       swisscore result EVENT --file RESULTS.tsv [--round K]\n"
    "       swisscore result EVENT MATCH BOARD RESULT [--round K]   (team event)\n"
    "       swisscore result EVENT MATCH +-|-+|--|none [--round K]  (team event)\n"
    "\n"
    "Enter (or correct) the result of a board of the last paired round, or of\n"
    "round K. RESULT, white (red) first:\n"
    "  1-0  0-1  1/2 (also ½-½, =)   played games\n"
    "  +-  -+                        forfeit: the player with - did not come\n"
    "  --                            neither came\n"
    "  红胜 黑胜 和                  xiangqi score sheets\n"
    "  none                          clear a result entered by mistake\n"
    "Correcting a result of a round before the last paired one is allowed,\n"
    "with a warning naming the later rounds that were paired on the old\n"
    "result ('swisscore check EVENT' shows how their pairings would differ).\n"
    "In a dual-board event a result without --game counts for both games;\n"
    "--game 1 (xiangqi) or --game 2 (chess) sets one.\n"
    "\n"
    "--file reads one board per line: BOARD RESULT (and in a dual-board event\n"
    "optionally the result of game 2 after it), separated by blanks or tabs;\n"
    "# starts a comment, a first line without a board number is a header.\n"
    "Either every line is entered or, at the first error (file:line:column),\n"
    "none is.\n"
    "\n"
    "In a team event a game is named by its match (1, 2 ... as 'swisscore\n"
    "boards' numbers them) and the team board: 'result EVENT 2 3 1-0'. The\n"
    "match result follows the board results. MATCH +- (-+, --) forfeits the\n"
    "whole match of the last round (the first-named team wins, the second, or\n"
    "neither came); it is refused while a board of the match has a result that\n"
    "disagrees; MATCH none has a forfeited match played again. --file then\n"
    "reads MATCH BOARD RESULT per line.\n"
    "\n"
    "Examples:\n"
    "  swisscore result fz.trf 3 1-0\n"
    "  swisscore result fz.trf 5 +- --round 4\n"
    "  swisscore result fz.trf --file round4.tsv\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 refused (no such board or round, a\n"
    "correction later rounds forbid; the event is unchanged), 3 I/O error,\n"
    "5 the event is busy (another command is changing it).\n",
    run_result,
};
