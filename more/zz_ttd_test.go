package more

import (
	"testing"

	"github.com/stretchr/testify/require"

	"botcup/search"
)

var ttdDepth = 14

// BenchmarkTimeToDepth searches 16 positions of guided random games (the
// same on every build) to ttdDepth, each on a fresh engine.
func BenchmarkTimeToDepth(b *testing.B) {
	board := mustBoard(b, ExampleBoard)
	rng := search.NewRng(11)
	var ps []Position
	for len(ps) < 16 {
		p := NewPosition(board)
		for ply := 0; !p.Over() && ply <= 24; ply++ {
			if ply%6 == 4 {
				ps = append(ps, *p)
			}
			p.Make(playoutMove(rng, p, p.Moves(nil), 80))
		}
	}
	var nodes int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			e, err := NewEngine(board, EngineOptions{MaxDepth: ttdDepth})
			require.NoError(b, err)
			e.game.Position = p
			th, err := e.Think(nil)
			require.NoError(b, err)
			nodes += th.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
