/* The sheets of a team event: a round's matches and boards, and the team
 * crosstable. The crosstable ranks by match points, game points, then
 * pairing number: the team standings with their tie-breaks are the
 * standings command's. */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "sheets.h"

static void cell_u(sheet *s, uint32_t v)
{
    char b[16];
    snprintf(b, sizeof b, "%u", (unsigned)v);
    sheet_cell(s, b);
}

static void cell_points(sheet *s, int32_t tenths)
{
    char b[16];
    sheet_cell(s, cli_points(b, tenths));
}

static const char *match_word(int32_t kind)
{
    switch (kind) {
    case SWC_TEAM_MATCH_FORFEIT_WHITE: return "+-";
    case SWC_TEAM_MATCH_FORFEIT_BLACK: return "-+";
    case SWC_TEAM_MATCH_FORFEIT_BOTH: return "--";
    default: return "";
    }
}

int cli_team_boards_sheets(sheet out[2], const swc_tournament *t, uint32_t round, int people)
{
    int32_t boards = 0;
    swc_team_get_int(&boards, t, SWC_TEAM_BOARDS);
    const swc_round *r = swc_tournament_round(t, round);
    if (!r)
        return -1;
    char title[64];
    snprintf(title, sizeof title, cli_tr("Round %u: matches"), (unsigned)round);
    sheet *m = &out[0], *b = &out[1];
    sheet_init(m, title);
    sheet_column_add(m, "match", cli_tr("Match"), 1);
    sheet_column_add(m, "white_team", cli_tr("Team"), 1);
    sheet_column_add(m, "white_name", cli_tr("Team name"), 0);
    sheet_column_add(m, "white_game_points", cli_tr("GP"), 1);
    sheet_column_add(m, "black_game_points", cli_tr("GP"), 1);
    sheet_column_add(m, "black_team", cli_tr("Team"), 1);
    sheet_column_add(m, "black_name", cli_tr("Team name"), 0);
    sheet_column_add(m, "white_match_points", cli_tr("MP"), 1);
    sheet_column_add(m, "black_match_points", cli_tr("MP"), 1);
    sheet_column_add(m, "forfeit", cli_tr("Forfeit"), 0);
    sheet_column_add(m, "complete", cli_tr("Complete"), 0);
    snprintf(title, sizeof title, cli_tr("Round %u: boards"), (unsigned)round);
    sheet_init(b, title);
    sheet_column_add(b, "match", cli_tr("Match"), 1);
    sheet_column_add(b, "board", cli_tr("Board"), 1);
    sheet_column_add(b, "white_team", cli_tr("Team"), 1);
    sheet_column_add(b, "white_id", cli_number_head(), 1);
    sheet_column_add(b, "white_name", people ? cli_tr_colour(t, SWC_COLOUR_WHITE) : "white_name", 0);
    sheet_column_add(b, "result", cli_tr("Result"), 0);
    sheet_column_add(b, "black_id", cli_number_head(), 1);
    sheet_column_add(b, "black_name", people ? cli_tr_colour(t, SWC_COLOUR_BLACK) : "black_name", 0);
    sheet_column_add(b, "black_team", cli_tr("Team"), 1);
    uint32_t n = swc_team_match_count(t, round), match = 0;
    for (uint32_t i = 0; i < n; i++) {
        swc_team_match_info mi = SWC_TEAM_MATCH_INFO_INIT;
        swc_team_match_get(&mi, t, round, i);
        swc_team_result wr = SWC_TEAM_RESULT_INIT, br = SWC_TEAM_RESULT_INIT;
        swc_team_round_result(&wr, t, mi.white, round);
        if (!mi.black) {
            char note[160];
            snprintf(note, sizeof note, cli_tr("Team %u %s: %s (%s match points, %s game points)"), (unsigned)mi.white,
                     cli_team_name(t, mi.white), cli_kind_word(mi.kind), cli_points((char[16]){ 0 }, wr.match_points),
                     cli_points((char[16]){ 0 }, wr.game_points));
            sheet_note(m, note);
            continue;
        }
        match++;
        swc_team_round_result(&br, t, mi.black, round);
        cell_u(m, match);
        cell_u(m, mi.white);
        sheet_cell(m, cli_team_name(t, mi.white));
        cell_points(m, wr.game_points);
        cell_points(m, br.game_points);
        cell_u(m, mi.black);
        sheet_cell(m, cli_team_name(t, mi.black));
        /* Match points only once every board has its result. */
        if (wr.complete) {
            cell_points(m, wr.match_points);
            cell_points(m, br.match_points);
        } else {
            sheet_cell(m, NULL);
            sheet_cell(m, NULL);
        }
        sheet_cell(m, match_word(mi.kind));
        sheet_cell(m, people ? cli_tr(wr.complete ? "yes" : "no") : wr.complete ? "yes" : "no");
        for (uint32_t k = 1; k <= (uint32_t)boards; k++) {
            uint32_t ib = 0, w = 0, bl = 0;
            int32_t res = SWC_RESULT_NONE;
            uint32_t wl[SWC_MAX_BOARDS] = { 0 }, bll[SWC_MAX_BOARDS] = { 0 };
            swc_team_lineup(wl, SWC_MAX_BOARDS, t, round, mi.white);
            swc_team_lineup(bll, SWC_MAX_BOARDS, t, round, mi.black);
            if (swc_team_board(&ib, t, round, mi.white, k) == SWC_OK && ib) {
                swc_round_board(&w, &bl, r, ib);
                swc_round_game_result(&res, r, ib, 1);
            }
            /* The individual game's colours; an empty board by the line-ups. */
            uint32_t white = w, black = bl;
            if (!ib || !w || !bl) {
                white = wl[k - 1];
                black = bll[k - 1];
            }
            uint32_t wteam = white ? swc_team_of_player(t, white) : 0, bteam = black ? swc_team_of_player(t, black) : 0;
            if (!wteam)
                wteam = bteam == mi.white ? mi.black : mi.white;
            if (!bteam)
                bteam = wteam == mi.white ? mi.black : mi.white;
            cell_u(b, match);
            cell_u(b, k);
            cell_u(b, wteam);
            if (white)
                cell_u(b, cli_number_of(t, white));
            else
                sheet_cell(b, NULL);
            sheet_cell(b, white ? swc_player_name(swc_tournament_player(t, white)) : "-");
            sheet_cell(b, mi.kind != SWC_TEAM_MATCH_PLAYED ? match_word(mi.kind)
                          : res == SWC_RESULT_NONE         ? (people ? "" : "?")
                                                           : cli_result_text(res));
            if (black)
                cell_u(b, cli_number_of(t, black));
            else
                sheet_cell(b, NULL);
            sheet_cell(b, black ? swc_player_name(swc_tournament_player(t, black)) : "-");
            cell_u(b, bteam);
        }
    }
    return 0;
}

/* ---- crosstable ------------------------------------------------------------------------- */

int cli_team_crosstable_sheet(sheet *s, swc_tournament *t, const char *tiebreaks, uint32_t after_round)
{
    uint32_t rounds = swc_tournament_round_count(t);
    if (after_round && after_round < rounds)
        rounds = after_round;
    /* The order, places and tie-breaks of the standings. */
    swc_team_standings *st = NULL;
    int rc = swc_team_standings_new(&st, t, tiebreaks, rounds);
    if (rc != SWC_OK)
        return rc;
    uint32_t n = swc_team_standings_count(st), nc = swc_team_standings_columns(st);
    uint32_t *line_of = calloc(swc_team_count(t) + 1, sizeof *line_of);
    if (!line_of) {
        swc_team_standings_free(st);
        return SWC_ENOMEM;
    }
    for (uint32_t i = 0; i < n; i++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, st, i);
        line_of[row.team] = i + 1;
    }
    char title[64], key[16];
    snprintf(title, sizeof title, cli_tr("Team crosstable after round %u"), (unsigned)rounds);
    sheet_init(s, title);
    sheet_column_add(s, "no", cli_tr("No."), 1);
    sheet_column_add(s, "rank", cli_tr("Rank"), 1);
    sheet_column_add(s, "team", cli_tr("Team"), 1);
    sheet_column_add(s, "name", cli_tr("Team name"), 0);
    for (uint32_t k = 1; k <= rounds; k++) {
        snprintf(key, sizeof key, "r%u", (unsigned)k);
        sheet_column_add(s, key, key, 0);
    }
    sheet_column_add(s, "match_points", cli_tr("MP"), 1);
    sheet_column_add(s, "game_points", cli_tr("GP"), 1);
    /* The cascade after its primary score, which MP or GP shows. */
    cli_team_standings_heads(s, st, 1);
    for (uint32_t i = 0; i < n; i++) {
        swc_team_standing row = SWC_TEAM_STANDING_INIT;
        swc_team_standings_get(&row, st, i);
        uint32_t team = row.team;
        char buf[CLI_VALUE_BUF];
        cell_u(s, i + 1);
        snprintf(buf, sizeof buf, "%lu%s", (unsigned long)row.rank, row.shared ? "=" : "");
        sheet_cell(s, buf);
        cell_u(s, team);
        sheet_cell(s, cli_team_name(t, team));
        for (uint32_t k = 1; k <= rounds; k++) {
            swc_team_result tr = SWC_TEAM_RESULT_INIT;
            char cell[48], gp[16];
            swc_team_round_result(&tr, t, team, k);
            cli_points(gp, tr.game_points);
            switch (tr.kind) {
            case SWC_RK_PLAYED:
            case SWC_RK_FORFEIT_WIN:
            case SWC_RK_FORFEIT_LOSS:
                if (tr.opponent)
                    snprintf(cell, sizeof cell, "%u%c%s%s", (unsigned)line_of[tr.opponent],
                             tr.colour == SWC_COLOUR_WHITE ? 'w' : 'b', tr.kind == SWC_RK_PLAYED ? "" : "F", gp);
                else
                    snprintf(cell, sizeof cell, "-");
                break;
            case SWC_RK_PAB: snprintf(cell, sizeof cell, "+%s", gp); break;
            case SWC_RK_FULL_BYE: snprintf(cell, sizeof cell, "F%s", gp); break;
            case SWC_RK_HALF_BYE: snprintf(cell, sizeof cell, "=%s", gp); break;
            case SWC_RK_ZERO_BYE:
            case SWC_RK_NOT_PAIRED: snprintf(cell, sizeof cell, "-"); break;
            default: cell[0] = '\0'; break;
            }
            sheet_cell(s, cell);
        }
        int32_t mp = 0, gp = 0;
        swc_team_score(&mp, &gp, t, team, rounds);
        cell_points(s, mp);
        cell_points(s, gp);
        cli_team_standings_cells(s, st, i, 1);
    }
    /* The cascade by its headings: the codes, or their Chinese names. */
    char cascade[512] = "", note[1024];
    size_t len = 0;
    for (uint32_t c = 0; c < nc && len < sizeof cascade; c++) {
        swc_criterion_info ci = SWC_CRITERION_INFO_INIT;
        swc_team_standings_column(&ci, st, c);
        len += (size_t)snprintf(cascade + len, sizeof cascade - len, "%s%s",
                                c ? (cli_lang_is_zh() ? "、" : ", ") : "", cli_criterion_heading(&ci));
    }
    snprintf(note, sizeof note,
             cli_tr("A round: the opponent's line, w or b for the team named first or second, F a forfeited match, "
                    "then the game points; + the team's bye. Ranked as the standings: %s."),
             cascade);
    sheet_note(s, note);
    swc_team_standings_free(st);
    free(line_of);
    return SWC_OK;
}
