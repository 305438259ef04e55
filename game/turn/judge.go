package turn

import (
	"errors"
	"fmt"
	"time"

	"botcup/game"
	"botcup/search"
)

// Errors of NewJudge.
var (
	ErrUnknownOption = errors.New("unknown option")
	ErrBadOption     = errors.New("bad option value")
)

// Move is a move of a game played one token a move: comparable, and
// its String is its token.
type Move interface {
	comparable
	String() string
}

// Side is the type of a game's side on turn: a small integer, 0 for
// the player who moves first and 1 for the other.
type Side interface {
	~uint8 | ~int8 | ~int | ~uint
}

// Position is a position of a game played in alternating turns, one
// token a move, as a Judge sees it: the game's own state
// implements it, as its bot uses it.
type Position[M comparable, C Side] interface {
	// Side is the side on turn: 0 (who moves first) or 1.
	Side() C
	// Moves appends the legal moves of the side on turn to buf[:0]; none
	// once the game is over.
	Moves(buf []M) []M
	// Play plays m if it is legal now, else returns why not and changes
	// nothing.
	Play(m M) error
	// Over reports that the game has ended.
	Over() bool
	// Scores are the contest scores of the side that moves first and the
	// other.
	Scores() (first, second int)
	// String is the position as text (the record's setup).
	String() string
}

// Rules is what differs between the judges of games played one token a
// move: the game's name and time, its start and quit tokens, its start
// position and its move parser.
type Rules[M Move, C Side, P Position[M, C]] struct {
	// Name is the game's name on the command line: its folder's.
	Name string
	// Budget is each player's thinking time per game by the rules (or our
	// decision where they name none).
	Budget time.Duration
	// Start is the token the first player is sent first; Quit the token
	// both are sent at the end.
	Start, Quit string
	// New is the start position.
	New func() P
	// Parse reads one move token; its error says why a line is not a move.
	Parse func(line string) (M, error)
	// Render draws a position for a terminal (`botcup replay`).
	Render func(P) string
}

// NewJudge is NewJudge(rules, opts) as the game.Judge a Registration
// makes.
func (rules Rules[M, C, P]) NewJudge(opts map[string]string) (game.Judge, error) {
	j, err := NewJudge(rules, opts)
	if err != nil {
		return nil, err
	}
	return j, nil
}

// Judge is the referee of a game played in alternating turns, one token
// a move, with a start and a quit token, where the jury plays a random legal
// move for a faulted player: a game.Judge made from the game's Rules.
type Judge[M Move, C Side, P Position[M, C]] struct {
	rules  Rules[M, C, P]
	budget time.Duration
}

// NewJudge makes the judge of rules with options:
//   - budget=DURATION: each player's thinking time per game (default
//     rules.Budget).
func NewJudge[M Move, C Side, P Position[M, C]](rules Rules[M, C, P], opts map[string]string) (*Judge[M, C, P], error) {
	j := &Judge[M, C, P]{rules: rules, budget: rules.Budget}
	for name, value := range opts {
		switch name {
		case "budget":
			d, err := time.ParseDuration(value)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("%s/judge: %w: budget=%q, want a positive duration", rules.Name, ErrBadOption, value)
			}
			j.budget = d
		default:
			return nil, fmt.Errorf("%s/judge: %w: %q (known: budget)", rules.Name, ErrUnknownOption, name)
		}
	}
	return j, nil
}

// Name is the game's name.
func (j *Judge[M, C, P]) Name() string { return j.rules.Name }

// Budget is each player's thinking time per game.
func (j *Judge[M, C, P]) Budget() time.Duration { return j.budget }

// NewGame starts a game from the start position; the seed drives the jury's
// random moves for a faulted player.
func (j *Judge[M, C, P]) NewGame(seed uint64) game.Game {
	return &Game[M, C, P]{rules: &j.rules, pos: j.rules.New(), rng: search.NewRng(seed)}
}

// Game is one game of a Judge in progress: player 0 moves first.
type Game[M Move, C Side, P Position[M, C]] struct {
	rules *Rules[M, C, P]
	pos   P
	moves []M
	buf   []M
	rng   *search.Rng
}

// Setup is the start position's text.
func (g *Game[M, C, P]) Setup() string { return g.rules.New().String() }

// Next is the side on turn and what it is sent: the Start token to the first
// player at first, then the opponent's last move.
func (g *Game[M, C, P]) Next() (int, []string) {
	player := int(g.pos.Side())
	if len(g.moves) == 0 {
		return player, []string{g.rules.Start}
	}
	return player, []string{g.moves[len(g.moves)-1].String()}
}

// Play applies player's line. A line that is not a move token is malformed
// (game.ErrMalformed); a move that is not legal now, or a move out of turn, is an
// illegal move. Either way the game is unchanged.
func (g *Game[M, C, P]) Play(player int, line string) error {
	m, err := g.rules.Parse(line)
	if err != nil {
		return fmt.Errorf("%w: %w", game.ErrMalformed, err)
	}
	if player != int(g.pos.Side()) {
		return fmt.Errorf("%s/judge: player %d moved out of turn", g.rules.Name, player)
	}
	if err := g.pos.Play(m); err != nil {
		return fmt.Errorf("move %v: %w", m, err)
	}
	g.moves = append(g.moves, m)
	return nil
}

// Fallback is the jury's move for a faulted player: a random legal move,
// from the game's seed ("zomaar wat doen"). It is "" once the game is over.
func (g *Game[M, C, P]) Fallback(int) string {
	g.buf = g.pos.Moves(g.buf[:0])
	if len(g.buf) == 0 {
		return ""
	}
	return g.buf[g.rng.Intn(len(g.buf))].String()
}

// Legal are the tokens of the legal moves now (Lister).
func (g *Game[M, C, P]) Legal() []string {
	g.buf = g.pos.Moves(g.buf[:0])
	out := make([]string, len(g.buf))
	for i, m := range g.buf {
		out[i] = m.String()
	}
	return out
}

// Over reports that the game has ended.
func (g *Game[M, C, P]) Over() bool { return g.pos.Over() }

// Final is the Quit token for both players.
func (g *Game[M, C, P]) Final(int) []string { return []string{g.rules.Quit} }

// Scores are the contest scores of players 0 and 1.
func (g *Game[M, C, P]) Scores() [2]float64 {
	first, second := g.pos.Scores()
	return [2]float64{float64(first), float64(second)}
}

// Render draws the current position.
func (g *Game[M, C, P]) Render() string { return g.rules.Render(g.pos) }
