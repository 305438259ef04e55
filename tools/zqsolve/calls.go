package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"botcup/search"
	"botcup/zuniq"
)

// audit checks every victory call of player in the records' games (up to
// games of them) with the solver: proven won before the call's move, and
// still won after it.
func audit(files []string, player string, maxNodes int64, games int) error {
	sv, err := search.NewSolver[zuniq.Move, *zuniq.State](search.SolverOptions{Entries: 1 << 22, MaxNodes: maxNodes})
	if err != nil {
		return err
	}
	read, calls, bad, unknown, points := 0, 0, 0, 0, 0
	turns := map[int]int{}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() && read < games {
			var r record
			if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.Kind != "game" {
				continue
			}
			read++
			s := zuniq.New()
			for ply, m := range r.Moves {
				mv, err := zuniq.ParseMove(m.M)
				if err != nil {
					return fmt.Errorf("%s: game %d, ply %d: %w", f, r.Index, ply, err)
				}
				mine := m.P < len(r.Players) && r.Players[m.P] == player
				if mine && mv.Calls() && s.CallPly(s.Side()) == 0 {
					calls++
					turns[ply+1]++
					before, doneB := sv.Prove(s)
					s.Make(zuniq.Move(mv.Segment()))
					after, doneA := sv.Prove(s)
					s.Unmake(zuniq.Move(mv.Segment()))
					switch {
					case !doneB || !doneA:
						unknown++
						fmt.Printf("%s game %d turn %d %s: not proven within %d nodes\n", f, r.Index, ply+1, m.M, maxNodes)
					case before != search.ProvenWin || after != search.ProvenLoss:
						bad++
						fmt.Printf("%s game %d turn %d %s: called in a position %v for the caller, %v for the opponent after it\n",
							f, r.Index, ply+1, m.M, before, after)
					}
				}
				if err := s.Play(mv); err != nil {
					return fmt.Errorf("%s: game %d, ply %d: %w", f, r.Index, ply, err)
				}
			}
			if w, ok := s.Winner(); ok && int(w) < len(r.Players) && r.Players[w] == player {
				points += s.Bonus(w)
			}
		}
		fh.Close()
	}
	var ts []string
	for t := 1; t <= zuniq.Segments; t++ {
		if turns[t] > 0 {
			ts = append(ts, fmt.Sprintf("%d:%d", t, turns[t]))
		}
	}
	fmt.Printf("%d games: %d calls by %s, %d not proven won, %d undecided within the budget; turns (turn:calls) %s; %d extra points from calls\n",
		read, calls, player, bad, unknown, strings.Join(ts, " "), points)
	return nil
}
