package judge

import (
	"fmt"
	"strings"

	"botcup/arena"
	"botcup/invers"
)

// Judge is the Invers referee, the arena's alternating-turn judge on
// invers' rules; make it with New. In its games (arena.TurnGame) player 0
// is Yellow, player 1 Red; Yellow is sent "Y" first, both "Z" at the end.
// A line that is not one letter A..X is malformed (arena.ErrMalformed); a
// push that would push off an inverted tile of the opponent, or a move out
// of turn or after the end, is an illegal move.
type Judge = arena.TurnJudge[invers.Push, invers.Colour, *invers.State]

// rules are Invers' for the arena. Decision: the budget is
// invers.TimeLimit, 30 s (the text names none).
func rules() arena.TurnRules[invers.Push, invers.Colour, *invers.State] {
	return arena.TurnRules[invers.Push, invers.Colour, *invers.State]{Name: "invers", Budget: invers.TimeLimit,
		Start: "Y", Quit: "Z", New: invers.New, Parse: invers.ParsePush, Render: render}
}

// New makes the judge with options (arena.NewTurnJudge):
//   - budget=DURATION: each player's thinking time per game (default
//     invers.TimeLimit).
func New(opts map[string]string) (*Judge, error) { return arena.NewTurnJudge(rules(), opts) }

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
