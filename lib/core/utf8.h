/* UTF-8 validation and measuring. */
#ifndef SWC_CORE_UTF8_H
#define SWC_CORE_UTF8_H

#include <stddef.h>

/* Length of the valid prefix of s[0..n): n when all of it is valid UTF-8
 * (shortest forms, no surrogates, at most U+10FFFF). */
size_t swc_utf8_valid_prefix(const char *s, size_t n);
/* 1 when s[0..n) is valid UTF-8. */
int swc_utf8_valid(const char *s, size_t n);
/* Number of code points in valid UTF-8. */
size_t swc_utf8_count(const char *s, size_t n);
/* Display width in terminal columns: 2 for East Asian wide characters. */
size_t swc_utf8_width(const char *s, size_t n);

#endif
