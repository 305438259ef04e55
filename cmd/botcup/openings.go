package main

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"

	"botcup/bao"
	"botcup/invers"
	"botcup/more"
	morejudge "botcup/more/judge"
	"botcup/search"
	"botcup/search/duel"
)

// openings runs `botcup openings GAME -plies N -n K [-balanced] [-seed S]`:
// an opening suite of K distinct random legal lines of N plies from the
// start, one a line (see arena.Suite), for match -openings. With -balanced
// only lines whose position an alpha-beta search of fixed depth (-depth)
// scores within -margin contest points of even are kept.
func (c *cli) openings(args []string) error {
	const usage = "usage: botcup openings GAME -plies N -n K [-balanced [-depth D] [-margin P]] [-seed S] [-o FILE]"
	if len(args) == 0 || len(args[0]) > 0 && args[0][0] == '-' {
		return usagef(usage)
	}
	fs := newFlags("openings")
	plies := fs.Int("plies", 4, "moves in each line, from the start")
	n := fs.Int("n", 50, "number of lines (all different)")
	balanced := fs.Bool("balanced", false, "keep only lines the fixed search scores near even (see -depth, -margin)")
	depth := fs.Int("depth", 6, "with -balanced: the alpha-beta depth that scores a line's position")
	margin := fs.Float64("margin", 1, "with -balanced: the largest |value| kept, in contest points (stones, points, moves)")
	seed := fs.Uint64("seed", 1, "seed of the random lines (and More's random boards)")
	out := fs.String("o", "", "write the suite to FILE instead of standard output")
	pos, err := c.parse(fs, args[1:])
	if err != nil {
		return err
	}
	if len(pos) != 0 {
		return usagef("%s (unexpected %q)", usage, pos)
	}
	op, ok := openers[args[0]]
	if !ok {
		if _, err := c.game(args[0]); err != nil {
			return err
		}
		return usagef("%s has no opening lines (known: %s)", args[0], openerNames())
	}
	switch {
	case *plies < 1:
		return usagef("-plies must be at least 1, not %d", *plies)
	case *n < 1:
		return usagef("-n must be at least 1, not %d", *n)
	case *depth < 1:
		return usagef("-depth must be at least 1, not %d", *depth)
	case *margin < 0:
		return usagef("-margin must not be negative")
	}
	gen := lineGenerator{open: op, plies: *plies, rng: search.NewRng(*seed)}
	if *balanced {
		gen.depth, gen.margin = *depth, *margin
	}
	lines, err := gen.lines(*n)
	if err != nil {
		return err
	}
	w := c.stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# botcup openings %s -plies %d -n %d -seed %d", args[0], *plies, *n, *seed)
	if *balanced {
		fmt.Fprintf(bw, " -balanced -depth %d -margin %g: |alpha-beta value| <= %g points at depth %d", *depth, *margin, *margin, *depth)
	}
	fmt.Fprintf(bw, "\n# %d of %d random lines kept\n", len(lines), gen.tried)
	for _, l := range lines {
		fmt.Fprintln(bw, l)
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	if *out != "" {
		fmt.Fprintf(c.stderr, "botcup: %s: %d lines (%d random lines tried)\n", *out, len(lines), gen.tried)
	}
	return nil
}

// lineGenerator draws distinct random lines, keeping with depth > 0 only
// those within margin points of even.
type lineGenerator struct {
	open   opener
	plies  int
	rng    *search.Rng
	depth  int
	margin float64
	tried  int
}

// maxTries bounds the random lines tried per line wanted.
const maxTries = 200

func (g *lineGenerator) lines(n int) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for g.tried = 0; len(out) < n; g.tried++ {
		if g.tried >= maxTries*n {
			return nil, fmt.Errorf("only %d different lines found in %d tries (fewer plies, a larger -margin or fewer lines?)", len(out), g.tried)
		}
		text, ok := g.line()
		if !ok || seen[text] {
			continue
		}
		seen[text] = true
		out = append(out, text)
	}
	return out, nil
}

// line is one random line as a suite writes it, and whether it is kept.
func (g *lineGenerator) line() (string, bool) {
	l := g.open(g.rng)
	words := l.options()
	for range g.plies {
		if l.over() {
			return "", false
		}
		words = append(words, l.playRandom(g.rng))
	}
	if l.over() {
		return "", false
	}
	if g.depth > 0 && math.Abs(l.value(g.depth)) > g.margin {
		return "", false
	}
	return strings.Join(words, " "), true
}

// lineState is a line being drawn: the game's position from the start.
type lineState interface {
	// options are the line's judge options as suite words (More's board).
	options() []string
	over() bool
	// playRandom plays a uniformly random legal move and returns its token.
	playRandom(rng *search.Rng) string
	// play plays the legal move written tok, or reports that none is.
	play(tok string) error
	// value is an alpha-beta search's value of the position to depth, from
	// the side to move, in contest points.
	value(depth int) float64
}

// opener starts a line of one game.
type opener func(rng *search.Rng) lineState

// openers are the games `botcup openings` knows: the three whose bots
// follow lines (Amazes' moves depend on the maze's hidden views).
var openers = map[string]opener{
	"bao": func(*search.Rng) lineState {
		return &duelLine[bao.State, bao.Pit, *bao.State]{s: bao.New(), unit: bao.StoneValue}
	},
	"invers": func(*search.Rng) lineState {
		return &duelLine[invers.State, invers.Push, *invers.State]{s: invers.New(), unit: invers.PointValue}
	},
	"more": newMoreLine,
}

func openerNames() string {
	names := make([]string, 0, len(openers))
	for n := range openers {
		names = append(names, n)
	}
	sort.Strings(names)
	return strings.Join(names, ", ")
}

// duelLine is a line of a duel game (Bao, Invers), valued by its Duel's
// alpha-beta; unit is one contest point in the game's Eval.
type duelLine[S any, M duel.Move, P duel.Position[S, M]] struct {
	s    P
	unit int32
	buf  []M
}

func (l *duelLine[S, M, P]) options() []string { return nil }
func (l *duelLine[S, M, P]) over() bool        { return l.s.Over() }

func (l *duelLine[S, M, P]) playRandom(rng *search.Rng) string {
	l.buf = l.s.Moves(l.buf[:0])
	m := l.buf[rng.Intn(len(l.buf))]
	l.s.Make(m)
	return m.String()
}

func (l *duelLine[S, M, P]) play(tok string) error {
	l.buf = l.s.Moves(l.buf[:0])
	for _, m := range l.buf {
		if m.String() == tok {
			l.s.Make(m)
			return nil
		}
	}
	return fmt.Errorf("%q is not a legal move", tok)
}

func (l *duelLine[S, M, P]) value(depth int) float64 {
	d, err := duel.New[S, M](l.s, duel.Options{Kind: duel.AlphaBeta, MaxDepth: depth, TTEntries: 1 << 16})
	if err != nil {
		panic(err) // unreachable: the options are valid
	}
	return float64(d.Choose(nil).Value) / float64(l.unit)
}

// moreLine is a line of More on a random board (drawn as the judge draws
// them), carried in the suite as board=WALLS.
type moreLine struct {
	board *more.Board
	pos   *more.Position
	moves []more.Move
}

func newMoreLine(rng *search.Rng) lineState {
	return moreLineOn(morejudge.RandomBoard(rng, morejudge.DefaultWallOdds))
}

func moreLineOn(b *more.Board) *moreLine { return &moreLine{board: b, pos: more.NewPosition(b)} }

func (l *moreLine) options() []string { return []string{morejudge.OptBoard + "=" + l.board.String()} }
func (l *moreLine) over() bool        { return l.pos.Over() }

func (l *moreLine) playRandom(rng *search.Rng) string {
	ms := l.pos.Moves(nil)
	m := ms[rng.Intn(len(ms))]
	l.pos.Make(m)
	l.moves = append(l.moves, m)
	return m.String()
}

func (l *moreLine) play(tok string) error {
	m, err := more.ParseMove(tok)
	if err == nil {
		err = l.pos.Check(m)
	}
	if err != nil {
		return err
	}
	l.pos.Make(m)
	l.moves = append(l.moves, m)
	return nil
}

func (l *moreLine) value(depth int) float64 {
	e, err := more.NewEngine(l.board, more.EngineOptions{Kind: more.AlphaBeta, MaxDepth: depth, TTEntries: 1 << 16})
	if err == nil {
		for _, m := range l.moves {
			if err = e.Play(m); err != nil {
				break
			}
		}
	}
	var th more.Thought
	if err == nil {
		th, err = e.Think(search.NoDeadline{})
	}
	if err != nil {
		panic(err) // unreachable: the moves were legal, the options valid
	}
	if th.Forced {
		return float64(e.Game().Eval()) / more.Unit
	}
	return float64(th.Value) / more.Unit
}
