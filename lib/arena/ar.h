/* Arena internals: settings, player records and the named presets. */
#ifndef SWC_ARENA_AR_H
#define SWC_ARENA_AR_H

#include <stdint.h>
#include <swisscore/arena.h>

#include "../core/alloc.h"

/* Sort keys of SWC_ARENA_ORDER. */
enum ar_key { AR_KEY_POINTS = 1, AR_KEY_WINS, AR_KEY_AVG_TIME, AR_KEY_REACHED, AR_KEY_GAMES, AR_KEY_WIN_RATE };
#define AR_MAX_KEYS 8

typedef struct ar_settings {
    int64_t win, draw, loss, escape_loss, escape_win;
    int64_t draws_allowed, max_escapes, resets_allowed, reset_clears_escapes, escape_win_counts;
    int64_t period_start, period_end, day_start, day_end;
    int64_t use_threshold, threshold, min_games, quota, when, boundary, seed;
    int keys[AR_MAX_KEYS];
    int nkeys;
} ar_settings;

void ar_settings_default(ar_settings *s);
/* Parse "points,wins,avg-time" into keys; 0 or SWC_EINVAL. */
int ar_parse_order(ar_settings *s, const char *text);
/* Write the order back as text (buf >= 96 bytes). */
void ar_format_order(char *buf, size_t cap, const ar_settings *s);

typedef struct ar_preset {
    const char *name, *name_zh, *description;
    void (*apply)(ar_settings *s);
} ar_preset;

const ar_preset *ar_preset_find(const char *name);
uint32_t ar_preset_count(void);
const ar_preset *ar_preset_at(uint32_t i);

#endif
