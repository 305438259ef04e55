package blackhole

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
	"botcup/search/searchtest"
)

// defaultBrownLines are the lines that give a bot DefaultBrown.
const defaultBrownLines = "A8\nB4\nD2\nE4\nH1\n"

// kit is Black Hole for the checks every Duel game passes
// (search/searchtest): its "start token" is the five brown fields of
// DefaultBrown and Start, one a line, as the judge sends them to Red.
var kit = searchtest.Game[Position, Move, *Position]{Name: "blackhole", Start: defaultBrownLines + "Start", Quit: "Quit",
	New: benchStart, Parse: ParseMove, Run: Run, NewEngine: NewEngine, DefaultEngine: DefaultEngine}

func TestEnginesPlayWholeGames(t *testing.T) { kit.EnginesPlayWholeGames(t) }

func TestRunPlaysLegalMovesAsRed(t *testing.T) { kit.RunPlaysWholeGames(t) }

func TestRandomOpeningVaries(t *testing.T) { kit.RandomOpeningVaries(t) }

func TestRunAsBlue(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		for _, engine := range []string{duel.Random, duel.Greedy} {
			var out bytes.Buffer
			require.NoError(t, Run(strings.NewReader(defaultBrownLines+"C3=15\n"), &out, Options{Engine: engine, Seed: seed}))
			m, err := ParseMove(strings.TrimSpace(out.String()))
			require.NoError(t, err)
			s, err := ParsePosition("A8 B4 D2 E4 H1 C3=15")
			require.NoError(t, err)
			assert.NoError(t, s.Legal(m), "%v", m)
		}
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	for name, in := range map[string]string{
		"not a field":       "Start\n",
		"too few brown":     "A8\nB4\nD2\nE4\nStart\n",
		"the same twice":    "A8\nA8\nD2\nE4\nH1\nStart\n",
		"a move on brown":   defaultBrownLines + "A8=3\n",
		"a malformed move":  defaultBrownLines + "A1=16\n",
		"cut short, a move": defaultBrownLines + "Hello\n",
	} {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run(strings.NewReader(in), &out, Options{Engine: duel.Random})
			assert.ErrorIs(t, err, ErrProtocol)
			assert.Empty(t, out.String())
		})
	}
	var out bytes.Buffer
	assert.NoError(t, Run(strings.NewReader(""), &out, Options{}), "no input, no game")
	assert.NoError(t, Run(strings.NewReader(defaultBrownLines+"Quit\n"), &out, Options{}))
	assert.Empty(t, out.String())
}

func TestBenchIsRepeatable(t *testing.T) {
	searchtest.BenchIsRepeatable(t, Bench, benchSetups, benchMCTSPlayouts)
}
