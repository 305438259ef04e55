package main

import (
	"testing"

	"botcup/search/searchtest"
)

func TestMain(m *testing.M) { searchtest.MainOrTests(m, main) }

func TestHelp(t *testing.T) {
	searchtest.HelpSaysWhatItIs(t, "zuniq", "botcup's bot for Zuniq.")
}
