package zuniq

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
	"botcup/search/duel"
)

// The protocol's words: Start tells White to move first; Quit ends the
// game for both.
const (
	Start = "Start"
	Quit  = "Quit"
)

// SafetyMargin is what the bot's default budget keeps back from
// TimeLimit: half of duel.SafetyMargin, since a move overruns its limit by
// one chunk of playouts at most (under a millisecond) and the games here
// used at most 23.9 s of 27 with the whole margin (zuniq-ai up to 29.5 s).
const SafetyMargin = duel.SafetyMargin / 2

// DefaultBudget is the bot's thinking time for a game when Options give
// none: TimeLimit less SafetyMargin.
const DefaultBudget = TimeLimit - SafetyMargin

// The bot's estimate of its own moves still to come, which spreads its
// time over the moves that think: the games end near ply 40 and from
// about ply 30 on the root is proven and the moves played at once, so it
// counts to gameLength plies (a Param), MovesToGoCap at most,
// MovesToGoFloor at least; the moves to go shrink faster than the moves
// that think, so the middle game gets more than the opening.
const (
	MovesToGoCap   = 18
	MovesToGoFloor = 2
)

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("zuniq: protocol")

// Options configure Run: duel.BotOptions.
type Options = duel.BotOptions

// Run plays one game over the contest protocol: Start tells it that it
// moves first, else the first line is the opponent's move (with or
// without a call's '!'); it answers every move of the opponent with its own
// on out, flushed at once, until Quit or the end of in. It adds '!' to the
// first move it plays once its engine has proven that it wins (the
// victory call, worth more the earlier it comes). It never prints an
// illegal move.
//
// It is duel.Run with the call: duel.Run prints the engine's move as it
// is, with no room for a mark the engine's search does not know.
func Run(in io.Reader, out io.Writer, opts Options) error {
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	if opts.Engine == "" {
		opts.Engine = DefaultEngine
	}
	if opts.Clock == nil {
		opts.Clock = search.NewSystemClock()
	}
	s := New()
	engine, err := newThinker(s, engineOptions(opts.Engine, opts.Seed, opts.TTEntries, opts.MaxDepth, opts.Playouts))
	if err != nil {
		return err
	}
	reserve := min(opts.Budget/10, 500*time.Millisecond)
	budget, err := search.NewGameBudget(opts.Budget, reserve, opts.Clock)
	if err != nil {
		return err
	}
	book := make([]Move, len(opts.Line))
	for i, tok := range opts.Line {
		if book[i], err = ParseMove(tok); err != nil {
			return fmt.Errorf("opening line, move %d: %w", i+1, err)
		}
		book[i] = Move(book[i].Segment())
	}
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	first, called := true, false
	opening := opts.RandomOpening
	followed := 0 // the first plies played as the line says
	var buf [Segments]Move
	for {
		line, err := r.ReadString('\n')
		if err != nil && (err != io.EOF || line == "") {
			if err == io.EOF {
				return nil
			}
			return err
		}
		line = strings.TrimSpace(line)
		if line == Quit {
			a, b := s.Scores()
			logf(opts.Log, "zuniq: game over after %d plies, %d - %d, %v used\n", s.Ply(), a, b, budget.Used())
			return nil
		}
		timer := budget.Move(movesToGo(s))
		if !(first && line == Start) {
			m, err := ParseMove(line)
			if err != nil {
				return fmt.Errorf("%w: %w", ErrProtocol, err)
			}
			m = Move(m.Segment()) // the opponent's call changes nothing of ours
			if err := s.Play(m); err != nil {
				return fmt.Errorf("%w: opponent's move %v: %w", ErrProtocol, m, err)
			}
			engine.played(m)
			followed = onLine(book, followed, s.Ply()-1, m)
		}
		first = false
		if s.Over() {
			budget.Done()
			continue // the judge says Quit next
		}
		var t duel.Thought[Move]
		won := false
		if m, ok := lineMove(s, book, followed, buf[:0]); ok {
			t = duel.Thought[Move]{Move: m}
		} else if opening > 0 {
			opening--
			t = engine.main.Random()
		} else {
			t, won = engine.choose(s, timer)
		}
		text := t.Move.String()
		call := !called && won
		if call {
			text += "!"
			called = true
		}
		took := budget.Done() // before the write: the judge freezes the bot once the line arrives
		if _, err := w.WriteString(text + "\n"); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		s.Make(t.Move)
		engine.played(t.Move)
		followed = onLine(book, followed, s.Ply()-1, t.Move)
		logf(opts.Log, "zuniq: ply %d %s %v call %v in %v, %v left\n", s.Ply(), engine.main.Kind(), t, call,
			took.Round(time.Millisecond), budget.Left().Round(time.Millisecond))
	}
}

// movesToGo is the bot's estimate of its own moves left, this one
// included: half the plies to gameLength, within MovesToGoFloor and
// MovesToGoCap, and never more than half the open segments.
func movesToGo(s *State) int {
	n := max(min((gameLength-s.Ply()+1)/2, MovesToGoCap), MovesToGoFloor)
	return max(min(n, (s.PliesLeft()+1)/2), 1)
}

// logf writes one line of reasoning to log, if there is one.
func logf(log io.Writer, format string, args ...any) {
	if log != nil {
		fmt.Fprintf(log, format, args...)
	}
}

// onLine is the number of plies that followed the line after m was
// played as ply number ply (from 0), when followed plies did before.
func onLine(line []Move, followed, ply int, m Move) int {
	if followed == ply && ply < len(line) && line[ply] == m {
		return followed + 1
	}
	return followed
}

// lineMove is the line's move now, if the game has followed the line so
// far, the line goes on, and the move is legal.
func lineMove(s *State, line []Move, followed int, buf []Move) (Move, bool) {
	ply := s.Ply()
	if followed != ply || ply >= len(line) {
		return 0, false
	}
	for _, m := range s.Moves(buf) {
		if m == line[ply] {
			return m, true
		}
	}
	return 0, false
}
