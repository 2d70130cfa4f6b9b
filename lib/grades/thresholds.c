/*
 * Score-rate thresholds (得分率) of the grading events. The CCA regulation
 * (中国国际象棋协会棋士等级称号条例) sets them and the organiser enters them,
 * one line each: FROM TO RATE, e.g. "十级棋士 八级棋士 75%", "* +1 50%" or
 * "成年组 六级棋士 50%". The document's caps then bound the result.
 */
#include <stdio.h>
#include <string.h>

#include "../core/utf8.h"
#include "gr.h"

const char gr_example_thresholds[] =
    "# EXAMPLE ONLY: this is not the CCA regulation. It shows the format;\n"
    "# enter the score rates of the 中国国际象棋协会棋士等级称号条例 in force.\n"
    "# FROM (current grade, * for any, 成年组 for the adult group)  TO (grade or +N)  RATE\n"
    "*       +1        50%\n"
    "*       +2        75%\n"
    "成年组  六级棋士  50%\n"
    "成年组  五级棋士  60%\n"
    "成年组  四级棋士  70%\n"
    "成年组  三级棋士  80%\n";

void gr_thresholds_free(gr_thresholds *t, const swc_mem *m)
{
    swc_mem_free(m, t->t, t->cap * sizeof *t->t);
    memset(t, 0, sizeof *t);
}

/* Next blank-separated word of line[*i..n). */
static int word(const char *line, size_t n, size_t *i, const char **w, size_t *wl)
{
    while (*i < n && (line[*i] == ' ' || line[*i] == '\t'))
        (*i)++;
    if (*i == n)
        return 0;
    *w = line + *i;
    while (*i < n && line[*i] != ' ' && line[*i] != '\t')
        (*i)++;
    *wl = (size_t)(line + *i - *w);
    return 1;
}

/* "50%", "62.5%" or "0.625"; thousandths. */
static int parse_rate(int32_t *out, const char *s, size_t n)
{
    int pct = n && s[n - 1] == '%';
    if (pct)
        n--;
    long ip = 0, frac = 0, fd = 0;
    size_t i = 0;
    int any = 0;
    while (i < n && s[i] >= '0' && s[i] <= '9' && ip < 100000) {
        ip = ip * 10 + (s[i++] - '0');
        any = 1;
    }
    if (i < n && s[i] == '.') {
        i++;
        while (i < n && s[i] >= '0' && s[i] <= '9' && fd < 4) {
            frac = frac * 10 + (s[i++] - '0');
            fd++;
            any = 1;
        }
    }
    if (!any || i != n)
        return -1;
    /* thousandths, exact or refused */
    long den = 1;
    for (long k = 0; k < fd; k++)
        den *= 10;
    long num = ip * den + frac;
    long mul = pct ? 10 : 1000;
    if ((num * mul) % den)
        return -1;
    long v = num * mul / den;
    if (v < 0 || v > 1000)
        return -1;
    *out = (int32_t)v;
    return 0;
}

/* "LINE:COLUMN: reason"; the column counts characters from 1. */
static int line_fail(char *err, size_t cap, unsigned long line, const char *lp, const char *at, const char *msg)
{
    unsigned long col = lp && at ? (unsigned long)swc_utf8_count(lp, (size_t)(at - lp)) + 1 : 1;
    snprintf(err, cap, "%lu:%lu: %s", line, col, msg);
    return SWC_EPARSE;
}

static int is_adult_word(const char *w, size_t n)
{
    static const char *const words[] = { "成年组", "业余成年组", "成人组", "业余成人组", "adult" };
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        if (strlen(words[i]) == n && !memcmp(words[i], w, n))
            return 1;
    return 0;
}

int gr_thresholds_parse(gr_thresholds *out, const swc_mem *m, const char *text, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    unsigned long lineno = 0;
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) : strlen(p);
        const char *line = p;
        p = e ? e + 1 : p + n;
        lineno++;
        if (n && line[n - 1] == '\r')
            n--;
        const char *hash = memchr(line, '#', n);
        if (hash)
            n = (size_t)(hash - line);
        size_t i = 0;
        const char *w[3];
        size_t wl[3];
        int k = 0;
        while (k < 3 && word(line, n, &i, &w[k], &wl[k]))
            k++;
        const char *extra = NULL;
        size_t el = 0;
        if (k == 0)
            continue;
        if (k < 3 || word(line, n, &i, &extra, &el)) {
            gr_thresholds_free(out, m);
            return line_fail(err, errcap, lineno, line, k < 3 ? line + n : extra, "expected three words: FROM TO RATE");
        }
        gr_threshold t = { 0, 0, 0, 0 };
        if (wl[0] == 1 && w[0][0] == '*')
            t.from = GR_FROM_ANY;
        else if (is_adult_word(w[0], wl[0]))
            t.from = GR_FROM_ADULT;
        else if ((t.from = gr_level_parse(w[0], wl[0])) < 0) {
            gr_thresholds_free(out, m);
            return line_fail(err, errcap, lineno, line, w[0], "FROM is not a grade (e.g. 十级棋士, 无级, *, 成年组)");
        }
        if (wl[1] >= 2 && w[1][0] == '+') {
            int steps = 0;
            for (size_t j = 1; j < wl[1]; j++) {
                if (w[1][j] < '0' || w[1][j] > '9' || steps > 17) {
                    steps = -1;
                    break;
                }
                steps = steps * 10 + (w[1][j] - '0');
            }
            if (steps < 1 || steps > GR_TOP) {
                gr_thresholds_free(out, m);
                return line_fail(err, errcap, lineno, line, w[1], "TO: +N needs N from 1 to 17");
            }
            t.relative = 1;
            t.to = steps;
        } else if ((t.to = gr_level_parse(w[1], wl[1])) <= 0) {
            gr_thresholds_free(out, m);
            return line_fail(err, errcap, lineno, line, w[1], "TO is not a grade (e.g. 八级棋士) or +N");
        }
        if (parse_rate(&t.permille, w[2], wl[2])) {
            gr_thresholds_free(out, m);
            return line_fail(err, errcap, lineno, line, w[2], "RATE must be a score rate such as 50% or 0.625");
        }
        if (swc_mem_reserve(m, (void **)&out->t, &out->cap, out->n + 1, sizeof *out->t)) {
            gr_thresholds_free(out, m);
            snprintf(err, errcap, "out of memory");
            return SWC_ENOMEM;
        }
        out->t[out->n++] = t;
    }
    if (!out->n)
        return line_fail(err, errcap, lineno ? lineno : 1, NULL, NULL, "no thresholds");
    return SWC_OK;
}

static int cap_for(const gr_table *tb, int current)
{
    for (size_t i = 0; i < tb->ncaps; i++)
        if (tb->caps[i].from == current)
            return tb->caps[i].to;
    return -1;
}

int gr_score_rate_grade(const gr_table *tb, const gr_thresholds *th, int current, int adult, int32_t permille,
                        int *cap_out, const char **why)
{
    int cap = adult ? tb->adult_max : cap_for(tb, current);
    *cap_out = cap;
    if (cap < 0) {
        *why = "no grade group of this event for the current grade";
        return -1;
    }
    if (adult && current > GR_LEVEL(4)) {
        *why = "the adult group takes grades up to 四级棋士 only";
        return -1;
    }
    /* rows for this very grade (or the adult group) win over the "*" rows */
    int want = adult ? GR_FROM_ADULT : current;
    int have_exact = 0;
    for (size_t i = 0; i < th->n; i++)
        if (th->t[i].from == want)
            have_exact = 1;
    int best = -1;
    for (size_t i = 0; i < th->n; i++) {
        const gr_threshold *t = &th->t[i];
        if (t->from != (have_exact ? want : GR_FROM_ANY) || permille < t->permille)
            continue;
        int to = t->relative ? current + t->to : t->to;
        if (to > best)
            best = to;
    }
    if (best < 0) {
        *why = "score rate below every threshold";
        return -1;
    }
    if (best > cap)
        best = cap;
    if (adult && best < tb->adult_min) {
        *why = "below the lowest grade the adult group awards";
        return -1;
    }
    if (tb->lowest && best < tb->lowest) {
        *why = tb->lowest == GR_LEVEL(12) ? "below 十二级棋士, the lowest grade the event awards (三级至十二级)"
                                          : "below the lowest grade the event awards";
        return -1;
    }
    if (best <= current) {
        *why = "no grade above the current one";
        return -1;
    }
    return best;
}
