/* swisscore prizes: prize lists, group awards, season points and team
 * standings from a TRF file and prize rules, as text, TSV or JSON. */
#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "sheets.h"

enum {
    OPT_RULES = 1, OPT_FORMAT, OPT_LIST, OPT_SHOW, OPT_PLAYERS, OPT_SEED, OPT_AFTER, OPT_UNPLAYED, OPT_TRUST, OPT_ENCODING,
    OPT_GRADES, OPT_THRESHOLDS, OPT_BOUNTY_VOID, OPT_OUTPUT, OPT_CSV_ENCODING
};

static const cli_option prizes_options[] = {
    { "rules", 'r', 1, OPT_RULES },
    { "format", 'f', 1, OPT_FORMAT },
    { "list", 0, 0, OPT_LIST },
    { "show", 0, 1, OPT_SHOW },
    { "players", 0, 1, OPT_PLAYERS },
    { "seed", 0, 1, OPT_SEED },
    { "after-round", 0, 1, OPT_AFTER },
    { "unplayed", 0, 1, OPT_UNPLAYED },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, OPT_ENCODING },
    { "grades", 0, 1, OPT_GRADES },
    { "thresholds", 0, 1, OPT_THRESHOLDS },
    { "bounty-void", 0, 1, OPT_BOUNTY_VOID },
    { "output", 'o', 1, OPT_OUTPUT },
    { "csv-encoding", 0, 1, OPT_CSV_ENCODING },
    { NULL, 0, 0, 0 },
};

/* Hundredths as text: 150000 -> "1500", 16666 -> "166.66". buf: 32 bytes. */
static const char *money(char *buf, int64_t v)
{
    if (v == SWC_PRIZE_NO_AMOUNT) {
        snprintf(buf, 32, "-");
        return buf;
    }
    unsigned long long a = v < 0 ? (unsigned long long)(-(v + 1)) + 1u : (unsigned long long)v;
    if (a % 100)
        snprintf(buf, 32, "%s%llu.%02llu", v < 0 ? "-" : "", a / 100, a % 100);
    else
        snprintf(buf, 32, "%s%llu", v < 0 ? "-" : "", a / 100);
    return buf;
}

static const char *team_score(char *buf, const swc_prize_team *tm, int64_t v)
{
    if (tm->score_scale == 100)
        return money(buf, v);
    snprintf(buf, 32, "%lld", (long long)v);
    return buf;
}

/* "3" or "3-4". buf: 32 bytes. */
static const char *places(char *buf, const swc_prize_award *a)
{
    if (a->first_place == 0)
        snprintf(buf, 32, "-");
    else if (a->first_place == a->last_place)
        snprintf(buf, 32, "%lu", (unsigned long)a->first_place);
    else
        snprintf(buf, 32, "%lu-%lu", (unsigned long)a->first_place, (unsigned long)a->last_place);
    return buf;
}

static const char *kind_name(int32_t kind)
{
    return kind == SWC_PRIZE_POINTS ? "points" : kind == SWC_PRIZE_TEAMS ? "teams" : "cash";
}

typedef struct sections {
    swc_tournament *t[SWC_PRIZES_MAX_SECTIONS];
    uint32_t n;
} sections;

static const char *player_name(const sections *ss, uint32_t section, uint32_t id)
{
    return section < ss->n ? swc_player_name(swc_tournament_player(ss->t[section], id)) : "";
}



static int list_rules(int format)
{
    uint32_t n = swc_prize_rules_count();
    if (format == CLI_FMT_TSV)
        fputs("name\tname_zh\tdescription\n", stdout);
    if (format == CLI_FMT_JSON)
        fputs("[", stdout);
    for (uint32_t k = 0; k < n; k++) {
        swc_prize_rules_info ri = SWC_PRIZE_RULES_INFO_INIT;
        if (swc_prize_rules_get(&ri, k) != SWC_OK)
            continue;
        if (format == CLI_FMT_TSV) {
            printf("%s\t%s\t%s\n", ri.name, ri.name_zh, ri.description);
        } else if (format == CLI_FMT_JSON) {
            fputs(k ? ",\n {\"name\": " : "\n {\"name\": ", stdout);
            cli_json_string(stdout, ri.name);
            fputs(", \"name_zh\": ", stdout);
            cli_json_string(stdout, ri.name_zh);
            fputs(", \"description\": ", stdout);
            cli_json_string(stdout, ri.description);
            fputs(", \"text\": ", stdout);
            cli_json_string(stdout, ri.text);
            fputs("}", stdout);
        } else {
            printf("%s  %s\n  %s\n", ri.name, ri.name_zh, cli_tr_description(ri.description));
        }
    }
    if (format == CLI_FMT_JSON)
        fputs("\n]\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

static char *dup(const char *s)
{
    size_t n = strlen(s ? s : "") + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s ? s : "", n);
    return d;
}

/* Next word of *s separated by blanks (cut in place); NULL at the end. */
static char *next_word(char **s)
{
    char *a = *s;
    while (*a == ' ' || *a == '\t' || *a == '\r')
        a++;
    if (!*a)
        return NULL;
    char *b = a;
    while (*b && *b != ' ' && *b != '\t' && *b != '\r')
        b++;
    if (*b)
        *b++ = '\0';
    *s = b;
    return a;
}

/* Apply a players file: lines "ID word word …" where a word is member,
 * provisional, group=G, tags=T, sex=m|w or federation=F. */
static int apply_players(const sections *ss, const char *path)
{
    char *text;
    int code = cli_read_text(&text, path);
    if (code != CLI_OK)
        return code;
    unsigned long lineno = 0;
    char *save = NULL;
    for (char *line = text; line && code == CLI_OK; line = save) {
        char *nl = strchr(line, '\n');
        save = nl ? nl + 1 : NULL;
        if (nl)
            *nl = '\0';
        lineno++;
        char *hash = strchr(line, '#');
        if (hash)
            *hash = '\0';
        char *cur = line;
        char *w = next_word(&cur);
        if (!w)
            continue;
        unsigned long long id, sec = 1;
        swc_player *p = NULL;
        /* ID, or SECTION:ID with several input files */
        char *colon = strchr(w, ':');
        if (colon) {
            *colon = '\0';
            if (cli_parse_uint(&sec, w, SWC_PRIZES_MAX_SECTIONS) || sec == 0 || sec > ss->n) {
                cli_error("%s:%lu: '%s' is not a section (1 to %lu, one per input file)", path, lineno, w,
                          (unsigned long)ss->n);
                code = CLI_EINPUT;
                break;
            }
            w = colon + 1;
        }
        swc_tournament *t = ss->t[sec - 1];
        if (cli_parse_uint(&id, w, 99999999) || !(p = swc_tournament_player(t, (uint32_t)id))) {
            cli_error("%s:%lu: '%s' is not the id of a player", path, lineno, w);
            code = CLI_EINPUT;
            break;
        }
        swc_player_info pi = SWC_PLAYER_INFO_INIT;
        swc_player_get_info(&pi, p);
        /* the strings of pi are borrowed from the player: copy before update */
        char *keep[7] = { NULL, NULL, NULL, NULL, NULL, NULL, NULL };
        const char *src[7] = { pi.name, pi.title, pi.federation, pi.fide_id, pi.birth_date, pi.group, pi.cn_title };
        int32_t conduct = 0;
        int set_conduct = 0;
        for (int k = 0; k < 7; k++)
            keep[k] = dup(src[k]);
        char *tags = dup(pi.tags);
        int nomem = !tags;
        for (int k = 0; k < 7; k++)
            nomem |= !keep[k];
        if (nomem) {
            cli_error("out of memory");
            code = CLI_EINTERNAL;
        }
        pi.name = keep[0];
        pi.title = keep[1];
        pi.federation = keep[2];
        pi.fide_id = keep[3];
        pi.birth_date = keep[4];
        pi.group = keep[5];
        pi.cn_title = keep[6];
        pi.tags = tags;
        while (code == CLI_OK && (w = next_word(&cur)) != NULL) {
            if (!strcmp(w, "member"))
                pi.flags |= SWC_PLAYER_MEMBER;
            else if (!strcmp(w, "provisional"))
                pi.flags |= SWC_PLAYER_PROVISIONAL;
            else if (!strncmp(w, "group=", 6))
                pi.group = w + 6;
            else if (!strncmp(w, "tags=", 5))
                pi.tags = w + 5;
            else if (!strncmp(w, "federation=", 11))
                pi.federation = w + 11;
            else if (!strcmp(w, "sex=m") || !strcmp(w, "sex=w"))
                pi.sex = w[4];
            else if (!strncmp(w, "cn_title=", 9))
                pi.cn_title = w + 9;
            else if (!strncmp(w, "title=", 6))
                pi.title = w + 6;
            else if (!strncmp(w, "conduct=", 8)) {
                const char *v = w + 8;
                int neg = v[0] == '-';
                unsigned long long x;
                if (cli_parse_uint(&x, v + neg, 9999)) {
                    cli_error("%s:%lu: conduct needs a whole number from -9999 to 9999, not '%s'", path, lineno, v);
                    code = CLI_EINPUT;
                    break;
                }
                conduct = neg ? -(int32_t)x : (int32_t)x;
                set_conduct = 1;
            } else {
                cli_error("%s:%lu: unknown word '%s' (member, provisional, group=, tags=, sex=m|w, federation=, "
                          "title=, cn_title=, conduct=)",
                          path, lineno, w);
                code = CLI_EINPUT;
                break;
            }
        }
        if (code == CLI_OK) {
            int rc = swc_player_update(p, &pi);
            if (rc == SWC_OK && set_conduct)
                rc = swc_player_set_conduct(p, conduct);
            if (rc != SWC_OK) {
                cli_error("%s:%lu: %s", path, lineno, swc_tournament_errmsg(t));
                code = rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
            }
        }
        for (int k = 0; k < 7; k++)
            free(keep[k]);
        free(tags);
    }
    free(text);
    return code;
}

static void print_text(const sections *ss, const swc_prizes *p)
{
    swc_prizes_info pi = SWC_PRIZES_INFO_INIT;
    swc_prizes_get_info(&pi, p);
    char b1[32], b2[32];
    /* In Chinese the rules' title is enough; their name is for the command line. */
    int named = pi.title[0] && pi.name[0] && !cli_lang_is_zh();
    printf("%s %s%s%s%s\n", cli_tr("Prizes:"), pi.title[0] ? pi.title : pi.name, named ? " (" : "",
           named ? pi.name : "", named ? ")" : "");
    printf(cli_tr("Standings: %s%s after round %lu"),
           cli_tr(pi.ruleset ? "ruleset " : pi.tiebreaks ? "tie-breaks " : "points only"),
           pi.ruleset ? cli_ruleset_title(pi.ruleset) : pi.tiebreaks ? pi.tiebreaks : "",
           (unsigned long)swc_tournament_round_count(ss->t[0]));
    fputs("\n", stdout);
    if (pi.disqualified_reading)
        printf("%s %s\n", cli_tr("Disqualification:"), pi.disqualified_reading);
    size_t wname = 4;
    for (uint32_t a = 0; a < swc_prizes_award_count(p); a++) {
        swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
        swc_prizes_award(&aw, p, a);
        size_t w = cli_display_width(player_name(ss, aw.section, aw.id));
        if (w > wname)
            wname = w;
    }
    for (uint32_t k = 0; k < swc_prizes_table_count(p); k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        swc_prizes_table(&ti, p, k);
        if (cli_lang_is_zh() && ti.title && *ti.title)
            printf(cli_tr("\n%s (%s): %lu entrants"), ti.title, cli_tr(kind_name(ti.kind)), (unsigned long)ti.entrants);
        else
            printf(cli_tr("\n[%s] %s (%s): %lu entrants"), ti.name, ti.title, cli_tr(kind_name(ti.kind)),
                   (unsigned long)ti.entrants);
        if (ti.kind != SWC_PRIZE_TEAMS && (ti.places || !ti.award_count))
            printf(cli_tr(ti.places == 1 ? ", %lu place paid" : ", %lu places paid"), (unsigned long)ti.places);
        else if (ti.kind != SWC_PRIZE_TEAMS)
            printf(cli_tr(", %lu awarded"), (unsigned long)ti.award_count); /* everyone or a bounty: no places */
        fputs(ti.note ? cli_tr("; ") : "\n", stdout);
        if (ti.note)
            printf("%s\n", cli_tr(ti.note));
        if (ti.kind == SWC_PRIZE_TEAMS) {
            for (uint32_t j = 0; j < ti.team_count; j++) {
                swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
                swc_prizes_team(&tm, p, ti.first_team + j);
                char rank[16];
                if (tm.problem)
                    snprintf(rank, sizeof rank, "-");
                else
                    snprintf(rank, sizeof rank, "%lu%s", (unsigned long)tm.rank, tm.shared ? "=" : "");
                printf("  %-5s ", rank);
                cli_print_padded(stdout, tm.name, 12, 0);
                printf(" %6s%s ", team_score(b1, &tm, tm.score), tm.complete ? "" : cli_tr(" (incomplete)"));
                if (tm.amount != SWC_PRIZE_NO_AMOUNT)
                    printf(" [%s]", money(b2, tm.amount));
                if (tm.problem)
                    printf(" (%s)", tm.problem);
                for (uint32_t q = 0; q < tm.member_count; q++) {
                    uint32_t id = 0, place = 0, sec = 0;
                    int64_t v = 0;
                    swc_prizes_team_member(&id, &place, &v, p, ti.first_team + j, q);
                    swc_prizes_team_member_section(&sec, p, ti.first_team + j, q);
                    printf("%s%s #%lu", q ? ", " : " ", player_name(ss, sec, id), (unsigned long)place);
                    if (ss->n > 1)
                        printf(" (section %lu)", (unsigned long)sec + 1);
                    if (tm.score_scale == 100)
                        printf(" %s", money(b2, v));
                }
                fputs("\n", stdout);
            }
            continue;
        }
        if (!ti.award_count)
            continue;
        fputs("  ", stdout);
        cli_print_padded(stdout, cli_tr("Place"), 7, 0);
        cli_print_padded(stdout, cli_tr("Rank"), 6, 0);
        cli_print_padded(stdout, cli_number_head(), 6, 0);
        cli_print_padded(stdout, cli_tr("Name"), wname + 2, 0);
        fputs("  ", stdout);
        fputs(cli_tr(ti.kind == SWC_PRIZE_POINTS ? "Points" : "Amount"), stdout);
        fputs("\n", stdout);
        uint32_t last_sec = UINT32_MAX;
        const char *last_group = NULL;
        for (uint32_t j = 0; j < ti.award_count; j++) {
            swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
            swc_prizes_award(&aw, p, ti.first_award + j);
            /* a heading for each section and group of the table */
            if ((ss->n > 1 && aw.section != last_sec) || (aw.group[0] && (!last_group || strcmp(aw.group, last_group)))) {
                fputs("  --", stdout);
                if (ss->n > 1)
                    printf(" section %lu", (unsigned long)aw.section + 1);
                if (aw.group[0])
                    printf(" %s", aw.group);
                fputs("\n", stdout);
            }
            last_sec = aw.section;
            last_group = aw.group;
            printf("  %-6s %-5lu %-5lu ", places(b1, &aw), (unsigned long)aw.rank,
                   (unsigned long)(aw.section < ss->n ? cli_number_of(ss->t[aw.section], aw.id) : aw.id));
            cli_print_padded(stdout, player_name(ss, aw.section, aw.id), wname + 2, 0);
            printf("  %8s", money(b2, aw.amount));
            if (aw.shared_by > 1)
                printf(cli_tr("  (shared by %lu)"), (unsigned long)aw.shared_by);
            if (aw.count)
                printf(cli_tr(aw.count == 1 ? "  (%lu game)" : "  (%lu games)"), (unsigned long)aw.count);
            fputs("\n", stdout);
        }
        if (ti.has_amounts) {
            printf(cli_tr("  total %s"), money(b1, ti.total));
            if (ti.remainder)
                printf(cli_tr("; not paid by rounding %s"), money(b2, ti.remainder));
            fputs("\n", stdout);
        }
    }
}

static void print_tsv(const sections *ss, const swc_prizes *p)
{
    char b[32];
    fputs("table\tkind\tplace\tshared\tid\tname\trank\tvalue\tsection\tgroup\tcount\tamount\n", stdout);
    for (uint32_t k = 0; k < swc_prizes_table_count(p); k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        swc_prizes_table(&ti, p, k);
        for (uint32_t j = 0; j < ti.award_count; j++) {
            swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
            swc_prizes_award(&aw, p, ti.first_award + j);
            printf("%s\t%s\t%s\t%lu\t%lu\t", ti.name, kind_name(ti.kind), places(b, &aw), (unsigned long)aw.shared_by,
                   (unsigned long)aw.id);
            cli_tsv_cell(stdout, player_name(ss, aw.section, aw.id));
            printf("\t%lu\t%s\t%lu\t", (unsigned long)aw.rank, money(b, aw.amount), (unsigned long)aw.section + 1);
            cli_tsv_cell(stdout, aw.group);
            printf("\t%lu\t\n", (unsigned long)aw.count);
        }
        for (uint32_t j = 0; j < ti.team_count; j++) {
            swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
            swc_prizes_team(&tm, p, ti.first_team + j);
            printf("%s\tteam\t%lu\t%lu\t\t", ti.name, (unsigned long)tm.rank, (unsigned long)(tm.shared ? 2 : 1));
            cli_tsv_cell(stdout, tm.name);
            printf("\t%lu\t%s\t\t", (unsigned long)tm.member_count, team_score(b, &tm, tm.score));
            cli_tsv_cell(stdout, tm.problem ? tm.problem : "");
            fputs("\t\t", stdout);
            printf("%s\n", tm.amount == SWC_PRIZE_NO_AMOUNT ? "" : money(b, tm.amount));
            for (uint32_t q = 0; q < tm.member_count; q++) {
                uint32_t id = 0, place = 0, sec = 0;
                int64_t v = 0;
                swc_prizes_team_member(&id, &place, &v, p, ti.first_team + j, q);
                swc_prizes_team_member_section(&sec, p, ti.first_team + j, q);
                printf("%s\tmember\t%lu\t\t%lu\t", ti.name, (unsigned long)tm.rank, (unsigned long)id);
                cli_tsv_cell(stdout, player_name(ss, sec, id));
                printf("\t%lu\t%s\t%lu\t\t\t\n", (unsigned long)place, team_score(b, &tm, v), (unsigned long)sec + 1);
            }
        }
    }
}

static void print_json(const sections *ss, const swc_prizes *p)
{
    swc_prizes_info pi = SWC_PRIZES_INFO_INIT;
    swc_prizes_get_info(&pi, p);
    char b[32];
    fputs("{\"name\": ", stdout);
    cli_json_string(stdout, pi.name);
    fputs(", \"title\": ", stdout);
    cli_json_string(stdout, pi.title);
    fputs(", \"ruleset\": ", stdout);
    if (pi.ruleset)
        cli_json_string(stdout, pi.ruleset);
    else
        fputs("null", stdout);
    fputs(", \"tiebreaks\": ", stdout);
    if (pi.tiebreaks)
        cli_json_string(stdout, pi.tiebreaks);
    else
        fputs("null", stdout);
    fputs(", \"disqualified_reading\": ", stdout);
    if (pi.disqualified_reading)
        cli_json_string(stdout, pi.disqualified_reading);
    else
        fputs("null", stdout);
    printf(", \"rounds\": %lu,\n \"tables\": [", (unsigned long)swc_tournament_round_count(ss->t[0]));
    for (uint32_t k = 0; k < swc_prizes_table_count(p); k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        swc_prizes_table(&ti, p, k);
        fputs(k ? ",\n  {\"name\": " : "\n  {\"name\": ", stdout);
        cli_json_string(stdout, ti.name);
        fputs(", \"title\": ", stdout);
        cli_json_string(stdout, ti.title);
        printf(", \"kind\": \"%s\", \"entrants\": %lu, \"places\": %lu", kind_name(ti.kind),
               (unsigned long)ti.entrants, (unsigned long)ti.places);
        printf(", \"total\": %s", ti.has_amounts ? money(b, ti.total) : "null");
        printf(", \"remainder\": %s, \"note\": ", ti.has_amounts ? money(b, ti.remainder) : "null");
        if (ti.note)
            cli_json_string(stdout, ti.note);
        else
            fputs("null", stdout);
        if (ti.kind != SWC_PRIZE_TEAMS) {
            fputs(",\n   \"awards\": [", stdout);
            for (uint32_t j = 0; j < ti.award_count; j++) {
                swc_prize_award aw = SWC_PRIZE_AWARD_INIT;
                swc_prizes_award(&aw, p, ti.first_award + j);
                printf("%s\n    {\"id\": %lu, \"name\": ", j ? "," : "", (unsigned long)aw.id);
                cli_json_string(stdout, player_name(ss, aw.section, aw.id));
                printf(", \"rank\": %lu, \"first_place\": %lu, \"last_place\": %lu, \"paid_places\": %lu, "
                       "\"shared_by\": %lu, \"amount\": %s, \"section\": %lu, \"count\": %lu, \"group\": ",
                       (unsigned long)aw.rank, (unsigned long)aw.first_place, (unsigned long)aw.last_place,
                       (unsigned long)aw.paid_places, (unsigned long)aw.shared_by,
                       aw.amount == SWC_PRIZE_NO_AMOUNT ? "null" : money(b, aw.amount), (unsigned long)aw.section + 1,
                       (unsigned long)aw.count);
                cli_json_string(stdout, aw.group);
                fputs("}", stdout);
            }
            fputs(ti.award_count ? "\n   ]}" : "]}", stdout);
            continue;
        }
        fputs(",\n   \"teams\": [", stdout);
        for (uint32_t j = 0; j < ti.team_count; j++) {
            swc_prize_team tm = SWC_PRIZE_TEAM_INIT;
            swc_prizes_team(&tm, p, ti.first_team + j);
            printf("%s\n    {\"rank\": %lu, \"shared\": %s, \"name\": ", j ? "," : "", (unsigned long)tm.rank,
                   tm.shared ? "true" : "false");
            cli_json_string(stdout, tm.name);
            printf(", \"score\": %s, \"complete\": %s, \"problem\": ", team_score(b, &tm, tm.score),
                   tm.complete ? "true" : "false");
            if (tm.problem)
                cli_json_string(stdout, tm.problem);
            else
                fputs("null", stdout);
            fputs(", ", stdout);
            printf("\"amount\": %s, \"members\": [", tm.amount == SWC_PRIZE_NO_AMOUNT ? "null" : money(b, tm.amount));
            for (uint32_t q = 0; q < tm.member_count; q++) {
                uint32_t id = 0, place = 0, sec = 0;
                int64_t v = 0;
                swc_prizes_team_member(&id, &place, &v, p, ti.first_team + j, q);
                swc_prizes_team_member_section(&sec, p, ti.first_team + j, q);
                printf("%s{\"id\": %lu, \"name\": ", q ? ", " : "", (unsigned long)id);
                cli_json_string(stdout, player_name(ss, sec, id));
                printf(", \"place\": %lu, \"value\": %s, \"section\": %lu}", (unsigned long)place,
                       team_score(b, &tm, v), (unsigned long)sec + 1);
            }
            fputs("]}", stdout);
        }
        fputs(ti.team_count ? "\n   ]}" : "]}", stdout);
    }
    fputs("\n ],\n \"grades\": ", stdout);
    cli_prize_grades_print(p, ss->n, CLI_FMT_JSON);
    fputs("\n}\n", stdout);
}

static int run_prizes(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL, *rules = NULL, *show = NULL, *players = NULL, *thresholds = NULL;
    char voids[1024] = "";
    const char *inputs[SWC_PRIZES_MAX_SECTIONS];
    uint32_t ninputs = 0;
    swc_prizes_options o = SWC_PRIZES_OPTIONS_INIT;
    int format = CLI_FMT_TEXT, list = 0;
    uint32_t flags = 0;
    unsigned long long num;
    int id;
    sheet_output out;
    sheet_output_init(&out);

    cli_parser_init(&p, argc, argv, "prizes");
    while ((id = cli_next(&p, prizes_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_prizes), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_RULES:
            rules = value;
            break;
        case OPT_FORMAT:
            /* text, tsv and json keep their own layout; csv and html are sheets. */
            if (sheet_take_option(&out, SHEET_OPT_FORMAT, value, "prizes") < 0)
                return CLI_EUSAGE;
            if (out.format != SHEET_CSV && out.format != SHEET_HTML)
                cli_parse_report_format(&format, value);
            break;
        case OPT_OUTPUT:
            out.path = value;
            break;
        case OPT_CSV_ENCODING:
            if (sheet_take_option(&out, SHEET_OPT_ENCODING, value, "prizes") < 0)
                return CLI_EUSAGE;
            break;
        case OPT_LIST:
            list = 1;
            break;
        case OPT_SHOW:
            show = value;
            break;
        case OPT_PLAYERS:
            players = value;
            break;
        case OPT_SEED:
            if (cli_parse_uint(&num, value, UINT64_MAX))
                return cli_usage_error("prizes", "--seed needs a non-negative number, not '%s'", value);
            o.seed = (uint64_t)num;
            break;
        case OPT_AFTER:
            if (cli_parse_uint(&num, value, 99) || num == 0)
                return cli_usage_error("prizes", "--after-round needs a round from 1 to 99, not '%s'", value);
            o.after_round = (uint32_t)num;
            break;
        case OPT_UNPLAYED:
            if (cli_parse_unplayed(&o.unplayed, value))
                return cli_usage_error("prizes", "unknown rule for unplayed games '%s' (2026, 2023, 2009 or xiangqi2011)",
                                       value);
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_GRADES:
            o.grade_table = value;
            break;
        case OPT_THRESHOLDS:
            thresholds = value;
            break;
        case OPT_BOUNTY_VOID:
            /* repeatable: the games add up */
            if (strlen(voids) + strlen(value) + 2 > sizeof voids)
                return cli_usage_error("prizes", "too many --bounty-void games");
            strcat(voids, " ");
            strcat(voids, value);
            o.bounty_void = voids;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("prizes", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (ninputs >= SWC_PRIZES_MAX_SECTIONS)
                return cli_usage_error("prizes", "at most %d input files (pairing sections)", SWC_PRIZES_MAX_SECTIONS);
            inputs[ninputs++] = value;
            in = inputs[0];
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (list || show) {
        if (in || rules || (list && show))
            return cli_usage_error("prizes", "--list and --show take no input file, --rules or each other");
        if (list)
            return list_rules(format);
        const char *text = cli_prize_rules_text(show);
        if (!text)
            return cli_usage_error("prizes", "no named prize rules '%s' (see --list)", show);
        fputs(text, stdout);
        return cli_finish_stdout(CLI_OK);
    }
    if (!in)
        return cli_usage_error("prizes", "no input file given");

    sections ss;
    memset(&ss, 0, sizeof ss);
    int code = CLI_OK;
    for (uint32_t q = 0; q < ninputs && code == CLI_OK; q++) {
        code = cli_load(&ss.t[q], inputs[q], flags, NULL, NULL);
        if (code == CLI_OK)
            ss.n = q + 1;
    }
    swc_tournament *t = ss.t[0];
    if (code == CLI_OK && !rules) {
        /* An event made with 'swisscore new --ruleset NAME' has the prize
         * rules of the same name when there are any. */
        const char *own = cli_event_tiebreaks(t);
        if (own && cli_prize_rules_text(own))
            rules = own;
        else
            code = cli_usage_error("prizes", "give --rules FILE or --rules NAME (see --list)");
    }
    char *text = NULL, *th_text = NULL;
    if (code == CLI_OK && thresholds) {
        if (!strcmp(thresholds, "example"))
            o.grade_thresholds = swc_grades_example_thresholds();
        else if ((code = cli_read_text(&th_text, thresholds)) == CLI_OK)
            o.grade_thresholds = th_text;
    }
    if (code == CLI_OK) {
        if (cli_prize_rules_text(rules))
            o.rules_name = rules;
        else if ((code = cli_read_text(&text, rules)) == CLI_OK)
            o.rules = text;
    }
    if (code == CLI_OK && players)
        code = apply_players(&ss, players);
    if (code != CLI_OK) {
        for (uint32_t q = 0; q < ninputs; q++)
            swc_tournament_free(ss.t[q]);
        free(text);
        free(th_text);
        return code;
    }
    swc_prizes *pz = NULL;
    int rc = swc_prizes_compute_sections(&pz, ss.t, ss.n, &o);
    if (rc != SWC_OK) {
        const char *msg = swc_tournament_errmsg(t);
        if ((rc == SWC_EPARSE || rc == SWC_ELIMIT) && !strncmp(msg, "grades: thresholds: ", 20))
            cli_error("%s:%s", thresholds, msg + 20);
        else if (rc == SWC_EPARSE && !strncmp(msg, "bounty_void: ", 13))
            cli_error("--bounty-void: %s", msg + 13);
        else if (rc == SWC_EPARSE || rc == SWC_ELIMIT)
            cli_error("%s: %s", o.rules ? rules : o.rules_name, msg);
        if (rc == SWC_EPARSE || rc == SWC_ELIMIT)
            code = CLI_EINPUT;
        else if (rc == SWC_EINVAL || rc == SWC_ENOTFOUND || rc == SWC_ERANGE)
            code = cli_usage_error("prizes", "%s", swc_tournament_errmsg(t));
        else {
            cli_error("%s", swc_tournament_errmsg(t));
            code = cli_exit_for_status(rc);
        }
        for (uint32_t q = 0; q < ss.n; q++)
            swc_tournament_free(ss.t[q]);
        free(text);
        free(th_text);
        return code;
    }
    /* a section whose players were given no group pays nothing under
     * rules for groups: say so where it cannot be missed */
    for (uint32_t k = 0; k < swc_prizes_table_count(pz); k++) {
        swc_prize_table_info ti = SWC_PRIZE_TABLE_INFO_INIT;
        if (swc_prizes_table(&ti, pz, k) == SWC_OK && ti.note && !strncmp(ti.note, "no player has a registration group", 34))
            cli_error("warning: table %s: %s", ti.name, ti.note);
    }
    if (out.format == SHEET_CSV || out.format == SHEET_HTML) {
        sheet *sheets = NULL;
        size_t n = 0;
        const sheet **ptrs = NULL;
        if (cli_prizes_sheets(&sheets, &n, pz, ss.t) || !(ptrs = calloc(n ? n : 1, sizeof *ptrs))) {
            cli_error("out of memory");
            code = CLI_EINTERNAL;
        } else {
            for (size_t k = 0; k < n; k++)
                ptrs[k] = &sheets[k];
            code = sheet_emit(ptrs, n, &out, cli_tr("Prizes"));
        }
        free(ptrs);
        cli_prizes_sheets_free(sheets, n);
        swc_prizes_free(pz);
        for (uint32_t q = 0; q < ss.n; q++)
            swc_tournament_free(ss.t[q]);
        free(text);
        free(th_text);
        return code;
    }
    /* The text, tsv and json printers write to standard output. */
    if (out.path && strcmp(out.path, "-") && !freopen(out.path, "w", stdout)) {
        cli_error("cannot write %s: %s", out.path, strerror(errno));
        code = CLI_EIO;
    } else if (format == CLI_FMT_TSV) {
        print_tsv(&ss, pz);
        cli_prize_grades_print(pz, ss.n, format);
    } else if (format == CLI_FMT_JSON) {
        print_json(&ss, pz);
    } else {
        print_text(&ss, pz);
        cli_prize_grades_print(pz, ss.n, format);
    }
    swc_prizes_free(pz);
    for (uint32_t q = 0; q < ss.n; q++)
        swc_tournament_free(ss.t[q]);
    free(text);
    free(th_text);
    return code != CLI_OK ? code : cli_finish_stdout(CLI_OK);
}

const cli_command cli_cmd_prizes = {
    "prizes",
    "prize lists, group awards, season points and team standings",
    "Usage: swisscore prizes IN.trf|EVENT [IN2.trf ...] [--rules FILE|NAME] [options]\n"
    "       swisscore prizes --list [--format text|tsv|json]\n"
    "       swisscore prizes --show NAME\n"
    "\n"
    "Rank the players of a TRF file with the ruleset the prize rules name and\n"
    "apply the rules: place prizes, women's and rating-group awards, season\n"
    "points for members, team standings. Tied players share the sum of the\n"
    "prizes of the places they occupy (rounded down to 0.01; the remainder is\n"
    "reported). The rules format is described in doc/prizes.md. Several\n"
    "files are the pairing sections of one event (a grading event's groups):\n"
    "prize tables apply to each section, team tables pool them. Without\n"
    "--rules, an event made with 'swisscore new --ruleset NAME' uses the prize\n"
    "rules NAME when they exist (fangzhuang-xiangqi, fangzhuang-dual ...).\n"
    "\n"
    "Options:\n"
    "  -r, --rules FILE|NAME  a prize rules file, or a named rule (see --list)\n"
    "  --players FILE         player data the TRF cannot hold, one line per\n"
    "                         player: [SECTION:]ID [member] [provisional]\n"
    "                         [group=G] [tags=K=V,...] [sex=m|w] [federation=F]\n"
    "                         [title=T] [cn_title=T] [conduct=N]\n"
    "  --grades TABLE|none    grade certificates beside the prizes by this grade\n"
    "                         table (swisscore grades --list), instead of the\n"
    "                         one the rules name ('grades TABLE' statement)\n"
    "  --thresholds FILE      score-rate thresholds of the CCA regulation for a\n"
    "                         score-rate grade table ('example' for the example)\n"
    "  --bounty-void R:ID     a game the arbiters voided for the bounty (棋士挑战\n"
    "                         大师奖 clause 7): round R, either player's ID;\n"
    "                         SECTION:R:ID with several files; repeatable\n"
    "  --seed N               seed of the drawing of lots (default 0)\n"
    "  --after-round K        standings after round K\n"
    "  --unplayed RULE        2026, 2023, 2009 or xiangqi2011 (default: the ruleset's)\n"
    "  -f, --format FMT       text (default), tsv, json, csv or html\n"
    "  -o, --output FILE      write to FILE instead of standard output\n"
    "  --csv-encoding ENC     csv: utf-8 (default, with a byte order mark) or gbk\n"
    "  --list                 print the named prize rules\n"
    "  --show NAME            print a named rule in the rules format\n"
    "  --trust-results        accept stated points that disagree with the results\n"
    "  --encoding NAME        text encoding: auto (default), utf-8,\n"
    "                         latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help             show this help\n"
    "\n"
    "The tsv format has the columns table, kind (cash, points, team, member),\n"
    "place (prize places, e.g. 3-4, or the team's place), shared, id, name,\n"
    "rank (place in the section; for a team: members counted) and value (the\n"
    "amount, '-' when the table lists no amounts, or the team score), then\n"
    "section (1 = first input file), group (of a table ranked per group),\n"
    "count (games counted by a bounty) and amount (a team's prize); a team\n"
    "row's group says why its composition excludes it. Grade\n"
    "certificates follow as rows of kind 'grade': table is the grade table,\n"
    "rank what it read (place or score rate), value the grade, group the\n"
    "current grade, count the games.\n"
    "\n"
    "Example:\n"
    "  swisscore prizes fz.trf --lang zh\n"
    "\n"
    "Exit status: 0 ok, 1 usage error (also an unknown rule, ruleset or group),\n"
    "2 input rejected (also a malformed rules or players file), 3 I/O error.\n",
    run_prizes,
};
