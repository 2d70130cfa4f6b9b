/*
 * The two conversion tables of the FIDE Rating Regulations (B.02 8.1):
 * fractional score p → rating difference dp (8.1a), and rating difference
 * → expected score PD of the higher-rated player (8.1b), both in
 * hundredths. TPR and PTP are built on them in criteria.c.
 */
#include "tb.h"

/* dp for p = 0.00 … 0.50 (the upper half is the mirror image). */
static const short dp_low[51] = {
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    0,
};

int tb_dp_of_p(int p100)
{
    if (p100 < 0)
        p100 = 0;
    if (p100 > 100)
        p100 = 100;
    return p100 <= 50 ? dp_low[p100] : -dp_low[100 - p100];
}

/* Largest rating difference for PD = 0.50, 0.51, … 0.99; above the last one
 * PD is 1.00. */
static const short pd_upper[50] = {
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
};

int tb_pd_of_diff(int diff)
{
    if (diff < 0)
        diff = -diff;
    for (int k = 0; k < 50; k++)
        if (diff <= pd_upper[k])
            return 50 + k;
    return 100;
}
