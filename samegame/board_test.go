package samegame

import (
	"sort"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomRows draws a full cols x rows board with the given colours.
func randomRows(r *search.Rng, cols, rows, colours int) [][]uint8 {
	b := make([][]uint8, rows)
	for y := range b {
		b[y] = make([]uint8, cols)
		for x := range b[y] {
			b[y][x] = uint8(1 + r.Intn(colours))
		}
	}
	return b
}

// randomBoard is a full cols x rows board of randomRows, scored by s.
func randomBoard(t testing.TB, r *search.Rng, cols, rows, colours int, s Scoring) *Board {
	t.Helper()
	b, err := NewBoard(randomRows(r, cols, rows, colours), s)
	require.NoError(t, err)
	return b
}

// sizedBoard is a random board of 1 to maxCols columns, 1 to maxRows rows
// and 1 to maxColours colours, drawn from r in that order.
func sizedBoard(t testing.TB, r *search.Rng, maxCols, maxRows, maxColours int, s Scoring) *Board {
	t.Helper()
	return randomBoard(t, r, 1+r.Intn(maxCols), 1+r.Intn(maxRows), 1+r.Intn(maxColours), s)
}

// playRandomGame plays random legal moves on b until the game is over,
// calling check before every move and once the game is over.
func playRandomGame(r *search.Rng, b *Board, check func()) {
	var buf []Move
	for {
		check()
		buf = b.Moves(buf)
		if len(buf) == 0 {
			return
		}
		b.Play(buf[r.Intn(len(buf))])
	}
}

// groupCells is the group of (x, y) in b as sorted [x, y] pairs.
func groupCells(b *Board, x, y int) [][2]int {
	var g [][2]int
	for _, m := range b.Group(x, y, nil) {
		g = append(g, [2]int{m.X(), m.Y()})
	}
	sort.Slice(g, func(i, j int) bool {
		if g[i][0] != g[j][0] {
			return g[i][0] < g[j][0]
		}
		return g[i][1] < g[j][1]
	})
	return g
}

// TestBoardAgreesWithReference plays thousands of random games on boards of
// many sizes and colour counts with Board and refBoard side by side and
// compares, after every move, the board, the legal groups, the move each
// group is named by, group sizes, both scores, Over and the hash.
func TestBoardAgreesWithReference(t *testing.T) {
	r := search.NewRng(1)
	shapes := []struct{ cols, rows, colours int }{
		{1, 1, 1}, {1, 2, 1}, {2, 1, 1}, {1, 7, 2}, {7, 1, 2}, {2, 2, 2}, {3, 3, 2},
		{4, 4, 3}, {5, 3, 4}, {3, 5, 4}, {6, 6, 3}, {8, 5, 5}, {10, 10, 5},
		{15, 15, 5}, {15, 15, 3}, {12, 4, 6}, {20, 20, 8}, {9, 16, 2},
	}
	games := 0
	var copyTo Board
	for round := 0; round < 120; round++ {
		for _, s := range shapes {
			if s.cols*s.rows >= 200 && round%8 != 0 {
				continue // the large boards in every eighth round
			}
			rows := randomRows(r, s.cols, s.rows, s.colours)
			contest, err := NewBoard(rows, Contest)
			require.NoError(t, err)
			classic, err := NewBoard(rows, Classic)
			require.NoError(t, err)
			ref := newRef(rows)
			games++
			for step := 0; ; step++ {
				want := ref.groups()
				moves := contest.Moves(nil)
				require.Len(t, moves, len(want), "game %d step %d: groups of %v", games, step, ref.rows())
				var got [][][2]int
				for _, m := range moves {
					g := groupCells(contest, m.X(), m.Y())
					got = append(got, g)
					// The move names the group's stone with the smallest origin, and
					// Code carries that origin.
					assert.Equal(t, uint32(ref.minOrigin(g)), contest.Code(m)&0xffff)
					assert.Equal(t, uint32(ref.cell[m.Y()][m.X()]), contest.Code(m)>>16)
					assert.NoError(t, contest.Check(m))
				}
				sort.Slice(got, func(i, j int) bool {
					if got[i][0][0] != got[j][0][0] {
						return got[i][0][0] < got[j][0][0]
					}
					return got[i][0][1] < got[j][0][1]
				})
				require.Equal(t, want, got, "game %d step %d", games, step)
				x, y := r.Intn(s.cols), r.Intn(s.rows)
				assert.Equal(t, len(ref.group(x, y)), contest.GroupSize(x, y))
				assert.Equal(t, ref.rows(), contest.Rows())
				assert.Equal(t, ref.rows(), classic.Rows())
				assert.Equal(t, ref.final(Contest), contest.Score())
				assert.Equal(t, ref.final(Classic), classic.Score())
				assert.Equal(t, len(want) == 0, contest.Over())
				fresh, err := NewBoard(ref.rows(), Contest)
				require.NoError(t, err, "every position is a valid board")
				assert.Equal(t, fresh.Hash(), contest.Hash())
				if len(want) == 0 {
					break
				}
				// Play a random stone of a random group, not always the one Moves names.
				g := want[r.Intn(len(want))]
				p := g[r.Intn(len(g))]
				m := MoveAt(p[0], p[1])
				ref.remove(g)
				contest.Play(m)
				require.NoError(t, classic.Apply(m))
				if r.Intn(8) == 0 {
					copyTo.CopyFrom(contest)
					contest, copyTo = &copyTo, *contest
				}
			}
		}
	}
	assert.Equal(t, 120*15+15*3, games, "15 small shapes every round, 3 large ones every eighth")
}

func TestNewBoardRejectsBadBoards(t *testing.T) {
	long := make([][]uint8, 257)
	for y := range long {
		long[y] = []uint8{1}
	}
	wide := [][]uint8{make([]uint8, 257)}
	tests := []struct {
		name    string
		rows    [][]uint8
		scoring Scoring
		err     error
		msg     string
	}{
		{"no rows", nil, Contest, ErrSize, "0 rows"},
		{"no columns", [][]uint8{{}}, Contest, ErrSize, "0 columns"},
		{"257 rows", long, Contest, ErrSize, "257 rows"},
		{"257 columns", wide, Contest, ErrSize, "257 columns"},
		{"ragged", [][]uint8{{1, 2}, {1}}, Contest, ErrRagged, "row 1 has 1 cells, row 0 has 2"},
		{"floating", [][]uint8{{1, 0}, {1, 2}}, Contest, ErrFloating, "(1, 1)"},
		{"gap", [][]uint8{{1, 0, 2}}, Contest, ErrGap, "column 1 is empty, column 2 is not"},
		{"empty left column", [][]uint8{{0, 2}}, Contest, ErrGap, "column 0 is empty, column 1 is not"},
		{"scoring", [][]uint8{{1}}, Scoring(7), ErrScoring, "7"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := NewBoard(tc.rows, tc.scoring)
			assert.Nil(t, b)
			require.ErrorIs(t, err, tc.err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestNewBoardAcceptsEdgeBoards(t *testing.T) {
	tests := []struct {
		name   string
		rows   [][]uint8
		stones int
		width  int
		moves  int
	}{
		{"1x1", [][]uint8{{3}}, 1, 1, 0},
		{"empty 1x1", [][]uint8{{0}}, 0, 0, 0},
		{"empty right columns", [][]uint8{{1, 1, 0, 0}, {2, 0, 0, 0}}, 3, 2, 1},
		{"colour 255", [][]uint8{{255, 255}}, 2, 2, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := NewBoard(tc.rows, Contest)
			require.NoError(t, err)
			assert.Equal(t, tc.stones, b.Stones())
			assert.Equal(t, tc.width, b.Width())
			assert.Len(t, b.Moves(nil), tc.moves)
			assert.Equal(t, tc.rows, b.Rows())
		})
	}
}

func TestBoardOf256x256With255Colours(t *testing.T) {
	r := search.NewRng(3)
	rows := randomRows(r, 256, 256, 255)
	rows[0][0], rows[0][1], rows[1][0] = 7, 7, 7 // at least one group
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	require.Equal(t, 65536, b.Stones())
	moves := b.Moves(nil)
	require.NotEmpty(t, moves)
	assert.Equal(t, MoveAt(0, 0), moves[0])
	assert.Equal(t, uint32(7)<<16, b.Code(moves[0]), "colour 7, origin 0: the first cell")
	assert.Equal(t, uint8(rows[255][255]), b.Colour(255, 255))
	assert.Equal(t, uint32(rows[255][255])<<16|65535, b.Code(MoveAt(255, 255)))
	line := b.Playout(r, b.TabuColour(), nil)
	_, score, err := Replay(rows, line, Contest)
	require.NoError(t, err)
	assert.Equal(t, b.Score(), score)
	assert.True(t, b.Over())
}

func TestCheckNamesTheFault(t *testing.T) {
	b, err := NewBoard([][]uint8{{1, 1, 2}, {3, 0, 0}}, Contest)
	require.NoError(t, err)
	tests := []struct {
		m   Move
		err error
		msg string
	}{
		{MoveAt(0, 0), nil, ""},
		{MoveAt(1, 0), nil, ""},
		{MoveAt(2, 0), ErrSingle, "(2, 0)"},
		{MoveAt(0, 1), ErrSingle, "(0, 1)"},
		{MoveAt(1, 1), ErrEmpty, "(1, 1)"},
		{MoveAt(3, 0), ErrOutside, "(3, 0) on a 3x2 board"},
		{MoveAt(0, 2), ErrOutside, "(0, 2) on a 3x2 board"},
	}
	for _, tc := range tests {
		err := b.Check(tc.m)
		if tc.err == nil {
			assert.NoError(t, err, tc.m.String())
			continue
		}
		require.ErrorIs(t, err, tc.err, tc.m.String())
		assert.Contains(t, err.Error(), tc.msg)
		assert.Error(t, b.Apply(tc.m))
	}
	assert.Equal(t, 4, b.Stones(), "rejected moves leave the board unchanged")
}

func TestLargestGroup(t *testing.T) {
	r := search.NewRng(8)
	for game := 0; game < 200; game++ {
		rows := randomRows(r, 1+r.Intn(12), 1+r.Intn(12), 1+r.Intn(5))
		b, err := NewBoard(rows, Contest)
		require.NoError(t, err)
		for {
			m, size := b.LargestGroup()
			want, wantSize := Move(0), 0
			for _, g := range b.Moves(nil) {
				if n := b.GroupSize(g.X(), g.Y()); n > wantSize {
					want, wantSize = g, n
				}
			}
			require.Equal(t, wantSize, size)
			if size == 0 {
				assert.True(t, b.Over())
				break
			}
			require.Equal(t, want, m)
			b.Play(m)
		}
	}
}

// CopyFrom copies the colour counts whether the target last held a
// position of the same starting board (only the palette's counts are
// copied) or of another one (all of them).
func TestCopyFromCopiesTheCounts(t *testing.T) {
	r := search.NewRng(43)
	var b Board
	for round := 0; round < 50; round++ {
		src := randomBoard(t, r, 1+r.Intn(8), 1+r.Intn(8), 1+r.Intn(12), Classic)
		for k := 0; k < 3; k++ {
			b.CopyFrom(src)
			for c := 0; c < 256; c++ {
				require.Equal(t, src.ColourCount(uint8(c)), b.ColourCount(uint8(c)), "round %d colour %d", round, c)
			}
			if moves := src.Moves(nil); len(moves) > 0 {
				src.Play(moves[r.Intn(len(moves))])
			}
		}
	}
}
