/*
 * Why a player of a Dutch-paired round got his colour and his opponent.
 *
 * The colour: the first of the rules 5.2.1-5.2.5 (E.1-E.5 in 2017) that
 * decides the board, worked out as lib/pairing/dutch/output.c allocates
 * colours, from the facts the checker loads (check_explain.c).
 *
 * The opponent: every player who could have taken his place (for a float
 * anyone of his score group, for the bye any player, for a game in his
 * group any other opponent of his bracket) is swapped with him in the
 * played pairing, and the swapped pairing is measured against the played
 * one on the criteria of the edition, as the checker measures the engine's
 * pairing. The alternative that comes closest (the latest criterion it
 * loses on) names the criterion that forced the played pairing.
 */
#include <stdio.h>
#include <string.h>

#include "card.h"
#include <swisscore/card.h>


const char *swc_card_points(char *buf, int32_t tenths)
{
    const char *sign = tenths < 0 ? "-" : "";
    int32_t a = tenths < 0 ? -tenths : tenths;
    if (a % 10)
        snprintf(buf, 16, "%s%ld.%ld", sign, (long)(a / 10), (long)(a % 10));
    else
        snprintf(buf, 16, "%s%ld", sign, (long)(a / 10));
    return buf;
}

const char *swc_card_criterion_label(char *buf, size_t cap, int edition, int number)
{
    if (edition == 2017)
        snprintf(buf, cap, "C.%d", number);
    else
        snprintf(buf, cap, "[C%d]", number);
    return buf;
}

/* ---- words ----------------------------------------------------------------- */

static const char *colour_word(uint8_t c, int zh)
{
    if (c == SWC_COLOUR_WHITE)
        return CARD_TR(zh, "White", "白方");
    if (c == SWC_COLOUR_BLACK)
        return CARD_TR(zh, "Black", "黑方");
    return CARD_TR(zh, "no colour", "无");
}

static const char *strength_word(int s, int zh)
{
    switch (s) {
    case SWC_CARD_PREF_ABSOLUTE: return CARD_TR(zh, "absolute", "绝对");
    case SWC_CARD_PREF_STRONG: return CARD_TR(zh, "strong", "强");
    case SWC_CARD_PREF_MILD: return CARD_TR(zh, "mild", "温和");
    default: return CARD_TR(zh, "none", "无");
    }
}

/* "1 point", "1.5 points", "1分". */
static const char *points_of(char *buf, int32_t tenths, int zh)
{
    char n[16];
    swc_card_points(n, tenths);
    snprintf(buf, 32, "%s%s", n, zh ? "分" : tenths == 10 ? " point" : " points");
    return buf;
}

static void put_player(swc_strbuf *b, const ck_ctx *x, size_t i)
{
    const swc_player *p = x->c->players[i];
    swc_strbuf_printf(b, "%s (%lu)", p->name ? p->name : "", (unsigned long)p->id);
}

/* Chinese descriptions of the criteria, by edition and number. */
static const char *const what26_zh[22] = {
    [1] = "不得重复对局", [2] = "编排轮空资格", [3] = "两名非领先者不得以相同的绝对颜色倾向相遇",
    [5] = "轮空者的积分尽量低", [6] = "降组人数", [7] = "降组棋手的积分",
    [8] = "下一分组的降组棋手（人数，然后积分）", [9] = "轮空者未下的局数",
    [10] = "颜色差超过2的领先者或其对手", [11] = "连续三次同色的领先者或其对手",
    [12] = "未满足的颜色倾向", [13] = "未满足的强颜色倾向",
    [14] = "上一轮已降组的本组降组棋手", [15] = "上一轮已升组的降组棋手对手",
    [16] = "前两轮已降组的本组降组棋手", [17] = "前两轮已升组的降组棋手对手",
    [18] = "上一轮已降组者的积分", [19] = "对手上一轮已升组的降组棋手积分",
    [20] = "前两轮已降组者的积分", [21] = "对手前两轮已升组的降组棋手积分",
};

static const char *const what17_zh[20] = {
    [1] = "不得重复对局", [2] = "编排轮空资格", [3] = "两名非领先者不得以相同的绝对颜色倾向相遇",
    [5] = "降组人数（未配成的对数）", [6] = "积分差（PSD）", [7] = "下一分组的对数与积分差",
    [8] = "颜色差超过2的领先者或其对手", [9] = "连续三次同色的领先者或其对手",
    [10] = "未满足的颜色倾向", [11] = "未满足的强颜色倾向",
    [12] = "与上一轮同样降组的棋手", [13] = "与上一轮同样升组的棋手",
    [14] = "与前两轮同样降组的棋手", [15] = "与前两轮同样升组的棋手",
    [16] = "与上一轮同样降组者的积分差", [17] = "与上一轮同样升组者的积分差",
    [18] = "与前两轮同样降组者的积分差", [19] = "与前两轮同样升组者的积分差",
};

static const char *absolute_en[4] = { "", "no rematch", "eligibility for the pairing-allocated bye",
                                      "no two non-topscorers with the same absolute colour preference" };

static const char *what_of(const ck_ctx *x, const ck_cmp *c, int zh)
{
    if (zh) {
        const char *w = NULL;
        if (x->edition == 2017 && c->rank > 0 && c->rank < 20)
            w = what17_zh[c->rank];
        else if (x->edition != 2017 && c->rank > 0 && c->rank < 22)
            w = what26_zh[c->rank];
        return w ? w : "";
    }
    if (c->absolute)
        return absolute_en[c->rank > 0 && c->rank < 4 ? c->rank : 1];
    return c->what ? c->what : "";
}

/* ---- colours --------------------------------------------------------------- */

static uint8_t opposite(uint8_t c)
{
    return c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
}

static int strength_of(const ck_fact *f)
{
    if (!f->pref)
        return SWC_CARD_PREF_NONE;
    if (f->absolute)
        return SWC_CARD_PREF_ABSOLUTE;
    return f->strong ? SWC_CARD_PREF_STRONG : SWC_CARD_PREF_MILD;
}

static const char *article(const ck_ctx *x, int rule, char *buf)
{
    snprintf(buf, 16, x->edition == 2017 ? "E.%d" : "5.2.%d", rule);
    return buf;
}

void swc_card_why_colour(const ck_ctx *x, const uint32_t *rank, size_t i, size_t o, uint8_t played, int zh,
                         swc_strbuf *b, card_colour *out)
{
    const ck_fact *a = &x->f[i], *f = &x->f[o];
    int a_high = swc_check_before(x, i, o);
    size_t hi = a_high ? i : o;
    int sa = strength_of(a), so = strength_of(f);
    char art[16];
    const char *you = CARD_TR(zh, "you", "你"), *opp = CARD_TR(zh, "your opponent", "对手");
    if (a->pref != f->pref || !a->pref) {
        if (!a->pref && !f->pref) {
            /* 5.2.5: the parity of the higher-ranked player's rank number. */
            uint8_t init = (uint8_t)x->c->set.initial_colour;
            int odd = rank[hi] % 2 == 0;
            uint8_t hc = odd ? init : opposite(init);
            out->rule = 5;
            out->expected = a_high ? hc : opposite(hc);
            if (zh)
                swc_strbuf_printf(b, "双方均无颜色倾向：排名较高的一方（%s，序号%lu，%s）执%s%s（%s）。", a_high ? you : opp,
                                  (unsigned long)rank[hi] + 1, odd ? "单数" : "双数", colour_word(hc, zh),
                                  odd ? "，即初始颜色" : "，与初始颜色相反", article(x, 5, art));
            else
                swc_strbuf_printf(b, "Neither had a colour preference: the higher-ranked player (%s, pairing number %lu, %s) "
                                     "gets %s, %s the initial colour (%s).",
                                  a_high ? you : opp, (unsigned long)rank[hi] + 1, odd ? "odd" : "even",
                                  colour_word(hc, zh), odd ? "which is" : "the opposite of", article(x, 5, art));
        } else {
            out->rule = 1;
            out->expected = a->pref ? a->pref : opposite(f->pref);
            if (a->pref && f->pref)
                swc_strbuf_printf(b, CARD_TR(zh, "You wanted %s and your opponent %s: both preferences are granted (%s).",
                                        "你倾向%s，对手倾向%s：双方的倾向都得到满足（%s）。"),
                                  colour_word(a->pref, zh), colour_word(f->pref, zh), article(x, 1, art));
            else if (a->pref)
                swc_strbuf_printf(b, CARD_TR(zh, "You wanted %s and your opponent had no preference yet: you get yours (%s).",
                                        "你倾向%s，对手尚无颜色倾向：满足你的倾向（%s）。"),
                                  colour_word(a->pref, zh), article(x, 1, art));
            else
                swc_strbuf_printf(b, CARD_TR(zh, "Your opponent wanted %s and you had no preference yet: he gets his (%s).",
                                        "对手倾向%s，你尚无颜色倾向：满足对手的倾向（%s）。"),
                                  colour_word(f->pref, zh), article(x, 1, art));
        }
    } else if ((a->absolute && (a->imb > f->imb || !f->absolute)) || (f->absolute && (f->imb > a->imb || !a->absolute)) ||
               (a->strong && !f->strong && !f->absolute) || (f->strong && !a->strong && !a->absolute)) {
        /* 5.2.2: the stronger preference; of two absolute ones the wider colour difference. */
        int a_wins = (a->absolute && (a->imb > f->imb || !f->absolute)) || (!f->absolute && a->strong && !f->strong);
        out->rule = 2;
        out->expected = a_wins ? a->pref : opposite(f->pref);
        if (a->absolute && f->absolute)
            swc_strbuf_printf(b, CARD_TR(zh, "Both wanted %s and both preferences were absolute: %s had the larger colour "
                                        "difference (%ld against %ld) and gets it (%s).",
                                    "双方都倾向%s且都是绝对倾向：%s的颜色差较大（%ld对%ld），满足其倾向（%s）。"),
                              colour_word(a->pref, zh), a_wins ? you : opp, (long)(a_wins ? a->imb : f->imb),
                              (long)(a_wins ? f->imb : a->imb), article(x, 2, art));
        else
            swc_strbuf_printf(b, CARD_TR(zh, "Both wanted %s; %s preference was %s, %s %s: the stronger one is granted (%s).",
                                    "双方都倾向%s；%s的倾向为%s，%s的为%s：满足较强的倾向（%s）。"),
                              colour_word(a->pref, zh), a_wins ? CARD_TR(zh, "your", "你") : CARD_TR(zh, "your opponent's", "对手"),
                              strength_word(a_wins ? sa : so, zh),
                              a_wins ? CARD_TR(zh, "your opponent's", "对手") : CARD_TR(zh, "yours", "你"),
                              strength_word(a_wins ? so : sa, zh), article(x, 2, art));
    } else {
        uint8_t ha[SWC_MAX_ROUNDS], ho[SWC_MAX_ROUNDS];
        size_t na = swc_colour_history(x->c->players[i], x->k - 1, ha, sizeof ha);
        size_t no = swc_colour_history(x->c->players[o], x->k - 1, ho, sizeof ho);
        size_t j = 0;
        while (j < na && j < no && ha[na - 1 - j] == ho[no - 1 - j])
            j++;
        if (j < na && j < no) {
            /* 5.2.3: alternate from the latest game in which they differed. */
            out->rule = 3;
            out->expected = ho[no - 1 - j];
            swc_strbuf_printf(b, CARD_TR(zh, "Both wanted %s with the same strength: colours alternate from the latest game in "
                                        "which you had different colours (you %s, your opponent %s) (%s).",
                                    "双方都倾向%s且强度相同：从双方颜色不同的最近一局（你%s，对手%s）起交替（%s）。"),
                              colour_word(a->pref, zh), colour_word(ha[na - 1 - j], zh), colour_word(ho[no - 1 - j], zh),
                              article(x, 3, art));
        } else {
            /* 5.2.4: the higher-ranked player's preference. */
            out->rule = 4;
            out->expected = a_high ? a->pref : opposite(f->pref);
            swc_strbuf_printf(b, CARD_TR(zh, "Both wanted %s with the same strength and the same colour history: the "
                                        "higher-ranked player (%s) gets his preference (%s).",
                                    "双方都倾向%s，强度相同，颜色历史也相同：排名较高的一方（%s）得到其倾向（%s）。"),
                              colour_word(a->pref, zh), a_high ? you : opp, article(x, 4, art));
        }
    }
    if (played != out->expected)
        swc_strbuf_printf(b, CARD_TR(zh, " The board was played the other way round: you had %s, not as the rule gives.",
                                "实际你执%s，与规则给出的颜色不同。"),
                          colour_word(played, zh));
}

/* ---- opponents ------------------------------------------------------------- */

static void copy_pairing(ck_pairing *to, const ck_pairing *from, size_t n)
{
    memcpy(to->mate, from->mate, n * sizeof *to->mate);
    memcpy(to->col, from->col, n);
    memcpy(to->twice, from->twice, n);
    to->pab = from->pab;
}

/* Exchange the places of players i and j in p. */
static void swap_places(ck_pairing *p, size_t i, size_t j)
{
    uint32_t mi = p->mate[i], mj = p->mate[j];
    p->mate[i] = mj;
    p->mate[j] = mi;
    if (mj)
        p->mate[mj - 1] = (uint32_t)i + 1;
    if (mi)
        p->mate[mi - 1] = (uint32_t)j + 1;
    if (p->pab == i + 1)
        p->pab = (uint32_t)j + 1;
    else if (p->pab == j + 1)
        p->pab = (uint32_t)i + 1;
    uint8_t c = p->col[i];
    p->col[i] = p->col[j];
    p->col[j] = c;
}

/* Whether j is an alternative to i's place, for the kind of pairing. */
static int candidate(const ck_ctx *x, const ck_pairing *pl, size_t i, size_t j, int kind)
{
    if (j == i || !x->f[j].avail || (!pl->mate[j] && pl->pab != j + 1))
        return 0;
    size_t o = pl->mate[i] ? pl->mate[i] - 1 : SIZE_MAX;
    if (j == o)
        return 0;
    switch (kind) {
    case SWC_CARD_PAB:
        return 1;
    case SWC_CARD_DOWNFLOAT:
    case SWC_CARD_UPFLOAT:
        return x->f[j].ps == x->f[i].ps;
    default: /* another opponent of his bracket: j swaps places with o */
        return swc_check_pair_bracket(x, pl, j) == swc_check_pair_bracket(x, pl, i);
    }
}

/* "player J floating down instead of you" and the like. */
static void put_alternative(swc_strbuf *b, const ck_ctx *x, size_t j, int kind, int zh)
{
    switch (kind) {
    case SWC_CARD_PAB:
        put_player(b, x, j);
        swc_strbuf_puts(b, CARD_TR(zh, " taking the bye instead of you", "代替你轮空"));
        break;
    case SWC_CARD_DOWNFLOAT:
        put_player(b, x, j);
        swc_strbuf_puts(b, CARD_TR(zh, " floating down instead of you", "代替你降组"));
        break;
    case SWC_CARD_UPFLOAT:
        put_player(b, x, j);
        swc_strbuf_puts(b, CARD_TR(zh, " meeting your opponent instead of you", "代替你与对手对局"));
        break;
    default:
        swc_strbuf_puts(b, CARD_TR(zh, "you playing ", "你改对"));
        put_player(b, x, j);
        break;
    }
}

static void put_rule_detail(swc_strbuf *b, const ck_ctx *x, const ck_cmp *c, int zh)
{
    switch (c->rank) {
    case 1:
        put_player(b, x, c->who[0]);
        swc_strbuf_puts(b, CARD_TR(zh, " and ", "与"));
        put_player(b, x, c->who[1]);
        swc_strbuf_puts(b, CARD_TR(zh, " have already played each other", "已经交过手"));
        break;
    case 2:
        put_player(b, x, c->who[0]);
        swc_strbuf_puts(b, CARD_TR(zh, " may not receive the pairing-allocated bye again", "不得再获编排轮空"));
        break;
    default:
        put_player(b, x, c->who[0]);
        swc_strbuf_puts(b, CARD_TR(zh, " and ", "与"));
        put_player(b, x, c->who[1]);
        swc_strbuf_printf(b, CARD_TR(zh, " both have an absolute preference for %s", "都有执%s的绝对倾向"),
                          colour_word(x->f[c->who[0]].pref, zh));
        break;
    }
}

static void put_values(swc_strbuf *b, const ck_ctx *x, const ck_cmp *c, int zh)
{
    char pt[16], pt2[16];
    const char *none = CARD_TR(zh, "none", "无");
    if (c->rank == 5 && !c->absolute && x->edition != 2017) {
        swc_strbuf_printf(b, CARD_TR(zh, "a bye at %s points against %s", "轮空者%s分，实际为%s分"),
                          swc_card_points(pt, (int32_t)x->va[0]), swc_card_points(pt2, (int32_t)x->vb[0]));
        return;
    }
    char br[32];
    swc_strbuf_printf(b, CARD_TR(zh, "in the bracket of %s: ", "在%s的分组中为"), points_of(br, c->bracket, zh));
    swc_check_put_values(b, c, x->va, c->na, none);
    swc_strbuf_puts(b, CARD_TR(zh, " against ", "，实际编排为"));
    swc_check_put_values(b, c, x->vb, c->nb, none);
    swc_strbuf_puts(b, CARD_TR(zh, " in the played pairing", ""));
}

#define RES_EQUAL 500
#define RES_BETTER 1000
#define LIST_MAX 12

/* " Alternatives: 9 [C14]; 4 [C12]; 1, 2 equal." from the outcome of each
 * alternative (res: -1 none, a criterion's number, RES_EQUAL, RES_BETTER +
 * a criterion's number), strongest reasons first. */
static void put_alternatives(swc_strbuf *b, const ck_ctx *x, const int32_t *res, int zh)
{
    char lab[16];
    int32_t last = -1;
    swc_strbuf_puts(b, CARD_TR(zh, " Alternatives:", "其他安排："));
    for (;;) {
        int32_t v = INT32_MAX;
        for (size_t j = 0; j < x->n; j++)
            if (res[j] > last && res[j] < v)
                v = res[j];
        if (v == INT32_MAX)
            break;
        size_t shown = 0, count = 0;
        if (last >= 0)
            swc_strbuf_puts(b, CARD_TR(zh, ";", "；"));
        for (size_t j = 0; j < x->n; j++) {
            if (res[j] != v)
                continue;
            if (shown < LIST_MAX)
                swc_strbuf_printf(b, "%s%lu", shown ? CARD_TR(zh, ", ", "、") : zh ? "" : " ",
                                  (unsigned long)ck_pid(x, j));
            shown += shown < LIST_MAX;
            count++;
        }
        if (count > shown)
            swc_strbuf_printf(b, CARD_TR(zh, " and %lu more", "等%lu人"), (unsigned long)(count - shown));
        if (v == RES_EQUAL)
            swc_strbuf_puts(b, CARD_TR(zh, " equal", " 相同"));
        else if (v > RES_BETTER)
            swc_strbuf_printf(b, CARD_TR(zh, " better on %s", " 在%s上更好"),
                              swc_card_criterion_label(lab, sizeof lab, x->edition, v - RES_BETTER));
        else
            swc_strbuf_printf(b, " %s", swc_card_criterion_label(lab, sizeof lab, x->edition, v));
        last = v;
    }
    swc_strbuf_puts(b, CARD_TR(zh, ".", "。"));
}

void swc_card_why_opponent(ck_ctx *x, const ck_pairing *pl, ck_pairing *vr, int32_t *res, size_t i, int zh,
                           swc_strbuf *b, card_opponent *out)
{
    char p1[32], p2[32], lab[16];
    const ck_fact *f = &x->f[i];
    size_t o = pl->mate[i] ? pl->mate[i] - 1 : SIZE_MAX;
    int kind;
    if (o == SIZE_MAX)
        kind = SWC_CARD_PAB;
    else if (f->ps > x->f[o].ps)
        kind = SWC_CARD_DOWNFLOAT;
    else if (f->ps < x->f[o].ps)
        kind = SWC_CARD_UPFLOAT;
    else
        kind = SWC_CARD_IN_GROUP;
    out->pairing = kind;
    out->decided_by = SWC_CARD_BY_NONE;
    out->criterion = 0;
    out->name = "";

    size_t navail = 0;
    for (size_t j = 0; j < x->n; j++)
        navail += x->f[j].avail;
    switch (kind) {
    case SWC_CARD_PAB:
        swc_strbuf_printf(b, CARD_TR(zh, "You received the pairing-allocated bye: %lu players were to be paired, an odd number.",
                                "本轮待编排棋手%lu人，为单数，你获得编排轮空。"),
                          (unsigned long)navail);
        break;
    case SWC_CARD_DOWNFLOAT:
        swc_strbuf_printf(b, CARD_TR(zh, "You floated down from your score group (%s) to meet a player of %s.",
                                "你从%s组降组，对手为%s。"),
                          points_of(p1, f->ps, zh), points_of(p2, x->f[o].ps, zh));
        break;
    case SWC_CARD_UPFLOAT:
        swc_strbuf_printf(b, CARD_TR(zh, "Your opponent floated down from his score group (%s) into yours (%s) and "
                                    "was paired with you.",
                                "对手从%s组降入你所在的%s组，与你配对。"),
                          points_of(p1, x->f[o].ps, zh), points_of(p2, f->ps, zh));
        break;
    default:
        swc_strbuf_printf(b, CARD_TR(zh, "You and your opponent both had %s: paired within your score group.",
                                "你和对手赛前同为%s，在本分组内配对。"),
                          points_of(p1, f->ps, zh));
        break;
    }

    /* Measure every alternative against the played pairing. */
    int found = 0, worse_only = 1;
    size_t best = SIZE_MAX, better = SIZE_MAX, equal = SIZE_MAX;
    ck_cmp cb, cbest, cbetter;
    memset(&cbest, 0, sizeof cbest);
    memset(&cbetter, 0, sizeof cbetter);
    for (size_t j = 0; j < x->n; j++) {
        res[j] = -1;
        if (!candidate(x, pl, i, j, kind))
            continue;
        copy_pairing(vr, pl, x->n);
        if (kind == SWC_CARD_IN_GROUP)
            swap_places(vr, o, j);
        else
            swap_places(vr, i, j);
        swc_check_compare(x, vr, pl, &cb);
        found = 1;
        res[j] = cb.sign < 0 ? RES_BETTER + cb.rank : cb.sign == 0 ? RES_EQUAL : cb.rank;
        if (cb.sign < 0) {
            if (better == SIZE_MAX) {
                better = j;
                cbetter = cb;
            }
            worse_only = 0;
        } else if (cb.sign == 0) {
            if (equal == SIZE_MAX)
                equal = j;
            worse_only = 0;
        } else if (best == SIZE_MAX || cb.rank > cbest.rank) {
            best = j;
            cbest = cb;
        }
    }
    if (!zh)
        swc_strbuf_putc(b, ' ');
    if (!found) {
        out->decided_by = kind == SWC_CARD_IN_GROUP ? SWC_CARD_BY_NONE : SWC_CARD_BY_NOBODY;
        if (kind == SWC_CARD_IN_GROUP)
            swc_strbuf_puts(b, CARD_TR(zh, "Nobody else of your bracket was free to be your opponent.",
                                  "本分组中没有其他可与你配对的棋手。"));
        else
            swc_strbuf_puts(b, CARD_TR(zh, "Nobody else could take your place.", "没有其他棋手可以替代你。"));
        return;
    }
    if (better != SIZE_MAX) {
        out->decided_by = SWC_CARD_NOT_OPTIMAL;
        out->criterion = cbetter.rank;
        out->name = cbetter.name ? cbetter.name : "";
        swc_strbuf_puts(b, CARD_TR(zh, "This is not the system's pairing: ", "此处并非规则给出的编排："));
        put_alternative(b, x, better, kind, zh);
        swc_strbuf_printf(b, CARD_TR(zh, " would do better on %s (%s), ", "在%s（%s）上更好，"),
                          swc_card_criterion_label(lab, sizeof lab, x->edition, cbetter.rank), what_of(x, &cbetter, zh));
        /* The values of the better alternative are gone: measure it again. */
        copy_pairing(vr, pl, x->n);
        swap_places(vr, kind == SWC_CARD_IN_GROUP ? o : i, better);
        swc_check_compare(x, vr, pl, &cbetter);
        put_values(b, x, &cbetter, zh);
        swc_strbuf_puts(b, CARD_TR(zh, ".", "。"));
        goto alternatives;
    }
    if (!worse_only) {
        out->decided_by = SWC_CARD_BY_ORDER;
        swc_strbuf_puts(b, CARD_TR(zh, "No criterion decides: ", "没有准则能作区分："));
        put_alternative(b, x, equal, kind, zh);
        swc_strbuf_printf(b, CARD_TR(zh, " would be equal on every criterion, so the order of the system's transpositions and "
                                    "exchanges decides (%s).",
                                "在各项准则上均相同，因此由规则规定的调换与交换顺序决定（%s）。"),
                          x->edition == 2017 ? CARD_TR(zh, "C.04.3 D", "C.04.3 D节") : CARD_TR(zh, "C.04.3 Art. 4", "C.04.3 第4条"));
        goto alternatives;
    }
    out->decided_by = SWC_CARD_BY_CRITERION;
    out->criterion = cbest.rank;
    out->name = cbest.absolute ? "" : (cbest.name ? cbest.name : "");
    swc_card_criterion_label(lab, sizeof lab, x->edition, cbest.rank);
    if (cbest.absolute) {
        swc_strbuf_printf(b, CARD_TR(zh, "Every alternative breaks an absolute criterion; the nearest, ",
                                "其他任何安排都违反绝对准则；最接近的是"));
        put_alternative(b, x, best, kind, zh);
        swc_strbuf_printf(b, CARD_TR(zh, ", breaks %s (%s): ", "，违反%s（%s）："), lab, what_of(x, &cbest, zh));
        put_rule_detail(b, x, &cbest, zh);
        swc_strbuf_puts(b, CARD_TR(zh, ".", "。"));
        goto alternatives;
    }
    /* The values of the best alternative: measure it again (the scratch
     * lists hold the last one's). */
    copy_pairing(vr, pl, x->n);
    swap_places(vr, kind == SWC_CARD_IN_GROUP ? o : i, best);
    swc_check_compare(x, vr, pl, &cbest);
    swc_strbuf_printf(b, CARD_TR(zh, "Decided by %s (%s): the nearest alternative, ", "由%s（%s）决定：最接近的安排是"), lab,
                      what_of(x, &cbest, zh));
    put_alternative(b, x, best, kind, zh);
    swc_strbuf_puts(b, CARD_TR(zh, ", does worse ", "，结果更差，"));
    put_values(b, x, &cbest, zh);
    swc_strbuf_puts(b, CARD_TR(zh, ".", "。"));
alternatives:
    put_alternatives(b, x, res, zh);
}
