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
