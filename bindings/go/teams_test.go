package swisscore

import (
	"reflect"
	"testing"
)

// fourTeams is a team event of two boards, four teams of two players.
func fourTeams(t *testing.T) *Tournament {
	t.Helper()
	tour, err := New()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tour.Close() })
	if err := tour.SetInt(SetRounds, 3); err != nil {
		t.Fatal(err)
	}
	if err := tour.SetTeamInt(TeamBoards, 2); err != nil {
		t.Fatal(err)
	}
	if err := tour.SetTeamColours("WB"); err != nil {
		t.Fatal(err)
	}
	for k, name := range []string{"北京队", "Beta", "Gamma", "Delta"} {
		n, err := tour.AddTeam(TeamInfo{Name: name, ShortName: string(rune('A' + k))})
		if err != nil || n != uint32(k+1) {
			t.Fatalf("AddTeam %s: %d %v", name, n, err)
		}
		var ids []uint32
		for b := 0; b < 2; b++ {
			id, err := tour.AddPlayer(PlayerInfo{Name: name + string(rune('1'+b)), Rating: int32(2000 - 100*k - 10*b)})
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, id)
		}
		if err := tour.SetTeamMembers(n, ids); err != nil {
			t.Fatal(err)
		}
	}
	return tour
}

func TestTeamSettingsAndTeams(t *testing.T) {
	tour := fourTeams(t)
	if v, err := tour.TeamInt(TeamBoards); err != nil || v != 2 {
		t.Fatalf("boards %d %v", v, err)
	}
	if v, _ := tour.TeamInt(TeamMPWin); v != 20 {
		t.Fatalf("match points of a win %d", v)
	}
	if tour.TeamColours() != "WB" {
		t.Fatalf("colours %q", tour.TeamColours())
	}
	teams, err := tour.Teams()
	if err != nil || len(teams) != 4 || teams[0].Name != "北京队" || teams[3].Number != 4 {
		t.Fatalf("teams %+v %v", teams, err)
	}
	members, err := tour.TeamMembers(2)
	if err != nil || !reflect.DeepEqual(members, []uint32{3, 4}) || tour.TeamOfPlayer(4) != 2 {
		t.Fatalf("members %v %v", members, err)
	}
	// A player of another team is refused and nothing changes.
	wantCode(t, tour.SetTeamMembers(1, []uint32{1, 3}), EINVAL)
	if members, _ := tour.TeamMembers(1); !reflect.DeepEqual(members, []uint32{1, 2}) {
		t.Fatalf("members changed: %v", members)
	}
	if err := tour.UpdateTeam(1, TeamInfo{Name: "Beijing", Captain: 2, Strength: 1995}); err != nil {
		t.Fatal(err)
	}
	if teams, _ := tour.Teams(); teams[0].Name != "Beijing" || teams[0].Captain != 2 || teams[0].Strength != 1995 {
		t.Fatalf("updated %+v", teams[0])
	}
	if err := tour.WithdrawTeam(4, 3); err != nil {
		t.Fatal(err)
	}
	if e, w, err := tour.TeamStatus(4); err != nil || e != 1 || w != 3 {
		t.Fatalf("status %d %d %v", e, w, err)
	}
}

func TestTeamRoundResultsAndFiles(t *testing.T) {
	tour := fourTeams(t)
	// A player of another team in a line-up is refused, nothing changes.
	_, err := tour.CreateTeamRound([]TeamMatch{{White: 1, Black: 2, WhiteLineup: []uint32{1, 3}}, {White: 3, Black: 4}})
	wantCode(t, err, EINVAL)
	if tour.RoundCount() != 0 {
		t.Fatal("a refused round was added")
	}
	r, err := tour.CreateTeamRound([]TeamMatch{
		{White: 1, Black: 2, WhiteLineup: []uint32{2, 1}},
		{White: 3, Black: 4, Kind: MatchForfeitBlack},
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Boards) != 2 || r.Boards[0].White != 2 || r.Boards[0].Black != 3 || r.Boards[1].White != 4 || r.Boards[1].Black != 1 {
		t.Fatalf("boards %+v", r.Boards)
	}
	matches, err := tour.TeamMatches(1)
	if err != nil || len(matches) != 2 || !reflect.DeepEqual(matches[0].WhiteLineup, []uint32{2, 1}) ||
		matches[1].Kind != MatchForfeitBlack {
		t.Fatalf("matches %+v %v", matches, err)
	}
	if b, err := tour.TeamBoard(1, 2, 2); err != nil || b != 2 {
		t.Fatalf("team 2's board 2 on board %d %v", b, err)
	}
	// A line-up handed in for round 2, withdrawn again.
	if err := tour.SetTeamLineup(2, 2, []uint32{4, 3}); err != nil {
		t.Fatal(err)
	}
	if l, _ := tour.TeamNextLineup(2); !reflect.DeepEqual(l, []uint32{4, 3}) {
		t.Fatalf("handed in %v", l)
	}
	wantCode(t, tour.SetTeamLineup(2, 2, []uint32{1, 3}), EINVAL)
	if err := tour.SetTeamLineup(2, 2, nil); err != nil {
		t.Fatal(err)
	}
	if l, _ := tour.TeamNextLineup(2); l != nil {
		t.Fatalf("withdrawn %v", l)
	}
	// A new line-up before any result; a player of another team is refused.
	wantCode(t, tour.SetTeamLineup(1, 1, []uint32{1, 3}), EINVAL)
	if err := tour.SetTeamLineup(1, 1, []uint32{1, 2}); err != nil {
		t.Fatal(err)
	}
	if l, _ := tour.TeamLineup(1, 1); !reflect.DeepEqual(l, []uint32{1, 2}) {
		t.Fatalf("line-up %v", l)
	}
	if err := tour.SetTeamLineup(1, 1, []uint32{2, 1}); err != nil {
		t.Fatal(err)
	}
	if err := tour.SetResult(1, 1, ResultWhiteWin); err != nil {
		t.Fatal(err)
	}
	if err := tour.SetResult(1, 2, ResultDraw); err != nil {
		t.Fatal(err)
	}
	res, err := tour.TeamRoundResult(1, 1)
	want := TeamResult{Kind: KindPlayed, Opponent: 2, Colour: 1, MatchPoints: 20, GamePoints: 15,
		OpponentGamePoints: 5, Complete: true}
	if err != nil || res != want {
		t.Fatalf("result %+v %v", res, err)
	}
	if mp, gp, err := tour.TeamScore(4, 1); err != nil || mp != 20 || gp != 20 {
		t.Fatalf("Delta wins by forfeit: %d %d %v", mp, gp, err)
	}
	lineup, _ := tour.TeamLineup(1, 3)
	if lineup != nil {
		t.Fatalf("a forfeited match names nobody: %v", lineup)
	}
	// The forfeited match played again, then forfeited by the other side;
	// match 1 keeps its results; one with results is refused.
	if err := tour.SetTeamMatchKind(1, 4, MatchPlayed); err != nil {
		t.Fatal(err)
	}
	if l, _ := tour.TeamLineup(1, 3); !reflect.DeepEqual(l, []uint32{5, 6}) {
		t.Fatalf("played again in board order: %v", l)
	}
	if err := tour.SetTeamMatchKind(1, 3, MatchForfeitWhite); err != nil {
		t.Fatal(err)
	}
	if mp, _, err := tour.TeamScore(3, 1); err != nil || mp != 20 {
		t.Fatalf("team 3 wins by forfeit: %d %v", mp, err)
	}
	wantCode(t, tour.SetTeamMatchKind(1, 1, MatchForfeitBoth), ESTATE)
	wantCode(t, tour.SetTeamMatchKind(1, 1, 9), EINVAL)
	if res, _ := tour.TeamRoundResult(1, 1); res != want {
		t.Fatalf("match 1 unchanged: %+v", res)
	}
	if err := tour.SetTeamMatchKind(1, 3, MatchForfeitBlack); err != nil {
		t.Fatal(err)
	}
	// Both files keep the team side.
	for _, format := range []string{"trf", "json"} {
		var data []byte
		var back *Tournament
		if format == "trf" {
			if data, err = tour.TRF(TRF2026); err == nil {
				back, err = ReadTRF(data)
			}
		} else if data, err = tour.JSON(0); err == nil {
			back, err = ReadJSON(data)
		}
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		if teams, _ := back.Teams(); len(teams) != 4 || teams[0].Name != "北京队" {
			t.Fatalf("%s: teams %+v", format, teams)
		}
		if mp, gp, _ := back.TeamScore(1, 1); mp != 20 || gp != 15 {
			t.Fatalf("%s: score %d %d", format, mp, gp)
		}
		back.Close()
	}
}
