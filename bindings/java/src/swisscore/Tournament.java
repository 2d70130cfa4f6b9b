package swisscore;

import com.sun.jna.Pointer;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.LongByReference;
import com.sun.jna.ptr.PointerByReference;
import java.lang.ref.Cleaner;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import swisscore.Types.*;

/**
 * One tournament of the C library. Methods are synchronized, so a tournament
 * may be shared between threads; separate tournaments share nothing. Between
 * processes, the swisscore tool's lock on the event file serialises changes
 * (doc/reliability.md). {@link #readTrf(byte[])} and {@link #readJson(byte[])}
 * take the document itself, never a file name; the File readers read files.
 * {@link #close()} frees it; a Cleaner does so for one that is never closed.
 */
public final class Tournament implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();
    private static final Native C = Native.LIB;

    /** Owns the C handle; run once, by close() or by the Cleaner. */
    private static final class Handle implements Runnable {
        Pointer p;
        Handle(Pointer p) { this.p = p; }
        @Override public synchronized void run() {
            if (p != null) {
                C.swc_tournament_free(p);
                p = null;
            }
        }
    }

    private final Handle handle;
    private final Cleaner.Cleanable cleanable;

    private Tournament(Pointer p) {
        handle = new Handle(p);
        cleanable = CLEANER.register(this, handle);
    }

    public static String version() { return C.swc_version_string(); }

    public static Tournament create() {
        PointerByReference out = new PointerByReference();
        check(C.swc_tournament_new(out, null), "swc_tournament_new", null);
        return new Tournament(out.getValue());
    }

    private static String cstr(byte[] b) {
        int n = 0;
        while (n < b.length && b[n] != 0) n++;
        return new String(b, 0, n, StandardCharsets.UTF_8);
    }

    public static Tournament readTrf(byte[] data) {
        PointerByReference out = new PointerByReference();
        Native.TrfError e = new Native.TrfError();
        int rc = C.swc_trf_read(out, data.length == 0 ? new byte[1] : data, data.length, null, e);
        if (rc != 0) throw new SwisscoreException(rc, "swc_trf_read", cstr(e.message), e.line, e.column, "");
        return new Tournament(out.getValue());
    }

    public static Tournament readTrfFile(String path) {
        PointerByReference out = new PointerByReference();
        Native.TrfError e = new Native.TrfError();
        int rc = C.swc_trf_read_file(out, path, null, e);
        if (rc != 0) throw new SwisscoreException(rc, "swc_trf_read_file", cstr(e.message), e.line, e.column, "");
        return new Tournament(out.getValue());
    }

    public static Tournament readJson(byte[] data) {
        PointerByReference out = new PointerByReference();
        Native.JsonError e = new Native.JsonError();
        int rc = C.swc_json_read(out, data.length == 0 ? new byte[1] : data, data.length, null, e);
        if (rc != 0)
            throw new SwisscoreException(rc, "swc_json_read", cstr(e.message), e.line, e.column, cstr(e.path));
        return new Tournament(out.getValue());
    }

    public static Tournament readJsonFile(String path) {
        PointerByReference out = new PointerByReference();
        Native.JsonError e = new Native.JsonError();
        int rc = C.swc_json_read_file(out, path, null, e);
        if (rc != 0)
            throw new SwisscoreException(rc, "swc_json_read_file", cstr(e.message), e.line, e.column, cstr(e.path));
        return new Tournament(out.getValue());
    }

    @Override public synchronized void close() { cleanable.clean(); }

    Pointer h(String fn) {
        if (handle.p == null) throw new SwisscoreException(SwisscoreException.EINVAL, fn, "the tournament is closed");
        return handle.p;
    }

    static void check(int rc, String fn, Pointer t) {
        if (rc != 0) throw new SwisscoreException(rc, fn, t == null ? "" : C.swc_tournament_errmsg(t));
    }

    private Pointer player(Pointer t, int id, String fn) {
        Pointer p = C.swc_tournament_player(t, id);
        if (p == null) throw new SwisscoreException(SwisscoreException.ENOTFOUND, fn, "no player with id " + id);
        return p;
    }

    private Pointer round(Pointer t, int n, String fn) {
        Pointer r = C.swc_tournament_round(t, n);
        if (r == null) throw new SwisscoreException(SwisscoreException.ENOTFOUND, fn, "no round " + n);
        return r;
    }

    public synchronized void setInt(int key, int value) {
        Pointer t = h("swc_tournament_set_int");
        check(C.swc_tournament_set_int(t, key, value), "swc_tournament_set_int", t);
    }

    public synchronized int getInt(int key) {
        Pointer t = h("swc_tournament_get_int");
        IntByReference v = new IntByReference();
        check(C.swc_tournament_get_int(v, t, key), "swc_tournament_get_int", t);
        return v.getValue();
    }

    public synchronized void setText(int key, String value) {
        Pointer t = h("swc_tournament_set_string");
        check(C.swc_tournament_set_string(t, key, value), "swc_tournament_set_string", t);
    }

    public synchronized String getText(int key) {
        Pointer t = h("swc_tournament_get_string");
        PointerByReference v = new PointerByReference();
        check(C.swc_tournament_get_string(v, t, key), "swc_tournament_get_string", t);
        return v.getValue() == null ? "" : v.getValue().getString(0, "UTF-8");
    }

    public synchronized int playerCount() { return C.swc_tournament_player_count(h("swc_tournament_player_count")); }

    public synchronized int roundCount() { return C.swc_tournament_round_count(h("swc_tournament_round_count")); }

    /** Writes the size-query-then-fill writers of the library. */
    private interface Writer { int write(LongByReference n, byte[] buf, long cap); }

    private byte[] text(String fn, Pointer t, Writer w) {
        LongByReference n = new LongByReference();
        int rc = w.write(n, null, 0);
        if (rc == 0) return new byte[0];
        if (rc != SwisscoreException.EBUFSIZE) check(rc, fn, t);
        byte[] buf = new byte[(int) n.getValue() + 1];
        check(w.write(n, buf, buf.length), fn, t);
        return Arrays.copyOf(buf, (int) n.getValue());
    }

    public synchronized byte[] toTrf(int format) {
        Pointer t = h("swc_trf_write");
        Native.TrfWriteOptions o = new Native.TrfWriteOptions(format);
        return text("swc_trf_write", t, (n, b, c) -> C.swc_trf_write(n, b, c, t, o));
    }

    public synchronized void writeTrfFile(String path, int format) {
        Pointer t = h("swc_trf_write_file");
        check(C.swc_trf_write_file(t, path, new Native.TrfWriteOptions(format)), "swc_trf_write_file", t);
    }

    public synchronized String toJson(int indent) {
        Pointer t = h("swc_json_write");
        Native.JsonWriteOptions o = new Native.JsonWriteOptions(indent);
        return new String(text("swc_json_write", t, (n, b, c) -> C.swc_json_write(n, b, c, t, o)),
                StandardCharsets.UTF_8);
    }

    public synchronized void writeJsonFile(String path, int indent) {
        Pointer t = h("swc_json_write_file");
        check(C.swc_json_write_file(t, path, new Native.JsonWriteOptions(indent)), "swc_json_write_file", t);
    }

    private static Native.PlayerInfoC toC(PlayerInfo p) {
        Native.PlayerInfoC c = new Native.PlayerInfoC();
        c.name = p.name();
        c.rating = p.rating();
        c.flags = p.flags();
        c.title = p.title();
        c.federation = p.federation();
        c.fide_id = p.fideId();
        c.sex = p.sex();
        c.birth_date = p.birthDate();
        c.group = p.group();
        c.tags = p.tags();
        c.cn_title = p.cnTitle();
        return c;
    }

    private static String s(String v) { return v == null ? "" : v; }

    /** Adds a player and returns its id (stable, unlike the TPN). */
    public synchronized int addPlayer(PlayerInfo info) {
        Pointer t = h("swc_player_add");
        IntByReference id = new IntByReference();
        check(C.swc_player_add(id, t, toC(info)), "swc_player_add", t);
        return id.getValue();
    }

    public synchronized void updatePlayer(int id, PlayerInfo info) {
        Pointer t = h("swc_player_update");
        check(C.swc_player_update(player(t, id, "swc_player_update"), toC(info)), "swc_player_update", t);
    }

    public synchronized PlayerInfo player(int id) {
        Pointer t = h("swc_player_get_info");
        Pointer p = player(t, id, "swc_player_get_info");
        Native.PlayerInfoC c = new Native.PlayerInfoC();
        check(C.swc_player_get_info(c, p), "swc_player_get_info", t);
        return new PlayerInfo(C.swc_player_id(p), C.swc_player_tpn(p), s(c.name), c.rating, s(c.title),
                s(c.federation), s(c.fide_id), c.sex, s(c.birth_date), s(c.group), s(c.tags), s(c.cn_title),
                c.flags);
    }

    /** Every player, in TPN order. */
    public synchronized List<PlayerInfo> players() {
        Pointer t = h("swc_tournament_player_by_tpn");
        List<PlayerInfo> out = new ArrayList<>();
        int n = C.swc_tournament_player_count(t);
        for (int tpn = 1; tpn <= n; tpn++)
            out.add(player(C.swc_player_id(C.swc_tournament_player_by_tpn(t, tpn))));
        return out;
    }

    /** Score after a round (0 = the start), in tenths. */
    public synchronized int score(int id, int afterRound) {
        Pointer t = h("swc_player_score");
        IntByReference v = new IntByReference();
        check(C.swc_player_score(v, player(t, id, "swc_player_score"), afterRound), "swc_player_score", t);
        return v.getValue();
    }

    public synchronized PlayerRound playerRound(int id, int round) {
        Pointer t = h("swc_player_round");
        Native.PlayerRoundC c = new Native.PlayerRoundC();
        check(C.swc_player_round(c, player(t, id, "swc_player_round"), round), "swc_player_round", t);
        return new PlayerRound(c.kind, c.opponent, c.colour, c.board, c.points, c.result[0], c.result[1]);
    }

    public synchronized void withdraw(int id, int fromRound) {
        Pointer t = h("swc_player_withdraw");
        check(C.swc_player_withdraw(player(t, id, "swc_player_withdraw"), fromRound), "swc_player_withdraw", t);
    }

    public synchronized void requestBye(int id, int round, int kind) {
        Pointer t = h("swc_player_request_bye");
        check(C.swc_player_request_bye(player(t, id, "swc_player_request_bye"), round, kind),
                "swc_player_request_bye", t);
    }

    static Round copy(Pointer r) {
        List<Board> boards = new ArrayList<>();
        IntByReference a = new IntByReference(), b = new IntByReference();
        int nb = C.swc_round_board_count(r);
        for (int k = 1; k <= nb; k++)
            if (C.swc_round_board(a, b, r, k) == 0) boards.add(new Board(k, a.getValue(), b.getValue()));
        List<Bye> byes = new ArrayList<>();
        int ny = C.swc_round_bye_count(r);
        for (int k = 0; k < ny; k++)
            if (C.swc_round_bye(a, b, r, k) == 0) byes.add(new Bye(a.getValue(), b.getValue()));
        return new Round(C.swc_round_number(r), List.copyOf(boards), List.copyOf(byes));
    }

    /** Pairs the next round; a failure (ENOPAIRING, ESTATE …) adds nothing. */
    public synchronized Round pairNext() {
        Pointer t = h("swc_tournament_pair_next");
        PointerByReference r = new PointerByReference();
        check(C.swc_tournament_pair_next(r, t), "swc_tournament_pair_next", t);
        return copy(r.getValue());
    }

    public synchronized Round round(int number) {
        return copy(round(h("swc_tournament_round"), number, "swc_tournament_round"));
    }

    public synchronized void setResult(int round, int board, int result) {
        Pointer t = h("swc_round_set_result");
        check(C.swc_round_set_result(round(t, round, "swc_round_set_result"), board, result),
                "swc_round_set_result", t);
    }

    public synchronized boolean roundComplete(int round) {
        return C.swc_round_is_complete(round(h("swc_round_is_complete"), round, "swc_round_is_complete")) == 1;
    }

    public synchronized void deleteLastRound() {
        Pointer t = h("swc_tournament_delete_last_round");
        check(C.swc_tournament_delete_last_round(t), "swc_tournament_delete_last_round", t);
    }

    private Report readReport(Pointer r) {
        try {
            List<ReportColumn> cols = new ArrayList<>();
            int nc = C.swc_report_column_count(r);
            for (int c = 0; c < nc; c++) {
                Native.ReportColumnC ci = new Native.ReportColumnC();
                check(C.swc_report_column(ci, r, c), "swc_report_column", null);
                cols.add(new ReportColumn(ci.key, ci.type == 1, ci.scale, ci.decimals));
            }
            List<List<ReportCell>> rows = new ArrayList<>();
            int nr = C.swc_report_row_count(r);
            for (int i = 0; i < nr; i++) {
                List<ReportCell> row = new ArrayList<>();
                for (int c = 0; c < nc; c++) {
                    Native.ReportCellC cell = new Native.ReportCellC();
                    check(C.swc_report_cell(cell, r, i, c), "swc_report_cell", null);
                    row.add(new ReportCell(cell.text == null ? "" : cell.text, cell.has_value != 0, cell.value));
                }
                rows.add(List.copyOf(row));
            }
            byte[] json = text("swc_report_json", null, (n, b, c) -> C.swc_report_json(n, b, c, r));
            return new Report(C.swc_report_kind(r), C.swc_report_round(r), List.copyOf(cols), List.copyOf(rows),
                    new String(json, StandardCharsets.UTF_8));
        } finally {
            C.swc_report_free(r);
        }
    }

    /** The boards of a round (0: the last), or with byName its players sorted by name. */
    public synchronized Report boards(int round, boolean byName) {
        Pointer t = h("swc_report_boards");
        Native.ReportOptionsC o = new Native.ReportOptionsC();
        o.round = round;
        o.by_name = byName ? 1 : 0;
        PointerByReference out = new PointerByReference();
        check(C.swc_report_boards(out, t, o), "swc_report_boards", t);
        return readReport(out.getValue());
    }

    /** The crosstable in the order of these standings (the grid of a round robin); round 0: every round. */
    public synchronized Report crosstable(StandingsOptions opts, int round) {
        Pointer t = h("swc_report_crosstable");
        Native.StandingsOptionsC so = new Native.StandingsOptionsC();
        so.tiebreaks = opts.tiebreaks();
        so.ruleset = opts.ruleset();
        so.unplayed = opts.unplayed();
        so.seed = opts.seed();
        so.group = opts.group();
        so.write();
        Native.ReportOptionsC o = new Native.ReportOptionsC();
        o.round = round;
        o.standings = so.getPointer();
        PointerByReference out = new PointerByReference();
        check(C.swc_report_crosstable(out, t, o), "swc_report_crosstable", t);
        return readReport(out.getValue());
    }

    /** The card of one player: lang {@link Types#CARD_EN} or {@link Types#CARD_ZH}; tiebreaks and ruleset null
     *  for the event's own rules. */
    public synchronized Card card(int id, int lang, String tiebreaks, String ruleset) {
        Pointer t = h("swc_card_new");
        Native.CardOptionsC o = new Native.CardOptionsC();
        o.lang = lang;
        o.tiebreaks = tiebreaks;
        o.ruleset = ruleset;
        PointerByReference out = new PointerByReference();
        check(C.swc_card_new(out, t, id, o), "swc_card_new", t);
        Pointer c = out.getValue();
        try {
            Native.CardInfoC i = new Native.CardInfoC();
            check(C.swc_card_get_info(i, c), "swc_card_get_info", null);
            List<CardRound> rounds = new ArrayList<>();
            for (int k = 0; k < i.rounds; k++) {
                Native.CardRoundC r = new Native.CardRoundC();
                check(C.swc_card_get_round(r, c, k), "swc_card_get_round", null);
                rounds.add(new CardRound(r.round, r.kind, r.opponent, r.colour, r.points, r.score, r.score_before,
                        r.float_kind, r.pairing, r.decided_by, r.criterion, str(r.criterion_name),
                        str(r.opponent_text), r.colour_rule, str(r.colour_article), str(r.colour_text),
                        r.colour_as_rule != 0));
            }
            List<CardTiebreak> tbs = new ArrayList<>();
            int n = C.swc_card_tiebreak_count(c);
            for (int k = 0; k < n; k++) {
                Native.CardTiebreakC b = new Native.CardTiebreakC();
                check(C.swc_card_get_tiebreak(b, c, k), "swc_card_get_tiebreak", null);
                tbs.add(new CardTiebreak(str(b.code), str(b.name_zh), b.value, b.scale));
            }
            return new Card(i.id, i.tpn, str(i.name), i.rating, i.score, i.rank, i.system, i.edition, str(i.colours),
                    i.colour_diff, i.pref_colour, i.pref_strength, str(i.preference), i.downfloats, i.upfloats,
                    i.byes, str(i.tiebreaks), List.copyOf(rounds), List.copyOf(tbs), str(C.swc_card_json(c)));
        } finally {
            C.swc_card_free(c);
        }
    }

    /** Append an entry to the event's journal; a refused entry changes nothing. */
    public synchronized void appendJournal(JournalEntry e) {
        Pointer t = h("swc_journal_append");
        Native.JournalEntryC c = new Native.JournalEntryC();
        c.kind = e.kind();
        c.time = e.time();
        c.round = e.round();
        c.board = e.board();
        c.game = e.game();
        c.player = e.player();
        c.before = e.before();
        c.after = e.after();
        c.author = e.author();
        c.data = e.data();
        check(C.swc_journal_append(t, c), "swc_journal_append", t);
    }

    /** Every entry of the event's journal, oldest first. */
    public synchronized List<JournalEntry> journal() {
        Pointer t = h("swc_journal_get");
        int n = C.swc_journal_count(t);
        List<JournalEntry> out = new ArrayList<>(n);
        for (int k = 1; k <= n; k++) {
            Native.JournalEntryC c = new Native.JournalEntryC();
            check(C.swc_journal_get(c, t, k), "swc_journal_get", t);
            out.add(new JournalEntry(c.kind, c.time, c.round, c.board, c.game, c.player, c.before, c.after,
                    str(c.author), str(c.data)));
        }
        return List.copyOf(out);
    }

    /** The word of a journal entry's kind, as the files write it ("result", "undo"). */
    public static String journalKindName(int kind) {
        return str(C.swc_journal_kind_name(kind));
    }

    private static String str(String s) {
        return s == null ? "" : s;
    }

    public synchronized Standings standings(StandingsOptions opts) {
        Pointer t = h("swc_standings_compute");
        Native.StandingsOptionsC o = new Native.StandingsOptionsC();
        o.tiebreaks = opts.tiebreaks();
        o.ruleset = opts.ruleset();
        o.unplayed = opts.unplayed();
        o.seed = opts.seed();
        o.group = opts.group();
        o.after_round = opts.afterRound();
        PointerByReference out = new PointerByReference();
        check(C.swc_standings_compute(out, t, o), "swc_standings_compute", t);
        Pointer st = out.getValue();
        try {
            List<Criterion> criteria = new ArrayList<>();
            int nc = C.swc_standings_criteria_count(st);
            for (int c = 0; c < nc; c++) {
                Native.CriterionC ci = new Native.CriterionC();
                check(C.swc_standings_criterion(ci, st, c), "swc_standings_criterion", null);
                criteria.add(new Criterion(ci.code, ci.name_zh, ci.type, ci.scale, ci.decimals, ci.ascending != 0));
            }
            List<StandingsRow> rows = new ArrayList<>();
            int nr = C.swc_standings_count(st);
            LongByReference v = new LongByReference();
            for (int r = 0; r < nr; r++) {
                Native.StandingsRowC row = new Native.StandingsRowC();
                check(C.swc_standings_row_get(row, st, r), "swc_standings_row_get", null);
                long[] values = new long[nc];
                for (int c = 0; c < nc; c++) {
                    check(C.swc_standings_value(v, st, r, c), "swc_standings_value", null);
                    values[c] = v.getValue();
                }
                rows.add(new StandingsRow(row.id, row.rank, row.shared != 0, row.by_lot != 0, row.overall_rank,
                        values));
            }
            return new Standings(List.copyOf(criteria), List.copyOf(rows));
        } finally {
            C.swc_standings_free(st);
        }
    }

    public static List<Ruleset> rulesets() {
        List<Ruleset> out = new ArrayList<>();
        int n = C.swc_ruleset_count();
        for (int k = 0; k < n; k++) {
            Native.RulesetC r = new Native.RulesetC();
            if (C.swc_ruleset_get(r, k) == 0)
                out.add(new Ruleset(r.name, r.name_zh, r.tiebreaks, r.unplayed, r.lots != 0, r.description));
        }
        return out;
    }

    /**
     * Ranks the teams of a team event: tiebreaks is a cascade of C.07 team codes
     * ("PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC"), Chinese names ("场分,局分,对手分,直胜") or a team
     * ruleset's name ("chinese-team"); null takes the event's own cascade. afterRound 0 counts every round.
     */
    public synchronized TeamStandings teamStandings(String tiebreaks, int afterRound) {
        Pointer t = h("swc_team_standings_new");
        PointerByReference out = new PointerByReference();
        check(C.swc_team_standings_new(out, t, tiebreaks, afterRound), "swc_team_standings_new", t);
        Pointer st = out.getValue();
        try {
            List<Criterion> criteria = new ArrayList<>();
            int nc = C.swc_team_standings_columns(st);
            for (int c = 0; c < nc; c++) {
                Native.CriterionC ci = new Native.CriterionC();
                check(C.swc_team_standings_column(ci, st, c), "swc_team_standings_column", null);
                criteria.add(new Criterion(ci.code, ci.name_zh, ci.type, ci.scale, ci.decimals, ci.ascending != 0));
            }
            List<TeamStandingsRow> rows = new ArrayList<>();
            int nr = C.swc_team_standings_count(st);
            LongByReference v = new LongByReference();
            for (int r = 0; r < nr; r++) {
                Native.TeamStandingC row = new Native.TeamStandingC();
                check(C.swc_team_standings_get(row, st, r), "swc_team_standings_get", null);
                long[] values = new long[nc];
                for (int c = 0; c < nc; c++) {
                    check(C.swc_team_standings_value(v, st, r, c), "swc_team_standings_value", null);
                    values[c] = v.getValue();
                }
                Native.TeamInfoC info = new Native.TeamInfoC();
                String name = C.swc_team_get_info(info, t, row.team) == 0 && info.name != null ? info.name : "";
                rows.add(new TeamStandingsRow(row.team, name, row.rank, row.shared != 0, values));
            }
            return new TeamStandings(C.swc_team_standings_cascade(st), List.copyOf(criteria), List.copyOf(rows));
        } finally {
            C.swc_team_standings_free(st);
        }
    }

    /**
     * Ranks the players of one board for its prize: by percentage on that board (games over the board
     * only), then points, then games; players with fewer than minGames games are left out. afterRound 0
     * counts every round.
     */
    public synchronized List<BoardRank> boardRanking(int board, int minGames, int afterRound) {
        Pointer t = h("swc_board_ranking_new");
        PointerByReference out = new PointerByReference();
        check(C.swc_board_ranking_new(out, t, board, minGames, afterRound), "swc_board_ranking_new", t);
        Pointer r = out.getValue();
        try {
            List<BoardRank> rows = new ArrayList<>();
            int n = C.swc_board_ranking_count(r);
            for (int i = 0; i < n; i++) {
                Native.BoardRankC row = new Native.BoardRankC();
                check(C.swc_board_ranking_get(row, r, i), "swc_board_ranking_get", null);
                Pointer p = C.swc_tournament_player(t, row.player);
                String name = "";
                if (p != null) {
                    Native.PlayerInfoC info = new Native.PlayerInfoC();
                    if (C.swc_player_get_info(info, p) == 0 && info.name != null)
                        name = info.name;
                }
                rows.add(new BoardRank(row.player, name, row.team, row.rank, row.shared != 0, row.games, row.points,
                        row.percent));
            }
            return List.copyOf(rows);
        } finally {
            C.swc_board_ranking_free(r);
        }
    }

    /** The named team rulesets: fide-team-2026, fide-team-rr-2026, fide-team-gp-2026, chinese-team. */
    public static List<Ruleset> teamRulesets() {
        List<Ruleset> out = new ArrayList<>();
        int n = C.swc_team_ruleset_count();
        for (int k = 0; k < n; k++) {
            Native.RulesetC r = new Native.RulesetC();
            if (C.swc_team_ruleset_get(r, k) == 0)
                out.add(new Ruleset(r.name, r.name_zh, r.tiebreaks, r.unplayed, r.lots != 0, r.description));
        }
        return out;
    }

    public synchronized Prizes prizes(PrizesOptions opts) {
        Pointer t = h("swc_prizes_compute");
        Native.PrizesOptionsC o = new Native.PrizesOptionsC();
        o.rules = opts.rules();
        o.rules_name = opts.rulesName();
        o.seed = opts.seed();
        o.after_round = opts.afterRound();
        PointerByReference out = new PointerByReference();
        check(C.swc_prizes_compute(out, t, o), "swc_prizes_compute", t);
        Pointer p = out.getValue();
        try {
            List<PrizeTable> tables = new ArrayList<>();
            Map<Integer, PrizeTotal> totals = new LinkedHashMap<>();
            LongByReference cash = new LongByReference(), points = new LongByReference();
            int nt = C.swc_prizes_table_count(p);
            for (int k = 0; k < nt; k++) {
                Native.PrizeTableC ti = new Native.PrizeTableC();
                check(C.swc_prizes_table(ti, p, k), "swc_prizes_table", null);
                List<PrizeAward> awards = new ArrayList<>();
                for (int a = ti.first_award; a < ti.first_award + ti.award_count; a++) {
                    Native.PrizeAwardC w = new Native.PrizeAwardC();
                    check(C.swc_prizes_award(w, p, a), "swc_prizes_award", null);
                    awards.add(new PrizeAward(w.table, w.id, w.rank, w.first_place, w.last_place, w.shared_by,
                            w.amount, s(w.group)));
                    if (!totals.containsKey(w.id)) {
                        check(C.swc_prizes_player_total(cash, points, p, w.id), "swc_prizes_player_total", null);
                        totals.put(w.id, new PrizeTotal(cash.getValue(), points.getValue()));
                    }
                }
                List<PrizeTeam> teams = new ArrayList<>();
                for (int m = ti.first_team; m < ti.first_team + ti.team_count; m++) {
                    Native.PrizeTeamC w = new Native.PrizeTeamC();
                    check(C.swc_prizes_team(w, p, m), "swc_prizes_team", null);
                    teams.add(new PrizeTeam(w.table, s(w.name), w.rank, w.shared != 0, w.complete != 0, w.score,
                            w.score_scale, w.member_count, w.amount));
                }
                tables.add(new PrizeTable(s(ti.name), s(ti.title), ti.kind, ti.entrants, ti.places, ti.total,
                        ti.remainder, List.copyOf(awards), List.copyOf(teams), ti.note));
            }
            return new Prizes(List.copyOf(tables), Map.copyOf(totals));
        } finally {
            C.swc_prizes_free(p);
        }
    }

    /** The library's named prize rules. */
    public static List<PrizeRule> prizeRules() {
        List<PrizeRule> out = new ArrayList<>();
        int n = C.swc_prize_rules_count();
        for (int k = 0; k < n; k++) {
            Native.PrizeRuleC r = new Native.PrizeRuleC();
            if (C.swc_prize_rules_get(r, k) == 0) out.add(new PrizeRule(r.name, r.name_zh, r.description, r.text));
        }
        return out;
    }

    /** The team side of a team event: teams, members, team rounds and results. */
    public Teams teams() { return new Teams(this); }

    /** Enters a round by hand: boards by player id, and byes with their kinds. */
    public synchronized Round createRound(List<Board> boards, List<Bye> byes) {
        Pointer t = h("swc_round_create");
        int[] white = new int[boards.size() + 1], black = new int[boards.size() + 1];
        for (int k = 0; k < boards.size(); k++) {
            white[k] = boards.get(k).white();
            black[k] = boards.get(k).black();
        }
        int[] ids = new int[byes.size() + 1], kinds = new int[byes.size() + 1];
        for (int k = 0; k < byes.size(); k++) {
            ids[k] = byes.get(k).id();
            kinds[k] = byes.get(k).kind();
        }
        PointerByReference r = new PointerByReference();
        check(C.swc_round_create(r, t, white, black, boards.size(), ids, kinds, byes.size()), "swc_round_create", t);
        return copy(r.getValue());
    }

    /** Result of one game (1 or 2) of a dual-board pairing. */
    public synchronized void setGameResult(int round, int board, int game, int result) {
        Pointer t = h("swc_round_set_game_result");
        check(C.swc_round_set_game_result(round(t, round, "swc_round_set_game_result"), board, game, result),
                "swc_round_set_game_result", t);
    }

    /** Keeps two players apart in every later pairing. */
    public synchronized void forbidPair(int a, int b) {
        Pointer t = h("swc_tournament_forbid_pair");
        check(C.swc_tournament_forbid_pair(t, a, b), "swc_tournament_forbid_pair", t);
    }

    /**
     * Keeps two players apart in rounds first to last (last 0: to the end), as
     * TRF-2026 record 260 does; ranges of one pair that overlap or touch become one.
     */
    public synchronized void forbidPair(int a, int b, int first, int last) {
        Pointer t = h("swc_tournament_forbid_pair_rounds");
        check(C.swc_tournament_forbid_pair_rounds(t, a, b, first, last), "swc_tournament_forbid_pair_rounds", t);
    }

    /** Whether two players are kept apart in some round. */
    public synchronized boolean isForbidden(int a, int b) {
        return C.swc_tournament_is_forbidden(h("swc_tournament_is_forbidden"), a, b) == 1;
    }

    /** Whether two players may not meet in the given round. */
    public synchronized boolean isForbidden(int a, int b, int round) {
        return C.swc_tournament_is_forbidden_in_round(h("swc_tournament_is_forbidden_in_round"), a, b, round) == 1;
    }

    /** Every forbidden range, players in order of addition. */
    public synchronized List<ForbiddenPair> forbiddenPairs() {
        Pointer t = h("swc_tournament_forbidden");
        List<ForbiddenPair> out = new ArrayList<>();
        int n = C.swc_tournament_forbidden_count(t);
        for (int i = 0; i < n; i++) {
            IntByReference a = new IntByReference(), b = new IntByReference();
            IntByReference f = new IntByReference(), l = new IntByReference();
            check(C.swc_tournament_forbidden(a, b, f, l, t, i), "swc_tournament_forbidden", t);
            out.add(new ForbiddenPair(a.getValue(), b.getValue(), f.getValue(), l.getValue()));
        }
        return out;
    }

    public synchronized void reinstate(int id) {
        Pointer t = h("swc_player_reinstate");
        check(C.swc_player_reinstate(player(t, id, "swc_player_reinstate")), "swc_player_reinstate", t);
    }

    /** Makes a player a late entry from a round on. */
    public synchronized void setEntryRound(int id, int fromRound) {
        Pointer t = h("swc_player_set_entry_round");
        check(C.swc_player_set_entry_round(player(t, id, "swc_player_set_entry_round"), fromRound),
                "swc_player_set_entry_round", t);
    }
}
