/* TRF reader: the pairing order, then each round built from one sweep over
 * the players' round blocks (games, forfeits, byes, board 2, adjournments). */
#include <stdio.h>
#include <string.h>

#include "trf_read.h"

/* C.04.2 order as the model sorts it: rating, title, name, id. */
static int c042_before(const swc_player *a, const swc_player *b)
{
    if (a->rating != b->rating)
        return a->rating > b->rating;
    int ta = swc_title_rank(a->title), tb = swc_title_rank(b->title);
    if (ta != tb)
        return ta < tb;
    int c = strcmp(a->name, b->name);
    if (c != 0)
        return c < 0;
    return a->id < b->id;
}

int rd_order_players(rd *r, uint32_t *order)
{
    size_t n = r->npl;
    for (size_t i = 0; i < n; i++)
        order[i] = UINT32_MAX;
    for (size_t i = 0; i < n; i++) {
        rd_player *P = &r->pl[i];
        /* XXC rank: the order of the 001 lines is the pairing order (JaVaFo's
         * ranking id, bbpPairings' positional id). The rank column (86-89)
         * is the standings rank of TRF16, not read for pairing. */
        uint32_t key = r->use_rank ? (uint32_t)i + 1 : P->id;
        if (key > n) {
            rd_set_line(r, P->line);
            return rd_fail_c(r, SWC_ERANGE, 4, "starting rank %lu is beyond the %lu players of the file (ranks must run 1..%lu)",
                             (unsigned long)key, (unsigned long)n, (unsigned long)n);
        }
        if (order[key - 1] != UINT32_MAX) {
            rd_set_line(r, P->line);
            return rd_fail_c(r, SWC_EINCONSISTENT, 4, "starting rank %lu is given twice (lines %lu and %lu)",
                             (unsigned long)key, (unsigned long)r->pl[order[key - 1]].line.no, (unsigned long)P->line.no);
        }
        order[key - 1] = (uint32_t)i;
    }
    for (size_t i = 0; i < n; i++)
        r->pl[order[i]].tpn = (uint32_t)i + 1;

    swc_tournament *t = r->t;
    swc_model_set_tpn_order(t, order);
    int sorted = 1;
    for (size_t i = 1; i < n && sorted; i++)
        sorted = !c042_before(r->pl[order[i]].p, r->pl[order[i - 1]].p);
    if (sorted) {
        /* The file follows C.04.2: let later changes renumber as usual. */
        swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_AUTO);
        int same = 1;
        for (size_t i = 0; i < n && same; i++)
            same = t->by_tpn[i] == order[i];
        if (!same) {
            swc_model_set_int(t, SWC_SET_TPN_ORDER, SWC_TPN_MANUAL);
            swc_model_set_tpn_order(t, order);
        }
    }
    return SWC_OK;
}

static int result_of_pair(char w, char b)
{
    static const struct {
        char w, b;
        int res;
    } table[] = {
        { '1', '0', SWC_RESULT_WHITE_WIN },
        { '=', '=', SWC_RESULT_DRAW },
        { '0', '1', SWC_RESULT_BLACK_WIN },
        { 'W', 'L', SWC_RESULT_WHITE_WIN_UNRATED },
        { 'D', 'D', SWC_RESULT_DRAW_UNRATED },
        { 'L', 'W', SWC_RESULT_BLACK_WIN_UNRATED },
        { '+', '-', SWC_RESULT_WHITE_FORFEIT_WIN },
        { '-', '+', SWC_RESULT_BLACK_FORFEIT_WIN },
        { '-', '-', SWC_RESULT_DOUBLE_FORFEIT },
        { ' ', ' ', SWC_RESULT_NONE },
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (table[i].w == w && table[i].b == b)
            return table[i].res;
    return -1;
}

static const char *result_name(char c)
{
    switch (c) {
    case ' ': return "no result";
    case '1': return "1 (win)";
    case '0': return "0 (loss)";
    case '=': return "= (draw)";
    case '+': return "+ (forfeit win)";
    case '-': return "- (forfeit loss)";
    case 'W': return "W (unrated win)";
    case 'L': return "L (unrated loss)";
    default: return "D (unrated draw)";
    }
}

/* Colour and result letter of P's board-2 game in round k (blanks when none).
 * rd_apply_games() has checked the line: it is ASCII, so bytes are columns. */
static void game2_of(const rd *r, const rd_player *P, uint32_t k, char *colour, char *result)
{
    *colour = *result = ' ';
    if (!P->game2)
        return;
    rd_line l = r->game2[P->game2 - 1];
    char c = 9 + 3 * k < l.n ? l.s[9 + 3 * k] : ' ', x = 10 + 3 * k < l.n ? l.s[10 + 3 * k] : ' ';
    *colour = c == 'w' || c == 'W' ? 'w' : c == 'b' || c == 'B' ? 'b' : ' ';
    *result = x >= 'a' && x <= 'z' ? (char)(x - 'a' + 'A') : x;
}

/*
 * Games per pairing, and every XDG line checked and given to its player:
 * blanks where the player had no game, a known colour and result letter
 * elsewhere, nothing past the rounds of the file.
 */
int rd_apply_games(rd *r, uint32_t nreal)
{
    int rc;
    if (r->ngame2 && r->games != 2) {
        rd_set_line(r, r->game2[0]);
        return rd_fail_c(r, SWC_EINCONSISTENT, 0, "XDG holds the second game of a dual-board event, but no \"XDB 2\" says so");
    }
    if (r->games && (rc = rd_set_int(r, SWC_SET_GAMES_PER_PAIRING, r->games, NULL)))
        return rc;
    for (size_t i = 0; i < r->ngame2; i++) {
        rd_set_line(r, r->game2[i]);
        if (ch(r, 3) != ' ')
            return rd_fail_c(r, SWC_EPARSE, 3, "XDG: column 4 must be blank (\"XDG    1 b1 w=\")");
        rd_player *P = rd_id_field(r, 4, 8, &rc);
        if (!P)
            return rc;
        if (P->game2)
            return rd_fail_c(r, SWC_EINCONSISTENT, 4, "player %lu has a second XDG line (the first is line %lu)",
                             (unsigned long)P->id, (unsigned long)r->game2[P->game2 - 1].no);
        P->game2 = (uint32_t)i + 1;
        for (uint32_t k = 0; 8 + 3 * k < r->nchars; k++) {
            uint32_t c = 8 + 3 * k;
            char col = ch(r, c + 1), res = ch(r, c + 2);
            if (ch(r, c) != ' ')
                return rd_fail_c(r, SWC_EPARSE, c, "XDG: round blocks are \" cr\" (blank, colour, result) from column 9");
            if (col == ' ' && res == ' ')
                continue;
            if (k >= nreal || rd_block_of(r, P, k)->opp == 0)
                return rd_fail_c(r, SWC_EINCONSISTENT, c + 1, "XDG: player %lu has no game in round %lu, so board 2 has none",
                                 (unsigned long)P->id, (unsigned long)k + 1);
            if (!strchr("wWbB", col) || col == '\0')
                return rd_fail_c(r, SWC_EPARSE, c + 1, "XDG: round %lu: the colour on board 2 must be w or b",
                                 (unsigned long)k + 1);
            if (!strchr("10=+-WDLwdl ", res) || res == '\0')
                return rd_fail_c(r, SWC_EPARSE, c + 2, "XDG: round %lu: unknown result code (expected 1 = 0 + - W D L or blank)",
                                 (unsigned long)k + 1);
        }
    }
    return SWC_OK;
}

/* Board 2 of a dual-board pairing: colours reversed, its own result. */
/* XLE "XLE 003 0012 0015": players who entered in round 3 (ids 4 columns,
 * one blank apart). XAJ "XAJ 003 1 0001": adjourned games of round 3 on
 * board 1, each named by one of its players. */
int rd_shape_records(rd *r, uint32_t nreal)
{
    int rc;
    for (size_t i = 0; i < r->nshape; i++) {
        rd_set_line(r, r->shape[i]);
        int xaj = code_is(r, "XAJ");
        uint32_t round, game = 1, from = 8;
        if (ch(r, 3) != ' ' || ch(r, 7) != ' ')
            return rd_fail_c(r, SWC_EPARSE, ch(r, 3) != ' ' ? 3 : 7, xaj ? "XAJ starts \"XAJ 003 1\" (round, board)"
                                                                      : "XLE starts \"XLE 003\" (the round of entry)");
        if ((rc = rd_round_field(r, 4, 7, &round)))
            return rc;
        if (xaj) {
            if (ch(r, 8) != '1' && ch(r, 8) != '2')
                return rd_fail_c(r, SWC_EPARSE, 8, "XAJ: the board is 1 or 2 (\"XAJ 003 1 0001\")");
            game = (uint32_t)(ch(r, 8) - '0');
            if (game > (uint32_t)r->t->set.games)
                return rd_fail_c(r, SWC_EINCONSISTENT, 8, "XAJ: board 2, but no \"XDB 2\" makes this a dual-board event");
            if (round > nreal)
                return rd_fail_c(r, SWC_EINCONSISTENT, 4, "XAJ: round %lu is not in the players' records",
                                 (unsigned long)round);
            from = 10;
        } else if (round < 2) {
            return rd_fail_c(r, SWC_ERANGE, 4, "XLE: a late entry's first round is 2 or later");
        }
        if (from >= r->nchars)
            return rd_fail_c(r, SWC_EPARSE, from, "%s: player ids follow, 4 columns each", xaj ? "XAJ" : "XLE");
        for (uint32_t c = from; c < r->nchars; c += 5) {
            if (ch(r, c - 1) != ' ')
                return rd_fail_c(r, SWC_EPARSE, c - 1, "%s: ids are 4 columns wide, one blank apart", xaj ? "XAJ" : "XLE");
            rd_player *P = rd_id_field(r, c, c + 4, &rc);
            if (!P)
                return rc;
            if (!xaj) {
                if (P->entry)
                    return rd_fail_c(r, SWC_EINCONSISTENT, c, "XLE: player %lu has a second round of entry",
                                     (unsigned long)P->id);
                P->entry = round;
                P->p->entry_round = round;
                continue;
            }
            if (swc_mem_reserve(r->mem, (void **)&r->adj, &r->adjcap, r->nadj + 1, sizeof *r->adj))
                return rd_nomem(r);
            rd_adjourned a = { round, (uint32_t)(P - r->pl), (uint8_t)(game - 1), 0, r->cur, c };
            r->adj[r->nadj++] = a;
        }
    }
    return SWC_OK;
}

/* The XAJ entry (index + 1) naming the game of player indices a and b on
 * board `game` (0, 1) of round k+1, or 0. */
static size_t adjourned(rd *r, uint32_t k, int game, uint32_t a, uint32_t b)
{
    for (size_t i = 0; i < r->nadj; i++)
        if (r->adj[i].round == k + 1 && r->adj[i].game == game && (r->adj[i].player == a || r->adj[i].player == b)) {
            r->adj[i].used = 1;
            return i + 1;
        }
    return 0;
}

/* An XAJ entry names a game that has a result. */
static int adjourned_has_result(rd *r, size_t entry)
{
    const rd_adjourned *a = &r->adj[entry - 1];
    rd_set_line(r, a->line);
    return rd_fail_c(r, SWC_EINCONSISTENT, a->col, "XAJ: the game of player %lu on board %d of round %lu has a result",
                     (unsigned long)r->pl[a->player].id, a->game + 1, (unsigned long)a->round);
}

/* Every XAJ name must have been a game without a result. */
int rd_adjourned_all_used(rd *r)
{
    for (size_t i = 0; i < r->nadj; i++)
        if (!r->adj[i].used) {
            rd_set_line(r, r->adj[i].line);
            return rd_fail_c(r, SWC_EINCONSISTENT, r->adj[i].col,
                             "XAJ: player %lu has no game without a result on board %d of round %lu",
                             (unsigned long)r->pl[r->adj[i].player].id, r->adj[i].game + 1,
                             (unsigned long)r->adj[i].round);
        }
    return SWC_OK;
}

static int game2_result(rd *r, uint32_t k, int last_round, const rd_player *W, const rd_player *B, swc_board *out)
{
    char wc, wres, bc, bres;
    game2_of(r, W, k, &wc, &wres);
    game2_of(r, B, k, &bc, &bres);
    const rd_player *wrong = wc == 'w' ? W : bc == 'b' ? B : NULL;
    if (wrong) {
        rd_set_line(r, r->game2[wrong->game2 - 1]);
        return rd_fail_c(r, SWC_EINCONSISTENT, 9 + 3 * k,
                         "round %lu: player %lu has the same colour on both boards; board 2 reverses the colours",
                         (unsigned long)k + 1, (unsigned long)wrong->id);
    }
    int res = result_of_pair(bres, wres); /* the board's black player has white on board 2 */
    const rd_player *later = W->line.no > B->line.no ? W : B;
    size_t adj = adjourned(r, k, 1, (uint32_t)(W - r->pl), (uint32_t)(B - r->pl));
    if (adj) {
        if (res != SWC_RESULT_NONE)
            return adjourned_has_result(r, adj);
        res = SWC_RESULT_ADJOURNED;
    } else if (res < 0 || (res == SWC_RESULT_NONE && !last_round)) {
        const rd_player *at = later->game2 ? later : W->game2 ? W : B;
        if (at->game2)
            rd_set_line(r, r->game2[at->game2 - 1]);
        else
            rd_set_line(r, at->line);
        return rd_fail_c(r, SWC_EINCONSISTENT, at->game2 ? 10 + 3 * k : 0,
                         res < 0 ? "round %lu: the board-2 results of players %lu and %lu do not match"
                              : "round %lu: board 2 of players %lu and %lu has no result, but later rounds exist",
                      (unsigned long)k + 1, (unsigned long)W->id, (unsigned long)B->id);
    }
    out->result[1] = (uint8_t)res;
    return SWC_OK;
}

/* One game of round k between P (visited now) and Q, P before Q in TPN order.
 * Errors point at the later of the two lines. */
static int make_board(rd *r, uint32_t k, int last_round, const rd_player *P, const rd_player *Q, swc_board *out)
{
    const rd_block *e = rd_block_of(r, P, k), *f = rd_block_of(r, Q, k);
    const rd_player *second = P->line.no > Q->line.no ? P : Q;
    const rd_block *es = second == P ? e : f;
    int pending = e->result == ' ' || f->result == ' ';
    int forfeit = strchr("+-", e->result) && strchr("+-", f->result);
    if (!forfeit) {
        /* A game played or waiting for its result needs its colours. */
        const rd_player *who = e->colour == ' ' ? P : f->colour == ' ' ? Q : NULL;
        if (who)
            return rd_fail_block(r, who, k, 5, SWC_EPARSE, "round %lu: the game against %lu needs a colour (w or b)",
                                 (unsigned long)k + 1, (unsigned long)(who == P ? Q->id : P->id));
    }
    if (e->colour != ' ' && e->colour == f->colour)
        return rd_fail_block(r, second, k, 5, SWC_EINCONSISTENT, "round %lu: players %lu and %lu both have %s",
                             (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)Q->id,
                             e->colour == 'w' ? "white" : "black");
    int p_white = e->colour == 'w' || (e->colour == ' ' && f->colour == 'b') ||
                  (e->colour == ' ' && f->colour == ' ' && P->line.no < Q->line.no);
    const rd_block *wb = p_white ? e : f, *bb = p_white ? f : e;
    int res = result_of_pair(wb->result, bb->result);
    if (res < 0)
        return rd_fail_block(r, second, k, 7, SWC_EINCONSISTENT,
                             "round %lu: player %lu has %s against %lu, but the other line has %s", (unsigned long)k + 1,
                             (unsigned long)second->id, result_name(es->result),
                             (unsigned long)(second == P ? Q->id : P->id), result_name(es == e ? f->result : e->result));
    size_t adj = adjourned(r, k, 0, (uint32_t)(P - r->pl), (uint32_t)(Q - r->pl));
    if (adj && (!pending || e->result != f->result))
        return adjourned_has_result(r, adj);
    if (adj)
        res = SWC_RESULT_ADJOURNED;
    else if (pending && !last_round)
        return rd_fail_block(r, second, k, 7, SWC_EINCONSISTENT,
                             "round %lu: the game of %lu and %lu has no result, but later rounds exist",
                             (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)Q->id);
    const rd_player *W = p_white ? P : Q, *B = p_white ? Q : P;
    out->white = (uint32_t)(W - r->pl);
    out->black = (uint32_t)(B - r->pl);
    out->result[0] = (uint8_t)res;
    out->result[1] = SWC_RESULT_NONE;
    /* Swiss-Chess writes a forfeit's colour "-": kept, not invented. */
    out->colours_unknown = forfeit && e->colour == ' ' && f->colour == ' ';
    return r->games == 2 ? game2_result(r, k, last_round, W, B, out) : SWC_OK;
}

int rd_build_rounds(rd *r, const uint32_t *order, uint32_t nreal, swc_board *boards, swc_bye *byes)
{
    size_t n = r->npl;
    for (uint32_t k = 0; k < nreal; k++) {
        size_t nb = 0, nby = 0;
        const rd_player *pab = NULL;
        for (size_t t = 0; t < n; t++) {
            const rd_player *P = &r->pl[order[t]];
            const rd_block *e = rd_block_of(r, P, k);
            if (k + 1 < P->entry) {
                /* Not entered yet: the writer's Z, or nothing. */
                if (e->opp != 0 || e->colour != ' ' || (e->result != 'Z' && e->result != ' '))
                    return rd_fail_block(r, P, k, 0, SWC_EINCONSISTENT,
                                         "round %lu: player %lu entered in round %lu (XLE), so this round must be "
                                         "\"0000 - Z\" or blank",
                                         (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)P->entry);
                continue;
            }
            if (e->opp == 0) {
                if (e->colour != ' ')
                    return rd_fail_block(r, P, k, 5, SWC_EPARSE,
                                         "round %lu: a bye (opponent 0000) has no colour; write \"0000 - %c\"",
                                         (unsigned long)k + 1, e->result);
                int kind;
                uint32_t at = ROUND0 + 10 * k + 7;
                switch (e->result) {
                case 'U': kind = SWC_RK_PAB; break;
                case 'F': kind = SWC_RK_FULL_BYE; break;
                case 'H': kind = SWC_RK_HALF_BYE; break;
                case 'Z': kind = SWC_RK_ZERO_BYE; break;
                case ' ': kind = SWC_RK_NOT_PAIRED; break;
                /* What Swiss-Manager, Swiss-Chess and Lichess write for a
                 * player who was not paired, and the Krause-era byes. */
                case '-': kind = SWC_RK_ZERO_BYE; rd_note_at(r, NOTE_ABSENT, P->line.no, at); break;
                case '+': kind = SWC_RK_FULL_BYE; rd_note_at(r, NOTE_LEGACY_FULL, P->line.no, at); break;
                case '=': kind = SWC_RK_HALF_BYE; rd_note_at(r, NOTE_LEGACY_HALF, P->line.no, at); break;
                default:
                    return rd_fail_block(r, P, k, 7, SWC_EPARSE, "round %lu: result '%c' needs an opponent, not 0000",
                                         (unsigned long)k + 1, e->result);
                }
                if (kind == SWC_RK_PAB) {
                    /* In a team event every player of the PAB team shows it. */
                    if (pab && !r->team_mode)
                        return rd_fail_block(r, P, k, 7, SWC_EINCONSISTENT,
                                             "round %lu has two pairing-allocated byes (players %lu and %lu)",
                                             (unsigned long)k + 1, (unsigned long)pab->id, (unsigned long)P->id);
                    pab = P;
                }
                byes[nby].player = order[t];
                byes[nby].kind = (uint8_t)kind;
                nby++;
                continue;
            }
            if (strchr("HFUZ", e->result))
                return rd_fail_block(r, P, k, 0, SWC_EPARSE,
                                     "round %lu: result '%c' is a bye, so the opponent must be 0000 (found %lu)",
                                     (unsigned long)k + 1, e->result, (unsigned long)e->opp);
            if (e->opp == P->id)
                return rd_fail_block(r, P, k, 0, SWC_EPARSE, "round %lu: player %lu is paired with himself",
                                     (unsigned long)k + 1, (unsigned long)P->id);
            uint32_t j = e->opp <= SWC_MAX_PLAYERS ? r->by_id[e->opp] : 0;
            if (!j)
                return rd_fail_block(r, P, k, 0, SWC_EINCONSISTENT, "round %lu: opponent %lu is not a player of this file",
                                     (unsigned long)k + 1, (unsigned long)e->opp);
            const rd_player *Q = &r->pl[j - 1];
            const rd_block *f = rd_block_of(r, Q, k);
            if (f->opp != P->id) {
                const rd_player *second = P->line.no > Q->line.no ? P : Q;
                char what[48];
                if (f->opp)
                    snprintf(what, sizeof what, "opponent %lu", (unsigned long)f->opp);
                else
                    snprintf(what, sizeof what, "no opponent");
                return rd_fail_block(r, second, k, 0, SWC_EINCONSISTENT,
                                     "round %lu: player %lu (line %lu) has opponent %lu, but player %lu (line %lu) has %s",
                                     (unsigned long)k + 1, (unsigned long)P->id, (unsigned long)P->line.no,
                                     (unsigned long)Q->id, (unsigned long)Q->id, (unsigned long)Q->line.no, what);
            }
            if (Q->tpn < P->tpn)
                continue; /* the board was made from the other side */
            int rc = make_board(r, k, k + 1 == nreal, P, Q, &boards[nb]);
            if (rc)
                return rc;
            nb++;
        }
        int rc = swc_model_add_round(r->t, boards, nb, byes, nby, 1, NULL);
        if (rc) {
            if (rc == SWC_ENOMEM)
                return rd_nomem(r);
            return rd_fail_at(r, SWC_EINCONSISTENT, 0, 0, "round %lu: %s", (unsigned long)k + 1,
                              swc_tournament_errmsg(r->t));
        }
    }
    return SWC_OK;
}

/* Round-1 colour of the top-ranked player who had one, as bbpPairings infers
 * it when no XXC/152 says; reversed when that player's TPN is even. */
int rd_infer_colour(const swc_tournament *t)
{
    for (size_t k = 0; k < t->nrounds; k++) {
        for (size_t i = 0; i < t->nplayers; i++) {
            const swc_player *p = t->players[t->by_tpn[i]];
            const swc_rec *rec = &p->rec[k];
            if (rec->opp == 0)
                continue;
            int c = rec->colour;
            if ((p->tpn % 2) == 0)
                c = c == SWC_COLOUR_WHITE ? SWC_COLOUR_BLACK : SWC_COLOUR_WHITE;
            return c;
        }
    }
    return 0;
}
