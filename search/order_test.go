package search

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ordered scores moves at ply and returns them in the order the search
// tries them.
func ordered(o *orderer[uint16], moves []uint16, game []int32, ply int, tt uint16, hasTT bool) []uint16 {
	moves = append([]uint16(nil), moves...)
	scores := append([]int32(nil), game...)
	o.score(moves, scores, ply, tt, hasTT)
	for i := range moves {
		pick(moves, scores, i)
	}
	return moves
}

// TestMoveOrder: the TT move first, then moves the game scores above zero
// (best first), then the killers (newest first), then the rest by history
// plus game score; each kind can be turned off.
func TestMoveOrder(t *testing.T) {
	moves := []uint16{10, 11, 12, 13, 14, 15, 16}
	game := []int32{0, 5, 0, 9, 0, -3, 0}
	var o orderer[uint16]
	o.cutoff(16, 3, 2) // killer, history 4
	o.cutoff(12, 3, 1) // newest killer, history 1
	o.cutoff(14, 5, 3) // a killer elsewhere; history 9
	o.cutoff(14, 5, 3) // the same killer again: no duplicate; history 18
	assert.Equal(t, [2]uint16{14, 0}, o.killers[5])
	assert.Equal(t, [2]bool{true, false}, o.hasKiller[5])

	cases := []struct {
		name  string
		ply   int
		tt    uint16
		hasTT bool
		want  []uint16
	}{
		{"TT move, good, killers, history", 3, 15, true, []uint16{15, 13, 11, 12, 16, 14, 10}},
		{"no TT move", 3, 0, false, []uint16{13, 11, 12, 16, 14, 10, 15}},
		{"no killers at this ply", 4, 10, true, []uint16{10, 13, 11, 14, 16, 12, 15}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, ordered(&o, moves, game, c.ply, c.tt, c.hasTT))
		})
	}

	// A new search forgets the killers and halves the history.
	o.reset()
	assert.Equal(t, [2]bool{}, o.hasKiller[3])
	assert.Equal(t, int32(9), o.history[historyIndex(uint16(14))])
	assert.Equal(t, int32(2), o.history[historyIndex(uint16(16))])

	off := orderer[uint16]{noKillers: true, noHistory: true}
	off.cutoff(16, 3, 10)
	assert.Equal(t, [2]bool{}, off.hasKiller[3])
	assert.Equal(t, int32(0), off.history[historyIndex(uint16(16))])
	assert.Equal(t, []uint16{13, 11, 12, 10, 14, 16, 15}, ordered(&off, moves, game, 3, 0, false))
}

// TestHistoryHalvesWhenFull: once a counter passes the limit every counter
// halves, so history never overflows and old knowledge fades.
func TestHistoryHalvesWhenFull(t *testing.T) {
	var o orderer[uint8]
	o.cutoff(1, 0, 2) // history 4
	i7 := historyIndex(uint8(7))
	prev, n := o.history[i7], 0
	for {
		o.cutoff(7, 0, 40) // +1600
		n++
		require.Less(t, n, 1000, "the counter never halved")
		if o.history[i7] < prev {
			break
		}
		prev = o.history[i7]
	}
	assert.Greater(t, prev+1600, historyLimit, "it halves only past the limit")
	assert.LessOrEqual(t, prev, historyLimit)
	assert.Equal(t, (prev+1600)/2, o.history[i7])
	assert.Equal(t, int32(2), o.history[historyIndex(uint8(1))], "every counter halves")
}

// TestHistoryIndexSpreadsMoves: the moves of small encodings land on
// different counters.
func TestHistoryIndexSpreadsMoves(t *testing.T) {
	seen := map[int]bool{}
	for m := 0; m < 256; m++ {
		i := historyIndex(uint16(m))
		require.GreaterOrEqual(t, i, 0)
		require.Less(t, i, HistorySize)
		seen[i] = true
	}
	assert.Equal(t, 256, len(seen))
}

// TestGameScoresAreClamped: scores far outside ±2^26 cannot overtake the
// TT move or the killers.
func TestGameScoresAreClamped(t *testing.T) {
	var o orderer[uint16]
	o.cutoff(2, 0, 1)
	got := ordered(&o, []uint16{1, 2, 3, 4}, []int32{1 << 30, 0, -1 << 30, 1 << 29}, 0, 3, true)
	assert.Equal(t, uint16(3), got[0])
	assert.ElementsMatch(t, []uint16{1, 4}, got[1:3])
	assert.Equal(t, uint16(2), got[3])
}
