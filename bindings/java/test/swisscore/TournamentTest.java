package swisscore;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import swisscore.Types.*;

class TournamentTest {
    static final String ROOT = System.getProperty("swc.source.root", "../..");
    static final String OPEN9 = ROOT + "/examples/data/open9.trf";

    static int code(Runnable r) {
        SwisscoreException e = assertThrows(SwisscoreException.class, r::run);
        assertFalse(e.getMessage().isEmpty());
        return e.code();
    }

    @Test void versionAndCreate() {
        assertFalse(Tournament.version().isEmpty());
        try (Tournament t = Tournament.create()) {
            t.setInt(Types.SET_ROUNDS, 5);
            assertEquals(5, t.getInt(Types.SET_ROUNDS));
            t.setText(Types.TEXT_NAME, "北京公开赛");
            assertEquals("北京公开赛", t.getText(Types.TEXT_NAME));
            t.setText(Types.TEXT_TIEBREAKS, "BH:C1 BH SB");
            assertEquals("BH:C1 BH SB", t.getText(Types.TEXT_TIEBREAKS));
            t.setText(Types.TEXT_SECTION_GROUP, "U12");
            assertEquals("U12", t.getText(Types.TEXT_SECTION_GROUP));
            int a = t.addPlayer(PlayerInfo.of("王天一", 2650));
            int b = t.addPlayer(PlayerInfo.of("Carlsen, Magnus", 2830));
            assertEquals(2, t.playerCount());
            PlayerInfo p = t.player(a);
            assertEquals("王天一", p.name());
            assertEquals(2650, p.rating());
            assertEquals(b, t.players().get(0).id());
            t.updatePlayer(a, PlayerInfo.of("王天一", 2900));
            assertEquals(1, t.player(a).tpn());
            assertEquals(SwisscoreException.ERANGE, code(() -> t.setInt(Types.SET_ROUNDS, 1000)));
            assertEquals(SwisscoreException.ENOTFOUND, code(() -> t.player(99)));
        }
    }

    @Test void pairResultsScores() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            assertEquals(9, t.playerCount());
            assertEquals(3, t.roundCount());
            Round r = t.pairNext();
            assertEquals(4, r.number());
            assertEquals(4, r.boards().size());
            assertEquals(List.of(new Bye(r.byes().get(0).id(), Types.PAB)), r.byes());
            assertEquals(r, t.round(4));
            assertFalse(t.roundComplete(4));
            int white = r.boards().get(0).white();
            int before = t.score(white, 3);
            for (Board b : r.boards()) t.setResult(4, b.number(), Types.WHITE_WIN);
            assertTrue(t.roundComplete(4));
            assertEquals(before + 10, t.score(white, 4));
            PlayerRound pr = t.playerRound(r.boards().get(0).black(), 4);
            assertEquals(new PlayerRound(Types.PLAYED, white, 2, 1, 0, Types.WHITE_WIN, pr.result2()), pr);
            assertEquals(Types.PAB, t.playerRound(r.byes().get(0).id(), 4).kind());
            t.deleteLastRound();
            assertEquals(3, t.roundCount());
        }
    }

    @Test void byesAndWithdrawals() {
        try (Tournament t = Tournament.create()) {
            int[] ids = new int[5];
            for (int k = 0; k < 5; k++) ids[k] = t.addPlayer(PlayerInfo.of("P" + k, 2000));
            t.requestBye(ids[4], 1, Types.HALF_BYE);
            Round r = t.pairNext();
            assertTrue(r.byes().contains(new Bye(ids[4], Types.HALF_BYE)));
            for (Board b : r.boards()) t.setResult(1, b.number(), Types.DRAW);
            assertEquals(5, t.score(ids[4], 1));
            t.withdraw(ids[0], 2);
            t.reinstate(ids[0]);
            t.withdraw(ids[0], 2);
            t.forbidPair(ids[1], ids[2]);
            for (Board b : t.pairNext().boards()) {
                assertNotEquals(ids[0], b.white());
                assertNotEquals(ids[0], b.black());
            }
        }
    }

    @Test void createRoundByHand() {
        try (Tournament t = Tournament.create()) {
            int[] ids = new int[5];
            for (int k = 0; k < 5; k++) ids[k] = t.addPlayer(PlayerInfo.of("P" + k, 2000));
            t.setEntryRound(ids[4], 2);
            Round r = t.createRound(List.of(new Board(0, ids[0], ids[1]), new Board(0, ids[2], ids[3])), List.of());
            assertEquals(List.of(new Board(1, ids[0], ids[1]), new Board(2, ids[2], ids[3])), r.boards());
            t.setResult(1, 1, Types.DRAW);
            t.setGameResult(1, 2, 1, Types.BLACK_WIN);
            assertEquals(10, t.score(ids[3], 1));
            assertEquals(0, t.score(ids[4], 1));
            assertEquals(SwisscoreException.EINVAL,
                    code(() -> t.createRound(List.of(new Board(0, ids[0], ids[0])), List.of())));
            assertEquals(1, t.roundCount());
        }
    }

    @Test void sharedTournamentIsLocked() throws Exception {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            ExecutorService pool = Executors.newFixedThreadPool(8);
            try {
                List<Future<Integer>> got = new ArrayList<>();
                for (int k = 0; k < 8; k++)
                    got.add(pool.submit(() -> {
                        int n = 0;
                        for (int i = 0; i < 20; i++) n += t.standings(StandingsOptions.ruleset("fide-2026")).rows().size()
                                + t.toJson(0).length() * 0;
                        return n;
                    }));
                for (Future<Integer> f : got) assertEquals(180, f.get());
            } finally {
                pool.shutdown();
            }
        }
    }

    @Test void trfAndJsonRoundTrip(@TempDir Path dir) throws Exception {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            byte[] trf = t.toTrf(Types.TRF_2026);
            try (Tournament back = Tournament.readTrf(trf)) {
                assertArrayEquals(trf, back.toTrf(Types.TRF_2026));
            }
            assertTrue(t.toTrf(Types.TRF_16).length > 0);
            String json = t.toJson(0);
            try (Tournament back = Tournament.readJson(json.getBytes("UTF-8"))) {
                assertEquals(json, back.toJson(0));
            }
            assertTrue(t.toJson(2).contains("\n  "));
            t.writeTrfFile(dir.resolve("t.trf").toString(), Types.TRF_2026);
            t.writeJsonFile(dir.resolve("t.json").toString(), 0);
            try (Tournament a = Tournament.readTrfFile(dir.resolve("t.trf").toString());
                 Tournament b = Tournament.readJsonFile(dir.resolve("t.json").toString())) {
                assertEquals(json, a.toJson(0));
                assertEquals(json, b.toJson(0));
            }
        }
    }

    @Test void badInput(@TempDir Path dir) {
        SwisscoreException e = assertThrows(SwisscoreException.class,
                () -> Tournament.readTrfFile(ROOT + "/tests/data/bad/unknown-result-code.trf"));
        assertEquals(SwisscoreException.EPARSE, e.code());
        assertTrue(e.line() > 0);
        assertEquals(SwisscoreException.EINCONSISTENT,
                code(() -> Tournament.readTrfFile(ROOT + "/tests/data/bad/both-white.trf")));
        assertEquals(SwisscoreException.EIO, code(() -> Tournament.readTrfFile(dir.resolve("missing").toString())));
        e = assertThrows(SwisscoreException.class, () -> Tournament.readJson("{\"format\": \n  [1,".getBytes()));
        assertEquals(SwisscoreException.EPARSE, e.code());
        assertEquals(2, e.line());
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            String bad = t.toJson(0).replaceFirst("\"rating\":", "\"rating\":\"x\",\"_\":");
            e = assertThrows(SwisscoreException.class, () -> Tournament.readJson(bad.getBytes()));
            assertFalse(e.path().isEmpty());
        }
        assertThrows(SwisscoreException.class, () -> Tournament.readTrf(new byte[0]));
    }

    @Test void failedCallsLeaveTournamentUnchanged() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            t.pairNext();
            String before = t.toJson(0);
            assertEquals(SwisscoreException.ESTATE, code(t::pairNext));
            assertEquals(SwisscoreException.ENOTFOUND, code(() -> t.setResult(4, 99, Types.DRAW)));
            assertEquals(SwisscoreException.ENOTFOUND, code(() -> t.setResult(9, 1, Types.DRAW)));
            assertEquals(SwisscoreException.EINVAL, code(() -> t.setResult(4, 1, 77)));
            assertEquals(SwisscoreException.ERANGE, code(() -> t.setInt(Types.SET_ROUNDS, 0)));
            assertEquals(SwisscoreException.EINVAL, code(() -> t.addPlayer(PlayerInfo.of("", 0))));
            code(() -> t.addPlayer(PlayerInfo.of("Bad Rating", 12000)));
            assertEquals(SwisscoreException.ENOTFOUND, code(() -> t.standings(StandingsOptions.ruleset("nope"))));
            code(() -> t.prizes(PrizesOptions.text("this is not a prize rule")));
            assertEquals(before, t.toJson(0));
        }
    }

    @Test void standings() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            Standings s = t.standings(StandingsOptions.ruleset("fide-2026"));
            assertEquals(9, s.rows().size());
            assertEquals("PTS", s.criteria().get(0).code());
            for (StandingsRow r : s.rows())
                assertEquals(t.score(r.id(), 3), r.values()[0] * 10 / s.criteria().get(0).scale());
            Standings c = t.standings(StandingsOptions.cascade("BH,SB").afterRound(2));
            assertEquals(List.of("PTS", "BH", "SB"), c.criteria().stream().map(Criterion::code).toList());
            Standings zh = t.standings(StandingsOptions.cascade("对手分,索伯分").afterRound(2));
            for (int k = 0; k < c.rows().size(); k++) {
                assertEquals(c.rows().get(k).id(), zh.rows().get(k).id());
                assertArrayEquals(c.rows().get(k).values(), zh.rows().get(k).values());
            }
            List<Ruleset> rs = Tournament.rulesets();
            assertFalse(rs.isEmpty());
            for (Ruleset r : rs) assertFalse(t.standings(StandingsOptions.ruleset(r.name())).rows().isEmpty());
        }
    }

    /** Cells of open9.trf worked out by hand: lines 2, 1, 4, 7, 5, 3, 8, 9, 6. */
    @Test void reports() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            Report x = t.crosstable(StandingsOptions.cascade("WIN"), 0);
            assertEquals(3, x.kind());
            assertEquals(9, x.rows().size());
            List<ReportCell> p1 = x.rows().get(1);
            assertEquals(1, p1.get(x.column("id")).value());
            assertEquals("5w1", p1.get(x.column("r1")).text());
            assertEquals("3b1", p1.get(x.column("r2")).text());
            assertEquals("-", p1.get(x.column("r3")).text());
            assertEquals(2, p1.get(x.column("WIN")).value());
            assertTrue(x.json().contains("\"kind\": \"crosstable\""));
            Report b = t.boards(2, false);
            assertEquals("0-1", b.rows().get(0).get(b.column("result")).text());
            assertEquals("pab", b.rows().get(4).get(b.column("result")).text());
            assertThrows(SwisscoreException.class, () -> t.boards(7, false));
        }
    }

    @Test void prizes() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            Prizes p = t.prizes(PrizesOptions.named("fangzhuang-chess-open"));
            PrizeTable open = p.tables().get(0);
            assertFalse(open.awards().isEmpty());
            assertEquals(open.total(), open.awards().stream().mapToLong(PrizeAward::amount).sum());
            PrizeAward first = open.awards().get(0);
            Standings s = t.standings(StandingsOptions.ruleset("fangzhuang-chess"));
            assertEquals(s.rows().get(0).id(), first.id());
            assertTrue(p.totals().get(first.id()).cash() >= first.amount());
            List<PrizeRule> rules = Tournament.prizeRules();
            assertFalse(rules.isEmpty());
            assertFalse(t.prizes(PrizesOptions.text(rules.get(0).text())).tables().isEmpty());
        }
    }

    @Test void closeTwiceAndUseAfterClose() {
        Tournament t = Tournament.create();
        t.close();
        t.close();
        assertEquals(SwisscoreException.EINVAL, code(() -> t.addPlayer(PlayerInfo.of("After Close", 0))));
        assertEquals(SwisscoreException.EINVAL, code(() -> t.toJson(0)));
        for (int k = 0; k < 100; k++) Tournament.create().addPlayer(PlayerInfo.of("Dropped", 0));
        System.gc();
    }

    static byte[] pairToEnd() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            int planned = t.getInt(Types.SET_ROUNDS);
            int[] results = {Types.WHITE_WIN, Types.DRAW, Types.BLACK_WIN};
            while (t.roundCount() < planned) {
                Round r = t.pairNext();
                for (Board b : r.boards()) t.setResult(r.number(), b.number(), results[(b.number() + r.number()) % 3]);
                t.standings(StandingsOptions.ruleset("fide-2026"));
            }
            return t.toTrf(Types.TRF_2026);
        }
    }

    @Test void eightThreadsPairTheirOwnTournaments() throws Exception {
        byte[] want = pairToEnd();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<byte[]>> got = new ArrayList<>();
            for (int k = 0; k < 8; k++)
                got.add(pool.submit(() -> {
                    byte[] last = null;
                    for (int i = 0; i < 5; i++) last = pairToEnd();
                    return last;
                }));
            for (Future<byte[]> f : got) assertTrue(Arrays.equals(want, f.get()), "a thread paired differently");
        } finally {
            pool.shutdown();
        }
    }

    /** A file name given as the document is read as text; the error quotes none of the file. */
    @Test void readersReadOnlyWhatTheyAreGiven(@TempDir Path dir) throws Exception {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "TOPSECRET-4711 of the server\n");
        byte[] name = secret.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (Runnable r : List.<Runnable>of(() -> Tournament.readJson(name), () -> Tournament.readTrf(name))) {
            SwisscoreException e = assertThrows(SwisscoreException.class, r::run);
            assertEquals(SwisscoreException.EPARSE, e.code());
            assertFalse(e.getMessage().contains("TOPSECRET") || e.getMessage().contains("server"), e.getMessage());
        }
        SwisscoreException e = assertThrows(SwisscoreException.class, () -> Tournament.readJsonFile(secret.toString()));
        assertEquals(SwisscoreException.EPARSE, e.code());
        assertFalse(e.getMessage().contains("4711 of") || e.getMessage().contains("server"), e.getMessage());
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            String json = dir.resolve("e.json").toString();
            t.writeJsonFile(json, 2);
            try (Tournament u = Tournament.readJsonFile(json)) {
                assertEquals(t.toJson(0), u.toJson(0));
            }
        }
    }

    /** TRF-2026 record 260: kept apart in rounds 1-2, the pair may meet from round 3. */
    @Test void forbiddenRanges() {
        try (Tournament t = Tournament.create()) {
            int a = t.addPlayer(PlayerInfo.of("A", 2000)), b = t.addPlayer(PlayerInfo.of("B", 1990));
            int c = t.addPlayer(PlayerInfo.of("C", 1980)), d = t.addPlayer(PlayerInfo.of("D", 1970));
            t.forbidPair(a, b, 1, 2);
            t.forbidPair(c, d, 3, 0);
            assertEquals(SwisscoreException.ERANGE, code(() -> t.forbidPair(a, b, 3, 2)));
            assertTrue(t.isForbidden(b, a, 2) && t.isForbidden(a, b));
            assertFalse(t.isForbidden(a, b, 3) || t.isForbidden(c, d, 2));
            assertTrue(t.isForbidden(d, c, 99));
            List<ForbiddenPair> want = List.of(new ForbiddenPair(a, b, 1, 2), new ForbiddenPair(c, d, 3, 0));
            assertEquals(want, t.forbiddenPairs());
            try (Tournament u = Tournament.readJson(t.toJson(0).getBytes(java.nio.charset.StandardCharsets.UTF_8))) {
                assertEquals(want, u.forbiddenPairs());
            }
        }
    }

    /** Player 3 of open9.trf: White against 7 (initial colour, 5.2.5), a downfloat to 5 with Black (5.2.1),
     *  then White against the downfloater 2 (5.2.1); points 1, 0, 0. */
    @Test void cardExplainsRounds() {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            Card c = t.card(3, Types.CARD_EN, null, null);
            assertEquals("WBW", c.colours());
            assertEquals(1, c.colourDiff());
            assertEquals(Types.COLOUR_BLACK, c.prefColour());
            assertEquals(10, c.score());
            assertEquals(2026, c.edition());
            assertEquals(3, c.rounds().size());
            int[][] want = {{7, Types.COLOUR_WHITE, 10, Types.CARD_IN_GROUP}, {5, Types.COLOUR_BLACK, 0,
                    Types.CARD_DOWNFLOAT}, {2, Types.COLOUR_WHITE, 0, Types.CARD_UPFLOAT}};
            String[] articles = {"5.2.5", "5.2.1", "5.2.1"};
            for (int k = 0; k < 3; k++) {
                CardRound r = c.rounds().get(k);
                assertEquals(k + 1, r.round());
                assertEquals(want[k][0], r.opponent());
                assertEquals(want[k][1], r.colour());
                assertEquals(want[k][2], r.points());
                assertEquals(want[k][3], r.pairing());
                assertEquals(articles[k], r.colourArticle());
                assertTrue(r.colourText().contains("(" + articles[k] + ")"), r.colourText());
                assertTrue(r.colourAsRule());
            }
            assertTrue(c.rounds().get(1).opponentText().contains("floated down"));
            assertEquals("PTS", c.tiebreaks().get(0).code());
            assertTrue(c.json().contains("\"colours\": \"WBW\""), c.json());
            Card zh = t.card(3, Types.CARD_ZH, null, "fide-2026");
            assertFalse(zh.rounds().get(0).colourText().contains("higher-ranked"));
            assertTrue(zh.tiebreaks().size() > 1);
            assertEquals(SwisscoreException.ENOTFOUND, code(() -> t.card(99, Types.CARD_EN, null, null)));
            assertEquals(SwisscoreException.EINVAL, code(() -> t.card(3, Types.CARD_EN, "XYZ", null)));
        }
    }

    @Test void journalKeepsEntries() throws Exception {
        try (Tournament t = Tournament.readTrfFile(OPEN9)) {
            int before = t.journal().size();
            JournalEntry e = new JournalEntry(Types.JOURNAL_RESULT, 1796000000L, 3, 2, 0, 4, 0, 1, "裁判长 李",
                    "corrected\nafter appeal");
            t.appendJournal(e);
            List<JournalEntry> got = t.journal();
            assertEquals(before + 1, got.size());
            assertEquals(e, got.get(got.size() - 1));
            assertEquals("result", Tournament.journalKindName(Types.JOURNAL_RESULT));
            try (Tournament back = Tournament.readTrf(t.toTrf(Types.TRF_16))) {
                assertEquals(got, back.journal());
            }
            try (Tournament back = Tournament.readJson(t.toJson(0).getBytes("UTF-8"))) {
                assertEquals(got, back.journal());
            }
            assertEquals(SwisscoreException.EINVAL, code(() -> t.appendJournal(
                    new JournalEntry(99, 1, 0, 0, 0, 0, 0, 0, "", ""))));
            assertEquals(SwisscoreException.ERANGE, code(() -> t.appendJournal(
                    new JournalEntry(Types.JOURNAL_NOTE, -1, 0, 0, 0, 0, 0, 0, "", ""))));
            assertEquals(got, t.journal());
        }
    }
}
