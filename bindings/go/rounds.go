package swisscore

/*
#include <swisscore/swisscore.h>
*/
import "C"

// RoundKind is what a player's round record is (enum swc_round_kind); byes
// carry one too.
type RoundKind int

// Round kinds.
const (
	KindNone        RoundKind = 0
	KindPlayed      RoundKind = 1
	KindForfeitWin  RoundKind = 2
	KindForfeitLoss RoundKind = 3
	KindPAB         RoundKind = 4
	KindFullBye     RoundKind = 5
	KindHalfBye     RoundKind = 6
	KindZeroBye     RoundKind = 7
	KindNotPaired   RoundKind = 8
	KindNotEntered  RoundKind = 9
	KindWithdrawn   RoundKind = 10
)

// Result is the result of a game (enum swc_result).
type Result int

// Results.
const (
	ResultNone            Result = 0
	ResultWhiteWin        Result = 1
	ResultDraw            Result = 2
	ResultBlackWin        Result = 3
	ResultWhiteForfeitWin Result = 4
	ResultBlackForfeitWin Result = 5
	ResultDoubleForfeit   Result = 6
	ResultAdjourned       Result = 7
	ResultWhiteWinUnrated Result = 8
	ResultDrawUnrated     Result = 9
	ResultBlackWinUnrated Result = 10
)

// Board is one pairing of a round, by player id.
type Board struct {
	Number uint32
	White  uint32
	Black  uint32
}

// Bye is a player without an opponent in a round.
type Bye struct {
	ID   uint32
	Kind RoundKind
}

// Round is a copy of one round's boards and byes.
type Round struct {
	Number uint32
	Boards []Board
	Byes   []Bye
}

func copyRound(r *C.swc_round) Round {
	out := Round{Number: uint32(C.swc_round_number(r))}
	nb := uint32(C.swc_round_board_count(r))
	for b := uint32(1); b <= nb; b++ {
		var w, k C.uint32_t
		if C.swc_round_board(&w, &k, r, C.uint32_t(b)) == 0 {
			out.Boards = append(out.Boards, Board{Number: b, White: uint32(w), Black: uint32(k)})
		}
	}
	ny := uint32(C.swc_round_bye_count(r))
	for i := uint32(0); i < ny; i++ {
		var id C.uint32_t
		var kind C.int32_t
		if C.swc_round_bye(&id, &kind, r, C.uint32_t(i)) == 0 {
			out.Byes = append(out.Byes, Bye{ID: uint32(id), Kind: RoundKind(kind)})
		}
	}
	return out
}

// PairNext pairs the next round by the tournament's pairing system. When
// it fails (ENOPAIRING, ESTATE …) no round is added.
func (t *Tournament) PairNext() (Round, error) {
	if err := t.lock("swc_tournament_pair_next"); err != nil {
		return Round{}, err
	}
	defer t.mu.Unlock()
	var r *C.swc_round
	if err := t.fail(C.swc_tournament_pair_next(&r, t.t), "swc_tournament_pair_next"); err != nil {
		return Round{}, err
	}
	return copyRound(r), nil
}

// CreateRound enters a round by hand: boards by player id, and byes with
// their kinds.
func (t *Tournament) CreateRound(boards []Board, byes []Bye) (Round, error) {
	if err := t.lock("swc_round_create"); err != nil {
		return Round{}, err
	}
	defer t.mu.Unlock()
	white := make([]C.uint32_t, len(boards)+1)
	black := make([]C.uint32_t, len(boards)+1)
	for i, b := range boards {
		white[i], black[i] = C.uint32_t(b.White), C.uint32_t(b.Black)
	}
	ids := make([]C.uint32_t, len(byes)+1)
	kinds := make([]C.int32_t, len(byes)+1)
	for i, b := range byes {
		ids[i], kinds[i] = C.uint32_t(b.ID), C.int32_t(b.Kind)
	}
	var r *C.swc_round
	rc := C.swc_round_create(&r, t.t, &white[0], &black[0], C.size_t(len(boards)),
		&ids[0], &kinds[0], C.size_t(len(byes)))
	if err := t.fail(rc, "swc_round_create"); err != nil {
		return Round{}, err
	}
	return copyRound(r), nil
}

// Round returns a copy of round number n (1-based).
func (t *Tournament) Round(n uint32) (Round, error) {
	if err := t.lock("swc_tournament_round"); err != nil {
		return Round{}, err
	}
	defer t.mu.Unlock()
	r := C.swc_tournament_round(t.t, C.uint32_t(n))
	if r == nil {
		return Round{}, &Error{Code: ENOTFOUND, Op: "swc_tournament_round", Message: "no such round"}
	}
	return copyRound(r), nil
}

// withRound runs f on round n under the lock.
func (t *Tournament) withRound(n uint32, op string, f func(r *C.swc_round) C.int) error {
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	r := C.swc_tournament_round(t.t, C.uint32_t(n))
	if r == nil {
		return &Error{Code: ENOTFOUND, Op: op, Message: "no such round"}
	}
	return t.fail(f(r), op)
}

// SetResult records the result of a board (both games of a dual-board
// pairing get it; see SetGameResult).
func (t *Tournament) SetResult(round, board uint32, result Result) error {
	return t.withRound(round, "swc_round_set_result", func(r *C.swc_round) C.int {
		return C.swc_round_set_result(r, C.uint32_t(board), C.int(result))
	})
}

// SetGameResult records the result of one game (1 or 2) of a board.
func (t *Tournament) SetGameResult(round, board, game uint32, result Result) error {
	return t.withRound(round, "swc_round_set_game_result", func(r *C.swc_round) C.int {
		return C.swc_round_set_game_result(r, C.uint32_t(board), C.uint32_t(game), C.int(result))
	})
}

// RoundComplete tells whether every board of round n has a result.
func (t *Tournament) RoundComplete(n uint32) (bool, error) {
	done := false
	err := t.withRound(n, "swc_round_is_complete", func(r *C.swc_round) C.int {
		rc := C.swc_round_is_complete(r)
		if rc < 0 {
			return rc
		}
		done = rc == 1
		return 0
	})
	return done, err
}

// DeleteLastRound removes the last round.
func (t *Tournament) DeleteLastRound() error {
	if err := t.lock("swc_tournament_delete_last_round"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_tournament_delete_last_round(t.t), "swc_tournament_delete_last_round")
}
