/* A library report as a sheet: headings, colours and kinds of round in the
 * chosen language. The cells themselves (names, numbers, codes such as
 * 12w1) pass through unchanged. */
#include <stdio.h>
#include <string.h>

#include "../cli.h"
#include "sheet.h"

/* Heading of a report column. */
static const char *heading(char *buf, size_t cap, const char *key, const swc_tournament *t, int grid)
{
    static const struct {
        const char *key, *en;
    } heads[] = {
        { "board", "Board" }, { "id", "ID" }, { "name", "Name" }, { "rating", "Rating" },
        { "title", "Title" }, { "club", "Club" }, { "points", "Points" }, { "result", "Result" },
        { "rank", "Rank" }, { "no", "No." }, { "colour", "Colour" }, { "opponent_id", "ID" },
        { "opponent_name", "Opponent" },
    };
    if (!strncmp(key, "white_", 6) || !strncmp(key, "black_", 6)) {
        int white = key[0] == 'w';
        const char *rest = key + 6;
        if (!strcmp(rest, "name"))
            return cli_tr_colour(t, white ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK);
        key = rest;
    }
    for (size_t i = 0; i < sizeof heads / sizeof *heads; i++)
        if (!strcmp(heads[i].key, key))
            return cli_tr(heads[i].en);
    unsigned k;
    char extra;
    if (!grid && sscanf(key, "r%u%c", &k, &extra) == 1) {
        snprintf(buf, cap, cli_tr("Rd %u"), k);
        return buf;
    }
    return key; /* a line number of the grid, a tie-break code */
}

/* The word of a round without a board. */
static const char *kind_text(const char *word)
{
    static const struct {
        const char *word, *en;
    } kinds[] = {
        { "pab", "bye" },
        { "full_bye", "full-point bye" },
        { "half_bye", "half-point bye" },
        { "zero_bye", "zero-point bye" },
        { "not_paired", "not paired" },
        { "withdrawn", "withdrawn" },
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
        if (!strcmp(kinds[i].word, word))
            return cli_tr(kinds[i].en);
    return word;
}

void sheet_from_report(sheet *s, const swc_report *r, const swc_tournament *t, int words)
{
    int32_t kind = swc_report_kind(r);
    uint32_t nc = swc_report_column_count(r), nr = swc_report_row_count(r);
    int result_col = -1, colour_col = -1;
    char buf[64];
    for (uint32_t c = 0; c < nc; c++) {
        swc_report_column_info ci = SWC_REPORT_COLUMN_INFO_INIT;
        swc_report_column(&ci, r, c);
        sheet_column_add(s, ci.key, heading(buf, sizeof buf, ci.key, t, kind == SWC_REPORT_GRID),
                         ci.type == SWC_COLUMN_NUMBER);
        if (!strcmp(ci.key, "result"))
            result_col = (int)c;
        if (!strcmp(ci.key, "colour"))
            colour_col = (int)c;
    }
    for (uint32_t i = 0; i < nr; i++) {
        for (uint32_t c = 0; c < nc; c++) {
            swc_report_cell_info cell = SWC_REPORT_CELL_INFO_INIT;
            swc_report_cell(&cell, r, i, c);
            const char *v = cell.text;
            if (!words)
                ; /* scripts read the library's own words */
            else if ((int)c == result_col)
                v = kind_text(v);
            else if ((int)c == colour_col && *v)
                v = cli_tr_colour(t, v[0] == 'w' ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK);
            sheet_cell(s, v);
        }
    }
}
