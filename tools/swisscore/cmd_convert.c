/* swisscore convert: read a TRF file and write it in a chosen dialect. */
#include "cli.h"

#include <string.h>

enum { OPT_OUTPUT = 1, OPT_FORMAT, OPT_EOL, OPT_TRUST, OPT_ENCODING };

static const cli_option convert_options[] = {
    { "output", 'o', 1, OPT_OUTPUT },
    { "format", 0, 1, OPT_FORMAT },
    { "eol", 0, 1, OPT_EOL },
    { "trust-results", 0, 0, OPT_TRUST },
    { "encoding", 0, 1, OPT_ENCODING },
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
    uint32_t flags = 0;
    int id;

    cli_parser_init(&p, argc, argv, "convert");
    while ((id = cli_next(&p, convert_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_cmd_convert.help, stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_OUTPUT:
            out = value;
            break;
        case OPT_FORMAT:
            if (cli_parse_format(&opts.format, value))
                return cli_usage_error("convert", "unknown format '%s' (trf16 or trf2026)", value);
            break;
        case OPT_EOL:
            if (lookup(&opts.eol, eols, value))
                return cli_usage_error("convert", "unknown line end '%s' (lf, crlf or cr)", value);
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

    code = cli_write_trf(t, out, &opts);
    swc_tournament_free(t);
    return code;
}

const cli_command cli_cmd_convert = {
    "convert",
    "rewrite a TRF file as TRF16 or TRF-2026",
    "Usage: swisscore convert [options] IN.trf [-o OUT.trf]\n"
    "\n"
    "Read a TRF file (TRF16 with engine extensions, or TRF-2026) and write it\n"
    "again in the chosen format. Use - for standard input or output; the\n"
    "output defaults to standard output. A file is replaced only once it is\n"
    "completely written.\n"
    "\n"
    "Options:\n"
    "  -o, --output FILE      where to write (default -)\n"
    "  --format trf2026|trf16 records to use (default trf2026); trf16 keeps to\n"
    "                         TRF16 plus the XXR/XXC/XXS/XXA/XXP extension lines\n"
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
