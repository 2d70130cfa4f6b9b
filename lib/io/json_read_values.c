/* The JSON reader's path and typed member access. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "json_read.h"

static size_t jr_append(jr *r, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static size_t jr_append(jr *r, const char *fmt, ...)
{
    size_t old = r->plen;
    char step[96];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(step, sizeof step, fmt, ap);
    va_end(ap);
    if (n < 0)
        n = 0;
    if (r->plen < sizeof r->path - 1) {
        size_t room = sizeof r->path - 1 - r->plen;
        size_t k = (size_t)n < room ? (size_t)n : room;
        memcpy(r->path + r->plen, step, k);
        r->path[r->plen + k] = '\0';
    }
    r->plen += (size_t)n;
    return old;
}

size_t jr_key(jr *r, const char *key)
{
    return jr_append(r, r->plen ? ".%.80s" : "%.80s", key);
}

size_t jr_index(jr *r, size_t i)
{
    return jr_append(r, "[%zu]", i);
}

void jr_pop(jr *r, size_t len)
{
    r->plen = len;
    if (len < sizeof r->path)
        r->path[len] = '\0';
}

static int vfail(jr *r, int code, const char *fmt, va_list ap)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 0)))
#endif
    ;

static int vfail(jr *r, int code, const char *fmt, va_list ap)
{
    swc_json_error *e = r->err;
    char reason[256];
    vsnprintf(reason, sizeof reason, fmt, ap);
    snprintf(e->path, sizeof e->path, "%s", r->path);
    size_t n = 0;
    if (r->path[0]) {
        int k = snprintf(e->message, sizeof e->message, "%.120s: ", r->path);
        n = k > 0 ? (size_t)k : 0;
    }
    memcpy(e->message + n, reason, sizeof e->message - n - 1);
    e->message[sizeof e->message - 1] = '\0';
    e->line = e->column = 0;
    return code;
}

int jr_fail(jr *r, int code, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, fmt, ap);
    va_end(ap);
    return code;
}

int jr_fail_at(jr *r, const char *key, int code, const char *fmt, ...)
{
    size_t at = jr_key(r, key);
    va_list ap;
    va_start(ap, fmt);
    vfail(r, code, fmt, ap);
    va_end(ap);
    jr_pop(r, at);
    return code;
}

int jr_model_fail(jr *r, int rc)
{
    if (rc == SWC_ENOMEM)
        return jr_fail(r, rc, "out of memory");
    /* The model's codes say what went wrong with an API call; in a document
     * a refused value is a value out of its range or a contradiction. */
    const char *msg = r->t->errmsg[0] ? r->t->errmsg : swc_strerror(rc);
    return jr_fail(r, rc == SWC_ERANGE || rc == SWC_ELIMIT ? rc : SWC_EINCONSISTENT, "%s", msg);
}

static const char *type_name(const json_t *v)
{
    switch (json_typeof(v)) {
    case JSON_OBJECT: return "an object";
    case JSON_ARRAY: return "an array";
    case JSON_STRING: return "a string";
    case JSON_INTEGER:
    case JSON_REAL: return "a number";
    case JSON_TRUE:
    case JSON_FALSE: return "a boolean";
    default: return "null";
    }
}

int jr_members(jr *r, json_t *obj, const char *const *names)
{
    const char *key;
    json_t *v;
    json_object_foreach(obj, key, v) {
        const char *const *n = names;
        while (*n && strcmp(*n, key) != 0)
            n++;
        if (!*n)
            return jr_fail_at(r, key, SWC_EPARSE, "unknown member");
    }
    return SWC_OK;
}

int jr_object(jr *r, json_t *v)
{
    return json_is_object(v) ? SWC_OK : jr_fail(r, SWC_EPARSE, "expected an object, found %s", type_name(v));
}

int jr_array(jr *r, json_t *v)
{
    return json_is_array(v) ? SWC_OK : jr_fail(r, SWC_EPARSE, "expected an array, found %s", type_name(v));
}

/* The member, or NULL (then an error when required: *rc set). */
static json_t *member(jr *r, json_t *obj, const char *key, int required, int *rc)
{
    json_t *v = json_object_get(obj, key);
    *rc = 0;
    if (!v && required)
        *rc = jr_fail_at(r, key, SWC_EPARSE, "required member is missing");
    return v;
}

static int int_value(jr *r, json_t *v, long long lo, long long hi, long long *out)
{
    if (json_is_real(v))
        return jr_fail(r, SWC_EPARSE, "expected a whole number, found %g", json_real_value(v));
    if (!json_is_integer(v))
        return jr_fail(r, SWC_EPARSE, "expected a number, found %s", type_name(v));
    long long x = (long long)json_integer_value(v);
    if (x < lo || x > hi)
        return jr_fail(r, SWC_ERANGE, "%lld is out of range (%lld..%lld)", x, lo, hi);
    *out = x;
    return 1;
}

int jr_int(jr *r, json_t *obj, const char *key, int required, long long lo, long long hi, long long *out)
{
    int rc;
    json_t *v = member(r, obj, key, required, &rc);
    if (!v)
        return rc;
    size_t at = jr_key(r, key);
    rc = int_value(r, v, lo, hi, out);
    jr_pop(r, at);
    return rc;
}

int jr_bool(jr *r, json_t *obj, const char *key, int *out)
{
    json_t *v = json_object_get(obj, key);
    if (!v)
        return 0;
    if (!json_is_boolean(v))
        return jr_fail_at(r, key, SWC_EPARSE, "expected true or false, found %s", type_name(v));
    *out = json_is_true(v);
    return 1;
}

int jr_string(jr *r, json_t *obj, const char *key, int required, const char **out)
{
    int rc;
    json_t *v = member(r, obj, key, required, &rc);
    if (!v)
        return rc;
    if (!json_is_string(v))
        return jr_fail_at(r, key, SWC_EPARSE, "expected a string, found %s", type_name(v));
    *out = json_string_value(v);
    return 1;
}

int jr_word(jr *r, json_t *obj, const char *key, int required, const swc_json_word *table, const char *what, int *out)
{
    const char *s;
    int rc = jr_string(r, obj, key, required, &s);
    if (rc <= 0)
        return rc;
    if (swc_json_value_of(table, s, out))
        return 1;
    char list[200];
    size_t n = 0;
    list[0] = '\0';
    for (const swc_json_word *w = table; w->word && n + strlen(w->word) + 8 < sizeof list; w++)
        n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", n ? ", " : "", w->word);
    return jr_fail_at(r, key, SWC_EPARSE, "unknown %s \"%.40s\" (expected %s)", what, s, list);
}

/* Decimal text with at most one decimal: "12", "1.5", "0.0". */
static int parse_tenths(const char *s, int32_t *out)
{
    int32_t v = 0;
    size_t i = 0, digits = 0;
    int neg = s[0] == '-';
    if (neg)
        i++;
    for (; s[i] >= '0' && s[i] <= '9'; i++, digits++) {
        /* At most 10^8 points, so that the tenths fit an int32_t. */
        if (v > 10000000)
            return 0;
        v = v * 10 + (s[i] - '0');
    }
    if (!digits)
        return 0;
    v *= 10;
    if (s[i] == '.') {
        if (s[i + 1] < '0' || s[i + 1] > '9')
            return 0;
        v += s[i + 1] - '0';
        i += 2;
    }
    if (s[i] != '\0')
        return 0;
    *out = neg ? -v : v;
    return 1;
}

int jr_points(jr *r, json_t *obj, const char *key, int required, int32_t lo, int32_t hi, int32_t *out)
{
    int rc;
    json_t *v = member(r, obj, key, required, &rc);
    if (!v)
        return rc;
    size_t at = jr_key(r, key);
    int32_t x = 0;
    rc = 1;
    if (json_is_string(v)) {
        if (!parse_tenths(json_string_value(v), &x))
            rc = jr_fail(r, SWC_EPARSE, "\"%.40s\" is not points with at most one decimal, such as \"1.5\"",
                         json_string_value(v));
    } else if (json_is_integer(v)) {
        json_int_t n = json_integer_value(v);
        if (n < -100000000 || n > 100000000)
            rc = jr_fail(r, SWC_ERANGE, "%lld points are out of range", (long long)n);
        else
            x = (int32_t)n * 10;
    } else if (json_is_real(v)) {
        /* A number is accepted when it is a whole number of tenths. */
        double d = json_real_value(v) * 10.0;
        double k = d < 0 ? -(double)(long long)(-d + 0.5) : (double)(long long)(d + 0.5);
        if (!(d > -1e9 && d < 1e9) || d - k > 1e-6 || k - d > 1e-6)
            rc = jr_fail(r, SWC_EPARSE, "%g is not a whole number of tenths of a point", json_real_value(v));
        else
            x = (int32_t)k;
    } else {
        rc = jr_fail(r, SWC_EPARSE, "expected points as decimal text such as \"1.5\", found %s", type_name(v));
    }
    if (rc == 1 && (x < lo || x > hi)) {
        char a[24], b[24], c[24];
        swc_json_tenths(a, sizeof a, x);
        swc_json_tenths(b, sizeof b, lo);
        swc_json_tenths(c, sizeof c, hi);
        rc = jr_fail(r, SWC_ERANGE, "%s points are out of range (%s..%s)", a, b, c);
    }
    if (rc == 1)
        *out = x;
    jr_pop(r, at);
    return rc;
}

int jr_player_value(jr *r, json_t *v, uint32_t *index)
{
    long long id = 0;
    int rc = int_value(r, v, 1, SWC_MAX_PLAYERS_MODEL, &id);
    if (rc < 0)
        return rc;
    const swc_player *p = swc_model_player_by_id(r->t, (uint32_t)id);
    if (!p)
        return jr_fail(r, SWC_EINCONSISTENT, "no player has id %lld", id);
    *index = p->index;
    return 1;
}

int jr_player(jr *r, json_t *obj, const char *key, uint32_t *index)
{
    int rc;
    json_t *v = member(r, obj, key, 1, &rc);
    if (!v)
        return rc;
    size_t at = jr_key(r, key);
    rc = jr_player_value(r, v, index);
    jr_pop(r, at);
    return rc;
}
