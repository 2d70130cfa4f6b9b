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

/* A result as Chinese xiangqi sheets write it: 红胜, 黑胜, 和; one's own
 * result 胜, 和, 负. NULL when the text is no such result. */
static const char *xiangqi_result(const char *v)
{
    static const struct {
        const char *code, *en;
    } results[] = {
        { "1-0", "red wins" }, { "0-1", "black wins" }, { "½-½", "draw" },
        { "1", "won" },        { "0", "lost" },         { "½", "draw" },
    };
    for (size_t i = 0; i < sizeof results / sizeof *results; i++)
        if (!strcmp(results[i].code, v))
            return cli_tr(results[i].en);
    return NULL;
}

/* A crosstable cell in Chinese: "12w1" -> 12白1 (chess) or 12红胜 (xiangqi),
 * "F" (full-point bye) -> 假. Other cells are left as they are. */
static const char *round_cell_zh(char *buf, size_t cap, const char *v, const swc_tournament *t)
{
    if (!strcmp(v, "F"))
        return cli_tr("F");
    size_t n = strspn(v, "0123456789");
    if (!n || (v[n] != 'w' && v[n] != 'b'))
        return v;
    int xq = cli_event_is_xiangqi(t);
    const char *colour = v[n] == 'b' ? "黑" : xq ? "红" : "白";
    const char *rest = v + n + 1, *word = xq ? xiangqi_result(rest) : NULL;
    snprintf(buf, cap, "%.*s%s%s", (int)n, v, colour, word ? word : rest);
    return buf;
}

void sheet_from_report(sheet *s, const swc_report *r, const swc_tournament *t, int words)
{
    int32_t kind = swc_report_kind(r);
    uint32_t nc = swc_report_column_count(r), nr = swc_report_row_count(r);
    int result_col = -1, colour_col = -1;
    int zh = words && cli_lang_is_zh(), xq = cli_event_is_xiangqi(t), whole = zh && cli_event_whole_points(t);
    char buf[64];
    int32_t scale[SWC_MAX_ROUNDS + 64] = { 0 };
    unsigned char round_col[SWC_MAX_ROUNDS + 64] = { 0 };
    for (uint32_t c = 0; c < nc; c++) {
        swc_report_column_info ci = SWC_REPORT_COLUMN_INFO_INIT;
        swc_report_column(&ci, r, c);
        unsigned k;
        char extra;
        if (c < sizeof scale / sizeof *scale) {
            scale[c] = ci.type == SWC_COLUMN_NUMBER ? ci.scale : 0;
            round_col[c] = kind != SWC_REPORT_GRID && sscanf(ci.key, "r%u%c", &k, &extra) == 1;
        }
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
            const char *xr = zh && xq && (int)c == result_col ? xiangqi_result(v) : NULL;
            if (!words)
                ; /* scripts read the library's own words */
            else if (xr)
                v = xr;
            else if ((int)c == result_col)
                v = kind_text(v);
            else if (c < sizeof scale / sizeof *scale && whole && cell.has_value && scale[c] > 1 &&
                     cell.value % scale[c] == 0) {
                snprintf(buf, sizeof buf, "%lld", (long long)(cell.value / scale[c]));
                v = buf;
            } else if (c < sizeof scale / sizeof *scale && zh && round_col[c])
                v = round_cell_zh(buf, sizeof buf, v, t);
            else if ((int)c == colour_col && *v)
                v = cli_tr_colour(t, v[0] == 'w' ? SWC_COLOUR_WHITE : SWC_COLOUR_BLACK);
            sheet_cell(s, v);
        }
    }
}
