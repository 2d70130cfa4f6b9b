/* swisscore player: sign-up lists, late entries, withdrawals, absences. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* ---- shared ---------------------------------------------------------------- */

/* Load the event or report; the command then changes t and saves it. */
static int finish(swc_tournament *t, const char *path, int code)
{
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    swc_tournament_free(t);
    return code == CLI_OK ? cli_finish_stdout(code) : code;
}

/* A library refusal: the request does not fit the event. */
static int refuse(swc_tournament *t, int rc, const char *what)
{
    cli_error("%s: %s", what, swc_tournament_errmsg(t));
    return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
}

static swc_player *player_arg(swc_tournament *t, const char *s, const char *path)
{
    unsigned long long n;
    swc_player *p = NULL;
    if (cli_parse_uint(&n, s, SWC_MAX_PLAYERS_MODEL) == 0)
        p = cli_player_of_number(t, (uint32_t)n);
    if (!p)
        cli_error(cli_tr(cli_numbers_are_tpn() ? "%s: no player with pairing number %s (see swisscore info %s)"
                                               : "%s: no player with id %s (see swisscore info %s)"),
                  path, s, path);
    return p;
}

static void print_player_line(const swc_tournament *t, uint32_t id)
{
    const swc_player *p = swc_tournament_player(t, id);
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&in, p);
    printf("  %4u  ", (unsigned)cli_number_of(t, id));
    cli_print_padded(stdout, in.name, 16, 0);
    char rating[16];
    if (in.rating)
        snprintf(rating, sizeof rating, "%d%s", (int)in.rating, in.flags & SWC_PLAYER_PROVISIONAL ? "p" : "");
    else
        snprintf(rating, sizeof rating, "-");
    printf("  %-5s", rating);
    if (in.federation && *in.federation)
        printf("  %s", in.federation);
    if (in.group && *in.group)
        printf("  [%s]", in.group);
    fputs("\n", stdout);
}

/* ---- import ------------------------------------------------------------------ */

enum { OPT_NAME = 1, OPT_RATING, OPT_SEX, OPT_FED, OPT_GROUP, OPT_FROM, OPT_ROUND, OPT_HALF };

static int run_import(int argc, char **argv, const char *path)
{
    cli_import_args a;
    int parsed = cli_import_args_parse(&a, argc, argv, "player", "player import EVENT LIST.csv: no list given");
    if (parsed != CLI_OK)
        return parsed;
    if (a.help) {
        fputs(cli_help(&cli_cmd_player), stdout);
        return cli_finish_stdout(CLI_OK);
    }
    const char *list = a.list;
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    uint32_t added = 0, last = 0;
    for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(t); tpn++) {
        uint32_t pid = swc_player_id(swc_tournament_player_by_tpn(t, tpn));
        last = pid > last ? pid : last;
    }
    code = cli_import_players(t, list, a.encoding, a.allow_duplicates, &added);
    if (code == CLI_OK) {
        /* The list's players take the ids after the last one. */
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = SWC_JOURNAL_PLAYERS_IMPORTED;
        e.player = last + 1;
        e.after = (int32_t)added;
        /* Late entries name the round they enter; the first players none. */
        e.round = swc_tournament_round_count(t) ? swc_tournament_round_count(t) + 1 : 0;
        const char *slash = strrchr(list, '/');
        e.data = slash ? slash + 1 : list;
        code = cli_journal(t, &e, path);
    }
    if (code != CLI_OK) {
        fprintf(stderr, "%s\n", cli_tr("Nothing was imported; the event is unchanged."));
        swc_tournament_free(t);
        return code;
    }
    swc_tournament *back = NULL;
    code = cli_event_save_reread(t, path, &back);
    swc_tournament_free(t);
    if (code != CLI_OK)
        return code;
    /* The list as the file now gives it back, in pairing-number order. */
    printf(cli_tr("Imported %u players into %s:"), (unsigned)added, path);
    fputs("\n", stdout);
    uint32_t n = swc_tournament_player_count(back);
    for (uint32_t tpn = 1; tpn <= n; tpn++)
        print_player_line(back, swc_player_id(swc_tournament_player_by_tpn(back, tpn)));
    if (swc_tournament_round_count(back)) {
        printf(cli_tr("They enter from round %u (late entries)."), (unsigned)swc_tournament_round_count(back) + 1);
        fputs("\n", stdout);
    }
    swc_tournament_free(back);
    return cli_finish_stdout(CLI_OK);
}

/* ---- add ---------------------------------------------------------------------- */

static const cli_option add_options[] = {
    { "name", 'n', 1, OPT_NAME },
    { "rating", 0, 1, OPT_RATING },
    { "sex", 0, 1, OPT_SEX },
    { "federation", 0, 1, OPT_FED },
    { "group", 0, 1, OPT_GROUP },
    { "from-round", 0, 1, OPT_FROM },
    { NULL, 0, 0, 0 },
};

static int run_add(int argc, char **argv, const char *path)
{
    cli_parser p;
    const char *value;
    swc_player_info in = SWC_PLAYER_INFO_INIT;
    unsigned long long from = 0, num;
    int id;
    cli_parser_init(&p, argc, argv, "player add");
    while ((id = cli_next(&p, add_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_player), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_NAME:
            in.name = value;
            break;
        case OPT_RATING: {
            size_t n = strlen(value);
            char buf[8];
            if (n && n < sizeof buf && (value[n - 1] == 'p' || value[n - 1] == 'P')) {
                memcpy(buf, value, n - 1);
                buf[n - 1] = '\0';
                in.flags |= SWC_PLAYER_PROVISIONAL;
                value = buf;
            }
            if (cli_parse_uint(&num, value, 9999))
                return cli_usage_error("player", "--rating needs a number from 0 to 9999 (p after it: provisional)");
            in.rating = (int32_t)num;
            break;
        }
        case OPT_SEX:
            if (!strcmp(value, "m") || !strcmp(value, "男"))
                in.sex = 'm';
            else if (!strcmp(value, "w") || !strcmp(value, "f") || !strcmp(value, "女"))
                in.sex = 'w';
            else
                return cli_usage_error("player", "--sex is m or w, not '%s'", value);
            break;
        case OPT_FED:
            in.federation = value;
            break;
        case OPT_GROUP:
            in.group = value;
            break;
        case OPT_FROM:
            if (cli_parse_uint(&from, value, SWC_MAX_ROUNDS) || from == 0)
                return cli_usage_error("player", "--from-round needs a round number, not '%s'", value);
            break;
        case CLI_ARG_POSITIONAL:
            return cli_usage_error("player", "unexpected argument '%s' (the name goes with --name)", value);
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in.name)
        return cli_usage_error("player", "player add EVENT --name NAME: no name given");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    uint32_t created = swc_tournament_round_count(t);
    if (from && from <= created) {
        cli_error(cli_tr("%s: round %u is already paired; a new player can enter from round %u"), path,
                  (unsigned)from, (unsigned)created + 1);
        swc_tournament_free(t);
        return CLI_EINPUT;
    }
    uint32_t pid = 0;
    int rc = swc_player_add(&pid, t, &in);
    if (rc == SWC_OK && from > created + 1)
        rc = swc_player_set_entry_round(swc_tournament_player(t, pid), (uint32_t)from);
    if (rc != SWC_OK) {
        code = refuse(t, rc, path);
        swc_tournament_free(t);
        return code;
    }
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_PLAYER_ADDED;
    e.player = pid;
    e.after = 1;
    e.round = from ? (uint32_t)from : created ? created + 1 : 0;
    if ((code = cli_journal(t, &e, path)) != CLI_OK) {
        swc_tournament_free(t);
        return code;
    }
    swc_tournament *back = NULL;
    code = cli_event_save_reread(t, path, &back);
    if (code == CLI_OK) {
        /* The id is kept by both kinds of event file. */
        printf(cli_tr("Added player %u:"), (unsigned)cli_number_of(back, pid));
        fputs("\n", stdout);
        print_player_line(back, pid);
        uint32_t entry = from ? (uint32_t)from : created + 1;
        if (entry > 1) {
            printf(cli_tr("Late entry: plays from round %u."), (unsigned)entry);
            fputs("\n", stdout);
        }
        /* The other number, when it differs: pairing numbers follow the
         * ratings (C.04.2), late entries included, ids the registration. */
        uint32_t tpn = swc_player_tpn(swc_tournament_player(back, pid));
        if (tpn != pid) {
            printf(cli_tr(cli_numbers_are_tpn() ? "Id %u; pairing numbers follow the ratings (swisscore info lists both)."
                                                : "Pairing number %u; pairing numbers follow the ratings (swisscore info "
                                                  "lists both)."),
                   (unsigned)(cli_numbers_are_tpn() ? pid : tpn));
            fputs("\n", stdout);
        }
        code = cli_finish_stdout(CLI_OK);
    }
    swc_tournament_free(back);
    swc_tournament_free(t);
    return code;
}

/* ---- withdraw, absent ------------------------------------------------------------ */

static const cli_option withdraw_options[] = {
    { "from-round", 0, 1, OPT_FROM },
    { NULL, 0, 0, 0 },
};

static const cli_option absent_options[] = {
    { "round", 0, 1, OPT_ROUND },
    { "half-point", 0, 0, OPT_HALF },
    { NULL, 0, 0, 0 },
};

static int run_status(int argc, char **argv, const char *path, int withdraw)
{
    cli_parser p;
    const char *value, *who = NULL;
    unsigned long long round = 0;
    int half = 0, id;
    const char *cmd = withdraw ? "player withdraw" : "player absent";
    cli_parser_init(&p, argc, argv, cmd);
    while ((id = cli_next(&p, withdraw ? withdraw_options : absent_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_player), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_FROM:
        case OPT_ROUND:
            if (cli_parse_uint(&round, value, SWC_MAX_ROUNDS) || round == 0)
                return cli_usage_error("player", "%s needs a round number, not '%s'",
                                       withdraw ? "--from-round" : "--round", value);
            break;
        case OPT_HALF:
            half = 1;
            break;
        case CLI_ARG_POSITIONAL:
            if (who)
                return cli_usage_error("player", "one player id at a time, please");
            who = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!who)
        return cli_usage_error("player", "%s EVENT ID: no player id given", cmd);
    if (!round)
        return cli_usage_error("player", "%s EVENT ID %s K is required", cmd, withdraw ? "--from-round" : "--round");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    swc_player *pl = player_arg(t, who, path);
    if (!pl) {
        swc_tournament_free(t);
        return CLI_EINPUT;
    }
    int32_t rounds = 0;
    swc_tournament_get_int(&rounds, t, SWC_SET_ROUNDS);
    uint32_t created = swc_tournament_round_count(t);
    int rc = SWC_OK;
    if (round > (unsigned long long)rounds) {
        cli_error(cli_tr("%s: the event has %d rounds"), path, (int)rounds);
        code = CLI_EINPUT;
    } else if (!withdraw && round <= created) {
        cli_error(cli_tr("%s: round %u is already paired; undo it first (swisscore undo) or enter a forfeit"), path,
                  (unsigned)round);
        code = CLI_EINPUT;
    } else {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = withdraw ? SWC_JOURNAL_PLAYER_WITHDRAWN : SWC_JOURNAL_PLAYER_ABSENT;
        e.round = (uint32_t)round;
        e.player = swc_player_id(pl);
        /* What undo puts back: the withdrawal or request there was before. */
        uint32_t from = 0;
        int32_t kind = SWC_RK_NONE;
        if (withdraw && swc_player_get_withdrawal(&from, pl) == SWC_OK)
            e.before = (int32_t)from;
        if (!withdraw && swc_player_get_bye_request(&kind, pl, (uint32_t)round) == SWC_OK)
            e.before = kind;
        e.after = withdraw ? (int32_t)round : half ? SWC_RK_HALF_BYE : SWC_RK_ZERO_BYE;
        rc = withdraw ? swc_player_withdraw(pl, (uint32_t)round) : swc_player_request_bye(pl, (uint32_t)round, e.after);
        if (rc != SWC_OK)
            code = refuse(t, rc, path);
        else
            code = cli_journal(t, &e, path);
    }
    if (code != CLI_OK) {
        swc_tournament_free(t);
        return code;
    }
    const char *name = swc_player_name(pl);
    if (withdraw)
        printf(cli_tr("Player %u %s withdrawn from round %u on."), (unsigned)cli_number_of(t, swc_player_id(pl)), name,
               (unsigned)round);
    else if (half)
        printf(cli_tr("Player %u %s absent in round %u with a half-point bye."),
               (unsigned)cli_number_of(t, swc_player_id(pl)), name, (unsigned)round);
    else
        printf(cli_tr("Player %u %s absent in round %u (no points)."), (unsigned)cli_number_of(t, swc_player_id(pl)),
               name, (unsigned)round);
    fputs("\n", stdout);
    return finish(t, path, CLI_OK);
}

/* ---- dispatch --------------------------------------------------------------------- */

static int run_player(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
        if (argc < 2)
            return cli_usage_error("player", "which: import, add, withdraw or absent?");
        fputs(cli_help(&cli_cmd_player), stdout);
        return cli_finish_stdout(CLI_OK);
    }
    const char *sub = argv[1];
    if (strcmp(sub, "import") && strcmp(sub, "add") && strcmp(sub, "withdraw") && strcmp(sub, "absent"))
        return cli_usage_error("player", "unknown subcommand '%s' (import, add, withdraw or absent)", sub);
    /* The event comes first: "player add EVENT --name ...". */
    if (argc < 3 || argv[2][0] == '-') {
        if (argc >= 3 && (!strcmp(argv[2], "-h") || !strcmp(argv[2], "--help"))) {
            fputs(cli_help(&cli_cmd_player), stdout);
            return cli_finish_stdout(CLI_OK);
        }
        return cli_usage_error("player", "player %s EVENT ...: no event file given", sub);
    }
    const char *path = argv[2];
    /* The rest parses like a command of its own; argv[2] becomes its name. */
    int n = argc - 2;
    char **rest = argv + 2;
    if (!strcmp(sub, "import"))
        return run_import(n, rest, path);
    if (!strcmp(sub, "add"))
        return run_add(n, rest, path);
    return run_status(n, rest, path, !strcmp(sub, "withdraw"));
}

const cli_command cli_cmd_player = {
    "player",
    "register players: import a sign-up list, add, withdraw, mark absent",
    "Usage: swisscore player import EVENT LIST.csv [--encoding auto|utf-8|gbk]\n"
    "                               [--allow-duplicates]\n"
    "       swisscore player add EVENT --name NAME [--rating R] [--sex m|w]\n"
    "                            [--federation F] [--group G] [--from-round K]\n"
    "       swisscore player withdraw EVENT ID --from-round K\n"
    "       swisscore player absent EVENT ID --round K [--half-point]\n"
    "\n"
    "import  adds every player of a sign-up CSV (all or none). The file is\n"
    "        UTF-8 (with or without BOM) or GBK, as Excel saves it on Chinese\n"
    "        Windows; auto tells them apart. The header names the columns in\n"
    "        English or Chinese: 序号/no, 姓名/name (required), 等级分/rating\n"
    "        (1650p: provisional), 性别/sex (男/女, m/w), 单位/federation/club,\n"
    "        组别/group, 出生日期/birth, 称号 (Chinese grade), title, fide id;\n"
    "        other columns are ignored with a note. Quoted fields may hold\n"
    "        commas and line breaks. Errors point at file:line:column.\n"
    "        A row that repeats a player (the same name and birth date as a\n"
    "        player of the event or an earlier row, or an earlier row's 序号)\n"
    "        is refused, and with it the list: importing a list twice adds\n"
    "        nobody. --allow-duplicates imports such rows all the same.\n"
    "add     registers one player; after round K-1 is paired he enters from\n"
    "        round K (the rounds before count as not entered).\n"
    "withdraw  the player is not paired from round K on (rounds from K must\n"
    "        not be paired with him yet).\n"
    "absent  the player will not play round K (not paired yet): no points, or\n"
    "        half a point with --half-point.\n"
    "Ids are shown by 'swisscore info EVENT' beside the pairing numbers (TPN);\n"
    "an id never changes, in a TRF event as in a JSON one, while pairing\n"
    "numbers follow the ratings (a late entry moves those below him). With\n"
    "--pairing-numbers (before or after the command) ID means the pairing\n"
    "number, here and in every board list, result, standings and prize list.\n"
    "\n"
    "Examples:\n"
    "  swisscore player import fz.trf 报名表.csv\n"
    "  swisscore player add fz.trf --name 王五 --rating 1650p --sex m\n"
    "  swisscore player absent fz.trf 7 --round 3\n"
    "  swisscore player withdraw fz.trf 12 --from-round 6\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 refused (the event is unchanged),\n"
    "3 I/O error, 5 the event is busy (another command is changing it).\n",
    run_player,
};
