package invers

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
	"botcup/search/searchtest"
)

// kit is invers for the checks every Duel game passes (search/searchtest).
var kit = searchtest.Game[State, Push, *State]{Name: "invers", Start: "Y", Quit: "Z", New: New, Parse: ParsePush,
	Run: Run, NewEngine: NewEngine, DefaultEngine: DefaultEngine}

func TestRunPlaysLegalMovesAsYellow(t *testing.T) { kit.RunPlaysWholeGames(t) }

func TestRandomOpeningVaries(t *testing.T) { kit.RandomOpeningVaries(t) }

func TestRunAsRed(t *testing.T) {
	// After Yellow's A, Red may not push G or R (they would push off the
	// inverted yellow tile A put in): greedy never does, whatever it likes.
	for seed := uint64(1); seed <= 20; seed++ {
		var out bytes.Buffer
		require.NoError(t, Run(strings.NewReader("A\n"), &out, Options{Engine: duel.Random, Seed: seed}))
		m, err := ParsePush(out.String())
		require.NoError(t, err)
		assert.NotContains(t, []string{"G", "R"}, m.String())
		assert.True(t, strings.HasSuffix(out.String(), "\n"))
	}
}

func TestRunRejectsBadInput(t *testing.T) {
	tests := []struct{ name, in string }{
		{"garbage first", "Hello\n"},
		{"a letter beyond X", "Start\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run(strings.NewReader(tt.in), &out, Options{Engine: duel.Random})
			assert.ErrorIs(t, err, ErrProtocol)
		})
	}
	// Red pushing off the inverted yellow tile the bot just pushed in.
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader("Y\n"), &out, Options{Engine: duel.Random}))
	first, err := ParsePush(out.String())
	require.NoError(t, err)
	for q := Push(0); q < Pushes; q++ {
		if q.Far() == first.Entry() {
			out.Reset()
			err := Run(strings.NewReader("Y\n"+q.String()+"\n"), &out, Options{Engine: duel.Random})
			assert.ErrorIs(t, err, ErrPushesOffInverted)
			assert.ErrorIs(t, err, ErrProtocol)
		}
	}
	out.Reset()
	assert.NoError(t, Run(strings.NewReader(""), &out, Options{}), "no input, no game")
	assert.NoError(t, Run(strings.NewReader("Z\n"), &out, Options{}))
	assert.Empty(t, out.String())
	assert.ErrorIs(t, Run(strings.NewReader("Y\n"), &out, Options{Engine: "deep"}), duel.ErrUnknownEngine)
}
