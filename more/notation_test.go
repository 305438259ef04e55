package more

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseBoardReadsTheWallsOfTheText(t *testing.T) {
	// The text's example: first five 00102 put a single wall between a3 and
	// a4 and a double one between a5 and a6; the next six 100102 single
	// walls between a1-b1 and a4-b4, a double one between a6-b6.
	line := "00102" + "100102" + strings.Repeat("0", WallCount-11)
	b, err := ParseBoard(line)
	require.NoError(t, err)
	assert.Equal(t, line, b.String())
	sq := func(name string) Square {
		s, err := ParseSquare(name)
		require.NoError(t, err)
		return s
	}
	tests := []struct {
		square string
		dir    Direction
		want   Wall
	}{
		{"a3", East, SingleWall},
		{"a4", West, SingleWall},
		{"a5", East, DoubleWall},
		{"a6", West, DoubleWall},
		{"a1", East, NoWall},
		{"a1", South, SingleWall},
		{"b1", North, SingleWall},
		{"a4", South, SingleWall},
		{"a6", South, DoubleWall},
		{"b6", North, DoubleWall},
		{"a2", South, NoWall},
		{"f6", West, NoWall},
	}
	for _, tt := range tests {
		w, ok := b.Wall(sq(tt.square), tt.dir)
		assert.True(t, ok, "%s %d", tt.square, tt.dir)
		assert.Equal(t, tt.want, w, "%s %d", tt.square, tt.dir)
	}
	for _, edge := range []struct {
		square string
		dir    Direction
	}{{"a1", North}, {"a1", West}, {"f6", South}, {"c6", East}} {
		_, ok := b.Wall(sq(edge.square), edge.dir)
		assert.False(t, ok, "%s has no neighbour that way", edge.square)
	}
	assert.Equal(t, 2, b.Penalty(sq("a5"), sq("a6")))
	assert.Equal(t, 1, b.Penalty(sq("b1"), sq("a1")))
	assert.Equal(t, 0, b.Penalty(sq("a1"), sq("a2")))
}

func TestParseBoardRejectsMalformedLines(t *testing.T) {
	tests := []struct {
		name, line, err string
	}{
		{"empty", "", "bad board: 0 characters, want 60 of 0, 1 or 2"},
		{"short", ExampleBoard[:59], "bad board: 59 characters, want 60 of 0, 1 or 2"},
		{"long", ExampleBoard + "0", "bad board: 61 characters, want 60 of 0, 1 or 2"},
		{"three", "3" + ExampleBoard[1:], "bad board: character 1 is '3', want 0, 1 or 2"},
		{"space", ExampleBoard[:59] + " ", "bad board: character 60 is ' ', want 0, 1 or 2"},
		{"newline", ExampleBoard[:59] + "\n", "bad board: character 60 is '\\n', want 0, 1 or 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := ParseBoard(tt.line)
			assert.Nil(t, b)
			assert.EqualError(t, err, tt.err)
			assert.ErrorIs(t, err, ErrBoard)
		})
	}
}

func TestMovesPrintAndParse(t *testing.T) {
	tests := []struct {
		text     string
		from, to Square
	}{
		{"f6f4", SquareAt(5, 5), SquareAt(5, 3)},
		{"a1c1", SquareAt(0, 0), SquareAt(2, 0)},
		{"a1a2", 0, 1},
		{"b3b2", SquareAt(1, 2), SquareAt(1, 1)},
	}
	for _, tt := range tests {
		m, err := ParseMove(tt.text)
		require.NoError(t, err, tt.text)
		assert.Equal(t, tt.from, m.From(), tt.text)
		assert.Equal(t, tt.to, m.To(), tt.text)
		assert.Equal(t, tt.text, m.String())
		assert.Equal(t, MoveOf(tt.from, tt.to), m)
	}
	m, err := ParseMove("Nil")
	require.NoError(t, err)
	assert.Equal(t, Nil, m)
	assert.Equal(t, "Nil", Nil.String())
	assert.NotEqual(t, Move(0), Nil, "the zero Move stays free for a search's no-move")
}

func TestParseMoveRejectsMalformedMoves(t *testing.T) {
	tests := []struct {
		text, err string
	}{
		{"", `bad move "": want a from-square and a to-square like f6f4, or Nil`},
		{"f6f", `bad move "f6f": want a from-square and a to-square like f6f4, or Nil`},
		{"f6f4 ", `bad move "f6f4 ": want a from-square and a to-square like f6f4, or Nil`},
		{"nil", `bad move "nil": want a from-square and a to-square like f6f4, or Nil`},
		{"g6f4", `bad move "g6f4": bad square "g6": row 'g' is not a..f`},
		{"F6f4", `bad move "F6f4": bad square "F6": row 'F' is not a..f`},
		{"f7f4", `bad move "f7f4": bad square "f7": column '7' is not 1..6`},
		{"f6f0", `bad move "f6f0": bad square "f0": column '0' is not 1..6`},
		{"a1a1", `bad move "a1a1": from and to are the same square`},
		{"Quit", `bad move "Quit": bad square "Qu": row 'Q' is not a..f`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			_, err := ParseMove(tt.text)
			assert.EqualError(t, err, tt.err)
			assert.ErrorIs(t, err, ErrMove)
		})
	}
	_, err := ParseMove("f9f4")
	assert.ErrorIs(t, err, ErrSquare)
}

func TestSquaresHaveTheirNames(t *testing.T) {
	for sq := Square(0); sq < Squares; sq++ {
		got, err := ParseSquare(sq.String())
		require.NoError(t, err)
		assert.Equal(t, sq, got)
	}
	assert.Equal(t, "a1", Square(0).String())
	assert.Equal(t, "a6", Square(5).String())
	assert.Equal(t, "f6", Square(35).String())
	assert.Equal(t, "Square(36)", Square(36).String())
}

func TestSetupRejectsBadPositions(t *testing.T) {
	b := mustBoard(t, ExampleBoard)
	tests := []struct {
		name         string
		board        *Board
		white, black uint64
		side         Color
		err          string
	}{
		{"no board", nil, StartSquares[White], StartSquares[Black], White, "bad position: no board"},
		{"three stones", b, 7, StartSquares[Black], White, "bad position: 3 white and 4 black stones, want 4 each"},
		{"five stones", b, StartSquares[White], StartSquares[Black] | 1<<20, White, "bad position: 4 white and 5 black stones, want 4 each"},
		{"shared", b, 0xf, 0x1e, White, "bad position: a white and a black stone share a square"},
		{"off board", b, 0xe | 1<<40, StartSquares[Black], White, "bad position: stones off the board"},
		{"side", b, StartSquares[White], StartSquares[Black], 2, "bad position: side to move 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := Setup(tt.board, tt.white, tt.black, tt.side)
			assert.Nil(t, p)
			assert.EqualError(t, err, tt.err)
			assert.ErrorIs(t, err, ErrSetup)
		})
	}
}
