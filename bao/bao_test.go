package bao

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// board builds a position from the stones in pits A..L, the captured stones
// of White and Black, the side to move and the moves played.
func board(t *testing.T, text string) *State {
	t.Helper()
	s, err := ParsePosition(text)
	require.NoError(t, err)
	return s
}

func TestTheContestExampleExchange(t *testing.T) {
	// The boards after each move, worked out by hand:
	// White B: 4 stones into C D E F; F held 4 (even), White's side,
	//   so White captures G's 4.
	// Black H: 4 stones into G F E D; D held 5 (odd), relay its 6 into
	//   C B A L K J; J held 4 (even), Black's side: Black captures C's 6.
	// White B: 1 stone into C, which held 0: White captures J's 5.
	// Black I: 4 stones into H G F E; E held 6 (even), White's side: no
	//   capture.
	steps := []struct {
		move  string
		after string
	}{
		{"B", "4 0 5 5 5 5 0 4 4 4 4 4 / 4 0 / B 1"},
		{"H", "5 1 0 0 6 6 1 0 4 5 5 5 / 4 6 / W 2"},
		{"B", "5 0 1 0 6 6 1 0 4 0 5 5 / 9 6 / B 3"},
		{"I", "5 0 1 0 7 7 2 1 0 0 5 5 / 9 6 / W 4"},
	}
	s := New()
	for _, st := range steps {
		m, err := ParseMove(st.move)
		require.NoError(t, err)
		require.NoError(t, s.Play(m))
		assert.Equal(t, st.after, s.String(), "after %s", st.move)
	}
}

func TestScoresGiveOneStoneToBlack(t *testing.T) {
	tests := []struct {
		name         string
		position     string
		white, black int
	}{
		// The text's example: White ends with 28 stones, the score is 27 - 21.
		{"white ends with 28", "0 0 0 0 0 0 2 2 2 2 2 2 / 28 8 / B 40", 27, 21},
		{"stones left count for their owner", "1 0 0 0 0 2 0 0 0 0 0 0 / 20 25 / W 100", 22, 26},
		{"start", "", 23, 25},
		{"white has nothing to give", "0 0 0 0 0 0 4 4 4 4 4 4 / 0 24 / W 10", 0, 48},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, tt.position)
			white, black := s.Scores()
			assert.Equal(t, tt.white, white)
			assert.Equal(t, tt.black, black)
			assert.Equal(t, Stones, white+black)
		})
	}
}

func TestLayoutDecision(t *testing.T) {
	pairs := map[string]string{"A": "L", "B": "K", "C": "J", "D": "I", "E": "H", "F": "G"}
	for a, b := range pairs {
		p, err := ParseMove(a)
		require.NoError(t, err)
		q, err := ParseMove(b)
		require.NoError(t, err)
		assert.Equal(t, q, Opposite(p))
		assert.Equal(t, p, Opposite(q))
		assert.Equal(t, White, p.Owner())
		assert.Equal(t, Black, q.Owner())
	}
	// White sows A, B, ..., L, A; Black L, K, ..., A, L.
	assert.Equal(t, Pit(3), Next(White, 2), "from C White's first stone goes into D")
	assert.Equal(t, Pit(0), Next(White, 11))
	assert.Equal(t, Pit(1), Next(Black, 2))
	assert.Equal(t, Pit(11), Next(Black, 0))
}

func TestMoves(t *testing.T) {
	tests := []struct {
		name, position, move, after string
	}{
		// 13 stones from A: B..L, then A itself (SowsIntoStartPit), then
		// B; B held 1, relay 2 into C D; D held 1, relay 2 into E F; F
		// held 1, relay 2 into G H; H held 6: the move ends on Black's side.
		{"a lap sows into the start pit", "13 0 0 0 0 0 5 5 5 5 5 5 / 5 0 / W 7", "A",
			"1 0 2 0 2 0 7 7 6 6 6 6 / 5 0 / B 8"},
		{"a mother with two children stays", "0 0 0 0 1 0 3 4 4 4 4 4 / 10 14 / W 0", "E",
			"0 0 0 0 0 1 3 4 4 4 4 4 / 10 14 / B 1"},
		{"four are captured", "0 0 0 0 1 0 4 3 4 4 4 4 / 10 14 / W 0", "E",
			"0 0 0 0 0 1 0 3 4 4 4 4 / 14 14 / B 1"},
		{"an empty opposite pit captures nothing", "0 0 0 0 1 0 0 4 4 4 4 4 / 14 13 / W 0", "E",
			"0 0 0 0 0 1 0 4 4 4 4 4 / 14 13 / B 1"},
		// G's 2 into F E; E held 1, relay 2 into D C; C held 1, relay 2
		// into B A; A held 1, relay 2 into L K; K held 2: Black captures
		// B's 2.
		{"black relays round from A to L", "1 1 1 1 1 1 2 2 2 2 2 2 / 18 12 / B 5", "G",
			"0 0 0 2 0 2 0 2 2 2 3 3 / 18 14 / W 6"},
		// G's 7 into F E D C B A L; L held 0: Black captures A's 2.
		{"black wraps to L and captures across from it", "1 0 0 0 0 0 7 0 0 0 0 0 / 20 20 / B 5", "G",
			"0 1 1 1 1 1 0 0 0 0 0 1 / 20 22 / W 6"},
		{"ending on the other side captures nothing", "0 0 0 0 0 2 4 4 4 4 4 4 / 10 12 / W 0", "F",
			"0 0 0 0 0 0 5 5 4 4 4 4 / 10 12 / B 1"},
		{"black ends on its own side and captures", "4 4 4 4 4 4 4 4 4 4 4 1 / 3 0 / B 1", "L",
			"4 0 4 4 4 4 4 4 4 4 5 0 / 3 4 / W 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, tt.position)
			m, err := ParseMove(tt.move)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
			assert.Equal(t, tt.after, s.String())
		})
	}
}

func TestLegal(t *testing.T) {
	tests := []struct {
		name     string
		position string
		pit      Pit
		want     error
	}{
		{"own non-empty pit", "", 0, nil},
		{"last own pit", "", 5, nil},
		{"the opponent's pit", "", 6, ErrNotOwn},
		{"no such pit", "", 12, ErrBadPit},
		{"empty pit", "0 4 4 4 4 4 4 4 4 4 4 4 / 4 0 / W 1", 0, ErrEmptyPit},
		{"black may not move a white pit", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / B 1", 0, ErrNotOwn},
		{"black moves its own", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / B 1", 11, nil},
		{"game over", "0 0 0 0 0 0 4 4 4 4 4 4 / 0 24 / W 10", 6, ErrGameOver},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, tt.position)
			before := s.String()
			err := s.Play(tt.pit)
			if tt.want == nil {
				assert.NoError(t, err)
				return
			}
			assert.ErrorIs(t, err, tt.want)
			assert.Equal(t, before, s.String(), "a rejected move changes nothing")
		})
	}
}

func TestTheGameEnds(t *testing.T) {
	tests := []struct {
		name     string
		position string
		move     string
		over     bool
	}{
		{"the hundredth move ends it", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / B 99", "G", true},
		{"the ninety-ninth does not", "4 4 4 4 4 4 4 4 4 4 4 4 / 0 0 / W 98", "A", false},
		{"a capture empties black's side", "0 0 0 0 1 0 5 0 0 0 0 0 / 20 22 / W 30", "E", true},
		{"sowing away the last own stone", "0 0 0 0 0 1 4 4 4 4 4 4 / 10 13 / W 30", "F", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, tt.position)
			require.False(t, s.Over())
			m, err := ParseMove(tt.move)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
			assert.Equal(t, tt.over, s.Over())
			var buf [PitsPerSide]Pit
			assert.Equal(t, tt.over, len(s.Moves(buf[:0])) == 0)
		})
	}
}
