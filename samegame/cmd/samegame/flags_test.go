package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestBadFlagValuesAreRefused(t *testing.T) {
	searchtest.BadFlagsAreRefused(t, []searchtest.BadFlag{
		{Args: []string{"-threads", "0"}, Msg: "samegame: -threads must be at least 1, not 0\n"},
		{Args: []string{"-threads", "-2"}, Msg: "samegame: -threads must be at least 1, not -2\n"},
		{Args: []string{"-scoring", "x"}, Msg: "samegame: -scoring must be one of contest, classic, not \"x\"\n"},
		{Args: []string{"-engine", "y"}, Msg: "samegame: -engine must be one of auto, beam, nmcs, nrpa, playouts, tail, chains, not \"y\"\n"},
		{Args: []string{"-budget", "-1s"}, Msg: "samegame: -budget must not be negative, not -1s\n"},
	})
}
