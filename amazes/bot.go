package amazes

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/search"
)

// Options tune the bot.
type Options struct {
	// Budget is the thinking time for the whole game; 0 means
	// DefaultBudget.
	Budget time.Duration
	// Seed seeds the bot's random choices (it has none yet).
	Seed uint64
	// Log, if set, receives the bot's reasoning, within LogLimit bytes.
	Log io.Writer
	// Finish lets the bot finish its map, then hunt (Planner.Finish).
	Finish bool
}

// DefaultBudget is the contest's 5 s less a safety margin for reading,
// writing and the process's start.
const DefaultBudget = 4 * time.Second

// budgetReserve is the part of the budget never handed to a move.
const budgetReserve = 200 * time.Millisecond

// LogLimit bounds what the bot writes to Options.Log in one game (the
// contest kept about 10,000 characters of stderr).
const LogLimit = 9000

// Run plays one game of Amazes on in and out: it reads each turn's view,
// plans, prints its move and flushes, until Quit, the end of input or its
// 150th move. It never prints a move through a side it does not know to be
// open; if its map ever contradicts a view it plays T from then on.
func Run(in io.Reader, out io.Writer, opts Options) error {
	if opts.Budget <= 0 {
		opts.Budget = DefaultBudget
	}
	budget, err := search.NewGameBudget(opts.Budget, min(budgetReserve, opts.Budget/10), search.NewSystemClock())
	if err != nil {
		return err
	}
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	log := &limitedLog{w: opts.Log, left: LogLimit}
	pl := &Planner{Finish: opts.Finish}
	pl.Reset()
	lost := false
	var before Pose
	for pl.Moves < MovesPerPlayer {
		v, _, quit, err := ReadTurn(r)
		if quit || errors.Is(err, io.EOF) {
			log.printf("end after %d moves: about %.0f points, %d cells discovered\n", pl.Moves, pl.Points, pl.Map.Count())
			return nil
		}
		if err != nil {
			return err
		}
		pl.Deadline = budget.Move(MovesPerPlayer - pl.Moves)
		if !lost {
			if err := pl.Observe(&v); err != nil {
				lost = true
				log.printf("move %d: %v; playing T from now on\n", pl.Moves+1, err)
			}
		}
		var move []byte
		if lost {
			move = append(pl.move[:0], StepTurn)
			pl.Moves++
		} else {
			before = pl.Pose
			move = pl.Choose()
			if err := pl.Play(string(move)); err != nil {
				lost = true
				log.printf("move %d: %v\n", pl.Moves+1, err)
			}
		}
		logTurn(log, pl, before, v.Dist2)
		// The turn's time ends before its line is written: the judge
		// freezes the bot the moment the line arrives, maybe before the
		// write returns (see duel.Run).
		budget.Done()
		if _, err := w.Write(append(move, '\n')); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
	log.printf("end after %d moves: about %.0f points, %d cells discovered\n", pl.Moves, pl.Points, pl.Map.Count())
	return nil
}

// limitedLog writes to w until left bytes are spent.
type limitedLog struct {
	w    io.Writer
	left int
}

func (l *limitedLog) printf(format string, args ...interface{}) {
	if l.w == nil || l.left <= 0 {
		return
	}
	s := fmt.Sprintf(format, args...)
	if len(s) > l.left {
		s = s[:l.left]
	}
	l.left -= len(s)
	_, _ = io.WriteString(l.w, s)
}

// logTurn writes what the bot believes about the opponent this turn, in a
// short line (LogLimit holds 150 of them): its move number, the squared
// distance told, the opponent's likeliest cell as rows and columns from
// where the bot stood (in the bot's frame, where it started facing North)
// with its chance, how many cells it may stand on, the chance that it
// hunts, the chance that its next move ends where the bot's does, and
// "fin" when the bot is finishing its map; every tenth move, the cells
// discovered and the points.
func logTurn(log *limitedLog, pl *Planner, from Pose, d2 int) {
	o := pl.Opponent()
	at := "?"
	if o.Cell >= 0 {
		at = fmt.Sprintf("%+d,%+d", o.Cell/Frame-from.Row, o.Cell%Frame-from.Col)
	}
	mode := ""
	if pl.Finishing {
		mode = " fin"
	}
	log.printf("%d d2 %d opp %s p%.2f n%d hunt %.2f risk %.3f%s\n", pl.Moves, d2, at, o.Odds, o.Suspects, o.Hunting, o.Risk, mode)
	if pl.Moves%10 == 0 {
		log.printf("  discovered %d, points %.0f\n", pl.Map.Count(), pl.Points)
	}
}

// The special first lines of a turn.
const (
	StartLine = "Start" // Red's very first line
	QuitLine  = "Quit"  // the game is over: exit
)

// ReadTurn reads what a player is sent for one turn: "Quit" (quit is true),
// or the five view lines, after "Start" on Red's first turn (start is
// true). Lines may end in "\r\n". The end of input is io.EOF.
func ReadTurn(r *bufio.Reader) (v View, start, quit bool, err error) {
	var lines [5]string
	for n := 0; n < 5; n++ {
		line, err := readLine(r)
		if err != nil {
			if err == io.EOF && n > 0 {
				err = fmt.Errorf("%w: input ended inside a view", io.ErrUnexpectedEOF)
			}
			return v, start, false, err
		}
		if n == 0 && line == QuitLine {
			return v, false, true, nil
		}
		if n == 0 && line == StartLine && !start {
			start = true
			n--
			continue
		}
		lines[n] = line
	}
	v, err = ParseView(lines[:])
	return v, start, false, err
}

// readLine reads one line without its line end; a last line without one
// counts.
func readLine(r *bufio.Reader) (string, error) {
	line, err := r.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	if err != nil {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}
