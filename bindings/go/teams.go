package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// TeamSetting is a key of SetTeamInt / TeamInt (enum swc_team_setting).
// Point values are in tenths.
type TeamSetting int

// Team settings.
const (
	TeamBoards TeamSetting = 1 // boards per match; 0 = an individual event
	TeamMPWin  TeamSetting = 2 // match points of a won match (default 20)
	TeamMPDraw TeamSetting = 3 // of a drawn match (default 10)
	TeamMPLoss TeamSetting = 4 // of a lost match (default 0)
	TeamPABMP  TeamSetting = 5 // match points of the team PAB
	TeamPABGP  TeamSetting = 6 // game points of the team PAB
)

// How a team match ended when it was not played (enum swc_team_match_kind).
const (
	MatchPlayed       = 0
	MatchForfeitWhite = 1 // the second team forfeited: "+-"
	MatchForfeitBlack = 2 // the first-named team forfeited: "-+"
	MatchForfeitBoth  = 3 // neither came: "--"
)

// TeamInfo is a team's data (swc_team_info). Captain is a player id, 0 when none.
type TeamInfo struct {
	Number     uint32
	Name       string
	ShortName  string
	Federation string
	Captain    uint32
	Strength   int32
}

// TeamMatch is one entry of a team round: a match of White (named first)
// and Black, or a bye of White (Black 0, Kind a RoundKind such as KindPAB).
// A line-up lists player ids by board (0 an empty board); nil takes the
// team's board order (in a forfeited match: nobody).
type TeamMatch struct {
	White, Black             uint32
	Kind                     int32
	WhiteLineup, BlackLineup []uint32
}

// TeamResult is a team's round (swc_team_result); points in tenths.
type TeamResult struct {
	Kind               RoundKind
	Opponent           uint32
	Colour             int32
	MatchPoints        int32
	GamePoints         int32
	OpponentGamePoints int32
	Complete           bool
}

// SetTeamInt changes a team setting; TeamBoards above 0 makes a team event.
func (t *Tournament) SetTeamInt(key TeamSetting, value int32) error {
	const op = "swc_team_set_int"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_team_set_int(t.t, C.int(key), C.int32_t(value)), op)
}

// TeamInt reads a team setting.
func (t *Tournament) TeamInt(key TeamSetting) (int32, error) {
	const op = "swc_team_get_int"
	if err := t.lock(op); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	var v C.int32_t
	if rc := C.swc_team_get_int(&v, t.t, C.int(key)); rc != 0 {
		return 0, &Error{Code: Status(rc), Op: op}
	}
	return int32(v), nil
}

// SetTeamColours sets the board colour sequence ("WBWB"; "" the default).
func (t *Tournament) SetTeamColours(seq string) error {
	const op = "swc_team_set_colours"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	return t.fail(C.swc_team_set_colours(t.t, strs.opt(seq)), op)
}

// TeamColours gives the board colour sequence, "" in an individual event.
func (t *Tournament) TeamColours() string {
	if t.lock("swc_team_colours") != nil {
		return ""
	}
	defer t.mu.Unlock()
	return goString(C.swc_team_colours(t.t))
}

func (t *Tournament) teamInfo(strs *cStrings, in TeamInfo) C.swc_team_info {
	c := C.swc_team_info{struct_size: C.uint32_t(C.sizeof_swc_team_info)}
	c.name = strs.opt(in.Name)
	c.short_name = strs.opt(in.ShortName)
	c.federation = strs.opt(in.Federation)
	c.captain = C.uint32_t(in.Captain)
	c.strength = C.int32_t(in.Strength)
	return c
}

// AddTeam adds a team and returns its number (its pairing number). Give
// it members with SetTeamMembers, then a captain with UpdateTeam.
func (t *Tournament) AddTeam(in TeamInfo) (uint32, error) {
	const op = "swc_team_add"
	if err := t.lock(op); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	c := t.teamInfo(&strs, in)
	var n C.uint32_t
	if err := t.fail(C.swc_team_add(&n, t.t, &c), op); err != nil {
		return 0, err
	}
	return uint32(n), nil
}

// UpdateTeam replaces a team's name, short name, federation, captain and strength.
func (t *Tournament) UpdateTeam(number uint32, in TeamInfo) error {
	const op = "swc_team_update"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	c := t.teamInfo(&strs, in)
	return t.fail(C.swc_team_update(t.t, C.uint32_t(number), &c), op)
}

// SetTeamMembers sets a team's members in board order.
func (t *Tournament) SetTeamMembers(number uint32, members []uint32) error {
	const op = "swc_team_set_members"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	ids := make([]C.uint32_t, len(members)+1)
	for i, id := range members {
		ids[i] = C.uint32_t(id)
	}
	return t.fail(C.swc_team_set_members(t.t, C.uint32_t(number), &ids[0], C.size_t(len(members))), op)
}

// Teams gives every team in number order.
func (t *Tournament) Teams() ([]TeamInfo, error) {
	const op = "swc_team_get_info"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	n := uint32(C.swc_team_count(t.t))
	out := make([]TeamInfo, 0, n)
	for k := uint32(1); k <= n; k++ {
		c := C.swc_team_info{struct_size: C.uint32_t(C.sizeof_swc_team_info)}
		if err := t.fail(C.swc_team_get_info(&c, t.t, C.uint32_t(k)), op); err != nil {
			return nil, err
		}
		out = append(out, TeamInfo{Number: k, Name: goString(c.name), ShortName: goString(c.short_name),
			Federation: goString(c.federation), Captain: uint32(c.captain), Strength: int32(c.strength)})
	}
	return out, nil
}

// TeamMembers gives a team's members (player ids) in board order.
func (t *Tournament) TeamMembers(number uint32) ([]uint32, error) {
	const op = "swc_team_member"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	n := uint32(C.swc_team_member_count(t.t, C.uint32_t(number)))
	out := make([]uint32, 0, n)
	for i := uint32(0); i < n; i++ {
		var id C.uint32_t
		if err := t.fail(C.swc_team_member(&id, t.t, C.uint32_t(number), C.uint32_t(i)), op); err != nil {
			return nil, err
		}
		out = append(out, uint32(id))
	}
	return out, nil
}

// TeamOfPlayer gives the team a player belongs to, 0 when none.
func (t *Tournament) TeamOfPlayer(id uint32) uint32 {
	if t.lock("swc_team_of_player") != nil {
		return 0
	}
	defer t.mu.Unlock()
	return uint32(C.swc_team_of_player(t.t, C.uint32_t(id)))
}

// WithdrawTeam withdraws a team from a round on (0 undoes a withdrawal
// that has not taken effect).
func (t *Tournament) WithdrawTeam(number, fromRound uint32) error {
	const op = "swc_team_withdraw"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_team_withdraw(t.t, C.uint32_t(number), C.uint32_t(fromRound)), op)
}

// TeamStatus gives the first round a team takes part in and the first
// round it misses after its withdrawal (0 when active).
func (t *Tournament) TeamStatus(number uint32) (entry, withdrawn uint32, err error) {
	const op = "swc_team_status"
	if err = t.lock(op); err != nil {
		return
	}
	defer t.mu.Unlock()
	var e, w C.uint32_t
	if err = t.fail(C.swc_team_status(&e, &w, t.t, C.uint32_t(number)), op); err != nil {
		return
	}
	return uint32(e), uint32(w), nil
}

// CreateTeamRound creates the next round from its matches and byes, the
// board games laid out match after match. Nothing changes on failure.
func (t *Tournament) CreateTeamRound(matches []TeamMatch) (Round, error) {
	const op = "swc_team_round_create"
	if err := t.lock(op); err != nil {
		return Round{}, err
	}
	defer t.mu.Unlock()
	// The entries and their line-ups live in C memory: cgo forbids Go
	// memory holding Go pointers to be passed to C.
	size := C.size_t(C.sizeof_swc_team_match_info)
	entries := (*C.swc_team_match_info)(C.calloc(C.size_t(len(matches)+1), size))
	if entries == nil {
		return Round{}, &Error{Code: Status(C.SWC_ENOMEM), Op: op}
	}
	defer C.free(unsafe.Pointer(entries))
	var blocks []unsafe.Pointer
	defer func() {
		for _, p := range blocks {
			C.free(p)
		}
	}()
	lineup := func(ids []uint32) *C.uint32_t {
		if ids == nil {
			return nil
		}
		p := C.calloc(C.size_t(len(ids)+1), C.size_t(unsafe.Sizeof(C.uint32_t(0))))
		blocks = append(blocks, p)
		arr := unsafe.Slice((*C.uint32_t)(p), len(ids)+1)
		for i, id := range ids {
			arr[i] = C.uint32_t(id)
		}
		return (*C.uint32_t)(p)
	}
	es := unsafe.Slice(entries, len(matches)+1)
	for i, m := range matches {
		es[i].struct_size = C.uint32_t(size)
		es[i].white = C.uint32_t(m.White)
		es[i].black = C.uint32_t(m.Black)
		es[i].kind = C.int32_t(m.Kind)
		es[i].white_lineup = lineup(m.WhiteLineup)
		es[i].black_lineup = lineup(m.BlackLineup)
	}
	var r *C.swc_round
	if err := t.fail(C.swc_team_round_create(&r, t.t, entries, C.size_t(len(matches))), op); err != nil {
		return Round{}, err
	}
	return copyRound(r), nil
}

// TeamMatches gives the matches and byes of a team round, each with both
// line-ups.
func (t *Tournament) TeamMatches(round uint32) ([]TeamMatch, error) {
	const op = "swc_team_match_get"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	n := uint32(C.swc_team_match_count(t.t, C.uint32_t(round)))
	out := make([]TeamMatch, 0, n)
	for i := uint32(0); i < n; i++ {
		c := C.swc_team_match_info{struct_size: C.uint32_t(C.sizeof_swc_team_match_info)}
		if err := t.fail(C.swc_team_match_get(&c, t.t, C.uint32_t(round), C.uint32_t(i)), op); err != nil {
			return nil, err
		}
		m := TeamMatch{White: uint32(c.white), Black: uint32(c.black), Kind: int32(c.kind)}
		if m.Black != 0 {
			m.WhiteLineup = t.lineup(round, m.White)
			m.BlackLineup = t.lineup(round, m.Black)
		}
		out = append(out, m)
	}
	return out, nil
}

func (t *Tournament) lineup(round, team uint32) []uint32 {
	var buf [C.SWC_MAX_BOARDS]C.uint32_t
	n := int(C.swc_team_lineup(&buf[0], C.SWC_MAX_BOARDS, t.t, C.uint32_t(round), C.uint32_t(team)))
	if n <= 0 {
		return nil
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(buf[i])
	}
	return out
}

// TeamLineup gives a team's line-up in a round (nil when it played no
// match or a forfeited match named nobody).
func (t *Tournament) TeamLineup(round, team uint32) ([]uint32, error) {
	if err := t.lock("swc_team_lineup"); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	return t.lineup(round, team), nil
}

// TeamNextLineup gives the line-up a team handed in for the next round
// (SetTeamLineup with the round after the last), nil when none; the round's
// creation takes it.
func (t *Tournament) TeamNextLineup(team uint32) ([]uint32, error) {
	if err := t.lock("swc_team_next_lineup"); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var buf [C.SWC_MAX_BOARDS]C.uint32_t
	n := int(C.swc_team_next_lineup(&buf[0], C.SWC_MAX_BOARDS, t.t, C.uint32_t(team)))
	if n <= 0 {
		return nil, nil
	}
	out := make([]uint32, n)
	for i := range out {
		out[i] = uint32(buf[i])
	}
	return out, nil
}

// TeamBoard gives the board of the individual round where a team's board
// was played, 0 when that board had no game.
func (t *Tournament) TeamBoard(round, team, board uint32) (uint32, error) {
	const op = "swc_team_board"
	if err := t.lock(op); err != nil {
		return 0, err
	}
	defer t.mu.Unlock()
	var b C.uint32_t
	if err := t.fail(C.swc_team_board(&b, t.t, C.uint32_t(round), C.uint32_t(team), C.uint32_t(board)), op); err != nil {
		return 0, err
	}
	return uint32(b), nil
}

// TeamRoundResult gives a team's result in a round, derived from its boards.
func (t *Tournament) TeamRoundResult(team, round uint32) (TeamResult, error) {
	const op = "swc_team_round_result"
	if err := t.lock(op); err != nil {
		return TeamResult{}, err
	}
	defer t.mu.Unlock()
	c := C.swc_team_result{struct_size: C.uint32_t(C.sizeof_swc_team_result)}
	if err := t.fail(C.swc_team_round_result(&c, t.t, C.uint32_t(team), C.uint32_t(round)), op); err != nil {
		return TeamResult{}, err
	}
	return TeamResult{Kind: RoundKind(c.kind), Opponent: uint32(c.opponent), Colour: int32(c.colour),
		MatchPoints: int32(c.match_points), GamePoints: int32(c.game_points),
		OpponentGamePoints: int32(c.opponent_game_points), Complete: c.complete != 0}, nil
}

// TeamScore gives a team's match and game points (tenths) after a round.
func (t *Tournament) TeamScore(team, afterRound uint32) (matchPoints, gamePoints int32, err error) {
	const op = "swc_team_score"
	if err = t.lock(op); err != nil {
		return
	}
	defer t.mu.Unlock()
	var mp, gp C.int32_t
	if err = t.fail(C.swc_team_score(&mp, &gp, t.t, C.uint32_t(team), C.uint32_t(afterRound)), op); err != nil {
		return
	}
	return int32(mp), int32(gp), nil
}

// SetTeamLineup changes a team's line-up in the last round (player ids by
// board, 0 an empty board) while its match has no result; the other boards
// keep their results. For the next round it hands the line-up in before the
// round is paired (an empty one withdraws it). Nothing changes when it is
// refused.
func (t *Tournament) SetTeamLineup(round, team uint32, ids []uint32) error {
	const op = "swc_team_set_lineup"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	c := make([]C.uint32_t, len(ids)+1)
	for i, id := range ids {
		c[i] = C.uint32_t(id)
	}
	return t.fail(C.swc_team_set_lineup(t.t, C.uint32_t(round), C.uint32_t(team), &c[0], C.size_t(len(ids))), op)
}

// SetTeamMatchKind forfeits the match of a team in the last round
// (MatchForfeitWhite: the second team forfeits, MatchForfeitBlack: the
// first-named one, MatchForfeitBoth) or has it played again (MatchPlayed),
// while its boards have no result of play. A forfeited match names nobody;
// the other boards keep their results. Nothing changes when it is refused.
func (t *Tournament) SetTeamMatchKind(round, team uint32, kind int) error {
	const op = "swc_team_set_match_kind"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	return t.fail(C.swc_team_set_match_kind(t.t, C.uint32_t(round), C.uint32_t(team), C.int32_t(kind)), op)
}
