package replay_test

import (
	"os"
	"testing"

	"botcup/replay/replaytest"
)

// The browser tests load the generated pages in headless Chromium
// (package replaytest: one browser for the whole package, a tab per page).

func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }
