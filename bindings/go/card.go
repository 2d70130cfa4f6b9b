package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// Colours of a game (swc_colour); White is red in xiangqi.
const (
	ColourNone  = 0
	ColourWhite = 1
	ColourBlack = 2
)

// Card languages (swc_card_lang).
const (
	CardEnglish = 0
	CardChinese = 1
)

// Why a player met his opponent in a round (swc_card_pairing).
const (
	CardNotPaired   = 0
	CardInGroup     = 1
	CardDownfloat   = 2
	CardUpfloat     = 3
	CardPAB         = 4
	CardUnexplained = 5
)

// What decided a float or a bye (swc_card_decision).
const (
	CardByNone      = 0
	CardByCriterion = 1
	CardByOrder     = 2
	CardByNobody    = 3
	CardNotOptimal  = 4
)

// CardOptions chooses the card's language and the tie-breaks it shows
// (empty Tiebreaks and Ruleset: the event's own rules).
type CardOptions struct {
	Lang      int
	Tiebreaks string
	Ruleset   string
}

// CardRound is one round of a player's card: his opponent, colour and
// points, and why he got that opponent and colour, in words.
type CardRound struct {
	Round         uint32
	Kind          int32
	Opponent      uint32
	Colour        int32
	Points        int32 // tenths
	Score         int32 // running score after the round, tenths
	ScoreBefore   int32 // pairing score before the round, tenths
	Float         int32
	Pairing       int32
	DecidedBy     int32
	Criterion     int32
	CriterionName string
	OpponentText  string
	ColourRule    int32
	ColourArticle string
	ColourText    string
	ColourAsRule  bool
}

// CardTiebreak is one row of the card's tie-breaks; Value is in units of
// 1/Scale (TBUndefined when the criterion has no value).
type CardTiebreak struct {
	Code   string
	NameZh string
	Value  int64
	Scale  int32
}

// Card is one player's card, copied out of the library, with its JSON
// document.
type Card struct {
	ID           uint32
	TPN          uint32
	Name         string
	Rating       int32
	Score        int32 // tenths
	Rank         uint32
	System       int32
	Edition      int32
	Colours      string // "W"/"B" per played game, oldest first
	ColourDiff   int32
	PrefColour   int32
	PrefStrength int32
	Preference   string
	Downfloats   uint32
	Upfloats     uint32
	Byes         uint32
	Cascade      string
	Rounds       []CardRound
	Tiebreaks    []CardTiebreak
	JSON         string
}

// Card builds the card of the player with this id.
func (t *Tournament) Card(id uint32, opts CardOptions) (*Card, error) {
	const op = "swc_card_new"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	o := (*C.swc_card_options)(C.calloc(1, C.sizeof_swc_card_options))
	if o == nil {
		return nil, &Error{Code: Status(C.SWC_ENOMEM), Op: op}
	}
	defer C.free(unsafe.Pointer(o))
	o.struct_size = C.uint32_t(C.sizeof_swc_card_options)
	o.lang = C.int32_t(opts.Lang)
	o.tiebreaks = strs.opt(opts.Tiebreaks)
	o.ruleset = strs.opt(opts.Ruleset)
	var c *C.swc_card
	if err := t.fail(C.swc_card_new(&c, t.t, C.uint32_t(id), o), op); err != nil {
		return nil, err
	}
	defer C.swc_card_free(c)
	return readCard(c)
}

func readCard(c *C.swc_card) (*Card, error) {
	i := C.swc_card_info{struct_size: C.uint32_t(C.sizeof_swc_card_info)}
	if rc := C.swc_card_get_info(&i, c); rc != 0 {
		return nil, &Error{Code: Status(rc), Op: "swc_card_get_info"}
	}
	out := &Card{ID: uint32(i.id), TPN: uint32(i.tpn), Name: goString(i.name), Rating: int32(i.rating),
		Score: int32(i.score), Rank: uint32(i.rank), System: int32(i.system), Edition: int32(i.edition),
		Colours: goString(i.colours), ColourDiff: int32(i.colour_diff), PrefColour: int32(i.pref_colour),
		PrefStrength: int32(i.pref_strength), Preference: goString(i.preference),
		Downfloats: uint32(i.downfloats), Upfloats: uint32(i.upfloats), Byes: uint32(i.byes),
		Cascade: goString(i.tiebreaks)}
	for k := uint32(0); k < uint32(i.rounds); k++ {
		r := C.swc_card_round{struct_size: C.uint32_t(C.sizeof_swc_card_round)}
		if rc := C.swc_card_get_round(&r, c, C.uint32_t(k)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_card_get_round"}
		}
		out.Rounds = append(out.Rounds, CardRound{Round: uint32(r.round), Kind: int32(r.kind),
			Opponent: uint32(r.opponent), Colour: int32(r.colour), Points: int32(r.points),
			Score: int32(r.score), ScoreBefore: int32(r.score_before), Float: int32(r.float_kind),
			Pairing: int32(r.pairing), DecidedBy: int32(r.decided_by), Criterion: int32(r.criterion),
			CriterionName: goString(r.criterion_name), OpponentText: goString(r.opponent_text),
			ColourRule: int32(r.colour_rule), ColourArticle: goString(r.colour_article),
			ColourText: goString(r.colour_text), ColourAsRule: r.colour_as_rule != 0})
	}
	n := uint32(C.swc_card_tiebreak_count(c))
	for k := uint32(0); k < n; k++ {
		b := C.swc_card_tiebreak{struct_size: C.uint32_t(C.sizeof_swc_card_tiebreak)}
		if rc := C.swc_card_get_tiebreak(&b, c, C.uint32_t(k)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_card_get_tiebreak"}
		}
		out.Tiebreaks = append(out.Tiebreaks, CardTiebreak{Code: goString(b.code), NameZh: goString(b.name_zh),
			Value: int64(b.value), Scale: int32(b.scale)})
	}
	out.JSON = goString(C.swc_card_json(c))
	return out, nil
}
