package judge

import (
	"fmt"
	"strings"

	"botcup/arena"
	"botcup/bao"
)

// Judge is the Bao referee (the arena's alternating-turn judge on Bao's
// rules). Make it with New.
type Judge = arena.TurnJudge[bao.Pit, position]

// Game is one game in progress: player 0 is White, player 1 Black. White
// is sent "Start" first, both are sent "Quit" at the end, and a line that
// is not one letter A..L is malformed (arena.ErrMalformed); a letter that is
// not a legal move now (not the player's pit, an empty pit, not its turn,
// the game over) is an illegal move.
type Game = arena.TurnGame[bao.Pit, position]

// Errors of New.
var (
	ErrUnknownOption = arena.ErrUnknownOption
	ErrBadOption     = arena.ErrBadOption
)

// New makes the judge with options:
//   - budget=DURATION: each player's thinking time per game (default
//     bao.TimeLimit, 30 s: our decision, the text names none).
func New(opts map[string]string) (*Judge, error) {
	return arena.NewTurnJudge(arena.TurnRules[bao.Pit, position]{
		Name: "bao", Budget: bao.TimeLimit, Start: "Start", Quit: "Quit",
		New: newPosition, Parse: bao.ParseMove,
	}, opts)
}

// position is a Bao State as the arena's judge sees it.
type position struct{ *bao.State }

// newPosition is the start position.
func newPosition() position { return position{bao.New()} }

// Side is the player on turn: 0 for White, 1 for Black.
func (p position) Side() int { return int(p.State.Side()) }

// Scores are the contest scores of White and Black (summing to 48).
func (p position) Scores() [2]float64 {
	white, black := p.State.Scores()
	return [2]float64{float64(white), float64(black)}
}

// Render draws the board: Black's pits L..G above White's A..F, with the
// captured stones and whose turn it is.
func (p position) Render() string {
	s := p.State
	var b strings.Builder
	row := func(from, to, step int) {
		for p := from; p != to+step; p += step {
			fmt.Fprintf(&b, " %3d", s.Stones(bao.Pit(p)))
		}
	}
	b.WriteString("    L   K   J   I   H   G\n")
	row(11, 6, -1)
	fmt.Fprintf(&b, "   Black captured %d\n", s.Captured(bao.Black))
	row(0, 5, 1)
	fmt.Fprintf(&b, "   White captured %d\n", s.Captured(bao.White))
	b.WriteString("    A   B   C   D   E   F\n")
	white, black := s.Scores()
	if s.Over() {
		fmt.Fprintf(&b, "after %d moves: over, %d - %d\n", s.MovesPlayed(), white, black)
	} else {
		fmt.Fprintf(&b, "after %d moves: %v to move (%d - %d now)\n", s.MovesPlayed(), s.Side(), white, black)
	}
	return b.String()
}
