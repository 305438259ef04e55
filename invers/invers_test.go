package invers

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func setUp(t *testing.T, text string) *State {
	t.Helper()
	s, err := ParsePosition(text)
	require.NoError(t, err)
	return s
}

func play(t *testing.T, s *State, letters ...string) {
	t.Helper()
	for _, l := range letters {
		p, err := ParsePush(l)
		require.NoError(t, err)
		require.NoError(t, s.Play(p), "push %s in %v", l, s)
	}
}

func TestStart(t *testing.T) {
	s := New()
	assert.Equal(t, "YRYRYR/RYRYRY/YRYRYR/RYRYRY/YRYRYR/RYRYRY Y R Y 0", s.String())
	assert.Equal(t, TilesPerColour, s.Plain(Yellow))
	assert.Equal(t, TilesPerColour, s.Plain(Red))
	assert.Equal(t, Yellow, s.Held(Yellow))
	assert.Equal(t, Red, s.Held(Red))
	assert.Equal(t, Yellow, StartColour(At(0, 0)), "row 1 column 1: 1+1 is even")
	assert.Equal(t, Red, StartColour(At(0, 1)))
	var buf [Pushes]Push
	assert.Len(t, s.Moves(buf[:0]), Pushes)
}

func TestMoveLetters(t *testing.T) {
	tests := []struct {
		letter     string
		from       Edge
		line       int
		entry, far Square
	}{
		{"A", Top, 1, At(0, 0), At(5, 0)},
		{"F", Top, 6, At(0, 5), At(5, 5)},
		{"G", Right, 1, At(0, 5), At(0, 0)},
		{"L", Right, 6, At(5, 5), At(5, 0)},
		{"M", Bottom, 6, At(5, 5), At(0, 5)},
		{"R", Bottom, 1, At(5, 0), At(0, 0)},
		{"S", Left, 6, At(5, 0), At(5, 5)},
		{"X", Left, 1, At(0, 0), At(0, 5)},
	}
	for _, tt := range tests {
		t.Run(tt.letter, func(t *testing.T) {
			p, err := ParsePush(tt.letter)
			require.NoError(t, err)
			assert.Equal(t, tt.from, p.From())
			assert.Equal(t, tt.line, p.Line())
			assert.Equal(t, tt.entry, p.Entry())
			assert.Equal(t, tt.far, p.Far())
			assert.Equal(t, tt.letter, p.String())
		})
	}
}

func TestEdgesAreTheFarSquares(t *testing.T) {
	// A border square is the far square of one push, a corner of two: what
	// edges, corners and pushCount assume.
	var far [Squares]int
	for p := Push(0); p < Pushes; p++ {
		far[p.Far()]++
	}
	for sq := Square(0); sq < Squares; sq++ {
		want := 0
		if sq.Row() == 0 || sq.Row() == Size-1 || sq.Column() == 0 || sq.Column() == Size-1 {
			want = 1
		}
		if (sq.Row() == 0 || sq.Row() == Size-1) && (sq.Column() == 0 || sq.Column() == Size-1) {
			want = 2
		}
		assert.Equal(t, want, far[sq], "square %d", sq)
		assert.Equal(t, want > 0, edges>>sq&1 == 1, "square %d", sq)
		assert.Equal(t, want == 2, corners>>sq&1 == 1, "square %d", sq)
	}
	assert.Equal(t, uint64(Pushes), pushCount(0))
}

func TestPushes(t *testing.T) {
	tests := []struct {
		name, before string
		pushes       []string
		after        string
	}{
		// Column 1 moves down: the yellow tile comes in inverted at the
		// top, the red tile at the bottom falls off and Yellow holds it.
		{"yellow pushes A from the start", "", []string{"A"},
			"yRYRYR/YYRYRY/RRYRYR/YYRYRY/RRYRYR/YYRYRY R R R 1"},
		// Row 2 moves left: the red tile comes in inverted at the right,
		// the plain yellow tile at the left falls off and Red holds it.
		{"then red pushes H", "", []string{"A", "H"},
			"yRYRYR/YRYRYr/RRYRYR/YYRYRY/RRYRYR/YYRYRY R Y Y 2"},
		// Yellow, holding a red tile, pushes it in inverted from the
		// bottom of column 5; the plain yellow tile at its top falls off.
		{"a held red tile goes in inverted", "", []string{"A", "H", "N"},
			"yRYRYR/YRYRYr/RRYRRR/YYRYYY/RRYRRR/YYRYrY Y Y R 3"},
		// The contest text's protocol example: Yellow G, Red K.
		{"the contest example", "", []string{"G", "K"},
			"RYRYRy/RYRYRY/YRYRYR/RYRYRY/RYRYRr/RYRYRY Y Y Y 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := setUp(t, tt.before)
			play(t, s, tt.pushes...)
			assert.Equal(t, tt.after, s.String())
		})
	}
}

func TestTheRestriction(t *testing.T) {
	// After Yellow's A, an inverted yellow tile lies at row 1, column 1:
	// Red may not push it off, by G (row 1 from the right) or by R (column
	// 1 from the bottom).
	s := New()
	play(t, s, "A")
	var buf [Pushes]Push
	moves := s.Moves(buf[:0])
	assert.Len(t, moves, Pushes-2)
	for _, letter := range []string{"G", "R"} {
		p, err := ParsePush(letter)
		require.NoError(t, err)
		assert.NotContains(t, moves, p)
		before := s.String()
		assert.ErrorIs(t, s.Play(p), ErrPushesOffInverted)
		assert.Equal(t, before, s.String(), "a rejected push changes nothing")
	}
	// Yellow may push off Red's plain tiles (C: row 6 column 3), Red its
	// own inverted ones (W: the one H put at row 2 column 6).
	play(t, s, "H", "C")
	assert.Equal(t, Red, s.Held(Yellow))
	assert.Equal(t, TilesPerColour-2, s.Plain(Red))
	play(t, s, "W")
	assert.Equal(t, Red, s.Held(Red))
	assert.Equal(t, TilesPerColour-2, s.Plain(Red))
}

func TestScores(t *testing.T) {
	// A board where Yellow's last plain tile lies at the bottom of column
	// 1 (pushed off by A) and Red has 3 plain tiles left.
	const lastYellow = "yryryr/ryryry/yryryr/ryryry/yryryr/YRyRyR Y R "
	tests := []struct {
		name        string
		position    string
		push        string
		over        bool
		winner      Colour
		yellow, red int
	}{
		{"yellow pushes off its last plain tile and wins", lastYellow + "Y 10", "A", true, Yellow, 21, 0},
		{"red pushes off yellow's last plain tile: yellow wins", lastYellow + "R 11", "A", true, Yellow, 21, 0},
		{"red pushes off its own last plain tile and wins",
			"ryryry/yryryr/ryryry/yryryr/ryryry/RYrYrY R Y R 10", "A", true, Red, 0, 21},
		// B pushes off a plain red tile: 1 yellow and 2 red plain tiles left.
		{"the game goes on", lastYellow + "Y 10", "B", false, NoWinner, 10, 8},
		// Yellow has had 13 own plain tiles pushed off, Red 8: 9+5 : 9-5.
		{"the 100-move draw", "YYYYYy/yyyyyy/yyyyyy/RRRRRR/RRRRrr/rrrrrr Y R R 199", "S", true, NoWinner, 14, 4},
		{"the 99th move each is no draw yet", "YYYYYy/yyyyyy/yyyyyy/RRRRRR/RRRRrr/rrrrrr Y R R 197", "S", false, NoWinner, 14, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := setUp(t, tt.position)
			require.False(t, s.Over())
			play(t, s, tt.push)
			assert.Equal(t, tt.over, s.Over())
			assert.Equal(t, tt.winner, s.Winner())
			yellow, red := s.Scores()
			assert.Equal(t, tt.yellow, yellow)
			assert.Equal(t, tt.red, red)
		})
	}
}

func TestDrawScores(t *testing.T) {
	tests := []struct {
		name        string
		position    string
		yellow, red int
	}{
		{"equal", "YYYYYY/YYYYYY/yyyyyy/RRRRRR/RRRRRR/rrrrrr Y R Y 200", 9, 9},
		{"red has had more pushed off", "YYYYYY/YYYYyy/yyyyyy/RRRRrr/rrrrrr/rrrrrr Y R Y 200", 3, 15},
		{"the loser's points floor at 0", "Yyyyyy/yyyyyy/yyyyyy/RRRRRR/RRRRRR/RRRRrr Y R Y 200", 24, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := setUp(t, tt.position)
			assert.True(t, s.Over())
			assert.Equal(t, NoWinner, s.Winner())
			yellow, red := s.Scores()
			assert.Equal(t, tt.yellow, yellow)
			assert.Equal(t, tt.red, red)
		})
	}
}

func TestASideAlwaysHasTwoPushes(t *testing.T) {
	// NoPushEndsGame never applies: the border has 20 squares and the
	// opponent 19 tiles, one of them plain on the board while the game
	// goes on, so at most 18 border squares are blocked. Here they are:
	// only the yellow tiles at row 1 column 2 (pushed off by Q) and row 6
	// column 5 (by E) can go.
	s := setUp(t, "rYrrrr/rRYYYr/rYYYYr/rYYYYr/rYYYYr/rrrrYr Y Y Y 50")
	require.False(t, s.Over())
	var buf [Pushes]Push
	moves := s.Moves(buf[:0])
	var letters []string
	for _, p := range moves {
		letters = append(letters, p.String())
	}
	assert.Equal(t, []string{"E", "Q"}, letters)
	assert.False(t, s.stuck())
}

func TestPushesFreeIsEachPushsFarSquare(t *testing.T) {
	// Every set of blocked border squares (2^20), against the geometry.
	var border []Square
	for sq := Square(0); sq < Squares; sq++ {
		if edges>>sq&1 == 1 {
			border = append(border, sq)
		}
	}
	require.Len(t, border, 20)
	for set := 0; set < 1<<len(border); set++ {
		var blocked uint64
		for i, sq := range border {
			blocked |= uint64(set>>i&1) << sq
		}
		var want uint32
		for p := Push(0); p < Pushes; p++ {
			if blocked&geometryOf(p).far == 0 {
				want |= 1 << p
			}
		}
		// Squares inside and bits beyond the board change nothing.
		if got, inside := pushesFree(blocked), pushesFree(blocked|^edges); got != want || inside != want {
			require.Equal(t, want, got, "blocked %#x", blocked)
			require.Equal(t, want, inside, "blocked %#x and the rest", blocked)
		}
	}
}
