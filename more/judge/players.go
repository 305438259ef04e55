package judge

import (
	"bufio"
	"errors"
	"fmt"
	"io"

	"botcup/more"
	"botcup/search"
)

// Chooser picks a move for the side to move in g (not over) using rng.
type Chooser func(g *more.SearchPosition, rng *search.Rng) more.Move

// RandomMove is a uniformly random legal move.
func RandomMove(g *more.SearchPosition, rng *search.Rng) more.Move {
	var buf [more.MaxMoves]more.Move
	moves := g.Moves(buf[:0])
	return moves[rng.Intn(len(moves))]
}

// GreedyMove is the move with the best one-ply evaluation (the race of
// more.SearchPosition.Eval, from the mover), ties broken uniformly at random.
func GreedyMove(g *more.SearchPosition, rng *search.Rng) more.Move {
	var buf [more.MaxMoves]more.Move
	moves := g.Moves(buf[:0])
	best, ties := moves[0], 0
	bestV := -search.Inf
	for _, m := range moves {
		g.Make(m)
		v := -g.Eval()
		if over, t := g.Terminal(); over {
			v = -t
		}
		g.Unmake(m)
		switch {
		case v > bestV:
			best, bestV, ties = m, v, 1
		case v == bestV:
			ties++
			if rng.Intn(ties) == 0 {
				best = m
			}
		}
	}
	return best
}

// ErrProtocol is wrapped by every error a reference player meets in the
// lines it reads.
var ErrProtocol = errors.New("protocol")

// Player makes a reference player that chooses its moves with choose: it
// speaks the contest protocol on in and out like any bot (see more.Run).
func Player(choose Chooser) func(in io.Reader, out io.Writer, seed uint64) error {
	return func(in io.Reader, out io.Writer, seed uint64) error {
		return play(in, out, seed, choose)
	}
}

func play(in io.Reader, out io.Writer, seed uint64, choose Chooser) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	rng := search.NewRng(seed)
	line, err := more.ReadLine(r)
	if err != nil {
		return fmt.Errorf("%w: reading the board: %w", ErrProtocol, err)
	}
	board, err := more.ParseBoard(line)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrProtocol, err)
	}
	g := more.NewSearchPosition(board)
	for first := true; ; first = false {
		line, err := more.ReadLine(r)
		if err != nil {
			if errors.Is(err, io.EOF) && g.Over() {
				return nil
			}
			return fmt.Errorf("%w: %w", ErrProtocol, err)
		}
		if line == more.QuitLine {
			return nil
		}
		if !(first && line == more.StartLine) {
			m, err := more.ParseMove(line)
			if err != nil {
				return fmt.Errorf("%w: %w", ErrProtocol, err)
			}
			if err := g.Check(m); err != nil {
				return fmt.Errorf("%w: the opponent's %w", ErrProtocol, err)
			}
			g.Make(m)
		}
		if g.Over() {
			return fmt.Errorf("%w: asked to move in a game that is over", ErrProtocol)
		}
		m := choose(g, rng)
		g.Make(m)
		if _, err := fmt.Fprintln(w, m); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
	}
}
