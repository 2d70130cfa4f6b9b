/*
 * Shared pieces of the swisscore command-line tool.
 *
 * The tool is a client of the public API only (<swisscore/swisscore.h>);
 * it never includes anything from lib/. A command is one cli_command value
 * in its own cmd_*.c file, listed in the table of main.c.
 */
#ifndef SWISSCORE_CLI_H
#define SWISSCORE_CLI_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <swisscore/swisscore.h>

/* Exit codes, documented in `swisscore --help`; scripts rely on them. */
enum cli_exit {
    CLI_OK = 0,
    CLI_EUSAGE = 1,    /* bad command line */
    CLI_EINPUT = 2,    /* input rejected: malformed or inconsistent */
    CLI_EIO = 3,       /* a file could not be read or written */
    CLI_EINTERNAL = 4  /* out of memory or a library failure */
};

typedef struct cli_command {
    const char *name;
    const char *summary;  /* one line for the global help */
    const char *help;     /* full text of `swisscore help NAME` */
    /* argv[0] is the command name; returns a cli_exit code. */
    int (*run)(int argc, char **argv);
} cli_command;

extern const cli_command cli_cmd_info;
extern const cli_command cli_cmd_convert;
extern const cli_command cli_cmd_pair;
extern const cli_command cli_cmd_xiangqi_limit;
extern const cli_command cli_cmd_check;
extern const cli_command cli_cmd_generate;
extern const cli_command cli_cmd_stats;
extern const cli_command cli_cmd_standings;
extern const cli_command cli_cmd_prizes;

/* `swisscore --dutch IN.trf -p [OUT]`: the bbpPairings/JaVaFo command line,
 * with bbpPairings' exit codes. argv[0] is the system flag. */
int cli_pair_dropin(int argc, char **argv);

/* ---- messages --------------------------------------------------------- */

/* "swisscore: <message>" on stderr. */
void cli_error(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
/* Usage error of a command: the message, then a pointer to its help. */
int cli_usage_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Exit code for a library status, for errors that are not the reader's. */
int cli_exit_for_status(int status);

/* ---- option parsing ---------------------------------------------------- */

/* has_arg: 0 = flag, 1 = takes a value ("--x v", "--x=v", "-x v", "-xv"). */
typedef struct cli_option {
    const char *name;  /* long name without dashes */
    char short_name;   /* 0 when none */
    int has_arg;
    int id;            /* > 0, returned by cli_next */
} cli_option;

typedef struct cli_parser {
    int argc;
    char **argv;
    int index;
    int positional_only;  /* after "--" */
    const char *cmd;      /* for messages */
} cli_parser;

#define CLI_OPT_HELP (-100)  /* every command understands -h / --help */
#define CLI_ARG_END (-1)
#define CLI_ARG_ERROR (-2)   /* message already printed */
#define CLI_ARG_POSITIONAL 0

void cli_parser_init(cli_parser *p, int argc, char **argv, const char *cmd);
/* Next option id, CLI_ARG_POSITIONAL (operand in *value), CLI_OPT_HELP,
 * CLI_ARG_END or CLI_ARG_ERROR. A lone "-" is an operand (stdin/stdout). */
int cli_next(cli_parser *p, const cli_option *opts, const char **value);

/* ---- tournaments ------------------------------------------------------- */

/* Read a whole file ("-" = stdin) into a malloc'd buffer. Reports the
 * failure itself and returns CLI_EIO; CLI_EINPUT when larger than the
 * TRF size limit. */
int cli_slurp(char **out, size_t *out_len, const char *path);

/* The reason part of a reader message, without the "line:column: " prefix
 * and without hints about API flags that make no sense on the command line
 * (the tool gives its own). Returns buf. */
const char *cli_reader_reason(char *buf, size_t cap, const swc_trf_error *err);

/* Report a failed swc_trf_read() of `path` ("file:line:column: reason")
 * and return the exit code. */
int cli_report_read_error(const char *path, int status, const swc_trf_error *err);

/* The reader's encoding travels in the bits of cli_load()'s flags above
 * the library's swc_trf_read_flag bits. */
#define CLI_ENCODING_SHIFT 24
/* Set the encoding named ("auto", "utf-8", "latin1", "gbk") in *flags;
 * -1 when unknown. */
int cli_parse_encoding(uint32_t *flags, const char *name);

/* Read a TRF file with the given swc_trf_read_flag bits and encoding;
 * prints the reader's warnings ("file:line:column: warning: ...") and its
 * failure (suggesting --trust-results when only the stated points disagree)
 * and returns the exit code. The text is kept in *out_text when out_text is
 * not NULL. */
int cli_load(swc_tournament **out, const char *path, uint32_t flags,
             char **out_text, size_t *out_len);

/* Output format by name ("trf2026", "trf26", "trf16"); -1 when unknown. */
int cli_parse_format(int32_t *out, const char *name);

/* ---- reports: text, tsv, json ------------------------------------------ */

enum cli_report_format { CLI_FMT_TEXT, CLI_FMT_TSV, CLI_FMT_JSON };
/* "text", "tsv" or "json"; -1 for anything else. */
int cli_parse_report_format(int *out, const char *name);
/* A decimal number without sign in 0..max; -1 when it is not one. */
int cli_parse_uint(unsigned long long *out, const char *s, unsigned long long max);
/* Rule for unplayed games in tie-breaks: "2026", "2023", "2009" or
 * "xiangqi2011" (also "2011"); -1 for anything else. */
int cli_parse_unplayed(int32_t *out, const char *name);
/* s (NULL as "") as a JSON string literal. */
void cli_json_string(FILE *f, const char *s);
/* s (NULL as "") as a TSV cell: tabs and line breaks become blanks. */
void cli_tsv_cell(FILE *f, const char *s);

/* Write a tournament as TRF to `path` ("-" = stdout; a file is replaced
 * only once completely written). Reports failures; returns the exit code. */
int cli_write_trf(swc_tournament *t, const char *path, const swc_trf_write_options *opts);

/* Points in tenths as text: 45 -> "4.5", -5 -> "-0.5". buf needs 16 bytes. */
const char *cli_points(char *buf, int32_t tenths);

/* ---- text -------------------------------------------------------------- */

/* Columns a UTF-8 string takes on a terminal: East Asian wide and
 * fullwidth characters count 2, combining marks 0, invalid bytes 1. */
size_t cli_display_width(const char *s);
/* Print s padded with spaces to `width` columns (left or right aligned). */
void cli_print_padded(FILE *f, const char *s, size_t width, int right_align);

/* Flush stdout and report a write error (disk full, closed pipe) as CLI_EIO. */
int cli_finish_stdout(int code);

#endif /* SWISSCORE_CLI_H */
