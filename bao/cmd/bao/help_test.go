package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestHelp(t *testing.T) {
	searchtest.HelpSaysWhatItIs(t, "bao", "botcup's bot for Bao (CodeCup 2012).")
}
