/*
 * `swisscore --dutch -g CONFIG -o OUT.trf [-s SEED]`: bbpPairings' random
 * tournament generator form, answered by swc_tournament_generate(), so
 * that scripts (and 'swisscore verify --direction backward') can ask this
 * tool for tournaments as they ask the reference engines.
 *
 * The configuration is JaVaFo's RTG file as bbpPairings reads it: lines
 * "Key=value", '#' comments. Rates are "one in N" as there; the point
 * values are decimals.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* bbpPairings' exit codes, as the drop-in form answers them. */
enum { GEN_OK = 0, GEN_NO_PAIRING = 1, GEN_UNEXPECTED = 2, GEN_INVALID = 3, GEN_SIZE = 4, GEN_FILE = 5 };

/* "0.5" -> 5 tenths; -1 when it is not such a number. */
static int tenths(int32_t *out, const char *s)
{
    unsigned long long whole = 0;
    const char *dot = strchr(s, '.');
    char buf[16];
    size_t n = dot ? (size_t)(dot - s) : strlen(s);
    if (n == 0 || n >= sizeof buf)
        return -1;
    memcpy(buf, s, n);
    buf[n] = '\0';
    if (cli_parse_uint(&whole, buf, 999))
        return -1;
    int32_t frac = 0;
    if (dot) {
        const char *f = dot + 1;
        if (*f < '0' || *f > '9')
            return -1;
        frac = *f - '0';
        for (f++; *f; f++)
            if (*f != '0')
                return -1;
    }
    *out = (int32_t)whole * 10 + frac;
    return 0;
}

/* "one in N" as parts per million. */
static int one_in(uint32_t *out, const char *s, double min)
{
    char *end = NULL;
    double v = strtod(s, &end);
    if (!end || *end || v < min)
        return -1;
    *out = (uint32_t)(1000000.0 / v + 0.5);
    return 0;
}

static int read_config(swc_generate_options *o, const char *path)
{
    char *text = NULL;
    if (cli_read_text(&text, path) != CLI_OK)
        return GEN_FILE;
    int code = GEN_OK;
    unsigned long long v = 0;
    int32_t win = 10, draw = 5, loss = 0, pts;
    unsigned line_no = 0;
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line && code == GEN_OK; line = strtok_r(NULL, "\n", &save)) {
        line_no++;
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\r' || line[n - 1] == ' '))
            line[--n] = '\0';
        if (!n || line[0] == '#')
            continue;
        char *eq = strchr(line, '=');
        if (!eq) {
            cli_error("%s:%u: expected Key=value", path, line_no);
            code = GEN_INVALID;
            break;
        }
        *eq = '\0';
        const char *key = line, *val = eq + 1;
        int bad = 0;
        if (strcmp(key, "PlayersNumber") == 0)
            bad = cli_parse_uint(&v, val, SWC_MAX_PLAYERS) || v < 2 || ((o->players = (uint32_t)v), 0);
        else if (strcmp(key, "RoundsNumber") == 0)
            bad = cli_parse_uint(&v, val, SWC_MAX_ROUNDS) || v < 1 || ((o->rounds = (uint32_t)v), 0);
        else if (strcmp(key, "DrawPercentage") == 0)
            bad = cli_parse_uint(&v, val, 100) || ((o->draw_rate = (uint32_t)v * 10000u), 0);
        else if (strcmp(key, "ForfeitRate") == 0)
            bad = one_in(&o->forfeit_rate, val, 1.0);
        else if (strcmp(key, "RetiredRate") == 0)
            bad = one_in(&o->withdraw_rate, val, 2.0);
        else if (strcmp(key, "HalfPointByeRate") == 0)
            bad = one_in(&o->hpb_rate, val, 1.0);
        else if (strcmp(key, "HighestRating") == 0)
            bad = cli_parse_uint(&v, val, 9999) || ((o->rating_high = (int32_t)v), 0);
        else if (strcmp(key, "LowestRating") == 0)
            bad = cli_parse_uint(&v, val, 9999) || ((o->rating_low = (int32_t)v), 0);
        else if (strcmp(key, "PointsForWin") == 0)
            bad = tenths(&pts, val) || ((win = pts), 0);
        else if (strcmp(key, "PointsForDraw") == 0)
            bad = tenths(&pts, val) || ((draw = pts), 0);
        else if (strcmp(key, "PointsForLoss") == 0)
            bad = tenths(&pts, val) || ((loss = pts), 0);
        else {
            cli_error("%s:%u: unsupported parameter \"%s\"", path, line_no, key);
            code = GEN_INVALID;
            break;
        }
        if (bad) {
            cli_error("%s:%u: bad value \"%s\" for %s", path, line_no, val, key);
            code = GEN_INVALID;
        }
    }
    free(text);
    if (code == GEN_OK && (!o->players || !o->rounds)) {
        cli_error("%s: PlayersNumber and RoundsNumber are required", path);
        code = GEN_INVALID;
    }
    if (code == GEN_OK && o->rating_high && o->rating_low > o->rating_high) {
        cli_error("%s: LowestRating is above HighestRating", path);
        code = GEN_INVALID;
    }
    if (code == GEN_OK && (win != 10 || draw != 5 || loss != 0)) {
        o->points_win = win;
        o->points_draw = draw;
        o->points_loss = loss;
    }
    return code;
}

int cli_dropin_generate(const char *config, const char *out, const char *seed, int32_t edition)
{
    swc_generate_options o = SWC_GENERATE_OPTIONS_INIT;
    o.system = SWC_SYSTEM_DUTCH;
    o.edition = edition;
    int code = read_config(&o, config);
    if (code != GEN_OK)
        return code;
    unsigned long long s = 0;
    if (seed && cli_parse_uint(&s, seed, ~0ull)) {
        cli_error("bad seed '%s'", seed);
        return GEN_INVALID;
    }
    o.seed = s;
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return GEN_SIZE;
    int rc = swc_tournament_generate(t, &o);
    if (rc != SWC_OK) {
        cli_error("%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return rc == SWC_ENOMEM ? GEN_SIZE
               : rc == SWC_ENOPAIRING ? GEN_NO_PAIRING
               : rc == SWC_ERANGE ? GEN_INVALID
               : GEN_UNEXPECTED;
    }
    swc_trf_write_options wo = SWC_TRF_WRITE_OPTIONS_INIT;
    wo.format = SWC_TRF_16;
    code = cli_write_trf(t, out, &wo) == CLI_OK ? GEN_OK : GEN_FILE;
    swc_tournament_free(t);
    return code;
}
