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
    CLI_EINTERNAL = 4, /* out of memory or a library failure */
    CLI_EBUSY = 5      /* another command held the event's lock too long */
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
extern const cli_command cli_cmd_card;
extern const cli_command cli_cmd_generate;
extern const cli_command cli_cmd_stats;
extern const cli_command cli_cmd_quality;
extern const cli_command cli_cmd_standings;
extern const cli_command cli_cmd_prizes;
extern const cli_command cli_cmd_arena;
extern const cli_command cli_cmd_knockout;
extern const cli_command cli_cmd_grades;
extern const cli_command cli_cmd_new;
extern const cli_command cli_cmd_player;
extern const cli_command cli_cmd_result;
extern const cli_command cli_cmd_undo;
extern const cli_command cli_cmd_verify;
extern const cli_command cli_cmd_set;
extern const cli_command cli_cmd_boards;
extern const cli_command cli_cmd_crosstable;
extern const cli_command cli_cmd_site;
extern const cli_command cli_cmd_redo;
extern const cli_command cli_cmd_log;
extern const cli_command cli_cmd_team;
extern const cli_command cli_cmd_lineup;

/* `swisscore --dutch IN.trf -p [OUT]`: the bbpPairings/JaVaFo command line,
 * with bbpPairings' exit codes. argv[0] is the system flag. */
int cli_pair_dropin(int argc, char **argv);
/* The drop-in form's -g: a random tournament from bbpPairings' generator
 * configuration, written as TRF16; returns bbpPairings' exit code. */
int cli_dropin_generate(const char *config, const char *out, const char *seed, int32_t edition);

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

/* ---- --format json of the commands that change an event (answer.c) ----- */

/* Take --format text|json out of argv when argv[1] is such a command; json
 * sends the lines for people to /dev/null until cli_answer_finish(). */
int cli_answer_options(int *argc, char **argv);
/* A change the command made (called for every journal entry it appends). */
void cli_answer_change(const swc_tournament *t, const swc_journal_entry *e);
/* The last message, as the answer's "error" (called by cli_error). */
void cli_answer_error(const char *message);
/* Write the JSON answer for the exit code; returns the exit code. */
int cli_answer_finish(int code);

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

/* The two forms of an event file. */
enum cli_event_format { CLI_EVENT_TRF = 0, CLI_EVENT_JSON = 1 };

/* 1 when a file is a JSON document: named *.json, or its first character
 * (after a byte order mark and blanks) is '{', which no TRF record is. */
int cli_is_json(const char *path, const char *text, size_t len);

/* Report a failed swc_json_read() of `path` ("file: players[3].rating: …"
 * or "file:line:column: reason") and return the exit code. */
int cli_report_json_error(const char *path, int status, const swc_json_error *err);

/*
 * Read an event file, TRF or JSON (see cli_is_json); `flags` are
 * swc_trf_read_flag bits for a TRF. Reports failures (suggesting
 * --trust-results for inconsistent TRF points) and returns the exit code.
 * The text is kept in *out_text when out_text is not NULL; *out_format
 * (may be NULL) receives a cli_event_format.
 */
int cli_load_event(swc_tournament **out, const char *path, uint32_t flags, char **out_text, size_t *out_len,
                   int *out_format);
/* cli_load_event() without the format. */
int cli_load(swc_tournament **out, const char *path, uint32_t flags,
             char **out_text, size_t *out_len);

/* The tournament as TRF (json 0) or JSON (json 1) text in *out (malloc'd),
 * with the writer's options; failures are reported as "WHAT: reason". */
int cli_render(char **out, size_t *out_len, swc_tournament *t, int json, const void *opts, const char *what);

/* A named preset (arena stages, knockout stages) as the lists print it. */
typedef struct cli_preset {
    const char *name, *name_zh, *description;
} cli_preset;
/* Fills *out with preset i; non-zero when there is none. */
typedef int (*cli_preset_getter)(cli_preset *out, uint32_t i);
/* Print `count` presets as text (names padded to `width`), tsv or json. */
int cli_list_presets(int format, uint32_t count, cli_preset_getter get, int width);

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
/* Points in tenths as a JSON number with one decimal (45 -> 4.5, 10 -> 1.0). */
void cli_json_points(FILE *f, int32_t tenths);
/* The word of a swc_round_kind in JSON output, as in the JSON document
 * ("pab", "half_bye", "not_entered"...). */
const char *cli_kind_word(int32_t kind);
/* The word of a swc_pairing_system: "dutch", "sequential", "berger". */
const char *cli_system_word(int32_t system);
/* The name `generate` gives its tournaments, followed by the seed. */
#define CLI_GENERATED_NAME "Random tournament, seed "
/* s (NULL as "") as a TSV cell: tabs and line breaks become blanks. */
void cli_tsv_cell(FILE *f, const char *s);

/* Write a tournament as TRF to `path` ("-" = stdout; a file is replaced
 * only once completely written). Reports failures; returns the exit code. */
int cli_write_trf(swc_tournament *t, const char *path, const swc_trf_write_options *opts);

/* The same as the FIDE rating report (swc_trf_write_report(), flags
 * swc_trf_report_flag bits). */
int cli_write_trf_report(swc_tournament *t, const char *path, const swc_trf_write_options *opts, uint32_t flags);

/* Write a tournament as a JSON document to `path` ("-" = stdout; a file
 * is replaced atomically). Reports failures; returns the exit code. */
int cli_write_json(swc_tournament *t, const char *path, const swc_json_write_options *opts);

/* Write an event file in the given cli_event_format with default options
 * (TRF-2026, LF; JSON indented by 2), replacing it atomically. */
int cli_write_event(swc_tournament *t, const char *path, int format);

/* Points in tenths as text: 45 -> "4.5", -5 -> "-0.5". buf needs 16 bytes. */
const char *cli_points(char *buf, int32_t tenths);
/* Room for a sign, two 20-digit halves, the point and the NUL. */
enum { CLI_VALUE_BUF = 48 };
/* A tie-break value with its criterion's decimals; "-" when undefined. */
const char *cli_criterion_value(char *buf, int64_t v, const swc_criterion_info *ci);
/* A criterion's column heading: its Chinese name under --lang zh, else its code. */
const char *cli_criterion_heading(const swc_criterion_info *ci);

/* ---- text -------------------------------------------------------------- */

/* Columns a UTF-8 string takes on a terminal: East Asian wide and
 * fullwidth characters count 2, combining marks 0, invalid bytes 1. */
size_t cli_display_width(const char *s);
/* Print s padded with spaces to `width` columns (left or right aligned). */
void cli_print_padded(FILE *f, const char *s, size_t width, int right_align);

/* Flush stdout and report a write error (disk full, closed pipe) as CLI_EIO. */
int cli_finish_stdout(int code);

/* ---- event files (event.c, event_json.c) -------------------------------- */

/* An event file is a tournament the arbiter's commands read, change and
 * write back: JSON when its name ends in .json, TRF otherwise. */
int cli_event_is_json(const char *path);
/* Take --lock-wait SECONDS and --by NAME out of argv (before any "--"). */
int cli_event_options(int *argc, char **argv);
/* Take the event's lock for the rest of the process (a command that changes
 * an event calls it before it reads the event), waiting up to --lock-wait,
 * SWISSCORE_LOCK_WAIT or 10 seconds; then remove the temporary files a
 * killed save left. CLI_EBUSY (reported) when the wait ran out. */
int cli_event_lock(const char *path);
/* Who makes the changes: --by NAME, SWISSCORE_ARBITER, else the user's
 * login name ("" when none is known). */
const char *cli_event_author(void);
/* Append e to the event's journal with the time now and the author;
 * reports a refusal (an author the journal cannot keep). */
int cli_journal(swc_tournament *t, swc_journal_entry *e, const char *path);
/* A journal entry in words ("round 2, board 3: ½-½, was 1-0"), in buf. */
void cli_journal_describe(char *buf, size_t cap, const swc_tournament *t, const swc_journal_entry *e);
/* Lock and load an event file; reports failures and returns the exit code. */
int cli_event_load(swc_tournament **out, const char *path);
/* Parse event text (as the file `path` would hold it); reports failures. */
int cli_event_parse(swc_tournament **out, const char *text, size_t len, const char *path);
/* Replace the event file atomically (temporary file, fsync, rename); the
 * old file is intact when this fails or the process dies meanwhile. */
int cli_event_save(swc_tournament *t, const char *path);
/* The same, handing back the event as the file now reads (ids as the
 * file gives them); *out is NULL on failure. */
int cli_event_save_reread(swc_tournament *t, const char *path, swc_tournament **out);
/* Write a new event file; refuses when the file exists. */
int cli_event_create(swc_tournament *t, const char *path);
/* A tournament from JSON document text. */
int cli_json_parse(swc_tournament **out, const char *text, size_t len, const char *path);
/* The event's tie-break rules (SWC_TEXT_TIEBREAKS), NULL when none. */
const char *cli_event_tiebreaks(const swc_tournament *t);
/* 1 for a xiangqi event (red and black): sequential pairing, dual-board,
 * or a xiangqi ruleset. */
int cli_event_is_xiangqi(const swc_tournament *t);

/* ---- team events (cmd_team.c) ------------------------------------------------ */

/* 1 for a team event (boards per match set), with or without teams yet. */
int cli_event_is_team(const swc_tournament *t);
/* The team a typed number, name or short name names; 0 when none. */
uint32_t cli_team_by_name(const swc_tournament *t, const char *s);
/* A team's name ("" when there is no such team). */
const char *cli_team_name(const swc_tournament *t, uint32_t team);
/* The entry (swc_team_match_get index) of match 1, 2 ... of a round, byes
 * not counted; -1 when none. */
int cli_team_match_entry(const swc_tournament *t, uint32_t round, uint32_t match);
/* result EVENT MATCH BOARD RESULT (ops, nops 3): the board of the individual
 * round in *out_board and the result; or MATCH RESULT (nops 2), a whole
 * match, done here (*out_board 0). Reports failures; the exit code. */
int cli_team_result(swc_tournament *t, uint32_t round, const char *const *ops, int nops, const char *path,
                    uint32_t *out_board, int32_t *out_result);

/* ---- the event's own settings (event_fields.c) ---------------------------- */

/* One setting that `new` and `set` take as --OPTION VALUE. */
typedef struct cli_event_field {
    const char *option;  /* long option name */
    const char *arg;     /* what the value is, for the help */
    const char *help;    /* one line for the help */
    /* Set it; a library status, or CLI_FIELD_USAGE after reporting a value
     * the option does not take. */
    int (*apply)(swc_tournament *t, const struct cli_event_field *f, const char *value);
    /* Print the value the event now holds (what `set` confirms). */
    void (*show)(FILE *out, const swc_tournament *t, const struct cli_event_field *f);
    int key;             /* the swc_text_setting or swc_setting it sets */
    int repeatable;      /* values of a repeated option are kept one per line */
} cli_event_field;
#define CLI_FIELD_USAGE (-1000)
#define CLI_MAX_EVENT_FIELDS 32

/* The table, ended by an entry with a NULL option. */
extern const cli_event_field cli_event_fields[];
/* The index of the field with this option name, or -1. */
int cli_event_field_index(const char *option);
/* What a named ruleset asks of SWC_SET_FORFEIT_WITHDRAW; 0 = nothing. */
int32_t cli_ruleset_forfeit_withdraw(const char *ruleset);
size_t cli_event_field_count(void);
/* The table as parser options with ids first_id + index; returns the count. */
size_t cli_event_field_options(cli_option *out, size_t cap, int first_id);

/* The values a command line gave, by table index (NULL: not given). */
typedef struct cli_field_values {
    char *value[CLI_MAX_EVENT_FIELDS];
} cli_field_values;
void cli_field_values_init(cli_field_values *v);
void cli_field_values_free(cli_field_values *v);
/* Keep a value of field k (a repeatable one adds a line); -1 when out of memory. */
int cli_field_values_take(cli_field_values *v, size_t k, const char *value);
/* Set every value given, in table order; reports failures and returns the
 * exit code. */
int cli_field_values_apply(swc_tournament *t, const cli_field_values *v);

/* ---- language (lang.c, lang_zh.c) --------------------------------------- */

typedef struct cli_message {
    const char *en, *zh;
} cli_message;
/* English text -> Chinese, ended by { NULL, NULL }. Formats keep the same
 * conversions in the same order. */
extern const cli_message cli_catalogue_zh[];
/* The same for the tool's refusals and errors (lang_zh_errors.c). */
extern const cli_message cli_errors_zh[];

/* Take --lang zh|en and --pairing-numbers out of argv (before any "--");
 * the language falls back to the locale (LC_ALL, LC_MESSAGES, LANG: zh_*
 * means Chinese). */
int cli_lang_init(int *argc, char **argv);
/*
 * Player numbers people read and type. By default they are ids, which never
 * change (a TRF event keeps them in its XPA ID records, a JSON event in its
 * players). The global option --pairing-numbers (taken out of argv by
 * cli_lang_init) makes them the current pairing numbers (TPN) instead, in
 * every board list, result line, standings and prize table and in the
 * player commands. Machine formats (tsv, json, TRF) keep ids.
 */
int cli_numbers_are_tpn(void);
/* The number shown for the player with this id. */
uint32_t cli_number_of(const swc_tournament *t, uint32_t id);
/* The heading of a column of those numbers: "ID" or "TPN", translated. */
const char *cli_number_head(void);
/* The player a typed number names, NULL when none. */
swc_player *cli_player_of_number(const swc_tournament *t, uint32_t n);
int cli_lang_is_zh(void);
/* The text in the chosen language (the English text when not catalogued). */
const char *cli_tr(const char *en)
#if defined(__GNUC__)
    __attribute__((format_arg(1)))
#endif
    ;
/* The library's messages (swc_tournament_errmsg()) in Chinese, matched
 * with their numbers and names (lang_zh.c). */
extern const cli_message cli_library_zh[];
/* A message of the library in the chosen language: a catalogued one with
 * its numbers and names put back in (in buf), else msg itself. */
const char *cli_tr_message(char *buf, size_t cap, const char *msg);
/* The long help of each command in Chinese, by command name, ended by
 * { NULL, NULL } (lang_zh_help_*.c); the same options as the English. */
extern const cli_message cli_help_event_zh[];
extern const cli_message cli_help_sheets_zh[];
extern const cli_message cli_help_research_zh[];
/* The long help of a command in the chosen language. */
const char *cli_help(const cli_command *c);
/* Descriptions of the library's named rulesets, prize rules, presets and
 * grade tables in Chinese, by their English text (lang_zh_rules.c). */
extern const cli_message cli_rules_zh[];
/* A library description in the chosen language (the English when none). */
const char *cli_tr_description(const char *en);
/* "White"/"Red"/"Black" (白方/红方/黑方) for an event's colour. */
const char *cli_tr_colour(const swc_tournament *t, int colour);
/* A named ruleset as people read it: its Chinese name under --lang zh
 * (方庄象棋积分编排赛); any other text (a cascade) unchanged. */
const char *cli_ruleset_title(const char *name);
/* 1 when every point value of the event is whole (2/1/0 scoring). */
int cli_event_whole_points(const swc_tournament *t);
/* Points for people: whole numbers ("12", not "12.0") under --lang zh in
 * a 2/1/0 event, else cli_points(). buf needs 16 bytes. */
const char *cli_points_shown(char *buf, const swc_tournament *t, int32_t tenths);
/* A result for people: 红胜, 黑胜, 和 under --lang zh in a xiangqi event,
 * else cli_result_text(). */
const char *cli_result_shown(const swc_tournament *t, int32_t result);

/* ---- results (cmd_result.c) ---------------------------------------------- */

/* A result as typed by an arbiter: 1-0 0-1 1/2 ½-½ = +- -+ -- (and a few
 * more spellings); -1 when it is none of them. */
int cli_parse_result(int32_t *out, const char *s);
/* A result as printed: "1-0", "½-½", "+-" ...; "?" for none. */
const char *cli_result_text(int32_t result);

/* ---- sign-up lists (csv.c) ---------------------------------------------- */

enum cli_encoding { CLI_ENC_AUTO, CLI_ENC_UTF8, CLI_ENC_GBK };
/* Add the players of a sign-up CSV to t (all or none). Reports problems as
 * file:line:column and returns the exit code; *out_added is the count.
 * Unless allow_duplicates, a row that repeats a player (same name and
 * birth date as one in the event or an earlier row, or an earlier row's
 * 序号) is refused, and with it the whole list. */
int cli_import_players(swc_tournament *t, const char *path, int encoding, int allow_duplicates,
                       uint32_t *out_added);

/* The same, handing each added player to `hook` with the text of the
 * list's team column (team, 队名, 队伍; "" when absent) and where it
 * stands; a hook that returns an exit code other than CLI_OK stops the
 * import (it reported why). Without a hook the team column is ignored. */
typedef int (*cli_row_hook)(void *ctx, uint32_t player_id, const char *team, uint32_t line, uint32_t col);
int cli_import_rows(swc_tournament *t, const char *path, int encoding, int allow_duplicates, uint32_t *out_added,
                    cli_row_hook hook, void *ctx);

/* The arguments both imports take (import_args.c): LIST.csv
 * [--encoding auto|utf-8|gbk] [--allow-duplicates]. */
typedef struct cli_import_args {
    const char *list;
    int encoding;          /* enum cli_encoding */
    int allow_duplicates;
    int help;              /* -h / --help was asked: print the command's help */
} cli_import_args;
/* An encoding name (auto, utf-8/utf8, gbk/gb18030/gb2312): 0, or -1 unknown. */
int cli_encoding_name(int *out, const char *name);
/* Parse the arguments after the event of `cmd import` ("player", "team");
 * `missing` is the message when no list is given. CLI_OK or CLI_EUSAGE
 * (reported). */
int cli_import_args_parse(cli_import_args *out, int argc, char **argv, const char *cmd, const char *missing);

/* Grade certificate rows (grade_rows.c). */
const char *cli_grade_kind_name(int32_t kind);
void cli_grade_measure(char *buf, size_t cap, int32_t kind, int64_t measure);
int cli_grade_table_info(swc_grade_table_info *out, const char *name);
void cli_grade_row_json(FILE *f, const swc_grade_row *r, int32_t kind);
void cli_prize_grades_print(const swc_prizes *p, uint32_t nsections, int format);
/* Text of the named prize rules (name or Chinese name), or NULL. */
const char *cli_prize_rules_text(const char *name);
/* A whole file as a malloc'd NUL-terminated string; reports failures. */
int cli_read_text(char **out, const char *path);

#endif /* SWISSCORE_CLI_H */
