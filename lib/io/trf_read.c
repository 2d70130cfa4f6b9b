/*
 * TRF reader: TRF16, TRF(x) (JaVaFo), TRF(bx) (bbpPairings) and TRF-2026.
 *
 * The text is decoded to UTF-8 first when it is not (trf_read_decode.c).
 * Then two passes. The first walks the lines once: it checks the bytes (line
 * length, NUL, UTF-8), applies header records, adds the players and keeps
 * each player's round blocks; records that name players (240, 250, 260, XXA,
 * XXP, XXZ) are kept for later because players may come after them. The
 * second pass builds the rounds, the requests and the rest through the same
 * model calls the public API uses, then checks the stated points.
 *
 * Columns of the format are counted in characters (code points): a name
 * written in Chinese moves every later field by characters, not bytes, in
 * what other programs write (bbpPairings reads the same way), and errors
 * and warnings report those columns. A GB18030 file is decoded to UTF-8
 * first, but its columns stay the bytes its writer counted.
 *
 * Everything is linear in the size of the file: players are found through
 * an id table, each round is built from one sweep over the players.
 */
#include <string.h>

#include "trf_ext.h"
#include "trf_read.h"

/* Text records of the header and the model text each one sets. */
static const struct {
    char code[4];
    int key;
} text_records[] = {
    { "012", SWC_TEXT_NAME },       { "022", SWC_TEXT_CITY },       { "032", SWC_TEXT_FEDERATION },
    { "042", SWC_TEXT_START_DATE }, { "052", SWC_TEXT_END_DATE },   { "092", SWC_TEXT_TYPE },
    { "102", SWC_TEXT_ARBITER },    { "112", SWC_TEXT_DEPUTY },     { "122", SWC_TEXT_TIME_CONTROL },
    { "XTB", SWC_TEXT_TIEBREAKS },  { "XSG", SWC_TEXT_SECTION_GROUP },
};

/* The current line as it is, for the writer to give back: ### lines,
 * column rulers, a second name, unknown records, records kept unapplied. */
int rd_keep_line(rd *r)
{
    return swc_model_add_extra_line(r->t, r->cur.s, r->cur.n) ? rd_nomem(r) : SWC_OK;
}

/* A line that starts with blanks and then 001 and a blank: a player record
 * moved out of its columns, which would otherwise pass for an unknown
 * record. */
static int shifted_player(rd *r)
{
    uint32_t c = 0;
    while (c < r->nchars && ch(r, c) == ' ')
        c++;
    return c > 0 && c < 8 && ch(r, c) == '0' && ch(r, c + 1) == '0' && ch(r, c + 2) == '1' && ch(r, c + 3) == ' ' &&
           r->nchars > 80;
}

/* The team pairing options of a 192 or XTP line. */
static int rd_team_opts(rd *r, const swc_trf_team_opts *o)
{
    int rc = swc_team_model_set_int(r->t, SWC_TEAM_SYSTEM, o->system);
    if (!rc)
        rc = swc_team_model_set_int(r->t, SWC_TEAM_COLOUR_TYPE, o->colour_type);
    if (!rc)
        rc = swc_team_model_set_int(r->t, SWC_TEAM_SCORE_ORDER, o->score_order);
    if (!rc)
        rc = swc_team_model_set_int(r->t, SWC_TEAM_NO_SECONDARY, o->no_secondary);
    return rc ? rd_model_fail(r, rc, 4, "team pairing options") : SWC_OK;
}

static int one_line(rd *r)
{
    if (r->cur.n == 0)
        return SWC_OK;
    if (r->cur.n >= 3 && memcmp(r->cur.s, "###", 3) == 0)
        return rd_keep_line(r);
    /* A ruler "0123456789012..." under a template of the columns begins
     * like a 012 record; so does a second name, which editors leave. */
    if (r->cur.n >= 10 && memcmp(r->cur.s, "0123456789", 10) == 0) {
        int rc = rd_warn_c(r, 0, "a column ruler, not a tournament name: kept as a comment");
        return rc ? rc : rd_keep_line(r);
    }
    if (code_is(r, "012") && r->name_line) {
        /* Written back as "### 012 ...", so it cannot become the name. */
        int rc = rd_warn_c(r, 0, "a second tournament name (the first is on line %lu): kept as a comment",
                           (unsigned long)r->name_line);
        char buf[SWC_TRF_MAX_LINE + 5];
        memcpy(buf, "### ", 4);
        memcpy(buf + 4, r->cur.s, r->cur.n);
        if (!rc && swc_model_add_extra_line(r->t, buf, r->cur.n + 4))
            rc = rd_nomem(r);
        return rc;
    }
    if (r->nlines_used++ == 0)
        r->first_record = r->cur.no;
    if (code_is(r, "001"))
        return rd_player_record(r);
    /* Team records are read once the players are known. */
    if (code_is(r, "310") || code_is(r, "300") || code_is(r, "320") || code_is(r, "330") || code_is(r, "352") ||
        code_is(r, "362") || code_is(r, "013") || code_is(r, "XTE") || code_is(r, "XTW") ||
        code_is(r, "XTF") || code_is(r, "XTC") || code_is(r, "XTO") || code_is(r, "XTL"))
        return rd_push_team(r);
    if (code_is(r, "192") && r->cur.n >= 13 && memcmp(r->cur.s + 4, "FIDE_TEAM", 9) == 0) {
        r->team_mode = 1;
        /* FIDE_TEAM_TYPEB_GP_MP_BAKU and the like: C.04.6's options. */
        fld f = field(r, 3, r->nchars);
        swc_trf_team_opts o;
        int rc;
        if (!swc_trf_team_code_parse(f.p, f.n, &o)) {
            /* Still kept: the writer replaces it by the settings' code. */
            rc = rd_warn_c(r, 4, "192: not a team code of the TRF-2026 table; the team pairing options stay as they were");
        } else if (o.system == SWC_TEAM_ROUND_ROBIN) {
            /* A round robin's C.04.6 options are XTP's, wherever it stands. */
            rc = swc_team_model_set_int(r->t, SWC_TEAM_SYSTEM, o.system);
            rc = rc ? rd_model_fail(r, rc, 4, "192 team system") : SWC_OK;
        } else {
            rc = rd_team_opts(r, &o);
            r->team_baku = o.baku;
        }
        if (rc)
            return rc;
    }
    if (code_is(r, "XTP")) {
        /* XTP ROUNDROBIN TYPEB_GP_MP: a team event's pairing options where
         * 192 cannot say them (trf_write.c), in the words of 192. */
        fld f = field(r, 3, r->nchars);
        int rr = f.n >= 10 && memcmp(f.p, "ROUNDROBIN", 10) == 0, at = rr ? 10 : 5;
        char code[64] = "FIDE_TEAM";
        swc_trf_team_opts o;
        size_t tail = f.n > (size_t)at ? f.n - (size_t)at : 0;
        int ok = (rr || (f.n >= 5 && memcmp(f.p, "SWISS", 5) == 0)) && tail < sizeof code - 10 &&
                 (!tail || f.p[at] == ' ');
        if (ok && tail) {
            code[9] = '_';
            memcpy(code + 10, f.p + at + 1, tail - 1);
            code[9 + tail] = '\0';
        }
        if (!ok || !swc_trf_team_code_parse(code, strlen(code), &o) || o.system == SWC_TEAM_ROUND_ROBIN || o.baku)
            return rd_fail_c(r, SWC_EPARSE, 4, "XTP: SWISS or ROUNDROBIN, then the words of a 192 team code (TYPEA_MP_GP, MP, ...)");
        o.system = rr ? SWC_TEAM_ROUND_ROBIN : SWC_TEAM_SWISS_2026;
        return rd_team_opts(r, &o);
    }
    if (shifted_player(r)) {
        uint32_t c = 0;
        while (ch(r, c) == ' ')
            c++;
        return rd_fail_c(r, SWC_EPARSE, c, "a player record moved %lu column%s to the right: \"001\" belongs in columns 1-3",
                         (unsigned long)c, c == 1 ? "" : "s");
    }
    if (code_is(r, "012"))
        r->name_line = r->cur.no;
    for (size_t i = 0; i < sizeof text_records / sizeof text_records[0]; i++)
        if (code_is(r, text_records[i].code))
            return rd_text_record(r, text_records[i].key);
    if (code_is(r, "062") || code_is(r, "072"))
        return SWC_OK; /* counts, recomputed by the writer */
    /* Teams the file defines (kept as they are): a 240 naming one of them
     * instead of a player shows a team tournament. */
    if (code_is(r, "082")) {
        fld f = field(r, 3, r->nchars);
        uint32_t v = 0;
        size_t bad = 0;
        if (rd_parse_uint(f.p, f.n, &v, &bad) > 0 && v <= SWC_MAX_PLAYERS)
            r->n082 = v;
    }
    if (code_is(r, "142") || code_is(r, "XXR"))
        return rd_rounds_record(r);
    if (code_is(r, "152"))
        return rd_record_152(r);
    if (code_is(r, "XXC"))
        return rd_tokens(r, 3, rd_xxc_token);
    if (code_is(r, "162"))
        return rd_record_162(r);
    if (code_is(r, "XXS")) {
        r->any_xxs = 1;
        return rd_tokens(r, 3, rd_xxs_token);
    }
    if (r->cur.n >= 3 && memcmp(r->cur.s, "BB", 2) == 0 && strchr("WDLZFU", r->cur.s[2]) && r->cur.s[2])
        return rd_record_bb(r);
    if (code_is(r, "192")) {
        /* One tournament has one type; a second would leave the writer to
         * choose between a kept line and the settings. */
        if (r->line_192)
            return rd_fail_c(r, SWC_EINCONSISTENT, 0, "a second 192 record (the first is on line %lu)",
                             (unsigned long)r->line_192);
        r->line_192 = r->cur.no;
        fld f = field(r, 3, r->nchars);
        if (swc_trf_ett_code(f.p, f.n, r->sys_192)) {
            r->have_192 = 1;
            return SWC_OK;
        }
        /* A system we do not pair: keep the line so it is written back. */
    }
    if (code_is(r, "XDB"))
        return rd_record_xdb(r);
    if (code_is(r, "XDG"))
        return rd_push_game2(r);
    if (code_is(r, "XPS"))
        return rd_record_xps(r);
    if (code_is(r, "XNE"))
        return rd_record_xne(r);
    if (code_is(r, "XRP"))
        return rd_record_xrp(r);
    if (code_is(r, "XLE") || code_is(r, "XAJ"))
        return rd_push_shape(r);
    if (code_is(r, "XLF"))
        r->complete_file = 1;
    if (swc_trf_ext_owns(r->cur.s, r->cur.n))
        return SWC_OK; /* applied by swc_trf_ext_apply once the rest is read */
    if (code_is(r, "240") || code_is(r, "250") || code_is(r, "260") || code_is(r, "XXA") || code_is(r, "XXP") ||
        code_is(r, "XXZ") || code_is(r, "XFP"))
        return rd_push_later(r, r->cur);
    if (r->nunknown++ == 0)
        r->first_unknown = r->cur.no;
    return rd_keep_line(r);
}

static int first_pass(rd *r, const char *data, size_t len)
{
    size_t i = 0;
    uint32_t no = 0;
    int rc;
    while (i < len) {
        no++;
        size_t start = i;
        size_t lim = len - start > SWC_TRF_MAX_LINE ? start + SWC_TRF_MAX_LINE + 1 : len;
        size_t j = start;
        while (j < lim && data[j] != '\n' && data[j] != '\r' && data[j] != '\0')
            j++;
        size_t ok = swc_utf8_valid_prefix(data + start, j - start);
        uint32_t okcol = (uint32_t)swc_utf8_count(data + start, ok) + 1;
        if (j < len && data[j] == '\0' && ok == j - start)
            return rd_fail_at(r, SWC_EPARSE, no, okcol, "NUL byte: this is not a text file");
        if (j - start > SWC_TRF_MAX_LINE)
            return rd_fail_at(r, SWC_ELIMIT, no,
                              (uint32_t)swc_utf8_count(data + start, ok < SWC_TRF_MAX_LINE ? ok : SWC_TRF_MAX_LINE) + 1,
                              "line longer than %d bytes", SWC_TRF_MAX_LINE);
        if (ok < j - start && r->encoding == SWC_TRF_ENCODING_AUTO) {
            r->not_utf8 = 1;
            return SWC_EPARSE;
        }
        if (ok < j - start)
            return rd_fail_at(r, SWC_EPARSE, no, okcol,
                              "invalid UTF-8 (byte 0x%02x); read it with the encoding it was written in (latin1, gbk)",
                              (unsigned)(unsigned char)data[start + ok]);
        size_t end = j;
        while (end > start && is_blank(data[end - 1]))
            end--;
        rd_line l = { data + start, (uint32_t)(end - start), no };
        rd_set_line(r, l);
        rc = one_line(r);
        if (rc)
            return rc;
        if (j < len) {
            if (data[j] == '\r' && j + 1 < len && data[j + 1] == '\n')
                j++;
            j++;
        }
        i = j;
    }
    if (r->nlines_used == 0)
        return rd_fail_at(r, SWC_EPARSE, 1, 1, "the file is empty: no TRF records");
    /* Only unknown lines ("hello world", a CSV): not a tournament file. */
    if (r->npl == 0 && r->nunknown == r->nlines_used)
        return rd_fail_at(r, SWC_EPARSE, r->first_unknown, 1,
                          "no player records (001) and no other TRF record: this is not a TRF file");
    /* An event the library saved before registration says XLF (its whole
     * state is in the file): no players is what it holds. Any other file
     * without a player is not a tournament this reader can take. */
    if (r->npl == 0 && !r->complete_file)
        return rd_fail_at(r, SWC_EPARSE, r->first_record, 1,
                          "no player records (001) in the file: a TRF file lists its players on 001 lines "
                          "(only a file this library wrote, with its XLF record, may have none yet)");
    if (r->deputy.len) {
        rc = swc_model_set_text(r->t, SWC_TEXT_DEPUTY, r->deputy.data);
        if (rc)
            return rc == SWC_ENOMEM ? rd_nomem(r) : rd_fail_at(r, rc, 0, 0, "deputy arbiters: %s", swc_tournament_errmsg(r->t));
    }
    return SWC_OK;
}

static int second_pass(rd *r)
{
    swc_tournament *t = r->t;
    size_t n = r->npl;
    uint32_t *order = swc_mem_calloc(r->mem, n ? n : 1, sizeof *order);
    swc_board *boards = swc_mem_calloc(r->mem, n / 2 + 1, sizeof *boards);
    swc_bye *byes = swc_mem_calloc(r->mem, n ? n : 1, sizeof *byes);
    int rc = SWC_OK;
    if (!order || !boards || !byes)
        rc = rd_nomem(r);

    /* Which columns are rounds: a last column without any game or PAB only
     * marks who is absent from the round to be paired. */
    uint32_t ncols = 0;
    for (size_t i = 0; i < n; i++)
        if (r->pl[i].nblocks > ncols)
            ncols = r->pl[i].nblocks;
    int pending = 0;
    if (ncols) {
        pending = 1;
        for (size_t i = 0; i < n && pending; i++) {
            const rd_block *b = rd_block_of(r, &r->pl[i], ncols - 1);
            pending = b->opp == 0 && b->colour == ' ' && strchr("HFZ ", b->result);
        }
    }
    uint32_t nreal = ncols - (uint32_t)pending;
    if (r->xrp_line && rc == SWC_OK) {
        /* Rounds past the last column are blank for everybody: nobody was
         * paired (a field without players, say). */
        if (r->xrp >= ncols) {
            pending = 0;
            nreal = r->xrp;
        } else if (!(pending && r->xrp + 1 == ncols)) {
            rc = rd_fail_at(r, SWC_EINCONSISTENT, r->xrp_line, 5,
                            "XRP says %lu rounds were paired, but the players' records hold %lu", (unsigned long)r->xrp,
                            (unsigned long)ncols);
        }
    }
    if (nreal > SWC_MAX_ROUNDS && rc == SWC_OK)
        rc = rd_fail_at(r, SWC_ELIMIT, r->pl[0].line.no, 0, "more than %d rounds", SWC_MAX_ROUNDS);

    if (rc == SWC_OK) {
        uint32_t need = pending ? ncols : nreal, later = rd_rounds_named_later(r, nreal);
        if (r->rounds) {
            if (nreal > (uint32_t)r->rounds)
                rc = rd_fail_at(r, SWC_EINCONSISTENT, r->rounds_line.no, 5,
                                "the file gives %ld rounds, but the players' records hold %lu", (long)r->rounds,
                                (unsigned long)nreal);
            else if (need > (uint32_t)r->rounds)
                rc = rd_fail_at(r, SWC_EINCONSISTENT, r->rounds_line.no, 5,
                                "round %lu has bye marks, but the file gives %ld rounds", (unsigned long)need,
                                (long)r->rounds);
            else
                rc = rd_set_int(r, SWC_SET_ROUNDS, r->rounds, &r->rounds_line);
        } else {
            if (later > need)
                need = later;
            if (need)
                rc = rd_set_int(r, SWC_SET_ROUNDS, (int32_t)need, NULL);
            t->set.rounds_known = 0;
        }
    }
    if (rc == SWC_OK)
        rc = rd_apply_points(r);
    if (rc == SWC_OK)
        rc = rd_apply_system(r);
    if (rc == SWC_OK)
        rc = rd_apply_games(r, nreal);
    if (rc == SWC_OK)
        rc = rd_order_players(r, order);
    if (rc == SWC_OK)
        rc = rd_team_define(r);
    if (rc == SWC_OK)
        rc = rd_shape_records(r, nreal);
    if (rc == SWC_OK)
        rc = rd_build_rounds(r, order, nreal, boards, byes);
    if (rc == SWC_OK)
        rc = rd_adjourned_all_used(r);
    if (rc == SWC_OK) {
        int c = r->colour ? r->colour : rd_infer_colour(t);
        if (c)
            rc = rd_set_int(r, SWC_SET_INITIAL_COLOUR, c, NULL);
        if (!r->colour)
            t->set.initial_colour_known = 0;
    }
    for (size_t i = 0; i < n && rc == SWC_OK && pending; i++) {
        rd_player *P = &r->pl[i];
        int kind = rd_kind_of_letter(rd_block_of(r, P, ncols - 1)->result);
        if (kind) {
            rd_set_line(r, P->line);
            rc = rd_request(r, P, nreal + 1, kind, ROUND0 + 10 * nreal + 7);
        }
    }
    if (rc == SWC_OK)
        rc = rd_later_records(r);
    if (rc == SWC_OK)
        rc = rd_team_rounds(r, nreal);
    if (rc == SWC_OK && r->team_mode)
        rc = rd_team_250(r);
    if (rc == SWC_OK)
        rc = rd_check_points(r, nreal);

    swc_mem_free(r->mem, order, (n ? n : 1) * sizeof *order);
    swc_mem_free(r->mem, boards, (n / 2 + 1) * sizeof *boards);
    swc_mem_free(r->mem, byes, (n ? n : 1) * sizeof *byes);
    return rc;
}

static int parse_once(swc_tournament **out, const char *data, size_t len, const swc_allocator *alloc, uint32_t flags,
                      int32_t encoding, swc_trf_error *err, int *not_utf8)
{
    *out = NULL;
    swc_tournament *t = NULL;
    int rc = swc_model_new(&t, alloc);
    if (rc) {
        swc_trf_set_error(err, 0, 0, "out of memory");
        return rc;
    }
    /* The reader is large (column map, id table): keep it off the stack. */
    rd *r = swc_mem_calloc(&t->mem, 1, sizeof *r);
    if (!r) {
        swc_model_free(t);
        swc_trf_set_error(err, 0, 0, "out of memory");
        return SWC_ENOMEM;
    }
    r->t = t;
    r->mem = &t->mem;
    r->err = err;
    r->flags = flags;
    r->encoding = encoding;
    r->encoding_asked = encoding != SWC_TRF_ENCODING_AUTO && encoding != RD_NOT_UTF8;
    for (int i = 0; i < PV_COUNT; i++)
        r->pv[i] = -1;
    swc_strbuf_init(&r->deputy, &t->mem);

    /* Players keep the file's order; adding them must not re-sort each time. */
    rc = swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL);
    const char *text = data;
    size_t text_len = len;
    if (rc == SWC_OK)
        rc = rd_decode(r, data, len, &text, &text_len);
    if (rc == SWC_OK)
        rc = first_pass(r, text, text_len);
    if (rc == SWC_OK)
        rc = second_pass(r);
    if (rc == SWC_OK)
        rc = swc_trf_ext_apply(t, text, text_len, err);
    if (rc == SWC_OK)
        rc = rd_finish_warnings(r);

    swc_strbuf_free(&r->deputy);
    swc_mem_free(&t->mem, r->pl, r->plcap * sizeof *r->pl);
    swc_mem_free(&t->mem, r->blocks, r->blockcap * sizeof *r->blocks);
    swc_mem_free(&t->mem, r->later, r->latercap * sizeof *r->later);
    swc_mem_free(&t->mem, r->game2, r->game2cap * sizeof *r->game2);
    swc_mem_free(&t->mem, r->shape, r->shapecap * sizeof *r->shape);
    swc_mem_free(&t->mem, r->adj, r->adjcap * sizeof *r->adj);
    swc_mem_free(&t->mem, r->team, r->teamcap * sizeof *r->team);
    swc_mem_free(&t->mem, r->extra013, r->extra013cap * sizeof *r->extra013);
    swc_mem_free(&t->mem, r->text, r->text_cap);
    *not_utf8 = r->not_utf8;
    swc_mem_free(&t->mem, r, sizeof *r);
    if (rc) {
        swc_model_free(t);
        return rc;
    }
    swc_ok(t);
    *out = t;
    return SWC_OK;
}

int swc_trf_parse(swc_tournament **out, const char *data, size_t len, const swc_allocator *alloc, uint32_t flags,
                  int32_t encoding, swc_trf_error *err)
{
    int not_utf8 = 0;
    int rc = parse_once(out, data, len, alloc, flags, encoding, err, &not_utf8);
    if (rc && not_utf8)
        rc = parse_once(out, data, len, alloc, flags, RD_NOT_UTF8, err, &not_utf8);
    return rc;
}
