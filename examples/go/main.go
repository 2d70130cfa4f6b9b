// Read a tournament (TRF, or the JSON document for a .json file), pair the
// next round and print the boards and the standings before the round as
// JSON, in the shape of `swisscore pair --format json` and `swisscore
// standings --format json`:
//
//	go run . FILE [RULESET]
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"swisscore"
)

// decimal writes a value in units of 1/scale with the right number of
// decimals, exactly (never through a float).
type decimal struct {
	v     int64
	scale int32
}

func (d decimal) MarshalJSON() ([]byte, error) {
	if d.v == swisscore.Undefined {
		return []byte("null"), nil
	}
	if d.scale <= 1 {
		return []byte(fmt.Sprint(d.v)), nil
	}
	digits := len(fmt.Sprint(d.scale)) - 1
	sign, v := "", d.v
	if v < 0 {
		sign, v = "-", -v
	}
	return []byte(fmt.Sprintf("%s%d.%0*d", sign, v/int64(d.scale), digits, v%int64(d.scale))), nil
}

type side struct {
	ID    uint32  `json:"id"`
	Name  string  `json:"name"`
	Score decimal `json:"score"`
}

type board struct {
	Board uint32 `json:"board"`
	White side   `json:"white"`
	Black side   `json:"black"`
}

type bye struct {
	side
	Kind string `json:"kind"`
}

var kindWords = map[swisscore.RoundKind]string{
	swisscore.KindPAB: "pab", swisscore.KindFullBye: "full_bye", swisscore.KindHalfBye: "half_bye",
	swisscore.KindZeroBye: "zero_bye", swisscore.KindNotPaired: "not_paired",
	swisscore.KindNotEntered: "not_entered", swisscore.KindWithdrawn: "withdrawn",
}

func run(path, ruleset string) error {
	var t *swisscore.Tournament
	var err error
	if strings.HasSuffix(path, ".json") {
		t, err = swisscore.ReadJSONFile(path)
	} else {
		t, err = swisscore.ReadTRFFile(path)
	}
	if err != nil {
		return err
	}
	defer t.Close()

	played := uint32(t.RoundCount())
	standings, err := t.Standings(swisscore.StandingsOptions{Ruleset: ruleset, AfterRound: played})
	if err != nil {
		return err
	}
	round, err := t.PairNext()
	if err != nil {
		return err
	}

	players := map[uint32]swisscore.PlayerInfo{}
	all, err := t.Players()
	if err != nil {
		return err
	}
	for _, p := range all {
		players[p.ID] = p
	}
	sideOf := func(id uint32) side {
		score, _ := t.Score(id, played)
		return side{ID: id, Name: players[id].Name, Score: decimal{int64(score), 10}}
	}
	boards := []board{}
	for _, b := range round.Boards {
		boards = append(boards, board{Board: b.Number, White: sideOf(b.White), Black: sideOf(b.Black)})
	}
	byes := []bye{}
	for _, b := range round.Byes {
		byes = append(byes, bye{side: sideOf(b.ID), Kind: kindWords[b.Kind]})
	}

	type criterion struct {
		Code      string `json:"code"`
		NameZh    string `json:"name_zh"`
		Scale     int32  `json:"scale"`
		Ascending bool   `json:"ascending"`
	}
	type row struct {
		Rank        uint32             `json:"rank"`
		ID          uint32             `json:"id"`
		Name        string             `json:"name"`
		Shared      bool               `json:"shared"`
		ByLot       bool               `json:"by_lot"`
		OverallRank uint32             `json:"overall_rank"`
		Values      map[string]decimal `json:"values"`
	}
	criteria := []criterion{}
	for _, c := range standings.Criteria {
		criteria = append(criteria, criterion{c.Code, c.NameZh, c.Scale, c.Ascending})
	}
	rows := []row{}
	for _, r := range standings.Rows {
		values := map[string]decimal{}
		for i, c := range standings.Criteria {
			values[c.Code] = decimal{r.Values[i], c.Scale}
		}
		rows = append(rows, row{r.Rank, r.ID, players[r.ID].Name, r.Shared, r.ByLot, r.OverallRank, values})
	}

	out := map[string]interface{}{
		"pairing":   map[string]interface{}{"round": round.Number, "boards": boards, "byes": byes},
		"standings": map[string]interface{}{"rounds": played, "ruleset": ruleset, "criteria": criteria, "standings": rows},
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", " ")
	return enc.Encode(out)
}

func main() {
	if len(os.Args) < 2 || len(os.Args) > 3 {
		fmt.Fprintln(os.Stderr, "usage: example FILE.trf|FILE.json [RULESET]")
		os.Exit(2)
	}
	ruleset := "fide-2026"
	if len(os.Args) == 3 {
		ruleset = os.Args[2]
	}
	if err := run(os.Args[1], ruleset); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
