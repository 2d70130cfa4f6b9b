/* Team tie-breaks: reading a cascade written as C.07 / TRF-2026 codes
 * (`PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC`). */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "team_tb.h"

typedef struct tt_name {
    const char *name;
    int crit;
    int scored;          /* takes :MP / :GP */
    const char *ede;
} tt_name;

static const tt_name names[] = {
    { "PTS", TT_PTS, 1, "" },     { "MPTS", TT_PTS, 0, "" },    { "GPTS", TT_PTS, 0, "" },
    { "MPVGP", TT_MPVGP, 0, "" }, { "WIN", TT_WIN, 1, "" },     { "WON", TT_WON, 1, "" },
    { "PS", TT_PS, 1, "" },       { "KS", TT_KS, 1, "" },       { "BH", TT_BH, 1, "" },
    { "FB", TT_FB, 1, "" },       { "AOB", TT_AOB, 1, "" },     { "EMMSB", TT_ESB, 0, "" },
    { "EMGSB", TT_ESB, 0, "" },   { "EGMSB", TT_ESB, 0, "" },   { "EGGSB", TT_ESB, 0, "" },
    { "SSSC", TT_SSSC, 0, "" },   { "BC", TT_BC, 0, "" },       { "EDE", TT_EDE, 0, "" },
    { "EDEC", TT_EDE, 0, "C" },   { "EDET", TT_EDE, 0, "T" },   { "EDEB", TT_EDE, 0, "B" },
    { "EDEBT", TT_EDE, 0, "BT" }, { "EDEBB", TT_EDE, 0, "BB" }, { "DE", TT_EDE, 0, "D" },
    { "TBR", TT_TBR, 0, "" },     { "BBE", TT_BBE, 0, "" },
};

static void label(tt_spec *sp, const char *name)
{
    char buf[TT_LABEL_MAX];
    const char *sc = sp->score == TT_MP ? ":MP" : ":GP";
    if (sp->crit == TT_PTS)
        snprintf(buf, sizeof buf, "PTS%s", sc);
    else if (sp->crit == TT_MPVGP)
        snprintf(buf, sizeof buf, "MPvGP");
    else if (sp->crit == TT_ESB || sp->crit == TT_SSSC || sp->crit == TT_BC || sp->crit == TT_EDE ||
             sp->crit == TT_TBR || sp->crit == TT_BBE)
        snprintf(buf, sizeof buf, "%s", name);
    else
        snprintf(buf, sizeof buf, "%s%s", name, sc);
    size_t l = strlen(buf);
    if (sp->cut_low && sp->cut_high && l + 4 < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "/M%d", sp->cut_low);
    else if (sp->cut_low && l + 4 < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "/C%d", sp->cut_low);
    l = strlen(buf);
    if (sp->fore && l + 3 < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "/F");
    l = strlen(buf);
    if (sp->played && l + 3 < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "/P");
    l = strlen(buf);
    if (sp->kdiv && l + 5 < sizeof buf)
        snprintf(buf + l, sizeof buf - l, "/K%d", sp->kdiv);
    memcpy(sp->label, buf, sizeof buf);
}

/* The number after a modifier's letter: 0 when there is none, -1 when it
 * is not one to four digits (no atoi(): a long run of digits would overflow). */
static int small_number(const char *s)
{
    size_t len = strlen(s);
    if (len == 0)
        return 0;
    if (len > 4 || strspn(s, "0123456789") != len)
        return -1;
    int v = 0;
    for (size_t k = 0; k < len; k++)
        v = v * 10 + (s[k] - '0');
    return v;
}

/* One code, upper-cased, without separators. */
static int parse_one(tt_spec *sp, char *name, const char **base, char *err, size_t errcap)
{
    memset(sp, 0, sizeof *sp);
    sp->score = -1;
    char *mods = strchr(name, '/');
    if (mods)
        *mods++ = 0;
    char *colon = strchr(name, ':');
    if (colon)
        *colon++ = 0;
    const tt_name *nm = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(names[i].name, name) == 0)
            nm = &names[i];
    if (!nm) {
        snprintf(err, errcap, "unknown team tie-break \"%s\"", name);
        return SWC_EINVAL;
    }
    *base = nm->name;
    sp->crit = nm->crit;
    memcpy(sp->ede, nm->ede, strlen(nm->ede) + 1);
    if (colon) {
        if (!nm->scored || (strcmp(colon, "MP") != 0 && strcmp(colon, "GP") != 0)) {
            snprintf(err, errcap, "\"%s:%s\": a team tie-break takes :MP or :GP only where C.07 gives both forms", name, colon);
            return SWC_EINVAL;
        }
        sp->score = colon[0] == 'M' ? TT_MP : TT_GP;
        sp->explicit_score = 1;
    }
    if (!strcmp(name, "MPTS") || !strcmp(name, "GPTS")) {
        sp->score = name[0] == 'M' ? TT_MP : TT_GP;
        sp->explicit_score = 1;
        *base = "PTS";
    }
    if (sp->crit == TT_ESB) {
        sp->score = name[1] == 'M' ? TT_MP : TT_GP;
        sp->own = name[2] == 'M' ? TT_MP : TT_GP;
        sp->explicit_score = 1;
    }
    while (mods && *mods) {
        char *next = strchr(mods, '/');
        if (next)
            *next++ = 0;
        int num = mods[0] ? small_number(mods + 1) : -1;
        int cuts = sp->crit == TT_BH || sp->crit == TT_FB || sp->crit == TT_ESB;
        if ((mods[0] == 'C' || mods[0] == 'M') && cuts && num >= 1 && num <= 9 && !mods[2]) {
            sp->cut_low = num;
            sp->cut_high = mods[0] == 'M' ? num : 0;
        } else if (mods[0] == 'P' && !mods[1] && (cuts || sp->crit == TT_SSSC || sp->crit == TT_EDE)) {
            /* Forfeits as regular games (C.07 15); MTB26 lists /P on these codes. */
            sp->played = 1;
        } else if (mods[0] == 'F' && !mods[1] && sp->crit == TT_SSSC) {
            sp->fore = 1;
        } else if (mods[0] == 'K' && sp->crit == TT_SSSC && num >= 1 && num <= 999) {
            sp->kdiv = num;
        } else if (mods[0] == 'V' && (num == 2026 || num == 2 || !mods[1])) {
            /* The 2026 edition is the one this library computes. */
        } else {
            snprintf(err, errcap, "\"%s\" does not take the modifier /%s", name, mods);
            return SWC_EINVAL;
        }
        mods = next;
    }
    return SWC_OK;
}

int tt_parse(tt_spec *out, int cap, int *primary, const char *text, char *err, size_t errcap)
{
    const char *bases[TT_MAX_SPECS];
    int n = 0;
    *primary = TT_MP;
    if (err && errcap)
        err[0] = 0;
    const char *p = text ? text : "";
    while (*p) {
        while (*p == ',' || *p == ';' || isspace((unsigned char)*p))
            p++;
        if (!*p)
            break;
        char tok[64];
        size_t l = 0;
        while (*p && *p != ',' && *p != ';' && !isspace((unsigned char)*p)) {
            if (l + 1 < sizeof tok)
                tok[l++] = (char)toupper((unsigned char)*p);
            p++;
        }
        tok[l] = 0;
        if (n + 1 >= cap || n + 1 >= TT_MAX_SPECS) {
            snprintf(err, errcap, "more than %d team tie-breaks", TT_MAX_SPECS - 1);
            return SWC_EINVAL;
        }
        int rc = parse_one(&out[n], tok, &bases[n], err, errcap);
        if (rc)
            return rc;
        if (out[n].crit == TT_PTS && n > 0) {
            snprintf(err, errcap, "the primary score comes first in a team cascade");
            return SWC_EINVAL;
        }
        n++;
    }
    /* The primary score leads; written or not. */
    if (n == 0 || out[0].crit != TT_PTS) {
        memmove(out + 1, out, (size_t)n * sizeof *out);
        memmove(bases + 1, bases, (size_t)n * sizeof *bases);
        memset(&out[0], 0, sizeof out[0]);
        out[0].crit = TT_PTS;
        out[0].score = TT_MP;
        bases[0] = "PTS";
        n++;
    }
    if (out[0].score < 0)
        out[0].score = TT_MP;
    *primary = out[0].score;
    for (int i = 0; i < n; i++) {
        if (out[i].score < 0)
            out[i].score = *primary;
        if (out[i].crit == TT_MPVGP)
            out[i].score = *primary;
        label(&out[i], bases[i]);
    }
    return n;
}
