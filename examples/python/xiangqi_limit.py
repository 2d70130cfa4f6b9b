"""The natural move limit (自然限着) on a real game: the board says which moves
capture or check, the counter counts from the move after a refused draw offer."""

from swisscore import xiangqi as xq

MOVES = ("炮二平五 马２进３ 马二进三 炮８平６ 兵三进一 马８进７ 炮八平七 车９平８ "
         "马八进九 车１平２ 车九平八 炮２进４ 兵七进一 车８进４ 车一平二 车８平４").split()

with xq.Board() as board, xq.Counter(limit_plies=20) as counter:
    for ply, text in enumerate(MOVES, 1):
        m = board.play(text)
        if ply == 7:                      # red offered a draw before this move
            counter.start(m.side)
        if ply >= 7:
            counter.ply(m.side, capture=m.captured != xq.Piece.NONE, check=m.gives_check)
        print("%2d. %s %s count %d" % (m.move_number, m.iccs, m.chinese, counter.count))
    print("drawn" if counter.drawn else "%d plies left" % counter.plies_left)
