package zuniq

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// The rules' own example: A2h, B3h and E5v are the first three moves.
func TestTheRulesExample(t *testing.T) {
	s, err := ParsePosition("A2h B3h E5v")
	require.NoError(t, err)
	assert.Equal(t, Black, s.Side())
	assert.Equal(t, 3, s.Ply())
	assert.True(t, s.Drawn(HSeg(0, 1)))
	assert.True(t, s.Drawn(HSeg(1, 2)))
	assert.True(t, s.Drawn(VSeg(4, 4)))
	assert.Len(t, s.Moves(nil), 57)
}

func TestNotation(t *testing.T) {
	for _, tc := range []struct {
		text string
		g    Segment
	}{{"A1h", 0}, {"A5h", 4}, {"F5h", 29}, {"A1v", 30}, {"A6v", 35}, {"E6v", 59}, {"E5v", VSeg(4, 4)}} {
		m, err := ParseMove(tc.text)
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.g, m.Segment(), tc.text)
		assert.False(t, m.Calls())
		assert.Equal(t, tc.text, m.String())
	}
	m, err := ParseMove("C3v!")
	require.NoError(t, err)
	assert.True(t, m.Calls())
	assert.Equal(t, "C3v!", m.String())
	for _, bad := range []string{"", "A6h", "F1v", "G1h", "A0h", "A1x", "a1h", "A1h!!", "A1hh", "!A1h", " A1h"} {
		_, err := ParseMove(bad)
		assert.ErrorIs(t, err, ErrNotAMove, "%q", bad)
	}
	// Every segment has its own name.
	seen := map[string]bool{}
	for g := Segment(0); g < Segments; g++ {
		seen[g.String()] = true
	}
	assert.Len(t, seen, Segments)
}

// A cell closed in the corner, then a second zone of the same size refused,
// then moves inside the zone refused.
func TestZonesOfOneSizeAndTheirInsides(t *testing.T) {
	// A1h A1v B1h close cell A1 once A2v is drawn.
	s, err := ParsePosition("A1h A1v B1h")
	require.NoError(t, err)
	require.NoError(t, s.Play(mv(t, "A2v")))
	assert.Equal(t, uint32(1), s.Closed())
	assert.Equal(t, uint32(1<<1), s.Sizes())
	// The cell in the other corner: its fourth side would close a second
	// zone of one cell.
	for _, m := range []string{"F5h", "E6v", "E5h"} {
		require.NoError(t, s.Play(mv(t, m)))
	}
	assert.ErrorIs(t, s.Legal(mv(t, "E5v")), ErrSameSize)
	assert.NotContains(t, s.Moves(nil), mv(t, "E5v"))
	assert.ErrorIs(t, s.Play(mv(t, "A1h")), ErrDrawn)
	before := s.String()
	assert.ErrorIs(t, s.Play(mv(t, "E5v")), ErrSameSize)
	assert.Equal(t, before, s.String(), "a refused move changes nothing")
	// A zone of two cells (B1, C1) with a segment inside left open.
	s, err = ParsePosition("B1v C1v D1h B2v C2v")
	require.NoError(t, err)
	// B1h is A1's... the zone's top is B1h: it closes B1+C1 (2 cells).
	require.NoError(t, s.Play(mv(t, "B1h")))
	assert.Equal(t, uint32(1<<5|1<<10), s.Closed())
	assert.ErrorIs(t, s.Legal(mv(t, "C1h")), ErrInZone, "between B1 and C1, inside the zone")
}

func mv(t *testing.T, text string) Move {
	t.Helper()
	m, err := ParseMove(text)
	require.NoError(t, err)
	return m
}

// A game to its end: the last player able to move wins 100 to 50; a
// call earns (39 - x) / 2 for White, (40 - x) / 2 for Black, at most 10.
func TestGamesToTheEndAndTheirScores(t *testing.T) {
	rng := search.NewRng(7)
	for game := 0; game < 50; game++ {
		s := New()
		for !s.Over() {
			moves := s.Moves(nil)
			require.NotEmpty(t, moves)
			require.NoError(t, s.Play(moves[rng.Intn(len(moves))]))
		}
		assert.Empty(t, s.Moves(nil))
		assert.ErrorIs(t, s.Legal(Move(0)), ErrOver)
		w, ok := s.Winner()
		require.True(t, ok)
		assert.Equal(t, s.Side().Other(), w)
		white, black := s.Scores()
		if w == White {
			assert.Equal(t, [2]int{100, 50}, [2]int{white, black})
		} else {
			assert.Equal(t, [2]int{50, 100}, [2]int{white, black})
		}
	}
}

func TestCallBonus(t *testing.T) {
	s := New()
	for _, tc := range []struct {
		side Side
		x    int
		want int
	}{{White, 19, 10}, {White, 21, 9}, {White, 1, 10}, {White, 39, 0}, {White, 41, 0},
		{Black, 20, 10}, {Black, 22, 9}, {Black, 30, 5}, {Black, 2, 10}, {Black, 40, 0}, {Black, 58, 0}} {
		s.calls = [2]uint8{}
		s.calls[tc.side] = uint8(tc.x)
		assert.Equal(t, tc.want, s.Bonus(tc.side), "%v at %d", tc.side, tc.x)
	}
	s.rules.OwnTurns = true
	s.calls = [2]uint8{23, 0} // White's 12th move: (39-12)/2 = 13, capped
	assert.Equal(t, 10, s.Bonus(White))
	s.calls = [2]uint8{55, 0} // White's 28th move: (39-28)/2 = 5
	assert.Equal(t, 5, s.Bonus(White))
}

func TestMakeUnmakeRestoresEverything(t *testing.T) {
	rng := search.NewRng(3)
	for game := 0; game < 30; game++ {
		s := New()
		for !s.Over() {
			moves := s.Moves(nil)
			m := moves[rng.Intn(len(moves))]
			if rng.Intn(8) == 0 {
				m |= Call
			}
			before := *s
			s.Make(m)
			after := *s
			s.Unmake(m)
			assert.Equal(t, before, *s, "%v after %v", m, before.String())
			*s = after
		}
	}
}

// The hash is the position's: two orders of the same moves meet, and a
// segment drawn inside a closed zone is left out.
func TestHashIsThePositions(t *testing.T) {
	a, err := ParsePosition("A1h C3v A1v B1h")
	require.NoError(t, err)
	b, err := ParsePosition("B1h A1h C3v A1v")
	require.NoError(t, err)
	assert.Equal(t, a.Hash(), b.Hash())
	assert.NotEqual(t, New().Hash(), a.Hash())
	// Cell A1 closed by two edge segments is not the cell open without
	// them (an edge segment beside a closed zone counts).
	closed, err := ParsePosition("A1h A1v B1h A2v")
	require.NoError(t, err)
	open, err := ParsePosition("B1h A2v")
	require.NoError(t, err)
	assert.NotEqual(t, closed.Hash(), open.Hash())
	// A zone of four cells (B2 C2 B3 C3) with one segment drawn inside,
	// C2h or C3h: one position.
	x, err := ParsePosition("C2h B2h B3h D2h D3h B2v C2v B4v C4v F5h")
	require.NoError(t, err)
	y, err := ParsePosition("C3h B2h B3h D2h D3h B2v C2v B4v C4v F5h")
	require.NoError(t, err)
	require.Equal(t, uint32(1<<4), x.Sizes())
	assert.Equal(t, x.Hash(), y.Hash())
}

// Two random games' positions with the same hash have the same drawn
// segments outside the closed zones' insides and the same side to move
// (and so the same future).
func TestHashCollisionsAreTranspositions(t *testing.T) {
	rng := search.NewRng(9)
	seen := map[uint64][2]uint64{}
	for game := 0; game < 2000; game++ {
		s := New()
		for !s.Over() {
			moves := s.Moves(nil)
			s.Make(moves[rng.Intn(len(moves))])
			key := [2]uint64{s.drawn &^ interior(s), uint64(s.ply & 1)}
			if k, ok := seen[s.Hash()]; ok {
				require.Equal(t, k, key, "%v", s)
			}
			seen[s.Hash()] = key
		}
	}
}

// interior is the segments with a cell of one closed zone on both sides.
func interior(s *State) uint64 {
	var out uint64
	for g := Segment(0); g < Segments; g++ {
		a, b := geo.a[g], geo.b[g]
		if a == 0 || b == 0 || s.closed&a == 0 || s.closed&b == 0 {
			continue
		}
		if z, _ := flood(a, s.up, s.down, s.left, s.right); z&b != 0 {
			out |= 1 << g
		}
	}
	return out
}
