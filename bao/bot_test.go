package bao

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/duel"
	"botcup/search/searchtest"
)

// kit is bao for the checks every Duel game passes (search/searchtest).
var kit = searchtest.Game[State, Pit, *State]{Name: "bao", Start: "Start", Quit: "Quit", New: New, Parse: ParseMove,
	Run: Run, NewEngine: NewEngine, DefaultEngine: DefaultEngine}

func TestRunPlaysLegalMovesAsWhite(t *testing.T) { kit.RunPlaysWholeGames(t) }

func TestRandomOpeningVaries(t *testing.T) { kit.RandomOpeningVaries(t) }

func TestRunAsBlack(t *testing.T) {
	var out bytes.Buffer
	require.NoError(t, Run(strings.NewReader("B\n"), &out, Options{Engine: duel.Greedy}))
	m, err := ParseMove(out.String())
	require.NoError(t, err)
	assert.Equal(t, Black, m.Owner())
	assert.True(t, strings.HasSuffix(out.String(), "\n"))
}

func TestRunRejectsBadInput(t *testing.T) {
	tests := []struct{ name, in string }{
		{"garbage first", "Hello\n"},
		{"black's first move by white", "G\n"},
		{"an illegal reply", "Start\nA\n"},
		{"a move to an empty pit", "B\nB\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			err := Run(strings.NewReader(tt.in), &out, Options{Engine: duel.Random})
			assert.ErrorIs(t, err, ErrProtocol)
		})
	}
	var out bytes.Buffer
	assert.NoError(t, Run(strings.NewReader(""), &out, Options{}), "no input, no game")
	assert.NoError(t, Run(strings.NewReader("Quit\n"), &out, Options{}))
	assert.Empty(t, out.String())
	assert.ErrorIs(t, Run(strings.NewReader("Start\n"), &out, Options{Engine: "deep"}), duel.ErrUnknownEngine)
}
