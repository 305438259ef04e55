package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestBadFlagValuesAreRefused(t *testing.T) {
	searchtest.BadFlagsAreRefused(t, []searchtest.BadFlag{
		{Args: []string{"-budget", "-3s"}, Msg: "amazes: -budget must be positive, not -3s\n"},
		{Args: []string{"-budget", "0s"}, Msg: "amazes: -budget must be positive, not 0s\n"},
	})
}

func TestHelp(t *testing.T) {
	searchtest.HelpSaysWhatItIs(t, "amazes", "botcup's bot for Amazes (CodeCup 2010).")
}
