package blackhole

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/duel"
)

// TestAlphaBetaIsExactNearTheEnd: from random positions with 6 or 7 empty
// fields, the bot's alpha-beta (pruned moves, the early end of Terminal)
// finds the value the naive minimax over every legal move finds, and its
// move reaches that value.
func TestAlphaBetaIsExactNearTheEnd(t *testing.T) {
	rng := search.NewRng(11)
	for i := range 16 {
		plies := MaxPlies - 5
		if i == 0 {
			plies = MaxPlies - 6
		}
		s, _ := randomGame(t, rng, plies)
		n := naiveOf(s)
		want := n.minimax()
		p := NewPosition(s)
		e, err := NewEngine(p, duel.AlphaBeta, 1, 1<<12)
		require.NoError(t, err)
		th := e.Choose(search.NoDeadline{})
		if over, v := p.Terminal(); over {
			// Settled: no search, the one move Moves lists.
			assert.Equal(t, int32(want*Scale), v, "%v", s)
		} else {
			assert.Equal(t, int32(want*Scale), th.Value, "%v", s)
		}
		n.play(th.Move.String())
		assert.Equal(t, want, -n.minimax(), "%v: the move %v keeps the value", s, th.Move)
	}
}

// TestSettledOnceNoEmptyFieldsTouch: once no two empty fields touch,
// Eval's value is the naive minimax's, and the one move Moves lists
// reaches it.
func TestSettledOnceNoEmptyFieldsTouch(t *testing.T) {
	rng := search.NewRng(12)
	checked := 0
	for checked < 30 {
		s, _ := randomGame(t, rng, MaxPlies-2-rng.Intn(5))
		p := NewPosition(s)
		over, v := p.Terminal()
		if !over {
			continue
		}
		checked++
		n := naiveOf(s)
		want := n.minimax()
		assert.Equal(t, int32(want*Scale), v, "%v", s)
		moves := p.Moves(nil)
		require.Len(t, moves, 1)
		n.play(moves[0].String())
		assert.Equal(t, want, -n.minimax(), "%v: %v", s, moves[0])
	}
}

// TestEvalsMeanIsTheMeanOfRandomPlay: the mean Eval starts from is the
// mean R-B over every way to finish the game at random (each legal move
// equally likely at each turn).
func TestEvalsMeanIsTheMeanOfRandomPlay(t *testing.T) {
	rng := search.NewRng(13)
	for range 10 {
		s, _ := randomGame(t, rng, MaxPlies-3-rng.Intn(2))
		if over, _ := NewPosition(s).Terminal(); over {
			continue
		}
		num, _, n, m := NewPosition(s).expectations()
		assert.InDelta(t, randomMean(naiveOf(s)), float64(num)/float64(n*m), 1e-9, "%v", s)
	}
}

// TestEvalWeighsTheMeanAndTheKthLowest: Eval is evalWeights' mix of the two
// expectations, from the side to move.
func TestEvalWeighsTheMeanAndTheKthLowest(t *testing.T) {
	s, err := ParsePosition("A8 B4 D2 E4 H1 B2=15 F2=15 B6=14 C5=14 E2=13 B3=13 D4=12 A2=12 C3=1 C1=11 F3=11 A6=10 G1=10 D3=9 A4=9 B7=8")
	require.NoError(t, err)
	p := NewPosition(s)
	require.Equal(t, Red, p.Side())
	num, k, n, m := p.expectations()
	want := (0.46*float64(num)/float64(n*m) + 0.67*float64(k)/float64(m)) * Scale
	assert.InDelta(t, want, float64(p.Eval()), 1)
	p.Make(NewMove(At(2, 3), 1)) // C4=1, Blue to move
	num, k, n, m = p.expectations()
	want = -(0.37*float64(num)/float64(n*m) + 0.78*float64(k)/float64(m)) * Scale
	assert.InDelta(t, want, float64(p.Eval()), 1)
}

// randomMean is R-B's mean over uniformly random play to the end.
func randomMean(n *naive) float64 {
	if n.plies == 30 {
		return float64(n.redMinusBlue())
	}
	ms := n.moves()
	sum := 0.0
	for _, m := range ms {
		n.play(m)
		sum += randomMean(n)
		n.undo(m)
	}
	return sum / float64(len(ms))
}

func TestPrunedMoves(t *testing.T) {
	// Early on, two moves a live field: the mover's highest and lowest.
	s, err := ParsePosition("A8 B4 D2 E4 H1 A1=15 A2=1")
	require.NoError(t, err)
	p := NewPosition(s)
	moves := p.Moves(nil)
	assert.Len(t, moves, 2*29)
	for _, m := range moves {
		assert.Contains(t, []int{1, 14}, m.Value(), "%v", m)
		require.NoError(t, s.Legal(m))
	}
	p.all = true
	assert.Len(t, p.Moves(nil), 29*14)
}
