package replay_test

import (
	"fmt"
	"maps"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	amazesjudge "botcup/amazes/judge"
	"botcup/arena"
	"botcup/bao"
	baojudge "botcup/bao/judge"
	"botcup/game"
	"botcup/invers"
	inversjudge "botcup/invers/judge"
	"botcup/more"
	morejudge "botcup/more/judge"
	"botcup/replay"
	"botcup/replay/draw"
	"botcup/replay/replaytest"
	"botcup/replay/viewtest"
	"botcup/samegame"
	samegamejudge "botcup/samegame/judge"
)

// TestMoreInBrowser steps through a More game with the buttons, the keys and
// the slider: every stone stands where the record's moves put it, starting
// from the start squares.
func TestMoreInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, morejudge.Registration())
	rec := viewtest.PlayRecord(t, j, 3, 14, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))

	// The stones by the record: the start squares, then each move's stone
	// from its square to its target.
	want := map[string]string{}
	for s := more.Square(0); s < more.Squares; s++ {
		want["more-"+s.String()] = "."
	}
	for c, st := range map[more.Color]string{more.White: "W", more.Black: "B"} {
		for s := more.Square(0); s < more.Squares; s++ {
			if more.StartSquares[c]&(1<<s) != 0 {
				want["more-"+s.String()] = st
			}
		}
	}
	atPly := []map[string]string{maps.Clone(want)}
	for _, m := range rec.Moves {
		mv, err := more.ParseMove(m.Line)
		require.NoError(t, err)
		if mv != more.Nil {
			from, to := "more-"+mv.From().String(), "more-"+mv.To().String()
			require.Equal(t, []string{"W", "B"}[m.Player], want[from], "move %s", m.Line)
			want[to], want[from] = want[from], "."
		}
		atPly = append(atPly, maps.Clone(want))
	}

	assert.Equal(t, 0, p.Ply())
	assert.Equal(t, atPly[0], p.States())
	assert.Equal(t, 0, p.Count("#more-lastmove"))
	p.Click("#next")
	assert.Equal(t, 1, p.Ply())
	assert.Equal(t, atPly[1], p.States())
	assert.NotEqual(t, atPly[0], atPly[1], "the first move moves a stone")
	assert.Equal(t, 1, p.Count("#more-lastmove"))
	p.Key(kb.ArrowRight)
	assert.Equal(t, 2, p.Ply())
	assert.Equal(t, atPly[2], p.States())
	p.Slide(9)
	assert.Equal(t, atPly[9], p.States())
	p.Key(kb.ArrowLeft)
	assert.Equal(t, atPly[8], p.States())
	p.Click("#last")
	assert.Equal(t, len(rec.Moves), p.Ply())
	assert.Equal(t, atPly[len(rec.Moves)], p.States())
	p.NoErrors()
}

// TestBaoInBrowser checks every pit's count and both stores against Bao's
// rules replayed on their own, and the last move's pit marked as emptied
// with its sown path drawn.
func TestBaoInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, baojudge.Registration())
	rec := viewtest.PlayRecord(t, j, 5, 12, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	s := bao.New()
	for ply := 0; ply <= len(rec.Moves); ply++ {
		if ply > 0 {
			m, err := bao.ParseMove(rec.Moves[ply-1].Line)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
			p.Key(kb.ArrowRight)
		}
		require.Equal(t, ply, p.Ply())
		want := map[string]string{
			"bao-store-white": strconv.Itoa(s.Captured(bao.White)),
			"bao-store-black": strconv.Itoa(s.Captured(bao.Black)),
		}
		for pit := bao.Pit(0); pit < bao.Pits; pit++ {
			want["bao-"+pit.String()] = strconv.Itoa(s.Stones(pit))
		}
		assert.Equal(t, want, p.Labels(), "ply %d", ply)
		// The scores are the position's at this ply (23 - 25 at the start:
		// each side's 24 stones, White gives Black one), not the game's end.
		white, black := s.Scores()
		at := "after move " + strconv.Itoa(ply)
		if ply == 0 {
			at = "at the start"
		}
		assert.Equal(t, []string{at, strconv.Itoa(white), strconv.Itoa(black)},
			replaytest.Eval[[]string](p.Page, `["score-at", "score-0", "score-1"].map(id => document.getElementById(id).textContent)`), "ply %d", ply)
		if ply == 0 {
			assert.Equal(t, 0, p.Count("#bao-path"))
			continue
		}
		// The move's pit is emptied, unless the last stone fell into it
		// (a sowing of 12 stones or more passes it again).
		states := p.States()
		assert.Contains(t, []string{"e", "l"}, states["bao-"+rec.Moves[ply-1].Line], "ply %d: the move's pit", ply)
		last := 0
		for _, st := range states {
			if st == "l" {
				last++
			}
		}
		assert.Equal(t, 1, last, "ply %d: one pit of the last stone", ply)
		assert.Equal(t, 1, p.Count("#bao-path"))
	}
	// The heading names each side's player once; the moves name the side.
	assert.Equal(t, "bao game 0, seed 5: first (White) vs second (Black)", p.Text("#title"))
	assert.Equal(t, []string{"start", "White: " + rec.Moves[0].Line + " (0.010 s)", "Black: " + rec.Moves[1].Line + " (0.020 s)"},
		replaytest.Eval[[]string](p.Page, `Array.from(document.querySelectorAll("#moves li")).slice(0, 3).map(li => li.textContent)`))
	assert.Equal(t, []string{"White", "Black"}, replaytest.Eval[[]string](p.Page, `Array.from(document.querySelectorAll("#scores tbody th")).map(th => th.textContent)`))
	p.NoErrors()
}

// TestInversInBrowser checks every tile (colour, inverted side) and the
// tiles in hand against Invers' rules replayed on their own, and the
// pushed line outlined.
func TestInversInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, inversjudge.Registration())
	rec := viewtest.PlayRecord(t, j, 7, 12, viewtest.Jury)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	s := invers.New()
	tile := func(c invers.Colour, inverted bool) string {
		return map[[2]bool]string{{false, false}: "Y", {false, true}: "y", {true, false}: "R", {true, true}: "r"}[[2]bool{c == invers.Red, inverted}]
	}
	for _, ply := range []int{0, 1, 2, 7, 12} {
		for s.Plies() < ply {
			m, err := invers.ParsePush(rec.Moves[s.Plies()].Line)
			require.NoError(t, err)
			require.NoError(t, s.Play(m))
		}
		p.Slide(ply)
		require.Equal(t, ply, p.Ply())
		want := map[string]string{
			"invers-held-yellow": tile(s.Held(invers.Yellow), false),
			"invers-held-red":    tile(s.Held(invers.Red), false),
		}
		for sq := invers.Square(0); sq < invers.Squares; sq++ {
			want[fmt.Sprintf("invers-%d-%d", sq.Row()+1, sq.Column()+1)] = tile(s.Tile(sq))
		}
		assert.Equal(t, want, p.States(), "ply %d", ply)
		assert.Equal(t, min(ply, 1), p.Count("#invers-pushed"), "ply %d", ply)
	}
	p.NoErrors()
}

// amazesLines are the moves of the Amazes test game, in turn.
var amazesLines = []string{"F", "FF", "RF", "LFF", "FFF", "TF", "RFF", "LF"}

// TestAmazesInBrowser checks each cell's discovery and both players' places
// against the judge playing the record on its own.
func TestAmazesInBrowser(t *testing.T) {
	j := viewtest.JudgeOf(t, amazesjudge.Registration())
	rec := viewtest.PlayRecord(t, j, 11, 16, func(_ game.Game, _, ply int) string { return amazesLines[ply%len(amazesLines)] })
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	g := j.NewGame(rec.Seed).(*amazesjudge.AmazesGame)
	played := 0
	for _, ply := range []int{0, 1, 2, 9, 16} {
		for ; played < ply; played++ {
			m := rec.Moves[played]
			g.Next()
			require.NoError(t, g.Play(m.Player, m.Line))
		}
		p.Slide(ply)
		require.Equal(t, ply, p.Ply())
		disc := [2][amazes.Cells]bool{g.DiscoveredCells(0), g.DiscoveredCells(1)}
		want := map[string]string{}
		for cell := 0; cell < amazes.Cells; cell++ {
			st := map[[2]bool]string{{false, false}: ".", {true, false}: "r", {false, true}: "b", {true, true}: "x"}[[2]bool{disc[0][cell], disc[1][cell]}]
			want[fmt.Sprintf("amazes-%d-%d", cell/amazes.Size+1, cell%amazes.Size+1)] = st
		}
		assert.Equal(t, want, p.States(), "ply %d", ply)
		for i, name := range []string{"red", "blue"} {
			pose := g.Poses()[i]
			x, y := float64(20+20*pose.Col), float64(20+20*pose.Row) // the cell's centre: 10 off, 20 a cell
			assert.Equal(t, draw.Num(x), p.Attr("amazes-"+name, "cx"), "ply %d %s", ply, name)
			assert.Equal(t, draw.Num(y), p.Attr("amazes-"+name, "cy"), "ply %d %s", ply, name)
		}
		assert.Equal(t, 1, p.Count("#amazes-dist"))
	}
	assert.Greater(t, g.Discovered()[0], 0, "the test game discovers cells")
	p.NoErrors()
}

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

// TestGameList shows two games of a record in one page: the list switches
// between them, and each opens at its start.
func TestGameList(t *testing.T) {
	j := viewtest.JudgeOf(t, inversjudge.Registration())
	a := viewtest.FromRecord(t, j, viewtest.PlayRecord(t, j, 1, 4, viewtest.Jury))
	rec := viewtest.PlayRecord(t, j, 2, 6, viewtest.Jury)
	rec.Index = 1
	b := viewtest.FromRecord(t, j, rec)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, a, b))
	assert.Equal(t, 2, p.Count(".game-link"))
	assert.Equal(t, "4 / 4", replaytest.Eval[string](p.Page, `(p => { document.getElementById("last").click(); return document.getElementById("ply").textContent })()`))
	p.Click(`.game-link[data-game="1"]`)
	assert.Equal(t, "1", p.Attr("layout", "data-game")+replaytest.Eval[string](p.Page, `document.body.getAttribute("data-game")`))
	assert.Equal(t, 0, p.Ply())
	p.Click("#last")
	assert.Equal(t, 6, p.Ply())
	p.Key(kb.PageUp)
	assert.Equal(t, "0", replaytest.Eval[string](p.Page, `document.body.getAttribute("data-game")`))
	p.NoErrors()
}

// TestCurrentMoveStaysInView steps through a long Invers game with the
// keys, the slider and the End key: the current move's line is always
// inside the list's visible box (the list scrolled by the move's offset
// minus the list's own offset again, so that at move 37 it showed moves
// 9-25).
func TestCurrentMoveStaysInView(t *testing.T) {
	j := viewtest.JudgeOf(t, inversjudge.Registration())
	rec := viewtest.PlayRecord(t, j, 7, 60, viewtest.Jury)
	require.Greater(t, len(rec.Moves), 40)
	p := viewtest.OpenPage(t, viewtest.Viewer(t, viewtest.FromRecord(t, j, rec)))
	inView := func(ply int) {
		t.Helper()
		require.Equal(t, ply, p.Ply())
		box := replaytest.Eval[[]float64](p.Page, fmt.Sprintf(`(() => {
			const l = document.getElementById("moves").getBoundingClientRect();
			const m = document.querySelector('#moves li[data-ply="%d"]').getBoundingClientRect();
			return [m.top - l.top, l.bottom - m.bottom, document.getElementById("moves").scrollHeight - document.getElementById("moves").clientHeight];
		})()`, ply))
		require.Greater(t, box[2], 0.0, "the list scrolls")
		assert.GreaterOrEqual(t, box[0], 0.0, "ply %d: the move's line starts below the list's top", ply)
		assert.GreaterOrEqual(t, box[1], 0.0, "ply %d: the move's line ends above the list's bottom", ply)
	}
	for ply := 1; ply <= 40; ply++ {
		p.Key(kb.ArrowRight)
		inView(ply)
	}
	p.Slide(37)
	inView(37)
	p.Key(kb.End)
	inView(len(rec.Moves))
	p.Key(kb.Home)
	inView(0)
	p.Slide(25)
	inView(25)
	p.NoErrors()
}
