/* Small helpers shared by the benchmark programs. */
#ifndef SWC_BENCH_H
#define SWC_BENCH_H

#include <stddef.h>

/* Monotonic wall clock, in seconds. */
double bench_now(void);
/* CPU time of this process (user + system), in seconds. */
double bench_cpu_now(void);
/* Sort run times ascending and return their median (n > 0). */
double bench_sorted_median(double *v, size_t n);
/* Peak resident memory of the process so far, in MB. */
double bench_peak_mb(void);
/* A whole file, NUL-terminated; NULL (errno set) when it cannot be read. */
char *bench_load(const char *path, size_t *len);

#endif
