/*
 * Xiangqi position: FEN, movement rules, check and legality.
 *
 * The board is a plain 90-byte mailbox (rank * 9 + file, rank 0 = red's
 * back rank). Positions are tiny and games short, so legality is decided
 * by playing the move on a copy and asking whether the mover's general is
 * attacked; no incremental attack tables to keep consistent.
 */
#include <stdio.h>
#include <string.h>

#include "xq.h"

static int iabs(int v)
{
    return v < 0 ? -v : v;
}

static int in_palace(int side, int sq)
{
    int f = XQ_FILE(sq), r = XQ_RANK(sq);
    if (f < 3 || f > 5)
        return 0;
    return side == 0 ? r <= 2 : r >= 7;
}

/* Pieces strictly between two squares on one file or one rank. */
static int between(const xq_pos *p, int a, int b)
{
    int fa = XQ_FILE(a), ra = XQ_RANK(a), fb = XQ_FILE(b), rb = XQ_RANK(b);
    int n = 0;
    if (fa == fb) {
        int lo = ra < rb ? ra : rb, hi = ra < rb ? rb : ra;
        for (int r = lo + 1; r < hi; r++)
            n += p->sq[XQ_SQ(fa, r)] != 0;
    } else {
        int lo = fa < fb ? fa : fb, hi = fa < fb ? fb : fa;
        for (int f = lo + 1; f < hi; f++)
            n += p->sq[XQ_SQ(f, ra)] != 0;
    }
    return n;
}

int xq_pseudo_ok(const xq_pos *p, int from, int to)
{
    if (from < 0 || from >= XQ_SQUARES || to < 0 || to >= XQ_SQUARES || from == to)
        return 0;
    int pc = p->sq[from];
    if (!pc)
        return 0;
    int tgt = p->sq[to];
    int side = XQ_SIDE(pc);
    if (tgt && XQ_SIDE(tgt) == side)
        return 0;
    int ff = XQ_FILE(from), fr = XQ_RANK(from);
    int df = XQ_FILE(to) - ff, dr = XQ_RANK(to) - fr;
    int adf = iabs(df), adr = iabs(dr);
    switch (XQ_KIND(pc)) {
    case SWC_XQ_GENERAL:
        return adf + adr == 1 && in_palace(side, to);
    case SWC_XQ_ADVISOR:
        return adf == 1 && adr == 1 && in_palace(side, to);
    case SWC_XQ_ELEPHANT: {
        if (adf != 2 || adr != 2)
            return 0;
        int tr = XQ_RANK(to);
        if (side == 0 ? tr > 4 : tr < 5)
            return 0;  /* may not cross the river */
        return p->sq[XQ_SQ(ff + df / 2, fr + dr / 2)] == 0;  /* the eye */
    }
    case SWC_XQ_HORSE:
        if (adf == 1 && adr == 2)
            return p->sq[XQ_SQ(ff, fr + dr / 2)] == 0;  /* the leg */
        if (adf == 2 && adr == 1)
            return p->sq[XQ_SQ(ff + df / 2, fr)] == 0;
        return 0;
    case SWC_XQ_CHARIOT:
        return (df == 0 || dr == 0) && between(p, from, to) == 0;
    case SWC_XQ_CANNON:
        if (df != 0 && dr != 0)
            return 0;
        return between(p, from, to) == (tgt ? 1 : 0);
    case SWC_XQ_SOLDIER: {
        int forward = side == 0 ? 1 : -1;
        if (df == 0 && dr == forward)
            return 1;
        int crossed = side == 0 ? fr >= 5 : fr <= 4;
        return crossed && dr == 0 && adf == 1;
    }
    default:
        return 0;
    }
}

static int find_general(const xq_pos *p, int side)
{
    int want = SWC_XQ_GENERAL + (side ? XQ_BLACK : 0);
    for (int s = 0; s < XQ_SQUARES; s++)
        if (p->sq[s] == want)
            return s;
    return -1;
}

int xq_in_check(const xq_pos *p, int side)
{
    int k = find_general(p, side);
    if (k < 0)
        return 0;
    int other = find_general(p, !side);
    if (other >= 0 && XQ_FILE(other) == XQ_FILE(k) && between(p, k, other) == 0)
        return 1;  /* the generals face each other (flying general) */
    for (int s = 0; s < XQ_SQUARES; s++) {
        int pc = p->sq[s];
        if (pc && XQ_SIDE(pc) != side && xq_pseudo_ok(p, s, k))
            return 1;
    }
    return 0;
}

int xq_make(xq_pos *p, xq_move m)
{
    int captured = p->sq[m.to];
    p->sq[m.to] = p->sq[m.from];
    p->sq[m.from] = 0;
    if (p->side == 1 && p->fullmove < INT32_MAX)
        p->fullmove++;
    if (captured)
        p->halfmove = 0;
    else if (p->halfmove < INT32_MAX)
        p->halfmove++;
    p->side ^= 1;
    return captured;
}

int xq_legal(const xq_pos *p, xq_move m)
{
    if (m.from >= XQ_SQUARES || m.to >= XQ_SQUARES)
        return 0;
    int pc = p->sq[m.from];
    if (!pc || XQ_SIDE(pc) != p->side || !xq_pseudo_ok(p, m.from, m.to))
        return 0;
    xq_pos after = *p;
    xq_make(&after, m);
    return !xq_in_check(&after, p->side);
}

/* Calls fn for each legal move until it returns nonzero; returns that. */
static int each_legal(const xq_pos *p, int (*fn)(void *ctx, xq_move m), void *ctx)
{
    for (int from = 0; from < XQ_SQUARES; from++) {
        int pc = p->sq[from];
        if (!pc || XQ_SIDE(pc) != p->side)
            continue;
        for (int to = 0; to < XQ_SQUARES; to++) {
            xq_move m = { (uint8_t)from, (uint8_t)to };
            if (xq_legal(p, m)) {
                int rc = fn(ctx, m);
                if (rc)
                    return rc;
            }
        }
    }
    return 0;
}

typedef struct collect {
    xq_move *out;
    int n;
} collect;

static int collect_one(void *ctx, xq_move m)
{
    collect *c = ctx;
    if (c->n < XQ_MAX_MOVES)
        c->out[c->n++] = m;
    return 0;
}

static int stop_at_first(void *ctx, xq_move m)
{
    (void)ctx;
    (void)m;
    return 1;
}

int xq_gen_legal(const xq_pos *p, xq_move *out)
{
    collect c = { out, 0 };
    each_legal(p, collect_one, &c);
    return c.n;
}

int xq_has_legal(const xq_pos *p)
{
    return each_legal(p, stop_at_first, NULL);
}

uint64_t xq_hash(const xq_pos *p)
{
    uint64_t h = 1469598103934665603ULL;  /* FNV-1a */
    for (int s = 0; s < XQ_SQUARES; s++) {
        h ^= p->sq[s];
        h *= 1099511628211ULL;
    }
    h ^= p->side;
    h *= 1099511628211ULL;
    return h;
}

int xq_same(const xq_pos *a, const xq_pos *b)
{
    return a->side == b->side && memcmp(a->sq, b->sq, sizeof a->sq) == 0;
}

/* ---- FEN --------------------------------------------------------------- */

static const char start_fen[] = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

static const char fen_letters[] = " KABNRCP";  /* by kind */

static int kind_of_letter(char c)
{
    switch (c) {
    case 'K': case 'G': return SWC_XQ_GENERAL;
    case 'A': return SWC_XQ_ADVISOR;
    case 'B': case 'E': return SWC_XQ_ELEPHANT;
    case 'N': case 'H': return SWC_XQ_HORSE;
    case 'R': return SWC_XQ_CHARIOT;
    case 'C': return SWC_XQ_CANNON;
    case 'P': return SWC_XQ_SOLDIER;
    default: return 0;
    }
}

static const char *side_name(int side)
{
    return side ? "black" : "red";
}

static const char *kind_name(int kind)
{
    static const char *const names[] = { "piece", "general", "advisor", "elephant", "horse",
                                         "chariot", "cannon", "soldier" };
    return kind >= 0 && kind < 8 ? names[kind] : "piece";
}

static void sq_name(char out[3], int sq)
{
    out[0] = (char)('a' + XQ_FILE(sq));
    out[1] = (char)('0' + XQ_RANK(sq));
    out[2] = '\0';
}

/* Whether a piece may stand on sq at all (pieces confined to points). */
static int point_ok(int kind, int side, int sq)
{
    int f = XQ_FILE(sq), r = XQ_RANK(sq);
    int rr = side == 0 ? r : 9 - r;  /* rank from the owner's back rank */
    switch (kind) {
    case SWC_XQ_GENERAL:
        return in_palace(side, sq);
    case SWC_XQ_ADVISOR:
        return in_palace(side, sq) && ((f == 4) == (rr == 1));
    case SWC_XQ_ELEPHANT:
        return (rr == 0 || rr == 4) ? (f == 2 || f == 6) : rr == 2 ? (f % 4 == 0) : 0;
    case SWC_XQ_SOLDIER:
        if (rr < 3)
            return 0;
        return rr >= 5 || f % 2 == 0;
    default:
        return 1;
    }
}

static int validate(const xq_pos *p, char *err, size_t cap)
{
    static const int most[8] = { 0, 1, 2, 2, 2, 2, 2, 5 };
    int count[2][8] = { { 0 } };
    for (int s = 0; s < XQ_SQUARES; s++) {
        int pc = p->sq[s];
        if (!pc)
            continue;
        int side = XQ_SIDE(pc), kind = XQ_KIND(pc);
        if (++count[side][kind] > most[kind]) {
            snprintf(err, cap, "%s has more than %d %s%s", side_name(side), most[kind], kind_name(kind),
                     most[kind] > 1 ? "s" : "");
            return SWC_EPARSE;
        }
        if (!point_ok(kind, side, s)) {
            char name[3];
            sq_name(name, s);
            snprintf(err, cap, "a %s %s cannot stand on %s", side_name(side), kind_name(kind), name);
            return SWC_EPARSE;
        }
    }
    for (int side = 0; side < 2; side++) {
        if (count[side][SWC_XQ_GENERAL] != 1) {
            snprintf(err, cap, "%s has no general", side_name(side));
            return SWC_EPARSE;
        }
    }
    if (xq_in_check(p, !p->side)) {
        snprintf(err, cap, "%s is to move but %s is in check", side_name(p->side), side_name(!p->side));
        return SWC_EPARSE;
    }
    return SWC_OK;
}

void xq_pos_start(xq_pos *p)
{
    char err[8];
    (void)xq_fen_parse(p, start_fen, sizeof start_fen - 1, err, sizeof err);
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* Next space-separated field of s[*i..len). */
static int next_field(const char *s, size_t len, size_t *i, const char **f, size_t *flen)
{
    while (*i < len && is_space(s[*i]))
        (*i)++;
    if (*i >= len)
        return 0;
    *f = s + *i;
    size_t start = *i;
    while (*i < len && !is_space(s[*i]))
        (*i)++;
    *flen = *i - start;
    return 1;
}

static int parse_count(int32_t *out, const char *f, size_t n, int32_t lo, int32_t hi)
{
    if (n == 0 || n > 5)
        return 0;
    int32_t v = 0;
    for (size_t i = 0; i < n; i++) {
        if (f[i] < '0' || f[i] > '9')
            return 0;
        v = v * 10 + (f[i] - '0');
    }
    if (v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

int xq_fen_parse(xq_pos *out, const char *fen, size_t len, char *err, size_t cap)
{
    xq_pos p;
    memset(&p, 0, sizeof p);
    p.fullmove = 1;
    size_t i = 0;
    const char *f = NULL;
    size_t n = 0;
    if (!next_field(fen, len, &i, &f, &n)) {
        snprintf(err, cap, "empty FEN");
        return SWC_EPARSE;
    }
    /* Placement: ranks 9 down to 0, separated by '/'. */
    int rank = 9, file = 0;
    for (size_t k = 0; k < n; k++) {
        char c = f[k];
        if (c == '/') {
            if (file != XQ_FILES) {
                snprintf(err, cap, "FEN rank %d has %d files instead of 9", 10 - rank, file);
                return SWC_EPARSE;
            }
            if (--rank < 0) {
                snprintf(err, cap, "FEN has more than 10 ranks");
                return SWC_EPARSE;
            }
            file = 0;
        } else if (c >= '1' && c <= '9') {
            file += c - '0';
            if (file > XQ_FILES) {
                snprintf(err, cap, "FEN rank %d has more than 9 files", 10 - rank);
                return SWC_EPARSE;
            }
        } else {
            int black = c >= 'a' && c <= 'z';
            int kind = kind_of_letter(black ? (char)(c - 'a' + 'A') : c);
            if (!kind) {
                if ((unsigned char)c >= 0x21 && (unsigned char)c < 0x7F)
                    snprintf(err, cap, "unknown piece letter '%c' in FEN", c);
                else
                    snprintf(err, cap, "unexpected byte 0x%02X in FEN", (unsigned)(unsigned char)c);
                return SWC_EPARSE;
            }
            if (file >= XQ_FILES) {
                snprintf(err, cap, "FEN rank %d has more than 9 files", 10 - rank);
                return SWC_EPARSE;
            }
            p.sq[XQ_SQ(file, rank)] = (uint8_t)(kind + (black ? XQ_BLACK : 0));
            file++;
        }
    }
    if (rank != 0 || file != XQ_FILES) {
        if (rank != 0)
            snprintf(err, cap, "FEN has %d ranks instead of 10", 10 - rank);
        else
            snprintf(err, cap, "FEN rank 10 has %d files instead of 9", file);
        return SWC_EPARSE;
    }
    if (next_field(fen, len, &i, &f, &n)) {
        if (n == 1 && (f[0] == 'w' || f[0] == 'W' || f[0] == 'r' || f[0] == 'R')) {
            p.side = 0;
        } else if (n == 1 && (f[0] == 'b' || f[0] == 'B')) {
            p.side = 1;
        } else {
            snprintf(err, cap, "FEN side to move must be 'w' (or 'r') or 'b'");
            return SWC_EPARSE;
        }
        /* Two unused fields ('-' in xiangqi), then the counters. */
        for (int skip = 0; skip < 2 && next_field(fen, len, &i, &f, &n); skip++) {
            if (n != 1 || f[0] != '-') {
                snprintf(err, cap, "FEN fields 3 and 4 must be '-'");
                return SWC_EPARSE;
            }
        }
        if (next_field(fen, len, &i, &f, &n) && !parse_count(&p.halfmove, f, n, 0, 9999)) {
            snprintf(err, cap, "FEN plies since the last capture must be a number 0..9999");
            return SWC_EPARSE;
        }
        if (next_field(fen, len, &i, &f, &n) && !parse_count(&p.fullmove, f, n, 1, 9999)) {
            snprintf(err, cap, "FEN move number must be a number 1..9999");
            return SWC_EPARSE;
        }
        if (next_field(fen, len, &i, &f, &n)) {
            snprintf(err, cap, "unexpected text after the FEN move number");
            return SWC_EPARSE;
        }
    }
    int rc = validate(&p, err, cap);
    if (rc)
        return rc;
    *out = p;
    return SWC_OK;
}

size_t xq_fen_write(char *buf, size_t cap, const xq_pos *p)
{
    char tmp[192];
    size_t n = 0;
    for (int rank = 9; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < XQ_FILES; file++) {
            int pc = p->sq[XQ_SQ(file, rank)];
            if (!pc) {
                empty++;
                continue;
            }
            if (empty)
                tmp[n++] = (char)('0' + empty);
            empty = 0;
            char c = fen_letters[XQ_KIND(pc)];
            tmp[n++] = XQ_SIDE(pc) ? (char)(c - 'A' + 'a') : c;
        }
        if (empty)
            tmp[n++] = (char)('0' + empty);
        if (rank)
            tmp[n++] = '/';
    }
    int w = snprintf(tmp + n, sizeof tmp - n, " %c - - %ld %ld", p->side ? 'b' : 'w', (long)p->halfmove,
                     (long)p->fullmove);
    if (w > 0)
        n += (size_t)w < sizeof tmp - n ? (size_t)w : sizeof tmp - n - 1;
    if (buf && cap) {
        size_t c = n < cap ? n : cap - 1;
        memcpy(buf, tmp, c);
        buf[c] = '\0';
    }
    return n;
}
