/*
 * The library's descriptions of its named rulesets, prize rules, online
 * stage presets and grade tables in Chinese, by their English text
 * (cli_tr_description). The names and Chinese titles come from the
 * library; tsv and json lists keep the English description for programs.
 * A description missing here prints in English (test cli-chinese-audit).
 */
#include "cli.h"

const cli_message cli_rules_zh[] = {
    { "Fangzhuang xiangqi Swiss: Buchholz, median Buchholz, wins, direct encounter, "
      "Sonneborn-Berger; players still tied share the place and the prize money",
      "方庄象棋积分编排赛：对手分、中间分、胜局数、直胜、索伯分；仍相同者名次并列，奖金均分" },
    { "Fangzhuang dual-board (xiangqi + chess) event on the game points of both boards; same "
      "cascade, ties share the place",
      "方庄双弈赛（象棋＋国际象棋），按两台的局分计算；名次区分同上，仍相同者名次并列" },
    { "Fangzhuang chess (open and master-sprint sections): Buchholz, median Buchholz, progressive "
      "score, wins, wins with black, lots",
      "方庄国际象棋（公开组和大师冲刺组）：对手分、中间对手分、累进分、胜局数、后手胜局数、抽签" },
    { "Jingkai grading event: Buchholz Cut-1, Buchholz, Sonneborn-Berger, wins, lots",
      "经开区等级赛：对手分扣除I型、对手分、索伯分、胜局数、抽签" },
    { "Changping grading event: Buchholz, median Buchholz, wins, lots", "昌平等级赛：对手分、中间分、胜局数、抽签" },
    { "Xiangqi rules 2011 art. 14.3.1: Buchholz (bye opponent = lowest score among players who "
      "scored), wins, fouls (fewer first), games with black, then the last round's result, the one "
      "before …",
      "象棋竞赛规则2011第14.3.1条：对手分（轮空的对手计为得分棋手中的最低分）、胜局数、犯规次数（少"
      "者列前）、后手局数，再依次比较最后一轮、倒数第二轮……的成绩" },
    { "Xiangqi rules 2011 art. 14.3.2: progressive score, wins, fouls (fewer first), games with "
      "black, then progressive score without round 1, without rounds 1-2 …",
      "象棋竞赛规则2011第14.3.2条：累进分、胜局数、犯规次数（少者列前）、后手局数，再依次比较去掉第"
      "1轮、去掉第1至2轮……的累进分" },
    { "the former FIDE recommendation for individual Swiss events (C.02 13), 2009 virtual opponent",
      "国际棋联此前对个人积分编排赛的建议（C.02 13），2009版虚拟对手" },
    { "C.07 2026 rules for unplayed games with a common Swiss cascade",
      "C.07 2026未赛对局规则，配一套常用的积分编排赛名次区分" },
    { "FIDE team Swiss (C.07 2026): match points, game points, extended direct encounter, EMGSB "
      "without the lowest, Buchholz of match points without the lowest, board count",
      "国际棋联团体积分编排赛（C.07 2026）：场分、局分、扩展直胜、去掉最低的扩展场分索伯分（EMGSB）"
      "、去掉最低的场分对手分、台次分" },
    { "FIDE team round robin (C.07 2026, no Buchholz in round robins): match points, game points, "
      "extended direct encounter, EMGSB, board count",
      "国际棋联团体循环赛（C.07 2026，循环赛不用对手分）：场分、局分、扩展直胜、扩展场分索伯分（EMG"
      "SB）、台次分" },
    { "FIDE team event ranked by game points (C.07 2026): game points, match points, Buchholz of "
      "match points without the lowest, EMGSB, extended direct encounter, top board result",
      "国际棋联按局分排名的团体赛（C.07 2026）：局分、场分、去掉最低的场分对手分、扩展场分索伯分（E"
      "MGSB）、扩展直胜、第一台成绩" },
    { "Chinese team events: 场分 (match points), 局分 (game points), 对手分 (Buchholz of match "
      "points), 直胜 (direct encounter), 台次分 (board count); the organiser may give another "
      "cascade",
      "中国团体赛：场分、局分、对手分（场分对手分）、直胜、台次分；主办方可另定名次区分办法" },
    { "Fangzhuang xiangqi Swiss: 1000/500/300/200/150/100 (n/4 places below 24 entrants), ties "
      "share; U1200/U1000/U800 top-ups to 200 from 32 entrants; grand-prix points 15/10 for members",
      "方庄象棋积分编排赛：1000/500/300/200/150/100（不足24人时取n/4名），名次并列者均分；满32人时U"
      "1200/U1000/U800等级组补足至200；会员另得大奖赛积分15/10" },
    { "Fangzhuang chess open section alone: 2200/1100/600/500/400/300/300/300 (n/4, 1 to 8 places "
      "below 32), 棋士挑战大师奖 100 a win over 棋协大师+ (max 300), year-end points 20/15/10",
      "方庄国际象棋公开组单独设奖：2200/1100/600/500/400/300/300/300（不足32人时取n/4名，1至8名），"
      "棋士挑战大师奖每胜一名棋协大师及以上者100（最多300），年终积分20/15/10" },
    { "Fangzhuang chess master-sprint section alone: 500/300/150/100/50/50 from 24 entrants, n/4 "
      "places below, no cash below 6",
      "方庄国际象棋大师冲刺组单独设奖：满24人时500/300/150/100/50/50，不足时取n/4名，不足6人不设奖"
      "金" },
    { "Fangzhuang chess merged event: the open section's prizes in group 公开组, 大师冲刺组 paid "
      "apart (no cash below 6, first place only with 6-11, n/4 below 24, six places from 24)",
      "方庄国际象棋并组：公开组奖励按组别公开组发放，大师冲刺组另行发放（不足6人不设奖金，6至11人只"
      "奖第一名，不足24人取n/4名，满24人奖六名）" },
    { "Fangzhuang dual-board event: 1000/500/300/200/200/200 (1 place for 4-5 entrants, 2 for 6-8, "
      "3 for 9-10, n/3 above), ties share money and points; rating groups and grand-prix points as "
      "in xiangqi",
      "方庄双弈赛：1000/500/300/200/200/200（4至5人奖1名，6至8人奖2名，9至10人奖3名，更多时取n/3名"
      "），名次并列者均分奖金和积分；等级组奖和大奖赛积分同象棋" },
    { "Changping grading event: top 8 and women's top 3 (within the top 15) of every group, knight "
      "award, mixed-doubles / parent-child / family teams by placement points in the pairing "
      "section (one man and one woman / two / three members); grade certificates changping-2024",
      "昌平等级赛：每组前8名和女子前3名（限前15名内），骑士奖，混双/亲子/家庭团体按编排组的名次分计"
      "（一男一女/两人/三人）；等级证书 changping-2024" },
    { "Changping open section: 1000/500/300/300/200/200/200/200, women's top 3 within the top 20, "
      "a private lesson for the winner, a broadcast lesson for everyone who finished",
      "昌平公开组：1000/500/300/300/200/200/200/200，女子前3名（限前20名内），冠军获私教课一节，完"
      "赛者均获直播课一节" },
    { "Changping companion section: top 8, women's top 3 within the top 20",
      "昌平陪练组：前8名，女子前3名（限前20名内）" },
    { "Jingkai grading event: top 8 and women's top 3 of every group (merged groups ranked apart); "
      "grade certificates jingkaiqu-2026",
      "经开区等级赛：每组前8名和女子前3名（合并的组别分别排名）；等级证书 jingkaiqu-2026" },
    { "2015 national amateur xiangqi final: mixed list of 32 (women accumulate), women's list of "
      "6, province teams (best 3 men, best 2 women)",
      "2015全国业余象棋总决赛：混合榜32名（女子同计），女子榜6名，省区团体（最好的3名男子与2名女子"
      "）" },
    { "2015 national amateur chess final: mixed list of 32 (women accumulate), women's list of 6, "
      "province teams (best 3 men, best 2 women)",
      "2015全国业余国际象棋总决赛：混合榜32名（女子同计），女子榜6名，省区团体（最好的3名男子与2名"
      "女子）" },
    { "2015 national amateur Go final: men's list of 32, women's list of 6, province teams",
      "2015全国业余围棋总决赛：男子榜32名，女子榜6名，省区团体" },
    { "2015 national amateur doubles (men's, women's, mixed, parent-child): six places from 8 pairs",
      "2015全国业余双人赛（男双、女双、混双、亲子）：满8对奖六名" },
    { "2015 national amateur men's doubles: as national2015-doubles, every pair two men (tag "
      "sexes=mm)",
      "2015全国业余男子双人赛：同 national2015-doubles，每对两名男子（标记 sexes=mm）" },
    { "2015 national amateur women's doubles: as national2015-doubles, every pair two women (tag "
      "sexes=ww)",
      "2015全国业余女子双人赛：同 national2015-doubles，每对两名女子（标记 sexes=ww）" },
    { "2015 national amateur mixed doubles: as national2015-doubles, every pair a man and a woman "
      "(tag sexes=mw)",
      "2015全国业余混合双人赛：同 national2015-doubles，每对一男一女（标记 sexes=mw）" },
    { "2015 national amateur parent-child doubles: as national2015-doubles, every entrant a pair "
      "(tag sexes, two letters)",
      "2015全国业余亲子双人赛：同 national2015-doubles，每名报名者为一对（标记 sexes，两个字母）" },
    { "Federation / province teams: sum of the places of the best 3 men and of the best 2 women",
      "协会/省区团体：最好的3名男子与最好的2名女子的名次之和" },
    { "Go open qualifier: win +2, loss -2, escape -2 (+2 to the opponent), more than 5 escapes "
      "eliminate, resets allowed, 9:00-23:00; 4 points or more qualify.",
      "围棋网络海选赛：胜+2，负-2，逃跑-2（对手+2），逃跑超过5次淘汰，可以重置，9:00-23:00；4分及以"
      "上晋级。" },
    { "Go promotion stage: win +2, loss -2, escapes as in the open qualifier, resets allowed; the "
      "first 720 by points qualify, ties broken by more wins.",
      "围棋网络晋级赛：胜+2，负-2，逃跑同海选赛，可以重置；按积分前720名晋级，同分者胜局多者列前。" },
    { "Xiangqi open qualifier: win +2, draw +1, loss -2, escape -2 (+2 to the opponent), more than "
      "5 escapes eliminate, resets allowed, 9:00-23:00; 5 points or more qualify.",
      "象棋网络海选赛：胜+2，和+1，负-2，逃跑-2（对手+2），逃跑超过5次淘汰，可以重置，9:00-23:00；5"
      "分及以上晋级。" },
    { "Xiangqi promotion stage: at least 5 games and 6 points; the first 480 by points qualify, "
      "ties broken by the lower average game time, then by who reached the line first.",
      "象棋网络晋级赛：至少5局且6分；按积分前480名晋级，同分者平均用时少者列前，再比先达到分数线者"
      "。" },
    { "Chess open qualifier: win +2, draw +1, loss -2, escape -2 (+2 to the opponent), more than 5 "
      "escapes eliminate, resets allowed, 9:00-23:00; 5 points or more qualify.",
      "国际象棋网络海选赛：胜+2，和+1，负-2，逃跑-2（对手+2），逃跑超过5次淘汰，可以重置，9:00-23:0"
      "0；5分及以上晋级。" },
    { "Chess final qualifier (points, not knockout): at least 5 games and 6 points; the first 120 "
      "by points reach the final, ties broken by the lower average game time, then by who reached "
      "the line first; no resets.",
      "国际象棋决赛资格赛（按积分，非淘汰）：至少5局且6分；按积分前120名进入决赛，同分者平均用时少"
      "者列前，再比先达到分数线者；不可重置。" },
    { "Go knockout: 3 rounds, players matched by the server, winners go through, escapers are out, "
      "no draws; 360 qualify, a repechage fills missing places.",
      "围棋淘汰赛：3轮，由服务器配对，胜者晋级，逃跑者出局，无和棋；晋级360名，复活赛补足缺额。" },
    { "Xiangqi knockout: 3 rounds matched by the server; a draw is replayed with colours swapped "
      "and a drawn decider is a win for Black; not matched within an hour goes through; escapers "
      "are out; 240 qualify, a repechage fills missing places.",
      "象棋淘汰赛：3轮，由服务器配对；和棋交换先后重赛，加赛再和判黑方胜；一小时内未配对者晋级；逃"
      "跑者出局；晋级240名，复活赛补足缺额。" },
    { "arena points: 4 → 9级, 6 → 8级, 8 or more → 7级", "海选积分：4分 → 9级，6分 → 8级，8分及以上 → 7级" },
    { "rank of the period: 1-20 1级, 21-60 2级, 61-100 3级, 101-300 4级, 301-500 5级, 501-800 6级",
      "本期排名：1-20名1级，21-60名2级，61-100名3级，101-300名4级，301-500名5级，501-800名6级" },
    { "knockout: out in round 1 —, round 2 1级, round 3 1段, won round 3 2段",
      "淘汰赛：第1轮出局 —，第2轮 1级，第3轮 1段，第3轮胜 2段" },
    { "final: 1st 7段, 2-9 6段, 10-49 5段, 50-119 4段, 120-209 3段, 210-309 2段, 310th and after "
      "1段",
      "决赛：第1名7段，2-9名6段，10-49名5段，50-119名4段，120-209名3段，210-309名2段，310名及以后1"
      "段" },
    { "1st 4段, 2-3 3段, 4-6 2段", "第1名4段，2-3名3段，4-6名2段" },
    { "1st 3段, 2-3 2段, 4-6 1段", "第1名3段，2-3名2段，4-6名1段" },
    { "1st 2段, 2-6 1段", "第1名2段，2-6名1段" },
    { "arena points: 5 → 六级棋士, with at least 10 games (获得等级证书的责任局数)",
      "海选积分：5分 → 六级棋士，且至少10局（获得等级证书的责任局数）" },
    { "arena points: 6 or more with at least 5 games → 五级棋士", "海选积分：6分及以上且至少5局 → 五级棋士" },
    { "knockout: won (reached the final) 三级棋士, lost 四级棋士", "淘汰赛：胜（进入决赛）三级棋士，负四级棋士" },
    { "final: 1-6 地方大师, 7-17 一级棋士, 18th and after 二级棋士", "决赛：1-6名地方大师，7-17名一级棋士，18名及以后二级棋士" },
    { "1-3 一级棋士, 4-6 二级棋士", "1-3名一级棋士，4-6名二级棋士" },
    { "1-3 二级棋士, 4-6 三级棋士", "1-3名二级棋士，4-6名三级棋士" },
    { "1-3 三级棋士, 4-6 四级棋士", "1-3名三级棋士，4-6名四级棋士" },
    { "leaderboard rank among players with at least 5 games: 1-100 三级棋士, 101-200 四级棋士, "
      "after 200 五级棋士",
      "至少5局的棋手中的排行榜名次：1-100名三级棋士，101-200名四级棋士，200名以后五级棋士" },
    { "final: 1-6 候补棋协大师 (6人), 7-17 一级棋士 (11人), 18th and after 二级棋士; the head "
      "counts are caps, ties at their boundaries broken by the standings order",
      "决赛：1-6名候补棋协大师（6人），7-17名一级棋士（11人），18名及以后二级棋士；人数为上限，分界"
      "处名次相同者按名次表顺序区分" },
    { "by score rate, capped by grade group: 四→三, 五→四, 六→五, 七→六, 八→七, 九→七, 十→八, "
      "十一→九, 十二至十五→十, 无级→十一; 业余成人组 六级 to 三级; nothing below 十二级 "
      "(三级至十二级棋士)",
      "按得分率，以等级组为上限：四→三，五→四，六→五，七→六，八→七，九→七，十→八，十一→九，十二至十"
      "五→十，无级→十一；业余成人组六级至三级；不授十二级以下（三级至十二级棋士）" },
    { "by score rate, capped by grade group: 四→三, 五→四, 六→五, 七→六, 八→七, 九→七, 十→八, "
      "十一→九, 十二→十, 十三→十一, 十四→十二, 十五→十三, 无级→十四; 业余成年组 六级 to 三级",
      "按得分率，以等级组为上限：四→三，五→四，六→五，七→六，八→七，九→七，十→八，十一→九，十二→十"
      "，十三→十一，十四→十二，十五→十三，无级→十四；业余成年组六级至三级" },
    { NULL, NULL },
};
