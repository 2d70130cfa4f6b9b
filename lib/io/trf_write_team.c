/*
 * TRF writer, team records (TRF-2026): 352 board colours, 362 match
 * points, 310 teams with their members, 300 line-ups, 320 the team PAB,
 * 330 forfeited matches, 240 team byes, and the library's XTF, XTC, XTE,
 * XTW, XTO and XTL (federation, captain, late entry and withdrawal of a
 * team, the order of a round's matches, a line-up handed in for the next
 * round; doc/trf-extensions.md), left out of a plain report. Players are
 * named by TPN, as on the 001 lines.
 */
#include <stdio.h>
#include <string.h>

#include "../core/utf8.h"
#include "trf.h"

/* Tenths as "d.d" right-aligned in `width` columns. */
static void tenths(swc_strbuf *b, int32_t v, int width)
{
    char buf[24];
    if (v < 0)
        v = 0;
    snprintf(buf, sizeof buf, "%ld.%ld", (long)(v / 10), (long)(v % 10));
    if ((int)strlen(buf) > width && v % 10 == 0)
        snprintf(buf, sizeof buf, "%ld", (long)(v / 10));
    swc_strbuf_printf(b, "%*s", width, buf);
}

/* Text left-aligned in `width` characters (UTF-8 counted by characters). */
static void left(swc_strbuf *b, const char *s, size_t width)
{
    size_t n = swc_utf8_count(s, strlen(s));
    swc_strbuf_puts(b, s);
    for (; n < width; n++)
        swc_strbuf_puts(b, " ");
}

static uint32_t tpn_of(const swc_tournament *t, uint32_t index_plus_one)
{
    return index_plus_one ? t->players[index_plus_one - 1]->tpn : 0;
}

static void lineup_300(swc_strbuf *b, const swc_tournament *t, uint32_t k, uint32_t team, uint32_t opp,
                       const uint32_t *l, const char *eol)
{
    swc_strbuf_printf(b, "300 %3lu %3lu %3lu", (unsigned long)k, (unsigned long)team, (unsigned long)opp);
    for (int32_t i = 0; i < t->teams->boards; i++)
        swc_strbuf_printf(b, " %04lu", (unsigned long)tpn_of(t, l[i]));
    swc_strbuf_puts(b, eol);
}

/* Match points as 250 writes them: "02.0" in 4 columns; 0 when they do not fit. */
static int mp_text(char *buf, size_t cap, int32_t v)
{
    if (v < 0 || v > 999)
        return 0;
    snprintf(buf, cap, "%02ld.%ld", (long)(v / 10), (long)(v % 10));
    return 1;
}

void swc_trf_write_team_250(swc_strbuf *b, const swc_tournament *t, const char *eol)
{
    uint32_t last = swc_team_model_baku_last(t), rounds = (uint32_t)t->set.rounds;
    if (!t->teams || t->teams->boards <= 0 || !last || !swc_team_model_baku(t, 1, 1))
        return;
    /* Group A's runs of rounds with the same virtual match points; the
     * game-point column stays 0 (TRF-2026 250 in a team file). */
    uint32_t r1 = 1;
    for (uint32_t r = 1; r <= rounds && r <= SWC_MAX_ROUNDS; r++) {
        int32_t v = swc_team_model_baku(t, 1, r);
        if (r < rounds && swc_team_model_baku(t, 1, r + 1) == v)
            continue;
        char buf[16];
        if (v && mp_text(buf, sizeof buf, v)) {
            swc_strbuf_printf(b, "250 %s 00.0 %03lu %03lu %04lu %04lu", buf, (unsigned long)r1, (unsigned long)r,
                              1ul, (unsigned long)last);
            swc_strbuf_puts(b, eol);
        }
        r1 = r + 1;
    }
}

/* XTO: the order of a round's entries, by their first-named teams, when it
 * is not the order the reader would give them (swc_team_entry_key()). */
static void order_xto(swc_strbuf *b, const swc_tround *tr, uint32_t k, const char *eol)
{
    size_t i = 1;
    while (i < tr->n && swc_team_entry_key(tr->m[i - 1].white, tr->m[i - 1].black) <
                            swc_team_entry_key(tr->m[i].white, tr->m[i].black))
        i++;
    if (i >= tr->n)
        return;
    swc_strbuf_printf(b, "XTO %03lu", (unsigned long)k);
    for (i = 0; i < tr->n; i++)
        swc_strbuf_printf(b, " %4lu", (unsigned long)tr->m[i].white);
    swc_strbuf_puts(b, eol);
}

void swc_trf_write_team(swc_strbuf *b, const swc_tournament *t, const char *eol, int plain)
{
    const swc_teams *x = t->teams;
    if (!x || x->boards <= 0)
        return;
    size_t nb = (size_t)x->boards;
    swc_strbuf_printf(b, "352 %s%s", x->colours, eol);
    swc_strbuf_puts(b, "362 TW");
    tenths(b, x->mp_win, 4);
    swc_strbuf_puts(b, "   TD");
    tenths(b, x->mp_draw, 4);
    swc_strbuf_puts(b, "   TL");
    tenths(b, x->mp_loss, 4);
    swc_strbuf_puts(b, eol);
    for (size_t i = 0; i < x->nteams; i++) {
        const swc_team *tm = x->team[i];
        int32_t mp = 0, gp = 0;
        for (uint32_t k = 1; k <= t->nrounds; k++) {
            swc_team_result res = SWC_TEAM_RESULT_INIT;
            swc_team_model_result(t, tm->number, k, &res);
            mp += res.match_points;
            gp += res.game_points;
        }
        swc_strbuf_printf(b, "310 %3lu ", (unsigned long)tm->number);
        left(b, tm->name, 32);
        swc_strbuf_puts(b, " ");
        left(b, tm->short_name, 5);
        swc_strbuf_printf(b, " %6ld ", (long)tm->strength);
        tenths(b, mp, 6);
        swc_strbuf_puts(b, " ");
        tenths(b, gp, 6);
        swc_strbuf_puts(b, "     ");
        for (size_t m = 0; m < tm->nmembers; m++)
            swc_strbuf_printf(b, " %4lu", (unsigned long)t->players[tm->members[m]]->tpn);
        swc_strbuf_puts(b, eol);
        if (plain)
            continue;
        if (tm->federation && *tm->federation)
            swc_strbuf_printf(b, "XTF %3lu %s%s", (unsigned long)tm->number, tm->federation, eol);
        if (tm->captain)
            swc_strbuf_printf(b, "XTC %3lu %4lu%s", (unsigned long)tm->number, (unsigned long)tpn_of(t, tm->captain), eol);
        if (tm->entry_round > 1)
            swc_strbuf_printf(b, "XTE %3lu %3lu%s", (unsigned long)tm->number, (unsigned long)tm->entry_round, eol);
        if (tm->withdrawn_from)
            swc_strbuf_printf(b, "XTW %3lu %3lu%s", (unsigned long)tm->number, (unsigned long)tm->withdrawn_from, eol);
    }
    /* 320 when a team had the PAB or its value was set. */
    int any_pab = x->pab_mp >= 0 || x->pab_gp >= 0;
    for (size_t k = 0; k < x->nrounds && !any_pab; k++)
        for (size_t i = 0; i < x->rounds[k].n; i++)
            any_pab |= !x->rounds[k].m[i].black && x->rounds[k].m[i].kind == SWC_RK_PAB;
    if (any_pab) {
        swc_strbuf_puts(b, "320 ");
        tenths(b, swc_team_model_get(t, SWC_TEAM_PAB_MP), 4);
        swc_strbuf_puts(b, " ");
        tenths(b, swc_team_model_get(t, SWC_TEAM_PAB_GP), 4);
        for (size_t k = 0; k < x->nrounds; k++) {
            uint32_t team = 0;
            for (size_t i = 0; i < x->rounds[k].n; i++)
                if (!x->rounds[k].m[i].black && x->rounds[k].m[i].kind == SWC_RK_PAB)
                    team = x->rounds[k].m[i].white;
            if (team)
                swc_strbuf_printf(b, " %3lu", (unsigned long)team);
            else
                swc_strbuf_puts(b, "    ");
        }
        swc_strbuf_puts(b, eol);
    }
    static const char forfeit[4][3] = { "", "+-", "-+", "--" };
    for (size_t k = 0; k < x->nrounds; k++) {
        const swc_tround *tr = &x->rounds[k];
        /* By the first-named team, so the text does not depend on the
         * order the entries were given in. */
        for (uint32_t w = 1; w <= x->nteams; w++)
        for (size_t i = 0; i < tr->n; i++) {
            const swc_tmatch *m = &tr->m[i];
            if (!m->black || m->white != w)
                continue;
            if (m->kind != SWC_TEAM_MATCH_PLAYED)
                swc_strbuf_printf(b, "330 %s %3lu %3lu %3lu%s", forfeit[m->kind], (unsigned long)k + 1,
                                  (unsigned long)m->white, (unsigned long)m->black, eol);
            if (!m->lineup)
                continue;
            lineup_300(b, t, (uint32_t)k + 1, m->white, m->black, m->lineup, eol);
            lineup_300(b, t, (uint32_t)k + 1, m->black, m->white, m->lineup + nb, eol);
        }
        static const char kinds[] = "FHZ";
        static const int rk[] = { SWC_RK_FULL_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE };
        for (int q = 0; q < 3; q++) {
            int any = 0;
            for (uint32_t w = 1; w <= x->nteams; w++)
            for (size_t i = 0; i < tr->n; i++) {
                const swc_tmatch *m = &tr->m[i];
                if (m->black || m->kind != rk[q] || m->white != w)
                    continue;
                if (!any)
                    swc_strbuf_printf(b, "240 %c %03lu", kinds[q], (unsigned long)k + 1);
                any = 1;
                swc_strbuf_printf(b, " %4lu", (unsigned long)m->white);
            }
            if (any)
                swc_strbuf_puts(b, eol);
        }
        if (!plain)
            order_xto(b, tr, (uint32_t)k + 1, eol);
    }
    /* Byes asked for rounds not created yet: 240 too, one line per round and
     * kind (the requests are sorted by round, then team). */
    static const char letters[] = "FHZ";
    static const int kinds[] = { SWC_RK_FULL_BYE, SWC_RK_HALF_BYE, SWC_RK_ZERO_BYE };
    for (size_t i = 0; i < x->nbyereq;) {
        uint32_t k = x->byereq[i].round;
        size_t j = i;
        while (j < x->nbyereq && x->byereq[j].round == k)
            j++;
        for (int q = 0; q < 3 && k > t->nrounds; q++) {
            int any = 0;
            for (size_t a = i; a < j; a++) {
                if (x->byereq[a].kind != kinds[q])
                    continue;
                if (!any)
                    swc_strbuf_printf(b, "240 %c %03lu", letters[q], (unsigned long)k);
                any = 1;
                swc_strbuf_printf(b, " %4lu", (unsigned long)x->byereq[a].team);
            }
            if (any)
                swc_strbuf_puts(b, eol);
        }
        i = j;
    }
    /* XTL: line-ups handed in for the next round, which 300 cannot hold
     * (its record names the opponent). */
    for (size_t i = 0; i < x->nteams && !plain; i++) {
        const swc_team *tm = x->team[i];
        if (!tm->ahead)
            continue;
        swc_strbuf_printf(b, "XTL %3lu %3lu", (unsigned long)t->nrounds + 1, (unsigned long)tm->number);
        for (int32_t k = 0; k < x->boards; k++)
            swc_strbuf_printf(b, " %04lu", (unsigned long)tpn_of(t, tm->ahead[k]));
        swc_strbuf_puts(b, eol);
    }
}
