package swisscore

import (
	"encoding/json"
	"strings"
	"testing"
)

// Player 3 of open9.trf: White against 7 in round 1 (neither had a
// preference, so the initial colour of the higher-ranked, C.04.3 5.2.5),
// a downfloat to 5 in round 2 (Black granted, 5.2.1), and met the
// downfloater 2 in round 3 with White: points 1, 0, 0.
func TestCardExplainsRounds(t *testing.T) {
	tour := open9(t)
	defer tour.Close()
	c, err := tour.Card(3, CardOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if c.ID != 3 || c.Colours != "WBW" || c.ColourDiff != 1 || c.PrefColour != ColourBlack || c.Edition != 2026 {
		t.Fatalf("summary %+v", c)
	}
	if c.Score != 10 || c.Downfloats != 1 || c.Upfloats != 1 || len(c.Rounds) != 3 {
		t.Fatalf("score %d floats %d/%d rounds %d", c.Score, c.Downfloats, c.Upfloats, len(c.Rounds))
	}
	want := []struct {
		opp     uint32
		colour  int32
		points  int32
		pairing int32
		article string
	}{{7, ColourWhite, 10, CardInGroup, "5.2.5"}, {5, ColourBlack, 0, CardDownfloat, "5.2.1"},
		{2, ColourWhite, 0, CardUpfloat, "5.2.1"}}
	for k, w := range want {
		r := c.Rounds[k]
		if r.Round != uint32(k+1) || r.Opponent != w.opp || r.Colour != w.colour || r.Points != w.points ||
			r.Pairing != w.pairing || r.ColourArticle != w.article || !r.ColourAsRule {
			t.Errorf("round %d: %+v", k+1, r)
		}
		if !strings.Contains(r.ColourText, "("+w.article+")") || r.OpponentText == "" {
			t.Errorf("round %d texts %q / %q", k+1, r.ColourText, r.OpponentText)
		}
	}
	if !strings.Contains(c.Rounds[1].OpponentText, "floated down") {
		t.Errorf("round 2: %q", c.Rounds[1].OpponentText)
	}
	if len(c.Tiebreaks) == 0 || c.Tiebreaks[0].Code != "PTS" || c.Tiebreaks[0].Value*10/int64(c.Tiebreaks[0].Scale) != 10 {
		t.Errorf("tie-breaks %+v", c.Tiebreaks)
	}
	var doc map[string]any
	if err := json.Unmarshal([]byte(c.JSON), &doc); err != nil || doc["colours"] != "WBW" {
		t.Fatalf("json %v %v", err, doc["colours"])
	}
}

func TestCardChineseAndErrors(t *testing.T) {
	tour := open9(t)
	defer tour.Close()
	c, err := tour.Card(3, CardOptions{Lang: CardChinese, Ruleset: "fide-2026"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(c.Rounds[0].ColourText, "5.2.5") || strings.Contains(c.Rounds[0].ColourText, "higher-ranked") {
		t.Errorf("zh colour text %q", c.Rounds[0].ColourText)
	}
	if len(c.Tiebreaks) < 2 || c.Tiebreaks[0].NameZh == "" {
		t.Errorf("fide-2026 tie-breaks %+v", c.Tiebreaks)
	}
	_, err = tour.Card(99, CardOptions{})
	wantCode(t, err, ENOTFOUND)
	_, err = tour.Card(3, CardOptions{Tiebreaks: "XYZ"})
	wantCode(t, err, EINVAL)
}
