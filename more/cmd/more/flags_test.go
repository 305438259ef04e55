package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestBadFlagValuesAreRefused(t *testing.T) {
	searchtest.BadFlagsAreRefused(t, []searchtest.BadFlag{
		{Args: []string{"-budget", "-3s"}, Msg: "more: -budget must be positive, not -3s\n"},
		{Args: []string{"-engine", "x"}, Msg: "more: -engine must be one of ab, mcts, not \"x\"\n"},
		{Args: []string{"-depth", "-1"}, Msg: "more: -depth must be at least 0, not -1\n"},
		{Args: []string{"-nodes", "-1"}, Msg: "more: -nodes must be at least 0, not -1\n"},
	})
}

func TestHelp(t *testing.T) {
	searchtest.HelpSaysWhatItIs(t, "more", "botcup's bot for More (CodeCup 2017).")
}
