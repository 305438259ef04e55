package arena

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"botcup/arena/proc"
	"botcup/game"
)

// ErrNotGenuine is wrapped by every error of Rejudge and RejudgeBoard: a
// record (or a board's result) that its judge, replaying it, would not
// have written.
var ErrNotGenuine = errors.New("not a genuine record")

// stderrJSON bounds a kept stderr after a JSON round trip: each byte that
// is not UTF-8 comes back as U+FFFD, three bytes.
const stderrJSON = 3

// Rejudge replays rec, the record of scheduled game s that a worker
// elsewhere returned, through j (or, for an opening line with judge
// options, newJudge's judge, as PlayScheduled makes it) from the game's
// seed, and reports whether the arena playing s itself could have written
// it: the game's name, index, seed, players, options, setup and opening
// those scheduled; every move a line of the player on turn that the judge
// accepts, in order, up to the game's end; a fault at most once per
// player, every move from it on the jury's fallback; an illegal move's
// line one the judge rejects; the contest scores the judge's and a
// faulted player's score 0; the stray the moves' own. Timing cannot be
// checked, but must be consistent: each player's time the sum of its
// moves' times, a timeout only past the budget, no more than the budget
// used otherwise. The command lines are left to the caller (it knows how
// they travelled). A judge that panics is an error, not a crash.
func Rejudge(j game.Judge, newJudge JudgeFor, s Scheduled, opt GameOptions, rec *Record) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: the judge panicked replaying it: %v", ErrNotGenuine, r)
		}
	}()
	fail := failer(s.Index)
	opt.Opening = s.Opening
	if len(s.Opening.Options) > 0 {
		if newJudge == nil {
			return errors.New("an opening line with judge options, but no way to make its judge")
		}
		opt.JudgeOptions = s.Opening.JudgeOptions(opt.JudgeOptions)
		if j, err = newJudge(opt.JudgeOptions); err != nil {
			return fmt.Errorf("opening %v: %w", s.Opening.Options, err)
		}
	}
	opt = opt.withDefaults(j)
	if err := checkScheduled(j, s, opt, rec, fail); err != nil {
		return err
	}
	if h, ok := j.(Hosted); ok {
		return h.RejudgeHosted(s, opt, rec)
	}
	jy := NewJury(j, s.Seed, rec.Players, opt.JudgeOptions, s.Opening)
	if setup := jy.rec.Setup; rec.Setup != setup {
		return fail("setup %q, want %q", rec.Setup, setup)
	}
	faults, err := recordedFaults(rec, fail)
	if err != nil {
		return err
	}
	used, err := replay(jy, rec, faults, opt.MaxLine, fail)
	if err != nil {
		return err
	}
	if err := checkTimes(rec, faults, used, opt.Budget.Seconds(), fail); err != nil {
		return err
	}
	want := jy.End()
	if rec.Contest != want.Contest {
		return fail("contest scores %v, the judge's are %v", rec.Contest, want.Contest)
	}
	if rec.Scores != want.Scores {
		return fail("scores %v, want %v", rec.Scores, want.Scores)
	}
	if stray := want.Stray; (stray == nil) != (rec.Stray == nil) || (stray != nil && *stray != *rec.Stray) {
		return fail("stray %v, the moves say %v", rec.Stray, stray)
	}
	return nil
}

// failer makes the errors of Rejudge for scheduled game i.
func failer(i int) func(format string, a ...any) error {
	return func(format string, a ...any) error {
		return fmt.Errorf("%w: game %d: %s", ErrNotGenuine, i, fmt.Sprintf(format, a...))
	}
}

// checkScheduled checks what rec says of the game against what s scheduled:
// the game's name, index, seed, players, judge options and opening line.
func checkScheduled(j game.Judge, s Scheduled, opt GameOptions, rec *Record, fail func(string, ...any) error) error {
	switch {
	case rec.Kind != GameKind || rec.Version != RecordVersion:
		return fail("kind %q version %d, want %q version %d", rec.Kind, rec.Version, GameKind, RecordVersion)
	case rec.Game != j.Name():
		return fail("game %q, want %q", rec.Game, j.Name())
	case rec.Index != s.Index:
		return fail("index %d, want %d", rec.Index, s.Index)
	case rec.Seed != s.Seed:
		return fail("seed %d, want %d", rec.Seed, s.Seed)
	case rec.Players != [2]string{s.Players[0].Name, s.Players[1].Name}:
		return fail("players %q, want %q and %q", rec.Players, s.Players[0].Name, s.Players[1].Name)
	case !maps.Equal(rec.Options, opt.JudgeOptions):
		return fail("judge options %v, want %v", rec.Options, opt.JudgeOptions)
	}
	var played Opening
	if rec.Opening != nil {
		played = *rec.Opening
	}
	if !played.equal(s.Opening) || (rec.Opening != nil) != (len(s.Opening.Moves) > 0 || len(s.Opening.Options) > 0) {
		return fail("opening line %q, want %q", played.MovesText(), s.Opening.MovesText())
	}
	return nil
}

// recordedFault is a player's fault in a record: the move at which it
// hands the player's moves to the jury (len(moves) for one found after the
// game's last move; -1: none), the fault, and an illegal move's line.
type recordedFault struct {
	at      int
	fault   Fault
	illegal *string
}

// recordedFaults reads rec's faults, at most one a player, each of a known
// kind, at a move of the game, with no more stderr than the arena keeps,
// an illegal move's quoting its line.
func recordedFaults(rec *Record, fail func(string, ...any) error) ([2]recordedFault, error) {
	faults := [2]recordedFault{{at: -1}, {at: -1}}
	for _, f := range rec.Faults {
		switch {
		case f.Player != 0 && f.Player != 1:
			return faults, fail("a fault of player %d", f.Player)
		case faults[f.Player].at >= 0:
			return faults, fail("player %d faulted twice", f.Player)
		case !slices.Contains(FaultKinds, f.Kind):
			return faults, fail("player %d's fault of unknown kind %q", f.Player, f.Kind)
		case f.Move < 0 || f.Move > len(rec.Moves):
			return faults, fail("player %d's fault at move %d of %d", f.Player, f.Move, len(rec.Moves))
		case len(f.Stderr) > stderrJSON*proc.StderrKeep || len(f.StderrTail) > stderrJSON*proc.StderrTailKeep:
			return faults, fail("player %d's fault keeps %d+%d bytes of stderr, more than the arena keeps", f.Player, len(f.Stderr), len(f.StderrTail))
		}
		faults[f.Player] = recordedFault{at: f.Move, fault: f}
		if f.Kind == FaultIllegal {
			// PlayGame's detail quotes the line: "%q: why".
			quoted, err := strconv.QuotedPrefix(f.Detail)
			if err != nil || f.Move == len(rec.Moves) {
				return faults, fail("player %d's illegal move at move %d quotes no line: %q", f.Player, f.Move+1, f.Detail)
			}
			line, _ := strconv.Unquote(quoted)
			faults[f.Player].illegal = &line
		}
	}
	return faults, nil
}

// replay plays rec's moves through the jury, the recorded driver: each
// player's own line handed to the jury as its answer, each fault handed to
// the jury at the player's first jury move (or at the end), each jury move
// the jury's own. It returns each player's time, the sum of its moves'
// (times are not replayed: the jury is given none).
func replay(jy *Jury, rec *Record, faults [2]recordedFault, maxLine int, fail func(string, ...any) error) (used [2]float64, err error) {
	for k, m := range rec.Moves {
		if jy.Over() {
			return used, fail("move %d (%q) after the game's end", k+1, m.Line)
		}
		p, _, err := jy.Next()
		switch {
		case err != nil:
			return used, fail("move %d: %v", k+1, err)
		case m.Player != p:
			return used, fail("move %d by player %d, player %d is on turn", k+1, m.Player, p)
		case math.IsNaN(m.Time) || m.Time < 0 || math.IsInf(m.Time, 0):
			return used, fail("move %d took %v s", k+1, m.Time)
		}
		used[p] += m.Time
		f := &faults[p]
		jury := f.at >= 0 && k >= f.at
		switch {
		case jury && !m.Jury:
			return used, fail("move %d (%q) by player %d, who faulted at move %d: the jury's move", k+1, m.Line, p, f.at+1)
		case !jury && m.Jury:
			return used, fail("move %d (%q) marked the jury's, but player %d had not faulted", k+1, m.Line, p)
		case jury:
			if err := replayJury(jy, k, p, f, m, fail); err != nil {
				return used, err
			}
			continue
		case len(m.Line) > maxLine || strings.ContainsAny(m.Line, "\n"):
			return used, fail("move %d: a line of %d bytes, the arena reads at most %d without a newline", k+1, len(m.Line), maxLine)
		}
		if illegal := jy.Play(p, m.Line, 0); illegal != nil {
			why := strings.TrimPrefix(illegal.Detail, strconv.Quote(m.Line)+": ")
			return used, fail("move %d (%q) by player %d is illegal: %s", k+1, m.Line, p, why)
		}
	}
	if !jy.Over() {
		return used, fail("the game is not over after its %d moves", len(rec.Moves))
	}
	for p := range faults {
		if f := faults[p]; f.at >= 0 {
			jy.Fault(p, &f.fault)
		}
	}
	return used, nil
}

// replayJury replays move k, m, a jury move for player p with fault f:
// at its first, the fault is handed to the jury (a line called illegal
// must be one the jury refuses); the jury's move must be m's line, and
// after the fault's own move take no time.
func replayJury(jy *Jury, k, p int, f *recordedFault, m Move, fail func(string, ...any) error) error {
	if !jy.Out(p) {
		if k == f.at && f.illegal != nil && jy.Play(p, *f.illegal, 0) == nil {
			return fail("move %d: player %d's line %q, called illegal, is legal", k+1, p, *f.illegal)
		}
		jy.Fault(p, &f.fault)
	}
	fb, err := jy.Fallback(p, 0)
	switch {
	case fb != m.Line:
		return fail("move %d: the jury plays %q, not %q", k+1, fb, m.Line)
	case k > f.at && m.Time != 0:
		return fail("move %d: a jury move after the fault took %v s", k+1, m.Time)
	case err != nil:
		return fail("move %d (%q) by player %d is illegal: %v", k+1, m.Line, p, err)
	}
	return nil
}

// checkTimes checks that the recorded times are consistent: each player's
// time the sum of its moves' (used), a timeout only past the budget, no
// more than the budget used otherwise; and that a fault's move is the
// jury's.
func checkTimes(rec *Record, faults [2]recordedFault, used [2]float64, budget float64, fail func(string, ...any) error) error {
	for p, f := range faults {
		if f.at >= 0 && f.at < len(rec.Moves) && !rec.Moves[f.at].Jury {
			return fail("player %d's fault at move %d, but that move is its own", p, f.at+1)
		}
		if d := rec.Time[p] - used[p]; math.IsNaN(d) || math.Abs(d) > 1e-6*(1+used[p]) {
			return fail("player %d's time %v s is not the sum of its moves' times, %v s", p, rec.Time[p], used[p])
		}
	}
	for _, f := range rec.Faults {
		if f.Kind == FaultTimeout && rec.Time[f.Player] < budget {
			return fail("player %d's timeout after %v s of its %v s", f.Player, rec.Time[f.Player], budget)
		}
	}
	for p := range rec.Time {
		if faults[p].at < 0 && rec.Time[p] > budget {
			return fail("player %d used %v s of its %v s without a timeout", p, rec.Time[p], budget)
		}
	}
	return nil
}

// RejudgeBoard checks r, the result of board (its index i and text) that a
// worker elsewhere returned for a round of j under scoring with time d:
// the solution rescored under every scoring the judge knows, its moves
// counted again, a fault's scores 0, an illegal solution one the judge
// refuses, the line that counts arriving in time.
func RejudgeBoard(j game.PuzzleJudge, i int, board string, d time.Duration, scoring string, r *BoardResult) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%w: the judge panicked rescoring it: %v", ErrNotGenuine, p)
		}
	}()
	fail := func(format string, a ...any) error {
		return fmt.Errorf("%w: board %d: %s", ErrNotGenuine, i, fmt.Sprintf(format, a...))
	}
	known := j.Scorings()
	switch {
	case r.Board != i:
		return fail("board %d", r.Board)
	case len(r.Scores) != len(known):
		return fail("scores under %d scorings, the judge knows %d", len(r.Scores), len(known))
	case r.Lines < 0 || len(r.History) != r.Lines:
		return fail("%d lines but %d in the history", r.Lines, len(r.History))
	case math.IsNaN(r.Last) || r.Last < 0 || r.Last > d.Seconds():
		return fail("its line came at %v s of %v s", r.Last, d.Seconds())
	case len(r.Solution) > MaxSolutionLine:
		return fail("a solution of %d bytes", len(r.Solution))
	case len(r.Stderr) > stderrJSON*proc.StderrKeep || len(r.StderrTail) > stderrJSON*proc.StderrTailKeep:
		return fail("%d+%d bytes of stderr, more than the arena keeps", len(r.Stderr), len(r.StderrTail))
	}
	for _, h := range r.History {
		if math.IsNaN(h.At) || h.At < 0 || h.At > d.Seconds() {
			return fail("a line at %v s of %v s", h.At, d.Seconds())
		}
	}
	want := make(map[string]int64, len(known))
	moves := 0
	fault := ""
	for _, s := range known {
		want[s] = 0
	}
	switch r.Fault {
	case "":
		if r.Lines == 0 {
			return fail("no fault, but no line")
		}
		for _, s := range known {
			score, n, err := j.Score(board, r.Solution, s)
			if err != nil {
				return fail("its solution is refused: %v", err)
			}
			want[s], moves = score, n
		}
	case SolveNoSolution, SolveOutput:
		fault = r.Fault
		if r.Solution != "" || (r.Fault == SolveNoSolution) != (r.Lines == 0) {
			return fail("fault %q with a solution of %d bytes and %d lines", r.Fault, len(r.Solution), r.Lines)
		}
	case SolveIllegal:
		fault = r.Fault
		if _, _, err := j.Score(board, r.Solution, scoring); err == nil {
			return fail("its solution, called illegal, scores")
		}
	default:
		return fail("unknown fault %q", r.Fault)
	}
	if !maps.Equal(r.Scores, want) || r.Score != want[scoring] || r.Moves != moves || r.Fault != fault {
		return fail("scores %v (%d, %d moves), the judge's are %v (%d, %d moves)", r.Scores, r.Score, r.Moves, want, want[scoring], moves)
	}
	return nil
}

// SplitCommandLine splits a command line written by CommandLine back into
// its words.
func SplitCommandLine(line string) ([]string, error) { return splitWords(line) }
