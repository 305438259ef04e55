package caia

import (
	"fmt"
	"io"

	"botcup/arena"
)

// WriteGame writes rec, a game a CAIA referee judged, for a terminal
// (`botcup replay`): botcup draws no board for it, so every line each
// player wrote, in order, with its time, the faults where they came and
// the referee's points.
func WriteGame(w io.Writer, rec *arena.Record) {
	fmt.Fprintf(w, "%s game %d, seed %d: %s (player 1, first) vs %s (player 2)\n", rec.Game, rec.Index, rec.Seed, rec.Players[0], rec.Players[1])
	faults := map[int][]arena.Fault{}
	for _, f := range rec.Faults {
		faults[f.Move] = append(faults[f.Move], f)
	}
	for i := 0; i <= len(rec.Moves); i++ {
		for _, f := range faults[i] {
			fmt.Fprintf(w, "FAULT %s (player %d): %s: %s\n", rec.Players[f.Player], f.Player+1, f.Kind, f.Detail)
		}
		if i == len(rec.Moves) {
			break
		}
		m := rec.Moves[i]
		line := m.Line
		if line == "" {
			line = "(an empty line)"
		}
		fmt.Fprintf(w, "line %d: %s says %s in %.3fs\n", i+1, rec.Players[m.Player], line, m.Time)
	}
	fmt.Fprintf(w, "the referee's points: %s %g, %s %g; thinking time %.2fs, %.2fs\n",
		rec.Players[0], rec.Scores[0], rec.Players[1], rec.Scores[1], rec.Time[0], rec.Time[1])
}
