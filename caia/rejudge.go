package caia

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"botcup/arena"
)

// RejudgeHosted checks a worker's record of a hosted game (see
// arena.Rejudge, which checked its name, index, seed, players, options
// and opening). A CAIA referee may draw its own randomness (the contest's
// referees do), so the game cannot be played again to compare: what is
// checked is that PlayHosted could have written it. Every move a line of
// player 0 or 1 with a finite time, no jury move, no setup; each player's
// time the sum of its moves' (to a millisecond a move), within the clock
// unless it timed out; at most one fault per player, of a kind the host
// records, at a move of the game, its detail starting with caiaio's token
// for it, and no line of that player after it; the contest scores the
// scores.
func (j *Judge) RejudgeHosted(s arena.Scheduled, opt arena.GameOptions, rec *arena.Record) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("%w: game %d: %s", arena.ErrNotGenuine, s.Index, fmt.Sprintf(format, a...))
	}
	if rec.Setup != "" {
		return fail("setup %q: a CAIA referee's game has none", rec.Setup)
	}
	out := [2]int{-1, -1} // the move at which each player's fault came
	for _, f := range rec.Faults {
		switch {
		case f.Player != 0 && f.Player != 1:
			return fail("a fault of player %d", f.Player)
		case out[f.Player] >= 0:
			return fail("player %d faulted twice", f.Player)
		case f.Move < 0 || f.Move > len(rec.Moves):
			return fail("player %d's fault at move %d of %d", f.Player, f.Move, len(rec.Moves))
		case !slices.Contains([]string{arena.FaultCrash, arena.FaultClosed, arena.FaultTimeout, arena.FaultOutput}, f.Kind):
			return fail("player %d's fault of kind %q, which a CAIA referee's host does not record", f.Player, f.Kind)
		}
		token, _, _ := strings.Cut(f.Detail, " ")
		if !tokenFits(f.Kind, token) {
			return fail("player %d's %s fault says %q, not caiaio's token for it", f.Player, f.Kind, f.Detail)
		}
		out[f.Player] = f.Move
	}
	var used [2]float64
	for k, m := range rec.Moves {
		switch {
		case m.Player != 0 && m.Player != 1:
			return fail("move %d by player %d", k+1, m.Player)
		case m.Jury:
			return fail("move %d by the jury: a CAIA referee's host records none", k+1)
		case math.IsNaN(m.Time) || m.Time < 0 || math.IsInf(m.Time, 0):
			return fail("move %d took %v s", k+1, m.Time)
		case out[m.Player] >= 0 && k >= out[m.Player]:
			return fail("move %d by player %d after its fault", k+1, m.Player)
		}
		used[m.Player] += m.Time
	}
	for i := range used {
		timedOut := slices.ContainsFunc(rec.Faults, func(f arena.Fault) bool { return f.Player == i && f.Kind == arena.FaultTimeout })
		switch t := rec.Time[i]; {
		case math.IsNaN(t) || t < used[i]-1e-9:
			return fail("player %d's time %v s is less than its moves' %v s", i, t, used[i])
		case t > used[i]+0.001*float64(len(rec.Moves)+1) && !timedOut && out[i] < 0:
			return fail("player %d's time %v s is more than its moves' %v s", i, t, used[i])
		case !timedOut && t > opt.Budget.Seconds():
			return fail("player %d used %v s of a %v clock without a timeout", i, t, opt.Budget)
		}
	}
	if rec.Contest != rec.Scores {
		return fail("contest scores %v, scores %v: a CAIA referee's report is both", rec.Contest, rec.Scores)
	}
	return nil
}

// tokenFits reports whether token is the one the host answers for a fault
// of kind: a timeout's, a closed output's stopped, a crash's crashed or
// stopped (a non-zero status), a too long line's crashed (it is killed).
func tokenFits(kind, token string) bool {
	crashed := token != TokenTimeout && token != TokenStopped && token != TokenEmptyLine && IsToken(token)
	switch kind {
	case arena.FaultTimeout:
		return token == TokenTimeout
	case arena.FaultClosed:
		return token == TokenStopped
	case arena.FaultCrash:
		return token == TokenStopped || crashed
	case arena.FaultOutput:
		return crashed
	}
	return false
}
