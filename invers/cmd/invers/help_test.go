package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestHelp(t *testing.T) {
	searchtest.HelpSaysWhatItIs(t, "invers", "botcup's bot for Invers (CodeCup 2011).")
}
