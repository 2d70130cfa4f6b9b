"""Import a TRF file, pair the next round, export it with the round appended."""

import sys

import swisscore as sc

if len(sys.argv) != 3:
    sys.exit("usage: trf_pair_export.py IN.trf OUT.trf")

try:
    t = sc.Tournament.from_trf_file(sys.argv[1])
except sc.ParseError as e:
    sys.exit("%s:%s" % (sys.argv[1], e))

with t:
    r = t.pair_next_round()
    print("round %d: %d boards" % (r.number, len(r)))
    for b in r.boards:
        print("%3d  %4d - %4d" % (b.number, b.white, b.black))
    for bye in r.byes:
        print("bye  %4d (%s)" % (bye.player, bye.kind.name))
    t.save_trf(sys.argv[2], format=sc.TrfFormat.TRF_16)
