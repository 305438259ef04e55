package judge

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"botcup/game"
	"botcup/game/turn"
	"botcup/zuniq"
)

// The judge's options beyond budget, as `-opt name=value`: the victory
// call's readings where the rules are silent (docs/rules.md, Zuniq).
const (
	// OptCallTurn is what the call's turn x counts: "game" (default), every
	// move of the game from 1, or "own", the caller's own moves from 1.
	OptCallTurn = "call-turn"
	// OptCallLast is what a call on the move that ends the game earns:
	// "bonus" (default), as any call, or "none".
	OptCallLast = "call-last"
	// OptCallCap is the most extra points a call earns (default
	// zuniq.MaxBonus, the rules' "maximum up to 10 points").
	OptCallCap = "call-cap"
	// OptRelayCall is whether the opponent is sent a move with its '!':
	// "false" (default) sends the bare move, "true" the line as written.
	OptRelayCall = "relay-call"
)

// ErrOption is wrapped by every error about a zuniq judge option.
var ErrOption = errors.New("zuniq judge option")

// options are the judge's options for `botcup help match`, budget first.
var options = []game.Option{
	game.BudgetOption(zuniq.TimeLimit),
	{Name: OptCallTurn, Value: "game|own", About: "what the victory call's turn x counts: every move of the game from 1 (default) or the caller's own moves"},
	{Name: OptCallLast, Value: "bonus|none", About: "what a call on the game's last move earns: the bonus as any call (default) or none"},
	{Name: OptCallCap, Value: "N", About: fmt.Sprintf("the most extra points a call earns (default %d, the rules' maximum)", zuniq.MaxBonus)},
	{Name: OptRelayCall, Value: "false|true", About: "send the opponent a move with its '!' (default false: the bare move)"},
}

// rules are Zuniq's for the arena (turn.Rules): White hears zuniq.Start,
// each player the other's move, both zuniq.Quit at the end. A line that is
// not a move is malformed (game.ErrMalformed); a move the rules forbid now,
// or a move out of turn, is illegal.
var rules = turn.Rules[zuniq.Move, zuniq.Side, *zuniq.State]{
	Name: "zuniq", Budget: zuniq.TimeLimit, Start: zuniq.Start, Quit: zuniq.Quit,
	New: zuniq.New, Parse: zuniq.ParseMove, Render: render,
}

// Judge is Zuniq's referee: turn.Judge on rules scored by the options'
// zuniq.Scoring, the opponent sent each move without its '!' unless
// OptRelayCall says otherwise.
type Judge struct {
	*turn.Judge[zuniq.Move, zuniq.Side, *zuniq.State]
	relay bool
}

// NewJudge makes the judge from name=value options (budget, OptCallTurn,
// OptCallLast, OptCallCap, OptRelayCall); nil or empty means our reading
// of the contest's rules.
func NewJudge(opts map[string]string) (game.Judge, error) {
	scoring := zuniq.DefaultScoring
	relay := false
	rest := map[string]string{}
	names := make([]string, 0, len(opts))
	for k := range opts {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		v := opts[k]
		bad := func(want string) error { return fmt.Errorf("%w %s=%q: want %s", ErrOption, k, v, want) }
		switch k {
		case OptCallTurn:
			if v != "game" && v != "own" {
				return nil, bad("game or own")
			}
			scoring.OwnTurns = v == "own"
		case OptCallLast:
			if v != "bonus" && v != "none" {
				return nil, bad("bonus or none")
			}
			scoring.VoidOnLast = v == "none"
		case OptCallCap:
			n, err := strconv.Atoi(v)
			if err != nil || n < 0 || n > 100 {
				return nil, bad("a whole number 0 to 100")
			}
			scoring.Cap = int8(n)
		case OptRelayCall:
			b, err := strconv.ParseBool(v)
			if err != nil {
				return nil, bad("true or false")
			}
			relay = b
		case "budget":
			rest[k] = v
		default:
			return nil, fmt.Errorf("%w: unknown option %q (known: budget, %s, %s, %s, %s)", ErrOption, k,
				OptCallTurn, OptCallLast, OptCallCap, OptRelayCall)
		}
	}
	r := rules
	r.New = func() *zuniq.State { return zuniq.NewScored(scoring) }
	j, err := turn.NewJudge(r, rest)
	if err != nil {
		return nil, err
	}
	return &Judge{Judge: j, relay: relay}, nil
}

// NewGame starts a game; the seed drives the jury's random moves for a
// faulted player.
func (j *Judge) NewGame(seed uint64) game.Game {
	g := j.Judge.NewGame(seed).(*turn.Game[zuniq.Move, zuniq.Side, *zuniq.State])
	return &Game{Game: g, relay: j.relay}
}

// Game is one game of Zuniq as the arena drives it: White is player 0.
type Game struct {
	*turn.Game[zuniq.Move, zuniq.Side, *zuniq.State]
	relay bool
}

// Next is the side on turn and what it is sent: Start to White at first,
// then the opponent's last move, without its '!' unless relayed.
// Decision: the rules do not say whether the opponent hears the call.
func (g *Game) Next() (int, []string) {
	p, lines := g.Game.Next()
	if !g.relay {
		for i, l := range lines {
			lines[i] = strings.TrimSuffix(l, "!")
		}
	}
	return p, lines
}

// render draws the position for a terminal (`botcup replay`): the dots,
// each drawn segment, each closed cell as #.
func render(s *zuniq.State) string {
	var b strings.Builder
	b.WriteString("   1   2   3   4   5   6\n")
	for r := 0; r < zuniq.Dots; r++ {
		fmt.Fprintf(&b, "%c  ", 'A'+r)
		for c := 0; c < zuniq.Dots; c++ {
			b.WriteByte('+')
			if c < zuniq.CellSide {
				if s.Drawn(zuniq.HSeg(r, c)) {
					b.WriteString("---")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
		if r == zuniq.CellSide {
			break
		}
		b.WriteString("   ")
		for c := 0; c < zuniq.Dots; c++ {
			if s.Drawn(zuniq.VSeg(r, c)) {
				b.WriteByte('|')
			} else {
				b.WriteByte(' ')
			}
			if c < zuniq.CellSide {
				if s.Closed()&(1<<uint(r*zuniq.CellSide+c)) != 0 {
					b.WriteString(" # ")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteByte('\n')
	}
	if s.Over() {
		white, black := s.Scores()
		fmt.Fprintf(&b, "over after %d moves: White %d, Black %d\n", s.Ply(), white, black)
	} else {
		fmt.Fprintf(&b, "%v to move\n", s.Side())
	}
	return b.String()
}
