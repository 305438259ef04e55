package judge

import (
	"fmt"
	"strings"

	"botcup/bao"
	"botcup/game/turn"
)

// rules are Bao's for the arena (turn.Rules): rules.NewJudge, also
// Registration's, makes the judge, with the option budget=DURATION (each
// player's thinking time per game; default bao.TimeLimit, 30 s, our
// decision: the text names none). Player 0 is White, player 1 Black; White
// is sent "Start" first, both "Quit" at the end. A line that is not one
// letter A..L is malformed (game.ErrMalformed); a letter that is not a
// legal move now (not the player's pit, an empty pit, not its turn, the
// game over) is an illegal move.
var rules = turn.Rules[bao.Pit, bao.Side, *bao.State]{Name: "bao", Budget: bao.TimeLimit,
	Start: "Start", Quit: "Quit", New: bao.New, Parse: bao.ParseMove, Render: render}

// render draws the board: Black's pits L..G above White's A..F, with the
// captured stones and whose turn it is.
func render(s *bao.State) string {
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
