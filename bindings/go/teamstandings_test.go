package swisscore

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"
)

// teamReference reads a reference table of tests/data/team-oracle: team -> code -> text.
func teamReference(t *testing.T, name string) map[uint32]map[string]string {
	t.Helper()
	f, err := os.Open(dataFile("tests", "data", "team-oracle", name+".tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var head []string
	out := map[uint32]map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		cells := strings.Split(line, "\t")
		if head == nil {
			head = cells
			continue
		}
		id, _ := strconv.Atoi(cells[0])
		row := map[string]string{}
		for i, c := range cells {
			row[head[i]] = c
		}
		out[uint32(id)] = row
	}
	return out
}

// tenths of a reference cell ("13.0", "37.67") at a scale.
func scaled(s string, scale int32) int64 {
	f, _ := strconv.ParseFloat(s, 64)
	v := f * float64(scale)
	if v < 0 {
		return int64(v - 0.5)
	}
	return int64(v + 0.5)
}

func TestTeamStandingsEqualTheReference(t *testing.T) {
	tour, err := ReadTRFFile(dataFile("tests", "data", "team-oracle", "sw11_b4_r7_pab.trf"))
	if err != nil {
		t.Fatal(err)
	}
	defer tour.Close()
	ref := teamReference(t, "sw11_b4_r7_pab")
	// The file's own cascade (its 212 record) gives the reference ranks.
	st, err := tour.TeamStandings("", 0)
	if err != nil {
		t.Fatal(err)
	}
	if st.Cascade != "PTS:MP,MPVGP,EDEC,AOB:MP,FB:MP,WON:MP,TBR" || len(st.Rows) != 11 {
		t.Fatalf("cascade %q, %d rows", st.Cascade, len(st.Rows))
	}
	for _, r := range st.Rows {
		if want, _ := strconv.Atoi(ref[r.Team]["rank"]); uint32(want) != r.Rank {
			t.Errorf("team %d rank %d, reference %d", r.Team, r.Rank, want)
		}
		if r.Name == "" {
			t.Errorf("team %d has no name", r.Team)
		}
	}
	// Values of a typed cascade, one code at a time after the primary score.
	for _, code := range []string{"EMGSB/C1", "BH:GP/C1", "SSSC", "AOB:GP", "EDEBT"} {
		st, err := tour.TeamStandings("PTS:MP,"+code, 0)
		if err != nil {
			t.Fatal(err)
		}
		if st.Criteria[1].Code != code {
			t.Fatalf("column %q, want %q", st.Criteria[1].Code, code)
		}
		for _, r := range st.Rows {
			if want := scaled(ref[r.Team][code], st.Criteria[1].Scale); r.Values[1] != want {
				t.Errorf("%s of team %d: %d, reference %s", code, r.Team, r.Values[1], ref[r.Team][code])
			}
		}
	}
}

func TestTeamRulesetsAndErrors(t *testing.T) {
	rs := TeamRulesets()
	if len(rs) != 4 || rs[3].Name != "chinese-team" || rs[3].NameZh != "中国团体赛" {
		t.Fatalf("team rulesets %+v", rs)
	}
	tour, err := ReadTRFFile(dataFile("tests", "data", "team-oracle", "rr09_b6_r9.trf"))
	if err != nil {
		t.Fatal(err)
	}
	defer tour.Close()
	st, err := tour.TeamStandings("中国团体赛", 0)
	if err != nil || st.Criteria[2].NameZh != "对手分" {
		t.Fatalf("chinese-team: %v %+v", err, st)
	}
	if _, err := tour.TeamStandings("PTS:MP,NOPE", 0); err == nil || !strings.Contains(err.Error(), "unknown team tie-break") {
		t.Fatalf("unknown code: %v", err)
	}
	solo := open9(t)
	if _, err := solo.TeamStandings("", 0); err == nil {
		t.Fatal("an individual event has no team standings")
	}
}

func overTheBoard(r Result) bool {
	switch r {
	case ResultWhiteWin, ResultDraw, ResultBlackWin, ResultWhiteWinUnrated, ResultDrawUnrated, ResultBlackWinUnrated:
		return true
	}
	return false
}

// The board ranking against the games counted again from the line-ups and
// the players' rounds.
func TestBoardRanking(t *testing.T) {
	tour, err := ReadTRFFile(dataFile("tests", "data", "team-oracle", "sw11_b4_r7_pab.trf"))
	if err != nil {
		t.Fatal(err)
	}
	defer tour.Close()
	teams, err := tour.Teams()
	if err != nil {
		t.Fatal(err)
	}
	for board := uint32(1); board <= 4; board++ {
		games, points := map[uint32]uint32{}, map[uint32]int32{}
		for k := uint32(1); k <= uint32(tour.RoundCount()); k++ {
			for team := uint32(1); team <= uint32(len(teams)); team++ {
				res, err := tour.TeamRoundResult(team, k)
				if err != nil {
					t.Fatal(err)
				}
				lineup, _ := tour.TeamLineup(k, team)
				if res.Kind != KindPlayed || len(lineup) != 4 || lineup[board-1] == 0 {
					continue
				}
				id := lineup[board-1]
				pr, err := tour.PlayerRound(id, k)
				if err != nil {
					t.Fatal(err)
				}
				if pr.Kind == KindPlayed && pr.Opponent != 0 && overTheBoard(pr.Result[0]) {
					games[id]++
					points[id] += pr.Points
				}
			}
		}
		rows, err := tour.BoardRanking(board, 5, 0)
		if err != nil {
			t.Fatal(err)
		}
		listed := 0
		for _, g := range games {
			if g >= 5 {
				listed++
			}
		}
		if len(rows) != listed || listed < 3 {
			t.Fatalf("board %d: %d rows, %d players with 5 games", board, len(rows), listed)
		}
		for i, r := range rows {
			if r.Games != games[r.Player] || r.Points != points[r.Player] || r.Name == "" {
				t.Errorf("board %d: %+v, counted %d games %d points", board, r, games[r.Player], points[r.Player])
			}
			if want := (r.Points*1000 + int32(r.Games)/2) / int32(r.Games); r.Percent != want {
				t.Errorf("board %d: player %d percent %d, want %d", board, r.Player, r.Percent, want)
			}
			if r.Team != tour.TeamOfPlayer(r.Player) {
				t.Errorf("board %d: player %d of team %d, not %d", board, r.Player, r.Team, tour.TeamOfPlayer(r.Player))
			}
			if i == 0 && r.Rank != 1 {
				t.Errorf("board %d: first place %d", board, r.Rank)
			}
			if i > 0 {
				p := rows[i-1]
				same := p.Percent == r.Percent && p.Points == r.Points && p.Games == r.Games
				if p.Percent < r.Percent || (same && r.Rank != p.Rank) || (!same && r.Rank != uint32(i+1)) {
					t.Errorf("board %d: row %d %+v after %+v", board, i, r, p)
				}
			}
		}
		all, err := tour.BoardRanking(board, 0, 0)
		if err != nil || len(all) != len(games) {
			t.Fatalf("board %d without a minimum: %d rows, %d players, %v", board, len(all), len(games), err)
		}
	}
	if _, err := tour.BoardRanking(5, 0, 0); err == nil || err.(*Error).Code != ERANGE {
		t.Fatalf("board 5: %v", err)
	}
	first, err := tour.BoardRanking(1, 0, 1)
	if err != nil || len(first) == 0 {
		t.Fatalf("after round 1: %v", err)
	}
	for _, r := range first {
		if r.Games != 1 {
			t.Errorf("after round 1: %+v", r)
		}
	}
	solo := open9(t)
	if _, err := solo.BoardRanking(1, 0, 0); err == nil || err.(*Error).Code != ESTATE {
		t.Fatalf("an individual event: %v", err)
	}
}
