package swisscore;

import java.util.List;
import java.util.Map;

/** The values the binding returns: copies, independent of the tournament. */
public final class Types {
    private Types() {}

    /** Game results (enum swc_result). */
    public static final int RESULT_NONE = 0, WHITE_WIN = 1, DRAW = 2, BLACK_WIN = 3, WHITE_FORFEIT_WIN = 4,
            BLACK_FORFEIT_WIN = 5, DOUBLE_FORFEIT = 6, ADJOURNED = 7;
    /** Round kinds of byes (enum swc_round_kind). */
    public static final int PAB = 4, FULL_BYE = 5, HALF_BYE = 6, ZERO_BYE = 7, NOT_PAIRED = 8, NOT_ENTERED = 9,
            WITHDRAWN = 10;
    /** Integer settings (enum swc_setting). */
    public static final int SET_ROUNDS = 1, SET_POINTS_WIN = 2, SET_POINTS_DRAW = 3, SET_PAIRING_SYSTEM = 16;
    /** Text settings (enum swc_text_setting). */
    public static final int TEXT_NAME = 1, TEXT_CITY = 2;
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

    public record Bye(int id, int kind) {}

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

    public record PrizeTable(String name, String title, int kind, int entrants, int places, long total,
                             long remainder, List<PrizeAward> awards, String note) {}

    public record PrizeTotal(long cash, long points) {}

    public record Prizes(List<PrizeTable> tables, Map<Integer, PrizeTotal> totals) {}
}
