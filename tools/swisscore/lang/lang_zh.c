/*
 * Chinese messages of the swisscore tool, looked up by their English text
 * (lang.c). The words are those of Chinese arbiters' sheets: 台次, 红方 /
 * 黑方 (xiangqi) or 白方 / 黑方 (chess), 轮空, 弃权, 名次, 积分.
 */
#include "cli.h"

const cli_message cli_catalogue_zh[] = {
    /* sheets: boards, crosstable, the site (render/, cmd_boards.c,
     * cmd_crosstable.c, cmd_site.c) */
    { "Rating", "等级分" },
    { "Title", "称号" },
    { "Club", "单位" },
    { "Result", "结果" },
    { "No.", "序" },
    { "Colour", "执色" },
    { "Opponent", "对手" },
    { "Rd %u", "第%u轮" },
    { "bye", "轮空" },
    { "withdrawn", "退赛" },
    { "Round %u: boards", "第%u轮对阵表" },
    { "Round %u: players by name", "第%u轮对阵（按姓名）" },
    { "Crosstable after round %u", "第%u轮后成绩交叉表" },
    { "Standings after round %u", "第%u轮后名次" },
    { "Prizes", "奖励" },
    { "Group", "组别" },
    { "Rating: %ld", "等级分：%ld" },
    { "Title: %s", "称号：%s" },
    { "Club: %s", "单位：%s" },
    { "Players", "棋手" },
    { "Boards", "对阵" },
    { "Standings", "名次" },
    { "Crosstable", "交叉表" },
    { "Round", "轮次" },
    { "Score after", "累计积分" },
    { "Codes: 12w1 = against no. 12 with white, won; b black; ½ draw; + - forfeit; "
      "bye: + pairing-allocated, F full point, = half point, - zero point.",
      "代码：12白1＝对第12号执白胜；黑＝执黑；½和；+ -弃权；轮空：+编排轮空，假＝请假计胜，=请假计和，-缺席0分。" },
    /* board lists */
    { "Round %u of %d", "第%u轮（共%d轮）" },
    { " (FIDE Dutch system, %d edition)", "（国际棋联荷兰制，%d版）" },
    { " (sequential system)", "（积分编排制）" },
    { " (round robin, Berger tables)", "（单循环，伯格表）" },
    { ": %u board", "：%u台" },
    { ": %u boards", "：%u台" },
    { " and a pairing-allocated bye", "，一人轮空" },
    { "Two games per pairing: colours are those of board 1 (xiangqi); board 2 (chess)\n"
      "is played with the colours reversed.\n",
      "每对弈两局：所示先后手为第1局（象棋）；第2局（国际象棋）先后手互换。\n" },
    { "Board", "台次" },
    { "ID", "编号" },
    { "White", "白方" },
    { "Red", "红方" },
    { "Black", "黑方" },
    { "Score", "积分" },
    { "bye:", "轮空：" },
    { "Not playing:", "本轮不出场：" },
    { "full-point bye", "请假（计胜）" },
    { "half-point bye", "请假（计和）" },
    { "zero-point bye", "缺席（0分）" },
    { "not paired", "未编排" },
    { "fewer than two players: register players first (swisscore player)",
      "棋手不足两人：请先登记棋手（swisscore player）" },
    /* results */
    { "+- (forfeit)", "+-（后手弃权）" },
    { "-+ (forfeit)", "-+（先手弃权）" },
    { "-- (double forfeit)", "--（双方弃权）" },
    { "adjourned", "封棋" },
    { "Round %u, board %u", "第%u轮第%u台" },
    { ", game %u", "第%u局" },
    { " (corrected; was %s)", "（已更正；原为 %s）" },
    { "Round %u: %u results still missing.", "第%u轮：还有%u个结果未录入。" },
    { "Round %u is complete. Next: swisscore pair %s --save", "第%u轮结果已全部录入。下一步：swisscore pair %s --save" },
    { "Round %u is complete.", "第%u轮结果已全部录入。" },
    { "Round %u: %u results entered from %s.", "第%u轮：录入%u个结果（来自 %s）。" },
    { "No result was entered; the event is unchanged.", "未录入任何结果；赛事文件未改动。" },
    { "%s: round %u has %u boards; there is no board %u", "%s：第%u轮共%u台，没有第%u台" },
    { "%s: this event plays one game per board; there is no game %u", "%s：本赛事每台只下一局，没有第%u局" },
    { "%s: a line is BOARD RESULT%s", "%s：每行应为“台次 结果%s”" },
    { " [RESULT OF GAME 2]", " [第2局结果]" },
    { "%s: unknown result '%s' (1-0 0-1 1/2 ½-½ = +- -+ --)", "%s：无法识别的结果“%s”（1-0 0-1 1/2 ½-½ = +- -+ --）" },
    { "%s: round %u is not paired (%u rounds paired)", "%s：第%u轮尚未编排（已编排%u轮）" },
    { "%s: no round is paired yet (swisscore pair %s --save)", "%s：尚未编排任何一轮（swisscore pair %s --save）" },
    /* players */
    { "Imported %u players into %s:", "已导入%u名棋手到 %s：" },
    { "They enter from round %u (late entries).", "他们从第%u轮起参赛（迟到报名）。" },
    { "Nothing was imported; the event is unchanged.", "未导入任何棋手；赛事文件未改动。" },
    { "note: column ignored:", "提示：忽略此列：" },
    { "Added player %u:", "已添加棋手%u：" },
    { "Pairing number %u; pairing numbers follow the ratings (swisscore info lists both).",
      "序号%u；序号按等级分排列（swisscore info 列出编号和序号）。" },
    { "Id %u; pairing numbers follow the ratings (swisscore info lists both).",
      "编号%u；序号按等级分排列（swisscore info 列出编号和序号）。" },
    { "TPN", "序号" },
    { "Late entry: plays from round %u.", "迟到报名：从第%u轮起参赛。" },
    { "Player %u %s withdrawn from round %u on.", "棋手%u %s 自第%u轮起退赛。" },
    { "Player %u %s absent in round %u with a half-point bye.", "棋手%u %s 第%u轮请假（计和）。" },
    { "Player %u %s absent in round %u (no points).", "棋手%u %s 第%u轮缺席（0分）。" },
    { "%s: no player with id %s (see swisscore info %s)", "%s：没有编号为%s的棋手（见 swisscore info %s）" },
    { "%s: no player with pairing number %s (see swisscore info %s)", "%s：没有序号为%s的棋手（见 swisscore info %s）" },
    { "%s: round %u is already paired; a new player can enter from round %u",
      "%s：第%u轮已编排；新棋手可从第%u轮起参赛" },
    { "%s: round %u is already paired; undo it first (swisscore undo) or enter a forfeit",
      "%s：第%u轮已编排；请先撤销（swisscore undo）或录入弃权" },
    { "%s: the event has %d rounds", "%s：本赛事共%d轮" },
    /* events */
    { "the file exists already; an event is created only once", "文件已存在；赛事只能创建一次" },
    { "Created %s: %d rounds", "已创建 %s：共%d轮" },
    { "FIDE Dutch system", "国际棋联荷兰制" },
    { "sequential system", "积分编排制" },
    { "round robin", "单循环" },
    { ", tie-breaks %s", "，名次区分：%s" },
    { "Disqualification:", "取消比赛资格：" },
    { ", withdrawn after %d forfeits in a row", "，连续%d轮弃权视为退出比赛" },
    { ", group %s", "，组别：%s" },
    { "Next: swisscore player import EVENT LIST.csv, or swisscore player add EVENT --name NAME",
      "下一步：swisscore player import 赛事文件 报名表.csv，或 swisscore player add 赛事文件 --name 姓名" },
    { "Removed round %u: %u boards, %u results.", "已撤销第%u轮：%u台，%u个结果。" },
    { "%s: no round to remove", "%s：没有可撤销的轮次" },
    /* standings */
    { "Standings after round %lu: %s; unplayed games: %s", "第%lu轮后名次：%s；未赛对局计算：%s" },
    { "(the cascade of ruleset %s, so its rule for unplayed games applies; --unplayed changes it)",
      "（与规则 %s 的名次区分相同，故采用其未赛对局计算方法；可用 --unplayed 改变）" },
    { "FIDE 2026", "国际棋联2026" },
    { "FIDE 2023", "国际棋联2023" },
    { "FIDE 2009", "国际棋联2009" },
    { "xiangqi rules 2011", "象棋竞赛规则2011" },
    { "Rank", "名次" },
    { "Name", "姓名" },
    { "  (lots)\n", "  （抽签）\n" },
    /* prizes */
    { "Prizes:", "奖励：" },
    { "Standings: %s%s after round %lu", "名次依据：%s%s，第%lu轮后" },
    { "ruleset ", "规则 " },
    { "tie-breaks ", "名次区分 " },
    { "points only", "仅积分" },
    { "\n[%s] %s (%s): %lu entrants", "\n[%s] %s（%s）：%lu人参赛" },
    { "cash", "奖金" },
    { "points", "积分" },
    { "teams", "团体" },
    { ", %lu place paid", "，录取%lu名" },
    { ", %lu places paid", "，录取%lu名" },
    { ", %lu awarded", "，获奖%lu人" },
    { "  (%lu game)", "  （%lu局）" },
    { "  (%lu games)", "  （%lu局）" },
    { " (incomplete)", "（不完整）" },
    { "Place", "奖次" },
    { "Amount", "金额" },
    { "Points", "积分" },
    { "  (shared by %lu)", "  （%lu人并列平分）" },
    { "  total %s", "  合计 %s" },
    { "; not paid by rounding %s", "；取整未发 %s" },
    { "\n[grades] %s %s (grade certificates)", "\n[等级申报] %s %s" },
    { "  %lu of %lu may apply for a grade\n", "  可申报等级%lu人（共%lu人）\n" },
    /* player card (swisscore card); the explanations come from the library */
    { "Player card: %s (ID %lu, TPN %lu, rating %ld)\n", "棋手卡片：%s（编号%lu，序号%lu，等级分%ld）\n" },
    { "FIDE Dutch system, %ld edition; after round %lu of %ld\n", "国际棋联荷兰制（%ld版）；第%lu轮后（共%ld轮）\n" },
    { "After round %lu of %ld\n", "第%lu轮后（共%ld轮）\n" },
    { "Score %s, rank %lu\n", "积分%s，名次%lu\n" },
    { "Tie-breaks:", "小分：" },
    { "Colours: %s (difference %+ld). %s\n", "先后手：%s（颜色差%+ld）。%s\n" },
    { "Floats: %lu down, %lu up; byes: %lu\n\n", "降组%lu次，升组%lu次；轮空%lu次\n\n" },
    { "Rd", "轮次" },
    { "Opp", "对手" },
    { "Pts", "得分" },
    { "Float", "升降" },
    { "down", "降" },
    { "up", "升" },
    { "not entered", "未报到" },
    { "\nRound %lu\n", "\n第%lu轮\n" },
    { "  Opponent: %s\n", "  对手：%s\n" },
    { "  Colour (%s): %s\n", "  颜色（%s条）：%s\n" },
    { "%s: no player %llu", "%s：没有%llu号棋手" },
    /* results and codes of Chinese sheets: 红胜 / 黑胜 / 和, one's own 胜 / 和 / 负 */
    { "red wins", "红胜" },
    { "black wins", "黑胜" },
    { "draw", "和" },
    { "won", "胜" },
    { "lost", "负" },
    { "F", "假" },
    { "Codes: 12r won = against no. 12 with red, won; b black; draw, lost; + - forfeit; "
      "bye: + pairing-allocated, F full point, = half point, - zero point.",
      "代码：12红胜＝对第12号执红胜；黑＝执黑；和、负；+ -弃权；轮空：+编排轮空，假＝请假计胜，=请假计和，-缺席0分。" },
    { "\n%s (%s): %lu entrants", "\n%s（%s）：%lu人参赛" },
    { "; ", "；" },
    /* prize remarks (the library's notes) */
    { "fewer entrants than the table needs", "参赛人数少于奖励表所需" },
    { "no places paid for this number of entrants", "按此参赛人数不设名次奖" },
    { "no entrants", "无人参赛" },
    { "no game counts", "无计数对局" },
    { "nobody eligible", "无人符合条件" },
    { "no teams", "无团体" },
    { "no player has a registration group: this table pays one group only; give the section its group "
      "(swisscore new or set --group G) or the players theirs (--players ID group=G), or use the rules "
      "of a section run alone",
      "没有棋手登记组别：此奖励表只奖励一个组别；请为本赛组设组别（swisscore new 或 set --group G）"
      "或为棋手设组别（--players ID group=G），或采用单独赛组的规则" },
    { "warning: table %s: %s", "警告：奖励表 %s：%s" },
    /* info */
    { "Tournament:", "赛事名称：" },
    { "City:", "城市：" },
    { "Federation:", "协会：" },
    { "Start date:", "开始日期：" },
    { "End date:", "结束日期：" },
    { "Chief arbiter:", "裁判长：" },
    { "Time control:", "用时：" },
    { "Players:", "棋手人数：" },
    { "Rounds:", "轮次：" },
    { "Point system:", "计分：" },
    { "Byes and forfeits:", "轮空与弃权：" },
    { "Initial colour:", "首轮先后手：" },
    { "Pairing system:", "编排方法：" },
    { "Games per pairing:", "每对局数：" },
    { "Kept apart:", "回避：" },
    { "ids %lu and %lu, ", "编号%lu与%lu，" },
    { "every round", "每轮" },
    { "from round %lu", "自第%lu轮起" },
    { "round %lu", "第%lu轮" },
    { "rounds %lu-%lu", "第%lu-%lu轮" },
    { "%u played of %d planned", "已赛%u轮（共%d轮）" },
    { " (%u paired, results pending)", "（%u轮已编排，成绩未全）" },
    { "win %s, draw %s, loss %s", "胜%s，和%s，负%s" },
    { "PAB %s, forfeit win %s, forfeit loss %s, full bye %s, half bye %s, zero bye %s",
      "编排轮空%s，弃权胜%s，弃权负%s，请假计胜%s，请假计和%s，缺席%s" },
    { "black (TPN 1 has black in round 1)", "黑方（1号序号首轮执黑）" },
    { "red (TPN 1 has red in round 1)", "红方（1号序号首轮执红）" },
    { "white (TPN 1 has white in round 1)", "白方（1号序号首轮执白）" },
    { "Chinese sequential (Monrad-style)", "积分编排制" },
    { "round robin (Berger tables)", "单循环（伯格表）" },
    { "unknown", "未知" },
    { "%s, %d edition", "%s，%d版" },
    { ", Baku acceleration", "，巴库加速" },
    { "2 (board 1 xiangqi, board 2 chess)", "2（第1局象棋，第2局国际象棋）" },
    { "late entry from round %u", "自第%u轮起参赛（迟到报名）" },
    { "withdrawn from round %u", "自第%u轮起退赛" },
    { "absent in round %u", "第%u轮缺席" },
    { "half-point bye in round %u", "第%u轮请假（计和）" },
    { "full-point bye in round %u", "第%u轮请假（计胜）" },
    { "\nNo players.\n", "\n尚无棋手。\n" },
    { "  Note", "  备注" },
    { "  Status", "  状态" },
    { "\nLoaded with --trust-results; the results were used where the stated points disagree:\n",
      "\n已按 --trust-results 读入；所载积分与成绩不符之处以成绩为准：\n" },
    /* errors and hints */
    { "Try 'swisscore help %s'.\n", "请参阅 'swisscore help %s'。\n" },
    { "Try 'swisscore --help'.\n", "请参阅 'swisscore --help'。\n" },
    { "out of memory", "内存不足" },
    { "%s: out of memory", "%s：内存不足" },
    { "no event file given", "未指定赛事文件" },
    { "no input file given", "未指定输入文件" },
    { "no player number given", "未指定棋手编号" },
    { "too many arguments", "参数过多" },
    { "one command at a time, please", "一次只能执行一个命令" },
    { "unknown command '%s'", "未知命令“%s”" },
    { "unknown option '%s'", "未知选项“%s”" },
    { "option '%s' needs a value", "选项“%s”需要一个值" },
    { "option '--%s' takes no value", "选项“--%s”不带值" },
    { "unexpected argument '%s'", "多余的参数“%s”" },
    { "unexpected argument '%s' (the name goes with --name)", "多余的参数“%s”（姓名请用 --name 给出）" },
    { "only one event file, please", "只能指定一个赛事文件" },
    { "only one event file, please ('%s' and '%s')", "只能指定一个赛事文件（“%s”和“%s”）" },
    { "only one file, please ('%s' and '%s')", "只能指定一个文件（“%s”和“%s”）" },
    { "only one input file, please ('%s' and '%s')", "只能指定一个输入文件（“%s”和“%s”）" },
    { "give one event file and one player number", "请给出一个赛事文件和一个棋手编号" },
    { "'%s' is not a player number", "“%s”不是棋手编号" },
    { "'%s' is not a board number", "“%s”不是台次" },
    { "give either --tiebreaks or --ruleset, not both", "--tiebreaks 与 --ruleset 只能给出其一" },
    { "give --tiebreaks SPEC or --ruleset NAME (see --list-rulesets)",
      "请给出 --tiebreaks 规则或 --ruleset 名称（见 --list-rulesets）" },
    { "give --rules FILE or --rules NAME (see --list)", "请给出 --rules 文件或 --rules 名称（见 --list）" },
    { "no named prize rules '%s' (see --list)", "没有名为“%s”的奖励规则（见 --list）" },
    { "give the folder of the pages with -o DIR", "请用 -o 目录 指定网页所在的文件夹" },
    { "give BOARD RESULT or --file, not both", "台次 结果 与 --file 只能给出其一" },
    { "result EVENT BOARD RESULT: give a board and a result", "result 赛事文件 台次 结果：请给出台次和结果" },
    { "unknown format '%s' (text or json)", "未知格式“%s”（text 或 json）" },
    { "unknown format '%s' (text, csv, tsv, json or html)", "未知格式“%s”（text、csv、tsv、json 或 html）" },
    { "unknown format '%s' (text, json, trf2026 or trf16)", "未知格式“%s”（text、json、trf2026 或 trf16）" },
    { "unknown encoding '%s' (auto, utf-8 or gbk)", "未知编码“%s”（auto、utf-8 或 gbk）" },
    { "unknown encoding '%s' (auto, utf-8, latin1 or gbk)", "未知编码“%s”（auto、utf-8、latin1 或 gbk）" },
    { "unknown output encoding '%s' (utf-8 or gbk)", "未知输出编码“%s”（utf-8 或 gbk）" },
    { "unknown edition '%s' (2026 or 2017)", "未知版本“%s”（2026 或 2017）" },
    { "unknown system '%s' (dutch, sequential or berger)", "未知编排方法“%s”（dutch、sequential 或 berger）" },
    { "unknown rule for unplayed games '%s' (2026, 2023, 2009 or xiangqi2011)",
      "未知的未赛对局计算方法“%s”（2026、2023、2009 或 xiangqi2011）" },
    { "unknown subcommand '%s' (import, add, withdraw or absent)", "未知子命令“%s”（import、add、withdraw 或 absent）" },
    { "which: import, add, withdraw or absent?", "请指明：import、add、withdraw 还是 absent？" },
    { "unknown result '%s' (1-0 0-1 1/2 ½-½ = +- -+ --)", "无法识别的结果“%s”（1-0 0-1 1/2 ½-½ = +- -+ --）" },
    { "unknown language '%s' (zh or en)", "未知语言“%s”（zh 或 en）" },
    { "--rounds N is required", "必须给出 --rounds 轮数" },
    { "--rounds needs a number from 1 to %d, not '%s'", "--rounds 须为1到%d的数，而不是“%s”" },
    { "--round needs a round from 1 to %d, not '%s'", "--round 须为1到%d的轮次，而不是“%s”" },
    { "--round needs a round number, not '%s'", "--round 须为轮次，而不是“%s”" },
    { "--from-round needs a round number, not '%s'", "--from-round 须为轮次，而不是“%s”" },
    { "--after-round needs a round from 1 to %d, not '%s'", "--after-round 须为1到%d的轮次，而不是“%s”" },
    { "--after-round needs a round from 1 to 99, not '%s'", "--after-round 须为1到99的轮次，而不是“%s”" },
    { "--points needs win,draw,loss such as 2,1,0 or 1,0.5,0, not '%s'",
      "--points 须为 胜,和,负 如 2,1,0 或 1,0.5,0，而不是“%s”" },
    { "--games is 1 or 2 (dual-board: xiangqi and chess), not '%s'", "--games 须为1或2（双弈：象棋与国际象棋），而不是“%s”" },
    { "--game is 1 or 2, not '%s'", "--game 须为1或2，而不是“%s”" },
    { "--rating needs a number from 0 to 9999 (p after it: provisional)", "--rating 须为0到9999的数（后加p表示临时等级分）" },
    { "--sex is m or w, not '%s'", "--sex 须为 m 或 w，而不是“%s”" },
    { "--force goes with --round K", "--force 须与 --round K 一起使用" },
    { "--format is text or json, not '%s'", "--format 须为 text 或 json，而不是“%s”" },
    { "--save writes the round into the event file: give a file, not -", "--save 把本轮写入赛事文件：请给出文件，而不是 -" },
    { "--save and --trust-results do not go together: fix the event first",
      "--save 与 --trust-results 不能同时使用：请先修正赛事文件" },
    { "--lock-wait needs seconds from 0 to 86400, not '%s'", "--lock-wait 须为0到86400秒，而不是“%s”" },
    { "option '--lang' needs a value (zh or en)", "选项“--lang”需要一个值（zh 或 en）" },
    { "option '--lock-wait' needs a number of seconds", "选项“--lock-wait”需要秒数" },
    { "option '--by' needs the name of who makes the change", "选项“--by”需要改动人的姓名" },
    { "an event file is needed here, not standard input", "此处须为赛事文件，不能用标准输入" },
    { "player %s EVENT ...: no event file given", "player %s 赛事文件 ...：未指定赛事文件" },
    { "player add EVENT --name NAME: no name given", "player add 赛事文件 --name 姓名：未给出姓名" },
    { "player import EVENT LIST.csv: no list given", "player import 赛事文件 报名表.csv：未给出报名表" },
    { "%s EVENT ID: no player id given", "%s 赛事文件 编号：未给出棋手编号" },
    { "%s EVENT ID %s K is required", "%s 赛事文件 编号：必须给出 %s K" },
    { "%s needs a round number, not '%s'", "%s 须为轮次，而不是“%s”" },
    { "one player id at a time, please", "一次只能给出一个棋手编号" },
    { "%s: cannot pair the next round: %s", "%s：无法编排下一轮：%s" },
    { "%s: no legal pairing exists: %s", "%s：不存在合规的编排：%s" },
    { "%s: cannot write: %s", "%s：无法写入：%s" },
    { "cannot write %s: %s", "无法写入 %s：%s" },
    { "cannot write to standard output: %s", "无法写入标准输出：%s" },
    { "cannot create the folder %s: %s", "无法创建文件夹 %s：%s" },
    { "cannot convert the sheet to GBK", "无法把表格转换为GBK编码" },
    { "%s: no header row (姓名/name, 等级分/rating, ...)", "%s：缺少表头行（姓名/name、等级分/rating……）" },
    { "%s: no players below the header", "%s：表头下没有棋手" },
    { "%s:%u:%u: no name", "%s:%u:%u：没有姓名" },
    { "%s:%u:%u: invalid UTF-8 (byte 0x%02x); try --encoding gbk", "%s:%u:%u：UTF-8编码有误（字节0x%02x）；可试 --encoding gbk" },
    { "%s:%u:%u: neither UTF-8 nor GBK (byte 0x%02x)", "%s:%u:%u：既非UTF-8也非GBK编码（字节0x%02x）" },
    { "%s:%u:%u: more fields than the header has columns (%lu)", "%s:%u:%u：字段多于表头的列数（%lu）" },
    { "%s:%u:%u: the quote opened here is never closed", "%s:%u:%u：此处的引号没有闭合" },
    { "%s: larger than the TRF size limit of %u bytes", "%s：超过TRF文件大小上限%u字节" },
    { "Player card: %s (ID %lu, TPN %lu, rating %ld)", "棋手卡片：%s（编号%lu，序号%lu，等级分%ld）" },
    { "Rounds", "轮数" },
    { "Colours", "先后手" },
    { "Colour difference", "颜色差" },
    { "Preference", "颜色倾向" },
    { "Down floats", "降组" },
    { "Up floats", "升组" },
    { "Byes", "轮空" },
    { "Rounds of %s", "%s的各轮" },
    { "Why this opponent", "对手的由来" },
    { "Colour rule", "颜色条款" },
    { "Why this colour", "颜色的由来" },
    /* check and the list of rulesets */
    { "FIDE Dutch", "国际棋联荷兰制" },
    { "Chinese sequential", "积分编排制" },
    { "round robin (Berger)", "单循环（伯格表）" },
    { "unknown system", "未知编排方法" },
    { "played:", "实际：" },
    { "engine:", "引擎：" },
    { " %lu-bye", " %lu-轮空" },
    { "%s: %s %ld, %lu rounds checked: %lu agree, %lu differ\n", "%s：%s %ld版，核查%lu轮：%lu轮一致，%lu轮不同\n" },
    { "%s: %s, %lu rounds checked: %lu agree, %lu differ\n", "%s：%s，核查%lu轮：%lu轮一致，%lu轮不同\n" },
    { "round %lu: agrees\n", "第%lu轮：一致\n" },
    { "round %lu: differs: %s\n", "第%lu轮：不同：%s\n" },
    { "%s  %s\n  tie-breaks: %s\n  unplayed games: %s; remaining ties: %s\n  %s\n",
      "%s  %s\n  名次区分：%s\n  未赛对局计算：%s；仍相同者：%s\n  %s\n" },
    { "lots", "抽签" },
    { "shared", "并列" },
    /* swisscore help: the overview and the commands' one-line summaries */
    { "Usage: swisscore COMMAND [options] [arguments]\n"
      "       swisscore help COMMAND\n"
      "       swisscore --version\n"
      "       swisscore --dutch IN.trf -p [PAIRS]   (bbpPairings/JaVaFo form)\n"
      "\n"
      "Work with Swiss-system chess and xiangqi tournaments and their TRF files.\n"
      "Run an event: new, player import/add/withdraw/absent, pair --save, result,\n"
      "undo and redo, log, then standings and prizes.\n"
      "\n"
      "Commands:\n",
      "用法：swisscore 命令 [选项] [参数]\n"
      "      swisscore help 命令\n"
      "      swisscore --version\n"
      "      swisscore --dutch IN.trf -p [PAIRS]   （bbpPairings/JaVaFo 的用法）\n"
      "\n"
      "编排和计算国际象棋、象棋积分编排赛（瑞士制），读写其TRF文件。\n"
      "办一项赛事：new，player import/add/withdraw/absent，pair --save，result，\n"
      "undo 和 redo，log，然后 standings 和 prizes。\n"
      "\n"
      "命令：\n" },
    { "show the help of a command", "显示命令的帮助" },
    { "\n"
      "Options:\n"
      "  -h, --help     show this help\n"
      "  --version      show the versions of the tool and the library\n"
      "  --lang zh|en   language of boards, standings and prize lists (default:\n"
      "                 Chinese when LC_ALL, LC_MESSAGES or LANG is zh_*)\n"
      "  --pairing-numbers\n"
      "                 players are numbered by their pairing numbers (TPN) in\n"
      "                 what the tool prints and in the player numbers it takes\n"
      "                 (player withdraw/absent); without it by their ids, which\n"
      "                 never change, in TRF and JSON events alike (info lists\n"
      "                 both; tsv, json and TRF output and the prizes --players\n"
      "                 file always use ids)\n"
      "  --format json  with new, set, player, result, undo and redo: instead of\n"
      "                 the lines for people, one JSON object on standard\n"
      "                 output: command, ok, exit_status, error (when it\n"
      "                 failed) and changes, the journal entries the command\n"
      "                 made, as 'swisscore log --format json' lists them\n"
      "\n"
      "Exit status:\n"
      "  0  success\n"
      "  1  usage error (unknown command or option, missing argument);\n"
      "     for pair also: no legal pairing exists\n"
      "  2  input rejected (malformed or inconsistent file)\n"
      "  3  a file could not be read or written\n"
      "  4  internal error (out of memory, library failure)\n"
      "The --dutch form uses bbpPairings' codes instead: 0 success, 1 no legal\n"
      "pairing, 2 unexpected error, 3 invalid request or input, 4 out of memory\n"
      "or a size limit, 5 file access (see 'swisscore help pair').\n",
      "\n"
      "选项：\n"
      "  -h, --help     显示本帮助\n"
      "  --version      显示本工具和程序库的版本\n"
      "  --lang zh|en   输出语言（默认：LC_ALL、LC_MESSAGES 或 LANG 为 zh_* 时用中文）\n"
      "  --pairing-numbers\n"
      "                 输出和输入的棋手号码用序号（TPN）；不加此项时用编号，\n"
      "                 编号永不改变（info 列出两者；tsv、json、TRF 输出和\n"
      "                 prizes --players 文件总用编号）\n"
      "  --format json  用于 new、set、player、result、undo 和 redo：不输出给人看的\n"
      "                 文字，而在标准输出给出一个JSON对象：command、ok、\n"
      "                 exit_status、error（失败时）和 changes（本命令写入的\n"
      "                 改动记录，与 'swisscore log --format json' 所列相同）\n"
      "\n"
      "退出状态：\n"
      "  0  成功\n"
      "  1  用法错误（未知命令或选项，缺少参数）；pair 还表示不存在合规的编排\n"
      "  2  输入被拒绝（文件格式错误或前后矛盾）\n"
      "  3  文件无法读写\n"
      "  4  内部错误（内存不足，程序库故障）\n"
      "--dutch 用法沿用 bbpPairings 的退出码：0 成功，1 无合规编排，2 意外错误，\n"
      "3 请求或输入无效，4 内存不足或超出限制，5 文件访问错误（见 'swisscore help pair'）。\n" },
    { "leaderboard of an online qualifier stage from a games file", "由对局文件计算网络海选赛的排行榜" },
    { "show the boards of any round", "显示任一轮的对阵表" },
    { "one player's card: rounds, colours, floats, tie-breaks and why", "棋手卡片：各轮、先后手、升降组、小分及其由来" },
    { "re-pair every round and explain where the played pairing differs", "重新编排每一轮，说明实际编排的不同之处" },
    { "convert an event between TRF (TRF16, TRF-2026) and JSON", "在TRF（TRF16、TRF-2026）与JSON之间转换赛事文件" },
    { "show every player's rounds in ranking order", "按名次列出每名棋手的各轮成绩（交叉表）" },
    { "play a random tournament through and write it as TRF", "随机生成一项完整的比赛并写成TRF" },
    { "who may apply for which grade certificate (等级申报) after a tournament", "赛后谁可申报哪一级等级称号（等级申报）" },
    { "show a tournament's settings and its players", "显示赛事的设置和棋手" },
    { "knockout stage (入围赛) from a games file, or the pairing of its next round", "由对局文件计算淘汰赛（入围赛），或编排其下一轮" },
    { "show the event's journal: every change, when and by whom", "显示赛事的改动记录：每次改动、时间和改动人" },
    { "create an event file for the arbiter's commands", "创建赛事文件" },
    { "pair the next round of an event file (TRF or JSON); --save keeps it", "编排赛事的下一轮（TRF或JSON）；--save 保存" },
    { "register players: import a sign-up list, add, withdraw, mark absent", "登记棋手：导入报名表、添加、退赛、请假" },
    { "prize lists, group awards, season points and team standings", "奖励名单、组别奖、年度积分和团体名次" },
    { "compare the pairing systems' quality on the same random tournaments", "在相同的随机比赛上比较各编排方法的质量" },
    { "enter results of the current round", "录入本轮成绩" },
    { "change the event's name, place, dates, arbiters, rules and section", "修改赛事名称、地点、日期、裁判、规则和组别" },
    { "write the event's web pages into a folder", "把赛事网页写入文件夹" },
    { "rank the players with tie-breaks", "按小分排出名次" },
    { "pairing-quality measures per round and overall, of one file or many", "一个或多个文件每轮及总体的编排质量指标" },
    { "take back the last change of an event, or remove its last round", "撤销赛事的上一次改动，或删除最后一轮" },
    { "put back what the last undo took back", "恢复上一次撤销的改动" },
    { "pair random tournaments with the library and another engine and compare", "用本程序库和另一编排程序编排随机比赛并比较" },
    { "count the xiangqi natural move limit (自然限着) over a move list", "按着法记录计算象棋自然限着" },
    /* the event lock */
    { "%s: cannot open the event's lock file %s: %s", "%s：无法打开赛事的锁文件 %s：%s" },
    { "%s: cannot lock the event (%s): %s", "%s：无法锁定赛事（%s）：%s" },
    { "%s: another command (process %ld) is changing the event; gave up after %s s "
      "(--lock-wait S or SWISSCORE_LOCK_WAIT to wait longer). Nothing was changed.",
      "%s：另一个命令（进程 %ld）正在修改该赛事；等待 %s 秒后放弃"
      "（可用 --lock-wait S 或 SWISSCORE_LOCK_WAIT 延长等待）。赛事未作任何改动。" },
    /* corrections after the fact */
    { "%s: warning: round %s was paired on the old result of round %u, board %u (%s); "
      "'swisscore check' shows where its pairing would differ now\n",
      "%s：警告：第%s轮是按第%u轮第%u台的原成绩（%s）编排的；"
      "'swisscore check' 可显示现在编排会有何不同\n" },
    { "%s:%u:%u: number %s again (line %u has it); --allow-duplicates imports it",
      "%s:%u:%u：序号 %s 重复（第%u行已有）；--allow-duplicates 可照样导入" },
    { "no birth date", "无出生日期" },
    { "%s:%u:%u: %s (%s) is already in the event as player %u; --allow-duplicates "
      "imports the row all the same",
      "%s:%u:%u：%s（%s）已是本赛事的%u号棋手；--allow-duplicates 可照样导入" },
    { "%s:%u:%u: %s (%s) again (line %u has the same); --allow-duplicates imports both",
      "%s:%u:%u：%s（%s）重复（与第%u行相同）；--allow-duplicates 可两行都导入" },
    { "%s: %u rows repeat a player (--allow-duplicates imports them)",
      "%s：%u行与已有棋手重复（--allow-duplicates 可照样导入）" },
    /* the journal: log, undo, redo */
    { "event created (%d rounds)", "创建赛事（%d轮）" },
    { "round %u, board %u%s: %s", "第%u轮第%u台%s：%s" },
    { "round %u, board %u%s: %s, was %s", "第%u轮第%u台%s：%s，原为%s" },
    { "player %u %s added, plays from round %u", "新增%u号棋手%s，自第%u轮起参赛" },
    { "player %u %s added", "新增%u号棋手%s" },
    { "%d players imported from %s (ids %u-%u)", "导入%d名棋手，来自%s（编号%u-%u）" },
    { "player %u %s withdrawn from round %u", "%u号棋手%s自第%u轮起退赛" },
    { "player %u %s absent in round %u (%s)", "%u号棋手%s第%u轮缺席（%s）" },
    { "half a point", "计半分" },
    { "no points", "不计分" },
    { "round %u paired (%d boards)", "第%u轮已编排（%d台）" },
    { "round %u removed with its %d results", "删除第%u轮及其%d个成绩" },
    { "round %u brought back", "恢复第%u轮" },
    { "undid #%u: %s", "撤销#%u：%s" },
    { "redid #%u: %s", "重做#%u：%s" },
    { "No change of that round in the journal.", "记录中没有该轮的改动。" },
    { "The journal is empty.", "改动记录为空。" },
    { "%s: round %u, board %u: %s", "%s：第%u轮第%u台：%s" },
    { "the round is gone", "该轮已不存在" },
    { "%s: round %u is not the last round (%u)", "%s：第%u轮不是最后一轮（%u）" },
    { "%s: round %u is not the last round (%u); later rounds go first", "%s：第%u轮不是最后一轮（%u）；须先撤销其后各轮" },
    { "%s: round %u is not paired (%u rounds)", "%s：第%u轮尚未编排（共%u轮）" },
    { "%s: round %u has results that the journal does not list; "
      "'swisscore undo --round %u --force' removes it with them",
      "%s：第%u轮有改动记录中没有的成绩；'swisscore undo --round %u --force' 可连同成绩一起删除" },
    { "%s: player %u has played since; undo the rounds he played first", "%s：%u号棋手其后已参赛；须先撤销他参加的轮次" },
    { "%s: round %u can only follow round %u", "%s：第%u轮只能接在第%u轮之后" },
    { "%s: the journal's entry #%u cannot be put back", "%s：改动记录#%u无法恢复" },
    { "%s: round %u has %u results; removing it would lose them:", "%s：第%u轮已有%u个成绩；删除该轮会丢失这些成绩：" },
    { "  board %u: %s\n", "  第%u台：%s\n" },
    { "Nothing was changed. --force removes the round all the same "
      "(the journal keeps it, and 'swisscore redo' brings it back).",
      "赛事未作任何改动。--force 可照样删除该轮（改动记录会保留它，'swisscore redo' 可恢复）。" },
    { "%s: nothing to redo: no undo since the last change", "%s：没有可重做的：上次改动之后没有撤销" },
    { "%s: nothing to undo: the journal lists no change in force "
      "('swisscore undo --round K' removes round K)",
      "%s：没有可撤销的：改动记录中没有有效的改动（'swisscore undo --round K' 可删除第K轮）" },
    { "Redone: %s", "已重做：%s" },
    { "Undone: %s", "已撤销：%s" },
    { "The event is unchanged.", "赛事未改动。" },
    { NULL, NULL },
};
