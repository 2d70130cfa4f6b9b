package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import (
	"runtime"
	"sync"
	"unsafe"
)

// Tournament owns one swc_tournament. Its methods may be called from any
// goroutine: each takes the tournament's own lock, and separate tournaments
// share nothing. Between processes, the swisscore tool's lock on the event
// file serialises changes; a program that saves an event itself while the
// tool may run must take the same lock (doc/reliability.md). Close frees
// the C memory; a finalizer does so for a tournament that was never
// closed, but a backend holding many should Close them itself.
type Tournament struct {
	mu sync.Mutex
	t  *C.swc_tournament
}

func wrap(ct *C.swc_tournament) *Tournament {
	t := &Tournament{t: ct}
	runtime.SetFinalizer(t, (*Tournament).Close)
	return t
}

// New creates an empty tournament with the library's default settings.
func New() (*Tournament, error) {
	var ct *C.swc_tournament
	if rc := C.swc_tournament_new(&ct, nil); rc != 0 {
		return nil, &Error{Code: Status(rc), Op: "swc_tournament_new"}
	}
	return wrap(ct), nil
}

// Close frees the tournament. It may be called more than once; any other
// method called afterwards fails with EINVAL.
func (t *Tournament) Close() error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.t != nil {
		C.swc_tournament_free(t.t)
		t.t = nil
		runtime.SetFinalizer(t, nil)
	}
	return nil
}

// lock takes the tournament's lock and checks that it is still open; the
// caller unlocks.
func (t *Tournament) lock(op string) error {
	t.mu.Lock()
	if t.t == nil {
		t.mu.Unlock()
		return &Error{Code: EINVAL, Op: op, Message: "the tournament is closed"}
	}
	return nil
}

// fail turns a status code into an *Error with the tournament's message.
func (t *Tournament) fail(rc C.int, op string) error {
	if rc == 0 {
		return nil
	}
	return &Error{Code: Status(rc), Op: op, Message: C.GoString(C.swc_tournament_errmsg(t.t))}
}

// Setting is a key of SetInt / Int (enum swc_setting).
type Setting int

// Integer settings.
const (
	SetRounds             Setting = 1
	SetPointsWin          Setting = 2
	SetPointsDraw         Setting = 3
	SetPointsLoss         Setting = 4
	SetPointsPAB          Setting = 5
	SetPointsForfeitWin   Setting = 6
	SetPointsForfeitLoss  Setting = 7
	SetPointsFullBye      Setting = 8
	SetPointsHalfBye      Setting = 9
	SetPointsZeroBye      Setting = 10
	SetPointsDrawWhite    Setting = 11
	SetPointsDrawBlack    Setting = 12
	SetPointsNotEntered   Setting = 13
	SetGamesPerPairing    Setting = 14
	SetInitialColour      Setting = 15
	SetPairingSystem      Setting = 16
	SetDutchEdition       Setting = 17
	SetForfeitWithdraw    Setting = 18
	SetAcceleration       Setting = 19
	SetTPNOrder           Setting = 20
	SetSequentialTiebreak Setting = 21
)

// Pairing systems (values of SetPairingSystem).
const (
	SystemDutch      = 1
	SystemSequential = 2
	SystemBerger     = 3
)

// TextSetting is a key of SetText / Text (enum swc_text_setting).
type TextSetting int

// Text settings: the TRF header records, the event's tie-break rules (a
// ruleset name or a cascade of codes) and the registration group of players
// entered without one.
const (
	TextName         TextSetting = 1
	TextCity         TextSetting = 2
	TextFederation   TextSetting = 3
	TextStartDate    TextSetting = 4
	TextEndDate      TextSetting = 5
	TextType         TextSetting = 6
	TextArbiter      TextSetting = 7
	TextDeputy       TextSetting = 8
	TextTimeControl  TextSetting = 9
	TextTiebreaks    TextSetting = 10
	TextSectionGroup TextSetting = 11
)

// SetInt changes an integer setting; points are in tenths.
func (t *Tournament) SetInt(key Setting, value int32) error {
	if err := t.lock("swc_tournament_set_int"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_tournament_set_int(t.t, C.int(key), C.int32_t(value)), "swc_tournament_set_int")
}

// Int reads an integer setting.
func (t *Tournament) Int(key Setting) (int32, error) {
	if err := t.lock("swc_tournament_get_int"); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	var v C.int32_t
	if err := t.fail(C.swc_tournament_get_int(&v, t.t, C.int(key)), "swc_tournament_get_int"); err != nil {
		return 0, err
	}
	return int32(v), nil
}

// SetText changes a text setting (UTF-8).
func (t *Tournament) SetText(key TextSetting, value string) error {
	if err := t.lock("swc_tournament_set_string"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	cs := C.CString(value)
	defer C.free(unsafe.Pointer(cs))
	return t.fail(C.swc_tournament_set_string(t.t, C.int(key), cs), "swc_tournament_set_string")
}

// Text reads a text setting.
func (t *Tournament) Text(key TextSetting) (string, error) {
	if err := t.lock("swc_tournament_get_string"); err != nil {
		return "", err
	}
	defer t.mu.Unlock()
	var s *C.char
	if err := t.fail(C.swc_tournament_get_string(&s, t.t, C.int(key)), "swc_tournament_get_string"); err != nil {
		return "", err
	}
	return C.GoString(s), nil
}

// PlayerCount is the number of players (0 for a closed tournament).
func (t *Tournament) PlayerCount() int {
	if t.lock("") != nil {
		return 0
	}
	defer t.mu.Unlock()
	return int(C.swc_tournament_player_count(t.t))
}

// RoundCount is the number of rounds created so far.
func (t *Tournament) RoundCount() int {
	if t.lock("") != nil {
		return 0
	}
	defer t.mu.Unlock()
	return int(C.swc_tournament_round_count(t.t))
}

// ForbidPair keeps two players apart in every later pairing.
func (t *Tournament) ForbidPair(a, b uint32) error {
	if err := t.lock("swc_tournament_forbid_pair"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_tournament_forbid_pair(t.t, C.uint32_t(a), C.uint32_t(b)), "swc_tournament_forbid_pair")
}

// ForbiddenPair is a pair kept apart in rounds FirstRound to LastRound
// (LastRound 0: to the end of the event), as TRF-2026 record 260 says.
type ForbiddenPair struct {
	A, B                  uint32
	FirstRound, LastRound uint32
}

// ForbidPairRounds keeps two players apart in rounds first to last (last 0:
// to the end); ranges of one pair that overlap or touch become one.
func (t *Tournament) ForbidPairRounds(a, b, first, last uint32) error {
	const op = "swc_tournament_forbid_pair_rounds"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_tournament_forbid_pair_rounds(t.t, C.uint32_t(a), C.uint32_t(b), C.uint32_t(first),
		C.uint32_t(last)), op)
}

// IsForbiddenInRound tells whether a and b may not meet in round r.
func (t *Tournament) IsForbiddenInRound(a, b, r uint32) bool {
	if t.lock("") != nil {
		return false
	}
	defer t.mu.Unlock()
	return C.swc_tournament_is_forbidden_in_round(t.t, C.uint32_t(a), C.uint32_t(b), C.uint32_t(r)) == 1
}

// ForbiddenPairs lists every forbidden range, players in order of addition.
func (t *Tournament) ForbiddenPairs() ([]ForbiddenPair, error) {
	const op = "swc_tournament_forbidden"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	n := uint32(C.swc_tournament_forbidden_count(t.t))
	out := make([]ForbiddenPair, 0, n)
	for i := uint32(0); i < n; i++ {
		var a, b, f, l C.uint32_t
		if rc := C.swc_tournament_forbidden(&a, &b, &f, &l, t.t, C.uint32_t(i)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: op}
		}
		out = append(out, ForbiddenPair{uint32(a), uint32(b), uint32(f), uint32(l)})
	}
	return out, nil
}
