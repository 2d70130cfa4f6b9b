"""A dual-board (双弈) event: a xiangqi and a chess game per pairing, colours
reversed on board 2, paired on the total of game points."""

import swisscore as sc

with sc.Tournament(rounds=3, games_per_pairing=2) as t:
    for i, name in enumerate(["王天一", "郑惟桐", "赵鑫鑫", "蒋川", "许银川", "洪智"]):
        t.add_player(name, 2600 - 20 * i)
    for _ in range(3):
        r = t.pair_next_round()
        for b in r.boards:
            r.set_game_result(b.number, 1, "1-0" if b.number % 2 else "=")  # xiangqi
            r.set_game_result(b.number, 2, "=")                              # chess
            print(r.number, t.player(b.white).name, "-", t.player(b.black).name,
                  [str(x) for x in r.boards[b.number - 1].results])
    for p in t.players:
        print(p.name, p.score())
