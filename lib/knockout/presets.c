/*
 * Knockout presets: the 网络入围赛 of Go and xiangqi in the 2015
 * 全国业余棋王争霸赛 (../shared/seeds/003_…). The chess 入围赛 is scored
 * by points and lives among the arena presets.
 */
#include <stddef.h>
#include <string.h>

#include "ko.h"

/* 围棋 (三): 淘汰赛制，共设三轮; 随机匹配对战，胜者晋级，败者淘汰; 逃跑棋手直接淘汰;
 * 三轮后共录取360人; 如录取人数未满360人，则举行复活赛 */
static void go_ruwei(ko_settings *s)
{
    ko_settings_default(s);
    s->rounds = 3;
    s->pairing = SWC_KO_PAIR_SERVER;
    s->draw_rule = SWC_KO_DRAW_REFUSED;
    s->quota = 360;
    s->repechage = SWC_KO_REPECHAGE_LATEST_LOT;
}

/* 象棋 (三): 单淘汰赛制，共设三轮; 如和棋则交换先后手加赛一局快棋 … 和棋黑胜;
 * 1小时内未配对到对手，则自动晋级; 逃跑棋手直接淘汰; 共录取240人; 复活赛 */
static void xiangqi_ruwei(ko_settings *s)
{
    ko_settings_default(s);
    s->rounds = 3;
    s->pairing = SWC_KO_PAIR_SERVER;
    s->draw_rule = SWC_KO_DECIDER_BLACK_WINS;
    s->unmatched_advances = 1;
    s->quota = 240;
    s->repechage = SWC_KO_REPECHAGE_LATEST_LOT;
}

static const ko_preset presets[] = {
    { "go-2015-ruwei", "2015围棋网络入围赛",
      "Go knockout: 3 rounds, players matched by the server, winners go through, escapers are out, no draws; "
      "360 qualify, a repechage fills missing places.", go_ruwei },
    { "xiangqi-2015-ruwei", "2015象棋网络入围赛",
      "Xiangqi knockout: 3 rounds matched by the server; a draw is replayed with colours swapped and a drawn "
      "decider is a win for Black; not matched within an hour goes through; escapers are out; 240 qualify, a "
      "repechage fills missing places.", xiangqi_ruwei },
};

const ko_preset *ko_preset_find(const char *name)
{
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (!strcmp(presets[i].name, name) || !strcmp(presets[i].name_zh, name))
            return &presets[i];
    return NULL;
}

uint32_t swc_knockout_preset_count(void)
{
    return (uint32_t)(sizeof presets / sizeof presets[0]);
}

int swc_knockout_preset_get(swc_knockout_preset_info *out, uint32_t index)
{
    if (!out || out->struct_size < offsetof(swc_knockout_preset_info, description) + sizeof(void *))
        return SWC_EINVAL;
    if (index >= swc_knockout_preset_count())
        return SWC_ENOTFOUND;
    out->name = presets[index].name;
    out->name_zh = presets[index].name_zh;
    out->description = presets[index].description;
    return SWC_OK;
}
