package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

// TeamStandingsRow is one team's line: its number, name, place, and
// Values[i] in units of 1/Criteria[i].Scale, or Undefined.
type TeamStandingsRow struct {
	Team   uint32
	Name   string
	Rank   uint32
	Shared bool
	Values []int64
}

// TeamStandings is the ranking of a team event, copied out of the library.
// Cascade is the cascade applied (as given, a ruleset's, or the event's
// own 212 record).
type TeamStandings struct {
	Cascade  string
	Criteria []Criterion
	Rows     []TeamStandingsRow
}

// TeamStandings ranks the teams of a team event by tiebreaks, a cascade of
// C.07 team codes ("PTS:MP,MPVGP,EDE,EMGSB/C1,BH:MP/C1,BC"), Chinese names
// ("场分,局分,对手分,直胜") or a team ruleset's name ("chinese-team"); ""
// takes the event's own cascade. afterRound 0 counts every round.
func (t *Tournament) TeamStandings(tiebreaks string, afterRound uint32) (*TeamStandings, error) {
	const op = "swc_team_standings_new"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	var s *C.swc_team_standings
	if err := t.fail(C.swc_team_standings_new(&s, t.t, strs.opt(tiebreaks), C.uint32_t(afterRound)), op); err != nil {
		return nil, err
	}
	defer C.swc_team_standings_free(s)
	out := &TeamStandings{Cascade: goString(C.swc_team_standings_cascade(s))}
	nc := uint32(C.swc_team_standings_columns(s))
	for c := uint32(0); c < nc; c++ {
		i := C.swc_criterion_info{struct_size: C.uint32_t(C.sizeof_swc_criterion_info)}
		if rc := C.swc_team_standings_column(&i, s, C.uint32_t(c)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_team_standings_column"}
		}
		out.Criteria = append(out.Criteria, Criterion{Code: goString(i.code), NameZh: goString(i.name_zh),
			Type: goString(i._type), Scale: int32(i.scale), Decimals: int32(i.decimals), Ascending: i.ascending != 0})
	}
	nr := uint32(C.swc_team_standings_count(s))
	out.Rows = make([]TeamStandingsRow, 0, nr)
	for r := uint32(0); r < nr; r++ {
		row := C.swc_team_standing{struct_size: C.uint32_t(C.sizeof_swc_team_standing)}
		if rc := C.swc_team_standings_get(&row, s, C.uint32_t(r)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_team_standings_get"}
		}
		info := C.swc_team_info{struct_size: C.uint32_t(C.sizeof_swc_team_info)}
		name := ""
		if C.swc_team_get_info(&info, t.t, row.team) == 0 {
			name = goString(info.name)
		}
		g := TeamStandingsRow{Team: uint32(row.team), Name: name, Rank: uint32(row.rank), Shared: row.shared != 0,
			Values: make([]int64, nc)}
		for c := uint32(0); c < nc; c++ {
			var v C.int64_t
			if rc := C.swc_team_standings_value(&v, s, C.uint32_t(r), C.uint32_t(c)); rc != 0 {
				return nil, &Error{Code: Status(rc), Op: "swc_team_standings_value"}
			}
			g.Values[c] = int64(v)
		}
		out.Rows = append(out.Rows, g)
	}
	return out, nil
}

// TeamRulesets lists the named cascades of team tie-breaks: fide-team-2026,
// fide-team-rr-2026, fide-team-gp-2026 and chinese-team (中国团体赛).
func TeamRulesets() []Ruleset {
	n := uint32(C.swc_team_ruleset_count())
	out := make([]Ruleset, 0, n)
	for k := uint32(0); k < n; k++ {
		i := C.swc_ruleset_info{struct_size: C.uint32_t(C.sizeof_swc_ruleset_info)}
		if C.swc_team_ruleset_get(&i, C.uint32_t(k)) == 0 {
			out = append(out, Ruleset{Name: goString(i.name), NameZh: goString(i.name_zh),
				Tiebreaks: goString(i.tiebreaks), Unplayed: int32(i.unplayed), Lots: i.lots != 0,
				Description: goString(i.description)})
		}
	}
	return out
}

// BoardRank is one player of a board prize ranking: Points in tenths,
// Percent in hundredths of a percent (8333 = 83.33 %).
type BoardRank struct {
	Player  uint32
	Name    string
	Team    uint32
	Rank    uint32
	Shared  bool
	Games   uint32
	Points  int32
	Percent int32
}

// BoardRanking ranks the players of one board for its prize: by percentage
// on that board (games over the board only), then points, then games;
// players with fewer than minGames games are left out. afterRound 0 counts
// every round.
func (t *Tournament) BoardRanking(board, minGames, afterRound uint32) ([]BoardRank, error) {
	const op = "swc_board_ranking_new"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var r *C.swc_board_ranking
	if err := t.fail(C.swc_board_ranking_new(&r, t.t, C.uint32_t(board), C.uint32_t(minGames),
		C.uint32_t(afterRound)), op); err != nil {
		return nil, err
	}
	defer C.swc_board_ranking_free(r)
	n := uint32(C.swc_board_ranking_count(r))
	out := make([]BoardRank, 0, n)
	for i := uint32(0); i < n; i++ {
		row := C.swc_board_rank{struct_size: C.uint32_t(C.sizeof_swc_board_rank)}
		if rc := C.swc_board_ranking_get(&row, r, C.uint32_t(i)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_board_ranking_get"}
		}
		name := ""
		if p := C.swc_tournament_player(t.t, row.player); p != nil {
			name = goString(C.swc_player_name(p))
		}
		out = append(out, BoardRank{Player: uint32(row.player), Name: name, Team: uint32(row.team),
			Rank: uint32(row.rank), Shared: row.shared != 0, Games: uint32(row.games), Points: int32(row.points),
			Percent: int32(row.percent)})
	}
	return out, nil
}
