package zuniq

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"

	"botcup/search"
)

// naive is a position for a second move generator written from the rules'
// words, sharing nothing with State: the board is 6x6 dots, rows A..F and
// columns 1..6; a move joins two adjacent dots ("A2h": dot A2 to A3; "E5v":
// dot E5 to F5); a closed zone is a set of cells cut off from the outside
// by drawn segments; no move inside a closed zone; no two closed zones of
// one size; who cannot move loses.
type naive struct{ drawn map[string]bool }

// naiveSegments are every segment's name.
func naiveSegments() []string {
	var out []string
	for r := 'A'; r <= 'F'; r++ {
		for c := '1'; c <= '6'; c++ {
			if c < '6' {
				out = append(out, fmt.Sprintf("%c%ch", r, c))
			}
			if r < 'F' {
				out = append(out, fmt.Sprintf("%c%cv", r, c))
			}
		}
	}
	sort.Strings(out)
	return out
}

// sides are the names of the four segments around cell (r, c), rows and
// columns of cells from 0: above, below, left, right.
func sides(r, c int) [4]string {
	row, col := func(i int) byte { return byte('A' + i) }, func(i int) byte { return byte('1' + i) }
	return [4]string{
		string([]byte{row(r), col(c), 'h'}), string([]byte{row(r + 1), col(c), 'h'}),
		string([]byte{row(r), col(c), 'v'}), string([]byte{row(r), col(c + 1), 'v'}),
	}
}

// zones is the closed zones: for each cell its zone's size, 0 if open.
func (p naive) zones() [5][5]int {
	var size [5][5]int
	seen := [5][5]bool{}
	for r0 := 0; r0 < 5; r0++ {
		for c0 := 0; c0 < 5; c0++ {
			if seen[r0][c0] {
				continue
			}
			cells, outside := [][2]int{{r0, c0}}, false
			seen[r0][c0] = true
			for i := 0; i < len(cells); i++ {
				r, c := cells[i][0], cells[i][1]
				for k, name := range sides(r, c) {
					if p.drawn[name] {
						continue
					}
					nr, nc := r+[4]int{-1, 1, 0, 0}[k], c+[4]int{0, 0, -1, 1}[k]
					if nr < 0 || nr > 4 || nc < 0 || nc > 4 {
						outside = true
						continue
					}
					if !seen[nr][nc] {
						seen[nr][nc] = true
						cells = append(cells, [2]int{nr, nc})
					}
				}
			}
			if !outside {
				for _, cell := range cells {
					size[cell[0]][cell[1]] = len(cells)
				}
			}
		}
	}
	return size
}

// legal is the moves allowed now, by name.
func (p naive) legal() []string {
	var out []string
	size := p.zones()
	inside := map[string]bool{}
	for r := 0; r < 5; r++ {
		for c := 0; c < 5; c++ {
			if size[r][c] > 0 {
				for _, name := range sides(r, c) {
					inside[name] = true
				}
			}
		}
	}
	for _, name := range naiveSegments() {
		if p.drawn[name] || inside[name] {
			continue
		}
		p.drawn[name] = true
		after := p.zones()
		p.drawn[name] = false
		// A zone's size counted once per zone: cells of a zone of k cells
		// number k, so a size seen on more than k cells repeats.
		count := map[int]int{}
		for r := 0; r < 5; r++ {
			for c := 0; c < 5; c++ {
				if after[r][c] > 0 {
					count[after[r][c]]++
				}
			}
		}
		unique := true
		for k, n := range count {
			unique = unique && n == k
		}
		if unique {
			out = append(out, name)
		}
	}
	return out
}

func (p naive) perft(depth int) uint64 {
	moves := p.legal()
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.drawn[m] = true
		n += p.perft(depth - 1)
		p.drawn[m] = false
	}
	return n
}

func naiveOf(s *State) naive {
	p := naive{drawn: map[string]bool{}}
	for g := Segment(0); g < Segments; g++ {
		if s.Drawn(g) {
			p.drawn[g.String()] = true
		}
	}
	return p
}

// Perft from the start: no zone can close before the fourth move, nor a
// second one before the eighth, so the counts are 60, 60*59, ...
func TestPerftFromTheStart(t *testing.T) {
	for depth, want := range []uint64{1, 60, 3540, 205320, 11703240} {
		assert.Equal(t, want, New().Perft(depth), "depth %d", depth)
	}
	assert.Equal(t, uint64(205320), naive{drawn: map[string]bool{}}.perft(3))
}

// perftPositions are random games' positions late enough for depth 5,
// with their perft counts 1 to 5, pinned after the naive count agreed at
// every depth to 5 (ZUNIQ_NAIVE_DEPTH=5 go test -run PerftAgrees
// ./zuniq/: 140 s on one core; the default checks depth 3).
var perftPositions = []struct {
	seed   uint64
	plies  int
	counts [5]uint64
}{
	{1, 30, [5]uint64{28, 692, 15021, 283776, 4595670}},
	{2, 28, [5]uint64{23, 494, 9802, 177358, 2881976}},
	{3, 32, [5]uint64{20, 322, 4174, 42368, 309520}},
	{4, 31, [5]uint64{21, 408, 7216, 113510, 1532492}},
	{5, 29, [5]uint64{26, 627, 13907, 280076, 5036834}},
}

// randomPosition plays plies random legal moves from the start (fewer if
// the game ends).
func randomPosition(seed uint64, plies int) *State {
	rng := search.NewRng(seed)
	s := New()
	for i := 0; i < plies && !s.Over(); i++ {
		moves := s.Moves(nil)
		s.Make(moves[rng.Intn(len(moves))])
	}
	return s
}

func TestPerftAgreesWithTheRulesWords(t *testing.T) {
	naiveDepth := 3
	if d, err := strconv.Atoi(os.Getenv("ZUNIQ_NAIVE_DEPTH")); err == nil {
		naiveDepth = d
	}
	for _, tc := range perftPositions {
		s := randomPosition(tc.seed, tc.plies)
		p := naiveOf(s)
		// The move lists agree, not only their counts.
		var fast []string
		for _, m := range s.Moves(nil) {
			fast = append(fast, m.String())
		}
		sort.Strings(fast)
		assert.Equal(t, p.legal(), fast, "%v", s)
		for depth := 1; depth <= 5; depth++ {
			assert.Equal(t, tc.counts[depth-1], s.Perft(depth), "%v depth %d", s, depth)
			if depth <= naiveDepth {
				assert.Equal(t, tc.counts[depth-1], p.perft(depth), "naive: %v depth %d", s, depth)
			}
		}
	}
}
