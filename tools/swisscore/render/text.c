/* Sheets as text for a terminal: columns padded by display width. */
#include <stdlib.h>
#include <string.h>

#include "../cli.h"
#include "sheet.h"

/* One line of cells (row SIZE_MAX: the headings), without trailing blanks. */
static void line(FILE *f, const sheet *s, size_t row, const size_t *w)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&buf, &len);
    if (!m)
        return;
    for (size_t c = 0; c < s->ncols; c++) {
        if (c)
            fputs("  ", m);
        cli_print_padded(m, row == (size_t)-1 ? s->cols[c].head : sheet_at(s, row, c), w[c], s->cols[c].number);
    }
    if (fclose(m) == 0) {
        while (len && buf[len - 1] == ' ')
            len--;
        fwrite(buf, 1, len, f);
        fputs("\n", f);
    }
    free(buf);
}

void sheet_render_text(FILE *f, const sheet *s)
{
    size_t nrows = sheet_rows(s);
    size_t *w = calloc(s->ncols ? s->ncols : 1, sizeof *w);
    if (!w)
        return;
    for (size_t c = 0; c < s->ncols; c++) {
        w[c] = cli_display_width(s->cols[c].head);
        for (size_t r = 0; r < nrows; r++) {
            size_t x = cli_display_width(sheet_at(s, r, c));
            if (x > w[c])
                w[c] = x;
        }
    }
    if (s->title && *s->title)
        fprintf(f, "%s\n\n", s->title);
    line(f, s, (size_t)-1, w);
    for (size_t r = 0; r < nrows; r++)
        line(f, s, r, w);
    if (s->nnotes)
        fputs("\n", f);
    for (size_t i = 0; i < s->nnotes; i++)
        fprintf(f, "%s\n", s->notes[i]);
    free(w);
}
