/**
 * @file common.h
 * @brief Export macros, status codes, the allocator and other shared definitions.
 *
 * Every public header includes this one. It compiles on its own as C99 and
 * as C++.
 */
#ifndef SWISSCORE_COMMON_H
#define SWISSCORE_COMMON_H

#include <stddef.h>
#include <stdint.h>

/** @cond INTERNAL */
#if defined(SWC_STATIC)
#define SWC_API
#elif defined(_WIN32)
#if defined(SWC_BUILDING_DLL)
#define SWC_API __declspec(dllexport)
#else
#define SWC_API __declspec(dllimport)
#endif
#elif defined(__GNUC__) || defined(__clang__)
#define SWC_API __attribute__((visibility("default")))
#else
#define SWC_API
#endif

#ifdef __cplusplus
#define SWC_BEGIN_DECLS extern "C" {
#define SWC_END_DECLS }
#else
#define SWC_BEGIN_DECLS
#define SWC_END_DECLS
#endif
/** @endcond */

SWC_BEGIN_DECLS

/**
 * @brief Status codes returned by every function that can fail.
 *
 * Functions return `int` (never this enum type) so that new codes never
 * change a prototype. 0 is success; every failure is negative. The values
 * are stable: they are never renumbered or reused.
 */
enum swc_status {
    SWC_OK = 0,               /**< Success. */
    SWC_EINVAL = -1,          /**< Invalid argument (NULL handle, bad value). */
    SWC_ENOMEM = -2,          /**< Out of memory; nothing was changed. */
    SWC_ENOTFOUND = -3,       /**< No such player, round, board or key. */
    SWC_ESTATE = -4,          /**< Not allowed in the tournament's current state. */
    SWC_ENOPAIRING = -5,      /**< No legal pairing exists. */
    SWC_EPARSE = -6,          /**< Malformed input (TRF); the message gives line:column. */
    SWC_ERANGE = -7,          /**< A number is out of its allowed range. */
    SWC_EBUFSIZE = -8,        /**< The caller's buffer is too small; the size needed is reported. */
    SWC_EIO = -9,             /**< A file could not be read or written. */
    SWC_EINCONSISTENT = -10,  /**< Data contradicts itself (e.g. stated totals disagree with results). */
    SWC_EUNSUPPORTED = -11,   /**< Valid request that this build or system does not support. */
    SWC_ELIMIT = -12          /**< A documented size limit was exceeded. */
};

/**
 * @brief Memory allocator used by a tournament and everything it owns.
 *
 * All three functions must be set, or all must be NULL (then the C library
 * is used). Sizes are passed so that pool or arena allocators need no
 * headers. `realloc_fn` must behave like realloc for a non-NULL pointer and
 * may return NULL to report failure, leaving the old block intact.
 */
typedef struct swc_allocator {
    /** Allocate `size` bytes (size > 0); NULL on failure. */
    void *(*malloc_fn)(void *userdata, size_t size);
    /** Resize a block from `old_size` to `new_size` bytes; NULL on failure. */
    void *(*realloc_fn)(void *userdata, void *ptr, size_t old_size, size_t new_size);
    /** Release a block of `size` bytes; `ptr` is never NULL. */
    void (*free_fn)(void *userdata, void *ptr, size_t size);
    /** Passed unchanged to the three functions. */
    void *userdata;
} swc_allocator;

/**
 * @brief Fixed unit of every score in the API: points are integers in
 * tenths of a point.
 *
 * A win worth 1 point is 10, a draw 5; xiangqi 2/1/0 scoring is 20/10/0.
 * Tenths are what the FIDE TRF format can express, so every score the
 * library holds can be written to a file and read back unchanged.
 */
#define SWC_POINTS_UNIT 10

/**
 * @brief A static English description of a status code.
 * @param code a value of ::swc_status (any int is accepted).
 * @return a string that is never NULL and never has to be freed;
 *         "unknown status" for codes this version does not know.
 */
SWC_API const char *swc_strerror(int code);

SWC_END_DECLS

#endif /* SWISSCORE_COMMON_H */
