/*
 * Cascades: parsing a list of FIDE / TRF-2026 descriptors ("BH/C1,BH,SB")
 * or of Chinese names ("对手分,中间分,累进分"), and the named rulesets.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "tb.h"

/* Chinese names and other spellings, with the descriptor they stand for. */
typedef struct tb_alias {
    const char *name;
    const char *desc;
} tb_alias;

static const tb_alias aliases[] = {
    { "积分", "PTS" },
    { "总积分", "PTS" },
    { "对手分", "BH" },
    { "布赫兹分", "BH" },
    { "中间分", "BH/M1" },
    { "中间对手分", "BH/M1" },
    /* Reading taken for the unverified "type I/II" names: Cut-1 / Cut-2. */
    { "对手分扣除I型", "BH/C1" },
    { "对手分扣除Ⅰ型", "BH/C1" },
    { "对手分扣除II型", "BH/C2" },
    { "对手分扣除Ⅱ型", "BH/C2" },
    { "扣除对手分", "BH/C1" },
    { "小布赫霍尔兹", "BH/C1" },
    { "累进分", "PS" },
    { "胜局数", "WIN" },
    { "胜局", "WIN" },
    { "后手胜局数", "BWG" },
    { "后手胜局", "BWG" },
    { "后胜局", "BWG" },
    { "后手局数", "BPG" },
    { "后手局", "BPG" },
    { "后走局数", "BPG" },
    { "先手胜局", "WWG" },
    { "先手胜局数", "WWG" },
    { "直胜", "DE" },
    { "直胜分", "DE" },
    { "直胜局", "DE" },
    { "索伯分", "SB" },
    { "梭伯分", "SB" },
    { "犯规", "FOUL" },
    { "抽签", "LOT" },
    { "逐轮比较", "LRB" },
    { "去轮累进分", "PSR" },
    { "序号", "TPN" },
    { "等级分", "RTNG" },
    { "GE", "REP" },
    { "RTG", "RTNG" },
    { "SNO", "TPN" },
    { "LOTS", "LOT" },
    { "FOULS", "FOUL" },
};

void tb_spec_default(tb_spec *sp, int crit)
{
    memset(sp, 0, sizeof *sp);
    sp->crit = crit;
    sp->limit_pct = 50;
    sp->unrated = -1;
}

static int find_code(const char *s, size_t len)
{
    for (int k = 0; k < TB_NCRIT; k++) {
        const char *code = tb_criteria[k].code;
        if (strlen(code) != len)
            continue;
        size_t j = 0;
        while (j < len && toupper((unsigned char)s[j]) == code[j])
            j++;
        if (j == len)
            return k;
    }
    return -1;
}

static int parse_uint(const char *s, size_t len, int *out)
{
    if (len == 0 || len > 6)
        return -1;
    int v = 0;
    for (size_t j = 0; j < len; j++) {
        if (!isdigit((unsigned char)s[j]))
            return -1;
        v = v * 10 + (s[j] - '0');
    }
    *out = v;
    return 0;
}

/* One modifier of a descriptor, e.g. "C1", "M2", "L+1", "P". */
static int parse_mod(tb_spec *sp, const char *m, size_t len, char *err, size_t errcap)
{
    unsigned allowed = tb_criteria[sp->crit].mods;
    char L = (char)toupper((unsigned char)m[0]);
    int v = 0;
    const char *code = tb_criteria[sp->crit].code;
    switch (L) {
    case 'C':
        if (!(allowed & TB_MOD_CUT) || parse_uint(m + 1, len - 1, &v) || v < 1 || v > 99)
            break;
        sp->cut_low = v;
        sp->cut_high = 0;
        return 0;
    case 'M':
        if (!(allowed & TB_MOD_MEDIAN) || parse_uint(m + 1, len - 1, &v) || v < 1 || v > 49)
            break;
        sp->cut_low = sp->cut_high = v;
        return 0;
    case 'L':
        if (!(allowed & TB_MOD_LIMIT) || len < 2)
            break;
        if (m[1] == '+' || m[1] == '-') {
            /* shift in half points, or in points when written with a dot */
            const char *dot = memchr(m + 2, '.', len - 2);
            int whole = 0, frac = 0;
            if (dot) {
                if (parse_uint(m + 2, (size_t)(dot - (m + 2)), &whole))
                    break;
                size_t fl = len - (size_t)(dot + 1 - m);
                if (fl != 1 || parse_uint(dot + 1, 1, &frac))
                    break;
                v = whole * 10 + frac;
            } else {
                if (parse_uint(m + 2, len - 2, &whole))
                    break;
                v = whole * 5;
            }
            sp->limit_add = m[1] == '-' ? -v : v;
            return 0;
        }
        if (parse_uint(m + 1, len - 1, &v) || v > 100)
            break;
        sp->limit_pct = v;
        return 0;
    case 'P':
        if (!(allowed & TB_MOD_PLAYED) || len != 1)
            break;
        sp->forfeits = 1;
        return 0;
    case 'R':
        if (!(allowed & TB_MOD_REV) || len != 1)
            break;
        sp->reverse = 1;
        return 0;
    case 'U':
        if (!(allowed & TB_MOD_UNRATED) || parse_uint(m + 1, len - 1, &v) || v > 9999)
            break;
        sp->unrated = v;
        return 0;
    default:
        break;
    }
    snprintf(err, errcap, "modifier '%.*s' is not valid for %s", (int)len, m, code);
    return -1;
}

static int parse_desc(tb_spec *sp, const char *s, size_t len, char *err, size_t errcap)
{
    size_t k = 0;
    while (k < len && s[k] != '/' && s[k] != '-')
        k++;
    int crit = find_code(s, k);
    if (crit < 0) {
        snprintf(err, errcap, "unknown tie-break '%.*s'", (int)len, s);
        return -1;
    }
    tb_spec_default(sp, crit);
    while (k < len) {
        size_t a = k + 1, b = a;
        while (b < len && s[b] != '/')
            b++;
        if (b == a) {
            snprintf(err, errcap, "empty modifier in '%.*s'", (int)len, s);
            return -1;
        }
        if (parse_mod(sp, s + a, b - a, err, errcap))
            return -1;
        k = b;
    }
    return 0;
}

static int parse_token(tb_spec *sp, const char *s, size_t len, char *err, size_t errcap)
{
    for (size_t a = 0; a < sizeof aliases / sizeof aliases[0]; a++) {
        size_t al = strlen(aliases[a].name);
        int same = al == len;
        for (size_t j = 0; same && j < len; j++)
            same = toupper((unsigned char)s[j]) == toupper((unsigned char)aliases[a].name[j]);
        if (same)
            return parse_desc(sp, aliases[a].desc, strlen(aliases[a].desc), err, errcap);
    }
    return parse_desc(sp, s, len, err, errcap);
}

/* Length of a separator at s (ASCII , ; > space tab, or the Chinese comma
 * "，", enumeration comma "、" and semicolon "；"), 0 when none. */
static size_t sep_len(const char *s)
{
    if (*s == ',' || *s == ';' || *s == ' ' || *s == '\t' || *s == '>' || *s == '\n')
        return 1;
    if (!strncmp(s, "\xEF\xBC\x8C", 3) || !strncmp(s, "\xE3\x80\x81", 3) || !strncmp(s, "\xEF\xBC\x9B", 3))
        return 3;
    return 0;
}

int tb_parse(tb_spec *out, int cap, const char *text, char *err, size_t errcap)
{
    int n = 0, pos = 0;
    const char *s = text;
    while (*s) {
        size_t l = sep_len(s);
        if (l) {
            s += l;
            continue;
        }
        const char *start = s;
        while (*s && !sep_len(s))
            s++;
        pos++;
        tb_spec sp;
        if (parse_token(&sp, start, (size_t)(s - start), err, errcap)) {
            size_t used = strlen(err);
            snprintf(err + used, errcap > used ? errcap - used : 0, " (tie-break %d)", pos);
            return -1;
        }
        if (sp.crit == TB_PTS)
            continue; /* points always come first */
        if (n == cap) {
            snprintf(err, errcap, "more than %d tie-breaks", cap);
            return -1;
        }
        out[n++] = sp;
    }
    return n;
}

void tb_spec_label(char *buf, size_t cap, const tb_spec *sp)
{
    int k = snprintf(buf, cap, "%s", tb_criteria[sp->crit].code);
    size_t used = k > 0 ? (size_t)k : 0;
#define ADD(...)                                                                   \
    do {                                                                           \
        int w = snprintf(buf + used, cap > used ? cap - used : 0, __VA_ARGS__);    \
        if (w > 0)                                                                 \
            used += (size_t)w;                                                     \
    } while (0)
    if (sp->cut_high > 0 && sp->cut_high == sp->cut_low)
        ADD("/M%d", sp->cut_high);
    else if (sp->cut_low > 0)
        ADD("/C%d", sp->cut_low);
    if (sp->crit == TB_KS && sp->limit_pct != 50)
        ADD("/L%d", sp->limit_pct);
    if (sp->limit_add) {
        if (sp->limit_add % 5 == 0)
            ADD("/L%+d", sp->limit_add / 5);
        else
            ADD("/L%c%d.%d", sp->limit_add < 0 ? '-' : '+', (sp->limit_add < 0 ? -sp->limit_add : sp->limit_add) / 10,
                (sp->limit_add < 0 ? -sp->limit_add : sp->limit_add) % 10);
    }
    if (sp->forfeits)
        ADD("/P");
    if (sp->reverse)
        ADD("/R");
    if (sp->unrated >= 0)
        ADD("/U%d", (int)sp->unrated);
#undef ADD
}

/* ---- named rulesets -------------------------------------------------------- */

const tb_ruleset tb_rulesets[] = {
    { "fangzhuang-xiangqi", "方庄象棋积分编排赛", "积分,对手分,中间分,胜局数,直胜分,索伯分", TB_REGIME_XQ2011, 0,
      "Fangzhuang xiangqi Swiss: Buchholz, median Buchholz, wins, direct encounter, Sonneborn-Berger; "
      "players still tied share the place and the prize money" },
    { "fangzhuang-dual", "方庄双弈赛", "积分,对手分,中间分,胜局数,直胜分,索伯分", TB_REGIME_XQ2011, 0,
      "Fangzhuang dual-board (xiangqi + chess) event on the game points of both boards; same cascade, "
      "ties share the place" },
    { "fangzhuang-chess", "方庄国际象棋公开组/大师冲刺组", "总积分,对手分,中间对手分,累进分,胜局数,后手胜局数,抽签",
      TB_REGIME_2026, 1,
      "Fangzhuang chess (open and master-sprint sections): Buchholz, median Buchholz, progressive score, "
      "wins, wins with black, lots" },
    { "jingkai-grading", "经开区等级赛", "对手分扣除I型,对手分,索伯分,胜局数,抽签", TB_REGIME_2026, 1,
      "Jingkai grading event: Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins, lots" },
    { "changping-grading", "昌平等级赛", "对手分,中间分,胜局数,抽签", TB_REGIME_2026, 1,
      "Changping grading event: Buchholz, median Buchholz, wins, lots" },
    { "xiangqi2011-buchholz", "象棋竞赛规则2011积分编排对手分法", "对手分,胜局数,犯规,后手局数,逐轮比较",
      TB_REGIME_XQ2011, 0,
      "Xiangqi rules 2011 art. 14.3.1: Buchholz (bye opponent = lowest score among players who scored), "
      "wins, fouls (fewer first), games with black, then the last round's result, the one before …" },
    { "xiangqi2011-progressive", "象棋竞赛规则2011积分编排累进分法", "累进分,胜局数,犯规,后手局数,去轮累进分",
      TB_REGIME_XQ2011, 0,
      "Xiangqi rules 2011 art. 14.3.2: progressive score, wins, fouls (fewer first), games with black, "
      "then progressive score without round 1, without rounds 1-2 …" },
    { "fide-c02-2009", "国际棋联2009推荐", "DE,WIN,BPG,ARO/C1,BH/C1,BH,SB,LOT", TB_REGIME_2009, 1,
      "the former FIDE recommendation for individual Swiss events (C.02 13), 2009 virtual opponent" },
    { "fide-2026", "国际棋联2026", "DE,BH/C1,BH,SB,PS,WIN,BPG,BWG,LOT", TB_REGIME_2026, 1,
      "C.07 2026 rules for unplayed games with a common Swiss cascade" },
};

const size_t tb_nrulesets = sizeof tb_rulesets / sizeof tb_rulesets[0];

const tb_ruleset *tb_ruleset_find(const char *name)
{
    for (size_t k = 0; k < tb_nrulesets; k++)
        if (!strcmp(tb_rulesets[k].name, name) || !strcmp(tb_rulesets[k].zh, name))
            return &tb_rulesets[k];
    return NULL;
}

int tb_specs_equal(const tb_spec *a, int na, const tb_spec *b, int nb)
{
    if (na != nb)
        return 0;
    for (int k = 0; k < na; k++)
        if (a[k].crit != b[k].crit || a[k].cut_low != b[k].cut_low || a[k].cut_high != b[k].cut_high ||
            a[k].limit_pct != b[k].limit_pct || a[k].limit_add != b[k].limit_add || a[k].forfeits != b[k].forfeits ||
            a[k].reverse != b[k].reverse || a[k].unrated != b[k].unrated)
            return 0;
    return 1;
}

int tb_ruleset_regime_of(const tb_spec *specs, int n, const char **name)
{
    int regime = 0;
    *name = NULL;
    for (size_t k = 0; k < tb_nrulesets; k++) {
        tb_spec rs[TB_MAX_SPECS];
        char err[200];
        int m = tb_parse(rs, TB_MAX_SPECS, tb_rulesets[k].spec, err, sizeof err);
        if (m < 0 || !tb_specs_equal(specs, n, rs, m))
            continue;
        if (!*name) {
            *name = tb_rulesets[k].name;
            regime = tb_rulesets[k].regime;
        } else if (regime != tb_rulesets[k].regime) {
            return 0;
        }
    }
    return regime;
}
