package more

import (
	"math/bits"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search"
)

// openBoard has no walls at all.
var openBoard = strings.Repeat("0", WallCount)

func TestLookaheadGain(t *testing.T) {
	b := mustBoard(t, openBoard)
	race := NewRace(b)
	far := squares(t, "f4", "f5", "f6")
	// White's last stone on d2 may jump the black stone on c2 to b2: it
	// finishes in one move where the race counts two.
	p, err := Setup(b, squares(t, "a1", "a2", "b1", "d2"), far|squares(t, "c2"), White)
	require.NoError(t, err)
	g := SearchPositionAt(p, race)
	assert.Equal(t, 2, race.Cost(White, p.Stones(White)))
	assert.Equal(t, 1, g.LookaheadGain(White), "d2b2 over the black stone")
	// A black stone on b2 itself: c2 can neither step nor jump home, its
	// best is a step aside (c1 or c3), after which it is still 2 away.
	p, err = Setup(b, squares(t, "a1", "a2", "b1", "c2"), far|squares(t, "b2"), White)
	require.NoError(t, err)
	g = SearchPositionAt(p, race)
	assert.Equal(t, -2, g.LookaheadGain(White), "blocked: it must give way")
	assert.Equal(t, int32(Unit*(race.Cost(Black, p.Stones(Black))-1)), g.RaceValue())
	assert.Equal(t, g.RaceValue(), g.Eval(), "Eval is the race alone by default")
	g.SetLookahead(true)
	assert.Equal(t, 1, g.LookaheadGain(Black), "b2d2 over the white stone on c2")
	assert.Equal(t, g.RaceValue()-2*Unit-OpponentLookahead, g.Eval())
	// A finished side gains nothing.
	p, err = Setup(b, HomeSquares[White], far|squares(t, "c2"), White)
	require.NoError(t, err)
	assert.Equal(t, 0, SearchPositionAt(p, race).LookaheadGain(White))
}

func TestSeparated(t *testing.T) {
	b := mustBoard(t, openBoard)
	// White's last stone on c2 (diagonal 3), Black's first on c6 (7): 4 apart.
	p, err := Setup(b, squares(t, "a1", "a2", "b1", "c2"), squares(t, "c6", "e5", "f5", "f6"), Black)
	require.NoError(t, err)
	assert.True(t, p.Separated())
	// On b6 (6) the gap is 3.
	p, err = Setup(b, squares(t, "a1", "a2", "b1", "c2"), squares(t, "b6", "e5", "f5", "f6"), Black)
	require.NoError(t, err)
	assert.False(t, p.Separated())
	assert.False(t, NewPosition(b).Separated(), "the start: Black is behind White")
}

func TestExactRaceEndsTheSearch(t *testing.T) {
	b := mustBoard(t, openBoard)
	p, err := Setup(b, squares(t, "a1", "a2", "b1", "c2"), squares(t, "c6", "e5", "f5", "f6"), White)
	require.NoError(t, err)
	g := SearchPositionAt(p, NewRace(b))
	over, _ := g.Terminal()
	assert.False(t, over, "not without SetExactRace")
	g.SetExactRace(true)
	over, v := g.Terminal()
	assert.True(t, over)
	assert.Equal(t, g.RaceValue(), v)
	// The engine answers at once with a move home.
	e, err := NewEngine(b, EngineOptions{ExactRace: true})
	require.NoError(t, err)
	e.game = *g
	th, err := e.Think(nil)
	require.NoError(t, err)
	assert.True(t, th.Race)
	assert.Equal(t, "c2b2", th.Move.String())
}

// TestLookaheadGainMatchesEveryMove checks LookaheadGain, which looks at
// the moves on a cheapest way home through Race.Cheapest and at the jumps
// over opponent's stones only, against its definition: the most any legal
// move of the side gains on its race.
func TestLookaheadGainMatchesEveryMove(t *testing.T) {
	rng := search.NewRng(11)
	blocked, jumps := 0, 0
	var race *Race
	for i := 0; i < 400; i++ {
		if i%40 == 0 {
			board := randomBoard(rng)
			race = NewRace(board)
		}
		white := randomStones(rng, 0, HomeSquares[White])
		black := randomStones(rng, white, HomeSquares[Black])
		if i%2 == 1 {
			// Black's stones on White's cheapest ways first, so that White
			// must often give way.
			black = 0
			for b := race.Cheapest(White, white); b != 0 && bits.OnesCount64(black) < 4; b &= b - 1 {
				black |= b & -b
			}
			for bits.OnesCount64(black) < 4 {
				if sq := uint64(1) << rng.Intn(Squares); (white|black)&sq == 0 {
					black |= sq
				}
			}
		}
		p, err := Setup(race.Board(), white, black, White)
		require.NoError(t, err)
		g := SearchPositionAt(p, race)
		for s := White; s <= Black; s++ {
			want := 0
			var buf [MaxMoves]Move
			if moves := g.movesOf(s, buf[:0]); moves[0] != Nil {
				want = -1 << 30
				own := p.stones[s]
				for _, m := range moves {
					after := own ^ (1<<m.From() | 1<<m.To())
					want = max(want, g.race.Cost(s, own)-1-p.board.Penalty(m.From(), m.To())-g.race.Cost(s, after))
				}
			}
			got := g.LookaheadGain(s)
			require.Equal(t, want, got, "position %d, %v", i, s)
			if got < 0 {
				blocked++
			}
			if got > 0 {
				jumps++
			}
		}
	}
	// The positions reach both of the paths LookaheadGain takes besides
	// the open cheapest way.
	assert.Greater(t, blocked, 20)
	assert.Greater(t, jumps, 10)
}
