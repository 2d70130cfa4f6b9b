/* Public entry points of journal.h: argument checks, then the model. */
#include <string.h>

#include "handles.h"

int swc_journal_append(swc_tournament *t, const swc_journal_entry *entry)
{
    if (!swc_t_ok(t))
        return SWC_EINVAL;
    if (!entry || entry->struct_size < sizeof(uint32_t))
        return swc_fail(t, SWC_EINVAL, "journal: no entry, or its struct_size is not set");
    /* Fields past the caller's struct keep their defaults. */
    swc_journal_entry full = SWC_JOURNAL_ENTRY_INIT;
    size_t n = entry->struct_size < sizeof full ? entry->struct_size : sizeof full;
    memcpy((char *)&full + sizeof(uint32_t), (const char *)entry + sizeof(uint32_t), n - sizeof(uint32_t));
    return swc_model_journal_append(t, &full);
}

uint32_t swc_journal_count(const swc_tournament *t)
{
    return swc_t_ok(t) ? (uint32_t)t->njournal : 0;
}

int swc_journal_get(swc_journal_entry *out, const swc_tournament *t, uint32_t number)
{
    if (!out || out->struct_size < sizeof(uint32_t) || !swc_t_ok(t))
        return SWC_EINVAL;
    if (number == 0 || number > t->njournal)
        return SWC_ENOTFOUND;
    const swc_journal_rec *r = &t->journal[number - 1];
    swc_journal_entry full = SWC_JOURNAL_ENTRY_INIT;
    full.kind = r->kind;
    full.time = r->time;
    full.round = r->round;
    full.board = r->board;
    full.game = r->game;
    full.player = r->player;
    full.before = r->before;
    full.after = r->after;
    full.author = r->author ? r->author : "";
    full.data = r->data ? r->data : "";
    /* As far as the caller's struct reaches. */
    size_t n = out->struct_size < sizeof full ? out->struct_size : sizeof full;
    memcpy((char *)out + sizeof(uint32_t), (const char *)&full + sizeof(uint32_t), n - sizeof(uint32_t));
    return SWC_OK;
}
