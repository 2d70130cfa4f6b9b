/*
 * The library's messages (swc_tournament_errmsg()) that an arbiter meets
 * most, in Chinese. cli_error() finds one at the end of what it prints and
 * puts its numbers and names into the Chinese text (lang.c); a message not
 * listed here stays English. Same conversions in the same order.
 */
#include "cli.h"

const cli_message cli_library_zh[] = {
    { "out of memory", "内存不足" },
    { "all %ld planned rounds already exist", "计划的%ld轮都已编排" },
    { "round %lu does not exist (the last is %lu)", "第%lu轮不存在（最后一轮为第%lu轮）" },
    { "round %lu does not exist (%lu created)", "第%lu轮不存在（已编排%lu轮）" },
    { "round %lu still has games without a result (board %zu)", "第%lu轮尚有对局未录入结果（第%zu台）" },
    { "round %lu still has games without a result", "第%lu轮尚有对局未录入结果" },
    { "round %lu has games without a result", "第%lu轮有对局未录入结果" },
    { "round %lu has no board %lu", "第%lu轮没有第%lu台" },
    { "round %lu already exists", "第%lu轮已存在" },
    { "round %lu is outside 1..%d", "第%lu轮不在1到%d轮之内" },
    { "no round has been paired yet", "尚未编排任何一轮" },
    { "there is no round to delete", "没有可删除的轮次" },
    { "no complete pairing of round %lu exists", "第%lu轮不存在完整的编排" },
    { "no legal pairing exists", "不存在合规的编排" },
    { "no player with id %lu", "没有编号为%lu的棋手" },
    { "player id %lu is already taken", "编号%lu已被占用" },
    { "a player needs a name", "棋手须有姓名" },
    { "rating must be 0..9999, got %ld", "等级分须为0到9999，而不是%ld" },
    { "sex must be 'm', 'w', 'f' or 0", "性别须为 m、w、f 或 0" },
    { "a tournament holds at most %d players", "一项赛事最多%d名棋手" },
    { "number of rounds must be 1..%d, got %ld", "轮数须为1到%d，而不是%ld" },
    { "number of rounds must be 1..%d", "轮数须为1到%d" },
    { "%zu rounds already exist; cannot plan only %ld", "已有%zu轮；不能只计划%ld轮" },
    { "games per pairing cannot change once rounds exist", "已有轮次后不能再改每对局数" },
    { "points must satisfy win >= draw >= loss >= 0 and win <= %d", "积分须满足 胜 >= 和 >= 负 >= 0 且 胜 <= %d" },
    { "unknown ruleset '%s'", "未知的名次区分规则“%s”" },
    { "unknown tie-break '%s'", "未知的名次区分方法“%s”" },
    { "no named prize rules '%s'", "没有名为“%s”的奖励规则" },
    { "no player is registered in group '%s'", "没有棋手登记在组别“%s”" },
    { "dual-board events cannot be checked yet", "双弈赛事暂不能核查" },
    { NULL, NULL },
};
