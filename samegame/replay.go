package samegame

import "fmt"

// Replay plays the solution moves on the board rows under scoring, as the
// judge does, and returns the final board and its score (Score: the end
// term applies to the stones left even when legal moves remain). An illegal
// move is an error naming the move by its number from 1; the board is then
// worth nothing to the judge.
func Replay(rows [][]uint8, moves []Move, scoring Scoring) (*Board, int64, error) {
	b, err := NewBoard(rows, scoring)
	if err != nil {
		return nil, 0, err
	}
	for k, m := range moves {
		if err := b.Apply(m); err != nil {
			return b, 0, fmt.Errorf("move %d of %d: %w", k+1, len(moves), err)
		}
	}
	return b, b.Score(), nil
}
