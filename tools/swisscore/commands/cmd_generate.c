/*
 * swisscore generate: a random tournament played through round by round
 * (swc_tournament_generate()), written as TRF.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum {
    OPT_PLAYERS = 1, OPT_ROUNDS, OPT_SEED, OPT_SYSTEM, OPT_EDITION, OPT_POINTS, OPT_DRAW, OPT_FORFEIT,
    OPT_HPB, OPT_WITHDRAW, OPT_LATE, OPT_RATINGS, OPT_OUTPUT, OPT_FORMAT
};

static const cli_option generate_options[] = {
    { "players", 'n', 1, OPT_PLAYERS },
    { "rounds", 'r', 1, OPT_ROUNDS },
    { "seed", 's', 1, OPT_SEED },
    { "system", 0, 1, OPT_SYSTEM },
    { "edition", 0, 1, OPT_EDITION },
    { "points", 0, 1, OPT_POINTS },
    { "draw-rate", 0, 1, OPT_DRAW },
    { "forfeit-rate", 0, 1, OPT_FORFEIT },
    { "hpb-rate", 0, 1, OPT_HPB },
    { "withdraw-rate", 0, 1, OPT_WITHDRAW },
    { "late-rate", 0, 1, OPT_LATE },
    { "rating-range", 0, 1, OPT_RATINGS },
    { "output", 'o', 1, OPT_OUTPUT },
    { "format", 0, 1, OPT_FORMAT },
    { NULL, 0, 0, 0 },
};

static void progress(void *user, uint32_t done, uint32_t total)
{
    (void)user;
    fprintf(stderr, "\rgenerating: round %lu/%lu paired", (unsigned long)done, (unsigned long)total);
    if (done == total)
        fputs("\r\033[K", stderr);
    fflush(stderr);
}

/* A probability "0.25" (or "25%") as parts per million, without floats. */
static int parse_rate(uint32_t *out, const char *s)
{
    size_t len = strlen(s);
    int percent = len && s[len - 1] == '%';
    unsigned long long whole = 0, frac = 0, scale = 1;
    const char *p = s;
    if (!*p || p[0] == '%')
        return -1;
    while (*p >= '0' && *p <= '9' && whole < 1000)
        whole = whole * 10 + (unsigned long long)(*p++ - '0');
    if (*p == '.') {
        p++;
        while (*p >= '0' && *p <= '9') {
            if (scale < 100000000ull) {
                frac = frac * 10 + (unsigned long long)(*p - '0');
                scale *= 10;
            }
            p++;
        }
    }
    if (percent ? (*p != '%' || p[1]) : *p)
        return -1;
    unsigned long long unit = percent ? 10000ull : 1000000ull;
    unsigned long long v = whole * unit + frac * unit / scale;
    if (v > 1000000ull)
        return -1;
    *out = (uint32_t)v;
    return 0;
}

/* A point value "0.5" in tenths. */
static int parse_tenths(int32_t *out, const char *s, size_t n)
{
    int32_t v = 0, seen = 0, frac = -1;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '.' && frac < 0) {
            frac = 0;
            continue;
        }
        if (s[i] < '0' || s[i] > '9' || frac > 0 || v > 1000)
            return -1;
        v = v * 10 + (s[i] - '0');
        seen = 1;
        if (frac == 0)
            frac = 1;
    }
    if (!seen)
        return -1;
    *out = frac == 1 ? v : v * 10;
    return 0;
}

static int parse_points(swc_generate_options *o, const char *s)
{
    int32_t v[3];
    const char *p = s;
    for (int i = 0; i < 3; i++) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        if ((i < 2) != (comma != NULL) || parse_tenths(&v[i], p, n))
            return -1;
        p = comma ? comma + 1 : p + n;
    }
    o->points_win = v[0];
    o->points_draw = v[1];
    o->points_loss = v[2];
    return 0;
}

static int run_generate(int argc, char **argv)
{
    cli_parser p;
    const char *value, *out = NULL;
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    unsigned long long v;
    int id;

    cli_parser_init(&p, argc, argv, "generate");
    while ((id = cli_next(&p, generate_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_generate), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_PLAYERS:
            if (cli_parse_uint(&v, value, SWC_MAX_PLAYERS_MODEL) || v < 2)
                return cli_usage_error("generate", "--players needs 2..%d", SWC_MAX_PLAYERS_MODEL);
            o.players = (uint32_t)v;
            break;
        case OPT_ROUNDS:
            if (cli_parse_uint(&v, value, SWC_MAX_ROUNDS) || v < 1)
                return cli_usage_error("generate", "--rounds needs 1..%d", SWC_MAX_ROUNDS);
            o.rounds = (uint32_t)v;
            break;
        case OPT_SEED:
            if (cli_parse_uint(&v, value, UINT64_MAX))
                return cli_usage_error("generate", "--seed needs a non-negative integer");
            o.seed = v;
            break;
        case OPT_SYSTEM:
            if (strcmp(value, "dutch") == 0)
                o.system = SWC_SYSTEM_DUTCH;
            else if (strcmp(value, "sequential") == 0)
                o.system = SWC_SYSTEM_SEQUENTIAL;
            else if (strcmp(value, "berger") == 0)
                o.system = SWC_SYSTEM_BERGER;
            else
                return cli_usage_error("generate", "unknown system '%s' (dutch, sequential or berger)", value);
            break;
        case OPT_EDITION:
            if (strcmp(value, "2026") && strcmp(value, "2017"))
                return cli_usage_error("generate", "unknown edition '%s' (2026 or 2017)", value);
            o.edition = atoi(value);
            break;
        case OPT_POINTS:
            if (parse_points(&o, value))
                return cli_usage_error("generate", "--points needs WIN,DRAW,LOSS such as 1,0.5,0 or 2,1,0");
            break;
        case OPT_DRAW:
        case OPT_FORFEIT:
        case OPT_HPB:
        case OPT_WITHDRAW:
        case OPT_LATE: {
            uint32_t *dst = id == OPT_DRAW ? &o.draw_rate : id == OPT_FORFEIT ? &o.forfeit_rate
                          : id == OPT_HPB ? &o.hpb_rate : id == OPT_WITHDRAW ? &o.withdraw_rate : &o.late_rate;
            if (parse_rate(dst, value))
                return cli_usage_error("generate", "bad rate '%s' (a probability such as 0.25 or 25%%)", value);
            break;
        }
        case OPT_RATINGS: {
            unsigned long long lo, hi;
            const char *dash = strchr(value, '-');
            char buf[16];
            size_t n = dash ? (size_t)(dash - value) : 0;
            if (!dash || n >= sizeof buf)
                return cli_usage_error("generate", "--rating-range needs LOW-HIGH such as 1400-2700");
            memcpy(buf, value, n);
            buf[n] = '\0';
            if (cli_parse_uint(&lo, buf, 9999) || cli_parse_uint(&hi, dash + 1, 9999) || lo > hi)
                return cli_usage_error("generate", "--rating-range needs LOW-HIGH within 0-9999");
            o.rating_low = (int32_t)lo;
            o.rating_high = (int32_t)hi;
            break;
        }
        case OPT_OUTPUT:
            out = value;
            break;
        case OPT_FORMAT:
            if (cli_parse_format(&wo.format, value))
                return cli_usage_error("generate", "unknown format '%s' (trf16 or trf2026)", value);
            break;
        case CLI_ARG_POSITIONAL:
            return cli_usage_error("generate", "unexpected argument '%s'", value);
        default:
            return CLI_EUSAGE;
        }
    }
    if (!o.players || !o.rounds)
        return cli_usage_error("generate", "--players and --rounds are required");
    if (!out)
        return cli_usage_error("generate", "no output file given (-o OUT.trf, or -o - for standard output)");
    if (isatty(fileno(stderr)))
        o.progress = progress;

    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL)) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int rc = swc_tournament_generate(t, &o);
    if (rc) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_ERANGE || rc == SWC_ENOPAIRING || rc == SWC_EUNSUPPORTED ? CLI_EUSAGE
                                                                                  : cli_exit_for_status(rc);
    }
    /* The name keeps the seed, which swisscore stats reports. */
    char name[64];
    snprintf(name, sizeof name, CLI_GENERATED_NAME "%llu", (unsigned long long)o.seed);
    if ((rc = swc_tournament_set_string(t, SWC_TEXT_NAME, name))) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return cli_exit_for_status(rc);
    }
    int code = cli_write_trf(t, out, &wo);
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_generate = {
    "generate",
    "play a random tournament through and write it as TRF",
    "Usage: swisscore generate --players N --rounds R [options] -o OUT.trf\n"
    "\n"
    "Create N players with random ratings and pair all R rounds with the\n"
    "chosen system; results follow the Elo expectation with the draw rate\n"
    "(fewer draws between unequal opponents). Every random choice comes from\n"
    "the seed: the same command always writes the same file. The event is\n"
    "named \"Random tournament, seed S\", which swisscore stats reports.\n"
    "\n"
    "Options:\n"
    "  -n, --players N        number of players (2..100000)\n"
    "  -r, --rounds R         number of rounds (1..99)\n"
    "  -s, --seed S           seed of the random numbers (default 0)\n"
    "  --system NAME          dutch (default), sequential or berger\n"
    "  --edition YEAR         Dutch edition, 2026 (default) or 2017\n"
    "  --points W,D,L         points of a win, draw and loss (default 1,0.5,0)\n"
    "  --draw-rate P          share of draws between equal opponents (default 0.3)\n"
    "  --forfeit-rate P       chance that a game is forfeited (default 0)\n"
    "  --hpb-rate P           chance of a half-point bye per player and round\n"
    "  --withdraw-rate P      chance that a player withdraws during the event\n"
    "  --late-rate P          chance that a player enters in round 2 or later\n"
    "  --rating-range LO-HI   ratings drawn from LO..HI (default 1400-2700)\n"
    "  -o, --output FILE      the TRF to write (- for standard output)\n"
    "  --format NAME          trf2026 (default) or trf16\n"
    "  -h, --help             show this help\n"
    "\n"
    "Probabilities are written 0.25 or 25%. Progress goes to standard error\n"
    "when it is a terminal.\n"
    "\n"
    "Exit status: 0 success; 1 usage error, or a round could not be paired\n"
    "(too many rounds for the field); 3 file error; 4 internal error.\n",
    run_generate,
};
