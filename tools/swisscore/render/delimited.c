/* Sheets for spreadsheets and scripts: CSV (RFC 4180, headings for people)
 * and TSV (keys for scripts, no quoting: tabs and line breaks become
 * blanks). Number cells are written bare so that spreadsheets and pandas
 * read them as numbers. */
#include <string.h>

#include "sheet.h"

static void csv_cell(FILE *f, const char *s, int number)
{
    if (number || !strpbrk(s, ",\"\r\n")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

static void tsv_cell(FILE *f, const char *s)
{
    for (; *s; s++)
        fputc(*s == '\t' || *s == '\n' || *s == '\r' ? ' ' : *s, f);
}

void sheet_render_delimited(FILE *f, const sheet *s, char sep)
{
    const char *eol = sep == ',' ? "\r\n" : "\n";
    for (size_t c = 0; c < s->ncols; c++) {
        if (c)
            fputc(sep, f);
        if (sep == ',')
            csv_cell(f, s->cols[c].head, 0);
        else
            tsv_cell(f, s->cols[c].key);
    }
    fputs(eol, f);
    for (size_t r = 0; r < sheet_rows(s); r++) {
        for (size_t c = 0; c < s->ncols; c++) {
            if (c)
                fputc(sep, f);
            const char *v = sheet_at(s, r, c);
            if (sep == ',')
                csv_cell(f, v, s->cols[c].number && *v);
            else
                tsv_cell(f, *v || !s->cols[c].number ? v : "NA");
        }
        fputs(eol, f);
    }
}

void sheet_render_title(FILE *f, const sheet *s, char sep)
{
    if (sep == ',')
        csv_cell(f, s->title, 0);
    else
        tsv_cell(f, s->title);
    fputs(sep == ',' ? "\r\n" : "\n", f);
}
