package toytest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"botcup/game"
)

// Pick is the toy puzzle: the board is a number n; a solution is a list of
// numbers 1..n separated by blanks. "contest" scores their sum, "classic"
// ten points per number. Its boards are "3" and "5"; Clock is the time per
// board.
type Pick struct{ Clock time.Duration }

// Name is "pick".
func (Pick) Name() string { return "pick" }

// Budget is Clock.
func (j Pick) Budget() time.Duration { return j.Clock }

// Boards are "3" and "5".
func (Pick) Boards() []string { return []string{"3", "5"} }

// Scorings are "contest" and "classic".
func (Pick) Scorings() []string { return []string{"contest", "classic"} }

func (Pick) parse(board, solution string) ([]int, error) {
	n, err := strconv.Atoi(board)
	if err != nil {
		return nil, fmt.Errorf("bad board %q", board)
	}
	var picks []int
	for _, f := range strings.Fields(solution) {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, fmt.Errorf("%w: %q", game.ErrMalformed, f)
		}
		if v < 1 || v > n {
			return nil, errors.New("pick out of range")
		}
		picks = append(picks, v)
	}
	return picks, nil
}

// Score is the solution's score under scoring and its number of picks.
func (j Pick) Score(board, solution, scoring string) (int64, int, error) {
	picks, err := j.parse(board, solution)
	if err != nil {
		return 0, 0, err
	}
	var s int64
	for _, v := range picks {
		if scoring == "classic" {
			s += 10
		} else {
			s += int64(v)
		}
	}
	return s, len(picks), nil
}

// Render is the board and the first n picks: "<5, picked [1 3]>".
func (j Pick) Render(board, solution string, n int) (string, error) {
	picks, err := j.parse(board, solution)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("<%s, picked %v>", board, picks[:min(n, len(picks))]), nil
}
