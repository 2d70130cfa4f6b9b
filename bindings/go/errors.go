package swisscore

/*
#cgo pkg-config: swisscore
#include <swisscore/swisscore.h>
*/
import "C"

import (
	"errors"
	"fmt"
)

// Status is one of the library's status codes (SWC_E*); they never change.
type Status int

// The library's status codes.
const (
	OK            Status = 0
	EINVAL        Status = -1
	ENOMEM        Status = -2
	ENOTFOUND     Status = -3
	ESTATE        Status = -4
	ENOPAIRING    Status = -5
	EPARSE        Status = -6
	ERANGE        Status = -7
	EBUFSIZE      Status = -8
	EIO           Status = -9
	EINCONSISTENT Status = -10
	EUNSUPPORTED  Status = -11
	ELIMIT        Status = -12
)

// String gives the library's short description of the code (swc_strerror).
func (s Status) String() string {
	return C.GoString(C.swc_strerror(C.int(s)))
}

// Error is a failed library call: the status code, the call that failed
// and the message the library left on the tournament (or the reader's
// line:column / JSON path message). Line and Column are set for TRF and
// JSON syntax errors; Path for JSON documents.
type Error struct {
	Code    Status
	Op      string
	Message string
	Line    uint32
	Column  uint32
	Path    string
}

func (e *Error) Error() string {
	if e.Message == "" {
		return fmt.Sprintf("swisscore: %s: %s (%d)", e.Op, e.Code, int(e.Code))
	}
	return fmt.Sprintf("swisscore: %s: %s (%s, %d)", e.Op, e.Message, e.Code, int(e.Code))
}

// Is makes errors.Is(err, swisscore.ENOTFOUND) and errors.Is(err,
// &swisscore.Error{Code: swisscore.ENOTFOUND}) answer by status code.
func (e *Error) Is(target error) bool {
	switch t := target.(type) {
	case Status:
		return e.Code == t
	case *Error:
		return t != nil && e.Code == t.Code
	}
	return false
}

// Error lets a bare Status serve as a target of errors.Is.
func (s Status) Error() string { return s.String() }

// Code returns the status code carried by err, OK for nil and EINVAL for
// an error that did not come from this package.
func Code(err error) Status {
	if err == nil {
		return OK
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EINVAL
}

// Version is the library's version string (swc_version_string).
func Version() string {
	return C.GoString(C.swc_version_string())
}
