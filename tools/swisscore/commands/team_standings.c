/* swisscore standings for a team event: team standings with the team
 * tie-breaks of C.07 (2026), as text, TSV, JSON, CSV or HTML; and the same
 * table as a sheet for the site. */
#include "cli.h"
#include "sheets.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

void cli_team_standings_heads(sheet *s, const swc_team_standings *st, uint32_t from)
{
    for (uint32_t c = from; c < swc_team_standings_columns(st); c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, st, c);
        sheet_column_add(s, ci.code, cli_criterion_heading(&ci), 1);
    }
}

void cli_team_standings_cells(sheet *s, const swc_team_standings *st, uint32_t row, uint32_t from)
{
    char buf[CLI_VALUE_BUF];
    for (uint32_t c = from; c < swc_team_standings_columns(st); c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, st, c);
        int64_t v = 0;
        swc_team_standings_value(&v, st, row, c);
        sheet_cell(s, v == SWC_TB_UNDEFINED ? "" : cli_criterion_value(buf, v, &ci));
    }
}

int cli_team_standings_sheet(sheet *s, swc_tournament *t, const char *tiebreaks, uint32_t after_round)
{
    swc_team_standings *st = NULL;
    int rc = swc_team_standings_new(&st, t, tiebreaks, after_round);
    if (rc != SWC_OK)
        return rc;
    char title[128], buf[CLI_VALUE_BUF];
    snprintf(title, sizeof title, cli_tr("Standings after round %u"),
             (unsigned)(after_round ? after_round : swc_tournament_round_count(t)));
    sheet_init(s, title);
    uint32_t n = swc_team_standings_count(st);
    sheet_column_add(s, "rank", cli_tr("Rank"), 0);
    sheet_column_add(s, "team", cli_number_head(), 1);
    sheet_column_add(s, "name", cli_tr("Name"), 0);
    cli_team_standings_heads(s, st, 0);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, st, r);
        snprintf(buf, sizeof buf, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        sheet_cell(s, buf);
        snprintf(buf, sizeof buf, "%lu", (unsigned long)row.team);
        sheet_cell(s, buf);
        sheet_cell(s, cli_team_name(t, row.team));
        cli_team_standings_cells(s, st, r, 0);
    }
    swc_team_standings_free(st);
    return SWC_OK;
}

static void print_text(const swc_tournament *t, const swc_team_standings *s, uint32_t after)
{
    uint32_t n = swc_team_standings_count(s), nc = swc_team_standings_columns(s);
    size_t wname = 4;
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, s, r);
        size_t w = cli_display_width(cli_team_name(t, row.team));
        wname = w > wname ? w : wname;
    }
    printf(cli_tr("Standings after round %u"), (unsigned)(after ? after : swc_tournament_round_count(t)));
    printf(": %s\n\n", swc_team_standings_cascade(s));
    cli_print_padded(stdout, cli_tr("Rank"), 6, 0);
    cli_print_padded(stdout, cli_number_head(), 6, 0);
    cli_print_padded(stdout, cli_tr("Name"), wname + 2, 0);
    size_t widths[64];
    char buf[CLI_VALUE_BUF];
    for (uint32_t c = 0; c < nc && c < 64; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, s, c);
        size_t w = cli_display_width(cli_criterion_heading(&ci));
        widths[c] = w > 6 ? w : 6;
        fputs(" ", stdout);
        cli_print_padded(stdout, cli_criterion_heading(&ci), widths[c], 1);
    }
    fputs("\n", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, s, r);
        char rank[16];
        snprintf(rank, sizeof rank, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        printf("%-5s %-5lu ", rank, (unsigned long)row.team);
        cli_print_padded(stdout, cli_team_name(t, row.team), wname + 2, 0);
        for (uint32_t c = 0; c < nc && c < 64; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_team_standings_column(&ci, s, c);
            int64_t v = 0;
            swc_team_standings_value(&v, s, r, c);
            fputs(" ", stdout);
            cli_print_padded(stdout, cli_criterion_value(buf, v, &ci), widths[c], 1);
        }
        fputs("\n", stdout);
    }
}

static void print_tsv(const swc_tournament *t, const swc_team_standings *s)
{
    uint32_t n = swc_team_standings_count(s), nc = swc_team_standings_columns(s);
    char buf[CLI_VALUE_BUF];
    fputs("rank\tteam\tname", stdout);
    for (uint32_t c = 0; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, s, c);
        printf("\t%s", ci.code);
    }
    fputs("\n", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, s, r);
        printf("%lu\t%lu\t%s", (unsigned long)row.rank, (unsigned long)row.team, cli_team_name(t, row.team));
        for (uint32_t c = 0; c < nc; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_team_standings_column(&ci, s, c);
            int64_t v = 0;
            swc_team_standings_value(&v, s, r, c);
            printf("\t%s", cli_criterion_value(buf, v, &ci));
        }
        fputs("\n", stdout);
    }
}

static void print_json(const swc_tournament *t, const swc_team_standings *s)
{
    uint32_t n = swc_team_standings_count(s), nc = swc_team_standings_columns(s);
    char buf[CLI_VALUE_BUF];
    printf("{\"rounds\": %lu, \"teams\": true, \"tiebreaks\": ", (unsigned long)swc_tournament_round_count(t));
    cli_json_string(stdout, swc_team_standings_cascade(s));
    fputs(",\n \"criteria\": [", stdout);
    for (uint32_t c = 0; c < nc; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, s, c);
        fputs(c ? ", {\"code\": " : "{\"code\": ", stdout);
        cli_json_string(stdout, ci.code);
        fputs(", \"name_zh\": ", stdout);
        cli_json_string(stdout, ci.name_zh);
        printf(", \"scale\": %ld, \"ascending\": %s}", (long)ci.scale, ci.ascending ? "true" : "false");
    }
    fputs("],\n \"standings\": [", stdout);
    for (uint32_t r = 0; r < n; r++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, s, r);
        printf("%s\n  {\"rank\": %lu, \"team\": %lu, \"name\": ", r ? "," : "", (unsigned long)row.rank,
               (unsigned long)row.team);
        cli_json_string(stdout, cli_team_name(t, row.team));
        printf(", \"shared\": %s, \"values\": {", row.shared ? "true" : "false");
        for (uint32_t c = 0; c < nc; c++) {
            swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
            swc_team_standings_column(&ci, s, c);
            int64_t v = 0;
            swc_team_standings_value(&v, s, r, c);
            fputs(c ? ", " : "", stdout);
            cli_json_string(stdout, ci.code);
            fputs(": ", stdout);
            fputs(v == SWC_TB_UNDEFINED ? "null" : cli_criterion_value(buf, v, &ci), stdout);
        }
        fputs("}}", stdout);
    }
    fputs("\n ]\n}\n", stdout);
}

int cli_team_standings_run(swc_tournament *t, const char *tiebreaks, uint32_t after_round, int format,
                           sheet_output *out)
{
    swc_team_standings *s = NULL;
    int rc = swc_team_standings_new(&s, t, tiebreaks, after_round);
    if (rc != SWC_OK) {
        int code = rc == SWC_EINVAL ? cli_usage_error("standings", "%s", swc_tournament_errmsg(t))
                                    : (cli_error("%s", swc_tournament_errmsg(t)), cli_exit_for_status(rc));
        return code;
    }
    if (out->format == SHEET_CSV || out->format == SHEET_HTML) {
        swc_team_standings_free(s);
        sheet sh;
        if ((rc = cli_team_standings_sheet(&sh, t, tiebreaks, after_round)) != SWC_OK) {
            cli_error("%s", swc_tournament_errmsg(t));
            return cli_exit_for_status(rc);
        }
        const sheet *one[1] = { &sh };
        int code = sheet_emit(one, 1, out, sh.title);
        sheet_free(&sh);
        return code;
    }
    if (out->path && strcmp(out->path, "-") && !freopen(out->path, "w", stdout)) {
        cli_error("cannot write %s: %s", out->path, strerror(errno));
        swc_team_standings_free(s);
        return CLI_EIO;
    }
    if (format == CLI_FMT_TSV)
        print_tsv(t, s);
    else if (format == CLI_FMT_JSON)
        print_json(t, s);
    else
        print_text(t, s, after_round);
    swc_team_standings_free(s);
    return cli_finish_stdout(CLI_OK);
}
