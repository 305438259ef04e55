package samegame

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dataDir holds the standard boards and the reference solution (see its
// README.md); a missing file fails the test.
const dataDir = "testdata"

// dataLines reads the non-comment lines of a data file.
func dataLines(t testing.TB, name string) []string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(dataDir, name))
	require.NoError(t, err)
	var lines []string
	for _, l := range strings.Split(string(raw), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	return lines
}

// standard is standard board k (from 0) of standard20.txt under scoring
// s, and its rows.
func standard(t testing.TB, k int, s Scoring) ([][]uint8, *Board) {
	t.Helper()
	rows, err := ParseBoard(dataLines(t, "standard20.txt")[k])
	require.NoError(t, err)
	b, err := NewBoard(rows, s)
	require.NoError(t, err)
	return rows, b
}

// The example of the contest text: five moves, boards drawn after each.
const exampleBoard = "[[1, 3, 2, 3], [4, 1, 4, 4], [2, 3, 4, 2], [3, 1, 1, 2]]"

func TestContestExampleScoresSix(t *testing.T) {
	rows, err := ParseBoard(exampleBoard)
	require.NoError(t, err)
	moves, err := ParseSolution("[(2, 1), (2, 1), (1, 0), (0, 0), (2, 2)]")
	require.NoError(t, err)
	b, err := NewBoard(rows, Contest)
	require.NoError(t, err)
	// The boards of the text after each move, top row first as drawn there.
	after := [][]string{
		{"3 1 0 0", "2 3 0 2", "4 1 1 2", "1 3 2 3"},
		{"3 0 0 0", "2 1 0 2", "4 3 0 2", "1 3 2 3"},
		{"3 0 0 0", "2 0 0 2", "4 0 0 2", "1 1 2 3"},
		{"0 0 0 0", "3 0 2 0", "2 0 2 0", "4 2 3 0"},
		{"0 0 0 0", "3 0 0 0", "2 0 0 0", "4 2 3 0"},
	}
	points := []int64{4, 1, 1, 1, 1}
	for k, m := range moves {
		before := b.Gained()
		require.NoError(t, b.Apply(m), "move %d", k+1)
		assert.Equal(t, points[k], b.Gained()-before, "points of move %d", k+1)
		assert.Equal(t, after[k], drawn(b), "board after move %d", k+1)
	}
	assert.Equal(t, int64(8), b.Gained())
	assert.Equal(t, int64(-2), b.EndTerm(), "colour 4: 1 stone, 0; colours 2 and 3: 2 stones, 1 each")
	assert.Equal(t, int64(6), b.Score())
	assert.True(t, b.Over())
	_, score, err := Replay(rows, moves, Contest)
	require.NoError(t, err)
	assert.Equal(t, int64(6), score)
	_, classic, err := Replay(rows, moves, Classic)
	require.NoError(t, err)
	assert.Equal(t, int64(1), classic, "(3-2)^2 and four groups of 2 worth 0, the board not cleared")
}

// drawn is the board as the contest text draws it: top row first.
func drawn(b *Board) []string {
	rows := b.Rows()
	out := make([]string, len(rows))
	for y, row := range rows {
		var sb strings.Builder
		for x, c := range row {
			if x > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte('0' + c)
		}
		out[len(rows)-1-y] = sb.String()
	}
	return out
}

func TestReferenceSolutionOfBoard10(t *testing.T) {
	boards := dataLines(t, "standard20.txt")
	require.Len(t, boards, 20)
	sol := dataLines(t, "reference_solution_board10.txt")
	require.Len(t, sol, 1)
	rows, err := ParseBoard(boards[9])
	require.NoError(t, err)
	moves, err := ParseSolution(sol[0])
	require.NoError(t, err)
	require.Len(t, moves, 60)
	tests := []struct {
		scoring Scoring
		score   int64
	}{{Classic, 3215}, {Contest, 2485}}
	for _, tc := range tests {
		b, score, err := Replay(rows, moves, tc.scoring)
		require.NoError(t, err, tc.scoring.String())
		assert.Equal(t, tc.score, score, tc.scoring.String())
		assert.Equal(t, 0, b.Stones(), "the solution clears the board")
	}
	// The same solution cut short is scored as it stands, penalty included.
	b, score, err := Replay(rows, moves[:59], Contest)
	require.NoError(t, err)
	assert.Equal(t, b.Gained()+b.EndTerm(), score)
	assert.Less(t, score, int64(2485))
}

func TestReplayRejectsIllegalMoves(t *testing.T) {
	rows, err := ParseBoard(exampleBoard)
	require.NoError(t, err)
	tests := []struct {
		line string
		err  error
		msg  string
	}{
		{"[(0, 0)]", ErrSingle, "move 1 of 1: samegame: move on a single stone: (0, 0)"},
		{"[(2, 1), (3, 3)]", ErrEmpty, "move 2 of 2"},
		{"[(2, 1), (4, 0)]", ErrOutside, "move 2 of 2"},
	}
	for _, tc := range tests {
		moves, err := ParseSolution(tc.line)
		require.NoError(t, err)
		_, score, err := Replay(rows, moves, Contest)
		require.ErrorIs(t, err, tc.err, tc.line)
		assert.Contains(t, err.Error(), tc.msg)
		assert.Zero(t, score)
	}
}

func TestStandardBoardsParse(t *testing.T) {
	for k, line := range dataLines(t, "standard20.txt") {
		rows, err := ParseBoard(line)
		require.NoError(t, err, "board %d", k+1)
		b, err := NewBoard(rows, Classic)
		require.NoError(t, err, "board %d", k+1)
		assert.Equal(t, 225, b.Stones(), "board %d", k+1)
		assert.Equal(t, []uint8{1, 2, 3, 4, 5}, b.Palette(), "board %d", k+1)
		assert.Equal(t, line, FormatBoard(rows), "board %d prints back as read", k+1)
	}
}

func TestReadBoardStopsAtTheClosingBracket(t *testing.T) {
	// stdin is never closed: the reader must not need more than the board.
	r := bufio.NewReader(strings.NewReader("  [[1, 2],\n [3, 4]]\n[[5]]"))
	rows, err := ReadBoard(r)
	require.NoError(t, err)
	assert.Equal(t, [][]uint8{{1, 2}, {3, 4}}, rows)
	rest, err := r.ReadString(']')
	require.NoError(t, err)
	assert.Equal(t, "\n[[5]", rest)
}
