/* The lossless-file property (see roundtrip.h). */
#include "roundtrip.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../fuzz/gen.h"
#include "observable.h"

/* A history of API calls from bytes; NULL when none could start. */
static swc_tournament *history(const uint8_t *bytes, size_t n)
{
    fz_gen g;
    if (fz_gen_start(&g, bytes, n) != 0)
        return NULL;
    while (fz_gen_more(&g)) {
        fz_call c;
        fz_gen_next(&g, &c);
    }
    return g.t;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int broke(char *why, size_t cap, const char *text, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, cap, fmt, ap);
    va_end(ap);
    if (text) {
        size_t k = strlen(why);
        snprintf(why + k, cap - k, "\n---- file ----\n%s", text);
    }
    return 0;
}

static int check_tournament(const rt_format *f, swc_tournament *t, uint32_t future, rt_stats *st, char *why,
                            size_t cap)
{
    swc_tournament *u = NULL;
    char *text = NULL, *again = NULL, detail[1024];
    size_t len = 0, len2 = 0;
    int ok = 1, rc = f->write(&text, &len, t, f->ctx);
    if (rc == SWC_ELIMIT) {
        st->unwritable++;
        snprintf(st->last_unwritable, sizeof st->last_unwritable, "%s", swc_tournament_errmsg(t));
        swc_tournament_free(t);
        return 1;
    }
    if (rc != SWC_OK) {
        snprintf(detail, sizeof detail, "%d: %s", rc, swc_tournament_errmsg(t));
        ok = broke(why, cap, NULL, "the writer fails (%s)", detail);
    }
    if (ok && (rc = f->read(&u, text, len, f->ctx, detail, sizeof detail)) != SWC_OK)
        ok = broke(why, cap, text, "the reader refuses the writer's file: %s", detail);
    if (ok && !obs_equal(t, u, detail, sizeof detail))
        ok = broke(why, cap, text, "read back, the tournament differs: %s", detail);
    if (ok && (rc = f->write(&again, &len2, u, f->ctx)) != SWC_OK)
        ok = broke(why, cap, text, "%s", "writing what was read fails");
    if (ok && (len != len2 || memcmp(text, again, len) != 0)) {
        size_t i = 0;
        while (i < len && i < len2 && text[i] == again[i])
            i++;
        snprintf(detail, sizeof detail, "at byte %zu; second text:\n%s", i, again);
        ok = broke(why, cap, text, "write, read, write changes the text %s", detail);
    }
    if (ok) {
        st->histories++;
        st->rounds += swc_tournament_round_count(t);
        st->players += swc_tournament_player_count(t);
        st->journal += swc_journal_count(t);
    }
    if (ok && future && !obs_equal_future(t, u, future, detail, sizeof detail))
        ok = broke(why, cap, text, "the next rounds differ: %s", detail);
    free(text);
    free(again);
    swc_tournament_free(t);
    swc_tournament_free(u);
    return ok;
}

int rt_check(const rt_format *f, const uint8_t *bytes, size_t n, uint32_t future, rt_stats *st, char *why, size_t cap)
{
    swc_tournament *t = history(bytes, n);
    if (!t)
        return broke(why, cap, NULL, "%s", "no tournament");
    return check_tournament(f, t, future, st, why, cap);
}

/* ---- team events ------------------------------------------------------------------ */

typedef struct rt_bytes {
    const uint8_t *p;
    size_t n, at;
} rt_bytes;

static unsigned take(rt_bytes *b, unsigned range)
{
    unsigned v = b->n ? b->p[b->at++ % b->n] : 0;
    if (b->at % b->n == 0)
        v = (v * 131u + (unsigned)(b->at / b->n)) & 0xffu;
    return range ? v % range : 0;
}

/* A team event from bytes: teams with reserves and short teams, settings,
 * rounds of matches (some forfeited, some with named or empty boards),
 * byes of every kind, a late team and a withdrawal, results of every kind,
 * the last round sometimes unfinished. */
static swc_tournament *team_history(const uint8_t *bytes, size_t n)
{
    rt_bytes b = { bytes, n, 0 };
    swc_tournament *t = NULL;
    if (swc_tournament_new(&t, NULL) != SWC_OK)
        return NULL;
    uint32_t nteams = 2 + take(&b, 9), boards = 1 + take(&b, 6), rounds = 1 + take(&b, 5);
    swc_tournament_set_int(t, SWC_SET_ROUNDS, (int32_t)rounds + 2);
    swc_team_set_int(t, SWC_TEAM_BOARDS, (int32_t)boards);
    if (take(&b, 2)) {
        char seq[SWC_MAX_BOARDS + 1];
        for (uint32_t i = 0; i < boards; i++)
            seq[i] = take(&b, 2) ? 'W' : 'B';
        seq[boards] = 0;
        swc_team_set_colours(t, seq);
    }
    if (take(&b, 2))
        swc_team_set_int(t, SWC_TEAM_MP_WIN, 30);
    /* The pairing options: a round robin, colour type B, game points first. */
    unsigned opts = take(&b, 8);
    for (int i = 0; i < 3; i++)
        swc_team_set_int(t, SWC_TEAM_SYSTEM + i, (int32_t)((opts >> i) & 1u));
    if (take(&b, 3) == 0) {
        swc_team_set_int(t, SWC_TEAM_PAB_MP, 20);
        swc_team_set_int(t, SWC_TEAM_PAB_GP, (int32_t)(5 * take(&b, 2 * boards + 1)));
    }
    uint32_t id = 0;
    for (uint32_t k = 1; k <= nteams + 1; k++) {
        if (k == nteams + 1) {
            if (!take(&b, 2))
                break;
            /* A late team joins after round 1. */
            swc_team_match_info none = SWC_TEAM_MATCH_INFO_INIT;
            (void)none;
        }
        char name[40], nick[8];
        snprintf(name, sizeof name, "Team %u %s", k, take(&b, 2) ? "北京" : "Club");
        snprintf(nick, sizeof nick, "T%u", k);
        swc_team_info ti = SWC_TEAM_INFO_INIT;
        ti.name = name;
        ti.short_name = take(&b, 3) ? nick : NULL;
        ti.federation = take(&b, 2) ? "CHN" : NULL;
        ti.strength = (int32_t)(take(&b, 2) ? 1500 + take(&b, 200) * 5 : 0);
        uint32_t num = 0;
        if (k == nteams + 1)
            break;
        if (swc_team_add(&num, t, &ti) != SWC_OK)
            break;
        uint32_t nm = boards + take(&b, 3) - (boards > 1 && take(&b, 5) == 0);
        uint32_t ids[SWC_MAX_BOARDS + 4];
        for (uint32_t i = 0; i < nm; i++) {
            char pn[24];
            snprintf(pn, sizeof pn, "P%u", ++id);
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            pi.name = pn;
            pi.rating = (int32_t)(1200 + take(&b, 250) * 6);
            swc_player_add(&ids[i], t, &pi);
        }
        swc_team_set_members(t, num, ids, nm);
        if (take(&b, 3) == 0) {
            ti.captain = ids[0];
            swc_team_update(t, num, &ti);
        }
    }
    uint32_t nt = swc_team_count(t);
    for (uint32_t r = 1; r <= rounds; r++) {
        if (r == 2 && take(&b, 2)) {
            /* A late team of two players. */
            swc_team_info ti = SWC_TEAM_INFO_INIT;
            ti.name = "Late";
            uint32_t num = 0, ids[2];
            if (swc_team_add(&num, t, &ti) == SWC_OK) {
                for (int i = 0; i < 2; i++) {
                    char pn[24];
                    snprintf(pn, sizeof pn, "P%u", ++id);
                    swc_player_info pi = SWC_PLAYER_INFO_INIT;
                    pi.name = pn;
                    swc_player_add(&ids[i], t, &pi);
                }
                swc_team_set_members(t, num, ids, 2);
                nt = num;
            }
        }
        if (r == 2 && take(&b, 3) == 0)
            swc_team_withdraw(t, 1 + take(&b, nt), r + 1);
        uint32_t order[16], m = 0;
        for (uint32_t k = 1; k <= nt; k++) {
            uint32_t entry = 0, wd = 0;
            swc_team_status(&entry, &wd, t, k);
            if (entry <= r && (!wd || wd > r))
                order[m++] = k;
        }
        for (uint32_t i = m; i > 1; i--) {
            uint32_t j = take(&b, i), x = order[i - 1];
            order[i - 1] = order[j];
            order[j] = x;
        }
        swc_team_match_info e[16];
        uint32_t lineup[16][2][SWC_MAX_BOARDS];
        size_t ne = 0;
        for (uint32_t i = 0; i < m; i++) {
            swc_team_match_info *x = &e[ne];
            *x = (swc_team_match_info)SWC_TEAM_MATCH_INFO_INIT;
            x->white = order[i];
            if (i + 1 == m || take(&b, 9) == 0) {
                static const int kinds[] = { SWC_RK_PAB, SWC_RK_FULL_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE };
                x->kind = kinds[take(&b, 4)];
                ne++;
                continue;
            }
            x->black = order[++i];
            x->kind = take(&b, 6) == 0 ? (int)(1 + take(&b, 3)) : SWC_TEAM_MATCH_PLAYED;
            for (int s = 0; s < 2; s++) {
                uint32_t team = s ? x->black : x->white;
                if (take(&b, 3) == 0)
                    continue; /* board order, or nobody in a forfeited match */
                uint32_t nm = swc_team_member_count(t, team), used = 0;
                for (uint32_t bd = 0; bd < boards; bd++) {
                    lineup[ne][s][bd] = 0;
                    if (take(&b, 6) == 0)
                        continue;
                    for (uint32_t tries = 0; tries < nm; tries++) {
                        uint32_t k = take(&b, nm), pid = 0;
                        swc_team_member(&pid, t, team, k);
                        if (!(used & (1u << k))) {
                            used |= 1u << k;
                            lineup[ne][s][bd] = pid;
                            break;
                        }
                    }
                }
                if (s)
                    x->black_lineup = lineup[ne][s];
                else
                    x->white_lineup = lineup[ne][s];
            }
            ne++;
        }
        swc_round *rd = NULL;
        if (swc_team_round_create(&rd, t, e, ne) != SWC_OK)
            break;
        int unfinished = r == rounds && take(&b, 3) == 0;
        for (uint32_t k = 1; k <= swc_round_board_count(rd); k++) {
            int32_t res = 0;
            swc_round_game_result(&res, rd, k, 1);
            if (res != SWC_RESULT_NONE || (unfinished && take(&b, 2)))
                continue;
            swc_round_set_result(rd, k, take(&b, 8) == 0 ? (int)(4 + take(&b, 3)) : (int)(1 + take(&b, 3)));
        }
    }
    /* Teams that must not meet, and byes asked for the next rounds. */
    static const int asked[3] = { SWC_RK_FULL_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE };
    uint32_t all = swc_team_count(t), done = swc_tournament_round_count(t);
    for (unsigned q = take(&b, 3); q > 0 && all >= 2; q--)
        swc_team_forbid_pair(t, 1 + take(&b, all), 1 + take(&b, all)); /* the same team twice is refused */
    for (unsigned q = take(&b, 4); q > 0 && all; q--)
        swc_team_request_bye(t, 1 + take(&b, all), done + 1 + take(&b, 3), asked[take(&b, 3)]);
    /* Line-ups handed in for the next round: members in some order, some
     * boards empty; a refused one (a withdrawn team) changes nothing. */
    for (unsigned q = take(&b, 4); q > 0 && all; q--) {
        uint32_t team = 1 + take(&b, all), nm = swc_team_member_count(t, team), used = 0, l[SWC_MAX_BOARDS] = { 0 };
        for (uint32_t bd = 0; bd < boards && nm; bd++) {
            uint32_t k = take(&b, nm), pid = 0;
            if (take(&b, 5) == 0 || (used & (1u << k)))
                continue;
            used |= 1u << k;
            swc_team_member(&pid, t, team, k);
            l[bd] = pid;
        }
        swc_team_set_lineup(t, done + 1, team, l, boards);
    }
    return t;
}

int rt_check_team(const rt_format *f, const uint8_t *bytes, size_t n, rt_stats *st, char *why, size_t cap)
{
    swc_tournament *t = team_history(bytes, n);
    if (!t)
        return broke(why, cap, NULL, "%s", "no tournament");
    return check_tournament(f, t, 0, st, why, cap);
}
