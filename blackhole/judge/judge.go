package judge

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"botcup/blackhole"
	"botcup/game"
	"botcup/search"
)

// Name is the game's name on the command line.
const Name = "blackhole"

// The judge's options, as `-opt name=value` on the command line.
const (
	// OptBrown fixes the brown stones of every game: five different
	// fields separated by commas ("A8,B4,D2,E4,H1"), or "default" for
	// blackhole.DefaultBrown. Without it each game draws its own from its
	// seed (blackhole.DrawBrown), as the contest's referee does.
	OptBrown = "brown"
	// OptBudget is each player's thinking time per game (default
	// blackhole.TimeLimit).
	OptBudget = "budget"
)

// ErrOption is wrapped by every error about a judge option.
var ErrOption = errors.New("blackhole judge option")

// Judge is the referee of Black Hole (game.Judge).
type Judge struct {
	brown  *[blackhole.NumBrown]blackhole.Field // nil: drawn per game
	budget time.Duration
}

// NewJudge makes a judge from name=value options (OptBrown, OptBudget);
// nil or empty means the contest's: brown stones drawn per game, 5 s.
func NewJudge(opts map[string]string) (game.Judge, error) {
	j := &Judge{budget: blackhole.TimeLimit}
	names := make([]string, 0, len(opts))
	for k := range opts {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		v := opts[k]
		switch k {
		case OptBrown:
			b, err := parseBrown(v)
			if err != nil {
				return nil, fmt.Errorf("%w %s=%q: %w", ErrOption, k, v, err)
			}
			j.brown = &b
		case OptBudget:
			d, err := time.ParseDuration(v)
			if err != nil || d <= 0 {
				return nil, fmt.Errorf("%w %s=%q: want a positive duration", ErrOption, k, v)
			}
			j.budget = d
		default:
			return nil, fmt.Errorf("%w: unknown option %q (known: %s, %s)", ErrOption, k, OptBrown, OptBudget)
		}
	}
	return j, nil
}

// parseBrown reads OptBrown's value.
func parseBrown(v string) ([blackhole.NumBrown]blackhole.Field, error) {
	var b [blackhole.NumBrown]blackhole.Field
	if v == "default" {
		return blackhole.DefaultBrown, nil
	}
	names := strings.Split(v, ",")
	if len(names) != blackhole.NumBrown {
		return b, fmt.Errorf("want %d fields separated by commas, or default", blackhole.NumBrown)
	}
	for i, name := range names {
		f, err := blackhole.ParseField(name)
		if err != nil {
			return b, err
		}
		b[i] = f
	}
	if _, err := blackhole.New(b); err != nil {
		return b, err
	}
	return b, nil
}

// Name is "blackhole".
func (j *Judge) Name() string { return Name }

// Budget is each player's thinking time per game.
func (j *Judge) Budget() time.Duration { return j.budget }

// NewGame starts a game: the fixed brown stones, or five drawn from seed;
// the seed then drives the jury's moves for a faulted player.
func (j *Judge) NewGame(seed uint64) game.Game {
	rng := search.NewRng(seed)
	var brown [blackhole.NumBrown]blackhole.Field
	if j.brown != nil {
		brown = *j.brown
	} else {
		brown = blackhole.DrawBrown(rng)
	}
	s, _ := blackhole.New(brown) // DrawBrown and parseBrown give five different fields
	return &Game{pos: s, brown: brown, rng: rng}
}

// Game is one game of Black Hole as the arena drives it; Red is player 0.
// Each side is sent the five brown fields, one a line, before its first
// line: Red then "Start", Blue Red's first move. From then on each side is
// sent the opponent's last move before it answers. Both are sent "Quit" at
// the end. Decision (the contest sends the brown fields to both players at
// once, before Red's first move): Blue reads them just before Red's first
// move, on its own clock; a bot cannot tell the difference.
type Game struct {
	pos   *blackhole.State
	brown [blackhole.NumBrown]blackhole.Field
	rng   *search.Rng
	buf   []blackhole.Move
}

// Setup is the five brown fields, as blackhole.ParsePosition reads them.
func (g *Game) Setup() string { return strings.Join(fieldNames(g.brown), " ") }

// fieldNames are the brown fields' names ("C4").
func fieldNames(brown [blackhole.NumBrown]blackhole.Field) []string {
	names := make([]string, len(brown))
	for i, f := range brown {
		names[i] = f.String()
	}
	return names
}

// Position is the game's position (do not change it).
func (g *Game) Position() *blackhole.State { return g.pos }

// Next is the side to move and the lines it is sent now.
func (g *Game) Next() (int, []string) {
	p := int(g.pos.Side())
	var lines []string
	if g.pos.Plies() == p { // the player's first move: Red's is ply 0, Blue's ply 1
		for _, f := range g.brown {
			lines = append(lines, f.String())
		}
	}
	if h := g.pos.History(); len(h) > 0 {
		return p, append(lines, h[len(h)-1].String())
	}
	return p, append(lines, StartLine)
}

// The protocol's words.
const (
	StartLine = "Start"
	QuitLine  = "Quit"
)

// Play applies player's line. A line that is not a move ("<field>=<value>")
// is malformed (game.ErrMalformed); a move on a field that is not empty,
// with a value the player has placed already, out of turn or after the end
// is illegal. Either way the game is unchanged.
func (g *Game) Play(player int, line string) error {
	m, err := blackhole.ParseMove(line)
	if err != nil {
		return fmt.Errorf("%w: %w", game.ErrMalformed, err)
	}
	if g.pos.Over() {
		return blackhole.ErrGameOver
	}
	if player != int(g.pos.Side()) {
		return fmt.Errorf("%s/judge: player %d moved out of turn", Name, player)
	}
	if err := g.pos.Play(m); err != nil {
		return fmt.Errorf("move %v: %w", m, err)
	}
	return nil
}

// Fallback is the jury's move for a faulted player: a random legal move
// (any empty field, any value the player still holds), from the game's
// seed. Decision (the rules page says only that a faulty program loses):
// the jury plays on at random, as in the other CodeCup games, so that the
// opponent's game is played out. It is "" once the game is over.
func (g *Game) Fallback(int) string {
	g.buf = g.pos.Moves(g.buf[:0])
	if len(g.buf) == 0 {
		return ""
	}
	return g.buf[g.rng.Intn(len(g.buf))].String()
}

// Legal is the moves of the player on turn (game.Lister): every empty
// field with every value the player still holds; none once the game is
// over.
func (g *Game) Legal() []string {
	g.buf = g.pos.Moves(g.buf[:0])
	lines := make([]string, len(g.buf))
	for i, m := range g.buf {
		lines[i] = m.String()
	}
	return lines
}

// Over reports that the game has ended: all 30 stones placed.
func (g *Game) Over() bool { return g.pos.Over() }

// Final is "Quit" for both players.
func (g *Game) Final(int) []string { return []string{QuitLine} }

// Scores are the contest scores of Red and Blue: 75+R-B and 75-R+B.
func (g *Game) Scores() [2]float64 {
	red, blue := g.pos.Scores()
	return [2]float64{float64(red), float64(blue)}
}

// Render draws the board (see blackhole.State.Render).
func (g *Game) Render() string { return Render(g.pos) }

// Render draws the triangle for a terminal, row A at the top and H1 at the
// bottom, each row shifted by half a field as the hexagons lie: "r15" a
// red stone, "b3" a blue one, "##" a brown one, "." empty ("()" the hole
// once the game is over); then the score or whose turn it is.
func Render(s *blackhole.State) string {
	var b strings.Builder
	for u := 0; u < blackhole.Rows; u++ {
		b.WriteString(strings.Repeat("  ", u))
		fmt.Fprintf(&b, "%c ", 'A'+u)
		for v := 0; u+v < blackhole.Rows; v++ {
			f := blackhole.At(u, v)
			c, val := s.Stone(f)
			switch {
			case s.Brown()>>f&1 != 0:
				b.WriteString("  ##")
			case val != 0:
				fmt.Fprintf(&b, " %c%2d", "rb"[c], val)
			case s.Over():
				b.WriteString("  ()")
			default:
				b.WriteString("   .")
			}
		}
		b.WriteByte('\n')
	}
	red, blue := s.Scores()
	if s.Over() {
		fmt.Fprintf(&b, "after %d plies: over, hole %v, %d - %d\n", s.Plies(), s.Hole(), red, blue)
	} else {
		fmt.Fprintf(&b, "after %d plies: %v to move\n", s.Plies(), s.Side())
	}
	return b.String()
}
