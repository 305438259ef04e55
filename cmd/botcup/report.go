package main

import (
	"bytes"
	"fmt"
	"os"

	"botcup/arena"
	"botcup/arena/stats"
	"botcup/replay"
)

// matchReport writes a match's summary page to path (-report), if set.
func (c *cli) matchReport(path string, sum arena.MatchSummary, recs []arena.Record, limit string, sprt *stats.SPRT) error {
	if path == "" {
		return nil
	}
	var page bytes.Buffer
	if err := replay.WriteMatchReport(&page, replay.MatchReport{Summary: sum, Records: recs, Limit: limit, SPRT: sprt}); err != nil {
		return err
	}
	return c.writePage(path, page.Bytes())
}

// solveReport writes a solve round's summary page to path (-report), if
// set.
func (c *cli) solveReport(path string, sum arena.SolveSummary, player, perBoard string) error {
	if path == "" {
		return nil
	}
	var page bytes.Buffer
	if err := replay.WriteSolveReport(&page, replay.SolveReport{Summary: sum, Player: player, Time: perBoard}); err != nil {
		return err
	}
	return c.writePage(path, page.Bytes())
}

// writePage writes a page and says where.
func (c *cli) writePage(path string, page []byte) error {
	if err := os.WriteFile(path, page, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(c.stdout, "report: %s\n", path)
	return nil
}
