package samegame

import (
	"bufio"
	"errors"
	"fmt"
	"io"
)

// Errors of the parsers (ReadBoard, ParseBoard, ParseSolution), wrapped with
// the byte offset where they were found.
var (
	// ErrSyntax: a token that does not belong there, or the end of the
	// input before the closing bracket.
	ErrSyntax = errors.New("samegame: syntax error")
	// ErrRange: a number out of range (a colour above 255, a coordinate
	// above 255).
	ErrRange = errors.New("samegame: number out of range")
)

// scanner reads the tokens of the contest's notation, '[', ']', '(', ')',
// ',' and decimal numbers, with any whitespace between them, byte by byte
// from a buffered reader, so lines of any length are fine and it never
// reads past the token it needs.
type scanner struct {
	r   *bufio.Reader
	off int // bytes consumed
}

// isSpace reports whether c is whitespace between tokens.
func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// peek skips whitespace and returns the next byte without consuming it.
func (s *scanner) peek() (byte, error) {
	for {
		c, err := s.r.ReadByte()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return 0, fmt.Errorf("%w: byte %d: unexpected end of input", ErrSyntax, s.off)
			}
			return 0, err
		}
		if !isSpace(c) {
			_ = s.r.UnreadByte() // cannot fail right after ReadByte
			return c, nil
		}
		s.off++
	}
}

// expect consumes the next token, which must be the byte want.
func (s *scanner) expect(want byte) error {
	c, err := s.peek()
	if err != nil {
		return err
	}
	if c != want {
		return s.unexpected(c, "'"+string(want)+"'")
	}
	_, _ = s.r.ReadByte()
	s.off++
	return nil
}

// either consumes the next token, which must be a or b, and returns it.
func (s *scanner) either(a, b byte) (byte, error) {
	c, err := s.peek()
	if err != nil {
		return 0, err
	}
	if c != a && c != b {
		return 0, s.unexpected(c, "'"+string(a)+"' or '"+string(b)+"'")
	}
	_, _ = s.r.ReadByte()
	s.off++
	return c, nil
}

// number consumes a decimal number no larger than limit.
func (s *scanner) number(limit int, what string) (int, error) {
	c, err := s.peek()
	if err != nil {
		return 0, err
	}
	if c < '0' || c > '9' {
		return 0, s.unexpected(c, what)
	}
	start, v := s.off, 0
	for {
		c, err := s.r.ReadByte()
		if err != nil {
			break
		}
		if c < '0' || c > '9' {
			_ = s.r.UnreadByte()
			break
		}
		s.off++
		if v = v*10 + int(c-'0'); v > limit {
			return 0, fmt.Errorf("%w: byte %d: %s above %d", ErrRange, start, what, limit)
		}
	}
	return v, nil
}

// end checks that only whitespace is left.
func (s *scanner) end() error {
	c, err := s.peek()
	if err == nil {
		return s.unexpected(c, "the end of the input")
	}
	if errors.Is(err, ErrSyntax) {
		return nil // the end of the input
	}
	return err
}

// unexpected is the error for byte c where want was expected.
func (s *scanner) unexpected(c byte, want string) error {
	return fmt.Errorf("%w: byte %d: got %q, want %s", ErrSyntax, s.off, c, want)
}
