/* "Equal in every observable", through the public API (see observable.h). */
#include "observable.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct cmp {
    const swc_tournament *a, *b;
    char *why;
    size_t cap;
} cmp;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int differ(cmp *c, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->why, c->cap, fmt, ap);
    va_end(ap);
    return 0;
}

static const char *str(const char *s)
{
    return s ? s : "";
}

static int settings(cmp *c)
{
    for (int key = 1; key <= 64; key++) {
        int32_t va = 0, vb = 0;
        int ra = swc_tournament_get_int(&va, c->a, key), rb = swc_tournament_get_int(&vb, c->b, key);
        if (ra != rb || va != vb)
            return differ(c, "setting %d: %d (rc %d) vs %d (rc %d)", key, (int)va, ra, (int)vb, rb);
    }
    for (int key = 0; key <= 32; key++) {
        const char *va = NULL, *vb = NULL;
        int ra = swc_tournament_get_string(&va, c->a, key), rb = swc_tournament_get_string(&vb, c->b, key);
        if (ra != rb || (ra == SWC_OK && strcmp(va, vb) != 0))
            return differ(c, "text %d: \"%s\" vs \"%s\"", key, ra ? "" : va, rb ? "" : vb);
    }
    return 1;
}

static int player(cmp *c, uint32_t tpn)
{
    const swc_player *pa = swc_tournament_player_by_tpn(c->a, tpn), *pb = swc_tournament_player_by_tpn(c->b, tpn);
    if (!pa || !pb || swc_player_tpn(pb) != tpn)
        return differ(c, "TPN %u missing", tpn);
    if (swc_player_id(pa) != swc_player_id(pb) || swc_tournament_player(c->b, swc_player_id(pb)) != pb)
        return differ(c, "TPN %u: id %u vs %u", tpn, swc_player_id(pa), swc_player_id(pb));
    swc_player_info ia = SWC_PLAYER_INFO_INIT, ib = SWC_PLAYER_INFO_INIT;
    swc_player_get_info(&ia, pa);
    swc_player_get_info(&ib, pb);
    const char *sa[] = { ia.name, ia.title, ia.federation, ia.fide_id, ia.birth_date, ia.group, ia.tags, ia.cn_title };
    const char *sb[] = { ib.name, ib.title, ib.federation, ib.fide_id, ib.birth_date, ib.group, ib.tags, ib.cn_title };
    for (int f = 0; f < 8; f++)
        if (strcmp(str(sa[f]), str(sb[f])) != 0)
            return differ(c, "TPN %u: text field %d \"%s\" vs \"%s\"", tpn, f, str(sa[f]), str(sb[f]));
    if (ia.rating != ib.rating || ia.flags != ib.flags || ia.sex != ib.sex)
        return differ(c, "TPN %u: rating/flags/sex %d/%u/%d vs %d/%u/%d", tpn, (int)ia.rating, ia.flags, (int)ia.sex,
                      (int)ib.rating, ib.flags, (int)ib.sex);
    if (strcmp(swc_player_name(pa), swc_player_name(pb)) != 0 || swc_player_rating(pa) != swc_player_rating(pb))
        return differ(c, "TPN %u: name or rating getter", tpn);
    uint32_t fa = 0, fb = 0;
    int32_t ca = 0, cb = 0;
    swc_player_get_fouls(&fa, pa);
    swc_player_get_fouls(&fb, pb);
    swc_player_get_conduct(&ca, pa);
    swc_player_get_conduct(&cb, pb);
    if (fa != fb || ca != cb)
        return differ(c, "TPN %u: fouls/conduct %u/%d vs %u/%d", tpn, fa, (int)ca, fb, (int)cb);
    for (uint32_t r = 1; r <= SWC_MAX_ROUNDS; r++) {
        int32_t va = 0, vb = 0;
        swc_player_get_virtual_points(&va, pa, r);
        swc_player_get_virtual_points(&vb, pb, r);
        if (va != vb)
            return differ(c, "TPN %u: acceleration points of round %u %d vs %d", tpn, r, (int)va, (int)vb);
    }
    uint32_t nr = swc_tournament_round_count(c->a);
    for (uint32_t r = 0; r <= nr + 1; r++) {
        int32_t va = -1, vb = -1;
        int ra = swc_player_score(&va, pa, r), rb = swc_player_score(&vb, pb, r);
        if (ra != rb || va != vb)
            return differ(c, "TPN %u: score after round %u %d vs %d", tpn, r, (int)va, (int)vb);
        if (r == 0)
            continue;
        swc_player_round_info xa = SWC_PLAYER_ROUND_INFO_INIT, xb = SWC_PLAYER_ROUND_INFO_INIT;
        ra = swc_player_round(&xa, pa, r);
        rb = swc_player_round(&xb, pb, r);
        if (ra != rb || xa.kind != xb.kind || xa.opponent != xb.opponent || xa.colour != xb.colour ||
            xa.board != xb.board || xa.points != xb.points || xa.result[0] != xb.result[0] || xa.result[1] != xb.result[1])
            return differ(c, "TPN %u round %u: kind/opp/colour/board/points/results %d/%u/%d/%u/%d/%d,%d vs "
                             "%d/%u/%d/%u/%d/%d,%d",
                          tpn, r, (int)xa.kind, xa.opponent, (int)xa.colour, xa.board, (int)xa.points, (int)xa.result[0],
                          (int)xa.result[1], (int)xb.kind, xb.opponent, (int)xb.colour, xb.board, (int)xb.points,
                          (int)xb.result[0], (int)xb.result[1]);
    }
    return 1;
}

static int rounds(cmp *c)
{
    uint32_t nr = swc_tournament_round_count(c->a);
    for (uint32_t r = 1; r <= nr + 1; r++) {
        const swc_round *ra = swc_tournament_round(c->a, r), *rb = swc_tournament_round(c->b, r);
        if (!ra != !rb)
            return differ(c, "round %u exists in one only", r);
        if (!ra)
            continue;
        if (swc_round_number(ra) != swc_round_number(rb) || swc_round_is_complete(ra) != swc_round_is_complete(rb))
            return differ(c, "round %u: number or completeness", r);
        uint32_t nb = swc_round_board_count(ra);
        if (nb != swc_round_board_count(rb))
            return differ(c, "round %u: %u boards vs %u", r, nb, swc_round_board_count(rb));
        for (uint32_t k = 1; k <= nb; k++) {
            uint32_t wa = 0, ba = 0, wb = 0, bb = 0;
            swc_round_board(&wa, &ba, ra, k);
            swc_round_board(&wb, &bb, rb, k);
            if (wa != wb || ba != bb)
                return differ(c, "round %u board %u: %u-%u vs %u-%u", r, k, wa, ba, wb, bb);
            for (uint32_t g = 1; g <= 2; g++) {
                int32_t xa = -1, xb = -1;
                int qa = swc_round_game_result(&xa, ra, k, g), qb = swc_round_game_result(&xb, rb, k, g);
                if (qa != qb || xa != xb)
                    return differ(c, "round %u board %u game %u: result %d vs %d", r, k, g, (int)xa, (int)xb);
            }
        }
        uint32_t ny = swc_round_bye_count(ra);
        if (ny != swc_round_bye_count(rb))
            return differ(c, "round %u: %u byes vs %u", r, ny, swc_round_bye_count(rb));
        for (uint32_t i = 0; i < ny; i++) {
            uint32_t ia = 0, ib = 0;
            int32_t ka = 0, kb = 0;
            swc_round_bye(&ia, &ka, ra, i);
            swc_round_bye(&ib, &kb, rb, i);
            if (ia != ib || ka != kb)
                return differ(c, "round %u bye %u: player %u kind %d vs player %u kind %d", r, i, ia, (int)ka, ib,
                              (int)kb);
        }
    }
    return 1;
}

static int forbidden(cmp *c, uint32_t np)
{
    for (uint32_t x = 1; x <= np; x++)
        for (uint32_t y = x + 1; y <= np; y++) {
            uint32_t ax = swc_player_id(swc_tournament_player_by_tpn(c->a, x));
            uint32_t ay = swc_player_id(swc_tournament_player_by_tpn(c->a, y));
            uint32_t bx = swc_player_id(swc_tournament_player_by_tpn(c->b, x));
            uint32_t by = swc_player_id(swc_tournament_player_by_tpn(c->b, y));
            if (swc_tournament_is_forbidden(c->a, ax, ay) != swc_tournament_is_forbidden(c->b, bx, by))
                return differ(c, "forbidden pair of TPNs %u and %u", x, y);
            for (uint32_t r = 1; r <= SWC_MAX_ROUNDS; r++)
                if (swc_tournament_is_forbidden_in_round(c->a, ax, ay, r) !=
                    swc_tournament_is_forbidden_in_round(c->b, bx, by, r))
                    return differ(c, "forbidden pair of TPNs %u and %u in round %u", x, y, r);
        }
    /* The ranges themselves (one form per rule, so equal as sets), by TPN. */
    uint32_t n = swc_tournament_forbidden_count(c->a);
    if (n != swc_tournament_forbidden_count(c->b))
        return differ(c, "%u forbidden ranges vs %u", n, swc_tournament_forbidden_count(c->b));
    for (uint32_t i = 0; i < n; i++) {
        uint32_t a[4] = { 0 }, found = 0;
        swc_tournament_forbidden(&a[0], &a[1], &a[2], &a[3], c->a, i);
        uint32_t ta = swc_player_tpn(swc_tournament_player(c->a, a[0]));
        uint32_t ua = swc_player_tpn(swc_tournament_player(c->a, a[1]));
        for (uint32_t j = 0; j < n && !found; j++) {
            uint32_t b[4] = { 0 };
            swc_tournament_forbidden(&b[0], &b[1], &b[2], &b[3], c->b, j);
            uint32_t tb = swc_player_tpn(swc_tournament_player(c->b, b[0]));
            uint32_t ub = swc_player_tpn(swc_tournament_player(c->b, b[1]));
            found = ((ta == tb && ua == ub) || (ta == ub && ua == tb)) && a[2] == b[2] && a[3] == b[3];
        }
        if (!found)
            return differ(c, "forbidden range of TPNs %u-%u, rounds %u-%u, is lost", ta, ua, a[2], a[3]);
    }
    return 1;
}

/* Standings by a cascade that reads fouls and the rounds, with lots last. */
static int standings(cmp *c)
{
    swc_standings_options so = SWC_STANDINGS_OPTIONS_INIT;
    so.tiebreaks = "FOUL,BH,SB,LOT";
    so.seed = 7;
    swc_standings *sa = NULL, *sb = NULL;
    int ra = swc_standings_compute(&sa, (swc_tournament *)c->a, &so);
    int rb = swc_standings_compute(&sb, (swc_tournament *)c->b, &so);
    int ok = ra == rb || differ(c, "standings: status %d vs %d", ra, rb);
    if (ok && ra == SWC_OK) {
        uint32_t n = swc_standings_count(sa);
        ok = n == swc_standings_count(sb) || differ(c, "standings: %u rows vs %u", n, swc_standings_count(sb));
        for (uint32_t i = 0; i < n && ok; i++) {
            swc_standings_row xa = SWC_STANDINGS_ROW_INIT, xb = SWC_STANDINGS_ROW_INIT;
            swc_standings_row_get(&xa, sa, i);
            swc_standings_row_get(&xb, sb, i);
            if (xa.id != xb.id || xa.rank != xb.rank || xa.shared != xb.shared || xa.by_lot != xb.by_lot)
                ok = differ(c, "standings row %u: player %u place %u vs player %u place %u", i, xa.id, xa.rank, xb.id,
                            xb.rank);
            for (uint32_t k = 0; k < swc_standings_criteria_count(sa) && ok; k++) {
                int64_t va = 0, vb = 0;
                swc_standings_value(&va, sa, i, k);
                swc_standings_value(&vb, sb, i, k);
                if (va != vb)
                    ok = differ(c, "standings row %u column %u: %lld vs %lld", i, k, (long long)va, (long long)vb);
            }
        }
    }
    swc_standings_free(sa);
    swc_standings_free(sb);
    return ok;
}

static int journal(cmp *c)
{
    uint32_t n = swc_journal_count(c->a);
    if (n != swc_journal_count(c->b))
        return differ(c, "journal: %u entries vs %u", n, swc_journal_count(c->b));
    for (uint32_t k = 1; k <= n; k++) {
        swc_journal_entry ea = SWC_JOURNAL_ENTRY_INIT, eb = SWC_JOURNAL_ENTRY_INIT;
        if (swc_journal_get(&ea, c->a, k) != SWC_OK || swc_journal_get(&eb, c->b, k) != SWC_OK)
            return differ(c, "journal entry %u cannot be read", k);
        if (ea.kind != eb.kind || ea.time != eb.time || ea.round != eb.round || ea.board != eb.board ||
            ea.game != eb.game || ea.player != eb.player || ea.before != eb.before || ea.after != eb.after)
            return differ(c, "journal entry %u: kind %d time %lld (%u %u %u %u %d %d) vs kind %d time %lld "
                             "(%u %u %u %u %d %d)",
                          k, (int)ea.kind, (long long)ea.time, ea.round, ea.board, ea.game, ea.player, (int)ea.before,
                          (int)ea.after, (int)eb.kind, (long long)eb.time, eb.round, eb.board, eb.game, eb.player,
                          (int)eb.before, (int)eb.after);
        if (strcmp(ea.author, eb.author) != 0 || strcmp(ea.data, eb.data) != 0)
            return differ(c, "journal entry %u: author \"%s\" data \"%.100s\" vs \"%s\" \"%.100s\"", k, ea.author,
                          ea.data, eb.author, eb.data);
    }
    return 1;
}

/* A player id of a as the TPN both sides share (0 stays 0). */
static uint32_t tpn_of(const swc_tournament *t, uint32_t id)
{
    return id ? swc_player_tpn(swc_tournament_player(t, id)) : 0;
}

/* The team side: settings, teams, members, and per round every entry,
 * line-up and result. */
static int teams(cmp *c)
{
    for (int key = SWC_TEAM_BOARDS; key <= SWC_TEAM_NO_SECONDARY; key++) {
        int32_t va = 0, vb = 0;
        swc_team_get_int(&va, c->a, key);
        swc_team_get_int(&vb, c->b, key);
        if (va != vb)
            return differ(c, "team setting %d: %d vs %d", key, (int)va, (int)vb);
    }
    if (strcmp(swc_team_colours(c->a), swc_team_colours(c->b)) != 0)
        return differ(c, "board colours %s vs %s", swc_team_colours(c->a), swc_team_colours(c->b));
    uint32_t nt = swc_team_count(c->a), nr = swc_tournament_round_count(c->a);
    if (nt != swc_team_count(c->b))
        return differ(c, "%u teams vs %u", nt, swc_team_count(c->b));
    for (uint32_t k = 1; k <= nt; k++) {
        swc_team_info ia = SWC_TEAM_INFO_INIT, ib = SWC_TEAM_INFO_INIT;
        swc_team_get_info(&ia, c->a, k);
        swc_team_get_info(&ib, c->b, k);
        if (strcmp(ia.name, ib.name) || strcmp(ia.short_name, ib.short_name) || strcmp(ia.federation, ib.federation) ||
            ia.strength != ib.strength || tpn_of(c->a, ia.captain) != tpn_of(c->b, ib.captain))
            return differ(c, "team %u: \"%s\" \"%s\" \"%s\" vs \"%s\" \"%s\" \"%s\"", k, ia.name, ia.short_name,
                          ia.federation, ib.name, ib.short_name, ib.federation);
        uint32_t nm = swc_team_member_count(c->a, k);
        if (nm != swc_team_member_count(c->b, k))
            return differ(c, "team %u: %u members vs %u", k, nm, swc_team_member_count(c->b, k));
        for (uint32_t i = 0; i < nm; i++) {
            uint32_t ma = 0, mb = 0;
            swc_team_member(&ma, c->a, k, i);
            swc_team_member(&mb, c->b, k, i);
            if (tpn_of(c->a, ma) != tpn_of(c->b, mb))
                return differ(c, "team %u member %u: TPN %u vs %u", k, i + 1, tpn_of(c->a, ma), tpn_of(c->b, mb));
        }
        uint32_t ea = 0, eb = 0, wa = 0, wb = 0;
        swc_team_status(&ea, &wa, c->a, k);
        swc_team_status(&eb, &wb, c->b, k);
        if (ea != eb || wa != wb)
            return differ(c, "team %u: entry %u withdrawn %u vs %u %u", k, ea, wa, eb, wb);
        for (uint32_t r = 1; r <= nr; r++) {
            swc_team_result ra = SWC_TEAM_RESULT_INIT, rb = SWC_TEAM_RESULT_INIT;
            swc_team_round_result(&ra, c->a, k, r);
            swc_team_round_result(&rb, c->b, k, r);
            if (memcmp(&ra, &rb, sizeof ra) != 0)
                return differ(c, "team %u round %u: kind %d opp %u colour %d mp %d gp %d/%d complete %d vs %d %u %d %d %d/%d %d",
                              k, r, ra.kind, ra.opponent, ra.colour, ra.match_points, ra.game_points,
                              ra.opponent_game_points, ra.complete, rb.kind, rb.opponent, rb.colour, rb.match_points,
                              rb.game_points, rb.opponent_game_points, rb.complete);
            uint32_t la[SWC_MAX_BOARDS], lb[SWC_MAX_BOARDS];
            int na = swc_team_lineup(la, SWC_MAX_BOARDS, c->a, r, k), nb = swc_team_lineup(lb, SWC_MAX_BOARDS, c->b, r, k);
            if (na != nb)
                return differ(c, "team %u round %u: line-up of %d boards vs %d", k, r, na, nb);
            for (int i = 0; i < na; i++)
                if (tpn_of(c->a, la[i]) != tpn_of(c->b, lb[i]))
                    return differ(c, "team %u round %u board %d: TPN %u vs %u", k, r, i + 1, tpn_of(c->a, la[i]),
                                  tpn_of(c->b, lb[i]));
        }
    }
    for (uint32_t r = 1; r <= nr; r++) {
        uint32_t n = swc_team_match_count(c->a, r);
        if (n != swc_team_match_count(c->b, r))
            return differ(c, "round %u: %u team entries vs %u", r, n, swc_team_match_count(c->b, r));
        /* In order: the tool numbers a round's matches by it. */
        for (uint32_t i = 0; i < n; i++) {
            swc_team_match_info ma = SWC_TEAM_MATCH_INFO_INIT, mb = SWC_TEAM_MATCH_INFO_INIT;
            swc_team_match_get(&ma, c->a, r, i);
            swc_team_match_get(&mb, c->b, r, i);
            if (ma.white != mb.white || ma.black != mb.black || ma.kind != mb.kind)
                return differ(c, "round %u: team entry %u is %u-%u (kind %d) vs %u-%u (kind %d)", r, i + 1, ma.white,
                              ma.black, ma.kind, mb.white, mb.black, mb.kind);
        }
    }
    uint32_t nf = swc_team_forbidden_count(c->a);
    if (nf != swc_team_forbidden_count(c->b))
        return differ(c, "%u forbidden team pairs vs %u", nf, swc_team_forbidden_count(c->b));
    for (uint32_t i = 0; i < nf; i++) {
        uint32_t a1 = 0, b1 = 0, a2 = 0, b2 = 0;
        swc_team_forbidden(&a1, &b1, c->a, i);
        swc_team_forbidden(&a2, &b2, c->b, i);
        if (a1 != a2 || b1 != b2)
            return differ(c, "forbidden team pair %u-%u vs %u-%u", a1, b1, a2, b2);
    }
    for (uint32_t k = 1; k <= nt; k++)
        for (uint32_t r = 1; r <= nr + 4; r++) {
            int32_t ka = 0, kb = 0;
            swc_team_get_bye_request(&ka, c->a, k, r);
            swc_team_get_bye_request(&kb, c->b, k, r);
            if (ka != kb)
                return differ(c, "team %u round %u: bye asked %d vs %d", k, r, (int)ka, (int)kb);
        }
    for (uint32_t k = 1; k <= nt; k++) {
        uint32_t la[SWC_MAX_BOARDS], lb[SWC_MAX_BOARDS];
        int na = swc_team_next_lineup(la, SWC_MAX_BOARDS, c->a, k), nb = swc_team_next_lineup(lb, SWC_MAX_BOARDS, c->b, k);
        if (na != nb)
            return differ(c, "team %u: line-up handed in of %d boards vs %d", k, na, nb);
        for (int i = 0; i < na; i++)
            if (tpn_of(c->a, la[i]) != tpn_of(c->b, lb[i]))
                return differ(c, "team %u: board %d handed in: TPN %u vs %u", k, i + 1, tpn_of(c->a, la[i]),
                              tpn_of(c->b, lb[i]));
    }
    return 1;
}

int obs_equal(const swc_tournament *a, const swc_tournament *b, char *why, size_t cap)
{
    cmp c = { a, b, why, cap };
    uint32_t np = swc_tournament_player_count(a);
    if (np != swc_tournament_player_count(b) || swc_tournament_round_count(a) != swc_tournament_round_count(b))
        return differ(&c, "%u players and %u rounds vs %u and %u", np, swc_tournament_round_count(a),
                      swc_tournament_player_count(b), swc_tournament_round_count(b));
    if (!settings(&c))
        return 0;
    for (uint32_t tpn = 1; tpn <= np; tpn++)
        if (!player(&c, tpn))
            return 0;
    return forbidden(&c, np) && rounds(&c) && standings(&c) && journal(&c) && teams(&c);
}

/* Give every game of the last round without a result the same result on
 * both tournaments, so that the next round can be paired. */
static void finish_round(swc_tournament *t, uint32_t seed)
{
    swc_round *r = swc_tournament_round(t, swc_tournament_round_count(t));
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    for (uint32_t k = 1; r && k <= swc_round_board_count(r); k++)
        for (uint32_t g = 1; g <= (uint32_t)games; g++) {
            int32_t res = 0;
            swc_round_game_result(&res, r, k, g);
            if (res == SWC_RESULT_NONE || res == SWC_RESULT_ADJOURNED)
                swc_round_set_game_result(r, k, g, 1 + (int)((seed + k * 7 + g) % 3));
        }
}

int obs_equal_future(swc_tournament *a, swc_tournament *b, uint32_t max_rounds, char *why, size_t cap)
{
    for (uint32_t i = 0; i < max_rounds; i++) {
        uint32_t nr = swc_tournament_round_count(a);
        finish_round(a, nr);
        finish_round(b, nr);
        int ra = swc_tournament_pair_next(NULL, a), rb = swc_tournament_pair_next(NULL, b);
        if (ra != rb) {
            snprintf(why, cap, "pairing round %u: status %d (%s) vs %d (%s)", nr + 1, ra, swc_tournament_errmsg(a), rb,
                     swc_tournament_errmsg(b));
            return 0;
        }
        if (!obs_equal(a, b, why, cap)) {
            size_t n = strlen(why);
            snprintf(why + n, cap - n, " (after pairing round %u)", nr + 1);
            return 0;
        }
        if (ra != SWC_OK)
            break;
    }
    /* What the state behind the rounds does when it is used: a deleted
     * round brings back its requested byes, reinstated players play again,
     * point values that follow the win value move with it. */
    const char *what[] = { "deleting the last round", "reinstating every player", "changing the win value",
                           "adding a player" };
    for (int step = 0; step < 4; step++) {
        int ra = SWC_OK, rb = SWC_OK;
        if (step == 0) {
            ra = swc_tournament_delete_last_round(a);
            rb = swc_tournament_delete_last_round(b);
        } else if (step == 1) {
            for (uint32_t tpn = 1; tpn <= swc_tournament_player_count(a) && ra == rb; tpn++) {
                ra = swc_player_reinstate(swc_tournament_player_by_tpn(a, tpn));
                rb = swc_player_reinstate(swc_tournament_player_by_tpn(b, tpn));
            }
        } else if (step == 3) {
            /* The next free id, and where a late entry goes in the order. */
            swc_player_info pi = SWC_PLAYER_INFO_INIT;
            pi.name = "Late, Entrant";
            pi.rating = 1500;
            uint32_t ida = 0, idb = 0;
            ra = swc_player_add(&ida, a, &pi);
            rb = swc_player_add(&idb, b, &pi);
            if (ra == rb && ida != idb) {
                snprintf(why, cap, "adding a player: id %u vs %u", ida, idb);
                return 0;
            }
        } else {
            int32_t win = 0;
            swc_tournament_get_int(&win, a, SWC_SET_POINTS_WIN);
            ra = swc_tournament_set_int(a, SWC_SET_POINTS_WIN, win + 10);
            rb = swc_tournament_set_int(b, SWC_SET_POINTS_WIN, win + 10);
        }
        if (ra != rb) {
            snprintf(why, cap, "%s: status %d vs %d", what[step], ra, rb);
            return 0;
        }
        if (!obs_equal(a, b, why, cap)) {
            size_t n = strlen(why);
            snprintf(why + n, cap - n, " (after %s)", what[step]);
            return 0;
        }
    }
    uint32_t nr = swc_tournament_round_count(a);
    finish_round(a, nr);
    finish_round(b, nr);
    int ra = swc_tournament_pair_next(NULL, a), rb = swc_tournament_pair_next(NULL, b);
    if (ra != rb || !obs_equal(a, b, why, cap)) {
        if (ra != rb)
            snprintf(why, cap, "pairing again: status %d vs %d", ra, rb);
        return 0;
    }
    return 1;
}
