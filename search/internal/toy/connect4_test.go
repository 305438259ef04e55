package toy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// c4Grid is the slow, obvious Connect-4 the bitboard one is checked
// against: a grid of 0 (empty), 1 (first player) and 2 (second).
type c4Grid struct {
	w, h  int
	cells [8][8]int // [col][row], row 0 at the bottom
	side  int       // 0 or 1
}

func (g *c4Grid) drop(col int) {
	for r := 0; r < g.h; r++ {
		if g.cells[col][r] == 0 {
			g.cells[col][r] = g.side + 1
			g.side ^= 1
			return
		}
	}
	panic("full column")
}

func (g *c4Grid) moves() []uint8 {
	var ms []uint8
	for c := 0; c < g.w; c++ {
		if g.cells[c][g.h-1] == 0 {
			ms = append(ms, uint8(c))
		}
	}
	return ms
}

// fours reports whether player p (1 or 2) has four in a row.
func (g *c4Grid) fours(p int) bool {
	dirs := [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for c := 0; c < g.w; c++ {
		for r := 0; r < g.h; r++ {
			for _, d := range dirs {
				n := 0
				for k := 0; k < 4; k++ {
					cc, rr := c+k*d[0], r+k*d[1]
					if cc >= 0 && cc < g.w && rr >= 0 && rr < g.h && g.cells[cc][rr] == p {
						n++
					}
				}
				if n == 4 {
					return true
				}
			}
		}
	}
	return false
}

func (g *c4Grid) full() bool { return len(g.moves()) == 0 }

func TestNewConnect4RejectsBadSizes(t *testing.T) {
	cases := []struct {
		w, h int
		ok   bool
	}{
		{4, 4, true}, {5, 4, true}, {7, 6, true}, {8, 6, true},
		{3, 4, false}, {4, 3, false}, {9, 4, false}, {8, 7, false}, {0, 0, false},
	}
	for _, c := range cases {
		g, err := NewConnect4(c.w, c.h)
		if c.ok {
			require.NoError(t, err, "%dx%d", c.w, c.h)
			assert.Len(t, g.Moves(nil), c.w)
		} else {
			assert.ErrorIs(t, err, ErrConnect4Size, "%dx%d", c.w, c.h)
			assert.Nil(t, g)
		}
	}
}

// TestConnect4AgreesWithTheGrid: in thousands of random games the bitboard
// game lists the grid's moves (centre first), sees the same wins and full
// boards, keeps Eval in range, and make/unmake restores the position and
// its hash.
func TestConnect4AgreesWithTheGrid(t *testing.T) {
	seed := uint64(99)
	games := 0
	for _, size := range [][2]int{{4, 4}, {5, 4}, {7, 6}} {
		for n := 0; n < 500; n++ {
			g, err := NewConnect4(size[0], size[1])
			require.NoError(t, err)
			ref := &c4Grid{w: size[0], h: size[1]}
			var played []uint8
			var hashes []uint64
			for {
				over, v := g.Terminal()
				lastWon := ref.fours(2 - ref.side) // the player who just moved
				require.Equal(t, lastWon || ref.full(), over)
				if lastWon {
					require.Equal(t, -Win, v)
				} else if over {
					require.Equal(t, int32(0), v)
				}
				if over {
					break
				}
				moves := g.Moves(nil)
				require.ElementsMatch(t, ref.moves(), moves)
				if ref.cells[size[0]/2][size[1]-1] == 0 {
					require.Equal(t, uint8(size[0]/2), moves[0], "centre first while it is open")
				}
				require.LessOrEqual(t, g.Eval(), int32(2*size[1]))
				require.GreaterOrEqual(t, g.Eval(), int32(-2*size[1]))
				m := moves[splitmix64(&seed)%uint64(len(moves))]
				hashes = append(hashes, g.Hash())
				g.Make(m)
				ref.drop(int(m))
				played = append(played, m)
				require.Equal(t, len(played)%2, g.Side())
			}
			for i := len(played) - 1; i >= 0; i-- {
				g.Unmake(played[i])
				require.Equal(t, hashes[i], g.Hash())
			}
			fresh, _ := NewConnect4(size[0], size[1])
			require.Equal(t, *fresh, *g, "unmaking every move restores the empty board")
			games++
		}
	}
	assert.Equal(t, 1500, games)
}

// perftC4 counts the move sequences of exactly depth moves.
func perftC4(g *Connect4, depth int) int64 {
	if over, _ := g.Terminal(); over {
		return 0
	}
	if depth == 0 {
		return 1
	}
	var n int64
	for _, m := range g.Moves(nil) {
		g.Make(m)
		n += perftC4(g, depth-1)
		g.Unmake(m)
	}
	return n
}

func perftGrid(g *c4Grid, depth int) int64 {
	if g.fours(2-g.side) || g.full() {
		return 0
	}
	if depth == 0 {
		return 1
	}
	var n int64
	for _, m := range g.moves() {
		saved := *g
		g.drop(int(m))
		n += perftGrid(g, depth-1)
		*g = saved
	}
	return n
}

// TestConnect4Perft: perft counts on the empty 5x4 board equal the grid's;
// the first four are 5^d (no column fills and no game ends before that).
func TestConnect4Perft(t *testing.T) {
	g, err := NewConnect4(5, 4)
	require.NoError(t, err)
	for d := 1; d <= 7; d++ {
		got := perftC4(g, d)
		assert.Equal(t, perftGrid(&c4Grid{w: 5, h: 4}, d), got, "perft %d", d)
		t.Logf("5x4 perft(%d) = %d", d, got)
		if d <= 4 {
			want := int64(1)
			for i := 0; i < d; i++ {
				want *= 5
			}
			assert.Equal(t, want, got, "perft %d", d)
		}
	}
}

// TestConnect4TranspositionsShareAHash: the same discs reached in another
// order have the same hash; other discs another.
func TestConnect4TranspositionsShareAHash(t *testing.T) {
	a, _ := NewConnect4(5, 4)
	b, _ := NewConnect4(5, 4)
	for _, m := range []uint8{0, 1, 2, 3} {
		a.Make(m)
	}
	for _, m := range []uint8{2, 3, 0, 1} {
		b.Make(m)
	}
	assert.Equal(t, a.Hash(), b.Hash())
	a.Make(4)
	b.Make(4)
	b.Make(4)
	assert.NotEqual(t, a.Hash(), b.Hash())
}
