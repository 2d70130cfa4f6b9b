package swisscore;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import swisscore.Types.*;

class TeamsTest {
    /** Four teams of two players, two boards, colours WB. */
    static Tournament fourTeams() {
        Tournament t = Tournament.create();
        t.setInt(Types.SET_ROUNDS, 3);
        Teams teams = t.teams();
        teams.set(Teams.BOARDS, 2);
        teams.setColours("WB");
        String[] names = {"北京队", "Beta", "Gamma", "Delta"};
        for (int k = 0; k < 4; k++) {
            int n = teams.add(new Teams.Team(0, names[k], "T" + k, "", 0, 0));
            assertEquals(k + 1, n);
            int a = t.addPlayer(PlayerInfo.of(names[k] + "1", 2000 - 100 * k));
            int b = t.addPlayer(PlayerInfo.of(names[k] + "2", 1990 - 100 * k));
            teams.setMembers(n, a, b);
        }
        return t;
    }

    @Test void teamsAndMembers() {
        try (Tournament t = fourTeams()) {
            Teams teams = t.teams();
            assertEquals(2, teams.get(Teams.BOARDS));
            assertEquals(20, teams.get(Teams.MP_WIN));
            assertEquals("WB", teams.colours());
            List<Teams.Team> list = teams.list();
            assertEquals(4, list.size());
            assertEquals("北京队", list.get(0).name());
            assertEquals("T3", list.get(3).shortName());
            assertArrayEquals(new int[] {3, 4}, teams.members(2));
            assertEquals(2, teams.teamOf(4));
            // A player of another team is refused; nothing changes.
            assertEquals(SwisscoreException.EINVAL, TournamentTest.code(() -> teams.setMembers(1, 1, 3)));
            assertArrayEquals(new int[] {1, 2}, teams.members(1));
            teams.update(1, new Teams.Team(0, "Beijing", "", "CHN", 2, 1995));
            Teams.Team first = teams.list().get(0);
            assertEquals("Beijing", first.name());
            assertEquals(2, first.captain());
            assertEquals("CHN", first.federation());
            teams.withdraw(4, 3);
            assertArrayEquals(new int[] {1, 3}, teams.status(4));
        }
    }

    @Test void teamRoundResultsAndFiles() {
        try (Tournament t = fourTeams()) {
            Teams teams = t.teams();
            // A line-up with a player of another team: refused, no round.
            assertEquals(SwisscoreException.EINVAL, TournamentTest.code(() -> teams.createRound(List.of(
                    new Teams.Match(1, 2, Teams.MATCH_PLAYED, new int[] {1, 3}, null), Teams.Match.of(3, 4)))));
            assertEquals(0, t.roundCount());
            Round r = teams.createRound(List.of(new Teams.Match(1, 2, Teams.MATCH_PLAYED, new int[] {2, 1}, null),
                                                new Teams.Match(3, 4, Teams.MATCH_FORFEIT_BLACK, null, null)));
            assertEquals(2, r.boards().size());
            assertEquals(new Board(1, 2, 3), r.boards().get(0));
            assertEquals(new Board(2, 4, 1), r.boards().get(1));
            List<Teams.Match> matches = teams.matches(1);
            assertEquals(2, matches.size());
            assertArrayEquals(new int[] {2, 1}, matches.get(0).whiteLineup());
            assertEquals(Teams.MATCH_FORFEIT_BLACK, matches.get(1).kind());
            assertNull(teams.lineup(1, 3));
            assertEquals(2, teams.board(1, 2, 2));
            // A line-up handed in for round 2, withdrawn again.
            teams.setLineup(2, 2, 4, 3);
            assertArrayEquals(new int[] {4, 3}, teams.nextLineup(2));
            teams.setLineup(2, 2);
            assertNull(teams.nextLineup(2));
            // A new line-up before any result; a player of another team is refused.
            assertEquals(SwisscoreException.EINVAL, TournamentTest.code(() -> teams.setLineup(1, 1, 1, 3)));
            teams.setLineup(1, 1, 1, 2);
            assertArrayEquals(new int[] {1, 2}, teams.lineup(1, 1));
            teams.setLineup(1, 1, 2, 1);
            assertArrayEquals(new int[] {2, 1}, teams.lineup(1, 1));
            t.setResult(1, 1, Types.WHITE_WIN);
            t.setResult(1, 2, Types.DRAW);
            assertEquals(new Teams.Result(Types.PLAYED, 2, 1, 20, 15, 5, true), teams.result(1, 1));
            assertArrayEquals(new int[] {20, 20}, teams.score(4, 1));
            // The forfeited match played again, then forfeited by both; a match with results is refused.
            teams.setMatchKind(1, 3, Teams.MATCH_PLAYED);
            assertArrayEquals(new int[] {5, 6}, teams.lineup(1, 3));
            teams.setMatchKind(1, 4, Teams.MATCH_FORFEIT_BOTH);
            assertArrayEquals(new int[] {0, 0}, teams.score(4, 1));
            assertEquals(SwisscoreException.ESTATE,
                    TournamentTest.code(() -> teams.setMatchKind(1, 1, Teams.MATCH_FORFEIT_WHITE)));
            assertEquals(SwisscoreException.EINVAL, TournamentTest.code(() -> teams.setMatchKind(1, 1, 5)));
            assertEquals(new Teams.Result(Types.PLAYED, 2, 1, 20, 15, 5, true), teams.result(1, 1));
            teams.setMatchKind(1, 3, Teams.MATCH_FORFEIT_BLACK);
            // Both files keep the team side.
            try (Tournament back = Tournament.readTrf(t.toTrf(Types.TRF_2026))) {
                assertEquals("北京队", back.teams().list().get(0).name());
                assertArrayEquals(new int[] {20, 15}, back.teams().score(1, 1));
            }
            try (Tournament back = Tournament.readJson(t.toJson(0).getBytes(StandardCharsets.UTF_8))) {
                assertEquals(4, back.teams().count());
                assertArrayEquals(new int[] {0, 5}, back.teams().score(2, 1));
            }
        }
    }
}
