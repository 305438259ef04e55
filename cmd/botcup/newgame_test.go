package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// botcup new refuses before it writes anything (package scaffold's tests
// make games in a copy of the module).
func TestNewRefuses(t *testing.T) {
	code, _, errOut := run(t, "", "new", "Black-Hole")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, `botcup new: "Black-Hole": a game's name is a lower-case Go identifier`)
	code, _, errOut = run(t, "", "new")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "usage: botcup new NAME (one name, not 0 arguments)")
	taken := registrations()[0].Name // a game's folder that exists
	code, _, errOut = run(t, "", "new", taken)
	assert.Equal(t, exitFailure, code)
	assert.Regexp(t, `botcup new: .*/`+taken+`: already exists \(choose another name, or remove it\)`, errOut)
	code, out, _ := run(t, "", "help", "new")
	assert.Equal(t, 0, code)
	assert.Contains(t, out, "usage: botcup new NAME\n")
}
