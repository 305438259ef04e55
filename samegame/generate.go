package samegame

import (
	"errors"
	"fmt"

	"botcup/search"
)

// ErrGenerate: options Generate cannot honour.
var ErrGenerate = errors.New("samegame: bad generator options")

// Pattern is the kind of board Generate draws.
type Pattern uint8

const (
	// Scatter draws every stone's colour independently by the weights.
	Scatter Pattern = iota
	// Areas paints large one-colour areas: every stone takes the colour of
	// the nearest of a few random centres (a Voronoi picture).
	Areas
	// Stripes paints bands of one colour each, horizontal, vertical or
	// diagonal, a few stones wide.
	Stripes
	// Gradient blends the colours in order from the bottom-left corner to
	// the top-right one, dithered where two colours meet.
	Gradient
)

// Patterns names the patterns as ParsePattern reads them.
var Patterns = [...]string{Scatter: "scatter", Areas: "areas", Stripes: "stripes", Gradient: "gradient"}

// ParsePattern reads a pattern's name (see Patterns).
func ParsePattern(s string) (Pattern, error) {
	for p, name := range Patterns {
		if name == s {
			return Pattern(p), nil
		}
	}
	return 0, fmt.Errorf("%w: unknown pattern %q", ErrGenerate, s)
}

// GenOptions describe the boards Generate draws.
type GenOptions struct {
	Columns, Rows int // 1..MaxSize each
	Colours       int // 1..255: the colours are 1..Colours
	// Weights are the relative frequencies of colours 1..Colours (nil: all
	// equal); none negative, at least one positive. Gradient uses them only
	// for its noise: its scale runs through every colour.
	Weights []int
	Pattern Pattern
	// Noise is the percentage (0..100) of stones of a picture repainted
	// with a colour drawn by the weights.
	Noise int
}

// Generate draws a full board (no empty cell) by opts from r, as rows for
// NewBoard (row 0 at the bottom).
func Generate(opts GenOptions, r *search.Rng) ([][]uint8, error) {
	if opts.Columns < 1 || opts.Columns > MaxSize || opts.Rows < 1 || opts.Rows > MaxSize {
		return nil, fmt.Errorf("%w: %dx%d board (1..%d each)", ErrGenerate, opts.Columns, opts.Rows, MaxSize)
	}
	if opts.Colours < 1 || opts.Colours > 255 {
		return nil, fmt.Errorf("%w: %d colours (1..255)", ErrGenerate, opts.Colours)
	}
	if opts.Noise < 0 || opts.Noise > 100 {
		return nil, fmt.Errorf("%w: noise %d%% (0..100)", ErrGenerate, opts.Noise)
	}
	if int(opts.Pattern) >= len(Patterns) {
		return nil, fmt.Errorf("%w: pattern %d", ErrGenerate, opts.Pattern)
	}
	cum, err := cumulative(opts)
	if err != nil {
		return nil, err
	}
	draw := func() uint8 { return weighted(cum, r) }
	rows := make([][]uint8, opts.Rows)
	for y := range rows {
		rows[y] = make([]uint8, opts.Columns)
	}
	switch opts.Pattern {
	case Scatter:
		paint(rows, func(x, y int) uint8 { return draw() })
	case Areas:
		paintAreas(rows, opts.Colours, draw, r)
	case Stripes:
		paintStripes(rows, opts.Colours, draw, r)
	case Gradient:
		paintGradient(rows, opts.Colours, r)
	}
	if opts.Noise > 0 {
		paint(rows, func(x, y int) uint8 {
			if r.Intn(100) < opts.Noise {
				return draw()
			}
			return rows[y][x]
		})
	}
	return rows, nil
}

// cumulative is the running sum of the weights of colours 1..Colours.
func cumulative(opts GenOptions) ([]int, error) {
	cum := make([]int, opts.Colours)
	if opts.Weights != nil && len(opts.Weights) != opts.Colours {
		return nil, fmt.Errorf("%w: %d weights for %d colours", ErrGenerate, len(opts.Weights), opts.Colours)
	}
	total := 0
	for c := range cum {
		w := 1
		if opts.Weights != nil {
			w = opts.Weights[c]
		}
		if w < 0 {
			return nil, fmt.Errorf("%w: weight %d of colour %d", ErrGenerate, w, c+1)
		}
		total += w
		cum[c] = total
	}
	if total == 0 {
		return nil, fmt.Errorf("%w: all weights are 0", ErrGenerate)
	}
	return cum, nil
}

// weighted draws a colour by the running sums cum.
func weighted(cum []int, r *search.Rng) uint8 {
	v := r.Intn(cum[len(cum)-1])
	for c, s := range cum {
		if v < s {
			return uint8(c + 1)
		}
	}
	return uint8(len(cum))
}

// paint sets every cell to colour(x, y).
func paint(rows [][]uint8, colour func(x, y int) uint8) {
	for y, row := range rows {
		for x := range row {
			row[x] = colour(x, y)
		}
	}
}

// paintAreas gives every cell the colour of its nearest centre; there are
// twice as many centres as colours, at least 2, at most one per 8 cells.
func paintAreas(rows [][]uint8, colours int, draw func() uint8, r *search.Rng) {
	cols := len(rows[0])
	n := min(max(2, 2*colours), max(1, cols*len(rows)/8))
	type centre struct {
		x, y int
		c    uint8
	}
	centres := make([]centre, n)
	for k := range centres {
		centres[k] = centre{r.Intn(cols), r.Intn(len(rows)), draw()}
	}
	paint(rows, func(x, y int) uint8 {
		best, bestD := uint8(0), -1
		for _, c := range centres {
			dx, dy := x-c.x, y-c.y
			if d := dx*dx + dy*dy; bestD < 0 || d < bestD {
				best, bestD = c.c, d
			}
		}
		return best
	})
}

// paintStripes paints bands in a random direction, each as wide as the
// board's size over twice the colours (at least 1), colours by the weights.
func paintStripes(rows [][]uint8, colours int, draw func() uint8, r *search.Rng) {
	cols := len(rows[0])
	dir := r.Intn(3) // 0 horizontal, 1 vertical, 2 diagonal
	width := max(1, max(cols, len(rows))/(2*colours))
	bands := make([]uint8, (cols+len(rows))/width+1)
	for k := range bands {
		bands[k] = draw()
	}
	paint(rows, func(x, y int) uint8 {
		switch dir {
		case 0:
			return bands[y/width]
		case 1:
			return bands[x/width]
		}
		return bands[(x+y)/width]
	})
}

// paintGradient blends colours 1..colours along x+y, each cell rounding
// its place on the scale up or down at random (dithering).
func paintGradient(rows [][]uint8, colours int, r *search.Rng) {
	span := len(rows[0]) + len(rows) - 2
	paint(rows, func(x, y int) uint8 {
		if span == 0 {
			return 1
		}
		// place on the scale in 1/1024 steps: 0 .. (colours-1)*1024
		t := (x + y) * (colours - 1) * 1024 / span
		c := t / 1024
		if r.Intn(1024) < t%1024 {
			c++
		}
		return uint8(c + 1)
	})
}
