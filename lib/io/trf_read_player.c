/* TRF reader: the 001 player record, checked column by column. */
#include <string.h>

#include "trf_read.h"

/* ---- player records ------------------------------------------------------ */

/* Columns (0-based) that separate the fields of a 001 line. */
static const struct {
    uint32_t c;
    const char *after;
} separators[] = {
    { 3, "the record code" },     { 8, "the starting rank (columns 5-8)" }, { 13, "the title (columns 11-13)" },
    { 47, "the name (columns 15-47)" }, { 52, "the rating (columns 49-52)" }, { 56, "the federation (columns 54-56)" },
    { 68, "the FIDE id (columns 58-68)" }, { 84, "the points (columns 81-84)" }, { 89, "the rank (columns 86-89)" },
    { 90, "the rank (columns 86-89)" },
};

int rd_player_record(rd *r)
{
    if (r->nchars < 84)
        return rd_fail_c(r, SWC_EPARSE, r->nchars,
                         "truncated player record: the line ends at column %lu, before the points (columns 81-84)",
                         (unsigned long)r->nchars);
    for (size_t i = 0; i < sizeof separators / sizeof separators[0]; i++) {
        uint32_t c = separators[i].c;
        if (ch(r, c) == ' ')
            continue;
        /* Five digits from column 49 on: a rating above 9999, say so. */
        int five = c == 52;
        for (uint32_t k = 48; k <= 52 && five; k++)
            five = is_digit(ch(r, k));
        if (five)
            return rd_fail_c(r, SWC_ERANGE, 48, "the rating does not fit columns 49-52: ratings go up to 9999");
        return rd_fail_c(r, SWC_EPARSE, c, "column %lu must be blank after %s: a field is misaligned",
                         (unsigned long)c + 1, separators[i].after);
    }
    uint32_t id = 0;
    size_t bad = 0;
    fld f = field(r, 4, 8);
    int k = rd_parse_uint(f.p, f.n, &id, &bad);
    if (k == 0)
        return rd_fail_c(r, SWC_EPARSE, 4, "the starting rank (columns 5-8) is missing");
    if (k < 0)
        return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the starting rank (columns 5-8) must be a number");
    if (id == 0)
        return rd_fail_c(r, SWC_ERANGE, f.c, "starting rank 0: ranks run from 1 to 9999");
    if (r->by_id[id])
        return rd_fail_c(r, SWC_EINCONSISTENT, f.c, "starting rank %lu is used twice (lines %lu and %lu)",
                         (unsigned long)id, (unsigned long)r->pl[r->by_id[id] - 1].line.no, (unsigned long)r->cur.no);

    int32_t sex = 0;
    switch (ch(r, 9)) {
    case ' ': break;
    case 'm': case 'M': sex = 'm'; break;
    case 'w': case 'W': sex = 'w'; break;
    case 'f': case 'F': sex = 'f'; break;
    default: {
        char t[8];
        return rd_fail_c(r, SWC_EPARSE, 9, "unknown sex '%s' in column 10 (expected m, w or blank)", rd_char_text(r, 9, t));
    }
    }

    uint32_t rating = 0;
    f = field(r, 48, 52);
    if (rd_parse_uint(f.p, f.n, &rating, &bad) < 0)
        return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the rating (columns 49-52) must be digits");

    fld fide = field(r, 57, 68);
    for (size_t i = 0; i < fide.n; i++)
        if (!is_digit(fide.p[i]))
            return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(fide.p - r->cur.s) + i),
                             "the FIDE id (columns 58-68) must be digits");

    /* Points: columns 81-84; a writer with 100 points or more uses column 80 too. */
    int32_t points = -1;
    f = field(r, ch(r, 79) != ' ' ? 79 : 80, 84);
    if (f.n) {
        k = rd_parse_tenths(f.p, f.n, &points, &bad);
        if (k < 0)
            return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + bad),
                             "the points (columns 81-84) must be a number such as 4.5");
        /* Five columns at most: up to 999.9, or a whole number up to 99999
         * as the writer gives it when the tenths do not fit; either fits
         * the model's tenths. */
    }
    uint32_t rank = 0;
    f = field(r, 85, 89);
    if (rd_parse_uint(f.p, f.n, &rank, &bad) < 0)
        return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad, "the rank (columns 86-89) must be a number");
    if (rank > SWC_MAX_PLAYERS)
        return rd_fail_c(r, SWC_ERANGE, f.c, "rank %lu is above 9999", (unsigned long)rank);

    /* Round blocks. */
    uint32_t first = (uint32_t)r->nblocks, nb = 0;
    for (uint32_t c = ROUND0; c < r->nchars; c += 10, nb++) {
        if (nb >= MAX_COLS)
            return rd_fail_c(r, SWC_ELIMIT, c, "more than %d round columns", MAX_COLS);
        rd_block b = { 0, ' ', ' ' };
        f = field(r, c, c + 4);
        uint32_t opp = 0;
        if (rd_parse_uint(f.p, f.n, &opp, &bad) < 0)
            return rd_fail_c(r, SWC_EPARSE, f.c + (uint32_t)bad,
                             "round %lu: the opponent (columns %lu-%lu) must be a starting rank or 0000", (unsigned long)nb + 1,
                             (unsigned long)c + 1, (unsigned long)c + 4);
        b.opp = (uint16_t)opp;
        static const uint32_t seps[] = { 4, 6, 8, 9 };
        for (size_t i = 0; i < 4; i++)
            if (ch(r, c + seps[i]) != ' ')
                return rd_fail_c(r, SWC_EPARSE, c + seps[i],
                                 "round %lu: column %lu must be blank (a round block is \"OOOO c r\" from column %lu)",
                                 (unsigned long)nb + 1, (unsigned long)c + seps[i] + 1, (unsigned long)c + 1);
        char col = ch(r, c + 5);
        switch (col) {
        case 'w': case 'W': b.colour = 'w'; break;
        case 'b': case 'B': b.colour = 'b'; break;
        case '-': case ' ': b.colour = ' '; break;
        default: {
            char t[8];
            return rd_fail_c(r, SWC_EPARSE, c + 5, "round %lu: unknown colour '%s' (expected w, b, - or blank)",
                             (unsigned long)nb + 1, rd_char_text(r, c + 5, t));
        }
        }
        char res = ch(r, c + 7);
        if (res >= 'a' && res <= 'z')
            res = (char)(res - 'a' + 'A');
        if (!strchr("10=+-WDLHFUZ ", res) || res == '\0') {
            char t[8];
            return rd_fail_c(r, SWC_EPARSE, c + 7,
                             "round %lu: unknown result code '%s' (expected 1 = 0 + - W D L H F U Z or blank)",
                             (unsigned long)nb + 1, rd_char_text(r, c + 7, t));
        }
        b.result = res;
        if (swc_mem_reserve(r->mem, (void **)&r->blocks, &r->blockcap, r->nblocks + 1, sizeof *r->blocks))
            return rd_nomem(r);
        r->blocks[r->nblocks++] = b;
    }

    /* Strings of the player, NUL-terminated copies of the fields. */
    char name[34 * 4 + 1], title[3 * 4 + 1], fed[3 * 4 + 1], fid[12], birth[10 * 4 + 1];
    struct {
        char *dst;
        uint32_t c0, c1;
    } strs[] = { { name, 14, 47 }, { title, 10, 13 }, { fed, 53, 56 }, { fid, 57, 68 }, { birth, 69, 79 } };
    for (size_t i = 0; i < sizeof strs / sizeof strs[0]; i++) {
        f = field(r, strs[i].c0, strs[i].c1);
        memcpy(strs[i].dst, f.p, f.n);
        strs[i].dst[f.n] = '\0';
        for (size_t j = 0; j < f.n; j++)
            if ((unsigned char)f.p[j] < 0x20 || f.p[j] == 0x7f)
                return rd_fail_c(r, SWC_EPARSE, char_of(r, (size_t)(f.p - r->cur.s) + j),
                                 "control character 0x%02x in a player field", (unsigned)(unsigned char)f.p[j]);
    }
    if (!name[0])
        return rd_fail_c(r, SWC_EPARSE, 14, "player %lu has no name (columns 15-47)", (unsigned long)id);

    swc_player_info info = SWC_PLAYER_INFO_INIT;
    info.name = name;
    info.rating = (int32_t)rating;
    info.title = title;
    info.federation = fed;
    info.fide_id = fid;
    info.sex = sex;
    info.birth_date = birth;
    if (swc_mem_reserve(r->mem, (void **)&r->pl, &r->plcap, r->npl + 1, sizeof *r->pl))
        return rd_nomem(r);
    swc_player *p = NULL;
    int rc = swc_model_add_player(r->t, &info, id, &p);
    if (rc)
        return rd_model_fail(r, rc, 4, "player");
    p->stated_points = points;
    p->stated_rank = rank;
    rd_player *P = &r->pl[r->npl];
    P->line = r->cur;
    P->id = id;
    P->rank = rank;
    P->first = first;
    P->nblocks = nb;
    P->tpn = 0;
    P->game2 = 0;
    P->p = p;
    r->npl++;
    r->by_id[id] = (uint32_t)r->npl;
    return SWC_OK;
}
