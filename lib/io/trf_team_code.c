/*
 * The 192 code of a team event (TRF-2026 tournament type code table):
 * FIDE_TEAM[_TYPEA|_TYPEB][_MP|_GP][_MP|_GP][_BAKU] or FIDE_TEAM_ROUNDROBIN.
 * Without a TYPE word the rules use no colour preferences (C.04.6 1.7),
 * unless no score is named either (FIDE_TEAM, FIDE_TEAM_BAKU: the defaults);
 * one score named means that the secondary score is not used (4.2.2).
 */
#include <stdio.h>
#include <string.h>

#include "trf.h"

static int word_is(const char *p, size_t n, const char *w)
{
    return n == strlen(w) && memcmp(p, w, n) == 0;
}

int swc_trf_team_code_parse(const char *p, size_t n, swc_trf_team_opts *o)
{
    swc_trf_team_opts d = { SWC_TEAM_SWISS_2026, SWC_TEAM_COLOURS_A, 0, 0, 0 };
    *o = d;
    if (n < 9 || memcmp(p, "FIDE_TEAM", 9) != 0)
        return 0;
    const char *w[8];
    size_t wn[8], nw = 0;
    for (size_t i = 9; i < n;) {
        if (p[i] != '_' || nw == 8)
            return 0;
        size_t j = i + 1;
        while (j < n && p[j] != '_')
            j++;
        w[nw] = p + i + 1;
        wn[nw++] = j - i - 1;
        i = j;
    }
    if (nw == 1 && (word_is(w[0], wn[0], "ROUNDROBIN") || word_is(w[0], wn[0], "DOUBLEROUNDROBIN"))) {
        o->system = SWC_TEAM_ROUND_ROBIN;
        return 1;
    }
    size_t i = 0;
    int typed = 0, scores = 0, first = -1;
    if (i < nw && (word_is(w[i], wn[i], "TYPEA") || word_is(w[i], wn[i], "TYPEB"))) {
        o->colour_type = w[i][4] == 'B' ? SWC_TEAM_COLOURS_B : SWC_TEAM_COLOURS_A;
        typed = 1;
        i++;
    }
    for (; i < nw && scores < 2 && (word_is(w[i], wn[i], "MP") || word_is(w[i], wn[i], "GP")); i++, scores++) {
        int gp = w[i][0] == 'G';
        if (scores == 1 && gp == first)
            return 0; /* FIDE_TEAM_MP_MP */
        first = scores == 0 ? gp : first;
    }
    if (i < nw && word_is(w[i], wn[i], "BAKU")) {
        o->baku = 1;
        i++;
    }
    if (i != nw || (o->baku && first == 1))
        return 0; /* C.04.7: Baku adds match points, never with game points first */
    if (scores) {
        o->score_order = first;
        o->no_secondary = scores == 1;
        if (!typed)
            o->colour_type = SWC_TEAM_COLOURS_NONE;
    }
    return 1;
}

void swc_trf_team_opts_of(const swc_tournament *t, swc_trf_team_opts *o)
{
    o->system = swc_team_model_get(t, SWC_TEAM_SYSTEM);
    o->colour_type = swc_team_model_get(t, SWC_TEAM_COLOUR_TYPE);
    o->score_order = swc_team_model_get(t, SWC_TEAM_SCORE_ORDER);
    o->no_secondary = swc_team_model_get(t, SWC_TEAM_NO_SECONDARY);
    o->baku = t->set.acceleration == SWC_ACCEL_BAKU && !o->score_order;
}

void swc_trf_team_words(const swc_trf_team_opts *o, char *buf, size_t cap)
{
    static const char *const types[] = { "_TYPEA", "_TYPEB", "" };
    const char *pri = o->score_order ? "_GP" : "_MP", *sec = o->no_secondary ? "" : o->score_order ? "_MP" : "_GP";
    int ct = o->colour_type >= 0 && o->colour_type <= 2 ? o->colour_type : 0;
    snprintf(buf, cap, "%s%s%s%s", types[ct], pri, sec, o->baku ? "_BAKU" : "");
}

const char *swc_trf_team_code(const swc_tournament *t, char *buf, size_t cap)
{
    if (!t->teams || t->teams->boards <= 0)
        return NULL;
    swc_trf_team_opts o;
    swc_trf_team_opts_of(t, &o);
    if (o.system == SWC_TEAM_ROUND_ROBIN) {
        snprintf(buf, cap, "FIDE_TEAM_ROUNDROBIN");
        return buf;
    }
    char words[48];
    swc_trf_team_words(&o, words, sizeof words);
    snprintf(buf, cap, "FIDE_TEAM%s", words);
    return buf;
}

int swc_trf_team_code_agrees(const swc_tournament *t, const char *line)
{
    size_t n = strlen(line);
    while (n > 4 && line[n - 1] == ' ')
        n--;
    swc_trf_team_opts a, b;
    if (n < 13 || strncmp(line, "192 ", 4) != 0 || !swc_trf_team_code_parse(line + 4, n - 4, &a))
        return 0;
    swc_trf_team_opts_of(t, &b);
    if (a.system == SWC_TEAM_ROUND_ROBIN || b.system == SWC_TEAM_ROUND_ROBIN)
        return a.system == b.system;
    return a.colour_type == b.colour_type && a.score_order == b.score_order && a.no_secondary == b.no_secondary &&
           a.baku == b.baku;
}
