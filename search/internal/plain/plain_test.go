package plain

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
	"botcup/search/internal/toy"
)

// The benchmark search: 5x4 Connect-4 from the empty board to depth 12,
// with a table of benchTT slots cleared before each search.
const (
	benchDepth = 12
	benchTT    = 1 << 16
)

// cpuTime is the CPU time the process has used: on a machine shared with
// other work it measures a benchmark more steadily than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// searcher is what the benchmarks time, the generic engine or the plain one.
type searcher interface {
	clear()
	search() int64
}

type generic struct {
	e  *search.AlphaBeta[uint8, *toy.Connect4]
	tt *search.TT[uint8]
}

func (g generic) clear() { g.tt.Clear(); g.e.Reset() }

func (g generic) search() int64 { res, _ := g.e.Search(nil); return res.Nodes }

type plain struct {
	e  *AlphaBeta
	tt *TT
}

func (p plain) clear() { p.tt.Clear(); p.e.Reset() }

func (p plain) search() int64 { res, _ := p.e.Search(nil); return res.Nodes }

// benchmark times the search by s, reporting nodes per search, nodes per
// second of wall time and CPU nanoseconds per search.
func benchmark(b *testing.B, s searcher) {
	s.search() // grow the buffers
	b.ReportAllocs()
	b.ResetTimer()
	start, cpu := time.Now(), cpuTime()
	var nodes int64
	for i := 0; i < b.N; i++ {
		s.clear()
		nodes += s.search()
	}
	elapsed, used := time.Since(start), cpuTime()-cpu
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	if elapsed > 0 {
		b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
	}
	b.ReportMetric(float64(used.Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// BenchmarkGeneric is search's generic engine on 5x4 Connect-4.
func BenchmarkGeneric(b *testing.B) {
	g, err := toy.NewConnect4(5, 4)
	require.NoError(b, err)
	tt, err := search.NewTT[uint8](benchTT)
	require.NoError(b, err)
	e, err := search.NewAlphaBeta[uint8](g, tt, search.AlphaBetaOptions{MaxDepth: benchDepth, Aspiration: 1})
	require.NoError(b, err)
	benchmark(b, generic{e, tt})
}

// BenchmarkPlain is the same search by the plain copy: the cost of type
// parameters is the ratio of the two.
func BenchmarkPlain(b *testing.B) {
	g, err := NewConnect4(5, 4)
	require.NoError(b, err)
	tt, err := NewTT(benchTT)
	require.NoError(b, err)
	e, err := NewAlphaBeta(g, tt, AlphaBetaOptions{MaxDepth: benchDepth, Aspiration: 1})
	require.NoError(b, err)
	benchmark(b, plain{e, tt})
}

// TestPlainSearchesAsTheGenericEngine: the plain copy searches exactly as
// the generic engine (same nodes, values, moves, PVs and table use) from
// positions of random games, so the benchmarks compare the same work.
func TestPlainSearchesAsTheGenericEngine(t *testing.T) {
	rng := search.NewRng(7)
	searched := 0
	for p := 0; p < 20; p++ {
		g, err := toy.NewConnect4(5, 4)
		require.NoError(t, err)
		c, err := NewConnect4(5, 4)
		require.NoError(t, err)
		for k := 0; k < p%15; k++ {
			if over, _ := g.Terminal(); over {
				break
			}
			moves := g.Moves(nil)
			m := moves[rng.Intn(len(moves))]
			g.Make(m)
			c.Make(m)
		}
		if over, _ := g.Terminal(); over {
			continue
		}
		for _, opts := range []search.AlphaBetaOptions{{MaxDepth: benchDepth, Aspiration: 1}, {MaxDepth: 7, NoPVS: true}, {MaxDepth: 9, MaxNodes: 3000}} {
			tt, err := search.NewTT[uint8](1 << 10)
			require.NoError(t, err)
			e, err := search.NewAlphaBeta[uint8](g, tt, opts)
			require.NoError(t, err)
			ptt, err := NewTT(1 << 10)
			require.NoError(t, err)
			pe, err := NewAlphaBeta(c, ptt, AlphaBetaOptions(opts))
			require.NoError(t, err)
			want, err := e.Search(nil)
			require.NoError(t, err)
			got, err := pe.Search(nil)
			require.NoError(t, err)
			assert.Equal(t, AlphaBetaResult(want), got)
			assert.Equal(t, tt.Used(), ptt.Used())
			assert.Equal(t, tt.Bytes(), ptt.Bytes())
			assert.Equal(t, e.Nodes(), pe.Nodes())
			searched++
		}
	}
	assert.Equal(t, 54, searched, "the positions of the walks not over, each searched three ways")
}
