package judge

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"botcup/arena"
	"botcup/invers"
	"botcup/search"
)

// Judge is the Invers referee. Make it with New.
type Judge struct {
	budget time.Duration
}

// Errors of New.
var (
	ErrUnknownOption = errors.New("invers/judge: unknown option")
	ErrBadOption     = errors.New("invers/judge: bad option value")
)

// New makes the judge with options:
//   - budget=DURATION: each player's thinking time per game (default
//     invers.TimeLimit, 30 s: our decision, the text names none).
func New(opts map[string]string) (*Judge, error) {
	j := &Judge{budget: invers.TimeLimit}
	for name, value := range opts {
		switch name {
		case "budget":
			d, err := time.ParseDuration(value)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("%w: budget=%q, want a positive duration", ErrBadOption, value)
			}
			j.budget = d
		default:
			return nil, fmt.Errorf("%w: %q (known: budget)", ErrUnknownOption, name)
		}
	}
	return j, nil
}

// Name is "invers".
func (j *Judge) Name() string { return "invers" }

// Budget is each player's thinking time per game.
func (j *Judge) Budget() time.Duration { return j.budget }

// NewGame starts a game from the start position; the seed drives the jury's
// random moves for a faulted player.
func (j *Judge) NewGame(seed uint64) arena.Game {
	return &Game{state: invers.New(), rng: search.NewRng(seed)}
}

// Game is one game in progress: player 0 is Yellow, player 1 Red.
type Game struct {
	state *invers.State
	moves []invers.Push
	rng   *search.Rng
}

// Setup is the start position's text.
func (g *Game) Setup() string { return invers.New().String() }

// Next is the side on turn and what it is sent: "Y" to Yellow at first,
// then the opponent's last push.
func (g *Game) Next() (int, []string) {
	player := int(g.state.Side())
	if len(g.moves) == 0 {
		return player, []string{"Y"}
	}
	return player, []string{g.moves[len(g.moves)-1].String()}
}

// Play applies player's line. A line that is not one letter A..X is
// malformed (arena.ErrMalformed); a push that would push off an inverted
// tile of the opponent, or a move out of turn or after the end, is an
// illegal move. Either way the game is unchanged.
func (g *Game) Play(player int, line string) error {
	m, err := invers.ParsePush(line)
	if err != nil {
		return fmt.Errorf("%w: %w", arena.ErrMalformed, err)
	}
	if player != int(g.state.Side()) {
		return fmt.Errorf("invers/judge: player %d moved out of turn", player)
	}
	if err := g.state.Play(m); err != nil {
		return fmt.Errorf("push %v: %w", m, err)
	}
	g.moves = append(g.moves, m)
	return nil
}

// Fallback is the jury's move for a faulted player: a random legal push,
// from the game's seed ("zomaar wat doen"). It is "" once the game is over.
func (g *Game) Fallback(int) string {
	var buf [invers.Pushes]invers.Push
	moves := g.state.Moves(buf[:0])
	if len(moves) == 0 {
		return ""
	}
	return moves[g.rng.Intn(len(moves))].String()
}

// Over reports that the game has ended.
func (g *Game) Over() bool { return g.state.Over() }

// Final is "Z" for both players.
func (g *Game) Final(int) []string { return []string{"Z"} }

// Scores are the contest scores of Yellow and Red.
func (g *Game) Scores() [2]float64 {
	yellow, red := g.state.Scores()
	return [2]float64{float64(yellow), float64(red)}
}

// Render draws the board with the push letters round it (Y/R plain, y/r
// inverted), the tiles in hand and whose turn it is.
func (g *Game) Render() string {
	s := g.state
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
