package judge

import (
	"fmt"
	"strings"

	"botcup/game/turn"
	"botcup/invers"
)

// rules are Invers' for the arena (turn.Rules). Yellow (player 0)
// hears "Y" first and Red (player 1) its push; both hear "Z" at the end. A
// line that is not one letter A..X is malformed (game.ErrMalformed); a
// push that would push off an inverted tile of the opponent, or a move out
// of turn or after the end, is illegal. rules.NewJudge (Registration's)
// makes the judge; its option budget=DURATION defaults to invers.TimeLimit.
var rules = turn.Rules[invers.Push, invers.Colour, *invers.State]{
	Name: "invers", Budget: invers.TimeLimit, Start: "Y", Quit: "Z",
	New: invers.New, Parse: invers.ParsePush, Render: render,
}

// render draws the board with the push letters round it (Y/R plain, y/r
// inverted), the tiles in hand and whose turn it is.
func render(s *invers.State) string {
	rows := strings.Split(strings.Fields(s.String())[0], "/")
	var b strings.Builder
	b.WriteString("   A B C D E F\n")
	for r, row := range rows {
		fmt.Fprintf(&b, " %c", 'X'-r)
		for _, c := range row {
			fmt.Fprintf(&b, " %c", c)
		}
		fmt.Fprintf(&b, " %c\n", 'G'+r)
	}
	b.WriteString("   R Q P O N M\n")
	yellow, red := s.Scores()
	fmt.Fprintf(&b, "Yellow holds %v, Red holds %v; plain tiles left: Yellow %d, Red %d\n",
		s.Held(invers.Yellow), s.Held(invers.Red), s.Plain(invers.Yellow), s.Plain(invers.Red))
	if s.Over() {
		fmt.Fprintf(&b, "after %d plies: over, %d - %d\n", s.Plies(), yellow, red)
	} else {
		fmt.Fprintf(&b, "after %d plies: %v to move\n", s.Plies(), s.Side())
	}
	return b.String()
}
