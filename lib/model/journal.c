/*
 * The event's journal (journal.h): entries appended in order, each with
 * copies of its texts, and the UTC time text both file formats use.
 */
#include <string.h>

#include "../core/utf8.h"
#include "model.h"

/* Index by kind; the words of both file formats. */
static const char *const kind_words[] = {
    NULL,           "created",         "result",        "player_added", "players_imported", "player_withdrawn",
    "player_absent", "round_paired",   "round_removed", "undo",         "redo",             "note",
    "team_match",   "lineup",
};
#define NKINDS ((int)(sizeof kind_words / sizeof kind_words[0]))

const char *swc_journal_kind_name(int kind)
{
    return kind > 0 && kind < NKINDS ? kind_words[kind] : NULL;
}

int swc_journal_kind_of(const char *word, size_t n)
{
    for (int k = 1; k < NKINDS; k++)
        if (strlen(kind_words[k]) == n && memcmp(kind_words[k], word, n) == 0)
            return k;
    return 0;
}

/* ---- time ------------------------------------------------------------------- */

/* Days since 1970-01-01 of a date of the proleptic Gregorian calendar
 * (eras of 400 years, years starting in March so that leap days come last). */
static int64_t days_from_civil(int64_t y, int m, int d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, int *m, int *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

void swc_journal_time_text(char *buf, int64_t time)
{
    int64_t y;
    int m, d;
    civil_from_days(time / 86400, &y, &m, &d);
    unsigned s = (unsigned)(time % 86400);
    /* Written digit by digit: every field has its width within the range. */
    unsigned v[6] = { (unsigned)y % 10000u, (unsigned)m % 100u, (unsigned)d % 100u, s / 3600, s / 60 % 60, s % 60 };
    static const char seps[6] = { '-', '-', 'T', ':', ':', 'Z' };
    char *p = buf;
    for (int i = 0; i < 6; i++) {
        if (i == 0) {
            *p++ = (char)('0' + v[0] / 1000);
            *p++ = (char)('0' + v[0] / 100 % 10);
        }
        *p++ = (char)('0' + v[i] / 10 % 10);
        *p++ = (char)('0' + v[i] % 10);
        *p++ = seps[i];
    }
    *p = '\0';
}

int swc_journal_format_time(char *buf, size_t cap, int64_t time)
{
    if (!buf)
        return SWC_EINVAL;
    if (time < 0 || time > SWC_JOURNAL_TIME_MAX)
        return SWC_ERANGE;
    if (cap < 21)
        return SWC_EBUFSIZE;
    swc_journal_time_text(buf, time);
    return SWC_OK;
}

static int digits(const char *s, size_t n, int *out)
{
    int v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 1;
}

int swc_journal_time_parse(int64_t *out, const char *s, size_t n)
{
    int y, mo, d, h, mi, se;
    if (n != 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != 'Z')
        return 0;
    if (!digits(s, 4, &y) || !digits(s + 5, 2, &mo) || !digits(s + 8, 2, &d) || !digits(s + 11, 2, &h) ||
        !digits(s + 14, 2, &mi) || !digits(s + 17, 2, &se))
        return 0;
    static const int mdays[] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    int leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] || (mo == 2 && d == 29 && !leap) || h > 23 ||
        mi > 59 || se > 59)
        return 0;
    *out = days_from_civil(y, mo, d) * 86400 + h * 3600 + mi * 60 + se;
    return 1;
}

/* ---- entries ------------------------------------------------------------------ */

static int check_text(swc_tournament *t, const char *what, const char *s, size_t max, int one_line)
{
    if (!s)
        return SWC_OK;
    size_t n = strlen(s);
    if (n > max)
        return swc_fail(t, SWC_ELIMIT, "journal: the %s is longer than %lu bytes", what, (unsigned long)max);
    if (!swc_utf8_valid(s, n))
        return swc_fail(t, SWC_EINVAL, "journal: the %s is not UTF-8", what);
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if ((c < 0x20 && (one_line || c != '\n')) || c == 0x7f)
            return swc_fail(t, SWC_EINVAL, "journal: the %s holds a control character", what);
    }
    return SWC_OK;
}

int swc_model_journal_append(swc_tournament *t, const swc_journal_entry *e)
{
    if (!swc_journal_kind_name(e->kind))
        return swc_fail(t, SWC_EINVAL, "journal: unknown kind %d", (int)e->kind);
    if (e->time < 0 || e->time > SWC_JOURNAL_TIME_MAX)
        return swc_fail(t, SWC_ERANGE, "journal: a time is from 1970 to 9999, not %lld", (long long)e->time);
    if (e->round > SWC_MAX_ROUNDS)
        return swc_fail(t, SWC_ERANGE, "journal: round %lu is past the last possible round (%d)",
                        (unsigned long)e->round, SWC_MAX_ROUNDS);
    /* Nine digits, as TRF records write numbers. */
    if (e->board > 999999999u || e->game > 999999999u || e->player > 999999999u || e->before < -999999999 ||
        e->before > 999999999 || e->after < -999999999 || e->after > 999999999)
        return swc_fail(t, SWC_ERANGE, "journal: board, game, player, before and after have at most nine digits");
    int rc = check_text(t, "author", e->author, SWC_JOURNAL_AUTHOR_MAX, 1);
    if (rc == SWC_OK)
        rc = check_text(t, "data", e->data, SWC_JOURNAL_DATA_MAX, 0);
    if (rc != SWC_OK)
        return rc;
    swc_journal_rec r;
    memset(&r, 0, sizeof r);
    r.time = e->time;
    r.kind = e->kind;
    r.round = e->round;
    r.board = e->board;
    r.game = e->game;
    r.player = e->player;
    r.before = e->before;
    r.after = e->after;
    if (e->author && *e->author && !(r.author = swc_mem_strdup(&t->mem, e->author)))
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    if (e->data && *e->data && !(r.data = swc_mem_strdup(&t->mem, e->data))) {
        swc_mem_strfree(&t->mem, r.author);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    if (swc_mem_reserve(&t->mem, (void **)&t->journal, &t->journal_cap, t->njournal + 1, sizeof *t->journal)) {
        swc_mem_strfree(&t->mem, r.author);
        swc_mem_strfree(&t->mem, r.data);
        return swc_fail(t, SWC_ENOMEM, "out of memory");
    }
    t->journal[t->njournal++] = r;
    return swc_ok(t);
}

void swc_model_journal_free(swc_tournament *t)
{
    for (size_t i = 0; i < t->njournal; i++) {
        swc_mem_strfree(&t->mem, t->journal[i].author);
        swc_mem_strfree(&t->mem, t->journal[i].data);
    }
    swc_mem_free(&t->mem, t->journal, t->journal_cap * sizeof *t->journal);
    t->journal = NULL;
    t->njournal = t->journal_cap = 0;
}
