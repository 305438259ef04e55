package main

import (
	"fmt"
	"strings"

	"botcup/search"
	"botcup/zuniq"
)

// blunders finds, in the records' games (up to games of them), the moves of
// player from ply from on that threw a win away: the position before the
// move proven won for the mover, the one after it proven won for the
// opponent. It prints each with the ply, and per game the first ply from
// which the solver decides the position within the budget and who had won
// it then, so that a lost game tells whether it was lost before the solver
// could see (the middle game) or after (the end game).
func blunders(files []string, player string, from int, maxNodes int64, games int) error {
	sv, err := newSolver(maxNodes)
	if err != nil {
		return err
	}
	lost, thrown, lostAtFirstSight := 0, 0, 0
	var firsts []string
	first, firstWinner := -1, ""
	read, err := eachGame(files, games, func(r *record, ply int, s *zuniq.State, mv zuniq.Move) error {
		if ply == 0 {
			first, firstWinner = -1, ""
		}
		if ply < from {
			return nil
		}
		before, ok := sv.Prove(s)
		if ok && first < 0 {
			winner := r.Moves[ply].P
			if before == search.ProvenLoss {
				winner = 1 - winner
			}
			first, firstWinner = ply, "opponent"
			if winner < len(r.Players) && r.Players[winner] == player {
				firstWinner = "ours"
			}
		}
		if ok && r.plays(player, ply) && before == search.ProvenWin {
			g := zuniq.Move(mv.Segment())
			s.Make(g)
			after, ok2 := sv.Prove(s)
			s.Unmake(g)
			if ok2 && after == search.ProvenWin {
				thrown++
				fmt.Printf("game %d ply %d %v: a won position thrown away\n", r.Index, ply, mv)
			}
		}
		return nil
	}, func(r *record, s *zuniq.State) {
		if w, _ := s.Winner(); int(w) < len(r.Players) && r.Players[w] != player {
			lost++
			if firstWinner == "opponent" {
				lostAtFirstSight++
			}
		}
		firsts = append(firsts, fmt.Sprintf("%d:%d %s", r.Index, first, firstWinner))
	})
	if err != nil {
		return err
	}
	fmt.Printf("first decided ply per game (game:ply, won by): %s\n", strings.Join(firsts, "; "))
	fmt.Printf("%d games: %s lost %d, %d of them already lost when first decided; %d won positions thrown away from ply %d\n",
		read, player, lost, lostAtFirstSight, thrown, from)
	return nil
}
