package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// Report kinds (swc_report_kind).
const (
	ReportBoards       = 1
	ReportBoardsByName = 2
	ReportCrosstable   = 3
	ReportGrid         = 4
)

// ReportColumn describes a column of a report (swc_report_column_info).
type ReportColumn struct {
	Key      string
	Number   bool // cells carry Values in units of 1/Scale
	Scale    int32
	Decimals int32
}

// ReportCell is one cell: its text as a sheet prints it and, in a number
// column, its value (HasValue false for an empty cell).
type ReportCell struct {
	Text     string
	HasValue bool
	Value    int64
}

// Report is a sheet computed by the library: a round's boards or the
// crosstable, copied out of it, with the library's JSON document.
type Report struct {
	Kind    int32
	Round   uint32
	Columns []ReportColumn
	Rows    [][]ReportCell
	JSON    string
}

// Column gives the index of the column with this key, or -1.
func (r *Report) Column(key string) int {
	for i, c := range r.Columns {
		if c.Key == key {
			return i
		}
	}
	return -1
}

func readReport(p *C.swc_report) (*Report, error) {
	out := &Report{Kind: int32(C.swc_report_kind(p)), Round: uint32(C.swc_report_round(p))}
	nc := uint32(C.swc_report_column_count(p))
	for c := uint32(0); c < nc; c++ {
		i := C.swc_report_column_info{struct_size: C.uint32_t(C.sizeof_swc_report_column_info)}
		if rc := C.swc_report_column(&i, p, C.uint32_t(c)); rc != 0 {
			return nil, &Error{Code: Status(rc), Op: "swc_report_column"}
		}
		out.Columns = append(out.Columns, ReportColumn{Key: goString(i.key), Number: i._type == C.SWC_COLUMN_NUMBER,
			Scale: int32(i.scale), Decimals: int32(i.decimals)})
	}
	nr := uint32(C.swc_report_row_count(p))
	for r := uint32(0); r < nr; r++ {
		row := make([]ReportCell, nc)
		for c := uint32(0); c < nc; c++ {
			i := C.swc_report_cell_info{struct_size: C.uint32_t(C.sizeof_swc_report_cell_info)}
			if rc := C.swc_report_cell(&i, p, C.uint32_t(r), C.uint32_t(c)); rc != 0 {
				return nil, &Error{Code: Status(rc), Op: "swc_report_cell"}
			}
			row[c] = ReportCell{Text: goString(i.text), HasValue: i.has_value != 0, Value: int64(i.value)}
		}
		out.Rows = append(out.Rows, row)
	}
	var n C.size_t
	C.swc_report_json(&n, nil, 0, p)
	buf := C.malloc(n + 1)
	if buf == nil {
		return nil, &Error{Code: Status(C.SWC_ENOMEM), Op: "swc_report_json"}
	}
	defer C.free(buf)
	if rc := C.swc_report_json(&n, (*C.char)(buf), n+1, p); rc != 0 {
		return nil, &Error{Code: Status(rc), Op: "swc_report_json"}
	}
	out.JSON = C.GoStringN((*C.char)(buf), C.int(n))
	return out, nil
}

// Boards gives the boards of a round (0: the last), or with byName its
// players sorted by name (the wall sheet).
func (t *Tournament) Boards(round uint32, byName bool) (*Report, error) {
	const op = "swc_report_boards"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	o := C.swc_report_options{struct_size: C.uint32_t(C.sizeof_swc_report_options), round: C.uint32_t(round)}
	if byName {
		o.by_name = 1
	}
	var p *C.swc_report
	if err := t.fail(C.swc_report_boards(&p, t.t, &o), op); err != nil {
		return nil, err
	}
	defer C.swc_report_free(p)
	return readReport(p)
}

// Crosstable gives the crosstable in the order of the standings chosen by
// opts (the grid of a round robin); round 0 takes every round.
func (t *Tournament) Crosstable(opts StandingsOptions, round uint32) (*Report, error) {
	const op = "swc_report_crosstable"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	so := (*C.swc_standings_options)(C.calloc(1, C.sizeof_swc_standings_options))
	if so == nil {
		return nil, &Error{Code: Status(C.SWC_ENOMEM), Op: op}
	}
	defer C.free(unsafe.Pointer(so))
	so.struct_size = C.uint32_t(C.sizeof_swc_standings_options)
	so.tiebreaks = strs.opt(opts.Tiebreaks)
	so.ruleset = strs.opt(opts.Ruleset)
	so.unplayed = C.int32_t(opts.Unplayed)
	so.seed = C.uint64_t(opts.Seed)
	so.group = strs.opt(opts.Group)
	so.pairings = C.int32_t(opts.Pairings)
	o := C.swc_report_options{struct_size: C.uint32_t(C.sizeof_swc_report_options), round: C.uint32_t(round),
		standings: so}
	var p *C.swc_report
	if err := t.fail(C.swc_report_crosstable(&p, t.t, &o), op); err != nil {
		return nil, err
	}
	defer C.swc_report_free(p)
	return readReport(p)
}
