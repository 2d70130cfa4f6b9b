/* swisscore arena: the leaderboard of an online qualifier stage from a
 * stream of games, as text, TSV or JSON. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum {
    OPT_PRESET = 1, OPT_FORMAT, OPT_LIST, OPT_PERIOD, OPT_QUOTA, OPT_THRESHOLD, OPT_MIN_GAMES, OPT_ORDER,
    OPT_BOUNDARY, OPT_SEED, OPT_WHEN, OPT_PLAYER, OPT_TOP, OPT_POINTS, OPT_GRADES
};

static const cli_option arena_options[] = {
    { "preset", 'p', 1, OPT_PRESET },
    { "format", 'f', 1, OPT_FORMAT },
    { "list-presets", 0, 0, OPT_LIST },
    { "period", 0, 1, OPT_PERIOD },
    { "quota", 0, 1, OPT_QUOTA },
    { "threshold", 0, 1, OPT_THRESHOLD },
    { "min-games", 0, 1, OPT_MIN_GAMES },
    { "order", 0, 1, OPT_ORDER },
    { "boundary", 0, 1, OPT_BOUNDARY },
    { "seed", 0, 1, OPT_SEED },
    { "threshold-when", 0, 1, OPT_WHEN },
    { "player", 0, 1, OPT_PLAYER },
    { "top", 0, 1, OPT_TOP },
    { "points", 0, 1, OPT_POINTS },
    { "grades", 'g', 1, OPT_GRADES },
    { NULL, 0, 0, 0 },
};

static int preset_at(cli_preset *out, uint32_t i)
{
    swc_arena_preset_info pi = SWC_ARENA_PRESET_INFO_INIT;
    if (swc_arena_preset_get(&pi, i))
        return -1;
    out->name = pi.name;
    out->name_zh = pi.name_zh;
    out->description = pi.description;
    return 0;
}

static int list_presets(int format)
{
    return cli_list_presets(format, swc_arena_preset_count(), preset_at, 22);
}

/* "9分21秒" as the documents print it. buf: 32 bytes. */
static const char *game_time(char *buf, uint32_t s)
{
    if (s >= 3600)
        snprintf(buf, 32, "%u时%u分%u秒", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(buf, 32, "%u分%u秒", s / 60, s % 60);
    return buf;
}

/* Points as the leaderboards print them: 8, -2, 4.5. buf: 16 bytes. */
static const char *pts_text(char *buf, int32_t tenths)
{
    if (tenths % 10 == 0)
        snprintf(buf, 16, "%d", tenths / 10);
    else
        cli_points(buf, tenths);
    return buf;
}

static const char *status_name(int32_t s)
{
    return s == SWC_ARENA_QUALIFIED ? "qualified" : s == SWC_ARENA_ELIMINATED ? "eliminated" : "";
}

/* A whole-day period "FROM..TO" (both days included), or times. */
static int parse_period(int64_t *from, int64_t *to, const char *s)
{
    const char *dots = strstr(s, "..");
    if (!dots)
        return -1;
    char a[40], b[40];
    size_t la = (size_t)(dots - s), lb = strlen(dots + 2);
    if (la == 0 || la >= sizeof a || lb == 0 || lb >= sizeof b)
        return -1;
    memcpy(a, s, la);
    a[la] = '\0';
    memcpy(b, dots + 2, lb + 1);
    if (swc_arena_parse_time(from, a) || swc_arena_parse_time(to, b))
        return -1;
    if (strlen(b) == 10) /* a date alone: to the end of that day */
        *to += 86400;
    return *to > *from ? 0 : -1;
}

/* One point value with at most one decimal, in tenths. */
static int parse_tenths(int64_t *out, const char *s, char **end)
{
    double v = strtod(s, end);
    if (*end == s || v < -10000 || v > 10000)
        return -1;
    double t = v * 10;
    long long r = (long long)(t < 0 ? t - 0.5 : t + 0.5);
    if ((double)r - t > 1e-9 || t - (double)r > 1e-9)
        return -1;
    *out = r;
    return 0;
}

/* "2,1,-2" (win, draw, loss). */
static int parse_points(int64_t out[3], const char *s)
{
    for (int k = 0; k < 3; k++) {
        char *end;
        if (parse_tenths(&out[k], s, &end))
            return -1;
        if (k < 2 ? *end != ',' : *end != '\0')
            return -1;
        s = end + 1;
    }
    return 0;
}

typedef struct arena_cli {
    const char *path;
    const char *grades;
    const char *player;
    int format;
    unsigned long long top;
} arena_cli;

static void print_row_text(const swc_arena_row *r, size_t name_w, const char *grade)
{
    char pts[16], tm[32], rank[16];
    if (r->rank)
        snprintf(rank, sizeof rank, "%u%s", r->rank, r->shared ? "=" : "");
    else
        snprintf(rank, sizeof rank, "-");
    printf("%5s  ", rank);
    cli_print_padded(stdout, r->name, name_w, 0);
    printf("  %6s  %3u%%  %4u  %4u  %4u  %4u  %10s", pts_text(pts, r->points), (r->win_rate + 5) / 10, r->wins,
           r->losses, r->draws, r->escapes, game_time(tm, r->avg_time));
    const char *st = *status_name(r->status) ? cli_tr(status_name(r->status)) : "";
    if (*st || grade)
        printf("  %s", st);
    if (grade)
        printf("%s%s", *st ? " " : "", grade);
    fputc('\n', stdout);
}

static void print_row_json(const swc_arena_row *r, int first, const char *grade)
{
    char pts[16], tm[24];
    fputs(first ? "\n  {" : ",\n  {", stdout);
    printf("\"rank\": %u, \"shared\": %s, \"name\": ", r->rank, r->shared ? "true" : "false");
    cli_json_string(stdout, r->name);
    printf(", \"points\": %s, \"games\": %u, \"wins\": %u, \"losses\": %u, \"draws\": %u, \"escapes\": %u, "
           "\"resets\": %u, \"win_rate\": %u.%u, \"avg_time\": %u, \"total_time\": %lld, \"status\": \"%s\"",
           pts_text(pts, r->points), r->games, r->wins, r->losses, r->draws, r->escapes, r->resets,
           r->win_rate / 10, r->win_rate % 10, r->avg_time, (long long)r->total_time,
           r->status == SWC_ARENA_QUALIFIED ? "qualified" : r->status == SWC_ARENA_ELIMINATED ? "eliminated"
                                                                                             : "playing");
    if (r->reached_at != INT64_MAX) {
        swc_arena_format_time(tm, sizeof tm, r->reached_at);
        printf(", \"reached_at\": \"%s\"", tm);
    } else {
        fputs(", \"reached_at\": null", stdout);
    }
    if (grade) {
        fputs(", \"grade\": ", stdout);
        cli_json_string(stdout, grade);
    }
    fputs("}", stdout);
}

static void print_row_tsv(const swc_arena_row *r, const char *grade, int with_grade)
{
    char pts[16];
    printf("%u\t", r->rank);
    cli_tsv_cell(stdout, r->name);
    printf("\t%s\t%u.%u\t%u\t%u\t%u\t%u\t%u\t%u\t%s", pts_text(pts, r->points), r->win_rate / 10, r->win_rate % 10,
           r->wins, r->losses, r->draws, r->escapes, r->games, r->avg_time, status_name(r->status));
    if (with_grade) {
        fputc('\t', stdout);
        cli_tsv_cell(stdout, grade ? grade : "");
    }
    fputc('\n', stdout);
}

static int print_board(swc_arena *a, swc_grades *g, const arena_cli *c)
{
    uint32_t n = swc_arena_player_count(a);
    uint32_t shown = c->top && c->top < n ? (uint32_t)c->top : n;
    size_t name_w = 4;
    for (uint32_t i = 0; i < shown; i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        if (swc_arena_row_get(&r, a, i) == SWC_OK && cli_display_width(r.name) > name_w)
            name_w = cli_display_width(r.name);
    }
    swc_arena_info info = SWC_ARENA_INFO_INIT;
    swc_arena_get_info(&info, a);
    if (c->format == CLI_FMT_TEXT) {
        /* Headings padded by the columns they take (Chinese ones are wide). */
        static const char *const heads[] = { "points", "win%", "W", "L", "D", "esc", "avg time" };
        static const size_t widths[] = { 6, 4, 4, 4, 4, 4, 10 };
        if (cli_display_width(cli_tr("name")) > name_w)
            name_w = cli_display_width(cli_tr("name"));
        cli_print_padded(stdout, cli_tr("rank"), 5, 1);
        fputs("  ", stdout);
        cli_print_padded(stdout, cli_tr("name"), name_w, 0);
        for (size_t h = 0; h < sizeof heads / sizeof heads[0]; h++) {
            fputs("  ", stdout);
            cli_print_padded(stdout, cli_tr(heads[h]), widths[h], 1);
        }
        fputc('\n', stdout);
    } else if (c->format == CLI_FMT_TSV) {
        fputs("rank\tname\tpoints\twin_rate\twins\tlosses\tdraws\tescapes\tgames\tavg_time\tstatus", stdout);
        fputs(g ? "\tgrade\n" : "\n", stdout);
    } else {
        printf("{\"players\": %u, \"games\": %u, \"ignored_period\": %u, \"ignored_eliminated\": %u, "
               "\"resets\": %u, \"qualified\": %u, \"eliminated\": %u,\n \"rows\": [",
               info.players, info.games, info.ignored_period, info.ignored_eliminated, info.resets, info.qualified,
               info.eliminated);
    }
    for (uint32_t i = 0; i < shown; i++) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        if (swc_arena_row_get(&r, a, i))
            continue;
        const char *grade = NULL;
        if (g) {
            swc_grade_row gr = SWC_GRADE_ROW_INIT;
            if (swc_grades_find(&gr, g, r.id) == SWC_OK && gr.grade[0])
                grade = gr.grade;
        }
        if (c->format == CLI_FMT_TEXT)
            print_row_text(&r, name_w, grade);
        else if (c->format == CLI_FMT_TSV)
            print_row_tsv(&r, grade, g != NULL);
        else
            print_row_json(&r, i == 0, grade);
    }
    if (c->player) {
        swc_arena_row r = SWC_ARENA_ROW_INIT;
        if (swc_arena_find(&r, a, c->player) != SWC_OK) {
            cli_error("no player '%s' in %s", c->player, c->path);
            return CLI_EINPUT;
        }
        if (c->format == CLI_FMT_TEXT) {
            fputs("\n", stdout);
            print_row_text(&r, name_w, NULL);
        } else if (c->format == CLI_FMT_JSON) {
            fputs("],\n \"player\": [", stdout);
            print_row_json(&r, 1, NULL);
        }
    }
    if (c->format == CLI_FMT_TEXT)
        printf(cli_tr("\n%u players, %u games (%u outside the period or hours, %u of eliminated players), "
                      "%u resets; %u qualify, %u eliminated\n"),
               info.players, info.games, info.ignored_period, info.ignored_eliminated, info.resets, info.qualified,
               info.eliminated);
    else if (c->format == CLI_FMT_JSON)
        fputs("\n ]\n}\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

static int set_int(swc_arena *a, int key, int64_t v, const char *opt)
{
    int rc = swc_arena_set_int(a, key, v);
    if (rc) {
        cli_error("--%s: %s", opt, swc_arena_errmsg(a));
        return CLI_EUSAGE;
    }
    return CLI_OK;
}

static int run_arena(int argc, char **argv)
{
    cli_parser p;
    cli_parser_init(&p, argc, argv, "arena");
    arena_cli c = { NULL, NULL, NULL, CLI_FMT_TEXT, 0 };
    const char *preset = NULL, *period = NULL, *order = NULL, *points = NULL;
    long long quota = -1, min_games = -1, threshold = INT32_MIN, when = -1, boundary = -1;
    unsigned long long seed = 0;
    int list = 0, have_seed = 0;
    const char *v;
    int id;
    while ((id = cli_next(&p, arena_options, &v)) != CLI_ARG_END) {
        unsigned long long u;
        switch (id) {
        case CLI_ARG_ERROR:
            return CLI_EUSAGE;
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_arena), stdout);
            return cli_finish_stdout(CLI_OK);
        case CLI_ARG_POSITIONAL:
            if (c.path)
                return cli_usage_error("arena", "one games file, please");
            c.path = v;
            break;
        case OPT_PRESET: preset = v; break;
        case OPT_FORMAT:
            if (cli_parse_report_format(&c.format, v))
                return cli_usage_error("arena", "unknown format '%s' (text, tsv, json)", v);
            break;
        case OPT_LIST: list = 1; break;
        case OPT_PERIOD: period = v; break;
        case OPT_ORDER: order = v; break;
        case OPT_POINTS: points = v; break;
        case OPT_PLAYER: c.player = v; break;
        case OPT_GRADES: c.grades = v; break;
        case OPT_QUOTA:
        case OPT_MIN_GAMES:
        case OPT_TOP:
        case OPT_SEED:
            if (cli_parse_uint(&u, v, id == OPT_SEED ? UINT64_MAX : UINT32_MAX))
                return cli_usage_error("arena", "'%s' is not a number", v);
            if (id == OPT_QUOTA)
                quota = (long long)u;
            else if (id == OPT_MIN_GAMES)
                min_games = (long long)u;
            else if (id == OPT_TOP)
                c.top = u;
            else {
                seed = u;
                have_seed = 1;
            }
            break;
        case OPT_THRESHOLD: {
            char *end;
            int64_t t;
            if (parse_tenths(&t, v, &end) || *end)
                return cli_usage_error("arena", "bad threshold '%s' (points, e.g. 5 or 4.5)", v);
            threshold = t;
            break;
        }
        case OPT_WHEN:
            if (!strcmp(v, "end"))
                when = SWC_ARENA_AT_END;
            else if (!strcmp(v, "reached"))
                when = SWC_ARENA_REACHED;
            else
                return cli_usage_error("arena", "--threshold-when takes end or reached");
            break;
        case OPT_BOUNDARY:
            if (!strcmp(v, "all"))
                boundary = SWC_ARENA_BOUNDARY_ALL;
            else if (!strcmp(v, "none"))
                boundary = SWC_ARENA_BOUNDARY_NONE;
            else if (!strcmp(v, "lot"))
                boundary = SWC_ARENA_BOUNDARY_LOT;
            else
                return cli_usage_error("arena", "--boundary takes all, none or lot");
            break;
        default:
            return cli_usage_error("arena", "unexpected option");
        }
    }
    if (list)
        return list_presets(c.format);
    if (!c.path)
        return cli_usage_error("arena", "no games file given");
    swc_arena_options o = SWC_ARENA_OPTIONS_INIT;
    o.preset = preset;
    swc_arena *a = NULL;
    int rc = swc_arena_new(&a, &o);
    if (rc == SWC_ENOTFOUND)
        return cli_usage_error("arena", "unknown preset '%s' (see --list-presets)", preset);
    if (rc) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code = CLI_OK;
    int64_t from, to, pts[3];
    if (period && parse_period(&from, &to, period)) {
        code = cli_usage_error("arena", "bad period '%s' (FROM..TO, e.g. 2015-08-01..2015-08-14)", period);
        goto out;
    }
    if (period && ((code = set_int(a, SWC_ARENA_PERIOD_START, from, "period")) ||
                   (code = set_int(a, SWC_ARENA_PERIOD_END, to, "period"))))
        goto out;
    if (points) {
        if (parse_points(pts, points)) {
            code = cli_usage_error("arena", "bad points '%s' (win,draw,loss, e.g. 2,1,-2)", points);
            goto out;
        }
        if ((code = set_int(a, SWC_ARENA_WIN, pts[0], "points")) ||
            (code = set_int(a, SWC_ARENA_DRAW, pts[1], "points")) ||
            (code = set_int(a, SWC_ARENA_LOSS, pts[2], "points")))
            goto out;
    }
    if ((quota >= 0 && (code = set_int(a, SWC_ARENA_QUOTA, quota, "quota"))) ||
        (min_games >= 0 && (code = set_int(a, SWC_ARENA_MIN_GAMES, min_games, "min-games"))) ||
        (threshold != INT32_MIN && ((code = set_int(a, SWC_ARENA_USE_THRESHOLD, 1, "threshold")) ||
                                    (code = set_int(a, SWC_ARENA_THRESHOLD, threshold, "threshold")))) ||
        (when >= 0 && (code = set_int(a, SWC_ARENA_THRESHOLD_WHEN, when, "threshold-when"))) ||
        (boundary >= 0 && (code = set_int(a, SWC_ARENA_BOUNDARY, boundary, "boundary"))) ||
        (have_seed && (code = set_int(a, SWC_ARENA_SEED, (int64_t)seed, "seed"))))
        goto out;
    if (order && swc_arena_set_string(a, SWC_ARENA_ORDER, order)) {
        code = cli_usage_error("arena", "%s", swc_arena_errmsg(a));
        goto out;
    }
    char *text = NULL;
    size_t len = 0;
    if ((code = cli_slurp(&text, &len, c.path)))
        goto out;
    uint32_t line = 0, col = 0;
    rc = swc_arena_read(a, text, len, &line, &col);
    free(text);
    if (rc) {
        const char *msg = swc_arena_errmsg(a);
        if (line) {
            /* the message starts with "LINE:COLUMN: " already */
            cli_error("%s:%s", strcmp(c.path, "-") ? c.path : "(stdin)", msg);
        } else {
            cli_error("%s: %s", strcmp(c.path, "-") ? c.path : "(stdin)", msg);
        }
        code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        goto out;
    }
    swc_grades *g = NULL;
    if (c.grades) {
        swc_grades_params gp = SWC_GRADES_PARAMS_INIT;
        gp.table = c.grades;
        if (swc_grades_new(&g, NULL)) {
            cli_error("out of memory");
            code = CLI_EINTERNAL;
            goto out;
        }
        rc = swc_grades_from_arena(g, a, &gp);
        if (rc) {
            cli_error("--grades: %s", swc_grades_errmsg(g));
            swc_grades_free(g);
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EUSAGE;
            goto out;
        }
    }
    code = print_board(a, g, &c);
    swc_grades_free(g);
out:
    swc_arena_free(a);
    return code;
}

const cli_command cli_cmd_arena = {
    "arena",
    "leaderboard of an online qualifier stage from a games file",
    "Usage: swisscore arena GAMES [--preset NAME] [--period FROM..TO] [--quota N]\n"
    "                       [--threshold P] [--min-games N] [--order KEYS] [--points W,D,L]\n"
    "                       [--threshold-when end|reached] [--boundary all|none|lot] [--seed N]\n"
    "                       [--player NAME] [--top N] [--grades TABLE] [--format text|tsv|json]\n"
    "       swisscore arena --list-presets [--format text|tsv|json]\n"
    "\n"
    "Score a stream of games matched by a game server (网络海选赛 / 晋级赛 /\n"
    "入围赛 of the 2015 全国业余棋王争霸赛) and print the leaderboard: rank, name,\n"
    "points, win rate, wins, losses, draws, escapes (逃), average game time\n"
    "and who qualifies. GAMES is TSV with a header line naming the columns\n"
    "white, black, result, duration, end (any order), or JSON (an array of\n"
    "objects with the same fields); '-' reads standard input. Results: 1-0,\n"
    "0-1, = (draw), white-escaped, black-escaped, and reset (清零 of the white\n"
    "player). Durations in seconds, M:SS or 9分21秒; times as\n"
    "YYYY-MM-DD HH:MM:SS. Events are taken in the order of their times.\n"
    "\n"
    "Options:\n"
    "  -p, --preset NAME      a stage of the 2015 document (see --list-presets)\n"
    "  --period FROM..TO      count only games that end in the period (dates\n"
    "                         are whole days, both included)\n"
    "  --points W,D,L         points of a win, a draw and a loss (default 2,1,-2)\n"
    "  --threshold P          points needed to qualify (积分达到 P 分及以上)\n"
    "  --min-games N          games needed to qualify (责任局数)\n"
    "  --quota N              at most N qualify, in leaderboard order\n"
    "  --order KEYS           leaderboard order: points, wins, avg-time, reached,\n"
    "                         games, win-rate (default points,wins)\n"
    "  --threshold-when W     end: the record at the end counts (default);\n"
    "                         reached: reaching the line once is enough\n"
    "  --boundary B           players tied across the quota: all qualify, none,\n"
    "                         or lot (seeded by --seed)\n"
    "  --player NAME          also show this player's row below the board\n"
    "  --top N                show the first N rows only\n"
    "  -g, --grades TABLE     add the grade a player may apply for (see\n"
    "                         swisscore grades --list)\n"
    "  -f, --format F         text (default), tsv or json\n"
    "\n"
    "Example:\n"
    "  swisscore arena games.tsv --preset xiangqi-2015-jinji --period 2015-08-15..2015-08-21\n"
    "\n"
    "Exit status: 0 success, 1 usage error, 2 malformed games file\n"
    "(file:line:column or a JSON path), 3 unreadable file, 4 internal error.\n",
    run_arena,
};
