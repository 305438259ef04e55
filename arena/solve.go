package arena

import (
	"context"
	"fmt"
	"slices"
	"time"

	"botcup/arena/proc"
	"botcup/game"
)

// MaxSolutionLine is the longest solution line accepted in solve mode: a
// 256x256 board has at most 32,768 moves of at most 12 bytes each.
// Decision: 4 MiB, ten times that.
const MaxSolutionLine = 4 << 20

// The faults of solve mode; each scores 0 for the board.
const (
	SolveNoSolution = "no solution" // no complete line before the time ran out
	SolveIllegal    = "illegal"     // the last complete line is malformed or illegal
	SolveOutput     = "output"      // the last line is longer than MaxSolutionLine
)

// BoardResult is the outcome of one board in solve mode.
type BoardResult struct {
	Board int `json:"board"` // index among the boards solved
	// Score is the score under the chosen scoring; Scores under every
	// scoring the judge knows (0 everywhere after a fault).
	Score  int64            `json:"score"`
	Scores map[string]int64 `json:"scores"`
	Moves  int              `json:"moves"`
	Fault  string           `json:"fault"`
	Detail string           `json:"detail,omitempty"`
	// Lines is how many complete lines arrived in time; Last is when the
	// one that counts arrived, in seconds after the board was sent.
	Lines    int     `json:"lines"`
	Last     float64 `json:"last_s"`
	Solution string  `json:"solution,omitempty"`
	// History is every complete line that arrived in time, in order: when
	// it arrived and what it scores (the score over time of a solver that
	// prints each improvement). Records written before it have none.
	History []LineScore `json:"history,omitempty"`
	// Stderr and StderrTail are the start and the end of the program's
	// stderr, as in a Fault, kept when the board faulted.
	Stderr     string `json:"stderr,omitempty"`
	StderrTail string `json:"stderr_tail,omitempty"`
}

// LineScore is one line of a solve: when it arrived, in seconds after the
// board was sent, its scores under every scoring, and why it scores 0 if
// it is not a solution (too long, malformed, illegal).
type LineScore struct {
	At     float64          `json:"t"`
	Scores map[string]int64 `json:"scores"`
	Fault  string           `json:"fault,omitempty"`
}

// Solve starts player, lets it start up off the clock (as the contest
// did), runs it on board for d, keeps the last complete line that
// arrived in time, kills the program's process group and scores the line
// under every scoring of j; scoring chooses BoardResult.Score. An error
// means the player could not be run, or ctx was done before the time was
// out (the player is killed then, and the board is no result).
func Solve(ctx context.Context, j game.PuzzleJudge, board string, player Entrant, d time.Duration, scoring string) (res BoardResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: the judge panicked (a bug in the judge): %v", j.Name(), r)
		}
	}()
	known := j.Scorings()
	if !slices.Contains(known, scoring) {
		return BoardResult{}, fmt.Errorf("%s: unknown scoring %q (known: %v)", j.Name(), scoring, known)
	}
	p, err := proc.Start(ctx, player.Argv, proc.Options{MaxLine: MaxSolutionLine})
	if err != nil {
		return BoardResult{}, fmt.Errorf("%s: %w", player.Name, err)
	}
	defer p.Kill()
	// The contest left time between a program's start and its board for a
	// VM or an interpreter to start: the clock starts with the board.
	p.Settle(DefaultStartup)
	p.Resume()
	start := time.Now()
	deadline := start.Add(d)
	res = BoardResult{Scores: make(map[string]int64, len(known))}
	for _, s := range known {
		res.Scores[s] = 0
	}
	// The board may be far larger than a pipe holds: a program that never
	// reads it must not block the arena, so it is written aside.
	go func() { _ = p.Send([]string{board}) }()
	inTime, ended, err := solveLines(ctx, p, d, deadline)
	if err != nil {
		return BoardResult{}, err
	}
	res.Lines = len(inTime)
	var last proc.Line
	if len(inTime) > 0 {
		last = inTime[len(inTime)-1]
	}
	exit := ""
	if ended {
		_, exit = p.Death(deathWait)
	}
	p.Kill()
	defer func() {
		if res.Fault != "" {
			res.Stderr, res.StderrTail = p.Stderr(), p.StderrTail()
		}
	}()
	res.History = history(j, board, start, inTime)
	switch {
	case res.Lines == 0:
		res.Fault = SolveNoSolution
		res.Detail = "no complete line in time"
		if exit != "" {
			res.Detail += " (" + exit + ")"
		}
		return res, nil
	case last.TooLong:
		res.Fault, res.Detail = SolveOutput, fmt.Sprintf("last line longer than %d bytes", MaxSolutionLine)
		return res, nil
	}
	res.Solution = last.Text
	res.Last = last.At.Sub(start).Seconds()
	scoreSolution(j, board, known, scoring, &res)
	return res, nil
}

// solveLines waits for a solve player's lines until d is out (deadline)
// or the program ends (ended: its last line stands), and returns every
// complete line in time; ctx done cuts it short (an error).
func solveLines(ctx context.Context, p *proc.Process, d time.Duration, deadline time.Time) (inTime []proc.Line, ended bool, err error) {
	timer := time.NewTimer(d)
	defer timer.Stop()
	for {
		select {
		case l, ok := <-p.Lines():
			if !ok || l.EOF {
				return inTime, true, nil
			}
			if l.At.After(deadline) {
				return inTime, false, nil
			}
			inTime = append(inTime, l)
		case <-timer.C:
			return inTime, false, nil
		case <-ctx.Done():
			return nil, false, cutShort(ctx)
		}
	}
}

// scoreSolution scores res's solution on board under every scoring known
// (res.Score under scoring): a solution the judge refuses is illegal,
// every score 0.
func scoreSolution(j game.PuzzleJudge, board string, known []string, scoring string, res *BoardResult) {
	for _, s := range known {
		score, moves, serr := j.Score(board, res.Solution, s)
		if serr != nil {
			res.Fault, res.Detail, res.Moves = SolveIllegal, serr.Error(), 0
			for _, s := range known {
				res.Scores[s] = 0
			}
			return
		}
		res.Scores[s], res.Moves = score, moves
	}
	res.Score = res.Scores[scoring]
}

// history scores each line that arrived in time under every scoring of j.
func history(j game.PuzzleJudge, board string, start time.Time, lines []proc.Line) []LineScore {
	if len(lines) == 0 {
		return nil
	}
	known := j.Scorings()
	h := make([]LineScore, len(lines))
	for i, l := range lines {
		h[i] = LineScore{At: l.At.Sub(start).Seconds(), Scores: make(map[string]int64, len(known))}
		for _, s := range known {
			h[i].Scores[s] = 0
		}
		if l.TooLong {
			h[i].Fault = SolveOutput
			continue
		}
		for _, s := range known {
			score, _, err := j.Score(board, l.Text, s)
			if err != nil {
				h[i].Fault = SolveIllegal
				for _, s := range known {
					h[i].Scores[s] = 0
				}
				break
			}
			h[i].Scores[s] = score
		}
	}
	return h
}

// SolveSummary is the outcome of solve mode over several boards.
type SolveSummary struct {
	Game    string        `json:"game"`
	Scoring string        `json:"scoring"`
	Boards  []BoardResult `json:"boards"`
	Total   int64         `json:"total"`
}

// SolveKind marks a line of a solve record file.
const SolveKind = "solve"

// SolveRecord is one solved board as a line of a solve record file: the
// board's text, the player, the time it had and the result.
type SolveRecord struct {
	Kind    string  `json:"kind"` // SolveKind
	Version int     `json:"version,omitempty"`
	Game    string  `json:"game"`
	Text    string  `json:"board_text"`
	Player  string  `json:"player"`
	Time    float64 `json:"time_s"`
	BoardResult
}

// SolveRound is solve mode over several boards as the CLI runs it.
type SolveRound struct {
	Judge   game.PuzzleJudge
	Boards  []string
	Player  Entrant
	Time    time.Duration
	Scoring string
	// Record receives every solved board; Resumed are the records the
	// file already held (those boards are not solved again).
	Record  *RecordFile
	Resumed []SolveRecord
	// After, if set, is told each result (resumed ones first).
	After func(BoardResult)
	// Remote, if set, solves the boards elsewhere (package queue), all of
	// them at once; their results are still taken in board order.
	Remote RemoteSolve
}

// RemoteSolve solves board i (its text) elsewhere, as Solve would; once
// ctx is done (the round ended or was interrupted) it returns at once.
type RemoteSolve func(ctx context.Context, i int, board string) (BoardResult, error)

// Run solves every board not yet recorded, in order, and totals the scores
// under the round's scoring. Once ctx is done the board being solved is
// dropped (its player killed) and Run returns the boards finished before
// it with ctx's error.
func (s *SolveRound) Run(ctx context.Context) (SolveSummary, error) {
	sum := SolveSummary{Game: s.Judge.Name(), Scoring: s.Scoring}
	done := make(map[int]BoardResult, len(s.Resumed))
	for _, r := range s.Resumed {
		i := r.Board
		if i < 0 || i >= len(s.Boards) || r.Game != sum.Game || r.Text != s.Boards[i] || r.Player != s.Player.Name || r.Time != s.Time.Seconds() {
			return sum, fmt.Errorf("recorded board %d (%s, player %s, %gs) is not board %d of this round", i, r.Game, r.Player, r.Time, i)
		}
		if _, dup := done[i]; dup {
			return sum, fmt.Errorf("board %d is recorded twice", i)
		}
		res := r.BoardResult
		res.Score = res.Scores[s.Scoring]
		done[i] = res
	}
	// remote ends with the round, for the boards still with Remote.
	remote, end := context.WithCancel(ctx)
	defer end()
	solve := s.solver(ctx, remote, done)
	for i, b := range s.Boards {
		r, ok := done[i]
		if !ok {
			if ctx.Err() != nil {
				return sum, interrupted(ctx, len(sum.Boards))
			}
			var err error
			r, err = solve(i, b)
			if ctx.Err() != nil {
				return sum, interrupted(ctx, len(sum.Boards))
			}
			if err != nil {
				return sum, fmt.Errorf("board %d: %w", i, err)
			}
			r.Board = i
			if s.Record != nil {
				rec := SolveRecord{Kind: SolveKind, Version: RecordVersion, Game: sum.Game, Text: b, Player: s.Player.Name, Time: s.Time.Seconds(), BoardResult: r}
				if err := s.Record.AppendSolve(rec); err != nil {
					return sum, fmt.Errorf("recording board %d: %w", i, err)
				}
			}
		}
		sum.Boards = append(sum.Boards, r)
		sum.Total += r.Score
		if s.After != nil {
			s.After(r)
		}
	}
	return sum, nil
}

// interrupted is the error of a round whose ctx is done after n boards.
func interrupted(ctx context.Context, n int) error {
	return fmt.Errorf("round interrupted after %d boards: %w", n, ctx.Err())
}

// solver solves board i: with Solve on this machine, or through Remote,
// which gets every board not done at once (under remote, which ends with
// the round).
func (s *SolveRound) solver(ctx, remote context.Context, done map[int]BoardResult) func(i int, board string) (BoardResult, error) {
	if s.Remote == nil {
		return func(_ int, board string) (BoardResult, error) {
			return Solve(ctx, s.Judge, board, s.Player, s.Time, s.Scoring)
		}
	}
	type result struct {
		r   BoardResult
		err error
	}
	results := make([]chan result, len(s.Boards))
	for i, b := range s.Boards {
		if _, ok := done[i]; ok {
			continue
		}
		results[i] = make(chan result, 1)
		go func() {
			r, err := s.Remote(remote, i, b)
			results[i] <- result{r, err}
		}()
	}
	return func(i int, _ string) (BoardResult, error) {
		select {
		case res := <-results[i]:
			return res.r, res.err
		case <-ctx.Done():
			return BoardResult{}, ctx.Err()
		}
	}
}

// SolveAll runs Solve on every board in order and totals the scores;
// after is called with each result (for progress), if set.
func SolveAll(ctx context.Context, j game.PuzzleJudge, boards []string, player Entrant, d time.Duration, scoring string, after func(BoardResult)) (SolveSummary, error) {
	r := SolveRound{Judge: j, Boards: boards, Player: player, Time: d, Scoring: scoring, After: after}
	return r.Run(ctx)
}
