/*
 * Settings of the arena and the named presets of the online stages of the
 * 2015 全国业余棋王争霸赛 (../shared/seeds/003_…): one preset per stage and
 * game. Readings where the text is silent are in doc/events.md.
 */
#include <string.h>
#include <swisscore/common.h>

#include "ar.h"

void ar_settings_default(ar_settings *s)
{
    memset(s, 0, sizeof *s);
    s->win = 20;
    s->draw = 10;
    s->loss = -20;
    s->escape_loss = -20;
    s->escape_win = 20;
    s->draws_allowed = 1;
    s->max_escapes = 5;
    s->resets_allowed = 1;
    s->escape_win_counts = 1;
    s->period_start = INT64_MIN;
    s->period_end = INT64_MAX;
    s->day_start = 0;
    s->day_end = 86400;
    s->when = SWC_ARENA_AT_END;
    s->boundary = SWC_ARENA_BOUNDARY_ALL;
    s->keys[0] = AR_KEY_POINTS;
    s->keys[1] = AR_KEY_WINS;
    s->nkeys = 2;
}

static const struct { const char *word; int key; } key_words[] = {
    { "points", AR_KEY_POINTS }, { "wins", AR_KEY_WINS }, { "avg-time", AR_KEY_AVG_TIME },
    { "reached", AR_KEY_REACHED }, { "games", AR_KEY_GAMES }, { "win-rate", AR_KEY_WIN_RATE },
};

int ar_parse_order(ar_settings *s, const char *text)
{
    int keys[AR_MAX_KEYS];
    int n = 0;
    const char *p = text;
    while (*p) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        while (len && *p == ' ') {
            p++;
            len--;
        }
        while (len && p[len - 1] == ' ')
            len--;
        size_t k;
        for (k = 0; k < sizeof key_words / sizeof key_words[0]; k++)
            if (strlen(key_words[k].word) == len && !memcmp(key_words[k].word, p, len))
                break;
        if (k == sizeof key_words / sizeof key_words[0] || n == AR_MAX_KEYS)
            return SWC_EINVAL;
        for (int j = 0; j < n; j++)
            if (keys[j] == key_words[k].key)
                return SWC_EINVAL;
        keys[n++] = key_words[k].key;
        if (!e)
            break;
        p = e + 1;
        if (!*p)
            return SWC_EINVAL;
    }
    if (n == 0)
        return SWC_EINVAL;
    memcpy(s->keys, keys, sizeof keys);
    s->nkeys = n;
    return SWC_OK;
}

void ar_format_order(char *buf, size_t cap, const ar_settings *s)
{
    size_t len = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->nkeys; i++)
        for (size_t k = 0; k < sizeof key_words / sizeof key_words[0]; k++)
            if (key_words[k].key == s->keys[i]) {
                size_t w = strlen(key_words[k].word);
                if (len + w + 2 > cap)
                    return;
                if (i)
                    buf[len++] = ',';
                memcpy(buf + len, key_words[k].word, w + 1);
                len += w;
            }
}

/* 网络赛比赛时间为9:00至23:00 */
static void online_day(ar_settings *s)
{
    s->day_start = 9 * 3600;
    s->day_end = 23 * 3600;
}

/* 围棋: 胜得2分，负-2分 (no draws in Go); 逃跑扣除2分，对手得2分（逃跑数>5，自动淘汰） */
static void go_base(ar_settings *s)
{
    ar_settings_default(s);
    online_day(s);
    s->draw = 0;
    s->draws_allowed = 0;
}

static void go_haixuan(ar_settings *s)
{
    go_base(s);
    /* 每期积分达到4分及以上，即可入选网络晋级赛 */
    s->use_threshold = 1;
    s->threshold = 40;
}

static void go_jinji(ar_settings *s)
{
    go_base(s);
    /* 每期积分排名前720名（如积分相同，则胜局数多者列前） */
    s->quota = 720;
}

/* 象棋、国际象棋: 胜得2分，负-2分，平1分; 逃跑扣除2分，对方得2分（逃跑数＞5，自动淘汰） */
static void cc_base(ar_settings *s)
{
    ar_settings_default(s);
    online_day(s);
}

static void cc_haixuan(ar_settings *s)
{
    cc_base(s);
    /* 每期积分达到5分及5分以上，即可入选晋级赛 */
    s->use_threshold = 1;
    s->threshold = 50;
}

/* 责任局数至少5局，积分达到6分及6分以上，按先达到分数线每期录取积分前N名
 * （如积分相同，则平均局时少者列前） */
static void cc_line(ar_settings *s, int64_t quota)
{
    cc_base(s);
    s->use_threshold = 1;
    s->threshold = 60;
    s->min_games = 5;
    s->quota = quota;
    s->keys[0] = AR_KEY_POINTS;
    s->keys[1] = AR_KEY_AVG_TIME;
    s->keys[2] = AR_KEY_REACHED;
    s->nkeys = 3;
}

static void xiangqi_jinji(ar_settings *s)
{
    cc_line(s, 480);
}

static void chess_ruwei(ar_settings *s)
{
    cc_line(s, 120);
    /* the chess document allows 清零 in the 海选赛 only */
    s->resets_allowed = 0;
}

static const ar_preset presets[] = {
    { "go-2015-haixuan", "2015围棋网络海选赛",
      "Go open qualifier: win +2, loss -2, escape -2 (+2 to the opponent), more than 5 escapes eliminate, "
      "resets allowed, 9:00-23:00; 4 points or more qualify.", go_haixuan },
    { "go-2015-jinji", "2015围棋网络晋级赛",
      "Go promotion stage: win +2, loss -2, escapes as in the open qualifier, resets allowed; the first 720 "
      "by points qualify, ties broken by more wins.", go_jinji },
    { "xiangqi-2015-haixuan", "2015象棋网络海选赛",
      "Xiangqi open qualifier: win +2, draw +1, loss -2, escape -2 (+2 to the opponent), more than 5 escapes "
      "eliminate, resets allowed, 9:00-23:00; 5 points or more qualify.", cc_haixuan },
    { "xiangqi-2015-jinji", "2015象棋网络晋级赛",
      "Xiangqi promotion stage: at least 5 games and 6 points; the first 480 by points qualify, ties broken "
      "by the lower average game time, then by who reached the line first.", xiangqi_jinji },
    { "chess-2015-haixuan", "2015国际象棋网络海选赛",
      "Chess open qualifier: win +2, draw +1, loss -2, escape -2 (+2 to the opponent), more than 5 escapes "
      "eliminate, resets allowed, 9:00-23:00; 5 points or more qualify.", cc_haixuan },
    { "chess-2015-ruwei", "2015国际象棋网络入围赛",
      "Chess final qualifier (points, not knockout): at least 5 games and 6 points; the first 120 by points "
      "reach the final, ties broken by the lower average game time, then by who reached the line first; "
      "no resets.", chess_ruwei },
};

const ar_preset *ar_preset_find(const char *name)
{
    for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
        if (!strcmp(presets[i].name, name) || !strcmp(presets[i].name_zh, name))
            return &presets[i];
    return NULL;
}

uint32_t ar_preset_count(void)
{
    return (uint32_t)(sizeof presets / sizeof presets[0]);
}

const ar_preset *ar_preset_at(uint32_t i)
{
    return i < ar_preset_count() ? &presets[i] : NULL;
}
