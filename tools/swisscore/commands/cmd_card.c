/*
 * swisscore card: one player's card (swc_card_new()): his rounds, colours,
 * floats, byes and tie-breaks, and why he got each opponent and colour.
 * The library builds the content and its texts (in the chosen language);
 * this file only lays them out.
 */
#include "cli.h"
#include "render/sheet.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_TIEBREAKS = 1, OPT_RULESET, OPT_TRUST, OPT_ENCODING };

/* --encoding names the event file's encoding here; --csv-encoding the sheet's. */
static const cli_option card_options[] = {
    SHEET_OPTIONS,
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

/* The library's texts say White; a xiangqi event's colour is Red (红方). */
static const char *colour_words(char *buf, size_t cap, const char *text, const swc_tournament *t)
{
    if (!text || !cli_event_is_xiangqi(t) || strlen(text) >= cap / 2)
        return text ? text : ""; /* a text too long to copy keeps the library's word */
    const char *from = cli_lang_is_zh() ? "白方" : "White", *to = cli_lang_is_zh() ? "红方" : "Red";
    size_t at = 0, nf = strlen(from), nt = strlen(to);
    for (const char *q = text; *q && at + 1 < cap;) {
        if (!strncmp(q, from, nf) && at + nt < cap) {
            memcpy(buf + at, to, nt);
            at += nt;
            q += nf;
        } else
            buf[at++] = *q++;
    }
    buf[at] = '\0';
    return buf;
}

/* The colour history as the event's colour letters (W/B, R/B; 白/红, 黑). */
static void colour_history(char *hist, size_t cap, const char *colours, const swc_tournament *t)
{
    size_t at = 0;
    snprintf(hist, cap, "-");
    if (!*colours)
        return;
    for (const char *q = colours; *q && at + 4 < cap; q++) {
        const char *w = cli_lang_is_zh() ? (*q == 'W' ? (cli_event_is_xiangqi(t) ? "红" : "白") : "黑")
                                         : (*q == 'W' ? (cli_event_is_xiangqi(t) ? "R" : "W") : "B");
        size_t n = strlen(w);
        memcpy(hist + at, w, n);
        at += n;
    }
    hist[at] = 0;
}

static void print_text(FILE *f, const swc_tournament *t, const swc_card *card)
{
    swc_card_info ci = SWC_CARD_INFO_INIT;
    swc_card_get_info(&ci, card);
    char pts[16], val[32];
    fprintf(f, cli_tr("Player card: %s (ID %lu, TPN %lu, rating %ld)\n"), ci.name, (unsigned long)cli_number_of(t, ci.id),
           (unsigned long)ci.tpn, (long)ci.rating);
    int32_t planned = 0;
    swc_tournament_get_int(&planned, t, SWC_SET_ROUNDS);
    if (ci.system == SWC_SYSTEM_DUTCH)
        fprintf(f, cli_tr("FIDE Dutch system, %ld edition; after round %lu of %ld\n"), (long)ci.edition,
               (unsigned long)ci.rounds, (long)planned);
    else
        fprintf(f, cli_tr("After round %lu of %ld\n"), (unsigned long)ci.rounds, (long)planned);
    fprintf(f, cli_tr("Score %s, rank %lu\n"), cli_points_shown(pts, t, ci.score), (unsigned long)ci.rank);
    uint32_t ntb = swc_card_tiebreak_count(card);
    if (ntb > 1) {
        fputs(cli_tr("Tie-breaks:"), f);
        for (uint32_t k = 1; k < ntb; k++) {
            swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
            const char *sep = cli_lang_is_zh() ? (k > 1 ? "，" : "") : " ";
            if (swc_card_get_tiebreak(&tb, card, k) == SWC_OK)
                fprintf(f, "%s%s %s", sep, cli_lang_is_zh() && tb.name_zh && *tb.name_zh ? tb.name_zh : tb.code,
                       tb_value(val, sizeof val, tb.value, tb.scale));
        }
        fputc('\n', f);
    }
    char hist[4 * SWC_MAX_ROUNDS + 1], words[8192];
    colour_history(hist, sizeof hist, ci.colours, t);
    fprintf(f, cli_tr("Colours: %s (difference %+ld). %s\n"), hist, (long)ci.colour_diff,
            colour_words(words, sizeof words, ci.preference, t));
    fprintf(f, cli_tr("Floats: %lu down, %lu up; byes: %lu\n\n"), (unsigned long)ci.downfloats,
           (unsigned long)ci.upfloats, (unsigned long)ci.byes);

    const char *head[] = { cli_tr("Rd"), cli_tr("Opp"), cli_tr("Name"), cli_tr("Colour"), cli_tr("Pts"),
                           cli_tr("Score"), cli_tr("Float") };
    size_t width[] = { 3, 5, 24, 8, 5, 6, 5 };
    for (size_t i = 0; i < 7; i++) {
        cli_print_padded(f, head[i], i < 6 ? width[i] : 0, i < 2);
        fputs(i < 6 ? "  " : "\n", f);
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
                                r.colour ? cli_tr_colour(t, r.colour) : "-", cli_points_shown(pts, t, r.points),
                                cli_points_shown(val, t, r.score), float_text(r.float_kind) };
        for (size_t i = 0; i < 7; i++) {
            cli_print_padded(f, cells[i], i < 6 ? width[i] : 0, i < 2);
            fputs(i < 6 ? "  " : "\n", f);
        }
    }
    for (uint32_t k = 0; k < ci.rounds; k++) {
        swc_card_round r = SWC_CARD_ROUND_INIT;
        if (swc_card_get_round(&r, card, k) != SWC_OK)
            continue;
        fprintf(f, cli_tr("\nRound %lu\n"), (unsigned long)r.round);
        fprintf(f, cli_tr("  Opponent: %s\n"), colour_words(words, sizeof words, r.opponent_text, t));
        if (r.colour_rule)
            fprintf(f, cli_tr("  Colour (%s): %s\n"), r.colour_article, colour_words(words, sizeof words, r.colour_text, t));
    }
}

/* A tie-break value for people: whole in a 2/1/0 event under --lang zh. */
static const char *tb_shown(char *buf, size_t cap, int64_t v, int32_t scale, const swc_tournament *t)
{
    if (v != SWC_TB_UNDEFINED && scale > 1 && v % scale == 0 && cli_lang_is_zh() && cli_event_whole_points(t)) {
        snprintf(buf, cap, "%lld", (long long)(v / scale));
        return buf;
    }
    return tb_value(buf, cap, v, scale);
}

/*
 * The card as two sheets for csv, tsv and html: the summary (one row:
 * score, rank, tie-breaks, colours, floats, byes) and the rounds with the
 * explanations. `people` translates colours and floats; tsv keeps the
 * library's words (w, b, down, up, pab ...).
 */
static void card_sheets(sheet *sum, sheet *rounds, const swc_tournament *t, const swc_card *card, int people)
{
    swc_card_info ci = SWC_CARD_INFO_INIT;
    swc_card_get_info(&ci, card);
    char title[512], buf[64], hist[4 * SWC_MAX_ROUNDS + 1], words[8192];
    snprintf(title, sizeof title, cli_tr("Player card: %s (ID %lu, TPN %lu, rating %ld)"), ci.name,
             (unsigned long)cli_number_of(t, ci.id), (unsigned long)ci.tpn, (long)ci.rating);
    sheet_init(sum, title);
    sheet_column_add(sum, "id", cli_number_head(), 1);
    sheet_column_add(sum, "name", cli_tr("Name"), 0);
    sheet_column_add(sum, "rating", cli_tr("Rating"), 1);
    sheet_column_add(sum, "rounds", cli_tr("Rounds"), 1);
    sheet_column_add(sum, "points", cli_tr("Score"), 1);
    sheet_column_add(sum, "rank", cli_tr("Rank"), 1);
    uint32_t ntb = swc_card_tiebreak_count(card);
    for (uint32_t k = 1; k < ntb; k++) {
        swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
        if (swc_card_get_tiebreak(&tb, card, k) == SWC_OK)
            sheet_column_add(sum, tb.code, people && cli_lang_is_zh() && tb.name_zh && *tb.name_zh ? tb.name_zh : tb.code,
                             1);
    }
    sheet_column_add(sum, "colours", cli_tr("Colours"), 0);
    sheet_column_add(sum, "colour_difference", cli_tr("Colour difference"), 1);
    sheet_column_add(sum, "preference", cli_tr("Preference"), 0);
    sheet_column_add(sum, "downfloats", cli_tr("Down floats"), 1);
    sheet_column_add(sum, "upfloats", cli_tr("Up floats"), 1);
    sheet_column_add(sum, "byes", cli_tr("Byes"), 1);
    snprintf(buf, sizeof buf, "%lu", (unsigned long)cli_number_of(t, ci.id));
    sheet_cell(sum, buf);
    sheet_cell(sum, ci.name);
    snprintf(buf, sizeof buf, "%ld", (long)ci.rating);
    sheet_cell(sum, ci.rating > 0 ? buf : NULL);
    snprintf(buf, sizeof buf, "%lu", (unsigned long)ci.rounds);
    sheet_cell(sum, buf);
    sheet_cell(sum, people ? cli_points_shown(buf, t, ci.score) : cli_points(buf, ci.score));
    snprintf(buf, sizeof buf, "%lu", (unsigned long)ci.rank);
    sheet_cell(sum, buf);
    for (uint32_t k = 1; k < ntb; k++) {
        swc_card_tiebreak tb = SWC_CARD_TIEBREAK_INIT;
        if (swc_card_get_tiebreak(&tb, card, k) == SWC_OK)
            sheet_cell(sum, tb.value == SWC_TB_UNDEFINED ? NULL
                            : people ? tb_shown(buf, sizeof buf, tb.value, tb.scale, t)
                                     : tb_value(buf, sizeof buf, tb.value, tb.scale));
    }
    if (people)
        colour_history(hist, sizeof hist, ci.colours, t);
    sheet_cell(sum, people ? hist : ci.colours);
    snprintf(buf, sizeof buf, "%ld", (long)ci.colour_diff);
    sheet_cell(sum, buf);
    sheet_cell(sum, colour_words(words, sizeof words, ci.preference, t));
    snprintf(buf, sizeof buf, "%lu", (unsigned long)ci.downfloats);
    sheet_cell(sum, buf);
    snprintf(buf, sizeof buf, "%lu", (unsigned long)ci.upfloats);
    sheet_cell(sum, buf);
    snprintf(buf, sizeof buf, "%lu", (unsigned long)ci.byes);
    sheet_cell(sum, buf);

    snprintf(title, sizeof title, cli_tr("Rounds of %s"), ci.name);
    sheet_init(rounds, title);
    sheet_column_add(rounds, "round", cli_tr("Rd"), 1);
    sheet_column_add(rounds, "opponent_id", cli_tr("Opp"), 1);
    sheet_column_add(rounds, "opponent_name", cli_tr("Name"), 0);
    sheet_column_add(rounds, "colour", cli_tr("Colour"), 0);
    sheet_column_add(rounds, "points", cli_tr("Pts"), 1);
    sheet_column_add(rounds, "score", cli_tr("Score"), 1);
    sheet_column_add(rounds, "float", cli_tr("Float"), 0);
    sheet_column_add(rounds, "why_opponent", cli_tr("Why this opponent"), 0);
    sheet_column_add(rounds, "colour_rule", cli_tr("Colour rule"), 0);
    sheet_column_add(rounds, "why_colour", cli_tr("Why this colour"), 0);
    for (uint32_t k = 0; k < ci.rounds; k++) {
        swc_card_round r = SWC_CARD_ROUND_INIT;
        if (swc_card_get_round(&r, card, k) != SWC_OK)
            continue;
        snprintf(buf, sizeof buf, "%lu", (unsigned long)r.round);
        sheet_cell(rounds, buf);
        snprintf(buf, sizeof buf, "%lu", (unsigned long)(r.opponent ? cli_number_of(t, r.opponent) : 0));
        sheet_cell(rounds, r.opponent ? buf : NULL);
        const char *name = r.opponent ? swc_player_name(swc_tournament_player(t, r.opponent))
                           : people   ? kind_text(r.kind)
                                      : cli_kind_word(r.kind);
        sheet_cell(rounds, name);
        if (!r.colour)
            sheet_cell(rounds, NULL);
        else
            sheet_cell(rounds, people ? cli_tr_colour(t, r.colour) : r.colour == SWC_COLOUR_WHITE ? "w" : "b");
        sheet_cell(rounds, people ? cli_points_shown(buf, t, r.points) : cli_points(buf, r.points));
        sheet_cell(rounds, people ? cli_points_shown(buf, t, r.score) : cli_points(buf, r.score));
        const char *fl = r.float_kind == SWC_CARD_FLOAT_DOWN ? "down" : r.float_kind == SWC_CARD_FLOAT_UP ? "up" : NULL;
        sheet_cell(rounds, fl && people ? cli_tr(fl) : fl);
        sheet_cell(rounds, colour_words(words, sizeof words, r.opponent_text, t));
        sheet_cell(rounds, r.colour_rule ? r.colour_article : NULL);
        sheet_cell(rounds, r.colour_rule ? colour_words(words, sizeof words, r.colour_text, t) : NULL);
    }
}

/* Text and JSON go through a memory stream so that -o FILE works alike. */
static int emit_card(const swc_tournament *t, const swc_card *card, const sheet_output *out)
{
    if (out->format == SHEET_CSV || out->format == SHEET_TSV || out->format == SHEET_HTML) {
        sheet sum, rounds;
        card_sheets(&sum, &rounds, t, card, sheet_format_for_people(out->format));
        const sheet *list[2] = { &sum, &rounds };
        int code = sum.failed || rounds.failed ? (cli_error("out of memory"), CLI_EINTERNAL)
                                               : sheet_emit(list, 2, out, sum.title);
        sheet_free(&sum);
        sheet_free(&rounds);
        return code;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&text, &len);
    if (!mem) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    if (out->format == SHEET_JSON)
        fputs(swc_card_json(card), mem);
    else
        print_text(mem, t, card);
    if (fclose(mem) != 0) {
        free(text);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code = sheet_write_file(out->path, text, len);
    free(text);
    return code;
}

static int run_card(int argc, char **argv)
{
    cli_parser p;
    const char *value = NULL, *in = NULL, *who = NULL;
    int id, taken;
    uint32_t flags = 0;
    swc_card_options o = SWC_CARD_OPTIONS_INIT;
    sheet_output out;
    sheet_output_init(&out);
    cli_parser_init(&p, argc, argv, "card");
    while ((id = cli_next(&p, card_options, &value)) != CLI_ARG_END) {
        if ((taken = sheet_take_option(&out, id, value, "card")) != 0) {
            if (taken < 0)
                return CLI_EUSAGE;
            continue;
        }
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_card), stdout);
            return cli_finish_stdout(CLI_OK);
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
    code = emit_card(t, card, &out);
    swc_card_free(card);
    swc_tournament_free(t);
    return code;
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
    "Formats: json is the library's card (swc_card_json); csv, tsv and html\n"
    "give two sheets, the summary (score, rank, tie-breaks, colours, floats,\n"
    "byes) and the rounds with their explanations; tsv has the column keys\n"
    "and the library's words (w, b, down, up, pab).\n"
    "\n"
    "Example:\n"
    "  swisscore card event.trf 7 --format html -o card7.html\n"
    "\n"
    "Options:\n"
    "  -f, --format NAME     text (default), csv, tsv, json or html\n"
    "  -o, --output FILE     write to FILE instead of standard output\n"
    "  --csv-encoding ENC    CSV and TSV: utf-8 (default; CSV starts with a\n"
    "                        byte order mark for Excel) or gbk (GB18030)\n"
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
