package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"botcup/arena"
	"botcup/queue"
	"botcup/watch"
)

// solve runs `botcup solve GAME [flags] P`.
func (c *cli) solve(args []string) error {
	fs := newFlags("solve")
	d := fs.Duration("time", 0, "time per board (default: the judge's)")
	scoring := fs.String("scoring", "", "scoring of the total (default: the contest's)")
	boardsFile := fs.String("boards", "", "file of boards, one per line (default: the judge's boards)")
	maxBoards := fs.Int("max", 0, "solve only the first N boards (0: all)")
	var asJSON jsonFlag
	asJSON.register(fs)
	out := fs.String("o", "", "JSON-lines record file; an existing one is resumed")
	report := fs.String("report", "", "write a summary page (table, scores, each board's score over time) to this HTML file; with -http, the live page as it ends, frozen")
	var hf httpFlags
	hf.register(fs)
	opts := optsFlag{}
	fs.Var(opts, "opt", "judge option `NAME=VALUE` (repeatable; botcup help solve lists each game's)")
	fs.Bool("q", false, "no progress, as in match (solve shows none anyway: the table's row of each board as it ends)")
	var qf queueFlags
	qf.register(fs)
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usagef("usage: botcup solve GAME [flags] P (a game and one player, not %d arguments; botcup help solve)", len(pos))
	}
	if *d < 0 || *maxBoards < 0 {
		return usagef("-time and -max must not be negative")
	}
	if err := qf.check(); err != nil {
		return err
	}
	g, err := c.game(pos[0])
	if err != nil {
		return err
	}
	if g.NewPuzzle == nil {
		return usagef("%s is a two-player game: use botcup match", g.Name)
	}
	j, err := g.NewPuzzle(opts)
	if err != nil {
		return usagef("%s: %v", g.Name, err)
	}
	if *scoring == "" {
		*scoring = j.Scorings()[0]
	}
	if *d == 0 {
		*d = j.Budget()
	}
	if !slices.Contains(j.Scorings(), *scoring) {
		return usagef("%s has no scoring %q (known: %s)", g.Name, *scoring, strings.Join(j.Scorings(), ", "))
	}

	boards := j.Boards()
	if *boardsFile != "" {
		if boards, err = readBoards(*boardsFile); err != nil {
			return err
		}
	}
	if *maxBoards > 0 && *maxBoards < len(boards) {
		boards = boards[:*maxBoards]
	}
	if len(boards) == 0 {
		return usagef("no boards to solve")
	}
	ents, err := c.entrants(g, pos[1:], 1)
	if err != nil {
		return err
	}
	if !slices.Contains(j.Scorings(), *scoring) {
		return usagef("%s has no scoring %q (known: %s)", g.Name, *scoring, strings.Join(j.Scorings(), ", "))
	}
	table := c.stdout
	if asJSON.toStdout() {
		table = c.stderr
	}
	fmt.Fprintf(table, "%s: %d boards, %s per board, %s scoring, player %s\n", g.Name, len(boards), *d, *scoring, ents[0].Name)
	fmt.Fprintf(table, "%5s %8s %6s %6s %8s  %s\n", "board", "score", "moves", "lines", "last at", "fault")
	round := arena.SolveRound{Judge: j, Boards: boards, Player: ents[0], Time: *d, Scoring: *scoring,
		After: func(r arena.BoardResult) {
			fmt.Fprintf(table, "%5d %8d %6d %6d %7.2fs  %s\n", r.Board, r.Score, r.Moves, r.Lines, r.Last, faultText(r))
		}}
	rf, resumed, err := openRecordOf(c, *out, "boards", arena.OpenSolveRecordFile)
	if err != nil {
		return err
	}
	if rf != nil {
		defer rf.Close()
		round.Record, round.Resumed = rf, resumed
	}
	r, err := c.startRun(&qf, queue.Run{Game: g.Name, Options: (&playFlags{opts: opts}).gameOptions(), Players: ents, Time: *d, Scoring: *scoring}, *out, len(resumed) == 0,
		&hf, watch.Run{Kind: "solve", Game: g.Name, Sides: g.SideNames(), Title: fmt.Sprintf("%s: %s, %s per board", g.Name, ents[0].Name, *d),
			Total: len(boards), Scoring: *scoring}, false)
	if err != nil {
		return err
	}
	wt := r.wt
	round.Remote = r.q.solve()
	if wt != nil {
		after := round.After
		round.After = func(res arena.BoardResult) { after(res); wt.w.Board(res) }
	}
	sum, runErr := round.Run(r.ctx)
	r.end(runErr)
	fmt.Fprintf(table, "total (%s): %d over %d boards\n", *scoring, sum.Total, len(sum.Boards))
	writeBoardFaults(table, sum.Boards)
	if wt != nil {
		err = wt.report(c, *report)
	} else {
		err = c.solveReport(*report, sum, ents[0].Name, d.String())
	}
	if err != nil {
		return err
	}
	if err := asJSON.write(c.stdout, sum); err != nil {
		return err
	}
	if runErr != nil {
		return runErr
	}
	return boardFaultsError(sum.Boards)
}

func faultText(r arena.BoardResult) string {
	if r.Fault == "" {
		return "-"
	}
	return r.Fault + ": " + r.Detail
}

// readBoards reads one board per line, skipping blank lines and # comments.
// Lines may be long (a 256x256 board is over 300 KB).
func readBoards(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var boards []string
	br := bufio.NewReader(f)
	for {
		line, err := br.ReadString('\n')
		if t := strings.TrimSpace(line); t != "" && !strings.HasPrefix(t, "#") {
			boards = append(boards, t)
		}
		if err == io.EOF {
			return boards, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
}
