package more

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
)

// TimeLimit is the contest's thinking time for a whole game.
const TimeLimit = 30 * time.Second

// DefaultBudget is the bot's default thinking time for a game: the
// contest's limit less a safety margin for process start, reading and
// writing, and a loaded machine.
const DefaultBudget = 27 * time.Second

// Reserve is the part of the budget never handed out to a move: it pays
// for input and output and the nodes searched between two looks at the
// clock (building the Race tables is a move of its own). A short budget
// keeps ReserveShare of itself instead, when that is less: a fixed half
// second would leave a sixth of a 3 s budget unused.
const (
	Reserve      = 500 * time.Millisecond
	ReserveShare = 20
)

// reserveOf is the reserve of a game with budget total.
func reserveOf(total time.Duration) time.Duration {
	return min(Reserve, total/ReserveShare)
}

// LogLimit bounds what one game writes to Options.Log, in bytes (the contest
// kept about 10,000 characters of stderr).
const LogLimit = 9000

// The words of the protocol besides moves.
const (
	StartLine = "Start"
	QuitLine  = "Quit"
)

// Options configure a bot.
type Options struct {
	// Budget is the total thinking time for the game; 0 means DefaultBudget.
	Budget time.Duration
	// Engine chooses and limits the search (its Seed is set from Seed).
	Engine EngineOptions
	// Seed seeds whatever is random in the search.
	Seed uint64
	// Log receives the bot's reasoning, one line per move (nil: none).
	Log io.Writer
	// Clock is the clock the budget reads (nil: the system clock).
	Clock search.Clock
	// Line is an opening line from the start, a move a ply in the order
	// played (the arena's {opening}): while the game has followed it, the
	// bot plays its own side's moves of it instead of searching (a move
	// not legal then is searched instead). The wall line is not part of
	// it: the judge sends the walls, and a suite carries them as the judge
	// option board=WALLS.
	Line []Move
}

// ErrProtocol is wrapped by every error about the judge's lines.
var ErrProtocol = errors.New("protocol")

// Run plays one game of More on the contest's protocol: the wall line,
// then "Start" (White) or White's first move (Black), then one answer per
// line received (a move, or "Nil" when the opponent did not move) until
// "Quit". Every move it prints is legal and flushed at once, and the
// thinking time stays within the budget.
func Run(in io.Reader, out io.Writer, opts Options) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	clock := opts.Clock
	if clock == nil {
		clock = search.NewSystemClock()
	}
	total := opts.Budget
	if total <= 0 {
		total = DefaultBudget
	}
	budget, err := search.NewGameBudget(total, reserveOf(total), clock)
	if err != nil {
		return err
	}
	log := &gameLog{w: opts.Log}

	line, err := ReadLine(r)
	if err != nil {
		return fmt.Errorf("%w: reading the board: %w", ErrProtocol, err)
	}
	budget.Move(40) // building the engine counts as thinking time
	board, err := ParseBoard(line)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrProtocol, err)
	}
	eopts := opts.Engine
	eopts.Seed = opts.Seed
	e, err := NewEngine(board, eopts)
	if err != nil {
		return err
	}
	budget.Done()
	var stab moveStability
	if e.ab != nil {
		e.ab.Report = stab.report
	}
	plies, followed := 0, 0 // plies played; the first of them as the line says
	for first := true; ; first = false {
		line, err := ReadLine(r)
		if err != nil {
			if errors.Is(err, io.EOF) && e.Position().Over() {
				return nil
			}
			return fmt.Errorf("%w: %w", ErrProtocol, err)
		}
		if line == QuitLine {
			return nil
		}
		timer := budget.Move(movesToGo(e.SearchPosition()))
		if !(first && line == StartLine) {
			m, err := ParseMove(line)
			if err != nil {
				return fmt.Errorf("%w: %w", ErrProtocol, err)
			}
			if err := e.Play(m); err != nil {
				return fmt.Errorf("%w: the opponent's %w", ErrProtocol, err)
			}
			followed = onLine(opts.Line, followed, plies, m)
			plies++
		}
		stab = moveStability{}
		var d search.Deadline = iterationDeadline{timer, &stab}
		if e.kind == MCTS {
			d = timer.SoftDeadline()
		}
		th, err := Thought{}, error(nil)
		if followed == plies && plies < len(opts.Line) && e.game.Check(opts.Line[plies]) == nil {
			th.Move = opts.Line[plies]
		} else if th, err = e.Think(d); err != nil {
			return err
		}
		if err := e.Play(th.Move); err != nil {
			return fmt.Errorf("the engine's %w", err) // unreachable: Think plays legal moves
		}
		followed = onLine(opts.Line, followed, plies, th.Move)
		plies++
		// The move's time ends before its line is written: the judge
		// freezes the bot the moment the line arrives, maybe before the
		// write returns (see duel.Run).
		used := budget.Done()
		if _, err := fmt.Fprintln(w, th.Move); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		log.move(e.Position(), th, used, budget.Left())
	}
}

// TimeShare scales movesToGo, in percent: a move's soft limit is the time
// left over TimeShare% of the moves estimated to come. A search stops
// starting iterations past half its soft limit, so it ends between half
// and all of it; at 100 a game used about half its budget. -param
// time-share sets it (see Params).
var TimeShare = 100

// IterationStart is how far into its soft limit, in percent, a move may
// still start an alpha-beta iteration (the timer's own rule is 50): an
// iteration takes longer than all before it, so a later start runs further
// past the soft limit, towards the hard one. -param iter-start sets it (see
// Params).
var IterationStart = 50

// UnstableStart is how far into its soft limit, in percent, a move whose
// best move changed in one of its last two iterations may still start an
// iteration (IterationStart holds for the others): above IterationStart,
// time goes to the moves the search is still unsure of. At 50, the
// default, unstable moves are treated as the others (see docs/tuning.md).
// -param unstable-start sets it (see Params).
var UnstableStart = 50

// iterationDeadline is a move's timer whose iterations may start until
// IterationStart percent of its soft limit, or UnstableStart percent while
// its best move is unstable.
type iterationDeadline struct {
	t    *search.MoveTimer
	stab *moveStability
}

// Stop is the timer's: its hard limit.
func (d iterationDeadline) Stop() bool { return d.t.Stop() }

// NewIteration reports whether less than IterationStart percent of the
// soft limit has passed (UnstableStart percent while the best move is
// unstable).
func (d iterationDeadline) NewIteration() bool {
	share := IterationStart
	if d.stab.unstable() {
		share = UnstableStart
	}
	return d.t.Elapsed() < d.t.Soft()*time.Duration(share)/100
}

// moveStability follows the iterations of one move's search: their best
// moves, to tell whether the choice is still changing.
type moveStability struct {
	last    Move
	iters   int
	changed [2]bool // the best move changed in the last iteration, and in the one before
}

// report takes a completed iteration's result (AlphaBeta's Report).
func (s *moveStability) report(r search.AlphaBetaResult[Move]) {
	s.changed[1] = s.changed[0]
	s.changed[0] = s.iters > 0 && r.Move != s.last
	s.last = r.Move
	s.iters++
}

// unstable reports that the best move changed in one of the last two
// iterations.
func (s *moveStability) unstable() bool { return s.changed[0] || s.changed[1] }

// movesToGo is the number of moves the time left is shared over, this one
// included: TimeShare% of the bot's own moves still to come, estimated as
// its least cost home (a point per move plus the penalties) and a few more
// for what the opponent's stones will cost.
func movesToGo(g *SearchPosition) int {
	return max(1, (g.race.Cost(g.side, g.stones[g.side])+4)*TimeShare/100)
}

// ReadLine reads one protocol line without its end (\n or \r\n) or
// surrounding blanks; a last line without its end counts.
func ReadLine(r *bufio.Reader) (string, error) {
	s, err := r.ReadString('\n')
	if err != nil && (s == "" || !errors.Is(err, io.EOF)) {
		return "", err
	}
	return strings.TrimSpace(s), nil
}

// gameLog writes the reasoning of one game, at most LogLimit bytes.
type gameLog struct {
	w       io.Writer
	written int
}

// move logs one move: the move, its value, depth, nodes, time and line.
func (l *gameLog) move(p *Position, th Thought, used, left time.Duration) {
	if l.w == nil || l.written >= LogLimit {
		return
	}
	mover := p.ToMove().Other()
	var s string
	switch {
	case th.Forced:
		s = fmt.Sprintf("%d %v %v forced, left %.2fs\n", p.MovesMade(mover), mover, th.Move, left.Seconds())
	case th.Race:
		s = fmt.Sprintf("%d %v %v race value %d, left %.2fs\n", p.MovesMade(mover), mover, th.Move, th.Value, left.Seconds())
	default:
		pv := th.PV
		if len(pv) > 8 {
			pv = pv[:8]
		}
		s = fmt.Sprintf("%d %v %v value %d depth %d nodes %d in %.3fs, left %.2fs, pv %s\n",
			p.MovesMade(mover), mover, th.Move, th.Value, th.Depth, th.Nodes, used.Seconds(), left.Seconds(), PVString(pv))
	}
	n, _ := io.WriteString(l.w, s)
	l.written += n
}

// onLine is the number of plies that followed line after m was played as
// ply number ply, when followed plies did before.
func onLine(line []Move, followed, ply int, m Move) int {
	if followed == ply && ply < len(line) && line[ply] == m {
		return followed + 1
	}
	return followed
}
