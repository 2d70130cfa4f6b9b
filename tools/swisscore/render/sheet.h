/*
 * Sheets: what the tool prints for people, as a title, typed columns, rows
 * and notes, rendered as text, CSV, TSV, JSON or HTML. A command builds
 * its sheets (from a library report or from its own results) and hands
 * them to sheet_emit(); nothing here knows about chess.
 */
#ifndef SWISSCORE_RENDER_SHEET_H
#define SWISSCORE_RENDER_SHEET_H

#include <stddef.h>
#include <stdio.h>
#include <swisscore/swisscore.h>

enum sheet_format { SHEET_TEXT, SHEET_CSV, SHEET_TSV, SHEET_JSON, SHEET_HTML };
enum sheet_encoding { SHEET_UTF8, SHEET_GBK };

typedef struct sheet_column {
    char *key;    /* stable name for machines: "white_name", "r3", "BH" */
    char *head;   /* heading for people, in the chosen language */
    int number;   /* cells are numbers (or empty): right-aligned, unquoted */
} sheet_column;

typedef struct sheet {
    char *title;
    char *id;             /* anchor of the sheet in a page, or NULL */
    sheet_column *cols;
    size_t ncols, cols_cap;
    char **cells;         /* row-major, ncols per row; never NULL entries */
    char **links;         /* parallel to cells when any cell links somewhere, else NULL */
    size_t ncells, cells_cap;
    char **notes;         /* lines printed under the table */
    size_t nnotes, notes_cap;
    int failed;           /* out of memory: the sheet is incomplete */
} sheet;

/* Output options shared by every command that prints sheets. */
typedef struct sheet_output {
    int format;           /* enum sheet_format */
    int encoding;         /* enum sheet_encoding, CSV and TSV only */
    const char *path;     /* -o FILE; NULL or "-" = stdout */
    const char *lang;     /* "en" or "zh", for the HTML page */
} sheet_output;

/* Option ids of -f/--format, -o/--output and --encoding (CSV and TSV
 * output; commands whose --encoding names the input's take --csv-encoding),
 * for the commands' option tables. */
enum { SHEET_OPT_FORMAT = 900, SHEET_OPT_OUTPUT, SHEET_OPT_ENCODING };
#define SHEET_OPTIONS                                                                  \
    { "format", 'f', 1, SHEET_OPT_FORMAT }, { "output", 'o', 1, SHEET_OPT_OUTPUT },  \
        { "csv-encoding", 0, 1, SHEET_OPT_ENCODING }
/* Take one of those options into *o: 1 when taken, 0 when id is another
 * option, -1 after a usage error was reported. */
int sheet_take_option(sheet_output *o, int id, const char *value, const char *cmd);
/* Defaults: text, UTF-8, stdout, the tool's language. */
void sheet_output_init(sheet_output *o);

void sheet_init(sheet *s, const char *title);
void sheet_free(sheet *s);
void sheet_column_add(sheet *s, const char *key, const char *head, int number);
/* The next cell, row by row; NULL is empty. */
void sheet_cell(sheet *s, const char *text);
/* The next cell, linking to href in HTML. */
void sheet_cell_link(sheet *s, const char *text, const char *href);
void sheet_note(sheet *s, const char *text);
size_t sheet_rows(const sheet *s);
const char *sheet_at(const sheet *s, size_t row, size_t col);

/* "text", "csv", "tsv", "json", "html"; -1 for anything else. */
int sheet_parse_format(const char *name);
/* "utf-8" (also "utf8"), "gbk" (also "gb18030"); -1 for anything else. */
int sheet_parse_encoding(const char *name);

/* Render sheets into f. The HTML form is a whole page; `nav` (may be
 * NULL) is HTML put above the sheets (the site's links). */
void sheet_render(FILE *f, const sheet *const *sheets, size_t n, int format, const char *page_title,
                  const char *lang, const char *nav);
/* Render sheets to the output (file or stdout), converting CSV and TSV to
 * GBK when asked; reports failures and returns the tool's exit code. */
int sheet_emit(const sheet *const *sheets, size_t n, const sheet_output *o, const char *page_title);
/* Write len bytes to path atomically ("-" or NULL = stdout); reports
 * failures and returns the exit code. */
int sheet_write_file(const char *path, const char *data, size_t len);

/* Renderers (one file each). */
void sheet_render_text(FILE *f, const sheet *s);
void sheet_render_delimited(FILE *f, const sheet *s, char sep);
/* The title of s as a line of one cell. */
void sheet_render_title(FILE *f, const sheet *s, char sep);
void sheet_render_json(FILE *f, const sheet *const *sheets, size_t n);
void sheet_html_begin(FILE *f, const char *title, const char *lang);
void sheet_html_table(FILE *f, const sheet *s, size_t index);
void sheet_html_end(FILE *f);
/* s escaped for HTML text and attributes. */
void sheet_html_escape(FILE *f, const char *s);

/* A library report as a sheet: headings in the chosen language, and with
 * `words` the kinds of round and colours too (text, CSV and HTML; TSV and
 * JSON keep the library's words: pab, half_bye, w, b). */
void sheet_from_report(sheet *s, const swc_report *r, const swc_tournament *t, int words);
/* 1 when a format is for people (its cells may be translated). */
int sheet_format_for_people(int format);

#endif
