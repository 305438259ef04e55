package judge

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"botcup/game"
	"botcup/samegame"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var _ game.PuzzleJudge = (*Judge)(nil)

const exampleLine = "[(2, 1), (2, 1), (1, 0), (0, 0), (2, 2)]"

func TestScoreReplaysLines(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	tests := []struct {
		board, line, scoring string
		score                int64
		moves                int
	}{
		{ExampleBoard, exampleLine, "contest", 6, 5},
		{ExampleBoard, exampleLine, "classic", 1, 5},
		{ExampleBoard, " [ ( 2,1),(2 ,1 ) ] ", "contest", 4 + 1 - (1 + 9 + 9 + 0), 2}, // 1s: 2 left, 2s and 3s: 4, 4s: 1,
		{ExampleBoard, "[]", "contest", -4 * 9, 0},                                    // four colours of 4 stones,
		{"[[1, 1]]", "[(1, 0)]", "classic", 1000, 1},
	}
	for _, tc := range tests {
		score, moves, err := j.Score(tc.board, tc.line, tc.scoring)
		require.NoError(t, err, tc.line)
		assert.Equal(t, tc.score, score, "%s %s", tc.line, tc.scoring)
		assert.Equal(t, tc.moves, moves, tc.line)
	}
}

func TestScoreOfBoard10ReferenceSolution(t *testing.T) {
	raw, err := os.ReadFile("../testdata/reference_solution_board10.txt")
	require.NoError(t, err)
	var line string
	for _, l := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(l, "[") {
			line = l
		}
	}
	j, err := New(nil)
	require.NoError(t, err)
	boards := j.Boards()
	require.Len(t, boards, 20)
	for scoring, want := range map[string]int64{"classic": 3215, "contest": 2485} {
		score, moves, err := j.Score(boards[9], line, scoring)
		require.NoError(t, err)
		assert.Equal(t, want, score, scoring)
		assert.Equal(t, 60, moves)
	}
}

func TestScoreRejects(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	tests := []struct {
		board, line, scoring string
		err                  error
		msg                  string
	}{
		{ExampleBoard, "[(0, 0)]", "contest", samegame.ErrSingle, "move 1 of 1"},
		{ExampleBoard, "[(2, 1), (2, 1), (9, 9)]", "contest", samegame.ErrOutside, "move 3 of 3"},
		{ExampleBoard, "[(2, 1)", "contest", samegame.ErrSyntax, "solution: samegame: syntax error: byte 7"},
		{ExampleBoard, "(2, 1)", "contest", samegame.ErrSyntax, "solution:"},
		{"[[1, 2], [3]]", "[]", "contest", samegame.ErrRagged, "board:"},
		{"[[1, 0], [1, 1]]", "[]", "contest", samegame.ErrFloating, "board:"},
		{ExampleBoard, "[]", "wedel", samegame.ErrScoring, `"wedel"`},
	}
	for _, tc := range tests {
		score, moves, err := j.Score(tc.board, tc.line, tc.scoring)
		require.ErrorIs(t, err, tc.err, tc.line)
		assert.Contains(t, err.Error(), tc.msg)
		assert.Zero(t, score)
		assert.Zero(t, moves)
	}
}

func TestRenderDrawsTheTextsBoards(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	got, err := j.Render(ExampleBoard, exampleLine, 1)
	require.NoError(t, err)
	assert.Equal(t, "3 | 3 1 0 0\n2 | 2 3 0 2\n1 | 4 1 1 2\n0 | 1 3 2 3\n--+--------\n  | 0 1 2 3\n"+
		"after 1 of 5 moves: contest -23, classic 1, 13 stones left\n", got)
	got, err = j.Render(ExampleBoard, exampleLine, 99)
	require.NoError(t, err)
	assert.Contains(t, got, "after 5 of 5 moves: contest 6, classic 1, 5 stones left\n")
	got, err = j.Render(ExampleBoard, "[(0, 0)]", 1)
	require.NoError(t, err)
	assert.Contains(t, got, "after 0 of 1 moves")
	assert.Contains(t, got, "move 1: samegame: move on a single stone: (0, 0)")
	_, err = j.Render(ExampleBoard, "[(", 1)
	assert.ErrorIs(t, err, samegame.ErrSyntax)
}

func TestNewOptions(t *testing.T) {
	j, err := New(map[string]string{"boards": "generated", "seed": "7", "n": "3"})
	require.NoError(t, err)
	require.Len(t, j.Boards(), 3)
	assert.Equal(t, GeneratedBoards(7, 3), j.Boards())
	assert.NotEqual(t, GeneratedBoards(8, 3), j.Boards())
	for _, tc := range []struct {
		opts map[string]string
		msg  string
	}{
		{map[string]string{"boards": "cazenave"}, `boards="cazenave": want standard or generated`},
		{map[string]string{"seed": "x"}, `seed="x"`},
		{map[string]string{"n": "0"}, `n="0": want at least 1`},
		{map[string]string{"size": "15"}, `unknown option "size"`},
	} {
		_, err := New(tc.opts)
		require.ErrorIs(t, err, ErrOption)
		assert.Contains(t, err.Error(), tc.msg)
	}
	assert.Equal(t, []string{"contest", "classic"}, j.Scorings())
	assert.Equal(t, "samegame", j.Name())
	assert.Equal(t, Budget, j.Budget())
}

func TestGeneratedBoardsAreValid(t *testing.T) {
	boards := GeneratedBoards(1, len(generatedShapes))
	for k, line := range boards {
		rows, err := samegame.ParseBoard(line)
		require.NoError(t, err, "board %d", k)
		b, err := samegame.NewBoard(rows, samegame.Contest)
		require.NoError(t, err, "board %d", k)
		s := generatedShapes[k]
		assert.Equal(t, s.Columns*s.Rows, b.Stones(), "board %d", k)
	}
}

func TestPerft(t *testing.T) {
	for d, want := range []uint64{1, 3, 6, 7, 5, 5, 0} {
		got, err := Perft("", d)
		require.NoError(t, err)
		assert.Equal(t, want, got, "perft(%d)", d)
	}
	got, err := Perft("[[1, 1, 2, 2]]", 2)
	require.NoError(t, err)
	assert.Equal(t, uint64(2), got)
	_, err = Perft("[[1, 1", 1)
	assert.ErrorIs(t, err, samegame.ErrSyntax)
}

func TestReferencePlayers(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	reg := Registration()
	require.NotNil(t, reg.NewPuzzle)
	assert.Nil(t, reg.NewJudge)
	board := j.Boards()[0]
	nothing, _, err := j.Score(board, "[]", "contest")
	require.NoError(t, err)
	for name, p := range reg.Players {
		for seed := uint64(1); seed <= 3; seed++ {
			var out bytes.Buffer
			require.NoError(t, p(strings.NewReader(board+"\n"), &out, seed), name)
			line := out.String()
			require.True(t, strings.HasSuffix(line, "\n"), name)
			score, moves, err := j.Score(board, strings.TrimSuffix(line, "\n"), "contest")
			require.NoError(t, err, name)
			assert.Positive(t, moves, name)
			assert.Greater(t, score, nothing+5000, name, "far better than stopping at once")
		}
	}
	// Greedy on the example: the 4s (3 stones) first, then groups of 2, each
	// named by its stone with the smallest origin.
	var out bytes.Buffer
	require.NoError(t, Greedy(strings.NewReader(ExampleBoard), &out, 0))
	score, _, err := j.Score(ExampleBoard, strings.TrimSpace(out.String()), "contest")
	require.NoError(t, err)
	assert.Equal(t, "[(2, 1), (1, 1), (1, 0), (0, 0), (2, 1)]\n", out.String())
	assert.Equal(t, int64(6), score)
	err = Random(strings.NewReader("[[1, x]]"), &out, 1)
	assert.ErrorIs(t, err, samegame.ErrSyntax)
}

func TestEmbeddedBoardsAreTheTestdataBoards(t *testing.T) {
	raw, err := os.ReadFile("../testdata/standard20.txt")
	require.NoError(t, err)
	var want []string
	for _, l := range strings.Split(string(raw), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			want = append(want, l)
		}
	}
	assert.Equal(t, want, StandardBoards())
}
