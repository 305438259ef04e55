package blackhole

import (
	"sort"
	"strconv"
	"strings"
)

// naive is an independent Black Hole for the tests: the board a map from
// field names to stones, the neighbours found from the rules' six steps on
// (row letter, number) pairs, moves as protocol strings. It shares nothing
// with the package but the rules.
type naive struct {
	stones map[string]int // name: +value red, -value blue, brownStone brown
	used   [2]map[int]bool
	plies  int
}

const brownStone = 100

// naiveNames are the 36 field names, row by row.
func naiveNames() []string {
	var names []string
	for row := 0; row < 8; row++ {
		for num := 1; row+num <= 8; num++ {
			names = append(names, string(rune('A'+row))+strconv.Itoa(num))
		}
	}
	return names
}

// naiveNeighbours are the fields next to name, sorted.
func naiveNeighbours(name string) []string {
	u, v := int(name[0]-'A'), int(name[1]-'1')
	var out []string
	for _, d := range [][2]int{{-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}} {
		a, b := u+d[0], v+d[1]
		if a >= 0 && b >= 0 && a+b <= 7 {
			out = append(out, string(rune('A'+a))+strconv.Itoa(b+1))
		}
	}
	sort.Strings(out)
	return out
}

func newNaive(brown []string) *naive {
	n := &naive{stones: map[string]int{}, used: [2]map[int]bool{{}, {}}}
	for _, b := range brown {
		n.stones[b] = brownStone
	}
	return n
}

// moves are the legal moves as "<field>=<value>".
func (n *naive) moves() []string {
	if n.plies == 30 {
		return nil
	}
	var out []string
	for _, name := range naiveNames() {
		if _, taken := n.stones[name]; taken {
			continue
		}
		for v := 1; v <= 15; v++ {
			if !n.used[n.plies%2][v] {
				out = append(out, name+"="+strconv.Itoa(v))
			}
		}
	}
	return out
}

func (n *naive) play(move string) {
	name, value, _ := strings.Cut(move, "=")
	v, _ := strconv.Atoi(value)
	side := n.plies % 2
	n.used[side][v] = true
	if side == 1 {
		v = -v
	}
	n.stones[name] = v
	n.plies++
}

func (n *naive) undo(move string) {
	name, value, _ := strings.Cut(move, "=")
	v, _ := strconv.Atoi(value)
	n.plies--
	delete(n.used[n.plies%2], v)
	delete(n.stones, name)
}

// perft counts the sequences of depth moves, the last ply in bulk.
func (n *naive) perft(depth int) uint64 {
	ms := n.moves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var total uint64
	for _, m := range ms {
		n.play(m)
		total += n.perft(depth - 1)
		n.undo(m)
	}
	return total
}

// redMinusBlue is R-B around the one empty field of a finished game.
func (n *naive) redMinusBlue() int {
	for _, name := range naiveNames() {
		if _, taken := n.stones[name]; taken {
			continue
		}
		d := 0
		for _, g := range naiveNeighbours(name) {
			if s := n.stones[g]; s != brownStone {
				d += s
			}
		}
		return d
	}
	panic("no empty field")
}

// minimax is R-B from the side to move with perfect play, every move tried
// (plain alpha-beta: exact, only faster).
func (n *naive) minimax() int { return n.alphaBeta(-1<<30, 1<<30) }

func (n *naive) alphaBeta(alpha, beta int) int {
	if n.plies == 30 {
		return n.sign() * n.redMinusBlue()
	}
	best := -1 << 30
	for _, m := range n.moves() {
		n.play(m)
		v := -n.alphaBeta(-beta, -max(alpha, best))
		n.undo(m)
		if v > best {
			best = v
			if best >= beta {
				break
			}
		}
	}
	return best
}

func (n *naive) sign() int { return 1 - 2*(n.plies%2) }
