package replay

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	baojudge "botcup/bao/judge"
	morejudge "botcup/more/judge"
)

// TestFromRecordRejects: a record its judge does not accept is an error
// naming the move, and no game.
func TestFromRecordRejects(t *testing.T) {
	j := judgeOf(t, baojudge.Registration())
	rec := playRecord(t, j, 1, 4, jury)

	bad := *rec
	bad.Moves = append([]arena.Move(nil), rec.Moves...)
	bad.Moves[2].Line = "Q"
	_, err := FromRecord(j, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `move 3 "Q"`)

	bad.Moves = append([]arena.Move(nil), rec.Moves...)
	bad.Moves[1].Player = 0
	_, err = FromRecord(j, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "move 2: the judge has player 1 on turn, the record player 0")

	mj := judgeOf(t, morejudge.Registration())
	more := playRecord(t, mj, 1, 2, jury)
	more.Setup = strings.Repeat("0", len(more.Setup))
	_, err = FromRecord(mj, more)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sets up seed 1 differently")
}

// TestFromRecordFrames: one frame per ply, the moves, times and faults
// of the record, and the final frame's scores those of the rules.
func TestFromRecordFrames(t *testing.T) {
	j := judgeOf(t, baojudge.Registration())
	rec := playRecord(t, j, 2, 6, jury)
	rec.Faults = []arena.Fault{{Player: 1, Kind: arena.FaultTimeout, Move: 3, Detail: "no answer"}}
	g, err := FromRecord(j, rec)
	require.NoError(t, err)
	require.Len(t, g.Frames, 7)
	assert.Equal(t, -1, g.Frames[0].Player)
	for i, m := range rec.Moves {
		f := g.Frames[i+1]
		assert.Equal(t, [3]any{i + 1, m.Player, m.Line}, [3]any{f.Ply, f.Player, f.Move})
		assert.Equal(t, m.Time, f.Time)
		assert.Len(t, f.States, 14, "12 pits and 2 stores")
	}
	assert.Equal(t, "second faulted (timeout): no answer", g.Frames[4].Fault)
	assert.Equal(t, "", g.Frames[3].Fault)
	assert.Equal(t, []float64{rec.Scores[0], rec.Scores[1]}, g.Frames[6].Scores)
}

// TestFromSolveRefuses: another game, a bad board and a board too large
// to draw are errors.
func TestFromSolveRefuses(t *testing.T) {
	_, err := FromSolve(&arena.SolveRecord{Game: "pick", Text: "3"})
	assert.ErrorContains(t, err, `no drawing of the game "pick"`)
	_, err = FromSolve(&arena.SolveRecord{Game: "samegame", Text: "[[1, 2], [3]]"})
	assert.Error(t, err)
	row := "[" + strings.Repeat("1, 2, ", 127) + "1, 2]"
	big := "[" + strings.Repeat(row+", ", 255) + row + "]"
	moves := strings.Repeat("(0, 0), ", 400)
	_, err = FromSolve(&arena.SolveRecord{Game: "samegame", Text: big, BoardResult: arena.BoardResult{Solution: "[" + moves[:len(moves)-2] + "]"}})
	assert.ErrorContains(t, err, "too large to draw (256x256 cells, 400 moves")
}

// TestWriteViewerNeedsAGame: an empty page is refused; a page is one file
// with no reference to anything outside it.
func TestWriteViewerNeedsAGame(t *testing.T) {
	var b bytes.Buffer
	assert.ErrorContains(t, WriteViewer(&b, "x", nil), "no game to show")
	j := judgeOf(t, baojudge.Registration())
	page := viewer(t, fromRecord(t, j, playRecord(t, j, 3, 2, jury)))
	// The SVG namespace is a name, never fetched.
	text := strings.ReplaceAll(string(page), `"http://www.w3.org/2000/svg"`, "")
	for _, outside := range []string{"src=", "href=", "@import", "url(", "http:", "https:"} {
		assert.NotContains(t, text, outside)
	}
}
