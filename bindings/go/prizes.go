package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "math"

// NoAmount is an award without money or points (SWC_PRIZE_NO_AMOUNT).
const NoAmount int64 = math.MinInt64

// Prize table kinds.
const (
	PrizeCash   = 1
	PrizePoints = 2
	PrizeTeams  = 3
)

// PrizesOptions chooses the prize rules: Rules (the text) or RulesName (a
// name from PrizeRules).
type PrizesOptions struct {
	Rules      string
	RulesName  string
	Seed       uint64
	AfterRound uint32
	Unplayed   int32
}

// PrizeTable is one table of prizes; amounts are in hundredths.
type PrizeTable struct {
	Name       string
	Title      string
	Kind       int32
	Entrants   uint32
	Places     uint32
	HasAmounts bool
	Total      int64
	Remainder  int64
	Awards     []PrizeAward
	Teams      []PrizeTeam
	Note       string
}

// PrizeAward is one prize given to a player.
type PrizeAward struct {
	Table      uint32
	ID         uint32
	Rank       uint32
	FirstPlace uint32
	LastPlace  uint32
	PaidPlaces uint32
	SharedBy   uint32
	Amount     int64 // hundredths, or NoAmount
	Group      string
	Count      uint32
}

// TeamMember is a member counted in a team's score.
type TeamMember struct {
	ID    uint32
	Place uint32
	Value int64
}

// PrizeTeam is one team of a team table.
type PrizeTeam struct {
	Table      uint32
	Name       string
	Rank       uint32
	Shared     bool
	Complete   bool
	Score      int64
	ScoreScale int32
	Amount     int64
	Members    []TeamMember
}

// PrizeTotal is what a player receives over all tables, in hundredths.
type PrizeTotal struct {
	Cash   int64
	Points int64
}

// Prizes is a computed prize list, copied out of the library.
type Prizes struct {
	Name      string
	Title     string
	Ruleset   string
	Tiebreaks string
	Currency  string
	Tables    []PrizeTable
	Totals    map[uint32]PrizeTotal // by player id, for every player with an award
}

// Prizes applies prize rules to the standings.
func (t *Tournament) Prizes(opts PrizesOptions) (*Prizes, error) {
	const op = "swc_prizes_compute"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	o := C.swc_prizes_options{struct_size: C.uint32_t(C.sizeof_swc_prizes_options)}
	o.rules = strs.opt(opts.Rules)
	o.rules_name = strs.opt(opts.RulesName)
	o.seed = C.uint64_t(opts.Seed)
	o.after_round = C.uint32_t(opts.AfterRound)
	o.unplayed = C.int32_t(opts.Unplayed)
	var p *C.swc_prizes
	if err := t.fail(C.swc_prizes_compute(&p, t.t, &o), op); err != nil {
		return nil, err
	}
	defer C.swc_prizes_free(p)
	return copyPrizes(p)
}

func copyPrizes(p *C.swc_prizes) (*Prizes, error) {
	info := C.swc_prizes_info{struct_size: C.uint32_t(C.sizeof_swc_prizes_info)}
	if rc := C.swc_prizes_get_info(&info, p); rc != 0 {
		return nil, &Error{Code: Status(rc), Op: "swc_prizes_get_info"}
	}
	out := &Prizes{Name: goString(info.name), Title: goString(info.title), Ruleset: goString(info.ruleset),
		Tiebreaks: goString(info.tiebreaks), Currency: goString(info.currency), Totals: map[uint32]PrizeTotal{}}
	nt := uint32(C.swc_prizes_table_count(p))
	for k := uint32(0); k < nt; k++ {
		ti := C.swc_prize_table_info{struct_size: C.uint32_t(C.sizeof_swc_prize_table_info)}
		if rc := C.swc_prizes_table(&ti, p, C.uint32_t(k)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_prizes_table"}
		}
		tab := PrizeTable{Name: goString(ti.name), Title: goString(ti.title), Kind: int32(ti.kind),
			Entrants: uint32(ti.entrants), Places: uint32(ti.places), HasAmounts: ti.has_amounts != 0,
			Total: int64(ti.total), Remainder: int64(ti.remainder), Note: goString(ti.note)}
		for a := uint32(ti.first_award); a < uint32(ti.first_award)+uint32(ti.award_count); a++ {
			w := C.swc_prize_award{struct_size: C.uint32_t(C.sizeof_swc_prize_award)}
			if rc := C.swc_prizes_award(&w, p, C.uint32_t(a)); rc != 0 {
				return nil, &Error{Code: Status(rc), Op: "swc_prizes_award"}
			}
			tab.Awards = append(tab.Awards, PrizeAward{Table: uint32(w.table), ID: uint32(w.id), Rank: uint32(w.rank),
				FirstPlace: uint32(w.first_place), LastPlace: uint32(w.last_place), PaidPlaces: uint32(w.paid_places),
				SharedBy: uint32(w.shared_by), Amount: int64(w.amount), Group: goString(w.group), Count: uint32(w.count)})
			if _, seen := out.Totals[uint32(w.id)]; !seen {
				var cash, points C.int64_t
				if rc := C.swc_prizes_player_total(&cash, &points, p, w.id); rc != 0 {
					return nil, &Error{Code: Status(rc), Op: "swc_prizes_player_total"}
				}
				out.Totals[uint32(w.id)] = PrizeTotal{Cash: int64(cash), Points: int64(points)}
			}
		}
		for m := uint32(ti.first_team); m < uint32(ti.first_team)+uint32(ti.team_count); m++ {
			tm := C.swc_prize_team{struct_size: C.uint32_t(C.sizeof_swc_prize_team)}
			if rc := C.swc_prizes_team(&tm, p, C.uint32_t(m)); rc != 0 {
				return nil, &Error{Code: Status(rc), Op: "swc_prizes_team"}
			}
			team := PrizeTeam{Table: uint32(tm.table), Name: goString(tm.name), Rank: uint32(tm.rank),
				Shared: tm.shared != 0, Complete: tm.complete != 0, Score: int64(tm.score),
				ScoreScale: int32(tm.score_scale), Amount: int64(tm.amount)}
			for j := uint32(0); j < uint32(tm.member_count); j++ {
				var id, place C.uint32_t
				var value C.int64_t
				if rc := C.swc_prizes_team_member(&id, &place, &value, p, C.uint32_t(m), C.uint32_t(j)); rc != 0 {
					return nil, &Error{Code: Status(rc), Op: "swc_prizes_team_member"}
				}
				team.Members = append(team.Members, TeamMember{ID: uint32(id), Place: uint32(place), Value: int64(value)})
			}
			tab.Teams = append(tab.Teams, team)
		}
		out.Tables = append(out.Tables, tab)
	}
	return out, nil
}

// PrizeRule is one of the library's named prize rules.
type PrizeRule struct {
	Name        string
	NameZh      string
	Description string
	Text        string
}

// PrizeRules lists the library's named prize rules.
func PrizeRules() []PrizeRule {
	n := uint32(C.swc_prize_rules_count())
	out := make([]PrizeRule, 0, n)
	for k := uint32(0); k < n; k++ {
		i := C.swc_prize_rules_info{struct_size: C.uint32_t(C.sizeof_swc_prize_rules_info)}
		if C.swc_prize_rules_get(&i, C.uint32_t(k)) == 0 {
			out = append(out, PrizeRule{Name: goString(i.name), NameZh: goString(i.name_zh),
				Description: goString(i.description), Text: goString(i.text)})
		}
	}
	return out
}
