package search

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/search/internal/toy"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ now time.Duration }

func (c *fakeClock) Now() time.Duration { return c.now }

func TestNewGameBudgetRejectsBadInput(t *testing.T) {
	clock := &fakeClock{}
	cases := []struct {
		name           string
		total, reserve time.Duration
		clock          Clock
		err            error
	}{
		{"no time", 0, 0, clock, ErrBudgetTotal},
		{"negative time", -time.Second, 0, clock, ErrBudgetTotal},
		{"negative reserve", time.Second, -1, clock, ErrBudgetReserve},
		{"reserve is everything", time.Second, time.Second, clock, ErrBudgetReserve},
		{"no clock", time.Second, 0, nil, ErrBudgetClock},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := NewGameBudget(c.total, c.reserve, c.clock)
			assert.ErrorIs(t, err, c.err)
			assert.Nil(t, b)
		})
	}
	b, err := NewGameBudget(time.Second, 0, clock)
	require.NoError(t, err)
	assert.Equal(t, time.Second, b.Left())
}

// TestGameBudgetLimits: the soft limit is the move's share of what is left
// after the reserve, the hard limit HardRatio times that, capped at
// 1/HardShare of what is left, and everything left on the last move.
func TestGameBudgetLimits(t *testing.T) {
	const s = time.Second
	cases := []struct {
		name           string
		used           time.Duration // by an earlier move
		movesToGo      int
		soft, hard     time.Duration
		total, reserve time.Duration
	}{
		{name: "start of game", movesToGo: 30, total: 30 * s, reserve: s, soft: 29 * s / 30, hard: 4 * (29 * s / 30)},
		{name: "hard capped at half", movesToGo: 5, total: 30 * s, reserve: s, soft: 29 * s / 5, hard: 29 * s / 2},
		{name: "last move takes all", movesToGo: 1, total: 30 * s, reserve: s, soft: 29 * s, hard: 29 * s},
		{name: "zero moves count as one", movesToGo: 0, total: 30 * s, reserve: s, soft: 29 * s, hard: 29 * s},
		{name: "after 9 s used", used: 9 * s, movesToGo: 10, total: 30 * s, reserve: s, soft: 2 * s, hard: 8 * s},
		{name: "two moves to go", used: 9 * s, movesToGo: 2, total: 30 * s, reserve: s, soft: 10 * s, hard: 10 * s},
		{name: "nothing left", used: 29 * s, movesToGo: 10, total: 30 * s, reserve: s},
		{name: "overdrawn", used: 31 * s, movesToGo: 10, total: 30 * s, reserve: s},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			clock := &fakeClock{now: 5 * s}
			b, err := NewGameBudget(c.total, c.reserve, clock)
			require.NoError(t, err)
			if c.used > 0 {
				b.Move(40)
				clock.now += c.used
				require.Equal(t, c.used, b.Done())
			}
			m := b.Move(c.movesToGo)
			assert.Equal(t, c.soft, m.Soft())
			assert.Equal(t, c.hard, m.Hard())
			assert.Equal(t, c.used, b.Used())
		})
	}
}

// TestMoveTimerStopsAtTheLimits: NewIteration until half the soft limit,
// Stop from the hard limit on, and the move's time counted in Used.
func TestMoveTimerStopsAtTheLimits(t *testing.T) {
	clock := &fakeClock{now: time.Hour}
	b, err := NewGameBudget(11*time.Second, time.Second, clock)
	require.NoError(t, err)
	m := b.Move(10) // soft 1 s, hard 4 s
	require.Equal(t, time.Second, m.Soft())
	require.Equal(t, 4*time.Second, m.Hard())
	steps := []struct {
		at            time.Duration
		newIteration  bool
		stop          bool
		usedSoFar     time.Duration
		elapsedAtStep time.Duration
	}{
		{0, true, false, 0, 0},
		{499 * time.Millisecond, true, false, 499 * time.Millisecond, 499 * time.Millisecond},
		{500 * time.Millisecond, false, false, 500 * time.Millisecond, 500 * time.Millisecond},
		{3999 * time.Millisecond, false, false, 3999 * time.Millisecond, 3999 * time.Millisecond},
		{4 * time.Second, false, true, 4 * time.Second, 4 * time.Second},
	}
	for _, st := range steps {
		clock.now = time.Hour + st.at
		assert.Equal(t, st.newIteration, m.NewIteration(), "NewIteration at %v", st.at)
		assert.Equal(t, st.stop, m.Stop(), "Stop at %v", st.at)
		assert.Equal(t, st.usedSoFar, b.Used())
		assert.Equal(t, st.elapsedAtStep, m.Elapsed())
	}
	clock.now += time.Second
	assert.Equal(t, 5*time.Second, b.Done())
	assert.Equal(t, time.Duration(0), b.Done(), "no move is running")
	clock.now += time.Minute // the opponent's time does not count
	assert.Equal(t, 5*time.Second, b.Used())
	assert.Equal(t, 6*time.Second, b.Left())

	// A new Move ends a move still running.
	b.Move(3)
	clock.now += time.Second
	m = b.Move(1)
	assert.Equal(t, 6*time.Second, b.Used())
	assert.Equal(t, 4*time.Second, m.Soft(), "the last move gets all but the reserve")
}

// clockedConnect4 is Connect-4 on which every move made takes a fixed step
// of a fake clock: a search that would go on and on, as a real one does.
type clockedConnect4 struct {
	*toy.Connect4
	clock *fakeClock
	step  time.Duration
}

func (c clockedConnect4) Make(m uint8) {
	c.Connect4.Make(m)
	c.clock.now += c.step
}

// countingDeadline records when the search asked about time; with
// ignoreSoft it lets every iteration start, so only the hard limit stops
// the search.
type countingDeadline struct {
	*MoveTimer
	ignoreSoft     bool
	lateIterations int // iterations allowed past half the soft limit
	iterations     int
}

func (d *countingDeadline) NewIteration() bool {
	ok := d.MoveTimer.NewIteration()
	if d.ignoreSoft {
		return true
	}
	if ok {
		d.iterations++
		if d.Elapsed() >= d.Soft()/2 {
			d.lateIterations++
		}
	}
	return ok
}

// TestGameBudgetHoldsOverAWholeGame: two engines play 5x4 Connect-4 to the
// end on a fake clock that advances with every move made. Each move stays
// within its hard limit (plus the nodes between two looks at the clock), no
// iteration starts past half the soft limit, and neither side's game
// exceeds its budget, even with a game estimate far too low, or with the
// soft limit ignored so that only the hard limit stops the search.
// The soft deadline stops at the soft limit (1 s), three seconds before the
// timer itself, and starts iterations exactly as the timer does.
func TestSoftDeadlineStopsAtTheSoftLimit(t *testing.T) {
	clock := &fakeClock{}
	b, err := NewGameBudget(11*time.Second, time.Second, clock)
	require.NoError(t, err)
	m := b.Move(10) // soft 1 s, hard 4 s
	d := m.SoftDeadline()
	for _, st := range []struct {
		at                 time.Duration
		softStop, hardStop bool
	}{
		{0, false, false},
		{999 * time.Millisecond, false, false},
		{time.Second, true, false},
		{4 * time.Second, true, true},
	} {
		clock.now = st.at
		assert.Equal(t, st.softStop, d.Stop(), "soft Stop at %v", st.at)
		assert.Equal(t, st.hardStop, m.Stop(), "hard Stop at %v", st.at)
		assert.Equal(t, m.NewIteration(), d.NewIteration(), "NewIteration at %v", st.at)
	}
}

// A deadline of 40% of the soft limit (1 s) stops at 400 ms and starts no
// iteration from 200 ms.
func TestShareDeadlineStopsAtItsShare(t *testing.T) {
	clock := &fakeClock{}
	b, err := NewGameBudget(11*time.Second, time.Second, clock)
	require.NoError(t, err)
	d := b.Move(10).ShareDeadline(40)
	for _, st := range []struct {
		at         time.Duration
		stop, iter bool
	}{
		{0, false, true},
		{199 * time.Millisecond, false, true},
		{200 * time.Millisecond, false, false},
		{399 * time.Millisecond, false, false},
		{400 * time.Millisecond, true, false},
	} {
		clock.now = st.at
		assert.Equal(t, st.stop, d.Stop(), "Stop at %v", st.at)
		assert.Equal(t, st.iter, d.NewIteration(), "NewIteration at %v", st.at)
	}
}

func TestGameBudgetHoldsOverAWholeGame(t *testing.T) {
	const step = 10 * time.Microsecond
	const overshoot = 1024 * step // nodes between two looks at the clock
	cases := []struct {
		name           string
		total, reserve time.Duration
		movesToGo      func(ownMovesLeft int) int // the game's estimate
		ignoreSoft     bool
	}{
		{"ample", 2 * time.Second, 150 * time.Millisecond, func(n int) int { return n }, false},
		{"tight", 300 * time.Millisecond, 150 * time.Millisecond, func(n int) int { return n }, false},
		{"starved", 200 * time.Millisecond, 150 * time.Millisecond, func(n int) int { return n }, false},
		// An estimate that is far too low: each move may take half of
		// what is left, and its last iteration often runs into the hard
		// limit.
		{"ample, low estimate", 2 * time.Second, 150 * time.Millisecond, func(int) int { return 2 }, false},
		{"tight, low estimate", 300 * time.Millisecond, 150 * time.Millisecond, func(int) int { return 2 }, false},
		{"last move each time", 2 * time.Second, 150 * time.Millisecond, func(int) int { return 1 }, false},
		{"ample, soft limit ignored", 2 * time.Second, 150 * time.Millisecond, func(n int) int { return n }, true},
		{"starved, soft limit ignored", 200 * time.Millisecond, 150 * time.Millisecond, func(n int) int { return n }, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			clock := &fakeClock{}
			board := newC4(t, 5, 4)
			game := clockedConnect4{board, clock, step}
			var budgets [2]*GameBudget
			var engines [2]*AlphaBeta[uint8, clockedConnect4]
			for side := range budgets {
				var err error
				budgets[side], err = NewGameBudget(c.total, c.reserve, clock)
				require.NoError(t, err)
				// No TT, so the iterations grow fast and the last one
				// started often runs into the hard limit.
				engines[side], err = NewAlphaBeta[uint8](game, nil, AlphaBetaOptions{Aspiration: 2})
				require.NoError(t, err)
			}
			moves, stopped := 0, 0
			for {
				if over, _ := board.Terminal(); over {
					break
				}
				side := board.Side()
				timer := budgets[side].Move(c.movesToGo((20 - moves + 1) / 2))
				hard, limitLeft := timer.Hard(), budgets[side].Left()-c.reserve
				d := &countingDeadline{MoveTimer: timer, ignoreSoft: c.ignoreSoft}
				res, err := engines[side].Search(d)
				require.NoError(t, err)
				took := budgets[side].Done()
				assert.LessOrEqual(t, took, hard+overshoot, "move %d", moves)
				assert.LessOrEqual(t, hard, max(limitLeft, 0), "move %d", moves)
				assert.Zero(t, d.lateIterations, "move %d", moves)
				assert.Contains(t, board.Moves(nil), res.Move)
				if res.Stopped {
					stopped++
				}
				board.Make(res.Move) // the real move is not timed
				moves++
			}
			for side, b := range budgets {
				assert.LessOrEqual(t, b.Used(), c.total, "side %d", side)
			}
			if c.ignoreSoft {
				assert.Greater(t, stopped, moves/2, "the hard limit must have cut most searches")
			}
			t.Logf("%s: %d moves, %d cut at the hard limit, used %v and %v of %v", c.name, moves, stopped, budgets[0].Used(), budgets[1].Used(), c.total)
		})
	}
}
