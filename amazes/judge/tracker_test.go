package judge

import (
	"bufio"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/amazes"
	"botcup/game"
	"botcup/search"
)

// stepper is an in-process player of a game the test drives move by move.
type stepper interface {
	observe(v *amazes.View) error
	move() ([]byte, error)
}

// explorerStepper plays a reference player's moves on its Explorer.
type explorerStepper struct {
	e      amazes.Explorer
	choose func(e *amazes.Explorer) []byte
}

func newExplorerStepper(choose func(e *amazes.Explorer) []byte) *explorerStepper {
	s := &explorerStepper{choose: choose}
	s.e.Reset()
	return s
}

func (s *explorerStepper) observe(v *amazes.View) error { return s.e.Observe(v) }

func (s *explorerStepper) move() ([]byte, error) {
	m := append([]byte(nil), s.choose(&s.e)...)
	if len(m) == 0 {
		m = append(m, amazes.StepTurn)
	}
	return m, s.e.Play(string(m))
}

// plannerStepper plays the bot's planner.
type plannerStepper struct{ pl amazes.Planner }

func newPlannerStepper() *plannerStepper {
	s := &plannerStepper{}
	s.pl.Reset()
	return s
}

func (s *plannerStepper) observe(v *amazes.View) error { return s.pl.Observe(v) }

func (s *plannerStepper) move() ([]byte, error) {
	m := append([]byte(nil), s.pl.Choose()...)
	return m, s.pl.Play(string(m))
}

// opponents are the players the tracker's belief is checked against, by
// name, each made for a seed.
var opponents = map[string]func(seed uint64) stepper{
	"bot": func(uint64) stepper { return newPlannerStepper() },
	"hunter": func(seed uint64) stepper {
		rng := search.NewRng(seed)
		var targets []int16
		return newExplorerStepper(func(e *amazes.Explorer) []byte { return HunterMove(e, rng, &targets, nil) })
	},
	"greedy": func(uint64) stepper {
		return newExplorerStepper(func(e *amazes.Explorer) []byte { return greedyMove(e, nil) })
	},
	"random": func(seed uint64) stepper {
		rng := search.NewRng(seed)
		return newExplorerStepper(func(e *amazes.Explorer) []byte { return randomMove(e, rng, nil) })
	},
}

// explorerCell is the frame cell (row*Frame+col) of an Explorer that
// started on absolute pose start (its frame puts the start on (Origin,
// Origin) facing North) for the absolute cell of pose a.
func explorerCell(start, a amazes.Pose) int {
	dr, dc := a.Row-start.Row, a.Col-start.Col
	for f := start.Facing; f != amazes.North; f = f.Left() {
		dr, dc = -dc, dr
	}
	return (dr+amazes.Origin)*amazes.Frame + dc + amazes.Origin
}

// trackedGame is what playTracked saw of a game.
type trackedGame struct {
	moves []string
	// turns counts the tracker's turns, sizes sums its belief's cells over
	// them, told0 counts its turns told 0.
	turns, sizes, told0 int
}

// playTracked plays a whole game between ref:tracker on side tracker and
// opp, checking before each of the tracker's moves that its belief holds
// the opponent's true cell (and that its explorer stands where the judge
// has it).
func playTracked(t *testing.T, seed uint64, tracker int, opp stepper) (*AmazesGame, trackedGame) {
	t.Helper()
	j, err := New(nil)
	require.NoError(t, err)
	g := j.NewGame(seed).(*AmazesGame)
	tp := newTrackerPlayer(seed)
	var te amazes.Explorer
	te.Reset()
	var res trackedGame
	for !g.Over() {
		p, lines := g.Next()
		v, _, _, err := amazes.ReadTurn(bufio.NewReader(strings.NewReader(strings.Join(lines, "\n") + "\n")))
		require.NoError(t, err)
		var m []byte
		if p == tracker {
			require.NoError(t, te.Observe(&v))
			tp.update(&te)
			start := g.setup.Start[p]
			require.Equal(t, explorerCell(start, g.pose[p]), te.Pose.Row*amazes.Frame+te.Pose.Col, "seed %d move %d: the tracker's own cell", seed, te.Moves)
			require.True(t, tp.b.holds(explorerCell(start, g.pose[1-p])),
				"seed %d move %d: the opponent's cell is not in the belief (%d cells, told %d)", seed, te.Moves, len(tp.b.cells), v.Dist2)
			res.turns++
			res.sizes += len(tp.b.cells)
			if v.Dist2 == 0 {
				res.told0++
			}
			m = append([]byte(nil), tp.pick(&te)...)
			if len(m) == 0 {
				m = append(m, amazes.StepTurn)
			}
			require.NoError(t, te.Play(string(m)))
			tp.played(&te)
		} else {
			require.NoError(t, opp.observe(&v))
			m, err = opp.move()
			require.NoError(t, err)
		}
		res.moves = append(res.moves, string(m))
		require.NoError(t, g.Play(p, string(m)), "seed %d", seed)
	}
	return g, res
}

// Over many judge-played games against every kind of opponent (the bot,
// ref:hunter, ref:greedy, ref:random), on either side, ref:tracker's belief
// always holds the opponent's true cell, and it is a real narrowing: a few
// cells on average, not the whole circle of the distance told.
func TestTrackerBeliefHoldsTheOpponent(t *testing.T) {
	seeds := uint64(6)
	if testing.Short() {
		seeds = 2
	}
	for name, opp := range opponents {
		turns, sizes, told0, sudden := 0, 0, 0, 0
		for seed := uint64(1); seed <= seeds; seed++ {
			tracker := int(seed % 2)
			g, res := playTracked(t, 100*seed+uint64(len(name)), tracker, opp(seed))
			turns += res.turns
			sizes += res.sizes
			told0 += res.told0
			if g.SuddenDeath() == tracker {
				sudden++
			}
		}
		mean := float64(sizes) / float64(turns)
		t.Logf("against %s: %d turns, %.2f cells in the belief on average, told 0 %d times, %d of %d games won by sudden death", name, turns, mean, told0, sudden, seeds)
		assert.Less(t, mean, 8.0, name)
	}
}

// ref:tracker plays the same game for the same seed, and hunts down the
// random walker by sudden death.
func TestTrackerIsDeterministicAndHunts(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		g1, a := playTracked(t, seed, amazes.Blue, opponents["random"](seed))
		_, b := playTracked(t, seed, amazes.Blue, opponents["random"](seed))
		assert.Equal(t, a.moves, b.moves, "seed %d", seed)
		assert.Equal(t, amazes.Blue, g1.SuddenDeath(), "seed %d", seed)
	}
}

// Through the protocol: ref:tracker plays whole games against the greedy
// player without a fault, the same for the same seed.
func TestTrackerPlaysWholeGames(t *testing.T) {
	j, err := New(nil)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 2; seed++ {
		var renders [2]string
		for k := range renders {
			g := j.NewGame(seed).(*AmazesGame)
			_, err := game.PlayInProcess(g, [2]game.Player{Tracker, Greedy}, [2]uint64{seed, seed})
			require.NoError(t, err, "seed %d", seed)
			require.True(t, g.Over())
			renders[k] = g.Render()
		}
		assert.Equal(t, renders[0], renders[1], "seed %d", seed)
	}
}

// playSteppers plays a whole game from seed between two in-process
// players.
func playSteppers(t *testing.T, seed uint64, players [2]stepper) *AmazesGame {
	t.Helper()
	j, err := New(nil)
	require.NoError(t, err)
	g := j.NewGame(seed).(*AmazesGame)
	for !g.Over() {
		p, lines := g.Next()
		v, _, _, err := amazes.ReadTurn(bufio.NewReader(strings.NewReader(strings.Join(lines, "\n") + "\n")))
		require.NoError(t, err)
		require.NoError(t, players[p].observe(&v))
		m, err := players[p].move()
		require.NoError(t, err)
		require.NoError(t, g.Play(p, string(m)), "seed %d", seed)
	}
	return g
}

// With Finish (-finish, off by default) the bot finishes its map when its
// points allow and hunts: against
// ref:greedy, which never hunts, it wins some games by sudden death (seeds
// 6 and 12 of these twelve), loses none so, and keeps the highest score
// in every one.
func TestBotWinsByFinishingItsMapAgainstGreedy(t *testing.T) {
	won := 0
	for seed := uint64(1); seed <= 12; seed++ {
		bot := int(seed % 2)
		var players [2]stepper
		finisher := newPlannerStepper()
		finisher.pl.Finish = true
		players[bot], players[1-bot] = finisher, opponents["greedy"](seed)
		g := playSteppers(t, seed, players)
		assert.NotEqual(t, 1-bot, g.SuddenDeath(), "seed %d", seed)
		assert.Equal(t, float64(amazes.MaxScore), g.Scores()[bot], "seed %d", seed)
		if g.SuddenDeath() == bot {
			t.Logf("seed %d: won by sudden death after %d moves", seed, g.moves[bot])
			won++
			assert.Equal(t, amazes.Cells, g.Discovered()[bot], "seed %d", seed)
		}
	}
	assert.GreaterOrEqual(t, won, 2)
}
