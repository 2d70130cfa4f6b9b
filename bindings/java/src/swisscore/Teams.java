package swisscore;

import com.sun.jna.Library;
import com.sun.jna.Memory;
import com.sun.jna.Pointer;
import com.sun.jna.Structure;
import com.sun.jna.ptr.IntByReference;
import com.sun.jna.ptr.PointerByReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import swisscore.Types.Round;

/**
 * The team side of a team event (swisscore/team.h), a view of one
 * {@link Tournament}: its calls hold the tournament's lock. Teams are
 * numbered 1, 2, 3 ... in the order they are added; points are in tenths.
 */
public final class Teams {
    /** Team settings (enum swc_team_setting). */
    public static final int BOARDS = 1, MP_WIN = 2, MP_DRAW = 3, MP_LOSS = 4, PAB_MP = 5, PAB_GP = 6;
    /** How a match ended when it was not played (enum swc_team_match_kind). */
    public static final int MATCH_PLAYED = 0, MATCH_FORFEIT_WHITE = 1, MATCH_FORFEIT_BLACK = 2,
            MATCH_FORFEIT_BOTH = 3;
    /** Largest number of boards in a match (SWC_MAX_BOARDS). */
    public static final int MAX_BOARDS = 32;

    /** A team; number is filled by {@link #list()}; captain is a player id, 0 when none. */
    public record Team(int number, String name, String shortName, String federation, int captain, int strength) {
        public static Team of(String name) { return new Team(0, name, "", "", 0, 0); }
    }

    /**
     * A match of white (named first) and black, or a bye of white (black 0, kind a round kind such as
     * {@link Types#PAB}). Line-ups list player ids by board (0 an empty board); null takes the team's board
     * order (in a forfeited match: nobody).
     */
    public record Match(int white, int black, int kind, int[] whiteLineup, int[] blackLineup) {
        public static Match of(int white, int black) { return new Match(white, black, MATCH_PLAYED, null, null); }
    }

    /** A team's round (swc_team_result). */
    public record Result(int kind, int opponent, int colour, int matchPoints, int gamePoints,
                         int opponentGamePoints, boolean complete) {}

    /** The C functions of team.h, mapped by JNA. */
    interface Lib extends Library {
        Lib LIB = com.sun.jna.Native.load("swisscore", Lib.class, Map.of(Library.OPTION_STRING_ENCODING, "UTF-8"));

        int swc_team_set_int(Pointer t, int key, int value);
        int swc_team_get_int(IntByReference out, Pointer t, int key);
        int swc_team_set_colours(Pointer t, String sequence);
        String swc_team_colours(Pointer t);
        int swc_team_add(IntByReference out, Pointer t, TeamInfoC info);
        int swc_team_update(Pointer t, int team, TeamInfoC info);
        int swc_team_count(Pointer t);
        int swc_team_get_info(TeamInfoC out, Pointer t, int team);
        int swc_team_set_members(Pointer t, int team, int[] ids, long count);
        int swc_team_member_count(Pointer t, int team);
        int swc_team_member(IntByReference out, Pointer t, int team, int index);
        int swc_team_of_player(Pointer t, int playerId);
        int swc_team_withdraw(Pointer t, int team, int fromRound);
        int swc_team_status(IntByReference entry, IntByReference withdrawn, Pointer t, int team);
        int swc_team_round_create(PointerByReference out, Pointer t, TeamMatchInfoC entries, long count);
        int swc_team_match_count(Pointer t, int round);
        int swc_team_match_get(TeamMatchInfoC out, Pointer t, int round, int index);
        int swc_team_lineup(int[] out, long cap, Pointer t, int round, int team);
        int swc_team_board(IntByReference out, Pointer t, int round, int team, int board);
        int swc_team_round_result(TeamResultC out, Pointer t, int team, int round);
        int swc_team_score(IntByReference mp, IntByReference gp, Pointer t, int team, int afterRound);
        int swc_team_set_lineup(Pointer t, int round, int team, int[] ids, long count);
        int swc_team_set_match_kind(Pointer t, int round, int team, int kind);
        int swc_team_next_lineup(int[] out, long cap, Pointer t, int team);
    }

    @Structure.FieldOrder({"struct_size", "name", "short_name", "federation", "captain", "strength"})
    public static class TeamInfoC extends Structure {
        public int struct_size;
        public String name, short_name, federation;
        public int captain, strength;
        public TeamInfoC() { struct_size = size(); }
    }

    @Structure.FieldOrder({"struct_size", "white", "black", "kind", "white_lineup", "black_lineup"})
    public static class TeamMatchInfoC extends Structure {
        public int struct_size, white, black, kind;
        public Pointer white_lineup, black_lineup;
        public TeamMatchInfoC() { struct_size = size(); }
    }

    @Structure.FieldOrder({"struct_size", "kind", "opponent", "colour", "match_points", "game_points",
            "opponent_game_points", "complete"})
    public static class TeamResultC extends Structure {
        public int struct_size, kind, opponent, colour, match_points, game_points, opponent_game_points, complete;
        public TeamResultC() { struct_size = size(); }
    }

    private static final Lib C = Lib.LIB;
    private final Tournament tour;

    Teams(Tournament tour) { this.tour = tour; }

    private static String str(String s) { return s == null ? "" : s; }

    private static TeamInfoC info(Team team) {
        TeamInfoC c = new TeamInfoC();
        c.name = team.name();
        c.short_name = team.shortName() == null || team.shortName().isEmpty() ? null : team.shortName();
        c.federation = team.federation() == null || team.federation().isEmpty() ? null : team.federation();
        c.captain = team.captain();
        c.strength = team.strength();
        return c;
    }

    /** Change a team setting; BOARDS above 0 makes the tournament a team event. */
    public void set(int key, int value) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_set_int");
            Tournament.check(C.swc_team_set_int(t, key, value), "swc_team_set_int", t);
        }
    }

    /** A team setting. */
    public int get(int key) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_get_int");
            IntByReference v = new IntByReference();
            Tournament.check(C.swc_team_get_int(v, t, key), "swc_team_get_int", t);
            return v.getValue();
        }
    }

    /** Set the board colour sequence ("WBWB"; "" or null for the default). */
    public void setColours(String sequence) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_set_colours");
            Tournament.check(C.swc_team_set_colours(t, sequence), "swc_team_set_colours", t);
        }
    }

    /** The board colour sequence, "" in an individual event. */
    public String colours() {
        synchronized (tour) {
            return str(C.swc_team_colours(tour.h("swc_team_colours")));
        }
    }

    /** Add a team (give it members with {@link #setMembers}, then a captain with {@link #update}); its number. */
    public int add(Team team) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_add");
            IntByReference n = new IntByReference();
            Tournament.check(C.swc_team_add(n, t, info(team)), "swc_team_add", t);
            return n.getValue();
        }
    }

    /** Replace a team's name, short name, federation, captain and strength. */
    public void update(int number, Team team) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_update");
            Tournament.check(C.swc_team_update(t, number, info(team)), "swc_team_update", t);
        }
    }

    /** Number of teams. */
    public int count() {
        synchronized (tour) {
            return C.swc_team_count(tour.h("swc_team_count"));
        }
    }

    /** Every team in number order. */
    public List<Team> list() {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_get_info");
            int n = C.swc_team_count(t);
            List<Team> out = new ArrayList<>(n);
            for (int k = 1; k <= n; k++) {
                TeamInfoC c = new TeamInfoC();
                Tournament.check(C.swc_team_get_info(c, t, k), "swc_team_get_info", t);
                out.add(new Team(k, str(c.name), str(c.short_name), str(c.federation), c.captain, c.strength));
            }
            return out;
        }
    }

    /** Set a team's members (player ids) in board order; a player of another team is refused. */
    public void setMembers(int number, int... ids) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_set_members");
            int[] a = ids.length == 0 ? new int[1] : ids;
            Tournament.check(C.swc_team_set_members(t, number, a, ids.length), "swc_team_set_members", t);
        }
    }

    /** A team's members (player ids) in board order. */
    public int[] members(int number) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_member");
            int n = C.swc_team_member_count(t, number);
            int[] out = new int[n];
            for (int i = 0; i < n; i++) {
                IntByReference id = new IntByReference();
                Tournament.check(C.swc_team_member(id, t, number, i), "swc_team_member", t);
                out[i] = id.getValue();
            }
            return out;
        }
    }

    /** The team a player belongs to, 0 when none. */
    public int teamOf(int playerId) {
        synchronized (tour) {
            return C.swc_team_of_player(tour.h("swc_team_of_player"), playerId);
        }
    }

    /** Withdraw a team from a round on (0 undoes a withdrawal that has not taken effect). */
    public void withdraw(int number, int fromRound) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_withdraw");
            Tournament.check(C.swc_team_withdraw(t, number, fromRound), "swc_team_withdraw", t);
        }
    }

    /** The first round a team takes part in and the first it misses after its withdrawal (0: active). */
    public int[] status(int number) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_status");
            IntByReference e = new IntByReference(), w = new IntByReference();
            Tournament.check(C.swc_team_status(e, w, t, number), "swc_team_status", t);
            return new int[] {e.getValue(), w.getValue()};
        }
    }

    private static Memory lineup(int[] ids) {
        if (ids == null)
            return null;
        Memory m = new Memory(4L * (ids.length + 1));
        m.clear();
        m.write(0, ids, 0, ids.length);
        return m;
    }

    /** Create the next round from its matches and byes; nothing changes when it is refused. */
    public Round createRound(List<Match> matches) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_round_create");
            TeamMatchInfoC first = new TeamMatchInfoC();
            TeamMatchInfoC[] arr = (TeamMatchInfoC[]) first.toArray(Math.max(1, matches.size()));
            List<Memory> keep = new ArrayList<>();
            for (int i = 0; i < matches.size(); i++) {
                Match m = matches.get(i);
                arr[i].struct_size = first.size();
                arr[i].white = m.white();
                arr[i].black = m.black();
                arr[i].kind = m.kind();
                Memory w = lineup(m.whiteLineup()), b = lineup(m.blackLineup());
                keep.add(w);
                keep.add(b);
                arr[i].white_lineup = w;
                arr[i].black_lineup = b;
                arr[i].write();
            }
            PointerByReference r = new PointerByReference();
            Tournament.check(C.swc_team_round_create(r, t, arr[0], matches.size()), "swc_team_round_create", t);
            keep.clear();
            return Tournament.copy(r.getValue());
        }
    }

    private int[] lineupOf(Pointer t, int round, int team) {
        int[] buf = new int[MAX_BOARDS];
        int n = C.swc_team_lineup(buf, MAX_BOARDS, t, round, team);
        return n <= 0 ? null : java.util.Arrays.copyOf(buf, n);
    }

    /** The matches and byes of a team round, each match with both line-ups. */
    public List<Match> matches(int round) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_match_get");
            int n = C.swc_team_match_count(t, round);
            List<Match> out = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                TeamMatchInfoC c = new TeamMatchInfoC();
                Tournament.check(C.swc_team_match_get(c, t, round, i), "swc_team_match_get", t);
                out.add(new Match(c.white, c.black, c.kind, c.black == 0 ? null : lineupOf(t, round, c.white),
                                  c.black == 0 ? null : lineupOf(t, round, c.black)));
            }
            return out;
        }
    }

    /** A team's line-up in a round, null when it played no match or a forfeited match named nobody. */
    public int[] lineup(int round, int team) {
        synchronized (tour) {
            return lineupOf(tour.h("swc_team_lineup"), round, team);
        }
    }

    /** The line-up a team handed in for the next round, null when none; the round's creation takes it. */
    public int[] nextLineup(int team) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_next_lineup");
            int[] buf = new int[MAX_BOARDS];
            int n = C.swc_team_next_lineup(buf, MAX_BOARDS, t, team);
            return n <= 0 ? null : java.util.Arrays.copyOf(buf, n);
        }
    }

    /**
     * Change a team's line-up in the last round (player ids by board, 0 an empty board) while its match has no
     * result; the other boards keep their results. For the next round it hands the line-up in before the round is
     * paired (none withdraws it). Nothing changes when it is refused.
     */
    public void setLineup(int round, int team, int... ids) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_set_lineup");
            int[] a = ids.length == 0 ? new int[1] : ids;
            Tournament.check(C.swc_team_set_lineup(t, round, team, a, ids.length), "swc_team_set_lineup", t);
        }
    }

    /**
     * Forfeit the match of a team in the last round ({@link #MATCH_FORFEIT_WHITE}: the second team forfeits,
     * {@link #MATCH_FORFEIT_BLACK}: the first-named one, {@link #MATCH_FORFEIT_BOTH}) or have it played again
     * ({@link #MATCH_PLAYED}) while its boards have no result of play. A forfeited match names nobody; the other
     * boards keep their results. Nothing changes when it is refused.
     */
    public void setMatchKind(int round, int team, int kind) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_set_match_kind");
            Tournament.check(C.swc_team_set_match_kind(t, round, team, kind), "swc_team_set_match_kind", t);
        }
    }

    /** The board of the individual round where a team's board was played, 0 when it had no game. */
    public int board(int round, int team, int board) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_board");
            IntByReference b = new IntByReference();
            Tournament.check(C.swc_team_board(b, t, round, team, board), "swc_team_board", t);
            return b.getValue();
        }
    }

    /** A team's result in a round, derived from its board results. */
    public Result result(int team, int round) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_round_result");
            TeamResultC c = new TeamResultC();
            Tournament.check(C.swc_team_round_result(c, t, team, round), "swc_team_round_result", t);
            return new Result(c.kind, c.opponent, c.colour, c.match_points, c.game_points, c.opponent_game_points,
                              c.complete != 0);
        }
    }

    /** A team's match points and game points (tenths) after a round. */
    public int[] score(int team, int afterRound) {
        synchronized (tour) {
            Pointer t = tour.h("swc_team_score");
            IntByReference mp = new IntByReference(), gp = new IntByReference();
            Tournament.check(C.swc_team_score(mp, gp, t, team, afterRound), "swc_team_score", t);
            return new int[] {mp.getValue(), gp.getValue()};
        }
    }
}
