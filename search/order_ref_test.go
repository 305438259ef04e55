package search

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// refScore is the plain statement of the move-ordering keys that score and
// scoreUnscored compute faster: one switch per move.
func refScore(o *orderer[uint8], moves []uint8, scores []int32, ply int, ttMove uint8, hasTTMove bool) {
	k, hk := o.killers[ply], o.hasKiller[ply]
	for i, m := range moves {
		g := min(max(scores[i], -orderRestLimit), orderRestLimit)
		switch {
		case hasTTMove && m == ttMove:
			scores[i] = orderTTMove
		case g > 0:
			scores[i] = orderGood + g
		case hk[0] && m == k[0]:
			scores[i] = orderKiller + 1
		case hk[1] && m == k[1]:
			scores[i] = orderKiller
		default:
			scores[i] = g + o.history[historyIndex(m)]
		}
	}
}

// refPick is selection sort's step in one pass: the first of the best
// scores of moves[i:] swapped to i.
func refPick(moves []uint8, scores []int32, i int) {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[best] {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
	scores[i], scores[best] = scores[best], scores[i]
}

// TestOrderMatchesReference: on random move lists (few distinct moves, so
// duplicates and ties are common; killers and TT move present or not; game
// scores or none), score, scoreUnscored and pick give exactly the keys and
// the order of the plain one-switch, one-pass statement.
func TestOrderMatchesReference(t *testing.T) {
	rng := NewRng(37)
	var o orderer[uint8]
	for trial := range 20000 {
		ply := rng.Intn(3)
		for range rng.Intn(6) {
			o.cutoff(uint8(rng.Intn(12)), rng.Intn(3), 1+rng.Intn(9))
		}
		if rng.Intn(4) == 0 {
			o.hasKiller[ply][rng.Intn(2)] = false
		}
		n := 1 + rng.Intn(30)
		moves := make([]uint8, n)
		game := make([]int32, n)
		scored := rng.Intn(2) == 0
		for i := range moves {
			moves[i] = uint8(rng.Intn(12))
			if scored {
				game[i] = int32(rng.Intn(7)) - 3
				if rng.Intn(10) == 0 {
					game[i] = int32(rng.Uint32())
				}
			}
		}
		tt, hasTT := uint8(rng.Intn(12)), rng.Intn(2) == 0

		wantMoves, want := append([]uint8(nil), moves...), append([]int32(nil), game...)
		refScore(&o, wantMoves, want, ply, tt, hasTT)
		got := append([]int32(nil), game...)
		if scored {
			o.score(moves, got, ply, tt, hasTT)
		} else {
			for i := range got {
				got[i] = int32(rng.Uint32()) // ignored
			}
			o.scoreUnscored(moves, got, ply, tt, hasTT)
		}
		require.Equal(t, want, got, "trial %d: keys", trial)
		for i := range moves {
			refPick(wantMoves, want, i)
			pick(moves, got, i)
			require.Equal(t, wantMoves, moves, "trial %d: order after pick %d", trial, i)
			require.Equal(t, want, got, "trial %d: keys after pick %d", trial, i)
		}
	}
}
