/* swisscore team: the teams of a team event (add, import, list). */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "render/sheet.h"

/* ---- shared ------------------------------------------------------------------ */

int cli_event_is_team(const swc_tournament *t)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    return boards > 0;
}

uint32_t cli_team_by_name(const swc_tournament *t, const char *s)
{
    unsigned long long n;
    uint32_t count = swc_team_count(t);
    if (cli_parse_uint(&n, s, 999) == 0)
        return n >= 1 && n <= count ? (uint32_t)n : 0;
    for (uint32_t k = 1; k <= count; k++) {
        swc_team_info in = SWC_TEAM_INFO_INIT;
        if (swc_team_get_info(&in, t, k) == SWC_OK &&
            (!strcmp(in.name, s) || (in.short_name && *in.short_name && !strcmp(in.short_name, s))))
            return k;
    }
    return 0;
}

const char *cli_team_name(const swc_tournament *t, uint32_t team)
{
    swc_team_info in = SWC_TEAM_INFO_INIT;
    return swc_team_get_info(&in, t, team) == SWC_OK ? in.name : "";
}

/* A team event whose file holds no team yet is one: refuse the rest. */
static int need_team_event(const swc_tournament *t, const char *path)
{
    if (cli_event_is_team(t))
        return CLI_OK;
    cli_error("%s: not a team event (swisscore new EVENT --teams --boards N)", path);
    return CLI_EINPUT;
}

/* The team now has `count` members: at least one per board. */
static int enough_members(const swc_tournament *t, const char *name, size_t count, const char *where)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    if (count >= (size_t)boards)
        return CLI_OK;
    cli_error("%s: team %s has %lu members for %d boards: a team needs a player per board", where, name,
              (unsigned long)count, (int)boards);
    return CLI_EINPUT;
}

static int save(swc_tournament *t, const char *path, const char *note)
{
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_NOTE;
    e.data = note;
    int code = cli_journal(t, &e, path);
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    return code;
}

/* ---- add ------------------------------------------------------------------------ */

enum { OPT_SHORT = 1, OPT_FED, OPT_CAPTAIN, OPT_STRENGTH };

static const cli_option add_options[] = {
    { "short", 0, 1, OPT_SHORT },
    { "federation", 0, 1, OPT_FED },
    { "captain", 0, 1, OPT_CAPTAIN },
    { "strength", 0, 1, OPT_STRENGTH },
    { NULL, 0, 0, 0 },
};

static int run_add(int argc, char **argv, const char *path)
{
    cli_parser p;
    const char *value, *name = NULL, *captain = NULL;
    swc_team_info in = SWC_TEAM_INFO_INIT;
    const char *ops[SWC_MAX_TEAM_MEMBERS];
    size_t nops = 0;
    unsigned long long num;
    int id;
    cli_parser_init(&p, argc, argv, "team add");
    while ((id = cli_next(&p, add_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_team), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_SHORT: in.short_name = value; break;
        case OPT_FED: in.federation = value; break;
        case OPT_CAPTAIN: captain = value; break;
        case OPT_STRENGTH:
            if (cli_parse_uint(&num, value, 9999))
                return cli_usage_error("team", "--strength needs a number from 0 to 9999, not '%s'", value);
            in.strength = (int32_t)num;
            break;
        case CLI_ARG_POSITIONAL:
            if (!name)
                name = value;
            else if (nops < SWC_MAX_TEAM_MEMBERS)
                ops[nops++] = value;
            else
                return cli_usage_error("team", "a team has at most %d members", SWC_MAX_TEAM_MEMBERS);
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!name)
        return cli_usage_error("team", "team add EVENT NAME PLAYER...: no team name given");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code == CLI_OK)
        code = need_team_event(t, path);
    uint32_t ids[SWC_MAX_TEAM_MEMBERS];
    for (size_t k = 0; code == CLI_OK && k < nops; k++) {
        swc_player *pl = cli_parse_uint(&num, ops[k], SWC_MAX_PLAYERS) ? NULL : cli_player_of_number(t, (uint32_t)num);
        if (!pl) {
            cli_error("%s: no player %s (member %lu of team %s; see swisscore info %s)", path, ops[k],
                      (unsigned long)k + 1, name, path);
            code = CLI_EINPUT;
        } else {
            ids[k] = swc_player_id(pl);
        }
    }
    if (code == CLI_OK)
        code = enough_members(t, name, nops, path);
    uint32_t number = 0;
    if (code == CLI_OK) {
        in.name = name;
        int rc = swc_team_add(&number, t, &in);
        if (rc == SWC_OK)
            rc = swc_team_set_members(t, number, ids, nops);
        if (rc == SWC_OK && captain) {
            swc_player *pl = cli_parse_uint(&num, captain, SWC_MAX_PLAYERS) ? NULL
                                                                           : cli_player_of_number(t, (uint32_t)num);
            in.captain = pl ? swc_player_id(pl) : 0xFFFFFFFFu;
            rc = swc_team_update(t, number, &in);
        }
        if (rc != SWC_OK) {
            cli_error("%s: team %s: %s", path, name, swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        }
    }
    if (code == CLI_OK) {
        char note[128];
        snprintf(note, sizeof note, "team %u added", (unsigned)number);
        code = save(t, path, note);
    }
    if (code == CLI_OK)
        printf(cli_tr("Team %u: %s, %lu members\n"), (unsigned)number, name, (unsigned long)nops);
    else if (t)
        fprintf(stderr, "%s\n", cli_tr("The event is unchanged."));
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

/* ---- import -------------------------------------------------------------------- */

typedef struct team_row {
    uint32_t player, line, col;
    char *team;
} team_row;

typedef struct team_rows {
    const char *list;
    team_row *r;
    size_t n, cap;
} team_rows;

static int take_row(void *ctx, uint32_t player_id, const char *team, uint32_t line, uint32_t col)
{
    team_rows *rows = ctx;
    if (!*team) {
        cli_error("%s:%u:%u: the row names no team (column team or 队名)", rows->list, (unsigned)line,
                  (unsigned)col);
        return CLI_EINPUT;
    }
    if (rows->n == rows->cap) {
        size_t cap = rows->cap ? 2 * rows->cap : 64;
        team_row *g = realloc(rows->r, cap * sizeof *g);
        if (!g)
            goto nomem;
        rows->r = g;
        rows->cap = cap;
    }
    team_row *r = &rows->r[rows->n];
    r->team = malloc(strlen(team) + 1);
    if (!r->team)
        goto nomem;
    strcpy(r->team, team);
    r->player = player_id;
    r->line = line;
    r->col = col;
    rows->n++;
    return CLI_OK;
nomem:
    cli_error("out of memory");
    return CLI_EINTERNAL;
}

/* The teams of the rows in order of their first row, each with its rows
 * as members in board order after those it has. */
static int make_teams(swc_tournament *t, const team_rows *rows, const char *list, uint32_t *out_new)
{
    uint32_t ids[SWC_MAX_TEAM_MEMBERS];
    *out_new = 0;
    for (size_t i = 0; i < rows->n; i++) {
        const team_row *first = &rows->r[i];
        size_t j;
        for (j = 0; j < i && strcmp(rows->r[j].team, first->team); j++)
            ;
        if (j < i)
            continue; /* done with its first row */
        char where[600];
        snprintf(where, sizeof where, "%s:%u:%u", list, (unsigned)first->line, (unsigned)first->col);
        uint32_t team = 0, count = swc_team_count(t);
        for (uint32_t k = 1; k <= count && !team; k++)
            if (!strcmp(cli_team_name(t, k), first->team))
                team = k;
        size_t n = 0;
        if (team)
            for (; n < swc_team_member_count(t, team); n++)
                swc_team_member(&ids[n], t, team, (uint32_t)n);
        for (j = i; j < rows->n; j++) {
            if (strcmp(rows->r[j].team, first->team))
                continue;
            if (n == SWC_MAX_TEAM_MEMBERS) {
                cli_error("%s:%u:%u: team %s has more than %d members", list, (unsigned)rows->r[j].line,
                          (unsigned)rows->r[j].col, first->team, SWC_MAX_TEAM_MEMBERS);
                return CLI_EINPUT;
            }
            ids[n++] = rows->r[j].player;
        }
        int code = enough_members(t, first->team, n, where);
        if (code != CLI_OK)
            return code;
        int rc = SWC_OK;
        if (!team) {
            swc_team_info in = SWC_TEAM_INFO_INIT;
            in.name = first->team;
            rc = swc_team_add(&team, t, &in);
            ++*out_new;
        }
        if (rc == SWC_OK)
            rc = swc_team_set_members(t, team, ids, n);
        if (rc != SWC_OK) {
            cli_error("%s: team %s: %s", where, first->team, swc_tournament_errmsg(t));
            return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        }
    }
    return CLI_OK;
}

static int run_import(int argc, char **argv, const char *path)
{
    cli_import_args a;
    int parsed = cli_import_args_parse(&a, argc, argv, "team", "team import EVENT TEAMS.csv: no list given");
    if (parsed != CLI_OK)
        return parsed;
    if (a.help) {
        fputs(cli_help(&cli_cmd_team), stdout);
        return cli_finish_stdout(CLI_OK);
    }
    const char *list = a.list;
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code == CLI_OK)
        code = need_team_event(t, path);
    team_rows rows = { list, NULL, 0, 0 };
    uint32_t added = 0, teams = 0;
    if (code == CLI_OK)
        code = cli_import_rows(t, list, a.encoding, a.allow_duplicates, &added, take_row, &rows);
    if (code == CLI_OK)
        code = make_teams(t, &rows, list, &teams);
    if (code == CLI_OK) {
        char note[600];
        const char *slash = strrchr(list, '/');
        snprintf(note, sizeof note, "%u teams, %u players imported from %s", (unsigned)teams, (unsigned)added,
                 slash ? slash + 1 : list);
        code = save(t, path, note);
        if (code == CLI_OK)
            printf("%s\n", note);
    } else if (t) {
        fprintf(stderr, "%s\n", cli_tr("Nothing was imported; the event is unchanged."));
    }
    for (size_t k = 0; k < rows.n; k++)
        free(rows.r[k].team);
    free(rows.r);
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

/* ---- list ---------------------------------------------------------------------- */

static const cli_option list_options[] = {
    { "encoding", 0, 1, SHEET_OPT_ENCODING },
    SHEET_OPTIONS,
    { NULL, 0, 0, 0 },
};

static int run_list(int argc, char **argv, const char *path)
{
    cli_parser p;
    const char *value;
    sheet_output out;
    int id, taken;
    sheet_output_init(&out);
    cli_parser_init(&p, argc, argv, "team list");
    while ((id = cli_next(&p, list_options, &value)) != CLI_ARG_END) {
        if ((taken = sheet_take_option(&out, id, value, "team")) != 0) {
            if (taken < 0)
                return CLI_EUSAGE;
            continue;
        }
        if (id == CLI_OPT_HELP) {
            fputs(cli_help(&cli_cmd_team), stdout);
            return cli_finish_stdout(CLI_OK);
        }
        if (id == CLI_ARG_POSITIONAL)
            return cli_usage_error("team", "unexpected argument '%s'", value);
        return CLI_EUSAGE;
    }
    swc_tournament *t = NULL;
    int code = cli_load(&t, path, 0, NULL, NULL);
    if (code != CLI_OK)
        return code;
    sheet s;
    sheet_init(&s, "Teams");
    sheet_column_add(&s, "team", "Team", 1);
    sheet_column_add(&s, "team_name", "Name", 0);
    sheet_column_add(&s, "board", "Board", 1);
    sheet_column_add(&s, "id", cli_number_head(), 1);
    sheet_column_add(&s, "name", "Player", 0);
    sheet_column_add(&s, "rating", "Rating", 1);
    for (uint32_t k = 1; k <= swc_team_count(t); k++) {
        char num[16], board[16], pid[16], rating[16];
        for (uint32_t m = 0; m < swc_team_member_count(t, k); m++) {
            uint32_t who = 0;
            swc_team_member(&who, t, k, m);
            const swc_player *pl = swc_tournament_player(t, who);
            snprintf(num, sizeof num, "%u", (unsigned)k);
            snprintf(board, sizeof board, "%u", (unsigned)m + 1);
            snprintf(pid, sizeof pid, "%u", (unsigned)cli_number_of(t, who));
            if (swc_player_rating(pl))
                snprintf(rating, sizeof rating, "%d", (int)swc_player_rating(pl));
            else
                rating[0] = '\0';
            sheet_cell(&s, num);
            sheet_cell(&s, cli_team_name(t, k));
            sheet_cell(&s, board);
            sheet_cell(&s, pid);
            sheet_cell(&s, swc_player_name(pl));
            sheet_cell(&s, rating);
        }
    }
    const sheet *one[1] = { &s };
    code = sheet_emit(one, 1, &out, "Teams");
    sheet_free(&s);
    swc_tournament_free(t);
    return code;
}

/* ---- forbid --------------------------------------------------------------------- */

/* Two teams that must not meet (C.04.6 keeps them apart like a rematch). */
static int run_forbid(int argc, char **argv, const char *path)
{
    cli_parser p;
    const char *value, *names[2] = { NULL, NULL };
    int id, n = 0;
    cli_parser_init(&p, argc, argv, "team forbid");
    while ((id = cli_next(&p, NULL, &value)) != CLI_ARG_END) {
        if (id == CLI_OPT_HELP) {
            fputs(cli_help(&cli_cmd_team), stdout);
            return cli_finish_stdout(CLI_OK);
        }
        if (id != CLI_ARG_POSITIONAL)
            return CLI_EUSAGE;
        if (n == 2)
            return cli_usage_error("team", "team forbid EVENT TEAM TEAM: two teams, not more");
        names[n++] = value;
    }
    if (n < 2)
        return cli_usage_error("team", "team forbid EVENT TEAM TEAM: two teams, please");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code == CLI_OK)
        code = need_team_event(t, path);
    uint32_t team[2] = { 0, 0 };
    for (int i = 0; code == CLI_OK && i < 2; i++)
        if (!(team[i] = cli_team_by_name(t, names[i]))) {
            cli_error("%s: no team %s (see swisscore team list %s)", path, names[i], path);
            code = CLI_EINPUT;
        }
    if (code == CLI_OK) {
        int rc = swc_team_forbid_pair(t, team[0], team[1]);
        if (rc != SWC_OK) {
            cli_error("%s: %s", path, swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        }
    }
    if (code == CLI_OK) {
        char note[160];
        snprintf(note, sizeof note, "teams %u and %u may not meet", (unsigned)team[0], (unsigned)team[1]);
        code = save(t, path, note);
    }
    if (code == CLI_OK)
        printf(cli_tr("Teams %u (%s) and %u (%s) will not be paired with each other.\n"), (unsigned)team[0],
               cli_team_name(t, team[0]), (unsigned)team[1], cli_team_name(t, team[1]));
    else if (t)
        fprintf(stderr, "%s\n", cli_tr("The event is unchanged."));
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

/* ---- bye ------------------------------------------------------------------------ */

enum { OPT_BYE_HALF = 1, OPT_BYE_FULL, OPT_BYE_CANCEL };

static const cli_option bye_options[] = {
    { "half-point", 0, 0, OPT_BYE_HALF },
    { "full-point", 0, 0, OPT_BYE_FULL },
    { "cancel", 0, 0, OPT_BYE_CANCEL },
    { NULL, 0, 0, 0 },
};

/* A team absent in a round not paired yet: it gets the bye it asks for. */
static int run_bye(int argc, char **argv, const char *path)
{
    cli_parser p;
    const char *value, *name = NULL, *round_text = NULL;
    int id, kind = SWC_RK_ZERO_BYE;
    cli_parser_init(&p, argc, argv, "team bye");
    while ((id = cli_next(&p, bye_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_team), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_BYE_HALF: kind = SWC_RK_HALF_BYE; break;
        case OPT_BYE_FULL: kind = SWC_RK_FULL_BYE; break;
        case OPT_BYE_CANCEL: kind = SWC_RK_NONE; break;
        case CLI_ARG_POSITIONAL:
            if (!name)
                name = value;
            else if (!round_text)
                round_text = value;
            else
                return cli_usage_error("team", "team bye EVENT TEAM ROUND: one team and one round");
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    unsigned long long round = 0;
    if (!round_text)
        return cli_usage_error("team", "team bye EVENT TEAM ROUND: a team and a round, please");
    if (cli_parse_uint(&round, round_text, SWC_MAX_ROUNDS) || round == 0)
        return cli_usage_error("team", "team bye: a round number, not '%s'", round_text);
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code == CLI_OK)
        code = need_team_event(t, path);
    uint32_t team = 0;
    if (code == CLI_OK && !(team = cli_team_by_name(t, name))) {
        cli_error("%s: no team %s (see swisscore team list %s)", path, name, path);
        code = CLI_EINPUT;
    }
    if (code == CLI_OK) {
        int rc = swc_team_request_bye(t, team, (uint32_t)round, kind);
        if (rc != SWC_OK) {
            cli_error("%s: team %s, round %u: %s", path, name, (unsigned)round, swc_tournament_errmsg(t));
            code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
        }
    }
    static const char *const what[] = { "no bye", "a full-point bye", "a half-point bye", "a zero-point bye" };
    int w = kind == SWC_RK_FULL_BYE ? 1 : kind == SWC_RK_HALF_BYE ? 2 : kind == SWC_RK_ZERO_BYE ? 3 : 0;
    if (code == CLI_OK) {
        char note[160];
        snprintf(note, sizeof note, "team %u: %s in round %u", (unsigned)team, what[w], (unsigned)round);
        code = save(t, path, note);
    }
    if (code == CLI_OK)
        printf(cli_tr("Team %u (%s): %s in round %u.\n"), (unsigned)team, cli_team_name(t, team), cli_tr(what[w]),
               (unsigned)round);
    else if (t)
        fprintf(stderr, "%s\n", cli_tr("The event is unchanged."));
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

static int run_team(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
        if (argc < 2)
            return cli_usage_error("team", "team add|import|list|forbid|bye EVENT ...");
        fputs(cli_help(&cli_cmd_team), stdout);
        return cli_finish_stdout(CLI_OK);
    }
    const char *sub = argv[1];
    if (strcmp(sub, "add") && strcmp(sub, "import") && strcmp(sub, "list") && strcmp(sub, "forbid") &&
        strcmp(sub, "bye"))
        return cli_usage_error("team", "unknown subcommand '%s' (add, import, list, forbid or bye)", sub);
    if (argc < 3 || argv[2][0] == '-')
        return cli_usage_error("team", "team %s EVENT ...: no event file given", sub);
    const char *path = argv[2];
    /* The parser takes argv[0] as the command name: drop the event. */
    argv[2] = argv[1];
    if (!strcmp(sub, "add"))
        return run_add(argc - 2, argv + 2, path);
    if (!strcmp(sub, "import"))
        return run_import(argc - 2, argv + 2, path);
    if (!strcmp(sub, "forbid"))
        return run_forbid(argc - 2, argv + 2, path);
    if (!strcmp(sub, "bye"))
        return run_bye(argc - 2, argv + 2, path);
    return run_list(argc - 2, argv + 2, path);
}

const cli_command cli_cmd_team = {
    "team",
    "add, import and list the teams of a team event",
    "Usage: swisscore team add EVENT NAME [PLAYER...] [--short S] [--federation F]\n"
    "                          [--captain PLAYER] [--strength N]\n"
    "       swisscore team import EVENT TEAMS.csv [--encoding ENC] [--allow-duplicates]\n"
    "       swisscore team list EVENT [--format FMT] [-o FILE]\n"
    "       swisscore team forbid EVENT TEAM TEAM\n"
    "       swisscore team bye EVENT TEAM ROUND [--half-point|--full-point|--cancel]\n"
    "\n"
    "The teams of a team event (swisscore new EVENT --teams --boards N). Teams\n"
    "are numbered 1, 2, 3 ... in the order they are added; that number is\n"
    "their pairing number.\n"
    "\n"
    "team add: a team named NAME whose members are the players given (ids, or\n"
    "pairing numbers with --pairing-numbers), board 1 first.\n"
    "\n"
    "team import: a CSV list of players (as 'swisscore player import' reads)\n"
    "with a column naming each player's team:\n"
    "  team (队名, 队伍)    the team's name (required)\n"
    "  name (姓名)          the player's name (required)\n"
    "  rating, sex, federation (club), birth, title, 称号, fide id, group,\n"
    "  number (序号)        as for player import (optional)\n"
    "The players become members of their team in the order of the rows (board\n"
    "order); a team not in the event yet is added, an existing one of that\n"
    "name gets them after its members. Delimiter: comma, tab or semicolon.\n"
    "\n"
    "team list: one row per member: team, team name, board, id, name, rating.\n"
    "-f text (default), csv, tsv, json or html.\n"
    "\n"
    "team forbid: the two teams (number, name or short name) must never be\n"
    "paired with each other; C.04.6 keeps them apart as it keeps apart teams\n"
    "that have met, and swisscore check reports a round that pairs them (a\n"
    "260 record of the event file; a round robin's table is not changed).\n"
    "\n"
    "team bye: the team is absent in ROUND, a round not paired yet: it is not\n"
    "paired and gets a zero-point bye (--half-point, --full-point: the team\n"
    "bye's points); in a round robin its opponent has the round off.\n"
    "--cancel withdraws the request. (A 240 record of the event file.)\n"
    "\n"
    "Refused, with the place (file:line:column) and nothing changed:\n"
    "  a player in two teams (a row that repeats a player, a member of another\n"
    "  team), a team with fewer members than boards or more than 64, a row\n"
    "  without a team.\n"
    "\n"
    "Example:\n"
    "  swisscore new league.trf --rounds 7 --teams --boards 4\n"
    "  swisscore team import league.trf teams.csv\n"
    "  swisscore team add league.trf 'Late Team' 17 18 19 20\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 refused (the event is unchanged),\n"
    "3 I/O error, 5 the event is busy.\n",
    run_team,
};
