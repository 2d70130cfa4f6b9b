/* The line-ups a journal entry keeps, so that undo and redo can set them
 * again exactly: a `lineup` entry keeps each team's line-up after and
 * before the change, a team round's `round_paired` entry the line-ups
 * handed in that the round took. A line each, "WORD TEAM: ID ...", ids
 * board by board (0 an empty board), no id when the team had none. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "team_round.h"

int cli_team_lineup_of(uint32_t ids[SWC_MAX_BOARDS], const swc_tournament *t, uint32_t round, uint32_t team)
{
    memset(ids, 0, SWC_MAX_BOARDS * sizeof *ids);
    int n = round > swc_tournament_round_count(t) ? swc_team_next_lineup(ids, SWC_MAX_BOARDS, t, team)
                                                  : swc_team_lineup(ids, SWC_MAX_BOARDS, t, round, team);
    return n > 0 ? n : 0;
}

/* Room for every line: "was 999999999:" and an id of ten digits a board. */
static size_t line_room(void)
{
    return 32 + SWC_MAX_BOARDS * 11;
}

static size_t put_line(char *s, const char *word, uint32_t team, const uint32_t *ids, int n)
{
    size_t len = (size_t)sprintf(s, "%s %u:", word, (unsigned)team);
    for (int b = 0; b < n; b++)
        len += (size_t)sprintf(s + len, " %u", (unsigned)ids[b]);
    s[len++] = '\n';
    s[len] = '\0';
    return len;
}

int cli_team_ahead_text(char **out, const swc_tournament *t)
{
    uint32_t teams = swc_team_count(t), ids[SWC_MAX_BOARDS];
    size_t len = 0;
    *out = NULL;
    char *s = malloc(teams * line_room() + 1);
    if (!s) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    for (uint32_t k = 1; k <= teams; k++) {
        int n = swc_team_next_lineup(ids, SWC_MAX_BOARDS, t, k);
        if (n > 0)
            len += put_line(s + len, "lineup", k, ids, n);
    }
    if (!len)
        free(s);
    else
        *out = s;
    return CLI_OK;
}

int cli_journal_lineups(swc_tournament *t, uint32_t round, int ahead, const cli_lineup_was *was, size_t n,
                        const char *path)
{
    uint32_t ids[SWC_MAX_BOARDS];
    size_t len = 0;
    char *s = malloc(2 * n * line_room() + 1);
    if (!s) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    s[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        int now = cli_team_lineup_of(ids, t, round, was[i].team);
        len += put_line(s + len, "lineup", was[i].team, ids, now);
        len += put_line(s + len, "was", was[i].team, was[i].ids, was[i].n);
    }
    swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
    e.kind = SWC_JOURNAL_LINEUP;
    e.round = round;
    e.before = ahead;
    e.after = (int32_t)n;
    e.data = s;
    int code = cli_journal(t, &e, path);
    free(s);
    return code;
}

int cli_team_lineups_set(swc_tournament *t, uint32_t round, const char *data, const char *word)
{
    size_t wl = strlen(word);
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    for (const char *s = data ? data : ""; *s;) {
        const char *end = strchr(s, '\n');
        if (!end)
            end = s + strlen(s);
        unsigned long team = 0;
        int used = 0;
        if (!strncmp(s, word, wl) && s[wl] == ' ' && sscanf(s + wl, " %lu:%n", &team, &used) == 1 && used) {
            uint32_t ids[SWC_MAX_BOARDS] = { 0 };
            size_t n = 0;
            const char *p = s + wl + used;
            while (p < end && *p == ' ' && n < (size_t)boards && n < SWC_MAX_BOARDS) {
                char *stop = NULL;
                unsigned long id = strtoul(p, &stop, 10);
                if (stop == p)
                    break;
                ids[n++] = (uint32_t)id;
                p = stop;
            }
            int rc = swc_team_set_lineup(t, round, (uint32_t)team, ids, n);
            if (rc != SWC_OK)
                return rc;
        }
        s = *end ? end + 1 : end;
    }
    return SWC_OK;
}
