package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// Kinds of journal entries (swc_journal_kind).
const (
	JournalCreated         = 1
	JournalResult          = 2
	JournalPlayerAdded     = 3
	JournalPlayersImported = 4
	JournalPlayerWithdrawn = 5
	JournalPlayerAbsent    = 6
	JournalRoundPaired     = 7
	JournalRoundRemoved    = 8
	JournalUndo            = 9
	JournalRedo            = 10
	JournalNote            = 11
	JournalTeamMatch       = 12
	JournalLineup          = 13
)

// JournalEntry is one change of an event's journal: when (seconds since
// 1970 UTC), what, by whom. The fields a kind uses are listed in
// swisscore/journal.h; the others are 0.
type JournalEntry struct {
	Kind   int32
	Time   int64
	Round  uint32
	Board  uint32
	Game   uint32
	Player uint32
	Before int32
	After  int32
	Author string
	Data   string
}

// KindName gives the entry's kind as a word ("result", "undo"), as the
// files write it.
func (e JournalEntry) KindName() string {
	return goString(C.swc_journal_kind_name(C.int(e.Kind)))
}

// AppendJournal adds an entry to the event's journal.
func (t *Tournament) AppendJournal(e JournalEntry) error {
	const op = "swc_journal_append"
	if err := t.lock(op); err != nil {
		return err
	}
	defer t.mu.Unlock()
	var strs cStrings
	defer strs.free()
	c := (*C.swc_journal_entry)(C.calloc(1, C.sizeof_swc_journal_entry))
	if c == nil {
		return &Error{Code: Status(C.SWC_ENOMEM), Op: op}
	}
	defer C.free(unsafe.Pointer(c))
	c.struct_size = C.uint32_t(C.sizeof_swc_journal_entry)
	c.kind = C.int32_t(e.Kind)
	c.time = C.int64_t(e.Time)
	c.round = C.uint32_t(e.Round)
	c.board = C.uint32_t(e.Board)
	c.game = C.uint32_t(e.Game)
	c.player = C.uint32_t(e.Player)
	c.before = C.int32_t(e.Before)
	c.after = C.int32_t(e.After)
	c.author = strs.opt(e.Author)
	c.data = strs.opt(e.Data)
	return t.fail(C.swc_journal_append(t.t, c), op)
}

// Journal gives every entry of the event's journal, oldest first.
func (t *Tournament) Journal() ([]JournalEntry, error) {
	const op = "swc_journal_get"
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	n := uint32(C.swc_journal_count(t.t))
	out := make([]JournalEntry, 0, n)
	for k := uint32(1); k <= n; k++ {
		c := C.swc_journal_entry{struct_size: C.uint32_t(C.sizeof_swc_journal_entry)}
		if err := t.fail(C.swc_journal_get(&c, t.t, C.uint32_t(k)), op); err != nil {
			return nil, err
		}
		out = append(out, JournalEntry{Kind: int32(c.kind), Time: int64(c.time), Round: uint32(c.round),
			Board: uint32(c.board), Game: uint32(c.game), Player: uint32(c.player), Before: int32(c.before),
			After: int32(c.after), Author: goString(c.author), Data: goString(c.data)})
	}
	return out, nil
}
