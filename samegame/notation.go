package samegame

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
)

// ReadBoard reads one board in the contest's input format from r, a list
// of rows with the bottom row first: "[[1, 3, 2, 3], [4, 1, 4, 4]]". Any
// whitespace, line breaks included, may stand between the tokens. It reads
// up to the closing bracket and no further, so it never waits for the end
// of the input. The rows must be 1..MaxSize, all as long as the first (1..
// MaxSize cells), with colours 0..255; NewBoard checks the rest.
func ReadBoard(r *bufio.Reader) ([][]uint8, error) {
	return readBoard(&scanner{r: r})
}

// readBoard reads a board with s.
func readBoard(s *scanner) ([][]uint8, error) {
	if err := s.expect('['); err != nil {
		return nil, err
	}
	var rows [][]uint8
	for {
		if len(rows) == MaxSize {
			return nil, fmt.Errorf("%w: byte %d: more than %d rows", ErrSize, s.off, MaxSize)
		}
		row, err := readRow(s, len(rows), rows)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
		c, err := s.either(',', ']')
		if err != nil {
			return nil, err
		}
		if c == ']' {
			return rows, nil
		}
	}
}

// readRow reads row y of a board, "[1, 3, 2]", or "[]" (which NewBoard
// rejects as a board with no columns), checking its length against the rows
// before it.
func readRow(s *scanner, y int, before [][]uint8) ([]uint8, error) {
	if err := s.expect('['); err != nil {
		return nil, err
	}
	want := -1
	if y > 0 {
		want = len(before[0])
	}
	var row []uint8
	if want > 0 {
		row = make([]uint8, 0, want)
	}
	if c, err := s.peek(); err != nil {
		return nil, err
	} else if c == ']' {
		_ = s.expect(']')
		return checkRow(s, y, row, want)
	}
	for {
		if len(row) == MaxSize {
			return nil, fmt.Errorf("%w: byte %d: row %d has more than %d cells", ErrSize, s.off, y, MaxSize)
		}
		v, err := s.number(255, "a colour")
		if err != nil {
			return nil, err
		}
		row = append(row, uint8(v))
		c, err := s.either(',', ']')
		if err != nil {
			return nil, err
		}
		if c == ']' {
			return checkRow(s, y, row, want)
		}
	}
}

// checkRow rejects row y if it is not want cells long (want < 0: any).
func checkRow(s *scanner, y int, row []uint8, want int) ([]uint8, error) {
	if want >= 0 && len(row) != want {
		return nil, fmt.Errorf("%w: byte %d: row %d has %d cells, row 0 has %d", ErrRagged, s.off, y, len(row), want)
	}
	return row, nil
}

// ParseBoard reads a board from text as ReadBoard does; only whitespace may
// follow it.
func ParseBoard(text string) ([][]uint8, error) {
	s := &scanner{r: bufio.NewReader(strings.NewReader(text))}
	rows, err := readBoard(s)
	if err != nil {
		return nil, err
	}
	if err := s.end(); err != nil {
		return nil, err
	}
	return rows, nil
}

// AppendBoard appends rows in the contest's input format to dst:
// "[[1, 3, 2, 3], [4, 1, 4, 4]]", the bottom row first.
func AppendBoard(dst []byte, rows [][]uint8) []byte {
	dst = append(dst, '[')
	for y, row := range rows {
		if y > 0 {
			dst = append(dst, ", "...)
		}
		dst = append(dst, '[')
		for x, c := range row {
			if x > 0 {
				dst = append(dst, ", "...)
			}
			dst = strconv.AppendUint(dst, uint64(c), 10)
		}
		dst = append(dst, ']')
	}
	return append(dst, ']')
}

// FormatBoard is rows in the contest's input format.
func FormatBoard(rows [][]uint8) string { return string(AppendBoard(nil, rows)) }

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
