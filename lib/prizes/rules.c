/*
 * The prize rules text format (doc/prizes.md); the named rules, written
 * in the same format, are in named.c.
 *
 * The parser works on its own copy of every text: it cuts the copy into
 * NUL-terminated words in place, and the tables point into it, so parsed
 * rules need no other allocation.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <swisscore/common.h>

#include "../core/utf8.h"
#include "pz.h"

/* ---- parser ------------------------------------------------------------- */

typedef struct parser {
    pz_rules *r;
    char *err;
    size_t errcap;
    const char *where;  /* name of the named rule being read, NULL for the caller's text */
    int line;
    int depth;
    pz_table *cur;
} parser;

static int fail(parser *p, int code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(parser *p, int code, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (p->where)
        snprintf(p->err, p->errcap, "rules '%s' line %d: %s", p->where, p->line, msg);
    else
        snprintf(p->err, p->errcap, "line %d: %s", p->line, msg);
    return code;
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static char *trim(char *s)
{
    while (is_space(*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && is_space(s[n - 1]))
        s[--n] = '\0';
    return s;
}

/* Cut the next word off *s (NUL-terminated in place); NULL at the end. */
static char *word(char **s)
{
    char *a = *s;
    while (is_space(*a))
        a++;
    if (!*a) {
        *s = a;
        return NULL;
    }
    char *b = a;
    while (*b && !is_space(*b))
        b++;
    if (*b)
        *b++ = '\0';
    *s = b;
    return a;
}

static int parse_uint(const char *s, uint32_t max, uint32_t *out)
{
    if (!s || !*s)
        return -1;
    uint64_t v = 0;
    for (const char *q = s; *q; q++) {
        if (*q < '0' || *q > '9')
            return -1;
        v = v * 10 + (uint64_t)(*q - '0');
        if (v > max)
            return -1;
    }
    *out = (uint32_t)v;
    return 0;
}

/* A non-negative amount with at most two decimals, in hundredths. */
static int parse_amount(const char *s, int64_t *out)
{
    if (!s || !*s)
        return -1;
    int64_t v = 0;
    int decimals = -1, digits = 0;
    for (const char *q = s; *q; q++) {
        if (*q == '.' && decimals < 0) {
            decimals = 0;
            continue;
        }
        if (*q < '0' || *q > '9')
            return -1;
        if (decimals >= 0 && ++decimals > 2)
            return -1;
        v = v * 10 + (*q - '0');
        digits++;
        if (v > PZ_AMOUNT_MAX)
            return -1;
    }
    if (!digits)
        return -1;
    for (int k = decimals < 0 ? 0 : decimals; k < 2; k++)
        v *= 10;
    if (v > PZ_AMOUNT_MAX)
        return -1;
    *out = v;
    return 0;
}

/* A list of amounts separated by spaces or commas. */
static int parse_amount_list(parser *p, char *rest, int64_t *out, uint32_t *n, const char *what)
{
    for (char *q = rest; *q; q++)
        if (*q == ',')
            *q = ' ';
    uint32_t k = 0;
    char *w;
    while ((w = word(&rest)) != NULL) {
        if (!strcmp(w, "rest"))
            break;
        /* A*K: the amount A for K places in a row */
        uint32_t times = 1;
        char *star = strchr(w, '*');
        if (star) {
            *star = '\0';
            if (parse_uint(star + 1, PZ_MAX_AMOUNTS, &times) || !times)
                return fail(p, SWC_EPARSE, "'%s*%s': the repeat count must be 1 to %d", w, star + 1, PZ_MAX_AMOUNTS);
        }
        int64_t v;
        if (parse_amount(w, &v))
            return fail(p, SWC_EPARSE, "'%s' is not an amount (digits, at most two decimals)", w);
        if (times > PZ_MAX_AMOUNTS - k)
            return fail(p, SWC_ELIMIT, "more than %d %s", PZ_MAX_AMOUNTS, what);
        while (times--)
            out[k++] = v;
    }
    if (!k)
        return fail(p, SWC_EPARSE, "no %s given", what);
    *n = k;
    return SWC_OK;
}

static int parse_range(parser *p, char *s, pz_clause *c)
{
    s = trim(s);
    c->lo = 0;
    c->hi = UINT32_MAX;
    if (!strcmp(s, "*"))
        return SWC_OK;
    char *dash = strchr(s, '-');
    if (!dash) {
        if (parse_uint(s, 99999, &c->lo))
            return fail(p, SWC_EPARSE, "bad range '%s' (A-B, A-, -B or A)", s);
        c->hi = c->lo;
        return SWC_OK;
    }
    *dash = '\0';
    char *a = trim(s), *b = trim(dash + 1);
    if (*a && parse_uint(a, 99999, &c->lo))
        return fail(p, SWC_EPARSE, "bad range start '%s'", a);
    if (*b && parse_uint(b, 99999, &c->hi))
        return fail(p, SWC_EPARSE, "bad range end '%s'", b);
    if (!*a && !*b)
        return fail(p, SWC_EPARSE, "empty range");
    if (c->lo > c->hi)
        return fail(p, SWC_EPARSE, "range %lu-%lu is empty", (unsigned long)c->lo, (unsigned long)c->hi);
    return SWC_OK;
}

static int parse_count(parser *p, pz_table *t, char *rest)
{
    uint32_t n = 0;
    char *clause = rest;
    while (clause) {
        char *semi = strchr(clause, ';');
        if (semi)
            *semi = '\0';
        char *body = trim(clause);
        clause = semi ? semi + 1 : NULL;
        if (!*body) {
            if (clause || n == 0)
                return fail(p, SWC_EPARSE, "empty clause in count");
            break;
        }
        if (n >= PZ_MAX_CLAUSES)
            return fail(p, SWC_ELIMIT, "more than %d count clauses", PZ_MAX_CLAUSES);
        pz_clause *c = &t->clauses[n];
        memset(c, 0, sizeof *c);
        c->hi = UINT32_MAX;
        char *colon = strchr(body, ':');
        if (colon) {
            *colon = '\0';
            int rc = parse_range(p, body, c);
            if (rc)
                return rc;
            body = colon + 1;
        }
        char *w = word(&body);
        if (!w)
            return fail(p, SWC_EPARSE, "count clause without a number of places");
        if (!strcmp(w, "all")) {
            c->expr = PZ_EXPR_ALL;
        } else if (w[0] == 'n' && w[1] == '/') {
            c->expr = PZ_EXPR_DIV;
            if (parse_uint(w + 2, 9999, &c->k) || c->k == 0)
                return fail(p, SWC_EPARSE, "bad divisor in '%s'", w);
        } else {
            c->expr = PZ_EXPR_CONST;
            if (parse_uint(w, 9999, &c->k))
                return fail(p, SWC_EPARSE, "'%s' is not a count (all, a number or n/K)", w);
        }
        while ((w = word(&body)) != NULL) {
            char *v = word(&body);
            uint32_t x;
            if (!v || parse_uint(v, 9999, &x))
                return fail(p, SWC_EPARSE, "'%s' needs a number", w);
            if (!strcmp(w, "min"))
                c->min = x;
            else if (!strcmp(w, "max"))
                c->max = x;
            else
                return fail(p, SWC_EPARSE, "unknown word '%s' in count (min, max)", w);
        }
        if (c->max && c->min > c->max)
            return fail(p, SWC_EPARSE, "min above max in count");
        n++;
    }
    t->nclauses = n;
    return SWC_OK;
}

static pz_table *find_table(pz_rules *r, const char *name)
{
    for (uint32_t k = 0; k < r->ntables; k++)
        if (!strcmp(r->tables[k].name, name))
            return &r->tables[k];
    return NULL;
}

static int parse_text(parser *p, const char *text, const char *where);

static int start_table(parser *p, int kind, char *rest)
{
    char *name = word(&rest);
    if (!name)
        return fail(p, SWC_EPARSE, "a table needs a name");
    char *title = trim(rest);
    pz_table *t = find_table(p->r, name);
    if (t) {
        if (t->kind != kind)
            return fail(p, SWC_EPARSE, "table '%s' exists with another kind", name);
    } else {
        if (p->r->ntables >= PZ_MAX_TABLES)
            return fail(p, SWC_ELIMIT, "more than %d tables", PZ_MAX_TABLES);
        t = &p->r->tables[p->r->ntables++];
        memset(t, 0, sizeof *t);
        t->kind = kind;
        t->name = name;
        t->title = "";
        t->rounding = 1;
        t->line = p->line;
        t->team_tag = "team";
        t->team_men = t->team_women = -1;
    }
    if (*title)
        t->title = title;
    p->cur = t;
    return SWC_OK;
}

static int table_line(parser *p, const char *key, char *rest)
{
    pz_table *t = p->cur;
    int team = t->kind == PZ_TEAMS;
    char *w;
    uint32_t x;
    if (!strcmp(key, "section")) {
        w = word(&rest);
        if (w && !strcmp(w, "all")) {
            t->section = PZ_SECTION_ALL;
        } else if (w && !strcmp(w, "own-group")) {
            t->section = PZ_SECTION_OWN;
        } else if (w && !strcmp(w, "each-group")) {
            t->section = PZ_SECTION_EACH;
        } else if (w && !strcmp(w, "group")) {
            char *g = trim(rest);
            if (!*g)
                return fail(p, SWC_EPARSE, "'section group' needs a group name");
            t->section = PZ_SECTION_GROUP;
            t->group = g;
            return SWC_OK;
        } else {
            return fail(p, SWC_EPARSE, "section is all, each-group, group NAME or own-group");
        }
    } else if (!strcmp(key, "only")) {
        w = word(&rest);
        if (w && (!strcmp(w, "women") || !strcmp(w, "men"))) {
            t->sex = !strcmp(w, "women") ? PZ_SEX_WOMEN : PZ_SEX_MEN;
            char *v = word(&rest);
            if (v) {
                char *m = word(&rest);
                if (strcmp(v, "within") || !m || parse_uint(m, 99999, &t->within) || !t->within)
                    return fail(p, SWC_EPARSE, "'only %s' takes 'within M' (M from 1)", w);
            }
        } else if (w && !strcmp(w, "rating-below") && !team) {
            char *v = word(&rest);
            if (!v || parse_uint(v, 10000, &x) || !x)
                return fail(p, SWC_EPARSE, "rating-below needs a rating from 1 to 10000");
            t->rating_below = (int32_t)x;
        } else if (w && !strcmp(w, "finished") && !team) {
            char *v = word(&rest);
            if (!v)
                t->finished = PZ_FINISHED_PRESENT;
            else if (!strcmp(v, "otb"))
                t->finished = PZ_FINISHED_OTB;
            else
                return fail(p, SWC_EPARSE, "'only finished' takes nothing or otb");
        } else if (w && !strcmp(w, "conduct-above") && !team) {
            char *v = word(&rest);
            int neg = v && v[0] == '-';
            if (!v || parse_uint(v + neg, 9999, &x))
                return fail(p, SWC_EPARSE, "conduct-above needs a whole number from -9999 to 9999");
            t->has_conduct = 1;
            t->conduct_above = neg ? -(int32_t)x : (int32_t)x;
        } else if (w && !strcmp(w, "cn-title-at-most") && !team) {
            char *v = word(&rest);
            int rank = pz_title_rank(v);
            if (rank <= PZ_TITLE_NONE_GRADE || rank > PZ_TITLE_GRADE_1)
                return fail(p, SWC_EPARSE, "cn-title-at-most needs a grade, 十五级棋士 to 一级棋士");
            t->cn_at_most = rank;
        } else if (w && !strcmp(w, "members") && !team) {
            char *v = word(&rest);
            if (!v)
                t->members = PZ_MEMBERS_SKIP;
            else if (!strcmp(v, "keep-places"))
                t->members = PZ_MEMBERS_KEEP;
            else
                return fail(p, SWC_EPARSE, "'only members' takes nothing or keep-places");
        } else {
            return fail(p, SWC_EPARSE, team ? "only women or only men"
                                            : "only women, men, rating-below R, members, finished, "
                                              "conduct-above N or cn-title-at-most GRADE");
        }
    } else if (team) {
        if (!strcmp(key, "by")) {
            w = word(&rest);
            if (w && !strcmp(w, "federation")) {
                t->team_by = PZ_BY_FEDERATION;
            } else if (w && !strcmp(w, "event-team")) {
                t->team_by = PZ_BY_EVENT_TEAM;
            } else if (w && !strcmp(w, "tag")) {
                char *k = word(&rest);
                if (!k || strchr(k, '=') || strchr(k, ','))
                    return fail(p, SWC_EPARSE, "'by tag' needs a tag key");
                t->team_by = PZ_BY_TAG;
                t->team_tag = k;
            } else {
                return fail(p, SWC_EPARSE, "by federation, by tag KEY or by event-team");
            }
        } else if (!strcmp(key, "amounts")) {
            int rc = parse_amount_list(p, rest, t->amounts, &t->namounts, "amounts");
            if (rc)
                return rc;
            t->has_amounts = 1;
            return SWC_OK;
        } else if (!strcmp(key, "member-places")) {
            w = word(&rest);
            if (w && !strcmp(w, "own-list"))
                t->own_list = 1;
            else if (w && !strcmp(w, "section"))
                t->own_list = 0;
            else
                return fail(p, SWC_EPARSE, "member-places own-list or member-places section");
        } else if (!strcmp(key, "members") || !strcmp(key, "men") || !strcmp(key, "women")) {
            int size = !strcmp(key, "members");
            w = word(&rest);
            if (!w || parse_uint(w, 9999, &x) || (size && !x))
                return fail(p, SWC_EPARSE, "%s needs a number%s", key, size ? " from 1" : "");
            if (size)
                t->team_size = x;
            else if (!strcmp(key, "men"))
                t->team_men = (int32_t)x;
            else
                t->team_women = (int32_t)x;
        } else if (!strcmp(key, "best")) {
            w = word(&rest);
            if (!w || parse_uint(w, 9999, &t->best) || !t->best)
                return fail(p, SWC_EPARSE, "best needs a number from 1");
        } else if (!strcmp(key, "score")) {
            w = word(&rest);
            if (w && !strcmp(w, "places")) {
                t->score_points = 0;
            } else if (w && !strcmp(w, "points")) {
                t->score_points = 1;
                char *r = strstr(rest, "rest");
                if (r)
                    *r = '\0';
                int rc = parse_amount_list(p, rest, t->place_points, &t->npoints, "placement points");
                if (rc)
                    return rc;
                t->rest_points = 0;
                if (r) {
                    char *q = r + 4;
                    char *v = word(&q);
                    if (!v || parse_amount(v, &t->rest_points) || word(&q))
                        return fail(p, SWC_EPARSE, "'rest' needs one number");
                }
                return SWC_OK;
            } else {
                return fail(p, SWC_EPARSE, "score places or score points P1 P2 ... [rest R]");
            }
        } else {
            return fail(p, SWC_EPARSE, "unknown team setting '%s'", key);
        }
    } else if (!strcmp(key, "min-entrants")) {
        w = word(&rest);
        if (!w || parse_uint(w, 99999, &t->min_entrants))
            return fail(p, SWC_EPARSE, "min-entrants needs a number");
    } else if (!strcmp(key, "amounts")) {
        int rc = parse_amount_list(p, rest, t->amounts, &t->namounts, "amounts");
        if (rc)
            return rc;
        t->has_amounts = 1;
        return SWC_OK;
    } else if (!strcmp(key, "places")) {
        w = word(&rest);
        if (!w || parse_uint(w, PZ_MAX_AMOUNTS, &t->places) || !t->places)
            return fail(p, SWC_EPARSE, "places needs a number from 1 to %d", PZ_MAX_AMOUNTS);
    } else if (!strcmp(key, "count")) {
        return parse_count(p, t, rest);
    } else if (!strcmp(key, "ties")) {
        w = word(&rest);
        if (w && !strcmp(w, "share"))
            t->ties_order = PZ_TIES_SHARE;
        else if (w && !strcmp(w, "order"))
            t->ties_order = PZ_TIES_ORDER;
        else if (w && !strcmp(w, "each"))
            t->ties_order = PZ_TIES_EACH;
        else
            return fail(p, SWC_EPARSE, "ties share, ties order or ties each");
    } else if (!strcmp(key, "exclusive")) {
        w = word(&rest);
        if (!w)
            return fail(p, SWC_EPARSE, "exclusive needs a key");
        t->exclusive = w;
    } else if (!strcmp(key, "topup")) {
        w = word(&rest);
        if (!w || parse_amount(w, &t->topup) || !t->topup)
            return fail(p, SWC_EPARSE, "topup needs a positive amount");
    } else if (!strcmp(key, "unrated")) {
        w = word(&rest);
        if (w && !strcmp(w, "in"))
            t->unrated_out = 0;
        else if (w && !strcmp(w, "out"))
            t->unrated_out = 1;
        else
            return fail(p, SWC_EPARSE, "unrated in or unrated out");
    } else if (!strcmp(key, "entrant-sexes")) {
        w = word(&rest);
        if (!w || strlen(w) >= sizeof t->entrant_sexes || strspn(w, "mw?") != strlen(w))
            return fail(p, SWC_EPARSE, "entrant-sexes needs 1 to 7 letters m, w or ? (one per member)");
        memcpy(t->entrant_sexes, w, strlen(w) + 1);
    } else if (!strcmp(key, "everyone")) {
        t->everyone = 1;
    } else if (!strcmp(key, "bounty")) {
        /* bounty AMOUNT [cap AMOUNT] against TITLE */
        w = word(&rest);
        if (!w || parse_amount(w, &t->per_win) || !t->per_win)
            return fail(p, SWC_EPARSE, "bounty needs a positive amount per game won");
        t->cap = 0;
        t->beaten_at_least = 0;
        while ((w = word(&rest)) != NULL) {
            char *v = word(&rest);
            if (!strcmp(w, "cap") && v && !parse_amount(v, &t->cap) && t->cap)
                continue;
            if (!strcmp(w, "against") && v && pz_title_rank(v) > 0) {
                t->beaten_at_least = pz_title_rank(v);
                continue;
            }
            return fail(p, SWC_EPARSE, "bounty AMOUNT [cap AMOUNT] against TITLE (a title such as 棋协大师)");
        }
        if (!t->beaten_at_least)
            return fail(p, SWC_EPARSE, "bounty needs 'against TITLE'");
    } else if (!strcmp(key, "rounding")) {
        w = word(&rest);
        if (!w || parse_amount(w, &t->rounding) || !t->rounding)
            return fail(p, SWC_EPARSE, "rounding needs a positive amount (0.01 = to the cent)");
    } else {
        return fail(p, SWC_EPARSE, "unknown setting '%s'", key);
    }
    if (word(&rest))
        return fail(p, SWC_EPARSE, "too many words after '%s'", key);
    return SWC_OK;
}

/* grades TABLE [by-sex] [played] [last-band-capped], or grades none */
static int grades_line(parser *p, char *rest)
{
    char *w = word(&rest);
    pz_rules *r = p->r;
    r->grade_table = strcmp(w, "none") ? w : NULL;
    r->grade_by_sex = r->grade_played = r->grade_last_capped = 0;
    while ((w = word(&rest)) != NULL) {
        if (!strcmp(w, "by-sex") && r->grade_table)
            r->grade_by_sex = 1;
        else if (!strcmp(w, "played") && r->grade_table)
            r->grade_played = 1;
        else if (!strcmp(w, "last-band-capped") && r->grade_table)
            r->grade_last_capped = 1;
        else
            return fail(p, SWC_EPARSE, "grades: unexpected '%s' (by-sex, played, last-band-capped)", w);
    }
    return SWC_OK;
}

/* disqualify missed N [annul] (两轮未参加比赛，取消比赛资格，成绩作废), or
 * disqualify none */
static int disqualify_line(parser *p, char *rest)
{
    char *w = word(&rest);
    uint32_t n = 0;
    int annul = 0;
    if (!strcmp(w, "none"))
        n = 0;
    else if (strcmp(w, "missed") || !(w = word(&rest)) || parse_uint(w, 999, &n) || !n)
        return fail(p, SWC_EPARSE, "disqualify takes 'missed N [annul]' (N from 1) or 'none'");
    if (n && (w = word(&rest)) != NULL) {
        if (strcmp(w, "annul"))
            return fail(p, SWC_EPARSE, "disqualify missed N: unexpected '%s' (annul)", w);
        annul = 1;
    }
    if (word(&rest))
        return fail(p, SWC_EPARSE, "too many words after 'disqualify'");
    p->r->disqualify_missed = n;
    p->r->disqualify_annul = annul;
    return SWC_OK;
}

static int top_line(parser *p, const char *key, char *rest)
{
    if (!strcmp(key, "prizes"))
        return start_table(p, PZ_CASH, rest);
    if (!strcmp(key, "points"))
        return start_table(p, PZ_POINTS, rest);
    if (!strcmp(key, "teams"))
        return start_table(p, PZ_TEAMS, rest);
    char *v = trim(rest);
    if (!strcmp(key, "use")) {
        const pz_named *nr = pz_named_find(v);
        if (!nr)
            return fail(p, SWC_ENOTFOUND, "no named rules '%s'", v);
        if (p->depth >= 4)
            return fail(p, SWC_ELIMIT, "rules used too deeply");
        p->cur = NULL;
        parser sub = *p;
        sub.depth++;
        /* the name and title of the text that uses a rule are its own */
        const char *name = p->r->name, *title = p->r->title;
        int rc = parse_text(&sub, nr->text, nr->name);
        if (name)
            p->r->name = name;
        if (title)
            p->r->title = title;
        p->cur = NULL;
        return rc;
    }
    if (!*v)
        return fail(p, SWC_EPARSE, "'%s' needs a value", key);
    if (!strcmp(key, "grades"))
        return grades_line(p, v);
    if (!strcmp(key, "disqualify"))
        return disqualify_line(p, v);
    if (!strcmp(key, "name"))
        p->r->name = v;
    else if (!strcmp(key, "title"))
        p->r->title = v;
    else if (!strcmp(key, "ruleset")) {
        p->r->ruleset = v;
        p->r->tiebreaks = NULL;
    } else if (!strcmp(key, "tiebreaks")) {
        p->r->tiebreaks = v;
        p->r->ruleset = NULL;
    } else if (!strcmp(key, "currency"))
        p->r->currency = v;
    else
        return fail(p, SWC_EPARSE, "unknown statement '%s'", key);
    return SWC_OK;
}

static int is_table_key(const char *k)
{
    return strcmp(k, "prizes") && strcmp(k, "points") && strcmp(k, "teams") && strcmp(k, "use") &&
           strcmp(k, "name") && strcmp(k, "title") && strcmp(k, "ruleset") && strcmp(k, "tiebreaks") &&
           strcmp(k, "currency") && strcmp(k, "grades") && strcmp(k, "disqualify");
}

static int parse_text(parser *p, const char *text, const char *where)
{
    pz_rules *r = p->r;
    if (r->ntexts >= PZ_MAX_TEXTS)
        return fail(p, SWC_ELIMIT, "too many rules used");
    size_t len = strlen(text);
    if (!swc_utf8_valid(text, len)) {
        size_t ok = swc_utf8_valid_prefix(text, len);
        p->line = 1;
        for (size_t k = 0; k < ok; k++)
            p->line += text[k] == '\n';
        return fail(p, SWC_EPARSE, "invalid UTF-8");
    }
    char *buf = swc_mem_alloc(r->mem, len + 1);
    if (!buf)
        return fail(p, SWC_ENOMEM, "out of memory");
    memcpy(buf, text, len + 1);
    r->texts[r->ntexts] = buf;
    r->text_sizes[r->ntexts] = len + 1;
    r->ntexts++;
    p->where = where;
    p->line = 0;
    p->cur = NULL;
    char *s = buf;
    while (s) {
        char *nl = strchr(s, '\n');
        if (nl)
            *nl = '\0';
        char *line = s;
        s = nl ? nl + 1 : NULL;
        p->line++;
        if (strlen(line) > 4096)
            return fail(p, SWC_EPARSE, "line too long");
        for (char *q = line; *q; q++) {
            if (*q == '#' && (q == line || is_space(q[-1]))) {
                *q = '\0';
                break;
            }
        }
        line = trim(line);
        if (!*line)
            continue;
        char *rest = line;
        char *key = word(&rest);
        int rc;
        if (p->cur && is_table_key(key))
            rc = table_line(p, key, rest);
        else if (!is_table_key(key))
            rc = top_line(p, key, rest);
        else
            rc = fail(p, SWC_EPARSE, "'%s' outside a table (start one with prizes, points or teams)", key);
        if (rc)
            return rc;
    }
    return SWC_OK;
}

static int check_tables(parser *p)
{
    for (uint32_t k = 0; k < p->r->ntables; k++) {
        const pz_table *t = &p->r->tables[k];
        p->line = t->line;
        if (t->kind == PZ_TEAMS) {
            if (t->score_points && !t->npoints)
                return fail(p, SWC_EPARSE, "team table '%s' has no placement points", t->name);
            if (t->section == PZ_SECTION_EACH)
                return fail(p, SWC_EPARSE, "team table '%s': each-group is for prize tables", t->name);
            continue;
        }
        if (t->section == PZ_SECTION_OWN)
            return fail(p, SWC_EPARSE, "table '%s': own-group is for team tables", t->name);
        if (t->per_win && (t->has_amounts || t->places || t->nclauses || t->topup || t->everyone))
            return fail(p, SWC_EPARSE, "table '%s': a bounty has no amounts, places, count, top-up or everyone",
                        t->name);
        if (t->everyone && (t->places || t->nclauses || t->topup || t->namounts > 1))
            return fail(p, SWC_EPARSE, "table '%s': everyone takes at most one amount and no places or count",
                        t->name);
        if (t->per_win || t->everyone)
            continue;
        if (t->kind == PZ_POINTS && !t->has_amounts)
            return fail(p, SWC_EPARSE, "points table '%s' needs amounts (the points of each place)", t->name);
        if (t->has_amounts || t->places || t->topup)
            continue;
        if (t->nclauses == 0)
            return fail(p, SWC_EPARSE, "table '%s' needs amounts, places or a count", t->name);
        for (uint32_t c = 0; c < t->nclauses; c++)
            if (t->clauses[c].expr == PZ_EXPR_ALL)
                return fail(p, SWC_EPARSE, "table '%s': count 'all' needs amounts or places", t->name);
    }
    return SWC_OK;
}

void pz_rules_free(pz_rules *r)
{
    if (!r || !r->mem)
        return;
    for (int k = 0; k < r->ntexts; k++)
        swc_mem_free(r->mem, r->texts[k], r->text_sizes[k]);
    swc_mem_free(r->mem, r->tables, PZ_MAX_TABLES * sizeof *r->tables);
    memset(r, 0, sizeof *r);
}

int pz_parse(pz_rules *out, const swc_mem *mem, const char *text, char *err, size_t errcap)
{
    memset(out, 0, sizeof *out);
    out->mem = mem;
    if (err && errcap)
        err[0] = '\0';
    char dummy[8];
    parser p = { out, err ? err : dummy, err ? errcap : sizeof dummy, NULL, 0, 0, NULL };
    out->tables = swc_mem_calloc(mem, PZ_MAX_TABLES, sizeof *out->tables);
    if (!out->tables) {
        snprintf(p.err, p.errcap, "out of memory");
        out->mem = NULL;
        return SWC_ENOMEM;
    }
    int rc = parse_text(&p, text, NULL);
    if (!rc) {
        p.where = NULL;
        rc = check_tables(&p);
    }
    if (!rc && out->ntables == 0) {
        snprintf(p.err, p.errcap, "no tables (prizes, points or teams)");
        rc = SWC_EPARSE;
    }
    if (rc)
        pz_rules_free(out);
    return rc;
}
