package invers

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
)

// TimeLimit is each program's thinking time for a whole game. Decision (the
// text names none): CodeCup's usual 30 s.
const TimeLimit = 30 * time.Second

// DefaultBudget is the bot's thinking time for a game when Options give
// none: TimeLimit less a safety margin for process start, pipes and the
// judge's own clock.
const DefaultBudget = TimeLimit - 3*time.Second

// MovesToGoCap bounds the bot's estimate of its own moves still to come
// (the game lasts at most 100 moves each, but usually ends sooner with a
// win), so early moves get their share.
const MovesToGoCap = 20

// Options configure Run.
type Options struct {
	// Budget is the total thinking time for the game; 0 means DefaultBudget.
	Budget time.Duration
	// Seed seeds the engine's random choices.
	Seed uint64
	// Engine is EngineAlphaBeta, EngineMCTS, EngineGreedy or EngineRandom;
	// "" means DefaultEngine.
	Engine string
	// Log, if set, receives one line of reasoning per move.
	Log io.Writer
	// Clock is the clock the budget reads; nil means the system clock.
	Clock search.Clock
	// TTEntries is the alpha-beta table's size; 0 means DefaultTTEntries.
	TTEntries int
	// RandomOpening is the number of the bot's first moves played at
	// random (from Seed) instead of searched: variety for matches between
	// deterministic bots, which would otherwise repeat one game. The
	// contest runs with 0.
	RandomOpening int
}

// Protocol words.
const (
	startWord = "Y"
	quitWord  = "Z"
)

// ErrProtocol is wrapped by Run's errors about what the judge sent.
var ErrProtocol = errors.New("invers: protocol")

// Run plays one game over the contest protocol: it reads "Y" (it is
// Yellow) or Yellow's first move (it is Red) from in, then answers every
// move of the opponent with its own on out, one letter and a newline,
// flushed at once, until it reads "Z" or in ends. It never prints an
// illegal move; a line from the judge that is not a legal move ends the
// game with an error.
func Run(in io.Reader, out io.Writer, opts Options) error {
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	if opts.Clock == nil {
		opts.Clock = search.NewSystemClock()
	}
	s := New()
	engine, err := NewEngine(s, opts.Engine, opts.Seed, opts.TTEntries)
	if err != nil {
		return err
	}
	reserve := min(opts.Budget/10, 500*time.Millisecond)
	budget, err := search.NewGameBudget(opts.Budget, reserve, opts.Clock)
	if err != nil {
		return err
	}
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	logf := func(format string, args ...interface{}) {
		if opts.Log != nil {
			fmt.Fprintf(opts.Log, format, args...)
		}
	}
	first := true
	opening := opts.RandomOpening
	for {
		line, err := readLine(r)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if line == quitWord {
			yellow, red := s.Scores()
			logf("invers: game over after %d plies, %d - %d, %v used\n", s.plies, yellow, red, budget.Used())
			return nil
		}
		timer := budget.Move(movesToGo(s))
		if !(first && line == startWord) {
			m, err := ParsePush(line)
			if err != nil {
				return fmt.Errorf("%w: %w", ErrProtocol, err)
			}
			if err := s.Play(m); err != nil {
				return fmt.Errorf("%w: opponent's move %v: %w", ErrProtocol, m, err)
			}
			engine.Played(m)
		}
		first = false
		if s.Over() {
			budget.Done()
			continue // the judge says Quit next
		}
		var t Thought
		if opening > 0 {
			opening--
			t = engine.Random()
		} else {
			t = engine.Choose(timer)
		}
		if _, err := w.WriteString(t.Move.String() + "\n"); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		took := budget.Done()
		s.Make(t.Move)
		engine.Played(t.Move)
		logf("invers: ply %d %s %v in %v, %v left\n", s.plies, engine.Kind(), t, took.Round(time.Millisecond),
			budget.Left().Round(time.Millisecond))
	}
}

// movesToGo is the bot's estimate of its own moves left, this one included.
func movesToGo(s *State) int {
	return min((MaxPlies-int(s.plies)+1)/2, MovesToGoCap)
}

// readLine reads one line without its line ending; a last line without a
// newline counts.
func readLine(r *bufio.Reader) (string, error) {
	line, err := r.ReadString('\n')
	if err != nil && (err != io.EOF || line == "") {
		return "", err
	}
	return strings.TrimSpace(line), nil
}
