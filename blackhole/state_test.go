package blackhole

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// randomGame plays plies random legal moves from a random brown draw and
// returns the state and the moves.
func randomGame(t testing.TB, rng *search.Rng, plies int) (*State, []string) {
	s, err := New(DrawBrown(rng))
	require.NoError(t, err)
	var moves []string
	var buf []Move
	for range plies {
		buf = s.Moves(buf[:0])
		m := buf[rng.Intn(len(buf))]
		moves = append(moves, m.String())
		s.Make(m)
	}
	return s, moves
}

// naiveOf is the naive copy of s's brown stones and moves.
func naiveOf(s *State) *naive {
	tokens := strings.Fields(s.String())
	n := newNaive(tokens[:NumBrown])
	for _, m := range tokens[NumBrown:] {
		n.play(m)
	}
	return n
}

func TestPerftFromTheStart(t *testing.T) {
	s, err := ParsePosition("")
	require.NoError(t, err)
	want := []uint64{1, 465, 209250, 84955500}
	n := naiveOf(s)
	for d, w := range want {
		assert.Equal(t, w, s.Perft(d), "depth %d", d)
		if d > 0 && d < 3 {
			assert.Equal(t, w, n.perft(d), "naive, depth %d", d)
			assert.Equal(t, w, search.Perft[Move](&Position{State: *s, all: true}, d), "search.Perft, depth %d", d)
		}
	}
	// Each ply multiplies by the empty fields and the mover's values left.
	assert.Equal(t, uint64(31*15*30*15*29*14), s.Perft(3))
	assert.Equal(t, "A8 B4 D2 E4 H1", s.String(), "unchanged")
}

func TestPerftToTheEnd(t *testing.T) {
	rng := search.NewRng(7)
	for range 3 {
		s, _ := randomGame(t, rng, MaxPlies-5)
		n := naiveOf(s)
		for d := 1; d <= 5; d++ {
			want := n.perft(d)
			assert.Equal(t, want, s.Perft(d), "%v depth %d", s, d)
			assert.Equal(t, want, search.Perft[Move](&Position{State: *s, all: true}, d), "%v depth %d", s, d)
		}
		// 6 empty fields, Blue 3 values and Red 2 (Blue to move after 25).
		assert.Equal(t, uint64(6*3*5*2*4*2*3*1*2*1), s.Perft(5))
		assert.Zero(t, s.Perft(6), "the game ends after 30 moves")
	}
}

func TestMovesPlayAndScores(t *testing.T) {
	rng := search.NewRng(3)
	for range 50 {
		s, moves := randomGame(t, rng, MaxPlies)
		n := naiveOf(s)
		require.True(t, s.Over())
		assert.Empty(t, s.Moves(nil))
		assert.Equal(t, s.Hash(), s.computeHash())
		red, blue := s.Scores()
		d := n.redMinusBlue()
		assert.Equal(t, [2]int{75 + d, 75 - d}, [2]int{red, blue})
		assert.Equal(t, 150, red+blue)
		// Unmake goes back to the start.
		for i := len(moves) - 1; i >= 0; i-- {
			m, err := ParseMove(moves[i])
			require.NoError(t, err)
			s.Unmake(m)
			assert.Equal(t, s.Hash(), s.computeHash())
		}
		assert.Equal(t, 0, s.Plies())
		assert.Equal(t, allValues, s.Left(Red)|s.Left(Blue))
	}
}

func TestMovesAreTheNaiveOnes(t *testing.T) {
	rng := search.NewRng(5)
	for plies := range MaxPlies {
		s, _ := randomGame(t, rng, plies)
		var got []string
		for _, m := range s.Moves(nil) {
			got = append(got, m.String())
			require.NoError(t, s.Legal(m))
		}
		assert.ElementsMatch(t, naiveOf(s).moves(), got, "after %d plies", plies)
	}
}

func TestIllegalMoves(t *testing.T) {
	s, err := ParsePosition("A8 B4 D2 E4 H1 A1=15 A2=15")
	require.NoError(t, err)
	play := func(text string) error {
		m, err := ParseMove(text)
		require.NoError(t, err)
		return s.Play(m)
	}
	before := s.String()
	assert.ErrorIs(t, play("A8=3"), ErrFieldTaken, "a brown stone")
	assert.ErrorIs(t, play("A1=3"), ErrFieldTaken, "a red stone")
	assert.ErrorIs(t, play("A3=15"), ErrValueUsed, "Red has placed its 15")
	assert.Equal(t, before, s.String())
	require.NoError(t, play("A3=14"))
	assert.ErrorIs(t, play("A4=15"), ErrValueUsed, "Blue has placed its 15")
	assert.ErrorIs(t, s.Legal(NewMove(3, 0)), ErrNotAStoneVal)
	assert.ErrorIs(t, s.Legal(NewMove(Fields, 1)), ErrFieldTaken)
	full, _ := randomGame(t, search.NewRng(1), MaxPlies)
	assert.ErrorIs(t, full.Legal(NewMove(full.Hole(), 1)), ErrGameOver)
}

func TestParsePosition(t *testing.T) {
	for _, text := range []string{"A8 B4 D2", "A8 B4 D2 E4 E4", "A8 B4 D2 E4 I1", "A8 B4 D2 E4 H1 A8=3", "A8 B4 D2 E4 H1 A1=3 A2=4 A3=3", "A8 B4 D2 E4 H1 A1"} {
		_, err := ParsePosition(text)
		assert.ErrorIs(t, err, ErrPositionSyntax, "%q", text)
	}
	s, err := ParsePosition("H1 E4 D2 B4 A8 C3=7 C4=9")
	require.NoError(t, err)
	assert.Equal(t, "A8 B4 D2 E4 H1 C3=7 C4=9", s.String())
	c, v := s.Stone(At(2, 3))
	assert.Equal(t, Blue, c)
	assert.Equal(t, 9, v)
	assert.Equal(t, Red, s.Side())
}

func TestTheRulesExample(t *testing.T) {
	// Red's 4, 7 and 14 and Blue's 3 and 9 around the hole C3: R = 25,
	// B = 12, Red 88 and Blue 62. (The other stones lie elsewhere.)
	s, err := ParsePosition("A1 A2 A3 A4 A5 C4=4 B3=3 B4=7 D2=9 C2=14")
	require.NoError(t, err)
	assert.Equal(t, 25-12, s.Around(At(2, 2)))
}
