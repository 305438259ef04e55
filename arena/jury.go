package arena

import (
	"fmt"
	"time"

	"botcup/game"
)

// Jury is the rules of how a game is played, whatever carries the lines:
// whose turn it is, the ply cap, one fault per player and the jury's
// fallback move from it on, the contest scores with a faulted player's 0,
// the opening line's stray and the record. Every way of playing is a thin
// driver that speaks to it: processes with clocks (PlayGame), caiaio's
// lines (caia.Referee), recorded moves (Rejudge) and players in process
// behind pipes (PlayInProcess). A driver asks Next whose turn it is, gets
// that player's answer its own way and hands it to Play, hands a player's
// fault (on its turn or outside it) to Fault, has the jury move with
// Fallback for a player who is out, and ends with End.
type Jury struct {
	name string
	g    game.Game
	rec  Record
	// out: the player faulted (once; it stays out); pending: its fault,
	// recorded at the jury's next move for it (or at the end).
	out     [2]bool
	pending [2]*Fault
	used    [2]time.Duration
	plies   int
	opening Opening
}

// maxPlies stops a game whose judge never ends it (a judge bug).
const maxPlies = 100000

// NewJury starts a game of j from seed between players (their names, for
// the record) under the judge options opts (only recorded) on the opening
// line o (the zero Opening: none).
func NewJury(j game.Judge, seed uint64, players [2]string, opts map[string]string, o Opening) *Jury {
	g := j.NewGame(seed)
	return &Jury{name: j.Name(), g: g, opening: o, rec: Record{
		Kind:    GameKind,
		Version: RecordVersion,
		Game:    j.Name(),
		Seed:    seed,
		Setup:   g.Setup(),
		Players: players,
		Options: opts,
	}}
}

// Over reports whether the game is over.
func (y *Jury) Over() bool { return y.g.Over() }

// Next is the player on turn and the lines it is sent, once the game is
// not over. An error is the judge's bug: a game past the ply cap, or a
// player that is neither 0 nor 1.
func (y *Jury) Next() (p int, lines []string, err error) {
	if y.plies >= maxPlies {
		return 0, nil, fmt.Errorf("%s: game not over after %d moves", y.name, maxPlies)
	}
	y.plies++
	p, lines = y.g.Next()
	if p != 0 && p != 1 {
		return p, nil, fmt.Errorf("%s: judge named player %d", y.name, p)
	}
	return p, lines, nil
}

// Out reports whether player p has faulted: the jury plays for it.
func (y *Jury) Out(p int) bool { return y.out[p] }

// Play takes line, player p's answer on its turn after took of thinking:
// a legal move is played and recorded (nil); else its illegal-move fault
// is returned, not yet handed to Fault (the driver may add to it), and
// the turn's time goes with the jury's move (Fallback).
func (y *Jury) Play(p int, line string, took time.Duration) *Fault {
	if err := y.g.Play(p, line); err != nil {
		return &Fault{Kind: FaultIllegal, Detail: fmt.Sprintf("%q: %v", line, err)}
	}
	y.used[p] += took
	y.rec.Moves = append(y.rec.Moves, Move{Player: p, Line: line, Time: took.Seconds()})
	return nil
}

// Fault puts player p out with fault f: it scores 0, and f is recorded
// at the jury's next move for it (the index of that move), or at the
// game's end. A player faults once: a second fault is ignored.
func (y *Jury) Fault(p int, f *Fault) {
	if y.out[p] {
		return
	}
	y.out[p] = true
	y.pending[p] = f
}

// Fallback plays the jury's move for player p, who is out, after took
// (the thinking time of the turn it faulted on; else 0), and returns the
// line played. An error is the judge's bug: it rejected its own fallback.
func (y *Jury) Fallback(p int, took time.Duration) (string, error) {
	y.used[p] += took
	y.record(p)
	fb := y.g.Fallback(p)
	if err := y.g.Play(p, fb); err != nil {
		return fb, fmt.Errorf("%s: judge rejected its own fallback %q: %w", y.name, fb, err)
	}
	y.rec.Moves = append(y.rec.Moves, Move{Player: p, Line: fb, Time: took.Seconds(), Jury: true})
	return fb, nil
}

// record records player p's pending fault at the current move.
func (y *Jury) record(p int) {
	if f := y.pending[p]; f != nil {
		f.Player, f.Move = p, len(y.rec.Moves)
		y.rec.Faults = append(y.rec.Faults, *f)
		y.pending[p] = nil
	}
}

// Record is the record so far, of a game cut short: its moves and the
// faults recorded, no scores.
func (y *Jury) Record() Record { return y.rec }

// Final is what player p is sent once the game is over.
func (y *Jury) Final(p int) []string { return y.g.Final(p) }

// Moves are the moves played so far.
func (y *Jury) Moves() []Move { return y.rec.Moves }

// End records the faults still pending, the stray from the opening line,
// the contest scores and the final ones (a faulted player's 0), and each
// player's thinking time (the sum of its turns'), and returns the record.
func (y *Jury) End() Record {
	for p := range y.pending {
		y.record(p)
	}
	if o := y.opening; len(o.Moves) > 0 || len(o.Options) > 0 {
		y.rec.Opening = &o
		y.rec.Stray = FindStray(o, y.rec.Moves)
	}
	y.rec.Contest = y.g.Scores()
	y.rec.Scores = y.rec.Contest
	for p := range y.rec.Scores {
		if y.out[p] {
			y.rec.Scores[p] = 0
		}
		y.rec.Time[p] = y.used[p].Seconds()
	}
	return y.rec
}
