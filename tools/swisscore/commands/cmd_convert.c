/* swisscore convert: read a TRF or JSON event file and write it as TRF or JSON. */
#include "cli.h"

#include <string.h>

enum { OPT_OUTPUT = 1, OPT_FORMAT, OPT_EOL, OPT_TRUST, OPT_INDENT, OPT_ENCODING, OPT_PLAIN };

static const cli_option convert_options[] = {
    { "output", 'o', 1, OPT_OUTPUT },
    { "format", 0, 1, OPT_FORMAT },
    { "eol", 0, 1, OPT_EOL },
    { "trust-results", 0, 0, OPT_TRUST },
    { "indent", 0, 1, OPT_INDENT },
    { "encoding", 0, 1, OPT_ENCODING },
    { "plain", 0, 0, OPT_PLAIN },
    { NULL, 0, 0, 0 },
};

typedef struct name_value {
    const char *name;
    int32_t value;
} name_value;

static const name_value eols[] = {
    { "lf", SWC_TRF_EOL_LF },
    { "crlf", SWC_TRF_EOL_CRLF },
    { "cr", SWC_TRF_EOL_CR },
    { NULL, 0 },
};

static int lookup(int32_t *out, const name_value *table, const char *name)
{
    for (; table->name; table++) {
        if (strcmp(table->name, name) == 0) {
            *out = table->value;
            return 0;
        }
    }
    return -1;
}

static int run_convert(int argc, char **argv)
{
    cli_parser p;
    const char *value, *in = NULL, *out = "-";
    swc_trf_write_options opts = SWC_TRF_WRITE_OPTIONS_INIT;
    swc_json_write_options jopts = SWC_JSON_WRITE_OPTIONS_INIT;
    uint32_t flags = 0, report_flags = 0;
    int id, json = -1; /* -1: by the output's name */
    unsigned long long indent;

    cli_parser_init(&p, argc, argv, "convert");
    while ((id = cli_next(&p, convert_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(&cli_cmd_convert), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_OUTPUT:
            out = value;
            break;
        case OPT_FORMAT:
            json = strcmp(value, "json") == 0;
            if (!json && cli_parse_format(&opts.format, value))
                return cli_usage_error("convert", "unknown format '%s' (trf2026, trf16 or json)", value);
            break;
        case OPT_INDENT:
            if (cli_parse_uint(&indent, value, 31) < 0)
                return cli_usage_error("convert", "--indent takes 0..31 (0 = one line), not '%s'", value);
            jopts.indent = (int32_t)indent;
            break;
        case OPT_EOL:
            if (lookup(&opts.eol, eols, value))
                return cli_usage_error("convert", "unknown line end '%s' (lf, crlf or cr)", value);
            break;
        case OPT_PLAIN:
            report_flags |= SWC_TRF_REPORT_PLAIN;
            break;
        case OPT_TRUST:
            flags |= SWC_TRF_TRUST_RESULTS;
            break;
        case OPT_ENCODING:
            if (cli_parse_encoding(&flags, value))
                return cli_usage_error("convert", "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", value);
            break;
        case CLI_ARG_POSITIONAL:
            if (in)
                return cli_usage_error("convert", "only one input file, please ('%s' and '%s')",
                                       in, value);
            in = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!in)
        return cli_usage_error("convert", "no input file given");

    swc_tournament *t = NULL;
    int code = cli_load(&t, in, flags, NULL, NULL);
    if (code != CLI_OK)
        return code;

    if (json < 0) {
        size_t n = strlen(out);
        json = n > 5 && strcmp(out + n - 5, ".json") == 0;
    }
    if (json && report_flags)
        code = cli_usage_error("convert", "--plain is a TRF export; JSON keeps everything");
    else
        code = json ? cli_write_json(t, out, &jopts) : cli_write_trf_report(t, out, &opts, report_flags);
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_convert = {
    "convert",
    "convert an event between TRF (TRF16, TRF-2026) and JSON",
    "Usage: swisscore convert [options] IN [-o OUT]\n"
    "\n"
    "Read an event file (TRF16 with engine extensions, TRF-2026, or a swisscore\n"
    "JSON document) and write it again in the chosen format. Use - for standard\n"
    "input or output; the output defaults to standard output. A file is\n"
    "replaced only once it is completely written.\n"
    "\n"
    "TRF output is the FIDE rating report: the header records 012 name, 022\n"
    "city, 032 federation, 042 and 052 dates, 062 players, 072 rated players,\n"
    "082 teams (0), 092 type, 102 chief arbiter, 112 deputies, 122 time control\n"
    "(set them with swisscore new or set), and each 001 line's rank column\n"
    "holds the current place by the event's tie-breaks (new --ruleset), else by\n"
    "the ruleset fide-2026 (xiangqi2011-buchholz or -progressive for the\n"
    "sequential system). Engines and the library need more than FIDE's\n"
    "records: trf16 adds XXR (rounds), XXC (first colour), XXS or BBW/BBD/BBL/\n"
    "BBZ/BBF/BBU (points), XXA (acceleration), XXP (forbidden pairs) and the\n"
    "library's X.. records (doc/trf-extensions.md: XTB tie-breaks, XPS system,\n"
    "XDB/XDG dual-board, XLE/XNE late entries, XAJ adjourned games, XRP, and\n"
    "XLF with XST/XTX/XPA/XBO/XBY/XBK for everything else); trf2026 writes\n"
    "142, 152, 162, 192, 240, 250 and 260 besides. --plain leaves out every\n"
    "record that is not FIDE's, for programs that refuse unknown records.\n"
    "\n"
    "Examples:\n"
    "  swisscore convert open9.trf -o open9.json     TRF to JSON (by the name)\n"
    "  swisscore convert open9.json -o open9.trf     and back\n"
    "  swisscore convert --format json --indent 0 open9.trf   one line on stdout\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE      where to write (default -)\n"
    "  --format FMT           trf2026 (default), trf16 or json; without it an\n"
    "                         output named *.json is JSON. trf16 keeps to TRF16\n"
    "                         plus the extension records named above\n"
    "  --plain                TRF: only FIDE's records (no X.. or BB. lines)\n"
    "  --indent N             JSON: spaces per level, 0 for one line (default 2)\n"
    "  --eol lf|crlf|cr       line ends to write (default lf)\n"
    "  --trust-results        accept stated points that disagree with the\n"
    "                         results; the written file has the results' totals\n"
    "  --encoding NAME        text encoding: auto (default), utf-8,\n"
    "                         latin1 (Windows-1252) or gbk (GB18030)\n"
    "  -h, --help             show this help\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 input rejected, 3 I/O error.\n",
    run_convert,
};
