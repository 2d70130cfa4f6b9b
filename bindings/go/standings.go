package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import (
	"math"
	"unsafe"
)

// Undefined is a tie-break value that does not apply to the player
// (SWC_TB_UNDEFINED).
const Undefined int64 = math.MinInt64

// StandingsOptions chooses the tie-breaks and the list (swc_standings_options).
// Give Tiebreaks (a cascade such as "BH/C1,BH,SB,WIN,LOT" or
// "对手分,中间分,抽签") or Ruleset (a name from Rulesets); empty strings mean
// none.
type StandingsOptions struct {
	Tiebreaks   string
	Ruleset     string
	Unplayed    int32 // 0 (the ruleset's or 2026), 2026, 2023, 2009 or 2011
	Seed        uint64
	Group       string
	WomenTop    uint32
	WomenWithin uint32
	RatingBelow int32
	AfterRound  uint32
	Pairings    int32 // 0 auto, 1 Swiss, 2 pre-determined
}

// Criterion describes a column of the standings.
type Criterion struct {
	Code      string
	NameZh    string
	Type      string
	Scale     int32
	Decimals  int32
	Ascending bool
}

// StandingsRow is one player's line; Values[i] is in units of
// 1/Criteria[i].Scale, or Undefined.
type StandingsRow struct {
	ID          uint32
	Rank        uint32
	Shared      bool
	ByLot       bool
	OverallRank uint32
	Values      []int64
}

// Standings is a computed ranking, copied out of the library.
type Standings struct {
	Criteria []Criterion
	Rows     []StandingsRow
}

type cStrings []*C.char

// opt gives NULL for "" so the library sees an absent option.
func (c *cStrings) opt(s string) *C.char {
	if s == "" {
		return nil
	}
	p := C.CString(s)
	*c = append(*c, p)
	return p
}

func (c cStrings) free() {
	for _, p := range c {
		C.free(unsafe.Pointer(p))
	}
}

// Standings ranks the players.
func (t *Tournament) Standings(opts StandingsOptions) (*Standings, error) {
	const op = "swc_standings_compute"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	o := C.swc_standings_options{struct_size: C.uint32_t(C.sizeof_swc_standings_options)}
	o.tiebreaks = strs.opt(opts.Tiebreaks)
	o.ruleset = strs.opt(opts.Ruleset)
	o.unplayed = C.int32_t(opts.Unplayed)
	o.seed = C.uint64_t(opts.Seed)
	o.group = strs.opt(opts.Group)
	o.women_top = C.uint32_t(opts.WomenTop)
	o.women_within = C.uint32_t(opts.WomenWithin)
	o.rating_below = C.int32_t(opts.RatingBelow)
	o.after_round = C.uint32_t(opts.AfterRound)
	o.pairings = C.int32_t(opts.Pairings)
	var s *C.swc_standings
	if err := t.fail(C.swc_standings_compute(&s, t.t, &o), op); err != nil {
		return nil, err
	}
	defer C.swc_standings_free(s)
	out := &Standings{}
	nc := uint32(C.swc_standings_criteria_count(s))
	for c := uint32(0); c < nc; c++ {
		i := C.swc_criterion_info{struct_size: C.uint32_t(C.sizeof_swc_criterion_info)}
		if rc := C.swc_standings_criterion(&i, s, C.uint32_t(c)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_standings_criterion"}
		}
		out.Criteria = append(out.Criteria, Criterion{Code: goString(i.code), NameZh: goString(i.name_zh),
			Type: goString(i._type), Scale: int32(i.scale), Decimals: int32(i.decimals), Ascending: i.ascending != 0})
	}
	nr := uint32(C.swc_standings_count(s))
	out.Rows = make([]StandingsRow, 0, nr)
	for r := uint32(0); r < nr; r++ {
		row := C.swc_standings_row{struct_size: C.uint32_t(C.sizeof_swc_standings_row)}
		if rc := C.swc_standings_row_get(&row, s, C.uint32_t(r)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_standings_row_get"}
		}
		g := StandingsRow{ID: uint32(row.id), Rank: uint32(row.rank), Shared: row.shared != 0,
			ByLot: row.by_lot != 0, OverallRank: uint32(row.overall_rank), Values: make([]int64, nc)}
		for c := uint32(0); c < nc; c++ {
			var v C.int64_t
			if rc := C.swc_standings_value(&v, s, C.uint32_t(r), C.uint32_t(c)); rc != 0 {
				return nil, &Error{Code: Status(rc), Op: "swc_standings_value"}
			}
			g.Values[c] = int64(v)
		}
		out.Rows = append(out.Rows, g)
	}
	return out, nil
}

// Ruleset is a named set of tie-breaks (swc_ruleset_info).
type Ruleset struct {
	Name        string
	NameZh      string
	Tiebreaks   string
	Unplayed    int32
	Lots        bool
	Description string
}

// Rulesets lists the library's named rulesets.
func Rulesets() []Ruleset {
	n := uint32(C.swc_ruleset_count())
	out := make([]Ruleset, 0, n)
	for k := uint32(0); k < n; k++ {
		i := C.swc_ruleset_info{struct_size: C.uint32_t(C.sizeof_swc_ruleset_info)}
		if C.swc_ruleset_get(&i, C.uint32_t(k)) == 0 {
			out = append(out, Ruleset{Name: goString(i.name), NameZh: goString(i.name_zh),
				Tiebreaks: goString(i.tiebreaks), Unplayed: int32(i.unplayed), Lots: i.lots != 0,
				Description: goString(i.description)})
		}
	}
	return out
}
