package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScoreFollowsTheText(t *testing.T) {
	tests := []struct {
		name           string
		own, opp, want int
	}{
		// The text's example: 55 moves + 4 penalties = 59 against 60 + 2 = 62.
		{"example winner", 59, 62, 13},
		{"example loser", 62, 59, 7},
		{"draw", 40, 40, 10},
		{"clamped high", 30, 45, 20},
		{"exactly 20", 30, 40, 20},
		{"clamped low", 45, 30, 0},
		{"exactly 0", 40, 30, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Score(tt.own, tt.opp))
		})
	}
	assert.Equal(t, [2]int{13, 7}, Scores([2]int{59, 62}))
	assert.Equal(t, [2]int{0, 20}, Scores([2]int{90, 31}))
}

// withMoves sets the moves made so far (no penalties) and the key.
func withMoves(p *Position, white, black int) *Position {
	p.moves = [2]uint16{uint16(white), uint16(black)}
	p.hash = hashOf(p)
	return p
}

func TestTheCutOffStopsTheGame(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	tests := []struct {
		name         string
		cut          CutOff
		white, black int
		over         bool
	}{
		{"start", DefaultCutOff, 0, 0, false},
		{"80 each", DefaultCutOff, 80, 80, false},
		{"White's 81st", DefaultCutOff, 81, 80, true},
		{"Black's 81st", DefaultCutOff, 80, 81, true},
		{"total 80", CutOff{Moves: 80, Total: true}, 40, 40, false},
		{"total 81", CutOff{Moves: 80, Total: true}, 41, 40, true},
		{"shorter limit", CutOff{Moves: 10}, 11, 10, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := withMoves(NewPosition(b), tt.white, tt.black)
			p.SetCutOff(tt.cut)
			assert.Equal(t, tt.over, p.CutOff())
			assert.Equal(t, tt.over, p.Over())
			assert.Equal(t, tt.over, tt.cut.Reached(tt.white, tt.black))
			if tt.over {
				assert.Equal(t, uint64(0), p.Perft(1), "a game that is over has no moves")
				assert.ErrorIs(t, p.Check(MoveOf(SquareAt(5, 5), SquareAt(5, 3))), ErrIllegal)
			}
		})
	}
	assert.Equal(t, CutOff{Moves: 80}, DefaultCutOff)
}

func TestTheEightyFirstMoveEndsTheGame(t *testing.T) {
	p := withMoves(NewPosition(mustBoard(t, ExampleBoard)), 80, 80)
	require.False(t, p.Over())
	m, err := ParseMove("f6f4")
	require.NoError(t, err)
	require.NoError(t, p.Check(m))
	p.Make(m)
	assert.True(t, p.Over())
	assert.Equal(t, 81, p.MovesMade(White))
	p.Unmake(m)
	assert.False(t, p.Over())
}

func TestFinalPointsAddTheLeastCostHome(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	p, err := Setup(b, HomeSquares[White], squares(t, "c3", "c4", "d3", "d4"), Black)
	require.NoError(t, err)
	p = withMoves(p, 50, 81)
	p.penalties = [2]uint16{3, 5}
	p.hash = hashOf(p)
	require.True(t, p.Over())
	rest := LeastCostHome(b, p.Stones(Black), Black)
	require.Positive(t, rest)
	assert.Equal(t, [2]int{53, 86 + rest}, p.FinalPoints())
	// Both finished: the points as they stand.
	p, err = Setup(b, HomeSquares[White], HomeSquares[Black], White)
	require.NoError(t, err)
	p = withMoves(p, 30, 29)
	assert.True(t, p.Over())
	assert.False(t, p.CutOff())
	assert.Equal(t, [2]int{30, 29}, p.FinalPoints())
	assert.Equal(t, [2]int{9, 11}, Scores(p.FinalPoints()))
}
