package replay

import (
	"fmt"

	"botcup/arena"
)

// follower follows one two-player game as its judge plays the record's
// moves and draws each position: the scene once, then a frame after every
// move the judge accepted.
type follower interface {
	// scene is the board as drawn once.
	scene() Scene
	// scoreLabel names the running scores of the frames.
	scoreLabel() string
	// before is told the move the judge is about to play (the position
	// is still the one before it).
	before(m arena.Move) error
	// draw fills f's scores, status, states, labels and marks from the
	// position now.
	draw(f *Frame)
}

// followers makes the follower of each two-player game, by the judge's
// name, from the judge's game and the record.
var followers = map[string]func(g arena.Game, rec *arena.Record) (follower, error){}

// sides are the colours of each two-player game's first and second
// player (seat 0, who moves first, and seat 1), as the boards draw them.
var sides = map[string][2]string{
	"more":   {"White", "Black"},
	"bao":    {"White", "Black"},
	"invers": {"Yellow", "Red"},
	"amazes": {"Red", "Blue"},
}

// Sides are the colours game's first and second player play, or "first"
// and "second" for a game without colours.
func Sides(game string) [2]string {
	if s, ok := sides[game]; ok {
		return s
	}
	return [2]string{"first", "second"}
}

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
// each move as the judge does, and returns the game with one frame per
// ply. A record the judge does not accept (another setup, a move out of
// turn or illegal) is an error naming the move.
func FromRecord(j arena.Judge, rec *arena.Record) (Game, error) {
	newFollower, ok := followers[j.Name()]
	if !ok {
		return Game{}, fmt.Errorf("replay: no drawing of the game %q", j.Name())
	}
	g := j.NewGame(rec.Seed)
	if s := g.Setup(); s != rec.Setup {
		return Game{}, fmt.Errorf("replay: the judge sets up seed %d differently from the record; was the game changed?", rec.Seed)
	}
	f, err := newFollower(g, rec)
	if err != nil {
		return Game{}, err
	}
	// Each player is named once with the colour it plays, in the title;
	// the scores and the moves name the colours alone (a player's name is
	// often its whole command line).
	sides := Sides(rec.Game)
	players := []string{rec.Players[0] + " (" + sides[0] + ")", rec.Players[1] + " (" + sides[1] + ")"}
	out := Game{
		Title:      fmt.Sprintf("%s game %d, seed %d", rec.Game, rec.Index, rec.Seed),
		Label:      fmt.Sprintf("game %d: %g - %g", rec.Index, rec.Scores[0], rec.Scores[1]),
		Kind:       rec.Game,
		Players:    players,
		Sides:      sides[:],
		ScoreNames: sides[:],
		ScoreLabel: f.scoreLabel(),
		Scene:      f.scene(),
		Result:     resultText(rec),
	}
	first := Frame{Player: -1}
	f.draw(&first)
	out.Frames = append(out.Frames, first)
	faults := map[int]arena.Fault{}
	for _, ft := range rec.Faults {
		faults[ft.Move] = ft
	}
	for i, m := range rec.Moves {
		if p, _ := g.Next(); p != m.Player {
			return Game{}, fmt.Errorf("replay: move %d: the judge has player %d on turn, the record player %d", i+1, p, m.Player)
		}
		if err := f.before(m); err != nil {
			return Game{}, fmt.Errorf("replay: move %d %q: %w", i+1, m.Line, err)
		}
		if err := g.Play(m.Player, m.Line); err != nil {
			return Game{}, fmt.Errorf("replay: move %d %q: the judge rejects it: %w", i+1, m.Line, err)
		}
		fr := Frame{Ply: i + 1, Player: m.Player, Move: m.Line, Time: m.Time, Jury: m.Jury}
		if ft, ok := faults[i]; ok {
			fr.Fault = fmt.Sprintf("%s faulted (%s): %s", rec.Players[ft.Player], ft.Kind, ft.Detail)
		}
		f.draw(&fr)
		out.Frames = append(out.Frames, fr)
	}
	return out, nil
}
