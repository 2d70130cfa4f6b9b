"""A whole Swiss tournament in memory, paired by the FIDE Dutch system."""

import sys

import swisscore as sc

players = int(sys.argv[1]) if len(sys.argv) > 1 else 12
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 5

with sc.Tournament(rounds=rounds) as t:
    for i in range(players):
        t.add_player("Player %02d" % (i + 1), 2300 - 25 * i)
    for k in range(1, rounds + 1):
        r = t.pair_next_round()
        print("Round", k)
        for b in r.boards:
            white, black = t.player(b.white), t.player(b.black)
            spin = (b.white * 31 + b.black * 17 + k * 7) % 10
            if spin < 3:
                res = sc.Result.DRAW
            elif (white.rating >= black.rating) != (spin == 9):
                res = sc.Result.WHITE_WIN
            else:
                res = sc.Result.BLACK_WIN
            r.set_result(b.number, res)
            print("  %2d. %-10s %s %-10s" % (b.number, white.name, res, black.name))
        for bye in r.byes:
            print("      %-10s bye (%s)" % (t.player(bye.player).name, bye.kind.name))
    print("Final scores")
    for p in t.players:
        print("  %-10s %4s" % (p.name, p.score()))
