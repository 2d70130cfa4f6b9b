package swisscore;

import com.sun.jna.Library;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.LongByReference;
import com.sun.jna.ptr.PointerByReference;
import java.util.Map;

/** The C functions and structs the binding uses, mapped by JNA (one name per C name). */
interface Native extends Library {
    Native LIB = com.sun.jna.Native.load("swisscore", Native.class,
            Map.of(Library.OPTION_STRING_ENCODING, "UTF-8"));

    String swc_version_string();
    String swc_strerror(int code);

    int swc_tournament_new(PointerByReference out, Pointer opts);
    void swc_tournament_free(Pointer t);
    String swc_tournament_errmsg(Pointer t);
    int swc_tournament_set_int(Pointer t, int key, int value);
    int swc_tournament_get_int(IntByReference out, Pointer t, int key);
    int swc_tournament_set_string(Pointer t, int key, String value);
    int swc_tournament_get_string(PointerByReference out, Pointer t, int key);
    int swc_tournament_player_count(Pointer t);
    int swc_tournament_round_count(Pointer t);
    int swc_tournament_forbid_pair(Pointer t, int a, int b);
    int swc_tournament_is_forbidden(Pointer t, int a, int b);
    int swc_tournament_forbid_pair_rounds(Pointer t, int a, int b, int first, int last);
    int swc_tournament_is_forbidden_in_round(Pointer t, int a, int b, int round);
    int swc_tournament_forbidden_count(Pointer t);
    int swc_tournament_forbidden(IntByReference a, IntByReference b, IntByReference first, IntByReference last,
                                 Pointer t, int index);

    int swc_trf_read(PointerByReference out, byte[] data, long len, Pointer opts, TrfError err);
    int swc_trf_read_file(PointerByReference out, String path, Pointer opts, TrfError err);
    int swc_trf_write(LongByReference outLen, byte[] buf, long cap, Pointer t, TrfWriteOptions opts);
    int swc_trf_write_file(Pointer t, String path, TrfWriteOptions opts);
    int swc_json_read(PointerByReference out, byte[] data, long len, Pointer opts, JsonError err);
    int swc_json_read_file(PointerByReference out, String path, Pointer opts, JsonError err);
    int swc_json_write(LongByReference outLen, byte[] buf, long cap, Pointer t, JsonWriteOptions opts);
    int swc_json_write_file(Pointer t, String path, JsonWriteOptions opts);

    int swc_player_add(IntByReference outId, Pointer t, PlayerInfoC info);
    int swc_player_update(Pointer p, PlayerInfoC info);
    Pointer swc_tournament_player(Pointer t, int id);
    Pointer swc_tournament_player_by_tpn(Pointer t, int tpn);
    int swc_player_id(Pointer p);
    int swc_player_tpn(Pointer p);
    int swc_player_get_info(PlayerInfoC out, Pointer p);
    int swc_player_withdraw(Pointer p, int fromRound);
    int swc_player_request_bye(Pointer p, int round, int kind);
    int swc_player_score(IntByReference out, Pointer p, int afterRound);
    int swc_player_reinstate(Pointer p);
    int swc_player_round(PlayerRoundC out, Pointer p, int round);
    int swc_player_set_entry_round(Pointer p, int fromRound);
    int swc_round_create(PointerByReference out, Pointer t, int[] white, int[] black, long nBoards,
                         int[] byeIds, int[] byeKinds, long nByes);
    int swc_round_set_game_result(Pointer r, int board, int game, int result);

    int swc_tournament_pair_next(PointerByReference out, Pointer t);
    Pointer swc_tournament_round(Pointer t, int number);
    int swc_tournament_delete_last_round(Pointer t);
    int swc_round_number(Pointer r);
    int swc_round_board_count(Pointer r);
    int swc_round_board(IntByReference white, IntByReference black, Pointer r, int board);
    int swc_round_bye_count(Pointer r);
    int swc_round_bye(IntByReference id, IntByReference kind, Pointer r, int index);
    int swc_round_set_result(Pointer r, int board, int result);
    int swc_round_is_complete(Pointer r);

    int swc_standings_compute(PointerByReference out, Pointer t, StandingsOptionsC opts);
    void swc_standings_free(Pointer s);
    int swc_standings_count(Pointer s);
    int swc_standings_row_get(StandingsRowC out, Pointer s, int row);
    int swc_standings_criteria_count(Pointer s);
    int swc_standings_criterion(CriterionC out, Pointer s, int column);
    int swc_standings_value(LongByReference out, Pointer s, int row, int column);
    int swc_ruleset_count();
    int swc_report_boards(PointerByReference out, Pointer t, ReportOptionsC opts);
    int swc_report_crosstable(PointerByReference out, Pointer t, ReportOptionsC opts);
    void swc_report_free(Pointer r);
    int swc_report_kind(Pointer r);
    int swc_report_round(Pointer r);
    int swc_report_column_count(Pointer r);
    int swc_report_column(ReportColumnC out, Pointer r, int column);
    int swc_report_row_count(Pointer r);
    int swc_report_cell(ReportCellC out, Pointer r, int row, int column);
    int swc_report_json(LongByReference outLen, byte[] buf, long cap, Pointer r);
    int swc_card_new(PointerByReference out, Pointer t, int id, CardOptionsC opts);
    void swc_card_free(Pointer c);
    int swc_card_get_info(CardInfoC out, Pointer c);
    int swc_card_get_round(CardRoundC out, Pointer c, int index);
    int swc_card_tiebreak_count(Pointer c);
    int swc_card_get_tiebreak(CardTiebreakC out, Pointer c, int index);
    String swc_card_json(Pointer c);
    int swc_journal_append(Pointer t, JournalEntryC entry);
    int swc_journal_count(Pointer t);
    int swc_journal_get(JournalEntryC out, Pointer t, int number);
    String swc_journal_kind_name(int kind);
    int swc_ruleset_get(RulesetC out, int index);

    int swc_prizes_compute(PointerByReference out, Pointer t, PrizesOptionsC opts);
    void swc_prizes_free(Pointer p);
    int swc_prizes_table_count(Pointer p);
    int swc_prizes_table(PrizeTableC out, Pointer p, int table);
    int swc_prizes_award(PrizeAwardC out, Pointer p, int index);
    int swc_prizes_player_total(LongByReference cash, LongByReference points, Pointer p, int id);
    int swc_prizes_team(PrizeTeamC out, Pointer p, int index);
    int swc_prize_rules_count();
    int swc_prize_rules_get(PrizeRuleC out, int index);

    /** A struct whose first field is struct_size, set to the struct's own size. */
    abstract class Sized extends Structure {
        public int struct_size;

        void sized() {
            struct_size = size();
        }
    }

    @Structure.FieldOrder({"struct_size", "line", "column", "message"})
    class TrfError extends Sized {
        public int line, column;
        public byte[] message = new byte[256];
        TrfError() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "line", "column", "path", "message"})
    class JsonError extends Sized {
        public int line, column;
        public byte[] path = new byte[128];
        public byte[] message = new byte[256];
        JsonError() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "format", "eol"})
    class TrfWriteOptions extends Sized {
        public int format, eol;
        TrfWriteOptions(int format) { this.format = format; sized(); }
    }

    @Structure.FieldOrder({"struct_size", "indent"})
    class JsonWriteOptions extends Sized {
        public int indent;
        JsonWriteOptions(int indent) { this.indent = indent; sized(); }
    }

    @Structure.FieldOrder({"struct_size", "name", "rating", "flags", "title", "federation", "fide_id", "sex",
            "birth_date", "group", "tags", "cn_title"})
    class PlayerInfoC extends Sized {
        public String name;
        public int rating, flags;
        public String title, federation, fide_id;
        public int sex;
        public String birth_date, group, tags, cn_title;
        PlayerInfoC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "tiebreaks", "ruleset", "unplayed", "seed", "group", "women_top",
            "women_within", "rating_below", "after_round", "pairings"})
    class StandingsOptionsC extends Sized {
        public String tiebreaks, ruleset;
        public int unplayed;
        public long seed;
        public String group;
        public int women_top, women_within, rating_below, after_round, pairings;
        StandingsOptionsC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "round", "by_name", "standings"})
    class ReportOptionsC extends Sized {
        public int round, by_name;
        public Pointer standings;
        ReportOptionsC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "key", "type", "scale", "decimals"})
    class ReportColumnC extends Sized {
        public String key;
        public int type, scale, decimals;
        ReportColumnC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "text", "has_value", "value"})
    class ReportCellC extends Sized {
        public String text;
        public int has_value;
        public long value;
        ReportCellC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "lang", "tiebreaks", "ruleset"})
    class CardOptionsC extends Sized {
        public int lang;
        public String tiebreaks, ruleset;
        CardOptionsC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "id", "tpn", "name", "rating", "score", "rank", "rounds", "system",
            "edition", "colours", "colour_diff", "pref_colour", "pref_strength", "preference", "downfloats",
            "upfloats", "byes", "tiebreaks"})
    class CardInfoC extends Sized {
        public int id, tpn;
        public String name;
        public int rating, score, rank, rounds, system, edition;
        public String colours;
        public int colour_diff, pref_colour, pref_strength;
        public String preference;
        public int downfloats, upfloats, byes;
        public String tiebreaks;
        CardInfoC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "round", "kind", "opponent", "colour", "points", "score", "score_before",
            "float_kind", "pairing", "decided_by", "criterion", "criterion_name", "opponent_text", "colour_rule",
            "colour_article", "colour_text", "colour_as_rule"})
    class CardRoundC extends Sized {
        public int round, kind, opponent, colour, points, score, score_before, float_kind, pairing, decided_by,
                criterion;
        public String criterion_name, opponent_text;
        public int colour_rule;
        public String colour_article, colour_text;
        public int colour_as_rule;
        CardRoundC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "code", "name_zh", "value", "scale"})
    class CardTiebreakC extends Sized {
        public String code, name_zh;
        public long value;
        public int scale;
        CardTiebreakC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "kind", "time", "round", "board", "game", "player", "before", "after",
            "author", "data"})
    class JournalEntryC extends Sized {
        public int kind;
        public long time;
        public int round, board, game, player, before, after;
        public String author, data;
        JournalEntryC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "id", "rank", "shared", "by_lot", "overall_rank"})
    class StandingsRowC extends Sized {
        public int id, rank, shared, by_lot, overall_rank;
        StandingsRowC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "code", "name_zh", "type", "scale", "decimals", "ascending"})
    class CriterionC extends Sized {
        public String code, name_zh, type;
        public int scale, decimals, ascending;
        CriterionC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "name", "name_zh", "tiebreaks", "unplayed", "lots", "description"})
    class RulesetC extends Sized {
        public String name, name_zh, tiebreaks;
        public int unplayed, lots;
        public String description;
        RulesetC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "rules", "rules_name", "seed", "after_round", "unplayed"})
    class PrizesOptionsC extends Sized {
        public String rules, rules_name;
        public long seed;
        public int after_round, unplayed;
        PrizesOptionsC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "name", "title", "kind", "entrants", "places", "has_amounts", "total",
            "remainder", "first_award", "award_count", "first_team", "team_count", "note"})
    class PrizeTableC extends Sized {
        public String name, title;
        public int kind, entrants, places, has_amounts;
        public long total, remainder;
        public int first_award, award_count, first_team, team_count;
        public String note;
        PrizeTableC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "table", "id", "rank", "first_place", "last_place", "paid_places",
            "shared_by", "amount", "group", "count", "section"})
    class PrizeAwardC extends Sized {
        public int table, id, rank, first_place, last_place, paid_places, shared_by;
        public long amount;
        public String group;
        public int count, section;
        PrizeAwardC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "table", "name", "rank", "shared", "complete", "score", "score_scale",
            "member_count", "amount"})
    class PrizeTeamC extends Sized {
        public int table;
        public String name;
        public int rank, shared, complete;
        public long score;
        public int score_scale, member_count;
        public long amount;
        PrizeTeamC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "name", "name_zh", "description", "text"})
    class PrizeRuleC extends Sized {
        public String name, name_zh, description, text;
        PrizeRuleC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "kind", "opponent", "colour", "board", "points", "result"})
    class PlayerRoundC extends Sized {
        public int kind, opponent, colour, board, points;
        public int[] result = new int[2];
        PlayerRoundC() { sized(); }
    }
    // teamtiebreak.h: team standings
    int swc_team_standings_new(PointerByReference out, Pointer t, String tiebreaks, int afterRound);
    void swc_team_standings_free(Pointer s);
    int swc_team_standings_count(Pointer s);
    int swc_team_standings_get(TeamStandingC out, Pointer s, int row);
    int swc_team_standings_columns(Pointer s);
    int swc_team_standings_column(CriterionC out, Pointer s, int column);
    int swc_team_standings_value(LongByReference out, Pointer s, int row, int column);
    String swc_team_standings_cascade(Pointer s);
    int swc_team_ruleset_count();
    int swc_team_ruleset_get(RulesetC out, int index);
    int swc_team_get_info(TeamInfoC out, Pointer t, int team);
    // teamtiebreak.h: board prizes
    int swc_board_ranking_new(PointerByReference out, Pointer t, int board, int minGames, int afterRound);
    void swc_board_ranking_free(Pointer r);
    int swc_board_ranking_count(Pointer r);
    int swc_board_ranking_get(BoardRankC out, Pointer r, int row);

    @Structure.FieldOrder({"struct_size", "player", "team", "rank", "shared", "games", "points", "percent"})
    class BoardRankC extends Sized {
        public int player, team, rank, shared, games, points, percent;
        BoardRankC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "team", "rank", "shared"})
    class TeamStandingC extends Sized {
        public int team, rank, shared;
        TeamStandingC() { sized(); }
    }

    @Structure.FieldOrder({"struct_size", "name", "short_name", "federation", "captain", "strength"})
    class TeamInfoC extends Sized {
        public String name, short_name, federation;
        public int captain, strength;
        TeamInfoC() { sized(); }
    }
}
