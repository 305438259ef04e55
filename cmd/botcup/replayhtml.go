package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"botcup/arena"
	"botcup/caia"
	"botcup/replay"
)

// replayHTML writes the replay page of the record at path: every game (or
// board) of it, or only game only (>= 0), to out (default: path with
// .html). The page is written only once every game has been drawn.
func (c *cli) replayHTML(path string, only int, out string) error {
	if out == "" {
		out = strings.TrimSuffix(path, filepath.Ext(path)) + ".html"
	}
	if out == path {
		return usagef("-o would overwrite the record %s", path)
	}
	var games []replay.Drawing
	unit, list := "games", ""
	if boards, _, err := arena.LoadSolveRecords(path); err == nil && len(boards) > 0 {
		unit, list = "boards", "contest scores"
		if games, err = c.solveGames(path, boards, only); err != nil {
			return err
		}
	} else {
		recs, tail, err := arena.LoadRecords(path)
		if err != nil {
			return err
		}
		if tail != nil {
			fmt.Fprintf(c.stderr, "botcup: %s: %v\n", path, tail)
		}
		if games, list, err = c.matchGames(path, recs, only); err != nil {
			return err
		}
	}
	var page bytes.Buffer
	if err := replay.WriteViewer(&page, filepath.Base(path), list, games); err != nil {
		return err
	}
	if err := os.WriteFile(out, page.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(c.stdout, "%s: the replay page of %s (%s: %d)\n", out, path, unit, len(games))
	return nil
}

// matchGames draws the games of a match or tournament record (only game
// only, if >= 0), in the order of their indices, and says what the list of
// games shows: in a match's record, each game's scores from the point of
// view of the first-named player (the first player of its first game),
// else in seat order.
func (c *cli) matchGames(path string, recs []arena.Record, only int) ([]replay.Drawing, string, error) {
	sort.SliceStable(recs, func(i, j int) bool { return recs[i].Index < recs[j].Index })
	first := ""
	if len(recs) > 0 {
		first = recs[0].Players[0]
	}
	for _, r := range recs {
		if r.Players != recs[0].Players && r.Players != [2]string{recs[0].Players[1], recs[0].Players[0]} {
			first = "" // a tournament: more than two players
		}
	}
	list := "scores of the first player, then the second"
	if first != "" {
		list = "scores of " + first + ", then its opponent's"
	}
	var games []replay.Drawing
	indices := make([]int, 0, len(recs))
	for i := range recs {
		rec := &recs[i]
		indices = append(indices, rec.Index)
		if only >= 0 && rec.Index != only {
			continue
		}
		if caia.Is(rec.Game) {
			return nil, "", usagef("%s: a CAIA referee's games have no replay page (botcup draws no board for them); botcup replay %s -game %d lists each player's lines", rec.Game, path, rec.Index)
		}
		reg, judge, err := c.twoPlayer(rec.Game, rec.Options)
		if err != nil {
			return nil, "", err
		}
		g, err := replay.FromRecord(reg, judge, rec)
		if err != nil {
			return nil, "", fmt.Errorf("game %d: %w", rec.Index, err)
		}
		if first != "" {
			g.Label = replay.ListLabel(rec, first)
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, "", usagef("%s has no game %d (games: %s)", path, only, strings.Trim(fmt.Sprint(indices), "[]"))
	}
	return games, list, nil
}

// solveGames draws the boards of a solve record (only board only, if >= 0).
func (c *cli) solveGames(path string, recs []arena.SolveRecord, only int) ([]replay.Drawing, error) {
	var games []replay.Drawing
	indices := make([]int, 0, len(recs))
	for i := range recs {
		rec := &recs[i]
		indices = append(indices, rec.Board)
		if only >= 0 && rec.Board != only {
			continue
		}
		reg, err := c.game(rec.Game)
		if err != nil {
			return nil, err
		}
		g, err := replay.FromSolve(reg, rec)
		if err != nil {
			return nil, err
		}
		games = append(games, g)
	}
	if len(games) == 0 {
		return nil, usagef("%s has no board %d (boards: %s)", path, only, strings.Trim(fmt.Sprint(indices), "[]"))
	}
	return games, nil
}
