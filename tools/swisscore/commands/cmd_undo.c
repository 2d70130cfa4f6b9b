/*
 * swisscore undo and redo: take back the last change of an event (a result,
 * a player added, a pairing ...), and put it back.
 *
 * The journal says what the last change was. Walking it from the start
 * gives the changes in force (a stack: a change pushes, an undo pops) and
 * the undos that a redo may still reverse (cleared by any new change).
 * What an undo removes (players, a paired round) is kept in its journal
 * entry as JSON text, so that a redo puts back exactly that. Players and
 * rounds go in and out through the event's JSON document, which the
 * library reads back as it would read the file.
 */
#include "cli.h"
#include "team_round.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

/* ---- the journal's state ------------------------------------------------------ */

typedef struct history {
    uint32_t *done, *undone; /* entry numbers: changes in force, undos a redo may reverse */
    size_t ndone, nundone;
} history;

static int is_change(int kind)
{
    return kind == SWC_JOURNAL_RESULT || kind == SWC_JOURNAL_PLAYER_ADDED || kind == SWC_JOURNAL_PLAYERS_IMPORTED ||
           kind == SWC_JOURNAL_PLAYER_WITHDRAWN || kind == SWC_JOURNAL_PLAYER_ABSENT ||
           kind == SWC_JOURNAL_ROUND_PAIRED || kind == SWC_JOURNAL_TEAM_MATCH || kind == SWC_JOURNAL_LINEUP;
}

static int history_of(history *h, const swc_tournament *t)
{
    uint32_t n = swc_journal_count(t);
    memset(h, 0, sizeof *h);
    h->done = malloc((n + 1) * sizeof *h->done);
    h->undone = malloc((n + 1) * sizeof *h->undone);
    if (!h->done || !h->undone) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    for (uint32_t k = 1; k <= n; k++) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        swc_journal_get(&e, t, k);
        if (is_change(e.kind)) {
            h->done[h->ndone++] = k;
            h->nundone = 0;
        } else if (e.kind == SWC_JOURNAL_UNDO && h->ndone) {
            h->ndone--;
            h->undone[h->nundone++] = k;
        } else if (e.kind == SWC_JOURNAL_ROUND_REMOVED) {
            /* The round's pairing, results and line-ups went with it, and
             * the line-ups handed in for the round after it (its data
             * keeps them for a redo). */
            size_t keep = 0;
            for (size_t i = 0; i < h->ndone; i++) {
                swc_journal_entry d = SWC_JOURNAL_ENTRY_INIT;
                swc_journal_get(&d, t, h->done[i]);
                int of_round = d.round == e.round && (d.kind == SWC_JOURNAL_RESULT || d.kind == SWC_JOURNAL_ROUND_PAIRED ||
                                                      d.kind == SWC_JOURNAL_REDO || d.kind == SWC_JOURNAL_TEAM_MATCH);
                of_round |= d.kind == SWC_JOURNAL_LINEUP && d.round >= e.round;
                if (!of_round)
                    h->done[keep++] = h->done[i];
            }
            h->ndone = keep;
            h->undone[h->nundone++] = k;
        } else if (e.kind == SWC_JOURNAL_REDO && h->nundone) {
            uint32_t u = h->undone[--h->nundone];
            swc_journal_entry ue = SWC_JOURNAL_ENTRY_INIT;
            swc_journal_get(&ue, t, u);
            /* A redone change is in force again; a round brought back is a
             * change of its own (undo removes it again). */
            h->done[h->ndone++] = ue.kind == SWC_JOURNAL_UNDO ? (uint32_t)ue.before : k;
        }
    }
    return CLI_OK;
}

static void history_free(history *h)
{
    free(h->done);
    free(h->undone);
}

/* ---- the event as a JSON document ------------------------------------------------------ */

static json_t *document_of(swc_tournament *t)
{
    char *text = NULL;
    size_t len = 0;
    swc_json_write_options jo = SWC_JSON_WRITE_OPTIONS_INIT;
    jo.indent = 0;
    if (cli_render(&text, &len, t, 1, &jo, "cannot write the event") != CLI_OK)
        return NULL;
    json_t *doc = json_loadb(text, len, 0, NULL);
    free(text);
    if (!doc)
        cli_error("out of memory");
    return doc;
}

/* The tournament of an edited document. Scores are left out, as they
 * follow the rounds; so are the automatic pairing numbers, which follow the
 * players. */
static int tournament_of(swc_tournament **out, json_t *doc, const char *path)
{
    json_t *players = json_object_get(doc, "players"), *p;
    const char *order = json_string_value(json_object_get(json_object_get(doc, "settings"), "tpn_order"));
    int manual = order && !strcmp(order, "manual");
    size_t i;
    json_array_foreach(players, i, p) {
        json_object_del(p, "score");
        if (!manual)
            json_object_del(p, "tpn");
    }
    char *text = json_dumps(doc, JSON_COMPACT);
    if (!text) {
        cli_error("out of memory");
        return CLI_EINTERNAL;
    }
    int code = cli_json_parse(out, text, strlen(text), path);
    free(text);
    return code;
}

/* In manual order the pairing numbers stay those of the document, without
 * gaps: the players' order by their old numbers, numbered again from 1. */
static void number_again(json_t *players)
{
    size_t n = json_array_size(players);
    for (size_t rank = 1; rank <= n; rank++) {
        json_t *best = NULL;
        long long low = 0;
        for (size_t i = 0; i < n; i++) {
            json_t *p = json_array_get(players, i);
            long long v = json_integer_value(json_object_get(p, "tpn"));
            if (json_object_get(p, "renumbered"))
                continue;
            if (!best || v < low)
                best = p, low = v;
        }
        json_object_set_new(best, "tpn", json_integer((json_int_t)rank));
        json_object_set_new(best, "renumbered", json_true());
    }
    for (size_t i = 0; i < n; i++)
        json_object_del(json_array_get(players, i), "renumbered");
}

/* ---- rounds and players in and out ------------------------------------------------------- */

/* Line-ups handed in are for the round after the last: a round taken out
 * or put back leaves them for no round (the library drops them too). */
static void drop_lineups_ahead(json_t *doc)
{
    json_object_del(json_object_get(doc, "teams"), "lineups_ahead");
}

/* The last round as JSON text (malloc'd), taken out of the document. Round
 * 1 takes the Baku group A it fixed with it; the line-ups handed in for
 * the round after it go with it too, for a redo to give back. */
static char *take_last_round(json_t *doc)
{
    json_t *rounds = json_object_get(doc, "rounds"), *settings = json_object_get(doc, "settings");
    size_t n = json_array_size(rounds);
    if (!n)
        return NULL;
    json_t *r = json_array_get(rounds, n - 1), *baku = json_object_get(settings, "baku_group_a_last");
    json_t *ahead = json_object_get(json_object_get(doc, "teams"), "lineups_ahead");
    if (ahead)
        json_object_set(r, "lineups_ahead", ahead);
    drop_lineups_ahead(doc);
    if (n == 1 && baku) {
        json_object_set(r, "baku_group_a_last", baku);
        json_object_del(settings, "baku_group_a_last");
    }
    /* A team round goes with its board games. */
    json_t *trounds = json_object_get(json_object_get(doc, "teams"), "rounds"), *tr;
    size_t i;
    json_array_foreach(trounds, i, tr) {
        if (json_integer_value(json_object_get(tr, "round")) == (json_int_t)n) {
            json_object_set(r, "team_round", tr);
            json_array_remove(trounds, i);
            break;
        }
    }
    char *text = json_dumps(r, JSON_COMPACT);
    json_array_remove(rounds, n - 1);
    return text;
}

static int put_round(json_t *doc, const char *text)
{
    drop_lineups_ahead(doc);
    json_t *r = json_loads(text, 0, NULL), *baku = json_object_get(r, "baku_group_a_last");
    if (baku) {
        json_object_set(json_object_get(doc, "settings"), "baku_group_a_last", baku);
        json_object_del(r, "baku_group_a_last");
    }
    json_t *ahead = json_object_get(r, "lineups_ahead");
    if (ahead) {
        json_t *teams = json_object_get(doc, "teams");
        if (!teams || json_object_set(teams, "lineups_ahead", ahead))
            return -1;
        json_object_del(r, "lineups_ahead");
    }
    json_t *tr = json_object_get(r, "team_round");
    if (tr) {
        json_t *teams = json_object_get(doc, "teams"), *trounds = json_object_get(teams, "rounds");
        if (!trounds && teams)
            json_object_set_new(teams, "rounds", trounds = json_array());
        if (!trounds || json_array_append(trounds, tr))
            return -1;
        json_object_del(r, "team_round");
    }
    return r && json_array_append_new(json_object_get(doc, "rounds"), r) == 0 ? 0 : -1;
}

/* Players first..first+count-1 as a JSON list (malloc'd), taken out of the
 * document with every mention of them; NULL when one of them has played. */
static char *take_players(json_t *doc, uint32_t first, uint32_t count)
{
    json_t *players = json_object_get(doc, "players"), *taken = json_array(), *r, *b;
    size_t i, j;
    for (i = json_array_size(players); i-- > 0;) {
        json_int_t id = json_integer_value(json_object_get(json_array_get(players, i), "id"));
        if (id >= first && id < (json_int_t)first + count) {
            json_array_insert(taken, 0, json_array_get(players, i));
            json_array_remove(players, i);
        }
    }
    json_array_foreach(json_object_get(doc, "rounds"), i, r) {
        json_t *boards = json_object_get(r, "boards"), *byes = json_object_get(r, "byes");
        json_array_foreach(boards, j, b) {
            json_int_t w = json_integer_value(json_object_get(b, "white"));
            json_int_t k = json_integer_value(json_object_get(b, "black"));
            if ((w >= first && w < (json_int_t)first + count) || (k >= first && k < (json_int_t)first + count)) {
                json_decref(taken);
                return NULL;
            }
        }
        for (j = json_array_size(byes); j-- > 0;) {
            json_t *y = json_array_get(byes, j);
            json_int_t id = json_integer_value(json_object_get(y, "id"));
            const char *kind = json_string_value(json_object_get(y, "kind"));
            if (id >= first && id < (json_int_t)first + count) {
                if (!kind || strcmp(kind, "not_entered") != 0) {
                    json_decref(taken);
                    return NULL;
                }
                json_array_remove(byes, j);
            }
        }
    }
    json_t *forbidden = json_object_get(doc, "forbidden_pairs");
    for (i = json_array_size(forbidden); i-- > 0;) {
        json_t *pair = json_array_get(forbidden, i);
        for (j = 0; j < 2; j++) {
            json_int_t id = json_integer_value(json_array_get(pair, j));
            if (id >= first && id < (json_int_t)first + count) {
                json_array_remove(forbidden, i);
                break;
            }
        }
    }
    const char *order = json_string_value(json_object_get(json_object_get(doc, "settings"), "tpn_order"));
    if (order && !strcmp(order, "manual"))
        number_again(players);
    char *text = json_dumps(taken, JSON_COMPACT);
    json_decref(taken);
    return text;
}

static int put_players(json_t *doc, const char *text)
{
    json_t *list = json_loads(text, 0, NULL), *players = json_object_get(doc, "players"), *p, *q;
    if (!json_is_array(list)) {
        json_decref(list);
        return -1;
    }
    const char *order = json_string_value(json_object_get(json_object_get(doc, "settings"), "tpn_order"));
    size_t i, j;
    json_array_foreach(list, i, p) {
        /* In manual order those at or below his old number move down one. */
        if (order && !strcmp(order, "manual")) {
            json_int_t tpn = json_integer_value(json_object_get(p, "tpn"));
            json_array_foreach(players, j, q) {
                json_int_t v = json_integer_value(json_object_get(q, "tpn"));
                if (v >= tpn)
                    json_object_set_new(q, "tpn", json_integer(v + 1));
            }
        }
        json_array_append(players, p);
    }
    json_decref(list);
    return 0;
}

/* ---- undoing and redoing one change ------------------------------------------------------- */

static uint32_t results_of(const swc_tournament *t, const swc_round *r)
{
    int32_t games = 1;
    swc_tournament_get_int(&games, t, SWC_SET_GAMES_PER_PAIRING);
    uint32_t n = 0;
    for (uint32_t b = 1; b <= swc_round_board_count(r); b++)
        for (int g = 1; g <= games; g++) {
            int32_t res = SWC_RESULT_NONE;
            swc_round_game_result(&res, r, b, (uint32_t)g);
            n += res != SWC_RESULT_NONE;
        }
    return n;
}

static int set_result(swc_tournament *t, const swc_journal_entry *e, int32_t result, const char *path)
{
    swc_round *r = swc_tournament_round(t, e->round);
    int rc = !r ? SWC_ENOTFOUND
             : e->game ? swc_round_set_game_result(r, e->board, e->game, result)
                       : swc_round_set_result(r, e->board, result);
    if (rc != SWC_OK) {
        cli_error(cli_tr("%s: round %u, board %u: %s"), path, (unsigned)e->round, (unsigned)e->board,
                  r ? swc_tournament_errmsg(t) : cli_tr("the round is gone"));
        return cli_exit_for_status(rc);
    }
    return CLI_OK;
}

static int refuse_status(swc_tournament *t, int rc, const char *path)
{
    cli_error("%s: %s", path, swc_tournament_errmsg(t));
    return rc == SWC_ENOMEM ? CLI_EINTERNAL : CLI_EINPUT;
}

/* A team match as entry `e` left it (`after`) or found it: its kind, and
 * when it is played again the line-ups its data kept ("lineup TEAM: ID ..."). */
static int match_kind_of(swc_tournament *t, const swc_journal_entry *e, int after)
{
    int32_t kind = after ? e->after : e->before;
    int rc = swc_team_set_match_kind(t, e->round, e->board, kind);
    if (rc == SWC_OK && !after && kind == SWC_TEAM_MATCH_PLAYED)
        rc = cli_team_lineups_set(t, e->round, e->data, "lineup");
    return rc;
}

/* The same, refused when a result would move to another board (the journal
 * names results by their boards). */
static int set_match_kind(swc_tournament *t, const swc_journal_entry *e, int after, const char *path)
{
    uint32_t *was = cli_team_results_where(t, e->round);
    if (!was)
        return CLI_EINTERNAL;
    int rc = match_kind_of(t, e, after);
    int code = rc != SWC_OK ? refuse_status(t, rc, path) : cli_team_results_moved(t, e->round, was, path);
    free(was);
    return code;
}

/* The line-ups handed in that round `round` took when it was created: the
 * data of the latest entry that paired it (NULL when none). */
static const char *taken_by(const swc_tournament *t, uint32_t round)
{
    for (uint32_t k = swc_journal_count(t); k >= 1; k--) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        if (swc_journal_get(&e, t, k) == SWC_OK && e.kind == SWC_JOURNAL_ROUND_PAIRED && e.round == round)
            return e.data;
    }
    return NULL;
}

/* The tournament of `doc`, whose last round `round` was taken out: the
 * line-ups handed in that the round took are handed in again. */
static int without_round(swc_tournament **out, json_t *doc, uint32_t round, const char *path)
{
    swc_tournament *u = NULL;
    int code = tournament_of(&u, doc, path);
    if (code != CLI_OK)
        return code;
    int rc = cli_team_lineups_set(u, round, taken_by(u, round), "lineup");
    if (rc != SWC_OK) {
        code = refuse_status(u, rc, path);
        swc_tournament_free(u);
        return code;
    }
    *out = u;
    return CLI_OK;
}

/* The line-ups of a `lineup` entry: as it found them (`word` "was") or
 * left them ("lineup"); refused when a result would move to another board. */
static int set_lineups(swc_tournament *t, const swc_journal_entry *e, const char *word, const char *path)
{
    if (e->round > swc_tournament_round_count(t)) {
        int rc = cli_team_lineups_set(t, e->round, e->data, word);
        return rc == SWC_OK ? CLI_OK : refuse_status(t, rc, path);
    }
    uint32_t *was = cli_team_results_where(t, e->round);
    if (!was)
        return CLI_EINTERNAL;
    int rc = cli_team_lineups_set(t, e->round, e->data, word);
    int code = rc != SWC_OK ? refuse_status(t, rc, path) : cli_team_results_moved(t, e->round, was, path);
    free(was);
    return code;
}

/*
 * Take back change `e` of *tp (a change in force; `is_redo` when it is a
 * round a redo brought back). *tp may be replaced; *data receives what a
 * redo needs (malloc'd, NULL when nothing).
 */
static int take_back(swc_tournament **tp, const swc_journal_entry *e, int is_redo, char **data, const char *path)
{
    swc_tournament *t = *tp;
    *data = NULL;
    swc_player *p = swc_tournament_player(t, e->player);
    int rc = SWC_OK;
    if (is_redo || e->kind == SWC_JOURNAL_ROUND_PAIRED) {
        uint32_t last = swc_tournament_round_count(t);
        if (last != e->round) {
            cli_error(cli_tr("%s: round %u is not the last round (%u)"), path, (unsigned)e->round, (unsigned)last);
            return CLI_EINPUT;
        }
        if (!is_redo && results_of(t, swc_tournament_round(t, last))) {
            cli_error(cli_tr("%s: round %u has results that the journal does not list; "
                             "'swisscore undo --round %u --force' removes it with them"),
                      path, (unsigned)last, (unsigned)last);
            return CLI_EINPUT;
        }
    }
    if (is_redo || e->kind == SWC_JOURNAL_ROUND_PAIRED || e->kind == SWC_JOURNAL_PLAYER_ADDED ||
        e->kind == SWC_JOURNAL_PLAYERS_IMPORTED) {
        json_t *doc = document_of(t);
        if (!doc)
            return CLI_EINTERNAL;
        if (e->kind == SWC_JOURNAL_PLAYER_ADDED || e->kind == SWC_JOURNAL_PLAYERS_IMPORTED) {
            uint32_t count = e->kind == SWC_JOURNAL_PLAYER_ADDED ? 1 : (uint32_t)e->after;
            *data = take_players(doc, e->player, count);
            if (!*data) {
                json_decref(doc);
                cli_error(cli_tr("%s: player %u has played since; undo the rounds he played first"), path,
                          (unsigned)e->player);
                return CLI_EINPUT;
            }
        } else {
            *data = take_last_round(doc);
        }
        swc_tournament *u = NULL;
        int round = e->kind != SWC_JOURNAL_PLAYER_ADDED && e->kind != SWC_JOURNAL_PLAYERS_IMPORTED;
        int code = !*data ? CLI_EINTERNAL
                   : round ? without_round(&u, doc, e->round, path)
                           : tournament_of(&u, doc, path);
        json_decref(doc);
        if (code != CLI_OK) {
            free(*data);
            *data = NULL;
            return code;
        }
        swc_tournament_free(t);
        *tp = u;
        return CLI_OK;
    }
    switch (e->kind) {
    case SWC_JOURNAL_RESULT:
        return set_result(t, e, e->before, path);
    case SWC_JOURNAL_TEAM_MATCH:
        return set_match_kind(t, e, 0, path);
    case SWC_JOURNAL_LINEUP:
        return set_lineups(t, e, "was", path);
    case SWC_JOURNAL_PLAYER_WITHDRAWN:
        rc = !p ? SWC_ENOTFOUND : e->before ? swc_player_withdraw(p, (uint32_t)e->before) : swc_player_reinstate(p);
        break;
    case SWC_JOURNAL_PLAYER_ABSENT:
        rc = !p ? SWC_ENOTFOUND : swc_player_request_bye(p, e->round, e->before);
        break;
    default:
        rc = SWC_EINVAL;
        break;
    }
    return rc == SWC_OK ? CLI_OK : refuse_status(t, rc, path);
}

/* Put back change `e` that undo entry (or round removal) `u` took back. */
static int put_back(swc_tournament **tp, const swc_journal_entry *e, const swc_journal_entry *u, const char *path)
{
    swc_tournament *t = *tp;
    swc_player *p = swc_tournament_player(t, e->player);
    int rc = SWC_OK;
    if (*u->data) {
        int round = u->kind == SWC_JOURNAL_ROUND_REMOVED || e->kind == SWC_JOURNAL_ROUND_PAIRED ||
                    e->kind == SWC_JOURNAL_REDO;
        if (round && swc_tournament_round_count(t) + 1 != u->round) {
            cli_error(cli_tr("%s: round %u can only follow round %u"), path, (unsigned)u->round,
                      (unsigned)u->round - 1);
            return CLI_EINPUT;
        }
        json_t *doc = document_of(t);
        if (!doc)
            return CLI_EINTERNAL;
        int bad = round ? put_round(doc, u->data) : put_players(doc, u->data);
        swc_tournament *v = NULL;
        int code = bad ? CLI_EINPUT : tournament_of(&v, doc, path);
        json_decref(doc);
        if (bad)
            cli_error(cli_tr("%s: the journal's entry #%u cannot be put back"), path, (unsigned)u->before);
        if (code != CLI_OK)
            return code;
        swc_tournament_free(t);
        *tp = v;
        return CLI_OK;
    }
    switch (e->kind) {
    case SWC_JOURNAL_RESULT:
        return set_result(t, e, e->after, path);
    case SWC_JOURNAL_TEAM_MATCH:
        return set_match_kind(t, e, 1, path);
    case SWC_JOURNAL_LINEUP:
        return set_lineups(t, e, "lineup", path);
    case SWC_JOURNAL_PLAYER_WITHDRAWN:
        rc = p ? swc_player_withdraw(p, e->round) : SWC_ENOTFOUND;
        break;
    case SWC_JOURNAL_PLAYER_ABSENT:
        rc = p ? swc_player_request_bye(p, e->round, e->after) : SWC_ENOTFOUND;
        break;
    default:
        rc = SWC_EINVAL;
        break;
    }
    return rc == SWC_OK ? CLI_OK : refuse_status(t, rc, path);
}

/* ---- the commands ------------------------------------------------------------------------ */

enum { OPT_ROUND = 1, OPT_FORCE };

static const cli_option undo_options[] = {
    { "round", 0, 1, OPT_ROUND },
    { "force", 0, 0, OPT_FORCE },
    { NULL, 0, 0, 0 },
};

static const cli_option redo_options[] = {
    { NULL, 0, 0, 0 },
};

/* undo --round K: the last round with its pairing and results. */
static int remove_round(swc_tournament **tp, uint32_t k, int force, const char *path)
{
    swc_tournament *t = *tp;
    uint32_t last = swc_tournament_round_count(t);
    if (k != last) {
        cli_error(cli_tr(last ? "%s: round %u is not the last round (%u); later rounds go first"
                              : "%s: round %u is not paired (%u rounds)"),
                  path, (unsigned)k, (unsigned)last);
        return CLI_EINPUT;
    }
    const swc_round *r = swc_tournament_round(t, k);
    uint32_t boards = swc_round_board_count(r), results = results_of(t, r);
    if (results && !force) {
        cli_error(cli_tr("%s: round %u has %u results; removing it would lose them:"), path, (unsigned)k,
                  (unsigned)results);
        for (uint32_t b = 1; b <= boards; b++) {
            int32_t res = SWC_RESULT_NONE;
            swc_round_game_result(&res, r, b, 1);
            if (res != SWC_RESULT_NONE)
                fprintf(stderr, cli_tr("  board %u: %s\n"), (unsigned)b, cli_result_text(res));
        }
        fprintf(stderr, "%s\n", cli_tr("Nothing was changed. --force removes the round all the same "
                                       "(the journal keeps it, and 'swisscore redo' brings it back)."));
        return CLI_EINPUT;
    }
    json_t *doc = document_of(t);
    if (!doc)
        return CLI_EINTERNAL;
    char *data = take_last_round(doc);
    swc_tournament *u = NULL;
    int code = data ? without_round(&u, doc, k, path) : CLI_EINTERNAL;
    json_decref(doc);
    if (code == CLI_OK) {
        swc_journal_entry e = SWC_JOURNAL_ENTRY_INIT;
        e.kind = SWC_JOURNAL_ROUND_REMOVED;
        e.round = k;
        e.after = (int32_t)results;
        e.data = data;
        code = cli_journal(u, &e, path);
    }
    free(data);
    if (code != CLI_OK) {
        swc_tournament_free(u);
        return code;
    }
    swc_tournament_free(t);
    *tp = u;
    printf(cli_tr("Removed round %u: %u boards, %u results."), (unsigned)k, (unsigned)boards, (unsigned)results);
    fputs("\n", stdout);
    return CLI_OK;
}

static int run(int argc, char **argv, int redo)
{
    cli_parser p;
    const char *value, *path = NULL, *cmd = redo ? "redo" : "undo";
    unsigned long long round = 0;
    int force = 0, id;
    cli_parser_init(&p, argc, argv, cmd);
    while ((id = cli_next(&p, redo ? redo_options : undo_options, &value)) != CLI_ARG_END) {
        switch (id) {
        case CLI_OPT_HELP:
            fputs(cli_help(redo ? &cli_cmd_redo : &cli_cmd_undo), stdout);
            return cli_finish_stdout(CLI_OK);
        case OPT_ROUND:
            if (cli_parse_uint(&round, value, SWC_MAX_ROUNDS) || round == 0)
                return cli_usage_error(cmd, "--round needs a round number, not '%s'", value);
            break;
        case OPT_FORCE:
            force = 1;
            break;
        case CLI_ARG_POSITIONAL:
            if (path)
                return cli_usage_error(cmd, "only one event file, please");
            path = value;
            break;
        default:
            return CLI_EUSAGE;
        }
    }
    if (!path)
        return cli_usage_error(cmd, "no event file given");
    if (force && !round)
        return cli_usage_error(cmd, "--force goes with --round K");
    swc_tournament *t = NULL;
    int code = cli_event_load(&t, path);
    if (code != CLI_OK)
        return code;
    if (round) {
        code = remove_round(&t, (uint32_t)round, force, path);
        if (code == CLI_OK)
            code = cli_event_save(t, path);
        swc_tournament_free(t);
        return code == CLI_OK ? cli_finish_stdout(code) : code;
    }
    history h;
    char what[600] = "";
    code = history_of(&h, t);
    swc_journal_entry target = SWC_JOURNAL_ENTRY_INIT, u = SWC_JOURNAL_ENTRY_INIT, note = SWC_JOURNAL_ENTRY_INIT;
    uint32_t number = 0;
    char *data = NULL;
    if (code == CLI_OK && !(redo ? h.nundone : h.ndone)) {
        cli_error(cli_tr(redo ? "%s: nothing to redo: no undo since the last change"
                              : "%s: nothing to undo: the journal lists no change in force "
                                "('swisscore undo --round K' removes round K)"),
                  path);
        code = CLI_EINPUT;
    }
    if (code == CLI_OK && redo) {
        number = h.undone[h.nundone - 1];
        swc_journal_get(&u, t, number);
        /* The change the undo took back, or the removed round itself. */
        if (u.kind == SWC_JOURNAL_UNDO)
            swc_journal_get(&target, t, (uint32_t)u.before);
        else
            target = u;
        code = put_back(&t, &target, &u, path);
        note.kind = SWC_JOURNAL_REDO;
        note.before = (int32_t)number;
    } else if (code == CLI_OK) {
        number = h.done[h.ndone - 1];
        swc_journal_get(&target, t, number);
        /* In words while the players it names are still there. */
        char change[500];
        cli_journal_describe(change, sizeof change, t, &target);
        snprintf(what, sizeof what, "#%u %s", (unsigned)number, change);
        code = take_back(&t, &target, target.kind == SWC_JOURNAL_REDO, &data, path);
        note.kind = SWC_JOURNAL_UNDO;
        note.before = (int32_t)number;
        note.data = data;
    }
    history_free(&h);
    if (code == CLI_OK) {
        note.round = target.round;
        note.board = target.board;
        note.game = target.game;
        note.player = target.player;
        code = cli_journal(t, &note, path);
    }
    free(data);
    if (code == CLI_OK && redo) {
        swc_journal_entry last = SWC_JOURNAL_ENTRY_INIT;
        swc_journal_get(&last, t, swc_journal_count(t));
        cli_journal_describe(what, sizeof what, t, &last);
    }
    if (code == CLI_OK)
        code = cli_event_save(t, path);
    if (code == CLI_OK) {
        printf(cli_tr(redo ? "Redone: %s" : "Undone: %s"), what);
        fputs("\n", stdout);
        code = cli_finish_stdout(CLI_OK);
    } else {
        fprintf(stderr, "%s\n", cli_tr("The event is unchanged."));
    }
    swc_tournament_free(t);
    return code;
}

static int run_undo(int argc, char **argv)
{
    return run(argc, argv, 0);
}

static int run_redo(int argc, char **argv)
{
    return run(argc, argv, 1);
}

const cli_command cli_cmd_undo = {
    "undo",
    "take back the last change of an event, or remove its last round",
    "Usage: swisscore undo EVENT\n"
    "       swisscore undo EVENT --round K [--force]\n"
    "\n"
    "Take back the last change of the event that is still in force, as its\n"
    "journal lists it (swisscore log): a result entered or corrected, a\n"
    "player added or a sign-up list imported, a withdrawal, an absence, a\n"
    "round paired (a team round hands in again the line-ups it took), a team\n"
    "match forfeited or played again, line-ups handed in or changed. It says\n"
    "what it took back. The undo is itself in the journal, with what it\n"
    "removed, and 'swisscore redo' puts the change back while no other change\n"
    "came in between. Repeated, undo goes further back.\n"
    "\n"
    "--round K removes the last round K with its pairings and results at\n"
    "once (a pairing found wrong after results came in). When the round has\n"
    "results it refuses, lists them and changes nothing, unless --force is\n"
    "given; the journal then keeps the round with its results, and 'swisscore\n"
    "redo' brings it back. Absences and withdrawals entered for later rounds\n"
    "stay. A team round hands in again the line-ups it took; those handed in\n"
    "for the round after it go with it, and come back with it.\n"
    "\n"
    "Examples:\n"
    "  swisscore undo fz.trf\n"
    "  swisscore undo fz.trf --round 5 --force\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 nothing to undo, or a round with\n"
    "results without --force (the event is unchanged), 3 I/O error, 5 the\n"
    "event is busy (another command is changing it).\n",
    run_undo,
};

const cli_command cli_cmd_redo = {
    "redo",
    "put back what the last undo took back",
    "Usage: swisscore redo EVENT\n"
    "\n"
    "Put back the change the last 'swisscore undo' took back (or the round\n"
    "'undo --round K' removed), exactly as it was, while no other change came\n"
    "in between; repeated, it reverses the undos before it. It says what it\n"
    "put back, and the journal lists the redo.\n"
    "\n"
    "Example:\n"
    "  swisscore redo fz.trf\n"
    "\n"
    "Exit status: 0 ok, 1 usage error, 2 nothing to redo (the event is\n"
    "unchanged), 3 I/O error, 5 the event is busy.\n",
    run_redo,
};
