/*
 * The order of the Chinese Chess Association's titles and grades, used by
 * the bounty (棋士挑战大师奖: wins over 棋协大师 and above) and by
 * eligibility by grade (一级棋士 and below). The order is documented in
 * doc/prizes.md; FIDE titles count as the Chinese names of the same titles
 * (国际棋联大师 FM, 国际大师 IM, 特级大师 GM).
 */
#include <string.h>

#include "pz.h"

typedef struct title_name {
    const char *name;
    int rank;
} title_name;

static const title_name titles[] = {
    { "无级", 1 },           { "无等级", 1 },         { "候补棋协大师", 17 }, { "候补大师", 17 },
    { "棋协大师", 18 },       { "国家大师", 19 },       { "国家级运动健将", 19 }, { "运动健将", 19 },
    { "国际棋联大师", 20 },   { "棋联大师", 20 },       { "国际大师", 21 },     { "特级大师", 22 },
    { "国际特级大师", 22 },
};

/* 一 … 十五 or 1 … 15 at the start of s; sets *len. 0 when none. */
static int grade_number(const char *s, size_t *len)
{
    static const char *const digits[] = { "一", "二", "三", "四", "五", "六", "七", "八", "九" };
    if (s[0] >= '0' && s[0] <= '9') {
        int v = s[0] - '0';
        size_t k = 1;
        if (s[1] >= '0' && s[1] <= '9') {
            v = v * 10 + (s[1] - '0');
            k = 2;
        }
        *len = k;
        return v >= 1 && v <= 15 ? v : 0;
    }
    const char *ten = "十";
    size_t tl = strlen(ten);
    int v = 0;
    size_t k = 0;
    if (!strncmp(s, ten, tl)) {
        v = 10;
        k = tl;
    }
    for (int d = 0; d < 9; d++) {
        size_t dl = strlen(digits[d]);
        if (!strncmp(s + k, digits[d], dl)) {
            v += d + 1;
            k += dl;
            break;
        }
    }
    *len = k;
    return v >= 1 && v <= 15 ? v : 0;
}

int pz_title_rank(const char *s)
{
    if (!s || !*s)
        return 0;
    for (size_t k = 0; k < sizeof titles / sizeof titles[0]; k++)
        if (!strcmp(s, titles[k].name))
            return titles[k].rank;
    size_t len;
    int g = grade_number(s, &len);
    /* "N级棋士" or "N级" */
    if (g && (!strcmp(s + len, "级棋士") || !strcmp(s + len, "级")))
        return PZ_TITLE_GRADE_1 + 1 - g;
    return 0;
}

int pz_fide_title_rank(const char *t)
{
    if (!t)
        return 0;
    if (!strcmp(t, "GM"))
        return 22;
    if (!strcmp(t, "IM"))
        return 21;
    if (!strcmp(t, "FM"))
        return 20;
    return 0;
}
