package judge

import (
	"fmt"
	"strings"

	"botcup/arena"
	"botcup/invers"
)

// Judge is the Invers referee (the arena's alternating-turn judge on
// Invers' rules). Make it with New.
type Judge = arena.TurnJudge[invers.Push, position]

// Game is one game in progress: player 0 is Yellow, player 1 Red. Yellow
// is sent "Y" first, both are sent "Z" at the end, and a line that is not
// one letter A..X is malformed (arena.ErrMalformed); a push that would push
// off an inverted tile of the opponent, or a move out of turn or after the
// end, is an illegal move.
type Game = arena.TurnGame[invers.Push, position]

// Errors of New.
var (
	ErrUnknownOption = arena.ErrUnknownOption
	ErrBadOption     = arena.ErrBadOption
)

// New makes the judge with options:
//   - budget=DURATION: each player's thinking time per game (default
//     invers.TimeLimit, 30 s: our decision, the text names none).
func New(opts map[string]string) (*Judge, error) {
	return arena.NewTurnJudge(arena.TurnRules[invers.Push, position]{
		Name: "invers", Budget: invers.TimeLimit, Start: "Y", Quit: "Z",
		New: newPosition, Parse: invers.ParsePush,
	}, opts)
}

// position is an Invers State as the arena's judge sees it.
type position struct{ *invers.State }

// newPosition is the start position.
func newPosition() position { return position{invers.New()} }

// Side is the player on turn: 0 for Yellow, 1 for Red.
func (p position) Side() int { return int(p.State.Side()) }

// Scores are the contest scores of Yellow and Red.
func (p position) Scores() [2]float64 {
	yellow, red := p.State.Scores()
	return [2]float64{float64(yellow), float64(red)}
}

// Render draws the board with the push letters round it (Y/R plain, y/r
// inverted), the tiles in hand and whose turn it is.
func (p position) Render() string {
	s := p.State
	text := s.String()
	rows := strings.Split(strings.Fields(text)[0], "/")
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
