package swisscore;

import java.util.List;
import java.util.Map;

/** The values the binding returns: copies, independent of the tournament. */
public final class Types {
    private Types() {}

    /** Game results (enum swc_result). */
    public static final int RESULT_NONE = 0, WHITE_WIN = 1, DRAW = 2, BLACK_WIN = 3, WHITE_FORFEIT_WIN = 4,
            BLACK_FORFEIT_WIN = 5, DOUBLE_FORFEIT = 6, ADJOURNED = 7, WHITE_WIN_UNRATED = 8, DRAW_UNRATED = 9,
            BLACK_WIN_UNRATED = 10;
    /** Round kinds (enum swc_round_kind); byes carry one. */
    public static final int PLAYED = 1, FORFEIT_WIN = 2, FORFEIT_LOSS = 3, PAB = 4, FULL_BYE = 5, HALF_BYE = 6,
            ZERO_BYE = 7, NOT_PAIRED = 8, NOT_ENTERED = 9, WITHDRAWN = 10;
    /** Integer settings (enum swc_setting); points are in tenths. */
    public static final int SET_ROUNDS = 1, SET_POINTS_WIN = 2, SET_POINTS_DRAW = 3, SET_POINTS_LOSS = 4,
            SET_POINTS_PAB = 5, SET_POINTS_FORFEIT_WIN = 6, SET_POINTS_FORFEIT_LOSS = 7, SET_POINTS_FULL_BYE = 8,
            SET_POINTS_HALF_BYE = 9, SET_POINTS_ZERO_BYE = 10, SET_POINTS_DRAW_WHITE = 11,
            SET_POINTS_DRAW_BLACK = 12, SET_POINTS_NOT_ENTERED = 13, SET_GAMES_PER_PAIRING = 14,
            SET_INITIAL_COLOUR = 15, SET_PAIRING_SYSTEM = 16, SET_DUTCH_EDITION = 17, SET_FORFEIT_WITHDRAW = 18,
            SET_ACCELERATION = 19, SET_TPN_ORDER = 20, SET_SEQUENTIAL_TIEBREAK = 21;
    /** Pairing systems (values of SET_PAIRING_SYSTEM). */
    public static final int SYSTEM_DUTCH = 1, SYSTEM_SEQUENTIAL = 2, SYSTEM_BERGER = 3;
    /** Text settings (enum swc_text_setting). */
    public static final int TEXT_NAME = 1, TEXT_CITY = 2, TEXT_FEDERATION = 3, TEXT_START_DATE = 4,
            TEXT_END_DATE = 5, TEXT_TYPE = 6, TEXT_ARBITER = 7, TEXT_DEPUTY = 8, TEXT_TIME_CONTROL = 9,
            TEXT_TIEBREAKS = 10, TEXT_SECTION_GROUP = 11;
    /** TRF formats. */
    public static final int TRF_2026 = 0, TRF_16 = 1;
    /** A tie-break value that does not apply (SWC_TB_UNDEFINED), and an award without an amount. */
    public static final long UNDEFINED = Long.MIN_VALUE, NO_AMOUNT = Long.MIN_VALUE;

    /** A player's details; id and tpn are filled by {@link Tournament#player}. */
    public record PlayerInfo(int id, int tpn, String name, int rating, String title, String federation,
                             String fideId, int sex, String birthDate, String group, String tags, String cnTitle,
                             int flags) {
        public static PlayerInfo of(String name, int rating) {
            return new PlayerInfo(0, 0, name, rating, "", "", "", 0, "", "", "", "", 0);
        }
    }

    public record Board(int number, int white, int black) {}

    /** What a player did in one round: a kind, the opponent's id, colour (1 white, 2 black), points in tenths. */
    public record PlayerRound(int kind, int opponent, int colour, int board, int points, int result1, int result2) {}

    public record Bye(int id, int kind) {}

    /** Two players kept apart in rounds firstRound to lastRound (0: to the end of the event). */
    public record ForbiddenPair(int a, int b, int firstRound, int lastRound) {}

    public record Round(int number, List<Board> boards, List<Bye> byes) {}

    /** Tie-breaks by cascade ("BH/C1,BH,SB") or by a named ruleset; null for none. */
    public record StandingsOptions(String tiebreaks, String ruleset, int unplayed, long seed, String group,
                                   int afterRound) {
        public static StandingsOptions ruleset(String name) {
            return new StandingsOptions(null, name, 0, 0, null, 0);
        }

        public static StandingsOptions cascade(String tiebreaks) {
            return new StandingsOptions(tiebreaks, null, 0, 0, null, 0);
        }

        public StandingsOptions afterRound(int round) {
            return new StandingsOptions(tiebreaks, ruleset, unplayed, seed, group, round);
        }
    }

    public record Criterion(String code, String nameZh, String type, int scale, int decimals, boolean ascending) {}

    /** values[i] is in units of 1/criteria[i].scale, or {@link #UNDEFINED}. */
    public record StandingsRow(int id, int rank, boolean shared, boolean byLot, int overallRank, long[] values) {}

    public record Standings(List<Criterion> criteria, List<StandingsRow> rows) {}

    /** A team's line of the team standings; values[i] is in units of 1/criteria[i].scale, or {@link #UNDEFINED}. */
    public record TeamStandingsRow(int team, String name, int rank, boolean shared, long[] values) {}

    /** The ranking of a team event and the cascade applied (given, a ruleset's or the file's 212 record). */
    public record TeamStandings(String cascade, List<Criterion> criteria, List<TeamStandingsRow> rows) {}

    /**
     * One player of a board prize ranking: points in tenths, percent in hundredths of a percent
     * (8333 = 83.33 %), games over the board on that board only.
     */
    public record BoardRank(int player, String name, int team, int rank, boolean shared, int games, int points,
                            int percent) {}

    /** A report column: its key ("white_name", "r3", "BH"); number columns carry values in 1/scale. */
    public record ReportColumn(String key, boolean number, int scale, int decimals) {}

    /** A report cell: its text as a sheet prints it, and its value in a number column. */
    public record ReportCell(String text, boolean hasValue, long value) {}

    /** A round's boards or the crosstable (kind 1 boards, 2 by name, 3 crosstable, 4 grid), with its JSON. */
    public record Report(int kind, int round, List<ReportColumn> columns, List<List<ReportCell>> rows, String json) {
        public int column(String key) {
            for (int c = 0; c < columns.size(); c++)
                if (columns.get(c).key().equals(key)) return c;
            return -1;
        }
    }

    /** Colours (enum swc_colour); white is red in xiangqi. */
    public static final int COLOUR_NONE = 0, COLOUR_WHITE = 1, COLOUR_BLACK = 2;
    /** Languages of a card's texts (enum swc_card_lang). */
    public static final int CARD_EN = 0, CARD_ZH = 1;
    /** Why a player met his opponent (enum swc_card_pairing). */
    public static final int CARD_NOT_PAIRED = 0, CARD_IN_GROUP = 1, CARD_DOWNFLOAT = 2, CARD_UPFLOAT = 3,
            CARD_PAB = 4, CARD_UNEXPLAINED = 5;
    /** What decided a float or a bye (enum swc_card_decision). */
    public static final int CARD_BY_NONE = 0, CARD_BY_CRITERION = 1, CARD_BY_ORDER = 2, CARD_BY_NOBODY = 3,
            CARD_NOT_OPTIMAL = 4;

    /** One round of a player's card; points and scores in tenths, texts say why in words. */
    public record CardRound(int round, int kind, int opponent, int colour, int points, int score, int scoreBefore,
                            int floatKind, int pairing, int decidedBy, int criterion, String criterionName,
                            String opponentText, int colourRule, String colourArticle, String colourText,
                            boolean colourAsRule) {}

    /** A tie-break row of a card: value in units of 1/scale, or {@link #UNDEFINED}. */
    public record CardTiebreak(String code, String nameZh, long value, int scale) {}

    /** A player's card (swisscore card), with the library's JSON document. */
    public record Card(int id, int tpn, String name, int rating, int score, int rank, int system, int edition,
                       String colours, int colourDiff, int prefColour, int prefStrength, String preference,
                       int downfloats, int upfloats, int byes, String cascade, List<CardRound> rounds,
                       List<CardTiebreak> tiebreaks, String json) {}

    /** Kinds of journal entries (enum swc_journal_kind). */
    public static final int JOURNAL_CREATED = 1, JOURNAL_RESULT = 2, JOURNAL_PLAYER_ADDED = 3,
            JOURNAL_PLAYERS_IMPORTED = 4, JOURNAL_PLAYER_WITHDRAWN = 5, JOURNAL_PLAYER_ABSENT = 6,
            JOURNAL_ROUND_PAIRED = 7, JOURNAL_ROUND_REMOVED = 8, JOURNAL_UNDO = 9, JOURNAL_REDO = 10,
            JOURNAL_NOTE = 11, JOURNAL_TEAM_MATCH = 12, JOURNAL_LINEUP = 13;

    /** One change of an event's journal (time in seconds since 1970 UTC); see swisscore/journal.h. */
    public record JournalEntry(int kind, long time, int round, int board, int game, int player, int before,
                               int after, String author, String data) {}

    public record Ruleset(String name, String nameZh, String tiebreaks, int unplayed, boolean lots,
                          String description) {}

    /** Prize rules as text, or a named rule. */
    public record PrizesOptions(String rules, String rulesName, long seed, int afterRound) {
        public static PrizesOptions named(String name) { return new PrizesOptions(null, name, 0, 0); }
        public static PrizesOptions text(String rules) { return new PrizesOptions(rules, null, 0, 0); }
    }

    /** Amounts in hundredths, or {@link #NO_AMOUNT}. */
    public record PrizeAward(int table, int id, int rank, int firstPlace, int lastPlace, int sharedBy, long amount,
                             String group) {}

    /** A team of a team table; score in units of 1/scoreScale, amount in hundredths or NO_AMOUNT. */
    public record PrizeTeam(int table, String name, int rank, boolean shared, boolean complete, long score,
                            int scoreScale, int memberCount, long amount) {}

    public record PrizeTable(String name, String title, int kind, int entrants, int places, long total,
                             long remainder, List<PrizeAward> awards, List<PrizeTeam> teams, String note) {}

    public record PrizeRule(String name, String nameZh, String description, String text) {}

    public record PrizeTotal(long cash, long points) {}

    public record Prizes(List<PrizeTable> tables, Map<Integer, PrizeTotal> totals) {}
}
