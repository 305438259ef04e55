package toy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// negamax is the plain minimax value, the yardstick for the toys themselves.
func negamaxTTT(t *TicTacToe) int32 {
	if over, v := t.Terminal(); over {
		return v
	}
	best := -Win - 1
	for _, m := range t.Moves(nil) {
		h := t.Hash()
		t.Make(m)
		v := -negamaxTTT(t)
		t.Unmake(m)
		if t.Hash() != h {
			panic("unmake did not restore the hash")
		}
		best = max(best, v)
	}
	return best
}

func TestTicTacToeIsADraw(t *testing.T) {
	var g TicTacToe
	assert.Equal(t, int32(0), negamaxTTT(&g))
	assert.Len(t, g.Moves(nil), 9)
	// X on 0 and 1, O on 3 and 4: X to move wins by taking 2.
	g = *TicTacToeAfter(0, 3, 1, 4)
	require.Equal(t, 0, g.Side())
	assert.Equal(t, Win, negamaxTTT(&g))
	assert.Equal(t, Win, Negamax[uint8](&g))
	assert.Equal(t, []uint8{2}, MovesOfValue[uint8](&g, Win))
	assert.Equal(t, []uint8{5}, MovesOfValue[uint8](&g, 0), "blocking O's row draws")
	g.Make(2)
	over, v := g.Terminal()
	assert.True(t, over)
	assert.Equal(t, -Win, v)
}

func TestNimValueFollowsTheXorRule(t *testing.T) {
	for a := uint8(0); a <= 3; a++ {
		for b := uint8(0); b <= 3; b++ {
			for c := uint8(0); c <= 4; c++ {
				n := NewNim(a, b, c)
				h := n.Hash()
				want := -Win
				if n.Won() {
					want = Win
				}
				assert.Equal(t, want, Negamax[uint16](n), "heaps %d %d %d", a, b, c)
				assert.Equal(t, h, n.Hash())
			}
		}
	}
	assert.Len(t, NewNim(3, 0, 2).Moves(nil), 5)
}
