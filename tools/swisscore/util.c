/* Helpers shared by the commands: messages, options, loading, text width. */
#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---- messages --------------------------------------------------------- */

/* Put the library's message at the end of msg ("file: round 3 does not
 * exist ...") into the chosen language: it follows the start, ": " or "：". */
static void translate_tail(char *msg, size_t cap)
{
    if (!cli_lang_is_zh())
        return;
    for (char *p = msg; *p; p++) {
        int after = p == msg || (p - msg >= 2 && !strncmp(p - 2, ": ", 2)) ||
                    (p - msg >= 3 && !strncmp(p - 3, "：", 3));
        if (!after)
            continue;
        char zh[600];
        const char *t = cli_tr_message(zh, sizeof zh, p);
        if (t != p) {
            snprintf(p, cap - (size_t)(p - msg), "%s", t);
            return;
        }
    }
}

void cli_error(const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    /* The catalogue keeps the same conversions in the same order. */
    vsnprintf(msg, sizeof msg, cli_tr(fmt), ap);
    va_end(ap);
    translate_tail(msg, sizeof msg);
    fprintf(stderr, "swisscore: %s\n", msg);
    cli_answer_error(msg);
}

int cli_usage_error(const char *cmd, const char *fmt, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, cli_tr(fmt), ap);
    va_end(ap);
    translate_tail(msg, sizeof msg);
    fputs("swisscore: ", stderr);
    if (cmd)
        fprintf(stderr, "%s: ", cmd);
    fprintf(stderr, "%s\n", msg);
    cli_answer_error(msg);
    if (cmd)
        fprintf(stderr, cli_tr("Try 'swisscore help %s'.\n"), cmd);
    else
        fputs(cli_tr("Try 'swisscore --help'.\n"), stderr);
    return CLI_EUSAGE;
}

int cli_exit_for_status(int status)
{
    switch (status) {
    case SWC_OK:
        return CLI_OK;
    case SWC_EPARSE:
    case SWC_EINCONSISTENT:
    case SWC_ELIMIT:
    case SWC_ERANGE:
    case SWC_EUNSUPPORTED:
        return CLI_EINPUT;
    case SWC_EIO:
        return CLI_EIO;
    default:
        return CLI_EINTERNAL;
    }
}

/* ---- option parsing ---------------------------------------------------- */

void cli_parser_init(cli_parser *p, int argc, char **argv, const char *cmd)
{
    p->argc = argc;
    p->argv = argv;
    p->index = 1;  /* argv[0] is the command name */
    p->positional_only = 0;
    p->cmd = cmd;
}

static int take_value(cli_parser *p, const char *shown, const char *inline_value,
                      const char **value)
{
    if (inline_value) {
        *value = inline_value;
        return 0;
    }
    if (p->index >= p->argc) {
        cli_usage_error(p->cmd, "option '%s' needs a value", shown);
        return -1;
    }
    *value = p->argv[p->index++];
    return 0;
}

int cli_next(cli_parser *p, const cli_option *opts, const char **value)
{
    *value = NULL;
    if (p->index >= p->argc)
        return CLI_ARG_END;
    const char *a = p->argv[p->index++];

    if (p->positional_only || a[0] != '-' || a[1] == '\0') {
        *value = a;
        return CLI_ARG_POSITIONAL;
    }
    if (strcmp(a, "--") == 0) {
        p->positional_only = 1;
        return cli_next(p, opts, value);
    }
    if (a[1] == '-') {
        const char *name = a + 2;
        const char *eq = strchr(name, '=');
        size_t n = eq ? (size_t)(eq - name) : strlen(name);
        if (n == 4 && strncmp(name, "help", 4) == 0 && !eq)
            return CLI_OPT_HELP;
        for (const cli_option *o = opts; o && o->name; o++) {
            if (strlen(o->name) != n || strncmp(o->name, name, n) != 0)
                continue;
            if (!o->has_arg) {
                if (eq) {
                    cli_usage_error(p->cmd, "option '--%s' takes no value", o->name);
                    return CLI_ARG_ERROR;
                }
                return o->id;
            }
            return take_value(p, a, eq ? eq + 1 : NULL, value) ? CLI_ARG_ERROR : o->id;
        }
        cli_usage_error(p->cmd, "unknown option '%s'", a);
        return CLI_ARG_ERROR;
    }

    /* Short options; bundling flags ("-ab") is not worth its confusion here. */
    if (a[1] == 'h' && a[2] == '\0')
        return CLI_OPT_HELP;
    for (const cli_option *o = opts; o && o->name; o++) {
        if (o->short_name != a[1])
            continue;
        if (!o->has_arg) {
            if (a[2] != '\0')
                break;
            return o->id;
        }
        char shown[3] = { '-', a[1], '\0' };
        return take_value(p, shown, a[2] ? a + 2 : NULL, value) ? CLI_ARG_ERROR : o->id;
    }
    cli_usage_error(p->cmd, "unknown option '%s'", a);
    return CLI_ARG_ERROR;
}

/* ---- loading ------------------------------------------------------------ */

int cli_slurp(char **out, size_t *out_len, const char *path)
{
    int is_stdin = strcmp(path, "-") == 0;
    const char *shown = is_stdin ? "(stdin)" : path;
    FILE *f = is_stdin ? stdin : fopen(path, "rb");
    *out = NULL;
    *out_len = 0;
    if (!f) {
        cli_error("%s: %s", shown, strerror(errno));
        return CLI_EIO;
    }

    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    int code = buf ? CLI_OK : CLI_EINTERNAL;
    while (code == CLI_OK) {
        if (len == cap) {
            /* One byte past the limit is enough to let the reader refuse
             * the file; reading all of a huge file would only waste memory. */
            if (cap > (size_t)SWC_TRF_MAX_SIZE) {
                cli_error("%s: larger than the TRF size limit of %u bytes", shown,
                          (unsigned)SWC_TRF_MAX_SIZE);
                code = CLI_EINPUT;
                break;
            }
            char *bigger = realloc(buf, cap * 2);
            if (!bigger) {
                code = CLI_EINTERNAL;
                break;
            }
            buf = bigger;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                cli_error("%s: %s", shown, strerror(errno));
                code = CLI_EIO;
            }
            break;
        }
    }
    if (!is_stdin)
        fclose(f);
    if (code == CLI_EINTERNAL)
        cli_error("%s: out of memory", shown);
    if (code != CLI_OK) {
        free(buf);
        return code;
    }
    *out = buf;
    *out_len = len;
    return CLI_OK;
}

const char *cli_reader_reason(char *buf, size_t cap, const swc_trf_error *err)
{
    const char *reason = err->message;
    char prefix[32];

    snprintf(prefix, sizeof prefix, "%u:%u: ", (unsigned)err->line, (unsigned)err->column);
    if (strncmp(reason, prefix, strlen(prefix)) == 0)
        reason += strlen(prefix);
    snprintf(buf, cap, "%s", reason);
    char *hint = strstr(buf, " (use SWC_TRF_");
    if (hint)
        *hint = '\0';
    return buf;
}

int cli_report_read_error(const char *path, int status, const swc_trf_error *err)
{
    const char *shown = strcmp(path, "-") == 0 ? "(stdin)" : path;
    char buf[sizeof err->message];

    /* The reader's message starts with "line:column: "; put the file name in
     * front of it the way compilers do. */
    const char *reason = cli_reader_reason(buf, sizeof buf, err);
    if (*reason == '\0')
        reason = swc_strerror(status);
    if (err->line && err->column)
        cli_error("%s:%u:%u: %s", shown, (unsigned)err->line, (unsigned)err->column, reason);
    else if (err->line)
        cli_error("%s:%u: %s", shown, (unsigned)err->line, reason);
    else
        cli_error("%s: %s", shown, reason);
    return status == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
}

int cli_parse_encoding(uint32_t *flags, const char *name)
{
    static const struct {
        const char *name;
        int32_t value;
    } names[] = {
        { "auto", SWC_TRF_ENCODING_AUTO },     { "utf-8", SWC_TRF_ENCODING_UTF8 },
        { "utf8", SWC_TRF_ENCODING_UTF8 },     { "latin1", SWC_TRF_ENCODING_LATIN1 },
        { "latin-1", SWC_TRF_ENCODING_LATIN1 }, { "windows-1252", SWC_TRF_ENCODING_LATIN1 },
        { "cp1252", SWC_TRF_ENCODING_LATIN1 }, { "gbk", SWC_TRF_ENCODING_GBK },
        { "gb18030", SWC_TRF_ENCODING_GBK },
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strcasecmp(names[i].name, name) == 0) {
            *flags = (*flags & ((1u << CLI_ENCODING_SHIFT) - 1)) | ((uint32_t)names[i].value << CLI_ENCODING_SHIFT);
            return 0;
        }
    }
    return -1;
}

/* "file:line:column: warning: ..." for each warning of the read, the way
 * compilers print them. */
static void print_warnings(const char *shown, const swc_tournament *t)
{
    size_t n = swc_tournament_warning_count(t);
    for (size_t i = 0; i < n; i++) {
        swc_trf_warning w = SWC_TRF_WARNING_INIT;
        if (swc_tournament_warning(&w, t, i) != SWC_OK)
            continue;
        char prefix[32];
        char zh[600];
        const char *msg = w.message;
        snprintf(prefix, sizeof prefix, "%u:%u: ", (unsigned)w.line, (unsigned)w.column);
        if (strncmp(msg, prefix, strlen(prefix)) == 0)
            msg += strlen(prefix);
        msg = cli_tr_message(zh, sizeof zh, msg);
        if (w.line && w.column)
            fprintf(stderr, cli_tr("%s:%u:%u: warning: %s\n"), shown, (unsigned)w.line, (unsigned)w.column, msg);
        else if (w.line)
            fprintf(stderr, cli_tr("%s:%u: warning: %s\n"), shown, (unsigned)w.line, msg);
        else
            fprintf(stderr, cli_tr("%s: warning: %s\n"), shown, msg);
    }
}


int cli_is_json(const char *path, const char *text, size_t len)
{
    size_t n = strlen(path);
    if (n > 5 && strcasecmp(path + n - 5, ".json") == 0)
        return 1;
    size_t i = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        i = 3;
    while (i < len && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n'))
        i++;
    /* No TRF record starts with a brace. */
    return i < len && text[i] == '{';
}

int cli_report_json_error(const char *path, int status, const swc_json_error *err)
{
    const char *shown = strcmp(path, "-") == 0 ? "(stdin)" : path;
    const char *reason = err->message;
    char prefix[32];
    snprintf(prefix, sizeof prefix, "%u:%u: ", (unsigned)err->line, (unsigned)err->column);
    if (err->line && strncmp(reason, prefix, strlen(prefix)) == 0)
        reason += strlen(prefix);
    if (*reason == '\0')
        reason = swc_strerror(status);
    if (err->line)
        cli_error("%s:%u:%u: %s", shown, (unsigned)err->line, (unsigned)err->column, reason);
    else
        cli_error("%s: %s", shown, reason);
    return status == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
}

int cli_load_event(swc_tournament **out, const char *path, uint32_t flags, char **out_text, size_t *out_len,
                   int *out_format)
{
    char *text;
    size_t len;
    *out = NULL;
    int code = cli_slurp(&text, &len, path);
    if (code != CLI_OK)
        return code;

    int json = cli_is_json(path, text, len);
    if (out_format)
        *out_format = json ? CLI_EVENT_JSON : CLI_EVENT_TRF;
    if (json) {
        swc_json_error err = SWC_JSON_ERROR_INIT;
        int rc = swc_json_read(out, text, len, NULL, &err);
        if (rc != SWC_OK) {
            free(text);
            return cli_report_json_error(path, rc, &err);
        }
    } else {
        swc_trf_read_options opts = SWC_TRF_READ_OPTIONS_INIT;
        swc_trf_error err = SWC_TRF_ERROR_INIT;
        opts.flags = flags & ((1u << CLI_ENCODING_SHIFT) - 1);
        opts.encoding = (int32_t)(flags >> CLI_ENCODING_SHIFT);
        int rc = swc_trf_read(out, text, len, &opts, &err);
        if (rc != SWC_OK) {
            code = cli_report_read_error(path, rc, &err);
            /* Only a stated-points mismatch carries the reader's hint. */
            if (rc == SWC_EINCONSISTENT && !(flags & SWC_TRF_TRUST_RESULTS) &&
                strstr(err.message, "SWC_TRF_TRUST_RESULTS"))
                fputs(cli_tr("hint: if the results are right and only the stated points are wrong,\n"
                             "      run again with --trust-results to load the file anyway.\n"),
                      stderr);
            free(text);
            return code;
        }
    }
    print_warnings(strcmp(path, "-") == 0 ? "(stdin)" : path, *out);
    if (out_text) {
        *out_text = text;
        *out_len = len;
    } else {
        free(text);
    }
    return CLI_OK;
}

int cli_load(swc_tournament **out, const char *path, uint32_t flags,
             char **out_text, size_t *out_len)
{
    return cli_load_event(out, path, flags, out_text, out_len, NULL);
}

const char *cli_points(char *buf, int32_t tenths)
{
    long v = tenths;
    snprintf(buf, 16, "%s%ld.%ld", v < 0 ? "-" : "", labs(v) / 10, labs(v) % 10);
    return buf;
}

/* ---- writing ------------------------------------------------------------ */

int cli_parse_format(int32_t *out, const char *name)
{
    /* "trf26" is what people type after seeing "TRF-26" in FIDE's text. */
    if (strcmp(name, "trf2026") == 0 || strcmp(name, "trf26") == 0)
        *out = SWC_TRF_2026;
    else if (strcmp(name, "trf16") == 0)
        *out = SWC_TRF_16;
    else
        return -1;
    return 0;
}

int cli_render(char **out, size_t *out_len, swc_tournament *t, int json, const void *opts, const char *what)
{
    size_t need = 0;
    *out = NULL;
    int rc = json ? swc_json_write(&need, NULL, 0, t, opts) : swc_trf_write(&need, NULL, 0, t, opts);
    if (rc != SWC_EBUFSIZE && rc != SWC_OK) {
        cli_error("%s: %s", what, swc_tournament_errmsg(t));
        return cli_exit_for_status(rc);
    }
    char *buf = malloc(need + 1);
    if (!buf) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    rc = json ? swc_json_write(out_len, buf, need + 1, t, opts) : swc_trf_write(out_len, buf, need + 1, t, opts);
    if (rc != SWC_OK) {
        cli_error("%s: %s", what, swc_tournament_errmsg(t));
        free(buf);
        return cli_exit_for_status(rc);
    }
    *out = buf;
    return CLI_OK;
}

/* The library writes into a buffer; stdout is filled from one. */
static int write_stdout(swc_tournament *t, int json, const void *opts)
{
    char *buf;
    size_t len = 0;
    int code = cli_render(&buf, &len, t, json, opts, json ? "cannot write JSON" : "cannot write TRF");
    if (code != CLI_OK)
        return code;
    fwrite(buf, 1, len, stdout);
    free(buf);
    return cli_finish_stdout(CLI_OK);
}

int cli_write_trf(swc_tournament *t, const char *path, const swc_trf_write_options *opts)
{
    if (strcmp(path, "-") == 0)
        return write_stdout(t, 0, opts);
    int rc = swc_trf_write_file(t, path, opts);
    if (rc != SWC_OK) {
        cli_error("%s: %s", path, swc_tournament_errmsg(t));
        return cli_exit_for_status(rc);
    }
    return CLI_OK;
}

int cli_write_trf_report(swc_tournament *t, const char *path, const swc_trf_write_options *opts, uint32_t flags)
{
    if (strcmp(path, "-") == 0) {
        size_t need = 0, len = 0;
        int rc = swc_trf_write_report(&need, NULL, 0, t, opts, flags);
        char *buf = rc == SWC_EBUFSIZE || rc == SWC_OK ? malloc(need + 1) : NULL;
        if (buf)
            rc = swc_trf_write_report(&len, buf, need + 1, t, opts, flags);
        else if (rc == SWC_EBUFSIZE || rc == SWC_OK)
            rc = SWC_ENOMEM;
        if (rc != SWC_OK) {
            cli_error("cannot write TRF: %s", rc == SWC_ENOMEM && !buf ? "out of memory" : swc_tournament_errmsg(t));
            free(buf);
            return cli_exit_for_status(rc);
        }
        fwrite(buf, 1, len, stdout);
        free(buf);
        return cli_finish_stdout(CLI_OK);
    }
    int rc = swc_trf_write_report_file(t, path, opts, flags);
    if (rc != SWC_OK) {
        cli_error("%s: %s", path, swc_tournament_errmsg(t));
        return cli_exit_for_status(rc);
    }
    return CLI_OK;
}

int cli_write_json(swc_tournament *t, const char *path, const swc_json_write_options *opts)
{
    if (strcmp(path, "-") == 0)
        return write_stdout(t, 1, opts);
    int rc = swc_json_write_file(t, path, opts);
    if (rc != SWC_OK) {
        cli_error("%s: %s", path, swc_tournament_errmsg(t));
        return cli_exit_for_status(rc);
    }
    return CLI_OK;
}

int cli_write_event(swc_tournament *t, const char *path, int format)
{
    if (format == CLI_EVENT_JSON) {
        swc_json_write_options opts = SWC_JSON_WRITE_OPTIONS_INIT;
        return cli_write_json(t, path, &opts);
    }
    swc_trf_write_options opts = SWC_TRF_WRITE_OPTIONS_INIT;
    return cli_write_trf(t, path, &opts);
}

/* ---- text width ---------------------------------------------------------- */

typedef struct cp_range {
    uint32_t lo, hi;
} cp_range;

/* Wide and fullwidth blocks of Unicode's East Asian Width property (W, F),
 * enough for Chinese, Japanese and Korean names and the common emoji. */
static const cp_range wide[] = {
    { 0x1100, 0x115F },   { 0x231A, 0x231B },   { 0x2329, 0x232A },   { 0x23E9, 0x23EC },
    { 0x23F0, 0x23F0 },   { 0x23F3, 0x23F3 },   { 0x25FD, 0x25FE },   { 0x2614, 0x2615 },
    { 0x2648, 0x2653 },   { 0x267F, 0x267F },   { 0x2693, 0x2693 },   { 0x26A1, 0x26A1 },
    { 0x26AA, 0x26AB },   { 0x26BD, 0x26BE },   { 0x26C4, 0x26C5 },   { 0x26CE, 0x26CE },
    { 0x26D4, 0x26D4 },   { 0x26EA, 0x26EA },   { 0x26F2, 0x26F3 },   { 0x26F5, 0x26F5 },
    { 0x26FA, 0x26FA },   { 0x26FD, 0x26FD },   { 0x2705, 0x2705 },   { 0x270A, 0x270B },
    { 0x2728, 0x2728 },   { 0x274C, 0x274C },   { 0x274E, 0x274E },   { 0x2753, 0x2755 },
    { 0x2757, 0x2757 },   { 0x2795, 0x2797 },   { 0x27B0, 0x27B0 },   { 0x27BF, 0x27BF },
    { 0x2B1B, 0x2B1C },   { 0x2B50, 0x2B50 },   { 0x2B55, 0x2B55 },   { 0x2E80, 0x303E },
    { 0x3041, 0x33FF },   { 0x3400, 0x4DBF },   { 0x4E00, 0x9FFF },   { 0xA000, 0xA4CF },
    { 0xA960, 0xA97F },   { 0xAC00, 0xD7A3 },   { 0xF900, 0xFAFF },   { 0xFE10, 0xFE19 },
    { 0xFE30, 0xFE6F },   { 0xFF00, 0xFF60 },   { 0xFFE0, 0xFFE6 },   { 0x16FE0, 0x16FE4 },
    { 0x17000, 0x18CFF }, { 0x1B000, 0x1B2FF }, { 0x1F004, 0x1F004 }, { 0x1F0CF, 0x1F0CF },
    { 0x1F18E, 0x1F18E }, { 0x1F191, 0x1F19A }, { 0x1F200, 0x1F251 }, { 0x1F300, 0x1F64F },
    { 0x1F680, 0x1F6FF }, { 0x1F900, 0x1F9FF }, { 0x1FA70, 0x1FAFF }, { 0x20000, 0x2FFFD },
    { 0x30000, 0x3FFFD },
};

/* Zero-width: combining marks, joiners, variation selectors. */
static const cp_range zero[] = {
    { 0x0300, 0x036F }, { 0x0483, 0x0489 }, { 0x0591, 0x05BD }, { 0x0610, 0x061A },
    { 0x064B, 0x065F }, { 0x0E31, 0x0E31 }, { 0x0E34, 0x0E3A }, { 0x0E47, 0x0E4E },
    { 0x1AB0, 0x1AFF }, { 0x1DC0, 0x1DFF }, { 0x200B, 0x200F }, { 0x202A, 0x202E },
    { 0x2060, 0x2064 }, { 0x20D0, 0x20FF }, { 0x302A, 0x302D }, { 0x3099, 0x309A },
    { 0xFE00, 0xFE0F }, { 0xFE20, 0xFE2F }, { 0xFEFF, 0xFEFF }, { 0xE0100, 0xE01EF },
};

static int in_ranges(uint32_t cp, const cp_range *r, size_t n)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cp < r[mid].lo)
            hi = mid;
        else if (cp > r[mid].hi)
            lo = mid + 1;
        else
            return 1;
    }
    return 0;
}

/* Decode one UTF-8 sequence; returns its length, or 0 when it is invalid. */
static size_t decode(const unsigned char *s, uint32_t *cp)
{
    unsigned char c = s[0];
    size_t n;
    uint32_t v, min;
    if (c < 0x80) {
        *cp = c;
        return 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
        n = 2, v = c & 0x1Fu, min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3, v = c & 0x0Fu, min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4, v = c & 0x07u, min = 0x10000;
    } else {
        return 0;
    }
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        v = (v << 6) | (s[i] & 0x3Fu);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
        return 0;
    *cp = v;
    return n;
}

size_t cli_display_width(const char *str)
{
    const unsigned char *s = (const unsigned char *)str;
    size_t width = 0;
    while (*s) {
        uint32_t cp;
        size_t n = decode(s, &cp);
        if (n == 0) {
            width++;  /* shown as one replacement character */
            s++;
            continue;
        }
        s += n;
        if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0) || in_ranges(cp, zero, sizeof zero / sizeof zero[0]))
            continue;
        width += in_ranges(cp, wide, sizeof wide / sizeof wide[0]) ? 2 : 1;
    }
    return width;
}

void cli_print_padded(FILE *f, const char *s, size_t width, int right_align)
{
    size_t w = cli_display_width(s);
    size_t pad = w < width ? width - w : 0;
    if (right_align)
        fprintf(f, "%*s", (int)pad, "");
    fputs(s, f);
    if (!right_align)
        fprintf(f, "%*s", (int)pad, "");
}

int cli_finish_stdout(int code)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        cli_error("cannot write to standard output: %s", strerror(errno));
        return code == CLI_OK ? CLI_EIO : code;
    }
    return code;
}

/* ---- report formats and numbers ---------------------------------------- */

int cli_parse_report_format(int *out, const char *name)
{
    if (strcmp(name, "text") == 0)
        *out = CLI_FMT_TEXT;
    else if (strcmp(name, "tsv") == 0)
        *out = CLI_FMT_TSV;
    else if (strcmp(name, "json") == 0)
        *out = CLI_FMT_JSON;
    else
        return -1;
    return 0;
}

int cli_parse_uint(unsigned long long *out, const char *s, unsigned long long max)
{
    char *end = NULL;
    if (!*s || *s == '-' || *s == '+')
        return -1;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end || v > max)
        return -1;
    *out = v;
    return 0;
}

void cli_json_string(FILE *f, const char *s)
{
    fputc('"', f);
    for (const unsigned char *p = (const unsigned char *)(s ? s : ""); *p; p++) {
        if (*p == '"' || *p == '\\')
            fprintf(f, "\\%c", *p);
        else if (*p < 0x20)
            fprintf(f, "\\u%04x", *p);
        else
            fputc(*p, f);
    }
    fputc('"', f);
}

void cli_json_points(FILE *f, int32_t tenths)
{
    char buf[16];
    fputs(cli_points(buf, tenths), f);
}

const char *cli_kind_word(int32_t kind)
{
    switch (kind) {
    case SWC_RK_PLAYED: return "played";
    case SWC_RK_FORFEIT_WIN: return "forfeit_win";
    case SWC_RK_FORFEIT_LOSS: return "forfeit_loss";
    case SWC_RK_PAB: return "pab";
    case SWC_RK_FULL_BYE: return "full_bye";
    case SWC_RK_HALF_BYE: return "half_bye";
    case SWC_RK_ZERO_BYE: return "zero_bye";
    case SWC_RK_NOT_PAIRED: return "not_paired";
    case SWC_RK_NOT_ENTERED: return "not_entered";
    case SWC_RK_WITHDRAWN: return "withdrawn";
    default: return "none";
    }
}

const char *cli_system_word(int32_t system)
{
    switch (system) {
    case SWC_SYSTEM_DUTCH: return "dutch";
    case SWC_SYSTEM_SEQUENTIAL: return "sequential";
    case SWC_SYSTEM_BERGER: return "berger";
    default: return "unknown";
    }
}

void cli_tsv_cell(FILE *f, const char *s)
{
    for (const char *p = s ? s : ""; *p; p++)
        fputc(*p == '\t' || *p == '\n' || *p == '\r' ? ' ' : *p, f);
}

int cli_parse_unplayed(int32_t *out, const char *name)
{
    if (strcmp(name, "2026") == 0)
        *out = SWC_UNPLAYED_FIDE2026;
    else if (strcmp(name, "2023") == 0)
        *out = SWC_UNPLAYED_FIDE2023;
    else if (strcmp(name, "2009") == 0)
        *out = SWC_UNPLAYED_FIDE2009;
    else if (strcmp(name, "xiangqi2011") == 0 || strcmp(name, "2011") == 0)
        *out = SWC_UNPLAYED_XIANGQI2011;
    else
        return -1;
    return 0;
}

int cli_list_presets(int format, uint32_t count, cli_preset_getter get, int width)
{
    if (format == CLI_FMT_TSV)
        fputs("name\tname_zh\tdescription\n", stdout);
    if (format == CLI_FMT_JSON)
        fputs("[", stdout);
    for (uint32_t i = 0; i < count; i++) {
        cli_preset pi;
        if (get(&pi, i))
            continue;
        if (format == CLI_FMT_TSV) {
            printf("%s\t%s\t%s\n", pi.name, pi.name_zh, pi.description);
        } else if (format == CLI_FMT_JSON) {
            fputs(i ? ",\n {\"name\": " : "\n {\"name\": ", stdout);
            cli_json_string(stdout, pi.name);
            fputs(", \"name_zh\": ", stdout);
            cli_json_string(stdout, pi.name_zh);
            fputs(", \"description\": ", stdout);
            cli_json_string(stdout, pi.description);
            fputs("}", stdout);
        } else {
            printf("%-*s %s\n%*s %s\n", width, pi.name, pi.name_zh, width, "", cli_tr_description(pi.description));
        }
    }
    if (format == CLI_FMT_JSON)
        fputs("\n]\n", stdout);
    return cli_finish_stdout(CLI_OK);
}

const char *cli_criterion_value(char *buf, int64_t v, const swc_criterion_info *ci)
{
    if (v == SWC_TB_UNDEFINED) {
        snprintf(buf, CLI_VALUE_BUF, "-");
        return buf;
    }
    unsigned long long a = v < 0 ? (unsigned long long)(-(v + 1)) + 1u : (unsigned long long)v;
    unsigned long long scale = (unsigned long long)(ci->scale > 0 ? ci->scale : 1);
    if (ci->decimals > 0)
        snprintf(buf, CLI_VALUE_BUF, "%s%llu.%0*llu", v < 0 ? "-" : "", a / scale,
                 ci->decimals > 20 ? 20 : (int)ci->decimals, a % scale);
    else
        snprintf(buf, CLI_VALUE_BUF, "%s%llu", v < 0 ? "-" : "", a);
    return buf;
}

const char *cli_criterion_heading(const swc_criterion_info *ci)
{
    return cli_lang_is_zh() && ci->name_zh && *ci->name_zh ? ci->name_zh : ci->code;
}
