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

// blunders finds, in the records' games (up to games of them), the moves of
// player from ply from on that threw a win away: the position before the
// move proven won for the mover, the one after it proven won for the
// opponent. It prints each with the ply, and per game the first ply from
// which the solver decides the position within the budget and who had won
// it then, so that a lost game tells whether it was lost before the solver
// could see (the middle game) or after (the end game).
func blunders(files []string, player string, from int, maxNodes int64, games int) error {
	sv, err := search.NewSolver[zuniq.Move, *zuniq.State](search.SolverOptions{Entries: 1 << 22, MaxNodes: maxNodes})
	if err != nil {
		return err
	}
	read, lost, thrown, lostAtFirstSight := 0, 0, 0, 0
	var firsts []string
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
			first := -1
			var firstWinner string
			for ply, m := range r.Moves {
				mv, err := zuniq.ParseMove(m.M)
				if err != nil {
					return fmt.Errorf("%s: game %d, ply %d: %w", f, r.Index, ply, err)
				}
				mine := m.P < len(r.Players) && r.Players[m.P] == player
				if ply >= from {
					before, ok := sv.Prove(s)
					if ok && first < 0 {
						winner := m.P
						if before == search.ProvenLoss {
							winner = 1 - m.P
						}
						first, firstWinner = ply, "opponent"
						if winner < len(r.Players) && r.Players[winner] == player {
							firstWinner = "ours"
						}
					}
					if ok && mine && before == search.ProvenWin {
						s.Make(zuniq.Move(mv.Segment()))
						after, ok2 := sv.Prove(s)
						s.Unmake(zuniq.Move(mv.Segment()))
						if ok2 && after == search.ProvenWin {
							thrown++
							fmt.Printf("%s game %d ply %d %s: a won position thrown away\n", f, r.Index, ply, m.M)
						}
					}
				}
				if err := s.Play(zuniq.Move(mv.Segment())); err != nil {
					return fmt.Errorf("%s: game %d, ply %d: %w", f, r.Index, ply, err)
				}
			}
			w, _ := s.Winner()
			if int(w) < len(r.Players) && r.Players[w] != player {
				lost++
				if firstWinner == "opponent" {
					lostAtFirstSight++
				}
			}
			firsts = append(firsts, fmt.Sprintf("%d:%d %s", r.Index, first, firstWinner))
		}
		fh.Close()
	}
	fmt.Printf("first decided ply per game (game:ply, won by): %s\n", strings.Join(firsts, "; "))
	fmt.Printf("%d games: %s lost %d, %d of them already lost when first decided; %d won positions thrown away from ply %d\n",
		read, player, lost, lostAtFirstSight, thrown, from)
	return nil
}
