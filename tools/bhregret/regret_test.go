package main

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRegretOfARecordedGame(t *testing.T) {
	// A self-play game of main's bot at 30,000 playouts a move (before
	// ExactPlies): Red ("one") played D5=7 at ply 22 and lost 11 points
	// there (D5's best stone or field kept them); exact at ply 19: Red
	// loses by 1, finally by 12.
	f, err := os.Open("testdata/one-game.jsonl")
	require.NoError(t, err)
	defer f.Close()
	rep, err := analyse(f, 19)
	require.NoError(t, err)
	one, two := rep.Players["one"], rep.Players["two"]
	require.NotNil(t, one)
	require.NotNil(t, two)
	assert.Equal(t, 11, rep.Positions)
	assert.Equal(t, map[int]int{22: 11}, nonzero(one.Regret))
	assert.Equal(t, map[int]int{}, nonzero(two.Regret))
	assert.Equal(t, -1, one.Exact)
	assert.Equal(t, -12, one.Final)
	assert.Equal(t, 12, two.Final)
	require.Len(t, rep.Mistakes, 1)
	assert.Equal(t, "D5=7", rep.Mistakes[0].Move)
}

func nonzero(m map[int]int) map[int]int {
	out := map[int]int{}
	for k, v := range m {
		if v != 0 {
			out[k] = v
		}
	}
	return out
}

func TestRegretRejectsBrokenRecords(t *testing.T) {
	for _, tc := range []struct{ record, err string }{
		{`{"kind":"game","setup":"A1 A2"`, "line 1: unexpected end of JSON input"},
		{`{"kind":"game","setup":"A1 A2","players":["a","b"],"moves":[{"p":0,"m":"B1=1"}]}`, "line 1: not a Black Hole game"},
		{`{"kind":"game","setup":"A1 A2 A3 A4 A5","players":["a","b"],"moves":[{"p":0,"m":"A1=1"}]}`, "line 1: move 1 A1=1"},
		{`{"kind":"game","setup":"A1 A2 A3 A4 A5","players":["a","b"],"moves":[{"p":0,"m":"B1=1"}]}`, "line 1: the game stops after 1 moves"},
	} {
		_, err := analyse(strings.NewReader(tc.record), 19)
		if assert.Error(t, err, tc.record) {
			assert.Contains(t, err.Error(), tc.err)
		}
	}
}
