package arena

import (
	"botcup/arena/proc"
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// Entrant is a player as the arena starts it: a display name and the
// command line of its process (argv[0] is looked up in PATH).
type Entrant struct {
	Name string
	Argv []string
}

// ErrNoCommand is returned for an empty player command line.
var ErrNoCommand = proc.ErrNoCommand

// ParseCommand splits a player's command line as a shell would split a
// simple command: words separated by blanks, single quotes keep everything,
// double quotes keep all but backslash escapes, a backslash escapes the
// next character. It checks that the program can be found.
func ParseCommand(line string) (Entrant, error) {
	argv, err := splitWords(line)
	if err != nil {
		return Entrant{}, fmt.Errorf("player %q: %w", line, err)
	}
	if len(argv) == 0 {
		return Entrant{}, ErrNoCommand
	}
	if _, err := exec.LookPath(argv[0]); err != nil {
		return Entrant{}, fmt.Errorf("player %q does not start: %w", line, err)
	}
	return Entrant{Name: line, Argv: argv}, nil
}

func splitWords(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case c == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, errors.New("unterminated single quote")
			}
			cur.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case c == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					i++
				}
				cur.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, errors.New("unterminated double quote")
			}
			inWord = true
		case c == '\\':
			if i+1 >= len(s) {
				return nil, errors.New("trailing backslash")
			}
			i++
			cur.WriteByte(s[i])
			inWord = true
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
