/**
 * @file trf.h
 * @brief Reading and writing FIDE Tournament Report Files (TRF16, TRF-2026).
 *
 * The reader accepts TRF16, the engine extensions (XXR, XXC, XXS, XXA, XXP,
 * BBW/BBD/BBL/BBZ/BBF/BBU) and TRF-2026 (142, 152, 162, 192, 240, 250, 260),
 * with CR, LF or CRLF line ends. Text is UTF-8; a file that is not is read
 * as Windows-1252 (Latin-1) or GB18030 (GBK), and UTF-16 with a byte-order
 * mark is decoded too (see ::swc_trf_encoding). A file is either loaded
 * completely or not at all. Refused with a line and column: a file of no
 * TRF record, a file without player records (unless the library wrote it:
 * `XLF`, an event saved before registration), a player record shifted out
 * of its columns, and team tournaments (::SWC_EUNSUPPORTED: 310, 320, 330,
 * `192 FIDE_TEAM_...`, a 250 with match points, a 240 naming a team that
 * the file defines with 013 or 082 records).
 *
 * What the reader had to interpret to load a file written by another
 * program (an encoding, a legacy bye, blank bye rounds, a column ruler...)
 * it reports as warnings on the new tournament:
 * swc_tournament_warning_count() and swc_tournament_warning().
 */
#ifndef SWISSCORE_TRF_H
#define SWISSCORE_TRF_H

#include "common.h"
#include "tournament.h"

SWC_BEGIN_DECLS

/** Flags of ::swc_trf_read_options. */
enum swc_trf_read_flag {
    /** Accept a file whose stated points (columns 81-84) disagree with its
     *  results; the results win. Without it such a file is rejected with
     *  ::SWC_EINCONSISTENT. */
    SWC_TRF_TRUST_RESULTS = 1u << 0
};

/** Text encodings of ::swc_trf_read_options.encoding. */
enum swc_trf_encoding {
    /** UTF-8; a file that is not valid UTF-8 is read as GB18030 when its
     *  bytes look like Chinese text, else as Windows-1252 (a warning says
     *  which). A UTF-16 byte-order mark is honoured. */
    SWC_TRF_ENCODING_AUTO = 0,
    SWC_TRF_ENCODING_UTF8 = 1,    /**< UTF-8 only: other bytes are an error. */
    SWC_TRF_ENCODING_LATIN1 = 2,  /**< Windows-1252 (ISO-8859-1 where 1252 leaves a byte undefined). */
    SWC_TRF_ENCODING_GBK = 3      /**< GB18030, the superset of GBK and GB2312 that Chinese Windows programs write. */
};

/** Options of swc_trf_read(). Initialise with ::SWC_TRF_READ_OPTIONS_INIT. */
typedef struct swc_trf_read_options {
    uint32_t struct_size;            /**< sizeof(swc_trf_read_options). */
    const swc_allocator *allocator;  /**< Allocator of the new tournament; NULL for the C library. */
    uint32_t flags;                  /**< ::swc_trf_read_flag bits. */
    int32_t encoding;                /**< A ::swc_trf_encoding (since 0.2). */
} swc_trf_read_options;

/** Initialiser for ::swc_trf_read_options. */
#define SWC_TRF_READ_OPTIONS_INIT { (uint32_t)sizeof(swc_trf_read_options), NULL, 0u, SWC_TRF_ENCODING_AUTO }

/** Where and why reading failed. Initialise with ::SWC_TRF_ERROR_INIT. */
typedef struct swc_trf_error {
    uint32_t struct_size;  /**< sizeof(swc_trf_error). */
    uint32_t line;         /**< 1-based line of the problem, 0 when not tied to a line. */
    uint32_t column;       /**< 1-based column, counted in characters as the format counts them (bytes of a GB18030 file), 0 when not tied to a column. */
    char message[256];     /**< "line:column: reason", NUL-terminated. */
} swc_trf_error;

/** Initialiser for ::swc_trf_error. */
#define SWC_TRF_ERROR_INIT { (uint32_t)sizeof(swc_trf_error), 0u, 0u, { 0 } }

/** A warning of the reader, in the form of ::swc_trf_error. Initialise with
 *  ::SWC_TRF_WARNING_INIT. */
typedef struct swc_trf_warning {
    uint32_t struct_size;  /**< sizeof(swc_trf_warning). */
    uint32_t line;         /**< 1-based line, 0 when the warning concerns the whole file. */
    uint32_t column;       /**< 1-based column as in ::swc_trf_error, 0 when not tied to a column. */
    char message[256];     /**< "line:column: what was read and how", NUL-terminated. */
} swc_trf_warning;

/** Initialiser for ::swc_trf_warning. */
#define SWC_TRF_WARNING_INIT { (uint32_t)sizeof(swc_trf_warning), 0u, 0u, { 0 } }

/** Most warnings one read keeps; the last one then says how many more there were. */
#define SWC_TRF_MAX_WARNINGS 100

/** Output formats of the writer. */
enum swc_trf_format {
    SWC_TRF_2026 = 0,  /**< TRF-2026 records (142, 152, 162, 240, 250, 260) plus the XXR/XXC/XXA/XXP lines engines read
                            and the library's own records. */
    SWC_TRF_16 = 1     /**< TRF16 plus the XXR/XXC/XXS/XXA/XXP lines engines read and the library's own records
                            (no TRF-2026 record); read back, it is the same tournament as TRF-2026. */
};

/** Line ends of the writer. */
enum swc_trf_eol {
    SWC_TRF_EOL_LF = 0,   /**< "\n" */
    SWC_TRF_EOL_CRLF = 1, /**< "\r\n" */
    SWC_TRF_EOL_CR = 2    /**< "\r" (what the TRF text prescribes) */
};

/** Options of the writer. Initialise with ::SWC_TRF_WRITE_OPTIONS_INIT. */
typedef struct swc_trf_write_options {
    uint32_t struct_size;  /**< sizeof(swc_trf_write_options). */
    int32_t format;        /**< A ::swc_trf_format. */
    int32_t eol;           /**< A ::swc_trf_eol. */
} swc_trf_write_options;

/** Initialiser for ::swc_trf_write_options. */
#define SWC_TRF_WRITE_OPTIONS_INIT { (uint32_t)sizeof(swc_trf_write_options), SWC_TRF_2026, SWC_TRF_EOL_LF }

/** Largest TRF input accepted, in bytes. */
#define SWC_TRF_MAX_SIZE (64u * 1024u * 1024u)

/**
 * @brief Build a tournament from TRF text.
 * @param out receives the new tournament, NULL on failure.
 * @param data the text (need not be NUL-terminated).
 * @param len its length in bytes.
 * @param opts options, or NULL for defaults.
 * @param err receives the position and reason of a failure (may be NULL).
 * @return ::SWC_OK; ::SWC_EINVAL, ::SWC_EPARSE (malformed), ::SWC_EINCONSISTENT
 *         (points disagree with results, opponents disagree), ::SWC_ERANGE
 *         (a number out of its range: ids, ratings, points), ::SWC_ELIMIT
 *         (size limits), ::SWC_EUNSUPPORTED (valid records this version
 *         cannot represent, e.g. colour-specific win values), ::SWC_ENOMEM.
 */
SWC_API int swc_trf_read(swc_tournament **out, const char *data, size_t len,
                         const swc_trf_read_options *opts, swc_trf_error *err);

/**
 * @brief Build a tournament from a TRF file.
 * @param out receives the new tournament, NULL on failure.
 * @param path file name.
 * @param opts options, or NULL for defaults.
 * @param err receives the position and reason of a failure (may be NULL).
 * @return as swc_trf_read(), and ::SWC_EIO when the file cannot be read.
 */
SWC_API int swc_trf_read_file(swc_tournament **out, const char *path,
                              const swc_trf_read_options *opts, swc_trf_error *err);

/**
 * @brief Number of warnings of the read that built t.
 *
 * A tournament read from TRF keeps what the reader had to interpret, in
 * file order (repeated interpretations once, with their count); a
 * tournament built otherwise has none.
 * @param t the tournament.
 * @return the number of warnings, 0 for NULL or an invalid handle.
 */
SWC_API size_t swc_tournament_warning_count(const swc_tournament *t);

/**
 * @brief One warning of the read that built t.
 * @param out receives it (as far as its struct_size reaches).
 * @param t the tournament.
 * @param index 0 .. swc_tournament_warning_count() - 1.
 * @return ::SWC_OK, ::SWC_EINVAL (NULL, bad struct_size) or ::SWC_ERANGE.
 */
SWC_API int swc_tournament_warning(swc_trf_warning *out, const swc_tournament *t, size_t index);

/**
 * @brief Write a tournament as TRF into a caller's buffer.
 *
 * Call with `buf` NULL (or too small) to learn the size: the function then
 * returns ::SWC_EBUFSIZE and sets `*out_len` to the bytes needed, not
 * counting the terminating NUL that is written when room allows.
 * @param out_len receives the length of the text.
 * @param buf destination, or NULL.
 * @param cap size of `buf` in bytes.
 * @param t the tournament.
 * @param opts options, or NULL for defaults.
 * What TRF has no place for is written as extension records (see
 * doc/trf-extensions.md), which the reader takes back: a dual-board
 * event's board 2 (`XDB`, `XDG`), the sequential and Berger systems (`XPS`),
 * late entries (`XLE`, `XNE`), adjourned games (`XAJ`), and with `XLF`
 * everything else: settings (`XST`), texts (`XTX`), every player field,
 * fouls, conduct points, withdrawals, requested byes and acceleration
 * points (`XPA`), board and bye order (`XBO`, `XBY`), the Baku group
 * (`XBK`). Read back, the file is the same tournament in everything the
 * API shows, player ids included (`XPA ... ID` where an id is not the
 * player's starting rank, which is his pairing number), and written again
 * it gives the same text. A file of another program numbers its players by
 * their starting ranks.
 * A value a standard field cannot hold (acceleration points above 99.9, a
 * total above 9999.9) is left out of that field; the results and the
 * library's records still give it.
 * @return ::SWC_OK, ::SWC_EBUFSIZE, ::SWC_EINVAL or ::SWC_ENOMEM.
 */
SWC_API int swc_trf_write(size_t *out_len, char *buf, size_t cap, swc_tournament *t,
                          const swc_trf_write_options *opts);

/**
 * @brief Write a tournament to a TRF file (replaced atomically where the
 * system allows).
 * @param t the tournament.
 * @param path file name.
 * @param opts options, or NULL for defaults.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_EIO or ::SWC_ENOMEM.
 */
SWC_API int swc_trf_write_file(swc_tournament *t, const char *path, const swc_trf_write_options *opts);

/** Flags of swc_trf_write_report(). */
enum swc_trf_report_flag {
    /** Only FIDE's records: the header records, the TRF-2026 records when
     *  that format is asked for, and the 001 lines, without the engine lines
     *  (XXR, XXC, XXS, XXA, XXP, BB?) and the library's records (X..), for
     *  programs that refuse records they do not know. Read back, such a
     *  file numbers its players by their pairing numbers and has lost what
     *  only the extension records hold. */
    SWC_TRF_REPORT_PLAIN = 1u << 0
};

/**
 * @brief Write the FIDE rating report of a tournament into a caller's
 * buffer: the TRF of swc_trf_write() with the rank column of every 001
 * line (columns 86-89) filled and an `082 0` record (no teams).
 *
 * The ranks are the current standings (after the last round created) by
 * the event's tie-breaks (::SWC_TEXT_TIEBREAKS: a ruleset name or a
 * cascade); an event without them is ranked by the ruleset
 * "xiangqi2011-buchholz" (sequential system with Buchholz order),
 * "xiangqi2011-progressive" (sequential with progressive order) or
 * "fide-2026" (every other system). Before the first round the column
 * stays blank. The buffer protocol is that of swc_trf_write().
 * @param out_len receives the length of the text.
 * @param buf destination, or NULL.
 * @param cap size of `buf` in bytes.
 * @param t the tournament (only its message changes).
 * @param opts format and line ends, or NULL for defaults.
 * @param flags ::swc_trf_report_flag bits.
 * @return ::SWC_OK, ::SWC_EBUFSIZE, ::SWC_EINVAL (bad options or flags, or
 *         tie-breaks the standings refuse: the message says which),
 *         ::SWC_ENOMEM.
 */
SWC_API int swc_trf_write_report(size_t *out_len, char *buf, size_t cap, swc_tournament *t,
                                 const swc_trf_write_options *opts, uint32_t flags);

/**
 * @brief Write the FIDE rating report of swc_trf_write_report() to a file
 * (replaced atomically where the system allows).
 * @param t the tournament.
 * @param path file name.
 * @param opts format and line ends, or NULL for defaults.
 * @param flags ::swc_trf_report_flag bits.
 * @return ::SWC_OK, ::SWC_EINVAL, ::SWC_EIO or ::SWC_ENOMEM.
 */
SWC_API int swc_trf_write_report_file(swc_tournament *t, const char *path, const swc_trf_write_options *opts,
                                      uint32_t flags);

SWC_END_DECLS

#endif /* SWISSCORE_TRF_H */
