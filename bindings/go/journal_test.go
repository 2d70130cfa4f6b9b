package swisscore

import (
	"bytes"
	"testing"
)

func TestJournalAppendReadAndKeep(t *testing.T) {
	tour := open9(t)
	defer tour.Close()
	before, err := tour.Journal()
	if err != nil {
		t.Fatal(err)
	}
	e := JournalEntry{Kind: JournalResult, Time: 1796000000, Round: 3, Board: 2, Player: 4,
		Before: 0, After: 1, Author: "裁判长 李", Data: "corrected\nafter appeal"}
	if err := tour.AppendJournal(e); err != nil {
		t.Fatal(err)
	}
	got, err := tour.Journal()
	if err != nil || len(got) != len(before)+1 {
		t.Fatalf("journal %d entries, %v", len(got), err)
	}
	if last := got[len(got)-1]; last != e || last.KindName() != "result" {
		t.Fatalf("entry %+v kind %q", last, last.KindName())
	}
	// A save and a load keep it, in both formats.
	for _, format := range []string{"trf", "json"} {
		var data []byte
		var back *Tournament
		if format == "trf" {
			if data, err = tour.TRF(TRF16); err == nil {
				back, err = ReadTRF(data)
			}
		} else if data, err = tour.JSON(0); err == nil {
			back, err = ReadJSON(data)
		}
		if err != nil {
			t.Fatalf("%s: %v", format, err)
		}
		again, err := back.Journal()
		back.Close()
		if err != nil || len(again) != len(got) || again[len(again)-1] != e {
			t.Fatalf("%s: journal %+v %v", format, again, err)
		}
		if !bytes.Contains(data, []byte("after appeal")) {
			t.Errorf("%s document lacks the entry's data", format)
		}
	}
	// Refused entries change nothing.
	wantCode(t, tour.AppendJournal(JournalEntry{Kind: 99, Time: 1}), EINVAL)
	wantCode(t, tour.AppendJournal(JournalEntry{Kind: JournalNote, Time: -1}), ERANGE)
	if n, _ := tour.Journal(); len(n) != len(got) {
		t.Fatalf("refused entries changed the journal: %d", len(n))
	}
}
