/*
 * Game streams of the online stages: the TSV and JSON forms read by the
 * arena and the knockout (doc/events.md). A stream is a list of records;
 * names are copied, so the text may go once it is parsed.
 */
#ifndef SWC_ARENA_STREAM_H
#define SWC_ARENA_STREAM_H

#include <stddef.h>
#include <stdint.h>

#include "../core/alloc.h"

enum ev_kind {
    EV_GAME = 1,       /* a finished game */
    EV_RESET = 2,      /* 清零 of `white` */
    EV_UNMATCHED = 3,  /* `white` waited and found no opponent (knockout) */
    EV_ABSENT = 4      /* `white` did not play (knockout) */
};

#define EV_NO_TIME INT64_MIN

typedef struct ev_record {
    int kind;
    char *white, *black;  /* black NULL unless a game */
    int32_t result;       /* SWC_RESULT_WHITE_WIN / DRAW / BLACK_WIN */
    int32_t escaped;      /* SWC_COLOUR_* of the side that escaped, or 0 */
    int64_t duration;     /* seconds, 0 when not given */
    int64_t time;         /* end time, EV_NO_TIME when not given */
    uint32_t round;       /* 0 when not given */
    uint32_t line, column;/* where the record starts (column of its first cell) */
    long json_index;      /* index of the record in a JSON array, -1 in TSV */
} ev_record;

typedef struct ev_stream {
    const swc_mem *mem;
    ev_record *r;
    size_t n, cap;
} ev_stream;

void ev_stream_init(ev_stream *s, const swc_mem *mem);
void ev_stream_free(ev_stream *s);

/*
 * Parse TSV (a header line naming the columns) or JSON (a text whose first
 * non-blank character is '[' or '{'). On failure returns SWC_EPARSE or
 * SWC_ENOMEM with "LINE:COLUMN: reason" or "$[i].field: reason" in err,
 * *line / *column set (0 for JSON paths), and the stream empty.
 */
int ev_parse(ev_stream *s, const char *text, size_t len, char *err, size_t errcap, uint32_t *line,
             uint32_t *column);

/* Stable sort of the records by time (records without time keep their place
 * relative to each other and sort before every timed record). Needs a
 * scratch buffer: SWC_ENOMEM when it cannot be had. */
int ev_sort_by_time(ev_stream *s);

/* Times and durations as the streams write them. 0 or SWC_EPARSE. */
int ev_parse_time(int64_t *out, const char *s, size_t n);
int ev_parse_duration(int64_t *out, const char *s, size_t n);
/* "YYYY-MM-DD HH:MM:SS" (buf >= 32 bytes). */
const char *ev_format_time(char *buf, size_t cap, int64_t t);

/* Where a record is, for messages: "LINE:COLUMN" or the JSON path. */
const char *ev_where(char *buf, size_t cap, const ev_record *r);

#endif
