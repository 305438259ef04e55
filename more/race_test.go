package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestRaceMatchesLeastCostHome(t *testing.T) {
	rng := search.NewRng(6)
	for i := 0; i < 3; i++ {
		b := raceBoard(t, rng, i)
		r := NewRace(b)
		assert.Same(t, b, r.Board())
		for c := White; c <= Black; c++ {
			assert.Equal(t, 0, r.Cost(c, HomeSquares[c]))
			assert.Equal(t, LeastCostHome(b, StartSquares[c], c), r.Cost(c, StartSquares[c]))
			for k := 0; k < 4; k++ {
				s := randomStones(rng, 0, 0)
				assert.Equal(t, LeastCostHome(b, s, c), r.Cost(c, s), "board %s stones %x %v", b, s, c)
			}
		}
	}
	r := NewRace(mustBoard(t, ExampleBoard))
	assert.Equal(t, 25, r.Cost(White, StartSquares[White]))
	assert.Equal(t, 25, r.Cost(Black, StartSquares[Black]))
}

func BenchmarkNewRace(b *testing.B) {
	board := mustBoard(b, ExampleBoard)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		NewRace(board)
	}
}

func BenchmarkRaceCost(b *testing.B) {
	ps := benchPositions(b)
	r := NewRace(ps[0].board)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		p := &ps[i&1023]
		n += r.Cost(White, p.stones[White]) - r.Cost(Black, p.stones[Black])
	}
	_ = n
}

// TestRaceCheapestIsEveryCheapestMove checks Cheapest, filled during the
// search of the costs, against its definition: the squares the moves of the
// stones alone end on whose own cost and the cost after them add up to the
// configuration's cost; none at home, at least one anywhere else.
func TestRaceCheapestIsEveryCheapestMove(t *testing.T) {
	rng := search.NewRng(8)
	for i := 0; i < 3; i++ {
		b := raceBoard(t, rng, i)
		r := NewRace(b)
		for c := White; c <= Black; c++ {
			assert.Zero(t, r.Cheapest(c, HomeSquares[c]))
			for k := 0; k < 300; k++ {
				s := randomStones(rng, 0, 0)
				var buf [MaxMoves]Move
				var want uint64
				for _, m := range soloMoves(b, s, buf[:0]) {
					if 1+b.Penalty(m.From(), m.To())+r.Cost(c, s^(1<<m.From()|1<<m.To())) == r.Cost(c, s) {
						want |= 1 << m.To()
					}
				}
				if s != HomeSquares[c] {
					require.NotZero(t, want, "board %s stones %x %v", b, s, c)
				}
				require.Equal(t, want, r.Cheapest(c, s), "board %s stones %x %v", b, s, c)
			}
		}
	}
}

// raceBoard is the board of the race tests' round i: a random board, drawn
// from rng in every round so the rounds after it see the same numbers, but
// the example board in round 0.
func raceBoard(t *testing.T, rng *search.Rng, i int) *Board {
	t.Helper()
	b := randomBoard(rng)
	if i == 0 {
		b = mustBoard(t, ExampleBoard)
	}
	return b
}
