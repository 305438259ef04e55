package replay_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game"
	"botcup/game/toytest"
	"botcup/replay"
	"botcup/replay/viewtest"
)

// toy is the toy game's judge, with its drawing.
func toy(t *testing.T) viewtest.Judge { return viewtest.JudgeOf(t, toytest.Registrations()[0]) }

// TestFromRecordRejects: a record its judge does not accept is an error
// naming the move, and no game.
func TestFromRecordRejects(t *testing.T) {
	j := toy(t)
	rec := viewtest.PlayRecord(t, j, 1, 4, viewtest.Jury)

	bad := *rec
	bad.Moves = append([]arena.Move(nil), rec.Moves...)
	bad.Moves[2].Line = "Q"
	_, err := replay.FromRecord(j.Reg, j, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `move 3 "Q"`)

	bad.Moves = append([]arena.Move(nil), rec.Moves...)
	bad.Moves[1].Player = 0
	_, err = replay.FromRecord(j.Reg, j, &bad)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "move 2: the judge has player 1 on turn, the record player 0")

	other := viewtest.PlayRecord(t, j, 1, 2, viewtest.Jury)
	other.Setup = "sum seed 2"
	_, err = replay.FromRecord(j.Reg, j, other)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sets up seed 1 differently")
}

// TestFromRecordFrames: one frame per ply, the moves, times and faults
// of the record, and the final frame's scores those of the rules.
func TestFromRecordFrames(t *testing.T) {
	j := toy(t)
	rec := viewtest.PlayRecord(t, j, 2, 6, viewtest.Jury)
	rec.Faults = []arena.Fault{{Player: 1, Kind: arena.FaultTimeout, Move: 3, Detail: "no answer"}}
	g, err := replay.FromRecord(j.Reg, j, rec)
	require.NoError(t, err)
	require.Len(t, g.Frames, 7)
	assert.Equal(t, -1, g.Frames[0].Player)
	for i, m := range rec.Moves {
		f := g.Frames[i+1]
		assert.Equal(t, [3]any{i + 1, m.Player, m.Line}, [3]any{f.Ply, f.Player, f.Move})
		assert.Equal(t, m.Time, f.Time)
		assert.Len(t, f.States, 2, "a cell a player")
	}
	assert.Equal(t, "second faulted (timeout): no answer", g.Frames[4].Fault)
	assert.Equal(t, "", g.Frames[3].Fault)
	assert.Equal(t, []float64{rec.Scores[0], rec.Scores[1]}, g.Frames[6].Scores)
}

// TestFromSolveRefuses: a game without a drawing, and a board its drawing
// refuses, are errors naming the board.
func TestFromSolveRefuses(t *testing.T) {
	_, err := replay.FromSolve(game.Registration{Name: "pick"}, &arena.SolveRecord{Game: "pick", Text: "3"})
	assert.ErrorContains(t, err, `no drawing of the game "pick"`)
	refusing := game.Registration{Name: "pick", DrawSolve: func(board, _ string) (replay.Drawing, error) {
		return replay.Drawing{}, errors.New("too large to draw")
	}}
	_, err = replay.FromSolve(refusing, &arena.SolveRecord{Game: "pick", Text: "3", BoardResult: arena.BoardResult{Board: 4}})
	assert.EqualError(t, err, "replay: board 4: too large to draw")
}

// TestWriteViewerNeedsAGame: an empty page is refused; a page is one file
// with no reference to anything outside it.
func TestWriteViewerNeedsAGame(t *testing.T) {
	var b bytes.Buffer
	assert.ErrorContains(t, replay.WriteViewer(&b, "x", "", nil), "no game to show")
	j := toy(t)
	page := viewtest.Viewer(t, viewtest.FromRecord(t, j, viewtest.PlayRecord(t, j, 3, 2, viewtest.Jury)))
	// The SVG namespace is a name, never fetched.
	text := strings.ReplaceAll(string(page), `"http://www.w3.org/2000/svg"`, "")
	for _, outside := range []string{"src=", "href=", "@import", "url(", "http:", "https:"} {
		assert.NotContains(t, text, outside)
	}
}

// Each player is named once with its colour, the scores and moves by the
// colour alone; the result says the scores once,
// and the scores without a fault only when a fault changed them; the list
// label takes a player's point of view.
func TestFromRecordSidesAndResult(t *testing.T) {
	coloured := toytest.Registrations()[0]
	coloured.Sides = [2]string{"White", "Black"}
	for _, tc := range []struct {
		reg   game.Registration
		sides [2]string
	}{
		{toytest.Registrations()[0], [2]string{"first", "second"}},
		{coloured, [2]string{"White", "Black"}},
	} {
		j := viewtest.JudgeOf(t, tc.reg)
		rec := viewtest.PlayRecord(t, j, 1, 2, viewtest.Jury)
		rec.Players = [2]string{"A", "B"}
		rec.Scores, rec.Contest, rec.Time = [2]float64{12, 8}, [2]float64{12, 8}, [2]float64{1.5, 2}
		g := viewtest.FromRecord(t, j, rec)
		want := []string{"A (" + tc.sides[0] + ")", "B (" + tc.sides[1] + ")"}
		assert.Equal(t, want, g.Players, j.Name())
		assert.Equal(t, tc.sides[:], g.Sides, j.Name())
		assert.Equal(t, tc.sides[:], g.ScoreNames, j.Name())
		assert.Equal(t, "final scores 12 - 8; thinking time 1.50s, 2.00s", g.Result, j.Name())
	}
	j := toy(t)
	rec := viewtest.PlayRecord(t, j, 1, 2, viewtest.Jury)
	rec.Players = [2]string{"B", "A"}
	rec.Scores, rec.Contest = [2]float64{0, 12}, [2]float64{9, 11}
	rec.Faults = []arena.Fault{{Player: 0, Kind: arena.FaultCrash, Move: 1}}
	assert.Equal(t, "final scores 0 - 12 (without the fault 9 - 11); thinking time 0.00s, 0.00s", viewtest.FromRecord(t, j, rec).Result)
	rec.Index = 3
	assert.Equal(t, "game 3: 12 - 0", replay.ListLabel(rec, "A"))
	assert.Equal(t, "game 3: 0 - 12", replay.ListLabel(rec, "B"))
}
