package view_test

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/replay"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
	"botcup/samegame"
	samegamejudge "botcup/samegame/judge"
)

// The browser tests load the replay page in headless Chromium (package
// replaytest: one browser for the package's tests, a tab per page).
func TestMain(m *testing.M) { os.Exit(replaytest.Main(m)) }

// TestSameGameInBrowser checks each stone's colour against SameGame's
// rules replayed on their own, and the group the next move removes
// outlined.
func TestSameGameInBrowser(t *testing.T) {
	j, err := samegamejudge.New(nil)
	require.NoError(t, err)
	text := j.Boards()[0]
	rows, err := samegame.ParseBoard(text)
	require.NoError(t, err)
	b, err := samegame.NewBoard(rows, samegame.Contest)
	require.NoError(t, err)
	var moves []samegame.Move
	for len(moves) < 12 {
		legal := b.Moves(nil)
		if len(legal) == 0 {
			break
		}
		moves = append(moves, legal[0])
		b.Play(legal[0])
	}
	solution := samegame.FormatSolution(moves)
	rec := &arena.SolveRecord{Kind: arena.SolveKind, Game: "samegame", Text: text, Player: "test", Time: 1,
		BoardResult: arena.BoardResult{Moves: len(moves), Solution: solution, Lines: 1,
			Scores: map[string]int64{"contest": b.Score(), "classic": 0}}}
	game, err := replay.FromSolve(samegamejudge.Registration(), rec)
	require.NoError(t, err)
	require.Len(t, game.Frames, len(moves)+1)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, game))
	for _, ply := range []int{0, 1, 5, len(moves)} {
		now, _, err := samegame.Replay(rows, moves[:ply], samegame.Contest)
		require.NoError(t, err)
		p.Slide(ply)
		require.Equal(t, ply, p.Ply())
		want := map[string]string{}
		for y := 0; y < now.RowCount(); y++ {
			for x := 0; x < now.Columns(); x++ {
				want[fmt.Sprintf("samegame-%d-%d", x, y)] = strconv.Itoa(int(now.Colour(x, y)))
			}
		}
		assert.Equal(t, want, p.States(), "ply %d", ply)
		next := 0
		if ply < len(moves) {
			next = now.GroupSize(moves[ply].X(), moves[ply].Y())
		}
		assert.Equal(t, next, p.Count("#board .next-group"), "ply %d", ply)
	}
	p.NoErrors()
}
