package duel

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"time"

	"golang.org/x/exp/constraints"

	"botcup/search"
)

// SafetyMargin is what a duel bot's default budget keeps back from the
// contest's time limit for process start, pipes and the judge's own clock.
const SafetyMargin = 3 * time.Second

// Move is the move of a game a duel bot plays over a protocol: a small
// unsigned integer whose String is its protocol text.
type Move interface {
	constraints.Unsigned
	String() string
}

// Position is what Run needs of a game's position: a Game that
// also checks a move from outside (Play), knows that the game is over and
// its contest scores, and how many plies it can still last (Horizon).
type Position[S any, M comparable] interface {
	Game[S, M]
	Horizon
	// Play plays m if it is legal now, else returns why not and changes
	// nothing.
	Play(m M) error
	// Over reports that the game has ended.
	Over() bool
	// Scores are the contest scores of the side that moves first and the
	// other.
	Scores() (first, second int)
}

// Protocol is what differs between the protocols of games played one
// token a move, with a start token to the side that moves first and a quit
// token at the end: the words, the move parser and the game's
// time-sharing constants.
type Protocol[M comparable] struct {
	// Name prefixes the log lines (the game's name).
	Name string
	// Start is the token the side that moves first is sent first; Quit the
	// token that ends the game.
	Start, Quit string
	// Parse reads one move token.
	Parse func(line string) (M, error)
	// Err is wrapped by every error about what the judge sent.
	Err error
	// DefaultBudget is the game's thinking time when the options give none;
	// DefaultEngine the engine kind.
	DefaultBudget time.Duration
	DefaultEngine string
	// MovesToGoCap bounds the bot's estimate of its own moves still to come
	// (half the plies left), so early moves get their share; it must be
	// positive.
	MovesToGoCap int
	// EndPlies is the plies at the game's end that a bot plays at once
	// (its end settled or solved in no time): the moves to go count only
	// the bot's moves before them, so their share of the time goes to the
	// moves that think. 0 counts every ply.
	EndPlies int
	// AlphaBetaTimeShare divides the moves to go alpha-beta's time manager
	// is told, so that alpha-beta, which starts no iteration past half its
	// share, spends its budget as MCTS does; 0 or 1 divides by nothing.
	AlphaBetaTimeShare int
	// MCTS is how the bot's MCTS searches (Options.MCTS).
	MCTS MCTSSetup
}

// BotOptions configure Run.
type BotOptions struct {
	// Budget is the total thinking time for the game; 0 means the
	// protocol's DefaultBudget.
	Budget time.Duration
	// Seed seeds the engine's random choices.
	Seed uint64
	// Engine is AlphaBeta, MCTS, Greedy or Random; "" means
	// the protocol's DefaultEngine.
	Engine string
	// Log, if set, receives one line of reasoning per move.
	Log io.Writer
	// Clock is the clock the budget reads; nil means the system clock.
	Clock search.Clock
	// TTEntries is the alpha-beta table's size; 0 means
	// DefaultTTEntries.
	TTEntries int
	// MaxDepth searches every alpha-beta move to this depth only
	// (repeatable play); 0 means as deep as time allows.
	MaxDepth int
	// Playouts makes MCTS run exactly this many playouts every move
	// (repeatable play); 0 means as many as time allows.
	Playouts int
	// RandomOpening is the number of the bot's first moves played at
	// random (from Seed) instead of searched: variety for matches between
	// deterministic bots, which would otherwise repeat one game. The
	// contest runs with 0.
	RandomOpening int
	// Line is an opening line from the start, one move token a ply in the
	// order played: while the game has followed it, the bot plays its own
	// side's moves of it instead of searching (a move not legal then is
	// searched instead). RandomOpening's moves come after it.
	Line []string
}

// Run plays one game on s (the start position) over a one-token-a-move
// protocol: it reads the Start token (it moves first) or the first side's
// move (it moves second) from in, then answers every move of the opponent
// with its own on out, its String and a newline, flushed at once, until it
// reads the Quit token or in ends. It never prints an illegal move; a line
// from the judge that is not a legal move ends the game with an error that
// wraps p.Err.
func Run[S any, M Move, P Position[S, M]](in io.Reader, out io.Writer, s P, p *Protocol[M], opts BotOptions) error {
	if opts.Budget <= 0 {
		opts.Budget = p.DefaultBudget
	}
	if opts.Engine == "" {
		opts.Engine = p.DefaultEngine
	}
	if opts.Clock == nil {
		opts.Clock = search.NewSystemClock()
	}
	engine, err := New[S, M](s, Options{Kind: opts.Engine, Seed: opts.Seed, TTEntries: opts.TTEntries,
		MaxDepth: opts.MaxDepth, Playouts: opts.Playouts, MCTS: p.MCTS})
	if err != nil {
		return err
	}
	reserve := min(opts.Budget/10, 500*time.Millisecond)
	budget, err := search.NewGameBudget(opts.Budget, reserve, opts.Clock)
	if err != nil {
		return err
	}
	book, err := parseLine(opts.Line, p)
	if err != nil {
		return err
	}
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	first := true
	opening := opts.RandomOpening
	plies := 0
	followed := 0 // the first plies played as the line says
	for {
		line, err := readLine(r)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if line == p.Quit {
			a, b := s.Scores()
			p.logf(opts.Log, "%s: game over after %d plies, %d - %d, %v used\n", p.Name, plies, a, b, budget.Used())
			return nil
		}
		timer := budget.Move(p.movesToGo(s.PliesLeft(), engine.Kind()))
		if !(first && line == p.Start) {
			m, err := p.Parse(line)
			if err != nil {
				return fmt.Errorf("%w: %w", p.Err, err)
			}
			if err := s.Play(m); err != nil {
				return fmt.Errorf("%w: opponent's move %v: %w", p.Err, m, err)
			}
			engine.Played(m)
			followed = onLine(book, followed, plies, m)
			plies++
		}
		first = false
		if s.Over() {
			budget.Done()
			continue // the judge says Quit next
		}
		var t Thought[M]
		if m, ok := lineMove(s, book, followed, plies); ok {
			t = Thought[M]{Move: m}
		} else if opening > 0 {
			opening--
			t = engine.Random()
		} else {
			t = engine.Choose(timer)
		}
		// The move's time ends before its line is written: the judge
		// freezes the bot the moment the line arrives, maybe before the
		// write returns, and a clock read after it would count the
		// opponent's turn as the bot's own.
		took := budget.Done()
		if _, err := w.WriteString(t.Move.String() + "\n"); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		s.Make(t.Move)
		engine.Played(t.Move)
		followed = onLine(book, followed, plies, t.Move)
		plies++
		p.logf(opts.Log, "%s: ply %d %s %v in %v, %v left\n", p.Name, plies, engine.Kind(), t,
			took.Round(time.Millisecond), budget.Left().Round(time.Millisecond))
	}
}

// movesToGo is the bot's estimate of its own moves left, this one included,
// as the time manager is told it: half the plies left before the last
// EndPlies (at least 1), at most MovesToGoCap, divided by
// AlphaBetaTimeShare for alpha-beta.
func (p *Protocol[M]) movesToGo(pliesLeft int, engine string) int {
	n := max(min((pliesLeft-p.EndPlies+1)/2, p.MovesToGoCap), 1)
	if engine == AlphaBeta && p.AlphaBetaTimeShare > 1 {
		n = (n + p.AlphaBetaTimeShare - 1) / p.AlphaBetaTimeShare
	}
	return n
}

// logf writes one line of reasoning to log, if there is one.
func (p *Protocol[M]) logf(log io.Writer, format string, args ...interface{}) {
	if log != nil {
		fmt.Fprintf(log, format, args...)
	}
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

// parseLine reads an opening line's move tokens with the protocol's parser.
func parseLine[M comparable](tokens []string, p *Protocol[M]) ([]M, error) {
	line := make([]M, len(tokens))
	for i, tok := range tokens {
		m, err := p.Parse(tok)
		if err != nil {
			return nil, fmt.Errorf("opening line, move %d: %w", i+1, err)
		}
		line[i] = m
	}
	return line, nil
}

// onLine is the number of plies that followed the line after m was played
// as ply number ply, when followed plies did before.
func onLine[M comparable](line []M, followed, ply int, m M) int {
	if followed == ply && ply < len(line) && line[ply] == m {
		return followed + 1
	}
	return followed
}

// lineMove is the line's move for ply number ply, if the game has followed
// the line so far, the line goes on, and the move is legal in s.
func lineMove[S any, M Move, P Position[S, M]](s P, line []M, followed, ply int) (M, bool) {
	var none M
	if followed != ply || ply >= len(line) {
		return none, false
	}
	var buf [256]M
	for _, m := range s.Moves(buf[:0]) {
		if m == line[ply] {
			return m, true
		}
	}
	return none, false
}
