/* Grade certificate rows as the tool prints them, and the prize rules and
 * text files both commands read: shared by `swisscore grades` and by the
 * certificates `swisscore prizes` prints beside the prize list. */
#include "cli.h"

#include <stdlib.h>
#include <string.h>

const char *cli_prize_rules_text(const char *name)
{
    for (uint32_t k = 0; k < swc_prize_rules_count(); k++) {
        swc_prize_rules_info ri = SWC_PRIZE_RULES_INFO_INIT;
        if (swc_prize_rules_get(&ri, k) == SWC_OK && (!strcmp(ri.name, name) || !strcmp(ri.name_zh, name)))
            return ri.text;
    }
    return NULL;
}

int cli_read_text(char **out, const char *path)
{
    char *raw;
    size_t len;
    int code = cli_slurp(&raw, &len, path);
    if (code != CLI_OK)
        return code;
    if (memchr(raw, '\0', len)) {
        free(raw);
        cli_error("%s: contains a NUL byte", path);
        return CLI_EINPUT;
    }
    char *s = malloc(len + 1);
    if (!s) {
        free(raw);
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    memcpy(s, raw, len);
    s[len] = '\0';
    free(raw);
    *out = s;
    return CLI_OK;
}

const char *cli_grade_kind_name(int32_t k)
{
    switch (k) {
    case SWC_GRADE_BY_POINTS: return "points";
    case SWC_GRADE_BY_RANK: return "rank";
    case SWC_GRADE_BY_KNOCKOUT: return "knockout";
    case SWC_GRADE_BY_SCORE_RATE: return "score-rate";
    default: return "?";
    }
}

void cli_grade_measure(char *buf, size_t cap, int32_t kind, int64_t m)
{
    if (kind == SWC_GRADE_BY_SCORE_RATE)
        snprintf(buf, cap, "%lld.%lld%%", (long long)(m / 10), (long long)(m % 10));
    else
        snprintf(buf, cap, "%lld", (long long)m);
}

int cli_grade_table_info(swc_grade_table_info *out, const char *name)
{
    for (uint32_t i = 0; i < swc_grade_table_count(); i++) {
        swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
        if (swc_grade_table_get(&ti, i) == SWC_OK && (!strcmp(ti.name, name) || !strcmp(ti.name_zh, name))) {
            *out = ti;
            return 0;
        }
    }
    return -1;
}

void cli_grade_row_json(FILE *f, const swc_grade_row *r, int32_t kind)
{
    fprintf(f, "{\"id\": %u, \"name\": ", r->id);
    cli_json_string(f, r->name);
    fprintf(f, ", \"%s\": %lld, \"games\": %u, \"current\": ", kind == SWC_GRADE_BY_SCORE_RATE ? "rate_permille" : "place",
            (long long)r->measure, r->games);
    cli_json_string(f, r->current);
    fputs(", \"cap\": ", f);
    cli_json_string(f, r->cap);
    fputs(", \"grade\": ", f);
    cli_json_string(f, r->grade);
    fputs(", \"reason\": ", f);
    cli_json_string(f, r->reason);
    fputs("}", f);
}

/* The certificates of a prize result, one block per section. */
void cli_prize_grades_print(const swc_prizes *p, uint32_t nsections, int format)
{
    swc_prizes_info pi = SWC_PRIZES_INFO_INIT;
    swc_prizes_get_info(&pi, p);
    if (!pi.grade_table) {
        if (format == CLI_FMT_JSON)
            fputs("null", stdout);
        return;
    }
    swc_grade_table_info ti = SWC_GRADE_TABLE_INFO_INIT;
    cli_grade_table_info(&ti, pi.grade_table);
    if (format == CLI_FMT_JSON) {
        fputs("{\"table\": ", stdout);
        cli_json_string(stdout, ti.name);
        printf(", \"kind\": \"%s\", \"note\": ", cli_grade_kind_name(ti.kind));
        if (pi.grade_note)
            cli_json_string(stdout, pi.grade_note);
        else
            fputs("null", stdout);
        fputs(", \"rows\": [", stdout);
    } else if (format == CLI_FMT_TEXT) {
        printf(cli_tr("\n[grades] %s %s (grade certificates)"), ti.name, ti.name_zh);
        if (pi.grade_note)
            printf(": %s", pi.grade_note);
        fputs("\n", stdout);
    }
    int first = 1;
    for (uint32_t q = 0; q < nsections; q++) {
        const swc_grades *g = NULL;
        if (swc_prizes_grades(&g, p, q) != SWC_OK)
            continue;
        uint32_t n = swc_grades_count(g), awarded = 0;
        for (uint32_t i = 0; i < n; i++) {
            swc_grade_row r = SWC_GRADE_ROW_INIT;
            if (swc_grades_row_get(&r, g, i))
                continue;
            char m[32];
            cli_grade_measure(m, sizeof m, ti.kind, r.measure);
            if (format == CLI_FMT_JSON) {
                printf("%s\n    {\"section\": %lu, \"row\": ", first ? "" : ",", (unsigned long)q + 1);
                cli_grade_row_json(stdout, &r, ti.kind);
                fputs("}", stdout);
                first = 0;
                continue;
            }
            if (!r.grade[0])
                continue;
            if (format == CLI_FMT_TSV) {
                printf("%s\tgrade\t-\t1\t%u\t", ti.name, r.id);
                cli_tsv_cell(stdout, r.name);
                printf("\t%s\t", m);
                cli_tsv_cell(stdout, r.grade);
                printf("\t%lu\t", (unsigned long)q + 1);
                cli_tsv_cell(stdout, r.current);
                printf("\t%u\t\n", r.games);
                continue;
            }
            if (!awarded && nsections > 1)
                printf("  -- section %lu\n", (unsigned long)q + 1);
            printf("  %-7s %-5u ", m, r.id);
            cli_print_padded(stdout, r.name, 14, 0);
            if (r.current[0]) {
                fputs("  ", stdout);
                cli_print_padded(stdout, r.current, 12, 0);
                fputs(" -> ", stdout);
            } else {
                fputs("  ", stdout);
            }
            printf("%s\n", r.grade);
            awarded++;
        }
        if (format == CLI_FMT_TEXT)
            printf(cli_tr("  %lu of %lu may apply for a grade\n"), (unsigned long)awarded, (unsigned long)n);
    }
    if (format == CLI_FMT_JSON)
        fputs(first ? "]}" : "\n   ]}", stdout);
}
