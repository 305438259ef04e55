package samegame

import (
	"bufio"
	"strconv"
	"strings"
)

// ParseSolution reads a solution line in the contest's output format, the
// list of moves from the start board: "[(2, 1), (2, 1), (1, 0)]", with any
// whitespace between the tokens; "[]" is the empty solution. Coordinates
// must be 0..MaxSize-1; whether the moves are legal is Replay's business.
func ParseSolution(line string) ([]Move, error) {
	s := &scanner{r: bufio.NewReader(strings.NewReader(line))}
	if err := s.expect('['); err != nil {
		return nil, err
	}
	var moves []Move
	if c, err := s.peek(); err != nil {
		return nil, err
	} else if c == ']' {
		_ = s.expect(']')
		return moves, s.end()
	}
	for {
		if err := s.expect('('); err != nil {
			return nil, err
		}
		x, err := s.number(MaxSize-1, "a column")
		if err != nil {
			return nil, err
		}
		if err := s.expect(','); err != nil {
			return nil, err
		}
		y, err := s.number(MaxSize-1, "a row")
		if err != nil {
			return nil, err
		}
		if err := s.expect(')'); err != nil {
			return nil, err
		}
		moves = append(moves, MoveAt(x, y))
		c, err := s.either(',', ']')
		if err != nil {
			return nil, err
		}
		if c == ']' {
			if err := s.end(); err != nil {
				return nil, err
			}
			return moves, nil
		}
	}
}

// AppendSolution appends moves in the contest's output format to dst:
// "[(2, 1), (2, 1), (1, 0)]", without a line break.
func AppendSolution(dst []byte, moves []Move) []byte {
	dst = append(dst, '[')
	for k, m := range moves {
		if k > 0 {
			dst = append(dst, ", "...)
		}
		dst = append(dst, '(')
		dst = strconv.AppendUint(dst, uint64(m.X()), 10)
		dst = append(dst, ", "...)
		dst = strconv.AppendUint(dst, uint64(m.Y()), 10)
		dst = append(dst, ')')
	}
	return append(dst, ']')
}

// FormatSolution is moves in the contest's output format.
func FormatSolution(moves []Move) string { return string(AppendSolution(nil, moves)) }
