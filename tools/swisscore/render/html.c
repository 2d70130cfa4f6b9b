/*
 * Sheets as one self-contained HTML page: inline CSS, no scripts, fonts,
 * images or other fetches, so that a page works from a USB stick or a
 * phone offline. Printing gives A4 pages, each sheet on a new page, with
 * the header row repeated on every page. Chinese text is set in the first
 * CJK font of the family list the reader's system has.
 */
#include "sheet.h"

void sheet_html_escape(FILE *f, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", f); break;
        case '<': fputs("&lt;", f); break;
        case '>': fputs("&gt;", f); break;
        case '"': fputs("&quot;", f); break;
        default: fputc(*s, f);
        }
    }
}

static const char style[] =
    "body{font-family:\"Noto Sans CJK SC\",\"Source Han Sans SC\",\"PingFang SC\",\"Microsoft YaHei\","
    "\"WenQuanYi Micro Hei\",SimSun,\"Noto Sans\",\"DejaVu Sans\",sans-serif;margin:1em;color:#111}\n"
    "h1{font-size:1.4em}h2{font-size:1.15em;margin:1.2em 0 .4em}\n"
    "table{border-collapse:collapse;font-size:.9em}\n"
    "th,td{border:1px solid #999;padding:.15em .45em;white-space:nowrap}\n"
    "th{background:#e8e8e8}tbody tr:nth-child(even){background:#f6f6f6}\n"
    "nav a{margin-right:.8em}nav{margin-bottom:1em;line-height:1.8}\n"
    "a{color:#124;text-decoration:none}\n"
    "p.note{font-size:.85em;color:#333}\n"
    "@page{size:A4;margin:12mm}\n"
    "@media print{body{margin:0}nav{display:none}thead{display:table-header-group}"
    "tr{page-break-inside:avoid}section+section{page-break-before:always}"
    "tbody tr:nth-child(even){background:none}}\n";

void sheet_html_begin(FILE *f, const char *title, const char *lang)
{
    fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n",
            lang && lang[0] == 'z' ? "zh-CN" : "en");
    fputs("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>", f);
    sheet_html_escape(f, title ? title : "");
    fprintf(f, "</title>\n<style>\n%s</style>\n</head>\n<body>\n", style);
}

/* Number columns are right-aligned by a rule per table rather than an
 * attribute per cell: pages of 500 players stay light. */
static void align_rules(FILE *f, const sheet *s, size_t index)
{
    int any = 0;
    for (size_t c = 0; c < s->ncols; c++) {
        if (!s->cols[c].number)
            continue;
        fprintf(f, "%s#t%zu td:nth-child(%zu)", any ? "," : "<style>", index, c + 1);
        any = 1;
    }
    if (any)
        fputs("{text-align:right}</style>\n", f);
}

void sheet_html_table(FILE *f, const sheet *s, size_t index)
{
    fputs("<section", f);
    if (s->id) {
        fputs(" id=\"", f);
        sheet_html_escape(f, s->id);
        fputs("\"", f);
    }
    fputs(">\n", f);
    if (s->title && *s->title) {
        fputs(index ? "<h2>" : "<h1>", f);
        sheet_html_escape(f, s->title);
        fputs(index ? "</h2>\n" : "</h1>\n", f);
    }
    align_rules(f, s, index);
    fprintf(f, "<table id=\"t%zu\">\n<thead><tr>", index);
    for (size_t c = 0; c < s->ncols; c++) {
        fputs("<th>", f);
        sheet_html_escape(f, s->cols[c].head);
    }
    fputs("</tr></thead>\n<tbody>\n", f);
    for (size_t r = 0; r < sheet_rows(s); r++) {
        fputs("<tr>", f);
        for (size_t c = 0; c < s->ncols; c++) {
            const char *href = s->links ? s->links[r * s->ncols + c] : NULL;
            fputs("<td>", f);
            if (href) {
                fputs("<a href=\"", f);
                sheet_html_escape(f, href);
                fputs("\">", f);
            }
            sheet_html_escape(f, sheet_at(s, r, c));
            if (href)
                fputs("</a>", f);
        }
        fputs("\n", f);
    }
    fputs("</tbody>\n</table>\n", f);
    for (size_t i = 0; i < s->nnotes; i++) {
        fputs("<p class=\"note\">", f);
        sheet_html_escape(f, s->notes[i]);
        fputs("</p>\n", f);
    }
    fputs("</section>\n", f);
}

void sheet_html_end(FILE *f)
{
    fputs("</body>\n</html>\n", f);
}
