package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// Player flags (PlayerInfo.Flags).
const (
	PlayerProvisional uint32 = 1 << 0
	PlayerMember      uint32 = 1 << 1
)

// PlayerInfo describes a player (swc_player_info). ID and TPN are filled
// by Player and ignored by AddPlayer / UpdatePlayer.
type PlayerInfo struct {
	ID         uint32
	TPN        uint32
	Name       string
	Rating     int32
	Flags      uint32
	Title      string
	Federation string
	FideID     string
	Sex        rune // 'm', 'w' or 0
	BirthDate  string
	Group      string
	Tags       string
	CNTitle    string
}

// cPlayerInfo holds the C copies of a PlayerInfo's strings until free.
type cPlayerInfo struct {
	info C.swc_player_info
	strs []*C.char
}

func (c *cPlayerInfo) str(s string) *C.char {
	p := C.CString(s)
	c.strs = append(c.strs, p)
	return p
}

func (c *cPlayerInfo) free() {
	for _, p := range c.strs {
		C.free(unsafe.Pointer(p))
	}
}

func newCPlayerInfo(p *PlayerInfo) *cPlayerInfo {
	c := &cPlayerInfo{}
	c.info.struct_size = C.uint32_t(C.sizeof_swc_player_info)
	c.info.name = c.str(p.Name)
	c.info.rating = C.int32_t(p.Rating)
	c.info.flags = C.uint32_t(p.Flags)
	c.info.title = c.str(p.Title)
	c.info.federation = c.str(p.Federation)
	c.info.fide_id = c.str(p.FideID)
	c.info.sex = C.int32_t(p.Sex)
	c.info.birth_date = c.str(p.BirthDate)
	c.info.group = c.str(p.Group)
	c.info.tags = c.str(p.Tags)
	c.info.cn_title = c.str(p.CNTitle)
	return c
}

func goString(p *C.char) string {
	if p == nil {
		return ""
	}
	return C.GoString(p)
}

// AddPlayer adds a player and returns its id (stable for the tournament's
// life, unlike the TPN).
func (t *Tournament) AddPlayer(p PlayerInfo) (uint32, error) {
	if err := t.lock("swc_player_add"); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	c := newCPlayerInfo(&p)
	defer c.free()
	var id C.uint32_t
	if err := t.fail(C.swc_player_add(&id, t.t, &c.info), "swc_player_add"); err != nil {
		return 0, err
	}
	return uint32(id), nil
}

// player finds a player by id; the caller holds the lock.
func (t *Tournament) player(id uint32, op string) (*C.swc_player, error) {
	p := C.swc_tournament_player(t.t, C.uint32_t(id))
	if p == nil {
		return nil, &Error{Code: ENOTFOUND, Op: op, Message: "no player with this id"}
	}
	return p, nil
}

// withPlayer runs f on player id under the lock.
func (t *Tournament) withPlayer(id uint32, op string, f func(p *C.swc_player) C.int) error {
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	p, err := t.player(id, op)
	if err != nil {
		return err
	}
	return t.fail(f(p), op)
}

// UpdatePlayer replaces a player's details.
func (t *Tournament) UpdatePlayer(id uint32, info PlayerInfo) error {
	c := newCPlayerInfo(&info)
	defer c.free()
	return t.withPlayer(id, "swc_player_update", func(p *C.swc_player) C.int {
		return C.swc_player_update(p, &c.info)
	})
}

// Player returns a player's details.
func (t *Tournament) Player(id uint32) (PlayerInfo, error) {
	var out PlayerInfo
	err := t.withPlayer(id, "swc_player_get_info", func(p *C.swc_player) C.int {
		i := C.swc_player_info{struct_size: C.uint32_t(C.sizeof_swc_player_info)}
		rc := C.swc_player_get_info(&i, p)
		if rc == 0 {
			out = PlayerInfo{ID: uint32(C.swc_player_id(p)), TPN: uint32(C.swc_player_tpn(p)),
				Name: goString(i.name), Rating: int32(i.rating), Flags: uint32(i.flags),
				Title: goString(i.title), Federation: goString(i.federation), FideID: goString(i.fide_id),
				Sex: rune(i.sex), BirthDate: goString(i.birth_date), Group: goString(i.group),
				Tags: goString(i.tags), CNTitle: goString(i.cn_title)}
		}
		return rc
	})
	return out, err
}

// Players returns every player in TPN order.
func (t *Tournament) Players() ([]PlayerInfo, error) {
	if err := t.lock("swc_tournament_player_by_tpn"); err != nil {
		return nil, err
	}
	n := uint32(C.swc_tournament_player_count(t.t))
	ids := make([]uint32, 0, n)
	for tpn := uint32(1); tpn <= n; tpn++ {
		ids = append(ids, uint32(C.swc_player_id(C.swc_tournament_player_by_tpn(t.t, C.uint32_t(tpn)))))
	}
	t.mu.Unlock()
	out := make([]PlayerInfo, 0, n)
	for _, id := range ids {
		p, err := t.Player(id)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// Score is a player's score after a round (0 = the start), in tenths.
func (t *Tournament) Score(id, afterRound uint32) (int32, error) {
	var v C.int32_t
	err := t.withPlayer(id, "swc_player_score", func(p *C.swc_player) C.int {
		return C.swc_player_score(&v, p, C.uint32_t(afterRound))
	})
	return int32(v), err
}

// Withdraw withdraws a player from a round on.
func (t *Tournament) Withdraw(id, fromRound uint32) error {
	return t.withPlayer(id, "swc_player_withdraw", func(p *C.swc_player) C.int {
		return C.swc_player_withdraw(p, C.uint32_t(fromRound))
	})
}

// Reinstate undoes a withdrawal.
func (t *Tournament) Reinstate(id uint32) error {
	return t.withPlayer(id, "swc_player_reinstate", func(p *C.swc_player) C.int {
		return C.swc_player_reinstate(p)
	})
}

// SetEntryRound makes a player a late entry from a round on.
func (t *Tournament) SetEntryRound(id, fromRound uint32) error {
	return t.withPlayer(id, "swc_player_set_entry_round", func(p *C.swc_player) C.int {
		return C.swc_player_set_entry_round(p, C.uint32_t(fromRound))
	})
}

// RequestBye records a requested bye (KindFullBye, KindHalfBye or
// KindZeroBye) for a round not yet paired.
func (t *Tournament) RequestBye(id, round uint32, kind RoundKind) error {
	return t.withPlayer(id, "swc_player_request_bye", func(p *C.swc_player) C.int {
		return C.swc_player_request_bye(p, C.uint32_t(round), C.int(kind))
	})
}

// PlayerRound is what a player did in one round (swc_player_round_info).
type PlayerRound struct {
	Kind     RoundKind
	Opponent uint32
	Colour   int32
	Board    uint32
	Points   int32
	Result   [2]Result
}

// PlayerRound returns a player's record of one round.
func (t *Tournament) PlayerRound(id, round uint32) (PlayerRound, error) {
	var out PlayerRound
	err := t.withPlayer(id, "swc_player_round", func(p *C.swc_player) C.int {
		i := C.swc_player_round_info{struct_size: C.uint32_t(C.sizeof_swc_player_round_info)}
		rc := C.swc_player_round(&i, p, C.uint32_t(round))
		out = PlayerRound{Kind: RoundKind(i.kind), Opponent: uint32(i.opponent), Colour: int32(i.colour),
			Board: uint32(i.board), Points: int32(i.points), Result: [2]Result{Result(i.result[0]), Result(i.result[1])}}
		return rc
	})
	return out, err
}
