package main

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestBadFlagValuesAreRefused(t *testing.T) {
	searchtest.BadFlagsAreRefused(t, []searchtest.BadFlag{
		{Args: []string{"-threads", "-2"}, Msg: "samegame: -threads must be at least 0, not -2\n"},
		{Args: []string{"-scoring", "x"}, Msg: "samegame: -scoring must be one of contest, classic, not \"x\"\n"},
		{Args: []string{"-engine", "y"}, Msg: "samegame: -engine must be one of auto, beam, nmcs, nrpa, playouts, tail, chains, not \"y\"\n"},
		{Args: []string{"-budget", "-1s"}, Msg: "samegame: -budget must not be negative, not -1s\n"},
	})
}

// -h says what the solver is; -threads' default is said once (it said
// "(default: every core) (default 2)").
func TestHelp(t *testing.T) {
	out := searchtest.HelpSaysWhatItIs(t, "samegame", "botcup's solver for SameGame (AStA FH Wedel 2015): it reads one board,\nprints a first solution at once and every better one after it, until it is killed.")
	assert.Contains(t, out, "  -threads int\n    \tworkers (0: one per core)\n")
}
