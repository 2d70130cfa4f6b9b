/*
 * swisscore card: one player's card (swc_card_new()): his rounds, colours,
 * floats, byes and tie-breaks, and why he got each opponent and colour.
 * The library builds the content and its texts (in the chosen language);
 * this file only lays them out.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_FORMAT = 1, OPT_TIEBREAKS, OPT_RULESET, OPT_TRUST, OPT_ENCODING };

static const cli_option card_options[] = {
    { "format", 'f', 1, OPT_FORMAT },
    { "tiebreaks", 't', 1, OPT_TIEBREAKS },
    { "ruleset", 'r', 1, OPT_RULESET },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, OPT_ENCODING },
    { NULL, 0, 0, 0 },
};

static const char *float_text(int32_t f)
{
    return f == SWC_CARD_FLOAT_DOWN ? cli_tr("down") : f == SWC_CARD_FLOAT_UP ? cli_tr("up") : "-";
}

static const char *kind_text(int32_t kind)
{
    switch (kind) {
    case SWC_RK_PAB: return cli_tr("bye");
    case SWC_RK_FULL_BYE: return cli_tr("full-point bye");
    case SWC_RK_HALF_BYE: return cli_tr("half-point bye");
    case SWC_RK_ZERO_BYE: return cli_tr("zero-point bye");
    case SWC_RK_NOT_PAIRED: return cli_tr("not paired");
    case SWC_RK_NOT_ENTERED: return cli_tr("not entered");
    case SWC_RK_WITHDRAWN: return cli_tr("withdrawn");
    default: return "";
    }
}

/* A tie-break value in units of 1/scale as decimal text. */
static const char *tb_value(char *buf, size_t cap, int64_t v, int32_t scale)
{
    if (v == SWC_TB_UNDEFINED)
        return "-";
    int64_t a = v < 0 ? -v : v;
    if (scale >= 100)
        snprintf(buf, cap, "%s%lld.%02lld", v < 0 ? "-" : "", (long long)(a / 100), (long long)(a % 100));
    else if (scale >= 10)
        snprintf(buf, cap, "%s%lld.%lld", v < 0 ? "-" : "", (long long)(a / 10), (long long)(a % 10));
    else
        snprintf(buf, cap, "%lld", (long long)v);
    return buf;
}

static void print_text(const swc_tournament *t, const swc_card *card)
{
    swc_card_info ci = SWC_CARD_INFO_INIT;
    swc_card_get_info(&ci, card);
    char pts[16], val[32];
    printf(cli_tr("Player card: %s (ID %lu, TPN %lu, rating %ld)\n"), ci.name, (unsigned long)cli_number_of(t, ci.id),
           (unsigned long)ci.tpn, (long)ci.rating);
    int32_t planned = 0;
    swc_tournament_get_int(&planned, t, SWC_SET_ROUNDS);
    if (ci.system == SWC_SYSTEM_DUTCH)
        printf(cli_tr("FIDE Dutch system, %ld edition; after round %lu of %ld\n"), (long)ci.edition,
               (unsigned long)ci.rounds, (long)planned);
    else
        printf(cli_tr("After round %lu of %ld\n"), (unsigned long)ci.rounds, (long)planned);
    printf(cli_tr("Score %s, rank %lu\n"), cli_points(pts, ci.score), (unsigned long)ci.rank);
    uint32_t ntb = swc_card_tiebreak_count(card);
    if (ntb > 1) {
        fputs(cli_tr("Tie-breaks:"), stdout);
        for (uint32_t k = 1; k < ntb; k++) {
            swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
            const char *sep = cli_lang_is_zh() ? (k > 1 ? "，" : "") : " ";
            if (swc_card_get_tiebreak(&tb, card, k) == SWC_OK)
                printf("%s%s %s", sep, cli_lang_is_zh() && tb.name_zh && *tb.name_zh ? tb.name_zh : tb.code,
                       tb_value(val, sizeof val, tb.value, tb.scale));
        }
        putchar('\n');
    }
    char hist[4 * SWC_MAX_ROUNDS + 1] = "-";
    if (*ci.colours) {
        /* W/B codes as the event's colour words' first character in Chinese. */
        size_t at = 0;
        for (const char *q = ci.colours; *q && at + 4 < sizeof hist; q++) {
            const char *w = cli_lang_is_zh() ? (*q == 'W' ? (cli_event_is_xiangqi(t) ? "红" : "白") : "黑")
                                             : (*q == 'W' ? (cli_event_is_xiangqi(t) ? "R" : "W") : "B");
            size_t n = strlen(w);
            memcpy(hist + at, w, n);
            at += n;
        }
        hist[at] = 0;
    }
    printf(cli_tr("Colours: %s (difference %+ld). %s\n"), hist, (long)ci.colour_diff, ci.preference);
    printf(cli_tr("Floats: %lu down, %lu up; byes: %lu\n\n"), (unsigned long)ci.downfloats,
           (unsigned long)ci.upfloats, (unsigned long)ci.byes);

    const char *head[] = { cli_tr("Rd"), cli_tr("Opp"), cli_tr("Name"), cli_tr("Colour"), cli_tr("Pts"),
                           cli_tr("Score"), cli_tr("Float") };
    size_t width[] = { 3, 5, 24, 8, 5, 6, 5 };
    for (size_t i = 0; i < 7; i++) {
        cli_print_padded(stdout, head[i], i < 6 ? width[i] : 0, i < 2);
        fputs(i < 6 ? "  " : "\n", stdout);
    }
    for (uint32_t k = 0; k < ci.rounds; k++) {
        swc_card_round r = SWC_CARD_ROUND_INIT;
        if (swc_card_get_round(&r, card, k) != SWC_OK)
            continue;
        char rd[16], opp[16];
        snprintf(rd, sizeof rd, "%lu", (unsigned long)r.round);
        snprintf(opp, sizeof opp, "%lu", (unsigned long)(r.opponent ? cli_number_of(t, r.opponent) : 0));
        const char *name = r.opponent ? swc_player_name(swc_tournament_player(t, r.opponent)) : kind_text(r.kind);
        const char *cells[] = { rd, r.opponent ? opp : "-", name ? name : "",
                                r.colour ? cli_tr_colour(t, r.colour) : "-", cli_points(pts, r.points),
                                cli_points(val, r.score), float_text(r.float_kind) };
        for (size_t i = 0; i < 7; i++) {
            cli_print_padded(stdout, cells[i], i < 6 ? width[i] : 0, i < 2);
            fputs(i < 6 ? "  " : "\n", stdout);
        }
    }
    for (uint32_t k = 0; k < ci.rounds; k++) {
        swc_card_round r = SWC_CARD_ROUND_INIT;
        if (swc_card_get_round(&r, card, k) != SWC_OK)
            continue;
        printf(cli_tr("\nRound %lu\n"), (unsigned long)r.round);
        printf(cli_tr("  Opponent: %s\n"), r.opponent_text);
        if (r.colour_rule)
            printf(cli_tr("  Colour (%s): %s\n"), r.colour_article, r.colour_text);
    }
}

static int run_card(int argc, char **argv)
{
    cli_parser p;
    const char *value = NULL, *in = NULL, *who = NULL;
    int id, format = CLI_FMT_TEXT;
    uint32_t flags = 0;
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    cli_parser_init(&p, argc, argv, "card");
    while ((id = cli_next(&p, card_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_cmd_card.help, stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_FORMAT:
            if (cli_parse_report_format(&format, value) || format == CLI_FMT_TSV)
                return cli_usage_error("card", "unknown format '%s' (text or json)", value);
            break;
        case OPT_TIEBREAKS:
            o.tiebreaks = value;
            break;
        case OPT_RULESET:
            o.ruleset = value;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("card", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (!in)
                in = value;
            else if (!who)
                who = value;
            else
                return cli_usage_error("card", "give one event file and one player number");
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("card", "no input file given");
    if (!who)
        return cli_usage_error("card", "no player number given");
    if (o.tiebreaks && o.ruleset)
        return cli_usage_error("card", "give either --tiebreaks or --ruleset, not both");
    unsigned long long number = 0;
    if (cli_parse_uint(&number, who, UINT32_MAX) || number == 0)
        return cli_usage_error("card", "'%s' is not a player number", who);
    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;
    const swc_player *pl = cli_player_of_number(t, (uint32_t)number);
    if (!pl) {
        cli_error(cli_tr("%s: no player %llu"), in, number);
        swc_tournament_free(t);
        return CLI_EINPUT;
    }
    o.lang = cli_lang_is_zh() ? SWC_CARD_LANG_ZH : SWC_CARD_LANG_EN;
    swc_card *card = NULL;
    int rc = swc_card_new(&card, t, swc_player_id(pl), &o);
    if (rc) {
        cli_error("%s: %s", in, swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
    }
    if (format == CLI_FMT_JSON)
        fputs(swc_card_json(card), stdout);
    else
        print_text(t, card);
    swc_card_free(card);
    swc_tournament_free(t);
    return cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_card = {
    "card",
    "one player's card: rounds, colours, floats, tie-breaks and why",
    "Usage: swisscore card [options] EVENT NUMBER\n"
    "\n"
    "Print the card of one player (by id, or by pairing number with\n"
    "--pairing-numbers): every round with opponent, colour, points, running\n"
    "score and float; his colour history and preference for the next round;\n"
    "byes; his rank and tie-breaks. For every round paired by the FIDE Dutch\n"
    "system it says why he got that opponent and that colour: the colour rule\n"
    "(C.04.3 5.2.1-5.2.5, or E.1-E.5 in the 2017 edition) with its reason, and\n"
    "for a float or the pairing-allocated bye the criterion that forced it\n"
    "([C1]-[C21], or C.1-C.19 in 2017), found by trying every other player in\n"
    "his place. With --lang zh the explanations are in Chinese.\n"
    "\n"
    "Options:\n"
    "  -f, --format NAME     text (default) or json\n"
    "  -t, --tiebreaks SPEC  tie-break cascade (default: the event's own rules)\n"
    "  -r, --ruleset NAME    a named ruleset (see standings --list-rulesets)\n"
    "  --trust-results       accept stated points that disagree with the results\n"
    "  --encoding NAME       text encoding: auto (default), utf-8,\n"
    "                        latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help            show this help\n"
    "\n"
    "Exit status: 0 success; 1 usage error; 2 input rejected (also an\n"
    "unknown player); 3 file error; 4 internal error.\n",
    run_card,
};
