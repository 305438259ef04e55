package main

import (
	"fmt"
	"strings"

	"botcup/search"
	"botcup/zuniq"
)

// callAudit is what auditCalls found of a player's calls.
type callAudit struct {
	games, calls, bad, unknown, points int
	turns                              map[int]int // calls by turn
}

// audit checks every victory call of player in the records' games (up to
// games of them) with the solver and prints what it found.
func audit(files []string, player string, maxNodes int64, games int) error {
	a, err := auditCalls(files, player, maxNodes, games)
	if err != nil {
		return err
	}
	var ts []string
	for t := 1; t <= zuniq.Segments; t++ {
		if a.turns[t] > 0 {
			ts = append(ts, fmt.Sprintf("%d:%d", t, a.turns[t]))
		}
	}
	fmt.Printf("%d games: %d calls by %s, %d not proven won, %d undecided within the budget; turns (turn:calls) %s; %d extra points from calls\n",
		a.games, a.calls, player, a.bad, a.unknown, strings.Join(ts, " "), a.points)
	return nil
}

// auditCalls checks every victory call of player: the position before the
// call's move proven won for the caller, the opponent's after it proven
// lost (each call that is not printed), and adds up the points the calls
// of the games player won earned.
func auditCalls(files []string, player string, maxNodes int64, games int) (callAudit, error) {
	a := callAudit{turns: map[int]int{}}
	sv, err := newSolver(maxNodes)
	if err != nil {
		return a, err
	}
	a.games, err = eachGame(files, games, func(r *record, ply int, s *zuniq.State, mv zuniq.Move) error {
		if !r.plays(player, ply) || !mv.Calls() || s.CallPly(s.Side()) != 0 {
			return nil
		}
		a.calls++
		a.turns[ply+1]++
		g := zuniq.Move(mv.Segment())
		before, doneB := sv.Prove(s)
		s.Make(g)
		after, doneA := sv.Prove(s)
		s.Unmake(g)
		switch {
		case !doneB || !doneA:
			a.unknown++
			fmt.Printf("game %d turn %d %v: not proven within %d nodes\n", r.Index, ply+1, mv, maxNodes)
		case before != search.ProvenWin || after != search.ProvenLoss:
			a.bad++
			fmt.Printf("game %d turn %d %v: called in a position %v for the caller, %v for the opponent after it\n",
				r.Index, ply+1, mv, before, after)
		}
		return nil
	}, func(r *record, s *zuniq.State) {
		if w, ok := s.Winner(); ok && int(w) < len(r.Players) && r.Players[w] == player {
			a.points += s.Bonus(w)
		}
	})
	return a, err
}
