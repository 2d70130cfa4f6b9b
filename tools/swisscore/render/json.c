/* Sheets as JSON: {"sheets": [{"title", "columns", "rows", "notes"}]}, a
 * row an object keyed by column, numbers as numbers and empty cells null. */
#include "../cli.h"
#include "sheet.h"

static void one(FILE *f, const sheet *s)
{
    fputs("{\"title\": ", f);
    cli_json_string(f, s->title);
    fputs(",\n  \"columns\": [", f);
    for (size_t c = 0; c < s->ncols; c++) {
        fputs(c ? ", {\"key\": " : "{\"key\": ", f);
        cli_json_string(f, s->cols[c].key);
        fputs(", \"head\": ", f);
        cli_json_string(f, s->cols[c].head);
        fprintf(f, ", \"type\": \"%s\"}", s->cols[c].number ? "number" : "text");
    }
    fputs("],\n  \"rows\": [", f);
    for (size_t r = 0; r < sheet_rows(s); r++) {
        fputs(r ? ",\n   {" : "\n   {", f);
        for (size_t c = 0; c < s->ncols; c++) {
            const char *v = sheet_at(s, r, c);
            if (c)
                fputs(", ", f);
            cli_json_string(f, s->cols[c].key);
            fputs(": ", f);
            if (!*v)
                fputs("null", f);
            else if (s->cols[c].number)
                fputs(v, f);
            else
                cli_json_string(f, v);
        }
        fputs("}", f);
    }
    fputs("],\n  \"notes\": [", f);
    for (size_t i = 0; i < s->nnotes; i++) {
        if (i)
            fputs(", ", f);
        cli_json_string(f, s->notes[i]);
    }
    fputs("]}", f);
}

void sheet_render_json(FILE *f, const sheet *const *sheets, size_t n)
{
    fputs("{\"sheets\": [", f);
    for (size_t i = 0; i < n; i++) {
        fputs(i ? ",\n " : "\n ", f);
        one(f, sheets[i]);
    }
    fputs("\n]}\n", f);
}
