package blackhole

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// TestRolloutEndsSettledAndScoresItExactly: from random positions, a
// rollout plays legal moves, stops as soon as no two empty fields touch,
// and its reward is that end's exact value (settled's, which
// TestSettledOnceNoEmptyFieldsTouch checks; the naive minimax's where few
// fields are empty) for the side to move at the start.
func TestRolloutEndsSettledAndScoresItExactly(t *testing.T) {
	rng := search.NewRng(21)
	naive := 0
	for i := range 40 {
		s, _ := randomGame(t, rng, i%24)
		p := NewPosition(s)
		if over, _ := p.Terminal(); over {
			continue
		}
		start := p.sign()
		before := p.Plies()
		r := p.Rollout(rng)
		over, _ := p.Terminal()
		require.True(t, over, "%v", s)
		// The position before the rollout's last move was not settled:
		// it stopped at once.
		last := p.History()[p.Plies()-1]
		p.Unmake(last)
		if p.Plies() >= before {
			o, _ := p.Terminal()
			assert.False(t, o, "%v: went on past the settled end", p)
		}
		p.Make(last)
		// Every move was legal: replaying the history from the brown stones
		// succeeds.
		replay, err := ParsePosition(p.String())
		require.NoError(t, err)
		want, _ := p.settled() // from the side to move at the end
		if bits.OnesCount64(p.empty) <= 6 {
			require.Equal(t, naiveOf(replay).minimax(), want, "%v", p)
			naive++
		}
		assert.InDelta(t, rewardOf(float64(start*p.sign()*want)), r, 1e-12, "%v", p)
	}
	assert.Positive(t, naive)
}

// TestRolloutSpreadsFirst: the first rollout move of the start
// (spread, as the chance to spread is 1 there) is Red's 15 on a field with
// the most empty neighbours.
func TestRolloutSpreadsFirst(t *testing.T) {
	rng := search.NewRng(4)
	for range 10 {
		s, err := New(DrawBrown(rng))
		require.NoError(t, err)
		p := NewPosition(s)
		most := 0
		for e := p.empty; e != 0; e &= e - 1 {
			most = max(most, bits.OnesCount64(neighbours[bits.TrailingZeros64(e)]&p.empty))
		}
		p.Rollout(rng)
		first := p.History()[0]
		assert.Equal(t, 15, first.Value())
		assert.Equal(t, most, bits.OnesCount64(neighbours[first.Field()]&(s.empty)), "%v", first)
	}
}

// TestMoveGroupIsTheField: MCTS groups a position's moves by field.
func TestMoveGroupIsTheField(t *testing.T) {
	p := benchStart()
	for _, m := range p.Moves(nil) {
		assert.Equal(t, int(m.Field()), p.MoveGroup(m))
	}
	var g search.MoveGrouper[Move] = p
	assert.NotNil(t, g)
}
