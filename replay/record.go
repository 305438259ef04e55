package replay

import (
	"fmt"
	"strings"

	"botcup/arena"
	"botcup/game"
)

// ListLabel is rec's line in the page's list of games with the scores
// from player's point of view (its own first), wherever it sat.
func ListLabel(rec *arena.Record, player string) string {
	a := 0
	if rec.Players[1] == player && rec.Players[0] != player {
		a = 1
	}
	return fmt.Sprintf("game %d: %g - %g", rec.Index, rec.Scores[a], rec.Scores[1-a])
}

// resultText is a game's outcome: its final scores, the contest's scores
// when they differ, and each player's thinking time.
func resultText(rec *arena.Record) string {
	s := fmt.Sprintf("final scores %g - %g", rec.Scores[0], rec.Scores[1])
	if len(rec.Faults) > 0 && rec.Contest != rec.Scores { // a fault scored 0
		s += fmt.Sprintf(" (without the fault %g - %g)", rec.Contest[0], rec.Contest[1])
	}
	return s + fmt.Sprintf("; thinking time %.2fs, %.2fs", rec.Time[0], rec.Time[1])
}

// FromRecord replays rec with its game's judge j, move by move, checking
// each move as the judge does, and returns the game drawn by the game's
// view (reg.Follow) with one frame per ply. A record the judge does not
// accept (another setup, a move out of turn or illegal) is an error naming
// the move.
func FromRecord(reg game.Registration, j game.Judge, rec *arena.Record) (Drawing, error) {
	if reg.Follow == nil {
		return Drawing{}, fmt.Errorf("replay: no drawing of the game %q", j.Name())
	}
	g := j.NewGame(rec.Seed)
	if s := g.Setup(); s != rec.Setup {
		return Drawing{}, fmt.Errorf("replay: the judge sets up seed %d differently from the record; was the game changed?", rec.Seed)
	}
	f, err := reg.Follow(g)
	if err != nil {
		return Drawing{}, err
	}
	// Each player is named once with the colour it plays, in the title;
	// the scores and the moves name the colours alone (a player's name is
	// often its whole command line).
	sides := reg.SideNames()
	players := []string{rec.Players[0] + " (" + sides[0] + ")", rec.Players[1] + " (" + sides[1] + ")"}
	out := Drawing{
		Title:      fmt.Sprintf("%s game %d, seed %d", rec.Game, rec.Index, rec.Seed),
		Label:      fmt.Sprintf("game %d: %g - %g", rec.Index, rec.Scores[0], rec.Scores[1]),
		Kind:       rec.Game,
		Players:    players,
		Sides:      sides[:],
		ScoreNames: sides[:],
		ScoreLabel: f.ScoreLabel(),
		Scene:      f.Scene(),
		Result:     resultText(rec),
		Style:      reg.Style,
	}
	first := Frame{Player: -1}
	f.Draw(&first)
	out.Frames = append(out.Frames, first)
	faults := map[int]arena.Fault{}
	for _, ft := range rec.Faults {
		faults[ft.Move] = ft
	}
	for i, m := range rec.Moves {
		if p, _ := g.Next(); p != m.Player {
			return Drawing{}, fmt.Errorf("replay: move %d: the judge has player %d on turn, the record player %d", i+1, p, m.Player)
		}
		if err := f.Before(m.Player, m.Line); err != nil {
			return Drawing{}, fmt.Errorf("replay: move %d %q: %w", i+1, m.Line, err)
		}
		if err := g.Play(m.Player, m.Line); err != nil {
			return Drawing{}, fmt.Errorf("replay: move %d %q: the judge rejects it: %w", i+1, m.Line, err)
		}
		fr := Frame{Ply: i + 1, Player: m.Player, Move: m.Line, Time: m.Time, Jury: m.Jury}
		if ft, ok := faults[i]; ok {
			fr.Fault = fmt.Sprintf("%s faulted (%s): %s", rec.Players[ft.Player], ft.Kind, ft.Detail)
		}
		f.Draw(&fr)
		out.Frames = append(out.Frames, fr)
	}
	return out, nil
}

// FromSolve draws the solution of a solved board with its game's view
// (reg.DrawSolve), one frame per move; a board that faulted has the start
// frame only. The titles and the result are the record's; the view gives
// the board's size as its drawing's Title.
func FromSolve(reg game.Registration, rec *arena.SolveRecord) (Drawing, error) {
	if reg.DrawSolve == nil {
		return Drawing{}, fmt.Errorf("replay: no drawing of the game %q", rec.Game)
	}
	solution := rec.Solution
	if rec.Fault != "" {
		solution = ""
	}
	d, err := reg.DrawSolve(rec.Text, solution)
	if err != nil {
		return Drawing{}, fmt.Errorf("replay: board %d: %w", rec.Board, err)
	}
	d.Title = fmt.Sprintf("%s board %d (%s), player %s, %gs", rec.Game, rec.Board, d.Title, rec.Player, rec.Time)
	d.Kind = rec.Game
	d.Players = []string{rec.Player}
	var scores []string
	for _, name := range d.ScoreNames {
		scores = append(scores, fmt.Sprintf("%s %d", name, rec.Scores[name]))
	}
	if len(d.ScoreNames) > 0 {
		d.Label = fmt.Sprintf("board %d: %d", rec.Board, rec.Scores[d.ScoreNames[0]])
	}
	if rec.Fault != "" {
		d.Result = fmt.Sprintf("%s: %s, scores 0", rec.Fault, rec.Detail)
	} else {
		d.Result = fmt.Sprintf("%d moves, scores %s; the line printed at %.2fs (%d lines in all)",
			rec.Moves, strings.Join(scores, ", "), rec.Last, rec.Lines)
	}
	d.Style = reg.Style
	return d, nil
}
