package arena

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"

	"botcup/game"
	"botcup/search"
)

// Suite is an opening suite: the lines a match or tournament hands out, one
// per pair of games (both games of the pair play it, sides swapped).
//
// Its text has one opening a line: the first moves from the start
// position, in the game's own notation (the protocol's tokens), separated
// by blanks, e.g. "C J B". A line may begin with judge options
// NAME=VALUE for its games, a token whose NAME is one of the game's
// registered options (Registration.Options; any other token is a move,
// even one written "B3=15"): a game whose board is drawn from the seed
// carries its board as an option (board=TEXT), since its first moves mean
// nothing without it. Blank lines and lines starting with '#' are
// comments.
type Suite struct {
	// Name is where the suite was read from (its file), for errors.
	Name string
	// Lines are the openings, in the file's order.
	Lines []Opening
	// Where are the 1-based line numbers of Lines in the text.
	Where []int
}

// ErrSuite is wrapped by every error about a suite's text.
var ErrSuite = errors.New("opening suite")

// ParseSuite reads a suite's text for a game whose judge options are
// options (a token NAME=VALUE is an option when NAME is one of theirs);
// name names it in errors, which read "name:line: why".
func ParseSuite(name string, r io.Reader, options []game.Option) (*Suite, error) {
	s := &Suite{Name: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || text[0] == '#' {
			continue
		}
		o, err := parseOpening(text, options)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w: %w", name, n, ErrSuite, err)
		}
		s.Lines = append(s.Lines, o)
		s.Where = append(s.Where, n)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(s.Lines) == 0 {
		return nil, fmt.Errorf("%s: %w: no opening in it", name, ErrSuite)
	}
	return s, nil
}

// parseOpening reads one line: options NAME=VALUE first (NAME one of
// options'), then moves.
func parseOpening(text string, options []game.Option) (Opening, error) {
	var o Opening
	for _, tok := range strings.Fields(text) {
		name, value, hasValue := strings.Cut(tok, "=")
		isOpt := hasValue && slices.ContainsFunc(options, func(opt game.Option) bool { return opt.Name == name })
		switch {
		case !isOpt:
			o.Moves = append(o.Moves, tok)
		case len(o.Moves) > 0:
			return o, fmt.Errorf("option %q after the moves: options come first", tok)
		default:
			if o.Options == nil {
				o.Options = map[string]string{}
			}
			if _, dup := o.Options[name]; dup {
				return o, fmt.Errorf("option %s given twice", name)
			}
			o.Options[name] = value
		}
	}
	return o, nil
}

// LoadSuite reads the suite in file path for a game whose judge options
// are options (see ParseSuite).
func LoadSuite(path string, options []game.Option) (*Suite, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ParseSuite(path, f, options)
}

// JudgeFor makes the judge of a game with options; see Registration's
// NewJudge.
type JudgeFor func(opts map[string]string) (game.Judge, error)

// Check plays every line of s through a game of the judge newJudge makes
// with base options and the line's own: each move must be legal when it is
// played, and the game must not be over at the line's end. Its errors read
// "name:line: ...".
func (s *Suite) Check(newJudge JudgeFor, base map[string]string) error {
	for i, o := range s.Lines {
		if err := o.check(newJudge, base); err != nil {
			return fmt.Errorf("%s:%d: %w: %w", s.Name, s.Where[i], ErrSuite, err)
		}
	}
	return nil
}

func (o Opening) check(newJudge JudgeFor, base map[string]string) error {
	j, err := newJudge(o.JudgeOptions(base))
	if err != nil {
		return err
	}
	g := j.NewGame(0)
	for k, m := range o.Moves {
		if g.Over() {
			return fmt.Errorf("the game is over before move %d %q", k+1, m)
		}
		p, _ := g.Next()
		if err := g.Play(p, m); err != nil {
			return fmt.Errorf("move %d %q: %w", k+1, m, err)
		}
	}
	if g.Over() {
		return errors.New("the game is over at the line's end: nothing is left to play")
	}
	return nil
}

// JudgeOptions are base with the line's options on top (base itself is
// left as it is); base when the line has none.
func (o Opening) JudgeOptions(base map[string]string) map[string]string {
	if len(o.Options) == 0 {
		return base
	}
	m := maps.Clone(base)
	if m == nil {
		m = make(map[string]string, len(o.Options))
	}
	maps.Copy(m, o.Options)
	return m
}

// equal reports whether o and p are the same line.
func (o Opening) equal(p Opening) bool {
	return o.MovesText() == p.MovesText() && maps.Equal(o.Options, p.Options)
}

// The orders in which a suite's lines are handed out.
const (
	// OrderSequential gives pair k line k, wrapping around.
	OrderSequential = "sequential"
	// OrderRandom shuffles the lines once (from the match's seed), then
	// gives pair k line k of the shuffle, wrapping around.
	OrderRandom = "random"
)

// Openings is a suite as a match or tournament hands it out.
type Openings struct {
	Suite *Suite
	// Order is OrderSequential ("" too) or OrderRandom.
	Order string
}

// order is the index of the line pair k gets, for every k below the
// number of lines; seed drives OrderRandom's shuffle.
func (o *Openings) order(seed uint64) ([]int, error) {
	idx := make([]int, len(o.Suite.Lines))
	for i := range idx {
		idx[i] = i
	}
	switch o.Order {
	case OrderSequential, "":
	case OrderRandom:
		rng := search.NewRng(seed ^ 0x6f70656e696e6773) // "openings"
		for i := len(idx) - 1; i > 0; i-- {
			j := rng.Intn(i + 1)
			idx[i], idx[j] = idx[j], idx[i]
		}
	default:
		return nil, fmt.Errorf("unknown opening order %q (known: %s, %s)", o.Order, OrderSequential, OrderRandom)
	}
	return idx, nil
}

// Assign gives every scheduled game the line of its pair: pair k (of its
// pairing, Scheduled.Pair) plays line k of the order, wrapping around when
// there are more pairs than lines, so both games of a pair play the same
// line with sides swapped. A nil o assigns nothing.
func (o *Openings) Assign(sched []Scheduled, seed uint64) error {
	if o == nil || o.Suite == nil {
		return nil
	}
	idx, err := o.order(seed)
	if err != nil {
		return err
	}
	for i := range sched {
		sched[i].Opening = o.Suite.Lines[idx[sched[i].Pair%len(idx)]]
	}
	return nil
}
