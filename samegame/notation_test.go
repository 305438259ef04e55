package samegame

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseBoardAcceptsAnyWhitespace(t *testing.T) {
	want := [][]uint8{{1, 3}, {0, 255}}
	for _, text := range []string{
		"[[1, 3], [0, 255]]",
		"[[1,3],[0,255]]",
		" \t[ [ 1 ,\t3 ] ,\n\r [ 0 , 255 ] ] \n",
		"[[001, 3], [0, 0255]]",
	} {
		rows, err := ParseBoard(text)
		require.NoError(t, err, "%q", text)
		assert.Equal(t, want, rows, "%q", text)
	}
}

func TestParseBoardReadsLongLines(t *testing.T) {
	// 256x256 with three-digit colours: about 330 KB on one line.
	var sb strings.Builder
	rows := make([][]uint8, 256)
	for y := range rows {
		rows[y] = make([]uint8, 256)
		for x := range rows[y] {
			rows[y][x] = uint8(100 + (x*7+y*13)%156)
		}
	}
	sb.Write(AppendBoard(nil, rows))
	require.Greater(t, sb.Len(), 300_000)
	got, err := ParseBoard(sb.String())
	require.NoError(t, err)
	assert.Equal(t, rows, got)
}

func TestParseBoardRejectsBadInput(t *testing.T) {
	tests := []struct {
		text string
		err  error
		msg  string
	}{
		{"", ErrSyntax, "byte 0: unexpected end of input"},
		{"   ", ErrSyntax, "byte 3: unexpected end of input"},
		{"[[1, 2]", ErrSyntax, "byte 7: unexpected end of input"},
		{"[[1, 2]]]", ErrSyntax, `byte 8: got ']', want the end of the input`},
		{"[[1, 2] [3, 4]]", ErrSyntax, `byte 8: got '[', want ',' or ']'`},
		{"[1, 2]", ErrSyntax, `byte 1: got '1', want '['`},
		{"[[1,, 2]]", ErrSyntax, `byte 4: got ',', want a colour`},
		{"[[1, -2]]", ErrSyntax, `byte 5: got '-', want a colour`},
		{"[[1, 2x]]", ErrSyntax, `byte 6: got 'x', want ',' or ']'`},
		{"([1])", ErrSyntax, `byte 0: got '(', want '['`},
		{"[[1, 256]]", ErrRange, "byte 5: a colour above 255"},
		{"[[99999999999999999999]]", ErrRange, "byte 2: a colour above 255"},
		{"[[1, 2], [3]]", ErrRagged, "byte 12: row 1 has 1 cells, row 0 has 2"},
		{"[[1], [2, 3]]", ErrRagged, "row 1 has 2 cells, row 0 has 1"},
		{"[[1], []]", ErrRagged, "row 1 has 0 cells, row 0 has 1"},
		{"[[1, 2], [3, 4]] x", ErrSyntax, `byte 17: got 'x', want the end of the input`},
		{"[[" + strings.Repeat("1, ", 256) + "1]]", ErrSize, "row 0 has more than 256 cells"},
		{"[" + strings.Repeat("[1], ", 256) + "[1]]", ErrSize, "more than 256 rows"},
	}
	for _, tc := range tests {
		name := tc.text
		if len(name) > 30 {
			name = name[:30]
		}
		t.Run(name, func(t *testing.T) {
			rows, err := ParseBoard(tc.text)
			assert.Nil(t, rows)
			require.ErrorIs(t, err, tc.err)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

func TestParseBoardLeavesShapeChecksToNewBoard(t *testing.T) {
	for _, tc := range []struct {
		text string
		err  error
	}{
		{"[[]]", ErrSize},
		{"[[1, 0], [1, 2]]", ErrFloating},
		{"[[1, 0, 1]]", ErrGap},
	} {
		rows, err := ParseBoard(tc.text)
		require.NoError(t, err, tc.text)
		_, err = NewBoard(rows, Contest)
		assert.ErrorIs(t, err, tc.err, tc.text)
	}
}

func TestSolutionRoundTrip(t *testing.T) {
	tests := []struct {
		text  string
		moves []Move
		out   string
	}{
		{"[]", nil, "[]"},
		{" [ ] ", nil, "[]"},
		{"[(2, 1), (2, 1), (1, 0), (0, 0), (2, 2)]", []Move{MoveAt(2, 1), MoveAt(2, 1), MoveAt(1, 0), MoveAt(0, 0), MoveAt(2, 2)}, "[(2, 1), (2, 1), (1, 0), (0, 0), (2, 2)]"},
		{"[(255,255)]", []Move{MoveAt(255, 255)}, "[(255, 255)]"},
		{"\t[ ( 0 ,\n3 ) , (10,0)]\r\n", []Move{MoveAt(0, 3), MoveAt(10, 0)}, "[(0, 3), (10, 0)]"},
	}
	for _, tc := range tests {
		moves, err := ParseSolution(tc.text)
		require.NoError(t, err, "%q", tc.text)
		assert.Equal(t, tc.moves, moves, "%q", tc.text)
		assert.Equal(t, tc.out, FormatSolution(moves))
	}
}

func TestParseSolutionRejectsBadLines(t *testing.T) {
	tests := []struct {
		text string
		err  error
		msg  string
	}{
		{"", ErrSyntax, "unexpected end of input"},
		{"[(1, 2)", ErrSyntax, "byte 7: unexpected end of input"},
		{"[(1, 2),]", ErrSyntax, `byte 8: got ']', want '('`},
		{"[(1 2)]", ErrSyntax, `byte 4: got '2', want ','`},
		{"[(1, 2, 3)]", ErrSyntax, `byte 6: got ',', want ')'`},
		{"[(256, 0)]", ErrRange, "byte 2: a column above 255"},
		{"[(0, 300)]", ErrRange, "byte 5: a row above 255"},
		{"[(a, 0)]", ErrSyntax, "got 'a', want a column"},
		{"[(1, 2)] [(1, 2)]", ErrSyntax, "byte 9: got '[', want the end of the input"},
		{"[[1, 2]]", ErrSyntax, `byte 1: got '[', want '('`},
	}
	for _, tc := range tests {
		moves, err := ParseSolution(tc.text)
		assert.Nil(t, moves, tc.text)
		require.ErrorIs(t, err, tc.err, tc.text)
		assert.Contains(t, err.Error(), tc.msg, tc.text)
	}
}

func TestScoringNames(t *testing.T) {
	for _, s := range []Scoring{Contest, Classic} {
		got, err := ParseScoring(s.String())
		require.NoError(t, err)
		assert.Equal(t, s, got)
	}
	_, err := ParseScoring("wedel")
	assert.ErrorIs(t, err, ErrScoring)
	assert.Equal(t, "Scoring(9)", Scoring(9).String())
	assert.Equal(t, []int64{1, 0, 1, 4}, []int64{Contest.Points(2), Classic.Points(2), Classic.Points(3), Contest.Points(3)})
}

func FuzzParseBoard(f *testing.F) {
	for _, s := range []string{exampleBoard, "[[1]]", "[[0]]", "[[]]", "[[1, 2], [3]]", "[[1,0],[1,2]]", " [ [ 255 ] ] ", "[[256]]", "[[1, 1, 0, 0], [2, 0, 0, 0]]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		rows, err := ParseBoard(text)
		if err != nil {
			return
		}
		again, err := ParseBoard(FormatBoard(rows))
		require.NoError(t, err)
		require.Equal(t, rows, again)
		b, err := NewBoard(rows, Contest)
		if err != nil {
			return
		}
		require.Equal(t, rows, b.Rows())
		for _, m := range b.Moves(nil) {
			require.NoError(t, b.Check(m))
		}
	})
}

func FuzzParseSolution(f *testing.F) {
	for _, s := range []string{"[]", "[(2, 1), (2, 1), (1, 0), (0, 0), (2, 2)]", "[(255,255)]", "[(1, 2),]", "[(256, 0)]", "[(1 2)]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		moves, err := ParseSolution(text)
		if err != nil {
			return
		}
		again, err := ParseSolution(FormatSolution(moves))
		require.NoError(t, err)
		require.Equal(t, moves, again)
		// Replaying any parsed line on the example either scores or names the move.
		rows, _ := ParseBoard(exampleBoard)
		if _, _, err := Replay(rows, moves, Contest); err != nil {
			require.Contains(t, err.Error(), "move ")
		}
	})
}
