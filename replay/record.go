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
	out := Game{
		Title:      fmt.Sprintf("%s game %d, seed %d", rec.Game, rec.Index, rec.Seed),
		Label:      fmt.Sprintf("game %d: %g - %g", rec.Index, rec.Scores[0], rec.Scores[1]),
		Kind:       rec.Game,
		Players:    rec.Players[:],
		ScoreNames: rec.Players[:],
		ScoreLabel: f.scoreLabel(),
		Scene:      f.scene(),
		Result: fmt.Sprintf("scores %g - %g (contest scores %g - %g); thinking time %.2fs, %.2fs",
			rec.Scores[0], rec.Scores[1], rec.Contest[0], rec.Contest[1], rec.Time[0], rec.Time[1]),
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
