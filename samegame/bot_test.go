package samegame

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"botcup/search"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bestScore is the best final score of rows under s, by trying every line.
func bestScore(b *Board) int64 {
	moves := b.Moves(nil)
	if len(moves) == 0 {
		return b.Score()
	}
	best := int64(-1 << 62)
	for _, m := range moves {
		c := b.Clone()
		c.Play(m)
		best = max(best, bestScore(c))
	}
	return best
}

// checkLines replays every printed line on board and checks that each is
// legal and better than the one before; it returns the last score.
func checkLines(t *testing.T, board string, out string, s Scoring) int64 {
	t.Helper()
	rows, err := ParseBoard(board)
	require.NoError(t, err)
	lines := strings.Split(out, "\n")
	require.Equal(t, "", lines[len(lines)-1], "every line ends with a newline")
	lines = lines[:len(lines)-1]
	require.NotEmpty(t, lines)
	last := int64(-1 << 62)
	for k, l := range lines {
		moves, err := ParseSolution(l)
		require.NoError(t, err, "line %d", k+1)
		_, score, err := Replay(rows, moves, s)
		require.NoError(t, err, "line %d", k+1)
		require.Greater(t, score, last, "line %d improves", k+1)
		last = score
	}
	return last
}

func TestRunFindsTheExamplesBest(t *testing.T) {
	rows, err := ParseBoard(exampleBoard)
	require.NoError(t, err)
	for _, s := range []Scoring{Contest, Classic} {
		b, err := NewBoard(rows, s)
		require.NoError(t, err)
		want := bestScore(b)
		var out bytes.Buffer
		err = Run(strings.NewReader(exampleBoard), &out, Options{Scoring: s, Engine: EngineBeam, Threads: 1, Rounds: 1, Seed: 3})
		require.NoError(t, err)
		assert.Equal(t, want, checkLines(t, exampleBoard, out.String(), s), s.String())
	}
}

func TestRunEveryEngine(t *testing.T) {
	board := "[[1, 2, 3, 1, 1, 2], [2, 2, 3, 3, 1, 2], [3, 1, 1, 2, 2, 3], [1, 3, 2, 1, 3, 3], [2, 2, 1, 3, 1, 1], [3, 1, 2, 2, 3, 1]]"
	for _, engine := range Engines {
		for _, s := range []Scoring{Contest, Classic} {
			var out, log bytes.Buffer
			err := Run(strings.NewReader(board), &out, Options{
				Scoring: s, Engine: engine, Threads: 2, Rounds: 1, Seed: 1,
				BeamWidth: 8, Level: 1, Log: &log,
			})
			require.NoError(t, err, engine)
			checkLines(t, board, out.String(), s)
			assert.Contains(t, log.String(), "board 6x6, 36 stones, 3 colours, "+s.String()+" scoring, engine "+engine+", 2 workers\n")
			assert.Contains(t, log.String(), "(first playout)\n")
			assert.Contains(t, log.String(), ": stop, best ")
		}
	}
}

func TestRunDoesNotWaitForTheEndOfInput(t *testing.T) {
	r, w := io.Pipe()
	defer w.Close()
	go func() { _, _ = io.WriteString(w, exampleBoard+"\n") }() // and never closed
	var out bytes.Buffer
	require.NoError(t, Run(r, &out, Options{Engine: EnginePlayouts, Threads: 1, Rounds: 1}))
	assert.Equal(t, int64(6), checkLines(t, exampleBoard, out.String(), Contest))
}

func TestRunStopsAtTheBudget(t *testing.T) {
	var out bytes.Buffer
	board := dataLines(t, "standard20.txt")[0]
	require.NoError(t, Run(strings.NewReader(board), &out, Options{Scoring: Classic, Budget: 1}))
	checkLines(t, board, out.String(), Classic)
}

// failingWriter fails every write.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("pipe closed") }

func TestRunRejects(t *testing.T) {
	tests := []struct {
		input string
		opts  Options
		err   error
	}{
		{"[[1, x]]", Options{}, ErrSyntax},
		{"[[1, 0], [1, 1]]", Options{}, ErrFloating},
		{exampleBoard, Options{Engine: "alphabeta"}, ErrEngine},
		{exampleBoard, Options{Scoring: 5}, ErrScoring},
	}
	for _, tc := range tests {
		var out bytes.Buffer
		err := Run(strings.NewReader(tc.input), &out, tc.opts)
		require.ErrorIs(t, err, tc.err, tc.input)
		assert.Empty(t, out.String())
	}
	err := Run(strings.NewReader(exampleBoard), failingWriter{}, Options{Rounds: 1})
	assert.EqualError(t, err, "pipe closed")
}

func TestBeamWidthFitsTheMemory(t *testing.T) {
	small := randomBoard(t, search.NewRng(1), 15, 15, 5, Contest)
	assert.Equal(t, MaxBeamWidth, beamWidth(small))
	big := randomBoard(t, search.NewRng(1), 256, 256, 5, Contest)
	w := beamWidth(big)
	assert.Equal(t, 100, w, "256 MiB over two layers of 1.33 MB nodes")
	assert.LessOrEqual(t, 2*w*(258*258*19), BeamMemory)
}
