package search

import (
	"errors"
	"time"
)

// How GameBudget shares out time. A move's soft limit is its share of the
// time left; its hard limit is HardRatio soft limits, but never more than
// 1/HardShare of the time left (except on the last move, which may use it
// all). Iterative deepening starts no iteration past half the soft limit
// (see MoveTimer.NewIteration), so a move mostly ends between soft/2 and
// soft, and only a long last iteration runs on to the hard limit.
const (
	HardRatio = 4
	HardShare = 2
)

// Errors of NewGameBudget.
var (
	ErrBudgetTotal   = errors.New("search: a game budget needs a total time above zero")
	ErrBudgetReserve = errors.New("search: a game budget's reserve must lie in [0, total)")
	ErrBudgetClock   = errors.New("search: a game budget needs a clock")
)

// GameBudget is a bot's thinking time for a whole game: a total, of which a
// reserve is never handed out (it pays for input, output and the up to 1024
// nodes a search runs between two looks at the clock), spread over the moves
// still to come. A bot makes one per game and, for each of its moves:
//
//	timer := budget.Move(movesToGo) // as soon as the opponent's move is read
//	res, err := engine.Search(timer)
//	budget.Done() // before the move is written: the judge may freeze the bot as its line arrives
//	... print the move, flush ...
//
// Only the time between Move and Done counts, as the contest counts only
// the time the program is on turn. movesToGo is the game's estimate of the
// bot's own moves left, this one included.
//
// The anytime mode, where nothing stops the search but the program being
// killed from outside, needs no budget: search with NoDeadline{} and take
// each completed iteration from the engine's Report hook the moment it comes.
type GameBudget struct {
	clock   Clock
	total   time.Duration
	reserve time.Duration
	used    time.Duration // by moves that are done
	timer   MoveTimer
	running bool
}

// NewGameBudget makes the budget of one game: total thinking time, reserve
// (never handed out), and the clock it reads (NewSystemClock(), or a fake
// one in tests).
func NewGameBudget(total, reserve time.Duration, clock Clock) (*GameBudget, error) {
	switch {
	case total <= 0:
		return nil, ErrBudgetTotal
	case reserve < 0 || reserve >= total:
		return nil, ErrBudgetReserve
	case clock == nil:
		return nil, ErrBudgetClock
	}
	return &GameBudget{clock: clock, total: total, reserve: reserve}, nil
}

// Move starts timing a move and returns its Deadline, with soft and hard
// limits from the time left (less the reserve) and movesToGo (values below
// 1 count as 1). A move still running is first ended, as Done would. The
// timer is owned by the budget and valid until the next Move.
func (b *GameBudget) Move(movesToGo int) *MoveTimer {
	if b.running {
		b.Done()
	}
	movesToGo = max(movesToGo, 1)
	left := max(b.total-b.reserve-b.used, 0)
	soft := left / time.Duration(movesToGo)
	hard := left
	if movesToGo > 1 {
		hard = min(soft*HardRatio, left/HardShare)
	}
	hard = max(hard, soft)
	b.timer = MoveTimer{clock: b.clock, start: b.clock.Now(), soft: soft, hard: hard}
	b.running = true
	return &b.timer
}

// Done ends the running move, counts its time as used and returns it; it
// returns 0 if no move is running.
func (b *GameBudget) Done() time.Duration {
	if !b.running {
		return 0
	}
	d := b.timer.Elapsed()
	b.used += d
	b.running = false
	return d
}

// Used is the time the game's moves have taken so far, the running one
// included.
func (b *GameBudget) Used() time.Duration {
	if b.running {
		return b.used + b.timer.Elapsed()
	}
	return b.used
}

// Left is the total less the time used (it may go below zero if moves ran
// past their hard limits into the reserve, and beyond).
func (b *GameBudget) Left() time.Duration { return b.total - b.Used() }

// MoveTimer is the Deadline of one move, from GameBudget.Move: Stop once the
// hard limit is reached, NewIteration only before half the soft limit.
type MoveTimer struct {
	clock      Clock
	start      time.Duration
	soft, hard time.Duration
}

// Stop reports that the move's hard limit is reached.
func (t *MoveTimer) Stop() bool { return t.clock.Now()-t.start >= t.hard }

// NewIteration reports whether less than half the soft limit has passed.
func (t *MoveTimer) NewIteration() bool { return t.clock.Now()-t.start < t.soft/2 }

// Elapsed is the time since the move started.
func (t *MoveTimer) Elapsed() time.Duration { return t.clock.Now() - t.start }

// Soft is the move's soft limit: its share of the time left.
func (t *MoveTimer) Soft() time.Duration { return t.soft }

// Hard is the move's hard limit, which the search does not pass (but for
// the nodes between two looks at the clock).
func (t *MoveTimer) Hard() time.Duration { return t.hard }

// SoftDeadline is the move's deadline for searches that have no iterations
// to stop starting (MCTS): its Stop comes at the soft limit, not the hard
// one, so such a search takes the move's share and leaves the rest to the
// moves after it. NewIteration is the timer's.
func (t *MoveTimer) SoftDeadline() Deadline { return softDeadline{t} }

// softDeadline is MoveTimer.SoftDeadline's Deadline.
type softDeadline struct{ t *MoveTimer }

// Stop reports that the soft limit is reached.
func (s softDeadline) Stop() bool { return s.t.Elapsed() >= s.t.soft }

// NewIteration is the timer's.
func (s softDeadline) NewIteration() bool { return s.t.NewIteration() }

// ShareDeadline is a deadline of share percent of the move's soft limit,
// for a search that goes first and leaves the rest of the move to another
// (an exact search before MCTS): its Stop comes at that share or at the
// hard limit, and it starts no iteration past half the share.
func (t *MoveTimer) ShareDeadline(share int) Deadline {
	return shareDeadline{t, t.soft * time.Duration(share) / 100}
}

// shareDeadline is MoveTimer.ShareDeadline's Deadline.
type shareDeadline struct {
	t     *MoveTimer
	limit time.Duration
}

// Stop reports that the share or the hard limit is reached.
func (s shareDeadline) Stop() bool { return s.t.Elapsed() >= s.limit || s.t.Stop() }

// NewIteration reports whether less than half the share has passed.
func (s shareDeadline) NewIteration() bool { return s.t.Elapsed() < s.limit/2 }
