package judge

import (
	"io"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/game"
	"botcup/more"
	"botcup/search"
)

func exampleJudge(t *testing.T, extra map[string]string) *Judge {
	t.Helper()
	opts := map[string]string{OptBoard: ExampleBoard}
	for k, v := range extra {
		opts[k] = v
	}
	j, err := Parse(opts)
	require.NoError(t, err)
	return j
}

func TestTheExampleGameFollowsTheProtocol(t *testing.T) {
	g := exampleJudge(t, nil).NewGame(1)
	assert.Equal(t, more.ExampleBoard, g.Setup())
	p, lines := g.Next()
	assert.Equal(t, 0, p)
	assert.Equal(t, []string{more.ExampleBoard, "Start"}, lines)
	require.NoError(t, g.Play(0, "f6f4"))
	p, lines = g.Next()
	assert.Equal(t, 1, p)
	assert.Equal(t, []string{more.ExampleBoard, "f6f4"}, lines)
	moves := []string{"a1c1", "f5d5", "b1d1", "e5c5", "c1e1"}
	for i, m := range moves {
		require.NoError(t, g.Play((i+1)%2, m))
		p, lines = g.Next()
		assert.Equal(t, i%2, p)
		assert.Equal(t, []string{m}, lines)
	}
	assert.False(t, g.Over())
	assert.Equal(t, []string{"Quit"}, g.Final(0))
	assert.Equal(t, []string{"Quit"}, g.Final(1))
}

func TestPlayRejectsBadAnswers(t *testing.T) {
	g := exampleJudge(t, nil).NewGame(1)
	tests := []struct {
		player    int
		line, err string
		malformed bool
	}{
		{0, "f6f", `malformed move: bad move "f6f": want a from-square and a to-square like f6f4, or Nil`, true},
		{0, "", `malformed move: bad move "": want a from-square and a to-square like f6f4, or Nil`, true},
		{0, "f6d6", "illegal move f6d6: a jump may not cross a wall", false},
		{0, "Nil", "illegal move Nil: White can still move", false},
		{0, "a1a2", "illegal move a1a2: no White stone on a1", false},
		{1, "a1c1", "player 1 is not on turn", false},
	}
	for _, tt := range tests {
		err := g.Play(tt.player, tt.line)
		assert.EqualError(t, err, tt.err)
		assert.Equal(t, tt.malformed, errorsIs(err, game.ErrMalformed), tt.line)
	}
	p, lines := g.Next()
	assert.Equal(t, 0, p, "nothing changed")
	assert.Equal(t, []string{more.ExampleBoard, "Start"}, lines)
}

// playLocally drives a game as the arena does, with in-process choosers
// in place of processes, and returns every (player, lines) it sent.
func playLocally(t *testing.T, g game.Game, choose [2]Chooser, race *more.Race, seed uint64) []sent {
	t.Helper()
	rng := search.NewRng(seed)
	var log []sent
	for plies := 0; !g.Over(); plies++ {
		require.Less(t, plies, 400)
		p, lines := g.Next()
		log = append(log, sent{p, lines})
		pos := g.(*MoreGame).Position()
		require.Equal(t, more.Color(p), pos.ToMove())
		require.False(t, pos.Finished(pos.ToMove()), "a finished side is asked nothing")
		m := choose[p](more.SearchPositionAt(pos, race), rng)
		require.NoError(t, g.Play(p, m.String()))
	}
	return log
}

type sent struct {
	player int
	lines  []string
}

func TestFinishedSidesGetNilAndScoresSumToTwenty(t *testing.T) {
	j := exampleJudge(t, nil)
	race := more.NewRace(j.Options().Board)
	nils := 0
	for seed := uint64(1); seed <= 20; seed++ {
		g := j.NewGame(seed)
		log := playLocally(t, g, [2]Chooser{GreedyMove, GreedyMove}, race, seed)
		pos := g.(*MoreGame).Position()
		require.True(t, g.Over())
		s := g.Scores()
		assert.Equal(t, 20.0, s[0]+s[1])
		pts := pos.FinalPoints()
		assert.Equal(t, [2]float64{float64(more.Score(pts[0], pts[1])), float64(more.Score(pts[1], pts[0]))}, s)
		// Once a side has finished, the other is sent Nil and nothing else.
		for c := more.White; c <= more.Black; c++ {
			if !pos.Finished(c) {
				continue
			}
			var after []string
			for _, e := range log {
				if e.player == int(c.Other()) {
					after = append(after, e.lines...)
				}
			}
			// The other side is asked once per its move; the first asks
			// after c's last move get c's moves, later ones Nil.
			for i, l := range after {
				if l == "Nil" {
					nils++
					for _, rest := range after[i:] {
						assert.Equal(t, "Nil", rest)
					}
					break
				}
			}
		}
	}
	assert.Positive(t, nils, "some games had a side finish first")
}

func TestAStuckSideAnswersNil(t *testing.T) {
	var walls [more.WallCount]more.Wall
	walls[0*11+2] = more.SingleWall
	walls[1*11+2] = more.SingleWall
	walls[2*11+5+0] = more.SingleWall
	walls[2*11+5+1] = more.SingleWall
	b := more.NewBoard(walls)
	pos, err := more.Setup(b, squares(t, "a3", "b3", "c1", "c2"), more.StartSquares[more.Black], more.Black)
	require.NoError(t, err)
	g := newGame(DefaultOptions(), 1)
	g.pos = pos
	g.moves = []more.Move{more.MoveOf(more.SquareAt(2, 2), more.SquareAt(2, 1))}
	g.sent = [2]bool{true, true}
	p, lines := g.Next()
	assert.Equal(t, 1, p)
	assert.Equal(t, []string{"c3c2"}, lines)
	assert.Equal(t, "Nil", g.Fallback(1))
	assert.Error(t, g.Play(1, "a2a3"))
	require.NoError(t, g.Play(1, "Nil"))
	p, lines = g.Next()
	assert.Equal(t, 0, p)
	assert.Equal(t, []string{"Nil"}, lines)
}

func squares(t *testing.T, names ...string) uint64 {
	var b uint64
	for _, n := range names {
		s, err := more.ParseSquare(n)
		require.NoError(t, err)
		b |= 1 << s
	}
	return b
}

func TestTheCutOffEndsTheGame(t *testing.T) {
	j := exampleJudge(t, map[string]string{OptCutOff: "6"})
	race := more.NewRace(j.Options().Board)
	g := j.NewGame(3)
	playLocally(t, g, [2]Chooser{RandomMove, RandomMove}, race, 3)
	pos := g.(*MoreGame).Position()
	assert.True(t, pos.CutOff())
	assert.Equal(t, 7, pos.MovesMade(more.White), "White's 7th move is one too many")
	assert.Equal(t, 6, pos.MovesMade(more.Black))
	want := [2]int{
		pos.Points(more.White) + more.LeastCostHome(pos.Board(), pos.Stones(more.White), more.White),
		pos.Points(more.Black) + more.LeastCostHome(pos.Board(), pos.Stones(more.Black), more.Black),
	}
	assert.Equal(t, want, g.(*MoreGame).Points())
}

func TestFallbackIsTheReplacementsLegalMove(t *testing.T) {
	for _, name := range []string{"greedy", "random"} {
		j := exampleJudge(t, map[string]string{OptReplacement: name})
		assert.Equal(t, name, j.Options().ReplacementName)
		g := j.NewGame(4)
		for plies := 0; !g.Over(); plies++ {
			p, _ := g.Next()
			line := g.Fallback(p)
			require.NoError(t, g.Play(p, line), "%s ply %d", name, plies)
		}
	}
	// The greedy replacement takes the best race move: at the start the
	// example board's least cost is 25, and f6f4, f5d5 and e6d6 keep it
	// (a move of cost 1 leaving 24).
	g := exampleJudge(t, nil).NewGame(5)
	assert.Contains(t, []string{"f6f4", "f5d5", "e6d6", "e5d5", "f5f4"}, g.Fallback(0))
}

func TestParseReadsTheOptions(t *testing.T) {
	j, err := Parse(nil)
	require.NoError(t, err)
	o := j.Options()
	assert.Nil(t, o.Board)
	assert.Equal(t, DefaultWallOdds, o.Walls)
	assert.Equal(t, more.DefaultCutOff, o.CutOff)
	assert.Equal(t, "greedy", o.ReplacementName)
	assert.Equal(t, "more", j.Name())
	assert.Equal(t, more.TimeLimit, j.Budget())

	line := strings.Repeat("1", more.WallCount)
	j, err = Parse(map[string]string{OptBoard: line, OptWalls: "30,10", OptCutOff: "100", OptCutOffTotal: "true", OptReplacement: "random"})
	require.NoError(t, err)
	o = j.Options()
	assert.Equal(t, line, o.Board.String())
	assert.Equal(t, WallOdds{30, 10}, o.Walls)
	assert.Equal(t, more.CutOff{Moves: 100, Total: true}, o.CutOff)
	assert.Equal(t, line, j.NewGame(9).Setup(), "a fixed board for every seed")

	tests := []struct {
		opts map[string]string
		err  string
	}{
		{map[string]string{"colour": "red"}, `more judge option: unknown option "colour" (known: board, walls, cutoff, cutoff-total, replacement)`},
		{map[string]string{OptBoard: "0101"}, "more judge option board: want random, example or a wall line: bad board: 4 characters, want 60 of 0, 1 or 2"},
		{map[string]string{OptWalls: "20"}, `more judge option walls="20": want single,double percentages like 20,5`},
		{map[string]string{OptWalls: "80,30"}, "more judge option: wall odds must be percentages that sum to at most 100: single 80, double 30"},
		{map[string]string{OptWalls: "-1,5"}, "more judge option: wall odds must be percentages that sum to at most 100: single -1, double 5"},
		{map[string]string{OptCutOff: "many"}, `more judge option cutoff="many": want a number of moves`},
		{map[string]string{OptCutOff: "0"}, "more judge option: the cut-off must allow at least 1 move, not 0"},
		{map[string]string{OptCutOffTotal: "perhaps"}, `more judge option cutoff-total="perhaps": want true or false`},
		{map[string]string{OptReplacement: "smart"}, `more judge option replacement="smart": want greedy or random`},
	}
	for _, tt := range tests {
		j, err := Parse(tt.opts)
		assert.Nil(t, j)
		assert.EqualError(t, err, tt.err)
		assert.True(t, errorsIs(err, ErrOption))
	}
}

func TestRandomBoardsFollowTheOdds(t *testing.T) {
	j, err := Parse(nil)
	require.NoError(t, err)
	assert.Equal(t, j.NewGame(7).Setup(), j.NewGame(7).Setup(), "a seed is a board")
	assert.NotEqual(t, j.NewGame(7).Setup(), j.NewGame(8).Setup())
	var counts [3]int
	for seed := uint64(0); seed < 1000; seed++ {
		for _, ch := range j.NewGame(seed).Setup() {
			counts[ch-'0']++
		}
	}
	edges := 1000 * more.WallCount
	assert.InDelta(t, 0.75, float64(counts[0])/float64(edges), 0.01)
	assert.InDelta(t, 0.20, float64(counts[1])/float64(edges), 0.01)
	assert.InDelta(t, 0.05, float64(counts[2])/float64(edges), 0.01)
	none := RandomBoard(search.NewRng(1), WallOdds{})
	assert.Equal(t, strings.Repeat("0", more.WallCount), none.String())
	all := RandomBoard(search.NewRng(1), WallOdds{Double: 100})
	assert.Equal(t, strings.Repeat("2", more.WallCount), all.String())
}

func TestPerftFromTheRegistration(t *testing.T) {
	r := Registration()
	assert.Equal(t, "more", r.Name)
	assert.NotNil(t, r.NewJudge)
	assert.Nil(t, r.NewPuzzle)
	assert.Contains(t, r.Players, "random")
	assert.Contains(t, r.Players, "greedy")
	for depth, want := range []uint64{1, 6, 36, 330, 2970, 27540} {
		n, err := r.Perft("", depth)
		require.NoError(t, err)
		assert.Equal(t, want, n)
	}
	n, err := r.Perft(more.ExampleBoard, 3)
	require.NoError(t, err)
	assert.Equal(t, uint64(330), n)
	_, err = r.Perft("012", 3)
	assert.ErrorIs(t, err, more.ErrBoard)
	_, err = r.NewJudge(map[string]string{"x": "y"})
	assert.ErrorIs(t, err, ErrOption)
}

func TestRenderDrawsTheExampleBoard(t *testing.T) {
	g := exampleJudge(t, nil).NewGame(1)
	want := `   1  2  3  4  5  6
a  B  B| .  .# .  .
      -           -
b  B  B  .| .  .| .
         -  -
c  .  .| .  .  .  .
      -  -
d  .  .| .  .  .  .

e  .  .| .  .| W  W
   -     -        -
f  .  .  .  .  W  W
White: 0 moves, 0 penalty points, 0 points
Black: 0 moves, 0 penalty points, 0 points
White to move
`
	assert.Equal(t, want, g.Render())
}

// TestReferencePlayersSpeakTheProtocol runs random against greedy through
// pipes, as processes would, refereed by the judge.
func TestReferencePlayersSpeakTheProtocol(t *testing.T) {
	r := Registration()
	j, err := r.NewJudge(map[string]string{OptBoard: ExampleBoard})
	require.NoError(t, err)
	for _, pair := range [][2]string{{"greedy", "random"}, {"random", "greedy"}, {"greedy", "greedy"}} {
		g := j.NewGame(11)
		var ins [2]*io.PipeWriter
		var outs [2]*lineReader
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for i, name := range pair {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			ins[i], outs[i] = inW, &lineReader{r: outR}
			wg.Add(1)
			go func(i int, player game.Player) {
				defer wg.Done()
				errs[i] = player(inR, outW, uint64(i+1))
				outW.Close()
			}(i, r.Players[name])
		}
		for !g.Over() {
			p, lines := g.Next()
			for _, l := range lines {
				_, err := io.WriteString(ins[p], l+"\n")
				require.NoError(t, err)
			}
			line, err := outs[p].line()
			require.NoError(t, err)
			require.NoError(t, g.Play(p, line), "%v", pair)
		}
		for i := range ins {
			for _, l := range g.Final(i) {
				_, err := io.WriteString(ins[i], l+"\n")
				require.NoError(t, err)
			}
		}
		wg.Wait()
		assert.Equal(t, []error{nil, nil}, errs)
		s := g.Scores()
		assert.Equal(t, 20.0, s[0]+s[1])
		if pair[0] != pair[1] {
			greedy := 0
			if pair[1] == "greedy" {
				greedy = 1
			}
			assert.Greater(t, s[greedy], 10.0, "greedy beats random: %v", pair)
		}
	}
}

// lineReader reads lines from a pipe one byte at a time, so nothing is
// buffered past the line.
type lineReader struct{ r io.Reader }

func (l *lineReader) line() (string, error) {
	var b []byte
	one := make([]byte, 1)
	for {
		if _, err := l.r.Read(one); err != nil {
			return "", err
		}
		if one[0] == '\n' {
			return string(b), nil
		}
		b = append(b, one[0])
	}
}
