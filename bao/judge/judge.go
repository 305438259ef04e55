package judge

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"botcup/arena"
	"botcup/bao"
	"botcup/search"
)

// Judge is the Bao referee. Make it with New.
type Judge struct {
	budget time.Duration
}

// Errors of New.
var (
	ErrUnknownOption = errors.New("bao/judge: unknown option")
	ErrBadOption     = errors.New("bao/judge: bad option value")
)

// New makes the judge with options:
//   - budget=DURATION: each player's thinking time per game (default
//     bao.TimeLimit, 30 s: our decision, the text names none).
func New(opts map[string]string) (*Judge, error) {
	j := &Judge{budget: bao.TimeLimit}
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

// Name is "bao".
func (j *Judge) Name() string { return "bao" }

// Budget is each player's thinking time per game.
func (j *Judge) Budget() time.Duration { return j.budget }

// NewGame starts a game from the start position; the seed drives the jury's
// random moves for a faulted player.
func (j *Judge) NewGame(seed uint64) arena.Game {
	return &Game{state: bao.New(), rng: search.NewRng(seed)}
}

// Game is one game in progress: player 0 is White, player 1 Black.
type Game struct {
	state *bao.State
	moves []bao.Pit
	rng   *search.Rng
}

// Setup is the start position's text.
func (g *Game) Setup() string { return bao.New().String() }

// Next is the side on turn and what it is sent: "Start" to White at first,
// then the opponent's last move.
func (g *Game) Next() (int, []string) {
	player := int(g.state.Side())
	if len(g.moves) == 0 {
		return player, []string{"Start"}
	}
	return player, []string{g.moves[len(g.moves)-1].String()}
}

// Play applies player's line. A line that is not one letter A..L is
// malformed (arena.ErrMalformed); a letter that is not a legal move now
// (not the player's pit, an empty pit, not its turn, the game over) is an
// illegal move. Either way the game is unchanged.
func (g *Game) Play(player int, line string) error {
	m, err := bao.ParseMove(line)
	if err != nil {
		return fmt.Errorf("%w: %w", arena.ErrMalformed, err)
	}
	if player != int(g.state.Side()) {
		return fmt.Errorf("bao/judge: player %d moved out of turn", player)
	}
	if err := g.state.Play(m); err != nil {
		return fmt.Errorf("move %v: %w", m, err)
	}
	g.moves = append(g.moves, m)
	return nil
}

// Fallback is the jury's move for a faulted player: a random legal move,
// from the game's seed ("zomaar wat doen"). It is "" once the game is over.
func (g *Game) Fallback(int) string {
	var buf [bao.PitsPerSide]bao.Pit
	moves := g.state.Moves(buf[:0])
	if len(moves) == 0 {
		return ""
	}
	return moves[g.rng.Intn(len(moves))].String()
}

// Over reports that the game has ended.
func (g *Game) Over() bool { return g.state.Over() }

// Final is "Quit" for both players.
func (g *Game) Final(int) []string { return []string{"Quit"} }

// Scores are the contest scores of White and Black (summing to 48).
func (g *Game) Scores() [2]float64 {
	white, black := g.state.Scores()
	return [2]float64{float64(white), float64(black)}
}

// Render draws the board: Black's pits L..G above White's A..F, with the
// captured stones and whose turn it is.
func (g *Game) Render() string {
	s := g.state
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
