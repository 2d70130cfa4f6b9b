/* Named cascades of team tie-breaks, the Chinese names of the team codes,
 * and the default cascade of an event (its TRF-2026 212 or 202 record). */
#include <ctype.h>
#include <string.h>

#include "team_tb.h"

const tt_ruleset tt_rulesets[] = {
    { "fide-team-2026", "FIDE团体瑞士制", "PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC",
      "FIDE team Swiss (C.07 2026): match points, game points, extended direct encounter, EMGSB without the "
      "lowest, Buchholz of match points without the lowest, board count" },
    { "fide-team-rr-2026", "FIDE团体循环赛", "PTS:MP,MPVGP,EDE,EMGSB,BC",
      "FIDE team round robin (C.07 2026, no Buchholz in round robins): match points, game points, extended "
      "direct encounter, EMGSB, board count" },
    { "fide-team-gp-2026", "FIDE团体局分制", "PTS:GP,MPVGP,BH:MP/C1,EMGSB,EDE,TBR",
      "FIDE team event ranked by game points (C.07 2026): game points, match points, Buchholz of match points "
      "without the lowest, EMGSB, extended direct encounter, top board result" },
    { "chinese-team", "中国团体赛", "场分,局分,对手分,直胜,台次分",
      "Chinese team events: 场分 (match points), 局分 (game points), 对手分 (Buchholz of match points), 直胜 "
      "(direct encounter), 台次分 (board count); the organiser may give another cascade" },
};
const size_t tt_nrulesets = sizeof tt_rulesets / sizeof tt_rulesets[0];

/* Chinese names a cascade may use; `p` stands for the primary score, `o`
 * for the other one. */
static const struct {
    const char *zh, *code;
} zh_codes[] = {
    { "场分", "PTS:MP" },    { "局分", "PTS:GP" },      { "对手分", "BH:p" },     { "中间分", "BH:p/M1" },
    { "扣除对手分", "BH:p/C1" }, { "直胜", "DE" },      { "台次分", "BC" },       { "累进分", "PS:p" },
    { "胜局数", "WIN:GP" },  { "胜场数", "WIN:MP" },    { "索伯分", "EMGSB" },    { "科亚分", "KS:p" },
};

/* Space and comma trimmed equality. */
static int same_name(const char *a, const char *b)
{
    while (*a && (isspace((unsigned char)*a) || *a == ','))
        a++;
    size_t n = strlen(a);
    while (n && (isspace((unsigned char)a[n - 1]) || a[n - 1] == ','))
        n--;
    return n == strlen(b) && memcmp(a, b, n) == 0;
}

const tt_ruleset *tt_ruleset_find(const char *name)
{
    for (size_t i = 0; name && i < tt_nrulesets; i++)
        if (same_name(name, tt_rulesets[i].name) || same_name(name, tt_rulesets[i].zh))
            return &tt_rulesets[i];
    return NULL;
}

/* Rewrite the Chinese names of a cascade as codes. The first score named
 * is the primary one; the other score named later is MPVGP. */
int tt_translate(char *out, size_t cap, const char *in)
{
    size_t o = 0;
    char primary = 0;
    const char *p = in;
    while (*p) {
        const char *code = NULL;
        size_t len = 0;
        for (size_t i = 0; i < sizeof zh_codes / sizeof zh_codes[0]; i++) {
            size_t l = strlen(zh_codes[i].zh);
            if (strncmp(p, zh_codes[i].zh, l) == 0 && l > len) {
                code = zh_codes[i].code;
                len = l;
            }
        }
        char buf[16];
        if (code) {
            if (strncmp(code, "PTS:", 4) == 0) {
                if (!primary) {
                    primary = code[4];
                } else {
                    code = "MPVGP";
                }
            }
            const char *q = strstr(code, ":p");
            if (q) {
                size_t k = (size_t)(q - code);
                if (k + 4 + strlen(q + 2) >= sizeof buf)
                    return -1;
                memcpy(buf, code, k);
                memcpy(buf + k, primary == 'G' ? ":GP" : ":MP", 3);
                strcpy(buf + k + 3, q + 2);
                code = buf;
            }
            size_t l = strlen(code);
            if (o + l + 1 >= cap)
                return -1;
            memcpy(out + o, code, l);
            o += l;
            p += len;
            continue;
        }
        /* A code written in Latin letters may set the primary score too. */
        if ((p == in || p[-1] == ',' || isspace((unsigned char)p[-1])) && !primary &&
            (strncmp(p, "PTS:GP", 6) == 0 || strncmp(p, "pts:gp", 6) == 0 || strncmp(p, "GPTS", 4) == 0))
            primary = 'G';
        if ((p == in || p[-1] == ',' || isspace((unsigned char)p[-1])) && !primary && strncmp(p, "PTS", 3) == 0)
            primary = 'M';
        /* Chinese commas and enumeration marks separate too. */
        if (strncmp(p, "，", 3) == 0 || strncmp(p, "、", 3) == 0) {
            if (o + 2 >= cap)
                return -1;
            out[o++] = ',';
            p += 3;
            continue;
        }
        if (o + 2 >= cap)
            return -1;
        out[o++] = *p++;
    }
    out[o] = 0;
    return 0;
}

/* The event's own cascade: its 212 record, else its 202 record. */
const char *tt_file_cascade(const swc_tournament *t, size_t *len)
{
    const char *found = NULL;
    for (int want = 0; want < 2 && !found; want++) {
        const char *code = want ? "202 " : "212 ";
        for (size_t i = 0; i < t->nextra; i++) {
            const char *l = t->extra_lines[i];
            if (l && strncmp(l, code, 4) == 0) {
                found = l + 4;
                break;
            }
        }
    }
    if (found)
        *len = strcspn(found, "\r\n");
    return found;
}
