package more

import (
	"sort"

	"botcup/search"
)

// This file holds a slow, obviously-correct implementation of the rules on
// a 6x6 array of cells and the raw wall line, against which the bitboard
// implementation is checked.

// refCell is what stands on a square in the reference board.
type refCell int8

const (
	refEmpty refCell = iota
	refWhite
	refBlack
)

// refGame is a position of the reference implementation.
type refGame struct {
	walls string
	cells [Size][Size]refCell
	side  Color
}

func newRefGame(p *Position) *refGame {
	g := &refGame{walls: p.board.String(), side: p.side}
	for sq := Square(0); sq < Squares; sq++ {
		switch {
		case p.stones[White]&(1<<sq) != 0:
			g.cells[sq.Row()][sq.Col()] = refWhite
		case p.stones[Black]&(1<<sq) != 0:
			g.cells[sq.Row()][sq.Col()] = refBlack
		}
	}
	return g
}

func onBoard(r, c int) bool { return r >= 0 && r < Size && c >= 0 && c < Size }

// wallBetween reads the wall between two adjacent squares from the line.
func (g *refGame) wallBetween(r1, c1, r2, c2 int) int {
	if r1 == r2 {
		return int(g.walls[r1*11+min(c1, c2)] - '0')
	}
	return int(g.walls[min(r1, r2)*11+5+c1] - '0')
}

// refMove is a move with its penalty, as the reference sees it.
type refMove struct {
	name    string
	penalty int
}

// moves lists the legal moves by their names, sorted.
func (g *refGame) moves() []refMove {
	own := refWhite
	home := [4][2]int{{0, 0}, {0, 1}, {1, 0}, {1, 1}}
	if g.side == Black {
		own = refBlack
		home = [4][2]int{{4, 4}, {4, 5}, {5, 4}, {5, 5}}
	}
	atHome := 0
	for _, h := range home {
		if g.cells[h[0]][h[1]] == own {
			atHome++
		}
	}
	if atHome == 4 {
		return []refMove{{name: "Nil"}}
	}
	var out []refMove
	name := func(r, c int) string { return string([]byte{'a' + byte(r), '1' + byte(c)}) }
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			if g.cells[r][c] != own {
				continue
			}
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				r1, c1 := r+d[0], c+d[1]
				if !onBoard(r1, c1) {
					continue
				}
				if g.cells[r1][c1] == refEmpty {
					out = append(out, refMove{name(r, c) + name(r1, c1), g.wallBetween(r, c, r1, c1)})
					continue
				}
				r2, c2 := r1+d[0], c1+d[1]
				if onBoard(r2, c2) && g.cells[r2][c2] == refEmpty &&
					g.wallBetween(r, c, r1, c1) == 0 && g.wallBetween(r1, c1, r2, c2) == 0 {
					out = append(out, refMove{name(r, c) + name(r2, c2), 0})
				}
			}
		}
	}
	if len(out) == 0 {
		return []refMove{{name: "Nil"}}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// movesByName lists the bitboard generator's moves by name, sorted, with
// the penalty the board gives each.
func movesByName(p *Position) []refMove {
	var out []refMove
	for _, m := range p.Moves(nil) {
		r := refMove{name: m.String()}
		if m != Nil {
			r.penalty = p.board.Penalty(m.From(), m.To())
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// randomBoard has walls drawn with a density of its own, so that boards
// range from nearly open to nearly walled.
func randomBoard(rng *search.Rng) *Board {
	var walls [WallCount]Wall
	density := rng.Intn(101)
	for i := range walls {
		if rng.Intn(100) < density {
			walls[i] = Wall(1 + rng.Intn(2))
		}
	}
	return NewBoard(walls)
}

// randomStones are four squares not in taken, a few times in four the
// given home squares when they are free.
func randomStones(rng *search.Rng, taken, home uint64) uint64 {
	if home != 0 && rng.Intn(4) == 0 && taken&home == 0 {
		return home
	}
	var s uint64
	for n := 0; n < 4; {
		sq := uint64(1) << rng.Intn(Squares)
		if (taken|s)&sq == 0 {
			s |= sq
			n++
		}
	}
	return s
}

// randomPosition is a random legal placement of the stones on a random
// board, with a random side to move.
func randomPosition(rng *search.Rng) *Position {
	b := randomBoard(rng)
	white := randomStones(rng, 0, HomeSquares[White])
	black := randomStones(rng, white, HomeSquares[Black])
	p, err := Setup(b, white, black, Color(rng.Intn(2)))
	if err != nil {
		panic(err)
	}
	return p
}

// refHomeDistance is the sum of each stone's Manhattan distance to the
// nearest home square: a crude guide that makes random games finish.
func refHomeDistance(p *Position, c Color) int {
	total := 0
	for b := p.stones[c]; b != 0; b &= b - 1 {
		sq := trailingSquare(b)
		best := 99
		for h := HomeSquares[c]; h != 0; h &= h - 1 {
			hs := trailingSquare(h)
			best = min(best, abs(sq.Row()-hs.Row())+abs(sq.Col()-hs.Col()))
		}
		total += best
	}
	return total
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// playoutMove picks a move: uniformly at random, or (with probability
// guided/100) one that brings the mover's stones closest to home.
func playoutMove(rng *search.Rng, p *Position, moves []Move, guided int) Move {
	if rng.Intn(100) >= guided {
		return moves[rng.Intn(len(moves))]
	}
	best, bestD := moves[0], 1<<30
	s := p.side
	for _, m := range moves {
		p.Make(m)
		d := refHomeDistance(p, s)*8 + rng.Intn(8)
		p.Unmake(m)
		if d < bestD {
			best, bestD = m, d
		}
	}
	return best
}
