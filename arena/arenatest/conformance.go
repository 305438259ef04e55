package arenatest

import (
	"bytes"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game"
	"botcup/replay"
	"botcup/search"
)

// NotAMove is a line no game takes for a move: the kit's illegal answer.
const NotAMove = "botcup-conformance: not a move"

// Conformance runs every check a registered game must pass, whatever the
// game, one subtest each: its options are the judge's, the line exchange
// (a refused line changes nothing; the same seed, the same game), whole
// games by the jury and by every two reference players, every fault kind
// of a real process (crash, closed, timeout, illegal, output, early),
// the replay drawing of a game, each bench case, and perft against the
// judge's legal moves (Lister). A puzzle (NewPuzzle) gets the checks that
// apply to it. The fault checks run the game's reference player "random"
// as a process: the test binary itself, which must call ServePlayers first
// in its TestMain.
func Conformance(t *testing.T, reg game.Registration) {
	require.NotEmpty(t, reg.Name)
	require.True(t, (reg.NewJudge == nil) != (reg.NewPuzzle == nil), "%s: exactly one of NewJudge and NewPuzzle", reg.Name)
	t.Run("options", func(t *testing.T) { checkOptions(t, reg) })
	t.Run("bench", func(t *testing.T) { checkBench(t, reg) })
	if reg.NewPuzzle != nil {
		t.Run("puzzle", func(t *testing.T) { checkPuzzle(t, reg) })
		return
	}
	j, err := reg.NewJudge(nil)
	require.NoError(t, err)
	require.Equal(t, reg.Name, j.Name())
	t.Run("exchange", func(t *testing.T) { checkExchange(t, j) })
	t.Run("players", func(t *testing.T) { checkPlayers(t, reg, j) })
	t.Run("faults", func(t *testing.T) { checkFaults(t, reg, j) })
	t.Run("replay", func(t *testing.T) { checkReplay(t, reg, j) })
	t.Run("perft", func(t *testing.T) { checkPerft(t, reg, j) })
	t.Run("lines", func(t *testing.T) { checkLines(t, reg, j) })
}

// checkOptions: the registered options are those the judge knows, in the
// order its error for an unknown one names them, each with a value and a
// meaning that says its default.
func checkOptions(t *testing.T, reg game.Registration) {
	var err error
	probe := map[string]string{"botcup-conformance-probe": "1"}
	if reg.NewJudge != nil {
		_, err = reg.NewJudge(probe)
	} else {
		_, err = reg.NewPuzzle(probe)
	}
	require.Error(t, err, "an unknown option is refused")
	var names []string
	for _, o := range reg.Options {
		names = append(names, o.Name)
		assert.NotEmpty(t, o.Value, o.Name)
		assert.Contains(t, o.About, "default", "%s: option %s names its default", reg.Name, o.Name)
	}
	known := ""
	if _, k, ok := strings.Cut(err.Error(), "known: "); ok {
		known = strings.TrimSuffix(k, ")")
	}
	assert.Equal(t, known, strings.Join(names, ", "), "%s: the options registered are the judge's (%v)", reg.Name, err)
}

// checkBench: every bench case searches something.
func checkBench(t *testing.T, reg game.Registration) {
	if reg.Bench == nil {
		t.Skip("no bench")
	}
	cases := reg.Bench()
	require.NotEmpty(t, cases)
	results, total := search.RunBench(nil, cases)
	require.Len(t, results, len(cases))
	for _, r := range results {
		assert.Positive(t, r.Nodes, r.Name)
	}
	assert.Positive(t, total)
}

// juryGame plays a whole game of j from seed with the jury's moves,
// checking the exchange on every turn, and returns it as a record with
// the finished game.
func juryGame(t *testing.T, j game.Judge, seed uint64) (*arena.Record, game.Game) {
	g := j.NewGame(seed)
	rec := &arena.Record{Game: j.Name(), Seed: seed, Setup: g.Setup(), Players: [2]string{"first", "second"}}
	for ply := 0; !g.Over(); ply++ {
		require.Less(t, ply, 100000, "the game ends")
		p, lines := g.Next() // once a move: Next may send a line only once (a setup line)
		require.Contains(t, []int{0, 1}, p)
		require.NotEmpty(t, lines, "ply %d: the player on turn is sent something", ply)
		before := g.Render()
		require.NotEmpty(t, before)
		for _, bad := range []struct {
			who  int
			line string
		}{{p, NotAMove}, {p, ""}, {1 - p, g.Fallback(p)}} {
			require.Error(t, g.Play(bad.who, bad.line), "ply %d: player %d's %q is refused", ply, bad.who, bad.line)
			require.Equal(t, before, g.Render(), "ply %d: a refused line changes nothing", ply)
		}
		line := g.Fallback(p)
		require.NotEmpty(t, line, "ply %d: the jury has a move", ply)
		require.NoError(t, g.Play(p, line), "ply %d: the jury's move %q", ply, line)
		rec.Moves = append(rec.Moves, arena.Move{Player: p, Line: line, Jury: true})
	}
	assert.Error(t, g.Play(0, g.Fallback(0)), "no move once the game is over")
	assert.Error(t, g.Play(1, g.Fallback(1)), "no move once the game is over")
	rec.Scores = g.Scores()
	rec.Contest = rec.Scores
	return rec, g
}

// juryGames plays whole jury games from seeds 7 (twice) and 8: the same
// seed plays the same game, another seed another. It returns seed 7's.
func juryGames(t *testing.T, j game.Judge) (*arena.Record, game.Game) {
	a, g := juryGame(t, j, 7)
	b, _ := juryGame(t, j, 7)
	assert.Equal(t, MoveText(*a), MoveText(*b), "the same seed, the same game")
	assert.Equal(t, a.Setup, b.Setup)
	c, _ := juryGame(t, j, 8)
	assert.NotEqual(t, MoveText(*a)+a.Setup, MoveText(*c)+c.Setup, "another seed, another game")
	return a, g
}

// checkExchange: whole jury games; the same seed plays the same game,
// another seed another.
func checkExchange(t *testing.T, j game.Judge) { juryGames(t, j) }

// JuryPlaysWholeGames is checkExchange for a game's own tests, which know
// the lines both players are sent at the end (final): it checks them too,
// and that the jury has no move once the game is over (Fallback ""), and
// returns the scores of seed 7's game, for the game's own checks on
// them.
func JuryPlaysWholeGames(t *testing.T, j game.Judge, final []string) [2]float64 {
	t.Helper()
	_, g := juryGames(t, j)
	assert.Equal(t, "", g.Fallback(0), "no jury move once the game is over")
	assert.Equal(t, final, g.Final(0))
	assert.Equal(t, final, g.Final(1))
	return g.Scores()
}

// playerNames are the reference players of reg, sorted.
func playerNames(reg game.Registration) []string {
	names := make([]string, 0, len(reg.Players))
	for n := range reg.Players {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// playPair plays a pair of whole games of j from seed between players a
// and b in process (arena.PlayInProcess: the jury's driver for players
// behind pipes), sides swapped, the first mover seeded seed and the other
// seed+1; every line must be legal. It returns a's and b's total scores.
func playPair(t *testing.T, j game.Judge, a, b game.Player, seed uint64, what string) (sa, sb float64) {
	for first := 0; first < 2; first++ {
		pair := [2]game.Player{a, b}
		if first == 1 {
			pair[0], pair[1] = pair[1], pair[0]
		}
		rec, err := arena.PlayInProcess(j, seed, pair, [2]string{"a", "b"}, [2]uint64{seed, seed + 1}, arena.GameOptions{})
		require.NoError(t, err, "%s, seed %d", what, seed)
		require.Empty(t, rec.Faults, "%s, seed %d: every line legal", what, seed)
		assert.NotEmpty(t, rec.Moves)
		sc := rec.Scores
		sa, sb = sa+sc[first], sb+sc[1-first]
	}
	return sa, sb
}

// checkPlayers: every two reference players play a pair of whole games
// (sides swapped) in which every line is legal.
func checkPlayers(t *testing.T, reg game.Registration, j game.Judge) {
	names := playerNames(reg)
	require.Contains(t, names, "random", "every game has the reference player random")
	for i, a := range names {
		for _, b := range names[i:] {
			playPair(t, j, reg.Players[a], reg.Players[b], 3, a+" vs "+b)
		}
	}
}

// ReferencePlayersPlayWholeGames plays pairs pairs of games (seeds
// 1..pairs, sides swapped) between r's reference players "greedy" and
// "random", as checkPlayers does, and returns each one's total score, for
// the game's own checks on them.
func ReferencePlayersPlayWholeGames(t *testing.T, r game.Registration, pairs int) (greedy, random float64) {
	t.Helper()
	j, err := r.NewJudge(nil)
	require.NoError(t, err)
	require.NotNil(t, r.Players["greedy"])
	require.NotNil(t, r.Players["random"])
	for seed := uint64(1); seed <= uint64(pairs); seed++ {
		gs, rs := playPair(t, j, r.Players["greedy"], r.Players["random"], seed, "greedy vs random")
		greedy, random = greedy+gs, random+rs
	}
	return greedy, random
}

// checkReplay: a jury game is drawn with one frame per ply, a state for
// every cell in every frame, the sides named, and a page written with the
// game's style.
func checkReplay(t *testing.T, reg game.Registration, j game.Judge) {
	require.NotNil(t, reg.Follow, "the game is drawn")
	assert.Contains(t, reg.Style, "."+reg.Name, "the style is scoped by the game's name")
	rec, _ := juryGame(t, j, 5)
	g, err := replay.FromRecord(reg, j, rec)
	require.NoError(t, err)
	require.Len(t, g.Frames, len(rec.Moves)+1)
	sides := reg.SideNames()
	assert.Equal(t, []string{"first (" + sides[0] + ")", "second (" + sides[1] + ")"}, g.Players)
	for _, f := range g.Frames {
		assert.Len(t, f.States, len(g.Scene.Cells), "ply %d: a state per cell", f.Ply)
	}
	var page bytes.Buffer
	require.NoError(t, replay.WriteViewer(&page, "conformance", "", []replay.Drawing{g}))
	assert.Contains(t, page.String(), reg.Style)
}

// checkPerft: from the judge's start (seed 1), perft to depth 1 counts the
// judge's legal moves, each of which Play takes, and to depth 2 the legal
// moves after each.
func checkPerft(t *testing.T, reg game.Registration, j game.Judge) {
	if reg.Perft == nil {
		t.Skip("no perft")
	}
	start := j.NewGame(1)
	if _, ok := start.(game.Lister); !ok {
		t.Skip("the judge lists no legal moves (game.Lister)")
	}
	legal := func(moves ...string) []string {
		g := j.NewGame(1)
		for _, m := range moves {
			p, _ := g.Next()
			require.NoError(t, g.Play(p, m), "%v", moves)
		}
		return g.(game.Lister).Legal()
	}
	first := legal()
	require.NotEmpty(t, first)
	n1, err := reg.Perft(start.Setup(), 1)
	require.NoError(t, err)
	assert.Equal(t, uint64(len(first)), n1, "perft 1 counts the judge's legal moves")
	var n2 uint64
	seen := map[string]bool{}
	for _, m := range first {
		assert.False(t, seen[m], "%q listed twice", m)
		seen[m] = true
		n2 += uint64(len(legal(m)))
	}
	p2, err := reg.Perft(start.Setup(), 2)
	require.NoError(t, err)
	assert.Equal(t, n2, p2, "perft 2 counts the judge's legal replies")
}

// checkLines: a random opening line replays its moves on the judge (with
// the line's options), and its value is finite.
func checkLines(t *testing.T, reg game.Registration, j game.Judge) {
	if reg.NewLine == nil {
		t.Skip("no opening lines")
	}
	rng := search.NewRng(1)
	l := reg.NewLine(rng)
	opts := map[string]string{}
	for _, w := range l.Options() {
		k, v, ok := strings.Cut(w, "=")
		require.True(t, ok, w)
		opts[k] = v
	}
	var moves []string
	for range 4 {
		if l.Over() {
			break
		}
		moves = append(moves, l.PlayRandom(rng))
	}
	require.Error(t, l.Play(NotAMove))
	lj, err := reg.NewJudge(opts)
	require.NoError(t, err)
	g := lj.NewGame(1)
	for _, m := range moves {
		p, _ := g.Next()
		require.NoError(t, g.Play(p, m), "line %v", moves)
	}
	v := l.Value(1)
	assert.False(t, v != v, "a value, not NaN")
}

// checkPuzzle: the reference players solve the first boards with a line
// the judge scores, a non-move line is refused, a board is drawn and perft
// counts something.
func checkPuzzle(t *testing.T, reg game.Registration) {
	j, err := reg.NewPuzzle(nil)
	require.NoError(t, err)
	require.Equal(t, reg.Name, j.Name())
	boards := j.Boards()
	require.NotEmpty(t, boards)
	require.NotEmpty(t, j.Scorings())
	board := boards[0]
	_, _, err = j.Score(board, NotAMove, j.Scorings()[0])
	assert.Error(t, err, "a line that is no solution is refused")
	require.Contains(t, playerNames(reg), "random")
	for _, name := range playerNames(reg) {
		var out bytes.Buffer
		require.NoError(t, reg.Players[name](strings.NewReader(board+"\n"), &out, 1), name)
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		solution := lines[len(lines)-1]
		for _, s := range j.Scorings() {
			_, moves, err := j.Score(board, solution, s)
			require.NoError(t, err, "%s's solution under %s", name, s)
			assert.Positive(t, moves, name)
		}
		text, err := j.Render(board, solution, 1)
		require.NoError(t, err)
		assert.NotEmpty(t, text)
		if reg.DrawSolve != nil {
			_, moves, _ := j.Score(board, solution, j.Scorings()[0])
			g, err := replay.FromSolve(reg, &arena.SolveRecord{Game: reg.Name, Text: board, Player: name,
				BoardResult: arena.BoardResult{Solution: solution, Moves: moves}})
			require.NoError(t, err)
			assert.Len(t, g.Frames, moves+1, "a frame per move")
			for _, f := range g.Frames {
				assert.Len(t, f.States, len(g.Scene.Cells), "move %d: a state per cell", f.Ply)
			}
		}
	}
	if reg.Perft != nil {
		n, err := reg.Perft(board, 1)
		require.NoError(t, err)
		assert.Positive(t, n)
	}
}

// playerEnv names the reference player (GAME/NAME) the test binary runs as,
// for ServePlayers.
const playerEnv = "BOTCUP_ARENATEST_PLAYER"

// ServePlayers runs the test binary as the reference player named in the
// environment (when the fault checks of Conformance start it as a
// process): it plays on stdin and stdout and exits. Otherwise it returns at
// once. Call it first in TestMain.
func ServePlayers(regs []game.Registration) {
	want := os.Getenv(playerEnv)
	if want == "" {
		return
	}
	gameName, name, _ := strings.Cut(want, "/")
	for _, r := range regs {
		if p, ok := r.Players[name]; ok && r.Name == gameName {
			if err := p(os.Stdin, os.Stdout, 1); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			os.Exit(0)
		}
	}
	fmt.Fprintf(os.Stderr, "arenatest: no reference player %s\n", want)
	os.Exit(2)
}

// referenceProcess is reg's reference player name as a process: this test
// binary under ServePlayers.
func referenceProcess(reg game.Registration, name string) arena.Entrant {
	exe, err := os.Executable()
	if err != nil {
		exe = os.Args[0]
	}
	return arena.Entrant{Name: "ref:" + name, Argv: []string{"env", playerEnv + "=" + reg.Name + "/" + name, exe}}
}

// faultCase is a misbehaving player (a shell script), the seat it takes
// and the fault it must be given.
type faultCase struct {
	kind, script string
	seat         int
}

// checkFaults plays one game per fault kind between a misbehaving shell
// script and the reference player random (as a process): the script gets
// that fault, its game scores 0, and the jury plays the game to its end.
func checkFaults(t *testing.T, reg game.Registration, j game.Judge) {
	if testing.Short() {
		t.Skip("plays processes")
	}
	maxLine := game.DefaultMaxLine
	if l, ok := j.(game.LineLimiter); ok {
		maxLine = l.MaxLine()
	}
	cases := []faultCase{
		{arena.FaultCrash, `read l; exit 3`, 0},
		{arena.FaultClosed, `read l; exec >&-; sleep 30`, 0},
		{arena.FaultTimeout, `read l; sleep 30`, 0},
		{arena.FaultIllegal, `read l; echo "` + NotAMove + `"; sleep 30`, 0},
		{arena.FaultOutput, fmt.Sprintf(`read l; head -c %d /dev/zero | tr '\0' x; echo; sleep 30`, maxLine+10), 0},
		{arena.FaultEarly, `echo early; sleep 30`, 1},
	}
	for _, fc := range cases {
		t.Run(fc.kind, func(t *testing.T) {
			var players [2]arena.Entrant
			players[fc.seat] = arena.Entrant{Name: "bad", Argv: []string{"sh", "-c", fc.script}}
			players[1-fc.seat] = referenceProcess(reg, "random")
			budget := 20 * time.Second
			if fc.kind == arena.FaultTimeout {
				budget = 2 * time.Second
			}
			rec, err := arena.PlayGame(t.Context(), j, 2, players, arena.GameOptions{Budget: budget, Grace: 100 * time.Millisecond})
			require.NoError(t, err)
			require.NotEmpty(t, rec.Faults)
			f := rec.Faults[0]
			assert.Equal(t, [2]any{fc.seat, fc.kind}, [2]any{f.Player, f.Kind}, "%+v", rec.Faults)
			for _, f := range rec.Faults {
				// The reference player has the short budget of the timeout
				// game too: on a loaded machine it may run out of it.
				if f.Player != fc.seat && !(fc.kind == arena.FaultTimeout && f.Kind == arena.FaultTimeout) {
					assert.Fail(t, "the reference player plays on without fault", "%+v", f)
				}
			}
			assert.Equal(t, 0.0, rec.Scores[fc.seat], "a faulted player scores 0")
			assert.True(t, j.NewGame(2).Setup() == rec.Setup)
			replayed := j.NewGame(2)
			for _, m := range rec.Moves {
				require.NoError(t, replayed.Play(m.Player, m.Line))
			}
			assert.True(t, replayed.Over(), "the jury played the game to its end")
		})
	}
}

// FuzzJudgePlay fuzzes reg's judge: any line, against any position the
// jury reaches from a seed, never panics and is either taken (then it was
// one of the legal moves, where the game lists them) or refused with an
// error that leaves the game as it was. For a puzzle, any line scored on
// any of its boards never panics. Each game's judge package calls it from
// its own FuzzJudgePlay.
func FuzzJudgePlay(f *testing.F, reg game.Registration) {
	for _, line := range []string{"", NotAMove, "\x00", "Start", "Quit", "a1b2", "A", "F", "[(0, 0)]", "[]", "1 2"} {
		f.Add(uint64(1), uint8(0), line)
		f.Add(uint64(2), uint8(7), line)
	}
	if reg.NewPuzzle != nil {
		j, err := reg.NewPuzzle(nil)
		require.NoError(f, err)
		boards := j.Boards()
		f.Fuzz(func(t *testing.T, seed uint64, _ uint8, line string) {
			board := boards[seed%uint64(len(boards))]
			for _, s := range j.Scorings() {
				if _, moves, err := j.Score(board, line, s); err == nil {
					assert.GreaterOrEqual(t, moves, 0)
				}
			}
		})
		return
	}
	j, err := reg.NewJudge(nil)
	require.NoError(f, err)
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8, line string) {
		g := j.NewGame(seed)
		var jury []string
		for range plies {
			if g.Over() {
				break
			}
			p, _ := g.Next()
			m := g.Fallback(p)
			require.NoError(t, g.Play(p, m))
			jury = append(jury, m)
		}
		if g.Over() {
			assert.Error(t, g.Play(0, line), "no move once the game is over")
			return
		}
		p, _ := g.Next()
		before := g.Render()
		var legal []string
		if l, ok := g.(game.Lister); ok {
			legal = l.Legal()
		}
		if err := g.Play(p, line); err != nil {
			assert.Equal(t, before, g.Render(), "a refused line changes nothing")
			require.NoError(t, g.Play(p, g.Fallback(p)), "the player on turn is still on turn")
			return
		}
		if legal != nil {
			assert.True(t, playsAsOneOf(j, seed, jury, legal, g.Render()), "the line %q taken plays as one of the legal moves %v", line, legal)
		}
	})
}

// playsAsOneOf reports whether one of the legal moves, played after the
// jury's moves on seed's game, leaves the position drawn as want: a line
// the judge takes is a legal move, however it spells it.
func playsAsOneOf(j game.Judge, seed uint64, jury, legal []string, want string) bool {
	for _, l := range legal {
		g := j.NewGame(seed)
		for _, m := range append(append([]string(nil), jury...), l) {
			p, _ := g.Next()
			if g.Play(p, m) != nil {
				return false
			}
		}
		if g.Render() == want {
			return true
		}
	}
	return false
}
