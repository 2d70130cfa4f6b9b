/*
 * The named prize rules, one per event of the source documents, written in
 * the prize rules format (doc/prizes.md).
 */
#include <string.h>

#include "pz.h"

/* ---- named rules ---------------------------------------------------------
 * Each follows its source document (../shared/seeds/, see doc/prizes.md);
 * a comment marks every reading where a document is ambiguous. */

/* 第五届方庄双弈大奖赛, 中国象棋赛规程 (六) and 双弈赛规程 (六): the rating
 * groups and the grand-prix points are written alike in both. */
#define FZ_RATING_GROUPS                                                       \
    "prizes u1200 U1200等级组奖\n"                                             \
    "  # 32 entrants or more; the first of the group, his place prize\n"     \
    "  # topped up to 200; unrated and provisional ratings count as unrated\n" \
    "  # (in every group); one rating-group award per player\n"               \
    "  only rating-below 1200\n"                                              \
    "  min-entrants 32\n"                                                     \
    "  topup 200\n"                                                           \
    "  exclusive rating\n"                                                    \
    "prizes u1000 U1000等级组奖\n"                                             \
    "  only rating-below 1000\n"                                              \
    "  min-entrants 32\n"                                                     \
    "  topup 200\n"                                                           \
    "  exclusive rating\n"                                                    \
    "prizes u800 U800等级组奖\n"                                               \
    "  only rating-below 800\n"                                               \
    "  min-entrants 32\n"                                                     \
    "  topup 200\n"                                                           \
    "  exclusive rating\n"                                                    \
    "points grand-prix 常青藤双弈大奖赛积分\n"                                  \
    "  # places 1 and 2 if members; a non-member's place lapses\n"           \
    "  amounts 15 10\n"                                                       \
    "  only members keep-places\n"                                            \
    "  ties share\n"

static const char fangzhuang_xiangqi[] =
    "name fangzhuang-xiangqi\n"
    "title 方庄双弈大奖赛中国象棋赛奖励\n"
    "ruleset fangzhuang-xiangqi\n"
    "currency 元\n"
    "prizes places 名次奖金\n"
    "  # the list has six amounts (前十六名 read as 前六名)\n"
    "  amounts 1000 500 300 200 150 100\n"
    "  # fewer than 24 entrants: n/4 places, amounts unchanged\n"
    "  count -23: n/4; 24-: all\n"
    "  ties share\n" FZ_RATING_GROUPS;

static const char fangzhuang_dual[] =
    "name fangzhuang-dual\n"
    "title 方庄双弈大奖赛双弈赛奖励\n"
    "ruleset fangzhuang-dual\n"
    "currency 元\n"
    "prizes places 名次奖金\n"
    "  amounts 1000 500 300 200 200 200\n"
    "  # fewer than 4 entrants: no event\n"
    "  count 4-5: 1; 6-8: 2; 9-10: 3; 11-: n/3\n"
    "  ties share\n" FZ_RATING_GROUPS;

#define FZ_OPEN(SECTION)                                                      \
    "prizes open 公开组名次奖金\n" SECTION                                     \
    "  amounts 2200 1100 600 500 400 300 300 300\n"                          \
    "  # fewer than 32 entrants: n/4 places, at least 1, at most 8\n"        \
    "  count -31: n/4 min 1 max 8; 32-: all\n"                                \
    "prizes challenge 棋士挑战大师奖\n" SECTION                                \
    "  # 100 per game won over the board against 棋协大师 or higher (GM,\n"   \
    "  # IM, FM count), at most 300; holders of 一级棋士 or a lower grade\n"   \
    "  # certificate only; adds to the place prizes\n"                       \
    "  bounty 100 cap 300 against 棋协大师\n"                                  \
    "  only cn-title-at-most 一级棋士\n"                                       \
    "points year-end 年终奖积分\n" SECTION                                     \
    "  # the list has three places although the text says 前两名\n"          \
    "  amounts 20 15 10\n"

static const char fangzhuang_chess_open[] =
    "name fangzhuang-chess-open\n"
    "title 方庄国际象棋大奖赛公开组奖励\n"
    "ruleset fangzhuang-chess\n"
    "currency 元\n" FZ_OPEN("");

#define FZ_SPRINT_AMOUNTS "  amounts 500 300 150 100 50 50\n"

static const char fangzhuang_chess_sprint[] =
    "name fangzhuang-chess-sprint\n"
    "title 方庄国际象棋大奖赛大师冲刺组奖励\n"
    "ruleset fangzhuang-chess\n"
    "currency 元\n"
    "prizes sprint 大师冲刺组名次奖金\n" FZ_SPRINT_AMOUNTS
    "  # fewer than 6: no cash; fewer than 24: n/4 places, amounts unchanged\n"
    "  count -5: 0; 6-23: n/4; 24-: all\n"
    "prizes review 大师复盘奖（每位参赛棋手一盘专业复盘）\n"
    "  everyone\n";

static const char fangzhuang_chess[] =
    "name fangzhuang-chess\n"
    "title 方庄国际象棋大奖赛（公开组、大师冲刺组并组）奖励\n"
    "ruleset fangzhuang-chess\n"
    "currency 元\n" FZ_OPEN("  section group 公开组\n")
    "prizes sprint 大师冲刺组名次奖金\n"
    "  section group 大师冲刺组\n" FZ_SPRINT_AMOUNTS
    "  # merged: fewer than 6 no cash, 6-11 first place only\n"
    "  count -5: 0; 6-11: 1; 12-23: n/4; 24-: all\n"
    "prizes review 大师复盘奖（每位参赛棋手一盘专业复盘）\n"
    "  section group 大师冲刺组\n"
    "  everyone\n";

/* 昌平 and 经开区 grading events: every registration group ranked apart,
 * merged groups too (如遇并组，分别录取名次); trophies and medals, no cash. */
static const char changping_grading[] =
    "name changping-grading\n"
    "title 昌平区国际象棋等级赛奖励\n"
    "ruleset changping-grading\n"
    "# 晋升: grade by score rate, capped by the grade group (thresholds: the CCA's)\n"
    "grades changping-2024\n"
    "# 十一4 两轮未参加比赛，将取消比赛资格，成绩作废\n"
    "disqualify missed 2\n"
    "prizes top8 各组前八名（1-3名奖杯，4-8名奖牌）\n"
    "  section each-group\n"
    "  places 8\n"
    "prizes women 各组女子前三名（本组总排名前15名内）\n"
    "  section each-group\n"
    "  only women within 15\n"
    "  places 3\n"
    "prizes knight 骑士奖\n"
    "  # present in every round (played, forfeit win or pairing bye) and\n"
    "  # conduct points above 0\n"
    "  everyone\n"
    "  only finished\n"
    "  only conduct-above 0\n"
    "teams doubles 混双奖\n"
    "  # placement points in the pairing section: the merged ranking when\n"
    "  # groups were merged (并组比赛的，按并组名次)\n"
    "  by tag doubles\n"
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n"
    "  # 一名男棋手和一名女棋手\n"
    "  members 2\n"
    "  men 1\n"
    "  women 1\n"
    "teams parent-child 亲子奖\n"
    "  by tag parent-child\n"
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n"
    "  # 长辈和小辈各一名\n"
    "  members 2\n"
    "teams family 家庭奖\n"
    "  by tag family\n"
    "  score points 11 10 9 8 7 6 5 4 3 2 rest 1\n"
    "  # 同一家庭的三名棋手\n"
    "  members 3\n";

static const char changping_open[] =
    "name changping-open\n"
    "title 昌平区国际象棋等级赛公开组（非晋级组）奖励\n"
    "# the supplement gives no tie-breaks: those of the grading event\n"
    "ruleset changping-grading\n"
    "# the event's 十一4 holds for these sections too\n"
    "disqualify missed 2\n"
    "currency 元\n"
    "prizes places 前八名（1-3名奖杯，4-8名奖牌）现金奖励\n"
    "  amounts 1000 500 300 300 200 200 200 200\n"
    "prizes women 女子前三名（本组总排名前20名内）\n"
    "  only women within 20\n"
    "  places 3\n"
    "prizes lesson 第一名：GM徐俊老师私教课一节\n"
    "  places 1\n"
    "prizes broadcast 完成全部比赛：徐俊老师名局直播课一节\n"
    "  everyone\n"
    "  only finished\n";

static const char changping_companion[] =
    "name changping-companion\n"
    "title 昌平区国际象棋等级赛陪读组（非晋级组）奖励\n"
    "ruleset changping-grading\n"
    "disqualify missed 2\n"
    "prizes places 前八名（1-3名奖杯，4-8名奖牌）\n"
    "  places 8\n"
    "prizes women 女子前三名（本组总排名前20名内）\n"
    "  only women within 20\n"
    "  places 3\n";

static const char jingkai_grading[] =
    "name jingkai-grading\n"
    "title 经开区智慧杯国际象棋等级赛奖励\n"
    "ruleset jingkai-grading\n"
    "# 晋级: grade by score rate, capped by the grade group (thresholds: the CCA's)\n"
    "grades jingkaiqu-2026\n"
    "# 十一4 累计两轮未参加比赛者，将被取消比赛资格，此前成绩作废\n"
    "disqualify missed 2\n"
    "prizes top8 各组前八名（1-3名奖杯，4-8名奖牌）\n"
    "  section each-group\n"
    "  places 8\n"
    "prizes women 各组女子前三名（第1名奖杯，2-3名奖牌）\n"
    "  section each-group\n"
    "  only women\n"
    "  places 3\n";

/* 2015 全国业余棋王争霸赛, finals: men's and women's lists, province teams
 * (best 3 men / best 2 women by their places in their own list). */
#define NAT_TEAMS(MEN, WOMEN)                                                  \
    "teams men-team 男子团体\n"                                                   \
    "  by federation\n"                                                       \
    "  only men\n"                                                            \
    "  best 3\n"                                                              \
    "  member-places own-list\n"                                              \
    "  score places\n"                                                        \
    "  amounts " MEN "\n"                                                     \
    "teams women-team 女子团体\n"                                                 \
    "  by federation\n"                                                       \
    "  only women\n"                                                          \
    "  best 2\n"                                                              \
    "  member-places own-list\n"                                              \
    "  score places\n"                                                        \
    "  amounts " WOMEN "\n"

static const char national2015_xiangqi[] =
    "name national2015-xiangqi\n"
    "title 2015年全国业余象棋棋王争霸赛总决赛奖励\n"
    "# no tie-breaks in the document: the xiangqi rules' Swiss cascade\n"
    "ruleset xiangqi2011-buchholz\n"
    "currency 元\n"
    "# 等级申报 of the final: places of the whole field\n"
    "grades xiangqi-2015-final\n"
    "prizes open 男子个人（混合名次，女子可累积）\n"
    "  amounts 50000 20000 10000 3000*5 2000*8 1000*16\n"
    "prizes women 女子个人\n"
    "  only women\n"
    "  amounts 3000 2000 1000 800 600 500\n" NAT_TEAMS("12000 9000 6000 3000*3", "12000 9000 6000 3000*3");

static const char national2015_chess[] =
    "name national2015-chess\n"
    "title 2015年全国业余国际象棋棋王争霸赛总决赛奖励\n"
    "# no tie-breaks in the document: the FIDE recommendation of the time\n"
    "ruleset fide-c02-2009\n"
    "currency 元\n"
    "# 等级申报 of the final: places of the whole field\n"
    "grades chess-2015-final\n"
    "prizes open 男子个人（混合名次，女子可累积）\n"
    "  amounts 50000 20000 10000 3000*5 2000*8 1000*16\n"
    "prizes women 女子个人\n"
    "  only women\n"
    "  amounts 3000 2000 1000 800 600 500\n" NAT_TEAMS("12000 9000 6000 3000*3", "12000 9000 6000 3000*3");

static const char national2015_go[] =
    "name national2015-go\n"
    "title 2015全国业余围棋棋王争霸赛总决赛奖励\n"
    "# no tie-breaks in the document: Buchholz (对手分), still tied share\n"
    "tiebreaks 对手分\n"
    "currency 元\n"
    "# 等级申报 of the final: places of the whole field\n"
    "grades go-2015-final\n"
    "prizes men 男子个人（男女名次分开录取）\n"
    "  only men\n"
    "  amounts 60000 30000 20000 10000 5000 5000 3000 3000 2000*8 1000*16\n"
    "prizes women 女子个人\n"
    "  only women\n"
    "  amounts 10000 5000 3000 1000 800 600\n" NAT_TEAMS("25000 12000 8000 5000*3", "15000 10000 6000 3000*3");

static const char national2015_doubles[] =
    "name national2015-doubles\n"
    "title 2015年全国业余棋王争霸赛双人赛（男双、女双、混双、亲子）奖励\n"
    "# one entrant is a pair; no tie-breaks in the document: points only,\n"
    "# tied pairs share\n"
    "currency 元\n"
    "prizes places 名次奖金\n"
    "  # 8 pairs to start\n"
    "  min-entrants 8\n"
    "  amounts 10000 8000 6000 3000*3\n";

/* The four doubles events: each entrant is a pair whose `sexes` tag says
 * who is in it; the document admits only pairs of the event's kind. */
#define NAT_DOUBLES(KIND, TITLE, SEXES)                                         \
    "use national2015-doubles\n"                                               \
    "name national2015-doubles-" KIND "\n"                                     \
    "title 2015年全国业余棋王争霸赛" TITLE "奖励\n"                              \
    "prizes places\n"                                                          \
    "  entrant-sexes " SEXES "\n"

static const char national2015_doubles_men[] = NAT_DOUBLES("men", "男子双人", "mm");
static const char national2015_doubles_women[] = NAT_DOUBLES("women", "女子双人", "ww");
static const char national2015_doubles_mixed[] = NAT_DOUBLES("mixed", "男女混双", "mw");
static const char national2015_doubles_parent[] =
    NAT_DOUBLES("parent", "亲子双人", "??") "  # 三代直系亲属: kinship is the organiser's registration\n";

static const char province_teams[] =
    "name province-teams\n"
    "title 团体总分（男子前三名、女子前二名名次之和）\n"
    "teams province-men 男子团体\n"
    "  by federation\n"
    "  only men\n"
    "  best 3\n"
    "  score places\n"
    "teams province-women 女子团体\n"
    "  by federation\n"
    "  only women\n"
    "  best 2\n"
    "  score places\n";

const pz_named pz_named_rules[] = {
    { "fangzhuang-xiangqi", "方庄象棋赛奖励",
      "Fangzhuang xiangqi Swiss: 1000/500/300/200/150/100 (n/4 places below 24 entrants), ties share; "
      "U1200/U1000/U800 top-ups to 200 from 32 entrants; grand-prix points 15/10 for members",
      fangzhuang_xiangqi },
    { "fangzhuang-chess-open", "方庄国际象棋公开组奖励",
      "Fangzhuang chess open section alone: 2200/1100/600/500/400/300/300/300 (n/4, 1 to 8 places below 32), "
      "棋士挑战大师奖 100 a win over 棋协大师+ (max 300), year-end points 20/15/10",
      fangzhuang_chess_open },
    { "fangzhuang-chess-sprint", "方庄国际象棋大师冲刺组奖励",
      "Fangzhuang chess master-sprint section alone: 500/300/150/100/50/50 from 24 entrants, n/4 places below, "
      "no cash below 6",
      fangzhuang_chess_sprint },
    { "fangzhuang-chess", "方庄国际象棋并组奖励",
      "Fangzhuang chess merged event: the open section's prizes in group 公开组, 大师冲刺组 paid apart "
      "(no cash below 6, first place only with 6-11, n/4 below 24, six places from 24)",
      fangzhuang_chess },
    { "fangzhuang-dual", "方庄双弈赛奖励",
      "Fangzhuang dual-board event: 1000/500/300/200/200/200 (1 place for 4-5 entrants, 2 for 6-8, 3 for 9-10, "
      "n/3 above), ties share money and points; rating groups and grand-prix points as in xiangqi",
      fangzhuang_dual },
    { "changping-grading", "昌平等级赛奖励",
      "Changping grading event: top 8 and women's top 3 (within the top 15) of every group, knight award, "
      "mixed-doubles / parent-child / family teams by placement points in the pairing section (one man and "
      "one woman / two / three members); grade certificates changping-2024",
      changping_grading },
    { "changping-open", "昌平公开组奖励",
      "Changping open section: 1000/500/300/300/200/200/200/200, women's top 3 within the top 20, "
      "a private lesson for the winner, a broadcast lesson for everyone who finished",
      changping_open },
    { "changping-companion", "昌平陪读组奖励",
      "Changping companion section: top 8, women's top 3 within the top 20", changping_companion },
    { "jingkai-grading", "经开区等级赛奖励",
      "Jingkai grading event: top 8 and women's top 3 of every group (merged groups ranked apart); grade "
      "certificates jingkaiqu-2026",
      jingkai_grading },
    { "national2015-xiangqi", "2015全国业余象棋棋王争霸赛奖励",
      "2015 national amateur xiangqi final: mixed list of 32 (women accumulate), women's list of 6, "
      "province teams (best 3 men, best 2 women)",
      national2015_xiangqi },
    { "national2015-chess", "2015全国业余国际象棋棋王争霸赛奖励",
      "2015 national amateur chess final: mixed list of 32 (women accumulate), women's list of 6, "
      "province teams (best 3 men, best 2 women)",
      national2015_chess },
    { "national2015-go", "2015全国业余围棋棋王争霸赛奖励",
      "2015 national amateur Go final: men's list of 32, women's list of 6, province teams", national2015_go },
    { "national2015-doubles", "2015全国业余棋王争霸赛双人赛奖励",
      "2015 national amateur doubles (men's, women's, mixed, parent-child): six places from 8 pairs",
      national2015_doubles },
    { "national2015-doubles-men", "2015全国业余棋王争霸赛男子双人奖励",
      "2015 national amateur men's doubles: as national2015-doubles, every pair two men (tag sexes=mm)",
      national2015_doubles_men },
    { "national2015-doubles-women", "2015全国业余棋王争霸赛女子双人奖励",
      "2015 national amateur women's doubles: as national2015-doubles, every pair two women (tag sexes=ww)",
      national2015_doubles_women },
    { "national2015-doubles-mixed", "2015全国业余棋王争霸赛男女混双奖励",
      "2015 national amateur mixed doubles: as national2015-doubles, every pair a man and a woman (tag sexes=mw)",
      national2015_doubles_mixed },
    { "national2015-doubles-parent", "2015全国业余棋王争霸赛亲子双人奖励",
      "2015 national amateur parent-child doubles: as national2015-doubles, every entrant a pair (tag sexes, "
      "two letters)",
      national2015_doubles_parent },
    { "province-teams", "团体总分",
      "Federation / province teams: sum of the places of the best 3 men and of the best 2 women",
      province_teams },
};
const size_t pz_nnamed = sizeof pz_named_rules / sizeof pz_named_rules[0];

const pz_named *pz_named_find(const char *name)
{
    if (!name)
        return NULL;
    for (size_t k = 0; k < pz_nnamed; k++)
        if (!strcmp(pz_named_rules[k].name, name) || !strcmp(pz_named_rules[k].zh, name))
            return &pz_named_rules[k];
    return NULL;
}

