package main

import (
	"flag"
	"fmt"
	"sort"
	"strings"

	"botcup/arena"
	"botcup/caia"
	"botcup/game"
)

// replay runs `botcup replay FILE [-game K] [-html [-o FILE.html]]`: a
// recorded game move by move, the board drawn by the game's judge after
// each move; with -html, a page that draws every game of the record (or
// game K) move by move.
func (c *cli) replay(args []string) error {
	fs := newFlags("replay")
	k := fs.Int("game", 0, "index of the game in its match (with -html: only that game)")
	asHTML := fs.Bool("html", false, "write an HTML page that replays the games")
	out := fs.String("o", "", "the HTML page's file (default: FILE with .html)")
	pos, err := c.parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usagef("usage: botcup replay FILE [-game K] [-html [-o FILE.html]]")
	}
	if *out != "" && !*asHTML {
		return usagef("-o names the page of -html")
	}
	if *asHTML {
		only := -1
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "game" {
				only = *k
			}
		})
		return c.replayHTML(pos[0], only, *out)
	}
	if *k < 0 {
		return usagef("-game must not be negative, not %d", *k)
	}
	if boards, _, err := arena.LoadSolveRecords(pos[0]); err == nil && len(boards) > 0 {
		return c.replaySolve(pos[0], boards, *k)
	}
	recs, tail, err := arena.LoadRecords(pos[0])
	if err != nil {
		return err
	}
	if tail != nil {
		fmt.Fprintf(c.stderr, "botcup: %s: %v\n", pos[0], tail)
	}
	var rec *arena.Record
	indices := make([]int, 0, len(recs))
	for i := range recs {
		if recs[i].Index == *k {
			rec = &recs[i]
		}
		indices = append(indices, recs[i].Index)
	}
	if rec == nil {
		sort.Ints(indices)
		return usagef("%s has no game %d (games: %s)", pos[0], *k, strings.Trim(fmt.Sprint(indices), "[]"))
	}
	reg, judge, err := c.twoPlayer(rec.Game, rec.Options)
	if err != nil {
		return err
	}
	if _, hosted := judge.(arena.Hosted); hosted {
		caia.WriteGame(c.stdout, rec)
		return nil
	}
	return showGame(c, reg, judge, rec)
}

// legend is a game whose drawing has symbols to explain (walls, say).
type legend interface{ Legend() string }

func showGame(c *cli, reg game.Registration, judge game.Judge, rec *arena.Record) error {
	w := c.stdout
	a, b := rec.Players[0]+" (first)", rec.Players[1]
	if sides := reg.SideNames(); sides[0] != "first" {
		a, b = fmt.Sprintf("%s (%s, first)", rec.Players[0], sides[0]), fmt.Sprintf("%s (%s)", rec.Players[1], sides[1])
	}
	fmt.Fprintf(w, "%s game %d, seed %d: %s vs %s\n", rec.Game, rec.Index, rec.Seed, a, b)
	fmt.Fprintf(w, "setup: %s\n", rec.Setup)
	g := judge.NewGame(rec.Seed)
	if s := g.Setup(); s != rec.Setup {
		return fmt.Errorf("the judge sets up seed %d differently from the record (%q); was the game changed?", rec.Seed, s)
	}
	if l, ok := g.(legend); ok {
		fmt.Fprintf(w, "legend: %s\n", l.Legend())
	}
	fmt.Fprintln(w, g.Render())
	faults := map[int]arena.Fault{}
	for _, f := range rec.Faults {
		faults[f.Move] = f
	}
	for i, m := range rec.Moves {
		if f, ok := faults[i]; ok {
			fmt.Fprintf(w, "FAULT %s (player %d): %s: %s\n", rec.Players[f.Player], f.Player, f.Kind, f.Detail)
		}
		p, _ := g.Next()
		if p != m.Player {
			return fmt.Errorf("move %d: the judge has player %d on turn, the record player %d", i+1, p, m.Player)
		}
		if err := g.Play(m.Player, m.Line); err != nil {
			return fmt.Errorf("move %d %q: the judge rejects it: %w", i+1, m.Line, err)
		}
		jury := ""
		if m.Jury {
			jury = " (jury)"
		}
		fmt.Fprintf(w, "\nmove %d: %s plays %s%s in %.3fs\n", i+1, rec.Players[m.Player], m.Line, jury, m.Time)
		fmt.Fprintln(w, g.Render())
	}
	fmt.Fprintf(w, "\nfinal scores: %s %g, %s %g", rec.Players[0], rec.Scores[0], rec.Players[1], rec.Scores[1])
	if len(rec.Faults) > 0 && rec.Contest != rec.Scores { // a fault scored 0
		fmt.Fprintf(w, " (without the fault %g, %g)", rec.Contest[0], rec.Contest[1])
	}
	fmt.Fprintf(w, "; thinking time %.2fs, %.2fs\n", rec.Time[0], rec.Time[1])
	return nil
}

// replaySolve shows board k of a solve record: the board after each move
// of the solution that counted.
func (c *cli) replaySolve(path string, recs []arena.SolveRecord, k int) error {
	var rec *arena.SolveRecord
	indices := make([]int, 0, len(recs))
	for i := range recs {
		if recs[i].Board == k {
			rec = &recs[i]
		}
		indices = append(indices, recs[i].Board)
	}
	if rec == nil {
		sort.Ints(indices)
		return usagef("%s has no board %d (boards: %s)", path, k, strings.Trim(fmt.Sprint(indices), "[]"))
	}
	g, err := c.game(rec.Game)
	if err != nil {
		return err
	}
	if g.NewPuzzle == nil {
		return fmt.Errorf("%s is not a single-player game", rec.Game)
	}
	j, err := g.NewPuzzle(nil)
	if err != nil {
		return err
	}
	w := c.stdout
	fmt.Fprintf(w, "%s board %d, player %s, %gs: ", rec.Game, rec.Board, rec.Player, rec.Time)
	if rec.Fault != "" {
		fmt.Fprintf(w, "%s: %s, scores 0\n", rec.Fault, rec.Detail)
	} else {
		fmt.Fprintf(w, "%d moves, scores %v\n", rec.Moves, rec.Scores)
	}
	moves, solution := rec.Moves, rec.Solution
	if rec.Fault != "" {
		moves, solution = 0, ""
	}
	for n := 0; n <= moves; n++ {
		board, err := j.Render(rec.Text, solution, n)
		if err != nil {
			return fmt.Errorf("board %d after %d moves: %w", rec.Board, n, err)
		}
		if n > 0 {
			fmt.Fprintf(w, "\nafter move %d:\n", n)
		}
		fmt.Fprintln(w, board)
	}
	return nil
}
