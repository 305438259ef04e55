package judge

import (
	"bufio"
	"fmt"
	"io"

	"botcup/samegame"
	"botcup/search"
)

// Random is the reference player "random": it reads a board and prints the
// line of one random playout (every move the group of a uniformly drawn
// playable stone, no tabu colour), then returns.
func Random(in io.Reader, out io.Writer, seed uint64) error {
	return play(in, out, func(b *samegame.Board) []samegame.Move {
		return b.Playout(search.NewRng(seed), samegame.NoTabu, nil)
	})
}

// Greedy is the reference player "greedy": it reads a board and prints the
// line that removes the largest group every move (best by the one-ply
// evaluation of either scoring; the first such group on a tie), then
// returns. The seed is not used.
func Greedy(in io.Reader, out io.Writer, _ uint64) error {
	return play(in, out, func(b *samegame.Board) []samegame.Move {
		var line []samegame.Move
		for {
			m, size := b.LargestGroup()
			if size == 0 {
				return line
			}
			line = append(line, m)
			b.Play(m)
		}
	})
}

// play reads one board from in, solves it with solve and prints the line.
func play(in io.Reader, out io.Writer, solve func(*samegame.Board) []samegame.Move) error {
	rows, err := samegame.ReadBoard(bufio.NewReader(in))
	if err != nil {
		return err
	}
	b, err := samegame.NewBoard(rows, samegame.Contest)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	if _, err := w.Write(append(samegame.AppendSolution(nil, solve(b)), '\n')); err != nil {
		return fmt.Errorf("samegame player: %w", err)
	}
	return w.Flush()
}
