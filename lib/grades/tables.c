/*
 * The grade tables of the source documents, as they list them:
 * ../shared/seeds/003_… (2015 全国业余棋王争霸赛, 十二(四) / 4.) for the
 * online stages, the finals and the doubles of Go, xiangqi and chess, and
 * ../shared/seeds/001_… (经开区 2026) and 002_… (昌平 2024) for the caps of
 * their grade groups. The CCA ladder and its names live here too.
 */
#include <string.h>

#include "gr.h"

static const char *const numerals[] = { "", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十",
                                        "十一", "十二", "十三", "十四", "十五" };

static const char *const level_names[] = {
    "无级",     "十五级棋士", "十四级棋士", "十三级棋士", "十二级棋士", "十一级棋士",
    "十级棋士", "九级棋士",   "八级棋士",   "七级棋士",   "六级棋士",   "五级棋士",
    "四级棋士", "三级棋士",   "二级棋士",   "一级棋士",   "候补棋协大师", "棋协大师",
};

const char *gr_level_name(int level)
{
    return level >= 0 && level <= GR_TOP ? level_names[level] : "";
}

static int eq(const char *s, size_t n, const char *w)
{
    return strlen(w) == n && memcmp(s, w, n) == 0;
}

int gr_level_parse(const char *s, size_t n)
{
    while (n && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n == 0 || eq(s, n, "无级") || eq(s, n, "无") || eq(s, n, "无级别") || eq(s, n, "无等级") ||
        eq(s, n, "无级棋士"))
        return GR_NONE;
    if (eq(s, n, "棋协大师"))
        return GR_MASTER;
    if (eq(s, n, "候补棋协大师"))
        return GR_CANDIDATE_MASTER;
    /* drop the suffix 棋士 and then 级 */
    static const char suffix[] = "棋士";
    if (n >= sizeof suffix - 1 && !memcmp(s + n - (sizeof suffix - 1), suffix, sizeof suffix - 1))
        n -= sizeof suffix - 1;
    static const char ji[] = "级";
    if (n < sizeof ji - 1 || memcmp(s + n - (sizeof ji - 1), ji, sizeof ji - 1))
        return -1;
    n -= sizeof ji - 1;
    int k = 0;
    if (n && s[0] >= '0' && s[0] <= '9') {
        for (size_t i = 0; i < n; i++) {
            if (s[i] < '0' || s[i] > '9' || k > 100)
                return -1;
            k = k * 10 + (s[i] - '0');
        }
    } else {
        k = -1;
        for (int j = 1; j <= 15; j++)
            if (eq(s, n, numerals[j]))
                k = j;
    }
    return k >= 1 && k <= 15 ? GR_LEVEL(k) : -1;
}

/* ---- 2015 全国业余棋王争霸赛 ------------------------------------------------ */

#define N(a) (sizeof a / sizeof a[0])

/* 围棋 ①海选赛: 积分 4分 6分 8分及以上 → 9级 8级 7级 */
static const gr_band go_haixuan[] = { { 40, 0, "9级" }, { 60, 0, "8级" }, { 80, 0, "7级" } };
/* ②晋级赛: 每阶段名次 1-20 21-60 61-100 101-300 301-500 501-800 → 1级 … 6级 */
static const gr_band go_jinji[] = { { 1, 20, "1级" },     { 21, 60, "2级" },    { 61, 100, "3级" },
                                    { 101, 300, "4级" },  { 301, 500, "5级" },  { 501, 800, "6级" } };
/* ③入围赛: 第一轮淘汰 —— 第二轮淘汰 1级 第三轮淘汰 1段 第三轮获胜 2段 */
static const gr_band go_ruwei[] = { { 1, 1, "" }, { 2, 2, "1级" }, { 3, 3, "1段" }, { GR_KO_WON, GR_KO_WON, "2段" } };
/* 线下总决赛: 第1名 7段, 2-9 6段, 10-49 5段, 50-119 4段, 120-209 3段, 210-309 2段, 310名以后 1段 */
static const gr_band go_final[] = { { 1, 1, "7段" },       { 2, 9, "6段" },       { 10, 49, "5段" },
                                    { 50, 119, "4段" },    { 120, 209, "3段" },   { 210, 309, "2段" },
                                    { 310, 0, "1段" } };
/* 双人赛 */
static const gr_band go_men[] = { { 1, 1, "4段" }, { 2, 3, "3段" }, { 4, 6, "2段" } };
static const gr_band go_women[] = { { 1, 1, "3段" }, { 2, 3, "2段" }, { 4, 6, "1段" } };
static const gr_band go_parent[] = { { 1, 1, "2段" }, { 2, 6, "1段" } };

/* 象棋 (1)①海选赛 积分 5分 六级棋士; ②晋级赛 责任局数5 6分以上 五级棋士 */
static const gr_band xq_haixuan[] = { { 50, 0, "六级棋士" } };
static const gr_band xq_jinji[] = { { 60, 0, "五级棋士" } };
/* ③入围赛 单败淘汰: 胜 三级棋士, 负 四级棋士 */
static const gr_band xq_ruwei[] = { { 1, GR_KO_WON - 1, "四级棋士" }, { GR_KO_WON, GR_KO_WON, "三级棋士" } };
/* (2) 总决赛 1-6 地方大师, 7-17 一级棋士, 18名以后 二级棋士 */
static const gr_band xq_final[] = { { 1, 6, "地方大师" }, { 7, 17, "一级棋士" }, { 18, 0, "二级棋士" } };

/* 象棋 and 国际象棋 (3) 双人赛 */
static const gr_band cc_men[] = { { 1, 3, "一级棋士" }, { 4, 6, "二级棋士" } };
static const gr_band cc_women[] = { { 1, 3, "二级棋士" }, { 4, 6, "三级棋士" } };
static const gr_band cc_parent[] = { { 1, 3, "三级棋士" }, { 4, 6, "四级棋士" } };

/* 国际象棋 ①海选赛 积分 5分 六级棋士 (证书责任局数 10) */
static const gr_band ch_haixuan[] = { { 50, 0, "六级棋士" } };
/* ②入围赛 根据积分排名 1-100 三级棋士, 101-200 四级棋士, 200名以后 五级棋士 */
static const gr_band ch_ruwei[] = { { 1, 100, "三级棋士" }, { 101, 200, "四级棋士" }, { 201, 0, "五级棋士" } };
/* (2) 总决赛 1-6 候补棋协大师, 7-17 一级棋士, 18名以后 二级棋士 */
static const gr_band ch_final[] = { { 1, 6, "候补棋协大师" }, { 7, 17, "一级棋士" }, { 18, 0, "二级棋士" } };

/* ---- grading events: caps of the grade groups --------------------------- */

/* 经开区 2026 九3 可晋升…三级至十二级棋士: 十三至十五级 are 原 (abolished)
 * grades, so no certificate below 十二级 (the table's lowest).
 * 经开区 2026 七、: 四级组 最高三级 … 九级组 最高七级, 十级组 八级, 十一级组 九级,
 * 十二级组 (十二至十五级证书) 十级, 无级别组 十一级 */
static const gr_cap jkq_caps[] = {
    { GR_LEVEL(4), GR_LEVEL(3) },  { GR_LEVEL(5), GR_LEVEL(4) },   { GR_LEVEL(6), GR_LEVEL(5) },
    { GR_LEVEL(7), GR_LEVEL(6) },  { GR_LEVEL(8), GR_LEVEL(7) },   { GR_LEVEL(9), GR_LEVEL(7) },
    { GR_LEVEL(10), GR_LEVEL(8) }, { GR_LEVEL(11), GR_LEVEL(9) },  { GR_LEVEL(12), GR_LEVEL(10) },
    { GR_LEVEL(13), GR_LEVEL(10) }, { GR_LEVEL(14), GR_LEVEL(10) }, { GR_LEVEL(15), GR_LEVEL(10) },
    { GR_NONE, GR_LEVEL(11) },
};

/* 昌平 2024 八、: 四级组 最高三级 … 九级组 七级, 十级组 八级, 十一级组 九级, 十二级组
 * 十级, 十三级组 十一级, 十四级组 十二级, 十五级组 十三级, 无级组 十四级 */
static const gr_cap cp_caps[] = {
    { GR_LEVEL(4), GR_LEVEL(3) },   { GR_LEVEL(5), GR_LEVEL(4) },   { GR_LEVEL(6), GR_LEVEL(5) },
    { GR_LEVEL(7), GR_LEVEL(6) },   { GR_LEVEL(8), GR_LEVEL(7) },   { GR_LEVEL(9), GR_LEVEL(7) },
    { GR_LEVEL(10), GR_LEVEL(8) },  { GR_LEVEL(11), GR_LEVEL(9) },  { GR_LEVEL(12), GR_LEVEL(10) },
    { GR_LEVEL(13), GR_LEVEL(11) }, { GR_LEVEL(14), GR_LEVEL(12) }, { GR_LEVEL(15), GR_LEVEL(13) },
    { GR_NONE, GR_LEVEL(14) },
};

#define BANDS(b) b, N(b), NULL, 0, 0, 0, 0, 0, 0

static const gr_table tables[] = {
    { "go-2015-haixuan", "2015围棋网络海选赛等级", SWC_GRADE_BY_POINTS,
      "arena points: 4 → 9级, 6 → 8级, 8 or more → 7级", 0, BANDS(go_haixuan) },
    { "go-2015-jinji", "2015围棋网络晋级赛等级", SWC_GRADE_BY_RANK,
      "rank of the period: 1-20 1级, 21-60 2级, 61-100 3级, 101-300 4级, 301-500 5级, 501-800 6级", 0,
      BANDS(go_jinji) },
    { "go-2015-ruwei", "2015围棋网络入围赛等级", SWC_GRADE_BY_KNOCKOUT,
      "knockout: out in round 1 —, round 2 1级, round 3 1段, won round 3 2段", 0, BANDS(go_ruwei) },
    { "go-2015-final", "2015围棋总决赛等级", SWC_GRADE_BY_RANK,
      "final: 1st 7段, 2-9 6段, 10-49 5段, 50-119 4段, 120-209 3段, 210-309 2段, 310th and after 1段", 0,
      BANDS(go_final) },
    { "go-2015-doubles-men", "2015围棋男子双人等级", SWC_GRADE_BY_RANK, "1st 4段, 2-3 3段, 4-6 2段", 0,
      BANDS(go_men) },
    { "go-2015-doubles-women", "2015围棋女子双人等级", SWC_GRADE_BY_RANK, "1st 3段, 2-3 2段, 4-6 1段", 0,
      BANDS(go_women) },
    { "go-2015-doubles-mixed", "2015围棋男女混双等级", SWC_GRADE_BY_RANK, "1st 3段, 2-3 2段, 4-6 1段", 0,
      BANDS(go_women) },
    { "go-2015-doubles-parent", "2015围棋亲子双人等级", SWC_GRADE_BY_RANK, "1st 2段, 2-6 1段", 0,
      BANDS(go_parent) },
    { "xiangqi-2015-haixuan", "2015象棋网络海选赛等级", SWC_GRADE_BY_POINTS,
      "arena points: 5 → 六级棋士, with at least 10 games (获得等级证书的责任局数)", 10, BANDS(xq_haixuan) },
    { "xiangqi-2015-jinji", "2015象棋网络晋级赛等级", SWC_GRADE_BY_POINTS,
      "arena points: 6 or more with at least 5 games → 五级棋士", 5, BANDS(xq_jinji) },
    { "xiangqi-2015-ruwei", "2015象棋网络入围赛等级", SWC_GRADE_BY_KNOCKOUT,
      "knockout: won (reached the final) 三级棋士, lost 四级棋士", 0, BANDS(xq_ruwei) },
    { "xiangqi-2015-final", "2015象棋总决赛等级", SWC_GRADE_BY_RANK,
      "final: 1-6 地方大师, 7-17 一级棋士, 18th and after 二级棋士", 0, BANDS(xq_final) },
    { "xiangqi-2015-doubles-men", "2015象棋男子双人等级", SWC_GRADE_BY_RANK, "1-3 一级棋士, 4-6 二级棋士", 0,
      BANDS(cc_men) },
    { "xiangqi-2015-doubles-women", "2015象棋女子双人等级", SWC_GRADE_BY_RANK, "1-3 二级棋士, 4-6 三级棋士", 0,
      BANDS(cc_women) },
    { "xiangqi-2015-doubles-mixed", "2015象棋男女混双等级", SWC_GRADE_BY_RANK, "1-3 二级棋士, 4-6 三级棋士", 0,
      BANDS(cc_women) },
    { "xiangqi-2015-doubles-parent", "2015象棋亲子双人等级", SWC_GRADE_BY_RANK, "1-3 三级棋士, 4-6 四级棋士", 0,
      BANDS(cc_parent) },
    { "chess-2015-haixuan", "2015国际象棋网络海选赛等级", SWC_GRADE_BY_POINTS,
      "arena points: 5 → 六级棋士, with at least 10 games (获得等级证书的责任局数)", 10, BANDS(ch_haixuan) },
    { "chess-2015-ruwei", "2015国际象棋网络入围赛等级", SWC_GRADE_BY_RANK,
      "leaderboard rank among players with at least 5 games: 1-100 三级棋士, 101-200 四级棋士, after 200 五级棋士", 5,
      BANDS(ch_ruwei) },
    { "chess-2015-final", "2015国际象棋总决赛等级", SWC_GRADE_BY_RANK,
      "final: 1-6 候补棋协大师 (6人), 7-17 一级棋士 (11人), 18th and after 二级棋士; the head counts are "
      "caps, ties at their boundaries broken by the standings order",
      0, ch_final, N(ch_final), NULL, 0, 0, 0, 0, 1, 120 },
    { "chess-2015-doubles-men", "2015国际象棋男子双人等级", SWC_GRADE_BY_RANK, "1-3 一级棋士, 4-6 二级棋士", 0,
      BANDS(cc_men) },
    { "chess-2015-doubles-women", "2015国际象棋女子双人等级", SWC_GRADE_BY_RANK, "1-3 二级棋士, 4-6 三级棋士", 0,
      BANDS(cc_women) },
    { "chess-2015-doubles-mixed", "2015国际象棋男女混双等级", SWC_GRADE_BY_RANK, "1-3 二级棋士, 4-6 三级棋士", 0,
      BANDS(cc_women) },
    { "chess-2015-doubles-parent", "2015国际象棋亲子双人等级", SWC_GRADE_BY_RANK, "1-3 三级棋士, 4-6 四级棋士",
      0, BANDS(cc_parent) },
    { "jingkaiqu-2026", "经开区智慧杯等级赛晋级", SWC_GRADE_BY_SCORE_RATE,
      "by score rate, capped by grade group: 四→三, 五→四, 六→五, 七→六, 八→七, 九→七, 十→八, 十一→九, "
      "十二至十五→十, 无级→十一; 业余成人组 六级 to 三级; nothing below 十二级 (三级至十二级棋士)",
      0, NULL, 0, jkq_caps, N(jkq_caps), GR_LEVEL(6), GR_LEVEL(3), GR_LEVEL(12), 0, 0 },
    { "changping-2024", "昌平区等级赛晋级", SWC_GRADE_BY_SCORE_RATE,
      "by score rate, capped by grade group: 四→三, 五→四, 六→五, 七→六, 八→七, 九→七, 十→八, 十一→九, "
      "十二→十, 十三→十一, 十四→十二, 十五→十三, 无级→十四; 业余成年组 六级 to 三级",
      0, NULL, 0, cp_caps, N(cp_caps), GR_LEVEL(6), GR_LEVEL(3), 0, 0, 0 },
};

const gr_table *gr_table_find(const char *name)
{
    for (size_t i = 0; i < N(tables); i++)
        if (!strcmp(tables[i].name, name) || !strcmp(tables[i].name_zh, name))
            return &tables[i];
    return NULL;
}

uint32_t gr_table_count(void)
{
    return (uint32_t)N(tables);
}

const gr_table *gr_table_at(uint32_t i)
{
    return i < N(tables) ? &tables[i] : NULL;
}
