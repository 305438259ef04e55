package more

import (
	"container/heap"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// refLeastCostHome is Dijkstra with a binary heap and a map over the
// reference rules: the obviously-correct yardstick for LeastCostHome.
func refLeastCostHome(b *Board, stones uint64, c Color) int {
	dist := map[uint64]int{stones: 0}
	q := &costHeap{{stones, 0}}
	for q.Len() > 0 {
		e := heap.Pop(q).(costEntry)
		if e.cost != dist[e.stones] {
			continue
		}
		if e.stones == HomeSquares[c] {
			return e.cost
		}
		p := &Position{board: b, side: c}
		p.stones[c] = e.stones
		g := newRefGame(p)
		for _, m := range g.moves() {
			mv, err := ParseMove(m.name)
			if err != nil {
				panic(err)
			}
			next := e.stones ^ (1<<mv.From() | 1<<mv.To())
			cost := e.cost + 1 + m.penalty
			if d, ok := dist[next]; !ok || cost < d {
				dist[next] = cost
				heap.Push(q, costEntry{next, cost})
			}
		}
	}
	return -1
}

type costEntry struct {
	stones uint64
	cost   int
}

type costHeap []costEntry

func (h costHeap) Len() int            { return len(h) }
func (h costHeap) Less(i, j int) bool  { return h[i].cost < h[j].cost }
func (h costHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *costHeap) Push(x interface{}) { *h = append(*h, x.(costEntry)) }
func (h *costHeap) Pop() interface{} {
	old := *h
	e := old[len(old)-1]
	*h = old[:len(old)-1]
	return e
}

func TestLeastCostHomeMatchesTheReference(t *testing.T) {
	rng := search.NewRng(3)
	for i := 0; i < 6; i++ {
		b := randomBoard(rng)
		c := Color(i % 2)
		stones := randomStones(rng, 0, 0)
		if i < 2 {
			b = mustBoard(t, ExampleBoard)
			stones = StartSquares[c]
		}
		want := refLeastCostHome(b, stones, c)
		require.Positive(t, want)
		assert.Equal(t, want, LeastCostHome(b, stones, c), "board %s stones %x %v", b, stones, c)
	}
}

func TestLeastCostHomeOnSmallCases(t *testing.T) {
	open := NewBoard([WallCount]Wall{})
	var walled [WallCount]Wall
	walled[1*11+5+1] = DoubleWall // b2-c2
	tests := []struct {
		name   string
		board  *Board
		stones []string
		c      Color
		want   int
	}{
		{"home", open, []string{"a1", "a2", "b1", "b2"}, White, 0},
		{"one step", open, []string{"a1", "a2", "b1", "c2"}, White, 1},
		{"jump home", open, []string{"a1", "a2", "b1", "d2"}, White, 2},
		{"black one step", open, []string{"e5", "e6", "f5", "f4"}, Black, 1},
		// Through the double wall costs 3; around it c2-c3-b3-b2 too.
		{"double wall", NewBoard(walled), []string{"a1", "a2", "b1", "c2"}, White, 3},
		// From the far corner on an open board: 4 stones, 8 squares each,
		// jumps save a move each time a stone passes another.
		{"open board start", open, []string{"e5", "e6", "f5", "f6"}, White, refLeastCostHome(open, StartSquares[White], White)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, LeastCostHome(tt.board, squares(t, tt.stones...), tt.c))
		})
	}
	assert.Equal(t, -1, LeastCostHome(open, 7, White), "three stones")
	assert.Equal(t, -1, LeastCostHome(open, 0xf<<34, White), "off the board")
}

func TestConfigIndexNumbersEverySetOnce(t *testing.T) {
	seen := make([]bool, Configurations)
	n := 0
	for a := 0; a < Squares; a++ {
		for b := a + 1; b < Squares; b++ {
			for c := b + 1; c < Squares; c++ {
				for d := c + 1; d < Squares; d++ {
					i := configIndex(1<<a | 1<<b | 1<<c | 1<<d)
					require.Equal(t, binomial[a][1]+binomial[b][2]+binomial[c][3]+binomial[d][4], i, "squares %d %d %d %d", a, b, c, d)
					require.True(t, i >= 0 && i < Configurations && !seen[i])
					seen[i] = true
					n++
				}
			}
		}
	}
	assert.Equal(t, Configurations, n)
}
