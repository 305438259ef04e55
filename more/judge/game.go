package judge

import (
	"fmt"

	"botcup/game"
	"botcup/more"
	"botcup/search"
)

// MoreGame is one game of More as the arena drives it. White is player 0.
//
// Each side is sent the wall line before its first line, White then
// "Start", and from then on each side is sent the opponent's last move
// before it answers, or "Nil" when the opponent has finished (a finished
// side is asked nothing more) or could not move. A side that cannot move
// at all answers "Nil" (more.NilLine). Both are sent "Quit" at the end.
type MoreGame struct {
	opts Options
	pos  *more.Position
	seed uint64
	rng  *search.Rng
	race *more.Race // built the first time the replacement plays
	// fixedRace gives the fixed board's shared Race (nil: build one).
	fixedRace func() *more.Race
	sent      [2]bool // the wall line has been sent
	moves     []more.Move
}

func newGame(opts Options, seed uint64) *MoreGame {
	rng := search.NewRng(seed)
	b := opts.Board
	if b == nil {
		b = RandomBoard(rng, opts.Walls)
	}
	pos := more.NewPosition(b)
	pos.SetCutOff(opts.CutOff)
	return &MoreGame{opts: opts, pos: pos, seed: seed, rng: rng}
}

// Position is the game's position (do not change it).
func (g *MoreGame) Position() *more.Position { return g.pos }

// Setup is the wall line.
func (g *MoreGame) Setup() string { return g.pos.Board().String() }

// Next is the side to move and the lines it is sent now.
func (g *MoreGame) Next() (int, []string) {
	p := int(g.pos.ToMove())
	var lines []string
	if !g.sent[p] {
		g.sent[p] = true
		lines = append(lines, g.Setup())
	}
	if len(g.moves) == 0 {
		return p, append(lines, more.StartLine)
	}
	return p, append(lines, g.moves[len(g.moves)-1].String())
}

// Play applies player's answer: a legal move, or "Nil" for a side that
// cannot move. Then the turns of a finished side pass as Nil.
func (g *MoreGame) Play(player int, line string) error {
	if g.pos.Over() {
		return fmt.Errorf("the game is over")
	}
	if player != int(g.pos.ToMove()) {
		return fmt.Errorf("player %d is not on turn", player)
	}
	m, err := more.ParseMove(line)
	if err != nil {
		return fmt.Errorf("%w: %w", game.ErrMalformed, err)
	}
	if err := g.pos.Check(m); err != nil {
		return err
	}
	g.make(m)
	for !g.pos.Over() && g.pos.Finished(g.pos.ToMove()) {
		g.make(more.Nil)
	}
	return nil
}

func (g *MoreGame) make(m more.Move) {
	g.pos.Make(m)
	g.moves = append(g.moves, m)
}

// Fallback is the replacement player's move for player, who is on turn.
func (g *MoreGame) Fallback(player int) string {
	if g.race == nil && g.fixedRace != nil {
		g.race = g.fixedRace()
	}
	if g.race == nil {
		g.race = more.NewRace(g.pos.Board())
	}
	return g.opts.Replacement(more.SearchPositionAt(g.pos, g.race), g.rng).String()
}

// Over reports that both sides have finished or the game was cut off.
func (g *MoreGame) Over() bool { return g.pos.Over() }

// Legal are the legal moves of the side on turn, as a player writes them
// (game.Lister); none once the game is over.
func (g *MoreGame) Legal() []string {
	if g.pos.Over() {
		return nil
	}
	ms := g.pos.Moves(nil)
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}

// Final is "Quit" for both.
func (g *MoreGame) Final(int) []string { return []string{more.QuitLine} }

// Points are each side's final points (more.Position.FinalPoints).
func (g *MoreGame) Points() [2]int { return g.pos.FinalPoints() }

// Scores are the contest scores of White and Black.
func (g *MoreGame) Scores() [2]float64 {
	s := more.Scores(g.Points())
	return [2]float64{float64(s[0]), float64(s[1])}
}
