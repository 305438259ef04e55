package amazes

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// The special first lines of a turn.
const (
	StartLine = "Start" // Red's very first line
	QuitLine  = "Quit"  // the game is over: exit
)

// ReadTurn reads what a player is sent for one turn: "Quit" (quit is true),
// or the five view lines, after "Start" on Red's first turn (start is
// true). Lines may end in "\r\n". The end of input is io.EOF.
func ReadTurn(r *bufio.Reader) (v View, start, quit bool, err error) {
	var lines [5]string
	for n := 0; n < 5; n++ {
		line, err := readLine(r)
		if err != nil {
			if err == io.EOF && n > 0 {
				err = fmt.Errorf("%w: input ended inside a view", io.ErrUnexpectedEOF)
			}
			return v, start, false, err
		}
		if n == 0 && line == QuitLine {
			return v, false, true, nil
		}
		if n == 0 && line == StartLine && !start {
			start = true
			n--
			continue
		}
		lines[n] = line
	}
	v, err = ParseView(lines[:])
	return v, start, false, err
}

// readLine reads one line without its line end; a last line without one
// counts.
func readLine(r *bufio.Reader) (string, error) {
	line, err := r.ReadString('\n')
	if err == io.EOF && line != "" {
		err = nil
	}
	if err != nil {
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}
