/*
 * Move notation: ICCS coordinates and Chinese notation, both ways.
 *
 * Chinese notation names a piece by its kind and the file it stands on,
 * then the direction (进 forward, 退 back, 平 along the rank), then either
 * the file it reaches (平, and every move of the diagonal movers 马 相 仕)
 * or the number of ranks (进/退 of 车 炮 兵 帅). Files are counted from each
 * side's own right: red writes 一..九, black 1..9. When pieces of one kind
 * share a file, 前/后 (前/中/后, 一..五 for soldiers) replace the file; when
 * two files both hold several soldiers, the file follows the position
 * (前三进一).
 *
 * The reader validates UTF-8 first and only then decodes, so any byte
 * string is safe; it resolves the text against the legal moves of the
 * position, which is what makes 前/后 and ambiguous texts decidable.
 */
#include <stdio.h>
#include <string.h>

#include "../core/utf8.h"
#include "xq.h"

/* ---- code points -------------------------------------------------------- */

enum tok_type { T_PIECE = 1, T_NUM, T_POS, T_ACT };
enum { POS_FRONT = 1, POS_MIDDLE = 2, POS_BACK = 3 };
enum { ACT_FORWARD = 1, ACT_BACK = 2, ACT_SIDEWAYS = 3 };

typedef struct tok {
    int type;
    int value;     /* kind, number 1..9, POS_*, ACT_* */
    uint32_t cp;   /* the character, for messages */
} tok;

static int classify(tok *t, uint32_t cp)
{
    static const struct { uint32_t cp; int type, value; } table[] = {
        { 0x8F66, T_PIECE, SWC_XQ_CHARIOT }, { 0x8ECA, T_PIECE, SWC_XQ_CHARIOT },   /* 车 車 */
        { 0x4FE5, T_PIECE, SWC_XQ_CHARIOT }, { 0x4F21, T_PIECE, SWC_XQ_CHARIOT },   /* 俥 伡 */
        { 0x9A6C, T_PIECE, SWC_XQ_HORSE }, { 0x99AC, T_PIECE, SWC_XQ_HORSE },       /* 马 馬 */
        { 0x508C, T_PIECE, SWC_XQ_HORSE },                                          /* 傌 */
        { 0x70AE, T_PIECE, SWC_XQ_CANNON }, { 0x7832, T_PIECE, SWC_XQ_CANNON },     /* 炮 砲 */
        { 0x5305, T_PIECE, SWC_XQ_CANNON },                                         /* 包 */
        { 0x76F8, T_PIECE, SWC_XQ_ELEPHANT }, { 0x8C61, T_PIECE, SWC_XQ_ELEPHANT }, /* 相 象 */
        { 0x4ED5, T_PIECE, SWC_XQ_ADVISOR }, { 0x58EB, T_PIECE, SWC_XQ_ADVISOR },   /* 仕 士 */
        { 0x5E05, T_PIECE, SWC_XQ_GENERAL }, { 0x5E25, T_PIECE, SWC_XQ_GENERAL },   /* 帅 帥 */
        { 0x5C06, T_PIECE, SWC_XQ_GENERAL }, { 0x5C07, T_PIECE, SWC_XQ_GENERAL },   /* 将 將 */
        { 0x5175, T_PIECE, SWC_XQ_SOLDIER }, { 0x5352, T_PIECE, SWC_XQ_SOLDIER },   /* 兵 卒 */
        { 0x8FDB, T_ACT, ACT_FORWARD }, { 0x9032, T_ACT, ACT_FORWARD },             /* 进 進 */
        { 0x9000, T_ACT, ACT_BACK }, { 0x5E73, T_ACT, ACT_SIDEWAYS },               /* 退 平 */
        { 0x524D, T_POS, POS_FRONT }, { 0x4E2D, T_POS, POS_MIDDLE },                /* 前 中 */
        { 0x540E, T_POS, POS_BACK }, { 0x5F8C, T_POS, POS_BACK },                   /* 后 後 */
        { 0x4E00, T_NUM, 1 }, { 0x4E8C, T_NUM, 2 }, { 0x4E09, T_NUM, 3 },           /* 一 二 三 */
        { 0x56DB, T_NUM, 4 }, { 0x4E94, T_NUM, 5 }, { 0x516D, T_NUM, 6 },           /* 四 五 六 */
        { 0x4E03, T_NUM, 7 }, { 0x516B, T_NUM, 8 }, { 0x4E5D, T_NUM, 9 },           /* 七 八 九 */
    };
    t->cp = cp;
    if (cp >= '1' && cp <= '9') {
        t->type = T_NUM;
        t->value = (int)(cp - '0');
        return 1;
    }
    if (cp >= 0xFF11 && cp <= 0xFF19) {  /* full-width digits */
        t->type = T_NUM;
        t->value = (int)(cp - 0xFF10);
        return 1;
    }
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        if (table[i].cp == cp) {
            t->type = table[i].type;
            t->value = table[i].value;
            return 1;
        }
    }
    return 0;
}

/* Decode one code point of valid UTF-8. */
static uint32_t decode(const unsigned char *s, size_t *i)
{
    uint32_t c = s[*i];
    int extra = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    if (extra)
        c &= 0x3Fu >> extra;
    (*i)++;
    while (extra-- > 0)
        c = (c << 6) | (s[(*i)++] & 0x3Fu);
    return c;
}

static size_t encode(char *out, uint32_t cp)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* ---- names -------------------------------------------------------------- */

static const char *const side_names[2] = { "red", "black" };
static const char *const kind_names[8] = { "piece", "general", "advisor", "elephant",
                                           "horse", "chariot", "cannon", "soldier" };
static const uint32_t red_chars[8] = { 0, 0x5E05, 0x4ED5, 0x76F8, 0x9A6C, 0x8F66, 0x70AE, 0x5175 };
static const uint32_t black_chars[8] = { 0, 0x5C06, 0x58EB, 0x8C61, 0x9A6C, 0x8F66, 0x70AE, 0x5352 };
static const uint32_t numerals[10] = { 0, 0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                       0x516D, 0x4E03, 0x516B, 0x4E5D };

static void square_name(char out[3], int sq)
{
    out[0] = (char)('a' + XQ_FILE(sq));
    out[1] = (char)('0' + XQ_RANK(sq));
    out[2] = '\0';
}

/* File number 1..9 in the side's own numbering <-> board file 0..8. */
static int own_file(int side, int file)
{
    return side == 0 ? 9 - file : file + 1;
}

static int board_file(int side, int number)
{
    return side == 0 ? 9 - number : number - 1;
}

/* A side's number as text: Chinese numeral for red, digit for black. */
static void number_text(char out[8], int side, int n)
{
    if (side == 0) {
        out[encode(out, numerals[n])] = '\0';
    } else {
        out[0] = (char)('0' + n);
        out[1] = '\0';
    }
}

static int is_diagonal(int kind)
{
    return kind == SWC_XQ_HORSE || kind == SWC_XQ_ELEPHANT || kind == SWC_XQ_ADVISOR;
}

/* How far ahead a square is for `side` (higher = closer to the enemy). */
static int ahead(int side, int sq)
{
    return side == 0 ? XQ_RANK(sq) : 9 - XQ_RANK(sq);
}

/* The squares of side's pieces of `kind` on board file `file`, front first. */
static int on_file(int out[XQ_RANKS], const xq_pos *p, int side, int kind, int file)
{
    int n = 0;
    int want = kind + (side ? XQ_BLACK : 0);
    for (int r = 0; r < XQ_RANKS; r++) {
        int rank = side == 0 ? 9 - r : r;
        int sq = XQ_SQ(file, rank);
        if (p->sq[sq] == want)
            out[n++] = sq;
    }
    return n;
}

/* Why a move is not legal, for messages. */
static void explain_illegal(char *err, size_t cap, const xq_pos *p, xq_move m, const char *text)
{
    int pc = p->sq[m.from];
    int side = XQ_SIDE(pc), kind = XQ_KIND(pc);
    char a[3], b[3];
    square_name(a, m.from);
    square_name(b, m.to);
    const char *why;
    int tgt = p->sq[m.to];
    if (tgt && XQ_SIDE(tgt) == side) {
        why = "its own piece stands there";
    } else if (!xq_pseudo_ok(p, m.from, m.to)) {
        switch (kind) {
        case SWC_XQ_GENERAL: why = "the general moves one point along a line inside the palace"; break;
        case SWC_XQ_ADVISOR: why = "the advisor moves one point diagonally inside the palace"; break;
        case SWC_XQ_ELEPHANT: why = "the elephant moves two points diagonally, not across the river, with the middle point empty"; break;
        case SWC_XQ_HORSE: why = "the horse moves one point along a line and one diagonally, and its leg must be free"; break;
        case SWC_XQ_CHARIOT: why = "the chariot moves along a line and cannot jump"; break;
        case SWC_XQ_CANNON: why = tgt ? "the cannon captures by jumping over exactly one piece"
                                      : "the cannon moves along a line and jumps only to capture"; break;
        default: why = "the soldier moves one point forward, or sideways once across the river"; break;
        }
    } else {
        xq_pos after = *p;
        xq_make(&after, m);
        int fk = -1, ok = -1;
        for (int s = 0; s < XQ_SQUARES; s++) {
            if (after.sq[s] == SWC_XQ_GENERAL + (side ? XQ_BLACK : 0))
                fk = s;
            else if (after.sq[s] == SWC_XQ_GENERAL + (side ? 0 : XQ_BLACK))
                ok = s;
        }
        int facing = fk >= 0 && ok >= 0 && XQ_FILE(fk) == XQ_FILE(ok);
        if (facing) {
            int lo = fk < ok ? fk : ok, hi = fk < ok ? ok : fk;
            for (int s = lo + XQ_FILES; s < hi; s += XQ_FILES)
                if (after.sq[s])
                    facing = 0;
        }
        why = facing ? "the two generals would face each other on an open file"
                     : "it would leave its own general in check";
    }
    snprintf(err, cap, "'%s' is not legal: %s %s %s-%s: %s", text, side_names[side], kind_names[kind], a, b, why);
}

/* ---- ICCS ---------------------------------------------------------------- */

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int parse_iccs(xq_move *out, const xq_pos *p, const char *s, size_t n, char *err, size_t cap)
{
    char text[8];
    size_t k = 0;
    int sq[2];
    for (int which = 0; which < 2; which++) {
        if (which == 1 && k < n && s[k] == '-')
            k++;
        if (k + 2 > n)
            goto bad;
        int f = lower((unsigned char)s[k]), r = (unsigned char)s[k + 1];
        if (f < 'a' || f > 'i' || r < '0' || r > '9')
            goto bad;
        sq[which] = XQ_SQ(f - 'a', r - '0');
        k += 2;
    }
    if (k != n)
        goto bad;
    xq_move m = { (uint8_t)sq[0], (uint8_t)sq[1] };
    xq_format_iccs(text, m);
    int pc = p->sq[m.from];
    char a[3];
    square_name(a, m.from);
    if (!pc) {
        snprintf(err, cap, "'%s': there is no piece on %s", text, a);
        return SWC_EPARSE;
    }
    if (XQ_SIDE(pc) != p->side) {
        snprintf(err, cap, "'%s': the piece on %s is %s's, but %s is to move", text, a,
                 side_names[XQ_SIDE(pc)], side_names[p->side]);
        return SWC_EPARSE;
    }
    if (!xq_legal(p, m)) {
        explain_illegal(err, cap, p, m, text);
        return SWC_EPARSE;
    }
    *out = m;
    return SWC_OK;
bad:
    snprintf(err, cap, "not a move in ICCS coordinates (like h2e2) or Chinese notation (like 炮二平五)");
    return SWC_EPARSE;
}

void xq_format_iccs(char out[8], xq_move m)
{
    square_name(out, m.from);
    square_name(out + 2, m.to);
}

/* ---- Chinese notation: reading ----------------------------------------- */

#define MAX_TOKS 6

static int parse_chinese(xq_move *out, const xq_pos *p, const char *s, size_t n, char *err, size_t cap)
{
    char text[64];
    size_t tl = n < sizeof text ? n : 0;  /* echo the text only when short */
    for (size_t j = 0; j < tl; j++)
        text[j] = (unsigned char)s[j] < 0x20 || s[j] == 0x7F ? '?' : s[j];
    text[tl] = '\0';
    if (!tl)
        snprintf(text, sizeof text, "the move");

    tok t[MAX_TOKS];
    int nt = 0;
    size_t i = 0;
    while (i < n) {
        if (nt == MAX_TOKS) {
            snprintf(err, cap, "'%s' is too long for a move in Chinese notation", text);
            return SWC_EPARSE;
        }
        size_t at = i;
        uint32_t cp = decode((const unsigned char *)s, &i);
        if (!classify(&t[nt], cp)) {
            char ch[8];
            if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0))
                snprintf(ch, sizeof ch, "U+%04X", (unsigned)cp);
            else {
                memcpy(ch, s + at, i - at);
                ch[i - at] = '\0';
            }
            snprintf(err, cap, "'%s': '%s' is not part of xiangqi notation", text, ch);
            return SWC_EPARSE;
        }
        nt++;
    }

    /* [position] [piece] [file] action number */
    int k = 0, pos = 0, pos_index = 0, kind = 0, file_no = 0;
    if (nt >= 2 && (t[0].type == T_POS || (t[0].type == T_NUM && t[1].type == T_PIECE))) {
        if (t[0].type == T_POS)
            pos = t[0].value;
        else {
            pos_index = t[0].value;
            if (pos_index > 5)
                goto form;
        }
        k = 1;
    }
    if (k < nt && t[k].type == T_PIECE) {
        kind = t[k++].value;
    } else if (pos || pos_index) {
        kind = SWC_XQ_SOLDIER;  /* 前三进一: only soldiers are written without their name */
        if (k >= nt || t[k].type != T_NUM)
            goto form;
    } else {
        goto form;
    }
    if (k + 1 < nt && t[k].type == T_NUM && t[k + 1].type == T_ACT)
        file_no = t[k++].value;
    if (!pos && !pos_index && !file_no)
        goto form;
    if (k + 2 != nt || t[k].type != T_ACT || t[k + 1].type != T_NUM)
        goto form;
    int act = t[k].value, num = t[k + 1].value;
    int side = p->side;

    if (act == ACT_SIDEWAYS && is_diagonal(kind)) {
        snprintf(err, cap, "'%s': a %s never moves along a rank (平)", text, kind_names[kind]);
        return SWC_EPARSE;
    }

    /* The pieces the text can mean. */
    int cand[XQ_RANKS];
    int nc = 0;
    if (pos || pos_index) {
        int chosen_file = -1;
        if (file_no) {
            chosen_file = board_file(side, file_no);
        } else {
            int files_with_two = 0;
            for (int f = 0; f < XQ_FILES; f++) {
                int sqs[XQ_RANKS];
                if (on_file(sqs, p, side, kind, f) >= 2) {
                    files_with_two++;
                    chosen_file = f;
                }
            }
            if (files_with_two == 0) {
                snprintf(err, cap, "'%s': no two %s %ss stand on one file", text, side_names[side],
                         kind_names[kind]);
                return SWC_EPARSE;
            }
            if (files_with_two > 1) {
                snprintf(err, cap, "'%s': %s %ss stand in pairs on more than one file; name the file (e.g. 前三进一)",
                         text, side_names[side], kind_names[kind]);
                return SWC_EPARSE;
            }
        }
        int sqs[XQ_RANKS];
        int m = on_file(sqs, p, side, kind, chosen_file);
        if (m < 2) {
            snprintf(err, cap, "'%s': fewer than two %s %ss stand on file %d", text, side_names[side],
                     kind_names[kind], own_file(side, chosen_file));
            return SWC_EPARSE;
        }
        int idx;
        if (pos == POS_FRONT)
            idx = 0;
        else if (pos == POS_BACK)
            idx = m - 1;
        else if (pos == POS_MIDDLE)
            idx = m == 3 ? 1 : -1;
        else
            idx = pos_index - 1 < m ? pos_index - 1 : -1;
        if (idx < 0) {
            snprintf(err, cap, "'%s': %d %s %ss stand on that file; the position does not name one of them",
                     text, m, side_names[side], kind_names[kind]);
            return SWC_EPARSE;
        }
        cand[nc++] = sqs[idx];
    } else {
        nc = on_file(cand, p, side, kind, board_file(side, file_no));
        if (nc == 0) {
            snprintf(err, cap, "'%s': %s has no %s on file %d", text, side_names[side], kind_names[kind], file_no);
            return SWC_EPARSE;
        }
    }

    /* Where each candidate would go. */
    int forward = side == 0 ? 1 : -1;
    int sign = act == ACT_BACK ? -forward : forward;
    xq_move found[XQ_RANKS];
    int nf = 0;
    xq_move tried = { 0, 0 };
    int have_tried = 0;
    for (int c = 0; c < nc; c++) {
        int from = cand[c];
        int ff = XQ_FILE(from), fr = XQ_RANK(from);
        int tf, tr;
        if (act == ACT_SIDEWAYS) {
            tf = board_file(side, num);
            tr = fr;
            if (tf == ff)
                continue;
        } else if (!is_diagonal(kind)) {
            tf = ff;
            tr = fr + sign * num;
        } else {
            tf = board_file(side, num);
            int adf = tf > ff ? tf - ff : ff - tf;
            int step;
            if (kind == SWC_XQ_ADVISOR)
                step = adf == 1 ? 1 : 0;
            else if (kind == SWC_XQ_ELEPHANT)
                step = adf == 2 ? 2 : 0;
            else
                step = adf == 1 ? 2 : adf == 2 ? 1 : 0;
            if (!step)
                continue;
            tr = fr + sign * step;
        }
        if (tr < 0 || tr >= XQ_RANKS)
            continue;
        xq_move m = { (uint8_t)from, (uint8_t)XQ_SQ(tf, tr) };
        tried = m;
        have_tried = 1;
        if (xq_legal(p, m))
            found[nf++] = m;
    }
    if (nf == 1) {
        *out = found[0];
        return SWC_OK;
    }
    if (nf > 1) {
        snprintf(err, cap, "'%s' is ambiguous: %d %s %ss on that file can make it; write 前 or 后", text, nf,
                 side_names[side], kind_names[kind]);
        return SWC_EPARSE;
    }
    if (have_tried && nc == 1) {
        explain_illegal(err, cap, p, tried, text);
        return SWC_EPARSE;
    }
    snprintf(err, cap, "'%s': no %s %s can make this move", text, side_names[side], kind_names[kind]);
    return SWC_EPARSE;

form:
    snprintf(err, cap, "'%s' is not a move in Chinese notation (like 炮二平五, 马8进7 or 前车进1)", text);
    return SWC_EPARSE;
}

int xq_parse_move(xq_move *out, const xq_pos *p, const char *s, size_t n, char *err, size_t cap)
{
    while (n && (s[0] == ' ' || s[0] == '\t'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n == 0) {
        snprintf(err, cap, "empty move");
        return SWC_EPARSE;
    }
    int ascii = 1;
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            ascii = 0;
    if (ascii) {
        /* ASCII digits alone cannot make Chinese notation: it is ICCS. */
        return parse_iccs(out, p, s, n, err, cap);
    }
    if (!swc_utf8_valid(s, n)) {
        snprintf(err, cap, "the move is not valid UTF-8 (byte %lu)", (unsigned long)swc_utf8_valid_prefix(s, n) + 1);
        return SWC_EPARSE;
    }
    return parse_chinese(out, p, s, n, err, cap);
}

/* ---- Chinese notation: writing ------------------------------------------ */

static void append(char *out, size_t cap, size_t *len, const char *s)
{
    size_t n = strlen(s);
    if (*len + n < cap) {
        memcpy(out + *len, s, n);
        *len += n;
        out[*len] = '\0';
    }
}

static void append_cp(char *out, size_t cap, size_t *len, uint32_t cp)
{
    char buf[8];
    buf[encode(buf, cp)] = '\0';
    append(out, cap, len, buf);
}

void xq_format_chinese(char *out, size_t cap, const xq_pos *p, xq_move m)
{
    size_t len = 0;
    if (!cap)
        return;
    out[0] = '\0';
    int pc = p->sq[m.from];
    if (!pc)
        return;
    int side = XQ_SIDE(pc), kind = XQ_KIND(pc);
    uint32_t name = side ? black_chars[kind] : red_chars[kind];
    int file = XQ_FILE(m.from);
    char num[8];

    int sqs[XQ_RANKS];
    int count = on_file(sqs, p, side, kind, file);
    if (count < 2 || kind == SWC_XQ_ADVISOR || kind == SWC_XQ_ELEPHANT) {
        append_cp(out, cap, &len, name);
        number_text(num, side, own_file(side, file));
        append(out, cap, &len, num);
    } else {
        int idx = 0;
        while (idx < count && sqs[idx] != m.from)
            idx++;
        uint32_t posc;
        if (count >= 4)
            posc = numerals[idx + 1];  /* 一 .. 五 from the front */
        else if (idx == 0)
            posc = 0x524D;  /* 前 */
        else if (idx == count - 1)
            posc = 0x540E;  /* 后 */
        else
            posc = 0x4E2D;  /* 中 */
        append_cp(out, cap, &len, posc);
        int files_with_two = 0;
        if (kind == SWC_XQ_SOLDIER)
            for (int f = 0; f < XQ_FILES; f++)
                files_with_two += on_file(sqs, p, side, kind, f) >= 2;
        if (files_with_two > 1) {
            number_text(num, side, own_file(side, file));
            append(out, cap, &len, num);
        } else {
            append_cp(out, cap, &len, name);
        }
    }
    int dr = ahead(side, m.to) - ahead(side, m.from);
    if (dr == 0) {
        append_cp(out, cap, &len, 0x5E73);  /* 平 */
        number_text(num, side, own_file(side, XQ_FILE(m.to)));
    } else {
        append_cp(out, cap, &len, dr > 0 ? 0x8FDB : 0x9000);  /* 进 退 */
        int n = is_diagonal(kind) ? own_file(side, XQ_FILE(m.to)) : (dr > 0 ? dr : -dr);
        number_text(num, side, n);
    }
    append(out, cap, &len, num);
}
