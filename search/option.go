package search

import "errors"

// ErrInvalidOption is what every error about an engine's options is
// (errors.Is): a field out of its range, named in the error with its rule.
// Each engine's own error (ErrMCTSExploration, ErrAlphaBetaDepth, ...)
// names the field, so a caller can tell them apart or catch them all.
var ErrInvalidOption = errors.New("search: invalid option")

// optionError is an invalid option: the field and its rule.
type optionError struct{ field, rule string }

// InvalidOption is the error for field (Type.Field) breaking rule; it is
// ErrInvalidOption (errors.Is). Packages built on search (duel) name their
// own options' errors with it too.
func InvalidOption(field, rule string) error { return &optionError{field, rule} }

func (e *optionError) Error() string { return "search: invalid option " + e.field + ": " + e.rule }

// Is makes every invalid option ErrInvalidOption.
func (e *optionError) Is(target error) bool { return target == ErrInvalidOption }
