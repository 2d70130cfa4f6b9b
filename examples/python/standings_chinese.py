"""Standings with a Chinese ruleset or a cascade written with Chinese names."""

import sys

import swisscore as sc

path = sys.argv[1]
cascade = sys.argv[2] if len(sys.argv) > 2 else None

with sc.Tournament.from_trf_file(path) as t:
    if cascade:
        rows = t.standings(tiebreaks=cascade)        # e.g. "对手分,累进分,胜局数,抽签"
    else:
        rows = t.standings("方庄象棋积分编排赛")       # the same as "fangzhuang-xiangqi"
    # The header from the criteria: Chinese names where they have one.
    print("名次  姓名  " + "  ".join("%s(%s)" % (c.label, c.code) for c in rows.criteria))
    for r in rows:
        values = "  ".join("-" if v is None else str(v) for v in r.values.values())
        print("%3d%s  %s  %s" % (r.rank, "=" if r.shared else " ", r.name, values))
