/**
 * @file json.h
 * @brief Reading and writing a whole tournament as one JSON document.
 *
 * The document (`"format": "swisscore", "version": 1`, described by
 * `doc/tournament.schema.json` and `doc/json.md`) holds everything the
 * library keeps about an event: settings, players with all their data and
 * plans (late entry, withdrawal, requested byes, acceleration points),
 * forbidden pairs and every round with its boards, results and byes.
 * Players are named by their stable ids, results and kinds by words
 * ("white_win", "half_bye") and points by decimal text ("1.5"), which the
 * library holds exactly in tenths. Writing and reading back gives the same
 * tournament in every observable; a document is either loaded completely
 * or not at all.
 */
#ifndef SWISSCORE_JSON_H
#define SWISSCORE_JSON_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Options of swc_json_read(). Initialise with ::SWC_JSON_READ_OPTIONS_INIT. */
typedef struct swc_json_read_options {
    uint32_t struct_size;            /**< sizeof(swc_json_read_options). */
    const swc_allocator *allocator;  /**< Allocator of the new tournament; NULL for the C library. */
    uint32_t flags;                  /**< Reserved, must be 0. */
} swc_json_read_options;

/** Initialiser for ::swc_json_read_options. */
#define SWC_JSON_READ_OPTIONS_INIT { (uint32_t)sizeof(swc_json_read_options), NULL, 0u }

/** Where and why reading failed. Initialise with ::SWC_JSON_ERROR_INIT. */
typedef struct swc_json_error {
    uint32_t struct_size;  /**< sizeof(swc_json_error). */
    uint32_t line;         /**< 1-based line of a syntax error, 0 when the text is valid JSON. */
    uint32_t column;       /**< 1-based column (in characters) of a syntax error, 0 otherwise. */
    char path[128];        /**< Where in the document, e.g. "players[3].rating"; "" for syntax errors. */
    char message[256];     /**< "players[3].rating: expected a number" or "line:column: reason". */
} swc_json_error;

/** Initialiser for ::swc_json_error. */
#define SWC_JSON_ERROR_INIT { (uint32_t)sizeof(swc_json_error), 0u, 0u, { 0 }, { 0 } }

/** Options of the writer. Initialise with ::SWC_JSON_WRITE_OPTIONS_INIT. */
typedef struct swc_json_write_options {
    uint32_t struct_size;  /**< sizeof(swc_json_write_options). */
    int32_t indent;        /**< Spaces per level, 1..31; 0 writes one compact line. */
} swc_json_write_options;

/** Initialiser for ::swc_json_write_options (indent 2). */
#define SWC_JSON_WRITE_OPTIONS_INIT { (uint32_t)sizeof(swc_json_write_options), 2 }

/** Version of the document this library writes and reads. */
#define SWC_JSON_VERSION 1

/** Largest JSON input accepted, in bytes. */
#define SWC_JSON_MAX_SIZE (64u * 1024u * 1024u)

/**
 * @brief Build a tournament from a JSON document.
 * @param out receives the new tournament, NULL on failure.
 * @param data the text (UTF-8, need not be NUL-terminated).
 * @param len its length in bytes.
 * @param opts options, or NULL for defaults.
 * @param err receives the place and reason of a failure (may be NULL).
 * @return ::SWC_OK; ::SWC_EINVAL, ::SWC_EPARSE (not JSON, or a value of the
 *         wrong type, a missing or unknown member, an unknown word),
 *         ::SWC_EUNSUPPORTED (another format or version),
 *         ::SWC_EINCONSISTENT (the document contradicts itself: duplicate
 *         ids, boards that name unknown players or a player twice, plans
 *         that disagree with the rounds), ::SWC_ERANGE (a number out of
 *         its range), ::SWC_ELIMIT (size limits), ::SWC_ENOMEM.
 */
SWC_API int swc_json_read(swc_tournament **out, const char *data, size_t len,
                          const swc_json_read_options *opts, swc_json_error *err);

/**
 * @brief Build a tournament from a JSON file.
 * @param out receives the new tournament, NULL on failure.
 * @param path file name.
 * @param opts options, or NULL for defaults.
 * @param err receives the place and reason of a failure (may be NULL).
 * @return as swc_json_read(), and ::SWC_EIO when the file cannot be read.
 */
SWC_API int swc_json_read_file(swc_tournament **out, const char *path,
                               const swc_json_read_options *opts, swc_json_error *err);

/**
 * @brief Write a tournament as JSON into a caller's buffer.
 *
 * Call with `buf` NULL (or too small) to learn the size: the function then
 * returns ::SWC_EBUFSIZE and sets `*out_len` to the bytes needed, not
 * counting the terminating NUL that is written when room allows. The text
 * ends with a newline.
 * @param out_len receives the length of the text.
 * @param buf destination, or NULL.
 * @param cap size of `buf` in bytes.
 * @param t the tournament.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EBUFSIZE, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_json_write(size_t *out_len, char *buf, size_t cap, swc_tournament *t,
                           const swc_json_write_options *opts);

/**
 * @brief Write a tournament to a JSON file, replaced atomically: the text
 * goes to a temporary file beside it, is flushed to disk and renamed over
 * the old file, so a crash leaves either the old or the new file.
 * @param t the tournament.
 * @param path file name.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_EIO or ::SWC_ENOMEM.
 */
SWC_API int swc_json_write_file(swc_tournament *t, const char *path, const swc_json_write_options *opts);

SWC_END_DECLS

#endif /* SWISSCORE_JSON_H */
