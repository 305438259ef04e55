package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"

	"botcup/search"
	"botcup/zuniq"
)

// record is what zqsolve reads of a match record's game line.
type record struct {
	Kind    string   `json:"kind"`
	Index   int      `json:"index"`
	Players []string `json:"players"`
	Moves   []struct {
		P int    `json:"p"`
		M string `json:"m"`
	} `json:"moves"`
}

// newSolver is the engine's Solver on Zuniq with a node budget a question.
func newSolver(maxNodes int64) (*search.Solver[zuniq.Move, *zuniq.State], error) {
	return search.NewSolver[zuniq.Move, *zuniq.State](search.SolverOptions{Entries: 1 << 22, MaxNodes: maxNodes})
}

// eachGame replays the games of the records in files, up to games of
// them: for each move, at is called with the game, the ply, the position
// before the move and the move (its call included); it returns the games
// read.
func eachGame(files []string, games int, at func(r *record, ply int, s *zuniq.State, m zuniq.Move) error,
	done func(r *record, s *zuniq.State)) (int, error) {
	read := 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			return read, err
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
				if err == nil {
					err = at(&r, ply, s, mv)
				}
				if err == nil {
					err = s.Play(mv)
				}
				if err != nil {
					fh.Close()
					return read, fmt.Errorf("%s: game %d, ply %d: %w", f, r.Index, ply, err)
				}
			}
			if done != nil {
				done(&r, s)
			}
		}
		fh.Close()
	}
	return read, nil
}

// plays reports whether player played ply of r.
func (r *record) plays(player string, ply int) bool {
	p := r.Moves[ply].P
	return p < len(r.Players) && r.Players[p] == player
}
