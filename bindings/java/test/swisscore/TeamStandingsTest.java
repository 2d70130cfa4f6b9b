package swisscore;

import static org.junit.jupiter.api.Assertions.*;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import swisscore.Types.*;

/** Team standings against the bundled reference tables of FIDE's tie-break calculator. */
class TeamStandingsTest {
    static final String DATA = TournamentTest.ROOT + "/tests/data/team-oracle/";

    /** team -> code -> cell of a reference table. */
    static Map<Integer, Map<String, String>> reference(String name) throws IOException {
        Map<Integer, Map<String, String>> out = new HashMap<>();
        String[] head = null;
        for (String line : Files.readAllLines(Path.of(DATA + name + ".tsv"), StandardCharsets.UTF_8)) {
            if (line.startsWith("#")) continue;
            String[] cells = line.split("\t");
            if (head == null) { head = cells; continue; }
            Map<String, String> row = new HashMap<>();
            for (int i = 0; i < cells.length; i++) row.put(head[i], cells[i]);
            out.put(Integer.parseInt(cells[0]), row);
        }
        return out;
    }

    static long scaled(String cell, int scale) {
        return Math.round(Double.parseDouble(cell) * scale);
    }

    @Test void fileCascadeAndValues() throws IOException {
        Map<Integer, Map<String, String>> ref = reference("rr09_b6_r9");
        try (Tournament t = Tournament.readTrfFile(DATA + "rr09_b6_r9.trf")) {
            TeamStandings own = t.teamStandings(null, 0);
            assertEquals("PTS:MP,MPVGP,EDE,EMGSB,BC", own.cascade());
            assertEquals(9, own.rows().size());
            for (TeamStandingsRow r : own.rows()) {
                assertEquals(Integer.parseInt(ref.get(r.team()).get("rank")), r.rank(), "rank of team " + r.team());
                assertFalse(r.name().isEmpty());
            }
            for (String code : List.of("EGMSB/C1", "SSSC", "KS:GP", "PS:MP")) {
                TeamStandings s = t.teamStandings("PTS:MP," + code, 0);
                assertEquals(code, s.criteria().get(1).code());
                for (TeamStandingsRow r : s.rows())
                    assertEquals(scaled(ref.get(r.team()).get(code), s.criteria().get(1).scale()), r.values()[1],
                            code + " of team " + r.team());
            }
        }
    }

    static boolean overTheBoard(int result) {
        return result == Types.WHITE_WIN || result == Types.DRAW || result == Types.BLACK_WIN
                || result == Types.WHITE_WIN_UNRATED || result == Types.DRAW_UNRATED || result == Types.BLACK_WIN_UNRATED;
    }

    /** The board ranking against the games counted again from the line-ups and the players' rounds. */
    @Test void boardRanking() {
        try (Tournament t = Tournament.readTrfFile(DATA + "sw11_b4_r7_pab.trf")) {
            Teams teams = t.teams();
            for (int board = 1; board <= 4; board++) {
                Map<Integer, Integer> games = new HashMap<>(), points = new HashMap<>();
                for (int k = 1; k <= t.roundCount(); k++)
                    for (int team = 1; team <= teams.count(); team++) {
                        int[] lineup = teams.lineup(k, team);
                        if (teams.result(team, k).kind() != Types.PLAYED || lineup.length != 4 || lineup[board - 1] == 0)
                            continue;
                        int id = lineup[board - 1];
                        PlayerRound pr = t.playerRound(id, k);
                        if (pr.kind() == Types.PLAYED && pr.opponent() != 0 && overTheBoard(pr.result1())) {
                            games.merge(id, 1, Integer::sum);
                            points.merge(id, pr.points(), Integer::sum);
                        }
                    }
                List<BoardRank> rows = t.boardRanking(board, 5, 0);
                long listed = games.values().stream().filter(g -> g >= 5).count();
                assertEquals(listed, rows.size(), "board " + board);
                assertTrue(listed >= 3);
                for (int i = 0; i < rows.size(); i++) {
                    BoardRank r = rows.get(i);
                    assertEquals((int) games.get(r.player()), r.games());
                    assertEquals((int) points.get(r.player()), r.points());
                    assertEquals((r.points() * 1000 + r.games() / 2) / r.games(), r.percent());
                    assertEquals(teams.teamOf(r.player()), r.team());
                    assertFalse(r.name().isEmpty());
                    if (i == 0) {
                        assertEquals(1, r.rank());
                    } else {
                        BoardRank p = rows.get(i - 1);
                        boolean same = p.percent() == r.percent() && p.points() == r.points() && p.games() == r.games();
                        assertTrue(p.percent() >= r.percent());
                        assertEquals(same ? p.rank() : i + 1, r.rank());
                    }
                }
                assertEquals(games.size(), t.boardRanking(board, 0, 0).size(), "board " + board + " without a minimum");
            }
            for (BoardRank r : t.boardRanking(1, 0, 1))
                assertEquals(1, r.games());
            assertEquals(SwisscoreException.ERANGE, TournamentTest.code(() -> t.boardRanking(5, 0, 0)));
        }
        try (Tournament solo = Tournament.readTrfFile(TournamentTest.OPEN9)) {
            assertEquals(SwisscoreException.ESTATE, TournamentTest.code(() -> solo.boardRanking(1, 0, 0)));
        }
    }

    @Test void rulesetsAndErrors() {
        List<Ruleset> rs = Tournament.teamRulesets();
        assertEquals(4, rs.size());
        assertEquals("chinese-team", rs.get(3).name());
        try (Tournament t = Tournament.readTrfFile(DATA + "sw11_b4_r7_pab.trf")) {
            TeamStandings zh = t.teamStandings("中国团体赛", 0);
            assertEquals("对手分", zh.criteria().get(2).nameZh());
            assertEquals(SwisscoreException.EINVAL, TournamentTest.code(() -> t.teamStandings("PTS:MP,NOPE", 0)));
        }
        try (Tournament solo = Tournament.readTrfFile(TournamentTest.OPEN9)) {
            assertEquals(SwisscoreException.ESTATE, TournamentTest.code(() -> solo.teamStandings(null, 0)));
        }
    }
}
