package swisscore

/*
#include <stdlib.h>
#include <swisscore/swisscore.h>
*/
import "C"

import "unsafe"

// TRFFormat chooses the records written by TRF (enum swc_trf_format).
type TRFFormat int

// TRF formats.
const (
	TRF2026 TRFFormat = 0
	TRF16   TRFFormat = 1
)

// bytesPtr gives C a pointer to data; an empty slice still gets a valid
// pointer, as the readers want one.
func bytesPtr(data []byte) *C.char {
	if len(data) == 0 {
		data = []byte{0}
	}
	return (*C.char)(unsafe.Pointer(&data[0]))
}

func trfError(rc C.int, op string, e *C.swc_trf_error) error {
	return &Error{Code: Status(rc), Op: op, Message: C.GoString(&e.message[0]),
		Line: uint32(e.line), Column: uint32(e.column)}
}

func jsonError(rc C.int, op string, e *C.swc_json_error) error {
	return &Error{Code: Status(rc), Op: op, Message: C.GoString(&e.message[0]),
		Line: uint32(e.line), Column: uint32(e.column), Path: C.GoString(&e.path[0])}
}

// ReadTRF reads a tournament from TRF text (TRF16 or TRF-2026); data is
// always the text itself, never a file name (ReadTRFFile reads files). A
// malformed file fails with EPARSE and the line and column.
func ReadTRF(data []byte) (*Tournament, error) {
	var ct *C.swc_tournament
	e := C.swc_trf_error{struct_size: C.uint32_t(C.sizeof_swc_trf_error)}
	if rc := C.swc_trf_read(&ct, bytesPtr(data), C.size_t(len(data)), nil, &e); rc != 0 {
		return nil, trfError(rc, "swc_trf_read", &e)
	}
	return wrap(ct), nil
}

// ReadTRFFile reads a tournament from a TRF file.
func ReadTRFFile(path string) (*Tournament, error) {
	var ct *C.swc_tournament
	e := C.swc_trf_error{struct_size: C.uint32_t(C.sizeof_swc_trf_error)}
	cp := C.CString(path)
	defer C.free(unsafe.Pointer(cp))
	if rc := C.swc_trf_read_file(&ct, cp, nil, &e); rc != 0 {
		return nil, trfError(rc, "swc_trf_read_file", &e)
	}
	return wrap(ct), nil
}

// ReadJSON reads a tournament from the library's JSON document; data is
// always the document itself, never a file name (ReadJSONFile reads
// files). An invalid document fails with EPARSE and the line:column or the
// JSON path; the message quotes at most the offending token.
func ReadJSON(data []byte) (*Tournament, error) {
	var ct *C.swc_tournament
	e := C.swc_json_error{struct_size: C.uint32_t(C.sizeof_swc_json_error)}
	if rc := C.swc_json_read(&ct, bytesPtr(data), C.size_t(len(data)), nil, &e); rc != 0 {
		return nil, jsonError(rc, "swc_json_read", &e)
	}
	return wrap(ct), nil
}

// ReadJSONFile reads a tournament from a JSON document file.
func ReadJSONFile(path string) (*Tournament, error) {
	var ct *C.swc_tournament
	e := C.swc_json_error{struct_size: C.uint32_t(C.sizeof_swc_json_error)}
	cp := C.CString(path)
	defer C.free(unsafe.Pointer(cp))
	if rc := C.swc_json_read_file(&ct, cp, nil, &e); rc != 0 {
		return nil, jsonError(rc, "swc_json_read_file", &e)
	}
	return wrap(ct), nil
}

// writeText runs a size-query-then-fill writer of the library.
func (t *Tournament) writeText(op string, write func(n *C.size_t, buf *C.char, cap C.size_t) C.int) ([]byte, error) {
	if err := t.lock(op); err != nil {
		return nil, err
	}
	defer t.mu.Unlock()
	var n C.size_t
	rc := write(&n, nil, 0)
	if rc != C.int(EBUFSIZE) {
		if rc == 0 {
			return []byte{}, nil
		}
		return nil, t.fail(rc, op)
	}
	buf := make([]byte, int(n)+1)
	if rc = write(&n, (*C.char)(unsafe.Pointer(&buf[0])), C.size_t(len(buf))); rc != 0 {
		return nil, t.fail(rc, op)
	}
	return buf[:n], nil
}

// TRF writes the tournament as TRF text with LF line ends.
func (t *Tournament) TRF(format TRFFormat) ([]byte, error) {
	o := C.swc_trf_write_options{struct_size: C.uint32_t(C.sizeof_swc_trf_write_options), format: C.int32_t(format)}
	return t.writeText("swc_trf_write", func(n *C.size_t, buf *C.char, cap C.size_t) C.int {
		return C.swc_trf_write(n, buf, cap, t.t, &o)
	})
}

// WriteTRFFile writes the tournament to a TRF file (replaced atomically).
func (t *Tournament) WriteTRFFile(path string, format TRFFormat) error {
	if err := t.lock("swc_trf_write_file"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	o := C.swc_trf_write_options{struct_size: C.uint32_t(C.sizeof_swc_trf_write_options), format: C.int32_t(format)}
	cp := C.CString(path)
	defer C.free(unsafe.Pointer(cp))
	return t.fail(C.swc_trf_write_file(t.t, cp, &o), "swc_trf_write_file")
}

// JSON writes the tournament as the library's JSON document; indent is
// the spaces per level (0 = one line).
func (t *Tournament) JSON(indent int) ([]byte, error) {
	o := C.swc_json_write_options{struct_size: C.uint32_t(C.sizeof_swc_json_write_options), indent: C.int32_t(indent)}
	return t.writeText("swc_json_write", func(n *C.size_t, buf *C.char, cap C.size_t) C.int {
		return C.swc_json_write(n, buf, cap, t.t, &o)
	})
}

// WriteJSONFile writes the tournament's JSON document to a file.
func (t *Tournament) WriteJSONFile(path string, indent int) error {
	if err := t.lock("swc_json_write_file"); err != nil {
		return err
	}
	defer t.mu.Unlock()
	o := C.swc_json_write_options{struct_size: C.uint32_t(C.sizeof_swc_json_write_options), indent: C.int32_t(indent)}
	cp := C.CString(path)
	defer C.free(unsafe.Pointer(cp))
	return t.fail(C.swc_json_write_file(t.t, cp, &o), "swc_json_write_file")
}
