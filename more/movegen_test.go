package more

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

func TestMovesMatchTheReferenceOnRandomPositions(t *testing.T) {
	rng := search.NewRng(1)
	nils := 0
	for i := 0; i < 20000; i++ {
		p := randomPosition(rng)
		want := newRefGame(p).moves()
		got := movesByName(p)
		require.Equal(t, want, got, "position %d: board %s white %x black %x %v to move", i, p.board, p.stones[White], p.stones[Black], p.side)
		require.Equal(t, len(got), p.Count(), "position %d", i)
		if got[0].name == NilLine {
			nils++
		}
	}
	assert.Greater(t, nils, 1000, "finished sides were drawn")
}

func TestRandomGamesKeepTheInvariants(t *testing.T) {
	rng := search.NewRng(2)
	var finished, nilTurns, cutOffs int
	buf := make([]Move, 0, MaxMoves)
	for game := 0; game < 200; game++ {
		p := NewPosition(randomBoard(rng))
		if game%2 == 1 {
			p = NewPosition(mustBoard(t, ExampleBoard))
		}
		plies, guided := 0, 90
		if game%4 == 3 {
			guided = 30
		}
		for !p.Over() {
			moves := p.Moves(buf)
			require.Equal(t, newRefGame(p).moves(), movesByName(p), "game %d ply %d", game, plies)
			before := *p
			after := make([]uint64, len(moves))
			(&SearchPosition{Position: *p}).HashesAfter(moves, after)
			for i, m := range moves {
				require.NoError(t, p.Check(m))
				p.Make(m)
				require.Equal(t, hashOf(p), p.Hash(), "game %d ply %d move %v", game, plies, m)
				require.Equal(t, (&SearchPosition{Position: *p}).TTKey(), after[i], "HashesAfter: game %d ply %d move %v", game, plies, m)
				p.Unmake(m)
				require.Equal(t, before, *p, "game %d ply %d move %v", game, plies, m)
			}
			m := playoutMove(rng, p, moves, guided)
			if m == Nil {
				nilTurns++
			}
			pts := p.Points(p.side)
			penalty := 0
			if m != Nil {
				penalty = p.board.Penalty(m.From(), m.To())
			}
			s := p.side
			p.Make(m)
			if m != Nil {
				assert.Equal(t, pts+1+penalty, p.Points(s))
			}
			plies++
			require.Less(t, plies, 2*(DefaultCutOff.Moves+1)+200, "game %d does not end", game)
		}
		if p.CutOff() {
			cutOffs++
		} else {
			finished++
		}
		pts := p.FinalPoints()
		scores := Scores(pts)
		assert.Equal(t, MaxScore, scores[White]+scores[Black])
	}
	assert.Greater(t, finished, 25, "games where both sides finish")
	assert.Greater(t, nilTurns, 25, "Nil turns of a finished side")
	assert.Greater(t, cutOffs, 5, "games cut off")
}

func mustBoard(t testing.TB, line string) *Board {
	t.Helper()
	b, err := ParseBoard(line)
	require.NoError(t, err)
	return b
}

// squares is a bitboard of named squares.
func squares(t testing.TB, names ...string) uint64 {
	t.Helper()
	var b uint64
	for _, n := range names {
		sq, err := ParseSquare(n)
		require.NoError(t, err)
		b |= 1 << sq
	}
	return b
}

func TestStartMovesOfTheExampleBoard(t *testing.T) {
	p := NewPosition(mustBoard(t, ExampleBoard))
	var names []string
	for _, m := range p.Moves(nil) {
		names = append(names, m.String())
	}
	// Steps e5d5 e5e4 e6d6 f5f4; jumps f6f4 and f5d5. The jumps f6d6 and
	// e6e4 are walled: single walls between e6 and f6 and between e4 and e5.
	assert.ElementsMatch(t, []string{"e5d5", "e5e4", "e6d6", "f5f4", "f6f4", "f5d5"}, names)
	assert.Equal(t, 6, p.Count())
}

func TestAStuckSidePlaysNil(t *testing.T) {
	// Black in its corner, White on a3 b3 c1 c2; walls behind White's
	// stones stop every jump: a3-a4, b3-b4, c1-d1, c2-d2.
	var walls [WallCount]Wall
	walls[0*11+2] = SingleWall
	walls[1*11+2] = DoubleWall
	walls[2*11+5+0] = SingleWall
	walls[2*11+5+1] = SingleWall
	b := NewBoard(walls)
	p, err := Setup(b, squares(t, "a3", "b3", "c1", "c2"), StartSquares[Black], Black)
	require.NoError(t, err)
	assert.Equal(t, []Move{Nil}, p.Moves(nil))
	assert.Equal(t, 1, p.Count())
	require.NoError(t, p.Check(Nil))
	assert.ErrorIs(t, p.Check(MoveOf(SquareAt(0, 1), SquareAt(0, 3))), ErrIllegal)
	h := p.Hash()
	p.Make(Nil)
	assert.Equal(t, White, p.ToMove())
	assert.Equal(t, 0, p.MovesMade(Black), "a pass is not a move")
	assert.Equal(t, 0, p.Points(Black))
	p.Unmake(Nil)
	assert.Equal(t, h, p.Hash())
	// Without the wall a3-a4, a2 jumps over a3.
	walls[2] = NoWall
	p, err = Setup(NewBoard(walls), squares(t, "a3", "b3", "c1", "c2"), StartSquares[Black], Black)
	require.NoError(t, err)
	assert.Equal(t, []Move{MoveOf(SquareAt(0, 1), SquareAt(0, 3))}, p.Moves(nil))
}

func TestAFinishedSidePlaysNil(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	p, err := Setup(b, HomeSquares[White], squares(t, "c3", "c4", "d3", "d4"), White)
	require.NoError(t, err)
	assert.True(t, p.Finished(White))
	assert.False(t, p.Finished(Black))
	assert.False(t, p.Over())
	assert.Equal(t, []Move{Nil}, p.Moves(nil))
	assert.Equal(t, 1, p.Count())
	err = p.Check(MoveOf(SquareAt(0, 0), SquareAt(0, 2)))
	assert.ErrorIs(t, err, ErrIllegal)
	assert.EqualError(t, err, "illegal move a1a3: White has finished and plays Nil")
	p.Make(Nil)
	assert.Equal(t, Black, p.ToMove())
	assert.Equal(t, 0, p.MovesMade(White))
	// Black is not finished, so Nil is not its move.
	assert.EqualError(t, p.Check(Nil), "illegal move Nil: Black can still move")
}

func TestCheckSaysWhyAMoveIsIllegal(t *testing.T) {
	p := NewPosition(mustBoard(t, ExampleBoard))
	tests := []struct {
		move, err string
	}{
		{"a1a3", "illegal move a1a3: no White stone on a1"},
		{"e5e6", "illegal move e5e6: e6 is not empty"},
		{"e5c5", "illegal move e5c5: a jump needs a stone on d5"},
		{"f6d6", "illegal move f6d6: a jump may not cross a wall"},
		{"e6e4", "illegal move e6e4: a jump may not cross a wall"},
		{"e5d4", "illegal move e5d4: d4 is neither a step nor a jump from e5"},
		{"f6c6", "illegal move f6c6: c6 is neither a step nor a jump from f6"},
		{"Nil", "illegal move Nil: White can still move"},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			m, err := ParseMove(tt.move)
			require.NoError(t, err)
			assert.EqualError(t, p.Check(m), tt.err)
			assert.ErrorIs(t, p.Check(m), ErrIllegal)
		})
	}
	for _, m := range []string{"f6f4", "f5d5", "e5e4"} {
		mv, err := ParseMove(m)
		require.NoError(t, err)
		assert.NoError(t, p.Check(mv), m)
	}
}

func TestTheExampleGameReplays(t *testing.T) {
	// The communication example of the contest text: the board line, then
	// White f6f4, Black a1c1, White f5d5, Black b1d1, White e5c5, Black c1e1.
	p := NewPosition(mustBoard(t, ExampleBoard))
	for i, name := range []string{"f6f4", "a1c1", "f5d5", "b1d1", "e5c5", "c1e1"} {
		m, err := ParseMove(name)
		require.NoError(t, err)
		require.Equal(t, Color(i%2), p.ToMove())
		require.NoError(t, p.Check(m), "move %d %s", i+1, name)
		p.Make(m)
	}
	assert.Equal(t, squares(t, "c5", "d5", "e6", "f4"), p.Stones(White))
	assert.Equal(t, squares(t, "a2", "b2", "d1", "e1"), p.Stones(Black))
	// Six jumps: one point each, no penalties.
	assert.Equal(t, [2]int{3, 3}, [2]int{p.Points(White), p.Points(Black)})
	assert.Equal(t, [2]int{0, 0}, [2]int{p.Penalties(White), p.Penalties(Black)})
	assert.Equal(t, White, p.ToMove())
	assert.Equal(t, hashOf(p), p.Hash())
}

func TestStepsThroughWallsCostTheirPenalty(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	tests := []struct {
		moves           []string
		points, penalty int
		side            Color
	}{
		{[]string{"e6d6"}, 1, 0, White},
		{[]string{"f5f4"}, 1, 0, White},
		// e5-e4 has a single wall.
		{[]string{"e5e4"}, 2, 1, White},
		// a2-a3 has a single wall, b1-c1 none.
		{[]string{"e5d5", "a2a3"}, 2, 1, Black},
		{[]string{"e5d5", "b1c1"}, 1, 0, Black},
		{[]string{"e5d5", "b2c2"}, 1, 0, Black},
	}
	for _, tt := range tests {
		p := NewPosition(b)
		for _, name := range tt.moves {
			m, err := ParseMove(name)
			require.NoError(t, err)
			require.NoError(t, p.Check(m), name)
			p.Make(m)
		}
		assert.Equal(t, tt.points, p.Points(tt.side), "%v", tt.moves)
		assert.Equal(t, tt.penalty, p.Penalties(tt.side), "%v", tt.moves)
		assert.Equal(t, 1, p.MovesMade(tt.side), "%v", tt.moves)
	}
}

func TestAStepThroughADoubleWallCostsThreePoints(t *testing.T) {
	// The example board has a double wall between a4 and a5.
	b := mustBoard(t, ExampleBoard)
	w, ok := b.Wall(SquareAt(0, 3), East)
	require.True(t, ok)
	require.Equal(t, DoubleWall, w)
	p, err := Setup(b, squares(t, "a4", "c3", "c4", "d3"), squares(t, "f1", "f2", "f3", "f4"), White)
	require.NoError(t, err)
	m := MoveOf(SquareAt(0, 3), SquareAt(0, 4))
	require.NoError(t, p.Check(m))
	p.Make(m)
	assert.Equal(t, 3, p.Points(White))
	assert.Equal(t, 2, p.Penalties(White))
	assert.Equal(t, 1, p.MovesMade(White))
}
