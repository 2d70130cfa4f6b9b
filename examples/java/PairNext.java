// Read a tournament (TRF, or the JSON document for a .json file), pair the
// next round and print the boards and the standings before the round as
// JSON, in the shape of `swisscore pair --format json` and `swisscore
// standings --format json`:
//
//   java -cp swisscore.jar:jna.jar PairNext.java FILE [RULESET]

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import swisscore.Tournament;
import swisscore.Types;
import swisscore.Types.*;

public class PairNext {
    static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c < 0x20) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    /** A value in units of 1/scale, printed exactly with its decimals. */
    static String dec(long v, int scale) {
        if (v == Types.UNDEFINED) return "null";
        if (scale <= 1) return Long.toString(v);
        int digits = Integer.toString(scale).length() - 1;
        String sign = v < 0 ? "-" : "";
        long a = Math.abs(v);
        return sign + (a / scale) + "." + String.format("%0" + digits + "d", a % scale);
    }

    static final Map<Integer, String> KINDS = Map.of(Types.PAB, "pab", Types.FULL_BYE, "full_bye",
            Types.HALF_BYE, "half_bye", Types.ZERO_BYE, "zero_bye", Types.NOT_PAIRED, "not_paired",
            Types.NOT_ENTERED, "not_entered", Types.WITHDRAWN, "withdrawn");

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: PairNext FILE.trf|FILE.json [RULESET]");
            System.exit(2);
        }
        String ruleset = args.length == 2 ? args[1] : "fide-2026";
        try (Tournament t = args[0].endsWith(".json") ? Tournament.readJsonFile(args[0])
                                                       : Tournament.readTrfFile(args[0])) {
            int played = t.roundCount();
            Standings st = t.standings(StandingsOptions.ruleset(ruleset).afterRound(played));
            Round round = t.pairNext();
            Map<Integer, String> names = new HashMap<>();
            for (PlayerInfo p : t.players()) names.put(p.id(), p.name());
            java.util.function.IntFunction<String> side = id -> "{\"id\": " + id + ", \"name\": " + str(names.get(id))
                    + ", \"score\": " + dec(t.score(id, played), 10) + "}";

            StringBuilder o = new StringBuilder("{\"pairing\": {\"round\": " + round.number() + ", \"boards\": [");
            List<Board> boards = round.boards();
            for (int k = 0; k < boards.size(); k++) {
                Board b = boards.get(k);
                o.append(k > 0 ? ",\n  " : "\n  ").append("{\"board\": ").append(b.number())
                 .append(", \"white\": ").append(side.apply(b.white()))
                 .append(", \"black\": ").append(side.apply(b.black())).append('}');
            }
            o.append("],\n \"byes\": [");
            for (int k = 0; k < round.byes().size(); k++) {
                Bye y = round.byes().get(k);
                String s = side.apply(y.id());
                o.append(k > 0 ? ", " : "").append(s, 0, s.length() - 1)
                 .append(", \"kind\": ").append(str(KINDS.getOrDefault(y.kind(), "none"))).append('}');
            }
            o.append("]},\n\"standings\": {\"rounds\": ").append(played).append(", \"ruleset\": ").append(str(ruleset))
             .append(", \"criteria\": [");
            List<Criterion> cs = st.criteria();
            for (int k = 0; k < cs.size(); k++) {
                Criterion c = cs.get(k);
                o.append(k > 0 ? ", " : "").append("{\"code\": ").append(str(c.code()))
                 .append(", \"name_zh\": ").append(str(c.nameZh())).append(", \"scale\": ").append(c.scale())
                 .append(", \"ascending\": ").append(c.ascending()).append('}');
            }
            o.append("],\n \"standings\": [");
            for (int k = 0; k < st.rows().size(); k++) {
                StandingsRow r = st.rows().get(k);
                o.append(k > 0 ? ",\n  " : "\n  ").append("{\"rank\": ").append(r.rank())
                 .append(", \"id\": ").append(r.id()).append(", \"name\": ").append(str(names.get(r.id())))
                 .append(", \"shared\": ").append(r.shared()).append(", \"by_lot\": ").append(r.byLot())
                 .append(", \"overall_rank\": ").append(r.overallRank()).append(", \"values\": {");
                for (int c = 0; c < cs.size(); c++)
                    o.append(c > 0 ? ", " : "").append(str(cs.get(c).code())).append(": ")
                     .append(dec(r.values()[c], cs.get(c).scale()));
                o.append("}}");
            }
            o.append("]}}");
            System.out.println(o);
        } catch (RuntimeException e) {
            System.err.println(e.getMessage());
            System.exit(1);
        }
    }
}
